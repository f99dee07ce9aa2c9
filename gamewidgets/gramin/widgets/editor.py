"""The program editor: cards as the browser draws them, the intents that edit a program
card by card, and the base of the widgets that hold an editor.

The sandbox (:class:`~gamewidgets.gramin.widgets.sandbox.GraminWidget`) and the game's
program builder (:class:`~gamewidgets.gramin.widgets.builder.Builder`, in
:class:`~gamewidgets.gramin.widgets.game.GraminGameWidget`) edit a program with the same
intents, checked by :data:`EDIT_INTENTS`, handled by :class:`EditorWidget` and computed by
the pure :func:`edit`; a refused edit changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial, partialmethod

from gamewidgets.core.errors import IntentError
from gamewidgets.core.i18n import t
from gamewidgets.core.text import Phrase, shown
from gamewidgets.core.widget import GameWidget, Int, Str
from gamewidgets.gramin.engine.cards import Direction, LoopOpen, MoveCard, card_face, card_faces
from gamewidgets.gramin.engine.deck import first_missing, hand_kind
from gamewidgets.gramin.engine.errors import ProgramSyntaxError
from gamewidgets.gramin.engine.options import GraminRules
from gamewidgets.gramin.engine.program import MAX_CARDS
from gamewidgets.gramin.engine.tokens import card_of_token, tokenize
from gamewidgets.gramin.teaching.code_view import MAX_CODE_TEXT, from_python

MAX_PROGRAM_TEXT = 2000
"""Characters of program text an intent may carry; far beyond any real program."""

DIRECTIONS = tuple(d.name.lower() for d in Direction)
"""A move card's ways as the intents name them: ``"up"``, ``"right"``, ``"down"``,
``"left"``."""

EDIT_INTENTS = {
    "add_card": {"token": Str(max_len=40), "at": Int(optional=True),
                 "dir": Str(choices=DIRECTIONS, optional=True)},
    "remove_card": {"index": Int()},
    "turn_card": {"index": Int(), "dir": Str(choices=DIRECTIONS, optional=True)},
    "move_card": {"from": Int(), "to": Int()},
    "clear": {},
    "set_program": {"text": Str(max_len=MAX_PROGRAM_TEXT)},
    "set_python": {"text": Str(max_len=MAX_CODE_TEXT)},
}
"""The intents that edit a program (indices 0-based): ``add_card`` {token, at?, dir?}
(``dir``: the move card ``token`` laid facing that way, as a letter R, U, D or L typed
at a card of the hand lays it), ``remove_card`` {index}, ``turn_card`` {index, dir?}
(``dir``: facing that way; none: a quarter turn clockwise), ``move_card`` {from, to}, ``clear``,
``set_program`` {text} (card tokens), ``set_python`` {text} (Python-like code, see
:func:`~gamewidgets.gramin.teaching.code_view.from_python`)."""


def named(token: str) -> Phrase:
    """A card token as a message names it, in each language: the card as the widgets
    draw it (:func:`~gamewidgets.gramin.engine.cards.card_face`, ``[⇑ dash]`` /
    「⇑ 2マス」), never its code (``2U``), which the student may never have typed."""
    return Phrase(partial(card_face, token))


def named_all(tokens) -> Phrase:
    """Card tokens as a message names them (:func:`named`), side by side."""
    return Phrase(partial(card_faces, list(tokens)))


def _facing(token: str, way: str | None, at: int, lang: str) -> str:
    """``token`` laid facing ``way`` (a name of :data:`DIRECTIONS`); ``token`` itself
    when ``way`` is None.

    Raises
    ------
    IntentError
        If ``token`` is not a move card (a loop card has no direction); ``at`` (1-based)
        is the place it would take.
    """
    if way is None:
        return token
    card = _card(token)
    if not isinstance(card, MoveCard):
        raise IntentError("gramin.error.intent.not_turnable", lang, index=at, token=token)
    return MoveCard(card.kind, Direction[way.upper()]).token


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


def die_text(die: int | None, rules: GraminRules, lang: str) -> str:
    """The die's label over the hand: how many cards a program may use and whether loop
    cards count, as ``rules.loop_cards_count`` says (docs/rules/gramin.md 2.4, 4.2);
    ``""`` without a die."""
    if die is None:
        return ""
    loops = "count" if rules.loop_cards_count else "free"
    return t(f"gramin.ui.die.loops_{loops}{'_one' if die == 1 else ''}", lang, n=die)


PENDING = frozenset({"gramin.error.unclosed_loop"})
"""Problems of a program still being built: a loop laid and not closed yet."""


def problem_view(exc: ProgramSyntaxError | None, lang: str) -> dict | None:
    """What stops laid cards from running, as the browser shows it beside Run (or the
    game's submit button), which is off while there is one.

    Parameters
    ----------
    exc : ProgramSyntaxError or None
        The program's problem (None: it can run).
    lang : {"en", "ja"}

    Returns
    -------
    dict or None
        ``{"message": str, "card_index": int | None (1-based card to mark), "pending":
        bool}``; a loop still open mid-build (:data:`PENDING`) is ``pending``: its
        message is the neutral next step ``gramin.ui.close_loop``, not the error.
    """
    if exc is None:
        return None
    pending = exc.message_id in PENDING
    message = (t("gramin.ui.close_loop", lang, token=exc.fields.get("token", "")) if pending
               else exc.text(lang))
    return {"message": message, "card_index": exc.card_index, "pending": pending}


def hand_view(hand: list[str], laid: list[str]) -> list[dict]:
    """The hand's cards as :func:`card_view` dicts, each with ``"used"``: whether a laid
    card takes it. A laid card takes the hand card it was laid from, the one with its
    own token; a move card turned after laying takes one of its kind that is left
    (:func:`~gamewidgets.gramin.engine.deck.hand_kind`), so the card a student clicked is
    the one greyed out, never another of its kind."""
    used = [False] * len(hand)
    left = []
    for tok in laid:
        i = next((i for i, h in enumerate(hand) if not used[i] and h == tok), None)
        if i is None:
            left.append(tok)
        else:
            used[i] = True
    for tok in left:
        kind = hand_kind(tok)
        i = next((i for i, h in enumerate(hand) if not used[i] and hand_kind(h) == kind), None)
        if i is not None:
            used[i] = True
    return [{**card_view(tok), "used": u} for tok, u in zip(hand, used, strict=True)]


def _index(key: str, value: int, size: int, lang: str) -> int:
    """``value`` if it is an index ``0..size-1`` (the intents' own check); with no card
    laid, no index is: said as such, not as a range "0 to -1"."""
    if size == 0:
        raise IntentError("gramin.error.intent.no_cards", lang)
    return Int(0, size - 1).check(key, value, lang)


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
        An index out of range, a card that is not offered or not left in the hand, a
        loop card to turn or to lay facing a way, or more than
        :data:`~gamewidgets.gramin.engine.program.MAX_CARDS` cards (a draft that does
        not parse is kept as laid, but never longer than a program may be).
    PythonCodeError
        If the text of ``set_python`` does not read as cards (with its line).
    """
    new = list(tokens)
    if kind == "add_card":
        token, at = fields["token"], fields["at"]
        if token not in offered:
            raise IntentError("gramin.error.intent.token", lang,
                              token=named(token) if _card(token) else shown(token),
                              allowed=named_all(offered))
        kind = hand_kind(token)
        same = [x for x in tokens if hand_kind(x) == kind] + [token]
        if hand is not None and first_missing(same, hand, hand_kind) is not None:
            raise IntentError("gramin.error.intent.hand_empty", lang, card=named(token))
        place = len(new) if at is None else _index("at", at, len(new) + 1, lang)
        new.insert(place, _facing(token, fields.get("dir"), place + 1, lang))
    elif kind == "remove_card":
        del new[_index("index", fields["index"], len(new), lang)]
    elif kind == "turn_card":
        i = _index("index", fields["index"], len(new), lang)
        card = _card(new[i])
        if not isinstance(card, MoveCard):
            raise IntentError("gramin.error.intent.not_turnable", lang, index=i + 1,
                              token=new[i])
        way = fields.get("dir")
        new[i] = card.turned().token if way is None else _facing(new[i], way, i + 1, lang)
    elif kind == "move_card":
        i = _index("from", fields["from"], len(new), lang)
        new.insert(_index("to", fields["to"], len(new), lang), new.pop(i))
    elif kind == "clear":
        new = []
    elif kind == "set_program":
        new = tokenize(fields["text"])
    elif kind == "set_python":
        new = from_python(fields["text"], rules, lang).tokens()
    if len(new) > MAX_CARDS and len(new) > len(tokens):
        raise IntentError("gramin.error.intent.too_many_cards", lang, limit=MAX_CARDS)
    return new


class EditorWidget(GameWidget):
    """Base of the widgets that hold a program editor (the sandbox and the game): the
    intents of :data:`EDIT_INTENTS` and the card or code line an error points at.

    An edit intent is one step: the new cards, from the pure :func:`edit`
    (``_edited(kind, fields)``), are laid as the program (``_set_tokens(tokens)``); a
    refusal raises before anything is laid. Each subclass defines both, since its
    program lives in its own place: the sandbox's own cards and palette, the game's
    :class:`~gamewidgets.gramin.widgets.builder.Builder` of the person building.

    Attributes
    ----------
    error : dict or None
        Synced: ``{"message", "card_index", "line"}`` of the last refused intent or call
        (``card_index`` 1-based, ``line`` of the Python code view; None when the error
        is about no card or line).
    """

    INTENTS = EDIT_INTENTS

    _edited: Callable[[str, dict], list[str]]
    """``_edited(kind, fields)``: the cards after edit intent ``kind`` (of
    :data:`EDIT_INTENTS`) with its checked fields; changes nothing, and raises
    :class:`~gamewidgets.core.errors.GameError` to refuse."""
    _set_tokens: Callable[[list[str]], None]
    """``_set_tokens(tokens)``: lay ``tokens`` as the program being edited."""

    def _edit_intent(self, kind: str, **fields) -> None:
        self._set_tokens(self._edited(kind, fields))

    _intent_add_card = partialmethod(_edit_intent, "add_card")
    _intent_remove_card = partialmethod(_edit_intent, "remove_card")
    _intent_turn_card = partialmethod(_edit_intent, "turn_card")
    _intent_move_card = partialmethod(_edit_intent, "move_card")
    _intent_clear = partialmethod(_edit_intent, "clear")
    _intent_set_program = partialmethod(_edit_intent, "set_program")
    _intent_set_python = partialmethod(_edit_intent, "set_python")

    def _error_details(self, exc: Exception) -> dict:
        return {"card_index": getattr(exc, "card_index", None), "line": getattr(exc, "line", None)}
