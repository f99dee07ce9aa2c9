import { test } from "node:test";
import assert from "node:assert/strict";
import { cardInfo, depths, faceText, groupCards, normDir, rotation, tokenInfo } from "./cards.js";

test("tokenInfo reads ascii move tokens", () => {
  assert.deepEqual(tokenInfo("R"), { token: "R", kind: "step", dir: "right", count: null });
  assert.deepEqual(tokenInfo("2U"), { token: "2U", kind: "dash", dir: "up", count: null });
  assert.deepEqual(tokenInfo("JL"), { token: "JL", kind: "jump", dir: "left", count: null });
  assert.equal(tokenInfo("jd").dir, "down");
});

test("tokenInfo reads arrow symbols", () => {
  assert.deepEqual([tokenInfo("↑").kind, tokenInfo("↑").dir], ["step", "up"]);
  assert.deepEqual([tokenInfo("⇐").kind, tokenInfo("⇐").dir], ["dash", "left"]);
  assert.deepEqual([tokenInfo("↠").kind, tokenInfo("↠").dir], ["jump", "right"]);
});

test("tokenInfo reads both loop spellings", () => {
  assert.deepEqual(tokenInfo("for3("), { token: "for3(", kind: "loop_open", dir: null, count: 3 });
  assert.equal(tokenInfo("for(2){").count, 2);
  assert.equal(tokenInfo(")").kind, "loop_close");
  assert.equal(tokenInfo("}").kind, "loop_close");
  assert.equal(tokenInfo("X").kind, "unknown");
  assert.equal(tokenInfo(undefined).kind, "unknown");
});

test("cardInfo trusts the trait's kind and direction", () => {
  assert.equal(cardInfo({ token: "R", kind: "step", dir: "DOWN" }).dir, "down");
  assert.equal(cardInfo({ token: "R", kind: "dash", dir: null }).kind, "dash");
  assert.equal(cardInfo({ token: "for3(", kind: "whatever" }).kind, "loop_open");
});

test("normDir, rotation and faceText", () => {
  assert.equal(normDir("UP"), "up");
  assert.equal(normDir("l"), "left");
  assert.equal(normDir(3), null);
  assert.deepEqual(["up", "right", "down", "left"].map(rotation), [-90, 0, 90, 180]);
  assert.equal(faceText(tokenInfo("2R")), "⇒");
  assert.equal(faceText(tokenInfo("JU")), "↠");
  assert.equal(faceText(tokenInfo("for3(")), "3×(");
});

test("groupCards brackets loop bodies, including nested and unclosed loops", () => {
  const cards = ["for3(", "R", ")", "U", "2R"].map((token) => ({ token }));
  assert.deepEqual(groupCards(cards), [
    { type: "loop", open: 0, close: 2, children: [{ type: "card", index: 1 }] },
    { type: "card", index: 3 },
    { type: "card", index: 4 },
  ]);
  const nested = ["for2(", "for3(", "R", ")", "U", ")"].map((token) => ({ token }));
  const tree = groupCards(nested);
  assert.equal(tree.length, 1);
  assert.equal(tree[0].close, 5);
  assert.equal(tree[0].children[0].open, 1);
  const unclosed = groupCards([{ token: "for2(" }, { token: "R" }]);
  assert.equal(unclosed[0].close, null);
  const stray = groupCards([{ token: ")" }, { token: "R" }]);
  assert.deepEqual(stray, [{ type: "card", index: 0 }, { type: "card", index: 1 }]);
});

test("depths counts loop nesting", () => {
  const cards = ["R", "for2(", "for3(", "R", ")", ")", "U"].map((token) => ({ token }));
  assert.deepEqual(depths(cards), [0, 1, 2, 2, 2, 1, 0]);
});
