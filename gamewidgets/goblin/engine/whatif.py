"""The "what if" table: one goblin's meat after the last resolved turn for each of its
three actions, with one short sentence saying why (docs/rules/goblin.md 3-4, 7).

Each row is the turn resolved again by the game's own
:func:`~gamewidgets.goblin.engine.resolution.resolve_turn` with that goblin's action
replaced and the others' choices kept (:func:`~gamewidgets.goblin.engine.payoffs.payoffs`);
the sentence is read off that resolution's steps from the goblin's point of view: "Ben
steals 1 from you (−1), then you rest +1", "you dig: share of the store +2, meat card +2,
cost −1". Only public information is used: the turn's revealed choices, the tunnel cards
turned so far and the set-up rules, never the hidden deck order.
"""

from __future__ import annotations

from fractions import Fraction

from gamewidgets.core.engine import check_seat
from gamewidgets.core.text import Msg, Phrase, Term, Words
from gamewidgets.goblin.engine.errors import GoblinRuleError
from gamewidgets.goblin.engine.options import EXIT, GoblinRules
from gamewidgets.goblin.engine.payoffs import hypothetical_turn, next_card_odds, payoffs
from gamewidgets.goblin.engine.resolution import resolve_turn
from gamewidgets.goblin.engine.steps import seat_said


def _num(x: Fraction) -> str:
    return str(int(x)) if x.denominator == 1 else f"{float(x):.1f}"


def chance_text(p, lang: str = "en") -> str:
    """A probability as a child reads it, exactly: ``"1 in 6"`` / ``"6分の1"``; ``"0"`` and
    ``"1"`` for impossible and sure.

    Parameters
    ----------
    p : Fraction or int
        Between 0 and 1.
    lang : {"en", "ja"}
    """
    return _worded(chance_said(p), lang)


def chance_said(p) -> Msg | str:
    """:func:`chance_text`, worded in the language of the sentence that holds it."""
    p = Fraction(p)
    if p.denominator == 1:
        return str(p.numerator)
    return Msg("goblin.chance", n=p.numerator, d=p.denominator)


def _worded(said, lang: str) -> str:
    return said.text(lang) if hasattr(said, "text") else str(said)


def _run_on(parts: list) -> Phrase:
    """``parts`` worded and written one right after the other."""
    return Phrase(lambda lang: "".join(p.text(lang) for p in parts))


def meat_text(meat, lang: str = "en", *, expected: bool = False, allowed: bool = True) -> str:
    """A what-if value as a person reads it (docs/rules/goblin.md 7): ``"4 meat"``; an
    expectation over unseen tunnel cards as ``"about 3.7 meat (on average)"`` (one
    decimal: the second would claim a precision nobody can use); an action the goblin
    may not choose as ``"not allowed this turn"``, with no value.

    Parameters
    ----------
    meat : int, Fraction or float
        Meat after the turn (expected meat when ``expected``).
    lang : {"en", "ja"}
    expected : bool
        The value is an average over the tunnel cards a dig could turn up.
    allowed : bool
        False for the action the goblin chose the turn before (no repeat, section 3).

    Returns
    -------
    str
    """
    return meat_said(meat, expected=expected, allowed=allowed).text(lang)


def meat_said(meat, *, expected: bool = False, allowed: bool = True) -> Msg:
    """:func:`meat_text`, worded in the language of the sentence that holds it."""
    if not allowed:
        return Msg("goblin.meat.not_allowed")
    x = Fraction(meat)
    if not expected:
        return Msg("goblin.meat.exact", n=_num(x))
    one = f"{float(x):.1f}"
    return Msg("goblin.meat.about", n=one[:-2] if one.endswith(".0") else one)


def on_average_hint(lang: str = "en") -> str:
    """The one line that says what "on average" means in :func:`meat_text`."""
    return Msg("goblin.meat.about_hint").text(lang)


