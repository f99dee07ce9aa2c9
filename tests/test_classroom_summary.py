"""The teacher's summary from collected work files (the gradebook's side runs in
tests/test_classroom_nbgrader.py): per student, exercises solved and puzzle stars."""

from __future__ import annotations

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
    Assignment("algo", lang="ja", folder=_mk(sub / "ann" / "algo_ja")).answer(
        "candidates", [5, 7])                # 2 points, solved
    ben = Assignment("gramin", lang="ja", folder=_mk(sub / "ben" / "gramin_ja"))
    ben.answer("sequence", "U U R R")        # 1 point, solved with more cards
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
    # exercises: gramin's 3 + algo's 4; stars: gramin's 5 puzzles x 3; points 21 + 8;
    # ann: 2 (sequence) + 3 + 1 (puzzles) + 2 (candidates); ben: 1 + 3
    assert s.table() == [["ann", "2 of 7", "4 of 15", "8 of 29"],
                         ["ben", "1 of 7", "3 of 15", "4 of 29"],
                         ["cy", "0 of 7", "0 of 15", "0 of 29"]]
    assert s.text().splitlines() == [
        "From the work files in " + str(collected / "submitted") + ": 3 students, "
        "assignments gramin, algo.",
        "student  exercises solved  puzzle stars  points",
        "ann      2 of 7            4 of 15       8 of 29",
        "ben      1 of 7            3 of 15       4 of 29",
        "cy       0 of 7            0 of 15       0 of 29"]


def test_in_japanese(collected):
    s = summary(collected, lang="ja")
    assert s.text().splitlines()[1:3] == ["生徒  解けた問題  パズルの星  点数",
                                          "ann   2/7         4/15        8/29"]
    assert "<th>解けた問題</th>" in s._repr_html_()


def test_the_better_language_version_counts(collected):
    extra = Assignment("gramin", lang="ja", folder=_mk(collected / "submitted" / "ann" /
                                                       "gramin_ja"))
    extra.answer("sequence", "U U R R")  # worse than the English one: ignored
    assert summary(collected).table()[0] == ["ann", "2 of 7", "4 of 15", "8 of 29"]


def test_a_tampered_file_is_graded_again(collected):
    path = collected / "submitted" / "ben" / "gramin_ja" / "gramin_work.json"
    path.write_text(path.read_text().replace('"for3( JR )"', '"R"').replace(
        '"tasks": {', '"stars": 15, "solved": 8, "tasks": {'))
    assert summary(collected).table()[1] == ["ben", "1 of 7", "0 of 15", "1 of 29"]


def test_the_chart(collected):
    fig = summary(collected).chart()
    solved, stars = fig.axes
    assert [b.get_width() for b in solved.patches] == [0, 1, 2]  # cy, ben, ann (top down)
    assert [b.get_width() for b in stars.patches] == [0, 3, 4]
    assert solved.get_xlim() == (0, 7) and stars.get_xlim() == (0, 15)
    assert stars.get_title() == "puzzle stars"


def test_nothing_found(tmp_path):
    s = from_files(tmp_path / "nowhere")
    assert s.rows == [] and s.text().splitlines()[0] == \
        f"No graded work found in {tmp_path / 'nowhere'}."


def test_a_bad_source_is_refused(tmp_path):
    with pytest.raises(ValueError, match="source must be 'auto', 'gradebook' or 'files'"):
        summary(tmp_path, source="db")
