"""Teaching with Gramin Expedition (docs/rules/gramin.md 2, 4.2, 6): puzzles (``parts``,
``puzzle``) and their course (``course``), the par solver (``solver``), the puzzle
generator (``generator``), lesson exercises (``exercise``) and programs as Python
(``code_view``), a student's own Python run on the board (``python_run``), and the
review of a game (``review``)."""

from gamewidgets.gramin.teaching.code_view import (
    PythonCodeError,
    code_lines,
    from_python,
    looks_like_python,
)
from gamewidgets.gramin.teaching.course import course
from gamewidgets.gramin.teaching.exercise import Exercise, Feedback
from gamewidgets.gramin.teaching.generator import generate_puzzle
from gamewidgets.gramin.teaching.parts import Goal, Hand
from gamewidgets.gramin.teaching.puzzle import Puzzle
from gamewidgets.gramin.teaching.python_run import LineFrame, PythonError, PythonTrace, run_python
from gamewidgets.gramin.teaching.review import review
from gamewidgets.gramin.teaching.solver import Solution, solve

__all__ = ["Exercise", "Feedback", "Goal", "Hand", "LineFrame", "Puzzle",
           "PythonCodeError", "PythonError", "PythonTrace", "Solution", "code_lines", "course",
           "from_python", "generate_puzzle", "looks_like_python", "review", "run_python", "solve"]
