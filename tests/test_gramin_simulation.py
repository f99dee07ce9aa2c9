"""Random simulation: seeded bot games of 2-4 players, checked at every state.

At every state: chests conserved (board + piles + crocodile pile + removed trap chips),
cards conserved (deck + hands + discard + laid this turn + trap cards on the board),
``from_dict(to_dict(s)) == s`` and ``clone() == s``; per game: the same seed plays the
same game. ``GW_SIM_GAMES`` sets the number of games (default 400: the save round trip at
every state makes a game's checks grow with the square of its length; 1000 or 10000 for a
full run).
"""

from __future__ import annotations

import json
import os

import pytest

from gamewidgets.gramin import (
    CHANCE,
    SIMULTANEOUS,
    TERMINAL,
    GraminGame,
    GraminRules,
    SimpleBot,
    play_bots,
)

GAMES = int(os.environ.get("GW_SIM_GAMES", "400"))
CHUNKS = 10

# Every fifth game uses other rules options, so that they are simulated too.
VARIANTS = [
    GraminRules(),
    GraminRules(),
    GraminRules(trap_persistence="stay", parent_tie="first_seat", robbery_pick="latest",
                winner_tie="most_chests", trap_squares="any", crocodile_tie="same_round"),
    GraminRules.teaching(loop_cards_count=True, board_size=9, jump_into_wall="stay"),
    GraminRules(board_size=5, chest_points=(1, 2, 3, 4, 5, 6), chests_apart=False),
]


def setup_of(seed: int) -> dict:
    return {"n_players": 2 + seed % 3, "seed": seed, "rules": VARIANTS[seed % len(VARIANTS)]}


def check_state(g: GraminGame) -> None:
    assert g.chests_accounted() == g.total_chests
    assert g.cards_accounted() == g.total_cards
    d = g.to_dict()
    assert GraminGame.from_dict(d).to_dict() == d
    assert g.clone().to_dict() == d
    p = g.current_player
    if g.phase == "roll":
        assert p == CHANCE
    elif g.phase == "build":
        assert p == SIMULTANEOUS and g.acting_seats()
    elif g.phase == "over":
        assert p == TERMINAL and not g.board.chests and g.winners
    else:
        assert 0 <= p < g.n_players


def step_bots(g: GraminGame, bots) -> None:
    """One step of the game: the roll, every build, one trap card or one action."""
    if g.current_player == CHANCE:
        g.apply(g.legal_actions()[0])
    else:
        for p in g.acting_seats():
            g.apply(bots[p].act(g, p))


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_bot_games(chunk):
    for seed in range(chunk, GAMES, CHUNKS):
        g = GraminGame(**setup_of(seed))
        bots = [SimpleBot()] * g.n_players
        check_state(g)
        steps = 0
        while not g.is_terminal:
            step_bots(g, bots)
            check_state(g)
            steps += 1
            assert steps < 5000, f"seed {seed} does not end"
        assert sum(g.returns()) == pytest.approx(1.0)
        if seed % 50 == 0:
            json.dumps(g.to_dict())
        again = play_bots(GraminGame(**setup_of(seed)), ["simple"] * g.n_players)
        assert again.to_dict() == g.to_dict(), f"seed {seed} is not reproducible"
