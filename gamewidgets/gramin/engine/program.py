"""Programs: a row of laid cards, parsed and checked, and what they cost against the die
(docs/rules/gramin.md 2.1, 2.4, 4.2)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from itertools import islice

from gamewidgets.core.errors import GameError, Msg
from gamewidgets.core.text import Words
from gamewidgets.gramin.engine.cards import Card, LoopClose, LoopOpen, MoveCard
from gamewidgets.gramin.engine.errors import ProgramSyntaxError
from gamewidgets.gramin.engine.options import GraminRules
from gamewidgets.gramin.engine.tokens import card_of_token, tokenize

LoopFrame = tuple[int, int, int]
"""(card index of the loop's ``forN(``, iteration 1..N, N)."""

MAX_CARDS = 200
"""Most cards a program (or a puzzle's hand) may hold. A game's program has at most six
move cards (the die, docs/rules/gramin.md 4.1) and two loop cards per loop; lessons and
puzzles use fewer than thirty. Text is read only this far, so no text is too long to
refuse quickly."""

MAX_STEPS = 1000
"""Most move cards a program may run in full, loops unrolled (docs/rules/gramin.md 2.4).
The basic game's longest program runs 18 (six cards in a ``for3(``); three nested
``for9(`` loops of one card (729) still run, so a lesson can show how nested loops
multiply. It is checked by arithmetic (a loop runs N times its body) when the program
is made, before anything is unrolled, and bounds every run, replay and trace: a run
takes milliseconds. Since every loop repeats at least twice, it also bounds the nesting
(at most 9 deep: 2**10 > 1000)."""


def one_of(items) -> Words:
    """Choices as a sentence says them, in any language: ``2 or 3``, ``2, 3 or 4``
    (``2か3`` in Japanese).

    Parameters
    ----------
    items : iterable
        At least one choice; each is shown with ``str``.

    Returns
    -------
    Words
        Rendered by the error that holds it, in that error's language.
    """
    return Words([str(x) for x in items], joint="or")


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


@dataclass(frozen=True)
class Loop:
    """A loop in a parsed program: ``count`` runs of ``body`` (card indices are 0-based);
    ``steps`` is the move cards it runs in full (``count`` times its body's)."""

    count: int
    open_index: int
    close_index: int
    body: tuple[int | Loop, ...]
    steps: int = field(default=0, compare=False)


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
        self._steps = sum(_steps_of(node) for node in self.body)

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
            count outside ``rules.loop_counts``, more hand cards than ``die``, more than
            :data:`MAX_CARDS` cards (the text is read no further) or more than
            :data:`MAX_STEPS` move cards run (counted without unrolling).
        TypeError
            If ``text`` is not a str.
        """
        tokens = tokenize(text, MAX_CARDS, lang)
        cards = []
        for i, tok in enumerate(tokens, start=1):
            try:
                cards.append(card_of_token(tok, i, tuple(tokens[i:i + 2])))
            except ProgramSyntaxError as exc:
                raise ProgramSyntaxError(exc.message_id, i, lang, **_fields(exc)) from None
        return cls.from_cards(cards, rules, die, lang)

    @classmethod
    def from_cards(cls, cards, rules: GraminRules | None = None, die: int | None = None,
                   lang: str = "en") -> Program:
        """Check a sequence of cards and return the program (errors as :meth:`parse`)."""
        rules = rules or GraminRules()
        cards = list(islice(cards, MAX_CARDS + 1))
        if len(cards) > MAX_CARDS:
            raise ProgramSyntaxError("gramin.error.too_many_cards", MAX_CARDS + 1, lang,
                                     limit=MAX_CARDS)
        # (open index, body being built, move cards the body runs once)
        stack: list[tuple[int, list, int]] = []
        top: list = []
        loops, total = 0, 0  # total: move cards the top level runs, loops unrolled
        for i, card in enumerate(cards):
            pos = i + 1
            current = stack[-1][1] if stack else top
            if isinstance(card, MoveCard):
                current.append(i)
                total = _count_steps(stack, total, 1, pos, card.token, lang)
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
                stack.append((i, [], 0))
            elif isinstance(card, LoopClose):
                if not stack:
                    raise ProgramSyntaxError("gramin.error.unmatched_close", pos, lang)
                open_i, body, once = stack.pop()
                if not body:
                    raise ProgramSyntaxError("gramin.error.empty_loop", open_i + 1, lang,
                                             token=cards[open_i].token)
                steps = cards[open_i].count * once
                if steps > MAX_STEPS:
                    raise ProgramSyntaxError("gramin.error.too_many_steps", open_i + 1, lang,
                                             token=cards[open_i].token, steps=steps,
                                             limit=MAX_STEPS)
                loop = Loop(cards[open_i].count, open_i, i, tuple(body), steps)
                (stack[-1][1] if stack else top).append(loop)
                total = _count_steps(stack, total, steps, open_i + 1, cards[open_i].token,
                                     lang)
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
        """Move cards executed when run in full (a card inside ``for3(`` counts 3),
        counted without unrolling; at most :data:`MAX_STEPS`."""
        return self._steps

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


def _count_steps(stack: list, total: int, steps: int, pos: int, token: str,
                 lang: str) -> int:
    """Add ``steps`` move cards (one card's, or a closed loop's) to the body being built,
    or to the top level's ``total`` (returned). The top level is checked here; a loop's
    body is checked once the loop closes and its count multiplies it."""
    if stack:
        open_i, body, once = stack[-1]
        stack[-1] = (open_i, body, once + steps)
        return total
    total += steps
    if total > MAX_STEPS:
        raise ProgramSyntaxError("gramin.error.too_many_steps", pos, lang, token=token,
                                 steps=total, limit=MAX_STEPS)
    return total


def _steps_of(node) -> int:
    return node.steps if isinstance(node, Loop) else 1


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
