"""Program syntax (docs/rules/gramin.md 2.1, 2.4, 4.2): parsing, errors, measures, output."""

import pytest

from gamewidgets.core.errors import GameError
from gamewidgets.gramin import (
    Direction,
    GraminRules,
    LoopClose,
    LoopOpen,
    MoveCard,
    Program,
    ProgramSyntaxError,
    tokenize,
)


def test_every_spelling_of_every_move_card():
    ascii_ = "U R D L 2U 2R 2D 2L JU JR JD JL"
    symbols = "↑ → ↓ ← ⇑ ⇒ ⇓ ⇐ ↟ ↠ ↡ ↞"
    a, s = Program.parse(ascii_), Program.parse(symbols)
    assert a == s
    kinds = [c.kind for c in a.cards]
    assert kinds == ["step"] * 4 + ["dash"] * 4 + ["jump"] * 4
    assert [c.direction for c in a.cards[:4]] == [Direction.UP, Direction.RIGHT,
                                                   Direction.DOWN, Direction.LEFT]
    assert a.to_text("symbols") == symbols


def test_brackets_may_touch_and_seed_spelling_is_the_same_card():
    assert tokenize("for3(R)U") == ["for3(", "R", ")", "U"]
    p1 = Program.parse("for3(R) U")
    p2 = Program.parse("for(3){ R } U")
    p3 = Program.parse("for(3){R}U")
    assert p1 == p2 == p3
    assert p1.cards == (LoopOpen(3), MoveCard("step", Direction.RIGHT), LoopClose(),
                        MoveCard("step", Direction.UP))


def test_card_count_and_hand_cost():
    p = Program.parse("for3( R 2U ) JL")
    assert p.card_count == 5  # every card laid, loop cards included
    assert p.hand_cost == 3  # loop cards do not count against the die (2.4)
    counted = Program.parse("for3( R 2U ) JL", GraminRules(loop_cards_count=True))
    assert counted.hand_cost == 5


def test_steps_unroll_loops_with_iterations():
    p = Program.parse("U for2( R D ) L")
    assert list(p.steps()) == [
        (0, ()),
        (2, ((1, 1, 2),)), (3, ((1, 1, 2),)),
        (2, ((1, 2, 2),)), (3, ((1, 2, 2),)),
        (5, ()),
    ]
    assert p.move_count() == 6
    # one action per top-level card, a whole loop is ONE action (4.4)
    assert [len(a) for a in p.actions()] == [1, 4, 1]


def test_nested_loops_in_teaching_mode():
    rules = GraminRules.teaching()
    p = Program.parse("for2( for9( R ) U )", rules)
    assert p.move_count() == 2 * (9 + 1)
    assert list(p.steps())[1] == (2, ((0, 1, 2), (1, 2, 9)))
    assert p.to_python() == (
        "for _ in range(2):\n    for _ in range(9):\n        step(RIGHT)\n    step(UP)")


def test_to_python_and_round_trip():
    p = Program.parse("for3( R ) 2U JL")
    assert p.to_python() == "for _ in range(3):\n    step(RIGHT)\ndash(UP)\njump(LEFT)"
    assert [i for _, i in p.python_lines()] == [0, 1, 3, 4]
    for style in ("ascii", "symbols"):
        assert Program.parse(p.to_text(style)) == p


@pytest.mark.parametrize("text, index, msg_id, words", [
    ("R X", 2, "gramin.error.unknown_card", "'X' is not a card"),
    ("R r", 2, "gramin.error.unknown_card_hint", "Did you mean 'R'"),
    ("R )", 2, "gramin.error.unmatched_close", "no loop is open"),
    ("U for3( R", 2, "gramin.error.unclosed_loop", "never closed"),
    ("for3( ) U", 1, "gramin.error.empty_loop", "empty loop"),
    ("for2( for3( R ) )", 2, "gramin.error.nested_loop", "inside another loop"),
    ("for2( R ) for3( U )", 4, "gramin.error.too_many_loops", "only 1"),
    ("for4( R )", 1, "gramin.error.loop_count", "2 or 3 times"),
])
def test_syntax_errors_name_the_card(text, index, msg_id, words):
    with pytest.raises(ProgramSyntaxError) as info:
        Program.parse(text)
    err = info.value
    assert err.card_index == index
    assert err.message_id == msg_id
    assert words in str(err)
    assert f"Card {index}" in str(err)
    assert isinstance(err, ValueError) and isinstance(err, GameError)
    assert f"{index}枚目" in err.text("ja")


def test_die_limit():
    Program.parse("for3( R U ) 2L", die=3)
    with pytest.raises(ProgramSyntaxError) as info:
        Program.parse("for3( R U ) 2L JD", die=3)
    assert info.value.card_index == 6  # JD is the fourth hand card
    assert "uses 4 cards but the die allows 3" in str(info.value)
    with pytest.raises(ProgramSyntaxError):
        Program.parse("for3( R U ) 2L", GraminRules(loop_cards_count=True), die=3)


def test_teaching_rules_lift_loop_limits():
    rules = GraminRules.teaching()
    p = Program.parse("for2( R ) for9( U )", rules)
    assert p.move_count() == 11


def test_japanese_error_message():
    with pytest.raises(ProgramSyntaxError) as info:
        Program.parse("R )", lang="ja")
    assert "開いているくりかえしがありません" in str(info.value)


def test_empty_program_is_valid():
    p = Program.parse("  ")
    assert p.card_count == 0 and list(p.steps()) == []


def test_non_text_program_is_refused():
    with pytest.raises(TypeError):
        Program.parse(["R"])


def test_one_rule_counts_cards_against_the_die():
    """die_cost and its variants are the one cost rule of the game, the bots, the solver
    and the editors (docs/rules/gramin.md 2.3, 2.4, 4.2)."""
    from gamewidgets.gramin.engine.program import die_cost, if_use_cost, loop_cost

    basic = GraminRules()
    counted = GraminRules(loop_cards_count=True, if_card_cost="never")
    assert die_cost(2, 2, 1, basic) == 3 and die_cost(2, 2, 1, counted) == 5
    assert loop_cost(basic) == 0 and loop_cost(counted) == 2
    assert if_use_cost(basic) == 1 and if_use_cost(counted) == 0
    assert Program.parse("for2( R U )", basic).hand_cost == 2
    assert Program.parse("for2( R U )", counted).hand_cost == 4
    with pytest.raises(ProgramSyntaxError, match="Loop cards count too") as info:
        Program.parse("R for2( U )", counted, die=2)
    assert info.value.card_index == 3  # R, for2( and U: the third card is over 2


def test_one_check_that_the_hand_holds_the_cards():
    from gamewidgets.gramin.engine.deck import first_missing, hand_kind

    assert first_missing(["step", "wall"], ["wall", "step"]) is None
    assert first_missing(["step", "step"], ["step", "wall"]) == 1
    assert first_missing(["R", "U", "2R"], ["L", "2L"], hand_kind) == 1
    assert [hand_kind(x) for x in ("2L", "for(3){", "}", "if_hole", "?")] == [
        "dash", "for3(", ")", "if_hole", "?"]


def test_a_huge_loop_count_is_no_card():
    with pytest.raises(ProgramSyntaxError, match="is not a card") as info:
        Program.parse("for" + "9" * 5000 + "( R )")
    assert len(str(info.value)) < 400
