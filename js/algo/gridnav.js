// @ts-check
/**
 * Keyboard navigation of the candidate grid: a roving tabindex (WAI-ARIA grid pattern).
 *
 * The grid is one Tab stop: exactly one cell has ``tabindex="0"``, the others ``-1``.
 * Arrow keys move that cell, Home/End go to the first/last number of the card's row,
 * Ctrl+Home/Ctrl+End to the first/last cell of the grid (shared/gridnav.js). The keys
 * are handled (and stopped) inside the grid, so they never reach the step-through keys
 * of the panel; other keys with Ctrl or Cmd held are left to the browser.
 *
 * @module algo/gridnav
 */

import { gridMove } from "../shared/gridnav.js";

/**
 * @typedef {Object} At
 * @property {number} row slot index (grid row, 0-based)
 * @property {number} col number column (0-11)
 */

/**
 * Clamp a cell position into a grid of ``rows`` x ``cols`` (row 0, col 0 when empty).
 *
 * @param {At|null|undefined} at wanted cell
 * @param {number} rows number of rows
 * @param {number} cols number of columns
 * @returns {At} a cell inside the grid
 */
export function clampCell(at, rows, cols) {
  /** @param {number|undefined} v @param {number} n @returns {number} */
  const fit = (v, n) => (Number.isInteger(v) ? Math.max(0, Math.min(Math.max(n - 1, 0), /** @type {number} */ (v))) : 0);
  return { row: fit(at?.row, rows), col: fit(at?.col, cols) };
}

/**
 * Move a cell position onto the rows a grid shows: ``at`` itself when its row is shown,
 * else the first shown row (a grid showing one player's cards names its rows by their
 * slot index, which need not start at 0).
 *
 * @param {At|null|undefined} at wanted cell (``row``: a slot index)
 * @param {number[]} shown slot indices of the rows shown, in order
 * @param {number} cols number of columns
 * @returns {At} a cell of a shown row (``row`` 0 when none is shown)
 */
export function clampShown(at, shown, cols) {
  const col = clampCell(at, 1, cols).col;
  const row = Number.isInteger(at?.row) && shown.includes(/** @type {number} */ (at?.row)) ? /** @type {number} */ (at?.row) : (shown[0] ?? 0);
  return { row, col };
}

/**
 * Wire the roving tabindex on a built grid table.
 *
 * Cells are the ``[role=gridcell]`` elements with ``data-slot`` (the slot index; the rows
 * shown, in order, need not be every slot) and ``data-n``; the one with ``tabindex="0"``
 * is the current cell.
 *
 * @param {HTMLElement} table the grid from ``buildGrid``
 * @param {(at: At) => void} moved called after the current cell changed (by key or click)
 * @returns {void}
 */
export function rovingGrid(table, moved) {
  const cells = () => [...table.querySelectorAll("[role=gridcell][data-slot]")];
  /** @param {At} at */
  const cellAt = (at) => table.querySelector(`[role=gridcell][data-slot="${at.row}"][data-n="${at.col}"]`);
  // the slot indices of the rows, top to bottom: a grid may show some players' rows only
  const slots = () => [...new Set(cells().map((c) => Number(c.getAttribute("data-slot"))))];
  const size = () => {
    const rows = slots().length;
    return { rows, cols: rows ? cells().length / rows : 0 };
  };
  /** @param {At} at */
  const go = (at) => {
    const cell = /** @type {HTMLElement|null} */ (cellAt(at));
    if (!cell) return;
    for (const c of cells()) c.setAttribute("tabindex", c === cell ? "0" : "-1");
    cell.focus();
    moved(at);
  };
  table.addEventListener("keydown", (ev) => {
    const cell = /** @type {HTMLElement} */ (ev.target).closest?.("[role=gridcell][data-slot]");
    if (!cell || ev.altKey || ev.shiftKey) return;
    const { rows, cols } = size();
    const order = slots();
    const next = gridMove(ev.key, [order.indexOf(Number(cell.getAttribute("data-slot"))), Number(cell.getAttribute("data-n"))],
      rows, cols, ev.ctrlKey || ev.metaKey);
    if (!next) return;
    ev.preventDefault();
    ev.stopPropagation();
    go({ row: order[next[0]], col: next[1] });
  });
  table.addEventListener("click", (ev) => {
    const cell = /** @type {HTMLElement} */ (ev.target).closest?.("[role=gridcell][data-slot]");
    if (cell) go({ row: Number(cell.getAttribute("data-slot")), col: Number(cell.getAttribute("data-n")) });
  });
}
