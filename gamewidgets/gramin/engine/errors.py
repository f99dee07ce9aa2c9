"""The errors of Gramin Expedition: each says what was wrong (and, for a rule, what is
allowed now) in English or Japanese, from the catalogue (docs/rules/gramin.md 1-5)."""

from __future__ import annotations

from gamewidgets.core.errors import GameError, GameRuleError
from gamewidgets.core.text import Seat


def seat(player: int) -> Seat:
    """Seat ``player`` (0-based) in a message about a call: "player=0" in English;
    「プレーヤー1（player=0）」 in Japanese, a person's count beside the code's, or the
    game's name for the seat when it refuses the call."""
    return Seat(player, "gramin.game.default_name", "gramin.game.term.seat")


def person(player: int) -> Seat:
    """Seat ``player`` (0-based) by its name alone, where the message shows the code's
    number already: "Player 1" / 「プレーヤー1」 or the game's name."""
    return Seat(player, "gramin.game.default_name")


class GraminRuleError(GameRuleError):
    """An illegal call on a :class:`~gamewidgets.gramin.GraminGame`; the game is unchanged.

    Rule code raises it with a catalogue id (``gramin.error.game.*`` or a core
    ``core.error.rule.*``) and its fields; :meth:`GraminGame.apply` adds what is allowed
    now as its ``hint`` (see :class:`~gamewidgets.core.errors.GameRuleError`).
    """

    @property
    def card_index(self) -> int | None:
        """For a program that does not parse: the 1-based index of the offending card."""
        return getattr(self.fields.get("detail"), "card_index", None)


class BoardError(GameError, ValueError):
    """A board that cannot be read or laid out (also a ``ValueError``); its message comes
    from the catalogue (``gramin.error.board.*``), so :meth:`in_lang` can give it in
    Japanese too.

    Parameters
    ----------
    message_id : str
        Catalogue id of the message.
    lang : {"en", "ja"}
    **fields
        Values for the message template.
    """


class ProgramSyntaxError(ValueError, GameError):
    """A program that cannot run as laid (also a ``ValueError``).

    Parameters
    ----------
    message_id : str
        Catalogue id of the message.
    card_index : int or None
        1-based position of the offending card in the program, or None when the whole
        program is at fault.
    lang : {"en", "ja"}
    **fields
        Values for the message template.

    Attributes
    ----------
    card_index : int or None
    message_id : str
    """

    def __init__(self, message_id: str, card_index: int | None, lang: str = "en", **fields):
        self.card_index = card_index
        GameError.__init__(self, message_id, lang, index=card_index, **fields)


class TraceLimitError(GameError, RuntimeError):
    """A program ran more frames than ``max_frames`` allows (``.limit``)."""

    def __init__(self, limit: int, lang: str = "en"):
        self.limit = limit
        super().__init__("gramin.error.max_frames", lang, limit=limit)
