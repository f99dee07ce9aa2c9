"""An assignment in the student's notebook: the widgets save what the student lays as they
work, a fresh kernel (nbgrader's autograding) starts from what was saved, and typed answers
are checked and saved."""

from __future__ import annotations

import json

import pytest

from gamewidgets.classroom import Assignment
from gamewidgets.gramin.teaching.assignment import course_puzzle


def saved(folder, name="gramin") -> dict:
    return json.loads((folder / f"{name}_work.json").read_text(encoding="utf-8"))


def lay(widget, *tokens) -> None:
    for token in tokens:
        widget.send_intent({"type": "add_card", "token": token, "at": None})
    assert widget.error is None, widget.error


def test_cards_are_saved_as_they_are_laid(tmp_path):
    work = Assignment("gramin", folder=tmp_path)
    board = work.task("sequence")
    assert not (tmp_path / "gramin_work.json").exists()  # nothing done, nothing written
    lay(board, "2U")
    assert saved(tmp_path)["tasks"] == {"sequence": {"cards": "2U"}}
    lay(board, "2R")
    assert saved(tmp_path)["tasks"] == {"sequence": {"cards": "2U 2R"}}
    board.send_intent({"type": "remove_card", "index": 0})
    assert saved(tmp_path)["tasks"] == {"sequence": {"cards": "2R"}}


def test_a_fresh_kernel_starts_from_the_saved_cards(tmp_path):
    lay(Assignment("gramin", folder=tmp_path).task("loop"), "for3(", "R", "U", ")")
    again = Assignment("gramin", folder=tmp_path)  # what autograding does, in a new kernel
    assert again.task("loop").program == "for3( R U )"
    assert again.grade("loop").points == 2


def test_the_widget_offers_the_lessons_hand(tmp_path):
    board = Assignment("gramin", folder=tmp_path).task("loop")
    assert {c["token"] for c in board.palette} == {"R", "U", "for3(", ")"}
    assert board.die == 2


def test_running_a_task_cell_again_keeps_one_live_widget(tmp_path):
    work = Assignment("gramin", folder=tmp_path)
    first = work.task("sequence")
    second = work.task("sequence")
    lay(second, "2U")
    first.program = "R"  # closed: no longer saved
    assert saved(tmp_path)["tasks"]["sequence"] == {"cards": "2U"}


def test_a_puzzle_keeps_its_best_run(tmp_path):
    work = Assignment("gramin", folder=tmp_path)
    puzzles = work.puzzles()
    ids = [p["id"] for p in puzzles.course_list]
    assert ids == ["three-times", "staircase", "small-die", "hop-holes", "if-in-a-loop"]
    puzzles.send_intent({"type": "select_puzzle", "index": 1})
    lay(puzzles, "for2(", "R", "D", ")")
    assert "staircase" not in saved_or_empty(tmp_path)  # laid, not run: not saved
    puzzles.send_intent({"type": "run"})
    assert saved(tmp_path)["tasks"]["staircase"] == {"cards": "for2( R D )"}  # 1 star
    puzzles.send_intent({"type": "clear"})
    lay(puzzles, "for3(", "R", "D", ")")
    puzzles.send_intent({"type": "run"})  # 3 stars
    puzzles.send_intent({"type": "clear"})
    lay(puzzles, "R")
    puzzles.send_intent({"type": "run"})  # 0 stars: the better run stays
    assert saved(tmp_path)["tasks"]["staircase"] == {"cards": "for3( R D )"}
    assert puzzles.progress == {"staircase": 3}
    reopened = Assignment("gramin", folder=tmp_path).puzzles()
    assert reopened.progress == {"staircase": 3}


def saved_or_empty(folder) -> dict:
    path = folder / "gramin_work.json"
    return json.loads(path.read_text())["tasks"] if path.exists() else {}


