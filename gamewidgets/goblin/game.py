"""A game of Goblin Escape (脱出ゴブリン): set-up, secret choices, reveal, resolution, end.

:class:`GoblinGame` follows rules/goblin.md sections 2-6. A turn has phases
:data:`CHOOSE` (every living goblin calls :meth:`~GoblinGame.choose` in secret) ->
:meth:`~GoblinGame.reveal` -> :data:`TARGET` (only if a stealer must pick among several
resters: :meth:`~GoblinGame.pick_target`, seat order) -> :data:`RESOLVE`
(:meth:`~GoblinGame.resolve` returns the steps) -> the next turn's :data:`CHOOSE`, or
:data:`OVER`. :meth:`~GoblinGame.play_turn` does a whole turn in one call. One
``random.Random(seed)`` owned by the game shuffles the tunnel deck; nothing else is random.
"""

from __future__ import annotations

from gamewidgets.core.rng import make_rng
from gamewidgets.goblin.actions import TypedActions
from gamewidgets.goblin.game_codec import CodecMixin
from gamewidgets.goblin.game_errors import GoblinRuleError, Msg, Words
from gamewidgets.goblin.rules import ACTIONS, EXIT, GoblinRules
from gamewidgets.goblin.turn import CHOOSE, OVER, PHASES, RESOLVE, TARGET, TurnMixin
from gamewidgets.goblin.whatif import what_if

__all__ = ["CHOOSE", "OVER", "PHASES", "RESOLVE", "TARGET", "GoblinGame"]

# Legal actions by last action (the no-repeat rule), computed once for the hot path.
_LEGAL = {last: tuple(a for a in ACTIONS if a != last) for last in (None, *ACTIONS)}
_DEFAULT_RULES = GoblinRules()  # immutable, so one shared object saves validating it per game


