"""The course folder (classroom/ in the repository): its notebooks are what
:func:`gamewidgets.classroom.course.course_files` writes, carry nbgrader's metadata, and
run from top to bottom in both languages."""

from __future__ import annotations

import contextlib
import io
import json
import os
import pathlib
import re

import pytest

from gamewidgets.classroom import grader
from gamewidgets.classroom.course import course_files, write_course
from gamewidgets.classroom.tasks import ASSIGNMENTS, folder_name, tasks
from gamewidgets.core.i18n import LANGS

ROOT = pathlib.Path(__file__).resolve().parents[1]
CLASSROOM = ROOT / "classroom"


def test_the_committed_course_is_up_to_date():
    """After changing the tasks or their notebooks' wording, write it again:
    ``python -m gamewidgets.classroom.course classroom``."""
    files = course_files()
    for rel, text in files.items():
        assert (CLASSROOM / rel).read_text(encoding="utf-8") == text, rel
    notebooks = {str(p.relative_to(CLASSROOM)) for p in CLASSROOM.rglob("*.ipynb")}
    assert notebooks == {rel for rel in files if rel.endswith(".ipynb")}


def cells(assignment: str, lang: str) -> list[dict]:
    name = folder_name(assignment, lang)
    return json.loads(course_files()[f"source/{name}/{name}.ipynb"])["cells"]


@pytest.mark.parametrize("assignment", ASSIGNMENTS)
def test_one_test_cell_per_task_with_its_points(assignment):
    graded = [c["metadata"]["nbgrader"] for c in cells(assignment, "en")
              if c["metadata"].get("nbgrader", {}).get("grade")]
    assert [(g["grade_id"], g["points"]) for g in graded] == [
        (t.id, t.points) for t in tasks(assignment)]
    assert all(g["locked"] and not g["solution"] for g in graded)


def test_total_points():
    assert {a: sum(t.points for t in tasks(a)) for a in ASSIGNMENTS} == {
        "gramin": 21, "algo": 8, "goblin": 6, "gramin_python": 12}


@pytest.mark.parametrize("assignment", ASSIGNMENTS)
def test_answer_cells_are_the_students_and_the_rest_read_only(assignment):
    for cell in cells(assignment, "en"):
        meta = cell["metadata"].get("nbgrader")
        if cell["cell_type"] == "code" and "work.answer(" in "".join(cell["source"]):
            assert meta is None
        elif cell["cell_type"] == "code":
            assert meta["locked"] and meta["grade_id"]


def test_same_cells_in_both_languages_but_the_language():
    for assignment in ASSIGNMENTS:
        en, ja = cells(assignment, "en"), cells(assignment, "ja")
        assert ["".join(c["source"]).replace('lang="en"', 'lang="ja"') for c in en[1:]] == \
            ["".join(c["source"]) for c in ja[1:]]


def english_in():
    """The lessons' detector of English catalogue text in Japanese output
    (tests/helpers/ja_outputs.py)."""
    from helpers.ja_outputs import english_in

    return english_in


def code_cells(notebook: dict) -> list[dict]:
    return [c for c in notebook["cells"] if c["cell_type"] == "code"]


def run_cells(notebook: dict, folder: pathlib.Path) -> list:
    """Run a notebook's code cells in one namespace in ``folder``, as a kernel does; return
    each cell's value (of its last line) and what it displayed."""
    from IPython.core.interactiveshell import InteractiveShell

    shell = InteractiveShell.instance()
    shown = []
    old = os.getcwd()
    os.chdir(folder)
    try:
        for cell in notebook["cells"]:
            if cell["cell_type"] != "code":
                continue
            out = io.StringIO()
            with contextlib.redirect_stdout(out):
                result = shell.run_cell("".join(cell["source"]), store_history=False)
            result.raise_error()
            shown.append((result.result, out.getvalue()))
    finally:
        os.chdir(old)
    return shown


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("assignment", ASSIGNMENTS)
def test_each_notebook_runs_untouched_to_zero_points(tmp_path, monkeypatch, assignment, lang):
    """Each test cell's result is the points the grading process printed (a number, which
    nbgrader takes as the cell's score), and it shows that process's feedback. (Here the
    process's work is done in this one, to keep the test short:
    tests/test_classroom_grader.py and the nbgrader round trip start the real one.)"""
    monkeypatch.setattr(grader, "ask", lambda path, task, lang: (
        grader.every_verdict(path, lang) if task is None
        else grader.verdict(path, task, lang)))
    name = folder_name(assignment, lang)
    notebook = json.loads(course_files()[f"source/{name}/{name}.ipynb"])
    shown = run_cells(notebook, tmp_path)
    graded = [(value, printed) for (value, printed), cell in zip(shown, code_cells(notebook),
                                                                 strict=True)
              if cell["metadata"].get("nbgrader", {}).get("grade")]
    assert [type(value) for value, _ in graded] == [int] * len(tasks(assignment))
    assert all(value == 0 for value, _ in graded)
    points = "Points: 0 of {}." if lang == "en" else "点数：{}点中0点。"
    assert [printed.strip().splitlines()[-2] for _, printed in graded] == [
        points.format(t.points) for t in tasks(assignment)]
    assert not list(tmp_path.iterdir())  # nothing done, nothing saved
    # what the student reads: in Japanese, no English sentence of the catalogue (the check
    # finds them in the English notebook)
    text = "\n".join(printed + "\n" + (str(value) if value is not None else "")
                     for value, printed in shown)
    assert "Task 1" in text if lang == "en" else "問題1" in text
    assert bool(english_in()(text)) == (lang == "en")


def test_the_teacher_notebooks_folder_names_survive_markdown():
    """A folder written ``submitted/<student>/`` in the teacher's notebook is code: bare,
    Markdown takes ``<student>`` for an HTML tag and shows ``submitted//``."""
    teacher = json.loads(course_files()["teacher.ipynb"])
    text = "".join("".join(c["source"]) for c in teacher["cells"] if c["cell_type"] == "markdown")
    outside_code = re.sub(r"`[^`]*`", "", text)
    assert "<student>" in text and "<生徒>" in text
    assert not re.findall(r"<[^>\s]+>", outside_code)


def test_the_teacher_notebook_runs_in_a_fresh_course(tmp_path):
    """Before anything is handed in (the round trip, tests/test_classroom_nbgrader.py, runs
    it on a graded course)."""
    write_course(tmp_path)
    teacher = json.loads((tmp_path / "teacher.ipynb").read_text(encoding="utf-8"))
    (summary, _), (tasks_table, _), (chart, _), (csv_path, _) = run_cells(teacher, tmp_path)
    assert summary.text() == f"No graded work found in {pathlib.Path('submitted')}.\n" \
        "student  status  total"
    assert tasks_table.rows == []
    assert chart.png().startswith(b"\x89PNG")
    assert csv_path.read_bytes() == "\ufeffstudent,status,total,most points," \
        "gradebook differs\r\n".encode()
