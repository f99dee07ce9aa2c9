"""The algo widgets: ``solo`` (:class:`AlgoSoloWidget`, solo play), ``widget``
(:class:`AlgoWidget`), ``review`` (:class:`GameReviewWidget`, a game's review), the
intents it takes and the ``turn`` it tells the browser (``intents``), its deduction
panel (``panel``) and its sentences (``status``)."""

from gamewidgets.algo.widgets.intents import HINT_LEVELS
from gamewidgets.algo.widgets.review import GameReviewWidget
from gamewidgets.algo.widgets.solo import AlgoSoloWidget
from gamewidgets.algo.widgets.widget import AlgoWidget

__all__ = ["HINT_LEVELS", "AlgoSoloWidget", "AlgoWidget", "GameReviewWidget"]
