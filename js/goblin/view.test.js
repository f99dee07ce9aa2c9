// DOM tests of the Goblin Escape view with happy-dom and a fake anywidget model.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mountPoint, query, window } from "../test-support/dom.js";
import { fakeModel as modelOf } from "../test-support/fake-model.js";
import { assertCleansUp, assertPlaysToEnd, assertStepKeys } from "../test-support/asserts.js";

const { render } = await import("./view.js");

const EVIL = "<img src=x onerror=alert(1)>";
/** @typedef {import("./panels.js").Goblin} Goblin */

/**
 * A goblin in the cave with 3 meat, a person's, nothing chosen yet.
 *
 * @param {number} seat
 * @param {string} name
 * @param {Partial<Goblin>} [extra] fields to change
 * @returns {Goblin}
 */
const goblin = (seat, name, extra = {}) => ({
  seat, name, bot: null, meat: 3, alive: true, last_action: null, chosen: false, action: null, target: null, ...extra,
});
const labels = {
  "goblin.ui.action.dig": "dig", "goblin.ui.action.rest": "rest", "goblin.ui.action.steal": "steal",
  "goblin.ui.pass_to_pre": "Pass the screen to", "goblin.ui.show": "I am {name}: show my choices",
  "core.ui.step.step_no": "step {i} / {n}", "goblin.ui.winner_is": "Winner: {names}",
  "goblin.ui.remaining": "{n} cards left", "goblin.ui.status.cover": "Pass the screen to {name}.",
  "goblin.ui.goblin_aria": "{name}: {meat} meat, {status}", "goblin.ui.steal_from": "steal from {name}",
  "goblin.ui.action_from": "{action} from {name}", "goblin.ui.remaining_one": "1 card left",
};

/**
 * A fake model with Backbone-like change events: turn 1, the screen passed to seat 0.
 *
 * @param {Partial<import("./traits.js").GoblinTraits>} [overrides] traits to change
 */
function fakeModel(overrides = {}) {
  const state = {
    lang: "en", labels, turn: 1, stage: "cover", active: 0,
    players: [goblin(0, "<b>x</b>"), goblin(1, EVIL), goblin(2, "cooperator 3", { bot: "cooperator", chosen: true })],
    store: 0, tunnel: { turned: [], remaining: 13 }, options: [], targets: [],
    frames: [], step: 0, whatif: [], winners: [], error: null,
    ...overrides,
  };
  return modelOf(state);
}

const { el, $, $$ } = mountPoint();
/** @param {string} id */
const tid = (id) => $(`[data-testid="${id}"]`);
/** @param {string} id */
const tids = (id) => $$(`[data-testid="${id}"]`);
const key = (/** @type {string} */ name) => $(".gw-goblin").dispatchEvent(new window.KeyboardEvent("keydown", { key: name, bubbles: true }));

// A resolved turn: Ann (0) digs, Ben (1) rests, bot (2) steals from Ben.
const revealed = [
  goblin(0, "Ann", { chosen: true, action: "dig" }),
  goblin(1, "Ben", { chosen: true, action: "rest" }),
  goblin(2, "cooperator 3", { bot: "cooperator", chosen: true, action: "steal", target: 1 }),
];
const frames = [
  { kind: "reveal", text: "All cards revealed.", players: [], meat: [3, 3, 3], alive: [true, true, true], store: 0, turned: [], remaining: 13, card: null },
  { kind: "steal", text: "cooperator 3 steals from Ben.", players: [2, 1], meat: [3, 2, 4], alive: [true, true, true], store: 0, turned: [], remaining: 13, card: null },
  { kind: "tunnel", text: "The tunnel card is meat.", players: [0], meat: [5, 2, 4], alive: [true, true, true], store: 0, turned: ["meat"], remaining: 12, card: "meat" },
  { kind: "dig_cost", text: "Diggers pay 1.", players: [0], meat: [4, 2, 4], alive: [true, true, true], store: 0, turned: ["meat"], remaining: 12, card: null },
  { kind: "rest", text: "Ben rests.", players: [1], meat: [4, 3, 4], alive: [true, true, true], store: 0, turned: ["meat"], remaining: 12, card: null },
];
const whatif = [
  { chosen: "dig", best: ["dig"], rows: [
    { action: "dig", meat: 4, shown: "4", note: "meat card", detail: "expected value" },
    { action: "rest", meat: 3, shown: "3", note: "robbed" },
    { action: "steal", meat: 2, shown: "2", note: "" }] },
  { chosen: "rest", best: ["rest", "steal"], rows: [
    { action: "dig", meat: 4, shown: "4", note: "", allowed: false },
    { action: "rest", meat: 3, shown: "3", note: "" },
    { action: "steal", meat: 3, shown: "3", note: "" }] },
  null,
];
const resolved = (extra = {}) => fakeModel({
  stage: "steps", active: null, players: revealed, frames, step: 0, whatif,
  tunnel: { turned: ["meat"], remaining: 12 }, ...extra,
});

