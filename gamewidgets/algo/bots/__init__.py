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
from gamewidgets.algo.engine.state import AlgoGame
from gamewidgets.core import bots as core_bots
from gamewidgets.core.bots import BotRegistry

BOTS = BotRegistry(AlgoGame, {"random": RandomBot, "logical": LogicalBot,
                              "probabilistic": ProbabilisticBot})
"""Bot classes by name, with the bot loops of :class:`~gamewidgets.core.bots.BotRegistry`."""

__all__ = ["BOTS", "AlgoBot", "LikeliestGapBot", "LogicalBot", "ProbabilisticBot", "RandomBot",
           "bot_game", "make_bot", "make_bots", "play_bots", "play_solo", "step_bots"]

make_bot = BOTS.make_bot
"""A bot from a name of :data:`BOTS` (seeded ``seed``) or a bot object."""
make_bots = BOTS.make_bots
"""One bot per seat from names or bot objects (``None`` stays ``None``: a person)."""
play_bots = BOTS.play_bots
"""Play an :class:`AlgoGame` to the end with one bot per seat (the deals included)."""
bot_game = BOTS.bot_game
"""A new game of ``len(bots)`` seats (2..4) played to the end (``rules=`` optional)."""

step_bots = core_bots.step
"""One action of whoever acts now (the deal of the next round when a round is over):
:func:`gamewidgets.core.bots.step` (``step_bots(game, bots)``, one bot per seat)."""
