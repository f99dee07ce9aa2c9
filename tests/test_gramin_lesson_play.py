"""Gramin in a lesson: the hand marks the card laid, an invalid program is a problem
beside Run, each run is numbered for playback (docs/rules/gramin.md 2, 4.2, 6)."""

from __future__ import annotations

from gamewidgets.gramin import GraminWidget, PuzzleWidget
from gamewidgets.gramin.widgets import hand_view

STAIRS = "\n.......\n.......\n.......\n...3...\n..2....\n.1.....\n@......\n"


def used(view):
    return [(card["token"], card["used"]) for card in view]


def test_hand_marks_the_card_laid_not_the_first_of_its_kind():
    # puzzle 17 "A loop in a loop": for2(, then down, then for3(
    hand = ["R", "D", "for2(", "for3(", ")", ")"]
    assert used(hand_view(hand, ["for2(", "D", "for3("])) == [
        ("R", False), ("D", True), ("for2(", True), ("for3(", True), (")", False), (")", False)]


def test_a_turned_card_takes_one_of_its_kind_left():
    # R laid, then turned to U: U is not in the hand, so it takes a step card left
    assert used(hand_view(["R", "D"], ["U"])) == [("R", True), ("D", False)]
    assert used(hand_view(["R", "D"], ["D", "U"])) == [("R", True), ("D", True)]


def test_puzzle_widget_hand_after_the_puzzle_17_clicks():
    w = PuzzleWidget(start="loop-in-loop")
    for token in ["for2(", "D", "for3("]:
        w.send_intent({"type": "add_card", "token": token})
    assert {c["token"]: c["used"] for c in w.hand[:2]} == {"R": False, "D": True}
    w.send_intent({"type": "add_card", "token": "R"})
    assert w.error is None and w.tokens == ["for2(", "D", "for3(", "R"]  # open loop: no error


def test_over_die_is_a_problem_that_marks_its_card():
    w = GraminWidget(board=STAIRS, hand="R U R U for3( )", die=2)
    w.program = "R U R"
    assert w.problem["pending"] is False and w.problem["card_index"] == 3
    assert "die allows 2" in w.problem["message"]
    w.program = "R U"
    assert w.problem is None


def test_open_loop_while_building_is_a_pending_note():
    w = GraminWidget(board=STAIRS, hand="R U R U for3( )", die=2)
    w.program = "for3("
    assert w.problem == {"message": "Lay the cards to repeat, then close the loop 'for3(' "
                         "with ')'.", "card_index": 1, "pending": True}
    w.lang = "ja"
    assert "「)」" in w.problem["message"] and w.problem["pending"] is True
    w.program = "for3( )"  # an empty loop is a mistake, not a step of building
    assert w.problem["pending"] is False and "empty loop" not in w.problem["message"]


def test_each_run_has_its_number_and_a_language_switch_keeps_it():
    w = GraminWidget(board=STAIRS, program="for3( R U )")
    w.run()
    assert w.trace_data["run"] == 1
    w.lang = "ja"
    assert w.trace_data["run"] == 1 and "スタート" in w.trace_data["frames"][0]["text"]
    w.run()
    assert w.trace_data["run"] == 2


# ---- exercise checkers accept what the lesson shows --------------------------------------
LINE = "@...2"


def test_exercise_accepts_the_python_the_lesson_prints():
    from gamewidgets.gramin import Exercise, Program

    ex = Exercise(LINE, best=3)
    python = Program.parse("for3( R ) R").to_python()
    fb = ex.check(python)
    assert fb.solved and fb.cards == 4 and fb.kind == "more"
    assert "you used 4 cards" in fb.text


def test_glued_cards_and_spaced_loop_cards_get_the_right_suggestion():
    from gamewidgets.gramin import Exercise

    ex = Exercise(LINE)
    assert "put a space between cards: 'R U'" in ex.check("RU").text
    assert "Did you mean 'for3('?" in ex.check("for 3( R R )").text
    assert ex.check("RU").kind == "error"


def test_code_box_takes_only_what_python_would():
    from gamewidgets.gramin.teaching.code_view import PythonCodeError, from_python

    assert from_python("step(UP)").tokens() == ["U"]
    for text, words in [("step(up)", "Did you mean UP?"), ("step(UP", "a bracket is missing"),
                        ("for _ in range(3)\n    step(UP)", "needs a ':'")]:
        try:
            from_python(text)
        except PythonCodeError as exc:
            assert words in exc.text("en"), exc.text("en")
        else:
            raise AssertionError(f"{text!r} was accepted")


def test_feedback_is_a_styled_result_and_says_1_card():
    from gamewidgets.gramin import Exercise

    fb = Exercise("@2", best=1).check("R")
    assert fb.text == "Correct! 1 card used: as few as possible." and fb.kind == "correct"
    assert 'class="gw-feedback gw-feedback--correct"' in fb._repr_html_()
    assert "gw-feedback--not_yet" in Exercise("@.2").check("L")._repr_html_()


