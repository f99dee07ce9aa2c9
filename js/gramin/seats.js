// @ts-check
/**
 * The explorers of GraminGameWidget: each seat's dice (and re-rolls), cards in hand,
 * chests, score and revealed program; and the chests of the person at the screen.
 *
 * @module gramin/seats
 */

import { h } from "../shared/dom.js";
import { joinList } from "../shared/i18n.js";
import { cardsSaid, miniCards } from "./strip.js";
import { langOf, nameOf, playersOf, shownCounts, stateOf } from "./table.js";

/** @typedef {import("../shared/types.js").Translate} T */
/** @typedef {import("./traits.js").GraminGameModel} Model */

/**
 * A revealed program, small: glyphs for the eye, one sentence for a screen reader.
 *
 * @param {Model} model the model
 * @param {T} t label lookup
 * @param {Array<Record<string, any>>} cards the program's cards
 * @param {number} p seat
 * @returns {HTMLElement} the program
 */
function miniProgram(model, t, cards, p) {
  return miniCards(cards, t("core.ui.labelled", { label: t("gramin.game.ui.program_of", { name: nameOf(model, p) }), text: cardsSaid(cards, t, langOf(model)) }));
}

/**
 * The players' list.
 *
 * @param {Model} model the model
 * @param {T} t label lookup
 * @param {number} frameIndex the frame of the action shown (the counts follow it)
 * @returns {HTMLElement} the panel
 */
export function playersPanel(model, t, frameIndex) {
  const s = stateOf(model);
  const c = shownCounts(model, frameIndex);
  const me = model.get("me");
  const list = h("ol", { class: "gw-players", "aria-label": t("gramin.game.ui.players") });
  playersOf(model).forEach((pl, p) => {
    /** @type {HTMLElement[]} */
    const tags = [];
    if (s.parent === p) tags.push(h("span", { class: "gw-tag gw-tag-parent", "data-testid": "gw-parent", text: t("gramin.game.ui.parent") }));
    // a bot is said once: no tag beside a name that says it already (「ボット2」, "Bot 2")
    const botWord = t("gramin.game.ui.bot");
    if (pl.bot && !String(pl.name ?? "").toLowerCase().includes(botWord.toLowerCase())) {
      tags.push(h("span", { class: "gw-tag", text: botWord }));
    }
    const roll = s.rolls?.[p];
    /** @type {HTMLElement[]} */
    const facts = [];
    if (Number.isInteger(roll)) {
      facts.push(h("span", { class: "gw-die-face", role: "img", "data-testid": `gw-die-${p + 1}`,
        "aria-label": t("gramin.game.ui.die_value", { n: roll }), text: String(roll) }));
    }
    // a tie for parent is re-rolled (rules 4.1): show each re-roll after the die itself
    (Array.isArray(s.rerolls) ? s.rerolls : []).forEach((/** @type {number[]|null} */ round, /** @type {number} */ r) => {
      const again = round?.[p];
      if (Number.isInteger(again)) {
        facts.push(h("span", {
          class: "gw-die-face gw-die-reroll", role: "img", "data-testid": `gw-reroll-${p + 1}-${r + 1}`,
          "aria-label": t("gramin.game.ui.reroll_value", { n: again }), title: t("gramin.game.ui.reroll_value", { n: again }),
          text: String(again),
        }));
      }
    });
    if (s.skipping?.[p]) facts.push(h("span", { class: "gw-fact", text: t("gramin.game.ui.skipping") }));
    facts.push(h("span", { class: "gw-fact", "data-testid": `gw-hand-size-${p + 1}`, text: t("gramin.game.ui.cards_in_hand", { n: c.hand_sizes[p] ?? 0 }) }));
    facts.push(h("span", { class: "gw-fact", "data-testid": `gw-pile-size-${p + 1}`, text: t("gramin.game.ui.chests", { n: c.pile_sizes[p] ?? 0 }) }));
    const myScore = c.me_pile ? c.me_pile.reduce((a, b) => a + b, 0) : me?.score;
    if (c.scores) facts.push(h("strong", { class: "gw-fact gw-score", text: t("gramin.game.ui.points", { n: c.scores[p] }) }));
    else if (me && me.player === p) facts.push(h("strong", { class: "gw-fact gw-score", text: t("gramin.game.ui.points", { n: myScore }) }));
    if (s.phase === "build" && !s.skipping?.[p]) facts.push(h("span", { class: "gw-fact", text: t(s.built?.[p] ? "gramin.game.ui.built" : "gramin.game.ui.building") }));
    if (c.stopped[p]) facts.push(h("span", { class: "gw-fact", text: t("gramin.game.ui.stopped") }));
    const prog = s.programs?.[p];
    const winner = c.winners.includes(p);
    list.append(h("li", {
      class: `gw-player gw-seat-${p + 1}${s.actor === p ? " gw-player-active" : ""}${winner ? " gw-winner" : ""}`,
      "data-testid": `gw-player-${p + 1}`, "aria-current": s.actor === p ? "true" : undefined,
    },
    h("div", { class: "gw-player-head" },
      h("span", { class: "gw-seat-dot", "aria-hidden": "true", text: String(p + 1) }),
      h("strong", { class: "gw-player-name", text: String(pl.name ?? "") }),
      winner ? h("span", { class: "gw-tag gw-tag-win", text: t("gramin.game.ui.winner") }) : null, ...tags),
    h("div", { class: "gw-player-facts" }, ...facts),
    prog ? miniProgram(model, t, prog, p) : null));
  });
  return h("section", { class: "gw-panel" }, h("h3", { class: "gw-heading", text: t("gramin.game.ui.players") }), list);
}

/**
 * The chests of the person at the screen (when one person plays).
 *
 * @param {Model} model the model
 * @param {T} t label lookup
 * @param {number} frameIndex the frame of the action shown (the chests follow it)
 * @returns {HTMLElement|null} the line, or null with no ``me``
 */
export function mePanel(model, t, frameIndex) {
  const me = model.get("me");
  if (!me) return null;
  const pile = shownCounts(model, frameIndex).me_pile ?? me.pile ?? [];
  return h("p", { class: "gw-fact gw-me", "data-testid": "gw-me", text: chestsSaid(model, t, pile) });
}

/**
 * The points of one's chests as a sentence: 「4点」, 「3点と3点（合わせて6点）」.
 *
 * @param {Model} model the model
 * @param {T} t label lookup
 * @param {number[]} pile the points of each chest taken
 * @returns {string} the sentence
 */
function chestsSaid(model, t, pile) {
  if (!pile.length) return t("gramin.game.ui.no_chests");
  const each = pile.map((n) => t("gramin.game.ui.chest_points", { n }));
  if (each.length === 1) return t("gramin.game.ui.your_chest", { points: each[0] });
  const points = t("core.list.and", { head: joinList(langOf(model), each.slice(0, -1)), last: each[each.length - 1] });
  return t("gramin.game.ui.your_chests", { points, total: pile.reduce((a, b) => a + b, 0) });
}
