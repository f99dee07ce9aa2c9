import { test } from "node:test";
import assert from "node:assert/strict";
import { changes, signed } from "./resolution.js";

/** @type {any[]} the parts of the frames ``changes`` reads */
const frames = [
  { kind: "reveal", meat: [3, 3, 3], alive: [true, true, true], store: 0 },
  { kind: "steal", meat: [3, 2, 4], alive: [true, true, true], store: 0 },
  { kind: "drop_out", meat: [3, 0, 4], alive: [true, false, true], store: 3 },
];

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
