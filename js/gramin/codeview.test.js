// Code view: line marks (pure) and the DOM with happy-dom.
import { test } from "node:test";
import assert from "node:assert/strict";
import { query, queryAll, window } from "../test-support/dom.js";

const { backspaceEdit, codeMarks, createCodeView, indentEdit, newlineEdit } = await import("./codeview.js");

// for3( R U ) 2L  ->  Python lines as GraminWidget sends them (code_view.code_lines)
const code = [
  { text: "for _ in range(3):", card: 0, depth: 0 },
  { text: "    step(RIGHT)", card: 1, depth: 1 },
  { text: "    step(UP)", card: 2, depth: 1 },
  { text: "dash(LEFT)", card: 4, depth: 0 },
];
/** the catalogue's English of the loop comment; other labels read as their ids */
const t = (/** @type {string} */ id, /** @type {any} */ f = {}) =>
  id === "gramin.ui.code_loop" ? `# ${f.i}/${f.n}` : id;
/** The text box of a code view. @param {{el: HTMLElement}} view */
const box = (view) => query(view.el, "textarea", window.HTMLTextAreaElement);
/** @param {{el: HTMLElement}} view @param {string} id */
const tid = (view, id) => query(view.el, `[data-testid="${id}"]`);

test("codeMarks finds the card's line and the running loop's header", () => {
  assert.deepEqual(codeMarks(code, null), { current: -1, loops: new Map() });
  const m = codeMarks(code, { card: 2, loops: [[0, 2, 3]] });
  assert.equal(m.current, 2);
  assert.deepEqual([...m.loops], [[0, { i: 2, n: 3 }]]);
  assert.equal(codeMarks(code, { card: 4, loops: [] }).current, 3);
  assert.equal(codeMarks(undefined, { card: 1 }).current, -1);
});

test("the view shows the lines as text, highlights one and sends set_python", () => {
  /** @type {Array<Record<string, unknown>>} */
  const sent = [];
  const view = createCodeView(t, (m) => sent.push(m));
  document.body.append(view.el);
  view.update({ code, frame: { card: 1, loops: [[0, 1, 3]] }, error: null });
  const lines = queryAll(view.el, ".gw-code-line");
  assert.equal(lines.length, 4);
  assert.equal(query(lines[1], "code").textContent, "    step(RIGHT)");
  assert.ok(lines[1].classList.contains("gw-code-current"));
  assert.equal(lines[1].getAttribute("aria-current"), "step");
  assert.ok(lines[0].classList.contains("gw-code-loop"));
  assert.match(lines[0].textContent, /1\/3/);
  view.update({ code: [{ text: "<b>x</b>", card: 0, depth: 0 }], frame: null, error: { line: 2 } });
  assert.equal(view.el.querySelector("b"), null, "text, never HTML");
  const input = box(view);
  assert.equal(input.getAttribute("aria-invalid"), "true");
  input.value = "step(UP)";
  // Ctrl+Enter that confirms a kana-kanji conversion does not send
  input.dispatchEvent(new window.KeyboardEvent("keydown", { key: "Enter", ctrlKey: true, isComposing: true, bubbles: true }));
  input.dispatchEvent(new window.KeyboardEvent("keydown", { key: "Enter", ctrlKey: true, keyCode: 229, bubbles: true }));
  assert.deepEqual(sent, []);
  tid(view, "gw-code-apply").click();
  assert.deepEqual(sent, [{ type: "set_python", text: "step(UP)" }]);
  view.update({ code: [], frame: null, error: null });
  assert.equal(query(view.el, ".gw-empty").hidden, false);
});

test("a typed-code error is shown beside the text box and describes it", () => {
  const view = createCodeView(t, () => {});
  document.body.append(view.el);
  const input = tid(view, "gw-code-input");
  const err = tid(view, "gw-code-error");
  assert.equal(err.hidden, true);
  view.update({ code: [], frame: null, error: { line: 2, message: "Line 2: step(RIGHT) must be indented." } });
  assert.equal(err.hidden, false);
  assert.equal(err.textContent, "Line 2: step(RIGHT) must be indented.");
  const keys = tid(view, "gw-code-keys");
  assert.equal(input.getAttribute("aria-describedby"), `${err.id} ${keys.id}`);
  assert.equal(input.nextElementSibling, err);
  assert.equal(query(view.el, "details", window.HTMLDetailsElement).open, true);
  view.update({ code: [], frame: null, error: null });
  assert.equal(err.hidden, true);
  assert.equal(input.getAttribute("aria-describedby"), keys.id);
});

