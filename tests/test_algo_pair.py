"""Pair play (docs/rules/algo.md 7), with hand-computed values: the toss, the own attack
card, the pair's round win, chips of a pair, and what a toss shows to whom."""

from __future__ import annotations

import json
import pathlib

import pytest

from gamewidgets.algo import (
    ATTACK,
    TOSS,
    TOSS_CALL,
    AlgoGame,
    AlgoRuleError,
    AlgoRules,
    Card,
    RowCard,
    call_toss_action,
    deduce,
    skip_toss_action,
    toss_action,
)
from gamewidgets.algo.bots import ProbabilisticBot
from gamewidgets.algo.bots.toss import good_tosses, toss_view, uncertainty
from gamewidgets.algo.engine.observation import SECRETS
from gamewidgets.core.events import seen_by

ROWS = ["B0 W2 B5 W9", "B1 W4", "W1 B7", "B3 W6"]


def rig(rows=ROWS, current=0, **rules):
    rules.setdefault("skip_toss", False)  # the partner tosses at once (the skip: its own tests)
    g = AlgoGame(4, seed=0, rules=AlgoRules(mode="pair", **rules),
                 names=["Ann", "Ben", "Cy", "Dee"])
    g.rows = [[RowCard(Card.parse(tok.rstrip("*")), tok.endswith("*")) for tok in r.split()]
              for r in rows]
    g.pile, g.events, g.history, g.tosses = [], [], [], []
    g._start_turn(current)
    return g


def unchanged(g, call, *needles):
    before = g.to_dict()
    with pytest.raises(AlgoRuleError) as info:
        call()
    assert g.to_dict() == before
    for needle in needles:
        assert needle in str(info.value), str(info.value)


def test_deal_six_each_no_pile_and_the_first_toss():
    g = AlgoGame(4, seed=5, rules=AlgoRules(mode="pair", skip_toss=False))
    assert [len(r) for r in g.rows] == [6, 6, 6, 6] and g.pile_size == 0
    assert g.drawn is None and g.cards_accounted() == 24
    first = g.first_player
    # the attacker calls toss: the partner (opposite seat) acts first
    assert g.phase == TOSS and g.current_player == (first + 2) % 4
    assert g.legal_actions() == [toss_action((first + 2) % 4, i) for i in range(6)]
    assert [e.kind for e in g.events][-3:] == ["turn", "pair_turn", "toss_asked"]
    # told as it happens: the attack and the partner's card are still to come, and the
    # card shown is said once, when it is shown
    assert [e.text("ja") for e in g.events][-2:] == [
        "プレーヤー2は山札から引かず、自分の伏せたカードでアタックする（ペアプレーには山札がない）。",
        "プレーヤー2は「トス」と言った。パートナーのプレーヤー4が、プレーヤー2に見せるカードを1枚選ぶ。"]
    assert [e.text("ja") for e in g.toss(2)] == [
        "プレーヤー4は自分の列の左から3枚目をプレーヤー2に見せた：白7。"]
    restored = AlgoGame.from_dict(json.loads(json.dumps(g.to_dict())))
    assert restored == g and restored.tosses == [[first, (first + 2) % 4, 2]]
    assert restored.view(first) == g.view(first)


def test_pair_play_needs_four_players_and_own_cards():
    with pytest.raises(ValueError, match="4 players"):
        AlgoGame(3, rules=AlgoRules(mode="pair"))
    with pytest.raises(ValueError, match="own_card"):
        AlgoRules(mode="pair", empty_pile="guess_only")
    with pytest.raises(ValueError, match="mode"):
        AlgoRules(mode="team")


