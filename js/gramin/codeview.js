// @ts-check
/**
 * Code view: the card program as equivalent Python, the line of the current
 * frame highlighted, and a box to type Python that Python turns into cards.
 *
 * Python sends the lines (``code`` trait: ``{text, card, depth}`` per line,
 * ``card`` = 0-based index of the card the line comes from); the view only
 * matches the frame's card to a line (docs/rules/gramin.md section 6). Typed code
 * goes to Python as a ``set_python`` intent; Python checks it.
 *
 * @module gramin/codeview
 */

import { clear, composing, h } from "../shared/dom.js";

/** @typedef {{text: string, card: number, depth: number}} CodeLine */

let nextId = 0;

/** Keys that are only held with another (Shift of Shift+Tab): they change nothing. */
const MODIFIERS = new Set(["Shift", "Control", "Alt", "Meta", "AltGraph", "CapsLock"]);

/** One level of indentation in the box: four spaces, as the lessons write Python. */
export const INDENT = "    ";

/**
 * @typedef {Object} Edit
 * @property {number} from start of the text replaced
 * @property {number} to end of the text replaced
 * @property {string} text what replaces it
 * @property {number} start selection start afterwards
 * @property {number} end selection end afterwards
 */

/**
 * What Tab (indent) or Shift+Tab (outdent) does to the text of the box.
 *
 * Tab at a caret puts spaces up to the next multiple of four columns; Tab over a
 * selection, and Shift+Tab, indent or outdent every line the selection touches (a
 * selection ending at a line's start leaves that line alone) by :data:`INDENT`.
 *
 * @param {string} value the box's text
 * @param {number} start selection start (``selectionStart``)
 * @param {number} end selection end (``selectionEnd``)
 * @param {boolean} outdent Shift+Tab
 * @returns {Edit|null} the replacement and the selection after it, or null when the
 *   key changes nothing (Shift+Tab on a line with no leading space)
 */
export function indentEdit(value, start, end, outdent) {
  const lineStart = value.lastIndexOf("\n", start - 1) + 1;
  if (!outdent && start === end) {
    const pad = " ".repeat(INDENT.length - ((start - lineStart) % INDENT.length));
    return { from: start, to: end, text: pad, start: start + pad.length, end: start + pad.length };
  }
  const last = end > start && value[end - 1] === "\n" ? end - 1 : end;
  const next = value.indexOf("\n", last);
  const lineEnd = next < 0 ? value.length : next;
  const lines = value.slice(lineStart, lineEnd).split("\n");
  /** @type {number[]} characters added (negative: removed) at the start of each line */
  const moved = lines.map((line) => (outdent ? -(/^ */.exec(line)?.[0].length ?? 0) : INDENT.length))
    .map((n) => Math.max(n, -INDENT.length));
  if (moved.every((n) => n === 0)) return null;
  const text = lines.map((line, i) => (moved[i] > 0 ? INDENT + line : line.slice(-moved[i]))).join("\n");
  if (start === end) {
    // the caret moves with its line's text, never before the line's start
    const at = Math.max(lineStart, start + moved[0]);
    return { from: lineStart, to: lineEnd, text, start: at, end: at };
  }
  // a selection covers the lines it touched (and the line break it ended on)
  return { from: lineStart, to: lineEnd, text, start: lineStart, end: lineStart + text.length + (end - last) };
}

/**
 * What Enter does to the text of the box: a new line with the current line's indent,
 * and one :data:`INDENT` more after a line ending in ``:`` (``for _ in range(3):``), as
 * a Python editor does, so the loop's body is indented without a key more. The spaces
 * are counted up to the caret (Enter inside the indent keeps only the spaces before it).
 *
 * @param {string} value the box's text
 * @param {number} start selection start
 * @param {number} end selection end (the selection is replaced)
 * @returns {Edit} the new line and the caret after its indent
 */
