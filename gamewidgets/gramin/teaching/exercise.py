"""Lesson exercises: check a student's program and answer with feedback (correct / cards / hint),
as :class:`~gamewidgets.core.teaching.Feedback` (``solved``, and ``cards`` used: None if the
program did not parse)."""

from __future__ import annotations

from dataclasses import dataclass, field

from gamewidgets.core.answers import AnswerError
from gamewidgets.core.furigana import for_screen, read
from gamewidgets.core.i18n import check_lang, join_sentences, t
from gamewidgets.core.teaching import Feedback
from gamewidgets.gramin.engine.board import Board, Pos
from gamewidgets.gramin.engine.errors import ProgramSyntaxError
from gamewidgets.gramin.engine.options import GraminRules
from gamewidgets.gramin.engine.program import Program
from gamewidgets.gramin.engine.trace import run_program
from gamewidgets.gramin.teaching.code_view import from_python, looks_like_python
from gamewidgets.gramin.teaching.parts import (
    count_cards,
    count_used,
    opened_points,
    place_text,
    program_answer,
    square_text,
)


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
        The fewest cards used (cards laid, loop cards included, plus if-cards spent;
        docs/rules/gramin.md 6) that meet the goal.
    hint : dict, optional
        ``{"en": ..., "ja": ...}`` said when the goal is met with more than ``best`` cards
        or not met at all; its Japanese words get the readings of the reading list above
        the level in force, as the catalogue's texts do.
    if_cards : tuple of str
        If-cards the explorer holds.
    rules : GraminRules, optional
    lang : {"en", "ja"}
    die : int, optional
        The die's roll, 1..6: most hand cards the program may use, counted as the widget
        counts them (:meth:`Program.check_die`, docs/rules/gramin.md 4.2); None: no limit.
    """

    board: str
    goal: str | Pos = "all_chests"
    best: int | None = None
    hint: dict = field(default_factory=dict)
    if_cards: tuple = ()
    rules: GraminRules | None = None
    lang: str = "en"
    die: int | None = None

    def __post_init__(self):
        check_lang(self.lang)
        self._board = Board.from_ascii(self.board)
        if self.goal != "all_chests":
            self.goal = tuple(self.goal)
            if not self._board.inside(self.goal):
                raise ValueError(f"goal square {self.goal} is not on the board")

    @for_screen
    def check(self, program: str | Program) -> Feedback:
        """Run ``program`` and say whether it meets the goal, in how many cards.

        Parameters
        ----------
        program : str or Program
            Card tokens (``"for3( R U )"``) or the Python the lesson prints
            (``"for _ in range(3):\n    step(RIGHT)"``, read by :func:`from_python`).

        Returns
        -------
        Feedback
            Never raises for a bad program: a syntax error, more cards than the die
            allows, an answer that is not text or one longer than
            :data:`~gamewidgets.core.answers.MAX_ANSWER` characters becomes the feedback
            text.
        """
        lang = self.lang
        try:
            program = program_answer(program)
        except AnswerError as exc:
            return Feedback.said(t("gramin.check.syntax", lang, error=exc.text(lang)), lang,
                                 "error", cards=None)
        try:
            if isinstance(program, str):
                program = (from_python(program, self.rules, lang) if looks_like_python(program)
                           else Program.parse(program, self.rules, lang=lang))
            if self.die is not None:
                program.check_die(self.die, lang)
            trace = run_program(program, self._board, if_cards=self.if_cards, rules=self.rules)
        except ProgramSyntaxError as exc:
            said = "gramin.check.die" if exc.message_id == "gramin.error.over_die" \
                else "gramin.check.syntax"
            return Feedback.said(t(said, lang, error=exc.text(lang)), lang, "error", cards=None)
        spent = sum(1 for e in trace.events if e.kind == "if_used")
        cards, said = program.card_count + spent, count_used(program.card_count, spent)
        wanted = sum(1 for ch in self._board.chests.values() if not ch.trap)
        got = len(trace.collected)
        solved = (got >= wanted if self.goal == "all_chests"
                  else trace.final_position == self.goal)
        # the lesson's own words: readings from the reading list, as a catalogue text has them
        hint = read(self.hint.get(lang, ""))
        if not solved:
            # where the explorer ends, by what lies there (an opened chest by its value)
            pos = place_text(trace.final_position, lang, opened_points(trace.events))
            text = t("gramin.check.not_yet", lang, pos=pos, got=got, wanted=wanted)
            if self.goal != "all_chests":
                text = t("gramin.check.not_yet_square", lang, pos=pos,
                         goal=square_text(self.goal, lang))
            if trace.stop_reason != "finished":
                text = join_sentences(lang, [text, t(f"gramin.trace.stopped.{trace.stop_reason}",
                                                       lang)])
        elif self.best is None or cards <= self.best:
            text = t("gramin.check.best", lang, cards=said.text(lang))
        else:
            text = t("gramin.check.more", lang, cards=said.text(lang),
                     best=count_cards(self.best).text(lang))
        best = solved and (self.best is None or cards <= self.best)
        if hint and not best:
            text = join_sentences(lang, [text, t("gramin.check.hint", lang, hint=hint)])
        return Feedback.said(text, lang, "correct" if best else "more" if solved else "not_yet",
                             solved=solved, cards=cards)
