// Pure step-through and grid logic of the deduction panel (no DOM needed for most).
import { test } from "node:test";
import assert from "node:assert/strict";
import { focused, query, window } from "../test-support/dom.js";

/** @typedef {import("../shared/types.js").Translate} Translate */

const {
  buildGrid, cellStates, cellText, clampStep, deductionData, heatLevel, impossible, percent,
} = await import("./grid.js");
const { clampCell, clampShown, rovingGrid } = await import("./gridnav.js");

// "me: B0 W4 B7 W9; ann: b? w?-5 B6 w?" as AlgoWidget sends it (two hidden slots shown)
const d = deductionData({
  slots: [
    { row: "ann", player: 1, index: 0, color: "black", candidates: [1, 2, 3, 4, 5], eliminated: { 0: "seen", 6: "order", 7: "seen" }, certain: null },
    { row: "ann", player: 1, index: 1, color: "white", candidates: [6], eliminated: { 5: "failed_guess", 7: "order" }, certain: 6 },
  ],
  steps: [
    { row: "ann", index: 0, eliminated: [0, 7], reason: "seen", text: "ann's 1st card: B0 and B7 are seen." },
    { row: "ann", index: 1, eliminated: [5], reason: "failed_guess", text: "ann's 2nd card is not 5." },
    { row: "ann", index: 0, eliminated: [6, 8, 9, 10, 11], reason: "order", text: "left of B6." },
    { row: "ann", index: 1, eliminated: [0, 1, 2, 3, 4, 7, 8, 9, 10, 11], reason: "order", text: "between." },
    { row: "bob", index: 3, eliminated: [1], reason: "order", text: "not in the grid" },
  ],
});

test("position 0 has every cell open; each step lights exactly its own cells", () => {
  const start = cellStates(d, 0);
  assert.ok(start.every((row) => row.every((c) => !c.out && !c.lit)));
  const one = cellStates(d, 1);
  assert.deepEqual(one[0].map((c, n) => (c.lit ? n : -1)).filter((n) => n >= 0), [0, 7]);
  assert.equal(one[0][0].reason, "seen");
  assert.ok(one[1].every((c) => !c.out));
  const two = cellStates(d, 2);
  assert.equal(two[0][0].out, true);
  assert.equal(two[0][0].lit, false, "earlier steps stay out but are no longer lit");
  assert.deepEqual(two[1].map((c, n) => (c.lit ? n : -1)).filter((n) => n >= 0), [5]);
  assert.equal(two[1][5].text, "ann's 2nd card is not 5.");
});

test("the last position equals the candidates, with the first reason kept", () => {
  const end = cellStates(d, d.steps.length);
  const open = end.map((row) => row.map((c, n) => (c.out ? -1 : n)).filter((n) => n >= 0));
  assert.deepEqual(open, [[1, 2, 3, 4, 5], [6]]);
  assert.equal(end[1][5].reason, "failed_guess");
  assert.equal(end[1][7].reason, "order");
  // a number outside the candidates that no step names still shows out at the end
  const gap = deductionData({ slots: [{ row: "x", index: 0, color: "black", candidates: [3], eliminated: { 4: "counting" } }], steps: [] });
  assert.equal(cellStates(gap, 0)[0][4].reason, "counting");
});

test("impossible() gives the reason and sentence for greyed number buttons", () => {
  const out = impossible(d, 1);
  assert.equal(out.get(5)?.reason, "failed_guess");
  assert.equal(out.get(5)?.text, "ann's 2nd card is not 5.");
  assert.equal(out.has(6), false);
});

// stepping the deduction (commands and keys, 5 steps = positions 0..5): shared/stepper.test.js
test("positions, heat levels and percentages", () => {
  assert.equal(clampStep(Infinity, 4), 4);
  assert.equal(clampStep(-3, 4), 0);
  assert.equal(clampStep(2.5, 4), 2);
  assert.deepEqual([0, 0.05, 0.2, 0.5, 1].map(heatLevel), [0, 1, 2, 3, 4]);
  assert.deepEqual([0, 0.004, 1 / 3, 1].map((p) => percent(p)), ["0%", "<1%", "33%", "100%"]);
  assert.deepEqual([0, 0.004, 1 / 3].map((p) => percent(p, "％")), ["0％", "<1％", "33％"]);
});

