import { test } from "node:test";
import assert from "node:assert/strict";
import { gridMove } from "./gridnav.js";

test("arrows move one square and stop at the board's edges", () => {
  assert.deepEqual(gridMove("ArrowRight", [2, 3], 7, 7), [2, 4]);
  assert.deepEqual(gridMove("ArrowLeft", [2, 3], 7, 7), [2, 2]);
  assert.deepEqual(gridMove("ArrowUp", [2, 3], 7, 7), [1, 3]);
  assert.deepEqual(gridMove("ArrowDown", [2, 3], 7, 7), [3, 3]);
  assert.deepEqual(gridMove("ArrowUp", [0, 3], 7, 7), [0, 3]);
  assert.deepEqual(gridMove("ArrowRight", [2, 4], 3, 5), [2, 4]);
  assert.deepEqual(gridMove("ArrowDown", [2, 4], 3, 5), [2, 4]);
  assert.deepEqual(gridMove("ArrowLeft", [1, 0], 3, 5), [1, 0]);
});

test("Home and End go to the row's ends; with Ctrl to the first and last square", () => {
  assert.deepEqual(gridMove("Home", [4, 5], 7, 6), [4, 0]);
  assert.deepEqual(gridMove("End", [4, 1], 7, 6), [4, 5]);
  assert.deepEqual(gridMove("Home", [4, 5], 7, 6, true), [0, 0]);
  assert.deepEqual(gridMove("End", [4, 1], 7, 6, true), [6, 5]);
});

test("with Ctrl (or Cmd) held the arrows are not moves: they are the browser's", () => {
  assert.equal(gridMove("ArrowRight", [2, 3], 7, 7, true), null);
  assert.equal(gridMove("ArrowDown", [2, 3], 7, 7, true), null);
  assert.equal(gridMove("Enter", [2, 3], 7, 7, true), null);
});

test("other keys are not moves; an empty board has no squares", () => {
  assert.equal(gridMove("Enter", [1, 1], 7, 7), null);
  assert.equal(gridMove("a", [1, 1], 7, 7), null);
  assert.equal(gridMove("ArrowUp", [0, 0], 0, 0), null);
  // a position outside the board (a board that shrank) is clamped first
  assert.deepEqual(gridMove("ArrowLeft", [9, 9], 3, 3), [2, 1]);
});
