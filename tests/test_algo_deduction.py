"""deduce(): hand-computed steps for every reason kind, sentences, and the fixed point
compared with an independent full-propagation reference (docs/rules/algo.md section 8)."""

import random

import pytest

from gamewidgets.algo.engine.cards import Card
from gamewidgets.algo.engine.deduction import REASONS, deduce
from gamewidgets.algo.engine.inference import join, ordinal, slot_name
from gamewidgets.algo.engine.view import AlgoView, Slot


def test_ordinals_and_slot_names():
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st",
        "111th"]
    assert slot_name("ann", 1) == "ann's 2nd card"
    assert slot_name("me", 2) == "your 3rd card"
    assert slot_name("ann", 1, "ja") == "annの左から2枚目"
    assert slot_name("me", 0, "ja") == "あなたの左から1枚目"
    assert join([0, 3, 7]) == "0, 3 or 7" and join([1, 2], word="and") == "1 and 2"
    assert join([0, 3, 7, 9]) == "0, 3, 7 or 9" and join([5]) == "5"
    # Japanese lists with the list separator every game uses (core.list.sep), the last
    # item joined with か ("or") or と ("and")
    assert join([0, 3, 7], "ja") == "0、3か7" and join([0, 3, 7], "ja", word="and") == "0、3と7"


def test_issue_example_step_by_step():
    d = deduce("me: B0 W4 B7 W9; ann: b? w?-5 B6 w?; deck: 12")
    got = [(s.row, s.index, sorted(s.eliminated), s.reason) for s in d.steps]
    assert got == [
        ("ann", 0, [0, 6, 7], "seen"),
        ("ann", 1, [4, 9], "seen"),
        ("ann", 3, [4, 9], "seen"),
        ("ann", 1, [5], "failed_guess"),
        ("ann", 0, [8, 9, 10, 11], "order"),       # black left of B6: at most 5
        ("ann", 1, [6, 7, 8, 10, 11], "order"),    # white left of B6: at most 5
        ("ann", 3, [0, 1, 2, 3, 5], "order"),      # white right of B6: at least 6
        ("ann", 1, [0], "propagation"),            # right of ann's 1st (>= B1)
        ("ann", 0, [4, 5], "propagation"),         # left of ann's 2nd (<= W3)
    ]
    assert d.candidates == {"ann": [{1, 2, 3}, {1, 2, 3}, {6}, {6, 7, 8, 10, 11}]}
    assert d.certain == []
    assert d.steps[0].text() == ("ann's 1st card is black; B0, B6 and B7 can be seen (in your "
                                 "row and face up), so it is not 0, 6 or 7.")
    assert d.steps[3].text() == ("ann's 2nd card was attacked with 5 and the answer was no, "
                                 "so it is not 5.")
    assert d.steps[6].text() == ("ann's 4th card is white and lies right of B6, so it is at "
                                 "least 6.")
    # a chain, said as one: because this card is at least ..., its neighbour is ...
    assert d.steps[7].text() == ("Because ann's 1st card is at least B1, ann's 2nd "
                                 "card (white, right of it) is at least 1.")
    assert d.steps[8].text("ja") == ("annの左から2枚目は大きくても白3なので、"
                                     "annの左から1枚目（そのすぐ左の黒のカード）は3以下。")
    assert d.steps[0].text("ja") == ("annの左から1枚目は黒のカード。黒0、黒6と黒7は見えている"
                                     "（自分の列と表向き）ので、0・6・7のどれでもない。")
    # the white cards seen are listed once (ann's 2nd card), then referred back to
    assert d.steps[1].text() == ("ann's 2nd card is white; W4 and W9 can be seen (in your "
                                 "row), so it is not 4 or 9.")
    assert d.steps[2].text() == ("ann's 4th card is white too: the white cards listed for "
                                 "ann's 2nd card can be seen, so it is not 4 or 9.")
    assert d.steps[2].text("ja") == ("annの左から4枚目も白のカード。annの左から2枚目のところで"
                                     "挙げた白のカードが見えているので、4と9のどちらでもない。")
    # the sentence states the order's own range (at most 5), not what is left after the
    # earlier steps ruled out 4 (seen) and 5 (failed guess)
    assert d.steps[5].text() == ("ann's 2nd card is white and lies left of B6, so it is at "
                                 "most 5.")
    assert d.steps[5].text("ja") == "annの左から2枚目は白で、黒6より左にあるので、5以下。"
    assert d.eliminated("ann", 0) == {0: "seen", 4: "propagation", 5: "propagation",
                                      6: "seen", 7: "seen", 8: "order", 9: "order",
                                      10: "order", 11: "order"}
    assert d.eliminated("ann", 2) == {n: "seen" for n in range(12) if n != 6}
    with pytest.raises(KeyError):
        d.eliminated("me", 0)
    assert d.steps[0].to_dict() == {"row": "ann", "index": 0, "eliminated": [0, 6, 7],
                                    "reason": "seen", "text": d.steps[0].text()}


