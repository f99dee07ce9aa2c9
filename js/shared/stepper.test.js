import { test } from "node:test";
import assert from "node:assert/strict";
import { query, queryAll, window } from "../test-support/dom.js";
import {
  clampIndex, createStepper, keyCommand, navigate, STEP_LABELS, stepButtons, stepKey, stepKeys, stepNumber, traitStepper,
} from "./stepper.js";
import { fakeModel } from "../test-support/fake-model.js";

test("clampIndex keeps indices in range; Infinity is the last frame", () => {
  assert.equal(clampIndex(-1, 5), 0);
  assert.equal(clampIndex(9, 5), 4);
  assert.equal(clampIndex(2.7, 5), 2);
  assert.equal(clampIndex(1.8, 3), 1);
  assert.equal(clampIndex(3, 0), 0);
  assert.equal(clampIndex(NaN, 4), 0);
  assert.equal(clampIndex(Infinity, 5), 4);
  assert.equal(clampIndex(-Infinity, 5), 0);
});

test("one keyboard mapping: arrows step, Home and End, Space plays", () => {
  assert.equal(keyCommand("ArrowRight"), "step");
  assert.equal(keyCommand("ArrowLeft"), "back");
  assert.equal(keyCommand("Home"), "first");
  assert.equal(keyCommand("End"), "last");
  assert.equal(keyCommand(" "), "play");
  assert.equal(keyCommand("Spacebar"), "play");
  for (const other of ["a", "x", "Enter", "ArrowUp", "ArrowDown", "toString", "constructor"]) {
    assert.equal(keyCommand(other), null, other);
  }
});

test("navigate: the commands stop at the ends", () => {
  assert.equal(navigate("step", 4, 5), 4);
  assert.equal(navigate("step", 2, 5), 3);
  assert.equal(navigate("back", 0, 5), 0);
  assert.equal(navigate("back", 3, 5), 2);
  assert.equal(navigate("last", 0, 5), 4);
  assert.equal(navigate("first", 3, 5), 0);
  assert.equal(navigate("play", 3, 5), 3);
  // algo: 5 deduction steps are 6 positions, from none applied to all
  assert.equal(navigate("last", 0, 6), 5);
  assert.equal(navigate("step", 5, 6), 5);
  assert.equal(navigate("step", 2, 6), 3);
});

/**
 * A keydown on ``target`` inside ``root`` (both built here).
 *
 * @param {string} key the key
 * @param {{target?: string, mods?: KeyboardEventInit, composing?: boolean}} [o] the
 *   target's tag (``span``: contenteditable), modifiers, an input method composing
 */
function press(key, { target = "div", mods = {}, composing = false } = {}) {
  const root = document.createElement("div");
  const el = document.createElement(target);
  if (target === "span") el.setAttribute("contenteditable", "true");
  root.append(el);
  const ev = new window.KeyboardEvent("keydown", { key, bubbles: true, isComposing: composing, ...mods });
  Object.defineProperty(ev, "target", { value: el });
  return { ev, root };
}

test("stepKey: modifiers, an input method and fields keep their keys", () => {
  /**
   * @param {string} key
   * @param {Parameters<typeof press>[1]} [o]
   * @param {Parameters<typeof stepKey>[2]} [opts]
   */
  const at = (key, o, opts) => { const { ev, root } = press(key, o); return stepKey(ev, root, opts); };
  assert.equal(at("ArrowRight"), "step");
  assert.equal(at(" "), "play");
  for (const mod of ["ctrlKey", "metaKey", "altKey"]) assert.equal(at("End", { mods: { [mod]: true } }), null, mod);
  assert.equal(at("ArrowRight", { composing: true }), null, "kana-kanji conversion");
  for (const field of ["input", "textarea", "select", "span"]) assert.equal(at("ArrowLeft", { target: field }), null, field);
  // Space presses a button, a <summary> or a link; the arrows still step there
  for (const control of ["button", "summary", "a"]) {
    assert.equal(at(" ", { target: control }), null, control);
    assert.equal(at("ArrowRight", { target: control }), "step", control);
  }
  assert.equal(at(" ", {}, { play: false }), null, "nothing to play");
  assert.equal(at("Home", {}, { play: false }), "first");
});

test("stepKey: a part with keys of its own (skip) keeps them", () => {
  const root = document.createElement("div");
  root.innerHTML = '<table role="grid"><tr><td tabindex="0">1</td></tr></table>';
  const ev = new window.KeyboardEvent("keydown", { key: "Home", bubbles: true });
  Object.defineProperty(ev, "target", { value: root.querySelector("td") });
  assert.equal(stepKey(ev, root, { skip: "[role=grid]" }), null);
  assert.equal(stepKey(ev, root), "first");
});

/**
 * A stepper over ``n`` frames with a hand-driven clock, recording what it draws.
 *
 * @param {number} n frames
 * @param {number} [start] the frame shown first
 */
