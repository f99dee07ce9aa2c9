// @ts-check
/**
 * Cards and player rows of the algo table.
 *
 * Python sends every card as ``{color, number, face_up, failed}`` where ``number`` is
 * null when the student may not see it (docs/rules/algo.md section 1: a card's colour is
 * visible from the back, its number is not). The view never guesses a number.
 *
 * @module algo/rows
 */

import { h } from "../shared/dom.js";

/** @typedef {import("../shared/types.js").Translate} T */

/**
 * @typedef {Object} CardData
 * @property {string} color ``"black"`` or ``"white"``
 * @property {number|null} number the number, or null when hidden from the student
 * @property {boolean} [face_up] turned face up (everyone sees it)
 * @property {number[]} [failed] numbers ruled out by failed attacks on it
 * @property {string} [place] its place from the left as the status line says it ("2nd"; "2" in Japanese)
 * @property {boolean} [tossed] pair play: a partner's card a toss showed the student
 * @property {boolean} [answered] puzzle mode: a hidden card the student named rightly
 */

/**
 * @typedef {Object} PlayerData
 * @property {string} name display name
 * @property {string|null} bot bot kind, or null for the student
 * @property {number|null} chips points (chips variant) or null
 * @property {number} wins round wins
 * @property {boolean} out all cards face up in this round
 * @property {boolean} current whose turn it is
 * @property {boolean} first the round's first player (親)
 * @property {"partner"|"opponent"|null} [team] pair play: the student's partner or an
 *   opponent (null for the student's own row and outside pair play)
 * @property {CardData[]} row cards in row order
 */

/**
 * Normalise one synced card (unknown colours read as black, bad numbers as hidden).
 *
 * @param {any} card a card from the ``players`` trait
 * @returns {{color: string, number: number|null, faceUp: boolean, failed: number[]}} card
 */
export function cardData(card) {
  const n = card?.number;
  return {
    color: card?.color === "white" ? "white" : "black",
    number: Number.isInteger(n) && n >= 0 && n <= 11 ? n : null,
    faceUp: Boolean(card?.face_up),
    failed: Array.isArray(card?.failed) ? card.failed.filter(Number.isInteger) : [],
  };
}

/**
 * Spoken description of a card: "white 6, face up; not 3, 7".
 *
 * @param {any} card synced card
 * @param {boolean} own whether it is in the student's own row
 * @param {T} t label lookup
 * @returns {string} description
 */
export function describeCard(card, own, t) {
  const c = cardData(card);
  const color = t(`algo.ui.color.${c.color}`);
  let text = c.number === null ? t("algo.ui.card_hidden", { color })
    : t("algo.ui.card_known", { color, number: c.number });
  if (own || c.number !== null) text += t(c.faceUp ? "algo.ui.face_up" : "algo.ui.face_down_own");
  if (c.failed.length && c.number === null) text += t("algo.ui.not_numbers", { list: c.failed.join(t("algo.ui.list_sep")) });
  return text;
}

/**
 * A card face: big number (6 underlined as on the real cards) or "?" for a hidden one,
 * and a colour letter in the corner (the colour also reads in forced-colours mode and
 * matches the letter of the card's row in the deduction grid).
 *
 * @param {any} card synced card
 * @param {{own?: boolean, tag?: string|null, certain?: number|null, t: T}} opts
 *   own row (show the face-up/face-down tag), explicit tag text, deduced certain number
 * @returns {HTMLElement[]} children of the card element
 */