def test_a_round_of_pair_play_with_chips():
    g = rig(chips=True, rounds=1)
    g.chips = [200, 200, 200, 200]              # 400 per pair
    assert (g.phase, g.current_player) == (TOSS, 2)
    unchanged(g, lambda: g.toss(5), "index=5", "0, 1")
    unchanged(g, lambda: g.apply({"type": "attack", "player": 0, "target": 1, "index": 0,
                                  "number": 1, "own_index": 0}), "attack")
    ev = g.toss(1)                              # Cy shows Ann her B7
    assert ev[0].kind == "tossed" and ev[0].data["card"] == "B7"
    assert (g.phase, g.current_player) == (ATTACK, 0)
    unchanged(g, lambda: g.attack(2, 0, 1, own_index=0), "partner", "target=1 (Ben)")
    unchanged(g, lambda: g.attack(1, 0, 1), "own_index")
    g.attack(1, 0, 1, own_index=0)              # hit B1: +10 from Ben
    g.attack(1, 1, 4)                           # hit W4: +20 from Ben; Ben out
    assert g.out == [False, True, False, False]
    g.stay()
    # Ben is out: Cy attacks next, after Ann (her partner) tosses
    assert (g.phase, g.current_player) == (TOSS, 0)
    g.toss(0)                                   # Ann shows Cy her B0
    g.attack(3, 0, 2, own_index=0)              # miss: Cy's own W1 goes face up
    assert g.rows[2][0].face_up and g.history[-1]["revealed"] == "W1"
    # Dee's partner Ben is out: Dee plays on alone, with no toss
    assert (g.phase, g.current_player) == (ATTACK, 3)
    g.attack(2, 1, 7, own_index=0)              # hit B7: +10 from Cy; Cy out
    g.attack(0, 3, 9)                           # hit W9: +20 from Ann
    g.stay()
    assert (g.phase, g.current_player) == (ATTACK, 0)   # Cy out: no toss for Ann
    g.attack(3, 1, 6, own_index=1)              # hit W6: +10, and +10 for a 6, from Dee
    ev = g.attack(3, 0, 3)                      # hit B3: +20 from Dee; both opponents out
    assert "pair_round_won" in [e.kind for e in ev]
    assert g.round_winner == 0 and g.round_wins == [1, 0, 1, 0]
    # Ann's B0, W2, B5 are still face down: 30 from each opponent (Cy has none left)
    assert g.chips == [250 + 60, 170 - 30, 190, 190 - 30]
    assert sum(g.chips) == 800
    assert g.is_terminal and g.winners == [0, 2] and g.returns() == [0.5, 0, 0.5, 0]


def test_the_attacker_may_skip_the_toss_once_it_is_not_needed():
    # 「トスの必用がなくなれば、省略してアタックをしてもかまいません」 (docs/rules/algo.md 7)
    assert AlgoRules().skip_toss is True
    g = rig(skip_toss=True)
    assert (g.phase, g.current_player) == (TOSS_CALL, 0)
    assert g.legal_actions() == [call_toss_action(0), skip_toss_action(0)]
    assert g.legal_actions(2) == []
    unchanged(g, lambda: g.apply(skip_toss_action(2)), "player=2")
    unchanged(g, lambda: g.toss(1), "toss(index)")
    ev = g.skip_toss()
    assert [e.kind for e in ev] == ["toss_skipped"] and g.tosses == []
    assert (g.phase, g.current_player) == (ATTACK, 0)
    assert ev[0].text("en") == "Ann needs no toss and attacks at once."
    # or she calls for it: then Cy, her partner, shows a card as before
    g = rig(skip_toss=True)
    assert [e.kind for e in g.call_toss()] == ["toss_asked"]
    assert (g.phase, g.current_player) == (TOSS, 2)
    g.toss(1)
    assert (g.phase, g.current_player) == (ATTACK, 0) and g.tosses == [[0, 2, 1]]
    # no choice without the toss, nor with the partner out
    assert rig(skip_toss=True, toss=False).phase == ATTACK
    assert rig(["B0 W2", "B1 W4", "W1*", "B3"], skip_toss=True).phase == ATTACK


def test_bots_skip_the_toss_when_it_can_tell_nothing_more():
    from gamewidgets.algo.bots.toss import toss_needed

    g = rig(skip_toss=True)
    assert toss_needed(g, 0)
    assert ProbabilisticBot(seed=1).act(g, 0) == call_toss_action(0)
    assert ProbabilisticBot(seed=1, use_toss=False).act(g, 0) == skip_toss_action(0)
    # Cy showed both her face-down cards this round: a toss would tell Ann nothing new
    g.tosses = [[0, 2, 0], [0, 2, 1]]
    assert not toss_needed(g, 0)
    assert ProbabilisticBot(seed=1).act(g, 0) == skip_toss_action(0)
    # every opponent card certain for Ann (Ben's hidden card lies between B1 and B2: W1;
    # Dee's between B3 and B4: W3): nothing left to learn either
    g = rig(["B0 W2 B5 W9", "B1* W1 B2*", "W4 B7", "B3* W3 B4*"], skip_toss=True)
    assert not toss_needed(g, 0)
    assert ProbabilisticBot(seed=1).act(g, 0) == skip_toss_action(0)


