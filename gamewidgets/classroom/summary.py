"""The teacher's summary: per student, the exercises solved and the puzzle stars.

Read from nbgrader's gradebook (the points its autograding gave each test cell) or, with
or without nbgrader, from the collected work files, which are graded again here with the
same checkers the test cells use (:func:`gamewidgets.classroom.grading.grade`). Both give
the same numbers for the same work.
"""

from __future__ import annotations

import html
import os
import pathlib
import unicodedata
from dataclasses import dataclass, field

from gamewidgets.classroom.grading import grade
from gamewidgets.classroom.tasks import ASSIGNMENTS, from_folder_name, tasks
from gamewidgets.classroom.workfile import file_name, read_work
from gamewidgets.core.i18n import check_lang, t

JAPANESE_FONTS = ("Noto Sans CJK JP", "IPAexGothic", "Hiragino Sans", "Yu Gothic", "Meiryo")
"""Fonts a Japanese chart is drawn with, the first one installed (matplotlib's default font
has no Japanese letters)."""


@dataclass
class StudentRow:
    """One student's line of the summary.

    Attributes
    ----------
    student : str
    points : dict
        ``{(assignment, task id): points}`` for every task of the assignments summarised
        (0 where nothing was handed in).
    """

    student: str
    points: dict = field(default_factory=dict)

    def _tasks(self, puzzles: bool):
        for (assignment, tid), p in self.points.items():
            task = next(x for x in tasks(assignment) if x.id == tid)
            if (task.kind == "puzzle") == puzzles:
                yield task, p

    @property
    def solved(self) -> int:
        """Exercises (tasks other than puzzles) solved: points at least the task's
        ``solved_at``."""
        return sum(p >= task.solved_at for task, p in self._tasks(False))

    @property
    def exercises(self) -> int:
        """Exercises (tasks other than puzzles) summarised."""
        return sum(1 for _ in self._tasks(False))

    @property
    def stars(self) -> int:
        """Puzzle stars earned (a puzzle's points are its stars, 0..3)."""
        return int(sum(p for _, p in self._tasks(True)))

    @property
    def max_stars(self) -> int:
        """Puzzle stars there are to earn."""
        return sum(task.points for task, _ in self._tasks(True))

    @property
    def total(self) -> float:
        """Points over every task."""
        return sum(self.points.values())

    @property
    def max_total(self) -> int:
        """Points there are to earn."""
        return sum(task.points for task, _ in self._tasks(False)) + self.max_stars


@dataclass
class Summary:
    """The class at a glance: a table (``_repr_html_`` in a notebook, :meth:`text` as plain
    text) and :meth:`chart`.

    Attributes
    ----------
    rows : list of StudentRow
        One per student, sorted by name.
    assignments : list of str
        The assignments summarised.
    source : {"gradebook", "files"}
    where : str
        The gradebook or folder read.
    lang : {"en", "ja"}
    """

    rows: list
    assignments: list
    source: str
    where: str
    lang: str = "en"

    def columns(self) -> list[str]:
        """The table's headings."""
        return [t(f"classroom.summary.{k}", self.lang)
                for k in ("student", "solved", "stars", "points")]

    def table(self) -> list[list[str]]:
        """The table's rows as text: student, exercises solved, puzzle stars, points
        (``"2 of 3"`` / ``"3中2"``)."""
        def of(n, total):
            n = int(n) if float(n).is_integer() else round(n, 1)
            return t("classroom.summary.of", self.lang, n=n, total=total)

        return [[r.student, of(r.solved, r.exercises), of(r.stars, r.max_stars),
                 of(r.total, r.max_total)] for r in self.rows]

    def caption(self) -> str:
        """Where the numbers come from, or that nothing was found."""
        if not self.rows:
            return t("classroom.summary.nothing", self.lang, where=self.where)
        return t(f"classroom.summary.from_{self.source}", self.lang, where=self.where,
                 students=len(self.rows), assignments=", ".join(self.assignments))

    def text(self) -> str:
        """The caption and the table as aligned plain text."""
        rows = [self.columns(), *self.table()]
        widths = [max(_width(r[i]) for r in rows) for i in range(len(rows[0]))]
        lines = ["  ".join(c + " " * (w - _width(c)) for c, w in zip(r, widths, strict=True))
                 .rstrip() for r in rows]
        return "\n".join([self.caption(), *lines])

    __repr__ = text

    def _repr_html_(self) -> str:
        head = "".join(f"<th>{html.escape(c)}</th>" for c in self.columns())
        body = "".join("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in row) + "</tr>"
                       for row in self.table())
        return (f"<p>{html.escape(self.caption())}</p>"
                f'<table class="gw-summary"><thead><tr>{head}</tr></thead>'
                f"<tbody>{body}</tbody></table>")

    def chart(self):
        """A bar chart per student: exercises solved and puzzle stars, side by side.

        Returns
        -------
        matplotlib.figure.Figure or None
            None when matplotlib is not installed (the table says the same).
        """
        try:
            import matplotlib
            import matplotlib.pyplot  # noqa: F401 (in a notebook: the inline back end then shows a returned Figure)
            from matplotlib.figure import Figure
        except ImportError:
            return None
        rc = {}
        if self.lang == "ja":
            from matplotlib import font_manager
            have = {f.name for f in font_manager.fontManager.ttflist}
            rc["font.family"] = ["DejaVu Sans", *(f for f in JAPANESE_FONTS if f in have)]
        names = [r.student for r in self.rows][::-1]
        with matplotlib.rc_context(rc):
            fig = Figure(figsize=(8, 1.2 + 0.45 * max(1, len(names))))
            panels = fig.subplots(1, 2, sharey=True)
            for ax, key, values, top, colour in (
                    (panels[0], "solved", [r.solved for r in self.rows][::-1],
                     max((r.exercises for r in self.rows), default=1), "#1456b8"),
                    (panels[1], "stars", [r.stars for r in self.rows][::-1],
                     max((r.max_stars for r in self.rows), default=1), "#b8860b")):
                ax.barh(names, values, color=colour)
                ax.set_xlim(0, max(1, top))
                ax.set_title(t(f"classroom.summary.{key}", self.lang))
                for y, v in enumerate(values):
                    ax.text(v, y, f" {v}", va="center")
            fig.tight_layout()
        return fig


