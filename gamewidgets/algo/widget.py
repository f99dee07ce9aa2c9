"""AlgoWidget: play algo against bots with a live deduction panel, or study a typed view."""

from __future__ import annotations

import pathlib

import anywidget
import traitlets

from gamewidgets.algo.bots import BOTS
from gamewidgets.algo.deduction import Deduction, deduce
from gamewidgets.algo.game import GAME_OVER, ROUND_OVER, AlgoGame
from gamewidgets.algo.messages_deduction import Phrase
from gamewidgets.algo.messages_ui import record_text
from gamewidgets.algo.rules import AlgoRules
from gamewidgets.algo.view import AlgoView
from gamewidgets.algo.widget_intents import (
    IntentError,
    apply_game_intent,
    check_hints,
    no_turn,
    parse_intent,
    turn_state,
)
from gamewidgets.algo.widget_panel import (
    checked_deduction,
    deduction_panel,
    empty_panel,
    view_players,
)
from gamewidgets.algo.widget_status import next_move_text
from gamewidgets.core.errors import GameError
from gamewidgets.core.i18n import LANGS, join_sentences, t, texts

STATIC = pathlib.Path(__file__).resolve().parent.parent / "static"


class AlgoWidget(anywidget.AnyWidget):
    """algo in a notebook: the student (player 0) against bots, with a deduction panel.

    Play mode shows every row (the student's numbers; the others' face-down cards by colour
    only), the pile, the drawn card, number buttons, Attack / Stay, a Next button that
    applies exactly one bot action, the attack history and the deduction of the student's
    view (candidate grid with reasons, step-through, exact probabilities). View mode
    (``view=``) shows only the deduction of a typed :class:`AlgoView`, editable in a box.
    Rules: rules/algo.md sections 3-6 (game) and 8 (deduction).

    Parameters
    ----------
    n_players : int
        2 to 4 (the student and ``n_players - 1`` bots).
    bots : str or list
        One bot name of :data:`~gamewidgets.algo.BOTS` for every opponent, or a list with
        one name (or bot object with ``choose(game)``) per opponent, seat order.
    seed : int
        Seed of the game (deal and bots): same seed, same game.
    lang : {"en", "ja"}
        Language of every label and sentence; may be changed live (``w.lang = "ja"``).
    hints : {"off", "candidates", "probabilities"}
        Deduction help: none (the panel is empty during a game), the candidate grid and
        greyed impossible numbers, or also the exact probabilities.
    names : list of str, optional
        One name per player (default "You", "Bot 1", ... in ``lang``).
    view : str, optional
        A view in text form (``"me: B0 W4; ann: b? w?-5"``): deduction-only mode.
    rules : AlgoRules, optional
        Rules options (chips, empty pile, rounds, ...); default the basic game.

    Attributes
    ----------
    game : AlgoGame or None
        The game (None in view mode). Never synced: it holds every hidden card.
    deduction : Deduction
        The deduction of the student's current view.

    Raises
    ------
    ValueError
        On an unknown lang or hint level, bad ``bots`` or ``names``, or a malformed view
        (or one that no deal of the unseen cards fits).
    TypeError
        If ``seed`` is not an int.
    """

    _esm = STATIC / "algo.js"
    _css = STATIC / "algo.css"

    lang = traitlets.Unicode("en").tag(sync=True)
    labels = traitlets.Dict().tag(sync=True)
    mode = traitlets.Unicode("game").tag(sync=True)
    players = traitlets.List().tag(sync=True)
    me = traitlets.Int(0).tag(sync=True)
    pile = traitlets.Int(None, allow_none=True).tag(sync=True)
    drawn = traitlets.Dict(None, allow_none=True).tag(sync=True)
    phase = traitlets.Unicode("").tag(sync=True)
    current = traitlets.Int(None, allow_none=True).tag(sync=True)
    turn = traitlets.Dict().tag(sync=True)
    history = traitlets.List().tag(sync=True)
    result = traitlets.Dict(None, allow_none=True).tag(sync=True)
    deduction_data = traitlets.Dict().tag(sync=True)
    hints = traitlets.Unicode("candidates").tag(sync=True)
    error = traitlets.Dict(None, allow_none=True).tag(sync=True)
    status = traitlets.Unicode("").tag(sync=True)
    view_text = traitlets.Unicode("").tag(sync=True)

    def __init__(self, n_players: int = 2, bots="probabilistic", seed: int = 0,
                 lang: str = "en", hints: str = "candidates", names=None, view=None,
                 rules: AlgoRules | None = None):
        if lang not in LANGS:
            raise ValueError(f"lang must be one of {LANGS}, got {lang!r}")
        try:
            check_hints(hints, lang)
        except IntentError as exc:
            raise ValueError(str(exc)) from None
        self._error: Exception | None = None
        self._game: AlgoGame | None = None
        self._view: AlgoView | None = None
        self._deduction: Deduction | None = None
        self._names = None if names is None else list(names)
        self._rules = rules
        self._seed = seed
        if view is not None:
            self._view = AlgoView.parse(view) if isinstance(view, str) else view
            if not isinstance(self._view, AlgoView):
                raise ValueError(f"view must be text or an AlgoView, got {view!r}")
            checked_deduction(self._view)
            self._bot_specs: list = []
        else:
            if isinstance(n_players, bool) or not isinstance(n_players, int) \
                    or not 2 <= n_players <= 4:
                raise ValueError(f"n_players must be 2, 3 or 4, got {n_players!r}")
            specs = [bots] * (n_players - 1) if isinstance(bots, str) else list(bots)
            if len(specs) != n_players - 1:
                raise ValueError(f"bots must name one bot per opponent ({n_players - 1}), "
                                 f"got {len(specs)}")
            for spec in specs:
                if isinstance(spec, str) and spec not in BOTS:
                    raise ValueError(f"unknown bot {spec!r}: choose one of {sorted(BOTS)}")
                if not isinstance(spec, str) and not hasattr(spec, "choose"):
                    raise ValueError(f"a bot is a name of {sorted(BOTS)} or has choose(game), "
                                     f"got {spec!r}")
            self._bot_specs = specs
            self._new_game(seed, lang, n_players)
        super().__init__(lang=lang, hints=hints, labels=texts("algo.ui.", lang),
                         mode="view" if self._view is not None else "game",
                         view_text=self._view.to_text() if self._view is not None else "")
        self.on_msg(self._on_intent)
        self.observe(self._on_lang, names="lang")
        self.observe(self._on_hints, names="hints")
        self._sync()

    # ---- Python API -----------------------------------------------------------------------
    @property
    def game(self) -> AlgoGame | None:
        """The :class:`AlgoGame` (None in view mode); never synced to the browser."""
        return self._game

    @property
    def deduction(self) -> Deduction:
        """``deduce`` of the student's current view (the typed view in view mode)."""
        if self._deduction is None:
            self._deduction = deduce(self.student_view())
        return self._deduction

    def student_view(self) -> AlgoView:
        """The student's view: the typed one, or ``game.view(0)`` with display names."""
        if self._view is not None:
            return self._view
        g = self._game
        base = g.view(0)
        rename = {g.names[q]: self._name(q) for q in range(1, g.n_players)}
        rows = {("me" if k == "me" else rename[k]): v for k, v in base.rows.items()}
        return AlgoView(rows, deck=base.deck, drawn=base.drawn)

    def attack(self, target: int, index: int, number: int, own_index: int | None = None):
        """The student attacks ``target``'s card ``index`` declaring ``number``.

        ``target`` is a 0-based player index (0 = the student, 1 = "Bot 1"); ``index`` and
        ``own_index`` are 0-based positions (0 = leftmost, which the history calls "card 1").

        Returns
        -------
        list of Event

        Raises
        ------
        IntentError
            If it is not the student's turn (or in view mode).
        AlgoRuleError
            If the attack is illegal (rules/algo.md section 4); nothing changes.
        """
        return self._act("attack", {"target": target, "index": index, "number": number,
                                    "own_index": own_index})

    def stay(self, position: int | None = None):
        """After a hit, the student stays (section 4.4); ``position`` 0-based, 0..len(row)."""
        return self._act("stay", {"position": position})

    def place(self, position: int):
        """``arrange_own_row`` mode: where the missed card goes (0-based, 0..len(row))."""
        return self._act("place", {"position": position})

    def advance(self):
        """Apply exactly one bot action (the bot to act now).

        Returns
        -------
        list of Event

        Raises
        ------
        IntentError
            If no bot is to act (the student's turn, round or game over, view mode).
        """
        return self._act("advance", {})

    def next_round(self):
        """Deal the next round (section 5). Raises AlgoRuleError if the round is not over."""
        return self._act("next_round", {})

    def new_game(self, seed: int | None = None) -> None:
        """Start a new game with the same players (seed default: the last one + 1)."""
        self._act("new_game", {"seed": seed})

    # ---- actions --------------------------------------------------------------------------
    def _act(self, kind: str, fields: dict):
        try:
            events = self._apply(kind, fields)
        except GameError as exc:
            self._show_error(exc)
            raise
        self._error = None
        self._sync()
        return events

    def _apply(self, kind: str, f: dict):
        lang = self.lang
        if kind == "set_hints":
            self.hints = f["level"]
            return []
        if kind == "set_view":
            try:
                view = AlgoView.parse(f["text"])
                deduction = checked_deduction(view)
            except ValueError as exc:
                reason = Phrase(exc.text) if hasattr(exc, "text") else str(exc)
                raise IntentError("algo.error.intent.bad_view", lang, reason=reason) from None
            self._view, self._deduction = view, deduction
            self.view_text = view.to_text()
            return []
        g = self._game
        if g is None:
            raise IntentError("algo.error.intent.view_mode", lang, type=kind)
        if kind == "new_game":
            seed = f.get("seed")
            self._new_game(self._seed + 1 if seed is None else seed, lang, g.n_players)
            return []
        return apply_game_intent(g, self._bots, kind, f, lang, self._name, self._prompt)

    def _new_game(self, seed: int, lang: str, n: int) -> None:
        names = self._names or [t("algo.widget.you", lang)] + [
            t("algo.widget.bot", lang, n=k) for k in range(1, n)]
        game = AlgoGame(n, seed=seed, rules=self._rules, lang=lang, names=names)
        bots = [None]
        for seat, spec in enumerate(self._bot_specs, start=1):
            bots.append(BOTS[spec](seed=1000 * seed + seat) if isinstance(spec, str) else spec)
        self._game, self._bots, self._seed = game, bots, seed

    def _on_intent(self, _widget, content, _buffers) -> None:
        try:
            kind, fields = parse_intent(content, self.mode, self.lang)
            self._act(kind, fields)
        except GameError as exc:
            self._show_error(exc)

    def _show_error(self, exc: Exception) -> None:
        self._error = exc
        self.error = {"message": _text(exc, self.lang)}

    def _on_lang(self, change) -> None:
        if change["new"] not in LANGS:
            self.lang = change["old"]
            raise ValueError(f"lang must be one of {LANGS}, got {change['new']!r}")
        self._deduction = None  # row names of default players follow the language
        self._sync()

    def _on_hints(self, change) -> None:
        if change["new"] not in ("off", "candidates", "probabilities"):
            self.hints = change["old"]
            raise ValueError(f"hints must be off, candidates or probabilities, "
                             f"got {change['new']!r}")
        self._sync()

    # ---- synced state -----------------------------------------------------------------------
    def _name(self, q: int) -> str:
        if self._names is not None:
            return self._names[q]
        return t("algo.widget.you", self.lang) if q == 0 else t("algo.widget.bot", self.lang, n=q)

    def _sync(self) -> None:
        self._deduction = None
        lang = self.lang
        with self.hold_sync():
            self.labels = texts("algo.ui.", lang)
            self.error = None if self._error is None else {"message": _text(self._error, lang)}
            if self._game is None:
                self._sync_view()
            else:
                self._sync_game()
            self.deduction_data = self._deduction_state()

    def _sync_view(self) -> None:
        v = self._view
        self.players = view_players(v, self.lang)
        self.me, self.current, self.phase, self.pile = 0, None, "", v.deck
        self.drawn = None if v.drawn is None else {"color": v.drawn.color,
                                                   "number": v.drawn.number}
        self.turn, self.history, self.result = no_turn(), [], None
        d = self.deduction
        hidden = len(v.hidden_slots())
        self.status = t("algo.widget.status.view", self.lang, hidden=hidden,
                        certain=len(d.certain))

    def _sync_game(self) -> None:
        g = self._game
        obs = g.observation(0)
        self.players = [{
            "name": self._name(q), "bot": None if q == 0 else _bot_name(self._bots[q]),
            "chips": g.chips[q] if g.rules.chips else None, "wins": g.round_wins[q],
            "out": obs["out"][q], "current": q == g.current_player,
            "first": q == g.first_player, "row": obs["rows"][q]} for q in range(g.n_players)]
        self.me, self.current, self.phase, self.pile = 0, g.current_player, g.phase, obs["pile"]
        self.drawn = obs["drawn"]
        self.turn = turn_state(g)
        self.history = [{**{k: h.get(k) for k in ("round", "attacker", "target", "index",
                                                  "number", "hit", "card", "streak",
                                                  "revealed")},
                         "text": record_text(self._name, self.lang, h)} for h in g.history]
        self.result = self._result()
        self.status = self._prompt()

    def _result(self) -> dict | None:
        g, lang = self._game, self.lang
        if g.phase not in (ROUND_OVER, GAME_OVER):
            return None
        over = g.phase == GAME_OVER
        winners = g.winners if over else [g.round_winner]
        if over:
            text = t("algo.widget.game_won", lang, rounds=g.round,
                     names=", ".join(self._name(q) for q in winners))
        else:
            text = t("algo.widget.round_won", lang, name=self._name(g.round_winner),
                     round=g.round, rounds=g.rounds)
        return {"round": g.round, "rounds": g.rounds, "game_over": over,
                "winners": list(winners), "text": text}

    def _prompt(self) -> str:
        g, lang = self._game, self.lang
        if g.phase in (ROUND_OVER, GAME_OVER):
            return self._result()["text"]
        last = [h for h in g.history if h["round"] == g.round]
        lead = record_text(self._name, lang, last[-1]) if last else ""
        return join_sentences(lang, [lead, next_move_text(g, lang, self._name)])

    def _deduction_state(self) -> dict:
        """The deduction panel of the student's view; empty with hints off in a game."""
        if self._game is not None and self.hints == "off":
            return empty_panel()
        return deduction_panel(self.student_view(), self.deduction,
                               self.hints == "probabilities", self.lang)

    def __repr__(self) -> str:
        if self._game is None:
            return f"AlgoWidget(view={self.view_text!r})"
        g = self._game
        return (f"AlgoWidget(n_players={g.n_players}, round={g.round}, phase={g.phase!r}, "
                f"current={g.current_player})")


def _bot_name(bot) -> str:
    return str(getattr(bot, "name", type(bot).__name__))


def _text(exc: Exception, lang: str) -> str:
    return exc.text(lang) if hasattr(exc, "text") else str(exc)
