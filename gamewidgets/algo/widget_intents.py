"""Checking the intents the browser sends to AlgoWidget.

Every intent is validated in shape and type before anything changes; the game itself then
checks legality (an illegal attack raises :class:`~gamewidgets.algo.AlgoRuleError` with the
game unchanged). So a malformed or illegal message leaves the widget exactly as it was.
"""

from __future__ import annotations

from gamewidgets.algo.actions import Attack, Place, Stay
from gamewidgets.algo.game import AFTER_HIT, ATTACK, PLACE, ROUND_OVER
from gamewidgets.algo.messages_deduction import Phrase
from gamewidgets.core.errors import GameError
from gamewidgets.core.i18n import t

GAME_INTENTS = ("attack", "stay", "place", "next_round", "advance", "new_game")
VIEW_INTENTS = ("set_view",)
INTENTS = GAME_INTENTS + ("set_hints",) + VIEW_INTENTS
HINT_LEVELS = ("off", "candidates", "probabilities")
MAX_VIEW_TEXT = 2000  # characters; a 4-player view is under 200
ACTING = (ATTACK, AFTER_HIT, PLACE)
"""Phases in which the current player (student or bot) must act."""


class IntentError(GameError):
    """A message from the browser (or a call) that cannot be applied; nothing was changed."""

    @property
    def message(self) -> str:
        """The message in ``self.lang``."""
        return self.text(self.lang)

    def text(self, lang: str) -> str:
        """The message in ``lang``; a :class:`Phrase` field is worded in ``lang`` too."""
        fields = {k: v.text(lang) if isinstance(v, Phrase) else v
                  for k, v in self.fields.items()}
        return t(self.message_id, lang, **fields)


def _int(content: dict, key: str, lang: str, optional: bool = False) -> int | None:
    value = content.get(key)
    if value is None and optional:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise IntentError("algo.error.intent.int", lang, key=key, value=repr(value))
    return value


def check_hints(level, lang: str = "en") -> str:
    """Return ``level`` if it is a hint level.

    Raises
    ------
    IntentError
        If ``level`` is not one of :data:`HINT_LEVELS`.
    """
    if not isinstance(level, str) or level not in HINT_LEVELS:
        raise IntentError("algo.error.intent.hints", lang, allowed=", ".join(HINT_LEVELS),
                          value=repr(level))
    return level


def parse_intent(content, mode: str, lang: str = "en") -> tuple[str, dict]:
    """Check one intent and return ``(type, fields)``.

    Parameters
    ----------
    content : dict
        ``{"type": ...}`` plus the intent's fields: ``attack`` {target, index, number,
        own_index?}, ``stay`` {position?}, ``place`` {position}, ``next_round``,
        ``advance`` (one bot action), ``new_game`` {seed?}, ``set_hints`` {level}
        (``"off"|"candidates"|"probabilities"``), ``set_view`` {text}. Players and card
        positions are 0-based; numbers 0..11 (rules/algo.md section 4).
    mode : {"game", "view"}
        The widget's mode: game intents are refused in view mode and ``set_view`` in
        game mode.
    lang : {"en", "ja"}
        Language of the error message.

    Returns
    -------
    tuple of (str, dict)
        The intent type and its checked fields (only the known keys).

    Raises
    ------
    IntentError
        If the message is not a dict with a known ``type``, a field has the wrong type,
        the number is not 0..11, the hint level or view text is unusable, or the intent
        does not fit the mode.
    """
    if not isinstance(content, dict) or not isinstance(content.get("type"), str):
        raise IntentError("algo.error.intent.shape", lang, allowed=", ".join(INTENTS))
    kind = content["type"]
    if kind not in INTENTS:
        raise IntentError("algo.error.intent.unknown", lang, type=kind,
                          allowed=", ".join(INTENTS))
    if mode == "view" and kind in GAME_INTENTS:
        raise IntentError("algo.error.intent.view_mode", lang, type=kind)
    if mode == "game" and kind in VIEW_INTENTS:
        raise IntentError("algo.error.intent.game_mode", lang, type=kind)
    fields: dict = {}
    if kind == "attack":
        fields = {key: _int(content, key, lang) for key in ("target", "index", "number")}
        if not 0 <= fields["number"] <= 11:
            raise IntentError("algo.error.intent.number", lang, value=fields["number"])
        fields["own_index"] = _int(content, "own_index", lang, optional=True)
    elif kind == "stay":
        fields["position"] = _int(content, "position", lang, optional=True)
    elif kind == "place":
        fields["position"] = _int(content, "position", lang)
    elif kind == "new_game":
        fields["seed"] = _int(content, "seed", lang, optional=True)
    elif kind == "set_hints":
        fields["level"] = check_hints(content.get("level"), lang)
    elif kind == "set_view":
        text = content.get("text")
        if not isinstance(text, str) or len(text) > MAX_VIEW_TEXT:
            raise IntentError("algo.error.intent.text", lang, limit=MAX_VIEW_TEXT)
        fields["text"] = text
    return kind, fields


