"""GameReviewWidget of Gramin Expedition: a game's review stepped program by program,
with the board as the player saw it while building (the review: :mod:`gamewidgets.gramin.
teaching.review`; the widget: :class:`~gamewidgets.core.review_widget.ReviewWidget`)."""

from __future__ import annotations

from gamewidgets.core.i18n import texts
from gamewidgets.core.review_widget import ReviewWidget
from gamewidgets.core.widget import STATIC
from gamewidgets.gramin.engine.state import GraminGame
from gamewidgets.gramin.teaching.review import review


class GameReviewWidget(ReviewWidget):
    """The review of a game of Gramin Expedition in a notebook: ``GameReviewWidget(game)``.

    Each program laid is shown with the board as its player saw it while building (the
    chest squares, never their contents; the trap cards; the pieces), their die and
    hand, the squares the program laid and the best program go through, the options
    ranked by their expected points with the one laid marked, the verdict and its
    sentence. Parameters, errors and attributes as
    :class:`~gamewidgets.core.review_widget.ReviewWidget`; the review itself:
    :func:`~gamewidgets.gramin.teaching.review.review`.
    """

    _esm = STATIC / "gramin_game.js"
    _css = STATIC / "gramin_game.css"
    LABELS = "gramin.ui."
    GAME = GraminGame
    REVIEW = staticmethod(review)

    def __init__(self, game, player: int | None = None, lang: str = "en", names=None):
        super().__init__(game, player=player, lang=lang, names=names)
        self.labels = _labels(lang)

    def _relabel(self) -> None:
        self.labels = _labels(self.lang)
        super()._relabel()


def _labels(lang: str) -> dict:
    """The board's labels and the game's (as the game widget has them)."""
    return {**texts("gramin.ui.", lang), **texts("gramin.game.ui.", lang),
            **texts("core.list.", lang),
            **texts("gramin.game.term.", lang)}
