// @ts-check
/**
 * Keyboard focus across redraws: the views rebuild parts of their DOM on every
 * state change, and a focused element that is rebuilt or removed would drop the
 * focus to the page (where JupyterLab's own single-key shortcuts act).
 *
 * Focusable elements carry ``data-focus-key`` (stable across redraws) and may
 * carry ``data-focus-then``: the key that should get the focus after the action
 * they start (a card moved right is then one place further right).
 *
 * @module gramin/focus
 */

/**
 * Whether an element can take the focus now: present, not disabled, not hidden.
 *
 * @param {Element|null|undefined} el element
 * @returns {boolean} true when ``focus()`` would move the focus there
 */
export function usable(el) {
  return Boolean(el) && !(/** @type {any} */ (el).disabled) && !el?.closest("[hidden]");
}

/**
 * The element to focus after a redraw, by key, else the nearest usable keyed element.
 *
 * @param {Element[]} keyed elements with ``data-focus-key`` after the redraw, in DOM order
 * @param {string} wanted the key to restore
 * @param {number} near index (in the old order) of the element that had the focus
 * @returns {Element|null} the element to focus, or null when none is usable
 */
export function pickFocus(keyed, wanted, near) {
  const exact = keyed.findIndex((el) => el.getAttribute("data-focus-key") === wanted);
  if (exact >= 0 && usable(keyed[exact])) return keyed[exact];
  const from = exact >= 0 ? exact : Math.max(0, Math.min(near, keyed.length));
  return keyed.slice(from).find(usable) ?? keyed.slice(0, from).reverse().find(usable) ?? null;
}

/**
 * Rebuild ``part`` and keep the keyboard focus inside the widget.
 *
 * If the focus was inside ``part``, it goes to the element with the same key (or the
 * ``data-focus-then`` key of the focused element); if that element is now disabled, to the
 * nearest usable keyed element, then ``fallback()``; if it is gone, to ``fallback()``, then
 * the nearest usable keyed element; else to the widget root (``.gw-root``).
 *
 * @param {Element} part subtree being rebuilt
 * @param {() => void} rebuild replaces the subtree's content
 * @param {() => (Element|null)} [fallback] where the focus goes when its key is gone
 * @returns {void}
 */
export function keepFocusIn(part, rebuild, fallback) {
  const doc = part.ownerDocument;
  const active = /** @type {HTMLElement|null} */ (doc.activeElement);
  if (!active || active === part || !part.contains(active)) {
    rebuild();
    return;
  }
  const root = /** @type {HTMLElement|null} */ (part.closest(".gw-root"));
  const before = [...part.querySelectorAll("[data-focus-key]")];
  const near = before.indexOf(active);
  const wanted = active.getAttribute("data-focus-then") ?? active.getAttribute("data-focus-key");
  rebuild();
  if (doc.activeElement === active && part.contains(active) && !active.hasAttribute("data-focus-then")) return;
  const keyed = [...part.querySelectorAll("[data-focus-key]")];
  const byKey = wanted === null ? null : keyed.find((el) => el.getAttribute("data-focus-key") === wanted);
  const given = fallback?.() ?? null;
  const spare = usable(given) ? given : null;
  const nearest = () => (wanted === null ? null : pickFocus(keyed, wanted, near));
  // a control now disabled hands the focus to its neighbour; one that is gone (its
  // phase ended) to the fallback
  const target = usable(byKey) ? byKey : byKey ? nearest() ?? spare : spare ?? nearest();
  /** @type {HTMLElement|null} */ (target ?? root)?.focus();
}
