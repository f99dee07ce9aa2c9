"""Grading in a new Python process (gamewidgets.classroom.grader): what a test cell prints
comes from the work file alone, whatever the notebook's own Python was made to do; no file
a student hands in stalls grading, however hostile; a puzzle course's progress earns only
what its programs earn."""

from __future__ import annotations

import itertools
import json
import os
import pathlib
import subprocess
import sys

import pytest
from limits import cost, hard_stop

from gamewidgets.algo.teaching import CandidatesExercise, CertainExercise
from gamewidgets.algo.teaching.assignment import ALGO
from gamewidgets.classroom import Assignment, grader, grading
from gamewidgets.classroom.grading import Grade
from gamewidgets.classroom.tasks import ASSIGNMENTS, checker
from gamewidgets.classroom.workfile import KIND, MAX_BYTES, file_name, read_work
from gamewidgets.core.answers import MAX_ANSWER, MAX_ECHO
from gamewidgets.core.furigana import plain
from gamewidgets.goblin.teaching.assignment import GOBLIN
from gamewidgets.gramin import PuzzleWidget
from gamewidgets.gramin.teaching.assignment import GRAMIN

CERTAIN_VIEW = ALGO[1].data["view"]


def work_file(folder, assignment: str, tasks: dict):
    path = folder / file_name(assignment)
    path.write_text(json.dumps({"kind": KIND, "version": 1, "assignment": assignment,
                                "tasks": tasks}))
    return path


def test_the_command_line_prints_the_verdict(tmp_path):
    work = Assignment("gramin", folder=tmp_path)
    work.answer("sequence", "U U R R")
    done = subprocess.run([sys.executable, "-I", "-m", "gamewidgets.classroom.grader",
                           str(tmp_path / "gramin_work.json"), "sequence", "--lang", "ja"],
                          capture_output=True, text=True, timeout=120, check=True)
    said = json.loads(done.stdout)
    assert {k: said[k] for k in ("assignment", "task", "points", "max_points", "solved",
                                 "source")} == {"assignment": "gramin", "task": "sequence",
                                                "points": 1, "max_points": 2, "solved": True,
                                                "source": "typed"}
    # a fresh process renders at the lessons' default furigana (above 小4): 確 is 小5's,
    # written in its reading in the plain text it prints
    assert [plain(line) for line in said["lines"]] == [
        'たしかめた答え：セルに書いた答え"U U R R"。',
        "動きは正しいです。使ったカードは4まいです。でも、2まいだけでもできます。"
        "もっと少ないカードでためしてみましょう。",
        "点数：2点中1点。"]
    # the board after the program ran, in Japanese: the explorer ends on the chest at (2, 2)
    assert said["picture"].startswith('<svg xmlns="http://www.w3.org/2000/svg" '
                                      'class="gw-board-picture" role="img" '
                                      'aria-label="ボード。探検隊は上から3行目・左から3列目。"')
    assert done.stderr == ""


def test_the_grading_process_imports_no_widget_code(tmp_path):
    # each graded test cell starts this process: anywidget and the widgets (traitlets,
    # ipywidgets, IPython) were about half its start; the board's picture needs none of them
    work = Assignment("gramin", folder=tmp_path)
    work.answer("sequence", "U U R R")
    done = subprocess.run([sys.executable, "-I", "-X", "importtime", "-m",
                           "gamewidgets.classroom.grader", str(tmp_path / "gramin_work.json"),
                           "sequence"], capture_output=True, text=True, timeout=120, check=True)
    assert json.loads(done.stdout)["picture"].startswith("<svg")
    imported = {line.rsplit("|", 1)[1].strip() for line in done.stderr.splitlines()
                if line.startswith("import time:") and "|" in line}
    assert "gamewidgets.gramin.teaching.picture" in imported  # the parse sees the package
    widget_code = sorted(m for m in imported
                         if m.split(".")[0] in ("anywidget", "ipywidgets", "traitlets", "IPython")
                         or ".widgets" in m or m in ("gamewidgets.core.widget",
                                                     "gamewidgets.classroom.student"))
    assert widget_code == []


