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
    assert w.hint().startswith("くりかえしの前に「n = 0」")
    w.select("py-walk")
    assert w.hint_text is None and w.source == "step(RIGHT)\nstep(RIGHT)\n"
    w.run(WALK)
    w.lang = "en"
    assert w.verdict["text"].startswith("Solved on every board")
    assert w.runs[0]["summary"].startswith("Lines run:")
    assert [x["name"] for x in w.words][:3] == ["step", "dash", "jump"]


def test_a_free_board_runs_without_a_puzzle():
    w = PythonWidget(board="@..F")
    assert w.puzzle is None and w.verdict is None and len(w.boards) == 1
    w.run(WALK)
    assert w.runs[0]["solved"] is None and w.runs[0]["frames"][-1]["pos"] == [0, 3]


def test_open_as_python_shows_the_printed_program_under_the_cards():
    cards = GraminWidget(board="@.3.3", program="for2( 2R )", lang="ja")
    assert cards.python_view == "" and cards.python_widget is None
    cards.send_intent({"type": "open_python"})  # the button's intent
    py = cards.python_widget
    assert isinstance(py, PythonWidget) and cards.python_view == py.model_id
    assert py.source == "for _ in range(2):\n    dash(RIGHT)\n" and py.lang == "ja"
    assert py.puzzle is None and py.boards[0]["goal"] == {"end": None, "collect": []}
    assert py.run()[0].score == 6  # 3 + 3 on the same board
    # closed and opened again with the same cards: the same editor, as it was left
    py.send_intent({"type": "set_source", "source": "dash(RIGHT)\n"})
    cards.send_intent({"type": "close_python"})
    assert cards.python_view == "" and cards.python_widget is None and cards.error is None
    assert cards.open_python() is py and py.source == "dash(RIGHT)\n"
    # other cards: a new editor with them; the old one is closed
    cards.program = "R"
    again = cards.open_python()
    assert again is not py and again.source == "step(RIGHT)\n" and py.comm is None
    cards.lang = "en"
    assert again.lang == "en"
    cards.close()
    assert again.comm is None


def test_open_as_python_on_a_puzzle_plays_on_its_board_and_flag():
    puzzle = PuzzleWidget()
    puzzle.select("flag")
    puzzle.program = "U U R R R"
    py = puzzle.open_python()
    assert py.source == "step(UP)\nstep(UP)\nstep(RIGHT)\nstep(RIGHT)\nstep(RIGHT)\n"
    assert py.boards[0]["goal"]["end"] == list(puzzle.puzzle.goal.end)
    assert py.run()[0].reached_flag
    puzzle.select(0)  # another board: the editor of the old one goes
    assert puzzle.python_view == "" and py.comm is None


def test_a_sandbox_opened_as_python_keeps_its_chests_closed():
    cards = GraminWidget(board="@.H.3", program="R")
    py = cards.open_python()
    assert py.boards[0]["chips"] == [] and py.boards[0]["chests"] == [[0, 2], [0, 4]]
    assert PythonWidget(board="@.H.3").boards[0]["chips"] != []  # a free board shows them


def test_open_as_python_refuses_a_program_that_does_not_run():
    cards = GraminWidget(board="@...", program="for2( R")
    before = cards.get_state()
    cards.send_intent({"type": "open_python"})
    assert cards.error is not None and cards.python_view == "" and cards.python_widget is None
    with pytest.raises(ValueError):
        cards.open_python()
    # a field the intent does not have is dropped: it still opens nothing here
    cards.send_intent({"type": "open_python", "source": "while True: pass"})
    assert cards.python_view == ""
    # the browser cannot point the view at a widget of its choice
    cards.set_state({"python_view": "1234"})
    assert cards.python_view == "" and "python_view" in cards.error["message"]
    after = cards.get_state()
    assert {k: v for k, v in after.items() if k != "error"} == \
        {k: v for k, v in before.items() if k != "error"}
    empty = GraminWidget(board="@...")
    assert empty.open_python().source == ""  # no cards: an empty editor on the board


def test_the_python_tracks_japanese_shows_readings_above_the_grade():
    """A title, goal or hint of the Python track is a catalogue text, so a Japanese one
    carries the readings a widget shows at its level: 探検 (探 is taught in grade 6) in the
    first puzzle's second hint, none left out in any text of the track."""
    from gamewidgets.core import furigana

    w = PythonWidget(start="py-walk", lang="ja", furigana="above_grade_4")
    w.hint()
    w.hint()
    assert furigana.shown("探検", "たんけん") + "隊が旗" in w.hint_text["text"]
    puzzles = w._puzzles
    with furigana.using("above_grade_4"):
        texts = [p.title_text("ja") for p in puzzles] + [p.describe("ja") for p in puzzles]
        texts += [p.hint(i, "ja") for p in puzzles for i in range(1, len(p.hints) + 1)]
    assert len(texts) == 34  # 10 titles, 10 goals, 14 hints
    assert [x for x in texts if furigana.unread(x)] == []
    assert PythonWidget(start="py-walk", lang="ja").puzzle_info["goal"].startswith(
        "1つのプログラムで、どのボードでも旗の上で止まるようにしましょう。")
