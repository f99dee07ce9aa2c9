import { test } from "node:test";
import assert from "node:assert/strict";
import { changes, clampStep, keyCommand, navigate, signed } from "./stepper.js";

const frames = [
  { kind: "reveal", meat: [3, 3, 3], alive: [true, true, true], store: 0 },
  { kind: "steal", meat: [3, 2, 4], alive: [true, true, true], store: 0 },
  { kind: "drop_out", meat: [3, 0, 4], alive: [true, false, true], store: 3 },
];

test("clampStep keeps indices in range", () => {
  assert.equal(clampStep(-1, 3), 0);
  assert.equal(clampStep(7, 3), 2);
  assert.equal(clampStep(1.8, 3), 1);
  assert.equal(clampStep(NaN, 3), 0);
  assert.equal(clampStep(2, 0), 0);
});

test("navigate and keys", () => {
  assert.equal(navigate("next", 3, 2), 2);
  assert.equal(navigate("prev", 3, 0), 0);
  assert.equal(navigate("last", 3, 0), 2);
  assert.equal(navigate("first", 3, 2), 0);
  assert.equal(keyCommand("ArrowRight"), "next");
  assert.equal(keyCommand("End"), "last");
  assert.equal(keyCommand(" "), "toggle");
  assert.equal(keyCommand("a"), null);
});

test("changes lists meat deltas, the store delta and drop-outs of a step", () => {
  assert.deepEqual([...changes(frames, 0).meat], []);
  assert.deepEqual([...changes(frames, 1).meat], [[1, -1], [2, 1]]);
  const c = changes(frames, 2);
  assert.deepEqual([...c.meat], [[1, -2]]);
  assert.equal(c.store, 3);
  assert.deepEqual(c.out, [1]);
});

test("signed uses a real minus sign", () => {
  assert.equal(signed(2), "+2");
  assert.equal(signed(-1), "\u22121");
  assert.equal(signed(0), "0");
});
