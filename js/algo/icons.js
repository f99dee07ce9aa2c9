/**
 * Inline SVG icons of the algo view (font-independent, so they read the same on every
 * projector). Constant markup only; colours come from ``currentColor`` and style.css.
 *
 * @module algo/icons
 */

const icon = (body) =>
  `<svg class="gw-ricon" viewBox="0 0 16 16" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`;

/**
 * One icon per elimination reason kind (rules/algo.md section 8): an eye for a seen
 * card, a "<" for the order rule, a cross for a failed attack, a tally for counting
 * (pigeonhole), a chain link for propagation through another slot.
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

const ctl = (body) =>
  `<svg class="gw-ctl-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">${body}</svg>`;

/** Control icons: step-through, attack, stay, next. */
export const CONTROL = Object.freeze({
  first: ctl('<rect x="4" y="5" width="3" height="14"/><path d="M20 5 L9 12 L20 19 Z"/>'),
  back: ctl('<path d="M18 5 L7 12 L18 19 Z"/>'),
  step: ctl('<path d="M6 5 L17 12 L6 19 Z"/>'),
  last: ctl('<path d="M4 5 L15 12 L4 19 Z"/><rect x="17" y="5" width="3" height="14"/>'),
  attack: ctl('<path d="M12 2 L14 9 L21 9 L15.5 13.5 L17.5 21 L12 16.5 L6.5 21 L8.5 13.5 L3 9 L10 9 Z"/>'),
  stay: ctl('<rect x="5" y="4" width="5" height="16"/><rect x="14" y="4" width="5" height="16"/>'),
  next: ctl('<path d="M3 5 L12 12 L3 19 Z"/><path d="M12 5 L21 12 L12 19 Z"/>'),
});
