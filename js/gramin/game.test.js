// DOM tests of the game view (happy-dom, fake anywidget model with state as Python sends it).
import { after, test } from "node:test";
import assert from "node:assert/strict";
import { focused, mountPoint, window } from "../test-support/dom.js";
import { fakeModel as modelOf } from "../test-support/fake-model.js";
import { card } from "../test-support/gramin.js";

/** @typedef {import("./traits.js").GraminGameTraits} GraminGameTraits */
/** @typedef {import("./player.js").Pos} Pos */
/** @typedef {import("./player.js").Frame["loops"]} Loops */
/** the shared labels every widget gets (core.ui.*) that these tests read */
const CORE = { "core.ui.labelled": "{label}: {text}", "core.ui.label_colon": "{label}: " };

const { renderGame } = await import("./game.js");
const { actionFrame, actorWalk, countsAt, piecesOf, replayFrame } = await import("./replay.js");
const { mePanel } = await import("./seats.js");
const { translator } = await import("../shared/i18n.js");

/** @type {NonNullable<GraminGameTraits["state"]>} */
const base = {
  turn: 1, phase: "build", parent: 1, rolls: [4, 2], skipping: [false, false], skip_next: [false, false],
  actor: null, board: { rows: 5, cols: 5, chests: [[2, 2], [1, 3]], traps: [[3, 3, "wall"]], start: null },
  positions: [[0, 0], [0, 4]], hand_sizes: [5, 2], pile_sizes: [0, 0], crocodile_pile: 0, deck: 20,
  discard: 0, built: [false, true], programs: [null, null], next_action: [0, 0], stopped: [null, null],
  pending_traps: [null, null], events: [{ kind: "rolled", text: "Player 1 rolls 4.", player: 0 }],
  scores: null, winners: null,
};
/** @type {import("./traits.js").Builder} */
const builder = {
  player: 0, die: 4, die_text: "Die: 4 cards (loop cards are free)", cost: 1, hand: [{ ...card("R", "step", "right"), used: true }, { ...card("2R", "dash", "right"), used: false }],
  cards: [card("D", "step", "down")], code: [{ text: "step(DOWN)", card: 0, depth: 0 }],
  traps: [{ kind: "wall", held: 1, declared: 0 }], if_cards: ["if_hole"], problem: null,
};

/**
 * A fake model of a game of two, Ann building (the person at the screen) and a bot.
 *
 * @param {Partial<GraminGameTraits>} [overrides] traits to change
 */
function fakeModel(overrides = {}) {
  const state = {
    lang: "en", labels: { "gramin.game.ui.pass_to": "Pass to {name}", "gramin.game.ui.bot": "bot", "gramin.ui.frame": "frame {i} / {n}",
      "gramin.ui.card_badge": "{i}/{n}", "gramin.ui.code_loop": "# {i}/{n}" },
    players: [{ name: "<i>Ann</i>", bot: null, seat: 1 }, { name: "Bot 2", bot: "bot", seat: 2 }],
    state: base, me: { player: 0, hand: ["step"], pile: [3], score: 3 }, cover: null, builder,
    action: null, status: "Ann: build your program (die 4).", error: null, ...overrides,
  };
  return modelOf(state);
}

const { el, $, $$ } = mountPoint();

test("pieces and frames are read from the state or the action frame", () => {
  /** @type {import("../shared/types.js").Translate} */
  const t = (id, f) => `${id}:${JSON.stringify(f ?? {})}`;
  const ps = piecesOf(base, null, [{ name: "A" }, { name: "B" }], 1, t);
  assert.deepEqual(ps.map((p) => [p.seat, p.pos, p.active]), [[1, [0, 0], false], [2, [0, 4], true]]);
  const action = { frames: [{ positions: [[1, 1], [0, 4]] }, { positions: [[2, 1], [0, 4]] }] };
  assert.deepEqual(actionFrame(action, 9)?.positions[0], [2, 1]);
  assert.equal(actionFrame(null, 0), null);
});

