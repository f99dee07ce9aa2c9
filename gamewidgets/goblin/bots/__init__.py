"""Bots of Goblin Escape and whole bot games (docs/rules/goblin.md 7).

A bot is an object with ``name`` and ``act(state, player) -> action`` (the protocol of
:mod:`gamewidgets.core.bots`); every Goblin Escape bot derives from
:class:`~gamewidgets.goblin.bots.base.GoblinBot` and decides from public information only.
Bots of one game are seeded by the one rule :func:`gamewidgets.core.bots.bot_seed`.
"""

from __future__ import annotations

from gamewidgets.core import bots as core
from gamewidgets.core.bots import MAX_STEPS, BotRegistry
from gamewidgets.goblin.bots.adaptive import AdaptiveBot, predict
from gamewidgets.goblin.bots.base import GoblinBot
from gamewidgets.goblin.bots.cooperator import CooperatorBot
from gamewidgets.goblin.bots.free_rider import FreeRiderBot
from gamewidgets.goblin.bots.random import RandomBot
from gamewidgets.goblin.engine.state import GoblinGame

__all__ = ["BOTS", "MAX_STEPS", "AdaptiveBot", "CooperatorBot", "FreeRiderBot", "GoblinBot",
           "RandomBot", "bot_game", "bot_turn", "make_bot", "play_bots", "predict"]

BOTS = BotRegistry(GoblinGame, {"random": RandomBot, "cooperator": CooperatorBot,
                                "free_rider": FreeRiderBot, "adaptive": AdaptiveBot},
                   options={"record": False})
"""Bot classes by policy name (each takes ``seed``), with the bot loops of
:class:`~gamewidgets.core.bots.BotRegistry`; a game :func:`bot_game` makes is played on
the lean path (``record=False``: no step records, so ``last_steps`` is ``[]``)."""

make_bot = BOTS.make_bot
"""A bot from a policy name of :data:`BOTS`, or a bot object (returned as is)."""
play_bots = BOTS.play_bots
"""Play a :class:`GoblinGame` to the end with one bot per goblin (``rules.turn_limit``
guarantees an end)."""
bot_game = BOTS.bot_game
"""A new game of ``len(bots)`` goblins (3-6), played to the end (``rules=`` optional)."""


def bot_turn(game: GoblinGame, bots) -> list:
    """Let ``bots[p]`` act for each goblin ``p`` until the current turn is resolved.

    Parameters
    ----------
    game : GoblinGame
        Changed in place.
    bots : sequence of (bot or None)
        One per seat (None: a person; the bots stop where a person must act).

    Returns
    -------
    list of Step
        The turn's steps (``[]`` on the lean path, or if the turn was not resolved).

    Raises
    ------
    GoblinRuleError
        If a bot returns an illegal action (the game is as before that action).
    """
    start = len(game.history)
    return core.advance(game, bots, until=lambda state: len(state.history) != start)
