"""The one implementation of a turn's resolution: steal -> dig -> rest (docs/rules/goblin.md
3-5).

:func:`resolve_turn` works on plain lists so that the game (the last action of a turn in
:meth:`GoblinGame.apply`), the lean bot path (no step records), the what-if payoffs
(:mod:`~gamewidgets.goblin.engine.payoffs`, hypothetical turns) and their wording all run
the same code. Steps are recorded only when a ``steps`` list is given.
"""

from __future__ import annotations

from gamewidgets.goblin.engine.options import EXIT, GoblinRules
from gamewidgets.goblin.engine.steps import make_step


def resolve_turn(meat: list, alive: list, store: int, choices: list, targets: list,
                 deck: list, rules: GoblinRules, steps: list | None = None,
                 names=None) -> tuple[int, str | None, str | None, list]:
    """Resolve one turn in place (docs/rules/goblin.md 3.1-3.3, 4, 5).

    Order: every steal (seat order), food check; if anyone dug: the store split
    ``floor(store / diggers)`` each (the remainder stays), ONE tunnel card turned up
    however many dug (the exit ends the game at once, before the digging cost), the
    digging cost of 1 meat each, food check; then every rester gains 1. A goblin at 0
    meat or below drops out at the end of that action kind's processing and the store
    gains ``rules.drop_out_store`` per goblin dropping out.

    Parameters
    ----------
    meat : list of int
        Meat counters per player; changed in place.
    alive : list of bool
        Whether each player is still in the game; changed in place (drop-outs).
    store : int
        Meat in the common store (共通の食料置き場) before the turn.
    choices : list of str or None
        Each player's action ("dig", "rest", "steal"); None for goblins out of the game.
    targets : list of int or None
        Each stealer's chosen rester (ignored when nobody rested).
    deck : list of str
        Tunnel deck, TOP CARD LAST; the turned card is popped.
    rules : GoblinRules
    steps : list of Step, optional
        If given, a :class:`Step` is appended for everything that happens.
    names : tuple of str, optional
        Player names for the steps' sentences.

    Returns
    -------
    store : int
        The store after the turn.
    end : {"exit", "all_starved"} or None
        Why the game ended during this turn, or None if it goes on.
    card : str or None
        The tunnel card turned up this turn (None if nobody dug, or the turn ended before).
    last_out : list of int
        Players who dropped out in this turn's last food check that dropped anyone.
    """
    n = len(meat)
    rec = steps is not None
    last_out: list = []
    stealers, resters = [], []
    for p in range(n):
        c = choices[p]
        if c == "steal" and alive[p]:
            stealers.append(p)
        elif c == "rest" and alive[p]:
            resters.append(p)
    if stealers:
        if resters:
            for s in stealers:
                r = targets[s]
                if rec:
                    before = {s: meat[s], r: meat[r]}
                meat[r] -= 1
                meat[s] += 1
                if rec:
                    steps.append(make_step("steal", [s, r], {"meat": before, "store": store},
                                      {"meat": {s: meat[s], r: meat[r]}, "store": store},
                                      {"stealer": s, "rester": r}, names))
        else:
            loss = rules.steal_without_rester
            for s in stealers:
                meat[s] -= loss
                if rec:
                    steps.append(make_step("steal_no_rester", [s],
                                      {"meat": {s: meat[s] + loss}, "store": store},
                                      {"meat": {s: meat[s]}, "store": store},
                                      {"stealer": s, "loss": loss}, names))
        store, out = food_check(meat, alive, store, "steal", rules, steps, names)
        if out:
            last_out = out
            if not any(alive):
                return store, "all_starved", None, last_out

    diggers = [p for p in range(n) if alive[p] and choices[p] == "dig"]
    card = None
    if diggers:
        k = len(diggers)
        if store > 0:
            share = store // k
            if rec:
                before = {p: meat[p] for p in diggers}
                old = store
            if share:
                for p in diggers:
                    meat[p] += share
                store -= share * k
            if rec:
                steps.append(make_step("store_share", list(diggers),
                                  {"meat": before, "store": old},
                                  {"meat": {p: meat[p] for p in diggers}, "store": store},
                                  {"store": old, "diggers": list(diggers), "share": share,
                                   "remainder": store}, names))
        card = deck.pop()
        if card == EXIT:
            if rec:
                steps.append(make_step("exit", list(diggers), {"store": store}, {"store": store},
                                  {"card": card}, names))
            return store, "exit", card, last_out
        gain = rules.tunnel_effects[card]
        if rec:
            before = {p: meat[p] for p in diggers}
        if gain:
            for p in diggers:
                meat[p] += gain
        if rec:
            steps.append(make_step("tunnel", list(diggers), {"meat": before, "store": store},
                              {"meat": {p: meat[p] for p in diggers}, "store": store},
                              {"card": card, "gain": gain}, names))
            before = {p: meat[p] for p in diggers}
        for p in diggers:
            meat[p] -= 1
        if rec:
            steps.append(make_step("dig_cost", list(diggers), {"meat": before, "store": store},
                              {"meat": {p: meat[p] for p in diggers}, "store": store},
                              {"cost": 1}, names))
        store, out = food_check(meat, alive, store, "dig", rules, steps, names)
        if out:
            last_out = out
            if not any(alive):
                return store, "all_starved", card, last_out
    elif rec:
        steps.append(make_step("no_dig", [], {"store": store}, {"store": store}, {}, names))

    if stealers:
        resters = [p for p in resters if alive[p]]
    if resters:
        if rec:
            before = {p: meat[p] for p in resters}
        for p in resters:
            meat[p] += 1
        if rec:
            steps.append(make_step("rest", resters, {"meat": before, "store": store},
                              {"meat": {p: meat[p] for p in resters}, "store": store},
                              {"gain": 1}, names))
    return store, None, card, last_out


