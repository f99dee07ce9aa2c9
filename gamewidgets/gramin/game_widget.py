"""GraminGameWidget: the whole game for 2-4 players at one screen, any of them bots
(rules/gramin.md 3-5).

Hands are hidden behind a "Pass to <name>" cover: a player's hand is synced only while
that player builds (or always, when there is a single person among bots). The browser
sends intents; every one is checked by the engine and a refused one changes nothing.
"""

from __future__ import annotations

import contextlib
import pathlib

import anywidget
import traitlets

from gamewidgets.core.errors import GameError
from gamewidgets.core.i18n import LANGS, t, texts
from gamewidgets.gramin.bot import SimpleBot
from gamewidgets.gramin.bot import make_bot as make_named_bot
from gamewidgets.gramin.game import GraminGame
from gamewidgets.gramin.game_builder import Builder
from gamewidgets.gramin.game_view import (
    NOBODY,
    act_with_frames,
    private_view,
    public_view,
    retell_action,
)
from gamewidgets.gramin.rules import GraminRules

STATIC = pathlib.Path(__file__).resolve().parent.parent / "static"
GAME_INTENTS = ("roll", "show_hand", "hide_hand", "toggle_trap", "submit", "place_trap", "act",
                "new_game")


def _bot_for_spec(spec: str):
    """The bot a player spec names: ``"bot"``/``"bot:simple"`` -> SimpleBot,
    ``"bot:planner"`` -> PlannerBot; None for a person (any other name).

    Raises
    ------
    ValueError
        For an unknown ``bot:`` level.
    """
    if spec == "bot":
        return SimpleBot()
    if spec.startswith("bot:"):
        try:
            return make_named_bot(spec[4:])
        except ValueError:
            raise ValueError(f"unknown bot {spec!r}: use 'bot', 'bot:simple' or "
                             "'bot:planner'") from None
    return None