test("a refusal of the box's text with no line (too long, a card's own error) is shown under the box too", () => {
  const view = createCodeView(t, () => {});
  document.body.append(view.el);
  const err = tid(view, "gw-code-error");
  view.update({ code: [], frame: null, error: { line: null, card_index: 1, box: "code", message: "Card 1 'for5(': a loop may repeat 2 or 3 times." } });
  assert.equal(err.hidden, false);
  assert.equal(err.textContent, "Card 1 'for5(': a loop may repeat 2 or 3 times.");
  // a refusal of a card click (no box) is the program's, not the box's
  view.update({ code: [], frame: null, error: { line: null, card_index: 1, box: null, message: "No card 9." } });
  assert.equal(err.hidden, true);
});

/**
 * ``text`` with the selection written in: ``|`` a caret, ``[`` and ``]`` a selection.
 *
 * @param {string} text
 */
function marked(text) {
  const start = text.search(/[|[]/);
  const end = text.includes("]") ? text.indexOf("]") - 1 : start;
  return { value: text.replace(/[|[\]]/g, ""), start, end };
}

/**
 * The box's text after an edit, the new selection written in as ``marked`` reads it.
 *
 * @param {string} text the text and selection before
 * @param {boolean} outdent Shift+Tab
 * @returns {string|null} the text and selection after (null: no edit)
 */
function edited(text, outdent) {
  const { value, start, end } = marked(text);
  const e = indentEdit(value, start, end, outdent);
  if (e === null) return null;
  const after = value.slice(0, e.from) + e.text + value.slice(e.to);
  return e.start === e.end ? `${after.slice(0, e.start)}|${after.slice(e.start)}`
    : `${after.slice(0, e.start)}[${after.slice(e.start, e.end)}]${after.slice(e.end)}`;
}

test("Tab indents to the next four-column stop; over a selection it indents each line", () => {
  assert.equal(edited("for _ in range(3):\n|", false), "for _ in range(3):\n    |");
  assert.equal(edited("ab|c", false), "ab  |c");
  assert.equal(edited("    |x", false), "        |x");
  assert.equal(edited("[a\nb]", false), "[    a\n    b]");
  // a selection that ends at a line's start leaves that line alone
  assert.equal(edited("[a\n]b", false), "[    a\n]b");
  assert.equal(edited("x\ny[y\nz]z\nw", false), "x\n[    yy\n    zz]\nw");
});

test("Shift+Tab takes back one indentation from each line it touches", () => {
  assert.equal(edited("for _ in range(3):\n    step(|RIGHT)", true), "for _ in range(3):\nstep(|RIGHT)");
  assert.equal(edited("      x|", true), "  x|");
  assert.equal(edited("  |  x", true), "|x", "a caret inside the spaces goes to the line's start");
  assert.equal(edited("[    a\n  b\nc]", true), "[a\nb\nc]");
  assert.equal(edited("a|b", true), null, "nothing to take back");
});

test("in the box Tab indents, Escape then Tab leaves it, Ctrl+Enter sends", () => {
  /** @type {Array<Record<string, unknown>>} */
  const sent = [];
  const view = createCodeView(t, (m) => sent.push(m));
  document.body.append(view.el);
  const input = box(view);
  /** @param {string} k @param {KeyboardEventInit} [opts] */
  const key = (k, opts = {}) => {
    const ev = new window.KeyboardEvent("keydown", { key: k, bubbles: true, cancelable: true, ...opts });
    input.dispatchEvent(ev);
    return ev.defaultPrevented;
  };
  input.focus();
  input.value = "for _ in range(3):\n";
  input.setSelectionRange(input.value.length, input.value.length);
  assert.equal(key("Tab"), true, "Tab stays in the box");
  assert.equal(input.value, "for _ in range(3):\n    ");
  assert.equal(key("Shift"), false);
  assert.equal(key("Tab", { shiftKey: true }), true);
  assert.equal(input.value, "for _ in range(3):\n");
  // Escape, then Tab (or Shift+Tab, the Shift pressed first): the browser moves the focus
  assert.equal(key("Escape"), false);
  assert.equal(key("Tab"), false);
  assert.equal(key("Escape"), false);
  assert.equal(key("Shift"), false);
  assert.equal(key("Tab", { shiftKey: true }), false);
  // a key between Escape and Tab, or leaving the box, makes Tab indent again
  key("Escape");
  key("a");
  assert.equal(key("Tab"), true);
  key("Escape");
  input.dispatchEvent(new window.FocusEvent("blur"));
  assert.equal(key("Tab"), true);
  assert.equal(key("Tab", { ctrlKey: true }), false, "Ctrl+Tab is the browser's");
  assert.equal(key("Enter", { ctrlKey: true }), true);
  assert.deepEqual(sent, [{ type: "set_python", text: input.value }]);
  const keys = tid(view, "gw-code-keys");
  assert.equal(keys.textContent, "gramin.ui.code_keys");
  // each key one piece, parted as the catalogue parts them (「・」 in Japanese)
  const ja = createCodeView((/** @type {string} */ id) => (id === "gramin.ui.code_keys" ? "Tab で字下げ・Esc のあと Tab" : id), () => {});
  assert.deepEqual([...ja.el.querySelectorAll(".gw-code-keys span")].map((s) => s.textContent), ["Tab で字下げ", "Esc のあと Tab"]);
  assert.equal(ja.el.querySelector(".gw-code-keys")?.textContent, "Tab で字下げ・Esc のあと Tab");
  assert.equal(input.getAttribute("aria-describedby"), keys.id);
});

test("Enter keeps the line's indent and indents after a line ending in a colon", () => {
  /** @param {string} value @param {number} [at] */
  const enter = (value, at = value.length) => {
    const e = newlineEdit(value, at, at);
    return value.slice(0, e.from) + e.text + value.slice(e.to) + `|${e.start}`;
  };
  assert.equal(enter("for _ in range(3):"), "for _ in range(3):\n    |23");
  assert.equal(enter("for _ in range(3):  # three times"), "for _ in range(3):  # three times\n    |38");
  assert.equal(enter("    step(RIGHT)"), "    step(RIGHT)\n    |20");
  assert.equal(enter("for _ in range(2):\n    for _ in range(3):"),
    "for _ in range(2):\n    for _ in range(3):\n        |50");
  assert.equal(enter("step(UP)"), "step(UP)\n|9");
  // Enter inside the indent keeps only the spaces before the caret
  assert.equal(enter("    step(UP)", 2), "  \n    step(UP)|5");
});

test("Backspace in a line's indent takes back four spaces; elsewhere it is the box's", () => {
  assert.deepEqual(backspaceEdit("for _ in range(3):\n        ", 27, 27), { from: 23, to: 27, text: "", start: 23, end: 23 });
  assert.deepEqual(backspaceEdit("      ", 6, 6), { from: 4, to: 6, text: "", start: 4, end: 4 });
  assert.equal(backspaceEdit("    step(UP)", 12, 12), null, "after the code: one character");
  assert.equal(backspaceEdit("step", 0, 0), null);
  assert.equal(backspaceEdit("        ", 2, 6), null, "a selection is the box's");
});

test("in the box Enter types the next line of a loop indented, so its body needs no key more", () => {
  const view = createCodeView(t, () => {});
  document.body.append(view.el);
  const input = box(view);
  /** @param {string} k @param {KeyboardEventInit} [opts] */
  const key = (k, opts = {}) => {
    const ev = new window.KeyboardEvent("keydown", { key: k, bubbles: true, cancelable: true, ...opts });
    input.dispatchEvent(ev);
    return ev.defaultPrevented;
  };
  input.focus();
  input.value = "for _ in range(3):";
  input.setSelectionRange(input.value.length, input.value.length);
  assert.equal(key("Enter"), true);
  assert.equal(input.value, "for _ in range(3):\n    ");
  assert.equal(input.selectionStart, input.value.length);
  assert.equal(key("Backspace"), true);
  assert.equal(input.value, "for _ in range(3):\n");
  assert.equal(key("Backspace"), false, "at a line's start Backspace is the box's");
  assert.equal(key("Enter", { shiftKey: true }), false, "Shift+Enter is the box's own new line");
});