export function cardFace(card, { own = false, tag = null, certain = null, t }) {
  const c = cardData(card);
  const parts = [h("span", { class: "gw-acard-color", "aria-hidden": "true", text: t(`algo.ui.color_letter.${c.color}`) })];
  // a face-down own card shows its dashed edge, which the own row's note explains
  const tagText = tag ?? (own && c.faceUp ? t("algo.ui.tag_open") : null);
  if (tagText) parts.push(h("span", { class: "gw-acard-tag", "aria-hidden": "true", text: tagText }));
  // a number the deduction has made certain takes the place of the "?" (in the grid's
  // "certain" colours, with "="): a badge over the card's corner hid its W/B letter
  const sure = c.number === null && Number.isInteger(certain);
  parts.push(h("span", {
    class: `gw-acard-num${c.number === 6 ? " gw-num-6" : ""}${c.number === null && !sure ? " gw-acard-q" : ""}${sure ? " gw-acard-certain" : ""}${(c.number ?? 0) >= 10 ? " gw-acard-num--two" : ""}`,
    "aria-hidden": "true",
    text: sure ? `=${certain}` : c.number === null ? "?" : String(c.number),
  }));
  // the numbers failed attacks ruled out, on one line and struck through (a crossed-out
  // number reads as "not this" in any language; "≠" is not taught before junior high): at
  // most three fit a card (the card's name says them all); once the number is certain they
  // say nothing more
  if (c.number === null && c.failed.length && !sure) {
    const shown = c.failed.length > 3 ? `${c.failed.slice(0, 2).join(",")},…` : c.failed.join(",");
    parts.push(h("s", { class: "gw-acard-failed", "aria-hidden": "true", text: shown }));
  }
  return parts;
}

/**
 * Class list of a card element.
 *
 * @param {any} card synced card
 * @param {boolean} own in the student's own row
 * @returns {string} classes
 */
export function cardClass(card, own) {
  const c = cardData(card);
  let cls = `gw-acard gw-acard--${c.color}`;
  if (c.number === null) cls += " gw-acard--hidden";
  if (c.faceUp) cls += " gw-acard--up";
  else if (own) cls += " gw-acard--secret";
  return cls;
}

/**
 * @typedef {Object} RowsOptions
 * @property {PlayerData[]} players the ``players`` trait
 * @property {number} me the student's seat
 * @property {Set<string>} targets ``"p,i"`` of the cards the student may attack now
 * @property {Set<number>} own own card indices selectable as the attack card (empty pile)
 * @property {number[]} positions gaps of the own row the student may choose (place/stay)
 * @property {{target: number, index: number}|null} selected chosen target card
 * @property {number|null} ownSelected chosen own attack card
 * @property {any} last the last attack record (highlighted with its guess and result)
 * @property {Map<string, number>} certain ``"p,i"`` -> number deduced for sure (hints on)
 * @property {boolean} [ownTags] mark own cards face up / hidden from the others (off for a
 *   typed view, which does not say)
 * @property {T} t label lookup
 * @property {(target: number, index: number) => void} pick a target card was clicked
 * @property {(index: number) => void} pickOwn an own card was clicked (as the attack card,
 *   or in pair play the card to toss)
 * @property {string} [ownLabel] label id of a selectable own card (default "algo.ui.use_own")
 * @property {(position: number) => void} pickGap a gap of the own row was clicked
 * @property {{player: number, card: any, mine: boolean, label: string}|null} [drawn] the
 *   card drawn this turn, shown at the end of its player's row (not yet in it): its
 *   player, the card (number null when hidden from the student), whether the student
 *   drew it, and what it is called ("Your drawn card", "Bot 1 drew")
 */

/**
 * Render every player's row, the student's first.
 *
 * @param {HTMLElement} el container (emptied)
 * @param {RowsOptions} o state and callbacks
 * @returns {void}
 */
export function renderRows(el, o) {
  const { players, me } = o;
  const order = players.map((_, i) => i).sort((a, b) => (a === me ? -1 : b === me ? 1 : a - b));
  el.replaceChildren(...order.map((p) => playerRow(p, o)));
}

/**
 * One player's row: name, badges, counts and cards (and the gaps to choose, own row).
 *
 * @param {number} p seat
 * @param {RowsOptions} o state and callbacks
 * @returns {HTMLElement} the row
 */
