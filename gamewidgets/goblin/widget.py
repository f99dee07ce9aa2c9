"""GoblinWidget: secret choices at one screen, a simultaneous reveal, step-through resolution."""

from __future__ import annotations

import pathlib

import anywidget
import traitlets

from gamewidgets.core.i18n import LANGS, t, texts
from gamewidgets.goblin import messages_ui  # noqa: F401  (registers the catalogue)
from gamewidgets.goblin.bots import BOTS
from gamewidgets.goblin.game import CHOOSE, OVER, RESOLVE, TARGET, GoblinGame
from gamewidgets.goblin.game_errors import GoblinRuleError
from gamewidgets.goblin.rules import ACTIONS, GoblinRules
from gamewidgets.goblin.steps import Step
from gamewidgets.goblin.widget_intents import (
    IntentError,
    frames_of,
    parse_intent,
    player_seats,
    what_if_rows,
)

STATIC = pathlib.Path(__file__).resolve().parent.parent / "static"


class GoblinWidget(anywidget.AnyWidget):
    """Goblin Escape for people sharing one screen and bots (rules/goblin.md).

    Each person chooses in secret behind a "pass the screen to <name>" cover; bots choose
    on their own. The choices are revealed together, stealers pick their targets, and the
    resolution plays step by step in the browser (no kernel round trip), followed by a
    "what if" table of one goblin's meat for each action.

    Parameters
    ----------
    players : list of str, optional
        One entry per goblin (3-6, ``rules.min_players``..``max_players``) in seat order:
        a person's name, or ``"bot:<policy>"`` with a policy of :data:`BOTS`
        (``"random"``, ``"cooperator"``, ``"free_rider"``, ``"adaptive"``). Default
        ``["Ann", "Ben", "bot:cooperator"]`` unless ``n_players`` is given.
    seed : int
        Seed of the tunnel deck and the bots: same seed, same game.
    lang : {"en", "ja"}
        Language of labels, sentences and messages (switch live by setting ``lang``).
    rules : GoblinRules, optional
        Rules options, e.g. ``GoblinRules(tunnel_deck=(...))`` for a scripted scenario.
    n_players : int, optional
        Shorthand with ``players`` omitted: that many goblins, people named
        "Goblin 1".. first, then the bots.
    bots : str or list of str, optional
        With ``n_players``: bot policies for the last seats (a str fills every seat but
        the first).

    Notes
    -----
    Synced traits hold public information only (rules/goblin.md; DESIGN.md 2.5): ``stage``
    ("cover", "choose", "ready", "target", "steps", "over") and ``active`` (the seat the
    screen is for); ``players`` [{seat, name, bot, meat, alive, last_action, chosen,
    action (only once revealed), target}]; ``store``; ``tunnel`` {turned, remaining};
    ``options`` (the active person's three actions with ``allowed``/``reason``);
    ``targets`` (resters a stealer may pick); ``frames`` (the resolution, see
    :func:`frames_of`) and ``step``; ``whatif``; ``winners``; ``error``; ``labels``.
    Intents: show, hide, choose, reveal, target, next_turn, new_game
    (:func:`parse_intent`).

    Attributes
    ----------
    game : GoblinGame
        The game (read it freely; change it only through the widget's methods).
    steps : list of Step
        The last resolved turn's steps (``[]`` before the first).

    Raises
    ------
    ValueError
        If the number of goblins, a bot policy or ``lang`` is not allowed.
    TypeError
        If ``seed`` is not an int.
    """

    _esm = STATIC / "goblin.js"
    _css = STATIC / "goblin.css"

    lang = traitlets.Unicode("en").tag(sync=True)
    labels = traitlets.Dict().tag(sync=True)
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
    error = traitlets.Dict(allow_none=True, default_value=None).tag(sync=True)

    def __init__(self, players=None, seed: int = 0, lang: str = "en",
                 rules: GoblinRules | None = None, n_players: int | None = None, bots=None):
        if lang not in LANGS:
            raise ValueError(f"lang must be one of {LANGS}, got {lang!r}")
        self._names, self._policies = player_seats(players, n_players, bots)
        self._rules = rules or GoblinRules()
        self._seed = seed
        self._error_exc: Exception | None = None
        super().__init__(lang=lang, labels=texts("goblin.ui.", lang))
        self._start(seed)
        self.on_msg(self._on_intent)
        self.observe(self._on_lang, names="lang")
        self.observe(self._on_step, names="step")

    # ---- Python API -------------------------------------------------------------------
    @property
    def game(self) -> GoblinGame:
        """The :class:`GoblinGame` being played."""
        return self._game

    @property
    def steps(self) -> list[Step]:
        """The steps of the last resolved turn (a list of :class:`Step`)."""
        return list(self._game.last_steps)

    def choose(self, player: int, action: str) -> None:
        """Choose ``action`` for the person at seat ``player`` (no cover screen needed).

        Starts the next turn first if the last turn's resolution is being shown.

        Raises
        ------
        GoblinRuleError
            If the engine refuses the choice (repeat, out of the game, chosen already...).
        IntentError
            If ``player`` is a bot (bots choose on their own).
        """
        if self._result_shown and not self._game.is_over:
            self._next_turn()
        self._check_person(player)
        self._game.choose(player, action)
        self._uncovered = False
        self._advance()

    def reveal(self) -> None:
        """Reveal every card once all people have chosen (bots choose now), as the button.

        Raises
        ------
        GoblinRuleError
            If a person has not chosen yet.
        """
        self._reveal()
        self._advance()

    def pick_target(self, player: int, target: int) -> None:
        """The person stealing at seat ``player`` takes 1 meat from ``target`` (a rester).

        Raises
        ------
        GoblinRuleError
            If it is not that stealer's pick or ``target`` did not rest.
        """
        self._game.pick_target(player, target)
        self._advance()

    def play_turn(self, actions: dict) -> list[Step]:
        """Play a whole turn at once: ``{seat: "dig" | "rest" | "steal" | ("steal", rester)}``.

        Bots missing from ``actions`` choose (and pick targets) by their policy; every
        person still to choose must be in ``actions``. The resolution is then shown.

        Returns
        -------
        list of Step
            The turn's resolution steps.

        Raises
        ------
        GoblinRuleError
            If any choice or target is refused (the game is then exactly as before).
        TypeError
            If ``actions`` is not a dict.
        """
        if not isinstance(actions, dict):
            raise TypeError(f"actions must be a dict {{seat: action}}, got {actions!r}")
        if self._result_shown and not self._game.is_over:
            self._next_turn()
        backup = self._game.clone()
        try:
            wanted = {}
            for p, act in actions.items():
                if isinstance(act, (tuple, list)) and len(act) == 2 and act[0] == "steal":
                    act, wanted[p] = act
                self._game.choose(p, act)
            self._reveal()
            while self._game.phase == TARGET:
                stealer = self._game.to_pick[0]
                if stealer in wanted:
                    self._game.pick_target(stealer, wanted.pop(stealer))
                elif self._policies[stealer] is not None:
                    self._bot_target(stealer)
                else:
                    self._game.pick_target(stealer, None)  # raises: says whom to pick
            self._advance()
        except Exception:
            self._game = backup
            self._advance()
            raise
        return self.steps

    def new_game(self, seed: int | None = None) -> None:
        """Start again with the same goblins (seed: the next one, or ``seed``)."""
        self._seed = self._seed + 1 if seed is None else seed
        self._start(self._seed)

    # ---- the flow ---------------------------------------------------------------------
    def _start(self, seed: int) -> None:
        self._game = GoblinGame(len(self._names), seed=seed, rules=self._rules,
                                lang=self.lang, names=self._names)
        self._bots = {p: BOTS[pol](seed=seed * 100 + p) for p, pol in enumerate(self._policies)
                      if pol is not None}
        self._uncovered = False
        self._result_shown = False
        self._error_exc = None
        self._sync()

    def _people_to_choose(self) -> list[int]:
        return [p for p in self._game.to_choose if self._policies[p] is None]

    def _check_person(self, player) -> None:
        if isinstance(player, int) and 0 <= player < len(self._names) \
                and self._policies[player] is not None:
            raise IntentError("goblin.error.intent.bot", self.lang, name=self._names[player])

    def _reveal(self) -> None:
        game = self._game
        if game.phase == CHOOSE:
            waiting = self._people_to_choose()
            if not waiting:  # bots choose last, from public information only
                for p in game.to_choose:
                    game.choose(p, self._bots[p].choose(game, p))
        game.reveal()

    def _bot_target(self, stealer: int) -> None:
        game = self._game
        game.pick_target(stealer, self._bots[stealer].pick_target(
            game, stealer, game.target_choices(stealer)))

    def _advance(self) -> None:
        """Let bots pick their targets and resolve when nobody is left to act; then sync."""
        game = self._game
        while game.phase == TARGET and self._policies[game.to_pick[0]] is not None:
            self._bot_target(game.to_pick[0])
        if game.phase == RESOLVE:
            game.resolve()
            self._result_shown = True
            self._uncovered = False
        self._sync()

    def _next_turn(self) -> None:
        self._result_shown = False
        self._uncovered = False

    def _stage(self) -> tuple[str, int | None]:
        game = self._game
        if game.phase == OVER:
            return "over", None
        if self._result_shown:
            return "steps", None
        if game.phase == TARGET:
            return "target", game.to_pick[0]
        waiting = self._people_to_choose()
        if waiting:
            return ("choose" if self._uncovered else "cover"), waiting[0]
        return "ready", None

    # ---- synced state -----------------------------------------------------------------
    def _sync(self) -> None:
        game, lang = self._game, self.lang
        stage, active = self._stage()
        shown = stage in ("steps", "over")
        record = game.history[-1] if shown and game.history else None
        revealed = game.phase in (TARGET, RESOLVE)
        players = []
        for p, name in enumerate(self._names):
            if record is not None:
                action, target = record["choices"][p], record["targets"][p]
                last = record["last_before"][p]
            else:
                action = game.choices[p] if revealed else None
                target = game.targets[p] if revealed else None
                last = game.last_action[p]
            players.append({
                "seat": p, "name": name, "bot": self._policies[p], "meat": game.meat[p],
                "alive": game.alive[p], "last_action": last, "action": action,
                "target": target if action == "steal" else None,
                # before the reveal only WHETHER a goblin has chosen is public; bots choose
                # at the reveal, from public information, so they count as ready
                "chosen": bool(game.alive[p] and (revealed or shown or game.choices[p] is not None
                                                  or self._policies[p] is not None)),
            })
        options = []
        if stage == "choose":
            legal = game.legal_actions(active)
            last = game.last_action[active]
            options = [{"action": a, "allowed": a in legal,
                        "reason": None if a in legal else t(
                            "goblin.ui.repeat", lang, action=t(f"goblin.action.{last}", lang))}
                       for a in ACTIONS]
        with self.hold_sync():
            self.turn = record["turn"] if record is not None else game.turn
            self.stage = stage
            self.active = active
            self.players = players
            self.store = game.store
            self.tunnel = {"turned": list(game.tunnel_turned),
                           "remaining": game.tunnel_remaining}
            self.options = options
            self.targets = list(game.target_choices(active)) if stage == "target" else []
            self.frames = frames_of(game, lang) if shown else []
            self.step = 0
            self.whatif = what_if_rows(game, lang) if shown else []
            self.winners = list(game.winners) if game.is_over else []
            self._show_error(self._error_exc)

    def _show_error(self, exc: Exception | None) -> None:
        self._error_exc = exc
        self.error = None if exc is None else {"message": _text(exc, self.lang)}

    # ---- observers and intents --------------------------------------------------------
    def _on_lang(self, change) -> None:
        if change["new"] not in LANGS:
            self.lang = change["old"]
            raise ValueError(f"lang must be one of {LANGS}, got {change['new']!r}")
        step = self.step
        with self.hold_sync():
            self.labels = texts("goblin.ui.", self.lang)
            self._game.lang = self.lang
            self._sync()
            self.step = min(step, max(len(self.frames) - 1, 0))

    def _on_step(self, change) -> None:
        n = max(len(self.frames), 1)
        if not 0 <= change["new"] < n:
            self.step = change["old"] if 0 <= change["old"] < n else 0
            self._show_error(IntentError("goblin.error.intent.step", self.lang, n=n - 1))

    def _on_intent(self, _widget, content, _buffers) -> None:
        try:
            self._apply(parse_intent(content, len(self._names), self.lang))
        except (IntentError, GoblinRuleError) as exc:
            self._show_error(exc)
            return
        self._error_exc = None
        self._sync()

    def _apply(self, intent: dict) -> None:
        kind = intent["type"]
        stage, active = self._stage()
        allowed = {"show": ("cover",), "hide": ("choose",), "choose": ("choose",),
                   "reveal": ("ready",), "target": ("target",), "next_turn": ("steps",),
                   "new_game": ("over", "steps", "cover", "choose", "ready", "target")}
        if stage not in allowed[kind]:
            raise IntentError("goblin.error.intent.stage", self.lang, type=kind,
                              stage=_stage_text(self, stage, active))
        player = intent.get("player")
        if player is not None and player != active:
            raise IntentError("goblin.error.intent.not_active", self.lang,
                              name=self._names[active], other=self._names[player])
        if kind == "show":
            self._uncovered = True
        elif kind == "hide":
            self._uncovered = False
        elif kind == "choose":
            self._game.choose(player, intent["action"])
            self._uncovered = False
        elif kind == "reveal":
            self._reveal()
        elif kind == "target":
            self._game.pick_target(player, intent["target"])
        elif kind == "next_turn":
            self._next_turn()
        elif kind == "new_game":
            self.new_game()
            return
        self._advance()

    def __repr__(self) -> str:
        return (f"GoblinWidget(players={list(self._names)!r}, turn={self._game.turn}, "
                f"stage={self.stage!r})")


def _text(exc: Exception, lang: str) -> str:
    return exc.text(lang) if hasattr(exc, "text") else str(exc)


def _stage_text(w: GoblinWidget, stage: str, active: int | None) -> str:
    name = w._names[active] if active is not None else ""
    ids = {"cover": "goblin.ui.status.cover", "choose": "goblin.ui.status.choose",
           "ready": "goblin.ui.all_chosen", "target": "goblin.ui.target_title",
           "steps": "goblin.ui.resolution", "over": "goblin.ui.game_over"}
    return t(ids[stage], w.lang, name=name)
