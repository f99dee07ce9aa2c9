// @ts-check
/**
 * Inline SVG icons of the Gramin views (font-independent, so they read the same on every
 * projector); the step player's are shared/icons.js.
 *
 * Constant markup only; colours come from the --gw-* variables of shared/theme.css.
 *
 * @module gramin/icons
 */

import { buttonIcon, picture as box, STEP_ICONS } from "../shared/icons.js";

/** Face-down treasure chest. */
export const CHEST = box(
  '<rect x="5" y="16" width="30" height="18" rx="2" fill="var(--gw-chest)" stroke="var(--gw-chest-edge)" stroke-width="2"/>' +
  '<path d="M5 16 Q5 7 20 7 Q35 7 35 16 Z" fill="var(--gw-chest-lid)" stroke="var(--gw-chest-edge)" stroke-width="2"/>' +
  '<rect x="5" y="15" width="30" height="3" fill="var(--gw-chest-edge)"/>' +
  '<rect x="16.5" y="14" width="7" height="9" rx="1.5" fill="var(--gw-gold)" stroke="var(--gw-chest-edge)" stroke-width="1.5"/>' +
  '<text x="20" y="31" text-anchor="middle" font-size="9" font-weight="700" fill="var(--gw-gold)">?</text>',
);

/** Crocodile (trap card or trap chip). */
export const CROCODILE = box(
  '<path d="M3 24 Q6 15 16 15 L33 15 Q38 16 38 20 L38 24 Z" fill="var(--gw-croc)" stroke="var(--gw-croc-edge)" stroke-width="1.5"/>' +
  '<path d="M3 24 L38 24 Q37 30 31 30 L12 30 Q5 30 3 24 Z" fill="var(--gw-croc-belly)" stroke="var(--gw-croc-edge)" stroke-width="1.5"/>' +
  '<path d="M18 24 l2 -3 l2 3 l2 -3 l2 3 l2 -3 l2 3 l2 -3 l2 3" fill="#fff" stroke="var(--gw-croc-edge)" stroke-width="1"/>' +
  '<circle cx="13" cy="14" r="4" fill="var(--gw-croc)" stroke="var(--gw-croc-edge)" stroke-width="1.5"/>' +
  '<circle cx="13" cy="13.5" r="1.8" fill="#111"/>',
);

/** Hole in the ground. */
export const HOLE = box(
  '<ellipse cx="20" cy="22" rx="16" ry="10" fill="var(--gw-hole-rim)"/>' +
  '<ellipse cx="20" cy="23" rx="12.5" ry="7" fill="var(--gw-hole)"/>',
);

/** Brick wall. */
export const WALL = box(
  '<rect x="3" y="6" width="34" height="28" fill="var(--gw-wall)" stroke="var(--gw-wall-edge)" stroke-width="2"/>' +
  '<path d="M3 13h34M3 20h34M3 27h34M14 6v7M26 6v7M9 13v7M20 13v7M31 13v7M14 20v7M26 20v7M9 27v7M20 27v7M31 27v7" stroke="var(--gw-wall-edge)" stroke-width="1.6"/>',
);

/** The explorer piece. */
export const EXPLORER = box(
  '<circle cx="20" cy="20" r="16" fill="var(--gw-explorer)" stroke="var(--gw-explorer-edge)" stroke-width="3"/>' +
  '<path d="M20 7 L24 20 L20 33 L16 20 Z" fill="#fff"/>' +
  '<path d="M7 20 L20 16.5 L33 20 L20 23.5 Z" fill="#fff" opacity="0.75"/>' +
  '<circle cx="20" cy="20" r="3" fill="var(--gw-explorer-edge)"/>',
);

/** The goal square's flag. */
export const FLAG = box(
  '<path d="M10 5 V36" stroke="var(--gw-fg)" stroke-width="3" stroke-linecap="round"/>' +
  '<path d="M11 6 L33 12 L11 19 Z" fill="var(--gw-explorer)" stroke="var(--gw-explorer-edge)" stroke-width="1.5"/>',
);

/** The mark of a chest the puzzle asks for. */
export const STAR = box(
  '<path d="M20 3 L24.7 14.5 L37 15.3 L27.5 23.2 L30.5 35.3 L20 28.7 L9.5 35.3 L12.5 23.2 L3 15.3 L15.3 14.5 Z" ' +
  'fill="var(--gw-gold)" stroke="var(--gw-fg)" stroke-width="2" stroke-linejoin="round"/>',
);

/** Control icons: step over (next to the shared step buttons) and Run. */
export const CONTROL = Object.freeze({
  over: buttonIcon('<path d="M3 16 Q5 5 13 5 Q19 5 21 11" fill="none" stroke="currentColor" stroke-width="2.5"/><path d="M17 10 L23 13 L22 6 Z"/><rect x="2" y="18" width="20" height="2.5"/>'),
  run: STEP_ICONS.play,
});

/**
 * Icon markup for a trap kind or opened trap-chip label.
 *
 * @param {string} kind ``"crocodile" | "hole" | "wall"``
 * @returns {string|null} SVG markup, or null for an unknown kind
 */
export function trapIcon(kind) {
  /** @type {Record<string, string>} */
  const icons = { crocodile: CROCODILE, hole: HOLE, wall: WALL };
  return icons[kind] ?? null;
}
