// @ts-check
/**
 * AlgoWidget's game area: the game's view (view.js) or, while solo play chosen on the
 * setup screen is played (``mode`` "solo"), the solo view (solo.js) fed by the ``solo``
 * trait (gamewidgets/algo/widgets/solo.py ``solo_state``). The two views are the same
 * as AlgoWidget's and AlgoSoloWidget's; this module only swaps them when ``mode``
 * changes, and gives the solo view a model that reads its traits out of ``solo``.
 *
 * @module algo/host
 */

import { bind } from "../shared/bind.js";
import { renderSolo } from "./solo.js";
import { render as renderGame } from "./view.js";

/** @typedef {import("../shared/types.js").Model} Model */
/** @typedef {import("../shared/types.js").RenderContext} RenderContext */

/** The solo view's traits, which AlgoWidget holds in its ``solo`` trait. */
export const SOLO_TRAITS = ["row", "drawn_color", "pile", "score", "over", "won", "wrong", "chances", "show_chances", "status"];

/**
 * A model whose listeners stop hearing once ``dispose`` is called: a view taken away in
 * the middle of a change event (the game's view when solo play starts) is not drawn again.
 *
 * @param {Model} model the widget's model (or the setup screen's game model)
 * @returns {{model: Model, dispose: () => void}} the gated model and its switch
 */
export function gated(model) {
  let alive = true;
  /** @type {Map<Function, (...args: any[]) => void>} */
  const wrapped = new Map();
  return {
    model: {
      get: (k) => model.get(k),
      set: (k, v) => model.set(k, v),
      save_changes: () => model.save_changes(),
      send: (msg) => model.send(msg),
      on: (ev, fn) => {
        const hear = /** @type {(...args: any[]) => void} */ (fn);
        const w = wrapped.get(fn) ?? ((/** @type {any[]} */ ...args) => { if (alive) hear(...args); });
        wrapped.set(fn, w);
        model.on(ev, w);
      },
      off: (ev, fn) => { const w = wrapped.get(fn); if (w) model.off(ev, w); },
    },
    dispose: () => { alive = false; },
  };
}

/**
 * The solo view's model: its traits read from ``solo`` (a change of ``solo`` is a change
 * of each of them, heard once per listener); the others as they are.
 *
 * @param {Model} model AlgoWidget's model
 * @returns {Model} the model the solo view is given
 */
export function soloModel(model) {
  const solo = new Set(SOLO_TRAITS);
  /** @type {Map<Function, number>} listeners of ``change:solo``, by how many solo traits they hear */
  const heard = new Map();
  /** @param {string} ev @returns {string|null} the trait of a solo change event */
  const soloTrait = (ev) => (ev.startsWith("change:") && solo.has(ev.slice(7)) ? ev.slice(7) : null);
  return {
    get: (k) => (solo.has(k) ? (model.get("solo") ?? {})[k] : model.get(k)),
    set: (k, v) => model.set(k, v),
    save_changes: () => model.save_changes(),
    send: (msg) => model.send(msg),
    on: (ev, fn) => {
      if (!soloTrait(ev)) { model.on(ev, fn); return; }
      const n = heard.get(fn) ?? 0;
      if (n === 0) model.on("change:solo", fn);
      heard.set(fn, n + 1);
    },
    off: (ev, fn) => {
      if (!soloTrait(ev)) { model.off(ev, fn); return; }
      const n = heard.get(fn) ?? 0;
      if (n === 1) model.off("change:solo", fn);
      if (n <= 1) heard.delete(fn); else heard.set(fn, n - 1);
    },
  };
}

/**
 * Render the game's view or the solo view into ``el``, and swap them when ``mode``
 * changes.
 *
 * @param {RenderContext} ctx anywidget render context
 * @returns {() => void} cleanup
 */
export function renderHosted({ model, el }) {
  /** @type {string|null} */
  let shown = null;
  /** @type {(() => void)|null} */
  let undo = null;

  function show() {
    const next = model.get("mode") === "solo" ? "solo" : "game";
    if (next === shown) return;
    undo?.();
    el.replaceChildren();
    shown = next;
    const child = gated(model);
    const cleanup = next === "solo" ? renderSolo({ model: soloModel(child.model), el }) : renderGame({ model: child.model, el });
    undo = () => {
      child.dispose();
      if (typeof cleanup === "function") cleanup();
    };
  }

  // bound before the views: this hears a change of mode before they hear its other traits
  const binding = bind(model, { "mode solo players": show });
  show();
  return () => {
    binding.cleanup();
    undo?.();
  };
}
