// @ts-check
/**
 * Board view: squares, chests, trap cards, the explorer and its trail.
 *
 * Coordinates are ``[row, col]`` with row 0 at the top, as ``Pos`` in
 * gamewidgets/gramin/engine/board.py.
 * Chests are face down until the current frame lists them in ``opened``; trap
 * cards disappear once in ``removed`` (docs/rules/gramin.md sections 2.2, 4.5).
 *
 * The squares form an ARIA grid (rows of gridcells, each named by what is on it,
 * 1-based for people and with the 0-based pair the sentences use). One square is in
 * the Tab order at a time (roving tabindex); the arrow keys, Home and End move
 * between squares, and Enter or Space chooses a target square.
 *
 * @module gramin/board
 */

import { clear, h, svg } from "../shared/dom.js";
import { gridMove } from "../shared/gridnav.js";
import { CHEST, EXPLORER, FLAG, STAR, trapIcon } from "./icons.js";
import { key, pathData, previousPos, squareContents, trail } from "./player.js";

const SVG_NS = "http://www.w3.org/2000/svg";
const HIT = /trap|crocodile|hole|wall|edge|stop|bite/i;

/**
 * @typedef {import("./player.js").Pos} Pos
 * @typedef {{pos: Pos, seat: number, label: string, name: string, active?: boolean}} Piece
 *
 * @typedef {Object} BoardState
 * @property {{rows: number, cols: number, chests?: Pos[], traps?: Array<[number, number, string]>,
 *   chips?: Array<[number, number, string]>, start?: Pos|null}|null} board
 *   ``chips``: ``[row, col, trap]`` of closed chests whose trap chip is shown (puzzles)
 * @property {import("./player.js").Frame[]} frames trace frames ([] before a run)
 * @property {number} current 0-based frame index
 * @property {Piece[]|null} [pieces]
 *   game mode: one explorer per player (replaces the single explorer); ``label`` names the
 *   piece and its square, ``name`` the piece alone (read as part of its square's name)
 * @property {{keys: Set<string>, label: (r: number, c: number) => string}|null} [targets]
 *   squares the user may choose (trap placement; ``label`` says what choosing does);
 *   others are inert
 * @property {{end?: Pos|null, collect?: Pos[]}|null} [goal] puzzle goal: the
 *   square to end on and the chests to collect are outlined
 */

/**
 * Create the board view.
 *
 * @param {import("../shared/types.js").Translate} t label lookup
 * @param {{onSquare?: (row: number, col: number) => void, fromOne?: boolean}} [opts]
 *   ``onSquare`` is called when a target square is clicked or chosen with Enter / Space;
 *   ``fromOne``: the edges and the squares' names count from 1 in every language, with no
 *   Python ``(row, col)`` (a game's review, which names no square in Python's terms)
 * @returns {{el: HTMLElement, update: (state: BoardState) => void}} element and updater
 */
