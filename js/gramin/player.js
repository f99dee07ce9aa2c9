// @ts-check
/**
 * Reading a recorded trace for the trace player (pure, no DOM); the stepping itself is
 * shared/stepper.js.
 *
 * A trace is the list of frame dicts recorded by Python (``Trace.to_frames_json``):
 * frame 0 is the start, then one frame per executed move card (docs/rules/gramin.md
 * section 6: one card and one loop iteration at a time). The ``frame`` trait is a
 * 0-based index into that list; it is shown 1-based.
 *
 * @module gramin/player
 */

import { joinSentences } from "../shared/i18n.js";
import { clampIndex } from "../shared/stepper.js";

/**
 * @typedef {[number, number]} Pos
 * @typedef {Object} Frame
 * @property {number|null} card 0-based index into ``cards`` (null for the start frame)
 * @property {Array<[number, number, number]>} loops loop stack, outermost first: [open index, iteration (1-based), count]
 * @property {Pos[]} path squares entered by this frame
 * @property {Pos} pos position after the frame
 * @property {Array<{kind: string, text: string}>} events events of the frame
 * @property {number} score points so far
 * @property {number} moves squares moved so far
 * @property {number} cards move cards executed so far
 * @property {Array<[number, number, string]>} opened chests opened so far with their label
 * @property {Pos[]} removed trap cards gone so far
 * @property {string[]} [spent] if-cards spent so far (``["if_hole"]``)
 * @property {string} text one sentence explaining the frame
 */

/** Milliseconds between frames while playing, by speed id. */
export const SPEEDS = Object.freeze({ slow: 1400, normal: 700, fast: 250 });

/**
 * Key of a square for maps and sets.
 *
 * @param {number} r row (0 at the top)
 * @param {number} c column (0 at the left)
 * @returns {string} ``"r,c"``
 */
export function key(r, c) {
  return `${r},${c}`;
}

/**
 * Squares the explorer has been on, in order, up to and including a frame.
 *
 * @param {Frame[]} frames the trace frames
 * @param {number} current 0-based frame index
 * @param {Pos|null} [start] start square when frame 0 has no ``pos``
 * @returns {Pos[]} start square then every square entered by frames 1..current
 */
export function trail(frames, current, start = null) {
  /** @type {Pos[]} */
  const out = [];
  const first = frames?.[0]?.pos ?? start;
  if (first) out.push([first[0], first[1]]);
  const last = Math.min(current, (frames?.length ?? 0) - 1);
  for (let i = 1; i <= last; i++) {
    for (const sq of frames[i].path ?? []) out.push([sq[0], sq[1]]);
  }
  return out;
}

/**
 * Where the explorer was just before a frame ran.
 *
 * @param {Frame[]} frames the trace frames
 * @param {number} current 0-based frame index
 * @returns {Pos|null} previous frame's position (null for frame 0)
 */
export function previousPos(frames, current) {
  return current > 0 ? frames[current - 1]?.pos ?? null : null;
}

/**
 * Identity of the loop run a frame is in, at a given nesting depth.
 *
 * Two frames share it when their outer loops are in the same iterations and
 * the loop at ``depth`` is the same card.
 *
 * @param {Frame} frame a frame
 * @param {number} depth 0 = outermost loop
 * @returns {string|null} key, or null when the frame is not that deep
 */
function loopRunKey(frame, depth) {
  const loops = frame?.loops ?? [];
  if (loops.length <= depth) return null;
  return JSON.stringify([loops.slice(0, depth), loops[depth][0]]);
}

/**
 * Last frame of the loop run that ``frames[index]`` is in at ``depth``.
 *
 * @param {Frame[]} frames the trace frames
 * @param {number} index 0-based frame index inside the loop
 * @param {number} depth loop depth (0 = outermost)
 * @returns {number} index of the run's last frame
 */
function loopRunEnd(frames, index, depth) {
  const runKey = loopRunKey(frames[index], depth);
  let end = index;
  while (end + 1 < frames.length && loopRunKey(frames[end + 1], depth) === runKey) end++;
  return end;
}

/**
 * Target of "step over": finish the current loop, or run the next loop whole.
 *
 * Inside a loop, go to the last frame of the innermost loop's run (its last
 * iteration done). If already there, or outside any loop, and the next frame
 * starts a loop run, go to the end of that run. Otherwise it is a plain step.
 *
 * @param {Frame[]} frames the trace frames
 * @param {number} current 0-based frame index
 * @returns {number} 0-based target index (``current`` at the last frame)
 */
export function stepOverTarget(frames, current) {
  const n = frames?.length ?? 0;
  if (n === 0) return 0;
  const cur = clampIndex(current, n);
  if (cur >= n - 1) return cur;
  const depth = (frames[cur].loops ?? []).length;
  if (depth > 0) {
    const end = loopRunEnd(frames, cur, depth - 1);
    if (end > cur) return end;
  }
  const next = cur + 1;
  const nextLoops = frames[next].loops ?? [];
  for (let d = 0; d < nextLoops.length; d++) {
    if (loopRunKey(frames[next], d) !== loopRunKey(frames[cur], d)) {
      return loopRunEnd(frames, next, d);
    }
  }
  return next;
}

/**
 * Whether "step over" is offered at a frame: whenever the current card is in a loop (even
 * on the loop's last card, where it is a plain step out of it), or the next frame starts
 * a loop; never on the last frame. Playing or not: the button pauses playback.
 *
 * @param {Frame[]} frames the trace frames
 * @param {number} current 0-based frame index
 * @returns {boolean} the button is on
 */
