"""Errors of algo: an illegal action, a view that no deal fits, a slot a deduction lacks.

Every message comes from the catalogue in English and Japanese and says what was wrong
and, where it can, what is allowed (docs/rules/algo.md 3-6, 8).
"""

from __future__ import annotations

from gamewidgets.core.errors import GameError, GameRuleError


class AlgoRuleError(GameRuleError):
    """An illegal action on an :class:`~gamewidgets.algo.AlgoGame`; the game is unchanged.

    The message says what was wrong (``algo.error.game.*`` or a ``core.error.rule.*``
    id) followed by what is allowed now (``hint``, ``algo.game.now.*``, added by the
    game's ``apply``); ``str()`` is English, ``text(lang)`` any language. Parameters as
    :class:`~gamewidgets.core.errors.GameRuleError`.
    """


class ViewError(GameError, ValueError):
    """A malformed or inconsistent :class:`~gamewidgets.algo.AlgoView`, or one that no
    deal fits.

    Also a ``ValueError``; the message names the token and the reason
    (``.fields["token"]``). The token is quoted as typed, with a character text cannot
    carry (a lone surrogate) escaped, so the message can always be shown and sent.
    """

    def text(self, lang: str) -> str:
        """The message in ``lang`` ("en" or "ja"), every character encodable."""
        return super().text(lang).encode("utf-8", "backslashreplace").decode("utf-8")


class SlotLookupError(GameError, LookupError):
    """A row or card position that a :class:`~gamewidgets.algo.Deduction` does not have;
    ``str()`` is the sentence itself (a ``KeyError`` would quote it)."""

    def __str__(self) -> str:
        return self.message


class RowNotFoundError(SlotLookupError, KeyError):
    """The row is the viewer's own or not in the view (also a ``KeyError``)."""


class IndexOutOfRowError(SlotLookupError, IndexError):
    """The 0-based index is not a position of the row (also an ``IndexError``)."""
