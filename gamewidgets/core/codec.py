"""Saving and copying game states: a versioned JSON envelope, and codecs derived from
a state's dataclass fields.

A state class is a dataclass; each field is saved, restored and copied by the rule its
declaration gives (:func:`saved`, :func:`not_saved`), so adding a field to a state is one
line, never four (``__init__``, ``to_dict``, ``from_dict``, ``clone``).
"""

from __future__ import annotations

import copy as _copy
import dataclasses
import json
import random
from collections.abc import Callable
from functools import cache
from typing import Any

from gamewidgets.core.errors import GameError
from gamewidgets.core.rng import LazyRng, rng_state, set_rng_state

FORMAT_VERSION = 1

_MISSING = dataclasses.MISSING


class SaveError(GameError, ValueError):
    """Data that is not a saved state this version can read (also a ``ValueError``)."""


# ---- the envelope -------------------------------------------------------------------------
def dumps(kind: str, payload: dict[str, Any]) -> str:
    """Serialise ``payload`` of a state of ``kind`` (e.g. ``"gramin.game"``) to JSON text."""
    return json.dumps(wrap(kind, payload), ensure_ascii=False, sort_keys=True)


def wrap(kind: str, payload: dict[str, Any]) -> dict[str, Any]:
    """Return ``{"format": FORMAT_VERSION, "kind": kind, "state": payload}``."""
    return {"format": FORMAT_VERSION, "kind": kind, "state": payload}


def unwrap(kind: str, data: dict[str, Any]) -> dict[str, Any]:
    """Check the envelope made by :func:`wrap` and return its payload.

    Raises
    ------
    SaveError
        (a ValueError) If ``data`` is not an envelope of ``kind`` in a supported format
        version.
    """
    if not isinstance(data, dict) or not isinstance(data.get("state"), dict):
        raise SaveError("core.error.save.envelope")
    if data.get("format") != FORMAT_VERSION:
        raise SaveError("core.error.save.format", got=repr(data.get("format"))[:40],
                        version=FORMAT_VERSION)
    if data.get("kind") != kind:
        raise SaveError("core.error.save.kind", got=repr(data.get("kind"))[:40], kind=kind)
    return data["state"]


def loads(kind: str, text: str) -> dict[str, Any]:
    """Parse JSON text made by :func:`dumps` and return the payload (see :func:`unwrap`)."""
    return unwrap(kind, json.loads(text))


# ---- fields -------------------------------------------------------------------------------
def plain(value):
    """A JSON-able deep copy of ``value``: tuples become lists, dicts and lists are copied.

    Raises
    ------
    TypeError
        If ``value`` holds something that is not JSON data (the field needs its own
        ``encode``).
    """
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, (list, tuple)):
        return [plain(x) for x in value]
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    raise TypeError(f"{type(value).__name__} is not JSON data: give the field an encode")


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


def saved(*, encode: Callable | None = None, decode: Callable | None = None,
          copy: Callable = deep, default=_MISSING, default_factory=_MISSING,
          compare: bool = True) -> Any:
    """A dataclass field that is saved by ``to_dict`` and copied by ``clone``.

    Parameters
    ----------
    encode : callable, optional
        ``value -> JSON data``; default :func:`plain`.
    decode : callable, optional
        ``JSON data -> value``; default :func:`deep` (a copy of the data).
    copy : callable
        How :meth:`clone` copies the value; default :func:`deep`, :func:`ref` for
        immutable values.
    default, default_factory
        As :func:`dataclasses.field`.
    compare : bool
        Whether ``==`` looks at it (as :func:`dataclasses.field`).
    """
    meta = {"save": True, "encode": encode or plain, "decode": decode or deep, "copy": copy}
    return dataclasses.field(default=default, default_factory=default_factory,
                             compare=compare, metadata=meta)


def not_saved(*, copy: Callable = deep, default=None, default_factory=_MISSING) -> Any:
    """A dataclass field that is not saved: a cache or a record rebuilt by the state's
    ``_restored`` hook after :meth:`from_dict`. :meth:`clone` copies it with ``copy``."""
    if default_factory is not _MISSING:
        default = _MISSING
    return dataclasses.field(default=default, default_factory=default_factory, compare=False,
                             metadata={"save": False, "copy": copy})


def value_field(**kw) -> Any:
    """A saved field holding one immutable value (an int, a str, a bool, None, a tuple of
    them): saved, restored and copied as it is (the hot path of simulations)."""
    return saved(encode=ref, decode=ref, copy=ref, **kw)


def flat_list_field(**kw) -> Any:
    """A saved field holding a flat list of immutable values: saved, restored and copied
    with ``list`` (one level, which is all it needs)."""
    return saved(encode=list, decode=list, copy=list, **kw)


def rows(table: list[list]) -> list[list]:
    """A copy of a list of flat lists, one level deep (hands, piles, rows of cards)."""
    return [list(x) for x in table]


def _bare_rng() -> random.Random:
    # its state is set right after, so seeding it from the OS would be wasted
    return random.Random.__new__(random.Random)


