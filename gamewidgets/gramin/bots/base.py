"""What both bots do alike (docs/rules/gramin.md 4.2-4.4): the action of a bot at its seat
in each phase, where it places a trap card, and when it declares one.

A bot differs only in how it builds its program: :func:`bot_action` takes that as a
function of the game and the seat.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from gamewidgets.core.engine import Action
from gamewidgets.gramin.engine.actions import act_action, build_action, place_trap_action
from gamewidgets.gramin.engine.board import Pos
from gamewidgets.gramin.engine.cards import TRAP_KINDS, if_card
from gamewidgets.gramin.engine.options import GraminRules
from gamewidgets.gramin.engine.program import die_cost
from gamewidgets.gramin.engine.state import GraminGame

Build = Callable[[GraminGame, int], tuple[str, list[str]]]
"""How a bot builds: ``build(game, player) -> (program text, trap cards to declare)``."""


def manhattan(a: Pos, b: Pos) -> int:
    """Squares between ``a`` and ``b`` moving along rows and columns."""
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


def declared_traps(hand: Counter, die_left: int, rules: GraminRules) -> list[str]:
    """The trap card a bot declares: one of the hand (the first of
    :data:`~gamewidgets.gramin.engine.cards.TRAP_KINDS` it holds) if the die has room
    for it after the program (docs/rules/gramin.md 4.2), else none.

    Parameters
    ----------
    hand : Counter
        Card kinds left in the hand once the program is laid.
    die_left : int
        What the die leaves after the program.
    rules : GraminRules
    """
    if die_left < die_cost(0, 0, 1, rules):
        return []
    return [k for k in TRAP_KINDS if hand[k] > 0][:1]


def trap_square(game: GraminGame, player: int) -> Pos:
    """A legal square for ``player``'s next trap card: next to an opponent's piece if
    possible (the free square nearest to any opponent, not within 2 squares of the own
    piece; docs/rules/gramin.md 4.3)."""
    squares = game.trap_squares()
    own = game.positions[player]
    others = [game.positions[q] for q in range(game.n_players) if q != player]

    def key(s):
        return (manhattan(s, own) <= 2, min(manhattan(s, o) for o in others), s)

    return min(squares, key=key)


def named_marks(game: GraminGame, player: int) -> list[str] | None:
    """The trap marks a bot lets its if-cards cancel: every mark it holds an if-card of
    when the rules have the player name them (``rules.auto_if_cards`` False,
    docs/rules/gramin.md 2.3), else None (the rules' automatic use)."""
    if game.rules.auto_if_cards:
        return None
    return [m for m in TRAP_KINDS if if_card(m) in game.hands[player]]


def bot_action(game: GraminGame, player: int, build: Build) -> Action:
    """The action of a bot at seat ``player``: its build (``build(game, player)`` gives
    the program text and trap cards; the if-cards' marks by :func:`named_marks`), its
    next trap card on :func:`trap_square`, or ``act`` (docs/rules/gramin.md 4.2-4.4)."""
    if game.phase == "build":
        program, traps = build(game, player)
        return build_action(player, program, traps, named_marks(game, player))
    if game.phase == "traps":
        return place_trap_action(player, game.pending_traps[player][0],
                                 trap_square(game, player))
    return act_action(player)
