"""GameReviewWidget of Goblin Escape: a game's review stepped choice by choice, with the
table as it was before the turn (the review: :mod:`gamewidgets.goblin.teaching.review`;
the widget: :class:`~gamewidgets.core.review_widget.ReviewWidget`)."""

from __future__ import annotations

from gamewidgets.core.review_widget import ReviewWidget
from gamewidgets.core.widget import STATIC
from gamewidgets.goblin.engine.state import GoblinGame
from gamewidgets.goblin.teaching.review import review


class GameReviewWidget(ReviewWidget):
    """The review of a game of Goblin Escape in a notebook: ``GameReviewWidget(game)``.

    Each goblin's choice of each turn is shown with the table before the turn (every
    goblin's meat, who may not repeat which action, the store, the tunnel so far), the
    choices revealed, the three actions ranked by the meat they promised with the one
    taken marked, the verdict and its sentence. Parameters, errors and attributes as
    :class:`~gamewidgets.core.review_widget.ReviewWidget`; the review itself:
    :func:`~gamewidgets.goblin.teaching.review.review`.
    """

    _esm = STATIC / "goblin.js"
    _css = STATIC / "goblin.css"
    LABELS = "goblin.ui."
    GAME = GoblinGame
    REVIEW = staticmethod(review)
