"""The teacher's summary: per student, the points of each assignment and in total, whether and
when it was handed in; per task, how many solved it and the most common wrong answer.

The work files the students handed in are always graded again here, in the teacher's own
process, with the checkers the test cells use
(:func:`gamewidgets.classroom.grading.grade`). In an nbgrader course folder the points
nbgrader's autograding stored in its gradebook are read too, and compared: nbgrader runs
the test cells in the student's own kernel, where a line the student typed may have
changed what a test cell printed, so a student whose gradebook points differ from the
points of their files is flagged, with both numbers (:attr:`Handed.disagrees`).

In a course folder the files graded are those nbgrader's autograding ran the notebook
with (``autograded/<student>/<assignment>/``: they also hold the answers typed in cells
the student never ran), or, before autograding, the ones handed in
(``submitted/<student>/<assignment>/``). A file handed in as a link, or through a linked
folder, is refused (it would be another student's work), and the student's row says so.
"""

from __future__ import annotations

import csv
import io
import os
import pathlib
import re
from collections import Counter
from dataclasses import dataclass, field

from gamewidgets.classroom.grading import grade
from gamewidgets.classroom.tasks import ASSIGNMENTS, Task, from_folder_name, heading, tasks
from gamewidgets.classroom.workfile import Work, file_name, file_problem, read_work
from gamewidgets.core.answers import echo
from gamewidgets.core.furigana import ruby_html, screen
from gamewidgets.core.i18n import check_lang, t
from gamewidgets.core.table import aligned

JAPANESE_FONTS = ("Noto Sans CJK JP", "IPAexGothic", "Hiragino Sans", "Yu Gothic", "Meiryo")
"""Fonts a Japanese chart is drawn with, the first one installed (matplotlib's default font
has no Japanese letters)."""

FLAG_COLOUR = "#b71c1c"
"""Red of a flagged number (4.5:1 on white and on JupyterLab's light panels)."""

SHOWN_ANSWER = 40
"""Characters of a wrong answer the per-task table quotes."""


@dataclass
class Handed:
    """One student's work of one assignment.

    Attributes
    ----------
    points : dict
        ``{task id: points}`` shown: the gradebook's when the summary reads it, else the
        files' (0 where nothing was handed in).
    gradebook : float or None
        nbgrader's total for the assignment; None if the gradebook was not read or has no
        submission.
    files : int or None
        The total of the work files graded again; None if there were no files.
    answers : dict
        ``{task id: (answer as quoted, points)}`` of the answers the files' grading checked.
    status : {"submitted", "missing", "refused"}
    time : str or None
        When it was handed in (``"2026-12-01 10:00"``, nbgrader's time, UTC), if known.
    late : float
        Seconds after the due date (nbgrader's gradebook; 0 if on time or unknown).
    reason : str or None
        Why the work file was refused (``status == "refused"``).
    """

    points: dict = field(default_factory=dict)
    gradebook: float | None = None
    files: int | None = None
    answers: dict = field(default_factory=dict)
    status: str = "missing"
    time: str | None = None
    late: float = 0.0
    reason: str | None = None

    @property
    def total(self) -> float:
        """Points shown, over the assignment's tasks."""
        return sum(self.points.values())

    @property
    def disagrees(self) -> bool:
        """Whether the gradebook's total differs from the files graded again."""
        return (self.gradebook is not None and self.files is not None
                and abs(self.gradebook - self.files) > 1e-9)


@dataclass
class StudentRow:
    """One student's line of the summary.

    Attributes
    ----------
    student : str
    handed : dict
        ``{assignment: Handed}`` for every assignment summarised.
    """

    student: str
    handed: dict = field(default_factory=dict)

    @property
    def points(self) -> dict:
        """``{(assignment, task id): points}`` over every assignment summarised."""
        return {(a, tid): p for a, h in self.handed.items() for tid, p in h.points.items()}

    @property
    def total(self) -> float:
        """Points over every assignment."""
        return sum(h.total for h in self.handed.values())

    @property
    def max_total(self) -> int:
        """Points there are to earn."""
        return sum(_max(a) for a in self.handed)

    @property
    def flagged(self) -> list:
        """The assignments whose gradebook points differ from the files graded again."""
        return [a for a, h in self.handed.items() if h.disagrees]


