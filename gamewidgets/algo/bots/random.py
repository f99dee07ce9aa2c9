"""The random bot: a uniformly random legal action."""

from __future__ import annotations

from gamewidgets.algo.bots.base import AlgoBot, check_turn
from gamewidgets.algo.engine.actions import attack_action
from gamewidgets.algo.engine.state import AlgoGame
from gamewidgets.algo.engine.turn import ARRANGE


class RandomBot(AlgoBot):
    """A uniformly random legal action: ``state.legal_actions(player)[k]`` for a uniform
    ``k``, picked without building the whole list (see :meth:`AlgoGame.legal_parts`);
    but the cards dealt to it in the arrange-your-own-row mode are laid in order, as every
    bot lays them (a row laid at random would put it out of nearly every round before its
    first turn, docs/rules/algo.md 6).

    Parameters
    ----------
    seed : int
        Seed of the bot's own generator.
    """

    name = "random"

    def act(self, state: AlgoGame, player: int) -> dict:
        """A uniformly random legal action of ``player``.

        Raises
        ------
        ValueError
            If ``player`` has nothing to do now.
        """
        check_turn(state, player)
        if state.phase == ARRANGE:
            return super().act(state, player)
        slots, numbers, owns, others = state.legal_parts(player)
        per_slot = len(numbers) * len(owns)
        attacks = len(slots) * per_slot
        k = self.rng.randrange(attacks + len(others))
        if k >= attacks:
            return others[k - attacks]
        (q, i), rest = slots[k // per_slot], k % per_slot
        return attack_action(player, q, i, numbers[rest // len(owns)], owns[rest % len(owns)])
