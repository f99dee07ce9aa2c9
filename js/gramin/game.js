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
 * This module wires the panels (table.js: the bar and the log; seats.js: the players;
 * builder.js: the cover and the builder; replaypanel.js: the action replayed) to the
 * model, and keeps what is local to the browser: the frame shown, the open log, the
 * builder's Python box, the live region.
 *
 * @module gramin/game
 */

import { bind, relabel } from "../shared/bind.js";
import { h } from "../shared/dom.js";
import { joinSentences, translator } from "../shared/i18n.js";
import { keepKeys } from "../shared/keys.js";
import { createReviewPanel, reviewCover } from "../shared/review.js";
import { clampIndex, createStepper } from "../shared/stepper.js";
import { createBoard } from "./board.js";
import { builderPanel, coverPanel, lettersKey } from "./builder.js";
import { cardInfo } from "./cards.js";
import { createCodeView } from "./codeview.js";
import { keepFocusIn, usable } from "./focus.js";
import { cardLetters, HINT } from "./letters.js";
import { liveRegion } from "./live.js";
import { watchNarrow } from "./narrow.js";
import { SPEEDS, stepAnnouncement } from "./player.js";
import { problemNotes } from "./problem.js";
import { actorWalk, piecesOf, replayFrame } from "./replay.js";
import { actionPanel } from "./replaypanel.js";
import { drawGraminPosition } from "./review.js";
import { mePanel, playersPanel } from "./seats.js";
import { describe } from "./strip.js";
import { langOf, logPanel, nameOf, playersOf, stateOf, topBar } from "./table.js";

/** @typedef {import("../shared/types.js").RenderContext} RenderContext */
/** @typedef {import("../shared/types.js").Send} Send */
/** @typedef {import("./traits.js").GraminGameModel} Model */

/**
 * Render the game widget into ``el``.
 *
 * @param {RenderContext} ctx anywidget render context
 * @returns {() => void} cleanup
 */
export function renderGame(ctx) {
  const { el } = ctx;
  const model = /** @type {Model} */ (ctx.model);
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

  const state = () => stateOf(model);
  const lang = () => langOf(model);
  const players = () => playersOf(model);

  /**
   * The builder's panel, with what is kept across redraws while the same person builds:
   * the Python box (what they are typing stays: the panel is redrawn on every change, a
   * replay's every frame) and the note on how cards are laid, until the cards change.
   *
   * @param {import("./traits.js").Builder} b the person building
   * @returns {HTMLElement} the panel
   */
  function builder(b) {
    if (lettersFor !== null && lettersFor !== lettersKey(b)) lettersFor = null;
    if (builderCode?.player !== b.player) builderCode = { player: b.player, view: createCodeView(t, send) };
    return builderPanel(model, t, send, b, { code: builderCode.view, letters: lettersFor !== null, problems });
  }

  const top = h("div");
  const left = h("div", { class: "gw-left" });
  const right = h("div", { class: "gw-right gw-game-side" });
  // the cover, the builder and the action replay go beside the board (what a person works
  // with, in sight at once on a projector); the players and the log then go under both
  const bottom = h("div", { class: "gw-game-bottom" });
  const layout = h("div", { class: "gw-layout" }, left, right);
  root.append(live.el, top, layout, bottom);
  // the narrow layout (js/gramin/narrow.js): the action's step buttons over its program
  let narrow = false;

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
      pieces: piecesOf(s, frame, players(), frame && action ? action.player : s.actor, t),
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
    if (action && frames.length) {
      const i = clampIndex(frameIndex, frames.length);
      const cards = action.program ?? state().programs?.[action.player] ?? [];
      const idx = frames[i]?.card;
      const held = Number.isInteger(idx) ? cards[idx] : null;
      const head = t("gramin.game.ui.action_of", { name: nameOf(model, action.player) });
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
      top.replaceChildren(topBar(model, t, send, frameIndex));
      drawBoard();
      left.replaceChildren(board.el);
      const cover = model.get("cover");
      const b = model.get("builder");
      if (!b) builderCode = null; // a cover or another phase: the next builder starts afresh
      const replay = actionPanel(model, t, send, { frameIndex, go: (cmd) => stepper.command(cmd), narrow });
      const work = [cover ? coverPanel(t, send, cover) : null, b ? builder(b) : null, replay]
        .filter((x) => x !== null);
      // while actions play, one's own chests stay in sight above the replay (they change
      // with it); the builder shows the hand instead
      const mine = mePanel(model, t, frameIndex);
      const watching = replay !== null && work.length === 1;
      if (watching && mine) work.unshift(mine);
      const fold = { open: logOpen, toggled: (/** @type {boolean} */ open) => { logOpen = open; } };
      const about = [watching ? null : mine, playersPanel(model, t, frameIndex), logPanel(model, t, fold)].filter((x) => x !== null);
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
      lettersFor = lettersKey(b);
      draw();
      live.say(t(HINT));
    },
  }));
  view.finally(watchNarrow(layout, (now) => {
    if (now === narrow) return;
    narrow = now;
    draw(false);
  }));
  view.finally(() => root.remove());
  relabelled();
  return view.cleanup;
}
