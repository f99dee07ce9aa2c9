"""Random puzzles whose par needs a loop (docs/rules/gramin.md 2.4, 4.2, 6).

:func:`generate_puzzle` lays an intended program (optional cards before and after one
``forN(`` loop), runs it from a random start, puts chests where the loop's iterations end,
adds distractor cards and (harder levels) traps off the path, limits the die to the
intended program's move cards, then proves with :func:`~gamewidgets.gramin.teaching.solver.solve`
that the puzzle is solvable and that without loop cards its par is larger or there is no
solution. A candidate that fails is thrown away and another drawn from the same generator;
so is one whose proof would take more than the search budget left
(:data:`GENERATE_BUDGET`), so a call takes about a second at most.
"""

from __future__ import annotations

from gamewidgets.core.i18n import t
from gamewidgets.core.rng import make_rng
from gamewidgets.gramin.engine.board import Board, Chest
from gamewidgets.gramin.engine.cards import (
    CHIP_KINDS,
    IF_KINDS,
    TRAP_KINDS,
    Direction,
    MoveCard,
    if_card,
)
from gamewidgets.gramin.engine.program import Program
from gamewidgets.gramin.engine.tokens import tokenize
from gamewidgets.gramin.engine.trace import run_program
from gamewidgets.gramin.teaching.puzzle import Puzzle
from gamewidgets.gramin.teaching.solver import SOLVE_BUDGET, solve

DIFFICULTIES = (1, 2, 3)
"""1: one loop of step/dash cards to a goal; 2: chests on the way, jumps, distractor
cards and a trap card or wall; 3: cards before and after the loop, more traps and
distractors, trap chips, sometimes an if-card."""

_KINDS = {1: ("step", "dash"), 2: ("step", "dash", "jump"), 3: ("step", "dash", "jump")}
_SIZE = {1: (5, 6), 2: (6, 7), 3: (7, 8)}
MAX_TRIES = 500
GENERATE_BUDGET = 3 * SOLVE_BUDGET
"""Most search work (see :data:`~gamewidgets.gramin.teaching.solver.SOLVE_BUDGET`) one
:func:`generate_puzzle` call spends on its proofs, about a second: seeds 0-149 need at
most 1.1 million."""
MIN_PAR = {1: 3, 2: 4, 3: 5}
"""Smallest par accepted at each difficulty."""


def _card(rng, kinds) -> MoveCard:
    return MoveCard(rng.choice(kinds), rng.choice(list(Direction)))


def _hand_order(token: str) -> tuple:
    """Sort key of a hand as a student reads it: step, dash, jump cards, then ``forN(``,
    ``)``, then if-cards (a hand is a set of cards; its order means nothing)."""
    if token in IF_KINDS:
        return (5, token)
    if token.startswith("for"):
        return (3, token)
    if token == ")":
        return (4, token)
    return ({"2": 1, "J": 2}.get(token[0], 0), "URDL".index(token[-1]), token)


