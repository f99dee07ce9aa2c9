"""The adaptive bot: a best response to the others' habits (docs/rules/goblin.md 7)."""

from __future__ import annotations

from gamewidgets.goblin.bots.base import GoblinBot, allowed_of
from gamewidgets.goblin.engine.options import ACTIONS
from gamewidgets.goblin.engine.payoffs import payoffs


class Habits:
    """Every goblin's revealed choices: per seat, per action, how often and the index of the
    last turn it was chosen, read from a game's history.

    :meth:`update` reads only the records added since the last call (records are never
    changed, and a game's clones share them), so a bot that keeps one ``Habits`` pays for
    each turn once, however long the game.
    """

    def __init__(self):
        self.seats: list[dict] = []
        self._read = 0
        self._last = None

    def update(self, history: list) -> Habits:
        """Read the records of ``history`` not read yet (all of them for another game)."""
        if self._read > len(history) or (self._read and history[self._read - 1] is not self._last):
            self.seats, self._read = [], 0
        for i in range(self._read, len(history)):
            choices = history[i]["choices"]
            while len(self.seats) < len(choices):
                self.seats.append({})
            for seat, action in enumerate(choices):
                if action is not None:
                    count = self.seats[seat].get(action, (0, -1))[0]
                    self.seats[seat][action] = (count + 1, i)
        self._read = len(history)
        self._last = history[-1] if history else None
        return self

    def predict(self, game, other: int) -> str:
        """:func:`predict` from these habits (up to date with ``game``'s history)."""
        legal = game.allowed_actions(other)
        seen = self.seats[other] if other < len(self.seats) else {}
        return max(legal, key=lambda a: (*seen.get(a, (0, -1)), -ACTIONS.index(a)))


def predict(game, other: int) -> str:
    """Predicted action of ``other`` this turn from its revealed history (AdaptiveBot's model).

    Among the actions ``other`` may choose now (never last turn's, by the no-repeat rule):
    the one it chose most often in past turns; ties go to the most recent, then to the
    order dig, rest, steal. Public information only.
    """
    return Habits().update(game.history).predict(game, other)


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
        self._habits = Habits()

    def choose(self, game, player: int) -> str:
        """The best response described above."""
        legal = allowed_of(game, player)
        if not game.history:
            return "dig" if "dig" in legal else legal[0]
        habits = self._habits.update(game.history)
        choices = [habits.predict(game, q) if game.alive[q] and q != player else None
                   for q in range(game.n_players)]
        choices[player] = legal[0]
        pay = payoffs(game.rules, game.n_players, game.meat, game.alive, game.store,
                      choices, [None] * game.n_players, game.tunnel_turned, player,
                      exact=False, actions=legal)

        def score(a):
            v = pay[a]
            return (float(v["meat"]) - self.risk * float(v["out"]), -ACTIONS.index(a))

        return max(legal, key=score)
