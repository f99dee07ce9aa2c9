"""The 24 algo cards and their keys (docs/rules/algo.md 1-2).

Every card has a *key* ``2*number + (0 if black else 1)``; keys 0..23 are all distinct and
every row of cards is strictly increasing in key: smaller numbers to the left, and for equal
numbers black before white (the order rule, :mod:`gamewidgets.algo.engine.order`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from gamewidgets.core.text import typed

BLACK = "black"
"""Colour of the black cards (smaller than the white card of the same number)."""
WHITE = "white"
"""Colour of the white cards."""
COLORS = (BLACK, WHITE)
NUMBERS = tuple(range(12))
"""The numbers on the cards, 0 to 11 in each colour (docs/rules/algo.md 1)."""

_LETTER = {BLACK: "B", WHITE: "W"}
_COLOR_OF = {"B": BLACK, "W": WHITE}


def card_key(number: int, color: str) -> int:
    """The key of the card ``number`` of ``color``: ``2*number + (1 if white else 0)``
    (docs/rules/algo.md 2)."""
    return 2 * number + (color == WHITE)


@dataclass(frozen=True, order=False)
class Card:
    """One algo card (docs/rules/algo.md 1-2).

    Parameters
    ----------
    number : int
        0 to 11.
    color : {"black", "white"}
        Visible from the back of the card.

    Raises
    ------
    ValueError
        If ``number`` is not an int 0..11 or ``color`` is not ``"black"``/``"white"``.

    Attributes
    ----------
    key : int
        ``2*number + (1 if white else 0)``, 0..23: the card's place in the order rule.
    token : str
        ``"B3"``, ``"W11"``: the letter of the colour and the number.
    """

    number: int
    color: str

    def __post_init__(self):
        if isinstance(self.number, bool) or not isinstance(self.number, int) \
                or not 0 <= self.number <= 11:
            raise ValueError(f"a card's number is an int 0..11, got {self.number!r}")
        if self.color not in COLORS:
            raise ValueError(f"a card's colour is 'black' or 'white', got {self.color!r}")
        # cached: keys and tokens are read at every state save and view
        object.__setattr__(self, "_key", card_key(self.number, self.color))
        object.__setattr__(self, "_token", f"{_LETTER[self.color]}{self.number}")

    @property
    def key(self) -> int:
        """``2*number + (1 if white else 0)`` (docs/rules/algo.md 2)."""
        return self._key

    @property
    def token(self) -> str:
        """``"B3"`` / ``"W11"``."""
        return self._token

    @classmethod
    def from_key(cls, key: int) -> Card:
        """The card whose key is ``key`` (0..23).

        Raises
        ------
        ValueError
            If ``key`` is not an int 0..23.
        """
        if isinstance(key, bool) or not isinstance(key, int) or not 0 <= key <= 23:
            raise ValueError(f"a card key is an int 0..23, got {key!r}")
        return _BY_KEY[key]

    @classmethod
    def parse(cls, token: str) -> Card:
        """The card written ``"B3"`` or ``"W11"`` (letter case ignored; full-width forms
        read as half-width, :func:`~gamewidgets.core.text.typed`: ``"Ｗ１１"``).

        Raises
        ------
        ValueError
            If ``token`` is not ``B`` or ``W`` followed by a number 0..11.
        """
        text = typed(token).strip() if isinstance(token, str) else ""
        letter, digits = text[:1].upper(), text[1:]
        if letter not in _COLOR_OF or not (digits.isascii() and digits.isdigit()) \
                or len(digits) > 2 or not 0 <= int(digits) <= 11 \
                or (len(digits) > 1 and digits[0] == "0"):
            raise ValueError(f"{token!r} is not a card: write B or W and a number 0..11, "
                             "e.g. 'B3' or 'W11'")
        return _BY_KEY[2 * int(digits) + (letter == "W")]

    def __lt__(self, other: Card) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self._key < other._key

    def __le__(self, other: Card) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self._key <= other._key

    def __gt__(self, other: Card) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self._key > other._key

    def __ge__(self, other: Card) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self._key >= other._key

    def __repr__(self) -> str:
        return f"Card({self.number}, {self.color!r})"

    def __str__(self) -> str:
        return self.token


_BY_KEY = tuple(Card(k // 2, WHITE if k % 2 else BLACK) for k in range(24))
KEYS = {color: tuple(card_key(n, color) for n in NUMBERS) for color in COLORS}
"""The keys of each colour's cards by number: ``KEYS[color][n] == card_key(n, color)``
(a table for the deduction's inner loops)."""
_BY_TOKEN = {c.token: c for c in _BY_KEY}


def card_of(token: str) -> Card:
    """The card of an exact token ``"B3"``/``"W11"`` (a fast :meth:`Card.parse` for saved
    states).

    Raises
    ------
    ValueError
        As :meth:`Card.parse`, if ``token`` is not exactly a card's token.
    """
    card = _BY_TOKEN.get(token)
    return card if card is not None else Card.parse(token)


def all_cards() -> list[Card]:
    """The 24 cards (black and white 0..11), sorted by key (docs/rules/algo.md 1).

    Returns
    -------
    list of Card
        Length 24; ``all_cards()[k].key == k``.
    """
    return list(_BY_KEY)


@dataclass
class RowCard:
    """A card in a player's row.

    Parameters
    ----------
    card : Card
    face_up : bool
        Whether everybody sees its number (opened by a hit, or placed face up after a miss).
    failed : set of int
        Numbers declared against this card in failed attacks (public knowledge; kept with
        the card because its index moves when cards are inserted to its left).
    """

    card: Card
    face_up: bool = False
    failed: set[int] = field(default_factory=set)

    def copy(self) -> RowCard:
        """An independent copy."""
        return RowCard(self.card, self.face_up, set(self.failed))

