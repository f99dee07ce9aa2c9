"""Gramin puzzles: a board, a hand, a die and a goal; checked programs earn 0-3 stars.

Rules: docs/rules/gramin.md 2.1-2.4 (cards, traps, if-cards, loops), 4.2 (die limit), 4.5
(entering squares) and 6 ("fewest cards" is the foundation of programming thinking).
A puzzle is played by one explorer; the program runs literally with :func:`run_program`.
"""

from __future__ import annotations

from functools import partial

from gamewidgets.core.answers import AnswerError
from gamewidgets.core.furigana import for_screen
from gamewidgets.core.i18n import LANGS, authored, check_lang, join_sentences, t
from gamewidgets.core.teaching import Feedback
from gamewidgets.core.text import Msg, Phrase, render_fields
from gamewidgets.gramin.engine.board import Board, Pos
from gamewidgets.gramin.engine.cards import MOVE_KINDS, card_face, card_faces, hand_faces
from gamewidgets.gramin.engine.deck import first_missing
from gamewidgets.gramin.engine.errors import ProgramSyntaxError
from gamewidgets.gramin.engine.options import GraminRules
from gamewidgets.gramin.engine.program import Loop, Program, over_die
from gamewidgets.gramin.engine.trace import Trace, run_program
from gamewidgets.gramin.teaching.parts import (
    Goal,
    Hand,
    check_die,
    chests_text,
    count_cards,
    count_used,
    opened_points,
    place_text,
    program_answer,
    square_text,
)
from gamewidgets.gramin.teaching.solver import solve


def _both(msg_id: str, **fields) -> dict:
    return {lang: Msg(msg_id, **fields).text(lang) for lang in LANGS}


