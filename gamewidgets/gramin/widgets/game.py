"""GraminGameWidget: the whole game for 2-4 players at one screen, any of them bots
(docs/rules/gramin.md 3-5).

Hands are hidden behind a "Pass to <name>" cover (:mod:`gamewidgets.core.screen`): a
player's hand is synced only while that player builds (or always, when there is a single
person among bots). The browser sends intents: the moves are the engine's own action
dicts, checked by the widget (whose turn it is) and by the engine; a refused intent
changes nothing.
"""

from __future__ import annotations

import traitlets

from gamewidgets.core.bots import advance, make_bots
from gamewidgets.core.engine import CHANCE
from gamewidgets.core.errors import IntentError
from gamewidgets.core.i18n import t, texts
from gamewidgets.core.review_widget import REVIEW_INTENTS, ReviewPanel
from gamewidgets.core.screen import NOBODY, Screen
from gamewidgets.core.seats import Seat, parse_players, seat_spec
from gamewidgets.core.setup import (
    SetupOption,
    SetupSpec,
    check_policy,
    check_setup,
    refuse_locked,
    screen_seats,
    setup_intents,
    setup_state,
)
from gamewidgets.core.text import Phrase, SeatName, Words
from gamewidgets.core.widget import SEED, STATIC, Int, Ints, Str, as_action
from gamewidgets.gramin.bots import BOTS
from gamewidgets.gramin.engine.actions import act_action, place_trap_action, roll_action
from gamewidgets.gramin.engine.cards import card_name
from gamewidgets.gramin.engine.options import GraminRules
from gamewidgets.gramin.engine.state import GraminGame
from gamewidgets.gramin.teaching.review import review
from gamewidgets.gramin.widgets.builder import Builder
from gamewidgets.gramin.widgets.editor import EDIT_INTENTS, EditorWidget
from gamewidgets.gramin.widgets.game_view import (
    act_with_frames,
    private_view,
    public_view,
    retell_action,
)

GAME_INTENTS = {
    "roll": {"player": Int(CHANCE, CHANCE)},
    "place_trap": {"player": Int(), "kind": Str(max_len=40), "pos": Ints(2)},
    "act": {"player": Int()},
    "replay": {"index": Int(0)},
    "show_hand": {"player": Int()},
    "hide_hand": {},
    "toggle_trap": {"kind": Str(max_len=40)},
    "toggle_if_mark": {"mark": Str(max_len=40)},
    "submit": {},
    "new_game": {"seed": SEED},
}
"""The game's own intents. ``roll``, ``place_trap`` and ``act`` are moves: the engine's
own action dicts (:mod:`gamewidgets.gramin.engine.actions`), ``"player"`` included, as
``legal_actions`` lists them (the roll is chance's, ``"player": CHANCE``). The others
drive the screen: the cover (``show_hand`` by the person it waits for, ``hide_hand``: the
draft is kept for when they look again), the builder's trap cards, the trap marks its
if-cards may cancel (``toggle_if_mark``, when the rules do not use if-cards
automatically: docs/rules/gramin.md 2.3) and ``submit`` of its program, ``replay`` of an
earlier action of the turn, ``new_game``. The program builder's card edits are
:data:`~gamewidgets.gramin.widgets.editor.EDIT_INTENTS`."""


BOT_ALIASES = {"bot": "simple"}
"""Whole ``players`` entries that name a bot besides ``"bot:<name>"``: ``"bot"`` is the
simple bot."""
DEFAULT_NAME = "gramin.game.default_name"
"""Catalogue id of a person's default name ("Player 1" / 「プレーヤー1」, by seat)."""


BOARD_SIZES = tuple(str(n) for n in range(5, 13))
"""The board sizes the setup screen offers (docs/rules/gramin.md 1: 5..12 squares a side)."""
SETUP_RULES = {"trap_squares": ("any", "empty"), "crocodile_tie": ("first_taker", "same_round"),
               "jump_into_wall": ("before", "stay")}
"""The rules options the setup screen offers by their own values."""
IF_CARDS = ("auto", "named")
"""The setup screen's ``if_cards``: ``auto_if_cards`` True or False."""


