"""Actions of an algo game: attack, stay, place, next round (rules/algo.md sections 4-5).

Actions are frozen dataclasses, JSON via ``to_dict()`` and :func:`action_from_dict`.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Attack:
    """Attack one face-down card of another player by declaring its number (section 4.2).

    Parameters
    ----------
    target : int
        0-based player attacked (not the attacker, not out of the round).
    index : int
        0-based position of the face-down card in the target's row.
    number : int
        The declared number, 0..11. Any number may be declared, even one the attacker
        can see elsewhere: the software does not forbid silly guesses.
    own_index : int or None
        Only with the pile empty and ``rules.empty_pile == "own_card"`` (section 4.5): the
        0-based position of the attacker's own face-down card used as the attack card. In
        a second attack of the same turn it may be omitted (the same card is used).
    """

    target: int
    index: int
    number: int
    own_index: int | None = None

    def to_dict(self) -> dict:
        """``{"type": "attack", "target", "index", "number", "own_index"}``."""
        return {"type": "attack", "target": self.target, "index": self.index,
                "number": self.number, "own_index": self.own_index}


@dataclass(frozen=True)
class Stay:
    """After a hit, stop attacking: the drawn card goes face down into the own row (4.4).

    Parameters
    ----------
    position : int or None
        Only in the ``arrange_own_row`` teaching mode with a drawn card: the 0-based index
        the player puts the card at (0..len(row)); otherwise None (the order rule places it).
    """

    position: int | None = None

    def to_dict(self) -> dict:
        """``{"type": "stay", "position"}``."""
        return {"type": "stay", "position": self.position}


@dataclass(frozen=True)
class Place:
    """``arrange_own_row`` mode, after a failed attack: where the drawn card goes face up.

    Parameters
    ----------
    position : int
        0-based index in the attacker's row, 0..len(row) (section 4.5, 6).
    """

    position: int

    def to_dict(self) -> dict:
        """``{"type": "place", "position"}``."""
        return {"type": "place", "position": self.position}


@dataclass(frozen=True)
class NextRound:
    """Deal the next round (section 5); allowed when a round is over."""

    def to_dict(self) -> dict:
        """``{"type": "next_round"}``."""
        return {"type": "next_round"}


ACTION_TYPES = ("attack", "stay", "place", "next_round")


def action_from_dict(d: dict):
    """Rebuild an action from its ``to_dict()``.

    Raises
    ------
    ValueError
        If ``d`` is not a dict with ``"type"`` one of attack, stay, place, next_round and
        the fields of that action.
    """
    kind = d.get("type") if isinstance(d, dict) else None
    try:
        if kind == "attack":
            return Attack(d["target"], d["index"], d["number"], d.get("own_index"))
        if kind == "stay":
            return Stay(d.get("position"))
        if kind == "place":
            return Place(d["position"])
        if kind == "next_round":
            return NextRound()
    except KeyError as exc:
        raise ValueError(f"action {d!r} lacks the field {exc}") from None
    raise ValueError(f"{d!r} is not an action: 'type' is one of {ACTION_TYPES}")
