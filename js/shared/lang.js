// @ts-check
/**
 * The language switch every widget shows in its own head: "EN" and "日本語" buttons, so a
 * person in Voila or Binder (no code cell to edit) can change the widget's language.
 *
 * The browser writes the ``lang`` trait; Python checks it (``GameWidget.BROWSER_WRITES``)
 * and answers with the labels and sentences in that language. Each button names its
 * language in that language, which a reader of either can find.
 *
 * @module shared/lang
 */

import { h } from "./dom.js";

/** The languages offered, in order: code and the name written in that language. */
export const LANGUAGES = Object.freeze([["en", "EN"], ["ja", "日本語"]]);

/**
 * Build the switch for ``model``.
 *
 * @param {import("./types.js").Model} model the widget's model (``lang`` trait)
 * @param {import("./types.js").Translate} t label lookup (``core.ui.language``)
 * @returns {HTMLElement} a labelled group of two toggle buttons
 */
export function langSwitch(model, t) {
  const now = model.get("lang") === "ja" ? "ja" : "en";
  return h("div", { class: "gw-lang", role: "group", "aria-label": t("core.ui.language"), "data-testid": "gw-lang" },
    ...LANGUAGES.map(([code, name]) => h("button", {
      type: "button", class: "gw-lang-btn", lang: code, "data-lang": code, "data-focus-key": `lang-${code}`,
      "data-testid": `gw-lang-${code}`, "aria-pressed": code === now ? "true" : "false",
      on: {
        click: () => {
          if (model.get("lang") === code) return;
          model.set("lang", code);
          model.save_changes();
        },
      },
    }, name)));
}
