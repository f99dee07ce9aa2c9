// @ts-check
/**
 * Stepping through recorded frames (DESIGN.md section 2.4): a program's trace
 * (Gramin), a resolved turn (Goblin Escape), a deduction (algo), the replay of the
 * last action (the Gramin game). Python records the frames; the browser moves a
 * 0-based index over them with no kernel round trip, and shows it 1-based.
 *
 * One set of commands for every view, named like the buttons (``data-cmd``):
 * ``first``, ``back``, ``step``, ``last`` and ``play`` (play / pause). One keyboard
 * mapping: Left and Right arrows step, Home and End go to the first and last frame,
 * Space plays and pauses.
 *
 * @module shared/stepper
 */

import { composing } from "./dom.js";

/** @typedef {"first"|"back"|"step"|"last"|"play"} Command */

/** The step keys by ``KeyboardEvent.key`` ("Spacebar": older browsers' Space). */
const KEYS = Object.freeze({
  ArrowLeft: "back", ArrowRight: "step", Home: "first", End: "last", " ": "play", Spacebar: "play",
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