@dataclass
class TaskStat:
    """How a class did on one task (from the work files graded again).

    Attributes
    ----------
    assignment : str
    task : Task
    handed_in : int
        Students whose work of the assignment was graded.
    solved : int
        Of those, students whose points reach the task's ``solved_at``.
    wrong : Counter
        ``{answer as quoted: students}`` of the answers checked that got less than full
        points.
    """

    assignment: str
    task: Task
    handed_in: int = 0
    solved: int = 0
    wrong: Counter = field(default_factory=Counter)

    @property
    def common_wrong(self) -> tuple[str, int] | None:
        """The most common wrong answer and how many gave it (the first given on a tie), or
        None."""
        return self.wrong.most_common(1)[0] if self.wrong else None


@dataclass
class Summary:
    """The class at a glance: a table per student (``_repr_html_`` in a notebook,
    :meth:`text`, :meth:`records` and :meth:`to_csv`), a table per task (:meth:`by_task`)
    and :meth:`chart`.

    Attributes
    ----------
    rows : list of StudentRow
        One per student, sorted by name.
    assignments : list of str
        The assignments summarised, in the course's order.
    source : {"gradebook", "files"}
        Whose points are shown: nbgrader's gradebook (compared with the files graded
        again) or the files.
    where : str
        The gradebook or folder read.
    lang : {"en", "ja"}
    """

    rows: list
    assignments: list
    source: str
    where: str
    lang: str = "en"

    # ---- per student -------------------------------------------------------------------
    def columns(self) -> list[str]:
        """The table's headings: student, status, one per assignment, total."""
        return [t("classroom.summary.student", self.lang), t("classroom.summary.status",
                                                              self.lang),
                *self.assignments, t("classroom.summary.total", self.lang)]

    def table(self) -> list[list[str]]:
        """The table's rows as text: student, status, each assignment's points (``"9 of
        21"``, a flagged one with both numbers), the total."""
        return [[r.student, self.status(r),
                 *(self._cell(a, r.handed[a]) for a in self.assignments),
                 self._of(r.total, r.max_total)] for r in self.rows]

    def status(self, row: StudentRow) -> str:
        """A student's status: refused (which assignment, why), not handed in (which),
        late (which, by how long), else handed in (the latest time known)."""
        lang, parts = self.lang, []
        for a, h in row.handed.items():
            if h.status == "refused":
                parts.append(t("classroom.summary.refused", lang, assignment=a,
                               reason=h.reason))
        missing = [a for a, h in row.handed.items() if h.status == "missing"]
        if missing:
            parts.append(t("classroom.summary.missing", lang, assignments=", ".join(missing)))
        for a, h in row.handed.items():
            if h.status == "submitted" and h.late > 0:
                parts.append(t("classroom.summary.late", lang, assignment=a,
                               hours=max(1, round(h.late / 3600))))
        if not parts:
            times = sorted(h.time for h in row.handed.values() if h.time)
            parts.append(t("classroom.summary.submitted_at", lang, time=times[-1]) if times
                         else t("classroom.summary.submitted", lang))
        return t("classroom.summary.separator", lang).join(parts)

    def flagged(self) -> list[StudentRow]:
        """The students whose gradebook points differ from their files graded again."""
        return [r for r in self.rows if r.flagged]

    def caption(self) -> str:
        """Where the numbers come from, or that nothing was found."""
        if not self.rows:
            return t("classroom.summary.nothing", self.lang, where=self.where)
        one = "_one" if len(self.rows) == 1 else ""
        text = t(f"classroom.summary.from_{self.source}{one}", self.lang, where=self.where,
                 students=len(self.rows), assignments=", ".join(self.assignments))
        flagged = self.flagged()
        if flagged:
            text += " " + t("classroom.summary.flagged" + ("_one" if len(flagged) == 1 else ""),
                            self.lang, n=len(flagged),
                            students=", ".join(r.student for r in flagged))
        return text

    def text(self) -> str:
        """The caption and the table as aligned plain text."""
        return "\n".join([self.caption(), *aligned([self.columns(), *self.table()])])

    __repr__ = text

    def _repr_html_(self) -> str:
        with screen():  # HTML draws the readings as ruby
            return self._html()

    def _html(self) -> str:
        head = "".join(f"<th>{ruby_html(c)}</th>" for c in self.columns())
        body = []
        for r, cells in zip(self.rows, self.table(), strict=True):
            tds = [f"<td>{ruby_html(cells[0])}</td>", f"<td>{ruby_html(cells[1])}</td>"]
            for a, cell in zip(self.assignments, cells[2:-1], strict=True):
                style = (f' class="gw-flagged" style="color: {FLAG_COLOUR}; font-weight: bold; '
                         f'outline: 2px solid {FLAG_COLOUR};"' if r.handed[a].disagrees else "")
                tds.append(f"<td{style}>{ruby_html(cell)}</td>")
            tds.append(f"<td>{ruby_html(cells[-1])}</td>")
            body.append("<tr>" + "".join(tds) + "</tr>")
        caption = ruby_html(self.caption())
        if self.flagged():
            caption = f'<span style="color: {FLAG_COLOUR}; font-weight: bold;">{caption}</span>'
        return (f"<p>{caption}</p>"
                f'<table class="gw-summary"><thead><tr>{head}</tr></thead>'
                f"<tbody>{''.join(body)}</tbody></table>")

    # ---- export ------------------------------------------------------------------------
    def records(self) -> list[list[str]]:
        """The table for a spreadsheet: a heading row, then one row per student: student,
        status, for each assignment its points (and, when the summary reads the gradebook, the
        gradebook's points and the files' points, empty where there are none), then the
        total, the most points and whether a number is flagged (``"yes"``/``""``). Numbers
        are written as numbers; a text that a spreadsheet would run as a formula (starting
        with ``=``, ``+``, ``-`` or ``@``) starts with ``'``."""
        lang = self.lang
        head = [t("classroom.summary.student", lang), t("classroom.summary.status", lang)]
        compared = self.source == "gradebook"
        for a in self.assignments:
            head += [a, *([t("classroom.summary.csv.gradebook", lang, assignment=a),
                           t("classroom.summary.csv.files", lang, assignment=a)]
                          if compared else [])]
        head += [t("classroom.summary.total", lang), t("classroom.summary.csv.max", lang),
                 t("classroom.summary.csv.flagged", lang)]
        out = [head]
        for r in self.rows:
            row = [_cell_text(r.student), _cell_text(self.status(r))]
            for a in self.assignments:
                h = r.handed[a]
                row += [_number(h.total), *([_number(h.gradebook), _number(h.files)]
                                            if compared else [])]
            row += [_number(r.total), _number(r.max_total), "yes" if r.flagged else ""]
            out.append(row)
        return out

    def to_csv(self, path: str | os.PathLike) -> pathlib.Path:
        """Write :meth:`records` to ``path`` as CSV (UTF-8 with a byte order mark, which
        spreadsheet programs need to read Japanese).

        Returns
        -------
        pathlib.Path
            The file written, as an absolute path.

        Raises
        ------
        OSError
            If the file cannot be written.
        """
        path = pathlib.Path(path).absolute()
        with open(path, "w", encoding="utf-8-sig", newline="") as f:
            csv.writer(f).writerows(self.records())
        return path

    # ---- per task ----------------------------------------------------------------------
    def task_stats(self) -> list[TaskStat]:
        """One :class:`TaskStat` per task of the assignments summarised, in the course's
        order, from the work files graded again."""
        stats = []
        for a in self.assignments:
            for task in tasks(a):
                s = TaskStat(a, task)
                for r in self.rows:
                    h = r.handed[a]
                    if h.files is None or h.status == "refused":
                        continue
                    s.handed_in += 1
                    s.solved += h.answers.get(task.id, (None, 0))[1] >= task.solved_at
                    answer, points = h.answers.get(task.id, (None, 0))
                    if answer is not None and points < task.points:
                        s.wrong[answer] += 1
                stats.append(s)
        return stats

    def by_task(self) -> TaskTable:
        """The per-task table: task, students who solved it of those who handed it in, the
        most common wrong answer (and how many gave it)."""
        lang, rows = self.lang, []
        for s in self.task_stats():
            number = list(tasks(s.assignment)).index(s.task) + 1
            name = f"{s.assignment}: {heading(s.task, number, lang)} ({s.task.id})"
            common = s.common_wrong
            wrong = (t("classroom.summary.common_wrong" + ("_one" if common[1] == 1 else ""),
                       lang, answer=echo(common[0], SHOWN_ANSWER), n=common[1])
                     if common else "")
            rows.append([name, self._of(s.solved, s.handed_in), wrong])
        return TaskTable([t("classroom.summary.task", lang),
                          t("classroom.summary.solved", lang),
                          t("classroom.summary.wrong", lang)], rows)

    # ---- chart -------------------------------------------------------------------------
    def chart(self) -> Chart | None:
        """Two bar charts: each student's points, in one colour per assignment, and how many
        students solved each task.

        Returns
        -------
        Chart or None
            Shows as a PNG picture in any notebook (JupyterLab, Notebook 7, Voila, an
            exported page); None when matplotlib is not installed (the tables say the
            same).
        """
        try:
            import matplotlib
            from matplotlib.figure import Figure
            from matplotlib.ticker import MaxNLocator
        except ImportError:
            return None
        rc = {}
        if self.lang == "ja":
            from matplotlib import font_manager
            have = {f.name for f in font_manager.fontManager.ttflist}
            rc["font.family"] = ["DejaVu Sans", *(f for f in JAPANESE_FONTS if f in have)]
        names = [r.student for r in self.rows][::-1]
        stats = self.task_stats()
        with matplotlib.rc_context(rc):
            fig = Figure(figsize=(10, 1.4 + 0.4 * max(1, len(names), len(stats) * 0.75)))
            points, solved = fig.subplots(1, 2)
            left = [0.0] * len(names)
            colours = ("#1456b8", "#b8860b", "#2e7d32")
            for a, colour in zip(self.assignments, colours * 3, strict=False):
                values = [r.handed[a].total for r in self.rows][::-1]
                points.barh(names, values, left=left, color=colour, label=a)
                left = [x + v for x, v in zip(left, values, strict=True)]
            top = max((r.max_total for r in self.rows), default=1)
            points.set_xlim(0, max(1, top))
            for y, r in enumerate(self.rows[::-1]):
                mark = " ⚠" if r.flagged else ""
                points.text(left[y], y, f" {_number(r.total)}{mark}", va="center",
                            color=FLAG_COLOUR if r.flagged else "black")
            points.set_title(t("classroom.summary.points", self.lang))
            if self.assignments:
                points.legend(loc="lower right", fontsize="small")
            labels = [f"{s.assignment}: {s.task.id}" for s in stats][::-1]
            counts = [s.solved for s in stats][::-1]
            solved.barh(labels, counts, color="#6a1b9a")
            solved.set_xlim(0, max(1, max((s.handed_in for s in stats), default=1)))
            solved.xaxis.set_major_locator(MaxNLocator(integer=True))
            points.xaxis.set_major_locator(MaxNLocator(integer=True))
            solved.set_title(t("classroom.summary.solved_by", self.lang))
            solved.tick_params(axis="y", labelsize="small")
            fig.tight_layout()
        return Chart(fig)

    # ---- helpers -----------------------------------------------------------------------
    def _of(self, n, total) -> str:
        return t("classroom.summary.of", self.lang, n=_number(n), total=total)

    def _cell(self, assignment: str, h: Handed) -> str:
        text = self._of(h.total, _max(assignment))
        if h.disagrees:
            text = t("classroom.summary.disagree", self.lang, shown=text,
                     gradebook=_number(h.gradebook), files=_number(h.files))
        return text


