"""The seed's rules that have options of their own (docs/rules/gramin.md 2.2, 4.3, 4.5,
4.6): a jump onto a wall, traps on any square, robbery on a trap square, and the
crocodile pile taken "at the same time". Hand-computed scenarios with scripted dice, as
in test_gramin_game.py (dice are used in the order the game rolls them)."""

from __future__ import annotations

import pytest
from helpers.gramin import board_rules, dice, make, play_turn, unchanged

from gamewidgets.gramin import (
    Board,
    Chest,
    GraminGame,
    GraminRules,
    PlannerBot,
    play_bots,
    simple_program,
)


def kinds(events):
    return [e.kind for e in events]


# ---- 2.2 a jump whose landing square holds a wall ------------------------------------------
def test_jump_onto_a_wall_stops_on_the_square_before_it_by_default():
    g = make("..w..\n.....\n..9..\n.....\n.....", hands=[["jump"], []])
    assert g.rules.jump_into_wall == "before"
    play_turn(g, (3, 5), ["JR", ""])
    ev = g.act()
    assert kinds(ev) == ["action", "trap_card", "if_check", "wall_stop", "turn_end"]
    assert g.positions[0] == (0, 1) and g.stopped[0] == "wall"
    assert "wall" in g.discard and not g.board.traps


def test_jump_onto_a_wall_can_stay_where_it_was():
    g = make("..w..\n.....\n..9..\n.....\n.....", hands=[["jump"], []],
             rules=GraminRules(jump_into_wall="stay"))
    play_turn(g, (3, 5), ["JR", ""])
    g.act()
    assert g.positions[0] == (0, 0) and g.stopped[0] == "wall"
    with pytest.raises(ValueError, match="jump_into_wall"):
        GraminRules(jump_into_wall="over")


def test_the_square_before_the_wall_is_entered_like_a_step():
    # (0, 1) holds a chest worth 3: the jump comes down on it and opens it
    g = make(".3w..\n.....\n..9..\n.....\n.....", hands=[["jump"], []])
    play_turn(g, (3, 5), ["JR", ""])
    ev = g.act()
    assert kinds(ev)[1:] == ["trap_card", "if_check", "wall_stop", "chest_opened", "turn_end"]
    assert g.positions[0] == (0, 1) and g.scores == [3, 0]


def test_a_step_or_dash_into_a_wall_is_unchanged_and_before_wall_says_so():
    from gamewidgets.gramin.engine.movement import before_wall

    g = make(".w...\n.....\n..9..\n.....\n.....", hands=[["dash"], []])
    play_turn(g, (3, 5), ["2R", ""])
    g.act()
    assert g.positions[0] == (0, 0)
    assert before_wall((0, 0), "jump", (0, 1), (0, 2), "before") == (0, 1)
    assert before_wall((0, 0), "jump", (0, 1), (0, 2), "stay") is None
    assert before_wall((0, 0), "dash", (0, 1), (0, 2), "before") is None
    assert before_wall((0, 5), "jump", (0, 1), (0, 6), "before") is None  # cut by the edge


@pytest.mark.parametrize("rule, plan", [("before", ["JR"]), ("stay", [])])
def test_the_planner_moves_a_jump_as_the_game_does(rule, plan):
    board = Board.from_ascii(".3w....\n.......\n.......\n.......\n.......\n.....3.\n.......")
    g = GraminGame(2, seed=1, board=board, rules=GraminRules(jump_into_wall=rule))
    g.roll()
    g.rolls[0] = 1
    g.hands[0][:] = ["jump"]
    tokens, _ = PlannerBot().plan(g, 0)
    assert tokens == plan


@pytest.mark.parametrize("rule, program", [("before", "JR"), ("stay", "")])
def test_the_simple_bot_moves_a_jump_as_the_game_does(rule, program):
    # the only chest near is on (0, 1), before a wall on (0, 2): a jump right reaches it
    # only when it comes down before the wall
    board = Board.from_ascii(".1w....\n.......\n.......\n.......\n.......\n.......\n.......")
    g = GraminGame(2, seed=1, board=board, rules=GraminRules(jump_into_wall=rule))
    g.roll()
    g.rolls[0] = 2
    g.hands[0][:] = ["jump", "jump"]
    assert simple_program(g, 0) == (program, [])


