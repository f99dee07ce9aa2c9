"""A tsume-algo puzzle being solved card by card, and the stars it earns (docs/rules/algo.md
7c; the puzzles: :data:`~gamewidgets.algo.teaching.puzzles.TSUME_PUZZLES`).

The student names one hidden card at a time (a card and a number); each answer is checked
against the puzzle's solution. Stars reward solving from the position alone: 3 with no
wrong answer and no hint, one fewer for each wrong answer or hint, 1 at least once solved.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from gamewidgets.algo.engine.view import AlgoView
from gamewidgets.algo.teaching.puzzles import named

MAX_STARS = 3


@dataclass
class TsumeAttempt:
    """One puzzle of :data:`~gamewidgets.algo.teaching.puzzles.TSUME_PUZZLES` being solved.

    Parameters
    ----------
    puzzle : dict
        A puzzle of ``TSUME_PUZZLES`` (its rows named as written, ``ann``/``bob``).

    Attributes
    ----------
    right : dict of (int, int) to int
        The hidden cards named rightly so far: ``(row, index) -> number``, ``row`` in
        view order (0 is the student's own row, then the others as the view lists them),
        ``index`` 0-based from the left.
    mistakes, hints : int
        Wrong answers given, and hints asked for (the deduction opened before an answer).
    """

    puzzle: dict
    right: dict = field(default_factory=dict)
    mistakes: int = 0
    hints: int = 0

    def view(self, lang: str = "en") -> AlgoView:
        """The puzzle's position, its opponents named for a lesson in ``lang``."""
        return AlgoView.parse(named(self.puzzle, lang)["view"])

    def slots(self) -> list[tuple[int, int]]:
        """Every hidden card as ``(row, index)`` in view order (see :attr:`right`)."""
        v = self.view()
        order = list(v.rows)
        return [(order.index(name), i) for name, i in v.hidden_slots()]

    def number(self, row: int, index: int) -> int:
        """The solution's number of card ``index`` of row ``row`` (view order)."""
        name = list(self.view().rows)[row]
        return self.puzzle["solution"][name][index]

    def answer(self, row: int, index: int, number: int) -> bool:
        """Name hidden card ``(row, index)`` as ``number``; return whether it is right (a
        right answer is kept, a wrong one counted).

        Raises
        ------
        ValueError
            If ``(row, index)`` is not a hidden card still to name.
        """
        slot = (row, index)
        if slot not in self.slots() or slot in self.right:
            raise ValueError(f"card {slot} is not a hidden card still to name")
        if self.number(row, index) == number:
            self.right[slot] = number
            return True
        self.mistakes += 1
        return False

    def left(self) -> list[tuple[int, int]]:
        """The hidden cards still to name, in view order."""
        return [s for s in self.slots() if s not in self.right]

    @property
    def solved(self) -> bool:
        """Whether every hidden card is named rightly."""
        return not self.left()

    @property
    def stars(self) -> int:
        """0 until solved; then 3, one fewer per wrong answer or hint, at least 1."""
        if not self.solved:
            return 0
        return max(1, MAX_STARS - self.mistakes - self.hints)
