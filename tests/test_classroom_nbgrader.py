"""The course through nbgrader's own command line, as a teacher runs it.

A temporary course folder (:func:`gamewidgets.classroom.course.write_course`) goes through
``nbgrader generate_assignment``, submissions placed where ``nbgrader collect`` puts them
(``submitted/<student>/<assignment>/``), ``nbgrader autograde``, ``nbgrader
generate_feedback`` and the teacher's notebook. The submissions are the released notebooks
with answers typed into their answer cells, and the work files that the assignments'
widgets write while a student clicks (made here by sending the widgets the browser's own
intents). alice answers everything right; bob answers some right, some with more cards than
needed, some wrong, leaves some out, and his work file claims stars for a program that
earns none; cy hands in gramin's notebook as released.

The others forge, each in one way, having answered nothing: dan replaces ``Grade.__repr__``
in an answer cell, eve replaces ``work.grade``, fay replaces the checkers' verdict (and
types junk), gus hands in a puzzle course's progress that claims every star, mal hands in a
link to alice's work file, and hal replaces the test cells' own grading client (which runs
in his kernel): the first five get what their work earns, 0; hal's forgery reaches the
gradebook, and the teacher's summary, which grades the files again, flags it.

The scores are read back from nbgrader's gradebook, the feedback from the HTML files
nbgrader writes for the students, and the class summary from the executed teacher
notebook, the gradebook and the work files.
"""

from __future__ import annotations

import base64
import csv
import html
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import time

import pytest

from gamewidgets.classroom import Assignment, summary
from gamewidgets.classroom.course import write_course
from gamewidgets.classroom.workfile import file_name
from gamewidgets.gramin import PuzzleWidget

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

REPR = ("from gamewidgets.classroom.grading import Grade\n"
        "Grade.__repr__ = lambda self: str(self.max_points)")
METHOD = ("import dataclasses\n_real = work.grade\n"
          "work.grade = lambda task: dataclasses.replace(_real(task), "
          "points=_real(task).max_points)")
VERDICT = ("import gamewidgets.classroom.grading as grading\n"
           "grading._verdict = lambda task, value, lang: (task.points, 'ok')")
CLIENT = ("import gamewidgets.classroom.grader as grader\n"
          "grader.ask = lambda path, task, lang='en': "
          "{'points': 2, 'max_points': 2, 'lines': ['Points: 2 of 2.']}")
# {student: {assignment: (source run before the first answer cell, answer typed in every
# answer cell or None)}}: the forgers' notebooks
FORGED = {"dan": {"algo": (REPR, None)},
          "eve": {"algo": (METHOD, None)},
          "fay": {"algo": (VERDICT, '"x"')},
          "gus": {"gramin": ("", None)},
          "mal": {"gramin": ("", None)},
          "hal": {"algo": (CLIENT, None)}}
BLANK = {"cy": ("gramin",)}

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
        "The moves are right (4 cards used), but not the fewest yet: it can be done with 2 cards.",
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


def environment(course) -> dict:
    """The environment of a teacher's terminal in the course folder."""
    config = course.parent / "jupyter-config"
    config.mkdir(exist_ok=True)
    return {**os.environ,
            # only the course's nbgrader_config.py, not one of the user running the tests
            "JUPYTER_CONFIG_DIR": str(config),
            # the kernels nbgrader starts import this checkout's gamewidgets
            "PYTHONPATH": os.pathsep.join(filter(None, [REPO, os.environ.get("PYTHONPATH")])),
            # nbgrader runs the `alembic` command that is installed beside it
            "PATH": os.pathsep.join([os.path.dirname(sys.executable), os.environ["PATH"]])}


def nbgrader(course, *args) -> float:
    """Run ``nbgrader ARGS`` in ``course`` as a teacher types it; return its seconds."""
    t0 = time.monotonic()
    done = subprocess.run([sys.executable, "-m", "nbgrader", *args], cwd=course,
                          env=environment(course), capture_output=True, text=True,
                          timeout=1800)
    assert done.returncode == 0, f"nbgrader {' '.join(args)}:\n{done.stdout}\n{done.stderr}"
    return time.monotonic() - t0


def run_teacher(course) -> float:
    """Run teacher.ipynb in the course folder as a teacher does (a kernel, every cell in
    turn), saving it as ``teacher.executed.ipynb``; return its seconds."""
    import nbformat
    from nbclient import NotebookClient

    t0 = time.monotonic()
    nb = nbformat.read(course / "teacher.ipynb", as_version=4)
    old = dict(os.environ)
    os.environ.update(environment(course))
    try:
        NotebookClient(nb, timeout=300, kernel_name="python3",
                       resources={"metadata": {"path": str(course)}}).execute()
    finally:
        os.environ.clear()
        os.environ.update(old)
    nbformat.write(nb, course / "teacher.executed.ipynb")
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


