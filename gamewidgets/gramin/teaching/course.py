"""The bundled Gramin puzzle course, easy to hard (docs/rules/gramin.md 2, 4.2, 6).

Stages: sequences -> dash and jump -> loops -> nested loops (teaching rules) -> traps and
walls -> if-cards. Every stored ``par`` is proven by
:func:`gamewidgets.gramin.teaching.solver.solve` in the tests, and the course is ordered
by :func:`difficulty`.
"""

from __future__ import annotations

from gamewidgets.core.i18n import LANGS, authored_texts
from gamewidgets.gramin.engine.cards import card_faces
from gamewidgets.gramin.engine.options import GraminRules
from gamewidgets.gramin.teaching.puzzle import Puzzle

STAGES = ("sequence", "dash_jump", "loop", "nested_loop", "traps", "if_cards")
"""Stage names, in course order (index = stage number of :func:`difficulty`)."""

TEACHING = GraminRules.teaching().to_dict()

PROGRESS_KIND = "gramin.puzzle_progress"
"""``kind`` of a puzzle course's progress file: written by
:meth:`gamewidgets.gramin.widgets.puzzle.PuzzleWidget.progress_json`, graded by
:func:`gamewidgets.classroom.grader.progress_verdict`."""

COURSE_DATA: list[dict] = [
    # ---- stage 0: sequences of step cards ---------------------------------------------
    {"id": "first-steps",
     "board": ".....\n.@.3.\n.....", "hand": "R R R R", "goal": "all_chests", "par": 2},
    {"id": "as-dealt", "board": "@..\n...\n..3", "hand": "R D R D", "goal": "all_chests", "par": 4,
     "turnable": False},
    {"id": "flag",
     "board": ".....\n.....\n@....", "hand": "U U R R R L D", "goal": [0, 3], "par": 5},
    {"id": "corner",
     "board": "@....\n.....\n...3.\n.....", "hand": "R R R D D D", "goal": "all_chests",
     "par": 5},
    # ---- stage 1: dash and jump -------------------------------------------------------
    {"id": "dash", "board": "@...3", "hand": "2R 2R R R R R", "goal": "all_chests", "par": 2},
    {"id": "edge", "board": ".@..3", "hand": "2R 2R", "goal": "all_chests", "par": 2},
    {"id": "hop-hop", "board": "@.3.3", "hand": "JR JR R R R", "goal": "all_chests", "par": 2},
    {"id": "far-corner",
     "board": "@.....\n......\n......\n......\n.....3", "hand": "2D 2D 2R 2R JR R D",
     "goal": "all_chests", "par": 5},
    # ---- stage 2: loops (basic rules: one loop) ------------------------------------------
    {"id": "three-times", "board": "@.3.3.3", "hand": "2R for3( )", "goal": "all_chests", "par": 3},
    {"id": "exact-stop",
     "board": ".......\n@......", "hand": "2R R R R R for2( for3( )", "goal": [1, 4],
     "die": 1, "par": 3},
    {"id": "not-always",
     "board": "@.3\n..3", "hand": "R R D for2( )", "goal": "all_chests", "par": 3},
    {"id": "staircase", "board": "@......\n.3.....\n..3....\n...3...", "hand": "R D for2( for3( )",
     "goal": "all_chests", "par": 4},
    {"id": "small-die",
     "board": "@.....3", "hand": "R R R R R R for2( for3( )", "goal": "all_chests", "die": 2,
     "par": 4},
    {"id": "zigzag", "board": "@......\n..3....\n....3..\n......3", "hand": "2R 2R D D for3( )",
     "goal": "all_chests", "die": 2, "par": 4},
    {"id": "well",
     "board": "@....\n.....\n.....\n.....\n.....\n.....\n.3...", "hand": "2D 2D R for3( )",
     "goal": "all_chests", "die": 2, "par": 4},
    {"id": "two-by-two",
     "board": "@.....\n..3...\n....3.", "hand": "R R R D D for2( )", "goal": "all_chests",
     "die": 3, "par": 5},
    # ---- stage 3: nested loops (teaching rules) ------------------------------------------
    {"id": "loop-in-loop", "board": "@......\n...3...\n......3", "hand": "R D for2( for3( ) )",
     "goal": "all_chests", "die": 2, "rules": TEACHING, "par": 6},
    {"id": "stairs-of-stairs",
     "board": "@......\n..3....\n....3..\n......3", "hand": "R D for2( for3( ) )",
     "goal": "all_chests", "die": 2, "rules": TEACHING, "par": 6},
    # ---- stage 4: traps and walls -------------------------------------------------------
    {"id": "wall-ahead",
     "board": "@.w.3\n.....", "hand": "2R R R D U JR", "goal": "all_chests", "par": 3},
    {"id": "hop-holes", "board": "@h.h.h3", "hand": "JR R for3( )", "goal": "all_chests", "par": 3},
    {"id": "hole-chips",
     "board": "@......\n.H.....\n..3....\n...H...\n....3..", "hand": "2R 2D for2( ) R D",
     "goal": "all_chests", "die": 2, "par": 4},
    {"id": "wall-fence",
     "board": "@.w..w..w3", "hand": "R JR for3( )", "goal": "all_chests", "par": 4},
    {"id": "crocodile-chest",
     "board": "@.C.3\n.....\n..3..", "hand": "2R 2R 2D D R R U U", "goal": "all_chests",
     "par": 5},
    # ---- stage 5: if-cards -------------------------------------------------------------
    {"id": "through-the-hole",
     "board": "@.h.3\n.....\n.....", "hand": "2R 2R D U R R if_hole", "goal": "all_chests",
     "par": 3},
    {"id": "one-if-card",
     "board": "@.h.h.3\n.......", "hand": "2R 2R 2R JR D U R if_hole", "goal": "all_chests",
     "par": 5},
    {"id": "if-in-a-loop",
     "board": "@..h..3", "hand": "2R R for2( ) if_hole", "goal": "all_chests", "par": 5},
]
"""The puzzles as :meth:`Puzzle.from_dict` reads them; each one's title and hint are the
catalogue's ``gramin.course.<id>.title`` and ``gramin.course.<id>.hint``
(gramin/messages/course.toml), added below."""