export function canStepOver(frames, current) {
  const n = frames?.length ?? 0;
  const cur = clampIndex(current, n);
  if (n === 0 || cur >= n - 1) return false;
  return (frames[cur].loops ?? []).length > 0 || stepOverTarget(frames, cur) > cur + 1;
}

/**
 * Iteration badges for the loops running at a frame.
 *
 * @param {Frame|null|undefined} frame a frame
 * @returns {Array<{index: number, iteration: number, count: number, innermost: boolean}>}
 *   one badge per active loop, outermost first; ``index`` is the loop-open card (its
 *   text is the catalogue's ``gramin.ui.card_badge``: 2/3, 2回目)
 */
export function badges(frame) {
  const loops = frame?.loops ?? [];
  return loops.map(([index, i, n], k) => ({
    index, iteration: i, count: n, innermost: k === loops.length - 1,
  }));
}

/**
 * Squares with face-down chests, opened chests and trap cards still on the board.
 *
 * @param {{chests?: Pos[], traps?: Array<[number, number, string]>}|null} board the ``board`` trait
 * @param {Frame|null|undefined} frame current frame (null before a run)
 * @returns {{closed: Set<string>, opened: Map<string, string>, traps: Map<string, string>}}
 *   chest keys still face down, opened chest labels by key, trap kinds by key
 */
export function squareContents(board, frame) {
  const opened = new Map();
  for (const [r, c, label] of frame?.opened ?? []) opened.set(key(r, c), String(label));
  const closed = new Set();
  for (const [r, c] of board?.chests ?? []) if (!opened.has(key(r, c))) closed.add(key(r, c));
  const removed = new Set((frame?.removed ?? []).map(([r, c]) => key(r, c)));
  const traps = new Map();
  for (const [r, c, kind] of board?.traps ?? []) {
    if (!removed.has(key(r, c))) traps.set(key(r, c), String(kind));
  }
  return { closed, opened, traps };
}

/**
 * Lines for the event panel: the frame's sentence, then each event's text.
 *
 * @param {Frame|null|undefined} frame a frame
 * @returns {string[]} non-empty, de-duplicated lines
 */
export function eventLines(frame) {
  const lines = [];
  if (frame?.text) lines.push(frame.text);
  for (const ev of frame?.events ?? []) {
    if (ev?.text && !lines.includes(ev.text)) lines.push(ev.text);
  }
  return lines;
}

/**
 * SVG path data through square centres; moves longer than one square (jumps)
 * are drawn as arcs so the skipped square is visibly not entered.
 *
 * Units: one square pitch per unit, centre of square (r, c) at (c + 0.5, r + 0.5).
 *
 * @param {Pos[]} points squares in order
 * @returns {string} path data (empty for fewer than 2 points)
 */
export function pathData(points) {
  if (!points || points.length < 2) return "";
  /** @param {Pos} p a square @returns {[number, number]} its centre, x then y */
  const xy = (p) => [p[1] + 0.5, p[0] + 0.5];
  let [x0, y0] = xy(points[0]);
  let d = `M${x0} ${y0}`;
  for (let i = 1; i < points.length; i++) {
    const [x1, y1] = xy(points[i]);
    const dist = Math.abs(x1 - x0) + Math.abs(y1 - y0);
    if (dist > 1) {
      // bulge to the left of the motion, 0.45 square per square travelled
      const mx = (x0 + x1) / 2 + ((y1 - y0) / dist) * 0.45 * dist;
      const my = (y0 + y1) / 2 - ((x1 - x0) / dist) * 0.45 * dist;
      d += ` Q${round(mx)} ${round(my)} ${x1} ${y1}`;
    } else {
      d += ` L${x1} ${y1}`;
    }
    [x0, y0] = [x1, y1];
  }
  return d;
}

/** @param {number} v a coordinate @returns {number} it to 3 decimals (short path data) */
function round(v) {
  return Math.round(v * 1000) / 1000;
}

/**
 * What the live region says after a step: the frame number (1-based), the card run
 * and its loop iterations, then the frame's own sentences.
 *
 * @param {Frame[]} frames the trace frames
 * @param {number} current 0-based frame index
 * @param {string|null} cardName spoken name of the frame's card ("step up"), or null
 * @param {import("../shared/types.js").Translate} t label lookup
 * @param {string} [lang] ``"en"`` or ``"ja"``: how the sentences are joined
 * @returns {string} e.g. "Frame 3 of 7: card 3 (step up), repeat 1 of 3. Step up to (5, 1)."
 *   ("" when there are no frames)
 */
export function stepAnnouncement(frames, current, cardName, t, lang = "en") {
  const n = frames?.length ?? 0;
  if (!n) return "";
  const i = clampIndex(current, n);
  const frame = frames[i];
  const what = [];
  if (cardName && Number.isInteger(frame?.card)) {
    what.push(t("gramin.ui.say_card", { k: /** @type {number} */ (frame.card) + 1, card: cardName }));
  }
  for (const b of badges(frame)) what.push(t("gramin.ui.iteration", { i: b.iteration, n: b.count }));
  const head = what.length
    ? t("gramin.ui.say_step", { i: i + 1, n, what: what.join(t("gramin.ui.say_and")) })
    : t("gramin.ui.say_frame", { i: i + 1, n });
  return joinSentences(lang, [head, ...eventLines(frame)]);
}
