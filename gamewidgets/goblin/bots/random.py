"""The random bot: any legal action, any rester (docs/rules/goblin.md 7)."""

from __future__ import annotations

from gamewidgets.core.rng import make_rng
from gamewidgets.goblin.bots.base import GoblinBot, allowed_of


class RandomBot(GoblinBot):
    """Chooses uniformly among the legal actions and steals from a uniformly random rester.

    Parameters
    ----------
    seed : int
        Seed of the bot's own ``random.Random`` (never the global generator).
    """

    name = "random"

    def __init__(self, seed: int = 0):
        super().__init__(seed)
        self.rng = make_rng(seed)

    def choose(self, game, player: int) -> str:
        """A uniformly random legal action."""
        legal = allowed_of(game, player)
        return legal[int(self.rng.random() * len(legal))]

    def pick_target(self, game, player: int, resters: list[int]) -> int:
        """A uniformly random rester."""
        return resters[int(self.rng.random() * len(resters))]
