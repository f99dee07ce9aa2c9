"""The public attack history of a game of algo (docs/rules/algo.md 4-5), on plain data.

A record is a dict ``{"round", "attacker", "target", "index", "color", "number", "hit",
"streak", "revealed"}`` plus ``"card"`` after a hit and ``"stayed"`` once the attacker
stayed after it; it is replaced, never changed, so a
copy of the history taken earlier stays as it was.
"""

from __future__ import annotations


def attack_record(round_: int, attacker: int, target: int, index: int, color: str,
                  number: int, hit: bool) -> dict:
    """The record of one attack (4): 1-based ``round_``; seats ``attacker`` and ``target``
    (0-based); the 0-based ``index`` of the attacked card and its ``color`` ("B" or "W",
    which names the card for good: its index shifts as the row grows); the declared
    ``number`` (0..11) and whether it was a ``hit``. ``streak`` starts at 0 and
    ``revealed`` at None (see :func:`with_hit`, :func:`with_revealed`)."""
    return {"round": round_, "attacker": attacker, "target": target, "index": index,
            "color": color, "number": number, "hit": hit, "streak": 0, "revealed": None}


def with_hit(record: dict, card: str, streak: int) -> dict:
    """A copy of ``record`` after a hit (4.2): the opened ``card`` token (e.g. "B7") and
    the hits so far in the turn, ``streak`` (1-based)."""
    return {**record, "card": card, "streak": streak}


def with_revealed(record: dict, card: str) -> dict:
    """A copy of ``record`` after a miss turned the attacker's ``card`` (token) face up
    (4.3, 4.5)."""
    return {**record, "revealed": card}



def with_stay(record: dict, drawn: bool) -> dict:
    """A copy of ``record`` (a hit) after which the attacker stayed (4.4): ``"stayed"`` is
    ``"drawn"`` when the drawn card went face down into the attacker's row, ``"empty"``
    when the pile was empty and there was no drawn card. A stay is no attack, so it has
    no record of its own: it is told with the hit it ended the turn after."""
    return {**record, "stayed": "drawn" if drawn else "empty"}
