// @ts-check
/**
 * Cards as the view sees them: face glyph, rotation, loop grouping.
 *
 * Pure functions, no DOM. Python reads every token and sends each card as
 * ``{token, kind, dir, count, symbol}`` (``palette``, ``hand``, ``cards`` traits);
 * this module only draws what it is told. Card kinds: docs/rules/gramin.md section 2.1.
 *
 * @module gramin/cards
 */

/** Directions in clockwise order. */
export const DIRECTIONS = Object.freeze(["up", "right", "down", "left"]);

/** Base glyph of each move-card kind, drawn pointing right and rotated. */
export const GLYPHS = Object.freeze({ step: "→", dash: "⇒", jump: "↷" });

const KINDS = ["step", "dash", "jump", "loop_open", "loop_close"];

/**
 * @typedef {Object} CardInfo
 * @property {string} token the token as sent
 * @property {"step"|"dash"|"jump"|"loop_open"|"loop_close"|"unknown"} kind card kind
 * @property {string|null} dir "up" | "right" | "down" | "left", or null for loop cards
 * @property {number|null} count loop count for ``loop_open``, else null
 */

/**
 * Read one card sent by Python, with safe defaults for anything missing or malformed.
 *
 * @param {{token?: string, kind?: string, dir?: string|null, count?: number|null}} card
 * @returns {CardInfo} normalised card
 */
export function cardInfo(card) {
  const kind = KINDS.includes(String(card?.kind)) ? card.kind : "unknown";
  return {
    token: String(card?.token ?? ""),
    kind: /** @type {any} */ (kind),
    dir: DIRECTIONS.includes(String(card?.dir)) ? /** @type {string} */ (card.dir) : null,
    count: Number.isInteger(card?.count) ? /** @type {number} */ (card.count) : null,
  };
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
 * @param {Array<{kind?: string}>} cards the ``cards`` trait
 * @returns {CardNode[]} top-level nodes in order
 */
export function groupCards(cards) {
  /** @type {CardNode[]} */
  const root = [];
  /** @type {Array<{type: "loop", open: number, close: number|null, children: CardNode[]}>} */
  const stack = [];
  const top = () => (stack.length ? stack[stack.length - 1].children : root);
  (cards ?? []).forEach((card, index) => {
    const kind = cardInfo(card).kind;
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
