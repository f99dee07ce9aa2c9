"""Saving and copying game states.

A save is checked by replay (docs/rules/README.md, "Saves"): it holds the format version,
the game's set-up (rules, seed, names, a hand-set start position), the actions applied
(the engine's own action dicts, in order), the view-only fields (what a replay leaves
out, e.g. Goblin's step records; never a language), and a snapshot of the state those
actions reached. Loading builds the game from its set-up, applies every action through
the game's ``apply`` and refuses the save, naming the first set-up field, action or
snapshot field that does not reproduce.
Nothing derived (totals, chips, scores, face-up flags, events) is ever read from a save:
the snapshot is only compared with the replayed game, field by field, when present.

A state class is a dataclass; each field is saved (in the snapshot), compared and copied
by the rule its declaration gives (:func:`saved`, :func:`not_saved`), so adding a field
to a state is one line, never four (``__init__``, ``to_dict``, ``from_dict``, ``clone``).
"""

from __future__ import annotations

import copy as _copy
import dataclasses
import json
import random
from collections.abc import Callable, Iterable, Iterator
from functools import cache
from typing import Any

from gamewidgets.core.errors import GameError
from gamewidgets.core.rng import LazyRng, rng_state
from gamewidgets.core.text import shown

FORMAT_VERSION = 3
"""Version of the save format: 3 holds no language (a game's sentences are worded where
they are shown); 2, which held the game's language in its ``view``, still loads
(:data:`OLDER_LANG`); 1, the fields of a state checked one by one, is refused as older."""

OLDER_LANG = 2
"""The format whose ``view`` may hold ``"lang"``: loaded as a format-3 save, the language
checked and dropped, since a game holds none (:func:`upgraded`)."""

SAVE_KEYS = frozenset({"format", "kind", "setup", "actions", "view", "state"})
"""The keys of a save; ``state`` (the snapshot) may be left out."""

_MISSING = dataclasses.MISSING


class SaveError(GameError, ValueError):
    """Data that is not a save this version can load (also a ``ValueError``): not a save,
    an older format, another game, or a set-up, action or field that does not reproduce."""


# ---- the actions applied ------------------------------------------------------------------
class ActionLog:
    """The actions applied to a game, oldest first: an immutable linked list, so a copy of
    a state (a bot's search copies thousands) shares it and adding an action costs one
    small object.

    Attributes
    ----------
    size : int
        How many actions (also ``len(log)``).
    """

    __slots__ = ("_prev", "_action", "size")

    def __init__(self, prev: ActionLog | None = None, action: dict | None = None):
        self._prev, self._action = prev, action
        self.size = 0 if prev is None else prev.size + 1

    def add(self, action: dict) -> ActionLog:
        """The log with ``action`` (JSON data, never changed afterwards) added last."""
        return ActionLog(self, action)

    def __len__(self) -> int:
        return self.size

    def __iter__(self) -> Iterator[dict]:
        out, node = [], self
        while node._prev is not None:  # a loop, not recursion: a log may be long
            out.append(node._action)
            node = node._prev
        return reversed(out)

    def __copy__(self) -> ActionLog:
        return self  # immutable

    def __deepcopy__(self, memo) -> ActionLog:
        return self

    def __reduce__(self):
        return _log_of, (list(self),)


def _log_of(actions: Iterable[dict]) -> ActionLog:
    log = EMPTY_LOG
    for action in actions:
        log = log.add(action)
    return log


EMPTY_LOG = ActionLog()
"""The log of a game no action was applied to."""


# ---- the save -----------------------------------------------------------------------------
def wrap(kind: str, setup: dict, actions: list, view: dict,
         state: dict | None = None) -> dict[str, Any]:
    """A save: ``{"format", "kind", "setup", "actions", "view"}``, and ``"state"`` (the
    snapshot of the state the actions reach) unless ``state`` is None."""
    doc = {"format": FORMAT_VERSION, "kind": kind, "setup": setup, "actions": actions,
           "view": view}
    if state is not None:
        doc["state"] = state
    return doc


def unwrap(kind: str, data) -> dict[str, Any]:
    """Check the envelope of a save made by :func:`wrap` and return it.

    Raises
    ------
    SaveError
        (a ValueError) If ``data`` is not a save (``core.error.save.envelope``), was saved
        by an older version (``core.error.save.older``) or a newer one
        (``core.error.save.format``), is a save of another game than ``kind``, or has
        another set of keys.
    """
    if not isinstance(data, dict):
        raise SaveError("core.error.save.envelope")
    version = data.get("format")
    if type(version) is int and version < OLDER_LANG:
        raise SaveError("core.error.save.older", got=version, version=FORMAT_VERSION)
    if version not in (OLDER_LANG, FORMAT_VERSION) or type(version) is not int:
        raise SaveError("core.error.save.format", got=shown(version), version=FORMAT_VERSION)
    if data.get("kind") != kind:
        raise SaveError("core.error.save.kind", got=shown(data.get("kind")), kind=kind)
    keys = set(data)
    if not SAVE_KEYS - {"state"} <= keys <= SAVE_KEYS:
        raise SaveError("core.error.save.fields", missing=_names(SAVE_KEYS - {"state"} - keys),
                        unknown=_names(keys - SAVE_KEYS))
    for key, kind_of in (("setup", dict), ("actions", list), ("view", dict)):
        if not isinstance(data[key], kind_of):
            raise SaveError("core.error.save.field", field=key)
    if not isinstance(data.get("state", {}), dict):
        raise SaveError("core.error.save.field", field="state")
    return data


