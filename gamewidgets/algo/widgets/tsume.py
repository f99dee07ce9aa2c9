"""The tsume-algo course of AlgoWidget's puzzle mode (``AlgoWidget(puzzle=...)``;
docs/rules/algo.md 7c): the bundled puzzles, one being solved, the stars of each.

The deduction stays hidden until the student asks for a hint or gives an answer: then it
opens at its first step, so the reasons are walked through from the start. What is synced
before that holds the position only (never the solution, nor the deduction that gives it).
"""

from __future__ import annotations

from gamewidgets.algo.engine.inference import ordinal
from gamewidgets.algo.teaching.puzzles import TSUME_PUZZLES
from gamewidgets.algo.teaching.tsume import MAX_STARS, TsumeAttempt
from gamewidgets.core.errors import IntentError
from gamewidgets.core.i18n import join_sentences, t


def find_puzzle(which) -> int:
    """The index in :data:`TSUME_PUZZLES` of ``which``: True (the first), an index or an
    id.

    Raises
    ------
    ValueError
        If there is no such puzzle (the message lists the ids).
    """
    if which is True:
        return 0
    if type(which) is int and 0 <= which < len(TSUME_PUZZLES):
        return which
    ids = [p["id"] for p in TSUME_PUZZLES]
    if isinstance(which, str) and which in ids:
        return ids.index(which)
    raise ValueError(f"no tsume-algo puzzle {which!r}: use True, 0..{len(ids) - 1} or one of "
                     f"{ids}")


class TsumeCourse:
    """The bundled puzzles, the one being solved and the best stars of each.

    Parameters
    ----------
    start : bool, int or str
        The puzzle to open first (see :func:`find_puzzle`).

    Attributes
    ----------
    attempt : TsumeAttempt
        The puzzle being solved.
    best : dict of str to int
        Stars of the best solution of each puzzle solved, by id.
    panel : bool
        Whether the deduction is shown (after a hint or an answer).
    opened : int
        How many times the deduction was opened at its first step (the browser steps it
        back to the start each time this changes).
    last : dict or None
        The last answer, ``{"row", "index", "number", "right"}``.
    """

    def __init__(self, start=True):
        self.index = find_puzzle(start)
        self.best: dict[str, int] = {}
        self.opened = 0
        self._open(self.index)

    def _open(self, index: int) -> None:
        self.index = index
        self.attempt = TsumeAttempt(TSUME_PUZZLES[index])
        self.panel, self.last = False, None

    def select(self, index: int, lang: str) -> None:
        """Open puzzle ``index`` afresh.

        Raises
        ------
        IntentError
            If there is no such puzzle.
        """
        if type(index) is not int or not 0 <= index < len(TSUME_PUZZLES):
            raise IntentError("algo.puzzle.error.no_puzzle", lang, index=index,
                              last=len(TSUME_PUZZLES) - 1)
        self._open(index)

    def hint(self) -> None:
        """Open the deduction at its first step; before the puzzle is solved it costs a
        star (:attr:`TsumeAttempt.stars`)."""
        if not self.panel and not self.attempt.solved:
            self.attempt.hints += 1
        self.panel = True
        self.opened += 1

    def answer(self, row: int, index: int, number: int, lang: str) -> bool:
        """Check the answer ``number`` for hidden card ``(row, index)`` and open the
        deduction at its first step to explain it.

        Raises
        ------
        IntentError
            If the card is not a hidden card still to name.
        """
        try:
            right = self.attempt.answer(row, index, number)
        except ValueError:
            raise IntentError("algo.puzzle.error.not_hidden", lang) from None
        self.last = {"row": row, "index": index, "number": number, "right": right}
        self.panel = True
        self.opened += 1
        if self.attempt.solved:
            pid = self.attempt.puzzle["id"]
            self.best[pid] = max(self.best.get(pid, 0), self.attempt.stars)
        return right

    def state(self, lang: str, names: list[str]) -> dict:
        """The synced ``puzzle`` trait: ``index``, ``count``, ``id``, ``title``,
        ``course`` (``{"id", "title", "stars"}`` each), ``stars_total``, ``stars_max``,
        ``panel``, ``opened``, ``solved``, ``stars`` (of this attempt), ``mistakes``,
        ``hints``, ``left`` (hidden cards still to name), ``last`` (the last answer with
        its ``text``), ``text`` (what to do now). ``names`` are the rows' display names
        in view order."""
        a, p = self.attempt, self.attempt.puzzle
        last = None
        if self.last is not None:
            row, index, number = self.last["row"], self.last["index"], self.last["number"]
            place = ordinal(index + 1) if lang == "en" else index + 1
            key = "algo.puzzle.right" if self.last["right"] else "algo.puzzle.wrong"
            last = {**self.last, "text": t(key, lang, name=names[row], place=place,
                                           number=number)}
        if a.solved:
            text = t("algo.puzzle.solved", lang, stars=a.stars, most=MAX_STARS)
        else:
            text = t("algo.puzzle.todo", lang, left=len(a.left()))
        return {
            "index": self.index, "count": len(TSUME_PUZZLES), "id": p["id"],
            "title": p["title"][lang],
            "course": [{"id": q["id"], "title": q["title"][lang],
                        "stars": self.best.get(q["id"], 0)} for q in TSUME_PUZZLES],
            "stars_total": sum(self.best.values()), "stars_max": MAX_STARS * len(TSUME_PUZZLES),
            "panel": self.panel, "opened": self.opened, "solved": a.solved,
            "stars": a.stars, "mistakes": a.mistakes, "hints": a.hints,
            "left": [list(s) for s in a.left()], "last": last,
            "text": join_sentences(lang, [last["text"] if last else "", text]),
        }
