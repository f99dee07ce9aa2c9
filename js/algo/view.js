// @ts-check
/**
 * algo widget view: builds the DOM and wires it to the model.
 *
 * Renders the synced state (rows, pile, drawn card, turn, history, deduction, result)
 * and sends intents: the moves ``attack``, ``stay``, ``place``, ``toss`` (the person's at
 * the screen) and ``next_round`` (chance's), each the engine's own action dict with its
 * ``player``, and ``advance``, ``new_game``, ``set_hints``, ``set_view``, ``show_cards``
 * (lifts the cover screen shown while the screen passes to another person),
 * ``open_review`` / ``close_review`` (the review of a finished game, js/shared/review.js,
 * which covers the table while it is open); in puzzle mode (a tsume-algo course)
 * ``answer`` (a hidden card named: the target and number picked, checked in Python),
 * ``puzzle_hint`` and ``select_puzzle``, the deduction hidden until a hint or an answer
 * opens it at its first step; rules live in Python.
 * Choosing a target and a number, stepping through the deduction and auto-play are
 * local to the browser. Each deduction step and each attack result is announced in one
 * polite live region; every control works by keyboard (the grid's keys: gridnav.js).
 *
 * Kept free of the CSS import so node tests can load it.
 *
 * @module algo/view
 */

import { bind, relabel } from "../shared/bind.js";
import { h, keepFocus } from "../shared/dom.js";
import { joinSentences, translator } from "../shared/i18n.js";
import { keepKeys } from "../shared/keys.js";
import { createReviewPanel, reviewButton, reviewCover } from "../shared/review.js";
import { createStepper, stepKeys } from "../shared/stepper.js";
import { attackPick, renderControls, renderResult, renderTurnInfo, turnData } from "./controls.js";
import { certainNumbers, ownerPick, renderDeduction, stepSentence } from "./deduction.js";
import { digitPick } from "./digits.js";
import { createViewEditor } from "./editor.js";
import { clampStep, deductionData, impossible, slotPlace, stepLabel } from "./grid.js";
import { renderHistory } from "./history.js";
import { drawAlgoPosition } from "./review.js";
import { renderCover, renderRows } from "./rows.js";
import { sideTabs, tabKey } from "./tabs.js";
import { HINTS, renderStatus, renderTop } from "./topbar.js";

/** Milliseconds between bot actions while auto-play is on. */
export const AUTO_MS = 1100;

/** @typedef {import("../shared/types.js").RenderContext} RenderContext */
/** @typedef {import("./traits.js").AlgoModel} Model */

/**
 * Render the widget into ``el``.
 *
 * @param {RenderContext} ctx anywidget render context
 * @returns {() => void} cleanup
 */