test("the root is a .gw-root like every game's: theme.css's palette and the focus keeper find it", () => {
  render({ model: fakeModel(), el });
  assert.deepEqual([...el.querySelectorAll(".gw-root")].map((r) => r.className), ["gw-root gw-goblin"]);
});

test("cover screen names the next person and sends show; no action buttons behind it", () => {
  const model = fakeModel();
  render({ model, el });
  assert.equal(tid("gw-cover-name").textContent, "<b>x</b>");
  assert.equal($$(".gw-action-btn").length, 0);
  tid("gw-show").click();
  assert.deepEqual(model.sent, [{ type: "show", player: 0 }]);
  assert.match(tid("gw-status").textContent, /<b>x<\/b>/);
  assert.equal(tid("gw-status").getAttribute("aria-live"), "polite");
});

test("names are text: HTML in a name shows literally and creates no element", () => {
  const model = fakeModel({ active: 1 });
  render({ model, el });
  const names = $$('[data-testid="gw-name"]').map((n) => n.textContent);
  assert.deepEqual(names, ["<b>x</b>", EVIL, "cooperator 3"]);
  assert.equal($$(".gw-goblins b").length + $$("img").length, 0);
  assert.equal(tid("gw-cover-name").textContent, EVIL);
  assert.match(tid("gw-show").textContent, /<img src=x/);
  assert.match(tid("gw-goblin-1").getAttribute("aria-label") ?? "", /<img src=x/);
});

test("choose screen: three buttons, the repeat disabled with its reason; clicks send intents", () => {
  const model = fakeModel({
    stage: "choose", active: 0,
    options: [
      { action: "dig", allowed: true, reason: null },
      { action: "rest", allowed: false, reason: "You chose rest last turn." },
      { action: "steal", allowed: true, reason: null },
    ],
  });
  render({ model, el });
  const buttons = $$(".gw-action-btn", window.HTMLButtonElement);
  assert.deepEqual(buttons.map((b) => b.getAttribute("data-action")), ["dig", "rest", "steal"]);
  assert.deepEqual(buttons.map((b) => b.disabled), [false, true, false]);
  const reason = tid("gw-reason-rest");
  assert.equal(reason.textContent, "You chose rest last turn.");
  assert.equal(tid("gw-choose-rest").getAttribute("aria-describedby"), reason.id);
  assert.equal(reason.getAttribute("aria-hidden"), "true", "not part of the name, only the description");
  assert.match(buttons[0].textContent, /dig/);
  assert.ok(buttons[0].querySelector("svg"), "an icon next to the word");
  tid("gw-choose-rest").click();
  tid("gw-choose-dig").dispatchEvent(new window.MouseEvent("click", { detail: 2, bubbles: true }));
  tid("gw-choose-steal").click();
  tid("gw-hide").click();
  assert.deepEqual(model.sent, [{ type: "choose", player: 0, action: "steal" }, { type: "hide" }]);
});

test("one person with bots: nobody to hide the choice from, so no Hide button", () => {
  const model = fakeModel({
    stage: "choose", options: [{ action: "dig", allowed: true, reason: null }],
    players: [goblin(0, "Ann"), goblin(1, "bot 2", { bot: "cooperator" }), goblin(2, "bot 3", { bot: "random" })],
  });
  render({ model, el });
  assert.ok(tid("gw-choose-dig"));
  assert.equal(tids("gw-hide").length, 0);
  // two people, one of them out: the other is alone too
  model.set("players", [goblin(0, "Ann"), goblin(1, "Ben", { alive: false }), goblin(2, "bot 3", { bot: "random" })]);
  assert.equal(tids("gw-hide").length, 0);
  model.set("players", [goblin(0, "Ann"), goblin(1, "Ben"), goblin(2, "bot 3", { bot: "random" })]);
  assert.ok(tid("gw-hide"), "two people at the screen: Hide is there");
});

