"""Python puzzles: one program must solve several boards (docs/rules/gramin.md 2, 4.5, 6).

A :class:`PythonPuzzle` holds two or more boards (corridors of different lengths, a chest
at different places, walls that move): :meth:`PythonPuzzle.check` runs the same program
on each (:func:`~gamewidgets.gramin.teaching.python_run.run_python`, each on a copy of
its board) and gives stars only when every board is solved. Each board's goal is its
flag (``F`` in the ASCII) if it has one, else every point chest; a trap that takes effect
fails the board, as in the card puzzles.

What makes ``while not at_flag():`` and ``if blocked(RIGHT):`` necessary is that no fixed
row of cards solves all the boards: :func:`card_proof` searches every card program of at
most N cards (teaching rules: any number of loops, nested, N in 2..9; loop cards count)
on all boards at once and finds none. The course's puzzles (:func:`python_course`) each
state their N, and a reference Python solution that solves every board.
"""

from __future__ import annotations

import ast
import re
import time
from dataclasses import dataclass, field

from gamewidgets.core.furigana import for_screen, plain
from gamewidgets.core.i18n import LANGS, authored, check_lang, join_sentences, t
from gamewidgets.core.teaching import Feedback
from gamewidgets.core.text import square
from gamewidgets.gramin.engine.board import Board, Pos
from gamewidgets.gramin.engine.cards import LoopClose, LoopOpen
from gamewidgets.gramin.engine.movement import card_path
from gamewidgets.gramin.engine.options import GraminRules
from gamewidgets.gramin.engine.program import MAX_STEPS, Program
from gamewidgets.gramin.teaching.puzzle import Puzzle
from gamewidgets.gramin.teaching.python_run import (
    PythonTrace,
    half_width,
    program_text,
    read_board,
    run_python,
)
from gamewidgets.gramin.teaching.solver import _Search

TEACHING = GraminRules.teaching()
"""The card language of the proofs: every loop the cards can make."""


def statements(source: str) -> int | None:
    """The statements of a program, as a child counts lines of code: each simple
    statement and each ``for``/``while``/``if``/``def`` header counts 1 (``else:`` and
    comments count 0); None if it does not parse. The text is read as
    :func:`~gamewidgets.gramin.teaching.python_run.run_python` reads it (blank lines before
    it and its shared indentation dropped, full-width signs made half-width)."""
    try:
        tree = ast.parse(half_width(program_text(source)))
    except (SyntaxError, ValueError):
        return None
    return sum(isinstance(node, ast.stmt) for node in ast.walk(tree))



# an error's text that starts with its line (「3行目：…」, "Line 3: ..."): the board is said
# with the line, 「ボード1の3行目：…」, not 「ボード1：3行目：…」
_LINE_FIRST = {"en": re.compile(r"Line (\d+): "), "ja": re.compile(r"(\d+)行目：")}


def board_stopped(board: int, why: str, lang: str) -> str:
    """Why a program stopped on board ``board`` (counted from 1): ``why`` is the run's own
    sentence (its trace's ``stopped``); one that starts with its line says the board and
    the line together (「ボード1の3行目：…」, "Board 1, line 3: ...")."""
    m = _LINE_FIRST[check_lang(lang)].match(why)
    if m:
        return t("gramin.python.puzzle.board_line", lang, board=board, line=int(m.group(1)),
                 why=why[m.end():])
    return t("gramin.python.puzzle.board_stopped", lang, board=board, why=why)

@dataclass
class BoardResult:
    """One board of a check: whether the program solved it, and its run."""

    solved: bool
    trace: PythonTrace = field(repr=False)
    message: dict = field(default_factory=dict)

    def text(self, lang: str = "en") -> str:
        """Why the board is solved or not, in ``lang``, as plain text (a word above the
        grade in kana, :func:`~gamewidgets.core.furigana.plain`)."""
        return plain(self.message[check_lang(lang)])


