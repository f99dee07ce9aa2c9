"""The course through nbgrader's own command line, as a teacher runs it.

A temporary course folder (:func:`gamewidgets.classroom.course.write_course`) goes through
``nbgrader generate_assignment``, two submissions placed where ``nbgrader collect`` puts them
(``submitted/<student>/<assignment>/``), ``nbgrader autograde`` and ``nbgrader
generate_feedback``. The submissions are the released notebooks with answers typed into
their answer cells, and the work files that the assignments' widgets write while a student
clicks (made here by sending the widgets the browser's own intents). alice answers
everything right; bob answers some right, some with more cards than needed, some wrong,
leaves some out, and his work file claims stars for a program that earns none.

The scores are read back from nbgrader's gradebook, the feedback from the HTML files
nbgrader writes for the students, and the class summary from both the gradebook and the
work files.
"""

from __future__ import annotations

import html
import json
import os
import re
import shutil
import subprocess
import sys
import time

import pytest

from gamewidgets.classroom import Assignment, summary
from gamewidgets.classroom.course import write_course
from gamewidgets.classroom.workfile import file_name

pytestmark = pytest.mark.nbgrader

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ASSIGNMENTS = ("gramin", "algo", "goblin")

# answers typed into the answer cells: {student: {assignment: {task: Python source}}}
TYPED = {
    "alice": {
        "gramin": {"loop": '"for3( R U )"',
                   "if-in-a-loop": '"for _ in range(2):\\n    dash(RIGHT)\\n    step(RIGHT)"'},
        "algo": {"candidates": "[5, 7]", "certain": '"ann 1 = 1; bob 2 = 4"',
                 "tsume-neighbours": '"ann 2 = 1; ann 3 = 3; ann 4 = 4"',
                 "tsume-used-up": '"ann 2 = 5; ann 3 = 7; bob 1 = 0; bob 5 = 11; bob 6 = 11"'},
        "goblin": {"best-action": '"dig"', "not-again": '"steal"', "unseen-card": '"rest"'},
    },
    "bob": {
        "gramin": {"loop": '"R U R U R U"'},
        "algo": {"candidates": "{5, 6, 7}", "certain": '"ann 1 = 1; bob 2 = 4"',
                 "tsume-neighbours": '"ann 2 = 1; ann 3 = 4"'},
        "goblin": {"best-action": '"rest"', "not-again": '"steal"', "unseen-card": '"dig"'},
    },
}

# typed, but the cell was never run before handing in: only autograding runs it, so the work
# file does not hold it
NOT_RUN = {("bob", "gramin", "loop")}

# cards laid in the widgets: {student: {task: tokens}}; puzzles are also run
CLICKED = {
    "alice": {"sequence": ["2U", "2R"], "if-card": ["2R", "2R"],
              "three-times": ["for3(", "2R", ")"], "staircase": ["for3(", "R", "D", ")"],
              "small-die": ["for3(", "R", "R", ")"], "hop-holes": ["for3(", "JR", ")"]},
    "bob": {"sequence": ["U", "U", "R", "R"], "three-times": ["for3(", "2R", ")"],
            "staircase": ["for2(", "R", "D", ")"]},
}

POINTS = {  # hand-computed: 2 per exercise (1 when solved with more cards), stars per puzzle
    "alice": {"gramin": {"sequence": 2, "loop": 2, "if-card": 2, "three-times": 3,
                         "staircase": 3, "small-die": 3, "hop-holes": 3, "if-in-a-loop": 3},
              "algo": {"candidates": 2, "certain": 2, "tsume-neighbours": 2, "tsume-used-up": 2},
              "goblin": {"best-action": 2, "not-again": 2, "unseen-card": 2}},
    "bob": {"gramin": {"sequence": 1, "loop": 0, "if-card": 0, "three-times": 3,
                       "staircase": 1, "small-die": 0, "hop-holes": 0, "if-in-a-loop": 0},
            "algo": {"candidates": 0, "certain": 2, "tsume-neighbours": 0, "tsume-used-up": 0},
            "goblin": {"best-action": 0, "not-again": 2, "unseen-card": 0}},
}

