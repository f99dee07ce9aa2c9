// @ts-check
/**
 * Inline SVG icons of the Gramin views (font-independent, so they read the same on every
 * projector); the step player's are shared/icons.js.
 *
 * Constant markup only; colours come from the --gw-* variables of shared/theme.css. The
 * board's pictures are kept in gamewidgets/gramin/widgets/icons.json, which Python's static
 * picture of a board (gamewidgets/gramin/teaching/picture.py, in graded feedback) draws too.
 *
 * @module gramin/icons
 */

import BODIES from "../../gamewidgets/gramin/widgets/icons.json" with { type: "json" };
import { buttonIcon, picture as box, STEP_ICONS } from "../shared/icons.js";

/** Face-down treasure chest. */
export const CHEST = box(BODIES.chest);

/** Crocodile (trap card or trap chip). */
export const CROCODILE = box(BODIES.crocodile);

/** Hole in the ground. */
export const HOLE = box(BODIES.hole);

/** Brick wall. */
export const WALL = box(BODIES.wall);

/** The explorer piece. */
export const EXPLORER = box(BODIES.explorer);

/** The goal square's flag. */
export const FLAG = box(BODIES.flag);

/** The mark of a chest the puzzle asks for. */
export const STAR = box(BODIES.star);

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
