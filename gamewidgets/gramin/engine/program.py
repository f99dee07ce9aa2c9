"""Programs: a row of laid cards, parsed and checked, and what they cost against the die
(docs/rules/gramin.md 2.1, 2.4, 4.2)."""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterator
from dataclasses import dataclass

from gamewidgets.core.errors import GameError, Msg
from gamewidgets.core.text import MAX_SHOWN, shown
from gamewidgets.gramin.engine.cards import MOVE_TOKENS, Card, LoopClose, LoopOpen, MoveCard
from gamewidgets.gramin.engine.errors import ProgramSyntaxError
from gamewidgets.gramin.engine.options import GraminRules

# forN( and the seed's other spelling for(N){ ; brackets may touch their neighbours.
_TOKEN = re.compile(r"for\s*\(\s*(\d+)\s*\)\s*\{|for(\d+)\(|[)}]|[^\s(){}]+|[({]")

LoopFrame = tuple[int, int, int]
"""(card index of the loop's ``forN(``, iteration 1..N, N)."""


def one_of(items) -> Msg:
    """Choices as a sentence says them, in any language: ``2 or 3``, ``2, 3 or 4``
    (``2か3`` in Japanese).

    Parameters
    ----------
    items : iterable
        At least one choice; each is shown with ``str``.

    Returns
    -------
    Msg
        Rendered by the error that holds it, in that error's language.
    """
    words = [str(x) for x in items]
    if len(words) == 1:
        return Msg("gramin.list.one", only=words[0])
    return Msg("gramin.list.or", head=", ".join(words[:-1]), last=words[-1])


def die_cost(moves: int, loop_cards: int, traps: int, rules: GraminRules) -> int:
    """Cards a turn's build counts against the die (docs/rules/gramin.md 4.2, 2.4).

    The one rule of the game, the bots, the solver and the program editors: every move
    card and every declared trap card counts, a loop card only if
    ``rules.loop_cards_count``; if-cards are held, not laid, and are never counted here
    (section 2.3; see :func:`if_use_cost` for using one).

    Parameters
    ----------
    moves : int
        Move cards laid.
    loop_cards : int
        ``forN(`` and ``)`` cards laid.
    traps : int
        Trap cards declared for the trap phase.
    rules : GraminRules

    Returns
    -------
    int
    """
    return moves + (loop_cards if rules.loop_cards_count else 0) + traps


def loop_cost(rules: GraminRules) -> int:
    """What one loop's own two cards (``forN(`` and ``)``) count against the die:
    :func:`die_cost` of two loop cards (0 unless ``rules.loop_cards_count``)."""
    return die_cost(0, 2, 0, rules)


def if_use_cost(rules: GraminRules) -> int:
    """What using one held if-card during the action counts against the die
    (docs/rules/gramin.md 2.3): 1 under ``rules.if_card_cost == "when_used"``, else 0."""
    return 1 if rules.if_card_cost == "when_used" else 0


def over_die(cost: int, die: int, rules: GraminRules) -> Msg:
    """The sentence for a build over the die (``gramin.error.over_die``): ``cost`` cards
    counted by :func:`die_cost`, the die, how many to remove, and whether loop cards
    count under ``rules``."""
    loops = "count" if rules.loop_cards_count else "free"
    return Msg("gramin.error.over_die", cost=cost, die=die, over=cost - die,
               loops=Msg(f"gramin.die.loop_cards_{loops}"))


def tokenize(text: str) -> list[str]:
    """Split program text into card tokens (whitespace-separated; brackets may touch).

    Parameters
    ----------
    text : str
        e.g. ``"for3(R) U"`` -> ``["for3(", "R", ")", "U"]``. ``for(3){`` is kept as one token.

    Returns
    -------
    list of str
    """
    if not isinstance(text, str):
        raise TypeError(f"a program is text, got {type(text).__name__}")
    return [m.group(0) for m in _TOKEN.finditer(text)]


def card_of_token(token: str, index: int = 1) -> Card:
    """Return the card a token names.

    Parameters
    ----------
    token : str
        ``U R D L`` / ``↑ → ↓ ←`` (step), ``2U ..`` / ``⇑ ..`` (dash), ``JU ..`` / ``↟ ..``
        (jump), ``forN(`` or ``for(N){`` (loop), ``)`` or ``}`` (end of loop).
    index : int
        1-based position, used in the error.

    Raises
    ------
    ProgramSyntaxError
        ``gramin.error.unknown_card`` if the token is no card; the message suggests the
        closest card.
    """
    if token in MOVE_TOKENS:
        return MOVE_TOKENS[token]
    if token in (")", "}"):
        return LoopClose()
    # a count of more than two digits is no loop card (and would be slow to read)
    m = re.fullmatch(r"for\s*\(\s*(\d{1,2})\s*\)\s*\{|for(\d{1,2})\(", token)
    if m:
        return LoopOpen(int(m.group(1) or m.group(2)))
    known = list(MOVE_TOKENS) + ["for2(", "for3(", ")"]
    close = difflib.get_close_matches(token.upper(), known, n=1, cutoff=0.5) \
        if len(token) <= MAX_SHOWN else []
    if token.upper() in MOVE_TOKENS:
        close = [token.upper()]
    hint = close[0] if close else ""
    raise ProgramSyntaxError(
        "gramin.error.unknown_card_hint" if hint else "gramin.error.unknown_card",
        index, token=shown(token), hint=hint,
    )


