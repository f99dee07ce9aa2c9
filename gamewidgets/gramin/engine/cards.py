"""Program cards: move cards laid in a direction, the loop cards, and the names of the trap
cards and if-cards (docs/rules/gramin.md 2.1-2.4)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from gamewidgets.core.text import Msg, Phrase


class Direction(Enum):
    """A direction on the board, as seen from above; rows grow downwards."""

    UP = (-1, 0)
    RIGHT = (0, 1)
    DOWN = (1, 0)
    LEFT = (0, -1)

    @property
    def delta(self) -> tuple[int, int]:
        """``(d_row, d_col)`` of one square in this direction."""
        return self.value

    @property
    def letter(self) -> str:
        """``"U"``, ``"R"``, ``"D"`` or ``"L"``."""
        return self.name[0]

    def turned(self) -> Direction:
        """The next direction clockwise (up -> right -> down -> left -> up)."""
        order = list(Direction)
        return order[(order.index(self) + 1) % 4]


MOVE_KINDS = ("step", "dash", "jump")
# Squares each move kind travels (docs/rules/gramin.md 2.1).
DISTANCE = {"step": 1, "dash": 2, "jump": 2}
SYMBOLS = {
    "step": {"U": "↑", "R": "→", "D": "↓", "L": "←"},
    "dash": {"U": "⇑", "R": "⇒", "D": "⇓", "L": "⇐"},
    "jump": {"U": "↟", "R": "↠", "D": "↡", "L": "↞"},
}
PREFIX = {"step": "", "dash": "2", "jump": "J"}
PYTHON_NAME = {"step": "step", "dash": "dash", "jump": "jump"}


@dataclass(frozen=True)
class MoveCard:
    """A move card laid in a direction (docs/rules/gramin.md 2.1).

    Parameters
    ----------
    kind : {"step", "dash", "jump"}
        step: 1 square; dash: 2 squares entering each; jump: lands 2 squares away
        without entering the middle square.
    direction : Direction
        The direction the arrow points as laid; the piece moves that way, literally.
    """

    kind: str
    direction: Direction

    def __post_init__(self):
        if self.kind not in MOVE_KINDS:
            raise ValueError(f"move card kind must be one of {MOVE_KINDS}, got {self.kind!r}")
        if not isinstance(self.direction, Direction):
            raise ValueError(f"direction must be a Direction, got {self.direction!r}")
        # Plain attributes: the interpreter reads them once per executed card.
        object.__setattr__(self, "delta", self.direction.value)
        object.__setattr__(self, "squares", DISTANCE[self.kind])

    @property
    def distance(self) -> int:
        """Squares travelled: 1 for step, 2 for dash and jump."""
        return DISTANCE[self.kind]

    @property
    def token(self) -> str:
        """ASCII token: ``R``, ``2R`` or ``JR``."""
        return PREFIX[self.kind] + self.direction.letter

    @property
    def symbol(self) -> str:
        """Arrow symbol: ``→``, ``⇒`` or ``↠`` (for right)."""
        return SYMBOLS[self.kind][self.direction.letter]

    def turned(self) -> MoveCard:
        """The same card turned a quarter clockwise."""
        return MoveCard(self.kind, self.direction.turned())

    def to_python(self) -> str:
        """Python call, e.g. ``step(RIGHT)``."""
        return f"{PYTHON_NAME[self.kind]}({self.direction.name})"


@dataclass(frozen=True)
class LoopOpen:
    """The loop card ``forN(``: run the cards up to the matching ``)`` ``count`` times."""

    count: int

    @property
    def token(self) -> str:
        """``for2(`` etc."""
        return f"for{self.count}("

    symbol = token


@dataclass(frozen=True)
class LoopClose:
    """The loop card ``)`` closing the innermost open loop."""

    token = ")"
    symbol = ")"


Card = MoveCard | LoopOpen | LoopClose

# Token spellings (Program.parse): symbol or ASCII for each move card.
MOVE_TOKENS: dict[str, MoveCard] = {}
for _kind in MOVE_KINDS:
    for _d in Direction:
        _card = MoveCard(_kind, _d)
        MOVE_TOKENS[_card.token] = _card
        MOVE_TOKENS[_card.symbol] = _card
del _kind, _d, _card
# The rules' own jump symbol (docs/rules/gramin.md 2.1 draws every card pointing right).
MOVE_TOKENS["↷"] = MoveCard("jump", Direction.RIGHT)

TRAP_KINDS = ("crocodile", "hole", "wall")
"""The trap marks, in this order everywhere: the trap cards, the trap chips (crocodile and
hole only) and what an if-card cancels (docs/rules/gramin.md 2.2, 2.3)."""
CHIP_KINDS = ("crocodile", "hole")
"""The trap marks a trap chip (a chest holding a trap) may carry, and the trap cards that
take effect once the piece has entered their square (a wall stops it before;
docs/rules/gramin.md 2.2, 4.5)."""
IF_KINDS = tuple(f"if_{k}" for k in TRAP_KINDS)
"""The if-cards, one per trap mark of :data:`TRAP_KINDS`: held in the hand, never laid
(docs/rules/gramin.md 2.3)."""


def if_card(mark: str) -> str:
    """The if-card that cancels trap ``mark``: ``"hole"`` -> ``"if_hole"``."""
    return f"if_{mark}"


def trap_of_if(kind: str) -> str:
    """The trap mark an if-card cancels: ``"if_hole"`` -> ``"hole"``."""
    return kind[3:]


def card_word(kind: str) -> Msg:
    """The name of a card kind, worded in the language of the sentence that holds it:
    ``"dash"`` -> "dash" / "2マス", ``"if_hole"`` -> "if-hole" / "もしもあな" (the names the
    widgets show)."""
    prefix = "gramin.ui.kind." if kind in MOVE_KINDS else "gramin.game.term."
    return Msg(prefix + kind)


def card_name(kind: str, lang: str = "en") -> str:
    """:func:`card_word` in ``lang``."""
    return card_word(kind).text(lang)


def card_face_said(token: str) -> Msg:
    """One card written as the widgets draw it (:func:`card_face`), worded in the language
    of the sentence that holds it."""
    card = MOVE_TOKENS.get(token)
    if card is not None:
        kind = Msg(f"gramin.ui.kind.{card.kind}")
        if card.kind == "jump":
            # Japanese draws the jump card as the card is drawn, ↷ (turned to point its
            # way), and says the way in words: the glossary keeps ↠ ↟ ↡ ↞ out of it.
            way = Msg(f"gramin.ui.dir.{card.direction.name.lower()}")
            face = Phrase(lambda lang: f"↷ {kind.text(lang)}（{way.text(lang)}）" if lang == "ja"
                          else f"{card.symbol} {kind.text(lang)}")
        else:
            face = Phrase(lambda lang: f"{card.symbol} {kind.text(lang)}")
    elif token.startswith("for") and token[3:-1].isdigit():
        face = f"{token[3:-1]}×("
    elif token in IF_KINDS:
        face = card_word(token)
    else:
        face = token
    return Msg("gramin.term.card_face", face=face)


def card_face(token: str, lang: str = "en") -> str:
    """One card written as the widgets draw it, in brackets as one card (Japanese quotes
    it in 「」): a move card's arrow and the caption under it, ``"[⇒ dash]"``
    (「⇒ 2マス」); a loop card's face, ``"[3×(]"``, ``"[)]"`` (js/gramin/cards.js,
    faceText). A hint or a lesson that names cards writes them so, not as the tokens
    typed for them (``2R``, ``for3(``).

    Parameters
    ----------
    token : str
        A card token (``"2R"``, ``"⇒"``, ``"for3("``, ``")"``), or an if-card held
        (``"if_hole"``: its name, as the hand shows it); anything else is written as it
        is, in brackets.
    lang : {"en", "ja"}
    """
    return card_face_said(token).text(lang)


def card_faces_said(tokens) -> Phrase:
    """Cards as the widgets draw them (:func:`card_faces`), worded in the language of
    the sentence that holds them."""
    items = [card_face_said(tok) for tok in (tokens.split() if isinstance(tokens, str)
                                             else tokens)]
    return Phrase(lambda lang: ("" if lang == "ja" else " ").join(x.text(lang) for x in items))


def card_faces(tokens, lang: str = "en") -> str:
    """Cards as the widgets draw them (:func:`card_face`), separated by spaces (side by
    side in Japanese): ``card_faces(["for3(", "2R", ")"])`` is ``"[3×(] [⇒ dash] [)]"``,
    「3×(」「⇒ 2マス」「)」 in Japanese.

    Parameters
    ----------
    tokens : str or iterable of str
        Card tokens, or program text split on spaces.
    lang : {"en", "ja"}
    """
    return card_faces_said(tokens).text(lang)


def hand_faces(tokens, lang: str = "en") -> str:
    """A hand's cards as the widgets draw them, each kind once with how many the hand
    holds: 「→ 1マス」カード6枚、「⇒ 2マス」, "[→ step] ×6 [⇒ dash]" (a list of the same
    card six times reads as a stutter).

    Parameters
    ----------
    tokens : str or iterable of str
        Card tokens, or a hand's text split on spaces.
    lang : {"en", "ja"}
    """
    order: dict[str, int] = {}
    for token in tokens.split() if isinstance(tokens, str) else tokens:
        order[token] = order.get(token, 0) + 1
    items = [Msg("gramin.term.face_count", face=card_face_said(tok), n=n) if n > 1
             else card_face_said(tok) for tok, n in order.items()]
    return ("、" if lang == "ja" else " ").join(x.text(lang) for x in items)


def cards_said(tokens: str) -> Msg | str:
    """The cards of one action (4.4), as a sentence says them (:func:`cards_words`),
    worded in the language of the sentence that holds them."""
    stack: list[list] = [[]]
    counts: list[int] = []
    for token in tokens.split():
        card = MOVE_TOKENS.get(token)
        if card is not None:
            way = Msg(f"gramin.ui.dir.{card.direction.name.lower()}")
            stack[-1].append(Msg("gramin.term.card_words", symbol=card.symbol,
                                 kind=Msg(f"gramin.card.{card.kind}"), dir=way))
        elif token.startswith("for"):
            stack.append([])
            counts.append(int(token[3:-1]))
        elif len(stack) > 1:  # ")" closes the innermost loop
            body = stack.pop()
            stack[-1].append(Msg("gramin.term.loop_words", token=f"for{counts[-1]}(",
                                 n=counts.pop(), body=_and(body)))
    return _and(stack[0])


def cards_words(tokens: str, lang: str = "en") -> str:
    """The cards of one action (4.4), as a sentence says them.

    English writes each card as the widgets draw it, its arrow and kind,
    ``"for2( ⇐ (dash) ↑ (step) )"``. Japanese names each card in
    words, 「2マスカード（左）」, and a loop by what it repeats,
    「「2マスカード（左）・1マスカード（上）」を2回くりかえし」 (catalogue
    ``gramin.term.card_words``, ``gramin.term.loop_words``, ``gramin.term.cards_and``).

    Parameters
    ----------
    tokens : str
        The action's card tokens separated by spaces, as the ``action`` event holds them:
        one move card, or a whole loop from ``forN(`` to its ``)``.
    lang : {"en", "ja"}
    """
    said = cards_said(tokens)
    return said.text(lang) if isinstance(said, Msg) else said


def _and(words: list) -> Msg | str:
    out = words[0] if words else ""
    for word in words[1:]:
        out = Msg("gramin.term.cards_and", head=out, last=word)
    return out
