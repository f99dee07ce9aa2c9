// @ts-check
/**
 * Attack history: who attacked which card with which number, and the answer.
 *
 * Sentences come from Python (``text``, already in the chosen language) and are set
 * with ``textContent`` only. Newest first, so the last attack is at the top on a
 * projector.
 *
 * @module algo/history
 */

import { h } from "../shared/dom.js";

/** @typedef {import("../shared/types.js").Translate} T */

/**
 * Render the history list.
 *
 * @param {HTMLElement} el container (emptied)
 * @param {{history: any[], t: T}} o records ``{round, attacker, target, index, number,
 *   hit, card, text}`` and labels
 * @returns {void}
 */
export function renderHistory(el, { history, t }) {
  const items = Array.isArray(history) ? history : [];
  // a Tab stop: the list scrolls once it is long, and keys must be able to scroll it
  const list = h("ol", { class: "gw-history", "data-testid": "gw-history", "aria-label": t("algo.ui.history"), tabindex: "0" });
  let round = null;
  for (let i = items.length - 1; i >= 0; i--) {
    const rec = items[i] ?? {};
    if (rec.round !== round) {
      round = rec.round;
      if (Number.isInteger(round)) {
        list.append(h("li", { class: "gw-history-round", text: t("algo.ui.round_no", { n: round }) }));
      }
    }
    list.append(h("li", {
      class: `gw-history-item ${rec.hit ? "gw-hit" : "gw-miss"}${i === items.length - 1 ? " gw-newest" : ""}`,
      "data-attacker": rec.attacker, "data-target": rec.target, "data-index": rec.index,
      "data-number": rec.number, "data-hit": rec.hit ? "true" : "false",
    },
    h("span", { class: "gw-history-mark", "aria-hidden": "true", text: rec.hit ? "✓" : "✗" }),
    h("span", { class: "gw-history-text", text: String(rec.text ?? "") })));
  }
  el.replaceChildren(h("h3", { class: "gw-heading", text: t("algo.ui.history") }),
    items.length ? list : h("p", { class: "gw-empty", text: t("algo.ui.history_empty") }));
}
