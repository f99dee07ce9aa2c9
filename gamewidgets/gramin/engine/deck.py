"""The program deck and the hands (docs/rules/gramin.md 1, 3.3, 4.2, 4.7): drawing, and
which cards a hand still holds."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence

from gamewidgets.core.events import Event
from gamewidgets.core.text import Msg, Term
from gamewidgets.gramin.engine.cards import MoveCard, card_word
from gamewidgets.gramin.engine.errors import ProgramSyntaxError
from gamewidgets.gramin.engine.events import game_event
from gamewidgets.gramin.engine.tokens import card_of_token


def draw(deck: list[str], discard: list[str], hand: list[str], count: int,
         rng: random.Random, events: list[Event]) -> int:
    """Move ``count`` cards from the top (end) of ``deck`` into ``hand`` (section 4.2).

    When the deck is empty the discard pile is shuffled into a new deck (a
    ``reshuffled`` event); when both are empty fewer cards are drawn.

    Parameters
    ----------
    deck, discard, hand : list of str
        Card kinds; modified in place (the lists keep their identity).
    count : int
        Cards to draw (the die roll, or the start hand).
    rng : random.Random
        The game's generator (used only for a reshuffle).
    events : list of Event
        Receives the ``reshuffled`` events.

    Returns
    -------
    int
        Cards actually drawn.
    """
    drawn = 0
    for _ in range(count):
        if not deck:
            if not discard:
                break
            events.append(game_event("reshuffled", count=len(discard)))
            deck.extend(discard)
            discard.clear()
            rng.shuffle(deck)
        hand.append(deck.pop())
        drawn += 1
    return drawn


class CardList:
    """Card kinds with counts, rendered as e.g. "2 × dash, 1 × wall" /
    「2マスカード2枚・かべのわなカード1枚」 (catalogue ``gramin.count.kind``, the card
    names ``gramin.card.<kind>``).

    Parameters
    ----------
    counts : collections.Counter
        Card kind -> number of cards.
    """

    def __init__(self, counts: Counter):
        self.counts = Counter({k: n for k, n in counts.items() if n > 0})

    def text(self, lang: str = "en") -> str:
        """The list in ``lang`` ("none" when empty)."""
        if not self.counts:
            return Msg("gramin.game.term.none").text(lang)
        sep = Msg("gramin.count.sep").text(lang)
        return sep.join(Msg("gramin.count.kind", n=n,
                            card=Term(f"gramin.card.{k}", card_word(k))).text(lang)
                        for k, n in sorted(self.counts.items()))

    def __repr__(self) -> str:
        return f"CardList({dict(self.counts)!r})"


def hand_kind(token: str) -> str:
    """What a hand card is whatever direction it is laid in: ``"2L"`` -> ``"dash"``; a
    loop card is its token (``"for3("``, ``")"``); anything else is itself (an if-card,
    or a token that is no card)."""
    try:
        card = card_of_token(token)
    except ProgramSyntaxError:
        return token
    return card.kind if isinstance(card, MoveCard) else card.token


def first_missing(laid: Sequence, hand: Sequence, key: Callable | None = None) -> int | None:
    """Whether the hand holds every card laid: the 0-based index of the first of ``laid``
    for which no card of ``hand`` is left (each hand card is used once), or None.

    Parameters
    ----------
    laid, hand : sequence
        Cards (kinds or tokens).
    key : callable, optional
        What makes two cards the same (e.g. :func:`hand_kind`: a move card laid in any
        direction); default the cards themselves.
    """
    key = key or (lambda x: x)
    left = Counter(map(key, hand))
    for i, card in enumerate(laid):
        k = key(card)
        if left[k] <= 0:
            return i
        left[k] -= 1
    return None
