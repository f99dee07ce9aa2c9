// @ts-check
/**
 * A game's review (gamewidgets/core/review.py): every decision of a finished game rated
 * from what its player could know then, stepped decision by decision with the shared
 * stepper. Python sends the frames in the ``review`` trait (null while no review is
 * shown); the index is ``review_step``, which the view writes and saves, so a saved
 * notebook and its exported HTML play the review with no kernel.
 *
 * Each game draws the table as its player saw it (``drawPosition``: algo's rows,
 * Gramin's board, Goblin's goblins); this module draws the rest, the same for the three
 * games: a summary row per player (a button that shows only that player's decisions),
 * the step buttons and "Next mistake", the verdict and its sentence, the options best
 * first with the one taken marked, the line in hindsight and how the values were found.
 *
 * @module shared/review
 */

import { bind, relabel } from "./bind.js";
import { h } from "./dom.js";
import { translator } from "./i18n.js";
import { keepKeys } from "./keys.js";
import { langSwitch } from "./lang.js";
import { clampIndex, createStepper, KEY_SHORTCUTS, stepButtons, stepKeys, stepNumber } from "./stepper.js";

/** @typedef {import("./types.js").Model} Model */
/** @typedef {import("./types.js").Translate} T */

/** The verdicts, from the best to the worst (gamewidgets/core/review.py VERDICTS). */
export const VERDICTS = Object.freeze(["best", "good", "inaccuracy", "mistake"]);

/**
 * @typedef {Object} ReviewOption
 * @property {string} label what the option is
 * @property {string|null} detail its value in words
 * @property {number} value its value in the review's unit
 * @property {boolean} chosen the option taken
 * @property {boolean} best the best (the first; the one taken when it ties for the best)
 * @property {boolean} [tied] tied with the best without being it ("just as good")
 *
 * @typedef {Object} ReviewDecision
 * @property {number} player seat (0-based)
 * @property {string} name the player's name
 * @property {string} kind what was decided
 * @property {string} when where in the game
 * @property {string} verdict one of VERDICTS
 * @property {string} verdict_text the verdict in words
 * @property {string} sentence what was done, what it was worth, what was best
 * @property {string|null} hindsight the line in hindsight, or null
 * @property {ReviewOption[]} options best first
 * @property {number} value the value of the option taken, in the review's unit
 * @property {number} loss how much less than the best it was worth (>= 0)
 * @property {Record<string, any>} position the table as the player saw it (the game's own)
 *
 * @typedef {Object} ReviewData
 * @property {string} game "algo", "goblin" or "gramin"
 * @property {boolean} over whether the game was over
 * @property {string|null} method how the values were found
 * @property {string[]} names the players' names, by seat
 * @property {Array<Record<string, any>>} summary one row per player who decided
 * @property {ReviewDecision[]} decisions the frames
 */

/**
 * The review trait read safely: null when there is none.
 *
 * @param {any} value the ``review`` trait
 * @returns {ReviewData|null} the review
 */
export function reviewData(value) {
  if (!value || typeof value !== "object" || !Array.isArray(value.decisions)) return null;
  return {
    game: String(value.game ?? ""), over: Boolean(value.over),
    method: value.method ? String(value.method) : null,
    names: Array.isArray(value.names) ? value.names.map(String) : [],
    summary: Array.isArray(value.summary) ? value.summary : [],
    decisions: value.decisions.filter((/** @type {any} */ d) => d && typeof d === "object"),
  };
}

/**
 * Indices of the decisions shown: every one, or one player's.
 *
 * @param {ReviewDecision[]} decisions the frames
 * @param {number|null} player a seat, or null for everybody
 * @returns {number[]} indices into ``decisions``
 */
export function shownIndices(decisions, player) {
  return decisions.flatMap((d, i) => (player === null || d.player === player ? [i] : []));
}

/**
 * The next mistake after position ``at`` of the shown decisions (around to the first
 * one), or -1 when none is left (the one shown is not counted).
 *
 * @param {ReviewDecision[]} decisions the frames
 * @param {number[]} shown indices shown
 * @param {number} at position in ``shown``
 * @returns {number} a position in ``shown``, or -1
 */
