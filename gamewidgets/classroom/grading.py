"""Grading a task from the student's work: the game's checker runs again on every answer.

Nothing a work file says about itself is trusted: a task's points come only from checking
the answers it holds (the program laid in the widget, the answer typed in the cell) with
the game's own checker (:func:`gamewidgets.classroom.tasks.checker`), and its verdict is
worth the task's points for it (:meth:`~gamewidgets.core.teaching.Task.points_for`); the
better of the two counts. A missing, unreadable or malformed answer gets 0 points and a
sentence that says why, never an exception, so an nbgrader test cell always finishes.
"""

from __future__ import annotations

import json
import warnings
from dataclasses import dataclass

from gamewidgets.classroom.tasks import Task, checker
from gamewidgets.classroom.workfile import SLOTS, Work
from gamewidgets.core.answers import MAX_ANSWER, size
from gamewidgets.core.feedback import feedback_html
from gamewidgets.core.furigana import for_screen, plain
from gamewidgets.core.i18n import check_lang, t
from gamewidgets.core.teaching import kind_of
from gamewidgets.core.text import Msg

MAX_SHOWN_ANSWER = 200
"""Characters of an answer quoted back in the feedback."""


@dataclass(frozen=True)
class Grade:
    """The points of one task and the feedback that explains them.

    Attributes
    ----------
    task : str
        The task's id.
    points : int
        Points given, 0..``max_points``.
    max_points : int
    solved : bool
        Whether the points reach the task's ``solved_at``.
    lines : tuple of str
        The feedback, one sentence group per line, in the grade's language: problems with
        the saved work (if any), which answer was checked, the checker's verdict, the points;
        made for the box, which draws ruby: a Japanese word above the grade keeps its reading
        as marks (:func:`~gamewidgets.core.furigana.for_screen`; :attr:`text` and ``repr``
        write it in kana).
    source : {"cards", "typed"} or None
        Which answer was checked; None if there was none.

    Notes
    -----
    In a notebook a grade shows as a box with the feedback (``_repr_html_``), as text
    otherwise. An assignment's test cells do not end with a grade made in the notebook's
    own Python: they end with the points a new process printed
    (:func:`gamewidgets.classroom.grader.grade_file`).
    """

    task: str
    points: int
    max_points: int
    solved: bool
    lines: tuple
    source: str | None = None

    @property
    def text(self) -> str:
        """The feedback as plain text, one line per entry of :attr:`lines` (a word above
        the grade in kana, :func:`~gamewidgets.core.furigana.plain`)."""
        return plain("\n".join(self.lines))

    def __repr__(self) -> str:
        return self.text

    def _repr_html_(self) -> str:
        return grade_html(self.lines, self.points, self.max_points)


def grade_html(lines, points: int, max_points: int | None, picture: str | None = None) -> str:
    """A grade's feedback as a notebook shows it: the feedback box every game uses
    (:func:`~gamewidgets.core.feedback.feedback_html`, class ``gw-grade``; its bar green
    for full points, blue for some, orange for none), one ``<div>`` per line, and
    ``picture`` (markup, e.g. the board's SVG) below it."""
    kind = "correct" if points == max_points else "more" if points else "not_yet"
    box = feedback_html(lines, kind, "gw-grade")
    return box + (f'<div class="gw-grade-board">{picture}</div>' if picture else "")


def answer_problem(task: Task, slot: str, value) -> Msg | None:
    """What is wrong with ``value`` as answer ``slot`` of ``task``, or None if it can be
    checked: text, or text or a list, as the task's kind says
    (:attr:`~gamewidgets.core.teaching.TaskKind.answer`: a program is text, an algo answer
    text or a list, an action text); no answer, whatever its type, longer than
    :data:`~gamewidgets.core.answers.MAX_ANSWER` characters (measured before anything parses
    it); ``"cards"`` only for tasks a widget answers."""
    kind = kind_of(task)
    allowed = kind.answer if slot == "typed" or kind.in_widget else None
    ok = (allowed is not None and (isinstance(value, str)
                                   or (allowed == "text_or_list" and isinstance(value, list))))
    if not ok:
        return Msg("classroom.entry.reason.kind", slot=slot,
                   allowed=Msg(f"classroom.entry.allowed.{allowed or 'text'}"))
    if size(value) > MAX_ANSWER:
        return Msg("classroom.entry.reason.too_long", slot=slot, limit=MAX_ANSWER)
    return None


@for_screen
def grade(task: Task, work: Work, lang: str = "en") -> Grade:
    """Grade ``task`` from ``work``, in ``lang``.

    Each answer the task's entry holds is checked with the game's checker; the one with
    the most points counts (the widget's on a tie). Problems with the file or the entry
    come first in the feedback.

    Returns
    -------
    Grade
        Never raises for anything a work file may hold.

    Raises
    ------
    ValueError
        If ``lang`` is not supported.
    """
    check_lang(lang)
    notes = []
    if work.problem is not None:
        notes.append(work.problem.text(lang))
    if task.id in work.entry_problems:
        notes.append(work.entry_problems[task.id].text(lang))
    entry = work.tasks.get(task.id, {})
    tried = []
    for slot in SLOTS:
        if slot not in entry:
            continue
        problem = answer_problem(task, slot, entry[slot])
        if problem is not None:
            notes.append(t("classroom.entry.left_out", lang, reason=problem.text(lang)))
        else:
            tried.append(_check(task, slot, entry[slot], lang))
    if not tried:
        return Grade(task.id, 0, task.points, False, tuple(
            [*notes, t("classroom.no_answer", lang), _points(0, task, lang)]))
    points, solved, slot, verdict = max(tried, key=lambda x: x[0])
    graded = t(f"classroom.graded.{slot}", lang, answer=quoted(entry[slot]))
    return Grade(task.id, points, task.points, solved,
                 tuple([*notes, graded, verdict, _points(points, task, lang)]), slot)


def quoted(value) -> str:
    """An answer as the feedback quotes it: text in quotes, a list as JSON, at most
    :data:`MAX_SHOWN_ANSWER` characters."""
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= MAX_SHOWN_ANSWER else text[:MAX_SHOWN_ANSWER - 1] + "…"


def _points(points: int, task: Task, lang: str) -> str:
    return t("classroom.points", lang, points=points, max=task.points)


def _check(task: Task, slot: str, value, lang: str) -> tuple[int, bool, str, str]:
    """``(points, solved, slot, verdict)`` of one answer."""
    try:
        # a warning would go to stderr, and nbgrader gives a test cell with any stderr
        # output no points
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            points, text = _verdict(task, value, lang)
    except Exception as exc:  # a checker's bug must not cost the student the whole cell
        points, text = 0, t("classroom.not_checked", lang, error=type(exc).__name__)
    return points, points >= task.solved_at, slot, text


def _verdict(task: Task, value, lang: str) -> tuple[int, str]:
    feedback = checker(task, lang).check(value)
    return task.points_for(feedback), feedback.message[feedback.lang]
