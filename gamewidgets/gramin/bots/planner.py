"""The planner bot: searches its hand's programs within the die for the best expected gain.

Uses only what its seat may know (docs/rules/gramin.md 1, 4.2-4.6): its own hand, die and
pile, the pieces, the chest squares (never their contents), the trap cards on the board
and the trap chips already turned up. A face-down chest is a uniform draw from the chips
not known to be elsewhere (all chips minus the own pile and the removed trap chips: the
others' piles and the crocodile pile are face down too), which gives its expected points
and its chance of holding a crocodile or a hole (section 2.2, 4.5).
"""

from __future__ import annotations

from collections import Counter

from gamewidgets.core.engine import Action
from gamewidgets.gramin.bots.base import bot_action, declared_traps
from gamewidgets.gramin.engine.cards import IF_KINDS, MOVE_KINDS, TRAP_KINDS, Direction, MoveCard
from gamewidgets.gramin.engine.movement import before_wall, card_path
from gamewidgets.gramin.engine.program import die_cost, if_use_cost, loop_cost
from gamewidgets.gramin.engine.state import GraminGame

_CROCODILE, _HOLE = TRAP_KINDS.index("crocodile"), TRAP_KINDS.index("hole")

_DIRS = [d.value for d in Direction]
_TOKEN = {(c.kind, c.delta): c.token for c in (MoveCard(k, d) for k in MOVE_KINDS
                                                for d in Direction)}


def chest_odds(game: GraminGame, player: int) -> tuple[float, float, float]:
    """``(expected points, P(crocodile), P(hole))`` of one face-down chest, for ``player``.

    From public information and the player's own pile only (see the module docstring).
    """
    pool = Counter(game.rules.chest_points)
    for ch in game.piles[player]:
        pool[ch.points] -= 1
    traps = Counter(game.rules.chest_traps)
    for ch in game.world.removed_chips:
        traps[ch.trap] -= 1
    n_points = max(sum(pool.values()), 0)
    n = n_points + max(sum(traps.values()), 0)
    if n <= 0:
        return 1.0, 0.0, 0.0
    points = sum(p * k for p, k in pool.items() if k > 0)
    return points / n, max(traps["crocodile"], 0) / n, max(traps["hole"], 0) / n


