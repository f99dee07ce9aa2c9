"""Trap setting (docs/rules/gramin.md 4.3, 2.2): who places, where a trap card may go, and
the cards that find no square.

The functions take plain data; :func:`check_placement` raises :class:`GraminRuleError`
(the game adds what is allowed now).
"""

from __future__ import annotations

from collections import Counter

from gamewidgets.core.errors import Msg
from gamewidgets.core.events import Event
from gamewidgets.core.text import Words, shown
from gamewidgets.core.text import square as square_of
from gamewidgets.gramin.engine.board import Board, Pos, show_square
from gamewidgets.gramin.engine.cards import TRAP_KINDS, card_word
from gamewidgets.gramin.engine.deck import CardList
from gamewidgets.gramin.engine.errors import GraminRuleError, seat
from gamewidgets.gramin.engine.events import seat_event
from gamewidgets.gramin.engine.program import die_cost
from gamewidgets.gramin.engine.world import World


def placer(order: list[int], pending: list[list[str]]) -> int | None:
    """The seat to place a trap card now: the first in action order with a declared trap
    card left (section 4.3), or None."""
    return next((p for p in order if pending[p]), None)


def trap_squares(board: Board, pieces, anywhere: bool = False) -> list[Pos]:
    """Squares a trap card may go on, row by row (docs/rules/gramin.md 2.2, 4.3): on the
    board, with no other trap card, and (unless ``anywhere``) with no chest and no piece.

    Parameters
    ----------
    board : Board
    pieces : iterable of Pos
        The squares of the pieces.
    anywhere : bool
        ``GraminRules.trap_squares == "any"``: a chest or a piece may share the square.
    """
    busy = set(board.traps) if anywhere else {*board.traps, *board.chests, *pieces}
    return [(r, c) for r in range(board.rows) for c in range(board.cols) if (r, c) not in busy]


def square_problem(board: Board, pieces, pos, anywhere: bool = False) -> tuple[Msg | None, object]:
    """Why a trap card may not go on ``pos`` (docs/rules/gramin.md 4.3), or None.

    Parameters
    ----------
    board : Board
    pieces : sequence of Pos
        The squares of the pieces.
    pos : object
        What was asked for: a square is a pair of ints ``(row, col)``.
    anywhere : bool
        As for :func:`trap_squares`: only another trap card bars the square.

    Returns
    -------
    (Msg or None, object)
        The reason (``gramin.game.why.*``) or None, and ``pos`` as a tuple when it is a
        pair of ints (else as given).
    """
    try:
        r, c = pos
        if isinstance(r, bool) or isinstance(c, bool) or not isinstance(r, int) \
                or not isinstance(c, int):
            raise TypeError
    except (TypeError, ValueError):
        return Msg("gramin.game.why.not_square"), pos
    pos = (r, c)
    if not board.inside(pos):
        return Msg("gramin.game.why.off_board", rows=board.rows, cols=board.cols), pos
    barred = (("trap", board.traps),) if anywhere else (
        ("chest", board.chests), ("trap", board.traps), ("piece", pieces))
    for what, where in barred:
        if pos in where:
            return Msg(f"gramin.game.why.{what}"), pos
    return None, pos


def check_placement(board: Board, pieces, current: int | None, pending: list[list[str]],
                    player, kind, pos, anywhere: bool = False) -> Pos:
    """Check that seat ``player`` may place a declared ``kind`` of trap card on ``pos``.

    Parameters
    ----------
    board : Board
    pieces : sequence of Pos
        The squares of the pieces.
    current : int or None
        The seat to place now (:func:`placer`).
    pending : list of list of str
        Per seat, the trap cards still to place.
    player, kind, pos
        As asked (checked here).
    anywhere : bool
        ``GraminRules.trap_squares == "any"`` (see :func:`trap_squares`).

    Returns
    -------
    Pos
        ``pos`` as a tuple.

    Raises
    ------
    GraminRuleError
        ``gramin.error.game.not_your_trap``, ``trap_not_declared`` or ``bad_square``
        (which says why and names a few free squares).
    """
    if player != current:
        raise GraminRuleError("gramin.error.game.not_your_trap", player=seat(player),
                              current=current, current_name=seat(current))
    if not isinstance(kind, str) or kind not in pending[player]:
        what = card_word(kind) if kind in TRAP_KINDS else shown(kind)
        raise GraminRuleError("gramin.error.game.trap_not_declared", player=seat(player), kind=what,
                              pending=CardList(Counter(pending[player])))
    why, square = square_problem(board, pieces, pos, anywhere)
    if why is not None:
        examples = Words([square_of(p) for p in trap_squares(board, pieces, anywhere)[:3]])
        raise GraminRuleError("gramin.error.game.bad_square", pos=show_square(square),
                              why=why, examples=examples)
    return square


def return_unplaceable(order: list[int], pending: list[list[str]], laid: list[list[str]],
                       world: World, events: list[Event], names=None) -> None:
    """With no free square left (:func:`trap_squares`), the declared trap cards still to
    place go back to their hands (docs/rules/gramin.md 4.3) and no longer count against
    the die (section 2.3: they free room for an if-card).

    Parameters
    ----------
    order : list of int
        Action order from the parent.
    pending, laid : list of list of str
        Per seat, the trap cards still to place and the cards laid this turn; emptied /
        shortened in place.
    world : World
        Its hands and ``if_room`` are changed.
    events : list of Event
        Receives a ``trap_returned`` per card.
    names : tuple of str, optional
        The players' names, for the events' sentences.
    """
    for p in order:
        for kind in pending[p]:
            laid[p].remove(kind)
            world.hands[p].append(kind)
            if world.if_room[p] is not None:
                world.if_room[p] += die_cost(0, 0, 1, world.rules)
            events.append(seat_event("trap_returned", p, names, trap=kind))
        pending[p] = []

