"""algo benchmarks: bot round-robin win rates and the speed of exact probabilities.

Run: ``python benchmarks/algo_bench.py`` (a few minutes; ``GW_BENCH_SMOKE=1``: seconds,
see ``benchmarks/smoke.py``). ``GW_BENCH_GAMES`` sets the
games per pairing (default 2000), ``GW_BENCH_VIEWS`` the views per stage and player
count for the speed figures (default 30), ``GW_BENCH_VIEW_BOT`` the bot whose games give
those views (default ``probabilistic``, the widget's default opponent). Prints

(a) round-robin 2-player matches between the bots of :data:`gamewidgets.algo.BOTS`
    (seeds 0..N-1, seats alternating), each bot's score (a shared win counts 1/2) with a
    95% confidence interval (normal approximation on the mean score);
(b) :func:`posterior` speed on 2-, 3- and 4-player views from real seeded games, at four
    stages of round 1 (:data:`STAGES`: the first attack, after the first attack, a
    quarter and half of the pile drawn): median and max milliseconds, the number of
    worlds (consistent deals) and the speed-up over the brute-force posterior (listing
    every world with :func:`enumerate_worlds` and tallying it) on the same views. Views
    with more than ``ENUM_LIMIT`` worlds are listed up to the limit and the brute time
    scaled by :func:`count_worlds` (marked ``*``). Then, per stage, whether the speed
    goals hold: >= 100x at 3 players, < 5 ms median at 4 players. The speed-up depends
    on the number of worlds, which falls fast as cards are opened; the output says at
    which stages the goal is met and at which it is not.
"""

from __future__ import annotations

import itertools
import math
import os
import statistics
import sys
import time
import timeit

from smoke import SMOKE, size

from gamewidgets.algo import (
    BOTS,
    AlgoGame,
    bot_game,
    count_worlds,
    enumerate_worlds,
    posterior,
    step_bots,
)

GAMES = size(2000, 4, "GW_BENCH_GAMES")
VIEWS = size(30, 2, "GW_BENCH_VIEWS")
VIEW_BOT = os.environ.get("GW_BENCH_VIEW_BOT", "probabilistic")
ENUM_LIMIT = size(200_000, 2_000)


def _progress(it, desc: str, total: int):
    try:
        from tqdm import tqdm
    except ImportError:
        return it
    return tqdm(it, desc=desc, total=total, file=sys.stderr, leave=False)


def match(a: str, b: str, games: int = GAMES) -> dict:
    """Play ``games`` 2-player games of bot ``a`` against bot ``b`` (a first on even seeds).

    Returns
    -------
    dict
        ``{"a", "b", "games", "score_a", "ci95": (low, high), "seconds"}``; ``score_a`` is
        a's mean share of the win (0..1).
    """
    scores = []
    t0 = time.perf_counter()
    for seed in _progress(range(games), f"{a} vs {b}", games):
        order = [a, b] if seed % 2 == 0 else [b, a]
        g = bot_game(order, seed=seed)
        scores.append(g.returns()[order.index(a)])
    mean = statistics.fmean(scores)
    half = 1.96 * statistics.pstdev(scores) / math.sqrt(len(scores))
    return {"a": a, "b": b, "games": games, "score_a": mean,
            "ci95": (max(0.0, mean - half), min(1.0, mean + half)),
            "seconds": time.perf_counter() - t0}


STAGES = (("start", "round start (first attack)"),
          ("first_attack", "after the first attack"),
          ("quarter", "a quarter of the pile drawn"),
          ("half", "half of the pile drawn"))
"""Game stages of round 1 at which views are taken: (key, label)."""


def stage_views(n_players: int, count: int = VIEWS, bot: str = VIEW_BOT) -> dict:
    """Current-player views at each of :data:`STAGES` from seeded bot games.

    Games of seeds 0, 1, ... are played with ``bot`` in every seat; each gives at most one
    view per stage of its round 1, the first decision (phase attack or after-hit) at which
    the stage holds: ``start`` the round's first attack; ``first_attack`` once one attack
    is made; ``quarter`` / ``half`` once that share of the pile left after the deal is
    drawn. A round can end before half the pile is drawn; games are added until every
    stage has ``count`` views (or ``20 * count`` games are played).

    Returns
    -------
    dict of str to list of AlgoView
        Views per stage key, at most ``count`` each.
    """
    views: dict = {key: [] for key, _ in STAGES}
    seed = 0
    while min(map(len, views.values())) < count and seed < 20 * count:
        g = AlgoGame(n_players, seed=seed)
        bots = [BOTS[bot](seed=seed * 10 + p) for p in range(n_players)]
        dealt, got = g.pile_size, set()
        while g.round == 1 and g.phase in ("attack", "after_hit"):
            drawn = dealt - g.pile_size
            reached = {"start": True, "first_attack": bool(g.history),
                       "quarter": 4 * drawn >= dealt, "half": 2 * drawn >= dealt}
            for key, ok in reached.items():
                if ok and key not in got:
                    got.add(key)
                    if len(views[key]) < count:
                        views[key].append(g.view(g.current_player))
            step_bots(g, bots)
        seed += 1
    return views


