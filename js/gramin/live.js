/**
 * The one polite live region of a Gramin view (sandbox, puzzles, game), kept across
 * redraws so that screen readers hear each change (a region created with its text is
 * not read).
 *
 * Sentences are put in with ``say`` (nothing happens when the region already says
 * exactly that: a redraw for another reason must not repeat it) and taken back with
 * ``unsay`` once what they said no longer holds (a problem fixed, a loop closed), so the
 * region never keeps a hint that is out of date.
 *
 * @module
 */

import { h } from "../shared/dom.js";

/**
 * @typedef {Object} LiveRegion
 * @property {HTMLElement} el the region (visually hidden, ``data-testid="gw-live"``)
 * @property {(text: string) => void} say put ``text`` into the region (empty: nothing)
 * @property {(text: string) => void} unsay empty the region if it still holds ``text``
 *   (alone, or joined with other sentences said at the same moment)
 * @property {() => void} clear empty the region (a new run says its own frames)
 */

/**
 * Make the live region of one widget view.
 *
 * @returns {LiveRegion} the region and what puts sentences in and out of it
 */
export function liveRegion() {
  const el = h("div", { class: "gw-sr", role: "status", "aria-live": "polite", "aria-atomic": "true",
    "data-testid": "gw-live" });
  return {
    el,
    say(text) { if (text && el.textContent !== text) el.textContent = text; },
    unsay(text) { if (text && (el.textContent ?? "").includes(text)) el.textContent = ""; },
    clear() { el.textContent = ""; },
  };
}
