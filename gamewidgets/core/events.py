"""Events: what happened in a game, as data plus a sentence in each language."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gamewidgets.core.i18n import has, t


@dataclass(frozen=True)
class Event:
    """One thing that happened.

    Parameters
    ----------
    kind : str
        Event kind, e.g. ``"chest_opened"``. The sentence is the catalogue entry
        ``"<game>.event.<kind>"``.
    data : dict
        JSON-able values (positions as ``[row, col]`` lists, points, player numbers).
    game : str
        Catalogue namespace, e.g. ``"gramin"``.
    """

    kind: str
    data: dict[str, Any] = field(default_factory=dict)
    game: str = "gramin"

    def text(self, lang: str = "en") -> str:
        """Return the event as a sentence in ``lang``.

        A ``[row, col]`` value reads as ``(row, col)``; a string value with a catalogue
        entry ``"<game>.term.<value>"`` (e.g. a trap mark) is translated.
        """
        fields = {}
        for key, value in self.data.items():
            if isinstance(value, list) and len(value) == 2:
                value = f"({value[0]}, {value[1]})"
            elif isinstance(value, str) and has(f"{self.game}.term.{value}"):
                value = t(f"{self.game}.term.{value}", lang)
            fields[key] = value
        return t(f"{self.game}.event.{self.kind}", lang, **fields)

    def to_dict(self) -> dict:
        """Return ``{"kind", "data", "game"}`` (JSON-able)."""
        return {"kind": self.kind, "data": dict(self.data), "game": self.game}

    @classmethod
    def from_dict(cls, d: dict) -> Event:
        """Inverse of :meth:`to_dict`."""
        return cls(d["kind"], dict(d.get("data", {})), d.get("game", "gramin"))

    def __hash__(self) -> int:
        return hash((self.kind, self.game, repr(sorted(self.data.items()))))
