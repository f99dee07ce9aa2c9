"""Grading in a new Python process, from the work file alone: what an assignment's test
cells run, and what a teacher may run by hand.

::

    python -m gamewidgets.classroom.grader gramin_work.json sequence   # one task
    python -m gamewidgets.classroom.grader gramin_work.json --lang ja  # every task
    python -m gamewidgets.classroom.grader progress.json               # a puzzle course's progress

prints its verdict as JSON on stdout (:func:`verdict`, :func:`progress_verdict`).

Why a new process: nbgrader runs an assignment's test cells in the student's own kernel,
after the student's cells, so any object there (a grade, the assignment, the grading
functions) may have been replaced by a line the student typed. The process started here
imports the package anew (``python -I``: not from the notebook's folder, not from
``PYTHONPATH``), reads only the file, re-checks every answer with the game's checker
(:func:`gamewidgets.classroom.grading.grade`) and says the points; the test cell's result
is the number that process printed (:func:`grade_file`).

What a student's cell can still change is the test cell's own machinery (``subprocess``,
``sys.executable``, IPython's display): the teacher's summary grades the collected files
again in the teacher's own process and marks every student whose gradebook points differ
(:mod:`gamewidgets.classroom.summary`).

nbgrader's autograding copies the submitted folder with the targets of its links: a work
file handed in as a link to another student's file would arrive as a copy. So when the
file graded lies in nbgrader's ``autograded/<student>/<assignment>/``, the file handed in
(``submitted/<student>/<assignment>/``) is looked at too, and refused if it is a link.
"""

from __future__ import annotations

import argparse
import json
import os
import pathlib
import subprocess
import sys

from gamewidgets.classroom.grading import grade, grade_html, quoted
from gamewidgets.classroom.tasks import ASSIGNMENTS, tasks
from gamewidgets.classroom.workfile import (
    Work,
    file_name,
    file_problem,
    left_out,
    read_json,
    read_work,
)
from gamewidgets.core.answers import echo
from gamewidgets.core.furigana import plain
from gamewidgets.core.i18n import check_lang, t
from gamewidgets.core.teaching import kind_of
from gamewidgets.gramin.teaching.course import PROGRESS_KIND, course

TIMEOUT = 60
"""Seconds the test cell waits for the grading process (a task is graded in well under
one; an answer is read no further than :data:`~gamewidgets.core.answers.MAX_ANSWER`)."""


def assignment_of(path: str | os.PathLike) -> str | None:
    """The assignment whose work file ``path`` is named after (``gramin_work.json`` ->
    ``"gramin"``), or None."""
    name = pathlib.Path(path).name
    return next((a for a in ASSIGNMENTS if file_name(a) == name), None)


def handed_in_problem(path: str | os.PathLike) -> str | None:
    """For a work file in nbgrader's ``<course>/autograded/<student>/<assignment>/``: why
    the file the student handed in (the same path under ``submitted/``) is refused
    (``"link"``, ``"outside"``, ``"not_a_file"``; see
    :func:`~gamewidgets.classroom.workfile.file_problem`), else None. Never raises."""
    p = pathlib.Path(os.path.abspath(path))
    if len(p.parents) < 4 or p.parents[2].name != "autograded":
        return None
    student = p.parents[3] / "submitted" / p.parents[1].name
    if os.path.islink(student):
        return "outside"
    problem = file_problem(student / p.parent.name / p.name, student)
    return problem if problem in ("link", "outside", "not_a_file") else None


def read_handed_in(path: str | os.PathLike, assignment: str) -> Work:
    """:func:`~gamewidgets.classroom.workfile.read_work`, with the file handed in to
    nbgrader looked at too (:func:`handed_in_problem`)."""
    problem = handed_in_problem(path)
    if problem is not None:
        return Work(assignment, problem=left_out(pathlib.Path(path).name, problem))
    return read_work(path, assignment)


