// @ts-check
/**
 * Inline SVG icons of the algo view (font-independent, so they read the same on every
 * projector); the step player's are shared/icons.js. Constant markup only; colours come
 * from ``currentColor`` and the --gw-* variables of shared/theme.css.
 *
 * @module algo/icons
 */

import { buttonIcon, STEP_ICONS } from "../shared/icons.js";

/** @param {string} body SVG elements @returns {string} a 16 x 16 reason icon */
const icon = (body) =>
  `<svg class="gw-ricon" viewBox="0 0 16 16" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`;

/**
 * One icon per elimination reason kind (docs/rules/algo.md section 8): an eye for a seen
 * card, a "<" for the order rule, a cross for a failed attack, a tally for counting
 * (pigeonhole), a chain link for propagation through another slot.
 *
 * @type {Readonly<Record<string, string>>}
 */
export const REASON_ICONS = Object.freeze({
  seen: icon('<path d="M1.5 8 Q8 1.5 14.5 8 Q8 14.5 1.5 8 Z"/><circle cx="8" cy="8" r="2" fill="currentColor"/>'),
  order: icon('<path d="M11 3 L4 8 L11 13"/>'),
  failed_guess: icon('<path d="M3.5 3.5 L12.5 12.5 M12.5 3.5 L3.5 12.5"/>'),
  counting: icon('<path d="M3 3v10M6.5 3v10M10 3v10M1.5 11 L13.5 5"/>'),
  propagation: icon('<rect x="1.5" y="5.5" width="6" height="5" rx="2.5"/><rect x="8.5" y="5.5" width="6" height="5" rx="2.5"/>'),
});

/** Reason kinds in the order of the legend. */
export const REASONS = Object.freeze(["seen", "order", "failed_guess", "counting", "propagation"]);

/** Control icons: attack, stay, next (the step buttons': shared/icons.js). */
export const CONTROL = Object.freeze({
  attack: buttonIcon('<path d="M12 2 L14 9 L21 9 L15.5 13.5 L17.5 21 L12 16.5 L6.5 21 L8.5 13.5 L3 9 L10 9 Z"/>'),
  stay: STEP_ICONS.pause,
  next: buttonIcon('<path d="M3 5 L12 12 L3 19 Z"/><path d="M12 5 L21 12 L12 19 Z"/>'),
});
