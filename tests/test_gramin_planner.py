"""The planner bot: plans within the die, avoids known traps, uses if-cards and loops,
never looks at hidden chest contents, and beats the simple bot."""

import pytest

from gamewidgets.gramin import (
    Board,
    Chest,
    GraminGame,
    GraminRules,
    SimpleBot,
    bot_game,
    play_bots,
    run_program,
)
from gamewidgets.gramin.bots.planner import PlannerBot, chest_odds


def situation(board_text, hand, die, traps=None):
    """A 2-player game in its build phase with player 0's hand and die set for the test."""
    board = Board.from_ascii(board_text)
    board.start = None
    board.traps.update(traps or {})
    game = GraminGame(2, seed=1, board=board)
    game.roll()
    game.rolls[0] = die
    game.hands[0][:] = hand
    return game


def entered(game, program):
    trace = run_program(program, Board(game.board.rows, game.board.cols), start=(0, 0))
    return [p for f in trace.frames for p in f.path]


EMPTY = "\n".join(["......."] * 7)


def with_chest(*squares):
    rows = [list(row) for row in EMPTY.splitlines()]
    for r, c in squares:
        rows[r][c] = "3"
    return "\n".join("".join(r) for r in rows)


def test_takes_a_reachable_chest_within_the_die():
    game = situation(with_chest((0, 3), (5, 5)), ["step", "step", "dash"], 2)
    program, traps = PlannerBot().build(game, 0)
    assert (0, 3) in entered(game, program) and traps == []
    game.build(0, program, traps)  # legal: cards from the hand, within the die


def test_avoids_a_known_hole_unless_an_if_card_cancels_it():
    board = with_chest((0, 3), (6, 6))
    game = situation(board, ["dash", "step"], 2, {(0, 2): "hole"})
    program, _ = PlannerBot().build(game, 0)
    assert (0, 2) not in entered(game, program)
    game.build(0, program)
    brave = situation(board, ["dash", "step", "if_hole"], 2, {(0, 2): "hole"})
    program, _ = PlannerBot().build(brave, 0)
    assert (0, 3) in entered(brave, program)
    jumper = situation(board, ["jump", "step"], 2, {(0, 2): "hole"})
    program, _ = PlannerBot().build(jumper, 0)
    path = entered(jumper, program)
    assert (0, 3) in path and (0, 2) not in path


def test_if_card_needs_a_die_card_left_under_when_used():
    # die 1: the dash is the whole die, so under "when_used" no card is left for the
    # if-card and the hole at (0, 2) would bite; under "never" the if-card covers it
    board = with_chest((0, 3), (6, 6))
    for cost, through in (("when_used", False), ("never", True)):
        game = situation(board, ["dash", "if_hole"], 1, {(0, 2): "hole"})
        game.rules = GraminRules(if_card_cost=cost)
        program, _ = PlannerBot().build(game, 0)
        assert ((0, 2) in entered(game, program)) is through, (cost, program)


def test_does_not_walk_into_a_wall_for_nothing():
    game = situation(with_chest((6, 6)), ["step"], 1, {(0, 1): "wall"})
    program, _ = PlannerBot().build(game, 0)
    assert program.split() != ["R"]


def test_uses_a_loop_when_the_die_is_small():
    game = situation(with_chest((0, 4), (6, 6)), ["dash"], 1)
    program, _ = PlannerBot().build(game, 0)
    assert program.startswith("for") and (0, 4) in entered(game, program)
    game.build(0, program)


def test_chest_odds_use_only_public_information():
    game = GraminGame(2, seed=3)
    mean, croc, hole = chest_odds(game, 0)
    assert mean == pytest.approx(24 / 12) and croc == hole == pytest.approx(1 / 12)
    game.piles[0].append(Chest(5))
    assert chest_odds(game, 0)[0] == pytest.approx(19 / 11)
    assert chest_odds(game, 1)[0] == pytest.approx(24 / 12)  # player 1 cannot see it


@pytest.mark.parametrize("seed", range(6))
def test_plan_does_not_depend_on_hidden_chest_contents(seed):
    a, b = GraminGame(2, seed=seed), GraminGame(2, seed=seed)
    for g in (a, b):
        g.roll()
    squares = sorted(b.board.chests)
    contents = [b.board.chests[p] for p in squares]
    b.board.chests.update(zip(squares, contents[1:] + contents[:1], strict=True))
    for p in a.acting_seats():
        assert PlannerBot().build(a, p) == PlannerBot().build(b, p)


def test_plays_whole_games_with_any_seats():
    for n in (2, 3, 4):
        for seed in range(3):
            bots = [PlannerBot() if (q + seed) % 2 == 0 else SimpleBot() for q in range(n)]
            game = play_bots(GraminGame(n, seed=seed), bots)
            assert game.is_terminal and game.winners
            assert game.chests_accounted() == game.total_chests


def test_beats_the_simple_bot_more_often_than_not():
    wins = 0.0
    for seed in range(40):
        seat = seed % 2
        bots = [SimpleBot(), SimpleBot()]
        bots[seat] = PlannerBot()
        wins += play_bots(GraminGame(2, seed=seed), bots).returns()[seat]
    assert wins / 40 > 0.5


@pytest.mark.parametrize("rules", [
    GraminRules.teaching(),
    GraminRules(loop_cards_count=True, auto_if_cards=False, board_size=5,
                chest_points=(1, 2, 3), trap_persistence="stay"),
    GraminRules(move_kinds=("step",), loop_counts=(5,)),
])
def test_programs_are_legal_under_other_rules(rules):
    for seed in range(2):
        game = bot_game([PlannerBot(), SimpleBot(), PlannerBot()], seed=seed, rules=rules)
        assert game.is_terminal
