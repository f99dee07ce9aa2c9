"""GoblinWidget: secret choices at one screen, a simultaneous reveal, step-through resolution."""

from __future__ import annotations

import traitlets

from gamewidgets.core.errors import GameError
from gamewidgets.core.i18n import check_lang
from gamewidgets.core.review_widget import REVIEW_INTENTS, ReviewPanel
from gamewidgets.core.setup import (
    check_policy,
    check_setup,
    refuse_locked,
    screen_seats,
    setup_intents,
    setup_state,
)
from gamewidgets.core.text import Phrase
from gamewidgets.core.widget import STATIC, GameWidget, as_action, check_intent
from gamewidgets.goblin.engine.actions import choose_action, pick_target_action
from gamewidgets.goblin.engine.options import GoblinRules
from gamewidgets.goblin.engine.steps import Step
from gamewidgets.goblin.teaching.review import review
from gamewidgets.goblin.teaching.tournament import policy_name
from gamewidgets.goblin.widgets.flow import TurnFlow
from gamewidgets.goblin.widgets.intents import check_moment, intent_spec
from gamewidgets.goblin.widgets.payloads import (
    frames_of,
    option_rows,
    player_rows,
    what_if_rows,
)
from gamewidgets.goblin.widgets.seats import (
    goblin_seats,
    goblin_setup,
    seat_name,
    setup_choices,
    setup_rules,
)


