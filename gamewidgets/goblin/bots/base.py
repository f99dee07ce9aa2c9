"""What every Goblin Escape bot shares: ``act`` on the engine contract, and its helpers.

A Goblin Escape bot makes two decisions, both from public information only (meat, store,
who is in, last actions, the history of revealed turns, the tunnel cards turned), never
the others' secret choices of this turn nor the deck order (docs/rules/goblin.md 7):

- ``choose(state, player) -> str``: the action card for this turn;
- ``pick_target(state, player, resters) -> int``: after the reveal, whom to steal from.

:meth:`GoblinBot.act` turns them into the engine's actions (the bot protocol of
:mod:`gamewidgets.core.bots`).
"""

from __future__ import annotations

from gamewidgets.goblin.engine.actions import CHOOSE_ACTION, pick_target_action
from gamewidgets.goblin.engine.state import GoblinGame
from gamewidgets.goblin.engine.turn import TARGET, richest


class GoblinBot:
    """Base of the Goblin Escape bots: :meth:`act` asks :meth:`choose` while the goblins
    choose and :meth:`pick_target` after the reveal.

    Parameters
    ----------
    seed : int
        Seed of the bot's own generator, if it has one (see :func:`gamewidgets.core.bots.bot_seed`).
    """

    name = ""

    def __init__(self, seed: int = 0):
        self.seed = seed

    def act(self, state: GoblinGame, player: int) -> dict:
        """The bot's action: ``{"type": "choose", ...}`` while choosing, ``{"type":
        "pick_target", ...}`` after the reveal (read only what ``player`` may see).

        Raises
        ------
        ValueError
            If ``player`` has no card to choose (out of the game, or the game is over).
        """
        if state.phase == TARGET:
            return pick_target_action(player, self.pick_target(state, player, state.resters))
        return {"type": CHOOSE_ACTION, "player": player, "action": self.choose(state, player)}

    def choose(self, game: GoblinGame, player: int) -> str:
        """The action card for this turn, one of ``game.allowed_actions(player)``."""
        raise NotImplementedError

    def pick_target(self, game: GoblinGame, player: int, resters: list[int]) -> int:
        """The rester to rob: the richest, lowest seat on ties
        (:func:`~gamewidgets.goblin.engine.turn.richest`), unless a bot says otherwise."""
        return richest(game.meat, resters)


def allowed_of(game: GoblinGame, player: int) -> list[str]:
    """``game.allowed_actions(player)``, refusing a goblin that has nothing to choose.

    Raises
    ------
    ValueError
        If the goblin is out of the game or the game is over.
    """
    legal = game.allowed_actions(player)
    if not legal:
        raise ValueError(f"player {player} has no action to choose (out of the game or "
                         "the game is over)")
    return legal
