// @ts-check
/**
 * algo solo play view (AlgoSoloWidget, docs/rules/algo.md 7b): the face-up row, the
 * back of the drawn card (its colour only), a button in every gap to place the card, and
 * on demand the chance of each gap (computed in Python). Sends the intents ``place``
 * (the engine's own action dict), ``show_chances`` and ``new_game``. After a card put in
 * a wrong gap (the ``wrong`` trait) the row shows that card where it belonged and marks
 * the gap it was put in.
 *
 * Keyboard: every gap is a button (Tab, Enter); the left and right arrow keys move
 * between the gaps.
 *
 * @module algo/solo
 */

import { bind } from "../shared/bind.js";
import { h, keepFocus } from "../shared/dom.js";
import { translator } from "../shared/i18n.js";
import { keepKeys } from "../shared/keys.js";
import { langSwitch } from "../shared/lang.js";

/** @typedef {import("../shared/types.js").RenderContext} RenderContext */

/**
 * The card token ``"W5"`` as its colour and number.
 *
 * @param {string} token a card token
 * @returns {{color: string, number: string}} parts
 */
export function parseToken(token) {
  return { color: String(token).startsWith("W") ? "white" : "black", number: String(token).slice(1) };
}

/**
 * Render the solo view into ``el``.
 *
 * @param {RenderContext} ctx anywidget render context
 * @returns {() => void} cleanup
 */
