"""posterior(): exact, equal to brute force on random views; deduce() never rules out a
true card or a possible one (docs/rules/algo.md section 8)."""

import itertools
import random
import statistics
from collections import Counter
from fractions import Fraction

import pytest

from gamewidgets.algo.engine.cards import Card
from gamewidgets.algo.engine.deduction import deduce
from gamewidgets.algo.engine.probability import count_worlds, enumerate_worlds, posterior
from gamewidgets.algo.engine.state import AlgoGame
from gamewidgets.algo.engine.view import AlgoView, Slot


def random_view(rng: random.Random, max_row: int = 5):
    """A small view from a random deal, and the true number of every hidden slot."""
    keys = rng.sample(range(24), 24)
    rows, truth = {}, {}
    for name in ["me", "ann", "bob", "cy"][:rng.randint(2, 4)]:
        row = sorted(keys.pop() for _ in range(rng.randint(1, max_row)))
        slots = []
        for i, k in enumerate(row):
            c = Card.from_key(k)
            if name == "me" or rng.random() < rng.choice((0.1, 0.4)):
                slots.append(Slot(c.color, c.number))
            else:
                wrong = [n for n in range(12) if n != c.number]
                slots.append(Slot(c.color, None, frozenset(rng.sample(wrong, rng.randint(0, 3)))))
                truth[(name, i)] = c.number
        rows[name] = tuple(slots)
    drawn = Card.from_key(keys.pop()) if rng.random() < 0.5 else None
    deck = rng.randint(0, len(keys)) if rng.random() < 0.5 else None
    return AlgoView(rows, deck=deck, drawn=drawn), truth


def brute_force(view):
    worlds = list(enumerate_worlds(view))
    marg = {s: Counter(w[s] for w in worlds) for s in view.hidden_slots()}
    return len(worlds), {s: {n: Fraction(c, len(worlds)) for n, c in sorted(m.items())}
                         for s, m in marg.items()}


def test_hand_computed_posterior():
    # ann's black b and white w (b <= w) both from {1, 2, 3}: 6 pairs; ann's 4th 5 ways
    view = "me: B0 W4 B7 W9; ann: b? w?-5 B6 w?; deck: 12"
    assert count_worlds(view) == 30
    p = posterior(view, exact=True)
    assert p["ann"][0] == {1: Fraction(1, 2), 2: Fraction(1, 3), 3: Fraction(1, 6)}
    assert p["ann"][1] == {1: Fraction(1, 6), 2: Fraction(1, 3), 3: Fraction(1, 2)}
    assert p["ann"][2] == {6: 1}
    assert p["ann"][3] == {n: Fraction(1, 5) for n in (6, 7, 8, 10, 11)}
    floats = posterior(view)
    assert floats["ann"][0][1] == pytest.approx(0.5) and isinstance(floats["ann"][0][1], float)


def test_posterior_equals_enumeration_on_1000_random_views():
    rng = random.Random(2024)
    checked = 0
    while checked < 1000:
        view, truth = random_view(rng)
        if count_worlds(view) > 3000:  # keep the brute force quick
            continue
        checked += 1
        total, exact = brute_force(view)
        assert count_worlds(view) == total >= 1
        post = posterior(view, exact=True)
        for (row, i), marg in exact.items():
            assert post[row][i] == marg, view.to_text()
        d = deduce(view)
        for (row, i), number in truth.items():
            assert number in d.candidates[row][i], view.to_text()   # never the true card
            assert set(marg_keys := exact[(row, i)]) <= d.candidates[row][i], marg_keys
        for row, i, number in d.certain:
            assert post[row][i] == {number: 1}
        for cards in post.values():
            for probs in cards:
                assert sum(probs.values()) == 1


def test_enumerate_worlds_matches_naive_permutations():
    """The backtracking enumeration against every injective assignment of unseen cards."""
    rng = random.Random(7)
    checked = 0
    while checked < 200:
        view, _ = random_view(rng, max_row=3)
        hidden = view.hidden_slots()
        if len(hidden) > 3 or len(view.unseen_keys()) ** len(hidden) > 2000:
            continue
        naive = []
        for cards in itertools.permutations(view.unseen_keys(), len(hidden)):
            deal = dict(zip(hidden, cards, strict=True))
            ok = all(Card.from_key(k).color == view.rows[r][i].color
                     and k // 2 not in view.rows[r][i].excluded for (r, i), k in deal.items())
            for row, slots in view.rows.items():
                keys = [deal[(row, i)] if s.hidden else s.card.key for i, s in enumerate(slots)]
                ok = ok and keys == sorted(keys)
            if ok:
                naive.append({s: k // 2 for s, k in deal.items()})
        worlds = list(enumerate_worlds(view))
        assert sorted(map(sorted, map(dict.items, worlds))) == \
            sorted(map(sorted, map(dict.items, naive)))
        checked += 1


def test_no_world_and_no_hidden_card():
    view = AlgoView.parse("me: B0 B1; ann: b? W2; bob: b? B3")  # both could only be B2
    assert count_worlds(view) == 0 and list(enumerate_worlds(view)) == []
    with pytest.raises(ValueError, match="No deal"):
        posterior(view)
    assert count_worlds("me: B0; ann: W3") == 1
    assert posterior("me: B0; ann: W3") == {"ann": [{3: 1.0}]}


def test_real_game_states_never_lose_the_true_card():
    """Ground truth from the engine: 1,000 views from random legal play."""
    rng = random.Random(11)
    checked = seed = 0
    while checked < 1000:
        game = AlgoGame(n_players=rng.randint(2, 4), seed=seed)
        seed += 1
        for _ in range(rng.randint(0, 25)):
            if game.is_terminal:
                break
            game.apply(rng.choice(game.legal_actions()))
        player = rng.randrange(game.n_players)
        view = game.view(player)
        d = deduce(view)
        p = posterior(view)
        names = [(player + k) % game.n_players for k in range(game.n_players)]
        for k, q in enumerate(names[1:], start=1):
            row = list(view.rows)[k]
            for i, rc in enumerate(game.rows[q]):
                assert rc.card.number in d.candidates[row][i]
                assert p[row][i].get(rc.card.number, 0) > 0
        checked += 1


def test_benchmark_stage_views_smoke(monkeypatch):
    """benchmarks/algo_bench.py: one view per stage per game, stages in game order (fewer
    worlds as the round goes on), and its figures computed on them."""
    import importlib.util
    import pathlib

    benchmarks = pathlib.Path(__file__).resolve().parent.parent / "benchmarks"
    monkeypatch.syspath_prepend(str(benchmarks))  # the benchmarks import their smoke.py
    path = benchmarks / "algo_bench.py"
    spec = importlib.util.spec_from_file_location("algo_bench", path)
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    views = bench.stage_views(3, count=3, bot="logical")
    assert [key for key, _ in bench.STAGES] == list(views)
    assert all(len(vs) == 3 for vs in views.values())
    worlds = {key: statistics.median(count_worlds(v) for v in vs) for key, vs in views.items()}
    assert worlds["start"] > worlds["half"]
    r = bench.bench_posterior(views["half"])
    assert r["views"] == 3 and r["worlds"][0] <= r["worlds"][1] <= r["worlds"][2]
    assert r["median_speedup"] > 0