class PlannerBot:
    """A bot that plans its program by search (docs/rules/gramin.md 4.2-4.6).

    Every program of move cards from the hand within the die is scored: expected chest
    points (earlier actions weigh more, since the others act in between), minus the
    expected loss to trap chips (the crocodile eats the latest chest, the hole costs the
    next turn), known trap cards avoided unless a matching if-card cancels them (then the
    if-card's small cost), robbery odds where another piece stands, plus a small pull
    toward the nearest chest left. Programs are searched breadth-first by die used, with
    memoised states ``(square, chests taken, loop used, if-cards left)``: a state is
    dropped when it was reached with less or equal die used and as much value (cards left
    are not compared, a speed-for-optimality trade); one loop of a
    one-card body may be the first or second action, a two-card body only the first.

    Parameters
    ----------
    discount : float
        Weight of a chest per action of delay (0..1).
    hole_cost : float
        Points a skipped turn is worth.
    width : int
        States kept per die-used layer (the best by value so far; a beam).
    seed : int
        Accepted as every bot's is; the search makes no random choice.
    """

    name = "planner"

    def __init__(self, discount: float = 0.85, hole_cost: float = 2.0, width: int = 40, *,
                 seed: int = 0):
        self.seed = seed
        self.width = width
        self.discount = discount
        self.hole_cost = hole_cost

    # ---- the bot protocol (gamewidgets.core.bots) ------------------------------------------
    def act(self, state: GraminGame, player: int) -> Action:
        """The action of seat ``player`` now: the planned build, a trap card next to an
        opponent (:func:`~gamewidgets.gramin.bots.base.trap_square`), or ``act``."""
        return bot_action(state, player, self.build)

    def build(self, game: GraminGame, player: int) -> tuple[str, list[str]]:
        """Program text and trap cards for :meth:`GraminGame.build` (one trap card is
        declared when the plan leaves room on the die,
        :func:`~gamewidgets.gramin.bots.base.declared_traps`)."""
        tokens, left = self.plan(game, player)
        return " ".join(tokens), declared_traps(Counter(game.hands[player]), left, game.rules)

    # ---- search ------------------------------------------------------------------------
    def plan(self, game: GraminGame, player: int) -> tuple[list[str], int]:
        """The best program as tokens, and the die left unused.

        Returns
        -------
        (list of str, int)
        """
        state = self._setup(game, player)
        die = state[3]
        self.best = (self._end_value(state[0], 0, die), [], die)
        self._search(state)
        return self.best[1], self.best[2]

    def evaluate(self, game: GraminGame, player: int, program) -> tuple[float, tuple, int]:
        """What this planner's model says ``program`` brings seat ``player`` now, its
        search's value of a program without the pull of the square it ends on.

        Parameters
        ----------
        game : GraminGame
            In the build phase, ``player`` to build (read, never changed).
        player : int
        program : Program
            A program of the player's hand within the die (not checked here).

        Returns
        -------
        (float, (int, int), int)
            The value (expected chest points, minus the expected losses to traps and the
            if-cards spent, plus the robbery odds), the square the program ends on, and
            the mask of the chests it opens (bit ``i``: the ``i``-th chest square in
            sorted order).
        """
        state = self._setup(game, player)
        pos, mask, counts, die, loop_ok, ifs = state
        die_left = die - program.hand_cost
        value, alive = 0.0, 1.0
        for action, steps in enumerate(program.actions()):
            cards = [(program.cards[i].kind, program.cards[i].delta) for i, _ in steps]
            new = self._run((pos, mask, counts, die_left, loop_ok, ifs), cards, 1, value,
                            alive, action, die_left)
            if new is None:  # the piece did not move (an edge, a wall in front)
                continue
            (pos, mask, _, die_left, _, ifs), value, alive, stopped = new
            if stopped:
                break
        return value, pos, mask

    def _setup(self, game: GraminGame, player: int) -> tuple:
        """Read what the seat may know into the search's fields; return the start state
        ``(square, chests taken, hand counts, die, loop allowed, if-cards held)``."""
        rules, board = game.rules, game.board
        self.rows, self.cols = board.rows, board.cols
        die = game.rolls[player] or 0
        hand = Counter(game.hands[player])
        self.kinds = [k for k in MOVE_KINDS if hand[k]]
        counts = tuple(hand[k] for k in self.kinds)
        self.chests = {p: i for i, p in enumerate(sorted(board.chests))}
        self.traps = dict(board.traps)
        self.rules = rules
        # a bot names every mark it holds an if-card of when the rules ask (base.named_marks):
        # its if-cards work as if used automatically
        self.auto_if = True
        self.if_cost = if_use_cost(rules)
        self.others = {p: q for q, p in enumerate(game.positions) if q != player}
        self.their_piles = [len(x) for x in game.piles]
        self.mine = len(game.piles[player])
        self.latest = game.piles[player][-1].points if game.piles[player] else 0
        self.mean, self.p_croc, self.p_hole = chest_odds(game, player)
        self.loop_ns = [n for n in rules.loop_counts if n <= 4] or [min(rules.loop_counts)]
        self.loop_cost = loop_cost(rules)
        ifs = tuple(hand[k] for k in IF_KINDS)
        self.paths: dict = {}
        self.pulls: dict = {}
        loops_ok = rules.max_loops is None or rules.max_loops >= 1
        return (game.positions[player], 0, counts, die, loops_ok, ifs)

    def _end_value(self, pos, mask, die_left) -> float:
        pull = self.pulls.get((pos, mask))
        if pull is None:
            left = [p for p, i in self.chests.items() if not mask >> i & 1]
            pull = -0.15 * min((abs(p[0] - pos[0]) + abs(p[1] - pos[1]) for p in left),
                               default=0)
            self.pulls[(pos, mask)] = pull
        return pull + 0.02 * die_left

    def _search(self, state):
        """Layered by die used: each layer keeps the best value per key; a key already
        reached with less die used and as much value is dropped (dominated)."""
        die0 = state[3]
        layers = [dict() for _ in range(die0 + 1)]
        layers[0][self._key(state)] = (0.0, 1.0, 0, [], state)
        seen: dict = {}
        for used in range(die0 + 1):
            layer = sorted(layers[used].values(), key=lambda e: -e[0])[: self.width]
            for value, alive, action, tokens, st in layer:
                pos, mask, counts, die, loop_ok, ifs = st
                total = value + self._end_value(pos, mask, die)
                if total > self.best[0]:
                    self.best = (total, tokens, die)
                for toks, cards, reps, cost in self._actions(counts, die, loop_ok, action):
                    if cost > die:
                        continue
                    new = self._run(st, cards, reps, value, alive, action, die - cost)
                    if new is None:
                        continue
                    nst, nvalue, nalive, stopped = new
                    c = list(counts)
                    for kind, _d in cards:
                        c[self.kinds.index(kind)] -= 1
                    nst = (nst[0], nst[1], tuple(c), nst[3], loop_ok and reps == 1, nst[5])
                    if stopped:  # scored like any end: value plus the pull of the end square
                        total = nvalue + self._end_value(nst[0], nst[1], nst[3])
                        if total > self.best[0]:
                            self.best = (total, tokens + toks, nst[3])
                        continue
                    key = self._key(nst)
                    if seen.get(key, -1e9) >= nvalue:
                        continue
                    seen[key] = nvalue
                    layers[used + cost][key] = (nvalue, nalive, action + 1, tokens + toks, nst)
            layers[used] = None

    @staticmethod
    def _key(state):
        return state[0], state[1], state[4], state[5]

    def _actions(self, counts, die, loop_ok, action):
        """Yield ``(tokens, cards, repeats, die cost)`` of each next action."""
        singles = [(k, d) for i, k in enumerate(self.kinds) if counts[i] for d in _DIRS]
        one = die_cost(1, 0, 0, self.rules)
        for k, d in singles:
            yield [_TOKEN[k, d]], [(k, d)], 1, one
        if not loop_ok or die < one + self.loop_cost or action > 1:
            return
        bodies = [[c] for c in singles]
        if action == 0 and die >= 2 * one + self.loop_cost:
            for i, a in enumerate(singles):
                for b in singles[i:] + singles[:i]:
                    same = a[0] == b[0] and counts[self.kinds.index(a[0])] < 2
                    if not same and (a[1][0] + b[1][0], a[1][1] + b[1][1]) != (0, 0):
                        bodies.append([a, b])
        for body in bodies:
            cost = die_cost(len(body), 2, 0, self.rules)
            for n in self.loop_ns:
                toks = [f"for{n}("] + [_TOKEN[k, d] for k, d in body] + [")"]
                yield toks, body, n, cost

    def _path(self, pos, kind, d):
        key = (pos, kind, d)
        path = self.paths.get(key)
        if path is None:
            path = self.paths[key] = card_path(self.rows, self.cols, pos, kind, d)[0]
        return path

    def _run(self, state, cards, reps, value, alive, action, die):
        """Run one action; ``(state, value, alive, stopped)`` or None if pointless.

        ``die`` is what the die leaves after this action's cards; an if-card used on the
        way takes ``if_cost`` more (and cannot be used when the die has not that left).
        """
        pos, mask, counts, _, loop_ok, ifs = state
        weight = self.discount ** action
        start = (pos, mask)
        for _ in range(reps):
            for kind, d in cards:
                todo, walled = list(self._path(pos, kind, d)), False
                while todo:
                    sq = todo.pop(0)
                    trap = self.traps.get(sq)
                    if trap is not None:
                        m = TRAP_KINDS.index(trap)
                        if self._can_use_if(ifs[m], die):
                            ifs = ifs[:m] + (ifs[m] - 1,) + ifs[m + 1:]
                            die -= self.if_cost
                            value -= 0.4
                        elif trap == "wall":
                            # a jump comes down before the wall (or stays), as the game moves it
                            back = None if walled else before_wall(
                                pos, kind, d, sq, self.rules.jump_into_wall)
                            if back is None:
                                return (pos, mask, counts, die, loop_ok, ifs), value, alive, True
                            todo, walled = [back], True
                            continue
                        else:
                            value -= self._trap_loss(trap, mask)
                            return (sq, mask, counts, die, loop_ok, ifs), value, alive, True
                    pos = sq
                    i = self.chests.get(sq)
                    if i is not None and not mask >> i & 1:
                        mask |= 1 << i
                        value += alive * weight * self.mean
                        risk_c = 0.0 if self._can_use_if(ifs[_CROCODILE], die) else self.p_croc
                        risk_h = 0.0 if self._can_use_if(ifs[_HOLE], die) else self.p_hole
                        value -= alive * (risk_c * self._trap_loss("crocodile", mask)
                                          + risk_h * self.hole_cost)
                        alive *= 1.0 - risk_c - risk_h
                    q = self.others.get(sq)
                    if q is not None:
                        mine = self.mine + bin(mask).count("1")
                        value += 0.5 * self.mean * ((self.their_piles[q] > 0) - (mine > 0))
                if walled:
                    return (pos, mask, counts, die, loop_ok, ifs), value, alive, True
        if (pos, mask) == start:
            return None
        return (pos, mask, counts, die, loop_ok, ifs), value, alive, False

    def _can_use_if(self, held: int, die: int) -> bool:
        return self.auto_if and held > 0 and die >= self.if_cost

    def _trap_loss(self, trap: str, mask: int) -> float:
        if trap == "hole":
            return self.hole_cost
        return self.mean if mask else float(self.latest)
