"""The game of algo for 2-4 players: set-up, state, legal actions (rules/algo.md sections 3-6).

An :class:`AlgoGame` is an OpenSpiel-like state: explicit phases, ``current_player``,
``legal_actions()``, ``apply(action)``, ``is_terminal``, ``returns()``, ``clone()``,
``to_dict()``/``from_dict()``, ``observation(player)`` and ``view(player)``. One
``random.Random(seed)`` owned by the state makes every random choice (the shuffles).
The turn itself (attack, stay, place, round end, chips) is in :mod:`gamewidgets.algo.turn`.
"""

from __future__ import annotations

from gamewidgets.algo.actions import Attack, NextRound, Place, Stay, action_from_dict
from gamewidgets.algo.cards import all_cards
from gamewidgets.algo.game_codec import CodecMixin
from gamewidgets.algo.game_errors import AlgoRuleError, Msg
from gamewidgets.algo.rules import AlgoRules
from gamewidgets.algo.turn import GAME, TurnMixin
from gamewidgets.core.events import Event
from gamewidgets.core.i18n import check_lang, t
from gamewidgets.core.rng import make_rng

ATTACK = "attack"
"""Phase: the current player must attack (a card was drawn, or the pile is empty)."""
AFTER_HIT = "after_hit"
"""Phase: the last attack hit; attack again with the same card, or stay."""
PLACE = "place"
"""Phase (``arrange_own_row`` mode only): a failed attack; the attacker places the card."""
ROUND_OVER = "round_over"
"""Phase: the round is won; call ``next_round()``."""
GAME_OVER = "game_over"
"""Phase: the last round is over (terminal)."""
PHASES = (ATTACK, AFTER_HIT, PLACE, ROUND_OVER, GAME_OVER)
_RESERVED_NAMES = ("me", "deck", "drawn")


