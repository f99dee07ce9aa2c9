// @ts-check
/**
 * The top of the algo widget: the title, the cards left in the pile, the hint level,
 * New game, the game's review and the language; in puzzle mode the course's bar; and
 * under it the status line and the last error.
 *
 * @module algo/topbar
 */

import { h } from "../shared/dom.js";
import { langSwitch } from "../shared/lang.js";
import { reviewButton } from "../shared/review.js";

/** @typedef {import("../shared/types.js").Translate} T */
/** @typedef {import("../shared/types.js").Send} Send */
/** @typedef {import("./traits.js").AlgoModel} Model */

/** Hint levels, in the order of the selector. */
export const HINTS = Object.freeze(["off", "candidates", "probabilities"]);

/**
 * Puzzle mode's bar: the course (each puzzle with its stars), the stars so far, Hint
 * and, once solved, Next puzzle.
 *
 * @param {T} t label lookup
 * @param {Send} send send an intent
 * @param {Record<string, any>} p the ``puzzle`` trait
 * @returns {HTMLElement} the bar
 */
export function puzzleBar(t, send, p) {
  const course = Array.isArray(p.course) ? p.course : [];
  const stars = (/** @type {number} */ n) => "★".repeat(n) + "☆".repeat(Math.max(0, 3 - n));
  const pick = /** @type {HTMLSelectElement} */ (h("select", {
    class: "gw-puzzle-pick", "data-testid": "gw-puzzle-pick", "aria-label": t("algo.ui.puzzle"), "data-focus-key": "puzzle-pick",
    on: { change: () => send({ type: "select_puzzle", index: Number(pick.value) }) },
  }, ...course.map((/** @type {any} */ c, /** @type {number} */ i) => h("option", {
    value: String(i),
    text: t("algo.ui.puzzle_option", {
      title: t("algo.ui.puzzle_title", { n: i + 1, title: String(c?.title ?? "") }), stars: stars(Number(c?.stars) || 0),
    }),
  }))));
  pick.value = String(p.index ?? 0);
  const bar = h("div", { class: "gw-puzzle-bar", "data-testid": "gw-puzzle-bar" }, pick,
    h("span", { class: "gw-puzzle-stars", "data-testid": "gw-puzzle-stars",
      text: t("algo.ui.puzzle_stars", { stars: p.stars_total ?? 0, most: p.stars_max ?? 0 }) }));
  if (!p.panel) {
    bar.append(h("button", {
      type: "button", class: "gw-btn gw-puzzle-hint", "data-testid": "gw-puzzle-hint", "data-focus-key": "puzzle-hint",
      on: { click: () => send({ type: "puzzle_hint" }) },
    }, h("span", { class: "gw-btn-text", text: t("algo.ui.puzzle_hint") })));
  }
  if (p.solved && Number(p.index) + 1 < Number(p.count)) {
    bar.append(h("button", {
      type: "button", class: "gw-btn gw-primary gw-puzzle-next", "data-testid": "gw-puzzle-next", "data-focus-key": "puzzle-next",
      on: { click: () => send({ type: "select_puzzle", index: Number(p.index) + 1 }) },
    }, h("span", { class: "gw-btn-text", text: t("algo.ui.puzzle_next") })));
  }
  return bar;
}

/**
 * Fill the top row.
 *
 * @param {HTMLElement} top the row
 * @param {Model} model the model (the language switch writes ``lang``)
 * @param {T} t label lookup
 * @param {Send} send send an intent
 * @param {{mode: "game"|"view"|"puzzle", hints: string, pile: HTMLElement, newGame: boolean,
 *   over: boolean}} o the mode, the hint level, the pile's count (kept across redraws),
 *   whether New game is offered, whether the game is over
 * @returns {HTMLElement|null} the review's button (a game's), or null
 */
export function renderTop(top, model, t, send, o) {
  const { mode } = o;
  const select = /** @type {HTMLSelectElement} */ (h("select", {
    class: "gw-hints", "data-testid": "gw-hints", "aria-label": t("algo.ui.hints"), "data-focus-key": "hints",
    on: { change: () => send({ type: "set_hints", level: select.value }) },
  }, ...HINTS.map((lvl) => h("option", { value: lvl, text: t(`algo.ui.hints.${lvl}`) }))));
  select.value = o.hints;
  const title = h("h2", { class: "gw-title", text: t(mode === "puzzle" ? "algo.ui.puzzle" : "algo.ui.widget") });
  // puzzle mode: the language beside the title and the course's bar a row of its own
  // under them (the bar is as wide as a row: after it the language took a third row)
  top.classList.toggle("gw-puzzle-top", mode === "puzzle");
  if (mode === "puzzle") {
    top.replaceChildren(title, o.pile, langSwitch(model, t), puzzleBar(t, send, model.get("puzzle") ?? {}));
    return null;
  }
  top.replaceChildren(title, o.pile,
    h("label", { class: "gw-hints-box" }, h("span", { text: t("algo.ui.hints") }), select));
  // always at hand, so a Voila page (no code cell) can deal a new game
  if (mode === "game" && o.newGame) {
    top.append(h("button", {
      type: "button", class: "gw-btn gw-new-game-top", "data-testid": "gw-new-game-top", "data-focus-key": "new-game-top",
      on: { click: () => send({ type: "new_game" }) },
    }, h("span", { class: "gw-btn-text", text: t("algo.ui.new_game") })));
  }
  const openReview = reviewButton(t, send);
  openReview.hidden = !o.over;
  if (mode === "game") top.append(openReview);
  top.append(langSwitch(model, t));
  return openReview;
}

/**
 * The status line and the last error.
 *
 * @param {HTMLElement} status the status line
 * @param {HTMLElement} alertBox where the error goes
 * @param {Model} model the model
 * @returns {void}
 */
export function renderStatus(status, alertBox, model) {
  status.textContent = String(model.get("status") ?? "");
  const error = model.get("error");
  alertBox.replaceChildren(...(error?.message
    ? [h("div", { class: "gw-alert", role: "alert", "data-testid": "gw-error", text: String(error.message) })]
    : []));
}