function playerRow(p, o) {
  const { players, me, t } = o;
  const player = /** @type {Partial<PlayerData>} */ (players[p] ?? {});
  const own = p === me;
  const name = String(player.name ?? "");
  const badges = h("span", { class: "gw-badges" });
  // pair play: who plays with the student, on the screen and not only in a label
  const team = !own && (player.team === "partner" || player.team === "opponent") ? player.team : null;
  if (team) {
    badges.append(h("span", {
      class: `gw-pill gw-pill-team gw-pill-${team}`, "data-testid": `gw-team-${p}`, text: t(`algo.ui.team.${team}`),
    }));
  }
  if (player.current) badges.append(h("span", { class: "gw-pill gw-pill-turn", text: t("algo.ui.turn_marker") }));
  if (player.first) {
    // the badge says what it means: a pill alone ("first") left students guessing
    badges.append(h("span", {
      class: "gw-pill gw-pill-first", "data-testid": `gw-first-${p}`, text: t("algo.ui.first_player"),
      title: t("algo.ui.first_player_why", { name: own ? t("algo.ui.you_first") : String(player.name ?? "") }),
    }));
  }
  if (player.out) badges.append(h("span", { class: "gw-pill gw-pill-out", text: t("algo.ui.out") }));
  const stats = h("span", { class: "gw-stats" });
  if (Number.isInteger(player.wins)) stats.append(h("span", { text: t("algo.ui.wins", { n: player.wins }) }));
  if (Number.isInteger(player.chips)) stats.append(h("span", { class: "gw-chips", text: t("algo.ui.chips", { n: player.chips }) }));
  const head = h("div", { class: "gw-row-head" },
    h("span", { class: "gw-row-name", text: name }), badges, stats);

  const cards = h("div", { class: `gw-cards${(player.row?.length ?? 0) > 7 ? " gw-cards--many" : ""}`, role: "list", "aria-label": t("algo.ui.row_of", { name }) });
  const row = Array.isArray(player.row) ? player.row : [];
  const gaps = own ? new Set(o.positions) : new Set();
  /** @param {number} pos a gap of the own row */
  const gap = (pos) => h("button", {
    type: "button", class: "gw-gap", "data-position": pos, "data-focus-key": `gap-${pos}`,
    "aria-label": t("algo.ui.put_here", { n: pos + 1 }), title: t("algo.ui.put_here", { n: pos + 1 }),
    on: { click: () => o.pickGap(pos) },
  }, h("span", { "aria-hidden": "true", text: "↓" }));
  row.forEach((/** @type {CardData} */ card, /** @type {number} */ i) => {
    if (gaps.has(i)) cards.append(gap(i));
    cards.append(cardItem(p, i, card, own, name, o));
  });
  if (gaps.has(row.length)) cards.append(gap(row.length));
  // held beside the row, as on the table, until it is placed in it
  const drawn = o.drawn && o.drawn.player === p ? o.drawn : null;
  const held = drawn ? h("div", {
    class: `${cardClass(drawn.card, drawn.mine)} gw-acard-drawn`, "data-testid": "gw-drawn",
    role: "img", "aria-label": t("core.ui.labelled", { label: drawn.label, text: describeCard(drawn.card, false, t) }), title: drawn.label,
  }, ...cardFace(drawn.card, { tag: t("algo.ui.tag_drawn"), t })) : null;
  // beside the cards (below them once the row is long): what the dashed edge means
  const note = own && o.ownTags !== false && row.some((c) => !cardData(c).faceUp)
    ? h("span", { class: "gw-own-note", "data-testid": "gw-own-note", text: t("algo.ui.own_note") }) : null;
  // a named group, not a <section>: a region landmark per player would crowd the page's
  // landmark list
  return h("div", {
    class: `gw-player-row${own ? " gw-me" : ""}${player.current ? " gw-current" : ""}${player.out ? " gw-out" : ""}`,
    "data-player": p, role: "group",
    "aria-label": team ? t("algo.ui.team_row", { name, team: t(`algo.ui.team.${team}`) }) : name,
  }, head, h("div", { class: "gw-row-body" }, cards, held, note));
}

