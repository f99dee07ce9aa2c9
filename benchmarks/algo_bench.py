"""algo benchmarks: bot round-robin win rates and the speed of exact probabilities.

Run: ``python benchmarks/algo_bench.py`` (a few minutes). ``ALGO_BENCH_GAMES`` sets the
games per pairing (default 2000), ``ALGO_BENCH_VIEWS`` the views per player count for the
speed figures (default 30). Prints

(a) round-robin 2-player matches between the bots of :data:`gamewidgets.algo.BOTS`
    (seeds 0..N-1, seats alternating), each bot's score (a shared win counts 1/2) with a
    95% confidence interval (normal approximation on the mean score);
(b) :func:`posterior` speed: median milliseconds over views taken from real seeded games
    of 2, 3 and 4 players (the current player's view in round 1 of logical-bot games,
    once half the pile is drawn: mid-game; and at the first attack: round start, the
    most hidden cards), and the speed-up over the brute-force posterior (listing
    every world with :func:`enumerate_worlds` and tallying it) on the same views. Views
    with more than ``ENUM_LIMIT`` worlds are enumerated up to the limit and the time
    extrapolated by :func:`count_worlds` (marked ``*``). Goals: >= 100x at 3 players,
    < 5 ms median at 4 players.
"""

from __future__ import annotations

import itertools
import math
import os
import statistics
import sys
import time

from gamewidgets.algo import (
    BOTS,
    AlgoGame,
    count_worlds,
    enumerate_worlds,
    play_bots,
    posterior,
    step_bots,
)

GAMES = int(os.environ.get("ALGO_BENCH_GAMES", "2000"))
VIEWS = int(os.environ.get("ALGO_BENCH_VIEWS", "30"))
ENUM_LIMIT = 200_000


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
        g = play_bots(order, seed=seed)
        scores.append(g.returns()[order.index(a)])
    mean = statistics.fmean(scores)
    half = 1.96 * statistics.pstdev(scores) / math.sqrt(len(scores))
    return {"a": a, "b": b, "games": games, "score_a": mean,
            "ci95": (max(0.0, mean - half), min(1.0, mean + half)),
            "seconds": time.perf_counter() - t0}


def game_views(n_players: int, count: int = VIEWS, when: str = "mid") -> list:
    """``count`` current-player views from seeded logical-bot games (seeds 0, 1, ...).

    ``when="mid"``: the first state of round 1 with half the pile drawn (mid-game);
    ``when="start"``: the first attack of round 1 (the most hidden cards).
    """
    views = []
    for seed in range(count):
        g = AlgoGame(n_players, seed=seed)
        bots = [BOTS["logical"](seed=seed * 10 + p) for p in range(n_players)]
        half = g.pile_size // 2
        while when == "mid" and g.pile_size > half and g.phase != "round_over":
            step_bots(g, bots)
        views.append(g.view(g.current_player if g.current_player is not None else 0))
    return views


def _time(fn, repeat: int = 3) -> float:
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t0)
    return best


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


def bench_posterior(n_players: int, when: str = "mid") -> dict:
    """Median posterior time (ms) and speed-up over brute force on game views."""
    views = game_views(n_players, when=when)
    fast, ratios, extrapolated, worlds = [], [], 0, []
    for view in _progress(views, f"posterior {n_players}p {when}", len(views)):
        t_fast = _time(lambda v=view: posterior(v))
        total = count_worlds(view)
        worlds.append(total)
        if total <= ENUM_LIMIT:
            t_brute = _time(lambda v=view: brute_posterior(v), repeat=1)
        else:
            extrapolated += 1
            listed = brute_posterior(view, ENUM_LIMIT)
            t_brute = _time(lambda v=view: brute_posterior(v, ENUM_LIMIT), repeat=1) \
                * total / listed
        fast.append(t_fast)
        ratios.append(t_brute / t_fast)
    return {"players": n_players, "views": len(views),
            "median_ms": statistics.median(fast) * 1e3, "max_ms": max(fast) * 1e3,
            "median_worlds": statistics.median(worlds),
            "median_speedup": statistics.median(ratios), "min_speedup": min(ratios),
            "extrapolated": extrapolated}


def main() -> None:
    """Print the figures."""
    names = list(BOTS)
    print(f"(a) round robin, {GAMES} two-player games per pairing (seeds 0..{GAMES - 1})")
    for a, b in itertools.combinations(names, 2):
        r = match(a, b)
        lo, hi = r["ci95"]
        print(f"  {a:>13} vs {b:<13}: {a} scores {r['score_a']:.3f} "
              f"(95% CI {lo:.3f}-{hi:.3f}), {b} {1 - r['score_a']:.3f}; "
              f"{r['games'] / r['seconds']:.0f} games/s")
    print(f"(b) posterior on {VIEWS} views per player count from seeded logical-bot games "
          f"(goal: >= 100x brute force at 3 players, < 5 ms median at 4)")
    for when, label in (("mid", "mid-game (half the pile drawn)"),
                        ("start", "round start (first attack)")):
        print(f"  {label}:")
        for n in (2, 3, 4):
            r = bench_posterior(n, when)
            star = f" (*{r['extrapolated']} extrapolated)" if r["extrapolated"] else ""
            print(f"    {n} players: median {r['median_ms']:.2f} ms (max {r['max_ms']:.2f}), "
                  f"median worlds {r['median_worlds']:.0f}, speed-up over enumerate_worlds "
                  f"median {r['median_speedup']:.0f}x (min {r['min_speedup']:.1f}x){star}")


if __name__ == "__main__":
    main()