class GoblinGame(TurnMixin, CodecMixin):
    """A whole game of Goblin Escape for 3-6 goblins (rules/goblin.md 2-6).

    Parameters
    ----------
    n_players : int
        ``rules.min_players`` to ``rules.max_players`` (3 to 6). Players are 0..n-1.
    seed : int
        Seed of the game's random generator (the tunnel deck shuffle): same seed, same game.
    rules : GoblinRules, optional
        Rules options; ``rules.tunnel_deck`` fixes the deck for a scenario.
    lang : {"en", "ja"}
        Language of error messages.
    names : list of str, optional
        Player names for step sentences; default "Goblin 1".. / "ゴブリン1"...

    Raises
    ------
    ValueError
        If ``n_players`` is out of range, ``names`` has the wrong length or ``lang`` is
        unknown.
    TypeError
        If ``seed`` is not an int.

    Attributes
    ----------
    rules : GoblinRules
    meat : list of int
        Meat counters (肉) per player; a goblin out of the game keeps its last count.
    store : int
        Meat in the common store (共通の食料置き場).
    alive : list of bool
        Whether each goblin is still in the game.
    last_action : list of str or None
        Each goblin's action of the previous resolved turn (None before the first); that
        action may not be chosen this turn (section 3).
    tunnel_turned : list of str
        Tunnel cards turned up so far, in order (public).
    deck : list of str
        The unturned tunnel deck, TOP CARD LAST (hidden; see :attr:`tunnel_remaining`).
    out_of_game : list of str
        Tunnel cards left out at set-up (hidden, never used).
    turn : int
        1-based number of the current turn (the last turn played once over).
    phase : {"choose", "target", "resolve", "over"}
    choices : list of str or None
        This turn's secret choices (None: not chosen / out of the game).
    targets : list of int or None
        This turn's steal targets (set after the reveal).
    end : {"exit", "all_starved", "last_goblin", "turn_limit"} or None
        Why the game ended.
    last_steps : list of Step
        The steps of the last resolved turn (``[]`` if it was resolved without records).
    history : list of dict
        One public, read-only record per resolved turn: ``turn``, ``choices``, ``targets``,
        ``meat_before``, ``store_before``, ``alive_before``, ``last_before`` (tuples, one
        item per player), ``turned_before`` (tunnel cards turned before the turn), ``card``
        (turned, or None). Records are shared by clones and saved states, never changed.
    """

    def __init__(self, n_players: int = 3, seed: int = 0, rules: GoblinRules | None = None,
                 lang: str = "en", names=None):
        from gamewidgets.core.i18n import check_lang

        rules = rules or _DEFAULT_RULES
        n = rules.check_players(n_players)
        self.lang = check_lang(lang)
        if names is not None:
            names = tuple(str(x) for x in names)
            if len(names) != n:
                raise ValueError(f"names must hold {n} names, got {len(names)}")
        self.rules, self.n_players, self.seed, self.names = rules, n, seed, names
        self._rng = make_rng(seed)
        if rules.tunnel_deck is not None:
            top_first, self.out_of_game = list(rules.tunnel_deck), []
        else:
            cards = rules.box_cards()[:-1]
            self._rng.shuffle(cards)
            pile, self.out_of_game = cards[:4 * n], cards[4 * n:]
            # The seed: take `players` cards from the pile, shuffle the exit in with them
            # and put them under the pile, so the exit is among the last players + 1.
            bottom = pile[:n] + [EXIT]
            self._rng.shuffle(bottom)
            top_first = pile[n:] + bottom
        self.deck = top_first[::-1]
        self.tunnel_turned: list[str] = []
        self.meat = [rules.starting_meat] * n
        self.store = 0
        self.alive = [True] * n
        self.last_action: list[str | None] = [None] * n
        self.turn = 1
        self.phase = CHOOSE
        self.choices: list[str | None] = [None] * n
        self.targets: list[int | None] = [None] * n
        self.end: str | None = None
        self.last_out: list[int] = []
        self._winners: list[int] = []
        self.last_steps: list = []
        self.history: list[dict] = []

    # ---- state access -----------------------------------------------------------------
    @property
    def rng(self):
        """The game's ``random.Random``; it only shuffles the tunnel deck at set-up (a
        restored game gets a fresh one seeded with :attr:`seed`, made when first asked)."""
        if self._rng is None:
            self._rng = make_rng(self.seed)
        return self._rng

    @property
    def tunnel_remaining(self) -> int:
        """Tunnel cards not yet turned up (their order and kinds stay hidden)."""
        return len(self.deck)

    @property
    def is_over(self) -> bool:
        """Whether the game has ended (section 5)."""
        return self.phase == OVER

    is_terminal = is_over

    @property
    def winners(self) -> list[int]:
        """Winners once over (section 5; see :func:`~gamewidgets.goblin.resolution.winners_of`),
        else ``[]``."""
        return list(self._winners) if self.phase == OVER else []

    def returns(self) -> list[float]:
        """Each player's share of the win: ``1/k`` for each of ``k`` winners, else 0."""
        won = self.winners
        return [1.0 / len(won) if p in won else 0.0 for p in range(self.n_players)]

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
        if self.phase not in (TARGET, RESOLVE):
            return []
        return [p for p in range(self.n_players) if self.alive[p] and self.choices[p] == "rest"]

    @property
    def to_pick(self) -> list[int]:
        """Stealers still to pick a target, in seat order (``[]`` outside :data:`TARGET`)."""
        if self.phase != TARGET:
            return []
        return [p for p in range(self.n_players)
                if self.choices[p] == "steal" and self.targets[p] is None]

    def legal_actions(self, player: int) -> list[str]:
        """Actions ``player`` may choose this turn: all three but last turn's (section 3).

        Returns
        -------
        list of str
            In the order dig, rest, steal; ``[]`` if the player is out of the game or the
            game is over. It does not depend on whether the player has chosen already.

        Raises
        ------
        GoblinRuleError
            If ``player`` is not a player.
        """
        if type(player) is not int or not 0 <= player < self.n_players:
            self._check_player(player)
        if not self.alive[player] or self.phase == OVER:
            return []
        return list(_LEGAL[self.last_action[player]])

    def name(self, player: int, lang: str | None = None) -> str:
        """The player's name ("Goblin 1" / "ゴブリン1" if none were given)."""
        from gamewidgets.goblin.steps import player_name

        return player_name(player, self.names, lang or self.lang)

    # ---- errors -----------------------------------------------------------------------
    def _now(self) -> Msg:
        if self.phase == CHOOSE:
            waiting = self.to_choose
            if not waiting:
                return Msg("goblin.now.reveal", turn=self.turn)
            return Msg("goblin.now.choose", turn=self.turn, players=Words(waiting))
        if self.phase == TARGET:
            return Msg("goblin.now.target", stealer=self.to_pick[0],
                       resters=Words(self.resters))
        return Msg(f"goblin.now.{self.phase}")

    def _error(self, message_id: str, allowed_values=None, **fields) -> GoblinRuleError:
        return GoblinRuleError(message_id, self._now(), self.lang,
                               allowed_values=allowed_values, **fields)

    def _check_phase(self, phase: str, call: str) -> None:
        if self.phase != phase:
            raise self._error("goblin.error.wrong_phase", call=call)

    def _check_player(self, player) -> None:
        if isinstance(player, bool) or not isinstance(player, int) \
                or not 0 <= player < self.n_players:
            raise self._error("goblin.error.bad_player", list(range(self.n_players)),
                              player=repr(player), last=self.n_players - 1)

    def _check_choice(self, player, action) -> None:
        """Raise unless ``player`` may choose ``action`` now (phase already checked)."""
        if type(player) is not int or not 0 <= player < self.n_players:
            self._check_player(player)
        if self.choices[player] is None and self.alive[player] \
                and action != self.last_action[player] and action in _LEGAL[None]:
            return  # the common case, checked cheaply
        if not self.alive[player]:
            raise self._error("goblin.error.dead", player=player)
        if self.choices[player] is not None:
            raise self._error("goblin.error.chosen_twice", player=player)
        legal = self.legal_actions(player)
        if action not in ACTIONS:
            raise self._error("goblin.error.unknown_action", legal, action=repr(action),
                              allowed=TypedActions(legal))
        if action not in legal:
            raise self._error("goblin.error.repeat", legal, player=player,
                              action=Words([action], "goblin.action."),
                              allowed=TypedActions(legal))

    def what_if(self, player: int, lang: str | None = None) -> dict:
        """How ``player``'s meat would have changed with each action in the last resolved turn.

        See :func:`gamewidgets.goblin.whatif.what_if` (public information only).
        """
        return what_if(self, player, lang or self.lang)
