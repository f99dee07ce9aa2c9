"""Running a program for one explorer and recording every frame (docs/rules/gramin.md 2, 4.5, 6)."""

from __future__ import annotations

from dataclasses import dataclass, field

from gamewidgets.core.events import Event
from gamewidgets.core.rng import make_rng
from gamewidgets.core.text import Msg, Phrase, Sentences, square
from gamewidgets.gramin.engine.board import Board, Pos
from gamewidgets.gramin.engine.cards import IF_KINDS, card_word, if_card
from gamewidgets.gramin.engine.errors import TraceLimitError
from gamewidgets.gramin.engine.options import GraminRules
from gamewidgets.gramin.engine.program import MAX_STEPS, LoopFrame, Program
from gamewidgets.gramin.engine.world import World


def _joined(parts: list) -> Phrase:
    """``parts`` worded and written one right after the other."""
    return Phrase(lambda lang: "".join(p.text(lang) for p in parts))


SHOWN_FRAMES = 100
"""Frames a trace sends to a browser one by one (:meth:`Trace.to_json`, and the game's
replay of an action); the frames after them are summarised in one last frame. Every
program of a lesson, a puzzle or the basic game (at most 18 cards run) runs fewer cards;
a longer run (up to :data:`MAX_STEPS`) still replays at once, in some 40 kB (the game's,
with every piece, some 120 kB), and the browser, which draws one button per frame, steps
through it quickly."""


@dataclass(frozen=True)
class Frame:
    """One recorded step of a run: the start, or one executed move card.

    Attributes
    ----------
    index : int
        0-based frame number (frame 0 is the start).
    card : int or None
        0-based index into ``program.cards`` of the card executed; None for the start.
    loops : tuple of (int, int, int)
        Enclosing loops, outermost first: (index of the ``forN(`` card, iteration 1..N, N).
    path : tuple of Pos
        Squares entered by this card, in order.
    position : Pos
        The explorer's square after the card.
    events : tuple of Event
        What happened (chest opened, trap triggered, if-card used, wall or edge stop).
    score : int
        Points held after this frame.
    """

    index: int
    card: int | None
    loops: tuple[LoopFrame, ...]
    path: tuple[Pos, ...]
    position: Pos
    events: tuple[Event, ...] = ()
    score: int = 0

    @property
    def iteration(self) -> tuple[int, int] | None:
        """``(i, N)`` of the innermost loop, or None outside loops."""
        return self.loops[-1][1:] if self.loops else None


