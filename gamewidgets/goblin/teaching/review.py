"""The review of a game of Goblin Escape: every goblin's choice of every turn rated by
the meat it could expect, against what the others were likely to choose
(docs/rules/goblin.md 3-5, 7).

A turn's choices are secret until the reveal, so a goblin choosing could know only what
was public before the turn: every goblin's meat, who is still in, the store, last turn's
choices (which nobody may repeat), the choices of the turns before and the tunnel cards
turned so far (each turn's public record, :attr:`GoblinGame.history`). From that:

- **the others' choices** are modelled as the adaptive bot models them
  (:class:`~gamewidgets.goblin.bots.adaptive.Habits`): each other goblin chooses among the
  actions it may choose now, each weighed by ``1 +`` the number of times it chose it in
  the turns before (on the first turn: equally likely); a stealer robs the richest rester,
  as the bots and the what-if table do;
- **the tunnel card** a dig would turn up is averaged over the cards nobody has seen
  (:func:`~gamewidgets.goblin.engine.payoffs.next_card_odds`), never the hidden deck;
- every combination is resolved by the game's own
  :func:`~gamewidgets.goblin.engine.resolution.resolve_turn`.

An option's value is the goblin's expected meat after the turn (the unit ``"meat"``; a
goblin that drops out counts 0: it can no longer win); beside it, the chance to hold the
most meat after the turn (shared with those level), since the goblin with the most meat
when the exit opens wins (5). Verdicts (:data:`THRESHOLDS`): within 0.05 meat of the best
is best, within half a meat good, within 1 meat "not quite", more a mistake. Once the
game is over, a line in hindsight gives the what-if table of the turn: the meat each
action gave against what the others really chose
(:func:`~gamewidgets.goblin.engine.whatif.what_if_table`). A steal's target is part of
the steal (its meat is the same whoever is robbed) and is not rated apart.
"""

from __future__ import annotations

import itertools

from gamewidgets.core.review import (
    Decision,
    Option,
    Review,
    Thresholds,
    chance,
    ranked,
    sentences,
    spoken_names,
)
from gamewidgets.core.text import Msg, Phrase, Words
from gamewidgets.goblin.engine.actions import action_word
from gamewidgets.goblin.engine.options import GoblinRules
from gamewidgets.goblin.engine.payoffs import next_card_odds
from gamewidgets.goblin.engine.resolution import resolve_turn
from gamewidgets.goblin.engine.state import GoblinGame
from gamewidgets.goblin.engine.turn import LEGAL, richest
from gamewidgets.goblin.engine.whatif import what_if_table

THRESHOLDS = Thresholds(best=0.05, good=0.5, inaccuracy=1.0, unit="meat")
"""Verdicts of Goblin Escape, in meat: see the module docstring."""


def review(game: GoblinGame, names=None) -> Review:
    """Rate every goblin's choice of every resolved turn of ``game``.

    Parameters
    ----------
    game : GoblinGame
        Finished, in progress (a turn still being chosen is not reviewed: its choices are
        secret) or loaded from a save; only its public turn records are read.
    names : sequence, optional
        The names the sentences say, by seat (text, or phrases worded in each language);
        default the game's ("Goblin 1" / 「ゴブリン1」 when it has none).

    Returns
    -------
    Review
        ``game="goblin"``, one :class:`~gamewidgets.core.review.Decision` (kind
        ``"choose"``) per goblin in the game per resolved turn, in turn and seat order;
        each option's ``facts`` hold ``meat`` (expected), ``ahead`` (chance to hold the
        most meat) and ``out`` (chance to drop out), and its ``value`` is ``meat``.
    """
    over = game.is_terminal
    if names is None:
        names = [Phrase(lambda lang, p=p: game.name(p, lang)) for p in range(game.n_players)]
    said = spoken_names(names)
    habits: list[dict] = [dict() for _ in range(game.n_players)]
    decisions = []
    for record in game.history:
        turned = list(game.tunnel_turned[:record["turned_before"]])
        values = turn_values(game.rules, game.n_players, record, turned,
                             likely_choices(record, habits))
        for p in range(game.n_players):
            if record["alive_before"][p] and record["choices"][p] is not None:
                decisions.append(_choice(game, record, turned, values[p], p, over, said))
        for p, action in enumerate(record["choices"]):
            if action is not None:
                habits[p][action] = habits[p].get(action, 0) + 1
    return Review("goblin", said, decisions, over, THRESHOLDS,
                  method=Msg("goblin.review.method"))


