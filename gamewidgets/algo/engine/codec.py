"""How a game of algo is saved: the saved form of cards, rows and events (the field
codecs of :class:`~gamewidgets.algo.engine.state.AlgoGame`), and the check that refuses a
restored game no play could reach (docs/rules/algo.md 1, 3).
"""

from __future__ import annotations

from gamewidgets.algo.engine.cards import RowCard, card_of
from gamewidgets.algo.engine.events import AlgoEvent, event_text
from gamewidgets.algo.engine.options import check_names
from gamewidgets.algo.engine.turn import GAME, GAME_OVER, PHASES, ROUND_OVER
from gamewidgets.core.codec import SaveError, ref, saved
from gamewidgets.core.engine import CHANCE, TERMINAL
from gamewidgets.core.i18n import LANGS, has
from gamewidgets.core.text import Words, shown

MIN_PLAYERS, MAX_PLAYERS = 2, 4
CARDS = 24
"""Cards in a game: black and white 0..11 (docs/rules/algo.md 1)."""
PER_SEAT = ("names", "rows", "chips", "round_wins", "penalties")
"""The fields of a game with one entry per seat."""
RECORD_INTS = ("round", "attacker", "target", "index", "number", "streak")
RECORD_KEYS = frozenset((*RECORD_INTS, "hit", "revealed"))
OPTIONAL = frozenset(("card", "color", "stayed"))
"""Keys an attack record may have: ``card`` (a hit's card), ``color`` (the attacked card's)."""
"""The keys of an attack record (plus ``"card"`` on a hit)."""


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
    """Rows saved by :func:`encode_rows` (ValueError for anything else: a card that is
    not one, ``face_up`` not a bool, a failed number not one of 0..11 other than the
    card's own)."""
    rows = []
    for row in data:
        cards = []
        for tok, up, failed in row:
            card = card_of(tok)
            if type(up) is not bool or not all(
                    type(n) is int and 0 <= n <= 11 and n != card.number for n in failed):
                raise ValueError(f"not a saved row card: {shown([tok, up, failed])}")
            cards.append(RowCard(card, up, set(failed)))
        rows.append(cards)
    return rows


def copy_rows(rows) -> list:
    """Independent copies of rows (a card's failed numbers are a set of its own)."""
    return [[rc.copy() for rc in row] for row in rows]


def encode_events(events) -> list:
    """Events as their dicts."""
    return [e.to_dict() for e in events]


def decode_events(data) -> list:
    """Events saved by :func:`encode_events`: algo events whose sentence can be written
    (ValueError for anything else)."""
    events = []
    for e in data:
        event = AlgoEvent.from_dict(e)
        if event.game != GAME or not has(f"{GAME}.event.{event.kind}") \
                or not all(isinstance(k, str) for k in event.data):
            raise ValueError(f"not a saved algo event: {shown(e)}")
        for lang in LANGS:
            event_text(event, lang)  # KeyError, ValueError...: a field it needs is missing
        events.append(event)
    return events


def decode_history(data) -> list:
    """Attack records, each a dict of its own with exactly the keys and value types a
    record has (ValueError otherwise; the seats are checked with the game)."""
    out = []
    for h in data:
        # "color" (the attacked card's, from its back) is missing in older saves
        if not isinstance(h, dict) or not RECORD_KEYS <= h.keys() <= RECORD_KEYS | OPTIONAL \
                or h.get("color", "black") not in ("black", "white") \
                or not all(type(h[k]) is int and h[k] >= 0 for k in RECORD_INTS) \
                or h["number"] > 11 or type(h["hit"]) is not bool \
                or h["hit"] != ("card" in h) \
                or (h["hit"] and card_of(h["card"]).number != h["number"]) \
                or (h["hit"] and "color" in h and card_of(h["card"]).color != h["color"]) \
                or (h["revealed"] is not None and h["hit"]) \
                or h.get("stayed", "drawn") not in ("drawn", "empty") \
                or ("stayed" in h and not h["hit"]):
            raise ValueError(f"not a saved attack record: {shown(h)}")
        if h["revealed"] is not None:
            card_of(h["revealed"])
        out.append(dict(h))
    return out


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


