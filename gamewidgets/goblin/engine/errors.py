"""Errors of Goblin Escape: what was wrong, and what is allowed now (docs/rules/goblin.md 3-5)."""

from __future__ import annotations

from gamewidgets.core.errors import GameRuleError
from gamewidgets.core.text import Msg, Words


class GoblinRuleError(GameRuleError):
    """An illegal call on a :class:`~gamewidgets.goblin.GoblinGame`; the game is unchanged.

    The message says what was wrong (``message_id``, ``goblin.error.*``) followed by what
    is allowed now (``hint``, ``goblin.now.*``), in English or Japanese.

    Parameters
    ----------
    message_id : str
        Catalogue id.
    hint : Msg or None
        What is allowed in the game's current phase.
    lang : {"en", "ja"}
        Language of ``str(error)``.
    allowed_values : list, optional
        The allowed values for the call that failed (see :attr:`allowed`).
    **fields
        Template values; :class:`~gamewidgets.core.text.Msg` and
        :class:`~gamewidgets.core.text.Words` values are rendered in the language asked.

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
    """
    if phase == "choose":
        return Msg("goblin.now.choose", turn=turn, players=Words(to_choose))
    if phase == "target":
        return Msg("goblin.now.target", stealer=to_pick[0], resters=Words(resters))
    return Msg(f"goblin.now.{phase}")