class GraminGameWidget(anywidget.AnyWidget):
    """The multiplayer game of Gramin Expedition in a notebook (rules/gramin.md 3-5).

    Parameters
    ----------
    players : list of str
        2 to 4 entries in seat order: a person's name (shown as text), or ``"bot"`` /
        ``"bot:simple"`` (:class:`SimpleBot`) or ``"bot:planner"`` (PlannerBot).
    seed : int
        Seed of the game's random generator (board, deck, dice).
    lang : {"en", "ja"}
    rules : GraminRules, optional
    board : Board, optional
        A fixed board instead of the random set-up.

    Attributes
    ----------
    game : GraminGame
        The engine state (hidden information included: for Python, never synced).
    state : dict
        Synced: the public view of :func:`~gamewidgets.gramin.game_view.public_view`.
    me : dict or None
        Synced: the one viewer's own hand, pile and score (a single person among bots,
        or the person building behind the cover); None on a shared screen.
    cover : dict or None
        Synced: ``{"player", "name"}`` of the person the screen must be passed to.
    builder : dict or None
        Synced: the builder's screen (:meth:`Builder.view`), only while that person builds.
    action : dict or None
        Synced: the frames of the last action (:func:`act_with_frames`), stepped in the
        browser.
    status : str
        Synced: what to do next, in ``lang``.
    error : dict or None
        Synced: ``{"message", "card_index", "line"}`` of the last refused intent.

    Raises
    ------
    ValueError
        On fewer than 2 or more than 4 players, an unknown bot, an empty name or lang.
    """

    _esm = STATIC / "gramin.js"
    _css = STATIC / "gramin.css"

    widget_kind = traitlets.Unicode("game").tag(sync=True)
    lang = traitlets.Unicode("en").tag(sync=True)
    labels = traitlets.Dict().tag(sync=True)
    players = traitlets.List().tag(sync=True)
    state = traitlets.Dict().tag(sync=True)
    me = traitlets.Dict(allow_none=True, default_value=None).tag(sync=True)
    cover = traitlets.Dict(allow_none=True, default_value=None).tag(sync=True)
    builder = traitlets.Dict(allow_none=True, default_value=None).tag(sync=True)
    action = traitlets.Dict(allow_none=True, default_value=None).tag(sync=True)
    status = traitlets.Unicode("").tag(sync=True)
    error = traitlets.Dict(allow_none=True, default_value=None).tag(sync=True)

    def __init__(self, players=("Player 1", "bot"), seed: int = 0, lang: str = "en",
                 rules: GraminRules | None = None, board=None):
        if lang not in LANGS:
            raise ValueError(f"lang must be one of {LANGS}, got {lang!r}")
        specs = list(players)
        if not 2 <= len(specs) <= 4:
            raise ValueError(f"players must list 2 to 4 players, got {len(specs)}")
        if any(not isinstance(s, str) or not s.strip() for s in specs):
            raise ValueError("each player is a non-empty name or 'bot' / 'bot:planner'")
        self._specs = [s.strip() for s in specs]
        self._bots = [_bot_for_spec(s) for s in self._specs]
        self._humans = [p for p, b in enumerate(self._bots) if b is None]
        self._rules, self._board, self._seed = rules, board, seed
        self._viewer = NOBODY
        self._builder: Builder | None = None
        super().__init__(lang=lang, labels=_labels(lang))
        self.on_msg(self._on_intent)
        self.observe(self._on_lang, names="lang")
        self.new_game(seed)

    # ---- Python API ---------------------------------------------------------------
    def new_game(self, seed: int | None = None) -> None:
        """Start a new game with the same players (``seed`` default: the last one)."""
        self._seed = self._seed if seed is None else seed
        self.game = GraminGame(len(self._specs), self._seed, self._rules, self._board)
        self._builder = None
        self._viewer = self._humans[0] if len(self._humans) == 1 else NOBODY
        self._action_raw: list = []
        self.action = None
        self.error = None
        self._refresh()

    @property
    def names(self) -> list[str]:
        """Display names in seat order (bots: "Bot 2" etc. in the widget's language)."""
        return [t("gramin.game.ui.bot_name", self.lang, seat=p + 1) if b is not None
                else self._specs[p] for p, b in enumerate(self._bots)]

    @property
    def phase(self) -> str:
        """What the game waits for: ``"roll"``, ``"build"``, ``"traps"``, ``"action"`` or
        ``"over"`` (rules/gramin.md 4)."""
        return self.game.phase

    @property
    def over(self) -> bool:
        """Whether the last chest has left the board (rules/gramin.md 5)."""
        return self.game.is_terminal

    def roll(self) -> None:
        """Roll everyone's dice: the parent, then the draw (rules/gramin.md 4.1-4.2), as
        the "Roll the dice" button does.

        Raises
        ------
        GameError
            If it is not the dice phase (also shown in the widget; nothing changes).
        """
        self._do({"type": "roll"})

    def build(self, program="", traps=()) -> None:
        """Lay the program of the person who builds now and submit it face down
        (rules/gramin.md 4.2), as laying cards and pressing "Done" does.

        Parameters
        ----------
        program : str or Program
            Cards in program syntax (``"for2( R ) U"``) from that person's hand, within
            their die; loop cards are free.
        traps : iterable of str
            Trap cards from the hand to declare: ``"crocodile"``, ``"hole"``, ``"wall"``.

        Raises
        ------
        GameError
            If nobody may build now, a card is not in the hand, the die is exceeded or a
            trap card is not held (shown in the widget too; nothing is submitted).
        """
        from gamewidgets.gramin.game_builder import intent_error

        if self._builder is None and self.cover is not None:
            self._do({"type": "show_hand", "player": self.cover["player"]})
        if self._builder is None:
            self._fail(intent_error("gramin.game.ui.error.no_builder", self.lang))
        text = program.to_text() if hasattr(program, "to_text") else str(program)
        self._do({"type": "set_program", "text": text})
        for kind in traps:
            self._do({"type": "toggle_trap", "kind": kind})
        self._do({"type": "submit"})

    def place_trap(self, row: int, col: int) -> None:
        """Place the current person's declared trap card on square ``(row, col)``
        (rules/gramin.md 4.3), as clicking that square does.

        Raises
        ------
        GameError
            Out of turn, outside the trap phase, or on a square that is not free.
        """
        self._do({"type": "place_trap", "row": row, "col": col})

    def act(self) -> None:
        """Run the next action: one card or one whole loop of the player whose turn it
        is (rules/gramin.md 4.4), as "Next action" does; bots act this way too.

        Raises
        ------
        GameError
            If it is not the action phase.
        """
        self._do({"type": "act"})

    def send_intent(self, content: dict) -> None:
        """Apply one intent exactly as the browser would (for notebooks and tests)."""
        self._on_intent(self, content, [])

    # ---- intents ------------------------------------------------------------------
    def _on_intent(self, _widget, content, _buffers) -> None:
        with contextlib.suppress(GameError):  # the browser sees it in the error trait
            self._do(content)

    def _do(self, content) -> None:
        """Apply one intent; a refused one is shown in ``error`` and raised."""
        try:
            self._apply(content)
        except GameError as exc:
            self._fail(exc)
        self.error = None
        self._run_bots()
        self._refresh()

    def _fail(self, exc: GameError) -> None:
        self.error = {"message": exc.text(self.lang) if hasattr(exc, "text") else str(exc),
                      "card_index": getattr(exc, "card_index", None),
                      "line": getattr(exc, "line", None)}
        raise exc

    def _apply(self, content) -> None:
        from gamewidgets.gramin.game_builder import EDIT_INTENTS, intent_error

        if not isinstance(content, dict) or not isinstance(content.get("type"), str):
            raise intent_error("gramin.error.intent.shape", self.lang,
                               allowed=", ".join(GAME_INTENTS + EDIT_INTENTS))
        kind, g = content["type"], self.game
        if kind in EDIT_INTENTS or kind in ("toggle_trap", "submit", "hide_hand"):
            if self._builder is None:
                raise intent_error("gramin.game.ui.error.no_builder", self.lang)
            if kind == "submit":
                p = self._builder.player
                program, traps = self._builder.submission()
                g.build(p, program, traps)
                self._builder = None
                if len(self._humans) > 1:
                    self._viewer = NOBODY
            elif kind == "hide_hand":
                if len(self._humans) > 1:
                    self._builder, self._viewer = None, NOBODY
            else:
                self._builder.apply(content, self.lang)
        elif kind == "roll":
            g.roll()
            self.action = None
        elif kind == "show_hand":
            p = content.get("player")
            if g.phase != "build" or p not in g.to_act or p not in self._humans:
                raise intent_error("gramin.game.ui.error.not_building", self.lang,
                                   name=self._name(p))
            self._viewer = p
            self._builder = Builder(g, p)
        elif kind == "place_trap":
            self._check_turn(content, g.phase == "traps")
            p = g.current_player
            pending = g.pending_traps[p]
            trap = content.get("kind", pending[0] if pending else None)
            g.place_trap(p, trap, (content.get("row"), content.get("col")))
        elif kind == "act":
            self._check_turn(content, g.phase == "action", bots_ok=True)
            self.action = act_with_frames(g, self._viewer, self.lang, self.names,
                                          raw=self._action_raw)
        elif kind == "new_game":
            seed = content.get("seed", self._seed)
            if isinstance(seed, bool) or not isinstance(seed, int):
                raise intent_error("gramin.error.intent.index_type", self.lang, key="seed",
                                   value=repr(seed))
            self.new_game(seed)
        else:
            raise intent_error("gramin.error.intent.unknown", self.lang, type=kind,
                               allowed=", ".join(GAME_INTENTS + EDIT_INTENTS))

    def _check_turn(self, content, phase_ok: bool, bots_ok: bool = False) -> None:
        """Refuse acting out of turn: the wrong phase, or a ``player`` who is not the one
        to act (rules/gramin.md 4.3, 4.4)."""
        from gamewidgets.gramin.game_builder import intent_error

        g = self.game
        if not phase_ok:
            raise intent_error("gramin.game.ui.error.wrong_phase", self.lang,
                               phase=t(f"gramin.game.phase.{g.phase}", self.lang))
        p = g.current_player
        who = content.get("player", p)
        if who != p or (not bots_ok and p not in self._humans):
            raise intent_error("gramin.game.ui.error.not_your_turn", self.lang,
                               name=self._name(who), current=self._name(p))

    def _run_bots(self) -> None:
        """Let bots build and place their traps; people and the dice wait for clicks."""
        g = self.game
        while not g.is_terminal:
            if g.phase == "build":
                bots = [p for p in g.to_act if self._bots[p] is not None]
                if not bots:
                    break
                for p in bots:
                    program, traps = self._bots[p].build(g, p)
                    g.build(p, program, traps)
            elif g.phase == "traps" and self._bots[g.current_player] is not None:
                p = g.current_player
                trap, pos = self._bots[p].place_trap(g, p)
                g.place_trap(p, trap, pos)
            else:
                break
        if g.phase == "build" and self._builder is None and len(self._humans) == 1 \
                and self._humans[0] in g.to_act:
            self._builder = Builder(g, self._humans[0])

    # ---- synced state -----------------------------------------------------------------
    def _name(self, p) -> str:
        return self.names[p] if isinstance(p, int) and 0 <= p < len(self._specs) else str(p)

    def _refresh(self) -> None:
        g = self.game
        shown = self._viewer if len(self._humans) == 1 else NOBODY
        with self.hold_sync():
            self.players = [{"name": n, "bot": self._specs[p] if self._bots[p] else None,
                             "seat": p + 1} for p, n in enumerate(self.names)]
            self.state = public_view(g, self.lang, shown, self.names)
            self.me = private_view(g, self._viewer) if self._viewer != NOBODY else None
            self.builder = self._builder.view(self.lang) if self._builder else None
            waiting = [p for p in g.to_act if p in self._humans] if g.phase == "build" else []
            self.cover = ({"player": waiting[0], "name": self._name(waiting[0])}
                          if waiting and self._builder is None else None)
            self.status = self._status()

    def _status(self) -> str:
        g, lang = self.game, self.lang
        if g.is_terminal:
            won = ", ".join(self._name(p) for p in g.winners)
            return t("gramin.game.ui.status.over", lang, names=won)
        if g.phase == "roll":
            return t("gramin.game.ui.status.roll", lang, turn=g.turn)
        if g.phase == "build":
            if self._builder is not None:
                p = self._builder.player
                return t("gramin.game.ui.status.build", lang, name=self._name(p), die=g.rolls[p])
            return t("gramin.game.ui.status.pass", lang, name=self._name(g.to_act[0]))
        p = g.current_player
        if g.phase == "traps":
            trap = t(f"gramin.game.term.{g.pending_traps[p][0]}", lang)
            return t("gramin.game.ui.status.traps", lang, name=self._name(p), trap=trap)
        return t("gramin.game.ui.status.action", lang, name=self._name(p))

    def _on_lang(self, change) -> None:
        if change["new"] not in LANGS:
            self.lang = change["old"]
            raise ValueError(f"lang must be one of {LANGS}, got {change['new']!r}")
        self.labels = _labels(self.lang)
        if self.action:  # the replay stays; only its sentences change language
            self.action = retell_action(self.action, self._action_raw, self._viewer,
                                        self.lang, self.names)
        self._refresh()

    def __repr__(self) -> str:
        g = self.game
        return (f"GraminGameWidget(players={self._specs!r}, turn={g.turn}, "
                f"phase={g.phase!r})")


def _labels(lang: str) -> dict:
    return {**texts("gramin.ui.", lang), **texts("gramin.game.ui.", lang),
            **texts("gramin.game.phase.", lang), **texts("gramin.game.term.", lang)}