class PythonPuzzle:
    """A puzzle of the Python track: several boards, one program.

    Parameters
    ----------
    boards : list of str
        Two or more boards in ASCII (:func:`~gamewidgets.gramin.teaching.python_run.
        read_board`: ``@`` start, ``F`` flag, digits chests, ``w``/``h``/``c`` trap cards).
        A board with a flag is solved by ending on it; one without, by opening every point
        chest.
    solution : str
        A reference Python program that solves every board (checked by the tests); its
        statements are the par of 3 stars.
    cards : int
        N of the proof: no card program of at most N cards solves all boards
        (:func:`card_proof`, proved by the tests).
    id : str
    title : dict
        ``{"en", "ja"}``.
    goal : dict
        ``{"en", "ja"}``: what to do, as the child reads it.
    hints : list of dict
        ``[{"en", "ja"}, ...]``, gentlest first.
    unavailable : tuple of str
        Sensors this puzzle takes away (a puzzle that asks for counting).
    start_code : str
        What the editor holds when the puzzle opens.
    lang : {"en", "ja"}

    Raises
    ------
    ValueError
        Fewer than two boards, a board that does not read or has no start, or a board with
        neither a flag nor a chest.
    """

    def __init__(self, boards, solution: str, cards: int, id: str = "", title=None,
                 goal=None, hints=(), unavailable=(), start_code: str = "",
                 lang: str = "en"):
        self.boards_text = [b.strip() for b in boards]
        if len(self.boards_text) < 2:
            raise ValueError("a Python puzzle has at least two boards")
        self.boards: list[tuple[Board, Pos | None]] = []
        for text in self.boards_text:
            board, flag = read_board(text)
            if board.start is None:
                raise ValueError(f"board {text!r} has no start '@'")
            if flag is None and not any(not ch.trap for ch in board.chests.values()):
                raise ValueError(f"board {text!r} has neither a flag nor a chest")
            self.boards.append((board, flag))
        self.solution = solution
        self.cards = int(cards)
        self.id = id
        self.title = dict(title or {"en": id, "ja": id})
        self.goal = dict(goal or {g: "" for g in LANGS})
        self.hints = [dict(h) for h in hints]
        self.unavailable = tuple(unavailable)
        self.start_code = start_code
        self.lang = check_lang(lang)

    @property
    def par(self) -> int:
        """The reference solution's statements (:func:`statements`)."""
        return statements(self.solution) or 0

    def card_puzzles(self) -> list[Puzzle]:
        """Each board as a card :class:`Puzzle` (teaching rules, any move card): its flag
        the square to end on, else every point chest."""
        out = []
        for board, flag in self.boards:
            goal = flag if flag is not None else "all_chests"
            out.append(Puzzle(board, "R 2R JR for2( )", goal, rules=TEACHING, id=self.id))
        return out

    def run(self, source_or_function, lang: str | None = None) -> list[PythonTrace]:
        """Run the program on every board (each on a copy) and return the traces."""
        lang = check_lang(lang or self.lang)
        return [run_python(source_or_function, board, flag=flag, lang=lang,
                           unavailable=self.unavailable) for board, flag in self.boards]

    def board_solved(self, i: int, trace: PythonTrace) -> bool:
        """Whether ``trace`` (a run on board ``i``) solves it: ran to its end with no
        error and no trap, on the flag or with every point chest opened."""
        board, flag = self.boards[i]
        if trace.stop_reason != "finished":
            return False
        if flag is not None:
            return tuple(trace.final_position) == flag
        opened = {tuple(e.data["pos"]) for e in trace.events if e.kind == "chest_opened"}
        return {p for p, ch in board.chests.items() if not ch.trap} <= opened

    @for_screen
    def check(self, source_or_function, lang: str | None = None) -> Feedback:
        """Run the program on every board and grade it.

        Returns
        -------
        Feedback
            ``solved``: every board solved; ``stars`` 0 unless every board is solved, then
            3 with at most the reference solution's statements (:func:`statements`), else
            2; the message is in every language. Details (attributes): ``boards`` (a
            :class:`BoardResult` per board), ``traces`` (the run on each board),
            ``statements`` (the program's, None if it does not parse), ``par`` (the
            reference solution's). Never raises for anything the program does.
        """
        lang = check_lang(lang or self.lang)
        traces = self.run(source_or_function, lang)
        results = []
        for i, trace in enumerate(traces):
            ok = self.board_solved(i, trace)
            results.append(BoardResult(ok, trace, {g: self._board_text(i, trace, ok, g)
                                                   for g in LANGS}))
        source = source_or_function if isinstance(source_or_function, str) \
            else traces[0].source
        n = statements(source) if source else None
        solved = all(r.solved for r in results)
        stars = 0 if not solved else 3 if n is not None and n <= self.par else 2
        good = sum(r.solved for r in results)
        if solved:
            key = "gramin.python.puzzle.solved_par" if stars == 3 \
                else "gramin.python.puzzle.solved_more"
            message = {g: t(key, g, n=n, par=self.par) for g in LANGS}
        elif n is None and traces[0].error is not None:
            # a program that does not read stops the same way on every board, before any
            # board is played: its error alone, not "board 1"
            message = {g: traces[0].error.text(g) for g in LANGS}
        else:
            first = next(i for i, r in enumerate(results) if not r.solved)
            message = {g: join_sentences(g, [
                t("gramin.python.puzzle.not_all", g, good=good, total=len(results)),
                results[first].text(g)]) for g in LANGS}
        kind = "correct" if stars == 3 else "more" if solved else "not_yet"
        return Feedback(kind, message, lang, solved, stars,
                        {"boards": results, "traces": [r.trace for r in results],
                         "statements": n, "par": self.par})

    def _board_text(self, i: int, trace: PythonTrace, ok: bool, lang: str) -> str:
        """The verdict on board ``i`` (1-based in the sentence)."""
        if ok:
            return t("gramin.python.puzzle.board_solved", lang, board=i + 1)
        stopped = trace.stopped(lang)
        if stopped:
            return board_stopped(i + 1, stopped, lang)
        _, flag = self.boards[i]
        where = square(trace.final_position).text(lang)
        if flag is not None:
            return t("gramin.python.puzzle.board_not_flag", lang, board=i + 1, pos=where)
        return t("gramin.python.puzzle.board_chests", lang, board=i + 1, pos=where)

    def title_text(self, lang: str | None = None) -> str:
        """The title in ``lang`` (the id when it has none), a Japanese one with the readings
        of the level in force (:func:`gamewidgets.core.i18n.authored`).

        Raises
        ------
        ValueError
            If ``lang`` is not supported.
        """
        return authored(self.title, check_lang(lang or self.lang)) or self.id

    def hint(self, level: int, lang: str | None = None) -> str:
        """Hint number ``level`` (1 = gentlest, 1..``len(hints)``) in ``lang``, with readings
        as :meth:`title_text`.

        Raises
        ------
        ValueError
            If ``level`` is not one of the puzzle's hints, or ``lang`` is not supported.
        """
        if not isinstance(level, int) or not 1 <= level <= len(self.hints):
            raise ValueError(f"hint level must be 1..{len(self.hints)}, got {level!r}")
        return authored(self.hints[level - 1], check_lang(lang or self.lang))

    def describe(self, lang: str | None = None) -> str:
        """The goal in ``lang``, with the number of boards (readings as :meth:`title_text`)."""
        lang = check_lang(lang or self.lang)
        return join_sentences(lang, [authored(self.goal, lang), t(
            "gramin.python.puzzle.boards", lang, n=len(self.boards))])

    def __repr__(self) -> str:
        return f"PythonPuzzle(id={self.id!r}, boards={len(self.boards)})"


