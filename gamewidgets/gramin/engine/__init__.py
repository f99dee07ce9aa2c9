"""The rules of Gramin Expedition in pure Python (docs/rules/gramin.md), below every bot,
lesson and widget: ``options`` (:class:`GraminRules`), ``cards``, ``board``, ``tokens``
(program text), ``program`` (programs, their limits and what they cost against the die),
``movement``, ``world`` (how each entered square resolves), ``trace`` (a program run by
one explorer), ``deck`` (drawing and what a hand holds), ``build``, ``traps`` and ``turn``
(the rule areas of a turn), ``actions``, ``events``, ``observation``, ``errors``,
``saves`` (what a saved game must hold) and ``state`` (:class:`GraminGame`, the engine
contract)."""

from gamewidgets.gramin.engine.actions import (
    ACTION_TYPES,
    act_action,
    build_action,
    place_trap_action,
    roll_action,
)
from gamewidgets.gramin.engine.board import Board, Chest, random_board
from gamewidgets.gramin.engine.cards import (
    IF_KINDS,
    MOVE_KINDS,
    TRAP_KINDS,
    Direction,
    LoopClose,
    LoopOpen,
    MoveCard,
    if_card,
    trap_of_if,
)
from gamewidgets.gramin.engine.errors import (
    BoardError,
    GraminRuleError,
    ProgramSyntaxError,
    TraceLimitError,
)
from gamewidgets.gramin.engine.events import GAME, GameEvent
from gamewidgets.gramin.engine.observation import SECRETS
from gamewidgets.gramin.engine.options import GraminRules
from gamewidgets.gramin.engine.program import (
    MAX_CARDS,
    MAX_STEPS,
    Loop,
    Program,
    die_cost,
    if_use_cost,
    loop_cost,
)
from gamewidgets.gramin.engine.state import GraminGame
from gamewidgets.gramin.engine.tokens import tokenize
from gamewidgets.gramin.engine.trace import Frame, Trace, run_program
from gamewidgets.gramin.engine.world import World

__all__ = [
    "ACTION_TYPES",
    "Board",
    "BoardError",
    "Chest",
    "Direction",
    "Frame",
    "GAME",
    "GameEvent",
    "GraminGame",
    "GraminRuleError",
    "GraminRules",
    "IF_KINDS",
    "Loop",
    "LoopClose",
    "LoopOpen",
    "MAX_CARDS",
    "MAX_STEPS",
    "MOVE_KINDS",
    "MoveCard",
    "Program",
    "ProgramSyntaxError",
    "SECRETS",
    "TRAP_KINDS",
    "Trace",
    "TraceLimitError",
    "World",
    "act_action",
    "build_action",
    "die_cost",
    "if_card",
    "if_use_cost",
    "loop_cost",
    "place_trap_action",
    "random_board",
    "roll_action",
    "run_program",
    "tokenize",
    "trap_of_if",
]
