"""The Goblin Escape widget: ``widget`` (:class:`GoblinWidget`), its turn at one
shared screen (``flow``), the intents it takes (``intents``), its synced data
(``payloads``) and who sits at it (``seats``)."""

from gamewidgets.goblin.widgets.widget import GoblinWidget

__all__ = ["GoblinWidget"]
