"""algo's assignment (``algo``): its tasks and the checkers that grade them
(:mod:`gamewidgets.core.teaching`).

================  =================================================  =======================
kind              checker                                            answer
================  =================================================  =======================
``"candidates"``  :class:`CandidatesTask` (which numbers can it be)  numbers, text or a list
``"certain"``     :class:`CertainTask` (which cards are certain)     cards, text or a list
================  =================================================  =======================

A task's ``data``: ``candidates``: ``view``, ``row``, ``position`` (1-based); ``certain``:
``view``, or ``tsume`` (an id of :data:`~gamewidgets.algo.teaching.puzzles.TSUME_PUZZLES`).
The views are the ones of notebooks/02_algo_deduction.ipynb, section 7
(tests/test_classroom_tasks.py checks that they stay the same).
"""

from __future__ import annotations

from gamewidgets.algo.engine.inference import slot_name
from gamewidgets.algo.teaching.exercise import CandidatesExercise, CertainExercise
from gamewidgets.algo.teaching.puzzles import named_view, puzzle, row_names
from gamewidgets.core.i18n import join_sentences, t
from gamewidgets.core.teaching import Task, register_assignment, register_kind

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
"""The ``algo`` assignment: 2 points a task, for the whole answer."""


def view_text(task: Task, lang: str = "en") -> str:
    """The view of a ``candidates`` or ``certain`` task, as the lesson in ``lang`` writes
    it: its opponents have that lesson's names (``ann: b?`` in English, ``あおい: b?`` in
    Japanese, as the lesson's examples and answers name them)."""
    d = task.data
    return named_view(puzzle(d["tsume"])["view"] if "tsume" in d else d["view"], lang)


def row_name(task: Task, lang: str = "en") -> str:
    """The row a ``candidates`` task asks about, named as in :func:`view_text`."""
    return row_names(lang).get(task.data["row"], task.data["row"])


class CandidatesTask(CandidatesExercise):
    """"Which numbers can this card be?" as a task:
    :class:`~gamewidgets.algo.teaching.exercise.CandidatesExercise` with the task's
    statement.

    Parameters
    ----------
    task : Task
        A ``"candidates"`` task.
    lang : {"en", "ja"}
    """

    def __init__(self, task: Task, lang: str = "en"):
        d = task.data
        self.view_text = view_text(task, lang)
        super().__init__(self.view_text, row_name(task, lang), d["position"], lang=lang)

    def statement(self, lang: str) -> list[str]:
        """The view, then the question."""
        slot = slot_name(self.row, self.position - 1, lang)
        return [t("classroom.algo.view", lang, view=self.view_text),
                t("classroom.algo.candidates", lang, slot=slot)]

    def title(self, lang: str) -> str:
        """``""``: the lesson's exercises have no names."""
        return ""


class CertainTask(CertainExercise):
    """"Which hidden cards are certain?" as a task:
    :class:`~gamewidgets.algo.teaching.exercise.CertainExercise` with the task's statement;
    a tsume-algo's view and title are the puzzle's.

    Parameters
    ----------
    task : Task
        A ``"certain"`` task.
    lang : {"en", "ja"}
    """

    def __init__(self, task: Task, lang: str = "en"):
        self.view_text, self.tsume = view_text(task, lang), task.data.get("tsume")
        super().__init__(self.view_text, lang=lang)

    def statement(self, lang: str) -> list[str]:
        """The view, then the question and how to answer."""
        ask = "classroom.algo.tsume" if self.tsume else "classroom.algo.certain"
        return [t("classroom.algo.view", lang, view=self.view_text),
                join_sentences(lang, [t(ask, lang), t("classroom.algo.certain_how", lang)])]

    def title(self, lang: str) -> str:
        """A tsume-algo's title, else ``""``."""
        return puzzle(self.tsume)["title"][lang] if self.tsume else ""


register_kind("candidates", CandidatesTask, answer="text_or_list")
register_kind("certain", CertainTask, answer="text_or_list")
register_assignment("algo", ALGO)