test("the grid is a role=grid table with reason icon and letter in every eliminated cell", () => {
  /** @type {Translate} */
  const t = (id, f) => (id.endsWith(".letter") ? id.split(".")[3][0].toUpperCase() : `${id}${f ? JSON.stringify(f) : ""}`);
  const table = buildGrid({ d, pos: 3, prob: false, slotName: (k) => `slot${k}`, ownerName: () => "ann", t });
  assert.equal(table.getAttribute("role"), "grid");
  assert.equal(table.querySelectorAll('[role="gridcell"]').length, 24);
  const cell = query(table, '[data-testid="gw-cell-0-9"]');
  assert.equal(cell.getAttribute("data-reason"), "order");
  assert.equal(cell.getAttribute("data-lit"), "true");
  assert.ok(cell.querySelector("svg"), "icon");
  assert.equal(query(cell, ".gw-rletter").textContent, "O");
  assert.equal(cell.getAttribute("title"), "left of B6.");
  assert.equal(table.querySelectorAll('[data-lit="true"]').length, 5);
  assert.equal(buildGrid({ d, pos: 3, prob: false, light: false, slotName: () => "s", ownerName: () => "ann", t })
    .querySelectorAll('[data-lit="true"]').length, 0, "no lit cells at rest");
  assert.ok(query(table, 'tr[data-slot="0"]').classList.contains("gw-row-step"));
});

test("probability cells show percentages and the exact fraction in the tooltip", () => {
  const withP = deductionData({
    ...d, posterior: [[0, 0.5, 0.25, 0.25, 0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0]],
    fractions: [["0", "1/2", "1/4", "1/4", "0", "0", "0", "0", "0", "0", "0", "0"], ["0", "0", "0", "0", "0", "0", "1", "0", "0", "0", "0", "0"]],
  });
  /** @type {Translate} */
  const t = (id, f) => (id === "algo.ui.percent_sign" ? "%" : f && "frac" in f ? `${f.n}: ${f.frac} (${f.p})` : id);
  const table = buildGrid({ d: withP, pos: withP.steps.length, prob: true, slotName: () => "s", ownerName: () => "ann", t });
  const c = query(table, '[data-testid="gw-cell-0-1"]');
  assert.equal(c.textContent, "50%");
  assert.ok(c.classList.contains("gw-heat-3"));
  assert.equal(c.getAttribute("title"), "1: 1/2 (50%)");
  // the one number left is starred, as without probabilities; its name still says 100%
  const sure = query(table, '[data-testid="gw-cell-1-6"]');
  assert.equal(sure.textContent, "★6");
  assert.equal(sure.getAttribute("title"), "6: 1 (100%)");
  // 4 and 5, left by the deduction's rules, are used by no deal: Python moves them out
  // as counting rules them out, with their sentence; the grid crosses them at the end
  const [first, second] = withP.slots;
  const counted = deductionData({
    ...withP, slots: [{ ...first, candidates: [1, 2, 3], eliminated: { ...first.eliminated, 4: "counting", 5: "counting" },
      why: { 4: "no deal puts 4 here.", 5: "no deal puts 5 here." } }, second],
  });
  const crossed = buildGrid({ d: counted, pos: counted.steps.length, prob: true, slotName: () => "s", ownerName: () => "ann", t });
  for (const n of [4, 5]) {
    const none = query(crossed, `[data-testid="gw-cell-0-${n}"]`);
    assert.equal(none.getAttribute("data-reason"), "counting");
    assert.equal(none.getAttribute("title"), `no deal puts ${n} here.`);
  }
  assert.ok(![...crossed.querySelectorAll(".gw-cell")].some((c) => c.textContent === "0%"));
  // Japanese writes the full-width sign, in the cell as in its name
  /** @type {Translate} */
  const ja = (id, f) => (id === "algo.ui.percent_sign" ? "％" : t(id, f));
  const jaTable = buildGrid({ d: withP, pos: withP.steps.length, prob: true, slotName: () => "s", ownerName: () => "ann", t: ja });
  const jaCell = query(jaTable, '[data-testid="gw-cell-0-1"]');
  assert.equal(jaCell.textContent, "50％");
  assert.equal(query(jaCell, ".gw-pct").textContent, "％");
  assert.equal(jaCell.getAttribute("title"), "1: 1/2 (50％)");
});

test("clampCell keeps the Tab stop inside the grid", () => {
  assert.deepEqual(clampCell({ row: 5, col: 14 }, 3, 12), { row: 2, col: 11 });
  assert.deepEqual(clampCell({ row: -1, col: 3 }, 3, 12), { row: 0, col: 3 });
  assert.deepEqual(clampCell(null, 3, 12), { row: 0, col: 0 });
  assert.deepEqual(clampCell({ row: 2, col: 2 }, 0, 12), { row: 0, col: 2 });
});

