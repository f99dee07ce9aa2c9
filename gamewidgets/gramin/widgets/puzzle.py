"""PuzzleWidget: the puzzle course in the Gramin sandbox, with goals, stars, hints and
progress kept in the notebook (docs/rules/gramin.md 6: "few cards is the foundation").

Stars come from :meth:`Puzzle.check`: 3 for par (the fewest cards possible), 2 for solving
with more, 1 for a partial solution. Progress is the program of the best run of each
puzzle; the stars shown (the synced ``progress`` trait, saved with the notebook) are what
those programs earn, and nothing else: :meth:`PuzzleWidget.progress_json` exports the
programs, and loading them (:meth:`PuzzleWidget.load_progress`) runs them again, so that a
progress file whose stars were typed in earns nothing.
"""

from __future__ import annotations

import json

import traitlets

from gamewidgets.core.errors import IntentError
from gamewidgets.core.i18n import t
from gamewidgets.core.text import shown
from gamewidgets.core.widget import STATIC, Int, TraitValueError
from gamewidgets.gramin.engine.cards import IF_KINDS
from gamewidgets.gramin.engine.tokens import tokenize
from gamewidgets.gramin.engine.trace import Trace
from gamewidgets.gramin.teaching.course import PROGRESS_KIND, course
from gamewidgets.gramin.teaching.picture import board_view, goal_view
from gamewidgets.gramin.teaching.puzzle import Puzzle
from gamewidgets.gramin.widgets.editor import card_view, named
from gamewidgets.gramin.widgets.sandbox import GraminWidget


