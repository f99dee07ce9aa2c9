"""The phases of an algo turn and the rules of turn order, on plain rows
(docs/rules/algo.md 4-5).

A turn: in pair play (7) the partner first shows the attacker a card (:data:`TOSS`),
unless the attacker skips the toss (:data:`TOSS_CALL`).
The top card of the pile is drawn (phase :data:`ATTACK`); an attack that hits
leads to :data:`AFTER_HIT` (attack again with the same card, or stay); a miss puts the
drawn card face up into the attacker's row (in the ``arrange_own_row`` mode the attacker
first places it: :data:`PLACE`) and the turn passes to the next seat that still has a
face-down card. When one player is left with a face-down card the round is over
(:data:`ROUND_OVER`, then the deal of the next round), after the last round the game is
(:data:`GAME_OVER`).
"""

from __future__ import annotations

from gamewidgets.algo.engine.cards import RowCard

GAME = "algo"
"""Catalogue namespace of algo's events."""

ATTACK = "attack"
"""Phase: the current player must attack (a card was drawn, or the pile is empty)."""
AFTER_HIT = "after_hit"
"""Phase: the last attack hit; attack again with the same card, or stay."""
PLACE = "place"
"""Phase (``arrange_own_row`` mode only): a failed attack; the attacker places the card."""
ROUND_OVER = "round_over"
"""Phase: the round is won; the next round is dealt (a chance action)."""
GAME_OVER = "game_over"
"""Phase: the last round is over (terminal)."""
TOSS = "toss"
"""Phase (pair play only, 7): the attacker has called "toss"; the partner (the seat to
act) shows the attacker one of the partner's face-down cards."""
ARRANGE = "arrange"
"""Phase (``arrange_own_row`` mode only, 6): after the deal each player in turn, from the
round's first player, arranges the cards dealt to them into their row; a row out of
order is a disqualification (失格)."""
TOSS_CALL = "toss_call"
"""Phase (pair play with ``rules.skip_toss``, 7): the attacker (the seat to act) calls
for the toss, or skips it when it is no longer needed and attacks at once."""
PHASES = (ATTACK, AFTER_HIT, PLACE, ROUND_OVER, GAME_OVER, TOSS, TOSS_CALL, ARRANGE)
ATTACKING = (ATTACK, AFTER_HIT)
"""Phases in which the current player may attack."""
ACTING = (ATTACK, AFTER_HIT, PLACE, TOSS, TOSS_CALL, ARRANGE)
"""Phases in which a seat (not chance) acts."""


def is_out(row: list[RowCard]) -> bool:
    """Whether a row has no face-down card: its player is out of the round (5)."""
    return all(rc.face_up for rc in row)


def face_down(row: list[RowCard]) -> list[int]:
    """0-based indexes of the face-down cards of a row."""
    return [i for i, rc in enumerate(row) if not rc.face_up]


def in_round(rows: list[list[RowCard]]) -> list[int]:
    """The seats that still hold a face-down card, in seat order (5)."""
    return [p for p, row in enumerate(rows) if not is_out(row)]


def next_seat(rows: list[list[RowCard]], player: int) -> int | None:
    """The next seat after ``player`` in seat order that still holds a face-down card,
    skipping the players who are out (4); None if only ``player`` or nobody is left."""
    n = len(rows)
    return next((q for q in ((player + i) % n for i in range(1, n))
                 if not is_out(rows[q])), None)


def partner(player: int) -> int:
    """The partner of ``player`` in pair play: the seat opposite (0+2, 1+3) (7)."""
    return (player + 2) % 4


def round_winner(rows: list[list[RowCard]], pair: bool) -> int | None:
    """The winner of the round if it is over, else None (5, 7): the one seat left with a
    face-down card; in pair play, once both players of one pair are out, the lower seat
    of the other pair (0 or 1) stands for that pair."""
    alive = in_round(rows)
    if not pair:
        return alive[0] if len(alive) == 1 else None
    sides = {p % 2 for p in alive}
    return sides.pop() if len(sides) == 1 else None
