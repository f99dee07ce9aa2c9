"""The sentences AlgoWidget shows: the status line (what the student or a bot does next)
and the attack history (docs/rules/algo.md 4).

They read only what the student may see: the phase, whose turn it is, the colour of a
bot's drawn card, the student's own drawn card and the public attack records.
"""

from __future__ import annotations

from collections.abc import Callable

from gamewidgets.algo.engine.inference import ordinal
from gamewidgets.algo.engine.scoring import is_draw
from gamewidgets.algo.engine.state import AlgoGame
from gamewidgets.algo.engine.turn import (
    AFTER_HIT,
    ARRANGE,
    GAME_OVER,
    PLACE,
    ROUND_OVER,
    TOSS,
    TOSS_CALL,
    is_out,
    partner,
)
from gamewidgets.core.events import Event
from gamewidgets.core.i18n import join_sentences, t
from gamewidgets.core.text import Words


def card_text(token: str | None, lang: str) -> str:
    """A card token as words: ``"W5"`` -> ``"white 5"`` / ``"白の5"``; None -> ``""``."""
    if not token:
        return ""
    color = "white" if token[0] in "Ww" else "black"
    return t("algo.ui.card_known", lang, color=t(f"algo.ui.color.{color}", lang),
             number=token[1:])


def _voiced(msg_id: str, polite: bool) -> str:
    """The catalogue id of ``msg_id``'s sentence in the status (``polite``: its
    ``_polite`` form, です・ます) or in the history list (the log's plain past)."""
    return f"{msg_id}_polite" if polite else msg_id


def record_text(name_of: Callable[[int], str], lang: str, h: dict, me: int = 0,
                polite: bool = False) -> str:
    """One public attack record as a sentence for the history list, or (``polite``) for
    the status line, which speaks to the student in one voice, です・ます in Japanese.

    Parameters
    ----------
    name_of : callable
        Seat -> display name; seat 0 is the student ("You", "your card").
    lang : {"en", "ja"}
    h : dict
        A record of ``AlgoGame.history``: ``attacker``, ``target``, ``index`` (0-based),
        ``color`` (the attacked card's; missing in older saves), ``number``, ``hit``,
        ``card`` (token, on a hit), ``revealed`` (token of the attacker's card turned
        face up by a miss, or None).
    me : int
        The seat of the person at the screen ("your card").
    polite : bool
        The status line's voice (Japanese です・ます) instead of the log's plain past.

    Returns
    -------
    str
        E.g. "Bot 1 attacked your 3rd card from the left (white) with 7: hit! It was
        white 7." The card is named by its place *at that moment* and its colour, so the
        sentence stays true once cards are added to the row.
    """
    target = (t("algo.widget.whose_you", lang) if h["target"] == me
              else t("algo.widget.whose", lang, name=name_of(h["target"])))
    color = (t("algo.widget.card_color", lang, color=t(f"algo.ui.color.{h['color']}", lang))
             if h.get("color") in ("black", "white") else "")
    text = t(_voiced("algo.widget.hit" if h["hit"] else "algo.widget.miss", polite), lang,
             attacker=name_of(h["attacker"]), target=target,
             place=ordinal(h["index"] + 1) if lang == "en" else h["index"] + 1, color=color,
             number=h["number"], card=card_text(h.get("card"), lang))
    if not h["hit"] and h.get("revealed"):
        text += t(_voiced("algo.widget.revealed_you" if h["attacker"] == me
                          else "algo.widget.revealed", polite),
                  lang, card=card_text(h["revealed"], lang), name=name_of(h["attacker"]))
    if h.get("stayed"):  # the hit ended the turn: the attacker stayed after it
        text = join_sentences(lang, [text, stayed_text(h["attacker"], h["stayed"] == "drawn",
                                                       lang, name_of, me, polite)])
    return text


def stayed_text(player: int, drawn: bool, lang: str, name: Callable[[int], str],
                me: int = 0, polite: bool = False) -> str:
    """The sentence of ``player``'s stay (docs/rules/algo.md 4.4) as seat ``me`` reads it:
    ``drawn`` tells whether a drawn card went face down into the row (False: the pile
    was empty); ``polite``: the status line's voice (:func:`record_text`)."""
    if not drawn:
        return t(_voiced("algo.widget.stayed_empty", polite), lang, name=name(player))
    return (t(_voiced("algo.widget.stayed_you", polite), lang) if player == me
            else t(_voiced("algo.widget.stayed", polite), lang, name=name(player)))


