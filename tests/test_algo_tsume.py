"""Tsume-algo in the widget (docs/rules/algo.md 7c): AlgoWidget(puzzle=...) hides the
deduction until the student asks for a hint or answers, checks each answer in Python and
explains it with the deduction opened at its first step; a course with stars."""

from __future__ import annotations

import json

import pytest

from gamewidgets.algo import TSUME_PUZZLES, AlgoWidget
from gamewidgets.algo.teaching.tsume import TsumeAttempt
from gamewidgets.core.errors import IntentError
from gamewidgets.core.widget import TraitValueError

# "squeeze": me: B3 W3 W4 W8 W9 B10 W10; ann: w? B1 b? W2 b? B5 -- Ann's hidden cards are
# her 1st (W0), 3rd (B2) and 5th (B4): row 1 in view order (0 is the student's)
SQUEEZE = {(1, 0): 0, (1, 2): 2, (1, 4): 4}


def synced(w) -> str:
    return json.dumps({k: v for k, v in w.get_state().items()
                       if k not in ("_esm", "_css", "layout")}, default=str)


def test_the_deduction_is_hidden_until_a_hint_or_an_answer():
    w = AlgoWidget(puzzle="squeeze")
    assert w.mode == "puzzle" and w.puzzle["id"] == "squeeze" and not w.puzzle["panel"]
    # the puzzle's answer is not in the synced state: no deduction, no solution
    assert w.deduction_data["slots"] == [] and w.deduction_data["steps"] == []
    assert all(c["number"] is None for i, c in enumerate(w.players[1]["row"]) if i in (0, 2, 4))
    assert w.turn["answer"] and w.turn["targets"] == [[1, 0], [1, 2], [1, 4]]
    assert w.puzzle["left"] == [[1, 0], [1, 2], [1, 4]]
    assert "Name every hidden card" in w.status and "3 left" in w.status
    w.puzzle_hint()
    assert w.puzzle["panel"] and w.puzzle["hints"] == 1 and w.puzzle["opened"] == 1
    assert len(w.deduction_data["slots"]) == 3 and w.deduction_data["steps"]


def test_answers_by_card_and_number_are_checked_in_python_and_explained():
    w = AlgoWidget(puzzle="squeeze")
    assert w.answer(1, 2, 3) is False                       # B2, not 3
    assert w.puzzle["mistakes"] == 1 and w.puzzle["panel"] and w.puzzle["opened"] == 1
    assert w.deduction_data["steps"]                         # explained, from step 0
    assert w.status.startswith("Not 3: ann's 3rd card cannot be 3.")
    assert w.answer(1, 0, 0) is True
    assert w.players[1]["row"][0]["number"] == 0 and w.players[1]["row"][0]["answered"]
    assert w.status.startswith("Right: ann's 1st card is 0.") and w.puzzle["opened"] == 2
    assert w.turn["targets"] == [[1, 2], [1, 4]]
    before = synced(w)
    for bad in ({"player": 1, "index": 0, "number": 0},     # named already
                {"player": 1, "index": 1, "number": 1},     # face up
                {"player": 0, "index": 0, "number": 3},     # the student's own
                {"player": 1, "index": 2, "number": 12}):   # not a number of the game
        w.send_intent({"type": "answer", **bad})
        assert w.error is not None
        assert json.loads(synced(w)) | {"error": None} == json.loads(before) | {"error": None}
    w.answer(1, 2, 2)
    w.answer(1, 4, 4)
    # solved with one wrong answer: 2 stars of 3, kept in the course
    assert w.puzzle["solved"] and w.puzzle["stars"] == 2 and w.turn["attack"] is False
    assert w.puzzle["course"][0]["stars"] == 2 and w.puzzle["stars_total"] == 2
    assert w.puzzle["stars_max"] == 3 * len(TSUME_PUZZLES)
    assert "Solved: 2 of 3 stars." in w.status


def test_stars_and_the_course():
    a = TsumeAttempt(TSUME_PUZZLES[0])
    for (row, index), n in SQUEEZE.items():
        assert a.answer(row, index, n)
    assert a.stars == 3
    a = TsumeAttempt(TSUME_PUZZLES[0], hints=1, mistakes=4)
    for (row, index), n in SQUEEZE.items():
        a.answer(row, index, n)
    assert a.stars == 1                                      # at least 1 once solved
    w = AlgoWidget(puzzle=True)
    for (row, index), n in SQUEEZE.items():
        w.answer(row, index, n)
    assert w.puzzle["stars"] == 3
    w.select_puzzle(1)
    assert w.puzzle["id"] == "neighbours" and not w.puzzle["panel"] and w.puzzle["mistakes"] == 0
    assert w.deduction_data["slots"] == [] and w.puzzle["course"][0]["stars"] == 3
    with pytest.raises(IntentError, match="no puzzle 9|There is no puzzle 9"):
        w.select_puzzle(9)
    with pytest.raises(ValueError, match="no tsume-algo puzzle"):
        AlgoWidget(puzzle="nope")


def test_japanese_names_and_language_switch_keep_the_answers():
    w = AlgoWidget(puzzle="used_up", lang="ja")
    assert [p["name"] for p in w.players][1:] == ["あおい", "けんた"]
    assert w.puzzle["title"] == TSUME_PUZZLES[2]["title"]["ja"]
    assert "伏せたカードの数字を全部当てましょう" in w.status
    hidden = w.turn["targets"][0]
    row, index = hidden
    name = list(TSUME_PUZZLES[2]["solution"])[row - 1]
    assert w.answer(row, index, TSUME_PUZZLES[2]["solution"][name][index])
    assert w.status.startswith("正解：あおい") or w.status.startswith("正解：けんた")
    w.lang = "en"
    assert [p["name"] for p in w.players][1:] == ["ann", "bob"]
    assert w.players[row]["row"][index]["answered"] and w.status.startswith("Right:")


def test_puzzle_intents_only_in_puzzle_mode_and_the_position_is_fixed():
    w = AlgoWidget(puzzle=True)
    w.send_intent({"type": "set_view", "text": "me: B0; ann: b?"})
    assert "tsume-algo puzzle" in w.error["message"] and w.puzzle["id"] == "squeeze"
    with pytest.raises(TraitValueError):
        w.view_text = "me: B0; ann: b?"
    with pytest.raises(ValueError, match="not both"):
        AlgoWidget(view="me: B0; ann: b?", puzzle=True)
    for other in (AlgoWidget(view="me: B0; ann: b?"), AlgoWidget(seed=1)):
        with pytest.raises(IntentError, match="AlgoWidget\\(puzzle=True\\)"):
            other.answer(1, 0, 0)