def upgraded(doc: dict) -> tuple[dict, Any]:
    """A save checked by :func:`unwrap` as this format reads it, and the language an
    older save held (None if it held none).

    A format-2 save's ``view`` may hold ``"lang"``, the language its game worded its
    refusals in; it is taken out of the view (which the game then reads as a format-3
    one) and returned, unchecked, for the loader to check (and drop).
    """
    if doc["format"] != OLDER_LANG or "lang" not in doc["view"]:
        return doc, None
    view = dict(doc["view"])
    lang = view.pop("lang")
    return {**doc, "view": view, "format": FORMAT_VERSION}, lang


def _names(keys) -> str:
    return ", ".join(sorted(map(str, keys)))[:200] or "-"


def dumps(state) -> str:
    """A game's save (its ``to_dict()``) as JSON text."""
    return json.dumps(state.to_dict(), ensure_ascii=False, sort_keys=True)


def loads(cls, text: str):
    """The game of class ``cls`` that JSON text made by :func:`dumps` saves (its
    ``from_dict``).

    Raises
    ------
    SaveError
        If ``text`` is not JSON, or as ``cls.from_dict``.
    """
    try:
        data = json.loads(text)
    except (TypeError, ValueError, RecursionError):
        raise SaveError("core.error.save.envelope") from None
    return cls.from_dict(data)


def read_fields(part: str, data: dict, checks: dict[str, Callable],
                out: dict | None = None) -> dict[str, Any]:
    """The fields of a save's ``setup`` or ``view``, each read by its check.

    Parameters
    ----------
    part : {"setup", "view"}
        Which part of the save ``data`` is (for the messages).
    data : dict
        Exactly the keys of ``checks``.
    checks : dict of str to callable
        ``value -> value`` for each key, called in order; raises (``TypeError``,
        ``ValueError``, ...) to refuse.
    out : dict, optional
        Filled with each field as it is read (a check may read the fields before it
        from it); returned.

    Raises
    ------
    SaveError
        Naming the first key missing or unknown, or whose check refuses its value
        (``"setup.names"``).
    """
    if not isinstance(data, dict) or data.keys() != checks.keys():
        keys = set(data) if isinstance(data, dict) else set()
        raise SaveError("core.error.save.fields", missing=_names(checks.keys() - keys),
                        unknown=_names(keys - checks.keys()))
    out = {} if out is None else out
    for key, check in checks.items():
        try:
            out[key] = check(data[key])
        except (TypeError, ValueError, KeyError, IndexError, AttributeError, OverflowError,
                RecursionError):
            raise SaveError("core.error.save.field", field=f"{part}.{key}") from None
    return out


def replay(state, actions: list) -> None:
    """Apply the saved ``actions`` to ``state`` in order, through its ``apply``.

    Raises
    ------
    SaveError
        Naming the first action (1-based) that is not an action the game allows at that
        point, and why (``core.error.save.action``).
    """
    for i, action in enumerate(actions):
        try:
            state.apply(action)
        except GameError as exc:
            raise SaveError("core.error.save.action", index=i + 1, action=shown(action),
                            detail=exc) from None
        except (TypeError, ValueError, KeyError, IndexError, AttributeError, OverflowError,
                RecursionError):
            raise SaveError("core.error.save.action_form", index=i + 1,
                            action=shown(action)) from None


def compare(state, snapshot: dict | None, skip: Iterable[str] = ()) -> None:
    """Refuse a save whose snapshot says anything the replayed ``state`` does not.

    Parameters
    ----------
    state : dataclass
        The game as its actions left it.
    snapshot : dict or None
        The save's ``state``: some of the fields of :func:`encode_fields`, as saved (None:
        nothing to compare).
    skip : iterable of str
        Fields that are not in a snapshot (the set-up and view fields).

    Raises
    ------
    SaveError
        Naming the first field (in the state's order) that is not one of the state's or
        whose value differs (``core.error.save.differs``).
    """
    if not snapshot:
        return
    names = _saved_names(type(state)) - set(skip)
    unknown = set(snapshot) - names
    if unknown:
        raise SaveError("core.error.save.fields", missing="-", unknown=_names(unknown))
    for name, save, enc, _ in _specs(type(state)):
        if save and name in snapshot and plain(enc(getattr(state, name))) != snapshot[name]:
            raise SaveError("core.error.save.differs", field=name)


