/**
 * Step-through logic of the resolution player (pure, no DOM).
 *
 * The ``steps`` trait is the list of frames recorded by Python for the last
 * resolved turn (rules/goblin.md section 3: steal, then dig, then rest, with
 * the food checks): frame 0 is the moment of the reveal, then one frame per
 * resolution step with the counters after it. The ``step`` trait is a 0-based
 * index into that list, shown 1-based.
 *
 * @module goblin/stepper
 */

/**
 * @typedef {Object} Frame
 * @property {string} kind step kind ("reveal", "steal", "store_share", "tunnel", ...)
 * @property {string} text one sentence explaining the step
 * @property {number[]} players seats involved
 * @property {number[]} meat every goblin's meat after the step, by seat
 * @property {boolean[]} alive whether each goblin is still in the game after the step
 * @property {number} store meat in the common store after the step
 * @property {number} turned tunnel cards turned so far
 * @property {string|null} card the tunnel card turned by this step, if any
 */

/** Milliseconds between steps while playing, by speed id. */
export const SPEEDS = Object.freeze({ slow: 2200, normal: 1300, fast: 500 });

/**
 * Clamp a step index into ``[0, count - 1]``.
 *
 * @param {number} index wanted index
 * @param {number} count number of frames
 * @returns {number} a valid index (0 when there are no frames)
 */
export function clampStep(index, count) {
  if (!Number.isFinite(index) || count <= 0) return 0;
  return Math.max(0, Math.min(count - 1, Math.trunc(index)));
}

/**
 * Player command for a key press, or null when the key is not ours.
 *
 * @param {string} keyName ``KeyboardEvent.key``
 * @returns {"next"|"prev"|"first"|"last"|"toggle"|null} command
 */
export function keyCommand(keyName) {
  switch (keyName) {
    case "ArrowRight": return "next";
    case "ArrowLeft": return "prev";
    case "Home": return "first";
    case "End": return "last";
    case " ":
    case "Spacebar": return "toggle";
    default: return null;
  }
}

/**
 * Step index after a player command.
 *
 * @param {"next"|"prev"|"first"|"last"} command command
 * @param {number} count number of frames
 * @param {number} current 0-based index
 * @returns {number} new 0-based index
 */
export function navigate(command, count, current) {
  switch (command) {
    case "next": return clampStep(current + 1, count);
    case "prev": return clampStep(current - 1, count);
    case "first": return 0;
    case "last": return clampStep(count - 1, count);
    default: return clampStep(current, count);
  }
}

/**
 * What a step changed: meat deltas by seat and the store delta.
 *
 * @param {Frame[]} frames the recorded frames
 * @param {number} index 0-based step index
 * @returns {{meat: Map<number, number>, store: number, out: number[]}}
 *   non-zero meat changes by seat, store change (0 if none), seats dropped out by this step
 */
export function changes(frames, index) {
  const cur = frames?.[index];
  const prev = index > 0 ? frames?.[index - 1] : null;
  const meat = new Map();
  const out = [];
  if (!cur || !prev) return { meat, store: 0, out };
  (cur.meat ?? []).forEach((m, seat) => {
    const before = prev.meat?.[seat];
    if (typeof before === "number" && typeof m === "number" && m !== before) meat.set(seat, m - before);
    if (prev.alive?.[seat] && cur.alive?.[seat] === false) out.push(seat);
  });
  const store = (Number(cur.store) || 0) - (Number(prev.store) || 0);
  return { meat, store, out };
}

/**
 * A signed delta as text, with a real minus sign (read well on a projector).
 *
 * @param {number} delta change
 * @returns {string} "+2", "−1" or "0"
 */
export function signed(delta) {
  if (delta > 0) return `+${delta}`;
  if (delta < 0) return `\u2212${-delta}`;
  return "0";
}
