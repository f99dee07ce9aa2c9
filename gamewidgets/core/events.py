"""Events: what happened in a game, as data plus a sentence in each language."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from gamewidgets.core.i18n import has, ids, t
from gamewidgets.core.text import square


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
    data: dict[str, Any]
    game: str

    def text(self, lang: str = "en") -> str:
        """Return the event as a sentence in ``lang``.

        A ``[row, col]`` value reads as a square (:func:`~gamewidgets.core.text.square`:
        "(row, col)" in English, 「上から…行目・左から…列目」 in Japanese); a string value with
        a catalogue entry ``"<game>.term.<value>"`` (e.g. a trap mark) is translated.
        A kind may have its own sentence for a string value of its data,
        ``"<game>.event.<kind>.<value>"`` (a wall trap is run into, the others stepped on),
        and its own sentence for a ``count`` of 1, ``"<id>.one"``.
        """
        base = f"{self.game}.event.{self.kind}"
        msg_id = next((f"{base}.{v}" for v in self.data.values()
                       if isinstance(v, str) and has(f"{base}.{v}")), base)
        if self.data.get("count") == 1 and has(f"{msg_id}.one"):
            msg_id = f"{msg_id}.one"  # "draws 1 card", never "1 cards"
        fields = {}
        for key, value in self.data.items():
            if isinstance(value, list) and len(value) == 2 \
                    and all(type(x) is int for x in value):
                value = square(value).text(lang)
            elif isinstance(value, str) and has(f"{self.game}.term.{value}"):
                value = t(f"{self.game}.term.{value}", lang)
            fields[key] = value
        return t(msg_id, lang, **fields)

    def to_dict(self) -> dict:
        """Return ``{"kind", "data", "game"}`` (JSON-able)."""
        return {"kind": self.kind, "data": dict(self.data), "game": self.game}

    @classmethod
    def from_dict(cls, d: dict) -> Event:
        """Inverse of :meth:`to_dict`."""
        return cls(d["kind"], dict(d.get("data", {})), d["game"])

    def __hash__(self) -> int:
        return hash((self.kind, self.game, repr(sorted(self.data.items()))))


def catalogue_kinds(game: str) -> frozenset[str]:
    """The event kinds the catalogue words for namespace ``game``: each
    ``"<game>.event.<kind>"`` entry, without a kind's own sentences for one value or for a
    count of 1 (``"<kind>.<value>"``, ``"<kind>.one"``)."""
    prefix = f"{game}.event."
    return frozenset(k[len(prefix):].split(".")[0] for k in ids(prefix))


@dataclass(frozen=True)
class Secret:
    """What of an event kind only its witnesses may see (hands, drawn cards, chest points).

    Parameters
    ----------
    fields : tuple of str
        The data keys others may not see.
    witnesses : tuple of str
        The data keys naming the seats that may see them (default ``("player",)``).
    hidden_kind : str or None
        The kind others see instead (its sentence must not need ``fields``); None: the
        same kind, without ``fields``.
    """

    fields: tuple[str, ...]
    witnesses: tuple[str, ...] = ("player",)
    hidden_kind: str | None = None


def seen_by(e: Event, viewer: int, secrets: Mapping[str, Secret]) -> Event:
    """``e`` as ``viewer`` may see it.

    Parameters
    ----------
    e : Event
    viewer : int
        A seat, or a negative number for someone who may see nobody's secrets (a
        shared screen).
    secrets : mapping of str to Secret
        The game's secret event kinds.

    Returns
    -------
    Event
        ``e`` itself, or, for a secret kind whose witnesses do not include ``viewer``,
        an event of the hidden kind without the secret fields.
    """
    secret = secrets.get(e.kind)
    if secret is None or any(e.data.get(w) == viewer for w in secret.witnesses):
        return e
    data = {k: v for k, v in e.data.items() if k not in secret.fields}
    return replace(e, kind=secret.hidden_kind or e.kind, data=data)
