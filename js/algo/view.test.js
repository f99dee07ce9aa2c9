// DOM tests of the algo view with happy-dom and a fake anywidget model.
import { test } from "node:test";
import assert from "node:assert/strict";
import { focused, mountPoint, query, window } from "../test-support/dom.js";
import { fakeModel as modelOf } from "../test-support/fake-model.js";
import { assertCleansUp } from "../test-support/asserts.js";
/** the shared labels every widget gets (core.ui.*) that these tests read */
const CORE = { "core.ui.labelled": "{label}: {text}", "core.ui.label_colon": "{label}: " };

const { render, AUTO_MS } = await import("./view.js");

/** @typedef {import("./rows.js").CardData} CardData */

/**
 * A card the student does not see: its colour, and the numbers failed attacks ruled out.
 *
 * @param {string} color @param {number[]} [failed] @returns {CardData}
 */
const hidden = (color, failed = []) => ({ color, number: null, face_up: false, failed });
/**
 * A card whose number the student sees.
 *
 * @param {string} color @param {number} number @param {boolean} [face_up] @returns {CardData}
 */
const known = (color, number, face_up = false) => ({ color, number, face_up, failed: [] });
const XSS = '<img src="x" onerror="globalThis.pwned=1">';
/** The page's globals, with what the markup above would set if it ran. */
const page = /** @type {typeof globalThis & {pwned?: number}} */ (globalThis);

/**
 * The student's turn in a 2-player game, as AlgoWidget sends it.
 *
 * @param {Partial<import("./traits.js").AlgoTraits>} [overrides] traits to change
 */
function gameState(overrides = {}) {
  return {
    lang: "en", mode: "game", me: 0, current: 0, phase: "attack", pile: 15, hints: "candidates",
    labels: { ...CORE, "algo.ui.attack": "Attack", "algo.ui.attack_again": "Attack again", "algo.ui.stay": "Stay",
      "algo.ui.percent_sign": "%" },
    players: [
      { name: "You", bot: null, chips: null, wins: 0, out: false, current: true, first: true,
        row: [known("black", 0), known("white", 4, true), known("black", 6), known("white", 9)] },
      { name: `Bot ${XSS}`, bot: "probabilistic", chips: null, wins: 1, out: false, current: false, first: false,
        row: [hidden("black"), hidden("white", [5]), known("black", 7, true), { ...hidden("white", [8, 10]), place: "4th" }] },
    ],
    drawn: { color: "white", number: 5 },
    turn: { attack: true, stay: false, advance: false, next_round: false, new_game: true, again: false, round: 1,
      targets: [[1, 0], [1, 1], [1, 3]], own: [], positions: [], position_for: null },
    history: [{ round: 1, attacker: 1, target: 0, index: 0, number: 3, hit: false, card: null, text: `Bot attacked: miss ${XSS}` }],
    result: null, error: null, status: "Your turn.", view_text: "",
    deduction_data: {
      slots: [
        { row: "Bot", player: 1, index: 0, color: "black", candidates: [1, 2, 3, 4, 5], eliminated: { 0: "seen", 6: "seen", 7: "order" }, certain: null },
        { row: "Bot", player: 1, index: 1, color: "white", candidates: [6], eliminated: { 5: "failed_guess", 4: "seen", 9: "seen" }, certain: 6 },
        { row: "Bot", player: 1, index: 3, color: "white", candidates: [8, 10, 11], eliminated: { 9: "seen" }, certain: null },
      ],
      steps: [
        { row: "Bot", index: 0, eliminated: [0, 6], reason: "seen", text: "Bot's 1st card: B0 and B6 are seen." },
        { row: "Bot", index: 1, eliminated: [5], reason: "failed_guess", text: "Bot's 2nd card is not 5." },
        { row: "Bot", index: 0, eliminated: [7, 8, 9, 10, 11], reason: "order", text: "Bot's 1st card is left of B7." },
      ],
      posterior: null, fractions: null, worlds: null,
    },
    ...overrides,
  };
}

/** @param {Partial<import("./traits.js").AlgoTraits>} [overrides] traits to change */
function fakeModel(overrides = {}) {
  const state = gameState(overrides);
  return modelOf(state);
}

const { el, $, $$ } = mountPoint();

// the steps of an attack as the catalogue words them (gamewidgets/algo/messages/widgets.toml)
const STEP_LABELS = {
  "algo.ui.step_first": "{i}. {text}", "algo.ui.step_then": "{i}. {text}", "algo.ui.step_last": "{i}. {text}", "algo.ui.step.own": "Click one of your own face-down cards: it is your attack card.",
  "algo.ui.step.target": "Click a face-down card of an opponent.", "algo.ui.step.number": "Choose a number.",
  "algo.ui.step.attack": "Press Attack.", "algo.ui.own_chosen": "Attack card: your {place} card from the left.",
  "algo.ui.target": "Target: {name}, {place} card from the left.",
  "algo.ui.target_number": "Target: {name}, {place} card from the left, number {number}.",
};

test("rows: own numbers shown, the bot's hidden cards show only their colour", () => {
  render({ model: fakeModel(), el });
  const rows = $$(".gw-player-row");
  assert.deepEqual(rows.map((r) => r.getAttribute("data-player")), ["0", "1"]);
  assert.equal($('[data-testid="gw-card-0-2"] .gw-acard-num').textContent, "6");
  assert.ok($('[data-testid="gw-card-0-2"] .gw-acard-num').classList.contains("gw-num-6"), "6 underlined");
  const h0 = $('[data-testid="gw-card-1-0"]');
  assert.equal(query(h0, ".gw-acard-num").textContent, "?");
  assert.ok(h0.classList.contains("gw-acard--black") && h0.classList.contains("gw-acard--hidden"));
  assert.equal(h0.getAttribute("aria-label"), "algo.ui.pick_target");
  assert.equal(h0.getAttribute("title"), "algo.ui.card_label");
  assert.equal($$('[data-testid="gw-card-1-1"] .gw-acard-failed').length, 0, "certain (=6): the struck 5 says nothing more");
  // several on one line, not one line each over the "?"
  assert.equal($('[data-testid="gw-card-1-3"] .gw-acard-failed').textContent, "8,10");
  assert.equal($('[data-testid="gw-card-1-2"] .gw-acard-num').textContent, "7");
  assert.equal($('[data-testid="gw-card-1-2"]').tagName, "DIV", "face-up cards are not targets");
  assert.equal($('[data-testid="gw-card-1-1"] .gw-acard-certain').textContent, "=6", "certain card marked");
  assert.equal($('[data-testid="gw-drawn"] .gw-acard-num').textContent, "5");
  assert.equal($('[data-testid="gw-status"]').getAttribute("aria-live"), null, "shown, not a second live region");
  assert.equal($('[data-testid="gw-status"]').getAttribute("role"), null);
  assert.equal($$("[aria-live], [role=status]").length, 1, "one live region");
});

