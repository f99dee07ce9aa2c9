"""Which card to show in a toss (pair play, docs/rules/algo.md 7): the card that most
reduces the partner's uncertainty about the opponents' face-down cards.

The partner who tosses does not know the attacker's own cards, so the toss is judged on
what the partner can compute: the public position (face-up cards, colours, failed
attacks), the cards earlier tosses of this round showed the attacker, and the candidate
card. For each face-down card the partner could show, the opponents' hidden cards get
their exact posterior (:func:`~gamewidgets.algo.engine.probability.posterior`) with that
card known to the attacker; the card whose toss leaves the least uncertainty (the sum of
the entropies of those posteriors, in bits) is shown.
"""

from __future__ import annotations

import math

from gamewidgets.algo.engine.deduction import deduce
from gamewidgets.algo.engine.observation import known_tossed
from gamewidgets.algo.engine.probability import posterior
from gamewidgets.algo.engine.turn import face_down, partner
from gamewidgets.algo.engine.view import AlgoView, Slot


def entropy(dist: dict) -> float:
    """The entropy in bits of one card's distribution ``{number: probability}``."""
    return -sum(p * math.log2(p) for p in dist.values() if p > 0)


def toss_view(state, mate: int, index: int) -> AlgoView:
    """What the attacker would know if ``mate`` (the partner, the seat to toss) showed
    card ``index``, as far as ``mate`` can tell.

    Row ``"me"`` holds the partner's cards known to the attacker (face up, shown by an
    earlier toss of this round, or ``index``); the attacker's own row is written as the
    public sees it (its numbers are the attacker's, unknown to ``mate``) and so are the
    opponents'; the partner's other face-down cards are left out, counted as ``deck``
    (cards the attacker does not see, in no listed row).
    """
    me = partner(mate)
    shown = {i for seat, i in known_tossed(state, me) if seat == mate} | {index}
    row = state.rows[mate]
    known = tuple(Slot(rc.card.color, rc.card.number) for i, rc in enumerate(row)
                  if rc.face_up or i in shown)
    rows = {"me": known}
    for q in (me, (mate + 1) % 4, (mate + 3) % 4):
        rows[state.names[q]] = tuple(
            Slot(rc.card.color, rc.card.number) if rc.face_up
            else Slot(rc.card.color, None, frozenset(rc.failed)) for rc in state.rows[q])
    return AlgoView(rows, deck=len(row) - len(known))


def uncertainty(state, mate: int, index: int) -> float:
    """The opponents' uncertainty (bits, summed over their face-down cards) left to the
    attacker after ``mate`` shows card ``index`` (see :func:`toss_view`)."""
    post = posterior(toss_view(state, mate, index))
    opponents = (state.names[(mate + 1) % 4], state.names[(mate + 3) % 4])
    return sum(entropy(dist) for name in opponents for dist in post[name])


def good_tosses(state, mate: int) -> list[int]:
    """The face-down cards of ``mate`` whose toss leaves the least uncertainty (all the
    equal best, in row order)."""
    scores = {i: uncertainty(state, mate, i) for i in face_down(state.rows[mate])}
    best = min(scores.values())
    return [i for i, s in scores.items() if s <= best + 1e-9]


def toss_needed(state, player: int) -> bool:
    """Whether the attacker ``player`` still has something to learn from a toss (7: the
    toss may be skipped once it is no longer needed): a face-down card of the partner
    that no toss of this round has shown ``player``, and an opponent's hidden card that
    ``player``'s deduction has not made certain."""
    mate = partner(player)
    shown = {i for seat, i in known_tossed(state, player) if seat == mate}
    if all(i in shown for i in face_down(state.rows[mate])):
        return False
    deduction = deduce(state.view(player))
    opponents = (state.names[(player + 1) % 4], state.names[(player + 3) % 4])
    return any(len(cands) > 1 for name in opponents
               for cands in deduction.candidates[name])
