// @ts-check
/**
 * Puzzle panel of PuzzleWidget: course selector with stars, the goal, the
 * verdict (stars) of the last run and hints on request.
 *
 * Python grades every run (``Puzzle.check``) and keeps the progress; this panel
 * only shows the ``puzzle_info``, ``course_list``, ``verdict`` and ``hint_text``
 * traits and sends ``select_puzzle`` / ``hint`` intents.
 *
 * @module gramin/puzzle
 */

import { clear, h } from "../shared/dom.js";
import { joinSentences } from "../shared/i18n.js";
import { cardsSaid, miniCards } from "./strip.js";

/**
 * Star glyphs for a count: ``"★★☆"``.
 *
 * @param {number|null|undefined} n stars earned, 0..3 (none when not a whole number)
 * @returns {string} three glyphs
 */
export function starGlyphs(n) {
  const k = Math.max(0, Math.min(3, Number.isInteger(n) ? Number(n) : 0));
  return "★".repeat(k) + "☆".repeat(3 - k);
}

/**
 * Create the puzzle panel.
 *
 * @param {import("../shared/types.js").Translate} t label lookup
 * @param {import("../shared/types.js").Send} send send an intent
 * @param {(text: string) => void} say put a sentence into the widget's live region
 * @param {HTMLElement|null} [extra] put at the end of the course's row (the widget's
 *   language switch), kept across updates
 * @returns {{el: HTMLElement, update: (model: {get: (k: string) => any}, show?: {verdict?: boolean}) => void,
 *   verdictSaid: () => string}} the panel, its updater, and the verdict as last said ("" when none is shown)
 */
