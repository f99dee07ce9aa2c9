"""The multiplayer game of Gramin Expedition: set-up, turns, end (rules/gramin.md 3-5).

A :class:`GraminGame` is an OpenSpiel-like state: explicit phases, ``current_player``,
``legal_actions()``, ``apply_action()``, ``is_terminal``, ``returns()``, ``clone()``,
``to_dict()``/``from_dict()`` and ``observation(player)``. One ``random.Random(seed)``
owned by the state makes every random choice (board, shuffles, dice, robbery).
Squares are resolved by :class:`~gamewidgets.gramin.world.World` (sections 2, 4.5, 4.6).
"""

from __future__ import annotations

from collections import Counter

from gamewidgets.core.events import Event
from gamewidgets.core.rng import make_rng
from gamewidgets.gramin.board import Board, Pos, random_board
from gamewidgets.gramin.cards import TRAP_KINDS, MoveCard
from gamewidgets.gramin.deck import GAME, CardList, draw
from gamewidgets.gramin.game_codec import CodecMixin
from gamewidgets.gramin.game_errors import GraminRuleError, Msg
from gamewidgets.gramin.program import Program, ProgramSyntaxError
from gamewidgets.gramin.rules import GraminRules
from gamewidgets.gramin.turn import TurnMixin, parse_program
from gamewidgets.gramin.world import World

CHANCE = -1
"""``current_player`` while the dice are to be rolled (a chance node)."""
SIMULTANEOUS = -2
"""``current_player`` in the build phase: every player still to build may call build()."""
TERMINAL = -4
"""``current_player`` once the game is over."""
PHASES = ("roll", "build", "traps", "action", "over")