def verdict(path: str | os.PathLike, task_id: str, lang: str = "en") -> dict:
    """Grade task ``task_id`` from the work file at ``path``, in this process.

    Returns
    -------
    dict
        JSON-able: ``assignment``, ``task``, ``points``, ``max_points``, ``solved``,
        ``lines`` (the feedback, :attr:`~gamewidgets.classroom.grading.Grade.lines`: a
        Japanese word above the grade keeps its reading as marks, for the box that draws
        ruby, :class:`Verdict`),
        ``source`` (``"cards"``, ``"typed"`` or None) and ``picture`` (for a task whose
        widget draws one, e.g. a Gramin card program's, the board after the answer
        checked, as SVG; else None: :attr:`~gamewidgets.core.teaching.TaskKind.picture`).

    Raises
    ------
    ValueError
        If the file is not named after an assignment, the assignment has no such task, or
        ``lang`` is unknown.
    """
    check_lang(lang)
    assignment = assignment_of(path)
    if assignment is None:
        raise ValueError(f"{pathlib.Path(path).name!r} is not the work file of an assignment "
                         f"({', '.join(file_name(a) for a in ASSIGNMENTS)})")
    task = next((x for x in tasks(assignment) if x.id == task_id), None)
    if task is None:
        raise ValueError(f"assignment {assignment!r} has no task {task_id!r}; its tasks: "
                         f"{', '.join(x.id for x in tasks(assignment))}")
    work = read_handed_in(path, assignment)
    g = grade(task, work, lang)
    picture = None
    draw = kind_of(task).picture
    if draw is not None:  # a Python task's boards are shown by its own feedback
        picture = draw(task, work.tasks.get(task.id, {}).get(g.source) if g.source else None,
                       lang)
    return {"assignment": assignment, "task": task.id, "points": g.points,
            "max_points": g.max_points, "solved": g.solved, "lines": list(g.lines),
            "source": g.source, "picture": picture}


def every_verdict(path: str | os.PathLike, lang: str = "en") -> list[dict]:
    """:func:`verdict` on every task of the assignment whose work file ``path`` is, in order.

    Raises
    ------
    ValueError
        As :func:`verdict`.
    """
    assignment = assignment_of(path)
    if assignment is None:
        raise ValueError(f"{pathlib.Path(path).name!r} is not the work file of an assignment "
                         f"({', '.join(file_name(a) for a in ASSIGNMENTS)})")
    return [verdict(path, x.id, lang) for x in tasks(assignment)]


def progress_verdict(path: str | os.PathLike, lang: str = "en") -> dict:
    """The stars a Gramin puzzle course's progress file (the JSON of
    :meth:`gamewidgets.gramin.PuzzleWidget.progress_json`, lesson 04's hand-in) earns:
    each program it holds is run again on its puzzle of the bundled course; the stars the
    file states are not counted.

    Returns
    -------
    dict
        JSON-able: ``kind``, ``stars`` (``{puzzle id: 0..3}``), ``total``, ``max_stars``,
        ``claimed`` (the stars the file states, or None) and ``lines`` (what a teacher
        reads). A file that cannot be read (see
        :func:`~gamewidgets.classroom.workfile.read_json`) earns 0, with a line saying why.
    """
    check_lang(lang)
    name = pathlib.Path(path).name
    puzzles = {p.id: p for p in course(lang)}
    data, problem = read_json(path)
    programs, claimed, lines = {}, None, []
    if problem is not None:
        lines.append(left_out(name, problem[0], **problem[1]).text(lang))
    elif not isinstance(data, dict) or data.get("kind") != PROGRESS_KIND:
        lines.append(left_out(name, "unreadable").text(lang))
    else:
        programs = data.get("programs") if isinstance(data.get("programs"), dict) else {}
        claimed = data.get("stars") if type(data.get("stars")) is int else None
    stars = {}
    for pid, program in programs.items():
        if pid in puzzles and isinstance(program, str):
            stars[pid] = puzzles[pid].check(program, lang).stars
            lines.append(t("classroom.progress.puzzle", lang, title=puzzles[pid].title_text(lang),
                           stars=stars[pid], program=quoted(program)))
    total, top = sum(stars.values()), 3 * len(puzzles)
    lines.append(t("classroom.progress.stars", lang, file=name, stars=total, max=top))
    if claimed is not None and claimed != total:
        lines.append(t("classroom.progress.claimed", lang, claimed=echo(claimed)))
    return {"kind": PROGRESS_KIND, "stars": stars, "total": total, "max_stars": top,
            "claimed": claimed, "lines": lines}


# ---- the test cell's side --------------------------------------------------------------
class Verdict:
    """What the grading process said, as a notebook shows it: the feedback box (HTML, with
    the board's picture for a Gramin task) or its lines as plain text."""

    def __init__(self, lines: list, points: int, max_points: int, picture: str | None = None):
        self.lines, self.points, self.max_points = list(lines), points, max_points
        self.picture = picture

    def __repr__(self) -> str:
        return plain("\n".join(self.lines))

    def _repr_html_(self) -> str:
        return grade_html(self.lines, self.points, self.max_points, self.picture)