export function nextMistake(decisions, shown, at) {
  for (let k = 1; k < shown.length; k++) {
    const pos = (at + k) % shown.length;
    if (decisions[shown[pos]]?.verdict === "mistake") return pos;
  }
  return -1;
}

/**
 * @typedef {Object} ReviewOptions
 * @property {T} t label lookup (the ``core.ui.review.*`` labels are in every widget's)
 * @property {(position: Record<string, any>, decision: ReviewDecision, data: ReviewData) => HTMLElement} drawPosition
 *   the table as the player saw it
 * @property {(() => void)|null} [close] "Back to the game" (none in GameReviewWidget)
 * @property {(fn: () => void, ms: number) => () => void} [timeout] the view's timer (playback)
 * @property {(text: string) => void} [say] put a sentence in the widget's one live region;
 *   without it (GameReviewWidget) the panel has its own
 */

/**
 * @typedef {Object} ReviewPanel
 * @property {HTMLElement} el the panel (hidden while there is no review)
 * @property {() => void} draw redraw from the model
 * @property {() => boolean} active whether a review is shown
 * @property {() => void} focus give the panel the keyboard focus
 */

/**
 * Keep a game and the review panel that covers it in step: the game's root is marked
 * ``gw-reviewing`` while a review is shown (review.css hides the table under it); the
 * panel takes the keyboard focus when it opens and gives it back to the game's "Review
 * the game" button when it closes.
 *
 * @param {HTMLElement} root the game's root
 * @param {ReviewPanel} review its review panel
 * @param {() => (HTMLElement|null)} opener the game's "Review the game" button now
 * @returns {() => void} redraws the panel from the model and follows it
 */
export function reviewCover(root, review, opener) {
  let reviewing = false;
  return () => {
    review.draw();
    const now = review.active();
    root.classList.toggle("gw-reviewing", now);
    if (now && !reviewing) review.focus();
    else if (!now && reviewing) opener()?.focus();
    reviewing = now;
  };
}

/**
 * The review panel of a widget whose model holds ``review`` and ``review_step``.
 *
 * @param {Model} model the widget's model
 * @param {ReviewOptions} o labels, the game's drawing, "Back to the game"
 * @returns {ReviewPanel} the panel
 */
