// @ts-check
/**
 * Turn controls: the target chosen (under the rows), the number pad 0-11,
 * Attack / Stay / Next and the auto-play toggle (a bar under the table), and the
 * round-over / game-over panel.
 *
 * The view only sends intents (a move is the engine's own action dict); whether an
 * action is allowed now comes from Python in the ``turn`` trait (rules live in Python).
 *
 * @module algo/controls
 */

import { CHANCE } from "../shared/actions.js";
import { h, svg } from "../shared/dom.js";
import { joinSentences } from "../shared/i18n.js";
import { CONTROL } from "./icons.js";
import { NUMBERS } from "./grid.js";
import { cardClass, cardFace, describeCard } from "./rows.js";

/** @typedef {import("../shared/types.js").Translate} T */

/**
 * @typedef {Object} Turn
 * @property {boolean} attack the student may attack now
 * @property {boolean} stay the student may stay now
 * @property {boolean} advance a bot is to act (the Next button)
 * @property {boolean} next_round the round is over and another follows
 * @property {boolean} new_game a new game may be started
 * @property {boolean} again the attack would be a further attack after a hit
 * @property {Array<[number, number]>} targets cards the student may attack
 * @property {number[]} own own card indices usable as the attack card (empty pile)
 * @property {number|null} own_index the attack card already picked this turn (every
 *   attack names it), else null
 * @property {number[]} positions own-row gaps to choose (place or stay position)
 * @property {string|null} position_for ``"place"`` or ``"stay"`` when a gap is needed
 * @property {number[]} toss pair play: own face-down cards the student may show the attacker
 * @property {boolean} toss_call pair play: the student, the attacker, may ask for the toss
 *   or skip it
 * @property {boolean} answer puzzle mode: the attack names a hidden card (``answer``)
 * @property {Array<{color: string, number: number}>} arrange the arrange-your-own-row mode
 *   after the deal: the student's cards in the order dealt, to lay into the row (else [])
 * @property {number|null} round the round being played (null behind a cover screen)
 */

/**
 * Normalise the ``turn`` trait.
 *
 * @param {any} turn trait value
 * @returns {Turn} turn with every field present
 */
export function turnData(turn) {
  const pairs = Array.isArray(turn?.targets)
    ? turn.targets.filter((/** @type {unknown} */ x) => Array.isArray(x) && x.length === 2)
    : [];
  /** @param {unknown} xs @returns {number[]} */
  const ints = (xs) => (Array.isArray(xs) ? xs.filter(Number.isInteger) : []);
  return {
    attack: Boolean(turn?.attack), stay: Boolean(turn?.stay), advance: Boolean(turn?.advance),
    next_round: Boolean(turn?.next_round), new_game: Boolean(turn?.new_game), again: Boolean(turn?.again),
    targets: pairs, own: ints(turn?.own), positions: ints(turn?.positions),
    own_index: Number.isInteger(turn?.own_index) ? turn.own_index : null,
    position_for: turn?.position_for === "place" || turn?.position_for === "stay" ? turn.position_for : null,
    toss: ints(turn?.toss),
    toss_call: Boolean(turn?.toss_call),
    answer: Boolean(turn?.answer),
    arrange: Array.isArray(turn?.arrange) ? turn.arrange.filter((/** @type {any} */ c) => c && typeof c === "object") : [],
    round: Number.isInteger(turn?.round) ? turn.round : null,
  };
}

/** @typedef {"own"|"target"|"number"|"attack"|"answer"} AttackStep */

/**
 * The steps of the student's attack, in the one order the line under the rows says them
 * (the status line says what the turn is about, never the clicks): the own attack card
 * when the pile is empty and none is picked yet this turn, the target, the number, Attack.
 *
 * @param {Turn} turn what the student may do
 * @returns {AttackStep[]} the steps, in order
 */
export function attackSteps(turn) {
  return [...(turn.own.length && turn.own_index === null ? /** @type {AttackStep[]} */ (["own"]) : []),
    "target", "number", turn.answer ? "answer" : "attack"];
}

/**
 * @typedef {Object} PickState
 * @property {Turn} turn what the student may do
 * @property {string|null} own the own attack card picked, by its place ("2nd"), else null
 * @property {{name: string, place: string, n: number}|null} target the card picked as
 *   target: its owner, its place as the status line words it ("2nd") and 1-based
 * @property {number|null} number the number picked
 * @property {string|null} ruledOut why the deduction rules the number out for the target
 *   (a reason's words), else null
 * @property {string} lang the language the sentences are joined in
 * @property {T} t label lookup
 */

/**
 * The line under the rows on the student's attack: what is picked so far, then the next
 * step numbered by its place in :func:`attackSteps` ("1. Click one of your own
 * face-down cards…", 「まず、自分の伏せたカードを…」), so the steps are said in one order
 * whatever is clicked first.
 *
 * @param {PickState} o what is picked
 * @returns {string} the line
 */
