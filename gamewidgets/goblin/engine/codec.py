"""How the fields of a :class:`~gamewidgets.goblin.GoblinGame` are saved and copied.

The game's ``to_dict``/``from_dict``/``clone`` are derived from its dataclass fields
(:mod:`gamewidgets.core.codec`); the functions here are the per-field rules of the fields
that are not plain lists and numbers: the rules object, the history records and the last
turn's steps (replayed from the history, not saved).
"""

from __future__ import annotations

from gamewidgets.core.codec import saved
from gamewidgets.goblin.engine.options import GoblinRules
from gamewidgets.goblin.engine.resolution import resolve_turn


def list_field():
    """A saved list of plain values (str, int, bool, None): saved, restored and copied as a
    list, one level deep, which is all it needs (simulations save a game every turn)."""
    return saved(encode=list, decode=list, copy=list)


RECORD_LISTS = ("choices", "targets", "meat_before", "alive_before", "last_before")
"""Per-player values of a history record (tuples in the game, JSON arrays when saved)."""


def names_encode(names) -> list | None:
    """Player names as a list (None stays None)."""
    return None if names is None else list(names)


def names_decode(names) -> tuple | None:
    """Player names as a tuple of str (None stays None)."""
    return None if names is None else tuple(str(x) for x in names)


def record(r: dict) -> dict:
    """A history record as the game keeps it: per-player values as tuples (read-only)."""
    c = dict(r)
    for k in RECORD_LISTS:
        if type(c[k]) is not tuple:
            c[k] = tuple(c[k])
    return c


def plain_record(r: dict) -> dict:
    """A history record with lists instead of tuples (JSON-like, for observations)."""
    c = dict(r)
    for k in RECORD_LISTS:
        c[k] = list(c[k])
    return c


def history_encode(history: list) -> list:
    """The history as saved: a copy of each record (its tuples, immutable, become JSON
    arrays when the save is written)."""
    return [dict(r) for r in history]


def history_decode(data: list) -> list:
    """Saved records back to the game's form (:func:`record`)."""
    return [record(r) for r in data]


def steps_recorded(steps: list) -> bool:
    """How the last turn's steps are saved: only whether they were recorded. They are
    resolved again from the turn's history record when the game is restored
    (:func:`replayed_steps`): same code, same steps, and a save stays small."""
    return bool(steps)


def replayed_steps(recorded: bool, history: list, rules: GoblinRules, names=None,
                   game_over=None) -> list:
    """The last turn's steps of a restored game: its history's last record resolved again.

    Parameters
    ----------
    recorded : bool
        Whether the steps were recorded (:func:`steps_recorded`); if not, ``[]``.
    history : list of dict
        The game's history records.
    rules : GoblinRules
    names : tuple of str or None
    game_over : Step or None
        The ``game_over`` step to append if that turn ended the game.

    Returns
    -------
    list of Step
        As the turn returned them.
    """
    if not recorded or not history:
        return []
    record = history[-1]
    steps: list = []
    resolve_turn(list(record["meat_before"]), list(record["alive_before"]),
                 record["store_before"], list(record["choices"]), list(record["targets"]),
                 [] if record["card"] is None else [record["card"]], rules, steps, names)
    return steps + ([game_over] if game_over is not None else [])
