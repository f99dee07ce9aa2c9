// @ts-check
/**
 * "Open as Python" in the card widgets (sandbox and puzzle): a button beside the cards'
 * Python, and under the cards the Python widget (PythonWidget) that Python made from them,
 * on the same board.
 *
 * Python makes the widget (the ``open_python`` intent) and puts its model id in the
 * ``python_view`` trait; this view only draws that widget's own view, which the widget
 * manager makes (``model.widget_manager``: JupyterLab, Notebook 7, Voila and JupyterLite
 * all have one), inside the card widget. "Close Python" sends ``close_python``.
 *
 * @module gramin/pyopen
 */

import { h } from "../shared/dom.js";

let nextId = 0;

/**
 * @typedef {Object} ChildView
 * @property {HTMLElement} el the view's element
 * @property {() => void} remove take the view down
 */

/**
 * @typedef {Object} WidgetManager
 * @property {(id: string) => Promise<any>} get_model the model of a widget, by model id
 * @property {(model: any) => Promise<ChildView>} create_view a new view of that model
 */

/**
 * Create the "Open as Python" button and the section the Python widget is drawn in.
 *
 * @param {import("../shared/types.js").Translate} t label lookup
 * @param {import("../shared/types.js").Send} send send an intent
 * @param {() => WidgetManager|null|undefined} manager the widget manager (none in tests)
 * @returns {{button: HTMLElement, el: HTMLElement,
 *   update: (state: {id: string, canOpen: boolean, empty?: boolean}) => void,
 *   relabel: () => void, remove: () => void}}
 *   ``button`` goes beside the cards' Python, ``el`` under the cards
 */
export function createPythonOpener(t, send, manager) {
  const id = `gw-py-open-${++nextId}`;
  // set when this view asked to open or close: focus then follows (not on a redraw)
  let focusNext = /** @type {"python"|"button"|null} */ (null);
  const button = /** @type {HTMLButtonElement} */ (h("button", {
    type: "button", class: "gw-btn gw-py-open", "data-testid": "gw-py-open", "data-focus-key": "py-open",
    "aria-controls": id, "aria-expanded": "false",
    on: {
      click: () => {
        focusNext = "python";
        send({ type: "open_python" });
      },
    },
  }));
  const heading = h("h3", { class: "gw-heading" });
  const close = h("button", {
    type: "button", class: "gw-btn gw-py-close", "data-testid": "gw-py-close", "data-focus-key": "py-close",
    on: {
      click: () => {
        focusNext = "button";
        send({ type: "close_python" });
      },
    },
  });
  const body = h("div", { class: "gw-py-opened-body" });
  const el = h("section", { class: "gw-py-opened", id, "data-testid": "gw-py-opened" },
    h("div", { class: "gw-section-head" }, heading, close), body);
  el.hidden = true;
  // the keys typed in the Python widget are its own: the cards' step keys must not see them
  for (const type of ["keydown", "keyup", "keypress"]) el.addEventListener(type, (ev) => ev.stopPropagation());

  let shown = "";
  let turn = 0;
  /** why the button is off ("": it is on), a label id */
  let why = "";
  /** @type {ChildView|null} */
  let child = null;

  function relabel() {
    button.textContent = t("gramin.ui.py.open");
    // off, the button says why in its tooltip and its description (read with its name)
    button.setAttribute("title", t(why || "gramin.ui.py.open_help"));
    if (why) button.setAttribute("aria-description", t(why));
    else button.removeAttribute("aria-description");
    heading.textContent = t("gramin.ui.py.opened");
    close.textContent = t("gramin.ui.py.close");
    el.setAttribute("aria-label", t("gramin.ui.py.opened"));
  }

  function takeDown() {
    turn += 1;
    child?.remove();
    child = null;
    body.replaceChildren();
  }

  /** Focus the editor once the Python widget has drawn it. */
  function focusEditor() {
    const find = () => /** @type {HTMLElement|null} */ (body.querySelector(".cm-content"));
    const now = find();
    if (now) {
      now.focus();
      return;
    }
    const watch = new MutationObserver(() => {
      const found = find();
      if (!found) return;
      watch.disconnect();
      found.focus();
    });
    watch.observe(body, { childList: true, subtree: true });
    // a view that never draws must not keep an observer for ever
    setTimeout(() => watch.disconnect(), 10000);
  }

  /**
   * Draw the state: the widget whose model id is ``id`` ("" for none), and whether the
   * cards can be opened now (a valid program) or there are none to open (``empty``:
   * the button is off and says to lay cards first).
   *
   * @param {{id: string, canOpen: boolean, empty?: boolean}} state
   * @returns {void}
   */
  function update({ id: modelId, canOpen, empty = false }) {
    /** @type {HTMLButtonElement} */ (button).disabled = !canOpen || empty;
    const reason = empty ? "gramin.ui.py.open_empty" : canOpen ? "" : "gramin.ui.py.open_problem";
    if (reason !== why) {
      why = reason;
      relabel();
    }
    button.setAttribute("aria-expanded", modelId ? "true" : "false");
    if (modelId === shown) return;
    shown = modelId;
    takeDown();
    el.hidden = !modelId;
    if (!modelId) {
      if (focusNext === "button" || el.contains(el.ownerDocument.activeElement)) button.focus();
      focusNext = null;
      return;
    }
    const wm = manager();
    const mine = turn;
    const fail = () => {
      if (mine === turn) body.replaceChildren(h("p", { class: "gw-alert", role: "alert", text: t("gramin.ui.py.no_view") }));
    };
    if (!wm || typeof wm.get_model !== "function" || typeof wm.create_view !== "function") {
      fail();
      return;
    }
    const wantFocus = focusNext === "python";
    focusNext = null;
    wm.get_model(modelId)
      .then((model) => wm.create_view(model))
      .then((view) => {
        if (mine !== turn) {
          view.remove();
          return;
        }
        child = view;
        body.replaceChildren(view.el);
        // the editor takes the focus only from the button that asked for it: a person who
        // has gone on to another control (typing there) keeps it
        const active = el.ownerDocument.activeElement;
        if (wantFocus && (active === button || active === null || active === el.ownerDocument.body)) focusEditor();
      })
      .catch(fail);
  }

  relabel();
  return { button, el, update, relabel, remove: takeDown };
}
