"""Expected payoffs of a turn for each action, from public information only.

What one goblin's meat would be after a turn for each of its three actions, the others'
choices fixed: each hypothetical turn is resolved by the game's own
:func:`~gamewidgets.goblin.engine.resolution.resolve_turn` (docs/rules/goblin.md 3-4), and
a tunnel card nobody has seen is averaged over :func:`next_card_odds` (the set-up of
docs/rules/goblin.md 2). Used by the what-if table (:meth:`GoblinGame.what_if`), the
adaptive bot and the lesson's exercise; it is rules arithmetic on plain data, so every
layer above the engine may use it.
"""

from __future__ import annotations

from fractions import Fraction

from gamewidgets.goblin.engine.options import ACTIONS, EXIT, GoblinRules
from gamewidgets.goblin.engine.resolution import resolve_turn
from gamewidgets.goblin.engine.turn import richest


def next_card_odds(rules: GoblinRules, n_players: int, turned: list[str],
                   exact: bool = True) -> list[tuple[str, Fraction]]:
    """Probability of each kind for the next tunnel card, from public information.

    With the seed's set-up (docs/rules/goblin.md 2) the deck has ``mn + 1`` cards (``m =
    rules.tunnel_per_player``: 4 in the original, 2 in the classroom variant) and the exit
    is equally likely in each of the last ``n + 1`` places; the non-exit cards are a
    random sample of the box's 26, so the next non-exit card is equally likely any box
    card not yet turned (the ones left out of the game are unseen too). Hence, with ``k``
    cards turned: P(exit) = 0 while ``k < (m - 1)n``, else ``1 / (mn + 1 - k)``; the rest splits
    in proportion to the unseen non-exit cards. With ``rules.tunnel_deck`` (a scenario) the
    unseen cards are that deck's cards not yet turned, each equally likely next.

    Parameters
    ----------
    rules : GoblinRules
    n_players : int
        Players at set-up (fixes the deck size).
    turned : list of str
        Tunnel cards turned so far.
    exact : bool
        Fractions (default) or floats.

    Returns
    -------
    list of (str, Fraction or float)
        ``(kind, probability)`` for every kind with a positive probability; sums to 1.
    """
    if rules.tunnel_deck is not None:
        unseen = {}
        for c in rules.tunnel_deck:
            unseen[c] = unseen.get(c, 0) + 1
    else:
        unseen = dict(rules.tunnel_counts)
    for c in turned:
        unseen[c] = unseen.get(c, 0) - 1
    frac = Fraction if exact else (lambda a, b=1: a / b)
    if rules.tunnel_deck is not None:
        total = sum(v for v in unseen.values() if v > 0)
        return [(c, frac(v, total)) for c, v in unseen.items() if v > 0]
    k, n = len(turned), n_players
    m = rules.tunnel_per_player
    p_exit = frac(0) if k < (m - 1) * n else frac(1, m * n + 1 - k)
    others = {c: v for c, v in unseen.items() if c != EXIT and v > 0}
    total = sum(others.values())
    odds = [(c, (1 - p_exit) * frac(v, total)) for c, v in others.items()] \
        if total and p_exit != 1 else []
    if p_exit:
        odds.append((EXIT, p_exit))
    return odds


def payoffs(rules: GoblinRules, n_players: int, meat: list, alive: list, store: int,
            choices: list, targets: list, turned: list, player: int,
            card: str | None = None, exact: bool = True,
            actions: tuple[str, ...] | list[str] = ACTIONS) -> dict[str, dict]:
    """Expected meat of ``player`` after a turn for each of its actions, others fixed.

    Each hypothetical turn runs the game's own :func:`resolve_turn`. A stealer (``player``
    included) keeps its target if that goblin still rests, else takes the rester with the
    most meat (lowest seat on ties), as the bots do; the stealer's own meat does not
    depend on whom it robs.

    Parameters
    ----------
    rules, n_players : as the game.
    meat, alive, store : the state before the turn.
    choices, targets : list
        The turn's choices and steal targets (``choices[player]`` is replaced).
    turned : list of str
        Tunnel cards turned before the turn.
    player : int
    card : str, optional
        The tunnel card if it is known (someone dug that turn); otherwise a hypothetical dig
        averages over :func:`next_card_odds`.
    exact : bool
        Fractions (default) or floats (faster, for bots).
    actions : sequence of str
        The actions to resolve (default all three; a bot passes only its legal ones).

    Returns
    -------
    dict
        ``{action: {"meat": Fraction, "out": Fraction, "expected": bool}}`` for each of
        ``actions``: expected meat
        after the turn, the chance of dropping out, and whether it is an average (the
        unseen tunnel card changes the meat).
    """
    out = {}
    card_odds = None
    for action in actions:
        ch, tg, digs = hypothetical_turn(meat, alive, choices, targets, player, action)
        if not digs:
            odds = [(None, 1)]
        elif card is not None:
            odds = [(card, 1)]
        else:
            if card_odds is None:
                card_odds = next_card_odds(rules, n_players, turned, exact)
            odds = card_odds
        mean = p_out = Fraction(0) if exact else 0.0
        seen = set()
        # A tunnel card changes only the diggers' meat, and the exit ends the turn before
        # the rest: a goblin that does not dig ends the same after every card but the
        # exit, so that turn is resolved once (the sums stay term by term as they were)
        same = None
        for c, prob in odds:
            if same is None or c == EXIT:
                m, a = list(meat), list(alive)
                resolve_turn(m, a, store, ch, tg, [] if c is None else [c], rules)
                end = (m[player], a[player])
                if action != "dig" and c != EXIT:
                    same = end
            else:
                end = same
            mean += prob * end[0]
            seen.add(end[0])
            if not end[1]:
                p_out += prob
        # averaged only when the unseen card changes this goblin's meat: a rest while
        # others dig comes to the same whatever the card (unless the exit cuts it short)
        out[action] = {"meat": mean, "out": p_out, "expected": len(seen) > 1}
    return out


def hypothetical_turn(meat: list, alive: list, choices: list, targets: list, player: int,
                      action: str) -> tuple[list, list, bool]:
    """The turn's choices with ``player`` choosing ``action``, and the steal targets.

    A stealer keeps its target if that goblin still rests, else takes the rester with the
    most meat (lowest seat on ties: :func:`~gamewidgets.goblin.engine.turn.richest`), as
    the bots do.

    Parameters
    ----------
    meat, alive : list
        The state before the turn, one item per seat (not changed).
    choices, targets : list
        The turn's choices and steal targets (not changed).
    player : int
        The seat whose action is replaced.
    action : {"dig", "rest", "steal"}

    Returns
    -------
    (list, list, bool)
        Choices, targets (one per seat) and whether anyone digs.
    """
    ch = list(choices)
    ch[player] = action
    resters = [p for p in range(len(ch)) if alive[p] and ch[p] == "rest"]
    tg = [None] * len(ch)
    if resters:
        robbed = richest(meat, resters)
        for s in range(len(ch)):
            if alive[s] and ch[s] == "steal":
                tg[s] = targets[s] if targets[s] in resters else robbed
    digs = any(alive[p] and ch[p] == "dig" for p in range(len(ch)))
    return ch, tg, digs
