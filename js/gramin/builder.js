// @ts-check
/**
 * The building of a program in GraminGameWidget: the cover that passes the screen to
 * the next person, then their hand, trap cards, if-cards, program and its Python, and
 * Submit.
 *
 * @module gramin/builder
 */

import { h } from "../shared/dom.js";
import { joinList } from "../shared/i18n.js";
import { lettersNote } from "./letters.js";
import { programProblem } from "./problem.js";
import { renderHand, renderProgram } from "./strip.js";
import { button, humansOf, langOf, nameOf } from "./table.js";

/** @typedef {import("../shared/types.js").Translate} T */
/** @typedef {import("../shared/types.js").Send} Send */
/** @typedef {import("./traits.js").GraminGameModel} Model */
/** @typedef {import("./traits.js").Builder} Builder */
/** @typedef {import("./traits.js").Cover} Cover */

/**
 * The cover: whose turn it is to look, and the button that shows their hand.
 *
 * @param {T} t label lookup
 * @param {Send} send send an intent
 * @param {Cover} cover whose turn it is to look
 * @returns {HTMLElement} the cover
 */
export function coverPanel(t, send, cover) {
  return h("section", { class: "gw-cover", "data-testid": "gw-cover", "aria-label": t("gramin.game.ui.pass_to", { name: cover.name }) },
    h("p", { class: "gw-cover-title", text: t("gramin.game.ui.pass_to", { name: cover.name }) }),
    h("p", { text: t("gramin.game.ui.cover_text", { name: cover.name }) }),
    button(send, t("gramin.game.ui.show_hand", { name: cover.name }), "gw-run gw-show-hand", { type: "show_hand", player: cover.player }, { testid: "gw-show-hand" }));
}

/**
 * What the typed letters were laid on: the note saying how cards are laid stays under
 * the hand until this changes (js/gramin/letters.js).
 *
 * @param {Builder|null} b the person building
 * @returns {string} key
 */
export const lettersKey = (b) => JSON.stringify([b?.player, b?.cards ?? []]);

/**
 * The builder's panel.
 *
 * @param {Model} model the model
 * @param {T} t label lookup
 * @param {Send} send send an intent
 * @param {Builder} b the person building
 * @param {{code: ReturnType<typeof import("./codeview.js").createCodeView>, letters: boolean,
 *   problems: ReturnType<typeof import("./problem.js").problemNotes>}} kept what the view
 *   keeps across redraws: the Python box (what is typed in it stays), whether a letter
 *   laid nothing (the note on how cards are laid), the problem's note
 * @returns {HTMLElement} the panel
 */
export function builderPanel(model, t, send, b, kept) {
  const { code, problems } = kept;
  const lang = langOf(model);
  const problem = programProblem(b.problem);
  const handBox = h("div", { class: "gw-hand-box" });
  renderHand(handBox, { palette: null, hand: b.hand, dieText: b.die_text, t, send });
  if (kept.letters) handBox.append(lettersNote(t));
  const programBody = h("div", { class: "gw-program-body" });
  renderProgram(programBody, { cards: b.cards, error: null, problem, t, send });
  code.update({ code: b.code, frame: null, error: null });
  const traps = h("div", { class: "gw-trap-toggles", role: "group", "aria-label": t("gramin.game.ui.traps") },
    ...(b.traps ?? []).map((tr) => {
      const label = t("gramin.game.ui.trap_toggle", { trap: t(`gramin.game.term.${tr.kind}`) });
      return h("button", {
        type: "button", class: "gw-btn gw-trap-toggle", "aria-pressed": tr.declared ? "true" : "false",
        "data-focus-key": `trap-${tr.kind}`, "aria-label": label,
        text: t("gramin.game.ui.trap_count", { label, declared: tr.declared, held: tr.held }), on: { click: () => send({ type: "toggle_trap", kind: tr.kind }) },
      });
    }));
  // the cards held on one line, each named by the trap it cancels (the label says they are
  // if-cards: 「もしもカード：わに、かべ」), when they are used and what one costs on the next
  const ifs = (b.if_cards ?? []).length
    ? h("div", { class: "gw-if-box" },
      h("p", { class: "gw-fact gw-if-held", text: t("gramin.game.ui.if_cards", { cards: joinList(lang, (b.if_cards ?? []).map((k) => t(`gramin.game.term.${k.replace(/^if_/, "")}`))) }) }),
      b.if_note ? h("p", { class: "gw-fact gw-if-note", "data-testid": "gw-if-note", text: b.if_note }) : null)
    : null;
  // if-cards used only on the traps named (docs/rules/gramin.md 2.3): one toggle per
  // if-card kind held; Python checks each name
  const marks = (b.if_marks ?? []).length
    ? h("div", { class: "gw-trap-row gw-if-marks" },
      h("h4", { class: "gw-subheading", text: t("gramin.game.ui.if_marks") }),
      h("div", { class: "gw-trap-toggles", role: "group", "aria-label": t("gramin.game.ui.if_marks") },
        ...(b.if_marks ?? []).map((m) => {
          const label = t("gramin.game.ui.if_mark_toggle", { card: t(`gramin.game.term.${m.card}`), trap: t(`gramin.game.term.${m.mark}`) });
          return h("button", {
            type: "button", class: "gw-btn gw-trap-toggle gw-if-mark", "aria-pressed": m.named ? "true" : "false",
            "data-focus-key": `if-${m.mark}`, "data-testid": `gw-if-mark-${m.mark}`, text: label,
            on: { click: () => send({ type: "toggle_if_mark", mark: m.mark }) },
          });
        })))
    : null;
  // submit sits beside the program, like Run: off while the program cannot be
  // submitted, with the reason beside it
  const submit = button(send, t("gramin.game.ui.submit"), "gw-run gw-submit", { type: "submit" },
    { testid: "gw-submit", disabled: problem !== null });
  if (problem) submit.setAttribute("aria-describedby", problems.id);
  return h("section", { class: "gw-builder gw-panel", "data-testid": "gw-builder" },
    h("div", { class: "gw-section-head" },
      h("h3", { class: "gw-heading", text: t("gramin.game.ui.your_cards", { name: nameOf(model, b.player) }) }),
      h("span", { class: "gw-count", "data-testid": "gw-cost", text: t("gramin.game.ui.cost", { cost: b.cost, die: b.die }) })),
    handBox,
    (b.traps ?? []).length ? h("div", { class: "gw-trap-row" }, h("h4", { class: "gw-subheading", text: t("gramin.game.ui.traps") }), traps) : null,
    ifs,
    marks,
    h("div", { class: "gw-program-box" },
      h("div", { class: "gw-section-head" },
        h("h3", { class: "gw-heading", text: t("gramin.ui.program") }),
        submit,
        humansOf(model) > 1 ? button(send, t("gramin.game.ui.hide"), "gw-hide", { type: "hide_hand" }) : null,
        problems.note(problem)),
      programBody),
    code.el);
}
