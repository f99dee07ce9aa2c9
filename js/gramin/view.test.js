// DOM tests of the widget view with happy-dom and a fake anywidget model.
import { test } from "node:test";
import assert from "node:assert/strict";
import { focused, mountPoint, query, window } from "../test-support/dom.js";
import { card, frame as fr } from "../test-support/gramin.js";
import { fakeModel as modelOf } from "../test-support/fake-model.js";
import { assertCleansUp, assertPlaysToEnd, assertStepKeys } from "../test-support/asserts.js";
/** the shared labels every widget gets (core.ui.*) that these tests read */
const CORE = { "core.ui.labelled": "{label}: {text}", "core.ui.label_colon": "{label}: " };

/**
 * Wait until ``done()`` holds (playback runs on timers; a busy machine runs them late).
 *
 * @param {() => boolean} done the condition
 * @param {number} [limit] milliseconds to wait at most
 * @returns {Promise<void>}
 */
async function until(done, limit = 8000) {
  for (let waited = 0; !done() && waited < limit; waited += 20) await new Promise((r) => setTimeout(r, 20));
}

const { render, renderPuzzle } = await import("./view.js");

// Cards exactly as GraminWidget sends them (gamewidgets/gramin/widgets/sandbox.py card_view).
const cards = [
  card("for3(", "loop_open", null, 3), card("R", "step", "right"),
  card(")", "loop_close"), card("U", "step", "up"),
];
const frames = [
  fr(null, [], [], [2, 0], { text: "Start." }),
  fr(1, [[0, 1, 3]], [[2, 1]], [2, 1], { moves: 1, cards: 1 }),
  fr(1, [[0, 2, 3]], [[2, 2]], [2, 2], { moves: 2, cards: 2, text: "Repeat 2 of 3." }),
  fr(1, [[0, 3, 3]], [[2, 3]], [2, 3], {
    moves: 3, cards: 3, score: 2, opened: [[2, 3, "2"]], events: [{ kind: "chest", text: "Chest: 2 points." }],
  }),
  fr(3, [], [[1, 3]], [1, 3], { moves: 4, cards: 4, score: 2, opened: [[2, 3, "2"]], removed: [[1, 3]] }),
];

/**
 * A fake model with Backbone-like change events: the sandbox after a run of ``for3( R ) U``.
 *
 * @param {Partial<import("../gramin/traits.js").SandboxTraits>} [overrides] traits to change
 */
function fakeModel(overrides = {}) {
  const state = {
    lang: "en",
    labels: { ...CORE, "gramin.ui.run": "Run", "gramin.ui.frame": "frame {i} / {n}", "gramin.ui.card_badge": "{i}/{n}" },
    board: { rows: 3, cols: 4, chests: [[2, 3], [0, 0]], traps: [[1, 3, "crocodile"], [0, 2, "wall"]], start: [2, 0] },
    palette: [card("U", "step", "up"), card("R", "step", "right"), card("2R", "dash", "right"),
      card("JL", "jump", "left"), card("for3(", "loop_open", null, 3), card(")", "loop_close")],
    hand: null, die: null, program: "for3( R ) U", cards, error: null,
    trace_data: { frames, stop_reason: "end", summary: null }, frame: 0,
    ...overrides,
  };
  return modelOf(state);
}

const { el, $, $$ } = mountPoint();

const key = (/** @type {string} */ name) => $(".gw-root").dispatchEvent(new window.KeyboardEvent("keydown", { key: name, bubbles: true }));

test("board has one square per cell, chests, traps and the explorer at the start", () => {
  const model = fakeModel({ trace_data: null });
  render({ model, el });
  assert.equal($$('[data-testid="gw-board"] .gw-square').length, 12);
  assert.ok($('[data-row="0"][data-col="0"] .gw-chest'));
  assert.ok($('[data-row="1"][data-col="3"].gw-trap-crocodile'));
  assert.ok($('[data-row="0"][data-col="2"].gw-trap-wall'));
  const explorer = $('[data-testid="gw-explorer"]');
  assert.deepEqual([explorer.getAttribute("data-row"), explorer.getAttribute("data-col")], ["2", "0"]);
  assert.ok($(".gw-player").hidden, "no player before a run");
});

