"""Lesson exercises: check a student's deduction and answer with feedback.

"Which numbers can this card be?" (:class:`CandidatesExercise`) and "Which hidden cards
are certain?" (:class:`CertainExercise`). The expected answer is exact: a number is
possible if some deal consistent with the view gives it (docs/rules/algo.md 8).
Positions are 1-based, as the sentences read them ("ann's 2nd card" is position 2).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from gamewidgets.algo.engine.deduction import REASONS, deduce
from gamewidgets.algo.engine.events import card_words
from gamewidgets.algo.engine.inference import join, slot_name
from gamewidgets.algo.engine.probability import posterior
from gamewidgets.algo.engine.view import AlgoView
from gamewidgets.core.answers import AnswerError, bounded, echo
from gamewidgets.core.furigana import for_screen, read
from gamewidgets.core.i18n import check_lang, join_sentences, t
from gamewidgets.core.teaching import Feedback
from gamewidgets.core.text import Msg, Phrase, Words, full_width, render_fields, typed


def reason_name(kind: str, lang: str = "en") -> str:
    """The word a person reads for a reason kind of the deduction: the word of the
    widget's deduction panel ("order rule" / 「並び順」), for a lesson that prints
    ``step.reason`` or :meth:`~gamewidgets.algo.engine.deduction.Deduction.eliminated`.

    Parameters
    ----------
    kind : str
        One of :data:`~gamewidgets.algo.engine.deduction.REASONS` (docs/rules/algo.md 8).
    lang : {"en", "ja"}

    Returns
    -------
    str
        ``"order rule"`` / 「並び順」, ``"counting"`` / 「数え上げ」, ...

    Raises
    ------
    ValueError
        If ``kind`` is not a reason kind (the message lists them), or ``lang`` is unknown.
    """
    if kind not in REASONS:
        raise ValueError(f"unknown reason kind {kind!r}; known: {', '.join(REASONS)}")
    return t(f"algo.ui.reason.{kind}", lang)


def _feedback(lang: str, correct: bool, missing: tuple, extra: tuple, text: str,
              kind: str = "not_yet") -> Feedback:
    """A check's :class:`~gamewidgets.core.teaching.Feedback`: ``missing`` holds the right
    answers the student left out, ``extra`` the wrong answers they gave (numbers, or
    ``(row, position, number)``); ``kind`` is ``"error"`` for an answer that could not be
    read."""
    return Feedback.said(text, lang, "correct" if correct else kind, missing=missing,
                         extra=extra)


def _as_view(view) -> AlgoView:
    return AlgoView.parse(view) if isinstance(view, str) else view


def _hint(hint: dict, lang: str) -> str:
    # a lesson's own words: their readings come from the reading list, as Gramin's hints'
    text = read(hint.get(lang, ""))
    return t("algo.check.hint", lang, hint=text) if text else ""


class _AnswerError(ValueError):
    """A malformed student answer: a catalogue message id and its fields."""

    def __init__(self, message_id: str, **fields):
        super().__init__(message_id)
        self.message_id, self.fields = message_id, fields

    def text(self, lang: str) -> str:
        """The message in ``lang`` ("en" or "ja"); a value the student gave is quoted
        back at most :data:`~gamewidgets.core.answers.MAX_ECHO` characters long."""
        fields = {k: v if hasattr(v, "text") else echo(v) for k, v in self.fields.items()}
        return t(self.message_id, lang, **render_fields(fields, lang))


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

    @for_screen
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
            malformed answer: the problem becomes the feedback text, and an answer
            longer than :data:`~gamewidgets.core.answers.MAX_ANSWER` characters is not
            read (:func:`~gamewidgets.core.answers.bounded`).
        """
        lang = self.lang
        slot = slot_name(self.row, self.position - 1, lang)
        try:
            given = _numbers(bounded(answer))
        except (_AnswerError, AnswerError) as exc:
            return _feedback(lang, False, (), (),
                             t("algo.check.bad_answer", lang, error=exc.text(lang)), "error")
        missing = tuple(sorted(self._possible - given))
        extra = tuple(sorted(given - self._possible))
        if not missing and not extra:
            return _feedback(lang, True, (), (), t(
                "algo.check.candidates_ok", lang, slot=slot, numbers=join(self.solution(), lang),
                choices=Words(self.solution(), joint="one_of").text(lang)))
        parts = [t("algo.check.certain_no", lang)]
        for n in extra:
            why = self._reasons.get(n, "no_world")
            parts.append(t("algo.check.extra", lang, number=n, reason=t(f"algo.reason.{why}",
                                                                         lang)))
        if missing:
            parts.append(t("algo.check.missing", lang, numbers=join(missing, lang, "and")))
        return _feedback(lang, False, missing, extra,
                         join_sentences(lang, [*parts, _hint(self.hint, lang)]))


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
        post = self._post = posterior(self.view)
        self._certain = {(r, i + 1, next(iter(post[r][i]))) for r, i in self.view.hidden_slots()
                         if len(post[r][i]) == 1}

    def solution(self) -> list:
        """The certain hidden cards as ``(row, position, number)``, view order."""
        order = {s: k for k, s in enumerate(self.view.hidden_slots())}
        return sorted(self._certain, key=lambda c: order[(c[0], c[1] - 1)])

    @for_screen
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
            are missing (without naming them) and which named ones are wrong. Never
            raises for a malformed answer, as :meth:`CandidatesExercise.check`; text is
            read in one pass (no backtracking), so the check's time grows with the
            answer's length and no faster.
        """
        lang = self.lang
        try:
            given = _cards(bounded(answer), self.view)
        except (_AnswerError, AnswerError) as exc:
            return _feedback(lang, False, (), (),
                             t("algo.check.bad_answer", lang, error=exc.text(lang)), "error")
        missing = tuple(c for c in self.solution() if c not in given)
        extra = tuple(sorted(given - self._certain))
        if not missing and not extra:
            if not self._certain:
                return _feedback(lang, True, (), (), t("algo.check.certain_none_ok", lang))
            cards = [f"{slot_name(r, p - 1, lang)} = {n}" for r, p, n in self.solution()]
            return _feedback(lang, True, (), (),
                             t("algo.check.certain_ok", lang, cards=join(cards, lang, "and")))
        parts = [t("algo.check.certain_no", lang)]
        right = [f"{slot_name(r, p - 1, lang)} = {n}" for r, p, n in self.solution()
                 if (r, p, n) in given]
        if right:
            parts.append(t("algo.check.certain_right", lang, cards=join(right, lang, "and")))
        for r, p, n in extra:
            parts.append(self._wrong(r, p, n))
        if missing:
            parts.append(t("algo.check.certain_missing", lang, count=len(missing)))
        return _feedback(lang, False, missing, extra,
                         join_sentences(lang, [*parts, _hint(self.hint, lang)]))

    def _wrong(self, row: str, position: int, number: int) -> str:
        """Why a named card is not a certain one: face up, impossible, or only possible."""
        lang, slot = self.lang, slot_name(row, position - 1, self.lang)
        card = self.view.rows[row][position - 1]
        if not card.hidden:
            return t("algo.check.certain_face_up", lang, slot=slot,
                     card=card_words(card.token, lang))
        if number not in self._post[row][position - 1]:
            return t("algo.check.certain_impossible", lang, slot=slot, number=number)
        return t("algo.check.certain_not_yet", lang, slot=slot, number=number)


_LIST_SEP = r"[\s,;、]"
"""What separates the items of an answer typed as text: spaces, commas, semicolons, and
the Japanese comma 「、」 (a list written as Japanese writes it: 「1、2、3」)."""


def _numbers(answer) -> set:
    """The numbers of a candidates answer; a lone int is a one-number answer. Text is read
    through :func:`~gamewidgets.core.text.typed` (``"１　２　３"`` is ``"1 2 3"``)."""
    if isinstance(answer, str):
        items = [x for x in re.split(_LIST_SEP + "+", typed(answer).strip()) if x]
    elif isinstance(answer, int) and not isinstance(answer, bool):
        items = [answer]
    else:
        try:
            items = list(answer)
        except TypeError:
            raise _AnswerError("algo.check.bad_number", token=answer) from None
    out = set()
    for x in items:
        # Only whole numbers: int(2.7) would silently turn a float into a different answer.
        if isinstance(x, str):
            x = typed(x).strip()
        if isinstance(x, str) and re.fullmatch(r"[0-9]{1,4}", x):
            n = int(x)
        elif isinstance(x, int) and not isinstance(x, bool):
            n = x
        elif full_width(x) is not None:
            raise _AnswerError("algo.check.full_width_number", token=x, wide=full_width(x))
        else:
            raise _AnswerError("algo.check.bad_number", token=x)
        if not 0 <= n <= 11:
            raise _AnswerError("algo.check.bad_number", token=x)
        out.add(n)
    return out


_CARD_SEP = ",;、"
"""What may stand between two cards of a typed answer besides spaces (see :data:`_LIST_SEP`)."""

_DIGITS = "0123456789"
"""The digits a position or number is written in: a full-width digit is made one of
these by :func:`~gamewidgets.core.text.typed` first; other scripts' digits are refused."""