def gramin_setup(fixed_board: bool) -> SetupSpec:
    """GraminGameWidget's setup screen (:mod:`gamewidgets.core.setup`): the seats (2..4),
    the board size (unless the board is fixed), where traps go, if-cards automatic or
    named, the crocodile tie and a jump into a wall (docs/rules/gramin.md 1, 2.2, 2.3)."""
    size = () if fixed_board else (SetupOption("board_size", BOARD_SIZES),)
    return SetupSpec("gramin.setup.", (
        *size, SetupOption("trap_squares", SETUP_RULES["trap_squares"]),
        SetupOption("if_cards", IF_CARDS),
        SetupOption("crocodile_tie", SETUP_RULES["crocodile_tie"]),
        SetupOption("jump_into_wall", SETUP_RULES["jump_into_wall"])),
        bots=tuple(BOTS), min_players=2, max_players=4)


def setup_choices(rules: GraminRules) -> dict[str, str]:
    """The setup screen's choices that ``rules`` makes."""
    return {"board_size": str(rules.board_size), **{k: getattr(rules, k) for k in SETUP_RULES},
            "if_cards": IF_CARDS[not rules.auto_if_cards]}


def setup_rules(rules: GraminRules, choices: dict[str, str]) -> GraminRules:
    """``rules`` with the setup screen's ``choices``; its other options kept."""
    return rules.with_options(board_size=int(choices["board_size"]),
                              auto_if_cards=choices["if_cards"] == "auto",
                              **{k: choices[k] for k in SETUP_RULES})


def _bots_build(game: GraminGame) -> bool:
    """Whether the bots stop: they build and place their trap cards by themselves, but
    every action waits for "Next action" (the dice too), so each one is replayed card by
    card on screen."""
    return game.phase not in ("build", "traps")