export function pickLine({ turn, own, target, number, ruledOut, lang, t }) {
  const steps = attackSteps(turn);
  const done = { own: own !== null, target: target !== null, number: number !== null, attack: false, answer: false };
  const k = steps.findIndex((s) => !done[s]);
  const parts = [];
  if (steps.includes("own") && own !== null) parts.push(t("algo.ui.own_chosen", { place: own, n: own }));
  if (target) {
    const fields = { ...target, number: number ?? "", reason: ruledOut ?? "" };
    parts.push(t(number === null ? "algo.ui.target" : ruledOut ? "algo.ui.target_ruled_out" : "algo.ui.target_number", fields));
  }
  // Japanese says where the step stands in words (まず、次に、最後に), never "1." in a sentence
  const where = k === 0 ? "first" : k === steps.length - 1 ? "last" : "then";
  parts.push(t(`algo.ui.step_${where}`, { i: k + 1, text: t(`algo.ui.step.${steps[k]}`) }));
  return joinSentences(lang, parts);
}

/**
 * What the student has picked for the attack, and the line under the rows that says it
 * with the next step (:func:`pickLine`).
 *
 * @param {T} t label lookup
 * @param {{turn: Turn, players: any[], me: number, selected: {target: number, index: number}|null,
 *   number: number|null, ownSelected: number|null, out: Map<number, any>, lang: string}} o the
 *   turn, the seats (their rows name the places), the student's seat, the card picked as
 *   target, the number picked, the own card picked, the numbers the grid rules out for the
 *   target, the language
 * @returns {{ruledOut: any, text: string}} the reason the number picked is ruled out (or
 *   undefined), and the line
 */
export function attackPick(t, { turn, players: ps, me, selected, number, ownSelected, out, lang }) {
  // a number the grid has ruled out is still allowed (a guess may be a bluff or a slip),
  // but the line under the rows says so before the attack, with the reason
  const ruledOut = number === null ? undefined : out.get(number);
  // places worded as the status line and the grid word them ("2nd")
  const place = (/** @type {number} */ p, /** @type {number} */ i) => ps[p]?.row?.[i]?.place ?? String(i + 1);
  const text = pickLine({
    turn, t, number, lang,
    own: ownSelected === null ? null : place(me, ownSelected),
    target: selected ? { name: String(ps[selected.target]?.name ?? ""), place: place(selected.target, selected.index), n: selected.index + 1 } : null,
    ruledOut: ruledOut ? t(`algo.ui.reason.${ruledOut.reason}`) : null,
  });
  return { ruledOut, text };
}

/**
 * A button with an icon (or none) and its text.
 *
 * @param {string} cls classes after ``gw-btn``
 * @param {string|null} icon SVG markup
 * @param {string} text the button's text
 * @param {Record<string, any>} props more properties for ``h``
 * @returns {HTMLElement} the button
 */
const button = (cls, icon, text, props) => h("button", {
  type: "button", class: `gw-btn ${cls}`, ...props,
}, icon ? svg(icon) : null, h("span", { class: "gw-btn-text", text }));

/**
 * @typedef {Object} ControlOptions
 * @property {Turn} turn what the student may do
 * @property {number|null} number chosen number
 * @property {boolean} ready target (and own card when needed) chosen
 * @property {Map<number, {reason: string, text: string|null}>} impossible greyed numbers
 * @property {boolean} auto auto-play on
 * @property {string} targetText the chosen target, spoken
 * @property {boolean} [warn] the chosen number is ruled out for the chosen card
 * @property {T} t label lookup
 * @property {(n: number) => void} pickNumber a number was clicked
 * @property {() => void} attack Attack clicked (the view sends the student's attack)
 * @property {() => void} stay Stay clicked (the view sends the student's stay)
 * @property {(msg: Record<string, any>) => void} send send an intent
 * @property {() => void} toggleAuto auto-play toggled
 * @property {number} [me] the seat at the screen (the attacker's toss call names it)
 * @property {number[]} [laid] arranging: the dealt cards laid so far, left to right
 * @property {(index: number|null) => void} [lay] arranging: lay dealt card ``index`` next,
 *   or (null) start again
 */

/**
 * Render what the table shows under the rows on the student's attack: the card chosen as
 * target (the step the number pad follows). The drawn card is shown in its player's row
 * (rows.js), the pile beside the widget's title.
 *
 * @param {HTMLElement} el container (emptied; hidden when there is nothing to show)
 * @param {ControlOptions} o state and callbacks
 * @returns {void}
 */
