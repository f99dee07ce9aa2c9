"""algo (アルゴ): a deduction card game of 24 numbered cards in two colours.

Layers (imports point down only): ``widgets`` (:class:`AlgoWidget`) > ``teaching``
(tsume-algo puzzles, exercises) > ``bots`` > ``engine`` (the game :class:`AlgoGame`, its
:class:`AlgoRules`, and what a player can know from a seat: :class:`AlgoView`,
:func:`deduce`, :func:`posterior`) > :mod:`gamewidgets.core`.
Rules: docs/rules/algo.md.
"""

from gamewidgets.algo.bots import (
    BOTS,
    LogicalBot,
    ProbabilisticBot,
    RandomBot,
    bot_game,
    make_bot,
    make_bots,
    play_bots,
    step_bots,
)
from gamewidgets.algo.engine.actions import (
    action_from_dict,
    attack_action,
    next_round_action,
    place_action,
    stay_action,
)
from gamewidgets.algo.engine.cards import BLACK, WHITE, Card, RowCard, all_cards
from gamewidgets.algo.engine.deduction import Deduction, Inference, deduce
from gamewidgets.algo.engine.errors import (
    AlgoRuleError,
    IndexOutOfRowError,
    RowNotFoundError,
    ViewError,
)
from gamewidgets.algo.engine.options import AlgoRules
from gamewidgets.algo.engine.order import insertion_index
from gamewidgets.algo.engine.probability import count_worlds, enumerate_worlds, posterior
from gamewidgets.algo.engine.state import AlgoGame
from gamewidgets.algo.engine.turn import AFTER_HIT, ATTACK, GAME_OVER, PHASES, PLACE, ROUND_OVER
from gamewidgets.algo.engine.view import AlgoView, Slot
from gamewidgets.algo.teaching.exercise import CandidatesExercise, CertainExercise, Feedback
from gamewidgets.algo.teaching.puzzles import TSUME_PUZZLES, puzzle, puzzle_view
from gamewidgets.algo.widgets.widget import AlgoWidget
from gamewidgets.core.engine import CHANCE, TERMINAL

__all__ = [
    "AFTER_HIT",
    "ATTACK",
    "CHANCE",
    "AlgoGame",
    "AlgoRuleError",
    "AlgoRules",
    "AlgoView",
    "AlgoWidget",
    "attack_action",
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
    "step_bots",
]
