"""Goblin Escape's actions: the dicts the engine, the bots and the widget exchange, and what
a person may type for an action card.

Two action types (docs/rules/goblin.md 3):

- ``{"type": "choose", "player": p, "action": "dig" | "rest" | "steal"}``: a goblin's secret
  choice (phase 1);
- ``{"type": "pick_target", "player": p, "target": q}``: after the reveal, a stealer picks
  the rester it robs (3.1).

Every call that takes an action card from a person (:meth:`GoblinGame.choose`,
:meth:`GoblinGame.play_turn`, the widget's calls, :class:`BestActionExercise`) normalises it
with :func:`normalize_action` to an id of :data:`ACTIONS` (掘る dig, 休む rest, 奪う steal).
"""

from __future__ import annotations

from gamewidgets.core.text import Msg, Phrase, Words, typed
from gamewidgets.goblin.engine.options import ACTIONS

CHOOSE_ACTION = "choose"
"""Type of a secret choice: ``{"type": "choose", "player": p, "action": a}``."""
PICK_TARGET = "pick_target"
"""Type of a steal target: ``{"type": "pick_target", "player": p, "target": q}``."""
ACTION_TYPES = (CHOOSE_ACTION, PICK_TARGET)

_TYPED = {a: a for a in ACTIONS} | {"掘る": "dig", "休む": "rest", "奪う": "steal",
                                    "ほる": "dig", "やすむ": "rest", "うばう": "steal"}


def choose_action(player: int, action: str) -> dict:
    """The action ``{"type": "choose", "player": player, "action": action}``.

    Parameters
    ----------
    player : int
        The goblin's seat (0-based).
    action : str
        ``"dig"``, ``"rest"`` or ``"steal"`` (as typed: see :func:`normalize_action`).
    """
    return {"type": CHOOSE_ACTION, "player": player, "action": normalize_action(action)}


def pick_target_action(player: int, target: int) -> dict:
    """The action ``{"type": "pick_target", "player": player, "target": target}``.

    Parameters
    ----------
    player : int
        The stealer's seat.
    target : int
        The seat of a goblin who rested this turn.
    """
    return {"type": PICK_TARGET, "player": player, "target": target}


def normalize_action(action):
    """The action id for what a person typed, or ``action`` itself if it names no action.

    Parameters
    ----------
    action : object
        ``"dig"``/``"rest"``/``"steal"`` in any case with surrounding spaces allowed
        (``"Dig"``, full-width ``"ｄｉｇ"``: read through
        :func:`~gamewidgets.core.text.typed`), or the Japanese card names
        ``"掘る"``/``"休む"``/``"奪う"`` (also in kana: ``"ほる"``/``"やすむ"``/``"うばう"``).

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
    return _TYPED.get(typed(action).strip().lower(), action)


def action_word(action: str, lang: str) -> str:
    """The word for an action card in ``lang``: ``"dig"`` / 「掘る」 (catalogue
    ``goblin.action.<action>``), as a table or a lesson prints it.

    Parameters
    ----------
    action : str
        ``"dig"``, ``"rest"`` or ``"steal"`` (as typed: see :func:`normalize_action`).
    lang : {"en", "ja"}

    Raises
    ------
    KeyError
        If ``action`` names no action card.
    """
    return Msg(f"goblin.action.{normalize_action(action)}").text(lang)


def typed_actions(actions, joint: str = "and", joint_ja: str | None = None) -> Phrase:
    """Actions named in an error message as a person may type them: the ids in English
    (``dig or steal``), the card names quoted in Japanese (「「掘る」と「奪う」」), since
    Japanese code may write either and the card names are what the lesson teaches.

    Parameters
    ----------
    actions : iterable of str
        Action ids.
    joint : {"and", "or", "one_of"}
        How the list is joined (see :class:`~gamewidgets.core.text.Words`).
    joint_ja : str or None
        Another joint for Japanese (「「掘る」と「奪う」のどちらか」 is ``"one_of"`` where
        English says "dig or steal"); None: ``joint``.

    Returns
    -------
    Phrase
        The list, "nobody" / "なし" if empty.
    """
    # English code types the word itself ("dig"); Japanese quotes the card name (「掘る」)
    items = [Msg("goblin.term.typed_action", word=Msg(f"goblin.action.{a}")) for a in actions]
    return Phrase(lambda lang: Words(items, joint=joint_ja if lang == "ja" and joint_ja
                                     else joint).text(lang))
