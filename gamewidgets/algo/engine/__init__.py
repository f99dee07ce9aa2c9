"""The rules of algo in pure Python (docs/rules/algo.md).

``cards`` (the 24 cards and their keys), ``order`` (the order rule), ``deal`` (the
first-player draw and the deal of a round), ``turn`` (the phases and turn order),
``scoring`` (chips, round wins, the end), ``options`` (:class:`AlgoRules`: the standard
game and pair play), ``actions`` (the action dicts, what is legal, the refusals),
``state`` (:class:`AlgoGame`, the engine contract), ``solo`` (:class:`AlgoSolo`, solo
play), ``codec`` (how a game is saved), ``observation`` (what one seat may see) and
``errors``; and what a player can know from their seat: ``view`` (:class:`AlgoView`),
``deduction`` (:func:`deduce`), ``inference`` (its steps in words) and ``probability``
(:func:`posterior`).
"""

from gamewidgets.algo.engine.actions import (
    ACTION_TYPES,
    action_from_dict,
    arrange_action,
    attack_action,
    call_toss_action,
    next_round_action,
    place_action,
    skip_toss_action,
    stay_action,
    toss_action,
)
from gamewidgets.algo.engine.cards import BLACK, WHITE, Card, RowCard, all_cards
from gamewidgets.algo.engine.deduction import REASONS, Deduction, deduce
from gamewidgets.algo.engine.errors import (
    AlgoRuleError,
    IndexOutOfRowError,
    RowNotFoundError,
    ViewError,
)
from gamewidgets.algo.engine.inference import Inference, slot_name
from gamewidgets.algo.engine.observation import SECRETS
from gamewidgets.algo.engine.options import AlgoRules
from gamewidgets.algo.engine.order import insertion_index
from gamewidgets.algo.engine.probability import count_worlds, enumerate_worlds, posterior
from gamewidgets.algo.engine.solo import AlgoSolo, SoloRules, gap_chances
from gamewidgets.algo.engine.state import AlgoGame
from gamewidgets.algo.engine.turn import (
    AFTER_HIT,
    ATTACK,
    GAME_OVER,
    PHASES,
    PLACE,
    ROUND_OVER,
    TOSS,
    TOSS_CALL,
)
from gamewidgets.algo.engine.view import AlgoView, Slot

__all__ = [
    "ACTION_TYPES",
    "AFTER_HIT",
    "ATTACK",
    "BLACK",
    "GAME_OVER",
    "PHASES",
    "PLACE",
    "REASONS",
    "ROUND_OVER",
    "TOSS",
    "TOSS_CALL",
    "SECRETS",
    "WHITE",
    "AlgoGame",
    "AlgoRuleError",
    "AlgoRules",
    "AlgoSolo",
    "AlgoView",
    "Card",
    "Deduction",
    "IndexOutOfRowError",
    "Inference",
    "RowCard",
    "RowNotFoundError",
    "Slot",
    "SoloRules",
    "ViewError",
    "action_from_dict",
    "all_cards",
    "arrange_action",
    "attack_action",
    "count_worlds",
    "deduce",
    "enumerate_worlds",
    "gap_chances",
    "insertion_index",
    "next_round_action",
    "place_action",
    "posterior",
    "slot_name",
    "stay_action",
    "call_toss_action",
    "skip_toss_action",
    "toss_action",
]
