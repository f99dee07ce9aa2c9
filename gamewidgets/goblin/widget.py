"""GoblinWidget: secret choices at one screen, a simultaneous reveal, step-through resolution."""

from __future__ import annotations

import pathlib

import anywidget
import traitlets

from gamewidgets.core.i18n import LANGS, t, texts
from gamewidgets.goblin.game_errors import GoblinRuleError
from gamewidgets.goblin.rules import ACTIONS, GoblinRules
from gamewidgets.goblin.widget_flow import TurnFlow
from gamewidgets.goblin.widget_intents import (
    IntentError,
    frames_of,
    parse_intent,
    player_rows,
    player_seats,
    what_if_rows,
)

STATIC = pathlib.Path(__file__).resolve().parent.parent / "static"


class GoblinWidget(TurnFlow, anywidget.AnyWidget):
    """Goblin Escape for people sharing one screen and bots (rules/goblin.md).

    Each person chooses in secret behind a "pass the screen to <name>" cover; bots choose
    on their own. The choices are revealed together, stealers pick their targets, and the
    resolution plays step by step in the browser (no kernel round trip), followed by a
    "what if" table of one goblin's meat for each action.

    Parameters
    ----------
    players : list of str, optional
        One entry per goblin (3-6, ``rules.min_players``..``max_players``) in seat order:
        a person's name (shown as text, never as HTML), or ``"bot:<policy>"`` with a
        policy of :data:`BOTS` (``"random"``, ``"cooperator"``, ``"free_rider"``,
        ``"adaptive"``; the bot is named "<Policy> bot <seat>", e.g. "Cooperator bot 3" /
        "協力ボット3", in the widget's language).
        Default ``["Ann", "Ben", "bot:cooperator"]`` unless ``n_players`` is given.
    seed : int
        Seed of the tunnel deck and the bots: same seed, same game.
    lang : {"en", "ja"}
        Language of labels, sentences and messages (switch live by setting ``lang``).
    rules : GoblinRules, optional
        Rules options, e.g. ``GoblinRules(tunnel_deck=(...))`` for a scripted scenario.
    n_players : int, optional
        Shorthand with ``players`` omitted: that many goblins, people named
        "Goblin 1".. ("ゴブリン1"..) first, then the bots.
    bots : str or list of str, optional
        With ``n_players``: bot policies for the last seats (a str fills every seat but
        the first; a list may not be longer than ``n_players``).

    Notes
    -----
    Synced traits hold public information only (rules/goblin.md; DESIGN.md 2.5): ``stage``
    ("cover", "choose", "ready", "target", "steps", "over") and ``active`` (the seat the
    screen is for); ``players`` [{seat, name, bot, meat, alive, last_action, chosen,
    action (only once revealed), target}]; ``store``; ``tunnel`` {turned, remaining};
    ``options`` (the active person's three actions with ``allowed``/``reason``);
    ``targets`` (resters a stealer may pick); ``frames`` (the resolution, see
    :func:`frames_of`) and ``step``; ``whatif``; ``winners``; ``error`` (cleared by the
    next successful action); ``labels``. Intents: show, hide, choose, reveal, target,
    next_turn, finish (when only bots are left in the game), new_game
    (:func:`parse_intent`). No stage is a dead end: goblins out of the game are skipped,
    a table of bots only is played by the reveal button (or to the end at once), and
    the game-over screen offers a new game.

    Attributes
    ----------
    game : GoblinGame
        The game (read it freely; change it only through the widget's methods).
    steps : list of Step
        The last resolved turn's steps (``[]`` before the first).

    Raises
    ------
    ValueError
        If the number of goblins, a bot policy, ``bots`` or ``lang`` is not allowed.
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
        self._seats = (players, n_players, bots)
        self._names, self._policies = player_seats(players, n_players, bots, lang)
        self._rules = rules or GoblinRules()
        n = len(self._names)
        if not self._rules.min_players <= n <= self._rules.max_players:
            raise ValueError(f"players must hold {self._rules.min_players} to "
                             f"{self._rules.max_players} goblins (people and bots), got {n}")
        self._seed = seed
        self._error_exc: Exception | None = None
        super().__init__(lang=lang, labels=texts("goblin.ui.", lang))
        self._start(seed)
        self.on_msg(self._on_intent)
        self.observe(self._on_lang, names="lang")
        self.observe(self._on_step, names="step")

    # ---- synced state -----------------------------------------------------------------
    def _sync(self) -> None:
        game, lang = self._game, self.lang
        stage, active = self._stage()
        shown = stage in ("steps", "over")
        record = game.history[-1] if shown and game.history else None
        players = player_rows(game, self._names, self._policies, record)
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
        # names the widget made up ("Cooperator bot 3", "Goblin 1") follow the language
        self._names = player_seats(*self._seats, self.lang)[0]
        self._game.names = self._names
        for st in self._game.last_steps:
            st.names = self._names
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
            self._show_error(exc)  # and nothing else changed: every check comes first

    def _apply(self, intent: dict) -> None:
        kind = intent["type"]
        stage, active = self._stage()
        allowed = {"show": ("cover",), "hide": ("choose",), "choose": ("choose",),
                   "reveal": ("ready",), "target": ("target",), "next_turn": ("steps",),
                   "finish": ("ready", "steps"),
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
        elif kind == "finish":
            self._finish()
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
