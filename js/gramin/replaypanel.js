// @ts-check
/**
 * The replay of an action in GraminGameWidget: the program acted, the frame shown
 * (stepped locally), its sentences, the same program as Python, and the turn's other
 * actions to replay (◀ ▶, kept by the kernel).
 *
 * @module gramin/replaypanel
 */

import { h } from "../shared/dom.js";
import { stepButtons } from "../shared/stepper.js";
import { createCodeView } from "./codeview.js";
import { eventLines } from "./player.js";
import { actionFrame } from "./replay.js";
import { highlight, renderProgram } from "./strip.js";
import { nameOf, stateOf } from "./table.js";

/** @typedef {import("../shared/types.js").Translate} T */
/** @typedef {import("../shared/types.js").Send} Send */
/** @typedef {import("./traits.js").GraminGameModel} Model */
/** @typedef {import("./traits.js").Action} Action */

/**
 * The turn's actions, to replay any of them: ◀ the one before, ▶ the one after.
 *
 * @param {T} t label lookup
 * @param {Send} send send an intent
 * @param {Action} action the ``action`` trait
 * @returns {HTMLElement} the row
 */
function turnActions(t, send, action) {
  // shown from the turn's first action on (both arrows off), so the panel under it
  // does not move down when a second action comes
  const i = Number.isInteger(action?.index) ? Number(action.index) : 0;
  const n = Number.isInteger(action?.count) ? Number(action.count) : 1;
  const go = (/** @type {string} */ cls, /** @type {string} */ label, /** @type {string} */ glyph, /** @type {number} */ to) =>
    h("button", { type: "button", class: `gw-btn ${cls}`, "data-focus-key": cls, "aria-label": t(label), title: t(label),
      disabled: to < 0 || to >= n, text: glyph, on: { click: () => send({ type: "replay", index: to }) } });
  return h("div", { class: "gw-turn-actions", role: "group", "aria-label": t("gramin.game.ui.turn_actions") },
    go("gw-replay-prev", "gramin.game.ui.replay_prev", "◀", i - 1),
    h("span", { class: "gw-count", "data-testid": "gw-turn-action", text: t("gramin.game.ui.turn_action", { i: i + 1, n }) }),
    go("gw-replay-next", "gramin.game.ui.replay_next", "▶", i + 1));
}

/**
 * The action panel, or null with no action to replay.
 *
 * @param {Model} model the model
 * @param {T} t label lookup
 * @param {Send} send send an intent
 * @param {{frameIndex: number, go: (cmd: import("../shared/stepper.js").Command) => void,
 *   narrow?: boolean}} step the frame shown, what the step buttons do (the view's
 *   stepper), and whether the narrow layout is drawn (js/gramin/narrow.js: the panel is
 *   under the board, and its step buttons and the frame's sentences go over the program,
 *   in sight with the board)
 * @returns {HTMLElement|null} the panel
 */
export function actionPanel(model, t, send, step) {
  const action = model.get("action");
  const frames = Array.isArray(action?.frames) ? action.frames : [];
  if (!action || !frames.length) return null;
  const { frameIndex } = step;
  const p = action.player;
  const frame = actionFrame(action, frameIndex);
  const programBody = h("div", { class: "gw-program-body gw-readonly" });
  renderProgram(programBody, {
    cards: action.program ?? stateOf(model).programs?.[p] ?? [], error: null, readonly: true, t, send: () => {},
  });
  highlight(programBody, frame, t);
  const code = createCodeView(t, () => {}, { editable: false });
  code.update({ code: action.code ?? [], frame, error: null });
  // the frame's own sentences, as a run's step box has them: which card ran and where
  // it took the piece, then what happened there
  const lines = eventLines(frame);
  const inner = (frame?.loops ?? []).at(-1);
  if (inner) lines.push(t("gramin.ui.iteration", { i: inner[1], n: inner[2] }));
  const hasLoop = frames.some((/** @type {any} */ f) => (f?.loops ?? []).length > 0);
  // auto-play starts with each new action; the buttons take over from there
  const buttons = stepButtons(t, { go: step.go, play: false, icons: false, focusKey: "act-" })
    .update(frameIndex, frames.length);
  const events = lines.length ? h("div", { class: "gw-events" },
    ...lines.map((x) => h("p", { class: "gw-event", text: x }))) : null;
  const stepping = step.narrow ? [buttons, events, programBody] : [programBody, buttons, events];
  return h("section", {
    class: "gw-panel gw-action", "data-testid": "gw-action", "data-player": p,
    "data-action": action.action ?? 0, "data-has-loop": hasLoop ? "true" : "false",
  },
    h("div", { class: "gw-section-head" },
      // whose action; which one of the turn is counted once, in the row under it (the
      // player's own count beside it read as another count of the same thing)
      h("h3", { class: "gw-heading", text: t("gramin.game.ui.action_of", { name: nameOf(model, p) }) }),
      h("span", { class: "gw-frame-no", "data-testid": "gw-action-frame", text: t("gramin.ui.frame", { i: frameIndex + 1, n: frames.length }) })),
    turnActions(t, send, action),
    ...stepping,
    // the same program as Python, under what the board shows
    code.el);
}
