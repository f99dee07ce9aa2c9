"""What every game shares: the engine contract, bots, saving, messages, the widget base.

Layers (imports point down only): ``engine`` (the state contract), ``bots`` (the bot
protocol and loops), ``codec`` (saving and copying states), ``i18n`` and ``text`` (the
message catalogue), ``errors``, ``events``, ``rng``, ``table`` (a lesson's table of
results); ``widget`` (the anywidget base) is imported only by the games' widgets.
"""

from gamewidgets.core.bots import Bot, advance, bot_seed, make_bot, make_bots, play_bots
from gamewidgets.core.codec import FORMAT_VERSION, SaveError, dumps, loads
from gamewidgets.core.engine import CHANCE, SIMULTANEOUS, TERMINAL, GameState
from gamewidgets.core.errors import GameError, GameRuleError, IntentError, StepLimitError
from gamewidgets.core.events import Event
from gamewidgets.core.furigana import set_furigana
from gamewidgets.core.i18n import LANGS, register, t
from gamewidgets.core.rng import make_rng
from gamewidgets.core.table import Table
from gamewidgets.core.text import Msg, Phrase, Words

__all__ = [
    "CHANCE",
    "FORMAT_VERSION",
    "LANGS",
    "SIMULTANEOUS",
    "TERMINAL",
    "Bot",
    "Event",
    "GameError",
    "GameRuleError",
    "GameState",
    "IntentError",
    "Msg",
    "Phrase",
    "SaveError",
    "StepLimitError",
    "Table",
    "Words",
    "advance",
    "bot_seed",
    "dumps",
    "loads",
    "make_bot",
    "make_bots",
    "make_rng",
    "play_bots",
    "register",
    "set_furigana",
    "t",
]
