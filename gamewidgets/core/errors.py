"""Base errors. Every message is produced from the i18n catalogue in the chosen language."""

from __future__ import annotations

from gamewidgets.core.i18n import t


class GameError(Exception):
    """Base class of every error raised by gamewidgets.

    Parameters
    ----------
    message_id : str
        Catalogue id of the message (see :mod:`gamewidgets.core.i18n`).
    lang : {"en", "ja"}
        Language of ``str(error)``.
    **fields
        Values substituted into the message template.

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
        return t(self.message_id, self.lang, **self.fields)

    def text(self, lang: str) -> str:
        """Return the message in ``lang`` ("en" or "ja")."""
        return t(self.message_id, lang, **self.fields)


class GameRuleError(GameError):
    """An action that the rules do not allow; the state is left unchanged.

    The message says what was wrong and what is allowed.
    """
