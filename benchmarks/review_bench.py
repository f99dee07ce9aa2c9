"""Game reviews: seconds to review a whole game of each game (goal: under 2 s each).

Run: ``python benchmarks/review_bench.py [--games N]`` (``GW_BENCH_SMOKE=1``: one game
of each, see ``benchmarks/smoke.py``). For each of a 4-player algo game (the default
rules: 3 rounds), a 4-player Gramin Expedition game and a 6-goblin Goblin Escape game, it
plays ``N`` bot games (``--games`` or the environment variable ``GW_BENCH_GAMES``,
default 10; seeds 0..N-1), reviews each with the game's ``review``
and prints the decisions reviewed and the wall and CPU seconds per game (median and
slowest), with the machine's load average first: under load the wall clock is slower
than the CPU time says. A review includes its sentences in both languages, as a widget
shows them (``to_dict`` in English and Japanese).
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

from smoke import SMOKE, size

from gamewidgets.algo import bot_game as algo_game
from gamewidgets.algo import review as algo_review
from gamewidgets.goblin import bot_game as goblin_game
from gamewidgets.goblin import review as goblin_review
from gamewidgets.gramin import bot_game as gramin_game
from gamewidgets.gramin import review as gramin_review

GOAL_S = 2.0
"""The most seconds a whole game's review may take."""

GAMES = {
    "algo, 4 players": (lambda seed: algo_game(
        ["probabilistic", "logical", "probabilistic", "random"], seed=seed), algo_review),
    "Gramin, 4 players": (lambda seed: gramin_game(
        ["planner", "simple", "planner", "simple"], seed=seed), gramin_review),
    "Goblin, 6 goblins": (lambda seed: goblin_game(
        ["adaptive", "cooperator", "free_rider", "random", "adaptive", "cooperator"],
        seed=seed), goblin_review),
}


def bench(games: int = 10) -> dict:
    """Review ``games`` bot games of each kind of :data:`GAMES`.

    Returns
    -------
    dict
        Per kind: ``games``, ``decisions`` (median per game), ``wall_s`` and ``cpu_s``
        (median and slowest seconds per game, as ``[median, max]``).
    """
    out = {}
    for name, (make, review) in GAMES.items():
        walls, cpus, sizes = [], [], []
        for seed in range(games):
            game = make(seed)
            w0, c0 = time.perf_counter(), time.process_time()
            result = review(game)
            for lang in ("en", "ja"):
                result.to_dict(lang)
            walls.append(time.perf_counter() - w0)
            cpus.append(time.process_time() - c0)
            sizes.append(len(result))
        out[name] = {"games": games, "decisions": statistics.median(sizes),
                     "wall_s": [statistics.median(walls), max(walls)],
                     "cpu_s": [statistics.median(cpus), max(cpus)]}
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=size(10, 1, "GW_BENCH_GAMES"))
    args = parser.parse_args()
    if SMOKE:
        print("GW_BENCH_SMOKE: one game of each only, the figures mean nothing")
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"load average (1 min): {load:.2f} on {os.cpu_count()} cores")
    for name, r in bench(args.games).items():
        slowest = r["wall_s"][1]
        mark = "ok" if slowest < GOAL_S else f"over the goal of {GOAL_S} s"
        print(f"{name}: {r['games']} games, {r['decisions']:.0f} decisions a game; "
              f"wall {r['wall_s'][0]:.2f} s median, {slowest:.2f} s slowest ({mark}); "
              f"CPU {r['cpu_s'][0]:.2f} s median, {r['cpu_s'][1]:.2f} s slowest")


if __name__ == "__main__":
    main()
