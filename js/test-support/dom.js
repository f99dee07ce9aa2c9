// @ts-check
/**
 * The page of the node tests (node --test + happy-dom): a window set as the global
 * ``window`` and ``document`` on import, so import this before the module under test
 * (``await import(...)`` that one); the window closes after the test file.
 *
 * @module test-support/dom
 */

import { after, beforeEach } from "node:test";
import { Window } from "happy-dom";

export const window = new Window();
Object.assign(globalThis, { window, document: window.document });
after(() => window.happyDOM.close());

/**
 * Where the tests of a file render: one element, alone in the page and empty at the
 * start of each test.
 *
 * @returns {{el: HTMLElement, $: (sel: string) => any, $$: (sel: string) => any[]}} the
 *   element, and its first match and all matches of a selector
 */
export function mountPoint() {
  const el = document.createElement("div");
  beforeEach(() => {
    el.replaceChildren();
    document.body.replaceChildren(el);
  });
  return { el, $: (sel) => el.querySelector(sel), $$: (sel) => [...el.querySelectorAll(sel)] };
}
