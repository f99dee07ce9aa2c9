// @ts-check
/**
 * The table of a Goblin Escape review's decision (gamewidgets/goblin/teaching/review.py):
 * every goblin's meat before the turn and the action it may not repeat, the choices as
 * they were revealed, the store and the tunnel so far.
 *
 * @module goblin/review
 */

import { h } from "../shared/dom.js";
import { renderGoblins, renderTable } from "./panels.js";

/** @typedef {import("../shared/types.js").Translate} T */

/**
 * Draw a decision's table.
 *
 * @param {Record<string, any>} pos the decision's ``position``
 * @param {string[]} names the goblins' names, by seat
 * @param {T} t label lookup
 * @returns {HTMLElement} the goblins and the table
 */
export function drawGoblinPosition(pos, names, t) {
  const meat = Array.isArray(pos.meat) ? pos.meat : [];
  const alive = Array.isArray(pos.alive) ? pos.alive : [];
  const players = meat.map((m, q) => ({
    seat: q, name: String(names[q] ?? q + 1), bot: null, meat: m, alive: alive[q] !== false,
    last_action: pos.last?.[q] ?? null, chosen: true, action: pos.choices?.[q] ?? null,
    target: pos.targets?.[q] ?? null,
  }));
  const goblins = renderGoblins(t, {
    players: /** @type {any} */ (players), meat, alive, deltas: new Map(), bump: false, involved: [],
    active: Number.isInteger(pos.me) ? pos.me : null, flip: false, winners: null,
  });
  const table = renderTable(t, {
    store: Number(pos.store) || 0, storeDelta: 0, bump: false,
    turned: Array.isArray(pos.turned) ? pos.turned : [], remaining: Number(pos.remaining) || 0, newCard: null,
  });
  const card = pos.card ? h("p", { class: "gw-review-card", "data-testid": "gw-review-card",
    text: t("goblin.ui.review.card", { card: t(`goblin.ui.card.${pos.card}`) }) }) : null;
  return h("div", { class: "gw-review-goblin" },
    h("p", { class: "gw-hint", text: t("goblin.ui.review.before") }), goblins, table, card);
}
