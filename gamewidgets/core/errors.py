"""Base errors. Every message is produced from the i18n catalogue in the chosen language."""

from __future__ import annotations

from gamewidgets.core.i18n import join_sentences, t


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


def render_fields(fields: dict, lang: str) -> dict:
    """Render every field that has a ``text(lang)`` method (a :class:`Msg`, an error) in
    ``lang``; other values are returned as they are."""
    return {k: (v.text(lang) if hasattr(v, "text") else v) for k, v in fields.items()}


class GameError(Exception):
    """Base class of every error raised by gamewidgets.

    Parameters
    ----------
    message_id : str
        Catalogue id of the message (see :mod:`gamewidgets.core.i18n`).
    lang : {"en", "ja"}
        Language of ``str(error)``.
    **fields
        Values substituted into the message template; a value with a ``text(lang)``
        method (:class:`Msg`) is rendered in the language asked.

    Attributes
    ----------
    message_id : str
    fields : dict
    lang : str
    """

    def __init__(self, message_id: str, lang: str = "en", **fields):
        self.message_id = message_id
        self.fields = fields
        self.lang = lang
        super().__init__(self.message)

    @property
    def message(self) -> str:
        """The message in ``self.lang``."""
        return self.text(self.lang)

    def text(self, lang: str) -> str:
        """Return the message in ``lang`` ("en" or "ja")."""
        return t(self.message_id, lang, **render_fields(self.fields, lang))


class GameRuleError(GameError):
    """An action that the rules do not allow; the state is left unchanged.

    The message says what was wrong and, when ``hint`` is given, what is allowed now.

    Parameters
    ----------
    message_id : str
        Catalogue id of what was wrong.
    lang : {"en", "ja"}
        Language of ``str(error)``.
    hint : Msg or None
        What is allowed in the game's current phase, appended to the message.
    **fields
        Template values.
    """

    def __init__(self, message_id: str, lang: str = "en", *, hint: Msg | None = None,
                 **fields):
        self.hint = hint
        super().__init__(message_id, lang, **fields)

    def text(self, lang: str) -> str:
        """Return the message, then what is allowed now, in ``lang`` ("en" or "ja")."""
        out = super().text(lang)
        return join_sentences(lang, [out, self.hint.text(lang) if self.hint else ""])
