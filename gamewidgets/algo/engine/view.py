"""One player's view of an algo position, typed as text or built by the game.

A view holds what a player may know (docs/rules/algo.md 8): their own row (all numbers
known), the other rows (face-up cards known; face-down cards show only their colour and
the numbers failed attacks ruled out), optionally their own drawn card and the pile size.

Text form (rows separated by ``;``, each ``name: tokens``)::

    me: B0 W4 B7 W9; ann: b? w?-5 B6 w?; deck: 12; drawn: W5

Tokens: a known card ``B3`` / ``W11``; a hidden card ``b?`` / ``w?`` (its colour is
visible); ``b?-7-9`` a hidden black card that failed attacks showed is neither 7 nor 9.
``deck: N`` (cards left in the pile) and ``drawn: W5`` (the viewer's drawn card, seen,
not yet in a row) are optional.

A view is one that some game can have: at most :data:`MAX_ROWS` rows (players), at most
12 cards of each colour in the rows and drawn (24 in all), row names of at most
:data:`~gamewidgets.algo.engine.options.MAX_NAME` characters, a text form of at most
:data:`MAX_TEXT` characters. These are checked before any card is read, so a refusal is
instant however long the input. Everything computed from a
view (:func:`~gamewidgets.algo.engine.deduction.deduce`,
:func:`~gamewidgets.algo.engine.probability.posterior`) is bounded by these sizes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from gamewidgets.algo.engine.cards import BLACK, COLORS, KEYS, NUMBERS, WHITE, Card, card_key
from gamewidgets.algo.engine.errors import ViewError
from gamewidgets.algo.engine.options import MAX_NAME
from gamewidgets.core.text import Msg, full_width, is_text, shown, typed

# ASCII digits only, at most 4 (a longer number is no card either): "²".isdigit() is True
# but int("²") fails, and int() of thousands of digits is refused by Python itself
_HIDDEN = re.compile(r"^([bw])\?((?:-[0-9]{1,4})*)$", re.IGNORECASE)
_KNOWN = re.compile(r"^([BW])([0-9]{1,4})$", re.IGNORECASE)
_DECK = re.compile(r"[0-9]+")
_COLOR_OF = {"b": BLACK, "w": WHITE}
_LETTER = {BLACK: "b", WHITE: "w"}
RESERVED = ("deck", "drawn")
"""Row names with a special meaning in the text form."""
MAX_ROWS = 4
"""Most rows of a view: algo is played by 2 to 4 players (docs/rules/algo.md 1)."""
CARDS = 24
"""Cards in the game, 12 of each colour (docs/rules/algo.md 1)."""
MAX_TOKEN = 40
"""Most characters of a card's token: ``b?-0-1-2-3-4-5-6-7-8-9-10-11`` has 28."""
MAX_TEXT = 2000
"""Most characters of a view's text form (what the widget's view box takes): 4 rows of
names and 24 cards with every failed number need far fewer."""


def _cut(value) -> str:
    """``value`` as text for a message, cut to :data:`MAX_TOKEN` characters."""
    text = value if isinstance(value, str) else shown(value)
    return text if len(text) <= MAX_TOKEN else text[:MAX_TOKEN] + "…"


def _row_name_ok(name) -> bool:
    """A row name: text of 1 to :data:`MAX_NAME` characters, no ``:`` or ``;``, no space
    around it, not a reserved word, and encodable (no lone surrogate)."""
    return isinstance(name, str) and bool(name.strip()) and name.strip() == name \
        and len(name) <= MAX_NAME and ":" not in name and ";" not in name \
        and name not in RESERVED and is_text(name)


