// Keys in a widget stay there: the attribute Lumino's key matching stops at, on each press.
import { test } from "node:test";
import assert from "node:assert/strict";
import { query, window } from "../test-support/dom.js";

const { keepKeys, hostKey, ROOT, SUPPRESS } = await import("./keys.js");

/**
 * The selector a binding of ``keys`` (Lumino 2's key matching, CommandRegistry) finds
 * for a keydown: from the target up, each element is tried against each selector,
 * and the walk stops at an element carrying ``data-lm-suppress-shortcuts``.
 *
 * @param {Event} ev the keydown, while it is dispatched
 * @param {string[]} selectors the bindings' selectors
 * @returns {string|null} the first selector matched, or null
 */
function luminoMatch(ev, selectors) {
  for (let el = /** @type {Element|null} */ (ev.target); el && !el.hasAttribute(SUPPRESS); el = el.parentElement) {
    const hit = selectors.find((s) => el.matches(s));
    if (hit) return hit;
  }
  return null;
}

// the notebook's command-mode bindings (D D, R, B, Enter...) and the application's (Ctrl+S)
const COMMAND_MODE = ".jp-Notebook.jp-mod-commandMode:not(.jp-mod-readWrite) :focus";
const SELECTORS = [COMMAND_MODE, "body"];

function page() {
  document.body.innerHTML = `<div class="jp-Notebook jp-mod-commandMode">
    <div class="jp-Cell"><div class="out"></div></div><button id="outside">cell toolbar</button></div>`;
  const root = document.createElement("div");
  root.innerHTML = '<button id="card">dash</button><div id="grid" tabindex="-1"></div><textarea id="box"></textarea>';
  query(document, ".out").append(keepKeys(root));
  return root;
}

/**
 * Press ``key`` at ``el`` (focused): what the notebook's listener, on ``document``, matched.
 *
 * @param {HTMLElement} el where the key is pressed
 * @param {string} key the key
 * @param {KeyboardEventInit & {bubble?: boolean}} [opts] modifiers; ``bubble``: the
 *   notebook listens in the bubble phase (JupyterLab), else in the capture phase
 * @returns {string|null|undefined} the selector matched (undefined: the notebook heard nothing)
 */
function press(el, key, opts = {}) {
  el.focus();
  /** @type {string|null|undefined} */
  let matched;
  /** @param {Event} ev */
  const lumino = (ev) => { matched = luminoMatch(ev, SELECTORS); };
  // Notebook 7 listens in the capture phase, JupyterLab in the bubble phase: both after
  // the window's capture listener
  document.addEventListener("keydown", lumino, opts.bubble ? false : true);
  el.dispatchEvent(new window.KeyboardEvent("keydown", { key, bubbles: true, cancelable: true, ...opts }));
  document.removeEventListener("keydown", lumino, opts.bubble ? false : true);
  return matched;
}

test("letters, digits, Tab, Escape and Enter at a widget's control reach no notebook shortcut", () => {
  const root = page();
  assert.equal(root.getAttribute(ROOT), "");
  const card = query(root, "#card");
  for (const key of ["d", "D", "r", "b", "z", "3", "Tab", "Escape", "Enter", "ArrowDown", " "]) {
    assert.equal(press(card, key), null, key);
    assert.equal(press(card, key, { bubble: true }), null, `${key} (bubble)`);
  }
  assert.equal(press(card, "Enter", { shiftKey: true }), null, "Shift+Enter does not run the cell");
  assert.equal(press(query(root, "#grid"), "ArrowDown"), null);
  assert.equal(press(root, "d"), null, "the root itself");
});

test("Ctrl/Cmd presses and function keys reach the notebook and the application", () => {
  const root = page();
  const card = query(root, "#card");
  press(card, "d"); // marked by the press before: unmarked for this one
  assert.equal(press(card, "s", { ctrlKey: true }), COMMAND_MODE, "Ctrl+S is matched (the nearest first)");
  assert.equal(press(card, "s", { metaKey: true, bubble: true }), COMMAND_MODE);
  assert.equal(press(card, "F11"), COMMAND_MODE);
  assert.equal(card.hasAttribute(SUPPRESS) || root.hasAttribute(SUPPRESS), false);
  /** @param {KeyboardEventInit} init a keydown not dispatched (no target) */
  const down = (init) => new window.KeyboardEvent("keydown", init);
  assert.ok(hostKey(down({ key: "Enter", ctrlKey: true })));
  assert.ok(!hostKey(down({ key: "F", shiftKey: true })));
  assert.ok(!hostKey(down({ key: "Enter", altKey: true })), "Alt+Enter would insert a cell");
});

