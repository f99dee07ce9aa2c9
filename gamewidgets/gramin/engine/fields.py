"""How the game's dataclass fields are saved, restored and copied (see
:mod:`gamewidgets.core.codec`): kinds of fields with fast codecs for the hot paths (a
game is saved and copied at every step of a simulation)."""

from __future__ import annotations

import random

from gamewidgets.core.codec import SaveError, ref, saved
from gamewidgets.core.rng import rng_state, set_rng_state


def rows(table: list[list]) -> list[list]:
    """A copy of a list of lists, one level deep (hands, piles, laid cards)."""
    return [list(x) for x in table]


def value(**kw):
    """A saved field holding one immutable JSON value (an int, a str, a bool or None)."""
    return saved(encode=ref, decode=ref, copy=ref, **kw)


def flat(**kw):
    """A saved field holding a flat list of plain values: saved, restored and copied with
    ``list`` (faster than the generic deep copy)."""
    return saved(encode=list, decode=list, copy=list, **kw)


def _bare_rng() -> random.Random:
    # the state is set right after, so seeding from the OS would be wasted
    return random.Random.__new__(random.Random)


def _rng_read(state) -> random.Random:
    rng = _bare_rng()
    try:
        set_rng_state(rng, state)
    except ValueError:
        raise SaveError("core.error.save.field", field="rng") from None
    return rng


def _rng_copy(rng: random.Random) -> random.Random:
    new = _bare_rng()
    new.setstate(rng.getstate())
    return new


def generator():
    """A saved field holding the game's one ``random.Random`` (as
    :func:`gamewidgets.core.codec.rng_field`, restored and copied without seeding)."""
    return saved(encode=rng_state, decode=_rng_read, copy=_rng_copy)