test("builder: hand, program, code, trap toggle and submit send intents; names are text", () => {
  const model = fakeModel();
  render(model);
  assert.equal($(".gw-player-name").textContent, "<i>Ann</i>");
  assert.equal($$(".gw-player-name i").length, 0);
  // "Bot 2" says it is a bot: no bot tag beside it (a bot is said once)
  assert.equal($$('[data-testid="gw-player-2"] .gw-tag:not(.gw-tag-parent)').length, 0);
  assert.equal($$('[data-testid="gw-board"] .gw-square').length, 25);
  assert.equal($$(".gw-player-piece").length, 2);
  assert.ok($('[data-testid="gw-parent"]'));
  assert.equal($('[data-testid="gw-die-1"]').textContent, "4");
  assert.equal($(".gw-die").textContent, "Die: 4 cards (loop cards are free)");
  $$('.gw-hand .gw-card')[1].click();
  $(".gw-trap-toggle").click();
  $('[data-testid="gw-submit"]').click();
  assert.deepEqual(model.sent, [{ type: "add_card", token: "2R" }, { type: "toggle_trap", kind: "wall" },
    { type: "submit" }]);
  assert.equal($$(".gw-code-line").length, 1);
});

test("builder: the if-cards held on one line, when they are used and what one costs on the next", () => {
  const labels = { "gramin.game.ui.if_cards": "もしもカード：{cards}", "gramin.game.term.hole": "あな" };
  render(fakeModel({ labels, builder: { ...builder, if_note: "わなにかかると自動で使います。" } }));
  assert.equal($(".gw-if-held").textContent, "もしもカード：あな");
  assert.equal($('[data-testid="gw-if-note"]').textContent, "わなにかかると自動で使います。");
});

test("builder: with if-cards not automatic, one toggle per if-card held names its trap", () => {
  const model = fakeModel({ builder: { ...builder, if_marks: [{ mark: "hole", card: "if_hole", named: false }] } });
  render(model);
  const toggle = $('[data-testid="gw-if-mark-hole"]');
  assert.equal(toggle.getAttribute("aria-pressed"), "false");
  assert.equal(toggle.textContent, "gramin.game.ui.if_mark_toggle");
  toggle.click();
  assert.deepEqual(model.sent.at(-1), { type: "toggle_if_mark", mark: "hole" });
  model.set("builder", { ...builder, if_marks: [{ mark: "hole", card: "if_hole", named: true }] });
  assert.equal($('[data-testid="gw-if-mark-hole"]').getAttribute("aria-pressed"), "true");
  // automatic if-cards: nothing to name
  model.set("builder", builder);
  assert.equal($$(".gw-if-mark").length, 0);
});

test("builder: what is typed in the Python box stays through redraws, and is the builder's own", () => {
  const model = fakeModel();
  render(model);
  const box = $('[data-testid="gw-code-input"]', window.HTMLTextAreaElement);
  $(".gw-code-editor", window.HTMLDetailsElement).open = true;
  box.focus();
  box.value = "step(UP)";
  model.set("status", "Bot 2 is building.");
  model.set("builder", { ...builder, cost: 2 });
  assert.equal($('[data-testid="gw-code-input"]'), box);
  assert.equal(box.value, "step(UP)");
  assert.equal(document.activeElement, box, "the focus stays in the box");
  assert.equal($(".gw-code-editor", window.HTMLDetailsElement).open, true);
  // the screen passes to another person: their box is empty
  model.set("builder", null);
  model.set("cover", { player: 1, name: "Ben" });
  model.set("cover", null);
  model.set("builder", { ...builder, player: 1 });
  assert.equal($('[data-testid="gw-code-input"]', window.HTMLTextAreaElement).value, "");
});

test("cover hides the builder and asks to pass the screen", () => {
  const model = fakeModel({ builder: null, me: null, cover: { player: 0, name: "Ann" } });
  render(model);
  assert.equal($$('[data-testid="gw-builder"]').length, 0);
  assert.match($('[data-testid="gw-cover"]').textContent, /Pass to Ann/);
  $('[data-testid="gw-show-hand"]').click();
  assert.deepEqual(model.sent, [{ type: "show_hand", player: 0 }]);
});

