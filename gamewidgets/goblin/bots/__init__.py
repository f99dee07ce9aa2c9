"""Bots of Goblin Escape and whole bot games (docs/rules/goblin.md 7).

A bot is an object with ``name`` and ``act(state, player) -> action`` (the protocol of
:mod:`gamewidgets.core.bots`); every Goblin Escape bot derives from
:class:`~gamewidgets.goblin.bots.base.GoblinBot` and decides from public information only.
Bots of one game are seeded by the one rule :func:`gamewidgets.core.bots.bot_seed`.
"""

from __future__ import annotations

from gamewidgets.core import bots as core
from gamewidgets.goblin.bots.adaptive import AdaptiveBot, predict
from gamewidgets.goblin.bots.base import GoblinBot
from gamewidgets.goblin.bots.cooperator import CooperatorBot
from gamewidgets.goblin.bots.free_rider import FreeRiderBot
from gamewidgets.goblin.bots.random import RandomBot
from gamewidgets.goblin.engine.options import GoblinRules
from gamewidgets.goblin.engine.state import GoblinGame

__all__ = ["BOTS", "MAX_STEPS", "AdaptiveBot", "CooperatorBot", "FreeRiderBot", "GoblinBot",
           "RandomBot", "bot_game", "bot_turn", "make_bot", "play_bots", "predict"]

MAX_STEPS = 10_000
"""Default cap on the actions :func:`play_bots` applies: nine times the longest game of the
default rules (``turn_limit=100`` turns of at most 6 choices and 5 steal targets). Only a
table that never digs with ``turn_limit=None`` (or a very large limit) reaches it, and
then it stops in about a second instead of playing on for ever."""

BOTS = {"random": RandomBot, "cooperator": CooperatorBot, "free_rider": FreeRiderBot,
        "adaptive": AdaptiveBot}
"""Bot classes by policy name (each takes ``seed``)."""


def make_bot(name_or_bot, seed: int = 0):
    """A bot from a policy name of :data:`BOTS`, or a bot object (returned as is).

    Raises
    ------
    ValueError
        If ``name_or_bot`` is an unknown name or not a bot (the message lists the names).
    """
    return core.make_bot(BOTS, name_or_bot, seed)


def play_bots(game: GoblinGame, bots, *, max_steps: int = MAX_STEPS) -> GoblinGame:
    """Play ``game`` to the end with one bot per goblin.

    Parameters
    ----------
    game : GoblinGame
        Changed in place.
    bots : sequence of (str or bot)
        One per seat: names of :data:`BOTS` (``"random"``, ``"cooperator"``,
        ``"free_rider"``, ``"adaptive"``; the bot at ``seat`` gets the seed
        ``bot_seed(game.seed, seat)``) or objects with ``act(state, player)``.
    max_steps : int
        Most actions to apply.

    Returns
    -------
    GoblinGame
        ``game``, now over (``rules.turn_limit`` guarantees an end).

    Raises
    ------
    ValueError
        An unknown name, or not one bot per seat.
    StepLimitError
        If the game has not ended after ``max_steps`` actions (only with
        ``rules.turn_limit=None``).
    """
    return core.play_bots(game, core.make_bots(BOTS, bots, game.seed), max_steps=max_steps)


def bot_game(bots, *, seed: int = 0, rules: GoblinRules | None = None,
             max_steps: int = MAX_STEPS) -> GoblinGame:
    """A new game of ``len(bots)`` goblins (3-6), played to the end by ``bots``.

    The game is played on the lean path (``record=False``: no step records, so
    ``last_steps`` is ``[]``); everything else is as :func:`play_bots`.

    Raises
    ------
    ValueError
        An unknown name, or a player count out of range.
    StepLimitError
        As :func:`play_bots`.
    """
    game = GoblinGame(len(bots), seed=seed, rules=rules, record=False)
    return play_bots(game, bots, max_steps=max_steps)


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
