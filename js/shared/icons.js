// @ts-check
/**
 * Inline SVG icons that more than one game draws (font-independent: the machine
 * projecting the notebook may have no emoji or symbol font). Each game adds its own
 * pictures in its ``icons.js``.
 *
 * Constant markup only, never synced data; colours come from ``currentColor`` and the
 * ``--gw-*`` variables of theme.css.
 *
 * @module shared/icons
 */

/**
 * A picture on a 40 x 40 grid (board pieces, cards, counters), sized by CSS ``.gw-icon``.
 *
 * @param {string} body SVG elements
 * @returns {string} SVG markup
 */
export function picture(body) {
  return `<svg class="gw-icon" viewBox="0 0 40 40" aria-hidden="true" focusable="false">${body}</svg>`;
}

/**
 * A button icon on a 24 x 24 grid, filled with the button's text colour.
 *
 * @param {string} body SVG elements
 * @returns {string} SVG markup
 */
export function buttonIcon(body) {
  return `<svg class="gw-ctl-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">${body}</svg>`;
}

/** The step player's buttons (shared/stepper.js commands), the same in every game. */
export const STEP_ICONS = Object.freeze({
  first: buttonIcon('<rect x="4" y="5" width="3" height="14"/><path d="M20 5 L9 12 L20 19 Z"/>'),
  back: buttonIcon('<path d="M18 5 L7 12 L18 19 Z"/>'),
  step: buttonIcon('<path d="M6 5 L17 12 L6 19 Z"/>'),
  last: buttonIcon('<path d="M4 5 L15 12 L4 19 Z"/><rect x="17" y="5" width="3" height="14"/>'),
  play: buttonIcon('<path d="M6 4 L20 12 L6 20 Z"/>'),
  pause: buttonIcon('<rect x="5" y="4" width="5" height="16"/><rect x="14" y="4" width="5" height="16"/>'),
  // a circle arrow: from the end back to the start
  replay: buttonIcon('<path d="M12 4 A8 8 0 1 0 20 12 L17 12 A5 5 0 1 1 12 7 L12 10 L17 5.5 L12 1 Z"/>'),
});
