"""The state of a game of algo (docs/rules/algo.md 3-6): :class:`AlgoGame` and its moves.

What may be done now: :mod:`~gamewidgets.algo.engine.actions`; turn order:
:mod:`~gamewidgets.algo.engine.turn`; chips: :mod:`~gamewidgets.algo.engine.scoring`; the
shuffles: :mod:`~gamewidgets.algo.engine.deal`; what a player sees:
:mod:`~gamewidgets.algo.engine.observation`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gamewidgets.algo.engine import actions, cards, observation, turn
from gamewidgets.algo.engine.actions import (
    attack_action,
    next_round_action,
    place_action,
    stay_action,
)
from gamewidgets.algo.engine.deal import deal_round, first_player_draw
from gamewidgets.algo.engine.options import AlgoRules, check_names
from gamewidgets.algo.engine.order import insert_card
from gamewidgets.algo.engine.scoring import hit_transfers, pay, round_transfers, shares, winners
from gamewidgets.algo.engine.turn import AFTER_HIT, ATTACK, GAME, GAME_OVER, PLACE, ROUND_OVER
from gamewidgets.core.codec import lazy_rng_field, not_saved, ref, saved
from gamewidgets.core.engine import CHANCE, TERMINAL, GameState
from gamewidgets.core.events import Event
from gamewidgets.core.i18n import check_lang
from gamewidgets.core.options import rules_field
from gamewidgets.core.rng import LazyRng

# ---- field codecs -------------------------------------------------------------------------
# A game is saved, restored and copied at every state of the simulation tests: the fields
# that are one number or text, or a flat list of them, are taken as they are.
_PLAIN = {"encode": ref, "decode": ref, "copy": ref}
_FLAT = {"encode": list, "decode": list, "copy": list}


@dataclass(eq=False, init=False, repr=False)
class AlgoGame(GameState):
    """A whole game of algo for 2-4 players (docs/rules/algo.md 3-6).

    Set-up (3, :mod:`~gamewidgets.algo.engine.deal`): the first player (親) is drawn,
    then each round the 24 cards are shuffled and dealt. A turn (4,
    :mod:`~gamewidgets.algo.engine.turn`): the top card of the pile is drawn automatically;
    the player :meth:`attack` s, and after a hit attacks again or :meth:`stay` s; in the
    ``arrange_own_row`` mode a missed card is placed with :meth:`place`. When a round is
    over ``current_player`` is ``CHANCE``, whose action deals the next round
    (:meth:`next_round`); after ``rules.rounds_for(n)`` rounds it is ``TERMINAL``. Every
    move is an action dict given to :meth:`apply` (:mod:`~gamewidgets.algo.engine.actions`).

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
    rows : list of list of RowCard
        Each player's row, left to right, always sorted by key.
    pile : list of Card
        The pile, top card last (hidden from every player).
    drawn : Card or None
        The card the current player drew this turn (secret to them); None with the pile
        empty or between turns.
    phase : str
        One of :data:`~gamewidgets.algo.engine.turn.PHASES`.
    current : int
        The seat to act, or ``CHANCE`` (round over) or ``TERMINAL`` (the end).
    round, first_player, start_player : int
        1-based round number; this round's and the game's first player (親).
    chips, round_wins, penalties : list of int
        Per player: points (6; may go negative; zeros when ``rules.chips`` is off), rounds
        won, penalty points paid (``arrange_own_row`` mode).
    pot : int
        Penalty points waiting for this round's winner (``arrange_own_row`` with chips).
    streak : int
        Hits so far in the current turn.
    turn_own : int or None
        This turn's own attack card once chosen (4.5).
    history : list of dict
        Public attack records ``{"round", "attacker", "target", "index", "number", "hit",
        "card" (token, only on a hit), "streak", "revealed" (token of the attacker's card
        turned face up by a miss, else None)}``; a record is replaced, never changed.
    events : list of Event
        What happened since the current turn began (the first turn of a round also holds
        ``round_start``, the first round ``first_player_draw``); each action's own events
        are returned by :meth:`apply`.
    """

    KIND: ClassVar[str] = "algo.game"

    n_players: int = saved(**_PLAIN)
    seed: int = saved(**_PLAIN)
    rules: AlgoRules = rules_field(AlgoRules)
    lang: str = saved(**_PLAIN)
    names: list = saved(**_FLAT)
    first_draw: list = saved(**_FLAT)
    start_player: int = saved(**_PLAIN)
    round: int = saved(**_PLAIN)
    first_player: int = saved(**_PLAIN)
    current: int = saved(**_PLAIN)
    phase: str = saved(**_PLAIN)
    streak: int = saved(**_PLAIN)
    turn_own: int | None = saved(**_PLAIN)
    round_winner: int | None = saved(**_PLAIN)
    rows: list = saved(encode=cards.encode_rows, decode=cards.decode_rows,
                       copy=cards.copy_rows)
    pile: list = saved(encode=cards.encode_cards, decode=cards.decode_cards, copy=list)
    drawn: cards.Card | None = saved(encode=cards.encode_card, decode=cards.decode_card,
                                     copy=ref)
    chips: list = saved(**_FLAT)
    round_wins: list = saved(**_FLAT)
    penalties: list = saved(**_FLAT)
    pot: int = saved(**_PLAIN)
    # records are never changed once made (a change replaces the dict): lists share them
    history: list = saved(encode=list, decode=lambda d: [dict(h) for h in d], copy=list)
    events: list = saved(encode=lambda evs: [e.to_dict() for e in evs],
                         decode=lambda d: [Event.from_dict(e) for e in d], copy=list)
    rng: LazyRng = lazy_rng_field()
    _new: list = not_saved(default_factory=list, copy=lambda _: [])

    def __init__(self, n_players: int = 2, seed: int = 0, rules: AlgoRules | None = None,
                 lang: str = "en", names=None):
        if type(n_players) is not int or not 2 <= n_players <= 4:
            raise ValueError(f"n_players must be 2, 3 or 4, got {n_players!r}")
        self.rng = LazyRng.seeded(seed)
        self.lang = check_lang(lang)
        self.rules = rules or AlgoRules()
        self.n_players, self.seed = n_players, seed
        self.names = check_names(names, n_players, lang)
        start = self.rules.starting_chips_for(n_players) if self.rules.chips else 0
        self.chips = [start] * n_players
        self.round_wins, self.penalties = [0] * n_players, [0] * n_players
        self.pot = self.round = 0
        self.history, self.events, self._new = [], [], []
        self.round_winner = None
        draws, self.start_player = first_player_draw(self.rng.live(), n_players)
        self.first_draw = [c.token for c in draws]
        self._emit(Event("first_player_draw", {
            "draws": ", ".join(f"{self.names[p]} {c.token}" for p, c in enumerate(draws)),
            "cards": list(self.first_draw), "player": self.start_player,
            "name": self.names[self.start_player]}, GAME))
        self._start_round()

    def __repr__(self) -> str:
        return (f"AlgoGame(n_players={self.n_players}, round={self.round}, "
                f"phase={self.phase!r}, current_player={self.current_player})")

    # ---- the contract -------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        """The seat to act, ``CHANCE`` when a round is over, ``TERMINAL`` at the end."""
        return self.current

    @property
    def is_terminal(self) -> bool:
        """Whether the game is over."""
        return self.phase == GAME_OVER

    def legal_actions(self, player: int | None = None) -> list[dict]:
        """Every legal action of ``player`` (``None``: whoever acts now); see
        :func:`gamewidgets.algo.engine.actions.legal_actions`."""
        return actions.legal_actions(self, player)

    def legal_parts(self, player: int | None = None) -> tuple[list, range, list, list]:
        """The parts of :meth:`legal_actions`, without building every action; see
        :func:`gamewidgets.algo.engine.actions.legal_parts`."""
        return actions.legal_parts(self, player)

    def _apply(self, action: dict) -> list[Event]:
        """Apply one action dict (:mod:`gamewidgets.algo.engine.actions`); return its events.

        Raises
        ------
        AlgoRuleError
            If the action is malformed, not the acting seat's, or illegal now; the message
            says what is allowed and the state is unchanged.
        """
        a = actions.check_action(self, action)
        self._new = []
        kind = a["type"]
        if kind == "attack":
            self._attack(a["target"], a["index"], a["number"], a["own_index"])
        elif kind == "stay":
            self._stay(a["position"])
        elif kind == "place":
            self._put_drawn(face_up=True, position=a["position"])
            self._end_turn()
        else:
            self.events = []
            self._start_round()
        return self._new

    def returns(self) -> list[float]:
        """Each player's share of the win: ``1/k`` for each of ``k`` winners, 0 otherwise;
        all zeros before the end."""
        return shares(self.winners, self.n_players)

    def _observe(self, player: int, lang: str | None) -> dict:
        return observation.observe(self, player, lang)

    def view(self, player: int):
        """``player``'s view for deduction; see
        :func:`gamewidgets.algo.engine.observation.player_view`."""
        return observation.player_view(self, player)

    # ---- the named verbs: one action of the current player each -------------------------
    def attack(self, target: int, index: int, number: int, own_index: int | None = None):
        """Attack ``target``'s face-down card ``index`` declaring ``number`` (4); with the
        pile empty in ``own_card`` mode, ``own_index`` is the own attack card (4.5). Returns
        the events; raises AlgoRuleError as :meth:`apply`."""
        return self.apply(attack_action(self.current, target, index, number, own_index))

    def stay(self, position: int | None = None):
        """After a hit, stop attacking (4.4); ``position`` (0..len(row)) only in the
        ``arrange_own_row`` mode with a drawn card, and then required (6). Returns the
        events; raises AlgoRuleError as :meth:`apply`."""
        return self.apply(stay_action(self.current, position))

    def place(self, position: int):
        """``arrange_own_row`` mode, after a miss: put the drawn card face up at
        ``position`` (0..len(row)) (4, 6). Returns the events; raises AlgoRuleError as
        :meth:`apply`."""
        return self.apply(place_action(self.current, position))

    def next_round(self):
        """Deal the next round (5), the chance action of a finished round. Returns the
        events; raises AlgoRuleError unless the round is over."""
        return self.apply(next_round_action())

    # ---- what everybody can tell ----------------------------------------------------------
    @property
    def rounds(self) -> int:
        """Rounds in this game (``rules.rounds_for(n_players)``)."""
        return self.rules.rounds_for(self.n_players)

    @property
    def pile_size(self) -> int:
        """Cards left in the pile."""
        return len(self.pile)

    @property
    def out(self) -> list[bool]:
        """Per player: no face-down card left, out of this round (5)."""
        return [turn.is_out(row) for row in self.rows]

    def is_out(self, player: int) -> bool:
        """Whether ``player`` (0-based) has no face-down card (5)."""
        return turn.is_out(self.rows[player])

    def face_down(self, player: int) -> list[int]:
        """0-based indexes of the face-down cards of ``player`` (0-based)."""
        return turn.face_down(self.rows[player])

    @property
    def own_card_mode(self) -> bool:
        """Whether the attack card is one of the attacker's own: an attack phase with the
        pile empty and ``rules.empty_pile == "own_card"`` (4.5)."""
        return self.drawn is None and self.rules.empty_pile == "own_card" \
            and self.phase in turn.ATTACKING

    def cards_accounted(self) -> int:
        """Cards in rows + pile + the drawn card (always 24)."""
        return sum(map(len, self.rows)) + len(self.pile) + (self.drawn is not None)

    @property
    def winners(self) -> list[int]:
        """Winners once the game is over, else ``[]`` (5): with chips the most points,
        else the most round wins; equal ones share."""
        if not self.is_terminal:
            return []
        return winners(self.chips if self.rules.chips else self.round_wins)

    # ---- the moves ----------------------------------------------------------------------
    def _emit(self, event: Event) -> None:
        """Record ``event`` in the turn's ``events`` and in the current action's result."""
        self.events.append(event)
        self._new.append(event)

    def _event(self, kind: str, player: int, **data) -> None:
        self._emit(Event(kind, {"player": player, "name": self.names[player], **data}, GAME))

    def _start_round(self) -> None:
        self.round += 1
        n = self.n_players
        self.first_player = (self.start_player + self.round - 1) % n
        size = self.rules.deal_size(n)
        self.rows, self.pile = deal_round(self.rng.live(), n, self.first_player, size)
        self.drawn = self.round_winner = None
        self._emit(Event("round_start", {
            "round": self.round, "rounds": self.rounds, "deal": size,
            "player": self.first_player, "name": self.names[self.first_player]}, GAME))
        self._start_turn(self.first_player, new_round=True)

    def _start_turn(self, player: int, new_round: bool = False) -> None:
        if not new_round:
            self.events = []
        self.current, self.phase = player, ATTACK
        self.streak, self.turn_own = 0, None
        self._event("turn", player)
        if self.pile:
            self.drawn = self.pile.pop()
            self._event("drew", player, card=self.drawn.token, color=self.drawn.color)
        else:
            self.drawn = None
            self._event("pile_empty" if self.own_card_mode else "pile_empty_guess", player)

    def _end_turn(self) -> None:
        alive = turn.in_round(self.rows)
        if len(alive) == 1:
            self._end_round(alive[0])
        else:
            self._start_turn(turn.next_seat(self.rows, self.current))

    def _attack(self, target: int, index: int, number: int, own) -> None:
        me = self.current
        rc = self.rows[target][index]
        hit = rc.card.number == number
        common = {"target": target, "target_name": self.names[target], "index": index,
                  "position": index + 1, "number": number}
        self._event("attack", me, color=rc.card.color, own_index=own, **common)
        record = {"round": self.round, "attacker": me, "target": target, "index": index,
                  "number": number, "hit": hit, "streak": 0, "revealed": None}
        self.history.append(record)
        if hit:
            rc.face_up = True
            self.streak += 1
            self.turn_own = own
            record.update(card=rc.card.token, streak=self.streak)
            self._event("hit", me, card=rc.card.token, streak=self.streak, **common)
            if self.rules.chips:
                self._pay(hit_transfers(me, target, self.streak, rc.card))
            if self.is_out(target):
                self._event("out", target)
            if len(turn.in_round(self.rows)) == 1:
                self._end_round(me)
            else:
                self.phase = AFTER_HIT
            return
        rc.failed.add(number)
        self._event("miss", me, **common)
        if self.drawn is not None:
            if self.rules.arrange_own_row:
                self.phase = PLACE
                return
            self._put_drawn(face_up=True, position=None)
        elif own is not None:
            mine = self.rows[me][own]
            mine.face_up = True
            self.history[-1] = {**record, "revealed": mine.card.token}
            self._event("own_revealed", me, card=mine.card.token, index=own, position=own + 1)
            if self.is_out(me):
                self._event("out", me)
        else:
            self._event("no_reveal", me)
        self._end_turn()

    def _stay(self, position) -> None:
        if self.drawn is None:
            self._event("stay_own", self.current)
        else:
            self._put_drawn(face_up=False, position=position)
        self._end_turn()

    def _put_drawn(self, face_up: bool, position) -> None:
        """Insert the drawn card into the current player's row by the order rule; in
        ``arrange_own_row`` mode a wrong ``position`` costs the penalty first (6)."""
        me, card = self.current, self.drawn
        right = insert_card(self.rows[me], card, face_up)
        if position is not None and position != right:
            pen = self.rules.misplace_penalty
            self._event("misplaced", me, given=position + 1, correct=right + 1, penalty=pen)
            self.penalties[me] += pen
            if self.rules.chips:
                self.chips[me] -= pen
                self.pot += pen
        self.drawn = None
        if face_up:
            self.history[-1] = {**self.history[-1], "revealed": card.token}
            self._event("revealed", me, card=card.token, index=right, position=right + 1)
        else:
            self._event("stay", me, index=right, position=right + 1)

    def _pay(self, transfers: list) -> None:
        pay(self.chips, transfers)
        for kind, to, frm, points, data in transfers:
            self._event(kind, to, target=frm, target_name=self.names[frm], points=points,
                        **data)

    def _end_round(self, winner: int) -> None:
        if self.drawn is not None:
            self.pile.append(self.drawn)
            self.drawn = None
        self.round_winner = winner
        self.round_wins[winner] += 1
        self._event("round_won", winner, round=self.round, wins=self.round_wins[winner])
        if self.rules.chips:
            self._pay(round_transfers(winner, self.rows[winner], self.n_players))
            if self.pot:
                self.chips[winner] += self.pot
                self._event("pot_taken", winner, points=self.pot)
                self.pot = 0
        self.streak, self.turn_own = 0, None
        if self.round >= self.rounds:
            self.phase, self.current = GAME_OVER, TERMINAL
            won = self.winners
            self._emit(Event("game_over", {
                "rounds": self.round, "winners": won,
                "names": ", ".join(self.names[p] for p in won)}, GAME))
        else:
            self.phase, self.current = ROUND_OVER, CHANCE