test("in a text box the keys that edit its text stay with Ctrl or Cmd: Ctrl+Z is not the notebook's undo", () => {
  const root = page();
  const box = query(root, "#box");
  for (const key of ["z", "Z", "y", "a", "c", "v", "x", "Backspace", "ArrowLeft", "Enter"]) {
    assert.equal(press(box, key, { ctrlKey: true }), null, `Ctrl+${key}`);
    assert.equal(press(box, key, { metaKey: true, shiftKey: true }), null, `Cmd+Shift+${key}`);
  }
  assert.notEqual(press(box, "s", { ctrlKey: true }), null, "Ctrl+S reaches the notebook's bindings");
  assert.equal(press(query(root, "#card"), "z", { ctrlKey: true }), COMMAND_MODE, "on a button Ctrl+Z is the notebook's");
});

test("a line break, an undo or a redo in a widget's text box gets past JupyterLab's input guard", () => {
  const root = page();
  const box = query(root, "#box");
  const outside = document.createElement("textarea");
  query(document, ".jp-Cell").append(outside);
  /** @type {string[]} */
  const seen = [];
  // JupyterLab's guard: a beforeinput listener on the target, which cancels the input
  /** @param {Event} ev */
  const guard = (ev) => {
    const input = /** @type {InputEvent} */ (ev);
    seen.push(`${/** @type {HTMLElement} */ (input.target).id || "outside"} ${input.inputType}`);
  };
  for (const el of [box, outside]) el.addEventListener("beforeinput", guard);
  /** @param {HTMLElement} el @param {string} inputType */
  const input = (el, inputType) => el.dispatchEvent(new window.InputEvent("beforeinput", { inputType, bubbles: true, cancelable: true }));
  for (const type of ["insertLineBreak", "historyUndo", "historyRedo", "insertText"]) {
    input(box, type);
    input(outside, type);
  }
  assert.deepEqual(seen, ["outside insertLineBreak", "outside historyUndo", "outside historyRedo",
    "box insertText", "outside insertText"]);
});

test("keys outside the widgets are the notebook's; one mark at a time", () => {
  const root = page();
  const card = query(root, "#card");
  const outside = query(document, "#outside");
  press(card, "d");
  assert.equal(card.getAttribute(SUPPRESS), "");
  assert.equal(press(outside, "d"), COMMAND_MODE);
  assert.equal(card.hasAttribute(SUPPRESS), false, "the press before is unmarked");
  assert.equal(document.querySelectorAll(`[${SUPPRESS}]`).length, 0);
});

test("one listener for the window, however many widget bundles carry this module", async () => {
  page(); // the first copy has installed its listener
  // the module again, as another bundle has it (a specifier tsc does not resolve)
  const another = "./keys.js?another-bundle";
  const copy = /** @type {typeof import("./keys.js")} */ (await import(another));
  /** @type {string[]} */
  const added = [];
  const add = window.addEventListener;
  window.addEventListener = (/** @type {Parameters<typeof add>} */ ...args) => { added.push(args[0]); return add.apply(window, args); };
  try {
    const root = document.createElement("div");
    query(document, ".out").append(copy.keepKeys(root));
    root.innerHTML = "<button>x</button>";
    assert.deepEqual(added, []);
    assert.equal(press(query(root, "button"), "d"), null, "the first copy's listener marks it");
  } finally {
    window.addEventListener = add;
  }
});

/** Let the mutation observers run (they run before the next task, as before a key press). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test("a redraw that removes or disables the focused control leaves the focus in the widget", async () => {
  const root = page();
  assert.equal(root.getAttribute("tabindex"), "-1", "the root can take the focus");
  const card = query(root, "#card");
  card.focus();
  card.remove(); // a panel rebuilt with no control of the same key
  await settle();
  assert.equal(document.activeElement, root, "removed: the root has it");
  assert.equal(press(document.activeElement, "b"), null, "and B inserts no cell");

  const again = document.createElement("button");
  root.append(again);
  again.focus();
  again.disabled = true; // disabled under the focus while a reply is awaited
  await settle();
  assert.equal(document.activeElement, root, "disabled: the root has it");

  const hidden = document.createElement("button");
  const box = document.createElement("div");
  box.append(hidden);
  root.append(box);
  hidden.focus();
  box.hidden = true;
  await settle();
  assert.equal(document.activeElement, root, "hidden: the root has it");
});

test("a focus the person moved out of the widget, or a redraw keeping it by key, is left alone", async () => {
  const root = page();
  const card = query(root, "#card");
  const outside = query(document, "#outside");
  card.focus();
  outside.focus(); // the person went on to the notebook
  card.remove();
  await settle();
  assert.equal(document.activeElement, outside);

  const left = document.createElement("button");
  root.append(left);
  left.focus();
  left.blur(); // a click on the page outside any control: the focus goes nowhere
  await settle();
  left.remove(); // a later redraw
  await settle();
  assert.notEqual(document.activeElement, root, "the focus is not taken back");

  const a = document.createElement("button");
  root.append(a);
  a.focus();
  const b = document.createElement("button");
  a.replaceWith(b); // a view's redraw that gives the focus to the new control itself
  b.focus();
  await settle();
  assert.equal(document.activeElement, b);
});