@dataclass(frozen=True)
class Slot:
    """One card of a row as the viewer sees it.

    Parameters
    ----------
    color : {"black", "white"}
        Always visible (docs/rules/algo.md 1).
    number : int or None
        0..11 if the viewer knows it (own card or face up); None if hidden.
    excluded : frozenset of int
        Numbers failed attacks on this hidden card ruled out (docs/rules/algo.md 8 (c)).

    Raises
    ------
    ValueError
        If the colour or a number is not valid.
    """

    color: str
    number: int | None = None
    excluded: frozenset = field(default_factory=frozenset)

    def __post_init__(self):
        if self.color not in COLORS:
            raise ValueError(f"a slot's colour is 'black' or 'white', got {self.color!r}")
        object.__setattr__(self, "excluded", frozenset(self.excluded))
        for n in ([] if self.number is None else [self.number]) + sorted(self.excluded):
            if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= 11:
                raise ViewError("algo.view.error.number", token=self.token, number=n)

    @property
    def hidden(self) -> bool:
        """True if the number is unknown to the viewer."""
        return self.number is None

    @property
    def card(self) -> Card | None:
        """The card if known, else None."""
        return None if self.number is None else Card(self.number, self.color)

    @property
    def token(self) -> str:
        """Text form: ``"B3"``, ``"w?"`` or ``"b?-7-9"`` (exclusions ascending)."""
        if self.number is not None:
            return f"{_LETTER[self.color].upper()}{self.number}"
        return _LETTER[self.color] + "?" + "".join(f"-{n}" for n in sorted(self.excluded))

    @classmethod
    def parse(cls, token: str) -> Slot:
        """The slot written ``token`` (``B3``, ``w?``, ``b?-7-9``; letter case ignored, and
        full-width forms read as half-width, :func:`~gamewidgets.core.text.typed`).

        Raises
        ------
        ValueError
            If ``token`` is none of these forms (``algo.view.error.full_width`` when it
            holds full-width characters with no half-width form) or a number is outside
            0..11.
        """
        if not isinstance(token, str) or len(token) > MAX_TOKEN:
            raise ViewError("algo.view.error.token", token=_cut(token))
        token = typed(token)
        m = _KNOWN.match(token)
        if m:
            number = int(m.group(2))
            if not 0 <= number <= 11:
                raise ViewError("algo.view.error.number", token=token, number=number)
            return cls(_COLOR_OF[m.group(1).lower()], number)
        m = _HIDDEN.match(token)
        if not m:
            wide = full_width(token)
            if wide is not None:
                raise ViewError("algo.view.error.full_width", token=_cut(token), wide=wide)
            raise ViewError("algo.view.error.token", token=_cut(token))
        numbers = [int(x) for x in m.group(2).split("-")[1:]]
        for n in numbers:
            if not 0 <= n <= 11:
                raise ViewError("algo.view.error.number", token=token, number=n)
        return cls(_COLOR_OF[m.group(1).lower()], None, frozenset(numbers))


def _slot_key(slot: Slot) -> int:
    return card_key(slot.number, slot.color)


