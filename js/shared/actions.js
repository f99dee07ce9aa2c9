// @ts-check
/**
 * The engine contract's seat numbers a view puts in an action's ``"player"``
 * (gamewidgets/core/engine.py). A move the view sends is the engine's own action dict,
 * ``"player"`` included, as the game's ``legal_actions`` lists it.
 *
 * @module shared/actions
 */

/** ``"player"`` of a chance action: a roll of the dice, the deal of a round. */
export const CHANCE = -1;
