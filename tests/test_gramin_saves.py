"""Tampered Gramin saves: every save ``from_dict`` accepts is a game that plays on with all
its cards and chests; every other one is refused with one ``SaveError`` saying what is
wrong (docs/rules/gramin.md 1, 3-5).

Real saves from every phase and several rules are changed at random places (a value
deleted, replaced, retyped, duplicated, nudged or swapped; tests/mutations.py). Before
the payload was checked, 309 of 731 such saves raised ``KeyError``, ``TypeError`` or
``IndexError``, 149 were accepted and failed later, and 41 were accepted with cards or
chests made or lost (33 cards of 32). Examples: ``4 x GW_FUZZ_EXAMPLES`` (default 400).
"""

import json
import os
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from mutations import refused_or_plays_on, tampered

from gamewidgets.core.codec import SaveError
from gamewidgets.gramin import GraminGame, GraminRules, simple_program

EXAMPLES = 4 * int(os.environ.get("GW_FUZZ_EXAMPLES", "100"))
RULES = [None, GraminRules.teaching(),
         GraminRules(if_card_cost="never", trap_persistence="stay", start_hand=4),
         GraminRules(board_size=5, chest_corner_distance=1, chests_apart=False,
                     parent_tie="first_seat", robbery_pick="latest")]


def play(g: GraminGame, rng: random.Random) -> None:
    """One move of ``g``: a seat's simple program (now and then with its traps), a trap
    card on a free square, an action, or the dice."""
    if g.phase == "build":
        p = g.to_act[0]
        program, traps = simple_program(g, p)
        g.build(p, program, traps if rng.random() < 0.7 else ())
    else:
        g.apply(rng.choice(g.legal_actions()))


def real_saves() -> list:
    """Saves of games in every phase, with and without names."""
    out = []
    for seed in range(8):
        rng = random.Random(seed)
        g = GraminGame(2 + seed % 3, seed=seed, rules=RULES[seed % len(RULES)],
                       names=None if seed % 2 else ["Ann", "wall", "Cy", "Dee"][:2 + seed % 3])
        stops = set(rng.sample(range(1, 200), 6))
        for step in range(200):
            if g.is_terminal:
                break
            if step in stops or (g.phase == "traps" and rng.random() < 0.3):
                out.append(json.loads(json.dumps(g.to_dict())))
            play(g, rng)
        out.append(json.loads(json.dumps(g.to_dict())))
    return out


SAVES = real_saves()


def test_the_saves_cover_every_phase():
    assert {s["state"]["phase"] for s in SAVES} == {"roll", "build", "traps", "action", "over"}


def plays_on(g: GraminGame, seed: int) -> None:
    """Everything a program or widget does with a game works: save, observe, act, with
    every card and chest of the game in one place after each move."""
    assert GraminGame.from_dict(json.loads(json.dumps(g.to_dict()))) == g
    rng = random.Random(seed)
    for _ in range(30):
        assert g.cards_accounted() == g.total_cards
        assert g.chests_accounted() == g.total_chests
        for p in range(g.n_players):
            g.observation(p, lang="ja")
        if g.is_terminal:
            return
        play(g, rng)


@settings(max_examples=EXAMPLES, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data())
def test_a_tampered_save_is_refused_or_plays_on(data):
    original = data.draw(st.sampled_from(SAVES))
    doc, changes = data.draw(tampered(original))
    refused_or_plays_on(GraminGame, original, doc, changes, plays_on)


def game_with(**state) -> dict:
    """The save of seat 0's build of a 2-player game, with ``state`` fields replaced."""
    g = GraminGame(2, seed=1)
    g.roll()
    doc = json.loads(json.dumps(g.to_dict()))
    for path, value in state.items():
        node, *keys = path.split("__")
        target = doc["state"][node] if keys else doc["state"]
        for key in keys[:-1]:
            target = target[key]
        target[keys[-1] if keys else node] = value
    return doc


@pytest.mark.parametrize("change, words", [
    ({"deck": ["step"] * 40}, "cards, but the game has 32"),
    ({"world__hands": [["step"] * 30, []]}, "cards"),
    ({"world__positions": [[0, 0], [99, 99]]}, "'positions' holds"),
    ({"n_players": True}, "'n_players' holds True"),
    ({"rolls": [3, 7]}, "'rolls' holds 7"),
    ({"world__board__chests": []}, "chests"),
    ({"events": [{"kind": "rolled", "game": "gramin.game", "data": {"player": 5}}]},
     "event 1"),
    ({"events": [{"kind": ["rolled"], "game": "gramin.game", "data": {}}]}, "event 1"),
    ({"rules__allow_nesting": [1]}, "'rules'"),
    ({"rules__chest_points": {}}, "'rules'"),
])
def test_a_broken_save_names_what_is_wrong(change, words):
    with pytest.raises(SaveError) as info:
        GraminGame.from_dict(game_with(**change))
    assert words in info.value.text("en"), info.value.text("en")
    assert "保存データ" in info.value.text("ja")
