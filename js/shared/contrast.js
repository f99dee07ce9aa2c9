// WCAG 2 colour contrast, for the stylesheet tests of every game (not bundled).

/**
 * WCAG relative luminance of a ``#rrggbb`` colour.
 *
 * @param {string} hex ``#rrggbb`` (the ``#`` is optional)
 * @returns {number} 0 (black) to 1 (white)
 */
export function luminance(hex) {
  const h = hex.replace("#", "");
  const rgb = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
}

/**
 * WCAG contrast ratio of two ``#rrggbb`` colours.
 *
 * @param {string} a
 * @param {string} b
 * @returns {number} 1 (same luminance) to 21 (black on white)
 */
export function contrast(a, b) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
