"""The Python track (gamewidgets/gramin/teaching/python_course.py): every puzzle has at
least two boards, a reference Python solution that solves each, and a proof that no card
program of at most its N cards solves them all; stars come only when every board is
solved."""

from __future__ import annotations

import pytest

from gamewidgets.core.i18n import LANGS
from gamewidgets.gramin.teaching.python_course import PYTHON_COURSE, python_course
from gamewidgets.gramin.teaching.python_puzzle import PythonPuzzle, card_proof, statements

COURSE = python_course()


def test_the_track_has_ten_puzzles_from_while_to_a_counting_variable():
    assert len(COURSE) >= 10
    assert len({p.id for p in COURSE}) == len(COURSE)
    solutions = [p.solution for p in COURSE]
    assert "while" in solutions[0] and "if " in solutions[4] and "def " in solutions[8]
    assert "n = n + 1" in solutions[9] and COURSE[9].unavailable == ("at_flag",)
    for d in PYTHON_COURSE:
        for key in ("title", "goal"):
            assert set(d[key]) == set(LANGS) and all(d[key].values())


@pytest.mark.parametrize("puzzle", COURSE, ids=[p.id for p in COURSE])
def test_no_card_program_of_n_cards_solves_every_board(puzzle):
    assert len(puzzle.boards) >= 2
    proof = card_proof(puzzle)
    assert proof.proved, f"{puzzle.id}: {proof.program} solves every board"
    assert proof.max_cards == puzzle.cards >= 4


@pytest.mark.parametrize("puzzle", COURSE, ids=[p.id for p in COURSE])
def test_the_reference_solution_solves_every_board_with_three_stars(puzzle):
    result = puzzle.check(puzzle.solution)
    assert result.solved and result.stars == 3, result.text()
    assert all(b.solved for b in result.boards)
    assert result.statements == puzzle.par == statements(puzzle.solution)


def test_the_proof_finds_a_card_program_when_there_is_one():
    same = PythonPuzzle(["@.F..", "@.F.."], "while not at_flag():\n    step(RIGHT)\n", 3)
    proof = card_proof(same)
    assert not proof.proved and proof.program.to_text() == "2R"
    # edge stops: "right until the edge" solves corridors whose flag is at their end
    edge = PythonPuzzle(["@.F", "@...F"], "while not at_flag():\n    step(RIGHT)\n", 4)
    found = card_proof(edge).program
    # the cards' own Python is a program the puzzle runs: it solves both boards
    assert found is not None and edge.check(found.to_python()).solved


def test_stars_only_when_every_board_is_solved():
    walk = COURSE[0]
    fixed = walk.check("step(RIGHT)\nstep(RIGHT)\n")  # the first board's flag only
    assert not fixed.solved and fixed.stars == 0
    assert [b.solved for b in fixed.boards] == [True, False, False]
    assert fixed.text("en").startswith("Solved on 1 of 3 boards")
    assert "ボード2" in fixed.text("ja")
    longer = walk.check("while not at_flag():\n    if True:\n        step(RIGHT)\n")
    assert longer.solved and longer.stars == 2 and longer.statements == 3
    assert "It can be done with 2" in longer.text("en")
    broken = walk.check("while not at_flag()\n    step(RIGHT)\n")
    assert broken.stars == 0 and broken.statements is None
    assert "colon" in broken.boards[0].text("en")


def test_a_sensor_a_puzzle_takes_away_ends_the_run():
    count = COURSE[9]
    result = count.check("while not at_flag():\n    step(DOWN)\n")
    assert result.stars == 0
    assert "at_flag() does not work in this puzzle" in result.boards[0].text("en")


def test_statements_count_lines_of_code():
    assert statements("while not at_flag():\n    step(RIGHT)\n") == 2
    assert statements("if x:\n    a()\nelse:\n    b()\n# note\n") == 3
    assert statements("x = (") is None


def test_a_program_written_in_a_cell_counts_its_lines_as_it_runs():
    # \'\'\' text in a cell: a line break first, the cell's indentation, full-width signs
    walk = python_course("en")[0]
    written = "\n    while not at_flag():\n        step(RIGHT)\n"
    assert statements(written) == 2 and statements("ｓｔｅｐ（ＲＩＧＨＴ）") == 1
    result = walk.check(written)
    assert result.stars == 3
    assert result.text() == "Solved on every board, with 2 lines: as short as it gets."


def test_a_program_that_does_not_read_is_told_by_its_error_alone():
    result = python_course("en")[0].check("\nwhile not at_flag():\nstep(RIGHT)\n")
    assert result.stars == 0 and result.statements is None
    assert result.text() == ("Line 2: the lines inside for, while, if or def must start "
                             "4 spaces further right.")
    assert result.text("ja").startswith("2行目：")


def test_a_puzzle_refuses_boards_it_cannot_use():
    with pytest.raises(ValueError):
        PythonPuzzle(["@.F"], "x", 3)
    with pytest.raises(ValueError):
        PythonPuzzle(["@..", "@.F"], "x", 3)  # the first board has no goal


def test_a_board_that_stopped_on_a_line_is_said_with_its_line():
    """「ボード1の3行目：…」, not 「ボード1：3行目：…」 (two labels in a row)."""
    from gamewidgets.core.i18n import t
    from gamewidgets.gramin.teaching.python_puzzle import board_stopped

    ja = t("gramin.python.error.name", "ja", line=3, name="x")
    assert ja.startswith("3行目：")
    assert board_stopped(1, ja, "ja") == "ボード1の" + ja
    en = t("gramin.python.error.name", "en", line=3, name="x")
    assert board_stopped(2, en, "en") == "Board 2, line 3: " + en.removeprefix("Line 3: ")
    wall = t("gramin.trace.stopped.wall", "ja")
    assert board_stopped(1, wall, "ja") == "ボード1：" + wall
