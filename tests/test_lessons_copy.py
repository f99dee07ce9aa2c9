"""``python -m gamewidgets.lessons DIR``: the lessons and demos copied out of the package
(the teacher's path of the README; tests/test_install.py runs it from the installed wheel)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from gamewidgets.core.i18n import t
from gamewidgets.lessons import copy_lessons, lesson_files
from gamewidgets.lessons.__main__ import main

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
LESSONS = sorted(p.relative_to(NOTEBOOKS).as_posix() for p in NOTEBOOKS.rglob("*.ipynb")
                 if ".ipynb_checkpoints" not in p.parts)


def test_every_lesson_and_demo_is_listed():
    assert list(lesson_files()) == LESSONS
    assert {"01_gramin_loops.ipynb", "demo_goblin.ipynb",
            "ja/02_algo_deduction.ipynb"} <= set(LESSONS)


def test_copy_writes_every_lesson_with_its_folders(tmp_path):
    report = copy_lessons(tmp_path / "lessons")
    assert report.kept == []
    assert sorted(p.relative_to(tmp_path / "lessons").as_posix() for p in report.written) == LESSONS
    for rel in LESSONS:
        assert (tmp_path / "lessons" / rel).read_bytes() == (NOTEBOOKS / rel).read_bytes()
    # the lessons link to each other by relative paths (ja/ <-> ..): the tree is kept
    assert (tmp_path / "lessons" / "ja" / "01_gramin_loops.ipynb").is_file()


def test_copying_again_keeps_the_work_saved_in_a_lesson(tmp_path):
    copy_lessons(tmp_path)
    lesson = tmp_path / "01_gramin_loops.ipynb"
    lesson.write_text("a student's work")
    (tmp_path / "demo_algo.ipynb").unlink()
    report = copy_lessons(tmp_path)
    assert lesson.read_text() == "a student's work"
    assert report.written == [tmp_path / "demo_algo.ipynb"]
    assert len(report.kept) == len(LESSONS) - 1

    report = copy_lessons(tmp_path, overwrite=True)
    assert lesson.read_bytes() == (NOTEBOOKS / "01_gramin_loops.ipynb").read_bytes()
    assert len(report.written) == len(LESSONS) and report.kept == []


def test_command_line_says_what_it_did_in_english_and_japanese(tmp_path, capsys):
    assert main([str(tmp_path / "l")]) == 0
    out = capsys.readouterr().out
    assert out == t("lessons.cli.done", "en", n=len(LESSONS), folder=tmp_path / "l") + "\n"
    assert f"jupyter lab {tmp_path / 'l'}" in out

    assert main([str(tmp_path / "l"), "--lang", "ja"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == t("lessons.cli.kept", "ja", path=tmp_path / "l" / LESSONS[0])
    assert lines[-1] == t("lessons.cli.done", "ja", n=0, folder=tmp_path / "l")
    assert len(lines) == len(LESSONS) + 1


def test_command_line_reports_a_folder_it_cannot_write(tmp_path, capsys):
    (tmp_path / "taken").write_text("a file, not a folder")
    assert main([str(tmp_path / "taken")]) == 1
    err = capsys.readouterr().err
    assert err.startswith(t("lessons.cli.error", "en", folder=tmp_path / "taken", reason="")[:-1])


def test_runs_as_a_module(tmp_path):
    proc = subprocess.run([sys.executable, "-m", "gamewidgets.lessons", "out"], cwd=tmp_path,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert len(list((tmp_path / "out").rglob("*.ipynb"))) == len(LESSONS)


def test_a_package_without_lessons_says_so(tmp_path, monkeypatch):
    import gamewidgets.lessons as lessons

    monkeypatch.setattr(lessons, "_folder", lambda: tmp_path)
    with pytest.raises(FileNotFoundError, match="no lessons"):
        lesson_files()
