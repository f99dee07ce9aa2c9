// @ts-check
/**
 * Held if-cards (もしもカード, docs/rules/gramin.md 2.3) drawn as cards: the trap mark's
 * icon and a translated label, so a student sees which traps they are safe from.
 *
 * @module gramin/ifcards
 */

import { h, svg } from "../shared/dom.js";
import { trapIcon } from "./icons.js";

/** If-card tokens Python may send, in the order they are drawn. */
export const IF_CARDS = Object.freeze(["if_crocodile", "if_hole", "if_wall"]);

/**
 * The held if-cards as a labelled row of cards, or null when none is held. The cards a
 * run has spent by the frame shown are greyed and struck through, named "used": the
 * step's sentence then says the card is no longer held, and the row agrees.
 *
 * @param {import("../shared/types.js").Translate} t label lookup
 * @param {unknown} held if-card tokens (``["if_hole"]``); unknown tokens are skipped
 * @param {unknown} [spent] the if-cards spent so far (a frame's ``spent``)
 * @returns {HTMLElement|null} ``section.gw-if-cards``
 */
export function renderIfCards(t, held, spent = []) {
  const cards = (Array.isArray(held) ? held : []).filter((k) => IF_CARDS.includes(k));
  if (!cards.length) return null;
  const left = (Array.isArray(spent) ? spent : []).slice();
  const heading = t("gramin.ui.if_held");
  return h("section", { class: "gw-if-cards", "data-testid": "gw-if-cards", "aria-label": heading },
    h("h3", { class: "gw-heading gw-if-heading", text: heading }),
    h("div", { class: "gw-hand gw-if-row", role: "list" }, ...cards.map((kind) => {
      const at = left.indexOf(kind);
      if (at >= 0) left.splice(at, 1);
      const name = t(`gramin.ui.if_card.${kind}`);
      const label = at >= 0 ? t("gramin.ui.if_card_used", { card: name }) : name;
      return h("div", {
        class: `gw-card gw-card--if gw-card--${kind}${at >= 0 ? " gw-used" : ""}`, role: "listitem",
        "data-kind": kind, "data-used": at >= 0 ? "true" : undefined, "aria-label": label, title: label,
      },
      h("span", { class: "gw-card-if-mark", "aria-hidden": "true", text: t("gramin.ui.if_word") }),
      h("span", { class: "gw-card-if-icon", "aria-hidden": "true" }, svg(trapIcon(kind.slice(3)) ?? "<svg/>")),
      h("span", { class: "gw-card-caption", text: label }));
    })));
}