test("click a target card, then a number, then Attack sends the engine's attack action", () => {
  const model = fakeModel();
  model.state.labels = { ...model.state.labels, ...STEP_LABELS, "algo.ui.target": "Target: {name}, {place} card.",
    "algo.ui.target_number": "Target: {name}, {place} card, number {number}." };
  render({ model, el });
  const attack = () => $('[data-testid="gw-attack"]', window.HTMLButtonElement);
  const said = () => $('[data-testid="gw-pick"]').textContent;
  assert.equal(attack().disabled, true);
  assert.equal(said(), "1. Click a face-down card of an opponent.");
  $('[data-testid="gw-card-1-3"]').click();
  assert.equal($('[data-testid="gw-card-1-3"]').getAttribute("aria-pressed"), "true");
  assert.equal(attack().disabled, true, "no number yet");
  assert.match(said(), /4th card\. 2\. Choose a number\.$/, "the place worded as the grid and status line word it");
  $('.gw-num[data-n="10"]').click();
  assert.equal($('.gw-num[data-n="10"]').getAttribute("aria-pressed"), "true");
  assert.match(said(), /4th card, number 10\. 3\. Press Attack\.$/, "the line follows the number picked");
  attack().click();
  assert.deepEqual(model.sent, [{ type: "attack", player: 0, target: 1, index: 3, number: 10 }]);
  model.set("history", [...model.state.history, { round: 1, attacker: 0, target: 1, index: 3, number: 10, hit: false, text: "miss" }]);
  assert.equal($('[data-testid="gw-attack"]', window.HTMLButtonElement).disabled, true, "selection resets after the attack");
});

test("with hints on, impossible numbers are greyed with the reason as tooltip", () => {
  const model = fakeModel();
  render({ model, el });
  $('[data-testid="gw-card-1-1"]').click();
  const five = $('.gw-num[data-n="5"]');
  assert.equal(five.getAttribute("data-impossible"), "true");
  assert.equal(five.getAttribute("title"), "Bot's 2nd card is not 5.");
  assert.equal($('.gw-num[data-n="4"]').getAttribute("data-impossible"), "true");
  assert.equal($('.gw-num[data-n="6"]').getAttribute("data-impossible"), null);
  // picked anyway: the line under the rows says it is ruled out, and why, before the attack
  model.set("labels", { ...model.state.labels, "algo.ui.reason.failed_guess": "failed attack",
    "algo.ui.target_number": "{place}, number {number}.", "algo.ui.step_last": "[{i}]",
    "algo.ui.target_ruled_out": "{place}, number {number}: ruled out ({reason})." });
  five.click();
  const pick = () => $('[data-testid="gw-pick"]');
  assert.equal(pick().textContent, "2, number 5: ruled out (failed attack). [3]");
  assert.ok(pick().classList.contains("gw-pick-warn"));
  $('.gw-num[data-n="6"]').click();
  assert.equal(pick().textContent, "2, number 6. [3]");
  assert.ok(!pick().classList.contains("gw-pick-warn"));
  assert.equal($('[data-testid="gw-attack"]', window.HTMLButtonElement).disabled, false, "a ruled-out number stays allowed");
  model.set("hints", "off");
  $('[data-testid="gw-card-1-1"]').click();
  $('.gw-num[data-n="5"]').click();
  assert.equal($$('.gw-num[data-impossible]').length, 0);
  assert.equal(pick().textContent, "2, number 5. [3]", "no hints: the line keeps the grid's secret");
  assert.match($('[data-testid="gw-panel"]').textContent, /hints_off/);
});

test("after a hit: Attack again and Stay; own card pick with an empty pile", () => {
  const model = fakeModel({ phase: "after_hit" });
  model.state.turn = { ...model.state.turn, again: true, stay: true };
  render({ model, el });
  assert.equal($('[data-testid="gw-attack"]').textContent, "Attack again");
  $('[data-testid="gw-stay"]').click();
  assert.deepEqual(model.sent, [{ type: "stay", player: 0 }]);

  el.innerHTML = "";
  const own = fakeModel({ drawn: null, pile: 0 });
  own.state.turn = { ...own.state.turn, own: [0, 2] };
  render({ model: own, el });
  $('[data-testid="gw-card-1-0"]').click();
  $('.gw-num[data-n="2"]').click();
  assert.equal($('[data-testid="gw-attack"]', window.HTMLButtonElement).disabled, true, "own attack card still missing");
  $('[data-testid="gw-card-0-2"]').click();
  $('[data-testid="gw-attack"]').click();
  assert.deepEqual(own.sent, [{ type: "attack", player: 0, target: 1, index: 0, number: 2, own_index: 2 }]);

  // after a hit the turn's attack card is fixed: every further attack names it
  el.innerHTML = "";
  const again = fakeModel({ drawn: null, pile: 0, phase: "after_hit" });
  again.state.turn = { ...again.state.turn, again: true, stay: true, own: [], own_index: 1 };
  render({ model: again, el });
  assert.equal($('[data-testid="gw-card-0-1"]').tagName, "DIV", "no own card to pick");
  $('[data-testid="gw-card-1-0"]').click();
  $('.gw-num[data-n="3"]').click();
  $('[data-testid="gw-attack"]').click();
  assert.deepEqual(again.sent, [{ type: "attack", player: 0, target: 1, index: 0, number: 3, own_index: 1 }]);
});

test("pair play: the steps under the rows start with the own attack card, in the status line's order", () => {
  // the status line says what the turn is about (Python); the line under the rows says the
  // steps, one at a time, numbered in one order whatever is clicked first
  const players = gameState().players.map((p) => ({ ...p }));
  players[0].row = players[0].row.map((c) => ({ ...c, place: undefined }));
  const model = fakeModel({ drawn: null, pile: 0, players });
  model.state.labels = { ...model.state.labels, ...STEP_LABELS };
  model.state.turn = { ...model.state.turn, own: [0, 2] };
  render({ model, el });
  const said = () => $('[data-testid="gw-pick"]').textContent;
  assert.equal(said(), "1. Click one of your own face-down cards: it is your attack card.");
  // a target clicked first: the own card is still the step to do
  $('[data-testid="gw-card-1-3"]').click();
  assert.equal(said(), "Target: Bot <img src=\"x\" onerror=\"globalThis.pwned=1\">, 4th card from the left. "
    + "1. Click one of your own face-down cards: it is your attack card.");
  $('[data-testid="gw-card-0-2"]').click();
  assert.match(said(), /^Attack card: your 3 card from the left\. Target: .*4th card from the left\. 3\. Choose a number\.$/);
  $('.gw-num[data-n="8"]').click();
  assert.match(said(), /number 8\. 4\. Press Attack\.$/);
  assert.equal($('[data-testid="gw-attack"]', window.HTMLButtonElement).disabled, false);
});

