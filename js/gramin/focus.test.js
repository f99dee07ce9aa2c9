// Keeping the keyboard focus across redraws (happy-dom).
import { beforeEach, test } from "node:test";
import assert from "node:assert/strict";
import { queryAll, window } from "../test-support/dom.js";

const { keepFocusIn, pickFocus, usable } = await import("./focus.js");

let root = document.createElement("div");
let part = document.createElement("div");
/**
 * Buttons keyed k0..k(n-1).
 *
 * @param {number} n how many
 * @param {number[]} [disabled] the indices drawn disabled
 * @param {Record<number, Record<string, string>>} [extra] attributes of the button at an index
 */
function draw(n, disabled = [], extra = {}) {
  part.replaceChildren(...Array.from({ length: n }, (_, i) => {
    const b = document.createElement("button");
    b.setAttribute("data-focus-key", `k${i}`);
    b.disabled = disabled.includes(i);
    for (const [k, v] of Object.entries(extra[i] ?? {})) b.setAttribute(k, v);
    return b;
  }));
}
/** The buttons drawn, in order. */
const drawn = () => queryAll(part, "button", window.HTMLButtonElement);
const key = () => document.activeElement?.getAttribute("data-focus-key") ?? document.activeElement?.className;

beforeEach(() => {
  document.body.innerHTML = "";
  root = document.createElement("div");
  root.className = "gw-root";
  root.tabIndex = 0;
  part = document.createElement("div");
  root.append(part);
  document.body.append(root);
});

test("usable: present, enabled and not inside [hidden]", () => {
  draw(2, [1]);
  assert.equal(usable(part.children[0]), true);
  assert.equal(usable(part.children[1]), false);
  assert.equal(usable(null), false);
  part.hidden = true;
  assert.equal(usable(part.children[0]), false);
});

test("pickFocus: the key if usable, else the nearest usable after it, else before it", () => {
  draw(5, [2, 3]);
  const keyed = [...part.children];
  assert.equal(pickFocus(keyed, "k1", 0), keyed[1]);
  assert.equal(pickFocus(keyed, "k2", 0), keyed[4]);
  draw(5, [2, 3, 4]);
  assert.equal(pickFocus([...part.children], "k3", 0), part.children[1]);
  // a key that is gone: from where the focus was
  assert.equal(pickFocus([...part.children], "gone", 9), part.children[1]);
  draw(2, [0, 1]);
  assert.equal(pickFocus([...part.children], "k0", 0), null);
});

test("keepFocusIn: same key after a redraw; a disabled one hands on to its neighbour", () => {
  draw(4);
  drawn()[1].focus();
  keepFocusIn(part, () => draw(4));
  assert.equal(key(), "k1");
  keepFocusIn(part, () => draw(4, [1]));
  assert.equal(key(), "k2");
});

test("keepFocusIn: data-focus-then moves the focus along with what the action moved", () => {
  draw(4, [], { 1: { "data-focus-then": "k2" } });
  drawn()[1].focus();
  keepFocusIn(part, () => draw(4));
  assert.equal(key(), "k2");
});

test("keepFocusIn: a key that is gone goes to the fallback, else to the widget root", () => {
  draw(3);
  drawn()[2].focus();
  const next = document.createElement("button");
  next.setAttribute("data-focus-key", "next");
  keepFocusIn(part, () => part.replaceChildren(next), () => next);
  assert.equal(key(), "next");
  keepFocusIn(part, () => part.replaceChildren());
  assert.equal(document.activeElement, root);
});

test("keepFocusIn: focus outside the part is left alone", () => {
  draw(2);
  const outside = document.createElement("button");
  document.body.append(outside);
  outside.focus();
  keepFocusIn(part, () => draw(1));
  assert.equal(document.activeElement, outside);
});
