// @ts-check
import { test } from "node:test";
import assert from "node:assert/strict";
import { TWO_DIGITS_MS, digitPick } from "./digits.js";

test("a digit picks its number; 1 then 0 or 1 soon after picks 10 or 11", () => {
  /** @param {string[]} keys @param {number} gap ms between keys */
  const typed = (keys, gap = 100) => {
    /** @type {import("./digits.js").DigitState|null} */
    let last = null;
    /** @type {number[]} */
    const out = [];
    keys.forEach((k, i) => {
      const r = digitPick(k, last, 5000 + i * gap);
      if (r) { out.push(r.number); last = r.last; }
    });
    return out;
  };
  assert.deepEqual(typed(["7"]), [7]);
  assert.deepEqual(typed(["0"]), [0]);
  assert.deepEqual(typed(["1", "0"]), [1, 10]);
  assert.deepEqual(typed(["1", "1"]), [1, 11]);
  assert.deepEqual(typed(["1", "1", "1"]), [1, 11, 1], "a third key starts again");
  assert.deepEqual(typed(["1", "5"]), [1, 5], "no 15: it is 5");
  assert.deepEqual(typed(["1", "0"], TWO_DIGITS_MS + 1), [1, 0], "too late: a new number");
  assert.deepEqual(typed(["a", "R", "Enter"]), [], "not digits");
});