def hand_in(course, student: str, assignment: str, first: str = "",
            every: str | None = None) -> pathlib.Path:
    """A submission of the released notebook with ``first`` run before the first answer cell
    and ``every`` typed in each answer cell (None: left as released); no work file."""
    folder = course / "submitted" / student / assignment
    folder.mkdir(parents=True)
    nb = json.loads((course / "release" / assignment / f"{assignment}.ipynb").read_text())
    answers = [c for c in nb["cells"] if c["id"].startswith(f"{assignment}-answer-")]
    for i, cell in enumerate(answers):
        task = cell["id"].removeprefix(f"{assignment}-answer-")
        source = f'work.answer("{task}", {every})' if every else "".join(cell["source"])
        cell["source"] = f"{first}\n{source}" if first and i == 0 else source
    (folder / f"{assignment}.ipynb").write_text(json.dumps(nb))
    (folder / "timestamp.txt").write_text("2026-12-01 11:00:00.000000 UTC")
    return folder


def forge(course) -> None:
    """The blank and the forged submissions (see the module's docstring)."""
    for student, assignments in BLANK.items():
        for assignment in assignments:
            hand_in(course, student, assignment)
    for student, per in FORGED.items():
        for assignment, (first, every) in per.items():
            hand_in(course, student, assignment, first, every)
    # gus: the progress of the puzzle course, every star claimed, handed in as the work file
    stars = PuzzleWidget(lang="en")
    claimed = json.loads(stars.progress_json())
    claimed["progress"] = {pid: 3 for pid in claimed["puzzles"]}
    claimed["stars"] = claimed["max_stars"]
    (course / "submitted" / "gus" / "gramin" / file_name("gramin")).write_text(
        json.dumps(claimed))
    # mal: a link to alice's work file (a zip keeps it; so does a copy with `cp -a`)
    os.symlink(os.path.join("..", "..", "alice", "gramin", file_name("gramin")),
               course / "submitted" / "mal" / "gramin" / file_name("gramin"))


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
    """The course after generate_assignment, the submissions, autograde, generate_feedback
    and the teacher's notebook run (as ``teacher.executed.ipynb``); the seconds each step
    took are printed."""
    root = tmp_path_factory.mktemp("course")
    write_course(root)
    seconds = {"generate_assignment": nbgrader(root, "generate_assignment", "*")}
    assert sorted(p.name for p in (root / "release").iterdir()) == sorted(
        [*ASSIGNMENTS, *(f"{a}_ja" for a in ASSIGNMENTS)])
    for student in TYPED:
        for assignment in ASSIGNMENTS:
            submit(root, student, assignment)
    forge(root)
    # bob's work file claims three stars for a program over the die: a test cell checks the
    # program again instead
    path = root / "submitted" / "bob" / "gramin" / file_name("gramin")
    work = json.loads(path.read_text())
    work["tasks"]["small-die"] = {"cards": "R R R R R R", "stars": 3, "solved": True}
    path.write_text(json.dumps(work))
    seconds["autograde"] = nbgrader(root, "autograde", "*")
    seconds["generate_feedback"] = nbgrader(root, "generate_feedback", "*")
    seconds["teacher"] = run_teacher(root)
    print("nbgrader seconds:", {k: round(v, 1) for k, v in seconds.items()})
    yield root
    shutil.rmtree(root, ignore_errors=True)


def test_scores_in_the_gradebook(course):
    from nbgrader.api import Gradebook

    with Gradebook(f"sqlite:///{course / 'gradebook.db'}") as gb:
        got = {student: {a: {g.name: g.score for g in
                             gb.find_submission(a, student).notebooks[0].grades}
                         for a in ASSIGNMENTS} for student in POINTS}
        totals = {s.id: {a.assignment.name: a.score for a in s.submissions}
                  for s in gb.students}
    assert got == POINTS
    assert totals == {"alice": {"gramin": 21, "algo": 8, "goblin": 6},
                      "bob": {"gramin": 5, "algo": 2, "goblin": 2},
                      "cy": {"gramin": 0},
                      # what their work earns: nothing
                      "dan": {"algo": 0}, "eve": {"algo": 0},
                      "fay": {"algo": 0}, "gus": {"gramin": 0}, "mal": {"gramin": 0},
                      # the forgery that reaches the gradebook (the summary flags it)
                      "hal": {"algo": 8}}