test("before the reveal only 'has chosen' shows; the ready screen sends reveal", () => {
  const model = fakeModel({
    stage: "ready", active: null,
    players: [goblin(0, "Ann", { chosen: true }), goblin(1, "Ben", { chosen: true }), goblin(2, "bot", { bot: "random", chosen: true })],
  });
  render({ model, el });
  assert.equal($$(".gw-face-down").length, 3);
  assert.equal($$(".gw-face-up").length, 0);
  tid("gw-reveal").click();
  assert.deepEqual(model.sent, [{ type: "reveal" }]);
});

test("target picker lists the resters and sends the engine's pick_target action", () => {
  const model = fakeModel({
    stage: "target", active: 0, targets: [1],
    players: [goblin(0, "Ann", { action: "steal" }), goblin(1, "Ben", { action: "rest" }), goblin(2, "Cy", { action: "dig" })],
  });
  render({ model, el });
  assert.equal($$(".gw-target-btn").length, 1);
  assert.match(tid("gw-target-1").textContent, /Ben/);
  tid("gw-target-1").click();
  assert.deepEqual(model.sent, [{ type: "pick_target", player: 0, target: 1 }]);
});

test("reveal flips every card at once, then steps move the counters locally", () => {
  const model = resolved();
  render({ model, el });
  const cards = $$('[data-testid="gw-choice"]');
  assert.deepEqual(cards.map((c) => c.getAttribute("data-action")), ["dig", "rest", "steal"]);
  assert.equal($$(".gw-choice.gw-flip").length, 3);
  assert.equal(cards[2].textContent, "steal from Ben", "the action and its target in the catalogue's word order");
  model.set("labels", { ...labels, "goblin.ui.action.steal": "奪う", "goblin.ui.action_from": "{name}から{action}" });
  assert.equal($$('[data-testid="gw-choice"]')[2].textContent, "Benから奪う", "Japanese: the name first");
  // the meat count's words where the language puts them: 「肉3個」, not 「3 個」
  model.set("labels", { ...labels, "goblin.ui.meat_n": "肉{n}個" });
  assert.deepEqual($$('[data-testid="gw-store"] .gw-meat > :not(svg)').map((x) => x.textContent), ["肉", "0", "個"]);
  model.set("labels", { ...labels, "goblin.ui.meat_n": "{n} meat" });
  assert.deepEqual($$('[data-testid="gw-store"] .gw-meat > :not(svg)').map((x) => x.textContent), ["0", "meat"]);
  model.set("labels", labels);
  const meat = () => $$('[data-testid="gw-meat-value"]').map((m) => m.textContent);
  assert.deepEqual(meat(), ["3", "3", "3"]);
  assert.equal(tid("gw-step-no").textContent, "step 1 / 5");
  $('[data-cmd="step"]').click();
  assert.equal(model.state.step, 1);
  assert.equal(model.saves, 1);
  assert.deepEqual(meat(), ["3", "2", "4"]);
  assert.equal(tid("gw-sentence").textContent, "cooperator 3 steals from Ben.");
  assert.equal(tid("gw-status").textContent, "cooperator 3 steals from Ben.");
  assert.ok(tid("gw-status").classList.contains("gw-sr-only"), "shown once, read aloud");
  assert.deepEqual($$(".gw-bump .gw-delta").map((d) => d.textContent), ["\u22121", "+1"]);
  assert.ok(tid("gw-goblin-2").classList.contains("gw-involved"));
  assert.equal($$(".gw-choice.gw-flip").length, 0, "the flip plays once");
  $('[data-cmd="step"]').click();
  assert.deepEqual(meat(), ["5", "2", "4"]);
  assert.equal($$('[data-testid="gw-tunnel"] .gw-tcard').length, 1);
  assert.equal(tid("gw-remaining").textContent, "12 cards left");
  $('[data-cmd="back"]').click();
  assert.equal($$('[data-testid="gw-tunnel"] .gw-tcard').length, 0);
  assert.equal(tid("gw-remaining").textContent, "13 cards left");
  $('[data-cmd="last"]').click();
  assert.deepEqual(meat(), ["4", "3", "4"]);
  assert.equal($('[data-cmd="step"]', window.HTMLButtonElement).disabled, true);
  $('[data-cmd="first"]').click();
  assert.equal(model.state.step, 0);
  assert.deepEqual(model.sent, [], "stepping never asks the kernel");
});

