"""Gramin Expedition's assignments (``gramin`` and ``gramin_python``): their tasks and the
checkers that grade them (:mod:`gamewidgets.core.teaching`).

======================  ==============================================  =================
kind                    checker                                         answer
======================  ==============================================  =================
``"program"``           :class:`ProgramTask` (a lesson 01 exercise)     a card program
``"puzzle"``            :class:`PuzzleTask` (a puzzle of the course)    a card program
``"python"``            :class:`PythonTask` (the Python track)          a Python program
======================  ==============================================  =================

A task's ``data``: ``program``: ``board`` (ASCII), ``best``, and optionally ``die``,
``if_cards``, ``hand`` (the cards the widget offers); ``puzzle`` and ``python``: ``puzzle``
(an id of the bundled course, :func:`~gamewidgets.gramin.teaching.course.course`, or of the
Python track, :func:`~gamewidgets.gramin.teaching.python_course.python_course`).

The boards and hands are lesson 01's (notebooks/01_gramin_loops.ipynb;
tests/test_classroom_tasks.py checks that they stay the same), the puzzles the course's as
notebooks/04_gramin_puzzles.ipynb plays it, the Python puzzles lesson 05's. A Python task is
graded by running the program again in a fresh process
(:mod:`gamewidgets.gramin.teaching.python_grading`). A graded card program shows the board
after it ran (:func:`program_picture`, :func:`puzzle_picture`).
"""

from __future__ import annotations

from functools import lru_cache

from gamewidgets.core.errors import GameError
from gamewidgets.core.furigana import for_screen
from gamewidgets.core.i18n import LANGS, check_lang, join_sentences, t
from gamewidgets.core.teaching import Feedback, Task, register_assignment, register_kind
from gamewidgets.core.text import Words
from gamewidgets.gramin.engine.board import Board
from gamewidgets.gramin.engine.errors import ProgramSyntaxError
from gamewidgets.gramin.teaching.code_view import from_python, looks_like_python
from gamewidgets.gramin.teaching.course import course
from gamewidgets.gramin.teaching.exercise import Exercise
from gamewidgets.gramin.teaching.parts import Goal
from gamewidgets.gramin.teaching.picture import board_view, goal_view, run_picture
from gamewidgets.gramin.teaching.puzzle import Puzzle
from gamewidgets.gramin.teaching.python_grading import grade_program, python_puzzle

# ---- the tasks -----------------------------------------------------------------------------
# notebooks/01_gramin_loops.ipynb: the boards of exercises 1-3 and the hands of their widgets.
SEQUENCE_BOARD = ".....\n.....\n..2..\n.....\n@...."
STAIRS = ".......\n.......\n.......\n...3...\n..2....\n.1.....\n@......"
TRAPS = "..c..\n@.h.4\n....."

GRAMIN = (
    Task("sequence", "program", 2, {"board": SEQUENCE_BOARD, "best": 2}, solved_at=1),
    Task("loop", "program", 2, {"board": STAIRS, "best": 4, "die": 2,
                                "hand": "R U R U for3( )"}, solved_at=1),
    Task("if-card", "program", 2, {"board": TRAPS, "best": 3, "if_cards": ("if_hole",)},
         solved_at=1),
    # notebooks/04_gramin_puzzles.ipynb: one puzzle of each stage of the course after the
    # first two (loops, a loop body of several cards, the die, traps, if-cards)
    *(Task(pid, "puzzle", 3, {"puzzle": pid}, solved_at=2)
      for pid in ("three-times", "staircase", "small-die", "hop-holes", "if-in-a-loop")),
)
"""The ``gramin`` assignment: a program task has 2 points, 1 for a program solved with more
cards than the fewest; a puzzle 1 point a star, solved from 2 stars."""

# notebooks/05_gramin_python.ipynb: one puzzle of the Python track per idea (while and a
# sensor, if, a function of one's own, a variable that counts)
GRAMIN_PYTHON = tuple(Task(pid, "python", 3, {"puzzle": pid}, solved_at=2)
                      for pid in ("py-walk", "py-hop-holes", "py-function", "py-count"))
"""The ``gramin_python`` assignment: 1 point a star, solved from 2 stars."""


# ---- the checkers --------------------------------------------------------------------------
class ProgramTask(Exercise):
    """A lesson 01 exercise as a task: :class:`~gamewidgets.gramin.teaching.exercise.Exercise`
    (its ``check``) with the task's statement.

    Parameters
    ----------
    task : Task
        A ``"program"`` task.
    lang : {"en", "ja"}
    """

    def __init__(self, task: Task, lang: str = "en"):
        d = task.data
        super().__init__(d["board"], best=d["best"], die=d.get("die"),
                         if_cards=tuple(d.get("if_cards", ())), lang=lang)

    def statement(self, lang: str) -> list[str]:
        """The goal, the die and the if-cards, and how to answer, as one paragraph."""
        parts = [Goal.make("all_chests", self._board).describe(lang, all_chests=True)]
        if self.die:
            die_id = "gramin.puzzle.goal.die_one" if self.die == 1 else "gramin.puzzle.goal.die"
            parts.append(t(die_id, lang, die=self.die))
        if self.if_cards:
            cards = Words(self.if_cards, prefix="gramin.ui.if_card.").text(lang)
            parts.append(t("classroom.gramin.if_cards", lang, cards=cards))
        parts.append(t("classroom.gramin.how", lang, run=t("gramin.ui.run", lang)))
        return [join_sentences(lang, parts)]

    def title(self, lang: str) -> str:
        """``""``: the lesson's exercises have no names."""
        return ""


