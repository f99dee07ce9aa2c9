// @ts-check
/**
 * The synced traits of GoblinWidget as its view reads them (JSDoc only: nothing imports
 * this module at run time). A goblin's choice is in them only once revealed.
 *
 * @module goblin/traits
 */

/**
 * @typedef {Object} GoblinTraits
 * @property {string} lang "en" or "ja"
 * @property {Record<string, string>} labels message id to text
 * @property {number} turn the turn (1-based)
 * @property {string} stage "cover", "choose", "ready", "target", "reveal", "steps" or "over"
 * @property {number|null} active the seat at the screen (cover, choose, target)
 * @property {import("./panels.js").Goblin[]} players the goblins
 * @property {number} store meat in the common store
 * @property {{turned?: string[], remaining?: number}} tunnel the tunnel: the kinds of the
 *   cards turned, how many are left face down
 * @property {Array<{action: string, allowed: boolean, reason: string|null}>} options the
 *   actions of the seat at the screen, each allowed or not (and why not)
 * @property {number[]} targets the seats a stealer may rob
 * @property {import("./resolution.js").Frame[]} frames the resolution's steps
 * @property {number} step the step shown
 * @property {any[]} whatif each goblin's "what if" rows (panels.js)
 * @property {number[]} winners the winners' seats, once over
 * @property {{message: string}|null} error the last refused intent
 * @property {Record<string, any>|null} review the review of a finished game, while open
 *   (js/shared/review.js)
 * @property {number} review_step the decision the review shows
 * @property {Record<string, any>|null} setup the setup screen, before a game (js/shared/setup.js)
 */

/** @typedef {import("../shared/types.js").ModelOf<GoblinTraits>} GoblinModel */

export {};
