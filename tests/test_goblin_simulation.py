"""Random simulation: seeded bot games of 3-6 goblins, checked after every turn.

After every turn: meat accounting (each goblin's change of meat and the store's change
equal the sums of the steps' changes, and the steps chain: each step starts from the
numbers the one before left), tunnel deck composition (deck + turned + left out = the
box, 4 x players + 1 in play), food-check invariants (living goblins have meat >= 1, the
out ones <= 0), no-repeat (each choice differs from the one before), ``from_dict(to_dict(g))``
equals ``g`` (through JSON text every eighth turn and at the end) and ``clone()`` too.
Per game: the same seed plays the same game (also on the lean path without step records)
and the winners follow section 5. Every seventh game is played through the named calls
(choose / pick_target: the last choice reveals, the last pick resolves), checking that
observations hide the others' choices until the reveal; the others by
:func:`~gamewidgets.goblin.bots.bot_turn` (the engine contract's actions). Bots are seeded
by the one rule ``bot_seed(seed, seat)``. ``GW_SIM_GAMES`` sets the number of games
(default 1500, every combination of seats, rules, policies and path about 10 times over:
the save round trip after every turn makes a game's checks grow with the square of its
length; 5000 for the full run).
"""

from __future__ import annotations

import json
import os

import pytest

from gamewidgets.core.bots import bot_seed
from gamewidgets.goblin import (
    CHOOSE,
    TARGET,
    GoblinGame,
    GoblinRules,
    bot_game,
)
from gamewidgets.goblin.bots import bot_turn, make_bot

GAMES = int(os.environ.get("GW_SIM_GAMES", "1500"))
CHUNKS = 10

# Every fifth game uses other rules options, so that they are simulated too.
VARIANTS = [
    GoblinRules(),
    GoblinRules(),
    GoblinRules(tie="nobody", all_starved="last_out", target_order="any", last_goblin="wins"),
    GoblinRules(starting_meat=2, drop_out_store=2, steal_without_rester=3),
    GoblinRules(turn_limit=12, turn_limit_outcome="most_meat",
                tunnel_effects={"meat": 3, "mushroom": 1, "empty": -1}),
]
POLICIES = ["random", "random", "random", "cooperator", "free_rider"]


def setup_of(seed: int) -> dict:
    n = 3 + seed % 4
    pols = [POLICIES[(seed // 4 + 3 * p) % len(POLICIES)] for p in range(n)]
    if seed % 10 == 9:
        pols[seed % n] = "adaptive"
    return {"n": n, "policies": pols, "rules": VARIANTS[seed % len(VARIANTS)]}


def check_turn(g: GoblinGame, meat0: list, store0: int, alive0: list, last0: list, steps):
    n = g.n_players
    meat, store = list(meat0), store0
    for s in steps:
        assert s.before.get("store", store) == store
        for p, m in s.before.get("meat", {}).items():
            assert meat[p] == m, (s.kind, p)
        for p, m in s.after.get("meat", {}).items():
            meat[p] = m
        store = s.after.get("store", store)
    assert meat == g.meat and store == g.store and store >= 0
    # drop-outs only through food checks, and the store gained for each of them
    out = [p for s in steps if s.kind == "drop_out" for p in s.players]
    assert sorted(out) == [p for p in range(n) if alive0[p] and not g.alive[p]]
    # deck composition
    if g.rules.tunnel_deck is None:
        assert len(g.deck) + len(g.tunnel_turned) == 4 * n + 1
        cards = g.deck + g.tunnel_turned + g.out_of_game
        assert {c: cards.count(c) for c in set(cards)} == {
            k: v for k, v in g.rules.tunnel_counts.items() if v}
    assert g.tunnel_turned.count("exit") == (g.end == "exit")
    # food checks and the no-repeat rule
    for p in range(n):
        assert (g.meat[p] >= 1) == g.alive[p]
        if alive0[p]:
            assert g.last_action[p] != last0[p]
    d = g.to_dict()
    saved = json.loads(json.dumps(d)) if g.turn % 8 == 0 or g.is_terminal else d
    restored = GoblinGame.from_dict(saved)
    assert restored.to_dict() == d and restored.last_steps == steps
    assert g.clone().to_dict() == d


def phased_turn(g: GoblinGame, bots) -> list:
    """One turn through choose / pick_target, checking observations before the reveal."""
    for p in g.living:
        steps = g.choose(p, bots[p].choose(g, p))
        if g.to_choose:
            obs = g.observation((p + 1) % g.n_players)
            assert all(c is None for q, c in enumerate(obs["choices"]) if q != obs["player"])
    while g.phase == TARGET:
        p = g.to_pick[0]
        steps = g.pick_target(p, bots[p].pick_target(g, p, g.resters))
    return steps


def check_end(g: GoblinGame):
    assert g.is_terminal and g.end in ("exit", "all_starved", "last_goblin", "turn_limit")
    won, r = g.winners, g.rules
    if g.end == "last_goblin":
        assert r.last_goblin == "wins" and won == g.living and len(won) == 1
    elif g.end == "exit" or (g.end == "turn_limit" and r.turn_limit_outcome == "most_meat"):
        best = max(g.meat[p] for p in g.living)
        top = [p for p in g.living if g.meat[p] == best]
        assert won == (top if len(top) == 1 or r.tie == "shared" else [])
    elif g.end == "all_starved":
        assert not g.living and (won == [] or r.all_starved == "last_out")
    else:
        assert won == []
    assert sum(g.returns()) == pytest.approx(1.0 if won else 0.0)


def _without_steps(d: dict) -> dict:
    """A save but whether its game kept the last turn's steps (a view-only field)."""
    return {**d, "view": {k: v for k, v in d["view"].items() if k != "last_steps"}}


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_bot_games(chunk):
    for seed in range(chunk, GAMES, CHUNKS):
        setup = setup_of(seed)
        g = GoblinGame(setup["n"], seed=seed, rules=setup["rules"])
        bots = [make_bot(x, bot_seed(seed, p)) for p, x in enumerate(setup["policies"])]
        assert g.deck[::-1].index("exit") >= 3 * g.n_players or g.rules.tunnel_deck
        while not g.is_terminal:
            assert g.phase == CHOOSE
            meat0, store0 = list(g.meat), g.store
            alive0, last0 = list(g.alive), list(g.last_action)
            steps = phased_turn(g, bots) if seed % 7 == 0 else bot_turn(g, bots)
            check_turn(g, meat0, store0, alive0, last0, steps)
        check_end(g)
        again = bot_game(setup["policies"], seed=seed, rules=setup["rules"])
        assert _without_steps(again.to_dict()) == _without_steps(g.to_dict()), seed
