"""Bots for the multiplayer game: one module per bot (``simple``, ``planner``), each with
``act(state, player)`` returning a legal action (:mod:`gamewidgets.core.bots`), what they
share (``base``), and the loops that let them play.

Both bots read only what their seat may know: their own hand and die, the pieces, the
chest squares (never their contents) and the trap cards on the board.
"""

from __future__ import annotations

from gamewidgets.core import bots as core_bots
from gamewidgets.core.bots import MAX_STEPS, Bot
from gamewidgets.gramin.bots.base import bot_action, declared_traps, trap_square
from gamewidgets.gramin.bots.planner import PlannerBot, chest_odds
from gamewidgets.gramin.bots.simple import SimpleBot, simple_program
from gamewidgets.gramin.engine.options import GraminRules
from gamewidgets.gramin.engine.state import GraminGame

BOTS = {"simple": SimpleBot, "planner": PlannerBot}
"""Name -> bot class; each class takes ``seed=``."""

__all__ = ["BOTS", "MAX_STEPS", "PlannerBot", "SimpleBot", "bot_action", "bot_game",
           "chest_odds", "declared_traps", "make_bot", "play_bots", "simple_program",
           "trap_square"]


def make_bot(bot: str | Bot, seed: int = 0) -> Bot:
    """A bot from a name of :data:`BOTS` (``"simple"``, ``"planner"``), or ``bot`` itself
    if it is an object with ``act(state, player)``.

    Raises
    ------
    ValueError
        If ``bot`` is neither (the message lists the names).
    """
    return core_bots.make_bot(BOTS, bot, seed)


def play_bots(game: GraminGame, bots, *, max_steps: int = MAX_STEPS) -> GraminGame:
    """Play ``game`` to the end with one bot per seat, dice included.

    Parameters
    ----------
    game : GraminGame
        Changed in place.
    bots : sequence of (str or Bot)
        One per seat, in seat order: names of :data:`BOTS` or bot objects; a bot made
        from a name at seat ``p`` is seeded ``core.bots.bot_seed(game.seed, p)``.
    max_steps : int
        Most actions to apply.

    Returns
    -------
    GraminGame
        ``game``, now over.

    Raises
    ------
    ValueError
        An unknown bot name, or not one bot per seat.
    StepLimitError
        If the game has not ended after ``max_steps`` actions.
    """
    return core_bots.play_bots(game, core_bots.make_bots(BOTS, bots, game.seed),
                               max_steps=max_steps)


def bot_game(bots, *, seed: int = 0, rules: GraminRules | None = None,
             max_steps: int = MAX_STEPS) -> GraminGame:
    """A new game with one seat per bot, played to the end (see :func:`play_bots`).

    Parameters
    ----------
    bots : sequence of (str or Bot)
        2 to 4 bots, in seat order.
    seed : int
        Seed of the game (and of the bots made from names).
    rules : GraminRules, optional

    Returns
    -------
    GraminGame

    Raises
    ------
    ValueError
        Fewer than 2 or more than 4 bots, or an unknown bot name.
    StepLimitError
        If the game has not ended after ``max_steps`` actions.
    """
    bots = list(bots)
    return play_bots(GraminGame(n_players=len(bots), seed=seed, rules=rules), bots,
                     max_steps=max_steps)
