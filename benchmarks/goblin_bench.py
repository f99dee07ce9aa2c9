"""Goblin Escape benchmarks: complete random games per second and a bot tournament.

Run: ``python benchmarks/goblin_bench.py [--chart PATH] [--games N] [--speed-games N]``
(``GW_BENCH_SMOKE=1``: a few games, see ``benchmarks/smoke.py``). Prints

(a) complete random-bot games per second (lean path, no step records; goal >= 1,000/s)
    for 3, 4, 5 and 6 goblins and overall, by the wall clock (``time.perf_counter``: the
    honest figure on an idle machine). The machine's load average is printed first, with
    a warning when other jobs compete for the cores; the process's CPU time is printed too
    (it hides waiting for a busy CPU, not slowness), and a baseline measured in the same
    run (a plain Python loop of 1,000,000 additions) lets the figure be compared across
    machines;
(b) a tournament of the bot policies (random, cooperator, free_rider, adaptive) at mixed
    tables of 4-6 goblins: win rate with its 95% Wilson interval, share of the win, the
    fair share (1 / table size on average), mean final meat and drop-out rate. The number
    of games is ``--games`` or the environment variable ``GW_BENCH_GAMES`` (default
    5,000). A bar chart of win rates with their intervals is saved to ``--chart``
    (default ``artifacts/goblin_tournament.png``).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

from smoke import SMOKE, size

from gamewidgets.goblin import RandomBot, bot_game, tournament

SPEED_GAMES = size(2000, 10)


def _progress(desc: str):
    try:
        from tqdm import tqdm
    except ImportError:
        return None
    return lambda it: tqdm(it, desc=desc, file=sys.stderr, mininterval=1.0)


def baseline_seconds() -> float:
    """CPU time of a plain loop of 1,000,000 additions (the machine's Python speed)."""
    def loop():
        x = 0
        for i in range(1_000_000):
            x += i
        return x

    t0 = time.process_time()
    loop()
    return time.process_time() - t0


def bench_speed(n_games: int = SPEED_GAMES) -> dict:
    """Play ``n_games`` complete random-bot games per table size 3..6 (seeds 0..n-1).

    Returns
    -------
    dict
        Per table size and ``"all"``: ``games_per_s`` (wall clock), ``cpu_games_per_s``
        (process CPU time) and ``turns_per_game``.
    """
    out = {}
    total_games, total_cpu, total_wall, total_turns = 0, 0.0, 0.0, 0
    for n in (3, 4, 5, 6):
        turns = 0
        t0, w0 = time.process_time(), time.perf_counter()
        for seed in range(n_games):
            g = bot_game([RandomBot(seed * 7 + p) for p in range(n)], seed=seed)
            turns += g.turn
        cpu, wall = time.process_time() - t0, time.perf_counter() - w0
        out[n] = {"games_per_s": n_games / wall, "cpu_games_per_s": n_games / cpu,
                  "turns_per_game": turns / n_games}
        total_games += n_games
        total_cpu += cpu
        total_wall += wall
        total_turns += turns
    out["all"] = {"games_per_s": total_games / total_wall,
                  "cpu_games_per_s": total_games / total_cpu,
                  "turns_per_game": total_turns / total_games}
    return out


def save_chart(rows: list[dict], path: Path, games: int) -> None:
    """Bar chart of each policy's win rate with its 95% interval and the fair share."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    path.parent.mkdir(parents=True, exist_ok=True)
    names = [r["policy"] for r in rows]
    rates = [r["win_rate"] for r in rows]
    errs = [[r["win_rate"] - r["low"] for r in rows], [r["high"] - r["win_rate"] for r in rows]]
    fig, ax = plt.subplots(figsize=(6.4, 4))
    ax.bar(names, rates, yerr=errs, capsize=6, color=["#999", "#4a8", "#d84", "#48c"][:len(rows)])
    fair = sum(r["fair"] * r["seats"] for r in rows) / max(1, sum(r["seats"] for r in rows))
    ax.axhline(fair, color="black", linestyle="--", linewidth=1, label=f"fair share {fair:.2f}")
    ax.set_ylabel("win rate (shared wins count), 95% interval")
    ax.set_title(f"Goblin Escape bot tournament: {games:,} games, tables of 4-6")
    ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


def main(argv=None) -> None:
    """Print the figures and save the chart."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--chart", default="artifacts/goblin_tournament.png",
                    help="where to save the tournament chart (PNG)")
    ap.add_argument("--games", type=int,
                    default=size(5000, 20, "GW_BENCH_GAMES"),
                    help="tournament games (env GW_BENCH_GAMES; default 5000)")
    ap.add_argument("--speed-games", type=int, default=SPEED_GAMES,
                    help="random games per table size for the speed figure")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    if SMOKE:
        print("GW_BENCH_SMOKE: a few games only, the figures mean nothing")

    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    cores = os.cpu_count() or 1
    if load is not None:
        busy = load > max(1.0, cores - 1)
        print(f"load average {load:.2f} on {cores} cores"
              + (": OTHER JOBS ARE RUNNING, the wall-clock figures below are low; run again on "
                 "an idle machine for the real figure" if busy else " (idle enough)"))
    base = baseline_seconds()
    speed = bench_speed(args.speed_games)
    rate = speed["all"]["games_per_s"]
    print(f"(a) complete random-bot games: {rate:,.0f} games/s by the wall clock over 3-6 "
          f"goblins (goal >= 1,000) {'OK' if rate >= 1000 else 'SLOW'}; "
          f"CPU time {speed['all']['cpu_games_per_s']:,.0f}/s")
    for n in (3, 4, 5, 6):
        s = speed[n]
        print(f"    {n} goblins: {s['games_per_s']:,.0f} games/s (wall clock), "
              f"{s['turns_per_game']:.1f} turns per game")
    print(f"    baseline, plain loop of 1,000,000 additions: {base * 1e3:.0f} ms "
          f"-> {speed['all']['cpu_games_per_s'] * base:,.0f} games (CPU time) per baseline loop")

    t0 = time.perf_counter()
    rows = tournament(args.games, seed=args.seed, progress=_progress("tournament"))
    dt = time.perf_counter() - t0
    print(f"(b) tournament: {args.games:,} games at tables of 4-6 in {dt:.1f} s")
    print(f"    {'policy':<11} {'seats':>6} {'win rate':>8}  {'95% interval':<15} "
          f"{'share':>6} {'fair':>5} {'meat':>5} {'out':>5}")
    for r in sorted(rows, key=lambda r: -r["win_rate"]):
        print(f"    {r['policy']:<11} {r['seats']:>6} {r['win_rate']:>8.3f}  "
              f"[{r['low']:.3f}, {r['high']:.3f}]  {r['share']:>6.3f} {r['fair']:>5.3f} "
              f"{r['mean_meat']:>5.1f} {r['drop_out']:>5.2f}")
    path = Path(args.chart)
    save_chart(rows, path, args.games)
    print(f"    chart saved to {path}")


if __name__ == "__main__":
    main()