def as_json(value):
    """A JSON-able copy of ``value``: dicts, lists and tuples copied (a tuple becomes a
    list), a set or frozenset a sorted list, scalars kept.

    Raises
    ------
    TypeError
        If ``value`` holds anything else.
    """
    if isinstance(value, (set, frozenset)):
        return sorted(as_json(x) for x in value)
    if isinstance(value, (list, tuple)):
        return [as_json(x) for x in value]
    if isinstance(value, dict):
        return {k: as_json(v) for k, v in value.items()}
    return plain(value)


def _decode_log(data) -> tuple:
    if not isinstance(data, list) or not all(isinstance(a, dict) for a in data):
        raise ValueError("a game's log is a list of actions")
    return tuple(deep(a) for a in data)


def log_field() -> Any:
    """A saved field holding the actions a game applied, in order: a tuple of JSON-able
    action dicts (:meth:`~gamewidgets.core.engine.GameState.apply` adds each). A tuple is
    never changed (an action makes a new one), so clones share it and copying a state
    costs nothing more."""
    return saved(encode=list, decode=_decode_log, copy=ref)


def _decode_start(data):
    if data is not None and not isinstance(data, dict):
        raise ValueError("a game's start is a saved state")
    return data


def start_field() -> Any:
    """A saved field holding the game's saved fields before its first action (``None``
    inside that copy itself): the start :meth:`~gamewidgets.core.engine.GameState.replay`
    applies the log to. Never changed, so clones share it."""
    return saved(encode=ref, decode=_decode_start, copy=ref)


def rng_decode(state) -> random.Random:
    """A ``random.Random`` restored from :func:`~gamewidgets.core.rng.rng_state`'s list.

    Raises
    ------
    SaveError
        If ``state`` is not such a list.
    """
    rng = _bare_rng()
    try:
        set_rng_state(rng, state)
    except ValueError:
        raise SaveError("core.error.save.field", field="rng") from None
    return rng


def rng_copy(rng: random.Random) -> random.Random:
    """An independent generator in the same state."""
    new = _bare_rng()
    new.setstate(rng.getstate())
    return new


def rng_field() -> Any:
    """A saved field holding the state's ``random.Random`` (state saved, copied apart)."""
    return saved(encode=rng_state, decode=rng_decode, copy=rng_copy)


def lazy_rng_field() -> Any:
    """A saved field holding a :class:`~gamewidgets.core.rng.LazyRng`: a generator kept as
    its saved state until it is drawn from, so copying a state that does not draw (a
    search, a simulation step) costs nothing."""
    return saved(encode=LazyRng.encode, decode=LazyRng.decode, copy=LazyRng.copy)


@cache
def _specs(cls) -> tuple:
    out = []
    for f in dataclasses.fields(cls):
        meta = f.metadata
        out.append((f.name, meta.get("save", True), meta.get("encode", plain),
                    meta.get("decode", deep), meta.get("copy", deep)))
    return tuple(out)


@cache
def _saved_names(cls) -> frozenset:
    return frozenset(name for name, save, *_ in _specs(cls) if save)


@cache
def _fields_by_name(cls) -> dict:
    return {f.name: f for f in dataclasses.fields(cls)}


def encode_fields(obj) -> dict[str, Any]:
    """``{name: encoded value}`` for every saved field of the dataclass ``obj``."""
    return {name: enc(getattr(obj, name)) for name, save, enc, _, _ in _specs(type(obj)) if save}


def decode_fields(cls, payload: dict[str, Any]):
    """A new ``cls`` (``__init__`` not called) from :func:`encode_fields`'s dict; fields
    that are not saved get their default.

    Raises
    ------
    SaveError
        If ``payload`` is not a dict, lacks a saved field or has an unknown one, or a
        field's decoder refuses its value.
    """
    if not isinstance(payload, dict):
        raise SaveError("core.error.save.envelope")
    specs, names, defaults = _specs(cls), _saved_names(cls), _fields_by_name(cls)
    if payload.keys() != names:
        missing, unknown = sorted(names - set(payload)), sorted(set(payload) - names)
        raise SaveError("core.error.save.fields", missing=", ".join(missing) or "-",
                        unknown=", ".join(map(str, unknown))[:200] or "-")
    obj = cls.__new__(cls)
    for name, save, _, dec, _ in specs:
        if save:
            try:
                value = dec(payload[name])
            except SaveError:
                raise
            except (TypeError, ValueError, KeyError, IndexError, AttributeError):
                raise SaveError("core.error.save.field", field=name) from None
        else:
            f = defaults[name]
            value = f.default_factory() if f.default_factory is not _MISSING else f.default
        object.__setattr__(obj, name, value)
    return obj


def clone_fields(obj):
    """A copy of the dataclass ``obj``, each field copied by its declared ``copy``."""
    new = object.__new__(type(obj))
    for name, _, _, _, cp in _specs(type(obj)):
        object.__setattr__(new, name, cp(getattr(obj, name)))
    return new