# ---- the proof: no card program of at most N cards solves every board ----------------------
@dataclass(frozen=True)
class CardProof:
    """The result of :func:`card_proof`.

    Attributes
    ----------
    max_cards : int
        N: every card program of at most N cards was searched.
    program : Program or None
        A card program that solves every board (None: there is none of at most N cards,
        which is what a Python puzzle needs).
    states : int
        Distinct (boards' states, cards left) pairs found to fail.
    seconds : float
    """

    max_cards: int
    program: Program | None
    states: int
    seconds: float

    @property
    def proved(self) -> bool:
        """No card program of at most ``max_cards`` cards solves every board."""
        return self.program is None


class _Joint:
    """Every board's card search (:class:`~gamewidgets.gramin.teaching.solver._Search`,
    the same movement and square rules) driven by one program at once."""

    def __init__(self, puzzles: list[Puzzle], rules: GraminRules):
        self.searches = [_Search(p, budget=10 ** 12) for p in puzzles]
        self.cards = self.searches[0].cards
        # a card that enters no square from any square of any board (a vertical card on
        # a one-row board) changes nothing anywhere: a program without it does the same
        # with fewer cards, so it is never tried
        self.codes = [code for code, card in enumerate(self.cards)
                      if any(card_path(s.rows, s.cols, (r, c), card.kind, card.delta)[0]
                             for s in self.searches for r in range(s.rows)
                             for c in range(s.cols))]
        self.counts = rules.loop_counts
        self.nesting = rules.allow_nesting
        self.failed: dict = {}

    def start(self) -> tuple:
        """The search state before any card: each board's start."""
        return tuple(s.start for s in self.searches)

    def move(self, state: tuple, code: int) -> tuple | None:
        """``state`` after card ``code`` on every board at once; None if a trap takes
        effect on any board (the program fails there)."""
        out = []
        for s, w in zip(self.searches, state, strict=True):
            res = s.move(w, code)
            if res is None:
                return None  # a trap took effect on this board: it fails
            out.append(res[0])
        return tuple(out)

    def goal(self, state: tuple) -> bool:
        """Whether every board's goal is reached in ``state``."""
        return all(s.is_goal(w) for s, w in zip(self.searches, state, strict=True))

    def actions(self, state, budget: int, inside: bool):
        """``(cards, unrolled codes, state after, cost)`` of each next move card or whole
        loop within ``budget`` cards."""
        for code in self.codes:
            nxt = self.move(state, code)
            if nxt is not None:
                yield (code,), (code,), nxt, 1
        if budget < 3 or (inside and not self.nesting):
            return
        seen = set()
        for cards, unrolled, first, cost in self.bodies(state, budget - 2):
            if unrolled in seen:
                continue  # the same moves as a cheaper body already tried: the same loops
            seen.add(unrolled)
            for n in self.counts:
                if len(unrolled) * n > MAX_STEPS:
                    continue
                cur = first
                for _ in range(n - 1):
                    for code in unrolled:
                        cur = self.move(cur, code)
                        if cur is None:
                            break
                    if cur is None:
                        break
                if cur is not None:
                    yield (-(n + 1), *cards, -1), unrolled * n, cur, cost + 2

    def bodies(self, state, budget: int):
        """Every loop body of at most ``budget`` cards, its first iteration run."""
        for cards, unrolled, nxt, cost in self.actions(state, budget, True):
            yield cards, unrolled, nxt, cost
            if budget - cost >= 1:
                for more, unr2, after, c2 in self.bodies(nxt, budget - cost):
                    yield cards + more, unrolled + unr2, after, cost + c2

    def search(self, state, budget: int):
        """A program (card codes) of at most ``budget`` cards from ``state`` that solves
        every board, or None."""
        if self.goal(state):
            return ()
        if budget <= 0 or self.failed.get(state, -1) >= budget:
            return None
        for cards, _unrolled, nxt, cost in self.actions(state, budget, False):
            if nxt == state:
                continue  # a card or loop that changes nothing is never needed
            rest = self.search(nxt, budget - cost)
            if rest is not None:
                return cards + rest
        self.failed[state] = budget
        return None


def card_proof(puzzle: PythonPuzzle, max_cards: int | None = None,
               rules: GraminRules = TEACHING) -> CardProof:
    """Search every card program of at most ``max_cards`` cards (default the puzzle's N)
    on all of ``puzzle``'s boards at once.

    Every move card in every direction and, under ``rules`` (default the teaching rules),
    every loop (nested, N in ``rules.loop_counts``) is tried; loop cards count. A program
    is kept only while it fails no board (a trap ends a board's run), and a state of all
    the boards found to fail with k cards left is not searched again with k or fewer.

    Returns
    -------
    CardProof
        ``proved`` when no such program solves every board.
    """
    t0 = time.perf_counter()
    n = puzzle.cards if max_cards is None else max_cards
    joint = _Joint(puzzle.card_puzzles(), rules)
    found = None
    for budget in range(n + 1):
        found = joint.search(joint.start(), budget)
        if found is not None:
            break
    program = None
    if found is not None:
        cards = [joint.cards[c] if c >= 0 else LoopClose() if c == -1 else LoopOpen(-c - 1)
                 for c in found]
        program = Program.from_cards(cards, rules)
    return CardProof(n, program, len(joint.failed), time.perf_counter() - t0)


