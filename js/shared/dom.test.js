import { test } from "node:test";
import assert from "node:assert/strict";
import "../test-support/dom.js";
import { h, textLines } from "./dom.js";

test("textLines puts each line of a help text in its own block span", () => {
  const p = h("p", {}, ...textLines("Tabで、次のボタンに進みます。\nEnterかSpaceで、ボタンを押します。"));
  const lines = [...p.querySelectorAll("span.gw-line")].map((s) => s.textContent);
  assert.deepEqual(lines, ["Tabで、次のボタンに進みます。", "EnterかSpaceで、ボタンを押します。"]);
  assert.equal(p.textContent, "Tabで、次のボタンに進みます。\nEnterかSpaceで、ボタンを押します。");
  assert.equal(h("p", {}, ...textLines("one line")).children.length, 1);
});