test("hand buttons send add_card; used hand cards are disabled", () => {
  const model = fakeModel();
  render({ model, el });
  $('.gw-hand [data-token="2R"]').click();
  $('.gw-hand [data-token="for3("]').click();
  assert.deepEqual(model.sent, [{ type: "add_card", token: "2R" }, { type: "add_card", token: "for3(" }]);

  el.innerHTML = "";
  const handModel = fakeModel({
    hand: [{ ...card("R", "step", "right"), used: true }, { ...card("U", "step", "up"), used: false }],
    die: 3, die_text: "Die: 3 cards (loop cards count too)",
  });
  render({ model: handModel, el });
  const buttons = $$(".gw-hand button", window.HTMLButtonElement);
  assert.equal(buttons.length, 2);
  assert.equal(buttons[0].disabled, true);
  assert.equal(buttons[1].disabled, false);
  // the label is Python's sentence: only the rules say whether loop cards count
  assert.equal($(".gw-die").textContent, "Die: 3 cards (loop cards count too)");
  handModel.set("die_text", "Die: 2 cards (loop cards are free)");
  assert.equal($(".gw-die").textContent, "Die: 2 cards (loop cards are free)");
  handModel.set("die_text", "");
  assert.equal($$(".gw-die").length, 0, "no die, no label");
});

test("program strip brackets the loop and sends turn, remove, move, clear, run", () => {
  const model = fakeModel({ trace_data: null });
  render({ model, el });
  const loop = $(".gw-loop");
  assert.ok(loop);
  assert.deepEqual(
    [...loop.querySelectorAll(".gw-slot")].map((s) => s.getAttribute("data-index")), ["0", "1", "2"],
  );
  $('.gw-slot[data-index="1"] > button.gw-card').click();
  $('.gw-slot[data-index="3"] .gw-remove').click();
  $('.gw-slot[data-index="3"] .gw-move-left').click();
  $('.gw-slot[data-index="0"] .gw-move-right').click();
  assert.equal($('.gw-slot[data-index="0"] .gw-move-left', window.HTMLButtonElement).disabled, true);
  $(".gw-clear").click();
  $('[data-testid="gw-run"]').click();
  assert.deepEqual(model.sent, [
    { type: "turn_card", index: 1 },
    { type: "remove_card", index: 3 },
    { type: "move_card", from: 3, to: 2 },
    { type: "move_card", from: 0, to: 1 },
    { type: "clear" },
    { type: "run" },
  ]);
});

test("an error marks its card (1-based) and shows the message as an alert", () => {
  const model = fakeModel({ trace_data: null, error: { message: "Card 2: no.", card_index: 2 } });
  render({ model, el });
  assert.equal($('.gw-slot[data-index="1"]').getAttribute("aria-invalid"), "true");
  assert.ok($('.gw-slot[data-index="1"]').classList.contains("gw-error"));
  assert.equal($('[role="alert"]').textContent, "Card 2: no.");
  model.set("error", null);
  assert.equal($$('[role="alert"]').length, 0);
});

test("a refusal of the Python box's text is said once, under the box, not above the cards", () => {
  const model = fakeModel({
    trace_data: null, error: { message: "Card 1 'for5(': no.", card_index: 1, line: null, box: "code" },
  });
  render({ model, el });
  const alerts = $$('[role="alert"]');
  assert.equal(alerts.length, 1);
  assert.equal(alerts[0].getAttribute("data-testid"), "gw-code-error");
  assert.equal($$('.gw-slot[aria-invalid="true"]').length, 0);
});

test("a frame highlights its card, shows the iteration badge and moves the explorer", () => {
  const model = fakeModel({ frame: 2 });
  render({ model, el });
  const current = $$(".gw-current");
  assert.equal(current.length, 1);
  assert.equal(current[0].getAttribute("data-index"), "1");
  assert.equal(current[0].getAttribute("aria-current"), "step");
  assert.equal($('[data-testid="gw-iteration"]').textContent, "2/3");
  const explorer = $('[data-testid="gw-explorer"]');
  assert.deepEqual([explorer.getAttribute("data-row"), explorer.getAttribute("data-col")], ["2", "2"]);
  assert.equal($('[data-testid="gw-frame-no"]').textContent, "frame 3 / 5");
  assert.ok($('[data-row="2"][data-col="1"]').classList.contains("gw-trail"));
  assert.ok($('[data-row="2"][data-col="2"]').classList.contains("gw-path"));
  assert.match($('[data-testid="gw-events"]').textContent, /Repeat 2 of 3/);
});

test("opened chests show their label and removed traps disappear", () => {
  const model = fakeModel({ frame: 4 });
  render({ model, el });
  assert.equal($('[data-row="2"][data-col="3"] .gw-chip-points').textContent, "2");
  assert.equal($$('[data-row="2"][data-col="3"] .gw-chest').length, 0);
  assert.equal($$('[data-row="1"][data-col="3"] .gw-trap').length, 0);
  assert.equal($$('[data-testid="gw-iteration"]').length, 0);
  assert.ok($('[data-row="0"][data-col="0"] .gw-chest'), "unopened chest stays face down");
});

