"""Tsume-algo puzzles (unique, solved by logic alone) and the lesson's exercise checkers."""

import json
import pathlib
import re

import pytest

from gamewidgets.algo.engine.deduction import REASONS, deduce
from gamewidgets.algo.engine.probability import count_worlds, enumerate_worlds
from gamewidgets.algo.engine.view import AlgoView
from gamewidgets.algo.teaching.exercise import CandidatesExercise, CertainExercise, reason_name
from gamewidgets.algo.teaching.puzzles import TSUME_PUZZLES, named, puzzle, puzzle_view

LESSON = pathlib.Path(__file__).parent.parent / "notebooks" / "02_algo_deduction.ipynb"


@pytest.mark.parametrize("p", TSUME_PUZZLES, ids=[p["id"] for p in TSUME_PUZZLES])
def test_puzzle_is_solved_by_logic_alone_and_unique(p):
    view = AlgoView.parse(p["view"])
    d = deduce(view)
    assert len(d.certain) == len(view.hidden_slots()) >= 3
    assert {r: [next(iter(c)) for c in cands] for r, cands in d.candidates.items()} \
        == p["solution"]
    assert count_worlds(view) == 1
    (world,) = enumerate_worlds(view)
    assert all(p["solution"][r][i] == n for (r, i), n in world.items())
    assert {s.reason for s in d.steps} == set(p["uses"])
    assert p["title"]["en"] and p["title"]["ja"]


def test_puzzles_go_from_easy_to_hard():
    steps = [len(deduce(p["view"]).steps) for p in TSUME_PUZZLES]
    assert steps == sorted(steps) and len(TSUME_PUZZLES) >= 3
    assert "counting" not in TSUME_PUZZLES[0]["uses"] and "counting" in TSUME_PUZZLES[-1]["uses"]
    hall = [s for s in deduce(TSUME_PUZZLES[-1]["view"]).steps if s.reason == "counting"]
    assert any(len(s.data["slots"]) >= 2 for s in hall)  # a real pigeonhole step
    assert puzzle_view("squeeze") == AlgoView.parse(puzzle("squeeze")["view"])
    with pytest.raises(KeyError, match="squeeze"):
        puzzle("nope")


def test_candidates_exercise_feedback():
    ex = CandidatesExercise("me: B0 W4 B7 W9; ann: b? w?-5 B6 w?; deck: 12", "ann", 2,
                            hint={"en": "look left of B6.", "ja": "B6の左を見よう。"})
    assert ex.solution() == [1, 2, 3]
    ok = ex.check("1, 2 3")
    assert ok.correct and str(ok) == "Correct! ann's 2nd card can be 1, 2 or 3."
    bad = ex.check([0, 1, 2, 5, 7])
    assert not bad.correct and bad.missing == (3,) and bad.extra == (0, 5, 7)
    assert str(bad) == ("Not yet. 0 is impossible (a chain: the order of its hidden neighbours). "
                        "5 is impossible (a failed attack). 7 is impossible (the order rule). "
                        "Still possible: 3. Hint: look left of B6.")
    assert str(CandidatesExercise(ex.view, "ann", 2, lang="ja").check([1, 2])) == (
        "もう少し。まだありうる数字：3。")
    assert str(ex.check("x")) == ("Not an answer yet: 'x' is not a number 0..11: give whole "
                                  "numbers, e.g. [1, 2, 3], 5 or '1 2 3'.")
    assert not ex.check([12]).correct
    with pytest.raises(ValueError, match="not a hidden card"):
        CandidatesExercise(ex.view, "ann", 3)  # B6 is face up


def test_candidates_exercise_explains_a_number_only_the_posterior_excludes():
    # cy's 2nd card: propagation keeps 9 and 10, but no deal gives them
    view = "me: B3; ann: B8; bob: W0 w? b? W9 w?; cy: W4 b?-5-7 w?-1-3-8 w?"
    ex = CandidatesExercise(view, "cy", 2)
    assert ex.solution() == [6]
    assert str(ex.check([6, 9])) == ("Not yet. 9 is impossible (no deal of the unseen cards "
                                     "gives it).")


