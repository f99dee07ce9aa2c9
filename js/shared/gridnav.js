// @ts-check
/**
 * Keyboard movement in a grid (pure, no DOM): the WAI-ARIA grid pattern's keys. The
 * arrow keys move one cell, Home / End go to the start / end of the row, Ctrl+Home /
 * Ctrl+End (Cmd on a Mac) to the first / last cell. Any other key with Ctrl or Cmd
 * held (Ctrl+Arrow, for example) is not a move: it belongs to the browser or the
 * notebook around the widget.
 *
 * @module shared/gridnav
 */

/**
 * The cell a key moves to from ``[row, col]`` in a ``rows`` x ``cols`` grid.
 *
 * Moves stop at the edges (no wrapping). A position outside the grid (a grid that
 * shrank) is clamped into it first.
 *
 * @param {string} keyName ``KeyboardEvent.key``
 * @param {number[]} pos current cell ``[row, col]``, 0-based
 * @param {number} rows number of rows
 * @param {number} cols number of columns
 * @param {boolean} [ctrl] Ctrl (or Cmd) held: only Home / End move, to the first / last cell
 * @returns {[number, number]|null} the cell to focus, or null when the key is not a move
 */
export function gridMove(keyName, pos, rows, cols, ctrl = false) {
  if (rows <= 0 || cols <= 0) return null;
  const r = Math.max(0, Math.min(rows - 1, pos[0]));
  const c = Math.max(0, Math.min(cols - 1, pos[1]));
  if (ctrl) {
    if (keyName === "Home") return [0, 0];
    if (keyName === "End") return [rows - 1, cols - 1];
    return null;
  }
  switch (keyName) {
    case "ArrowUp": return [Math.max(0, r - 1), c];
    case "ArrowDown": return [Math.min(rows - 1, r + 1), c];
    case "ArrowLeft": return [r, Math.max(0, c - 1)];
    case "ArrowRight": return [r, Math.min(cols - 1, c + 1)];
    case "Home": return [r, 0];
    case "End": return [r, cols - 1];
    default: return null;
  }
}
