/**
 * Gramin Expedition widget view: builds the DOM and wires it to the model.
 *
 * Renders the synced state (board, palette/hand, program cards, error, trace)
 * and sends intents; rules live in Python (DESIGN.md section 2). Stepping
 * through a recorded trace is local: the view sets ``frame`` and saves it.
 *
 * Kept free of the CSS import so node tests can load it.
 *
 * @module gramin/view
 */

import { h, svg } from "../shared/dom.js";
import { joinSentences, translator } from "../shared/i18n.js";
import { createBoard } from "./board.js";
import { cardInfo } from "./cards.js";
import { createCodeView } from "./codeview.js";
import { createControls } from "./controls.js";
import { keepFocusIn } from "./focus.js";
import { CONTROL } from "./icons.js";
import { renderIfCards } from "./ifcards.js";
import { clampFrame, keyCommand, navigate, SPEEDS, stepAnnouncement } from "./player.js";
import { createPuzzlePanel } from "./puzzle.js";
import { describe, highlight, renderHand, renderProgram } from "./strip.js";

/**
 * @typedef {Object} Model
 * @property {(name: string) => any} get read a trait
 * @property {(name: string, value: any) => void} set write a trait locally
 * @property {() => void} save_changes sync written traits to Python
 * @property {(event: string, fn: (...args: any[]) => void) => void} on listen
 * @property {(event: string, fn: (...args: any[]) => void) => void} off stop listening
 * @property {(msg: any) => void} send send a custom message (an intent)
 */

/**
 * Render the widget into ``el``.
 *
 * @param {{model: Model, el: HTMLElement}} ctx anywidget render context
 * @returns {() => void} cleanup
 */
