"""Gramin Expedition's limits: no program, board, hand or puzzle that a notebook cell or a
browser can give takes more than 2 s or 500 MB, in the basic rules or the teaching rules.

A program's size is checked by arithmetic before anything is unrolled (at most MAX_CARDS
cards running at most MAX_STEPS move cards); a run sent to a browser shows SHOWN_FRAMES
frames one by one and summarises the rest; the par solver has a budget and says when it
was cut short. The reproductions: one card ``for9( ... U ... )`` six deep hung the game
widget for a minute (531,442 frames, a 335 MB trait) and twenty deep for ever; the
sandbox synced a 21.7 MB trace for five deep; a 12 x 12 puzzle with a 19-card hand took
75 s to solve; ``generate_puzzle(5, True)`` was accepted.
"""

import json
import time
from contextlib import suppress

import pytest
from limits import MEGABYTES, SECONDS, cost

from gamewidgets.core.codec import SaveError
from gamewidgets.core.widget import TraitValueError
from gamewidgets.gramin import (
    Board,
    GraminGame,
    GraminGameWidget,
    GraminRuleError,
    GraminRules,
    GraminWidget,
    Program,
    ProgramSyntaxError,
    Puzzle,
    PuzzleWidget,
    from_python,
    generate_puzzle,
    run_program,
    solve,
)
from gamewidgets.gramin.engine import BoardError
from gamewidgets.gramin.engine.program import MAX_CARDS, MAX_STEPS
from gamewidgets.gramin.engine.trace import SHOWN_FRAMES
from gamewidgets.gramin.teaching.solver import SOLVE_BUDGET

TEACHING = GraminRules.teaching()


def deep(n: int, card: str = "U", count: int = 9) -> str:
    """``for9( for9( ... card ... ) )``, ``n`` loops deep: one card, ``count ** n`` runs."""
    return f"for{count}( " * n + card + " )" * n


LARGEST = "for8( for5( for5( for5( U ) ) ) )"  # exactly MAX_STEPS move cards


def synced_size(w) -> int:
    state = {k: v for k, v in w.get_state().items() if k not in ("_esm", "_css", "layout")}
    return len(json.dumps(state, default=str))


def in_build(rules=TEACHING, seed=1) -> GraminGame:
    """A game of the issue's seed in its build phase; seat 0 holds a step card."""
    g = GraminGame(2, seed=seed, rules=rules)
    g.roll()
    assert g.phase == "build" and "step" in g.hands[0]
    return g


def big_puzzle(rules=None) -> Puzzle:
    """12 x 12, eight chests along the top row and down the right side, a 20-card hand:
    "2R 2R 2R 2R 2R 2D 2D 2D" solves it, but proving the par would take minutes."""
    rows = [["."] * 12 for _ in range(12)]
    rows[0][0] = "@"
    for r, c in [(0, 2), (0, 4), (0, 6), (0, 8), (0, 10), (2, 10), (4, 10), (6, 10)]:
        rows[r][c] = "3"
    hand = "2R 2R 2R 2R 2R 2D 2D 2D R R D D U L JR JD L U for3( )"
    return Puzzle("\n".join("".join(r) for r in rows), hand, rules=rules)


# ---- 1. programs are bounded before anything is unrolled --------------------------------
def test_the_game_widget_refuses_the_one_card_that_hung_it():
    w = GraminGameWidget(["Ann", "bot"], seed=1, rules=TEACHING)
    w.send_intent({"type": "roll", "player": -1})
    t0 = time.process_time()
    w.send_intent({"type": "set_program", "text": deep(6)})
    assert "6561 move cards" in w.builder["problem"]["message"]  # 9**4: the fourth loop
    assert w.builder["problem"]["card_index"] == 3
    before = w.game.to_dict()
    w.send_intent({"type": "submit"})
    assert time.process_time() - t0 < SECONDS
    assert "at most 1000" in w.error["message"] and w.error["card_index"] == 3
    assert w.game.to_dict() == before and w.game.phase == "build"
    w.lang = "ja"
    assert "1000回まで" in w.error["message"]
    w.lang = "en"
    w.send_intent({"type": "set_program", "text": deep(20)})  # never returned before
    w.send_intent({"type": "submit"})
    assert "at most 1000" in w.error["message"] and w.game.to_dict() == before
    w.send_intent({"type": "set_program", "text": "U"})
    w.send_intent({"type": "submit"})
    assert w.error is None and w.game.phase == "action"


