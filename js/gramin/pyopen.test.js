// "Open as Python": the button's intent, the child view drawn from the widget manager,
// focus and closing (happy-dom).
import { beforeEach, test } from "node:test";
import assert from "node:assert/strict";
import "../test-support/dom.js";

const { createPythonOpener } = await import("./pyopen.js");

const t = (/** @type {string} */ id) => `<${id}>`;
/** @type {Array<Record<string, unknown>>} */
let sent = [];
let made = 0;
let removed = 0;
/** A widget manager that knows one model, "m1", and draws it as an editor. */
const manager = {
  get_model: async (/** @type {string} */ id) => {
    if (id !== "m1") throw new Error("no such model");
    return { id };
  },
  create_view: async (/** @type {{id: string}} */ model) => {
    made += 1;
    const el = document.createElement("div");
    el.className = "child";
    el.dataset.model = model.id;
    const content = document.createElement("div");
    content.className = "cm-content";
    content.tabIndex = 0;
    el.append(content);
    return { el, remove: () => { removed += 1; el.remove(); } };
  },
};
const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  document.body.innerHTML = "";
  sent = [];
  made = 0;
  removed = 0;
});

/**
 * The opener, its button and section in the page.
 *
 * @param {import("./pyopen.js").WidgetManager|null} [wm] the widget manager (null: none)
 */
function opener(wm = manager) {
  const o = createPythonOpener(t, (msg) => sent.push(msg), () => wm);
  document.body.append(o.button, o.el);
  return o;
}

test("the button sends open_python; the section opens only with a model id", async () => {
  const o = opener();
  o.update({ id: "", canOpen: true });
  assert.equal(o.button.textContent, "<gramin.ui.py.open>");
  assert.equal(o.el.hidden, true);
  assert.equal(o.button.getAttribute("aria-expanded"), "false");
  /** @type {HTMLButtonElement} */ (o.button).click();
  assert.deepEqual(sent, [{ type: "open_python" }]);
  o.update({ id: "m1", canOpen: true });
  await settle();
  assert.equal(o.el.hidden, false);
  assert.equal(o.button.getAttribute("aria-expanded"), "true");
  assert.equal(o.el.querySelector(".child")?.getAttribute("data-model"), "m1");
  assert.equal(document.activeElement?.className, "cm-content"); // the click asked for it
  // a redraw with the same id makes no second view
  o.update({ id: "m1", canOpen: true });
  await settle();
  assert.equal(made, 1);
});

test("a program that does not run turns the button off", () => {
  const o = opener();
  o.update({ id: "", canOpen: false });
  assert.equal(/** @type {HTMLButtonElement} */ (o.button).disabled, true);
});

test("Close sends close_python; the view goes and the focus comes back to the button", async () => {
  const o = opener();
  o.update({ id: "m1", canOpen: true });
  await settle();
  const close = /** @type {HTMLButtonElement} */ (o.el.querySelector("[data-testid='gw-py-close']"));
  assert.equal(close.textContent, "<gramin.ui.py.close>");
  close.focus();
  close.click();
  assert.deepEqual(sent, [{ type: "close_python" }]);
  o.update({ id: "", canOpen: true });
  assert.equal(o.el.hidden, true);
  assert.equal(removed, 1);
  assert.equal(o.el.querySelector(".child"), null);
  assert.equal(document.activeElement, o.button);
});

test("keys typed in the Python view do not reach the cards", async () => {
  const o = opener();
  let heard = 0;
  document.body.addEventListener("keydown", () => { heard += 1; });
  o.update({ id: "m1", canOpen: true });
  await settle();
  o.el.querySelector(".cm-content")?.dispatchEvent(new window.KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
  assert.equal(heard, 0);
});

test("no widget manager, or an unknown model: a sentence, not a blank", async () => {
  const none = opener(null);
  none.update({ id: "m1", canOpen: true });
  assert.equal(none.el.querySelector("[role='alert']")?.textContent, "<gramin.ui.py.no_view>");
  document.body.innerHTML = "";
  const o = opener();
  o.update({ id: "m2", canOpen: true });
  await settle();
  await settle();
  assert.equal(o.el.querySelector("[role='alert']")?.textContent, "<gramin.ui.py.no_view>");
});

test("a view that arrives after the section closed is taken down", async () => {
  const o = opener();
  o.update({ id: "m1", canOpen: true });
  o.update({ id: "", canOpen: true }); // closed before the manager answered
  await settle();
  await settle();
  assert.equal(o.el.querySelector(".child"), null);
  assert.equal(removed, 1);
});

test("the editor does not take the focus from a control the person went on to", async () => {
  const o = opener();
  o.update({ id: "", canOpen: true });
  /** @type {HTMLButtonElement} */ (o.button).click();
  const box = document.createElement("textarea");
  document.body.append(box);
  box.focus(); // typing elsewhere while the kernel makes the Python widget
  o.update({ id: "m1", canOpen: true });
  await settle();
  assert.equal(o.el.hidden, false);
  assert.equal(document.activeElement, box);
});

test("with no cards laid the button is off and says to lay cards first; a problem says so too", () => {
  const o = opener();
  const b = /** @type {HTMLButtonElement} */ (o.button);
  o.update({ id: "", canOpen: true, empty: true });
  assert.equal(b.disabled, true);
  assert.equal(b.getAttribute("title"), "<gramin.ui.py.open_empty>");
  assert.equal(b.getAttribute("aria-description"), "<gramin.ui.py.open_empty>");
  o.update({ id: "", canOpen: false, empty: false });
  assert.equal(b.disabled, true);
  assert.equal(b.getAttribute("title"), "<gramin.ui.py.open_problem>");
  o.update({ id: "", canOpen: true, empty: false });
  assert.equal(b.disabled, false);
  assert.equal(b.getAttribute("title"), "<gramin.ui.py.open_help>");
  assert.equal(b.hasAttribute("aria-description"), false);
});
