"""Tampered Goblin Escape saves: every save ``from_dict`` accepts is a game that plays on;
every other one is refused with one ``SaveError`` saying what is wrong (docs/rules/goblin.md
2-5).

Real saves from every phase and several rules are changed at random places (a value
deleted, replaced, retyped, duplicated, nudged or swapped; tests/mutations.py). Examples:
``4 x GW_FUZZ_EXAMPLES`` (default 400).
"""

import json
import os
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from mutations import refused_or_plays_on, tampered

from gamewidgets.core.codec import SaveError
from gamewidgets.goblin import GoblinGame, GoblinRules

EXAMPLES = 4 * int(os.environ.get("GW_FUZZ_EXAMPLES", "100"))
RULES = [None, GoblinRules(target_order="any"), GoblinRules(turn_limit=6),
         GoblinRules(tunnel_deck=("meat", "empty", "mushroom", "meat", "exit")),
         GoblinRules(all_starved="last_out", starting_meat=2)]


def real_saves() -> list:
    """Saves of games in every phase: fresh, some goblins chosen, stealers to pick a
    target, over."""
    out = []
    for seed in range(10):
        rng = random.Random(seed)
        g = GoblinGame(3 + seed % 4, seed=seed, rules=RULES[seed % len(RULES)],
                       names=None if seed % 2 else [f"G{p}" for p in range(3 + seed % 4)])
        for step in range(200):
            if g.is_over:
                break
            if step % 7 == 0 or g.phase == "target":
                out.append(json.loads(json.dumps(g.to_dict())))
            g.apply(rng.choice(g.legal_actions()))
        out.append(json.loads(json.dumps(g.to_dict())))
    return out


SAVES = real_saves()


def test_the_saves_cover_every_phase():
    assert {s["state"]["phase"] for s in SAVES} == {"choose", "target", "over"}
    assert all(json.loads(json.dumps(GoblinGame.from_dict(s).to_dict())) == s for s in SAVES)


def saved_game(**change) -> dict:
    """A save after two turns (Ann dug, then rested), with ``change`` made to its state."""
    g = GoblinGame(3, seed=1, names=["Ann", "Ben", "Cy"])
    g.play_turn({0: "dig", 1: "rest", 2: "rest"})
    g.play_turn({0: "rest", 1: "dig", 2: "dig"})
    doc = json.loads(json.dumps(g.to_dict()))
    doc["state"].update(change)
    return doc


@pytest.mark.parametrize("change, field", [
    ({"store": 40}, "store"),                      # meat out of nowhere
    ({"meat": [30, 3, 3]}, "meat"),
    ({"deck": []}, "deck"),                        # the exit thrown away
    ({"tunnel_turned": ["exit", "exit"]}, "tunnel_turned"),  # ... or turned up twice
    ({"out_of_game": ["meat"] * 20}, "out_of_game"),
    ({"turn": 9}, "turn"),
    ({"seed": "x"}, "seed"),
    ({"last_action": ["dig", "dig", "dig"]}, "last_action"),
    ({"winners": [0]}, "winners"),
])
def test_a_save_no_play_reaches_is_refused_naming_the_field(change, field):
    """Found by tampering: a save with the tunnel cards or the meat changed was accepted
    (only its shape was checked) and played on with cards or meat no game has."""
    doc = saved_game(**change)
    with pytest.raises(SaveError) as info:
        GoblinGame.from_dict(doc)
    assert info.value.text("en") == f"The saved state's field '{field}' is malformed."
    assert f"「{field}」" in info.value.text("ja")


def test_a_history_that_breaks_a_rule_is_refused():
    """A record whose goblin chose the card it chose the turn before (the no-repeat rule,
    docs/rules/goblin.md 3) is no play, whatever the rest of the save says."""
    doc = saved_game()
    doc["state"]["history"][1]["choices"][1] = "rest"  # Ben rested twice in a row
    with pytest.raises(SaveError, match="'history\\[1\\]'"):
        GoblinGame.from_dict(doc)


def plays_on(g: GoblinGame, seed: int) -> None:
    """Everything a program or widget does with a game works: save, observe, act."""
    assert GoblinGame.from_dict(json.loads(json.dumps(g.to_dict()))) == g
    rng = random.Random(seed)
    for _ in range(12):
        for p in range(g.n_players):
            g.observation(p, lang="ja")
        if g.is_over:
            return
        g.apply(rng.choice(g.legal_actions()))


@settings(max_examples=EXAMPLES, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data())
def test_a_tampered_save_is_refused_or_plays_on(data):
    original = data.draw(st.sampled_from(SAVES))
    doc, changes = data.draw(tampered(original))
    refused_or_plays_on(GoblinGame, original, doc, changes, plays_on)
