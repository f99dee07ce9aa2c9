// Letters typed in a card widget: R U D L lay or turn the card in focus, others a hint (happy-dom).
import { test } from "node:test";
import assert from "node:assert/strict";
import "../test-support/dom.js";

const { cardLetters, letterAction } = await import("./letters.js");

/** A hand of a step card and a loop card, a program of one dash card, a text box. */
function page() {
  document.body.innerHTML = `<div class="gw-root">
    <div class="gw-hand"><button class="gw-card gw-card--step" data-token="R">→</button>
      <button class="gw-card gw-card--loop_open" data-token="for3(">3×(</button>
      <button class="gw-card gw-card--dash gw-used" data-token="2R" disabled>⇒</button></div>
    <div class="gw-strip"><div class="gw-slot" data-index="0">
      <button class="gw-card gw-card--dash">⇒</button><button class="gw-tool gw-remove">×</button></div></div>
    <textarea></textarea><select><option>a</option></select><button class="gw-run">Run</button></div>`;
  return (/** @type {string} */ sel) => /** @type {HTMLElement} */ (document.querySelector(sel));
}

/** @param {HTMLElement} target @param {string} key @param {object} [more] */
const press = (target, key, more = {}) => {
  const ev = new window.KeyboardEvent("keydown", { key, bubbles: true, cancelable: true, ...more });
  Object.defineProperty(ev, "target", { value: target });
  return /** @type {any} */ (ev);
};

test("R U D L at a move card of the hand lay it facing that way, either case", () => {
  const $ = page();
  const card = $(".gw-hand [data-token='R']");
  assert.deepEqual(letterAction(press(card, "u")), { type: "lay", token: "R", dir: "up" });
  assert.deepEqual(letterAction(press(card, "L", { shiftKey: true })), { type: "lay", token: "R", dir: "left" });
  assert.deepEqual(letterAction(press(card, "d")), { type: "lay", token: "R", dir: "down" });
  assert.deepEqual(letterAction(press(card, "r")), { type: "lay", token: "R", dir: "right" });
});

test("R U D L at a move card of the program turn it to face that way", () => {
  const $ = page();
  assert.deepEqual(letterAction(press($(".gw-strip .gw-card"), "U")), { type: "turn", index: 0, dir: "up" });
});

test("other letters, digits, and R U D L away from a move card give the hint", () => {
  const $ = page();
  for (const [sel, key] of [[".gw-hand [data-token='R']", "x"], [".gw-hand [data-token='R']", "2"],
    [".gw-hand [data-token='for3(']", "R"], [".gw-remove", "u"], [".gw-run", "d"], [".gw-root", "L"],
    [".gw-hand [data-token='2R']", "R"], [".gw-root", "あ"]]) {
    assert.deepEqual(letterAction(press($(sel), key)), { type: "hint" }, `${sel} ${key}`);
  }
});

test("keys of a box, of the notebook, and keys that are no letter are left alone", () => {
  const $ = page();
  assert.equal(letterAction(press($("textarea"), "R")), null);
  assert.equal(letterAction(press($("select"), "a")), null);
  assert.equal(letterAction(press($(".gw-hand [data-token='R']"), "r", { ctrlKey: true })), null);
  assert.equal(letterAction(press($(".gw-hand [data-token='R']"), "s", { metaKey: true })), null);
  for (const key of ["Enter", " ", "Tab", "ArrowRight", "Escape", "Home"]) {
    assert.equal(letterAction(press($(".gw-hand [data-token='R']"), key)), null, key);
  }
  assert.equal(letterAction(press($(".gw-hand [data-token='R']"), "r", { isComposing: true })), null);
});

test("the listener sends the intent, or shows the hint, and takes the letter", () => {
  const $ = page();
  /** @type {any[]} */
  const sent = [];
  let hints = 0;
  let on = true;
  const listen = cardLetters({ send: (m) => sent.push(m), hint: () => { hints += 1; }, when: () => on });
  const ev = press($(".gw-hand [data-token='R']"), "U");
  listen(ev);
  assert.equal(ev.defaultPrevented, true);
  listen(press($(".gw-strip .gw-card"), "l"));
  listen(press($(".gw-run"), "q"));
  assert.deepEqual(sent, [{ type: "add_card", token: "R", dir: "up" }, { type: "turn_card", index: 0, dir: "left" }]);
  assert.equal(hints, 1);
  on = false;
  listen(press($(".gw-run"), "q"));
  assert.equal(hints, 1);
});
