"""AlgoWidget: play algo against bots with a live deduction panel, or study a typed view."""

from __future__ import annotations

import traitlets

from gamewidgets.algo.bots import BOTS, make_bots
from gamewidgets.algo.engine.actions import (
    arrange_action,
    attack_action,
    call_toss_action,
    next_round_action,
    place_action,
    skip_toss_action,
    stay_action,
    toss_action,
)
from gamewidgets.algo.engine.deduction import Deduction, deduce
from gamewidgets.algo.engine.errors import ViewError
from gamewidgets.algo.engine.observation import SECRETS, observe
from gamewidgets.algo.engine.options import AlgoRules, check_names
from gamewidgets.algo.engine.solo import AlgoSolo, SoloRules
from gamewidgets.algo.engine.state import AlgoGame
from gamewidgets.algo.engine.turn import ACTING, ARRANGE, ROUND_OVER
from gamewidgets.algo.engine.view import AlgoView
from gamewidgets.algo.teaching.review import review
from gamewidgets.algo.widgets.intents import (
    HINT_LEVELS,
    INTENTS,
    STUDENT,
    bot_to_act,
    hints_error,
    no_turn,
    turn_state,
)
from gamewidgets.algo.widgets.panel import (
    deduction_panel,
    drawn_state,
    empty_panel,
    game_players,
    read_view,
    refused_view,
    slots_by_seat,
    view_players,
)
from gamewidgets.algo.widgets.seats import (
    ALGO_SETUP,
    SOLO,
    algo_seats,
    default_name,
    renamed_view,
    setup_choices,
    setup_rules,
)
from gamewidgets.algo.widgets.solo import INTENTS as SOLO_INTENTS
from gamewidgets.algo.widgets.solo import solo_said, solo_state
from gamewidgets.algo.widgets.status import history_state, result_state, status_text
from gamewidgets.algo.widgets.tsume import TsumeCourse
from gamewidgets.core.bots import step
from gamewidgets.core.errors import IntentError
from gamewidgets.core.events import seen_by
from gamewidgets.core.furigana import plain
from gamewidgets.core.i18n import check_lang, t
from gamewidgets.core.review_widget import REVIEW_INTENTS, ReviewPanel
from gamewidgets.core.screen import NOBODY, Screen
from gamewidgets.core.seats import parse_players
from gamewidgets.core.setup import (
    check_policy,
    check_setup,
    refuse_locked,
    screen_seats,
    setup_intents,
    setup_state,
)
from gamewidgets.core.text import Phrase, shown, typed
from gamewidgets.core.widget import STATIC, GameWidget, TraitValueError, as_action


