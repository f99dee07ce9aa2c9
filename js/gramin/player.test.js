import { test } from "node:test";
import assert from "node:assert/strict";
import {
  badges, canStepOver, eventLines, pathData, squareContents,
  stepAnnouncement, stepOverTarget, trail,
} from "./player.js";
import { format } from "../shared/i18n.js";
import { frame as f } from "../test-support/gramin.js";

/** @typedef {import("../shared/types.js").Translate} Translate */

// "for3( R ) U" from (2, 0): start + 3 loop frames + U.
const simple = [
  f(null, [], [], [2, 0]),
  f(1, [[0, 1, 3]], [[2, 1]], [2, 1]),
  f(1, [[0, 2, 3]], [[2, 2]], [2, 2]),
  f(1, [[0, 3, 3]], [[2, 3]], [2, 3]),
  f(3, [], [[1, 3]], [1, 3]),
];

// "for2( for2( R ) U )": outer loop at 0, inner at 1.
const nested = [
  f(null, [], [], [5, 0]),
  f(2, [[0, 1, 2], [1, 1, 2]], [[5, 1]], [5, 1]),
  f(2, [[0, 1, 2], [1, 2, 2]], [[5, 2]], [5, 2]),
  f(4, [[0, 1, 2]], [[4, 2]], [4, 2]),
  f(2, [[0, 2, 2], [1, 1, 2]], [[4, 3]], [4, 3]),
  f(2, [[0, 2, 2], [1, 2, 2]], [[4, 4]], [4, 4]),
  f(4, [[0, 2, 2]], [[3, 4]], [3, 4]),
];

test("trail lists the start then every square entered up to the frame", () => {
  assert.deepEqual(trail(simple, 0), [[2, 0]]);
  assert.deepEqual(trail(simple, 2), [[2, 0], [2, 1], [2, 2]]);
  assert.deepEqual(trail(simple, 99), [[2, 0], [2, 1], [2, 2], [2, 3], [1, 3]]);
  const dash = [f(null, [], [], [0, 0]), f(0, [], [[0, 1], [0, 2]], [0, 2])];
  assert.deepEqual(trail(dash, 1), [[0, 0], [0, 1], [0, 2]]);
  assert.deepEqual(trail([], 0, [3, 3]), [[3, 3]]);
});

test("step over inside a loop goes to the loop's last frame", () => {
  assert.equal(stepOverTarget(simple, 1), 3);
  assert.equal(stepOverTarget(simple, 2), 3);
});

test("step over before a loop runs the whole loop", () => {
  assert.equal(stepOverTarget(simple, 0), 3);
});

test("step over at a loop's end or outside loops is a plain step", () => {
  assert.equal(stepOverTarget(simple, 3), 4);
  assert.equal(stepOverTarget(simple, 4), 4);
  assert.equal(stepOverTarget([], 0), 0);
});

test("step over in nested loops finishes the innermost run only", () => {
  assert.equal(stepOverTarget(nested, 1), 2); // inner run of outer iteration 1
  assert.equal(stepOverTarget(nested, 2), 3); // inner done: plain step to U
  assert.equal(stepOverTarget(nested, 3), 6); // innermost active loop is the outer one
  assert.equal(stepOverTarget(nested, 4), 5); // inner run of outer iteration 2
  assert.equal(stepOverTarget(nested, 0), 6); // whole outer loop
});

test("badges give i/n per active loop, innermost marked", () => {
  assert.deepEqual(badges(nested[4]), [
    { index: 0, iteration: 2, count: 2, innermost: false },
    { index: 1, iteration: 1, count: 2, innermost: true },
  ]);
  assert.deepEqual(badges(simple[0]), []);
  assert.deepEqual(badges(null), []);
});

test("squareContents hides opened chests and removed traps", () => {
  /** @type {Parameters<typeof squareContents>[0]} */
  const board = { chests: [[1, 1], [2, 2]], traps: [[0, 0, "wall"], [3, 3, "crocodile"]] };
  const frame = f(null, [], [], [0, 0], { opened: [[1, 1, "3"], [4, 4, "hole"]], removed: [[3, 3]] });
  const s = squareContents(board, frame);
  assert.deepEqual([...s.closed], ["2,2"]);
  assert.deepEqual([...s.opened], [["1,1", "3"], ["4,4", "hole"]]);
  assert.deepEqual([...s.traps], [["0,0", "wall"]]);
  const before = squareContents(board, null);
  assert.equal(before.closed.size, 2);
  assert.equal(before.traps.size, 2);
});