@dataclass(frozen=True)
class AlgoView:
    """What one player can see of an algo position (docs/rules/algo.md 8).

    Parameters
    ----------
    rows : dict of str to tuple of Slot
        Every player's row, left to right; the row named ``me`` is the viewer's own and
        holds known cards only.
    deck : int or None
        Cards left in the pile, if given.
    drawn : Card or None
        The viewer's own drawn card (seen, not yet in a row).
    me : str
        Name of the viewer's row.

    Raises
    ------
    ValueError
        (a :class:`ViewError`) naming the token and the reason, for a view no game can
        have: more than :data:`MAX_ROWS` rows or :data:`CARDS` cards, a row name that is
        not text of 1 to :data:`~gamewidgets.algo.engine.options.MAX_NAME` characters
        without ``:`` or ``;``, a token longer than :data:`MAX_TOKEN` characters, more
        than 12 cards of a colour, no ``me`` row, a hidden card in it, an
        unsorted row, a card seen twice, a hidden card that no number can fill, or a pile
        larger than the unseen cards allow.
    """

    rows: dict
    deck: int | None = None
    drawn: Card | None = None
    me: str = "me"
    _seen: frozenset | None = field(default=None, init=False, repr=False, compare=False)

    def __post_init__(self):
        rows = {}
        if len(self.rows) > MAX_ROWS:
            extra = str(list(self.rows)[MAX_ROWS])[:MAX_NAME]
            raise ViewError("algo.view.error.rows", token=extra, count=len(self.rows),
                            most=MAX_ROWS)
        given = {name: tuple(slots) for name, slots in dict(self.rows).items()}
        count = sum(map(len, given.values()))
        if count > CARDS:  # before a card is read: it bounds the work on a long list
            raise ViewError("algo.view.error.cards", count=count, most=CARDS)
        for name, slots in given.items():
            if not _row_name_ok(name):
                raise ViewError("algo.view.error.name", token=shown(name), most=MAX_NAME)
            rows[name] = tuple(s if isinstance(s, Slot) else Slot.parse(s) for s in slots)
        object.__setattr__(self, "rows", rows)
        if self.drawn is not None and not isinstance(self.drawn, Card):
            object.__setattr__(self, "drawn", Card.parse(str(self.drawn)))
        self._validate()

    # -- validation ---------------------------------------------------------------
    def _validate(self) -> None:
        if self.me not in self.rows:
            raise ViewError("algo.view.error.no_me", token=self.me)
        self._check_counts()
        for slot in self.rows[self.me]:
            if slot.hidden:
                raise ViewError("algo.view.error.me_hidden", token=slot.token, me=self.me)
        seen: dict[int, str] = {}
        if self.drawn is not None:
            seen[self.drawn.key] = "drawn"
        for name, slots in self.rows.items():
            last = None
            for slot in slots:
                if slot.hidden:
                    continue
                if slot.excluded:
                    raise ViewError("algo.view.error.token", token=slot.token + "-")
                key = _slot_key(slot)
                if key in seen:
                    raise ViewError("algo.view.error.duplicate", token=slot.token,
                                    row=name, other=seen[key])
                seen[key] = name
                if last is not None and key < last[0]:
                    raise ViewError("algo.view.error.unsorted", token=slot.token, row=name,
                                    before=last[1])
                last = (key, slot.token)
        for name, index in self.hidden_slots():
            if not self.allowed_keys(name, index):
                raise ViewError("algo.view.error.empty_slot", token=self.rows[name][index].token,
                                row=name, position=index + 1)
        if self.deck is not None:
            if isinstance(self.deck, bool) or not isinstance(self.deck, int) or self.deck < 0:
                raise ViewError("algo.view.error.deck_value", token=repr(self.deck))
            rest = CARDS - len(self.seen_keys()) - len(self.hidden_slots())
            if self.deck > rest:
                raise ViewError("algo.view.error.deck", token=str(self.deck), rest=rest)

    def _check_counts(self) -> None:
        """Refuse more cards of a colour than the game has (12 each), before anything
        looks at single cards: it bounds every later computation."""
        counts = dict.fromkeys(COLORS, 0)
        if self.drawn is not None:
            counts[self.drawn.color] += 1
        for name, slots in self.rows.items():
            for i, slot in enumerate(slots):
                counts[slot.color] += 1
                if counts[slot.color] > len(NUMBERS):
                    raise ViewError("algo.view.error.colour_count", token=slot.token, row=name,
                                    position=i + 1, most=len(NUMBERS),
                                    color=Msg(f"algo.term.{slot.color}"))

    # -- queries ----------------------------------------------------------------
    def seen_keys(self) -> frozenset:
        """Keys (0..23) of every card the viewer sees: own row, face-up cards, drawn card.

        Returns
        -------
        frozenset of int
        """
        if self._seen is not None:
            return self._seen
        keys = {_slot_key(s) for slots in self.rows.values() for s in slots if not s.hidden}
        if self.drawn is not None:
            keys.add(self.drawn.key)
        object.__setattr__(self, "_seen", frozenset(keys))  # the view is frozen
        return self._seen

    def unseen_keys(self) -> list:
        """Keys of the cards the viewer does not see, ascending (hidden slots or pile)."""
        seen = self.seen_keys()
        return [k for k in range(CARDS) if k not in seen]

    def hidden_slots(self) -> list:
        """Every face-down card of the other players, as ``(row_name, index)``.

        Returns
        -------
        list of (str, int)
            Rows in view order, 0-based index within the row, left to right.
        """
        return [(name, i) for name, slots in self.rows.items() for i, s in enumerate(slots)
                if s.hidden]

    @property
    def others(self) -> list:
        """Names of the rows other than the viewer's, in view order."""
        return [name for name in self.rows if name != self.me]

    def bounds(self, row: str, index: int) -> tuple:
        """Nearest known cards left and right of a slot in its row (the order bounds).

        Parameters
        ----------
        row : str
        index : int
            0-based position in the row (0 = leftmost card).

        Returns
        -------
        (Slot or None, Slot or None)
        """
        slots = self.rows[row]
        left = next((s for s in reversed(slots[:index]) if not s.hidden), None)
        right = next((s for s in slots[index + 1:] if not s.hidden), None)
        return left, right

    def allowed_keys(self, row: str, index: int) -> list:
        """Keys a hidden slot may hold judged on its own (colour, seen cards, failed
        attacks, known neighbours in its row; docs/rules/algo.md 8 (a)-(c)).

        Parameters
        ----------
        row : str
        index : int
            0-based position in the row (0 = leftmost card).

        Returns
        -------
        list of int
            Ascending keys; empty if no card fits.
        """
        slot = self.rows[row][index]
        left, right = self.bounds(row, index)
        low = -1 if left is None else _slot_key(left)
        high = 24 if right is None else _slot_key(right)
        seen = self.seen_keys()
        keys = KEYS[slot.color]
        return [keys[n] for n in range(12)
                if n not in slot.excluded and low < keys[n] < high and keys[n] not in seen]

    # -- text form --------------------------------------------------------------
    @classmethod
    def parse(cls, text: str, me: str = "me") -> AlgoView:
        """Read a view from its text form (see the module docstring).

        Parameters
        ----------
        text : str
            ``"me: B0 W4 B7 W9; ann: b? w?-5 B6 w?; deck: 12"``; read through
            :func:`~gamewidgets.core.text.typed`, so what a Japanese input method types
            (``ｍｅ：　Ｂ０　Ｗ４；　…``) reads the same.
        me : str
            Name of the viewer's row (read through ``typed`` too).

        Returns
        -------
        AlgoView

        Raises
        ------
        ValueError
            (a :class:`ViewError`, worded from the catalogue in English and Japanese)
            naming the token and the reason: a text longer than :data:`MAX_TEXT`
            characters, a part without ``name:``, a repeated row name, an unknown token,
            a number outside 0..11, plus every inconsistency the constructor refuses.
        """
        if not isinstance(text, str):
            raise ViewError("algo.view.error.part", token=_cut(text))
        if len(text) > MAX_TEXT:
            raise ViewError("algo.view.error.long", length=len(text), most=MAX_TEXT)
        text, me = typed(text), typed(me)
        rows: dict[str, tuple] = {}
        deck = drawn = None
        for part in text.split(";"):
            if not part.strip():
                continue
            if ":" not in part:
                raise ViewError("algo.view.error.part", token=part.strip())
            name, _, body = part.partition(":")
            name, tokens = name.strip(), body.split()
            if not name:
                raise ViewError("algo.view.error.name", token=shown(part.strip()),
                                most=MAX_NAME)
            if name in rows or (name == "deck" and deck is not None) \
                    or (name == "drawn" and drawn is not None):
                raise ViewError("algo.view.error.repeated", token=name)
            if name == "deck":
                if len(tokens) != 1 or not _DECK.fullmatch(tokens[0]):
                    raise ViewError("algo.view.error.deck_value", token=body.strip())
                if len(tokens[0]) > 2:  # 100 or more: no game has that many cards
                    digits = tokens[0]
                    raise ViewError("algo.view.error.deck_most", most=CARDS, token=digits
                                    if len(digits) <= 12 else digits[:12] + "…")
                deck = int(tokens[0])
            elif name == "drawn":
                if len(tokens) != 1 or not _KNOWN.match(tokens[0]):
                    raise ViewError("algo.view.error.drawn", token=body.strip())
                drawn = Slot.parse(tokens[0]).card
            else:
                rows[name] = tuple(Slot.parse(tok) for tok in tokens)
        return cls(rows, deck=deck, drawn=drawn, me=me)

    def to_text(self) -> str:
        """The text form; ``AlgoView.parse(v.to_text(), me=v.me) == v``."""
        parts = [f"{name}: " + " ".join(s.token for s in slots)
                 for name, slots in self.rows.items()]
        if self.deck is not None:
            parts.append(f"deck: {self.deck}")
        if self.drawn is not None:
            parts.append(f"drawn: {self.drawn.token}")
        return "; ".join(p.rstrip() for p in parts)

    def __str__(self) -> str:
        return self.to_text()
