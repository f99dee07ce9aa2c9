"""PythonWidget (gamewidgets/gramin/widgets/python.py): Run from the browser's intent, one
run per board with its solved mark, stars and progress, the step indexes the browser
writes, and refusals that leave the widget as it was."""

from __future__ import annotations

import json

import pytest

from gamewidgets.core.widget import TraitValueError
from gamewidgets.gramin import GraminWidget, PuzzleWidget, PythonWidget

WALK = "while not at_flag():\n    step(RIGHT)\n"


def test_run_gives_each_board_its_run_and_stars_only_when_all_pass():
    w = PythonWidget()
    assert len(w.boards) == 3 and w.runs is None and w.source == "step(RIGHT)\nstep(RIGHT)\n"
    w.send_intent({"type": "run", "source": "step(RIGHT)\nstep(RIGHT)\n"})
    assert [r["solved"] for r in w.runs] == [True, False, False]
    assert w.verdict["stars"] == 0 and w.board_index == 1  # the first board that failed
    assert w.progress == {"py-walk": 0}
    w.send_intent({"type": "run", "source": WALK})
    assert w.verdict == {"stars": 3, "solved": True, "boards": [True, True, True],
                         "text": "Solved on every board, with 2 lines: as short as it gets."}
    assert w.progress == {"py-walk": 3} and w.source == WALK and w.run_count == 2
    run = w.runs[0]
    assert run["frames"][2]["line"] == 2 and run["frames"][2]["loops"] == [[1, 1, None]]
    assert run["source"] == WALK and run["run"] == 2
    json.dumps(w.get_state())  # everything synced is plain JSON
    # a worse run keeps the best stars
    w.run("step(RIGHT)")
    assert w.progress == {"py-walk": 3} and w.course_list[0]["stars"] == 3


def test_the_browser_steps_boards_and_frames_within_the_run():
    w = PythonWidget()
    w.run(WALK)
    w.set_state({"board_index": 2, "frame": 5})
    assert (w.board_index, w.frame) == (2, 5) and w.error is None
    w.set_state({"frame": 99})
    assert w.frame != 99 and w.error is not None
    w.set_state({"verdict": {"stars": 3}})  # the browser may not write the verdict
    assert w.error is not None and w.verdict["stars"] == 3  # (it was already 3: unchanged)
    w.set_state({"source": "x"})
    assert w.source == WALK


def test_refusals_leave_the_widget_as_it_was():
    w = PythonWidget()
    w.send_intent({"type": "run", "source": "x" * 20_000})
    assert w.error is not None and w.runs is None
    w.send_intent({"type": "select_puzzle", "index": 99})
    assert w.error is not None and w.puzzle.id == "py-walk"
    with pytest.raises(TraitValueError):
        w.progress = {"nope": 3}


def test_a_program_cannot_reach_the_widget_it_runs_in():
    w = PythonWidget()
    sneaky = ("import gc\nfor o in gc.get_objects():\n    if type(o).__name__ == 'PythonWidget':\n"
              "        o.progress = {'py-walk': 3}\n")
    w.run(sneaky)
    # the program ran in the kernel (no sandbox is claimed), but the stars are the run's
    assert w.verdict["stars"] == 0 and w.progress == {"py-walk": 0}
    w.run(WALK)
    assert w.runs[0]["frames"][-1]["pos"] == [0, 2]


def test_puzzles_hints_and_language():
    w = PythonWidget(start="py-count", lang="ja")
    assert w.puzzle_info["unavailable"] == ["at_flag"]
    assert w.hint().startswith("くりかえしの前に n = 0")
    w.select("py-walk")
    assert w.hint_text is None and w.source == "step(RIGHT)\nstep(RIGHT)\n"
    w.run(WALK)
    w.lang = "en"
    assert w.verdict["text"].startswith("Solved on every board")
    assert w.runs[0]["summary"].startswith("Lines run:")
    assert [x["name"] for x in w.words][:3] == ["step", "dash", "jump"]


def test_a_free_board_and_the_card_widgets_open_python():
    w = PythonWidget(board="@..F")
    assert w.puzzle is None and w.verdict is None and len(w.boards) == 1
    w.run(WALK)
    assert w.runs[0]["solved"] is None and w.runs[0]["frames"][-1]["pos"] == [0, 3]
    cards = GraminWidget(board="@.3.3", program="for2( 2R )")
    py = cards.open_python()
    assert py.source == "for _ in range(2):\n    dash(RIGHT)\n"
    assert py.run()[0].score == 6
    puzzle = PuzzleWidget()
    puzzle.select("flag")
    puzzle.program = "U U R R R"
    assert puzzle.open_python().run()[0].reached_flag
