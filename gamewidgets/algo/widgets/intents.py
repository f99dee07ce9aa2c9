"""The intents AlgoWidget accepts, and the ``turn`` trait that tells the browser which of
them the student may send now (docs/rules/algo.md 4-5).

An intent is checked in shape against :data:`INTENTS` by the widget base before its
handler runs; the game then checks legality (an illegal attack raises
:class:`~gamewidgets.algo.engine.errors.AlgoRuleError` with the game unchanged). So a
malformed or illegal message leaves the widget exactly as it was.
"""

from __future__ import annotations

from gamewidgets.algo.engine.state import AlgoGame
from gamewidgets.algo.engine.turn import ACTING, AFTER_HIT, ROUND_OVER
from gamewidgets.core.widget import Int, Str

HINT_LEVELS = ("off", "candidates", "probabilities")
"""Deduction help: none, the candidate grid, also the exact probabilities."""
MAX_VIEW_TEXT = 2000  # characters; a 4-player view is under 200

INTENTS = {
    "attack": {"target": Int(), "index": Int(), "number": Int(0, 11),
               "own_index": Int(optional=True)},
    "stay": {"position": Int(optional=True)},
    "place": {"position": Int()},
    "next_round": {},
    "advance": {},
    "new_game": {"seed": Int(optional=True)},
    "set_hints": {"level": Str(choices=HINT_LEVELS)},
    "set_view": {"text": Str(max_len=MAX_VIEW_TEXT)},
}
"""The intents and their fields. Players and card positions are 0-based, numbers 0..11;
``advance`` applies one bot action, ``set_view`` (view mode only) replaces the typed view."""


def no_turn() -> dict:
    """The ``turn`` trait when the student can do nothing (every flag off, lists empty)."""
    return {"attack": False, "stay": False, "advance": False, "next_round": False,
            "new_game": False, "again": False, "targets": [], "own": [], "positions": [],
            "position_for": None}


def bot_to_act(game: AlgoGame) -> bool:
    """Whether a bot (any seat but the student's 0) is to act."""
    return game.phase in ACTING and game.current_player != 0


def turn_state(game: AlgoGame) -> dict:
    """What the student (player 0) may do now, from ``game.legal_parts(0)``.

    Returns
    -------
    dict
        ``attack``/``stay`` (allowed now), ``again`` (after a hit), ``targets`` (list of
        ``[player, index]`` face-down cards), ``own`` (own face-down card indexes to pick
        as the attack card, docs/rules/algo.md 4.5; empty when not needed),
        ``position_for`` (``"place"``/``"stay"`` when a row position is required) with
        ``positions``, ``advance`` (a bot is to act), ``next_round``, ``new_game``.
        Positions only, never a hidden number.
    """
    turn = no_turn()
    turn["new_game"] = True
    turn["next_round"] = game.phase == ROUND_OVER
    if game.phase not in ACTING:
        return turn
    if bot_to_act(game):
        turn["advance"] = True
        return turn
    slots, _, owns, others = game.legal_parts(0)
    stays = [a for a in others if a["type"] == "stay"]
    places = [a for a in others if a["type"] == "place"]
    turn.update(
        attack=bool(slots), stay=bool(stays), again=game.phase == AFTER_HIT,
        targets=[list(x) for x in sorted(set(slots))],
        own=[] if None in owns or game.turn_own is not None else sorted(owns))
    if places:
        turn.update(position_for="place", positions=[a["position"] for a in places])
    elif any("position" in a for a in stays):
        turn.update(position_for="stay", positions=[a["position"] for a in stays])
    return turn