def _time(fn, repeat: int = 3) -> float:
    """Smallest wall time of ``repeat`` calls, in seconds (the garbage collector on, as
    in use)."""
    return min(timeit.repeat(fn, "gc.enable()", number=1, repeat=repeat))


def brute_posterior(view, limit: int | None = None) -> int:
    """Tally (slot, number) over the listed worlds, as a brute-force posterior would;
    stops after ``limit`` worlds. Returns the number of worlds listed."""
    tally: dict = {}
    n = 0
    for world in itertools.islice(enumerate_worlds(view), limit):
        n += 1
        for slot, number in world.items():
            tally[slot, number] = tally.get((slot, number), 0) + 1
    return n


def bench_posterior(views: list, desc: str = "posterior") -> dict:
    """Posterior time and speed-up over brute force on ``views``.

    Returns
    -------
    dict
        ``views`` (count); ``median_ms``/``max_ms`` of :func:`posterior` (best of 3 runs
        per view); ``brute_ms`` median of the brute-force posterior; ``worlds`` (min,
        median, max) of :func:`count_worlds`; ``median_speedup``/``min_speedup`` (brute
        time / posterior time per view); ``extrapolated``: views with more than
        ``ENUM_LIMIT`` worlds, whose brute time is the time for ``ENUM_LIMIT`` worlds
        scaled by the world count.
    """
    fast, brute, ratios, extrapolated, worlds = [], [], [], 0, []
    for view in _progress(views, desc, len(views)):
        t_fast = _time(lambda v=view: posterior(v))
        total = count_worlds(view)
        worlds.append(total)
        if total <= ENUM_LIMIT:
            t_brute = _time(lambda v=view: brute_posterior(v), repeat=1)
        else:
            extrapolated += 1
            t_brute = _time(lambda v=view: brute_posterior(v, ENUM_LIMIT), repeat=1) \
                * total / ENUM_LIMIT
        fast.append(t_fast)
        brute.append(t_brute)
        ratios.append(t_brute / t_fast)
    return {"views": len(views), "median_ms": statistics.median(fast) * 1e3,
            "max_ms": max(fast) * 1e3, "brute_ms": statistics.median(brute) * 1e3,
            "worlds": (min(worlds), statistics.median(worlds), max(worlds)),
            "median_speedup": statistics.median(ratios), "min_speedup": min(ratios),
            "extrapolated": extrapolated}


def _verdict(ok: bool) -> str:
    return "MET" if ok else "NOT MET"


def main() -> None:
    """Print the figures."""
    names = list(BOTS)
    if SMOKE:
        print("GW_BENCH_SMOKE: a few games and views only, the figures mean nothing")
    print(f"(a) round robin, {GAMES} two-player games per pairing (seeds 0..{GAMES - 1})")
    for a, b in itertools.combinations(names, 2):
        r = match(a, b)
        lo, hi = r["ci95"]
        print(f"  {a:>13} vs {b:<13}: {a} scores {r['score_a']:.3f} "
              f"(95% CI {lo:.3f}-{hi:.3f}), {b} {1 - r['score_a']:.3f}; "
              f"{r['games'] / r['seconds']:.0f} games/s")
    print(f"(b) posterior speed on up to {VIEWS} current-player views per stage and player "
          f"count, round 1 of seeded {VIEW_BOT}-bot games. Goals: >= 100x over "
          f"enumerate_worlds at 3 players; < 5 ms median at 4 players.")
    print("    worlds = consistent deals of the hidden cards (min/median/max); brute = "
          "listing them with enumerate_worlds and tallying (* = extrapolated from "
          f"{ENUM_LIMIT} worlds)")
    results = {}
    for n in (2, 3, 4):
        views = stage_views(n)
        for key, label in STAGES:
            r = results[n, key] = bench_posterior(views[key], f"{n}p {key}")
            lo, mid, hi = r["worlds"]
            star = f" *{r['extrapolated']}" if r["extrapolated"] else ""
            print(f"  {n} players, {label:<28} ({r['views']:>2} views): "
                  f"posterior median {r['median_ms']:6.2f} ms (max {r['max_ms']:6.2f}); "
                  f"worlds {lo}/{mid:.0f}/{hi}; brute median {r['brute_ms']:9.2f} ms{star}; "
                  f"speed-up median {r['median_speedup']:7.1f}x (min {r['min_speedup']:.1f}x)")
    print("  Goals by stage:")
    for key, label in STAGES:
        r3, r4 = results[3, key], results[4, key]
        print(f"    {label:<28}: 3 players >= 100x: {_verdict(r3['median_speedup'] >= 100)} "
              f"({r3['median_speedup']:.0f}x); 4 players < 5 ms: "
              f"{_verdict(r4['median_ms'] < 5)} ({r4['median_ms']:.2f} ms)")
    print("  The speed-up grows with the number of worlds: late in a round few worlds are "
          "left and listing them is cheap, so brute force is then nearly as fast.")


if __name__ == "__main__":
    main()