test("step controls set and save the frame", () => {
  const model = fakeModel({ frame: 0 });
  render({ model, el });
  $('[data-cmd="step"]').click();
  assert.equal(model.state.frame, 1);
  assert.equal(model.saves, 1);
  $('[data-cmd="over"]').click();
  assert.equal(model.state.frame, 3);
  $('[data-cmd="back"]').click();
  assert.equal(model.state.frame, 2);
  $('[data-cmd="last"]').click();
  assert.equal(model.state.frame, 4);
  assert.equal($('[data-cmd="step"]', window.HTMLButtonElement).disabled, true);
  $('[data-cmd="first"]').click();
  assert.equal(model.state.frame, 0);
  const slider = $('[data-testid="gw-slider"]', window.HTMLInputElement);
  slider.value = "4";
  slider.dispatchEvent(new window.Event("input"));
  assert.equal(model.state.frame, 3);
});

test("keyboard: arrows step, Home/End jump, other keys are ignored", () => {
  const model = fakeModel({ frame: 0 });
  render({ model, el });
  assertStepKeys(key, () => model.state.frame, 4);
  key("x");
  assert.equal(model.state.frame, 0);
});

test("play advances frames and stops at the end; space toggles", async () => {
  const model = fakeModel({ frame: 3 });
  render({ model, el });
  const speed = $(".gw-speed", window.HTMLSelectElement);
  speed.value = "fast";
  speed.dispatchEvent(new window.Event("change"));
  await assertPlaysToEnd(key, () => $('[data-cmd="play"]'), () => model.state.frame, 4, 400);
});

test("a frame change from Python redraws; missing labels fall back to ids", () => {
  const model = fakeModel({ frame: 0 });
  render({ model, el });
  model.set("frame", 4);
  const explorer = $('[data-testid="gw-explorer"]');
  assert.deepEqual([explorer.getAttribute("data-row"), explorer.getAttribute("data-col")], ["1", "3"]);
  assert.equal($('[data-cmd="step"]').getAttribute("aria-label"), "core.ui.step.step");
  assert.equal($('[data-testid="gw-run"]').getAttribute("aria-label"), "Run");
  model.set("labels", { "core.ui.step.step": "1つ進む" });
  assert.equal($('[data-cmd="step"]').getAttribute("aria-label"), "1つ進む");
});

test("cleanup removes the DOM and every listener", () => {
  const model = fakeModel();
  assertCleansUp(model, el, render({ model, el }));
});

test("a puzzle's trap chips are drawn on their closed chests", () => {
  const model = fakeModel();
  model.set("board", { ...model.get("board"), chips: [[0, 0, "hole"]] });
  render({ model, el });
  const chest = $('[data-row="0"][data-col="0"] .gw-chest');
  assert.equal(chest.getAttribute("data-chip"), "hole");
  assert.ok(chest.querySelector(".gw-chest-chip svg"));
  assert.match($('[data-row="0"][data-col="0"]').getAttribute("aria-label") ?? "", /gramin.ui.chest_trap|hole/);
});

test("held if-cards are drawn as cards with their mark's icon and label", () => {
  const labels = { ...CORE, "gramin.ui.if_held": "If-cards held", "gramin.ui.if_card.if_hole": "if-card: hole",
    "gramin.ui.if_card.if_crocodile": "if-card: crocodile", "gramin.ui.if_word": "if" };
  render({ model: fakeModel({ labels, if_cards: ["if_crocodile", "if_hole", "bogus"] }), el });
  const cards = $$('[data-testid="gw-if-cards"] .gw-card--if');
  assert.deepEqual(cards.map((c) => c.getAttribute("aria-label")), ["if-card: crocodile", "if-card: hole"]);
  assert.ok(cards[1].querySelector(".gw-card-if-icon svg"));
  assert.equal(query(cards[1], ".gw-card-caption").textContent, "if-card: hole");
  assert.equal($('[data-testid="gw-if-cards"] h3').textContent, "If-cards held");
});