@dataclass(frozen=True)
class Loop:
    """A loop in a parsed program: ``count`` runs of ``body`` (card indices are 0-based)."""

    count: int
    open_index: int
    close_index: int
    body: tuple[int | Loop, ...]


class Program:
    """A checked program: cards in the order laid, and their loop structure.

    Build one with :meth:`parse` or :meth:`from_cards`.

    Attributes
    ----------
    cards : tuple of Card
        Every card laid, loop cards included, left to right.
    body : tuple of (int or Loop)
        Top-level structure: an int is the 0-based index of a move card.
    rules : GraminRules
    """

    def __init__(self, cards, body, rules):
        self.cards: tuple[Card, ...] = tuple(cards)
        self.body: tuple[int | Loop, ...] = tuple(body)
        self.rules: GraminRules = rules

    # ---- construction -------------------------------------------------------------
    @classmethod
    def parse(cls, text: str, rules: GraminRules | None = None, die: int | None = None,
              lang: str = "en") -> Program:
        """Parse program text (docs/rules/gramin.md 2.1, 2.4, 4.2).

        Parameters
        ----------
        text : str
            Whitespace-separated tokens, see :func:`card_of_token`; e.g. ``"for3( R ) U"``.
        rules : GraminRules, optional
            Loop limits (default: the basic game's one loop, no nesting, N in 2..3).
        die : int, optional
            The die roll: the most hand cards the program may use (loop cards count only
            if ``rules.loop_cards_count``).
        lang : {"en", "ja"}
            Language of the error message.

        Returns
        -------
        Program

        Raises
        ------
        ProgramSyntaxError
            With ``card_index`` (1-based): unknown card, ``)`` with no open loop, loop never
            closed, empty loop, nested loop or a loop beyond ``rules.max_loops``, a loop
            count outside ``rules.loop_counts``, more hand cards than ``die``.
        """
        tokens = tokenize(text)
        cards = []
        for i, tok in enumerate(tokens, start=1):
            try:
                cards.append(card_of_token(tok, i))
            except ProgramSyntaxError as exc:
                raise ProgramSyntaxError(exc.message_id, i, lang, **_fields(exc)) from None
        return cls.from_cards(cards, rules, die, lang)

    @classmethod
    def from_cards(cls, cards, rules: GraminRules | None = None, die: int | None = None,
                   lang: str = "en") -> Program:
        """Check a sequence of cards and return the program (errors as :meth:`parse`)."""
        rules = rules or GraminRules()
        cards = list(cards)
        stack: list[tuple[int, list]] = []  # (open index, body being built)
        top: list = []
        loops = 0
        for i, card in enumerate(cards):
            pos = i + 1
            current = stack[-1][1] if stack else top
            if isinstance(card, MoveCard):
                current.append(i)
            elif isinstance(card, LoopOpen):
                if card.count not in rules.loop_counts:
                    raise ProgramSyntaxError("gramin.error.loop_count", pos, lang,
                                             token=card.token,
                                             allowed=one_of(rules.loop_counts))
                if stack and not rules.allow_nesting:
                    raise ProgramSyntaxError("gramin.error.nested_loop", pos, lang,
                                             token=card.token)
                loops += 1
                if rules.max_loops is not None and loops > rules.max_loops:
                    raise ProgramSyntaxError("gramin.error.too_many_loops", pos, lang,
                                             token=card.token, max=rules.max_loops)
                stack.append((i, []))
            elif isinstance(card, LoopClose):
                if not stack:
                    raise ProgramSyntaxError("gramin.error.unmatched_close", pos, lang)
                open_i, body = stack.pop()
                if not body:
                    raise ProgramSyntaxError("gramin.error.empty_loop", open_i + 1, lang,
                                             token=cards[open_i].token)
                loop = Loop(cards[open_i].count, open_i, i, tuple(body))
                (stack[-1][1] if stack else top).append(loop)
            else:
                raise TypeError(f"not a card: {card!r}")
        if stack:
            open_i = stack[-1][0]
            raise ProgramSyntaxError("gramin.error.unclosed_loop", open_i + 1, lang,
                                     token=cards[open_i].token)
        program = cls(cards, top, rules)
        if die is not None:
            program.check_die(die, lang)
        return program

    def check_die(self, die: int, lang: str = "en") -> None:
        """Raise ``ProgramSyntaxError`` (``gramin.error.over_die``) if the program uses
        more hand cards than ``die`` allows (docs/rules/gramin.md 4.2, 2.4); the error
        points at the first card over the die."""
        cost, moves = self.hand_cost, 0
        for i, card in enumerate(self.cards):
            moves += isinstance(card, MoveCard)
            if die_cost(moves, i + 1 - moves, 0, self.rules) > die:
                msg = over_die(cost, die, self.rules)
                raise ProgramSyntaxError(msg.msg_id, i + 1, lang, **msg.fields)

    # ---- measures -----------------------------------------------------------------
    def _cost_of(self, cards) -> int:
        moves = sum(isinstance(c, MoveCard) for c in cards)
        return die_cost(moves, len(cards) - moves, 0, self.rules)

    @property
    def card_count(self) -> int:
        """Every card laid, loop cards included."""
        return len(self.cards)

    @property
    def move_cards(self) -> list[MoveCard]:
        """The move cards laid, left to right (each is one card of the hand)."""
        return [c for c in self.cards if isinstance(c, MoveCard)]

    @property
    def hand_cost(self) -> int:
        """Cards counted against the die (:func:`die_cost` with no trap cards)."""
        return self._cost_of(self.cards)

    def steps(self) -> Iterator[tuple[int, tuple[LoopFrame, ...]]]:
        """Yield ``(card_index, loop_stack)`` for each move card in execution order.

        ``card_index`` is 0-based into :attr:`cards`; ``loop_stack`` holds a
        ``(open_index, iteration, count)`` per enclosing loop, outermost first.
        """
        for node in self.body:
            yield from _unroll(node, ())

    def actions(self) -> list[list[tuple[int, tuple[LoopFrame, ...]]]]:
        """The program split into actions (docs/rules/gramin.md 4.4): one move card, or one
        whole top-level loop; each action is a list of :meth:`steps` items."""
        return [list(_unroll(node, ())) for node in self.body]

    def move_count(self) -> int:
        """Move cards executed when run in full (a card inside ``for3(`` counts 3)."""
        return sum(1 for _ in self.steps())

    # ---- output -------------------------------------------------------------------
    def tokens(self, style: str = "ascii") -> list[str]:
        """Card tokens, ``style`` ``"ascii"`` (``2R``) or ``"symbols"`` (``⇒``)."""
        if style not in ("ascii", "symbols"):
            raise ValueError(f"style must be 'ascii' or 'symbols', got {style!r}")
        return [c.token if style == "ascii" else c.symbol for c in self.cards]

    def to_text(self, style: str = "ascii") -> str:
        """Program text that :meth:`parse` reads back to an equal program."""
        return " ".join(self.tokens(style))

    def python_lines(self) -> list[tuple[str, int]]:
        """Lines of the equivalent Python, each with the 0-based card index it comes from."""
        lines: list[tuple[str, int]] = []

        def emit(nodes, depth):
            for node in nodes:
                pad = "    " * depth
                if isinstance(node, Loop):
                    lines.append((f"{pad}for _ in range({node.count}):", node.open_index))
                    emit(node.body, depth + 1)
                else:
                    lines.append((pad + self.cards[node].to_python(), node))

        emit(self.body, 0)
        return lines

    def to_python(self) -> str:
        """Equivalent Python: ``for _ in range(3):`` / ``    step(RIGHT)`` ..."""
        return "\n".join(line for line, _ in self.python_lines())

    def __eq__(self, other):
        return isinstance(other, Program) and self.cards == other.cards

    def __hash__(self):
        return hash(self.cards)

    def __len__(self):
        return len(self.cards)

    def __repr__(self):
        return f"Program({self.to_text()!r})"


