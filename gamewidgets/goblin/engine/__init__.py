"""The rules engine of Goblin Escape: pure Python, no widget (docs/rules/goblin.md).

``options`` (:class:`GoblinRules`), ``actions`` (the action dicts and what a person may
type), ``state`` (:class:`GoblinGame`, the engine contract), ``turn`` (the phases and the
checks of a turn), ``resolution`` (the one implementation of a turn's resolution),
``steps`` (its events), ``payoffs`` and ``whatif`` (a turn replayed with another action),
``observation``, ``codec`` (how a game is saved) and ``errors``.
"""

from gamewidgets.goblin.engine.actions import (
    ACTION_TYPES,
    action_word,
    choose_action,
    normalize_action,
    pick_target_action,
)
from gamewidgets.goblin.engine.errors import GoblinRuleError
from gamewidgets.goblin.engine.options import ACTIONS, EXIT, GoblinRules
from gamewidgets.goblin.engine.payoffs import next_card_odds, payoffs
from gamewidgets.goblin.engine.resolution import food_check, resolve_turn, winners_of
from gamewidgets.goblin.engine.state import GoblinGame
from gamewidgets.goblin.engine.steps import STEP_KINDS, Step
from gamewidgets.goblin.engine.turn import CHOOSE, OVER, PHASES, RESOLVE, TARGET

__all__ = [
    "ACTIONS",
    "ACTION_TYPES",
    "CHOOSE",
    "EXIT",
    "OVER",
    "PHASES",
    "RESOLVE",
    "STEP_KINDS",
    "TARGET",
    "GoblinGame",
    "GoblinRuleError",
    "GoblinRules",
    "Step",
    "action_word",
    "choose_action",
    "food_check",
    "next_card_odds",
    "normalize_action",
    "payoffs",
    "resolve_turn",
    "pick_target_action",
    "winners_of",
]
