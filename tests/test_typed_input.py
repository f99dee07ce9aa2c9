"""Typed input as a Japanese keyboard types it: every text a student types reads its
full-width forms (what a Japanese input method types by default: ``２Ｕ　２Ｒ``) as their
half-width forms, through one function (:func:`gamewidgets.core.text.typed`, NFKC); what is
still refused says which characters are full-width and what to type (半角 in Japanese).

Each case types the same answer twice, half-width and full-width, and expects the same
result: Gramin's card text and Python box (sandbox, exercise, puzzle, game builder,
classroom), algo's typed view, card tokens and exercise answers, Goblin's answer, and the
players' names.
"""

from __future__ import annotations

import pytest

from gamewidgets.algo import AlgoWidget
from gamewidgets.algo.engine.cards import Card
from gamewidgets.algo.engine.view import AlgoView
from gamewidgets.algo.teaching.exercise import CandidatesExercise, CertainExercise
from gamewidgets.classroom.grading import grade
from gamewidgets.classroom.workfile import Work
from gamewidgets.core import text as core_text
from gamewidgets.goblin import GoblinWidget
from gamewidgets.goblin.teaching.exercise import BestActionExercise
from gamewidgets.gramin import GraminGameWidget, GraminWidget, ProgramSyntaxError
from gamewidgets.gramin.engine.program import Program
from gamewidgets.gramin.teaching.assignment import GRAMIN
from gamewidgets.gramin.teaching.code_view import PythonCodeError, from_python, looks_like_python
from gamewidgets.gramin.teaching.exercise import Exercise
from gamewidgets.gramin.teaching.puzzle import Puzzle

IDEOGRAPHIC_SPACE = "\u3000"


def wide(text: str) -> str:
    """``text`` as a Japanese input method types it by default: ASCII letters, digits and
    signs as their full-width forms (U+FF01..U+FF5E), spaces as the ideographic space."""
    return "".join(IDEOGRAPHIC_SPACE if c == " " else chr(ord(c) + 0xFEE0) if "!" <= c <= "~"
                   else c for c in text)


def test_the_helper_types_full_width():
    assert wide("for3( 2R ) U") == "ｆｏｒ３（　２Ｒ　）　Ｕ"
    assert wide("ann 2 = 7; b?-5") == "ａｎｎ　２　＝　７；　ｂ？－５"


# ---- the one function ------------------------------------------------------------------

@pytest.mark.parametrize("text", ["2U 2R", "for3( R ) U", "step(RIGHT)", "me: B0 W4; ann: b?-5",
                                  "for _ in range(3):\n    dash(UP)", "ann 2 = 7", "1, 2; 3"])
def test_typed_reads_full_width_as_half_width(text):
    assert core_text.typed(wide(text)) == text
    assert core_text.typed(text) is text  # ASCII: nothing to do


def test_typed_keeps_what_has_no_half_width_form():
    typed = core_text.typed
    assert typed("↑ → ↓ ← ⇑ ⇒ ↟ ↷ 3×(") == "↑ → ↓ ← ⇑ ⇒ ↟ ↷ 3×("  # the cards' faces
    assert typed("あおい、けんた。ー") == "あおい、けんた。ー"
    assert typed("ｱﾝ") == "アン"  # half-width katakana is the usual katakana
    assert typed(None) is None and typed(3) == 3


def test_full_width_names_what_is_left_and_says_hankaku():
    full_width = core_text.full_width
    assert full_width("2U 2R") is None and full_width("↑ ⇒ 3×(") is None
    assert core_text.wide_chars("2U、2Rー、") == ["、", "ー"]
    msg = full_width("2U、2R")
    assert "「、」" in msg.text("ja") and "半角" in msg.text("ja")
    assert "'、'" in msg.text("en") and "half-width" in msg.text("en")


# ---- Gramin: card text and the Python box ---------------------------------------------

CARD_TEXTS = ["2U 2R", "for3( R ) U", "JU for2( 2L D )", "for(3){ R } U", "↑ ⇒ for3( → )"]


@pytest.mark.parametrize("text", CARD_TEXTS)
def test_card_text_full_width_is_the_same_program(text):
    assert Program.parse(wide(text)) == Program.parse(text)


def test_the_issue_text_makes_two_dash_cards():
    assert Program.parse("２Ｕ　２Ｒ").to_text() == "2U 2R"


PYTHON = "for _ in range(3):\n    step(RIGHT)\ndash(UP)\njump(Direction.LEFT)  # go"