def what_if(game, player: int, lang: str = "en") -> dict:
    """The table of :func:`what_if_table` for the last resolved turn of ``game``.

    Parameters
    ----------
    game : GoblinGame
    player : int
        A seat of the game.
    lang : {"en", "ja"}

    Returns
    -------
    dict
        As :func:`what_if_table`.

    Raises
    ------
    GoblinRuleError
        If ``player`` is not a seat, or no turn has been resolved yet
        (:meth:`GoblinGame.what_if` adds what is allowed now).
    """
    check_seat(player, game.n_players, GoblinRuleError)
    if not game.history:
        raise GoblinRuleError("goblin.error.no_turn_yet")
    record = game.history[-1]
    return what_if_table(game.rules, game.n_players, record,
                         game.tunnel_turned[:record["turned_before"]], player, game.names, lang)


def what_if_table(rules: GoblinRules, n_players: int, record: dict, turned: list, player: int,
                  names=None, lang: str = "en") -> dict:
    """``player``'s meat after a resolved turn had it chosen each action.

    The others' actual choices (and steal targets) are kept; the hypothetical turn is
    resolved by the same rules code as the game. The tunnel card: if anyone dug that turn,
    the card actually turned up is used for every hypothetical dig; if nobody dug, a
    hypothetical dig of ``player`` would have turned the next card, which nobody has seen,
    so the value is the EXPECTATION over the unseen cards (:func:`next_card_odds`: the
    exit is possible only in the last ``players + 1`` places; a non-exit card is equally
    likely any box card not yet turned). If the exit is turned the game ends before the
    digging cost and the rest, so that outcome counts the meat at that moment.

    Parameters
    ----------
    rules : GoblinRules
    n_players : int
    record : dict
        The turn's public record, an item of :attr:`GoblinGame.history`.
    turned : list of str
        Tunnel cards turned before that turn.
    player : int
        A seat of the game.
    names : sequence of str or None
        Player names (None: "Goblin 2"...).
    lang : {"en", "ja"}

    Returns
    -------
    dict
        ``{"dig"|"rest"|"steal": {"meat": float (expected meat after the turn),
        "fraction": str (exact, e.g. "7/2"), "delta": float (change over the turn),
        "out": float (chance of dropping out), "allowed": bool (False for the action the
        goblin chose the turn before), "actual": bool, "expected": bool (averaged over
        unseen tunnel cards), "shown": str (the value as a person reads it,
        :func:`meat_text`: "4 meat", "about 3.7 meat (on average)", or "not allowed this
        turn" for the forbidden repeat), "note": str (one short sentence in ``lang`` saying what
        changes the meat, e.g. "Ben steals 1 from you (−1), then you rest +1.", see
        :func:`why`), "detail": str (how an expected value was averaged, else "")}}``;
        ``{}`` if the goblin was already out of the game that turn.
    """
    table = what_if_said(rules, n_players, record, turned, player, names)
    return {action: {**row, "shown": row["shown"].text(lang), "note": row["note"].text(lang),
                     "detail": _worded(row["detail"], lang).strip()}
            for action, row in table.items()}


