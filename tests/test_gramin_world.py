"""Robbery and board set-up (docs/rules/gramin.md 3.1, 4.6) through World and random_board."""

import random

import pytest

from gamewidgets.gramin import Board, Chest, GraminRules, World, random_board
from gamewidgets.gramin.engine.cards import Direction, MoveCard

RIGHT = MoveCard("step", Direction.RIGHT)


class Dice(random.Random):
    """A generator whose die rolls are scripted (robbery tests need exact rolls)."""

    def __init__(self, rolls):
        super().__init__(0)
        self.rolls = list(rolls)

    def randint(self, a, b):
        return self.rolls.pop(0)


def _world(rolls, board="@..", positions=((0, 0), (0, 1))):
    w = World(Board.from_ascii(board), list(positions), GraminRules(robbery_pick="latest"),
              Dice(rolls))
    return w


def test_robbery_highest_takes_from_lowest():
    w = _world([2, 5])
    w.piles[1] = [Chest(1), Chest(4)]
    res = w.move(0, RIGHT)  # player 0 enters player 1's square, rolls 2 vs 5
    assert [e.kind for e in res.events] == ["robbery_nothing"]
    assert w.piles == [[], [Chest(1), Chest(4)]]  # the loser (0) had nothing
    w.piles[0] = [Chest(3)]
    w.positions[0] = (0, 0)
    w.rng.rolls = [6, 1]
    w.move(0, RIGHT)
    assert w.piles == [[Chest(3), Chest(4)], [Chest(1)]]


def test_robbery_ties_are_rerolled():
    w = _world([4, 4, 3, 6])  # tie 4-4, re-roll 3-6: player 1 wins
    w.piles[0] = [Chest(2)]
    w.move(0, RIGHT)
    assert w.piles == [[], [Chest(2)]]
    assert w.rng.rolls == []


def test_three_pieces_highest_robs_lowest():
    w = World(Board.from_ascii("@.."), [(0, 0), (0, 1), (0, 1)],
              GraminRules(robbery_pick="latest"), Dice([3, 1, 6]))
    w.piles[1] = [Chest(5)]
    w.move(0, RIGHT)  # rolls: p0=3, p1=1, p2=6 -> p2 robs p1
    assert w.piles == [[], [], [Chest(5)]]


@pytest.mark.parametrize("seed", range(30))
def test_random_board_setup(seed):
    rules = GraminRules()
    board = random_board(rules, random.Random(seed))
    assert len(board.chests) == 12
    points = sorted(c.points for c in board.chests.values() if not c.trap)
    assert points == [1, 1, 1, 2, 2, 2, 3, 3, 4, 5]
    assert sorted(c.trap for c in board.chests.values() if c.trap) == ["crocodile", "hole"]
    for r, c in board.chests:
        for cr, cc in board.corners():
            assert max(abs(r - cr), abs(c - cc)) >= 2
    assert random_board(rules, random.Random(seed)) == board  # seeded: same layout


def test_small_board_relaxes_corner_distance():
    board = random_board(GraminRules(board_size=5), random.Random(0))
    assert len(board.chests) == 12
    assert not set(board.chests) & set(board.corners())
