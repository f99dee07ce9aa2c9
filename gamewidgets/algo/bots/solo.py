"""The solo-play bot (docs/rules/algo.md 7b): always the most likely gap."""

from __future__ import annotations

from gamewidgets.algo.engine.solo import AlgoSolo, SoloRules, place
from gamewidgets.core.rng import make_rng


class LikeliestGapBot:
    """Places each drawn card in the gap it most likely belongs to
    (:meth:`AlgoSolo.chances <gamewidgets.algo.engine.solo.AlgoSolo.chances>`), equal
    chances decided at random by its own generator.

    Parameters
    ----------
    seed : int
        Seed of the bot's own generator.
    """

    name = "likeliest_gap"

    def __init__(self, seed: int = 0):
        self.seed = seed
        self.rng = make_rng(seed)

    def __repr__(self) -> str:
        return f"LikeliestGapBot(seed={self.seed})"

    def act(self, state: AlgoSolo, player: int = 0) -> dict:
        """The place action of the most likely gap.

        Raises
        ------
        ValueError
            If the game is over (or ``player`` is not 0).
        """
        if state.is_terminal or player != 0:
            raise ValueError(f"no card to place for player {player}: "
                             f"the solo game is in phase {state.phase!r}")
        chances = state.chances()
        best = max(chances)
        return place(self.rng.choice([k for k, c in enumerate(chances) if c == best]))


def play_solo(seed: int = 0, start: int | None = None, bot=None) -> AlgoSolo:
    """A solo game (seed ``seed``, ``start`` face-up cards, default the rules' 4) played
    to the end by ``bot`` (default a :class:`LikeliestGapBot` seeded ``seed``)."""
    game = AlgoSolo(seed, SoloRules() if start is None else SoloRules(start=start))
    bot = bot or LikeliestGapBot(seed)
    while not game.is_terminal:
        game.apply(bot.act(game, 0))
    return game
