"""The base of every game's rules object: a frozen dataclass of named options.

``GraminRules``, ``AlgoRules`` and ``GoblinRules`` each name every choice the rules leave
open as a field (documented in ``docs/rules/<game>.md``). This base gives them one way to
copy with changes, save as JSON and read back, and :func:`rules_field` saves a game's
rules inside its state without converting the same object again at every save.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from gamewidgets.core.codec import plain, ref, saved

_CACHE_SIZE = 64


def _tupled(value):
    """Lists (from JSON) back into the tuples the options hold, at every depth."""
    if isinstance(value, list):
        return tuple(_tupled(x) for x in value)
    return value


def is_int(value) -> bool:
    """Whether ``value`` is an int (``bool`` is not, though Python says it is)."""
    return isinstance(value, int) and not isinstance(value, bool)


def check_int(name: str, value, low: int, *, or_none: bool = False) -> None:
    """Refuse an option ``name`` that is not an int ``>= low`` (nor ``None`` when
    ``or_none``).

    Raises
    ------
    ValueError
        Naming the option, what it must be and the value given.
    """
    if value is None and or_none:
        return
    if not is_int(value) or value < low:
        allowed = f"an int >= {low}" + (" or None" if or_none else "")
        raise ValueError(f"{name} must be {allowed}, got {value!r}")


class RulesOptions:
    """Base of the games' frozen rules dataclasses.

    A field whose type mentions ``tuple`` is read back from JSON lists as a tuple (nested
    lists too); other fields are read as they are. A subclass checks its fields in
    ``__post_init__``: its options that take one of a few words with
    :meth:`_check_choices`, its whole numbers with :func:`check_int`.
    """

    def _check_choices(self, choices: Mapping[str, tuple]) -> None:
        """Refuse an option of ``choices`` (``{option: allowed values}``) whose value is
        not one of its allowed values.

        Raises
        ------
        ValueError
            Naming the option, its allowed values and the value given.
        """
        for name, allowed in choices.items():
            value = getattr(self, name)
            if value not in allowed:
                raise ValueError(f"{name} must be one of {allowed}, got {value!r}")

    def with_options(self, **changes):
        """A copy with ``changes`` applied, validated like the constructor.

        Raises
        ------
        TypeError
            If a change names an unknown option.
        ValueError
            If a value is not allowed (the message names the option and what is allowed).
        """
        return dataclasses.replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        """The options as a JSON-able dict (tuples as lists)."""
        return {f.name: plain(getattr(self, f.name)) for f in dataclasses.fields(self)}

    @classmethod
    def from_dict(cls, d: dict):
        """Inverse of :meth:`to_dict`.

        Raises
        ------
        TypeError
            If ``d`` is not a dict or names an unknown option (the message lists the
            known ones).
        ValueError
            As the constructor.
        """
        if not isinstance(d, dict):
            raise TypeError(f"rules options are a dict, got {type(d).__name__}")
        known = {f.name: f for f in dataclasses.fields(cls)}
        unknown = set(d) - set(known)
        if unknown:
            raise TypeError(f"unknown rules options {sorted(map(str, unknown))}; "
                            f"known: {sorted(known)}")
        return cls(**{k: _tupled(v) if "tuple" in str(known[k].type) else v
                      for k, v in d.items()})


_SAVED: dict[RulesOptions, dict] = {}
_READ: list[tuple[type, dict, RulesOptions]] = []


def save_rules(rules: RulesOptions) -> dict:
    """``rules.to_dict()``, converted once per rules object (they never change)."""
    d = _SAVED.get(rules)
    if d is None:
        if len(_SAVED) > _CACHE_SIZE:
            _SAVED.clear()
        d = _SAVED[rules] = rules.to_dict()
    return plain(d)


def read_rules(cls: type, d: dict) -> RulesOptions:
    """``cls.from_dict(d)``, made once per distinct dict.

    Raises
    ------
    TypeError, ValueError
        As :meth:`RulesOptions.from_dict`.
    """
    for known_cls, known, rules in _READ:
        if known_cls is cls and known == d:
            return rules
    rules = cls.from_dict(d)
    if len(_READ) > _CACHE_SIZE:
        _READ.clear()
    _READ.append((cls, plain(d), rules))
    return rules


def rules_field() -> Any:
    """A saved state field holding a rules object (shared by copies: rules objects are
    immutable); a save's set-up reads it back with :func:`read_rules`."""
    return saved(encode=save_rules, copy=ref)
