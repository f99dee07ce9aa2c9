// @ts-check
/**
 * Hand (or free palette) and program strip.
 *
 * The view only sends intents (``add_card``, ``turn_card``, ``remove_card``,
 * ``move_card``, ``clear``); Python validates them and sends back ``cards``.
 * Indices in intents are 0-based positions in ``cards``.
 *
 * @module gramin/strip
 */

import { clear, h } from "../shared/dom.js";
import { joinList } from "../shared/i18n.js";
import { badges } from "./player.js";
import { captionId, cardInfo, faceText, groupCards, rotation } from "./cards.js";

/** @typedef {import("../shared/types.js").Translate} T */
/** @typedef {import("../shared/types.js").Send} Send */

/**
 * Spoken name of a card, e.g. "step right" or "repeat 3 times (".
 *
 * @param {import("./cards.js").CardInfo} info card
 * @param {T} t label lookup
 * @returns {string} description
 */
export function describe(info, t) {
  if (info.kind === "loop_open") return t("gramin.ui.kind.loop_open_n", { n: info.count ?? "?" });
  if (info.kind === "loop_close" || info.kind === "unknown") return t(captionId(info));
  return t("gramin.ui.card_name", { kind: t(captionId(info)), dir: t(`gramin.ui.dir.${info.dir}`) });
}

/**
 * Cards said as one sentence: "repeat 3 times, dash right, end repeat".
 *
 * @param {Array<Record<string, any>>} cards card views (as Python sends them)
 * @param {T} t label lookup
 * @param {string} lang the language the list is joined in
 * @returns {string} the cards' spoken names, joined
 */
export function cardsSaid(cards, t, lang) {
  return joinList(lang, (cards ?? []).map((c) => describe(cardInfo(c), t)));
}

/**
 * Cards drawn small and plain, nothing to click: a revealed program, the cards a hint
 * names. Their faces are the strip's (faceText), a picture for the eye; ``label`` says
 * them to a screen reader.
 *
 * @param {Array<Record<string, any>>} cards card views (as Python sends them)
 * @param {string} label the picture's spoken text
 * @param {{t?: T}} [opts] ``t``: each card also shows its caption ("dash", "for3("), as
 *   the hand does
 * @returns {HTMLElement} the cards
 */
export function miniCards(cards, label, { t } = {}) {
  return h("span", { class: "gw-mini", role: "img", "aria-label": label }, ...(cards ?? []).map((c) => {
    const info = cardInfo(c);
    const move = ["step", "dash", "jump"].includes(info.kind);
    const caption = !t ? null : info.kind === "loop_open" ? t("gramin.ui.card.loop_caption", { n: info.count }) : t(captionId(info));
    return h("span", { class: `gw-mini-card gw-card--${info.kind}` }, h("span", {
      class: "gw-mini-glyph", style: move ? { "--gw-rot": `${rotation(info.dir)}deg` } : undefined,
      text: faceText(info),
    }), caption ? h("span", { class: "gw-mini-caption", text: caption }) : null);
  }));
}

/**
 * The face of a card: big glyph (rotated for move cards) and a small caption.
 *
 * @param {import("./cards.js").CardInfo} info card
 * @param {T} t label lookup
 * @returns {HTMLElement[]} face and caption elements
 */
function face(info, t) {
  const move = ["step", "dash", "jump"].includes(info.kind);
  // a loop opener's caption is the card as printed in English (for3(, as the program text
  // writes it) and its count in Japanese (3回), where code letters would be the only ones
  const caption = info.kind === "loop_open" ? t("gramin.ui.card.loop_caption", { n: info.count }) : t(captionId(info));
  return [
    // the glyph is drawn by CSS from data-face: a picture of the caption, not a second
    // label (a spoken name holds the caption, WCAG 2.5.3)
    h("span", {
      class: `gw-card-face${move ? " gw-card-face--arrow" : ""}`,
      "aria-hidden": "true",
      style: move ? { "--gw-rot": `${rotation(info.dir)}deg` } : undefined,
      "data-face": faceText(info),
    }),
    h("span", { class: "gw-card-caption", "aria-hidden": "true", text: caption }),
  ];
}

/**
 * Render the hand: given cards (used ones disabled) or the free palette.
 *
 * @param {HTMLElement} el container to fill
 * @param {{palette: Array<Record<string, any>>|null, hand: Array<Record<string, any>>|null,
 *   dieText?: unknown, t: T, send: Send}} opts state and callbacks; ``dieText`` is the
 *   die's label from Python (it knows whether the rules count loop cards), none if empty
 * @returns {void}
 */
