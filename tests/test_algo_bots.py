"""Bots for algo (issue 3 section 3): legal, uniform, logical, probabilistic, blind to hidden
numbers; ``play_bots`` plays whole games in every rules variant."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from gamewidgets.algo import (
    AFTER_HIT,
    BOTS,
    AlgoGame,
    AlgoRuleError,
    AlgoRules,
    Attack,
    Card,
    LogicalBot,
    ProbabilisticBot,
    RandomBot,
    RowCard,
    Stay,
    deduce,
    play_bots,
    posterior,
)


def rig(rows, pile="", current=0, rules=None):
    g = AlgoGame(len(rows), seed=0, rules=rules, names=["Ann", "Ben", "Cy", "Dee"][:len(rows)])
    g.rows = [[RowCard(Card.parse(tok.rstrip("*")), tok.endswith("*")) for tok in r.split()]
              for r in rows]
    g.pile = [Card.parse(tok) for tok in reversed(pile.split())]
    g.events, g.history = [], []
    g._start_turn(current)
    return g


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
        assert bot.choose(g) == legal[k]


def test_random_bot_is_uniform():
    g = rig(["B1 W3 B8", "B0 W4 B6"], pile="B5", current=0)
    g.attack(1, 0, 0)
    legal = g.legal_actions()                # 2 slots x 12 numbers + stay = 25
    bot = RandomBot(1)
    counts = Counter(bot.choose(g) for _ in range(25 * 400))
    assert set(counts) == set(legal)
    expected = 400
    chi2 = sum((c - expected) ** 2 / expected for c in counts.values())
    assert chi2 < 60                         # 24 degrees of freedom: p ~ 1e-4


def test_logical_bot_attacks_a_certain_card_then_stays():
    # Ben's b? lies left of W0, so it is B0: certain
    g = rig(["B2 W3 B8", "B0 W0* B6 W9"], pile="B5", current=0)
    bot = LogicalBot(0)
    assert bot.choose(g) == Attack(1, 0, 0)
    g.apply(bot.choose(g))
    assert g.phase == AFTER_HIT
    assert bot.choose(g) == Stay()           # nothing certain is left


def test_logical_bot_attacks_a_candidate_when_nothing_is_certain():
    g = rig(["B2 W3 B8", "B0 W4 B6 W9"], pile="B5", current=0)
    d = deduce(g.view(0))
    assert not d.certain
    chosen = set()
    for seed in range(40):
        a = LogicalBot(seed).choose(g)
        assert isinstance(a, Attack) and a.target == 1
        assert a.number in d.candidates["Ben"][a.index]
        chosen.add(a.index)
    assert chosen == {0, 1, 2, 3}


def test_probabilistic_bot_attacks_the_most_probable_and_stays_below_threshold():
    g = rig(["B2 W3 B8", "B0 W0* B6 W9"], pile="B5", current=0)
    post = posterior(g.view(0))
    bot = ProbabilisticBot(0, threshold=0.5)
    chance, choices = bot.best(g)
    assert chance == pytest.approx(1.0) and choices == [("Ben", 0, 0)]
    assert max(p for d in post["Ben"][2:] for p in d.values()) < 1.0
    g.apply(bot.choose(g))
    chance, _ = bot.best(g)
    assert chance < 0.5 and bot.choose(g) == Stay()
    assert isinstance(ProbabilisticBot(0, threshold=0.0).choose(g), Attack)
    with pytest.raises(ValueError):
        ProbabilisticBot(0, threshold=1.5)


@pytest.mark.parametrize("kind", ["random", "logical", "probabilistic"])
def test_bots_do_not_read_hidden_numbers(kind):
    # same view for Ann (own row, drawn card, colours of Ben's cards); Ben's numbers differ
    a = rig(["B2 W3 B8", "B0 W4 B6 W9"], pile="B5", current=0)
    b = rig(["B2 W3 B8", "B1 W5 B7 W10"], pile="B5", current=0)
    assert a.view(0) == b.view(0)
    for seed in range(10):
        assert BOTS[kind](seed).choose(a) == BOTS[kind](seed).choose(b)


@pytest.mark.parametrize("rules", [
    AlgoRules(), AlgoRules(chips=True), AlgoRules(empty_pile="guess_only"),
    AlgoRules(arrange_own_row=True, chips=True),
])
def test_play_bots_every_variant(rules):
    for n in (2, 3, 4):
        names = ["probabilistic", "logical", "random", "logical"][:n]
        g = play_bots(names, seed=n, rules=rules)
        assert g.is_terminal and g.winners and sum(g.round_wins) == g.rounds
        # the thinking bots never misplace a card (a random bot places at random)
        assert all(g.penalties[p] == 0 for p in range(n) if names[p] != "random")
        again = play_bots(["probabilistic", "logical", "random", "logical"][:n], seed=n,
                          rules=rules)
        assert again == g


def test_play_bots_errors_and_existing_game():
    with pytest.raises(AlgoRuleError):
        play_bots(["random"])
    with pytest.raises(ValueError):
        play_bots(["random", "genius"])
    g = AlgoGame(3, seed=9)
    with pytest.raises(AlgoRuleError):
        play_bots(["random", "random"], game=g)
    assert play_bots([RandomBot(1), LogicalBot(2), ProbabilisticBot(3)], game=g) is g
    assert g.is_terminal
    with pytest.raises(ValueError):
        RandomBot(0).choose(g)
    with pytest.raises(AlgoRuleError):
        play_bots(["random", "random"], seed=1, max_steps=3)


def test_smarter_bots_beat_random():
    wins = Counter()
    for seed in range(30):
        order = ["logical", "random"] if seed % 2 else ["random", "logical"]
        g = play_bots(order, seed=seed)
        for p, r in enumerate(g.returns()):
            wins[order[p]] += r
    assert wins["logical"] > 22, wins