def test_python_box_full_width_is_the_same_program():
    typed_python = wide(PYTHON)
    assert "ｓｔｅｐ（ＲＩＧＨＴ）" in typed_python and "　　　　ｓｔｅｐ" in typed_python
    assert looks_like_python(typed_python)
    assert from_python(typed_python) == from_python(PYTHON)


def test_python_box_indented_with_full_width_spaces():
    # one ideographic space per indent step, as a child may press the space bar in
    # Japanese input mode
    text = "ｆｏｒ　＿　ｉｎ　ｒａｎｇｅ（２）：\n　ｓｔｅｐ（ＵＰ）"
    assert from_python(text).to_text() == "for2( U )"


def test_sandbox_intents_take_full_width():
    w = GraminWidget(board="@...\n....\n....")
    w.send_intent({"type": "set_program", "text": "２Ｕ　２Ｒ"})
    assert w.error is None and w.program == "2U 2R"
    assert [c["kind"] for c in w.cards] == ["dash", "dash"]
    w.send_intent({"type": "set_python", "text": wide(PYTHON)})
    assert w.error is None and w.program == "for3( R ) 2U JL"
    w.program = wide("for2( D )")
    assert w.program == "for2( D )" and w.problem is None


def test_game_builder_takes_full_width():
    w = GraminGameWidget(["Ann", "bot"], seed=1)
    w.send_intent({"type": "roll", "player": -1})
    hand = w.game.hands[0]
    card = {"step": "R", "dash": "2R", "jump": "JR"}[next(k for k in hand
                                                          if k in ("step", "dash", "jump"))]
    w.send_intent({"type": "set_program", "text": wide(f"for2( {card} )")})
    assert w.error is None and w.builder["problem"] is None
    assert [c["token"] for c in w.builder["cards"]] == ["for2(", card, ")"]
    python = {"R": "step(RIGHT)", "2R": "dash(RIGHT)", "JR": "jump(RIGHT)"}[card]
    w.send_intent({"type": "set_python", "text": wide(python)})
    assert w.error is None and [c["token"] for c in w.builder["cards"]] == [card]


BOARD = "@.3\n..."


@pytest.mark.parametrize("answer", ["R R", "2R", "step(RIGHT)\nstep(RIGHT)",
                                    "for _ in range(2):\n    step(RIGHT)"])
def test_exercise_check_full_width(answer):
    ex = Exercise(BOARD, best=1)
    assert ex.check(wide(answer)) == ex.check(answer)
    assert ex.check(wide(answer)).solved


def test_puzzle_check_full_width():
    p = Puzzle("@.3.3.3", "R R R R R R 2R for3( )", goal="all_chests", id="t")
    for text in ["for3( 2R )", "R R R R R R", "2R 2R"]:
        half, full = p.check(text), p.check(wide(text))
        assert (full.stars, full.cards, full.error) == (half.stars, half.cards, half.error)
    assert p.check("ｆｏｒ３（　２Ｒ　）").stars == 3


def test_classroom_grades_a_full_width_answer():
    task = next(t for t in GRAMIN if t.id == "sequence")
    half = grade(task, Work("gramin", {"sequence": {"typed": "2U 2R"}}))
    full = grade(task, Work("gramin", {"sequence": {"typed": "２Ｕ　２Ｒ"}}))
    assert full.points == half.points == full.max_points > 0


@pytest.mark.parametrize("text, char", [("２Ｕ、２Ｒ", "、"), ("みぎ", "み"), ("2Rー", "ー")])
def test_a_card_that_is_still_refused_says_hankaku(text, char):
    with pytest.raises(ProgramSyntaxError) as info:
        Program.parse(text, lang="ja")
    ja, en = info.value.text("ja"), info.value.text("en")
    assert f"「{char}」" in ja and "半角" in ja and "「2U」" in ja  # what to type
    assert f"'{char}'" in en and "half-width" in en and "2U" in en
    assert info.value.message_id == "gramin.error.full_width"


def test_a_python_line_that_is_still_refused_says_hankaku():
    with pytest.raises(PythonCodeError) as info:
        from_python("ｓｔｅｐ（ＲＩＧＨＴ）\nｓｔｅｐ（みぎ）", lang="ja")
    assert info.value.line == 2
    ja = info.value.text("ja")
    assert ja.startswith("2行目：「step(みぎ)」") and "半角" in ja and "step(RIGHT)" in ja


