// @ts-check
/**
 * Gramin's cards and frames as Python sends them, for the view tests.
 *
 * @module test-support/gramin
 */

/** @typedef {import("../gramin/player.js").Frame} Frame */
/** @typedef {import("../gramin/player.js").Pos} Pos */

/**
 * A card as GraminWidget sends it (gamewidgets/gramin/widgets/sandbox.py card_view).
 *
 * @param {string} token its token ("R", "for3(")
 * @param {string} kind "step", "dash", "jump", "loop_open" or "loop_close"
 * @param {string|null} [dir] "up", "right", "down" or "left" (null for loop cards)
 * @param {number|null} [count] a loop's count
 * @returns {{token: string, kind: string, dir: string|null, count: number|null, symbol: string}}
 */
export const card = (token, kind, dir = null, count = null) => ({ token, kind, dir, count, symbol: token });

/**
 * A frame of a run (js/gramin/player.js), nothing counted or opened unless ``extra`` says.
 *
 * @param {number|null} cardIndex the card run (null: the start)
 * @param {Frame["loops"]} loops the loops running, outermost first
 * @param {Pos[]} path the squares entered
 * @param {Pos} pos where the explorer stands after it
 * @param {Partial<Frame>} [extra] fields to change
 * @returns {Frame} the frame
 */
export const frame = (cardIndex, loops, path, pos, extra = {}) => ({
  card: cardIndex, loops, path, pos, events: [], score: 0, moves: 0, cards: 0, opened: [], removed: [], text: "", ...extra,
});
