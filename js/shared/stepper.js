// @ts-check
/**
 * Stepping through recorded frames: a program's trace (Gramin, docs/rules/gramin.md
 * section 6), a resolved turn (Goblin Escape, docs/rules/goblin.md section 7), a
 * deduction (algo, docs/rules/algo.md section 9), the replay of the last action (the
 * Gramin game). Python records the frames; the browser moves a 0-based index over them
 * with no kernel round trip, and shows it 1-based.
 *
 * One set of commands for every view, named like the buttons (``data-cmd``):
 * ``first``, ``back``, ``step``, ``last`` and ``play`` (play / pause). One keyboard
 * mapping: Left and Right arrows step, Home and End go to the first and last frame,
 * Space plays and pauses. One row of buttons (``stepButtons``) with one set of
 * labels, ``core.ui.step.*``, which every widget's ``labels`` trait holds.
 *
 * @module shared/stepper
 */

import { composing, h, svg } from "./dom.js";
import { STEP_ICONS } from "./icons.js";

/** @typedef {import("./types.js").Model} Model */
/** @typedef {import("./types.js").Translate} T */

/** @typedef {"first"|"back"|"step"|"last"|"play"} Command */

/** The step keys by ``KeyboardEvent.key`` ("Spacebar": older browsers' Space). */
const KEYS = Object.freeze({
  ArrowLeft: "back", ArrowRight: "step", Home: "first", End: "last", " ": "play", Spacebar: "play",
});

/** Label ids of the step buttons and the step number (gamewidgets/core/messages/core.toml). */
export const STEP_LABELS = Object.freeze({
  first: "core.ui.step.first",
  back: "core.ui.step.back",
  step: "core.ui.step.step",
  last: "core.ui.step.last",
  play: "core.ui.step.play",
  pause: "core.ui.step.pause",
  replay: "core.ui.step.replay",
  number: "core.ui.step.step_no",
});

/** The step keys as ``aria-keyshortcuts`` says them. */
export const KEY_SHORTCUTS = "ArrowLeft ArrowRight Home End Space";

/**
 * The command of a step key, or null when the key is not one.
 *
 * @param {string} keyName ``KeyboardEvent.key``
 * @returns {Command|null} command
 */
export function keyCommand(keyName) {
  return Object.prototype.hasOwnProperty.call(KEYS, keyName)
    ? /** @type {Command} */ (KEYS[/** @type {keyof typeof KEYS} */ (keyName)])
    : null;
}

/**
 * Clamp a frame index into ``[0, count - 1]``.
 *
 * @param {number} index wanted index (``Infinity``: the last frame)
 * @param {number} count number of frames
 * @returns {number} a valid index (0 when there are no frames or ``index`` is NaN)
 */
export function clampIndex(index, count) {
  if (Number.isNaN(index) || count <= 0) return 0;
  return Math.max(0, Math.min(count - 1, Math.trunc(index)));
}

/**
 * The frame index a move command leads to.
 *
 * @param {Command} command ``first``, ``back``, ``step`` or ``last`` (``play`` stays put)
 * @param {number} index current 0-based index
 * @param {number} count number of frames
 * @returns {number} new 0-based index
 */
export function navigate(command, index, count) {
  switch (command) {
    case "first": return 0;
    case "back": return clampIndex(index - 1, count);
    case "step": return clampIndex(index + 1, count);
    case "last": return clampIndex(count - 1, count);
    default: return clampIndex(index, count);
  }
}

/**
 * The step command of a key press inside a widget, or null when the press is not the
 * stepper's: a modifier held (Ctrl, Cmd, Alt: the browser's and the notebook's keys),
 * an input method composing (the Enter or arrows of a kana-kanji conversion), a field
 * that types the key, or Space on a control that Space presses.
 *
 * @param {KeyboardEvent} ev the keydown event
 * @param {Element} root the widget (or the part of it) listening: only fields inside it count
 * @param {{play?: boolean, skip?: string}} [opts] ``play: false``: Space is not a command
 *   (nothing to play); ``skip``: selector of places whose own keys these are (algo's grid)
 * @returns {Command|null} command
 */
export function stepKey(ev, root, { play = true, skip = "" } = {}) {
  const cmd = keyCommand(ev.key);
  if (!cmd || ev.altKey || ev.ctrlKey || ev.metaKey || composing(ev)) return null;
  if (cmd === "play" && !play) return null;
  const target = /** @type {Element|null} */ (ev.target);
  /** @param {string} selector */
  const inside = (selector) => {
    const hit = target?.closest?.(selector);
    return Boolean(hit && root.contains(hit));
  };
  if (inside("input, select, textarea, [contenteditable]")) return null;
  if (skip && inside(skip)) return null;
  // a button, <summary> or link is pressed with Space
  if (cmd === "play" && inside("button, summary, a")) return null;
  return cmd;
}

