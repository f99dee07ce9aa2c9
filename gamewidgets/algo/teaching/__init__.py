"""Teaching material of algo: tsume-algo puzzles (``puzzles``), the lesson's exercise
checkers (``exercise``) and the review of a game (``review``), built on the deduction a
player can make from their view (:mod:`gamewidgets.algo.engine`; docs/rules/algo.md 8)."""

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
    puzzle_title,
    puzzle_view,
    row_names,
)
from gamewidgets.algo.teaching.review import review

__all__ = ["TSUME_PUZZLES", "CandidatesExercise", "CertainExercise", "Feedback", "named",
           "named_view", "puzzle", "puzzle_title", "puzzle_view", "reason_name", "review",
           "row_names"]
