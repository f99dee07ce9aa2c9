"""GameReviewWidget of algo: a game's review stepped decision by decision, with the rows
as the attacker saw them and the deduction as it stood (the review: :mod:`gamewidgets.
algo.teaching.review`; the widget: :class:`~gamewidgets.core.review_widget.ReviewWidget`)."""

from __future__ import annotations

from gamewidgets.algo.engine.state import AlgoGame
from gamewidgets.algo.teaching.review import review
from gamewidgets.core.review_widget import ReviewWidget
from gamewidgets.core.widget import STATIC


class GameReviewWidget(ReviewWidget):
    """The review of a game of algo in a notebook: ``GameReviewWidget(game)``.

    Each decision (an attack, going on or staying after a hit, placing a missed card)
    is shown with the rows as its player saw them then (their own numbers, the face-up
    cards, the failed guesses), the card attacked and the best attack marked, the
    candidates the deduction left, the options ranked by their chance of a hit with the
    one taken marked, the verdict and its sentence. Parameters, errors and attributes as
    :class:`~gamewidgets.core.review_widget.ReviewWidget`; the review itself:
    :func:`~gamewidgets.algo.teaching.review.review`.
    """

    _esm = STATIC / "algo.js"
    _css = STATIC / "algo.css"
    LABELS = "algo.ui."
    GAME = AlgoGame
    REVIEW = staticmethod(review)