def test_order_between_known_cards_makes_cards_certain():
    d = deduce("me: B3 W3 W4 W8 W9 B10 W10; ann: w? B1 b? W2 b? B5")
    assert d.certain == [("ann", 0, 0), ("ann", 2, 2), ("ann", 4, 4)]
    order = [s for s in d.steps if s.reason == "order"]
    assert order[1].text() == ("ann's 3rd card is black and lies between B1 and W2, so it is "
                               "exactly 2. Only B2 is left: it is certain.")
    assert order[1].text("ja") == ("annの左から3枚目は黒で、黒1と白2の間にあるので、ちょうど2。"
                                   "残るのは黒2だけなので、確定。")


def test_failed_guesses_only():
    d = deduce("me: B0; ann: w?-3-4")
    assert [(s.reason, sorted(s.eliminated)) for s in d.steps] == [("failed_guess", [3, 4])]
    assert d.steps[0].text() == ("ann's 1st card was attacked with 3 and 4 and the answer was "
                                 "no, so it is not 3 or 4.")
    assert d.candidates["ann"][0] == set(range(12)) - {3, 4}


def test_counting_certain_card_removes_its_number_elsewhere():
    # ann's 1st is black below W1, B0 seen: B1 certain; so bob's black card is not 1
    d = deduce("me: B0 B2 W5; ann: b? W1; bob: b? W6")
    counting = [s for s in d.steps if s.reason == "counting"]
    assert [(s.row, s.index, sorted(s.eliminated)) for s in counting] == [("bob", 0, [1])]
    assert counting[0].data["slots"] == [["ann", 0]]
    assert counting[0].text() == ("ann's 1st card can only be B1, so no other black card is 1: "
                                  "bob's 1st card is not 1.")
    assert d.candidates["bob"][0] == {3, 4, 5, 6}


def test_counting_pigeonhole_two_cards_two_numbers():
    # ann's and bob's black cards can only be 2 or 3 between them: cy's loses 2 and 3
    d = deduce("me: B0 B1 W11; ann: b? W3; bob: b?-4 W4; cy: b? W9")
    counting = [s for s in d.steps if s.reason == "counting"]
    assert len(counting) == 1
    step = counting[0]
    assert (step.row, step.index, sorted(step.eliminated)) == ("cy", 0, [2, 3])
    assert step.data["slots"] == [["ann", 0], ["bob", 0]] and step.data["numbers"] == [2, 3]
    assert step.text() == ("ann's 1st card and bob's 1st card are 2 black cards with only 2 "
                           "numbers left between them (2 and 3), so they use up those numbers: "
                           "cy's 1st card is not 2 or 3.")
    assert step.text("ja") == ("annの左から1枚目とbobの左から1枚目の2枚の黒のカードには2と3の"
                               "2個の数字しか残っていないので、その数字は全部そこで使われる。"
                               "だからcyの左から1枚目は2と3のどちらでもない。")
    assert d.candidates["cy"][0] == {4, 5, 6, 7, 8, 9}
    assert d.eliminated("cy", 0)[2] == "counting"