export function render({ model, el }) {
  const t = translator(() => model.get("labels"));
  let playing = false;
  let speed = "normal";
  /** @type {ReturnType<typeof setTimeout>|null} */
  let timer = null;

  const send = (msg) => model.send(msg);
  const root = h("div", {
    class: "gw-root gw-gramin", role: "group", tabindex: "0", "data-lm-suppress-shortcuts": "true",
    "aria-keyshortcuts": "ArrowLeft ArrowRight Home End Space",
  });
  // one polite live region for the whole widget, kept across redraws so that
  // screen readers hear each step (a region created with its text is not read); the
  // puzzle's verdict and hints are said here too
  const live = h("div", { class: "gw-sr", role: "status", "aria-live": "polite", "aria-atomic": "true",
    "data-testid": "gw-live" });
  const handBox = h("section", { class: "gw-hand-box" });
  const programBody = h("div", { class: "gw-program-body" });
  const programHead = h("div", { class: "gw-section-head" });
  const programBox = h("section", { class: "gw-program-box" }, programHead, programBody);
  let board = createBoard(t);
  let controls = createControls(t, { go, seek, toggle, speed: setSpeed });
  const left = h("div", { class: "gw-left" }, board.el, controls.el);
  let codeView = createCodeView(t, (msg) => model.send(msg));
  const codeSlot = h("div", { class: "gw-code-slot" }, codeView.el);
  const right = h("div", { class: "gw-right" }, handBox, programBox, codeSlot);
  const isPuzzle = model.get("widget_kind") === "puzzle";
  const speak = (text) => { if (text && live.textContent !== text) live.textContent = text; };
  let puzzle = isPuzzle ? createPuzzlePanel(t, send, speak) : null;
  const puzzleSlot = h("div", { class: "gw-puzzle-slot" });
  root.append(live, puzzleSlot, h("div", { class: "gw-layout" }, left, right));
  el.append(root);

  const frames = () => {
    const trace = model.get("trace_data");
    return Array.isArray(trace?.frames) ? trace.frames : [];
  };
  const current = () => clampFrame(Number(model.get("frame")) || 0, frames().length);

  function drawHead() {
    const cards = model.get("cards") ?? [];
    programHead.replaceChildren(
      h("h3", { class: "gw-heading", text: t("gramin.ui.program") }),
      h("span", { class: "gw-count", text: t("gramin.ui.card_count", { n: cards.length }) }),
      h("button", {
        type: "button", class: "gw-btn gw-run", "data-testid": "gw-run", "data-focus-key": "run",
        "aria-label": t("gramin.ui.run"), disabled: cards.length === 0,
        on: { click: () => send({ type: "run" }) },
      }, svg(CONTROL.run), h("span", { class: "gw-btn-text", text: t("gramin.ui.run") })),
      h("button", {
        type: "button", class: "gw-btn gw-clear", "data-focus-key": "clear",
        "aria-label": t("gramin.ui.clear"), disabled: cards.length === 0,
        on: { click: () => send({ type: "clear" }) },
      }, h("span", { class: "gw-btn-text", text: t("gramin.ui.clear") })),
    );
  }

  function drawHand() {
    keepFocusIn(handBox, () => {
      renderHand(handBox, {
        palette: model.get("palette"), hand: model.get("hand"), die: model.get("die"), t, send,
      });
      const held = renderIfCards(t, model.get("if_cards"));
      if (held) handBox.append(held);
    });
  }

  function drawProgram() {
    keepFocusIn(programBox, () => {
      drawHead();
      renderProgram(programBody, { cards: model.get("cards"), error: model.get("error"), t, send });
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
    const cur = current();
    board.update({ board: model.get("board"), frames: fs, current: cur, goal: isPuzzle ? model.get("puzzle_info") : null });
    highlight(programBody, fs.length ? fs[cur] : null, t);
    codeView.update({ code: model.get("code"), frame: fs.length ? fs[cur] : null, error: model.get("error") });
    const summary = model.get("trace_data")?.summary;
    controls.update({
      frames: fs, current: cur, playing, speed, cards: model.get("cards") ?? [],
      summary: typeof summary === "string" ? summary : null,
    });
    if (aloud) say(fs, cur);
  }

  /**
   * Put the step into the live region (only when it changed: redraws for other
   * reasons must not repeat it).
   *
   * @param {import("./player.js").Frame[]} fs frames
   * @param {number} cur 0-based frame index
   * @returns {void}
   */
  function say(fs, cur) {
    const idx = fs[cur]?.card;
    const held = Number.isInteger(idx) ? (model.get("cards") ?? [])[idx] : null;
    const summary = model.get("trace_data")?.summary;
    const lang = String(model.get("lang") ?? "en");
    const last = fs.length && cur === fs.length - 1 && typeof summary === "string" ? summary : "";
    speak(joinSentences(lang, [stepAnnouncement(fs, cur, held ? describe(cardInfo(held), t) : null, t, lang), last]));
  }

  /**
   * Go to a frame and save it.
   *
   * @param {number} index wanted 0-based frame
   * @param {boolean} [aloud] say the step (false for an auto-play tick)
   * @returns {void}
   */
  function seek(index, aloud = true) {
    const n = frames().length;
    if (!n) return;
    const next = clampFrame(index, n);
    if (next !== current()) {
      model.set("frame", next);
      model.save_changes();
    }
    drawFrame(aloud);
  }

  function go(cmd) {
    stop(false);
    seek(navigate(/** @type {any} */ (cmd), frames(), current()));
  }

  function tick() {
    timer = null;
    if (!playing) return;
    const n = frames().length;
    if (current() >= n - 1) {
      stop();
      return;
    }
    seek(current() + 1, false);
    if (current() >= n - 1) stop();
    else timer = setTimeout(tick, SPEEDS[speed] ?? SPEEDS.normal);
  }

  /**
   * Pause playback (a no-op when not playing).
   *
   * @param {boolean} [aloud] say the frame it paused on
   * @returns {void}
   */
  function stop(aloud = true) {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (playing) {
      playing = false;
      drawFrame(aloud);
    }
  }

  function toggle() {
    if (playing) {
      stop();
      return;
    }
    const n = frames().length;
    if (n < 2) return;
    playing = true; // before the seek: its change:frame is playback, not a step to say
    if (current() >= n - 1) seek(0, false);
    drawFrame();
    timer = setTimeout(tick, SPEEDS[speed] ?? SPEEDS.normal);
  }

  function setSpeed(id) {
    speed = Object.prototype.hasOwnProperty.call(SPEEDS, id) ? id : "normal";
    if (playing) {
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(tick, SPEEDS[speed]);
    }
  }

  function onKey(ev) {
    const cmd = keyCommand(ev.key);
    if (!cmd || ev.altKey || ev.ctrlKey || ev.metaKey || !frames().length) return;
    const target = /** @type {HTMLElement} */ (ev.target);
    const inside = (selector) => {
      const hit = target?.closest?.(selector);
      return Boolean(hit && root.contains(hit));
    };
    // keys a control uses itself: a field types every key; a button, <summary> or link
    // is pressed with Space (the board handles its own keys and stops them)
    if (inside("input, select, textarea, [contenteditable]")) return;
    if (cmd === "toggle" && inside("button, summary, a")) return;
    ev.preventDefault();
    ev.stopPropagation();
    if (cmd === "toggle") toggle();
    else go(cmd);
  }

  function drawPuzzle() {
    if (!puzzle) return;
    keepFocusIn(puzzleSlot, () => {
      puzzle?.update(model);
      if (!puzzleSlot.contains(puzzle?.el ?? null)) puzzleSlot.replaceChildren(puzzle?.el ?? "");
    });
  }

  // Python sends lang, then labels: only new labels (the texts) rebuild the view
  let builtLabels = /** @type {unknown} */ (undefined);
  let built = false;

  function rebuildAll() {
    root.setAttribute("lang", String(model.get("lang") ?? "en"));
    if (built && model.get("labels") === builtLabels) return;
    built = true;
    builtLabels = model.get("labels");
    stop(false);
    live.textContent = "";
    if (isPuzzle) puzzle = createPuzzlePanel(t, send, speak);
    puzzleSlot.replaceChildren();
    drawPuzzle();
    board = createBoard(t);
    controls = createControls(t, { go, seek, toggle, speed: setSpeed });
    left.replaceChildren(board.el, controls.el);
    codeView = createCodeView(t, (msg) => model.send(msg));
    codeSlot.replaceChildren(codeView.el);
    root.setAttribute("lang", String(model.get("lang") ?? "en"));
    root.setAttribute("aria-label", t("gramin.ui.widget"));
    drawHand();
    drawProgram();
  }

  const handlers = {
    "change:board": () => drawFrame(),
    "change:palette change:hand change:die change:if_cards": drawHand,
    "change:cards change:error change:code": drawProgram,
    // a new run is said from its first frame; a frame set from Python is said unless
    // it is the playback's own tick (the view saves ``frame`` on each one)
    "change:trace_data": () => { stop(false); drawFrame(true); },
    "change:frame": () => drawFrame(!playing),
    "change:puzzle_info change:course_list change:verdict change:hint_text": () => { drawFrame(); drawPuzzle(); },
    "change:labels change:lang": rebuildAll,
  };
  const each = (fn) => {
    for (const [evs, handler] of Object.entries(handlers)) {
      for (const ev of evs.split(" ")) fn(ev, handler);
    }
  };
  each((ev, handler) => model.on(ev, handler));
  root.addEventListener("keydown", onKey);
  rebuildAll();

  return () => {
    stop(false);
    each((ev, handler) => model.off(ev, handler));
    root.removeEventListener("keydown", onKey);
    root.remove();
  };
}
