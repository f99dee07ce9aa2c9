"""Errors of the multiplayer game: what was wrong, and what is allowed now (rules/gramin.md 3-5)."""

from __future__ import annotations

from gamewidgets.core.errors import GameRuleError, Msg


class GraminRuleError(GameRuleError):
    """An illegal call on a :class:`~gamewidgets.gramin.GraminGame`; the game is unchanged.

    The message says what was wrong (``message_id``) followed by what is allowed now
    (``hint``), in English or Japanese.

    Parameters
    ----------
    message_id : str
        Catalogue id, ``gramin.error.game.*``.
    hint : Msg or None
        What is allowed in the game's current phase (``gramin.game.now.*``).
    lang : {"en", "ja"}
        Language of ``str(error)``.
    **fields
        Template values; :class:`Msg` values and errors are rendered in the language asked.

    Attributes
    ----------
    card_index : int or None
        For a program that does not parse: the 1-based index of the offending card.
    """

    def __init__(self, message_id: str, hint: Msg | None = None, lang: str = "en", **fields):
        inner = fields.get("detail")
        self.card_index = getattr(inner, "card_index", None)
        super().__init__(message_id, lang, hint=hint, **fields)