test("eventLines joins the frame text and event texts without repeats", () => {
  // an event without a text (malformed) is left out
  const events = [{ kind: "a", text: "Chest: 3" }, { kind: "b", text: "Moved." }, /** @type {{kind: string, text: string}} */ ({})];
  const frame = f(null, [], [], [0, 0], { text: "Moved.", events });
  assert.deepEqual(eventLines(frame), ["Moved.", "Chest: 3"]);
  assert.deepEqual(eventLines(null), []);
});

// the step commands and keys: shared/stepper.test.js; the player's "step over" is
// stepOverTarget (above)
test("pathData draws steps as lines and jumps as arcs", () => {
  assert.equal(pathData([[0, 0]]), "");
  assert.equal(pathData([[0, 0], [0, 1]]), "M0.5 0.5 L1.5 0.5");
  const jump = pathData([[2, 0], [0, 0]]);
  assert.match(jump, /^M0\.5 2\.5 Q[-\d.]+ 1\.5 0\.5 0\.5$/);
});

test("stepAnnouncement names the frame (1-based), the card and every loop's iteration", () => {
  /** @type {Record<string, string>} */
  const labels = {
    "gramin.ui.say_frame": "Frame {i} of {n}.", "gramin.ui.say_step": "Frame {i} of {n}: {what}.",
    "gramin.ui.say_card": "card {k} ({card})", "gramin.ui.say_and": ", ",
    "gramin.ui.iteration": "repeat {i} of {n}",
  };
  /** @type {Translate} */
  const t = (id, fields) => format(labels[id] ?? id, fields);
  const frames = simple.map((fr, i) => ({ ...fr, text: i ? "" : "Start at (2, 0)." }));
  frames[2].events = [{ kind: "chest_opened", text: "A chest: 2 points." }];
  assert.equal(stepAnnouncement(frames, 0, null, t), "Frame 1 of 5. Start at (2, 0).");
  assert.equal(stepAnnouncement(frames, 2, "step right", t),
    "Frame 3 of 5: card 2 (step right), repeat 2 of 3. A chest: 2 points.");
  assert.equal(stepAnnouncement(frames, 4, "step up", t), "Frame 5 of 5: card 4 (step up).");
  assert.equal(stepAnnouncement(nested, 2, "step right", t),
    "Frame 3 of 7: card 3 (step right), repeat 1 of 2, repeat 2 of 2.");
  assert.equal(stepAnnouncement(frames, 99, "step up", t), "Frame 5 of 5: card 4 (step up).");
  assert.equal(stepAnnouncement([], 0, null, t), "");
});

test("stepAnnouncement joins Japanese sentences without a space", () => {
  /** @type {Record<string, string>} */
  const ja = { "gramin.ui.say_frame": "{n}コマ中{i}コマ目。" };
  /** @type {Translate} */
  const t = (id, fields) => format(ja[id] ?? id, fields);
  const frames = [f(null, [], [], [2, 0], { text: "(2, 0)から出発。" })];
  assert.equal(stepAnnouncement(frames, 0, null, t, "ja"), "1コマ中1コマ目。(2, 0)から出発。");
  assert.equal(stepAnnouncement(frames, 0, null, t, "en"), "1コマ中1コマ目。 (2, 0)から出発。");
});

test("step over is offered whenever the current card is in a loop, or a loop starts next", () => {
  // simple: frame 0 before the loop, 1-3 in it (3 is its last iteration), 4 after it (last)
  assert.deepEqual([0, 1, 2, 3, 4].map((i) => canStepOver(simple, i)), [true, true, true, true, false]);
  // nested: every frame but the last is in a loop
  assert.deepEqual(nested.map((_, i) => canStepOver(nested, i)), [true, true, true, true, true, true, false]);
  const plain = [f(null, [], [], [0, 0]), f(0, [], [[0, 1]], [0, 1]), f(0, [], [[0, 2]], [0, 2])];
  assert.deepEqual([0, 1, 2].map((i) => canStepOver(plain, i)), [false, false, false]);
  assert.equal(canStepOver([], 0), false);
});
