"""AlgoView: the text form of one player's view and every refusal (docs/rules/algo.md 2, 8)."""

import pytest

from gamewidgets.algo.engine.cards import BLACK, WHITE, Card
from gamewidgets.algo.engine.errors import ViewError
from gamewidgets.algo.engine.view import AlgoView, Slot

EXAMPLE = "me: B0 W4 B7 W9; ann: b? w?-5 B6 w?; deck: 12"


def test_parse_example():
    view = AlgoView.parse(EXAMPLE)
    assert view.me == "me" and view.others == ["ann"] and view.deck == 12
    assert view.drawn is None
    assert view.rows["ann"] == (Slot(BLACK), Slot(WHITE, None, frozenset({5})),
                                Slot(BLACK, 6), Slot(WHITE))
    assert view.hidden_slots() == [("ann", 0), ("ann", 1), ("ann", 3)]
    assert view.seen_keys() == {0, 9, 14, 19, 12}
    assert view.unseen_keys() == [k for k in range(24) if k not in {0, 9, 14, 19, 12}]
    assert view.bounds("ann", 1) == (None, Slot(BLACK, 6))
    # white before B6: W0..W5 (W4 seen, 5 failed) -> W0 W1 W2 W3
    assert view.allowed_keys("ann", 1) == [1, 3, 5, 7]


@pytest.mark.parametrize("text", [
    EXAMPLE,
    "me: B0 W4 B7 W9; ann: b? w?-5 B6 w?; deck: 12; drawn: W5",
    "me: W11; Ann Lee: b?-0-3-10 w?; bob: B1; drawn: B0",
    "me: B2",
])
def test_to_text_round_trips(text):
    view = AlgoView.parse(text)
    assert view.to_text() == text
    assert AlgoView.parse(view.to_text()) == view


def test_lenient_spelling_gives_the_canonical_text():
    view = AlgoView.parse("  me:  b0   w4 ;ann: W?-9-1 ;; drawn: w5 ")
    assert view.to_text() == "me: B0 W4; ann: w?-1-9; drawn: W5"
    assert view.drawn == Card(5, WHITE)


def test_constructor_and_other_me_name():
    view = AlgoView({"Ann": ("B1", "W3"), "Ben": (Slot(BLACK), "W5")}, deck=3, me="Ann")
    assert view.others == ["Ben"] and view.hidden_slots() == [("Ben", 0)]
    assert AlgoView.parse(view.to_text(), me="Ann") == view
    assert str(view) == "Ann: B1 W3; Ben: b? W5; deck: 3"


@pytest.mark.parametrize("text, token, words", [
    ("me: B0 W4; ann: X3", "X3", "is not a card"),
    ("me: B0 W4; ann: b?-", "b?-", "is not a card"),
    ("me: B12", "B12", "numbers are 0 to 11"),
    ("me: B0; ann: w?-3-13", "w?-3-13", "numbers are 0 to 11"),
    ("me: W4 B3", "B3", "sorted"),
    ("me: W3 B3", "B3", "black before white"),
    ("me: B3; ann: B3", "B3", "already in 'me'"),
    ("me: B3; drawn: B3", "B3", "already in 'drawn'"),
    ("ann: b? W3", "me", "There is no row 'me'"),
    ("me: B1 w?; ann: W3", "w?", "your own"),
    ("me: B0 B1; ann: b? B1", "B1", "already in"),
    ("me: B0; ann: b? B1", "b?", "cannot be any card"),
    ("me: B2; ann: B0 w?-0 B1", "w?-0", "cannot be any card"),
    ("me: B1; deck: 30", "30", "too large: only 23"),
    ("me: B1; ann: b? b?; deck: 22", "22", "too large: only 21"),
    ("me: B1; deck: -1", "-1", "whole number"),
    ("me: B1; deck: 2 3", "2 3", "whole number"),
    ("me: B1; drawn: w?", "w?", "one known card"),
    ("me: B1; B2", "B2", "no 'name:'"),
    ("me: B1; me: W2", "me", "appears twice"),
    ("me: B1; deck: 2; deck: 3", "deck", "appears twice"),
    (": B1", ": B1", "not a row name"),
])
def test_malformed_views_name_token_and_reason(text, token, words):
    with pytest.raises(ValueError) as info:
        AlgoView.parse(text)
    assert isinstance(info.value, ViewError)
    assert token in str(info.value) and words in str(info.value)
    assert info.value.text("ja")  # every refusal exists in Japanese too


def test_constructor_refusals():
    with pytest.raises(ValueError, match="not a row name"):
        AlgoView({"me": ("B1",), "deck": ("b?",)})
    with pytest.raises(ValueError, match="not a row name"):
        AlgoView({"me": ("B1",), "a:b": ("b?",)})
    with pytest.raises(ValueError, match="colour"):
        Slot("red")
    with pytest.raises(ValueError, match="0 to 11"):
        Slot(BLACK, None, frozenset({12}))
    with pytest.raises(ValueError, match="is not a card"):
        AlgoView({"me": (Slot(BLACK, 1, frozenset({2})),)})


def test_error_in_japanese():
    with pytest.raises(ViewError) as info:
        AlgoView.parse("me: W4 B3")
    assert "列は小さい順" in info.value.text("ja")
