import { test } from "node:test";
import assert from "node:assert/strict";
import { format, joinList, joinSentences, lookup, translator } from "./i18n.js";

test("format fills known fields and keeps unknown ones", () => {
  assert.equal(format("frame {i} / {n}", { i: 3, n: 9 }), "frame 3 / 9");
  assert.equal(format("{a} {b}", { a: 1 }), "1 {b}");
  assert.equal(format("plain"), "plain");
});

test("lookup falls back to the id when the label is missing or empty", () => {
  assert.equal(lookup({ "gramin.ui.run": "Run" }, "gramin.ui.run"), "Run");
  assert.equal(lookup({}, "gramin.ui.run"), "gramin.ui.run");
  assert.equal(lookup(null, "gramin.ui.run"), "gramin.ui.run");
  assert.equal(lookup({ "gramin.ui.run": "" }, "gramin.ui.run"), "gramin.ui.run");
  assert.equal(lookup(/** @type {any} */ ({ x: 5 }), "x"), "x");
});

test("translator reads the current labels each time", () => {
  let labels = { a: "A {n}" };
  const t = translator(() => labels);
  assert.equal(t("a", { n: 1 }), "A 1");
  labels = { a: "エー {n}" };
  assert.equal(t("a", { n: 2 }), "エー 2");
});

test("joinSentences: a space in English, nothing in Japanese, empty parts skipped", () => {
  assert.equal(joinSentences("en", ["Frame 2 of 5.", "", "Opened a chest."]), "Frame 2 of 5. Opened a chest.");
  assert.equal(joinSentences("ja", ["5コマ中2コマ目。", null, "宝箱を開けた。"]), "5コマ中2コマ目。宝箱を開けた。");
  assert.equal(joinSentences("en", []), "");
  assert.equal(joinSentences("en", ["", undefined]), "");
});

test("joinList: a comma and space in English, an ideographic comma in Japanese", () => {
  assert.equal(joinList("en", ["step up", "", "jump left"]), "step up, jump left");
  assert.equal(joinList("ja", ["上に1歩", "左にジャンプ"]), "上に1歩、左にジャンプ");
});
