"""PythonWidget: the student's own Python beside the board, stepped line by line
(docs/rules/gramin.md 2, 6).

A code editor (CodeMirror 6, bundled), Run, and the shared stepper over the frames of
:func:`~gamewidgets.gramin.teaching.python_run.run_python`: the current line highlighted
in the editor, the loops' repeat counts on their lines, the variables, what was printed,
and the board in step with the line. With a Python puzzle (or the Python track, the
default) the same program runs on every board of the puzzle, shown as tabs with a mark
each, and stars come only when every board is solved. The frames play in the browser
without the kernel; the program runs in the kernel on copies of the boards, and the
frames are built by the run, never by the program.
"""

from __future__ import annotations

import traitlets

from gamewidgets.core.i18n import t
from gamewidgets.core.teaching import Feedback
from gamewidgets.core.text import shown
from gamewidgets.core.widget import STATIC, GameWidget, Int, Str, TraitValueError
from gamewidgets.gramin import robot
from gamewidgets.gramin.engine.board import Board, Pos
from gamewidgets.gramin.teaching.python_course import python_course
from gamewidgets.gramin.teaching.python_puzzle import PythonPuzzle
from gamewidgets.gramin.teaching.python_run import (
    MAX_SOURCE,
    PythonTrace,
    program_text,
    read_board,
    run_python,
)


def board_view(board: Board, flag: Pos | None, chips: bool = True) -> dict:
    """What the browser draws of a board: :meth:`Board.public_dict`, the trap chips shown
    (a puzzle hides nothing), and the flag as ``goal.end``; without a flag the chests
    without a trap are outlined as the goal.

    With ``chips=False`` (a sandbox's board, whose chests are opened by running) no trap
    chip is shown and no chest is outlined: the outline would tell the traps apart."""
    if not chips:
        return {**board.public_dict(), "chips": [],
                "goal": {"end": list(flag) if flag else None, "collect": []}}
    return {**board.public_dict(),
            "chips": [[r, c, ch.trap] for (r, c), ch in sorted(board.chests.items())
                      if ch.trap],
            "goal": {"end": list(flag) if flag else None, "collect": [] if flag else [
                [r, c] for (r, c), ch in sorted(board.chests.items()) if not ch.trap]}}


