"""The student's work file: what an assignment saves in its folder as the student works.

One small JSON file per assignment, ``<assignment>_work.json`` in the notebook's folder
(nbgrader collects the folder on submit)::

    {"kind": "gamewidgets.classroom.work", "version": 1, "assignment": "gramin",
     "tasks": {"sequence": {"cards": "U U R R"},
               "three-times": {"cards": "for3( 2R )", "typed": "2R 2R 2R"},
               "candidates": {"typed": [5, 7]}}}

A task's entry holds only what the student made: ``"cards"``, the program laid in the
task's widget (for a puzzle, the program of the best run so far), and ``"typed"``, the
answer typed in the task's answer cell. No stars, verdicts, solutions or anything else
the checkers work out: the test cells check the answers again, and whatever else a file
holds is ignored.

Reading never raises for a bad file: a file that is missing reads as no work; one that is
too large, not JSON, not a work file or another assignment's reads as no work with a
:attr:`Work.problem` that says why; a task entry that is not a table of answers is
dropped with an entry in :attr:`Work.entry_problems`. The values in an entry are checked
when it is graded (:mod:`gamewidgets.classroom.grading`).
"""

from __future__ import annotations

import contextlib
import json
import os
import pathlib
from dataclasses import dataclass, field

from gamewidgets.core.text import Msg

KIND = "gamewidgets.classroom.work"
"""``kind`` of a work file."""

VERSION = 1
"""``version`` of the work file this module writes."""

MAX_BYTES = 64_000
"""Largest work file read (bytes): thousands of answers; a larger file is left out."""

SLOTS = ("cards", "typed")
"""The answers an entry may hold: the widget's program and the typed answer."""


def file_name(assignment: str) -> str:
    """``"gramin_work.json"`` for assignment ``"gramin"``."""
    return f"{assignment}_work.json"


@dataclass
class Work:
    """The work of one assignment, as read from (or to be written to) its file.

    Attributes
    ----------
    assignment : str
    tasks : dict
        ``{task id: {"cards": ..., "typed": ...}}``, each slot optional; values as saved
        (JSON values), checked when graded.
    problem : Msg or None
        Why the file was left out (:data:`tasks` is then empty), or None.
    entry_problems : dict
        ``{task id: Msg}`` for entries that were dropped.
    """

    assignment: str
    tasks: dict = field(default_factory=dict)
    problem: Msg | None = None
    entry_problems: dict = field(default_factory=dict)

    def to_json(self) -> dict:
        """The file's content: kind, version, assignment and the tasks' answers (slots of
        :data:`SLOTS` only)."""
        return {"kind": KIND, "version": VERSION, "assignment": self.assignment,
                "tasks": {tid: {s: entry[s] for s in SLOTS if s in entry}
                          for tid, entry in self.tasks.items()}}


def read_work(path: str | os.PathLike, assignment: str) -> Work:
    """Read the work file at ``path`` for ``assignment``.

    Returns
    -------
    Work
        Never raises for a missing, unreadable or malformed file (see the module's
        docstring); a file that is not there reads as ``Work(assignment)``.
    """
    path = pathlib.Path(path)
    name = path.name

    def left_out(reason: str, **fields) -> Work:
        return Work(assignment, problem=Msg("classroom.file.left_out", file=name,
                                            reason=Msg(f"classroom.file.reason.{reason}",
                                                       **fields)))

    try:
        with open(path, "rb") as f:
            raw = f.read(MAX_BYTES + 1)
    except FileNotFoundError:
        return Work(assignment)
    except OSError:
        return left_out("unreadable")
    if len(raw) > MAX_BYTES:
        return left_out("too_big", limit=MAX_BYTES)
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return left_out("unreadable")
    if not isinstance(data, dict) or data.get("kind") != KIND \
            or not isinstance(data.get("tasks"), dict):
        return left_out("unreadable")
    if data.get("assignment") != assignment:
        return left_out("other_assignment", other=str(data.get("assignment"))[:40])
    work = Work(assignment)
    for tid, entry in data["tasks"].items():
        if isinstance(entry, dict):
            work.tasks[tid] = {s: entry[s] for s in SLOTS if s in entry}
        else:
            work.entry_problems[tid] = Msg("classroom.entry.left_out",
                                           reason=Msg("classroom.entry.reason.shape"))
    return work


def write_work(path: str | os.PathLike, work: Work) -> None:
    """Write ``work`` to ``path`` whole: to a temporary file in the same folder, then
    renamed over the old one, so that a file is never left half written.

    Raises
    ------
    OSError
        If the folder cannot be written.
    """
    path = pathlib.Path(path)
    text = json.dumps(work.to_json(), ensure_ascii=False, indent=1, sort_keys=True)
    # created with open() rather than mkstemp, so that it gets the usual permissions: the
    # teacher's account reads the file once nbgrader has collected it
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with open(tmp, "w", encoding="utf-8") as f:
            f.write(text + "\n")
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
