// @ts-check
/**
 * The number keys of an attack: after a card to attack is picked, 0-9 pick the number as
 * the pad's button would. Ten and eleven are "1" then "0" or "1" within
 * :data:`TWO_DIGITS_MS` (a "1" alone is 1): the number shows at once, and the second key
 * turns it into 10 or 11. What the number is, and whether it may be declared, Python
 * checks when Attack sends it, as for a click.
 *
 * @module algo/digits
 */

/** How long after a "1" a "0" or "1" makes 10 or 11 (ms). */
export const TWO_DIGITS_MS = 1000;

/**
 * @typedef {Object} DigitState
 * @property {number} at when the last digit was typed (ms)
 * @property {string} key that digit
 */

/**
 * The number a digit key picks.
 *
 * @param {string} key ``KeyboardEvent.key``
 * @param {DigitState|null} last the digit typed before (null: none)
 * @param {number} now the time now (ms)
 * @returns {{number: number, last: DigitState}|null} the number and the state for the
 *   next key, or null when ``key`` is not a digit
 */
export function digitPick(key, last, now) {
  if (!/^[0-9]$/.test(key)) return null;
  const n = Number(key);
  if (last && last.key === "1" && now - last.at <= TWO_DIGITS_MS && n <= 1) {
    // the second digit of 10 or 11: a third key starts a new number
    return { number: 10 + n, last: { at: -Infinity, key: "" } };
  }
  return { number: n, last: { at: now, key } };
}