def food_check(meat: list, alive: list, store: int, after: str, rules: GoblinRules,
               steps: list | None = None, names=None) -> tuple[int, list]:
    """Drop out every living goblin at 0 meat or below (docs/rules/goblin.md 4).

    Parameters
    ----------
    meat : list of int
        Meat counters per player (read only).
    alive : list of bool
        Whether each player is still in the game; changed in place (``alive[p] = False``
        for each goblin dropping out).
    store : int
        The common store before the check.
    after : {"steal", "dig"}
        The action kind whose processing just ended (for the step sentence).
    rules : GoblinRules
        Its ``drop_out_store``: the meat the store gains per goblin dropping out.
    steps : list of Step, optional
        Receives a ``food_check`` step and, if anyone drops out, a ``drop_out`` step.
    names : tuple of str, optional
        Player names for the steps' sentences (None: "Goblin 1"...).

    Returns
    -------
    (int, list of int)
        The new store and the players who dropped out (seat order).
    """
    out = [p for p in range(len(meat)) if alive[p] and meat[p] <= 0]
    if steps is not None:
        steps.append(make_step("food_check", list(out), {"store": store}, {"store": store},
                          {"after": after, "out": list(out)}, names))
    if not out:
        return store, out
    for p in out:
        alive[p] = False
    gain = rules.drop_out_store * len(out)
    if steps is not None:
        steps.append(make_step("drop_out", list(out), {"store": store}, {"store": store + gain},
                          {"out": list(out), "per": rules.drop_out_store, "gain": gain},
                          names))
    return store + gain, out


def game_end(end: str | None, alive: list, turn: int, rules: GoblinRules) -> str | None:
    """Why the game ends after a resolved turn, or None if it goes on.

    The resolution's own end (``"exit"``, ``"all_starved"``), else ``"last_goblin"``
    when one goblin is left and ``rules.last_goblin == "wins"`` (docs/rules/goblin.md 6),
    else ``"turn_limit"`` once ``turn`` reaches ``rules.turn_limit``.
    """
    if end is None and rules.last_goblin == "wins" and sum(alive) == 1:
        end = "last_goblin"
    if end is None and rules.turn_limit is not None and turn >= rules.turn_limit:
        end = "turn_limit"
    return end


def winners_of(meat: list, alive: list, end: str, last_out: list,
               rules: GoblinRules) -> list[int]:
    """The winners of a finished game (docs/rules/goblin.md 5).

    Parameters
    ----------
    meat, alive : list
        Final counters and who is still in the game.
    end : {"exit", "all_starved", "last_goblin", "turn_limit"}
        Why the game ended.
    last_out : list of int
        Goblins who dropped out in the last food check (used by ``all_starved="last_out"``).
    rules : GoblinRules
        ``tie``, ``all_starved``, ``turn_limit_outcome``.

    Returns
    -------
    list of int
        Winners in seat order: the living goblins with the most meat (eliminated goblins
        cannot win); ``[]`` if nobody wins.
    """
    if end == "all_starved":
        return sorted(last_out) if rules.all_starved == "last_out" else []
    if end == "turn_limit" and rules.turn_limit_outcome == "nobody":
        return []
    living = [p for p in range(len(meat)) if alive[p]]
    if not living:
        return []
    best = max(meat[p] for p in living)
    won = [p for p in living if meat[p] == best]
    if len(won) > 1 and rules.tie == "nobody":
        return []
    return won
