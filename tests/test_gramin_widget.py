"""GraminWidget: traits, intents through the message handler, malformed messages, hidden chests."""

import json

import pytest

from gamewidgets.core.widget import TraitValueError
from gamewidgets.gramin import GraminGameWidget, GraminRules, GraminWidget, ProgramSyntaxError

BOARD = """
.5..
.w..
@..3
"""


def send(w, content):
    """Deliver a browser message exactly as ipywidgets does."""
    w.send_intent(content)


def state(w):
    skip = ("layout", "_esm", "_css")
    return json.dumps({k: v for k, v in w.get_state().items() if k not in skip},
                      sort_keys=True, default=str, ensure_ascii=False)


def test_python_side_program_run_trace_frame():
    w = GraminWidget(board=BOARD)
    w.program = "for3( R ) U"
    assert [c["kind"] for c in w.cards] == ["loop_open", "step", "loop_close", "step"]
    assert [c["dir"] for c in w.cards] == [None, "right", None, "up"]
    trace = w.run()
    assert trace is w.trace
    assert trace.final_position == (1, 3)
    assert len(w.trace_data["frames"]) == 5
    assert w.trace_data["frames"][2]["loops"] == [[0, 2, 3]]
    w.frame = 4
    assert w.frame == 4
    assert w.trace_data["frames"][3]["opened"] == [[2, 3, "3"]]


def test_intents_build_a_program_by_clicking():
    w = GraminWidget(board=BOARD)
    for token in ["for3(", "R", ")", "U"]:
        send(w, {"type": "add_card", "token": token})
    assert w.program == "for3( R ) U"
    send(w, {"type": "turn_card", "index": 3})
    assert w.program == "for3( R ) R"
    send(w, {"type": "move_card", "from": 3, "to": 0})
    assert w.program == "R for3( R )"
    send(w, {"type": "remove_card", "index": 0})
    assert w.program == "for3( R )"
    send(w, {"type": "add_card", "token": "2U", "at": 0})
    assert w.program == "2U for3( R )"
    send(w, {"type": "run"})
    assert w.trace.final_position == (0, 3)
    assert w.error is None
    send(w, {"type": "clear"})
    assert w.program == "" and w.trace is None and w.trace_data is None


def test_editing_clears_the_run():
    w = GraminWidget(board=BOARD, program="R")
    w.run()
    send(w, {"type": "add_card", "token": "U"})
    assert w.trace is None and w.trace_data is None and w.frame == 0


@pytest.mark.parametrize("message, words", [
    ("not a dict", "malformed message"),
    ({"type": 3}, "malformed message"),
    ({"type": "explode"}, "Unknown action 'explode'"),
    ({"type": "remove_card", "index": "1"}, "must be a whole number"),
    ({"type": "remove_card", "index": True}, "must be a whole number"),
    ({"type": "remove_card", "index": 9}, "out of range: use 0 to 2"),
    ({"type": "remove_card", "index": -1}, "out of range"),
    ({"type": "move_card", "from": 0, "to": 5}, "out of range"),
    ({"type": "add_card", "token": "Q"}, "not a card you can add"),
    ({"type": "add_card", "token": "R", "at": 7}, "out of range"),
    ({"type": "turn_card", "index": 0}, "only move cards can be turned"),
    ({"type": "set_program", "text": None}, "must be text"),
])
def test_malformed_messages_show_an_error_and_change_nothing(message, words):
    w = GraminWidget(board=BOARD, program="for2( R )")
    w.run()
    before = state(w)
    send(w, message)
    assert words in w.error["message"]
    after = json.loads(state(w))
    after["error"] = None
    assert json.dumps(after, sort_keys=True, ensure_ascii=False) == before
    assert w.trace is not None  # the run survives


def test_invalid_program_is_shown_with_the_offending_card_not_raised_from_intents():
    w = GraminWidget(board=BOARD)
    send(w, {"type": "set_program", "text": "R ) U"})
    assert w.error["card_index"] == 2
    assert "no loop is open" in w.error["message"]
    send(w, {"type": "run"})  # no exception escapes the handler
    assert w.trace is None
    with pytest.raises(ProgramSyntaxError):
        w.run()


