// @ts-check
/**
 * Keys pressed in a widget stay in the widget: the notebook around it (JupyterLab,
 * Notebook 7, the JupyterLite site) never reads them as its own shortcuts.
 *
 * JupyterLab's command registry (Lumino 2) matches a keydown against its key bindings
 * from a listener on ``document``: in the bubble phase in JupyterLab and JupyterLite, in
 * the capture phase in Notebook 7, so before any listener of the widget. It tries each
 * binding's selector on the event's target first, then on each parent, and stops at an
 * element carrying ``data-lm-suppress-shortcuts``. The notebook's command-mode keys
 * (``D D`` deletes the cell, ``R`` makes it raw, ``B`` inserts one, ``Enter``, the
 * arrows) have the selector ``.jp-Notebook.jp-mod-commandMode:not(.jp-mod-readWrite)
 * :focus``, which the focused control itself matches: an attribute on the widget's root
 * comes too late, and it would also keep Ctrl+S (save, selector ``body``) from Lab.
 *
 * So a listener on ``window`` in the capture phase, which runs before the document's,
 * puts the attribute on the target of each keydown inside a widget root (one marked
 * with :func:`keepKeys`): the matching stops before it starts, and the key does what it
 * does in the widget (types, presses the button, steps). A key with Ctrl or Cmd held,
 * or a function key, is the notebook's and the browser's (save, run the cell, the
 * command palette): the attribute is taken off for it, except for the keys that edit
 * text in a text box (Ctrl+Z would otherwise undo the notebook's last cell action,
 * which JupyterLab binds on the whole notebook). Nothing is stopped or prevented here,
 * so the widget's own listeners see every key.
 *
 * JupyterLab also guards the input a keydown makes: inside a notebook cell it cancels
 * a line break (``beforeinput`` ``insertLineBreak``) and, inside the notebook, the
 * browser's own undo and redo, so that its key bindings act instead. Inside a widget the
 * text box's own input is wanted: the same window listener keeps those ``beforeinput``
 * events from reaching JupyterLab's guard (the browser still makes the input).
 *
 * @module shared/keys
 */

/** The attribute Lumino's key matching stops at. */
export const SUPPRESS = "data-lm-suppress-shortcuts";

/** The attribute that marks a widget's root: keys inside it are the widget's. */
export const ROOT = "data-gw-keys";

/** Set on ``window`` once a listener is there (each widget bundle carries this module). */
const INSTALLED = Symbol.for("gamewidgets.keys");

/** Keys that edit text in a text box, with Ctrl or Cmd held: undo, redo, select, copy,
 * paste, cut, delete a word, move by words, and Ctrl+Enter (a box's own "send"). */
const EDITING = new Set(["z", "y", "a", "c", "v", "x", "Backspace", "Delete", "ArrowLeft",
  "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End", "Enter"]);

/** What JupyterLab's input guard cancels inside a notebook, and a text box needs. */
const GUARDED = new Set(["insertLineBreak", "historyUndo", "historyRedo"]);

/**
 * Whether a key press is for the notebook and the browser rather than the widget: Ctrl
 * or Cmd held (Ctrl+S saves, Ctrl+Enter runs the cell), or a function key (F11); in a
 * text box the keys that edit its text with Ctrl or Cmd (Ctrl+Z, Ctrl+A...) are the
 * box's.
 *
 * @param {KeyboardEvent} ev the keydown event
 * @returns {boolean} true when the press must reach the notebook's shortcuts
 */
export function hostKey(ev) {
  const key = String(ev.key ?? ""); // a browser's autofill sends a keydown without one
  if (/^F\d{1,2}$/.test(key)) return true;
  if (!ev.ctrlKey && !ev.metaKey) return false;
  return !(textBox(ev.target) && EDITING.has(key.length === 1 ? key.toLowerCase() : key));
}

/**
 * Whether an element is a box that text is typed into.
 *
 * @param {EventTarget|null} el the element
 * @returns {boolean} true for a textarea, a text input or an editable element
 */
function textBox(el) {
  const node = /** @type {any} */ (el);
  if (!node || typeof node.matches !== "function") return false;
  return node.matches("textarea, input:not([type]), input[type=text], input[type=search], input[type=number]")
    || Boolean(node.isContentEditable);
}

/** @type {Element|null} the target the last press marked */
let marked = null;

/**
 * The capture listener: the attribute goes on the target of a widget's press, and off
 * the one the press before marked.
 *
 * @param {KeyboardEvent} ev the keydown event
 * @returns {void}
 */
