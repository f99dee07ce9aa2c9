// @ts-check
/**
 * The synced traits of AlgoWidget as its view reads them (JSDoc only: nothing imports
 * this module at run time). Hidden cards of the other players are never in them: a card
 * the person at the screen may not see has no number.
 *
 * @module algo/traits
 */

/**
 * @typedef {Object} AlgoTraits
 * @property {string} lang "en" or "ja"
 * @property {Record<string, string>} labels message id to text
 * @property {string} mode "game", "view" (a typed position) or "puzzle" (a tsume-algo course)
 * @property {Record<string, any>|null} puzzle the course and the puzzle shown (puzzle mode)
 * @property {import("./rows.js").PlayerData[]} players each seat's name and row of cards
 *   (js/algo/rows.js)
 * @property {number} me the seat at the screen
 * @property {number|null} pile cards left in the pile
 * @property {Record<string, any>|null} drawn the card drawn this turn
 * @property {string} phase the engine's phase ("game_over" at the end)
 * @property {number|null} current the seat to act
 * @property {Record<string, any>} turn what the person at the screen may do (controls.js, turnData)
 * @property {any[]} history the attacks so far, each with its ``text``
 * @property {Record<string, any>|null} result a round's or the game's result
 * @property {Record<string, any>} deduction_data the deduction (grid.js, deductionData)
 * @property {string} hints "off", "candidates" or "probabilities"
 * @property {string} status the status line
 * @property {{player: number, name: string}|null} cover the cover while the screen passes on
 * @property {string} view_text the typed view (view mode)
 * @property {{message: string}|null} error the last refused intent
 * @property {Record<string, any>|null} review the review of a finished game, while open
 *   (js/shared/review.js)
 * @property {number} review_step the decision the review shows
 * @property {Record<string, any>|null} setup the setup screen, before a game (js/shared/setup.js)
 */

/** @typedef {import("../shared/types.js").ModelOf<AlgoTraits>} AlgoModel */

export {};
