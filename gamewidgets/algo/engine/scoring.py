"""Point chips, round wins and the end of the game (docs/rules/algo.md 5-6), on plain data.

Point chips, as read here:

- the n-th consecutive successful attack in one turn takes ``10 * n`` from the defender at
  once (the streak counts hits since the turn began; a turn ends at a miss or a stay);
- opening a 6 (either colour) takes a further 10 from the same defender;
- the round winner takes from every other player ``10 * k + 10 * s`` where ``k`` is the
  number of the *winner's own* cards still face down and ``s`` the number of 6s among those
  ``k`` cards (the seed: "裏向きのまま残ったカード×10点 ... 残ったカードの中に6がある場合
  ... 1枚につきさらに10点"; the others have no face-down card left by then);
- balances may go negative (the seed's borrowing, settled at the end).

A round that ends in the middle of a turn (a hit opening the last face-down card of the
last opponent, or the attacker's own card opened on an empty pile) ends at once: a drawn
card not yet placed goes back to the pile and does not count as face down.
"""

from __future__ import annotations

from gamewidgets.algo.engine.cards import Card, RowCard
from gamewidgets.algo.engine.turn import partner

POINTS = 10
"""The unit of every chip transfer (6)."""
BONUS_NUMBER = 6
"""Opening a card of this number, or keeping one face down to the round's end, is worth
a further :data:`POINTS` (6)."""


Transfer = tuple[str, int, int, int, dict]
"""A chip transfer: ``(event kind, to seat, from seat, points, more event data)``."""


def hit_transfers(attacker: int, defender: int, streak: int, card: Card) -> list[Transfer]:
    """What a hit takes from the defender (6).

    Parameters
    ----------
    attacker, defender : int
        Seats.
    streak : int
        Hits so far in this turn, this one included (1 for the first).
    card : Card
        The card the hit opened.
    """
    out = [("chips_taken", attacker, defender, POINTS * streak, {"streak": streak})]
    if card.number == BONUS_NUMBER:
        out.append(("six_bonus", attacker, defender, POINTS, {}))
    return out


def round_transfers(winner: int, winner_row: list[RowCard], n_players: int) -> list[Transfer]:
    """What the round winner takes from every other player (6): 10 per own card still
    face down and 10 per 6 among them (the event data say how many: ``cards``, ``sixes``)."""
    down = [rc.card for rc in winner_row if not rc.face_up]
    sixes = sum(c.number == BONUS_NUMBER for c in down)
    points = POINTS * (len(down) + sixes)
    return [("round_transfer", winner, q, points, {"cards": len(down), "sixes": sixes})
            for q in range(n_players) if q != winner]


def pay(chips: list[int], transfers: list[Transfer]) -> None:
    """Move the points of ``transfers`` between the players' ``chips`` (in place)."""
    for _, to, frm, points, _ in transfers:
        chips[frm] -= points
        chips[to] += points


def winners(scores: list[int]) -> list[int]:
    """The seats with the highest score (equal ones share the win; 5)."""
    best = max(scores)
    return [p for p, s in enumerate(scores) if s == best]


def pair_winners(scores: list[int]) -> list[int]:
    """The seats of the pair (0+2 or 1+3) with the higher total score; both pairs on a
    tie (7)."""
    totals = [scores[0] + scores[2], scores[1] + scores[3]]
    return sorted(p for p in range(4) if totals[p % 2] == max(totals))


def is_draw(won: list[int], n_players: int) -> bool:
    """Whether a finished game is a draw: every player is among the winners ``won`` (all
    equal, or in pair play both pairs equal; 5, 7)."""
    return n_players > 1 and len(won) == n_players


def shares(won: list[int], n_players: int) -> list[float]:
    """``1/k`` for each of ``k`` winners, 0 for the others (all zeros if nobody won)."""
    return [1.0 / len(won) if p in won else 0.0 for p in range(n_players)]


def misplace(penalties: list[int], chips: list[int] | None, seat: int, points: int) -> int:
    """Charge ``seat`` the penalty of a disqualification (失格, 6) with chips (``chips``
    not None): ``points`` are taken from its points and added to its ``penalties`` (in
    place). Without chips nothing is paid.

    Returns
    -------
    int
        The points the pot gains (0 without chips).
    """
    if chips is None:
        return 0
    penalties[seat] += points
    chips[seat] -= points
    return points


def round_side(winner: int, pair: bool) -> tuple[int, ...]:
    """The seats that win a round won by ``winner``: the winner, and in pair play (7) its
    partner too (seats 0+2, 1+3)."""
    return (winner, partner(winner)) if pair else (winner,)


def side_transfers(side: tuple[int, ...], rows: list[list[RowCard]],
                   n_players: int) -> list[Transfer]:
    """The round-end transfers of every winner in ``side`` (5, 6): each takes for their own
    face-down cards (``rows`` by seat) from every player not in ``side`` (7)."""
    return [t for p in side for t in round_transfers(p, rows[p], n_players)
            if t[2] not in side]


def game_winners(chips: list[int], round_wins: list[int], use_chips: bool,
                 pair: bool) -> list[int]:
    """The winners of a finished game (5): with chips (``use_chips``) the most points, else
    the most round wins; in pair play (7) a pair's score is its two players' together;
    equal ones share."""
    scores = chips if use_chips else round_wins
    return pair_winners(scores) if pair else winners(scores)
