"""The pure rule functions on plain data behind AlgoGame and AlgoWidget: the attack
records, who wins a round and a game, and the round-end transfers of a pair
(docs/rules/algo.md 4, 5, 7). Every expected value is worked out by hand."""

from __future__ import annotations

from gamewidgets.algo.engine import records, scoring
from gamewidgets.algo.engine.cards import Card, RowCard
from gamewidgets.algo.engine.events import draws_words
from gamewidgets.algo.widgets.panel import slots_by_seat
from gamewidgets.algo.widgets.seats import algo_seats


def row(*tokens):
    """A row from tokens; a lower-case token is face down."""
    return [RowCard(Card.parse(t.upper()), face_up=t.isupper()) for t in tokens]


def test_an_attack_record_is_replaced_on_a_hit_and_on_a_reveal():
    miss = records.attack_record(2, 0, 1, 3, "W", 7, False)
    assert miss == {"round": 2, "attacker": 0, "target": 1, "index": 3, "color": "W",
                    "number": 7, "hit": False, "streak": 0, "revealed": None}
    shown = records.with_revealed(miss, "B4")
    assert shown["revealed"] == "B4" and miss["revealed"] is None  # a copy, not a change
    hit = records.with_hit(records.attack_record(1, 1, 0, 0, "B", 2, True), "B2", 3)
    assert (hit["card"], hit["streak"], hit["hit"]) == ("B2", 3, True)


def test_the_first_player_draw_reads_name_and_card_per_seat():
    assert draws_words(["Ann", "Bob"], ["B3", "W7"]).text("en") == "Ann B3, Bob W7"
    assert draws_words(["Ann", "Bob"], ["B3", "W7"]).text("ja") == "Annは黒3、Bobは白7"


def test_a_round_is_won_by_the_winner_and_in_pair_play_its_partner():
    assert scoring.round_side(1, pair=False) == (1,)
    assert scoring.round_side(1, pair=True) == (1, 3)
    assert scoring.round_side(2, pair=True) == (2, 0)


def test_game_winners_by_chips_round_wins_and_pair_totals():
    chips, wins = [30, 10, 20, 20], [0, 3, 1, 0]
    assert scoring.game_winners(chips, wins, use_chips=True, pair=False) == [0]
    assert scoring.game_winners(chips, wins, use_chips=False, pair=False) == [1]
    # pairs: 30 + 20 = 50 against 10 + 20 = 30 points; 0 + 1 = 1 against 3 + 0 = 3 wins
    assert scoring.game_winners(chips, wins, use_chips=True, pair=True) == [0, 2]
    assert scoring.game_winners(chips, wins, use_chips=False, pair=True) == [1, 3]


def test_each_winner_of_a_pair_takes_from_the_opponents_only():
    # seat 0: 2 cards down, one a 6 -> 10 * 2 + 10 = 30; seat 2: 1 card down -> 10
    rows = [row("b1", "w6", "B9"), row("B0"), row("w3", "B5"), row("W2")]
    got = scoring.side_transfers((0, 2), rows, 4)
    assert [(to, frm, points) for _, to, frm, points, _ in got] == [
        (0, 1, 30), (0, 3, 30), (2, 1, 10), (2, 3, 10)]


def test_seats_people():
    seats = algo_seats([None, "bot:random", None, "bot:random"])
    assert [s.index for s in seats if s.person] == [0, 2]
    assert [s.bot for s in seats[1:] if not s.person] == ["random", "random"]


def test_panel_slots_are_turned_from_view_order_into_seats():
    data = {"slots": [{"player": 0}, {"player": 1}, {"player": 3}], "steps": []}
    # seen from seat 2 of 4: view rows 0, 1, 3 are seats 2, 3, 1
    assert [s["player"] for s in slots_by_seat(data, 2, 4)["slots"]] == [2, 3, 1]