export function renderHand(el, { palette, hand, dieText, t, send }) {
  clear(el);
  const title = h("h3", { class: "gw-heading", text: t("gramin.ui.hand") });
  const header = h("div", { class: "gw-section-head" }, title);
  if (typeof dieText === "string" && dieText) header.append(h("span", { class: "gw-die", text: dieText }));
  const row = h("div", {
    class: `gw-hand${Array.isArray(hand) ? " gw-hand--dealt" : ""}`, role: "group", "aria-label": t("gramin.ui.hand"),
  });
  const items = Array.isArray(hand) ? hand : (palette ?? []);
  /** @type {HTMLElement} */
  let group = row;
  let lastKind = "";
  items.forEach((item, i) => {
    const info = cardInfo(item);
    // a loop opener is printed "for3(": its name says so too
    const name = info.kind === "loop_open"
      ? t("gramin.ui.add_loop", { token: info.token, card: describe(info, t) })
      : t("gramin.ui.add", { card: describe(info, t) });
    const used = Boolean(item?.used);
    const kind = info.kind.startsWith("loop") ? "loop" : info.kind;
    if (!Array.isArray(hand) && kind !== lastKind) {
      group = h("span", { class: `gw-hand-group gw-hand-group--${kind}` });
      row.append(group);
    }
    lastKind = kind;
    group.append(h("button", {
      type: "button",
      class: `gw-card gw-card--${info.kind}${used ? " gw-used" : ""}`,
      "data-token": info.token,
      "data-focus-key": `hand-${i}`,
      "aria-label": name,
      title: name,
      disabled: used,
      on: { click: () => send({ type: "add_card", token: info.token }) },
    }, ...face(info, t)));
  });
  el.append(header, row);
}

/**
 * Render the program strip with loop brackets, per-card tools and the error line.
 *
 * @param {HTMLElement} el container to fill
 * @param {{cards: Array<Record<string, any>>,
 *   error: {message?: string, card_index?: number|null, line?: number|null, box?: string|null}|null,
 *   problem?: {message: string, cardIndex: number|null, pending: boolean}|null,
 *   readonly?: boolean, t: T, send: Send}} opts state and callbacks; an error with a
 *   ``line`` is about typed Python (the code view shows it), not these cards; ``problem``:
 *   what stops the cards from running (said beside Run; its card is marked unless it is
 *   only pending); ``readonly``: a program shown, not built (another player's, in a
 *   replay): plain cards, no tools, nothing to drag or click
 * @returns {void}
 */
