"""The gramin_python assignment (lesson 05): a student's own Python is graded by running it
again on every board of its puzzle in a fresh process, and by replaying the moves it made
there; nothing the program prints or patches reaches the grade."""

from __future__ import annotations

import gamewidgets.gramin.teaching.python_grading as grading
from gamewidgets.classroom import Assignment
from gamewidgets.classroom.grading import grade
from gamewidgets.classroom.tasks import tasks
from gamewidgets.classroom.workfile import Work, read_work
from gamewidgets.gramin.teaching.python_grading import grade_program, python_puzzle, replay

WALK = "while not at_flag():\n    step(RIGHT)\n"
TASK = next(task for task in tasks("gramin_python") if task.id == "py-walk")


def test_a_program_is_graded_by_running_it_again_in_a_fresh_process():
    work = Work("gramin_python", tasks={"py-walk": {"cards": "step(RIGHT)\nstep(RIGHT)\n",
                                                    "typed": WALK}})
    g = grade(TASK, work, "en")
    assert (g.points, g.solved, g.source) == (3, True, "typed")
    assert "Solved on every board, with 2 lines" in g.text
    blank = grade(TASK, Work("gramin_python"), "ja")
    assert blank.points == 0


def test_what_the_program_forges_or_patches_in_its_process_earns_nothing():
    forger = """\
import os, sys, json
import gamewidgets.gramin.teaching.python_grading as grading
grading.replay = lambda *args: True
report = {"boards": [{"moves": [], "stop": "finished", "error": {}}] * 3}
os.write(1, json.dumps(report).encode())
sys.__stdout__.write(json.dumps(report))
print(json.dumps(report))
"""
    stars, text = grade_program("py-walk", forger, "en")
    assert stars == 0 and "Solved on 0 of 3 boards" in text


def test_the_same_program_runs_once_and_is_replayed_at_every_grade(monkeypatch):
    """A class hands in the same short program: one process reports its moves, and each
    grade replays them (a report that does not solve the boards earns nothing, however
    often it is read); another program, or another puzzle, gets its own process."""
    import subprocess

    runs = []
    real_run = subprocess.run

    def run(*args, **kwargs):
        runs.append(kwargs["input"])
        return real_run(*args, **kwargs)

    monkeypatch.setattr(grading, "_REPORTS", {})
    monkeypatch.setattr(grading.subprocess, "run", run)
    assert grade_program("py-walk", WALK, "en")[0] == 3
    assert grade_program("py-walk", WALK, "ja")[0] == 3
    assert len(runs) == 1
    replays = []
    monkeypatch.setattr(grading, "replay", lambda *args: replays.append(args) or False)
    assert grade_program("py-walk", WALK, "en")[0] == 0  # replayed again, not remembered
    assert len(runs) == 1 and len(replays) == 3
    grade_program("py-walk", WALK + "\n", "en")
    grade_program("py-hop-holes", WALK, "en")
    assert len(runs) == 3


def test_the_replay_checks_each_boards_goal_with_the_games_movement():
    walk = python_puzzle("py-walk")
    assert replay(walk, 0, [["step", "RIGHT"], ["step", "RIGHT"]])
    assert not replay(walk, 1, [["step", "RIGHT"], ["step", "RIGHT"]])
    assert not replay(walk, 0, [["teleport", "RIGHT"]]) and not replay(walk, 0, "moves")
    hop = python_puzzle("py-hop-holes")
    assert not replay(hop, 0, [["step", "RIGHT"]] * 5)  # falls into the hole


def test_a_program_that_outlasts_the_time_limit_gets_nothing_and_a_sentence():
    stars, text = grade_program("py-walk", "import time\ntime.sleep(30)\n", "en", timeout=3)
    assert stars == 0 and "did not finish within 3 seconds" in text


def test_the_task_widget_saves_the_program_each_time_it_runs(tmp_path):
    work = Assignment("gramin_python", lang="ja", folder=tmp_path)
    widget = work.task("py-walk")
    widget.run(WALK)
    assert read_work(tmp_path / "gramin_python_work.json", "gramin_python").tasks == {
        "py-walk": {"cards": WALK}}
    again = Assignment("gramin_python", lang="ja", folder=tmp_path).task("py-walk")
    assert again.source == WALK
