"""The Goblin Escape widget: ``widget`` (:class:`GoblinWidget`), a game's review (``review``,
:class:`GameReviewWidget`), its turn at one
shared screen (``flow``), the intents it takes (``intents``), its synced data
(``payloads``) and who sits at it (``seats``)."""

from gamewidgets.goblin.widgets.review import GameReviewWidget
from gamewidgets.goblin.widgets.widget import GoblinWidget

__all__ = ["GameReviewWidget", "GoblinWidget"]
