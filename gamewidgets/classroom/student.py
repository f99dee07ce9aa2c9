"""An assignment in the student's notebook: the tasks, their widgets, the saved work and the
test cells' grading.

An assignment notebook (``classroom/source/<assignment>/``, see
:mod:`gamewidgets.classroom.course`) calls, cell by cell::

    work = Assignment("gramin", lang="en")   # reads gramin_work.json, if there is one
    work.task("sequence")                    # the task, and its widget (a Gramin board)
    work.answer("sequence", None)            # the student may type an answer instead of None
    grade_file("gramin_work.json", "sequence", lang="en")  # the test cell

The widgets save what the student lays as they work (:mod:`gamewidgets.classroom.workfile`):
nbgrader's autograding runs the notebook again in a fresh kernel, where clicks are gone,
but the file is in the submitted folder, and the test cell grades what it holds in a new
Python process (:func:`gamewidgets.classroom.grader.grade_file`). :meth:`Assignment.grade`
grades it in the notebook's own Python, for a student who wants to see where they are.
"""

from __future__ import annotations

import json
import os
import pathlib

from gamewidgets.classroom.grading import Grade, answer_problem, grade, quoted
from gamewidgets.classroom.tasks import heading, statement, tasks
from gamewidgets.classroom.workfile import Work, file_name, read_work, write_work
from gamewidgets.core.furigana import ruby_html
from gamewidgets.core.i18n import check_lang, t
from gamewidgets.core.teaching import WIDGETS, kind_of
from gamewidgets.games import import_each

import_each("widgets.assignment")


class Note:
    """A sentence an assignment says in a cell (what was saved, what is missing); shown as
    its text."""

    def __init__(self, text: str):
        self.text = text

    def __repr__(self) -> str:
        return self.text

    def _repr_html_(self) -> str:
        return f'<p class="gw-note">{ruby_html(self.text)}</p>'


class TaskView:
    """A task's heading and statement as a notebook shows them (HTML, or plain text)."""

    def __init__(self, title: str, paragraphs: list[str]):
        self.title, self.paragraphs = title, list(paragraphs)

    def __repr__(self) -> str:
        return "\n".join([self.title, *self.paragraphs])

    def _repr_html_(self) -> str:
        paras = "".join(f"<p>{ruby_html(p)}</p>" for p in self.paragraphs)
        return f'<div class="gw-task"><h3>{ruby_html(self.title)}</h3>{paras}</div>'