export function createReviewPanel(model, o) {
  const { t } = o;
  /** @type {number|null} whose decisions are shown (local to the view) */
  let player = null;
  let note = "";
  // "How is it rated?" stays open across steps (each step redraws the panel)
  let howOpen = false;
  // a widget has one live region (two would say a change twice): the game's, or the
  // panel's own when it is the whole view
  const live = o.say ? null : h("p", { class: "gw-sr-only", role: "status", "aria-live": "polite", "data-testid": "gw-review-live" });
  /** @param {string} text */
  const say = o.say ?? ((text) => { if (live) live.textContent = text; });
  const body = h("div", { class: "gw-review-inner" });
  const el = h("section", {
    class: "gw-review", "data-testid": "gw-review", tabindex: "-1", role: "group",
    "aria-keyshortcuts": KEY_SHORTCUTS,
  }, body, live);
  el.hidden = true;

  const data = () => reviewData(model.get("review"));
  const decisions = () => data()?.decisions ?? [];
  const shown = () => shownIndices(decisions(), player);
  /** the position of ``review_step`` among the decisions shown (the next one shown) */
  const at = () => {
    const step = Number(model.get("review_step")) || 0;
    const list = shown();
    const k = list.findIndex((i) => i >= step);
    return k < 0 ? Math.max(0, list.length - 1) : k;
  };

  const stepper = createStepper({
    count: () => shown().length,
    get: at,
    set: (k, aloud) => {
      const list = shown();
      model.set("review_step", list[clampIndex(k, list.length)] ?? 0);
      model.save_changes();
      note = "";
      draw(aloud);
    },
    show: (aloud) => draw(aloud),
    delay: () => 1600,
    timeout: o.timeout,
  });
  const keys = stepKeys(stepper, el, { when: () => shown().length > 0 });
  el.addEventListener("keydown", (ev) => { keys(/** @type {KeyboardEvent} */ (ev)); });

  /** @param {number|null} seat the player to show, or null for everybody */
  function only(seat) {
    player = seat;
    const list = shown();
    if (list.length && !list.includes(Number(model.get("review_step")))) {
      model.set("review_step", list[at()]);  // the next decision of that player
      model.save_changes();
    }
    note = "";
    draw(true);
  }

  // the status line says why "Next mistake" did not move on, or that it went round
  function goMistake() {
    const list = shown();
    const from = at();
    const k = nextMistake(decisions(), list, from);
    if (k < 0) {
      note = t("core.ui.review.no_mistake");
      draw(true);
      return;
    }
    stepper.jump(k);
    if (k < from) {
      note = t("core.ui.review.first_mistake");
      draw(true);
    }
  }

  /**
   * The step counter: the game's own step number (the one "find the mistake" asks for),
   * and, while one player's decisions are shown, which of theirs it is.
   *
   * @param {number[]} list indices shown
   * @param {number} k position in ``list``
   * @param {ReviewData} d the review
   * @returns {HTMLElement} the counter
   */
  function counter(list, k, d) {
    if (player === null || !list.length) return stepNumber(t, list.length ? k + 1 : 0, list.length);
    const name = d.summary.find((r) => Number(r.player) === player)?.name ?? "";
    return h("span", {
      class: "gw-step-no", "data-testid": "gw-step-no",
      text: t("core.ui.review.step_of_player", { i: list[k] + 1, k: k + 1, n: list.length, name: String(name) }),
    });
  }

  /**
   * @param {ReviewData} d the review
   * @returns {HTMLElement} the summary table
   */
  function summary(d) {
    const cols = ["best", "good", "inaccuracy", "mistake"];
    const head = h("tr", {}, h("th", { scope: "col", text: t("core.ui.review.col.name") }),
      ...cols.map((c) => h("th", { scope: "col", class: `gw-v-${c}`, text: t(`core.ui.review.col.${c}`) })),
      h("th", { scope: "col", text: t("core.ui.review.col.accuracy") }));
    const rows = d.summary.map((r) => {
      const seat = Number(r.player);
      const on = player === seat;
      return h("tr", { class: on ? "gw-review-on" : "", "data-player": seat },
        h("th", { scope: "row" }, h("button", {
          type: "button", class: "gw-review-who", "data-testid": `gw-review-who-${seat}`,
          "data-focus-key": `who-${seat}`, "aria-pressed": on ? "true" : "false",
          title: t("core.ui.review.show_only", { name: String(r.name) }), text: String(r.name),
          on: { click: () => only(on ? null : seat) },
        })),
        ...cols.map((c) => h("td", { class: `gw-v-${c}`, text: String(r[c] ?? 0) })),
        h("td", { text: t("core.ui.review.accuracy", { n: Number(r.accuracy ?? 0) }) }));
    });
    const all = player === null ? null : h("button", {
      type: "button", class: "gw-btn gw-review-all", "data-testid": "gw-review-all",
      on: { click: () => only(null) }, text: t("core.ui.review.all"),
    });
    return h("div", { class: "gw-review-summary-box" },
      h("table", { class: "gw-review-summary", "data-testid": "gw-review-summary", "aria-label": t("core.ui.review.summary") },
        h("thead", {}, head), h("tbody", {}, ...rows)), all);
  }

  /**
   * @param {ReviewDecision} dec the decision
   * @returns {HTMLElement} the options, best first, the one taken marked
   */
  function options(dec) {
    return h("ol", { class: "gw-review-options", "data-testid": "gw-review-options", "aria-label": t("core.ui.review.options") },
      ...(dec.options ?? []).map((opt) => h("li", {
        class: `gw-review-option${opt.chosen ? " gw-chosen" : ""}${opt.best ? " gw-best" : ""}${opt.tied ? " gw-tied" : ""}`,
        "data-chosen": opt.chosen ? "true" : "false",
      },
      h("span", { class: "gw-review-label", text: String(opt.label ?? "") }),
      opt.detail ? h("span", { class: "gw-review-detail", text: String(opt.detail) }) : null,
      // one "best": an option tied with it is "just as good" (the one taken comes first)
      opt.best ? h("span", { class: "gw-pill gw-review-tag gw-tag-best", text: t("core.ui.review.best") }) : null,
      opt.tied && !opt.best ? h("span", { class: "gw-pill gw-review-tag gw-tag-tied", text: t("core.ui.review.tied") }) : null,
      opt.chosen ? h("span", { class: "gw-pill gw-review-tag gw-tag-chosen", text: t("core.ui.review.chosen") }) : null)));
  }

  /** @param {boolean} [aloud] say the decision in the live region */
  function draw(aloud = false) {
    const d = data();
    el.hidden = !d;
    if (!d) {
      body.replaceChildren();
      return;
    }
    const list = shown();
    const k = at();
    const dec = list.length ? d.decisions[list[k]] : null;
    const doc = el.ownerDocument;
    const focusKey = el.contains(doc.activeElement) ? doc.activeElement?.getAttribute("data-focus-key") ?? null : null;
    // over a game's screen the panel hides the game's own language switch: it has one
    const head = h("div", { class: "gw-review-head" },
      h("h3", { class: "gw-heading", text: t("core.ui.review.title") }),
      o.close ? langSwitch(model, t) : null,
      o.close ? h("button", {
        type: "button", class: "gw-btn gw-review-close", "data-testid": "gw-review-close", "data-focus-key": "review-close",
        on: { click: () => { stepper.stop(false); o.close?.(); } },
      }, h("span", { class: "gw-btn-text", text: t("core.ui.review.close") })) : null);
    const bar = h("div", { class: "gw-review-bar" },
      stepButtons(t, { go: (cmd) => stepper.command(cmd), name: "core.ui.review.steps", focusKey: "review-" })
        .update(k, list.length, stepper.playing),
      counter(list, k, d),
      h("button", {
        type: "button", class: "gw-btn gw-review-mistake", "data-testid": "gw-review-mistake", "data-focus-key": "review-mistake",
        disabled: !list.length, on: { click: goMistake },
      }, h("span", { class: "gw-btn-text", text: t("core.ui.review.next_mistake") })),
      note ? h("span", { class: "gw-review-note", "data-testid": "gw-review-note", text: note }) : null);
    const how = d.method ? h("details", { class: "gw-review-how", "data-testid": "gw-review-how" },
      h("summary", { text: t("core.ui.review.how") }),
      // the child's words first; the numbers a teacher wants, smaller, after a line break
      ...String(d.method).split("\n").map((part, i) => h("p", { class: i ? "gw-hint gw-review-how-more" : "", text: part }))) : null;
    if (how) {
      /** @type {HTMLDetailsElement} */ (how).open = howOpen;
      how.addEventListener("toggle", () => {
        const was = howOpen;
        howOpen = /** @type {HTMLDetailsElement} */ (how).open;
        // opened at the bottom of a projector's screen it would open out of sight (a
        // redraw that keeps it open does not scroll)
        if (howOpen && !was) how.scrollIntoView?.({ block: "nearest", behavior: "smooth" });
      });
    }
    const parts = [head, summary(d), bar];
    if (!dec) {
      parts.push(h("p", { class: "gw-empty", text: t("core.ui.review.none") }));
    } else {
      const verdict = VERDICTS.includes(dec.verdict) ? dec.verdict : "good";
      const judge = h("div", { class: "gw-review-judge" },
        h("p", { class: "gw-review-when", "data-testid": "gw-review-when", text: t("core.ui.review.who", { when: dec.when, name: dec.name }) }),
        h("p", { class: "gw-review-said" },
          h("span", { class: `gw-review-verdict gw-review-verdict--${verdict}`, "data-testid": "gw-verdict", "data-verdict": verdict, text: String(dec.verdict_text ?? "") }),
          h("span", { class: "gw-review-sentence", "data-testid": "gw-review-sentence", text: String(dec.sentence ?? "") })),
        options(dec),
        dec.hindsight ? h("p", { class: "gw-review-hindsight", "data-testid": "gw-review-hindsight", text: String(dec.hindsight) }) : null);
      const seen = h("div", { class: "gw-review-position", "data-testid": "gw-review-position" },
        h("p", { class: "gw-review-seen", text: t("core.ui.review.position", { name: dec.name }) }),
        o.drawPosition(dec.position ?? {}, dec, d));
      parts.push(h("div", { class: "gw-review-body" }, seen, judge));
    }
    parts.push(h("div", { class: "gw-review-foot" },
      how,
      h("p", { class: "gw-hint gw-review-keys", text: t("core.ui.review.keys") })));
    body.replaceChildren(...parts);
    el.setAttribute("aria-label", t("core.ui.review.title"));
    if (focusKey) /** @type {HTMLElement|null} */ (el.querySelector(`[data-focus-key="${focusKey}"]:not(:disabled)`))?.focus();
    if (aloud && dec) {
      // said as the screen shows it, the step as the stepper and "find the mistake" number
      // it, in the catalogue's words (「1ステップ目（全3ステップ）：ミス：…」)
      const said = t("core.ui.labelled", { label: String(dec.verdict_text ?? ""), text: String(dec.sentence ?? "") });
      // the game's step number, as the counter shows it and "find the mistake" asks it
      const step = t("core.ui.labelled", { label: t("core.ui.review.decision", { i: list[k] + 1, n: d.decisions.length }), text: said });
      say(note ? t("core.ui.review.note_then", { note, text: step }) : step);
    } else if (aloud && note) {
      say(note);
    }
  }

  return {
    el,
    draw: () => draw(false),
    active: () => Boolean(data()),
    focus: () => el.focus(),
  };
}