def likely_choices(record: dict, habits: list[dict]) -> list[dict]:
    """Each goblin's choices with their chance, as the adaptive bot's habits say.

    Parameters
    ----------
    record : dict
        The turn's public record (only ``alive_before`` and ``last_before`` are read).
    habits : list of dict
        Per seat, ``{action: times chosen}`` in the turns before.

    Returns
    -------
    list of dict
        Per seat ``{action: chance}``: each action the goblin may choose (never last
        turn's) weighed ``1 + times chosen``, normalised; ``{}`` for a goblin out of the
        game.
    """
    out = []
    for q, alive in enumerate(record["alive_before"]):
        if not alive:
            out.append({})
            continue
        weights = {a: 1 + habits[q].get(a, 0) for a in LEGAL[record["last_before"][q]]}
        total = sum(weights.values())
        out.append({a: w / total for a, w in weights.items()})
    return out


def turn_values(rules: GoblinRules, n_players: int, record: dict, turned: list,
                likely: list[dict]) -> list[dict]:
    """Every goblin's expected outcome of the turn for each action it may choose, the
    others choosing as ``likely`` says (:func:`likely_choices`) and a dig turning up a
    card nobody has seen (:func:`~gamewidgets.goblin.engine.payoffs.next_card_odds`).

    Each combination of choices (and each card a dig could turn up) is resolved once, by
    the game's own :func:`~gamewidgets.goblin.engine.resolution.resolve_turn`, and counted
    for every goblin with the chance of the *others'* choices in it.

    Returns
    -------
    list of dict
        Per seat ``{action: {"meat": float (expected meat after the turn, a goblin out
        counting 0), "ahead": float (chance to be in the game with the most meat, a tie
        shared), "out": float (chance to drop out)}}``; ``{}`` for a goblin out.
    """
    meat0, alive0 = list(record["meat_before"]), list(record["alive_before"])
    store0 = record["store_before"]
    odds = next_card_odds(rules, n_players, turned, exact=False)
    seats = [q for q in range(n_players) if likely[q]]
    out = [{a: {"meat": 0.0, "ahead": 0.0, "out": 0.0} for a in likely[q]}
           for q in range(n_players)]
    for combo in itertools.product(*[list(likely[q].items()) for q in seats]):
        choices = [None] * n_players
        weight = 1.0
        for q, (a, w) in zip(seats, combo, strict=True):
            choices[q] = a
            weight *= w
        resters = [q for q in seats if choices[q] == "rest"]
        robbed = richest(meat0, resters) if resters else None
        targets = [robbed if choices[q] == "steal" else None for q in range(n_players)]
        digs = any(choices[q] == "dig" for q in seats)
        for card, prob in (odds if digs else [(None, 1.0)]):
            m, a = list(meat0), list(alive0)
            resolve_turn(m, a, store0, choices, targets, [] if card is None else [card],
                         rules)
            living = [q for q in range(n_players) if a[q]]
            top = max((m[q] for q in living), default=None)
            level = [q for q in living if m[q] == top]
            for q, (act, w) in zip(seats, combo, strict=True):
                share = weight / w * prob  # the chance of the others' choices, and the card
                v = out[q][act]
                if a[q]:
                    v["meat"] += share * m[q]
                    if q in level:
                        v["ahead"] += share / len(level)
                else:
                    v["out"] += share
    return out