def check_play(g) -> None:
    """Refuse a restored game whose values no play gives, after :func:`check_shape`: so a
    game :meth:`~gamewidgets.algo.AlgoGame.from_dict` accepts plays on like any other.

    Checks the types and ranges of every field (seats, round numbers, streak, points,
    names, the first-player draw), that every row is sorted (docs/rules/algo.md 2), that
    the drawn card, the pile and the own attack card fit the phase (4, 4.5), that the
    player to act is still in the round and two players are, that the rounds won add up
    to the rounds played (5), that every attack record names seats of the game, and that
    the generator's state is one.

    Raises
    ------
    SaveError
        Naming the first field that does not fit ("The saved state's field 'rows[1]' is
        malformed.").
    """
    n, phase, seats = g.n_players, g.phase, range(g.n_players)
    acting = phase not in (ROUND_OVER, GAME_OVER)

    def need(ok, field: str) -> None:
        if not ok:
            raise SaveError("core.error.save.field", field=field)

    need(type(g.seed) is int, "seed")
    need(_holds(lambda: check_names(g.names, n, g.lang) == g.names), "names")
    need(_holds(lambda: len({card_of(c) for c in g.first_draw}) == n), "first_draw")
    need(type(g.start_player) is int and g.start_player in seats, "start_player")
    need(type(g.round) is int and 1 <= g.round <= g.rules.rounds_for(n), "round")
    need(g.first_player == (g.start_player + g.round - 1) % n, "first_player")
    for p, row in enumerate(g.rows):
        keys = [rc.card.key for rc in row]
        need(keys == sorted(keys), f"rows[{p}]")
    for field in ("chips", "round_wins", "penalties"):
        need(all(type(v) is int for v in getattr(g, field)), field)
    winners_per_round = 2 if g.rules.pair else 1  # a pair wins together (7)
    need(min(g.round_wins) >= 0
         and sum(g.round_wins) == (g.round - acting) * winners_per_round, "round_wins")
    need(not g.rules.pair or n == 4, "n_players")
    need(g.rules.pair or (not g.tosses and phase != "toss"), "tosses")
    for i, toss in enumerate(g.tosses):
        need(_holds(lambda toss=toss: len(toss) == 3 and all(type(v) is int for v in toss)
                    and toss[0] in seats and toss[1] == (toss[0] + 2) % 4
                    and 0 <= toss[2] < len(g.rows[toss[1]])), f"tosses[{i}]")
    need(min(g.penalties) >= 0, "penalties")
    need(type(g.pot) is int and g.pot >= 0, "pot")
    need(type(g.streak) is int and g.streak >= (phase == "after_hit"), "streak")
    need(g.round_winner is None if acting else g.round_winner in seats, "round_winner")
    if acting:
        alive = [p for p in seats if not all(rc.face_up for rc in g.rows[p])]
        need(len(alive) >= 2 and g.current in alive, "current")
        need(g.drawn is not None or (not g.pile and phase != "place"), "drawn")
    else:
        need(g.drawn is None, "drawn")
    own = g.turn_own
    need(own is None or (g.own_card_mode and type(own) is int
                         and 0 <= own < len(g.rows[g.current])
                         and not g.rows[g.current][own].face_up), "turn_own")
    for i, h in enumerate(g.history):
        need(h["round"] <= g.round and h["attacker"] in seats and h["target"] in seats
             and h["attacker"] != h["target"], f"history[{i}]")
    try:
        g.rng.copy().live()
    except (TypeError, ValueError, OverflowError):
        raise SaveError("core.error.save.field", field="rng") from None


def _holds(check) -> bool:
    """``check()``, False if it raises (a value of the wrong type or form)."""
    try:
        return bool(check())
    except (TypeError, ValueError, KeyError, IndexError, AttributeError):
        return False
