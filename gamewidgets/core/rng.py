"""Seeded random generators: one ``random.Random`` per game, never the global one."""

from __future__ import annotations

import random


def make_rng(seed: int | None = 0) -> random.Random:
    """Return a new generator seeded with ``seed``.

    Parameters
    ----------
    seed : int or None
        The seed. ``None`` is refused so that every game is reproducible.

    Returns
    -------
    random.Random
        A generator owned by the caller.

    Raises
    ------
    TypeError
        If ``seed`` is not an int (``bool`` included in the refusal).
    """
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise TypeError(f"seed must be an int, got {seed!r}")
    return random.Random(seed)


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
