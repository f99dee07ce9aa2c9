"""Errors of the algo game: what was wrong, and what is allowed now (rules/algo.md 3-6)."""

from __future__ import annotations

from gamewidgets.algo import messages_game  # noqa: F401  (registers the catalogue)
from gamewidgets.core.errors import GameRuleError
from gamewidgets.core.i18n import t


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
    """Render every field that has a ``text(lang)`` method (a :class:`Msg`, an error)."""
    return {k: (v.text(lang) if hasattr(v, "text") else v) for k, v in fields.items()}


class AlgoRuleError(GameRuleError):
    """An illegal action on an :class:`~gamewidgets.algo.AlgoGame`; the game is unchanged.

    The message says what was wrong (``message_id``, ``algo.error.game.*``) followed by
    what is allowed now (``hint``, ``algo.game.now.*``), in English or Japanese.

    Parameters
    ----------
    message_id : str
        Catalogue id.
    hint : Msg or None
        What is allowed in the game's current phase.
    lang : {"en", "ja"}
        Language of ``str(error)``.
    **fields
        Template values.
    """

    def __init__(self, message_id: str, hint: Msg | None = None, lang: str = "en", **fields):
        self.hint = hint
        super().__init__(message_id, lang, **fields)

    @property
    def message(self) -> str:
        """The message in ``self.lang``."""
        return self.text(self.lang)

    def text(self, lang: str) -> str:
        """The message, then what is allowed now, in ``lang`` ("en" or "ja")."""
        out = t(self.message_id, lang, **render_fields(self.fields, lang))
        if self.hint is not None:
            out += " " + self.hint.text(lang)
        return out
