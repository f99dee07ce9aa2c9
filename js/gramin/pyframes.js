// @ts-check
/**
 * Reading the frames of a student's Python run (pure, no DOM): what "step over" jumps to,
 * the loop badges on their lines, the variables, and what a step says.
 *
 * A frame is one executed line after it ran (``PythonTrace.to_json`` in
 * gamewidgets/gramin/teaching/python_run.py): ``line`` (1-based), ``loops``
 * (``[header line, iteration, N or null]``, outermost first), ``depth`` (the student's
 * functions running), ``vars`` (``[[scope, [[name, value], ...]], ...]``), ``out`` (what
 * it printed), and the board fields of a card frame (``pos``, ``path``, ``opened``...).
 *
 * @module gramin/pyframes
 */

import { clampIndex } from "../shared/stepper.js";
import { stepOverTarget } from "./player.js";

/**
 * @typedef {Object} PyFrame
 * @property {number|null} line 1-based line (null: the start)
 * @property {Array<[number, number, number|null]>} loops running loops
 * @property {number} depth functions running
 * @property {Array<[string, Array<[string, string]>]>} vars scopes and their variables
 * @property {string} out printed by this line
 * @property {string} kind "start", "line", "return", "rest" or "stop"
 * @property {string} text the frame's sentence
 * @property {Array<{kind: string, text: string}>} events what its calls did
 */

/**
 * Target of "step over": a line that calls a function of the program goes to the line
 * after the call returns; otherwise the end of the innermost loop running (as for cards).
 *
 * @param {PyFrame[]} frames the frames
 * @param {number} current 0-based index
 * @returns {number} 0-based target
 */
export function pyStepOver(frames, current) {
  const n = frames?.length ?? 0;
  if (n === 0) return 0;
  const cur = clampIndex(current, n);
  if (cur >= n - 1) return cur;
  const depth = frames[cur].depth ?? 0;
  if ((frames[cur + 1].depth ?? 0) > depth) {
    for (let i = cur + 1; i < n; i++) if ((frames[i].depth ?? 0) <= depth) return i;
    return n - 1;
  }
  // player.js reads loops as [key, i, n]: the header line keys a Python loop
  return stepOverTarget(/** @type {any} */ (frames), cur);
}

/**
 * The badge of a loop on its header line: "2/3" (2回目（全3回）) for a ``for`` over
 * something with a length, "×2" (2回目) for a ``while`` (its repeats so far).
 *
 * @param {[number, number, number|null]} loop header line, iteration, N or null
 * @param {import("../shared/types.js").Translate} t label lookup
 * @returns {string} the badge text
 */
export function loopBadge([, i, n], t) {
  return n === null || n === undefined ? t("gramin.ui.loop_badge_while", { i }) : t("gramin.ui.loop_badge", { i, n });
}

/**
 * The badges to draw at a frame: one per loop header line (the innermost run of a line
 * wins when a function's loop is shown again by a call inside itself).
 *
 * @param {PyFrame|null|undefined} frame the frame
 * @param {import("../shared/types.js").Translate} t label lookup
 * @returns {Map<number, string>} header line -> badge text
 */
export function lineBadges(frame, t) {
  const out = new Map();
  for (const loop of frame?.loops ?? []) out.set(loop[0], loopBadge(loop, t));
  return out;
}

/**
 * Everything printed up to and including a frame (the output panel).
 *
 * @param {PyFrame[]} frames the frames
 * @param {number} current 0-based index
 * @returns {string} the text
 */
export function printedUpTo(frames, current) {
  let out = "";
  const last = Math.min(current, (frames?.length ?? 0) - 1);
  for (let i = 0; i <= last; i++) out += frames[i]?.out ?? "";
  return out;
}

/**
 * The variables at a frame, as rows for the panel: the scope's name over its names.
 *
 * @param {PyFrame|null|undefined} frame the frame
 * @returns {Array<{scope: string, names: Array<[string, string]>}>} scopes, outermost first
 */
export function variableRows(frame) {
  return (frame?.vars ?? []).map(([scope, names]) => ({ scope: String(scope), names: names ?? [] }));
}