def test_without_toss_the_attacker_attacks_at_once():
    g = rig(toss=False)
    assert (g.phase, g.current_player) == (ATTACK, 0)
    assert not any(a["type"] == "toss" for a in g.legal_actions())


def test_a_pair_round_is_lost_when_both_partners_are_out():
    g = rig(["B0*", "B1 W4", "W1", "B3 W6"], current=2, rounds=1)
    assert (g.phase, g.current_player) == (ATTACK, 2)   # Ann is out: no toss
    g.attack(1, 0, 2, own_index=0)              # miss: Cy's only card goes up
    assert g.is_terminal and g.round_winner == 1 and g.round_wins == [0, 1, 0, 1]
    assert g.winners == [1, 3]


def test_the_toss_is_seen_by_the_attacker_and_the_partner_only():
    g = rig()
    ev = g.toss(1)[0]
    assert seen_by(ev, 0, SECRETS) == ev and seen_by(ev, 2, SECRETS) == ev
    for other in (1, 3, -1):
        hidden = seen_by(ev, other, SECRETS)
        assert hidden.kind == "toss_hidden" and "card" not in hidden.data
        assert "B7" not in hidden.text("en") and "B7" not in hidden.text("ja")
    assert g.observation(0)["rows"][2][1] == {"color": "black", "number": 7,
                                              "face_up": False, "failed": [], "tossed": True}
    for other in (1, 3):
        obs = g.observation(other)
        assert obs["rows"][2][1]["number"] is None
        assert "B7" not in json.dumps(obs)
    # a toss belongs to its round: a new deal forgets it
    assert g.tosses == [[0, 2, 1]]


def test_deduction_learns_the_tossed_card():
    g = rig()
    g.toss(1)                                   # Ann now knows Cy's B7
    view, blind = g.view(0), g.view(0, tosses=False)
    assert str(view) == "me: B0 W2 B5 W9; Ben: b? w?; Cy: w? B7; Dee: b? w?; deck: 0"
    assert str(blind) == "me: B0 W2 B5 W9; Ben: b? w?; Cy: w? b?; Dee: b? w?; deck: 0"
    # Dee's first card is black and below a white card: B7 was possible, now it is not
    assert 7 in deduce(blind).candidates["Dee"][0]
    assert 7 not in deduce(view).candidates["Dee"][0]
    # the others learn nothing from it
    assert "B7" not in str(g.view(1)) and "B7" not in str(g.view(3))


def test_good_toss_shows_the_card_that_says_most():
    g = rig(current=0)
    mate = g.current_player
    assert mate == 2
    view = toss_view(g, 2, 1)
    # Cy's known card B7 is the viewer's row; Cy's other card is counted as unseen
    assert str(view) == "me: B7; Ann: b? w? b? w?; Dee: b? w?; Ben: b? w?; deck: 1"
    scores = {i: uncertainty(g, 2, i) for i in (0, 1)}
    assert good_tosses(g, 2) == [min(scores, key=scores.get)]
    bot = ProbabilisticBot(seed=1)
    assert bot.act(g, 2) == toss_action(2, good_tosses(g, 2)[0])


def test_bots_never_attack_the_partner():
    g = rig()
    g.toss(0)
    for seed in range(5):
        a = ProbabilisticBot(seed=seed).act(g, 0)
        assert a["type"] == "attack" and a["target"] in (1, 3) and a["own_index"] is not None


# ---- the widget: people at one screen --------------------------------------------------------
def test_widget_covers_the_screen_and_shows_the_toss_to_the_attacker_only():
    from gamewidgets.algo import AlgoWidget
    from gamewidgets.core.errors import IntentError

    w = AlgoWidget(n_players=4, bots=[None, None, None], seed=5,
                   rules=AlgoRules(mode="pair", skip_toss=False))
    g = w.game
    attacker = g.first_player
    mate = (attacker + 2) % 4
    # the partner tosses first: a new game with several people lands covered for them,
    # whoever sits at seat 0 (core.screen)
    assert w.cover == {"player": mate, "name": f"Player {mate + 1}"} and w.me == -1
    assert all(c["number"] is None for p in w.players for c in p["row"])
    with pytest.raises(IntentError, match="Show my cards"):
        w.toss(0)
    other = (mate + 1) % 4
    with pytest.raises(IntentError, match=f"It is Player {mate + 1}'s turn to look at the "
                                          f"screen, not Player {other + 1}'s"):
        w.show_cards(other)
    w.show_cards(mate)
    assert w.cover is None and w.me == mate and w.turn["toss"] == list(range(6))
    card = g.rows[mate][3].card
    w.toss(3)
    # now the attacker is to act: covered again, then the attacker sees the card
    assert w.cover == {"player": attacker, "name": f"Player {attacker + 1}"}
    w.show_cards(attacker)
    shown = w.players[mate]["row"][3]
    assert shown["number"] == card.number and shown["tossed"] and not shown["face_up"]
    assert card.token in str(w.student_view())
    assert "Your turn" in w.status and w.turn["own"] == list(range(6))


