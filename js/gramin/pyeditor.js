// @ts-check
/**
 * The code editor of the Python widget: CodeMirror 6 with Python's highlighting, line
 * numbers, indentation (Tab indents, Shift+Tab dedents; Escape then Tab leaves the
 * editor), undo, the line being stepped marked, and each loop's repeat count on its
 * line. Keys typed in it never reach the notebook around it.
 *
 * @module gramin/pyeditor
 */

import { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
import { python } from "@codemirror/lang-python";
import { bracketMatching, defaultHighlightStyle, indentOnInput, indentUnit, syntaxHighlighting } from "@codemirror/language";
import { EditorState, RangeSetBuilder, StateEffect, StateField } from "@codemirror/state";
import { Decoration, EditorView, WidgetType, keymap, lineNumbers } from "@codemirror/view";

/** @typedef {{line: number|null, badges: Map<number, string>, error: number|null}} Marks */

const setMarks = StateEffect.define();

class Badge extends WidgetType {
  /** @param {string} text the badge */
  constructor(text) {
    super();
    this.text = text;
  }

  /** @param {Badge} other another badge @returns {boolean} same text */
  eq(other) {
    return other.text === this.text;
  }

  toDOM() {
    const span = document.createElement("span");
    span.className = "gw-py-badge";
    span.setAttribute("data-testid", "gw-py-badge");
    span.textContent = this.text;
    return span;
  }
}

/**
 * The decorations of the marks: the current line, the error's line, the loop badges.
 *
 * @param {EditorState} state the editor's state
 * @param {Marks} marks what to mark
 * @returns {import("@codemirror/view").DecorationSet} the decorations
 */
function decorate(state, marks) {
  /** @type {RangeSetBuilder<Decoration>} */
  const builder = new RangeSetBuilder();
  const lines = state.doc.lines;
  const wanted = new Map();
  /** @param {number|null} n @param {string} cls */
  const add = (n, cls) => {
    if (n === null || n < 1 || n > lines) return;
    wanted.set(n, `${wanted.get(n) ?? ""} ${cls}`.trim());
  };
  add(marks.error, "gw-py-error-line");
  add(marks.line, "gw-py-current");
  const numbers = new Set([...wanted.keys(), ...[...marks.badges.keys()].filter((n) => n >= 1 && n <= lines)]);
  for (const n of [...numbers].sort((a, b) => a - b)) {
    const line = state.doc.line(n);
    if (wanted.has(n)) builder.add(line.from, line.from, Decoration.line({ class: wanted.get(n) }));
    const badge = marks.badges.get(n);
    if (badge) builder.add(line.to, line.to, Decoration.widget({ widget: new Badge(badge), side: 1 }));
  }
  return builder.finish();
}

/**
 * @typedef {Object} Editor
 * @property {HTMLElement} el the editor's box
 * @property {() => string} text the program typed
 * @property {(text: string) => void} setText replace the program (not while it is being typed in)
 * @property {(marks: Marks) => void} mark show a frame's line, badges and error line
 * @property {() => void} focus put the keyboard focus in it
 * @property {() => void} destroy remove it
 */

/**
 * Create the editor.
 *
 * @param {{text: string, label: string, onRun: () => void, onChange: (text: string) => void}} o
 *   the program, the editor's accessible name, Ctrl/Cmd+Enter, each change
 * @returns {Editor} the editor
 */
export function createEditor(o) {
  /** @type {Marks} */
  let marks = { line: null, badges: new Map(), error: null };
  const field = StateField.define({
    create: (state) => decorate(state, marks),
    update(value, tr) {
      for (const e of tr.effects) if (e.is(setMarks)) return decorate(tr.state, marks);
      return tr.docChanged ? value.map(tr.changes) : value;
    },
    provide: (f) => EditorView.decorations.from(f),
  });
  const run = () => {
    o.onRun();
    return true;
  };
  const el = document.createElement("div");
  el.className = "gw-py-editor";
  el.setAttribute("data-testid", "gw-py-editor");
  const view = new EditorView({
    parent: el,
    state: EditorState.create({
      doc: o.text,
      extensions: [
        lineNumbers(), history(), indentOnInput(), bracketMatching(), python(),
        indentUnit.of("    "), EditorState.tabSize.of(4),
        syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
        keymap.of([{ key: "Mod-Enter", run }, { key: "Shift-Enter", run }, indentWithTab,
          ...defaultKeymap, ...historyKeymap]),
        EditorView.contentAttributes.of({ "aria-label": o.label, "aria-multiline": "true", spellcheck: "false",
          autocapitalize: "off", autocorrect: "off" }),
        EditorView.updateListener.of((u) => { if (u.docChanged) o.onChange(u.state.doc.toString()); }),
        field,
      ],
    }),
  });
  // every key typed here is the editor's: the notebook around never sees it (a letter
  // would otherwise be a notebook command, and Tab would leave the cell)
  for (const type of ["keydown", "keyup", "keypress"]) el.addEventListener(type, (ev) => ev.stopPropagation());
  el.setAttribute("data-lm-suppress-shortcuts", "true");
  return {
    el,
    text: () => view.state.doc.toString(),
    setText(text) {
      if (text === view.state.doc.toString()) return;
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
    },
    mark(m) {
      marks = m;
      view.dispatch({ effects: setMarks.of(null) });
      if (m.line !== null && m.line >= 1 && m.line <= view.state.doc.lines) {
        const pos = view.state.doc.line(m.line).from;
        view.dispatch({ effects: EditorView.scrollIntoView(pos, { y: "nearest" }) });
      }
    },
    focus: () => view.focus(),
    destroy: () => view.destroy(),
  };
}