class PythonWidget(GameWidget):
    """Write Python, run it on the board, step through it line by line.

    Parameters
    ----------
    puzzles : PythonPuzzle or list of PythonPuzzle, optional
        A puzzle or a course of them; default the Python track
        (:func:`~gamewidgets.gramin.teaching.python_course.python_course`). Ignored when
        ``board`` is given.
    board : str or Board, optional
        One board to play on freely (ASCII with ``@`` and, if wanted, a flag ``F``), with
        no puzzle and no stars.
    flag : (int, int), optional
        The free board's flag, if its ASCII has no ``F``.
    show_chips : bool
        Whether the free board shows the trap chips in its closed chests (default True;
        False keeps them hidden until a run opens them, as the sandbox does). A puzzle's
        are always shown.
    source : str, optional
        The program the editor starts with (default: the puzzle's starting code).
    lang : {"en", "ja"}
    start : int or str
        Index or id of the puzzle to open first.

    Attributes
    ----------
    source : str
        Synced: the program in the editor, as last sent by Run (or set from Python).
    boards : list of dict
        Synced: each board as drawn (:func:`board_view`).
    runs : list of dict or None
        Synced: each board's run, :meth:`PythonTrace.to_json` plus ``"solved"`` (None
        for a free board), or None before Run.
    board_index, frame : int
        Synced, written by the browser: the board tab shown and its frame (0-based).
    verdict : dict or None
        Synced: ``{"stars", "solved", "text"}`` of the last run of a puzzle.
    words : list of dict
        Synced: the explorer's words and their help (``{"name", "doc"}``).

    Raises
    ------
    ValueError
        On an empty course, an unknown ``start``, or a board that does not read.
    TypeError
        On an unknown keyword argument.
    """

    _esm = STATIC / "gramin_python.js"
    _css = STATIC / "gramin_python.css"
    LABELS = "gramin.ui."
    INTENTS = {"run": {"source": Str(max_len=MAX_SOURCE)},
               "set_source": {"source": Str(max_len=MAX_SOURCE)},
               "select_puzzle": {"index": Int()}, "hint": {}}
    BROWSER_WRITES = GameWidget.BROWSER_WRITES | {"frame", "board_index"}

    source = traitlets.Unicode("").tag(sync=True)
    boards = traitlets.List().tag(sync=True)
    runs = traitlets.List(allow_none=True, default_value=None).tag(sync=True)
    run_count = traitlets.Int(0).tag(sync=True)
    board_index = traitlets.Int(0).tag(sync=True)
    frame = traitlets.Int(0).tag(sync=True)
    verdict = traitlets.Dict(allow_none=True, default_value=None).tag(sync=True)
    puzzle_info = traitlets.Dict(allow_none=True, default_value=None).tag(sync=True)
    course_list = traitlets.List().tag(sync=True)
    progress = traitlets.Dict().tag(sync=True)
    hint_text = traitlets.Dict(allow_none=True, default_value=None).tag(sync=True)
    words = traitlets.List().tag(sync=True)

    def __init__(self, puzzles=None, *, board=None, flag: Pos | None = None,
                 source: str | None = None, lang: str = "en", start: int | str = 0,
                 show_chips: bool = True):
        self._free: tuple[Board, Pos | None] | None = None
        self._chips = bool(show_chips) or board is None
        if board is not None:
            self._free = read_board(board, flag)
            if self._free[0].start is None:
                raise ValueError("the board needs the explorer's start '@'")
            self._puzzles: list[PythonPuzzle] = []
        else:
            if puzzles is None:
                puzzles = python_course(lang)
            self._puzzles = [puzzles] if isinstance(puzzles, PythonPuzzle) else list(puzzles)
            if not self._puzzles or not all(isinstance(p, PythonPuzzle) for p in self._puzzles):
                raise ValueError("puzzles must be a PythonPuzzle or a non-empty list of them")
        self._index = self._find(start) if self._puzzles else 0
        self._traces: list[PythonTrace] | None = None
        self._result: Feedback | None = None
        self._hint_level = 0
        super().__init__(lang=lang)
        self.observe(lambda c: self._keep_step(c, len(self.boards)), names="board_index")
        self.observe(lambda c: self._keep_step(c, self._frame_count()), names="frame")
        self._show(self._index, source)

    # ---- Python API ---------------------------------------------------------------------
    @property
    def puzzle(self) -> PythonPuzzle | None:
        """The puzzle shown (None on a free board)."""
        return self._puzzles[self._index] if self._puzzles else None

    @property
    def traces(self) -> list[PythonTrace] | None:
        """The last run on each board, or None before Run (or after the program changed)."""
        return self._traces

    @property
    def result(self) -> Feedback | None:
        """The verdict of the last run of a puzzle, or None."""
        return self._result

    def run(self, source: str | None = None) -> list[PythonTrace]:
        """Run ``source`` (default the editor's program) on every board, as Run does.

        Returns
        -------
        list of PythonTrace
            One per board. The program's own errors are in each trace, never raised.
        """
        return self._call({"type": "run", "source": self.source if source is None else source})

    def select(self, which: int | str) -> None:
        """Show puzzle ``which`` (index or id), as choosing it in the list does."""
        self._call({"type": "select_puzzle", "index": self._find(which)})

    def hint(self) -> str:
        """Show (and return) the next hint of the puzzle."""
        return self._call({"type": "hint"})

    # ---- state --------------------------------------------------------------------------
    def _find(self, which) -> int:
        if isinstance(which, int) and not isinstance(which, bool) \
                and 0 <= which < len(self._puzzles):
            return which
        for i, p in enumerate(self._puzzles):
            if p.id == which:
                return i
        raise ValueError(f"no puzzle {which!r}: use 0..{len(self._puzzles) - 1} or an id")

    def _layouts(self) -> list[tuple[Board, Pos | None]]:
        return [self._free] if self._free is not None else self.puzzle.boards

    def _frame_count(self) -> int:
        runs = self.runs or []
        if not 0 <= self.board_index < len(runs) or runs[self.board_index] is None:
            return 1
        return len(runs[self.board_index]["frames"])

    def _show(self, index: int, source: str | None = None) -> None:
        self._index = index
        self._traces, self._result, self._hint_level = None, None, 0
        p = self.puzzle
        with self.hold_sync():
            self.boards = [board_view(b, f, self._chips) for b, f in self._layouts()]
            self.source = source if source is not None else (p.start_code if p else "")
            self.runs = None
            self.board_index = 0
            self.frame = 0
            self._sync()

    def _sync(self) -> None:
        lang = self.lang
        self.words = [{"name": n, "doc": robot.doc(n, lang)} for n in robot.NAMES]
        p = self.puzzle
        if p is None:
            self.puzzle_info, self.course_list, self.verdict, self.hint_text = None, [], None, None
        else:
            self.course_list = [{"id": q.id, "title": q.title_text(lang),
                                 "stars": int(self.progress.get(q.id, 0))}
                                for q in self._puzzles]
            self.puzzle_info = {
                "index": self._index, "count": len(self._puzzles), "id": p.id,
                "title": p.title_text(lang), "goal": p.describe(lang),
                "stars_total": sum(x["stars"] for x in self.course_list),
                "stars_max": 3 * len(self._puzzles), "unavailable": list(p.unavailable)}
            r = self._result
            self.verdict = None if r is None else {
                "stars": r.stars, "solved": r.solved, "text": r.message[lang],
                "boards": [b.solved for b in r.boards]}
            self.hint_text = None if not self._hint_level else {
                "level": self._hint_level, "count": len(p.hints),
                "text": p.hint(self._hint_level, lang)}
        if self._traces is not None:
            marks = self.verdict["boards"] if self.verdict else [None] * len(self._traces)
            self.runs = [{**tr.to_json(lang), "source": tr.source, "solved": mark,
                          "run": self.run_count} for tr, mark in zip(self._traces, marks,
                                                                      strict=True)]

    def _relabel(self) -> None:
        self._sync()

    # ---- intents ------------------------------------------------------------------------
    def _intent_run(self, source: str) -> list[PythonTrace]:
        # the program runs in this kernel: what it might do to this widget while it runs
        # is undone, as the state is set again from what was there before it ran
        before = dict(self.progress)
        index = self._index
        # as run_python reads it: the editor then shows the lines the frames number
        source = program_text(source)
        p = self.puzzle
        if p is not None:
            result = p.check(source, self.lang)
            self._result = result
            traces = result.traces
            progress = {**before, p.id: max(result.stars, int(before.get(p.id, 0)))}
        else:
            board, flag = self._free
            traces = [run_python(source, board, flag=flag, lang=self.lang)]
            progress = before
        self._index = index
        self._traces = traces
        with self.hold_sync():
            self.source = source
            self.run_count += 1
            self.progress = progress
            self.frame = 0
            self._sync()
            # the first board that failed is the one to look at
            marks = (self.verdict or {}).get("boards") or []
            self.board_index = next((i for i, ok in enumerate(marks) if not ok), 0)
        return traces

    def _intent_set_source(self, source: str) -> None:
        if source != self.source:
            self.source = source

    def _intent_select_puzzle(self, index: int) -> None:
        if not self._puzzles:
            return
        self._show(Int(0, len(self._puzzles) - 1).check("index", index, self.lang))

    def _intent_hint(self) -> str:
        p = self.puzzle
        if p is None or not p.hints:
            return ""
        self._hint_level = min(self._hint_level + 1, len(p.hints))
        with self.hold_sync():
            self._sync()
        return self.hint_text["text"]

    @traitlets.validate("source")
    def _valid_source(self, proposal):
        value = proposal["value"]
        if not isinstance(value, str) or len(value) > MAX_SOURCE:
            raise TraitValueError(t("core.error.intent.text", self.lang, key="source",
                                    limit=MAX_SOURCE))
        return value

    @traitlets.validate("progress")
    def _valid_progress(self, proposal):
        ids = {p.id for p in self._puzzles}
        for k, v in proposal["value"].items():
            if k not in ids or type(v) is not int or not 0 <= v <= 3:
                raise TraitValueError(t("gramin.puzzle.error.progress", self.lang,
                                        value=shown({k: v})))
        return proposal["value"]

    def __repr__(self) -> str:
        where = f"puzzle={self.puzzle.id!r}" if self.puzzle else "board"
        return f"PythonWidget({where}, runs={self.run_count})"