test("trap phase: a person's squares are clickable and send the engine's place_trap action", () => {
  const model = fakeModel({ builder: null, state: { ...base, phase: "traps", actor: 0, pending_traps: [["wall", "hole"], null] } });
  render(model);
  const sq = $('[data-row="4"][data-col="1"]');
  assert.equal(sq.getAttribute("role"), "gridcell");
  assert.equal($(".gw-grid").getAttribute("aria-readonly"), "false");
  sq.click();
  sq.dispatchEvent(new window.KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
  const wall = { type: "place_trap", player: 0, kind: "wall", pos: [4, 1] };
  assert.deepEqual(model.sent, [wall, wall]);
});

test("trap phase by keyboard: one square in the Tab order, arrows move it, Space places", () => {
  const model = fakeModel({ builder: null, state: { ...base, phase: "traps", actor: 0, pending_traps: [["hole"], null] } });
  render(model);
  const press = (/** @type {string} */ k) => focused().dispatchEvent(new window.KeyboardEvent("keydown", { key: k, bubbles: true }));
  assert.deepEqual($$('.gw-square[tabindex="0"]').map((q) => q.getAttribute("data-focus-key")), ["sq-0,0"]);
  $('.gw-square[tabindex="0"]').focus();
  for (const k of ["ArrowDown", "ArrowDown", "ArrowRight", "ArrowUp", "End"]) press(k);
  assert.equal(focused().getAttribute("data-focus-key"), "sq-1,4");
  assert.deepEqual($$('.gw-square[tabindex="0"]').map((q) => q.getAttribute("data-focus-key")), ["sq-1,4"]);
  assert.match(focused().getAttribute("aria-label") ?? "", /Place the trap here|place_here/);
  for (const mod of [{ ctrlKey: true }, { metaKey: true }]) {
    for (const k of ["Enter", "ArrowLeft"]) {
      const ev = new window.KeyboardEvent("keydown", { key: k, bubbles: true, cancelable: true, ...mod });
      focused().dispatchEvent(ev);
      assert.equal(ev.defaultPrevented, false, `${k} with a modifier is the notebook's (run cell, ...)`);
    }
  }
  assert.deepEqual(model.sent, [], "Ctrl+Enter places no trap");
  assert.equal(focused().getAttribute("data-focus-key"), "sq-1,4");
  press(" ");
  assert.deepEqual(model.sent, [{ type: "place_trap", player: 0, kind: "hole", pos: [1, 4] }]);
  // the phase ends: the focus stays in the widget, on the next thing to do
  model.set("state", { ...base, phase: "action", actor: 1 });
  assert.equal(focused().getAttribute("data-testid"), "gw-act");
});

test("action phase: Next action, and the last action steps card by card", () => {
  const programs = [[card("for2(", "loop_open", null, 2), card("D", "step", "down"), card(")", "loop_close")], null];
  /** @param {number|null} cardIndex @param {Loops} loops @param {Pos} pos */
  const frame = (cardIndex, loops, pos) => ({ card: cardIndex, loops, positions: [pos, [0, 4]], chests: [[2, 2]], traps: [], events: [] });
  const action = { player: 0, action: 0, frames: [frame(null, [], [0, 0]), frame(1, [[0, 1, 2]], [1, 0]), frame(1, [[0, 2, 2]], [2, 0])],
    code: [{ text: "for _ in range(2):", card: 0, depth: 0 }, { text: "    step(DOWN)", card: 1, depth: 1 }] };
  const model = fakeModel({ builder: null, state: { ...base, phase: "action", actor: 1, programs } });
  render(model);
  $('[data-testid="gw-act"]').click();
  assert.deepEqual(model.sent, [{ type: "act", player: 1 }]);
  model.set("action", action);
  assert.equal($('[data-testid="gw-action-frame"]').textContent, "frame 1 / 3");
  $(".gw-action .gw-btn-step").click();
  assert.equal($('[data-testid="gw-piece-1"]').getAttribute("data-row"), "1");
  assert.equal($(".gw-action .gw-slot.gw-current").getAttribute("data-index"), "1");
  assert.equal($('.gw-action [data-testid="gw-iteration"]').textContent, "1/2");
  assert.equal($(".gw-action .gw-code-current").getAttribute("data-card"), "1");
  assert.equal($(".gw-action .gw-code-iter").textContent, "# 1/2");
  assert.equal($$(".gw-action .gw-code-input").length, 0);
  // another player's program is shown, not built: no card to turn, no tool, nothing to drag
  assert.equal($$(".gw-action .gw-strip button").length, 0);
  assert.equal($$(".gw-action .gw-slot[draggable]").length, 0);
  assert.match($(".gw-action .gw-slot[data-index='1']").textContent, /2/);
});

test("an action draws the actor's trail and the card's path on the board, as a run does", () => {
  const programs = [[card("R", "step", "right"), card("JD", "jump", "down")], null];
  /** @param {number|null} cardIndex @param {Pos} pos @param {Pos[]} path */
  const frame = (cardIndex, pos, path) => ({ card: cardIndex, loops: [], positions: [pos, [0, 4]], path,
    chests: [[2, 2]], traps: [], events: [] });
  const action = { player: 0, action: 0, code: [],
    frames: [frame(null, [0, 0], []), frame(0, [0, 1], [[0, 1]]), frame(1, [2, 1], [[2, 1]])] };
  assert.deepEqual(actorWalk(action).map((f) => [f.pos, f.path]),
    [[[0, 0], []], [[0, 1], [[0, 1]]], [[2, 1], [[2, 1]]]]);
  assert.deepEqual(actorWalk(null), []);
  const model = fakeModel({ builder: null, state: { ...base, phase: "action", actor: 1, programs } });
  render(model);
  model.set("action", action);
  /** @param {string} cls */
  const line = (cls) => {
    const d = $(`.gw-board .${cls}`, window.SVGElement).getAttribute("d");
    assert.ok(d !== null, `${cls} has path data`);
    return d;
  };
  assert.equal(line("gw-trail-line"), "", "frame 1: nothing walked yet");
  $(".gw-action .gw-btn-step").click();
  assert.equal(line("gw-path-line"), "M0.5 0.5 L1.5 0.5");
  assert.ok($('.gw-board .gw-square[data-row="0"][data-col="1"]').classList.contains("gw-path"));
  $(".gw-action .gw-btn-step").click();
  assert.match(line("gw-path-line"), /^M1\.5 0\.5 Q/, "the jump arcs over the square it does not enter");
  assert.equal(line("gw-trail-line").split(/[LQ]/).length, 3, "the trail so far: start, step, jump");
});

test("each action of the turn can be replayed: ◀ ▶ ask the kernel, an earlier one keeps its own end", () => {
  const programs = [[card("R", "step", "right")], [card("D", "step", "down")]];
  /** @param {Pos} p0 @param {Pos} p1 */
  const frame = (p0, p1) => ({ card: 0, loops: [], positions: [p0, p1], path: [], chests: [[2, 2]], traps: [], events: [] });
  const first = { player: 0, action: 0, code: [], index: 0, count: 2,
    frames: [{ ...frame([0, 0], [0, 4]), card: null, text: "Ann starts this action at (0, 0)." },
      { ...frame([0, 1], [0, 4]), text: "Ann: card 1 → (step), (0, 0) → (0, 1)." }] };
  // the earlier action at its end shows its own frame, not the live state after the turn
  assert.deepEqual(replayFrame(first, 1).positions, [[0, 1], [0, 4]]);
  assert.equal(replayFrame({ ...first, index: 1 }, 1), null, "the latest one ends on the live state");
  const model = fakeModel({ builder: null, state: { ...base, phase: "roll", programs, positions: [[0, 1], [1, 4]] } });
  render(model);
  model.set("action", { ...first, index: 1, player: 1 });
  assert.equal($('[data-testid="gw-turn-action"]').textContent, "gramin.game.ui.turn_action");
  assert.ok($(".gw-replay-next", window.HTMLButtonElement).disabled, "the last action of the turn has none after it");
  $(".gw-replay-prev").click();
  assert.deepEqual(model.sent.at(-1), { type: "replay", index: 0 });
  model.set("action", first);
  assert.ok($(".gw-replay-prev", window.HTMLButtonElement).disabled && !$(".gw-replay-next", window.HTMLButtonElement).disabled);
  $(".gw-action .gw-btn-last").click();
  // the step box says what the card shown did, even onto an empty square
  assert.equal($(".gw-action .gw-events").textContent, "Ann: card 1 → (step), (0, 0) → (0, 1).");
  assert.equal($('[data-testid="gw-piece-1"]').getAttribute("data-col"), "1", "Ann's piece where her action left it");
  assert.equal($('[data-testid="gw-piece-2"]').getAttribute("data-row"), "0", "Bot 2 not yet moved");
  model.set("action", { ...first, count: 1 });
  // the row is there from the turn's first action on (the panel under it never moves)
  assert.ok($(".gw-replay-prev", window.HTMLButtonElement).disabled && $(".gw-replay-next", window.HTMLButtonElement).disabled);
});

/** @param {import("../test-support/fake-model.js").FakeModel} model */
function render(model) {
  const cleanup = renderGame({ model, el });
  after(cleanup);
  return cleanup;
}

test("during a replay the players panel shows the counts of the frame, not ahead of it", () => {
  /**
   * @param {number|null} cardIndex @param {Pos} pos @param {number[]} piles @param {number[]} hands
   * @param {number[]} mePile
   */
  const frame = (cardIndex, pos, piles, hands, mePile) => ({ card: cardIndex, loops: [], positions: [pos, [0, 4]], chests: [[2, 2]], traps: [],
    pile_sizes: piles, hand_sizes: hands, crocodile_pile: 0, stopped: [null, null], me_pile: mePile, events: [] });
  const action = { player: 0, action: 0, program: [card("D", "step", "down"), card("R", "step", "right")],
    frames: [frame(null, [1, 2], [0, 0], [5, 2], []), frame(0, [2, 2], [1, 0], [5, 2], [4])] };
  assert.equal(replayFrame(action, 0), action.frames[0]);
  assert.equal(replayFrame(action, 1), null);
  const over = { ...base, phase: "over", pile_sizes: [1, 0], scores: [4, 0], winners: [0] };
  assert.deepEqual(countsAt(over, action.frames[0]).pile_sizes, [0, 0]);
  assert.equal(countsAt(over, action.frames[0]).scores, null);
  assert.deepEqual(countsAt(over, null).winners, [0]);
  // the state is already after the action (a chest taken); frame 0 still shows none
  const labels = { ...CORE, "gramin.game.ui.chests": "chests: {n}", "gramin.game.ui.no_chests": "Your chests: none yet",
    "gramin.game.ui.your_chest": "Points in your chest: {points}", "gramin.game.ui.chest_points": "{n}" };
  const model = fakeModel({ builder: null, labels, me: { player: 0, hand: [], pile: [4], score: 4 },
    state: { ...base, phase: "roll", rolls: [null, null], parent: null, pile_sizes: [1, 0], programs: [null, null] } });
  render(model);
  model.set("action", action);
  $(".gw-action .gw-btn-first").click();
  assert.equal($('[data-testid="gw-pile-size-1"]').textContent, "chests: 0");
  assert.equal($('[data-testid="gw-me"]').textContent, "Your chests: none yet");
  assert.equal($$(".gw-action .gw-slot").length, 2); // the program travels with the action
  $(".gw-action .gw-btn-last").click();
  assert.equal($('[data-testid="gw-pile-size-1"]').textContent, "chests: 1");
  assert.equal($('[data-testid="gw-me"]').textContent, "Points in your chest: 4");
  assert.equal($$('[data-testid="gw-parent"]').length, 0);
  assert.equal($$('[data-testid="gw-die-1"]').length, 0);
  assert.equal($('[data-testid="gw-log"] summary').textContent, "gramin.game.ui.log_last");
  $('[data-testid="gw-roll"]').click();
  assert.deepEqual(model.sent, [{ type: "roll", player: -1 }], "the dice are chance's action");
});

test("a tie for parent shows every re-roll next to the dice (rules 4.1)", () => {
  const state = { ...base, rolls: [5, 5], parent: 1, rerolls: [[3, 3], [4, 2]] };
  render(fakeModel({ state }));
  assert.equal($('[data-testid="gw-die-1"]').textContent, "5");
  assert.deepEqual(["1-1", "1-2", "2-1", "2-2"].map((k) => $(`[data-testid="gw-reroll-${k}"]`).textContent),
    ["3", "4", "3", "2"]);
  assert.equal($$(".gw-die-reroll").length, 4);
});

test("one live region says the new status and each replayed step, once", () => {
  const labels = { ...CORE, "gramin.ui.say_frame": "Frame {i} of {n}.", "gramin.ui.say_step": "Frame {i} of {n}: {what}.",
    "gramin.ui.say_card": "card {k} ({card})", "gramin.ui.say_and": ", ", "gramin.ui.iteration": "repeat {i} of {n}",
    "gramin.ui.kind.step": "step", "gramin.ui.dir.down": "down", "gramin.ui.card_name": "{kind} {dir}", "gramin.game.ui.action_of": "{name}'s action" };
  const programs = [[card("for2(", "loop_open", null, 2), card("D", "step", "down"), card(")", "loop_close")], null];
  /** @param {number|null} cardIndex @param {Loops} loops @param {Pos} pos */
  const frame = (cardIndex, loops, pos) => ({ card: cardIndex, loops, positions: [pos, [0, 4]], chests: [], traps: [], events: [] });
  const action = { player: 0, action: 0, frames: [frame(null, [], [0, 0]), frame(1, [[0, 1, 2]], [1, 0]), frame(1, [[0, 2, 2]], [2, 0])] };
  const model = fakeModel({ labels, builder: null, state: { ...base, phase: "action", actor: 1, programs }, status: "Next: Ann." });
  render(model);
  const live = $('[data-testid="gw-live"]');
  assert.equal(live.getAttribute("role"), "status");
  assert.equal(live.textContent, "", "a saved notebook opens silently");
  assert.equal($('[data-testid="gw-status"]').getAttribute("aria-live"), null, "the status line itself is not live");
  model.set("status", "Ann acts.");
  assert.equal(live.textContent, "Ann acts.");
  model.set("action", action);
  assert.equal(live.textContent, "Ann acts.", "the replay's first frame is not said while it plays");
  $(".gw-action .gw-btn-step").click();
  assert.equal(live.textContent, "<i>Ann</i>'s action: Frame 2 of 3: card 2 (step down), repeat 1 of 2.");
  model.set("error", { message: "nope" });
  assert.equal(live.textContent, "<i>Ann</i>'s action: Frame 2 of 3: card 2 (step down), repeat 1 of 2.",
    "a redraw for another reason says nothing new");
  assert.equal(live.children.length, 0, "names are text, never markup");
});

test("dice and revealed programs are images with a spoken name; pieces name their square", () => {
  const labels = { ...CORE, "gramin.game.ui.die_value": "die {n}", "gramin.game.ui.program_of": "Program of {name}",
    "gramin.ui.kind.step": "step", "gramin.ui.dir.down": "down", "gramin.ui.card_name": "{kind} {dir}",
    "gramin.game.ui.piece_of": "explorer {seat} of {name} at row {r}, column {c} ({row}, {col})",
    "gramin.game.ui.piece_name": "explorer {seat} of {name}", "gramin.ui.square": "row {r}, column {c} ({row}, {col})",
    "gramin.ui.square_is": "{where}: {what}", "gramin.ui.say_and": ", " };
  const programs = [[card("D", "step", "down")], null];
  render(fakeModel({ labels, builder: null, state: { ...base, phase: "action", actor: 1, programs } }));
  const die = $('[data-testid="gw-die-1"]');
  assert.deepEqual([die.getAttribute("role"), die.getAttribute("aria-label")], ["img", "die 4"]);
  const mini = $(".gw-mini");
  assert.deepEqual([mini.getAttribute("role"), mini.getAttribute("aria-label")], ["img", "Program of <i>Ann</i>: step down"]);
  assert.equal($('[data-testid="gw-piece-2"]').getAttribute("aria-label"), "explorer 2 of Bot 2 at row 1, column 5 (0, 4)");
  assert.equal($('[data-row="0"][data-col="4"]').getAttribute("aria-label"), "row 1, column 5 (0, 4): explorer 2 of Bot 2");
  assert.equal($('[data-testid="gw-piece-2"]').textContent, "2", "seats are numbered, not only coloured");
});

test("auto-play says only the last frame; a retold action (language switch) keeps the frame", async () => {
  const labels = { ...CORE, "gramin.ui.say_frame": "Frame {i} of {n}.", "gramin.ui.say_step": "Frame {i} of {n}.",
    "gramin.game.ui.action_of": "{name}'s action", "gramin.ui.frame": "frame {i} / {n}" };
  const programs = [[card("D", "step", "down"), card("D", "step", "down")], null];
  /** @param {number|null} cardIndex @param {Pos} pos @param {string} [text] what the frame's event says */
  const frame = (cardIndex, pos, text) => ({ card: cardIndex, loops: [], positions: [pos, [0, 4]], chests: [], traps: [],
    events: text ? [{ text }] : [] });
  const action = { player: 0, action: 0, frames: [frame(null, [0, 0]), frame(0, [1, 0]), frame(1, [2, 0], "Ann stops.")] };
  const model = fakeModel({ labels, builder: null, state: { ...base, phase: "action", actor: 1, programs }, status: "" });
  render(model);
  const live = $('[data-testid="gw-live"]');
  /** @type {Array<string|null>} */
  const heard = [];
  const watch = setInterval(() => { if (heard.at(-1) !== live.textContent) heard.push(live.textContent); }, 20);
  model.set("action", action);
  await new Promise((r) => setTimeout(r, 1700));
  clearInterval(watch);
  assert.equal($('[data-testid="gw-action-frame"]').textContent, "frame 3 / 3");
  // whose action it is; which one of the turn is counted once, beside the arrows under it
  assert.equal($(".gw-action .gw-heading").textContent, "<i>Ann</i>'s action");
  assert.deepEqual(heard.filter(Boolean), ["<i>Ann</i>'s action: Frame 3 of 3. Ann stops."]);
  $(".gw-action .gw-btn-back").click();
  assert.equal(live.textContent, "<i>Ann</i>'s action: Frame 2 of 3.");
  // Python re-sends the same action retold, with the new labels, in one message
  /** @type {HTMLElement|null} */
  let board = null;
  model.on("change:lang", () => { board = $('[data-testid="gw-board"]'); });
  model.on("change:labels", () => assert.equal($('[data-testid="gw-board"]'), board, "rebuilt once"));
  const ja = { "gramin.ui.say_frame": "{n}コマ中{i}コマ目。", "gramin.ui.say_step": "{n}コマ中{i}コマ目。",
    "gramin.game.ui.action_of": "{name}のアクション", "gramin.ui.frame": "{i} / {n}コマ",
    "core.ui.labelled": "{label}：{text}" };
  const retold = { ...action, frames: [action.frames[0], action.frames[1], frame(1, [2, 0], "Annが止まる。")] };
  model.setMany({ lang: "ja", labels: ja, action: retold });
  assert.ok(board);
  assert.equal($('[data-testid="gw-action-frame"]').textContent, "2 / 3コマ", "still on frame 2, not replayed");
  // Japanese punctuates the label as Japanese does (the catalogue's core.ui.labelled)
  assert.equal(live.textContent, "<i>Ann</i>のアクション：3コマ中2コマ目。");
  await new Promise((r) => setTimeout(r, 800));
  assert.equal($('[data-testid="gw-action-frame"]').textContent, "2 / 3コマ", "no auto-play started");
});

test("builder: a problem turns submit off and is said beside it, once, and taken back when fixed; an open loop is a note", () => {
  const over = { message: "This uses 5 cards but the die allows 4: remove 1.", card_index: null, pending: false };
  const model = fakeModel({ builder: { ...builder, problem: over } });
  render(model);
  const submit = $('[data-testid="gw-submit"]', window.HTMLButtonElement);
  const note = $('.gw-builder .gw-program-box .gw-section-head [data-testid="gw-problem"]');
  assert.ok(submit.disabled);
  assert.equal(note.textContent, over.message);
  assert.ok(note.classList.contains("gw-problem--error"));
  assert.equal(submit.getAttribute("aria-describedby"), note.id);
  const live = $('[data-testid="gw-live"]');
  assert.ok(live.textContent.includes(over.message), live.textContent);
  // a redraw for another reason does not say it again
  live.textContent = "";
  model.set("status", "Ann: build your program (die 4).");
  model.set("builder", { ...builder, problem: over, cost: 5 });
  assert.equal(live.textContent, "");
  // a loop still open: a neutral note, its card not marked as wrong
  const open = { message: "Lay the cards to repeat, then close the loop 'for3(' with ')'.", card_index: 1, pending: true };
  model.set("builder", { ...builder, cards: [card("for3(", "loop_open", null, 3)], problem: open });
  assert.ok($('[data-testid="gw-problem"]').classList.contains("gw-problem--pending"));
  assert.equal($$('.gw-slot[aria-invalid="true"]').length, 0);
  assert.ok($('[data-testid="gw-submit"]', window.HTMLButtonElement).disabled);
  assert.equal(live.textContent, open.message);
  model.set("builder", builder);
  assert.equal($$('[data-testid="gw-problem"]').length, 0);
  // the loop closed: the region no longer holds the hint (as in the sandbox)
  assert.ok(!live.textContent.includes(open.message), live.textContent);
  assert.ok(!$('[data-testid="gw-submit"]', window.HTMLButtonElement).disabled);
  assert.equal($('[data-testid="gw-submit"]').getAttribute("aria-describedby"), null);
});

test("the builder and the action replay sit beside the board; the players go under both", () => {
  const model = fakeModel();
  render(model);
  assert.ok($(".gw-layout > .gw-game-side > .gw-builder"));
  assert.equal($$(".gw-game-side .gw-players").length, 0);
  assert.ok($(".gw-game-bottom .gw-players"));
  assert.ok($(".gw-game-bottom > .gw-me"), "the builder shows the hand: the chests go under");
  model.set("builder", null);
  assert.ok($(".gw-game-side .gw-players"));
  assert.equal($$(".gw-game-bottom > *").length, 0);
  // while an action plays, one's own chests stay beside the board, above the replay
  model.set("action", { player: 1, action: 0, code: [], frames: [
    { card: null, loops: [], positions: [[0, 0], [0, 4]], path: [], chests: [], traps: [], events: [], me_pile: [] },
    { card: 0, loops: [], positions: [[0, 0], [1, 4]], path: [[1, 4]], chests: [], traps: [], events: [], me_pile: [] }] });
  assert.deepEqual([...$(".gw-game-side").children].map((x) => x.getAttribute("data-testid")), ["gw-me", "gw-action"]);
  assert.ok($(".gw-game-bottom .gw-players"));
});

test("one's chests are said with their points and, for several, the total", () => {
  const labels = { "gramin.game.ui.your_chest": "あなたの宝箱：{points}", "gramin.game.ui.chest_points": "{n}点",
    "gramin.game.ui.your_chests": "あなたの宝箱：{points}（合わせて{total}点）", "core.list.and": "{head}と{last}" };
  const t = translator(() => labels);
  /** @param {number[]} pile */
  const said = (pile) => mePanel(fakeModel({ lang: "ja", labels, me: { player: 0, hand: [], pile, score: 0 } }), t, 0)?.textContent;
  assert.equal(said([4]), "あなたの宝箱：4点");
  assert.equal(said([3, 3]), "あなたの宝箱：3点と3点（合わせて6点）");
  assert.equal(said([1, 2, 3]), "あなたの宝箱：1点、2点と3点（合わせて6点）");
});