def next_move_text(g: AlgoGame, lang: str, name: Callable[[int], str], me: int = 0) -> str:
    """One sentence saying what happens next, for the person at the screen (seat ``me``)
    or a bot.

    Parameters
    ----------
    g : AlgoGame
        A game in phase ``"attack"``, ``"after_hit"`` or ``"place"``.
    lang : {"en", "ja"}
    name : callable
        Player index (0-based) -> display name.
    me : int
        The seat of the person at the screen.

    Returns
    -------
    str
    """
    p = g.current_player
    if g.phase == TOSS:
        key = "algo.widget.status.toss" if p == me else "algo.widget.status.other_toss"
        return t(key, lang, name=name(p), attacker=name(partner(p)))
    if g.phase == ARRANGE:
        key = "algo.widget.status.arrange" if p == me else "algo.widget.status.other_arrange"
        return t(key, lang, name=name(p))
    if g.phase == TOSS_CALL:
        key = "algo.widget.status.toss_call" if p == me else "algo.widget.status.other_toss_call"
        return t(key, lang, name=name(p), partner=name(partner(p)))
    if p != me:
        if g.phase == AFTER_HIT:
            return t("algo.widget.status.bot_after_hit", lang, name=name(p))
        if g.phase == PLACE:
            return t("algo.widget.status.bot_place", lang, name=name(p))
        if g.drawn is None:
            return t("algo.widget.status.bot_empty", lang, name=name(p))
        return t("algo.widget.status.bot", lang, name=name(p),
                 color=t(f"algo.ui.color.{g.drawn.color}", lang))
    if g.phase == AFTER_HIT:
        if g.drawn is None:
            return t("algo.widget.status.after_hit_empty", lang)
        return t("algo.widget.status.after_hit", lang, card=card_text(g.drawn.token, lang))
    if g.phase == PLACE:
        return t("algo.widget.status.place", lang, card=card_text(g.drawn.token, lang))
    # what the turn is about, not the clicks: the steps are said under the rows, one
    # at a time and in one order (js/algo/controls.js, attackSteps)
    if g.drawn is not None:
        return t("algo.widget.status.attack", lang, card=card_text(g.drawn.token, lang))
    if g.rules.pair:
        return t("algo.widget.status.attack_pair", lang, partner=name(partner(p)))
    own = g.rules.empty_pile == "own_card"
    return t("algo.widget.status.attack_own" if own
             else "algo.widget.status.attack_empty", lang)


def result_state(g: AlgoGame, lang: str, name: Callable[[int], str],
                 me: int = 0) -> dict | None:
    """The ``result`` trait: the round's or the game's result once over, else None; as
    seat ``me`` reads it.

    Returns
    -------
    dict or None
        ``{"round", "rounds", "game_over", "winners" (seats), "text"}``.
    """
    if g.phase not in (ROUND_OVER, GAME_OVER):
        return None
    over = g.phase == GAME_OVER
    void = g.round_winner is None  # every row laid out of order (docs/rules/algo.md 6)
    winners = g.winners if over else [] if void else [g.round_winner]
    if over and is_draw(winners, g.n_players):
        text = t("algo.widget.game_draw", lang, rounds=g.round)
    elif over:
        text = t("algo.widget.game_won", lang, rounds=g.round,
                 names=Words([name(q) for q in winners], joint="and").text(lang))
    elif void:
        text = t("algo.widget.round_void", lang, round=g.round, rounds=g.rounds)
    elif g.rules.pair:
        winners = [g.round_winner, partner(g.round_winner)]
        text = t("algo.widget.pair_round_won", lang, name=name(winners[0]),
                 partner=name(winners[1]), round=g.round, rounds=g.rounds)
    else:
        text = t("algo.widget.round_won", lang, name=name(g.round_winner),
                 round=g.round, rounds=g.rounds)
    # the student lost the round: say why before the result (docs/rules/algo.md 5)
    lost = not void and g.round_winner != 0 and (
        not g.rules.pair or partner(g.round_winner) != 0)
    why = t("algo.widget.lost_why", lang) if lost and is_out(g.rows[0]) else ""
    return {"round": g.round, "rounds": g.rounds, "game_over": over,
            "winners": list(winners),
            "text": join_sentences(lang, [returned_text(g, lang, name, me), why,
                                          others_out_text(g, lang, name, bool(why)), text])}


def returned_text(g: AlgoGame, lang: str, name: Callable[[int], str], me: int = 0) -> str:
    """The sentence of a drawn card that went back into the pile because the round ended
    within its player's turn (docs/rules/algo.md 5), else ``""``: the pile grows by one,
    and without it a round's end would change the pile in silence. It is said in the
    result box, to the student (です・ます)."""
    for e in g.events:
        if e.kind == "drawn_returned":
            player = e.data["player"]
            return (t("algo.widget.returned_you_polite", lang) if player == me
                    else t("algo.widget.returned_polite", lang, name=name(player)))
    return ""


