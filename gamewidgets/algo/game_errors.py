"""Errors of the algo game: what was wrong, and what is allowed now (rules/algo.md 3-6)."""

from __future__ import annotations

from gamewidgets.core.errors import GameRuleError, Msg


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
        super().__init__(message_id, lang, hint=hint, **fields)

