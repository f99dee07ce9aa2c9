"""The state of a game of algo (docs/rules/algo.md 3-6): :class:`AlgoGame` and its moves.

What may be done now: :mod:`~gamewidgets.algo.engine.actions`; turn order:
:mod:`~gamewidgets.algo.engine.turn`; chips: :mod:`~gamewidgets.algo.engine.scoring`; the
shuffles: :mod:`~gamewidgets.algo.engine.deal`; what a player sees:
:mod:`~gamewidgets.algo.engine.observation`; how a game is saved:
:mod:`~gamewidgets.algo.engine.codec`; the attack history: :mod:`~gamewidgets.algo.engine.records`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gamewidgets.algo.engine import actions, codec, observation, records, scoring, turn
from gamewidgets.algo.engine.cards import Card, RowCard, all_cards, card_of
from gamewidgets.algo.engine.deal import deal_round, first_player_draw
from gamewidgets.algo.engine.events import AlgoEvent
from gamewidgets.algo.engine.options import AlgoRules, check_names
from gamewidgets.algo.engine.order import insert_card
from gamewidgets.algo.engine.turn import (
    AFTER_HIT,
    ARRANGE,
    ATTACK,
    GAME,
    GAME_OVER,
    PLACE,
    ROUND_OVER,
    TOSS,
    TOSS_CALL,
    partner,
)
from gamewidgets.core.codec import (
    SaveError,
    flat_list_field,
    lazy_rng_field,
    not_saved,
    read_fields,
    value_field,
)
from gamewidgets.core.engine import CHANCE, TERMINAL, GameState, no_language
from gamewidgets.core.events import Event
from gamewidgets.core.options import read_rules, rules_field
from gamewidgets.core.rng import LazyRng, check_seed


@dataclass(eq=False, init=False, repr=False)
class AlgoGame(GameState):
    """A whole game of algo for 2-4 players (docs/rules/algo.md 3-6).

    Set-up (3): the first player (親) is drawn, then each round the 24 cards are shuffled
    and dealt. A turn (4): the top card of the pile is drawn automatically; the player
    :meth:`attack` s, and after a hit attacks again or :meth:`stay` s; in the
    ``arrange_own_row`` mode a missed card is placed with :meth:`place`. A round over,
    ``current_player`` is ``CHANCE``, whose action deals the next round (:meth:`next_round`);
    after ``rules.rounds_for(n)`` rounds it is ``TERMINAL``. Every move is an action dict
    given to :meth:`apply` (:mod:`~gamewidgets.algo.engine.actions`); a refusal is an
    :class:`AlgoRuleError` that ends with what is allowed now (``str(error)`` in English,
    ``error.text(lang)`` in any language: the game holds no language).

    Parameters
    ----------
    n_players : int
        2 to 4, numbered 0..n-1 in seat order.
    seed : int
        Seed of the game's one random generator: same seed, same game.
    rules : AlgoRules, optional
        Rules options; default the basic game without chips.
    lang : None
        Deprecated and not used: the game holds no language. Its events, refusals and
        default names are worded where they are shown (``event.text(lang)``,
        ``error.text(lang)``).
    names : sequence of str, optional
        Player names (default "Player 1", ..., each worded in the language of the
        sentence that names it: :func:`~gamewidgets.algo.engine.options.default_names`;
        as a row of a view, the English name); distinct, non-empty, without ``:`` or ``;``
        and not ``me``, ``deck`` or ``drawn`` (the names of rows in :meth:`view`).

    Raises
    ------
    ValueError
        If ``n_players`` is not 2..4 or ``names`` unusable.
    TypeError
        If ``seed`` is not an int.

    Attributes
    ----------
    rows, pile : list
        Each player's row (of RowCard, left to right, always sorted by key); the pile (of
        Card, top card last, hidden from every player).
    drawn : Card or None
        The current player's card drawn this turn (secret to them), else None.
    dealt : list of list of str
        Per seat, the card tokens dealt to it in the order dealt while it has still to
        arrange them (``arrange_own_row`` mode, phase ``"arrange"``; secret to that
        seat), else ``[]``.
    phase, current : str, int
        One of :data:`~gamewidgets.algo.engine.turn.PHASES`; the seat to act, or ``CHANCE``
        (round over) or ``TERMINAL`` (the end).
    round, first_player, start_player : int
        1-based round number; this round's and the game's first player (親).
    chips, round_wins, penalties : list of int
        Per player: points (6; may go negative; zeros when ``rules.chips`` is off), rounds
        won, penalty points paid (``arrange_own_row`` mode).
    pot, streak, turn_own : int, int, int or None
        Penalty points waiting for this round's winner (``arrange_own_row`` with chips);
        hits so far in the current turn; its own attack card once chosen (4.5).
    history : list of dict
        Public attack records ``{"round", "attacker", "target", "index", "number", "hit",
        "card" (token, only on a hit), "streak", "revealed" (token of the attacker's card
        turned face up by a miss, else None)}``; a record is replaced, never changed.
    events : list of Event
        What happened since the current turn began (a round's first turn: since the deal,
        the game's: since the first-player draw); :meth:`apply` returns an action's own.
    """

    KIND: ClassVar[str] = "algo.game"
    SETUP: ClassVar[tuple[str, ...]] = ("n_players", "seed", "rules", "names")

    n_players: int = value_field()
    seed: int = value_field()
    rules: AlgoRules = rules_field()
    names: list = flat_list_field()
    first_draw: list = flat_list_field()
    start_player: int = value_field()
    round: int = value_field()
    first_player: int = value_field()
    current: int = value_field()
    phase: str = value_field()
    streak: int = value_field()
    turn_own: int | None = value_field()
    round_winner: int | None = value_field()
    rows: list = codec.rows_field()
    pile: list = codec.cards_field()
    drawn: Card | None = codec.card_field()
    chips: list = flat_list_field()
    round_wins: list = flat_list_field()
    penalties: list = flat_list_field()
    pot: int = value_field()
    history: list = codec.records_field()
    tosses: list = flat_list_field()
    dealt: list = flat_list_field()
    events: list = codec.records_field(codec.encode_events)
    rng: LazyRng = lazy_rng_field()
    _new: list = not_saved(default_factory=list, copy=lambda _: [])

    def __init__(self, n_players: int = 2, seed: int = 0, rules: AlgoRules | None = None,
                 lang: None = None, names=None):
        check_players(n_players)
        no_language("AlgoGame", lang)
        self.rng = LazyRng.seeded(seed)
        self.rules = check_mode(rules or AlgoRules(), n_players)
        self.n_players, self.seed = n_players, seed
        self.names = check_names(names, n_players)
        start = self.rules.starting_chips_for(n_players) if self.rules.chips else 0
        self.chips = [start] * n_players
        self.round_wins, self.penalties = [0] * n_players, [0] * n_players
        self.pot, self.round, self.round_winner = 0, 0, None
        self.history, self.events, self._new, self.tosses = [], [], [], []
        draws, self.start_player = first_player_draw(self.rng.live(), n_players)
        self.first_draw = [c.token for c in draws]
        self._event("first_player_draw", self.start_player, cards=list(self.first_draw),
                    names=list(self.names))
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
        """Check one action (:func:`~gamewidgets.algo.engine.actions.check_action`), apply
        it and return its events."""
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
        elif kind == "toss":
            self._toss(a["index"])
        elif kind == "arrange":
            self._arrange(a["order"])
        elif kind == "call_toss":
            self._call_toss()
        elif kind == "skip_toss":
            self.phase = ATTACK
            self._event("toss_skipped", self.current)
        else:
            self.events = []
            self._start_round()
        return self._new

    def returns(self) -> list[float]:
        """Each player's share of the win: ``1/k`` for each of ``k`` winners, else 0 (in
        pair play both players of a winning pair are winners)."""
        return scoring.shares(self.winners, self.n_players)

    def _now_hint(self):
        return actions.now_hint(self)

    def _observe(self, player: int, lang: str | None) -> dict:
        return observation.observe(self, actions.seat(self, player), lang)

    def view(self, player: int, tosses: bool = True):
        """``player``'s view for deduction (AlgoRuleError if not a seat); ``tosses=False``
        leaves out what tosses showed (pair play, 7); see
        :func:`gamewidgets.algo.engine.observation.player_view`."""
        return observation.player_view(self, actions.seat(self, player), tosses)

    @classmethod
    def from_dict(cls, data: dict) -> AlgoGame:
        """The game a save holds (:meth:`GameState.from_dict`), a save made before pair
        play's ``skip_toss`` and the arrange phase included (its rules name no
        ``skip_toss``): pair play then always tossed, so it loads with ``skip_toss=False``
        and replays exactly; an arrange-your-own-row game is refused, since the engine
        laid the dealt rows itself then and today's rule leaves them to the players (6).

        Raises
        ------
        SaveError
            As :meth:`GameState.from_dict`; ``algo.error.save.old_arrange`` for such an
            arrange-your-own-row save.
        """
        return super().from_dict(_before_skip_toss(data))

    @classmethod
    def _start(cls, setup: dict, view: dict) -> AlgoGame:
        """A new game from a save's set-up (see :meth:`GameState.from_dict`), each field
        checked as the constructor checks it."""
        read_fields("view", view, {})
        got: dict = {}
        read_fields("setup", setup, {
            "n_players": check_players, "seed": check_seed,
            "rules": lambda d: check_mode(read_rules(AlgoRules, d), got["n_players"]),
            "names": lambda v: check_names(list(v), got["n_players"]),
        }, got)
        return cls(got["n_players"], got["seed"], got["rules"], names=got["names"])

    @classmethod
    def from_position(cls, rows, pile, drawn: str | None = None, current: int = 0, *,
                      seed: int = 0, rules: AlgoRules | None = None, lang: None = None,
                      names=None) -> AlgoGame:
        """A game whose first round is set up by hand (a lesson, a puzzle, a test): the new
        game of ``seed`` (its first-player draw, and its generator for the rounds after),
        with the cards lying as given and ``current``'s turn begun (docs/rules/algo.md 3-4).

        It is the game's start: :meth:`replay` plays its actions from it. It is not a
        save and no save loads to it (:meth:`to_dict` refuses the game).

        Parameters
        ----------
        rows : sequence of sequence of str
            Each seat's row, left to right, one per player (2..4): a card ``"B3"``, a
            face-up one ``"B3+"``.
        pile : sequence of str
            The pile, top card last.
        drawn : str, optional
            ``current``'s drawn card (None: the pile is empty).
        current : int
            The seat whose turn begins, 0-based.
        seed, rules, lang, names
            As the constructor (``lang`` deprecated and not used).

        Raises
        ------
        ValueError
            If a row is empty or out of order, the 24 cards are not each in exactly one
            place, ``current`` is not a seat, or as the constructor.
        """
        faces = [[(card_of(tok[:-1] if tok.endswith("+") else tok), tok.endswith("+"))
                  for tok in row] for row in rows]
        cards = [card_of(tok) for tok in pile] + ([card_of(drawn)] if drawn else [])
        no_language("AlgoGame.from_position", lang)
        game = cls(len(faces), seed, rules, names=names)
        placed = sorted(c.key for row in faces for c, _ in row) + [c.key for c in cards]
        if sorted(placed) != [c.key for c in all_cards()]:
            raise ValueError("the rows, the pile and the drawn card must hold each of the "
                             "24 cards exactly once")
        if any(not row or [c.key for c, _ in row] != sorted(c.key for c, _ in row)
               for row in faces):
            raise ValueError("each row holds at least one card, in order (docs/rules/algo.md 1)")
        if type(current) is not int or not 0 <= current < game.n_players:
            raise ValueError(f"current must be a seat 0..{game.n_players - 1}, got {current!r}")
        game.rows = [[RowCard(c, up) for c, up in row] for row in faces]
        # the round begins again with these cards: its events as a deal would give them
        game.events = [e for e in game.events if e.kind == "first_player_draw"]
        game.pile, game.first_player, game._new = cards, current, []
        game.dealt = [[] for _ in faces]  # set up by hand: the rows are laid already
        game._event("round_start", current, round=game.round, rounds=game.rounds,
                    deal=game.rules.deal_size(game.n_players))
        game._start_turn(current)
        game._new = []
        game._set_up_by_hand()
        return game

    # ---- the named verbs: one action of the current player each -------------------------
    def attack(self, target: int, index: int, number: int, own_index: int | None = None):
        """Attack ``target``'s face-down card ``index`` declaring ``number`` (4); with the
        pile empty in ``own_card`` mode, ``own_index`` is the own attack card (4.5). Returns
        the events; raises AlgoRuleError as :meth:`apply`."""
        return self.apply(actions.attack_action(self.current, target, index, number, own_index))

    def stay(self, position: int | None = None):
        """After a hit, stop attacking (4.4); ``position`` (0..len(row)) only in the
        ``arrange_own_row`` mode with a drawn card, and then required (6). Returns the
        events; raises AlgoRuleError as :meth:`apply`."""
        return self.apply(actions.stay_action(self.current, position))

    def place(self, position: int):
        """``arrange_own_row`` mode, after a miss: put the drawn card face up at ``position``
        (0..len(row)) (4, 6). Returns the events; raises AlgoRuleError as :meth:`apply`."""
        return self.apply(actions.place_action(self.current, position))

    def toss(self, index: int):
        """Pair play (7): the partner of the attacker (the seat to act) shows the attacker
        their own face-down card ``index``. Returns the events; raises AlgoRuleError as
        :meth:`apply`."""
        return self.apply(actions.toss_action(self.current, index))

    def arrange(self, order):
        """``arrange_own_row`` mode, after the deal (6): the seat to act lays the cards
        dealt to it (``dealt[seat]``) into its row, ``order`` giving their indexes left
        to right; a row out of order is a disqualification (失格). Returns the events;
        raises AlgoRuleError as :meth:`apply`."""
        return self.apply(actions.arrange_action(self.current, order))

    def call_toss(self):
        """Pair play with ``rules.skip_toss`` (7): the attacker (the seat to act) asks the
        partner for the toss; the partner acts next (:meth:`toss`). Returns the events;
        raises AlgoRuleError as :meth:`apply`."""
        return self.apply(actions.call_toss_action(self.current))

    def skip_toss(self):
        """Pair play with ``rules.skip_toss`` (7): the attacker (the seat to act) skips the
        toss, no longer needed, and attacks at once. Returns the events; raises
        AlgoRuleError as :meth:`apply`."""
        return self.apply(actions.skip_toss_action(self.current))

    def next_round(self):
        """Deal the next round (5), the chance action of a finished round. Returns the
        events; raises AlgoRuleError unless the round is over."""
        return self.apply(actions.next_round_action())

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
        return scoring.game_winners(self.chips, self.round_wins, self.rules.chips,
                                    self.rules.pair)

    # ---- the moves ----------------------------------------------------------------------
    def _event(self, kind: str, player: int | None, **data) -> None:
        """Record an event (of ``player``, named in it, unless None) in the turn's
        ``events`` and in the current action's result."""
        if player is not None:
            data = {"player": player, "name": self.names[player], **data}
        event = AlgoEvent(kind, data, GAME)
        self.events.append(event)
        self._new.append(event)

    def _start_round(self) -> None:
        self.round += 1
        n, first = self.n_players, (self.start_player + self.round - 1) % self.n_players
        size = self.rules.deal_size(n)
        arrange = self.rules.arrange_own_row
        self.rows, self.pile = deal_round(self.rng.live(), n, first, size, sort=not arrange)
        self.dealt = [[rc.card.token for rc in row] if arrange else [] for row in self.rows]
        for row in self.rows:
            row.sort(key=lambda rc: rc.card.key)  # the engine's rows are always in order
        self.first_player, self.drawn, self.round_winner = first, None, None
        self.tosses = []  # what a toss showed is about cards of the last deal
        self._event("round_start", first, round=self.round, rounds=self.rounds, deal=size)
        if arrange:  # each player lays their cards into their row first (6)
            self.current, self.phase, self.streak, self.turn_own = first, ARRANGE, 0, None
            self._event("arrange_asked", first)
            return
        self._start_turn(first)  # the turn's events begin with the round's

    def _start_turn(self, player: int) -> None:
        self.current, self.phase, self.streak, self.turn_own = player, ATTACK, 0, None
        self.dealt = [[] for _ in range(self.n_players)]  # every row is laid by now
        self._event("turn", player)
        self.drawn = self.pile.pop() if self.pile else None
        if self.drawn is not None:
            self._event("drew", player, card=self.drawn.token, color=self.drawn.color)
        elif self.rules.pair:
            self._event("pair_turn", player)
            mate = partner(player)
            if self.rules.toss and not self.is_out(mate):
                if self.rules.skip_toss:
                    self.phase = TOSS_CALL  # the attacker may skip the toss (7)
                else:
                    self._call_toss()
        else:
            self._event("pile_empty" if self.own_card_mode else "pile_empty_guess", player)

    def _arrange(self, order: list[int]) -> None:
        """The seat to act lays its dealt cards in ``order`` (6); out of order, it is
        disqualified (失格) as a misplaced card is. Then the next seat arranges, or the
        round's first turn begins."""
        me = self.current
        laid = [self.dealt[me][i] for i in order]
        self.dealt[me] = []
        if [card_of(tok).key for tok in laid] == sorted(card_of(tok).key for tok in laid):
            self._event("arranged", me)
        else:
            self._disqualify_row(laid)
        waiting = [q for q in ((me + i) % self.n_players for i in range(1, self.n_players))
                   if self.dealt[q]]
        if waiting:
            self.current = waiting[0]
            self._event("arrange_asked", self.current)
            return
        winner = turn.round_winner(self.rows, self.rules.pair)
        if winner is not None or not turn.in_round(self.rows):
            # every row out of order: nobody wins the round (``winner`` None)
            self._end_round(winner)
            return
        first = self.first_player
        self._start_turn(first if not self.is_out(first) else turn.next_seat(self.rows, first))

    def _call_toss(self) -> None:
        """The attacker (the seat to act) calls "toss": the partner acts now, the toss is
        theirs to choose (7)."""
        me = self.current
        mate = partner(me)
        self.current, self.phase = mate, TOSS
        self._event("toss_asked", me, partner=mate, partner_name=self.names[mate])

    def _toss(self, index: int) -> None:
        """The partner (the seat to act) shows card ``index`` to the attacker (7); only the
        attacker learns it (:data:`~gamewidgets.algo.engine.observation.SECRETS`)."""
        mate = self.current
        me = partner(mate)
        self.tosses = [*self.tosses, [me, mate, index]]
        self._event("tossed", mate, attacker=me, attacker_name=self.names[me], index=index,
                    position=index + 1, card=self.rows[mate][index].card.token)
        self.current, self.phase = me, ATTACK

    def _end_turn(self) -> None:
        winner = turn.round_winner(self.rows, self.rules.pair)
        if winner is not None:
            self._end_round(winner)
        else:
            self.events = []
            self._start_turn(turn.next_seat(self.rows, self.current))

    def _attack(self, target: int, index: int, number: int, own) -> None:
        me, rc = self.current, self.rows[target][index]
        hit = rc.card.number == number
        common = {"target": target, "target_name": self.names[target], "index": index,
                  "position": index + 1, "number": number}
        self._event("attack", me, color=rc.card.color, own_index=own, **common)
        self.history.append(records.attack_record(self.round, me, target, index,
                                                  rc.card.color, number, hit))
        if not hit:
            rc.failed.add(number)
            self._event("miss", me, **common)
            self._missed(own)
            return
        rc.face_up, self.streak, self.turn_own = True, self.streak + 1, own
        self.history[-1] = records.with_hit(self.history[-1], rc.card.token, self.streak)
        self._event("hit", me, card=rc.card.token, streak=self.streak, **common)
        if self.rules.chips:
            self._pay(scoring.hit_transfers(me, target, self.streak, rc.card))
        if self.is_out(target):
            self._event("out", target)
        winner = turn.round_winner(self.rows, self.rules.pair)
        if winner is not None:
            self._end_round(winner)
        else:
            self.phase = AFTER_HIT

    def _missed(self, own) -> None:
        """After a miss (4.3, 4.5): the drawn card goes face up into the attacker's row (in
        the ``arrange_own_row`` mode the attacker places it), else the own attack card is
        turned face up (``own_card``), else nothing is revealed (``guess_only``)."""
        me = self.current
        if self.drawn is not None and self.rules.arrange_own_row:
            self.phase = PLACE
            return
        if self.drawn is not None:
            self._put_drawn(face_up=True, position=None)
        elif own is not None:
            self.rows[me][own].face_up = True
            self._revealed("own_revealed", self.rows[me][own].card, own)
            if self.is_out(me):
                self._event("out", me)
        else:
            self._event("no_reveal", me)
        self._end_turn()

    def _stay(self, position) -> None:
        self.history[-1] = records.with_stay(self.history[-1], self.drawn is not None)
        if self.drawn is None:
            self._event("stay_own", self.current)
        else:
            self._put_drawn(face_up=False, position=position)
        self._end_turn()

    def _put_drawn(self, face_up: bool, position) -> None:
        """Insert the drawn card into the current player's row by the order rule; in
        ``arrange_own_row`` mode a wrong ``position`` disqualifies the player (6)."""
        me, card = self.current, self.drawn
        right = insert_card(self.rows[me], card, face_up)
        self.drawn = None
        if face_up:
            self._revealed("revealed", card, right)
        if position is not None and position != right:
            self._disqualify(position, right)
        elif not face_up:
            self._event("stay", me, index=right, position=right + 1)

    def _disqualify(self, given: int, right: int) -> None:
        """失格 (6): the current player's row broke the order rule (the card went to
        ``given``, the rule says ``right``, both 0-based). The card is kept at its right
        place, so every row stays sorted; the rest as :meth:`_out_of_order`."""
        self._out_of_order("disqualified", given=given + 1, correct=right + 1)

    def _disqualify_row(self, laid: list[str]) -> None:
        """失格 (6): the current player laid the cards dealt to them as ``laid`` (tokens,
        left to right), out of order; the row is kept in order, the rest as
        :meth:`_out_of_order`."""
        self._out_of_order("disqualified_row", laid=" ".join(laid))

    def _out_of_order(self, kind: str, **fields) -> None:
        """失格 (6) of the current player: all their cards are turned face up and they are
        out of the round; with chips ``misplace_penalty`` points go to the pot the round's
        winner takes. ``kind`` and ``fields`` make the event that says why."""
        me, pen = self.current, self.rules.misplace_penalty
        chips = self.chips if self.rules.chips else None
        paid = scoring.misplace(self.penalties, chips, me, pen)
        self.pot += paid
        for rc in self.rows[me]:
            rc.face_up = True
        self._event(kind, me, **fields, cards=" ".join(rc.card.token for rc in self.rows[me]))
        if paid:
            self._event("penalty_to_pot", me, points=paid, pot=self.pot)
        self._event("out", me)

    def _revealed(self, kind: str, card, index: int) -> None:
        """The attacker's ``card``, now face up at ``index`` of their row after a miss."""
        self.history[-1] = records.with_revealed(self.history[-1], card.token)
        self._event(kind, self.current, card=card.token, index=index, position=index + 1)

    def _pay(self, transfers: list) -> None:
        scoring.pay(self.chips, transfers)
        for kind, to, frm, points, data in transfers:
            self._event(kind, to, target=frm, target_name=self.names[frm], points=points,
                        **data)

    def _end_round(self, winner: int | None) -> None:
        """The round is over (5): ``winner`` (in pair play the pair's lower seat) takes it,
        or nobody (None: every dealt row was laid out of order, 6; the pot waits for the
        next round's winner)."""
        if self.drawn is not None:  # the round ended within a turn (5)
            self.pile.append(self.drawn)
            self._event("drawn_returned", self.current)
        self.drawn, self.round_winner, self.streak, self.turn_own = None, winner, 0, None
        if winner is None:
            self._event("round_void", None, round=self.round)
            self._after_round()
            return
        side = scoring.round_side(winner, self.rules.pair)
        for p in side:
            self.round_wins[p] += 1
        if self.rules.pair:
            self._event("pair_round_won", winner, round=self.round,
                        partner_name=self.names[partner(winner)])
        else:
            self._event("round_won", winner, round=self.round, wins=self.round_wins[winner])
        if self.rules.chips:
            self._pay(scoring.side_transfers(side, self.rows, self.n_players))
            if self.pot:
                self.chips[winner] += self.pot
                self._event("pot_taken", winner, points=self.pot)
                self.pot = 0
        self._after_round()

    def _after_round(self) -> None:
        """The next round's deal waits (chance's), or after the last round the game is
        over (5)."""
        if self.round < self.rounds:
            self.phase, self.current = ROUND_OVER, CHANCE
            return
        self.phase, self.current = GAME_OVER, TERMINAL
        won = self.winners
        self._event("game_over", None, rounds=self.round, winners=won,
                    winner_names=[self.names[p] for p in won],
                    draw=scoring.is_draw(won, self.n_players))


