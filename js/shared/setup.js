// @ts-check
/**
 * The setup screen of every game widget (gamewidgets/core/setup.py), around the game's
 * own view.
 *
 * The ``setup`` trait says what to offer: the seats (a person, named or not, or a bot
 * of the game's list), each rules option with its choices and a one-line explanation,
 * and the ``line`` of the chosen options, shown above the game while it is played
 * ("Pair play · Chips on"). While ``setup.open`` the screen replaces the game; its
 * choices are a draft in the browser until "Start the game" sends one intent,
 * ``{"type": "setup", "players": [...], "options": {...}}``, which Python checks (a
 * refusal comes back in ``error`` and is shown on the screen, the draft kept). A choice
 * with its own number of seats (``seats``: solo play's one) sets how many seats may be
 * added or removed, and choosing it drops the seats beyond its most. With
 * ``setup.policy`` "open", the game's own "New game" opens this screen instead
 * (``{"type": "setup_screen", "show": "on"}``); "Back to the game" closes it.
 *
 * @module shared/setup
 */

import { bind } from "./bind.js";
import { clear, h } from "./dom.js";
import { translator } from "./i18n.js";
import { keepKeys } from "./keys.js";
import { langSwitch } from "./lang.js";

/** @typedef {import("./types.js").Model} Model */
/** @typedef {import("./types.js").RenderContext} RenderContext */

/**
 * @typedef {Object} SetupOption
 * @property {string} key option name
 * @property {string} label its name, in the widget's language
 * @property {string} help its explanation (every choice's), shown on demand
 * @property {string} value the choice now
 * @property {{value: string, label: string}[]} choices the allowed choices
 * @property {Record<string, [number, number]>} [seats] the choices that play with their
 *   own number of seats (fewest, most): algo's pair play with 4, solo play with 1
 */

/**
 * @typedef {Object} SetupState
 * @property {"locked"|"open"} policy whether the screen may be used
 * @property {boolean} open whether the screen is shown
 * @property {string[]} players the seats now ("" a person with the usual name)
 * @property {number} min fewest seats
 * @property {number} max most seats
 * @property {boolean} first_person whether seat 1 is always a person
 * @property {{value: string, label: string}[]} bots the bots a seat may be (name, words)
 * @property {SetupOption[]} options the rules options
 * @property {string} line the chosen options in one line
 */

const BOT = "bot:";

/**
 * A model for the game's view: the same model, except that with the setup screen in
 * use a "new_game" intent opens the screen.
 *
 * @param {Model} model the widget's model
 * @returns {Model} the model the game's view is given
 */
export function gameModel(model) {
  return {
    get: (k) => model.get(k),
    set: (k, v) => model.set(k, v),
    save_changes: () => model.save_changes(),
    on: (ev, fn) => model.on(ev, fn),
    off: (ev, fn) => model.off(ev, fn),
    send: (msg) => {
      const setup = /** @type {SetupState|null} */ (model.get("setup"));
      if (msg && msg.type === "new_game" && setup && setup.policy === "open") {
        model.send({ type: "setup_screen", show: "on" });
      } else model.send(msg);
    },
  };
}

/**
 * Render the game's view with the setup screen and the line of chosen options.
 *
 * @param {RenderContext} ctx anywidget render context
 * @param {(ctx: RenderContext) => (void | (() => void))} renderGame the game's view
 * @param {string} rootClass the game's root class ("gw-algo"), for its colours
 * @returns {() => void} cleanup
 */
