// @ts-check
/**
 * Inline SVG icons of the Goblin Escape view (font-independent: the machine
 * projecting the notebook may have no emoji font); the step player's are shared/icons.js.
 *
 * Constant markup only, never synced data; colours come from the --gw-* variables of
 * shared/theme.css.
 *
 * @module goblin/icons
 */

import { picture as box } from "../shared/icons.js";

/**
 * Icons of the three action cards (docs/rules/goblin.md section 1).
 *
 * @type {Readonly<Record<string, string>>}
 */
export const ACTION = Object.freeze({
  // a shovel: digging
  dig: box(
    '<path d="M27 5 L35 13" stroke="currentColor" stroke-width="4" stroke-linecap="round"/>' +
    '<path d="M31 9 L16 24" stroke="currentColor" stroke-width="3.5" stroke-linecap="round"/>' +
    '<path d="M17 19 L21 23 L13 33 Q8 36 5 35 Q4 32 7 27 Z" fill="currentColor"/>',
  ),
  // a crescent moon with "z": resting
  rest: box(
    '<path d="M24 6 A14 14 0 1 0 34 28 A11 11 0 1 1 24 6 Z" fill="currentColor"/>' +
    '<path d="M27 8 h7 l-7 8 h7" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linejoin="round"/>',
  ),
  // a grabbing hand pulling a piece of meat: stealing
  steal: box(
    '<path d="M6 22 Q6 14 13 14 L25 14 Q29 14 29 18 Q29 21 25 21 L19 21" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round"/>' +
    '<path d="M6 22 Q6 32 16 32 L24 32" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round"/>' +
    '<path d="M24 27 L36 27 M31 22 L36 27 L31 32" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>',
  ),
});

/** A piece of meat (the counters). */
export const MEAT = box(
  '<path d="M10 26 Q4 18 12 10 Q22 3 30 11 Q36 19 28 27 Q20 33 10 26 Z" fill="var(--gw-meat)" stroke="var(--gw-meat-edge)" stroke-width="2"/>' +
  '<path d="M10 26 L5 33" stroke="var(--gw-bone)" stroke-width="4" stroke-linecap="round"/>' +
  '<circle cx="4.5" cy="34" r="2.6" fill="var(--gw-bone)"/>',
);

/**
 * Tunnel card faces (only cards already turned are ever drawn face up).
 *
 * @type {Readonly<Record<string, string>>}
 */
export const TUNNEL = Object.freeze({
  meat: MEAT,
  mushroom: box(
    '<path d="M6 20 Q6 7 20 7 Q34 7 34 20 Z" fill="var(--gw-mushroom)" stroke="currentColor" stroke-width="2"/>' +
    '<circle cx="14" cy="14" r="2.2" fill="#fff"/><circle cx="24" cy="12" r="2.2" fill="#fff"/>' +
    '<rect x="16" y="20" width="8" height="13" rx="3" fill="#efe4cf" stroke="currentColor" stroke-width="2"/>',
  ),
  empty: box(
    '<circle cx="20" cy="20" r="12" fill="none" stroke="currentColor" stroke-width="3" stroke-dasharray="4 4"/>',
  ),
  exit: box(
    '<path d="M8 34 L8 14 Q8 5 20 5 Q32 5 32 14 L32 34 Z" fill="var(--gw-exit)" stroke="currentColor" stroke-width="2"/>' +
    '<path d="M14 22 L26 22 M21 17 L26 22 L21 27" fill="none" stroke="#1a1a1a" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>',
  ),
});

/** Face-down card (tunnel deck, secret action). */
export const BACK = box(
  '<rect x="7" y="4" width="26" height="32" rx="4" fill="var(--gw-back)" stroke="currentColor" stroke-width="2"/>' +
  '<text x="20" y="26" text-anchor="middle" font-size="16" font-weight="700" fill="var(--gw-back-fg)">?</text>',
);

/** A small robot head marking bot goblins. */
export const BOT = box(
  '<rect x="8" y="12" width="24" height="20" rx="4" fill="none" stroke="currentColor" stroke-width="3"/>' +
  '<circle cx="15" cy="22" r="2.6" fill="currentColor"/><circle cx="25" cy="22" r="2.6" fill="currentColor"/>' +
  '<path d="M20 12 V6" stroke="currentColor" stroke-width="3"/><circle cx="20" cy="5" r="2.5" fill="currentColor"/>',
);
