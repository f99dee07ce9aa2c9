// @ts-check
/**
 * Game view of GraminGameWidget: 2-4 explorers on one board, dice and parent,
 * a "Pass to <name>" cover before each person builds, trap placement by clicking
 * a square, and the action phase replayed card by card (docs/rules/gramin.md 4).
 *
 * Rules live in Python: this view renders the synced state and sends intents: the
 * moves ``roll`` (chance's), ``place_trap`` and ``act``, each the engine's own action
 * dict with its ``player`` (gamewidgets/gramin/engine/actions.py), and ``show_hand``,
 * ``hide_hand``, card edits, ``toggle_trap``, ``submit``, ``replay`` (an earlier action
 * of the turn, ◀ ▶), ``new_game``. The frames of the action shown are stepped locally.
 * Once the game is over, ``open_review`` / ``close_review``: its review (js/shared/review.js),
 * which covers the board while it is open.
 *
 * @module gramin/game
 */

import { CHANCE } from "../shared/actions.js";
import { bind, relabel } from "../shared/bind.js";
import { langSwitch } from "../shared/lang.js";
import { h } from "../shared/dom.js";
import { joinList, joinSentences, translator } from "../shared/i18n.js";
import { keepKeys } from "../shared/keys.js";
import { createReviewPanel, reviewButton, reviewCover } from "../shared/review.js";
import { clampIndex, createStepper, stepButtons } from "../shared/stepper.js";
import { createBoard } from "./board.js";
import { cardInfo } from "./cards.js";
import { createCodeView } from "./codeview.js";
import { keepFocusIn, usable } from "./focus.js";
import { eventLines, SPEEDS, stepAnnouncement } from "./player.js";
import { liveRegion } from "./live.js";
import { problemNotes, programProblem } from "./problem.js";
import { actionFrame, actorWalk, countsAt, piecesOf, replayFrame } from "./replay.js";
import { drawGraminPosition } from "./review.js";
import { cardsSaid, describe, highlight, miniCards, renderHand, renderProgram } from "./strip.js";
import { cardLetters, HINT, lettersNote } from "./letters.js";

/** @typedef {import("../shared/types.js").RenderContext} RenderContext */
/** @typedef {import("../shared/types.js").Send} Send */

/**
 * The synced payloads this view reads (GraminGameWidget's traits). Hands and programs
 * of other seats are never in them.
 *
 * @typedef {{name: string, bot: string|null, seat?: number}} Player a ``players`` entry
 * @typedef {{player: number, name: string}} Cover the ``cover`` trait: whose turn to look
 * @typedef {{kind: string, held: number, declared: number}} TrapToggle a trap card to declare
 * @typedef {{mark: string, card: string, named: boolean}} IfMark an if-card kind held, and
 *   whether the player lets it cancel its trap this turn
 * @typedef {Object} Builder the ``builder`` trait: the person building now
 * @property {number} player seat
 * @property {number} die the die's value
 * @property {string} [die_text] the die's label (whether loop cards count, from Python)
 * @property {number} cost the program's cost
 * @property {Array<Record<string, any>>} hand cards in hand (``used`` ones in the program)
 * @property {Array<Record<string, any>>} cards the program
 * @property {Array<{text: string, card: number, depth: number}>} code the program as Python
 * @property {TrapToggle[]} [traps] trap cards held
 * @property {string[]} [if_cards] if-cards held
 * @property {string} [if_label] their heading
 * @property {IfMark[]} [if_marks] the traps the if-cards may cancel, to name (if-cards not
 *   used automatically)
 * @property {{message: string, card_index: number|null, pending: boolean}|null} problem what
 *   stops the program being submitted (js/gramin/problem.js), or null
 */

/**
 * Render the game widget into ``el``.
 *
 * @param {RenderContext} ctx anywidget render context
 * @returns {() => void} cleanup
 */
