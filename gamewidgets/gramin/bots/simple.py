"""The simple bot: a greedy program toward the nearest chests (docs/rules/gramin.md 4).

The bot uses only what its seat may know: its own hand and die, the pieces, the chest
squares (not their contents) and the trap cards on the board.
"""

from __future__ import annotations

from collections import Counter

from gamewidgets.core.engine import Action
from gamewidgets.gramin.bots.base import bot_action, declared_traps, manhattan
from gamewidgets.gramin.engine.board import Pos
from gamewidgets.gramin.engine.cards import DISTANCE, MOVE_KINDS, Direction, MoveCard, if_card
from gamewidgets.gramin.engine.movement import before_wall, card_path
from gamewidgets.gramin.engine.program import die_cost, if_use_cost
from gamewidgets.gramin.engine.state import GraminGame

_CARDS = {(c.kind, c.direction): c for c in (MoveCard(k, d) for k in MOVE_KINDS
                                             for d in Direction)}


def _slide(rows: int, cols: int, pos: Pos, card: MoveCard, times: int = 1,
           walls=frozenset(), jump_into_wall: str = "before"):
    """Squares entered by ``times`` runs of ``card`` (:func:`card_path`), the end, and
    whether one of ``walls`` (walls no held if-card cancels) stopped the piece there, as
    the game stops it (:func:`before_wall`)."""
    entered: list[Pos] = []
    for _ in range(times):
        start = pos
        for sq in card_path(rows, cols, start, card.kind, card.delta)[0]:
            if sq in walls:
                back = before_wall(start, card.kind, card.delta, sq, jump_into_wall)
                if back is not None and back not in walls:
                    entered.append(back)
                    pos = back
                return entered, pos, True
            entered.append(sq)
            pos = sq
    return entered, pos, False


def _toward(cur: Pos, goal: Pos) -> list[Direction]:
    dirs = []
    if goal[0] != cur[0]:
        dirs.append(Direction.DOWN if goal[0] > cur[0] else Direction.UP)
    if goal[1] != cur[1]:
        dirs.append(Direction.RIGHT if goal[1] > cur[1] else Direction.LEFT)
    return dirs


def simple_program(game: GraminGame, player: int) -> tuple[str, list[str]]:
    """A legal program for ``player`` toward the nearest chests (Manhattan distance).

    Greedy: repeatedly take the card (or, once, a ``forN(`` loop of one card) that brings
    the piece closest to the nearest chest not yet reached per card of the die spent
    (:func:`~gamewidgets.gramin.engine.program.die_cost`; the piece moves as the game
    moves it, stopping at a wall no held if-card cancels,
    :func:`~gamewidgets.gramin.engine.movement.before_wall`), avoiding known trap cards when
    it can (a trap is safe when a held if-card cancels it and the die keeps what using it
    costs, :func:`~gamewidgets.gramin.engine.program.if_use_cost`); then declare one trap
    card if the die allows one more card (:func:`~gamewidgets.gramin.bots.base.declared_traps`).

    Parameters
    ----------
    game : GraminGame
        In the build phase.
    player : int
        A seat that has rolled and not built yet.

    Returns
    -------
    (str, list of str)
        Program text for :meth:`GraminGame.build` and the trap cards to declare.
    """
    rules, board = game.rules, game.board
    budget = game.rolls[player] or 0
    hand = Counter(game.hands[player])
    cur = game.positions[player]
    targets = set(board.chests)
    if_cost = if_use_cost(rules)
    counts = [n for n in rules.loop_counts if n <= 3] or [min(rules.loop_counts)]
    loops_left = 1 if rules.max_loops is None else min(rules.max_loops, 1)
    walls = frozenset(p for p, k in board.traps.items() if k == "wall") \
        if not hand["if_wall"] else frozenset()
    tokens: list[str] = []
    while budget > 0 and targets:
        targets.discard(cur)
        if not targets:
            break
        goal = min(targets, key=lambda t: (manhattan(cur, t), t))
        base = manhattan(cur, goal)
        best = None
        for kind in MOVE_KINDS:
            if not hand[kind]:
                continue
            for d in _toward(cur, goal):
                card = _CARDS[kind, d]
                looped = loops_left and budget >= die_cost(1, 2, 0, rules)
                for n in [1] + (counts if looped else []):
                    entered, end, walled = _slide(board.rows, board.cols, cur, card, n, walls,
                                                  rules.jump_into_wall)
                    gain = base - manhattan(end, goal)
                    if gain <= 0:
                        continue
                    cost = die_cost(1, 2 if n > 1 else 0, 0, rules)
                    ifs = Counter(if_card(board.traps[p]) for p in entered if p in board.traps)
                    safe = not walled and not ifs - hand \
                        and cost + if_cost * ifs.total() <= budget
                    score = (safe, gain / cost, -n, -DISTANCE[kind])
                    if best is None or score > best[0]:
                        spent = ifs if safe else Counter()
                        best = (score, card, n, entered, end, cost + if_cost * spent.total(),
                                walled)
        if best is None:
            break
        _, card, n, entered, end, cost, walled = best
        hand.subtract(spent)
        tokens += [f"for{n}(", card.token, ")"] if n > 1 else [card.token]
        loops_left -= n > 1
        hand[card.kind] -= 1
        budget -= cost
        targets.difference_update(entered)
        cur = end
        if walled:  # the wall ends the turn: later cards would never run
            break
    return " ".join(tokens), declared_traps(hand, budget, rules)


class SimpleBot:
    """The simple bot: :func:`simple_program` to build,
    :func:`~gamewidgets.gramin.bots.base.trap_square` to place.

    Parameters
    ----------
    seed : int
        Accepted as every bot's is; the bot makes no random choice.
    """

    name = "simple"

    def __init__(self, seed: int = 0):
        self.seed = seed

    def act(self, state: GraminGame, player: int) -> Action:
        """The action of seat ``player`` now (see
        :func:`~gamewidgets.gramin.bots.base.bot_action`)."""
        return bot_action(state, player, simple_program)