FEEDBACK = {  # what a student reads under a test cell, line by line, hand-written
    ("alice", "gramin", "sequence"): [
        'Checked: the cards laid in the widget, "2U 2R".',
        "Correct! 2 cards used: as few as possible.",
        "Points: 2 of 2."],
    ("alice", "gramin", "if-in-a-loop"): [
        'Checked: the answer typed in the cell, "for _ in range(2):\\n    dash(RIGHT)\\n    '
        'step(RIGHT)".',
        "Solved with 5 cards (4 laid + 1 if-card): that is par, the fewest possible! ★★★",
        "Points: 3 of 3."],
    ("alice", "algo", "candidates"): [
        "Checked: the answer typed in the cell, [5, 7].",
        "Correct! ann's 3rd card can be 5 or 7.",
        "Points: 2 of 2."],
    ("bob", "gramin", "sequence"): [
        'Checked: the cards laid in the widget, "U U R R".',
        "The moves are right: you used 4 cards. It can be done with only 2 cards: try to use "
        "fewer cards.",
        "Points: 1 of 2."],
    ("bob", "gramin", "loop"): [
        'Checked: the answer typed in the cell, "R U R U R U".',
        "Not with this die: This uses 6 cards but the die allows 2: remove 4. Loop cards are "
        "free.",
        "Points: 0 of 2."],
    ("bob", "gramin", "if-card"): [
        "No answer yet, so no points.",
        "Points: 0 of 2."],
    ("bob", "gramin", "staircase"): [
        'Checked: the cards laid in the widget, "for2( R D )".',
        ("Not yet: 2 of the 3 goal chests collected (the chest worth 3 at (1, 1), the chest "
         "worth 3 at (2, 2)), the explorer ends on the chest worth 3 at (2, 2). ★"),
        "Points: 1 of 3."],
    ("bob", "gramin", "small-die"): [
        'Checked: the cards laid in the widget, "R R R R R R".',
        "This uses 6 cards but the die allows 2: remove 4. Loop cards are free.",
        "Points: 0 of 3."],
    ("bob", "algo", "candidates"): [
        "Checked: the answer typed in the cell, [5, 6, 7].",
        "Not yet. 6 is impossible (a failed attack).",
        "Points: 0 of 2."],
    ("bob", "goblin", "best-action"): [
        'Checked: the answer typed in the cell, "rest".',
        "Not the best: rest leaves you 4 meat, but dig leaves 5 meat. (The other actions: "
        "steal → 4 meat.)",
        "Points: 0 of 2."],
}


