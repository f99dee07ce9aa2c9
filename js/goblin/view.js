// @ts-check
/**
 * Goblin Escape widget view: builds the DOM and wires it to the model.
 *
 * Renders the synced state (goblins, store, tunnel, the secret-choice screens,
 * the resolution frames, the "what if" table) and sends intents (the moves ``choose``
 * and ``pick_target`` are the engine's own action dicts); rules live in Python.
 * Stepping through the recorded resolution (docs/rules/goblin.md section 7) is local:
 * the view sets ``step`` and saves it, with no kernel round trip. Once the game is over,
 * "Review the game" opens its review (js/shared/review.js), which covers the table.
 *
 * Kept free of the CSS import so node tests can load it.
 *
 * @module goblin/view
 */

import { bind, relabel } from "../shared/bind.js";
import { h, keepFocus, revealBelow, textLines } from "../shared/dom.js";
import { langSwitch } from "../shared/lang.js";
import { joinList, translator } from "../shared/i18n.js";
import { keepKeys } from "../shared/keys.js";
import { createReviewPanel, reviewButton, reviewCover } from "../shared/review.js";
import { KEY_SHORTCUTS, stepButtons, stepKeys, stepNumber, traitStepper } from "../shared/stepper.js";
import { nameOf, onlyBotsLeft, renderChoice, renderGoblins, renderTable, renderWhatIf } from "./panels.js";
import { changes } from "./resolution.js";
import { drawGoblinPosition } from "./review.js";

/** @typedef {import("../shared/types.js").RenderContext} RenderContext */
/** @typedef {import("./resolution.js").Frame} Frame */
/** @typedef {import("./panels.js").Goblin} Goblin */

/** Widest widget (CSS px) whose "what if" sentences fold under the table: the width
 * under which the turn's end is laid one part under the other (style.css). */
const NARROW = 724;

/** Milliseconds between resolution steps while playing: time to read each sentence. */
const STEP_MS = 1300;

/**
 * Where keyboard focus goes when the focused control left with its screen.
 *
 * Keyboard users continue on the new screen: the "Step" button while there are steps
 * left, else the current step of the resolution, else the first enabled button (the
 * cover's "show", the first allowed action, "reveal", the first target...).
 *
 * @param {Element} stage the widget's stage area
 * @returns {HTMLElement|null} the element to focus, or null when the stage has no control
 */
export function nextFocus(stage) {
  return /** @type {HTMLElement|null} */ (stage.querySelector('[data-cmd="step"]:not([disabled])')
    ?? stage.querySelector('[data-focus-key="s-current"]')
    ?? stage.querySelector("button:not([disabled])"));
}

/**
 * Render the widget into ``el``.
 *
 * @param {RenderContext} ctx anywidget render context
 * @returns {() => void} cleanup
 */
