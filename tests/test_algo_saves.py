"""Tampered algo saves: every save ``from_dict`` accepts is a game that plays on; every other
one is refused with one ``SaveError`` saying what is wrong (docs/rules/algo.md 1, 3).

Real saves from every phase and rules variant are changed at random places (a value
deleted, replaced, retyped, duplicated, nudged or swapped; tests/mutations.py). Examples:
``4 x GW_FUZZ_EXAMPLES`` (default 400).
"""

import json
import os
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from mutations import refused_or_plays_on, tampered

from gamewidgets.algo import AlgoGame, AlgoRules, ProbabilisticBot
from gamewidgets.algo.engine.codec import CARDS

EXAMPLES = 4 * int(os.environ.get("GW_FUZZ_EXAMPLES", "100"))
RULES = [None, AlgoRules(chips=True), AlgoRules(arrange_own_row=True, chips=True),
         AlgoRules(empty_pile="guess_only", deal_sizes=(12, 8, 6)),
         AlgoRules(deal_sizes=(11, 7, 5), rounds=1)]


def real_saves() -> list:
    """Saves of games in every phase: fresh, mid-turn, after a hit, placing a card, with
    the pile empty, a round over, the game over."""
    out = []
    for seed in range(10):
        rng = random.Random(seed)
        g = AlgoGame(2 + seed % 3, seed=seed, rules=RULES[seed % len(RULES)],
                     names=None if seed % 2 else ["Ann", "white", "Cy", "Dee"][:2 + seed % 3])
        stops = sorted(rng.sample(range(1, 120), 3))
        for step in range(120):
            if g.is_terminal:
                break
            if step in stops or g.phase in ("after_hit", "place", "round_over"):
                out.append(json.loads(json.dumps(g.to_dict())))
            legal = g.legal_actions()
            hits = [a for a in legal if a["type"] == "attack"
                    and g.rows[a["target"]][a["index"]].card.number == a["number"]]
            g.apply(rng.choice(hits if hits and rng.random() < 0.6 else legal))
        out.append(json.loads(json.dumps(g.to_dict())))
    return out


SAVES = real_saves()
PHASES = {s["state"]["phase"] for s in SAVES}


def test_the_saves_cover_every_phase():
    assert {"attack", "after_hit", "place", "round_over", "game_over"} == PHASES


def plays_on(g: AlgoGame, seed: int) -> None:
    """Everything a program or widget does with a game works: save, observe, act."""
    assert AlgoGame.from_dict(json.loads(json.dumps(g.to_dict()))) == g
    rng = random.Random(seed)
    for _ in range(12):
        cards = [rc.card for row in g.rows for rc in row] + g.pile + \
            ([g.drawn] if g.drawn is not None else [])
        assert len(set(cards)) == len(cards) == CARDS
        for p in range(g.n_players):
            g.observation(p, lang="ja")
            g.view(p)
        if g.is_terminal:
            return
        p = g.current_player
        action = ProbabilisticBot(seed=seed).act(g, p) if p >= 0 and rng.random() < 0.5 \
            else rng.choice(g.legal_actions())
        g.apply(action)


@settings(max_examples=EXAMPLES, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data())
def test_a_tampered_save_is_refused_or_plays_on(data):
    original = data.draw(st.sampled_from(SAVES))
    doc, changes = data.draw(tampered(original))
    refused_or_plays_on(AlgoGame, original, doc, changes, plays_on)
