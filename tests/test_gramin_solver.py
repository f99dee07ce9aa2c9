"""The par solver: optimality and uniqueness cross-checked by brute force; the generator."""

import itertools
import random

import pytest

from gamewidgets.gramin import GraminRules, Program, ProgramSyntaxError
from gamewidgets.gramin.engine.cards import LoopClose, LoopOpen
from gamewidgets.gramin.teaching.generator import generate_puzzle
from gamewidgets.gramin.teaching.puzzle import Puzzle
from gamewidgets.gramin.teaching.solver import solve


def alphabet(puzzle):
    hand = puzzle.hand
    cards = [c for label in sorted(hand.moves) for c in hand.move_cards(label)]
    return cards + [LoopOpen(n) for n in sorted(hand.opens)] + [LoopClose()] * bool(hand.closes)


def brute(puzzle, max_len):
    """Fewest cards and every optimal program text, by checking every card sequence."""
    best, programs = None, set()
    for n in range(max_len + 1):
        for seq in itertools.product(alphabet(puzzle), repeat=n):
            try:
                program = Program.from_cards(seq, puzzle.rules)
            except ProgramSyntaxError:
                continue
            result = puzzle.check(program)
            if not result.solved:
                continue
            if best is None or result.cards < best:
                best, programs = result.cards, {program.to_text()}
            elif result.cards == best:
                programs.add(program.to_text())
    return best, programs


def random_puzzle(rng):
    """A small random puzzle: 2-3 x 3-4 board, chests, traps, walls, trap chips, if-cards,
    loops (teaching rules too), a die, turnable or fixed cards."""
    rows, cols = rng.randint(2, 3), rng.randint(3, 4)
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    rng.shuffle(cells)
    grid = [["."] * cols for _ in range(rows)]
    start = cells.pop()
    grid[start[0]][start[1]] = "@"
    for _ in range(rng.randint(1, 2)):
        r, c = cells.pop()
        grid[r][c] = str(rng.randint(1, 5))
    for _ in range(rng.randint(0, 2)):
        r, c = cells.pop()
        grid[r][c] = rng.choice("chwCH")
    tokens = rng.sample(["R", "R", "D", "2R", "JD", "U", "L", "JR"], rng.randint(1, 2))
    if rng.random() < 0.7:
        tokens += [rng.choice(["for2(", "for3("]), ")"]
    tokens += rng.sample(["if_hole", "if_wall", "if_crocodile"], rng.randint(0, 1))
    teaching = rng.random() < 0.4
    rules = GraminRules.teaching(loop_cards_count=rng.random() < 0.5,
                                 trap_persistence=rng.choice(["discard", "stay"]),
                                 auto_if_cards=rng.random() < 0.8) if teaching else None
    goal = "all_chests" if rng.random() < 0.6 else cells[0]
    return Puzzle("\n".join("".join(row) for row in grid), " ".join(tokens), goal,
                  die=rng.choice([None, 1, 2]), rules=rules, turnable=rng.random() < 0.6)


def test_solver_matches_brute_force_on_random_small_puzzles():
    rng = random.Random(2026)
    checked = solvable = 0
    while checked < 80:
        puzzle = random_puzzle(rng)
        sol = solve(puzzle)
        limit = sol.par if sol.solved else puzzle.hand.size
        if limit > 4:
            continue
        best, programs = brute(puzzle, limit)
        assert sol.par == best, puzzle.to_dict()
        assert sol.count == len(programs), (puzzle.to_dict(), programs)
        assert sol.unique == (len(programs) == 1)
        if sol.solved:
            assert sol.program.to_text() in programs
            assert puzzle.check(sol.program).stars == 3
        checked += 1
        solvable += sol.solved
    assert solvable >= 10


def test_counts_every_optimal_program_of_a_line():
    puzzle = Puzzle("@...3", "R R R R 2R for2( for3( )")
    sol = solve(puzzle)
    assert (sol.par, sol.count, sol.unique) == (3, 5, False)
    assert brute(puzzle, 3) == (3, {"2R R R", "R 2R R", "R R 2R", "for2( 2R )", "for3( 2R )"})
    assert sol.examined > 0 and sol.states > 0


