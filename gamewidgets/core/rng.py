"""Seeded random generators: one ``random.Random`` per game, never the global one."""

from __future__ import annotations

import random


def check_seed(seed) -> int:
    """``seed`` if it is a game's seed: a whole number >= 0.

    ``None`` is refused so that every game is reproducible, and negative numbers because
    ``random.Random(-n)`` plays the same game as ``random.Random(n)``.

    Raises
    ------
    TypeError
        If ``seed`` is not an int (``bool`` included in the refusal).
    ValueError
        If ``seed`` is negative.
    """
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise TypeError(f"seed must be an int, got {seed!r}")
    if seed < 0:
        raise ValueError(f"seed must be a whole number >= 0, got {seed}")
    return seed


def make_rng(seed: int | None = 0) -> random.Random:
    """Return a new generator seeded with ``seed`` (checked by :func:`check_seed`, whose
    errors it raises).

    Returns
    -------
    random.Random
        A generator owned by the caller.
    """
    return random.Random(check_seed(seed))


def rng_state(rng: random.Random) -> list:
    """Return ``rng``'s internal state as a JSON-able list (see :func:`set_rng_state`)."""
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def set_rng_state(rng: random.Random, state: list) -> None:
    """Restore a state produced by :func:`rng_state` into ``rng``.

    Raises
    ------
    ValueError
        If ``state`` is not a state list produced by :func:`rng_state`.
    """
    try:
        version, internal, gauss = state
        rng.setstate((version, tuple(internal), gauss))
    except (TypeError, ValueError) as exc:
        raise ValueError(f"not a random-generator state: {exc}") from exc


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
