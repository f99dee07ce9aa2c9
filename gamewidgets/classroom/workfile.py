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
a link (a symbolic link, to another student's file or anywhere else), lies in a folder
reached through a link, is not a plain file (a folder, a pipe), too large, not JSON, not a
work file or another assignment's reads as no work with a :attr:`Work.problem` that says
why; a task entry that is not a table of answers is
dropped with an entry in :attr:`Work.entry_problems`. The values in an entry are checked
when it is graded (:mod:`gamewidgets.classroom.grading`).
"""

from __future__ import annotations

import contextlib
import json
import os
import pathlib
import stat
from dataclasses import dataclass, field

from gamewidgets.core.answers import echo
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


def read_work(path: str | os.PathLike, assignment: str,
              folder: str | os.PathLike | None = None) -> Work:
    """Read the work file at ``path`` for ``assignment``.

    Parameters
    ----------
    path : path-like
    assignment : str
    folder : path-like, optional
        The student's folder, which the file must lie in without passing through a link
        (default: the file's own folder).

    Returns
    -------
    Work
        Never raises for a missing, unreadable or malformed file (see the module's
        docstring); a file that is not there reads as ``Work(assignment)``.
    """
    path = pathlib.Path(path)
    data, problem = read_json(path, folder)
    if problem == ("missing", {}):
        return Work(assignment)
    if problem is not None:
        return Work(assignment, problem=left_out(path.name, problem[0], **problem[1]))
    if not isinstance(data, dict) or data.get("kind") != KIND \
            or not isinstance(data.get("tasks"), dict):
        return Work(assignment, problem=left_out(path.name, "unreadable"))
    if data.get("assignment") != assignment:
        return Work(assignment, problem=left_out(path.name, "other_assignment",
                                                 other=echo(data.get("assignment"), 40)))
    work = Work(assignment)
    for tid, entry in data["tasks"].items():
        if isinstance(entry, dict):
            work.tasks[tid] = {s: entry[s] for s in SLOTS if s in entry}
        else:
            work.entry_problems[tid] = Msg("classroom.entry.left_out",
                                           reason=Msg("classroom.entry.reason.shape"))
    return work


def read_json(path: str | os.PathLike, folder: str | os.PathLike | None = None) -> tuple:
    """The JSON a student handed in at ``path``, read with the checks of :func:`read_work`
    (no link, inside ``folder``, a plain file of at most :data:`MAX_BYTES` bytes).

    Returns
    -------
    (object, None) or (None, (reason, fields))
        The data, or why it was not read: a reason of ``classroom.file.reason`` (``"missing"``
        when there is no file) and the fields of its message. Never raises.
    """
    path = pathlib.Path(path)
    problem = file_problem(path, folder)
    if problem is not None:
        return None, (problem, {})
    try:
        # no link followed, and no waiting on a pipe put in the file's place since
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0)
                     | getattr(os, "O_NONBLOCK", 0))
    except FileNotFoundError:
        return None, ("missing", {})
    except OSError:
        return None, ("link" if path.is_symlink() else "unreadable", {})
    try:
        with open(fd, "rb") as f:
            if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):
                return None, ("not_a_file", {})
            raw = f.read(MAX_BYTES + 1)
    except OSError:
        return None, ("unreadable", {})
    if len(raw) > MAX_BYTES:
        return None, ("too_big", {"limit": MAX_BYTES})
    try:
        return json.loads(raw.decode("utf-8")), None
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None, ("unreadable", {})


def left_out(file: str, reason: str, **fields) -> Msg:
    """``classroom.file.left_out`` for ``file``, with reason ``classroom.file.reason.<reason>``."""
    return Msg("classroom.file.left_out", file=file,
               reason=Msg(f"classroom.file.reason.{reason}", **fields))


def file_problem(path: str | os.PathLike, folder: str | os.PathLike | None = None) -> str | None:
    """Why the work file at ``path`` is not read, as a reason of ``classroom.file.reason``:
    ``"link"`` (the file is a link), ``"outside"`` (reached through a linked folder below
    ``folder``, or not in ``folder`` at all), ``"not_a_file"``; ``"missing"`` if there is
    no file; None if it may be read. Never raises."""
    path = pathlib.Path(path)
    folder = pathlib.Path(folder) if folder is not None else path.parent
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        return "missing"
    except OSError:
        return "unreadable"
    if stat.S_ISLNK(mode):
        return "link"
    if not stat.S_ISREG(mode):
        return "not_a_file"
    try:
        # where the file really is must be where it seems to be: no folder on the way
        # from the student's folder to it is a link
        rel = os.path.relpath(os.path.abspath(path), os.path.abspath(folder))
        if rel == os.pardir or rel.startswith(os.pardir + os.sep) or os.path.isabs(rel):
            return "outside"
        if os.path.realpath(path) != os.path.join(os.path.realpath(folder), rel):
            return "outside"
    except (OSError, ValueError):
        return "outside"
    return None


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
