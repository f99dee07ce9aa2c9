// @ts-check
/**
 * A view's binding to its model: the change events it listens to, the DOM listeners
 * and timers it owns, and one cleanup that undoes all of them (anywidget calls the
 * function ``render`` returns when the view goes away).
 *
 * @module shared/bind
 */

/** @typedef {import("./types.js").Model} Model */

/**
 * @typedef {Object} Binding
 * @property {(target: EventTarget, type: string, fn: (ev: any) => void) => void} listen
 *   add a DOM listener that the cleanup removes
 * @property {(fn: () => void, ms: number) => () => void} timeout
 *   run ``fn`` after ``ms`` milliseconds unless the cleanup (or the returned cancel) comes first
 * @property {(fn: () => void) => void} finally run ``fn`` at cleanup (after the listeners
 *   and timers are gone), e.g. to stop a stepper or remove the root element
 * @property {() => void} cleanup undo everything; calling it twice does nothing more
 */

/**
 * Subscribe a view to its model's change events.
 *
 * @param {Model} model the widget's model
 * @param {Record<string, () => void>} handlers handler by trait names: a key holds one
 *   trait or several separated by spaces (``"cards error code"``); the handler runs on
 *   each ``change:<trait>`` of them
 * @returns {Binding} the binding; return its ``cleanup`` from ``render``
 */
export function bind(model, handlers) {
  /** @type {Array<() => void>} */
  const undo = [];
  /** @type {Array<() => void>} */
  const last = [];
  /** @type {Set<ReturnType<typeof setTimeout>>} */
  const timers = new Set();

  for (const [traits, fn] of Object.entries(handlers)) {
    for (const trait of traits.split(/\s+/).filter(Boolean)) {
      const event = `change:${trait}`;
      model.on(event, fn);
      undo.push(() => model.off(event, fn));
    }
  }

  return {
    listen(target, type, fn) {
      target.addEventListener(type, fn);
      undo.push(() => target.removeEventListener(type, fn));
    },
    timeout(fn, ms) {
      const id = setTimeout(() => {
        timers.delete(id);
        fn();
      }, ms);
      timers.add(id);
      return () => {
        clearTimeout(id);
        timers.delete(id);
      };
    },
    finally(fn) {
      last.push(fn);
    },
    cleanup() {
      for (const id of timers) clearTimeout(id);
      timers.clear();
      for (const fn of undo.splice(0)) fn();
      for (const fn of last.splice(0)) fn();
    },
  };
}

/**
 * The handler for a language switch: the root's ``lang`` attribute follows the
 * ``lang`` trait at once, and the view is rebuilt only when the texts changed.
 *
 * Python sends ``lang`` and ``labels`` in one message or in two (``lang`` first); either
 * way the view is rebuilt once, with the new labels. Register the handler for
 * ``"lang labels"`` (plus ``also``) and call it once to build the view.
 *
 * @param {Model} model the widget's model
 * @param {HTMLElement} root the view's root element (gets ``lang``)
 * @param {() => void} rebuild builds the view's texts
 * @param {string[]} [also] further traits whose change needs a rebuild (algo: ``mode``)
 * @returns {() => void} the handler
 */
export function relabel(model, root, rebuild, also = []) {
  /** @type {unknown[]|null} */
  let built = null;
  return () => {
    root.setAttribute("lang", String(model.get("lang") ?? "en"));
    const now = ["labels", ...also].map((k) => model.get(k));
    if (built && now.every((v, i) => v === built?.[i])) return;
    built = now;
    rebuild();
  };
}