@dataclass
class Trace:
    """Every frame of one run, and what it came to.

    Attributes
    ----------
    program : Program
    board : Board
        The board as it was before the run.
    rules : GraminRules
    frames : list of Frame
    stop_reason : str
        ``"finished"``, or ``"wall"``/``"crocodile"``/``"hole"`` if a trap ended the run.
    collected : list of int
        Points of the chests held at the end, in the order taken.
    """

    program: Program
    board: Board
    rules: GraminRules
    frames: list[Frame] = field(default_factory=list)
    stop_reason: str = "finished"
    collected: list[int] = field(default_factory=list)

    @property
    def final_position(self) -> Pos:
        """The explorer's square after the last frame."""
        return self.frames[-1].position

    @property
    def events(self) -> list[Event]:
        """Every event of every frame, in order."""
        return [e for f in self.frames for e in f.events]

    @property
    def score(self) -> int:
        """Total points held at the end."""
        return sum(self.collected)

    @property
    def squares_moved(self) -> int:
        """Squares travelled over the whole run: each square entered counts 1, a jump 2
        (it passes over its middle square; docs/rules/gramin.md 2.1), as a child counts
        them on the board."""
        return sum(self._travelled(i) for i in range(1, len(self.frames)))

    def _travelled(self, i: int) -> int:
        """Squares frame ``i`` (at least 1) travelled, from where frame ``i - 1`` ended."""
        at, n = self.frames[i - 1].position, 0
        for p in self.frames[i].path:
            n += abs(p[0] - at[0]) + abs(p[1] - at[1])
            at = p
        return n

    def __len__(self) -> int:
        return len(self.frames)

    def __getitem__(self, i: int) -> Frame:
        return self.frames[i]

    def frame_said(self, i: int) -> Msg | Phrase:
        """One sentence explaining frame ``i``, worded in the language it is read in."""
        f = self.frames[i]
        if f.card is None:
            return Msg("gramin.frame.start", pos=square(f.position))
        card = self.program.cards[f.card]
        way = Msg(f"gramin.ui.dir.{card.direction.name.lower()}")
        # a card that could not move at all (a wall or the edge right in front) says so
        # once, not "from a square to the same square"
        said = Msg("gramin.frame.move" if f.path else "gramin.frame.blocked",
                   card=f.card + 1, symbol=card.symbol, kind=card_word(card.kind), dir=way,
                   frm=square(self.frames[i - 1].position), to=square(f.position))
        if f.loops:
            it, n = f.iteration
            # the iteration is written right after the sentence, in both languages
            return _joined([said, Msg("gramin.frame.iteration", i=it, n=n)])
        return said

    def frame_text(self, i: int, lang: str = "en") -> str:
        """One sentence explaining frame ``i`` in ``lang`` (:meth:`frame_said`)."""
        return self.frame_said(i).text(lang)

    def to_json(self, lang: str = "en", shown: int = SHOWN_FRAMES) -> dict:
        """The trace as the widget shows it: ``{"frames": [...], "stop_reason", "stopped",
        "summary"}``: ``stopped`` says why a run stopped before its program's end (None when
        it ran to the end), ``summary`` gives the counts and then ``stopped``.

        Each frame dict holds ``card``, ``loops``, ``path``, ``pos``, ``events``
        (``[{"kind", "text"}]``), ``score``, ``moves`` (squares travelled so far, as
        :attr:`squares_moved` counts them), ``cards`` (move cards run so far), ``opened``
        (``[[r, c, label]]`` chests opened so far), ``removed`` (``[[r, c]]`` trap cards
        gone before this frame; one spent in it is still drawn), ``spent`` (the if-cards
        used so far, ``["if_hole"]``: no longer held) and ``text``. Only chests this run
        opened are revealed.

        Parameters
        ----------
        lang : {"en", "ja"}
        shown : int
            Frames sent one by one (at least 2). A longer run sends frames
            ``0..shown-2``, then one frame for all the rest: the table after the last
            card, the squares entered since (each once), the events except edge stops,
            and a sentence saying which cards it stands for. So the data stays small
            whatever the program.
        """
        out, opened, removed, used, moves = [], [], [], [], 0
        cut = len(self.frames) > shown
        for i, f in enumerate(self.frames):
            moves += self._travelled(i) if i else 0
            # a trap card spent in this frame is still drawn in it (a child sees the wall
            # that stopped the explorer, the hole it fell into) and gone from the next one
            gone = [list(x) for x in removed]
            for e in f.events:
                if e.kind == "if_used":
                    used.append(f"if_{e.data['trap']}")
                if e.kind in ("chest_opened", "trap_chip"):
                    opened.append(e.data["pos"] + [str(e.data.get("points") or e.data.get("trap"))])
                spent = self.rules.trap_persistence == "discard"
                if (spent and e.kind in ("trap_card", "wall_stop", "if_used")
                        and tuple(e.data["pos"]) not in self.board.chests
                        and list(e.data["pos"]) not in removed):
                    removed.append(list(e.data["pos"]))
            if cut and shown - 1 <= i < len(self.frames) - 1:
                continue  # summarised in the last frame
            frame = {
                "card": f.card, "loops": [list(x) for x in f.loops],
                "path": [list(p) for p in f.path], "pos": list(f.position),
                "events": [{"kind": e.kind, "text": e.text(lang)} for e in f.events],
                "score": f.score, "moves": moves, "cards": i,
                "opened": [list(x) for x in opened], "removed": gone, "spent": list(used),
                "text": self.frame_text(i, lang),
            }
            frame.update(self._frame_extra(i, lang))
            if cut and i == len(self.frames) - 1:
                frame.update(self._rest(shown - 1, lang))
            out.append(frame)
        summary, stopped = self._summary(lang)
        return {"frames": out, "stop_reason": self.stop_reason, "stopped": stopped,
                "summary": summary}

    def _summary(self, lang: str) -> tuple[str, str | None]:
        """``(summary, stopped)`` of :meth:`to_json`: the counts and why the run stopped
        early (None when it ran to its end), the summary ending with the latter."""
        summary = Msg("gramin.trace.summary", cards=self.program.card_count,
                      frames=len(self.frames) - 1, squares=self.squares_moved, score=self.score)
        stopped = (Msg(f"gramin.trace.stopped.{self.stop_reason}").text(lang)
                   if self.stop_reason != "finished" else None)
        return Sentences([summary, stopped]).text(lang), stopped

    def _frame_extra(self, i: int, lang: str) -> dict:
        """More fields of frame ``i`` in :meth:`to_json` (none for a card program; a
        student's Python run adds its line and variables)."""
        return {}

    def _rest(self, first: int, lang: str) -> dict:
        """``path``, ``events`` and ``text`` of one frame standing for frames ``first``
        to the last: each square entered once, the events but edge stops (a long run
        along the edge would repeat one), and a sentence naming the cards run."""
        rest = self.frames[first:]
        path = list(dict.fromkeys(p for f in rest for p in f.path))
        events = [{"kind": e.kind, "text": e.text(lang)} for f in rest for e in f.events
                  if e.kind != "edge_stop"]
        text = Msg("gramin.frame.rest", first=first, last=len(self.frames) - 1,
                   pos=square(self.final_position)).text(lang)
        return {"path": [list(p) for p in path], "events": events, "text": text}


