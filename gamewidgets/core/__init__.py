"""Shared foundations: seeded randomness, errors, events, i18n and the state codec."""

from gamewidgets.core.codec import FORMAT_VERSION, dumps, loads
from gamewidgets.core.errors import GameError, GameRuleError
from gamewidgets.core.events import Event
from gamewidgets.core.i18n import LANGS, register, t
from gamewidgets.core.rng import make_rng

__all__ = [
    "FORMAT_VERSION",
    "LANGS",
    "Event",
    "GameError",
    "GameRuleError",
    "dumps",
    "loads",
    "make_rng",
    "register",
    "t",
]
