// @ts-check
/**
 * The Python widget's view (PythonWidget): a code editor, Run, the board (one tab per
 * board of a puzzle, each marked solved or not) and the shared stepper over the run's
 * frames, with the current line highlighted in the editor, the loops' repeat counts on
 * their lines, the variables and what was printed. Python runs the program and records
 * the frames; stepping is local: the view sets ``frame`` (and ``board_index``) and saves
 * them.
 *
 * @module gramin/python
 */

import { bind, relabel } from "../shared/bind.js";
import { clear, h, keepFocus, svg } from "../shared/dom.js";
import { joinSentences, translator } from "../shared/i18n.js";
import { langSwitch } from "../shared/lang.js";
import { keepKeys } from "../shared/keys.js";
import { KEY_SHORTCUTS, stepButtons, stepKeys, traitStepper } from "../shared/stepper.js";
import { createBoard } from "./board.js";
import { CONTROL } from "./icons.js";
import { liveRegion } from "./live.js";
import { SPEEDS, eventLines } from "./player.js";
import { createEditor } from "./pyeditor.js";
import { lineBadges, printedUpTo, pyStepOver, variableRows } from "./pyframes.js";
import { starGlyphs } from "./puzzle.js";

/** @typedef {import("../shared/types.js").RenderContext} RenderContext */
/** @typedef {import("./pyframes.js").PyFrame} PyFrame */

/**
 * Render the Python widget into ``el``.
 *
 * @param {RenderContext} ctx anywidget render context
 * @returns {() => void} cleanup
 */
