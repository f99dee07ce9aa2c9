"""A turn of Goblin Escape on plain data: its phases, its legal actions, the checks of a
choice, a steal target and a whole turn at once, and the reveal (docs/rules/goblin.md 3).

A turn in the terms of the engine contract (:mod:`gamewidgets.core.engine`):

1. :data:`CHOOSE`, ``current_player == SIMULTANEOUS``: every living goblin applies one
   ``{"type": "choose", "player": p, "action": a}`` in secret, in any order;
   ``legal_actions(p)`` is non-empty exactly for the goblins still to choose.
2. The apply of the LAST choice reveals every choice (phase 2) and, unless a stealer must
   pick among several resters, resolves the turn at once and returns its steps.
3. Otherwise :data:`TARGET`: the stealers apply ``{"type": "pick_target", "player": p,
   "target": q}``, in seat order (``current_player`` is the stealer to pick) or, with
   ``rules.target_order == "any"``, in any order (``SIMULTANEOUS``); the last pick
   resolves the turn. Then the next turn's :data:`CHOOSE`, or :data:`OVER`.

Each check takes the game's lists (``alive``, ``choices``, ``targets``, ``last_action``,
one item per seat) and a ``fail(message_id, allowed_values=None, **fields)`` that makes
the game's error (with what is allowed now), which it raises when the rules say no.
"""

from __future__ import annotations

from collections.abc import Callable

from gamewidgets.core.text import Words
from gamewidgets.goblin.engine.actions import (
    CHOOSE_ACTION,
    PICK_TARGET,
    TypedActions,
    normalize_action,
)
from gamewidgets.goblin.engine.options import ACTIONS

CHOOSE = "choose"
"""Phase: living goblins choose their actions in secret (``SIMULTANEOUS``)."""
TARGET = "target"
"""Phase: after the reveal, stealers pick whom to steal from."""
RESOLVE = "resolve"
"""Phase: choices revealed and targets known, the turn resolving. It lasts only inside the
apply that completes the turn: a game is never left in it between calls."""
OVER = "over"
"""Phase: the game has ended (exit, everybody starved, the last goblin with
``last_goblin="wins"``, or the turn limit)."""
PHASES = (CHOOSE, TARGET, RESOLVE, OVER)

Fail = Callable[..., Exception]
"""``fail(message_id, allowed_values=None, **fields)`` -> the error to raise."""

LEGAL = {last: tuple(a for a in ACTIONS if a != last) for last in (None, *ACTIONS)}
"""The action cards allowed after each last action (the no-repeat rule, docs/rules/goblin.md 3)."""


def resters_of(alive: list, choices: list) -> list[int]:
    """The goblins in the game who chose rest, in seat order."""
    return [p for p in range(len(alive)) if alive[p] and choices[p] == "rest"]


def to_pick_of(choices: list, targets: list) -> list[int]:
    """The stealers without a target yet, in seat order."""
    return [p for p in range(len(choices)) if choices[p] == "steal" and targets[p] is None]


def target_actions(player: int, alive: list, choices: list, targets: list,
                   in_seat_order: bool) -> list[dict]:
    """After the reveal, ``player``'s legal ``pick_target`` actions: one per rester if it is
    that stealer's pick (in seat order, or any order), else ``[]``."""
    to_pick = to_pick_of(choices, targets)
    if player not in to_pick or (in_seat_order and player != to_pick[0]):
        return []
    return [{"type": PICK_TARGET, "player": player, "target": r}
            for r in resters_of(alive, choices)]


def check_action(fail: Fail, action, phase: str, alive: list, choices: list, targets: list,
                 last_action: list, in_seat_order: bool) -> dict:
    """Raise unless ``action`` may be applied in ``phase``; return it with its card
    normalised (``"Dig"``, ``"掘る"`` -> ``"dig"``)."""
    kind = action.get("type") if type(action) is dict else None
    if kind == CHOOSE_ACTION:
        if phase != CHOOSE:
            raise fail("goblin.error.wrong_phase", call="choose(player, action)")
        p, card = action.get("player"), action.get("action")
        if type(p) is int and 0 <= p < len(alive) and choices[p] is None and alive[p] \
                and card in LEGAL[last_action[p]]:
            return action  # the common case: a card id the no-repeat rule allows
        card = normalize_action(card)
        check_choice(fail, p, card, alive, choices, last_action)
        return {**action, "action": card}
    if kind == PICK_TARGET:
        if phase != TARGET:
            raise fail("goblin.error.wrong_phase", call="pick_target(stealer, rester)")
        check_pick(fail, action.get("player"), action.get("target"), alive, choices, targets,
                   in_seat_order)
        return action
    raise fail("goblin.error.action", got=repr(action)[:80])


def check_player(fail: Fail, player, n: int) -> None:
    """Raise unless ``player`` is a seat ``0..n-1`` (an int, not a bool)."""
    if isinstance(player, bool) or not isinstance(player, int) or not 0 <= player < n:
        raise fail("goblin.error.bad_player", list(range(n)), player=repr(player), last=n - 1)