def check_players(n_players) -> int:
    """``n_players`` if it is 2, 3 or 4 (ValueError otherwise; docs/rules/algo.md 3)."""
    if type(n_players) is not int or not 2 <= n_players <= 4:
        raise ValueError(f"n_players must be 2, 3 or 4, got {n_players!r}")
    return n_players


def check_mode(rules: AlgoRules, n_players: int) -> AlgoRules:
    """``rules`` if they fit ``n_players`` (ValueError for pair play without 4 players;
    docs/rules/algo.md 7)."""
    if rules.pair and n_players != 4:
        raise ValueError(f"pair play is for 4 players (two pairs), got {n_players}")
    return rules


def _before_skip_toss(data):
    """``data``, a save made before ``skip_toss`` (its rules without it) read as its game
    was played: pair play with ``skip_toss=False``. Anything else is returned as it is,
    for :meth:`GameState.from_dict` to check.

    Raises
    ------
    SaveError
        ``algo.error.save.old_arrange`` for such a save of the arrange-your-own-row mode.
    """
    setup = data.get("setup") if isinstance(data, dict) else None
    rules = setup.get("rules") if isinstance(setup, dict) else None
    if not isinstance(rules, dict) or "skip_toss" in rules:
        return data
    if rules.get("arrange_own_row") is True:
        raise SaveError("algo.error.save.old_arrange")
    if rules.get("mode") != "pair":
        return data
    return {**data, "setup": {**setup, "rules": {**rules, "skip_toss": False}}}
