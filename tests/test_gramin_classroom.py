"""What a class meets first in Gramin Expedition: if-cards shown and logged in order,
widget argument checks in the learner's language, chests apart, parent re-rolls shown, a
Python API for the game widget, distinct loop puzzles, wording (docs/rules/gramin.md 2-4, 6)."""

from __future__ import annotations

import itertools
import json
import pathlib
import random

import pytest
from helpers.gramin import play_as_a_lesson

from gamewidgets.core.errors import GameError
from gamewidgets.core.i18n import texts
from gamewidgets.gramin import (
    Board,
    GraminGame,
    GraminGameWidget,
    GraminRules,
    GraminWidget,
    Program,
    Puzzle,
    PuzzleWidget,
    course,
    random_board,
    run_program,
    solve,
)
from gamewidgets.gramin.engine.errors import BoardError
from gamewidgets.gramin.widgets.game_view import public_view

ROOT = pathlib.Path(__file__).resolve().parent.parent


# ---- 1. if-cards: shown as cards, named, and checked after the trap is announced -----
def test_sandbox_widget_syncs_the_held_if_cards():
    w = GraminWidget(board="@h.3", if_cards=["if_hole"])
    assert w.get_state()["if_cards"] == ["if_hole"]
    assert GraminWidget(board="@..").get_state()["if_cards"] == []
    labels = w.labels
    assert labels["gramin.ui.if_card.if_hole"] == "if-card: hole"
    assert GraminWidget(board="@..", lang="ja").labels["gramin.ui.if_card.if_hole"] \
        == "もしもカード（あな）"


def test_unknown_if_card_is_refused_in_the_learners_language():
    with pytest.raises(ValueError, match="if_hole"):
        GraminWidget(board="@h.", if_cards=["hole"])
    with pytest.raises(ValueError, match="もしもカードではありません"):
        GraminWidget(board="@h.", if_cards=["hole"], lang="ja")


def test_puzzle_widget_syncs_if_cards_of_the_puzzle_shown():
    index = next(i for i, p in enumerate(course()) if p.hand.if_cards)
    w = PuzzleWidget(start=index)
    assert w.if_cards == list(w.puzzle.hand.if_cards) and w.if_cards
    w.select(0)
    assert w.if_cards == []


@pytest.mark.parametrize("board, if_cards, kinds", [
    ("@c.", (), ["trap_card", "if_check", "crocodile_nothing"]),
    ("@c.", ("if_crocodile",), ["trap_card", "if_used"]),
    ("@h.", (), ["trap_card", "if_check", "hole_skip"]),
    ("@w.", (), ["trap_card", "if_check", "wall_stop"]),
    ("@w.", ("if_wall",), ["trap_card", "if_used"]),
])
def test_trap_is_announced_before_the_if_card_check(board, if_cards, kinds):
    trace = run_program("R", board, if_cards=if_cards)
    assert [e.kind for e in trace.frames[1].events] == kinds
    texts = [e["text"] for e in trace.to_json("en")["frames"][1]["events"]]
    assert "trap" in texts[0].lower() and texts[1].startswith("Check: do you hold an if-card")


def test_cancelled_trap_is_listed_once_as_removed():
    frames = run_program("R R", "@h.", if_cards=["if_hole"]).to_json()["frames"]
    assert frames[-1]["removed"] == [[0, 1]]


# ---- 2. the sandbox widget checks its arguments ---------------------------------------
def test_turned_step_cards_are_allowed_but_never_more_than_the_hand_holds():
    # rules 2.1: a card is laid in any orientation, so "D" is an "R" step card turned
    w = GraminWidget(board="@..\n...\n...", hand="R R U for3( )", program="D D")
    assert w.error is None and w.run().final_position == (2, 0)
    w = GraminWidget(board="@..\n...\n...", hand="R R U for3( )", program="D D D D")
    assert w.error["card_index"] == 4 and w.trace is None


@pytest.mark.parametrize("die", [0, 7, -1, 2.5, True, "3"])
def test_die_is_one_to_six_or_none(die):
    with pytest.raises(ValueError, match="1 to 6"):
        GraminWidget(die=die)
    with pytest.raises(ValueError, match="1から6"):
        GraminWidget(die=die, lang="ja")
    with pytest.raises(ValueError):
        Puzzle("@.3", "R R", die=die)


def test_dice_one_to_six_and_none_are_accepted():
    for die in (None, 1, 6):
        assert GraminWidget(die=die).die == die


@pytest.mark.parametrize("board, en, ja", [
    ("..\n..", "needs an explorer start", "スタート「@」"),
    (".x@", "Unknown square 'x' at row 0, col 1",
     "上から1行目・左から2列目の「x」は、マスの記号ではありません"),
    ("@.\n...", "Row 1 has 3 squares", "上から2行目は3マス"),
    ("@@", "second '@'", "2つ目の「@」"),
])
def test_board_errors_are_given_in_the_widgets_language(board, en, ja):
    with pytest.raises(BoardError, match=en):
        GraminWidget(board=board)
    with pytest.raises(BoardError, match=ja) as info:
        GraminWidget(board=board, lang="ja")
    assert isinstance(info.value, ValueError)


