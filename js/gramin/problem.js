/**
 * What stops a program from running, said beside the button that would run it: the Run
 * button of the sandbox and the puzzles, the submit button of the game's builder. The
 * button is off while there is a problem; its sentence is shown beside it (and is the
 * button's description), its card is marked in the strip (``renderProgram``), and it is
 * put once into the widget's live region. A loop still open mid-build is a neutral
 * note, not an error. Python words the problem (``editor.problem_view``).
 *
 * @module
 */

import { h } from "../shared/dom.js";

/**
 * @typedef {{message: string, cardIndex: number|null, pending: boolean}} Problem
 */

/**
 * The ``problem`` value (a trait, or a field of the builder's view) read safely.
 *
 * @param {unknown} value ``{message, card_index, pending}`` or null
 * @returns {Problem|null} the problem, or null
 */
export function programProblem(value) {
  const p = /** @type {Record<string, unknown>|null} */ (value && typeof value === "object" ? value : null);
  if (!p || typeof p.message !== "string" || !p.message) return null;
  return {
    message: p.message,
    cardIndex: Number.isInteger(p.card_index) ? /** @type {number} */ (p.card_index) : null,
    pending: p.pending === true,
  };
}

/**
 * The problem said beside a run button, for one widget view.
 *
 * @param {(text: string) => void} speak puts a sentence into the widget's live region
 * @param {(text: string) => void} [unsay] takes a sentence back out of the live region (if
 *   it is still there): called when the problem it said is gone, so that the region never
 *   keeps a hint that no longer applies
 * @returns {{id: string, note: (problem: Problem|null) => HTMLElement|null}} ``id``: the
 *   note's element id (the button's ``aria-describedby`` while there is a problem);
 *   ``note``: the note to put beside the button (null for none), said aloud only when
 *   its sentence changed (a redraw for another reason must not repeat it)
 */
export function problemNotes(speak, unsay = () => {}) {
  const id = `gw-problem-${Math.random().toString(36).slice(2)}`;
  let said = "";
  return {
    id,
    note(problem) {
      if (problem && problem.message !== said) speak(problem.message);
      if (!problem && said) unsay(said);
      said = problem?.message ?? "";
      return problem ? h("p", {
        id, "data-testid": "gw-problem",
        class: `gw-problem gw-problem--${problem.pending ? "pending" : "error"}`, text: problem.message,
      }) : null;
    },
  };
}
