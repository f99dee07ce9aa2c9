"""The adaptive bot: a best response to the others' habits (docs/rules/goblin.md 7)."""

from __future__ import annotations

from gamewidgets.goblin.bots.base import GoblinBot, allowed_of
from gamewidgets.goblin.engine.options import ACTIONS
from gamewidgets.goblin.engine.payoffs import payoffs


def predict(game, other: int) -> str:
    """Predicted action of ``other`` this turn from its revealed history (AdaptiveBot's model).

    Among the actions ``other`` may choose now (never last turn's, by the no-repeat rule):
    the one it chose most often in past turns; ties go to the most recent, then to the
    order dig, rest, steal. Public information only.
    """
    legal = game.allowed_actions(other)
    counts = dict.fromkeys(legal, 0)
    recent = dict.fromkeys(legal, -1)
    for i, h in enumerate(game.history):
        a = h["choices"][other]
        if a in counts:
            counts[a] += 1
            recent[a] = i
    return max(legal, key=lambda a: (counts[a], recent[a], -ACTIONS.index(a)))


class AdaptiveBot(GoblinBot):
    """Best response to the others' revealed choices, with what-if payoffs.

    Each turn it predicts every other living goblin's action with :func:`predict` (the
    last turn's choices rule out a repeat; the rest of the history tells the habit, e.g. a
    cooperator alternating dig/rest) and picks its legal action with the highest expected
    meat after the turn, computed by :func:`~gamewidgets.goblin.engine.payoffs.payoffs`
    (the game's own resolution; a tunnel card is averaged over the unseen cards, exit
    included).

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
        super().__init__(seed)
        self.risk = risk

    def choose(self, game, player: int) -> str:
        """The best response described above."""
        legal = allowed_of(game, player)
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