# ---- 3. chests apart; parent re-rolls shown -------------------------------------------
def _touching_pairs(board: Board) -> int:
    return sum(max(abs(p[0] - q[0]), abs(p[1] - q[1])) <= 1
               for p, q in itertools.combinations(board.chests, 2))


@pytest.mark.parametrize("size", [7, 8, 10, 12])
def test_random_boards_keep_chests_apart_when_the_board_allows(size):
    rules = GraminRules(board_size=size)
    for seed in range(200):
        board = random_board(rules, random.Random(seed))
        assert len(board.chests) == 12
        assert _touching_pairs(board) == 0, (size, seed, board.to_ascii())
        assert random_board(rules, random.Random(seed)) == board


def test_too_small_board_still_gets_every_chest():
    board = random_board(GraminRules(board_size=5), random.Random(3))
    assert len(board.chests) == 12  # 5 x 5 has no 12 apart squares: fewest touching


def test_new_games_lay_chests_apart():
    for seed in range(50):
        assert _touching_pairs(GraminGame(2, seed=seed).board) == 0


def _dice(g, *values):
    it = iter(values)
    g.world.roll = lambda: next(it)


def test_parent_tie_re_rolls_are_events_and_in_the_public_view():
    g = GraminGame(2, seed=0, names=["Ann", "Bot 2"])
    _dice(g, 5, 5, 4, 4, 6, 2)  # tie 5-5, tie again 4-4, then 6 vs 2: seat 2 is parent
    ev = g.roll()
    assert [e.kind for e in ev if e.kind.startswith("parent")] == [
        "parent_tie", "parent_reroll", "parent_reroll", "parent_tie", "parent_reroll",
        "parent_reroll", "parent"]
    assert g.parent == 1 and g.rolls == [5, 5]
    view = public_view(g, "en")
    assert view["rerolls"] == [[4, 4], [6, 2]]
    texts = [e["text"] for e in view["events"]]
    assert "Ann rolls again: 6." in texts and "Bot 2 rolls again: 2." in texts
    assert "Tie for the lowest roll (5): Ann and Bot 2 roll again to find the parent." in texts
    assert texts.index("Bot 2 rolls again: 2.") < texts.index("Bot 2 is the parent and acts first.")


def test_no_tie_no_rerolls():
    g = GraminGame(2, seed=0)
    _dice(g, 5, 3)
    g.roll()
    assert public_view(g)["rerolls"] == [] and g.parent == 1


# ---- 5. the game widget from Python; puzzles that teach different things ---------------
def test_game_widget_plays_a_whole_game_through_its_python_api():
    demo = GraminGameWidget(["You", "bot"], seed=11)
    seen = play_as_a_lesson(demo)
    assert demo.phase == "over" and "Game over" in demo.status
    assert {"roll", "build", "action"} <= seen


def test_game_widget_python_api_refuses_with_the_widgets_message():
    demo = GraminGameWidget(["You", "bot"], seed=1, lang="ja")
    with pytest.raises(GameError) as info:
        demo.act()
    assert demo.error["message"] == info.value.text("ja")
    before = demo.game.to_dict()
    with pytest.raises(GameError):
        demo.build("R")  # the dice have not been rolled: nobody builds
    assert demo.game.to_dict() == before
    demo.roll()
    with pytest.raises(GameError):
        demo.build("for2( R ) for2( R )")  # two loops: refused, nothing submitted
    assert demo.phase == "build" and demo.builder is not None


def test_three_times_and_exact_stop_teach_different_loops():
    by_id = {p.id: p for p in course()}
    a, b = solve(by_id["three-times"]), solve(by_id["exact-stop"])
    assert a.program.to_text() == "for3( 2R )" and a.par == by_id["three-times"].to_dict()["par"]
    assert b.program.to_text() == "for2( 2R )" and b.unique
    assert b.par == by_id["exact-stop"].to_dict()["par"] == 3
    assert by_id["exact-stop"].check("for3( 2R )").stars < 3  # overshoots the flag


def test_loop_puzzles_have_different_par_programs():
    programs = [solve(p).program for p in course()]
    looped = [x.to_text() for x in programs if "for" in x.to_text()]
    assert len(looped) == len(set(looped)), looped


def test_notebook_imports_from_the_package_top_level():
    nb = json.loads((ROOT / "notebooks" / "04_gramin_puzzles.ipynb").read_text())
    code = "\n".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code")
    assert "send_intent" not in code and "gamewidgets.gramin." not in code


# ---- 6. wording -----------------------------------------------------------------------
def test_loop_count_error_says_2_or_3():
    with pytest.raises(ValueError, match="2 or 3 times"):
        Program.parse("for4( R )")
    with pytest.raises(ValueError, match="2, 3, 4 or 5 times"):
        Program.parse("for7( R )", GraminRules(loop_counts=(2, 3, 4, 5)))


def test_no_plural_hacks_in_english_gramin_texts():
    hacks = [i for i, text in texts("gramin.", "en").items() if "(s)" in text]
    assert hacks == []


def test_jump_symbol_is_the_rules_one():
    assert Program.parse("↷").to_text() == "JR"
    assert "| jump | ↷ |" in (ROOT / "docs" / "rules" / "gramin.md").read_text()
    nb = json.loads((ROOT / "notebooks" / "01_gramin_loops.ipynb").read_text())
    intro = "".join(nb["cells"][0]["source"])
    assert "jump ↷" in intro and "↠" not in intro
