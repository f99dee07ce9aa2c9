"""How a game of algo is saved: the saved form of cards, rows and events (the field
codecs of :class:`~gamewidgets.algo.engine.state.AlgoGame`), and the check that refuses a
restored game no play could reach (docs/rules/algo.md 1, 3).
"""

from __future__ import annotations

from gamewidgets.algo.engine.cards import RowCard, card_of
from gamewidgets.algo.engine.turn import GAME_OVER, PHASES, ROUND_OVER
from gamewidgets.core.codec import SaveError, ref, saved
from gamewidgets.core.engine import CHANCE, TERMINAL
from gamewidgets.core.events import Event
from gamewidgets.core.i18n import LANGS
from gamewidgets.core.text import Words, shown

MIN_PLAYERS, MAX_PLAYERS = 2, 4
CARDS = 24
"""Cards in a game: black and white 0..11 (docs/rules/algo.md 1)."""
PER_SEAT = ("names", "rows", "chips", "round_wins", "penalties")
"""The fields of a game with one entry per seat."""


# ---- field codecs -------------------------------------------------------------------------
def encode_cards(cards) -> list:
    """Cards as their tokens."""
    return [c.token for c in cards]


def decode_cards(tokens) -> list:
    """Cards from their tokens (ValueError for a token that is not a card)."""
    return [card_of(tok) for tok in tokens]


def encode_card(card):
    """A card (or None) as its token (or None)."""
    return None if card is None else card.token


def decode_card(token):
    """A card (or None) from its token (or None)."""
    return None if token is None else card_of(token)


def encode_rows(rows) -> list:
    """Rows as ``[[token, face_up, sorted failed numbers], ...]`` per player."""
    return [[[rc.card.token, rc.face_up, sorted(rc.failed)] for rc in row] for row in rows]


def decode_rows(data) -> list:
    """Rows saved by :func:`encode_rows`."""
    return [[RowCard(card_of(tok), bool(up), set(failed)) for tok, up, failed in row]
            for row in data]


def copy_rows(rows) -> list:
    """Independent copies of rows (a card's failed numbers are a set of its own)."""
    return [[rc.copy() for rc in row] for row in rows]


def encode_events(events) -> list:
    """Events as their dicts."""
    return [e.to_dict() for e in events]


def decode_events(data) -> list:
    """Events saved by :func:`encode_events`."""
    return [Event.from_dict(e) for e in data]


def decode_history(data) -> list:
    """Attack records, each a dict of its own."""
    return [dict(h) for h in data]


def rows_field():
    """The rows: saved as tokens, copied card by card."""
    return saved(encode=encode_rows, decode=decode_rows, copy=copy_rows)


def cards_field():
    """A list of cards (the pile): saved as tokens; cards are immutable, so a copy is a
    new list of the same cards."""
    return saved(encode=encode_cards, decode=decode_cards, copy=list)


def card_field():
    """One card or None (the drawn card), saved as its token."""
    return saved(encode=encode_card, decode=decode_card, copy=ref)


def records_field(encode=list, decode=decode_history):
    """A list of records never changed once made (a change replaces the record), so
    copies share them: the attack history, or with the events' ``encode``/``decode``
    the events."""
    return saved(encode=encode, decode=decode, copy=list)


# ---- what a restored game must be -----------------------------------------------------------
def check_shape(n_players, lang, phase, current, seats: dict, pile: list, drawn) -> None:
    """Refuse a restored game that no play reaches, before anything reads it.

    Parameters
    ----------
    n_players, lang, phase, current : object
        As saved.
    seats : dict of str to list
        The fields of :data:`PER_SEAT` as saved.
    pile : list of Card
    drawn : Card or None

    Raises
    ------
    SaveError
        Naming what does not fit: ``n_players`` not 2 to 4, ``lang`` not a language,
        ``phase`` not one of :data:`~gamewidgets.algo.engine.turn.PHASES`, a per-seat
        field without one entry per seat, ``current`` not the seat or node its phase
        needs, or not the 24 cards once each.
    """
    if type(n_players) is not int or not MIN_PLAYERS <= n_players <= MAX_PLAYERS:
        raise SaveError("algo.error.save.n_players", value=shown(n_players),
                        low=MIN_PLAYERS, high=MAX_PLAYERS)
    if lang not in LANGS:
        raise SaveError("core.error.save.field", field="lang")
    if phase not in PHASES:
        raise SaveError("algo.error.save.phase", value=shown(phase), phases=Words(PHASES))
    for field, values in seats.items():
        if len(values) != n_players:
            raise SaveError("algo.error.save.seats", field=field, count=len(values),
                            n=n_players)
    fitting = {ROUND_OVER: (CHANCE,), GAME_OVER: (TERMINAL,)}.get(phase, range(n_players))
    if type(current) is not int or current not in fitting:
        raise SaveError("algo.error.save.current", value=shown(current), phase=phase)
    cards = [rc.card for row in seats["rows"] for rc in row] + pile
    if drawn is not None:
        cards.append(drawn)
    if len(cards) != CARDS or len(set(cards)) != CARDS:
        raise SaveError("algo.error.save.cards", count=len(cards), distinct=len(set(cards)))