export function renderTurnInfo(el, o) {
  el.replaceChildren();
  if (o.turn.attack) {
    el.append(h("span", {
      class: `gw-pick-line${o.warn ? " gw-pick-warn" : ""}`, "data-testid": "gw-pick", text: o.targetText,
    }));
  }
  el.hidden = el.children.length === 0;
}

/**
 * Render the turn controls: the number pad and the buttons (a bar under the table and
 * the deduction, so the pad's twelve numbers sit on one line).
 *
 * @param {HTMLElement} el container (emptied; hidden when there is no control)
 * @param {ControlOptions} o state and callbacks
 * @returns {void}
 */
export function renderControls(el, o) {
  const { turn, t } = o;
  el.replaceChildren();
  if (turn.attack) {
    const pad = h("div", { class: "gw-numpad", role: "group", "aria-label": t("algo.ui.numbers") });
    for (const n of NUMBERS) {
      const out = o.impossible.get(n);
      const tip = out ? (out.text || t("algo.ui.cell_out", { n, reason: t(`algo.ui.reason.${out.reason}`) }))
        : t("algo.ui.declare", { n });
      pad.append(h("button", {
        type: "button",
        class: `gw-num${out ? " gw-num-impossible" : ""}${o.number === n ? " gw-selected" : ""}${n === 6 ? " gw-num-6" : ""}`,
        "data-n": n, "data-focus-key": `num-${n}`, "aria-pressed": o.number === n ? "true" : "false",
        "aria-label": out ? `${t("algo.ui.declare", { n })}. ${tip}` : tip, title: tip,
        "data-impossible": out ? "true" : undefined,
        on: { click: () => o.pickNumber(n) },
      }, h("span", { "aria-hidden": "true", text: String(n) })));
    }
    el.append(pad);
  }
  if (turn.arrange.length) el.append(arrangePanel(o));
  const actions = h("div", { class: "gw-actions" });
  if (turn.toss_call) {
    // pair play: ask the partner for the toss, or skip it when no longer needed (rules 7)
    actions.append(button("gw-call-toss gw-primary", null, t("algo.ui.call_toss"), {
      "data-testid": "gw-call-toss", "data-focus-key": "call-toss",
      on: { click: () => o.send({ type: "call_toss", player: o.me }) },
    }), button("gw-skip-toss", null, t("algo.ui.skip_toss"), {
      "data-testid": "gw-skip-toss", "data-focus-key": "skip-toss",
      on: { click: () => o.send({ type: "skip_toss", player: o.me }) },
    }));
  }
  if (turn.attack) {
    const text = t(turn.answer ? "algo.ui.answer" : turn.again ? "algo.ui.attack_again" : "algo.ui.attack");
    actions.append(button("gw-attack gw-primary", CONTROL.attack, text, {
      "data-testid": "gw-attack", "data-focus-key": "attack", "aria-label": text,
      disabled: !(o.ready && Number.isInteger(o.number)), on: { click: () => o.attack() },
    }));
  }
  if (turn.stay && turn.position_for !== "stay") {
    actions.append(button("gw-stay", CONTROL.stay, t("algo.ui.stay"), {
      "data-testid": "gw-stay", "data-focus-key": "stay", "aria-label": t("algo.ui.stay"),
      on: { click: () => o.stay() },
    }));
  }
  if (turn.advance) {
    actions.append(button("gw-advance gw-primary", CONTROL.next, t("algo.ui.advance"), {
      "data-testid": "gw-advance", "data-focus-key": "advance", "aria-label": t("algo.ui.advance"),
      on: { click: () => o.send({ type: "advance" }) },
    }));
  }
  if (turn.advance || o.auto) {
    actions.append(button("gw-auto", null, t("algo.ui.autoplay"), {
      "data-testid": "gw-auto", "data-focus-key": "auto", "aria-pressed": o.auto ? "true" : "false",
      on: { click: () => o.toggleAuto() },
    }));
  }
  if (actions.children.length) el.append(actions);
  el.hidden = el.children.length === 0;
}

/**
 * The arrange-your-own-row panel (docs/rules/algo.md 6): the cards dealt, in the order
 * dealt, each a button that lays it next into the row; the row laid so far; Start again
 * and "Lay my row" (once every card is laid), which sends the order for Python to judge:
 * a row out of order is 失格, so nothing here says whether the order is right.
 *
 * @param {ControlOptions} o state and callbacks (``turn.arrange``, ``laid``, ``lay``)
 * @returns {HTMLElement} the panel
 */