def test_certain_exercise_feedback():
    view = "me: B0 W1 B3 W6; ann: b? B2 w?-7 B8; bob: w? b?-5 W5; deck: 10"
    ex = CertainExercise(view, hint={"en": "a certain card is nowhere else.", "ja": "ほかにない。"})
    assert ex.solution() == [("ann", 1, 1), ("bob", 2, 4)]
    ok = ex.check("ann 1 = 1; bob 2 = B4")
    assert ok.correct and str(ok) == ("Correct! The certain cards: ann's 1st card = 1 and "
                                      "bob's 2nd card = 4.")
    assert ex.check([("bob", 2, 4), ("ann", 1, 1)]).correct
    part = ex.check("ann 1 = 1, bob 1 = 0")
    assert part.missing == (("bob", 2, 4),) and part.extra == (("bob", 1, 0),)
    assert str(part) == ("Not yet. Right so far: ann's 1st card = 1. bob's 1st card could be 0, "
                         "but it is not certain yet. Certain cards not named yet: 1. "
                         "Hint: a certain card is nowhere else.")
    assert str(ex.check("ann one")) == ("Not an answer yet: 'ann one': write 'row position = "
                                        "number' for each card, e.g. 'ann 2 = 7; bob 1 = 0' "
                                        "(positions count from 1 on the left).")
    assert "is not the row of another player" in str(ex.check("me 1 = 0"))
    none = CertainExercise("me: B0 W4 B7 W9; ann: b? w?-5 B6 w?", lang="ja").check("")
    assert none.correct and str(none) == "正解！確定している伏せたカードはまだありません。"


def _lesson_source() -> str:
    cells = json.loads(LESSON.read_text())["cells"]
    return "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")


def test_lesson_exercises_have_the_stated_answers():
    src = _lesson_source()
    ns = {"CandidatesExercise": CandidatesExercise, "CertainExercise": CertainExercise,
          "TSUME_PUZZLES": TSUME_PUZZLES, "LANG": "en", "named": named}
    exec(re.search(r"tsume = named\(.*?\)\n", src).group(0), ns)
    for name in ("exercise1", "exercise2", "exercise3"):
        exec(re.search(rf"{name} = \w+Exercise\(.*?\)\n", src, re.S).group(0), ns)
    assert ns["exercise1"].solution() == [5, 7]
    assert ns["exercise1"].solution() == sorted(deduce(ns["exercise1"].view).candidates["ann"][2])
    assert ns["exercise2"].solution() == [("ann", 1, 1), ("bob", 2, 4)]
    assert ns["exercise3"].solution() == [("ann", 2, 1), ("ann", 3, 3), ("ann", 4, 4)]
    # the lesson's starting answers are wrong on purpose
    assert not ns["exercise1"].check([5, 6, 7, 8]).correct
    assert not ns["exercise2"].check("ann 1 = 1").correct


# ---- student mistakes get a clear sentence, never a raw Python error --------------------------
def test_candidates_check_accepts_a_single_number_and_refuses_non_numbers():
    ex = CandidatesExercise("me: B0 W4 B7 W9; ann: b? w?-5 B6 w?; deck: 12", "ann", 2)
    assert ex.check(5).extra == (5,) and "5 is impossible" in str(ex.check(5))
    assert ex.check(1).missing == (2, 3)
    assert ex.check(1).correct is False and ex.check({1, 2, 3}).correct
    for answer, token in [(3.5, "3.5"), (None, "None"), (True, "True"), ([1, 2.0], "2.0"),
                          ([1, "two"], "two")]:
        fb = ex.check(answer)
        assert not fb.correct and str(fb).startswith("Not an answer yet:"), answer
        assert token in str(fb) and "e.g." in str(fb), str(fb)
    ja = CandidatesExercise(ex.view, "ann", 2, lang="ja").check(None)
    assert "まだ答えになっていません" in str(ja) and "None" in str(ja)


def test_certain_check_reads_answers_separated_by_spaces_only():
    ex = CertainExercise(TSUME_PUZZLES[1]["view"])
    assert ex.check("ann 2=1 ann 3=3 ann 4=4").correct
    assert ex.check("ann 2 = 1 ann 3 = 3, ann 4 = 4").correct
    assert ex.check("ann 2 1; ann 3 3; ann 4 4").correct
    assert ex.check(("ann", 2, 1)).missing == (("ann", 3, 3), ("ann", 4, 4))
    wrong = ex.check("ann 2=1 ann 3=3 ann 4=5")
    assert wrong.extra == (("ann", 4, 5),) and wrong.missing == (("ann", 4, 4),)
    bad = str(ex.check("ann 2=1 ann three=3"))
    assert bad.startswith("Not an answer yet: 'ann three=3'") and "ann 2 = 7; bob 1 = 0" in bad
    for answer in (5, None, [("ann", 2)]):
        assert str(ex.check(answer)).startswith("Not an answer yet:"), answer


