// Code view: line marks (pure) and the DOM with happy-dom.
import { test } from "node:test";
import assert from "node:assert/strict";
import { window } from "../shared/test-dom.js";

const { codeMarks, createCodeView } = await import("./codeview.js");

// for3( R U ) 2L  ->  Python lines as GraminWidget sends them (code_view.code_lines)
const code = [
  { text: "for _ in range(3):", card: 0, depth: 0 },
  { text: "    step(RIGHT)", card: 1, depth: 1 },
  { text: "    step(UP)", card: 2, depth: 1 },
  { text: "dash(LEFT)", card: 4, depth: 0 },
];
const t = (id) => id;

test("codeMarks finds the card's line and the running loop's header", () => {
  assert.deepEqual(codeMarks(code, null), { current: -1, loops: new Map() });
  const m = codeMarks(code, { card: 2, loops: [[0, 2, 3]] });
  assert.equal(m.current, 2);
  assert.deepEqual([...m.loops], [[0, "2/3"]]);
  assert.equal(codeMarks(code, { card: 4, loops: [] }).current, 3);
  assert.equal(codeMarks(undefined, { card: 1 }).current, -1);
});

test("the view shows the lines as text, highlights one and sends set_python", () => {
  const sent = [];
  const view = createCodeView(t, (m) => sent.push(m));
  document.body.append(view.el);
  view.update({ code, frame: { card: 1, loops: [[0, 1, 3]] }, error: null });
  const lines = [...view.el.querySelectorAll(".gw-code-line")];
  assert.equal(lines.length, 4);
  assert.equal(lines[1].querySelector("code").textContent, "    step(RIGHT)");
  assert.ok(lines[1].classList.contains("gw-code-current"));
  assert.equal(lines[1].getAttribute("aria-current"), "step");
  assert.ok(lines[0].classList.contains("gw-code-loop"));
  assert.match(lines[0].textContent, /1\/3/);
  view.update({ code: [{ text: "<b>x</b>", card: 0, depth: 0 }], frame: null, error: { line: 2 } });
  assert.equal(view.el.querySelector("b"), null, "text, never HTML");
  const input = view.el.querySelector("textarea");
  assert.equal(input.getAttribute("aria-invalid"), "true");
  input.value = "step(UP)";
  // Ctrl+Enter that confirms a kana-kanji conversion does not send
  input.dispatchEvent(new window.KeyboardEvent("keydown", { key: "Enter", ctrlKey: true, isComposing: true, bubbles: true }));
  input.dispatchEvent(new window.KeyboardEvent("keydown", { key: "Enter", ctrlKey: true, keyCode: 229, bubbles: true }));
  assert.deepEqual(sent, []);
  view.el.querySelector('[data-testid="gw-code-apply"]').click();
  assert.deepEqual(sent, [{ type: "set_python", text: "step(UP)" }]);
  view.update({ code: [], frame: null, error: null });
  assert.equal(view.el.querySelector(".gw-empty").hidden, false);
});

test("a typed-code error is shown beside the text box and describes it", () => {
  const view = createCodeView((id) => id, () => {});
  document.body.append(view.el);
  const input = view.el.querySelector('[data-testid="gw-code-input"]');
  const err = view.el.querySelector('[data-testid="gw-code-error"]');
  assert.equal(err.hidden, true);
  view.update({ code: [], frame: null, error: { line: 2, message: "Line 2: step(RIGHT) must be indented." } });
  assert.equal(err.hidden, false);
  assert.equal(err.textContent, "Line 2: step(RIGHT) must be indented.");
  assert.equal(input.getAttribute("aria-describedby"), err.id);
  assert.equal(input.nextElementSibling, err);
  assert.equal(view.el.querySelector("details").open, true);
  view.update({ code: [], frame: null, error: null });
  assert.equal(err.hidden, true);
  assert.equal(input.getAttribute("aria-describedby"), null);
});