class AlgoWidget(GameWidget):
    """algo in a notebook: the student (player 0) against bots, with a deduction panel;
    or several people at one screen (pair play: partner and opponents people or bots).

    Play mode shows every row (the student's numbers; the others' face-down cards by colour
    only), the pile, the drawn card, number buttons, Attack and Stay buttons, a Next button
    that applies exactly one bot action, the attack history and the deduction of the
    student's view (candidate grid with reasons, step-through, exact probabilities). View
    mode (``view=``) shows only the deduction of a typed :class:`AlgoView`, editable in a
    box. Rules: docs/rules/algo.md 3-6 (game) and 8 (deduction).

    Its Python calls (:meth:`attack`, :meth:`advance`, ...) are the browser's intents, run
    by the same code (a refusal is shown in ``error``, then raised); the events they return
    are those the seat at the screen may see (a bot's drawn card by its colour only).

    Several people (names or ``None`` in ``players``) share the screen
    (:mod:`gamewidgets.core.screen`): when a person other than the one at the screen is to
    act (their turn, or their toss in pair play), a cover screen hides every number
    (``cover`` names who is next; the synced state is what the onlookers see) until that
    person lifts it (:meth:`show_cards`, the button). A new game or a new round starts with nobody's
    cards shown (covered for the first person to act), whoever pressed it. Pair play
    (``rules=AlgoRules(mode="pair")``, 4 players): the partner's toss is an action of the
    partner (:meth:`toss`, clicking one of their face-down cards); the card shown appears
    in the attacker's view only (docs/rules/algo.md 7).

    Parameters
    ----------
    players : list, optional
        2 to 4 entries in seat order (:func:`~gamewidgets.core.seats.parse_players`), the
        student's first: a person's name, ``None`` (a person with the default name),
        ``"bot:<name>"`` with a name of :data:`~gamewidgets.algo.BOTS` or a bot object
        with ``act(state, player)``. Default ``[None, "bot:probabilistic"]``. An int here
        is the old ``n_players``.
    n_players, bots
        Deprecated (a :class:`DeprecationWarning`; use ``players``): ``n_players`` seats
        (2 to 4), ``bots`` one bot name for every other seat, or a list with one name (or
        bot object, or ``None`` for a person at the same screen) per other seat (1..n-1).
    seed : int
        Seed of the game (deal and bots): same seed, same game.
    lang : {"en", "ja"}
        Language of every label and sentence; may be changed live (``w.lang = "ja"``).
    hints : {"off", "candidates", "probabilities"}
        Deduction help: none (the panel is empty during a game), the candidate grid and
        greyed impossible numbers, or also the exact probabilities.
    names : list of str, optional
        One name per player, bots included (default: the names in ``players``, else
        "You", "Bot 1", ... in ``lang``; with several people, "Player 1", ... for the
        people).
    view : str, optional
        A view in text form (``"me: B0 W4; ann: b? w?-5"``): deduction-only mode.
    puzzle : bool, int or str, optional
        Puzzle mode (docs/rules/algo.md 7c): the course of the bundled tsume-algo puzzles
        (:data:`~gamewidgets.algo.teaching.puzzles.TSUME_PUZZLES`), opened at puzzle
        ``puzzle`` (True: the first; an index or an id). The student names each hidden
        card by clicking it, a number and "Answer"; the deduction stays hidden until a
        hint (:meth:`puzzle_hint`) or an answer (:meth:`answer`), then opens at its first
        step. Stars per puzzle: 3, one fewer per wrong answer or hint, 1 at least.
    rules : AlgoRules, optional
        Rules options (chips, empty pile, rounds, ...); default the basic game.
    setup : {"locked", "open"}
        ``"locked"`` (default: the players and rules given here, as a lesson wants them;
        the ``setup`` intent is refused) or ``"open"``: a setup screen before the first
        move and from "New game" (:mod:`gamewidgets.core.setup`) chooses the seats
        (people and bots), the mode (standard, pair or solo play), chips and
        arrange-your-own-row; the other options of ``rules`` are kept. Solo play
        (docs/rules/algo.md 7b, seat 1 alone) is hosted by this widget: ``mode`` is then
        ``"solo"``, ``game`` the :class:`~gamewidgets.algo.engine.solo.AlgoSolo`,
        :meth:`place` and :meth:`show_chances` its moves, and the ``solo`` trait what
        the solo view shows (:func:`~gamewidgets.algo.widgets.solo.solo_state`). Either way the
        chosen mode and options show in a line on the playing screen (the ``setup``
        trait's ``"line"``). Game mode only.

    Attributes
    ----------
    game : AlgoGame or None
        The game (None in view mode). Never synced: it holds every hidden card.
    deduction : Deduction
        The deduction of the student's current view.
    review : dict or None
        Synced: once the game is over and "Review the game" was pressed
        (:meth:`open_review`), the frames of its review
        (:func:`~gamewidgets.algo.teaching.review.review`), stepped in the browser by
        ``review_step`` (which the browser writes); None otherwise.
    hints, lang, view_text : str
        Synced traits a person may set from Python (``w.hints = "probabilities"``,
        ``w.view_text = "me: B0; ann: b?"`` in view mode); a value the widget cannot show
        is refused with a ``TraitValueError`` (a ``ValueError``) saying why, in ``lang``.
        The other traits are the widget's to set (``mode`` is fixed by ``view=``); the
        browser sets only ``lang`` (its EN / 日本語 switch) and sends intents.

    Raises
    ------
    ValueError
        On an unknown lang or hint level, bad ``players`` or ``names``, or a malformed view
        (or one that no deal of the unseen cards fits).
    TypeError
        If ``seed`` is not an int.
    """

    _esm = STATIC / "algo.js"
    _css = STATIC / "algo.css"
    LABELS = "algo.ui."
    INTENTS = {**INTENTS, **REVIEW_INTENTS, **setup_intents(),
               "show_chances": SOLO_INTENTS["show_chances"]}
    BROWSER_WRITES = GameWidget.BROWSER_WRITES | {"review_step"}

    mode = traitlets.Unicode("game").tag(sync=True)
    puzzle = traitlets.Dict(default_value=None, allow_none=True).tag(sync=True)
    players = traitlets.List().tag(sync=True)
    me = traitlets.Int(0).tag(sync=True)
    pile = traitlets.Int(None, allow_none=True).tag(sync=True)
    drawn = traitlets.Dict(default_value=None, allow_none=True).tag(sync=True)
    phase = traitlets.Unicode("").tag(sync=True)
    current = traitlets.Int(None, allow_none=True).tag(sync=True)
    turn = traitlets.Dict().tag(sync=True)
    history = traitlets.List().tag(sync=True)
    result = traitlets.Dict(default_value=None, allow_none=True).tag(sync=True)
    deduction_data = traitlets.Dict().tag(sync=True)
    hints = traitlets.Unicode("candidates").tag(sync=True)
    status = traitlets.Unicode("").tag(sync=True)
    cover = traitlets.Dict(default_value=None, allow_none=True).tag(sync=True)
    view_text = traitlets.Unicode("").tag(sync=True)
    review = traitlets.Dict(default_value=None, allow_none=True).tag(sync=True)
    review_step = traitlets.Int(0).tag(sync=True)
    setup = traitlets.Dict(default_value=None, allow_none=True).tag(sync=True)
    solo = traitlets.Dict(default_value=None, allow_none=True).tag(sync=True)

    def __init__(self, players=None, bots=None, seed: int = 0, lang: str = "en",
                 hints: str = "candidates", names=None, view=None,
                 rules: AlgoRules | None = None, puzzle=None, *, n_players: int | None = None,
                 setup: str = "locked"):
        check_lang(lang)
        self._setup_policy = check_policy(setup)
        if setup == "open" and (view is not None or (puzzle is not None and puzzle is not False)):
            raise ValueError("setup='open' is for a game, not a view or a puzzle")
        self._setup_showing = setup == "open"
        self._setups = 0
        self._tsume: TsumeCourse | None = None
        if puzzle is not None and puzzle is not False:
            if view is not None:
                raise ValueError("give a view or a puzzle, not both")
            self._tsume = TsumeCourse(puzzle)
            view = self._tsume.attempt.view(lang)
        if hints not in HINT_LEVELS:
            raise ValueError(hints_error(hints, lang))
        self._game: AlgoGame | None = None
        self._solo: AlgoSolo | None = None  # solo play chosen on the setup screen
        self._solo_events: list = []
        self._solo_chances = False
        self._view: AlgoView | None = None
        self._deduction: Deduction | None = None
        if isinstance(players, int) and not isinstance(players, bool):
            players, n_players = None, players  # the old first argument, n_players
        self._rules = rules
        self._seed = seed
        self._bot_specs: list = []
        self._people: tuple = (STUDENT,)
        self._names: list = []
        self._screen = Screen([True])
        self._reviews = ReviewPanel(review)
        if view is not None:
            self._view = read_view(view, lang)
        else:
            seats = algo_seats(players, n_players, bots)
            self._seat(seats, names)
            self._new_game(seed, lang, len(seats))
        super().__init__(lang=lang, hints=hints, mode=self._mode(),
                         view_text=self._view.to_text() if self._view is not None else "")
        self.observe(self._on_hints, names="hints")
        self.observe(self._on_view_text, names="view_text")
        self.observe(self._on_review_step, names="review_step")
        self._sync()

    # ---- traits a person may set (w.hints = ..., w.view_text = ...) -------------------------
    @traitlets.validate("hints")
    def _valid_hints(self, proposal):
        if proposal["value"] not in HINT_LEVELS:
            raise TraitValueError(hints_error(proposal["value"], self.lang))
        return proposal["value"]

    def _mode(self) -> str:
        """``"game"``, ``"view"`` (a typed view) or ``"puzzle"`` (fixed when made), or
        ``"solo"`` while a solo game chosen on the setup screen is played."""
        if self._solo is not None:
            return "solo"
        return "puzzle" if self._tsume is not None else (
            "game" if self._view is None else "view")

    @traitlets.validate("mode")
    def _valid_mode(self, proposal):
        mode = self._mode()
        if proposal["value"] != mode:
            raise TraitValueError(t("algo.widget.error.mode", self.lang, mode=mode,
                                    value=shown(proposal["value"])))
        return mode

    @traitlets.validate("view_text")
    def _valid_view_text(self, proposal):
        text = proposal["value"]
        if self._view is None and text == "":
            return text
        if self._view is None:
            refusal = IntentError("algo.error.intent.game_mode", self.lang, type="view_text")
            raise TraitValueError(plain(refusal.text(self.lang)))
        if text == self._view.to_text():
            return text
        if self._tsume is not None:
            refusal = IntentError("algo.error.intent.puzzle_mode", self.lang, type="view_text")
            raise TraitValueError(plain(refusal.text(self.lang)))
        try:
            return read_view(text, self.lang).to_text()
        except ViewError as exc:
            raise TraitValueError(plain(refused_view(exc, self.lang).text(self.lang))) from None

    def _on_hints(self, _change) -> None:
        self._sync()

    def _on_view_text(self, change) -> None:
        if self._view is not None and change["new"] != self._view.to_text():
            self._view = read_view(change["new"], self.lang)
            self._sync()

    # ---- Python API -----------------------------------------------------------------------
    @property
    def game(self) -> AlgoGame | AlgoSolo | None:
        """The :class:`AlgoGame` (None in view mode), or the
        :class:`~gamewidgets.algo.engine.solo.AlgoSolo` while solo play chosen on the
        setup screen is played; never synced to the browser."""
        return self._solo if self._solo is not None else self._game

    @property
    def deduction(self) -> Deduction:
        """``deduce`` of the student's current view (the typed view in view mode)."""
        if self._deduction is None:
            self._deduction = deduce(self.student_view())
        return self._deduction

    def student_view(self) -> AlgoView:
        """The view of the person at the screen: the typed one, or ``game.view(seat)`` with
        display names. Raises IntentError during solo play (no view of other rows)."""
        if self._view is not None:
            return self._view
        g, me = self._playing("student_view"), self._screen.viewer
        if me == NOBODY:
            raise IntentError("algo.error.intent.no_viewer", self.lang)
        base = g.view(me)
        return renamed_view(base, {g.names[q]: self._name(q) for q in range(g.n_players)
                                   if q != me})

    def attack(self, target: int, index: int, number: int, own_index: int | None = None):
        """The student attacks ``target``'s card ``index`` declaring ``number``.

        ``target`` is a 0-based player index (0 = the student, 1 = "Bot 1"); ``index`` and
        ``own_index`` are 0-based positions (0 = leftmost, which the history calls "card 1").

        Returns
        -------
        list of Event
            What happened, as the student's seat sees it.

        Raises
        ------
        IntentError
            If it is not the student's turn (or in view mode), or an argument is not a
            whole number (``number`` not 0..11).
        AlgoRuleError
            If the attack is illegal (docs/rules/algo.md 4); nothing changes.
        """
        return self._call(attack_action(self._screen.viewer, target, index, number, own_index))

    def stay(self, position: int | None = None):
        """After a hit, the student stays (4.4); ``position`` 0-based, 0..len(row)."""
        return self._call(stay_action(self._screen.viewer, position))

    def place(self, position: int):
        """``arrange_own_row`` mode: where the missed card goes (0-based, 0..len(row));
        solo play: the gap the drawn card goes in (0 = left end .. len(row) = right end,
        docs/rules/algo.md 7b)."""
        return self._call(place_action(self._screen.viewer, position))

    def show_chances(self, show: bool = True) -> None:
        """Solo play: show (or hide) the chance that the drawn card belongs in each gap,
        as the button does. Raises IntentError outside solo play."""
        self._call({"type": "show_chances", "show": "on" if show else "off"})

    def advance(self):
        """Apply exactly one bot action (the bot to act now).

        Returns
        -------
        list of Event
            What happened, as the student's seat sees it (the bot's drawn card by its
            colour only).

        Raises
        ------
        IntentError
            If no bot is to act (the student's turn, round or game over, view mode).
        """
        return self._call({"type": "advance"})

    def toss(self, index: int):
        """Pair play (docs/rules/algo.md 7): the person at the screen, the attacker's
        partner, shows the attacker their own face-down card ``index`` (0-based)."""
        return self._call(toss_action(self._screen.viewer, index))

    def arrange(self, order):
        """The ``arrange_own_row`` mode after the deal (docs/rules/algo.md 6): the person
        at the screen lays the cards dealt to them (``turn["arrange"]``, in the order
        dealt) into their row, ``order`` giving their 0-based indexes from left to right,
        as clicking them and "Lay my row" does. A row out of order is 失格."""
        return self._call(arrange_action(self._screen.viewer, order))

    def call_toss(self):
        """Pair play (docs/rules/algo.md 7): the person at the screen, the attacker, asks
        the partner for the toss, as "Ask for a toss" does."""
        return self._call(call_toss_action(self._screen.viewer))

    def skip_toss(self):
        """Pair play (docs/rules/algo.md 7, ``rules.skip_toss``): the person at the
        screen, the attacker, skips the toss and attacks at once, as "Skip the toss"
        does."""
        return self._call(skip_toss_action(self._screen.viewer))

    def answer(self, player: int, index: int, number: int) -> bool:
        """Puzzle mode: name hidden card ``index`` (0-based) of row ``player`` (0-based in
        the view's order: 0 is the student's own row) as ``number``, as clicking the card,
        the number and "Answer" does. Returns whether it is right; either way the
        deduction opens at its first step to explain it.

        Raises
        ------
        IntentError
            Outside puzzle mode, or if the card is not a hidden card still to name.
        """
        return self._call({"type": "answer", "player": player, "index": index,
                           "number": number})

    def puzzle_hint(self) -> None:
        """Puzzle mode: open the deduction at its first step, as "Hint" does (before the
        puzzle is solved it costs a star). Raises IntentError outside puzzle mode."""
        self._call({"type": "puzzle_hint"})

    def select_puzzle(self, index: int) -> None:
        """Puzzle mode: open puzzle ``index`` (0-based in the course) afresh, as choosing
        it does. Raises IntentError outside puzzle mode or for no such puzzle."""
        self._call({"type": "select_puzzle", "index": index})

    def show_cards(self, player: int) -> None:
        """Lift the cover screen for ``player`` (0-based seat), the person it waits for.
        Raises IntentError if there is no cover or it waits for someone else."""
        self._call({"type": "show_cards", "player": player})

    def next_round(self):
        """Deal the next round (5); returns its events as :meth:`advance`. Raises
        IntentError if the round is not over."""
        return self._call(next_round_action())

    def new_game(self, seed: int | None = None) -> None:
        """Start a new game with the same players (seed default: the last one + 1).
        Raises IntentError if ``seed`` is not an int, or in view mode."""
        self._call({"type": "new_game", "seed": seed})

    def open_review(self) -> None:
        """Show the review of the game once it is over, as "Review the game" does: every
        decision rated from what its player could know then
        (:func:`~gamewidgets.algo.teaching.review.review`). Raises IntentError before the
        end (it would show hidden cards to the screen) or in view mode."""
        self._call({"type": "open_review"})

    def close_review(self) -> None:
        """Back to the game's screen from the review."""
        self._call({"type": "close_review"})

    # ---- intents --------------------------------------------------------------------------
    def _intent_attack(self, **fields):
        return self._student(as_action("attack", fields))

    def _intent_stay(self, **fields):
        return self._student(as_action("stay", fields))

    def _intent_place(self, **fields):
        if self._solo is not None:
            events = self._solo.apply(as_action("place", fields))
            self._solo_events = events
            self._sync()
            return events
        return self._student(as_action("place", fields))

    def _intent_show_chances(self, show):
        if self._solo is None:
            raise IntentError("algo.error.intent.not_solo", self.lang, type="show_chances")
        self._solo_chances = show == "on"
        self._sync()

    def _intent_toss(self, **fields):
        return self._student(as_action("toss", fields))

    def _intent_arrange(self, **fields):
        return self._student(as_action("arrange", fields))

    def _intent_call_toss(self, **fields):
        return self._student(as_action("call_toss", fields))

    def _intent_skip_toss(self, **fields):
        return self._student(as_action("skip_toss", fields))

    def _puzzling(self, kind: str) -> TsumeCourse:
        if self._tsume is None:
            raise IntentError("algo.error.intent.not_puzzle", self.lang, type=kind)
        return self._tsume

    def _intent_answer(self, player, index, number):
        course = self._puzzling("answer")
        right = course.answer(player, index, number, self.lang)
        self._sync()
        return right

    def _intent_puzzle_hint(self):
        self._puzzling("puzzle_hint").hint()
        self._sync()

    def _intent_select_puzzle(self, index):
        course = self._puzzling("select_puzzle")
        course.select(index, self.lang)
        self._view = course.attempt.view(self.lang)
        self.view_text = self._view.to_text()
        self._sync()

    def _intent_show_cards(self, player):
        self._playing("show_cards")
        self._screen.lift(player, self.lang, self._name)
        self._sync()

    def _intent_next_round(self, **fields):
        g = self._playing("next_round")
        if g.phase != ROUND_OVER:
            # not the engine's error: during a bot's turn it names the bot's drawn card
            raise IntentError("algo.error.intent.round_not_over", self.lang, now=self._now())
        events = g.apply(as_action("next_round", fields))
        self._screen.restart(self._acting())  # a new deal: nobody's cards until they look
        return self._applied(events)

    def _intent_advance(self):
        g = self._playing("advance")
        if not bot_to_act(g, self._people):
            raise IntentError("algo.error.intent.no_bot_turn", self.lang, now=self._now())
        return self._applied(step(g, self._bots))

    def _intent_new_game(self, seed=None):
        if self._solo is not None:
            self._new_solo(self._seed + 1 if seed is None else seed)
            self._sync()
            return
        g = self._playing("new_game")
        self._new_game(self._seed + 1 if seed is None else seed, self.lang, g.n_players)
        self._reviews.close(self, forget=True)
        self._sync()

    def _intent_setup(self, players, options):
        refuse_locked(self._setup_policy, self.lang)
        self._in_game_mode("setup")
        entries, choices = check_setup(ALGO_SETUP, players, options, self._setup_choices(),
                                       self.lang)
        # checked above: raises nothing (solo play: seat 1 alone, a person)
        seats = parse_players(entries, BOTS) if choices["mode"] == SOLO else algo_seats(entries)
        try:  # the names the game will take: distinct, none a word of the view's text
            people = tuple(seat.index for seat in seats if seat.person)
            check_names([seat.name or default_name(seat.index, people, self.lang)
                         for seat in seats], len(seats), self.lang)
        except ValueError:
            raise IntentError("algo.setup.error.names", self.lang) from None
        self._rules = setup_rules(self._rules, choices)
        self._seat(seats, None)
        self._setups += 1
        # the first setup plays the widget's own seed (same seed, same game)
        seed = self._seed if self._setups == 1 else self._seed + 1
        if choices["mode"] == SOLO:
            self._new_solo(seed)
        else:
            self._solo = None
            self._new_game(seed, self.lang, len(seats))
        self.mode = self._mode()
        self._setup_showing = False
        self._reviews.close(self, forget=True)
        self._sync()

    def _intent_setup_screen(self, show):
        refuse_locked(self._setup_policy, self.lang)
        self._in_game_mode("setup_screen")
        self._setup_showing = show == "on"
        self._sync()

    def _intent_open_review(self):
        g = self._playing("open_review")
        names = [Phrase(lambda lang, q=q: self._seat_name(q, lang)) for q in range(g.n_players)]
        self._reviews.open(self, g, names)

    def _intent_close_review(self):
        self._playing("close_review")
        self._reviews.close(self)

    def _on_review_step(self, change) -> None:
        self._keep_step(change, len(self.review["decisions"]) if self.review else 0)

    def _intent_set_hints(self, level):
        self.hints = level

    def _intent_set_view(self, text):
        if self._view is None:
            raise IntentError("algo.error.intent.game_mode", self.lang, type="set_view")
        if self._tsume is not None:
            raise IntentError("algo.error.intent.puzzle_mode", self.lang, type="set_view")
        try:
            view = read_view(text, self.lang)
        except ViewError as exc:
            raise refused_view(exc, self.lang) from None
        self._view = view
        self.view_text = view.to_text()
        self._sync()

    def _in_game_mode(self, kind: str) -> None:
        """Refuse an intent of the game mode (a game or solo play) in view mode."""
        if self._game is None:
            raise IntentError("algo.error.intent.view_mode", self.lang, type=kind)

    def _playing(self, kind: str) -> AlgoGame:
        """The game, or a refusal of a game intent in view mode or during solo play."""
        self._in_game_mode(kind)
        if self._solo is not None:
            raise IntentError("algo.error.intent.solo_mode", self.lang, type=kind)
        return self._game

    def _new_solo(self, seed: int) -> None:
        """A solo game (docs/rules/algo.md 7b) seeded ``seed``, in place of the game."""
        self._solo, self._seed = AlgoSolo(seed, SoloRules()), seed
        self._solo_events = list(self._solo.events)

    def _setup_choices(self) -> dict[str, str]:
        return setup_choices(self._rules, solo=self._solo is not None)

    def _student(self, action: dict):
        """Apply the move ``action`` of the person at the screen unchanged unless a bot is
        to act or the screen is covered; the engine refuses an illegal one, and one of
        another seat than the seat to act (uncovered, the person to act is the one at the
        screen: :meth:`Screen.follow`)."""
        g = self._playing(action["type"])
        screen = self._screen
        if screen.cover is not None:
            raise IntentError("algo.error.intent.covered", self.lang,
                              name=self._name(screen.cover))
        if bot_to_act(g, self._people):
            raise IntentError("algo.error.intent.not_your_turn", self.lang,
                              name=self._name(g.current_player))
        return self._applied(g.apply(action))

    def _applied(self, events: list) -> list:
        """Re-sync after an action; return its events as the seat at the screen sees them
        (nobody's secrets once the screen is covered)."""
        self._screen.follow(self._acting())
        # the status line tells a stay among them
        self._events = [seen_by(e, self._screen.viewer, SECRETS) for e in events]
        self._sync()
        return self._events

    def _acting(self) -> list[int]:
        """The seat to act now, if a seat is (not at a round's end or the game's)."""
        g = self._game
        return [g.current_player] if g.phase in ACTING else []

    def _seat(self, seats, names) -> None:
        """Take ``seats`` (and ``names``, one per seat, or None) as the game's players."""
        self._seats = seats
        self._bot_specs = [seat.bot for seat in seats[1:]]
        self._people = tuple(seat.index for seat in seats if seat.person)
        # every seat's name, bots' too (checked by the game), or the people's names
        self._names = [seat.name for seat in seats] if names is None \
            else [typed(name) for name in names]
        self._screen = Screen([seat.person for seat in seats])

    def _new_game(self, seed: int, lang: str, n: int) -> None:
        names = [self._seat_name(q, lang) for q in range(n)] if len(self._names) == n \
            else self._names  # refused by the game: not one name per seat
        game = AlgoGame(n, seed=seed, rules=self._rules, names=names)
        self._events: list = []
        self._bots = make_bots([None, *self._bot_specs], seed)
        self._game, self._seed = game, seed
        self._screen.restart(self._acting())  # whoever pressed it sees nobody's cards

    # ---- synced state -----------------------------------------------------------------------
    def _relabel(self) -> None:
        if self._tsume is not None:  # a lesson's names for the opponents, in its language
            self._view = self._tsume.attempt.view(self.lang)
            self.view_text = self._view.to_text()
        self._sync()  # row names of default players follow the language
        self._reviews.relabel(self)

    def _name(self, q: int) -> str:
        return self._seat_name(q, self.lang)

    def _seat_name(self, q: int, lang: str) -> str:
        """Seat ``q``'s name: as given, else its default in ``lang``."""
        if q < len(self._names) and self._names[q] is not None:
            return self._names[q]
        return default_name(q, self._people, lang)

    def _sync(self) -> None:
        self._deduction = None
        with self.hold_sync():
            if self._game is None:
                self._sync_view()
            else:
                solo = self._solo is not None
                if solo:
                    self._sync_solo()
                else:
                    self.solo = None
                    self._sync_game()
                # solo play uses neither chips nor the arranging of rows: its line says so
                self.setup = setup_state(ALGO_SETUP, self._setup_policy, self._setup_showing,
                                         screen_seats(self._seats), self._setup_choices(),
                                         self.lang, line_keys=["mode"] if solo else None)
            self.deduction_data = self._deduction_state()

    def _sync_solo(self) -> None:
        """Solo play: the ``solo`` trait for the solo view; the game's traits empty."""
        self.solo = solo_state(self._solo, solo_said(self._solo_events, self.lang),
                               self._solo_chances, self.lang)
        self.players, self.me, self.current, self.phase = [], 0, None, ""
        self.pile, self.drawn, self.turn, self.history = self.solo["pile"], None, no_turn(), []
        self.result, self.cover = None, None
        self.status = self.solo["status"]

    def _sync_view(self) -> None:
        v = self._view
        self.players = view_players(v, self.lang)
        self.me, self.current, self.phase, self.pile = 0, None, "", v.deck
        self.drawn = drawn_state(v.drawn)
        self.turn, self.history, self.result, self.cover = no_turn(), [], None, None
        if self._tsume is not None:
            self._sync_puzzle()
            return
        self.status = t("algo.widget.status.view", self.lang, hidden=len(v.hidden_slots()),
                        certain=len(self.deduction.certain))

    def _sync_puzzle(self) -> None:
        """Puzzle mode: the cards named rightly shown with their numbers, the hidden
        ones left to click, the course and what to do now."""
        course = self._tsume
        players = self.players
        for (row, index), number in course.attempt.right.items():
            card = players[row]["row"][index]
            players[row]["row"][index] = {**card, "number": number, "answered": True}
        self.players = [dict(p) for p in players]
        left = course.attempt.left()
        self.turn = {**no_turn(), "attack": bool(left), "answer": True,
                     "targets": [list(s) for s in left]}
        self.puzzle = course.state(self.lang, [p["name"] for p in players])
        self.status = self.puzzle["text"]

    def _sync_game(self) -> None:
        screen = self._screen
        screen.follow(self._acting())  # the one rule of who may see, after every intent
        g, me = self._game, screen.viewer
        # nobody at the screen (covered, or a bot to act after a new deal): what an
        # onlooker sees, no seat's secrets (NOBODY)
        obs = observe(g, me)
        # partners and opponents are public: named as the person at the screen, or the one
        # the cover waits for, plays with or against them
        side = me if me != NOBODY else (screen.cover if screen.cover is not None else 0)
        players = game_players(g, obs, self._name, self._bots, self.lang, side)
        if self._arranging():  # the row in order would be the answer: the dealt cards only
            players[me] = {**players[me], "row": []}
        self.players = players
        p = g.current_player
        self.me, self.current, self.phase, self.pile = me, p if p >= 0 else None, g.phase, \
            obs["pile"]
        self.drawn = obs["drawn"]
        self.cover = screen.cover_state(self._name)
        self.turn = {**no_turn(), "new_game": True} if screen.cover is not None \
            else turn_state(g, me, self._people)
        self.history = history_state(g.history, self.lang, self._name, me, g)
        self.result = result_state(self._game, self.lang, self._name, me)
        self.status = self._now()

    def _now(self) -> str:
        """The status line: the last attack of the round and what happens next (or whom
        the cover screen waits for)."""
        cover = self._screen.cover
        if cover is not None:
            return t("algo.widget.status.cover", self.lang, name=self._name(cover))
        return status_text(self._game, self.lang, self._name, self._screen.viewer, self._events)

    def _arranging(self) -> bool:
        """Whether the person at the screen is to lay the cards dealt to them (6)."""
        g, me = self._game, self._screen.viewer
        return g is not None and g.phase == ARRANGE and g.current_player == me \
            and me in self._people

    def _deduction_state(self) -> dict:
        """The deduction panel of the view of the person at the screen; empty with hints
        off in a game, with nobody's cards on the screen (under the cover), or while
        that person lays the cards dealt to them (their row in order is the answer)."""
        me = self._screen.viewer
        if self._solo is not None:
            return empty_panel()
        if self._game is not None and (self.hints == "off" or me == NOBODY
                                       or self._arranging()):
            return empty_panel()
        if self._tsume is not None and not self._tsume.panel:
            return empty_panel()  # the puzzle's answer: not synced until asked for
        data = deduction_panel(self.student_view(), self.deduction,
                               self.hints == "probabilities", self.lang)
        if self._game is not None and me != STUDENT:
            return slots_by_seat(data, me, self._game.n_players)
        return data

    def __repr__(self) -> str:
        if self._tsume is not None:
            return f"AlgoWidget(puzzle={self._tsume.attempt.puzzle['id']!r})"
        if self._game is None:
            return f"AlgoWidget(view={self.view_text!r})"
        if self._solo is not None:
            return f"AlgoWidget(solo, score={self._solo.score}, over={self._solo.is_terminal})"
        g = self._game
        return (f"AlgoWidget(n_players={g.n_players}, round={g.round}, phase={g.phase!r}, "
                f"current={g.current_player})")