export function render(ctx) {
  const { el } = ctx;
  const model = /** @type {import("./traits.js").PythonModel} */ (ctx.model);
  const t = translator(() => model.get("labels"));
  /** @type {import("../shared/types.js").Send} */
  const send = (msg) => model.send(msg);
  let seenRun = model.get("run_count") ?? 0;
  const root = keepKeys(h("div", {
    class: "gw-root gw-gramin gw-python", role: "group", tabindex: "0",
    "aria-keyshortcuts": KEY_SHORTCUTS, "data-testid": "gw-python",
  }));
  const live = liveRegion();
  const head = h("div", { class: "gw-py-head" });
  const tabs = h("div", { class: "gw-py-tabs", role: "tablist", "data-testid": "gw-py-tabs" });
  let board = createBoard(t);
  const boardSlot = h("div", { class: "gw-py-board" }, board.el);
  const stepText = h("div", { class: "gw-events", "data-testid": "gw-events", role: "group" });
  const frameNo = h("span", { class: "gw-frame-no", "data-testid": "gw-frame-no" });
  const buttonsSlot = h("div", { class: "gw-py-buttons" });
  const player = h("div", { class: "gw-player", "data-testid": "gw-player" }, buttonsSlot, stepText);
  const left = h("div", { class: "gw-left" }, tabs, boardSlot, player);
  const editorHead = h("div", { class: "gw-section-head" });
  const editor = createEditor({
    text: String(model.get("source") ?? ""), label: "", onRun: () => runNow(),
    onChange: () => drawFrame(),
  });
  const alert = h("p", { class: "gw-alert gw-py-alert", role: "alert", "data-testid": "gw-py-error" });
  const varsBox = h("section", { class: "gw-py-vars", "data-testid": "gw-py-vars" });
  const outBox = h("pre", { class: "gw-py-output", "data-testid": "gw-py-output" });
  const outSection = h("section", { class: "gw-py-out-box" }, outBox);
  const wordsBox = h("details", { class: "gw-py-words" });
  const right = h("div", { class: "gw-right" }, editorHead, editor.el, alert, varsBox, outSection, wordsBox);
  root.append(live.el, head, h("div", { class: "gw-layout" }, left, right));
  el.append(root);

  /** @returns {Array<any>} the runs, one per board (none before Run) */
  const runs = () => {
    const r = model.get("runs");
    return Array.isArray(r) ? r : [];
  };
  const boardIndex = () => {
    const n = (model.get("boards") ?? []).length;
    return Math.max(0, Math.min(n - 1, Number(model.get("board_index")) || 0));
  };
  /** @returns {PyFrame[]} the frames of the board shown */
  const frames = () => {
    const r = runs()[boardIndex()];
    return Array.isArray(r?.frames) ? r.frames : [];
  };
  // the frames are those of the program as it was run: once it is edited, its lines may
  // no longer be where the frames say
  const current = () => {
    const r = runs()[boardIndex()];
    return Boolean(r) && editor.text() === String(r.source ?? "");
  };

  function runNow() {
    send({ type: "run", source: editor.text() });
  }

  const buttons = () => stepButtons(t, {
    go: (cmd) => (cmd === "over" ? stepper.jump(pyStepOver(frames(), stepper.index())) : stepper.command(cmd)),
    name: "gramin.ui.player", role: "toolbar", focusKey: "py-step-",
    more: [{ cmd: "over", label: "gramin.ui.py.step_over", icon: CONTROL.over }],
    after: [frameNo],
  });
  let stepRow = buttons();

  function drawHead() {
    const info = model.get("puzzle_info");
    const list = model.get("course_list") ?? [];
    const verdict = model.get("verdict");
    const hint = model.get("hint_text");
    keepFocus(head, () => {
      clear(head);
      if (info) {
        const idx = Number(info.index) || 0;
        const select = /** @type {HTMLSelectElement} */ (h("select", {
          class: "gw-speed gw-course", "data-testid": "gw-course", "data-focus-key": "py-course",
          "aria-label": t("gramin.ui.puzzle.choose"),
          on: { change: () => send({ type: "select_puzzle", index: Number(select.value) }) },
        }, ...list.map((/** @type {any} */ p, /** @type {number} */ i) => h("option", {
          value: i, selected: i === idx,
          text: t("gramin.ui.puzzle.option", { n: i + 1, title: String(p.title ?? ""), stars: starGlyphs(p.stars ?? 0) }),
        }))));
        /** @param {string} cls @param {string} id @param {number} to */
        const nav = (cls, id, to) => h("button", {
          type: "button", class: `gw-btn ${cls}`, "data-focus-key": `py-${cls}`, "aria-label": t(id), title: t(id),
          disabled: to < 0 || to >= list.length, text: cls === "gw-prev" ? "◀" : "▶",
          on: { click: () => send({ type: "select_puzzle", index: to }) },
        });
        head.append(h("div", { class: "gw-section-head" }, select, nav("gw-prev", "gramin.ui.puzzle.prev", idx - 1),
          nav("gw-next", "gramin.ui.puzzle.next", idx + 1),
          h("button", {
            type: "button", class: "gw-btn gw-hint", "data-testid": "gw-hint", "data-focus-key": "py-hint",
            text: t("gramin.ui.puzzle.hint"), disabled: Boolean(hint && hint.level >= hint.count),
            on: { click: () => send({ type: "hint" }) },
          }),
          h("span", { class: "gw-count", "data-testid": "gw-stars-total",
            text: t("gramin.ui.puzzle.total", { n: info.stars_total ?? 0, max: info.stars_max ?? 0 }) }),
          langSwitch(model, t)));
        head.append(h("p", { class: "gw-goal" }, h("strong", { text: t("core.ui.label_colon", { label: t("gramin.ui.puzzle.goal") }) }),
          String(info.goal ?? "")));
        if (hint) {
          head.append(h("p", { class: "gw-hint-text", "data-testid": "gw-hint-text" },
            h("strong", { text: t("core.ui.label_colon", { label: t("gramin.ui.puzzle.hint_n", { i: hint.level, n: hint.count }) }) }),
            String(hint.text ?? "")));
        }
        head.append(h("div", { class: `gw-verdict${verdict?.solved ? " gw-verdict--solved" : ""}` },
          h("span", {
            class: "gw-stars", "data-testid": "gw-stars", "data-stars": verdict?.stars ?? 0, role: "img",
            "aria-label": t("gramin.ui.puzzle.stars", { n: verdict?.stars ?? 0 }), text: starGlyphs(verdict?.stars ?? 0),
          }),
          h("span", { class: "gw-verdict-text", "data-testid": "gw-verdict",
            text: verdict ? String(verdict.text ?? "") : t("gramin.ui.puzzle.verdict_waiting") })));
      } else {
        head.append(h("div", { class: "gw-section-head" }, langSwitch(model, t)));
      }
    });
  }

  function drawTabs() {
    const boards = model.get("boards") ?? [];
    const marks = runs().map((r) => r?.solved);
    const at = boardIndex();
    keepFocus(tabs, () => {
      clear(tabs);
      tabs.setAttribute("aria-label", t("gramin.ui.py.boards"));
      tabs.hidden = boards.length < 2;
      boards.forEach((/** @type {any} */ _b, /** @type {number} */ i) => {
        const mark = marks[i] === true ? "✓" : marks[i] === false ? "✗" : "";
        const state = marks[i] === true ? t("gramin.ui.py.solved") : marks[i] === false ? t("gramin.ui.py.not_solved") : "";
        tabs.append(h("button", {
          type: "button", role: "tab", class: `gw-btn gw-py-tab${marks[i] === false ? " gw-py-tab--failed" : ""}`,
          "data-testid": "gw-py-tab", "data-focus-key": `py-tab-${i}`, "data-solved": marks[i] === undefined ? undefined : String(marks[i]),
          "aria-selected": i === at ? "true" : "false", tabindex: i === at ? "0" : "-1",
          "aria-label": joinSentences(String(model.get("lang") ?? "en"), [t("gramin.ui.py.board", { n: i + 1 }), state]),
          text: `${t("gramin.ui.py.board", { n: i + 1 })} ${mark}`.trim(),
          on: {
            click: () => choose(i),
            keydown: (/** @type {KeyboardEvent} */ ev) => {
              const step = ev.key === "ArrowRight" ? 1 : ev.key === "ArrowLeft" ? -1 : 0;
              if (!step) return;
              ev.preventDefault();
              ev.stopPropagation();
              choose((i + step + boards.length) % boards.length);
              /** @type {HTMLElement|null} */ (tabs.querySelector(`[data-focus-key='py-tab-${(i + step + boards.length) % boards.length}']`))?.focus();
            },
          },
        }));
      });
    });
  }

  /** @param {number} i a board */
  function choose(i) {
    stepper.halt();
    model.set("board_index", i);
    model.set("frame", Math.max(0, ((runs()[i]?.frames ?? []).length || 1) - 1));
    model.save_changes();
  }

  function drawEditorHead() {
    keepFocus(editorHead, () => {
      clear(editorHead);
      editorHead.append(h("h3", { class: "gw-heading", text: t("gramin.ui.py.program") }),
        h("button", {
          type: "button", class: "gw-btn gw-run", "data-testid": "gw-run", "data-focus-key": "py-run",
          "aria-label": t("gramin.ui.run"), title: t("gramin.ui.py.run_keys"), on: { click: runNow },
        }, svg(CONTROL.run), h("span", { class: "gw-btn-text", text: t("gramin.ui.run") })));
    });
    clear(wordsBox);
    wordsBox.append(h("summary", { text: t("gramin.ui.py.words") }),
      h("dl", {}, ...(model.get("words") ?? []).flatMap((/** @type {any} */ w) => [
        h("dt", {}, h("code", { text: String(w.name) })), h("dd", { text: String(w.doc ?? "") })])));
    editor.el.querySelector(".cm-content")?.setAttribute("aria-label", t("gramin.ui.py.editor"));
    outSection.setAttribute("aria-label", t("gramin.ui.py.output"));
    varsBox.setAttribute("aria-label", t("gramin.ui.py.variables"));
    root.setAttribute("aria-label", t("gramin.ui.py.widget"));
  }

  /**
   * Draw the frame shown: the board, the editor's marks, the variables, the output.
   *
   * @param {boolean} [aloud] say the step in the live region
   */
  function drawFrame(aloud = false) {
    const fs = frames();
    const cur = stepper.index();
    const frame = fs.length ? fs[cur] : null;
    const boards = model.get("boards") ?? [];
    const b = boards[boardIndex()] ?? null;
    board.update({ board: b, frames: /** @type {any} */ (fs), current: cur, goal: b?.goal ?? null });
    const run = runs()[boardIndex()];
    const fresh = current();
    const err = run?.error ?? null;
    editor.mark({
      line: fresh && frame ? frame.line ?? null : null,
      badges: fresh ? lineBadges(frame, t) : new Map(),
      error: fresh && err && cur === fs.length - 1 ? err.line ?? null : null,
    });
    alert.hidden = !err && (fresh || !run);
    alert.textContent = err ? String(err.message ?? "") : run && !fresh ? t("gramin.ui.py.changed") : "";
    clear(varsBox);
    varsBox.append(h("h4", { class: "gw-py-sub", text: t("gramin.ui.py.variables") }));
    const rows = variableRows(frame).filter((s) => s.names.length);
    if (!rows.length) varsBox.append(h("p", { class: "gw-empty", text: t("gramin.ui.py.no_variables") }));
    for (const scope of rows) {
      varsBox.append(h("div", { class: "gw-py-scope" },
        h("span", { class: "gw-py-scope-name", text: scope.scope === "global" ? t("gramin.ui.py.global") : scope.scope }),
        h("ul", { class: "gw-py-names" }, ...scope.names.map(([name, value]) => h("li", { class: "gw-py-var" },
          h("code", { class: "gw-py-var-name", text: name }), " = ", h("code", { text: value }))))));
    }
    const printed = printedUpTo(fs, cur);
    outSection.hidden = !printed;
    outBox.textContent = printed;
    clear(stepText);
    eventLines(/** @type {any} */ (frame)).forEach((line, i) => stepText.append(
      h("p", { class: i ? "gw-event" : "gw-event gw-event-main", text: line })));
    player.hidden = fs.length === 0;
    frameNo.textContent = fs.length ? t("gramin.ui.frame", { i: cur + 1, n: fs.length }) : "";
    stepRow.update(cur, fs.length, stepper.playing);
    const over = /** @type {HTMLButtonElement|null} */ (stepRow.el.querySelector("[data-cmd='over']"));
    if (over) over.disabled = !(fs.length && cur < fs.length - 1 && pyStepOver(fs, cur) > cur + 1);
    const focused = /** @type {HTMLButtonElement|null} */ (root.ownerDocument.activeElement);
    if (focused && focused.disabled && player.contains(focused)) root.focus();
    if (aloud && frame) {
      const lang = String(model.get("lang") ?? "en");
      const atEnd = cur === fs.length - 1;
      live.say(joinSentences(lang, [t("gramin.ui.py.say_step", { i: cur + 1, n: fs.length }),
        ...eventLines(/** @type {any} */ (frame)), atEnd ? String(run?.summary ?? "") : "",
        atEnd ? String(model.get("verdict")?.text ?? "") : ""]));
    }
  }

  function rebuild() {
    stepper.halt();
    board = createBoard(t);
    boardSlot.replaceChildren(board.el);
    stepRow = buttons();
    buttonsSlot.replaceChildren(stepRow.el);
    stepText.setAttribute("aria-label", t("gramin.ui.step_events"));
    drawHead();
    drawTabs();
    drawEditorHead();
    drawFrame();
  }

  /** @returns {boolean} the person asked for reduced motion */
  const reducedMotion = () => Boolean(el.ownerDocument?.defaultView?.matchMedia?.("(prefers-reduced-motion: reduce)")?.matches);

  const relabelled = relabel(model, root, rebuild);
  const view = bind(model, {
    source: () => {
      // a puzzle chosen, or the program set from Python: the editor shows it
      editor.setText(String(model.get("source") ?? ""));
      drawFrame();
    },
    "boards runs": () => {
      stepper.halt();
      drawTabs();
      const count = model.get("run_count") ?? 0;
      if (count !== seenRun && runs().length) {
        seenRun = count;
        live.clear();
        if (reducedMotion()) stepper.jump(frames().length - 1);
        else {
          drawFrame();
          stepper.play();
        }
        return;
      }
      drawFrame();
    },
    board_index: () => { drawTabs(); drawFrame(); },
    frame: () => drawFrame(!stepper.playing),
    "puzzle_info course_list verdict hint_text": drawHead,
    words: drawEditorHead,
    "labels lang": relabelled,
  });
  const stepper = traitStepper(model, "frame", {
    count: () => frames().length, show: drawFrame, delay: () => SPEEDS.normal, timeout: view.timeout,
  });
  view.listen(root, "keydown", stepKeys(stepper, root, { when: () => frames().length > 0 }));
  // the typed program is kept in the notebook when the editor is left, run or not
  view.listen(editor.el, "focusout", () => {
    if (editor.text() !== String(model.get("source") ?? "")) send({ type: "set_source", source: editor.text() });
  });
  view.finally(() => {
    editor.destroy();
    root.remove();
  });
  relabelled();
  return view.cleanup;
}