test("pair play: the partner's and the opponents' rows say so on the screen", () => {
  const model = fakeModel();
  model.state.labels = { ...model.state.labels, "algo.ui.team.partner": "partner", "algo.ui.team.opponent": "opponent",
    "algo.ui.team_row": "{name}, your {team}" };
  const names = ["You", "Bot 1", "Bot 2", "Bot 3"];
  model.state.players = names.map((name, i) => ({
    ...model.state.players[i ? 1 : 0], name, team: [null, "opponent", "partner", "opponent"][i] }));
  render({ model, el });
  assert.equal($('[data-testid="gw-team-2"]').textContent, "partner");
  assert.deepEqual([1, 3].map((p) => $(`[data-testid="gw-team-${p}"]`).textContent), ["opponent", "opponent"]);
  assert.equal($$('[data-testid="gw-team-0"]').length, 0, "the student's own row has no team pill");
  assert.equal($('.gw-player-row[data-player="2"]').getAttribute("aria-label"), "Bot 2, your partner");
  assert.ok($('[data-testid="gw-team-2"]').classList.contains("gw-pill-partner"));
});

test("place / stay positions are gaps in the own row", () => {
  const model = fakeModel({ phase: "place" });
  model.state.turn = { ...model.state.turn, attack: false, positions: [0, 1, 2, 3, 4], position_for: "place" };
  render({ model, el });
  assert.equal($$(".gw-gap").length, 5);
  $('.gw-gap[data-position="2"]').click();
  assert.deepEqual(model.sent, [{ type: "place", player: 0, position: 2 }]);
});

test("bot turn: Next sends advance; auto-play sends it by itself", async () => {
  const model = fakeModel({ current: 1, drawn: { color: "black", number: null } });
  model.state.turn = { ...model.state.turn, attack: false, advance: true, targets: [] };
  render({ model, el });
  assert.equal($('[data-testid="gw-drawn"] .gw-acard-num').textContent, "?");
  assert.equal($$(".gw-numpad").length, 0);
  $('[data-testid="gw-advance"]').click();
  assert.deepEqual(model.sent, [{ type: "advance" }]);
  $('[data-testid="gw-auto"]').click();
  assert.equal($('[data-testid="gw-auto"]').getAttribute("aria-pressed"), "true");
  await new Promise((r) => setTimeout(r, AUTO_MS + 150));
  assert.deepEqual(model.sent, [{ type: "advance" }, { type: "advance" }]);
  $('[data-testid="gw-auto"]').click();
  assert.equal($('[data-testid="gw-auto"]').getAttribute("aria-pressed"), "false");
});

test("deduction step-through is local: buttons and arrow keys light the step's cells", () => {
  const model = fakeModel();
  render({ model, el });
  const lit = () => $$('[data-lit="true"]').map((c) => c.getAttribute("data-testid"));
  assert.equal($('[data-testid="gw-step-no"]').textContent, "core.ui.step.step_no");
  assert.deepEqual(lit(), [], "at rest the grid shows the result without lit cells");
  assert.equal($('[data-testid="gw-step-text"]').textContent, "algo.ui.step_rest");
  assert.equal($('[data-testid="gw-cell-0-9"]').getAttribute("data-reason"), "order");
  $('[data-cmd="back"]').click();
  assert.deepEqual(lit(), ["gw-cell-1-5"]);
  $('[data-cmd="step"]').click();
  assert.deepEqual(lit(), ["gw-cell-0-7", "gw-cell-0-8", "gw-cell-0-9", "gw-cell-0-10", "gw-cell-0-11"]);
  $('[data-cmd="first"]').click();
  assert.deepEqual(lit(), []);
  assert.equal($$(".gw-cell-out").length, 0);
  const panel = $('[data-testid="gw-panel"]');
  panel.dispatchEvent(new window.KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
  assert.deepEqual(lit(), ["gw-cell-0-0", "gw-cell-0-6"]);
  panel.dispatchEvent(new window.KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
  assert.deepEqual(lit(), ["gw-cell-1-5"]);
  assert.equal($('[data-testid="gw-step-text"]').textContent, "Bot's 2nd card is not 5.");
  $('[data-cmd="back"]').click();
  assert.deepEqual(lit(), ["gw-cell-0-0", "gw-cell-0-6"]);
  panel.dispatchEvent(new window.KeyboardEvent("keydown", { key: "End", bubbles: true }));
  assert.equal($('[data-testid="gw-cell-1-9"]').getAttribute("data-reason"), "seen");
  assert.ok($('tr[data-slot="1"]').classList.contains("gw-row-certain"));
  assert.deepEqual(model.sent, [], "no kernel round trip");
});

test("choosing a target marks its grid row; the grid groups rows by player", () => {
  const model = fakeModel();
  render({ model, el });
  assert.equal($$(".gw-row-target").length, 0);
  $('[data-testid="gw-card-1-3"]').click();
  assert.equal($(".gw-row-target").getAttribute("data-slot"), "2");
  assert.equal($$(".gw-owner").length, 1);
  assert.match($(".gw-owner").textContent, /^Bot /);
  assert.equal($('tr[data-slot="0"] th .gw-sr-only').textContent, "algo.ui.slot (algo.ui.color.black)");
});

test("the grid is one Tab stop: arrows move the focused cell, Home/End, not the step", () => {
  const model = fakeModel();
  render({ model, el });
  const stops = () => $$('[role="gridcell"][tabindex="0"]').map((c) => c.getAttribute("data-testid"));
  assert.deepEqual(stops(), ["gw-cell-0-0"]);
  assert.equal($$('[role="gridcell"][tabindex="-1"]').length, 35);
  /** @param {string} k @param {KeyboardEventInit} [extra] */
  const key = (k, extra = {}) => focused().dispatchEvent(
    new window.KeyboardEvent("keydown", { key: k, bubbles: true, cancelable: true, ...extra }));
  $('[data-testid="gw-cell-0-0"]').focus();
  const info = $('[data-testid="gw-cell-info"]');
  assert.equal(info.hidden, false, "the focused cell's text is shown");
  key("ArrowRight");
  key("ArrowDown");
  assert.equal(focused().getAttribute("data-testid"), "gw-cell-1-1");
  assert.deepEqual(stops(), ["gw-cell-1-1"]);
  assert.equal($('[data-testid="gw-step-no"]').textContent, "core.ui.step.step_no", "no step taken");
  assert.equal($$('[data-lit="true"]').length, 0, "arrows inside the grid do not step");
  assert.equal(info.textContent, focused().getAttribute("aria-label"));
  key("End");
  assert.equal(focused().getAttribute("data-testid"), "gw-cell-1-11");
  key("End", { ctrlKey: true });
  assert.equal(focused().getAttribute("data-testid"), "gw-cell-2-11");
  key("ArrowDown");
  assert.equal(focused().getAttribute("data-testid"), "gw-cell-2-11", "no wrap at the edge");
  key("Home", { ctrlKey: true });
  assert.equal(focused().getAttribute("data-testid"), "gw-cell-0-0");
  for (const mod of [{ ctrlKey: true }, { metaKey: true }]) {
    const ev = new window.KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true, cancelable: true, ...mod });
    focused().dispatchEvent(ev);
    assert.equal(ev.defaultPrevented, false, "Ctrl/Cmd+Arrow is the browser's");
    assert.equal(focused().getAttribute("data-testid"), "gw-cell-0-0");
  }
  key("ArrowRight", { shiftKey: true });
  assert.equal($$('[data-lit="true"]').length, 0, "not even with Shift");
  key("ArrowDown");
  // stepping rebuilds the grid: the same cell keeps the focus and stays the Tab stop
  $('[data-cmd="back"]').click();
  assert.deepEqual(stops(), ["gw-cell-1-0"]);
  $('[data-testid="gw-cell-1-0"]').focus();
  model.set("deduction_data", { ...model.state.deduction_data });
  assert.equal(focused().getAttribute("data-testid"), "gw-cell-1-0", "focus kept across a rebuild");
  $('[data-testid="gw-cell-2-8"]').click();
  assert.deepEqual(stops(), ["gw-cell-2-8"], "a click moves the Tab stop too");
  assert.deepEqual(model.sent, []);
});