def ask(path: str | os.PathLike, task_id: str | None = None, lang: str = "en"):
    """Run ``python -I -m gamewidgets.classroom.grader PATH [TASK] --lang LANG`` and return
    what it printed.

    Returns
    -------
    dict or list of dict
        As :func:`verdict`, for task ``task_id``, or one per task of the assignment when
        ``task_id`` is None. On any failure of the process (it did not finish within
        :data:`TIMEOUT` seconds, ended with an error, printed something else) a dict with
        0 points and a line that says so.
    """
    lang = check_lang(lang)
    cmd = [sys.executable, "-I", "-m", "gamewidgets.classroom.grader", os.fspath(path),
           *([task_id] if task_id is not None else []), "--lang", lang]
    try:
        done = subprocess.run(cmd, capture_output=True, text=True, encoding="utf-8",
                              timeout=TIMEOUT, stdin=subprocess.DEVNULL)
        said = json.loads(done.stdout) if done.returncode == 0 else None
        if not all(isinstance(x, dict) and isinstance(x.get("lines"), list)
                   for x in (said if isinstance(said, list) else [said])):
            raise ValueError(((done.stderr or done.stdout).strip().splitlines() or [""])[-1])
    except (OSError, ValueError, subprocess.SubprocessError) as exc:
        why = str(exc) or type(exc).__name__
        return {"task": task_id, "points": 0, "max_points": None, "solved": False,
                "lines": [t("classroom.grader.failed", lang, error=why[-200:])],
                "source": None, "picture": None}
    return said


_asked: dict = {}
"""The verdicts of the last work file asked about, by the file as it was (path, language,
inode, size, time of the last change): an assignment's test cells ask one process for
every task, and again once the file changes."""


def verdicts(path: str | os.PathLike, lang: str = "en") -> dict:
    """``{task id: verdict}`` of the work file at ``path`` as it is now, from one grading
    process (:func:`ask`) per state of the file; ``{}`` if that process failed."""
    try:
        st = os.lstat(path)
        key = (os.path.abspath(path), lang, st.st_ino, st.st_size, st.st_mtime_ns, st.st_mode)
    except OSError:
        key = (os.path.abspath(path), lang)
    if key not in _asked:
        said = ask(path, None, lang)
        _asked.clear()
        _asked[key] = {x.get("task"): x for x in said} if isinstance(said, list) else {}
    return _asked[key]


def grade_file(path: str | os.PathLike, task_id: str, lang: str = "en") -> int:
    """A test cell: grade task ``task_id`` from the work file at ``path`` in a new Python
    process (:func:`verdicts`: one process grades every task of the file as it is now), show
    what it said (the feedback, and the board for a Gramin task) and return its points.

    Returns
    -------
    int
        The points the process printed: the test cell's result, which nbgrader takes as
        the cell's score (partial credit).
    """
    from IPython.display import display

    said = verdicts(path, lang).get(task_id) or ask(path, task_id, lang)
    points = said.get("points")
    if type(points) is not int or points < 0:
        points = 0
    display(Verdict([str(x) for x in said["lines"]], points, said.get("max_points"),
                    said.get("picture") if isinstance(said.get("picture"), str) else None))
    return points


# ---- the command line --------------------------------------------------------------------
def main(argv=None) -> int:
    """``python -m gamewidgets.classroom.grader FILE [TASK] [--lang LANG]``: print the verdict
    on one task, or a list of verdicts on every task, as JSON; for a puzzle course's
    progress (the JSON of :meth:`gamewidgets.gramin.PuzzleWidget.progress_json`), the
    stars its programs earn."""
    parser = argparse.ArgumentParser(
        prog="python -m gamewidgets.classroom.grader",
        description="Grade an assignment's work file (or a Gramin puzzle course's progress) "
                    "and print the verdict as JSON.")
    parser.add_argument("file", help="<assignment>_work.json, or a puzzle progress JSON")
    parser.add_argument("task", nargs="?", help="a task id (default: every task)")
    parser.add_argument("--lang", default="en", choices=("en", "ja"))
    args = parser.parse_args(argv)
    try:
        if assignment_of(args.file) is None and args.task is not None:
            raise ValueError(f"{pathlib.Path(args.file).name!r} is not the work file of an "
                             f"assignment ({', '.join(file_name(a) for a in ASSIGNMENTS)})")
        if assignment_of(args.file) is None:
            said = progress_verdict(args.file, args.lang)
        elif args.task is not None:
            said = verdict(args.file, args.task, args.lang)
        else:
            said = every_verdict(args.file, args.lang)
    except ValueError as exc:
        parser.error(str(exc))
    print(json.dumps(said))  # ASCII: whatever the encoding of the process's stdout
    return 0


if __name__ == "__main__":
    sys.exit(main())
