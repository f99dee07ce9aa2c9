"""The widgets Gramin's assignment tasks are answered in
(:func:`gamewidgets.core.teaching.register_widget`; the tasks, and the board a grade shows,
are :mod:`gamewidgets.gramin.teaching.assignment`'s).

- ``"program"``: a :class:`~gamewidgets.gramin.widgets.sandbox.GraminWidget` on the task's
  board, with its hand, die and if-cards; the program is saved as it is laid;
- ``"puzzle"``: one :class:`~gamewidgets.gramin.widgets.puzzle.PuzzleWidget` for all the
  assignment's puzzles; the program of each puzzle's best run is saved;
- ``"python"``: the puzzle's :class:`~gamewidgets.gramin.widgets.python.PythonWidget`; the
  program is saved each time it is run (never its stars: the grading runs it again).
"""

from __future__ import annotations

import contextlib

from gamewidgets.core.i18n import t
from gamewidgets.core.teaching import register_widget
from gamewidgets.gramin.teaching.assignment import course_puzzle
from gamewidgets.gramin.teaching.python_grading import python_puzzle
from gamewidgets.gramin.widgets.puzzle import PuzzleWidget
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


register_widget("program", program_widget)
register_widget("puzzle", puzzles_widget,
                note=lambda lang: t("classroom.gramin.puzzles", lang,
                                    run=t("gramin.ui.run", lang)))
register_widget("python", python_widget)