_PARSED: dict[tuple[str, GraminRules], Program] = {}
_ACTIONS: dict[Program, list] = {}
CACHE_SIZE = 4096
"""Most programs each cache below keeps (they are cleared when full)."""


def parse_program(text: str, rules: GraminRules) -> Program:
    """:meth:`Program.parse` with a cache (a Program is never modified once made).

    Raises
    ------
    ProgramSyntaxError
        As :meth:`Program.parse`.
    """
    key = (text, rules)
    prog = _PARSED.get(key)
    if prog is None:
        prog = Program.parse(text, rules)
        if len(_PARSED) > CACHE_SIZE:
            _PARSED.clear()
        _PARSED[key] = prog
    return prog


def actions_of(program: Program) -> list:
    """:meth:`Program.actions`, cached per program (programs are immutable)."""
    acts = _ACTIONS.get(program)
    if acts is None:
        if len(_ACTIONS) > CACHE_SIZE:
            _ACTIONS.clear()
        acts = _ACTIONS[program] = program.actions()
    return acts


def _unroll(node, loops):
    if isinstance(node, Loop):
        for it in range(1, node.count + 1):
            frame = loops + ((node.open_index, it, node.count),)
            for child in node.body:
                yield from _unroll(child, frame)
    else:
        yield node, loops


def _fields(exc: GameError) -> dict:
    return {k: v for k, v in exc.fields.items() if k != "index"}