test("a step button disabled under the focus hands the focus to the nearest enabled one", () => {
  render({ model: fakeModel(), el });
  $('[data-cmd="first"]').focus();
  $('[data-cmd="first"]').click();
  assert.equal($('[data-cmd="first"]', window.HTMLButtonElement).disabled, true);
  assert.equal(focused().getAttribute("data-cmd"), "step");
  $('[data-cmd="last"]').focus();
  $('[data-cmd="last"]').click();
  assert.equal(focused().getAttribute("data-cmd"), "back");
});

test("the live region announces each step and each new attack, not the first render", () => {
  const model = fakeModel();
  render({ model, el });
  const live = $('[data-testid="gw-live"]');
  assert.equal(live.getAttribute("aria-live"), "polite");
  assert.equal(live.textContent, "");
  $('[data-cmd="back"]').click();
  assert.equal(live.textContent, "core.ui.step.step_no: Bot's 2nd card is not 5.");
  $('[data-cmd="step"]').focus();
  focused().dispatchEvent(new window.KeyboardEvent("keydown", { key: "Home", bubbles: true }));
  // before the first step: "Before the deduction (n steps)", not "step 0 / n"
  assert.equal(live.textContent, "algo.ui.step_before: algo.ui.step_start");
  assert.equal($('[data-testid="gw-step-no"]').textContent, "algo.ui.step_before");
  model.set("history", [...model.state.history,
    { round: 1, attacker: 0, target: 1, index: 3, number: 10, hit: false, text: "You attacked: miss." },
    { round: 1, attacker: 1, target: 0, index: 0, number: 2, hit: true, text: "Bot attacked: hit!" }]);
  assert.equal(live.textContent, "You attacked: miss. Bot attacked: hit!");
  model.state.lang = "ja";
  model.set("history", [...model.state.history,
    { round: 1, attacker: 0, target: 1, index: 2, number: 4, hit: false, text: "はずれ。" },
    { round: 1, attacker: 1, target: 0, index: 1, number: 3, hit: true, text: "当たり！" }]);
  assert.equal(live.textContent, "はずれ。当たり！", "Japanese sentences take no space");
  // a record said with the status is said in its voice (です・ます), not the list's plain past
  model.set("history", [...model.state.history,
    { round: 1, attacker: 1, target: 0, index: 1, number: 10, hit: true, text: "黒10だった。", said: "黒10でした。" }]);
  assert.equal(live.textContent, "黒10でした。");
  assert.equal($('[data-testid="gw-keys"]').textContent, "algo.ui.keys");
});

test("the hint selector alone sets the hints, probabilities included; the heat map shows percentages", () => {
  const model = fakeModel();
  render({ model, el });
  const select = $('[data-testid="gw-hints"]', window.HTMLSelectElement);
  assert.deepEqual([...select.options].map((o) => o.value), ["off", "candidates", "probabilities"]);
  for (const level of ["off", "probabilities"]) {
    select.value = level;
    select.dispatchEvent(new window.Event("change"));
  }
  assert.deepEqual(model.sent, [{ type: "set_hints", level: "off" }, { type: "set_hints", level: "probabilities" }]);
  // one control for one setting: no second box that sets the probabilities too
  assert.equal($$('input[type="checkbox"]').length, 0);
  const post = [[0, 0.2, 0.2, 0.2, 0.2, 0.2, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0, 0.5, 0, 0.25, 0.25]];
  model.set("hints", "probabilities");
  model.set("deduction_data", { ...model.state.deduction_data, posterior: post, fractions: post.map((r) => r.map(String)), worlds: 40 });
  assert.equal($('[data-testid="gw-cell-2-8"]').textContent, "50%");
  assert.equal($('[data-testid="gw-worlds"]').textContent, "algo.ui.worlds");
});

test("Python text is set as text, never parsed as HTML", () => {
  page.pwned = 0;
  const model = fakeModel({ error: { message: XSS }, status: XSS });
  render({ model, el });
  assert.equal($$("img").length, 0);
  assert.match($('[data-testid="gw-history"]').textContent, /<img src="x"/);
  assert.equal($('[data-testid="gw-error"]').textContent, XSS);
  assert.equal($('[data-testid="gw-status"]').textContent, XSS);
  assert.match($('.gw-player-row[data-player="1"] .gw-row-name').textContent, /<img/);
  assert.equal(page.pwned, 0);
});