export function createBoard(t, opts = {}) {
  const grid = h("div", { class: "gw-grid", role: "grid" });
  const surface = h("div", { class: "gw-board", "data-testid": "gw-board" }, grid);
  // row and column numbers, as the messages of the language name squares (English
  // "(row, column)" from 0 as Python does, Japanese 「上から1行目」 from 1: the label
  // "gramin.ui.axis" chooses), from the top left; drawn for the eye (each square's name
  // says where it is)
  const colAxis = h("div", { class: "gw-axis gw-axis-cols", "aria-hidden": "true" });
  const rowAxis = h("div", { class: "gw-axis gw-axis-rows", "aria-hidden": "true" });
  const el = h("div", { class: "gw-board-wrap" },
    h("span", { class: "gw-axis-corner", "aria-hidden": "true" }), colAxis, rowAxis, surface);
  /** @type {Map<string, HTMLElement>} */
  let squares = new Map();
  let shape = "";
  let rows = 0;
  let cols = 0;
  /** Square holding the grid's single Tab stop ("r,c"). */
  let focusAt = key(0, 0);
  const lines = document.createElementNS(SVG_NS, "svg");
  lines.setAttribute("class", "gw-lines");
  lines.setAttribute("aria-hidden", "true");
  const trailLine = document.createElementNS(SVG_NS, "path");
  trailLine.setAttribute("class", "gw-trail-line");
  const pathLine = document.createElementNS(SVG_NS, "path");
  pathLine.setAttribute("class", "gw-path-line");
  lines.append(trailLine, pathLine);
  const explorer = h("div", { class: "gw-explorer", "data-testid": "gw-explorer" }, svg(EXPLORER));
  /** @type {HTMLElement[]} */
  let pieceEls = [];
  /** @type {Set<string>} */
  let targetKeys = new Set();
  /** @param {Element} sq a square @returns {Pos} its row and column */
  const posOf = (sq) => [Number(sq.getAttribute("data-row")), Number(sq.getAttribute("data-col"))];
  /** @param {Event} ev an event in the grid @returns {HTMLElement|null} its square */
  const squareOf = (ev) => /** @type {HTMLElement|null} */ (/** @type {Element|null} */ (ev.target)?.closest?.(".gw-square"));

  /**
   * Give the Tab stop to square ``k`` (and keyboard focus when ``focus``).
   *
   * @param {string} k square key
   * @param {boolean} focus move keyboard focus there too
   * @returns {void}
   */
  function rove(k, focus) {
    if (!squares.has(k)) return;
    squares.get(focusAt)?.setAttribute("tabindex", "-1");
    focusAt = k;
    const sq = /** @type {HTMLElement} */ (squares.get(k));
    sq.setAttribute("tabindex", "0");
    if (focus) sq.focus();
  }

  grid.addEventListener("click", (ev) => {
    const sq = squareOf(ev);
    if (!sq || !opts.onSquare) return;
    const [r, c] = posOf(sq);
    if (targetKeys.has(key(r, c))) opts.onSquare(r, c);
  });
  grid.addEventListener("keydown", (ev) => {
    const sq = squareOf(ev);
    if (!sq || ev.altKey || ev.shiftKey) return;
    const [r, c] = posOf(sq);
    // with Ctrl or Cmd only Ctrl+Home / Ctrl+End are ours: Ctrl+Enter runs the cell
    const ctrl = ev.ctrlKey || ev.metaKey;
    const to = gridMove(ev.key, [r, c], rows, cols, ctrl);
    const choose = !ctrl && (ev.key === "Enter" || ev.key === " ") && targetKeys.has(key(r, c)) && opts.onSquare;
    if (!to && !choose) return;
    // the widget's own arrow keys step through frames: not while moving on the board
    ev.preventDefault();
    ev.stopPropagation();
    if (to) rove(key(to[0], to[1]), true);
    else opts.onSquare?.(r, c);
  });
  grid.addEventListener("focusin", (ev) => {
    const sq = squareOf(ev);
    if (sq) rove(key(...posOf(sq)), false);
  });

  /**
   * Rebuild the squares when the board size changes.
   *
   * @param {number} nRows number of rows
   * @param {number} nCols number of columns
   * @returns {void}
   */
  function build(nRows, nCols) {
    clear(grid);
    clear(surface);
    squares = new Map();
    [rows, cols] = [nRows, nCols];
    el.style.setProperty("--gw-rows", String(rows));
    el.setAttribute("data-rows", String(rows));
    el.style.setProperty("--gw-cols", String(cols));
    // as large as the window's height leaves room for (a projector at 768 px shows the
    // board, the hand, the program and the step controls at once), within these bounds
    el.style.setProperty("--gw-cell-max", cols > 9 || rows > 9 ? "48px" : "60px");
    const axis = (/** @type {number} */ i) => (opts.fromOne ? String(i + 1) : t("gramin.ui.axis", { i, n: i + 1 }));
    colAxis.replaceChildren(...Array.from({ length: cols }, (_, c) => h("span", { class: "gw-axis-col", text: axis(c) })));
    rowAxis.replaceChildren(...Array.from({ length: rows }, (_, r) => h("span", { class: "gw-axis-row", text: axis(r) })));
    lines.setAttribute("viewBox", `0 0 ${cols} ${rows}`);
    lines.setAttribute("preserveAspectRatio", "none");
    for (let r = 0; r < rows; r++) {
      const row = h("div", { class: "gw-row", role: "row" });
      for (let c = 0; c < cols; c++) {
        const sq = h("div", {
          class: "gw-square", role: "gridcell", tabindex: "-1", "data-row": r, "data-col": c,
          "data-focus-key": `sq-${key(r, c)}`,
        });
        squares.set(key(r, c), sq);
        row.append(sq);
      }
      grid.append(row);
    }
    // the explorer, pieces and path lines sit over the grid, outside its rows
    surface.append(grid, lines, explorer);
    pieceEls = [];
    rove(squares.has(focusAt) ? focusAt : key(0, 0), false);
  }

  /**
   * Draw one explorer per player (game mode); pieces sharing a square are offset.
   *
   * @param {Piece[]} pieces pieces
   * @returns {void}
   */
  function drawPieces(pieces) {
    while (pieceEls.length > pieces.length) pieceEls.pop()?.remove();
    while (pieceEls.length < pieces.length) {
      const el = h("div", { class: "gw-explorer gw-player-piece", role: "img" }, svg(EXPLORER));
      surface.append(el);
      pieceEls.push(el);
    }
    const count = new Map();
    pieces.forEach((p, i) => {
      const el = pieceEls[i];
      const k = key(p.pos[0], p.pos[1]);
      const nth = count.get(k) ?? 0;
      count.set(k, nth + 1);
      el.className = `gw-explorer gw-player-piece gw-seat-${p.seat}${p.active ? " gw-piece-active" : ""}`;
      el.setAttribute("data-seat", String(p.seat));
      el.setAttribute("data-row", String(p.pos[0]));
      el.setAttribute("data-col", String(p.pos[1]));
      el.setAttribute("data-testid", `gw-piece-${p.seat}`);
      el.setAttribute("aria-label", p.label);
      el.style.setProperty("--gw-r", String(p.pos[0]));
      el.style.setProperty("--gw-c", String(p.pos[1]));
      el.style.setProperty("--gw-nth", String(nth));
      el.querySelector(".gw-seat-no")?.remove();
      el.append(h("span", { class: "gw-seat-no", "aria-hidden": "true", text: String(p.seat) }));
    });
  }

  /**
   * Draw the board at a frame.
   *
   * @param {BoardState} state board, frames and current index
   * @returns {void}
   */
  function update({ board, frames, current, pieces = null, targets = null, goal = null }) {
    const rows = Math.max(0, Number(board?.rows) || 0);
    const cols = Math.max(0, Number(board?.cols) || 0);
    if (`${rows}x${cols}` !== shape) {
      shape = `${rows}x${cols}`;
      build(rows, cols);
    }
    grid.setAttribute("aria-label", t("gramin.ui.board"));
    grid.setAttribute("aria-readonly", targets ? "false" : "true");
    const frame = frames.length ? frames[current] : null;
    const contents = squareContents(board, frame);
    // puzzles hide nothing: their trap chips are shown on the closed chest
    const chips = new Map((board?.chips ?? []).map(([r, c, k]) => [key(r, c), String(k)]));
    const start = board?.start ?? null;
    const walked = frame ? trail(frames, current, start) : [];
    const walkedKeys = new Set(walked.map(([r, c]) => key(r, c)));
    const pathKeys = new Set((frame?.path ?? []).map(([r, c]) => key(r, c)));
    const pos = pieces ? null : frame?.pos ?? start;
    targetKeys = targets?.keys ?? new Set();
    const goalEnd = Array.isArray(goal?.end) ? key(goal.end[0], goal.end[1]) : null;
    const goalChests = new Set((goal?.collect ?? []).map(([r, c]) => key(r, c)));

    for (const [k, sq] of squares) {
      const [r, c] = k.split(",").map(Number);
      clear(sq);
      sq.className = `gw-square${(r + c) % 2 ? " gw-square--alt" : ""}`;
      const desc = [];
      if (start && k === key(start[0], start[1])) {
        sq.classList.add("gw-start");
        desc.push(t("gramin.ui.start"));
      }
      if (walkedKeys.has(k)) sq.classList.add("gw-trail");
      if (goalChests.has(k)) {
        // outlined in gold, and marked with a star: not by colour alone
        sq.classList.add("gw-goal-chest");
        sq.append(h("span", { class: "gw-goal-mark", "aria-hidden": "true" }, svg(STAR)));
        desc.push(t("gramin.ui.puzzle.goal_chest"));
      }
      if (k === goalEnd) {
        sq.classList.add("gw-goal-end");
        sq.append(h("span", { class: "gw-flag", "aria-hidden": "true" }, svg(FLAG)));
        desc.push(t("gramin.ui.puzzle.goal_square"));
      }
      if (pathKeys.has(k)) sq.classList.add("gw-path");
      const trap = contents.traps.get(k);
      if (trap) {
        sq.classList.add("gw-has-trap", `gw-trap-${trap}`);
        sq.append(h("span", { class: "gw-piece gw-trap" }, svg(trapIcon(trap) ?? "<svg/>")));
        desc.push(t("gramin.ui.trap_card", { trap: t(`gramin.ui.trap.${trap}`) }));
      }
      if (contents.closed.has(k)) {
        sq.classList.add("gw-has-chest");
        const chip = chips.get(k);
        const icon = chip ? trapIcon(chip) : null;
        sq.append(h("span", { class: "gw-piece gw-chest", "data-testid": "gw-chest", "data-chip": chip },
          svg(CHEST), icon ? h("span", { class: "gw-chest-chip" }, svg(icon)) : null));
        desc.push(chip ? t("gramin.ui.chest_trap", { trap: t(`gramin.ui.trap.${chip}`) }) : t("gramin.ui.chest"));
      } else if (contents.opened.has(k)) {
        const label = /** @type {string} */ (contents.opened.get(k));
        const icon = trapIcon(label);
        sq.classList.add("gw-opened");
        sq.append(
          icon
            ? h("span", { class: "gw-piece gw-chip gw-chip-trap" }, svg(icon))
            : h("span", { class: "gw-piece gw-chip gw-chip-points", "aria-hidden": "true", text: label }),
        );
        desc.push(icon ? t("gramin.ui.opened_trap", { trap: t(`gramin.ui.trap.${label}`) })
          : t("gramin.ui.opened_points", { n: label }));
      }
      const here = pos && pos[0] === r && pos[1] === c;
      if (here) {
        sq.classList.add("gw-square--explorer");
        desc.push(t("gramin.ui.explorer"));
      }
      for (const p of pieces ?? []) {
        if (p.pos[0] === r && p.pos[1] === c) desc.push(p.name);
      }
      let label = squareLabel(t, r, c, desc, opts.fromOne ? "gramin.ui.square_from_one" : "gramin.ui.square");
      if (targetKeys.has(k) && targets) {
        sq.classList.add("gw-target");
        const then = targets.label(r, c);
        label = orElse(t, "gramin.ui.square_then", { label, then }, `${label}. ${then}`);
      }
      sq.setAttribute("aria-label", label);
      sq.setAttribute("title", label);
      sq.setAttribute("tabindex", k === focusAt ? "0" : "-1");
    }

    drawPieces(pieces ?? []);
    if (pos) {
      explorer.hidden = false;
      explorer.setAttribute("data-row", String(pos[0]));
      explorer.setAttribute("data-col", String(pos[1]));
      explorer.style.setProperty("--gw-r", String(pos[0]));
      explorer.style.setProperty("--gw-c", String(pos[1]));
      explorer.setAttribute("aria-label", t("gramin.ui.explorer_at", place(pos[0], pos[1])));
      explorer.setAttribute("role", "img");
    } else {
      explorer.hidden = true;
    }
    // on a square with a chest, a chip or a trap the explorer and the piece both shrink
    // to opposite corners, so that an opened chest's value or the hole stays readable
    for (const sq of surface.querySelectorAll(".gw-square--shared")) sq.classList.remove("gw-square--shared");
    const under = pos ? squares.get(key(pos[0], pos[1])) : null;
    const shared = under?.querySelector(".gw-piece");
    if (shared) under?.classList.add("gw-square--shared");
    explorer.classList.toggle("gw-explorer--shared", Boolean(shared));
    const hit = (frame?.events ?? []).some((ev) => HIT.test(String(ev?.kind ?? "")));
    explorer.classList.toggle("gw-explorer--hit", Boolean(frame && current > 0 && hit));

    trailLine.setAttribute("d", pathData(walked));
    const prev = frame ? previousPos(frames, current) : null;
    pathLine.setAttribute("d", prev && frame?.path?.length ? pathData([prev, ...frame.path]) : "");
  }

  return { el, update };
}

