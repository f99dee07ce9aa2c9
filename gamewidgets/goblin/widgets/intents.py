"""GoblinWidget's intents: what the browser may send, and at which moment of the turn.

Intents (each checked by :func:`gamewidgets.core.widget.check_intent` before anything
changes): the moves ``choose {player, action}`` and ``pick_target {player, target}``,
the engine's own action dicts (:mod:`gamewidgets.goblin.engine.actions`) as
``legal_actions`` lists them; and those that drive the screen: ``show {player}``
(uncover the screen), ``hide``, ``reveal``, ``next_turn``, ``finish`` (only bots are
left: play to the end) and ``new_game {seed (optional)}``. Whether a click fits the
moment (the stage, the person whose screen it is) is checked by :func:`check_moment`;
the widget's Python calls are the same intents without that check (no cover screen);
the rules are checked by the engine.
"""

from __future__ import annotations

from gamewidgets.core.errors import IntentError
from gamewidgets.core.i18n import t
from gamewidgets.core.widget import SEED, Int, Str
from gamewidgets.goblin.engine.options import ACTIONS

STAGES = {"show": ("cover",), "hide": ("choose",), "choose": ("choose",), "reveal": ("ready",),
          "pick_target": ("target",), "next_turn": ("steps",), "finish": ("ready", "steps"),
          "new_game": ("over", "steps", "cover", "choose", "ready", "target"),
          "open_review": ("over",), "close_review": ("over",),
          "setup": ("over", "steps", "cover", "choose", "ready", "target"),
          "setup_screen": ("over", "steps", "cover", "choose", "ready", "target")}
"""The stages in which each intent is taken."""

_STAGE_TEXT = {"cover": "goblin.ui.status.cover", "choose": "goblin.ui.status.choose",
               "ready": "goblin.ui.all_chosen", "target": "goblin.ui.target_title",
               "steps": "goblin.ui.resolution", "over": "goblin.ui.game_over"}


def intent_spec(n_players: int | None = None) -> dict:
    """The intents of a widget with ``n_players`` seats (None: any number of seats).

    Returns
    -------
    dict
        ``{type: {field: Int | Str}}`` for :func:`gamewidgets.core.widget.check_intent`:
        seats are whole numbers ``0..n_players-1``, actions one of dig, rest, steal, a new
        game's seed a whole number 0..MAX_SEED or missing (the next seed).
    """
    seat = Int(0, None if n_players is None else n_players - 1)
    return {"show": {"player": seat}, "hide": {},
            "choose": {"player": seat, "action": Str(choices=ACTIONS)}, "reveal": {},
            "pick_target": {"player": seat, "target": seat}, "next_turn": {}, "finish": {},
            "new_game": {"seed": SEED}}


def check_moment(kind: str, stage: str, active: int | None, player: int | None, names,
                 lang: str) -> None:
    """Raise unless intent ``kind`` fits the ``stage`` and, if it names a ``player``, that
    player is the one whose screen it is (``active``).

    Raises
    ------
    IntentError
        Naming what the screen shows now, or whose screen it is.
    """
    if stage not in STAGES[kind]:
        name = names[active] if active is not None else ""
        raise IntentError("goblin.error.intent.stage", lang, type=kind,
                          stage=t(_STAGE_TEXT[stage], lang, name=name))
    if player is not None and player != active:
        raise IntentError("goblin.error.intent.not_active", lang, name=names[active],
                          other=names[player])
