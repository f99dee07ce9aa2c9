"""The probabilistic bot: attacks the most probable slot and number."""

from __future__ import annotations

from gamewidgets.algo.bots.base import AlgoBot, stay
from gamewidgets.algo.engine.probability import posterior
from gamewidgets.algo.engine.state import AlgoGame
from gamewidgets.algo.engine.turn import AFTER_HIT

_TIE = 1e-12  # probabilities this close are equal (float sums of exact counts)


class ProbabilisticBot(AlgoBot):
    """Attacks the most probable slot and number; stays below a threshold.

    It computes ``posterior(view)`` (exact, over all deals consistent with the view) and
    takes the (hidden slot, number) of highest probability, ties at random. In phase
    ``"attack"`` it must attack and does; after a hit it attacks again only if that
    probability is at least ``threshold``, else it stays.

    Parameters
    ----------
    seed : int
        Seed of the bot's own generator.
    threshold : float
        Smallest chance of success (0..1) worth a further attack after a hit.
    use_toss : bool
        As :class:`~gamewidgets.algo.bots.base.AlgoBot` (pair play).

    Raises
    ------
    ValueError
        If ``threshold`` is not within 0..1.
    """

    name = "probabilistic"

    def __init__(self, seed: int = 0, threshold: float = 0.5, use_toss: bool = True):
        if not 0.0 <= threshold <= 1.0:
            raise ValueError(f"threshold is a probability 0..1, got {threshold!r}")
        super().__init__(seed, use_toss)
        self.threshold = threshold

    def __repr__(self) -> str:
        return f"ProbabilisticBot(seed={self.seed}, threshold={self.threshold})"

    def best(self, state: AlgoGame, player: int) -> tuple[float, list[tuple[str, int, int]]]:
        """The best attack for ``player`` by exact probability.

        Returns
        -------
        chance : float
            The highest probability (0..1) of any number on any hidden card the player may
            attack (pair play: the opponents').
        choices : list of (str, int, int)
            Every ``(row name, index, number)`` reaching ``chance``, in view order.
        """
        view = self.view(state, player)
        post = posterior(view)
        best, choices = -1.0, []
        rows = self.target_rows(state)
        for row, dists in post.items():
            if row not in rows:  # the partner's row (pair play)
                continue
            slots = view.rows[row]
            for i, dist in enumerate(dists):
                if not slots[i].hidden:
                    continue
                for number, p in dist.items():
                    if p > best + _TIE:
                        best, choices = p, [(row, i, number)]
                    elif p > best - _TIE:
                        choices.append((row, i, number))
        return best, choices

    def attack_or_stay(self, state: AlgoGame, player: int) -> dict:
        """The most probable attack, or a stay after a hit when it is below ``threshold``."""
        chance, choices = self.best(state, player)
        if state.phase == AFTER_HIT and chance < self.threshold:
            return stay(state, player)
        row, index, number = self.rng.choice(choices)
        return self.attack(state, player, row, index, number)