test("an if-card a run has spent is marked used from its frame on, and held again before it", () => {
  const labels = { ...CORE, "gramin.ui.if_card.if_hole": "if-card: hole", "gramin.ui.if_card_used": "{card} (used)" };
  const spentFrames = frames.map((f, i) => ({ ...f, spent: i >= 2 ? ["if_hole"] : [] }));
  const model = fakeModel({ labels, if_cards: ["if_hole", "if_hole"], frame: 1, trace_data: { frames: spentFrames } });
  render({ model, el });
  const used = () => $$('[data-testid="gw-if-cards"] .gw-card--if').map((c) => c.getAttribute("data-used"));
  assert.deepEqual(used(), [null, null], "frame 2: both still held");
  $('[data-cmd="step"]').click();
  assert.deepEqual(used(), ["true", null], "frame 3: one spent, the other still held");
  assert.equal($('[data-testid="gw-if-cards"] .gw-used').getAttribute("aria-label"), "if-card: hole (used)");
  $('[data-cmd="back"]').click();
  assert.deepEqual(used(), [null, null]);
});

test("no if-card held: no if-card row", () => {
  render({ model: fakeModel({ if_cards: [] }), el });
  assert.equal($$('[data-testid="gw-if-cards"]').length, 0);
});

test("a typed-Python error is not shown under the card strip (it belongs to the code box)", () => {
  const error = { message: "Line 2: step(RIGHT) must be indented.", line: 2, card_index: 1 };
  render({ model: fakeModel({ error, trace_data: null }), el });
  assert.equal($$('[data-testid="gw-error"]').length, 0);
  assert.equal($$(".gw-slot.gw-error").length, 0);
  assert.equal($('[data-testid="gw-code-error"]').textContent, error.message);
});

test("the board is a grid of named cells with one Tab stop; arrows move it, not the frame", () => {
  const labels = { ...CORE, "gramin.ui.square": "row {r}, column {c} ({row}, {col})", "gramin.ui.board": "Board",
    "gramin.ui.square_is": "{where}: {what}", "gramin.ui.say_and": ", ",
    "gramin.ui.chest": "chest", "gramin.ui.trap_card": "{trap} trap card", "gramin.ui.trap.crocodile": "crocodile",
    "gramin.ui.start": "start", "gramin.ui.explorer": "explorer" };
  const model = fakeModel({ labels, frame: 0 });
  render({ model, el });
  const grid = $('[role="grid"]');
  assert.equal(grid.getAttribute("aria-label"), "Board");
  assert.equal(grid.getAttribute("aria-readonly"), "true");
  assert.equal($$('[role="grid"] > [role="row"]').length, 3);
  assert.equal($$('[role="row"] > [role="gridcell"]').length, 12);
  assert.equal($('[data-row="0"][data-col="0"]').getAttribute("aria-label"), "row 1, column 1 (0, 0): chest");
  assert.equal($('[data-row="1"][data-col="3"]').getAttribute("aria-label"),
    "row 2, column 4 (1, 3): crocodile trap card");
  assert.equal($('[data-row="2"][data-col="0"]').getAttribute("aria-label"), "row 3, column 1 (2, 0): start, explorer");
  // the explorer and the path lines are drawn over the grid, not inside its rows
  assert.equal(grid.querySelector(".gw-explorer, .gw-lines"), null);
  assert.equal($$('.gw-square[tabindex="0"]').length, 1);
  $('.gw-square[tabindex="0"]').focus();
  const press = (/** @type {string} */ k) => focused().dispatchEvent(new window.KeyboardEvent("keydown", { key: k, bubbles: true }));
  for (const k of ["ArrowRight", "ArrowRight", "ArrowDown", "End"]) press(k);
  assert.equal(focused().getAttribute("data-focus-key"), "sq-1,3");
  assert.deepEqual($$('.gw-square[tabindex="0"]').map((q) => q.getAttribute("data-focus-key")), ["sq-1,3"]);
  assert.equal(model.state.frame, 0, "arrows on the board do not step through the trace");
  model.set("frame", 2);
  assert.equal(focused().getAttribute("data-focus-key"), "sq-1,3", "a redraw keeps the focus");
});

test("the program is a list; a loop is one item holding the list of its own cards", () => {
  const model = fakeModel({ trace_data: null });
  render({ model, el });
  const program = $('[data-testid="gw-program"]');
  assert.equal(program.getAttribute("role"), "list");
  const top = [...program.children].map((c) => c.getAttribute("role"));
  assert.deepEqual(top, ["listitem", "listitem"]);
  const inner = $(".gw-loop > [role='list']");
  assert.equal(inner.getAttribute("aria-label"), "gramin.ui.kind.loop_open_n");
  assert.equal(inner.querySelectorAll('[role="listitem"]').length, 3);
  // a loop card is not a button: it is read through text, not an aria-label on a div
  const loopCard = $('.gw-slot[data-index="0"] .gw-card');
  assert.equal(loopCard.tagName, "DIV");
  assert.equal(loopCard.getAttribute("aria-label"), null);
  assert.equal(query(loopCard, ".gw-sr").textContent, "1: gramin.ui.kind.loop_open_n");
  // an empty program: an empty list and the hint beside it
  model.set("cards", []);
  assert.equal($('[data-testid="gw-program"]').children.length, 0);
  assert.ok($(".gw-program-body > .gw-empty"));
});

