"""Lesson exercises: check a student's deduction and answer with feedback.

"Which numbers can this card be?" (:class:`CandidatesExercise`) and "Which hidden cards
are certain?" (:class:`CertainExercise`). The expected answer is exact: a number is
possible if some deal consistent with the view gives it (rules/algo.md section 8).
Positions are 1-based, as the sentences read them ("ann's 2nd card" is position 2).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from gamewidgets.algo.deduction import deduce, join, slot_name
from gamewidgets.algo.probability import posterior
from gamewidgets.algo.view import AlgoView
from gamewidgets.core.i18n import check_lang, t


@dataclass(frozen=True)
class Feedback:
    """The answer to one checked exercise.

    Attributes
    ----------
    correct : bool
    missing : tuple
        Right answers the student left out: numbers, or ``(row, position, number)``.
    extra : tuple
        Wrong answers the student gave, same forms.
    text : str
        What to tell the student, in the exercise's language.
    """

    correct: bool
    missing: tuple
    extra: tuple
    text: str

    def __repr__(self) -> str:
        return self.text

    __str__ = __repr__


def _as_view(view) -> AlgoView:
    return AlgoView.parse(view) if isinstance(view, str) else view


def _hint(hint: dict, lang: str) -> str:
    text = hint.get(lang, "")
    sep = "" if lang == "ja" else " "
    return sep + t("algo.check.hint", lang, hint=text) if text else ""


class _AnswerError(ValueError):
    """A malformed student answer: a catalogue message id and its fields."""

    def __init__(self, message_id: str, **fields):
        super().__init__(message_id)
        self.message_id, self.fields = message_id, fields

    def text(self, lang: str) -> str:
        return t(self.message_id, lang, **self.fields)


@dataclass
class CandidatesExercise:
    """"Which numbers can this card be?" for one hidden card of a view.

    Parameters
    ----------
    view : str or AlgoView
    row : str
        The card's row (not the viewer's own).
    position : int
        1-based position in the row (1 = leftmost).
    hint : dict, optional
        ``{"en": ..., "ja": ...}`` added to feedback on a wrong answer.
    lang : {"en", "ja"}

    Raises
    ------
    ValueError
        If the view is malformed, the card is not a hidden card of another row, or no deal
        fits the view.
    """

    view: str | AlgoView
    row: str
    position: int
    hint: dict = field(default_factory=dict)
    lang: str = "en"

    def __post_init__(self):
        check_lang(self.lang)
        self.view = _as_view(self.view)
        rows = self.view.rows
        if self.row not in self.view.others or not 1 <= self.position <= len(rows[self.row]) \
                or not rows[self.row][self.position - 1].hidden:
            raise ValueError(f"{self.row!r} position {self.position} is not a hidden card of "
                             f"another row; hidden cards: "
                             f"{[(r, i + 1) for r, i in self.view.hidden_slots()]}")
        self._possible = set(posterior(self.view)[self.row][self.position - 1])
        self._reasons = deduce(self.view).eliminated(self.row, self.position - 1)

    def solution(self) -> list:
        """The numbers the card can be (ascending list of int)."""
        return sorted(self._possible)

    def check(self, answer) -> Feedback:
        """Compare ``answer`` with the possible numbers.

        Parameters
        ----------
        answer : iterable of int, or str
            e.g. ``{1, 2, 3}`` or ``"1 2 3"`` / ``"1, 2, 3"``.

        Returns
        -------
        Feedback
            ``missing`` = possible numbers not given; ``extra`` = impossible numbers given,
            each explained by the first reason that rules it out. Never raises for a
            malformed answer: the problem becomes the feedback text.
        """
        lang = self.lang
        slot = slot_name(self.row, self.position - 1, lang)
        try:
            given = _numbers(answer)
        except _AnswerError as exc:
            return Feedback(False, (), (), t("algo.check.bad_answer", lang,
                                             error=exc.text(lang)))
        missing = tuple(sorted(self._possible - given))
        extra = tuple(sorted(given - self._possible))
        if not missing and not extra:
            return Feedback(True, (), (), t("algo.check.candidates_ok", lang, slot=slot,
                                             numbers=join(self.solution(), lang)))
        parts = [t("algo.check.certain_no", lang)]
        for n in extra:
            why = self._reasons.get(n, "no_world")
            parts.append(t("algo.check.extra", lang, number=n, reason=t(f"algo.reason.{why}",
                                                                         lang)))
        if missing:
            parts.append(t("algo.check.missing", lang, numbers=join(missing, lang, "and")))
        sep = "" if lang == "ja" else " "
        return Feedback(False, missing, extra, sep.join(parts) + _hint(self.hint, lang))


@dataclass
class CertainExercise:
    """"Which hidden cards are certain?": name every card whose number is forced.

    Parameters
    ----------
    view : str or AlgoView
    hint : dict, optional
        ``{"en": ..., "ja": ...}`` added to feedback on a wrong answer.
    lang : {"en", "ja"}

    Raises
    ------
    ValueError
        If the view is malformed or no deal fits it.
    """

    view: str | AlgoView
    hint: dict = field(default_factory=dict)
    lang: str = "en"

    def __post_init__(self):
        check_lang(self.lang)
        self.view = _as_view(self.view)
        post = posterior(self.view)
        self._certain = {(r, i + 1, next(iter(post[r][i]))) for r, i in self.view.hidden_slots()
                         if len(post[r][i]) == 1}

    def solution(self) -> list:
        """The certain hidden cards as ``(row, position, number)``, view order."""
        order = {s: k for k, s in enumerate(self.view.hidden_slots())}
        return sorted(self._certain, key=lambda c: order[(c[0], c[1] - 1)])

    def check(self, answer) -> Feedback:
        """Compare ``answer`` with the certain hidden cards.

        Parameters
        ----------
        answer : iterable of (str, int, int), or str
            ``[("ann", 2, 7)]`` or ``"ann 2 = 7; bob 1 = 0"`` (row, 1-based position,
            number; ``B7``/``W7`` also accepted for the number); empty = none is certain.

        Returns
        -------
        Feedback
            ``missing``/``extra`` as ``(row, position, number)``; the text says how many
            are missing (without naming them) and which named ones are wrong.
        """
        lang = self.lang
        try:
            given = _cards(answer, self.view)
        except _AnswerError as exc:
            return Feedback(False, (), (), t("algo.check.bad_answer", lang,
                                             error=exc.text(lang)))
        missing = tuple(c for c in self.solution() if c not in given)
        extra = tuple(sorted(given - self._certain))
        if not missing and not extra:
            if not self._certain:
                return Feedback(True, (), (), t("algo.check.certain_none_ok", lang))
            cards = [f"{slot_name(r, p - 1, lang)} = {n}" for r, p, n in self.solution()]
            return Feedback(True, (), (), t("algo.check.certain_ok", lang,
                                             cards=join(cards, lang, "and")))
        parts = [t("algo.check.certain_no", lang)]
        for r, p, n in extra:
            parts.append(t("algo.check.certain_wrong", lang, slot=slot_name(r, p - 1, lang),
                           number=n))
        if missing:
            parts.append(t("algo.check.certain_missing", lang, count=len(missing)))
        sep = "" if lang == "ja" else " "
        return Feedback(False, missing, extra, sep.join(parts) + _hint(self.hint, lang))


def _numbers(answer) -> set:
    items = re.split(r"[\s,;]+", answer.strip()) if isinstance(answer, str) else list(answer)
    out = set()
    for x in items:
        if x == "":
            continue
        try:
            n = int(x)
        except (TypeError, ValueError):
            raise _AnswerError("algo.check.bad_number", token=x) from None
        if not 0 <= n <= 11:
            raise _AnswerError("algo.check.bad_number", token=x)
        out.add(n)
    return out


_CARD = re.compile(r"^\s*(.+?)\s+(\d+)\s*[=:]?\s*[BWbw]?(\d+)\s*$")


def _cards(answer, view: AlgoView) -> set:
    if isinstance(answer, str):
        items = []
        for part in re.split(r"[;,\n]+", answer):
            if part.strip():
                m = _CARD.match(part)
                if not m:
                    raise _AnswerError("algo.check.bad_card", token=part.strip())
                items.append((m.group(1), int(m.group(2)), int(m.group(3))))
    else:
        items = [tuple(x) for x in answer]
    out = set()
    for item in items:
        if len(item) != 3:
            raise _AnswerError("algo.check.bad_card", token=item)
        row, pos, n = item
        if row not in view.others or not isinstance(pos, int) \
                or not 1 <= pos <= len(view.rows[row]):
            raise _AnswerError("algo.check.bad_slot", row=row, position=pos,
                               rows=", ".join(view.others))
        if not isinstance(n, int) or not 0 <= n <= 11:
            raise _AnswerError("algo.check.bad_number", token=n)
        out.add((row, pos, n))
    return out
