"""The simple bot: a greedy program toward the nearest chests (docs/rules/gramin.md 4).

The bot uses only what its seat may know: its own hand and die, the pieces, the chest
squares (not their contents) and the trap cards on the board.
"""

from __future__ import annotations

from collections import Counter

from gamewidgets.core.engine import Action
from gamewidgets.gramin.engine.actions import act_action, build_action, place_trap_action
from gamewidgets.gramin.engine.board import Pos
from gamewidgets.gramin.engine.cards import DISTANCE, MOVE_KINDS, TRAP_KINDS, Direction, MoveCard
from gamewidgets.gramin.engine.movement import card_path
from gamewidgets.gramin.engine.state import GraminGame

_CARDS = {(c.kind, c.direction): c for c in (MoveCard(k, d) for k in MOVE_KINDS
                                             for d in Direction)}


def _manhattan(a: Pos, b: Pos) -> int:
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


def _slide(rows: int, cols: int, pos: Pos, card: MoveCard, times: int = 1):
    """Squares entered by ``times`` runs of ``card`` (:func:`card_path`), and the end."""
    entered: list[Pos] = []
    for _ in range(times):
        path = card_path(rows, cols, pos, card.kind, card.delta)[0]
        if path:
            entered += path
            pos = path[-1]
    return entered, pos


def _toward(cur: Pos, goal: Pos) -> list[Direction]:
    dirs = []
    if goal[0] != cur[0]:
        dirs.append(Direction.DOWN if goal[0] > cur[0] else Direction.UP)
    if goal[1] != cur[1]:
        dirs.append(Direction.RIGHT if goal[1] > cur[1] else Direction.LEFT)
    return dirs


def simple_program(game: GraminGame, player: int) -> tuple[str, list[str]]:
    """A legal program for ``player`` toward the nearest chests (Manhattan distance).

    Greedy: repeatedly take the card (or, once, a ``forN(`` loop of one card, which costs
    no hand card unless ``rules.loop_cards_count``) that brings the piece closest to the
    nearest chest not yet reached per hand card spent, avoiding known trap cards when it
    can (a trap is safe when a held if-card cancels it and, under ``rules.if_card_cost
    == "when_used"``, the die keeps a card for it); then declare one trap card if the
    die allows one more card.

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
    # docs/rules/gramin.md 2.3: a used if-card takes one of the die's cards under "when_used"
    if_cost = 1 if rules.if_card_cost == "when_used" else 0
    loop_cost = 2 if rules.loop_cards_count else 0
    counts = [n for n in rules.loop_counts if n <= 3] or [min(rules.loop_counts)]
    loops_left = 1 if rules.max_loops is None else min(rules.max_loops, 1)
    tokens: list[str] = []
    while budget > 0 and targets:
        targets.discard(cur)
        if not targets:
            break
        goal = min(targets, key=lambda t: (_manhattan(cur, t), t))
        base = _manhattan(cur, goal)
        best = None
        for kind in MOVE_KINDS:
            if not hand[kind]:
                continue
            for d in _toward(cur, goal):
                card = _CARDS[kind, d]
                for n in [1] + (counts if loops_left and budget >= 1 + loop_cost else []):
                    entered, end = _slide(board.rows, board.cols, cur, card, n)
                    gain = base - _manhattan(end, goal)
                    if gain <= 0:
                        continue
                    cost = 1 + (loop_cost if n > 1 else 0)
                    ifs = Counter(f"if_{board.traps[p]}" for p in entered if p in board.traps)
                    safe = not ifs - hand and cost + if_cost * ifs.total() <= budget
                    score = (safe, gain / cost, -n, -DISTANCE[kind])
                    if best is None or score > best[0]:
                        spent = ifs if safe else Counter()
                        best = (score, card, n, entered, end, cost + if_cost * spent.total())
        if best is None:
            break
        _, card, n, entered, end, cost = best
        hand.subtract(spent)
        tokens += [f"for{n}(", card.token, ")"] if n > 1 else [card.token]
        loops_left -= n > 1
        hand[card.kind] -= 1
        budget -= cost
        targets.difference_update(entered)
        cur = end
    traps = [k for k in TRAP_KINDS if hand[k]][:1] if budget > 0 else []
    return " ".join(tokens), traps


def trap_square(game: GraminGame, player: int) -> Pos:
    """A legal square for ``player``'s next trap card: next to an opponent's piece if
    possible (the free square nearest to any opponent, not within 2 squares of the own
    piece; docs/rules/gramin.md 4.3)."""
    squares = game.trap_squares()
    own = game.positions[player]
    others = [game.positions[q] for q in range(game.n_players) if q != player]

    def key(s):
        return (_manhattan(s, own) <= 2, min(_manhattan(s, o) for o in others), s)

    return min(squares, key=key)


def bot_action(game: GraminGame, player: int, build) -> Action:
    """The action of a bot at seat ``player``: its build (``build(game, player)`` gives
    the program text and trap cards), its next trap card on :func:`trap_square`, or
    ``act`` (docs/rules/gramin.md 4.2-4.4)."""
    if game.phase == "build":
        program, traps = build(game, player)
        return build_action(player, program, traps)
    if game.phase == "traps":
        return place_trap_action(player, game.pending_traps[player][0],
                                 trap_square(game, player))
    return act_action(player)


class SimpleBot:
    """The simple bot: :func:`simple_program` to build, :func:`trap_square` to place.

    Parameters
    ----------
    seed : int
        Accepted as every bot's is; the bot makes no random choice.
    """

    name = "simple"

    def __init__(self, seed: int = 0):
        self.seed = seed

    def act(self, state: GraminGame, player: int) -> Action:
        """The action of seat ``player`` now (see :func:`bot_action`)."""
        return bot_action(state, player, simple_program)
