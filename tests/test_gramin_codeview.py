"""Code view: Program -> Python -> Program round trips, errors with line numbers, the widget."""

import random

import pytest

from gamewidgets.gramin import GraminRules, GraminWidget, Program
from gamewidgets.gramin.teaching.code_view import PythonCodeError, code_lines, from_python

TEACHING = GraminRules(max_loops=None, allow_nesting=True, loop_counts=tuple(range(2, 10)))
MOVES = [k + d for k in ("", "2", "J") for d in "URDL"]


def random_program(rng, rules, depth=0):
    tokens = []
    for _ in range(rng.randint(1, 4)):
        if depth < 2 and rng.random() < 0.3:
            n = rng.choice(rules.loop_counts)
            tokens += [f"for{n}("] + random_program(rng, rules, depth + 1) + [")"]
        else:
            tokens.append(rng.choice(MOVES))
    return tokens


@pytest.mark.parametrize("seed", range(300))
def test_round_trip_teaching_rules(seed):
    program = Program.parse(" ".join(random_program(random.Random(seed), TEACHING)), TEACHING)
    assert from_python(program.to_python(), TEACHING) == program


@pytest.mark.parametrize("text", ["R", "for3( R ) U", "2U JL for2( 2R D ) L", "for2( JD )"])
def test_round_trip_basic_rules(text):
    program = Program.parse(text)
    assert from_python(program.to_python()) == program


def test_what_students_type():
    text = """
    # go right three times, then up
    for i in range(3):
        step(RIGHT)   # one square

    dash(Direction.UP)
    """
    assert from_python(text).to_text() == "for3( R ) 2U"
    # Python tells LEFT from left: refused, with the name meant
    with pytest.raises(PythonCodeError, match="Did you mean LEFT"):
        from_python("jump(left)")
    assert from_python("for _ in range(2):\n\tstep(DOWN)").to_text() == "for2( D )"


@pytest.mark.parametrize("text, line, words, ja", [
    ("step(UP)\ngo(UP)", 2, "'go(UP)' is not a card", "カードではありません"),
    ("step(NORTH)", 1, "'NORTH' is not a direction", "向きではありません"),
    ("for _ in range(3):\nstep(UP)", 2, "must be indented", "字下げ"),
    ("step(UP)\n    step(UP)", 2, "unexpected indentation", "字下げ"),
    ("for _ in range(2):\n        step(UP)\n    step(UP)", 3, "does not match", "字下げ"),
    ("step(UP)\nfor _ in range(3):", 2, "repeats nothing", "中身"),
    ("for _ in range(5):\n    step(UP)", 1, "a loop may repeat 2 or 3 times", "くりかえす回数"),
    ("for _ in range(2):\n    for _ in range(2):\n        step(UP)", 2, "inside another loop",
     "くりかえしの中"),
    # two cards on one line: not "not a card", but one card per line
    ("step(UP)\ndash(UP) dash(RIGHT)", 2,
     "'dash(UP) dash(RIGHT)' holds 2 cards, but a line holds one card. Put dash(UP) and "
     "dash(RIGHT) each on a line of its own.", "1行に書けるカードは1枚です"),
    ("dash(UP); step(LEFT), jump(DOWN)", 1, "holds 3 cards", "1行に1枚ずつ"),
])
def test_errors_name_the_line_in_both_languages(text, line, words, ja):
    with pytest.raises(PythonCodeError) as err:
        from_python(text)
    assert err.value.line == line
    assert str(err.value).startswith(f"Line {line}:") and words in str(err.value)
    assert err.value.text("ja").startswith(f"{line}行目") and ja in err.value.text("ja")
    with pytest.raises(TypeError):
        from_python(None)


def test_code_lines_map_each_line_to_its_card():
    lines = code_lines(Program.parse("U for3( R 2D ) L"))
    assert lines == [
        {"text": "step(UP)", "card": 0, "depth": 0},
        {"text": "for _ in range(3):", "card": 1, "depth": 0},
        {"text": "    step(RIGHT)", "card": 2, "depth": 1},
        {"text": "    dash(DOWN)", "card": 3, "depth": 1},
        {"text": "step(LEFT)", "card": 5, "depth": 0},
    ]


