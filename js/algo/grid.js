// @ts-check
/**
 * Deduction panel: the candidate grid (hidden slots x numbers 0-11) and a local
 * step-through of ``deduce(view).steps``.
 *
 * Python sends the whole deduction once (docs/rules/algo.md section 9: stepped through
 * one inference at a time, locally, with no kernel round trip). Position ``p`` in ``0..steps.length`` means the
 * first ``p`` inferences are applied; the cells that step ``p`` eliminated are lit.
 *
 * @module algo/grid
 */

import { h, svg } from "../shared/dom.js";
import { clampIndex, STEP_LABELS, stepButtons, stepNumber } from "../shared/stepper.js";
import { clampShown } from "./gridnav.js";
import { REASON_ICONS, REASONS } from "./icons.js";

/** @typedef {import("../shared/types.js").Translate} T */

/**
 * @typedef {Object} Slot
 * @property {string} row row name in the view
 * @property {number} player seat the row belongs to (-1 when unknown)
 * @property {number} index 0-based position in the row
 * @property {string} [place] its place from the left as the status line says it ("2nd")
 * @property {string} color ``"black"`` or ``"white"``
 * @property {number[]} candidates numbers still possible
 * @property {Record<string, string>} eliminated number -> reason kind
 * @property {number|null} certain the number when only one is left
 * @property {Record<string, string>} [why] number -> the sentence of a number that
 *   counting the deals ruled out (with probabilities only)
 *
 * @typedef {Object} Step
 * @property {string} row row name
 * @property {number} index position in the row
 * @property {number[]} eliminated numbers removed by this inference
 * @property {string} reason reason kind
 * @property {string} text the inference as a sentence (from Python)
 *
 * @typedef {Object} Deduction
 * @property {Slot[]} slots hidden slots in row order
 * @property {Step[]} steps inferences in order
 * @property {number[][]|null} [posterior] per slot, 12 probabilities (0 = impossible)
 * @property {string[][]|null} [fractions] per slot, 12 exact fractions as text
 * @property {number|null} [worlds] number of consistent deals
 *
 * @typedef {Object} Cell
 * @property {boolean} out eliminated at this position
 * @property {string|null} reason reason kind when out
 * @property {string|null} text sentence of the inference that eliminated it
 * @property {boolean} lit eliminated by the current step
 */

/**
 * The place of a hidden card from the left of its row, for the labels ``algo.ui.slot``
 * and ``algo.ui.slot_short``: ``n`` (1-based) and ``place`` as Python words it ("2nd",
 * "2"; the number when the slot has none).
 *
 * @param {Slot|undefined} s the slot
 * @returns {{n: number, place: string}} the placeholders
 */
export function slotPlace(s) {
  const n = (s?.index ?? 0) + 1;
  return { n, place: typeof s?.place === "string" && s.place ? s.place : String(n) };
}

