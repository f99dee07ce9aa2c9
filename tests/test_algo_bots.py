"""Bots for algo: legal, uniform, logical, probabilistic, blind to hidden numbers;
``bot_game`` / ``play_bots`` play whole games in every rules variant."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from helpers.algo import rig

from gamewidgets.algo import (
    AFTER_HIT,
    BOTS,
    AlgoGame,
    AlgoRules,
    LogicalBot,
    ProbabilisticBot,
    RandomBot,
    attack_action,
    bot_game,
    deduce,
    play_bots,
    posterior,
    stay_action,
)
from gamewidgets.core.errors import StepLimitError


@pytest.mark.parametrize("phase_setup", ["attack", "after_hit", "own_card", "arrange"])
def test_random_bot_is_legal_and_picks_legal_actions_index(phase_setup):
    rules = AlgoRules(arrange_own_row=phase_setup == "arrange")
    pile = "" if phase_setup == "own_card" else "B5 W6"
    g = rig(["B1 W3 B8", "B0 W4 B6", "B2* W9"], pile=pile, current=0, rules=rules)
    if phase_setup in ("after_hit", "arrange"):
        g.attack(1, 0, 0)
    legal = g.legal_actions()
    for seed in range(30):
        bot = RandomBot(seed)
        k = random.Random(seed).randrange(len(legal))
        assert bot.act(g, 0) == legal[k]


def test_random_bot_is_uniform():
    g = rig(["B1 W3 B8", "B0 W4 B6"], pile="B5", current=0)
    g.attack(1, 0, 0)
    legal = g.legal_actions()                # 2 slots x 12 numbers + stay = 25
    bot = RandomBot(1)
    counts = Counter(json.dumps(bot.act(g, 0), sort_keys=True) for _ in range(25 * 400))
    assert set(counts) == {json.dumps(a, sort_keys=True) for a in legal}
    expected = 400
    chi2 = sum((c - expected) ** 2 / expected for c in counts.values())
    assert chi2 < 60                         # 24 degrees of freedom: p ~ 1e-4


def test_logical_bot_attacks_a_certain_card_then_stays():
    # Ben's b? lies left of W0, so it is B0: certain
    g = rig(["B2 W3 B8", "B0 W0* B6 W9"], pile="B5", current=0)
    bot = LogicalBot(0)
    assert bot.act(g, 0) == attack_action(0, 1, 0, 0)
    g.apply(bot.act(g, 0))
    assert g.phase == AFTER_HIT
    assert bot.act(g, 0) == stay_action(0)          # nothing certain is left


def test_logical_bot_attacks_a_candidate_when_nothing_is_certain():
    g = rig(["B2 W3 B8", "B0 W4 B6 W9"], pile="B5", current=0)
    d = deduce(g.view(0))
    assert not d.certain
    chosen = set()
    for seed in range(40):
        a = LogicalBot(seed).act(g, 0)
        assert a["type"] == "attack" and a["target"] == 1
        assert a["number"] in d.candidates["Ben"][a["index"]]
        chosen.add(a["index"])
    assert chosen == {0, 1, 2, 3}


def test_probabilistic_bot_attacks_the_most_probable_and_stays_below_threshold():
    g = rig(["B2 W3 B8", "B0 W0* B6 W9"], pile="B5", current=0)
    post = posterior(g.view(0))
    bot = ProbabilisticBot(0, threshold=0.5)
    chance, choices = bot.best(g, 0)
    assert chance == pytest.approx(1.0) and choices == [("Ben", 0, 0)]
    assert max(p for d in post["Ben"][2:] for p in d.values()) < 1.0
    g.apply(bot.act(g, 0))
    chance, _ = bot.best(g, 0)
    assert chance < 0.5 and bot.act(g, 0) == stay_action(0)
    assert ProbabilisticBot(0, threshold=0.0).act(g, 0)["type"] == "attack"
    with pytest.raises(ValueError):
        ProbabilisticBot(0, threshold=1.5)


@pytest.mark.parametrize("kind", ["random", "logical", "probabilistic"])
def test_bots_do_not_read_hidden_numbers(kind):
    # same view for Ann (own row, drawn card, colours of Ben's cards); Ben's numbers differ
    a = rig(["B2 W3 B8", "B0 W4 B6 W9"], pile="B5", current=0)
    b = rig(["B2 W3 B8", "B1 W5 B7 W10"], pile="B5", current=0)
    assert a.view(0) == b.view(0)
    for seed in range(10):
        assert BOTS[kind](seed).act(a, 0) == BOTS[kind](seed).act(b, 0)


@pytest.mark.parametrize("rules", [
    AlgoRules(), AlgoRules(chips=True), AlgoRules(empty_pile="guess_only"),
    AlgoRules(arrange_own_row=True, chips=True),
])
def test_play_bots_every_variant(rules):
    for n in (2, 3, 4):
        names = ["probabilistic", "logical", "random", "logical"][:n]
        g = bot_game(names, seed=n, rules=rules)
        assert g.is_terminal and g.winners and sum(g.round_wins) == g.rounds
        # the thinking bots never misplace a card (a random bot places at random)
        assert all(g.penalties[p] == 0 for p in range(n) if names[p] != "random")
        again = bot_game(["probabilistic", "logical", "random", "logical"][:n], seed=n,
                         rules=rules)
        assert again == g
        assert play_bots(AlgoGame(n, seed=n, rules=rules), names) == g


def test_play_bots_errors_and_existing_game():
    with pytest.raises(ValueError):
        bot_game(["random"])
    with pytest.raises(ValueError):
        bot_game(["random", "genius"])
    g = AlgoGame(3, seed=9)
    with pytest.raises(ValueError):
        play_bots(g, ["random", "random"])
    assert play_bots(g, [RandomBot(1), LogicalBot(2), ProbabilisticBot(3)]) is g
    assert g.is_terminal
    with pytest.raises(ValueError):
        RandomBot(0).act(g, 0)
    fresh = AlgoGame(2, seed=0)
    with pytest.raises(ValueError):  # a bot acts only for the seat to act
        LogicalBot(0).act(fresh, 1 - fresh.current_player)
    with pytest.raises(StepLimitError):
        bot_game(["random", "random"], seed=1, max_steps=3)


def test_smarter_bots_beat_random():
    wins = Counter()
    for seed in range(30):
        order = ["logical", "random"] if seed % 2 else ["random", "logical"]
        g = bot_game(order, seed=seed)
        for p, r in enumerate(g.returns()):
            wins[order[p]] += r
    assert wins["logical"] > 22, wins
