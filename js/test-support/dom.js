// @ts-check
/**
 * The page of the node tests (node --test + happy-dom): a window set as the global
 * ``window`` and ``document`` on import, so import this before the module under test
 * (``await import(...)`` that one); the window closes after the test file.
 *
 * The queries throw when nothing matches, or when what matches is not of the kind asked
 * for (``HTMLElement`` unless told): a test reads the element it found, and a missing one
 * fails with the selector named. ``$$(sel).length`` says whether something is there.
 *
 * @module test-support/dom
 */

import { after, beforeEach } from "node:test";
import { Window as HappyWindow } from "happy-dom";

const page = new HappyWindow();
/**
 * The window, typed as the browser's: happy-dom's classes stand for the DOM's, so
 * ``new window.KeyboardEvent(...)`` is an event ``dispatchEvent`` takes.
 */
export const window = /** @type {Window & typeof globalThis} */ (/** @type {unknown} */ (page));
Object.assign(globalThis, { window, document: window.document });
after(() => page.happyDOM.close());

/**
 * An element class of the page, such as ``window.HTMLButtonElement``.
 *
 * @template {Element} E
 * @typedef {abstract new (...args: any[]) => E} Kind
 */

/**
 * @param {Element} found
 * @param {string} sel
 * @param {Kind<Element>} kind
 */
function check(found, sel, kind) {
  const tag = found.tagName.toLowerCase();
  if (!(found instanceof kind)) throw new Error(`${sel} matches a <${tag}>, not a ${kind.name}`);
}

/**
 * The first element under ``root`` that matches ``sel``.
 *
 * @template {Element} [E=HTMLElement]
 * @param {ParentNode} root where to look
 * @param {string} sel a CSS selector
 * @param {Kind<E>} [kind] the element's class (``window.HTMLInputElement``...)
 * @returns {E} the element
 * @throws {Error} when nothing matches, or the element is not a ``kind``
 */
export function query(root, sel, kind) {
  const found = root.querySelector(sel);
  if (!found) throw new Error(`nothing matches ${sel}`);
  check(found, sel, kind ?? window.HTMLElement);
  return /** @type {E} */ (found);
}

/**
 * Every element under ``root`` that matches ``sel``, in document order.
 *
 * @template {Element} [E=HTMLElement]
 * @param {ParentNode} root where to look
 * @param {string} sel a CSS selector
 * @param {Kind<E>} [kind] the elements' class
 * @returns {E[]} the elements (none: empty)
 * @throws {Error} when one of them is not a ``kind``
 */
export function queryAll(root, sel, kind) {
  const found = [...root.querySelectorAll(sel)];
  for (const one of found) check(one, sel, kind ?? window.HTMLElement);
  return /** @type {E[]} */ (found);
}

/**
 * The element that has the focus.
 *
 * @returns {HTMLElement} ``document.activeElement``
 * @throws {Error} when nothing has it, or an element that is not an ``HTMLElement``
 */
export function focused() {
  const found = document.activeElement;
  if (!found) throw new Error("nothing has the focus");
  check(found, ":focus", window.HTMLElement);
  return /** @type {HTMLElement} */ (found);
}

/**
 * The queries of a mount point: ``$`` the first match (throws when none), ``$$`` all.
 *
 * @typedef {Object} Queries
 * @property {HTMLElement} el where the tests render
 * @property {<E extends Element = HTMLElement>(sel: string, kind?: Kind<E>) => E} $ the
 *   first match of a selector under ``el`` (query)
 * @property {<E extends Element = HTMLElement>(sel: string, kind?: Kind<E>) => E[]} $$ all
 *   matches (queryAll)
 */

/**
 * Where the tests of a file render: one element, alone in the page and empty at the
 * start of each test.
 *
 * @returns {Queries} the element, and its first match and all matches of a selector
 */
export function mountPoint() {
  const el = document.createElement("div");
  beforeEach(() => {
    el.replaceChildren();
    document.body.replaceChildren(el);
  });
  return { el, $: (sel, kind) => query(el, sel, kind), $$: (sel, kind) => queryAll(el, sel, kind) };
}