def test_unique_unsolvable_and_trivial():
    sol = solve(Puzzle("@.3.3.3", "2R for3( )"))
    assert (sol.par, sol.unique, sol.program.to_text()) == (3, True, "for3( 2R )")
    none = solve(Puzzle("@.3.3.3", "2R"))
    assert (none.par, none.program, none.unique, none.count) == (None, None, False, 0)
    assert not none.solved


def test_die_loops_and_nesting():
    small_die = Puzzle("@.....3", "R R R R R R for2( for3( )", die=2)
    assert solve(small_die).program.to_text() == "for3( R R )"
    assert solve(small_die.with_hand("R R R R R R")).par is None
    nested = Puzzle("@......\n...3...\n......3", "R D for2( for3( ) )", die=2,
                    rules=GraminRules.teaching())
    sol = solve(nested)
    assert sol.par == 6 and "for3( R )" in sol.program.to_text()
    # With the basic rules a loop inside a loop is not allowed: no solution.
    basic = Puzzle("@......\n...3...\n......3", "R D for2( for3( ) )", die=2)
    assert solve(basic).par is None
    # Loop cards counting against the die (a rules option) changes the answer.
    counted = Puzzle("@.....3", "R R R R R R for3( )", die=3,
                     rules=GraminRules(loop_cards_count=True))
    assert solve(counted).par is None


def test_if_cards_walls_and_traps():
    through = Puzzle("@.h.3\n.....\n.....", "2R 2R D U R R if_hole")
    sol = solve(through)
    assert (sol.par, sol.program.to_text()) == (3, "2R 2R")  # 2 cards + the if-card
    no_if = solve(through.with_hand("2R 2R D U R R"))
    assert no_if.par == 4  # around the hole: D 2R 2R U
    laid_only = Puzzle("@.h.3", "2R 2R if_hole", if_cards_count=False)
    assert solve(laid_only).par == 2
    wall = Puzzle("@w3", "R JR")
    assert solve(wall).program.to_text() == "JR"
    there_and_back = {"collect": "all", "end": [0, 0]}
    assert solve(Puzzle("@h3", "2R 2L if_hole", there_and_back)).par == 3
    stay = Puzzle("@h3", "2R 2L if_hole", there_and_back,
                  rules=GraminRules(trap_persistence="stay"))
    assert solve(stay).par is None  # the hole stays, and one if-card cancels it only once
    assert solve(Puzzle("@h.", "2R if_hole", goal=(0, 2),
                        rules=GraminRules(auto_if_cards=False))).par is None


def test_course_solves_quickly():
    from gamewidgets.gramin.teaching.course import course

    total = sum(solve(p).seconds for p in course())
    assert total < 5.0


@pytest.mark.parametrize("difficulty, seeds", [(1, range(12)), (2, range(8)), (3, range(3))])
def test_generated_puzzles_are_solvable_and_need_a_loop(difficulty, seeds):
    state = random.getstate()
    for seed in seeds:
        puzzle = generate_puzzle(seed, difficulty)
        sol = solve(puzzle)
        assert sol.solved and sol.par == puzzle.to_dict()["par"]
        assert puzzle.check(sol.program).stars == 3
        plain = solve(puzzle.with_hand(puzzle.hand.without_loops()))
        assert plain.par is None or plain.par > sol.par
        assert puzzle.id == f"gen-{seed}-{difficulty}" and puzzle.die is not None
    assert random.getstate() == state  # no global random


def test_generator_is_deterministic_and_checks_input():
    assert generate_puzzle(3, 2).to_dict() == generate_puzzle(3, 2).to_dict()
    assert generate_puzzle(3, 1).to_dict() != generate_puzzle(4, 1).to_dict()
    with pytest.raises(ValueError, match="difficulty"):
        generate_puzzle(1, 4)
    with pytest.raises(TypeError):
        generate_puzzle("x", 1)
    ja = generate_puzzle(0, 1, lang="ja")
    assert ja.title["ja"].startswith("自動で作ったパズル") and ja.lang == "ja"


def test_generated_hands_read_in_card_order():
    """Moves first, then loop cards, then if-cards: a hand never starts with ')'."""
    for seed in range(6):
        tokens = generate_puzzle(seed, 2 + seed % 2).hand.tokens
        rank = [3 if t.startswith("if_") else 2 if t == ")" else 1 if t.startswith("for")
                else 0 for t in tokens]
        assert rank == sorted(rank), tokens
