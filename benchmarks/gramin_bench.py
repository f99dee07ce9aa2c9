"""Gramin Expedition benchmarks: tracing speed and complete bot games per second.

Run: ``python benchmarks/gramin_bench.py`` (about 30 s on an idle machine, most of it (d);
``GW_BENCH_SMOKE=1``: a second, see ``benchmarks/smoke.py``). Prints

(a) the time to trace the longest program a run may have, :data:`MAX_STEPS` (1,000) moves,
    with :func:`run_program` (goal < 10 ms, 10 µs a frame), next to a baseline measured
    in the same run: a plain Python loop making the same position updates, so the figure
    can be compared across machines;
(b) complete 4-player games played by :class:`SimpleBot` per second (goal >= 50/s);
(c) the par solver's total time over every bundled course puzzle (goal < 5 s);
(d) :class:`PlannerBot` against :class:`SimpleBot` in 2-player games (seats alternate),
    the planner's win rate (a shared win counts 1/2) with a 95% interval; games from the
    environment variable ``GW_BENCH_GAMES`` (default 1,000).
"""

from __future__ import annotations

import math
import sys
import time
import timeit

from smoke import SMOKE, size

from gamewidgets.gramin import Board, GraminGame, GraminRules, Program, play_bots, run_program
from gamewidgets.gramin.engine.program import MAX_STEPS

FRAMES = MAX_STEPS
TRACE_GOAL_MS = FRAMES * 0.01  # 10 µs a frame
GAMES = size(200, 5)
REPEAT = size(5, 1)


def best_of(fn, repeat: int = REPEAT) -> float:
    """Smallest wall time of ``repeat`` calls, in seconds (the garbage collector on, as
    in use)."""
    return min(timeit.repeat(fn, "gc.enable()", number=1, repeat=repeat))


def bench_trace() -> dict:
    """Trace ``for5( for5( for5( for4( R ) for4( L ) ) ) )`` (1,000 moves, the most a run may
    have), teaching rules, on an empty 3 x 12 board."""
    rules = GraminRules.teaching()
    program = Program.parse("for5( for5( for5( for4( R ) for4( L ) ) ) )", rules)
    assert program.move_count() == FRAMES, program.move_count()
    board = Board.from_ascii("\n".join(["." * 12] * 3))
    start = (1, 0)

    trace = run_program(program, board, start, rules=rules)
    assert len(trace.frames) == FRAMES + 1 and trace.final_position == start

    def baseline():
        pos, frames = start, []
        for _ in range(FRAMES // 8):
            for dc in (1,) * 4 + (-1,) * 4:
                pos = (pos[0], pos[1] + dc)
                frames.append(pos)
        return frames

    t_trace = best_of(lambda: run_program(program, board, start, rules=rules))
    t_base = best_of(baseline)
    return {"trace_ms": t_trace * 1e3, "baseline_ms": t_base * 1e3,
            "ratio": t_trace / t_base, "frames_per_s": FRAMES / t_trace}


def bench_games(n_games: int = GAMES, progress: bool = False) -> dict:
    """Play ``n_games`` complete 4-player bot games (seeds 0..n-1)."""
    seeds = range(n_games)
    if progress:
        try:
            from tqdm import tqdm

            seeds = tqdm(seeds, desc="bot games", file=sys.stderr)
        except ImportError:
            pass
    turns = 0
    t0 = time.perf_counter()
    for seed in seeds:
        game = play_bots(GraminGame(4, seed=seed), ["simple"] * 4)
        turns += game.turn
    elapsed = time.perf_counter() - t0
    return {"games": n_games, "seconds": elapsed, "games_per_s": n_games / elapsed,
            "turns_per_game": turns / n_games}


def bench_solver() -> dict:
    """Solve every bundled course puzzle once (fresh objects, no cache)."""
    from gamewidgets.gramin import course, solve

    puzzles = course()[:size(len(course()), 3)]
    t0 = time.perf_counter()
    solutions = [solve(p) for p in puzzles]
    elapsed = time.perf_counter() - t0
    slowest = max(zip(solutions, puzzles, strict=True), key=lambda sp: sp[0].seconds)
    return {"puzzles": len(puzzles), "seconds": elapsed,
            "examined": sum(s.examined for s in solutions),
            "slowest": (slowest[1].id, slowest[0].seconds)}


def bench_planner(n_games: int | None = None) -> dict:
    """Planner vs simple bot over ``n_games`` 2-player games (seeds 0..n-1, seats alternate).

    Returns the planner's mean share of the win and a 95% normal interval of it.
    """
    from gamewidgets.gramin import PlannerBot, SimpleBot

    n = n_games or size(1000, 4, "GW_BENCH_GAMES")
    shares = []
    t0 = time.perf_counter()
    for seed in range(n):
        seat = seed % 2
        bots = [SimpleBot(), SimpleBot()]
        bots[seat] = PlannerBot()
        shares.append(play_bots(GraminGame(2, seed=seed), bots).returns()[seat])
    elapsed = time.perf_counter() - t0
    mean = sum(shares) / n
    var = sum((x - mean) ** 2 for x in shares) / max(n - 1, 1)
    half = 1.96 * math.sqrt(var / n)
    return {"games": n, "rate": mean, "low": mean - half, "high": mean + half,
            "seconds": elapsed, "ties": sum(x == 0.5 for x in shares)}


def main() -> None:
    """Print the figures."""
    t = bench_trace()
    if SMOKE:
        print("GW_BENCH_SMOKE: a few games and repetitions only, the figures mean nothing")
    print(f"(a) trace of a {FRAMES:,}-frame program: {t['trace_ms']:.2f} ms "
          f"({t['frames_per_s']:,.0f} frames/s; goal < {TRACE_GOAL_MS:.0f} ms) "
          f"{'OK' if t['trace_ms'] < TRACE_GOAL_MS else 'SLOW'}")
    print(f"    baseline, plain loop of {FRAMES:,} position updates: {t['baseline_ms']:.3f} ms "
          f"-> tracing costs {t['ratio']:.0f}x the bare loop")
    g = bench_games(progress="--progress" in sys.argv)
    print(f"(b) {g['games']} complete 4-player bot games in {g['seconds']:.2f} s: "
          f"{g['games_per_s']:.0f} games/s (goal >= 50) "
          f"{'OK' if g['games_per_s'] >= 50 else 'SLOW'}; "
          f"{g['turns_per_game']:.1f} turns per game")
    sv = bench_solver()
    print(f"(c) par solver over {sv['puzzles']} course puzzles: {sv['seconds']:.2f} s "
          f"(goal < 5 s) {'OK' if sv['seconds'] < 5 else 'SLOW'}; {sv['examined']:,} program "
          f"prefixes examined; slowest {sv['slowest'][0]} {sv['slowest'][1] * 1e3:.0f} ms")
    pl = bench_planner()
    print(f"(d) planner vs simple, {pl['games']:,} 2-player games: planner wins "
          f"{pl['rate']:.1%} (95% interval {pl['low']:.1%}-{pl['high']:.1%}; "
          f"{pl['ties']} shared) in {pl['seconds']:.0f} s")


if __name__ == "__main__":
    main()