test("round over shows standings with Next round; game over with New game", () => {
  const model = fakeModel({ phase: "round_over", result: { round: 1, rounds: 2, game_over: false, winners: [0], text: "You win round 1 of 2." } });
  model.state.turn = { ...model.state.turn, attack: false, next_round: true, targets: [] };
  // the line of round wins is worded by the catalogue, the way each language writes it
  model.state.labels = { ...model.state.labels, "algo.ui.round_wins_line": "勝ったラウンド：{standings}",
    "algo.ui.standing": "{name}（{wins}勝）", "algo.ui.standing_won": "★{name}（{wins}勝）", "algo.ui.standing_sep": "・" };
  render({ model, el });
  assert.equal($('[data-testid="gw-result"]').hidden, false);
  assert.match($('[data-testid="gw-result"]').textContent, /You win round 1 of 2/);
  // compact: the round wins on one line; the sentence and the table behind it, closed
  const details = $('[data-testid="gw-result-details"]', window.HTMLDetailsElement);
  assert.equal(details.open, false);
  assert.equal(query(details, "summary").textContent, `勝ったラウンド：★You（0勝）・Bot ${XSS}（1勝）`);
  // each name with its count is one unit a line never cuts (「ボット1｜（0勝）」)
  assert.deepEqual([...details.querySelectorAll("summary .gw-standing")].map((s) => s.textContent),
    ["★You（0勝）", `Bot ${XSS}（1勝）`]);
  // English: each count after its name and a colon, "Bot 1: 0", never "Bot 1 0"
  model.state.labels = { ...model.state.labels, "algo.ui.round_wins_line": "Round wins: {standings}",
    "algo.ui.standing": "{name}: {wins}", "algo.ui.standing_won": "★ {name}: {wins}", "algo.ui.standing_sep": " · " };
  model.set("players", model.state.players.map((/** @type {import("./rows.js").PlayerData} */ p, /** @type {number} */ i) => ({ ...p, name: ["You", "Bot 1"][i], wins: 1 - i })));
  assert.equal($('[data-testid="gw-result-details"] summary').textContent, "Round wins: ★ You: 1 · Bot 1: 0");
  assert.ok($(".gw-side > [data-testid='gw-result']"), "on top of the side column, the rows keep their place");
  $('[data-testid="gw-next-round"]').click();
  $('[data-testid="gw-new-game"]').click();
  assert.deepEqual(model.sent, [{ type: "next_round", player: -1 }, { type: "new_game" }]);
  model.set("result", null);
  assert.equal($('[data-testid="gw-result"]').hidden, true);
});

test("puzzle mode: the deduction hidden until asked; a card and a number are sent as an answer", () => {
  const full = gameState().deduction_data;
  const empty = { slots: [], steps: [], posterior: null, fractions: null, worlds: null };
  const model = fakeModel({
    mode: "puzzle", history: [], current: null, drawn: null, pile: null, hints: "off", deduction_data: empty,
    turn: { attack: true, answer: true, targets: [[1, 0], [1, 3]], own: [], positions: [] },
    labels: { ...CORE, "algo.ui.puzzle_option": "{title} {stars}", "algo.ui.puzzle_title": "第{n}問：{title}" },
    puzzle: { index: 0, count: 4, id: "squeeze", title: "Squeezed", panel: false, opened: 0, solved: false,
      course: [{ id: "squeeze", title: "Squeezed", stars: 0 }, { id: "n", title: "N", stars: 2 }], stars_total: 2, stars_max: 12 },
  });
  const cleanup = render({ model, el });
  assert.ok($('[data-testid="gw-panel-hidden"]'), "the reasoning is hidden");
  assert.equal($$('[data-testid="gw-grid"]').length, 0);
  const editor = $('[data-testid="gw-view-text"]').closest(".gw-editor");
  assert.ok(editor instanceof window.HTMLElement, "the view editor is drawn");
  assert.equal(editor.hidden, true, "no view editor");
  assert.deepEqual($$('[data-testid="gw-puzzle-pick"] option').map((o) => o.textContent),
    ["第1問：Squeezed ☆☆☆", "第2問：N ★★☆"], "each puzzle as the catalogue numbers it");
  assert.equal($('[data-testid="gw-attack"] .gw-btn-text').textContent, "algo.ui.answer");
  $('[data-testid="gw-card-1-3"]').click();
  $('.gw-num[data-n="8"]').click();
  $('[data-testid="gw-attack"]').click();
  assert.deepEqual(model.sent.at(-1), { type: "answer", player: 1, index: 3, number: 8 });
  $('[data-testid="gw-puzzle-hint"]').click();
  assert.deepEqual(model.sent.at(-1), { type: "puzzle_hint" });
  // Python opens it: the deduction, at its first step
  model.setMany({ deduction_data: full, puzzle: { ...model.get("puzzle"), panel: true, opened: 1 } });
  assert.ok($('[data-testid="gw-grid"]'));
  assert.equal($('[data-testid="gw-step-text"]').textContent, "algo.ui.step_before: algo.ui.step_start");
  assert.equal($('[data-testid="gw-step-text"] [data-testid="gw-step-no"]').textContent, "algo.ui.step_before");
  // the hidden cards follow the step shown: before any inference no number is certain,
  // at the last step the one the deduction proves shows as "=6"
  assert.equal($('[data-testid="gw-card-1-1"] .gw-acard-num').textContent, "?");
  $('button[data-cmd="last"]').click();
  assert.equal($('[data-testid="gw-card-1-1"] .gw-acard-num').textContent, "=6");
  $('button[data-cmd="first"]').click();
  assert.equal($('[data-testid="gw-card-1-1"] .gw-acard-num').textContent, "?");
  assert.equal($$('[data-testid="gw-puzzle-hint"]').length, 0);
  model.set("puzzle", { ...model.get("puzzle"), solved: true });
  $('[data-testid="gw-puzzle-next"]').click();
  assert.deepEqual(model.sent.at(-1), { type: "select_puzzle", index: 1 });
  cleanup();
});

