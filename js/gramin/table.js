// @ts-check
/**
 * What the whole table of GraminGameWidget sees: the bar over the board (turn, phase,
 * the piles, the next move), the log of the turn, and the reads of the synced traits
 * every panel of the game view shares.
 *
 * Each panel is a function of the model, the label lookup and ``send``, with what the
 * view keeps locally (the frame of the action shown, whether the log is open) passed in:
 * it builds its element afresh on every redraw and keeps nothing itself.
 *
 * @module gramin/table
 */

import { CHANCE } from "../shared/actions.js";
import { h } from "../shared/dom.js";
import { langSwitch } from "../shared/lang.js";
import { reviewButton } from "../shared/review.js";
import { countsAt, replayFrame } from "./replay.js";

/** @typedef {import("../shared/types.js").Translate} T */
/** @typedef {import("../shared/types.js").Send} Send */
/** @typedef {import("./traits.js").GraminGameModel} Model */
/** @typedef {import("./traits.js").Player} Player */

/** @param {Model} model @returns {Record<string, any>} the ``state`` trait (public state) */
export const stateOf = (model) => model.get("state") ?? {};

/** @param {Model} model @returns {string} the widget's language */
export const langOf = (model) => String(model.get("lang") ?? "en");

/** @param {Model} model @returns {Player[]} the seats */
export const playersOf = (model) => model.get("players") ?? [];

/** @param {Model} model @returns {number} how many seats a person plays */
export const humansOf = (model) => playersOf(model).filter((p) => !p.bot).length;

/** @param {Model} model @param {number} p seat @returns {string} its name (plain text) */
export const nameOf = (model, p) => playersOf(model)[p]?.name ?? String(p);

/**
 * The counts shown: the live state's, or those at the frame of the action replayed.
 *
 * @param {Model} model the model
 * @param {number} frameIndex the frame of the action shown
 * @returns {ReturnType<typeof countsAt>} the counts
 */
export const shownCounts = (model, frameIndex) => countsAt(stateOf(model), replayFrame(model.get("action"), frameIndex));

/**
 * A button that sends an intent (or runs a function).
 *
 * @param {Send} send send an intent
 * @param {string} text its text
 * @param {string} cls classes after ``gw-btn``
 * @param {Record<string, unknown>|(() => void)} msg the intent, or what a click does
 * @param {{testid?: string, label?: string, disabled?: boolean}} [opts] test id (also
 *   the focus key), accessible name when not the text, disabled
 * @returns {HTMLElement} the button
 */
export function button(send, text, cls, msg, opts = {}) {
  return h("button", {
    type: "button", class: `gw-btn ${cls}`, "data-testid": opts.testid, "data-focus-key": opts.testid ?? cls,
    "aria-label": opts.label ?? text, disabled: opts.disabled, text,
    on: { click: typeof msg === "function" ? msg : () => send(msg) },
  });
}

/**
 * The bar over the board: title, turn, phase, piles, language; the status line, the
 * next move's button and the last error.
 *
 * @param {Model} model the model
 * @param {T} t label lookup
 * @param {Send} send send an intent
 * @param {number} frameIndex the frame of the action shown (the crocodile pile follows it)
 * @returns {HTMLElement} the bar
 */
export function topBar(model, t, send, frameIndex) {
  const s = stateOf(model);
  const over = s.phase === "over";
  const bar = h("div", { class: "gw-game-bar" },
    h("h2", { class: "gw-game-title", text: t("gramin.game.ui.widget") }),
    h("span", { class: "gw-pill", text: t("gramin.game.ui.turn", { turn: s.turn ?? 1 }) }),
    h("span", { class: "gw-pill", text: t("gramin.game.ui.phase", { phase: t(`gramin.game.phase.${s.phase}`) }) }),
    h("span", { class: "gw-pill gw-muted", text: t("gramin.game.ui.deck", { n: s.deck ?? 0 }) }),
    h("span", { class: "gw-pill gw-muted", text: t("gramin.game.ui.discard", { n: s.discard ?? 0 }) }),
    h("span", { class: "gw-pill gw-muted", "data-testid": "gw-croc-pile", text: t("gramin.game.ui.croc_pile", { n: shownCounts(model, frameIndex).crocodile_pile }) }),
    langSwitch(model, t),
  );
  const actions = h("div", { class: "gw-game-actions" });
  if (s.phase === "roll") actions.append(button(send, t("gramin.game.ui.roll"), "gw-run gw-roll", { type: "roll", player: CHANCE }, { testid: "gw-roll" }));
  if (s.phase === "action") {
    actions.append(button(send, t("gramin.game.ui.act"), "gw-run gw-act", { type: "act", player: s.actor }, { testid: "gw-act" }));
  }
  if (over) actions.append(button(send, t("gramin.game.ui.new_game"), "gw-new", { type: "new_game" }, { testid: "gw-new-game" }));
  if (over) actions.append(reviewButton(t, send));
  const status = h("p", { class: "gw-status", "data-testid": "gw-status", text: String(model.get("status") ?? "") });
  const err = model.get("error");
  return h("div", { class: "gw-game-top" }, bar, h("div", { class: "gw-game-row" }, status, actions),
    err?.message ? h("div", { class: "gw-alert", role: "alert", "data-testid": "gw-error", text: String(err.message) }) : null);
}

/**
 * The log of the turn, folded.
 *
 * @param {Model} model the model
 * @param {T} t label lookup
 * @param {{open: boolean, toggled: (open: boolean) => void}} fold whether the reader has
 *   it open (it is rebuilt on every change), and what to call when they fold it
 * @returns {HTMLElement} the log
 */
export function logPanel(model, t, fold) {
  const s = stateOf(model);
  const events = s.events ?? [];
  // while the dice wait, the log still holds the turn that just ended
  const title = s.phase === "roll" && events.length ? "gramin.game.ui.log_last" : "gramin.game.ui.log";
  return h("details", { class: "gw-panel gw-log", "data-testid": "gw-log", open: fold.open,
    on: { toggle: (/** @type {Event} */ ev) => { fold.toggled(/** @type {HTMLDetailsElement} */ (ev.currentTarget).open); } } },
    h("summary", { class: "gw-heading", "data-focus-key": "log", text: t(title) }),
    h("ol", {}, ...events.map((/** @type {any} */ e) => h("li", { text: String(e?.text ?? "") }))));
}
