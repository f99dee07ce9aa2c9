"""Solo play (docs/rules/algo.md 7b), with hand-computed values: the start row, the gap
chances, a card in order, a card out of order, the win, saves and refusals."""

from __future__ import annotations

import json
import math
import re
from fractions import Fraction

import pytest

from gamewidgets.algo import AlgoRuleError, AlgoSolo, Card, SoloRules, gap_chances, play_solo
from gamewidgets.algo.bots import LikeliestGapBot
from gamewidgets.algo.engine.solo import place
from gamewidgets.core.codec import SaveError
from gamewidgets.core.engine import TERMINAL
from gamewidgets.core.rng import make_rng

F = Fraction


def cards(text):
    return [Card.parse(t) for t in text.split()]


def rig(row, pile, **rules):
    """A solo game whose row is ``row`` and whose pile lists the top card first (the top
    card is drawn)."""
    g = AlgoSolo(seed=0, rules=SoloRules(**rules))
    g.row, g.pile, g.events, g.wrong = cards(row), cards(pile)[::-1], [], None
    g._draw()
    return g


def test_start_row_is_the_last_cards_of_the_shuffle_sorted():
    g = AlgoSolo(seed=7)
    deck = sorted(cards(" ".join(f"{c}{n}" for c in "BW" for n in range(12))),
                  key=lambda c: c.key)
    make_rng(7).shuffle(deck)
    assert g.row == sorted(deck[-4:], key=lambda c: c.key)
    assert g.drawn == deck[-5] and len(g.pile) == 19
    assert g.score == 4 and g.current_player == 0
    assert [len(AlgoSolo(seed=1, rules=SoloRules(start=s)).row) for s in (0, 1, 10)] == [0, 1, 10]


def test_gap_chances_by_hand():
    # row B2 W3 W8 B9 (keys 4 7 17 18; key = 2 x number, +1 for white). The 10 unseen
    # white cards: W0 W1 (keys 1 3) below B2, W2 (5) between B2 and W3, W4..W7 (9..15)
    # between W3 and W8, none between W8 and B9, W9 W10 W11 (19..23) above B9
    row = cards("B2 W3 W8 B9")
    assert gap_chances(row, "white") == [F(2, 10), F(1, 10), F(4, 10), F(0), F(3, 10)]
    # the 10 unseen black: B0 B1 | B3 | B4 B5 B6 B7 B8 (keys 8..16 < 17) | - | B10 B11
    assert gap_chances(row, "black") == [F(2, 10), F(1, 10), F(5, 10), F(0), F(2, 10)]
    assert gap_chances([], "black") == [F(1)]


def test_the_gaps_chances_are_written_over_one_denominator():
    from gamewidgets.core.text import fractions_over_one_whole

    chances = [F(2, 10), F(1, 10), F(4, 10), F(0), F(3, 10)]  # 1/5, 1/10, 2/5, 0, 3/10
    assert fractions_over_one_whole(chances, "ja") == ["10分の2", "10分の1", "10分の4", "0",
                                                       "10分の3"]
    assert fractions_over_one_whole(chances, "en") == ["2/10", "1/10", "4/10", "0", "3/10"]
    assert fractions_over_one_whole([F(1)], "ja") == ["1"]
    assert fractions_over_one_whole([F(1, 2), F(1, 3), F(1, 6)], "en") == ["3/6", "2/6", "1/6"]


def test_in_order_goes_on_out_of_order_ends():
    g = rig("B2 W3 W8 B9", "W5 W7 B0")
    assert g.observation(0)["drawn_color"] == "white"
    assert g.chances() == [F(2, 10), F(1, 10), F(4, 10), F(0), F(3, 10)]
    ev = g.place(2)                               # W5 between W3 and W8: in order
    assert [e.kind for e in ev] == ["solo_placed", "solo_drew"]
    assert [c.token for c in g.row] == ["B2", "W3", "W5", "W8", "B9"] and g.score == 5
    ev = g.place(5)                               # W7 goes at place 4, not at the end
    assert [e.kind for e in ev] == ["solo_wrong"]
    assert ev[0].data == {"player": 0, "card": "W7", "given": 6, "correct": 4, "score": 5}
    assert g.is_terminal and g.current_player == TERMINAL and g.score == 5
    assert g.returns() == [0.0] and g.legal_actions() == []
    assert g.wrong == {"card": "W7", "position": 5, "correct": 3}


def test_all_placed_wins():
    g = rig("B0 W0 B1 W1 B2 W2 B3 W3 B4 W4 B5 W5 B6 W6 B7 W7 B8 W8 B9 W9 B10 W10",
            "W11 B11")
    g.place(22)
    ev = g.place(22)                              # B11 before W11
    assert [e.kind for e in ev] == ["solo_placed", "solo_won"]
    assert g.won and g.score == 24 and g.returns() == [1.0] and g.is_terminal


def test_the_drawn_number_is_never_shown():
    g = rig("B2 W3 W8 B9", "W5 W7 B0")
    obs = g.observation(0, "en")
    assert "W5" not in json.dumps(obs) and obs["pile"] == 2