class Puzzle:
    """A one-explorer puzzle (docs/rules/gramin.md 2, 4.2, 4.5, 6).

    Parameters
    ----------
    board : str or Board
        ASCII as :meth:`Board.from_ascii`, with the start ``@``.
    hand : str
        The cards available, in program syntax, one token per card:
        ``"R R 2D for3( ) if_hole"``. Loop cards count as cards for par.
    goal : "all_chests" or (int, int) or dict
        Collect every point chest; end on ``(row, col)``; or
        ``{"collect": [[r, c], ...] | "all", "end": [r, c]}``. A trap that takes effect
        always fails the puzzle (a held if-card that cancels it is fine).
    die : int, optional
        Most cards counted against the die, as
        :func:`~gamewidgets.gramin.engine.program.die_cost` counts them (move cards; loop
        cards only if ``rules.loop_cards_count``; if-cards never).
    rules : GraminRules, optional
        Default the basic game (one loop, no nesting, N in 2..3).
    id : str
    title : dict, optional
        ``{"en": ..., "ja": ...}``.
    hints : list of dict
        Authored hints ``[{"en", "ja"}, ...]``, easiest first.
    par : int, optional
        Stored par (saved by :meth:`to_dict`; the course's are checked against
        :func:`solve` by the tests); solved lazily if None.
    turnable : bool
        Move cards may be laid in any direction (default, as in the game); if False each
        card must be laid exactly as written in the hand.
    lang : {"en", "ja"}
    if_cards_count : bool
        Whether spent if-cards count as cards used (default True: playing an if-card is
        playing a card). False gives the measure of :class:`~gamewidgets.gramin.teaching.exercise.
        Exercise`: cards laid only.

    Raises
    ------
    ValueError
        Bad board, no ``@``, bad goal, or a die that is not None or 1..6.
    ProgramSyntaxError
        A hand token that is no card.
    """

    def __init__(self, board, hand: str, goal="all_chests", die: int | None = None,
                 rules: GraminRules | None = None, id: str = "", title: dict | None = None,
                 hints=(), par: int | None = None, turnable: bool = True, lang: str = "en",
                 if_cards_count: bool = True):
        self.board = board if isinstance(board, Board) else Board.from_ascii(board)
        if self.board.start is None:
            raise ValueError("a puzzle board needs the explorer's start '@'")
        self.rules = rules or GraminRules()
        self.hand = Hand.parse(hand, turnable)
        self.goal = Goal.make(goal, self.board)
        check_die(die)  # a die roll is 1..6 (docs/rules/gramin.md 4.1), or None: no limit
        self.die = die
        self.id = id
        self.title = dict(title or {"en": id, "ja": id})
        self.hints = [dict(h) for h in hints]
        self.turnable = turnable
        self.if_cards_count = if_cards_count
        self.lang = check_lang(lang)
        self._par = par
        self._solution = None

    # ---- solver ------------------------------------------------------------------------
    def solution(self):
        """The :class:`~gamewidgets.gramin.teaching.solver.Solution` (solved once, then cached)."""
        if self._solution is None:
            self._solution = solve(self)
        return self._solution

    @property
    def par(self) -> int | None:
        """Stored par, else the solver's (None: the goal cannot be met, or the puzzle is
        too large for the solver's budget: see :attr:`par_known`)."""
        return self._par if self._par is not None else self.solution().par

    @property
    def par_known(self) -> bool:
        """Whether :attr:`par` is known: stored, or found by a search that was not cut
        short (:data:`~gamewidgets.gramin.teaching.solver.SOLVE_BUDGET`)."""
        return self._par is not None or not self.solution().cut_short

    def with_hand(self, hand: str) -> Puzzle:
        """The same puzzle with another hand (and no stored par)."""
        return Puzzle(self.board, hand, self.goal.spec, self.die, self.rules, self.id,
                      self.title, self.hints, None, self.turnable, self.lang,
                      self.if_cards_count)

    # ---- checking ----------------------------------------------------------------------
    @for_screen
    def check(self, program, lang: str | None = None) -> Feedback:
        """Run a student's program and grade it.

        Parameters
        ----------
        program : str or Program
        lang : {"en", "ja"}, optional
            Language of ``str(result)``; default the puzzle's.

        Returns
        -------
        Feedback
            ``stars`` 0..3: 3 solved with at most ``par`` cards (or with ``par`` unknown:
            the puzzle was too large for the solver); 2 solved with more; 1 partial (not
            solved, but at least one goal chest opened, or for an end-square goal the
            explorer ended strictly closer to it, in Manhattan distance, than the start);
            0 otherwise. ``solved``: goal met and no trap worked. The message is in every
            language (``result.text("ja")``). Details (attributes): ``cards`` (every card
            laid, loop cards too, plus if-cards spent unless ``if_cards_count`` is False;
            None if the program could not run), ``par``, ``error`` (the message id of an
            input error, else None), ``collected`` (goal chests opened), ``final`` (the end
            square), ``stop_reason`` (``"finished"``, ``"wall"``, ``"crocodile"``,
            ``"hole"``; None if not run), ``if_used``, ``trace`` (the recorded run, for
            step-through; None if not run). Never raises for a bad program: the syntax
            error, a card not in the hand, a program over the die, an answer that is not
            text or one longer than :data:`~gamewidgets.core.answers.MAX_ANSWER`
            characters becomes the message (0 stars, ``error`` set).
        """
        lang = check_lang(lang or self.lang)
        try:
            program = program_answer(program)
        except AnswerError as exc:
            return self._error("gramin.puzzle.error.syntax", lang,
                               error={g: exc.text(g) for g in LANGS})
        try:
            if isinstance(program, str):
                program = Program.parse(program, self.rules)
            else:
                program = Program.from_cards(program.cards, self.rules)
        except ProgramSyntaxError as exc:
            return self._error("gramin.puzzle.error.syntax", lang,
                               error={g: exc.text(g) for g in LANGS})
        problem = self._hand_problem(program)
        if problem:
            # a card the hand holds, laid once too often: "not in the hand" would
            # contradict the hand on the screen
            kind = problem.pop("kind")
            if kind is not None and problem["have"] > 0:
                return self._error("gramin.puzzle.error.too_many", lang, kind=kind, **problem)
            return self._error("gramin.puzzle.error.not_in_hand", lang, **problem)
        if self.die is not None and program.hand_cost > self.die:
            msg = over_die(program.hand_cost, self.die, self.rules)
            return self._error(msg.msg_id, lang, **msg.fields)
        trace = run_program(program, self.board, if_cards=self.hand.if_cards, rules=self.rules)
        return self._grade(program, trace, lang)

    def _hand_problem(self, program: Program) -> dict | None:
        laid, hand = program.tokens(), self.hand.tokens
        i = first_missing(laid, hand, self.hand.entry)
        if i is None:
            return None
        entry = self.hand.entry(laid[i])
        have = sum(self.hand.entry(x) == entry for x in hand)
        # a turnable hand counts move cards by kind, whatever their direction
        kind = Msg(f"gramin.ui.kind.{entry}") if self.turnable and entry in MOVE_KINDS else None
        return {"index": i + 1, "card": Phrase(partial(card_face, laid[i])), "used": have + 1,
                "have": have, "hand": Phrase(partial(hand_faces, self.hand.tokens)), "kind": kind}

    def _error(self, msg_id: str, lang: str, error=None, **fields) -> Feedback:
        if error is not None:
            message = {g: t(msg_id, g, error=error[g]) for g in LANGS}
        else:
            message = _both(msg_id, **fields)
        return self._result(message, lang, error=msg_id)

    def _grade(self, program: Program, trace: Trace, lang: str) -> Feedback:
        events = trace.events
        opened = {tuple(e.data["pos"]) for e in events if e.kind == "chest_opened"}
        if_used = sum(1 for e in events if e.kind == "if_used")
        got = tuple(sorted(self.goal.collect & opened))
        final, goal = trace.final_position, self.goal
        finished = trace.stop_reason == "finished"
        reached = len(got) == len(goal.collect) and (goal.end is None or final == goal.end)
        solved = finished and reached
        spent = if_used * self.if_cards_count
        cards, par = program.card_count + spent, self.par
        said = count_used(program.card_count, spent)
        start = self.board.start
        closer = goal.end is not None and _dist(final, goal.end) < _dist(start, goal.end)
        if solved:
            stars = 3 if par is None or cards <= par else 2
            message = (_both("gramin.puzzle.solved_par_unknown", cards=said)
                       if not self.par_known
                       else _both("gramin.puzzle.solved_par", cards=said) if stars == 3
                       else _both("gramin.puzzle.solved_more", cards=said, par=par))
        else:
            stars = 1 if got or closer else 0
            if reached:
                message = _both("gramin.puzzle.goal_but_trap")
            elif not finished and not got and not closer \
                    and tuple(final) != goal.end:
                # one short sentence, where and by what: the verdict stays on one line (a
                # run that earned a star, or ended on the flag, says so as below)
                message = {g: t("gramin.puzzle.trapped", g, pos=square_text(final, g),
                                trap=t(f"gramin.term.{trace.stop_reason}", g)) for g in LANGS}
            else:
                message = self._not_yet(trace, got, closer)
                if not finished:
                    message = {g: join_sentences(g, [message[g], t(
                        f"gramin.trace.stopped.{trace.stop_reason}", g)]) for g in LANGS}
        return self._result(message, lang, solved, stars, cards=cards, collected=got,
                            final=final, stop_reason=trace.stop_reason, if_used=if_used,
                            trace=trace)

    def _result(self, message: dict, lang: str, solved: bool = False, stars: int = 0,
                error: str | None = None, cards: int | None = None, collected: tuple = (),
                final: Pos | None = None, stop_reason: str | None = None, if_used: int = 0,
                trace: Trace | None = None) -> Feedback:
        """The verdict as a :class:`~gamewidgets.core.teaching.Feedback` (see :meth:`check`):
        an input error is an error, 3 stars correct, 2 more, else not yet."""
        kind = ("error" if error else "correct" if stars == 3
                else "more" if stars == 2 else "not_yet")
        return Feedback(kind, message, lang, solved, stars,
                        {"cards": cards, "par": self.par, "error": error, "collected": collected,
                         "final": final, "stop_reason": stop_reason, "if_used": if_used,
                         "trace": trace})

    def _not_yet(self, trace: Trace, got: tuple, closer: bool) -> dict:
        """The verdict of a run short of the goal, in every language: where the explorer
        ends, named by what lies there (the flag, an opened chest by its value), and the
        goal chests it opened."""
        opened = opened_points(trace.events)
        end = self.goal.end

        def place(g):
            return place_text(trace.final_position, g, opened, end)

        if got:
            taken = {p: opened[p] for p in got if p in opened}
            # ending on the one chest just named: "stopped there", not the square again
            there = list(taken) == [tuple(trace.final_position)]
            key = "gramin.puzzle.partial_chests_there" if there else "gramin.puzzle.partial_chests"
            return {g: t(key, g, got=len(got),
                         wanted=len(self.goal.collect), chests=chests_text(taken, g),
                         pos=place(g)) for g in LANGS}
        if end is not None and tuple(trace.final_position) == end:
            return {g: t("gramin.puzzle.partial_flag", g, goal=square_text(end, g)) for g in LANGS}
        if closer:
            return {g: t("gramin.puzzle.partial_closer", g, pos=place(g),
                         goal=square_text(end, g)) for g in LANGS}
        return {g: t("gramin.puzzle.not_yet", g, pos=place(g)) for g in LANGS}

    # ---- text --------------------------------------------------------------------------
    def describe(self, lang: str | None = None) -> str:
        """The goal (and die) as sentences in ``lang``."""
        lang = check_lang(lang or self.lang)
        parts = [self.goal.describe(lang, all_chests=self.goal.spec == "all_chests")]
        if self.board.traps or any(ch.trap for ch in self.board.chests.values()):
            parts.append(t("gramin.puzzle.goal.traps", lang))
        if self.die is not None:
            die_id = "gramin.puzzle.goal.die_one" if self.die == 1 else "gramin.puzzle.goal.die"
            parts.append(t(die_id, lang, die=self.die))
        return join_sentences(lang, parts)

    def title_text(self, lang: str | None = None) -> str:
        """The title in ``lang`` (the id when it has none), a Japanese one with the
        readings of the level in force (:func:`gamewidgets.core.i18n.authored`)."""
        lang = check_lang(lang or self.lang)
        return authored(self.title, lang) or self.id

    def _auto_hints(self) -> list[tuple[str, dict]]:
        out = []
        if self.hand.opens:
            out.append(("gramin.puzzle.hint.loop",
                        {"loop": Phrase(partial(card_faces, "for3( R )")),
                         "same": Phrase(partial(card_faces, "R R R"))}))
        if self.die is not None:
            out.append(("gramin.puzzle.hint.die_one" if self.die == 1 else "gramin.puzzle.hint.die",
                        {"die": self.die}))
        if self.board.traps or any(ch.trap for ch in self.board.chests.values()):
            out.append(("gramin.puzzle.hint.trap", {}))
        if self.hand.if_cards:
            out.append(("gramin.puzzle.hint.if", {}))
        if self.turnable and not out:
            out.append(("gramin.puzzle.hint.turn", {}))
        return out

    def hint_count(self) -> int:
        """How many hint levels :meth:`hint` offers."""
        return len(self.hints or self._auto_hints()) + 2

    def hint(self, level: int = 1, lang: str | None = None) -> str:
        """Hint number ``level`` (1 = gentlest).

        Levels 1..k are the authored hints (or automatic ones about loops, the die, traps
        and if-cards when none are authored); then "it can be done with {par} cards"; then
        the first cards of an optimal program (the first top-level action), written as the
        widget draws them, ``[3×(] [⇒ dash] [)]`` (:func:`card_faces`; the widget draws
        them as cards, :meth:`hint_cards`). Levels past the last give the last. When the
        solver's search is cut short (a puzzle too large, see :attr:`par_known`), the last
        two say so instead.

        Raises
        ------
        ValueError
            If ``level`` < 1 or ``lang`` is not supported.
        """
        lang = check_lang(lang or self.lang)
        if not isinstance(level, int) or level < 1:
            raise ValueError(f"hint level must be an int >= 1, got {level!r}")
        own = self.hints or self._auto_hints()
        level = min(level, len(own) + 2)
        if level <= len(own):
            item = own[level - 1]
            if isinstance(item, dict):
                return authored(item, lang)
            return t(item[0], lang, **render_fields(item[1], lang))
        sol = self.solution()
        if sol.cut_short:
            return t("gramin.puzzle.hint.too_big", lang)
        if sol.program is None:
            return t("gramin.puzzle.hint.none", lang)
        if level == len(own) + 1:
            # the notes only where they matter: loop cards count though the die does not
            # count them; if-cards used count when the puzzle counts them
            spends = bool(self.hand.if_cards) and self.if_cards_count
            return join_sentences(lang, [
                t("gramin.puzzle.hint.par", lang, cards=count_cards(sol.par).text(lang)),
                t("gramin.puzzle.hint.par_loops", lang) if self.hand.opens else "",
                t("gramin.puzzle.hint.par_if", lang) if spends else ""])
        return t("gramin.puzzle.hint.first", lang,
                 cards=card_faces(self.hint_cards(level) or [], lang))

    def hint_cards(self, level: int) -> list[str] | None:
        """The cards hint ``level`` names, as tokens (``["for3(", "2R", ")"]``): the first
        action of an optimal program for the last level; None for a hint that names no
        cards (the widget draws these as cards beside the hint's sentence).

        Raises
        ------
        ValueError
            If ``level`` < 1.
        """
        if not isinstance(level, int) or level < 1:
            raise ValueError(f"hint level must be an int >= 1, got {level!r}")
        if min(level, self.hint_count()) < self.hint_count():
            return None
        sol = self.solution()
        if sol.cut_short or sol.program is None or not sol.program.body:
            return None
        first = sol.program.body[0]
        end = first.close_index + 1 if isinstance(first, Loop) else 1
        return sol.program.tokens()[:end]

    # ---- JSON --------------------------------------------------------------------------
    def to_dict(self) -> dict:
        """JSON-able dict that :meth:`from_dict` reads back (the board with its contents:
        a puzzle shows everything)."""
        spec = self.goal.spec
        if isinstance(spec, tuple):
            spec = list(spec)
        return {"id": self.id, "title": dict(self.title), "board": self.board.to_ascii(),
                "hand": self.hand.text(), "goal": spec, "die": self.die,
                "rules": None if self.rules == GraminRules() else self.rules.to_dict(),
                "hints": [dict(h) for h in self.hints], "par": self._par,
                "turnable": self.turnable, "if_cards_count": self.if_cards_count}

    @classmethod
    def from_dict(cls, d: dict, lang: str = "en") -> Puzzle:
        """Inverse of :meth:`to_dict`."""
        goal = d.get("goal", "all_chests")
        if isinstance(goal, list):
            goal = tuple(goal)
        rules = GraminRules.from_dict(d["rules"]) if d.get("rules") else None
        return cls(d["board"], d["hand"], goal, d.get("die"), rules, d.get("id", ""),
                   d.get("title"), d.get("hints", ()), d.get("par"),
                   d.get("turnable", True), lang, d.get("if_cards_count", True))

    def __repr__(self) -> str:
        return f"Puzzle(id={self.id!r}, hand={self.hand.text()!r}, die={self.die})"


def _dist(a: Pos, b: Pos) -> int:
    return abs(a[0] - b[0]) + abs(a[1] - b[1])