def feedback_lines(course, student: str, assignment: str) -> list[list[str]]:
    """The grade boxes of a student's feedback page, each as its lines of text."""
    page = (course / "feedback" / student / assignment / f"{assignment}.html").read_text()
    boxes = re.findall(r'<div class="gw-grade gw-grade--[^"]*"[^>]*>(.*?)</div></div>', page,
                       re.S)
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


NOT_IN = "not handed in: "
LINKED = ("refused: gramin (gramin_work.json: it is a link to another file: hand in your own "
          "work); ")
EXPECTED_TABLE = [  # student, status, gramin, algo, goblin, total
    ["alice", "handed in 2026-12-01 10:00", "21 of 21", "8 of 8", "6 of 6", "35 of 35"],
    ["bob", "handed in 2026-12-01 10:00", "5 of 21", "2 of 8", "2 of 6", "9 of 35"],
    ["cy", NOT_IN + "algo, goblin", "0 of 21", "0 of 8", "0 of 6", "0 of 35"],
    ["dan", NOT_IN + "gramin, goblin", "0 of 21", "0 of 8", "0 of 6", "0 of 35"],
    ["eve", NOT_IN + "gramin, goblin", "0 of 21", "0 of 8", "0 of 6", "0 of 35"],
    ["fay", NOT_IN + "gramin, goblin", "0 of 21", "0 of 8", "0 of 6", "0 of 35"],
    ["gus", NOT_IN + "algo, goblin", "0 of 21", "0 of 8", "0 of 6", "0 of 35"],
    ["hal", NOT_IN + "gramin, goblin", "0 of 21",
     "8 of 8 (gradebook 8, work files 0)", "0 of 6", "8 of 35"],
    ["mal", LINKED + NOT_IN + "algo, goblin", "0 of 21", "0 of 8", "0 of 6", "0 of 35"],
]


def test_summary_from_the_gradebook_flags_the_forgery_that_reached_it(course):
    s = summary(course)
    assert s.source == "gradebook"
    assert s.assignments == list(ASSIGNMENTS)
    assert s.table() == EXPECTED_TABLE
    assert [r.student for r in s.flagged()] == ["hal"]
    assert s.caption().endswith(
        "The gradebook points of 1 student differ from their work files graded again "
        "(marked in red): hal. Look at their notebook: a line typed in a cell may have "
        "changed what a test cell printed.")
    html_table = s._repr_html_()
    assert html_table.count('class="gw-flagged"') == 1
    assert 'class="gw-flagged" style="color: #b71c1c; font-weight: bold; outline: 2px solid ' \
        '#b71c1c;">8 of 8 (gradebook 8, work files 0)</td>' in html_table


def test_summary_from_the_collected_files(course):
    """The work files graded again (autograded/, where autograding ran the answer cells bob
    never ran), without the gradebook: every forgery earns what its work earns."""
    s = summary(course, source="files")
    assert s.source == "files"
    expected = [[*row[:3], "0 of 8", *row[4:5], "0 of 35"] if row[0] == "hal" else row
                for row in EXPECTED_TABLE]
    expected[0][1] = expected[1][1] = "handed in 2026-12-01 10:00"
    assert s.table() == expected
    assert s.flagged() == []


def test_per_task_solved_and_the_most_common_wrong_answer(course):
    rows = {row[0]: row[1:] for row in summary(course).by_task().rows}
    # gramin was handed in by alice, bob, cy and gus (mal's file was refused)
    assert rows["gramin: Task 1 (sequence)"] == ["2 of 4", "U U R R (1 student)"]
    assert rows["gramin: Task 2 (loop)"] == ["1 of 4", "R U R U R U (1 student)"]
    assert rows["gramin: Task 5: Staircase (staircase)"] == ["1 of 4", "for2( R D ) (1 student)"]
    # algo: alice, bob, dan, eve, fay and hal; bob's answer comes before fay's "x"
    assert rows["algo: Task 1 (candidates)"] == ["1 of 6", "[5, 6, 7] (1 student)"]
    assert rows["goblin: Task 1 (best-action)"] == ["1 of 2", "rest (1 student)"]


def executed_outputs(course) -> list[list[dict]]:
    nb = json.loads((course / "teacher.executed.ipynb").read_text(encoding="utf-8"))
    return [c["outputs"] for c in nb["cells"] if c["cell_type"] == "code"]


