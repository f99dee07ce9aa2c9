"""Pieces moving on a board: how each entered square resolves (docs/rules/gramin.md 2, 4.5,
4.6).

One mechanism serves both the one-explorer sandbox (:func:`gamewidgets.gramin.run_program`)
and the full game (:class:`gamewidgets.gramin.GraminGame`, which keeps its table in a
:class:`World`). Where a card goes is :func:`~gamewidgets.gramin.engine.movement.card_path`.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from gamewidgets.core.codec import (
    clone_fields,
    encode_fields,
    flat_list_field,
    not_saved,
    ref,
    rng_field,
    rows,
    saved,
)
from gamewidgets.core.events import Event
from gamewidgets.gramin.engine.board import Board, Chest, Pos
from gamewidgets.gramin.engine.cards import CHIP_KINDS, TRAP_KINDS, MoveCard, if_card
from gamewidgets.gramin.engine.movement import before_wall, card_path
from gamewidgets.gramin.engine.options import GraminRules
from gamewidgets.gramin.engine.program import if_use_cost

STOP_WALL = "wall"
STOP_CROCODILE = "crocodile"
STOP_HOLE = "hole"


@dataclass
class MoveResult:
    """What one move card did.

    Attributes
    ----------
    path : list of Pos
        Squares entered, in order (a jump enters only its landing square).
    events : list of Event
    stop : str or None
        ``"wall"``, ``"crocodile"`` or ``"hole"`` if the player's turn ended (section 2.2).
    """

    path: list[Pos] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)
    stop: str | None = None


def _labels(chests: list[Chest]) -> list[str]:
    return [c.label for c in chests]


@dataclass(eq=False, init=False)
class World:
    """The table while pieces move: board, pieces, hands, piles and discard.

    Its fields are saved and copied with the game that holds it (see
    :mod:`gamewidgets.core.codec`).

    Parameters
    ----------
    board : Board
        Modified in place: opened chests and spent trap cards leave it.
    positions : list of Pos
        One square per player's piece.
    rules : GraminRules
    rng : random.Random
        Rolls the dice and picks the robbed chest.
    hands : list of list of str, optional
        Each player's hand as card kinds; matching ``if_<mark>`` cards are used from here.

    Attributes
    ----------
    piles : list of list of Chest
        Chests each player has taken, oldest first.
    crocodile_pile : list of Chest
    crocodile_claims : list of int
        Under ``rules.crocodile_tie == "same_round"``: the players who took a point chest
        from the board this round of actions while the crocodile pile held chests, in the
        order they took it; the game settles them at the end of the round
        (:func:`~gamewidgets.gramin.engine.turn.settle_crocodile`).
    discard : list of str
        The discard pile: trap and if-cards spent during actions go here (card kinds).
    removed_chips : list of Chest
        Trap chips turned up and removed from play.
    skip_next : list of bool
        Players who fell into a hole and skip their next turn.
    if_allowed : list of set of str
        Trap marks each player lets an if-card cancel (see :meth:`default_if_marks`).
    if_room : list of int or None
        If-cards each player may still use this turn under ``rules.if_card_cost ==
        "when_used"``: the die minus the cards laid minus the if-cards used (section 2.3).
        None: no limit (``"never"``, or a program run outside a game).
    """

    board: Board = saved(encode=Board.to_dict, copy=Board.copy)
    positions: list[Pos] = saved(encode=rows, copy=list)
    hands: list[list[str]] = saved(encode=rows, copy=rows)
    piles: list[list[Chest]] = saved(encode=lambda v: [_labels(x) for x in v], copy=rows)
    crocodile_pile: list[Chest] = saved(encode=_labels, copy=list)
    crocodile_claims: list[int] = flat_list_field()
    discard: list[str] = flat_list_field()
    removed_chips: list[Chest] = saved(encode=_labels, copy=list)
    skip_next: list[bool] = flat_list_field()
    if_allowed: list[set[str]] = saved(encode=lambda v: [sorted(x) for x in v],
                                       copy=lambda v: [set(x) for x in v])
    if_room: list[int | None] = flat_list_field()
    rng: random.Random = rng_field()
    rules: GraminRules = not_saved(copy=ref)  # the holder's rules

    def __init__(self, board: Board, positions: list[Pos], rules: GraminRules,
                 rng: random.Random, hands: list[list[str]] | None = None):
        self.board = board
        self.positions = [tuple(p) for p in positions]
        self.rules = rules
        self.rng = rng
        n = len(positions)
        self.hands = hands if hands is not None else [[] for _ in range(n)]
        self.piles = [[] for _ in range(n)]
        self.crocodile_pile = []
        self.crocodile_claims = []
        self.discard = []
        self.removed_chips = []
        self.skip_next = [False] * n
        self.if_allowed = [self.default_if_marks() for _ in range(n)]
        self.if_room = [None] * n

    def default_if_marks(self) -> set[str]:
        """Marks an if-card may cancel unless the player says otherwise: every mark when
        ``rules.auto_if_cards`` (docs/rules/gramin.md 2.3), else none."""
        return set(TRAP_KINDS) if self.rules.auto_if_cards else set()

    # ---- moving ---------------------------------------------------------------------
    def move(self, player: int, card: MoveCard, *, end_when_empty: bool = False) -> MoveResult:
        """Move ``player``'s piece by ``card``, literally as laid (section 2.1, 4.5).

        The squares are those of :func:`~gamewidgets.gramin.engine.movement.card_path`,
        each resolved by :meth:`enter` in turn until one ends the player's turn. A jump
        whose landing square holds a wall comes down where
        :func:`~gamewidgets.gramin.engine.movement.before_wall` says
        (``rules.jump_into_wall``), and that square is entered too. Off the board the
        piece stops at the edge, the rest of the card is lost and the program goes on (an
        ``edge_stop`` event; a jump says so before it lands short).

        Parameters
        ----------
        player : int
        card : MoveCard
        end_when_empty : bool
            Stop between squares once the last chest has left the board (the game ends
            there, even inside a dash; section 5).
        """
        result = MoveResult()
        start = self.positions[player]
        path, edge = card_path(self.board.rows, self.board.cols, start, card.kind, card.delta)
        jump = card.kind == "jump"
        if edge and jump:
            result.events.append(Event("edge_stop", {"pos": [start[0], start[1]]}, "gramin"))
        for pos in path:
            stop = self.enter(player, pos, result)
            if stop == STOP_WALL:
                back = before_wall(start, card.kind, card.delta, pos, self.rules.jump_into_wall)
                if back is not None:
                    stop = self.enter(player, back, result) or STOP_WALL
            if stop:
                result.stop = stop
                return result
            if end_when_empty and not self.board.chests:
                return result
        if edge and not jump:
            r, c = self.positions[player]
            result.events.append(Event("edge_stop", {"pos": [r, c]}, "gramin"))
        return result

    def enter(self, player: int, pos: Pos, result: MoveResult) -> str | None:
        """Resolve ``player`` entering ``pos`` in the order of section 4.5: a wall (the
        piece does not enter), a crocodile or hole trap card, a chest, a robbery.

        A trap that takes effect ends the player's turn, but the square is still
        resolved to the end: a chest sharing it (``rules.trap_squares == "any"``) is
        opened, and pieces standing there are robbed every time (4.6), a trap card that
        stays (``rules.trap_persistence == "stay"``) included.

        Returns the stop reason if the player's turn ends (the first trap that took
        effect), else None. Appends to ``result.path`` (when the square is entered) and
        ``result.events``.
        """
        ev = result.events
        p = [pos[0], pos[1]]
        trap = self.board.traps.get(pos)
        if trap is not None:
            # The trap is announced before the if-card check, so a log reads as
            # "a trap!" then "check: holding its if-card? yes/no" (docs/rules/gramin.md 6).
            ev.append(Event("trap_card", {"pos": p, "trap": trap}, "gramin"))
        if trap == "wall" and not self._cancel(player, "wall", pos, ev):
            self._spend_trap(pos)
            ev.append(Event("wall_stop", {"pos": p}, "gramin"))
            return STOP_WALL
        self.positions[player] = pos
        result.path.append(pos)
        stop = None
        if trap in CHIP_KINDS and not self._cancel(player, trap, pos, ev):
            self._spend_trap(pos)
            stop = self._trap_effect(player, trap, ev)
        chest = self.board.chests.pop(pos, None)
        if chest is not None:
            if chest.trap:
                self.removed_chips.append(chest)
                ev.append(Event("trap_chip", {"pos": p, "trap": chest.trap}, "gramin"))
                if not self._cancel(player, chest.trap, pos, ev, chip=True):
                    hit = self._trap_effect(player, chest.trap, ev)
                    stop = stop or hit
            else:
                self._take(player, chest, p, ev)
        others = len(self.positions) > 1 and [
            q for q, qp in enumerate(self.positions) if q != player and qp == pos]
        if others:
            self._robbery([player] + others, pos, ev)
        return stop

    def _take(self, player: int, chest: Chest, p: list[int], ev: list[Event]) -> None:
        """``player`` takes a point chest from the board, and the crocodile pile with it
        (section 2.2): at once under ``rules.crocodile_tie == "first_taker"`` (or with one
        explorer), else as a claim settled at the end of the round."""
        self.piles[player].append(chest)
        ev.append(Event("chest_opened", {"pos": p, "points": chest.points}, "gramin"))
        if not self.crocodile_pile:
            return
        if self.rules.crocodile_tie == "same_round" and len(self.positions) > 1:
            if player not in self.crocodile_claims:
                self.crocodile_claims.append(player)
                ev.append(Event("crocodile_claim", {"count": len(self.crocodile_pile)},
                                "gramin"))
            return
        taken = sum(ch.points for ch in self.crocodile_pile)
        ev.append(Event("crocodile_pile_taken",
                        {"count": len(self.crocodile_pile), "points": taken}, "gramin"))
        self.piles[player].extend(self.crocodile_pile)
        self.crocodile_pile.clear()

    # ---- traps ----------------------------------------------------------------------
    def _cancel(self, player, mark, pos, ev, chip=False) -> bool:
        """Use a matching if-card (section 2.3); the cancelled trap card leaves the board.

        Under ``if_card_cost == "when_used"`` a held card is usable only while the die has
        room for it (``if_room``); otherwise an ``if_no_room`` event says why it was not.
        A held card the player did not let cancel this trap (``if_allowed``) gives an
        ``if_kept`` event; no matching card at all, an ``if_check`` event.
        """
        kind = if_card(mark)
        if kind not in self.hands[player]:
            ev.append(Event("if_check", {"trap": mark}, "gramin"))
            return False
        if mark not in self.if_allowed[player]:
            ev.append(Event("if_kept", {"trap": mark}, "gramin"))
            return False
        room, cost = self.if_room[player], if_use_cost(self.rules)
        if room is not None and room < cost:
            ev.append(Event("if_no_room", {"trap": mark}, "gramin"))
            return False
        if room is not None:
            self.if_room[player] = room - cost
        self.hands[player].remove(kind)
        self.discard.append(kind)
        if not chip:
            self._spend_trap(pos)
        data = {"pos": [pos[0], pos[1]], "trap": mark}
        # a child sees the trap vanish from the board: the sentence says it was taken away
        # (a chip always is; a trap card unless trap cards stay, 2.2)
        if chip or self.rules.trap_persistence == "discard":
            data["fate"] = "gone"
        ev.append(Event("if_used", data, "gramin"))
        return True

    def _spend_trap(self, pos: Pos) -> None:
        if self.rules.trap_persistence == "discard":
            self.discard.append(self.board.traps.pop(pos))

    def _trap_effect(self, player, trap, ev) -> str:
        if trap == "crocodile":
            pile = self.piles[player]
            if pile:
                eaten = pile.pop()
                self.crocodile_pile.append(eaten)
                ev.append(Event("crocodile_ate", {"points": eaten.points}, "gramin"))
            else:
                ev.append(Event("crocodile_nothing", {}, "gramin"))
            return STOP_CROCODILE
        self.skip_next[player] = True
        ev.append(Event("hole_skip", {}, "gramin"))
        return STOP_HOLE

    # ---- robbery --------------------------------------------------------------------
    def roll(self) -> int:
        """One six-sided die roll, 1..6, from the world's generator."""
        return self.rng.randint(1, 6)

    def _robbery(self, players: list[int], pos: Pos, ev: list[Event]) -> None:
        """Section 4.6: highest roll takes one chest from the lowest roll's pile."""
        rolls = {q: self.roll() for q in players}
        high = self._untie(rolls, max)
        low = self._untie({q: v for q, v in rolls.items() if q != high}, min)
        data = {"pos": [pos[0], pos[1]], "winner": high, "loser": low,
                "winner_seat": high + 1, "loser_seat": low + 1,
                "rolls": {str(q): v for q, v in rolls.items()}}
        if not self.piles[low]:
            ev.append(Event("robbery_nothing", data, "gramin"))
            return
        pile = self.piles[low]
        latest = self.rules.robbery_pick == "latest"
        idx = len(pile) - 1 if latest else self.rng.randrange(len(pile))
        chest = pile.pop(idx)
        self.piles[high].append(chest)
        ev.append(Event("robbery", {**data, "points": chest.points}, "gramin"))

    def _untie(self, rolls: dict[int, int], pick) -> int:
        tied = [q for q, v in rolls.items() if v == pick(rolls.values())]
        while len(tied) > 1:
            again = {q: self.roll() for q in tied}
            tied = [q for q, v in again.items() if v == pick(again.values())]
        return tied[0]

    # ---- accounting -----------------------------------------------------------------
    def chests_in_play(self) -> int:
        """Chests on the board + in piles + in the crocodile pile + removed trap chips."""
        return (len(self.board.chests) + sum(map(len, self.piles))
                + len(self.crocodile_pile) + len(self.removed_chips))

    def score(self, player: int) -> int:
        """Points in ``player``'s pile (section 5)."""
        return sum(ch.points for ch in self.piles[player])


def world_field():
    """The field of a game that holds its :class:`World`: saved, restored and copied with
    the World's own fields."""
    return saved(encode=encode_fields, copy=clone_fields)
