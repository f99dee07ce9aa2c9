"""How the fields of a :class:`~gamewidgets.goblin.GoblinGame` are saved, copied and
checked when restored.

The game's ``to_dict``/``from_dict``/``clone`` are derived from its dataclass fields
(:mod:`gamewidgets.core.codec`); the functions here are the per-field rules of the fields
that are not plain lists and numbers (the names, the history records, the last turn's
steps, replayed from the history rather than saved) and the checks of a restored game:
its shape (:func:`check_shape`), then that play reaches it (:func:`check_play`).
"""

from __future__ import annotations

from gamewidgets.core.codec import SaveError, encode_fields
from gamewidgets.core.errors import GameError
from gamewidgets.core.i18n import LANGS
from gamewidgets.goblin.engine.options import GoblinRules
from gamewidgets.goblin.engine.resolution import resolve_turn
from gamewidgets.goblin.engine.steps import check_name
from gamewidgets.goblin.engine.turn import (
    CHOOSE,
    CHOOSE_ACTION,
    OVER,
    PHASES,
    PICK_TARGET,
    TARGET,
    to_pick_of,
)

PER_SEAT = ("meat", "alive", "last_action", "choices", "targets")
"""The game's fields that hold one item per seat."""

RECORD_LISTS = ("choices", "targets", "meat_before", "alive_before", "last_before")
"""Per-player values of a history record (tuples in the game, JSON arrays when saved)."""


def names_encode(names) -> list | None:
    """Player names as a list (None stays None)."""
    return None if names is None else list(names)


def names_decode(names) -> tuple | None:
    """Player names as a tuple of str (None stays None)."""
    return None if names is None else tuple(str(x) for x in names)


def check_shape(rules: GoblinRules, n_players, lang, phase, seats: dict, names) -> None:
    """Refuse a restored game that no play reaches, before anything reads it.

    Parameters
    ----------
    rules : GoblinRules
    n_players, lang, phase : object
        As saved.
    seats : dict of str to list
        The fields of :data:`PER_SEAT` as saved.
    names : tuple or None
        As saved.

    Raises
    ------
    SaveError
        Naming the first field that does not fit: ``n_players`` out of
        ``rules.min_players..max_players``, ``lang`` not a language, ``phase`` not one
        of :data:`~gamewidgets.goblin.engine.turn.PHASES` (or ``"target"`` with no
        stealer left to pick), a per-seat list or ``names`` of another length.
    """
    try:
        n = rules.check_players(n_players)
    except ValueError:
        raise SaveError("core.error.save.field", field="n_players") from None
    wrong = [f for f in PER_SEAT if len(seats[f]) != n]
    if names is not None and len(names) != n:
        wrong.append("names")
    if lang not in LANGS:
        wrong.insert(0, "lang")
    if phase not in PHASES or (phase == TARGET and not wrong
                               and not to_pick_of(seats["choices"], seats["targets"])):
        wrong.insert(0, "phase")
    if wrong:
        raise SaveError("core.error.save.field", field=wrong[0])


def check_play(g) -> None:
    """Refuse a restored game, after :func:`check_shape`, unless the same game replayed
    from its set-up reaches exactly the saved state: so every number of a save (meat,
    store, the tunnel cards in the deck, out of the game and turned, the history, the
    winners) is one that play gives, and a game ``from_dict`` accepts plays on like any
    other (docs/rules/goblin.md 2-5).

    The set-up is dealt again from ``seed`` and ``rules``; each history record's choices
    and steal targets are applied again as actions, with the engine's own checks (the
    no-repeat rule, a goblin out of the game, a target that did not rest); then this
    turn's choices and targets. Cost: one lean turn per history record, linear in the
    size of the save (about half a millisecond a turn: a game of the default rules, at
    most 100 turns, in well under a tenth of a second).

    Raises
    ------
    SaveError
        Naming the first field that the replay does not give ("The saved state's field
        'history[3]' is malformed.").
    """
    def refuse(field: str):
        return SaveError("core.error.save.field", field=field)

    try:
        replay = type(g)(g.n_players, seed=g.seed, rules=g.rules, lang=g.lang, record=False)
    except (TypeError, ValueError, OverflowError):
        raise refuse("seed") from None
    try:
        replay.names = None if g.names is None else tuple(check_name(x) for x in g.names)
    except ValueError:
        raise refuse("names") from None
    for i, saved in enumerate(g.history):
        if replay.phase != CHOOSE or not _replayed(replay, saved["choices"], saved["targets"]) \
                or len(replay.history) != i + 1 or replay.history[-1] != saved:
            raise refuse(f"history[{i}]")
    if replay.phase != OVER and not _replayed(replay, g.choices, g.targets):
        raise refuse("choices")
    replay.last_steps = g.last_steps
    mine, theirs = encode_fields(g), encode_fields(replay)
    for name, value in theirs.items():
        if mine[name] != value:
            raise refuse(name)


def _replayed(game, choices, targets) -> bool:
    """Apply ``choices`` (None: not chosen) and then the picked ``targets`` to ``game`` in
    seat order, as actions; False if one is refused or is not of the right form."""
    try:
        for p, card in enumerate(choices):
            if card is not None and game.phase == CHOOSE:
                game.apply({"type": CHOOSE_ACTION, "player": p, "action": card})
        for p, target in enumerate(targets):
            if target is not None and game.phase == TARGET and game.targets[p] is None:
                game.apply({"type": PICK_TARGET, "player": p, "target": target})
    except (GameError, TypeError, ValueError, KeyError, IndexError):
        return False
    return True


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
