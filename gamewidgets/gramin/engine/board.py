"""The board: squares, face-down chests and trap cards (docs/rules/gramin.md 1, 2.2, 3)."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field

from gamewidgets.core.options import is_int
from gamewidgets.core.text import shown, square
from gamewidgets.gramin.engine.cards import CHIP_KINDS, TRAP_KINDS
from gamewidgets.gramin.engine.errors import BoardError
from gamewidgets.gramin.engine.options import GraminRules

Pos = tuple[int, int]
"""A square as ``(row, col)``; row 0 is the top row, col 0 the left column."""

MAX_SIDE = 20
"""Most squares a side of a board may have: the game's boards have 5 to 12
(docs/rules/gramin.md 1), lessons and puzzles fewer; a wider board would not fit a
notebook, and listing its squares (where a trap card may go) would grow with its area."""


@dataclass(frozen=True)
class Chest:
    """A treasure chest chip (docs/rules/gramin.md 1): ``points`` > 0, or a ``trap`` mark.

    Parameters
    ----------
    points : int
        Points scored by the holder (0 for a trap chip).
    trap : {"crocodile", "hole"} or None
        The trap mark of a trap chip.
    """

    points: int = 0
    trap: str | None = None

    def __post_init__(self):
        if self.trap is None and self.points < 1:
            raise ValueError("a chest holds points >= 1 or a trap mark")
        if self.trap is not None and (self.trap not in CHIP_KINDS or self.points):
            raise ValueError(f"a trap chip is 'crocodile' or 'hole' with no points, got {self!r}")

    @property
    def label(self) -> str:
        """``"3"`` for points, else the trap mark."""
        return self.trap or str(self.points)

    @classmethod
    def from_label(cls, label: str) -> Chest:
        """Inverse of :attr:`label` (chests are immutable: one object per label)."""
        chest = _CHESTS.get(label)
        if chest is None:
            chest = cls(trap=label) if label in CHIP_KINDS else cls(int(label))
            if len(_CHESTS) < 1024:
                _CHESTS[label] = chest
        return chest


_CHESTS: dict[str, Chest] = {}


_ASCII_TRAPS = {"c": "crocodile", "h": "hole", "w": "wall"}
_ASCII_CHIPS = {"C": "crocodile", "H": "hole"}


@dataclass
class Board:
    """A rectangular board (square in the game; any size up to :data:`MAX_SIDE` squares a
    side for puzzles and lessons).

    Attributes
    ----------
    rows, cols : int
        Size in squares.
    chests : dict of Pos to Chest
        Chests still on the board (face down: their content is hidden from players).
    traps : dict of Pos to str
        Trap cards on squares: ``"crocodile"``, ``"hole"`` or ``"wall"``.
    start : Pos or None
        The explorer's start square of a one-explorer board (``@``).

    Raises
    ------
    BoardError
        (a ValueError) If ``rows`` or ``cols`` is not an int 1..:data:`MAX_SIDE`, or a
        square is off the board. A chest and a trap card may share a square (a trap laid
        under ``GraminRules.trap_squares == "any"``; docs/rules/gramin.md 4.5).
    """

    rows: int
    cols: int
    chests: dict[Pos, Chest] = field(default_factory=dict)
    traps: dict[Pos, str] = field(default_factory=dict)
    start: Pos | None = None

    def __post_init__(self):
        if not all(is_int(x) and 1 <= x <= MAX_SIDE for x in (self.rows, self.cols)):
            raise BoardError("gramin.error.board.size", rows=shown(self.rows),
                             cols=shown(self.cols), max=MAX_SIDE)
        for pos in list(self.chests) + list(self.traps) + ([self.start] if self.start else []):
            if len(pos) != 2 or not all(is_int(x) for x in pos) or not self.inside(pos):
                raise BoardError("gramin.error.board.outside", pos=show_square(pos), rows=self.rows,
                                 cols=self.cols)

    @classmethod
    def from_ascii(cls, text: str) -> Board:
        """Read a board drawn in text, rows top to bottom.

        Parameters
        ----------
        text : str
            One line per row, all the same length (spaces and blank lines around are
            ignored). ``.`` empty, ``1``-``9`` chest with those points, ``C``/``H`` chest
            holding a crocodile/hole trap chip, ``c``/``h``/``w`` crocodile/hole/wall trap
            card, ``@`` explorer start (at most one).

        Returns
        -------
        Board

        Raises
        ------
        BoardError
            (a ValueError) On an unknown character (its row and column are named), rows
            of different lengths, an empty drawing, more than one ``@``, or more than
            :data:`MAX_SIDE` rows or columns.
        """
        lines = [ln.strip().replace(" ", "") for ln in text.strip().splitlines()]
        lines = [ln for ln in lines if ln]
        if not lines:
            raise BoardError("gramin.error.board.empty")
        cols = len(lines[0])
        if len(lines) > MAX_SIDE or cols > MAX_SIDE:  # refused before reading every square
            raise BoardError("gramin.error.board.size", rows=len(lines), cols=cols,
                             max=MAX_SIDE)
        chests, traps, start = {}, {}, None
        for r, line in enumerate(lines):
            if len(line) != cols:
                raise BoardError("gramin.error.board.row_length", row=r, r=r + 1, n=len(line),
                                 cols=cols)
            for c, ch in enumerate(line):
                if ch == ".":
                    continue
                if ch.isdigit() and ch != "0":
                    chests[(r, c)] = Chest(int(ch))
                elif ch in _ASCII_CHIPS:
                    chests[(r, c)] = Chest(trap=_ASCII_CHIPS[ch])
                elif ch in _ASCII_TRAPS:
                    traps[(r, c)] = _ASCII_TRAPS[ch]
                elif ch == "@":
                    if start is not None:
                        raise BoardError("gramin.error.board.second_start", row=r, col=c,
                                         square=square((r, c)))
                    start = (r, c)
                else:
                    raise BoardError("gramin.error.board.unknown_square", char=ch, row=r,
                                     col=c, square=square((r, c)))
        return cls(len(lines), cols, chests, traps, start)

    def to_ascii(self, pieces: dict[Pos, str] | None = None, reveal: bool = True) -> str:
        """Draw the board as :meth:`from_ascii` reads it.

        Parameters
        ----------
        pieces : dict of Pos to str, optional
            Extra one-character marks drawn on top (e.g. players' pieces).
        reveal : bool
            If False, every chest is drawn as ``?`` (its content hidden).
        """
        inv_trap = {v: k for k, v in _ASCII_TRAPS.items()}
        inv_chip = {v: k for k, v in _ASCII_CHIPS.items()}
        out = []
        for r in range(self.rows):
            row = []
            for c in range(self.cols):
                p = (r, c)
                ch = "."
                if p in self.chests:
                    chest = self.chests[p]
                    ch = "?" if not reveal else inv_chip.get(chest.trap, str(chest.points))
                elif p in self.traps:
                    ch = inv_trap[self.traps[p]]
                if p == self.start:
                    ch = "@"
                if pieces and p in pieces:
                    ch = pieces[p]
                row.append(ch)
            out.append("".join(row))
        return "\n".join(out)

    def inside(self, pos: Pos) -> bool:
        """Whether ``pos`` is on the board."""
        r, c = pos
        return 0 <= r < self.rows and 0 <= c < self.cols

    def copy(self) -> Board:
        """An independent copy."""
        return Board(self.rows, self.cols, dict(self.chests), dict(self.traps), self.start)

    def corners(self) -> list[Pos]:
        """Corners in seat order: top-left, top-right, bottom-right, bottom-left (section 1)."""
        r, c = self.rows - 1, self.cols - 1
        return [(0, 0), (0, c), (r, c), (r, 0)]

    def to_dict(self) -> dict:
        """JSON-able dict with every chest content (for saving, never for display)."""
        return {
            "rows": self.rows, "cols": self.cols,
            "chests": [[r, c, ch.label] for (r, c), ch in sorted(self.chests.items())],
            "traps": [[r, c, k] for (r, c), k in sorted(self.traps.items())],
            "start": list(self.start) if self.start else None,
        }

    @classmethod
    def from_dict(cls, d: dict) -> Board:
        """Inverse of :meth:`to_dict`."""
        return cls(d["rows"], d["cols"],
                   {(r, c): Chest.from_label(lb) for r, c, lb in d["chests"]},
                   {(r, c): k for r, c, k in d["traps"]},
                   tuple(d["start"]) if d.get("start") else None)

    def public_dict(self) -> dict:
        """JSON-able dict a player may see: chest squares without their contents."""
        d = self.to_dict()
        d["chests"] = [[r, c] for r, c, _ in d["chests"]]
        return d


def random_board(rules: GraminRules, rng: random.Random) -> Board:
    """Lay the chest chips face down at random (docs/rules/gramin.md 3.1).

    Chests keep Chebyshev distance >= ``rules.chest_corner_distance`` from every corner
    (relaxed one square at a time on boards too small for that). With
    ``rules.chests_apart`` no two chests touch (8-neighbour) whenever the allowed squares
    hold such a layout: a randomised backtracking search (:func:`_apart_squares`) looks
    for one; only if it finds none within its budget does each chest go where it touches
    as few chests as possible.

    Parameters
    ----------
    rules : GraminRules
        Board size, chest chips, corner distance and ``chests_apart``.
    rng : random.Random
        The game's generator; the only source of randomness (same state, same board).

    Returns
    -------
    Board
        ``rules.board_size`` squared, with every chip of the rules on its own square.

    Raises
    ------
    ValueError
        If the chests outnumber the squares of the board.
    """
    n = rules.board_size
    chips = [Chest(p) for p in rules.chest_points] + [Chest(trap=t) for t in rules.chest_traps]
    if len(chips) > n * n - 4:
        raise ValueError(f"{len(chips)} chests do not fit on a {n}x{n} board")
    rng.shuffle(chips)
    corners = [(0, 0), (0, n - 1), (n - 1, n - 1), (n - 1, 0)]
    far = rules.chest_corner_distance
    while True:
        allowed = [(r, c) for r in range(n) for c in range(n)
                   if all(max(abs(r - cr), abs(c - cc)) >= max(far, 1) for cr, cc in corners)]
        if len(allowed) >= len(chips) or far <= 1:
            break
        far -= 1
    rng.shuffle(allowed)
    chosen = _apart_squares(allowed, len(chips)) if rules.chests_apart else None
    if chosen is None:
        chosen = []
        for _ in chips:
            def touching(p):
                return sum(_touch(p, q) for q in chosen)
            free = [p for p in allowed if p not in chosen]
            best = min(free, key=touching) if rules.chests_apart else free[0]
            chosen.append(best)
    return Board(n, n, dict(zip(chosen, chips, strict=True)))


def game_board(rules: GraminRules, rng: random.Random | None, n_players: int,
               board: Board | None = None) -> Board:
    """The board of a new game (docs/rules/gramin.md 1, 3.1): :func:`random_board` (drawn
    with ``rng``), or a copy of the hand-set ``board``, checked against the rules.

    Raises
    ------
    ValueError
        If ``board`` has fewer than 2 rows or columns or no chest, a chest or trap on a
        corner where one of the ``n_players`` pieces starts, a trap card that is none of
        crocodile, hole, wall, or chests that are not among the rules' chips (each point
        value of ``rules.chest_points`` and trap chip of ``rules.chest_traps`` at most as
        often as the rules have it).
    """
    if board is None:
        return random_board(rules, rng)
    board = board.copy()
    if board.rows < 2 or board.cols < 2 or not board.chests:
        raise ValueError("a game board needs at least 2 rows, 2 columns and a chest")
    busy = [c for c in board.corners()[:n_players] if c in board.chests or c in board.traps]
    if busy:
        raise ValueError(f"the pieces start on the corners; corners {busy} hold a chest or "
                         "a trap")
    if any(kind not in TRAP_KINDS for kind in board.traps.values()):
        raise ValueError(f"a trap card is {', '.join(TRAP_KINDS)}, got "
                         f"{shown(sorted(set(board.traps.values()) - set(TRAP_KINDS)))}")
    chips = Counter(c.trap or c.points for c in board.chests.values())
    extra = chips - Counter(rules.chest_points) - Counter(rules.chest_traps)
    if extra:
        raise ValueError(f"the board's chests must come from the rules' chest_points and "
                         f"chest_traps; not among them: {shown(sorted(map(str, extra)))}")
    return board


APART_BUDGET = 20_000
"""Most search nodes :func:`_apart_squares` visits before giving up (keeps set-up fast)."""


def _touch(p: Pos, q: Pos) -> bool:
    return max(abs(p[0] - q[0]), abs(p[1] - q[1])) <= 1


def _apart_squares(squares: list[Pos], k: int) -> list[Pos] | None:
    """``k`` of ``squares`` (already shuffled) no two of which touch, or None.

    Depth-first in the given order, so the random shuffle picks which layout is found.
    Sets of squares are bit masks (bit i = ``squares[i]``). A branch is cut when the free
    squares cannot hold the chests left: an aligned 2 x 2 block holds at most one chest
    that touches no other, so the blocks meeting the free squares bound the count. Gives
    up (None) after :data:`APART_BUDGET` nodes.
    """
    index = {p: i for i, p in enumerate(squares)}
    # near[i]: squares i touches, itself included, so choosing i removes all of them
    near = [sum(1 << index[(r + dr, c + dc)] for dr in (-1, 0, 1) for dc in (-1, 0, 1)
                if (r + dr, c + dc) in index) for r, c in squares]
    blocks: dict[Pos, int] = {}
    for i, (r, c) in enumerate(squares):
        blocks[(r // 2, c // 2)] = blocks.get((r // 2, c // 2), 0) | (1 << i)
    block_masks = list(blocks.values())
    budget = [APART_BUDGET]

    def search(free: int, need: int, chosen: list[int]) -> bool:
        if need == 0:
            return True
        while free and budget[0] > 0:
            if sum(1 for bm in block_masks if free & bm) < need:
                return False
            budget[0] -= 1
            i = (free & -free).bit_length() - 1
            free &= ~(1 << i)
            chosen.append(i)
            if search(free & ~near[i], need - 1, chosen):
                return True
            chosen.pop()
        return False

    picked: list[int] = []
    if search((1 << len(squares)) - 1, k, picked):
        return [squares[i] for i in picked]
    return None


def show_square(pos):
    """A square ``(r, c)`` as sentences name it (:func:`~gamewidgets.core.text.square`);
    anything else quoted as received (:func:`~gamewidgets.core.text.shown`)."""
    if isinstance(pos, tuple) and len(pos) == 2 and all(type(x) is int for x in pos):
        return square(pos)
    return shown(pos)