def test_refusals_leave_the_game_as_it_was():
    g = rig("B2 W3", "W5 W7")
    before = g.to_dict()
    for action, needle in [(place(3), "position=3"), (place(-1), "position=-1"),
                           ({"type": "attack"}, "place"), (place(True), "position=True"),
                           ({**place(0), "player": 1}, "player")]:
        with pytest.raises(AlgoRuleError) as info:
            g.apply(action)
        assert needle in str(info.value) and g.to_dict() == before
        assert info.value.text("ja") != str(info.value)
    with pytest.raises(ValueError):
        SoloRules(start=24)


def test_saves_round_trip_and_refuse_what_no_play_reaches():
    g = AlgoSolo(seed=3)
    g.place(0)
    data = json.loads(json.dumps(g.to_dict()))
    assert AlgoSolo.from_dict(data) == g
    bad = json.loads(json.dumps(data))
    bad["state"]["row"] = bad["state"]["row"][::-1]
    with pytest.raises(SaveError):
        AlgoSolo.from_dict(bad)


def test_likeliest_gap_bot_takes_the_best_gap():
    g = rig("B2 W3 W8 B9", "W5")
    assert LikeliestGapBot(0).act(g, 0) == place(2)      # 4/10, the largest
    finished = play_solo(seed=11)
    assert finished.is_terminal and 4 <= finished.score <= 24


# ---- the widget ------------------------------------------------------------------------------
def widget_state(w):
    return {k: v for k, v in w.get_state().items() if not k.startswith("_")}


def test_solo_widget_places_by_intent_and_shows_chances_on_demand():
    from gamewidgets.algo import AlgoSoloWidget

    w = AlgoSoloWidget(seed=7, lang="ja")
    g = w.game
    assert w.mode == "solo" and w.row == [c.token for c in g.row] and w.chances is None
    w._handle({"type": "show_chances", "show": "on"})
    # a Japanese class writes a chance 5分の1, never 1/5, and the gaps over one denominator
    den = math.lcm(*(c.denominator for c in g.chances()))
    assert w.chances == [f"{den}分の{int(c * den)}" if c.denominator > 1
                         else str(c) for c in g.chances()]
    assert all(re.fullmatch(r"\d+分の\d+|[01]", c) for c in w.chances)
    w.lang = "en"
    assert w.chances == [f"{int(c * den)}/{den}" if c.denominator > 1 else str(c)
                         for c in g.chances()]
    w.lang = "ja"
    right = g.row.index(next(c for c in g.row if c.key > g.drawn.key)) \
        if any(c.key > g.drawn.key for c in g.row) else len(g.row)
    w._handle({"type": "place", "player": 0, "position": right})
    assert w.score == 5 and w.error is None and "でした。" in w.status
    before = widget_state(w)
    w._on_msg(w, {"type": "place", "player": 0, "position": 99}, [])
    assert w.error is not None and "position=99" in w.error["message"]
    assert {k: v for k, v in widget_state(w).items() if k != "error"} == \
        {k: v for k, v in before.items() if k != "error"}
    w._on_msg(w, {"type": "place", "player": 1, "position": 0}, [])
    assert "player" in w.error["message"]
    w.new_game(seed=8)
    assert w.game.seed == 8 and w.score == 4
    w.lang = "en"
    assert "draw" in w.status


def test_solo_widget_syncs_where_a_wrongly_placed_card_belonged():
    """The view draws the card that broke the order where it belonged (js/algo/solo.js):
    the ``wrong`` trait carries it once the game is over, and the labels word it."""
    from gamewidgets.algo import AlgoSoloWidget

    w = AlgoSoloWidget(seed=7)
    g = w.game
    right = sum(c.key < g.drawn.key for c in g.row)
    token = g.drawn.token
    w.place(0 if right else 1)
    assert w.over and w.wrong == {"card": token, "position": 0 if right else 1,
                                  "correct": right}
    assert w.labels["algo.ui.solo_belongs"] == "{card} belongs here, at place {n}"
    w.lang = "ja"
    assert w.labels["algo.ui.solo_here"] == "ここ"


def test_solo_widget_never_syncs_the_drawn_number():
    from gamewidgets.algo import AlgoSoloWidget

    for seed in range(6):
        w = AlgoSoloWidget(seed=seed, chances=True)
        while not w.over:
            g = w.game
            synced = json.dumps(widget_state(w), sort_keys=True)
            # the same state whatever the drawn card of that colour is
            others = [c for c in g.pile if c.color == g.drawn.color]
            if others:
                drawn, i = g.drawn, g.pile.index(others[0])
                g.drawn, g.pile[i] = others[0], drawn
                w._sync()
                assert json.dumps(widget_state(w), sort_keys=True) == synced
                g.drawn, g.pile[i] = drawn, others[0]
                w._sync()
            w.place(LikeliestGapBot(seed).act(g, 0)["position"])
