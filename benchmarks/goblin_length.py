"""Goblin Escape: how long a game lasts, the original tunnel against the classroom variant.

Run: ``python benchmarks/goblin_length.py [--games N]`` (``GW_BENCH_SMOKE=1``: a few games,
see ``benchmarks/smoke.py``).

Plays ``N`` games per table size (3 to 6 goblins; default 2,000, or the environment
variable ``GW_BENCH_GAMES``) with the original set-up (``GoblinRules()``: a tunnel of
4 x players + 1 cards) and with the classroom variant (``GoblinRules.classroom()``:
2 x players + 1 cards; docs/rules/goblin.md "A classroom variant"), and prints the median
number of turns, the quartiles, the mean and how many games reached the turn limit.

The bots play like a classroom of people: at each table the seats are filled in turn
from a mix of two adaptive bots (they predict the others from what was revealed and
play their best reply), a cooperator (digs whenever it may), a free-rider (rests and
steals, digs only when safe) and a random player; the seats rotate from game to game.
Every game is seeded: the same command prints the same figures.
"""

from __future__ import annotations

import argparse
import statistics

from smoke import SMOKE, size

from gamewidgets.goblin import GoblinRules, bot_game

PEOPLE = ["adaptive", "cooperator", "free_rider", "adaptive", "random"]
"""The mix of bots that stands for a classroom of people."""


def seats(n: int, game: int) -> list[str]:
    """The bots of table size ``n`` in game ``game``: the :data:`PEOPLE` mix, rotated."""
    return [PEOPLE[(game + i) % len(PEOPLE)] for i in range(n)]


def lengths(rules: GoblinRules, n: int, games: int) -> list[int]:
    """Turns of ``games`` seeded games of ``n`` goblins under ``rules``."""
    return [bot_game(seats(n, g), seed=g, rules=rules).turn for g in range(games)]


def summary(turns: list[int], limit: int | None) -> dict:
    """Median, quartiles, mean and the share of games that hit ``limit``."""
    q1, median, q3 = statistics.quantiles(turns, n=4, method="inclusive")
    return {"median": statistics.median(turns), "q1": q1, "q3": q3,
            "mean": statistics.fmean(turns),
            "at_limit": sum(t >= limit for t in turns) / len(turns) if limit else 0.0}


def main(argv=None) -> dict:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int,
                        default=size(2000, 5, "GW_BENCH_GAMES"))
    args = parser.parse_args(argv)
    if SMOKE:
        print("GW_BENCH_SMOKE: a few games only, the figures mean nothing")
    variants = {"original": GoblinRules(), "classroom": GoblinRules.classroom()}
    out = {}
    print(f"Game length in turns, {args.games} games per row, bots: {', '.join(PEOPLE)}")
    print(f"{'goblins':>7} {'rules':>10} {'tunnel':>6} {'median':>6} {'q1-q3':>9} "
          f"{'mean':>6} {'at limit':>8}")
    for n in (3, 4, 5, 6):
        for name, rules in variants.items():
            s = summary(lengths(rules, n, args.games), rules.turn_limit)
            out[(n, name)] = s
            print(f"{n:>7} {name:>10} {rules.tunnel_length(n):>6} {s['median']:>6g} "
                  f"{s['q1']:>4g}-{s['q3']:<4g} {s['mean']:>6.1f} {s['at_limit']:>8.1%}")
    return out


if __name__ == "__main__":
    main()