def _candidate(rng, level: int):
    """One random candidate ``(board, hand, goal, die)`` or None if the path is unusable."""
    size = rng.randint(*_SIZE[level])
    kinds = _KINDS[level]
    body = [_card(rng, kinds) for _ in range(rng.randint(1 if level == 1 else 2, 3))]
    n = rng.choice((2, 3))
    before = [_card(rng, kinds)] if level >= 3 else []
    after = [_card(rng, kinds) for _ in range(rng.randint(0 if level == 2 else 1, 1))] \
        if level >= 2 else []
    text = " ".join(c.token for c in before) + f" for{n}( " + " ".join(
        c.token for c in body) + " ) " + " ".join(c.token for c in after)
    program = Program.parse(text)
    start = (rng.randrange(size), rng.randrange(size))
    trace = run_program(program, Board(size, size), start)
    if any(e.kind == "edge_stop" for e in trace.events):
        return None
    squares = [f.position for f in trace.frames]
    entered = {p for f in trace.frames for p in f.path} | {start}
    frames = trace.frames[1:]
    # The square where each loop iteration ends: the last frame of that iteration.
    loop_ends = [f.position for f, nxt in zip(frames, frames[1:] + [None], strict=True)
                 if f.loops and (nxt is None or not nxt.loops
                                 or nxt.loops[-1][1] != f.loops[-1][1])]
    if len(set(squares)) < len(squares) // 2 + 1 or trace.final_position == start:
        return None
    chests = {}
    for p in loop_ends[(0 if level >= 2 else len(loop_ends) - 1):] + [trace.final_position]:
        if p != start:
            chests[p] = Chest(rng.choice((1, 2, 3)))
    free = [(r, c) for r in range(size) for c in range(size) if (r, c) not in entered]
    rng.shuffle(free)
    near = sorted(free, key=lambda q: min(abs(q[0] - p[0]) + abs(q[1] - p[1]) for p in entered))
    traps = {}
    for q in near[: {1: 0, 2: rng.randint(1, 2), 3: rng.randint(2, 4)}[level]]:
        traps[q] = rng.choice(TRAP_KINDS[::-1])  # this order keeps each seed's puzzle
    if level >= 3 and len(near) > 6 and rng.random() < 0.5:
        chests[near[5]] = Chest(trap=rng.choice(CHIP_KINDS))
        traps.pop(near[5], None)
    board = Board(size, size, chests, traps, start)
    moves = before + body + after
    hand = [c.token for c in moves] + [f"for{n}(", ")"]
    extra = {1: rng.randint(0, 1), 2: rng.randint(1, 2), 3: rng.randint(1, 2)}[level]
    hand += [_card(rng, kinds).token for _ in range(extra)]
    if level >= 2 and rng.random() < 0.5:
        hand.append(f"for{5 - n}(")
    if level >= 3 and traps and rng.random() < 0.3:
        hand.append(if_card(rng.choice(sorted(set(traps.values())))))
    hand.sort(key=_hand_order)
    goal = "all_chests" if level >= 2 or rng.random() < 0.5 else trace.final_position
    if goal != "all_chests":
        board = Board(size, size, {}, traps, start)
    return board, " ".join(hand), goal, len(moves)


def generate_puzzle(seed: int, difficulty: int = 1, lang: str = "en") -> Puzzle:
    """A solvable puzzle whose par needs a loop.

    Parameters
    ----------
    seed : int
        Seed of the one ``random.Random`` used (same seed and difficulty, same puzzle).
    difficulty : {1, 2, 3}
        See :data:`DIFFICULTIES`.
    lang : {"en", "ja"}

    Returns
    -------
    Puzzle
        Basic rules, turnable cards, a die, stored ``par`` (proven by :func:`solve`; at
        least :data:`MIN_PAR` of the difficulty), id
        ``"gen-<seed>-<difficulty>"``. Solving it with the loop cards removed from the
        hand gives a larger par or no solution.

    Raises
    ------
    ValueError
        If ``difficulty`` is not 1, 2 or 3 (an int; ``True`` is refused), or ``seed`` is
        negative.
    TypeError
        If ``seed`` is not an int.
    RuntimeError
        If no candidate passes within :data:`MAX_TRIES` draws or :data:`GENERATE_BUDGET`
        (not seen in the tests).
    """
    if type(difficulty) is not int or difficulty not in DIFFICULTIES:
        raise ValueError(f"difficulty must be one of {DIFFICULTIES}, got {difficulty!r}")
    rng = make_rng(seed)
    work = [GENERATE_BUDGET]

    def proof(puzzle, max_cost):
        sol = solve(puzzle, max_cost=max_cost, budget=work[0])
        work[0] -= sol.work
        return sol

    for _ in range(MAX_TRIES):
        if work[0] <= 0:
            break
        made = _candidate(rng, difficulty)
        if made is None:
            continue
        board, hand, goal, die = made
        puzzle = Puzzle(board, hand, goal, die=die)
        # The intended program solves it (traps are off its path), so par <= its cards.
        sol = proof(puzzle, len(tokenize(hand)))
        if not sol.solved or sol.par < MIN_PAR[difficulty]:
            continue
        plain = proof(puzzle.with_hand(puzzle.hand.without_loops()), sol.par)
        if plain.cut_short or (plain.solved and plain.par <= sol.par):
            continue
        title = {g: t("gramin.puzzle.generated.title", g, seed=seed, level=difficulty)
                 for g in ("en", "ja")}
        return Puzzle(board, hand, goal, die=die, id=f"gen-{seed}-{difficulty}", title=title,
                      par=sol.par, lang=lang)
    raise RuntimeError(f"no puzzle found for seed {seed}, difficulty {difficulty}")
