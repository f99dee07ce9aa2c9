"""The program deck and hands of the multiplayer game (docs/rules/gramin.md 1, 3.3, 4.2, 4.7)."""

from __future__ import annotations

import random
from collections import Counter

from gamewidgets.core.events import Event
from gamewidgets.core.i18n import t

GAME = "gramin.game"
"""Catalogue namespace of the game's own events (``gramin.game.event.<kind>``)."""


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
            events.append(Event("reshuffled", {"count": len(discard)}, GAME))
            deck.extend(discard)
            discard.clear()
            rng.shuffle(deck)
        hand.append(deck.pop())
        drawn += 1
    return drawn


class CardList:
    """Card kinds with counts, rendered as e.g. ``"2 × dash, 1 × wall"`` in a language.

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
            return t("gramin.game.term.none", lang)
        return ", ".join(f"{n} × {t('gramin.game.term.' + k, lang)}"
                         for k, n in sorted(self.counts.items()))

    def __repr__(self) -> str:
        return f"CardList({dict(self.counts)!r})"