def no_turn() -> dict:
    """The ``turn`` trait when the student can do nothing (every flag off, lists empty)."""
    return {"attack": False, "stay": False, "advance": False, "next_round": False,
            "new_game": False, "again": False, "targets": [], "own": [], "positions": [],
            "position_for": None}


def turn_state(game) -> dict:
    """What the student (player 0) may do now, from ``game.legal_actions()``.

    Returns
    -------
    dict
        ``attack``/``stay`` (allowed now), ``again`` (after a hit), ``targets`` (list of
        ``[player, index]`` face-down cards), ``own`` (own face-down card indexes to pick
        as the attack card, rules/algo.md 4.5; empty when not needed), ``position_for``
        (``"place"``/``"stay"`` when a row position is required) with ``positions``,
        ``advance`` (a bot is to act), ``next_round``, ``new_game``. Positions only, never
        a hidden number.
    """
    turn = no_turn()
    turn["new_game"] = True
    turn["next_round"] = game.phase == ROUND_OVER
    if game.phase not in ACTING:
        return turn
    if game.current_player != 0:
        turn["advance"] = True
        return turn
    legal = game.legal_actions()
    attacks = [a for a in legal if isinstance(a, Attack)]
    stays = [a for a in legal if isinstance(a, Stay)]
    places = [a for a in legal if isinstance(a, Place)]
    owns = {a.own_index for a in attacks}
    turn.update(
        attack=bool(attacks), stay=bool(stays), again=game.phase == AFTER_HIT,
        targets=[list(x) for x in sorted({(a.target, a.index) for a in attacks})],
        own=[] if None in owns or game.turn_own is not None else sorted(owns))
    if places:
        turn.update(position_for="place", positions=[a.position for a in places])
    elif any(a.position is not None for a in stays):
        turn.update(position_for="stay",
                    positions=[a.position for a in stays if a.position is not None])
    return turn


def apply_game_intent(game, bots: list, kind: str, f: dict, lang: str, name_of, now):
    """Apply a checked game intent: the student's move, or one bot action.

    Parameters
    ----------
    game : AlgoGame
    bots : list
        Bot per seat (seat 0, the student, unused).
    kind : str
        ``attack``, ``stay``, ``place``, ``next_round`` or ``advance``.
    f : dict
        Fields from :func:`parse_intent`.
    lang : {"en", "ja"}
    name_of : callable
        Seat -> display name (for messages).
    now : callable
        Returns what is possible now, as a sentence (for messages).

    Returns
    -------
    list of Event

    Raises
    ------
    IntentError
        ``advance`` when no bot is to act; a student move during a bot's turn;
        ``next_round`` before the round is over (the message never names a hidden card).
    AlgoRuleError
        An illegal move (rules/algo.md sections 4-5); the game is unchanged.
    """
    if kind == "next_round":
        if game.phase != ROUND_OVER:
            # not the engine's error: during a bot's turn it names the bot's drawn card
            raise IntentError("algo.error.intent.round_not_over", lang, now=now())
        return game.next_round()
    bot_turn = game.phase in ACTING and game.current_player != 0
    if kind == "advance":
        if not bot_turn:
            raise IntentError("algo.error.intent.no_bot_turn", lang, now=now())
        return game.apply(bots[game.current_player].choose(game))
    if bot_turn:
        raise IntentError("algo.error.intent.not_your_turn", lang,
                          name=name_of(game.current_player))
    if kind == "attack":
        return game.attack(f["target"], f["index"], f["number"], f.get("own_index"))
    if kind == "stay":
        return game.stay(f.get("position"))
    return game.place(f["position"])
