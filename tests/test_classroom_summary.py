"""The teacher's summary from collected work files (the gradebook's side runs in
tests/test_classroom_nbgrader.py): per student, the points of each assignment and a status;
per task, how many solved it and the most common wrong answer; CSV and chart."""

from __future__ import annotations

import csv
import os

import pytest

from gamewidgets.classroom import Assignment, summary
from gamewidgets.classroom.summary import from_files


@pytest.fixture
def collected(tmp_path):
    """submitted/<student>/<assignment>/ as nbgrader collects it: ann did gramin in English
    and algo in Japanese, ben did gramin in Japanese, cy handed in algo without any work."""
    sub = tmp_path / "submitted"
    ann = Assignment("gramin", folder=_mk(sub / "ann" / "gramin"))
    ann.answer("sequence", "2U 2R")          # 2 points, solved
    ann.answer("loop", "R U R U R U")        # over the die: 0
    ann.answer("three-times", "for3( 2R )")  # 3 stars
    ann.answer("staircase", "for2( R D )")   # 1 star
    (sub / "ann" / "gramin" / "timestamp.txt").write_text("2026-12-01 10:05:00.000000 UTC")
    Assignment("algo", lang="ja", folder=_mk(sub / "ann" / "algo_ja")).answer(
        "candidates", [5, 7])                # 2 points, solved
    ben = Assignment("gramin", lang="ja", folder=_mk(sub / "ben" / "gramin_ja"))
    ben.answer("sequence", "U U R R")        # 1 point, solved with more cards
    ben.answer("loop", "R  U R U R U")       # over the die: 0 (the same answer as ann's)
    ben.answer("hop-holes", "for3( JR )")    # 3 stars
    _mk(sub / "cy" / "algo")
    _mk(sub / "cy" / "notes")                # not an assignment: left out
    return tmp_path


def _mk(path):
    path.mkdir(parents=True)
    return path


def test_the_table_by_hand(collected):
    s = summary(collected)
    assert s.source == "files" and s.assignments == ["gramin", "algo"]
    # gramin: 21 points (3 exercises x 2, 5 puzzles x 3), algo 8; ann: 2 (sequence) + 3 + 1
    # (puzzles) and 2 (candidates); ben: 1 + 3
    assert s.table() == [["ann", "handed in 2026-12-01 10:05", "6 of 21", "2 of 8", "8 of 29"],
                         ["ben", "not handed in: algo", "4 of 21", "0 of 8", "4 of 29"],
                         ["cy", "not handed in: gramin", "0 of 21", "0 of 8", "0 of 29"]]
    assert s.text().splitlines() == [
        "From the work files in " + str(collected / "submitted") + ": 3 students, "
        "assignments gramin, algo.",
        "student  status                      gramin   algo    total",
        "ann      handed in 2026-12-01 10:05  6 of 21  2 of 8  8 of 29",
        "ben      not handed in: algo         4 of 21  0 of 8  4 of 29",
        "cy       not handed in: gramin       0 of 21  0 of 8  0 of 29"]
    assert s.flagged() == []


def test_in_japanese(collected):
    s = summary(collected, lang="ja")
    assert s.text().splitlines()[1:4] == [
        "生徒  提出                          gramin  algo  合計",
        "ann   提出ずみ（2026-12-01 10:05）  6/21    2/8   8/29",
        "ben   未提出：algo                  4/21    0/8   4/29"]
    assert "<th>提出</th>" in s._repr_html_()


def test_per_task(collected):
    """Solved out of the students whose work of the assignment was graded; the most common
    wrong answer (spaces squeezed, so that the same answer counts once)."""
    rows = {row[0]: row[1:] for row in summary(collected).by_task().rows}
    assert rows["gramin: Task 1 (sequence)"] == ["2 of 2", "U U R R (1 student)"]
    assert rows["gramin: Task 2 (loop)"] == ["0 of 2", "R U R U R U (2 students)"]
    assert rows["gramin: Task 3 (if-card)"] == ["0 of 2", ""]
    assert rows["gramin: Task 5: Staircase (staircase)"] == ["0 of 2", "for2( R D ) (1 student)"]
    assert rows["algo: Task 1 (candidates)"] == ["1 of 2", ""]
    ja = summary(collected, lang="ja").by_task()
    assert ja.columns == ["問題", "とけた人", "いちばん多かったまちがい"]
    assert ja.rows[1][1:] == ["0/2", "R U R U R U（2人）"]


def test_the_better_language_version_counts(collected):
    extra = Assignment("gramin", lang="ja", folder=_mk(collected / "submitted" / "ann" /
                                                       "gramin_ja"))
    extra.answer("sequence", "U U R R")  # worse than the English one: ignored
    assert summary(collected).table()[0][2:] == ["6 of 21", "2 of 8", "8 of 29"]


def test_a_tampered_file_is_graded_again(collected):
    path = collected / "submitted" / "ben" / "gramin_ja" / "gramin_work.json"
    path.write_text(path.read_text().replace('"for3( JR )"', '"R"').replace(
        '"tasks": {', '"stars": 15, "solved": 8, "tasks": {'))
    assert summary(collected).table()[1][2] == "1 of 21"