def test_widget_code_trait_and_python_typed_in_a_cell():
    w = GraminWidget(board="@...\n....", program="for3( R ) D")
    assert [x["text"] for x in w.code] == ["for _ in range(3):", "    step(RIGHT)", "step(DOWN)"]
    assert w.python == "for _ in range(3):\n    step(RIGHT)\nstep(DOWN)"
    w.program = "for _ in range(2):\n    step(DOWN)"
    assert w.program == "for2( D )" and w.code[1]["card"] == 1
    w.set_python("dash(RIGHT)")
    assert w.program == "2R" and w.error is None
    with pytest.raises(PythonCodeError):
        w.set_python("dash(RIGHT)\nfly(UP)")
    assert w.program == "2R" and w.error["line"] == 2
    w.program = "R )"
    assert w.code == [] and w.error["card_index"] == 2


def test_set_python_intent_and_errors_change_nothing():
    w = GraminWidget(board="@...\n....", lang="ja")
    w.send_intent({"type": "set_python", "text": "for _ in range(2):\n    step(RIGHT)"})
    assert w.program == "for2( R )" and w.error is None
    w.send_intent({"type": "set_python", "text": "step(RIGHT)\n  step(UP)"})
    assert w.program == "for2( R )" and w.error["line"] == 2 and "2行目" in w.error["message"]
    w.lang = "en"
    assert w.error["message"].startswith("Line 2:")
    w.send_intent({"type": "set_python", "text": 7})
    assert w.program == "for2( R )" and "must be text" in w.error["message"]


def test_hand_and_die_still_apply_to_typed_python():
    w = GraminWidget(board="@...\n....", hand="R R for3( )", die=1)
    w.send_intent({"type": "set_python", "text": "step(RIGHT)\nstep(RIGHT)"})
    assert "die allows 1" in w.error["message"]


def test_bad_python_assigned_to_program_keeps_the_cards():
    w = GraminWidget(board="@...\n....", program="R")
    w.program = "step(RIGHT)\nstep(SIDEWAYS)"
    assert w.program == "R" and w.error["line"] == 2 and "SIDEWAYS" in w.error["message"]


def test_card_codes_typed_in_the_python_box_lay_those_cards():
    """A child types the cards' own codes in the Python box, as a Japanese keyboard types
    them (full-width) or as the loop card's face shows them (3×( ... )): those cards are
    laid and the code view says them in Python; wrong codes get the cards' own error."""
    w = GraminWidget(board="@...\n....", lang="ja")
    w.send_intent({"type": "set_python", "text": "２Ｕ"})
    assert w.program == "2U" and w.error is None
    assert [line["text"] for line in w.code] == ["dash(UP)"]
    w.send_intent({"type": "set_python", "text": "３×（ Ｒ Ｕ ）"})
    assert w.program == "for3( R U )" and w.error is None
    assert [line["text"] for line in w.code] == ["for _ in range(3):", "    step(RIGHT)",
                                                 "    step(UP)"]
    w.send_intent({"type": "set_python", "text": "5×( R )"})  # a loop repeats 2 or 3 times
    assert w.program == "for3( R U )"
    assert w.error["card_index"] == 1
    assert w.error["message"] == "1枚目の「for5(」：くりかえす回数は2か3です。"
    w.send_intent({"type": "set_python", "text": "2U xyz"})
    assert w.error["card_index"] == 2
    assert w.error["message"].startswith("2枚目の「xyz」はカードではありません。")
    w.send_intent({"type": "set_python", "text": "hello"})  # neither: the box's own sentence
    assert w.error["line"] == 1
    assert w.error["message"].startswith("1行目：「hello」はカードではありません。")
    assert w.program == "for3( R U )"


def test_every_refusal_of_the_python_box_is_shown_under_the_box():
    """The box's refusals carry ``box: "code"`` (the view shows them under the box, not
    above the cards, out of sight), those with no line too; others do not."""
    w = GraminWidget(board="@...\n....")
    w.send_intent({"type": "set_python", "text": "x" * 5000})
    assert w.error["box"] == "code" and w.error["line"] is None
    w.send_intent({"type": "set_python", "text": "5×( R )"})
    assert w.error["box"] == "code" and w.error["card_index"] == 1
    w.lang = "ja"  # said again in Japanese: still the box's
    assert w.error["box"] == "code"
    w.send_intent({"type": "turn_card", "index": 9})
    assert w.error["box"] is None


def test_the_loop_card_face_reads_as_its_token():
    from gamewidgets.gramin.engine.tokens import tokenize
    assert tokenize("3×( R ) 2x(U) 3 * (D)") == ["for3(", "R", ")", "for2(", "U", ")",
                                                 "for3(", "D", ")"]
    assert tokenize("３×（Ｒ）") == ["for3(", "R", ")"]
