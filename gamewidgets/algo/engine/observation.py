"""What one player of an algo game may see (docs/rules/algo.md 1, 4, 8).

:func:`observe` gives it as JSON-able data (the game's ``observation(player)``),
:func:`player_view` as an :class:`~gamewidgets.algo.engine.view.AlgoView` for deduction
(the game's ``view(player)``). Neither holds another player's face-down number, the pile
order or another player's drawn card: an event is shown to a seat as :data:`SECRETS` says
(:func:`~gamewidgets.core.events.seen_by`).
"""

from __future__ import annotations

from gamewidgets.algo.engine.events import AlgoEvent, event_text
from gamewidgets.algo.engine.turn import GAME
from gamewidgets.algo.engine.view import AlgoView, Slot
from gamewidgets.core.events import Event, Secret, seen_by

__all__ = ["SECRETS", "event_text", "known_tossed", "observe", "player_view"]

SECRETS = {"drew": Secret(("card",), hidden_kind="drew_hidden"),
           "tossed": Secret(("card",), ("player", "attacker"), hidden_kind="toss_hidden")}
"""The events only their ``player`` may see whole: others see who drew a card of which
colour (``drew_hidden``), never the card; a toss (pair play, 7) is seen whole by the
partner who showed it and the attacker it was shown to, by the others as which card was
shown (``toss_hidden``)."""


def known_tossed(game, player: int) -> set[tuple[int, int]]:
    """``(seat, index)`` of the partner's cards tosses of this round showed ``player``
    (docs/rules/algo.md 7): knowledge of ``player`` only."""
    return {(mate, i) for me, mate, i in game.tosses if me == player}


def observe(game, player: int, lang: str | None = None) -> dict:
    """What ``player`` may see now, as a JSON-able dict (the contract adds ``"legal"``
    and ``"current_player"``).

    Parameters
    ----------
    game : AlgoGame
    player : int
        0-based seat (the game checks it).
    lang : {"en", "ja"}, optional
        If given, each event and history record also carries its sentence ``"text"``.

    Returns
    -------
    dict
        ``rows``: per player a list of ``{"color", "number", "face_up", "failed"}`` where
        ``number`` is None for another player's face-down card (its colour is shown)
        unless a toss of this round showed it to ``player`` (in pair play every card has
        ``tossed``, True for such a card) and ``failed`` the numbers failed attacks
        declared on it; ``drawn``: None or
        ``{"color", "number"}`` with ``number`` only for the drawer; ``pile`` (a count),
        ``out``, ``chips``, ``round_wins``, ``pot``, ``penalties``, ``history`` (public
        records), ``events`` (others' drawn cards reduced to their colour), ``player``,
        ``n_players``, ``names``, ``phase``, ``round``, ``rounds``, ``first_player``,
        ``start_player``, ``first_draw`` (public), ``streak``, ``turn_own``,
        ``round_winner``, ``winners`` (at the end, else None), ``dealt`` (``player``'s
        own cards in the order dealt while they have still to arrange them, the
        ``arrange_own_row`` mode, else ``[]``).
    """
    shown_me = known_tossed(game, player)
    rows = [[{"color": rc.card.color,
              "number": rc.card.number
              if rc.face_up or q == player or (q, i) in shown_me else None,
              "face_up": rc.face_up, "failed": sorted(rc.failed),
              **({"tossed": (q, i) in shown_me} if game.rules.pair else {})}
             for i, rc in enumerate(row)]
            for q, row in enumerate(game.rows)]
    drawn = None
    if game.drawn is not None:
        drawn = {"color": game.drawn.color,
                 "number": game.drawn.number if player == game.current_player else None}
    return {
        "player": player, "n_players": game.n_players, "names": list(game.names),
        "round": game.round, "rounds": game.rounds, "phase": game.phase,
        "first_player": game.first_player, "start_player": game.start_player,
        "first_draw": list(game.first_draw), "rows": rows, "drawn": drawn,
        "pile": len(game.pile), "out": game.out,
        "chips": list(game.chips) if game.rules.chips else None,
        "round_wins": list(game.round_wins), "pot": game.pot,
        "penalties": list(game.penalties), "streak": game.streak,
        "turn_own": game.turn_own, "round_winner": game.round_winner,
        "history": [_record(h, game.names, lang) for h in game.history],
        "events": [_event_data(seen_by(e, player, SECRETS), lang) for e in game.events],
        "winners": game.winners if game.is_terminal else None,
        "dealt": list(game.dealt[player]),
    }


def player_view(game, player: int, tosses: bool = True) -> AlgoView:
    """``player``'s view for deduction (docs/rules/algo.md 8).

    Parameters
    ----------
    game : AlgoGame
    player : int
        0-based seat (``names[player]``; the game checks it).

    Returns
    -------
    AlgoView
        Row ``"me"`` = ``player``'s own row (all numbers), then the other players' rows
        under their names in seat order after ``player``: face-up cards known, face-down
        cards by colour with the numbers failed attacks ruled out, except in pair play
        the partner's cards a toss showed ``player`` this round, known (7; unless
        ``tosses`` is False); ``deck`` = pile size; ``drawn`` = the drawn card if
        ``player`` holds it.
    """
    n = game.n_players
    shown_me = known_tossed(game, player) if tosses else set()
    rows = {}
    for i in range(n):
        q = (player + i) % n
        rows["me" if q == player else game.names[q]] = tuple(
            Slot(rc.card.color, rc.card.number)
            if rc.face_up or q == player or (q, k) in shown_me
            else Slot(rc.card.color, None, frozenset(rc.failed))
            for k, rc in enumerate(game.rows[q]))
    drawn = game.drawn if player == game.current_player else None
    return AlgoView(rows, deck=len(game.pile), drawn=drawn)


def _event_data(e: Event, lang: str | None) -> dict:
    out = e.to_dict()
    if lang is not None:
        out["text"] = event_text(e, lang)
    return out


def _record(h: dict, names: list, lang: str | None) -> dict:
    out = dict(h)
    if lang is not None:
        data = {"player": h["attacker"], "name": names[h["attacker"]],
                "target_name": names[h["target"]], "position": h["index"] + 1,
                "number": h["number"], "card": h.get("card"), "streak": h["streak"]}
        out["text"] = event_text(AlgoEvent("hit" if h["hit"] else "miss", data, GAME), lang)
    return out
