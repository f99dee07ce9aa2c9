"""Goblin Escape (脱出ゴブリン): simultaneous choices, a social dilemma, expected value.

Layers (imports point down only): ``engine`` (the rules, pure Python: docs/rules/goblin.md),
``bots``, ``teaching`` (the best-action exercise, tournaments) and ``widgets``
(``GoblinWidget`` shows the game in a notebook).
"""

from typing import TYPE_CHECKING

from gamewidgets.core.lazy import widget_getattr
from gamewidgets.core.review_exercise import MistakeExercise
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
    action_word,
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
from gamewidgets.goblin.teaching import (
    BestActionExercise,
    Feedback,
    policy_name,
    review,
    tournament,
    wilson_interval,
)

if TYPE_CHECKING:
    from gamewidgets.goblin.widgets.review import GameReviewWidget
    from gamewidgets.goblin.widgets.widget import GoblinWidget

_WIDGETS = {"GameReviewWidget": "review", "GoblinWidget": "widget"}
"""The widget classes this package names, each in its module of
:mod:`gamewidgets.goblin.widgets`, imported on first use (the grading process imports
no widget code)."""

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
    "GameReviewWidget",
    "MistakeExercise",
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
    "action_word",
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
    "policy_name",
    "tournament",
    "review",
    "what_if",
    "wilson_interval",
    "winners_of",
]


__getattr__ = widget_getattr(__name__, _WIDGETS, globals())