export function renderProgram(el, { cards, error, problem = null, readonly = false, t, send }) {
  clear(el);
  const list = cards ?? [];
  // An error with a line is about typed Python (shown beside its text box), not these cards;
  // the program's own problem is said beside Run, not a second time here.
  if (Number.isInteger(error?.line) || error?.box === "code" || (problem && error?.message === problem.message)) error = null;
  const marked = problem && !problem.pending ? problem.cardIndex : error?.card_index;
  const errIndex = Number.isInteger(marked) ? /** @type {number} */ (marked) - 1 : -1;
  const strip = h("div", {
    class: "gw-strip", "data-testid": "gw-program", role: "list", "aria-label": t("gramin.ui.program"),
  });
  let dragFrom = -1;

  /**
   * One card of the program with its number and tools.
   *
   * @param {number} index 0-based position in ``cards``
   * @param {number} depth loops around it
   * @returns {HTMLElement} the list item
   */
  const slot = (index, depth) => {
    const info = cardInfo(list[index]);
    const name = describe(info, t);
    const n = index + 1;
    const isMove = !readonly && ["step", "dash", "jump"].includes(info.kind);
    // only move cards can be turned, so only they are buttons; a loop card is read
    // through its hidden text (its face is drawn for the eye)
    const card = h(isMove ? "button" : "div", {
      type: isMove ? "button" : undefined,
      class: `gw-card gw-card--${info.kind}`,
      "data-focus-key": isMove ? `card-${index}` : undefined,
      "aria-label": isMove ? t("gramin.ui.turn", { n, card: name }) : undefined,
      title: isMove ? t("gramin.ui.turn", { n, card: name }) : name,
      on: isMove ? { click: () => send({ type: "turn_card", index }) } : undefined,
    }, ...face(info, t), isMove ? null : h("span", { class: "gw-sr", text: t("core.ui.labelled", { label: n, text: name }) }));
    // a moved card keeps the focus: the same tool, one place further
    /**
     * @param {string} cls the tool's class
     * @param {string} text its glyph
     * @param {string} id label id
     * @param {Record<string, unknown>} msg the intent it sends
     * @param {boolean} disabled not available for this card
     * @param {string|null} then focus key that takes the focus after the intent
     */
    const tool = (cls, text, id, msg, disabled, then) => h("button", {
      type: "button", class: `gw-tool ${cls}`, text, disabled,
      "data-focus-key": `${cls}-${index}`,
      "aria-label": t(id, { n, card: name }), title: t(id, { n, card: name }),
      on: {
        click: (ev) => {
          if (then) ev.currentTarget.setAttribute("data-focus-then", then);
          send(msg);
        },
      },
    });
    const tools = readonly ? null : h("div", { class: "gw-tools" },
      tool("gw-move-left", "◀", "gramin.ui.move_left", { type: "move_card", from: index, to: index - 1 }, index === 0,
        `gw-move-left-${index - 1}`),
      tool("gw-remove", "×", "gramin.ui.remove", { type: "remove_card", index }, false, null),
      tool("gw-move-right", "▶", "gramin.ui.move_right", { type: "move_card", from: index, to: index + 1 },
        index === list.length - 1, `gw-move-right-${index + 1}`),
    );
    const item = h("div", {
      class: `gw-slot${index === errIndex ? " gw-error" : ""}`,
      role: "listitem", draggable: readonly ? undefined : "true",
      "data-index": index, "data-depth": depth, "data-kind": info.kind,
      "aria-invalid": index === errIndex ? "true" : undefined,
      on: {
        dragstart: (ev) => {
          dragFrom = index;
          ev.dataTransfer?.setData("text/plain", String(index));
          if (ev.dataTransfer) ev.dataTransfer.effectAllowed = "move";
        },
        dragover: (ev) => { ev.preventDefault(); item.classList.add("gw-drop"); },
        dragleave: () => item.classList.remove("gw-drop"),
        drop: (ev) => {
          ev.preventDefault();
          item.classList.remove("gw-drop");
          const from = dragFrom >= 0 ? dragFrom : Number(ev.dataTransfer?.getData("text/plain"));
          dragFrom = -1;
          if (Number.isInteger(from) && from !== index) send({ type: "move_card", from, to: index });
        },
        dragend: () => { dragFrom = -1; },
      },
    }, h("span", { class: "gw-index", "aria-hidden": "true", text: String(n) }), card, tools);
    if (info.kind === "loop_open") {
      // "2/3" for the eye, "repeat 2 of 3" for a screen reader
      item.append(h("span", { class: "gw-badge", role: "img", hidden: true }));
    }
    return item;
  };

  /**
   * @param {import("./cards.js").CardNode[]} nodes cards and loops
   * @param {HTMLElement} parent where they go
   * @param {number} depth loops around them
   */
  const draw = (nodes, parent, depth) => {
    for (const node of nodes) {
      if (node.type === "card") {
        parent.append(slot(node.index, depth));
        continue;
      }
      // a loop is one item of the program: a list of its own cards
      const items = h("div", {
        class: "gw-loop-items", role: "list", "aria-label": describe(cardInfo(list[node.open]), t),
      });
      const band = h("div", {
        class: `gw-loop gw-depth-${Math.min(depth + 1, 3)}${node.close === null ? " gw-loop--open" : ""}`,
        "data-open": node.open, role: "listitem",
      }, items);
      items.append(slot(node.open, depth + 1));
      const body = h("div", { class: "gw-loop-body" });
      draw(node.children, body, depth + 1);
      items.append(body);
      if (node.close !== null) items.append(slot(node.close, depth + 1));
      parent.append(band);
    }
  };
  draw(groupCards(list), strip, 0);
  el.append(strip);
  if (!list.length) el.append(h("p", { class: "gw-empty", text: t("gramin.ui.empty_program") }));
  if (error?.message) {
    el.append(h("div", { class: "gw-alert", role: "alert", "data-testid": "gw-error", text: String(error.message) }));
  }
}

/**
 * Mark the card being executed and show loop iteration badges.
 *
 * @param {HTMLElement} el container passed to {@link renderProgram}
 * @param {import("./player.js").Frame|null} frame current frame (null: no highlight)
 * @param {T} t label lookup
 * @returns {void}
 */
export function highlight(el, frame, t) {
  const current = frame && Number.isInteger(frame.card) ? frame.card : -1;
  const active = new Map(badges(frame).map((b) => [b.index, b]));
  for (const item of el.querySelectorAll(".gw-slot")) {
    const index = Number(item.getAttribute("data-index"));
    const on = index === current;
    item.classList.toggle("gw-current", on);
    if (on) item.setAttribute("aria-current", "step");
    else item.removeAttribute("aria-current");
    const badge = /** @type {HTMLElement|null} */ (item.querySelector(".gw-badge"));
    if (!badge) continue;
    const b = active.get(index);
    badge.hidden = !b;
    badge.textContent = b ? t("gramin.ui.card_badge", { i: b.iteration, n: b.count }) : "";
    if (b) badge.setAttribute("aria-label", t("gramin.ui.iteration", { i: b.iteration, n: b.count }));
    if (b?.innermost) badge.setAttribute("data-testid", "gw-iteration");
    else badge.removeAttribute("data-testid");
  }
  for (const band of el.querySelectorAll(".gw-loop")) {
    band.classList.toggle("gw-loop--active", active.has(Number(band.getAttribute("data-open"))));
  }
}