function harness(n, start = 0) {
  /** @type {string[]} */
  const log = [];
  /** @type {Array<{fn: () => void, ms: number, done: boolean}>} */
  const pending = [];
  let index = start;
  const stepper = createStepper({
    count: () => n,
    get: () => index,
    set: (i, aloud) => { index = i; log.push(`set ${i}${aloud ? " aloud" : ""}`); },
    show: (aloud) => log.push(`show ${index}${aloud ? " aloud" : ""}${stepper.playing ? " playing" : ""}`),
    delay: () => 100,
    timeout: (fn, ms) => {
      const job = { fn, ms, done: false };
      pending.push(job);
      return () => { job.done = true; };
    },
  });
  const tick = () => {
    const job = pending.find((j) => !j.done);
    if (!job) return false;
    job.done = true;
    job.fn();
    return true;
  };
  return { stepper, log, tick, index: () => index, pending };
}

test("commands move the index and say the frame; moves to the same frame redraw it", () => {
  const { stepper, log } = harness(5, 1);
  stepper.command("step");
  stepper.command("last");
  stepper.command("last");
  stepper.command("first");
  stepper.command("back");
  assert.deepEqual(log, ["set 2 aloud", "set 4 aloud", "show 4 aloud", "set 0 aloud", "show 0 aloud"]);
});

test("play runs to the last frame without saying the frames it passes; the last is said", () => {
  const { stepper, log, tick, index } = harness(4, 1);
  stepper.command("play");
  assert.equal(stepper.playing, true);
  while (tick());
  assert.equal(index(), 3);
  assert.equal(stepper.playing, false);
  assert.deepEqual(log, ["show 1 playing", "set 2", "set 3", "show 3 aloud"]);
});

test("play from the last frame starts again from the first; pause says where it stopped", () => {
  const { stepper, log, tick, index } = harness(4, 3);
  stepper.toggle();
  assert.equal(index(), 0);
  tick();
  stepper.toggle();
  assert.equal(index(), 1);
  assert.equal(tick(), false, "no frame is pending after a pause");
  assert.deepEqual(log, ["set 0", "show 0 playing", "set 1", "show 1 aloud"]);
});

test("a person's move stops playback; the slider's seek does not", () => {
  const { stepper, log, tick } = harness(6, 0);
  stepper.toggle();
  tick();
  stepper.seek(4);
  assert.equal(stepper.playing, true);
  stepper.command("back");
  assert.equal(stepper.playing, false);
  assert.equal(tick(), false);
  assert.deepEqual(log, ["show 0 playing", "set 1", "set 4 aloud", "show 4", "set 3 aloud"]);
});

test("one frame or none: nothing to play; play() plays only from before the end", () => {
  const one = harness(1);
  one.stepper.toggle();
  one.stepper.play();
  assert.equal(one.stepper.playing, false);
  const none = harness(0);
  none.stepper.command("step");
  assert.deepEqual([...one.log, ...none.log], []);
  const h = harness(3, 2);
  h.stepper.play();
  assert.equal(h.stepper.playing, false);
  const g = harness(3, 0);
  g.stepper.play();
  while (g.tick());
  assert.deepEqual(g.log, ["show 0 playing", "set 1", "set 2", "show 2 aloud"]);
});

test("a new speed takes effect at once while playing", () => {
  const { stepper, pending } = harness(5, 0);
  stepper.respeed();
  assert.equal(pending.length, 0, "nothing scheduled when paused");
  stepper.toggle();
  stepper.respeed();
  assert.deepEqual(pending.map((j) => j.done), [true, false]);
});

test("halt: new frames stop playback without a redraw of the old ones", () => {
  const { stepper, log, tick } = harness(5, 0);
  stepper.toggle();
  stepper.halt();
  assert.equal(stepper.playing, false);
  assert.equal(tick(), false);
  assert.deepEqual(log, ["show 0 playing"]);
});

/**
 * Label lookup that shows the id and the fields it was given.
 *
 * @type {import("./types.js").Translate}
 */
const t = (id, fields) => (fields ? `${id} ${JSON.stringify(fields)}` : id);

/** @type {Array<keyof typeof STEP_LABELS>} */
const COMMANDS = ["first", "back", "play", "step", "last"];