class GoblinWidget(GameWidget):
    """Goblin Escape for people sharing one screen and bots (docs/rules/goblin.md).

    Each person chooses in secret behind a "pass the screen to <name>" cover that only that
    person lifts (a person alone among bots needs none; :mod:`gamewidgets.core.screen`);
    bots choose on their own. The choices are revealed together, stealers pick their
    targets, and the resolution plays step by step in the browser (no kernel round trip),
    followed by a "what if" table of one goblin's meat for each action.

    Parameters
    ----------
    players : list of (str or None), optional
        One entry per goblin (3-6, ``rules.min_players``..``max_players``) in seat order
        (:func:`~gamewidgets.core.seats.parse_players`): a person's name (shown as text,
        never as HTML), ``None`` (a person named "Goblin 1" / "ゴブリン1" by seat), or
        ``"bot:<policy>"`` with a
        policy of :data:`~gamewidgets.goblin.bots.BOTS` (``"random"``, ``"cooperator"``,
        ``"free_rider"``, ``"adaptive"``; the bot is named "<Policy> <seat>", e.g.
        "Cooperator 3" / "協力ボット3", in the widget's language).
        Default ``["Ann", "Ben", "bot:cooperator"]``.
    seed : int
        Seed of the tunnel deck and the bots: same seed, same game.
    lang : {"en", "ja"}
        Language of labels, sentences and messages (switch live by setting ``lang``).
    rules : GoblinRules, optional
        Rules options, e.g. ``GoblinRules(tunnel_deck=(...))`` for a scripted scenario.
    n_players : int, optional
        Deprecated (a :class:`DeprecationWarning`; use ``players``): with ``players``
        omitted, that many goblins, people named "Goblin 1".. ("ゴブリン1"..) first, then
        the bots.
    bots : str or list of str, optional
        Deprecated, with ``n_players``: bot policies for the last seats (a str fills every
        seat but the first; a list may not be longer than ``n_players``).
    setup : {"locked", "open"}
        ``"locked"`` (default: the players and rules given here, as a lesson wants them;
        the ``setup`` intent is refused) or ``"open"``: a setup screen before the first
        choice and from "New game" (:mod:`gamewidgets.core.setup`) chooses the goblins
        (people and bots) and the tunnel, original or the classroom variant's
        (:meth:`GoblinRules.classroom`); the other options of ``rules`` are kept. Either
        way the tunnel played shows in a line on the playing screen (the ``setup`` trait's
        ``"line"``).

    Notes
    -----
    Synced traits hold public information only (docs/rules/goblin.md; DESIGN.md 2.5):
    ``stage`` ("cover", "choose", "ready", "target", "steps", "over") and ``active`` (the
    seat the screen is for); ``players`` [{seat, name, bot, meat, alive, last_action,
    chosen, action (only once revealed), target}]; ``store``; ``tunnel`` {turned,
    remaining}; ``options`` (the active person's three actions with
    ``allowed``/``reason``); ``targets`` (resters a stealer may pick); ``frames`` (the
    resolution, see :func:`~gamewidgets.goblin.widgets.payloads.frames_of`) and ``step``;
    ``whatif``; ``winners``; ``review`` (once the game is over and "Review the game" was
    pressed, the frames of its review, :func:`~gamewidgets.goblin.teaching.review.review`,
    stepped by ``review_step``; else None); ``error`` (cleared by the next successful
    action); ``labels``. Intents: see :mod:`gamewidgets.goblin.widgets.intents`. No stage is a
    dead end: goblins out of the game are skipped, a table of bots only is played by the
    reveal button (or to the end at once), and the game-over screen offers a new game.

    Attributes
    ----------
    game : GoblinGame
        The game (read it freely; change it only through the widget's methods).
    steps : list of Step
        The last resolved turn's steps (``[]`` before the first).
    INTENTS : dict
        The intents of this widget, its seats numbered ``0..n-1``
        (:func:`~gamewidgets.goblin.widgets.intents.intent_spec`).

    Raises
    ------
    ValueError
        If the number of goblins, a bot policy, ``bots`` or ``lang`` is not allowed.
    TypeError
        If ``seed`` is not an int.
    """

    _esm = STATIC / "goblin.js"
    _css = STATIC / "goblin.css"
    LABELS = "goblin.ui."
    INTENTS = {**intent_spec(), **REVIEW_INTENTS, **setup_intents()}
    BROWSER_WRITES = GameWidget.BROWSER_WRITES | {"step", "review_step"}

    turn = traitlets.Int(1).tag(sync=True)
    stage = traitlets.Unicode("cover").tag(sync=True)
    active = traitlets.Int(None, allow_none=True).tag(sync=True)
    players = traitlets.List(traitlets.Dict()).tag(sync=True)
    store = traitlets.Int(0).tag(sync=True)
    tunnel = traitlets.Dict().tag(sync=True)
    options = traitlets.List(traitlets.Dict()).tag(sync=True)
    targets = traitlets.List(traitlets.Int()).tag(sync=True)
    frames = traitlets.List(traitlets.Dict()).tag(sync=True)
    step = traitlets.Int(0).tag(sync=True)
    whatif = traitlets.List().tag(sync=True)
    winners = traitlets.List(traitlets.Int()).tag(sync=True)
    review = traitlets.Dict(default_value=None, allow_none=True).tag(sync=True)
    review_step = traitlets.Int(0).tag(sync=True)
    setup = traitlets.Dict(default_value=None, allow_none=True).tag(sync=True)

    def __init__(self, players=None, seed: int = 0, lang: str = "en",
                 rules: GoblinRules | None = None, n_players: int | None = None, bots=None,
                 setup: str = "locked"):
        check_lang(lang)
        self._setup_policy = check_policy(setup)
        self._setup_showing = setup == "open"
        self._setups = 0
        self._rules = rules or GoblinRules()
        if players is None and n_players is not None:
            self._rules.check_players(n_players)  # before making a list of that many seats
        seats = goblin_seats(players, n_players, bots)
        n = len(seats)
        if not self._rules.min_players <= n <= self._rules.max_players:
            raise ValueError(f"players must hold {self._rules.min_players} to "
                             f"{self._rules.max_players} goblins (people and bots), got {n}")
        self._seat(seats, lang)
        super().__init__(lang=lang)
        self._seed = seed
        self._flow = self._new_flow(seed)
        self._reviews = ReviewPanel(review)
        self._sync()
        self.observe(self._on_step, names="step")
        self.observe(self._on_review_step, names="review_step")

    # ---- Python API: each call is the intent of the same name, checked and applied by the
    # same handler as a click; a refusal is shown in ``error`` and raised --------------------
    @property
    def game(self):
        """The :class:`~gamewidgets.goblin.GoblinGame` being played."""
        return self._flow.game

    @property
    def steps(self) -> list[Step]:
        """The steps of the last resolved turn (a list of :class:`Step`)."""
        return list(self._flow.game.last_steps)

    def choose(self, player: int, action: str) -> None:
        """Choose ``action`` for the person at seat ``player`` (no cover screen needed).

        ``action`` is dig, rest or steal in any case, or 掘る/休む/奪う. Starts the next turn
        first if the last turn's resolution is being shown.

        Raises
        ------
        GoblinRuleError
            If the engine refuses the choice (repeat, out of the game, chosen already...).
        IntentError
            If ``player`` is not a seat or is a bot (bots choose on their own), or
            ``action`` names no action card.
        """
        self._call(choose_action(player, action))

    def reveal(self) -> None:
        """Reveal every card once all people have chosen (bots choose now), as the button.

        Raises
        ------
        GoblinRuleError
            If a person has not chosen yet, or it is not the time to choose.
        """
        self._call({"type": "reveal"})

    def pick_target(self, player: int, target: int) -> None:
        """The person stealing at seat ``player`` takes 1 meat from ``target`` (a rester).

        Raises
        ------
        GoblinRuleError
            If it is not that stealer's pick or ``target`` did not rest.
        IntentError
            If ``player`` or ``target`` is not a seat.
        """
        self._call(pick_target_action(player, target))

    def play_turn(self, actions: dict) -> list[Step]:
        """Play a whole turn at once: ``{seat: "dig" | "rest" | "steal" | ("steal", rester)}``.

        Bots missing from ``actions`` choose (and pick targets) by their policy (an entry
        for a bot overrides its policy, for scripted scenarios); every person still to
        choose must be in ``actions``. The resolution is then shown.

        Returns
        -------
        list of Step
            The turn's resolution steps.

        Raises
        ------
        GoblinRuleError
            If any choice or target is refused, e.g. a target who did not rest (shown in
            ``error``; the game, the flow and every other synced trait are then exactly as
            before).
        TypeError
            If ``actions`` is not a dict.
        """
        # a dict of actions is no intent a browser sends: refused and shown as _call does
        try:
            self._change(self._flow.play_turn, actions)
        except GameError as exc:
            self._show_error(exc)
            raise
        self._show_error(None)
        return self.steps

    def finish(self) -> list[Step]:
        """Once only bots are left in the game, play their turns until it ends (at most
        :data:`~gamewidgets.goblin.widgets.flow.FINISH_TURNS` turns per call: a game
        without ``turn_limit`` whose bots never dig may never end; call again to go on).

        Returns
        -------
        list of Step
            The last turn's steps (shown step by step, then the game-over screen).

        Raises
        ------
        IntentError
            If a person is still in the game (people choose for themselves) or the game
            is over.
        """
        self._call({"type": "finish"})
        return self.steps

    def new_game(self, seed: int | None = None) -> None:
        """Start again with the same goblins (seed: the next one, or ``seed``).

        Raises
        ------
        IntentError
            If ``seed`` is not an int.
        """
        self._call({"type": "new_game", "seed": seed})

    def open_review(self) -> None:
        """Show the review of the game once it is over, as "Review the game" does: every
        goblin's choice of every turn rated from what was public before it
        (:func:`~gamewidgets.goblin.teaching.review.review`).

        Raises
        ------
        IntentError
            If the game is not over.
        """
        self._call({"type": "open_review"})

    def close_review(self) -> None:
        """Back to the game-over screen from the review."""
        self._call({"type": "close_review"})

    # ---- intents ------------------------------------------------------------------------
    def _on_msg(self, widget, content, buffers) -> None:
        # A click must also fit the moment the screen shows (the stage, whose screen it
        # is); the same intent from Python (``w.choose(...)``) needs no cover screen.
        try:
            intent = check_intent(content, self.INTENTS, self.lang)
            stage, active = self._flow.stage()
            check_moment(intent["type"], stage, active, intent.get("player"), self._names,
                         self.lang)
        except GameError as exc:
            self._show_error(exc)
            return
        super()._on_msg(widget, content, buffers)

    def _intent_show(self, player: int) -> None:
        self._flow.screen.lift(player, self.lang, lambda q: self._names[q])
        self._sync()

    def _intent_hide(self) -> None:
        self._flow.screen.leave(self._flow.choosing())
        self._sync()

    def _intent_choose(self, **fields) -> None:
        self._change(self._flow.choose, as_action("choose", fields))

    def _intent_reveal(self) -> None:
        self._change(self._flow.reveal)

    def _intent_pick_target(self, **fields) -> None:
        self._change(self._flow.pick_target, as_action("pick_target", fields))

    def _intent_next_turn(self) -> None:
        self._flow.next_turn()
        self._sync()

    def _intent_finish(self) -> None:
        self._change(self._flow.finish)

    def _intent_new_game(self, seed: int | None) -> None:
        seed = self._seed + 1 if seed is None else seed
        self._flow = self._new_flow(seed)
        self._seed = seed
        self._reviews.close(self, forget=True)
        self._sync()

    def _intent_setup(self, players, options) -> None:
        refuse_locked(self._setup_policy, self.lang)
        entries, choices = check_setup(goblin_setup(self._rules), players, options,
                                       setup_choices(self._rules), self.lang)
        seats = goblin_seats(entries)  # checked above: raises nothing
        self._rules = setup_rules(self._rules, choices)
        self._seat(seats, self.lang)
        self._setups += 1
        # the first setup plays the widget's own seed (same seed, same game)
        if self._setups > 1:
            self._seed += 1
        self._flow = self._new_flow(self._seed)
        self._setup_showing = False
        self._reviews.close(self, forget=True)
        self._sync()

    def _intent_setup_screen(self, show) -> None:
        refuse_locked(self._setup_policy, self.lang)
        self._setup_showing = show == "on"
        self._sync()

    def _seat(self, seats, lang: str) -> None:
        """Take ``seats`` as the goblins; the intents then number their seats."""
        self._seats = seats
        self._names = tuple(seat_name(seat, lang) for seat in seats)
        self._policies = [seat.bot for seat in seats]
        self.INTENTS = {**intent_spec(len(seats)), **REVIEW_INTENTS, **setup_intents()}

    def _intent_open_review(self) -> None:
        names = [Phrase(lambda lang, seat=seat: seat_name(seat, lang)) for seat in self._seats]
        self._reviews.open(self, self._flow.game, names)

    def _intent_close_review(self) -> None:
        self._reviews.close(self)

    def _on_review_step(self, change) -> None:
        self._keep_step(change, len(self.review["decisions"]) if self.review else 0)

    def _change(self, move, *args) -> None:
        """``move(*args)`` on the flow, all or nothing (:meth:`TurnFlow.atomic`), then the
        traits follow."""
        with self._flow.atomic():
            move(*args)
        self._sync()

    # ---- synced state -------------------------------------------------------------------
    def _new_flow(self, seed: int) -> TurnFlow:
        return TurnFlow(self._names, self._policies, self._rules, seed, self.lang)

    def _sync(self) -> None:
        flow, lang = self._flow, self.lang
        game = flow.game
        flow.follow()  # the one rule of who may see, after every intent
        stage, active = flow.stage()
        shown = stage in ("steps", "over")
        record = game.history[-1] if shown else None
        with self.hold_sync():
            self.turn = record["turn"] if record is not None else game.turn
            self.stage = stage
            self.active = active
            self.players = player_rows(game, self._names, self._policies, record,
                                       flow.chosen())
            self.store = game.store
            self.tunnel = {"turned": list(game.tunnel_turned),
                           "remaining": game.tunnel_remaining}
            self.options = option_rows(game, active, lang) if stage == "choose" else []
            self.targets = game.target_choices(active) if stage == "target" else []
            self.frames = frames_of(game, lang) if shown else []
            self.step = 0
            self.whatif = what_if_rows(game, lang) if shown else []
            self.winners = list(game.winners)
            choices = setup_choices(self._rules)
            said = ["tunnel"] if choices["tunnel"] == "classroom" else []
            # the line says the classroom variant (this package's, not the game's rule);
            # the original tunnel is the game itself and takes no line of the screen
            self.setup = setup_state(goblin_setup(self._rules), self._setup_policy,
                                     self._setup_showing, screen_seats(self._seats),
                                     choices, lang,
                                     line_keys=said,
                                     bot_label=lambda b, lang: policy_name(b, lang, capital=True))

    def _relabel(self) -> None:
        step = self.step
        # names the widget made up ("Cooperator 3", "Goblin 1") follow the language
        self._names = tuple(seat_name(seat, self.lang) for seat in self._seats)
        self._flow.rename(self._names)
        self._flow.lang = self.lang
        self._sync()
        self.step = min(step, max(len(self.frames) - 1, 0))
        self._reviews.relabel(self)

    def _on_step(self, change) -> None:
        self._keep_step(change, len(self.frames))

    def __repr__(self) -> str:
        return (f"GoblinWidget(players={list(self._names)!r}, turn={self._flow.game.turn}, "
                f"stage={self.stage!r})")