# ---- 2.2, 4.3 trap squares -------------------------------------------------------------------
def test_the_seed_sets_a_trap_on_any_square_by_default():
    # 「わなを好きなマスに設置します」: a trap may go on a chest or under a piece, by default
    assert GraminRules().trap_squares == "any"
    g = make("..3..\n.....\n..9..\n.....\n.....", hands=[["dash"], ["hole"]])
    play_turn(g, (3, 2), ["2R", ""], traps={1: ["hole"]})
    squares = g.trap_squares()
    assert len(squares) == 25 and (0, 2) in squares and (0, 0) in squares  # chest, piece
    g.place_trap(1, "hole", (0, 2))
    assert g.board.traps == {(0, 2): "hole"} and (0, 2) in g.board.chests


def test_traps_on_any_square_share_it_with_a_chest_or_a_piece():
    board = "..3..\n.....\n..9..\n.....\n....."
    hands = [["dash"], ["crocodile", "hole"]]
    g = make(board, hands=hands, rules=GraminRules(trap_squares="empty"))
    play_turn(g, (3, 2), ["2R", ""], traps={1: ["crocodile", "hole"]})
    unchanged(g, lambda: g.place_trap(1, "crocodile", (0, 2)), "a chest is there")
    unchanged(g, lambda: g.place_trap(1, "crocodile", (0, 0)), "a piece is there")

    g = make(board, hands=hands)
    play_turn(g, (3, 2), ["2R", ""], traps={1: ["crocodile", "hole"]})
    assert len(g.legal_actions(1)) == 2 * 25  # every square, for each of the two cards
    g.place_trap(1, "crocodile", (0, 2))
    unchanged(g, lambda: g.place_trap(1, "hole", (0, 2)), "already there")
    g.place_trap(1, "hole", (0, 4))  # where player 2's piece stands
    assert g.board.traps == {(0, 2): "crocodile", (0, 4): "hole"}
    assert g.board.chests[(0, 2)] == Chest(3)
    # 4.5 on the shared square: the trap first (nothing to eat), then the chest
    ev = g.act()
    assert kinds(ev)[1:] == ["trap_card", "if_check", "crocodile_nothing", "chest_opened",
                             "turn_end"]
    assert g.positions[0] == (0, 2) and g.scores == [3, 0] and g.stopped[0] == "crocodile"
    assert g.board.traps == {(0, 4): "hole"}


def test_trap_chest_and_robbery_on_one_square_in_that_order():
    # a hole trap card and a chest worth 2 on (0, 1), where player 2 already stands
    board = Board(5, 5, {(0, 1): Chest(2), (2, 2): Chest(9)}, {(0, 1): "hole"})
    rules = board_rules(board, GraminRules(trap_squares="any"))
    g = GraminGame(2, seed=0, board=board, rules=rules)
    g.hands[0][:] = ["step"]
    g.world.positions[1] = (0, 1)
    g.world.piles[1].append(Chest(4))
    dice(g, 3, 5, 6, 1)  # turn dice, then the robbery: player 1 rolls 6, player 2 rolls 1
    g.roll()
    g.build(0, "R")
    g.build(1, "")
    ev = g.act()
    assert kinds(ev)[1:] == ["trap_card", "if_check", "hole_skip", "chest_opened", "robbery",
                             "turn_end"]
    assert g.world.skip_next == [True, False]
    assert sorted(ch.points for ch in g.piles[0]) == [2, 4] and g.scores == [6, 0]


# ---- 4.6 robbery on a trap square that stays --------------------------------------------------
@pytest.mark.parametrize("persistence", ["stay", "discard"])
def test_robbery_happens_every_time_on_a_trap_square(persistence):
    # player 2 stands on the hole at (0, 1) (a trap that stays catches every visitor);
    # player 1 steps onto it: the hole takes effect, and the two pieces still meet
    g = make(".h...\n.....\n..9..\n.....\n.....", hands=[["step"], []],
             rules=GraminRules(trap_persistence=persistence))
    g.world.positions[1] = (0, 1)
    g.world.piles[1].append(Chest(4))
    play_turn(g, (3, 5, 6, 2), ["R", ""])
    ev = g.act()
    assert kinds(ev)[1:] == ["trap_card", "if_check", "hole_skip", "robbery", "turn_end"]
    assert g.scores == [4, 0] and g.world.skip_next == [True, False]
    assert (g.board.traps == {(0, 1): "hole"}) is (persistence == "stay")


