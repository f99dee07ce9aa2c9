"""JSON codec for game states, with a format version."""

from __future__ import annotations

import json
from typing import Any

FORMAT_VERSION = 1


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
    ValueError
        If ``data`` is not an envelope of ``kind`` in a supported format version.
    """
    if not isinstance(data, dict) or "state" not in data:
        raise ValueError("not a saved game state: expected a dict with 'format', 'kind', 'state'")
    if data.get("format") != FORMAT_VERSION:
        raise ValueError(
            f"unsupported state format {data.get('format')!r}; this version reads {FORMAT_VERSION}"
        )
    if data.get("kind") != kind:
        raise ValueError(f"this is a saved {data.get('kind')!r} state, not {kind!r}")
    return data["state"]


def loads(kind: str, text: str) -> dict[str, Any]:
    """Parse JSON text made by :func:`dumps` and return the payload (see :func:`unwrap`)."""
    return unwrap(kind, json.loads(text))
