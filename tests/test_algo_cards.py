"""Cards, the order rule and the rules options of algo (docs/rules/algo.md sections 1-3, 6)."""

from __future__ import annotations

import pytest

from gamewidgets.algo import BLACK, WHITE, AlgoRules, Card, RowCard, all_cards, insertion_index


def test_key_and_token():
    assert Card(3, BLACK).key == 6 and Card(3, WHITE).key == 7
    assert Card(0, BLACK).key == 0 and Card(11, WHITE).key == 23
    assert Card(3, BLACK).token == "B3" and Card(11, WHITE).token == "W11"
    assert str(Card(5, WHITE)) == "W5"


def test_black_before_white_for_equal_numbers():
    assert Card(3, BLACK) < Card(3, WHITE) < Card(4, BLACK)
    assert Card(4, BLACK) > Card(3, WHITE) >= Card(3, WHITE)
    assert sorted([Card(3, WHITE), Card(4, BLACK), Card(3, BLACK)]) == [
        Card(3, BLACK), Card(3, WHITE), Card(4, BLACK)]


def test_from_key_and_parse():
    for k in range(24):
        card = Card.from_key(k)
        assert card.key == k and Card.parse(card.token) == card
    assert Card.parse("w11") == Card(11, WHITE) and Card.parse(" B0 ") == Card(0, BLACK)
    for bad in ("B12", "X3", "B", "W-1", "B03", "", "b?", 3):
        with pytest.raises(ValueError):
            Card.parse(bad)
    for bad in (-1, 24, True, "3"):
        with pytest.raises(ValueError):
            Card.from_key(bad)


def test_bad_cards():
    for number, color in ((12, BLACK), (-1, WHITE), (True, BLACK), (3, "red")):
        with pytest.raises(ValueError):
            Card(number, color)


def test_all_cards():
    cards = all_cards()
    assert len(cards) == 24 == len(set(cards))
    assert [c.key for c in cards] == list(range(24))
    assert cards[:4] == [Card(0, BLACK), Card(0, WHITE), Card(1, BLACK), Card(1, WHITE)]


def test_insertion_index():
    row = [Card.parse(t).key for t in ["B0", "W3", "B7", "W9"]]
    assert insertion_index(row, Card.parse("B3").key) == 1   # black 3 before white 3
    assert insertion_index(row, Card.parse("W7").key) == 3   # white 7 after black 7
    assert insertion_index(row, Card.parse("W0").key) == 1
    assert insertion_index(row, Card.parse("W11").key) == 4
    assert insertion_index([], 5) == 0


def test_row_card_copy_is_independent():
    rc = RowCard(Card(2, BLACK), False, {3})
    other = rc.copy()
    other.failed.add(4)
    other.face_up = True
    assert rc.failed == {3} and not rc.face_up


def test_rules_defaults_and_helpers():
    r = AlgoRules()
    assert [r.deal_size(n) for n in (2, 3, 4)] == [4, 4, 4]
    assert [AlgoRules(deal_sizes="three").deal_size(n) for n in (2, 3, 4)] == [4, 3, 3]
    assert [AlgoRules(mode="pair").deal_size(n) for n in (2, 3, 4)] == [6, 6, 6]
    assert [r.starting_chips_for(n) for n in (2, 3, 4)] == [400, 230, 200]
    assert [r.rounds_for(n) for n in (2, 3, 4)] == [2, 3, 4]
    assert r.with_options(rounds=1).rounds_for(4) == 1
    assert (r.empty_pile, r.chips, r.arrange_own_row, r.misplace_penalty) == (
        "own_card", False, False, 50)
    assert AlgoRules.from_dict(r.to_dict()) == r
    custom = AlgoRules(deal_sizes=[5, 4, 3], empty_pile="guess_only", chips=True)
    assert AlgoRules.from_dict(custom.to_dict()) == custom and custom.deal_sizes == (5, 4, 3)


@pytest.mark.parametrize("bad", [
    {"deal_sizes": (13, 3, 3)}, {"deal_sizes": (4, 9, 3)}, {"deal_sizes": (4, 3, 7)},
    {"deal_sizes": (0, 3, 3)}, {"deal_sizes": (4, 3)}, {"empty_pile": "pass"},
    {"starting_chips": (1, 2)}, {"rounds": 0}, {"rounds": 1.5}, {"chips": "yes"},
    {"misplace_penalty": -5},
])
def test_rules_validation(bad):
    with pytest.raises(ValueError) as info:
        AlgoRules(**bad)
    assert next(iter(bad)) in str(info.value)


def test_rules_from_dict_unknown_option():
    with pytest.raises(TypeError):
        AlgoRules.from_dict({"jokers": True})