export function renderSolo({ model, el }) {
  const t = translator(() => model.get("labels"));
  const root = keepKeys(h("div", { class: "gw-root gw-algo gw-algo-solo", role: "group" }));
  const title = h("h2", { class: "gw-title" });
  const help = h("p", { class: "gw-help" });
  const status = h("p", { class: "gw-status", role: "status", "aria-live": "polite", "data-testid": "gw-status" });
  const alertBox = h("div", { class: "gw-alert-box" });
  const score = h("p", { class: "gw-solo-score", "data-testid": "gw-solo-score" });
  const drawn = h("div", { class: "gw-solo-drawn", "data-testid": "gw-solo-drawn" });
  const row = h("div", { class: "gw-cards gw-solo-row", role: "list", "data-testid": "gw-solo-row" });
  const buttons = h("div", { class: "gw-controls" });
  const langSlot = h("div", { class: "gw-lang-slot" });
  root.append(h("div", { class: "gw-solo-head" }, title, langSlot), help, status, alertBox, score, drawn, row, buttons);
  el.append(root);

  const rowTokens = () => (Array.isArray(model.get("row")) ? model.get("row").map(String) : []);
  const chances = () => (Array.isArray(model.get("chances")) ? model.get("chances").map(String) : null);
  const over = () => Boolean(model.get("over"));

  /** @param {string} token @returns {string} the card in words ("white 5") */
  const cardWords = (token) => {
    const { color, number } = parseToken(token);
    return t("algo.ui.card_known", { color: t(`algo.ui.color.${color}`), number });
  };

  /**
   * @param {string} token a card
   * @param {{label?: string, tag?: string, cls?: string, testid?: string}} [mark] how the
   *   card is marked (the card that broke the order, where it belonged)
   * @returns {HTMLElement} a face-up card
   */
  function card(token, mark = {}) {
    const { color, number } = parseToken(token);
    const label = mark.label ?? cardWords(token);
    return h("div", {
      class: `gw-acard gw-acard--${color}${mark.cls ? ` ${mark.cls}` : ""}`, role: "listitem",
      "aria-label": label, title: label, "data-testid": mark.testid,
    }, h("span", { class: `gw-acard-num${number === "6" ? " gw-num-6" : ""}`, "aria-hidden": "true", text: number }),
    mark.tag ? h("span", { class: "gw-acard-tag", "aria-hidden": "true", text: mark.tag }) : null);
  }

  /**
   * The wrong end of a game: the card that broke the order, ringed in the gap where it
   * belonged, and the gap it was put in, crossed out (the status line says it in words).
   *
   * @param {any} wrong the ``wrong`` trait
   * @returns {{belongs: number, given: number, el: HTMLElement, mark: HTMLElement}|null}
   *   the two gaps and what is shown in each, or null
   */
  function wrongPlace(wrong) {
    const token = typeof wrong?.card === "string" ? wrong.card : null;
    const belongs = wrong?.correct;
    const given = wrong?.position;
    if (!token || !Number.isInteger(belongs) || !Number.isInteger(given)) return null;
    const words = cardWords(token);
    const label = t("algo.ui.solo_given", { card: words, n: given + 1 });
    return {
      belongs, given,
      el: card(token, { label: t("algo.ui.solo_belongs", { card: words, n: belongs + 1 }), tag: t("algo.ui.solo_here"),
        cls: "gw-solo-belongs", testid: "gw-solo-belongs" }),
      mark: h("div", { class: "gw-solo-given", role: "listitem", "aria-label": label, title: label, "data-testid": "gw-solo-given" },
        h("span", { "aria-hidden": "true", text: "✗" })),
    };
  }

  /** @param {number} k gap index @param {string|null} chance its chance @returns {HTMLElement} the gap button */
  function gap(k, chance) {
    const label = chance === null ? t("algo.ui.solo_gap", { n: k + 1 }) : t("algo.ui.solo_gap_chance", { n: k + 1, chance });
    return h("div", { role: "listitem", class: "gw-card-cell" }, h("button", {
      type: "button", class: "gw-solo-gap", "data-gap": k, "data-focus-key": `gap-${k}`, "data-testid": `gw-gap-${k}`,
      "aria-label": label, title: label,
      on: {
        click: () => model.send({ type: "place", player: 0, position: k }),
        keydown: (/** @type {KeyboardEvent} */ ev) => {
          const step = ev.key === "ArrowRight" ? 1 : ev.key === "ArrowLeft" ? -1 : 0;
          if (!step) return;
          ev.preventDefault();
          const next = /** @type {HTMLElement|null} */ (row.querySelector(`[data-gap="${k + step}"]`));
          next?.focus();
        },
      },
    }, h("span", { "aria-hidden": "true", text: chance === null ? "▼" : chance })));
  }

  function draw() {
    keepFocus(root, () => {
      title.textContent = t("algo.ui.solo_title");
      langSlot.replaceChildren(langSwitch(model, t));
      help.textContent = t("algo.ui.solo_help");
      status.textContent = String(model.get("status") ?? "");
      const error = model.get("error");
      alertBox.replaceChildren(...(error?.message
        ? [h("div", { class: "gw-alert", role: "alert", "data-testid": "gw-error", text: String(error.message) })] : []));
      score.textContent = t("algo.ui.solo_score", { score: model.get("score") ?? 0, pile: model.get("pile") ?? 0 });
      const color = model.get("drawn_color");
      drawn.replaceChildren(...(color === "black" || color === "white"
        ? [h("div", { class: `gw-acard gw-acard--${color} gw-acard--hidden`, "aria-label": t("algo.ui.solo_drawn", { color: t(`algo.ui.color.${color}`) }) },
          h("span", { class: "gw-acard-q", "aria-hidden": "true", text: "?" }))]
        : []));
      const tokens = rowTokens();
      const ch = chances();
      const wrong = over() ? wrongPlace(model.get("wrong")) : null;
      const items = [];
      for (let k = 0; k <= tokens.length; k++) {
        if (!over()) items.push(gap(k, ch ? ch[k] ?? null : null));
        if (wrong?.given === k) items.push(wrong.mark);
        if (wrong?.belongs === k) items.push(wrong.el);
        if (k < tokens.length) items.push(card(tokens[k]));
      }
      row.replaceChildren(...items);
      row.setAttribute("aria-label", t("algo.ui.solo_row"));
      const showing = Boolean(model.get("show_chances"));
      buttons.replaceChildren(
        h("button", {
          type: "button", class: "gw-btn", "data-testid": "gw-solo-chances", "data-focus-key": "chances",
          "aria-pressed": showing ? "true" : "false", disabled: over(),
          text: t(showing ? "algo.ui.solo_hide" : "algo.ui.solo_show"),
          on: { click: () => model.send({ type: "show_chances", show: showing ? "off" : "on" }) },
        }),
        h("button", {
          type: "button", class: "gw-btn", "data-testid": "gw-new-game", "data-focus-key": "new-game",
          text: t("algo.ui.new_game"), on: { click: () => model.send({ type: "new_game" }) },
        }));
    });
  }

  const binding = bind(model, { "row chances show_chances drawn_color pile score over wrong status error labels lang": draw });
  draw();
  binding.finally(() => root.remove());
  return binding.cleanup;
}