export function render(ctx) {
  const { el } = ctx;
  const model = /** @type {Model} */ (ctx.model);
  const t = translator(() => model.get("labels"));
  /** @type {{target: number, index: number}|null} */
  let selected = null;
  /** @type {number|null} */
  let number = null;
  /** @type {((n: number) => void)|null} the number pad's pick while a target is picked */
  let digitTarget = null;
  /** @type {import("./digits.js").DigitState|null} the digit key typed last */
  let lastDigit = null;
  /** @type {number|null} */
  let ownSelected = null;
  /** @type {number[]} arranging the dealt cards: the ones laid so far, left to right */
  let laid = [];
  let stepPos = Infinity;
  // puzzle mode: how many times the deduction was opened (each opening starts at step 0)
  let puzzleOpened = Number(model.get("puzzle")?.opened) || 0;
  /** @type {number|null} the player whose cards the grid shows, with several opponents */
  let gridOwner = null;
  // the grid's one Tab stop (roving tabindex), kept across rebuilds
  let gridAt = { row: 0, col: 0 };
  // history records already announced
  let seen = Array.isArray(model.get("history")) ? model.get("history").length : 0;
  // at rest the grid shows the result; cells light up once the student steps
  let stepping = false;
  let auto = false;
  /** @type {(() => void)|null} */
  let cancelAuto = null;

  // prefix of element ids: unique in the page even when the widget is displayed twice
  const uid = `gw-algo-${Math.random().toString(36).slice(2, 10)}`;
  const root = keepKeys(h("div", { class: "gw-root gw-algo", role: "group", tabindex: "-1" }));
  const top = h("div", { class: "gw-top" });
  // the cards left in the pile, beside the title: the table's one count everyone follows
  const pile = h("span", { class: "gw-pile", "data-testid": "gw-pile" });
  // shown, not live: the live region below says each attack (two regions would say it twice)
  const status = h("p", { class: "gw-status", "data-testid": "gw-status" });
  const alertBox = h("div", { class: "gw-alert-box" });
  /** @type {import("../shared/types.js").Send} */
  const send = (msg) => model.send(msg);
  const editor = createViewEditor(send);
  const result = h("section", { class: "gw-result", "data-testid": "gw-result", hidden: true });
  const rows = h("div", { class: "gw-rows", "data-testid": "gw-rows" });
  // the target chosen, under the rows
  const turnInfo = h("div", { class: "gw-turn-info", "data-testid": "gw-turn-info" });
  // the number pad and the buttons: a bar under the table and the deduction, so that the
  // twelve numbers sit on one line and the rows and the grid keep the height above it
  const controls = h("section", { class: "gw-controls", "data-testid": "gw-controls" });
  // focusable by script only: it takes the focus when a step button under it is disabled
  const panel = h("section", { class: "gw-panel", "data-testid": "gw-panel", tabindex: "-1" });
  // one polite live region, present from the start (a region inserted later is not
  // announced): the current deduction step and each attack result
  const live = h("p", { class: "gw-sr-only", role: "status", "aria-live": "polite", "aria-atomic": "true", "data-testid": "gw-live" });
  const history = h("section", { class: "gw-history-box", "data-testid": "gw-history-box" });
  // the deduction and the history share the column beside the table (one at a time), so
  // the rows, the attack controls and the grid fit a projector together
  const tabs = h("div", { class: "gw-tabs", role: "tablist", "data-testid": "gw-tabs" });
  const left = h("div", { class: "gw-table" }, editor.el, rows, turnInfo);
  // the result of a round goes on top of the side column: the rows keep their place
  const right = h("div", { class: "gw-side" }, result, h("div", { class: "gw-side-head" }, tabs), panel, history);
  // controls before the side column in the page's order: from a card, Tab reaches the
  // numbers first (the grid areas of style.css draw them under both columns)
  root.append(top, status, live, alertBox, h("div", { class: "gw-layout" }, left, controls, right));
  el.append(root);

  /** @returns {"game"|"view"|"puzzle"} a game, a typed view, or a tsume-algo puzzle */
  const mode = () => {
    const m = model.get("mode");
    return m === "view" || m === "puzzle" ? m : "game";
  };
  // a position to study, not a game: a typed view or a puzzle
  const study = () => mode() !== "game";
  /** @returns {Record<string, any>} the puzzle trait (puzzle mode) */
  const puzzle = () => model.get("puzzle") ?? {};
  const players = () => (Array.isArray(model.get("players")) ? model.get("players") : []);
  const me = () => (Number.isInteger(model.get("me")) ? model.get("me") : 0);
  const turn = () => turnData(model.get("turn"));
  const hints = () => (HINTS.includes(model.get("hints")) ? model.get("hints") : "candidates");
  const deduction = () => deductionData(model.get("deduction_data"));
  // a puzzle's deduction is its answer: shown once a hint or an answer opened it
  const showPanel = () => (mode() === "puzzle" ? Boolean(puzzle().panel) : mode() === "view" || hints() !== "off");
  const over = () => mode() === "game" && model.get("phase") === "game_over";
  /** @param {number} target seat @param {number} index position in the row */
  const slotOf = (target, index) => deduction().slots.findIndex((s) => s.player === target && s.index === index);
  /** @param {number} k slot index */
  const ownerName = (k) => {
    const s = deduction().slots[k];
    return String(players()[s?.player]?.name ?? s?.row ?? "");
  };
  /** @param {number} k slot index */
  const slotName = (k) => t("algo.ui.slot", { name: ownerName(k), ...slotPlace(deduction().slots[k]) });

  /** "Review the game": shown once the game is over */
  let openReview = reviewButton(t, (msg) => model.send(msg));

  function drawTop() {
    openReview = renderTop(top, model, t, send, { mode: mode(), hints: hints(), pile, newGame: Boolean(turn().new_game), over: over() })
      ?? openReview;
  }

  /** @type {"deduction"|"history"} the tab shown beside the table */
  let sideTab = "deduction";

  function drawTabs() {
    const game = !study();
    if (!game) sideTab = "deduction";
    tabs.hidden = !game;
    right.classList.toggle("gw-tabbed", game);
    keepFocus(tabs, () => tabs.replaceChildren(...sideTabs(t, { uid, shown: sideTab, boxes: { deduction: panel, history }, show: showTab })));
    panel.hidden = sideTab !== "deduction";
    history.hidden = !game || sideTab !== "history";
  }

  /** @param {"deduction"|"history"} key */
  function showTab(key) {
    sideTab = key;
    drawTabs();
    /** @type {HTMLElement|null} */ (tabs.querySelector(`[data-focus-key="tab-${key}"]`))?.focus();
  }

  function drawStatus() {
    renderStatus(status, alertBox, model);
  }

  function drawEditor() {
    editor.update(t, mode() === "view", String(model.get("view_text") ?? ""));
  }

  /**
   * The numbers the deduction has made certain at the step shown (at rest, its end),
   * none while the deduction is hidden (deduction.js, certainNumbers).
   *
   * @returns {Map<string, number>} ``"player,index"`` -> number
   */
  const certainMap = () => (showPanel() ? certainNumbers(deduction(), stepPos) : new Map());

  /** ``certainMap`` as drawn last in the rows, to redraw them when a step changes it. */
  let certainDrawn = "";
  const certainKey = () => JSON.stringify([...certainMap()]);

  /** The cover screen, while the screen passes to another person: nothing but a button. */
  function drawCover() {
    renderCover(rows, t, send, /** @type {{player: number, name: string}} */ (model.get("cover")));
    controls.hidden = true;
    turnInfo.hidden = true;
    result.hidden = true;
  }

  function drawTable() {
    openReview.hidden = !over();
    // three or four players: each row's name beside its cards, smaller cards (style.css)
    root.classList.toggle("gw-many", !study() && players().length >= 3);
    const left = model.get("pile");
    pile.textContent = Number.isInteger(left) ? t("algo.ui.pile", { n: left }) : "";
    pile.hidden = !pile.textContent;
    if (Number.isInteger(model.get("cover")?.player)) {
      keepFocus(root, drawCover);
      return;
    }
    const tu = turn();
    if (!tu.arrange.length || laid.some((i) => i >= tu.arrange.length)) laid = [];
    const targets = new Set(tu.targets.map(([p, i]) => `${p},${i}`));
    if (selected && !targets.has(`${selected.target},${selected.index}`)) selected = null;
    if (ownSelected !== null && !tu.own.includes(ownSelected)) ownSelected = null;
    const hist = Array.isArray(model.get("history")) ? model.get("history") : [];
    // the last attack is marked on its card only in its own round: after a new deal
    // the place it names holds another card
    const last = hist.length && hist[hist.length - 1]?.round === tu.round ? hist[hist.length - 1] : null;
    const ps = players();
    const current = Number(model.get("current"));
    const drawnCard = model.get("drawn");
    certainDrawn = certainKey();
    keepFocus(root, () => {
      renderRows(rows, {
        players: ps, me: me(), targets, own: new Set(tu.attack ? tu.own : tu.toss),
        ownLabel: tu.toss.length ? "algo.ui.toss_card" : undefined,
        positions: tu.position_for ? tu.positions : [], selected, ownSelected, last,
        certain: certainMap(), ownTags: !study(), t,
        drawn: drawnCard && Number.isInteger(model.get("current")) ? {
          player: current, card: drawnCard, mine: current === me(),
          label: current === me() ? t("algo.ui.drawn_mine") : t("algo.ui.drawn_by", { name: String(ps[current]?.name ?? "") }),
        } : null,
        pick: (target, index) => { selected = { target, index }; gridOwner = target; drawTable(); drawPanel(); },
        pickOwn: (index) => {
          if (tu.toss.length) send({ type: "toss", player: me(), index });
          else { ownSelected = index; drawTable(); }
        },
        // a place, or a stay at a position: the student's own action
        pickGap: (position) => send({ type: tu.position_for, player: me(), position }),
      });
      const { out, ruledOut, text: targetText } = picked(tu);
      const ready = Boolean(selected) && (tu.own.length === 0 || ownSelected !== null);
      /** @type {import("./controls.js").ControlOptions} */
      const o = {
        turn: tu, number, ready, auto, targetText, warn: Boolean(ruledOut), t, send, me: me(),
        laid: tu.arrange.length ? laid : [],
        lay: (index) => { laid = index === null ? [] : [...laid, index]; drawTable(); },
        impossible: out,
        pickNumber: (n) => { number = n; drawTable(); },
        attack: () => {
          if (!selected || number === null) return;
          // an empty pile: the attack card is one of the student's own, picked now or
          // earlier this turn
          if (tu.answer) {
            // puzzle mode: the hidden card picked is named as the number picked
            send({ type: "answer", player: selected.target, index: selected.index, number });
            return;
          }
          const own = ownSelected ?? tu.own_index;
          send({ type: "attack", player: me(), target: selected.target, index: selected.index, number,
            ...(own !== null ? { own_index: own } : {}) });
        },
        stay: () => send({ type: "stay", player: me() }),
        toggleAuto: () => { auto = !auto; drawTable(); schedule(); },
      };
      // the number keys pick a number once the card to attack is picked (algo/digits.js)
      digitTarget = tu.attack && selected ? o.pickNumber : null;
      renderTurnInfo(turnInfo, o);
      renderControls(controls, o);
      renderResult(result, { result: model.get("result"), players: ps, turn: tu, t, send });
    });
  }

  /**
   * What the student has picked for the attack, and the line under the rows that says it
   * (controls.js, attackPick).
   *
   * @param {import("./controls.js").Turn} tu the turn
   * @returns {{out: Map<number, any>, ruledOut: any, text: string}} the numbers the grid
   *   rules out for the target, the one picked if ruled out, and the line
   */
  function picked(tu) {
    const k = selected ? slotOf(selected.target, selected.index) : -1;
    const out = k >= 0 && showPanel() ? impossible(deduction(), k) : new Map();
    return { out, ...attackPick(t, {
      turn: tu, players: players(), me: me(), selected, number, ownSelected, out, lang: String(model.get("lang") ?? "en"),
    }) };
  }

  function drawPanel() {
    const d = deduction();
    stepPos = clampStep(stepPos, d.steps.length);
    const doc = root.ownerDocument;
    const lost = panel.contains(doc.activeElement) ? doc.activeElement?.getAttribute("data-cmd") : null;
    keepFocus(right, () => {
      // with several opponents in a game, the grid shows one player's cards at a time
      const pick = study() || !showPanel() || !d.slots.length ? null : ownerPick(t, d, {
        owner: gridOwner, name: (p) => String(players()[p]?.name ?? ""), pick: (p) => { gridOwner = p; drawPanel(); },
      });
      if (pick) gridOwner = pick.owner;
      renderDeduction(panel, t, {
        mode: mode(), hints: hints(), open: showPanel(), d, pos: stepPos, stepping,
        target: selected ? slotOf(selected.target, selected.index) : -1,
        active: gridAt, moved: (at) => { gridAt = at; }, pick, slotName, ownerName,
        go: (cmd) => stepper.command(cmd),
      });
    });
    // a step button disabled under the focus (First at step 0, Last at the end) would drop
    // the focus, and the arrow keys, to the notebook: move it to the nearest enabled one
    if (lost && !panel.contains(doc.activeElement)) {
      const cmds = ["first", "back", "step", "last"];
      const at = cmds.indexOf(lost);
      const near = [...cmds.keys()].sort((a, b) => Math.abs(a - at) - Math.abs(b - at))
        .map((i) => panel.querySelector(`[data-cmd="${cmds[i]}"]:not(:disabled)`)).find(Boolean);
      /** @type {HTMLElement} */ (near ?? panel).focus();
    }
  }

  function drawHistory() {
    renderHistory(history, { history: model.get("history"), t });
    drawTabs();
  }

  function schedule() {
    cancelAuto?.();
    cancelAuto = null;
    if (auto && turn().advance) {
      cancelAuto = view.timeout(() => { cancelAuto = null; if (auto && turn().advance) send({ type: "advance" }); }, AUTO_MS);
    }
  }

  /** Show and announce the step reached (by a button or a key). */
  function stepped() {
    const d = deduction();
    stepping = true;
    // the grid shows the player whose card the step is about, so its cells light up
    const step = stepPos > 0 ? d.steps[stepPos - 1] : null;
    const slot = step ? d.slots.find((s) => s.row === step.row && s.index === step.index) : null;
    if (slot && Number.isInteger(slot.player)) gridOwner = slot.player;
    drawPanel();
    if (certainKey() !== certainDrawn) drawTable();
    live.textContent = t("core.ui.labelled", { label: stepLabel(t, stepPos, d.steps.length), text: stepSentence(t, d, stepPos) });
  }

  // position p: the first p inferences applied, 0..steps (steps + 1 positions)
  const stepper = createStepper({
    count: () => deduction().steps.length + 1,
    get: () => stepPos,
    set: (pos) => { stepPos = pos; stepped(); },
    show: stepped,
  });

  // step keys on the step buttons or the panel itself; inside the grid the same keys
  // move the focused cell (gridnav.js), so they never step from there; nothing plays
  const onPanelKey = stepKeys(stepper, panel, { play: false, skip: "[role=grid]" });

  // Attack texts said but not yet followed by the status that reports them. Python sends
  // the new history and the new status in either order; both orders end with the new
  // status said once, the attacks it does not already tell before it.
  /** @type {string[]} */
  let pending = [];

  /** Announce the attacks added to the history since the last change (none at first render). */
  function announceAttacks() {
    const hist = Array.isArray(model.get("history")) ? model.get("history") : [];
    /** @type {string[]} */
    // in the status line's voice (です・ます), as the status said with them is
    const fresh = hist.slice(seen).map((/** @type {any} */ r) => String(r?.said ?? r?.text ?? "")).filter(Boolean);
    seen = hist.length;
    const status = String(model.get("status") ?? "");
    if (!fresh.length || fresh.every((r) => status.includes(r))) return; // the status told them
    pending = fresh;
    live.textContent = joinSentences(String(model.get("lang") ?? "en"), fresh);
  }

  /**
   * Announce a new status (what the turn is about, a round's or the game's result), and
   * on the student's attack the step the line under the rows says.
   */
  function announceStatus() {
    const text = String(model.get("status") ?? "");
    if (!text) return;
    const records = pending.filter((r) => !text.includes(r));
    pending = [];
    const tu = turn();
    const step = tu.attack && !Number.isInteger(model.get("cover")?.player) ? picked(tu).text : "";
    live.textContent = joinSentences(String(model.get("lang") ?? "en"), [...records, text, step]);
  }

  // a new mode (play or a typed view) rebuilds too
  function rebuild() {
    root.setAttribute("aria-label", t("algo.ui.widget"));
    root.classList.toggle("gw-mode-view", study());
    root.classList.toggle("gw-mode-puzzle", mode() === "puzzle");
    drawTop();
    drawStatus();
    drawEditor();
    drawTable();
    drawPanel();
    drawHistory();
    schedule();
    drawReview();
  }

  const relabelled = relabel(model, root, rebuild, ["mode"]);
  const view = bind(model, {
    "players turn pile drawn current phase result cover": () => {
      drawTable();
      schedule();
    },
    history: () => {
      selected = null; number = null; ownSelected = null;
      drawHistory(); drawTable(); drawPanel(); announceAttacks();
    },
    // a puzzle's deduction opens at its first step, to be walked through from the start
    deduction_data: () => { stepPos = mode() === "puzzle" ? 0 : Infinity; stepping = false; drawPanel(); drawTable(); },
    puzzle: () => {
      const opened = Number(puzzle().opened) || 0;
      if (opened !== puzzleOpened) { stepPos = 0; puzzleOpened = opened; }
      drawTop(); drawPanel(); drawTable();
    },
    hints: () => { drawTop(); drawPanel(); drawTable(); },
    status: () => { drawStatus(); announceStatus(); },
    error: drawStatus,
    view_text: drawEditor,
    "labels lang mode": relabelled,
    "review review_step": () => drawReview(),
  });
  // the review of a finished game covers the table while it is open
  const review = createReviewPanel(model, {
    t, timeout: view.timeout, close: () => send({ type: "close_review" }), say: (text) => { live.textContent = text; },
    drawPosition: (pos, _dec, data) => drawAlgoPosition(pos, data.names, t, String(model.get("lang") ?? "en")),
  });
  root.append(review.el);
  const drawReview = reviewCover(root, review, () => openReview);
  view.listen(panel, "keydown", onPanelKey);
  // 0-9 (and 1 then 0 or 1: 10, 11) pick the attack's number, not in a text box or list
  view.listen(root, "keydown", (/** @type {KeyboardEvent} */ ev) => {
    const target = /** @type {HTMLElement|null} */ (ev.target);
    if (!digitTarget || ev.ctrlKey || ev.metaKey || ev.altKey || ev.isComposing
      || target?.closest("input, textarea, select, [contenteditable], .cm-editor")) return;
    const r = digitPick(ev.key, lastDigit, performance.now());
    if (!r) return;
    ev.preventDefault();
    lastDigit = r.last;
    digitTarget(r.number);
  });
  // the arrow keys move between the two tabs (the tab pattern of WAI-ARIA)
  view.listen(tabs, "keydown", (/** @type {KeyboardEvent} */ ev) => {
    const key = tabKey(ev.key, sideTab);
    if (key === null) return;
    ev.preventDefault();
    ev.stopPropagation();
    showTab(key);
  });
  view.finally(() => root.remove());
  relabelled();
  return view.cleanup;
}
