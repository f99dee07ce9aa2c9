// @ts-check
/**
 * The table of an algo review's decision (gamewidgets/algo/teaching/review.py): every
 * row as the attacker saw it then (their own numbers, the face-up cards, the failed
 * guesses), the card attacked with its guess and result, the best attack marked, and
 * the numbers the deduction still allowed for those two cards.
 *
 * @module algo/review
 */

import { h } from "../shared/dom.js";
import { joinList } from "../shared/i18n.js";
import { renderRows } from "./rows.js";

/** @typedef {import("../shared/types.js").Translate} T */

/**
 * A card's place from the left as the widget says it: "2nd" in English, "2" in Japanese.
 *
 * @param {number} n 1-based place
 * @param {string} lang "en" or "ja"
 * @returns {string} the word
 */
export function placeWord(n, lang) {
  if (lang === "ja") return String(n);
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? "th" : ({ 1: "st", 2: "nd", 3: "rd" })[n % 10] ?? "th";
  return `${n}${suffix}`;
}

/**
 * Draw a decision's rows.
 *
 * @param {Record<string, any>} pos the decision's ``position``
 * @param {string[]} names the players' names, by seat
 * @param {T} t label lookup
 * @param {string} lang the widget's language
 * @returns {HTMLElement} the rows and the candidates
 */
export function drawAlgoPosition(pos, names, t, lang) {
  const rows = Array.isArray(pos.rows) ? pos.rows : [];
  const me = Number(pos.me) || 0;
  const players = rows.map((/** @type {any[]} */ row, /** @type {number} */ q) => ({
    name: String(names[q] ?? q + 1), bot: null, chips: null, wins: undefined,
    out: row.length > 0 && row.every((c) => c?.face_up), current: q === me, first: false,
    row: row.map((c, i) => ({ ...c, place: placeWord(i + 1, lang) })),
  }));
  const target = Array.isArray(pos.target) ? pos.target : null;
  const last = target ? { target: target[0], index: target[1], number: pos.number, hit: Boolean(pos.hit) } : null;
  /** @type {Map<string, number>} */
  const certain = new Map();
  for (const [k, list] of Object.entries(pos.candidates ?? {})) {
    if (Array.isArray(list) && list.length === 1) certain.set(k, list[0]);
  }
  const box = h("div", { class: "gw-rows gw-review-rows", "data-testid": "gw-rows" });
  renderRows(box, {
    players: /** @type {any} */ (players), me, targets: new Set(), own: new Set(), positions: [],
    selected: null, ownSelected: null, last, certain, ownTags: true, t,
    pick: () => {}, pickOwn: () => {}, pickGap: () => {},
    drawn: pos.drawn ? { player: me, card: pos.drawn, mine: true, label: t("algo.ui.drawn_mine") } : null,
  });
  const best = Array.isArray(pos.best) ? pos.best : null;
  if (best) {
    const card = box.querySelector(`[data-testid="gw-card-${best[0]}-${best[1]}"]`);
    card?.classList.add("gw-review-best");
    card?.append(h("span", { class: "gw-review-star", "aria-hidden": "true", text: `★${best[2]}` }));
  }
  /** @param {number[]} slot ``[seat, index]`` @returns {HTMLElement|null} the line */
  const could = (slot) => {
    const list = pos.candidates?.[`${slot[0]},${slot[1]}`];
    if (!Array.isArray(list)) return null;
    const slotText = t("algo.ui.slot", { name: String(names[slot[0]] ?? ""), n: slot[1] + 1, place: placeWord(slot[1] + 1, lang) });
    const text = list.length === 1 ? t("algo.ui.review.must_be", { slot: slotText, n: list[0] })
      : t("algo.ui.review.could_be", { slot: slotText, list: joinList(lang, list.map(String)) });
    return h("li", { text });
  };
  const slots = [target, best && (!target || best[0] !== target[0] || best[1] !== target[1]) ? best : null]
    .filter((s) => s !== null);
  const lines = slots.map((s) => could(/** @type {number[]} */ (s))).filter(Boolean);
  return h("div", { class: "gw-review-algo" }, box,
    lines.length ? h("ul", { class: "gw-review-could", "data-testid": "gw-review-could", "aria-label": t("algo.ui.review.deduction") }, ...lines) : null);
}
