// @ts-check
/**
 * Letters typed in a Gramin card widget (the sandbox, the puzzles, the game's builder).
 *
 * A child who has clicked a card types the letters the lesson teaches: R, U, D and L are
 * the ways a move card faces (right, up, down, left). Typed at a move card of the hand
 * they lay that card facing that way (``add_card`` with ``dir``); typed at a move card
 * of the program they turn it to face that way (``turn_card`` with ``dir``). Any other
 * letter or digit, or one of those four away from a move card, shows one short sentence
 * saying how cards are laid (a key that does nothing visible leaves a child waiting);
 * it stays until the cards change. Python checks every intent, as for a click.
 *
 * A key typed into a text box, a menu or the Python editor is that box's; a key with
 * Ctrl, Cmd or Alt held is the notebook's and the browser's (js/shared/keys.js).
 *
 * @module gramin/letters
 */

import { composing, h } from "../shared/dom.js";

/** The letters of the ways a move card faces (either case). */
export const WAYS = Object.freeze({ r: "right", u: "up", d: "down", l: "left" });

/** Label id of the sentence shown for any other letter. */
export const HINT = "gramin.ui.letters_hint";

/**
 * What a key typed at ``target`` does in a card widget.
 *
 * @param {KeyboardEvent} ev the keydown
 * @returns {{type: "lay", token: string, dir: string} | {type: "turn", index: number, dir: string}
 *   | {type: "hint"} | null} laying or turning a card, the hint, or nothing (a key
 *   that is not a letter or digit, or one that belongs to a box or the notebook)
 */
export function letterAction(ev) {
  const key = String(ev.key ?? "");
  if (key.length !== 1 || !/[\p{L}\p{N}]/u.test(key) || ev.ctrlKey || ev.metaKey || ev.altKey) return null;
  if (composing(ev)) return null;
  const target = /** @type {Element|null} */ (ev.target);
  if (typeof target?.closest !== "function") return null;
  if (target.closest("input, textarea, select, [contenteditable=''], [contenteditable=true], .cm-editor")) return null;
  const way = WAYS[/** @type {keyof typeof WAYS} */ (key.toLowerCase())];
  const card = target.closest("button.gw-card");
  const move = card && /\bgw-card--(step|dash|jump)\b/.test(card.className) && !(/** @type {any} */ (card).disabled);
  if (way && move && card?.closest(".gw-hand")) {
    return { type: "lay", token: String(card.getAttribute("data-token") ?? ""), dir: way };
  }
  const slot = card?.closest(".gw-strip .gw-slot");
  if (way && move && slot) return { type: "turn", index: Number(slot.getAttribute("data-index")), dir: way };
  return { type: "hint" };
}

/**
 * The letters of one card widget.
 *
 * @param {{send: import("../shared/types.js").Send, hint: (shown: boolean) => void,
 *   when?: () => boolean}} o ``send``: sends an intent; ``hint(true)`` shows the
 *   sentence (:data:`HINT`); ``when``: whether cards are being laid now (the game's
 *   builder is open), default always
 * @returns {(ev: KeyboardEvent) => void} the keydown listener for the widget's root
 */
export function cardLetters({ send, hint, when = () => true }) {
  return (ev) => {
    if (!when()) return;
    const act = letterAction(ev);
    if (!act) return;
    // the letter is the widget's: it types nowhere and scrolls nothing
    ev.preventDefault();
    if (act.type === "lay") send({ type: "add_card", token: act.token, dir: act.dir });
    else if (act.type === "turn") send({ type: "turn_card", index: act.index, dir: act.dir });
    else hint(true);
  };
}

/**
 * The sentence shown for a letter that lays nothing.
 *
 * @param {import("../shared/types.js").Translate} t label lookup
 * @returns {HTMLElement} the note (``data-testid="gw-letters-hint"``)
 */
export function lettersNote(t) {
  return h("p", { class: "gw-letters-hint", "data-testid": "gw-letters-hint", text: t(HINT) });
}
