"""Teaching with Gramin Expedition: puzzles and their course, the par solver, the puzzle
generator, lesson exercises, and programs as Python (docs/rules/gramin.md 2, 4.2, 6)."""