def test_a_test_cell_asks_a_new_process_and_ignores_what_the_notebook_changed(
        tmp_path, monkeypatch, capsys):
    """The three lines that gave full marks for no work (issue of the test cells grading
    with the kernel's own objects): the number a test cell ends with is the new process's."""
    Assignment("algo", folder=tmp_path).answer("candidates", "x")
    monkeypatch.setattr(Grade, "__repr__", lambda self: str(self.max_points))
    monkeypatch.setattr(grading, "_verdict", lambda task, value, lang: (task.points, "ok"))
    monkeypatch.setattr(Assignment, "grade", lambda self, task: 2)
    monkeypatch.chdir(tmp_path)
    points = grader.grade_file("algo_work.json", "candidates")
    assert type(points) is int and points == 0
    shown = capsys.readouterr().out  # display() outside a notebook prints the text
    assert "Not an answer yet: 'x' is not a number 0..11" in shown
    assert shown.strip().splitlines()[-1] == "Points: 0 of 2."


def test_a_process_that_fails_gives_no_points_and_says_why(tmp_path, monkeypatch):
    monkeypatch.setattr(grader.sys, "executable", sys.executable + "-missing")
    said = grader.ask(tmp_path / "gramin_work.json", "sequence")
    assert said["points"] == 0
    assert said["lines"][0].startswith("This task could not be graded (")
    assert said["lines"][0].endswith("so it gets no points here: the teacher's summary grades "
                                     "the work file again.")


def test_a_linked_work_file_is_refused(tmp_path):
    alice, mal = tmp_path / "alice", tmp_path / "mal"
    alice.mkdir()
    mal.mkdir()
    work_file(alice, "gramin", {"sequence": {"cards": "2U 2R"}})
    os.symlink(alice / "gramin_work.json", mal / "gramin_work.json")
    said = grader.verdict(mal / "gramin_work.json", "sequence")
    assert said["points"] == 0
    assert said["lines"][0] == ("The saved work in gramin_work.json could not be used (it is a "
                                "link to another file: hand in your own work).")
    # a folder reached through a link: the file is not where it seems to be
    os.symlink(alice, tmp_path / "linked")
    work = read_work(tmp_path / "linked" / "gramin_work.json", "gramin", folder=tmp_path)
    assert work.tasks == {} and work.problem.fields["reason"].msg_id == \
        "classroom.file.reason.outside"


def test_nbgraders_copy_of_a_linked_file_is_refused(tmp_path):
    """nbgrader's autograding copies a link's target into autograded/: the test cell there
    looks at the file handed in, under submitted/."""
    course = tmp_path / "course"
    alice = course / "submitted" / "alice" / "gramin"
    alice.mkdir(parents=True)
    work_file(alice, "gramin", {"sequence": {"cards": "2U 2R"}})
    handed = course / "submitted" / "mal" / "gramin"
    handed.mkdir(parents=True)
    os.symlink(os.path.join("..", "..", "alice", "gramin", "gramin_work.json"),
               handed / "gramin_work.json")
    copy = course / "autograded" / "mal" / "gramin"
    copy.mkdir(parents=True)
    (copy / "gramin_work.json").write_bytes((alice / "gramin_work.json").read_bytes())
    assert grader.verdict(copy / "gramin_work.json", "sequence")["points"] == 0
    alice_copy = course / "autograded" / "alice" / "gramin"
    alice_copy.mkdir(parents=True)
    (alice_copy / "gramin_work.json").write_bytes((alice / "gramin_work.json").read_bytes())
    assert grader.verdict(alice_copy / "gramin_work.json", "sequence")["points"] == 2


