"""Gramin Expedition (グラミン探検隊): program cards move an explorer to collect chests.

The engine is pure Python; :class:`GraminWidget` shows it in a notebook.
Rules: rules/gramin.md of the project's rules specification.
"""

from gamewidgets.gramin.board import Board, Chest, random_board
from gamewidgets.gramin.bot import BOTS, SimpleBot, make_bot, play_bots, simple_program, trap_square
from gamewidgets.gramin.cards import Direction, LoopClose, LoopOpen, MoveCard
from gamewidgets.gramin.code_view import PythonCodeError, from_python
from gamewidgets.gramin.game import CHANCE, SIMULTANEOUS, TERMINAL, GraminGame
from gamewidgets.gramin.game_errors import GraminRuleError
from gamewidgets.gramin.game_widget import GraminGameWidget
from gamewidgets.gramin.generator import generate_puzzle
from gamewidgets.gramin.planner import PlannerBot
from gamewidgets.gramin.program import Loop, Program, ProgramSyntaxError, tokenize
from gamewidgets.gramin.puzzle import Puzzle, PuzzleResult
from gamewidgets.gramin.puzzle_widget import PuzzleWidget
from gamewidgets.gramin.puzzles_course import course
from gamewidgets.gramin.rules import GraminRules
from gamewidgets.gramin.solver import Solution, solve
from gamewidgets.gramin.trace import Frame, Trace, TraceLimitError, run_program
from gamewidgets.gramin.widget import GraminWidget
from gamewidgets.gramin.world import World

__all__ = [
    "BOTS",
    "Board",
    "CHANCE",
    "Chest",
    "Direction",
    "Frame",
    "GraminGame",
    "GraminGameWidget",
    "GraminRuleError",
    "GraminRules",
    "GraminWidget",
    "Loop",
    "LoopClose",
    "LoopOpen",
    "MoveCard",
    "PlannerBot",
    "Program",
    "ProgramSyntaxError",
    "Puzzle",
    "PuzzleResult",
    "PuzzleWidget",
    "PythonCodeError",
    "SIMULTANEOUS",
    "SimpleBot",
    "Solution",
    "TERMINAL",
    "Trace",
    "TraceLimitError",
    "World",
    "course",
    "from_python",
    "generate_puzzle",
    "make_bot",
    "play_bots",
    "random_board",
    "run_program",
    "simple_program",
    "solve",
    "tokenize",
    "trap_square",
]
