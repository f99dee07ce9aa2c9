"""Bot tournaments of Goblin Escape: mixed tables, win rates with confidence intervals
(docs/rules/goblin.md 7)."""

from __future__ import annotations

from gamewidgets.core.i18n import t
from gamewidgets.core.rng import make_rng
from gamewidgets.core.text import shown
from gamewidgets.goblin.bots import BOTS, bot_game
from gamewidgets.goblin.engine.options import GoblinRules

POLICIES = tuple(BOTS)
"""The policies a tournament seats by default: every bot of ``BOTS``."""


def policy_name(policy: str, lang: str = "en", capital: bool = False) -> str:
    """What a person reads for a bot policy: the word the widget shows for that bot.

    The widget's bot badge (``goblin.ui.policy.<policy>``), its bot names ("Cooperator
    bot 3" / 「協力ボット3」) and a lesson's tables all use these words, so a tournament
    table names each bot as the child saw it in the game.

    Parameters
    ----------
    policy : str
        A policy name of :data:`~gamewidgets.goblin.bots.BOTS` (``"free_rider"``).
    lang : {"en", "ja"}
    capital : bool
        English: start with a capital (to open a name, "Free-rider bot 2"); Japanese
        has no capitals and gives the same word.

    Returns
    -------
    str
        ``"free-rider"`` / 「ただ乗り」, ``"random"`` / 「気まぐれ」, ...

    Raises
    ------
    ValueError
        If ``policy`` is not a policy of ``BOTS`` (the message lists them), or ``lang``
        is unknown.
    """
    if policy not in BOTS:
        raise ValueError(f"unknown bot policy {shown(policy)}; known: {', '.join(BOTS)}")
    return t(f"goblin.ui.policy{'_cap' if capital else ''}.{policy}", lang)


def wilson_interval(successes: float, trials: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval of a proportion (default 95%): ``(low, high)`` in 0..1.

    Returns ``(0.0, 1.0)`` when ``trials`` is 0.
    """
    if trials <= 0:
        return 0.0, 1.0
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * ((p * (1 - p) / trials + z * z / (4 * trials * trials)) ** 0.5) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def tournament(games: int = 5000, seed: int = 0, policies=POLICIES, sizes=(4, 5, 6),
               rules: GoblinRules | None = None, progress=None) -> list[dict]:
    """Play mixed tables of bots and return each policy's results (docs/rules/goblin.md 7).

    Game ``i`` has ``sizes[i % len(sizes)]`` goblins whose policies are drawn uniformly
    (with repeats) by a generator seeded with ``seed``; the game's own seed is ``seed + i``.

    Parameters
    ----------
    games : int
        Number of games.
    seed : int
    policies : sequence of str
        Policy names of :data:`~gamewidgets.goblin.bots.BOTS` (default all four).
    sizes : sequence of int
        Table sizes cycled through.
    rules : GoblinRules, optional
    progress : callable, optional
        Wraps the range of games, e.g. ``tqdm.tqdm``.

    Returns
    -------
    list of dict
        One row per policy: ``policy``, ``seats`` (goblin-games played), ``wins`` (seats
        among the winners, a shared win counts), ``win_rate`` with its 95% Wilson interval
        ``low``/``high``, ``share`` (mean share of the win, 1/k each of k winners),
        ``fair`` (mean 1/table size: the share of an average goblin if all were equal),
        ``mean_meat`` (final meat) and ``drop_out`` (rate of dropping out).
    """
    rng = make_rng(seed)
    stats = {p: {"seats": 0, "wins": 0, "share": 0.0, "fair": 0.0, "meat": 0, "out": 0}
             for p in policies}
    rounds = range(games) if progress is None else progress(range(games))
    for i in rounds:
        n = sizes[i % len(sizes)]
        table = [policies[int(rng.random() * len(policies))] for _ in range(n)]
        g = bot_game(table, seed=seed + i, rules=rules)
        returns = g.returns()
        for p, pol in enumerate(table):
            s = stats[pol]
            s["seats"] += 1
            s["wins"] += p in g.winners
            s["share"] += returns[p]
            s["fair"] += 1 / n
            s["meat"] += g.meat[p]
            s["out"] += not g.alive[p]
    rows = []
    for pol, s in stats.items():
        k = s["seats"] or 1
        low, high = wilson_interval(s["wins"], s["seats"])
        rows.append({"policy": pol, "seats": s["seats"], "wins": s["wins"],
                     "win_rate": s["wins"] / k, "low": low, "high": high,
                     "share": s["share"] / k, "fair": s["fair"] / k,
                     "mean_meat": s["meat"] / k, "drop_out": s["out"] / k})
    return rows