def _width(text: str) -> int:
    """Columns ``text`` takes in a fixed-width font: two for a wide (CJK) letter."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def summary(where: str | os.PathLike = ".", lang: str = "en", source: str = "auto") -> Summary:
    """Summarise the class: per student, exercises solved and puzzle stars.

    Parameters
    ----------
    where : path-like
        An nbgrader course folder (holding ``gradebook.db`` and/or ``submitted/``), or a
        folder of collected work, one folder per student
        (``<where>/<student>/**/<assignment>_work.json``).
    lang : {"en", "ja"}
        Language of the headings and the caption.
    source : {"auto", "gradebook", "files"}
        ``"gradebook"``: the points nbgrader's autograding stored
        (:func:`from_gradebook`; needs nbgrader); ``"files"``: the work files, graded again
        (:func:`from_files`; ``<where>/submitted`` in a course folder, one with
        ``submitted/`` or ``nbgrader_config.py``); ``"auto"``: the
        gradebook if ``<where>/gradebook.db`` exists, else the files.

    Returns
    -------
    Summary

    Raises
    ------
    ValueError
        On an unknown ``source`` or ``lang``.
    """
    check_lang(lang)
    root = pathlib.Path(where)
    if source not in ("auto", "gradebook", "files"):
        raise ValueError(f"source must be 'auto', 'gradebook' or 'files', got {source!r}")
    if source == "gradebook" or (source == "auto" and (root / "gradebook.db").is_file()):
        return from_gradebook(root / "gradebook.db", lang)
    course = (root / "submitted").is_dir() or (root / "nbgrader_config.py").is_file()
    return from_files(root / "submitted" if course else root, lang)


def from_files(folder: str | os.PathLike, lang: str = "en") -> Summary:
    """Summarise the work under ``folder``, one folder per student:
    ``<folder>/<student>/.../<assignment>_work.json`` (nbgrader's ``submitted/`` is laid out
    so). Each file is graded again with the checkers. A student's folder of an assignment
    (named as :func:`~gamewidgets.classroom.tasks.folder_name` names it) without a work
    file counts as handed in with no work; a student with work for one game in several
    languages gets the better one.

    Returns
    -------
    Summary
        Its assignments are those with a work file or an assignment folder.
    """
    root = pathlib.Path(folder)
    found: dict[str, dict] = {}
    for student_dir in sorted(p for p in root.iterdir() if p.is_dir()) if root.is_dir() else []:
        per_game = found.setdefault(student_dir.name, {})
        for sub in student_dir.iterdir():
            which = from_folder_name(sub.name) if sub.is_dir() else None
            if which is not None:
                per_game.setdefault(which[0], None)
        for name in ASSIGNMENTS:
            for path in sorted(student_dir.glob(f"**/{file_name(name)}")):
                work = read_work(path, name)
                _keep_better(per_game, name, {(name, task.id): grade(task, work, lang).points
                                              for task in tasks(name)})
        if not per_game:
            del found[student_dir.name]
    return _summary(found, "files", str(root), lang)


def from_gradebook(db: str | os.PathLike, lang: str = "en") -> Summary:
    """Summarise nbgrader's gradebook (an SQLite file, ``gradebook.db`` of the course): the
    points its autograding gave each task's test cell. Every student of the gradebook is
    listed, with 0 for what they did not hand in. Notebooks other than the course's
    assignments are left out; a student with several language versions of one assignment
    gets the better one.

    Raises
    ------
    ImportError
        If nbgrader is not installed.
    FileNotFoundError
        If there is no such file.
    """
    from nbgrader.api import Gradebook

    db = pathlib.Path(db)
    if not db.is_file():
        raise FileNotFoundError(f"no gradebook at {db}")
    found: dict[str, dict] = {}
    with Gradebook(f"sqlite:///{db.resolve()}") as gb:
        students = [s.id for s in gb.students]
        for student in students:  # listed even with nothing handed in
            found[student] = {}
        for assignment in gb.assignments:
            for student in students:
                for nb in _notebooks(gb, assignment.name, student):
                    which = from_folder_name(nb.name)
                    if which is None:
                        continue
                    name = which[0]
                    scores = {g.name: g.score for g in nb.grades}
                    points = {(name, task.id): scores.get(task.id) or 0 for task in tasks(name)}
                    _keep_better(found.setdefault(student, {}), name, points)
    return _summary(found, "gradebook", str(db), lang)


def _notebooks(gb, assignment: str, student: str) -> list:
    from nbgrader.api import MissingEntry

    try:
        return list(gb.find_submission(assignment, student).notebooks)
    except MissingEntry:
        return []


def _keep_better(per_game: dict, name: str, points: dict) -> None:
    old = per_game.get(name)
    if old is None or sum(points.values()) > sum(old.values()):
        per_game[name] = points


def _summary(found: dict, source: str, where: str, lang: str) -> Summary:
    names = sorted({name for per_game in found.values() for name in per_game},
                   key=list(ASSIGNMENTS).index)
    rows = []
    for student in sorted(found):
        row = StudentRow(student)
        for name in names:
            points = found[student].get(name) or {(name, task.id): 0 for task in tasks(name)}
            row.points.update(points)
        rows.append(row)
    return Summary(rows, names, source, where, lang)