/** Numbers of the cards, the grid's columns. */
export const NUMBERS = Object.freeze([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);

/**
 * Normalise the ``deduction`` trait.
 *
 * @param {any} d trait value
 * @returns {Deduction} slots and steps (empty lists when missing)
 */
export function deductionData(d) {
  return {
    slots: Array.isArray(d?.slots) ? d.slots : [],
    steps: Array.isArray(d?.steps) ? d.steps : [],
    posterior: Array.isArray(d?.posterior) ? d.posterior : null,
    fractions: Array.isArray(d?.fractions) ? d.fractions : null,
    worlds: Number.isInteger(d?.worlds) ? d.worlds : null,
  };
}

/**
 * Clamp a step position into ``[0, n]``: ``n`` steps give ``n + 1`` positions (the
 * stepper's frames), from nothing inferred yet to every step applied.
 *
 * @param {number} pos wanted position (``Infinity``: the end)
 * @param {number} n number of steps
 * @returns {number} valid position
 */
export function clampStep(pos, n) {
  return clampIndex(pos, n + 1);
}

/**
 * The state of every grid cell after the first ``pos`` inferences.
 *
 * At the last position, numbers missing from a slot's candidates that no step names
 * are also shown out, with the slot's own reason (so the grid always ends equal to
 * ``Deduction.candidates``).
 *
 * @param {Deduction} d the deduction
 * @param {number} pos steps applied, ``0..steps.length``
 * @returns {Cell[][]} one row of 12 cells per slot
 */
export function cellStates(d, pos) {
  const index = new Map(d.slots.map((s, k) => [`${s.row}|${s.index}`, k]));
  const cells = d.slots.map(() => NUMBERS.map(() => ({ out: false, reason: null, text: null, lit: false })));
  const p = clampStep(pos, d.steps.length);
  for (let i = 0; i < p; i++) {
    const step = d.steps[i] ?? {};
    const k = index.get(`${step.row}|${step.index}`);
    if (k === undefined) continue;
    for (const n of Array.isArray(step.eliminated) ? step.eliminated : []) {
      const cell = cells[k][n];
      if (!cell) continue;
      if (!cell.out) Object.assign(cell, { out: true, reason: String(step.reason ?? ""), text: String(step.text ?? "") });
      if (i === p - 1) cell.lit = true;
    }
  }
  if (p === d.steps.length) {
    d.slots.forEach((s, k) => {
      const cand = new Set(Array.isArray(s.candidates) ? s.candidates : NUMBERS);
      for (const n of NUMBERS) {
        if (cand.has(n) || cells[k][n].out) continue;
        Object.assign(cells[k][n], {
          out: true, reason: s.eliminated?.[String(n)] ?? "propagation", text: s.why?.[String(n)] ?? null,
        });
      }
    });
  }
  return cells;
}

/**
 * Why a number is impossible for one slot: the sentence of the first inference that
 * eliminated it (used as the tooltip of greyed number buttons).
 *
 * @param {Deduction} d the deduction
 * @param {number} k slot index into ``d.slots``
 * @returns {Map<number, {reason: string, text: string|null}>} impossible numbers
 */
export function impossible(d, k) {
  const cells = cellStates(d, d.steps.length)[k] ?? [];
  const out = new Map();
  cells.forEach((c, n) => { if (c.out) out.set(n, { reason: c.reason ?? "", text: c.text }); });
  return out;
}

/**
 * Heat level 0-4 of a probability (each level has a colour pair with >= 4.5:1 contrast).
 *
 * @param {number} p probability
 * @returns {number} level
 */
export function heatLevel(p) {
  if (!(p > 0)) return 0;
  if (p < 0.15) return 1;
  if (p < 0.35) return 2;
  if (p < 0.65) return 3;
  return 4;
}

/**
 * Percentage text of a probability: "33%", "<1%", "100%" (Japanese writes the full-width
 * sign: "33％").
 *
 * @param {number} p probability
 * @param {string} [sign] the percent sign of the language (``algo.ui.percent_sign``)
 * @returns {string} text
 */
export function percent(p, sign = "%") {
  if (!(p > 0)) return `0${sign}`;
  if (p < 0.01) return `<1${sign}`;
  return `${Math.round(p * 100)}${sign}`;
}

/**
 * Reason marker: icon and letter (colour is never the only signal).
 *
 * @param {string} reason reason kind
 * @param {T} t label lookup
 * @returns {HTMLElement} marker
 */
export function reasonMark(reason, t) {
  const kind = REASONS.includes(reason) ? reason : "propagation";
  return h("span", { class: `gw-rmark gw-r-${kind}`, "aria-hidden": "true" },
    svg(REASON_ICONS[kind]), h("span", { class: "gw-rletter", text: t(`algo.ui.reason.${kind}.letter`) }));
}

/**
 * @typedef {Object} GridOptions
 * @property {Deduction} d the deduction
 * @property {number} pos step position
 * @property {boolean} prob show the probability heat map
 * @property {boolean} [light] light the cells of step ``pos`` (off at rest, on while stepping)
 * @property {number} [target] slot index of the card chosen as target (-1: none)
 * @property {{row: number, col: number}} [active] the grid's one Tab stop (roving tabindex;
 *   ``row`` a slot index, moved onto a shown row)
 * @property {number[]} [show] slot indices of the rows to show, in order (default every
 *   slot); the others are left out, their cells still counted in ``cellStates``
 * @property {boolean} [owners] a heading row above each player's cards (default true; off
 *   when the page names the one player shown)
 * @property {(k: number) => string} slotName full name of slot k (aria labels)
 * @property {(k: number) => string} ownerName name of the player owning slot k
 * @property {T} t label lookup
 */

/**
 * Build the candidate grid table: one group of rows per player (a heading row with the
 * name), one row per hidden card, one cell per number 0-11.
 *
 * @param {GridOptions} o deduction, position, mode, labels
 * @returns {HTMLElement} the table
 */
export function buildGrid({ d, pos, prob, light = true, target = -1, active, show, owners = true, slotName, ownerName, t }) {
  const cells = cellStates(d, pos);
  const rows = show ?? d.slots.map((_, k) => k);
  const focus = clampShown(active, rows, NUMBERS.length);
  const lastStep = light && pos > 0 ? d.steps[pos - 1] : null;
  const table = h("table", {
    class: `gw-grid${prob ? " gw-grid-prob" : ""}`, role: "grid", "aria-readonly": "true",
    "data-testid": "gw-grid", "aria-label": t("algo.ui.grid"),
  });
  const headRow = h("tr", { role: "row" }, h("th", { role: "columnheader", class: "gw-corner", text: t("algo.ui.card") }));
  for (const n of NUMBERS) {
    headRow.append(h("th", { role: "columnheader", scope: "col", class: n === 6 ? "gw-num-6" : "", text: String(n) }));
  }
  const body = h("tbody");
  /** @type {string|null} */
  let owner = null;
  for (const k of rows) {
    const s = d.slots[k];
    if (!s) continue;
    const who = ownerName(k);
    if (owners && who !== owner) {
      owner = who;
      body.append(h("tr", { role: "row", class: "gw-owner-row" },
        h("th", { role: "rowheader", scope: "rowgroup", colspan: "13", class: "gw-owner", text: who })));
    }
    const atEnd = pos === d.steps.length;
    const open = NUMBERS.filter((n) => !cells[k][n].out);
    const certain = atEnd && Number.isInteger(s.certain) ? s.certain : (open.length === 1 ? open[0] : null);
    const name = slotName(k);
    const isStepRow = lastStep && lastStep.row === s.row && lastStep.index === s.index;
    const color = s.color === "white" ? "white" : "black";
    // the visible head is a colour letter and the place from the left, named as the status
    // line and the history name it ("W 2nd" under "from left"); screen readers get the full name
    const header = h("th", { role: "rowheader", scope: "row", class: `gw-slot-head gw-slot-${color}` },
      h("span", { class: `gw-swatch gw-swatch-${color}`, "aria-hidden": "true", text: t(`algo.ui.color_letter.${color}`) }),
      h("span", { class: "gw-slot-name", "aria-hidden": "true", text: t("algo.ui.slot_short", slotPlace(s)) }),
      h("span", { class: "gw-sr-only", text: `${name} (${t(`algo.ui.color.${color}`)})` }));
    // the row's starred cell shows the one number left; screen readers hear it with the name
    if (certain !== null) header.append(h("span", { class: "gw-sr-only", text: `, ${t("algo.ui.certain", { n: certain })}` }));
    const tr = h("tr", {
      role: "row", "data-slot": k, "data-row": s.row, "data-index": s.index,
      class: `${certain !== null ? "gw-row-certain" : ""}${isStepRow ? " gw-row-step" : ""}${k === target ? " gw-row-target" : ""}`,
    }, header);
    for (const n of NUMBERS) {
      const cell = cellEl(d, k, n, { ...cells[k][n], lit: light && cells[k][n].lit }, { prob: prob && atEnd, certain, name, t });
      cell.setAttribute("tabindex", focus.row === k && focus.col === n ? "0" : "-1");
      tr.append(cell);
    }
    body.append(tr);
  }
  table.append(h("thead", {}, headRow), body);
  return table;
}

/**
 * What a grid cell says about its card and number: its tooltip (the reason sentence
 * from Python when there is one) and its accessible name (the card, the number, whether
 * it is ruled out and why, or still possible and how likely).
 *
 * @param {Cell} cell the cell's state
 * @param {{n: number, name: string, certain: boolean, p: number|null, frac: string|null|undefined, t: T}} o
 *   number, card name, only number left, probability (null: not shown), exact fraction, labels
 * @returns {{tip: string, label: string}} tooltip and accessible name
 */
export function cellText(cell, { n, name, certain, p, frac, t }) {
  let state;
  let tip;
  if (cell.out) {
    const reason = t(`algo.ui.reason.${REASONS.includes(cell.reason ?? "") ? cell.reason : "propagation"}`);
    state = cell.text ? t("algo.ui.cell_out_why", { n, reason, why: cell.text }) : t("algo.ui.cell_out", { n, reason });
    tip = cell.text || state;
  } else if (p !== null) {
    const pct = percent(p, t("algo.ui.percent_sign"));
    state = t("algo.ui.cell_prob", { n, p: pct, frac: frac ?? pct });
    tip = state;
  } else {
    state = t(certain ? "algo.ui.cell_certain" : "algo.ui.cell_open", { n });
    tip = state;
  }
  return { tip, label: t("algo.ui.cell_name", { card: name, state }) };
}

/**
 * One cell of the grid: a reason mark when the number is out, else the number (or its
 * probability).
 *
 * @param {Deduction} d the deduction
 * @param {number} k slot index
 * @param {number} n the cell's number
 * @param {Cell} cell the cell's state
 * @param {{prob: boolean, certain: number|null, name: string, t: T}} o show probabilities,
 *   the slot's only number left, the slot's name, labels
 * @returns {HTMLElement} the ``td``
 */
function cellEl(d, k, n, cell, { prob, certain, name, t }) {
  const base = { role: "gridcell", "data-slot": k, "data-n": n, "data-testid": `gw-cell-${k}-${n}`, "data-focus-key": `cell-${k}-${n}` };
  const isCertain = certain === n;
  const p = prob && !cell.out ? Number(d.posterior?.[k]?.[n] ?? 0) : null;
  const { tip, label } = cellText(cell, { n, name, certain: isCertain, p, frac: p === null ? null : d.fractions?.[k]?.[n], t });
  if (cell.out) {
    return h("td", {
      ...base, class: `gw-cell gw-cell-out gw-r-${cell.reason}${cell.lit ? " gw-lit" : ""}`,
      "data-reason": cell.reason, "data-lit": cell.lit ? "true" : undefined, title: tip, "aria-label": label,
    }, reasonMark(cell.reason ?? "", t));
  }
  const level = p === null || isCertain ? null : heatLevel(p);
  return h("td", {
    ...base,
    class: `gw-cell gw-cell-open${isCertain ? " gw-cell-certain" : ""}${level !== null ? ` gw-heat-${level}` : ""}`,
    "data-p": p === null ? undefined : String(p), title: tip, "aria-label": label,
  }, isCertain
    // the star in the corner: "★10" in one line widened its column past the panel; with
    // probabilities too, the one number left reads better than "100%"
    ? h("span", { class: "gw-cell-text", "aria-hidden": "true" }, h("span", { class: "gw-cell-star", text: "★" }), String(n))
    : p === null ? h("span", { class: "gw-cell-text", "aria-hidden": "true", text: String(n) })
      // the percent sign small: two digits and the sign stay within the column of a number
      : h("span", { class: "gw-cell-text", "aria-hidden": "true" }, percent(p, ""), h("span", { class: "gw-pct", text: t("algo.ui.percent_sign") })));
}

/**
 * The legend: one entry per reason kind with its icon, letter, colour and name.
 *
 * @param {T} t label lookup
 * @returns {HTMLElement} legend
 */
export function buildLegend(t) {
  return h("ul", { class: "gw-legend", "aria-label": t("algo.ui.legend") },
    ...REASONS.map((r) => h("li", { class: "gw-legend-item" }, reasonMark(r, t),
      h("span", { text: t(`algo.ui.reason.${r}`) }))));
}

/**
 * Where the step-through is: "step i / n", or before the first step "Before the deduction
 * (n steps)" (a step 0 of n reads as a step taken).
 *
 * @param {T} t label lookup
 * @param {number} pos steps applied, 0..n
 * @param {number} n number of steps
 * @returns {string} the text
 */
export function stepLabel(t, pos, n) {
  return pos === 0 ? t("algo.ui.step_before", { n }) : t(STEP_LABELS.number, { i: pos, n });
}

/**
 * Step-through controls for the deduction. The step text is rebuilt with the panel, so
 * it is not a live region; the view announces each step in its own live region.
 *
 * @param {{pos: number, n: number, text: string, t: T,
 *   go: (cmd: import("../shared/stepper.js").Command) => void}} o
 *   position, number of steps, current text, labels, callback
 * @returns {HTMLElement} the stepper
 */
export function buildStepper({ pos, n, text, t, go }) {
  // positions 0..n: none to all n steps applied; nothing to play
  // before the first step its longer label opens the step's text instead of sitting
  // beside the buttons (there it would take a line of its own)
  const number = stepNumber(t, pos, n, stepLabel(t, pos, n));
  const buttons = stepButtons(t, {
    go, play: false, name: "algo.ui.steps", focusKey: "step-", after: pos === 0 ? [] : [number],
  });
  return h("div", { class: "gw-stepper", "data-testid": "gw-stepper" },
    buttons.update(pos, n + 1),
    h("p", { class: "gw-step-text", "data-testid": "gw-step-text" },
      ...(pos === 0 ? [number, t("core.ui.label_colon", { label: "" })] : []), text));
}
