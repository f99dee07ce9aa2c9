"""Lesson exercises: check a student's program and answer with feedback (correct / cards / hint)."""

from __future__ import annotations

from dataclasses import dataclass, field

from gamewidgets.core.i18n import check_lang, join_sentences, t
from gamewidgets.gramin.engine.board import Board, Pos
from gamewidgets.gramin.engine.errors import ProgramSyntaxError
from gamewidgets.gramin.engine.options import GraminRules
from gamewidgets.gramin.engine.program import Program
from gamewidgets.gramin.engine.trace import run_program


@dataclass(frozen=True)
class Feedback:
    """The answer to one checked program.

    Attributes
    ----------
    solved : bool
        Whether the goal was met.
    cards : int or None
        Cards laid (loop cards included); None if the program did not parse.
    text : str
        What to tell the student, in the exercise's language.
    """

    solved: bool
    cards: int | None
    text: str

    def __repr__(self) -> str:
        return self.text

    __str__ = __repr__


@dataclass
class Exercise:
    """A board, a goal and the fewest cards known to meet it.

    Parameters
    ----------
    board : str
        ASCII board with one ``@`` (see :meth:`Board.from_ascii`).
    goal : "all_chests" or (int, int)
        Collect every point chest, or end the program on that square.
    best : int, optional
        The fewest cards (loop cards included) that meet the goal.
    hint : dict, optional
        ``{"en": ..., "ja": ...}`` said when the goal is met with more than ``best`` cards
        or not met at all.
    if_cards : tuple of str
        If-cards the explorer holds.
    rules : GraminRules, optional
    lang : {"en", "ja"}
    """

    board: str
    goal: str | Pos = "all_chests"
    best: int | None = None
    hint: dict = field(default_factory=dict)
    if_cards: tuple = ()
    rules: GraminRules | None = None
    lang: str = "en"

    def __post_init__(self):
        check_lang(self.lang)
        self._board = Board.from_ascii(self.board)
        if self.goal != "all_chests":
            self.goal = tuple(self.goal)
            if not self._board.inside(self.goal):
                raise ValueError(f"goal square {self.goal} is not on the board")

    def check(self, program: str | Program) -> Feedback:
        """Run ``program`` and say whether it meets the goal, in how many cards.

        Parameters
        ----------
        program : str or Program

        Returns
        -------
        Feedback
            Never raises for a bad program: a syntax error becomes the feedback text.
        """
        lang = self.lang
        try:
            if isinstance(program, str):
                program = Program.parse(program, self.rules, lang=lang)
            trace = run_program(program, self._board, if_cards=self.if_cards, rules=self.rules)
        except ProgramSyntaxError as exc:
            return Feedback(False, None, t("gramin.check.syntax", lang, error=exc.text(lang)))
        cards = program.card_count
        wanted = sum(1 for ch in self._board.chests.values() if not ch.trap)
        got = len(trace.collected)
        solved = (got >= wanted if self.goal == "all_chests"
                  else trace.final_position == self.goal)
        hint = self.hint.get(lang, "")
        if not solved:
            text = t("gramin.check.not_yet", lang, pos=_p(trace.final_position), got=got,
                     wanted=wanted)
            if self.goal != "all_chests":
                text = t("gramin.check.not_yet_square", lang, pos=_p(trace.final_position),
                         goal=_p(self.goal))
            if trace.stop_reason != "finished":
                text = join_sentences(lang, [text, t(f"gramin.trace.stopped.{trace.stop_reason}",
                                                       lang)])
        elif self.best is None or cards <= self.best:
            text = t("gramin.check.best", lang, cards=cards)
        else:
            text = t("gramin.check.more", lang, cards=cards, best=self.best)
        if hint and not (solved and (self.best is None or cards <= self.best)):
            text = join_sentences(lang, [text, t("gramin.check.hint", lang, hint=hint)])
        return Feedback(solved, cards, text)


def _p(pos: Pos) -> str:
    return f"({pos[0]}, {pos[1]})"


