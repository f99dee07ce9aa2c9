"""The explaining deduction engine: which numbers each hidden card can still be, and why.

``deduce(view)`` prunes a candidate set (numbers 0..11) per hidden card, recording every
pruning as an :class:`Inference` with a sentence in English and Japanese
(docs/rules/algo.md 8-9). The steps come in teaching order: seen cards, failed
attacks, order bounds from known neighbours, then, repeated to a fixed point, propagation
through hidden neighbours' bounds and counting (pigeonhole / Hall sets).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from gamewidgets.algo.engine.cards import Card, card_key
from gamewidgets.algo.engine.errors import IndexOutOfRowError, RowNotFoundError, ViewError
from gamewidgets.algo.engine.inference import Inference, joined, ordinal, slot_said
from gamewidgets.algo.engine.view import AlgoView
from gamewidgets.core.text import Msg

REASONS = ("seen", "failed_guess", "order", "propagation", "counting")
"""Reason kinds of an elimination, in the order deduce() first uses them."""


def _range(low_key: int, high_key: int, color: str) -> dict:
    """The numbers of ``color`` whose key lies strictly between two keys, as
    ``{"low", "high"}`` (None if there is none): the range the order alone allows, which
    the sentence of an ``order``/``propagation`` step states (the numbers other steps
    already ruled out inside it are not this step's doing)."""
    inside = [n for n in range(12) if low_key < card_key(n, color) < high_key]
    return {"low": min(inside, default=None), "high": max(inside, default=None)}


@dataclass
class Deduction:
    """What logic alone says about every card of the other rows.

    Attributes
    ----------
    view : AlgoView
    candidates : dict of str to list of set of int
        One set per card of every non-viewer row, in row order; a face-up card gives
        ``{n}``.
    steps : list of Inference
        In the order they were made (see :func:`deduce`).
    certain : list of (str, int, int)
        ``(row, index, number)`` of every hidden card with one candidate left, view order.
    """

    view: AlgoView
    candidates: dict
    steps: list
    certain: list
    _first: dict = field(default_factory=dict, repr=False)

    def eliminated(self, row: str, index: int) -> dict:
        """Each ruled-out number of one card and the first reason that removed it.

        Parameters
        ----------
        row : str
            A row other than the viewer's (``"ann"``).
        index : int
            0-based position in the row: 0 is the leftmost card ("ann's 1st card"), as in
            ``candidates[row][index]``.

        Returns
        -------
        dict of int to str
            number -> reason kind (:data:`REASONS`); a face-up card gives ``"seen"`` for
            every other number.

        Raises
        ------
        KeyError
            (a :class:`RowNotFoundError`) if ``row`` is the viewer's own row or not in the
            view.
        IndexError
            (an :class:`IndexOutOfRowError`) if ``index`` is not an int 0..len(row) - 1;
            the message names the row's card count and the 1-based positions.
        """
        if row == self.view.me or row not in self.candidates:
            raise RowNotFoundError("algo.deduce.error.row", row=row,
                                   rows=", ".join(repr(r) for r in self.candidates))
        count = len(self.view.rows[row])
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < count:
            # Negative indices are refused too: ann's "-1st card" is not a position.
            raise IndexOutOfRowError("algo.deduce.error.index", index=repr(index), row=row,
                                     count=count, last=count - 1, ordinal=ordinal(count))
        slot = self.view.rows[row][index]
        if not slot.hidden:
            return {n: "seen" for n in range(12) if n != slot.number}
        return dict(sorted(self._first[(row, index)].items()))

    def to_dict(self, lang: str = "en") -> dict:
        """JSON-able summary for a view layer.

        Returns
        -------
        dict
            ``{"slots": [{"row", "index", "color", "hidden", "candidates": [...],
            "eliminated": {number: reason}}], "steps": [Inference.to_dict], "certain":
            [[row, index, number]]}``; ``eliminated`` keys are strings (JSON).
        """
        slots = []
        for row in self.candidates:
            for i, s in enumerate(self.view.rows[row]):
                slots.append({"row": row, "index": i, "color": s.color, "hidden": s.hidden,
                              "candidates": sorted(self.candidates[row][i]),
                              "eliminated": {str(n): r
                                             for n, r in self.eliminated(row, i).items()}})
        return {"slots": slots, "steps": [s.to_dict(lang) for s in self.steps],
                "certain": [list(c) for c in self.certain]}


class _Engine:
    """The mutable state of one deduction run (candidate sets and recorded steps)."""

    def __init__(self, view: AlgoView):
        self.view = view
        self.hidden = view.hidden_slots()
        self.dom = {s: set(range(12)) for s in self.hidden}
        self.first: dict = {s: {} for s in self.hidden}
        self.steps: list[Inference] = []

    def color(self, slot) -> str:
        """Colour of the hidden card at ``slot`` ``(row, index)``."""
        return self.view.rows[slot[0]][slot[1]].color

    def eliminate(self, slot, out, reason: str, **data) -> bool:
        """Remove ``out`` from ``slot``'s candidates as one step; False if nothing went.

        Raises ViewError when no candidate is left (no deal fits the view).
        """
        gone = self.dom[slot] & set(out)
        if not gone:
            return False
        self.dom[slot] -= gone
        for n in gone:
            self.first[slot][n] = reason
        data["color"] = self.color(slot)
        data["left_over"] = sorted(self.dom[slot])
        self.steps.append(Inference(slot[0], slot[1], frozenset(gone), reason, data))
        if not self.dom[slot]:
            raise ViewError("algo.view.error.no_world", reason=Msg(
                "algo.view.error.no_world_slot", slot=slot_said(*slot)))
        return True

    # phase 1-3: each slot judged on its own ----------------------------------------
    def unary(self) -> None:
        """Steps that judge each card alone: seen cards, failed attacks, known neighbours."""
        view = self.view
        where = {}
        for name, slots in view.rows.items():
            for s in slots:
                if not s.hidden:
                    where[(s.number, s.color)] = "me" if name == view.me else "face_up"
        if view.drawn is not None:
            where[(view.drawn.number, view.drawn.color)] = "drawn"
        said = {}  # colour -> the slot whose step listed the seen cards of that colour
        for slot in self.hidden:
            color = self.color(slot)
            seen = sorted(n for (n, c) in where if c == color)
            if seen:
                places = [w for w in ("me", "face_up", "drawn")
                          if any(where[(n, color)] == w for n in seen)]
                # the list is said once per colour; the later steps refer back to it
                first = said.setdefault(color, slot)
                self.eliminate(slot, seen, "seen", cards=[Card(n, color).token for n in seen],
                               where=places, first=None if first == slot else list(first))
        for slot in self.hidden:
            self.eliminate(slot, view.rows[slot[0]][slot[1]].excluded, "failed_guess")
        for slot in self.hidden:
            color = self.color(slot)
            left, right = view.bounds(*slot)
            low = -1 if left is None else card_key(left.number, left.color)
            high = 24 if right is None else card_key(right.number, right.color)
            out = [n for n in range(12) if not low < card_key(n, color) < high]
            self.eliminate(slot, out, "order", left=left and left.token,
                           right=right and right.token, **_range(low, high, color))

    # propagation through hidden neighbours ------------------------------------------
    def propagate(self) -> bool:
        """One pass of order bounds through hidden neighbours; True if anything went."""
        changed = False
        for name, slots in self.view.rows.items():
            for i in range(1, len(slots)):
                if (name, i) in self.dom and (name, i - 1) in self.dom:
                    other = self.dom[(name, i - 1)]
                    bound = min(card_key(n, slots[i - 1].color) for n in other)
                    out = [n for n in range(12) if card_key(n, slots[i].color) <= bound]
                    changed |= self.eliminate((name, i), out, "propagation", other=i - 1,
                                              side="left", bound=Card.from_key(bound).token,
                                              **_range(bound, 24, slots[i].color))
            for i in range(len(slots) - 2, -1, -1):
                if (name, i) in self.dom and (name, i + 1) in self.dom:
                    other = self.dom[(name, i + 1)]
                    bound = max(card_key(n, slots[i + 1].color) for n in other)
                    out = [n for n in range(12) if card_key(n, slots[i].color) >= bound]
                    changed |= self.eliminate((name, i), out, "propagation", other=i + 1,
                                              side="right", bound=Card.from_key(bound).token,
                                              **_range(-1, bound, slots[i].color))
        return changed

    # counting: the smallest Hall set that rules something out -----------------------
    def count(self) -> bool:
        """One pigeonhole (Hall set) elimination, smallest set first; True if one applied."""
        by_color: dict[str, list] = {}
        for slot in self.hidden:
            by_color.setdefault(self.color(slot), []).append(slot)
        for color, slots in by_color.items():
            # a card sharing no number with the others of its colour is in no useful Hall
            # set (dropping it leaves a Hall set that rules out the same), so skip it
            uses: dict[int, int] = {}
            for s in slots:
                for n in self.dom[s]:
                    uses[n] = uses.get(n, 0) + 1
            by_color[color] = [s for s in slots if any(uses[n] > 1 for n in self.dom[s])]
        for k in range(1, max((len(v) for v in by_color.values()), default=0) + 1):
            for color, slots in by_color.items():
                small = [s for s in slots if len(self.dom[s]) <= k]
                for group, union in _tight_groups(small, self.dom, k):
                    if len(union) < k:
                        raise ViewError("algo.view.error.no_world", reason=Msg(
                            "algo.view.error.no_world_count",
                            slots=joined([slot_said(*s) for s in group], "and"),
                            color=Msg(f"algo.term.{color}")))
                    changed = False
                    for s in slots:
                        if s not in group:
                            changed |= self.eliminate(
                                s, union, "counting", slots=[list(g) for g in group],
                                numbers=sorted(union))
                    if changed:
                        return True
        return False


def _tight_groups(slots: list, dom: dict, k: int):
    """The groups of ``k`` of ``slots`` whose candidates hold at most ``k`` numbers between
    them, with that union, in the order of ``itertools.combinations(slots, k)``.

    A group is abandoned as soon as its first cards already hold more than ``k`` numbers
    (adding cards only adds numbers), so the groups that cannot be Hall sets are mostly
    never formed; with at most 12 hidden cards of a colour there are at most 2^12 groups.
    """
    group: list = []

    def extend(start: int, union: frozenset):
        if len(group) == k:
            yield tuple(group), union
            return
        for i in range(start, len(slots) - (k - len(group)) + 1):
            joined = union | dom[slots[i]]
            if len(joined) <= k:
                group.append(slots[i])
                yield from extend(i + 1, joined)
                group.pop()

    yield from extend(0, frozenset())


def deduce(view: AlgoView | str) -> Deduction:
    """Rule out every number logic can rule out for each hidden card, step by step.

    Full propagation here means the fixed point of these sound rules over the candidate
    sets (one set of numbers 0..11 per hidden card; docs/rules/algo.md 8):

    1. ``seen``: a number whose card of the slot's colour the viewer sees (own row,
       face-up cards, own drawn card) is out (8 (b));
    2. ``failed_guess``: a number a failed attack named on that card is out (8 (c));
    3. ``order``: the key must lie strictly between the keys of the nearest known cards
       left and right in the row (8 (a); 2);
    4. ``propagation``: arc consistency of the order between adjacent hidden cards of a
       row: a value needs a smaller value left of it and a larger one right of it, i.e.
       key > the left neighbour's smallest candidate key and < the right neighbour's
       largest (on a chain this is exact arc consistency);
    5. ``counting``: generalised arc consistency of "all cards of one colour are
       distinct", done by Hall sets: if k hidden cards of one colour have only k numbers
       between them (k = 1: a certain card), those numbers are used up and every other
       card of that colour loses them (8 (d); pigeonhole).

    Rules 1-3 run once in that order (teaching order); then 4 to its fixed point, then
    one Hall set (smallest first), back to 4, until nothing changes. The fixed point of
    monotone pruning rules does not depend on their order, so ``candidates`` equals the
    fixed point of full propagation. Every rule is sound: no number used by a deal
    consistent with the view is ever ruled out. Facts beyond these constraints (e.g.
    that an empty pile forces every unseen card into a row) are not used, so a number of
    posterior 0 may remain a candidate.

    Cost: a view has at most 4 rows and 12 cards of each colour
    (:class:`~gamewidgets.algo.engine.view.AlgoView` refuses others), so at most 12
    hidden cards of a colour. A counting pass looks at no more than 2^12 groups of each
    colour for each group size 1..12 (groups whose first cards already hold too many
    numbers are cut short), and every pass but the last removes at least one of the at
    most 24 x 11 candidate numbers: at most 264 passes. In practice the passes stop far
    sooner and far fewer groups are formed: the slowest view of 24 cards found by a
    search over failed attacks takes well under half a second (tests/test_algo_limits.py
    checks that the largest views stay under 2 s and 500 MB).

    Parameters
    ----------
    view : AlgoView or str
        A view, or its text form.

    Returns
    -------
    Deduction

    Raises
    ------
    ValueError
        (a :class:`ViewError`) if the view is malformed, or propagation shows that no
        deal fits it (a card with no candidate, or k cards of one colour with fewer than
        k numbers left between them).
    """
    if isinstance(view, str):
        view = AlgoView.parse(view)
    eng = _Engine(view)
    eng.unary()
    while eng.propagate() or eng.count():
        pass
    candidates = {}
    for name in view.others:
        candidates[name] = [set(eng.dom[(name, i)]) if s.hidden else {s.number}
                            for i, s in enumerate(view.rows[name])]
    certain = [(r, i, next(iter(eng.dom[(r, i)]))) for r, i in eng.hidden
               if len(eng.dom[(r, i)]) == 1]
    return Deduction(view, candidates, eng.steps, certain, eng.first)
