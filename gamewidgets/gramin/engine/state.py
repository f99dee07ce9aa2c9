"""The multiplayer game of Gramin Expedition (docs/rules/gramin.md 3-5): a state of the
engine contract (:mod:`gamewidgets.core.engine`), saved and copied by its fields."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import ClassVar

from gamewidgets.core.codec import flat_list_field, plain, read_fields, rows, saved, value_field
from gamewidgets.core.engine import CHANCE, SIMULTANEOUS, TERMINAL, Action, GameState, check_seat
from gamewidgets.core.events import Event
from gamewidgets.core.options import read_rules, rules_field
from gamewidgets.core.rng import check_seed, make_rng
from gamewidgets.core.text import Msg
from gamewidgets.gramin.engine import actions
from gamewidgets.gramin.engine import events as game_events
from gamewidgets.gramin.engine import traps as trap_rules
from gamewidgets.gramin.engine import turn as turn_rules
from gamewidgets.gramin.engine.board import Board, Pos, game_board
from gamewidgets.gramin.engine.build import Build, lay
from gamewidgets.gramin.engine.deck import draw
from gamewidgets.gramin.engine.errors import GraminRuleError
from gamewidgets.gramin.engine.events import check_names, game_event, renamed, seat_event
from gamewidgets.gramin.engine.observation import observe
from gamewidgets.gramin.engine.options import GraminRules
from gamewidgets.gramin.engine.program import Program
from gamewidgets.gramin.engine.turn import CardRun
from gamewidgets.gramin.engine.world import World, world_field


@dataclass(eq=False, init=False, repr=False)
class GraminGame(GameState):
    """A whole game of Gramin Expedition for 2-4 players (docs/rules/gramin.md 3-5).

    A turn: ``"roll"`` (:data:`CHANCE`; 4.1-4.2) -> ``"build"`` (:data:`SIMULTANEOUS`;
    4.2) -> ``"traps"`` (if trap cards were declared; 4.3) -> ``"action"`` (4.4) -> the next
    ``"roll"``; ``"over"`` (:data:`TERMINAL`) once the last chest leaves the board (5).
    The world (:class:`World`) holds the table and the game's one ``random.Random(seed)``.

    Parameters
    ----------
    n_players : int
        2 to 4 seats, 0..n-1; piece ``p`` starts on corner ``p`` of :meth:`Board.corners`.
    seed : int
        Seed of the game's one random generator: same seed, same game.
    rules : GraminRules, optional
        Default the basic game.
    board : Board, optional
        A hand-set board (copied; checked against the rules by
        :func:`~gamewidgets.gramin.engine.board.game_board`: its chests come from
        ``rules.chest_points`` and ``rules.chest_traps``) instead of the random set-up of
        section 3.1.
    names : sequence of str, optional
        The players' names in seat order, for the events' sentences ("Ann rolls 3");
        default "Player 1", ... in each sentence's language (see :meth:`rename`).

    Raises
    ------
    ValueError
        If ``n_players`` is not 2..4, ``seed`` is negative, the board does not fit the
        rules, or ``names`` is not one non-empty name of at most 40 characters per seat.
    TypeError
        If ``seed`` is not an int.

    Attributes
    ----------
    world : World
        The table: board, pieces, hands, piles, discard, and the random generator.
    deck : list of str
        Card kinds, top of the deck last (hidden from players).
    turn, phase, rolls, parent, programs, events
        The turn number from 1 and its phase; this turn's dice per seat (None:
        skipping), parent (親), programs (secret until every seat has built) and events.
    """

    KIND: ClassVar[str] = "gramin.game"
    SETUP: ClassVar[tuple[str, ...]] = ("n_players", "seed", "rules", "names", "start")

    n_players: int = value_field()
    seed: int = value_field()
    names: tuple[str, ...] | None = game_events.names_field()
    rules: GraminRules = rules_field()
    start: dict | None = value_field()  # the hand-set board as given (Board.to_dict), or None
    world: World = world_field()
    deck: list[str] = flat_list_field()
    total_chests: int = value_field()
    total_cards: int = value_field()
    turn: int = value_field()
    phase: str = value_field()
    skipping: list[bool] = flat_list_field()
    rolls: list[int | None] = flat_list_field()
    parent: int | None = value_field()
    programs: list[Program | None] = saved(
        encode=lambda v: [None if p is None else p.to_text() for p in v], copy=list)
    built: list[bool] = flat_list_field()
    laid: list[list[str]] = saved(encode=rows, copy=rows)
    pending_traps: list[list[str]] = saved(encode=rows, copy=rows)
    next_action: list[int] = flat_list_field()
    stopped: list[str | None] = flat_list_field()
    actor: int | None = value_field()
    revealed: bool = value_field()
    events: list[Event] = game_events.events_field()

    def __init__(self, n_players: int = 2, seed: int = 0, rules: GraminRules | None = None,
                 board: Board | None = None, names=None):
        check_players(n_players)
        rules = rules or GraminRules()
        self.names = None if names is None else check_names(names, n_players)
        rng = make_rng(seed)
        self.start = None if board is None else board.to_dict()
        board = game_board(rules, rng, n_players, board)
        self.n_players, self.seed, self.rules = n_players, seed, rules
        self.deck = rules.deck_cards()
        rng.shuffle(self.deck)
        self.world = World(board, board.corners()[:n_players], rules, rng)
        self.total_chests = len(board.chests)
        self.total_cards = len(self.deck) + len(board.traps)
        self.events = []
        for _ in range(rules.start_hand):  # one card at a time round the table (3.3)
            for hand in self.hands:
                draw(self.deck, self.discard, hand, 1, rng, self.events)
        self.turn, self.phase, self.skipping = 1, "roll", [False] * n_players
        self._new_turn()

    def _new_turn(self) -> None:
        n = self.n_players
        self.rolls, self.parent, self.programs = [None] * n, None, [None] * n
        self.built, self.laid = [False] * n, [[] for _ in range(n)]
        self.pending_traps, self.next_action = [[] for _ in range(n)], [0] * n
        self.stopped, self.actor, self.revealed = [None] * n, None, False
        self.world.if_allowed = [self.world.default_if_marks() for _ in range(n)]
        self.world.if_room = [None] * n

    @classmethod
    def from_position(cls, hands, deck, *, rolls=None, chests=None, seed: int = 0,
                      rules: GraminRules | None = None, board: Board | None = None,
                      names=None) -> GraminGame:
        """A game whose first turn is set up by hand (a lesson, a puzzle, a test): the new
        game of ``seed``, ``rules``, ``board`` and ``names`` (as the constructor; its
        generator rolls the dice after), with the cards dealt as given and, if ``rolls``
        are given, the first turn's dice rolled (docs/rules/gramin.md 3.3, 4.1).

        It is the game's start: :meth:`replay` plays its actions from it. It is not a
        save and no save loads to it (:meth:`to_dict` refuses the game).

        Parameters
        ----------
        hands : sequence of sequence of str
            Each seat's hand (card kinds), one per player (2..4).
        deck : sequence of str
            The program deck, top card last; with the hands, exactly the rules' cards.
        rolls : sequence of int, optional
            Each seat's die (1..6): the parent is the first seat with the lowest, and the
            turn is in its build phase. None: the turn begins with the dice to roll.
        chests : dict of (int, int) to Chest, optional
            The chests of the board on the same squares, their chips moved round.
        seed, rules, board, names
            As the constructor.

        Raises
        ------
        ValueError
            If the hands and the deck are not the rules' cards, a die is not 1..6, the
            chests are not the board's chips on its chest squares, or as the constructor.
        """
        hands = [list(hand) for hand in hands]
        game = cls(len(hands), seed, rules, board, names)
        if sorted([*deck, *(k for hand in hands for k in hand)]) \
                != sorted(game.rules.deck_cards()):
            raise ValueError("the hands and the deck must be the rules' cards, each once "
                             "(docs/rules/gramin.md 2)")
        if chests is not None:
            chests = dict(chests)
            now = game.board.chests
            if chests.keys() != now.keys() or sorted(map(repr, chests.values())) \
                    != sorted(map(repr, now.values())):
                raise ValueError("chests must be the board's chest chips on its chest squares")
            now.clear()
            now.update(chests)
        game.world.hands[:] = hands
        game.deck, game.events = list(deck), []
        if rolls is not None:
            rolls = list(rolls)
            if len(rolls) != game.n_players or any(
                    type(v) is not int or not 1 <= v <= 6 for v in rolls):
                raise ValueError(f"rolls must be one die 1..6 per seat, got {rolls!r}")
            game.rolls, game.parent, game.phase = rolls, rolls.index(min(rolls)), "build"
            game.events = [game_event("turn_start", turn=1)]
            game.events += [seat_event("rolled", p, game.names, roll=v)
                            for p, v in enumerate(rolls)]
            game.events.append(seat_event("parent", game.parent, game.names))
        game._set_up_by_hand()
        return game

    @classmethod
    def _start(cls, setup: dict, view: dict) -> GraminGame:
        """A new game from a save's set-up (see :meth:`GameState.from_dict`): each field
        checked as the constructor checks it, the hand-set board against the rules."""
        read_fields("view", view, {})
        got: dict = {}
        read_fields("setup", setup, {
            "n_players": check_players, "seed": check_seed,
            "rules": lambda d: read_rules(GraminRules, d),
            "names": lambda v: None if v is None else check_names(v, got["n_players"]),
            "start": lambda v: None if v is None else game_board(
                got["rules"], None, got["n_players"], Board.from_dict(v)),
        }, got)
        return cls(got["n_players"], got["seed"], got["rules"], got["start"], got["names"])

    def _logged(self, action: Action) -> Action:
        """The action as data: a program as its text, trap cards and marks as lists (in
        the order they were read)."""
        logged = dict(action)
        if isinstance(logged.get("program"), Program):
            logged["program"] = logged["program"].to_text()
        for key in ("traps", "if_marks"):
            if logged.get(key) is not None and not isinstance(logged[key], str):
                logged[key] = list(logged[key])
        return plain(logged)

    def rename(self, names) -> None:
        """Give the players new names (or None: "Player 1", ...); the sentences of the
        events so far follow.

        Raises
        ------
        ValueError
            If ``names`` is not one non-empty name per seat.
        """
        self.names = None if names is None else check_names(names, self.n_players)
        self.events = renamed(self.events, self.names)

    # ---- the table (kept in the World) -----------------------------------------------
    board = property(lambda self: self.world.board,
                     doc="The :class:`Board` (chests still on it, trap cards on squares).")
    positions = property(lambda self: self.world.positions, doc="Each seat's square.")
    hands = property(lambda self: self.world.hands,
                     doc="Card kinds in each hand (hidden from the other seats).")
    piles = property(lambda self: self.world.piles,
                     doc="Chests each seat holds (lists of Chest, oldest first).")
    discard = property(lambda self: self.world.discard, doc="The discard pile (card kinds).")
    rng = property(lambda self: self.world.rng, doc="The game's one ``random.Random``.")

    # ---- who acts ---------------------------------------------------------------------
    @property
    def is_terminal(self) -> bool:
        """Whether the game is over (section 5)."""
        return self.phase == "over"

    @property
    def current_player(self) -> int:
        """:data:`CHANCE` in the dice phase, :data:`SIMULTANEOUS` in the build phase (see
        :meth:`acting_seats`), the seat placing a trap or acting, :data:`TERMINAL` at the end."""
        if self.phase == "roll":
            return CHANCE
        if self.phase == "build":
            return SIMULTANEOUS
        if self.phase == "traps":
            return self._placer()
        if self.phase == "action":
            return self.actor
        return TERMINAL

    def acting_seats(self) -> list[int]:
        """Seats that act now: builders still to build, the trap placer, the actor
        (:class:`~gamewidgets.core.engine.GameState`)."""
        if self.phase == "build":
            return [p for p in range(self.n_players) if not self.skipping[p] and not self.built[p]]
        if self.phase in ("traps", "action"):
            return [self.current_player]
        return []

    def action_order(self) -> list[int]:
        """Seat order starting with the parent (section 4.3, 4.4); ``[]`` before the roll."""
        return [] if self.parent is None else turn_rules.seat_order(self.parent, self.n_players)

    def trap_squares(self) -> list[Pos]:
        """Squares a trap card may go on now (docs/rules/gramin.md 2.2, 4.3;
        ``rules.trap_squares``)."""
        return trap_rules.trap_squares(self.board, self.positions,
                                       self.rules.trap_squares == "any")

    def legal_actions(self, player: int | None = None) -> list[Action]:
        """The legal actions of ``player`` now (``None``: of whoever acts now): the roll
        (chance's), the listed builds of a seat still to build
        (:func:`~gamewidgets.gramin.engine.build.build_programs`), every placement of the
        placer's trap cards, the actor's ``act``; ``[]`` for any other seat.

        Raises
        ------
        GraminRuleError
            If ``player`` is not a seat of the game.
        """
        if player is not None:
            check_seat(player, self.n_players, GraminRuleError)
        return actions.legal(self, player)

    def _apply(self, action: Action) -> list[Event]:
        """Check and apply one action of :mod:`gamewidgets.gramin.engine.actions` (see
        :meth:`apply`); raise :class:`GraminRuleError`
        (an unknown action, the wrong phase or seat, a move the rules forbid) and change
        nothing to refuse (docs/rules/gramin.md 4)."""
        kind, *args = actions.check(self, action)
        if kind == "roll":
            return self._roll()
        if kind == "build":
            return self._build(*args)
        if kind == "place_trap":
            return self._place_trap(*args)
        return self._act()

    def _now_hint(self) -> Msg:
        """What is allowed now (``gramin.game.now.*``), said after a refusal."""
        placer = self._placer() if self.phase == "traps" else None
        return turn_rules.phase_hint(self.phase, self.turn, self.acting_seats(),
                                     None if placer is None else self.pending_traps[placer],
                                     self.actor)

    # ---- the verbs: each applies one action of gamewidgets.gramin.engine.actions ------
    # (each raises GraminRuleError as apply does, the game unchanged)
    def roll(self) -> list[Event]:
        """Roll the dice: the parent, then each roller's draw (docs/rules/gramin.md 4.1, 4.2;
        :func:`~gamewidgets.gramin.engine.actions.roll_action`)."""
        return self.apply(actions.roll_action())

    def build(self, player: int, program: Program | str = "", traps=(),
              if_marks=None) -> list[Event]:
        """Lay seat ``player``'s program face down and declare trap cards (docs/rules/gramin.md
        4.2; arguments as :func:`~gamewidgets.gramin.engine.actions.build_action`; refused
        as :func:`~gamewidgets.gramin.engine.build.read_build` says)."""
        return self.apply(actions.build_action(player, program, traps, if_marks))

    def place_trap(self, player: int, kind: str, pos) -> list[Event]:
        """Place a declared trap card (docs/rules/gramin.md 4.3; arguments as
        :func:`~gamewidgets.gramin.engine.actions.place_trap_action`; refused as
        :func:`~gamewidgets.gramin.engine.traps.check_placement` says)."""
        return self.apply(actions.place_trap_action(player, kind, pos))

    def act(self) -> list[Event]:
        """Run the actor's next action, one card or one whole loop (docs/rules/gramin.md
        4.4-4.7, 5; :func:`~gamewidgets.gramin.engine.turn.run_action`)."""
        return self.apply(actions.act_action(self.actor))

    def act_frames(self, action: Action) -> Iterator[CardRun]:
        """Apply ``action``, an ``act`` action, card by card: a frame event after each card.

        Parameters
        ----------
        action : dict
            ``{"type": "act", "player": actor}``
            (:func:`~gamewidgets.gramin.engine.actions.act_action`).

        Yields
        ------
        CardRun
            After each card, the game as that card left it (its ``events``: that card's).

        Returns
        -------
        list of Event
            (The generator's value.) Every event of the action, as :meth:`apply` returns.

        Raises
        ------
        GraminRuleError
            As :meth:`apply` (an action of another kind, the wrong phase or seat), before
            the first card; nothing changes.

        Notes
        -----
        The action is applied (and logged) once the last card has run. Stopped early (the
        generator closed, or an exception raised into it), the game is put back as it was
        before the action.
        """
        if self._refused(actions.check, self, action)[0] != "act":
            raise ValueError(f"act_frames runs an 'act' action, got {action!r}")
        before = self.clone()
        try:
            events = yield from self._act_cards()
        except BaseException:
            self.__dict__.update(before.__dict__)  # stopped half-way: put back
            raise
        self._logs(action)
        return events

    # ---- 4.1-4.2 dice and draw --------------------------------------------------------
    def _roll(self) -> list[Event]:
        self._new_turn()
        self.events = ev = [game_event("turn_start", turn=self.turn)]
        self.skipping, self.rolls, self.parent = turn_rules.start_turn(
            self.world, self.deck, self.rules.parent_tie, ev, self.names)
        if self.parent is None:
            self._end_turn()
        else:
            self.phase = "build"
        return list(ev)

    # ---- 4.2 build --------------------------------------------------------------------
    def _build(self, player: int, b: Build) -> list[Event]:
        self.laid[player] = lay(self.hands[player], b)
        self.pending_traps[player] = list(b.traps)
        self.programs[player], self.built[player] = b.program, True
        self.world.if_allowed[player] = b.marks
        if self.rules.if_card_cost == "when_used":
            self.world.if_room[player] = self.rolls[player] - b.cost
        start = len(self.events)
        self.events.append(seat_event("built", player, self.names))
        if all(self.built[p] or self.skipping[p] for p in range(self.n_players)):
            if any(self.pending_traps):
                self.phase = "traps"
                self._advance_traps()
            else:
                self._reveal()
        return self.events[start:]

    # ---- 4.3 trap setting -------------------------------------------------------------
    def _place_trap(self, player: int, kind: str, pos: Pos) -> list[Event]:
        self.pending_traps[player].remove(kind)
        self.laid[player].remove(kind)
        self.board.traps[pos] = kind
        start = len(self.events)
        self.events.append(seat_event("trap_placed", player, self.names, trap=kind,
                                      pos=list(pos)))
        self._advance_traps()
        return self.events[start:]

    def _placer(self) -> int | None:
        return trap_rules.placer(self.action_order(), self.pending_traps)

    def _advance_traps(self) -> None:
        """Reveal once every trap card is placed, or none has a free square left."""
        if self._placer() is not None and not self.trap_squares():
            trap_rules.return_unplaceable(self.action_order(), self.pending_traps, self.laid,
                                          self.world, self.events, self.names)
        if self._placer() is None:
            self._reveal()

    def _reveal(self) -> None:
        self.revealed, self.phase = True, "action"
        self.events.append(game_event("revealed"))
        self._next_actor(self.parent)

    def _next_actor(self, first: int) -> None:
        """The next seat with an action left acts (4.4); with none left the turn ends."""
        self.actor = turn_rules.next_actor(first, self.programs, self.stopped, self.next_action)
        if self.actor is None:
            self._end_turn()

    # ---- 4.4 action -------------------------------------------------------------------
    def _act(self) -> list[Event]:
        cards = self._act_cards()
        while True:
            try:
                next(cards)
            except StopIteration as end:
                return end.value

    def _act_cards(self) -> Iterator[CardRun]:
        """The actor's next action, a frame event after each card; returns its events."""
        p, start = self.actor, len(self.events)
        yield from turn_rules.run_action(self.world, p, self.programs[p], self.next_action[p],
                                         self.stopped, self.events, self.names)
        index = self.next_action[p]
        self.next_action[p] += 1
        nxt = turn_rules.next_actor(p + 1, self.programs, self.stopped, self.next_action)
        if not self.board.chests or turn_rules.round_over(index, nxt, self.next_action):
            turn_rules.settle_crocodile(self.world, self.events, self.names)
        if self.board.chests:
            self._next_actor(p + 1)
        else:
            self._end_turn(over=True)
        return self.events[start:]

    # ---- 4.7 end of turn, 5 end of game -------------------------------------------------
    def _end_turn(self, over: bool = False) -> None:
        turn_rules.discard_laid(self.laid, self.pending_traps, self.discard)
        self.actor = None
        if over:
            self.phase = "over"
            won = self.winners
            self.events.append(game_event("game_over", self.names, winners=won))
        else:
            self.events.append(game_event("turn_end", turn=self.turn))
            self.turn, self.phase = self.turn + 1, "roll"

    @property
    def scores(self) -> list[int]:
        """Points each seat holds (section 5; the crocodile pile scores for nobody)."""
        return [self.world.score(p) for p in range(self.n_players)]

    @property
    def winners(self) -> list[int]:
        """The winners once the game is over (:func:`~gamewidgets.gramin.engine.turn.winners`
        with ``rules.winner_tie``), else ``[]``."""
        if not self.is_terminal:
            return []
        return turn_rules.winners(self.scores, [len(x) for x in self.piles], self.rules.winner_tie)

    def returns(self) -> list[float]:
        """Each seat's share of the win: ``1/k`` for each of ``k`` winners, 0 otherwise;
        all zeros before the end (section 5)."""
        won = self.winners
        return [1.0 / len(won) if p in won else 0.0 for p in range(self.n_players)]

    def chests_accounted(self) -> int:
        """Chests on the board + in piles + crocodile pile + removed trap chips."""
        return self.world.chests_in_play()

    def cards_accounted(self) -> int:
        """Cards in deck + hands + discard + laid this turn + trap cards on the board."""
        return (len(self.deck) + sum(map(len, self.hands)) + len(self.discard)
                + sum(map(len, self.laid)) + len(self.board.traps))

    # ---- what a seat may see, what is allowed now -----------------------------------------
    def _observe(self, player: int, lang: str | None) -> dict:
        check_seat(player, self.n_players, GraminRuleError)
        return observe(self, player, lang)

    def __repr__(self) -> str:
        return (f"GraminGame(n_players={self.n_players}, turn={self.turn}, "
                f"phase={self.phase!r}, scores={self.scores})")


def check_players(n_players) -> int:
    """``n_players`` if it is 2, 3 or 4 (ValueError otherwise; docs/rules/gramin.md 1)."""
    if isinstance(n_players, bool) or not isinstance(n_players, int) or not 2 <= n_players <= 4:
        raise ValueError(f"n_players must be 2, 3 or 4, got {n_players!r}")
    return n_players
