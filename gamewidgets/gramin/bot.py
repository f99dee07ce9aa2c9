"""A simple bot for the multiplayer game: programs toward the nearest chest (rules/gramin.md 4).

The bot uses only what its player may know: its own hand and die, the pieces, the chest
squares (not their contents) and the trap cards on the board.
"""

from __future__ import annotations

from collections import Counter

from gamewidgets.gramin.board import Pos
from gamewidgets.gramin.cards import DISTANCE, MOVE_KINDS, TRAP_KINDS, Direction
from gamewidgets.gramin.game_errors import GraminRuleError

_LETTER = {d: d.letter for d in Direction}
_PREFIX = {"step": "", "dash": "2", "jump": "J"}
_DELTA = {d: d.value for d in Direction}


def _manhattan(a: Pos, b: Pos) -> int:
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


def _slide(rows: int, cols: int, pos: Pos, kind: str, d: Direction, times: int = 1):
    """Squares entered by ``times`` cards of ``kind`` toward ``d`` (edge stop), and the end."""
    dr, dc = _DELTA[d]
    r, c = pos
    entered = []
    for _ in range(times):
        if kind == "jump":
            if 0 <= r + 2 * dr < rows and 0 <= c + 2 * dc < cols:
                r, c = r + 2 * dr, c + 2 * dc
            elif 0 <= r + dr < rows and 0 <= c + dc < cols:
                r, c = r + dr, c + dc
            else:
                break
            entered.append((r, c))
        else:
            for _k in range(DISTANCE[kind]):
                if not (0 <= r + dr < rows and 0 <= c + dc < cols):
                    break
                r, c = r + dr, c + dc
                entered.append((r, c))
    return entered, (r, c)


def _toward(cur: Pos, goal: Pos) -> list[Direction]:
    dirs = []
    if goal[0] != cur[0]:
        dirs.append(Direction.DOWN if goal[0] > cur[0] else Direction.UP)
    if goal[1] != cur[1]:
        dirs.append(Direction.RIGHT if goal[1] > cur[1] else Direction.LEFT)
    return dirs


def simple_program(game, player: int) -> tuple[str, list[str]]:
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
        A player who has rolled and not built yet.

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
    # rules/gramin.md 2.3: a used if-card takes one of the die's cards under "when_used"
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
                for n in [1] + (counts if loops_left and budget >= 1 + loop_cost else []):
                    entered, end = _slide(board.rows, board.cols, cur, kind, d, n)
                    gain = base - _manhattan(end, goal)
                    if gain <= 0:
                        continue
                    cost = 1 + (loop_cost if n > 1 else 0)
                    ifs = Counter(f"if_{board.traps[p]}" for p in entered if p in board.traps)
                    safe = not ifs - hand and cost + if_cost * ifs.total() <= budget
                    score = (safe, gain / cost, -n, -DISTANCE[kind])
                    if best is None or score > best[0]:
                        spent = ifs if safe else Counter()
                        best = (score, kind, d, n, entered, end, cost + if_cost * spent.total())
        if best is None:
            break
        _, kind, d, n, entered, end, cost = best
        hand.subtract(spent)
        token = _PREFIX[kind] + _LETTER[d]
        tokens += [f"for{n}(", token, ")"] if n > 1 else [token]
        loops_left -= n > 1
        hand[kind] -= 1
        budget -= cost
        targets.difference_update(entered)
        cur = end
    traps = [k for k in TRAP_KINDS if hand[k]][:1] if budget > 0 else []
    return " ".join(tokens), traps


def trap_square(game, player: int) -> Pos:
    """A legal square for ``player``'s next trap: next to an opponent's piece if possible
    (the free square nearest to any opponent, not within 2 squares of the own piece)."""
    squares = game.trap_squares()
    own = game.positions[player]
    others = [game.positions[q] for q in range(game.n_players) if q != player]

    def key(s):
        return (_manhattan(s, own) <= 2, min(_manhattan(s, o) for o in others), s)

    return min(squares, key=key)


class SimpleBot:
    """The simple bot: :func:`simple_program` to build, :func:`trap_square` to place."""

    def build(self, game, player: int) -> tuple[str, list[str]]:
        """Program text and trap cards for :meth:`GraminGame.build`."""
        return simple_program(game, player)

    def place_trap(self, game, player: int) -> tuple[str, Pos]:
        """``(kind, square)`` for :meth:`GraminGame.place_trap`."""
        return game.pending_traps[player][0], trap_square(game, player)


def step_bots(game, bots) -> list:
    """Make the one call the game is waiting for, with ``bots`` (one per player).

    In the build phase every player still to build builds. Returns the events.
    """
    if game.phase == "roll":
        return game.roll()
    if game.phase == "build":
        events = []
        for p in game.to_act:
            program, traps = bots[p].build(game, p)
            events += game.build(p, program, traps)
        return events
    if game.phase == "traps":
        p = game.current_player
        kind, pos = bots[p].place_trap(game, p)
        return game.place_trap(p, kind, pos)
    return game.act()


BOTS = ("simple", "planner")
"""Names of the bots :func:`make_bot` and :func:`play_bots` accept."""


def make_bot(bot):
    """A bot object from a name of :data:`BOTS` (``"simple"``, ``"planner"``); an object
    with ``build`` and ``place_trap`` is returned as it is.

    Raises
    ------
    ValueError
        For a name not in :data:`BOTS`.
    """
    if not isinstance(bot, str):
        return bot
    if bot == "simple":
        return SimpleBot()
    if bot == "planner":
        from gamewidgets.gramin.planner import PlannerBot  # the planner builds on this module

        return PlannerBot()
    raise ValueError(f"unknown bot {bot!r}: use one of {', '.join(BOTS)}")


def play_bots(bots=None, seed: int = 0, rules=None, game=None, max_turns: int = 1000):
    """Play a whole game with one bot per player (the same call as algo's and Goblin
    Escape's ``play_bots``).

    Parameters
    ----------
    bots : sequence of str or bot, optional
        One per player (2-4): names of :data:`BOTS` or objects with ``build(game,
        player)`` and ``place_trap(game, player)``. Default: a :class:`SimpleBot` per
        player of ``game`` (or of a new 2-player game).
    seed : int
        Seed of a new game.
    rules : GraminRules, optional
        Rules of a new game.
    game : GraminGame, optional
        Play this game on instead of a new one (``seed``/``rules`` are then unused).
    max_turns : int
        Safety cap: more turns than this (from now) raises.

    Returns
    -------
    GraminGame
        The finished game (``game`` itself when given).

    Raises
    ------
    ValueError
        An unknown bot name.
    GraminRuleError
        If ``bots`` does not hold one bot per player (2-4 for a new game), or the game
        does not end within ``max_turns`` turns.
    """
    bots = None if bots is None else list(bots)
    if game is None:
        from gamewidgets.gramin.game import GraminGame

        n = 2 if bots is None else len(bots)
        if not 2 <= n <= 4:
            raise GraminRuleError("gramin.error.game.bad_bot", n="2-4", got=n)
        game = GraminGame(n, seed=seed, rules=rules)
    bots = [make_bot(b) for b in bots] if bots is not None else [
        SimpleBot() for _ in range(game.n_players)]
    if len(bots) != game.n_players:
        raise GraminRuleError("gramin.error.game.bad_bot", n=game.n_players, got=len(bots))
    last = game.turn + max_turns
    while not game.is_terminal:
        if game.turn > last:
            raise GraminRuleError("gramin.error.game.too_long", turns=max_turns)
        step_bots(game, bots)
    return game
