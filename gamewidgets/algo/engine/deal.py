"""Chance in algo: the first-player draw and the deal of a round, from the game's one
random generator (docs/rules/algo.md 3).

The generator is used only when cards are shuffled, so a game keeps it as a
:class:`LazyRng`: a copied or restored game holds the generator's saved state and
rebuilds the generator only at its next shuffle (a ``random.Random`` costs far more to
copy than the rest of a game).
"""

from __future__ import annotations

import random

from gamewidgets.algo.engine.cards import Card, RowCard, all_cards
from gamewidgets.algo.engine.order import sort_row
from gamewidgets.core.codec import SaveError
from gamewidgets.core.rng import make_rng, rng_state, set_rng_state

_STATE_WORDS = 625  # length of a Mersenne Twister state (random.Random.getstate()[1])


class LazyRng:
    """A game's ``random.Random``, kept as its saved state until it is used.

    Parameters
    ----------
    rng : random.Random, optional
        A live generator (a new game).
    state : list, optional
        A state from :func:`~gamewidgets.core.rng.rng_state` (a copied or restored game),
        never changed in place, so copies may share it.
    """

    __slots__ = ("_rng", "_state")

    def __init__(self, rng: random.Random | None = None, state: list | None = None):
        self._rng, self._state = rng, state

    @classmethod
    def seeded(cls, seed: int) -> LazyRng:
        """A generator seeded with ``seed`` (TypeError if it is not an int)."""
        return cls(make_rng(seed))

    def live(self) -> random.Random:
        """The generator, to draw from now (its saved state is then out of date)."""
        if self._rng is None:
            self._rng = random.Random.__new__(random.Random)  # no seeding: the state is set
            set_rng_state(self._rng, self._state)
        self._state = None
        return self._rng

    def state(self) -> list:
        """The generator's state as JSON-able data (shared, never changed in place)."""
        if self._state is None:
            self._state = rng_state(self._rng)
        return self._state

    def copy(self) -> LazyRng:
        """An independent generator in the same state (rebuilt when first used)."""
        return LazyRng(state=self.state())

    def encode(self) -> list:
        """The saved form: a copy of :meth:`state`."""
        return list(self.state())

    @classmethod
    def decode(cls, data) -> LazyRng:
        """The generator saved by :meth:`encode`.

        Raises
        ------
        SaveError
            If ``data`` is not a generator state.
        """
        if not (isinstance(data, list) and len(data) == 3 and isinstance(data[1], list)
                and len(data[1]) == _STATE_WORDS):
            raise SaveError("core.error.save.field", field="rng")
        return cls(state=list(data))


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


def deal_round(rng: random.Random, n_players: int, first: int,
               size: int) -> tuple[list[list[RowCard]], list[Card]]:
    """Shuffle the 24 cards and deal ``size`` to each player, one at a time starting with
    ``first``; rows are sorted face down, the rest is the pile (docs/rules/algo.md 3.2).

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
    for row in rows:
        sort_row(row)
    return rows, pile
