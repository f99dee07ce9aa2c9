"""The course folder in nbgrader's layout: one assignment per game and language, and the
teacher's notebook.

``python -m gamewidgets.classroom.course FOLDER`` writes::

    FOLDER/nbgrader_config.py            the course id
    FOLDER/source/gramin/gramin.ipynb    one assignment per game, English ...
    FOLDER/source/gramin_ja/gramin_ja.ipynb                       ... and Japanese
    FOLDER/source/algo/... source/goblin/...
    FOLDER/teacher.ipynb                 the class summary (gamewidgets.classroom.summary)

The repository's ``classroom/`` folder is this output (tests/test_classroom_course.py
checks that it is up to date). An assignment notebook holds code only, besides its title:
each task's cells ask :class:`~gamewidgets.classroom.student.Assignment` to show the task,
record a typed answer and grade it, so the words the students read come from the message
catalogues when the notebook runs. Cells carry nbgrader's metadata: the set-up and task
cells are read-only, each test cell is worth the task's points, the answer cells are the
student's. A test cell grades the work file in a new Python process
(:func:`gamewidgets.classroom.grader.grade_file`): nothing the student's cells changed in the
notebook's own Python decides its points.
"""

from __future__ import annotations

import argparse
import json
import os
import pathlib
import sys

from gamewidgets.classroom.tasks import ASSIGNMENTS, folder_name, tasks
from gamewidgets.classroom.workfile import file_name
from gamewidgets.core.furigana import ruby_markdown, using
from gamewidgets.core.i18n import LANGS, t
from gamewidgets.core.teaching import kind_of

COURSE_ID = "gamewidgets"
"""The course id written to ``nbgrader_config.py``."""

CONFIG = f'''"""nbgrader's configuration of this course (https://nbgrader.readthedocs.io)."""

c = get_config()  # noqa: F821 (nbgrader defines it when it reads this file)

c.CourseDirectory.course_id = "{COURSE_ID}"
# A notebook of the course runs in well under a second per cell; the limit is generous
# for a busy shared server.
c.Execute.timeout = 120
'''

KERNELSPEC = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}


def _cell(cell_type: str, cell_id: str, source: str, nbgrader: dict | None = None) -> dict:
    cell = {"cell_type": cell_type, "id": cell_id, "metadata": {},
            "source": source.splitlines(keepends=True)}
    if nbgrader is not None:
        cell["metadata"]["nbgrader"] = {"grade": False, "solution": False, "locked": True,
                                        "schema_version": 3, **nbgrader}
    if cell_type == "code":
        cell["execution_count"] = None
        cell["outputs"] = []
    return cell


def _notebook(cells: list[dict]) -> dict:
    return {"cells": cells,
            "metadata": {"kernelspec": dict(KERNELSPEC),
                         "language_info": {"name": "python"}},
            "nbformat": 4, "nbformat_minor": 5}


def assignment_notebook(assignment: str, lang: str) -> dict:
    """The source notebook of ``assignment`` in ``lang`` (nbformat 4.5, as a dict).

    Raises
    ------
    ValueError
        If the assignment or language is unknown.
    """
    name = folder_name(assignment, lang)
    with using("off"):  # the readings are the markdown's <ruby>, whatever the level in force
        game = t(f"{assignment}.ui.widget", lang)
        title = (f"# {t('classroom.title', lang, game=game)}\n\n"
                 f"{t('classroom.intro', lang, file=file_name(assignment))}")
    cells = [
        _cell("markdown", f"{name}-title", ruby_markdown(title) if lang == "ja" else title),
        _cell("code", f"{name}-setup",
              "from gamewidgets.classroom import Assignment\n\n"
              f'work = Assignment("{assignment}", lang="{lang}")',
              {"grade_id": "setup"}),
    ]
    puzzles_shown = False
    for task in tasks(assignment):
        if kind_of(task).together and not puzzles_shown:  # one widget for those tasks
            cells.append(_cell("code", f"{name}-puzzles", "work.puzzles()",
                               {"grade_id": "puzzles"}))
            puzzles_shown = True
        cells += [
            _cell("code", f"{name}-task-{task.id}", f'work.task("{task.id}")',
                  {"grade_id": f"task-{task.id}"}),
            _cell("code", f"{name}-answer-{task.id}", f'work.answer("{task.id}", None)'),
            _cell("code", f"{name}-grade-{task.id}",
                  "from gamewidgets.classroom.grader import grade_file\n\n"
                  f'grade_file("{file_name(assignment)}", "{task.id}", lang="{lang}")',
                  {"grade": True, "grade_id": task.id, "points": task.points}),
        ]
    return _notebook(cells)


def teacher_notebook() -> dict:
    """The teacher's notebook: the class summary (per student, then per task), a chart and
    the table as ``summary.csv``, read from the course folder it sits in
    (:func:`gamewidgets.classroom.summary.summary`)."""
    with using("off"):  # a teacher's text: no readings, whatever the level in force
        title = " — ".join(t("classroom.teacher.title", lang) for lang in LANGS)
        intro = "\n\n".join(t("classroom.teacher.intro", lang) for lang in LANGS)
    return _notebook([
        _cell("markdown", "teacher-title", f"# {title}\n\n{intro}"),
        _cell("code", "teacher-summary",
              "from gamewidgets.classroom import summary\n\n"
              'LANG = "en"  # or "ja"\n'
              "class_summary = summary(\".\", lang=LANG)\n"
              "class_summary"),
        _cell("code", "teacher-tasks", "class_summary.by_task()"),
        _cell("code", "teacher-chart", "class_summary.chart()"),
        _cell("code", "teacher-csv", 'class_summary.to_csv("summary.csv")'),
    ])


def notebook_text(nb: dict) -> str:
    """A notebook as Jupyter saves it (one-space indent, sorted keys, UTF-8 text)."""
    return json.dumps(nb, indent=1, sort_keys=True, ensure_ascii=False) + "\n"


def course_files() -> dict[str, str]:
    """Every file of the course folder: ``{relative path: text}``."""
    files = {"nbgrader_config.py": CONFIG, "teacher.ipynb": notebook_text(teacher_notebook())}
    for assignment in ASSIGNMENTS:
        for lang in LANGS:
            name = folder_name(assignment, lang)
            files[f"source/{name}/{name}.ipynb"] = notebook_text(
                assignment_notebook(assignment, lang))
    return files


def write_course(folder: str | os.PathLike) -> list[pathlib.Path]:
    """Write the course folder (see the module's docstring) into ``folder``, replacing the
    files of the same names; other files are left as they are.

    Returns
    -------
    list of pathlib.Path
        The files written.

    Raises
    ------
    OSError
        If the folder cannot be written.
    """
    root = pathlib.Path(folder)
    written = []
    for rel, text in course_files().items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        written.append(path)
    return written


def main(argv=None) -> int:
    """``python -m gamewidgets.classroom.course FOLDER``: write the course folder."""
    parser = argparse.ArgumentParser(prog="python -m gamewidgets.classroom.course",
                                     description="Write the gamewidgets course folder for "
                                                 "nbgrader (assignments and teacher notebook).")
    parser.add_argument("folder", help="the course folder (created if missing)")
    args = parser.parse_args(argv)
    for path in write_course(args.folder):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
