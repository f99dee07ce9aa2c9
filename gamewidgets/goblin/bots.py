"""Bot policies for Goblin Escape, and whole bot games (rules/goblin.md section 7).

Every bot has two decisions, both from public information only (meat, store, who is in,
last actions, the history of revealed turns, the tunnel cards turned) — never the others'
secret choices of this turn nor the deck order:

- ``choose(game, player) -> str``: the action for this turn, one of
  ``game.legal_actions(player)``;
- ``pick_target(game, player, resters) -> int``: after the reveal, whom to steal from.

A widget asks a bot with ``game.choose(p, bot.choose(game, p))`` in the choose phase and
``game.pick_target(p, bot.pick_target(game, p, game.resters))`` in the target phase.
"""

from __future__ import annotations

from gamewidgets.core.rng import make_rng
from gamewidgets.goblin.game import GoblinGame
from gamewidgets.goblin.rules import ACTIONS, GoblinRules
from gamewidgets.goblin.whatif import payoffs


def legal_of(game: GoblinGame, player: int) -> list[str]:
    """``game.legal_actions(player)``, refusing a goblin that has nothing to choose.

    Raises
    ------
    ValueError
        If the goblin is out of the game or the game is over.
    """
    legal = game.legal_actions(player)
    if not legal:
        raise ValueError(f"player {player} has no action to choose (out of the game or "
                         "the game is over)")
    return legal


def richest(game: GoblinGame, resters: list[int]) -> int:
    """The rester with the most meat (lowest seat on ties): stealing from the leader."""
    return max(resters, key=lambda p: (game.meat[p], -p))


class RandomBot:
    """Chooses uniformly among the legal actions and steals from a uniformly random rester.

    Parameters
    ----------
    seed : int
        Seed of the bot's own ``random.Random`` (never the global generator).
    """

    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = make_rng(seed)

    def choose(self, game: GoblinGame, player: int) -> str:
        """A uniformly random legal action."""
        legal = legal_of(game, player)
        return legal[int(self.rng.random() * len(legal))]

    def pick_target(self, game: GoblinGame, player: int, resters: list[int]) -> int:
        """A uniformly random rester."""
        return resters[int(self.rng.random() * len(resters))]


class CooperatorBot:
    """Always cooperates: digs whenever allowed; on the turn after digging (dig is then
    forbidden by the no-repeat rule) it rests, which harms nobody. Targets (never needed,
    as it never steals) would be the richest rester.

    Parameters
    ----------
    seed : int
        Unused (the policy is deterministic); accepted for a uniform interface.
    """

    name = "cooperator"

    def __init__(self, seed: int = 0):
        self.seed = seed

    def choose(self, game: GoblinGame, player: int) -> str:
        """``"dig"`` if legal, else ``"rest"``."""
        return "dig" if "dig" in legal_of(game, player) else "rest"

    def pick_target(self, game: GoblinGame, player: int, resters: list[int]) -> int:
        """The richest rester."""
        return richest(game, resters)


class FreeRiderBot:
    """Lets the others dig: rests or steals, and digs only when starving is not a risk.

    Precisely, with ``m`` its meat, ``k`` the other living goblins allowed to steal this
    turn (whose last action was not steal) and ``L`` the living goblins:

    1. rest is *safe* if ``m - k >= 1`` (it survives even if every possible thief robs it);
       steal is *safe* if ``m - rules.steal_without_rester >= 1`` (it survives even if
       nobody rests);
    2. it takes the first safe legal action among rest, steal (rest first: a sure +1);
    3. if neither is safe, it digs when digging is safe: ``m - 1 + store // L >= 1`` (the
       digging cost against the store share it is sure to get even if everyone digs);
    4. otherwise (nothing is safe) it rests if allowed, else steals — it never digs at a
       risk of starving. It steals from the richest rester.

    Parameters
    ----------
    seed : int
        Unused (deterministic policy).
    """

    name = "free_rider"

    def __init__(self, seed: int = 0):
        self.seed = seed

    def choose(self, game: GoblinGame, player: int) -> str:
        """The action given by the rules 1-4 above."""
        legal = legal_of(game, player)
        m = game.meat[player]
        living = game.living
        thieves = sum(1 for q in living if q != player and game.last_action[q] != "steal")
        safe = {"rest": m - thieves >= 1,
                "steal": m - game.rules.steal_without_rester >= 1}
        for action in ("rest", "steal"):
            if action in legal and safe[action]:
                return action
        if "dig" in legal and m - 1 + game.store // len(living) >= 1:
            return "dig"
        return "rest" if "rest" in legal else "steal"

    def pick_target(self, game: GoblinGame, player: int, resters: list[int]) -> int:
        """The richest rester."""
        return richest(game, resters)


def predict(game: GoblinGame, other: int) -> str:
    """Predicted action of ``other`` this turn from its revealed history (AdaptiveBot's model).

    Among the actions ``other`` may choose now (never last turn's, by the no-repeat rule):
    the one it chose most often in past turns; ties go to the most recent, then to the
    order dig, rest, steal. Public information only.
    """
    legal = game.legal_actions(other)
    counts = dict.fromkeys(legal, 0)
    recent = dict.fromkeys(legal, -1)
    for i, h in enumerate(game.history):
        a = h["choices"][other]
        if a in counts:
            counts[a] += 1
            recent[a] = i
    return max(legal, key=lambda a: (counts[a], recent[a], -ACTIONS.index(a)))