class GraminGame(TurnMixin, CodecMixin):
    """A whole game of Gramin Expedition for 2-4 players (rules/gramin.md 3-5).

    Phases of a turn: ``"roll"`` (call :meth:`roll`: dice, parent, draw; 4.1-4.2) ->
    ``"build"`` (every non-skipping player calls :meth:`build`; 4.2) -> ``"traps"`` (only
    if trap cards were declared: :meth:`place_trap` in action order; 4.3) -> ``"action"``
    (:meth:`act` runs one action of the current player; 4.4) -> next turn's ``"roll"``;
    ``"over"`` the moment the last chest leaves the board (5).

    Parameters
    ----------
    n_players : int
        2 to 4. Players are numbered 0..n-1 in seat order; piece ``p`` starts on corner
        ``p`` of :meth:`Board.corners` (top-left, top-right, bottom-right, bottom-left).
    seed : int
        Seed of the game's one random generator: same seed, same game.
    rules : GraminRules, optional
        Rules options; default the basic game.
    board : Board, optional
        A fixed board (copied) instead of the random set-up of section 3.1; it needs a
        chest, and the players' corners must be free of chests and traps.

    Raises
    ------
    ValueError
        If ``n_players`` is not 2..4 or the board's corners are not free.
    TypeError
        If ``seed`` is not an int.

    Attributes
    ----------
    rules : GraminRules
    world : World
        Board, pieces, piles, crocodile pile, removed chips, hole flags.
    deck : list of str
        Card kinds, top of the deck last (hidden from players).
    hands : list of list of str
        Card kinds in each hand (also ``world.hands``).
    discard : list of str
        The discard pile (also ``world.discard``, where spent trap and if-cards go).
    turn : int
        1-based turn number.
    phase : {"roll", "build", "traps", "action", "over"}
    rolls : list of int or None
        This turn's die of each player (None: not rolled or skipping).
    parent : int or None
        This turn's parent (親), the first to act.
    events : list of Event
        What happened since the current turn's roll; each event's ``data`` has
        ``player`` (0-based) and ``seat`` (1-based) when a player did it.
    """

    def __init__(self, n_players: int = 2, seed: int = 0, rules: GraminRules | None = None,
                 board: Board | None = None):
        if isinstance(n_players, bool) or not isinstance(n_players, int) \
                or not 2 <= n_players <= 4:
            raise ValueError(f"n_players must be 2, 3 or 4, got {n_players!r}")
        rules = rules or GraminRules()
        self.rules = rules
        self.n_players = n_players
        self.seed = seed
        self.rng = make_rng(seed)
        if board is None:
            board = random_board(rules, self.rng)
        else:
            board = board.copy()
            if board.rows < 2 or board.cols < 2 or not board.chests:
                raise ValueError("a game board needs at least 2 rows, 2 columns and a chest")
            busy = [c for c in board.corners()[:n_players] if c in board.chests or c in board.traps]
            if busy:
                raise ValueError(f"the pieces start on the corners; corners {busy} hold a "
                                 "chest or a trap")
        self.deck = rules.deck_cards()
        self.rng.shuffle(self.deck)
        self.hands: list[list[str]] = [[] for _ in range(n_players)]
        self.discard: list[str] = []
        self.world = World(board, board.corners()[:n_players], rules, self.rng, self.hands)
        self.world.discard = self.discard
        self.total_chests = len(board.chests)
        self.total_cards = len(self.deck) + len(board.traps)
        self.events: list[Event] = []
        for _ in range(rules.start_hand):
            for p in range(n_players):
                draw(self.deck, self.discard, self.hands[p], 1, self.rng, self.events)
        self.turn = 1
        self.phase = "roll"
        self.skipping = [False] * n_players
        self._new_turn_state()

    # ---- state access ------------------------------------------------------------
    @property
    def board(self) -> Board:
        """The board (chests still on it, trap cards on squares)."""
        return self.world.board

    @property
    def positions(self) -> list[Pos]:
        """Each player's square ``(row, col)``."""
        return self.world.positions

    @property
    def piles(self):
        """Chests each player holds (list of list of Chest, oldest first)."""
        return self.world.piles

    @property
    def is_terminal(self) -> bool:
        """Whether the game is over (section 5)."""
        return self.phase == "over"

    @property
    def current_player(self) -> int:
        """The player who must act now; :data:`CHANCE` in the dice phase,
        :data:`SIMULTANEOUS` in the build phase (see :attr:`to_act`), :data:`TERMINAL` at
        the end."""
        if self.phase == "roll":
            return CHANCE
        if self.phase == "build":
            return SIMULTANEOUS
        if self.phase == "traps":
            return self._placer()
        if self.phase == "action":
            return self.actor
        return TERMINAL

    @property
    def to_act(self) -> list[int]:
        """Players who may call now: builders still to build, the trap placer, the actor."""
        if self.phase == "build":
            return [p for p in range(self.n_players) if not self.skipping[p] and not self.built[p]]
        if self.phase in ("traps", "action"):
            return [self.current_player]
        return []

    @property
    def scores(self) -> list[int]:
        """Points each player holds (section 5; the crocodile pile scores for nobody)."""
        return [self.world.score(p) for p in range(self.n_players)]

    @property
    def winners(self) -> list[int]:
        """Winners once the game is over (section 5), else ``[]``.

        Highest total wins; equal totals share (``rules.winner_tie == "share"``) or the
        one holding more chests wins (``"most_chests"``, still-equal ones share).
        """
        if not self.is_terminal:
            return []
        scores = self.scores
        best = [p for p in range(self.n_players) if scores[p] == max(scores)]
        if self.rules.winner_tie == "most_chests":
            most = max(len(self.piles[p]) for p in best)
            best = [p for p in best if len(self.piles[p]) == most]
        return best

    def returns(self) -> list[float]:
        """Each player's share of the win: ``1/k`` for each of ``k`` winners, 0 otherwise;
        all zeros before the end (section 5)."""
        won = self.winners
        return [1.0 / len(won) if p in won else 0.0 for p in range(self.n_players)]

    def action_order(self) -> list[int]:
        """Seat order starting with the parent (section 4.3, 4.4); ``[]`` before the roll."""
        if self.parent is None:
            return []
        return [(self.parent + i) % self.n_players for i in range(self.n_players)]

    def chests_accounted(self) -> int:
        """Chests on the board + in piles + crocodile pile + removed trap chips."""
        return self.world.chests_in_play()

    def cards_accounted(self) -> int:
        """Cards in deck + hands + discard + laid this turn + trap cards on the board."""
        return (len(self.deck) + sum(map(len, self.hands)) + len(self.discard)
                + sum(map(len, self.laid)) + len(self.board.traps))

    # ---- errors ------------------------------------------------------------------
    def _now(self) -> Msg:
        if self.phase == "build":
            return Msg("gramin.game.now.build", turn=self.turn,
                       players=", ".join(map(str, self.to_act)))
        if self.phase == "traps":
            p = self._placer()
            return Msg("gramin.game.now.traps", player=p,
                       pending=CardList(Counter(self.pending_traps[p])))
        if self.phase == "action":
            return Msg("gramin.game.now.action", player=self.actor)
        return Msg(f"gramin.game.now.{self.phase}", turn=self.turn)

    def _error(self, message_id: str, **fields) -> GraminRuleError:
        return GraminRuleError(message_id, self._now(), **fields)

    def _check_phase(self, phase: str, call: str) -> None:
        if self.phase != phase:
            raise self._error("gramin.error.game.wrong_phase", call=call)

    def _check_player(self, player) -> None:
        if isinstance(player, bool) or not isinstance(player, int) \
                or not 0 <= player < self.n_players:
            raise self._error("gramin.error.game.bad_player", player=player,
                              last=self.n_players - 1)

    # ---- 4.1-4.2 dice and draw ----------------------------------------------------
    def roll(self) -> list[Event]:
        """Roll the dice, choose the parent and draw cards (rules/gramin.md 4.1, 4.2).

        Every player not skipping (a hole victim of the last turn) rolls one die; the lowest
        roll is the parent (ties: ``rules.parent_tie``). Each roller then draws as many
        cards as their roll, in action order from the parent.

        Returns
        -------
        list of Event
            ``turn_start``, ``skip_turn``, ``rolled``, ``parent_tie``, ``parent_reroll``
            (one per tied player per re-roll, with ``roll`` and ``round`` from 1),
            ``parent``,
            ``reshuffled``, ``drew`` (and ``turn_end`` if nobody could roll).

        Raises
        ------
        GraminRuleError
            If it is not the dice phase.
        """
        self._check_phase("roll", "roll()")
        self._new_turn_state()
        self.events = ev = [Event("turn_start", {"turn": self.turn}, GAME)]
        self.skipping = list(self.world.skip_next)
        self.world.skip_next[:] = [False] * self.n_players
        rollers = [p for p in range(self.n_players) if not self.skipping[p]]
        for p in range(self.n_players):
            if self.skipping[p]:
                ev.append(self._event("skip_turn", p))
        for p in rollers:
            self.rolls[p] = self.world.roll()
            ev.append(self._event("rolled", p, roll=self.rolls[p]))
        if not rollers:
            self._end_turn()
            return list(ev)
        low = min(self.rolls[p] for p in rollers)
        tied = [p for p in rollers if self.rolls[p] == low]
        if self.rules.parent_tie == "first_seat":
            tied = tied[:1]
        rounds = 0
        while len(tied) > 1:
            rounds += 1
            ev.append(Event("parent_tie", {"roll": low, "seats": ", ".join(
                str(p + 1) for p in tied)}, GAME))
            again = {p: self.world.roll() for p in tied}
            ev += [self._event("parent_reroll", p, roll=v, round=rounds)
                   for p, v in again.items()]
            low = min(again.values())
            tied = [p for p in tied if again[p] == low]
        self.parent = tied[0]
        ev.append(self._event("parent", self.parent))
        for p in self.action_order():
            if not self.skipping[p]:
                n = draw(self.deck, self.discard, self.hands[p], self.rolls[p], self.rng, ev)
                ev.append(self._event("drew", p, count=n))
        self.phase = "build"
        return list(ev)

    def _event(self, kind: str, player: int, game: str = GAME, **data) -> Event:
        return Event(kind, {"player": player, "seat": player + 1, **data}, game)

    # ---- 4.2 build ----------------------------------------------------------------
    def build(self, player: int, program: Program | str = "", traps=(),
              if_marks=None) -> list[Event]:
        """Lay ``player``'s program for this turn, secretly (rules/gramin.md 4.2, 2.3, 2.4).

        Parameters
        ----------
        player : int
            0-based player who has rolled this turn and not built yet.
        program : Program or str
            Program text (e.g. ``"for3( 2R ) U"``) or a Program; checked with the game's
            rules. Each move card must be in the hand by kind; its direction is free (a
            card laid the wrong way runs literally).
        traps : iterable of str
            Trap cards (``"crocodile"``, ``"hole"``, ``"wall"``) from the hand to place in
            the trap phase (4.3).
        if_marks : iterable of str, optional
            Trap marks the player lets an if-card cancel this turn; default every mark if
            ``rules.auto_if_cards``, else none (the player decides by listing them).

        Returns
        -------
        list of Event
            ``built`` (and ``revealed`` once every player has built and no trap is due).

        Raises
        ------
        GraminRuleError
            Not the build phase; not a player; the player skips this turn or has built;
            the program does not parse (``card_index`` set); a card kind not in the hand;
            move + trap cards (+ loop cards if ``rules.loop_cards_count``) more than the die.
        """
        self._check_phase("build", "build(player, program)")
        self._check_player(player)
        if self.skipping[player]:
            raise self._error("gramin.error.game.skipping", player=player)
        if self.built[player]:
            raise self._error("gramin.error.game.already_built", player=player)
        prog = self._as_program(player, program)
        traps = self._check_kinds(traps, TRAP_KINDS, "gramin.error.game.unknown_trap", "kind")
        marks = self._check_kinds(self.world.default_if_marks() if if_marks is None else if_marks,
                                  TRAP_KINDS, "gramin.error.game.unknown_mark", "mark")
        moves = [c.kind for c in prog.cards if isinstance(c, MoveCard)]
        need = Counter(moves) + Counter(traps)
        have = Counter(self.hands[player])
        if need - have:
            raise self._error("gramin.error.game.missing_cards", player=player,
                              need=CardList(need), hand=CardList(have))
        loops = len(prog.cards) - len(moves) if self.rules.loop_cards_count else 0
        cost = len(moves) + loops + len(traps)
        if cost > self.rolls[player]:
            raise self._error("gramin.error.game.over_die", player=player,
                              die=self.rolls[player], cost=cost, moves=len(moves),
                              traps=len(traps), loops=loops, over=cost - self.rolls[player])
        for kind in moves + traps:
            self.hands[player].remove(kind)
        self.laid[player] = moves + traps
        self.pending_traps[player] = list(traps)
        self.programs[player] = prog
        self._actions[player] = prog.actions()
        self.built[player] = True
        self.world.if_allowed[player] = set(marks)
        if self.rules.if_card_cost == "when_used":
            self.world.if_room[player] = self.rolls[player] - cost
        start = len(self.events)
        self.events.append(self._event("built", player))
        if all(self.built[p] or self.skipping[p] for p in range(self.n_players)):
            self._after_build()
        return self.events[start:]

    def _as_program(self, player: int, program) -> Program:
        try:
            if isinstance(program, Program):
                return Program.from_cards(program.cards, self.rules)
            if isinstance(program, str):
                return parse_program(program, self.rules)
        except ProgramSyntaxError as exc:
            raise self._error("gramin.error.game.bad_program", player=player,
                              detail=exc) from None
        raise self._error("gramin.error.game.not_a_program", got=type(program).__name__)

    def _check_kinds(self, kinds, allowed, message_id, field) -> list[str]:
        if isinstance(kinds, str):
            kinds = [kinds]
        try:
            kinds = list(kinds)
        except TypeError:
            kinds = [kinds]
        for k in kinds:
            if k not in allowed:
                raise self._error(message_id, **{field: k})
        return kinds