def run_start(board: Board, start, if_cards) -> tuple[Pos, list[str]]:
    """The start square and the if-cards of a run (of cards or of Python), checked.

    Parameters
    ----------
    board : Board
    start : (int, int) or None
        Start square ``(row, col)``; None for the board's ``@``.
    if_cards : iterable of str
        If-cards held: ``"if_crocodile"``, ``"if_hole"``, ``"if_wall"`` or just the trap mark.

    Returns
    -------
    ((int, int), list of str)
        The start square and the if-card kinds (``"if_hole"``, ...).

    Raises
    ------
    ValueError
        If there is no start square, it is off the board or on a wall, or an if-card is
        unknown.
    """
    start = tuple(start) if start is not None else board.start
    if start is None:
        raise ValueError("no start square: mark one '@' on the board or pass start=(row, col)")
    if not board.inside(start) or board.traps.get(start) == "wall":
        raise ValueError(f"start square {start} must be on the board and not on a wall")
    given = list(if_cards)
    hand = [k if k in IF_KINDS else if_card(k) for k in given]
    # named as given: "if_dragon", not the "if_if_dragon" its mark would make
    bad = [g for g, k in zip(given, hand, strict=True) if k not in IF_KINDS]
    if bad:
        raise ValueError(f"unknown if-cards {bad}; use {', '.join(IF_KINDS)}")
    return start, hand


def run_program(program: Program | str, board: Board | str, start: Pos | None = None, *,
                if_cards=(), max_frames: int = MAX_STEPS, rules: GraminRules | None = None,
                seed: int = 0) -> Trace:
    """Run ``program`` for one explorer on ``board`` and record every frame.

    Parameters
    ----------
    program : Program or str
        A program, or its text for :meth:`Program.parse`.
    board : Board or str
        A board, or ASCII for :meth:`Board.from_ascii`. It is not modified.
    start : (int, int), optional
        Start square ``(row, col)``; default the board's ``@``.
    if_cards : iterable of str
        If-cards held: ``"if_crocodile"``, ``"if_hole"``, ``"if_wall"`` (or just the trap
        mark). Each cancels one trap of that mark (docs/rules/gramin.md 2.3).
    max_frames : int
        Most move-card frames to run; a program never runs more than :data:`MAX_STEPS`
        (checked when it is made).
    rules : GraminRules, optional
        Default: the program's rules.
    seed : int
        Seed of the run's random generator (unused unless pieces meet).

    Returns
    -------
    Trace
        One frame for the start, then one per executed move card (a card inside
        ``for3(`` gives three frames, each knowing its iteration).

    Raises
    ------
    ValueError
        If there is no start square, it is off the board or on a wall, or an if-card is
        unknown (:func:`run_start`).
    TraceLimitError
        If the run would exceed ``max_frames`` frames (it never hangs).
    ProgramSyntaxError
        If ``program`` is text that does not parse.
    """
    if isinstance(program, str):
        program = Program.parse(program, rules)
    rules = rules or program.rules
    if isinstance(board, str):
        board = Board.from_ascii(board)
    start, hand = run_start(board, start, if_cards)
    world = World(board.copy(), [start], rules, make_rng(seed), hands=[hand])
    trace = Trace(program, board, rules, [Frame(0, None, (), (), start)])
    score = 0
    for card_index, loops in program.steps():
        if len(trace.frames) > max_frames:
            raise TraceLimitError(max_frames)
        card = program.cards[card_index]
        result = world.move(0, card)
        if result.events:
            score = world.score(0)
        trace.frames.append(Frame(len(trace.frames), card_index, loops, tuple(result.path),
                                  world.positions[0], tuple(result.events), score))
        if result.stop:
            trace.stop_reason = result.stop
            break
    trace.collected = [ch.points for ch in world.piles[0]]
    return trace
