"""GraminWidget: build a program from cards, run it, and step through every frame
(docs/rules/gramin.md 2, 4.2, 6)."""

from __future__ import annotations

import traitlets

from gamewidgets.core.errors import IntentError
from gamewidgets.core.furigana import plain
from gamewidgets.core.i18n import check_lang, t
from gamewidgets.core.text import is_text, shown
from gamewidgets.core.widget import STATIC, Int, TraitValueError
from gamewidgets.gramin.engine.board import Board
from gamewidgets.gramin.engine.cards import MOVE_KINDS, Direction, MoveCard
from gamewidgets.gramin.engine.deck import first_missing, hand_kind
from gamewidgets.gramin.engine.errors import BoardError, ProgramSyntaxError
from gamewidgets.gramin.engine.options import GraminRules
from gamewidgets.gramin.engine.program import MAX_CARDS, Program
from gamewidgets.gramin.engine.tokens import card_of_token, tokenize
from gamewidgets.gramin.engine.trace import Trace, run_program
from gamewidgets.gramin.teaching.code_view import code_lines, from_python, looks_like_python
from gamewidgets.gramin.teaching.parts import check_die, check_if_cards
from gamewidgets.gramin.widgets.editor import (
    EDIT_INTENTS,
    MAX_PROGRAM_TEXT,
    PENDING,
    EditorWidget,
    card_view,
    die_text,
    edit,
    hand_view,
    named,
    named_all,
    problem_view,
)

DEFAULT_BOARD = """
..2....
....3..
.1..w..
...c.4.
.2.....
...h.1.
@......
"""