export function renderGame({ model, el }) {
  const t = translator(() => model.get("labels"));
  /** @type {Send} */
  const send = (msg) => model.send(msg);
  // the replayed frame of the action shown (local: stepping never asks the kernel; only
  // choosing another action of the turn does)
  let frameIndex = 0;

  const root = keepKeys(h("div", { class: "gw-root gw-gramin gw-game", role: "group", tabindex: "0" }));
  // one live region kept across redraws: the status line and each replayed step are
  // said here (the panels are rebuilt on every change, and a new region is not read)
  const live = liveRegion();
  el.append(root);
  /** @type {{status: string, step: string}} what the live region last said, or what was shown first */
  let heard = { status: "", step: "" };
  // the builder's problem, said with the next announcement (the panels are drawn first)
  let problemNews = "";
  // a problem fixed is taken back out of the region, as in the sandbox
  const problems = problemNotes((text) => { problemNews = text; }, (text) => {
    if (problemNews === text) problemNews = "";
    live.unsay(text);
  });
  // identity of the action being replayed: a language switch re-sends the same one retold
  let actionKey = "";
  let logOpen = false;
  let stage = "";
  let board = createBoard(t, { onSquare });
  /** @type {{player: number, view: ReturnType<typeof createCodeView>}|null} the builder's Python box */
  let builderCode = null;
  /** @type {string|null} the builder's cards when a letter laid nothing: the sentence
   * saying how cards are laid is shown under the hand until they change */
  let lettersFor = null;

  /**
   * The placer puts its next declared trap card on the square.
   *
   * @param {number} row 0-based row @param {number} col 0-based column
   */
  function onSquare(row, col) {
    const s = state();
    const kind = s.pending_traps?.[s.actor]?.[0];
    send({ type: "place_trap", player: s.actor, kind, pos: [row, col] });
  }

  const state = () => model.get("state") ?? {};
  const lang = () => String(model.get("lang") ?? "en");
  /** @returns {Player[]} */
  const players = () => model.get("players") ?? [];
  const humans = () => players().filter((p) => !p.bot).length;
  /** @param {number} p seat */
  const name = (p) => players()[p]?.name ?? String(p);
  const shown = () => countsAt(state(), replayFrame(model.get("action"), frameIndex));

  /**
   * A button that sends an intent (or runs a function).
   *
   * @param {string} text its text
   * @param {string} cls classes after ``gw-btn``
   * @param {Record<string, unknown>|(() => void)} msg the intent, or what a click does
   * @param {{testid?: string, label?: string, disabled?: boolean}} [opts] test id (also
   *   the focus key), accessible name when not the text, disabled
   * @returns {HTMLElement} the button
   */
  function button(text, cls, msg, opts = {}) {
    return h("button", {
      type: "button", class: `gw-btn ${cls}`, "data-testid": opts.testid, "data-focus-key": opts.testid ?? cls,
      "aria-label": opts.label ?? text, disabled: opts.disabled, text,
      on: { click: typeof msg === "function" ? msg : () => send(msg) },
    });
  }

  function topBar() {
    const s = state();
    const over = s.phase === "over";
    const bar = h("div", { class: "gw-game-bar" },
      h("h2", { class: "gw-game-title", text: t("gramin.game.ui.widget") }),
      h("span", { class: "gw-pill", text: t("gramin.game.ui.turn", { turn: s.turn ?? 1 }) }),
      h("span", { class: "gw-pill", text: t("gramin.game.ui.phase", { phase: t(`gramin.game.phase.${s.phase}`) }) }),
      h("span", { class: "gw-pill gw-muted", text: t("gramin.game.ui.deck", { n: s.deck ?? 0 }) }),
      h("span", { class: "gw-pill gw-muted", text: t("gramin.game.ui.discard", { n: s.discard ?? 0 }) }),
      h("span", { class: "gw-pill gw-muted", "data-testid": "gw-croc-pile", text: t("gramin.game.ui.croc_pile", { n: shown().crocodile_pile }) }),
      langSwitch(model, t),
    );
    const actions = h("div", { class: "gw-game-actions" });
    if (s.phase === "roll") actions.append(button(t("gramin.game.ui.roll"), "gw-run gw-roll", { type: "roll", player: CHANCE }, { testid: "gw-roll" }));
    if (s.phase === "action") {
      actions.append(button(t("gramin.game.ui.act"), "gw-run gw-act", { type: "act", player: s.actor }, { testid: "gw-act" }));
    }
    if (over) actions.append(button(t("gramin.game.ui.new_game"), "gw-new", { type: "new_game" }, { testid: "gw-new-game" }));
    if (over) actions.append(reviewButton(t, send));
    const status = h("p", { class: "gw-status", "data-testid": "gw-status", text: String(model.get("status") ?? "") });
    const err = model.get("error");
    return h("div", { class: "gw-game-top" }, bar, h("div", { class: "gw-game-row" }, status, actions),
      err?.message ? h("div", { class: "gw-alert", role: "alert", "data-testid": "gw-error", text: String(err.message) }) : null);
  }

  /**
   * A revealed program, small: glyphs for the eye, one sentence for a screen reader.
   *
   * @param {Array<Record<string, any>>} cards the program's cards
   * @param {number} p seat
   * @returns {HTMLElement} the program
   */
  function miniProgram(cards, p) {
    // drawn glyphs for the eye; one spoken sentence for a screen reader
    return miniCards(cards, t("core.ui.labelled", { label: t("gramin.game.ui.program_of", { name: name(p) }), text: cardsSaid(cards, t, lang()) }));
  }

  function playersPanel() {
    const s = state();
    const c = shown();
    const me = model.get("me");
    const list = h("ol", { class: "gw-players", "aria-label": t("gramin.game.ui.players") });
    players().forEach((pl, p) => {
      /** @type {HTMLElement[]} */
      const tags = [];
      if (s.parent === p) tags.push(h("span", { class: "gw-tag gw-tag-parent", "data-testid": "gw-parent", text: t("gramin.game.ui.parent") }));
      if (pl.bot) tags.push(h("span", { class: "gw-tag", text: t("gramin.game.ui.bot") }));
      const roll = s.rolls?.[p];
      /** @type {HTMLElement[]} */
      const facts = [];
      if (Number.isInteger(roll)) {
        facts.push(h("span", { class: "gw-die-face", role: "img", "data-testid": `gw-die-${p + 1}`,
          "aria-label": t("gramin.game.ui.die_value", { n: roll }), text: String(roll) }));
      }
      // a tie for parent is re-rolled (rules 4.1): show each re-roll after the die itself
      (Array.isArray(s.rerolls) ? s.rerolls : []).forEach((/** @type {number[]|null} */ round, /** @type {number} */ r) => {
        const again = round?.[p];
        if (Number.isInteger(again)) {
          facts.push(h("span", {
            class: "gw-die-face gw-die-reroll", role: "img", "data-testid": `gw-reroll-${p + 1}-${r + 1}`,
            "aria-label": t("gramin.game.ui.reroll_value", { n: again }), title: t("gramin.game.ui.reroll_value", { n: again }),
            text: String(again),
          }));
        }
      });
      if (s.skipping?.[p]) facts.push(h("span", { class: "gw-fact", text: t("gramin.game.ui.skipping") }));
      facts.push(h("span", { class: "gw-fact", "data-testid": `gw-hand-size-${p + 1}`, text: t("gramin.game.ui.cards_in_hand", { n: c.hand_sizes[p] ?? 0 }) }));
      facts.push(h("span", { class: "gw-fact", "data-testid": `gw-pile-size-${p + 1}`, text: t("gramin.game.ui.chests", { n: c.pile_sizes[p] ?? 0 }) }));
      const myScore = c.me_pile ? c.me_pile.reduce((a, b) => a + b, 0) : me?.score;
      if (c.scores) facts.push(h("strong", { class: "gw-fact gw-score", text: t("gramin.game.ui.points", { n: c.scores[p] }) }));
      else if (me && me.player === p) facts.push(h("strong", { class: "gw-fact gw-score", text: t("gramin.game.ui.points", { n: myScore }) }));
      if (s.phase === "build" && !s.skipping?.[p]) facts.push(h("span", { class: "gw-fact", text: t(s.built?.[p] ? "gramin.game.ui.built" : "gramin.game.ui.building") }));
      if (c.stopped[p]) facts.push(h("span", { class: "gw-fact", text: t("gramin.game.ui.stopped") }));
      const prog = s.programs?.[p];
      const winner = c.winners.includes(p);
      list.append(h("li", {
        class: `gw-player gw-seat-${p + 1}${s.actor === p ? " gw-player-active" : ""}${winner ? " gw-winner" : ""}`,
        "data-testid": `gw-player-${p + 1}`, "aria-current": s.actor === p ? "true" : undefined,
      },
      h("div", { class: "gw-player-head" },
        h("span", { class: "gw-seat-dot", "aria-hidden": "true", text: String(p + 1) }),
        h("strong", { class: "gw-player-name", text: String(pl.name ?? "") }),
        winner ? h("span", { class: "gw-tag gw-tag-win", text: t("gramin.game.ui.winner") }) : null, ...tags),
      h("div", { class: "gw-player-facts" }, ...facts),
      prog ? miniProgram(prog, p) : null));
    });
    return h("section", { class: "gw-panel" }, h("h3", { class: "gw-heading", text: t("gramin.game.ui.players") }), list);
  }

  /** @param {Cover} cover whose turn it is to look @returns {HTMLElement} the cover */
  function coverPanel(cover) {
    return h("section", { class: "gw-cover", "data-testid": "gw-cover", "aria-label": t("gramin.game.ui.pass_to", { name: cover.name }) },
      h("p", { class: "gw-cover-title", text: t("gramin.game.ui.pass_to", { name: cover.name }) }),
      h("p", { text: t("gramin.game.ui.cover_text", { name: cover.name }) }),
      button(t("gramin.game.ui.show_hand", { name: cover.name }), "gw-run gw-show-hand", { type: "show_hand", player: cover.player }, { testid: "gw-show-hand" }));
  }

  /** @param {Builder} b the person building @returns {HTMLElement} the builder panel */
  function builderPanel(b) {
    const problem = programProblem(b.problem);
    const handBox = h("div", { class: "gw-hand-box" });
    renderHand(handBox, { palette: null, hand: b.hand, dieText: b.die_text, t, send });
    const cards = JSON.stringify([b.player, b.cards ?? []]);
    if (lettersFor !== null && lettersFor !== cards) lettersFor = null;
    if (lettersFor !== null) handBox.append(lettersNote(t));
    const programBody = h("div", { class: "gw-program-body" });
    renderProgram(programBody, { cards: b.cards, error: null, problem, t, send });
    // the same box across redraws while the same person builds: what they are typing
    // stays (the panel is redrawn on every change, a replay's every frame)
    if (builderCode?.player !== b.player) builderCode = { player: b.player, view: createCodeView(t, send) };
    const code = builderCode.view;
    code.update({ code: b.code, frame: null, error: null });
    const traps = h("div", { class: "gw-trap-toggles", role: "group", "aria-label": t("gramin.game.ui.traps") },
      ...(b.traps ?? []).map((tr) => {
        const label = t("gramin.game.ui.trap_toggle", { trap: t(`gramin.game.term.${tr.kind}`) });
        return h("button", {
          type: "button", class: "gw-btn gw-trap-toggle", "aria-pressed": tr.declared ? "true" : "false",
          "data-focus-key": `trap-${tr.kind}`, "aria-label": label,
          text: t("gramin.game.ui.trap_count", { label, declared: tr.declared, held: tr.held }), on: { click: () => send({ type: "toggle_trap", kind: tr.kind }) },
        });
      }));
    const ifs = (b.if_cards ?? []).length
      ? h("p", { class: "gw-fact gw-if-held", text: joinSentences(lang(), [b.if_label ?? t("gramin.game.ui.if_cards"), joinList(lang(), (b.if_cards ?? []).map((k) => t(`gramin.game.term.${k}`)))]) })
      : null;
    // if-cards used only on the traps named (docs/rules/gramin.md 2.3): one toggle per
    // if-card kind held; Python checks each name
    const marks = (b.if_marks ?? []).length
      ? h("div", { class: "gw-trap-row gw-if-marks" },
        h("h4", { class: "gw-subheading", text: t("gramin.game.ui.if_marks") }),
        h("div", { class: "gw-trap-toggles", role: "group", "aria-label": t("gramin.game.ui.if_marks") },
          ...(b.if_marks ?? []).map((m) => {
            const label = t("gramin.game.ui.if_mark_toggle", { card: t(`gramin.game.term.${m.card}`), trap: t(`gramin.game.term.${m.mark}`) });
            return h("button", {
              type: "button", class: "gw-btn gw-trap-toggle gw-if-mark", "aria-pressed": m.named ? "true" : "false",
              "data-focus-key": `if-${m.mark}`, "data-testid": `gw-if-mark-${m.mark}`, text: label,
              on: { click: () => send({ type: "toggle_if_mark", mark: m.mark }) },
            });
          })))
      : null;
    // submit sits beside the program, like Run: off while the program cannot be
    // submitted, with the reason beside it
    const submit = button(t("gramin.game.ui.submit"), "gw-run gw-submit", { type: "submit" },
      { testid: "gw-submit", disabled: problem !== null });
    if (problem) submit.setAttribute("aria-describedby", problems.id);
    return h("section", { class: "gw-builder gw-panel", "data-testid": "gw-builder" },
      h("div", { class: "gw-section-head" },
        h("h3", { class: "gw-heading", text: t("gramin.game.ui.your_cards", { name: name(b.player) }) }),
        h("span", { class: "gw-count", "data-testid": "gw-cost", text: t("gramin.game.ui.cost", { cost: b.cost, die: b.die }) })),
      handBox,
      (b.traps ?? []).length ? h("div", { class: "gw-trap-row" }, h("h4", { class: "gw-subheading", text: t("gramin.game.ui.traps") }), traps) : null,
      ifs,
      marks,
      h("div", { class: "gw-program-box" },
        h("div", { class: "gw-section-head" },
          h("h3", { class: "gw-heading", text: t("gramin.ui.program") }),
          submit,
          humans() > 1 ? button(t("gramin.game.ui.hide"), "gw-hide", { type: "hide_hand" }) : null,
          problems.note(problem)),
        programBody),
      code.el);
  }

  function actionPanel() {
    const action = model.get("action");
    const frames = Array.isArray(action?.frames) ? action.frames : [];
    if (!frames.length) return null;
    const p = action.player;
    const frame = actionFrame(action, frameIndex);
    const programBody = h("div", { class: "gw-program-body gw-readonly" });
    renderProgram(programBody, {
      cards: action.program ?? state().programs?.[p] ?? [], error: null, readonly: true, t, send: () => {},
    });
    highlight(programBody, frame, t);
    const code = createCodeView(t, () => {}, { editable: false });
    code.update({ code: action.code ?? [], frame, error: null });
    // the frame's own sentences, as a run's step box has them: which card ran and where
    // it took the piece, then what happened there
    const lines = eventLines(frame);
    const inner = (frame?.loops ?? []).at(-1);
    if (inner) lines.push(t("gramin.ui.iteration", { i: inner[1], n: inner[2] }));
    const hasLoop = frames.some((/** @type {any} */ f) => (f?.loops ?? []).length > 0);
    return h("section", {
      class: "gw-panel gw-action", "data-testid": "gw-action", "data-player": p,
      "data-action": action.action ?? 0, "data-has-loop": hasLoop ? "true" : "false",
    },
      h("div", { class: "gw-section-head" },
        // whose action; which one of the turn is counted once, in the row under it (the
        // player's own count beside it read as another count of the same thing)
        h("h3", { class: "gw-heading", text: t("gramin.game.ui.action_of", { name: name(p) }) }),
        h("span", { class: "gw-frame-no", "data-testid": "gw-action-frame", text: t("gramin.ui.frame", { i: frameIndex + 1, n: frames.length }) })),
      turnActions(action),
      programBody,
      // auto-play starts with each new action; the buttons take over from there
      stepButtons(t, { go: (cmd) => stepper.command(cmd), play: false, icons: false, focusKey: "act-" })
        .update(frameIndex, frames.length),
      lines.length ? h("div", { class: "gw-events" },
        ...lines.map((x) => h("p", { class: "gw-event", text: x }))) : null,
      // the same program as Python, under what the board shows
      code.el);
  }

  /**
   * The turn's actions, to replay any of them: ◀ the one before, ▶ the one after (the
   * kernel keeps them).
   *
   * @param {any} action the ``action`` trait
   * @returns {HTMLElement} the row
   */
  function turnActions(action) {
    // shown from the turn's first action on (both arrows off), so the panel under it
    // does not move down when a second action comes
    const i = Number.isInteger(action?.index) ? action.index : 0;
    const n = Number.isInteger(action?.count) ? action.count : 1;
    const go = (/** @type {string} */ cls, /** @type {string} */ label, /** @type {string} */ glyph, /** @type {number} */ to) =>
      h("button", { type: "button", class: `gw-btn ${cls}`, "data-focus-key": cls, "aria-label": t(label), title: t(label),
        disabled: to < 0 || to >= n, text: glyph, on: { click: () => send({ type: "replay", index: to }) } });
    return h("div", { class: "gw-turn-actions", role: "group", "aria-label": t("gramin.game.ui.turn_actions") },
      go("gw-replay-prev", "gramin.game.ui.replay_prev", "◀", i - 1),
      h("span", { class: "gw-count", "data-testid": "gw-turn-action", text: t("gramin.game.ui.turn_action", { i: i + 1, n }) }),
      go("gw-replay-next", "gramin.game.ui.replay_next", "▶", i + 1));
  }

  function logPanel() {
    const s = state();
    const events = s.events ?? [];
    // while the dice wait, the log still holds the turn that just ended
    const title = s.phase === "roll" && events.length ? "gramin.game.ui.log_last" : "gramin.game.ui.log";
    // rebuilt on every change: keep it open if the reader opened it
    return h("details", { class: "gw-panel gw-log", "data-testid": "gw-log", open: logOpen,
      on: { toggle: (/** @type {Event} */ ev) => { logOpen = /** @type {HTMLDetailsElement} */ (ev.currentTarget).open; } } },
      h("summary", { class: "gw-heading", "data-focus-key": "log", text: t(title) }),
      h("ol", {}, ...events.map((/** @type {any} */ e) => h("li", { text: String(e?.text ?? "") }))));
  }

  function mePanel() {
    const me = model.get("me");
    if (!me) return null;
    const pile = shown().me_pile ?? me.pile ?? [];
    return h("p", { class: "gw-fact gw-me", "data-testid": "gw-me",
      text: pile.length ? t("gramin.game.ui.your_chests", { points: joinList(lang(), pile.map(String)) }) : t("gramin.game.ui.no_chests") });
  }

  const top = h("div");
  const left = h("div", { class: "gw-left" });
  const right = h("div", { class: "gw-right gw-game-side" });
  // the cover, the builder and the action replay go beside the board (what a person works
  // with, in sight at once on a projector); the players and the log then go under both
  const bottom = h("div", { class: "gw-game-bottom" });
  root.append(live.el, top, h("div", { class: "gw-layout" }, left, right), bottom);

  function drawBoard() {
    const s = state();
    const action = model.get("action");
    // replay the action shown; the turn's latest one ends on the live state
    const frame = replayFrame(action, frameIndex);
    const b = s.board ?? {};
    const onBoard = frame ? { ...b, chests: frame.chests, traps: frame.traps } : b;
    const placer = s.phase === "traps" && Number.isInteger(s.actor) && !players()[s.actor]?.bot;
    const all = new Set();
    if (placer) for (let r = 0; r < (b.rows ?? 0); r++) for (let c = 0; c < (b.cols ?? 0); c++) all.add(`${r},${c}`);
    // the actor's trail and the card's path, as a puzzle's run draws them
    const walk = actorWalk(action);
    board.update({
      board: { ...onBoard, start: null }, frames: walk, current: walk.length ? clampIndex(frameIndex, walk.length) : 0,
      pieces: piecesOf(s, frame, players(), frame ? action.player : s.actor, t),
      targets: placer ? { keys: all, label: () => t("gramin.game.ui.place_here") } : null,
    });
  }

  // where the focus goes when what it was on is gone (a phase ended): the next thing to do
  const nextControl = () => root.querySelector('[data-testid="gw-show-hand"]')
    ?? root.querySelector('.gw-grid[aria-readonly="false"] .gw-square[tabindex="0"]')
    ?? root.querySelector(".gw-builder .gw-hand button:not([disabled])")
    ?? root.querySelector('[data-testid="gw-act"], [data-testid="gw-roll"], [data-testid="gw-new-game"]');

  /**
   * What the live region would say now: the status line and the replayed step.
   *
   * @returns {{status: string, step: string}} texts ("" for no replay)
   */
  function sayable() {
    const action = model.get("action");
    const frames = Array.isArray(action?.frames) ? action.frames : [];
    let step = "";
    if (frames.length) {
      const i = clampIndex(frameIndex, frames.length);
      const cards = action.program ?? state().programs?.[action.player] ?? [];
      const idx = frames[i]?.card;
      const held = Number.isInteger(idx) ? cards[idx] : null;
      const head = t("gramin.game.ui.action_of", { name: name(action.player) });
      step = t("core.ui.labelled", { label: head, text: stepAnnouncement(frames, i, held ? describe(cardInfo(held), t) : null, t, lang()) });
    }
    return { status: String(model.get("status") ?? ""), step };
  }

  /**
   * Say what changed since it was last said: a new status line, a new replayed step.
   *
   * @param {boolean} withStep say the step too (not on an auto-play tick before the last frame)
   * @returns {void}
   */
  function announce(withStep) {
    const now = sayable();
    const step = withStep && now.step !== heard.step ? now.step : "";
    const status = now.status !== heard.status ? now.status : "";
    heard = { status: now.status, step: withStep ? now.step : heard.step };
    const news = joinSentences(lang(), [step, status, problemNews]);
    problemNews = "";
    live.say(news);
  }

  /**
   * Redraw everything.
   *
   * @param {boolean} [withStep] say the replayed step if it changed (default: unless auto-playing)
   * @returns {void}
   */
  function draw(withStep = !stepper.playing) {
    // a new phase, actor or cover moves the focus on to what is to be done next
    const s = state();
    const now = [s.phase, s.actor, model.get("cover")?.player, model.get("builder")?.player].join("|");
    const moved = now !== stage;
    stage = now;
    keepFocusIn(root, () => {
      top.replaceChildren(topBar());
      drawBoard();
      left.replaceChildren(board.el);
      const cover = model.get("cover");
      const b = model.get("builder");
      if (!b) builderCode = null; // a cover or another phase: the next builder starts afresh
      const replay = actionPanel();
      const work = [cover ? coverPanel(cover) : null, b ? builderPanel(b) : null, replay]
        .filter((x) => x !== null);
      // while actions play, one's own chests stay in sight above the replay (they change
      // with it); the builder shows the hand instead
      const mine = mePanel();
      const watching = replay !== null && work.length === 1;
      if (watching && mine) work.unshift(mine);
      const about = [watching ? null : mine, playersPanel(), logPanel()].filter((x) => x !== null);
      right.replaceChildren(...(work.length ? work : about));
      bottom.replaceChildren(...(work.length ? about : []));
    }, nextControl);
    const focused = root.ownerDocument.activeElement;
    if (moved && focused !== root && root.contains(focused)) {
      const next = nextControl();
      if (usable(next)) /** @type {HTMLElement} */ (next).focus();
    }
    announce(withStep);
  }

  // the frames of the last action; auto-play says only the last frame: a sentence every
  // 700 ms would queue up unread
  const stepper = createStepper({
    count: () => model.get("action")?.frames?.length ?? 0,
    get: () => frameIndex,
    set: (i, aloud) => { frameIndex = i; draw(aloud); },
    show: (aloud) => draw(aloud),
    delay: () => SPEEDS.normal,
    timeout: (fn, ms) => view.timeout(fn, ms),
  });

  /**
   * Identity of an action: the same player, action number and number of frames.
   *
   * @param {any} action the ``action`` trait
   * @returns {string} key ("" for none)
   */
  function keyOf(action) {
    const n = Array.isArray(action?.frames) ? action.frames.length : 0;
    return n ? JSON.stringify([action.player, action.action ?? 0, n]) : "";
  }

  function onAction() {
    const next = keyOf(model.get("action"));
    if (next && next === actionKey) {
      // the same action retold (a language switch): stay on the frame shown
      draw();
      return;
    }
    actionKey = next;
    stepper.halt();
    frameIndex = 0;
    const n = model.get("action")?.frames?.length ?? 0;
    draw(n <= 1);
    stepper.play();
  }

  function rebuild() {
    builderCode = null;
    board = createBoard(t, { onSquare });
    root.setAttribute("aria-label", t("gramin.game.ui.widget"));
    draw();
    drawReview();
  }

  const relabelled = relabel(model, root, rebuild);
  const view = bind(model, {
    "state players me cover builder status error": () => draw(),
    action: onAction,
    "labels lang": relabelled,
    "review review_step": () => drawReview(),
  });
  // the review of a finished game covers the board while it is open
  const review = createReviewPanel(model, {
    t, timeout: view.timeout, close: () => send({ type: "close_review" }), say: (text) => live.say(text),
    drawPosition: (pos, dec, data) => drawGraminPosition(pos, dec, data.names, t, lang()),
  });
  root.append(review.el);
  const drawReview = reviewCover(root, review,
    () => /** @type {HTMLElement|null} */ (top.querySelector("[data-testid='gw-review-open']")));
  // a saved notebook opens on the last action's end, and says nothing
  const action = model.get("action");
  actionKey = keyOf(action);
  frameIndex = Math.max(0, (action?.frames?.length ?? 1) - 1);
  heard = sayable();
  // letters typed while building lay and turn cards, or say how (js/gramin/letters.js)
  view.listen(root, "keydown", cardLetters({
    send,
    when: () => Boolean(model.get("builder")) && !review.active(),
    hint: () => {
      if (lettersFor !== null) return;
      const b = model.get("builder");
      lettersFor = JSON.stringify([b?.player, b?.cards ?? []]);
      draw();
      live.say(t(HINT));
    },
  }));
  view.finally(() => root.remove());
  relabelled();
  return view.cleanup;
}
