// @ts-check
/**
 * Parts of the Goblin Escape view: the goblins, the common store, the tunnel,
 * the secret-choice screens and the "what if" table.
 *
 * Every name and sentence from Python is set as text (``h(..., {text})``),
 * never parsed as HTML: a goblin called ``<b>x</b>`` shows exactly that.
 *
 * @module goblin/panels
 */

import { h, svg } from "../shared/dom.js";
import { ACTION, BACK, BOT, MEAT, TUNNEL } from "./icons.js";
import { signed } from "./resolution.js";

/** @typedef {import("../shared/types.js").Translate} T */
/** @typedef {import("../shared/types.js").Send} Send */

/**
 * @typedef {Object} Goblin
 * @property {number} seat 0-based seat
 * @property {string} name display name (plain text)
 * @property {string|null} bot bot policy name, or null for a person
 * @property {number} meat meat now
 * @property {boolean} alive still in the cave (not dropped out)
 * @property {string|null} last_action action of the previous turn
 * @property {boolean} chosen has chosen this turn (the choice itself is secret)
 * @property {string|null} action this turn's action, only once revealed
 * @property {number|null} target seat robbed, for a stealer after the pick
 */

/** The three actions in card order. */
export const ACTIONS = Object.freeze(["dig", "rest", "steal"]);

/**
 * Icon plus word for an action (colour is never the only signal).
 *
 * @param {T} t label lookup
 * @param {string} action "dig", "rest" or "steal"
 * @param {string} [cls] extra class
 * @param {string|null} [word] the words instead of the action's own (a steal with its
 *   target, worded by the catalogue)
 * @returns {HTMLElement} span
 */
export function actionTag(t, action, cls = "", word = null) {
  const icon = ACTION[action];
  return h("span", { class: `gw-act gw-act--${action} ${cls}`.trim(), "data-action": action },
    icon ? svg(icon) : null,
    h("span", { class: word ? "gw-act-word gw-target" : "gw-act-word", text: word ?? t(`goblin.ui.action.${action}`) }));
}

/**
 * Text name of a seat.
 *
 * @param {Goblin[]} players the ``players`` trait
 * @param {number|null|undefined} seat seat
 * @returns {string} the name, or "?" for an unknown seat
 */
export function nameOf(players, seat) {
  const p = Number.isInteger(seat) ? players?.[/** @type {number} */ (seat)] : null;
  return p ? String(p.name) : "?";
}

/**
 * The goblins' row.
 *
 * @param {T} t label lookup
 * @param {{players: Goblin[], meat: number[], alive: boolean[], deltas: Map<number, number>,
 *   bump: boolean, involved: number[], active: number|null, flip: boolean,
 *   winners: number[]|null}} s state; ``bump`` animates the changed counters
 * @returns {HTMLElement} list
 */
export function renderGoblins(t, s) {
  const many = (s.players ?? []).length > 4;
  const list = h("ul", { class: `gw-goblins${many ? " gw-many" : ""}`, "aria-label": t("goblin.ui.goblins"), "data-testid": "gw-goblins" });
  for (const p of s.players ?? []) {
    const seat = p.seat;
    const meat = s.meat[seat];
    const alive = s.alive[seat] !== false;
    const delta = s.deltas.get(seat);
    const winner = (s.winners ?? []).includes(seat);
    const cls = ["gw-gob"];
    if (!alive) cls.push("gw-out");
    if (s.active === seat) cls.push("gw-active");
    if (s.involved.includes(seat)) cls.push("gw-involved");
    if (winner) cls.push("gw-winner");
    const status = alive ? t("goblin.ui.alive") : t("goblin.ui.out");
    list.append(h("li", {
      class: cls.join(" "), "data-seat": seat, "data-testid": `gw-goblin-${seat}`,
      "aria-label": t("goblin.ui.goblin_aria", { name: p.name, meat, status }),
    },
    // three short lines, so that six goblins take two rows of a projected notebook: who,
    // meat and last action, this turn's card (with the state beside it once it says more
    // than "in the cave")
    h("div", { class: "gw-gob-head" },
      // one line: a name that wrapped would put its last word ("3" of "Cooperator 3")
      // over the meat count, where it reads as a count; a long name ends in "…" and is whole
      // in its tooltip and its seat's label (a bot's made-up name, "Cooperator 3" beside
      // the robot icon, fits a card of six at 1024 px)
      h("span", { class: "gw-name", "data-testid": "gw-name", title: p.name, text: p.name }),
      p.bot ? botTag(t, p.bot) : null),
    h("div", { class: "gw-gob-mid" },
      h("div", { class: `gw-meat${delta && s.bump ? " gw-bump" : ""}`, "data-testid": "gw-meat" },
        svg(MEAT),
        ...meatCount(t, meat, "gw-meat-value"),
        delta ? h("span", { class: `gw-delta ${delta > 0 ? "gw-up" : "gw-down"}`, "aria-hidden": "true", text: signed(delta) }) : null),
      h("span", { class: "gw-last" },
        h("span", { class: "gw-last-word", text: t("goblin.ui.last_action") }),
        p.last_action ? actionTag(t, p.last_action, "gw-small") : h("span", { text: t("goblin.ui.none") }))),
    h("div", { class: "gw-gob-foot" },
      choiceCard(t, p, s.players, alive, s.flip),
      h("span", {
        class: `gw-state ${alive ? "gw-in" : "gw-gone"}${alive && !winner ? " gw-sr-only" : ""}`,
        text: winner ? t("goblin.ui.winner") : status,
      })),
    ));
  }
  return list;
}

