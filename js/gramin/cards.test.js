import { test } from "node:test";
import assert from "node:assert/strict";
import { cardInfo, faceText, groupCards, rotation } from "./cards.js";

/** @param {string} token @param {string} kind @param {Record<string, unknown>} [extra] */
const card = (token, kind, extra = {}) => ({ token, kind, dir: null, count: null, ...extra });
const R = card("R", "step", { dir: "right" });
const U = card("U", "step", { dir: "up" });
const OPEN3 = card("for3(", "loop_open", { count: 3 });
const OPEN2 = card("for2(", "loop_open", { count: 2 });
const CLOSE = card(")", "loop_close");

test("cardInfo reads the fields Python sends and refuses anything else", () => {
  assert.deepEqual(cardInfo(card("2U", "dash", { dir: "up" })),
    { token: "2U", kind: "dash", dir: "up", count: null });
  assert.equal(cardInfo(OPEN3).count, 3);
  assert.equal(cardInfo({ token: "X", kind: "dragon" }).kind, "unknown");
  assert.equal(cardInfo({ token: "R", kind: "step", dir: "north" }).dir, null);
  assert.deepEqual(cardInfo(/** @type {any} */ (undefined)), { token: "", kind: "unknown", dir: null, count: null });
});

test("rotation and faceText", () => {
  assert.deepEqual(["up", "right", "down", "left"].map(rotation), [-90, 0, 90, 180]);
  assert.equal(faceText(cardInfo(card("2R", "dash", { dir: "right" }))), "⇒");
  // the jump card shows the rules' symbol ↷ (docs/rules/gramin.md 2.1), turned like the card
  assert.equal(faceText(cardInfo(card("JU", "jump", { dir: "up" }))), "↷");
  assert.equal(faceText(cardInfo(OPEN3)), "3×(");
  assert.equal(faceText(cardInfo(CLOSE)), ")");
});

test("groupCards brackets loop bodies, including nested and unclosed loops", () => {
  assert.deepEqual(groupCards([OPEN3, R, CLOSE, U, R]), [
    { type: "loop", open: 0, close: 2, children: [{ type: "card", index: 1 }] },
    { type: "card", index: 3 },
    { type: "card", index: 4 },
  ]);
  /** @typedef {Extract<import("./cards.js").CardNode, {type: "loop"}>} Loop */
  const tree = /** @type {Loop[]} */ (groupCards([OPEN2, OPEN3, R, CLOSE, U, CLOSE]));
  assert.equal(tree.length, 1);
  assert.equal(tree[0].close, 5);
  assert.equal(/** @type {Loop} */ (tree[0].children[0]).open, 1);
  assert.equal(/** @type {Loop[]} */ (groupCards([OPEN2, R]))[0].close, null);
  assert.deepEqual(groupCards([CLOSE, R]), [{ type: "card", index: 0 }, { type: "card", index: 1 }]);
});