def _split_cards(text: str, view: AlgoView) -> list:
    """``"ann 2 = 7; bob 1 = 0"`` or, without separators, ``"ann 2=7 bob 1=0"``: a list of
    ``(row, position, number, colour)``.

    Each card is ``row position [=|:] [B|W]number``, followed by a space, ``,``, ``;``,
    ``、`` or the end; positions and numbers are written in the digits 0-9. The row is one
    of the view's row names, tried longest first (so a name with a space or a digit,
    "Bot 1", is read whole), else a word that starts with no digit; a word that ends in
    digits with no space before the position gives its last digit to the position
    ("ann2=7" is ann's 2nd card). Read in one pass: every character is looked at a bounded
    number of times (once per row name at the start of a card).
    """
    names = sorted(view.rows, key=len, reverse=True)
    items, pos, n = [], 0, len(text)
    while True:
        while pos < n and (text[pos].isspace() or text[pos] in _CARD_SEP):
            pos += 1
        if pos == n:
            return items
        card = _card_at(text, pos, names)
        if card is None:
            rest = re.split(r"[,;、\n]", text[pos:], maxsplit=1)[0].strip()
            wide = full_width(rest)
            if wide is not None:
                raise _AnswerError("algo.check.full_width_card", token=rest, wide=wide)
            raise _AnswerError("algo.check.bad_card", token=rest)
        items.append(card[:4])
        pos = card[4]


