"""What every game's teaching material shares: the :class:`Feedback` a checker gives on one
answer, the :class:`Checker` protocol, and the assignments' :class:`Task` with the registry
each game fills (its ``<game>/teaching/assignment.py``) and the classroom reads.

A game adds an assignment in three steps, all in its own package:

1. a checker per kind of task: an object with ``check(answer) -> Feedback``,
   ``statement(lang)`` and ``title(lang)`` (:class:`Checker`), made from a task and a
   language;
2. :func:`register_kind` for each kind (what a typed answer may be, whether a widget answers
   it, how its checker is made);
3. :func:`register_assignment` with the tasks, in the notebook's order.

The widgets a student answers in, and the pictures of what an answer did, are registered by
the game's widgets (``<game>/widgets/assignment.py``, :func:`register_widget`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Protocol, runtime_checkable

from gamewidgets.core.feedback import KINDS as FEEDBACK_KINDS
from gamewidgets.core.feedback import feedback_html
from gamewidgets.core.furigana import plain
from gamewidgets.core.i18n import check_lang


class Text(str):
    """A feedback's text in its own language, which also gives it in another:
    ``feedback.text`` is the text, ``feedback.text("ja")`` the Japanese (for a feedback
    made in every language, :attr:`Feedback.message`). Plain text: a word shown with its
    reading is written in that reading, in kana (:func:`~gamewidgets.core.furigana.plain`)."""

    def __new__(cls, message: Mapping[str, str], lang: str):
        text = super().__new__(cls, plain(message[lang]))
        text._message, text._lang = dict(message), lang
        return text

    def __call__(self, lang: str | None = None) -> str:
        """The text in ``lang`` (default: its own language).

        Raises
        ------
        ValueError
            If ``lang`` is unknown, or the feedback was made in another language only.
        """
        lang = check_lang(lang or self._lang)
        if lang not in self._message:
            raise ValueError(f"this feedback was made in {', '.join(self._message)} only; "
                             f"check the answer again with lang={lang!r}")
        return plain(self._message[lang])


@dataclass(frozen=True, repr=False)
class Feedback:
    """What a checker says of one answer, in every game: shown (``repr`` and ``str``) as
    its text, and in a notebook in the box every game's feedback is shown in
    (:func:`~gamewidgets.core.feedback.feedback_html`), its bar coloured by ``kind``.

    Attributes
    ----------
    kind : {"correct", "more", "not_yet", "error"}
        The full answer (the fewest cards, 3 stars, the right numbers, the best action);
        right but not the best yet; not right yet; not an answer (it could not be read or
        run).
    message : dict
        ``{lang: text}``: the verdict, in the checker's language at least (a puzzle says it
        in every language), as a checker made it: a checker's ``check`` runs for a screen
        that draws ruby (:func:`~gamewidgets.core.furigana.for_screen`), so a Japanese
        verdict keeps its readings as marks, which the notebook's box draws as ``<ruby>``;
        ``text``, ``str`` and ``repr`` write them in kana.
    lang : {"en", "ja"}
        The language of :attr:`text`.
    solved : bool
        Whether the answer meets the goal (a Gramin program may meet it with more cards
        than the fewest); True whenever ``kind`` is ``"correct"``.
    stars : int or None
        0..3 for a puzzle (docs/rules/gramin.md 6), None for a check that gives none.
    details : dict
        What the game's checker adds, also read as attributes (``feedback.cards``):
        Gramin: ``cards``, and for a puzzle ``par``, ``error`` (the message id of an input
        error), ``collected``, ``final``, ``stop_reason``, ``if_used``, ``trace``; algo:
        ``missing``, ``extra``; Goblin: ``best``; a Python puzzle: ``boards``,
        ``statements``, ``par``.

    Raises
    ------
    ValueError
        If ``kind`` is unknown or ``message`` has no text in ``lang``.
    """

    kind: str
    message: dict
    lang: str = "en"
    solved: bool = False
    stars: int | None = None
    details: dict = field(default_factory=dict)

    def __post_init__(self):
        if self.kind not in FEEDBACK_KINDS:
            raise ValueError(f"kind must be one of {', '.join(FEEDBACK_KINDS)}, got {self.kind!r}")
        if check_lang(self.lang) not in self.message:
            raise ValueError(f"the message has no text in {self.lang!r}")
        if self.kind == "correct":
            object.__setattr__(self, "solved", True)

    @classmethod
    def said(cls, text: str, lang: str, kind: str = "not_yet", **details) -> Feedback:
        """A feedback made in one language: ``Feedback.said("Right!", "en", "correct")``;
        ``solved`` and ``stars`` may be among ``details``."""
        solved, stars = details.pop("solved", False), details.pop("stars", None)
        return cls(kind, {lang: text}, lang, solved, stars, details)

    @property
    def correct(self) -> bool:
        """Whether this is the full answer (``kind == "correct"``)."""
        return self.kind == "correct"

    @property
    def text(self) -> Text:
        """The verdict in :attr:`lang`; called, ``text("ja")``, in another language the
        feedback was made in."""
        return Text(self.message, self.lang)

    def __getattr__(self, name: str):
        details = self.__dict__.get("details")
        if details is not None and not name.startswith("__") and name in details:
            return details[name]
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")

    def __repr__(self) -> str:
        return plain(self.message[self.lang])

    __str__ = __repr__

    def _repr_html_(self) -> str:
        return feedback_html(self.message[self.lang], self.kind)


@runtime_checkable
class Checker(Protocol):
    """What checks the answers of one task, in one language (made by the task's kind,
    :func:`register_kind`)."""

    def check(self, answer) -> Feedback:
        """The verdict on ``answer``; never raises for anything a student may hand in."""

    def statement(self, lang: str) -> list[str]:
        """What the student is asked, as paragraphs."""

    def title(self, lang: str) -> str:
        """The task's own name, if the material gives it one, else ``""``."""


