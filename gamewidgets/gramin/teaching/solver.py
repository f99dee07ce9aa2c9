"""The par solver: the fewest cards that solve a puzzle, proven by exhaustive search.

Cost of a program = every card laid (loop cards count) + if-cards spent (unless the
puzzle's ``if_cards_count`` is False), the measure of :meth:`Puzzle.check`. The search
is iterative deepening on that cost; inside one bound it is a shortest-path search over
*states* ``(square, chests left, trap cards left, if-cards left, hand left)`` with
programs split into top-level actions (one move card, or one whole loop,
docs/rules/gramin.md 4.4). States reached by several prefixes are memoised (expanded once)
and the number of cheapest prefixes reaching each is counted, so the number of optimal
programs is exact. Loop bodies are built card by card while their first iteration runs
(a trap prunes at once); ``)`` is only laid after a non-empty body and every ``forN(``
reserves its ``)`` (well-formed brackets); the cards are limited by the die as
:func:`~gamewidgets.gramin.engine.program.die_cost` counts them (docs/rules/gramin.md
4.2). Any trap that takes effect fails a puzzle (section 2.2), so such prefixes die
(and where a jump stopped by a wall would come down, ``GraminRules.jump_into_wall``,
never matters here).

The search has a budget (:data:`SOLVE_BUDGET` card moves), so a puzzle too large to search
(a big board with a big hand) is answered in about a second with a result that says it
was cut short, never after minutes.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from gamewidgets.gramin.engine.cards import TRAP_KINDS, LoopClose, LoopOpen, MoveCard, trap_of_if
from gamewidgets.gramin.engine.movement import card_path
from gamewidgets.gramin.engine.program import MAX_STEPS, Program, die_cost, loop_cost

SOLVE_BUDGET = 400_000
"""Most work :func:`solve` does, in steps of about a microsecond: a card move simulated
(each move card tried from a state, every iteration of a loop), a card copied into a
sequence it builds, a hand slot counted, a search node opened: about
half a second of search here. The course's puzzles need less than 10,000, the tests'
up to 270,000 and the generator's up to about a million (it has its own budget); a
12 x 12 board with a 19-card hand would need minutes."""

_MARK = {mark: i for i, mark in enumerate(TRAP_KINDS)}
_CLOSE = -1  # card code of ")"; forN( is -(N + 1); move cards are 0..


@dataclass(frozen=True)
class Solution:
    """The result of :func:`solve`.

    Attributes
    ----------
    par : int or None
        The fewest cards (loop cards and spent if-cards count); None if no program from
        the hand meets the goal.
    program : Program or None
        One optimal program (None if unsolvable).
    unique : bool
        Exactly one optimal program exists. Two programs are the same when their card
        sequences are identical (same cards, same directions, same loop counts, same
        order); "R U" and "U R" are two programs.
    count : int
        How many optimal programs exist (0 if unsolvable).
    examined : int
        Program prefixes run by the search (all deepening rounds).
    states : int
        Distinct states memoised in the last round.
    seconds : float
        Wall time of the search.
    cut_short : bool
        The search ran out of its budget before it knew the par: ``par`` and
        ``program`` are then None and say nothing about the puzzle.
    work : int
        Work done, in the units of the budget (:data:`SOLVE_BUDGET`).
    """

    par: int | None
    program: Program | None
    unique: bool
    count: int
    examined: int
    states: int
    seconds: float
    cut_short: bool = False
    work: int = 0

    @property
    def solved(self) -> bool:
        """Whether some program meets the goal."""
        return self.par is not None


class _OutOfBudget(Exception):
    """The search used its budget of card moves."""


class _Search:
    """One puzzle compiled to integers: squares, chest and trap bit masks, hand counts."""

    def __init__(self, puzzle, budget: int = SOLVE_BUDGET):
        b, rules, hand = puzzle.board, puzzle.rules, puzzle.hand
        self.rows, self.cols = b.rows, b.cols
        chests = sorted(b.chests)
        self.chest_bit = {p: i for i, p in enumerate(chests)}
        self.chest_mark = [_MARK.get(b.chests[p].trap) for p in chests]
        traps = sorted(b.traps)
        self.trap_bit = {p: i for i, p in enumerate(traps)}
        self.trap_mark = [_MARK[b.traps[p]] for p in traps]
        self.goal_mask = sum(1 << self.chest_bit[p] for p in puzzle.goal.collect)
        self.end = puzzle.goal.end
        self.auto_if = rules.auto_if_cards
        self.if_cost = 1 if puzzle.if_cards_count else 0
        self.discard = rules.trap_persistence == "discard"
        self.max_loops = rules.max_loops
        self.nesting = rules.allow_nesting
        self.rules = rules
        self.loop_die = loop_cost(rules)  # what a loop's forN( and ) take of the die
        self.move_die = die_cost(1, 0, 0, rules)
        # Hand slots: move entries, then forN( entries, then ")".
        self.cards: list[MoveCard] = []
        self.slot_cards: list[list[int]] = []
        for label in sorted(hand.moves):
            codes = []
            for card in hand.move_cards(label):
                codes.append(len(self.cards))
                self.cards.append(card)
            self.slot_cards.append(codes)
        self.n_moves = len(self.slot_cards)
        self.loop_ns = sorted(n for n in hand.opens if n in rules.loop_counts)
        counts = [hand.moves[k] for k in sorted(hand.moves)]
        counts += [hand.opens[n] for n in self.loop_ns] + [hand.closes]
        self.hand0 = tuple(counts)
        self.close_slot = len(counts) - 1
        self.die = puzzle.die
        ifs = [0] * len(TRAP_KINDS)
        for k in hand.if_cards:
            ifs[_MARK[trap_of_if(k)]] += 1
        self.start = (b.start, (1 << len(chests)) - 1, (1 << len(traps)) - 1, tuple(ifs))
        self.max_cost = sum(counts) + sum(ifs)
        self.geom = [(c.kind, c.delta) for c in self.cards]
        self._moves: dict = {}
        self.examined = 0
        self.cut = False
        self.work_left = budget

    # ---- one move card: where it goes (card_path), what each square does ----------------
    def move(self, w, code):
        """State after move card ``code`` from state ``w``: ``((pos, chests, traps,
        if-cards), if-cards spent)``, or None if a trap takes effect (memoised)."""
        self.work_left -= 1  # spend(1), inline: this is the hot path
        if self.work_left < 0:
            raise _OutOfBudget
        key = (w, code)
        if key in self._moves:
            return self._moves[key]
        kind, delta = self.geom[code]
        pos, cm, tm, ifs = w
        used = 0
        # an edge stop loses the rest of the card; the program goes on
        for target in card_path(self.rows, self.cols, pos, kind, delta)[0]:
            entered = self.enter(target, cm, tm, ifs)
            if entered is None:
                self._moves[key] = None
                return None
            pos, cm, tm, ifs, u = entered
            used += u
        out = ((pos, cm, tm, ifs), used)
        self._moves[key] = out
        return out

    def spend(self, work: int) -> None:
        """Charge ``work`` to the budget: a card move, or a card sequence copied."""
        self.work_left -= work
        if self.work_left < 0:
            raise _OutOfBudget

    def enter(self, pos, cm, tm, ifs):
        """Square entered, as :meth:`World.enter` resolves it for a puzzle; None if a trap
        takes effect (the puzzle then fails)."""
        used = 0
        ti = self.trap_bit.get(pos)
        if ti is not None and tm >> ti & 1:
            mark = self.trap_mark[ti]
            if not (self.auto_if and ifs[mark]):
                return None
            ifs = ifs[:mark] + (ifs[mark] - 1,) + ifs[mark + 1:]
            used += self.if_cost
            if self.discard:
                tm &= ~(1 << ti)
        ci = self.chest_bit.get(pos)
        if ci is not None and cm >> ci & 1:
            cm &= ~(1 << ci)
            mark = self.chest_mark[ci]
            if mark is not None:
                if not (self.auto_if and ifs[mark]):
                    return None
                ifs = ifs[:mark] + (ifs[mark] - 1,) + ifs[mark + 1:]
                used += self.if_cost
        return pos, cm, tm, ifs, used

    def is_goal(self, w) -> bool:
        """Every goal chest opened and, if the goal has one, on the end square."""
        return not (w[1] & self.goal_mask) and (self.end is None or w[0] == self.end)

    # ---- program pieces ------------------------------------------------------------------
    def nodes(self, w, h, budget, die, loops, inside):
        """Every next node (move card, or whole loop) within ``budget`` cost.

        Yields ``(cards, unrolled, w2, h2, cost, die2, loops2)``.
        """
        self.spend(1)
        if die >= self.move_die:
            for s in range(self.n_moves):
                if not h[s]:
                    continue
                h2 = h[:s] + (h[s] - 1,) + h[s + 1:]
                for code in self.slot_cards[s]:
                    res = self.move(w, code)
                    if res is None:
                        continue
                    self.examined += 1
                    if 1 + res[1] > budget:
                        self.cut = True
                        continue
                    yield (code,), (code,), res[0], h2, 1 + res[1], die - self.move_die, loops
        if (self.max_loops is not None and loops >= self.max_loops) or (
                inside and not self.nesting):
            return
        if not h[self.close_slot] or die < self.move_die + self.loop_die:
            return
        if budget < 3:
            self.cut = True
            return
        for j, n in enumerate(self.loop_ns):
            s = self.n_moves + j
            if not h[s]:
                continue
            h1 = list(h)
            h1[s] -= 1
            h1[self.close_slot] -= 1
            for cards, unr, w1, h2, c1, d2, l2 in self.seqs(
                    w, tuple(h1), budget - 2, die - self.loop_die, loops + 1, True):
                if len(unr) * n > MAX_STEPS:
                    continue  # no program may run it (Program.from_cards refuses it)
                cur, used = w1, 0
                for _ in range(n - 1):
                    for code in unr:
                        res = self.move(cur, code)
                        if res is None:
                            break
                        cur, used = res[0], used + res[1]
                    else:
                        continue
                    break
                else:
                    cost = 2 + c1 + used
                    self.examined += 1
                    self.spend(len(unr) * n)
                    if cost > budget:
                        self.cut = True
                        continue
                    yield (-(n + 1),) + cards + (_CLOSE,), unr * n, cur, h2, cost, d2, l2

    def seqs(self, w, h, budget, die, loops, inside):
        """Every non-empty sequence of nodes (a loop body), first iteration run."""
        for node in self.nodes(w, h, budget, die, loops, inside):
            yield node
            cards, unr, w2, h2, c, d2, l2 = node
            if budget - c < 1:
                self.cut = self.cut or any(h2[: self.n_moves]) and d2 >= self.move_die
                continue
            for rest in self.seqs(w2, h2, budget - c, d2, l2, inside):
                self.spend(len(cards) + len(unr))
                yield (cards + rest[0], unr + rest[1], rest[2], rest[3], c + rest[4],
                       rest[5], rest[6])

    def die_left(self, h) -> tuple[int, int]:
        """``(die left, loops used)`` once the hand is down to counts ``h``."""
        used = [a - b for a, b in zip(self.hand0, h, strict=True)]
        moves = sum(used[: self.n_moves])
        loops = sum(used[self.n_moves: self.close_slot])
        die = (10 ** 6 if self.die is None else self.die) - die_cost(moves, 2 * loops, 0,
                                                                      self.rules)
        return die, loops

    # ---- one deepening round ---------------------------------------------------------------
    def bounded(self, bound):
        """Cheapest-first search of every program of cost <= ``bound``.

        Returns ``(goal_keys, dist, count, parent)``; ``goal_keys`` holds the goal states
        of the smallest cost reached (empty if none within ``bound``).
        """
        start = (self.start, self.hand0)
        dist, count, parent = {start: 0}, {start: 1}, {start: None}
        buckets = [[start]] + [[] for _ in range(bound)]
        for d in range(bound + 1):
            goals = []
            for key in buckets[d]:
                if dist[key] != d:
                    continue
                w, h = key
                if self.is_goal(w):
                    goals.append(key)
                    continue
                die, loops = self.die_left(h)
                self.spend(len(h))
                if d == bound:
                    self.cut = self.cut or (die >= self.move_die and any(h[: self.n_moves]))
                    continue
                for cards, _u, w2, h2, c, _d, _l in self.nodes(w, h, bound - d, die, loops,
                                                                False):
                    if w2 == w:
                        continue  # a top-level action that changes nothing is never optimal
                    k2, nd = (w2, h2), d + c
                    old = dist.get(k2)
                    if old is None or nd < old:
                        dist[k2], count[k2], parent[k2] = nd, count[key], (key, cards)
                        buckets[nd].append(k2)
                    elif nd == old:
                        count[k2] += count[key]
            if goals:
                return list(dict.fromkeys(goals)), dist, count, parent
        return [], dist, count, parent


def solve(puzzle, max_cost: int | None = None, budget: int = SOLVE_BUDGET) -> Solution:
    """Find the par of ``puzzle`` and an optimal program, by exhaustive search.

    Parameters
    ----------
    puzzle : Puzzle
    max_cost : int, optional
        Give up (answer "unsolvable") above this cost; default every card of the hand plus
        every if-card, beyond which no program exists.
    budget : int
        Most work to do, in card moves (default :data:`SOLVE_BUDGET`, under a second);
        the search stops there and says so (``cut_short``).

    Returns
    -------
    Solution
        ``par`` None when no program meets the goal, or when the budget ran out first
        (then ``cut_short`` is True: the par is not known).

    Notes
    -----
    Iterative deepening: rounds with bound 0, 1, 2, ... each run a memoised cheapest-first
    search (see the module docstring) until a goal state is reached; a round that never
    had to cut anything for the bound proves there is no solution at all. Only programs
    that run at most :data:`~gamewidgets.gramin.engine.program.MAX_STEPS` move cards are
    searched, as only they can be laid.
    """
    t0 = time.perf_counter()
    s = _Search(puzzle, budget)
    limit = s.max_cost if max_cost is None else min(max_cost, s.max_cost)
    for bound in range(limit + 1):
        s.cut = False
        try:
            goals, dist, count, parent = s.bounded(bound)
        except _OutOfBudget:
            return Solution(None, None, False, 0, s.examined, 0, time.perf_counter() - t0,
                            cut_short=True, work=budget - s.work_left)
        if goals:
            par = dist[goals[0]]
            total = sum(count[g] for g in goals)
            program = _rebuild(s, goals[0], parent, puzzle.rules)
            return Solution(par, program, total == 1, total, s.examined, len(dist),
                            time.perf_counter() - t0, work=budget - s.work_left)
        if not s.cut:
            break
    return Solution(None, None, False, 0, s.examined, 0, time.perf_counter() - t0,
                    work=budget - s.work_left)


def _rebuild(s: _Search, key, parent, rules) -> Program:
    codes = []
    while parent[key] is not None:
        key, cards = parent[key]
        codes[:0] = cards
    cards = [s.cards[c] if c >= 0 else LoopClose() if c == _CLOSE else LoopOpen(-c - 1)
             for c in codes]
    return Program.from_cards(cards, rules)
