"""The widgets Gramin's assignment tasks are answered in, and the board a grade shows
(:func:`gamewidgets.core.teaching.register_widget`; the tasks are
:mod:`gamewidgets.gramin.teaching.assignment`'s).

- ``"program"``: a :class:`~gamewidgets.gramin.widgets.sandbox.GraminWidget` on the task's
  board, with its hand, die and if-cards; the program is saved as it is laid;
- ``"puzzle"``: one :class:`~gamewidgets.gramin.widgets.puzzle.PuzzleWidget` for all the
  assignment's puzzles; the program of each puzzle's best run is saved;
- ``"python"``: the puzzle's :class:`~gamewidgets.gramin.widgets.python.PythonWidget`; the
  program is saved each time it is run (never its stars: the grading runs it again).
"""

from __future__ import annotations

import contextlib

from gamewidgets.core.errors import GameError
from gamewidgets.core.i18n import t
from gamewidgets.core.teaching import Task, register_widget
from gamewidgets.gramin.engine.board import Board
from gamewidgets.gramin.teaching.assignment import course_puzzle
from gamewidgets.gramin.teaching.code_view import from_python, looks_like_python
from gamewidgets.gramin.teaching.python_grading import python_puzzle
from gamewidgets.gramin.widgets.picture import run_picture
from gamewidgets.gramin.widgets.puzzle import PuzzleWidget, board_view, goal_view
from gamewidgets.gramin.widgets.python import PythonWidget
from gamewidgets.gramin.widgets.sandbox import GraminWidget


def program_widget(tasks, saved: dict, lang: str, save) -> GraminWidget:
    """The board of a ``"program"`` task, starting from the saved program."""
    (task,) = tasks
    d = task.data
    widget = GraminWidget(board=d["board"], hand=d.get("hand"), die=d.get("die"), lang=lang,
                          if_cards=d.get("if_cards", ()))
    if saved.get(task.id) is not None:
        # a program the widget refuses: the test cell says why it gets no points
        with contextlib.suppress(ValueError):
            widget.program = saved[task.id]
    widget.observe(lambda change: save(task.id, change["new"]), names="program")
    return widget


def puzzles_widget(tasks, saved: dict, lang: str, save) -> PuzzleWidget:
    """Every ``"puzzle"`` task in one widget: the saved programs are run again (the stars of
    each puzzle's best run show in its list), and each run that beats the saved one is
    saved."""
    task_of = {task.data["puzzle"]: task.id for task in tasks}  # puzzle id -> task id
    widget = PuzzleWidget([course_puzzle(pid, lang) for pid in task_of], lang=lang,
                          progress={pid: saved[tid] for pid, tid in task_of.items()
                                    if tid in saved})

    def on_run(change):
        pid = widget.puzzle.id
        best = widget.best_programs.get(pid)
        if change["new"] is not None and pid in task_of and best is not None:
            save(task_of[pid], best)

    widget.observe(on_run, names="verdict")
    return widget


def python_widget(tasks, saved: dict, lang: str, save) -> PythonWidget:
    """The Python widget of a ``"python"`` task, starting from the saved program."""
    (task,) = tasks
    widget = PythonWidget(python_puzzle(task.data["puzzle"], lang), lang=lang,
                          source=saved.get(task.id))
    widget.observe(lambda change: save(task.id, widget.source), names="run_count")
    return widget


def program_picture(task: Task, program, lang: str = "en") -> str:
    """The board of a ``"program"`` task after ``program`` ran on it as its checker runs it,
    as SVG (:func:`~gamewidgets.gramin.widgets.picture.run_picture`); the board before a run
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


register_widget("program", program_widget, picture=program_picture)
register_widget("puzzle", puzzles_widget, picture=puzzle_picture,
                note=lambda lang: t("classroom.gramin.puzzles", lang,
                                    run=t("gramin.ui.run", lang)))
register_widget("python", python_widget)