class GraminWidget(EditorWidget):
    """A Gramin Expedition board with a program builder and a step-through player.

    Parameters
    ----------
    board : str or Board, optional
        ASCII board as read by :meth:`Board.from_ascii` (must hold one ``@``); default a
        built-in 7 x 7 board.
    hand : str, optional
        The cards the student may lay, in program syntax (``"R R U for3( )"``); each
        token is one card, and a move card may be turned to any direction once laid.
        Default: a free palette of every card.
    die : int, optional
        The die's roll, 1..6: most hand cards a program may use, as
        :func:`~gamewidgets.gramin.engine.program.die_cost` counts them (loop cards only if
        ``rules.loop_cards_count``; docs/rules/gramin.md 4.1, 4.2). None (default): no
        limit.
    lang : {"en", "ja"}
        Language of every label, message and event sentence.
    rules : GraminRules, optional
        Loop limits and trap rules; default the basic game.
    if_cards : iterable of str, optional
        If-cards the explorer holds (``"if_crocodile"``, ``"if_hole"``, ``"if_wall"``).
    program : str, optional
        A program to start with: card tokens (``"for3( R ) U"``) or Python-like text
        (``"for _ in range(3):\\n    step(RIGHT)"``, see :func:`from_python`).

    Attributes
    ----------
    program : str
        The program as card tokens (synced); setting it re-checks it and clears the run.
        Python-like text set here is read with :func:`from_python` and becomes cards.
        At most :data:`~gamewidgets.gramin.widgets.editor.MAX_PROGRAM_TEXT` characters
        (as the ``set_program`` intent); longer text is refused with a
        :class:`~gamewidgets.core.widget.TraitValueError`.
    die : int or None
        The die's roll, 1..6, or None for no limit (synced; anything else is refused
        with a :class:`~gamewidgets.core.widget.TraitValueError`).
    palette : list of dict
        The cards that may be laid, as :func:`card_view` dicts (synced; a list holding
        anything but cards is refused with a
        :class:`~gamewidgets.core.widget.TraitValueError`).
    if_cards : list of str
        The if-cards the explorer holds (synced, drawn as cards beside the hand).
    die_text : str
        The die's label over the hand (synced; ``""`` without a die): how many cards, and
        whether loop cards count (``rules.loop_cards_count``).
    python_view : str
        Synced: the model id of the :class:`~gamewidgets.gramin.widgets.python.PythonWidget`
        shown under the cards ("Open as Python", :meth:`open_python`), or ``""`` when
        none is open. Only the widget writes it.
    code : list of dict
        The program as Python for the code view (synced): ``{"text", "card", "depth"}``
        per line (see :func:`code_lines`); ``[]`` while the program is invalid.
    frame : int
        The frame shown, 0-based (synced; the browser's step controls change it).
    trace : Trace or None
        The last run (see :meth:`run`).
    error : dict or None
        Synced: ``{"message", "card_index", "line"}`` of the last refused input.
    problem : dict or None
        Synced: what stops the laid cards from running, shown beside "Run" (which is off
        while there is one), or None: ``{"message", "card_index", "pending"}``,
        ``card_index`` 1-based or None; ``pending`` is true for a loop still open while
        the program is being built (a note on what to do next, not a mistake).

    Raises
    ------
    BoardError
        (a ValueError) If the board drawing is malformed or has no ``@``; the message is
        in ``lang``.
    ValueError
        If the hand or lang is malformed (a hand holds at most
        :data:`~gamewidgets.gramin.engine.program.MAX_CARDS` cards), ``die`` is not None
        or 1..6, or an if-card is unknown (messages in ``lang``).
    TypeError
        On an unknown keyword argument.
    """

    _esm = STATIC / "gramin.js"
    _css = STATIC / "gramin.css"
    LABELS = "gramin.ui."
    INTENTS = {**EDIT_INTENTS, "run": {}, "open_python": {}, "close_python": {}}
    BROWSER_WRITES = EditorWidget.BROWSER_WRITES | {"frame"}

    board = traitlets.Dict().tag(sync=True)
    palette = traitlets.List(traitlets.Dict()).tag(sync=True)
    hand = traitlets.List(allow_none=True, default_value=None).tag(sync=True)
    die = traitlets.Int(None, allow_none=True).tag(sync=True)
    die_text = traitlets.Unicode("").tag(sync=True)
    program = traitlets.Unicode("").tag(sync=True)
    cards = traitlets.List().tag(sync=True)
    trace_data = traitlets.Dict(allow_none=True, default_value=None).tag(sync=True)
    frame = traitlets.Int(0).tag(sync=True)
    code = traitlets.List().tag(sync=True)
    problem = traitlets.Dict(allow_none=True, default_value=None).tag(sync=True)
    if_cards = traitlets.List(traitlets.Unicode()).tag(sync=True)
    python_view = traitlets.Unicode("").tag(sync=True)

    def __init__(self, board: str | Board | None = None, hand: str | None = None,
                 die: int | None = None, lang: str = "en", rules: GraminRules | None = None,
                 if_cards=(), program: str = ""):
        check_lang(lang)
        check_die(die, lang)
        self._rules = rules or GraminRules()
        try:
            if not isinstance(board, Board):
                board = Board.from_ascii(board or DEFAULT_BOARD)
            if board.start is None:
                raise BoardError("gramin.error.board.no_start")
        except BoardError as exc:
            raise exc.in_lang(lang) from None
        self._board = board
        self._if_cards = check_if_cards(if_cards, lang)
        self._hand_tokens = tokenize(hand, MAX_CARDS, lang) if hand is not None else None
        for i, tok in enumerate(self._hand_tokens or [], start=1):
            try:
                card_of_token(tok, i)
            except ProgramSyntaxError as exc:  # name the bad hand card in the widget's language
                fields = {k: v for k, v in exc.fields.items() if k != "index"}
                raise ProgramSyntaxError(exc.message_id, exc.card_index, lang,
                                         **fields) from None
        self._tokens: list[str] = []
        self._trace: Trace | None = None
        self._runs = 0
        self._problem: ProgramSyntaxError | None = None
        self._python = None  # the PythonWidget opened from the cards, and what it was made from
        self._python_from: tuple | None = None
        super().__init__(lang=lang, die=die, board=self._board.public_dict(),
                         palette=self._palette(), if_cards=list(self._if_cards))
        self.observe(self._on_program, names="program")
        self.observe(lambda _change: self._sync_die(), names="die")
        self._sync_die()
        self.observe(lambda change: self._keep_step(change, len(
            (self.trace_data or {}).get("frames") or [None])), names="frame")
        self._set_tokens(self._read(_program_text(program, lang)))

    # ---- what Python may assign ----------------------------------------------------------
    @traitlets.validate("die")
    def _valid_die(self, proposal):
        try:
            check_die(proposal["value"], self.lang)
        except BoardError as exc:
            raise TraitValueError(plain(exc.text(self.lang))) from None
        return proposal["value"]

    @traitlets.validate("frame")
    def _valid_frame(self, proposal):
        # a bool is an int to traitlets, and True == 1 raises no change to observe
        return _step_index(proposal["value"], self.lang)

    @traitlets.validate("program")
    def _valid_program(self, proposal):
        if proposal["value"] == " ".join(getattr(self, "_tokens", ())):
            return proposal["value"]  # the cards laid, written out by the widget itself
        return _program_text(proposal["value"], self.lang)

    @traitlets.validate("palette")
    def _valid_palette(self, proposal):
        cards = proposal["value"]
        for card in cards:
            token = card.get("token") if isinstance(card, dict) else None
            if not isinstance(token, str) or card_view(token)["kind"] == "unknown":
                raise TraitValueError(t("gramin.error.widget.palette", self.lang,
                                        value=shown(card)))
        return cards

    # ---- Python API -------------------------------------------------------------------
    @property
    def trace(self) -> Trace | None:
        """The last run's :class:`Trace`, or None before :meth:`run` or after an edit."""
        return self._trace

    @property
    def tokens(self) -> list[str]:
        """The laid cards as ASCII tokens, left to right."""
        return list(self._tokens)

    @property
    def python(self) -> str:
        """The program as equivalent Python (``for _ in range(3):`` / ``step(RIGHT)``).

        Raises
        ------
        ProgramSyntaxError
            If the laid cards do not form a valid program.
        """
        return self.parsed().to_python()

    def set_python(self, text: str) -> Program:
        """Lay the cards that Python-like ``text`` stands for (see :func:`from_python`), as
        typing it in the code view does.

        Returns
        -------
        Program

        Raises
        ------
        PythonCodeError
            If the text does not read as cards (shown in the widget too, with its line);
            the laid cards are then unchanged.
        IntentError
            If ``text`` is not text or is too long.
        """
        self._call({"type": "set_python", "text": text})
        return Program.parse(self.program, self._rules)

    def open_python(self):
        """Show the laid cards as Python under them, as "Open as Python" does: a
        :class:`~gamewidgets.gramin.widgets.python.PythonWidget` on the same board holding
        the program the cards print, to edit and run as real Python (its flag is the goal
        square of a puzzle, if any; no cards open an empty editor).

        While the cards, and the board, are as they were when it was opened, the same
        widget is shown again (with what the student typed in it); otherwise a new one
        replaces it.

        Returns
        -------
        PythonWidget
            The widget shown (:attr:`python_view` holds its model id).

        Raises
        ------
        ProgramSyntaxError
            If the laid cards do not form a valid program (also shown in the widget);
            nothing is opened then.
        """
        return self._call({"type": "open_python"})

    def close_python(self) -> None:
        """Hide the Python shown under the cards, as "Close Python" does (it is kept:
        opening the same cards again shows it as it was)."""
        self._call({"type": "close_python"})

    @property
    def python_widget(self):
        """The :class:`~gamewidgets.gramin.widgets.python.PythonWidget` shown under the
        cards, or None."""
        return self._python if self.python_view else None

    def _python_board(self):
        """The board (and flag) the Python widget of :meth:`open_python` plays on, and
        whether the trap chips in its closed chests are shown (a sandbox's are not: they
        are found by running)."""
        return self._board, None, False

    def _intent_open_python(self):
        from gamewidgets.gramin.widgets.python import PythonWidget

        source = self.parsed().to_python() + "\n" if self._tokens else ""
        board, flag, chips = self._python_board()
        made_from = (source, board.to_dict(), flag)
        if self._python is None or self._python_from != made_from:
            self._drop_python()
            self._python = PythonWidget(board=board, flag=flag, source=source, lang=self.lang,
                                        show_chips=chips)
            self._python_from = made_from
        self.python_view = self._python.model_id
        return self._python

    def _intent_close_python(self) -> None:
        self.python_view = ""

    def _drop_python(self) -> None:
        """Close the Python widget opened from the cards (the board it plays on is gone)."""
        self.python_view = ""
        if self._python is not None:
            self._python.close()
        self._python, self._python_from = None, None

    def close(self) -> None:
        """Close the widget, and the Python widget opened from its cards."""
        if getattr(self, "_python", None) is not None:
            self._drop_python()
        super().close()

    def parsed(self) -> Program:
        """The program as a :class:`Program`.

        Raises
        ------
        ProgramSyntaxError
            If the laid cards do not form a valid program (or use more cards than the
            die or the hand allow).
        """
        program = Program.parse(" ".join(self._tokens), self._rules, lang=self.lang)
        self._check_hand(program)
        if self.die is not None:
            program.check_die(self.die, self.lang)
        return program

    def run(self) -> Trace:
        """Run the program on the board, as "Run" does: the browser plays the trace from
        frame 0 at the chosen speed (with reduced motion it shows the last frame).

        Returns
        -------
        Trace

        Raises
        ------
        ProgramSyntaxError
            If the program is invalid (the message is also shown in the widget).
        """
        return self._call({"type": "run"})

    # ---- state --------------------------------------------------------------------------
    def _palette(self) -> list[dict]:
        if self._hand_tokens is not None:
            tokens = sorted(set(self._hand_tokens), key=self._hand_tokens.index)
        else:
            tokens = [MoveCard(k, d).token for k in MOVE_KINDS if k in self._rules.move_kinds
                      for d in Direction]
            tokens += [f"for{n}(" for n in self._rules.loop_counts] + [")"]
        return [card_view(tok) for tok in tokens]

    def _set_tokens(self, tokens: list[str]) -> None:
        self._tokens = list(tokens)
        self._trace = None
        with self.hold_sync():
            self.program = " ".join(self._tokens)
            self.cards = [card_view(tok) for tok in self._tokens]
            self.trace_data = None
            self.frame = 0
            self.hand = None if self._hand_tokens is None else hand_view(self._hand_tokens,
                                                                         self._tokens)
            self.code = []
            self._problem = None
            try:
                if self._tokens:
                    self.code = code_lines(self.parsed())
                self._show_error(None)
            except ProgramSyntaxError as exc:
                self._problem = exc
                # a loop still open mid-build is the next step, not a mistake
                self._show_error(None if exc.message_id in PENDING else exc)
            self._sync_problem()

    def _check_hand(self, program: Program) -> None:
        if self._hand_tokens is None:
            return
        laid = program.tokens()
        i = first_missing(laid, self._hand_tokens, hand_kind)
        if i is not None:
            raise ProgramSyntaxError("gramin.error.not_in_hand", i + 1, self.lang,
                                     card=named(laid[i]), hand=named_all(self._hand_tokens))

    def _sync_die(self) -> None:
        """The die's label, as the rules count cards (``die`` or the rules changed)."""
        self.die_text = die_text(self.die, self._rules, self.lang)

    def _sync_problem(self) -> None:
        self.problem = problem_view(self._problem, self.lang)

    def _sync_trace(self) -> None:
        """The run for the browser; ``run`` numbers the runs, so that the browser plays a
        new run from its first frame but not the same run re-worded in another language."""
        self.trace_data = None if self._trace is None else {
            **self._trace.to_json(self.lang), "run": self._runs}

    def _relabel(self) -> None:
        if self._python is not None:
            self._python.lang = self.lang
        self._sync_die()
        self._sync_problem()
        if self._trace is not None:
            self._sync_trace()

    # ---- observers and intents ------------------------------------------------------------
    def _read(self, text: str) -> list[str]:
        """Card tokens of program text; Python-like text is read with :func:`from_python`."""
        if looks_like_python(text):
            return from_python(text, self._rules, self.lang).tokens()
        return tokenize(text)

    def _on_program(self, change) -> None:
        if change["new"] != " ".join(self._tokens):
            try:
                tokens = self._read(change["new"])
            except ProgramSyntaxError as exc:
                self.program = change["old"]
                self._show_error(exc)
                return
            self._set_tokens(tokens)

    def _offered(self) -> list[str]:
        """Tokens the student may add now (the palette)."""
        return [card["token"] for card in self.palette]

    def _edited(self, kind: str, fields: dict) -> list[str]:
        return edit(self._tokens, kind, fields, self._offered(), self._hand_tokens, self.lang,
                    self._rules)

    def _intent_run(self) -> Trace:
        program = self.parsed()
        trace = run_program(program, self._board, if_cards=self._if_cards, rules=self._rules)
        self._trace = trace
        self._runs += 1
        with self.hold_sync():
            self._sync_trace()
            self.frame = 0
        return trace

    def __repr__(self) -> str:
        return f"GraminWidget(program={self.program!r}, frame={self.frame})"


def _step_index(value, lang: str) -> int:
    """``value`` if it is an int (the intents' own check); the observer of ``frame``
    checks it is a step of the trace.

    Raises
    ------
    TraitValueError
        (a ValueError) Otherwise, in ``lang``.
    """
    try:
        return Int().check("frame", value, lang)
    except IntentError as exc:
        raise TraitValueError(plain(exc.text(lang))) from None


def _program_text(value, lang: str) -> str:
    """``value`` if it is program text the widget takes: a str of at most
    :data:`~gamewidgets.gramin.widgets.editor.MAX_PROGRAM_TEXT` characters with no lone
    surrogate (:func:`~gamewidgets.core.text.is_text`), as the ``set_program`` intent.

    Raises
    ------
    TraitValueError
        (a ValueError) Otherwise, in ``lang``.
    """
    if not isinstance(value, str) or len(value) > MAX_PROGRAM_TEXT:
        raise TraitValueError(t("core.error.intent.text", lang, key="program",
                                limit=MAX_PROGRAM_TEXT))
    if not is_text(value):
        raise TraitValueError(t("core.error.intent.unicode", lang, key="program"))
    return value
