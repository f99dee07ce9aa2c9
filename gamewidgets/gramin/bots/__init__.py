"""Bots for the multiplayer game: one module per bot (``simple``, ``planner``), each with
``act(state, player)`` returning a legal action (:mod:`gamewidgets.core.bots`), what they
share (``base``), and the loops that let them play.

Both bots read only what their seat may know: their own hand and die, the pieces, the
chest squares (never their contents) and the trap cards on the board.
"""

from __future__ import annotations

from gamewidgets.core.bots import MAX_STEPS, BotRegistry
from gamewidgets.gramin.bots.base import bot_action, declared_traps, trap_square
from gamewidgets.gramin.bots.planner import PlannerBot, chest_odds
from gamewidgets.gramin.bots.simple import SimpleBot, simple_program
from gamewidgets.gramin.engine.state import GraminGame

BOTS = BotRegistry(GraminGame, {"simple": SimpleBot, "planner": PlannerBot})
"""Name -> bot class (each takes ``seed=``), with the bot loops of
:class:`~gamewidgets.core.bots.BotRegistry`."""

__all__ = ["BOTS", "MAX_STEPS", "PlannerBot", "SimpleBot", "bot_action", "bot_game",
           "chest_odds", "declared_traps", "make_bot", "play_bots", "simple_program",
           "trap_square"]

make_bot = BOTS.make_bot
"""A bot from a name of :data:`BOTS` (``"simple"``, ``"planner"``) or a bot object."""
play_bots = BOTS.play_bots
"""Play a :class:`GraminGame` to the end with one bot per seat, dice included."""
bot_game = BOTS.bot_game
"""A new game with one seat per bot (2 to 4), played to the end (``rules=`` optional)."""