def test_hand_and_die():
    w = GraminWidget(board=BOARD, hand="R R 2U for3( )", die=2)
    assert [c["token"] for c in w.palette] == ["R", "2U", "for3(", ")"]
    assert w.palette[1] == {"token": "2U", "kind": "dash", "dir": "up", "count": None,
                            "symbol": "⇑"}
    assert w.palette[2]["count"] == 3
    send(w, {"type": "add_card", "token": "R"})
    send(w, {"type": "add_card", "token": "R"})
    send(w, {"type": "add_card", "token": "R"})
    assert "No [→ step] card is left" in w.error["message"]
    assert w.program == "R R"
    assert [h["used"] for h in w.hand] == [True, True, False, False, False]
    w.program = "R R 2U"
    assert "die allows 2" in w.error["message"] and w.error["card_index"] == 3
    w.program = "U U U"
    assert "not in your hand" in w.error["message"] and w.error["card_index"] == 3


def test_no_unopened_chest_content_in_synced_state():
    w = GraminWidget(board="@.7\n.9.\n8..")
    text = state(w)
    assert not any(d in text for d in "789")
    w.program = "R"
    w.run()
    assert not any(d in state(w) for d in "789")  # nothing opened yet
    w.program = "R R"
    w.run()
    text = state(w)
    assert "7" in text and "9" not in text and "8" not in text


def test_frame_out_of_range_is_refused():
    w = GraminWidget(board=BOARD, program="R")
    w.run()
    w.frame = 5  # core's step check (core.error.intent.step) words it for every widget
    assert w.frame == 0 and "no such step: use 0 to 1" in w.error["message"]


def test_japanese_labels_and_texts_follow_lang():
    w = GraminWidget(board=BOARD, program="R )", lang="ja")
    assert w.labels["gramin.ui.run"] == "実行"
    assert "くりかえし" in w.error["message"]
    w.lang = "en"
    assert w.labels["gramin.ui.run"] == "Run"
    assert "no loop is open" in w.error["message"]
    w.program = "R"
    w.run()
    w.lang = "ja"
    assert "スタート" in w.trace_data["frames"][0]["text"]


def test_constructor_errors_and_repr():
    with pytest.raises(ValueError, match="lang"):
        GraminWidget(lang="fr")
    with pytest.raises(ValueError, match="explorer start"):
        GraminWidget(board="...")
    with pytest.raises(TypeError):
        GraminWidget(boards="@..")
    with pytest.raises(ProgramSyntaxError, match="'X' is not a card"):
        GraminWidget(hand="R X")
    assert repr(GraminWidget(board=BOARD, program="R")) == "GraminWidget(program='R', frame=0)"


def test_default_board_and_bundle_paths():
    w = GraminWidget()
    assert w.board["rows"] == 7 and w.board["start"] == [6, 0]
    from gamewidgets.core.widget import STATIC
    from gamewidgets.gramin import GraminGameWidget, PuzzleWidget

    for widget, bundle in ((GraminWidget, "gramin"), (PuzzleWidget, "gramin_puzzle"),
                           (GraminGameWidget, "gramin_game")):
        js, css = STATIC / f"{bundle}.js", STATIC / f"{bundle}.css"
        assert str(widget._esm) == js.read_text() and str(widget._css) == css.read_text()


# ---- puzzle mode (PuzzleWidget) ---------------------------------------------------------

