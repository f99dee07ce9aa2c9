"""Errors of Goblin Escape: what was wrong, and what is allowed now (rules/goblin.md 3-5)."""

from __future__ import annotations

from gamewidgets.core.errors import GameRuleError, Msg
from gamewidgets.core.i18n import t


class Words:
    """A list of catalogue words (``goblin.action.*``) or plain values, joined per language.

    Parameters
    ----------
    items : iterable
        Strings with a catalogue entry ``prefix + item`` are translated; other values are
        shown as they are.
    prefix : str
        Catalogue prefix, e.g. ``"goblin.action."``; ``""`` for plain values.
    """

    def __init__(self, items, prefix: str = ""):
        self.items = list(items)
        self.prefix = prefix

    def text(self, lang: str = "en") -> str:
        """The items joined with the language's list separator ("nobody" if empty)."""
        from gamewidgets.core.i18n import has

        if not self.items:
            return t("goblin.term.nobody", lang)
        out = []
        for x in self.items:
            key = f"{self.prefix}{x}"
            out.append(t(key, lang) if self.prefix and has(key) else str(x))
        return t("goblin.term.list_sep", lang).join(out)


class GoblinRuleError(GameRuleError):
    """An illegal call on a :class:`~gamewidgets.goblin.GoblinGame`; the game is unchanged.

    The message says what was wrong (``message_id``, ``goblin.error.*``) followed by what
    is allowed now (``hint``, ``goblin.now.*``), in English or Japanese.

    Parameters
    ----------
    message_id : str
        Catalogue id.
    hint : Msg or None
        What is allowed in the game's current phase.
    lang : {"en", "ja"}
        Language of ``str(error)``.
    **fields
        Template values; :class:`Msg`/:class:`Words` values are rendered in the language
        asked.

    Attributes
    ----------
    allowed : list
        The allowed values for the call that failed (actions, targets or players; from
        the ``allowed_values`` argument), or ``[]``. Handy for widgets and bots.
    """

    def __init__(self, message_id: str, hint: Msg | None = None, lang: str = "en",
                 allowed_values=None, **fields):
        self.allowed = list(allowed_values or [])
        super().__init__(message_id, lang, hint=hint, **fields)