def nbgrader(course, *args) -> float:
    """Run ``nbgrader ARGS`` in ``course`` as a teacher types it; return its seconds."""
    config = course.parent / "jupyter-config"
    config.mkdir(exist_ok=True)
    env = {**os.environ,
           # only the course's nbgrader_config.py, not one of the user running the tests
           "JUPYTER_CONFIG_DIR": str(config),
           # the kernels nbgrader starts import this checkout's gamewidgets
           "PYTHONPATH": os.pathsep.join(filter(None, [REPO, os.environ.get("PYTHONPATH")])),
           # nbgrader runs the `alembic` command that is installed beside it
           "PATH": os.pathsep.join([os.path.dirname(sys.executable), os.environ["PATH"]])}
    t0 = time.monotonic()
    done = subprocess.run([sys.executable, "-m", "nbgrader", *args], cwd=course, env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, f"nbgrader {' '.join(args)}:\n{done.stdout}\n{done.stderr}"
    return time.monotonic() - t0


def submit(course, student: str, assignment: str) -> None:
    """A student's submission as ``nbgrader collect`` leaves it: the released notebook with
    answers typed into its answer cells, and the work file that the widgets and the answer
    cells the student ran saved."""
    folder = course / "submitted" / student / assignment
    folder.mkdir(parents=True)
    nb = json.loads((course / "release" / assignment / f"{assignment}.ipynb").read_text())
    typed = TYPED[student].get(assignment, {})
    for cell in nb["cells"]:
        for task, source in typed.items():
            if cell["id"] == f"{assignment}-answer-{task}":
                cell["source"] = [f'work.answer("{task}", {source})']
    (folder / f"{assignment}.ipynb").write_text(json.dumps(nb))
    (folder / "timestamp.txt").write_text("2026-12-01 10:00:00.000000 UTC")
    if assignment == "gramin":
        click(folder, CLICKED[student])
    work = Assignment(assignment, lang="en", folder=folder)
    for task, source in typed.items():
        if (student, assignment, task) not in NOT_RUN:
            work.answer(task, eval(source))  # the answer cell, run


def click(folder, laid: dict) -> None:
    """Lay cards in the gramin assignment's widgets with the browser's intents, as a student
    clicks them; the assignment saves them to its work file in ``folder``."""
    work = Assignment("gramin", lang="en", folder=folder)
    puzzles = work.puzzles()
    ids = [p["id"] for p in puzzles.course_list]
    for task, tokens in laid.items():
        widget = puzzles if task in ids else work.task(task)
        if task in ids:
            widget.send_intent({"type": "select_puzzle", "index": ids.index(task)})
        for token in tokens:
            widget.send_intent({"type": "add_card", "token": token, "at": None})
        assert widget.error is None, widget.error
        if task in ids:
            widget.send_intent({"type": "run"})


@pytest.fixture(scope="module")
def course(tmp_path_factory):
    """The course after generate_assignment, the two submissions, autograde and
    generate_feedback; the seconds each command took are printed."""
    root = tmp_path_factory.mktemp("course")
    write_course(root)
    seconds = {"generate_assignment": nbgrader(root, "generate_assignment", "*")}
    assert sorted(p.name for p in (root / "release").iterdir()) == sorted(
        [*ASSIGNMENTS, *(f"{a}_ja" for a in ASSIGNMENTS)])
    for student in TYPED:
        for assignment in ASSIGNMENTS:
            submit(root, student, assignment)
    # bob's work file claims three stars for a program over the die: a test cell checks the
    # program again instead
    path = root / "submitted" / "bob" / "gramin" / file_name("gramin")
    work = json.loads(path.read_text())
    work["tasks"]["small-die"] = {"cards": "R R R R R R", "stars": 3, "solved": True}
    path.write_text(json.dumps(work))
    seconds["autograde"] = nbgrader(root, "autograde", "*")
    seconds["generate_feedback"] = nbgrader(root, "generate_feedback", "*")
    print("nbgrader seconds:", {k: round(v, 1) for k, v in seconds.items()})
    yield root
    shutil.rmtree(root, ignore_errors=True)


def test_scores_in_the_gradebook(course):
    from nbgrader.api import Gradebook

    with Gradebook(f"sqlite:///{course / 'gradebook.db'}") as gb:
        got = {student: {a: {g.name: g.score for g in
                             gb.find_submission(a, student).notebooks[0].grades}
                         for a in ASSIGNMENTS} for student in POINTS}
        totals = {s: gb.find_student(s).score for s in POINTS}
    assert got == POINTS
    assert totals == {"alice": 35, "bob": 9}


def feedback_lines(course, student: str, assignment: str) -> list[list[str]]:
    """The grade boxes of a student's feedback page, each as its lines of text."""
    page = (course / "feedback" / student / assignment / f"{assignment}.html").read_text()
    boxes = re.findall(r'<div class="gw-grade[^"]*"[^>]*>(.*?)</div></div>', page, re.S)
    return [[html.unescape(line) for line in re.findall(r"<div>(.*?)</div>", box + "</div>",
                                                         re.S)] for box in boxes]


def test_feedback_text(course):
    got = {}
    for student, assignment, task in FEEDBACK:
        boxes = feedback_lines(course, student, assignment)
        order = list(POINTS[student][assignment])
        assert len(boxes) == len(order)
        got[student, assignment, task] = boxes[order.index(task)]
    assert got == FEEDBACK


def test_every_grade_box_says_its_points(course):
    for student, per_assignment in POINTS.items():
        for assignment, points in per_assignment.items():
            boxes = feedback_lines(course, student, assignment)
            assert [b[-1] for b in boxes] == [
                f"Points: {p} of {3 if assignment == 'gramin' and i >= 3 else 2}."
                for i, p in enumerate(points.values())]


EXPECTED_TABLE = [["alice", "10 of 10", "15 of 15", "35 of 35"],
                  ["bob", "3 of 10", "4 of 15", "9 of 35"]]


def test_summary_from_the_gradebook(course):
    s = summary(course)
    assert s.source == "gradebook"
    assert s.table() == EXPECTED_TABLE
    assert s.assignments == list(ASSIGNMENTS)


def test_summary_from_the_collected_files_is_the_same(course):
    s = summary(course, source="files")
    assert s.source == "files"
    assert s.table() == EXPECTED_TABLE


def test_the_submitted_work_file_is_left_as_handed_in(course):
    """Autograding runs in a copy (autograded/): the file a teacher collected stays as it
    was, tampered entry included."""
    path = course / "submitted" / "bob" / "gramin" / file_name("gramin")
    assert json.loads(path.read_text())["tasks"]["small-die"]["stars"] == 3


def test_a_student_who_handed_nothing_in_is_listed(course):
    """Last in this module: it adds a student to the gradebook."""
    from nbgrader.api import Gradebook

    with Gradebook(f"sqlite:///{course / 'gradebook.db'}") as gb:
        gb.update_or_create_student("cy")
    assert summary(course).table() == [*EXPECTED_TABLE,
                                       ["cy", "0 of 10", "0 of 15", "0 of 35"]]
