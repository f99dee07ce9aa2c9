"""How the fields of a :class:`~gamewidgets.goblin.GoblinGame` are saved and copied: the
per-field rules of the fields that are not plain lists and numbers (the names, the
history records, the last turn's steps, replayed from the history rather than saved). A
save is checked by replaying its actions (:mod:`gamewidgets.core.codec`).
"""

from __future__ import annotations

from gamewidgets.goblin.engine.options import GoblinRules
from gamewidgets.goblin.engine.resolution import resolve_turn

RECORD_LISTS = ("choices", "targets", "meat_before", "alive_before", "last_before")
"""Per-player values of a history record (tuples in the game, JSON arrays when saved)."""


def names_encode(names) -> list | None:
    """Player names as a list (None stays None)."""
    return None if names is None else list(names)


def new_record(turn: int, choices, targets, meat, store: int, alive, last_action,
               turned: int) -> dict:
    """The history record of a turn about to be resolved (``card`` is None until the
    resolution sets it).

    Returns
    -------
    dict
        ``turn``, ``choices``, ``targets``, ``meat_before``, ``store_before``,
        ``alive_before``, ``last_before`` (tuples, one item per player: read-only),
        ``turned_before`` (tunnel cards turned before the turn), ``card`` (turned, or
        None).
    """
    return {"turn": turn, "choices": tuple(choices), "targets": tuple(targets),
            "meat_before": tuple(meat), "store_before": store, "alive_before": tuple(alive),
            "last_before": tuple(last_action), "turned_before": turned, "card": None}


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


def steps_recorded(steps: list) -> bool:
    """How the last turn's steps are saved: only whether they were recorded. A save's
    replay resolves them again from the turn's history record (:func:`replayed_steps`):
    same code, same steps, and a save stays small."""
    return bool(steps)


def replayed_steps(recorded: bool, history: list, rules: GoblinRules, names=None,
                   game_over=None) -> list:
    """The last turn's steps of a replayed game: its history's last record resolved again.

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
