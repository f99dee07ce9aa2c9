"""The events of a game of algo and their sentences (docs/rules/algo.md 3-7).

An :class:`AlgoEvent` holds its cards as tokens (``"B6"``, as saves and views write
them) and says them as a person does: "B6" in English, 「黒6」 in Japanese
(:func:`card_words`); lists of cards and names are joined as the language joins them.
"""

from __future__ import annotations

from dataclasses import dataclass

from gamewidgets.algo.engine.cards import COLORS, card_of
from gamewidgets.core.events import Event
from gamewidgets.core.text import Msg, SeatName, Term, Words


def card_words(token: str, lang: str = "en") -> str:
    """A card as a sentence says it: ``"W5"`` -> "W5" / 「白5」 (catalogue ``algo.term.card``).

    Parameters
    ----------
    token : str
        A card token, ``"B0"`` to ``"W11"``.
    lang : {"en", "ja"}

    Raises
    ------
    ValueError
        If ``token`` is not a card.
    """
    return card_said(token).text(lang)


def card_said(token: str) -> Msg:
    """A card as a sentence says it (:func:`card_words`), worded in the language of the
    sentence that holds it."""
    card = card_of(token)
    return Msg("algo.term.card", token=card.token, number=card.number,
               color=Msg(f"algo.term.{card.color}"))


def cards_said(tokens) -> Words:
    """Several cards (a list of tokens, or tokens separated by spaces) as a list, worded
    in the language of the sentence that holds it."""
    if isinstance(tokens, str):
        tokens = tokens.split()
    return Words([card_said(x) for x in tokens])


def cards_words(tokens, lang: str = "en") -> str:
    """Several cards (a list of tokens, or tokens separated by spaces) as a list."""
    return cards_said(tokens).text(lang)


def draws_words(names, cards) -> Words:
    """The first-player draw (3), one name and card per seat in seat order: "Ann B3, Bob
    W7" / 「Annは黒3、Bobは白7」."""
    return Words([_Drew(name, card) for name, card in zip(names, cards, strict=True)])


class _Drew:
    def __init__(self, name: str, card: str):
        self.name, self.card = name, card

    def text(self, lang: str = "en") -> str:
        """"Ann B3" / 「Annは黒3」: the seat's name and the card it drew."""
        return Msg("algo.term.drew", name=self.name, card=card_said(self.card)).text(lang)


DEFAULT_NAME = "algo.game.default_name"
"""Catalogue id of a default player name ("Player 2")."""

_NAME_FIELDS = ("name", "target_name", "attacker_name", "partner_name")
"""The fields of an algo event that hold one player's name."""


def event_text(e: Event, lang: str, polite: bool = False) -> str:
    """The sentence of an algo event in ``lang``; ``polite``: as a status line says it, in
    the widget's one voice (です・ます), its catalogue entry ``<id>_polite`` where there is
    one (the log keeps the plain past).

    A card's colour and its cards (``card``, ``cards``) are words to translate; every
    other value (a player's name above all, even one that happens to be a word of the
    catalogue such as "white") is written as it is. A round's transfer with no 6 left
    face down says nothing of sixes (``round_transfer_no_six``); a turn's first hit says
    nothing of a streak (``hit_first``, ``chips_taken_first``); a game that every player
    wins is a draw (``game_over_draw``).
    """
    fields = dict(e.data)
    kind = e.kind
    # a default name kept as plain text (a loaded save's event) is worded in ``lang`` too
    for key in _NAME_FIELDS:
        if key in fields:
            fields[key] = SeatName.of(fields[key], DEFAULT_NAME)
    for key in ("names", "winner_names"):
        if isinstance(fields.get(key), list):
            fields[key] = [SeatName.of(n, DEFAULT_NAME) for n in fields[key]]
    if fields.get("color") in COLORS:
        fields["color"] = Msg(f"algo.term.{fields['color']}")
    if isinstance(fields.get("card"), str):
        fields["card"] = card_said(fields["card"])
    if kind in ("disqualified", "solo_start"):
        fields["cards"] = cards_said(fields["cards"])
    if kind == "first_player_draw" and "names" in fields:
        fields["draws"] = draws_words(fields["names"], fields["cards"])
    if kind == "game_over" and "winner_names" in fields:
        fields["names"] = Words(fields["winner_names"], joint="and")
    if kind == "round_transfer" and fields.get("sixes") == 0:
        kind = "round_transfer_no_six"
    if kind in ("hit", "chips_taken") and fields.get("streak") == 1:
        kind += "_first"
    if kind == "game_over" and fields.get("draw"):
        kind = "game_over_draw"
    msg = Msg(f"{e.game}.event.{kind}", **fields)
    # a status line's polite form where the catalogue has one (the log keeps the plain past)
    return (Term(f"{msg.msg_id}_polite", msg, **fields) if polite else msg).text(lang)


@dataclass(frozen=True)
class AlgoEvent(Event):
    """An event of algo (:class:`~gamewidgets.core.events.Event` of the namespace
    ``"algo"``) whose sentence is :func:`event_text`."""

    __hash__ = Event.__hash__

    def text(self, lang: str = "en") -> str:
        """The sentence in ``lang``."""
        return event_text(self, lang)
