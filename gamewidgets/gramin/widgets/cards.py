"""Cards as the browser draws them, and the intents that edit a program card by card.

The sandbox (:class:`~gamewidgets.gramin.widgets.sandbox.GraminWidget`) and the game's
program builder (:class:`~gamewidgets.gramin.widgets.builder.Builder`) edit a program with
the same intents, checked by :data:`EDIT_INTENTS` and applied by :func:`edit`; a refused
edit changes nothing.
"""

from __future__ import annotations

from gamewidgets.core.errors import IntentError
from gamewidgets.core.widget import Int, Str
from gamewidgets.gramin.engine.cards import LoopOpen, MoveCard
from gamewidgets.gramin.engine.errors import ProgramSyntaxError
from gamewidgets.gramin.engine.options import GraminRules
from gamewidgets.gramin.engine.program import card_of_token, tokenize
from gamewidgets.gramin.teaching.code_view import MAX_CODE_TEXT, from_python

MAX_PROGRAM_TEXT = 2000
"""Characters of program text an intent may carry; far beyond any real program."""

EDIT_INTENTS = {
    "add_card": {"token": Str(max_len=40), "at": Int(optional=True)},
    "remove_card": {"index": Int()},
    "turn_card": {"index": Int()},
    "move_card": {"from": Int(), "to": Int()},
    "clear": {},
    "set_program": {"text": Str(max_len=MAX_PROGRAM_TEXT)},
    "set_python": {"text": Str(max_len=MAX_CODE_TEXT)},
}
"""The intents that edit a program (indices 0-based): ``add_card`` {token, at?},
``remove_card`` {index}, ``turn_card`` {index}, ``move_card`` {from, to}, ``clear``,
``set_program`` {text} (card tokens), ``set_python`` {text} (Python-like code, see
:func:`~gamewidgets.gramin.teaching.code_view.from_python`)."""


def _card(token):
    try:
        return card_of_token(token) if isinstance(token, str) else None
    except ProgramSyntaxError:
        return None


def card_view(token: str) -> dict:
    """What the browser needs to draw a card token, so it never parses tokens itself.

    Returns
    -------
    dict
        ``{"token", "kind", "dir", "count", "symbol"}``: kind ``"step"``/``"dash"``/
        ``"jump"``/``"loop_open"``/``"loop_close"``/``"unknown"``; dir ``"up"``/``"right"``/
        ``"down"``/``"left"`` for move cards, else None; count N of ``forN(``, else None.
    """
    card = _card(token)
    if card is None:
        return {"token": token, "kind": "unknown", "dir": None, "count": None, "symbol": token}
    view = {"token": card.token, "kind": "", "dir": None, "count": None, "symbol": card.symbol}
    if isinstance(card, MoveCard):
        view.update(kind=card.kind, dir=card.direction.name.lower())
    elif isinstance(card, LoopOpen):
        view.update(kind="loop_open", count=card.count)
    else:
        view.update(kind="loop_close")
    return view


def hand_kind(token: str) -> str:
    """What a hand card is whatever direction it is laid in: ``"2L"`` -> ``"dash"``."""
    card = _card(token)
    if card is None:
        return token
    return card.kind if isinstance(card, MoveCard) else card.token


def hand_view(hand: list[str], laid: list[str]) -> list[dict]:
    """The hand's cards as :func:`card_view` dicts, each with ``"used"``: whether a laid
    card takes it (a move card laid in any direction takes one of its kind)."""
    left = list(laid)
    view = []
    for tok in hand:
        kind = hand_kind(tok)
        match = next((x for x in left if hand_kind(x) == kind), None)
        if match is not None:
            left.remove(match)
        view.append({**card_view(tok), "used": match is not None})
    return view


def _index(key: str, value: int, size: int, lang: str) -> int:
    if not 0 <= value < size:
        raise IntentError("core.error.intent.range", lang, key=key, value=value, low=0,
                          high=size - 1)
    return value


def edit(tokens: list[str], kind: str, fields: dict, offered: list[str],
         hand: list[str] | None, lang: str = "en",
         rules: GraminRules | None = None) -> list[str]:
    """The program ``tokens`` after one checked edit intent (see :data:`EDIT_INTENTS`).

    Parameters
    ----------
    tokens : list of str
        The cards laid now; not modified.
    kind : str
        An intent type of :data:`EDIT_INTENTS`.
    fields : dict
        Its fields, as :func:`gamewidgets.core.widget.check_intent` gives them.
    offered : list of str
        Tokens that may be added.
    hand : list of str or None
        The hand's cards (each usable once, in any direction), or None for a free palette.
    lang : {"en", "ja"}
    rules : GraminRules, optional
        Loop limits for ``set_python``.

    Returns
    -------
    list of str

    Raises
    ------
    IntentError
        An index out of range, a card that is not offered or not left in the hand, or a
        loop card to turn.
    PythonCodeError
        If the text of ``set_python`` does not read as cards (with its line).
    """
    new = list(tokens)
    if kind == "add_card":
        token, at = fields["token"], fields["at"]
        if token not in offered:
            raise IntentError("gramin.error.intent.token", lang, token=repr(token),
                              allowed=" ".join(offered))
        if hand is not None and sum(hand_kind(x) == hand_kind(token) for x in hand) <= \
                sum(hand_kind(x) == hand_kind(token) for x in tokens):
            raise IntentError("gramin.error.intent.hand_empty", lang, token=token)
        new.insert(len(new) if at is None else _index("at", at, len(new) + 1, lang), token)
    elif kind == "remove_card":
        del new[_index("index", fields["index"], len(new), lang)]
    elif kind == "turn_card":
        i = _index("index", fields["index"], len(new), lang)
        card = _card(new[i])
        if not isinstance(card, MoveCard):
            raise IntentError("gramin.error.intent.not_turnable", lang, index=i + 1,
                              token=new[i])
        new[i] = card.turned().token
    elif kind == "move_card":
        i = _index("from", fields["from"], len(new), lang)
        new.insert(_index("to", fields["to"], len(new), lang), new.pop(i))
    elif kind == "clear":
        new = []
    elif kind == "set_program":
        new = tokenize(fields["text"])
    elif kind == "set_python":
        new = from_python(fields["text"], rules, lang).tokens()
    return new