test("cellText names the card, the number and why it is ruled out or still possible", () => {
  /** @type {Translate} */
  const t = (id, f) => `${id}${f ? JSON.stringify(f) : ""}`;
  const out = cellText({ out: true, reason: "failed_guess", text: "not 9.", lit: false },
    { n: 9, name: "Bot 1, card 4", certain: false, p: null, frac: null, t });
  assert.equal(out.tip, "not 9.");
  assert.equal(out.label, 'algo.ui.cell_name{"card":"Bot 1, card 4","state":"algo.ui.cell_out_why{\\"n\\":9,'
    + '\\"reason\\":\\"algo.ui.reason.failed_guess\\",\\"why\\":\\"not 9.\\"}"}');
  const bare = cellText({ out: true, reason: "counting", text: null, lit: false },
    { n: 2, name: "c", certain: false, p: null, frac: null, t });
  assert.equal(bare.tip, 'algo.ui.cell_out{"n":2,"reason":"algo.ui.reason.counting"}');
  /** @type {Record<string, string>} */
  const en = { "algo.ui.cell_name": "{card}: {state}", "algo.ui.cell_open": "{n} is still possible",
    "algo.ui.cell_certain": "{n}: certain", "algo.ui.cell_prob": "{n}: probability {p} ({frac})",
    "algo.ui.percent_sign": "%" };
  /** @type {Translate} */
  const te = (id, f = {}) => (en[id] ?? id).replace(/\{(\w+)\}/g, (/** @type {string} */ _, /** @type {string} */ k) => String(f[k]));
  /** @param {{certain: boolean, p: number|null, frac?: string}} o the card's state */
  const open = (o) => cellText({ out: false, reason: null, text: null, lit: false }, { n: 3, name: "ann, card 1", frac: null, ...o, t: te });
  assert.equal(open({ certain: false, p: null }).label, "ann, card 1: 3 is still possible");
  assert.equal(open({ certain: true, p: null }).label, "ann, card 1: 3: certain");
  assert.equal(open({ certain: false, p: 0.25, frac: "1/4" }).label, "ann, card 1: 3: probability 25% (1/4)");
});

test("a grid showing some slots keeps their indices; the keys move over the rows shown", () => {
  const three = deductionData({ ...d, slots: [...d.slots, { ...d.slots[0], row: "bob", player: 2, index: 3 }] });
  const o = { d: three, pos: three.steps.length, prob: false, slotName: (/** @type {number} */ k) => `slot ${k}`,
    ownerName: (/** @type {number} */ k) => (k < 2 ? "ann" : "bob"), t: (/** @type {string} */ id) => id };
  // only bob's card: its row is slot 2, the Tab stop moves onto it, no owner heading
  const bob = buildGrid({ ...o, show: [2], owners: false, active: { row: 0, col: 4 } });
  assert.deepEqual([...bob.querySelectorAll("tr[data-slot]")].map((r) => r.getAttribute("data-slot")), ["2"]);
  assert.equal(bob.querySelectorAll(".gw-owner").length, 0);
  assert.equal(query(bob, '[tabindex="0"]').getAttribute("data-testid"), "gw-cell-2-4");
  assert.deepEqual(clampShown({ row: 0, col: 14 }, [2], 12), { row: 2, col: 11 });
  assert.deepEqual(clampShown({ row: 1, col: 3 }, [0, 1], 12), { row: 1, col: 3 });
  // ann's two cards: Down from slot 0 goes to slot 1, and stops there
  const ann = buildGrid({ ...o, show: [0, 1], owners: false, active: { row: 0, col: 0 } });
  document.body.append(ann);
  /** @type {{row: number, col: number}[]} */
  const moves = [];
  rovingGrid(ann, (at) => moves.push(at));
  const key = (/** @type {string} */ k) => focused().dispatchEvent(new window.KeyboardEvent("keydown", { key: k, bubbles: true, cancelable: true }));
  query(ann, '[data-testid="gw-cell-0-0"]').focus();
  key("ArrowDown");
  key("ArrowDown");
  assert.deepEqual(moves, [{ row: 1, col: 0 }, { row: 1, col: 0 }]);
  assert.equal(focused().getAttribute("data-testid"), "gw-cell-1-0");
  ann.remove();
});
