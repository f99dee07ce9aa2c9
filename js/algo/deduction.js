// @ts-check
/**
 * The deduction panel of the algo widget: which numbers each hidden card can still be,
 * step by step (the grid, its legend and stepper), the switch to the player whose cards
 * the grid shows, and the probability box.
 *
 * Each function builds its part afresh from what it is given; the view keeps the step
 * shown, the grid's focused cell and the player shown, and passes them in.
 *
 * @module algo/deduction
 */

import { h, revealBelow, textLines } from "../shared/dom.js";
import { buildGrid, buildLegend, buildStepper, cellStates, NUMBERS } from "./grid.js";
import { rovingGrid } from "./gridnav.js";

/** @typedef {import("../shared/types.js").Translate} T */
/** @typedef {import("./grid.js").Deduction} Deduction */
/** @typedef {{row: number, col: number}} At a cell of the grid */

/**
 * The sentence of step ``pos``: the start, or the inference applied last.
 *
 * @param {T} t label lookup
 * @param {Deduction} d the deduction
 * @param {number} pos steps applied
 * @returns {string} the sentence
 */
export const stepSentence = (t, d, pos) => (pos === 0 ? t("algo.ui.step_start") : String(d.steps[pos - 1]?.text ?? ""));

/**
 * The numbers the deduction has made certain at step ``pos``: a card marked "=N" while
 * the panel still shows an earlier step would give the answer before the steps that
 * prove it (the puzzle opens the panel at its first step).
 *
 * @param {Deduction} d the deduction
 * @param {number} pos steps applied
 * @returns {Map<string, number>} ``"player,index"`` -> number
 */
export function certainNumbers(d, pos) {
  const map = new Map();
  const cells = cellStates(d, pos);
  d.slots.forEach((s, k) => {
    if (!Number.isInteger(s.player)) return;
    const left = NUMBERS.filter((n) => !cells[k][n].out);
    if (left.length === 1) map.set(`${s.player},${s.index}`, left[0]);
  });
  return map;
}

/**
 * With several opponents in a game, the grid shows one player's cards at a time (so
 * the grid, its steps and the table fit a projector together): the player of the card
 * chosen as target, of the step shown, or picked with the switch this builds.
 *
 * @param {T} t label lookup
 * @param {Deduction} d the deduction
 * @param {{owner: number|null, name: (p: number) => string, pick: (p: number) => void}} o
 *   the player shown so far (null: none yet), a player's name, what picking one does
 * @returns {{owner: number, show: number[], el: HTMLElement}|null} the player shown, their
 *   slots and the switch, or null when the grid shows every slot (one opponent)
 */
export function ownerPick(t, d, { owner, name, pick }) {
  /** @type {number[]} */
  const owners = [];
  for (const s of d.slots) if (Number.isInteger(s.player) && !owners.includes(s.player)) owners.push(s.player);
  if (owners.length < 2) return null;
  const shown = owner === null || !owners.includes(owner) ? owners[0] : owner;
  const show = d.slots.flatMap((s, k) => (s.player === shown ? [k] : []));
  const el = h("div", { class: "gw-owner-pick", role: "group", "aria-label": t("algo.ui.grid_owner"), "data-testid": "gw-owner-pick" },
    h("span", { class: "gw-owner-pick-label", "aria-hidden": "true", text: t("algo.ui.grid_owner") }),
    ...owners.map((p) => h("button", {
      type: "button", class: "gw-owner-btn", "data-player": p, "data-testid": `gw-owner-${p}`, "data-focus-key": `owner-${p}`,
      "aria-pressed": p === shown ? "true" : "false", text: name(p),
      on: { click: () => pick(p) },
    })));
  return { owner: shown, show, el };
}

/**
 * @typedef {Object} DeductionOptions
 * @property {"game"|"view"|"puzzle"} mode the widget's mode
 * @property {string} hints the hint level ("off", "candidates", "probabilities")
 * @property {boolean} open whether the deduction is shown (hints on, or a puzzle's opened)
 * @property {Deduction} d the deduction
 * @property {number} pos the step shown
 * @property {boolean} stepping whether the student has stepped (cells light up)
 * @property {number} target slot index of the card chosen as target (-1: none)
 * @property {At} active the grid's one Tab stop
 * @property {(at: At) => void} moved the focused cell moved
 * @property {{show: number[], el: HTMLElement}|null} pick the player switch (ownerPick)
 * @property {(k: number) => string} slotName full name of slot k
 * @property {(k: number) => string} ownerName name of the player owning slot k
 * @property {(cmd: import("../shared/stepper.js").Command) => void} go a step button pressed
 */

