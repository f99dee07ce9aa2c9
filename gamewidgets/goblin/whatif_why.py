"""The "why" of a what-if row: one short sentence of causes from the hypothetical resolution.

:func:`why` resolves the hypothetical turn with step records (the game's own
:func:`~gamewidgets.goblin.resolution.resolve_turn`, rules/goblin.md 3.1-3.3, 4) and
says, from one goblin's point of view, what moved its meat: "Ben steals 1 from you −1,
then you rest +1", "you dig: share of the store +2, meat card +2, cost −1".
"""

from __future__ import annotations

from fractions import Fraction

from gamewidgets.core.i18n import has, t
from gamewidgets.goblin.resolution import resolve_turn
from gamewidgets.goblin.rules import EXIT
from gamewidgets.goblin.steps import player_name


def signed(x) -> str:
    """``+2``, ``−1`` (a real minus sign), ``+0``; a fraction as 2 decimals (``+0.85``)."""
    x = Fraction(x)
    body = str(abs(x.numerator)) if x.denominator == 1 else f"{abs(float(x)):.2f}"
    return ("−" if x < 0 else "+") + body


def _card(card: str, lang: str) -> str:
    key = f"goblin.why.card.{card}"
    return t(key, lang) if has(key) else t("goblin.why.card.other", lang, card=card)


def _parts(steps: list, player: int, action: str, names, lang: str) -> list[tuple[str, str]]:
    """``(kind, fragment)`` for each thing in ``steps`` that touched ``player``."""
    def name(p):
        return player_name(p, names, lang)

    out = []
    robbers = [s.data["stealer"] for s in steps
               if s.kind == "steal" and s.data["rester"] == player]
    if robbers:
        key = "goblin.why.robbed" if len(robbers) == 1 else "goblin.why.robbed_many"
        who = [name(p) for p in robbers]
        if len(who) > 1:
            who = [t("goblin.term.list_sep", lang).join(who[:-1]), who[-1]]
        out.append(("steal", t(key, lang, stealers=t("goblin.why.and", lang).join(who),
                               delta=signed(-len(robbers)))))
    for s in steps:
        k, d = s.kind, s.data
        if k == "steal" and d["stealer"] == player:
            out.append((k, t("goblin.why.steal", lang, rester=name(d["rester"]))))
        elif k == "steal_no_rester" and d["stealer"] == player:
            out.append((k, t("goblin.why.no_rester", lang, delta=signed(-d["loss"]))))
        elif k == "drop_out" and player in d["out"]:
            out.append((k, t("goblin.why.out", lang)))
        elif k == "store_share" and player in s.players:
            if d["share"]:
                out.append((k, t("goblin.why.share", lang, delta=signed(d["share"]))))
            else:
                out.append((k, t("goblin.why.share_zero", lang, store=d["store"],
                                 diggers=len(d["diggers"]))))
        elif k == "tunnel" and player in s.players:
            out.append((k, t("goblin.why.card", lang, card=_card(d["card"], lang),
                             delta=signed(d["gain"]))))
        elif k == "exit":
            if player in s.players:
                out.append((k, t("goblin.why.exit", lang)))
            elif action == "rest":
                out.append((k, t("goblin.why.exit_before_rest", lang)))
        elif k == "dig_cost" and player in s.players:
            out.append((k, t("goblin.why.cost", lang, delta=signed(-d["cost"]))))
        elif k == "rest" and player in s.players:
            out.append((k, t("goblin.why.rest_then" if out else "goblin.why.rest", lang)))
    return out


def why(rules, meat: list, alive: list, store: int, choices: list, targets: list,
        odds: list, player: int, names, lang: str) -> str:
    """One short sentence: what changes ``player``'s meat in this hypothetical turn.

    Parameters
    ----------
    rules : GoblinRules
    meat, alive, store : the state before the turn (not changed).
    choices, targets : list
        The hypothetical turn's choices (``choices[player]`` is the action asked about)
        and steal targets, as :func:`~gamewidgets.goblin.whatif.payoffs` builds them.
    odds : list of (str or None, Fraction)
        The tunnel card a dig turns up with its probability (``[(None, 1)]`` if nobody
        digs). With several cards the tunnel part is told as an average.
    player : int
    names : sequence of str or None
        Player names (None: "Goblin 2"...).
    lang : {"en", "ja"}

    Returns
    -------
    str
        The sentence without a final full stop, first letter upper case in English.
    """
    action = choices[player]
    runs = []
    for card, prob in odds:
        m, a, steps = list(meat), list(alive), []
        resolve_turn(m, a, store, choices, targets, [] if card is None else [card], rules,
                     steps, names)
        runs.append((card, prob, steps))
    plain = [r for r in runs if r[0] != EXIT] or runs
    parts = _parts(plain[0][2], player, action, names, lang)
    if len(runs) > 1:  # the card is unseen: tell the tunnel and the cost as averages
        p_exit = sum((p for c, p, _ in runs if c == EXIT), Fraction(0))
        gain = sum((p * rules.tunnel_effects.get(c, 0) for c, p, _ in runs if c != EXIT),
                   Fraction(0))
        cost_id = "goblin.why.cost_unless_exit" if p_exit else "goblin.why.cost"
        swap = {"tunnel": t("goblin.why.unseen", lang, delta=signed(gain)),
                "dig_cost": t(cost_id, lang, delta=signed(-1), p=f"{float(p_exit):.2f}")}
        parts = [(k, swap.get(k, text)) for k, text in parts if k != "drop_out"]
    texts = [text for _, text in parts]
    if action == "dig" and texts:
        sentence = t("goblin.why.you_dig", lang,
                     parts=t("goblin.why.sep", lang).join(texts))
    elif texts:
        sentence = t("goblin.why.sep", lang).join(texts)
    else:
        sentence = t("goblin.why.nothing", lang)
    return sentence[:1].upper() + sentence[1:] if lang == "en" else sentence


