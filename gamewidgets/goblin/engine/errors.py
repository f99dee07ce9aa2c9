"""Errors of Goblin Escape: what was wrong, and what is allowed now (docs/rules/goblin.md 3-5)."""

from __future__ import annotations

from gamewidgets.core.errors import GameError, GameRuleError
from gamewidgets.core.text import Msg, Seat, Words


class GoblinRuleError(GameRuleError):
    """An illegal call on a :class:`~gamewidgets.goblin.GoblinGame`; the game is unchanged.

    The message says what was wrong (``message_id``: ``goblin.error.*``, or a core id such
    as ``core.error.rule.bad_player``) followed by what is allowed now (``hint``:
    ``goblin.now.*``, added by the game, see :func:`now_hint`), in English or Japanese.
    The arguments are those of :class:`~gamewidgets.core.errors.GameRuleError`.

    A message that itself says what is allowed (:data:`SAYS_ALLOWED`: the actions this
    goblin may choose, the goblins still missing, the resters to steal from) is shown
    without the hint: the hint speaks of the game's calls in general (choose(player,
    action)), and after a refused ``play_turn``, where nobody has chosen yet, its list of
    goblins still to choose would contradict the message.

    Goblins are named in the message as a person counts them, "Goblin 3" / 「ゴブリン3」
    (:func:`goblin`), or by the game's player names; the code's 0-based seat number is
    said only where the message shows code (``('steal', 2)``).

    Attributes
    ----------
    allowed : list
        The allowed values for the call that failed (actions, targets or players; from
        the ``allowed_values`` argument), or ``[]``. Handy for widgets and bots.
    """

    def text(self, lang: str) -> str:
        """The message, then what is allowed now unless the message says it, in ``lang``."""
        if self.message_id in SAYS_ALLOWED:
            return GameError.text(self, lang)
        return super().text(lang)


SAYS_ALLOWED = frozenset(f"goblin.error.{k}" for k in (
    "missing_choices", "need_target", "not_a_mapping", "not_rester", "repeat",
    "target_not_steal", "unknown_action"))
"""Ids of the refusals whose message says what is allowed (no hint is added to them)."""


def goblin(seat: int, numbered: bool = False) -> Seat:
    """Goblin ``seat`` (0-based) in a message: "Goblin 3" / 「ゴブリン3」 or the game's name
    for it; ``numbered``: with the seat number code needs, "Goblin 3 (2)" /
    「ゴブリン3（番号2）」."""
    return Seat(seat, "goblin.term.goblin", "goblin.term.seat_number" if numbered else None)


def goblins(seats, joint: str | None = None, numbered: bool = False) -> Words:
    """Goblins ``seats`` (0-based) as a list in a message (see :func:`goblin`)."""
    return Words([goblin(p, numbered) for p in seats], joint=joint)


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
        return Msg("goblin.now.choose", turn=turn, players=goblins(to_choose, "and"))
    if phase == "target":
        return Msg("goblin.now.target", stealer=to_pick[0], stealer_name=goblin(to_pick[0]),
                   resters=goblins(resters, "or", numbered=True))
    return Msg(f"goblin.now.{phase}")