/**
 * @typedef {Object} StepperOptions
 * @property {() => number} count number of frames now
 * @property {() => number} get the stored index (clamped on reading)
 * @property {(index: number, aloud: boolean) => void} set store a new index and redraw
 *   (through the model's change event, or directly); ``aloud``: say the frame
 * @property {(aloud: boolean) => void} show redraw without a new index (the play state
 *   changed, or a move to the frame already shown)
 * @property {() => number} [delay] milliseconds between frames while playing (default 700)
 * @property {(fn: () => void, ms: number) => () => void} [timeout] schedule ``fn``, return
 *   its cancel (pass the view binding's, so that the view's cleanup stops playback)
 */

/**
 * @typedef {Object} Stepper
 * @property {boolean} playing playback is on
 * @property {() => number} index the current, clamped index
 * @property {(cmd: Command) => void} command a person's command (a button or a key)
 * @property {(index: number) => void} jump a person moves to a frame (playback stops)
 * @property {(index: number, aloud?: boolean) => void} seek move to a frame
 *   (playback goes on from there)
 * @property {() => void} toggle play or pause
 * @property {() => void} play play from the current frame to the last
 * @property {(aloud?: boolean) => void} stop pause; ``aloud`` (default true): say the frame
 * @property {() => void} halt stop playback without a redraw (new frames arrived: the view
 *   redraws them itself)
 * @property {() => void} respeed the delay changed: the next frame comes after the new one
 */

/**
 * A stepper over recorded frames: the commands, and playback that advances one frame
 * per ``delay`` up to the last frame. While playing, frames are drawn without being
 * said; the frame playback stops on is said.
 *
 * @param {StepperOptions} o where the index lives and how the view redraws
 * @returns {Stepper} the stepper
 */
export function createStepper(o) {
  const delay = o.delay ?? (() => 700);
  const timeout = o.timeout ?? ((fn, ms) => {
    const id = setTimeout(fn, ms);
    return () => clearTimeout(id);
  });
  /** @type {(() => void)|null} */
  let cancel = null;

  const index = () => clampIndex(o.get(), o.count());
  const last = () => o.count() - 1;

  function schedule() {
    cancel?.();
    cancel = timeout(tick, delay());
  }

  function tick() {
    cancel = null;
    if (!stepper.playing) return;
    if (index() >= last()) {
      stop();
      return;
    }
    seek(index() + 1, false);
    if (index() >= last()) stop();
    else schedule();
  }

  /** @param {number} i @param {boolean} [aloud] */
  function seek(i, aloud = true) {
    const n = o.count();
    if (!n) return;
    const next = clampIndex(i, n);
    if (next !== index()) o.set(next, aloud);
    else o.show(aloud);
  }

  function halt() {
    cancel?.();
    cancel = null;
    const was = stepper.playing;
    stepper.playing = false;
    return was;
  }

  /** @param {boolean} [aloud] */
  function stop(aloud = true) {
    if (halt()) o.show(aloud);
  }

  function play() {
    if (stepper.playing || o.count() < 2 || index() >= last()) return;
    stepper.playing = true;
    o.show(false);
    schedule();
  }

  function toggle() {
    if (stepper.playing) {
      stop();
      return;
    }
    if (o.count() < 2) return;
    // playing first: going back to the start is playback, not a frame to say
    stepper.playing = true;
    if (index() >= last()) seek(0, false);
    o.show(false);
    schedule();
  }

  /** @param {number} i */
  function jump(i) {
    stop(false);
    seek(i);
  }

  /** @type {Stepper} */
  const stepper = {
    playing: false,
    index,
    command: (cmd) => (cmd === "play" ? toggle() : jump(navigate(cmd, index(), o.count()))),
    jump,
    seek,
    toggle,
    play,
    stop,
    halt: () => { halt(); },
    respeed: () => { if (stepper.playing) schedule(); },
  };
  return stepper;
}

/**
 * A stepper whose index is a synced trait that the view writes and saves (``frame``,
 * ``step``): the index survives a redraw, a second view of the same widget and a saved
 * notebook. Setting the trait fires its change event, and the view's handler for that
 * event redraws (``show`` is only called for a redraw without a new index).
 *
 * @param {Model} model the widget's model
 * @param {string} trait name of the index trait
 * @param {Omit<StepperOptions, "get"|"set">} o the frames, the redraw, the delay and timer
 * @returns {Stepper} the stepper
 */
export function traitStepper(model, trait, o) {
  return createStepper({
    ...o,
    get: () => Number(model.get(trait)) || 0,
    set: (index) => {
      model.set(trait, index);
      model.save_changes();
    },
  });
}

/**
 * A keydown listener that gives the step keys (``stepKey``) to ``stepper``: a
 * press that steps is taken (no default action, and the notebook around never sees it).
 *
 * @param {Stepper} stepper the stepper the keys move
 * @param {Element} root the element listening
 * @param {{play?: boolean, skip?: string, when?: () => boolean}} [opts] ``play`` and
 *   ``skip`` as for ``stepKey``; ``when``: whether there are frames to step now
 * @returns {(ev: KeyboardEvent) => boolean} the listener; true when the press stepped
 */
