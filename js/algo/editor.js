// @ts-check
/**
 * The text box of the algo widget's view mode, where a position is typed
 * (gamewidgets/algo/engine/view.py reads it). Made once: a redraw (a language switch,
 * the view sent back) never takes away the box a person is typing in, nor what they typed.
 *
 * @module algo/editor
 */

import { composing, h } from "../shared/dom.js";

/** @typedef {import("../shared/types.js").Translate} T */
/** @typedef {import("../shared/types.js").Send} Send */

/**
 * Make the editor: a label, the box (Enter applies, Shift+Enter a new line) and Apply.
 *
 * @param {Send} send send an intent (``set_view``)
 * @returns {{el: HTMLElement, update: (t: T, shown: boolean, text: string) => void}} the
 *   section, and what redraws it: its labels, whether it is shown (view mode), the view
 *   text from Python (put in the box only when it changed, so typing is kept)
 */
export function createViewEditor(send) {
  const el = h("section", { class: "gw-editor" });
  const label = h("label", { class: "gw-view-label" });
  const box = /** @type {HTMLTextAreaElement} */ (h("textarea", {
    class: "gw-view-text", "data-testid": "gw-view-text", rows: "2", spellcheck: "false",
    on: {
      keydown: (/** @type {KeyboardEvent} */ ev) => {
        // the Enter that confirms a kana-kanji conversion is the input method's
        if (ev.key === "Enter" && !ev.shiftKey && !composing(ev)) {
          ev.preventDefault();
          send({ type: "set_view", text: box.value });
        }
      },
    },
  }));
  const applyText = h("span", { class: "gw-btn-text" });
  el.append(label, box, h("button", {
    type: "button", class: "gw-btn gw-primary", "data-testid": "gw-apply-view", "data-focus-key": "apply",
    on: { click: () => send({ type: "set_view", text: box.value }) },
  }, applyText));
  /** @type {string|null} the view text last put in the box */
  let boxText = null;
  return {
    el,
    update(t, shown, text) {
      el.hidden = !shown;
      if (!shown) return;
      label.textContent = t("algo.ui.view_text");
      box.setAttribute("aria-label", t("algo.ui.view_text"));
      applyText.textContent = t("algo.ui.apply");
      if (text !== boxText) box.value = text;
      boxText = text;
    },
  };
}