class AlgoGame(TurnMixin, CodecMixin):
    """A whole game of algo for 2-4 players (rules/algo.md sections 3-6).

    Set-up (section 3): each player draws one card of the shuffled 24; the smallest card by
    the order rule makes its drawer the first player (親); the cards go back. Each round the
    24 cards are shuffled and ``rules.deal_size(n)`` dealt to each player; rows are sorted
    face down; the rest is the pile. Round 1 starts with the first player of the draw, each
    later round with the next seat (section 5).

    A turn (section 4): the top card of the pile is drawn automatically (phase
    :data:`ATTACK`); :class:`Attack` a face-down card of another player. A hit turns it face
    up (phase :data:`AFTER_HIT`: attack again with the same drawn card, or :class:`Stay`:
    the drawn card goes face down into the own row). A miss puts the drawn card face up into
    the attacker's row (in ``arrange_own_row`` mode phase :data:`PLACE` first asks where)
    and the turn passes to the next seat that still has a face-down card. Empty pile:
    section 4.5 (see :class:`~gamewidgets.algo.AlgoRules` ``empty_pile``). The last player
    with a face-down card wins the round (:data:`ROUND_OVER`, :class:`NextRound`); after
    ``rules.rounds_for(n)`` rounds the game is over (:data:`GAME_OVER`).

    Parameters
    ----------
    n_players : int
        2 to 4, numbered 0..n-1 in seat order.
    seed : int
        Seed of the game's one random generator: same seed, same game.
    rules : AlgoRules, optional
        Rules options; default the basic game without chips.
    lang : {"en", "ja"}
        Language of error messages (``str(error)``) and default names.
    names : sequence of str, optional
        Player names (default "Player 1", ...); distinct, non-empty, without ``:`` or ``;``
        and not ``me``, ``deck`` or ``drawn`` (the names of rows in :meth:`view`).

    Raises
    ------
    ValueError
        If ``n_players`` is not 2..4, ``lang`` unknown or ``names`` unusable.
    TypeError
        If ``seed`` is not an int.

    Attributes
    ----------
    rules : AlgoRules
    names : list of str
    rows : list of list of RowCard
        Each player's row, left to right, always sorted by key.
    pile : list of Card
        The pile, top card last (hidden from every player).
    drawn : Card or None
        The card the current player drew this turn (secret to them); None with the pile
        empty or between turns.
    phase : str
        One of :data:`PHASES`.
    round : int
        1-based round number.
    first_player : int
        This round's first player (親).
    chips : list of int
        Each player's points (section 6; may go negative); zeros when ``rules.chips`` is off.
    round_wins : list of int
    pot : int
        Penalty points waiting for this round's winner (``arrange_own_row`` with chips).
    penalties : list of int
        Penalty points each player has paid (``arrange_own_row`` mode).
    streak : int
        Hits so far in the current turn.
    history : list of dict
        Public attack records ``{"round", "attacker", "target", "index", "number", "hit",
        "card" (token, only on a hit), "streak", "revealed" (token of the attacker's card
        turned face up by a miss, else None)}``.
    events : list of Event
        What happened since the current turn began (``game="algo"``; the first turn of a
        round also holds ``round_start``, the first round ``first_player_draw``); each
        action's own events are returned by :meth:`apply`, and ``history`` keeps every
        attack of the game.
    """

    def __init__(self, n_players: int = 2, seed: int = 0, rules: AlgoRules | None = None,
                 lang: str = "en", names=None):
        if isinstance(n_players, bool) or not isinstance(n_players, int) \
                or not 2 <= n_players <= 4:
            raise ValueError(f"n_players must be 2, 3 or 4, got {n_players!r}")
        self.rng = make_rng(seed)
        self.lang = check_lang(lang)
        self.rules = rules or AlgoRules()
        self.n_players, self.seed = n_players, seed
        self.names = _check_names(names, n_players, lang)
        self.chips = [self.rules.starting_chips_for(n_players) if self.rules.chips else 0] \
            * n_players
        self.round_wins = [0] * n_players
        self.penalties = [0] * n_players
        self.pot = 0
        self.round = 0
        self.history: list[dict] = []
        self.events: list[Event] = []
        self.round_winner: int | None = None
        # Section 3.1: one card each from the shuffled 24, smallest card starts.
        deck = all_cards()
        self.rng.shuffle(deck)
        draws = [deck.pop() for _ in range(n_players)]
        self.start_player = min(range(n_players), key=lambda p: draws[p].key)
        self.first_draw = [c.token for c in draws]
        self._new: list[Event] = []
        self._emit(Event("first_player_draw", {
            "draws": ", ".join(f"{self.names[p]} {c.token}" for p, c in enumerate(draws)),
            "cards": list(self.first_draw), "player": self.start_player,
            "name": self.names[self.start_player]}, GAME))
        self._start_round()

    # ---- state access ------------------------------------------------------------
    @property
    def rounds(self) -> int:
        """Rounds in this game (``rules.rounds_for(n_players)``)."""
        return self.rules.rounds_for(self.n_players)

    @property
    def pile_size(self) -> int:
        """Cards left in the pile."""
        return len(self.pile)

    @property
    def is_terminal(self) -> bool:
        """Whether the game is over."""
        return self.phase == GAME_OVER

    @property
    def out(self) -> list[bool]:
        """Per player: no face-down card left, out of this round (section 5)."""
        return [self.is_out(p) for p in range(self.n_players)]

    def is_out(self, player: int) -> bool:
        """Whether ``player`` (0-based player index) has no face-down card (section 5)."""
        return all(rc.face_up for rc in self.rows[player])

    def face_down(self, player: int) -> list[int]:
        """0-based indexes of the face-down cards of ``player`` (0-based player index)."""
        return [i for i, rc in enumerate(self.rows[player]) if not rc.face_up]

    def cards_accounted(self) -> int:
        """Cards in rows + pile + the drawn card (always 24)."""
        return sum(map(len, self.rows)) + len(self.pile) + (self.drawn is not None)

    @property
    def winners(self) -> list[int]:
        """Winners once the game is over, else ``[]`` (section 5).

        With chips the most points win, else the most round wins; equal ones share.
        """
        if not self.is_terminal:
            return []
        score = self.chips if self.rules.chips else self.round_wins
        return [p for p in range(self.n_players) if score[p] == max(score)]

    def returns(self) -> list[float]:
        """Each player's share of the win: ``1/k`` for each of ``k`` winners, 0 otherwise;
        all zeros before the end."""
        won = self.winners
        return [1.0 / len(won) if p in won else 0.0 for p in range(self.n_players)]

    # ---- legal actions -------------------------------------------------------------
    def legal_actions(self) -> list:
        """Every action allowed now, for :meth:`apply`.

        Returns
        -------
        list
            :data:`ATTACK` / :data:`AFTER_HIT`: an :class:`Attack` for every face-down
            card of every other player still in the round and every number 0..11 (nothing
            else is excluded: silly guesses are allowed), times every own face-down card
            as ``own_index`` when the pile is empty in ``own_card`` mode (the turn's card
            once chosen). :data:`AFTER_HIT` adds :class:`Stay` (one per position
            0..len(row) in ``arrange_own_row`` mode with a drawn card). :data:`PLACE`: a
            :class:`Place` per position. :data:`ROUND_OVER`: ``[NextRound()]``.
            :data:`GAME_OVER`: ``[]``.
        """
        slots, numbers, owns, others = self.legal_parts()
        return [Attack(q, i, n, o) for q, i in slots for n in numbers for o in owns] + others

    def legal_parts(self) -> tuple[list, range, list, list]:
        """The parts :meth:`legal_actions` is built from, without building every action.

        Returns
        -------
        slots : list of (int, int)
            ``(target, index)`` of every face-down card of the other players in the round
            (empty outside the attack phases).
        numbers : range
            ``range(12)``: every number may be declared.
        owns : list of int or None
            The ``own_index`` values (``[None]`` unless the pile is empty in own-card mode).
        others : list
            The other legal actions (:class:`Stay`, :class:`Place`, :class:`NextRound`).
            The legal actions are ``Attack(q, i, n, o)`` for ``(q, i)`` in ``slots``, ``n``
            in ``numbers``, ``o`` in ``owns`` (in that nesting order), then ``others``.
        """
        me = self.current_player
        if self.phase in (ATTACK, AFTER_HIT):
            if not self._own_mode():
                owns = [None]
            elif self.turn_own is not None:
                owns = [self.turn_own]
            else:
                owns = self.face_down(me)
            slots = [(q, i) for q in self._targets() for i in self.face_down(q)]
            others = []
            if self.phase == AFTER_HIT:
                if self.drawn is not None and self.rules.arrange_own_row:
                    others = [Stay(p) for p in range(len(self.rows[me]) + 1)]
                else:
                    others = [Stay()]
            return slots, range(12), owns, others
        if self.phase == PLACE:
            return [], range(12), [None], [Place(p) for p in range(len(self.rows[me]) + 1)]
        if self.phase == ROUND_OVER:
            return [], range(12), [None], [NextRound()]
        return [], range(12), [None], []

    def apply(self, action) -> list[Event]:
        """Apply ``action`` (an action object or its ``to_dict()``) and return its events.

        Raises
        ------
        AlgoRuleError
            An unknown action, or whatever :meth:`attack`, :meth:`stay`, :meth:`place`,
            :meth:`next_round` raise; the state is unchanged.
        """
        if isinstance(action, dict):
            try:
                action = action_from_dict(action)
            except ValueError:
                raise self._error("algo.error.game.unknown_action",
                                  action=repr(action)) from None
        if isinstance(action, Attack):
            return self.attack(action.target, action.index, action.number, action.own_index)
        if isinstance(action, Stay):
            return self.stay(action.position)
        if isinstance(action, Place):
            return self.place(action.position)
        if isinstance(action, NextRound):
            return self.next_round()
        raise self._error("algo.error.game.unknown_action", action=repr(action))

    apply_action = apply

    # ---- errors ------------------------------------------------------------------
    def _targets(self) -> list[int]:
        return [q for q in range(self.n_players)
                if q != self.current_player and not self.is_out(q)]

    def _target_list(self) -> str:
        # "target=1 (Ben)": the API index beside the name, so it is not read as a seat number
        return ", ".join(f"target={q} ({self.names[q]})" for q in self._targets())

    def _now(self) -> Msg:
        p = self.current_player
        if self.phase == ATTACK:
            targets = self._target_list()
            if self._own_mode() and self.turn_own is None:
                return Msg("algo.game.now.attack_own", name=self.names[p], player=p,
                           targets=targets, own=_listing(self.face_down(p)))
            return Msg("algo.game.now.attack", name=self.names[p], player=p, targets=targets)
        if self.phase == AFTER_HIT:
            stay = "stay()"
            if self.drawn is not None and self.rules.arrange_own_row:
                stay = f"stay(position), position 0..{len(self.rows[p])}"
            return Msg("algo.game.now.after_hit", name=self.names[p], stay=stay)
        if self.phase == PLACE:
            return Msg("algo.game.now.place", name=self.names[p], last=len(self.rows[p]),
                       card=self.drawn.token)
        return Msg(f"algo.game.now.{self.phase}", round=self.round)

    def _error(self, message_id: str, **fields) -> AlgoRuleError:
        return AlgoRuleError(message_id, self._now(), self.lang, **fields)

    def _check_phase(self, phases, call: str) -> None:
        if self.phase not in phases:
            raise self._error("algo.error.game.wrong_phase", call=call)

    def _check_player(self, player, field: str = "player") -> None:
        if isinstance(player, bool) or not isinstance(player, int) \
                or not 0 <= player < self.n_players:
            raise self._error("algo.error.game.bad_player", field=field, value=repr(player),
                              last=self.n_players - 1)


def _listing(indexes) -> str:
    return ", ".join(map(str, indexes))


def _check_names(names, n: int, lang: str) -> list[str]:
    if names is None:
        return [t("algo.game.default_name", lang, seat=p + 1) for p in range(n)]
    names = list(names)
    if len(names) != n:
        raise ValueError(f"names must give one name per player ({n}), got {len(names)}")
    for name in names:
        if not isinstance(name, str) or not name.strip() or ":" in name or ";" in name \
                or name.strip().lower() in _RESERVED_NAMES:
            raise ValueError(f"player name {name!r} is not usable: a name is non-empty "
                             "text without ':' or ';' and not 'me', 'deck' or 'drawn'")
    names = [name.strip() for name in names]
    if len(set(names)) != n:
        raise ValueError(f"player names must be distinct, got {names!r}")
    return names
