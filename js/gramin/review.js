// @ts-check
/**
 * The board of a Gramin Expedition review's decision (gamewidgets/gramin/teaching/review.py):
 * the board as its player saw it while building (the chest squares, never their contents;
 * the trap cards; every piece), the squares the program laid went through, the squares of
 * the best program, and the die and hand.
 *
 * @module gramin/review
 */

import { h } from "../shared/dom.js";
import { joinList } from "../shared/i18n.js";
import { createBoard } from "./board.js";
import { key } from "./player.js";
import { piecesOf } from "./replay.js";

/** @typedef {import("../shared/types.js").Translate} T */
/** @typedef {import("./player.js").Pos} Pos */

/** Card kinds named by the sandbox's captions; the others (traps, if-cards) are game terms. */
const MOVE_KINDS = new Set(["step", "dash", "jump", "loop_open", "loop_close"]);

/**
 * A card kind's name as the widgets show it (gamewidgets/gramin/engine/cards.py card_name).
 *
 * @param {string} kind e.g. ``"dash"``, ``"if_wall"``
 * @param {T} t label lookup
 * @returns {string} "dash" / "2マス", "if-wall" / "もしもかべ"
 */
export function kindName(kind, t) {
  return t(MOVE_KINDS.has(kind) ? `gramin.ui.kind.${kind}` : `gramin.game.term.${kind}`);
}

/**
 * Draw a decision's board.
 *
 * @param {Record<string, any>} pos the decision's ``position``
 * @param {{options?: Array<{chosen: boolean}>}} decision the decision (which option was laid)
 * @param {string[]} names the players' names, by seat
 * @param {T} t label lookup
 * @param {string} lang the widget's language
 * @returns {HTMLElement} the board, the die and hand, the legend
 */
export function drawGraminPosition(pos, decision, names, t, lang) {
  // a person counts from 1: the edges and the squares' names, in English too
  const board = createBoard(t, { fromOne: true });
  /** @type {Pos[][]} */
  const paths = Array.isArray(pos.paths) ? pos.paths : [];
  const laid = Math.max(0, (decision.options ?? []).findIndex((o) => o.chosen));
  const walk = paths[laid] ?? [];
  const start = walk[0] ?? pos.positions?.[pos.me] ?? [0, 0];
  // the program laid as one run: its squares are the trail, its last ones the path
  const frames = [{ pos: start, path: [], events: [] },
    { pos: walk[walk.length - 1] ?? start, path: walk.slice(1), events: [] }];
  const players = names.map((name) => ({ name }));
  board.update({
    board: pos.board, frames: /** @type {any} */ (frames), current: 1,
    pieces: piecesOf({ positions: pos.positions ?? [] }, null, players, Number(pos.me), t),
  });
  // each square names the pieces on it: the pieces' own names would say it again
  for (const piece of board.el.querySelectorAll(".gw-player-piece")) piece.setAttribute("aria-hidden", "true");
  const bestWay = new Set((laid === 0 ? [] : paths[0] ?? []).slice(1).map(([r, c]) => key(r, c)));
  for (const sq of board.el.querySelectorAll(".gw-square")) {
    const k = key(Number(sq.getAttribute("data-row")), Number(sq.getAttribute("data-col")));
    if (bestWay.has(k)) {
      sq.classList.add("gw-review-best");
      sq.append(h("span", { class: "gw-review-star", "aria-hidden": "true", text: "★" }));
    }
  }
  // 「2マスカード2枚、もしもカード（かべ）1枚」: an if-card says its trap mark in brackets
  // and a trap card its trap: 「わにのわなカード1枚」
  const hand = Object.entries(pos.hand ?? {}).map(([kind, n]) => kind.startsWith("if_")
    ? t("gramin.ui.review.count_if", { n, trap: t(`gramin.game.term.${kind.slice(3)}`) })
    : t(MOVE_KINDS.has(kind) ? "gramin.ui.review.count" : "gramin.ui.review.count_trap", { n, kind: kindName(kind, t) }));
  return h("div", { class: "gw-review-gramin" }, board.el,
    h("p", { class: "gw-review-hand", "data-testid": "gw-review-hand",
      text: t("gramin.ui.review.hand", { die: Number(pos.die) || 0, cards: joinList(lang, hand) }) }),
    h("p", { class: "gw-hint", text: t(laid === 0 ? "gramin.ui.review.legend_best" : "gramin.ui.review.legend") }));
}