/**
 * Placeholders naming a square: 1-based ``r``, ``c`` for people and the 0-based
 * ``row``, ``col`` that Python and the event sentences use.
 *
 * @param {number} row 0-based row
 * @param {number} col 0-based column
 * @returns {{r: number, c: number, row: number, col: number}} fields for a label
 */
export function place(row, col) {
  return { r: row + 1, c: col + 1, row, col };
}

/**
 * Accessible name of a square: where it is, then what is on it.
 *
 * @param {import("../shared/types.js").Translate} t label lookup
 * @param {number} row 0-based row
 * @param {number} col 0-based column
 * @param {string[]} desc what is on the square, in reading order
 * @param {string} [name] the label that says where: "gramin.ui.square" ("row 2, column 3
 *   (1, 2)"), or "gramin.ui.square_from_one" ("row 2, column 3")
 * @returns {string} e.g. "row 2, column 3 (1, 2): treasure chest (face down)"
 */
export function squareLabel(t, row, col, desc, name = "gramin.ui.square") {
  const where = t(name, place(row, col));
  if (!desc.length) return where;
  const what = desc.join(orElse(t, "gramin.ui.say_and", {}, ", "));
  return orElse(t, "gramin.ui.square_is", { where, what }, t("core.ui.labelled", { label: where, text: what }));
}

/**
 * A label joining other labels, or ``fallback`` when the labels lack it, so the parts it
 * joins stay readable.
 *
 * @param {import("../shared/types.js").Translate} t label lookup
 * @param {string} id label id
 * @param {Record<string, unknown>} fields placeholder values
 * @param {string} fallback text without the label
 * @returns {string} the joined text
 */
function orElse(t, id, fields, fallback) {
  const text = t(id, fields);
  return text === id ? fallback : text;
}