# ---- 2.2 the crocodile pile taken "at the same time" ---------------------------------------
SAME_ROUND = ".1.2.\n.....\n..9..\n.....\n....."


def crocodile_game(board, programs, rolls, tie):
    g = make(board, hands=[["step"] * 2, ["step"] * 2], rules=GraminRules(crocodile_tie=tie))
    g.world.crocodile_pile.append(Chest(5))
    play_turn(g, rolls, programs)
    events = []
    while g.phase == "action":
        events += g.act()
    return g, events


def test_first_taker_gets_the_crocodile_pile():
    g, _ = crocodile_game(SAME_ROUND, ["R", "L"], (3, 4), "first_taker")
    assert g.scores == [6, 2] and not g.world.crocodile_pile


def test_same_round_takers_roll_for_the_pile_and_ties_roll_again():
    # round 1: player 1 takes the 1, player 2 the 2; both roll 2 (tie), then 1 and 5
    g, events = crocodile_game(SAME_ROUND, ["R", "L"], (3, 4, 2, 2, 1, 5), "same_round")
    assert g.scores == [1, 7] and not g.world.crocodile_pile and not g.world.crocodile_claims
    assert kinds(events) == [
        "action", "chest_opened", "crocodile_claim", "action", "chest_opened",
        "crocodile_claim", "crocodile_tie", "crocodile_roll", "crocodile_roll",
        "crocodile_tie", "crocodile_roll", "crocodile_roll", "crocodile_pile_taken",
        "turn_end"]
    tie = next(e for e in events if e.kind == "crocodile_tie")
    assert tie.text("en").startswith("Player 1 and Player 2 took a chest in the same round")
    assert tie.text("ja").startswith("プレーヤー1とプレーヤー2が同じ1周のあいだに宝箱を取った。")
    assert tie.text("ja") != tie.text("en")
    # the others see that the pile was taken, not what it is worth
    seen = [e for e in g.observation(0, "en")["events"] if e["kind"].startswith("crocodile_pile")]
    assert [e["kind"] for e in seen] == ["crocodile_pile_taken_hidden"]


def test_same_round_a_lone_taker_gets_the_pile_at_the_end_of_the_round():
    # player 2 reaches its chest only in round 2: player 1 took one alone in round 1
    board = ".1...\n...2.\n..9..\n.....\n....."
    g, events = crocodile_game(board, ["R", "D L"], (3, 4), "same_round")
    assert g.scores == [6, 2]
    assert "crocodile_tie" not in kinds(events)
    taken = kinds(events).index("crocodile_pile_taken")
    assert kinds(events)[taken - 1] == "action" and events[taken - 1].data["player"] == 1


def test_same_round_claims_settle_when_the_game_ends_mid_round():
    # the last chest is taken by player 1 in round 1: the game ends, the pile is settled
    g = make(".1...\n.....\n.....\n.....\n.....", hands=[["step"], ["step"]],
             rules=GraminRules(crocodile_tie="same_round"))
    g.world.crocodile_pile.append(Chest(5))
    play_turn(g, (3, 4), ["R", "D"])
    ev = g.act()
    assert kinds(ev)[-2:] == ["crocodile_pile_taken", "game_over"]
    assert g.scores == [6, 0] and g.winners == [0]


def test_the_new_options_in_whole_bot_games():
    rules = GraminRules(trap_squares="any", crocodile_tie="same_round",
                        trap_persistence="stay", jump_into_wall="stay")
    for seed in range(6):
        g = GraminGame(2 + seed % 3, seed=seed, rules=rules)
        play_bots(g, ["planner", "simple", "planner", "simple"][:g.n_players])
        assert g.is_terminal and g.chests_accounted() == g.total_chests
        assert g.cards_accounted() == g.total_cards
