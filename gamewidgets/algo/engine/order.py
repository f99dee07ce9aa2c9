"""The order rule: every row is kept sorted by key, and a card added to a row goes to the
place the rule gives (docs/rules/algo.md 2)."""

from __future__ import annotations

from bisect import bisect_left

from gamewidgets.algo.engine.cards import Card, RowCard


def insertion_index(row_keys, key: int) -> int:
    """Where a card of key ``key`` goes in a row by the order rule (docs/rules/algo.md 2).

    Parameters
    ----------
    row_keys : sequence of int
        Keys of the row's cards, left to right (strictly increasing).
    key : int
        Key of the card to add (not in the row).

    Returns
    -------
    int
        0-based index: the number of cards of the row smaller than the new card.
    """
    return bisect_left(list(row_keys), key)


def insert_card(row: list[RowCard], card: Card, face_up: bool) -> int:
    """Put ``card`` into ``row`` (changed in place) where the order rule puts it.

    Returns
    -------
    int
        The 0-based index the card now has.
    """
    index = insertion_index([rc.card.key for rc in row], card.key)
    row.insert(index, RowCard(card, face_up))
    return index


def sort_row(row: list[RowCard]) -> None:
    """Sort a freshly dealt row (in place) by the order rule."""
    row.sort(key=lambda rc: rc.card.key)