/**
 * The "bot (policy)" tag of a bot goblin, the policy in the widget's language.
 *
 * @param {T} t label lookup
 * @param {string} policy policy id ("random", "cooperator", "free_rider", "adaptive")
 * @returns {HTMLElement} span
 */
function botTag(t, policy) {
  const word = t("goblin.ui.bot", { policy: t(`goblin.ui.policy.${policy}`) });
  // the icon alone on screen (a made-up name already says "Cooperator 3"); the words
  // in its tooltip and for screen readers
  return h("span", { class: "gw-bot", title: word }, svg(BOT), h("span", { class: "gw-bot-word gw-sr-only", text: word }));
}

/**
 * Whether only bots are left in the game (at least one goblin still in).
 *
 * @param {Goblin[]} players the ``players`` trait
 * @returns {boolean} true when every goblin still in the game is a bot
 */
export function onlyBotsLeft(players) {
  const living = (players ?? []).filter((p) => p.alive);
  return living.length > 0 && living.every((p) => p.bot);
}

/**
 * This turn's action card: face down until the reveal, then face up.
 *
 * @param {T} t label lookup
 * @param {Goblin} p the goblin
 * @param {Goblin[]} players every goblin (for a steal target's name)
 * @param {boolean} alive whether the goblin is still in the game
 * @param {boolean} flip animate the card turning over
 * @returns {HTMLElement|null} the card, or null for a goblin out of the game
 */
function choiceCard(t, p, players, alive, flip) {
  if (p.action) {
    // a steal says whom from in the catalogue's word order ("steal from Ben", 「Benから奪う」)
    const word = Number.isInteger(p.target)
      ? t("goblin.ui.action_from", { action: t(`goblin.ui.action.${p.action}`), name: nameOf(players, p.target) })
      : null;
    return h("div", { class: `gw-choice gw-face-up${flip ? " gw-flip" : ""}${word ? " gw-has-target" : ""}`, "data-testid": "gw-choice", "data-action": p.action },
      actionTag(t, p.action, "", word));
  }
  if (!alive) return h("div", { class: "gw-choice gw-none", "data-testid": "gw-choice" });
  return h("div", { class: `gw-choice ${p.chosen ? "gw-face-down" : "gw-waiting"}`, "data-testid": "gw-choice" },
    p.chosen ? svg(BACK) : null,
    h("span", { class: "gw-choice-word", text: t(p.chosen ? "goblin.ui.has_chosen" : "goblin.ui.choosing") }));
}

/**
 * A meat count: the number big, the words around it where the language puts them
 * ("4 meat", 「肉4個」: catalogue ``goblin.ui.meat_n``).
 *
 * @param {T} t label lookup
 * @param {number} value how much meat
 * @param {string} testid the number's test id
 * @returns {HTMLElement[]} the words before, the number, the words after
 */
