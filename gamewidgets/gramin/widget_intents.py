"""Checking and applying the intents the browser sends to GraminWidget.

Every intent is validated in full before anything changes, so a malformed message
leaves the program exactly as it was.
"""

from __future__ import annotations

from gamewidgets.core.errors import GameError
from gamewidgets.gramin.cards import MoveCard
from gamewidgets.gramin.code_view import MAX_CODE_TEXT, from_python
from gamewidgets.gramin.program import ProgramSyntaxError, card_of_token, tokenize

INTENTS = ("add_card", "remove_card", "turn_card", "move_card", "clear", "run", "set_program",
           "set_python")
MAX_PROGRAM_TEXT = 2000  # characters; far beyond any real program


class IntentError(GameError):
    """A message from the browser that cannot be applied; nothing was changed."""


def _index(content: dict, key: str, size: int, lang: str) -> int:
    value = content.get(key)
    if isinstance(value, bool) or not isinstance(value, int):
        raise IntentError("gramin.error.intent.index_type", lang, key=key, value=repr(value))
    if not 0 <= value < size:
        raise IntentError("gramin.error.intent.index_range", lang, key=key, value=value,
                          last=size - 1)
    return value


def apply_intent(content, tokens: list[str], palette: list[str], hand: list[str] | None,
                 lang: str = "en", rules=None) -> tuple[list[str], str]:
    """Return ``(new_tokens, type)`` for one intent; ``tokens`` is not modified.

    Parameters
    ----------
    content : dict
        ``{"type": ...}`` plus the intent's fields: ``add_card`` {token, at?},
        ``remove_card`` {index}, ``turn_card`` {index}, ``move_card`` {from, to},
        ``set_program`` {text}, ``set_python`` {text} (Python-like code, see
        :func:`~gamewidgets.gramin.code_view.from_python`), ``clear``, ``run``. Indices
        are 0-based.
    tokens : list of str
        The cards laid now.
    palette : list of str
        Tokens the student may add.
    hand : list of str or None
        The hand's cards (each usable once, any direction), or None for a free palette.
    rules : GraminRules, optional
        Loop limits for ``set_python``.

    Raises
    ------
    IntentError
        If the message is not a dict, has an unknown type, a field of the wrong type or
        out of range, or asks for a card that is not offered or not left in the hand.
    PythonCodeError
        If the text of ``set_python`` does not read as cards (with its line).
    """
    if not isinstance(content, dict) or not isinstance(content.get("type"), str):
        raise IntentError("gramin.error.intent.shape", lang, allowed=", ".join(INTENTS))
    kind = content["type"]
    if kind not in INTENTS:
        raise IntentError("gramin.error.intent.unknown", lang, type=kind,
                          allowed=", ".join(INTENTS))
    new = list(tokens)
    if kind == "add_card":
        token = content.get("token")
        if not isinstance(token, str) or token not in palette:
            raise IntentError("gramin.error.intent.token", lang, token=repr(token),
                              allowed=" ".join(palette))
        if hand is not None and _left_in_hand(token, tokens, hand) < 1:
            raise IntentError("gramin.error.intent.hand_empty", lang, token=token)
        at = content.get("at", len(new))
        if at != len(new):
            at = _index(content, "at", len(new) + 1, lang)
        new.insert(at, token)
    elif kind == "remove_card":
        del new[_index(content, "index", len(new), lang)]
    elif kind == "turn_card":
        i = _index(content, "index", len(new), lang)
        card = _card(new[i])
        if not isinstance(card, MoveCard):
            raise IntentError("gramin.error.intent.not_turnable", lang, index=i + 1,
                              token=new[i])
        new[i] = card.turned().token
    elif kind == "move_card":
        i = _index(content, "from", len(new), lang)
        j = _index(content, "to", len(new), lang)
        new.insert(j, new.pop(i))
    elif kind == "clear":
        new = []
    elif kind == "set_program":
        text = content.get("text")
        if not isinstance(text, str) or len(text) > MAX_PROGRAM_TEXT:
            raise IntentError("gramin.error.intent.text", lang, limit=MAX_PROGRAM_TEXT)
        new = tokenize(text)
    elif kind == "set_python":
        text = content.get("text")
        if not isinstance(text, str) or len(text) > MAX_CODE_TEXT:
            raise IntentError("gramin.error.intent.text", lang, limit=MAX_CODE_TEXT)
        new = from_python(text, rules, lang).tokens()
    return new, kind


def _card(token: str):
    try:
        return card_of_token(token)
    except ProgramSyntaxError:
        return None


def hand_kind(token: str) -> str:
    """What a hand card is whatever direction it is laid in: ``"2L"`` -> ``"dash"``."""
    card = _card(token)
    if card is None:
        return token
    return card.kind if isinstance(card, MoveCard) else card.token


def _left_in_hand(token: str, tokens: list[str], hand: list[str]) -> int:
    kind = hand_kind(token)
    return sum(hand_kind(x) == kind for x in hand) - sum(hand_kind(x) == kind for x in tokens)
