"""Gramin puzzles: goals, stars, feedback, hints, JSON, and the bundled course."""

import re

import pytest

from gamewidgets.core.furigana import bare
from gamewidgets.core.i18n import ids, texts
from gamewidgets.gramin import GraminRules, Program, ProgramSyntaxError
from gamewidgets.gramin.teaching.course import COURSE_DATA, STAGES, course, difficulty
from gamewidgets.gramin.teaching.parts import Hand
from gamewidgets.gramin.teaching.puzzle import Puzzle
from gamewidgets.gramin.teaching.solver import solve

LINE = Puzzle("@...3", "R R R R 2R for2( for3( )", id="line")


def test_hand_is_read_in_program_syntax():
    hand = Hand.parse("R R 2D for(3){ } if_hole JL")
    assert hand.moves == {"step": 2, "dash": 1, "jump": 1}
    assert hand.opens == {3: 1} and hand.closes == 1 and hand.if_cards == ("if_hole",)
    assert hand.size == 7 and hand.without_loops() == "R R 2D if_hole JL"
    fixed = Hand.parse("R R U", turnable=False)
    assert fixed.moves == {"R": 2, "U": 1}
    with pytest.raises(ProgramSyntaxError, match="not a card"):
        Hand.parse("R X")


def test_goals_and_their_errors():
    assert LINE.goal.collect == {(0, 4)} and LINE.goal.end is None
    square = Puzzle("@..\n...", "R R D", goal=(1, 2))
    assert square.goal.end == (1, 2) and not square.goal.collect
    both = Puzzle("@.3\n..2", "R R D L", goal={"collect": [[1, 2]], "end": [1, 1]})
    assert both.goal.collect == {(1, 2)} and both.goal.end == (1, 1)
    assert both.describe() == ("Collect the chests at (1, 2). "
                               "End the program on the flag, square (1, 1).")
    assert "宝箱を1個取りましょう" in LINE.describe("ja")
    assert both.describe("ja") == ("上から2行目・左から3列目の宝箱を取りましょう。"
                                   "プログラムが終わったとき、"
                                   "旗のマス（上から2行目・左から2列目）にいるようにしましょう。")
    trapped = Puzzle("@.h3", "R R R JR")
    assert trapped.describe() == "Collect the chest. Do not get caught in a trap."
    two = Puzzle("@3.\n..2", "R R D", goal={"collect": [[0, 1], [1, 2]]})
    assert two.describe() == "Collect the chests at (0, 1) and (1, 2)."
    assert two.describe("ja") == ("上から1行目・左から2列目と上から2行目・左から3列目の"
                                  "宝箱を取りましょう。")
    for bad, match in [((5, 5), "on the board"), ({"collect": [[0, 1]]}, "no point chest"),
                       ("everything", "goal must be"), ({"collect": []}, "empty"),
                       ({"at": 1}, "keys")]:
        with pytest.raises(ValueError, match=match):
            Puzzle("@.3", "R", goal=bad)
    with pytest.raises(ValueError, match="start"):
        Puzzle("..3", "R")
    with pytest.raises(ValueError, match="wall"):
        Puzzle("@w3", "R", goal=(0, 1))


def test_stars_par_more_partial_and_none():
    best = LINE.check("for2( 2R )")
    assert (best.solved, best.stars, best.cards, best.par) == (True, 3, 3, 3)
    assert str(best) == "Solved with 3 cards: that is par, the fewest possible! ★★★"
    more = LINE.check("R R R R")
    assert (more.solved, more.stars, more.cards) == (True, 2, 4)
    assert more.text("ja") == ("使ったカード4枚でクリア！パー（いちばん少ない枚数）は3枚です。"
                               "もっと少なくできますか？★★")
    two = Puzzle("@.3.3", "R R R R")
    partial = two.check("R R")
    assert (partial.solved, partial.stars, partial.collected) == (False, 1, ((0, 2),))
    assert "1 of the 2 goal chests" in str(partial)
    nothing = two.check("L")
    assert (nothing.stars, nothing.final) == (0, (0, 0))
    square = Puzzle("@...", "R R R", goal=(0, 3))
    closer = square.check("R")
    assert closer.stars == 1 and "closer to the flag at (0, 3)" in str(closer)
    assert square.check("R R R").stars == 3


