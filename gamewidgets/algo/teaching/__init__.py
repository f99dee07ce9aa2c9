"""Teaching material of algo: tsume-algo puzzles (``puzzles``) and the lesson's exercise
checkers (``exercise``), built on the deduction a player can make from their view
(:mod:`gamewidgets.algo.engine`; docs/rules/algo.md 8)."""

from gamewidgets.algo.teaching.exercise import (
    CandidatesExercise,
    CertainExercise,
    Feedback,
    reason_name,
)
from gamewidgets.algo.teaching.puzzles import (
    TSUME_PUZZLES,
    named,
    named_view,
    puzzle,
    puzzle_view,
    row_names,
)

__all__ = ["TSUME_PUZZLES", "CandidatesExercise", "CertainExercise", "Feedback", "named",
           "named_view", "puzzle", "puzzle_view", "reason_name", "row_names"]