function meatCount(t, value, testid) {
  const [before, after = ""] = t("goblin.ui.meat_n").split("{n}");
  const out = [h("strong", { class: "gw-meat-value", "data-testid": testid, text: String(value) })];
  if (before.trim()) out.unshift(h("span", { class: "gw-meat-word", text: before.trim() }));
  if (after.trim()) out.push(h("span", { class: "gw-meat-word", text: after.trim() }));
  return out;
}

/**
 * The common store and the tunnel (cards turned, how many remain; never which).
 *
 * @param {T} t label lookup
 * @param {{store: number, storeDelta: number, bump: boolean, turned: string[],
 *   remaining: number, newCard: string|null}} s state
 * @returns {HTMLElement} the table area
 */
export function renderTable(t, s) {
  // groups, not landmarks: a notebook may hold several widgets with the same panel names
  const store = h("section", { class: "gw-store", role: "group", "aria-label": t("goblin.ui.store"), "data-testid": "gw-store" },
    h("h3", { class: "gw-heading", text: t("goblin.ui.store") }),
    h("div", { class: `gw-meat gw-store-count${s.storeDelta && s.bump ? " gw-bump" : ""}` }, svg(MEAT),
      ...meatCount(t, s.store, "gw-store-value"),
      s.storeDelta ? h("span", { class: `gw-delta ${s.storeDelta > 0 ? "gw-up" : "gw-down"}`, "aria-hidden": "true", text: signed(s.storeDelta) }) : null));
  const turned = h("ol", { class: "gw-turned", "aria-label": t(s.turned.length === 1 ? "goblin.ui.turned_one" : "goblin.ui.turned", { n: s.turned.length }) });
  s.turned.forEach((card, i) => turned.append(h("li", {
    class: `gw-tcard gw-tcard--${card}${s.newCard && i === s.turned.length - 1 ? " gw-flip" : ""}`,
    "data-card": card,
  }, TUNNEL[card] ? svg(TUNNEL[card]) : null, h("span", { class: "gw-tcard-word", text: t(`goblin.ui.card.${card}`) }))));
  const tunnel = h("section", { class: "gw-tunnel", role: "group", "aria-label": t("goblin.ui.tunnel"), "data-testid": "gw-tunnel" },
    h("h3", { class: "gw-heading", text: t("goblin.ui.tunnel") }),
    h("div", { class: "gw-tunnel-row" },
      h("div", { class: "gw-deck", "data-testid": "gw-deck" }, svg(BACK),
        h("span", { class: "gw-deck-count", "data-testid": "gw-remaining", text: t(s.remaining === 1 ? "goblin.ui.remaining_one" : "goblin.ui.remaining", { n: s.remaining }) })),
      s.turned.length ? turned : h("span", { class: "gw-muted", text: t("goblin.ui.none_turned") })));
  return h("div", { class: "gw-table" }, store, tunnel);
}

/**
 * The secret-choice screens: cover, the three actions, everyone ready, target picker.
 * A choice and a target are the engine's own actions of the seat whose screen it is
 * (``choose {player, action}``, ``pick_target {player, target}``).
 *
 * @param {T} t label lookup
 * @param {Send} send intent sender
 * @param {{stage: string, active: number|null, players: Goblin[],
 *   options: Array<{action: string, allowed: boolean, reason: string|null}>,
 *   targets: number[], uid: string}} s state; ``uid`` prefixes element ids (unique per view)
 * @returns {HTMLElement|null} the screen, or null when the stage has none
 */