test("keyboard steps; play runs to the end", async () => {
  const model = resolved();
  render({ model, el });
  assertStepKeys(key, () => model.state.step, 4);
  model.set("step", 3);
  await assertPlaysToEnd(key, () => $('[data-cmd="play"]'), () => model.state.step, 4, 1500);
});

test("what-if table waits for the last step: it is about the whole turn", () => {
  const model = resolved({ labels: { ...labels, "goblin.ui.whatif_wait": "after the last step" } });
  render({ model, el });
  assert.equal(tids("gw-whatif").length, 0);
  assert.equal(tid("gw-whatif-wait").textContent, "after the last step");
  // the page is 768 px tall: the last step's top at 100 px, Next turn's bottom at 900 px
  /** @type {Array<[number, number]>} */
  const scrolled = [];
  const rect = window.HTMLElement.prototype.getBoundingClientRect;
  window.HTMLElement.prototype.getBoundingClientRect = function () {
    const top = this.classList.contains("gw-player") ? 100 : 0;
    const bottom = this.classList.contains("gw-next-row") ? 900 : 0;
    return { top, bottom, height: bottom - top, left: 0, right: 0, width: 0, x: 0, y: top, toJSON: () => ({}) };
  };
  const scrollBy = window.scrollBy;
  Object.assign(window, { innerHeight: 768, scrollBy: (/** @type {number} */ x, /** @type {number} */ y) => scrolled.push([x, y]) });
  assert.equal(tids("gw-next-turn").length, 0, "halfway, the next turn would skip the rest");
  $('[data-cmd="step"]').click();
  assert.equal(tids("gw-whatif").length, 0);
  assert.equal(tids("gw-next-turn").length, 0);
  $('[data-cmd="last"]').click();
  assert.ok(tid("gw-whatif"));
  assert.equal(tids("gw-whatif-wait").length, 0);
  assert.equal($$('[data-testid="gw-whatif"] tbody tr').length, 3);
  // 132 px would show Next turn whole, and push the step's top 32 px off the screen
  assert.deepEqual(scrolled, [[0, 100]], "the turn's end brought up once, the step's top kept in sight");
  tid("gw-next-turn").click();
  assert.deepEqual(model.sent, [{ type: "next_turn" }]);
  $('[data-cmd="back"]').click();
  assert.equal(tids("gw-whatif").length, 0);
  assert.equal(tids("gw-next-turn").length, 0);
  $('[data-cmd="last"]').click();
  assert.equal(scrolled.length, 1, "not again for the same turn");
  window.HTMLElement.prototype.getBoundingClientRect = rect;
  Object.assign(window, { scrollBy });
});

test("what-if table highlights the best action and follows the selector", () => {
  const model = resolved({ step: 4 });
  render({ model, el });
  const rows = () => $$('[data-testid="gw-whatif"] tbody tr');
  assert.deepEqual(rows().map((r) => r.className), ["gw-best gw-chosen", "", ""]);
  assert.match(rows()[0].textContent, /best/);
  assert.equal(query(rows()[0], ".gw-note").getAttribute("title"), "expected value");
  assert.equal(query(rows()[1], ".gw-note").getAttribute("title"), null);
  const select = $('[data-testid="gw-whatif-select"]', window.HTMLSelectElement);
  assert.deepEqual([...select.options].map((o) => o.value), ["0", "1"]);
  select.value = "1";
  select.dispatchEvent(new window.Event("change"));
  assert.deepEqual(rows().map((r) => r.className), ["gw-barred", "gw-best gw-chosen", "gw-best"]);
  tid("gw-next-turn").click();
  assert.deepEqual(model.sent, [{ type: "next_turn" }]);
});

