"""Assignments a teacher hands out, collects and grades (with nbgrader, or without it): the
lessons' exercises, one assignment per game, with the student's work saved in a small file
next to the notebook and a summary of the class for the teacher.

The classroom names no game: each game registers its tasks and their checkers in its
``<game>/teaching/assignment.py`` and the widgets they are answered in in its
``<game>/widgets/assignment.py`` (:mod:`gamewidgets.core.teaching`), and the classroom finds
them through :data:`gamewidgets.games.GAMES`; it imports no game's engine or bots (an
import-linter contract says so).

Layers, imports pointing down only: :mod:`~gamewidgets.classroom.student` (the notebook
side, with the games' widgets), :mod:`~gamewidgets.classroom.summary` (the teacher's
tables, chart and CSV) and :mod:`~gamewidgets.classroom.course` (the course folder) >
:mod:`~gamewidgets.classroom.grader` (grading in a new process: the test cells, and
``python -m gamewidgets.classroom.grader``) > :mod:`~gamewidgets.classroom.grading` >
:mod:`~gamewidgets.classroom.tasks` (the games' tasks) > :mod:`~gamewidgets.classroom.workfile`.
The course folder is written by ``python -m gamewidgets.classroom.course FOLDER``
(:func:`gamewidgets.classroom.course.write_course`). How to use it: docs/teaching.md.
"""

from typing import TYPE_CHECKING

from gamewidgets.classroom.grading import Grade, grade
from gamewidgets.classroom.summary import Summary, from_files, from_gradebook, summary
from gamewidgets.classroom.tasks import ASSIGNMENTS, Task, tasks
from gamewidgets.classroom.workfile import Work, file_name, read_work, write_work

if TYPE_CHECKING:
    from gamewidgets.classroom.student import Assignment

__all__ = ["ASSIGNMENTS", "Assignment", "Grade", "Summary", "Task", "Work", "file_name",
           "from_files", "from_gradebook", "grade", "read_work", "summary", "tasks",
           "write_work"]


def __getattr__(name: str):
    """:class:`~gamewidgets.classroom.student.Assignment`, imported on first use: it brings
    the games' widgets, which the grading process (:mod:`gamewidgets.classroom.grader`)
    never imports."""
    if name == "Assignment":
        from gamewidgets.classroom.student import Assignment

        globals()[name] = Assignment
        return Assignment
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