@dataclass(frozen=True)
class Task:
    """One graded exercise of an assignment.

    Attributes
    ----------
    id : str
        Unique within the assignment; letters, digits and ``-`` (it is also the nbgrader
        grade id of the task's test cell).
    kind : str
        A kind registered by its game (:func:`register_kind`), which makes its checker.
    points : int
        Points of a full answer.
    data : dict
        What the kind's checker is made from (see the game's ``teaching/assignment.py``).
    solved_at : int
        Points from which the task counts as solved in the teacher's summary: a Gramin
        program solved with more cards than the fewest gets 1 of 2 points and is solved;
        a puzzle is solved from 2 stars (docs/rules/gramin.md 6). Default: ``points``.
    """

    id: str
    kind: str
    points: int
    data: dict = field(default_factory=dict)
    solved_at: int = 0

    def __post_init__(self):
        if not self.solved_at:
            object.__setattr__(self, "solved_at", self.points)

    def points_for(self, feedback) -> int:
        """The points ``feedback`` earns: its stars (at most :attr:`points`) for a check
        that gives stars; else all for the full answer, :attr:`solved_at` for an answer
        that meets the goal with more than the fewest, 0 otherwise."""
        stars = getattr(feedback, "stars", None)
        if stars is not None:
            return min(stars, self.points)
        if getattr(feedback, "correct", False):
            return self.points
        return self.solved_at if getattr(feedback, "solved", False) else 0


ANSWERS = ("text", "text_or_list")
"""What a typed answer may be (a suffix of the catalogue's ``classroom.entry.allowed.``)."""


@dataclass(frozen=True)
class TaskKind:
    """A kind of task, as its game registers it.

    Attributes
    ----------
    name : str
    checker : callable
        ``checker(task, lang) -> Checker``.
    answer : {"text", "text_or_list"}
        What a typed answer may be.
    in_widget : bool
        Whether a widget answers it too (the work file's ``"cards"``).
    together : bool
        Whether the assignment's tasks of this kind are played in one widget (the
        notebook's ``work.puzzles()`` cell) rather than one per task.
    picture : callable or None
        ``picture(task, answer, lang) -> str``: what the checked answer did, as SVG, shown
        under a grade (``answer`` None: the start). Drawn without widget code: the grading
        process imports none.
    """

    name: str
    checker: Callable
    answer: str = "text"
    in_widget: bool = False
    together: bool = False
    picture: Callable | None = None