export function markTarget(ev) {
  if (marked) marked.removeAttribute(SUPPRESS);
  marked = null;
  const target = /** @type {Element|null} */ (ev.target);
  if (typeof target?.closest !== "function" || hostKey(ev)) return;
  if (!target.closest(`[${ROOT}]`)) return;
  target.setAttribute(SUPPRESS, "");
  marked = target;
}

/**
 * The capture listener for input: a line break, an undo or a redo typed in a widget's
 * text box does not reach JupyterLab's guard, which would cancel it.
 *
 * @param {InputEvent} ev the beforeinput event
 * @returns {void}
 */
export function keepInput(ev) {
  const target = /** @type {Element|null} */ (ev.target);
  if (!GUARDED.has(ev.inputType) || typeof target?.closest !== "function") return;
  if (target.closest(`[${ROOT}]`)) ev.stopPropagation();
}

/**
 * Whether the element that had the focus can no longer hold it: taken out of the page,
 * disabled, or hidden.
 *
 * @param {Element} el the element
 * @param {HTMLElement} root the widget's root
 * @returns {boolean} true when the focus is lost with it
 */
function gone(el, root) {
  return !el.isConnected || !root.contains(el) || Boolean(/** @type {any} */ (el).disabled)
    || el.closest("[hidden]") !== null;
}

/**
 * Keep the focus in ``root`` when a redraw takes away the element holding it.
 *
 * The views keep the focus across their redraws by key (``keepFocus``), but a redraw
 * that removes, disables or hides the focused control where no key applies (a whole
 * panel rebuilt, a button disabled while a reply is awaited) drops the focus to the page,
 * and the next letter a child types is the notebook's again (D D deletes the cell,
 * B inserts one). So after each change inside the root (a mutation observer, which runs
 * before the next key press is handled), if the control that last had the focus is gone
 * and the focus is nowhere (the page's body) or still on that control, the root takes it.
 * A focus the person moved elsewhere is left alone.
 *
 * @param {HTMLElement} root the widget's root element (focusable: it gets ``tabindex=-1``
 *   when it has none)
 * @returns {void}
 */
export function holdFocus(root) {
  const win = /** @type {any} */ (root.ownerDocument?.defaultView);
  if (!win?.MutationObserver) return;
  if (!root.hasAttribute("tabindex")) root.setAttribute("tabindex", "-1");
  /** @type {Element|null} the control inside the root that last had the focus */
  let last = null;
  root.addEventListener("focusin", (ev) => {
    last = ev.target === root ? null : /** @type {Element} */ (ev.target);
  });
  // a person leaving the widget (a click or Tab elsewhere) leaves a usable control
  // behind: it is no longer watched
  root.addEventListener("focusout", (ev) => {
    const to = /** @type {Node|null} */ (ev.relatedTarget);
    if (to && !root.contains(to)) {
      last = null;
      return;
    }
    // focus to nowhere with the control still usable: the person clicked the page
    // outside (a redraw that took the control away leaves it gone, and watched)
    const left = /** @type {Element} */ (ev.target);
    if (!to) {
      setTimeout(() => {
        if (last === left && !gone(left, root) && root.ownerDocument.activeElement !== left) last = null;
      }, 0);
    }
  });
  const check = () => {
    if (!last || !gone(last, root) || !root.isConnected) return;
    const active = root.ownerDocument.activeElement;
    const dropped = !active || active === root.ownerDocument.body || active === last;
    last = null;
    if (dropped) root.focus({ preventScroll: true });
  };
  new win.MutationObserver(check).observe(root, {
    subtree: true, childList: true, attributes: true, attributeFilter: ["disabled", "hidden"],
  });
}

/**
 * Keep the keys pressed inside ``root`` in the widget: mark the root, hold the focus in
 * it across redraws (:func:`holdFocus`), and listen on its window (once per window,
 * whichever widget comes first).
 *
 * @param {HTMLElement} root the widget's root element
 * @returns {HTMLElement} ``root``
 */
export function keepKeys(root) {
  root.setAttribute(ROOT, "");
  holdFocus(root);
  const win = /** @type {any} */ (root.ownerDocument?.defaultView);
  if (win && !win[INSTALLED]) {
    win[INSTALLED] = true;
    win.addEventListener("keydown", markTarget, true);
    win.addEventListener("beforeinput", keepInput, true);
  }
  return root;
}