export function stepKeys(stepper, root, { when = () => true, ...opts } = {}) {
  return (ev) => {
    const cmd = stepKey(ev, root, opts);
    if (!cmd || !when()) return false;
    ev.preventDefault();
    ev.stopPropagation();
    stepper.command(cmd);
    return true;
  };
}

/**
 * @template {string} [X=never]
 * @typedef {Object} StepButtonsOptions
 * @property {(cmd: Command|X) => void} go what a button does, given its command
 * @property {boolean} [play] a play / pause button between Back and Step (default true)
 * @property {boolean} [icons] an icon before each button's text (default true); false:
 *   the text alone
 * @property {string} [name] accessible name of the row, a label id (none: a plain row)
 * @property {"group"|"toolbar"} [role] the named row's role (default ``group``: each
 *   button is its own Tab stop, and the arrow keys step instead of moving between them)
 * @property {string} [focusKey] prefix of each button's ``data-focus-key``, so that a
 *   rebuild gives the focus back to the same button
 * @property {Array<{cmd: X, label: string, icon: string}>} [more] more forward
 *   commands after Last (Gramin: step over a loop), off at the last frame like Step;
 *   ``label`` is a label id
 * @property {Array<Node|null>} [after] more in the row after the buttons
 */

/**
 * @typedef {Object} StepButtons
 * @property {HTMLElement} el the row of buttons
 * @property {(index: number, count: number, playing?: boolean) => HTMLElement} update show
 *   the buttons at frame ``index`` of ``count``, playing or not; returns ``el``
 */

/**
 * The step buttons: First, Back, Play / Pause, Step, Last (each ``button.gw-btn.gw-btn-<cmd>``
 * with ``data-cmd``), labelled by ``core.ui.step.*``. A view that rebuilds its panel on
 * every change makes a new row and calls ``update`` once; a view that keeps its
 * controls calls ``update`` on each frame.
 *
 * @template {string} [X=never]
 * @param {T} t label lookup
 * @param {StepButtonsOptions<X>} o commands and the row's shape
 * @returns {StepButtons} the row and its updater
 */
export function stepButtons(t, o) {
  const icons = o.icons ?? true;
  /**
   * @param {HTMLElement} button the button
   * @param {string} id label id
   * @param {string} icon SVG markup
   */
  const face = (button, id, icon, said = id) => {
    const text = t(id);
    button.setAttribute("aria-label", t(said));
    button.setAttribute("title", t(said));
    if (icons) button.replaceChildren(svg(icon), h("span", { class: "gw-btn-text", text }));
    else button.textContent = text;
  };
  /**
   * @param {Command|X} cmd command
   * @param {string} id label id
   * @param {string} icon SVG markup
   * @returns {HTMLButtonElement} the button
   */
  const button = (cmd, id, icon) => {
    const b = /** @type {HTMLButtonElement} */ (h("button", {
      type: "button", class: `gw-btn gw-btn-${cmd}`, "data-cmd": cmd,
      "data-focus-key": o.focusKey === undefined ? undefined : `${o.focusKey}${cmd}`,
      on: { click: () => o.go(cmd) },
    }));
    face(b, id, icon);
    return b;
  };
  /** @param {"first"|"back"|"step"|"last"} cmd */
  const move = (cmd) => button(cmd, STEP_LABELS[cmd], STEP_ICONS[cmd]);
  const backward = [move("first"), move("back")];
  const play = (o.play ?? true) ? button("play", STEP_LABELS.play, STEP_ICONS.play) : null;
  const forward = [move("step"), move("last"), ...(o.more ?? []).map((m) => button(m.cmd, m.label, m.icon))];
  const el = h("div", {
    class: "gw-buttons",
    role: o.name === undefined ? undefined : o.role ?? "group",
    "aria-label": o.name === undefined ? undefined : t(o.name),
  }, ...backward, play, ...forward, ...(o.after ?? []));

  return {
    el,
    update(index, count, playing = false) {
      for (const b of backward) b.disabled = index <= 0;
      for (const b of forward) b.disabled = index >= count - 1;
      if (play) {
        play.disabled = count < 2;
        play.setAttribute("aria-pressed", playing ? "true" : "false");
        // at the last frame Play starts over: said by its icon and its name, while the
        // word stays as short as "Play" so that the row keeps its width
        const again = !playing && index >= count - 1 && count > 1;
        if (playing) face(play, STEP_LABELS.pause, STEP_ICONS.pause);
        else face(play, STEP_LABELS.play, again ? STEP_ICONS.replay : STEP_ICONS.play,
          again ? STEP_LABELS.replay : STEP_LABELS.play);
      }
      return el;
    },
  };
}

/**
 * The step number, "step i / n" (``.gw-step-no``).
 *
 * @param {T} t label lookup
 * @param {number} i the number shown (the caller chooses 0- or 1-based)
 * @param {number} n how many
 * @param {string} [text] the text shown instead of "step i / n" (algo: before the first step)
 * @returns {HTMLElement} the span
 */
export function stepNumber(t, i, n, text = t(STEP_LABELS.number, { i, n })) {
  return h("span", { class: "gw-step-no", "data-testid": "gw-step-no", text });
}