test("a card moved by keyboard keeps the focus; removing the last card focuses its neighbour", () => {
  const model = fakeModel({ trace_data: null });
  render({ model, el });
  $('.gw-slot[data-index="1"] .gw-move-right').focus();
  $('.gw-slot[data-index="1"] .gw-move-right').click();
  model.set("cards", [cards[0], cards[2], cards[1], cards[3]]);
  assert.equal(focused().getAttribute("data-focus-key"), "gw-move-right-2");
  $('.gw-slot[data-index="3"] .gw-remove').focus();
  model.set("cards", cards.slice(0, 3));
  assert.equal(focused().getAttribute("data-focus-key"), "gw-remove-2");
});

test("the live region says each step: frame, card, iteration and the frame's sentence", () => {
  const labels = { ...CORE, "gramin.ui.say_frame": "Frame {i} of {n}.", "gramin.ui.say_step": "Frame {i} of {n}: {what}.",
    "gramin.ui.say_card": "card {k} ({card})", "gramin.ui.say_and": ", ", "gramin.ui.iteration": "repeat {i} of {n}",
    "gramin.ui.kind.step": "step", "gramin.ui.dir.right": "right", "gramin.ui.card_name": "{kind} {dir}" };
  const model = fakeModel({ labels, frame: 0 });
  render({ model, el });
  const live = $('[data-testid="gw-live"]');
  assert.equal(live.getAttribute("aria-live"), "polite");
  assert.equal(live.textContent, "", "a saved trace is shown, not said");
  key("ArrowRight");
  assert.equal(live.textContent, "Frame 2 of 5: card 2 (step right), repeat 1 of 3.");
  key("ArrowRight");
  assert.equal(live.textContent, "Frame 3 of 5: card 2 (step right), repeat 2 of 3. Repeat 2 of 3.");
  key("ArrowLeft");
  assert.equal(live.textContent, "Frame 2 of 5: card 2 (step right), repeat 1 of 3.");
  assert.equal($('[data-testid="gw-events"]').getAttribute("aria-live"), null, "one live region only");
  assert.equal($$("[aria-live], [role=status]").length, 1, "one live region only");
  assert.ok(el.contains(live) && $(".gw-root").firstElementChild === live);
});

test("auto-play is said when it pauses or reaches the last frame, not on each tick", async () => {
  const labels = { ...CORE, "gramin.ui.say_frame": "Frame {i} of {n}.", "gramin.ui.say_step": "Frame {i} of {n}.",
    "gramin.ui.say_card": "card {k}", "gramin.ui.say_and": ", " };
  const model = fakeModel({ labels, frame: 0, trace_data: { frames, stop_reason: "end", summary: "2 points." } });
  render({ model, el });
  const live = $('[data-testid="gw-live"]');
  /** @type {string[]} */
  const heard = [];
  const watch = setInterval(() => { if (heard.at(-1) !== live.textContent) heard.push(live.textContent); }, 5);
  const speed = $(".gw-speed", window.HTMLSelectElement);
  speed.value = "fast";
  speed.dispatchEvent(new window.Event("change"));
  key(" ");
  await until(() => model.state.frame === 4);
  await new Promise((r) => setTimeout(r, 100));  // the watcher's last look
  clearInterval(watch);
  assert.equal(model.state.frame, 4);
  assert.deepEqual(heard.filter(Boolean), ["Frame 5 of 5. 2 points."], "only the last frame, with the summary");
  key(" ");  // plays again from the start
  key(" ");  // and pauses at once: the frame it paused on is said
  assert.equal(live.textContent, "Frame 1 of 5. Start.");
});

test("Space on a <summary> (the code editor) opens it: no playback", () => {
  const model = fakeModel({ frame: 0 });
  render({ model, el });
  const summary = $("summary");
  assert.ok(summary, "the code view has a <summary>");
  const ev = new window.KeyboardEvent("keydown", { key: " ", bubbles: true, cancelable: true });
  summary.dispatchEvent(ev);
  assert.equal(ev.defaultPrevented, false);
  assert.equal($('[data-cmd="play"]').getAttribute("aria-pressed"), "false");
});

