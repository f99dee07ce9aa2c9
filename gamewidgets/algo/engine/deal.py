"""Chance in algo: the first-player draw and the deal of a round, from the game's one
random generator (docs/rules/algo.md 3).

The generator is used only when cards are shuffled, so a game keeps it as a
:class:`~gamewidgets.core.rng.LazyRng`: a copied or restored game holds the generator's
saved state and rebuilds the generator only at its next shuffle (a ``random.Random``
costs far more to copy than the rest of a game).
"""

from __future__ import annotations

import random

from gamewidgets.algo.engine.cards import Card, RowCard, all_cards
from gamewidgets.algo.engine.order import sort_row


def first_player_draw(rng: random.Random, n_players: int) -> tuple[list[Card], int]:
    """Each player draws one card of the shuffled 24; the smallest card by the order rule
    makes its drawer the first player (親) (docs/rules/algo.md 3.1).

    Returns
    -------
    draws : list of Card
        One per seat, in seat order, each from the top of the shuffled cards.
    start : int
        The seat of the smallest card.
    """
    deck = all_cards()
    rng.shuffle(deck)
    draws = [deck.pop() for _ in range(n_players)]
    return draws, min(range(n_players), key=lambda p: draws[p].key)


def deal_round(rng: random.Random, n_players: int, first: int, size: int,
               sort: bool = True) -> tuple[list[list[RowCard]], list[Card]]:
    """Shuffle the 24 cards and deal ``size`` to each player, one at a time starting with
    ``first``; rows are sorted face down (unless ``sort`` is False: in the order dealt,
    for a player to arrange, docs/rules/algo.md 6), the rest is the pile
    (docs/rules/algo.md 3.2).

    Returns
    -------
    rows : list of list of RowCard
        Per seat.
    pile : list of Card
        Top card last.
    """
    pile = all_cards()
    rng.shuffle(pile)
    rows: list[list[RowCard]] = [[] for _ in range(n_players)]
    for _ in range(size):
        for i in range(n_players):
            rows[(first + i) % n_players].append(RowCard(pile.pop()))
    for row in rows if sort else ():
        sort_row(row)
    return rows, pile
