"""Bots for algo: random, logical and probabilistic, each with ``act(state, player)``.

- :class:`RandomBot`: a uniformly random legal action.
- :class:`LogicalBot`: attacks a card that logic makes certain (``deduce(view).certain``)
  when there is one, else a random candidate number of a random hidden card; after a hit
  it stays when no certain card is left.
- :class:`ProbabilisticBot`: attacks the slot and number of highest exact probability
  (``posterior(view)``); after a hit it stays when that probability is below
  ``threshold``.

Games with bots: :func:`play_bots` plays a game on, :func:`bot_game` a new one,
:func:`step_bots` one action at a time; the bot at seat ``p`` of a game seeded ``s`` gets
the seed ``core.bots.bot_seed(s, p)``.
"""

from __future__ import annotations

from gamewidgets.algo.bots.base import AlgoBot
from gamewidgets.algo.bots.logical import LogicalBot
from gamewidgets.algo.bots.probabilistic import ProbabilisticBot
from gamewidgets.algo.bots.random import RandomBot
from gamewidgets.algo.bots.solo import LikeliestGapBot, play_solo
from gamewidgets.algo.engine.options import AlgoRules
from gamewidgets.algo.engine.state import AlgoGame
from gamewidgets.core import bots as core_bots
from gamewidgets.core.bots import MAX_STEPS

BOTS = {"random": RandomBot, "logical": LogicalBot, "probabilistic": ProbabilisticBot}
"""Bot classes by name."""

__all__ = ["BOTS", "AlgoBot", "LikeliestGapBot", "LogicalBot", "ProbabilisticBot", "RandomBot",
           "bot_game", "make_bot", "make_bots", "play_bots", "play_solo", "step_bots"]


def make_bot(name_or_bot, seed: int = 0):
    """A bot from a name of :data:`BOTS` (seeded ``seed``) or a bot object (returned as is).

    Raises
    ------
    ValueError
        If it is neither a known name nor an object with ``act(state, player)``.
    """
    return core_bots.make_bot(BOTS, name_or_bot, seed)


def make_bots(bots, seed: int = 0) -> list:
    """One bot per seat from names or bot objects (``None`` stays ``None``: a person); a
    name's bot at seat ``p`` gets the seed ``bot_seed(seed, p)``
    (:func:`gamewidgets.core.bots.make_bots` with :data:`BOTS`).

    Raises
    ------
    ValueError
        As :func:`make_bot`.
    """
    return core_bots.make_bots(BOTS, bots, seed)


def play_bots(game: AlgoGame, bots, *, max_steps: int = MAX_STEPS) -> AlgoGame:
    """Play ``game`` to the end with one bot per seat (the deals included).

    Parameters
    ----------
    game : AlgoGame
        Changed in place.
    bots : sequence of (str or bot)
        One per seat: names of :data:`BOTS` (seeded from ``game.seed``) or bot objects.
    max_steps : int
        Most actions to apply.

    Returns
    -------
    AlgoGame
        ``game``, now over.

    Raises
    ------
    ValueError
        If there is not one bot per seat, or a name is unknown.
    StepLimitError
        If the game has not ended after ``max_steps`` actions.
    """
    return core_bots.play_bots(game, core_bots.make_bots(BOTS, bots, game.seed),
                               max_steps=max_steps)


def bot_game(bots, *, seed: int = 0, rules: AlgoRules | None = None, lang: str = "en",
             max_steps: int = MAX_STEPS) -> AlgoGame:
    """A new game of ``len(bots)`` seats (2..4) played to the end by ``bots``.

    Parameters
    ----------
    bots : sequence of (str or bot)
        One per seat, as :func:`play_bots`.
    seed : int
        Seed of the game and of the bots given by name.
    rules : AlgoRules, optional
    lang : {"en", "ja"}
        Language of the game: its players' names ("Player 1" / 「プレーヤー1」), which its
        events and errors say in every language.
    max_steps : int
        Most actions to apply.

    Returns
    -------
    AlgoGame
        The finished game.

    Raises
    ------
    ValueError
        If there are not 2 to 4 bots, a name is unknown or ``lang`` is not supported.
    StepLimitError
        If the game has not ended after ``max_steps`` actions.
    """
    bots = list(bots)
    return play_bots(AlgoGame(len(bots), seed=seed, rules=rules, lang=lang), bots,
                     max_steps=max_steps)


step_bots = core_bots.step
"""One action of whoever acts now (the deal of the next round when a round is over):
:func:`gamewidgets.core.bots.step` (``step_bots(game, bots)``, one bot per seat)."""
