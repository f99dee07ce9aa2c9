"""What a person may type for an action: the ids, the English words in any case, 掘る/休む/奪う.

Every call that takes an action from a person (:meth:`GoblinGame.choose`,
:meth:`GoblinGame.play_turn`, :meth:`GoblinWidget.choose`, :meth:`GoblinWidget.play_turn`,
:class:`BestActionExercise`) normalises it here to an id of :data:`ACTIONS`
(rules/goblin.md section 1: 掘る dig, 休む rest, 奪う steal).
"""

from __future__ import annotations

from gamewidgets.core.i18n import t
from gamewidgets.goblin.rules import ACTIONS

_TYPED = {a: a for a in ACTIONS} | {"掘る": "dig", "休む": "rest", "奪う": "steal"}


def normalize_action(action):
    """The action id for what a person typed, or ``action`` itself if it names no action.

    Parameters
    ----------
    action : object
        ``"dig"``/``"rest"``/``"steal"`` in any case with surrounding spaces allowed
        (``"Dig"``), or the Japanese card names ``"掘る"``/``"休む"``/``"奪う"``.

    Returns
    -------
    str or object
        ``"dig"``, ``"rest"`` or ``"steal"``; anything else is returned unchanged so the
        caller's check can refuse it and say what it got.
    """
    if type(action) is not str:
        return action
    if action in ACTIONS:  # the common case, no copy
        return action
    return _TYPED.get(action.strip().lower(), action)


class TypedActions:
    """Actions as a person may type them, joined per language (inside error messages).

    English lists the ids (``dig, rest``); Japanese adds the card names
    (``dig(掘る)、rest(休む)``), since both are accepted.

    Parameters
    ----------
    actions : iterable of str
        Action ids.
    """

    def __init__(self, actions):
        self.actions = list(actions)

    def text(self, lang: str = "en") -> str:
        """The actions joined with the language's list separator ("nobody" if empty)."""
        if not self.actions:
            return t("goblin.term.nobody", lang)
        out = []
        for a in self.actions:
            word = t(f"goblin.action.{a}", lang)
            # the word is worth adding only where it is not the id itself (ja: 掘る)
            key = "goblin.term.typed_action" if word == a else "goblin.term.typed_action_word"
            out.append(t(key, lang, id=a, word=word))
        return t("goblin.term.list_sep", lang).join(out)
