// @ts-check
/**
 * Tiny DOM helpers shared by the widget views (no framework).
 *
 * @module shared/dom
 */

/**
 * @typedef {Object} Props
 * @property {string} [class] class names
 * @property {string} [text] text content
 * @property {Record<string, (ev: any) => void>} [on] event listeners by event name
 * @property {Record<string, string>} [style] CSS properties (custom properties allowed)
 */

/**
 * Create an element.
 *
 * Keys of ``props`` other than ``class``, ``text``, ``on`` and ``style`` become
 * attributes (``aria-*``, ``data-*``, ``type``, ...); ``false``/``null``/``undefined``
 * values are skipped, ``true`` sets an empty attribute.
 *
 * @param {string} tag element name
 * @param {Props & Record<string, any>} [props] properties
 * @param {...(Node|string|null|undefined|false)} children child nodes or text
 * @returns {HTMLElement} the element
 */
export function h(tag, props = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "class") el.className = value;
    else if (key === "text") el.textContent = String(value);
    else if (key === "on") {
      for (const [name, fn] of Object.entries(value)) el.addEventListener(name, fn);
    } else if (key === "style") {
      for (const [name, v] of Object.entries(value)) el.style.setProperty(name, String(v));
    } else el.setAttribute(key, value === true ? "" : String(value));
  }
  append(el, children);
  return el;
}

/**
 * A text's lines, each as a block-level ``<span class="gw-line">``: a help text that
 * names one key a line (the catalogue separates them with "\n") stays a list a child
 * reads line by line, and keeps the phrase breaks the Japanese text gets in a line.
 *
 * The "\n" stays between the spans, so the element's text (what a screen reader's
 * description and a copy give) still has one line per key.
 *
 * @param {string} text text whose lines are separated by "\n"
 * @returns {Array<HTMLElement|string>} one span per line, "\n" between them
 */
export function textLines(text) {
  return String(text).split("\n").flatMap((line, i) => [
    ...(i ? ["\n"] : []), h("span", { class: "gw-line", text: line })]);
}

/**
 * Append children (nodes or strings) to an element, skipping empty ones.
 *
 * @param {Element} el parent
 * @param {Array<Node|string|null|undefined|false>} children children
 * @returns {void}
 */
export function append(el, children) {
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    el.append(typeof child === "string" ? document.createTextNode(child) : child);
  }
}

/**
 * Parse a static SVG string into an element.
 *
 * Only for constant markup written in this package, never for synced data.
 *
 * @param {string} markup SVG source
 * @returns {Element} the SVG element
 */
export function svg(markup) {
  const tpl = document.createElement("template");
  tpl.innerHTML = markup.trim();
  return /** @type {Element} */ (tpl.content.firstElementChild);
}

/**
 * Remove every child of an element.
 *
 * @param {Element} el element to empty
 * @returns {void}
 */
export function clear(el) {
  while (el.firstChild) el.removeChild(el.firstChild);
}

/**
 * Rebuild part of a view while keeping keyboard focus.
 *
 * Focusable elements carry ``data-focus-key``; if the focused element inside
 * ``root`` has one, the element with the same key gets focus after ``rebuild``.
 *
 * @param {Element} root subtree being rebuilt
 * @param {() => void} rebuild function replacing the subtree's content
 * @returns {void}
 */
export function keepFocus(root, rebuild) {
  const active = /** @type {HTMLElement|null} */ (root.ownerDocument.activeElement);
  const key = active && root.contains(active) ? active.getAttribute("data-focus-key") : null;
  rebuild();
  if (key === null) return;
  for (const el of root.querySelectorAll("[data-focus-key]")) {
    if (el.getAttribute("data-focus-key") === key) {
      /** @type {HTMLElement} */ (el).focus();
      return;
    }
  }
}

/**
 * Whether a key event belongs to an input method's composition (Japanese kana-kanji
 * conversion): the Enter that confirms a conversion must not submit. ``keyCode``
 * 229 covers browsers that end the composition before the keydown arrives.
 *
 * @param {KeyboardEvent} ev the event
 * @returns {boolean} true while composing
 */
export function composing(ev) {
  return Boolean(ev.isComposing) || ev.keyCode === 229;
}

/**
 * The nearest ancestor of ``el`` that scrolls it (its content taller than its box, with
 * ``overflow-y`` auto or scroll), or null when the page itself does.
 *
 * @param {Element} el the element
 * @returns {Element|null} the scrolling ancestor
 */
export function scroller(el) {
  const win = el.ownerDocument?.defaultView;
  for (let p = el.parentElement; p; p = p.parentElement) {
    const y = win?.getComputedStyle(p).overflowY ?? "";
    if ((y === "auto" || y === "scroll") && p.scrollHeight > p.clientHeight) return p;
  }
  return null;
}

/**
 * Scroll so that ``last``'s bottom comes into sight, but never so far that ``first``'s
 * top leaves it: a part of a widget that grew below the fold (a turn's end and its
 * button) is brought up with what it belongs to still in view. Nothing moves when
 * ``last`` is in sight already.
 *
 * @param {Element} first the element whose top must stay in sight
 * @param {Element} last the element to bring into sight
 * @returns {number} how many pixels the page was scrolled (0: none)
 */
export function revealBelow(first, last) {
  const box = scroller(last);
  const win = last.ownerDocument?.defaultView;
  const view = box ? box.getBoundingClientRect() : { top: 0, bottom: win?.innerHeight ?? 0 };
  const bottom = Math.min(view.bottom, win?.innerHeight ?? view.bottom);
  const top = Math.max(view.top, 0);
  const need = last.getBoundingClientRect().bottom - bottom;
  const room = first.getBoundingClientRect().top - top;
  const by = Math.round(Math.min(need, room));
  if (by <= 0) return 0;
  if (box) box.scrollTop += by;
  else win?.scrollBy(0, by);
  return by;
}