test("what-if: the repeat shows no value and is never best; averages say so in one line", () => {
  const rows = [
    { action: "dig", meat: 3.68, shown: "about 3.7 meat (on average)", allowed: true, note: "" },
    { action: "rest", meat: null, shown: "not allowed this turn", allowed: false, note: "chosen before" },
    { action: "steal", meat: 3, shown: "3 meat", allowed: true, note: "" }];
  const table = { chosen: "dig", best: ["dig", "rest"], rows, on_average: "“On average”: nobody has seen the card.",
    tunnel: "Only Ann dug." };
  const model = resolved({ step: 4, whatif: [table, null, null] });
  render({ model, el });
  const tr = $$('[data-testid="gw-whatif"] tbody tr');
  assert.equal(tr[1].className, "gw-barred");
  assert.equal(query(tr[1], '[data-testid="gw-whatif-value"]').textContent, "not allowed this turn");
  assert.equal(tr[1].querySelector("strong, .gw-tag-best"), null);
  assert.equal(query(tr[0], "strong").textContent, "about 3.7 meat (on average)");
  assert.equal(tid("gw-whatif-average").textContent, "“On average”: nobody has seen the card.");
  assert.equal(tid("gw-whatif-tunnel").textContent, "Only Ann dug.");
});

test("game over names the winners and offers a new game", () => {
  const model = resolved({ stage: "over", winners: [0], step: 4 });
  render({ model, el });
  assert.equal(tid("gw-winners").textContent, "Winner: Ann");
  assert.ok(tid("gw-goblin-0").classList.contains("gw-winner"));
  assert.equal(tids("gw-next-turn").length, 0);
  tid("gw-new-game").click();
  assert.deepEqual(model.sent, [{ type: "new_game" }]);
});

test("keyboard focus follows the screens: cover button, then the first action", () => {
  const model = fakeModel();
  render({ model, el });
  tid("gw-show").focus();
  model.set("options", [{ action: "dig", allowed: false, reason: "no" }, { action: "rest", allowed: true, reason: null }]);
  model.set("stage", "choose");
  assert.equal(document.activeElement, tid("gw-choose-rest"));
});

test("errors show as an alert; labels switch live; cleanup removes everything", () => {
  const model = fakeModel({ error: { message: "No such seat." } });
  const cleanup = render({ model, el });
  assert.equal($('[role="alert"]').textContent, "No such seat.");
  model.set("error", null);
  assert.equal($$('[role="alert"]').length, 0);
  model.set("labels", { ...labels, "goblin.ui.pass_to_pre": "画面を渡す相手:" });
  assert.match(tid("gw-cover").textContent, /画面を渡す相手/);
  assertCleansUp(model, el, cleanup);
});

test("bots' policies are labelled in the widget's language", () => {
  const model = fakeModel({ labels: { ...labels, "goblin.ui.bot": "ボット({policy})", "goblin.ui.policy.cooperator": "協力" } });
  render({ model, el });
  assert.equal($(".gw-bot-word").textContent, "ボット(協力)");
});

test("when only bots are left, ready and steps offer to play to the end", () => {
  const out = (/** @type {Goblin} */ g) => ({ ...g, alive: false, chosen: false });
  const bots = [out(goblin(0, "Ann")), goblin(1, "random 2", { bot: "random", chosen: true }),
    goblin(2, "cooperator 3", { bot: "cooperator", chosen: true })];
  const model = fakeModel({ stage: "ready", active: null, players: bots });
  render({ model, el });
  tid("gw-finish").click();
  assert.deepEqual(model.sent, [{ type: "finish" }]);
  el.replaceChildren();
  render({ model: resolved({ players: [out(revealed[0]), out(revealed[1]), revealed[2]] }), el });
  assert.ok(tid("gw-finish"), "all the rest at once, from any step");
  assert.equal(tids("gw-next-turn").length, 0);
  $('[data-cmd="last"]').click();
  assert.ok(tid("gw-next-turn") && tid("gw-finish"), "next turn, or all the rest at once");
  el.replaceChildren();
  render({ model: resolved(), el });
  assert.equal(tids("gw-finish").length, 0, "people still in choose for themselves");
  el.replaceChildren();
  render({ model: fakeModel({ stage: "ready", active: null }), el });
  assert.equal(tids("gw-finish").length, 0);
});