@lru_cache(maxsize=4)
def _course(lang: str) -> dict:
    return {p.id: p for p in course(lang)}


def course_puzzle(puzzle_id: str, lang: str) -> Puzzle:
    """The puzzle ``puzzle_id`` of the bundled course, in ``lang`` (one object per id and
    language, so that its par is solved once).

    Raises
    ------
    KeyError
        If the course has no such puzzle.
    """
    return _course(check_lang(lang))[puzzle_id]


class PuzzleTask:
    """A puzzle of the course as a task: its program may also be typed as Python.

    Parameters
    ----------
    task : Task
        A ``"puzzle"`` task.
    lang : {"en", "ja"}

    Attributes
    ----------
    puzzle : Puzzle
    """

    def __init__(self, task: Task, lang: str = "en"):
        self.lang = check_lang(lang)
        self.puzzle = course_puzzle(task.data["puzzle"], lang)

    @property
    def rules(self):
        """The puzzle's :class:`~gamewidgets.gramin.engine.options.GraminRules`."""
        return self.puzzle.rules

    @for_screen
    def check(self, answer, lang: str | None = None) -> Feedback:
        """:meth:`Puzzle.check <gamewidgets.gramin.teaching.puzzle.Puzzle.check>`, a program
        that looks like Python read first (:func:`~gamewidgets.gramin.teaching.code_view.
        from_python`); one that does not read gets 0 stars and its error. Never raises for
        a bad answer."""
        lang = check_lang(lang or self.lang)
        if looks_like_python(answer):
            try:
                answer = from_python(answer, self.puzzle.rules, lang)
            except ProgramSyntaxError as exc:
                message = {g: t("gramin.puzzle.error.syntax", g, error=exc.text(g))
                           for g in LANGS}
                return Feedback("error", message, lang, stars=0,
                                details={"cards": None, "error": "gramin.puzzle.error.syntax"})
        return self.puzzle.check(answer, lang)

    def statement(self, lang: str) -> list[str]:
        """The goal, the hand and how to answer, as one paragraph."""
        p = self.puzzle
        return [join_sentences(lang, [p.describe(lang),
                                      t("classroom.gramin.hand", lang, hand=p.hand.text()),
                                      t("classroom.gramin.puzzle_how", lang)])]

    def title(self, lang: str) -> str:
        """The puzzle's title."""
        return self.puzzle.title_text(lang)


class PythonTask:
    """A puzzle of the Python track as a task: the student's program is run again in a fresh
    Python process and its moves replayed here
    (:func:`~gamewidgets.gramin.teaching.python_grading.grade_program`).

    Parameters
    ----------
    task : Task
        A ``"python"`` task.
    lang : {"en", "ja"}
    """

    def __init__(self, task: Task, lang: str = "en"):
        self.lang = check_lang(lang)
        self.puzzle = python_puzzle(task.data["puzzle"], lang)

    @for_screen
    def check(self, answer) -> Feedback:
        """The stars the program earns (0..3) and why; never raises for anything the
        program does. ``answer`` must be text (the grading checks it first)."""
        stars, text = grade_program(self.puzzle.id, answer, self.lang)
        kind = "correct" if stars == 3 else "more" if stars else "not_yet"
        return Feedback.said(text, self.lang, kind, solved=stars >= 2, stars=stars)

    def statement(self, lang: str) -> list[str]:
        """The puzzle's goal and how to answer, as one paragraph."""
        return [join_sentences(lang, [self.puzzle.describe(lang), t(
            "classroom.python.how", lang, run=t("gramin.ui.run", lang))])]

    def title(self, lang: str) -> str:
        """The puzzle's title."""
        return self.puzzle.title_text(lang)


def program_picture(task: Task, program, lang: str = "en") -> str:
    """The board of a ``"program"`` task after ``program`` ran on it as its checker runs it,
    as SVG (:func:`~gamewidgets.gramin.teaching.picture.run_picture`); the board before a run
    if there is no program or the checker refused it."""
    d = task.data
    return run_picture(Board.from_ascii(d["board"]), program,
                       if_cards=tuple(d.get("if_cards", ())), die=d.get("die"), lang=lang)


def puzzle_picture(task: Task, program, lang: str = "en") -> str:
    """The board of a ``"puzzle"`` task after ``program`` ran on it (as
    :func:`program_picture`), with the puzzle's goal."""
    p = course_puzzle(task.data["puzzle"], lang)
    run = None
    if isinstance(program, str):
        if looks_like_python(program):
            try:
                program = from_python(program, p.rules, lang)
            except GameError:
                program = None
        run = p.check(program, lang).trace if program is not None else None
    return run_picture(p.board, run, view=board_view(p), goal=goal_view(p), rules=p.rules,
                       if_cards=p.hand.if_cards, lang=lang)


register_kind("program", ProgramTask, in_widget=True, picture=program_picture)
register_kind("puzzle", PuzzleTask, in_widget=True, together=True, picture=puzzle_picture)
register_kind("python", PythonTask, in_widget=True)
register_assignment("gramin", GRAMIN)
register_assignment("gramin_python", GRAMIN_PYTHON)
