// @ts-check
/**
 * Gramin Expedition sandbox view (GraminWidget), and the puzzle view (PuzzleWidget): the
 * sandbox with the puzzle panel above it. Builds the DOM and wires it to the model.
 *
 * Renders the synced state (board, palette/hand, program cards, error, trace)
 * and sends intents; rules live in Python. Stepping through a recorded trace
 * (docs/rules/gramin.md section 6) is local: the view sets ``frame`` and saves it.
 *
 * Kept free of the CSS import so node tests can load it.
 *
 * @module gramin/view
 */

import { bind, relabel } from "../shared/bind.js";
import { langSwitch } from "../shared/lang.js";
import { h, svg } from "../shared/dom.js";
import { joinSentences, translator } from "../shared/i18n.js";
import { keepKeys } from "../shared/keys.js";
import { KEY_SHORTCUTS, stepKeys, traitStepper } from "../shared/stepper.js";
import { createBoard } from "./board.js";
import { cardInfo } from "./cards.js";
import { createCodeView } from "./codeview.js";
import { createControls } from "./controls.js";
import { keepFocusIn } from "./focus.js";
import { CONTROL } from "./icons.js";
import { renderIfCards } from "./ifcards.js";
import { cardLetters, HINT, lettersNote } from "./letters.js";
import { SPEEDS, stepAnnouncement, stepOverTarget } from "./player.js";
import { liveRegion } from "./live.js";
import { watchNarrow } from "./narrow.js";
import { problemNotes, programProblem } from "./problem.js";
import { createPuzzlePanel } from "./puzzle.js";
import { createPythonOpener } from "./pyopen.js";
import { describe, highlight, renderHand, renderProgram } from "./strip.js";

/** @typedef {import("../shared/types.js").RenderContext} RenderContext */
/** @typedef {import("./player.js").Frame} Frame */

/**
 * Render the sandbox (GraminWidget) into ``el``.
 *
 * @param {RenderContext} ctx anywidget render context
 * @returns {() => void} cleanup
 */
export function render(ctx) {
  return renderSandbox(ctx, null);
}

/**
 * Render a puzzle (PuzzleWidget) into ``el``: the sandbox and the puzzle panel (course,
 * goal, verdict, hints).
 *
 * @param {RenderContext} ctx anywidget render context
 * @returns {() => void} cleanup
 */
export function renderPuzzle(ctx) {
  return renderSandbox(ctx, createPuzzlePanel);
}

/**
 * @param {RenderContext} ctx anywidget render context
 * @param {typeof createPuzzlePanel|null} puzzlePanel the puzzle panel's maker (it also
 *   draws the goal on the board), or null for the plain sandbox; passed in so that the
 *   sandbox's bundle leaves the puzzle code out
 * @returns {() => void} cleanup
 */
