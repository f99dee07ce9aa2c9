import { test } from "node:test";
import assert from "node:assert/strict";
import { format, lookup, translator } from "./i18n.js";

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
  assert.equal(lookup({ x: 5 }, "x"), "x");
});

test("translator reads the current labels each time", () => {
  let labels = { a: "A {n}" };
  const t = translator(() => labels);
  assert.equal(t("a", { n: 1 }), "A 1");
  labels = { a: "エー {n}" };
  assert.equal(t("a", { n: 2 }), "エー 2");
});