def test_typed_answers_are_saved_and_none_takes_them_back(tmp_path):
    work = Assignment("algo", folder=tmp_path)
    note = work.answer("candidates", {7, 5})
    assert repr(note) == "Saved in algo_work.json: [5, 7]"
    assert saved(tmp_path, "algo")["tasks"] == {"candidates": {"typed": [5, 7]}}
    assert work.grade("candidates").points == 2
    work.answer("certain", [("ann", 1, 1), ("bob", 2, 4)])
    assert saved(tmp_path, "algo")["tasks"]["certain"] == {"typed": [["ann", 1, 1],
                                                                     ["bob", 2, 4]]}
    assert work.grade("certain").points == 2
    assert repr(work.answer("candidates", None)) == \
        "Nothing typed here: write your answer instead of None."
    assert "candidates" not in saved(tmp_path, "algo")["tasks"]


def test_what_the_file_holds(tmp_path):
    """The file holds the student's own answers and nothing the checkers work out."""
    work = Assignment("gramin", folder=tmp_path)
    lay(work.task("sequence"), "U", "U", "R", "R")
    puzzles = work.puzzles()
    lay(puzzles, "for3(", "2R", ")")
    puzzles.send_intent({"type": "run"})
    work.answer("loop", "for _ in range(3):\n    step(RIGHT)\n    step(UP)")
    assert saved(tmp_path) == {
        "kind": "gamewidgets.classroom.work", "version": 1, "assignment": "gramin",
        "tasks": {"sequence": {"cards": "U U R R"}, "three-times": {"cards": "for3( 2R )"},
                  "loop": {"typed": "for _ in range(3):\n    step(RIGHT)\n    step(UP)"}}}


@pytest.mark.parametrize(("lang", "message"), [
    ("en", "An answer to sequence is text, not int."),
    ("ja", "sequenceの答えは文字列で書きます（intではありません）。"),
])
def test_a_wrong_kind_of_answer_is_refused_and_nothing_saved(tmp_path, lang, message):
    work = Assignment("gramin", lang=lang, folder=tmp_path)
    with pytest.raises(ValueError) as err:
        work.answer("sequence", 5)
    assert str(err.value) == message
    assert not (tmp_path / "gramin_work.json").exists()


def test_an_unknown_task_names_the_tasks(tmp_path):
    with pytest.raises(ValueError, match="There is no task 'sequense' in this assignment; "
                                         "its tasks are sequence, loop, if-card, three-times"):
        Assignment("gramin", folder=tmp_path).grade("sequense")


def test_a_bad_file_does_not_stop_the_notebook(tmp_path):
    (tmp_path / "gramin_work.json").write_text("{broken")
    work = Assignment("gramin", folder=tmp_path)
    board = work.task("sequence")
    assert board.program == ""
    assert work.grade("sequence").lines[0] == \
        "The saved work in gramin_work.json could not be used (it cannot be read as a work file)."
    lay(board, "2U", "2R")  # new work replaces the unreadable file
    assert saved(tmp_path)["tasks"] == {"sequence": {"cards": "2U 2R"}}
    assert work.grade("sequence").lines[0] == 'Checked: the cards laid in the widget, "2U 2R".'


def test_a_saved_program_the_widget_refuses_is_graded_with_a_reason(tmp_path):
    (tmp_path / "gramin_work.json").write_text(json.dumps({
        "kind": "gamewidgets.classroom.work", "version": 1, "assignment": "gramin",
        "tasks": {"sequence": {"cards": "\ud800"}}}))
    work = Assignment("gramin", folder=tmp_path)
    assert work.task("sequence").program == ""
    assert work.grade("sequence").points == 0


def test_a_folder_that_cannot_be_written_is_said_in_the_cell(tmp_path):
    work = Assignment("goblin", folder=tmp_path / "missing")
    note = work.answer("best-action", "dig")
    assert repr(note).startswith("Saved in goblin_work.json: \"dig\" (")
    assert work.grade("best-action").points == 2  # still graded from the notebook


def test_the_puzzles_are_the_courses(tmp_path):
    puzzles = Assignment("gramin", lang="ja", folder=tmp_path).puzzles()
    assert puzzles.puzzle.title["ja"] == course_puzzle("three-times", "ja").title["ja"]
    assert puzzles.lang == "ja"
