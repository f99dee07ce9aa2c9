"""Gramin Expedition (グラミン探検隊): program cards move an explorer to collect chests.

The engine is pure Python; :class:`GraminWidget` shows it in a notebook.
Rules: rules/gramin.md of the project's rules specification.
"""

from gamewidgets.gramin import messages, messages_ui  # noqa: F401  (register the catalogue)
from gamewidgets.gramin.board import Board, Chest, random_board
from gamewidgets.gramin.bot import SimpleBot, play_bots, simple_program
from gamewidgets.gramin.cards import Direction, LoopClose, LoopOpen, MoveCard
from gamewidgets.gramin.game import CHANCE, SIMULTANEOUS, TERMINAL, GraminGame
from gamewidgets.gramin.game_errors import GraminRuleError
from gamewidgets.gramin.program import Loop, Program, ProgramSyntaxError, tokenize
from gamewidgets.gramin.rules import GraminRules
from gamewidgets.gramin.trace import Frame, Trace, TraceLimitError, run_program
from gamewidgets.gramin.widget import GraminWidget
from gamewidgets.gramin.world import World

__all__ = [
    "Board",
    "CHANCE",
    "Chest",
    "Direction",
    "Frame",
    "GraminGame",
    "GraminRuleError",
    "GraminRules",
    "GraminWidget",
    "Loop",
    "LoopClose",
    "LoopOpen",
    "MoveCard",
    "Program",
    "ProgramSyntaxError",
    "SIMULTANEOUS",
    "SimpleBot",
    "TERMINAL",
    "Trace",
    "TraceLimitError",
    "World",
    "play_bots",
    "random_board",
    "run_program",
    "simple_program",
    "tokenize",
]
