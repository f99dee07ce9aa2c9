"""A lesson's last exercise: "find the mistake" in the review of a game just played.

The same exercise for the three games: a lesson plays a seeded game, shows its review
(``GameReviewWidget(game)``, whose stepper numbers the decisions "step 1 / 12"), and asks
for the step number of the decision rated ``"mistake"`` (:mod:`gamewidgets.core.review`).
The check answers with the decision's own sentence (what was done, what was best), so a
right answer also says *why* it was a mistake, and a wrong one says how the chosen decision
was rated.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from gamewidgets.core.answers import AnswerError, bounded, echo
from gamewidgets.core.feedback import feedback_html
from gamewidgets.core.furigana import for_screen, plain
from gamewidgets.core.i18n import check_lang, join_sentences, t
from gamewidgets.core.review import Review
from gamewidgets.core.text import full_width, typed

_NUMBER = re.compile(r"\s*(?:[0-9]{1,6}\s*ステップ中\s*)?(?:(?:step|ステップ)\s*)?(?:#\s*)?"
                     r"([0-9]{1,6})\s*(?:/\s*[0-9]{1,6}\s*)?(?:ステップ目|番目|番|回目)?\s*"
                     r"(?:\(\s*全\s*[0-9]{1,6}\s*(?:ステップ)?\s*\)\s*)?", re.IGNORECASE)
"""A step's number as typed: ``5``, ``#5``, copied from the stepper (``step 5 / 12``,
``5ステップ目（全12ステップ）``, older ``5ステップ目（全12）``, ``12ステップ中5``,
``ステップ5/12``), or as a Japanese child writes it, ``5番``, ``5回目`` (full-width digits
and brackets are read by :func:`~gamewidgets.core.text.typed`)."""


@dataclass(frozen=True)
class MistakeFeedback:
    """The answer to one "find the mistake" check, shown as its ``text`` and, in a
    notebook, in the box every exercise's feedback is shown in
    (:func:`~gamewidgets.core.feedback.feedback_html`).

    Attributes
    ----------
    correct : bool
        Whether the answer is the number of a decision rated ``"mistake"``.
    number : int or None
        The decision the answer names (1-based), or None if it names none.
    message : str
        What to tell the student, in the exercise's language, as the check made it (for a
        screen that draws ruby: a Japanese word above the grade keeps its reading as marks,
        :func:`~gamewidgets.core.furigana.for_screen`).
    kind : {"correct", "not_yet", "error"}
        Right, not right yet, or not a decision's number; the box's colour.
    """

    correct: bool
    number: int | None
    message: str
    kind: str = "not_yet"

    def __post_init__(self):
        if self.correct:
            object.__setattr__(self, "kind", "correct")

    @property
    def text(self) -> str:
        """What to tell the student as plain text: a word above the grade is written in
        its reading, in kana (:func:`~gamewidgets.core.furigana.plain`)."""
        return plain(self.message)

    def __repr__(self) -> str:
        return self.text

    __str__ = __repr__

    def _repr_html_(self) -> str:
        return feedback_html(self.message, self.kind)


@dataclass
class MistakeExercise:
    """"Which decision was the mistake?" for a review.

    Parameters
    ----------
    review : Review
        The review the student steps through (``review(game)`` of a game); its decisions
        are numbered from 1 in order, as the review widget's stepper shows them with every
        player on ("step 3 / 12").
    lang : {"en", "ja"}

    Raises
    ------
    ValueError
        If the review has no decision rated ``"mistake"`` (pick another game), or ``lang``
        is not supported.
    """

    review: Review
    lang: str = "en"

    def __post_init__(self):
        check_lang(self.lang)
        if not self.review.mistakes():
            raise ValueError("this review has no decision rated 'mistake': "
                             "play another game (another seed) for this exercise")

    def solution(self) -> list[int]:
        """The numbers (1-based, in the review's order) of the decisions rated
        ``"mistake"``."""
        return [i for i, d in enumerate(self.review.decisions, start=1) if d.verdict == "mistake"]

    @for_screen
    def check(self, answer) -> MistakeFeedback:
        """Say whether ``answer`` is the number of a decision rated ``"mistake"``.

        Parameters
        ----------
        answer : int or str
            The decision's number as the review shows it: ``5``, ``"5"``, ``"#5"``,
            full-width ``"５"``, ``"5回目"``, ``"step 5 / 12"``.

        Returns
        -------
        MistakeFeedback
            Never raises for a bad answer: it becomes the feedback text, which quotes at
            most :data:`~gamewidgets.core.answers.MAX_ECHO` characters of it.
        """
        lang, n = self.lang, len(self.review.decisions)
        try:
            answer = bounded(answer)
        except AnswerError as exc:
            return MistakeFeedback(False, None, exc.text(lang), "error")
        number = self._read(answer)
        if number is None:
            parts = [t("core.review.find.junk", lang, answer=echo(answer),
                       example=t("core.ui.step.step_no", lang, i=3, n=n))]
            wide = full_width(answer) if isinstance(answer, str) else None
            if wide is not None:
                parts.append(wide.text(lang))
            return MistakeFeedback(False, None, join_sentences(lang, parts), "error")
        if not 1 <= number <= n:
            return MistakeFeedback(False, None,
                                   t("core.review.find.range", lang, number=number, n=n), "error")
        decision = self.review.decisions[number - 1]
        name = self.review.name(decision.player, lang)
        if decision.verdict == "mistake":
            others = [k for k in self.solution() if k != number]
            parts = [t("core.review.find.correct", lang, number=number, name=name),
                     decision.sentence.text(lang)]
            if others:
                parts.append(t("core.review.find.more", lang,
                               numbers=", ".join(str(k) for k in others)))
            return MistakeFeedback(True, number, join_sentences(lang, parts))
        verdict = t(f"core.review.verdict.{decision.verdict}", lang)
        key = "inaccuracy" if decision.verdict == "inaccuracy" else "fine"
        text = t(f"core.review.find.{key}", lang, number=number, name=name, verdict=verdict)
        return MistakeFeedback(False, number, text)

    @staticmethod
    def _read(answer) -> int | None:
        if isinstance(answer, bool):
            return None
        if isinstance(answer, int):
            return answer
        if isinstance(answer, float) and answer.is_integer():
            return int(answer)
        if isinstance(answer, str):
            match = _NUMBER.fullmatch(typed(answer))
            if match:
                return int(match.group(1))
        return None


__all__ = ["MistakeExercise", "MistakeFeedback"]