test("a language switch (lang and labels in one message) rebuilds once", () => {
  const model = fakeModel({ frame: 2 });
  render({ model, el });
  /** @type {HTMLElement|null} */
  let board = null;
  model.on("change:lang", () => { board = $('[data-testid="gw-board"]'); });
  model.on("change:labels", () => {
    assert.equal($('[data-testid="gw-board"]'), board, "the second event does not rebuild again");
  });
  model.setMany({ lang: "ja", labels: { "gramin.ui.run": "実行" } });
  assert.ok(board);
  assert.equal($(".gw-root").getAttribute("lang"), "ja");
  assert.equal($('[data-testid="gw-run"]').getAttribute("aria-label"), "実行");
  assert.equal(model.state.frame, 2, "the frame is kept");
});

test("lang then labels in two messages (as Python sends them): the texts change with the labels", () => {
  const model = fakeModel({ frame: 0 });
  render({ model, el });
  const board = $('[data-testid="gw-board"]');
  model.set("lang", "ja");
  assert.equal($(".gw-root").getAttribute("lang"), "ja");
  assert.equal($('[data-testid="gw-board"]'), board, "lang alone does not rebuild");
  model.set("labels", { "gramin.ui.run": "実行" });
  assert.notEqual($('[data-testid="gw-board"]'), board, "new labels rebuild");
  assert.equal($('[data-testid="gw-run"]').getAttribute("aria-label"), "実行");
});

test("a clicked board square keeps Space for play/pause; arrows on <summary> still step", () => {
  const model = fakeModel({ frame: 0 });
  render({ model, el });
  const square = $('[role="gridcell"]');
  const space = new window.KeyboardEvent("keydown", { key: " ", bubbles: true, cancelable: true });
  square.dispatchEvent(space);
  assert.equal(space.defaultPrevented, true);
  assert.equal($('[data-cmd="play"]').getAttribute("aria-pressed"), "true");
  $('[data-cmd="play"]').click(); // pause again
  model.set("frame", 0);
  $("summary").dispatchEvent(new window.KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true, cancelable: true }));
  assert.equal(model.state.frame, 1);
});

test("one view per widget: the sandbox has no puzzle panel, the puzzle view draws it and the goal", () => {
  const puzzle = {
    puzzle_info: { index: 0, count: 2, title: "First", goal: "Collect the chest.", stars_total: 0, stars_max: 6,
      if_cards: [], end: [1, 3], collect: [[2, 3]] },
    course_list: [{ title: "First", stars: 0 }, { title: "Second", stars: 0 }], verdict: null, hint_text: null,
  };
  render({ model: fakeModel(puzzle), el });
  assert.equal($$('[data-testid="gw-puzzle"]').length, 0);
  assert.equal($$(".gw-goal-end").length, 0);
  el.replaceChildren();
  const model = fakeModel(puzzle);
  const cleanup = renderPuzzle({ model, el });
  assert.ok($(".gw-puzzle-slot").contains($('[data-testid="gw-puzzle"]')));
  assert.equal($(".gw-puzzle-title").textContent, "First");
  assert.ok($('[data-row="1"][data-col="3"]').classList.contains("gw-goal-end"));
  $(".gw-next").click();
  assert.deepEqual(model.sent, [{ type: "select_puzzle", index: 1 }]);
  cleanup();
  assert.equal(model.listenerCount(), 0);
});

test("Run plays a new run from its first frame; the same run re-worded does not replay", async () => {
  const model = fakeModel({ trace_data: null, frame: 0 });
  render({ model, el });
  $(".gw-speed", window.HTMLSelectElement).value = "fast";
  $(".gw-speed", window.HTMLSelectElement).dispatchEvent(new window.Event("change"));
  model.set("trace_data", { frames, stop_reason: "end", summary: "Done.", run: 1 });
  assert.equal($('[data-cmd="play"]').getAttribute("aria-pressed"), "true");
  await until(() => model.state.frame === 4);
  assert.equal(model.state.frame, 4, "played to the last frame");
  model.set("frame", 1);
  model.set("trace_data", { frames, stop_reason: "end", summary: "Fini.", run: 1 });
  assert.equal($('[data-cmd="play"]').getAttribute("aria-pressed"), "false");
  assert.equal(model.state.frame, 1);
});

test("the puzzle's verdict waits for the last frame of a new run", () => {
  const puzzle = {
    puzzle_info: { index: 0, count: 1, title: "First", goal: "Go.", stars_total: 0, stars_max: 3, if_cards: [],
      end: null, collect: [] },
    course_list: [{ title: "First", stars: 0 }], verdict: null, hint_text: null, trace_data: null,
  };
  const model = fakeModel(puzzle);
  renderPuzzle({ model, el });
  model.set("verdict", { stars: 3, solved: true, text: "Solved with 3 cards." });
  model.set("trace_data", { frames, stop_reason: "end", summary: null, run: 1 });
  assert.equal($$('[data-testid="gw-verdict"]').length, 0, "not while the run plays");
  $('[data-cmd="last"]').click();
  assert.equal($('[data-testid="gw-verdict"]').textContent, "Solved with 3 cards.");
  // said with the last frame, after it: the frame's sentence does not hide it
  assert.match($('[data-testid="gw-live"]').textContent, /^gramin\.ui\.say_step .*Solved with 3 cards\.$/);
});

