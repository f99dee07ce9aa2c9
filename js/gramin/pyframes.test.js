import { test } from "node:test";
import assert from "node:assert/strict";
import { lineBadges, loopBadge, printedUpTo, pyStepOver, variableRows } from "./pyframes.js";

/** @typedef {import("./pyframes.js").PyFrame} PyFrame */

/**
 * A frame of a Python run, a line's (the functions tested read no kind or text).
 *
 * @param {PyFrame["line"]} line
 * @param {PyFrame["loops"]} loops
 * @param {number} [depth]
 * @param {Partial<PyFrame>} [extra]
 * @returns {PyFrame}
 */
const f = (line, loops, depth = 0, extra = {}) =>
  ({ line, loops, depth, vars: [], out: "", kind: "line", text: "", events: [], ...extra });

// STAIRS of tests/test_gramin_python.py: def; for k in range(2): stair() (2 lines each)
const stairs = [
  f(null, []), f(1, []), f(5, [[5, 1, 2]]), f(6, [[5, 1, 2]]),
  f(2, [[5, 1, 2]], 1), f(3, [[5, 1, 2]], 1),
  f(5, [[5, 2, 2]]), f(6, [[5, 2, 2]]), f(2, [[5, 2, 2]], 1), f(3, [[5, 2, 2]], 1), f(5, []),
];

test("step over a call goes to the line after it returns", () => {
  assert.equal(pyStepOver(stairs, 3), 6); // the call on line 6 -> back at the for line
  assert.equal(pyStepOver(stairs, 7), 10);
  assert.equal(pyStepOver(stairs, 10), 10); // the last frame stays
});

test("step over inside a loop finishes the loop, as for cards", () => {
  // frame 4 is inside the function, in the for loop's first repeat: the loop ends at 9
  assert.equal(pyStepOver(stairs, 4), 9);
  // from the def line, the next frame starts the for loop: the whole loop
  assert.equal(pyStepOver(stairs, 1), 9);
});

test("loop badges: i/N for a for over a length, ×i for a while", () => {
  // the catalogue's texts: 1/3 and ×4 in English, 1回目（全3回） and 4回目 in Japanese
  const t = (/** @type {string} */ id, /** @type {any} */ v = {}) => `${id}:${JSON.stringify(v)}`;
  assert.equal(loopBadge([2, 1, 3], t), 'gramin.ui.loop_badge:{"i":1,"n":3}');
  assert.equal(loopBadge([2, 4, null], t), 'gramin.ui.loop_badge_while:{"i":4}');
  assert.deepEqual([...lineBadges(f(3, [[1, 2, 2], [3, 1, null]]), t).entries()],
    [[1, 'gramin.ui.loop_badge:{"i":2,"n":2}'], [3, 'gramin.ui.loop_badge_while:{"i":1}']]);
  assert.equal(lineBadges(null, t).size, 0);
});

test("printed text adds up to the frame shown; variables by scope", () => {
  const fs = [f(null, []), f(1, [], 0, { out: "a\n" }), f(2, [], 0, { out: "b\n" })];
  assert.equal(printedUpTo(fs, 1), "a\n");
  assert.equal(printedUpTo(fs, 9), "a\nb\n");
  assert.deepEqual(variableRows(f(1, [], 0, { vars: [["global", [["n", "3"]]], ["walk()", []]] })),
    [{ scope: "global", names: [["n", "3"]] }, { scope: "walk()", names: [] }]);
});