@pytest.mark.parametrize("depth", [4, 6, 20])
def test_the_engine_refuses_it_with_the_state_unchanged(depth):
    g = in_build()
    before = g.to_dict()
    with pytest.raises(GraminRuleError, match="at most 1000") as info:
        g.build(0, deep(depth))
    assert info.value.card_index == depth - 3  # 9**4 > 1000: the fourth loop from inside
    assert g.to_dict() == before
    assert "1000回まで" in info.value.text("ja")


def test_sizes_are_counted_without_unrolling():
    program = Program.parse(LARGEST, TEACHING)
    assert program.move_count() == MAX_STEPS == len(list(program.steps()))
    assert [len(a) for a in program.actions()] == [MAX_STEPS]
    for text, index in [(LARGEST + " R", 10), ("for2( " + LARGEST + " )", 1),
                        (deep(20, count=2), 11), ("R " * (MAX_CARDS + 1), MAX_CARDS + 1),
                        ("R " * 10**6, MAX_CARDS + 1), (deep(1500, "R", 2), MAX_CARDS + 1)]:
        with pytest.raises(ProgramSyntaxError) as info:
            Program.parse(text, TEACHING)
        assert info.value.card_index == index, text[:40]
    assert len(Program.parse("R " * MAX_CARDS).cards) == MAX_CARDS
    python = "\n".join("    " * i + "for _ in range(2):" for i in range(12)) + "\n" + \
        "    " * 12 + "step(UP)"
    with pytest.raises(ProgramSyntaxError, match="at most 1000"):
        from_python(python, TEACHING)


def test_the_sandbox_refuses_a_program_too_long_to_run():
    w = GraminWidget(rules=TEACHING)
    for depth in (5, 6):
        w.send_intent({"type": "set_program", "text": deep(depth, "R")})
        assert "at most 1000" in w.error["message"] and w.code == []
        w.send_intent({"type": "run"})  # raised TraceLimitError before
        assert "at most 1000" in w.error["message"]
        assert w.trace is None and w.trace_data is None  # 21.7 MB at depth 5 before


def test_a_long_run_is_sent_with_its_last_frames_summarised():
    w = GraminWidget(rules=TEACHING, program=LARGEST)
    trace = w.run()
    assert len(trace) == MAX_STEPS + 1
    frames = w.trace_data["frames"]
    assert len(frames) == SHOWN_FRAMES and synced_size(w) < 60_000
    last, full = frames[-1], trace.to_json(shown=MAX_STEPS + 1)["frames"]
    assert len(full) == MAX_STEPS + 1
    for key in ("card", "loops", "pos", "score", "moves", "cards", "opened", "removed"):
        assert last[key] == full[-1][key], key
    assert frames[:-1] == full[:SHOWN_FRAMES - 1]
    assert "Cards run 99 to 1000" in last["text"]
    assert all(e["kind"] != "edge_stop" for e in last["events"])
    # every frame shown can be stepped to, quickly; the next one is refused
    t0 = time.process_time()
    for i in range(len(frames)):
        w.frame = i
    assert time.process_time() - t0 < 0.5 and w.error is None
    w.frame = len(frames)
    assert w.frame == len(frames) - 1 and "use 0 to 99" in w.error["message"]
    w.lang = "ja"
    assert "まとめて表示" in w.trace_data["frames"][-1]["text"]