export function renderChoice(t, send, s) {
  const name = nameOf(s.players, s.active);
  const seat = s.active;
  if (s.stage === "cover") {
    return h("section", { class: "gw-screen gw-cover", role: "group", "data-testid": "gw-cover", "aria-label": t("goblin.ui.pass_to", { name }) },
      h("p", { class: "gw-big" }, h("span", { text: t("goblin.ui.pass_to_pre") }),
        h("strong", { class: "gw-cover-name", "data-testid": "gw-cover-name", text: name })),
      h("p", { class: "gw-hint", text: t("goblin.ui.look_away", { name }) }),
      h("button", {
        type: "button", class: "gw-btn gw-primary", "data-testid": "gw-show", "data-focus-key": "show",
        on: { click: () => send({ type: "show", player: seat }) },
      }, h("span", { class: "gw-btn-text", text: t("goblin.ui.show", { name }) })));
  }
  if (s.stage === "choose") {
    const buttons = (s.options ?? []).map((o) => {
      // ids unique in the page: the same widget may be displayed twice
      const reasonId = `${s.uid}-reason-${o.action}`;
      const word = t(`goblin.ui.action.${o.action}`);
      return h("button", {
        type: "button", class: `gw-action-btn gw-act--${o.action}`, "data-action": o.action,
        "data-testid": `gw-choose-${o.action}`, "data-focus-key": `choose-${o.action}`,
        disabled: !o.allowed, "aria-describedby": o.allowed ? undefined : reasonId,
        // the second click of a double click on "show" must not choose for the person
        on: { click: (ev) => { if (!(ev.detail > 1)) send({ type: "choose", player: seat, action: o.action }); } },
      }, svg(ACTION[o.action] ?? BACK),
      h("span", { class: "gw-action-word", text: word }),
      // named by its word alone; a barred action's reason is its description, read after it
      o.allowed ? null : h("span", {
        class: "gw-reason", id: reasonId, "aria-hidden": "true", "data-testid": `gw-reason-${o.action}`, text: o.reason ?? "",
      }));
    });
    // "hide" beside the title, not under the actions: the screen stays one row of buttons
    // high; it still comes after the actions in the Tab order. With one person left to
    // play there is nobody to hide the choice from (Python shows no cover either).
    const people = (s.players ?? []).filter((p) => p.bot == null && p.alive !== false).length;
    return h("section", { class: "gw-screen gw-choose", "data-testid": "gw-choose" },
      h("p", { class: "gw-big", text: t("goblin.ui.choose_title", { name }) }),
      h("div", { class: "gw-actions", role: "group", "aria-label": t("goblin.ui.choose_title", { name }) }, ...buttons),
      people > 1 ? h("button", {
        type: "button", class: "gw-btn gw-hide", "data-testid": "gw-hide", "data-focus-key": "hide",
        on: { click: () => send({ type: "hide" }) },
      }, h("span", { class: "gw-btn-text", text: t("goblin.ui.hide") })) : null);
  }
  if (s.stage === "ready") {
    return h("section", { class: "gw-screen gw-ready", "data-testid": "gw-ready" },
      h("p", { class: "gw-big", text: t("goblin.ui.all_chosen") }),
      h("button", {
        type: "button", class: "gw-btn gw-primary", "data-testid": "gw-reveal", "data-focus-key": "reveal",
        on: { click: () => send({ type: "reveal" }) },
      }, h("span", { class: "gw-btn-text", text: t("goblin.ui.reveal") })));
  }
  if (s.stage === "target") {
    return h("section", { class: "gw-screen gw-target-screen", "data-testid": "gw-target" },
      h("p", { class: "gw-big", text: t("goblin.ui.target_title", { name }) }),
      h("div", { class: "gw-actions", role: "group", "aria-label": t("goblin.ui.target_title", { name }) },
        ...(s.targets ?? []).map((r) => h("button", {
          type: "button", class: "gw-btn gw-target-btn", "data-seat": r, "data-focus-key": `target-${r}`,
          "data-testid": `gw-target-${r}`,
          on: { click: () => send({ type: "pick_target", player: seat, target: r }) },
        }, svg(ACTION.steal), h("span", { class: "gw-btn-text", text: t("goblin.ui.steal_from", { name: nameOf(s.players, r) }) })))));
  }
  return null;
}

/**
 * The "what if" table: one goblin's meat after each action, the others' choices fixed.
 *
 * @param {T} t label lookup
 * @param {{whatif: Array<any>, players: Goblin[], seat: number|null,
 *   select: (seat: number) => void, fold?: {open: boolean, toggle: (open: boolean) => void}|null}} s
 *   state; ``fold``: the sentences about the table (what it shows, who dug, what "on
 *   average" means) go in a box under it that opens and closes (``open`` now,
 *   ``toggle`` told each change); ``whatif[seat]`` is null or
 *   ``{rows: [{action, meat, shown, allowed, note, detail}], best: string[], chosen: string,
 *   tunnel?: string, on_average: string}``; ``shown`` is the value as Python words it ("4
 *   meat", "about 3.7 meat (on average)", "not allowed this turn": the repeat has no value
 *   and is never marked best); ``tunnel`` (who dug and what the goblin's choice changed
 *   about the tunnel) and ``on_average`` (one line saying what "on average" means) go under
 *   the table; ``detail`` (how an expected value was averaged) becomes the note's tooltip
 * @returns {HTMLElement|null} the table section, or null without data
 */