def test_input_errors_are_feedback_not_exceptions():
    syntax = LINE.check("for2( R")
    assert (syntax.stars, syntax.cards, syntax.error) == (0, None, "gramin.puzzle.error.syntax")
    assert "never closed" in str(syntax) and "閉じていません" in syntax.text("ja")
    missing = LINE.check("2R 2R")
    assert missing.error == "gramin.puzzle.error.too_many"
    # the cards as the widget draws them, not their codes (2R)
    assert str(missing) == ("Card 2 [⇒ dash] would be dash card number 2, but the hand has only "
                            "1 (a move card can be laid in any direction). The hand: [→ step] "
                            "×4 [⇒ dash] [2×(] [3×(] [)].")
    # the hand shows three step cards pointing right: laid as four in any direction, the
    # count is of step cards, not of "R"
    four = LINE.check("R U L R D")
    assert four.text("ja") == ("5枚目の「↓ 1マス」は、プログラムで5枚目の1マスカードです。"
                               "でも、手札の1マスカードは4枚だけです（向きは自由に変えられます）。"
                               "手札：「→ 1マス」カード4枚、「⇒ 2マス」、"
                               "「2×(」、「3×(」、「)」。")
    assert LINE.check("JR").error == "gramin.puzzle.error.not_in_hand"
    assert Puzzle("@..3", "R R R for3(").check("for3( R )").error.endswith("not_in_hand")
    fixed = Puzzle("@..\n..3", "R R D D", turnable=False)
    assert fixed.check("D D R R").solved and fixed.check("U").error.endswith("not_in_hand")
    die = Puzzle("@...3", "R R R R for2( )", die=2)
    over = die.check("R R R R")
    # the one message of a program over the die (the game's and the editors')
    assert over.error == "gramin.error.over_die"
    assert str(over) == "This uses 4 cards but the die allows 2: remove 2. Loop cards are free."
    counted = Puzzle("@...3", "R R for2( )", die=3,
                     rules=GraminRules(loop_cards_count=True)).check("for2( R R )")
    assert counted.error == "gramin.error.over_die" and "Loop cards count too" in str(counted)
    assert die.check("for2( R R )").stars == 3
    assert LINE.check(Program.parse("for2( 2R )")).stars == 3


def test_traps_fail_and_if_cards_count():
    hole = Puzzle("@.h.3", "2R 2R R R R R")
    trapped = hole.check("2R 2R")
    assert not trapped.solved and trapped.stop_reason == "hole"
    # where and by what, in one short sentence (the verdict's one line)
    assert str(trapped) == "Not yet: a hole stopped the program on (0, 2)."
    assert trapped.text("ja") == "まだです：上から1行目・左から3列目であなのわなにかかりました。"
    # a trapped run that got closer to the flag earns its star and says why
    closer = Puzzle("@.h..", "2R R R", goal=(0, 4)).check("2R")
    assert closer.stars == 1 and "closer to the flag" in str(closer)
    assert str(closer).endswith("Stopped by a hole.")
    on_trap = Puzzle("@.h", "2R", goal=(0, 2)).check("2R")
    assert not on_trap.solved and "but a trap worked" in str(on_trap)
    brave = Puzzle("@.h.3", "2R 2R if_hole")
    ok = brave.check("2R 2R")
    assert ok.solved and ok.if_used == 1 and ok.cards == 3 and ok.stars == 3
    laid = Puzzle("@.h.3", "2R 2R if_hole", if_cards_count=False).check("2R 2R")
    assert laid.cards == 2


def test_hints_by_level():
    p = Puzzle("@.3.3.3", "2R for3( )",
               hints=[{"en": "Only one dash card.", "ja": "2マスは1枚だけ。"}])
    assert p.hint_count() == 3
    assert p.hint(1) == "Only one dash card." and p.hint(1, "ja") == "2マスは1枚だけ。"
    assert p.hint(2) == ("Par is 3 cards. Here every card laid counts, loop cards too "
                         "(the die does not count them).")
    # the loop note only where the hand has loop cards
    assert bare(Puzzle("@.3.3", "2R 2R").hint(2, "ja")) == \
        "パー（いちばん少ない枚数）は2枚です。"
    # the cards as the widget draws them (3×(, ⇒ dash), not the tokens typed for them
    assert p.hint(3) == "One best program starts with: [3×(] [⇒ dash] [)]"
    assert p.hint(3, "ja") == ("いちばん少ない枚数のプログラムの1つは、「3×(」「⇒ 2マス」「)」"
                               "で始まります。")
    assert p.hint_cards(3) == ["for3(", "2R", ")"] and p.hint_cards(2) is None
    assert p.hint(99) == p.hint(3) and p.hint_cards(99) == p.hint_cards(3)
    auto = Puzzle("@.h.3", "2R 2R for2( ) if_hole", die=2)
    assert auto.hint(1) == ("A loop can replace repeated cards: [3×(] [→ step] [)] moves like "
                            "[→ step] [→ step] [→ step].")
    assert "2 cards" in auto.hint(2) and "trap" in auto.hint(3) and "if-card" in auto.hint(4)
    assert Puzzle("@3", "L", turnable=False).hint(2) == "No program from this hand meets the goal."
    with pytest.raises(ValueError, match="level"):
        p.hint(0)


