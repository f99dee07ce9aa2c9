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

/**
 * Which lines to mark at a frame: the card's own line and the ``for`` lines of
 * the loops it runs in.
 *
 * @param {CodeLine[]} lines the ``code`` trait
 * @param {{card?: number|null, loops?: Array<[number, number, number]>}|null} frame current frame
 * @returns {{current: number, loops: Map<number, string>}} 0-based line index of the
 *   card (-1 if none) and, for each active ``for`` line, its ``i/N`` text
 */
export function codeMarks(lines, frame) {
  const list = Array.isArray(lines) ? lines : [];
  const card = frame && Number.isInteger(frame.card) ? /** @type {number} */ (frame.card) : -1;
  const current = card < 0 ? -1 : list.findIndex((l) => l?.card === card);
  /** @type {Map<number, string>} */
  const loops = new Map();
  for (const [open, i, n] of frame?.loops ?? []) {
    const at = list.findIndex((l) => l?.card === open);
    if (at >= 0) loops.set(at, `${i}/${n}`);
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
  const input = /** @type {HTMLTextAreaElement} */ (h("textarea", {
    class: "gw-code-input", rows: 4, spellcheck: "false", "data-testid": "gw-code-input", "data-focus-key": "code-input",
    "aria-label": t("gramin.ui.code_type"), placeholder: "for _ in range(3):\n    step(RIGHT)",
  }));
  const apply = h("button", {
    type: "button", class: "gw-btn gw-code-apply", "data-testid": "gw-code-apply", "data-focus-key": "code-apply",
    "aria-label": t("gramin.ui.code_apply"), text: t("gramin.ui.code_apply"),
    on: { click: () => send({ type: "set_python", text: input.value }) },
  });
  input.addEventListener("keydown", (ev) => {
    // Ctrl/Cmd+Enter sends, like running a cell; plain Enter types a new line.
    if (ev.key === "Enter" && (ev.ctrlKey || ev.metaKey) && !composing(ev)) {
      ev.preventDefault();
      send({ type: "set_python", text: input.value });
    }
    ev.stopPropagation();
  });
  // The typed code's error sits right under the box it is about (and is its description).
  const errorId = `gw-code-error-${++nextId}`;
  const errorEl = h("p", { class: "gw-alert gw-code-error", id: errorId, "data-testid": "gw-code-error" });
  errorEl.hidden = true;
  const editor = /** @type {HTMLDetailsElement} */ (h("details", { class: "gw-code-editor" },
    h("summary", { "data-focus-key": "code-summary", text: t("gramin.ui.code_type") }), input, errorEl, apply));
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
      if (loops.has(i)) item.append(h("span", { class: "gw-code-iter", text: `# ${loops.get(i)}` }));
      list.append(item);
    });
    const bad = Number.isInteger(error?.line);
    input.classList.toggle("gw-code-input--error", bad);
    errorEl.textContent = bad ? String(error?.message ?? "") : "";
    errorEl.hidden = !bad;
    if (bad) errorEl.setAttribute("role", "alert");
    else errorEl.removeAttribute("role");
    if (bad) {
      input.setAttribute("aria-invalid", "true");
      input.setAttribute("aria-describedby", errorId);
      editor.open = true;
    } else {
      input.removeAttribute("aria-invalid");
      input.removeAttribute("aria-describedby");
    }
  }

  return { el, update };
}