# ---- fields -------------------------------------------------------------------------------
def plain(value):
    """A JSON-able deep copy of ``value``: tuples become lists, dicts and lists are copied.

    Raises
    ------
    TypeError
        If ``value`` holds something that is not JSON data (the field needs its own
        ``encode``).
    """
    # exact types first, scalars copied in place: saves and their replays call this on
    # every action and field, so it is most of what loading a long game costs
    kind = type(value)
    if kind in _SCALARS:
        return value
    if kind is dict:
        return {k: v if type(v) in _SCALARS else plain(v) for k, v in value.items()}
    if kind is list or kind is tuple:
        return [x if type(x) in _SCALARS else plain(x) for x in value]
    # subclasses (an IntEnum, a named tuple, ...): as their base type
    if isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, (list, tuple)):
        return [plain(x) for x in value]
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    raise TypeError(f"{type(value).__name__} is not JSON data: give the field an encode")


_SCALARS = frozenset({type(None), bool, int, float, str})


def deep(value):
    """An independent copy of JSON-like data (lists, dicts, tuples, scalars); other
    objects are copied with :func:`copy.deepcopy`."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, list):
        return [deep(x) for x in value]
    if isinstance(value, dict):
        return {k: deep(v) for k, v in value.items()}
    if isinstance(value, tuple):
        return tuple(deep(x) for x in value)
    return _copy.deepcopy(value)


def ref(value):
    """The value itself: for immutable fields (rules objects, names, seeds)."""
    return value


def saved(*, encode: Callable | None = None, copy: Callable = deep, default=_MISSING,
          default_factory=_MISSING, compare: bool = True) -> Any:
    """A dataclass field that is in a save's snapshot, in ``==`` and copied by ``clone``.

    Parameters
    ----------
    encode : callable, optional
        ``value -> JSON data``; default :func:`plain`.
    copy : callable
        How :meth:`clone` copies the value; default :func:`deep`, :func:`ref` for
        immutable values.
    default, default_factory
        As :func:`dataclasses.field`.
    compare : bool
        Whether ``==`` looks at it (as :func:`dataclasses.field`).
    """
    meta = {"save": True, "encode": encode or plain, "copy": copy}
    return dataclasses.field(default=default, default_factory=default_factory,
                             compare=compare, metadata=meta)


def not_saved(*, copy: Callable = deep, default=None, default_factory=_MISSING) -> Any:
    """A dataclass field that is neither saved nor compared: a cache, a switch of the
    state's owner. :meth:`clone` copies it with ``copy``."""
    if default_factory is not _MISSING:
        default = _MISSING
    return dataclasses.field(default=default, default_factory=default_factory, compare=False,
                             metadata={"save": False, "copy": copy})


def value_field(**kw) -> Any:
    """A saved field holding one immutable value (an int, a str, a bool, None, a tuple of
    them): saved and copied as it is (the hot path of simulations)."""
    return saved(encode=ref, copy=ref, **kw)


def flat_list_field(**kw) -> Any:
    """A saved field holding a flat list of immutable values: saved and copied with
    ``list`` (one level, which is all it needs)."""
    return saved(encode=list, copy=list, **kw)


def rows(table: list[list]) -> list[list]:
    """A copy of a list of flat lists, one level deep (hands, piles, rows of cards)."""
    return [list(x) for x in table]


def rng_copy(rng: random.Random) -> random.Random:
    """An independent generator in the same state."""
    # its state is set right after, so seeding it from the OS would be wasted
    new = random.Random.__new__(random.Random)
    new.setstate(rng.getstate())
    return new


def rng_field() -> Any:
    """A saved field holding the state's ``random.Random`` (state saved, copied apart)."""
    return saved(encode=rng_state, copy=rng_copy)


def lazy_rng_field() -> Any:
    """A saved field holding a :class:`~gamewidgets.core.rng.LazyRng`: a generator kept as
    its state until it is drawn from, so copying a state that does not draw (a search, a
    simulation step) costs nothing."""
    return saved(encode=LazyRng.encode, copy=LazyRng.copy)


@cache
def _specs(cls) -> tuple:
    out = []
    for f in dataclasses.fields(cls):
        meta = f.metadata
        out.append((f.name, meta.get("save", True), meta.get("encode", plain),
                    meta.get("copy", deep)))
    return tuple(out)


@cache
def _saved_names(cls) -> frozenset:
    return frozenset(name for name, save, *_ in _specs(cls) if save)


def encode_fields(obj) -> dict[str, Any]:
    """``{name: encoded value}`` for every saved field of the dataclass ``obj``."""
    return {name: enc(getattr(obj, name)) for name, save, enc, _ in _specs(type(obj)) if save}


def clone_fields(obj):
    """A copy of the dataclass ``obj``, each field copied by its declared ``copy``."""
    new = object.__new__(type(obj))
    for name, _, _, cp in _specs(type(obj)):
        object.__setattr__(new, name, cp(getattr(obj, name)))
    return new
