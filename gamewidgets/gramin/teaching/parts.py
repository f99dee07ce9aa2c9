"""The parts of a Gramin puzzle: the hand it offers and the goal a program must meet.

Rules: docs/rules/gramin.md 2.1-2.4 (cards, traps, if-cards, loops) and 4.5 (entering squares).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from gamewidgets.core.answers import AnswerError, bounded, echo
from gamewidgets.core.i18n import join_sentences, t
from gamewidgets.core.text import Msg, Words, shown, square
from gamewidgets.gramin.engine.board import Board, Pos
from gamewidgets.gramin.engine.cards import IF_KINDS, MOVE_TOKENS, Direction, LoopOpen, MoveCard
from gamewidgets.gramin.engine.deck import hand_kind
from gamewidgets.gramin.engine.errors import BoardError
from gamewidgets.gramin.engine.program import MAX_CARDS, Program
from gamewidgets.gramin.engine.tokens import card_of_token, tokenize


def program_answer(program):
    """A student's program as a checker reads it: a :class:`Program` as it is, else text of
    at most :data:`~gamewidgets.core.answers.MAX_ANSWER` characters.

    Raises
    ------
    AnswerError
        ``core.answer.too_long`` or ``core.answer.kind``
        (:func:`~gamewidgets.core.answers.bounded`), or ``gramin.check.not_text`` for an
        answer that is not text (a number, a list).
    """
    if isinstance(program, Program):
        return program
    program = bounded(program)
    if not isinstance(program, str):
        raise AnswerError("gramin.check.not_text", answer=echo(program))
    return program


@dataclass(frozen=True)
class Hand:
    """The cards a puzzle offers, read from program syntax (one token per card).

    Attributes
    ----------
    moves : Counter
        Move cards: by kind (``"step"``...) if ``turnable``, else by exact token (``"2R"``).
    opens : Counter
        ``forN(`` cards by N.
    closes : int
        ``)`` cards.
    if_cards : tuple of str
        Held if-cards (of :data:`~gamewidgets.gramin.engine.cards.IF_KINDS`), e.g.
        ``("if_hole",)``; used automatically (docs/rules/gramin.md 2.3).
    turnable : bool
        Whether a move card may be laid in any direction (as in the game, section 2.1).
    tokens : tuple of str
        The hand as written.
    """

    moves: Counter
    opens: Counter
    closes: int
    if_cards: tuple[str, ...]
    turnable: bool
    tokens: tuple[str, ...]

    @classmethod
    def parse(cls, text: str, turnable: bool = True) -> Hand:
        """Read ``"R R 2D for3( ) if_hole"``.

        Raises
        ------
        ProgramSyntaxError
            If a token is neither a card nor an if-card, or the hand holds more than
            :data:`~gamewidgets.gramin.engine.program.MAX_CARDS` cards (no program could
            lay more).
        """
        moves, opens, closes, ifs = Counter(), Counter(), 0, []
        tokens = tokenize(text, MAX_CARDS)
        for i, tok in enumerate(tokens, start=1):
            if tok in IF_KINDS:
                ifs.append(tok)
                continue
            card = card_of_token(tok, i)
            if isinstance(card, MoveCard):
                moves[card.kind if turnable else card.token] += 1
            elif isinstance(card, LoopOpen):
                opens[card.count] += 1
            else:
                closes += 1
        return cls(moves, opens, closes, tuple(ifs), turnable, tuple(tokens))

    def label(self, card: MoveCard) -> str:
        """The hand entry a laid move card uses: its kind if turnable, else its token."""
        return card.kind if self.turnable else card.token

    def entry(self, token: str) -> str:
        """The hand entry a card token uses: :meth:`label` for a move card, the token of a
        loop card (``for(3){`` is ``for3(``), an if-card itself."""
        if token in IF_KINDS or self.turnable:
            return hand_kind(token)
        card = card_of_token(token)
        return card.token

    def move_cards(self, label: str) -> list[MoveCard]:
        """Every way the hand entry ``label`` can be laid (4 directions if turnable)."""
        if self.turnable:
            return [MoveCard(label, d) for d in Direction]
        return [MOVE_TOKENS[label]]

    def without_loops(self) -> str:
        """The hand text with every loop card removed."""
        return " ".join(tok for tok in self.tokens
                        if tok in IF_KINDS or isinstance(card_of_token(tok), MoveCard))

    @property
    def size(self) -> int:
        """Cards in the hand, if-cards included."""
        return len(self.tokens)

    def text(self) -> str:
        """The hand as written, one token per card."""
        return " ".join(self.tokens)


@dataclass(frozen=True)
class Goal:
    """What a program must do: collect chests and/or end on a square, and never let a trap
    work (a trap that takes effect ends the program, docs/rules/gramin.md 2.2, so it fails).

    Attributes
    ----------
    collect : frozenset of Pos
        Squares of point chests to open.
    end : Pos or None
        Square the explorer must stand on when the program ends.
    spec : str or tuple or dict
        The goal as given (``"all_chests"``, ``(r, c)`` or ``{"collect": .., "end": ..}``).
    """

    collect: frozenset
    end: Pos | None
    spec: object

    @classmethod
    def make(cls, spec, board: Board) -> Goal:
        """Normalise ``spec`` against ``board``.

        Raises
        ------
        ValueError
            Unknown form, a square off the board or on a wall, a collect square without a
            point chest, or an empty goal.
        """
        points = {p for p, ch in board.chests.items() if not ch.trap}
        if isinstance(spec, str):
            if spec != "all_chests":
                raise ValueError(f"goal must be 'all_chests', (row, col) or a dict, got {spec!r}")
            collect, end = points, None
        elif isinstance(spec, dict):
            unknown = set(spec) - {"collect", "end"}
            if unknown:
                raise ValueError(f"goal dict keys are 'collect' and 'end', got {sorted(unknown)}")
            want = spec.get("collect", [])
            collect = points if want == "all" else {tuple(p) for p in want}
            end = tuple(spec["end"]) if spec.get("end") is not None else None
        else:
            collect, end = set(), tuple(spec)
        if end is not None and (len(end) != 2 or not board.inside(end)
                                or board.traps.get(end) == "wall"):
            raise ValueError(f"goal square {end} must be on the board and not on a wall")
        if collect - points:
            raise ValueError(f"no point chest on goal squares {sorted(collect - points)}")
        if not collect and end is None:
            raise ValueError("the goal is empty: give chests to collect or a square to reach")
        return cls(frozenset(collect), end, spec)

    def describe(self, lang: str = "en", all_chests: bool = False) -> str:
        """The goal as a sentence (or two) in ``lang``."""
        parts = []
        if self.collect:
            if all_chests and len(self.collect) == 1:  # not 「全部（1個）」: there is one
                parts.append(t("gramin.puzzle.goal.one_chest", lang))
            elif all_chests:
                parts.append(t("gramin.puzzle.goal.all_chests", lang, n=len(self.collect)))
            else:
                squares = Words([square(p) for p in sorted(self.collect)], joint="and")
                parts.append(t("gramin.puzzle.goal.collect", lang, squares=squares.text(lang)))
        if self.end is not None:
            parts.append(t("gramin.puzzle.goal.end", lang, pos=square_text(self.end, lang)))
        return join_sentences(lang, parts)


def square_text(pos: Pos, lang: str = "en") -> str:
    """A square as the teaching sentences write it, for a child to find on the board.

    English: ``"(1, 3)"``, (row, column) counted from 0, the numbers on the board's edges.
    Japanese: 「上から2行目・左から4列目」, counted from 1 from the top and from the left,
    as it is said aloud (lesson 1 gives both ways).

    Parameters
    ----------
    pos : (int, int)
        Row and column, 0-based.
    lang : {"en", "ja"}
    """
    return square(pos).text(lang)


def opened_points(events) -> dict[Pos, int]:
    """The point chests a run opened, by square, with their points: once opened, a chest's
    value lies face up on the board (docs/rules/gramin.md 4.5), so sentences may name it.

    Parameters
    ----------
    events : iterable of Event
        A run's events (``chest_opened``: ``pos`` and ``points``).
    """
    return {tuple(e.data["pos"]): e.data["points"] for e in events
            if e.kind == "chest_opened" and e.data.get("points")}


def place_text(pos: Pos, lang: str = "en", opened=None, flag: Pos | None = None) -> str:
    """Where the explorer stands, named by what a child sees there: the flag (the square
    to end on), an opened chest by its value ("the chest worth 3 at (1, 3)"), else the
    square (:func:`square_text`). A closed chest is never named by its value: it is hidden
    until opened.

    Parameters
    ----------
    pos : (int, int)
        The square, 0-based.
    lang : {"en", "ja"}
    opened : dict of (int, int) to int, optional
        Chests opened so far and their points (:func:`opened_points`).
    flag : (int, int), optional
        The goal square, drawn as a flag.
    """
    pos = tuple(pos)
    where = square_text(pos, lang)
    if flag is not None and pos == tuple(flag):
        return t("gramin.place.flag", lang, square=where)
    if opened and pos in opened:
        return t("gramin.place.chest", lang, square=where, points=opened[pos])
    return where


def chests_text(chests: dict, lang: str = "en") -> str:
    """Opened chests by their values and squares, in a list: "the chest worth 3 at (1, 3),
    the chest worth 1 at (2, 0)".

    Parameters
    ----------
    chests : dict of (int, int) to int
        Squares and points of opened chests (their values are public).
    lang : {"en", "ja"}
    """
    return t("gramin.list_sep", lang).join(
        t("gramin.place.chest", lang, square=square_text(p, lang), points=n)
        for p, n in sorted(chests.items()))


def check_die(die, lang: str = "en") -> None:
    """Check a die limit: None (no limit) or a roll of a six-sided die, 1..6
    (docs/rules/gramin.md 4.1).

    Raises
    ------
    ValueError
        (a :class:`BoardError`, message in ``lang``) For anything else, e.g. 0, 7 or 2.5.
    """
    if die is None:
        return
    if isinstance(die, bool) or not isinstance(die, int) or not 1 <= die <= 6:
        raise BoardError("gramin.error.widget.die", lang, die=shown(die))


def check_if_cards(if_cards, lang: str = "en") -> tuple[str, ...]:
    """The held if-cards as a tuple, each one of
    :data:`~gamewidgets.gramin.engine.cards.IF_KINDS` (docs/rules/gramin.md 2.3).

    Raises
    ------
    ValueError
        (a :class:`BoardError`, message in ``lang``) On a string that is no if-card.
    """
    cards = (if_cards,) if isinstance(if_cards, str) else tuple(if_cards)
    for card in cards:
        if card not in IF_KINDS:
            raise BoardError("gramin.error.widget.if_card", lang, card=shown(card),
                             allowed=", ".join(IF_KINDS))
    return cards


def count_cards(n: int) -> Msg:
    """``n`` cards as a person says it: "1 card", "3 cards" ("3枚").

    The counts a lesson uses (docs/rules/gramin.md 6, "Counting cards"): *cards laid*
    (every card of the program, loop cards included), *cards against the die* (loop cards
    free unless ``loop_cards_count``), *cards run*, *squares moved*, and *cards used*
    (cards laid plus if-cards spent: what par counts)."""
    return Msg("gramin.count.card_one" if n == 1 else "gramin.count.cards", n=n)


def count_used(laid: int, spent: int = 0) -> Msg:
    """The cards a puzzle counts against par: ``laid`` cards laid and ``spent`` if-cards
    spent (docs/rules/gramin.md 6); said as "3 cards (2 laid + 1 if-card)" when an
    if-card was spent, so that the count matches the cards on the screen."""
    if not spent:
        return count_cards(laid)
    return Msg("gramin.count.used_if", n=laid + spent, laid=laid, spent=spent)
