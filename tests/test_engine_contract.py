"""One random-simulation test of the engine contract (gamewidgets.core.engine), run on all
three games (algo also in pair and solo play) using only the contract (as OpenSpiel's
RandomSimTest does for every game).

At every state: ``legal_actions(p)`` equals ``observation(p)["legal"]`` for every seat;
the acting seats have a legal action and nobody else does; every action is a JSON-able
dict with a type and the acting seat; ``clone`` is equal, and a clone taken before an
action is untouched by it; every 20th state and the last survive ``to_dict`` -> JSON ->
``from_dict`` (a load replays every action: tests/test_saves_replay.py loads every state
of bot games);
an action sent for a seat that is not acting, or of an unknown type, is refused with the
game's ``GameRuleError`` and the state unchanged. Every game reaches ``TERMINAL`` and
``returns()`` are win shares (each 0..1, summing to 1, or 0 when nobody wins).

``GW_SIM_GAMES`` sets the games per engine (default 12; CI size).
"""

from __future__ import annotations

import json
import os
import random

import pytest

from gamewidgets.algo import AlgoGame, AlgoRules, AlgoSolo, SoloRules
from gamewidgets.core.engine import CHANCE, SIMULTANEOUS, TERMINAL
from gamewidgets.core.errors import GameRuleError
from gamewidgets.goblin import GoblinGame
from gamewidgets.gramin import GraminGame, GraminRules

GAMES = int(os.environ.get("GW_SIM_GAMES", "12"))
MAX_ACTIONS = 5000
SAVE_EVERY = 20

FACTORIES = {
    "gramin": lambda seed: GraminGame(n_players=2 + seed % 3, seed=seed),
    # the seed's readings that are options (docs/rules/gramin.md 2.2, 4.3, 4.6)
    "gramin-seed-options": lambda seed: GraminGame(n_players=2 + seed % 3, seed=seed, rules=(
        GraminRules(trap_squares="any", crocodile_tie="same_round", trap_persistence="stay",
                    jump_into_wall=("before", "stay")[seed % 2]))),
    "algo": lambda seed: AlgoGame(n_players=2 + seed % 3, seed=seed),
    "algo_pair": lambda seed: AlgoGame(n_players=4, seed=seed, rules=AlgoRules(
        mode="pair", chips=bool(seed % 2), toss=seed % 3 != 2)),
    # the arrange-your-own-row mode: each dealt row laid by its player (6)
    "algo_arrange": lambda seed: AlgoGame(n_players=2 + seed % 3, seed=seed, rules=AlgoRules(
        arrange_own_row=True, chips=bool(seed % 2))),
    "algo_solo": lambda seed: AlgoSolo(seed=seed, rules=SoloRules(start=seed % 24)),
    "goblin": lambda seed: GoblinGame(n_players=3 + seed % 4, seed=seed),
}


def acting_seats(state) -> list[int]:
    """The seats with a legal action, checked against the state's own ``acting_seats``."""
    seats = [q for q in range(state.n_players) if state.legal_actions(q)]
    assert state.acting_seats() == seats, (state.acting_seats(), seats)
    if state.current_player >= 0:
        assert seats == [state.current_player]
    return seats


def check_state(state, save: bool = True) -> None:
    p = state.current_player
    assert p >= 0 or p in (CHANCE, SIMULTANEOUS, TERMINAL), p
    assert (p == TERMINAL) == state.is_terminal
    seats = acting_seats(state)
    for q in range(state.n_players):
        legal = state.legal_actions(q)
        assert legal == state.observation(q)["legal"], q
        assert bool(legal) == (q in seats), (q, seats, legal[:3])
        for a in legal:
            assert isinstance(a, dict) and isinstance(a.get("type"), str), a
            assert a.get("player") == q, (q, a)
            json.dumps(a)
    if p == CHANCE:
        chance = state.legal_actions()
        assert chance and all(a.get("player") == CHANCE for a in chance), chance
    if p == SIMULTANEOUS:
        assert seats, "a simultaneous node where nobody acts"
    if save:
        saved = json.loads(json.dumps(state.to_dict()))
        assert type(state).from_dict(saved) == state
    assert state.clone() == state


def refuses(state, action) -> None:
    before, actions = state.clone(), len(state.actions)
    with pytest.raises(GameRuleError):
        state.apply(action)
    assert state == before and len(state.actions) == actions, action


def play_one(make, seed: int) -> None:
    rng = random.Random(seed)
    state = make(seed)
    for step in range(MAX_ACTIONS):
        check_state(state, save=step % SAVE_EVERY == 0 or state.is_terminal)
        if state.is_terminal:
            break
        if state.current_player == CHANCE:
            legal = state.legal_actions()
        else:
            legal = state.legal_actions(rng.choice(acting_seats(state)))
        action = rng.choice(legal)
        idle = [q for q in range(state.n_players) if not state.legal_actions(q)]
        if idle:
            refuses(state, {**action, "player": rng.choice(idle)})
        refuses(state, {**action, "type": "no such action"})
        before = state.clone()
        copy = state.clone()
        events = state.apply(action)
        assert isinstance(events, list)
        assert copy == before and copy.actions == before.actions, \
            "a clone changed with the original"
    else:
        pytest.fail(f"no end after {MAX_ACTIONS} actions")
    assert state.legal_actions() == []
    shares = state.returns()
    assert len(shares) == state.n_players
    assert all(0.0 <= x <= 1.0 for x in shares), shares
    assert abs(sum(shares) - 1.0) < 1e-9 or sum(shares) == 0.0, shares


@pytest.mark.parametrize("game", sorted(FACTORIES))
def test_random_games_keep_the_contract(game):
    for seed in range(GAMES):
        play_one(FACTORIES[game], seed)


@pytest.mark.parametrize("game", sorted(FACTORIES))
def test_same_seed_and_actions_give_the_same_game(game):
    make = FACTORIES[game]
    first, second = make(7), make(7)
    rng = random.Random(7)
    for _ in range(200):
        assert first == second
        if first.is_terminal:
            break
        if first.current_player == CHANCE:
            action = rng.choice(first.legal_actions())
        else:
            action = rng.choice(first.legal_actions(rng.choice(acting_seats(first))))
        first.apply(action)
        second.apply(json.loads(json.dumps(action)))
