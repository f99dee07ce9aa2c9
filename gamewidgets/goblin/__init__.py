"""Goblin Escape (脱出ゴブリン): simultaneous choices, a social dilemma, expected value.

Layers (imports point down only): ``engine`` (the rules, pure Python: docs/rules/goblin.md),
``bots``, ``teaching`` (the best-action exercise, tournaments) and ``widgets``
(``GoblinWidget`` shows the game in a notebook).
"""

from gamewidgets.goblin.bots import (
    BOTS,
    AdaptiveBot,
    CooperatorBot,
    FreeRiderBot,
    RandomBot,
    bot_game,
    bot_turn,
    make_bot,
    play_bots,
    predict,
)
from gamewidgets.goblin.engine import (
    ACTIONS,
    CHOOSE,
    EXIT,
    OVER,
    PHASES,
    RESOLVE,
    STEP_KINDS,
    TARGET,
    GoblinGame,
    GoblinRuleError,
    GoblinRules,
    Step,
    choose_action,
    food_check,
    next_card_odds,
    normalize_action,
    payoffs,
    pick_target_action,
    resolve_turn,
    winners_of,
)
from gamewidgets.goblin.engine.whatif import what_if
from gamewidgets.goblin.teaching import BestActionExercise, Feedback, tournament, wilson_interval
from gamewidgets.goblin.widgets import GoblinWidget

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
    "bot_game",
    "bot_turn",
    "choose_action",
    "food_check",
    "make_bot",
    "next_card_odds",
    "normalize_action",
    "payoffs",
    "play_bots",
    "predict",
    "resolve_turn",
    "pick_target_action",
    "tournament",
    "what_if",
    "wilson_interval",
    "winners_of",
]