test("stepButtons: one row, labelled by core.ui.step, the ends and play switched off", () => {
  /** @type {string[]} */
  const cmds = [];
  const row = stepButtons(t, { go: (cmd) => cmds.push(cmd), name: "game.ui.player", focusKey: "k-" });
  const el = row.update(0, 3);
  const buttons = queryAll(el, "button", window.HTMLButtonElement);
  assert.deepEqual(buttons.map((b) => b.getAttribute("data-cmd")), ["first", "back", "play", "step", "last"]);
  assert.deepEqual(buttons.map((b) => b.className), ["first", "back", "play", "step", "last"].map((c) => `gw-btn gw-btn-${c}`));
  assert.deepEqual(buttons.map((b) => b.getAttribute("data-focus-key")), ["k-first", "k-back", "k-play", "k-step", "k-last"]);
  assert.deepEqual(buttons.map((b) => b.getAttribute("aria-label")),
    COMMANDS.map((c) => STEP_LABELS[c]));
  assert.equal(query(buttons[0], ".gw-btn-text").textContent, "core.ui.step.first");
  assert.ok(buttons[0].querySelector("svg"));
  assert.deepEqual([el.getAttribute("role"), el.getAttribute("aria-label")], ["group", "game.ui.player"]);
  assert.deepEqual(buttons.map((b) => b.disabled), [true, true, false, false, false]);
  row.update(2, 3, true);
  assert.deepEqual(buttons.map((b) => b.disabled), [false, false, false, true, true]);
  assert.equal(buttons[2].getAttribute("aria-pressed"), "true");
  assert.equal(buttons[2].getAttribute("aria-label"), "core.ui.step.pause");
  buttons[0].click();
  buttons[2].click();
  buttons[3].click();
  assert.deepEqual(cmds, ["first", "play"], "a button switched off does nothing");
  // at the end, Play starts over: its name says so, its word stays "Play"
  const icon = () => query(buttons[2], "svg", window.SVGElement).innerHTML;
  row.update(1, 3);
  const forward = icon();
  row.update(2, 3);
  assert.equal(buttons[2].getAttribute("aria-label"), "core.ui.step.replay");
  assert.equal(query(buttons[2], ".gw-btn-text").textContent, "core.ui.step.play");
  assert.notEqual(icon(), forward);
  row.update(1, 3);
  assert.equal(buttons[2].getAttribute("aria-label"), "core.ui.step.play");
  row.update(0, 1);
  assert.equal(buttons[2].disabled, true, "one frame: nothing to play");
});

test("stepButtons: text only, no play, more forward commands and more in the row", () => {
  /** @type {string[]} */
  const cmds = [];
  const extra = document.createElement("span");
  const row = stepButtons(t, {
    go: (cmd) => cmds.push(cmd), play: false, icons: false,
    more: [{ cmd: "over", label: "game.ui.over", icon: "<svg></svg>" }], after: [extra],
  });
  const el = row.update(1, 3);
  assert.equal(el.getAttribute("role"), null, "an unnamed row is a plain div");
  const buttons = queryAll(el, "button", window.HTMLButtonElement);
  assert.deepEqual(buttons.map((b) => b.getAttribute("data-cmd")), ["first", "back", "step", "last", "over"]);
  /** @type {Array<keyof typeof STEP_LABELS>} */
  const moves = ["first", "back", "step", "last"];
  assert.deepEqual(buttons.map((b) => b.textContent), [...moves.map((c) => STEP_LABELS[c]), "game.ui.over"]);
  assert.equal(el.querySelector("svg"), null);
  assert.equal(el.lastChild, extra);
  assert.equal(buttons[0].getAttribute("data-focus-key"), null);
  buttons[4].click();
  assert.deepEqual(cmds, ["over"]);
  row.update(2, 3);
  assert.equal(buttons[4].disabled, true, "step over is off at the end like step");
});

test("stepNumber says the number it is given", () => {
  const span = stepNumber(t, 2, 5);
  assert.equal(span.getAttribute("data-testid"), "gw-step-no");
  assert.equal(span.textContent, 'core.ui.step.step_no {"i":2,"n":5}');
});

test("traitStepper: the index is the trait, saved; its change event redraws", () => {
  const model = fakeModel({ frame: 1 });
  /** @type {unknown[]} */
  const shown = [];
  model.on("change:frame", () => shown.push(model.get("frame")));
  const stepper = traitStepper(model, "frame", { count: () => 4, show: () => shown.push("show") });
  stepper.command("step");
  stepper.command("last");
  stepper.command("last");
  assert.deepEqual(shown, [2, 3, "show"]);
  assert.equal(model.saves, 2);
  model.set("frame", "junk");
  assert.equal(stepper.index(), 0);
});

test("stepKeys: a step key steps and is taken; others and the wrong moment pass", () => {
  let frames = 3;
  const model = fakeModel({ step: 0 });
  const stepper = traitStepper(model, "step", { count: () => frames, show: () => {} });
  const root = document.createElement("div");
  const onKey = stepKeys(stepper, root, { when: () => frames > 0 });
  const down = (/** @type {string} */ key) => new window.KeyboardEvent("keydown", { key, bubbles: true, cancelable: true });
  const ev = down("End");
  assert.equal(onKey(ev), true);
  assert.equal(ev.defaultPrevented, true);
  assert.equal(model.get("step"), 2);
  assert.equal(onKey(down("a")), false);
  frames = 0;
  assert.equal(onKey(down("Home")), false);
  assert.equal(model.get("step"), 2);
});