test("an invalid program turns Run off and says why beside it; an open loop is a note", () => {
  const model = fakeModel({ trace_data: null, problem: { message: "This uses 3 cards but the die allows 2.",
    card_index: 2, pending: false } });
  render({ model, el });
  const run = $('[data-testid="gw-run"]', window.HTMLButtonElement);
  const problem = $('.gw-program-box .gw-section-head [data-testid="gw-problem"]');
  assert.ok(run.disabled);
  assert.equal(run.getAttribute("aria-describedby"), problem.id);
  assert.ok(problem.classList.contains("gw-problem--error"));
  assert.equal($('[data-testid="gw-live"]').textContent, "This uses 3 cards but the die allows 2.");
  assert.equal($('.gw-slot[aria-invalid="true"]').getAttribute("data-index"), "1");
  model.set("problem", { message: "Close the loop with ')'.", card_index: 1, pending: true });
  assert.ok($('[data-testid="gw-problem"]').classList.contains("gw-problem--pending"));
  assert.equal($$('.gw-slot[aria-invalid="true"]').length, 0, "a loop being built is no mistake");
  model.set("problem", null);
  assert.ok(!$('[data-testid="gw-run"]', window.HTMLButtonElement).disabled);
  assert.equal($$('[data-testid="gw-problem"]').length, 0);
});

test("step over is on while the card is in a loop, off outside; the explorer leaves an opened chest readable", () => {
  const model = fakeModel({ frame: 0 });
  render({ model, el });
  assert.ok(!$('[data-cmd="over"]', window.HTMLButtonElement).disabled, "frame 1: the loop starts next");
  $('[data-cmd="last"]').click();
  assert.ok($('[data-cmd="over"]', window.HTMLButtonElement).disabled, "the last frame, out of the loop");
  $('[data-cmd="back"]').click();
  assert.equal(model.state.frame, 3);
  assert.ok(!$('[data-cmd="over"]', window.HTMLButtonElement).disabled, "the loop's last iteration: still in the loop");
  const square = $('[data-row="2"][data-col="3"]');
  assert.ok(square.classList.contains("gw-square--shared"));
  assert.ok($('[data-testid="gw-explorer"]').classList.contains("gw-explorer--shared"));
});

test("the board's edges number the rows and columns as English messages do, from 0", () => {
  render({ model: fakeModel({ labels: { "gramin.ui.axis": "{i}" } }), el });
  assert.deepEqual($$(".gw-axis-col").map((e) => e.textContent), ["0", "1", "2", "3"]);
  assert.deepEqual($$(".gw-axis-row").map((e) => e.textContent), ["0", "1", "2"]);
});

test("the board's edges number the rows and columns as Japanese messages do, from 1", () => {
  render({ model: fakeModel({ labels: { "gramin.ui.axis": "{n}" } }), el });
  assert.deepEqual($$(".gw-axis-col").map((e) => e.textContent), ["1", "2", "3", "4"]);
  assert.deepEqual($$(".gw-axis-row").map((e) => e.textContent), ["1", "2", "3"]);
});

test("a square's name in Japanese: counted from 1 at the top left, Japanese punctuation", () => {
  const labels = { ...CORE, "gramin.ui.square": "上から{r}行目・左から{c}列目", "gramin.ui.square_is": "{where}：{what}",
    "gramin.ui.say_and": "、", "gramin.ui.chest": "宝箱（伏せたまま）", "gramin.ui.start": "スタート",
    "gramin.ui.explorer": "探検隊" };
  render({ model: fakeModel({ labels, frame: 0 }), el });
  assert.equal($('[data-row="0"][data-col="0"]').getAttribute("aria-label"), "上から1行目・左から1列目：宝箱（伏せたまま）");
  assert.equal($('[data-row="2"][data-col="0"]').getAttribute("aria-label"), "上から3行目・左から1列目：スタート、探検隊");
});