export function render(ctx) {
  const { el } = ctx;
  const model = /** @type {import("./traits.js").GoblinModel} */ (ctx.model);
  const t = translator(() => model.get("labels"));
  /** @type {number|null} */
  let whatifSeat = null;
  /** the folded "what if" sentences are open (a person opened them) */
  let whatifOpen = false;
  let flippedTurn = -1;
  let lastStep = -1;
  /** the turn whose end (what-if table, Next turn) was last scrolled into sight */
  let endShown = -1;
  // prefix of element ids: unique in the page even when the widget is displayed twice
  const uid = `gw-${Math.random().toString(36).slice(2, 10)}`;

  // a labelled group, not a landmark (a notebook may hold several widgets); focusable so
  // that the step keys work before any button has focus
  const root = keepKeys(h("div", { class: "gw-root gw-goblin", role: "group", tabindex: "0" }));
  const title = h("h2", { class: "gw-title" });
  const turnText = h("span", { class: "gw-turn", "data-testid": "gw-turn" });
  // every sentence of the status is also on the screen (the stage's title, the step's
  // sentence box): it is kept for screen readers only, and the playing area stays short
  const status = h("p", { class: "gw-status gw-sr-only", role: "status", "aria-live": "polite", "data-testid": "gw-status" });
  const goblins = h("div", { class: "gw-goblins-box" });
  const table = h("div", { class: "gw-table-box" });
  const stage = h("div", { class: "gw-stage" });
  const errorBox = h("div", { class: "gw-error-box" });
  // New game and the language switch: drawn at the top right, last in the Tab order (a
  // person tabbing into the widget meets the turn's controls first)
  const langSlot = h("div", { class: "gw-lang-slot" });
  root.append(h("div", { class: "gw-head" }, title, turnText), status, errorBox, goblins, table, stage, langSlot);
  el.append(root);

  /** @type {import("../shared/types.js").Send} */
  const send = (msg) => model.send(msg);
  /**
   * A trait, or ``dflt`` while it is null.
   *
   * @template {keyof import("./traits.js").GoblinTraits} K
   * @param {K} k the trait
   * @param {import("./traits.js").GoblinTraits[K]} dflt its stand-in
   * @returns {import("./traits.js").GoblinTraits[K]} the value
   */
  const get = (k, dflt) => model.get(k) ?? dflt;
  /** @returns {Frame[]} */
  const frames = () => {
    const s = model.get("frames");
    return Array.isArray(s) ? s : [];
  };
  const showingSteps = () => ["steps", "over"].includes(get("stage", "")) && frames().length > 0;

  /**
   * @param {Frame[]} fs frames
   * @param {number} cur current step
   * @returns {string} what the status line says
   */
  function statusText(fs, cur) {
    const st = get("stage", "");
    const name = nameOf(get("players", []), get("active", null));
    if (st === "cover") return t("goblin.ui.status.cover", { name });
    if (st === "choose") return t("goblin.ui.status.choose", { name });
    if (st === "ready") return t("goblin.ui.all_chosen");
    if (st === "target") return t("goblin.ui.target_title", { name });
    if (fs.length) return fs[cur]?.text ?? "";
    return "";
  }

  function draw() {
    /** @type {Goblin[]} */
    const players = get("players", []);
    const fs = frames();
    const cur = stepper.index();
    const stepping = showingSteps();
    const frame = stepping ? fs[cur] : null;
    const ch = stepping ? changes(fs, cur) : { meat: new Map(), store: 0, out: [] };
    const turn = Number(get("turn", 1));
    const revealed = players.some((p) => p.action);
    const flip = revealed && flippedTurn !== turn;
    if (revealed) flippedTurn = turn;
    const moved = stepping && cur !== lastStep;
    lastStep = stepping ? cur : -1;
    title.textContent = t("goblin.ui.widget");
    turnText.textContent = t("goblin.ui.turn", { n: turn });
    // rewriting the same text would make some screen readers read it again; during
    // auto-play only the step it stops on is said (not one sentence per tick)
    const said = statusText(fs, cur);
    if (!stepper.playing && status.textContent !== said) status.textContent = said;

    const doc = root.ownerDocument;
    const hadFocus = root.contains(doc.activeElement);
    keepFocus(root, () => {
      goblins.replaceChildren(renderGoblins(t, {
        players,
        meat: players.map((p) => (frame ? frame.meat?.[p.seat] : p.meat)),
        alive: players.map((p) => (frame ? frame.alive?.[p.seat] !== false : p.alive)),
        deltas: ch.meat,
        bump: moved,
        involved: frame && cur > 0 ? frame.players ?? [] : [],
        active: ["cover", "choose", "target"].includes(get("stage", "")) ? get("active", null) : null,
        flip,
        winners: get("stage", "") === "over" && (!stepping || cur === fs.length - 1) ? get("winners", []) : null,
      }));
      const tunnel = get("tunnel", {});
      const turned = frame ? frame.turned ?? [] : tunnel.turned ?? [];
      table.replaceChildren(renderTable(t, {
        store: frame ? frame.store : get("store", 0),
        storeDelta: ch.store,
        bump: moved,
        turned,
        remaining: frame ? frame.remaining : tunnel.remaining ?? 0,
        newCard: moved && frame?.card ? frame.card : null,
      }));
      stage.replaceChildren(...stageParts(players, fs, cur));
      const err = model.get("error");
      errorBox.replaceChildren(err?.message
        ? h("div", { class: "gw-alert", role: "alert", "data-testid": "gw-error", text: err.message })
        : "");
    });
    // the focused control left with its screen (cover -> choose -> cover) or was disabled
    // (the last step): keyboard users continue in the widget instead of on the page
    if (hadFocus && !root.contains(doc.activeElement)) (nextFocus(stage) ?? root).focus();
    revealEnd(turn);
  }

  /**
   * The turn's end (the what-if table and Next turn) appears below the resolution; with
   * many goblins on a projector that may be below the fold. The first time a turn
   * reaches it, the page scrolls just enough to show Next turn, but never so far that
   * the last step's top leaves the screen (nothing moves if it is in sight already).
   *
   * @param {number} turn the turn shown
   */
  function revealEnd(turn) {
    const next = stage.querySelector(".gw-next-row");
    if (!next || !stage.querySelector("[data-testid='gw-whatif']") || endShown === turn) return;
    endShown = turn;
    revealBelow(stage.querySelector(".gw-player") ?? stage, next);
  }

  /**
   * @param {Goblin[]} players the goblins
   * @param {Frame[]} fs frames
   * @param {number} cur current step
   * @returns {HTMLElement[]} the stage's parts
   */
  function stageParts(players, fs, cur) {
    const st = get("stage", "");
    const parts = [];
    const choice = renderChoice(t, send, {
      stage: st, active: get("active", null), players, options: get("options", []), targets: get("targets", []), uid,
    });
    if (choice) parts.push(choice);
    // people are all out: the bots may play on to the end without a click per turn
    if (st === "ready" && onlyBotsLeft(players)) parts.push(h("div", { class: "gw-next-row" }, finishButton()));
    if (showingSteps()) parts.push(stepPlayer(fs, cur));
    if (st === "over") parts.push(gameOver(players));
    // the table is about the whole turn: shown once the resolution is at its last step
    const atEnd = !showingSteps() || cur >= fs.length - 1;
    // beside Lab's file browser the widget is narrow: the table's sentences fold (closed
    // until opened), so the last step, the table and Next turn fit a projector together
    const width = root.getBoundingClientRect().width;
    const narrow = width > 0 && width < NARROW;
    const wi = ["steps", "over"].includes(st) && atEnd ? renderWhatIf(t, {
      whatif: get("whatif", []), players, seat: whatifSeat,
      select: (seat) => { whatifSeat = seat; draw(); },
      fold: narrow ? { open: whatifOpen, toggle: (open) => { whatifOpen = open; } } : null,
    }) : null;
    if (wi) parts.push(wi);
    else if (["steps", "over"].includes(st) && (get("whatif", []) ?? []).some(Boolean)) {
      parts.push(h("p", { class: "gw-hint gw-whatif-wait", "data-testid": "gw-whatif-wait", text: t("goblin.ui.whatif_wait") }));
    }
    // the next turn is offered once the whole turn has been shown: pressed halfway it would
    // skip the rest of the resolution and the what-if table
    const next = st === "steps" && atEnd ? h("button", {
      type: "button", class: "gw-btn gw-primary", "data-testid": "gw-next-turn", "data-focus-key": "next-turn",
      on: { click: () => { stepper.stop(false); send({ type: "next_turn" }); } },
    }, h("span", { class: "gw-btn-text", text: t("goblin.ui.next_turn") })) : null;
    const finish = st === "steps" && onlyBotsLeft(players) ? finishButton() : null;
    if (next || finish) parts.push(h("div", { class: "gw-next-row" }, next, finish));
    return parts;
  }

  function finishButton() {
    return h("button", {
      type: "button", class: "gw-btn", "data-testid": "gw-finish", "data-focus-key": "finish",
      on: { click: () => { stepper.stop(false); send({ type: "finish" }); } },
    }, h("span", { class: "gw-btn-text", text: t("goblin.ui.finish") }));
  }

  /**
   * @param {Frame[]} fs frames
   * @param {number} cur current step
   * @returns {HTMLElement} the resolution player
   */
  function stepPlayer(fs, cur) {
    const n = fs.length;
    const frame = fs[cur];
    const keysId = `${uid}-keys`;
    return h("section", {
      class: "gw-player", role: "group", "data-testid": "gw-player", "aria-label": t("goblin.ui.resolution"),
      "aria-describedby": keysId, "aria-keyshortcuts": KEY_SHORTCUTS,
    },
      // the heading, the step number and the step buttons share one row, the step list and
      // the keys another: the sentence gets the room on a projected screen
      h("div", { class: "gw-section-head" },
        h("h3", { class: "gw-heading", text: t("goblin.ui.resolution") }),
        stepNumber(t, cur + 1, n),
        stepButtons(t, { go: (cmd) => stepper.command(cmd), name: "goblin.ui.player", focusKey: "cmd-" })
          .update(cur, n, stepper.playing)),
      h("p", { class: `gw-sentence gw-kind--${frame?.kind ?? "none"}`, "data-testid": "gw-sentence", text: frame?.text ?? "" }),
      h("div", { class: "gw-step-row" },
      // one tab stop (the current step); the arrow keys move it, focus follows
      h("ol", { class: "gw-step-list", "aria-label": t("goblin.ui.resolution") },
        ...fs.map((f, i) => h("li", {
          class: `${i === cur ? "gw-s-current" : ""}${i > cur ? " gw-s-future" : ""}`.trim(),
        }, h("button", {
          type: "button", class: "gw-s-btn", "data-focus-key": i === cur ? "s-current" : `s-${i}`,
          tabindex: i === cur ? "0" : "-1", "aria-current": i === cur ? "step" : undefined,
          // a step not shown yet keeps its outcome to itself: hovering must not spoil it
          "aria-label": t("goblin.ui.go_step", { i: i + 1 }), title: i <= cur ? f.text : undefined,
          on: { click: () => { stepper.jump(i); currentStepButton()?.focus(); } },
        }, h("span", { text: String(i + 1) }))))),
      h("p", { class: "gw-hint gw-keys", id: keysId }, ...textLines(t("goblin.ui.keys")))));
  }

  function currentStepButton() {
    return /** @type {HTMLElement|null} */ (stage.querySelector('[data-focus-key="s-current"]'));
  }

  /**
   * @param {Goblin[]} players the goblins
   * @returns {HTMLElement} the game-over screen
   */
  function gameOver(players) {
    /** @type {number[]} */
    const winners = get("winners", []);
    const names = joinList(String(get("lang", "en")), winners.map((s) => nameOf(players, s)));
    const text = !winners.length ? t("goblin.ui.nobody")
      : winners.length > 1 ? t("goblin.ui.winners_shared", { names }) : t("goblin.ui.winner_is", { names });
    return h("section", { class: "gw-screen gw-over", "data-testid": "gw-over" },
      h("p", { class: "gw-big", text: t("goblin.ui.game_over") }),
      h("p", { class: "gw-winners", "data-testid": "gw-winners", text }),
      h("div", { class: "gw-next-row" },
        h("button", {
          type: "button", class: "gw-btn gw-primary", "data-testid": "gw-new-game", "data-focus-key": "new-game",
          on: { click: () => { stepper.stop(false); send({ type: "new_game" }); } },
        }, h("span", { class: "gw-btn-text", text: t("goblin.ui.new_game") })),
        reviewButton(t, (msg) => { stepper.stop(false); send(msg); })));
  }

  function rebuild() {
    root.setAttribute("aria-label", t("goblin.ui.widget"));
    // a new game is always at hand, so a Voila page (no code cell) can start one
    langSlot.replaceChildren(h("button", {
      type: "button", class: "gw-btn", "data-testid": "gw-new-game-head", "data-focus-key": "new-game-head",
      on: { click: () => { stepper.stop(false); send({ type: "new_game" }); } },
    }, h("span", { class: "gw-btn-text", text: t("goblin.ui.new_game") })), langSwitch(model, t));
    draw();
    drawReview();
  }

  const relabelled = relabel(model, root, rebuild);
  const view = bind(model, {
    "players store tunnel stage active options targets winners whatif error turn step": draw,
    frames: () => { stepper.halt(); lastStep = -1; draw(); },
    "labels lang": relabelled,
    "review review_step": () => drawReview(),
  });
  // the review of a finished game covers the table while it is open
  const review = createReviewPanel(model, {
    t, timeout: view.timeout, close: () => send({ type: "close_review" }), say: (text) => { status.textContent = text; },
    drawPosition: (pos, _dec, data) => drawGoblinPosition(pos, data.names, t),
  });
  root.append(review.el);
  const drawReview = reviewCover(root, review,
    () => /** @type {HTMLElement|null} */ (stage.querySelector("[data-testid='gw-review-open']")));
  const stepper = traitStepper(model, "step", {
    count: () => frames().length, show: () => draw(), delay: () => STEP_MS, timeout: view.timeout,
  });
  // while the review covers the table its own keys step it, not the turn's steps
  view.listen(root, "keydown", stepKeys(stepper, root, { when: () => !review.active() && showingSteps() }));
  view.finally(() => root.remove());
  relabelled();
  return view.cleanup;
}
