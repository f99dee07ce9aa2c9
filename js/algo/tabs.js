// @ts-check
/**
 * The two tabs of the algo widget's side column in a game: the deduction and the
 * history share the column beside the table, one at a time (the tab pattern of WAI-ARIA).
 *
 * @module algo/tabs
 */

import { h } from "../shared/dom.js";

/** @typedef {import("../shared/types.js").Translate} T */
/** @typedef {"deduction"|"history"} Tab */

/**
 * The tab buttons; each box gets the tab panel's role and label.
 *
 * @param {T} t label lookup
 * @param {{uid: string, shown: Tab, boxes: Record<Tab, HTMLElement>, show: (key: Tab) => void}} o
 *   the widget's id prefix (unique in the page), the tab shown, the two boxes, what a
 *   click does
 * @returns {HTMLElement[]} the buttons, deduction first
 */
export function sideTabs(t, { uid, shown, boxes, show }) {
  return /** @type {Tab[]} */ (["deduction", "history"]).map((key) => {
    const box = boxes[key];
    box.id = box.id || `${uid}-${key}`;
    box.setAttribute("role", "tabpanel");
    box.setAttribute("aria-labelledby", `${uid}-tab-${key}`);
    return h("button", {
      type: "button", role: "tab", class: "gw-tab", id: `${uid}-tab-${key}`,
      "aria-selected": shown === key ? "true" : "false", "aria-controls": box.id,
      tabindex: shown === key ? "0" : "-1", "data-testid": `gw-tab-${key}`, "data-focus-key": `tab-${key}`,
      text: t(key === "deduction" ? "algo.ui.deduction" : "algo.ui.history_tab"),
      on: { click: () => show(key) },
    });
  });
}

/**
 * The tab an arrow key moves to: the other one (there are two), Home the first, End the last.
 *
 * @param {string} key the key's name
 * @param {Tab} shown the tab shown
 * @returns {Tab|null} the tab to show, or null for another key
 */
export function tabKey(key, shown) {
  if (!["ArrowLeft", "ArrowRight", "Home", "End"].includes(key)) return null;
  return key === "Home" ? "deduction" : key === "End" ? "history" : shown === "deduction" ? "history" : "deduction";
}
