// DOM tests of a Gramin review's board (js/gramin/review.js) with happy-dom.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mountPoint } from "../test-support/dom.js";

const { drawGraminPosition } = await import("./review.js");
const { el, $$ } = mountPoint();

/** @type {Record<string, string>} */
const labels = {
  "core.ui.labelled": "{label}: {text}", "gramin.ui.square": "row {r}, column {c} ({row}, {col})",
  "gramin.ui.square_from_one": "row {r}, column {c}", "gramin.ui.axis": "{i}", "gramin.ui.square_is": "{where}: {what}",
  "gramin.ui.say_and": ", ", "gramin.ui.chest": "treasure chest (face down)", "gramin.ui.board": "Board",
  "gramin.game.ui.piece_of": "explorer {seat} of {name} at row {r}, column {c}", "gramin.game.ui.piece_name": "explorer {seat} of {name}",
  "gramin.ui.review.hand": "Die: {die} · hand: {cards}", "gramin.ui.review.count": "{n} × {kind}", "gramin.ui.kind.step": "step",
};
/** @type {(id: string, f?: Record<string, unknown>) => string} */
const t = (id, f = {}) => (labels[id] ?? id).replace(/\{(\w+)\}/g, (/** @type {string} */ _, /** @type {string} */ k) => String(f[k] ?? ""));

test("a review's board says where each explorer stands once: on its square, the piece itself hidden", () => {
  const pos = {
    me: 0, die: 1, hand: { step: 1 }, positions: [[0, 0], [2, 2]],
    board: { rows: 3, cols: 3, chests: [[1, 1]], traps: [], start: null },
    paths: [[[0, 0], [0, 1]], [[0, 0]]],
  };
  el.append(drawGraminPosition(pos, { options: [{ chosen: true }, { chosen: false }] }, ["Ann", "Ben"], t, "en"));
  const names = $$("[aria-label]").filter((n) => !n.closest("[aria-hidden=true]")).map((n) => n.getAttribute("aria-label") ?? "");
  assert.ok(names.includes("row 1, column 1: explorer 1 of Ann"), names.join(" | "));
  assert.ok(names.includes("row 3, column 3: explorer 2 of Ben"));
  assert.deepEqual(names.filter((n) => n.includes("explorer 1 of Ann")), ["row 1, column 1: explorer 1 of Ann"],
    "the piece's own name would say the square again");
  assert.equal($$(".gw-player-piece").length, 2);
});

test("a review's board counts rows and columns from 1, its edges as its squares' names (English too)", () => {
  const pos = { me: 0, die: 1, hand: {}, positions: [[0, 0]], board: { rows: 2, cols: 3, chests: [], traps: [], start: null }, paths: [[[0, 0]]] };
  el.append(drawGraminPosition(pos, { options: [{ chosen: true }] }, ["Ann"], t, "en"));
  assert.deepEqual($$(".gw-axis-col").map((e) => e.textContent), ["1", "2", "3"]);
  assert.deepEqual($$(".gw-axis-row").map((e) => e.textContent), ["1", "2"]);
  const squares = $$(".gw-square");
  const last = squares[squares.length - 1];
  assert.equal(last.getAttribute("aria-label"), "row 2, column 3");
  assert.equal(last.getAttribute("title"), "row 2, column 3", "no Python (1, 2) beside it");
});

test("a review's hand in Japanese counts each kind of card with its counter; an if-card names its trap", () => {
  /** @type {Record<string, string>} */
  const ja = {
    ...labels, "gramin.ui.review.hand": "サイコロ：{die}・手札：{cards}", "gramin.ui.review.count": "{kind}カード{n}枚",
    "gramin.ui.review.count_if": "もしもカード（{trap}）{n}枚", "gramin.ui.kind.dash": "2マス", "gramin.ui.kind.step": "1マス",
    "gramin.game.term.if_wall": "もしもかべ", "gramin.game.term.wall": "かべ",
    "gramin.ui.review.count_trap": "{kind}のわなカード{n}枚", "gramin.game.term.crocodile": "わに",
  };
  /** @type {(id: string, f?: Record<string, unknown>) => string} */
  const tj = (id, f = {}) => (ja[id] ?? id).replace(/\{(\w+)\}/g, (/** @type {string} */ _, /** @type {string} */ k) => String(f[k] ?? ""));
  const pos = { me: 0, die: 4, hand: { dash: 2, if_wall: 1, step: 3, crocodile: 1 }, positions: [[0, 0]],
    board: { rows: 2, cols: 2, chests: [], traps: [], start: null }, paths: [[[0, 0]]] };
  const drawn = drawGraminPosition(pos, { options: [{ chosen: true }] }, ["Ann"], tj, "ja");
  el.append(drawn);
  const line = drawn.querySelector("[data-testid='gw-review-hand']")?.textContent ?? "";
  assert.match(line, /^サイコロ：4・手札：2マスカード2枚.もしもカード（かべ）1枚.*1マスカード3枚.*わにのわなカード1枚$/u, line);
});
