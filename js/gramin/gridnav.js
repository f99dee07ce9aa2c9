/**
 * Keyboard movement in the board grid (pure, no DOM): the arrow keys move one
 * square, Home / End go to the start / end of the row, Ctrl+Home / Ctrl+End to
 * the first / last square (the WAI-ARIA grid pattern's keys).
 *
 * @module gramin/gridnav
 */

/**
 * The square a key moves to from ``[row, col]`` on a ``rows`` x ``cols`` board.
 *
 * Moves stop at the edges (no wrapping), as a board has edges.
 *
 * @param {string} keyName ``KeyboardEvent.key``
 * @param {number[]} pos current square ``[row, col]``, 0-based
 * @param {number} rows number of rows
 * @param {number} cols number of columns
 * @param {boolean} [ctrl] Ctrl (or Cmd) held: Home / End go to the first / last square
 * @returns {[number, number]|null} the square to focus, or null when the key is not a move
 */
export function gridMove(keyName, pos, rows, cols, ctrl = false) {
  if (rows <= 0 || cols <= 0) return null;
  const r = Math.max(0, Math.min(rows - 1, pos[0]));
  const c = Math.max(0, Math.min(cols - 1, pos[1]));
  switch (keyName) {
    case "ArrowUp": return [Math.max(0, r - 1), c];
    case "ArrowDown": return [Math.min(rows - 1, r + 1), c];
    case "ArrowLeft": return [r, Math.max(0, c - 1)];
    case "ArrowRight": return [r, Math.min(cols - 1, c + 1)];
    case "Home": return ctrl ? [0, 0] : [r, 0];
    case "End": return ctrl ? [rows - 1, cols - 1] : [r, cols - 1];
    default: return null;
  }
}
