"""The message catalogue: every user-facing string has an id and English and Japanese text.

The texts live in data files that translators edit, not in Python:
``gamewidgets/<package>/messages/<layer>.toml``, one table per message id with its ``en``
and ``ja`` text side by side::

    ["gramin.ui.kind.step"]
    en = "step"
    ja = "1マス"

A ``ja`` text may mark the reading of a word, ``{伏|ふ}せた`` (:mod:`gamewidgets.core.furigana`,
which also marks the words of its reading list): a rendered text carries the readings
above the grade in force, which the widgets show as ruby and printed text as 伏（ふ）せた.

The files are read once, the first time a message is looked up (:func:`catalogue`), so
importing a module never changes the catalogue and import order does not matter.
:func:`register` adds entries at run time (a teacher's own exercise messages).
"""

from __future__ import annotations

import sys
from importlib import resources

from gamewidgets.core import furigana

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

LANGS = ("en", "ja")
_CATALOGUE: dict[str, dict[str, str]] = {}
_LOADED = False


def _check_entry(msg_id: str, texts, where: str) -> dict[str, str]:
    if not isinstance(texts, dict) or any(not isinstance(texts.get(lang), str) for lang in LANGS):
        raise ValueError(f"message {msg_id!r} ({where}) needs text for each of {LANGS}")
    extra = set(texts) - set(LANGS)
    if extra:
        raise ValueError(f"message {msg_id!r} ({where}) has unknown languages {sorted(extra)}")
    return {"en": texts["en"], "ja": furigana.annotate(texts["ja"], f"{msg_id!r} ({where})")}


def _add(msg_id: str, texts: dict[str, str], where: str) -> None:
    old = _CATALOGUE.get(msg_id)
    if old is not None and old != texts:
        raise ValueError(f"message id {msg_id!r} ({where}) is defined twice with different text")
    _CATALOGUE[msg_id] = texts


def message_files() -> list:
    """The catalogue's data files: ``gamewidgets/*/messages/*.toml``, sorted by path.

    Returns
    -------
    list of importlib.resources.abc.Traversable
    """
    root = resources.files("gamewidgets")
    found = []
    for package in root.iterdir():
        folder = package / "messages"
        if package.is_dir() and folder.is_dir():
            found.extend(f for f in folder.iterdir() if f.name.endswith(".toml"))
    return sorted(found, key=lambda f: (f.parent.parent.name, f.name))


def load_file(path) -> dict[str, dict[str, str]]:
    """Read one catalogue file.

    Parameters
    ----------
    path : path-like or Traversable
        A TOML file of ``["id"]`` tables, each with ``en`` and ``ja`` strings.

    Returns
    -------
    dict
        ``{id: {"en": str, "ja": str}}``.

    Raises
    ------
    ValueError
        If the file is not valid TOML or an entry lacks a language (the message names
        the file and the id).
    """
    name = getattr(path, "name", str(path))
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as exc:
        raise ValueError(f"catalogue file {name}: {exc}") from None
    return {msg_id: _check_entry(msg_id, texts, name) for msg_id, texts in data.items()}


def catalogue() -> dict[str, dict[str, str]]:
    """The whole catalogue ``{id: {"en", "ja"}}``, loading the data files on first use.

    Raises
    ------
    ValueError
        If a file is malformed or two files give one id different texts.
    """
    global _LOADED
    if not _LOADED:
        for f in message_files():
            where = f"{f.parent.parent.name}/messages/{f.name}"
            for msg_id, texts in load_file(f).items():
                _add(msg_id, texts, where)
        _LOADED = True
    return _CATALOGUE


def register(entries: dict[str, dict[str, str]]) -> None:
    """Add catalogue entries ``{id: {"en": ..., "ja": ...}}`` at run time.

    Meant for messages that are not part of the package (a teacher's own exercises);
    the package's own messages are in its data files.

    Raises
    ------
    ValueError
        If an entry lacks a language of :data:`LANGS`, or an id is registered again with
        different text.
    """
    catalogue()
    for msg_id, texts in entries.items():
        _add(msg_id, _check_entry(msg_id, texts, "register()"), "register()")


def check_lang(lang: str) -> str:
    """Return ``lang`` if it is supported.

    Raises
    ------
    ValueError
        If ``lang`` is not one of :data:`LANGS`.
    """
    if not isinstance(lang, str) or lang not in LANGS:
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
    text = catalogue()[msg_id][lang].format(**fields)
    return furigana.at_level(text) if lang == "ja" else text


def has(msg_id: str) -> bool:
    """Whether ``msg_id`` is in the catalogue."""
    return msg_id in catalogue()


def ids(prefix: str = "") -> list[str]:
    """Return the sorted catalogue ids starting with ``prefix``."""
    return sorted(k for k in catalogue() if k.startswith(prefix))


def texts(prefix: str, lang: str = "en") -> dict[str, str]:
    """Return ``{id: text}`` for every id starting with ``prefix``, unformatted, in ``lang``."""
    check_lang(lang)
    cat = catalogue()
    if lang == "ja":
        return {k: furigana.at_level(cat[k][lang]) for k in ids(prefix)}
    return {k: cat[k][lang] for k in ids(prefix)}


def authored_texts(msg_id: str) -> dict[str, str]:
    """Catalogue text ``msg_id`` in every language, unformatted, as data an object keeps (a
    puzzle's title, a hint): ``{"en": ..., "ja": ...}``, the Japanese with every reading it
    has (:func:`authored` shows those of the level in force).

    Raises
    ------
    KeyError
        If ``msg_id`` is not in the catalogue.
    """
    return dict(catalogue()[msg_id])


def authored(texts: dict, lang: str) -> str:
    """An authored text ``{"en": ..., "ja": ...}`` (a teacher's puzzle title, a catalogue
    text kept as data) in ``lang``, "" when it has none in ``lang``: Japanese carries the
    readings of the reading list and its own at the level in force, as :func:`t` gives them.

    Raises
    ------
    ValueError
        If ``lang`` is not supported.
    """
    text = str(texts.get(check_lang(lang), ""))
    return furigana.read(text) if lang == "ja" else text


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
