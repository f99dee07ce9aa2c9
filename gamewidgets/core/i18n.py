"""The message catalogue: every user-facing string has an id and English and Japanese text."""

from __future__ import annotations

LANGS = ("en", "ja")
_CATALOGUE: dict[str, dict[str, str]] = {}


def register(entries: dict[str, dict[str, str]]) -> None:
    """Add catalogue entries ``{id: {"en": ..., "ja": ...}}``.

    Raises
    ------
    ValueError
        If an entry lacks a language of :data:`LANGS`, or an id is registered twice
        with different text.
    """
    for msg_id, texts in entries.items():
        missing = [lang for lang in LANGS if lang not in texts]
        if missing:
            raise ValueError(f"message {msg_id!r} has no text for {missing}")
        old = _CATALOGUE.get(msg_id)
        if old is not None and old != texts:
            raise ValueError(f"message id {msg_id!r} registered twice with different text")
        _CATALOGUE[msg_id] = dict(texts)


def check_lang(lang: str) -> str:
    """Return ``lang`` if it is supported.

    Raises
    ------
    ValueError
        If ``lang`` is not one of :data:`LANGS`.
    """
    if lang not in LANGS:
        raise ValueError(f"lang must be one of {LANGS}, got {lang!r}")
    return lang


def t(msg_id: str, lang: str = "en", **fields) -> str:
    """Return message ``msg_id`` in ``lang`` with ``fields`` substituted.

    Raises
    ------
    KeyError
        If ``msg_id`` is not in the catalogue (a programming error, never user input).
    ValueError
        If ``lang`` is not supported.
    """
    check_lang(lang)
    return _CATALOGUE[msg_id][lang].format(**fields)


def has(msg_id: str) -> bool:
    """Whether ``msg_id`` is in the catalogue."""
    return msg_id in _CATALOGUE


def ids(prefix: str = "") -> list[str]:
    """Return the sorted catalogue ids starting with ``prefix``."""
    return sorted(k for k in _CATALOGUE if k.startswith(prefix))


def texts(prefix: str, lang: str = "en") -> dict[str, str]:
    """Return ``{id: text}`` for every id starting with ``prefix``, unformatted, in ``lang``."""
    check_lang(lang)
    return {k: _CATALOGUE[k][lang] for k in ids(prefix)}


def join_sentences(lang: str, parts) -> str:
    """Join sentences as ``lang`` writes them: a space in English, nothing in Japanese.

    Parameters
    ----------
    lang : {"en", "ja"}
    parts : iterable of str
        Sentences; empty ones are skipped.

    Returns
    -------
    str
    """
    return ("" if lang == "ja" else " ").join(p for p in parts if p)
