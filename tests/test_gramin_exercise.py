"""Lesson exercise checkers, and the lesson's stated fewest-card counts proven by search."""

import json
import pathlib
import re

import pytest

from gamewidgets.gramin.teaching.exercise import Exercise
from gamewidgets.gramin.teaching.puzzle import Puzzle
from gamewidgets.gramin.teaching.solver import solve

LESSON = pathlib.Path(__file__).parent.parent / "notebooks" / "01_gramin_loops.ipynb"


def lesson_source() -> str:
    cells = json.loads(LESSON.read_text())["cells"]
    return "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")


def lesson_exercises() -> dict:
    """Execute the lesson's definitions of boards and exercises (no widgets)."""
    src = lesson_source()
    namespace: dict = {"Exercise": Exercise, "LANG": "en"}
    for name in ("SEQUENCE_BOARD", "STAIRS", "TRAPS"):
        exec(re.search(rf"{name} = '''.*?'''", src, re.S).group(0), namespace)
    for name in ("exercise1", "exercise2", "exercise3"):
        exec(re.search(rf"{name} = Exercise\(.*?\}}\)", src, re.S).group(0), namespace)
    return {k: namespace[k] for k in ("exercise1", "exercise2", "exercise3")}


def fewest_cards(exercise: Exercise, limit: int) -> int | None:
    """Smallest card count (loop cards included) of a program that solves ``exercise``, or
    None if none has at most ``limit`` cards: the par solver's exhaustive search, on the
    exercise as a puzzle whose hand holds ``limit`` cards of every move kind, turnable, and
    a loop set (if-cards spent counted, as :class:`Exercise` counts: cards used)."""
    ifs = [k if k.startswith("if_") else f"if_{k}" for k in exercise.if_cards]
    hand = " ".join(["R", "2R", "JR"] * limit + ["for2(", "for3(", ")"] + ifs)
    puzzle = Puzzle(exercise.board, hand, exercise.goal, rules=exercise.rules)
    return solve(puzzle, max_cost=limit).par


@pytest.mark.parametrize("name, best, solution, said", [
    ("exercise1", 2, "2U 2R", "2 cards"),
    ("exercise2", 4, "for3( R U )", "4 cards"),
    # two cards laid and the if-card spent on the hole: 3 cards used, as a puzzle counts
    ("exercise3", 3, "2R 2R", "3 cards (2 laid + 1 if-card)"),
])
def test_lesson_best_is_the_true_minimum(name, best, solution, said):
    exercise = lesson_exercises()[name]
    assert exercise.best == best
    assert fewest_cards(exercise, best - 1) is None  # nothing shorter works
    assert fewest_cards(exercise, best) == best
    feedback = exercise.check(solution)
    assert feedback.solved and feedback.cards == best
    assert str(feedback) == f"Correct! {said} used: as few as possible."


def test_feedback_for_longer_wrong_and_broken_programs():
    ex = Exercise("@.3", best=1, hint={"en": "try a dash.", "ja": "2マスを使おう。"})
    # it works but is not yet the fewest: not "Correct", and the count is the cards used
    assert str(ex.check("R R")) == ("The moves are right: you used 2 cards. It can be done with "
                                    "only 1 card: try to use fewer cards. Hint: try a dash.")
    ja = Exercise("@.3", best=1, lang="ja").check("R R")
    assert str(ja) == ("動きは正しいです。使ったカードは2枚です。でも、1枚だけでもできます。"
                       "もっと少ないカードでためしてみましょう。")
    # an if-card spent: the count says what it is made of, with no brackets in brackets
    spent = Exercise("@h..3", best=3, if_cards=("if_hole",)).check("R R R R")
    assert str(spent) == ("The moves are right: you used 5 cards (4 laid + 1 if-card). It can "
                          "be done with only 3 cards: try to use fewer cards.")
    assert "((" not in str(spent) and ")) " not in str(spent)
    wrong = ex.check("U")
    assert not wrong.solved
    assert str(wrong) == ("Not yet: the explorer ends on (0, 0) with 0 of 1 chests. "
                          "Hint: try a dash.")
    broken = ex.check("R )")
    assert broken.cards is None and "no loop is open" in str(broken)


def test_trap_stop_is_explained_and_goal_square():
    ex = Exercise("@h.", goal=(0, 2))
    assert str(ex.check("2R")) == ("Not yet: the explorer ends on (0, 1), the goal is (0, 2). "
                                   "Stopped by a hole.")
    assert Exercise("@h.", goal=(0, 2), if_cards=("hole",)).check("2R").solved
    ja = Exercise("@.3", best=1, lang="ja").check("2R")
    assert str(ja) == "正解！使ったカード1枚。これより少なくはできません。"
    ja_square = Exercise("@h.", goal=(0, 2), lang="ja").check("2R")
    assert str(ja_square) == ("もう少し：探検隊は上から1行目・左から2列目で止まりました。"
                              "ゴールは上から1行目・左から3列目です。あなで止まりました。")
    with pytest.raises(ValueError, match="not on the board"):
        Exercise("@.", goal=(5, 5))


def test_a_square_is_named_as_a_child_finds_it_an_opened_chest_by_its_value():
    """English names a square by the numbers on the board's edges; Japanese counts from 1
    from the top and the left, as said aloud; a chest the run opened is named by its value
    (public once opened), a closed one never."""
    ex = Exercise("@3.\n..1", goal=(1, 2))
    assert str(ex.check("R")) == ("Not yet: the explorer ends on the chest worth 3 at (0, 1), "
                                  "the goal is (1, 2).")
    ja = Exercise("@3.\n..1", goal=(1, 2), lang="ja")
    assert str(ja.check("R")) == ("もう少し：探検隊は上から1行目・左から2列目の"
                                  "3点の宝箱で止まりました。"
                                  "ゴールは上から2行目・左から3列目です。")
    # ends beside the closed chest worth 1: its value is not said
    assert str(ja.check("D R")) == ("もう少し：探検隊は上から2行目・左から2列目で止まりました。"
                                    "ゴールは上から2行目・左から3列目です。")
    all_chests = Exercise("@3.\n..1", lang="ja")
    assert str(all_chests.check("R")) == ("もう少し：探検隊は上から1行目・左から2列目の"
                                          "3点の宝箱で止まりました。ゴールの宝箱2個のうち、取ったのは1個です。")


def test_a_lessons_hint_gets_its_readings_and_shows_them_as_ruby():
    """A hint is the lesson's own text: 枚 (小6) gets its reading from the reading list, which
    the HTML of the feedback shows as <ruby>."""
    from gamewidgets.core import furigana

    ex = Exercise("@.3", best=1, lang="ja", hint={"en": "a dash.", "ja": "1枚で2マス進めます。"})
    with furigana.using("above_grade_4"):
        feedback = ex.check("R R")
    assert str(feedback).endswith("ヒント：1まいで2マス進めます。")  # plain text: in kana
    assert "1<ruby>枚<rp>（</rp><rt>まい</rt><rp>）</rp></ruby>で2マス" in feedback._repr_html_()
    with furigana.using("off"):
        assert str(ex.check("R R")).endswith("1枚で2マス進めます。")
