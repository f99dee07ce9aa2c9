"""algo's catalogue entries for views, deductions and exercises (English and Japanese).

Japanese uses the game's own terms (アルゴ, 白, 黒, 山札, アタック, 表向き).
"""

from __future__ import annotations

from gamewidgets.core.errors import GameError
from gamewidgets.core.i18n import t


class ViewError(GameError, ValueError):
    """A malformed or inconsistent :class:`~gamewidgets.algo.view.AlgoView`.

    Also a ``ValueError``; the message names the token and the reason
    (``.fields["token"]``).
    """

    def __init__(self, message_id: str, lang: str = "en", **fields):
        super().__init__(message_id, lang, **fields)

    @property
    def message(self) -> str:
        """The message in ``self.lang``."""
        return self.text(self.lang)

    def text(self, lang: str) -> str:
        """The message in ``lang``; a :class:`Phrase` field is worded in ``lang`` too."""
        fields = {k: v.text(lang) if isinstance(v, Phrase) else v
                  for k, v in self.fields.items()}
        return t(self.message_id, lang, **fields)


class Phrase:
    """A message field worded when the message is: ``Phrase(lambda lang: ...)``, so that
    a sentence built from parts (a slot's name, a reason) reads in one language."""

    def __init__(self, make):
        self.make = make

    def text(self, lang: str) -> str:
        """The phrase in ``lang``."""
        return self.make(lang)

    def __str__(self) -> str:
        return self.make("en")


class SlotLookupError(GameError, LookupError):
    """A row or card position that a :class:`~gamewidgets.algo.deduction.Deduction` does
    not have; ``str()`` is the sentence itself (KeyError would quote it)."""

    def __str__(self) -> str:
        return self.message


class RowNotFoundError(SlotLookupError, KeyError):
    """The row is the viewer's own or not in the view (also a ``KeyError``)."""


class IndexOutOfRowError(SlotLookupError, IndexError):
    """The 0-based index is not a position of the row (also an ``IndexError``)."""



