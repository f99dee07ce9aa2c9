import { test } from "node:test";
import assert from "node:assert/strict";
import "../test-support/dom.js";
import { fakeModel } from "../test-support/fake-model.js";

const { langSwitch } = await import("./lang.js");

test("the switch shows both languages, the current one pressed, each named in itself", () => {
  const model = fakeModel({ lang: "en" });
  const el = langSwitch(model, (id) => id);
  assert.equal(el.getAttribute("role"), "group");
  assert.equal(el.getAttribute("aria-label"), "core.ui.language");
  const buttons = [...el.querySelectorAll("button")];
  assert.deepEqual(buttons.map((b) => b.textContent), ["EN", "日本語"]);
  assert.deepEqual(buttons.map((b) => b.getAttribute("lang")), ["en", "ja"]);
  assert.deepEqual(buttons.map((b) => b.getAttribute("aria-pressed")), ["true", "false"]);
});

test("a click writes lang and saves it once; the current language is not written again", () => {
  const model = fakeModel({ lang: "en" });
  const el = langSwitch(model, (id) => id);
  const [en, ja] = el.querySelectorAll("button");
  /** @type {HTMLElement} */ (en).click();
  assert.equal(model.saves, 0);
  /** @type {HTMLElement} */ (ja).click();
  assert.equal(model.get("lang"), "ja");
  assert.equal(model.saves, 1);
  assert.deepEqual(model.sent, []); // a trait the kernel checks, not an intent
});