def test_sandbox_refusal_in_japanese_says_hankaku_and_keeps_the_cards():
    w = GraminWidget(board="@...\n....", lang="ja")
    w.send_intent({"type": "set_program", "text": "R"})
    w.send_intent({"type": "set_python", "text": "ｓｔｅｐ（うえ）"})
    assert "半角" in w.error["message"] and w.error["line"] == 1
    assert w.program == "R"


# ---- algo: the typed view, card tokens and exercise answers ----------------------------

VIEW = "me: B0 W1 B3 W6; ann: b? B2 w?-7 B8; bob: w? b?-5 W5; deck: 10"


def test_algo_view_full_width_is_the_same_view():
    assert AlgoView.parse(wide(VIEW)) == AlgoView.parse(VIEW)
    assert AlgoView.parse(wide(VIEW), me="ｍｅ") == AlgoView.parse(VIEW)


def test_algo_card_token_full_width():
    assert Card.parse("Ｗ１１") == Card.parse("W11") == Card(11, "white")
    with pytest.raises(ValueError):
        Card.parse("W²³")  # ²³ is "23" as typed: no card


def test_algo_view_box_takes_full_width():
    w = AlgoWidget(view="me: B0; ann: b?")
    w.send_intent({"type": "set_view", "text": wide(VIEW)})
    assert w.error is None and w.view_text == VIEW


def test_algo_view_still_refused_says_hankaku():
    w = AlgoWidget(view="me: B0; ann: b?", lang="ja")
    w.send_intent({"type": "set_view", "text": "me: B0; ann: bー5"})
    assert "「bー5」" in w.error["message"] and "半角" in w.error["message"]
    assert w.view_text == "me: B0; ann: b?"


CANDIDATES = "me: B2 W3 B5 W8; ann: b? W4 w?-6 B9; deck: 14"


@pytest.mark.parametrize("answer", ["5 7", "5, 7", "5;7"])
def test_candidates_answer_full_width(answer):
    ex = CandidatesExercise(CANDIDATES, "ann", 3)
    assert ex.check(wide(answer)) == ex.check(answer)
    assert ex.solution() == [5, 7] and ex.check(wide(answer)).correct


def test_candidates_answer_as_japanese_writes_a_list():
    ex = CandidatesExercise(CANDIDATES, "ann", 3)
    right = " ".join(str(n) for n in ex.solution())
    assert ex.check("、".join(wide(str(n)) for n in ex.solution())).correct
    assert ex.check(wide(right)).correct
    assert ex.check([wide(str(n)) for n in ex.solution()]).correct  # a list of typed texts


@pytest.mark.parametrize("answer", ["ann 1 = 1", "ann 1 = B1", "ann 1 = 1; bob 1 = 0",
                                    "ann 1=1 bob 1=0"])
def test_certain_answer_full_width(answer):
    ex = CertainExercise(VIEW)
    assert ex.check(wide(answer)) == ex.check(answer)


def test_certain_answer_full_width_row_in_a_tuple():
    ex = CertainExercise(VIEW)
    assert ex.check([("ａｎｎ", 1, 1)]) == ex.check([("ann", 1, 1)])


def test_an_answer_still_refused_says_hankaku():
    ex = CandidatesExercise(CANDIDATES, "ann", 3, lang="ja")
    text = ex.check("５ー").text
    assert "「5ー」" in text and "半角" in text and "「1 2 3」" in text
    ex = CertainExercise(VIEW, lang="ja")
    text = ex.check("ann 1 ＝ ー").text
    assert "「ー」" in text and "半角" in text


# ---- Goblin and the names ---------------------------------------------------------------

@pytest.mark.parametrize("answer, same", [("ｒｅｓｔ", "rest"), ("　Ｄｉｇ　", "dig"),
                                          ("やすむ", "rest"), ("うばう", "steal")])
def test_goblin_answer_full_width_and_kana(answer, same):
    ex = BestActionExercise({1: "dig", 2: ("steal", 3), 3: "rest"}, store=7, card="empty")
    assert ex.check(answer) == ex.check(same)


def test_names_typed_full_width():
    g = GoblinWidget(["Ａｎｎ", "ｂｏｔ：ｃｏｏｐｅｒａｔｏｒ", "bot:random"], seed=0)
    assert [p["name"] for p in g.players][0] == "Ann" and g.players[1]["bot"] == "cooperator"
    a = AlgoWidget(names=["Ａｎｎ", "Ｂｏｂ"], seed=0)
    assert [p["name"] for p in a.players] == ["Ann", "Bob"]
    w = GraminGameWidget(["Ａｎｎ", "ｂｏｔ"], seed=0)
    assert w.names[0] == "Ann" and w.players[1]["bot"] is not None
