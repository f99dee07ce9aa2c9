"""algo (アルゴ): a deduction card game of 24 numbered cards in two colours.

Layers (imports point down only): ``widgets`` (:class:`AlgoWidget`, and
:class:`AlgoSoloWidget` for solo play) > ``teaching`` (tsume-algo puzzles, exercises) >
``bots`` > ``engine`` (the game :class:`AlgoGame` with its :class:`AlgoRules`, the
standard game and pair play; :class:`AlgoSolo`; and what a player can know from a seat:
:class:`AlgoView`, :func:`deduce`, :func:`posterior`) > :mod:`gamewidgets.core`.
Rules: docs/rules/algo.md.
"""

from typing import TYPE_CHECKING

from gamewidgets.algo.bots import (
    BOTS,
    LikeliestGapBot,
    LogicalBot,
    ProbabilisticBot,
    RandomBot,
    bot_game,
    make_bot,
    make_bots,
    play_bots,
    play_solo,
    step_bots,
)
from gamewidgets.algo.engine import (
    AFTER_HIT,
    ATTACK,
    BLACK,
    GAME_OVER,
    PHASES,
    PLACE,
    ROUND_OVER,
    TOSS,
    TOSS_CALL,
    WHITE,
    AlgoGame,
    AlgoRuleError,
    AlgoRules,
    AlgoSolo,
    AlgoView,
    Card,
    Deduction,
    IndexOutOfRowError,
    Inference,
    RowCard,
    RowNotFoundError,
    Slot,
    SoloRules,
    ViewError,
    action_from_dict,
    all_cards,
    arrange_action,
    attack_action,
    call_toss_action,
    count_worlds,
    deduce,
    enumerate_worlds,
    gap_chances,
    insertion_index,
    next_round_action,
    place_action,
    posterior,
    skip_toss_action,
    slot_name,
    stay_action,
    toss_action,
)
from gamewidgets.algo.teaching import (
    TSUME_PUZZLES,
    CandidatesExercise,
    CertainExercise,
    Feedback,
    puzzle,
    puzzle_view,
    review,
)
from gamewidgets.core.engine import CHANCE, TERMINAL
from gamewidgets.core.lazy import widget_getattr
from gamewidgets.core.review_exercise import MistakeExercise

if TYPE_CHECKING:
    from gamewidgets.algo.widgets.review import GameReviewWidget
    from gamewidgets.algo.widgets.solo import AlgoSoloWidget
    from gamewidgets.algo.widgets.widget import AlgoWidget

_WIDGETS = {"AlgoSoloWidget": "solo", "AlgoWidget": "widget", "GameReviewWidget": "review"}
"""The widget classes this package names, each in its module of
:mod:`gamewidgets.algo.widgets`, imported on first use (the grading process imports
no widget code)."""

__all__ = [
    "AFTER_HIT",
    "ATTACK",
    "CHANCE",
    "AlgoGame",
    "AlgoRuleError",
    "AlgoRules",
    "AlgoSolo",
    "AlgoView",
    "AlgoSoloWidget",
    "AlgoWidget",
    "arrange_action",
    "attack_action",
    "BLACK",
    "BOTS",
    "CandidatesExercise",
    "Card",
    "CertainExercise",
    "Deduction",
    "Feedback",
    "GAME_OVER",
    "GameReviewWidget",
    "MistakeExercise",
    "IndexOutOfRowError",
    "Inference",
    "LikeliestGapBot",
    "LogicalBot",
    "next_round_action",
    "PHASES",
    "PLACE",
    "place_action",
    "ProbabilisticBot",
    "ROUND_OVER",
    "RandomBot",
    "RowCard",
    "RowNotFoundError",
    "Slot",
    "SoloRules",
    "TOSS",
    "TOSS_CALL",
    "gap_chances",
    "play_solo",
    "call_toss_action",
    "skip_toss_action",
    "toss_action",
    "slot_name",
    "stay_action",
    "TERMINAL",
    "TSUME_PUZZLES",
    "ViewError",
    "WHITE",
    "action_from_dict",
    "all_cards",
    "bot_game",
    "count_worlds",
    "deduce",
    "enumerate_worlds",
    "insertion_index",
    "make_bot",
    "make_bots",
    "play_bots",
    "posterior",
    "puzzle",
    "puzzle_view",
    "review",
    "step_bots",
]


__getattr__ = widget_getattr(__name__, _WIDGETS, globals())