HINT_CARDS = {"r": "R", "d": "D"}
"""The cards a hint names (``{r}`` in its text), drawn as the widget draws them."""


def _texts(msg_id: str) -> dict:
    """A catalogue text in each language, the cards of :data:`HINT_CARDS` filled in; the
    Japanese keeps every reading (a widget shows those of its level, :meth:`Puzzle.hint`)."""
    entry = authored_texts(msg_id)
    return {lang: entry[lang].format(**{k: card_faces(v, lang) for k, v in HINT_CARDS.items()})
            for lang in LANGS}


for _p in COURSE_DATA:
    _p["title"] = _texts(f"gramin.course.{_p['id']}.title")
    _p["hints"] = [_texts(f"gramin.course.{_p['id']}.hint")]
del _p


def difficulty(puzzle: Puzzle) -> tuple[int, int]:
    """The course's difficulty of ``puzzle``: ``(stage, par)``, compared as a tuple.

    Stage (index into :data:`STAGES`) is the highest of: 5 if the hand holds an if-card;
    4 if the board has a trap card, a wall or a trap chip; 3 if the rules allow nesting
    and the hand holds two or more ``forN(`` cards; 2 if the hand holds a loop card; 1
    if it holds a dash or jump card; else 0. Par is the puzzle's par (a larger number
    if unsolvable).
    """
    hand, board = puzzle.hand, puzzle.board
    kinds = set(hand.moves) if hand.turnable else {
        "step" if len(k) == 1 else "dash" if k[0] == "2" else "jump" for k in hand.moves}
    stage = 0
    if kinds - {"step"}:
        stage = 1
    if hand.opens or hand.closes:
        stage = 2
    if puzzle.rules.allow_nesting and sum(hand.opens.values()) >= 2:
        stage = 3
    if board.traps or any(ch.trap for ch in board.chests.values()):
        stage = 4
    if hand.if_cards:
        stage = 5
    par = puzzle.par
    return stage, 10 ** 6 if par is None else par


def course(lang: str = "en") -> list[Puzzle]:
    """The bundled course as :class:`Puzzle` objects (a new list each call), easy to hard.

    Parameters
    ----------
    lang : {"en", "ja"}
        Language of the puzzles' messages.
    """
    return [Puzzle.from_dict(d, lang) for d in COURSE_DATA]