class PuzzleWidget(GraminWidget):
    """A course of Gramin puzzles: choose one, lay cards, Run, earn stars.

    :meth:`run` (or "Run") also grades the program: its stars go into :attr:`progress`
    (the best so far per puzzle is kept).

    Parameters
    ----------
    puzzles : Puzzle or list of Puzzle, optional
        One puzzle or a course; default the bundled course
        (:func:`gamewidgets.gramin.teaching.course.course`).
    start : int or str
        Index or id of the puzzle to open first.
    lang : {"en", "ja"}
    progress : dict or str, optional
        Earlier progress: the JSON of :meth:`progress_json`, or ``{id: program}``; each
        program is run again (:meth:`load_progress`).

    Attributes
    ----------
    puzzle : Puzzle
        The puzzle shown.
    result : Feedback or None
        The verdict on the last run.
    progress : dict
        Synced: the stars of the best run so far, ``{puzzle id: 0..3}`` (an id is the
        puzzle's ``id``, or its index as text when it has none). It only ever holds what
        the programs of :attr:`best_programs` earn: any other value is refused with a
        :class:`~gamewidgets.core.widget.TraitValueError`.
    hint_text : dict or None
        Synced: the hint shown, ``{"level", "count", "text", "cards"}``; ``cards`` is the
        cards a hint names (:meth:`Puzzle.hint_cards`) as :func:`card_view` dicts, drawn
        as cards after ``text`` (which then says "these cards"), else None.

    Raises
    ------
    ValueError
        On an empty course, an unknown ``start``, or malformed ``progress``.
    """

    _esm = STATIC / "gramin_puzzle.js"
    _css = STATIC / "gramin_puzzle.css"
    INTENTS = {**GraminWidget.INTENTS, "select_puzzle": {"index": Int()}, "hint": {}}

    puzzle_info = traitlets.Dict().tag(sync=True)
    course_list = traitlets.List().tag(sync=True)
    progress = traitlets.Dict().tag(sync=True)
    verdict = traitlets.Dict(allow_none=True, default_value=None).tag(sync=True)
    hint_text = traitlets.Dict(allow_none=True, default_value=None).tag(sync=True)

    def __init__(self, puzzles=None, start: int | str = 0, lang: str = "en", progress=None):
        self._best: dict[str, tuple] = {}  # id -> (program text, Feedback) of the best run
        if puzzles is None:
            puzzles = course(lang)
        self._puzzles = [puzzles] if isinstance(puzzles, Puzzle) else list(puzzles)
        if not self._puzzles or not all(isinstance(p, Puzzle) for p in self._puzzles):
            raise ValueError("puzzles must be a Puzzle or a non-empty list of Puzzle")
        self._index = self._find(start)
        self._result = None
        self._hint_level = 0
        p = self._puzzles[self._index]
        super().__init__(board=p.board, hand=_hand_text(p), die=p.die, lang=lang,
                         rules=p.rules, if_cards=p.hand.if_cards)
        if progress is not None:
            self.load_progress(progress)
        self._show(self._index)

    # ---- Python API ---------------------------------------------------------------------
    @property
    def puzzle(self) -> Puzzle:
        """The puzzle shown."""
        return self._puzzles[self._index]

    @property
    def result(self):
        """The :class:`~gamewidgets.core.teaching.Feedback` of the last run, or None."""
        return self._result

    def select(self, which: int | str) -> None:
        """Show puzzle ``which`` (index or id), as choosing it in the list does; the laid
        cards are cleared.

        Raises
        ------
        ValueError
            If there is no such puzzle.
        """
        self._call({"type": "select_puzzle", "index": self._find(which)})

    def hint(self) -> str:
        """Show (and return) the next hint, gentlest first, as "Hint" does."""
        return self._call({"type": "hint"})

    @property
    def best_programs(self) -> dict:
        """``{puzzle id: program}``: the program (card text) of the best run of each puzzle
        run so far (most stars, then fewest cards)."""
        return {pid: program for pid, (program, _) in self._best.items()}

    def progress_json(self) -> str:
        """Progress as JSON: ``{"kind", "programs": {id: program}, "progress": {id: stars},
        "stars", "max_stars", "puzzles": [ids in course order]}``. The programs are what
        counts: a teacher's grading runs them again
        (``python -m gamewidgets.classroom.grader FILE``), and ``progress`` and ``stars``
        only say what they earned here."""
        ids = self._ids()
        return json.dumps({"kind": PROGRESS_KIND, "programs": self.best_programs,
                           "progress": dict(self.progress),
                           "stars": sum(self.progress.get(i, 0) for i in ids),
                           "max_stars": 3 * len(ids), "puzzles": ids}, ensure_ascii=False)

    def load_progress(self, data) -> None:
        """Merge earlier progress: the JSON of :meth:`progress_json` (text or dict) or
        ``{id: program}``. Each program of a puzzle of this course is run again and kept if
        it beats the best run so far; the stars the data claims are not read.

        Raises
        ------
        ValueError
            If ``data`` holds no programs (``{id: program text}``), e.g. stars alone.
        """
        if isinstance(data, str):
            data = json.loads(data)
        if isinstance(data, dict) and data.get("kind") == PROGRESS_KIND:
            data = data.get("programs")
        if not isinstance(data, dict) or not all(
                isinstance(k, str) and isinstance(v, str) for k, v in data.items()):
            raise ValueError(t("gramin.puzzle.error.progress_programs", self.lang))
        ids = self._ids()
        for pid, program in data.items():
            if pid in ids:
                self._keep(pid, program, self._puzzles[ids.index(pid)].check(program))
        self.progress = self._earned()
        self._sync_course()

    def _keep(self, pid: str, program: str, result) -> None:
        """Keep ``program`` as the best run of puzzle ``pid`` if its result beats it."""
        best = self._best.get(pid)
        if best is None or _rank(result) > _rank(best[1]):
            self._best[pid] = (program, result)

    def _earned(self) -> dict:
        """``{id: stars}`` of the best runs."""
        return {pid: result.stars for pid, (_, result) in self._best.items()}

    @traitlets.validate("progress")
    def _valid_progress(self, proposal):
        value, ids = proposal["value"], self._ids()
        for k, v in value.items():
            if k not in ids or not _stars(v):
                raise TraitValueError(t("gramin.puzzle.error.progress", self.lang,
                                        value=shown({k: v})))
        if value != self._earned():
            raise TraitValueError(t("gramin.puzzle.error.progress_earned", self.lang,
                                    value=shown(value)))
        return value

    def _ids(self) -> list[str]:
        """The puzzles' ids, in course order (an index as text for a puzzle without)."""
        return [p.id or str(i) for i, p in enumerate(self._puzzles)]

    # ---- state ---------------------------------------------------------------------------
    def _find(self, which) -> int:
        if isinstance(which, int) and not isinstance(which, bool) \
                and 0 <= which < len(self._puzzles):
            return which
        for i, p in enumerate(self._puzzles):
            if isinstance(which, str) and p.id == which:
                return i
        raise ValueError(f"no puzzle {which!r}: use 0..{len(self._puzzles) - 1} or an id")

    def _show(self, index: int) -> None:
        self._index = index
        p = self.puzzle
        self._board, self._rules = p.board, p.rules
        self._if_cards = tuple(p.hand.if_cards)
        self._hand_tokens = tokenize(_hand_text(p))
        self._result, self._hint_level = None, 0
        with self.hold_sync():
            self._drop_python()  # it played on the puzzle left
            self.die = p.die
            self._sync_die()  # the puzzle's rules may count loop cards
            self.if_cards = list(self._if_cards)
            self.board = board_view(p)
            self.palette = [card_view(tok) for tok in
                            sorted(set(self._hand_tokens), key=self._hand_tokens.index)]
            self._set_tokens([])
            self._sync_verdict()
            self._sync_hint()
            self._sync_course()

    def _sync_course(self) -> None:
        lang = self.lang
        self.course_list = [{"id": p.id, "title": p.title_text(lang),
                             "stars": int(self.progress.get(p.id or str(i), 0))}
                            for i, p in enumerate(self._puzzles)]
        p = self.puzzle
        total = sum(x["stars"] for x in self.course_list)
        self.puzzle_info = {
            "index": self._index, "count": len(self._puzzles), "id": p.id,
            "title": p.title_text(lang), "goal": p.describe(lang), **goal_view(p),
            "if_cards": list(p.hand.if_cards), "stars_total": total,
            "stars_max": 3 * len(self._puzzles),
        }

    def _sync_verdict(self) -> None:
        r = self._result
        self.verdict = None if r is None else {
            "stars": r.stars, "solved": r.solved, "cards": r.cards,
            # the stars are drawn by the view; the sentence's own stars would repeat them;
            # the message, not the plain text, keeps the readings the view draws as ruby
            "par": r.par if r.solved else None, "text": r.message[self.lang].rstrip(" ★☆")}

    def _sync_hint(self) -> None:
        if not self._hint_level:
            self.hint_text = None
            return
        level = self._hint_level
        cards = self.puzzle.hint_cards(level)
        # cards the hint names are drawn as the hand draws them, not written as tokens
        text = t("gramin.puzzle.hint.first_cards", self.lang) if cards \
            else self.puzzle.hint(level, self.lang)
        self.hint_text = {"level": level, "count": self.puzzle.hint_count(), "text": text,
                          "cards": [card_view(tok) for tok in cards] if cards else None}

    # ---- intents and language -----------------------------------------------------------
    def _intent_select_puzzle(self, index: int) -> None:
        self._show(Int(0, len(self._puzzles) - 1).check("index", index, self.lang))

    def _intent_hint(self) -> str:
        self._hint_level = min(self._hint_level + 1, self.puzzle.hint_count())
        self._sync_hint()
        self._show_error(self._error_exc)  # a hint leaves the program, and its error, as is
        return self.puzzle.hint(self._hint_level, self.lang)

    def _intent_run(self) -> Trace:
        trace = super()._intent_run()
        result = self.puzzle.check(self.parsed(), self.lang)
        self._result = result
        self._keep(self.puzzle.id or str(self._index), self.program, result)
        with self.hold_sync():
            self.progress = self._earned()
            self._sync_verdict()
            self._sync_course()
        return trace

    # Cards as dealt (Puzzle(turnable=False)): each hand card is laid only as written.
    def _intent_turn_card(self, index: int, dir: str | None = None) -> None:  # noqa: A002
        if not self.puzzle.turnable:
            raise IntentError("gramin.puzzle.error.fixed_cards", self.lang)
        super()._intent_turn_card(index=index, dir=dir)

    def _intent_add_card(self, token: str, at: int | None, dir: str | None = None) -> None:  # noqa: A002
        have = self.puzzle.hand.moves
        if not self.puzzle.turnable:
            if dir is not None and card_view(token)["dir"] not in (None, dir):
                raise IntentError("gramin.puzzle.error.fixed_cards", self.lang)
            if token in have and self._tokens.count(token) >= have[token]:
                raise IntentError("gramin.error.intent.hand_empty", self.lang, card=named(token))
        super()._intent_add_card(token=token, at=at, dir=dir)

    def _python_board(self):
        return self.puzzle.board, self.puzzle.goal.end, True

    def _set_tokens(self, tokens) -> None:
        super()._set_tokens(tokens)
        if getattr(self, "_result", None) is not None:
            self._result = None
            self._sync_verdict()

    def _relabel(self) -> None:
        super()._relabel()
        self._sync_verdict()
        self._sync_hint()
        self._sync_course()

    def __repr__(self) -> str:
        return f"PuzzleWidget(puzzle={self.puzzle.id!r}, program={self.program!r})"


def _stars(value) -> bool:
    """Whether ``value`` is a star count, an int 0..3 (``bool`` refused)."""
    return type(value) is int and 0 <= value <= 3


def _hand_text(p: Puzzle) -> str:
    """The hand's laid cards (if-cards are held, not laid)."""
    return " ".join(tok for tok in p.hand.tokens if tok not in IF_KINDS)


def _rank(result) -> tuple:
    """How runs of one puzzle compare, better is greater: more stars, then fewer cards."""
    return result.stars, -(result.cards if result.cards is not None else 10 ** 6)