class TaskTable:
    """The per-task table (:meth:`Summary.by_task`): ``columns`` and ``rows`` of text, shown
    as an HTML table or as aligned text."""

    def __init__(self, columns: list, rows: list):
        self.columns, self.rows = columns, rows

    def __repr__(self) -> str:
        return "\n".join(aligned([self.columns, *self.rows]))

    def _repr_html_(self) -> str:
        head = "".join(f"<th>{ruby_html(c)}</th>" for c in self.columns)
        body = "".join("<tr>" + "".join(f"<td>{ruby_html(c)}</td>" for c in row) + "</tr>"
                       for row in self.rows)
        return (f'<table class="gw-summary-tasks"><thead><tr>{head}</tr></thead>'
                f"<tbody>{body}</tbody></table>")


class Chart:
    """A chart that shows as a PNG picture wherever a notebook's output is shown (a bare
    matplotlib ``Figure`` does not, in every front end).

    Attributes
    ----------
    figure : matplotlib.figure.Figure
    """

    def __init__(self, figure):
        self.figure = figure

    def png(self) -> bytes:
        """The chart as PNG bytes."""
        out = io.BytesIO()
        self.figure.savefig(out, format="png", dpi=100, bbox_inches="tight")
        return out.getvalue()

    def _repr_png_(self) -> bytes:
        return self.png()

    def save(self, path: str | os.PathLike) -> pathlib.Path:
        """Write the chart to ``path`` (PNG, SVG or PDF, by its extension)."""
        self.figure.savefig(path, dpi=100, bbox_inches="tight")
        return pathlib.Path(path)