test("one card left is singular", () => {
  render({ model: fakeModel({ tunnel: { turned: ["meat"], remaining: 1 } }), el });
  assert.equal(tid("gw-remaining").textContent, "1 card left");
});

test("two views of one widget: element ids stay unique, each description is its own", () => {
  const model = fakeModel({ stage: "choose", options: [{ action: "dig", allowed: false, reason: "no" }] });
  render({ model, el });
  render({ model, el });
  const reasons = $$('[data-testid="gw-reason-dig"]');
  assert.equal(reasons.length, 2);
  assert.notEqual(reasons[0].id, reasons[1].id);
  assert.deepEqual($$('[data-testid="gw-choose-dig"]').map((b) => b.getAttribute("aria-describedby")),
    reasons.map((r) => r.id));
});

test("roles: a labelled group, no landmarks, a polite live region", () => {
  render({ model: resolved(), el });
  const root = $(".gw-goblin");
  assert.equal(root.getAttribute("role"), "group");
  assert.equal(root.getAttribute("tabindex"), "0");
  assert.equal($$("header, main, nav, aside").length, 0);
  // a named <section> would be a region landmark: every named one is a group instead
  assert.deepEqual($$("section[aria-label]").filter((s) => s.getAttribute("role") !== "group"), []);
  assert.equal($$('[role="toolbar"]').length, 0, "arrow keys step, so no toolbar");
  assert.equal($$('[role="status"][aria-live="polite"]').length, 1);
  assert.equal(tid("gw-player").getAttribute("aria-describedby"), $(".gw-keys").id);
});

test("the live region says each step's sentence and is not rewritten when nothing changed", () => {
  const model = resolved();
  render({ model, el });
  const status = tid("gw-status");
  assert.equal(status.textContent, "All cards revealed.");
  key("ArrowRight");
  assert.equal(status.textContent, "cooperator 3 steals from Ben.");
  const node = status.firstChild;
  model.set("store", 0); // a redraw with the same step
  assert.equal(status.firstChild, node);
  key("End");
  assert.equal(status.textContent, "Ben rests.");
});

test("step list: one tab stop on the current step; arrow keys move it and focus follows", () => {
  const model = resolved({ step: 1 });
  render({ model, el });
  const stops = () => $$(".gw-s-btn").map((b) => b.getAttribute("tabindex"));
  assert.deepEqual(stops(), ["-1", "0", "-1", "-1", "-1"]);
  // the steps shown so far tell their sentence on hover; the ones to come keep it back
  assert.deepEqual($$(".gw-s-btn").map((b) => b.getAttribute("title")),
    ["All cards revealed.", "cooperator 3 steals from Ben.", null, null, null]);
  assert.deepEqual($$("[aria-current]").map((b) => [b.className, b.getAttribute("aria-current")]), [["gw-s-btn", "step"]]);
  $('.gw-s-current .gw-s-btn').focus();
  key("ArrowRight");
  assert.deepEqual(stops(), ["-1", "-1", "0", "-1", "-1"]);
  assert.equal(document.activeElement, $(".gw-s-current .gw-s-btn"));
  $$(".gw-s-btn")[4].click();
  assert.equal(model.state.step, 4);
  assert.equal(document.activeElement, $(".gw-s-current .gw-s-btn"), "a clicked step keeps focus");
});

test("focus after the reveal lands on Step; at the last step on the current step", () => {
  const model = fakeModel({ stage: "ready", active: null });
  render({ model, el });
  tid("gw-reveal").focus();
  model.set("frames", frames);
  model.set("players", revealed);
  model.set("stage", "steps");
  assert.equal(document.activeElement, $('[data-cmd="step"]'));
  key("End");
  assert.equal(document.activeElement, $(".gw-s-current .gw-s-btn"));
});

