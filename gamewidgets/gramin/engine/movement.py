"""Where a move card takes a piece: the one movement rule of the board (docs/rules/gramin.md
2.1).

Everything that moves a piece asks :func:`card_path`: the game and :func:`run_program`
(through :class:`~gamewidgets.gramin.engine.world.World`, which then resolves each square
entered), the par solver, the planner bot and the simple bot (which resolve squares their
own, faster, way). Where a jump stopped by a wall comes down is :func:`before_wall`, asked
by the World and the planner. So a card moves the same way everywhere.
"""

from __future__ import annotations

from functools import lru_cache

from gamewidgets.gramin.engine.board import Pos


@lru_cache(maxsize=1 << 16)
def card_path(rows: int, cols: int, pos: Pos, kind: str,
              delta: tuple[int, int]) -> tuple[tuple[Pos, ...], bool]:
    """The squares a move card enters from ``pos``, literally as laid, before anything on
    them is resolved (docs/rules/gramin.md 2.1).

    A step enters the next square; a dash the next two, in turn; a jump only the square
    two away (not the one it passes). At the edge the piece stops: the rest of the card
    is lost and the program goes on. A jump whose landing square is off the board lands
    on the next square instead, if that one is on it.

    Parameters
    ----------
    rows, cols : int
        Size of the board in squares.
    pos : (int, int)
        The piece's square.
    kind : {"step", "dash", "jump"}
        The card's kind.
    delta : (int, int)
        ``(d_row, d_col)`` of one square in the card's direction
        (:attr:`MoveCard.delta`).

    Returns
    -------
    (tuple of (int, int), bool)
        The squares entered in order (empty if the first one is off the board), and
        whether the edge cut the card short.
    """
    r, c = pos
    dr, dc = delta
    one = (r + dr, c + dc)
    inside_one = 0 <= one[0] < rows and 0 <= one[1] < cols
    if kind == "step":
        return ((one,), False) if inside_one else ((), True)
    two = (r + 2 * dr, c + 2 * dc)
    inside_two = 0 <= two[0] < rows and 0 <= two[1] < cols
    if kind == "jump":
        if inside_two:
            return (two,), False
        return ((one,), True) if inside_one else ((), True)
    if inside_two:
        return (one, two), False
    return ((one,), True) if inside_one else ((), True)


def before_wall(pos: Pos, kind: str, delta: tuple[int, int], wall: Pos,
                jump_into_wall: str) -> Pos | None:
    """The square a piece comes down on when a wall on ``wall``, a square of
    :func:`card_path`, stops its card (docs/rules/gramin.md 2.2), if it is one it has not
    entered yet.

    A step or a dash stops on the square it already stands on (nothing new is entered).
    A jump has not entered the square in between: under ``jump_into_wall == "before"`` it
    comes down there (手前で停まり), and that square is then entered like a step; under
    ``"stay"`` the piece stays on ``pos``.

    Parameters
    ----------
    pos : (int, int)
        The piece's square before the card.
    kind : {"step", "dash", "jump"}
    delta : (int, int)
        ``(d_row, d_col)`` of one square in the card's direction.
    wall : (int, int)
        The square whose wall stopped the piece.
    jump_into_wall : {"before", "stay"}
        ``GraminRules.jump_into_wall``.

    Returns
    -------
    (int, int) or None
        The square in between for a jump two squares short of its landing under
        ``"before"``; None otherwise (the piece stays where it stands).
    """
    if kind != "jump" or jump_into_wall != "before":
        return None
    (r, c), (dr, dc) = pos, delta
    if wall != (r + 2 * dr, c + 2 * dc):
        return None  # a jump cut short by the edge: its one square is the wall's
    return (r + dr, c + dc)