test("the board's goal marks are pictures, not font glyphs", () => {
  const model = fakeModel({
    puzzle_info: { index: 0, count: 1, title: "T", goal: "G", stars_total: 0, stars_max: 3, if_cards: [],
      end: [1, 3], collect: [[2, 3]] },
    course_list: [{ title: "T", stars: 0 }], verdict: null, hint_text: null,
  });
  renderPuzzle({ model, el });
  assert.ok($(".gw-flag svg", window.SVGElement) && $(".gw-goal-mark svg", window.SVGElement));
  assert.equal($(".gw-flag").textContent, "");
});

/** @type {Array<[string, typeof render]>} */
const VIEWS = [["sandbox", render], ["puzzle", renderPuzzle]];
for (const [name, draw] of VIEWS) {
  test(`${name}: the live region lets go of a building hint once the loop is closed and the run plays`, async () => {
    const model = fakeModel({
      trace_data: null, frame: 0, cards: [], program: "", problem: null,
      puzzle_info: { index: 0, count: 1, title: "T", goal: "G", stars_total: 0, stars_max: 3, if_cards: [],
        end: null, collect: [] },
      course_list: [{ title: "T", stars: 0 }], verdict: null, hint_text: null,
    });
    draw({ model, el });
    const live = $('[data-testid="gw-live"]');
    // read anew each time (an assertion on one reading would narrow the next one's type)
    const said = () => live.textContent ?? "";
    const hint = "Lay the cards to repeat, then close the loop 'for3(' with ')'.";
    model.setMany({ cards: cards.slice(0, 1), problem: { message: hint, card_index: 0, pending: true } });
    assert.equal(said(), hint);
    model.setMany({ cards, problem: null });
    assert.equal(said(), "", "the loop is closed: the hint no longer applies");
    $(".gw-player .gw-speed", window.HTMLSelectElement).value = "fast";
    $(".gw-player .gw-speed", window.HTMLSelectElement).dispatchEvent(new window.Event("change"));
    model.setMany({ trace_data: { frames, stop_reason: "end", summary: "Done.", run: 1 }, frame: 0 });
    assert.ok(!said().includes("close the loop"), said());
    await until(() => model.state.frame === 4);
    assert.equal(model.state.frame, 4);
    assert.match(said(), /Done\.$/, "the last frame is said");
  });
}

test("step over is on during playback inside a loop; pressing it pauses and finishes the loop", async () => {
  const model = fakeModel({ trace_data: null, frame: 0 });
  render({ model, el });
  model.set("trace_data", { frames, stop_reason: "end", summary: null, run: 1 });
  assert.equal($('[data-cmd="play"]').getAttribute("aria-pressed"), "true");
  // frame 3: card 2 in the loop's second iteration, one frame before the loop's end
  for (let waited = 0; model.state.frame < 2 && waited < 3000; waited += 10) await new Promise((r) => setTimeout(r, 10));
  assert.equal(model.state.frame, 2);
  assert.ok(!$('[data-cmd="over"]', window.HTMLButtonElement).disabled, "in the loop while playing");
  $('[data-cmd="over"]').click();
  assert.equal(model.state.frame, 3, "the loop's last frame");
  assert.equal($('[data-cmd="play"]').getAttribute("aria-pressed"), "false", "paused");
  await new Promise((r) => setTimeout(r, 900));
  assert.equal(model.state.frame, 3, "stays paused");
});

test("the last frame's sentence box says neither the counts nor the stop its trap sentence said", () => {
  const counts = "Cards laid: 2. Points: 2.";
  const model = fakeModel({ frame: 4, trace_data: { frames, stop_reason: "end", stopped: null, summary: counts } });
  render({ model, el });
  const events = () => $('[data-testid="gw-events"]').textContent;
  assert.ok(!events().includes(counts), "the counts are only in the counters (and spoken)");
  model.set("trace_data", { frames, stop_reason: "wall", stopped: "Stopped by a wall.",
    summary: `${counts} Stopped by a wall.` });
  assert.ok(!events().includes("Stopped by a wall."), "said once, by the wall's own sentence");
  assert.ok(!events().includes(counts));
});

test("each counter says its count with its counter word (3枚, 4マス, 2点)", () => {
  const labels = { ...CORE, "gramin.ui.count.cards": "{n}枚", "gramin.ui.count.squares": "{n}マス", "gramin.ui.count.points": "{n}点" };
  const model = fakeModel({ frame: 4, labels, trace_data: { frames, stop_reason: "end", stopped: null, summary: null } });
  render({ model, el });
  const value = (/** @type {string} */ cls) => $(`.${cls} .gw-counter-value`).textContent;
  assert.deepEqual(["gw-c-cards", "gw-c-run", "gw-c-moves", "gw-c-score"].map(value), ["4枚", "4枚", "4マス", "2点"]);
});