test("view mode: editor sends set_view on Enter and Apply, no turn controls", () => {
  const model = fakeModel({ mode: "view", turn: {}, history: [], current: null, drawn: null, pile: 12, view_text: "me: B0; ann: b?" });
  render({ model, el });
  const box = $('[data-testid="gw-view-text"]', window.HTMLTextAreaElement);
  assert.equal(box.value, "me: B0; ann: b?");
  box.value = "me: B0; ann: w?";
  // the Enter that confirms a kana-kanji conversion does not send
  box.dispatchEvent(new window.KeyboardEvent("keydown", { key: "Enter", bubbles: true, isComposing: true }));
  box.dispatchEvent(new window.KeyboardEvent("keydown", { key: "Enter", bubbles: true, keyCode: 229 }));
  assert.deepEqual(model.sent, []);
  box.dispatchEvent(new window.KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
  $('[data-testid="gw-apply-view"]').click();
  assert.deepEqual(model.sent, [{ type: "set_view", text: "me: B0; ann: w?" }, { type: "set_view", text: "me: B0; ann: w?" }]);
  assert.equal($$(".gw-numpad").length, 0);
  assert.ok($(".gw-history-box").hidden);
  assert.ok($('[data-testid="gw-grid"]'));
  assert.equal($$(".gw-me .gw-acard-tag").length, 0, "a typed view does not say which own cards are face up");
});

test("view mode: the box being typed in stays through a redraw; a new view text replaces its text", () => {
  const model = fakeModel({ mode: "view", turn: {}, history: [], current: null, drawn: null, pile: 12, view_text: "me: B0; ann: b?" });
  render({ model, el });
  const box = $('[data-testid="gw-view-text"]', window.HTMLTextAreaElement);
  box.focus();
  box.value = "me: B0; ann: w";
  model.setMany({ lang: "ja", labels: { ...model.get("labels"), "algo.ui.view_text": "見えているもの" } });
  assert.equal($('[data-testid="gw-view-text"]'), box);
  assert.equal(box.value, "me: B0; ann: w", "what was typed stays");
  assert.equal(document.activeElement, box);
  assert.equal(box.getAttribute("aria-label"), "見えているもの");
  model.set("view_text", "me: B0; ann: w?");
  assert.equal(box.value, "me: B0; ann: w?");
});

test("labels follow lang; cleanup removes the DOM and every listener", () => {
  const model = fakeModel();
  const cleanup = render({ model, el });
  /** @type {Element|null} */
  let table = null;
  const first = () => { table = $('[data-testid="gw-rows"]').firstElementChild; };
  const second = () => assert.equal($('[data-testid="gw-rows"]').firstElementChild, table, "a language switch rebuilds once");
  model.on("change:lang", first);
  model.on("change:labels", second);
  model.setMany({ lang: "ja", labels: { "algo.ui.attack": "アタック" } });
  model.off("change:lang", first);
  model.off("change:labels", second);
  assert.ok(table);
  assert.equal($('[data-testid="gw-attack"]').textContent, "アタック");
  assert.equal($(".gw-root").getAttribute("lang"), "ja");
  assertCleansUp(model, el, cleanup);
});

test("a new status is said with the attacks just announced: the result of a round too", () => {
  const model = fakeModel();
  render({ model, el });
  const live = $('[data-testid="gw-live"]');
  model.set("turn", { ...model.state.turn, attack: false, targets: [], next_round: true });
  model.set("history", [...model.state.history,
    { round: 1, attacker: 1, target: 0, index: 0, number: 2, hit: true, text: "Bot attacked: hit!" }]);
  model.set("status", "Bot attacked: hit! Bot wins the round.");
  assert.equal(live.textContent, "Bot attacked: hit! Bot wins the round.", "said once, with the result");
  model.set("status", "Round 2: your turn.");
  assert.equal(live.textContent, "Round 2: your turn.");
});

test("status before history (the other order Python may send): the status is said, not the bare attack", () => {
  const model = fakeModel();
  model.state.labels = { ...model.state.labels, ...STEP_LABELS };
  render({ model, el });
  const live = $('[data-testid="gw-live"]');
  model.set("status", "Bot attacked: hit! Your turn.");
  model.set("history", [...model.state.history,
    { round: 1, attacker: 1, target: 0, index: 0, number: 2, hit: true, text: "Bot attacked: hit!" }]);
  // the student's attack: the first step is said with the status
  assert.equal(live.textContent, "Bot attacked: hit! Your turn. 1. Click a face-down card of an opponent.");
});

test("the first player's badge says what it means; the own row says its dashed cards are hidden from the others", () => {
  const model = fakeModel();
  render({ model, el });
  const badge = $('[data-testid="gw-first-0"]');
  assert.equal(badge.textContent, "algo.ui.first_player");
  assert.equal(badge.getAttribute("title"), "algo.ui.first_player_why");
  assert.equal($$(".gw-pill-first").length, 1);
  const note = $('[data-testid="gw-own-note"]');
  assert.equal(note.textContent, "algo.ui.own_note");
  assert.ok(note.closest('.gw-player-row[data-player="0"]'), "in the student's row only");
  // a face-down own card has no "hidden" word on it (it is hidden from the others only)
  assert.equal($$('[data-testid="gw-card-0-0"] .gw-acard-tag').length, 0);
  assert.equal($('[data-testid="gw-card-0-1"] .gw-acard-tag').textContent, "algo.ui.tag_open");
  assert.match($('[data-testid="gw-card-0-0"]').getAttribute("aria-label") ?? $('[data-testid="gw-card-0-0"]').getAttribute("title") ?? "",
    /card_label/);
});

test("the deduction and the history are two tabs beside the table; the arrow keys switch them", () => {
  const model = fakeModel();
  render({ model, el });
  const tabs = $$('[role="tab"]');
  assert.deepEqual(tabs.map((b) => b.getAttribute("data-testid")), ["gw-tab-deduction", "gw-tab-history"]);
  assert.equal($('[data-testid="gw-panel"]').hidden, false);
  assert.equal($('[data-testid="gw-history-box"]').hidden, true);
  assert.equal($('[data-testid="gw-panel"]').getAttribute("aria-labelledby"), tabs[0].id);
  tabs[1].click();
  assert.equal($('[data-testid="gw-panel"]').hidden, true);
  assert.equal($('[data-testid="gw-history-box"]').hidden, false);
  assert.equal($('[data-testid="gw-tab-history"]').getAttribute("aria-selected"), "true");
  $('[data-testid="gw-tab-history"]').dispatchEvent(new window.KeyboardEvent("keydown", { key: "ArrowLeft", bubbles: true }));
  assert.equal($('[data-testid="gw-panel"]').hidden, false);
  assert.equal(window.document.activeElement?.getAttribute("data-testid"), "gw-tab-deduction");
  model.set("mode", "view");
  assert.equal($('[data-testid="gw-tabs"]').hidden, true, "a typed view has no history");
});

test("the language switch writes lang; the view follows the labels Python sends back", () => {
  const model = fakeModel();
  render({ model, el });
  $('[data-testid="gw-lang-ja"]').click();
  assert.equal(model.get("lang"), "ja");
  assert.equal(model.saves, 1);
  model.set("labels", { ...model.get("labels") });
  assert.equal($('[data-testid="gw-lang-ja"]').getAttribute("aria-pressed"), "true");
});

test("pair play: the cover screen hides every row and lifts for the person named", () => {
  const model = fakeModel({ cover: { player: 2, name: "Cy" }, drawn: null });
  const cleanup = render({ model, el });
  assert.equal($$(".gw-player-row").length, 0, "no row under the cover");
  const button = $('[data-testid="gw-show-cards"]');
  button.click();
  assert.deepEqual(model.sent.at(-1), { type: "show_cards", player: 2 });
  model.setMany({ cover: null });
  assert.equal($$(".gw-player-row").length, 2);
  cleanup();
});

test("pair play: a toss is a click on one of the student's face-down cards; a shown card is tagged", () => {
  const model = fakeModel({
    drawn: null,
    turn: { attack: false, stay: false, advance: false, next_round: false, new_game: true, again: false,
      targets: [], own: [], positions: [], position_for: null, toss: [0, 2] },
  });
  const cleanup = render({ model, el });
  const card = $('[data-testid="gw-card-0-2"]');
  assert.equal(card.tagName, "BUTTON");
  assert.equal(card.getAttribute("aria-label"), "algo.ui.toss_card");
  card.click();
  assert.deepEqual(model.sent.at(-1), { type: "toss", player: 0, index: 2 });
  const players = model.get("players");
  players[1].row[0] = { color: "black", number: 3, face_up: false, failed: [], tossed: true };
  model.set("players", [...players]);
  assert.equal($('[data-testid="gw-card-1-0"] .gw-acard-tag').textContent, "algo.ui.tag_tossed");
  cleanup();
});

test("pair play: the attacker asks for the toss or skips it (rules 7), by its buttons", () => {
  const model = fakeModel({
    drawn: null,
    turn: { attack: false, stay: false, advance: false, next_round: false, new_game: true, again: false,
      targets: [], own: [], positions: [], position_for: null, toss: [], toss_call: true },
  });
  const cleanup = render({ model, el });
  assert.equal($('[data-testid="gw-call-toss"]').textContent, "algo.ui.call_toss");
  $('[data-testid="gw-skip-toss"]').click();
  assert.deepEqual(model.sent.at(-1), { type: "skip_toss", player: 0 });
  $('[data-testid="gw-call-toss"]').click();
  assert.deepEqual(model.sent.at(-1), { type: "call_toss", player: 0 });
  model.set("turn", { ...model.get("turn"), toss_call: false });
  assert.equal($$('[data-testid="gw-skip-toss"]').length, 0);
  cleanup();
});

test("arrange your own row: the dealt cards are laid by clicks, then sent for Python to judge", () => {
  const model = fakeModel({
    drawn: null,
    turn: { attack: false, stay: false, advance: false, next_round: false, new_game: true, again: false,
      targets: [], own: [], positions: [], position_for: null, toss: [],
      arrange: [{ color: "white", number: 5 }, { color: "black", number: 2 }, { color: "black", number: 5 }] },
  });
  const cleanup = render({ model, el });
  assert.ok($('[data-testid="gw-arrange-done"]', window.HTMLButtonElement).disabled);
  $('[data-testid="gw-arrange-1"]').click();
  assert.ok($('[data-testid="gw-arrange-1"]', window.HTMLButtonElement).disabled);
  $('[data-testid="gw-arrange-0"]').click();
  $('[data-testid="gw-arrange-clear"]').click();
  assert.ok(!$('[data-testid="gw-arrange-0"]', window.HTMLButtonElement).disabled);
  for (const i of [1, 2, 0]) $(`[data-testid="gw-arrange-${i}"]`).click();
  $('[data-testid="gw-arrange-done"]').click();
  assert.deepEqual(model.sent.at(-1), { type: "arrange", player: 0, order: [1, 2, 0] });
  model.set("turn", { ...model.get("turn"), arrange: [] });
  assert.equal($$('[data-testid="gw-arrange"]').length, 0);
  cleanup();
});

// A 3-player game: the student, "Ann" (seat 1, two hidden cards) and "Ben" (seat 2, one).
function threeState() {
  const base = gameState();
  return {
    players: [base.players[0], { ...base.players[1], name: "Ann" },
      { name: "Ben", bot: "probabilistic", chips: null, wins: 0, out: false, current: false, first: false,
        row: [known("black", 2, true), hidden("white"), known("white", 11, true)] }],
    turn: { ...base.turn, targets: [[1, 0], [1, 3], [2, 1]] },
    deduction_data: {
      slots: [
        { row: "Ann", player: 1, index: 0, color: "black", candidates: [1, 3, 5], eliminated: {}, certain: null },
        { row: "Ann", player: 1, index: 3, color: "white", candidates: [8, 10], eliminated: {}, certain: null },
        { row: "Ben", player: 2, index: 1, color: "white", candidates: [3, 5, 7], eliminated: {}, certain: null },
      ],
      steps: [
        { row: "Ann", index: 0, eliminated: [0], reason: "seen", text: "Ann's 1st card is not 0." },
        { row: "Ben", index: 1, eliminated: [2], reason: "order", text: "Ben's 2nd card is not 2." },
      ],
      posterior: null, fractions: null, worlds: null,
    },
  };
}

test("three players: compact rows; the grid shows one opponent's cards, the one chosen, stepped to, or switched to", () => {
  const model = fakeModel(threeState());
  render({ model, el });
  assert.ok($(".gw-algo").classList.contains("gw-many"), "rows with the name beside the cards");
  const shown = () => $$('[data-testid="gw-grid"] tr[data-slot]').map((r) => r.getAttribute("data-slot"));
  const pressed = () => $$('[data-testid="gw-owner-pick"] button[aria-pressed="true"]').map((b) => b.textContent);
  assert.deepEqual($$('[data-testid="gw-owner-pick"] button').map((b) => b.textContent), ["Ann", "Ben"]);
  assert.equal($('[data-testid="gw-owner-pick"]').getAttribute("aria-label"), "algo.ui.grid_owner");
  assert.deepEqual(shown(), ["0", "1"]);
  assert.deepEqual(pressed(), ["Ann"]);
  assert.equal($$(".gw-owner").length, 0, "the switch names the player shown");
  // choosing Ben's card as target shows Ben's row, marked as the target
  $('[data-testid="gw-card-2-1"]').click();
  assert.deepEqual(shown(), ["2"]);
  assert.deepEqual(pressed(), ["Ben"]);
  assert.equal($(".gw-row-target").getAttribute("data-slot"), "2");
  // stepping shows the player the step is about, with its cells lit
  $('[data-cmd="first"]').click();
  $('[data-cmd="step"]').click();
  assert.deepEqual(shown(), ["0", "1"]);
  assert.deepEqual($$('[data-lit="true"]').map((c) => c.getAttribute("data-testid")), ["gw-cell-0-0"]);
  $('[data-cmd="step"]').click();
  assert.deepEqual(shown(), ["2"]);
  assert.deepEqual($$('[data-lit="true"]').map((c) => c.getAttribute("data-testid")), ["gw-cell-2-2"]);
  // the switch, by hand; the grid's Tab stop moves onto a row shown
  $('[data-testid="gw-owner-1"]').focus();
  $('[data-testid="gw-owner-1"]').click();
  assert.deepEqual(shown(), ["0", "1"]);
  assert.equal($('[data-testid="gw-grid"] [tabindex="0"]').getAttribute("data-slot"), "0");
  assert.equal(document.activeElement?.getAttribute("data-testid"), "gw-owner-1", "the focus stays on the switch");
  assert.deepEqual(model.sent, [], "no kernel round trip");
});

test("two players, a typed view: the grid shows every card, with no switch", () => {
  const cleanup = render({ model: fakeModel(), el });
  assert.equal($$('[data-testid="gw-owner-pick"]').length, 0);
  assert.ok(!$(".gw-algo").classList.contains("gw-many"));
  cleanup();
  const view = threeState();
  render({ model: fakeModel({ ...view, mode: "view", turn: {}, history: [], current: null, drawn: null }), el });
  assert.equal($$('[data-testid="gw-owner-pick"]').length, 0);
  assert.deepEqual($$('[data-testid="gw-grid"] tr[data-slot]').map((r) => r.getAttribute("data-slot")), ["0", "1", "2"]);
});

test("the drawn card is held at the end of its player's row; the pile beside the title; the pad in the bar", () => {
  const model = fakeModel();
  render({ model, el });
  const drawn = $('[data-testid="gw-drawn"]');
  assert.ok(drawn.closest('.gw-player-row[data-player="0"]'), "in the student's row");
  assert.equal(drawn.closest(".gw-cards"), null, "beside the row's cards, not one of them");
  assert.equal(query(drawn, ".gw-acard-tag").textContent, "algo.ui.tag_drawn");
  assert.equal(drawn.getAttribute("aria-label"), "algo.ui.drawn_mine: algo.ui.card_knownalgo.ui.face_down_own");
  assert.ok($('[data-testid="gw-pile"]').closest(".gw-top"));
  assert.equal($('[data-testid="gw-pile"]').textContent, "algo.ui.pile");
  assert.ok($('[data-testid="gw-pick"]').closest('[data-testid="gw-turn-info"]'));
  assert.ok($(".gw-numpad").closest('[data-testid="gw-controls"]'));
  assert.equal($('[data-testid="gw-controls"]').parentElement, $(".gw-layout"), "a bar under the table and the deduction");
  // a bot's turn: its drawn card (colour only) at the end of its row
  model.setMany({ current: 1, drawn: { color: "black", number: null },
    turn: { ...model.get("turn"), attack: false, advance: true, targets: [] } });
  const held = $('[data-testid="gw-drawn"]');
  assert.ok(held.closest('.gw-player-row[data-player="1"]'));
  assert.equal(query(held, ".gw-acard-num").textContent, "?");
  assert.equal($('[data-testid="gw-turn-info"]').hidden, true, "nothing to choose on a bot's turn");
});

test("the last attack is marked on its card in its own round only", () => {
  // Bot attacked the student's 1st card with 3 in round 1 (the fixture's history)
  const model = fakeModel();
  render({ model, el });
  assert.equal($('[data-testid="gw-card-0-0"] .gw-guess').textContent, "3? ✗");
  // a new deal: the 1st card is another card, the mark would speak of the old one
  model.set("turn", { ...model.state.turn, round: 2 });
  assert.equal($$(".gw-guess").length, 0);
});

test("failed numbers: three at most on a card, none once its number is certain", async () => {
  const { cardFace } = await import("./rows.js");
  const t = (/** @type {string} */ id) => id;
  /** @param {CardData} card @param {number|null} [certain] the number the deduction is sure of */
  const text = (card, certain = null) => cardFace(card, { certain, t })
    .map((e) => (e.classList.contains("gw-acard-failed") ? e.textContent : null)).filter(Boolean);
  assert.deepEqual(text({ color: "white", number: null, failed: [0, 1, 5] }), ["0,1,5"]);
  assert.deepEqual(text({ color: "white", number: null, failed: [0, 1, 2, 5] }), ["0,1,…"]);
  assert.deepEqual(text({ color: "white", number: null, failed: [0, 1, 2, 5] }, 6), []);
});

test("the Japanese line under the rows says a step's place in words, never 1. in a sentence", async () => {
  const { pickLine, turnData } = await import("./controls.js");
  /** @type {Record<string, string>} */
  const labels = {
    "algo.ui.step_first": "まず、{text}", "algo.ui.step_then": "次に、{text}", "algo.ui.step_last": "最後に、{text}",
    "algo.ui.step.own": "自分のカードをクリックします。", "algo.ui.step.target": "相手のカードをクリックします。",
    "algo.ui.step.number": "数字を選びます。", "algo.ui.step.attack": "「アタック」を押します。",
    "algo.ui.own_chosen": "アタックに使うカード：左から{n}枚目。", "algo.ui.target": "{name}の左から{n}枚目。",
    "algo.ui.target_number": "{name}の左から{n}枚目、{number}。",
  };
  /** @type {import("../shared/types.js").Translate} */
  const t = (id, f = {}) =>
    String(labels[id] ?? id).replace(/\{(\w+)\}/g, (/** @type {string} */ _, /** @type {string} */ k) => String(f[k] ?? ""));
  const turn = turnData({ own: [0, 1], own_index: null, answer: false });
  const line = (/** @type {Partial<import("./controls.js").PickState>} */ o) => pickLine({ turn, own: null, target: null, number: null, ruledOut: null, lang: "ja", t, ...o });
  assert.equal(line({}), "まず、自分のカードをクリックします。");
  assert.equal(line({ own: "2" }), "アタックに使うカード：左から2枚目。次に、相手のカードをクリックします。");
  const target = { name: "ボット1", place: "3", n: 3 };
  assert.equal(line({ own: "2", target, number: 5 }),
    "アタックに使うカード：左から2枚目。ボット1の左から3枚目、5。最後に、「アタック」を押します。");
});

test("after a target card is clicked, typing a number picks it: 7, and 1 then 0 for 10", () => {
  const model = fakeModel();
  render({ model, el });
  /** @param {string} key */
  const type = (key) => {
    const at = /** @type {HTMLElement} */ (document.activeElement ?? el);
    const ev = new window.KeyboardEvent("keydown", { key, bubbles: true, cancelable: true });
    (el.contains(at) ? at : $('[data-testid="gw-card-1-3"]')).dispatchEvent(ev);
    return ev.defaultPrevented;
  };
  const pressed = () => $$('.gw-num[aria-pressed="true"]').map((b) => b.getAttribute("data-n"));
  // no target yet: a digit is not the widget's
  $('[data-testid="gw-card-1-3"]').focus();
  assert.equal(type("7"), false);
  assert.deepEqual(pressed(), []);
  $('[data-testid="gw-card-1-3"]').click();
  assert.equal(type("7"), true);
  assert.deepEqual(pressed(), ["7"]);
  type("1");
  assert.deepEqual(pressed(), ["1"]);
  type("0");
  assert.deepEqual(pressed(), ["10"]);
  assert.equal(type("x"), false, "a letter is not a number");
  $('[data-testid="gw-attack"]', window.HTMLButtonElement).click();
  assert.deepEqual(model.sent, [{ type: "attack", player: 0, target: 1, index: 3, number: 10 }]);
});
