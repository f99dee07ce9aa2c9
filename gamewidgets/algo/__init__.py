"""algo (アルゴ): a deduction card game of 24 numbered cards in two colours.

The engine (:class:`AlgoGame`, :class:`AlgoRules`, bots) is pure Python; the deduction
tools (:class:`AlgoView`, :func:`deduce`, :func:`posterior`) work on one player's view,
typed as text or produced by the game; :class:`AlgoWidget` shows both in a notebook.
Rules: rules/algo.md of the project's rules specification.
"""

from gamewidgets.algo.actions import Attack, NextRound, Place, Stay, action_from_dict
from gamewidgets.algo.bots import (
    BOTS,
    LogicalBot,
    ProbabilisticBot,
    RandomBot,
    make_bots,
    play_bots,
    step_bots,
)
from gamewidgets.algo.cards import BLACK, WHITE, Card, RowCard, all_cards, insertion_index
from gamewidgets.algo.deduction import Deduction, Inference, deduce
from gamewidgets.algo.exercise import CandidatesExercise, CertainExercise, Feedback
from gamewidgets.algo.game import (
    AFTER_HIT,
    ATTACK,
    GAME_OVER,
    PHASES,
    PLACE,
    ROUND_OVER,
    AlgoGame,
)
from gamewidgets.algo.game_errors import AlgoRuleError
from gamewidgets.algo.messages_deduction import IndexOutOfRowError, RowNotFoundError, ViewError
from gamewidgets.algo.probability import count_worlds, enumerate_worlds, posterior
from gamewidgets.algo.puzzles import TSUME_PUZZLES, puzzle, puzzle_view
from gamewidgets.algo.rules import AlgoRules
from gamewidgets.algo.view import AlgoView, Slot
from gamewidgets.algo.widget import AlgoWidget

__all__ = [
    "AFTER_HIT",
    "ATTACK",
    "AlgoGame",
    "AlgoRuleError",
    "AlgoRules",
    "AlgoView",
    "AlgoWidget",
    "Attack",
    "BLACK",
    "BOTS",
    "CandidatesExercise",
    "Card",
    "CertainExercise",
    "Deduction",
    "Feedback",
    "GAME_OVER",
    "IndexOutOfRowError",
    "Inference",
    "LogicalBot",
    "NextRound",
    "PHASES",
    "PLACE",
    "Place",
    "ProbabilisticBot",
    "ROUND_OVER",
    "RandomBot",
    "RowCard",
    "RowNotFoundError",
    "Slot",
    "Stay",
    "TSUME_PUZZLES",
    "ViewError",
    "WHITE",
    "action_from_dict",
    "all_cards",
    "count_worlds",
    "deduce",
    "enumerate_worlds",
    "insertion_index",
    "make_bots",
    "play_bots",
    "posterior",
    "puzzle",
    "puzzle_view",
    "step_bots",
]
