"""Goblin Escape (脱出ゴブリン): simultaneous choices, a social dilemma, expected value.

The engine is pure Python (rules: rules/goblin.md of the project's rules specification);
``GoblinWidget`` shows it in a notebook.
"""

from gamewidgets.goblin.actions import normalize_action
from gamewidgets.goblin.bots import (
    BOTS,
    AdaptiveBot,
    CooperatorBot,
    FreeRiderBot,
    RandomBot,
    bot_turn,
    make_bot,
    play_bots,
    predict,
    tournament,
    wilson_interval,
)
from gamewidgets.goblin.exercise import BestActionExercise, Feedback
from gamewidgets.goblin.game import CHOOSE, OVER, PHASES, RESOLVE, TARGET, GoblinGame
from gamewidgets.goblin.game_errors import GoblinRuleError
from gamewidgets.goblin.resolution import food_check, resolve_turn, winners_of
from gamewidgets.goblin.rules import ACTIONS, EXIT, GoblinRules
from gamewidgets.goblin.steps import STEP_KINDS, Step
from gamewidgets.goblin.whatif import next_card_odds, payoffs, what_if
from gamewidgets.goblin.widget import GoblinWidget  # last: the widget imports the engine

__all__ = [
    "ACTIONS",
    "AdaptiveBot",
    "BestActionExercise",
    "BOTS",
    "CHOOSE",
    "CooperatorBot",
    "EXIT",
    "Feedback",
    "FreeRiderBot",
    "GoblinGame",
    "GoblinRuleError",
    "GoblinRules",
    "GoblinWidget",
    "OVER",
    "PHASES",
    "RESOLVE",
    "RandomBot",
    "STEP_KINDS",
    "Step",
    "TARGET",
    "bot_turn",
    "food_check",
    "make_bot",
    "next_card_odds",
    "normalize_action",
    "payoffs",
    "play_bots",
    "predict",
    "resolve_turn",
    "tournament",
    "what_if",
    "wilson_interval",
    "winners_of",
]