def test_a_pipe_in_place_of_the_work_file_does_not_stall(tmp_path):
    os.mkfifo(tmp_path / "gramin_work.json")
    with hard_stop(10):
        said = grader.verdict(tmp_path / "gramin_work.json", "sequence")
    assert said["points"] == 0 and said["lines"][0].endswith("(it is not a file).")


# ---- a puzzle course's progress ----------------------------------------------------------
def test_progress_earns_what_its_programs_earn(tmp_path):
    w = PuzzleWidget(start="first-steps")
    w.program = "R R"
    w.run()
    w.select("flag")
    w.program = "U U R R R"
    w.run()
    good = tmp_path / "progress.json"
    good.write_text(w.progress_json())
    said = grader.progress_verdict(good)
    assert (said["stars"], said["total"], said["claimed"]) == (
        {"first-steps": 3, "flag": 3}, 6, 6)
    # every star claimed, no program: lesson 04's JSON with its stars typed in
    forged = json.loads(w.progress_json())
    forged.update(programs={}, progress={pid: 3 for pid in forged["puzzles"]}, stars=78)
    good.write_text(json.dumps(forged))
    said = grader.progress_verdict(good)
    assert (said["stars"], said["total"], said["max_stars"]) == ({}, 0, 78)
    assert said["lines"] == ["Stars the programs in progress.json earn, each run again: 0 of 78.",
                             "The file says 78 stars: only the stars its programs earn count."]