def test_json_round_trip():
    p = Puzzle("@.C.3\n..w..", "2R JR for2( ) if_crocodile", {"collect": "all", "end": [1, 4]},
               die=3, rules=GraminRules.teaching(), id="x", title={"en": "X", "ja": "エックス"},
               hints=[{"en": "a", "ja": "あ"}], par=4, turnable=False)
    again = Puzzle.from_dict(p.to_dict())
    assert again.to_dict() == p.to_dict()
    assert again.rules == GraminRules.teaching() and again.to_dict()["par"] == 4
    assert Puzzle.from_dict(LINE.to_dict()).to_dict()["goal"] == "all_chests"


def test_catalogue_has_both_languages_with_the_same_placeholders():
    en, ja = texts("gramin.puzzle.", "en"), texts("gramin.puzzle.", "ja")
    assert len(ids("gramin.puzzle.")) >= 20 and en.keys() == ja.keys()
    for key in en:
        assert set(re.findall(r"{(\w+)}", en[key])) == set(re.findall(r"{(\w+)}", ja[key]))


# ---- the bundled course ------------------------------------------------------------------
def test_course_shape():
    puzzles = course()
    assert len(puzzles) >= 20
    assert len({p.id for p in puzzles}) == len(puzzles)
    for p, d in zip(puzzles, COURSE_DATA, strict=True):
        assert p.title["en"] and p.title["ja"] and p.title["en"] != p.title["ja"]
        assert p.hints and all(h["en"] and h["ja"] for h in p.hints)
        assert d["par"] == p.to_dict()["par"]


def test_course_pars_are_proven_and_order_is_by_difficulty():
    levels, loop_needed = [], 0
    for p in course():
        sol = solve(p)
        assert sol.par == p.to_dict()["par"], p.id
        assert p.check(sol.program).stars == 3, p.id
        if p.hand.opens:
            plain = solve(p.with_hand(p.hand.without_loops()))
            loop_needed += plain.par is None or plain.par > sol.par
        levels.append(difficulty(p))
    assert levels == sorted(levels)
    assert loop_needed >= 8
    assert {STAGES[s] for s, _ in levels} == set(STAGES)


def test_a_verdict_names_the_flag_and_opened_chests_by_their_values_never_a_closed_one():
    """Where the explorer ends is said by what a child sees there: the flag, or a chest
    it opened by its value; the goal chests it opened by their values; a closed chest
    only by its square (its value is hidden until opened)."""
    two = Puzzle("@3.\n..2", "R R D D", goal={"collect": [[0, 1], [1, 2]]})
    part = two.check("R")
    # ending on the chest it names, the verdict says "there" rather than the square again
    assert part.text("en") == ("Not yet: 1 of the 2 goal chests collected (the chest worth 3 at "
                               "(0, 1)), and the explorer stopped there. ★")
    assert part.text("ja") == ("もう少し：ゴールの宝箱2個のうち1個"
                               "（上から1行目・左から2列目の3点の宝箱）を取り、"
                               "探検隊はそのマスで止まりました。★")
    moved = two.check("R D")
    assert moved.text("en") == ("Not yet: 1 of the 2 goal chests collected (the chest worth 3 "
                                   "at (0, 1)), the explorer ends on (1, 1). ★")
    assert "2点" not in moved.text("ja") and "worth 2" not in moved.text("en")
    flag = Puzzle("@3..\n....", "R R R D", goal={"collect": [[0, 1]], "end": [1, 3]})
    closer = flag.check("D R R")
    assert closer.text("en") == ("Not yet: the explorer ends on (1, 2), closer to the flag at "
                                 "(1, 3) than the start. ★")
    assert closer.text("ja") == ("もう少し：探検隊は上から2行目・左から3列目で止まりました。"
                                 "スタートより旗（上から2行目・左から4列目）に近づきました。★")
    on_flag = flag.check("D R R R")
    assert on_flag.text("en") == ("Not yet: the explorer ends on the flag at (1, 3), but the goal "
                                  "chests are still closed. ★")
    assert on_flag.text("ja") == ("もう少し：探検隊は旗（上から2行目・左から4列目）で"
                                  "止まりましたが、ゴールの宝箱がまだ開いていません。★")
    # with the chest taken on the way, the flag names where the explorer ends
    assert Puzzle("@3..\n.1..", "R R R D", goal={"collect": [[0, 1], [1, 1]], "end": [1, 3]}) \
        .check("R R D R").text("en") == ("Not yet: 1 of the 2 goal chests collected (the chest "
                                         "worth 3 at (0, 1)), the explorer ends on the flag at "
                                         "(1, 3). ★")
