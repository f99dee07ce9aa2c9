"""The assignments of the course, as the games register them: each game's
``<game>/teaching/assignment.py`` (:mod:`gamewidgets.core.teaching`) gives its tasks and the
checker of each kind of task; this module finds them (:data:`~gamewidgets.games.GAMES`) and
says what a task asks, in either language.

Every sentence a task says is made from the message catalogues at the time it is shown, so
a change of wording there reaches the assignments too.
"""

from __future__ import annotations

from gamewidgets.core import teaching
from gamewidgets.core.i18n import LANGS, check_lang, t
from gamewidgets.core.teaching import Checker, Task, kind_of
from gamewidgets.games import GAMES, import_each

import_each("teaching.assignment")


def _order(name: str) -> tuple:
    """Each game's own assignment (named after it) in the order of
    :data:`~gamewidgets.games.GAMES`, then the further ones (``gramin_python``) by game and
    name, whatever order the games' modules were imported in."""
    game = next((g for g in GAMES if name == g or name.startswith(f"{g}_")), None)
    return name != game, GAMES.index(game) if game else len(GAMES), name


ASSIGNMENTS: dict[str, tuple[Task, ...]] = dict(
    sorted(teaching.ASSIGNMENTS.items(), key=lambda item: _order(item[0])))
"""dict: assignment name -> its tasks, in the notebook's order, as the games registered them
(:data:`gamewidgets.core.teaching.ASSIGNMENTS`), in the order of :func:`_order`: the order of
the course folder and of the teacher's summary."""

__all__ = ["ASSIGNMENTS", "Task", "checker", "folder_name", "from_folder_name", "heading",
           "statement", "tasks", "title"]


def tasks(assignment: str) -> tuple[Task, ...]:
    """The tasks of ``assignment``, in the notebook's order.

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


_CHECKERS: dict[tuple[str, str], Checker] = {}
"""The checkers made, by task and language: a checker works out its answers once (an algo
view's posterior, a puzzle's par), and the teacher's summary grades a whole class."""


def checker(task: Task, lang: str) -> Checker:
    """The game's checker of ``task`` in ``lang`` (made by the task's kind,
    :func:`~gamewidgets.core.teaching.register_kind`): ``check(answer)`` grades an answer
    and never raises for a malformed one; ``statement(lang)``, ``title(lang)``.

    Raises
    ------
    ValueError
        If the task's kind or ``lang`` is unknown.
    """
    key = (repr(task), check_lang(lang))
    if key not in _CHECKERS:
        if len(_CHECKERS) > 256:
            _CHECKERS.clear()
        _CHECKERS[key] = kind_of(task).checker(task, lang)
    return _CHECKERS[key]


def title(task: Task, lang: str) -> str:
    """The task's own name, if the material gives it one (a puzzle's or a tsume-algo's
    title), else ``""``."""
    return checker(task, lang).title(lang)


def heading(task: Task, number: int, lang: str) -> str:
    """``"Task 3: Three times"`` (``number`` counts from 1)."""
    name = title(task, lang)
    return (t("classroom.task.heading_title", lang, n=number, title=name) if name
            else t("classroom.task.heading", lang, n=number))


def statement(task: Task, lang: str) -> list[str]:
    """What the student is asked, in ``lang``: a list of paragraphs (the position first, for
    algo: ``"What you see: me: B2 W3 ..."``; then the goal, the limits and how to answer)."""
    return checker(task, lang).statement(check_lang(lang))
