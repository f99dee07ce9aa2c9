"""The board: squares, face-down chests and trap cards (rules/gramin.md 1, 2.2, 3)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from gamewidgets.gramin.rules import GraminRules

Pos = tuple[int, int]
"""A square as ``(row, col)``; row 0 is the top row, col 0 the left column."""


@dataclass(frozen=True)
class Chest:
    """A treasure chest chip (rules/gramin.md 1): ``points`` > 0, or a ``trap`` mark.

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
        if self.trap is not None and (self.trap not in ("crocodile", "hole") or self.points):
            raise ValueError(f"a trap chip is 'crocodile' or 'hole' with no points, got {self!r}")

    @property
    def label(self) -> str:
        """``"3"`` for points, else the trap mark."""
        return self.trap or str(self.points)

    @classmethod
    def from_label(cls, label: str) -> Chest:
        """Inverse of :attr:`label`."""
        return cls(trap=label) if label in ("crocodile", "hole") else cls(int(label))


_ASCII_TRAPS = {"c": "crocodile", "h": "hole", "w": "wall"}
_ASCII_CHIPS = {"C": "crocodile", "H": "hole"}


@dataclass
class Board:
    """A rectangular board (square in the game; any size for puzzles and lessons).

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
    """

    rows: int
    cols: int
    chests: dict[Pos, Chest] = field(default_factory=dict)
    traps: dict[Pos, str] = field(default_factory=dict)
    start: Pos | None = None

    def __post_init__(self):
        if self.rows < 1 or self.cols < 1:
            raise ValueError(f"a board needs at least one square, got {self.rows}x{self.cols}")
        for pos in list(self.chests) + list(self.traps) + ([self.start] if self.start else []):
            if not self.inside(pos):
                raise ValueError(f"square {pos} is outside the {self.rows}x{self.cols} board")
        both = set(self.chests) & set(self.traps)
        if both:
            raise ValueError(
                f"a square holds either a chest or a trap card, not both: {sorted(both)}")

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
        ValueError
            On an unknown character (its row and column are named), rows of different
            lengths, an empty drawing, or more than one ``@``.
        """
        lines = [ln.strip().replace(" ", "") for ln in text.strip().splitlines()]
        lines = [ln for ln in lines if ln]
        if not lines:
            raise ValueError("the board drawing is empty")
        cols = len(lines[0])
        chests, traps, start = {}, {}, None
        for r, line in enumerate(lines):
            if len(line) != cols:
                raise ValueError(f"row {r} has {len(line)} squares, row 0 has {cols}: "
                                 "every row must be the same length")
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
                        raise ValueError(
                            f"a second '@' at row {r}, col {c}: one explorer start only")
                    start = (r, c)
                else:
                    raise ValueError(f"unknown square {ch!r} at row {r}, col {c}; "
                                     "use . 1-9 C H c h w @")
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
    """Lay the chest chips face down at random (rules/gramin.md 3.1).

    Chests keep Chebyshev distance >= ``rules.chest_corner_distance`` from every corner
    (relaxed one square at a time on boards too small for that). With
    ``rules.chests_apart`` each chest goes where it touches (8-neighbour) as few chests
    as possible, so no two touch whenever the random order allows it.

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
    chosen: list[Pos] = []
    for _ in chips:
        def touching(p):
            return sum(max(abs(p[0] - q[0]), abs(p[1] - q[1])) <= 1 for q in chosen)
        free = [p for p in allowed if p not in chosen]
        best = min(free, key=touching) if rules.chests_apart else free[0]
        chosen.append(best)
    return Board(n, n, dict(zip(chosen, chips, strict=True)))