def test_puzzle_widget_stars_progress_and_json():
    from gamewidgets.gramin import PuzzleWidget

    w = PuzzleWidget(start="first-steps")
    assert w.puzzle_info["title"] == "First steps" and w.puzzle_info["count"] >= 20
    assert "chest" in w.puzzle_info["goal"] and w.verdict is None
    send(w, {"type": "set_program", "text": "R"})
    send(w, {"type": "run"})
    assert w.verdict["stars"] == 1 and not w.verdict["solved"] or w.verdict["stars"] == 0
    send(w, {"type": "add_card", "token": "R"})
    assert w.verdict is None  # editing clears the verdict
    send(w, {"type": "run"})
    assert w.verdict == {"stars": 3, "solved": True, "cards": 2, "par": 2,
                         "text": w.result.text("en").rstrip(" ★")}
    assert w.progress == {"first-steps": 3} and w.course_list[0]["stars"] == 3
    w.program = "R R R"
    w.run()
    assert w.verdict["stars"] == 2 and w.progress["first-steps"] == 3  # best kept
    data = json.loads(w.progress_json())
    assert data["progress"] == {"first-steps": 3} and data["stars"] == 3
    assert data["max_stars"] == 3 * len(data["puzzles"])
    other = PuzzleWidget(progress=w.progress_json())
    assert other.course_list[0]["stars"] == 3 and other.puzzle_info["stars_total"] == 3
    with pytest.raises(ValueError):
        other.load_progress({"first-steps": 7})


def test_puzzle_widget_hints_selection_and_refusals():
    from gamewidgets.gramin import PuzzleWidget

    w = PuzzleWidget(lang="ja")
    n = w.puzzle.hint_count()
    for level in range(1, n + 2):
        send(w, {"type": "hint"})
        assert w.hint_text["level"] == min(level, n)
    assert w.hint_text["text"]
    # the last hint names cards: drawn as cards (card views), the sentence says "these"
    cards = w.puzzle.hint_cards(n)
    assert cards and [c["token"] for c in w.hint_text["cards"]] == cards
    assert w.hint_text["cards"][0]["kind"] in ("step", "dash", "jump", "loop_open")
    assert w.hint_text["text"] == "いちばん少ない枚数のプログラムの1つは、このカードで始まります："
    assert w.hint() == w.puzzle.hint(n, "ja")  # the Python call returns the whole sentence
    send(w, {"type": "select_puzzle", "index": 2})
    assert w.puzzle_info["index"] == 2 and w.hint_text is None and w.program == ""
    assert w.puzzle_info["end"] is not None  # a "reach the square" goal is shown
    before = state(w)
    send(w, {"type": "select_puzzle", "index": 999})
    assert "「index」の999は使えません" in w.error["message"]
    after = json.loads(state(w))
    after["error"] = None
    assert json.dumps(after, sort_keys=True, ensure_ascii=False) == before
    w.lang = "en"
    assert w.labels["gramin.ui.puzzle.hint"] == "Hint"
    assert repr(w).startswith("PuzzleWidget(puzzle=")


def test_puzzle_widget_hides_chest_contents_and_takes_python():
    from gamewidgets.gramin import Puzzle, PuzzleWidget

    p = Puzzle("@.7.9", "R R R R for2( )", "all_chests", id="p")
    w = PuzzleWidget(p)
    assert "7" not in json.dumps(w.board) and "9" not in json.dumps(w.board)
    w.set_python("for _ in range(2):\n    step(RIGHT)\n    step(RIGHT)")
    w.run()
    assert w.verdict["solved"] and w.progress == {"p": w.verdict["stars"]}


def test_puzzle_widget_shows_trap_chips_the_hints_talk_about():
    """'Two chests have a hole inside': the student must see which chests hold a trap (a
    puzzle hides nothing the par depends on); point values stay face down."""
    from gamewidgets.gramin import PuzzleWidget

    w = PuzzleWidget(start="hole-chips")
    assert "have a hole inside" in w.puzzle.hints[0]["en"]
    assert sorted(w.board["chips"]) == [[1, 1, "hole"], [3, 3, "hole"]]
    assert all(len(c) == 2 for c in w.board["chests"])
    w.select("crocodile-chest")
    assert w.board["chips"] == [[0, 2, "crocodile"]]
    w.select("first-steps")
    assert w.board["chips"] == [] and w.board["chests"] == [[1, 3]]


