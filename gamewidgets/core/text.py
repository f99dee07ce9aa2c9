"""Pieces of sentences worded in the language of the sentence that holds them.

A message is built from a catalogue template and fields. A field may itself need
wording (a list of names, a nested message): the classes here keep such a field
unworded until the message is rendered, so one error or event reads in one language
whatever language it was made in.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from gamewidgets.core.i18n import has, t

MAX_SHOWN = 40
"""Characters of a received value quoted back in an error message."""


def shown(value) -> str:
    """``repr(value)`` cut to :data:`MAX_SHOWN` characters, safe to send to a browser or
    put in a message (a lone surrogate or other unencodable character is escaped)."""
    text = repr(value)
    if len(text) > MAX_SHOWN:
        text = text[:MAX_SHOWN - 1] + "…"
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


def is_text(value: str) -> bool:
    """Whether ``value`` can be sent to a browser and saved: no lone surrogate (a
    browser's string may hold one; UTF-8, the widget messages' encoding, has none)."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def render_fields(fields: dict, lang: str) -> dict:
    """Render every field that has a ``text(lang)`` method in ``lang``.

    Parameters
    ----------
    fields : dict
        Template values; :class:`Msg`, :class:`Phrase`, :class:`Words` and errors are
        worded, other values are returned as they are.
    lang : {"en", "ja"}

    Returns
    -------
    dict
    """
    return {k: (v.text(lang) if hasattr(v, "text") else v) for k, v in fields.items()}


class Msg:
    """A catalogue message rendered lazily, so it can sit inside another message's fields.

    Parameters
    ----------
    msg_id : str
        Catalogue id.
    **fields
        Values for the template; a value with a ``text(lang)`` method is rendered in the
        same language.
    """

    def __init__(self, msg_id: str, **fields):
        self.msg_id = msg_id
        self.fields = fields

    def text(self, lang: str = "en") -> str:
        """The message in ``lang``."""
        return t(self.msg_id, lang, **render_fields(self.fields, lang))

    def __repr__(self) -> str:
        return f"Msg({self.msg_id!r}, {self.fields!r})"


class Phrase:
    """A field worded by a function of the language: ``Phrase(lambda lang: ...)``.

    Parameters
    ----------
    make : callable
        ``make(lang) -> str``.
    """

    def __init__(self, make: Callable[[str], str]):
        self.make = make

    def text(self, lang: str = "en") -> str:
        """The phrase in ``lang``."""
        return self.make(lang)

    def __str__(self) -> str:
        return self.make("en")


class Words:
    """Items joined as a list is written in each language ("2, 3" / "2、3").

    Parameters
    ----------
    items : iterable
        Strings with a catalogue entry ``prefix + item`` are translated; values with a
        ``text(lang)`` method are worded; anything else is shown with ``str``.
    prefix : str
        Catalogue prefix, e.g. ``"goblin.action."``; ``""`` (default) for plain values.
    empty : str
        Catalogue id of what an empty list reads as (default ``"core.list.nobody"``).
    """

    def __init__(self, items: Iterable, prefix: str = "", empty: str = "core.list.nobody"):
        self.items = list(items)
        self.prefix = prefix
        self.empty = empty

    def words(self, lang: str) -> list[str]:
        """Each item worded in ``lang``."""
        out = []
        for x in self.items:
            key = f"{self.prefix}{x}"
            if hasattr(x, "text"):
                out.append(x.text(lang))
            elif self.prefix and has(key):
                out.append(t(key, lang))
            else:
                out.append(str(x))
        return out

    def text(self, lang: str = "en") -> str:
        """The items joined with the language's list separator."""
        if not self.items:
            return t(self.empty, lang)
        return t("core.list.sep", lang).join(self.words(lang))

    def __repr__(self) -> str:
        return f"Words({self.items!r}, prefix={self.prefix!r})"
