"""Gramin Expedition (グラミン探検隊): program cards move an explorer to collect chests.

Layers, imports pointing down only: :mod:`~gamewidgets.gramin.widgets` (the notebook
widgets) > :mod:`~gamewidgets.gramin.teaching` (puzzles, solver, exercises, code view) >
:mod:`~gamewidgets.gramin.bots` > :mod:`~gamewidgets.gramin.engine` (the rules, pure
Python). Rules: docs/rules/gramin.md.

``from gamewidgets.gramin import *`` also brings the explorer's words for a student's own
Python (:mod:`~gamewidgets.gramin.robot`: ``step``, ``dash``, ``jump``, ``UP`` ... and the
sensors) and :func:`run_python`, which runs such a program on a board.

The widgets are imported when first used (:pep:`562`): a process that needs only the rules
and the teaching, such as the fresh one that grades a student's Python
(:mod:`~gamewidgets.gramin.teaching.python_grading`), starts without the widget libraries.
"""

from typing import TYPE_CHECKING

from gamewidgets.core.engine import CHANCE, SIMULTANEOUS, TERMINAL
from gamewidgets.core.lazy import widget_getattr
from gamewidgets.core.review_exercise import MistakeExercise
from gamewidgets.gramin.bots import (
    BOTS,
    PlannerBot,
    SimpleBot,
    bot_game,
    make_bot,
    play_bots,
    simple_program,
    trap_square,
)
from gamewidgets.gramin.engine.board import Board, Chest, random_board
from gamewidgets.gramin.engine.cards import Direction, LoopClose, LoopOpen, MoveCard
from gamewidgets.gramin.engine.errors import GraminRuleError, ProgramSyntaxError, TraceLimitError
from gamewidgets.gramin.engine.options import GraminRules
from gamewidgets.gramin.engine.program import Loop, Program
from gamewidgets.gramin.engine.state import GraminGame
from gamewidgets.gramin.engine.tokens import tokenize
from gamewidgets.gramin.engine.trace import Frame, Trace, run_program
from gamewidgets.gramin.engine.world import World
from gamewidgets.gramin.robot import (
    DOWN,
    LEFT,
    RIGHT,
    UP,
    at_chest,
    at_flag,
    blocked,
    chests_left,
    dash,
    hole,
    jump,
    step,
)
from gamewidgets.gramin.teaching.code_view import PythonCodeError, from_python
from gamewidgets.gramin.teaching.course import course
from gamewidgets.gramin.teaching.exercise import Exercise
from gamewidgets.gramin.teaching.generator import generate_puzzle
from gamewidgets.gramin.teaching.puzzle import Puzzle
from gamewidgets.gramin.teaching.python_run import PythonError, PythonTrace, run_python
from gamewidgets.gramin.teaching.review import review
from gamewidgets.gramin.teaching.solver import Solution, solve

if TYPE_CHECKING:
    from gamewidgets.gramin.widgets.game import GraminGameWidget
    from gamewidgets.gramin.widgets.puzzle import PuzzleWidget
    from gamewidgets.gramin.widgets.python import PythonWidget
    from gamewidgets.gramin.widgets.review import GameReviewWidget
    from gamewidgets.gramin.widgets.sandbox import GraminWidget

_WIDGETS = {"GameReviewWidget": "review", "GraminGameWidget": "game", "GraminWidget": "sandbox",
           "PuzzleWidget": "puzzle", "PythonWidget": "python"}
"""The widget classes this package names, each in its module of
:mod:`gamewidgets.gramin.widgets`, imported on first use."""

__all__ = [
    # the explorer's words (gamewidgets.gramin.robot)
    "DOWN",
    "LEFT",
    "RIGHT",
    "UP",
    "at_chest",
    "at_flag",
    "blocked",
    "chests_left",
    "dash",
    "hole",
    "jump",
    "step",
    "BOTS",
    "Board",
    "CHANCE",
    "Chest",
    "Direction",
    "Exercise",
    "Frame",
    "GraminGame",
    "GameReviewWidget",
    "GraminGameWidget",
    "GraminRuleError",
    "GraminRules",
    "GraminWidget",
    "MistakeExercise",
    "Loop",
    "LoopClose",
    "LoopOpen",
    "MoveCard",
    "PlannerBot",
    "Program",
    "ProgramSyntaxError",
    "Puzzle",
    "PuzzleWidget",
    "PythonWidget",
    "PythonCodeError",
    "PythonError",
    "PythonTrace",
    "SIMULTANEOUS",
    "SimpleBot",
    "Solution",
    "TERMINAL",
    "Trace",
    "TraceLimitError",
    "World",
    "bot_game",
    "course",
    "from_python",
    "generate_puzzle",
    "make_bot",
    "play_bots",
    "random_board",
    "review",
    "run_program",
    "run_python",
    "simple_program",
    "solve",
    "tokenize",
    "trap_square",
]


__getattr__ = widget_getattr(__name__, _WIDGETS, globals())