def test_puzzle_widget_keeps_cards_as_dealt_when_they_cannot_be_turned():
    from gamewidgets.gramin import PuzzleWidget

    w = PuzzleWidget(start="as-dealt")  # hand R D R D, turnable=False
    assert not w.puzzle.turnable
    send(w, {"type": "add_card", "token": "R"})
    send(w, {"type": "turn_card", "index": 0})
    assert "cannot be turned" in w.error["message"] and w.tokens == ["R"]
    send(w, {"type": "add_card", "token": "R"})
    send(w, {"type": "add_card", "token": "R"})
    assert "No [→ step] card is left" in w.error["message"] and w.tokens == ["R", "R"]
    for token in ("D", "D"):
        send(w, {"type": "add_card", "token": token})
    send(w, {"type": "run"})
    assert w.verdict["solved"] and w.verdict["stars"] == 3
    turnable = PuzzleWidget(start="first-steps")
    send(turnable, {"type": "add_card", "token": "R"})
    send(turnable, {"type": "turn_card", "index": 0})
    assert turnable.error is None and turnable.tokens == ["D"]


def test_a_letter_typed_at_a_card_lays_or_turns_it_facing_that_way():
    """R U D L typed at a hand card send add_card with ``dir``; at a laid card turn_card
    with ``dir``: checked as a click is (the hand's kinds, a loop card has no way)."""
    w = GraminWidget(board=BOARD, hand="R R 2U for3( )")
    send(w, {"type": "add_card", "token": "R", "dir": "down"})
    send(w, {"type": "add_card", "token": "2U", "dir": "left", "at": 0})
    assert w.tokens == ["2L", "D"] and w.error is None
    send(w, {"type": "turn_card", "index": 1, "dir": "up"})
    assert w.tokens == ["2L", "U"]
    send(w, {"type": "turn_card", "index": 1})  # no way: a quarter turn, as a click
    assert w.tokens == ["2L", "R"]
    send(w, {"type": "add_card", "token": "2U", "dir": "up"})  # the hand's one dash is laid
    assert "No [⇑ dash] card is left" in w.error["message"] and w.tokens == ["2L", "R"]
    send(w, {"type": "add_card", "token": "for3(", "dir": "up"})
    assert "loop card" in w.error["message"] and w.tokens == ["2L", "R"]
    send(w, {"type": "add_card", "token": "R", "dir": "north"})
    assert w.error is not None and w.tokens == ["2L", "R"]
    # the free palette: any way of any kind
    free = GraminWidget(board=BOARD)
    send(free, {"type": "add_card", "token": "JR", "dir": "up"})
    assert free.tokens == ["JU"]


def test_a_letter_cannot_turn_the_cards_of_a_puzzle_dealt_as_they_are():
    from gamewidgets.gramin import PuzzleWidget

    w = PuzzleWidget(start="as-dealt")  # hand R D R D, turnable=False
    send(w, {"type": "add_card", "token": "R", "dir": "up"})
    assert "cannot be turned" in w.error["message"] and w.tokens == []
    send(w, {"type": "add_card", "token": "R", "dir": "right"})
    assert w.tokens == ["R"] and w.error is None
    send(w, {"type": "turn_card", "index": 0, "dir": "down"})
    assert "cannot be turned" in w.error["message"] and w.tokens == ["R"]


@pytest.mark.parametrize(("lang", "card", "hand"), [
    ("en", "[⇑ dash]", "Hand: [→ step] [↑ step] [3×(] [)]"),
    ("ja", "「⇑ 2マス」", "手札：「→ 1マス」「↑ 1マス」「3×(」「)」"),
])
def test_a_refused_card_is_named_as_the_student_sees_it_never_by_its_code(lang, card, hand):
    """Cards typed in the Python box that the hand lacks: the refusal names the card and
    the hand as the widget draws them (「⇑ 2マス」), not as codes (2U) never typed."""
    w = GraminWidget(board=BOARD, hand="R U for3( )", lang=lang)
    send(w, {"type": "set_python", "text": "step(RIGHT)\ndash(UP)\n"})
    message = w.error["message"]
    assert card in message and hand in message, message
    assert "2U" not in message and " R " not in message
    send(w, {"type": "add_card", "token": "U"})
    send(w, {"type": "add_card", "token": "U"})
    assert ("[↑ step]" if lang == "en" else "「↑ 1マス」") in w.error["message"]
    assert "'U'" not in w.error["message"] and "「U」" not in w.error["message"]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_puzzle_names_a_card_missing_from_its_hand_as_drawn(lang):
    from gamewidgets.gramin import Puzzle

    result = Puzzle("@..3", "R R R for3(").check("for3( R )", lang)
    assert result.error.endswith("not_in_hand")
    text = result.text(lang)
    assert ("[)]" if lang == "en" else "「)」") in text
    # the same card counted once, not said three times
    assert ("[→ step] ×3" if lang == "en" else "「→ 1マス」カード3枚") in text, text