def test_linked_work_is_refused_with_the_reason(collected):
    """A link to another student's file or folder is another student's work: refused, and
    the row says which and why (a zip keeps links)."""
    sub = collected / "submitted"
    _mk(sub / "mal" / "gramin")
    os.symlink(os.path.join("..", "..", "ann", "gramin", "gramin_work.json"),
               sub / "mal" / "gramin" / "gramin_work.json")
    _mk(sub / "nat")
    os.symlink(os.path.join("..", "ann", "gramin"), sub / "nat" / "gramin")
    os.symlink("ann", sub / "oz")
    rows = {r[0]: r[1:] for r in summary(collected).table()}
    assert rows["mal"] == ["refused: gramin (gramin_work.json: it is a link to another file: "
                           "hand in your own work); not handed in: algo",
                           "0 of 21", "0 of 8", "0 of 29"]
    assert rows["nat"][0] == ("refused: gramin (gramin: it is not in the student's own "
                              "folder); not handed in: algo")
    assert rows["oz"] == ["refused: gramin (gramin: it is not in the student's own folder); "
                          "refused: algo (algo_ja: it is not in the student's own folder)",
                          "0 of 21", "0 of 8", "0 of 29"]
    assert rows["ann"][1] == "6 of 21"  # the one whose work it is keeps it
    stats = {s.task.id: s for s in summary(collected).task_stats()}
    assert stats["sequence"].handed_in == 2  # the refused ones are not counted


def test_the_chart_is_a_picture(collected):
    chart = summary(collected).chart()
    assert chart._repr_png_().startswith(b"\x89PNG")
    points, solved = chart.figure.axes
    # cy, ben, ann (top down): gramin's bars, then algo's stacked after them
    assert [b.get_width() for b in points.patches] == [0, 4, 6, 0, 0, 2]
    assert [b.get_x() for b in points.patches[3:]] == [0, 4, 6]
    assert points.get_xlim() == (0, 29)
    # one bar per task (bottom up), students who solved it
    assert [b.get_width() for b in solved.patches][::-1] == [2, 0, 0, 1, 0, 0, 1, 0,
                                                              1, 0, 0, 0]
    assert solved.get_title() == "students who solved each task"


def test_to_csv_round_trips_through_the_csv_module(collected, tmp_path):
    sub = collected / "submitted"
    Assignment("goblin", folder=_mk(sub / "=HYPERLINK(1)" / "goblin")).answer(
        "best-action", "dig")
    s = summary(collected, lang="ja")
    path = s.to_csv(tmp_path / "out.csv")
    with open(path, encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    assert rows == s.records()
    assert rows[0] == ["生徒", "提出", "gramin", "algo", "goblin", "合計", "満点", "成績簿とちがう"]
    # a name a spreadsheet would run as a formula is written as text
    assert rows[1] == ["'=HYPERLINK(1)", "未提出：gramin, algo", "0", "0", "2", "2", "35", ""]
    assert rows[2][:2] == ["ann", "未提出：goblin"]


def test_nothing_found(tmp_path):
    s = from_files(tmp_path / "nowhere")
    assert s.rows == [] and s.text().splitlines()[0] == \
        f"No graded work found in {tmp_path / 'nowhere'}."


def test_one_student_is_counted_as_one(tmp_path):
    folder = tmp_path / "submitted"
    Assignment("gramin", folder=_mk(folder / "ann" / "gramin")).answer("sequence", "2U 2R")
    assert summary(folder).caption() == \
        f"From the work files in {folder}: 1 student, assignments gramin."
    assert summary(folder, lang="ja").caption() == \
        f"{folder}の作業ファイルから：生徒1人、課題gramin。"


def test_a_bad_source_is_refused(tmp_path):
    with pytest.raises(ValueError, match="source must be 'auto', 'gradebook' or 'files'"):
        summary(tmp_path, source="db")


def test_status_late_and_refused_by_hand():
    """The status column: refusals first, then what was not handed in, then lateness (hours
    after nbgrader's due date, rounded, at least 1), else when it was handed in."""
    from gamewidgets.classroom.summary import Handed, StudentRow, Summary

    row = StudentRow("ann", {"gramin": Handed(status="submitted", time="2026-12-02 09:00",
                                              late=7 * 3600 + 100),
                             "algo": Handed(status="submitted", late=60),
                             "goblin": Handed()})
    s = Summary([row], ["gramin", "algo", "goblin"], "gradebook", "gradebook.db")
    assert s.status(row) == ("not handed in: goblin; late: gramin, by 7 h; "
                             "late: algo, by 1 h")
    row.handed["goblin"] = Handed(status="refused", reason="goblin_work.json: it is not a file")
    assert s.status(row).startswith("refused: goblin (goblin_work.json: it is not a file); "
                                    "late: gramin")
    on_time = StudentRow("ben", {"gramin": Handed(status="submitted", time="2026-12-01 09:00"),
                                 "algo": Handed(status="submitted", time="2026-12-01 10:30")})
    assert s.status(on_time) == "handed in 2026-12-01 10:30"
    assert Summary([on_time], ["gramin", "algo"], "files", "x", "ja").status(on_time) == \
        "提出ずみ（2026-12-01 10:30）"
