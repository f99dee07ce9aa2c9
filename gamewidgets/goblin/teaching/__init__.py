"""Teaching with Goblin Escape: the best-action exercise, bot tournaments and the review
of a game (docs/rules/goblin.md 7). The what-if table is the game's own
(:meth:`GoblinGame.what_if`)."""

from gamewidgets.goblin.teaching.exercise import BestActionExercise, Feedback
from gamewidgets.goblin.teaching.review import review
from gamewidgets.goblin.teaching.tournament import policy_name, tournament, wilson_interval

__all__ = ["BestActionExercise", "Feedback", "policy_name", "review", "tournament",
           "wilson_interval"]