def check_choice(fail: Fail, player, action, alive: list, choices: list,
                 last_action: list) -> None:
    """Raise unless ``player`` may choose ``action`` (an id) now (docs/rules/goblin.md 3)."""
    if type(player) is not int or not 0 <= player < len(alive):
        check_player(fail, player, len(alive))
    if choices[player] is None and alive[player] and action != last_action[player] \
            and action in LEGAL[None]:
        return  # the common case, checked cheaply
    if not alive[player]:
        raise fail("goblin.error.dead", player=player)
    if choices[player] is not None:
        raise fail("goblin.error.chosen_twice", player=player)
    legal = list(LEGAL[last_action[player]])
    if action not in ACTIONS:
        raise fail("goblin.error.unknown_action", legal, action=repr(action),
                   allowed=TypedActions(legal))
    raise fail("goblin.error.repeat", legal, player=player,
               action=Words([action], "goblin.action."), allowed=TypedActions(legal))


def check_target(fail: Fail, stealer: int, rester, resters: list[int]) -> None:
    """Raise unless ``rester`` is one of this turn's ``resters`` (docs/rules/goblin.md 3.1)."""
    if rester not in resters or isinstance(rester, bool):
        raise fail("goblin.error.not_rester", resters, player=stealer, target=repr(rester),
                   allowed=Words(resters))


def check_pick(fail: Fail, stealer, rester, alive: list, choices: list, targets: list,
               in_seat_order: bool) -> None:
    """Raise unless ``stealer`` may pick ``rester`` now (after the reveal, 3.1)."""
    n = len(choices)
    check_player(fail, stealer, n)
    stealers = [p for p in range(n) if choices[p] == "steal"]
    if stealer not in stealers:
        raise fail("goblin.error.not_stealer", stealers, player=stealer,
                   stealers=Words(stealers))
    if targets[stealer] is not None:
        raise fail("goblin.error.target_twice", player=stealer)
    first = to_pick_of(choices, targets)[0]
    if in_seat_order and stealer != first:
        raise fail("goblin.error.not_your_pick", [first], player=stealer, current=first)
    check_target(fail, stealer, rester, resters_of(alive, choices))


def plan_turn(fail: Fail, actions, alive: list, choices: list,
              last_action: list) -> tuple[list, list]:
    """Check a whole turn given at once and return its choices and steal targets.

    Parameters
    ----------
    fail : callable
        Makes the error to raise.
    actions : dict
        ``{player: action}`` for every living goblin without a choice in ``choices``;
        an action is a card (as typed, see
        :func:`~gamewidgets.goblin.engine.actions.normalize_action`) or ``("steal",
        rester)``; the target is needed when several goblins rest.
    alive, choices, last_action : list
        The game's, one item per seat (not changed).

    Returns
    -------
    (list, list)
        Every seat's choice and steal target (None where there is none).

    Raises
    ------
    Exception
        Made by ``fail``: not a dict, a choice refused by :func:`check_choice`, a goblin
        missing, a target on dig/rest, a target who did not rest, or a stealer without
        target when several goblins rest.
    """
    if not isinstance(actions, dict):
        raise fail("goblin.error.not_a_mapping", got=repr(actions))
    n = len(alive)
    choices = list(choices)
    wanted = {}
    for p, act in actions.items():
        if type(act) is not str and isinstance(act, (tuple, list)) and len(act) == 2:
            act, target = act
            act = normalize_action(act)
            if act != "steal" and act in ACTIONS:
                raise fail("goblin.error.target_not_steal", ["steal"], action=act,
                           target=repr(target))
            wanted[p] = target
        else:
            act = normalize_action(act)
        if type(p) is not int or not 0 <= p < n or choices[p] is not None \
                or not alive[p] or act == last_action[p] or act not in ACTIONS:
            check_choice(fail, p, act, alive, choices, last_action)  # says what is allowed
        choices[p] = act
    missing = [p for p in range(n) if alive[p] and choices[p] is None]
    if missing:
        raise fail("goblin.error.missing_choices", missing, players=Words(missing))
    resters = [p for p in range(n) if choices[p] == "rest"]
    targets = [None] * n
    if not resters:
        for p in wanted:
            check_target(fail, p, wanted[p], resters)
    for p in range(n) if resters else ():
        if choices[p] != "steal":
            continue
        if p in wanted:
            check_target(fail, p, wanted[p], resters)
            targets[p] = wanted[p]
        elif len(resters) == 1:
            targets[p] = resters[0]
        else:
            raise fail("goblin.error.need_target", resters, player=p, example=resters[0],
                       allowed=Words(resters))
    return choices, targets


def reveal_targets(choices: list, targets: list) -> bool:
    """At the reveal, give every stealer the only rester if there is one (in place).

    Returns
    -------
    bool
        Whether stealers must still pick among several resters.
    """
    n = len(choices)
    resters = [p for p in range(n) if choices[p] == "rest"]
    stealers = [p for p in range(n) if choices[p] == "steal"]
    if not (stealers and resters):
        return False
    if len(resters) == 1:
        for s in stealers:
            targets[s] = resters[0]
        return False
    return any(targets[s] is None for s in stealers)