class AdaptiveBot:
    """Best response to the others' revealed choices, with what-if payoffs.

    Each turn it predicts every other living goblin's action with :func:`predict` (the
    last turn's choices rule out a repeat; the rest of the history tells the habit, e.g. a
    cooperator alternating dig/rest) and picks its legal action with the highest expected
    meat after the turn, computed by :func:`~gamewidgets.goblin.whatif.payoffs` (the game's
    own resolution; a tunnel card is averaged over the unseen cards, exit included).

    Score of an action = expected meat - ``risk`` x chance of dropping out; ties prefer
    dig, then rest, then steal. On the first turn (nothing revealed yet) it digs. It steals
    from the richest rester.

    Parameters
    ----------
    seed : int
        Unused (deterministic policy).
    risk : float
        Meat-equivalent penalty for dropping out (default 10: never risk it for a gain).
    """

    name = "adaptive"

    def __init__(self, seed: int = 0, risk: float = 10.0):
        self.seed = seed
        self.risk = risk

    def choose(self, game: GoblinGame, player: int) -> str:
        """The best response described above."""
        legal = legal_of(game, player)
        if not game.history:
            return "dig" if "dig" in legal else legal[0]
        choices = [predict(game, q) if game.alive[q] and q != player else None
                   for q in range(game.n_players)]
        choices[player] = legal[0]
        pay = payoffs(game.rules, game.n_players, game.meat, game.alive, game.store,
                      choices, [None] * game.n_players, game.tunnel_turned, player,
                      exact=False)

        def score(a):
            v = pay[a]
            return (float(v["meat"]) - self.risk * float(v["out"]), -ACTIONS.index(a))

        return max(legal, key=score)

    def pick_target(self, game: GoblinGame, player: int, resters: list[int]) -> int:
        """The richest rester."""
        return richest(game, resters)


BOTS = {"random": RandomBot, "cooperator": CooperatorBot, "free_rider": FreeRiderBot,
        "adaptive": AdaptiveBot}
"""Bot classes by policy name (each takes ``seed``)."""


def make_bot(policy, seed: int = 0):
    """A bot from a policy name of :data:`BOTS` (or a bot object, returned as is).

    Raises
    ------
    ValueError
        If ``policy`` is an unknown name.
    """
    if isinstance(policy, str):
        if policy not in BOTS:
            raise ValueError(f"unknown bot policy {policy!r}; known: {sorted(BOTS)}")
        return BOTS[policy](seed=seed)
    return policy


def bot_turn(game: GoblinGame, bots: list, record: bool = False) -> list:
    """Play one whole turn where ``bots[p]`` decides for each living goblin ``p``.

    Choices are collected before any is made, so no bot sees another's choice; stealers
    pick targets after the reveal, in seat order, only when several goblins rested.

    Returns
    -------
    list of Step
        As :meth:`GoblinGame.play_turn` (``[]`` unless ``record``).
    """
    living = game.living
    acts = {p: bots[p].choose(game, p) for p in living}
    resters = [p for p in living if acts[p] == "rest"]
    if len(resters) > 1:
        for p in living:
            if acts[p] == "steal":
                acts[p] = ("steal", bots[p].pick_target(game, p, resters))
    return game.play_turn(acts, record)


def play_bots(policies, seed: int = 0, rules: GoblinRules | None = None, names=None,
              record: bool = False) -> GoblinGame:
    """Play a whole game of bots, one per goblin.

    Parameters
    ----------
    policies : list of str or bot objects
        One per player (3-6): names of :data:`BOTS` (``"random"``, ``"cooperator"``,
        ``"free_rider"``, ``"adaptive"``) or objects with ``choose``/``pick_target``.
    seed : int
        Seed of the game; bot ``p`` made from a name gets seed ``seed * 101 + p``.
    rules : GoblinRules, optional
    names : list of str, optional
    record : bool
        Record every turn's steps (only the last turn's are kept in ``last_steps``).

    Returns
    -------
    GoblinGame
        The finished game (``is_over``; ``rules.turn_limit`` guarantees an end).

    Raises
    ------
    ValueError
        Unknown policy name or player count out of range.
    RuntimeError
        If the game has not ended after 10,000 turns (only with ``turn_limit=None``).
    """
    bots = [make_bot(x, seed * 101 + p) for p, x in enumerate(policies)]
    game = GoblinGame(len(bots), seed=seed, rules=rules, names=names)
    while not game.is_over:
        if game.turn > 10_000:
            raise RuntimeError("the bots' game did not end within 10,000 turns; "
                               "set rules.turn_limit")
        bot_turn(game, bots, record)
    return game


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


def tournament(games: int = 5000, seed: int = 0, policies=tuple(BOTS), sizes=(4, 5, 6),
               rules: GoblinRules | None = None, progress=None) -> list[dict]:
    """Play mixed tables of bots and return each policy's results (rules/goblin.md 7).

    Game ``i`` has ``sizes[i % len(sizes)]`` goblins whose policies are drawn uniformly
    (with repeats) by a generator seeded with ``seed``; the game's own seed is ``seed + i``.

    Parameters
    ----------
    games : int
        Number of games.
    seed : int
    policies : sequence of str
        Policy names of :data:`BOTS`.
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
        g = play_bots(table, seed=seed + i, rules=rules)
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