export function newlineEdit(value, start, end) {
  const lineStart = value.lastIndexOf("\n", start - 1) + 1;
  const before = value.slice(lineStart, start);
  let pad = /^ */.exec(before)?.[0] ?? "";
  // a comment after the colon does not hide it: "for _ in range(3):  # three times"
  if (/:\s*(#.*)?$/.test(before.replace(/\s+$/, ""))) pad += INDENT;
  const text = `\n${pad}`;
  const at = start + text.length;
  return { from: start, to: end, text, start: at, end: at };
}

/**
 * What Backspace does at a caret inside a line's indent: it takes back one indent
 * (to the previous multiple of :data:`INDENT` columns) instead of one space; anywhere
 * else it is left to the box (null).
 *
 * @param {string} value the box's text
 * @param {number} start selection start
 * @param {number} end selection end
 * @returns {Edit|null} the edit, or null for the box's own Backspace
 */
export function backspaceEdit(value, start, end) {
  if (start !== end) return null;
  const lineStart = value.lastIndexOf("\n", start - 1) + 1;
  const before = value.slice(lineStart, start);
  if (before === "" || /[^ ]/.test(before)) return null;
  const cut = before.length % INDENT.length || INDENT.length;
  return { from: start - cut, to: start, text: "", start: start - cut, end: start - cut };
}

/**
 * Make an edit in a text box as typing would, so that Ctrl+Z takes it back where the
 * browser can (``insertText``), else by ``setRangeText``.
 *
 * @param {HTMLTextAreaElement} box the text box
 * @param {Edit} edit the edit
 * @returns {void}
 */
function applyEdit(box, edit) {
  box.setSelectionRange(edit.from, edit.to);
  const doc = /** @type {any} */ (box.ownerDocument);
  const typed = typeof doc.execCommand === "function" && doc.execCommand("insertText", false, edit.text);
  if (!typed || box.value.slice(edit.from, edit.from + edit.text.length) !== edit.text) {
    box.setRangeText(edit.text, edit.from, edit.to);
  }
  box.setSelectionRange(edit.start, edit.end);
}

/**
 * Which lines to mark at a frame: the card's own line and the ``for`` lines of
 * the loops it runs in.
 *
 * @param {CodeLine[]|null|undefined} lines the ``code`` trait (none or not a list: no lines)
 * @param {{card?: number|null, loops?: Array<[number, number, number]>}|null} frame current frame
 * @returns {{current: number, loops: Map<number, {i: number, n: number}>}} 0-based line
 *   index of the card (-1 if none) and, for each active ``for`` line, its iteration and count
 */
export function codeMarks(lines, frame) {
  const list = Array.isArray(lines) ? lines : [];
  const card = frame && Number.isInteger(frame.card) ? /** @type {number} */ (frame.card) : -1;
  const current = card < 0 ? -1 : list.findIndex((l) => l?.card === card);
  /** @type {Map<number, {i: number, n: number}>} */
  const loops = new Map();
  for (const [open, i, n] of frame?.loops ?? []) {
    const at = list.findIndex((l) => l?.card === open);
    if (at >= 0) loops.set(at, { i, n });
  }
  return { current, loops };
}

/**
 * Create the code view.
 *
 * @param {import("../shared/types.js").Translate} t label lookup
 * @param {import("../shared/types.js").Send} send send an intent
 * @param {{editable?: boolean}} [opts] ``editable: false`` hides the typing box
 * @returns {{el: HTMLElement, update: (state: {code: CodeLine[], frame: any, error: any}) => void}}
 */
export function createCodeView(t, send, opts = {}) {
  const list = h("ol", { class: "gw-code", "data-testid": "gw-code", "aria-label": t("gramin.ui.code") });
  const empty = h("p", { class: "gw-empty", text: t("gramin.ui.code_empty") });
  const id = ++nextId;
  const keysId = `gw-code-keys-${id}`;
  const input = /** @type {HTMLTextAreaElement} */ (h("textarea", {
    class: "gw-code-input", rows: 4, spellcheck: "false", "data-testid": "gw-code-input", "data-focus-key": "code-input",
    "aria-label": t("gramin.ui.code_type"), "aria-describedby": keysId, "aria-keyshortcuts": "Tab Shift+Tab Control+Enter",
    placeholder: "for _ in range(3):\n    step(RIGHT)",
  }));
  // one key per piece, each kept on one line where it fits (a Japanese line would break
  // inside a word)
  const keys = h("p", { class: "gw-code-keys", id: keysId, "data-testid": "gw-code-keys" },
    // (the catalogue parts them with " · " in English, 「・」 in Japanese)
    ...t("gramin.ui.code_keys").split(/( · |・)/).map((part, i) => (i % 2 ? part : h("span", { text: part }))));
  const apply = h("button", {
    type: "button", class: "gw-btn gw-code-apply", "data-testid": "gw-code-apply", "data-focus-key": "code-apply",
    "aria-label": t("gramin.ui.code_apply"), text: t("gramin.ui.code_apply"),
    on: { click: () => send({ type: "set_python", text: input.value }) },
  });
  // Tab indents, as in a code cell; Escape then Tab leaves the box (the way out for
  // keyboard users that CodeMirror uses too), and the box's key help says so.
  let tabLeaves = false;
  input.addEventListener("keydown", (ev) => {
    if (composing(ev) || MODIFIERS.has(ev.key)) return;
    const leaving = tabLeaves;
    tabLeaves = ev.key === "Escape";
    // Ctrl/Cmd+Enter sends, like running a cell; plain Enter types a new line, indented.
    if (ev.key === "Enter" && (ev.ctrlKey || ev.metaKey)) {
      ev.preventDefault();
      send({ type: "set_python", text: input.value });
    } else if (ev.key === "Enter" && !ev.shiftKey && !ev.altKey) {
      // Enter keeps the line's indent, and indents after "for ... :"
      ev.preventDefault();
      applyEdit(input, newlineEdit(input.value, input.selectionStart, input.selectionEnd));
    } else if (ev.key === "Backspace" && !ev.ctrlKey && !ev.metaKey && !ev.altKey && !ev.shiftKey) {
      const edit = backspaceEdit(input.value, input.selectionStart, input.selectionEnd);
      if (edit) {
        ev.preventDefault();
        applyEdit(input, edit);
      }
    } else if (ev.key === "Tab" && !leaving && !ev.ctrlKey && !ev.metaKey && !ev.altKey) {
      ev.preventDefault();
      const edit = indentEdit(input.value, input.selectionStart, input.selectionEnd, ev.shiftKey);
      if (edit) applyEdit(input, edit);
    }
  });
  input.addEventListener("blur", () => { tabLeaves = false; });
  // The typed code's error sits right under the box it is about (and is its description).
  const errorId = `gw-code-error-${id}`;
  const errorEl = h("p", { class: "gw-alert gw-code-error", id: errorId, "data-testid": "gw-code-error" });
  errorEl.hidden = true;
  const editor = /** @type {HTMLDetailsElement} */ (h("details", { class: "gw-code-editor" },
    h("summary", { "data-focus-key": "code-summary", text: t("gramin.ui.code_type") }), input, errorEl, keys, apply));
  const el = h("section", { class: "gw-code-box" },
    h("div", { class: "gw-section-head" }, h("h3", { class: "gw-heading", text: t("gramin.ui.code") })),
    list, empty, opts.editable === false ? null : editor);

  /**
   * Show the lines and mark the current one.
   *
   * @param {{code: CodeLine[], frame: any, error: any}} state lines, frame, error
   * @returns {void}
   */
  function update({ code, frame, error }) {
    const lines = Array.isArray(code) ? code : [];
    clear(list);
    empty.hidden = lines.length > 0;
    const { current, loops } = codeMarks(lines, frame);
    lines.forEach((line, i) => {
      const item = h("li", {
        class: `gw-code-line${i === current ? " gw-code-current" : ""}${loops.has(i) ? " gw-code-loop" : ""}`,
        "data-card": line.card, "aria-current": i === current ? "step" : undefined,
      }, h("code", { text: String(line.text ?? "") }));
      const loop = loops.get(i);
      if (loop) item.append(h("span", { class: "gw-code-iter", text: t("gramin.ui.code_loop", loop) }));
      list.append(item);
    });
    const bad = Number.isInteger(error?.line) || error?.box === "code";
    input.classList.toggle("gw-code-input--error", bad);
    errorEl.textContent = bad ? String(error?.message ?? "") : "";
    errorEl.hidden = !bad;
    if (bad) errorEl.setAttribute("role", "alert");
    else errorEl.removeAttribute("role");
    if (bad) {
      input.setAttribute("aria-invalid", "true");
      input.setAttribute("aria-describedby", `${errorId} ${keysId}`);
      editor.open = true;
    } else {
      input.removeAttribute("aria-invalid");
      input.setAttribute("aria-describedby", keysId);
    }
  }

  return { el, update };
}