def others_out_text(g: AlgoGame, lang: str, name: Callable[[int], str], too: bool) -> str:
    """Who else went out of the round that just ended (every card face up, or
    disqualified), leaving out the student (seat 0) and the round's winners; ``""`` when
    nobody else did. ``too``: the sentence before said the student went out
    (docs/rules/algo.md 5)."""
    won = {g.round_winner, partner(g.round_winner)} \
        if g.rules.pair and g.round_winner is not None else {g.round_winner}
    out = [q for q in range(1, g.n_players) if q not in won and is_out(g.rows[q])]
    if not out:
        return ""
    return t("algo.widget.out_too" if too else "algo.widget.out_others", lang,
             names=Words([name(q) for q in out], joint="and").text(lang))


def stay_text(events: list[Event], lang: str, name: Callable[[int], str], me: int = 0) -> str:
    """The sentence of a stay among ``events`` (the last action's), else ``""``, in the
    status line's voice.

    A stay ends the turn without an attack: without this sentence a bot's turn would end
    in silence (docs/rules/algo.md 4.4). The history tells it with the hit before it.
    """
    for e in events:
        if e.kind in ("stay", "stay_own"):
            return stayed_text(e.data["player"], e.kind == "stay", lang, name, me, polite=True)
    return ""


def status_text(g: AlgoGame, lang: str, name: Callable[[int], str], me: int = 0,
                events: list[Event] = ()) -> str:
    """The status line for the person at seat ``me``: the round's last attack, a stay
    among ``events`` (those of the action just applied), and what happens next, or the
    round's or game's result (the attack that ended it first). Every sentence of it
    speaks to the student in one voice (Japanese です・ます; the history list keeps the
    log's plain past)."""
    last = [h for h in g.history if h["round"] == g.round]
    lead = record_text(name, lang, last[-1], me, polite=True) if last else ""
    if g.phase in (ROUND_OVER, GAME_OVER):
        return join_sentences(lang, [lead, result_state(g, lang, name, me)["text"]])
    # a stay is told once: with the hit it followed, when that hit is the lead
    stay = "" if last and last[-1].get("stayed") else stay_text(events, lang, name, me)
    # out while the others play on: said on every line until the round ends, so that the
    # turns a student only watches never look like a turn they missed (5)
    out = t("algo.widget.you_out", lang) if me >= 0 and g.is_out(me) else ""
    return join_sentences(lang, [lead, stay, out, next_move_text(g, lang, name, me)])


RECORD_KEYS = ("round", "attacker", "target", "index", "color", "number", "hit", "card",
               "streak", "revealed", "stayed")
"""The fields of an attack record the browser gets (missing ones as None)."""


def history_state(history: list[dict], lang: str, name: Callable[[int], str],
                  me: int = 0, g: AlgoGame | None = None) -> list[dict]:
    """The synced ``history``: every public attack record with its :data:`RECORD_KEYS`
    and its sentence as seat ``me`` reads it (``"text"``, :func:`record_text`, the log's
    plain past); with the game ``g``, a miss of the round being played also says what
    became of its card (:func:`miss_later_text`). ``"said"`` is the record in the status
    line's voice (です・ます), for a screen reader that announces it with the status."""
    return [{**{k: h.get(k) for k in RECORD_KEYS},
             "text": join_sentences(lang, [record_text(name, lang, h, me),
                                           miss_later_text(h, g, lang)]),
             "said": record_text(name, lang, h, me, polite=True)}
            for h in history]


def miss_later_text(h: dict, g: AlgoGame | None, lang: str) -> str:
    """What became of the card a missed attack was about, later in the same round: what
    it turned out to be once face up, or its place now that cards went in to its left
    (without this, "the 2nd card" of a miss and of a later hit read as one card). Public
    information only: the numbers declared in failed attacks stay with their card
    (docs/rules/algo.md 8). ``""`` for a hit, another round, a card still in its place,
    or when two cards of the colour carry the same failed number.
    """
    if g is None or h["hit"] or h["round"] != g.round:
        return ""
    row = g.rows[h["target"]]
    found = [i for i, rc in enumerate(row)
             if rc.card.color == h.get("color") and h["number"] in rc.failed]
    if len(found) != 1:
        return ""
    i = found[0]
    if row[i].face_up:
        return t("algo.widget.miss_later_card", lang, card=card_text(row[i].card.token, lang))
    if i == h["index"]:
        return ""
    return t("algo.widget.miss_now_place", lang,
             place=ordinal(i + 1) if lang == "en" else i + 1)
