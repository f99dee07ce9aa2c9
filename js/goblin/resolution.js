// @ts-check
/**
 * Reading the recorded resolution of a turn (pure, no DOM); stepping through it is
 * shared/stepper.js.
 *
 * The ``frames`` trait is the list of frames recorded by Python for the last
 * resolved turn (docs/rules/goblin.md section 3: steal, then dig, then rest, with
 * the food checks): frame 0 is the moment of the reveal, then one frame per
 * resolution step with the counters after it. The ``step`` trait is a 0-based
 * index into that list, shown 1-based.
 *
 * @module goblin/resolution
 */

/**
 * @typedef {Object} Frame
 * @property {string} kind step kind ("reveal", "steal", "store_share", "tunnel", ...)
 * @property {string} text one sentence explaining the step
 * @property {number[]} players seats involved
 * @property {number[]} meat every goblin's meat after the step, by seat
 * @property {boolean[]} alive whether each goblin is still in the game after the step
 * @property {number} store meat in the common store after the step
 * @property {string[]} turned kinds of the tunnel cards turned so far
 * @property {number} remaining tunnel cards left face down
 * @property {string|null} card the tunnel card turned by this step, if any
 */

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
  /** @type {Map<number, number>} */
  const meat = new Map();
  /** @type {number[]} */
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
