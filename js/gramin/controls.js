// @ts-check
/**
 * Trace player controls: first / back / play-pause / step / last / step over,
 * speed, frame slider, counters, event line and the unrolled card sequence.
 *
 * Purely local: the caller moves the frame (docs/rules/gramin.md section 6: one card
 * and one loop iteration at a time; frame numbers shown 1-based). The buttons send
 * shared/stepper.js commands, plus ``over`` (step over a loop).
 *
 * @module gramin/controls
 */

import { clear, h } from "../shared/dom.js";
import { stepButtons } from "../shared/stepper.js";
import { CONTROL } from "./icons.js";
import { cardInfo, faceText, rotation } from "./cards.js";
import { canStepOver, eventLines, SPEEDS } from "./player.js";

/** @typedef {import("../shared/types.js").Translate} T */
/** @typedef {import("../shared/stepper.js").Command | "over"} PlayerCommand */

/**
 * @typedef {Object} PlayerState
 * @property {import("./player.js").Frame[]} frames trace frames
 * @property {number} current 0-based frame index
 * @property {boolean} playing whether play is on
 * @property {string} speed speed id (a key of SPEEDS)
 * @property {Array<Record<string, any>>} cards the ``cards`` trait
 */

/**
 * Create the player controls.
 *
 * @param {T} t label lookup
 * @param {{go: (cmd: PlayerCommand) => void, seek: (index: number) => void,
 *   speed: (id: string) => void}} on callbacks: a button's command, a frame chosen on the
 *   slider or the unrolled cards, a speed chosen
 * @returns {{el: HTMLElement, update: (state: PlayerState) => void}} element and updater
 */
export function createControls(t, on) {
  const speed = /** @type {HTMLSelectElement} */ (h("select", {
    class: "gw-speed", "aria-label": t("gramin.ui.speed"),
    on: { change: () => on.speed(speed.value) },
  }, ...Object.keys(SPEEDS).map((id) => h("option", { value: id, text: t(`gramin.ui.${id}`) }))));
  const speedBox = h("label", { class: "gw-speed-box" },
    h("span", { class: "gw-speed-text", text: t("gramin.ui.speed") }), speed);
  const buttons = stepButtons(t, {
    go: on.go, name: "gramin.ui.player", role: "toolbar",
    more: [{ cmd: "over", label: "gramin.ui.step_over", icon: CONTROL.over }],
  });

  const slider = /** @type {HTMLInputElement} */ (h("input", {
    type: "range", class: "gw-slider", min: 1, max: 1, step: 1, value: 1,
    "data-testid": "gw-slider", "aria-label": t("gramin.ui.slider"),
    on: { input: () => on.seek(Number(slider.value) - 1) },
  }));
  const frameText = h("span", { class: "gw-frame-no", "data-testid": "gw-frame-no" });
  const counters = h("div", { class: "gw-counters", "data-testid": "gw-counters" });
  // not a live region: the widget's one live region says the whole step
  const events = h("div", {
    class: "gw-events", "data-testid": "gw-events", role: "group", "aria-label": t("gramin.ui.step_events"),
  });
  const unrolled = h("ol", { class: "gw-unrolled", "aria-label": t("gramin.ui.unrolled") });

  // the event line right under the buttons: what happened is read where the step was taken
  const el = h("div", { class: "gw-player", "data-testid": "gw-player" },
    buttons.el, events,
    h("div", { class: "gw-slider-row" }, slider, frameText, speedBox),
    counters,
    h("div", { class: "gw-unrolled-box" },
      h("span", { class: "gw-unrolled-title", text: t("gramin.ui.unrolled") }), unrolled),
  );

  /**
   * Show the player at a frame.
   *
   * @param {PlayerState} state frames, index, play state, cards
   * @returns {void}
   */
  function update({ frames, current, playing, speed: speedId, cards }) {
    const n = frames.length;
    el.hidden = n === 0;
    if (!n) return;
    const frame = frames[current];
    buttons.update(current, n, playing);
    // "step over" is on while a loop runs or is about to start, playing or not (it pauses)
    const over = /** @type {HTMLButtonElement|null} */ (buttons.el.querySelector("[data-cmd='over']"));
    if (over) over.disabled = !canStepOver(frames, current);
    // A button disabled under the keyboard focus would drop focus to the page, and the
    // arrow keys would then go to the notebook instead of the widget.
    const focused = /** @type {HTMLButtonElement|null} */ (el.ownerDocument.activeElement);
    if (focused && focused.disabled && el.contains(focused)) {
      /** @type {HTMLElement|null} */ (el.closest(".gw-root"))?.focus();
    }
    speed.value = speedId;
    slider.max = String(n);
    slider.value = String(current + 1);
    slider.setAttribute("aria-valuetext", t("gramin.ui.frame", { i: current + 1, n }));
    frameText.textContent = t("gramin.ui.frame", { i: current + 1, n });

    clear(counters);
    /**
     * @param {string} id label id @param {number} value the count @param {string} cls its class
     * @param {string} unit the id of the count with its counter (「3枚」「0点」)
     */
    const counter = (id, value, cls, unit) => h("span", { class: `gw-counter ${cls}` },
      h("span", { class: "gw-counter-label", text: t(id) }),
      h("strong", { class: "gw-counter-value", text: t(unit, { n: value }) }));
    counters.append(
      counter("gramin.ui.cards_used", (cards ?? []).length, "gw-c-cards", "gramin.ui.count.cards"),
      counter("gramin.ui.cards_run", frame?.cards ?? 0, "gw-c-run", "gramin.ui.count.cards"),
      counter("gramin.ui.squares_moved", frame?.moves ?? 0, "gw-c-moves", "gramin.ui.count.squares"),
      counter("gramin.ui.score", frame?.score ?? 0, "gw-c-score", "gramin.ui.count.points"),
    );

    clear(events);
    const lines = eventLines(frame);
    lines.forEach((line, i) => events.append(h("p", { class: i ? "gw-event" : "gw-event gw-event-main", text: line })));
    // a box short enough to scroll must take the focus, or its last lines are out of
    // reach of the keyboard
    if (events.scrollHeight > events.clientHeight + 1) events.tabIndex = 0;
    else events.removeAttribute("tabindex");

    clear(unrolled);
    for (let i = 1; i < n; i++) {
      const idx = frames[i]?.card;
      const held = typeof idx === "number" ? cards?.[idx] : null;
      const info = held ? cardInfo(held) : null;
      const inLoop = (frames[i]?.loops ?? []).length > 0;
      // a shortcut for the mouse: the slider and the step keys reach every frame, so
      // these stay out of the Tab order (a long run would add dozens of stops)
      unrolled.append(h("li", {}, h("button", {
        type: "button", tabindex: "-1",
        class: `gw-u${i === current ? " gw-u-current" : ""}${i > current ? " gw-u-future" : ""}${inLoop ? " gw-u-loop" : ""}`,
        "aria-label": t("gramin.ui.go_frame", { i: i + 1 }),
        "aria-current": i === current ? "step" : undefined,
        title: t("gramin.ui.go_frame", { i: i + 1 }),
        on: { click: () => on.seek(i) },
      }, h("span", {
        class: "gw-u-glyph",
        style: { "--gw-rot": `${rotation(info?.dir ?? null)}deg` },
        text: info ? faceText(info) : "·",
      }))));
    }
  }

  return { el, update };
}