# ---- no input stalls grading -------------------------------------------------------------
NEAR = MAX_ANSWER - 10
HOSTILE_ANSWERS = {  # each as long as grading reads (just under MAX_ANSWER), or far longer
    "digits after a name": "ann" + "1" * NEAR,      # the old algo parser's quadratic case
    "spaces": " " * NEAR,
    "loops never closed": "for3( " * (NEAR // 6),
    "Python never closed": "step(" * (NEAR // 5),
    "half cards": "ann 1 =" * (NEAR // 7),
    "numbers and separators": "1, " * (NEAR // 3),
    "list of texts": ["ann" + "1" * (NEAR // 2 - 10), "bob" + "2" * (NEAR // 2 - 10)],
    "nested lists": [[["ann", 1, 1]] * 40] * 5,
    "many numbers": [1] * (NEAR // 3),
    "too long": "x" * (MAX_ANSWER * 4),
    "too long in a list": ["ann" + "1" * 5000],
}


def hostile_file(folder, assignment: str, answer) -> pathlib.Path:
    """A work file of ``assignment`` whose tasks hold ``answer`` as their widget's cards and
    as their typed answers (as many as fit), filled up to just under :data:`MAX_BYTES`
    with an entry the grading reads no further than its name."""
    tasks, limit = {}, MAX_BYTES - 150  # room for the file's kind, version and assignment
    for slot in ("typed", "cards"):
        for task in ASSIGNMENTS[assignment]:
            tasks.setdefault(task.id, {})[slot] = answer
            if len(json.dumps(tasks)) > limit:
                del tasks[task.id][slot]
    tasks["notes"] = {"typed": ""}
    tasks["notes"]["typed"] = "z" * (limit - len(json.dumps(tasks)))
    return work_file(folder, assignment, tasks)


@pytest.mark.parametrize("assignment", list(ASSIGNMENTS))
def test_a_64kB_hostile_work_file_is_graded_in_under_2_seconds(tmp_path, assignment):
    """Every task, every kind of answer: each file graded whole (every task) in under 2 s
    of CPU time."""
    worst = 0.0
    for kind, answer in HOSTILE_ANSWERS.items():
        path = hostile_file(tmp_path, assignment, answer)
        assert MAX_BYTES - 100 < path.stat().st_size <= MAX_BYTES, kind

        def grade_all(path=path):
            return [grader.verdict(path, task.id) for task in ASSIGNMENTS[assignment]]

        # the first run makes the checkers' views and the puzzles (once per process) and
        # runs the Python programs (their reports are kept: the timed runs replay them);
        # grading is deterministic, so its verdicts are those of the timed runs
        verdicts = grade_all()
        seconds, megabytes = cost(grade_all)
        assert seconds < 2.0, (kind, seconds)
        assert megabytes < 100, (kind, megabytes)
        worst = max(worst, seconds)
        assert all(s["points"] == 0 for s in verdicts), kind
    print(f"{assignment}: slowest hostile file graded in {worst:.3f} s")


def test_the_issues_file_is_graded_in_under_2_seconds(tmp_path):
    """A 63.9 kB algo_work.json whose "certain" answer is one string the old parser read in
    quadratic time (132 s in the teacher's summary)."""
    path = work_file(tmp_path, "algo", {"certain": {"typed": ["ann" + "1" * 63800]}})
    assert path.stat().st_size > 63_000
    seconds, _ = cost(lambda: grader.verdict(path, "certain"))
    assert seconds < 2.0, seconds
    said = grader.verdict(path, "certain")
    assert said["lines"][0] == ("The saved answer of this task could not be used (typed is "
                                "longer than 2000 characters).")


@pytest.mark.parametrize("answer", ["ann" + "1" * 63800, ["ann" + "1" * 63800],
                                    "ann" + "1" * (MAX_ANSWER - 3), "ann 1 " * 333,
                                    "ann " + "1 = 1 " * 333])
def test_certain_check_of_hostile_text_under_half_a_second(answer):
    ex = CertainExercise(CERTAIN_VIEW)
    seconds, _ = cost(lambda: ex.check(answer))
    assert seconds < 0.5, seconds
    assert not ex.check(answer).correct


class Broken:
    def __str__(self):
        raise RuntimeError("no text")

    __repr__ = __str__

    def __iter__(self):
        raise RuntimeError("no items")


HOSTILE = {"huge int": lambda: 9 ** 9 ** 5, "broken object": Broken,
           "endless": itertools.count, "1 MB text": lambda: "ann " + "x" * 10 ** 6}


def checks():
    """Every checker of the course, as a function of an answer."""
    for task in (*GRAMIN[:1], *GRAMIN[3:4], *ALGO[:2], *GOBLIN[:1]):
        c = checker(task, "en")
        if task.kind == "puzzle":
            yield task.id, lambda answer, c=c: c.check(answer, "en").text("en")
        else:
            yield task.id, lambda answer, c=c: c.check(answer).text


@pytest.mark.parametrize("name", list(HOSTILE))
def test_the_checkers_never_raise_on_hostile_values(name):
    for task, check in checks():
        value = HOSTILE[name]()
        with hard_stop(10):
            text = check(value)
        assert isinstance(text, str) and text, task
        # the answer is quoted back at most MAX_ECHO characters long
        assert "x" * (MAX_ECHO + 1) not in text, task
        assert len(text) < 600, (task, len(text))


def test_what_the_checkers_say_of_hostile_values():
    ex = CandidatesExercise(ALGO[0].data["view"], "ann", 3)
    assert ex.check(9 ** 9 ** 5).text == ("Not an answer yet: This answer is longer than 2000 "
                                          "characters, so it is not read: a right answer is "
                                          "much shorter.")
    assert ex.check(Broken()).text == ("Not an answer yet: <Broken> is not an answer: answer "
                                       "with text, numbers, or a list of them.")
    assert ex.check(itertools.count()).text == ex.check(9 ** 9 ** 5).text
    long_token = ex.check("y" * 1500).text
    assert long_token == "Not an answer yet: '" + "y" * (MAX_ECHO - 1) + \
        "…' is not a number 0..11: give whole numbers, e.g. [1, 2, 3], 5 or '1 2 3'."
    assert checker(GOBLIN[0], "en").check(Broken()).text == \
        "<Broken> is not an answer: answer with text, numbers, or a list of them."
    assert checker(GRAMIN[0], "en").check(5).text == \
        'Not a program yet: 5 is not a program: write its cards as text, such as "for3( R U )".'
