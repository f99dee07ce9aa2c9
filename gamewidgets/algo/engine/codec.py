"""How a game of algo is saved: the saved form of cards, rows and records (the field
codecs of :class:`~gamewidgets.algo.engine.state.AlgoGame` and
:class:`~gamewidgets.algo.engine.solo.AlgoSolo`, in a save's snapshot; a save is checked
by replaying its actions, :mod:`gamewidgets.core.codec`).
"""

from __future__ import annotations

from gamewidgets.core.codec import ref, saved


# ---- field codecs -------------------------------------------------------------------------
def encode_cards(cards) -> list:
    """Cards as their tokens."""
    return [c.token for c in cards]


def encode_card(card):
    """A card (or None) as its token (or None)."""
    return None if card is None else card.token


def encode_rows(rows) -> list:
    """Rows as ``[[token, face_up, sorted failed numbers], ...]`` per player."""
    return [[[rc.card.token, rc.face_up, sorted(rc.failed)] for rc in row] for row in rows]


def copy_rows(rows) -> list:
    """Independent copies of rows (a card's failed numbers are a set of its own)."""
    return [[rc.copy() for rc in row] for row in rows]


def encode_events(events) -> list:
    """Events as their dicts."""
    return [e.to_dict() for e in events]


def rows_field():
    """The rows: saved as tokens, copied card by card."""
    return saved(encode=encode_rows, copy=copy_rows)


def cards_field():
    """A list of cards (the pile): saved as tokens; cards are immutable, so a copy is a
    new list of the same cards."""
    return saved(encode=encode_cards, copy=list)


def card_field():
    """One card or None (the drawn card), saved as its token."""
    return saved(encode=encode_card, copy=ref)


def records_field(encode=list):
    """A list of records never changed once made (a change replaces the record), so
    copies share them: the attack history, or with the events' ``encode`` the events."""
    return saved(encode=encode, copy=list)
