"""The assignments of the course: one per game, made from the lessons' exercises.

Each task is one exercise of a lesson, checked by that game's own checker:

======================  =================================================  ==================
kind                    checker                                            answer
======================  =================================================  ==================
``"program"``           :class:`gamewidgets.gramin.teaching.Exercise`      a card program
``"puzzle"``            :meth:`gamewidgets.gramin.teaching.Puzzle.check`   a card program
``"candidates"``        :class:`gamewidgets.algo.teaching.CandidatesExercise`  numbers
``"certain"``           :class:`gamewidgets.algo.teaching.CertainExercise`  cards
``"best_action"``       :class:`gamewidgets.goblin.teaching.BestActionExercise`  an action
``"python"``            :mod:`gamewidgets.classroom.python_grading`        a Python program
======================  =================================================  ==================

The boards, views and turns are the lessons' own (notebooks/01_gramin_loops.ipynb,
02_algo_deduction.ipynb, 03_goblin_escape.ipynb; tests/test_classroom_tasks.py checks that
they stay the same), the puzzles are the bundled course's
(:func:`gamewidgets.gramin.teaching.course.course`, as notebooks/04_gramin_puzzles.ipynb
plays it) and the tsume-algo positions are :data:`gamewidgets.algo.teaching.TSUME_PUZZLES`.
Every sentence a task says is made from the games' message catalogues at the time it is
shown, so a change of wording there reaches the assignments too.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from gamewidgets.algo.engine.inference import slot_name
from gamewidgets.algo.teaching import (
    CandidatesExercise,
    CertainExercise,
    named_view,
    puzzle,
    row_names,
)
from gamewidgets.classroom.python_grading import python_puzzle
from gamewidgets.core.i18n import LANGS, check_lang, join_sentences, t
from gamewidgets.core.text import Words
from gamewidgets.goblin.engine.actions import normalize_action
from gamewidgets.goblin.engine.steps import player_name
from gamewidgets.goblin.teaching import BestActionExercise
from gamewidgets.gramin.engine.board import Board
from gamewidgets.gramin.teaching import Exercise, Goal, Puzzle, course

KINDS = ("program", "puzzle", "candidates", "certain", "best_action", "python")
"""Task kinds, one per checker (see the module's table)."""

PROGRAM_KINDS = ("program", "puzzle", "python")
"""Kinds whose answer is a program, which a widget can build (cards, or a student's own
Python for ``"python"``)."""


@dataclass(frozen=True)
class Task:
    """One graded exercise of an assignment.

    Attributes
    ----------
    id : str
        Unique within the assignment; letters, digits and ``-`` (it is also the nbgrader
        grade id of the task's test cell).
    kind : str
        One of :data:`KINDS`.
    points : int
        Points of a full answer.
    data : dict
        What the checker is made from: ``program``: ``board`` (ASCII), ``best``, and
        optionally ``die``, ``if_cards``, ``hand`` (the cards the widget offers);
        ``puzzle``: ``puzzle`` (an id of the bundled course); ``candidates``: ``view``,
        ``row``, ``position`` (1-based); ``certain``: ``view`` or ``tsume`` (an id of
        :data:`~gamewidgets.algo.teaching.TSUME_PUZZLES`); ``best_action``: the keyword
        arguments of :class:`~gamewidgets.goblin.teaching.BestActionExercise`.
    solved_at : int
        Points from which the task counts as solved in the teacher's summary: a Gramin
        program solved with more cards than the fewest gets 1 of 2 points and is solved;
        a puzzle is solved from 2 stars (docs/rules/gramin.md 6).
    """

    id: str
    kind: str
    points: int
    data: dict = field(default_factory=dict)
    solved_at: int = 0

    def __post_init__(self):
        if self.kind not in KINDS:
            raise ValueError(f"task kind must be one of {KINDS}, got {self.kind!r}")
        if not self.solved_at:
            object.__setattr__(self, "solved_at", self.points)


# ---- the lessons' exercises ---------------------------------------------------------------
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

ALGO = (
    # notebooks/02_algo_deduction.ipynb, section 7: exercises 1-3
    Task("candidates", "candidates", 2, {"view": "me: B2 W3 B5 W8; ann: b? W4 w?-6 B9; deck: 14",
                                         "row": "ann", "position": 3}),
    Task("certain", "certain", 2,
         {"view": "me: B0 W1 B3 W6; ann: b? B2 w?-7 B8; bob: w? b?-5 W5; deck: 10"}),
    Task("tsume-neighbours", "certain", 2, {"tsume": "neighbours"}),
    # the next tsume-algo of the same list (section 6 solves it step by step in the lesson)
    Task("tsume-used-up", "certain", 2, {"tsume": "used_up"}),
)

GOBLIN = (
    # notebooks/03_goblin_escape.ipynb, section 4: the exercise
    Task("best-action", "best_action", 2,
         {"others": {1: "dig", 2: ("steal", 3), 3: "rest"}, "store": 7, "card": "empty"}),
    # the same question where the rule "not the same action twice in a row" decides
    # (docs/rules/goblin.md 3), and where only the average over the tunnel is known
    Task("not-again", "best_action", 2,
         {"others": {1: "rest", 2: "rest"}, "meat": [3, 5, 2], "store": 0,
          "last_action": "rest"}),
    Task("unseen-card", "best_action", 2,
         {"others": {1: "dig", 2: "dig"}, "meat": [4, 4, 4], "store": 2}),
)

# notebooks/05_gramin_python.ipynb: one puzzle of the Python track per idea (while and a
# sensor, if, a function of one's own, a variable that counts), graded by re-running the
# program in a fresh process (gamewidgets.classroom.python_grading)
GRAMIN_PYTHON = tuple(Task(pid, "python", 3, {"puzzle": pid}, solved_at=2)
                      for pid in ("py-walk", "py-hop-holes", "py-function", "py-count"))

ASSIGNMENTS = {"gramin": GRAMIN, "algo": ALGO, "goblin": GOBLIN, "gramin_python": GRAMIN_PYTHON}
"""dict: assignment name -> its tasks, in the notebook's order. The name starts with the
game's package (``gamewidgets.<game>``)."""


def tasks(assignment: str) -> tuple[Task, ...]:
    """The tasks of ``assignment``.

    Raises
    ------
    ValueError
        If ``assignment`` is not a key of :data:`ASSIGNMENTS` (the message lists them).
    """
    if assignment not in ASSIGNMENTS:
        raise ValueError(f"no assignment {assignment!r}; assignments: {sorted(ASSIGNMENTS)}")
    return ASSIGNMENTS[assignment]


def folder_name(assignment: str, lang: str) -> str:
    """The nbgrader assignment (folder and notebook name) of ``assignment`` in ``lang``:
    ``"gramin"`` in English, ``"gramin_ja"`` in Japanese."""
    tasks(assignment)
    return assignment if check_lang(lang) == "en" else f"{assignment}_{lang}"


def from_folder_name(name: str) -> tuple[str, str] | None:
    """``(assignment, lang)`` of a folder or notebook named by :func:`folder_name`, or None
    for any other name."""
    for a in ASSIGNMENTS:
        for lang in LANGS:
            if folder_name(a, lang) == name:
                return a, lang
    return None


# ---- checkers ----------------------------------------------------------------------------
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


def checker(task: Task, lang: str):
    """The game's checker of ``task`` in ``lang``: an object whose ``check(answer)`` grades an
    answer and never raises for a malformed one.

    Returns
    -------
    Exercise, Puzzle, PythonPuzzle, CandidatesExercise, CertainExercise or BestActionExercise
        (a Python task is graded in a fresh process by
        :func:`~gamewidgets.classroom.python_grading.grade_program`, not by its checker's
        ``check``, which runs the program here)
    """
    d = task.data
    if task.kind == "program":
        return Exercise(d["board"], best=d["best"], die=d.get("die"),
                        if_cards=tuple(d.get("if_cards", ())), lang=lang)
    if task.kind == "puzzle":
        return course_puzzle(d["puzzle"], lang)
    if task.kind == "python":
        return python_puzzle(d["puzzle"], lang)
    if task.kind == "candidates":
        return CandidatesExercise(view_text(task, lang), row_name(task, lang), d["position"],
                                  lang=lang)
    if task.kind == "certain":
        return CertainExercise(view_text(task, lang), lang=lang)
    return BestActionExercise(**d, lang=lang)


def view_text(task: Task, lang: str = "en") -> str:
    """The algo view of a ``candidates`` or ``certain`` task, as the lesson in ``lang``
    writes it: its opponents have that lesson's names (``ann: b?`` in English,
    ``あおい: b?`` in Japanese, as the lesson's examples and answers name them)."""
    d = task.data
    return named_view(puzzle(d["tsume"])["view"] if "tsume" in d else d["view"], lang)


def row_name(task: Task, lang: str = "en") -> str:
    """The row a ``candidates`` task asks about, named as in :func:`view_text`."""
    return row_names(lang).get(task.data["row"], task.data["row"])


# ---- what a task says --------------------------------------------------------------------
def title(task: Task, lang: str) -> str:
    """The task's own name, if the material gives it one (a puzzle's or a tsume-algo's
    title), else ``""``."""
    if task.kind == "puzzle":
        return course_puzzle(task.data["puzzle"], lang).title.get(lang, task.id)
    if task.kind == "python":
        return python_puzzle(task.data["puzzle"], lang).title.get(lang, task.id)
    if task.kind == "certain" and "tsume" in task.data:
        return puzzle(task.data["tsume"])["title"][lang]
    return ""


def heading(task: Task, number: int, lang: str) -> str:
    """``"Task 3: Three times"`` (``number`` counts from 1)."""
    name = title(task, lang)
    return (t("classroom.task.heading_title", lang, n=number, title=name) if name
            else t("classroom.task.heading", lang, n=number))


def statement(task: Task, lang: str) -> list[str]:
    """What the student is asked, in ``lang``: a list of paragraphs (the position first, for
    algo: ``"What you see: me: B2 W3 ..."``; then the goal, the limits and how to answer)."""
    check_lang(lang)
    d = task.data
    if task.kind == "program":
        board = Board.from_ascii(d["board"])
        parts = [Goal.make("all_chests", board).describe(lang, all_chests=True)]
        if d.get("die"):
            die_id = "gramin.puzzle.goal.die_one" if d["die"] == 1 else "gramin.puzzle.goal.die"
            parts.append(t(die_id, lang, die=d["die"]))
        if d.get("if_cards"):
            cards = Words(d["if_cards"], prefix="gramin.ui.if_card.").text(lang)
            parts.append(t("classroom.gramin.if_cards", lang, cards=cards))
        parts.append(t("classroom.gramin.how", lang, run=t("gramin.ui.run", lang)))
        return [join_sentences(lang, parts)]
    if task.kind == "puzzle":
        p = course_puzzle(d["puzzle"], lang)
        return [join_sentences(lang, [p.describe(lang),
                                      t("classroom.gramin.hand", lang, hand=p.hand.text()),
                                      t("classroom.gramin.puzzle_how", lang)])]
    if task.kind == "python":
        p = python_puzzle(d["puzzle"], lang)
        return [join_sentences(lang, [p.describe(lang), t("classroom.python.how", lang,
                                                          run=t("gramin.ui.run", lang))])]
    if task.kind == "candidates":
        slot = slot_name(row_name(task, lang), d["position"] - 1, lang)
        return [t("classroom.algo.view", lang, view=view_text(task, lang)),
                t("classroom.algo.candidates", lang, slot=slot)]
    if task.kind == "certain":
        ask = "classroom.algo.tsume" if "tsume" in d else "classroom.algo.certain"
        return [t("classroom.algo.view", lang, view=view_text(task, lang)),
                join_sentences(lang, [t(ask, lang), t("classroom.algo.certain_how", lang)])]
    return [_goblin_statement(checker(task, lang), lang)]


def _goblin_statement(ex: BestActionExercise, lang: str) -> str:
    def who(seat):
        return player_name(seat, None, lang)

    choices = []
    for seat in sorted(ex.others):
        act = ex.others[seat]
        if isinstance(act, (tuple, list)):
            choices.append(t("classroom.goblin.chose.steal_from", lang, who=who(seat),
                             target=who(act[1])))
        else:
            choices.append(t(f"classroom.goblin.chose.{normalize_action(act)}", lang,
                             who=who(seat)))
    meat = [t("classroom.goblin.meat_of", lang, who=who(seat), meat=ex.meat[seat])
            for seat in sorted(ex.others)]
    parts = [t("classroom.goblin.you", lang, me=who(ex.me), meat=ex.meat[ex.me],
               store=ex.store),
             t("classroom.goblin.others_meat", lang, meat=Words(meat).text(lang)),
             t("classroom.goblin.others", lang, choices=Words(choices).text(lang))]
    if ex.last_action:
        parts.append(t("classroom.goblin.last", lang,
                       action=t(f"goblin.action.{ex.last_action}", lang)))
    parts.append(t("classroom.goblin.card", lang, card=t(f"goblin.card.{ex.card}", lang))
                 if ex.card else t("classroom.goblin.card_unknown", lang))
    parts.append(t("classroom.goblin.question", lang))
    return join_sentences(lang, parts)
