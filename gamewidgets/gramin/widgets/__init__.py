"""The notebook widgets of Gramin Expedition: the sandbox (``sandbox``,
:class:`GraminWidget`), the puzzle course (``puzzle``, :class:`PuzzleWidget`) and the whole
game (``game``, :class:`GraminGameWidget`) and its review (``review``,
:class:`GameReviewWidget`), with the program editor they share
(``editor``), the game's program builder (``builder``) and what the game may show
(``game_view``)."""

from gamewidgets.gramin.widgets.editor import EDIT_INTENTS, EditorWidget, card_view, hand_view
from gamewidgets.gramin.widgets.game import GraminGameWidget
from gamewidgets.gramin.widgets.puzzle import PuzzleWidget
from gamewidgets.gramin.widgets.python import PythonWidget
from gamewidgets.gramin.widgets.review import GameReviewWidget
from gamewidgets.gramin.widgets.sandbox import GraminWidget

__all__ = ["EDIT_INTENTS", "EditorWidget", "GameReviewWidget", "GraminGameWidget", "GraminWidget",
           "PuzzleWidget", "PythonWidget", "card_view", "hand_view"]
