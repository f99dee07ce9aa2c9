"""run_program and the square rules (docs/rules/gramin.md 2.1-2.3, 4.5) with hand-computed
values."""

import pytest

from gamewidgets.gramin import (
    Board,
    Chest,
    GraminRules,
    Program,
    TraceLimitError,
    run_program,
    run_python,
)

OPEN3 = "....\n....\n@..."


def test_issue_example_loop_then_up():
    trace = run_program(Program.parse("for3( R ) U"), Board.from_ascii(OPEN3))
    assert trace.final_position == (1, 3)
    assert len(trace.frames) == 5
    assert [f.iteration for f in trace.frames] == [None, (1, 3), (2, 3), (3, 3), None]
    assert [f.card for f in trace.frames] == [None, 1, 1, 1, 3]
    assert trace.stop_reason == "finished"


def test_board_from_ascii():
    b = Board.from_ascii("""
        .3C
        hw@
        H.9
    """)
    assert (b.rows, b.cols, b.start) == (3, 3, (1, 2))
    assert b.chests == {(0, 1): Chest(3), (0, 2): Chest(trap="crocodile"),
                        (2, 0): Chest(trap="hole"), (2, 2): Chest(9)}
    assert b.traps == {(1, 0): "hole", (1, 1): "wall"}
    assert Board.from_ascii(b.to_ascii()) == b
    assert b.public_dict()["chests"] == [[0, 1], [0, 2], [2, 0], [2, 2]]


@pytest.mark.parametrize("text, words", [
    ("..\n...", "row 1 has 3 squares"),
    (".x", "unknown square 'x' at row 0, col 1"),
    ("@@", "second '@'"),
    ("", "empty"),
])
def test_board_errors(text, words):
    with pytest.raises(ValueError, match="(?i)" + words):
        Board.from_ascii(text)


def test_dash_enters_each_square_and_jump_skips_the_middle():
    # dash over a chest opens it; jump over a chest does not
    dash = run_program("2R", "@1..")
    assert dash.frames[1].path == ((0, 1), (0, 2)) and dash.collected == [1]
    jump = run_program("JR", "@1..")
    assert jump.frames[1].path == ((0, 2),) and jump.collected == []
    assert jump.final_position == (0, 2)


def test_jump_clears_a_wall_but_dash_stops_before_it():
    assert run_program("JR", "@w..").final_position == (0, 2)
    dash = run_program("2R R", "@.w.")
    assert dash.final_position == (0, 1)
    assert dash.stop_reason == "wall"
    assert len(dash.frames) == 2  # the turn ends: R is never run


def test_wall_stops_before_it_and_ends_the_program():
    trace = run_program("R R U", ".@w.\n....")
    assert trace.final_position == (0, 1)
    assert [e.kind for e in trace.events] == ["trap_card", "if_check", "wall_stop"]
    assert trace.stop_reason == "wall" and len(trace.frames) == 2
    # said as a child reads it: the trap, the if-check as a question, the wall said once
    assert [e.text("en") for e in trace.events] == [
        "A wall trap at (0, 2)!",
        "Check: do you hold an if-card for the wall? No (false), so the trap works.",
        "The explorer stops in front of the wall, and the program stops here."]
    assert [e.text("ja") for e in trace.events][1:] == [
        "かべのもしもカードを持っている？ → 持っていなかったので、わなにかかった。",
        "かべの手前で止まり、プログラムはここで終わり。"]


def test_edge_stop_loses_the_rest_of_the_card_and_goes_on():
    trace = run_program("2R U", "..\n@.")
    assert trace.frames[1].position == (1, 1)  # second square of the dash is off the board
    assert trace.frames[1].events[0].kind == "edge_stop"
    assert trace.final_position == (0, 1)  # the program continues
    jump_edge = run_program("JR", "@.")
    assert jump_edge.final_position == (0, 1)  # lands on the edge square
    nothing = run_program("L", "@.")
    assert nothing.final_position == (0, 0) and nothing.frames[1].path == ()


def test_chest_points_are_collected_once():
    trace = run_program("R R L R", "@35.")
    assert trace.collected == [3, 5]
    assert trace.score == 8
    assert [f.score for f in trace.frames] == [0, 3, 8, 8, 8]


def test_crocodile_eats_the_latest_chest_and_ends_the_turn():
    trace = run_program("R R R R", "@25c.")
    assert trace.collected == [2]  # 5 eaten
    assert trace.stop_reason == "crocodile" and trace.final_position == (0, 3)
    assert [e.kind for e in trace.frames[3].events] == ["trap_card", "if_check", "crocodile_ate"]


def test_crocodile_pile_goes_to_the_next_chest_taker():
    import random

    from gamewidgets.gramin.engine.cards import Direction, MoveCard
    from gamewidgets.gramin.engine.world import World

    board = Board.from_ascii("@4c3")
    world = World(board, [(0, 0)], GraminRules(), random.Random(0))
    right = MoveCard("step", Direction.RIGHT)
    world.move(0, right)
    assert world.move(0, right).stop == "crocodile"
    assert world.crocodile_pile == [Chest(4)] and world.piles[0] == []
    res = world.move(0, right)
    assert [e.kind for e in res.events] == ["chest_opened", "crocodile_pile_taken"]
    assert world.piles[0] == [Chest(3), Chest(4)] and world.crocodile_pile == []


def test_victim_without_chests_loses_nothing():
    trace = run_program("R R", "@c.")
    assert trace.collected == [] and trace.events[-1].kind == "crocodile_nothing"