def test_reason_order_is_a_teaching_sequence():
    d = deduce("me: B1 B2 B4 W7 B9 W10; ann: W4 b? b? B8 W8 B10; bob: b? W2 W5 B6 b? w?")
    reasons = [s.reason for s in d.steps]
    first_of = {r: reasons.index(r) for r in set(reasons)}
    assert first_of["seen"] < first_of["order"] < first_of["propagation"] < first_of["counting"]
    assert set(reasons) <= set(REASONS)
    assert d.certain == [("ann", 1, 5), ("ann", 2, 7), ("bob", 0, 0), ("bob", 4, 11),
                         ("bob", 5, 11)]
    data = d.to_dict("ja")
    assert len(data["slots"]) == 12 and len(data["steps"]) == len(d.steps)
    assert data["certain"][0] == ["ann", 1, 5]


def test_inconsistent_views_raise():
    with pytest.raises(ValueError, match="No deal"):
        deduce("me: B0 B1 B4; ann: B2 b? b? W3")  # two black cards between B2 and W3
    with pytest.raises(ValueError, match="No deal"):
        deduce("me: B0 B1; ann: b? W2; bob: b? B3")  # both can only be B2


# --- independent reference: arc consistency + matching-based all-different -----------

def _reference(view: AlgoView):
    """Full propagation written the slow, obvious way; None if a domain empties."""
    seen = view.seen_keys()
    hidden = view.hidden_slots()
    color = {s: view.rows[s[0]][s[1]].color for s in hidden}

    def key(s, n):
        return Card(n, color[s]).key

    dom = {}
    for s in hidden:
        slot = view.rows[s[0]][s[1]]
        left, right = view.bounds(*s)
        lo = -1 if left is None else left.card.key
        hi = 24 if right is None else right.card.key
        dom[s] = {n for n in range(12) if key(s, n) not in seen and n not in slot.excluded
                  and lo < key(s, n) < hi}

    def match(slots, fixed):
        """Is there an all-different assignment of ``slots`` with ``fixed`` applied?"""
        owner = {}

        def augment(s, visited):
            for n in ([fixed[1]] if s == fixed[0] else dom[s]):
                if n not in visited:
                    visited.add(n)
                    if n not in owner or augment(owner[n], visited):
                        owner[n] = s
                        return True
            return False
        return all(augment(s, set()) for s in slots)

    changed = True
    while changed:
        changed = False
        if any(not d for d in dom.values()):
            return None
        for (r, i) in hidden:
            for j in (i - 1, i + 1):
                if (r, j) in dom:
                    keep = {n for n in dom[(r, i)] if any(
                        key((r, j), m) < key((r, i), n) if j < i
                        else key((r, j), m) > key((r, i), n) for m in dom[(r, j)])}
                    if keep != dom[(r, i)]:
                        dom[(r, i)], changed = keep, True
        for s in hidden:
            same = [x for x in hidden if color[x] == color[s]]
            keep = {n for n in dom[s] if match(same, (s, n))}
            if keep != dom[s]:
                dom[s], changed = keep, True
    return dom


def _random_view(rng: random.Random) -> AlgoView:
    """A view from a random deal, or (half the time) with arbitrary hidden colours."""
    keys = rng.sample(range(24), 24)
    rows = {}
    for name in ["me", "ann", "bob", "cy"][:rng.randint(2, 4)]:
        row = sorted(keys.pop() for _ in range(rng.randint(1, 5)))
        slots = []
        for k in row:
            c = Card.from_key(k)
            if name == "me" or rng.random() < 0.3:
                slots.append(Slot(c.color, c.number))
            else:
                ex = {n for n in range(12) if rng.random() < 0.1}
                if rng.random() < 0.5:
                    ex.discard(c.number)
                color = c.color
                if rng.random() < 0.2:  # a colour no deal may give: inconsistent views too
                    color = "white" if color == "black" else "black"
                slots.append(Slot(color, None, frozenset(ex)))
        rows[name] = tuple(slots)
    return AlgoView(rows)