export function renderWhatIf(t, s) {
  const seats = (s.whatif ?? []).map((w, i) => (w ? i : -1)).filter((i) => i >= 0);
  if (!seats.length) return null;
  const seat = seats.includes(/** @type {number} */ (s.seat)) ? /** @type {number} */ (s.seat) : seats[0];
  const data = s.whatif[seat];
  const select = /** @type {HTMLSelectElement} */ (h("select", {
    class: "gw-select", "data-testid": "gw-whatif-select", "data-focus-key": "whatif-select",
    "aria-label": t("goblin.ui.whatif_for"),
    on: { change: () => s.select(Number(select.value)) },
  }, ...seats.map((i) => h("option", { value: i, text: nameOf(s.players, i) }))));
  select.value = String(seat);
  const body = h("tbody");
  for (const row of data.rows ?? []) {
    const barred = row.allowed === false;
    const best = !barred && (data.best ?? []).includes(row.action);
    const chosen = data.chosen === row.action;
    const cls = `${best ? "gw-best" : ""}${chosen ? " gw-chosen" : ""}${barred ? " gw-barred" : ""}`;
    body.append(h("tr", { class: cls.trim(), "data-action": row.action },
      h("th", { scope: "row" }, actionTag(t, row.action),
        chosen ? h("span", { class: "gw-tag", text: t("goblin.ui.chosen") }) : null),
      h("td", { class: "gw-num", "data-testid": "gw-whatif-value" },
        barred ? h("span", { class: "gw-not-allowed", text: String(row.shown ?? "") })
          : h("strong", { text: String(row.shown ?? row.meat) }),
        best ? h("span", { class: "gw-tag gw-tag-best", text: t("goblin.ui.best") }) : null),
      h("td", { class: "gw-note", text: row.note ?? "", title: row.detail || undefined })));
  }
  const hint = h("p", { class: "gw-hint", text: t("goblin.ui.whatif_hint", { name: nameOf(s.players, seat) }) });
  // the dilemma: who dug, and what this goblin's choice changed about the tunnel
  const notes = [
    data.tunnel ? h("p", { class: "gw-hint gw-whatif-tunnel", "data-testid": "gw-whatif-tunnel", text: data.tunnel }) : null,
    data.on_average ? h("p", { class: "gw-hint gw-on-average", "data-testid": "gw-whatif-average", text: data.on_average }) : null,
  ];
  // narrow (a notebook beside Lab's file browser), the sentences about the table fold
  // under it: the last step, the table and Next turn fit a projector together
  const fold = s.fold ? h("details", {
    class: "gw-whatif-more", "data-testid": "gw-whatif-more", open: s.fold.open,
    on: { toggle: (/** @type {Event} */ ev) => s.fold?.toggle(/** @type {HTMLDetailsElement} */ (ev.currentTarget).open) },
  }, h("summary", { "data-focus-key": "whatif-more", text: t("goblin.ui.whatif_more") }), hint, ...notes) : null;
  return h("section", { class: "gw-whatif", "data-testid": "gw-whatif" },
    h("div", { class: "gw-section-head" },
      h("h3", { class: "gw-heading", text: t("goblin.ui.whatif") }),
      h("label", { class: "gw-select-box" }, h("span", { text: t("goblin.ui.whatif_for") }), select)),
    fold ? null : hint,
    h("table", { class: "gw-whatif-table" },
      h("thead", {}, h("tr", {},
        h("th", { scope: "col", text: t("goblin.ui.whatif_action") }),
        h("th", { scope: "col", text: t("goblin.ui.whatif_meat") }),
        h("th", { scope: "col", text: t("goblin.ui.whatif_note") }))),
      body),
    ...(fold ? [fold] : notes));
}