def what_if_said(rules: GoblinRules, n_players: int, record: dict, turned: list,
                 player: int, names=None) -> dict:
    """:func:`what_if_table` with ``shown``, ``note`` and ``detail`` as catalogue
    messages (``detail`` ``""`` when none), worded in the language they are read in."""
    h = record
    if not h["alive_before"][player]:
        return {}
    raw = payoffs(rules, n_players, h["meat_before"], h["alive_before"],
                  h["store_before"], h["choices"], h["targets"], turned, player, h["card"])
    before = h["meat_before"][player]
    result = {}
    for action, v in raw.items():
        allowed = action != h["last_before"][player]
        actual = action == h["choices"][player]
        extra, detail = [], ""
        if not allowed:
            extra.append(Msg("goblin.whatif.forbidden"))
        ch, tg, digs = hypothetical_turn(h["meat_before"], h["alive_before"], h["choices"],
                                         h["targets"], player, action)
        odds = [(None, 1)] if not digs else [(h["card"], 1)] if h["card"] is not None \
            else next_card_odds(rules, n_players, turned)
        if v["expected"]:
            p_exit = dict(odds).get(EXIT, Fraction(0))
            if rules.tunnel_deck is not None:  # a scenario: its cards, order unknown
                detail = Msg("goblin.whatif.expected_deck", p_exit=chance_said(p_exit),
                             unseen=len(rules.tunnel_deck) - len(turned))
            else:  # the set-up drew the tunnel at random from the box's non-exit cards
                detail = Msg("goblin.whatif.expected", p_exit=chance_said(p_exit),
                             unseen=rules.non_exit_cards - len(turned))
        if 0 < v["out"] < 1:
            extra.append(Msg("goblin.whatif.out_chance", p=chance_said(v["out"])))
        cause = why_said(rules, h["meat_before"], h["alive_before"], h["store_before"], ch,
                         tg, odds, player, names)
        note = Msg("goblin.whatif.note", why=cause, extra=_run_on(extra))
        result[action] = {"meat": float(v["meat"]), "fraction": str(v["meat"]),
                          "delta": float(v["meat"] - before), "out": float(v["out"]),
                          "allowed": allowed, "actual": actual, "expected": v["expected"],
                          "shown": meat_said(v["meat"], expected=v["expected"],
                                             allowed=allowed),
                          "note": note, "detail": detail}
    return result


def tunnel_text(record: dict, player: int, names=None, lang: str = "en") -> str:
    """One sentence on the dilemma behind a dig for ``player`` in a resolved turn: a dig
    costs the digger, but it is what brings the exit closer for everyone (docs/rules/goblin.md
    3.2). Says who dug and what ``player``'s choice changed about the tunnel: the only
    digger turned the card; with other diggers the card was turned whatever ``player``
    chose (its own dig changed nothing; resting or stealing meanwhile is free riding); with
    no digger no card was turned. ``record``, ``player``, ``names`` and ``lang`` as for
    :func:`what_if_table`.

    Returns
    -------
    str
        ``""`` when ``player`` was already out or the turn turned up the exit.
    """
    return _worded(tunnel_said(record, player, names), lang)


def tunnel_said(record: dict, player: int, names=None) -> Msg | str:
    """:func:`tunnel_text`, worded in the language of the sentence that holds it."""
    h = record
    if not h["alive_before"][player] or h["card"] == EXIT:
        return ""
    diggers = [q for q, a in enumerate(h["choices"]) if h["alive_before"][q] and a == "dig"]
    others = [seat_said(q, names) for q in diggers if q != player]
    name = seat_said(player, names)
    if others:
        return Msg("goblin.whatif.tunnel.also" if player in diggers else
                   "goblin.whatif.tunnel.others", name=name, others=Words(others, joint="and"))
    return Msg("goblin.whatif.tunnel.only" if diggers else "goblin.whatif.tunnel.nobody",
               name=name)


def signed(x) -> Msg:
    """A change of meat as each language says it: ``+2``, ``−1`` (a real minus sign),
    ``+0``, an average as 1 decimal (``+0.7``), as :func:`meat_text` shows it; Japanese
    says it in words a 小5 class knows, with no sign (「2個増えます」「1個減ります」
    「かわりません」)."""
    x = Fraction(x)
    body = str(abs(x.numerator)) if x.denominator == 1 else f"{abs(float(x)):.1f}"
    kind = "down" if x < 0 else "up" if x > 0 else "none"
    return Msg(f"goblin.why.delta.{kind}", n=body)


def _card(card: str) -> Term:
    return Term(f"goblin.why.card.{card}", Msg("goblin.why.card.other", card=card))


