/**
 * Card tokens as the view sees them: kind, direction, face glyph, loop grouping.
 *
 * Pure functions, no DOM. Rules stay in Python: this module only reads the
 * tokens Python sends (``palette``, ``hand``, ``cards``) in order to draw them.
 * Token spelling follows ``Program.parse`` (issue 2, section 3): ``U R D L``,
 * ``2U 2R 2D 2L``, ``JU JR JD JL``, arrow symbols, ``for2(``/``for3(``/``)`` and
 * ``for(2){``/``for(3){``/``}``. Card kinds: rules/gramin.md section 2.1.
 *
 * @module gramin/cards
 */

/** Directions in clockwise order. */
export const DIRECTIONS = Object.freeze(["up", "right", "down", "left"]);

/** Base glyph of each move-card kind, drawn pointing right and rotated. */
export const GLYPHS = Object.freeze({ step: "→", dash: "⇒", jump: "↠" });

const LETTER_DIR = { U: "up", R: "right", D: "down", L: "left" };
const SYMBOL_CARD = {
  "↑": ["step", "up"], "→": ["step", "right"], "↓": ["step", "down"], "←": ["step", "left"],
  "⇑": ["dash", "up"], "⇒": ["dash", "right"], "⇓": ["dash", "down"], "⇐": ["dash", "left"],
  "↟": ["jump", "up"], "↠": ["jump", "right"], "↡": ["jump", "down"], "↞": ["jump", "left"],
};

/**
 * @typedef {Object} CardInfo
 * @property {string} token the token as sent
 * @property {"step"|"dash"|"jump"|"loop_open"|"loop_close"|"unknown"} kind card kind
 * @property {string|null} dir "up" | "right" | "down" | "left", or null for loop cards
 * @property {number|null} count loop count for ``loop_open``, else null
 */

/**
 * Normalise a direction written as a word, a letter or an enum name.
 *
 * @param {unknown} value e.g. ``"RIGHT"``, ``"right"``, ``"R"``
 * @returns {string|null} ``"up" | "right" | "down" | "left"`` or null
 */
export function normDir(value) {
  if (typeof value !== "string" || value === "") return null;
  const v = value.trim().toLowerCase();
  for (const d of DIRECTIONS) if (v === d || v === d[0]) return d;
  return null;
}

/**
 * Read a program token.
 *
 * @param {string} token e.g. ``"R"``, ``"2U"``, ``"JL"``, ``"⇒"``, ``"for3("``, ``")"``
 * @returns {CardInfo} what the token stands for (kind ``"unknown"`` if unreadable)
 */
export function tokenInfo(token) {
  const t = String(token ?? "").trim();
  const loop = /^for\s*(?:(\d+)\s*\(|\(\s*(\d+)\s*\)\s*\{)$/i.exec(t);
  if (loop) return { token: t, kind: "loop_open", dir: null, count: Number(loop[1] ?? loop[2]) };
  if (t === ")" || t === "}") return { token: t, kind: "loop_close", dir: null, count: null };
  if (SYMBOL_CARD[t]) {
    const [kind, dir] = SYMBOL_CARD[t];
    return { token: t, kind: /** @type {any} */ (kind), dir, count: null };
  }
  const move = /^(2|J)?([URDL])$/i.exec(t);
  if (move) {
    const prefix = (move[1] ?? "").toUpperCase();
    const kind = prefix === "2" ? "dash" : prefix === "J" ? "jump" : "step";
    return { token: t, kind, dir: LETTER_DIR[move[2].toUpperCase()], count: null };
  }
  return { token: t, kind: "unknown", dir: null, count: null };
}

/**
 * Read one entry of the ``cards`` trait, trusting its fields and filling gaps from the token.
 *
 * @param {{token?: string, kind?: string, dir?: string|null}} card entry of ``cards``
 * @returns {CardInfo} normalised card
 */
export function cardInfo(card) {
  const info = tokenInfo(card?.token ?? "");
  if (info.kind === "loop_open" || info.kind === "loop_close") return info;
  const kind = ["step", "dash", "jump"].includes(String(card?.kind)) ? card.kind : info.kind;
  return { ...info, kind: /** @type {any} */ (kind), dir: normDir(card?.dir) ?? info.dir };
}

/**
 * Rotation in degrees for a right-pointing glyph to point in ``dir``.
 *
 * @param {string|null} dir direction
 * @returns {number} clockwise degrees (up -90, right 0, down 90, left 180)
 */
export function rotation(dir) {
  return { up: -90, right: 0, down: 90, left: 180 }[dir ?? "right"] ?? 0;
}

/**
 * The big text shown on a card face.
 *
 * @param {CardInfo} info card
 * @returns {string} glyph for move cards, ``"3×("`` style for loop openers, ``")"`` for closers
 */
export function faceText(info) {
  if (info.kind === "loop_open") return `${info.count}×(`;
  if (info.kind === "loop_close") return ")";
  return GLYPHS[/** @type {"step"} */ (info.kind)] ?? info.token;
}

/**
 * Label id of the small caption under a card face.
 *
 * @param {CardInfo} info card
 * @returns {string} e.g. ``"gramin.ui.kind.step"``
 */
export function captionId(info) {
  return `gramin.ui.kind.${info.kind}`;
}

/**
 * @typedef {{type: "card", index: number} |
 *   {type: "loop", open: number, close: number|null, children: CardNode[]}} CardNode
 */

/**
 * Group a card list into loops so the view can bracket loop bodies.
 *
 * An unmatched ``)`` stays a plain card (Python reports the error); a loop
 * never closed runs to the end with ``close: null``.
 *
 * @param {Array<{token?: string}>} cards the ``cards`` trait
 * @returns {CardNode[]} top-level nodes in order
 */
export function groupCards(cards) {
  /** @type {CardNode[]} */
  const root = [];
  /** @type {Array<{type: "loop", open: number, close: number|null, children: CardNode[]}>} */
  const stack = [];
  const top = () => (stack.length ? stack[stack.length - 1].children : root);
  (cards ?? []).forEach((card, index) => {
    const kind = tokenInfo(card?.token ?? "").kind;
    if (kind === "loop_open") {
      const loop = { type: /** @type {"loop"} */ ("loop"), open: index, close: null, children: [] };
      top().push(loop);
      stack.push(loop);
    } else if (kind === "loop_close" && stack.length) {
      const loop = /** @type {any} */ (stack.pop());
      loop.close = index;
    } else {
      top().push({ type: "card", index });
    }
  });
  return root;
}

/**
 * Nesting depth of every card (0 outside loops; loop cards take their loop's depth + 1).
 *
 * @param {Array<{token?: string}>} cards the ``cards`` trait
 * @returns {number[]} depth per card index
 */
export function depths(cards) {
  const out = [];
  let depth = 0;
  for (const card of cards ?? []) {
    const kind = tokenInfo(card?.token ?? "").kind;
    if (kind === "loop_open") out.push(++depth);
    else if (kind === "loop_close" && depth > 0) out.push(depth--);
    else out.push(depth);
  }
  return out;
}