KINDS: dict[str, TaskKind] = {}
"""Kind name -> :class:`TaskKind`, as the games registered them."""

ASSIGNMENTS: dict[str, tuple[Task, ...]] = {}
"""Assignment name -> its tasks, in the notebook's order, as the games registered them. The
name starts with the game's package name (``"gramin"``, ``"gramin_python"``)."""

@dataclass(frozen=True)
class TaskWidget:
    """The widget the tasks of a kind are answered in, as its game's widgets register it
    (:func:`register_widget`).

    Attributes
    ----------
    make : callable
        ``make(tasks, saved, lang, save) -> widget``: ``tasks`` one task, or every task of
        the assignment of a ``together`` kind; ``saved`` ``{task id: the program saved}``
        (only programs the grading would check); ``save(task_id, program)`` to call as the
        student works.
    note : callable or None
        ``note(lang) -> str``: a sentence shown above a ``together`` kind's widget.
    """

    make: Callable
    note: Callable | None = None


WIDGETS: dict[str, TaskWidget] = {}
"""Kind name -> its :class:`TaskWidget` (:func:`register_widget`)."""


def register_kind(name: str, checker: Callable, answer: str = "text", in_widget: bool = False,
                  together: bool = False, picture: Callable | None = None) -> TaskKind:
    """Register a kind of task (see :class:`TaskKind`).

    Raises
    ------
    ValueError
        If ``answer`` is not one of :data:`ANSWERS`, or another kind of that name was
        registered.
    """
    if answer not in ANSWERS:
        raise ValueError(f"answer must be one of {ANSWERS}, got {answer!r}")
    kind = TaskKind(name, checker, answer, in_widget, together, picture)
    if KINDS.get(name, kind) != kind:
        raise ValueError(f"task kind {name!r} is registered twice")
    KINDS[name] = kind
    return kind


def register_assignment(name: str, tasks) -> tuple[Task, ...]:
    """Register an assignment: its name and its tasks, in the notebook's order.

    Raises
    ------
    ValueError
        If a task's kind is not registered, two tasks share an id, or another assignment
        of that name was registered.
    """
    tasks = tuple(tasks)
    for task in tasks:
        if task.kind not in KINDS:
            raise ValueError(f"task {task.id!r}: kind must be one of {sorted(KINDS)}, "
                             f"got {task.kind!r}")
    if len({task.id for task in tasks}) != len(tasks):
        raise ValueError(f"assignment {name!r} has two tasks with the same id")
    if ASSIGNMENTS.get(name, tasks) != tasks:
        raise ValueError(f"assignment {name!r} is registered twice")
    ASSIGNMENTS[name] = tasks
    return tasks


def register_widget(kind: str, make: Callable, note: Callable | None = None) -> TaskWidget:
    """Register the widget the tasks of ``kind`` are answered in (see :class:`TaskWidget`);
    a game's ``<game>/widgets/assignment.py`` does, for the kinds a widget answers
    (:attr:`TaskKind.in_widget`)."""
    WIDGETS[kind] = TaskWidget(make, note)
    return WIDGETS[kind]


def kind_of(task: Task) -> TaskKind:
    """The registered kind of ``task``.

    Raises
    ------
    ValueError
        If the kind is not registered.
    """
    if task.kind not in KINDS:
        raise ValueError(f"task kind must be one of {sorted(KINDS)}, got {task.kind!r}")
    return KINDS[task.kind]


__all__ = ["ANSWERS", "ASSIGNMENTS", "KINDS", "WIDGETS", "Checker", "Feedback", "Task",
           "TaskKind", "TaskWidget", "Text", "kind_of", "register_assignment", "register_kind",
           "register_widget"]