/**
 * One card of a row: a button when the student may pick it, else a list item.
 *
 * @param {number} p seat
 * @param {number} i position in the row
 * @param {CardData} card the card
 * @param {boolean} own in the student's own row
 * @param {string} name the row's owner
 * @param {RowsOptions} o state and callbacks
 * @returns {HTMLElement} the card (in a list item when it is a button)
 */
function cardItem(p, i, card, own, name, o) {
  const { t } = o;
  const key = `${p},${i}`;
  const isTarget = o.targets.has(key);
  const isOwnPick = own && o.own.has(i);
  const selected = (o.selected && o.selected.target === p && o.selected.index === i)
    || (isOwnPick && o.ownSelected === i);
  const label = t("algo.ui.card_label", { owner: name, n: i + 1, place: card.place ?? String(i + 1), desc: describeCard(card, own && o.ownTags !== false, t) });
  const clickable = isTarget || isOwnPick;
  const last = o.last && o.last.target === p && o.last.index === i ? o.last : null;
  const certain = o.certain.get(key);
  const el = h(clickable ? "button" : "div", {
    type: clickable ? "button" : undefined,
    class: `${cardClass(card, own && o.ownTags !== false)}${clickable ? " gw-pickable" : ""}${selected ? " gw-selected" : ""}${last ? " gw-last" : ""}`,
    role: clickable ? undefined : "listitem",
    "data-player": p, "data-index": i, "data-focus-key": `card-${p}-${i}`,
    "data-testid": `gw-card-${p}-${i}`,
    "aria-label": clickable ? t(isOwnPick ? (o.ownLabel ?? "algo.ui.use_own") : "algo.ui.pick_target", { card: label }) : label,
    "aria-pressed": clickable ? (selected ? "true" : "false") : undefined,
    title: label,
    on: clickable ? { click: () => (isOwnPick ? o.pickOwn(i) : o.pick(p, i)) } : undefined,
  }, ...cardFace(card, {
    own: own && o.ownTags !== false, certain: Number.isInteger(certain) ? certain : null, t,
    // pair play: a partner's card a toss showed the student
    // pair play: a partner's card a toss showed; a puzzle: a hidden card named rightly
    tag: !own && card?.tossed === true ? t("algo.ui.tag_tossed")
      : !own && card?.answered === true ? t("algo.ui.tag_answered") : null,
  }));
  if (last) {
    el.append(h("span", {
      class: `gw-guess ${last.hit ? "gw-guess-hit" : "gw-guess-miss"}`, "aria-hidden": "true",
      text: `${last.number}? ${last.hit ? "✓" : "✗"}`,
    }));
  }
  return clickable ? h("div", { role: "listitem", class: "gw-card-cell" }, el) : el;
}

/**
 * The cover screen in the rows' place, while the screen passes to another person:
 * nothing but the button that shows their cards.
 *
 * @param {HTMLElement} el container (emptied)
 * @param {import("../shared/types.js").Translate} t label lookup
 * @param {import("../shared/types.js").Send} send send an intent (``show_cards``)
 * @param {{player: number, name: string}} cover whose turn it is to look
 * @returns {void}
 */
export function renderCover(el, t, send, cover) {
  const player = Number(cover.player);
  const name = String(cover.name ?? "");
  el.replaceChildren(h("div", { class: "gw-cover", "data-testid": "gw-cover" },
    h("button", {
      type: "button", class: "gw-btn gw-primary", "data-testid": "gw-show-cards", "data-focus-key": "show-cards",
      on: { click: () => send({ type: "show_cards", player }) },
    }, h("span", { class: "gw-btn-text", text: t("algo.ui.show_cards", { name }) }))));
}