def test_a_long_action_of_the_game_is_replayed_in_bounded_frames():
    w = GraminGameWidget(["Ann", "bot"], seed=1, rules=TEACHING)
    w.send_intent({"type": "roll", "player": -1})
    w.send_intent({"type": "set_program", "text": LARGEST})
    w.send_intent({"type": "submit"})
    assert w.error is None
    while w.game.phase == "action" and w.game.actor != 0:
        w.send_intent({"type": "act", "player": w.game.actor})
    t0 = time.process_time()
    w.send_intent({"type": "act", "player": 0})
    assert time.process_time() - t0 < SECONDS and w.error is None
    frames = w.action["frames"]
    assert len(frames) == SHOWN_FRAMES
    assert frames[-1]["events"][0]["text"].startswith("Cards run 99 to 1000 of Ann's action")
    assert frames[-1]["positions"] == [list(p) for p in w.game.positions]
    # no single card took the piece there: the frame says where the action ends
    at = w.game.positions[0]
    assert frames[-1]["text"] == f"Ann ends this action at ({at[0]}, {at[1]})."
    assert len(json.dumps(w.action)) < 250_000 and synced_size(w) < 500_000
    w.lang = "ja"
    assert "まとめて表示" in w.action["frames"][-1]["events"][0]["text"]


# ---- 6. the solver's budget, the generator's input ---------------------------------------
def test_the_solver_stops_at_its_budget_and_says_so():
    puzzle = big_puzzle()
    t0 = time.process_time()
    sol = solve(puzzle)
    assert time.process_time() - t0 < SECONDS  # 74.5 s before
    assert sol.cut_short and sol.par is None and not sol.solved
    assert SOLVE_BUDGET <= sol.work <= SOLVE_BUDGET + MAX_STEPS
    assert not puzzle.par_known
    small = solve(Puzzle("@.3", "R R"))
    assert not small.cut_short and small.par == 2 and small.work < 100


def test_the_puzzle_widget_says_the_par_is_unknown_instead_of_blocking():
    w = PuzzleWidget(big_puzzle())
    w.program = "2R 2R 2R 2R 2R 2D 2D 2D"
    t0 = time.process_time()
    w.run()
    assert time.process_time() - t0 < SECONDS  # 78 s before
    assert w.verdict["solved"] and w.verdict["stars"] == 3 and w.verdict["par"] is None
    assert "too large to work out its par" in w.verdict["text"]
    hints = [w.hint() for _ in range(w.puzzle.hint_count())]
    assert "too large for the hint search" in hints[-1]
    w.lang = "ja"
    assert "パー（いちばん少ない枚数）を計算できません" in w.verdict["text"]


@pytest.mark.parametrize("difficulty", [True, False, 1.0, 0, 4, "1", None])
def test_generate_puzzle_refuses_a_difficulty_that_is_not_1_2_or_3(difficulty):
    with pytest.raises(ValueError, match="difficulty must be one of"):
        generate_puzzle(5, difficulty)


# ---- 7. the worst inputs found: under 2 s and 500 MB each --------------------------------
def _refused(error, call):
    def run():
        with pytest.raises(error):
            call()
    return run


def _game_widget(program):
    def run():
        w = GraminGameWidget(["Ann", "bot"], seed=1, rules=TEACHING)
        w.send_intent({"type": "roll", "player": -1})
        w.send_intent({"type": "set_program", "text": program})
        w.send_intent({"type": "submit"})
        while w.game.phase == "action":
            w.send_intent({"type": "act", "player": w.game.actor})
    return run


def _sandbox(program, rules=TEACHING):
    def run():
        w = GraminWidget(rules=rules)
        w.send_intent({"type": "set_program", "text": program})
        w.send_intent({"type": "run"})
        for i in range(len((w.trace_data or {"frames": [0]})["frames"])):
            w.frame = i
    return run


