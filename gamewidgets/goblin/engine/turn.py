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
one item per seat) and raises :class:`~gamewidgets.goblin.engine.errors.GoblinRuleError`
when the rules say no; the game adds what is allowed now and its language.
"""

from __future__ import annotations

from gamewidgets.core.engine import check_phase, check_seat
from gamewidgets.core.text import Phrase, Words, quoted, shown
from gamewidgets.goblin.engine.actions import (
    CHOOSE_ACTION,
    PICK_TARGET,
    normalize_action,
    typed_actions,
)
from gamewidgets.goblin.engine.errors import GoblinRuleError, goblin, goblins
from gamewidgets.goblin.engine.options import ACTIONS

CHOOSE = "choose"
"""Phase: living goblins choose their actions in secret (``SIMULTANEOUS``)."""
TARGET = "target"
"""Phase: after the reveal, stealers pick whom to steal from."""
OVER = "over"
"""Phase: the game has ended (exit, everybody starved, the last goblin with
``last_goblin="wins"``, or the turn limit)."""
PHASES = (CHOOSE, TARGET, OVER)
"""Every phase a game can be in (``GoblinGame.phase``; a saved game in another is refused)."""
RESOLVE = "resolve"
"""Never a game's phase: the turn is resolved inside the apply that completes it
(:data:`TARGET` or :data:`CHOOSE` until then, the next turn's :data:`CHOOSE` or
:data:`OVER` after). Kept, not in :data:`PHASES`, for programs that name it."""

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


def richest(meat: list, resters: list[int]) -> int:
    """The rester with the most meat (lowest seat on ties): whom the bots rob, and whom a
    stealer robs in a hypothetical turn (:mod:`~gamewidgets.goblin.engine.payoffs`).

    Parameters
    ----------
    meat : list of int
        Meat counters per seat.
    resters : list of int
        This turn's resters (not empty).

    Returns
    -------
    int
        The seat of that rester.
    """
    return max(resters, key=lambda p: (meat[p], -p))


def check_action(action, phase: str, alive: list, choices: list, targets: list,
                 last_action: list, in_seat_order: bool) -> dict:
    """Raise unless ``action`` may be applied in ``phase``; return it with its card
    normalised (``"Dig"``, ``"掘る"`` -> ``"dig"``).

    Raises
    ------
    GoblinRuleError
        Not an action of this game, not allowed in ``phase`` (``core.error.rule.wrong_phase``),
        or refused by :func:`check_choice` / :func:`check_pick`.
    """
    kind = action.get("type") if type(action) is dict else None
    if kind == CHOOSE_ACTION:
        check_phase(phase, (CHOOSE,), "choose(player, action)", GoblinRuleError)
        p, card = action.get("player"), action.get("action")
        if type(p) is int and 0 <= p < len(alive) and choices[p] is None and alive[p] \
                and card in LEGAL[last_action[p]]:
            return action  # the common case: a card id the no-repeat rule allows
        card = normalize_action(card)
        check_choice(p, card, alive, choices, last_action)
        return {**action, "action": card}
    if kind == PICK_TARGET:
        check_phase(phase, (TARGET,), "pick_target(stealer, rester)", GoblinRuleError)
        check_pick(action.get("player"), action.get("target"), alive, choices, targets,
                   in_seat_order)
        return action
    raise GoblinRuleError("goblin.error.action", got=shown(action))


def check_choice(player, action, alive: list, choices: list, last_action: list) -> None:
    """Raise unless ``player`` may choose ``action`` (an id) now (docs/rules/goblin.md 3).

    Raises
    ------
    GoblinRuleError
        ``player`` is not a seat, is out of the game or has chosen already; ``action``
        is not an action card, or is the one this goblin chose last turn
        (``error.allowed``: the cards it may choose).
    """
    check_seat(player, len(alive), GoblinRuleError)
    if choices[player] is None and alive[player] and action != last_action[player] \
            and action in LEGAL[None]:
        return  # the common case, checked cheaply
    if not alive[player]:
        raise GoblinRuleError("goblin.error.dead", player=goblin(player))
    if choices[player] is not None:
        raise GoblinRuleError("goblin.error.chosen_twice", player=goblin(player))
    legal = list(LEGAL[last_action[player]])
    if action not in ACTIONS:
        raise GoblinRuleError("goblin.error.unknown_action", allowed_values=legal,
                              action=quoted(action), allowed=typed_actions(legal, "or", "and"))
    raise GoblinRuleError("goblin.error.repeat", allowed_values=legal, player=goblin(player),
                          action=Words([action], "goblin.action."),
                          allowed=typed_actions(legal, "or", "one_of"))


def check_target(stealer: int, rester, resters: list[int], n_players: int) -> None:
    """Raise :class:`GoblinRuleError` unless ``rester`` is one of this turn's ``resters``
    (docs/rules/goblin.md 3.1); ``error.allowed`` lists them. ``n_players`` tells a seat
    (named in the message) from anything else (quoted as given)."""
    if rester not in resters or isinstance(rester, bool):
        seat = type(rester) is int and 0 <= rester < n_players
        raise GoblinRuleError("goblin.error.not_rester", allowed_values=resters,
                              player=goblin(stealer),
                              target=goblin(rester) if seat else shown(rester),
                              allowed=goblins(resters, numbered=True))


def check_pick(stealer, rester, alive: list, choices: list, targets: list,
               in_seat_order: bool) -> None:
    """Raise unless ``stealer`` may pick ``rester`` now (after the reveal, 3.1).

    Raises
    ------
    GoblinRuleError
        ``stealer`` is not a seat, did not steal, has picked already or (in seat order)
        is not the stealer to pick; ``rester`` did not rest.
    """
    n = len(choices)
    check_seat(stealer, n, GoblinRuleError)
    stealers = [p for p in range(n) if choices[p] == "steal"]
    if stealer not in stealers:
        raise GoblinRuleError("goblin.error.not_stealer", allowed_values=stealers,
                              player=goblin(stealer), stealers=goblins(stealers, "and"))
    if targets[stealer] is not None:
        raise GoblinRuleError("goblin.error.target_twice", player=goblin(stealer))
    first = to_pick_of(choices, targets)[0]
    if in_seat_order and stealer != first:
        raise GoblinRuleError("goblin.error.not_your_pick", allowed_values=[first],
                              player=goblin(stealer), current=goblin(first))
    check_target(stealer, rester, resters_of(alive, choices), n)


def plan_turn(actions, alive: list, choices: list, last_action: list) -> tuple[list, list]:
    """Check a whole turn given at once and return its choices and steal targets.

    Parameters
    ----------
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
    GoblinRuleError
        Not a dict, a choice refused by :func:`check_choice`, a goblin missing, a target
        on dig/rest, a target who did not rest, or a stealer without target when several
        goblins rest.
    """
    if not isinstance(actions, dict):
        raise GoblinRuleError("goblin.error.not_a_mapping", got=shown(actions))
    n = len(alive)
    choices = list(choices)
    wanted = {}
    for p, act in actions.items():
        if type(act) is not str and isinstance(act, (tuple, list)) and len(act) == 2:
            pair, (typed, target) = act, act
            act = normalize_action(typed)
            if act != "steal" and act in ACTIONS:
                # quoted as typed: a child who wrote ("掘る", 1) reads 「掘る」, not dig
                raise GoblinRuleError("goblin.error.target_not_steal", allowed_values=["steal"],
                                      given=quoted_code(pair), action=quoted(typed))
            wanted[p] = target
        else:
            act = normalize_action(act)
        if type(p) is not int or not 0 <= p < n or choices[p] is not None \
                or not alive[p] or act == last_action[p] or act not in ACTIONS:
            check_choice(p, act, alive, choices, last_action)  # says what is allowed
        choices[p] = act
    missing = [p for p in range(n) if alive[p] and choices[p] is None]
    if missing:
        raise GoblinRuleError("goblin.error.missing_choices", allowed_values=missing,
                              players=goblins(missing, "and"))
    resters = [p for p in range(n) if choices[p] == "rest"]
    targets = [None] * n
    if not resters:
        for p in wanted:
            check_target(p, wanted[p], resters, n)
    for p in range(n) if resters else ():
        if choices[p] != "steal":
            continue
        if p in wanted:
            check_target(p, wanted[p], resters, n)
            targets[p] = wanted[p]
        elif len(resters) == 1:
            targets[p] = resters[0]
        else:
            raise GoblinRuleError("goblin.error.need_target", allowed_values=resters,
                                  player=goblin(p), example=resters[0],
                                  example_name=goblin(resters[0]), allowed=goblins(resters))
    return choices, targets


def quoted_code(value) -> Phrase:
    """Code a person typed, quoted back in a sentence: as Python writes it, and in 「」 in
    Japanese (「('掘る', 1)」), where a bare tuple would run into the words around it."""
    return Phrase(lambda lang: f"「{shown(value)}」" if lang == "ja" else shown(value))


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