def _card_at(text: str, pos: int, names: list) -> tuple | None:
    """``(row, position, number, colour, end)`` of the card written at ``pos``, or None."""
    for name in names:
        if name and text.startswith(name, pos):
            card = _position_at(text, pos + len(name))
            if card is not None:
                return (name, *card)
    first = text[pos]
    if first.isspace() or first in _DIGITS or first in _CARD_SEP + "=:":
        return None
    end = pos + 1
    while end < len(text) and not (text[end].isspace() or text[end] in _CARD_SEP + "=:"):
        end += 1
    card = _position_at(text, end)
    if card is not None:
        return (text[pos:end], *card)
    if end - pos >= 2 and text[end - 1] in _DIGITS:  # "ann2=7"
        rest = _number_at(text, end)
        if rest is not None:
            return (text[pos:end - 1], int(text[end - 1]), *rest)
    return None


def _position_at(text: str, i: int) -> tuple | None:
    """``(position, number, colour, end)`` of ``[spaces] position [=|:] number`` at ``i``."""
    n = len(text)
    while i < n and text[i].isspace():
        i += 1
    j = i
    while j < n and text[j] in _DIGITS:
        j += 1
    if j == i:
        return None
    rest = _number_at(text, j)
    return None if rest is None else (int(text[i:j]), *rest)


def _number_at(text: str, i: int) -> tuple | None:
    """``(number, colour, end)`` of ``( [spaces] = or : [spaces] | spaces ) [B|W]number`` at
    ``i``, the number followed by a space, ``,``, ``;``, ``、`` or the end."""
    n, j = len(text), i
    while j < n and text[j].isspace():
        j += 1
    if j < n and text[j] in "=:":
        j += 1
        while j < n and text[j].isspace():
            j += 1
    elif j == i:
        return None
    colour = ""
    if j < n and text[j] in "BWbw":
        colour, j = text[j].upper(), j + 1
    k = j
    while k < n and text[k] in _DIGITS:
        k += 1
    if k == j or (k < n and not (text[k].isspace() or text[k] in _CARD_SEP)):
        return None
    return int(text[j:k]), colour, k


def _cards(answer, view: AlgoView) -> set:
    """The ``(row, position, number)`` of a certain-cards answer; text (and a row name in
    a tuple) is read through :func:`~gamewidgets.core.text.typed`, so ``"ａｎｎ　２＝７"``
    names ann's 2nd card."""
    if isinstance(answer, str):
        items = _split_cards(typed(answer), view)
    elif isinstance(answer, (list, tuple)) and answer and all(isinstance(x, str) for x in answer):
        items = _split_cards(typed("; ".join(answer)), view)
    elif isinstance(answer, tuple) and len(answer) == 3 and isinstance(answer[0], str):
        items = [answer + ("",)]  # one card given alone, not in a list
    else:
        try:
            items = [tuple(x) + ("",) for x in answer]
        except TypeError:
            raise _AnswerError("algo.check.bad_card", token=answer) from None
    rows = {typed(name): name for name in view.rows}
    out = set()
    for item in items:
        if len(item) != 4:
            raise _AnswerError("algo.check.bad_card", token=item[:-1])
        row, pos, n, color = item
        row = rows.get(typed(row), row)
        if row not in view.others:
            raise _AnswerError("algo.check.bad_row", row=row, rows=Words(view.others, joint="and"))
        if isinstance(pos, bool) or not isinstance(pos, int):
            raise _AnswerError("algo.check.bad_card", token=item[:-1])
        if not 1 <= pos <= len(view.rows[row]):
            n = len(view.rows[row])
            raise _AnswerError("algo.check.bad_slot", row=row, position=pos, cards=Msg(
                "algo.check.card_one" if n == 1 else "algo.check.cards", n=n))
        if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= 11:
            raise _AnswerError("algo.check.bad_card_number", token=n)
        slot = view.rows[row][pos - 1]
        if color and color != slot.color[0].upper():
            raise _AnswerError("algo.check.bad_color",
                               slot=Phrase(lambda lang, r=row, i=pos - 1: slot_name(r, i, lang)),
                               color=Phrase(lambda lang, c=slot.color: t(f"algo.term.{c}", lang)),
                               token=f"{color}{n}", row=row, position=pos, number=n)
        out.add((row, pos, n))
    return out