test("nextFocus prefers Step, then the current step, then the first enabled button", async () => {
  const { nextFocus } = await import("./view.js");
  const box = document.createElement("div");
  box.innerHTML = '<button disabled>a</button><button id="b">b</button>'
    + '<button data-focus-key="s-current" id="c">1</button><button data-cmd="step" id="d">step</button>';
  assert.equal(nextFocus(box)?.id, "d");
  query(box, "#d", window.HTMLButtonElement).disabled = true;
  assert.equal(nextFocus(box)?.id, "c");
  query(box, "#c").remove();
  assert.equal(nextFocus(box)?.id, "b");
  assert.equal(nextFocus(document.createElement("div")), null);
});

test("keys pressed inside the widget are kept from the notebook's shortcuts, Ctrl/Cmd ones are not", () => {
  const model = resolved({ step: 4 });
  render({ model, el });
  // the notebook's key matching (JupyterLab's, on the document) stops at this attribute
  /** @type {string[]} */
  const reached = [];
  /** @param {KeyboardEvent} ev */
  const spy = (ev) => {
    if (!/** @type {Element} */ (ev.target).closest("[data-lm-suppress-shortcuts]")) reached.push(ev.key);
  };
  document.addEventListener("keydown", spy, true);
  const select = tid("gw-whatif-select");
  for (const name of ["ArrowDown", "ArrowUp", "PageDown", "Escape", "d", "Enter"]) {
    select.dispatchEvent(new window.KeyboardEvent("keydown", { key: name, bubbles: true }));
  }
  // with Ctrl or Cmd held the keys are the notebook's and the browser's; Alt+Enter is not
  for (const mod of ["ctrlKey", "metaKey", "altKey"]) {
    select.dispatchEvent(new window.KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true, [mod]: true }));
    $(".gw-goblin").dispatchEvent(new window.KeyboardEvent("keydown", { key: "End", bubbles: true, [mod]: true }));
  }
  document.removeEventListener("keydown", spy, true);
  assert.deepEqual(reached, ["ArrowDown", "End", "ArrowDown", "End"]);
  assert.equal(model.state.step, 4, "Ctrl+End does not step");
});

test("a language switch (lang and labels in one message) redraws once", () => {
  const model = resolved({ step: 2 });
  render({ model, el });
  /** @type {Element|null} */
  let box = null;
  model.on("change:lang", () => { box = $(".gw-goblins-box").firstElementChild; });
  model.on("change:labels", () => assert.equal($(".gw-goblins-box").firstElementChild, box, "drawn once"));
  model.setMany({ lang: "ja", labels: { ...labels, "goblin.ui.widget": "ゴブリン" } });
  assert.ok(box);
  assert.equal($(".gw-goblin").getAttribute("lang"), "ja");
});

test("auto-play says the step it stops on, not every step it passes", async () => {
  const model = resolved();
  render({ model, el });
  const status = $('[data-testid="gw-status"]');
  model.set("step", 2);
  assert.ok(status.textContent.includes("The tunnel card is meat."));
  key(" ");
  await new Promise((r) => setTimeout(r, 1400));
  assert.equal(model.state.step, 3, "one tick later");
  assert.ok(status.textContent.includes("The tunnel card is meat."), "not said while playing");
  await new Promise((r) => setTimeout(r, 1400));
  assert.equal(model.state.step, 4);
  assert.ok(status.textContent.includes("Ben rests."), "said where it stopped");
});

test("a seat's name stays on one line: cut with an ellipsis, whole in its tooltip", async () => {
  const model = fakeModel({ players: [goblin(0, "Ann"), goblin(1, "Cooperator bot 3", { bot: "cooperator" })] });
  render({ model, el });
  assert.deepEqual($$('[data-testid="gw-name"]').map((n) => n.getAttribute("title")), ["Ann", "Cooperator bot 3"]);
  // a wrapped name puts its last word ("3") over the meat count, where it reads as a count
  const { readFile } = await import("node:fs/promises");
  const css = await readFile(new URL("./style.css", import.meta.url), "utf8");
  const rule = css.match(/\.gw-goblin \.gw-name \{([^}]*)\}/)?.[1] ?? "";
  assert.match(rule, /white-space:\s*nowrap/);
  assert.match(rule, /text-overflow:\s*ellipsis/);
  assert.match(rule, /overflow:\s*hidden/);
});