def test_hole_ends_the_turn():
    trace = run_program("R R", "@h.")
    assert trace.stop_reason == "hole" and trace.final_position == (0, 1)
    assert trace.events[-1].kind == "hole_skip"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_to_json_says_why_a_run_stopped_apart_from_its_counts(lang):
    stopped = run_program("R R", "@h.").to_json(lang)
    reason = {"en": "Stopped by a hole.", "ja": "あなで止まりました。"}[lang]
    assert stopped["stopped"] == reason
    assert stopped["summary"].endswith(reason) and stopped["summary"] != reason
    assert run_program("R", "@..").to_json(lang)["stopped"] is None


def test_trap_chip_in_a_chest():
    trace = run_program("R R R", "@2C.")
    assert trace.stop_reason == "crocodile"
    assert trace.collected == []  # the 2 was eaten by the chip's crocodile
    assert [e.kind for e in trace.frames[2].events] == ["trap_chip", "if_check", "crocodile_ate"]


def test_if_card_cancels_trap_and_program_goes_on():
    trace = run_program("R R R", "@h.3", if_cards=["if_hole"])
    assert trace.stop_reason == "finished"
    assert trace.collected == [3]
    used = [e for e in trace.events if e.kind == "if_used"]
    assert len(used) == 1 and used[0].data["trap"] == "hole"
    # one if-card cancels one trap only
    twice = run_program("R R R", "@hh.", if_cards=["hole"])
    assert twice.stop_reason == "hole" and twice.final_position == (0, 2)


def test_if_card_for_wall_lets_the_piece_through():
    trace = run_program("R R", "@w.", if_cards=["if_wall"])
    assert trace.final_position == (0, 2)


def test_trap_card_leaves_the_board_when_spent_unless_rules_keep_it():
    # drawn in the frame it takes effect (what stopped the explorer stays in sight), gone
    # from the next frame on
    frames = run_program("R R", "@h.", if_cards=["if_hole"]).to_json()["frames"]
    assert [f["removed"] for f in frames] == [[], [], [[0, 1]]]
    stay = run_program("R R", "@h.", if_cards=["if_hole"],
                       rules=GraminRules(trap_persistence="stay"))
    assert stay.to_json()["frames"][2]["removed"] == []
    wall = run_program("R R", "@.w").to_json()["frames"]
    assert wall[-1]["removed"] == [] and "wall" in wall[-1]["events"][-1]["kind"]


def test_board_is_not_modified_by_a_run():
    board = Board.from_ascii("@3h")
    before = board.to_dict()
    run_program("R R", board)
    assert board.to_dict() == before


def test_literal_execution_wrong_way_card_moves_the_wrong_way():
    assert run_program("L", ".@.").final_position == (0, 0)


def test_max_frames_raises_instead_of_hanging():
    # a program never runs more than MAX_STEPS cards (tests/test_gramin_limits.py); a
    # smaller max_frames stops a run that would go beyond it
    rules = GraminRules.teaching()
    program = Program.parse("for9( for9( R L ) )", rules)
    with pytest.raises(TraceLimitError, match="more than 100 steps"):
        run_program(program, "@.", max_frames=100)


def test_frames_json_reveals_only_opened_chests():
    data = run_program("R", "@3.5").to_json()
    assert data["frames"][-1]["opened"] == [[0, 1, "3"]]
    assert "5" not in str([f["opened"] for f in data["frames"]])


@pytest.mark.parametrize("run", [
    lambda board, **kw: run_program("R", board, **kw),
    lambda board, **kw: run_python("step(RIGHT)", board, **kw),
], ids=["cards", "python"])
def test_start_errors(run):
    """A run of cards and a run of Python refuse the same starts and if-cards."""
    with pytest.raises(ValueError, match="no start square"):
        run("...")
    with pytest.raises(ValueError, match="not on a wall"):
        run("w..", start=(0, 0))
    with pytest.raises(ValueError, match=r"unknown if-cards \['if_dragon'\]"):
        run("@..", if_cards=["hole", "if_dragon"])


def test_if_cards_wait_for_the_players_decision_when_not_automatic():
    manual = GraminRules(auto_if_cards=False)
    trace = run_program("R R", "@h.", if_cards=["if_hole"], rules=manual)
    assert trace.stop_reason == "hole"  # nobody chose to use it


def test_squares_moved_counts_a_jump_as_two_as_a_child_counts_on_the_board():
    # R: 1 square; JR: lands 2 away over the middle square; R: 1 -> 4 (3 squares entered)
    trace = run_program("R JR R", "@....\n.....")
    assert trace.final_position == (0, 4)
    assert trace.squares_moved == 4
    assert [f["moves"] for f in trace.to_json("en")["frames"]] == [0, 1, 3, 4]
    # a dash that runs into the edge counts the squares it went, a wall stop none
    assert run_program("2R", "@.").squares_moved == 1
    assert run_program("R R", "@w.").squares_moved == 0


def test_frames_say_which_if_cards_are_spent_so_far():
    # the if-card for holes cancels the first hole at (0, 1); from that frame on it is
    # no longer held (it was still drawn as held while the text said "No (false)")
    frames = run_program("R R R", "@h.h", if_cards=["if_hole"]).to_json("en")["frames"]
    assert [f["spent"] for f in frames] == [[], ["if_hole"], ["if_hole"], ["if_hole"]]
    assert "No (false)" in frames[3]["events"][1]["text"]
    # the hole leaves the board with the if-card, and the sentence says so
    assert frames[1]["events"][1]["text"] == (
        "Check: do you hold an if-card for the hole? Yes (true)! The if-card cancels the "
        "trap, both are taken away, and the program goes on.")
    assert frames[2]["removed"] == [[0, 1]]