def _puzzle_widget(rules=None):
    def run():
        w = PuzzleWidget(big_puzzle(rules))
        w.program = "2R 2R 2R 2R 2R 2D 2D 2D"
        w.run()
        w.hint()
        w.hint()
        w.hint()
    return run


def _build(program):
    def run():
        g = in_build()
        with suppress(GraminRuleError):
            g.build(0, program)
        for p in g.acting_seats():
            g.build(p, "")
        while g.phase == "action":
            g.act()
    return run


def _set_program_trait(text):
    def run():
        w = GraminWidget(rules=TEACHING)
        with suppress(TraitValueError):
            w.program = text
    return run


def _tampered_save():
    data = GraminGame(4, seed=3).to_dict()
    data["state"]["deck"] = ["step"] * 10**6
    data["state"]["events"] = [{"kind": "rolled", "game": "gramin.game",
                                "data": {"player": 0, "seat": 1, "roll": 3}}] * 10**5
    return _refused(SaveError, lambda: GraminGame.from_dict(data))


WORST = {
    "game widget, for9 x6 (the report)": _game_widget(deep(6)),
    "game widget, for9 x20": _game_widget(deep(20)),
    "game widget, the largest program": _game_widget(LARGEST),
    "engine build, for9 x20": _build(deep(20)),
    "engine build and act, the largest program": _build(LARGEST),
    "sandbox, for9 x5 (21.7 MB before)": _sandbox(deep(5, "R")),
    "sandbox, the largest program, stepped through": _sandbox(LARGEST),
    "sandbox, 2,000 characters of cards": _sandbox("R " * 1000),
    "sandbox, 2,000 characters of open loops": _sandbox("for2(" * 400),
    "program trait, 10**6 cards": _set_program_trait("R " * 10**6),
    "program trait, 1,500 nested loops": _set_program_trait(deep(1500, "R", 2)),
    "program trait, the longest text": _set_program_trait(deep(166, "R", 2)[:2000]),
    "parse, 10**6 cards": _refused(ProgramSyntaxError, lambda: Program.parse("R " * 10**6)),
    "parse, a 10**7-character card": _refused(ProgramSyntaxError,
                                              lambda: Program.parse("R" * 10**7)),
    "python, 30 loops nested": _refused(ProgramSyntaxError, lambda: from_python(
        "".join("    " * i + "for _ in range(9):\n" for i in range(30)) + " " * 120 + "step(UP)",
        TEACHING)),
    "run, the largest program": lambda: run_program(
        Program.parse(LARGEST, TEACHING), "@" + "." * 19).to_json(),
    "puzzle widget, 12 x 12 and 20 cards": _puzzle_widget(),
    "puzzle widget, 12 x 12, teaching rules": _puzzle_widget(TEACHING),
    "solve, 12 x 12 and 20 cards": lambda: solve(big_puzzle()),
    "puzzle hand, 10**6 cards": _refused(ProgramSyntaxError,
                                         lambda: Puzzle("@.3", "R " * 10**6)),
    "generate_puzzle, the slowest seed found": lambda: generate_puzzle(13, 3),
    "board, 10**6 squares": _refused(BoardError, lambda: GraminWidget(
        board="@" + "." * 10**6)),
    "board, 10**9 x 10**9": _refused(BoardError, lambda: Board(10**9, 10**9)),
    "game, the largest board": lambda: GraminGame(
        4, seed=1, board=Board(20, 20, {(10, 10): Board.from_ascii("3").chests[(0, 0)]})
    ).trap_squares(),
    "save, a million cards": _tampered_save(),
}


@pytest.mark.parametrize("name", WORST)
def test_no_input_takes_more_than_2_seconds_or_500_megabytes(name):
    seconds, megabytes = cost(WORST[name])
    assert seconds < SECONDS and megabytes < MEGABYTES, (name, seconds, megabytes)