export function createPuzzlePanel(t, send, say, extra = null) {
  const body = h("div", { class: "gw-puzzle-body" });
  const el = h("section", { class: "gw-puzzle", "data-testid": "gw-puzzle", "aria-label": t("gramin.ui.puzzle.course") },
    body);
  // null until the first update: a verdict saved in the notebook is shown, not said
  /** @type {{verdict: string, hint: string}|null} */
  let said = null;
  // the course's stars as last shown with a verdict: while a run is still being played,
  // the stars it earned wait with its verdict
  /** @type {{stars: number[], total: number}|null} */
  let settled = null;

  /**
   * @param {{get: (k: string) => any}} model the widget's model (the puzzle traits)
   * @param {{verdict?: boolean}} [show] ``verdict: false``: the run is still being played,
   *   its verdict waits for the last frame
   */
  function update(model, { verdict: showVerdict = true } = {}) {
    const info = model.get("puzzle_info") ?? {};
    const list = model.get("course_list") ?? [];
    const verdict = showVerdict ? model.get("verdict") : null;
    const hint = model.get("hint_text");
    const lang = String(model.get("lang") ?? "en");
    // the cards a hint names, drawn as the hand draws them; said after its sentence
    const hintCards = Array.isArray(hint?.cards) && hint.cards.length ? hint.cards : null;
    const hintCardsSaid = hintCards ? cardsSaid(hintCards, t, lang) : "";
    const heard = {
      verdict: verdict ? t("core.ui.labelled", { label: t("gramin.ui.puzzle.stars", { n: verdict.stars }), text: String(verdict.text ?? "") }) : "",
      hint: hint ? t("core.ui.labelled", { label: t("gramin.ui.puzzle.hint_n", { i: hint.level, n: hint.count }),
        text: String(hint.text ?? "") + (hintCards ? ` ${hintCardsSaid}` : "") }) : "",
    };
    const before = said ?? heard;
    const news = /** @type {const} */ (["verdict", "hint"]).filter((k) => heard[k] && heard[k] !== before[k])
      .map((k) => heard[k]);
    if (news.length) say(joinSentences(lang, news));
    said = heard;
    const live = { stars: list.map((/** @type {{stars?: number}} */ p) => p.stars ?? 0), total: info.stars_total ?? 0 };
    if (showVerdict || settled?.stars.length !== live.stars.length) settled = live;
    const stars = showVerdict ? live : /** @type {{stars: number[], total: number}} */ (settled);
    clear(body);
    const select = /** @type {HTMLSelectElement} */ (h("select", {
      class: "gw-speed gw-course", "data-testid": "gw-course", "data-focus-key": "course",
      "aria-label": t("gramin.ui.puzzle.choose"),
      on: { change: () => send({ type: "select_puzzle", index: Number(select.value) }) },
    }, ...list.map((/** @type {{title?: string, stars?: number}} */ p, /** @type {number} */ i) => h("option", {
      value: i, selected: i === info.index,
      text: t("gramin.ui.puzzle.option", { n: i + 1, title: String(p.title ?? ""), stars: starGlyphs(stars.stars[i] ?? 0) }),
    }))));
    const idx = Number.isInteger(info.index) ? info.index : 0;
    /**
     * @param {"gw-prev"|"gw-next"} cls which
     * @param {string} id label id
     * @param {number} to the course to go to
     * @param {boolean} disabled no course there
     */
    const nav = (cls, id, to, disabled) => h("button", {
      type: "button", class: `gw-btn ${cls}`, "data-focus-key": cls, "aria-label": t(id), title: t(id),
      disabled, text: cls === "gw-prev" ? "◀" : "▶", on: { click: () => send({ type: "select_puzzle", index: to }) },
    });
    const hintButton = h("button", {
      type: "button", class: "gw-btn gw-hint", "data-testid": "gw-hint", "data-focus-key": "hint",
      "aria-label": t("gramin.ui.puzzle.hint"), text: t("gramin.ui.puzzle.hint"),
      disabled: Boolean(hint && hint.level >= hint.count), on: { click: () => send({ type: "hint" }) },
    });
    // one row for the course, one for the goal (the title is the course's option, so it is
    // a heading for screen readers only), one for the verdict: the board, the hand and the
    // program stay on a projected screen under them
    body.append(h("div", { class: "gw-section-head" },
      h("span", { class: "gw-heading gw-sr", text: t("gramin.ui.puzzle.course") }), select,
      nav("gw-prev", "gramin.ui.puzzle.prev", idx - 1, idx <= 0),
      nav("gw-next", "gramin.ui.puzzle.next", idx + 1, idx >= list.length - 1),
      hintButton,
      h("span", { class: "gw-count gw-stars-total", "data-testid": "gw-stars-total",
        text: t("gramin.ui.puzzle.total", { n: stars.total, max: info.stars_max ?? 0 }) }),
      ...(extra ? [extra] : [])));
    body.append(h("h3", { class: "gw-puzzle-title gw-sr", text: String(info.title ?? "") }));
    body.append(h("p", { class: "gw-goal" },
      h("strong", { text: t("core.ui.label_colon", { label: t("gramin.ui.puzzle.goal") }) }), String(info.goal ?? "")));
    if (hint) {
      body.append(h("p", { class: "gw-hint-text", "data-testid": "gw-hint-text" },
        h("strong", { text: t("core.ui.label_colon", { label: t("gramin.ui.puzzle.hint_n", { i: hint.level, n: hint.count }) }) }),
        String(hint.text ?? ""),
        hintCards ? miniCards(hintCards, hintCardsSaid, { t }) : null));
    }
    if (verdict) {
      body.append(h("div", { class: `gw-verdict${verdict.solved ? " gw-verdict--solved" : ""}` },
        h("span", {
          class: "gw-stars", "data-testid": "gw-stars", "data-stars": verdict.stars, role: "img",
          "aria-label": t("gramin.ui.puzzle.stars", { n: verdict.stars }), text: starGlyphs(verdict.stars),
        }),
        h("span", { class: "gw-verdict-text", "data-testid": "gw-verdict", text: String(verdict.text ?? "") })));
    } else {
      // the verdict's row is kept while there is none (not run yet, or the run still
      // playing), so the verdict arriving does not push the board and its counters down
      body.append(h("div", { class: "gw-verdict gw-verdict--waiting" },
        h("span", { class: "gw-stars", "aria-hidden": "true", text: starGlyphs(0) }),
        h("span", { class: "gw-verdict-text", text: t("gramin.ui.puzzle.verdict_waiting") })));
    }
  }

  return { el, update, verdictSaid: () => said?.verdict ?? "" };
}
