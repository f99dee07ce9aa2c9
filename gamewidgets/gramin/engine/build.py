"""A seat's build: the program it lays and the trap cards it declares, checked against its
hand and die (docs/rules/gramin.md 4.2, 2.3, 2.4); and the builds the game lists.

The functions take plain data and raise :class:`GraminRuleError` without a hint; the game
adds what is allowed in its phase.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import NamedTuple

from gamewidgets.core.text import shown
from gamewidgets.gramin.engine.cards import MOVE_KINDS, TRAP_KINDS, Direction, MoveCard
from gamewidgets.gramin.engine.deck import CardList, first_missing
from gamewidgets.gramin.engine.errors import GraminRuleError, ProgramSyntaxError, seat
from gamewidgets.gramin.engine.options import GraminRules
from gamewidgets.gramin.engine.program import Program, die_cost, over_die, parse_program


class Build(NamedTuple):
    """A checked build: the program, the trap cards declared, the trap marks if-cards may
    cancel, and the cards it counts against the die."""

    program: Program
    traps: list[str]
    marks: set[str]
    cost: int


def as_list(items) -> list:
    """``items`` as a list: a string or any other single value is one item."""
    if isinstance(items, str):
        return [items]
    try:
        return list(items)
    except TypeError:
        return [items]


def _trap_kinds(kinds, message_id: str, field: str) -> list[str]:
    kinds = as_list(kinds)
    bad = [k for k in kinds if not isinstance(k, str) or k not in TRAP_KINDS]
    if bad:
        raise GraminRuleError(message_id, **{field: shown(bad[0])})
    return kinds


def read_program(program, rules: GraminRules, player: int) -> Program:
    """``program`` (text, or a Program) checked with ``rules``.

    Raises
    ------
    GraminRuleError
        ``gramin.error.game.bad_program`` (with the syntax error as ``detail``, so the
        error's ``card_index`` points at the card) or ``not_a_program``.
    """
    try:
        if isinstance(program, Program):
            return Program.from_cards(program.cards, rules)
        if isinstance(program, str):
            return parse_program(program, rules)
    except ProgramSyntaxError as exc:
        raise GraminRuleError("gramin.error.game.bad_program", player=seat(player),
                              detail=exc) from None
    raise GraminRuleError("gramin.error.game.not_a_program", got=type(program).__name__)


def read_build(player: int, hand: list[str], die: int, program, traps, if_marks,
               rules: GraminRules) -> Build:
    """Check seat ``player``'s build (docs/rules/gramin.md 4.2, 2.3, 2.4).

    Parameters
    ----------
    player : int
    hand : list of str
        The seat's card kinds.
    die : int
        The seat's roll.
    program : str or Program
        See :func:`read_program`.
    traps : iterable of str
        Trap cards to declare (``"crocodile"``, ``"hole"``, ``"wall"``).
    if_marks : iterable of str or None
        Trap marks the seat's if-cards may cancel; None: every mark if
        ``rules.auto_if_cards``, else none.
    rules : GraminRules

    Returns
    -------
    Build

    Raises
    ------
    GraminRuleError
        The program does not parse, or uses more cards than the die (``bad_program``, the
        cards counted by :func:`~gamewidgets.gramin.engine.program.die_cost`); an unknown
        trap card or mark; a card kind the hand lacks (``missing_cards``).
    """
    prog = read_program(program, rules, player)
    traps = _trap_kinds(traps, "gramin.error.game.unknown_trap", "kind")
    if if_marks is None:
        if_marks = TRAP_KINDS if rules.auto_if_cards else ()
    marks = _trap_kinds(if_marks, "gramin.error.game.unknown_mark", "mark")
    moves = [c.kind for c in prog.move_cards]
    loops = len(prog.cards) - len(moves)
    cost = die_cost(len(moves), loops, len(traps), rules)
    if first_missing(moves + traps, hand) is not None:
        raise GraminRuleError("gramin.error.game.missing_cards", player=seat(player),
                              need=CardList(Counter(moves + traps)), hand=CardList(Counter(hand)))
    if cost > die:
        raise GraminRuleError("gramin.error.game.bad_program", player=seat(player),
                              detail=over_die(cost, die, rules))
    return Build(prog, traps, set(marks), cost)


def lay(hand: list[str], build: Build) -> list[str]:
    """Take the cards of ``build`` (its move cards, then its trap cards) out of ``hand``
    (changed in place) and return them: the cards laid this turn (4.2, 4.7)."""
    laid = [c.kind for c in build.program.move_cards] + build.traps
    for kind in laid:
        hand.remove(kind)
    return laid


def build_programs(hand: list[str], die: int, rules: GraminRules) -> tuple[str, ...]:
    """The builds the game lists for a hand and die: the empty program, then every
    program of one move card, then of two (docs/rules/gramin.md 4.2).

    Cards are turned freely (section 2.1), so each move card of the hand is listed in the
    four directions; no traps are declared and no loop is laid. Every program listed is
    legal; many legal ones (loops, three cards or more, trap cards) are not listed.

    Parameters
    ----------
    hand : list of str
        Card kinds held.
    die : int
        The seat's roll.
    rules : GraminRules

    Returns
    -------
    tuple of str
        Program texts, the empty one first; at most 1 + 12 + 144.
    """
    return _programs(tuple(hand.count(k) for k in MOVE_KINDS),
                     die_cost(1, 0, 0, rules) <= die, die_cost(2, 0, 0, rules) <= die)


@lru_cache(maxsize=256)
def _programs(counts: tuple[int, ...], one: bool, two: bool) -> tuple[str, ...]:
    # cached: the bots' loop lists the builds of every seat at every step
    cards = [MoveCard(k, d) for k, n in zip(MOVE_KINDS, counts, strict=True) if n
             for d in Direction]
    held = dict(zip(MOVE_KINDS, counts, strict=True))
    out = [""]
    if one:
        out += [c.token for c in cards]
    if two:
        out += [f"{a.token} {b.token}" for a in cards for b in cards
                if a.kind != b.kind or held[a.kind] >= 2]
    return tuple(out)
