"""The intents AlgoWidget accepts, and the ``turn`` trait that tells the browser which of
them the student may send now (docs/rules/algo.md 4-5).

An intent is checked in shape against :data:`INTENTS` by the widget base before its
handler runs; a move must then be the student's (seat 0) while no bot is to act, and the
game checks legality (an illegal attack raises
:class:`~gamewidgets.algo.engine.errors.AlgoRuleError` with the game unchanged). So a
malformed or illegal message leaves the widget exactly as it was.
"""

from __future__ import annotations

from gamewidgets.algo.engine.cards import card_of
from gamewidgets.algo.engine.state import AlgoGame
from gamewidgets.algo.engine.turn import ACTING, AFTER_HIT, ARRANGE, ROUND_OVER, TOSS, TOSS_CALL
from gamewidgets.core.engine import CHANCE
from gamewidgets.core.i18n import t
from gamewidgets.core.text import Words, quoted
from gamewidgets.core.widget import SEED, Int, Ints, Str

STUDENT = 0
"""The student's seat; every other seat is a bot's."""
HINT_LEVELS = ("off", "candidates", "probabilities")
"""Deduction help: none, the candidate grid, also the exact probabilities."""
MAX_VIEW_TEXT = 2000  # characters; a 4-player view is under 200

INTENTS = {
    "attack": {"player": Int(), "target": Int(), "index": Int(), "number": Int(0, 11),
               "own_index": Int(optional=True)},
    "stay": {"player": Int(), "position": Int(optional=True)},
    "place": {"player": Int(), "position": Int()},
    "toss": {"player": Int(), "index": Int()},
    "arrange": {"player": Int(), "order": Ints(12, upto=True)},
    "call_toss": {"player": Int()},
    "skip_toss": {"player": Int()},
    "show_cards": {"player": Int()},
    "next_round": {"player": Int(CHANCE, CHANCE)},
    "advance": {},
    "new_game": {"seed": SEED},
    "set_hints": {"level": Str(choices=HINT_LEVELS)},
    "set_view": {"text": Str(max_len=MAX_VIEW_TEXT)},
    "answer": {"player": Int(0), "index": Int(0), "number": Int(0, 11)},
    "puzzle_hint": {},
    "select_puzzle": {"index": Int(0)},
}
"""The intents and their fields. ``attack``, ``stay``, ``place``, ``arrange`` (the
``arrange_own_row`` mode: the dealt cards laid into the row), ``toss`` (pair play:
the partner shows the attacker a card), ``call_toss`` and ``skip_toss`` (pair play: the
attacker asks for the toss or skips it) are the moves of the person at the screen,
``show_cards`` lifts the cover screen for the person named (several people at one
screen), and ``next_round`` (the deal of the next round, chance's: ``"player": CHANCE``) are the
engine's own action dicts (:mod:`gamewidgets.algo.engine.actions`), ``"player"``
included, as ``legal_actions`` lists them. The others drive the view: ``advance``
applies one bot action, ``new_game``, ``set_hints``, ``set_view`` (view mode only)
replaces the typed view; puzzle mode's ``answer`` (a hidden card of the view's row
``player`` named as ``number``), ``puzzle_hint`` and ``select_puzzle``. Players and card
positions are 0-based, numbers 0..11."""


def hints_error(value, lang: str) -> str:
    """The refusal of a hint level that is none of :data:`HINT_LEVELS`, in ``lang``."""
    return t("algo.widget.error.hints", lang,
             allowed=Words(HINT_LEVELS, joint="one_of").text(lang), value=quoted(value).text(lang))


def no_turn() -> dict:
    """The ``turn`` trait when the student can do nothing (every flag off, lists empty)."""
    return {"attack": False, "stay": False, "advance": False, "next_round": False,
            "new_game": False, "again": False, "targets": [], "own": [], "own_index": None,
            "positions": [], "position_for": None, "toss": [], "toss_call": False,
            "arrange": [], "round": None}


def bot_to_act(game: AlgoGame, people=(STUDENT,)) -> bool:
    """Whether a bot (a seat not in ``people``, the seats played by people) is to act."""
    return game.phase in ACTING and game.current_player not in people


def turn_state(game: AlgoGame, seat: int = STUDENT, people=(STUDENT,)) -> dict:
    """What the person at ``seat`` (the one at the screen; negative: nobody) may do now,
    from ``game.legal_parts(seat)``.

    Returns
    -------
    dict
        ``attack``/``stay`` (allowed now), ``again`` (after a hit), ``targets`` (list of
        ``[player, index]`` face-down cards), ``own`` (own face-down card indexes to pick
        as the attack card, docs/rules/algo.md 4.5; empty when not needed), ``own_index``
        (the attack card already picked this turn, which every attack names, else None),
        ``toss`` (pair play: own face-down card indexes the person may show the attacker),
        ``toss_call`` (pair play: the person, the attacker, may ask for the toss or skip it),
        ``arrange`` (the ``arrange_own_row`` mode after the deal: the person's own cards
        ``{"color", "number"}`` in the order dealt, to lay into their row; else []),
        ``position_for`` (``"place"``/``"stay"`` when a row position is required) with
        ``positions``, ``advance`` (a bot is to act), ``next_round``, ``new_game``,
        ``round`` (the round being played: the last attack is marked on a card only if it
        is of this round). Positions only, never a hidden number.
    """
    turn = no_turn()
    turn["new_game"], turn["round"] = True, game.round
    turn["next_round"] = game.phase == ROUND_OVER
    if game.phase not in ACTING:
        return turn
    if bot_to_act(game, people):
        turn["advance"] = True
        return turn
    if seat < 0:  # nobody at the screen: a person's move waits for them to look
        return turn
    slots, _, owns, others = game.legal_parts(seat)
    if game.phase == TOSS:
        turn["toss"] = [a["index"] for a in others]
        return turn
    if game.phase == TOSS_CALL:
        turn["toss_call"] = bool(others)
        return turn
    if game.phase == ARRANGE:
        cards = [card_of(tok) for tok in game.dealt[seat]] if others else []
        turn["arrange"] = [{"color": c.color, "number": c.number} for c in cards]
        return turn
    stays = [a for a in others if a["type"] == "stay"]
    places = [a for a in others if a["type"] == "place"]
    fixed = game.turn_own if None not in owns else None
    turn.update(
        attack=bool(slots), stay=bool(stays), again=game.phase == AFTER_HIT,
        targets=[list(x) for x in sorted(set(slots))],
        own=[] if None in owns or fixed is not None else sorted(owns), own_index=fixed)
    if places:
        turn.update(position_for="place", positions=[a["position"] for a in places])
    elif any("position" in a for a in stays):
        turn.update(position_for="stay", positions=[a["position"] for a in stays])
    return turn
