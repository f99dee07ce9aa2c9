"""Base errors. Every message is produced from the i18n catalogue in the chosen language."""

from __future__ import annotations

from gamewidgets.core.furigana import plain
from gamewidgets.core.i18n import join_sentences, t
from gamewidgets.core.text import Msg, Seat, Words, render_fields

__all__ = ["GameError", "GameRuleError", "IntentError", "Msg", "StepLimitError", "render_fields"]


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
        super().__init__(message_id)

    def __str__(self) -> str:
        # a traceback is plain text: readings as 漢字（かんじ）, without the marks the
        # widgets turn into ruby
        return plain(self.message)

    @property
    def message(self) -> str:
        """The message in ``self.lang``."""
        return self.text(self.lang)

    def text(self, lang: str) -> str:
        """Return the message in ``lang`` ("en" or "ja")."""
        return t(self.message_id, lang, **render_fields(self.fields, lang))

    def in_lang(self, lang: str):
        """This error with ``str()`` in ``lang`` (the same object, for ``raise ... from``)."""
        self.lang = lang
        return self

    def named(self, names):
        """This error with the players it names (:class:`~gamewidgets.core.text.Seat`
        fields, alone or in :class:`~gamewidgets.core.text.Words`, of the message and of
        its hint) called by ``names``, one per seat (None: the default names); returns
        the same object."""
        hint = getattr(self, "hint", None)
        for value in [*self.fields.values(), *(hint.fields.values() if hint else ())]:
            for item in value.items if isinstance(value, Words) else [value]:
                if isinstance(item, Seat):
                    item.names = names
        return self


class GameRuleError(GameError):
    """An action that the rules do not allow; the state is left unchanged.

    The message says what was wrong and, when ``hint`` is given, what is allowed now
    (:meth:`gamewidgets.core.engine.GameState.apply` adds the state's hint to an error
    raised without one). Each game subclasses it (``GraminRuleError``, ...).

    Parameters
    ----------
    message_id : str
        Catalogue id of what was wrong.
    hint : Msg or None
        What is allowed in the game's current phase, appended to the message.
    lang : {"en", "ja"}
        Language of ``str(error)``.
    allowed_values : iterable, optional
        The values that would have been allowed for the refused call (actions, targets,
        seats), for programs that want them (:attr:`allowed`).
    **fields
        Template values.

    Attributes
    ----------
    allowed : list
        ``allowed_values`` as a list (``[]`` if not given).
    """

    def __init__(self, message_id: str, hint: Msg | None = None, lang: str = "en", *,
                 allowed_values=None, **fields):
        self.hint = hint
        self.allowed = list(allowed_values or [])
        super().__init__(message_id, lang, **fields)

    def text(self, lang: str) -> str:
        """Return the message, then what is allowed now, in ``lang`` ("en" or "ja")."""
        out = super().text(lang)
        return join_sentences(lang, [out, self.hint.text(lang) if self.hint else ""])


class IntentError(GameError):
    """A message from the browser (or a widget call) that cannot be applied.

    Raised before anything changes, so the widget and its game are exactly as before.
    The message says what was wrong and what is allowed.
    """


class StepLimitError(GameError, RuntimeError):
    """A loop of automatic moves (bots playing a game) reached its step limit.

    Parameters
    ----------
    limit : int
        The limit that was reached (actions applied).
    lang : {"en", "ja"}
        Language of ``str(error)``.
    """

    def __init__(self, limit: int, lang: str = "en"):
        self.limit = limit
        super().__init__("core.error.step_limit", lang, limit=limit)