export function withSetup({ model, el }, renderGame, rootClass) {
  const t = translator(() => model.get("labels"));
  const uid = `gw-setup-${Math.random().toString(36).slice(2, 10)}`;
  const screen = keepKeys(h("div", {
    class: `gw-root ${rootClass} gw-setup`, role: "group", "aria-labelledby": `${uid}-title`,
    "data-testid": "gw-setup", tabindex: "-1",
  }));
  const line = h("p", { class: "gw-setup-line", "data-testid": "gw-setup-line" });
  const game = h("div", { class: "gw-setup-game" });
  // the game's root stays the first of its class in the page (the screen comes after it,
  // and only where it may be used), so a page's first ".gw-algo" is the game
  el.append(line, game);
  if (model.get("setup")?.policy === "open") el.append(screen);
  const cleanupGame = renderGame({ model: gameModel(model), el: game });

  /** @type {string[]|null} the seats being chosen (null: take the model's) */
  let seats = null;
  /** @type {Record<string, string>|null} the options being chosen */
  let picks = null;
  let wasOpen = false;
  /** whether the refusal shown is older than the draft (a choice changed since) */
  let errorOld = false;
  /** @type {HTMLElement|null} the refusal's paragraph on the screen */
  let errorEl = null;
  /** the options whose explanation is open: it stays open when the screen is drawn again */
  const helpOpen = new Set();

  /** @returns {string} the refusal to show: none once the draft has changed since */
  function errorText() {
    const error = model.get("error");
    return !errorOld && error && error.message ? String(error.message) : "";
  }

  /** A choice of the draft changed: the refusal, about the draft sent, goes. */
  function edited() {
    errorOld = true;
    if (errorEl) errorEl.textContent = "";
  }

  /** @returns {SetupState|null} */
  const state = () => model.get("setup") ?? null;

  /** @returns {[number, number]} the fewest and most seats of the choices being made */
  function seatRange() {
    const s = /** @type {SetupState} */ (state());
    /** @type {[number, number]} */
    let range = [s.min, s.max];
    for (const o of s.options) {
      const own = o.seats?.[/** @type {Record<string, string>} */ (picks)[o.key]];
      if (Array.isArray(own) && own.length === 2) range = [Number(own[0]), Number(own[1])];
    }
    return range;
  }

  function draft() {
    const s = state();
    if (!s) return;
    if (seats === null) seats = [...s.players];
    if (picks === null) picks = Object.fromEntries(s.options.map((o) => [o.key, o.value]));
  }

  /** @param {number} i @returns {HTMLElement} one seat's row */
  function seatRow(i) {
    const s = /** @type {SetupState} */ (state());
    const list = /** @type {string[]} */ (seats);
    const entry = list[i];
    const isBot = entry.startsWith(BOT);
    const label = t("core.ui.setup.seat", { n: i + 1 });
    // the first seat of a game that needs a person there has one choice: said, not a select
    const fixed = i === 0 && s.first_person;
    const choice = fixed
      ? h("span", { class: "gw-setup-fixed", id: `${uid}-seat-${i}`, "data-testid": `gw-setup-seat-${i}`,
        text: t("core.ui.setup.person") })
      : h("select", {
        id: `${uid}-seat-${i}`, "data-testid": `gw-setup-seat-${i}`,
        on: {
          change: (ev) => {
            const v = /** @type {HTMLSelectElement} */ (ev.target).value;
            list[i] = v === "" ? "" : v;
            edited();
            draw(`seat-${i}`);
          },
        },
      },
      h("option", { value: "", selected: !isBot }, t("core.ui.setup.person")),
      ...s.bots.map((b) => h("option", {
        value: BOT + b.value, selected: entry === BOT + b.value,
      }, t("core.ui.setup.bot", { name: b.label }))));
    const name = isBot ? null : h("input", {
      type: "text", maxlength: "40", value: entry, "aria-label": t("core.ui.setup.name", { n: i + 1 }),
      "data-testid": `gw-setup-name-${i}`, placeholder: t("core.ui.setup.name_placeholder"),
      on: { input: (ev) => { list[i] = /** @type {HTMLInputElement} */ (ev.target).value; edited(); } },
    });
    return h("div", { class: "gw-setup-seat" },
      fixed ? h("span", { class: "gw-setup-seat-label", text: label })
        : h("label", { class: "gw-setup-seat-label", for: `${uid}-seat-${i}` }, label), choice, name);
  }

  /** @param {SetupOption} o @returns {HTMLElement} one option's row */
  function optionRow(o) {
    const p = /** @type {Record<string, string>} */ (picks);
    const id = `${uid}-opt-${o.key}`;
    return h("div", { class: "gw-setup-option" },
      h("label", { for: id }, o.label),
      h("select", {
        id, "data-testid": `gw-setup-opt-${o.key}`, "aria-describedby": `${id}-help`,
        on: {
          change: (ev) => {
            p[o.key] = /** @type {HTMLSelectElement} */ (ev.target).value;
            edited();
            const most = seatRange()[1];
            if (/** @type {string[]} */ (seats).length > most) /** @type {string[]} */ (seats).splice(Math.max(most, 1));
            draw(`opt-${o.key}`);
          },
        },
      }, ...o.choices.map((c) => h("option", { value: c.value, selected: c.value === p[o.key] }, c.label))),
      // the explanation on demand: open, it would push the screen below a projector's edge
      // under a demo's intro, and its small print needs lines far enough apart for the
      // readings (たからばこ) to stand clear of the line above. The select is described by
      // it, open or closed.
      helpToggle(o, id));
  }

  /** @param {SetupOption} o @param {string} id the select's id @returns {HTMLElement} */
  function helpToggle(o, id) {
    const details = /** @type {HTMLDetailsElement} */ (h("details", {
      class: "gw-setup-help", "data-testid": `gw-setup-help-${o.key}`,
      on: {
        toggle: (/** @type {Event} */ ev) => {
          const d = /** @type {HTMLDetailsElement} */ (ev.currentTarget);
          if (d.open) helpOpen.add(o.key); else helpOpen.delete(o.key);
        },
      },
    },
    h("summary", { "aria-label": t("core.ui.setup.explain_option", { option: o.label }) },
      t("core.ui.setup.explain")),
    h("p", { id: `${id}-help` }, o.help)));
    details.open = helpOpen.has(o.key);
    return details;
  }

  /** @param {string} [focusId] the id of the control to focus again after the redraw */
  function draw(focusId) {
    const s = state();
    const open = Boolean(s && s.open);
    line.hidden = !s || open || !s.line;
    line.textContent = s ? s.line : "";
    game.hidden = open;
    screen.hidden = !open;
    if (!open) {
      if (wasOpen) { seats = null; picks = null; errorOld = false; }
      wasOpen = false;
      clear(screen);
      return;
    }
    const s2 = /** @type {SetupState} */ (s);
    const opening = !wasOpen;
    wasOpen = true;
    draft();
    const list = /** @type {string[]} */ (seats);
    const [fewest, most] = seatRange();
    screen.setAttribute("lang", String(model.get("lang") ?? "en"));
    clear(screen);
    screen.append(
      h("div", { class: "gw-setup-head" },
        h("h3", { id: `${uid}-title`, class: "gw-setup-title" }, t("core.ui.setup.title")),
        langSwitch(model, t)),
      h("fieldset", { class: "gw-setup-players" },
        h("legend", {}, t("core.ui.setup.players")),
        ...list.map((_, i) => seatRow(i)),
        h("div", { class: "gw-setup-seat-buttons" },
          h("button", {
            type: "button", "data-testid": "gw-setup-add", disabled: list.length >= most,
            on: { click: () => { list.push(""); edited(); draw(`add`); } },
          }, t("core.ui.setup.add")),
          h("button", {
            type: "button", "data-testid": "gw-setup-remove", disabled: list.length <= fewest,
            on: { click: () => { list.pop(); edited(); draw(`remove`); } },
          }, t("core.ui.setup.remove")))),
      h("fieldset", { class: "gw-setup-rules" },
        h("legend", {}, t("core.ui.setup.rules")),
        ...s2.options.map(optionRow)),
      errorEl = h("p", { class: "gw-setup-error", role: "alert", "data-testid": "gw-setup-error" },
        errorText()),
      h("div", { class: "gw-setup-buttons" },
        h("button", {
          type: "button", class: "gw-primary", "data-testid": "gw-setup-start",
          on: {
            click: () => {
              // a refusal of this draft again is the same sentence, which changes no
              // trait: the one kept is shown again (it goes with the screen if the game starts)
              errorOld = false;
              if (errorEl) errorEl.textContent = errorText();
              model.send({ type: "setup", players: [...list], options: { ...picks } });
            },
          },
        }, t("core.ui.setup.start")),
        h("button", {
          type: "button", "data-testid": "gw-setup-back",
          on: { click: () => model.send({ type: "setup_screen", show: "off" }) },
        }, t("core.ui.setup.back"))));
    const again = focusId === "add" || focusId === "remove"
      ? screen.querySelector(`[data-testid="gw-setup-${focusId}"]`)
      : focusId ? screen.querySelector(`#${uid}-${focusId}`) : null;
    if (again && !again.hasAttribute("disabled")) /** @type {HTMLElement} */ (again).focus();
    else if (opening && screen.isConnected) screen.querySelector("select")?.focus();
  }

  const binding = bind(model, {
    "setup labels lang": () => draw(),
    error: () => { errorOld = false; draw(); },
  });
  draw();
  return () => {
    binding.cleanup();
    if (typeof cleanupGame === "function") cleanupGame();
  };
}