def _max(assignment: str) -> int:
    return sum(task.points for task in tasks(assignment))


def _number(value) -> str:
    """A number as the table writes it: ``3``, ``2.5``; ``""`` for None."""
    if value is None:
        return ""
    return str(int(value)) if float(value).is_integer() else str(round(value, 1))


def _cell_text(text: str) -> str:
    """``text`` for a spreadsheet cell: one that would run as a formula starts with ``'``."""
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


# ---- reading -----------------------------------------------------------------------------
def summary(where: str | os.PathLike = ".", lang: str = "en", source: str = "auto") -> Summary:
    """Summarise the class.

    Parameters
    ----------
    where : path-like
        An nbgrader course folder (holding ``gradebook.db`` and/or ``submitted/``), or a
        folder of collected work, one folder per student
        (``<where>/<student>/**/<assignment>_work.json``).
    lang : {"en", "ja"}
        Language of the headings, statuses and feedback.
    source : {"auto", "gradebook", "files"}
        ``"gradebook"``: the points nbgrader's autograding stored (:func:`from_gradebook`;
        needs nbgrader), compared with the course's work files graded again;
        ``"files"``: the work files graded again only (:func:`from_files`;
        ``<where>/submitted`` in a course folder, one with ``submitted/`` or
        ``nbgrader_config.py``); ``"auto"``: the gradebook if ``<where>/gradebook.db``
        exists, else the files.

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
    course = (root / "submitted").is_dir() or (root / "nbgrader_config.py").is_file()
    files = root / "submitted" if course else root
    if source == "gradebook" or (source == "auto" and (root / "gradebook.db").is_file()):
        return from_gradebook(root / "gradebook.db", lang, files=files)
    return from_files(files, lang)


def from_files(folder: str | os.PathLike, lang: str = "en") -> Summary:
    """Summarise the work under ``folder``, one folder per student:
    ``<folder>/<student>/.../<assignment>_work.json`` (nbgrader's ``submitted/`` is laid out
    so; when ``folder`` is a course's ``submitted/``, each file is read from
    ``autograded/`` if autograding ran). Each file is graded again with the checkers. A
    student's folder of an assignment (named as
    :func:`~gamewidgets.classroom.tasks.folder_name` names it) without a work file counts
    as handed in with no work; a student with work for one game in several languages gets
    the better one. A work file that is a link, or reached through a linked folder, is
    refused.

    Returns
    -------
    Summary
        Its assignments are those with a work file or an assignment folder.
    """
    return _summary(_regraded(pathlib.Path(folder), lang), "files", str(folder), lang)


def from_gradebook(db: str | os.PathLike, lang: str = "en",
                   files: str | os.PathLike | None = None) -> Summary:
    """Summarise nbgrader's gradebook (an SQLite file, ``gradebook.db`` of the course): the
    points its autograding gave each task's test cell, and when each was handed in and how
    late. Every student of the gradebook is listed. Notebooks other than the course's
    assignments are left out; a student with several language versions of one assignment
    gets the better one.

    Parameters
    ----------
    db : path-like
    lang : {"en", "ja"}
    files : path-like, optional
        The course's ``submitted/`` folder: its work files are graded again (as
        :func:`from_files`) and compared with the gradebook.

    Raises
    ------
    ImportError
        If nbgrader is not installed.
    FileNotFoundError
        If there is no such file.
    """
    from nbgrader.api import Gradebook, MissingEntry

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
                try:
                    sub = gb.find_submission(assignment.name, student)
                except MissingEntry:
                    continue
                for nb in sub.notebooks:
                    which = from_folder_name(nb.name)
                    if which is None:
                        continue
                    name = which[0]
                    scores = {g.name: g.score for g in nb.grades}
                    h = Handed({task.id: scores.get(task.id) or 0 for task in tasks(name)},
                               status="submitted",
                               time=sub.timestamp.strftime("%Y-%m-%d %H:%M")
                               if sub.timestamp else None,
                               late=float(sub.total_seconds_late or 0))
                    h.gradebook = h.total
                    _keep_better(found[student], name, h)
    if files is not None:
        for student, per in _regraded(pathlib.Path(files), lang).items():
            mine = found.setdefault(student, {})
            for name, again in per.items():
                h = mine.get(name)
                if h is None:  # in the folder, not in the gradebook: not autograded yet
                    mine[name] = again
                    continue
                h.files, h.answers = again.files, again.answers
                if again.status == "refused":
                    h.status, h.reason = "refused", again.reason
                h.time = h.time or again.time
    return _summary(found, "gradebook", str(db), lang)


def _keep_better(per: dict, name: str, h: Handed) -> None:
    old = per.get(name)
    rank = {"refused": 0, "missing": 0, "submitted": 1}
    if old is None or (rank[h.status], h.total) > (rank[old.status], old.total):
        per[name] = h


def _summary(found: dict, source: str, where: str, lang: str) -> Summary:
    names = sorted({name for per in found.values() for name in per},
                   key=list(ASSIGNMENTS).index)
    rows = []
    for student in sorted(found):
        row = StudentRow(student)
        for name in names:
            h = found[student].get(name)
            row.handed[name] = h if h is not None else Handed(
                {task.id: 0 for task in tasks(name)})
        rows.append(row)
    return Summary(rows, names, source, where, lang)


def _regraded(root: pathlib.Path, lang: str) -> dict:
    """``{student: {assignment: Handed}}`` of the work under ``root`` (one folder per
    student), each file graded again."""
    autograded = root.parent / "autograded" if root.name == "submitted" else None
    found: dict[str, dict] = {}
    if not root.is_dir():
        return found
    for student_dir in sorted(root.iterdir()):
        if not student_dir.is_dir():
            continue
        per = found.setdefault(student_dir.name, {})
        if student_dir.is_symlink():  # another student's folder, or anything else
            for sub in _listed(student_dir):
                which = from_folder_name(sub)
                if which is not None:
                    _keep_better(per, which[0], _refused(which[0], sub, "outside", lang))
        else:
            _walk_student(student_dir, autograded, per, lang)
        if not per:
            del found[student_dir.name]
    return found


def _walk_student(student_dir: pathlib.Path, autograded: pathlib.Path | None, per: dict,
                  lang: str) -> None:
    """Grade every work file below ``student_dir`` (links are not followed: a linked file or
    assignment folder is refused) into ``per``; an assignment folder without a work file
    counts as handed in with no work."""
    folders: dict[str, list] = {}
    graded = set()
    for folder, dirs, files in os.walk(student_dir):
        here = pathlib.Path(folder)
        for d in dirs:
            which = from_folder_name(d)
            if which is None:
                continue
            if (here / d).is_symlink():
                _keep_better(per, which[0], _refused(which[0], d, "outside", lang))
                graded.add(which[0])
            else:
                folders.setdefault(which[0], []).append(here / d)
        for f in files:
            name = next((a for a in ASSIGNMENTS if file_name(a) == f), None)
            if name is None:
                continue
            graded.add(name)
            path = here / f
            problem = file_problem(path, student_dir)
            if problem in ("link", "outside", "not_a_file"):
                _keep_better(per, name, _refused(name, f, problem, lang))
                continue
            within = student_dir
            if autograded is not None:  # the copy autograding ran the notebook with
                copy = autograded / path.relative_to(student_dir.parent)
                if file_problem(copy, autograded / student_dir.name) is None:
                    path, within = copy, autograded / student_dir.name
            _keep_better(per, name, _handed(name, path, here, within, lang))
    for name, paths in folders.items():
        if name not in graded:
            _keep_better(per, name, _handed(name, None, paths[0], None, lang))


def _listed(folder: pathlib.Path) -> list[str]:
    try:
        return sorted(os.listdir(folder))
    except OSError:
        return []


def _refused(assignment: str, file: str, reason: str, lang: str) -> Handed:
    return Handed({task.id: 0 for task in tasks(assignment)}, files=0, status="refused",
                  reason=t("classroom.summary.refused_file", lang, file=file,
                           reason=t(f"classroom.file.reason.{reason}", lang)))


def _handed(assignment: str, path: pathlib.Path | None, folder: pathlib.Path,
            within: pathlib.Path | None, lang: str) -> Handed:
    """An assignment handed in: its work file at ``path`` (None: a folder without one),
    which must lie in ``within``, graded again, and the time in ``folder``'s
    ``timestamp.txt``."""
    work = read_work(path, assignment, within) if path is not None else Work(assignment)
    h = Handed(status="submitted", time=_timestamp(folder))
    for task in tasks(assignment):
        g = grade(task, work, lang)
        h.points[task.id] = g.points
        answer = work.tasks.get(task.id, {}).get(g.source) if g.source else None
        h.answers[task.id] = (None if answer is None else _quoted(answer), g.points)
    h.files = h.total
    return h


def _quoted(answer) -> str:
    """An answer as the per-task table compares and quotes it: text as it is, spaces
    squeezed; a list as Python writes it."""
    return re.sub(r"\s+", " ", answer).strip() if isinstance(answer, str) else echo(answer, 200)


def _timestamp(folder: pathlib.Path) -> str | None:
    """``"2026-12-01 10:00"`` from nbgrader's ``timestamp.txt`` in ``folder``, if any."""
    path = folder / "timestamp.txt"
    if file_problem(path, folder) is not None:
        return None
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            text = f.read(64)
    except OSError:
        return None
    m = re.match(r"\s*(\d{4}-\d\d-\d\d)[ T](\d\d:\d\d)", text)
    return f"{m.group(1)} {m.group(2)}" if m else None
