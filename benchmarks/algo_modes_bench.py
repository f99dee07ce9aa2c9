"""algo pair and solo play benchmarks (docs/rules/algo.md 7, 7b).

Run: ``python benchmarks/algo_modes_bench.py`` (``GW_BENCH_SMOKE=1``: a few games, see
``benchmarks/smoke.py``). Prints

(a) pair play: the pair at seats 0+2 uses the toss (the partner shows the card that most
    reduces the attacker's uncertainty, :func:`gamewidgets.algo.bots.toss.good_tosses`,
    and the attacker deduces with it) against the pair at 1+3, the same probabilistic
    bots without it (a random card shown, and ignored). Games of one round each, seeds
    0..N-1; the toss pair's win rate with a 95% confidence interval (normal approximation;
    a drawn game would count 1/2, a round always has one winning pair).
    ``GW_BENCH_PAIR_GAMES`` sets N (default 200).
(b) solo play: the mean score (cards in the sorted row at the end, the 4 start cards
    included) of :class:`~gamewidgets.algo.bots.LikeliestGapBot`, with a 95% interval,
    the share of games won (all 24 placed) and the score distribution.
    ``GW_BENCH_SOLO_GAMES`` sets the games (default 10000).
"""

from __future__ import annotations

import collections
import math
import statistics
import time

from smoke import SMOKE, size

from gamewidgets.algo import AlgoGame, AlgoRules, ProbabilisticBot, play_bots, play_solo

PAIR_GAMES = size(200, 2, "GW_BENCH_PAIR_GAMES")
SOLO_GAMES = size(10_000, 20, "GW_BENCH_SOLO_GAMES")


def interval(scores: list[float]) -> tuple[float, float]:
    """The mean of ``scores`` and the half-width of its 95% interval (normal approx.)."""
    mean = statistics.fmean(scores)
    half = 1.96 * statistics.pstdev(scores) / math.sqrt(len(scores)) if len(scores) > 1 else 0
    return mean, half


def pair_match(games: int = PAIR_GAMES) -> list[float]:
    """The score (1 win, 0 loss, 1/2 shared) of the toss pair (seats 0+2) per game."""
    rules = AlgoRules(mode="pair", rounds=1)
    scores = []
    for seed in range(games):
        bots = [ProbabilisticBot(seed * 4 + p, use_toss=p % 2 == 0) for p in range(4)]
        game = play_bots(AlgoGame(4, seed=seed, rules=rules), bots)
        scores.append(game.returns()[0] * 2)
    return scores


def main() -> None:
    if SMOKE:
        print("GW_BENCH_SMOKE: a few games only, the figures mean nothing")
    t = time.perf_counter()
    mean, half = interval(pair_match())
    print(f"(a) pair play, {PAIR_GAMES} one-round games: the pair with the toss wins "
          f"{mean:.3f} +- {half:.3f} (95%) against the pair without it "
          f"[{time.perf_counter() - t:.0f} s]")
    t = time.perf_counter()
    scores = [play_solo(seed).score for seed in range(SOLO_GAMES)]
    mean, half = interval(scores)
    won = sum(s == 24 for s in scores)
    dist = collections.Counter(scores)
    print(f"(b) solo play, {SOLO_GAMES} games, likeliest-gap bot, 4 start cards: mean score "
          f"{mean:.3f} +- {half:.3f} (95%), {mean - 4:.3f} cards placed on average, "
          f"won {won} [{time.perf_counter() - t:.0f} s]")
    print("    score: games  " + "  ".join(f"{s}: {dist[s]}" for s in sorted(dist)))


if __name__ == "__main__":
    main()
