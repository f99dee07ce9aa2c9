"""The logical bot: attacks a card that logic makes certain."""

from __future__ import annotations

from gamewidgets.algo.bots.base import AlgoBot, stay
from gamewidgets.algo.engine.deduction import deduce
from gamewidgets.algo.engine.state import AlgoGame
from gamewidgets.algo.engine.turn import AFTER_HIT


class LogicalBot(AlgoBot):
    """Attacks a card logic makes certain; else a random candidate.

    With a certain card (``deduce(view).certain``, picked at random if several) it attacks
    it; without one, in phase ``"attack"`` it attacks a random hidden card with a random
    number still among its candidates; after a hit (phase ``"after_hit"``) it stays.

    Parameters
    ----------
    seed : int
        Seed of the bot's own generator.
    """

    name = "logical"

    def attack_or_stay(self, state: AlgoGame, player: int) -> dict:
        """A certain card if there is one; else stay after a hit, or a random candidate."""
        d = deduce(self.view(state, player))
        rows = self.target_rows(state)  # pair play: not the partner's row
        certain = [c for c in d.certain if c[0] in rows]
        if certain:
            row, index, number = self.rng.choice(certain)
            return self.attack(state, player, row, index, number)
        if state.phase == AFTER_HIT:
            return stay(state, player)
        slots = [(row, i) for row in d.candidates if row in rows
                 for i, s in enumerate(d.view.rows[row]) if s.hidden]
        row, index = self.rng.choice(slots)
        number = self.rng.choice(sorted(d.candidates[row][index]))
        return self.attack(state, player, row, index, number)
