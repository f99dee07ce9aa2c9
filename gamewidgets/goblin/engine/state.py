"""A game of Goblin Escape (脱出ゴブリン) as an engine state (docs/rules/goblin.md 2-6); how
a turn maps to the engine contract: :mod:`gamewidgets.goblin.engine.turn`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gamewidgets.core.codec import flat_list_field, not_saved, read_fields, ref, saved, value_field
from gamewidgets.core.engine import SIMULTANEOUS, TERMINAL, GameState, check_phase, check_seat
from gamewidgets.core.i18n import check_lang
from gamewidgets.core.options import read_rules, rules_field
from gamewidgets.core.rng import check_seed, make_rng
from gamewidgets.core.text import Msg
from gamewidgets.goblin.engine import codec, turn
from gamewidgets.goblin.engine.actions import CHOOSE_ACTION, PICK_TARGET, normalize_action
from gamewidgets.goblin.engine.errors import GoblinRuleError, now_hint
from gamewidgets.goblin.engine.observation import observe
from gamewidgets.goblin.engine.options import GoblinRules
from gamewidgets.goblin.engine.resolution import game_end, resolve_turn, winners_of
from gamewidgets.goblin.engine.steps import Step, check_name, game_over_step, player_name
from gamewidgets.goblin.engine.turn import CHOOSE, LEGAL, OVER, TARGET
from gamewidgets.goblin.engine.whatif import what_if

_DEFAULT_RULES = GoblinRules()  # immutable, so one shared object saves validating it per game


@dataclass(eq=False, init=False)
class GoblinGame(GameState):
    """A whole game of Goblin Escape for 3-6 goblins (docs/rules/goblin.md 2-6).

    Chance: a ``random.Random(seed)`` made for the set-up shuffles the tunnel deck and is
    dropped; nothing else is random. So the game keeps no generator: the dealt deck
    (``deck``, ``out_of_game``, saved) is all of its chance, and it has no chance node.

    Parameters
    ----------
    n_players : int
        ``rules.min_players`` to ``rules.max_players`` (3 to 6). Players are 0..n-1.
    seed : int
        Seed of the set-up's shuffle of the tunnel deck: same seed, same game.
    rules : GoblinRules, optional
        Rules options; ``rules.tunnel_deck`` fixes the deck for a scenario.
    lang : {"en", "ja"}
        Language of error messages: every refusal (a :class:`GoblinRuleError`, the game
        unchanged) is worded in it and ends with what is allowed now.
    names : list of str, optional
        Player names for step sentences (at most
        :data:`~gamewidgets.goblin.engine.steps.MAX_NAME` characters each); default
        "Goblin 1".. / "ゴブリン1"...
    record : bool
        Whether resolving a turn records its steps (default). ``False`` is the lean path
        for simulations: same rules, same state afterwards, no steps (not saved: a
        restored game records).

    Raises
    ------
    ValueError
        If ``n_players`` is out of range, ``names`` has the wrong length or a name is too
        long, or ``lang`` is unknown (``TypeError`` if ``seed`` is not an int).

    Attributes
    ----------
    rules : GoblinRules
    meat, alive : list of int, list of bool
        Meat counters (肉) per player (a goblin out of the game keeps its last count), and
        whether each goblin is still in the game.
    store : int
        Meat in the common store (共通の食料置き場).
    last_action : list of str or None
        Each goblin's action of the previous resolved turn (None before the first); that
        action may not be chosen this turn (docs/rules/goblin.md 3).
    tunnel_turned, deck, out_of_game : list of str
        Tunnel cards turned up so far, in order (public); the unturned deck, TOP CARD LAST
        (hidden; see :attr:`tunnel_remaining`); the cards left out at set-up (hidden).
    turn : int
        1-based number of the current turn (the last turn played once over).
    phase : {"choose", "target", "over"}
    choices, targets : list
        This turn's secret choices (None: not chosen / out of the game) and steal targets
        (set after the reveal).
    end : {"exit", "all_starved", "last_goblin", "turn_limit"} or None
        Why the game ended; ``winners`` (list of int) who won (docs/rules/goblin.md 5).
    last_steps : list of Step
        The steps of the last resolved turn (``[]`` if it was resolved without records).
    history : list of dict
        One public, read-only record per resolved turn
        (:func:`~gamewidgets.goblin.engine.codec.new_record`), shared by clones and saved
        states, never changed.
    """

    KIND: ClassVar[str] = "goblin.game"
    SETUP: ClassVar[tuple[str, ...]] = ("n_players", "seed", "rules", "names")
    VIEW: ClassVar[tuple[str, ...]] = ("last_steps",)

    rules: GoblinRules = rules_field()
    n_players: int = value_field()
    seed: int = value_field()
    names: tuple | None = saved(encode=codec.names_encode, copy=ref)
    deck: list = flat_list_field()
    out_of_game: list = flat_list_field()
    tunnel_turned: list = flat_list_field()
    meat: list = flat_list_field()
    alive: list = flat_list_field()
    last_action: list = flat_list_field()
    choices: list = flat_list_field()
    targets: list = flat_list_field()
    last_out: list = flat_list_field()
    store: int = value_field()
    turn: int = value_field()
    phase: str = value_field()
    end: str | None = value_field()
    winners: list = flat_list_field()
    history: list = saved(encode=codec.history_encode, copy=list)
    last_steps: list = saved(encode=codec.steps_recorded, copy=list)
    record: bool = not_saved(copy=ref, default=True)
    lang: str = not_saved(copy=ref, default="en")  # refusals' language; never saved

    def __init__(self, n_players: int = 3, seed: int = 0, rules: GoblinRules | None = None,
                 lang: str = "en", names=None, record: bool = True):
        rules = rules or _DEFAULT_RULES
        n = rules.check_players(n_players)
        self.lang = check_lang(lang)
        names = None if names is None else _names(names, n)
        self.rules, self.n_players, self.seed, self.names = rules, n, seed, names
        self.deck, self.out_of_game = rules.deal_tunnel(n, make_rng(seed))
        self.meat, self.alive = [rules.starting_meat] * n, [True] * n
        self.last_action, self.choices, self.targets = [None] * n, [None] * n, [None] * n
        self.tunnel_turned, self.last_out, self.winners = [], [], []
        self.store, self.turn, self.phase, self.end = 0, 1, CHOOSE, None
        self.history, self.last_steps, self.record = [], [], record

    def __repr__(self) -> str:
        return (f"GoblinGame(n_players={self.n_players}, turn={self.turn}, phase={self.phase!r}, "
                f"meat={self.meat}, store={self.store})")

    # ---- the engine contract ------------------------------------------------------------
    @property
    def current_player(self) -> int:
        """``SIMULTANEOUS`` while choosing (and picking targets with ``target_order="any"``),
        the stealer to pick in seat order, ``TERMINAL`` once over."""
        if self.phase == CHOOSE:
            return SIMULTANEOUS
        if self.phase == TARGET:
            return SIMULTANEOUS if self.rules.target_order == "any" else self.to_pick[0]
        return TERMINAL

    def acting_seats(self) -> list[int]:
        """Goblins still to choose, or the stealers to pick now (see
        :class:`~gamewidgets.core.engine.GameState`)."""
        if self.phase == CHOOSE:
            return self.to_choose
        if self.phase == TARGET:
            return self.to_pick if self.rules.target_order == "any" else self.to_pick[:1]
        return []

    def legal_actions(self, player: int | None = None) -> list[dict]:
        """The actions ``player`` (a seat; None: every seat, in order) may apply now.

        While choosing, ``{"type": "choose", "player": player, "action": a}`` for each card
        the no-repeat rule leaves (order dig, rest, steal) if the goblin is in the game and
        has not chosen yet; after the reveal, ``{"type": "pick_target", "player": player,
        "target": r}`` for each rester ``r`` if it is that stealer's pick; else ``[]``
        (docs/rules/goblin.md 3, 3.1). Raises :class:`GoblinRuleError` if ``player`` is
        not a seat.
        """
        if type(player) is not int or not 0 <= player < self.n_players:
            if player is None:
                return [a for p in range(self.n_players) for a in self.legal_actions(p)]
            self._seat(player)
        if self.phase == CHOOSE:  # the hot path of bot games: no call, no comprehension
            if self.choices[player] is not None or not self.alive[player]:
                return []
            legal = []
            for card in LEGAL[self.last_action[player]]:
                legal.append({"type": CHOOSE_ACTION, "player": player, "action": card})
            return legal
        if self.phase == TARGET:
            return turn.target_actions(player, self.alive, self.choices, self.targets,
                                       self.rules.target_order == "seat")
        return []

    def validate(self, action: dict) -> dict:
        """Check ``action`` as :meth:`apply` does (raising the same errors), without
        applying it; return it with its card normalised (``"Dig"``, ``"掘る"`` -> ``"dig"``)."""
        return self._refusing(self._checked, action)

    def apply(self, action: dict) -> list[Step]:
        """Apply a choice or a steal target; the last one of a turn reveals and resolves it.

        Parameters
        ----------
        action : dict
            ``{"type": "choose", "player": p, "action": "dig" | "rest" | "steal"}`` (the
            card as a person may type it: "Dig", 掘る) or ``{"type": "pick_target",
            "player": p, "target": q}``.

        Returns
        -------
        list of Step
            The steps of the turn this action completed (steal -> dig -> rest, food checks,
            drop-outs, ``game_over``; docs/rules/goblin.md 3.1-5), else (or lean) ``[]``.

        Raises
        ------
        GoblinRuleError
            Not an action of this game or phase; not a player; a goblin out, that has
            chosen or chose that card last turn (``error.allowed``: the allowed cards); not
            the stealer to pick; a target who did not rest. The game is then unchanged.
        """
        return self._refusing(super().apply, action)  # which adds what is allowed now

    def _checked(self, action) -> dict:
        return turn.check_action(action, self.phase, self.alive, self.choices, self.targets,
                                 self.last_action, self.rules.target_order == "seat")

    def _apply(self, action: dict) -> list[Step]:
        action = self._checked(action)
        p = action["player"]
        if action["type"] == CHOOSE_ACTION:
            self.choices[p] = action["action"]
            if self.choices.count(None) > self.alive.count(False):  # someone still to choose
                return []
            return self._reveal(self.record)
        self.targets[p] = action["target"]
        return [] if self.to_pick else self._resolve(self.record)

    @property
    def is_terminal(self) -> bool:
        """Whether the game has ended (docs/rules/goblin.md 5)."""
        return self.phase == OVER

    def returns(self) -> list[float]:
        """Each player's share of the win: ``1/k`` for each of ``k`` winners, else 0."""
        won = self.winners
        return [1.0 / len(won) if p in won else 0.0 for p in range(self.n_players)]

    def _observe(self, player: int, lang: str | None) -> dict:
        return observe(self, self._seat(player), lang)

    @classmethod
    def _start(cls, setup: dict, view: dict) -> GoblinGame:
        """A new game from a save's set-up (see :meth:`GameState.from_dict`), each field
        checked as the constructor checks it; lean (its steps are resolved once, for the
        last turn, by :meth:`_replayed`)."""
        read_fields("view", view, {"last_steps": _flag})
        got: dict = {}
        read_fields("setup", setup, {
            "rules": lambda d: read_rules(GoblinRules, d),
            "n_players": lambda n: got["rules"].check_players(n), "seed": check_seed,
            "names": lambda v: None if v is None else _names(v, got["n_players"]),
        }, got)
        return cls(got["n_players"], got["seed"], got["rules"], names=got["names"],
                   record=False)

    def _first(self) -> GoblinGame:
        game = super()._first()
        game.record = True  # a replay's states step as the game did (not lean as a load)
        return game

    def _replayed(self, view: dict) -> None:
        self.record = True
        over = game_over_step(self.winners, self.meat, self.store, self.end, self.turn,
                              self.names) if self.phase == OVER else None
        self.last_steps = codec.replayed_steps(view["last_steps"], self.history, self.rules,
                                               self.names, over)

    def _logged(self, action: dict) -> dict:
        """The action as data, its card as the card's id (``"Dig"`` -> ``"dig"``)."""
        if action.get("type") == CHOOSE_ACTION:
            return {**action, "action": normalize_action(action["action"])}
        return dict(action)

    # ---- the named calls: actions -------------------------------------------------------
    def choose(self, player: int, action: str) -> list[Step]:
        """``player`` chooses ``action`` (dig, rest or steal, any case, or 掘る/休む/奪う; not
        last turn's) in secret (docs/rules/goblin.md 3): :meth:`apply` of ``{"type":
        "choose", ...}``, so it returns ``[]`` or the steps of the turn it completed and
        raises :class:`GoblinRuleError` as :meth:`apply`."""
        return self.apply({"type": CHOOSE_ACTION, "player": player, "action": action})

    def pick_target(self, stealer: int, rester: int) -> list[Step]:
        """``stealer`` picks the rester to steal 1 meat from, after the reveal (the first of
        :attr:`to_pick` with ``rules.target_order == "seat"``; docs/rules/goblin.md 3.1):
        :meth:`apply` of ``{"type": "pick_target", ...}``, returning ``[]`` or the turn's
        steps after the last pick and raising :class:`GoblinRuleError` as :meth:`apply`."""
        return self.apply({"type": PICK_TARGET, "player": stealer, "target": rester})

    def play_turn(self, actions: dict, record: bool | None = None) -> list[Step]:
        """Choose, reveal, pick targets and resolve in one call (scripted scenarios).

        Parameters
        ----------
        actions : dict
            ``{player: action}`` for every living goblin that has not chosen yet this turn;
            an action is ``"dig"``, ``"rest"``, ``"steal"`` or ``("steal", rester)`` (any
            case, or 掘る/休む/奪う). A bare ``"steal"`` is fine when at most one goblin
            rests; with several resters the target must be given. Choices made before
            with :meth:`choose` count too.
        record : bool or None
            Record the steps (``True``) or not (``False``, the lean path); None: as the
            game's ``record``.

        Returns ``[]`` or the turn's steps (the last is ``game_over`` if the game ended);
        raises :class:`GoblinRuleError` as :meth:`apply`, and for a goblin missing, a target
        on dig/rest, or a stealer without target when several goblins rest."""
        self._refusing(check_phase, self.phase, (CHOOSE,), "play_turn(actions)", GoblinRuleError)
        choices, targets = self._refusing(turn.plan_turn, actions, self.alive, self.choices,
                                          self.last_action)
        # every choice and target is checked: applied as the actions they are, so the
        # turn is logged as any other (the last choice or pick resolves it)
        keep, self.record = self.record, self.record if record is None else record
        try:
            steps = []
            for p, card in enumerate(choices):
                if self.choices[p] is None and card is not None:
                    steps = self.apply({"type": CHOOSE_ACTION, "player": p, "action": card})
            while self.phase == TARGET:
                stealer = self.to_pick[0]
                steps = self.apply({"type": PICK_TARGET, "player": stealer,
                                    "target": targets[stealer]})
        finally:
            self.record = keep
        return steps

    # ---- what the calls read ------------------------------------------------------------
    @property
    def tunnel_remaining(self) -> int:
        """Tunnel cards not yet turned up (their order and kinds stay hidden)."""
        return len(self.deck)

    @property
    def living(self) -> list[int]:
        """Players still in the game, in seat order."""
        return [p for p in range(self.n_players) if self.alive[p]]

    @property
    def to_choose(self) -> list[int]:
        """Living players who have not chosen yet this turn (``[]`` outside :data:`CHOOSE`)."""
        if self.phase != CHOOSE:
            return []
        return [p for p in range(self.n_players) if self.alive[p] and self.choices[p] is None]

    @property
    def resters(self) -> list[int]:
        """This turn's resters, once revealed (``[]`` before the reveal)."""
        return turn.resters_of(self.alive, self.choices) if self.phase == TARGET else []

    @property
    def to_pick(self) -> list[int]:
        """Stealers still to pick a target, in seat order (``[]`` outside :data:`TARGET`)."""
        return turn.to_pick_of(self.choices, self.targets) if self.phase == TARGET else []

    def allowed_actions(self, player: int) -> list[str]:
        """The action cards ``player`` may choose this turn: all three but last turn's (the
        no-repeat rule, docs/rules/goblin.md 3), in the order dig, rest, steal, whether or
        not it has chosen already (bots predict the others with it); ``[]`` if it is out
        of the game or the game is over. Raises :class:`GoblinRuleError` if ``player`` is
        not a player."""
        if type(player) is not int or not 0 <= player < self.n_players:
            self._seat(player)
        if not self.alive[player] or self.phase == OVER:
            return []
        return list(LEGAL[self.last_action[player]])

    def target_choices(self, stealer: int) -> list[int]:
        """The resters ``stealer`` may pick now (``[]`` if it is not that stealer's pick)."""
        return [a["target"] for a in self.legal_actions(stealer) if a["type"] == PICK_TARGET]

    def name(self, player: int, lang: str | None = None) -> str:
        """The player's name ("Goblin 1" / "ゴブリン1" if none were given)."""
        return player_name(player, self.names, lang or self.lang)

    def what_if(self, player: int, lang: str | None = None) -> dict:
        """``player``'s meat in the last resolved turn had it chosen each action (public
        information only): :func:`gamewidgets.goblin.engine.whatif.what_if`, in ``lang``
        (default the game's)."""
        return self._refusing(what_if, self, player, lang or self.lang)

    # ---- the turn -----------------------------------------------------------------------
    def _reveal(self, record: bool) -> list[Step]:
        """Phase 2, once every living goblin has chosen: the targets, then the resolution
        unless stealers must pick among several resters (then :data:`TARGET`)."""
        if turn.reveal_targets(self.choices, self.targets):
            self.phase = TARGET
            return []
        return self._resolve(record)

    def _resolve(self, record: bool) -> list[Step]:
        """Steal -> dig -> rest, food checks, drop-outs, the end (docs/rules/goblin.md
        3.1-5), with the steps recorded if ``record``."""
        entry = codec.new_record(self.turn, self.choices, self.targets, self.meat, self.store,
                                 self.alive, self.last_action, len(self.tunnel_turned))
        steps = [] if record else None
        self.store, end, card, out = resolve_turn(self.meat, self.alive, self.store,
                                                   self.choices, self.targets, self.deck,
                                                   self.rules, steps, self.names)
        entry["card"] = card
        self.history.append(entry)
        if card is not None:
            self.tunnel_turned.append(card)
        if out:
            self.last_out = out
        self.last_action = [last if c is None else c
                            for c, last in zip(self.choices, self.last_action, strict=True)]
        end = game_end(end, self.alive, self.turn, self.rules)
        if end is None:
            n = self.n_players
            self.turn, self.phase = self.turn + 1, CHOOSE
            self.choices, self.targets = [None] * n, [None] * n
        else:
            self.end, self.phase = end, OVER
            self.winners = winners_of(self.meat, self.alive, end, self.last_out, self.rules)
            if record:
                steps.append(game_over_step(self.winners, self.meat, self.store, end,
                                            self.turn, self.names))
        self.last_steps = steps if record else []
        return steps if record else []

    # ---- refusals ----------------------------------------------------------------------
    def _now_hint(self) -> Msg:
        return now_hint(self.phase, self.turn, self.to_choose, self.to_pick, self.resters)

    def _refusing(self, call, *args):
        """Return ``call(*args)``; a refusal it raises leaves the game in the game's language
        and, as :meth:`apply`'s do, saying what is allowed now."""
        try:
            return call(*args)
        except GoblinRuleError as exc:
            if exc.hint is None:
                exc.hint = self._now_hint()
            raise exc.named(self.names).in_lang(self.lang) from None

    def _seat(self, player) -> int:
        return self._refusing(check_seat, player, self.n_players, GoblinRuleError)


def _flag(value) -> bool:
    if type(value) is not bool:
        raise TypeError(f"a bool, got {value!r}")
    return value


def _names(names, n: int) -> tuple:
    names = tuple(check_name(x) for x in names)
    if len(names) != n:
        raise ValueError(f"names must hold {n} names, got {len(names)}")
    return names