def test_bad_hand_card_is_named_in_the_widget_language():
    from gamewidgets.gramin import GraminWidget, ProgramSyntaxError

    with pytest.raises(ProgramSyntaxError, match="Q") as info:
        GraminWidget(hand="R Q", lang="ja")
    assert "枚目" in str(info.value) and info.value.card_index == 2


def test_each_layer_exports_its_public_names():
    import importlib

    import gamewidgets.gramin as gramin

    for layer in ("engine", "bots", "teaching", "widgets"):
        module = importlib.import_module(f"gamewidgets.gramin.{layer}")
        assert module.__all__ and all(hasattr(module, name) for name in module.__all__)
    from gamewidgets.gramin.widgets import GraminGameWidget as G
    from gamewidgets.gramin.widgets import GraminWidget as W

    assert W is gramin.GraminWidget and G is gramin.GraminGameWidget
    assert all(hasattr(gramin, name) for name in gramin.__all__)


@pytest.mark.parametrize("counted, words, ja", [
    (False, "Die: 3 cards count (loop cards are free)", "くりかえしカードは数えません"),
    (True, "Die: 3 cards count (loop cards too)", "くりかえしカードも"),
])
def test_the_die_label_says_what_the_rules_count(counted, words, ja):
    """The label over the hand is Python's sentence, from ``rules.loop_cards_count`` (the
    browser cannot know the rules): in the sandbox and in the game's builder."""
    rules = GraminRules(loop_cards_count=counted)
    w = GraminWidget(hand="R U for2( )", die=3, rules=rules)
    assert w.die_text == words
    w.die = 2
    assert w.die_text == words.replace("3", "2")
    w.lang = "ja"
    assert ja in w.die_text and "2" in w.die_text
    assert GraminWidget(rules=rules).die_text == ""  # no die, no label
    game = GraminGameWidget(["Ann", "bot"], seed=0, rules=rules)
    game.roll()
    die = game.builder["die"]
    assert game.builder["die_text"] == words.replace("3", str(die))


def test_puzzle_progress_is_earned_by_programs_run_again():
    """Lesson 04's progress: the JSON holds the programs of the best runs, and loading it runs
    them again; stars typed into it, or assigned by a cell, earn nothing."""
    from gamewidgets.gramin import PuzzleWidget, course

    w = PuzzleWidget(start="first-steps")
    w.program = "R R R"
    w.run()
    w.program = "R R"
    w.run()
    w.program = "R"
    w.run()
    assert w.best_programs == {"first-steps": "R R"} and w.progress == {"first-steps": 3}
    data = json.loads(w.progress_json())
    assert data["programs"] == {"first-steps": "R R"} and data["stars"] == 3
    # every star claimed, without the programs that earn them (78 of 78 before)
    claimed = {**data, "programs": {}, "progress": {p.id: 3 for p in course()}, "stars": 78}
    forged = PuzzleWidget(progress=json.dumps(claimed))
    assert forged.progress == {} and json.loads(forged.progress_json())["stars"] == 0
    with pytest.raises(ValueError, match="stars alone are not loaded"):
        PuzzleWidget(progress={p.id: 3 for p in course()})
    # a program that earns less than it claims earns what it earns
    claimed["programs"] = {"first-steps": "R R R"}
    assert PuzzleWidget(progress=claimed).progress == {"first-steps": 2}
    with pytest.raises(TraitValueError, match="Stars are earned by running a program"):
        w.progress = {"first-steps": 3, "flag": 3}
    assert w.progress == {"first-steps": 3}
