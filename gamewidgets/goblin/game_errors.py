"""Errors of Goblin Escape: what was wrong, and what is allowed now (rules/goblin.md 3-5)."""

from __future__ import annotations

from gamewidgets.core.errors import GameRuleError
from gamewidgets.core.i18n import t
from gamewidgets.goblin import messages  # noqa: F401  (registers the catalogue)


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


def render_fields(fields: dict, lang: str) -> dict:
    """Render every field that has a ``text(lang)`` method (a :class:`Msg`, :class:`Words`)."""
    return {k: (v.text(lang) if hasattr(v, "text") else v) for k, v in fields.items()}


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
        self.hint = hint
        self.allowed = list(allowed_values or [])
        super().__init__(message_id, lang, **fields)

    @property
    def message(self) -> str:
        """The message in ``self.lang``."""
        return self.text(self.lang)

    def text(self, lang: str) -> str:
        """Return the message, then what is allowed now, in ``lang`` ("en" or "ja")."""
        out = t(self.message_id, lang, **render_fields(self.fields, lang))
        if self.hint is not None:
            out += " " + self.hint.text(lang)
        return out