/**
 * The "Review the game" button of a game's view: it asks Python for the review.
 *
 * @param {T} t label lookup
 * @param {(msg: Record<string, unknown>) => void} send the view's intent sender
 * @returns {HTMLElement} the button
 */
export function reviewButton(t, send) {
  return h("button", {
    type: "button", class: "gw-btn gw-review-open", "data-testid": "gw-review-open", "data-focus-key": "review-open",
    on: { click: () => send({ type: "open_review" }) },
  }, h("span", { class: "gw-btn-text", text: t("core.ui.review.open") }));
}

/**
 * @callback DrawPosition
 * @param {Record<string, any>} position the decision's ``position``
 * @param {ReviewDecision} decision the decision
 * @param {ReviewData} data the review
 * @param {T} t label lookup
 * @param {string} lang the widget's language
 * @returns {HTMLElement} the table as the player saw it
 */

/**
 * The view of a ``GameReviewWidget`` (``mode`` "review"): the review panel alone, with
 * the language switch, in the game's bundle and colours.
 *
 * @param {import("./types.js").RenderContext} ctx anywidget render context
 * @param {{rootClass: string, draw: DrawPosition}} o the game's root class (its
 *   stylesheet's scope) and its drawing of a decision's table
 * @returns {() => void} cleanup
 */
export function renderReviewWidget({ model, el }, o) {
  const t = translator(() => model.get("labels"));
  const lang = () => String(model.get("lang") ?? "en");
  // the panel is the named group: a name on the root too would be said twice
  const root = keepKeys(h("div", { class: `gw-root ${o.rootClass} gw-review-root` }));
  const top = h("div", { class: "gw-review-top" });
  el.append(root);
  /** @type {ReviewPanel|null} */
  let panel = null;
  /** @type {(() => void)|null} */
  let relabelled = null;
  const view = bind(model, {
    "review review_step": () => panel?.draw(),
    "labels lang": () => relabelled?.(),
  });
  panel = createReviewPanel(model, {
    t, close: null, timeout: view.timeout,
    drawPosition: (pos, dec, data) => o.draw(pos, dec, data, t, lang()),
  });
  root.append(top, panel.el);
  relabelled = relabel(model, root, () => {
    top.replaceChildren(langSwitch(model, t));
    panel?.draw();
  });
  view.finally(() => root.remove());
  relabelled();
  return view.cleanup;
}