def test_fixed_point_equals_full_propagation_reference():
    rng = random.Random(3)
    compared = raised = 0
    while compared < 1000:
        try:
            view = _random_view(rng)
        except ValueError:
            continue
        ref = _reference(view)
        if ref is None:
            with pytest.raises(ValueError):
                deduce(view)
            raised += 1
            continue
        d = deduce(view)
        for (r, i), cands in ref.items():
            assert d.candidates[r][i] == cands, view.to_text()
        compared += 1
    assert raised >= 5  # the inconsistent path was exercised


def test_order_sentences_state_the_bound_they_use():
    """An order/propagation step's stated range is the order bound itself: every number
    it eliminates lies outside it, and its bound alone gives exactly that range."""
    rng = random.Random(5)
    checked = 0
    for _ in range(300):
        keys = rng.sample(range(24), 14)
        me, ann, bob = sorted(keys[:4]), sorted(keys[4:9]), sorted(keys[9:14])
        def row(ks, p):
            return " ".join(Card.from_key(k).token if rng.random() < p
                            else ("b?" if k % 2 == 0 else "w?") for k in ks)
        text = f"me: {row(me, 1)}; ann: {row(ann, 0.3)}; bob: {row(bob, 0.2)}"
        for st in deduce(text).steps:
            if st.reason not in ("order", "propagation"):
                continue
            color, d = st.data["color"], st.data
            if st.reason == "order":
                low = -1 if d["left"] is None else Card.parse(d["left"]).key
                high = 24 if d["right"] is None else Card.parse(d["right"]).key
            elif d["side"] == "left":
                low, high = Card.parse(d["bound"]).key, 24
            else:
                low, high = -1, Card.parse(d["bound"]).key
            inside = [n for n in range(12) if low < Card(n, color).key < high]
            assert (d["low"], d["high"]) == (min(inside), max(inside)), st.text()
            assert all(not d["low"] <= n <= d["high"] for n in st.eliminated), st.text()
            checked += 1
    assert checked > 300


def test_no_world_errors_read_in_one_language():
    """The reason inside a "no deal fits" error is worded in the language asked for (it
    used to be fixed in English inside a Japanese sentence)."""
    # (ann's two black cards must both be B9: 13 black cards in all are refused sooner,
    # as more than the game has)
    with pytest.raises(ValueError) as info:
        deduce("me: B0 B1 B2 B3 B4 B5 B6 B7 B8; ann: b? b? W9")
    assert info.value.text("en") == ("No deal of the unseen cards fits this view: ann's 2nd "
                                     "card has no number left.")
    assert info.value.text("ja") == ("この盤面に合うカードの配り方はありません："
                                     "annの左から2枚目に入る数字が残っていません。")
    assert str(info.value) == info.value.text("en")


def test_eliminated_refuses_a_position_outside_the_row_with_a_clear_sentence():
    d = deduce("me: B0 W4 B7 W9; ann: b? w?-5 B6 w?; deck: 12")
    for bad in (4, 9, -1, "2", True):
        with pytest.raises(IndexError) as info:
            d.eliminated("ann", bad)
        text = str(info.value)
        assert text.startswith(f"index={bad!r} is not a card of ann's row"), text
        assert "ann has 4 cards" in text and "index 0 (the 1st card" in text
        assert "3 (the 4th card" in text and "count from 0" in text
        assert "4枚" in info.value.text("ja")
    with pytest.raises(KeyError) as info:
        d.eliminated("bob", 0)
    assert str(info.value).startswith("There is no deduction for the row 'bob'")
    assert "ann" in str(info.value) and "'me'" in str(info.value)
    assert d.eliminated("ann", 3) == d.eliminated("ann", 3)