def test_exercise_under_a_die_refuses_what_the_widget_refuses():
    from gamewidgets.gramin import Exercise

    fb = Exercise(STAIRS, best=4, die=2).check("R U R U R U")
    assert not fb.solved and "die allows 2" in fb.text
    assert Exercise(STAIRS, best=4, die=2).check("for3( R U )").kind == "correct"


# ---- one count of cards, everywhere ---------------------------------------------------------
def test_every_puzzle_verdict_counts_what_the_screen_counts():
    """Each course puzzle, solved at par: the verdict's number is the cards laid (the
    widget's count) plus the if-cards spent, and its words say so."""
    from gamewidgets.gramin import course, run_program
    from gamewidgets.gramin.teaching.parts import count_used

    for p in course("en"):
        program = p.solution().program
        trace = run_program(program, p.board, if_cards=p.hand.if_cards, rules=p.rules)
        spent = sum(e.kind == "if_used" for e in trace.events) * p.if_cards_count
        laid = program.card_count
        result = p.check(program, "en")
        assert result.solved and result.cards == laid + spent == p.par, p.id
        assert f"Solved with {count_used(laid, spent).text('en')}:" in result.text("en"), p.id
        w = PuzzleWidget(start=p.id)
        w.program = " ".join(program.tokens())
        w.run()
        assert len(w.cards) == laid and w.verdict["cards"] == laid + spent, p.id


def test_the_if_card_puzzle_says_the_if_card_it_counts():
    # puzzle 24 in the course list: two cards laid, the if-card spent on the hole
    w = PuzzleWidget(start="through-the-hole")
    w.program = " ".join(w.puzzle.solution().program.tokens())
    w.run()
    assert w.verdict["text"].startswith("Solved with 3 cards (2 laid + 1 if-card): that is par")
    w.lang = "ja"
    assert "使ったカード3枚（置いたカード2枚と、使ったもしもカード1枚）" in w.verdict["text"]


def _lesson_exercises(path):
    """Run the lesson's code cells; each ``exerciseN.check(...)`` call with its program."""
    import json
    import pathlib
    import re

    nb = json.loads((pathlib.Path(__file__).parents[1] / path).read_text())
    scope: dict = {}
    calls = []
    for cell in nb["cells"]:
        if cell["cell_type"] != "code":
            continue
        src = "".join(cell["source"])
        exec(compile(src, path, "exec"), scope)  # noqa: S102 - the project's own lesson
        for name, arg in re.findall(r"(exercise\d)\.check\((.+)\)", src):
            calls.append((scope[name], eval(arg, scope)))  # noqa: S307
    return calls


def test_every_lesson_exercise_counts_cards_laid_in_the_same_words():
    from gamewidgets.gramin import Program
    from gamewidgets.gramin.teaching.parts import count_cards

    for path, lang in [("notebooks/01_gramin_loops.ipynb", "en"),
                       ("notebooks/ja/01_gramin_loops.ipynb", "ja")]:
        calls = _lesson_exercises(path)
        assert len(calls) == 3
        for exercise, text in calls:
            fb = exercise.check(text)
            if fb.cards is not None:
                assert fb.cards == Program.parse(text).card_count
                assert fb.solved <= (count_cards(fb.cards).text(lang) in fb.text)
        # exercise 2 has the widget's die: six cards are refused, as the widget refuses them
        die_two = calls[1][0]
        assert die_two.die == 2 and die_two.check("R U R U R U").kind == "error"
        assert die_two.check("for3( R U )").kind == "correct"


def test_the_goal_square_is_called_the_flag_drawn_on_it():
    w = PuzzleWidget(start="flag")
    assert "End the program on the flag, square" in w.puzzle_info["goal"]
    w.lang = "ja"
    assert "旗のマス" in w.puzzle_info["goal"]


def test_a_count_of_one_is_said_in_the_singular():
    from gamewidgets.core.i18n import texts
    from gamewidgets.gramin import Exercise, GraminRules, Puzzle
    from gamewidgets.gramin.widgets.editor import die_text

    assert die_text(1, GraminRules(), "en") == "Die: 1 card counts (loop cards are free)"
    p = Puzzle("@.2", hand="R R", die=1)
    assert "At most 1 card counts against the die" in p.describe("en")
    assert Exercise("@2").check("R").text.startswith("Correct! 1 card used:")
    w = GraminWidget(board="@2", program="R")
    w.run()
    assert "1 cards" not in w.trace_data["summary"]
    # no sentence puts a number before a plural noun it may be 1 for
    risky = [i for i, text in texts("gramin.", "en").items()
             if any(f"({{{f}}} points)" in text for f in ("points",))]
    assert risky == []