def test_widget_with_bot_partner_and_opponents():
    from gamewidgets.algo import AlgoWidget

    w = AlgoWidget(n_players=4, bots="probabilistic", seed=2, rules=AlgoRules(mode="pair"),
                   lang="ja")
    assert w.cover is None and w.players[0]["name"] == "あなた"
    calls = 0
    for _ in range(2000):
        if w.phase == "game_over":
            break
        tu = w.turn
        if tu["advance"]:
            w.advance()
        elif tu["next_round"]:
            w.next_round()
        elif tu["toss"]:
            assert "トス" in w.status
            w.toss(tu["toss"][0])
        elif tu["toss_call"]:
            assert "トス" in w.status
            calls += 1
            w.call_toss() if calls % 2 else w.skip_toss()
        elif tu["attack"]:
            q, i = tu["targets"][0]
            assert q in (1, 3)                  # never the partner
            w.attack(q, i, 0, tu["own_index"] if tu["own_index"] is not None else tu["own"][0])
        else:
            w.stay()
    assert w.phase == "game_over" and w.result["winners"] in ([0, 2], [1, 3], [0, 1, 2, 3])


def test_widget_names_the_partner_on_screen_and_in_the_status():
    """Each other row says whether it is the student's partner or an opponent, as the
    person at the screen sees it; the status says who the partner is and what the turn is
    about, never an order of clicks (the steps under the rows say it, js/algo/controls.js)."""
    from gamewidgets.algo import AlgoWidget

    w = AlgoWidget(n_players=4, bots="probabilistic", seed=2, rules=AlgoRules(mode="pair"))
    assert [p["team"] for p in w.players] == [None, "opponent", "partner", "opponent"]
    while not w.turn["attack"]:
        if w.turn["toss_call"]:  # the student's choice: a toss, or none (rules 7)
            assert w.status == ("Your attack. Ask Bot 2 for a toss, or skip it if you need "
                                "no more help.")
            w.skip_toss()
        else:
            w.advance()
    assert w.status == ("Your turn. You play with your partner Bot 2 against the other two. "
                        "Pair play has no pile: you attack with one of your own face-down "
                        "cards, and a miss turns it face up.")
    w.lang = "ja"
    assert "パートナーのボット2" in w.status and "クリック" not in w.status
    # people at one screen: the labels follow the person who looks
    people = AlgoWidget(n_players=4, bots=[None, None, None], seed=5, rules=AlgoRules(mode="pair"))
    if people.cover is not None:
        people.show_cards(people.cover["player"])
    me = people.me
    teams = {q: p["team"] for q, p in enumerate(people.players)}
    assert teams == {q: None if q == me else "partner" if q == (me + 2) % 4 else "opponent"
                     for q in range(4)}
    assert all(p["team"] is None for p in AlgoWidget(n_players=3).players)


def test_no_cover_outside_a_game_with_several_people():
    from gamewidgets.algo import AlgoWidget

    # a cover the browser would read as set (an empty dict) hid the view-mode widget
    assert AlgoWidget(view="me: B0; ann: b?").cover is None
    assert AlgoWidget(n_players=2).cover is None


def test_pair_chips_are_offered_200_each_400_a_pair():
    # 「ペアプレー（ペアで合わせて400点）」: the engine and both sections of the docs agree
    g = AlgoGame(4, seed=1, rules=AlgoRules(mode="pair", chips=True))
    assert g.chips == [200, 200, 200, 200] and g.chips[0] + g.chips[2] == 400
    doc = (pathlib.Path(__file__).resolve().parents[1] / "docs" / "rules" / "algo.md").read_text()
    chips = doc.split("## 6. ")[1].split("## 7. ")[0]
    pair = doc.split("## 7. ")[1].split("## 7b. ")[0]
    assert "does not offer" not in chips and "400 per pair" in chips and "200" in chips
    assert "A pair starts with 400: each player starts with 200" in pair
