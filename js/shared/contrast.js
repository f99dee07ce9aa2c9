// @ts-check
// WCAG 2 colour contrast and the palette of theme.css as a page without JupyterLab shows
// it, for the stylesheet tests of every game (not bundled).

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

/** Selector of the rules that hold the palette (and the light switch). */
export const ROOTS = ".gw-root";

/**
 * The fallback of the first ``var(<name>, fallback)`` in ``text`` (brackets balanced),
 * or null when ``text`` has none.
 *
 * @param {string} text a declaration's value
 * @param {string} name custom property, e.g. ``"--gw-if-dark"``
 * @returns {string|null} the fallback, trimmed
 */
export function fallbackOf(text, name) {
  const open = text.indexOf(`var(${name},`);
  if (open < 0) return null;
  const from = open + `var(${name},`.length;
  let depth = 1;
  for (let i = from; i < text.length; i++) {
    if (text[i] === "(") depth++;
    else if (text[i] === ")" && --depth === 0) return text.slice(from, i).trim();
  }
  return null;
}

/**
 * The ``--gw-*`` declarations of the rules whose whole selector is ``selector``.
 *
 * @param {string} css stylesheet text
 * @param {string} selector a rule's selector text, as written
 * @returns {Record<string, string>} value by name (without ``--``)
 */
export function declarations(css, selector) {
  /** @type {Record<string, string>} */
  const out = {};
  const text = css.replace(/\/\*[\s\S]*?\*\//g, "");
  let at = text.indexOf(`${selector} {`);
  while (at >= 0) {
    // the selector must start its own rule, not end a longer one (after a rule, or after
    // a statement such as theme.css's @import)
    const before = text.slice(0, at).trimEnd();
    if (before === "" || before.endsWith("}") || before.endsWith(";")) {
      const body = text.slice(text.indexOf("{", at) + 1, text.indexOf("}", at));
      for (const [, name, value] of body.matchAll(/--(gw-[\w-]+):([^;]*);/g)) out[name] = value.trim();
    }
    at = text.indexOf(`${selector} {`, at + 1);
  }
  return out;
}

/**
 * The palette of theme.css in one scheme, as a page without JupyterLab's variables
 * shows it: each ``var(--jp-..., fallback)`` is its fallback, each
 * ``var(--gw-if-light, L) var(--gw-if-dark, D)`` is L or D.
 *
 * @param {string} css theme.css
 * @param {"light"|"dark"} scheme which colours
 * @returns {Record<string, string>} colour by name (``"fg"`` for ``--gw-fg``)
 */
export function palette(css, scheme) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const [name, raw] of Object.entries(declarations(css, ROOTS))) {
    if (name === "gw-if-light" || name === "gw-if-dark") continue;
    const jp = raw.match(/^var\((--jp-[\w-]+),/);
    const value = jp ? /** @type {string} */ (fallbackOf(raw, jp[1])) : raw;
    const chosen = fallbackOf(value, scheme === "light" ? "--gw-if-light" : "--gw-if-dark");
    out[name.slice(3)] = chosen ?? value;
  }
  return out;
}
