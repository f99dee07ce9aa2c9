"""Exact probabilities of the hidden cards' numbers (docs/rules/algo.md 8).

A *world* is one assignment of distinct unseen cards to the hidden slots that fits the
view: each slot gets a card of its colour, not ruled out by a failed attack, and every
row stays sorted (docs/rules/algo.md 2). :func:`posterior` gives, for each hidden
slot, the share of worlds in which it holds each number, by dynamic programming over
the 24 keys; :func:`enumerate_worlds` lists the worlds one by one (for tests and small
views).
"""

from __future__ import annotations

from fractions import Fraction

from gamewidgets.algo.engine.errors import ViewError
from gamewidgets.algo.engine.view import AlgoView
from gamewidgets.core.text import Msg


def _as_view(view) -> AlgoView:
    return AlgoView.parse(view) if isinstance(view, str) else view


def _forward_backward(view: AlgoView):
    """Run the DP; return (total, {(row, index): {key: count}})."""
    rows = []  # per row with hidden cards: (name, [(index, allowed keys)])
    for name in view.others:
        slots = [(i, frozenset(view.allowed_keys(name, i)))
                 for i, s in enumerate(view.rows[name]) if s.hidden]
        if slots:
            rows.append((name, slots))
    # mixed-radix state: digit r = hidden slots of row r filled so far (they fill left to
    # right because keys are scanned ascending, which is exactly the order rule)
    mults, m = [], 1
    for _, slots in rows:
        mults.append(m)
        m *= len(slots) + 1
    full = sum(len(slots) * mult for (_, slots), mult in zip(rows, mults, strict=True))
    # only keys some slot may take change the state; the others stay out of the rows
    takers: dict[int, dict[int, set]] = {}
    need_at: dict[int, list] = {}
    for r, (_, slots) in enumerate(rows):
        for j, (_, allowed) in enumerate(slots):
            for key in allowed:
                takers.setdefault(key, {}).setdefault(r, set()).add(j)
            need_at.setdefault(max(allowed), []).append(r)
    unseen = sorted(takers)
    # moves[t]: for key unseen[t], per row that may take it: (row, mult, {slot j})
    moves = [[(r, mults[r], frozenset(js)) for r, js in takers[key].items()] for key in unseen]
    # checks[t]: (row, n) = by key unseen[t] the row's first n slots must be filled, since
    # their last allowed key is past
    checks, need = [], [0] * len(rows)
    for key in unseen:
        for k in [k for k in need_at if k <= key]:
            for r in need_at.pop(k):
                need[r] += 1
        checks.append([(r, n) for r, n in enumerate(need) if n])
    # digits[r][s]: slots of row r filled in state s (a table beats // and % in the loops)
    digits = [[s // mult % (len(slots) + 1) for s in range(m)]
              for (_, slots), mult in zip(rows, mults, strict=True)]
    forward = [{0: 1}]
    for t in range(len(unseen)):
        cur = forward[t]
        nxt = dict(cur)  # the card stays out of the rows (pile, someone's drawn card)
        get = nxt.get
        for r, mult, js in moves[t]:
            digit = digits[r]
            for s, c in cur.items():
                if digit[s] in js:
                    nxt[s + mult] = get(s + mult, 0) + c
        if checks[t]:
            nxt = {s: c for s, c in nxt.items()
                   if all(digits[r][s] >= need for r, need in checks[t])}
        forward.append(nxt)
    total = forward[-1].get(full, 0)
    counts = {(name, i): {} for name, slots in rows for i, _ in slots}
    if not total:
        return 0, counts
    after = {full: 1}  # backward counts: completions from each state after key t
    for t in range(len(unseen) - 1, -1, -1):
        cur, key = forward[t], unseen[t]
        here = {s: after.get(s, 0) for s in cur}
        for r, mult, js in moves[t]:
            name, slots = rows[r]
            digit = digits[r]
            for s, c in cur.items():
                j = digit[s]
                if j in js:
                    rest = after.get(s + mult, 0)
                    if rest:
                        here[s] += rest
                        tally = counts[(name, slots[j][0])]
                        tally[key] = tally.get(key, 0) + c * rest
        after = {s: w for s, w in here.items() if w}
    return total, counts


def count_worlds(view: AlgoView | str) -> int:
    """Number of worlds (assignments of unseen cards to hidden slots) fitting the view.

    Parameters
    ----------
    view : AlgoView or str

    Returns
    -------
    int
        0 if no world fits; 1 if the view has no hidden card.
    """
    return _forward_backward(_as_view(view))[0]


def posterior(view: AlgoView | str, exact: bool = False) -> dict:
    """Exact probability of every number for every card of the other rows.

    Every deal of the unseen cards consistent with the view is taken as equally likely
    (docs/rules/algo.md 8). A deal puts each unseen card in a hidden slot or outside
    the rows (pile, another player's drawn card). Once the hidden slots are filled, the
    m remaining unseen cards can be arranged outside the rows in the same number of ways
    (m! pile orders) whatever the slots hold, so every world (slot assignment) stands
    for equally many deals: uniform over deals equals uniform over worlds.

    The worlds are counted without listing them: the unseen keys are scanned in
    ascending order; the state is how many hidden slots of each row are filled so far.
    Each key either goes to the next unfilled slot of one row (if that slot's colour,
    known neighbours and failed attacks allow it) or stays out of the rows. Since rows
    are sorted, filling each row left to right in key order is exactly the order rule,
    so paths from "nothing filled" to "all filled" are the worlds, one each. Forward
    counts times backward counts give, for each (slot, key), the number of worlds using
    it. Counts are Python ints (exact), then Fraction or float. Cost: about
    (unseen keys) x (states) x (rows); states <= prod(hidden per row + 1). A view has at
    most 4 rows and 24 cards (:class:`~gamewidgets.algo.engine.view.AlgoView` refuses
    others), so at most 3 other rows share at most 24 hidden cards: at most 9^3 = 729
    states for each of at most 24 keys, a few milliseconds.

    Parameters
    ----------
    view : AlgoView or str
    exact : bool
        Fractions if True, floats otherwise.

    Returns
    -------
    dict of str to list of dict of int to float or Fraction
        ``{row: [{number: probability}, ...]}`` for every non-viewer row, one dict per
        card in row order, holding only numbers of probability > 0 (they sum to 1); a
        face-up card gives ``{n: 1}``.

    Raises
    ------
    ValueError
        If the view is malformed or no world fits it.
    """
    view = _as_view(view)
    total, counts = _forward_backward(view)
    if not total:
        raise ViewError("algo.view.error.no_world",
                        reason=Msg("algo.view.error.no_world_joint"))
    one = Fraction(1) if exact else 1.0
    out = {}
    for name in view.others:
        cards = []
        for i, s in enumerate(view.rows[name]):
            if not s.hidden:
                cards.append({s.number: one})
                continue
            cards.append({key // 2: (Fraction(c, total) if exact else c / total)
                          for key, c in sorted(counts[(name, i)].items())})
        out[name] = cards
    return out


def enumerate_worlds(view: AlgoView | str):
    """Every world fitting the view, one by one (brute force; for tests, small views).

    Parameters
    ----------
    view : AlgoView or str

    Yields
    ------
    dict of (str, int) to int
        ``{(row, index): number}`` for every hidden slot.
    """
    view = _as_view(view)
    hidden = view.hidden_slots()
    allowed = [view.allowed_keys(r, i) for r, i in hidden]
    # the previous hidden slot of the same row, if adjacent in the list (rows in order)
    prev = [k - 1 if k and hidden[k - 1][0] == hidden[k][0] else None
            for k in range(len(hidden))]
    chosen: list[int] = []
    used: set[int] = set()

    def extend(k: int):
        if k == len(hidden):
            yield {slot: key // 2 for slot, key in zip(hidden, chosen, strict=True)}
            return
        floor = -1 if prev[k] is None else chosen[prev[k]]
        for key in allowed[k]:
            if key > floor and key not in used:
                chosen.append(key)
                used.add(key)
                yield from extend(k + 1)
                used.discard(key)
                chosen.pop()

    yield from extend(0)
