"""The cooperator bot: digs whenever allowed (docs/rules/goblin.md 7)."""

from __future__ import annotations

from gamewidgets.goblin.bots.base import GoblinBot, allowed_of


class CooperatorBot(GoblinBot):
    """Always cooperates: digs whenever allowed; on the turn after digging (dig is then
    forbidden by the no-repeat rule) it rests, which harms nobody. Targets (never needed,
    as it never steals) would be the richest rester.

    Parameters
    ----------
    seed : int
        Unused (the policy is deterministic); accepted for a uniform interface.
    """

    name = "cooperator"

    def choose(self, game, player: int) -> str:
        """``"dig"`` if legal, else ``"rest"``."""
        return "dig" if "dig" in allowed_of(game, player) else "rest"