function renderSandbox(ctx, puzzlePanel) {
  const { el } = ctx;
  const model = /** @type {import("./traits.js").SandboxModel} */ (ctx.model);
  const isPuzzle = puzzlePanel !== null;
  const t = translator(() => model.get("labels"));
  /** @type {keyof typeof SPEEDS} */
  let speed = "normal";
  // the run shown, by Python's run number: a new one is played from its first frame; the
  // one on screen when the view opens (a saved notebook) is not
  let seenRun = model.get("trace_data")?.run ?? null;
  // the run whose last frame has been shown: the puzzle's verdict waits for it
  let endedRun = seenRun;

  /** @type {import("../shared/types.js").Send} */
  const send = (msg) => model.send(msg);
  const root = keepKeys(h("div", {
    class: `gw-root gw-gramin${isPuzzle ? " gw-puzzle-view" : ""}`, role: "group", tabindex: "0",
    "aria-keyshortcuts": KEY_SHORTCUTS,
  }));
  // one live region for the whole widget: each step, and the puzzle's verdict and hints
  const live = liveRegion();
  const handBox = h("section", { class: "gw-hand-box" });
  const ifSlot = h("div", { class: "gw-if-slot" });
  // how cards are laid, shown when a letter typed lays nothing (js/gramin/letters.js)
  const lettersSlot = h("div", { class: "gw-letters-slot" });
  /** @type {string|null} the cards when the sentence was shown: it goes when they change */
  let lettersFor = null;
  const programBody = h("div", { class: "gw-program-body" });
  const programHead = h("div", { class: "gw-section-head" });
  const programBox = h("section", { class: "gw-program-box" }, programHead, programBody);
  let board = createBoard(t);
  const controlsFor = () => createControls(t, {
    go: (cmd) => (cmd === "over" ? stepper.jump(stepOverTarget(frames(), stepper.index())) : stepper.command(cmd)),
    seek: (i) => stepper.seek(i),
    speed: setSpeed,
  });
  let controls = controlsFor();
  const left = h("div", { class: "gw-left" }, board.el);
  // "Open as Python": the button heads the cards' Python; the Python widget opens under the cards
  const opener = createPythonOpener(t, send, () => /** @type {any} */ (model).widget_manager);
  const codeViewFor = () => {
    const made = createCodeView(t, send);
    made.el.querySelector(".gw-section-head")?.append(opener.button);
    return made;
  };
  let codeView = codeViewFor();
  const codeSlot = h("div", { class: "gw-code-slot" }, codeView.el);
  // the language switch heads the column of cards (Voila has no cell to set lang in)
  const langRow = h("div", { class: "gw-lang-row" });
  // (a puzzle's is in the course's row, beside the puzzle chosen)
  const right = h("div", { class: "gw-right" }, ...(isPuzzle ? [] : [langRow]), handBox, programBox, codeSlot);
  const speak = live.say;
  const problems = problemNotes(live.say, live.unsay);
  let puzzle = puzzlePanel?.(t, send, speak, langRow) ?? null;
  const puzzleSlot = h("div", { class: "gw-puzzle-slot" });
  const layout = h("div", { class: "gw-layout" }, left, right);
  root.append(live.el, puzzleSlot, layout, opener.el);
  el.append(root);
  // the step controls: under the board, or (the narrow layout) under the program, where
  // style.css draws them; in the DOM where they are drawn, for the Tab key's order
  let narrow = false;
  function placeControls() {
    const focused = /** @type {HTMLElement|null} */ (root.ownerDocument.activeElement);
    const inside = focused !== null && controls.el.contains(focused);
    if (narrow) right.insertBefore(controls.el, codeSlot);
    else left.append(controls.el);
    if (inside && !controls.el.contains(root.ownerDocument.activeElement)) focused.focus();
  }
  placeControls();

  /** @returns {Frame[]} */
  const frames = () => {
    const trace = model.get("trace_data");
    return Array.isArray(trace?.frames) ? trace.frames : [];
  };

  function drawHead() {
    const cards = model.get("cards") ?? [];
    const problem = programProblem(model.get("problem"));
    const note = problems.note(problem);
    programHead.replaceChildren(
      // the heading and the count flow as one text: a count that does not fit beside the
      // heading goes whole to the line under it (「プログラム」 / 「置いたカード2枚」), never
      // cut (置いた|カード2枚) nor pushed under Run
      h("div", { class: "gw-program-title" },
        h("h3", { class: "gw-heading", text: t("gramin.ui.program") }),
        h("span", {
          class: "gw-count", text: t(cards.length === 1 ? "gramin.ui.card_count_one" : "gramin.ui.card_count", { n: cards.length }),
        })),
      // Run and Clear stay together on one line: Clear never wraps under Run
      h("span", { class: "gw-run-group" }, h("button", {
        type: "button", class: "gw-btn gw-run", "data-testid": "gw-run", "data-focus-key": "run",
        "aria-label": t("gramin.ui.run"), disabled: cards.length === 0 || problem !== null,
        "aria-describedby": problem ? problems.id : undefined,
        on: { click: () => send({ type: "run" }) },
      }, svg(CONTROL.run), h("span", { class: "gw-btn-text", text: t("gramin.ui.run") })),
      h("button", {
        type: "button", class: "gw-btn gw-clear", "data-focus-key": "clear",
        "aria-label": t("gramin.ui.clear"), disabled: cards.length === 0,
        on: { click: () => send({ type: "clear" }) },
      }, h("span", { class: "gw-btn-text", text: t("gramin.ui.clear") }))),
      ...(note ? [note] : []),
    );
  }

  function drawHand() {
    keepFocusIn(handBox, () => {
      renderHand(handBox, {
        palette: model.get("palette"), hand: model.get("hand"), dieText: model.get("die_text"), t, send,
      });
      handBox.append(ifSlot, lettersSlot);
    });
    drawIfCards();
    drawLetters();
  }

  /** @param {boolean} [show] show the sentence now (a letter laid nothing) */
  function drawLetters(show = false) {
    const cards = JSON.stringify(model.get("cards") ?? []);
    if (show && lettersFor === null) {
      lettersFor = cards;
      live.say(t(HINT));
    } else if (lettersFor !== null && lettersFor !== cards) lettersFor = null;
    lettersSlot.replaceChildren(...(lettersFor === null ? [] : [lettersNote(t)]));
  }

  // the held if-cards follow the frame shown: one a run has spent is marked used
  function drawIfCards() {
    const fs = frames();
    const spent = fs.length ? fs[stepper.index()]?.spent : [];
    ifSlot.replaceChildren(...[renderIfCards(t, model.get("if_cards"), spent)].filter((x) => x !== null));
  }

  function drawOpener() {
    opener.update({
      id: String(model.get("python_view") ?? ""), canOpen: programProblem(model.get("problem")) === null,
      empty: (model.get("cards") ?? []).length === 0,
    });
  }

  function drawProgram() {
    drawOpener();
    drawLetters();
    keepFocusIn(programBox, () => {
      drawHead();
      renderProgram(programBody, {
        cards: model.get("cards"), error: model.get("error"), problem: programProblem(model.get("problem")), t, send,
      });
    });
    drawFrame();
  }

  /**
   * Draw the current frame.
   *
   * @param {boolean} [aloud] also say the step: when a person stepped, or playback
   *   paused or reached the last frame (not on each auto-play tick)
   * @returns {void}
   */
  function drawFrame(aloud = false) {
    const fs = frames();
    const cur = stepper.index();
    // the verdict comes with the last frame, once the explorer has got there
    if (fs.length && cur === fs.length - 1 && endedRun !== seenRun && !stepper.playing) {
      endedRun = seenRun;
      drawPuzzle();
    }
    board.update({ board: model.get("board"), frames: fs, current: cur, goal: isPuzzle ? model.get("puzzle_info") : null });
    highlight(programBody, fs.length ? fs[cur] : null, t);
    codeView.update({ code: model.get("code"), frame: fs.length ? fs[cur] : null, error: model.get("error") });
    // why the run stopped is the last frame's trap sentence (and the verdict's): not repeated
    controls.update({ frames: fs, current: cur, playing: stepper.playing, speed, cards: model.get("cards") ?? [] });
    drawIfCards();
    if (aloud) say(fs, cur);
  }

  /**
   * Put the step into the live region (only when it changed: redraws for other
   * reasons must not repeat it).
   *
   * @param {Frame[]} fs frames
   * @param {number} cur 0-based frame index
   * @returns {void}
   */
  function say(fs, cur) {
    const idx = fs[cur]?.card;
    const held = Number.isInteger(idx) ? (model.get("cards") ?? [])[/** @type {number} */ (idx)] : null;
    const summary = model.get("trace_data")?.summary;
    const lang = String(model.get("lang") ?? "en");
    const atEnd = fs.length > 0 && cur === fs.length - 1;
    const last = atEnd && typeof summary === "string" ? summary : "";
    // the puzzle's verdict is said with the frame it waited for (one sentence, not two
    // announcements where the second hides the first)
    const verdict = atEnd && endedRun === seenRun ? puzzle?.verdictSaid() ?? "" : "";
    speak(joinSentences(lang, [stepAnnouncement(fs, cur, held ? describe(cardInfo(held), t) : null, t, lang), last,
      verdict]));
  }

  /** @returns {boolean} the person asked for reduced motion: a run is shown at its end */
  function reducedMotion() {
    return Boolean(el.ownerDocument?.defaultView?.matchMedia?.("(prefers-reduced-motion: reduce)")?.matches);
  }

  /** @param {string} id a key of SPEEDS */
  function setSpeed(id) {
    speed = Object.prototype.hasOwnProperty.call(SPEEDS, id) ? /** @type {keyof typeof SPEEDS} */ (id) : "normal";
    stepper.respeed();
  }

  function drawPuzzle() {
    if (!puzzle) return;
    keepFocusIn(puzzleSlot, () => {
      puzzle?.update(model, { verdict: endedRun === seenRun });
      if (!puzzleSlot.contains(puzzle?.el ?? null)) puzzleSlot.replaceChildren(puzzle?.el ?? "");
    });
  }

  function rebuild() {
    stepper.halt();
    live.clear();
    puzzle = puzzlePanel?.(t, send, speak, langRow) ?? null;
    puzzleSlot.replaceChildren();
    drawPuzzle();
    board = createBoard(t);
    controls.el.remove();
    controls = controlsFor();
    left.replaceChildren(board.el);
    placeControls();
    codeView = codeViewFor();
    codeSlot.replaceChildren(codeView.el);
    opener.relabel();
    root.setAttribute("aria-label", t("gramin.ui.widget"));
    langRow.replaceChildren(langSwitch(model, t));
    drawHand();
    drawProgram();
  }

  const relabelled = relabel(model, root, rebuild);
  const view = bind(model, {
    board: () => drawFrame(),
    "palette hand die_text if_cards": drawHand,
    "cards error code problem": drawProgram,
    // a new run is said from its first frame; a frame set from Python is said unless
    // it is the playback's own tick (the view saves ``frame`` on each one)
    trace_data: () => {
      stepper.halt();
      const run = model.get("trace_data")?.run ?? null;
      if (run === null || run === seenRun) {
        drawFrame(true);
        return;
      }
      seenRun = run;
      // what was said was about the program being built: the run says its own frames
      live.clear();
      drawPuzzle();
      if (reducedMotion()) stepper.jump(frames().length - 1);
      else {
        drawFrame(false);
        stepper.play();
      }
    },
    frame: () => drawFrame(!stepper.playing),
    "puzzle_info course_list verdict hint_text": () => { drawFrame(); drawPuzzle(); },
    python_view: drawOpener,
    "labels lang": relabelled,
  });
  const stepper = traitStepper(model, "frame", {
    count: () => frames().length, show: drawFrame, delay: () => SPEEDS[speed], timeout: view.timeout,
  });
  // the board handles its own keys and stops them
  view.listen(root, "keydown", stepKeys(stepper, root, { when: () => frames().length > 0 }));
  view.listen(root, "keydown", cardLetters({ send, hint: () => drawLetters(true) }));
  view.finally(watchNarrow(layout, (now) => {
    narrow = now;
    placeControls();
  }));
  view.finally(() => {
    opener.remove();
    root.remove();
  });
  relabelled();
  return view.cleanup;
}
