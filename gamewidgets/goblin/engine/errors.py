"""Errors of Goblin Escape: what was wrong, and what is allowed now (docs/rules/goblin.md 3-5)."""

from __future__ import annotations

from gamewidgets.core.errors import GameRuleError
from gamewidgets.core.text import Msg, Words


class GoblinRuleError(GameRuleError):
    """An illegal call on a :class:`~gamewidgets.goblin.GoblinGame`; the game is unchanged.

    The message says what was wrong (``message_id``: ``goblin.error.*``, or a core id such
    as ``core.error.rule.bad_player``) followed by what is allowed now (``hint``:
    ``goblin.now.*``, added by the game, see :func:`now_hint`), in English or Japanese.
    The arguments are those of :class:`~gamewidgets.core.errors.GameRuleError`.

    Attributes
    ----------
    allowed : list
        The allowed values for the call that failed (actions, targets or players; from
        the ``allowed_values`` argument), or ``[]``. Handy for widgets and bots.
    """


def now_hint(phase: str, turn: int, to_choose: list[int], to_pick: list[int],
             resters: list[int]) -> Msg:
    """What the game's calls can do in ``phase``: the ``hint`` of a :class:`GoblinRuleError`.

    Parameters
    ----------
    phase : {"choose", "target", "over"}
    turn : int
        The current turn (1-based).
    to_choose : list of int
        Living goblins still to choose (phase ``"choose"``).
    to_pick : list of int
        Stealers still to pick a target, in seat order (phase ``"target"``).
    resters : list of int
        This turn's resters (phase ``"target"``).

    Returns
    -------
    Msg
        ``goblin.now.<phase>`` with its fields.
    """
    if phase == "choose":
        return Msg("goblin.now.choose", turn=turn, players=Words(to_choose))
    if phase == "target":
        return Msg("goblin.now.target", stealer=to_pick[0], resters=Words(resters))
    return Msg(f"goblin.now.{phase}")
