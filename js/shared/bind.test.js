import { test } from "node:test";
import assert from "node:assert/strict";
import "../test-support/dom.js";
import { bind, relabel } from "./bind.js";
import { fakeModel } from "../test-support/fake-model.js";

test("handlers run on each change of their traits; cleanup unsubscribes them all", () => {
  const model = fakeModel({ a: 1, b: 2, c: 3 });
  /** @type {string[]} */
  const seen = [];
  const view = bind(model, { "a b": () => seen.push("ab"), c: () => seen.push("c") });
  model.set("a", 5);
  model.set("c", 4);
  model.set("b", 0);
  model.set("d", 1);
  assert.deepEqual(seen, ["ab", "c", "ab"]);
  assert.equal(model.listenerCount(), 3);
  view.cleanup();
  assert.equal(model.listenerCount(), 0);
  model.set("a", 6);
  assert.equal(seen.length, 3);
});

test("DOM listeners and timers end with the view; finally runs last, once", async () => {
  const model = fakeModel({});
  const view = bind(model, {});
  const el = document.createElement("div");
  let clicks = 0;
  let fired = 0;
  /** @type {string[]} */
  const order = [];
  view.listen(el, "click", () => clicks++);
  view.timeout(() => fired++, 5);
  const cancel = view.timeout(() => fired++, 5);
  cancel();
  view.finally(() => order.push("finally"));
  el.click();
  await new Promise((r) => setTimeout(r, 20));
  assert.deepEqual([clicks, fired], [1, 1]);
  view.timeout(() => fired++, 5);
  view.cleanup();
  view.cleanup();
  el.click();
  await new Promise((r) => setTimeout(r, 20));
  assert.deepEqual([clicks, fired, order], [1, 1, ["finally"]]);
});

test("relabel: lang at once, a rebuild only for new labels (or an extra trait)", () => {
  const model = fakeModel({ lang: "en", labels: { a: "A" }, mode: "game" });
  const root = document.createElement("div");
  let builds = 0;
  const handler = relabel(model, root, () => builds++, ["mode"]);
  bind(model, { "lang labels mode": handler });
  handler();
  assert.deepEqual([builds, root.getAttribute("lang")], [1, "en"]);
  model.set("lang", "ja");
  assert.deepEqual([builds, root.getAttribute("lang")], [1, "ja"], "lang alone");
  model.set("labels", { a: "エー" });
  assert.equal(builds, 2);
  model.setMany({ lang: "en", labels: { a: "A" } });
  assert.deepEqual([builds, root.getAttribute("lang")], [3, "en"], "one message: one rebuild");
  model.set("mode", "view");
  assert.equal(builds, 4);
});