def test_certain_check_says_why_a_named_card_is_wrong():
    view = "me: B0 W1 B3 W6; ann: b? B2 w?-7 B8; bob: w? b?-5 W5; deck: 10"
    ex = CertainExercise(view)
    # ann's 1st card is certainly 1, so it is certainly not 0
    assert "ann's 1st card cannot be 0." in str(ex.check("ann 1 = 0"))
    assert "is not certainly" not in str(ex.check("ann 1 = 0"))
    assert "bob's 1st card could be 0, but it is not certain yet." in str(ex.check("bob 1 = 0"))
    assert "ann's 2nd card is face up (B2)" in str(ex.check("ann 2 = 2"))
    ja = CertainExercise(view, lang="ja")
    assert "は表向き（黒2）です。" in str(ja.check("ann 2 = 2"))  # as a sentence says a card
    assert "ann's 1st card is black, so it cannot be W1" in str(ex.check("ann 1 = W1"))
    assert ex.check("ann 1 = B1; bob 2 = b4").correct
    ja = CertainExercise(view, lang="ja")
    assert "annの左から1枚目は0ではありえません" in str(ja.check("ann 1 = 0"))


def test_lesson_explains_the_0_based_index_before_first_using_one():
    cells = json.loads(LESSON.read_text())["cells"]
    first_index = next(k for k, c in enumerate(cells) if c["cell_type"] == "code"
                       and re.search(r"""(candidates|eliminated)\(?\[?["'(]ann["'], 0""",
                                     "".join(c["source"])))
    notes = [k for k, c in enumerate(cells) if c["cell_type"] == "markdown"
             and "Counting from 0 in Python, from 1 in sentences" in "".join(c["source"])]
    assert len(notes) == 1 and notes[0] < first_index


def test_reason_name_is_the_deduction_panels_word():
    """A lesson prints a step's reason in words, never the code's name (「並び順」, not
    ``order``)."""
    view = AlgoView.parse("me: B0 W4 B7 W9; ann: b? w?-5 B6 w?; deck: 12")
    assert reason_name(deduce(view).eliminated("ann", 0)[8], "ja") == "並び順"
    assert reason_name("order") == "order rule"
    assert reason_name("counting", "ja") == "数え上げ"
    words = [reason_name(kind, "ja") for kind in REASONS]
    assert len(set(words)) == len(REASONS)
    assert not any(re.search("[A-Za-z]", word) for word in words)
    with pytest.raises(ValueError, match="unknown reason kind 'logic'; known: seen, failed_guess"):
        reason_name("logic", "ja")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_step_does_not_repeat_its_reason_name(lang):
    # the lessons print 【reason】 before each step's sentence, as the panel marks it
    d = deduce("me: B0 W4 B7 W9; ann: b? w?-5 B6 w?; deck: 12")
    kinds = {s.reason for s in d.steps}
    assert "propagation" in kinds
    for step in d.steps:
        name = reason_name(step.reason, lang)
        assert not step.text(lang).lower().startswith(name.lower()), step.text(lang)


def test_a_japanese_hint_carries_the_readings_of_its_words():
    """A lesson's hint (its own words) shows 確定 with its reading, as Gramin's hints do: the
    lesson's verdict showed 「ヒント：確定したカード」 with no reading."""
    from gamewidgets.core import furigana
    from gamewidgets.core.furigana import plain, unread

    hint = {"en": "a certain card cannot be anywhere else.",
            "ja": "確定したカードの数字は、ほかのカードにはありません。"}
    ex = CertainExercise("me: B0 W1 B3 W6; あおい: b? B2 w?-7 B8; けんた: w? b?-5 W5; deck: 10",
                         lang="ja", hint=hint)
    with furigana.using(furigana.DEFAULT):
        said = ex.check("あおい 1 = 1").text
    assert "ヒント：かくていしたカードの数字" in plain(said)
    assert unread(said) == []