function arrangePanel(o) {
  const { turn, t } = o;
  const laid = o.laid ?? [];
  const lay = o.lay ?? (() => {});
  const cards = turn.arrange.map((c, i) => {
    const desc = describeCard(c, false, t);
    return h("button", {
      type: "button", class: `${cardClass(c, false)} gw-arrange-card`, "data-testid": `gw-arrange-${i}`,
      "data-focus-key": `arrange-${i}`, "aria-label": desc, title: desc, disabled: laid.includes(i),
      on: { click: () => lay(i) },
    }, ...cardFace(c, { t }));
  });
  const row = laid.map((i) => describeCard(turn.arrange[i], false, t)).join(t("algo.ui.list_sep"));
  return h("section", { class: "gw-arrange", "data-testid": "gw-arrange", "aria-label": t("algo.ui.arrange_heading") },
    h("h3", { class: "gw-heading", text: t("algo.ui.arrange_heading") }),
    h("div", { class: "gw-arrange-cards", role: "group", "aria-label": t("algo.ui.arrange_heading") }, ...cards),
    h("p", { class: "gw-arrange-row", "data-testid": "gw-arrange-row", "aria-live": "polite", text: t("algo.ui.arrange_row", { cards: row || "—" }) }),
    h("div", { class: "gw-actions" },
      button("gw-arrange-clear", null, t("algo.ui.arrange_clear"), {
        "data-testid": "gw-arrange-clear", "data-focus-key": "arrange-clear", disabled: !laid.length,
        on: { click: () => lay(null) },
      }),
      button("gw-arrange-done gw-primary", null, t("algo.ui.arrange_done"), {
        "data-testid": "gw-arrange-done", "data-focus-key": "arrange-done", disabled: laid.length !== turn.arrange.length,
        on: { click: () => o.send({ type: "arrange", player: o.me, order: laid }) },
      })));
}

/**
 * Render the round-over / game-over panel (hidden while a round is played).
 *
 * @param {HTMLElement} el container
 * @param {{result: any, players: any[], turn: Turn, t: T,
 *   send: (msg: Record<string, any>) => void}} o result trait, players, turn, labels
 * @returns {void}
 */
export function renderResult(el, { result, players, turn, t, send }) {
  el.hidden = !result;
  if (!result) {
    el.replaceChildren();
    return;
  }
  const over = Boolean(result.game_over);
  const winners = new Set(Array.isArray(result.winners) ? result.winners : []);
  const rows = (players ?? []).map((p, i) => h("tr", { class: winners.has(i) ? "gw-winner" : "" },
    h("th", { scope: "row", text: `${winners.has(i) ? "★ " : ""}${String(p?.name ?? "")}` }),
    h("td", { text: String(p?.wins ?? 0) }),
    Number.isInteger(p?.chips) ? h("td", { text: String(p.chips) }) : null));
  const hasChips = (players ?? []).some((p) => Number.isInteger(p?.chips));
  const table = h("table", { class: "gw-standings" },
    h("thead", {}, h("tr", {}, h("th", { scope: "col", text: t("algo.ui.player") }),
      h("th", { scope: "col", text: t("algo.ui.round_wins") }),
      hasChips ? h("th", { scope: "col", text: t("algo.ui.points") }) : null)),
    h("tbody", {}, ...rows));
  const buttons = h("div", { class: "gw-actions" });
  if (turn.next_round) {
    buttons.append(button("gw-next-round gw-primary", CONTROL.next, t("algo.ui.next_round"), {
      "data-testid": "gw-next-round", "data-focus-key": "next-round", on: { click: () => send({ type: "next_round", player: CHANCE }) },
    }));
  }
  if (turn.new_game || over) {
    buttons.append(button("gw-new-game", null, t("algo.ui.new_game"), {
      "data-testid": "gw-new-game", "data-focus-key": "new-game", on: { click: () => send({ type: "new_game" }) },
    }));
  }
  // compact, so the rows stay in sight on a projector: the heading and the buttons, the
  // round wins on one line; the sentence (the status line says it too) and the table
  // behind that line, opened by click or Enter
  // each player's standing (「ボット1（0勝）」) is one unit a line never cuts: the count
  // stays with its name
  const sep = t("algo.ui.standing_sep");
  const standings = (players ?? []).flatMap((p, i) => [i ? sep : null, h("span", {
    class: "gw-standing gw-whole", text: t(winners.has(i) ? "algo.ui.standing_won" : "algo.ui.standing",
      { name: String(p?.name ?? ""), wins: p?.wins ?? 0 }),
  })]);
  const [before, after = ""] = t("algo.ui.round_wins_line", { standings: "\u0000" }).split("\u0000");
  el.replaceChildren(
    h("div", { class: "gw-result-head" },
      h("h3", { class: "gw-heading", text: t(over ? "algo.ui.game_over" : "algo.ui.round_over", { n: result.round ?? 1 }) }),
      buttons),
    h("details", { class: "gw-result-details", "data-testid": "gw-result-details" },
      h("summary", { class: "gw-result-summary" }, before, ...standings, after),
      h("p", { class: "gw-result-text", text: String(result.text ?? "") }),
      table));
}