def test_the_teacher_notebook_shows_the_table_the_tasks_and_a_chart(course):
    table, by_task, chart, written = executed_outputs(course)
    assert [o["output_type"] for o in table] == ["execute_result"]
    assert "8 of 8 (gradebook 8, work files 0)" in "".join(table[0]["data"]["text/html"])
    assert "U U R R (1 student)" in "".join(by_task[0]["data"]["text/html"])
    # the chart draws wherever a notebook is read: a PNG picture, not a Figure's repr
    png = chart[0]["data"]["image/png"]
    assert base64.b64decode(png).startswith(b"\x89PNG")
    assert not any(o["output_type"] in ("error", "stream") for c in (table, by_task, chart,
                                                                    written) for o in c)


def test_the_csv_a_spreadsheet_reads(course):
    """teacher.ipynb wrote summary.csv: read back with the csv module, it is the summary's
    records, cell for cell (names, statuses with commas and semicolons, Japanese too)."""
    with open(course / "summary.csv", encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    s = summary(course)
    assert rows == s.records()
    assert rows[0] == ["student", "status", "gramin", "gramin (gradebook)",
                       "gramin (work files)", "algo", "algo (gradebook)", "algo (work files)",
                       "goblin", "goblin (gradebook)", "goblin (work files)", "total",
                       "most points", "gradebook differs"]
    assert rows[8] == ["hal", NOT_IN + "gramin, goblin", "0", "", "", "8", "8", "0", "0", "",
                       "", "8", "35", "yes"]
    ja = course / "summary_ja.csv"
    summary(course, lang="ja").to_csv(ja)
    with open(ja, encoding="utf-8-sig", newline="") as f:
        assert list(csv.reader(f)) == summary(course, lang="ja").records()


def test_the_feedback_shows_the_board_the_grade_checked(course):
    """Under a Gramin task's points, the board as the checked program left it: a picture
    (SVG) that needs no JavaScript, named for a screen reader by where the explorer ends."""
    page = (course / "feedback" / "alice" / "gramin" / "gramin.html").read_text()
    # (nbconvert writes the page's HTML again, attributes in its own order)
    pictures = re.findall(r'<svg\b[^>]*\bclass="gw-board-picture"[^>]*>', page)
    labels = [re.search(r'\baria-label="([^"]*)"', p).group(1) for p in pictures]
    assert len(labels) == 8  # every task of gramin
    # "2U 2R" from the bottom left corner ends on the chest worth 2 at (2, 2)
    assert labels[0] == "Board. Explorer at row 3, column 3 (2, 2)."
    # if-in-a-loop: "for _ in range(2): dash(RIGHT); step(RIGHT)" ends on the chest at (0, 6)
    assert labels[7] == "Board. Explorer at row 1, column 7 (0, 6)."
    assert "<script" not in page.split('class="gw-board-picture"')[1].split("</svg>")[0]
    algo = (course / "feedback" / "alice" / "algo" / "algo.html").read_text()
    assert "gw-board-picture" not in algo


def test_the_forgers_feedback_says_what_their_work_earned(course):
    for student, assignment in (("cy", "gramin"), ("dan", "algo"), ("eve", "algo"),
                                ("fay", "algo"), ("gus", "gramin"), ("mal", "gramin")):
        boxes = feedback_lines(course, student, assignment)
        assert [b[-1].split(" of ")[0] for b in boxes] == ["Points: 0"] * len(boxes)
    assert feedback_lines(course, "mal", "gramin")[0][0] == (
        "The saved work in gramin_work.json could not be used (it is a link to another file: "
        "hand in your own work).")
    assert feedback_lines(course, "gus", "gramin")[0][0] == (
        "The saved work in gramin_work.json could not be used (it cannot be read as a work "
        "file).")
    assert feedback_lines(course, "fay", "algo")[0][:2] == [
        'Checked: the answer typed in the cell, "x".',
        "Not an answer yet: 'x' is not a number 0..11: give whole numbers, e.g. [1, 2, 3], 5 "
        "or '1 2 3'."]


def test_the_submitted_work_file_is_left_as_handed_in(course):
    """Autograding runs in a copy (autograded/): the file a teacher collected stays as it
    was, tampered entry included."""
    path = course / "submitted" / "bob" / "gramin" / file_name("gramin")
    assert json.loads(path.read_text())["tasks"]["small-die"]["stars"] == 3


def test_a_student_who_handed_nothing_in_is_listed(course):
    """Last in this module: it adds a student to the gradebook."""
    from nbgrader.api import Gradebook

    with Gradebook(f"sqlite:///{course / 'gradebook.db'}") as gb:
        gb.update_or_create_student("dee")
    assert summary(course).table()[4] == ["dee", NOT_IN + "gramin, algo, goblin", "0 of 21",
                                          "0 of 8", "0 of 6", "0 of 35"]
