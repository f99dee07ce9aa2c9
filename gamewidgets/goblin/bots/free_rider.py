"""The free-rider bot: lets the others dig (docs/rules/goblin.md 7)."""

from __future__ import annotations

from gamewidgets.goblin.bots.base import GoblinBot, allowed_of


class FreeRiderBot(GoblinBot):
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

    def choose(self, game, player: int) -> str:
        """The action given by the rules 1-4 above."""
        legal = allowed_of(game, player)
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