def _parts(steps: list, player: int, action: str, names) -> list[tuple[str, Msg]]:
    """``(kind, fragment)`` for each thing in ``steps`` that touched ``player``."""
    def name(p):
        return seat_said(p, names)

    me = name(player)
    out = []
    robbers = [s.data["stealer"] for s in steps
               if s.kind == "steal" and s.data["rester"] == player]
    if robbers:
        key = "goblin.why.robbed" if len(robbers) == 1 else "goblin.why.robbed_many"
        who = Words([name(p) for p in robbers], joint="and")
        out.append(("steal", Msg(key, stealers=who, name=me, delta=signed(-len(robbers)))))
    for s in steps:
        k, d = s.kind, s.data
        if k == "steal" and d["stealer"] == player:
            out.append((k, Msg("goblin.why.steal", name=me, rester=name(d["rester"]))))
        elif k == "steal_no_rester" and d["stealer"] == player:
            out.append((k, Msg("goblin.why.no_rester", name=me, delta=signed(-d["loss"]))))
        elif k == "drop_out" and player in d["out"]:
            out.append((k, Msg("goblin.why.out", name=me)))
        elif k == "store_share" and player in s.players:
            if d["share"]:
                out.append((k, Msg("goblin.why.share", delta=signed(d["share"]))))
            else:
                out.append((k, Msg("goblin.why.share_zero", store=d["store"],
                                   diggers=len(d["diggers"]))))
        elif k == "tunnel" and player in s.players:
            out.append((k, Msg("goblin.why.card", card=_card(d["card"]),
                               delta=signed(d["gain"]))))
        elif k == "exit":
            if player in s.players:
                out.append((k, Msg("goblin.why.exit")))
            elif action == "rest":
                out.append((k, Msg("goblin.why.exit_before_rest")))
        elif k == "dig_cost" and player in s.players:
            out.append((k, Msg("goblin.why.cost", delta=signed(-d["cost"]))))
        elif k == "rest" and player in s.players:
            out.append((k, Msg("goblin.why.rest_then" if out else "goblin.why.rest", name=me)))
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
        and steal targets, as :func:`~gamewidgets.goblin.engine.payoffs.hypothetical_turn`
        builds them.
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
    return why_said(rules, meat, alive, store, choices, targets, odds, player,
                    names).text(lang)


def why_said(rules, meat: list, alive: list, store: int, choices: list, targets: list,
             odds: list, player: int, names) -> Phrase:
    """:func:`why`, worded in the language of the sentence that holds it."""
    action = choices[player]
    runs = []
    for card, prob in odds:
        m, a, steps = list(meat), list(alive), []
        resolve_turn(m, a, store, choices, targets, [] if card is None else [card], rules,
                     steps, names)
        runs.append((card, prob, steps))
    plain = [r for r in runs if r[0] != EXIT] or runs
    parts = _parts(plain[0][2], player, action, names)
    if len(runs) > 1:  # the card is unseen: tell the tunnel and the cost as averages
        p_exit = sum((p for c, p, _ in runs if c == EXIT), Fraction(0))
        gain = sum((p * rules.tunnel_effects.get(c, 0) for c, p, _ in runs if c != EXIT),
                   Fraction(0))
        cost_id = "goblin.why.cost_unless_exit" if p_exit else "goblin.why.cost"
        swap = {"tunnel": Msg("goblin.why.unseen", delta=signed(gain)),
                "dig_cost": Msg(cost_id, delta=signed(-1), p=chance_said(p_exit))}
        parts = [(k, swap.get(k, text)) for k, text in parts if k != "drop_out"]
    texts = [text for _, text in parts]
    # English lists the parts in one sentence; Japanese says each in a sentence of its own
    said = Phrase(lambda lang: Msg("goblin.why.sep").text(lang).join(x.text(lang) for x in texts))
    if action == "dig" and texts:
        sentence = Msg("goblin.why.digs", name=seat_said(player, names), parts=said)
    elif texts:
        sentence = said
    else:
        sentence = Msg("goblin.why.nothing")
    return Phrase(lambda lang: _capital(sentence.text(lang), lang))


def _capital(sentence: str, lang: str) -> str:
    # English begins a sentence with a capital letter; Japanese has none
    return sentence[:1].upper() + sentence[1:] if lang == "en" else sentence