class Assignment:
    """One assignment of the course, as a student's notebook uses it.

    Parameters
    ----------
    name : {"gramin", "algo", "goblin"}
        The assignment (:data:`gamewidgets.classroom.tasks.ASSIGNMENTS`).
    lang : {"en", "ja"}
        Language of every sentence and widget.
    folder : path-like, optional
        Where the work file ``<name>_work.json`` is kept; default the working directory,
        which is the notebook's folder in JupyterLab, Notebook 7 and nbgrader.

    Attributes
    ----------
    work : Work
        The student's answers, as read from the file and changed since.
    path : pathlib.Path
        The work file.
    save_error : str or None
        Why the last save failed (a folder that cannot be written), or None.

    Raises
    ------
    ValueError
        If ``name`` or ``lang`` is unknown.
    """

    def __init__(self, name: str, lang: str = "en", folder: str | os.PathLike | None = None):
        self.lang = check_lang(lang)
        self.name = name
        self.tasks = {task.id: task for task in tasks(name)}
        self.path = pathlib.Path(folder if folder is not None else ".") / file_name(name)
        self.work: Work = read_work(self.path, name)
        self.save_error: str | None = None
        self._widgets: dict[str, object] = {}

    # ---- the notebook's cells ---------------------------------------------------------
    def task(self, task_id: str):
        """Show task ``task_id`` (its heading and what it asks) and return its widget.

        Returns
        -------
        widget or None
            The widget the task is answered in, as its game registers it
            (:func:`~gamewidgets.core.teaching.register_widget`), starting from the saved
            program and saving the student's as they work: for a Gramin program task a
            board, for a Python task the puzzle's Python widget; None for the other tasks
            (a puzzle is played in :meth:`puzzles`, the others are answered in a cell).

        Raises
        ------
        ValueError
            If the assignment has no such task (the message lists its tasks).
        """
        from IPython.display import display

        task = self._task(task_id)
        number = list(self.tasks).index(task_id) + 1
        display(TaskView(heading(task, number, self.lang), statement(task, self.lang)))
        if task.kind not in WIDGETS or kind_of(task).together:
            return None
        return self._widget(task.id, [task])

    def puzzles(self):
        """The assignment's puzzles in one widget (the tasks of a kind played together,
        :attr:`~gamewidgets.core.teaching.TaskKind.together`): the saved programs are run
        again (the stars of each puzzle's best run show in its list), and every run that
        beats the saved one is saved.

        Returns
        -------
        PuzzleWidget

        Raises
        ------
        ValueError
            If the assignment has no puzzle tasks.
        """
        from IPython.display import display

        groups: dict[str, list] = {}
        for task in self.tasks.values():
            if kind_of(task).together and task.kind in WIDGETS:
                groups.setdefault(task.kind, []).append(task)
        if not groups:
            raise ValueError(t("classroom.error.no_widget", self.lang, task=self.name))
        group = next(iter(groups.values()))  # an assignment plays one kind together
        note = WIDGETS[group[0].kind].note
        if note is not None:
            display(Note(note(self.lang)))
        return self._widget("puzzles", group)

    def answer(self, task_id: str, value) -> Note:
        """Record the answer typed in task ``task_id``'s answer cell (None: nothing typed,
        which also takes back an answer typed before) and save it.

        Parameters
        ----------
        value : str, list, set, tuple or None
            A card program (text, as the widget's cards or as Python), the numbers or cards
            of an algo answer, or an action; sets and tuples are saved as lists.

        Returns
        -------
        Note
            What was saved, in the assignment's language.

        Raises
        ------
        ValueError
            If the task is unknown, or ``value`` is not a kind of answer the task takes
            (the message says what it takes).
        """
        task = self._task(task_id)
        if value is None:
            self._save(task_id, "typed", None)
            return Note(t("classroom.answer.none", self.lang))
        value = _as_json(value)
        if value is None or answer_problem(task, "typed", value) is not None:
            raise ValueError(t("classroom.error.answer_kind", self.lang, task=task_id,
                               allowed=t(f"classroom.entry.allowed.{kind_of(task).answer}",
                                         self.lang),
                               got=type(value).__name__))
        self._save(task_id, "typed", value)
        return self._saved_note(quoted(value))

    def grade(self, task_id: str) -> Grade:
        """Grade task ``task_id`` from the answers saved, in this Python: each answer is
        checked again by the game's checker, and the better one counts. (A test cell asks a
        new process instead: :func:`gamewidgets.classroom.grader.grade_file`.)

        Returns
        -------
        Grade

        Raises
        ------
        ValueError
            If the assignment has no such task.
        """
        return grade(self._task(task_id), self.work, self.lang)

    def grades(self) -> list[Grade]:
        """Every task's grade, in the assignment's order."""
        return [grade(task, self.work, self.lang) for task in self.tasks.values()]

    # ---- saving -------------------------------------------------------------------------
    def _task(self, task_id: str):
        if task_id not in self.tasks:
            raise ValueError(t("classroom.error.task", self.lang, task=repr(task_id),
                               tasks=", ".join(self.tasks)))
        return self.tasks[task_id]

    def _save(self, task_id: str, slot: str, value) -> None:
        entry = self.work.tasks.get(task_id, {})
        if entry.get(slot) == value and (value is not None or slot not in entry):
            return
        entry = {k: v for k, v in entry.items() if k != slot}
        if value is not None:
            entry[slot] = value
        if entry:
            self.work.tasks[task_id] = entry
        else:
            self.work.tasks.pop(task_id, None)
        self.work.problem = None  # what is saved now replaces an unreadable file
        self.work.entry_problems.pop(task_id, None)
        try:
            write_work(self.path, self.work)
            self.save_error = None
        except OSError as exc:
            # said in the cell's output: an error on stderr would cost a test cell its points
            self.save_error = exc.strerror or type(exc).__name__

    def _saved_note(self, answer: str) -> Note:
        text = t("classroom.answer.saved", self.lang, file=self.path.name, answer=answer)
        if self.save_error:
            text += f" ({self.save_error})"
        return Note(text)

    def _replace_widget(self, key: str, widget) -> None:
        """Keep one live widget per task: running a task's cell again closes the old one,
        whose changes would otherwise still be saved."""
        old = self._widgets.pop(key, None)
        if old is not None:
            old.unobserve_all()  # its saving observer too
            old.close()
        self._widgets[key] = widget

    def _widget(self, key: str, tasks: list):
        """The registered widget of ``tasks`` (one, or a kind played together), from the
        programs saved that the grading would check, saving what the student does."""
        saved = {}
        for task in tasks:
            cards = self.work.tasks.get(task.id, {}).get("cards")
            if isinstance(cards, str) and answer_problem(task, "cards", cards) is None:
                saved[task.id] = cards
        widget = WIDGETS[tasks[0].kind].make(
            tasks, saved, self.lang, lambda task_id, program: self._save(task_id, "cards", program))
        self._replace_widget(key, widget)
        return widget


def _as_json(value):
    """``value`` as the work file saves it (sets as sorted lists, tuples as lists), or None if
    it is not made of text, numbers and lists."""
    def plain(x):
        if isinstance(x, (set, frozenset)):
            try:
                x = sorted(x)
            except TypeError:
                x = sorted(x, key=repr)
            return [plain(y) for y in x]
        if isinstance(x, (list, tuple)):
            return [plain(y) for y in x]
        return x

    try:
        value = plain(value)
        return json.loads(json.dumps(value, allow_nan=False))
    except (TypeError, ValueError, RecursionError):
        return None


