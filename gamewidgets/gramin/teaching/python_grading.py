"""Grading a student's own Python (the ``gramin_python`` assignment, made from lesson 05): the
program is run again on every board of its puzzle in a fresh Python process, and what it
did there is checked again here.

The student's program is Python that can do anything its notebook can, so it never runs in
the grading process: :func:`grade_program` starts ``python -m
gamewidgets.gramin.teaching.python_grading`` (a new interpreter that imports the package anew),
gives it the program on standard input, and reads back, per board, only the moves the
program made and how its run ended. Those moves are then replayed here on a copy of each
board with the game's own movement (:class:`~gamewidgets.gramin.engine.world.World`), and
the board's goal is checked on the replay: a process that printed a made-up answer could
at most claim moves, and moves that do not solve a board earn nothing. The stars are the
puzzle's (:meth:`~gamewidgets.gramin.teaching.python_puzzle.PythonPuzzle.check`): every
board solved, 3 with at most the reference's lines (counted here, from the program's text).
A program that does not finish in :data:`TIMEOUT` seconds gets 0 and a sentence saying so.
A grading process asks once per program and puzzle, and replays the report at every grade
(:func:`_boards`).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

from gamewidgets.core.i18n import LANGS, check_lang, join_sentences, t
from gamewidgets.core.rng import make_rng
from gamewidgets.gramin.engine.cards import Direction, MoveCard
from gamewidgets.gramin.engine.options import GraminRules
from gamewidgets.gramin.engine.world import World
from gamewidgets.gramin.teaching.python_course import python_course
from gamewidgets.gramin.teaching.python_puzzle import PythonPuzzle, board_stopped, statements
from gamewidgets.gramin.teaching.python_run import MAX_MOVES, MAX_SOURCE

TIMEOUT = 60
"""Seconds a grading process may take for one program on all its puzzle's boards (a
runaway program stops itself at 100,000 lines, well within)."""


def python_puzzle(puzzle_id: str, lang: str = "en") -> PythonPuzzle:
    """The puzzle ``puzzle_id`` of the Python track.

    Raises
    ------
    KeyError
        If the track has no such puzzle.
    """
    for p in python_course(check_lang(lang)):
        if p.id == puzzle_id:
            return p
    raise KeyError(puzzle_id)


# ---- the fresh process: run the program, report its moves --------------------------------
def _report(puzzle_id: str, source: str) -> dict:
    """Run ``source`` on every board of the puzzle; per board, its moves and its end."""
    puzzle = python_puzzle(puzzle_id)
    boards = []
    for trace in puzzle.run(source):
        boards.append({"moves": [list(m) for m in trace.move_calls],
                       "stop": trace.stop_reason,
                       "error": {g: trace.stopped(g) or "" for g in LANGS}})
    return {"boards": boards}


def main() -> int:
    """``python -m gamewidgets.gramin.teaching.python_grading``: read ``{"puzzle", "source"}``
    (JSON) on standard input, run it, write the report (JSON) on the standard output the
    process started with; what the program itself prints goes nowhere."""
    request = json.loads(sys.stdin.read(MAX_SOURCE * 8))
    out = os.fdopen(os.dup(1), "w", encoding="utf-8")
    with open(os.devnull, "w") as null:
        os.dup2(null.fileno(), 1)
        os.dup2(null.fileno(), 2)
    report = _report(str(request["puzzle"]), str(request["source"]))
    out.write(json.dumps(report))
    out.close()
    return 0


# ---- the grading process: replay the moves, check the goals --------------------------------
def replay(puzzle: PythonPuzzle, i: int, moves: list) -> bool:
    """Whether ``moves`` (``[[kind, direction name], ...]``) solve board ``i`` of
    ``puzzle``: replayed from its start on a copy, no trap taking effect, ending on the
    flag or with every point chest opened."""
    board, flag = puzzle.boards[i]
    world = World(board.copy(), [board.start], GraminRules(), make_rng(0))
    if not isinstance(moves, list) or len(moves) > MAX_MOVES:
        return False
    for move in moves:
        if not (isinstance(move, list) and len(move) == 2 and move[0] in ("step", "dash", "jump")
                and move[1] in Direction.__members__):
            return False
        if world.move(0, MoveCard(move[0], Direction[move[1]])).stop:
            return False
    if flag is not None:
        return tuple(world.positions[0]) == flag
    return not any(not ch.trap for ch in world.board.chests.values())


_REPORTS: dict[tuple[str, str], list] = {}
"""The boards of each report read so far in this process, by ``(puzzle id, source)``."""
_KEEP = 256
"""How many reports :data:`_REPORTS` keeps (a class's programs for a few puzzles)."""


def _boards(puzzle_id: str, source: str, timeout: float, n_boards: int) -> list:
    """The per-board report of ``source`` on puzzle ``puzzle_id`` from a fresh process
    (:func:`main`), kept in :data:`_REPORTS`: a teacher's summary grades the same
    program once for the whole class (students often hand in the same short program),
    and the report's moves are replayed and checked again at every grade. Only a
    complete report is kept; a process that timed out or failed is asked again.

    Raises
    ------
    subprocess.TimeoutExpired
        If the process took longer than ``timeout`` seconds.
    ValueError, KeyError, TypeError, AssertionError
        If it did not write a report of ``n_boards`` boards.
    """
    key = (puzzle_id, source)
    if key not in _REPORTS:
        proc = subprocess.run([sys.executable, "-m", "gamewidgets.gramin.teaching.python_grading"],
                              input=json.dumps({"puzzle": puzzle_id, "source": source}),
                              capture_output=True, text=True, timeout=timeout)
        boards = json.loads(proc.stdout)["boards"]
        assert isinstance(boards, list) and len(boards) == n_boards
        if len(_REPORTS) >= _KEEP:
            del _REPORTS[next(iter(_REPORTS))]
        _REPORTS[key] = boards
    return _REPORTS[key]


def grade_program(puzzle_id: str, source: str, lang: str = "en",
                  timeout: float = TIMEOUT) -> tuple[int, str]:
    """The stars ``source`` earns on puzzle ``puzzle_id``, and why, in ``lang``: run in a
    fresh Python process, its moves replayed and checked here (see the module docstring).

    Returns
    -------
    (int, str)
        0..3 stars and the verdict. Never raises for anything the program does.
    """
    lang = check_lang(lang)
    puzzle = python_puzzle(puzzle_id, lang)
    try:
        boards = _boards(puzzle_id, source, timeout, len(puzzle.boards))
    except subprocess.TimeoutExpired:
        return 0, t("classroom.python.timeout", lang, seconds=int(timeout))
    except (ValueError, KeyError, TypeError, AssertionError):
        return 0, t("classroom.python.no_report", lang)
    solved = []
    for i, b in enumerate(boards):
        ok = isinstance(b, dict) and b.get("stop") == "finished" and replay(
            puzzle, i, b.get("moves"))
        solved.append(ok)
    n = statements(source)
    if all(solved):
        stars = 3 if n is not None and n <= puzzle.par else 2
        key = "gramin.python.puzzle.solved_par" if stars == 3 \
            else "gramin.python.puzzle.solved_more"
        return stars, t(key, lang, n=n, par=puzzle.par)
    first = solved.index(False)
    why = boards[first].get("error", {}).get(lang) if isinstance(boards[first], dict) else ""
    board_text = (board_stopped(first + 1, why, lang)
                  if why else t("classroom.python.board_not_solved", lang, board=first + 1))
    return 0, join_sentences(lang, [t("gramin.python.puzzle.not_all", lang, good=sum(solved),
                                      total=len(solved)), board_text])


if __name__ == "__main__":
    sys.exit(main())