/** the panels that already bring their key help into sight */
const revealing = new WeakSet();

/**
 * While the keyboard's focus is in the panel its key help shows under it (style.css):
 * scroll it into sight, never so far that the panel's top leaves it. Only a focus the
 * keyboard moved (``:focus-visible``) scrolls: a click never moves what is under the
 * pointer. Set once per panel (the panel's content is drawn again, the panel stays).
 *
 * @param {HTMLElement} panel the panel
 * @returns {void}
 */
function revealKeys(panel) {
  if (revealing.has(panel)) return;
  revealing.add(panel);
  // brought into sight once while the focus stays in the panel: moving within it (the
  // grid's arrows) leaves the help where it was shown
  let shown = false;
  panel.addEventListener("focusout", (ev) => {
    const to = /** @type {FocusEvent} */ (ev).relatedTarget;
    if (!(to instanceof Node && panel.contains(to))) shown = false;
  });
  panel.addEventListener("focusin", (ev) => {
    const target = ev.target;
    const keys = panel.querySelector(".gw-keys");
    if (shown || !keys || !(target instanceof Element)) return;
    let byKeyboard = false;
    try { byKeyboard = target.matches(":focus-visible"); } catch { return; }
    if (!byKeyboard) return;
    shown = true;
    revealBelow(panel, keys);
  });
}

/**
 * Fill the deduction panel. Its probabilities are one of the hint levels: the top row's
 * hint select sets them (a second control for the same setting would only disagree with it).
 *
 * @param {HTMLElement} panel the panel
 * @param {T} t label lookup
 * @param {DeductionOptions} o what to show
 * @returns {void}
 */
export function renderDeduction(panel, t, o) {
  revealKeys(panel);
  const { mode, d } = o;
  const prob = o.hints === "probabilities";
  const head = h("div", { class: "gw-section-head" }, h("h3", { class: "gw-heading", text: t("algo.ui.deduction") }));
  if (!o.open) {
    panel.replaceChildren(head, h("p", { class: "gw-empty", "data-testid": "gw-panel-hidden",
      text: t(mode === "puzzle" ? "algo.ui.puzzle_hidden" : "algo.ui.hints_off") }));
    return;
  }
  if (!d.slots.length) {
    panel.replaceChildren(head, h("p", { class: "gw-empty", text: t("algo.ui.no_hidden") }));
    return;
  }
  const n = d.steps.length;
  const pos = o.pos;
  let text = stepSentence(t, d, pos);
  if (!o.stepping && pos === n) text = t("algo.ui.step_rest", { n });
  const { pick } = o;
  const grid = buildGrid({
    d, pos, prob, light: o.stepping, target: o.target, active: o.active, slotName: o.slotName, ownerName: o.ownerName, t,
    ...(pick ? { show: pick.show, owners: false } : {}),
  });
  const info = h("p", { class: "gw-cell-info", "data-testid": "gw-cell-info", hidden: true });
  // sighted keyboard users see what a screen reader says about the focused cell
  const showInfo = () => {
    const cell = grid.querySelector("[role=gridcell][tabindex='0']");
    info.textContent = cell?.getAttribute("aria-label") ?? "";
    info.hidden = !grid.contains(panel.ownerDocument.activeElement);
  };
  rovingGrid(grid, (at) => { o.moved(at); showInfo(); });
  grid.addEventListener("focusin", showInfo);
  grid.addEventListener("focusout", () => { info.hidden = true; });
  const wrap = h("div", { class: "gw-grid-wrap" }, grid);
  // the cell's text is drawn over what lies under the grid, so showing it never moves
  // a button under the pointer
  const parts = [head, ...(pick ? [pick.el] : []), h("div", { class: "gw-grid-box" }, wrap, info),
    buildLegend(t),
    buildStepper({ pos, n, text, t, go: o.go }),
    h("p", { class: "gw-keys", "data-testid": "gw-keys" }, ...textLines(t("algo.ui.keys")))];
  const afterGrid = parts.indexOf(/** @type {HTMLElement} */ (wrap.parentElement));
  if (prob && pos !== n) parts.splice(afterGrid + 1, 0, h("p", { class: "gw-note", text: t("algo.ui.prob_at_end") }));
  if (prob && d.worlds !== null && pos === n) {
    parts.splice(afterGrid + 1, 0, h("p", { class: "gw-note", "data-testid": "gw-worlds", text: t("algo.ui.worlds", { n: d.worlds }) }));
  }
  panel.replaceChildren(...parts);
}