def _choice(game: GoblinGame, record: dict, turned: list, values: dict, p: int,
            over: bool, said: list) -> Decision:
    options = []
    for action, v in values.items():
        options.append(Option(
            action={"type": "choose", "player": p, "action": action}, value=v["meat"],
            label=Phrase(lambda lang, a=action: action_word(a, lang)),
            detail=Msg("goblin.review.option", meat=_meat(v["meat"]), ahead=chance(v["ahead"]),
                       out=_out(v["out"])),
            facts={"meat": round(v["meat"], 6), "ahead": round(v["ahead"], 6),
                   "out": round(v["out"], 6), "action": action}))
    taken = record["choices"][p]
    options, index = ranked(options, lambda o: o.action["action"] == taken, THRESHOLDS.best)
    name = said[p]
    return Decision(
        player=p, kind="choose", when=Msg("goblin.review.when", turn=record["turn"]),
        action={"type": "choose", "player": p, "action": taken},
        options=options, chosen=index, sentence=_sentence(name, options, index),
        hindsight=_hindsight(game, record, turned, p, said) if over else None,
        position=_position(game, record, turned, p))


def _meat(x: float) -> Phrase:
    """Meat as the review says it: "3 meat", "about 3.6 meat on average" (one decimal)."""
    exact = abs(x - round(x)) < 1e-9

    def said(lang: str) -> str:
        if exact:
            return Msg("goblin.review.meat.exact", n=int(round(x))).text(lang)
        one = f"{x:.1f}"
        return Msg("goblin.review.meat.about", n=one[:-2] if one.endswith(".0") else one
                   ).text(lang)

    return Phrase(said)


def _out(p: float) -> Phrase:
    return Phrase(lambda lang: Msg("goblin.review.out", chance=chance(p)).text(lang)
                  if p else "")


def _sentence(name, options: list[Option], index: int):
    taken, best = options[index], options[0]
    first = Msg("goblin.review.chose", name=name, action=taken.label,
                meat=_meat(taken.facts["meat"]), ahead=chance(taken.facts["ahead"]))
    if best.value - taken.value <= THRESHOLDS.best:
        second = Msg("goblin.review.right")
    else:
        second = Msg("goblin.review.better", action=best.label,
                     meat=_meat(best.facts["meat"]), ahead=chance(best.facts["ahead"]))
    return sentences(first, second)


def _hindsight(game: GoblinGame, record: dict, turned: list, p: int, said: list):
    """The turn's what-if table: each action's meat against the others' real choices
    (worded when read, in the language asked)."""
    if not record["alive_before"][p]:
        return None

    def worded(lang: str) -> str:
        names = [n.text(lang) for n in said]
        table = what_if_table(game.rules, game.n_players, record, turned, p, names, lang)
        rows = [Msg("goblin.review.hindsight.row", action=Phrase(
            lambda lg, a=a: action_word(a, lg)), meat=row["shown"]).text(lang)
            for a, row in table.items() if row["allowed"]]
        return Msg("goblin.review.hindsight", rows=Words(rows)).text(lang)

    return Phrase(worded)


def _position(game: GoblinGame, record: dict, turned: list, p: int) -> dict:
    """The table before the turn (public), and the turn as it was revealed: for a widget."""
    return {"me": p, "turn": record["turn"], "meat": list(record["meat_before"]),
            "alive": list(record["alive_before"]), "store": record["store_before"],
            "last": list(record["last_before"]), "turned": list(turned),
            "remaining": _deck_size(game) - len(turned),
            "choices": list(record["choices"]), "targets": list(record["targets"]),
            "card": record["card"]}


def _deck_size(game: GoblinGame) -> int:
    rules = game.rules
    if rules.tunnel_deck is not None:
        return len(rules.tunnel_deck)
    return rules.tunnel_per_player * game.n_players + 1


__all__ = ["THRESHOLDS", "likely_choices", "review", "turn_values"]