class GraminGameWidget(EditorWidget):
    """The multiplayer game of Gramin Expedition in a notebook (docs/rules/gramin.md 3-5).

    Parameters
    ----------
    players : list of (str or None)
        2 to 4 entries in seat order (:func:`~gamewidgets.core.seats.parse_players`): a
        person's name (shown as text), ``None`` (a person named "Player 1" / 「プレーヤー1」
        by seat in the widget's language; a name given as such a default name, "Player 2"
        or 「プレーヤー2」, is worded in the widget's language too:
        :meth:`~gamewidgets.core.text.SeatName.of`), or ``"bot"`` / ``"bot:simple"``
        (SimpleBot) or ``"bot:planner"`` (PlannerBot). Default ``(None, "bot")``.
    seed : int
        Seed of the game's random generator (board, deck, dice).
    lang : {"en", "ja"}
    rules : GraminRules, optional
    board : Board, optional
        A fixed board instead of the random set-up.
    setup : {"locked", "open"}
        ``"locked"`` (default: the players and rules given here, as a lesson wants them;
        the ``setup`` intent is refused) or ``"open"``: a setup screen before the first
        move and from "New game" (:mod:`gamewidgets.core.setup`) chooses the seats
        (people and bots), the board size (not with ``board``), where traps may go,
        if-cards automatic or named, the crocodile tie and a jump into a wall; the other
        options of ``rules`` are kept. Either way the chosen options show in a line on
        the playing screen (the ``setup`` trait's ``"line"``).

    Attributes
    ----------
    game : GraminGame
        The engine state (hidden information included: for Python, never synced); its
        ``names`` are the players' display names, so its event sentences name them.
    state : dict
        Synced: the public view of :func:`~gamewidgets.gramin.widgets.game_view.public_view`.
    me : dict or None
        Synced: the one viewer's own hand, pile and score (a single person among bots,
        or the person building behind the cover); None on a shared screen.
    cover : dict or None
        Synced: ``{"player", "name"}`` of the person the screen must be passed to.
    builder : dict or None
        Synced: the builder's screen (:meth:`Builder.view`), only while that person builds.
    action : dict or None
        Synced: the frames of the action replayed (:func:`act_with_frames`), stepped in
        the browser: the last one run, or an earlier one of this turn (``replay``); with
        ``index`` (0-based among this turn's actions) and ``count`` (actions run this
        turn).
    status : str
        Synced: what to do next, in ``lang``.
    error : dict or None
        Synced: ``{"message", "card_index", "line"}`` of the last refused intent.
    review : dict or None
        Synced: once the game is over and "Review the game" was pressed
        (:meth:`open_review`), the frames of its review
        (:func:`~gamewidgets.gramin.teaching.review.review`), stepped in the browser by
        ``review_step`` (which the browser writes); None otherwise.

    Raises
    ------
    ValueError
        On fewer than 2 or more than 4 players, an unknown bot, an empty name or lang.
    """

    _esm = STATIC / "gramin_game.js"
    _css = STATIC / "gramin_game.css"
    LABELS = "gramin.ui."
    INTENTS = {**GAME_INTENTS, **EDIT_INTENTS, **REVIEW_INTENTS, **setup_intents()}
    BROWSER_WRITES = EditorWidget.BROWSER_WRITES | {"review_step"}

    players = traitlets.List().tag(sync=True)
    state = traitlets.Dict().tag(sync=True)
    me = traitlets.Dict(allow_none=True, default_value=None).tag(sync=True)
    cover = traitlets.Dict(allow_none=True, default_value=None).tag(sync=True)
    builder = traitlets.Dict(allow_none=True, default_value=None).tag(sync=True)
    action = traitlets.Dict(allow_none=True, default_value=None).tag(sync=True)
    status = traitlets.Unicode("").tag(sync=True)
    review = traitlets.Dict(allow_none=True, default_value=None).tag(sync=True)
    review_step = traitlets.Int(0).tag(sync=True)
    setup = traitlets.Dict(default_value=None, allow_none=True).tag(sync=True)

    def __init__(self, players=(None, "bot"), seed: int = 0, lang: str = "en",
                 rules: GraminRules | None = None, board=None, setup: str = "locked"):
        self._setup_policy = check_policy(setup)
        self._setup_showing = setup == "open"
        self._setups = 0
        self._seats = parse_players(players, BOTS, aliases=BOT_ALIASES)
        if not 2 <= len(self._seats) <= 4:
            raise ValueError(f"players must list 2 to 4 players, got {len(self._seats)}")
        self._seat(self._seats)
        self._rules, self._board, self._seed = rules, board, seed
        self._builder: Builder | None = None
        self._drafts: dict[int, Builder] = {}  # hidden unfinished programs, by seat
        self._reviews = ReviewPanel(review)
        super().__init__(lang=lang)
        self.labels = _labels(lang)
        self._intent_new_game(seed)
        self.observe(self._on_review_step, names="review_step")

    # ---- Python API ---------------------------------------------------------------
    def new_game(self, seed: int | None = None) -> None:
        """Start a new game with the same players (``seed`` default: the last one), as
        "New game" does.

        Raises
        ------
        IntentError
            If ``seed`` is not an int (nothing changes).
        """
        self._call({"type": "new_game", "seed": seed})

    @property
    def names(self) -> list[str]:
        """Display names in seat order (bots: "Bot 2" etc. in the widget's language)."""
        return [self._seat_name(seat, self.lang) for seat in self._seats]

    @staticmethod
    def _seat_name(seat: Seat, lang: str) -> str:
        """A seat's display name in ``lang``: its person's name, "Player 1" for a person
        with none (or named by a default name, in any language), "Bot 2" for a bot."""
        if not seat.person:
            return t("gramin.game.ui.bot_name", lang, seat=seat.index + 1)
        name = SeatName.of(seat.name, DEFAULT_NAME) if seat.name else SeatName(
            seat.index, DEFAULT_NAME)
        return name.text(lang) if isinstance(name, SeatName) else name

    @property
    def phase(self) -> str:
        """What the game waits for: ``"roll"``, ``"build"``, ``"traps"``, ``"action"`` or
        ``"over"`` (docs/rules/gramin.md 4)."""
        return self.game.phase

    @property
    def over(self) -> bool:
        """Whether the last chest has left the board (docs/rules/gramin.md 5)."""
        return self.game.is_terminal

    def roll(self) -> None:
        """Roll everyone's dice, as the "Roll the dice" button does (docs/rules/gramin.md
        4.1-4.2).

        Raises
        ------
        GameError
            If it is not the dice phase (also shown in the widget; nothing changes).
        """
        self._call(roll_action())

    def build(self, program="", traps=(), if_marks=()) -> None:
        """Lay the program of the person who builds now and submit it face down
        (docs/rules/gramin.md 4.2), as laying cards and pressing "Done" does.

        Parameters
        ----------
        program : str or Program
            Cards in program syntax (``"for2( R ) U"``) from that person's hand, within
            their die (:func:`~gamewidgets.gramin.engine.program.die_cost`).
        traps : iterable of str
            Trap cards from the hand to declare: ``"crocodile"``, ``"hole"``, ``"wall"``.
        if_marks : iterable of str
            With ``rules.auto_if_cards`` False: the trap marks (``"crocodile"``,
            ``"hole"``, ``"wall"``) whose held if-card may cancel that trap this turn
            (docs/rules/gramin.md 2.3), as the "Use if-..." buttons name them.

        Raises
        ------
        GameError
            If nobody may build now, a card is not in the hand, the die is exceeded, a
            trap card is not held, or a mark is named with no if-card of it held or with
            if-cards used automatically (shown in the widget too; nothing is submitted).
        """
        if self._builder is None and self.cover is not None:
            self._call({"type": "show_hand", "player": self.cover["player"]})
        text = program.to_text() if hasattr(program, "to_text") else str(program)
        self._call({"type": "set_program", "text": text})
        for kind in traps:
            self._call({"type": "toggle_trap", "kind": kind})
        for mark in if_marks:
            self._call({"type": "toggle_if_mark", "mark": mark})
        self._call({"type": "submit"})

    def place_trap(self, row: int, col: int) -> None:
        """Place the current person's declared trap card on square ``(row, col)``
        (docs/rules/gramin.md 4.3), as clicking that square does.

        Raises
        ------
        GameError
            Out of turn, outside the trap phase, or on a square that is not free.
        """
        g = self.game
        p = g.current_player
        # the placer's next declared card; outside the trap phase there is none, and the
        # intent is refused for its phase
        pending = g.pending_traps[p] if g.phase == "traps" else ()
        self._call(place_trap_action(p, pending[0] if pending else "", (row, col)))

    def act(self) -> None:
        """Run the next action: one card or one whole loop of the player whose turn it
        is (docs/rules/gramin.md 4.4), as "Next action" does; bots act this way too.

        Raises
        ------
        GameError
            If it is not the action phase.
        """
        self._call(act_action(self.game.current_player))

    def open_review(self) -> None:
        """Show the review of the game once it is over, as "Review the game" does: every
        program laid rated against the best one its hand and die allowed
        (:func:`~gamewidgets.gramin.teaching.review.review`).

        Raises
        ------
        IntentError
            If the game is not over (the review would show hands to the whole screen).
        """
        self._call({"type": "open_review"})

    def close_review(self) -> None:
        """Back to the game's screen from the review."""
        self._call({"type": "close_review"})

    # ---- intents ------------------------------------------------------------------
    def _handle(self, content):
        result = super()._handle(content)
        # taken: the bots move on, the screen follows
        advance(self.game, self._bots, chance=False, until=_bots_build)
        self._refresh()
        return result

    def _builders(self) -> list[int]:
        """The people to build now: the seats whose move needs their private view (every
        other move, trap cards and actions, is made in public)."""
        g = self.game
        return [p for p in g.acting_seats() if p in self._humans] if g.phase == "build" else []

    def _building(self) -> Builder:
        if self._builder is None:
            raise IntentError("gramin.game.ui.error.no_builder", self.lang)
        return self._builder

    def _edited(self, kind: str, fields: dict) -> list[str]:
        return self._building().edited(kind, fields, self.lang)

    def _set_tokens(self, tokens: list[str]) -> None:
        self._building().tokens = tokens

    def _intent_toggle_trap(self, kind: str) -> None:
        self._building().toggle_trap(kind, self.lang)

    def _intent_toggle_if_mark(self, mark: str) -> None:
        self._building().toggle_if_mark(mark, self.lang)

    def _intent_submit(self) -> None:
        builder = self._building()
        program, traps, marks = builder.submission()
        self.game.build(builder.player, program, traps, marks)
        self._builder = None
        self._screen.leave(self._builders())

    def _intent_hide_hand(self) -> None:
        builder = self._building()
        if self._screen.shared:
            self._drafts[builder.player], self._builder = builder, None
            self._screen.leave(self._builders())

    def _intent_roll(self, **fields) -> None:
        self.game.apply(as_action("roll", fields))
        self._turn_actions, self._drafts = [], {}
        self.action = None

    def _intent_show_hand(self, player: int) -> None:
        self._screen.lift(player, self.lang, self._name)
        self._builder = self._drafts.pop(player, None) or Builder(self.game, player)

    def _intent_place_trap(self, **fields) -> None:
        self._turn_of(fields["player"], "traps")
        self.game.apply(as_action("place_trap", fields))

    def _intent_act(self, **fields) -> None:
        self._turn_of(fields["player"], "action", bots_ok=True)
        raw: list = []
        viewer = self._screen.viewer
        action = act_with_frames(self.game, as_action("act", fields), viewer, self.lang,
                                 raw=raw)
        self._turn_actions.append((action, raw, viewer))
        self._show_action(len(self._turn_actions) - 1)

    def _intent_replay(self, index: int) -> None:
        if not self._turn_actions:
            raise IntentError("gramin.game.ui.error.no_action_yet", self.lang)
        if index >= len(self._turn_actions):
            raise IntentError("gramin.game.ui.error.no_action", self.lang,
                              index=index, last=len(self._turn_actions) - 1)
        self._show_action(index)

    def _show_action(self, index: int) -> None:
        """Replay action ``index`` of this turn, its sentences in the widget's language
        and its chest points as its viewer then saw them."""
        action, raw, viewer = self._turn_actions[index]
        told = retell_action(action, raw, viewer, self.lang, self.game.names)
        if not self._screen.sees(viewer):  # its chest points were that viewer's only
            told = {**told, "frames": [{**f, "me_pile": None} for f in told["frames"]]}
        self.action = {**told, "index": index, "count": len(self._turn_actions)}

    def _intent_open_review(self) -> None:
        names = [Phrase(lambda lang, seat=seat: self._seat_name(seat, lang))
                 for seat in self._seats]
        self._reviews.open(self, self.game, names)

    def _intent_close_review(self) -> None:
        self._reviews.close(self)

    def _on_review_step(self, change) -> None:
        self._keep_step(change, len(self.review["decisions"]) if self.review else 0)

    def _seat(self, seats) -> None:
        """Take ``seats`` as the game's players."""
        self._seats = seats
        self._bot_names = [seat.bot for seat in seats]
        self._humans = [seat.index for seat in seats if seat.person]
        self._screen = Screen([b is None for b in self._bot_names])

    def _intent_setup(self, players, options) -> None:
        refuse_locked(self._setup_policy, self.lang)
        rules = self._rules or GraminRules()
        entries, choices = check_setup(gramin_setup(self._board is not None), players,
                                       options, setup_choices(rules), self.lang)
        seats = parse_players(entries, BOTS, aliases=BOT_ALIASES)  # checked: raises nothing
        self._seat(seats)
        self._rules = setup_rules(rules, choices)
        self._setups += 1
        self._setup_showing = False
        # the first setup plays the widget's own seed (same seed, same game)
        self._intent_new_game(None if self._setups == 1 else self._seed + 1)

    def _intent_setup_screen(self, show) -> None:
        refuse_locked(self._setup_policy, self.lang)
        self._setup_showing = show == "on"
        self._refresh()

    def _intent_new_game(self, seed: int | None) -> None:
        self._reviews.close(self, forget=True)
        self._seed = self._seed if seed is None else seed
        self.game = GraminGame(len(self._seats), self._seed, self._rules, self._board,
                               names=self.names)
        self._bots = make_bots(BOTS, self._bot_names, self._seed)
        self._builder, self._drafts = None, {}
        self._screen.restart(self._builders())
        # this turn's actions as run: (action, what its sentences are made from, viewer)
        self._turn_actions: list[tuple[dict, list, int]] = []
        self.action = None
        self._show_error(None)
        self._refresh()

    def _turn_of(self, player: int, phase: str, bots_ok: bool = False) -> None:
        """Refuse a move of ``player`` out of turn: the wrong phase, a ``player`` who is
        not the one to act, or a bot's move unless ``bots_ok`` (docs/rules/gramin.md 4.3,
        4.4)."""
        g = self.game
        if g.phase != phase:
            raise IntentError("gramin.game.ui.error.wrong_phase", self.lang,
                              phase=t(f"gramin.game.phase.{g.phase}", self.lang))
        p = g.current_player
        if player != p or (not bots_ok and p not in self._humans):
            raise IntentError("gramin.game.ui.error.not_your_turn", self.lang,
                              name=self._name(player), current=self._name(p))

    # ---- synced state -----------------------------------------------------------------
    def _name(self, p) -> str:
        return self.names[p] if isinstance(p, int) and 0 <= p < len(self._seats) else str(p)

    def _refresh(self) -> None:
        g, screen = self.game, self._screen
        screen.follow(self._builders())  # the one rule of who may see, after every intent
        viewer = screen.viewer
        if self._builder is not None and self._builder.player != viewer:
            self._drafts[self._builder.player], self._builder = self._builder, None
        if self._builder is None and viewer in self._builders():
            # a person alone among bots builds at once; the others lift the cover first
            self._builder = self._drafts.pop(viewer, None) or Builder(g, viewer)
        shown = viewer if not screen.shared else NOBODY
        with self.hold_sync():
            self.players = [{"name": name, "bot": None if seat.person else seat_spec(seat),
                             "seat": seat.index + 1}
                            for name, seat in zip(self.names, self._seats, strict=True)]
            self.state = public_view(g, self.lang, shown)
            self.me = private_view(g, viewer) if viewer != NOBODY else None
            self.builder = self._builder.view(self.lang) if self._builder else None
            self.cover = screen.cover_state(self._name)
            self.status = self._status()
            self.setup = setup_state(gramin_setup(self._board is not None), self._setup_policy,
                                     self._setup_showing, screen_seats(self._seats),
                                     setup_choices(self.game.rules), self.lang)

    def _status(self) -> str:
        g, lang = self.game, self.lang
        if g.is_terminal:
            won = Words([self._name(p) for p in g.winners], joint="and").text(lang)
            return t("gramin.game.ui.status.over", lang, names=won)
        if g.phase == "roll":
            return t("gramin.game.ui.status.roll", lang, turn=g.turn)
        if g.phase == "build":
            if self._builder is not None:
                p = self._builder.player
                return t("gramin.game.ui.status.build", lang, name=self._name(p), die=g.rolls[p])
            return t("gramin.game.ui.status.pass", lang, name=self._name(g.acting_seats()[0]))
        p = g.current_player
        if g.phase == "traps":
            trap = card_name(g.pending_traps[p][0], lang)
            return t("gramin.game.ui.status.traps", lang, name=self._name(p), trap=trap)
        return t("gramin.game.ui.status.action", lang, name=self._name(p))

    def _relabel(self) -> None:
        self.labels = _labels(self.lang)
        self.game.rename(self.names)  # a bot's name is in the widget's language
        if self.action:  # the replay stays; only its sentences change language
            self._show_action(self.action["index"])
        self._refresh()
        self._reviews.relabel(self)

    def __repr__(self) -> str:
        g = self.game
        players = [seat_spec(seat) for seat in self._seats]
        return f"GraminGameWidget(players={players!r}, turn={g.turn}, phase={g.phase!r})"


def _labels(lang: str) -> dict:
    """The widget's labels: the sandbox's, the game's own, phase and term names, and how
    a list is joined."""
    return {**texts("gramin.ui.", lang), **texts("gramin.game.ui.", lang),
            **texts("core.list.", lang),
            **texts("gramin.game.phase.", lang), **texts("gramin.game.term.", lang)}
