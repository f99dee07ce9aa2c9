"""The algo game, rule by rule (docs/rules/algo.md 3-6), with hand-computed values.

Scenarios are rigged: rows and pile set by hand (``rig``), then the turn started as the
game would (the top card of the pile is drawn automatically).
"""

from __future__ import annotations

import json
import re
from functools import partial

import pytest
from helpers.algo import rig
from helpers.rules import refused_unchanged

from gamewidgets.algo import (
    AFTER_HIT,
    ATTACK,
    GAME_OVER,
    ROUND_OVER,
    AlgoGame,
    AlgoRuleError,
    AlgoRules,
    Card,
    action_from_dict,
    all_cards,
    arrange_action,
    attack_action,
    next_round_action,
    place_action,
    stay_action,
)
from gamewidgets.algo.bots import bot_game
from gamewidgets.algo.engine.actions import right_order
from gamewidgets.core.codec import SaveError
from gamewidgets.core.engine import CHANCE, TERMINAL
from gamewidgets.core.rng import make_rng
from gamewidgets.core.text import SeatName


def tokens(g, p):
    return " ".join(rc.card.token + ("*" if rc.face_up else "") for rc in g.rows[p])


unchanged = partial(refused_unchanged, AlgoRuleError)


# ---- 3. set-up --------------------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 3, 4])
def test_setup(n):
    g = AlgoGame(n, seed=11)
    deal = 4  # the seed: 4 each, whatever the number of players
    # the first-player draw: one card each from the shuffled 24, in seat order, from the top
    rng = make_rng(11)
    deck = all_cards()
    rng.shuffle(deck)
    draws = [deck.pop() for _ in range(n)]
    assert g.first_draw == [c.token for c in draws]
    assert g.start_player == min(range(n), key=lambda p: draws[p].key) == g.first_player
    assert [len(r) for r in g.rows] == [deal] * n
    assert all(not rc.face_up and not rc.failed for r in g.rows for rc in r)
    assert all([rc.card.key for rc in r] == sorted(rc.card.key for rc in r) for r in g.rows)
    assert g.pile_size == 24 - n * deal - 1 and g.drawn is not None
    assert g.cards_accounted() == 24
    assert sorted([rc.card for r in g.rows for rc in r] + g.pile + [g.drawn]) == all_cards()
    assert (g.phase, g.round, g.current_player, g.streak) == (ATTACK, 1, g.start_player, 0)
    assert g.rounds == n and g.chips == [0] * n and g.round_wins == [0] * n
    kinds = [e.kind for e in g.events]
    assert kinds == ["first_player_draw", "round_start", "turn", "drew"]
    assert all(e.game == "algo" for e in g.events)
    assert "親" in g.events[0].text("ja") and "first player" in g.events[0].text("en")


def test_bad_setup():
    with pytest.raises(ValueError):
        AlgoGame(5)
    with pytest.raises(ValueError):
        AlgoGame(1)
    with pytest.raises(TypeError):
        AlgoGame(2, seed="x")
    with pytest.raises(ValueError):
        AlgoGame(2, lang="fr")
    for names in (["Ann"], ["Ann", "Ann"], ["me", "Ben"], ["a:b", "c"], ["deck", "x"], ["", "x"]):
        with pytest.raises(ValueError):
            AlgoGame(2, names=names)


def test_default_names_are_worded_in_each_language():
    """The game holds no language: a default name is one key in every language ("Player
    1": a row of a view, a save) and is worded where a sentence names it."""
    names = AlgoGame(2).names
    assert names == ["Player 1", "Player 2"]
    assert [n.text("ja") for n in names] == ["プレーヤー1", "プレーヤー2"]
    assert [n.text("en") for n in names] == ["Player 1", "Player 2"]
    with pytest.warns(DeprecationWarning, match="lang"):
        assert AlgoGame(2, lang="ja").names == ["Player 1", "Player 2"]
    with pytest.raises(ValueError):  # still an unknown language, while deprecated
        AlgoGame(2, lang="fr")
    saved = AlgoGame.from_dict(json.loads(json.dumps(AlgoGame(2).to_dict())))
    assert [n.text("ja") for n in saved.names] == ["プレーヤー1", "プレーヤー2"]


def test_a_game_in_japanese_says_no_english_name():
    """AlgoGame(2) worded in Japanese, and a bot game, name the players プレーヤー1, ... in
    every event, the sentences of its observation and its errors."""
    game = AlgoGame(3, seed=2)
    with pytest.raises(AlgoRuleError) as refused:
        game.apply({"type": "stay", "player": 0})
    played = bot_game(["random", "random"], seed=1)
    assert played.names == ["Player 1", "Player 2"]
    for g in (game, played, AlgoGame(2)):
        obs = g.observation(0, "ja")
        said = " ".join([e.text("ja") for e in g.events] + obs["names"]
                        + [x["text"] for x in obs["events"] + obs["history"]])
        assert "プレーヤー1" in said and "Player" not in said
    said = refused.value.text("ja")
    assert "プレーヤー1" in said and "Player" not in said
    assert "Player 1" in str(refused.value)


def test_an_english_game_told_in_japanese_says_the_japanese_default_names():
    """AlgoGame(2) is made in English (Player 1, Player 2); its events told in Japanese
    name the players as a Japanese game does, and a name the class chose stays as it is."""
    game = AlgoGame(2, seed=1)
    assert game.names == ["Player 1", "Player 2"]
    assert [e.text("ja") for e in game.events][1:] == [
        "ラウンド1（全2ラウンド）：24枚をよく混ぜて、1人4枚ずつ配った。親はプレーヤー1。",
        "プレーヤー1の番。", "プレーヤー1は山札から白6を引いた。"]
    assert game.events[0].text("ja").startswith("全員が1枚ずつ引いた：プレーヤー1は黒2、"
                                                 "プレーヤー2は黒9。")
    over = bot_game(["random", "random"], seed=1)
    assert over.events[-1].text("ja") == "2ラウンドでゲームが終わった。勝ち：プレーヤー2。"
    assert over.events[-1].text("en") == "The game is over (rounds played: 2). Won by: Player 2."
    def name_words(name, lang):
        named = SeatName.of(name, "algo.game.default_name")
        return named.text(lang) if isinstance(named, SeatName) else named
    assert name_words("Player 2", "ja") == "プレーヤー2"
    assert name_words("プレーヤー3", "en") == "Player 3"
    assert name_words("Ann", "ja") == "Ann" and name_words("Player 2", "en") == "Player 2"
    named = AlgoGame(2, seed=1, names=["Ann", "Bob"])
    assert named.events[-1].text("ja") == "Annは山札から白6を引いた。"


def test_same_seed_same_game():
    assert AlgoGame(3, seed=5).to_dict() == AlgoGame(3, seed=5).to_dict()
    assert AlgoGame(3, seed=5).to_dict() != AlgoGame(3, seed=6).to_dict()


# ---- 4. attack, hit, continue, stay ------------------------------------------------------
def test_hit_continue_and_stay_black_before_white():
    g = rig(["B1 W3 B8 W10", "B0 W4 B6 W9"], pile="B3 W11 B5", current=0)
    assert g.drawn == Card.parse("B3") and g.pile_size == 2
    ev = g.attack(1, 1, 4)
    assert [e.kind for e in ev] == ["attack", "hit"]
    assert g.phase == AFTER_HIT and g.rows[1][1].face_up and g.streak == 1
    assert g.current_player == 0 and g.drawn == Card.parse("B3")
    g.attack(1, 3, 9)                      # attack again with the same drawn card
    assert g.streak == 2 and g.phase == AFTER_HIT
    ev = g.stay()
    # B3 goes before W3 (black before white for equal numbers), face down
    assert tokens(g, 0) == "B1 B3 W3 B8 W10"
    assert [e.kind for e in ev] == ["stay", "turn", "drew"]
    assert ev[0].data["position"] == 2
    assert (g.current_player, g.phase, g.drawn, g.streak) == (1, ATTACK, Card.parse("W11"), 0)
    assert [h["hit"] for h in g.history] == [True, True]
    assert g.history[1] == {"round": 1, "attacker": 0, "target": 1, "index": 3, "number": 9,
                            "color": "white", "hit": True, "card": "W9", "streak": 2,
                            "revealed": None, "stayed": "drawn"}
    assert "stayed" not in g.history[0]  # the turn went on after the first hit


def test_failed_attack_reveals_drawn_card_in_attackers_row():
    g = rig(["B1 W3 B8 W10", "B0 W4 B6 W9"], pile="W8 B2", current=0)
    ev = g.attack(1, 2, 7)
    assert [e.kind for e in ev] == ["attack", "miss", "revealed", "turn", "drew"]
    # W8 goes after B8 (black before white), face up
    assert tokens(g, 0) == "B1 W3 B8 W8* W10"
    assert g.rows[1][2].failed == {7} and not g.rows[1][2].face_up
    assert g.history[-1]["revealed"] == "W8" and "card" not in g.history[-1]
    assert g.current_player == 1 and g.drawn == Card.parse("B2")


def test_miss_after_a_hit_still_reveals_the_drawn_card():
    g = rig(["B1 W3 B8 W10", "B0 W4 B6 W9"], pile="B2 W5", current=0)
    g.attack(1, 0, 0)
    g.attack(1, 1, 5)
    assert tokens(g, 0) == "B1 B2* W3 B8 W10" and g.current_player == 1


def test_failed_guesses_stay_with_the_card_when_indexes_move():
    g = rig(["B1 W3 B8 W10", "B2 W4 B6 W9"], pile="B5 B0", current=0)
    g.attack(1, 2, 7)                       # B6 is not 7 (B5 goes face up into Ann's row)
    assert g.rows[1][2].failed == {7}
    g.attack(0, 0, 1)                       # Ben draws B0 and hits Ann's B1
    g.stay()                                # B0 goes to the left of Ben's row
    assert tokens(g, 1) == "B0 B2 W4 B6 W9"
    assert g.rows[1][3].failed == {7} and g.rows[1][2].failed == set()
    assert g.view(0).to_text() == "me: B1 W3 B5 B8 W10; Ben: b? b? w? b?-7 w?; deck: 0"


def test_turn_passes_in_seat_order_skipping_players_who_are_out():
    g = rig(["B1 W3", "B0* W4*", "B2 W9"], pile="B5 B6 B7", current=0)
    assert g.out == [False, True, False]
    unchanged(g, lambda: g.attack(1, 0, 0), "target=1", "out")
    g.attack(2, 0, 7)                       # miss: the turn passes to Cy, Ben is skipped
    assert g.current_player == 2
    g.attack(0, 0, 0)
    assert g.current_player == 0


def test_attack_a_face_up_card_or_self_is_refused():
    g = rig(["B1 W3", "B0* W4"], pile="B5", current=0)
    unchanged(g, lambda: g.attack(1, 0, 0), "face up", "B0")
    unchanged(g, lambda: g.attack(0, 0, 1), "target=0")


# ---- 4.5 empty pile -------------------------------------------------------------------
def test_empty_pile_own_card_mode():
    g = rig(["B1 W3 B8", "B0 W4 B6"], pile="", current=0)
    assert g.drawn is None and g.events[-1].kind == "pile_empty"
    unchanged(g, lambda: g.attack(1, 0, 0), "own_index")
    unchanged(g, lambda: g.attack(1, 0, 0, own_index=5), "own_index=5")
    assert len(g.legal_actions()) == 3 * 12 * 3
    g.attack(1, 0, 0, own_index=1)          # hit: W3 stays face down
    assert g.phase == AFTER_HIT and g.turn_own == 1
    unchanged(g, lambda: g.attack(1, 1, 4, own_index=2), "own_index=1")
    assert all(a["own_index"] == 1 for a in g.legal_actions() if a["type"] == "attack")
    ev = g.attack(1, 1, 5)                  # omitted: the same card; a miss opens it
    assert [e.kind for e in ev][:3] == ["attack", "miss", "own_revealed"]
    assert tokens(g, 0) == "B1 W3* B8" and g.history[-1]["revealed"] == "W3"
    assert g.current_player == 1 and g.turn_own is None
    g.attack(0, 0, 1, own_index=1)          # Ben hits B1 with his W4
    ev = g.stay()
    assert [e.kind for e in ev][0] == "stay_own" and tokens(g, 1) == "B0* W4 B6"


def test_empty_pile_own_card_miss_can_make_the_attacker_out():
    g = rig(["B1* W3", "B0 W4"], pile="", current=0)
    g.attack(1, 0, 5, own_index=1)
    assert g.out == [True, False] and g.phase == ROUND_OVER and g.round_winner == 1


def test_empty_pile_guess_only_mode():
    g = rig(["B1 W3 B8", "B0 W4 B6"], pile="", current=0,
            rules=AlgoRules(empty_pile="guess_only"))
    assert g.events[-1].kind == "pile_empty_guess"
    unchanged(g, lambda: g.attack(1, 0, 0, own_index=0), "own_index=0")
    ev = g.attack(1, 0, 5)
    assert [e.kind for e in ev][:3] == ["attack", "miss", "no_reveal"]
    assert tokens(g, 0) == "B1 W3 B8" and g.current_player == 1
    g.attack(0, 0, 1)
    assert g.phase == AFTER_HIT and g.legal_actions()[-1] == stay_action(1)
    g.stay()
    assert tokens(g, 1) == "B0 W4 B6" and g.current_player == 0


def test_own_index_refused_while_the_pile_has_cards():
    g = rig(["B1 W3", "B0 W4"], pile="B5", current=0)
    unchanged(g, lambda: g.attack(1, 0, 0, own_index=0), "own_index=0")


# ---- 5. round end, rotation, game end -----------------------------------------------------
def test_round_end_rotation_and_game_end():
    g = AlgoGame(2, seed=3)
    start = g.start_player
    other = 1 - start
    # open every card of the other player with the true numbers
    for i, rc in enumerate(list(g.rows[other])):
        g.attack(other, i, rc.card.number)
    assert g.phase == ROUND_OVER and g.round_winner == start and g.round_wins[start] == 1
    assert g.current_player == CHANCE and g.drawn is None and g.cards_accounted() == 24
    assert g.legal_actions() == [next_round_action()]
    # as in every game, legal_actions(p) takes a seat (None: whoever acts, chance included)
    with pytest.raises(AlgoRuleError, match="player=-1 is not a player"):
        g.legal_actions(CHANCE)
    assert g.legal_actions(start) == [] and g.legal_actions(other) == []
    unchanged(g, lambda: g.attack(other, 0, 0), "next_round()")
    ev = g.next_round()
    assert ev[0].kind == "round_start" and g.events[0].kind == "round_start"
    assert g.round == 2 and g.first_player == g.current_player == other
    assert all(not rc.face_up for r in g.rows for rc in r) and g.history[-1]["round"] == 1
    for i, rc in enumerate(list(g.rows[start])):
        g.attack(start, i, rc.card.number)
    assert g.phase == GAME_OVER and g.is_terminal and g.legal_actions() == []
    assert g.current_player == TERMINAL
    assert g.round_wins == [1, 1] and g.winners == [0, 1] and g.returns() == [0.5, 0.5]
    assert g.events[-1].kind == "game_over"
    unchanged(g, lambda: g.next_round(), "over")


def test_rounds_option_and_first_player_rotation_wraps():
    g = AlgoGame(3, seed=2, rules=AlgoRules(rounds=4))
    firsts = []
    while not g.is_terminal:
        firsts.append(g.first_player)
        p = g.current_player
        for q in range(3):
            if q != p and not g.is_out(q):
                for i in g.face_down(q):
                    if g.phase == ROUND_OVER:
                        break
                    g.attack(q, i, g.rows[q][i].card.number)
        if g.phase == ROUND_OVER:
            g.next_round()
    s = g.start_player
    assert firsts == [s, (s + 1) % 3, (s + 2) % 3, s] and sum(g.round_wins) == 4


# ---- 6. chips -----------------------------------------------------------------------------
def test_chips_consecutive_successes_and_six_bonus():
    g = rig(["B1 W3 B8 W10", "B0 W4 B6 W9"], pile="B3 W11", current=0,
            rules=AlgoRules(chips=True))
    g.chips = [400, 400]
    g.attack(1, 0, 0)                       # 1st success: 10
    assert g.chips == [410, 390]
    ev = g.attack(1, 2, 6)                  # 2nd success: 20, and a 6: +10
    assert g.chips == [440, 360]
    assert [e.kind for e in ev] == ["attack", "hit", "chips_taken", "six_bonus"]
    assert ev[2].data["points"] == 20 and ev[3].data["points"] == 10
    g.attack(1, 1, 4)                       # 3rd success: 30
    assert g.chips == [470, 330]
    g.attack(1, 3, 8)                       # miss: nothing changes hands
    assert g.chips == [470, 330] and g.current_player == 1
    g.attack(0, 0, 1)                       # Ben's new turn: the streak restarts at 10
    assert g.chips == [460, 340]


def test_round_winner_takes_ten_per_face_down_card_and_six():
    g = rig(["B1 B6 W6 W10", "B0* W4* W9", "B2* B11"], pile="B3", current=0,
            rules=AlgoRules(chips=True))
    g.chips = [230, 230, 230]
    g.attack(1, 2, 9)                       # Ben out (10 points)
    ev = g.attack(2, 1, 11)                 # Cy out (20 points): Ann wins the round
    assert g.phase == ROUND_OVER and g.round_winner == 0
    # Ann's face-down cards: B1 B6 W6 W10 (the drawn B3 goes back to the pile)
    # = 4 x 10 + two 6s x 10 = 60 from each other player
    transfers = [e for e in ev if e.kind == "round_transfer"]
    assert [(e.data["target"], e.data["points"], e.data["cards"], e.data["sixes"])
            for e in transfers] == [(1, 60, 4, 2), (2, 60, 4, 2)]
    assert g.chips == [230 + 10 + 20 + 120, 230 - 10 - 60, 230 - 20 - 60]
    assert sum(g.chips) == 3 * 230 and g.pile == [Card.parse("B3")]
    assert "6" in transfers[0].text("en") and "伏せた" in transfers[0].text("ja")


def test_negative_balances_allowed():
    g = rig(["B1 W3", "B0 W4"], pile="B3", current=0, rules=AlgoRules(chips=True))
    g.chips = [0, 15]
    g.attack(1, 0, 0)
    g.attack(1, 1, 4)
    assert g.chips[1] == 15 - 10 - 20 - 20 and g.chips[1] < 0


def test_chips_decide_the_winner():
    g = rig(["B1 W3", "B0 W4"], pile="B3", current=0,
            rules=AlgoRules(chips=True, rounds=1))
    g.round_wins = [0, 5]
    g.chips = [400, 400]
    g.attack(1, 0, 0)
    g.attack(1, 1, 4)
    assert g.is_terminal and g.winners == [0]


# ---- 6. arrange-your-own-row teaching mode: a misplaced card is a disqualification (失格) ----
@pytest.mark.parametrize("n, three, four", [(2, 4, 4), (3, 3, 4), (4, 3, 4)])
def test_deal_four_each_by_default_three_as_a_named_option(n, three, four):
    assert AlgoRules().deal_sizes == (4, 4, 4)
    assert AlgoRules(deal_sizes="three").deal_sizes == (4, 3, 3)
    assert [len(r) for r in AlgoGame(n, seed=3).rows] == [four] * n
    g = AlgoGame(n, seed=3, rules=AlgoRules(deal_sizes="three"))
    assert [len(r) for r in g.rows] == [three] * n
    assert g.pile_size == 24 - n * three - 1
    assert AlgoGame.from_dict(json.loads(json.dumps(g.to_dict()))).rules == g.rules
    with pytest.raises(ValueError, match="deal_sizes names one of"):
        AlgoRules(deal_sizes="five")


def test_arrange_mode_misplaced_stay_disqualifies_and_pot_goes_to_winner():
    rules = AlgoRules(arrange_own_row=True, chips=True)
    g = rig(["B1 W3 B8", "B0 W4", "B2 W6"], pile="B5 W2", current=0, rules=rules)
    g.chips = [230, 230, 230]
    g.attack(1, 0, 0)                       # hit: Ben's B0, +10 for Ann
    unchanged(g, lambda: g.stay(), "position")
    unchanged(g, lambda: g.stay(9), "position=9")
    stays = [a for a in g.legal_actions() if a["type"] == "stay"]
    assert stays == [stay_action(0, p) for p in range(4)]
    ev = g.stay(0)                          # wrong: B5 goes between W3 and B8 (index 2)
    kinds = [e.kind for e in ev]
    assert kinds[:3] == ["disqualified", "penalty_to_pot", "out"]
    assert ev[0].data["given"] == 1 and ev[0].data["correct"] == 3
    assert "失格" in ev[0].text("ja") and "disqualified" in ev[0].text("en")
    # all of Ann's cards face up (B5 in its right place), Ann out of the round
    assert tokens(g, 0) == "B1* W3* B5* B8*" and g.is_out(0)
    assert g.penalties == [50, 0, 0] and g.pot == 50
    assert g.chips == [230 + 10 - 50, 220, 230]
    assert g.current_player == 1            # the turn passes on
    g.attack(2, 0, 2)                       # Ben draws W2, hits Cy's B2
    g.attack(2, 1, 6)                       # and W6: Cy out, Ben the last one in
    assert g.round_winner == 1 and g.pot == 0
    # Ben: 10 + 20 for the hits and 10 for opening a 6 (all from Cy), the 50 pot, and from
    # Ann and Cy 10 x 1 face-down card (W4; the drawn W2 goes back to the pile)
    assert g.chips == [190 - 10, 220 + 10 + 20 + 10 + 50 + 10 + 10, 230 - 10 - 20 - 10 - 10]
    assert sum(g.chips) == 690
    assert [e.kind for e in g.events].count("pot_taken") == 1


def test_arrange_mode_misplaced_place_disqualifies_without_chips():
    g = rig(["B1 W3", "B0 W4", "B2 W6"], pile="B5 W2", current=0,
            rules=AlgoRules(arrange_own_row=True))
    g.attack(1, 0, 5)                       # miss: Ann places B5 herself
    ev = g.place(0)                         # wrong: B5 goes last
    assert [e.kind for e in ev][:3] == ["revealed", "disqualified", "out"]
    assert tokens(g, 0) == "B1* W3* B5*" and g.out == [True, False, False]
    # without chips nothing is paid, but Ann is out all the same
    assert g.penalties == [0, 0, 0] and g.chips == [0, 0, 0] and g.pot == 0
    assert g.current_player == 1 and g.phase == ATTACK


def test_arrange_mode_disqualification_of_one_of_two_ends_the_round():
    g = rig(["B1 W3", "B0 W4"], pile="B5 W2", current=0,
            rules=AlgoRules(arrange_own_row=True, chips=True, rounds=1))
    g.chips = [400, 400]
    g.attack(1, 0, 5)
    g.place(0)
    # Ben is the last player with a face-down card: he wins and takes the 50 on the table,
    # plus 10 x his 2 face-down cards from Ann
    assert g.is_terminal and g.round_winner == 1
    assert g.chips == [400 - 50 - 20, 400 + 50 + 20] and g.winners == [1]


def test_arrange_mode_right_place_is_no_penalty():
    g = rig(["B1 W3 B8", "B0 W4"], pile="B5 W2", current=0,
            rules=AlgoRules(arrange_own_row=True, chips=True))
    g.chips = [400, 400]
    g.attack(1, 0, 0)
    ev = g.stay(2)
    assert [e.kind for e in ev][0] == "stay" and tokens(g, 0) == "B1 W3 B5 B8"
    assert g.pot == 0 and g.penalties == [0, 0] and not g.is_out(0)


def test_the_seed_disqualifies_a_dealt_row_laid_out_of_order():
    # 「カードの並べ方が数字の基本ルール通りじゃなかった場合…失格」: in the arrange mode the
    # player lays the dealt cards into the row too (docs/rules/algo.md 6)
    g = AlgoGame(3, seed=3, rules=AlgoRules(arrange_own_row=True, chips=True),
                 names=["Ann", "Ben", "Cy"])
    first = g.first_player
    assert (g.phase, g.current_player) == ("arrange", first) and g.drawn is None
    dealt = list(g.dealt[first])
    assert len(dealt) == 4 and g.dealt[(first + 1) % 3] != []
    # the engine's row is in order; the order dealt is the arranger's alone
    assert [rc.card.token for rc in g.rows[first]] == [dealt[i] for i in right_order(dealt)]
    # each seat sees the order of its own dealt cards only
    assert [g.observation(q)["dealt"] for q in range(3)] == g.dealt
    assert not set(dealt) & set(g.observation((first + 1) % 3)["dealt"])
    right = right_order(dealt)
    assert g.legal_actions()[0] == arrange_action(first, right)
    unchanged(g, lambda: g.arrange([0, 0, 1, 2]), "order=[0, 0, 1, 2]", "0 to 3")
    unchanged(g, lambda: g.arrange([0, 1, 2]), "order=")
    unchanged(g, lambda: g.arrange("0123"), "order=")
    ev = g.arrange(right[::-1])                   # largest on the left: out of order
    assert [e.kind for e in ev] == ["disqualified_row", "penalty_to_pot", "out", "arrange_asked"]
    assert "失格" in ev[0].text("ja") and "disqualified" in ev[0].text("en")
    assert g.is_out(first) and all(rc.face_up for rc in g.rows[first])
    assert g.penalties[first] == 50 and g.pot == 50 and g.chips[first] == 230 - 50
    second, third = (first + 1) % 3, (first + 2) % 3
    assert (g.phase, g.current_player) == ("arrange", second)
    assert [e.kind for e in g.arrange(right_order(g.dealt[second]))] == ["arranged",
                                                                          "arrange_asked"]
    ev = g.arrange(right_order(g.dealt[third]))
    # every row laid: the first player is out, so the next seat begins and draws
    assert [e.kind for e in ev][:2] == ["arranged", "turn"]
    assert (g.phase, g.current_player) == (ATTACK, second) and g.drawn is not None
    assert g.dealt == [[], [], []]
    assert AlgoGame.from_dict(json.loads(json.dumps(g.to_dict()))) == g


def test_a_dealt_row_laid_right_by_everyone_starts_the_round_as_dealt():
    g = AlgoGame(2, seed=1, rules=AlgoRules(arrange_own_row=True))
    rows = [[rc.card.token for rc in row] for row in g.rows]
    for _ in range(2):
        g.arrange(right_order(g.dealt[g.current_player]))
    assert [[rc.card.token for rc in row] for row in g.rows] == rows
    assert (g.phase, g.current_player) == (ATTACK, g.first_player) and g.penalties == [0, 0]
    # the bots lay their rows right
    done = bot_game(["logical", "logical"], seed=4, rules=AlgoRules(arrange_own_row=True))
    assert done.is_terminal and done.penalties == [0, 0]


def test_every_dealt_row_out_of_order_leaves_the_round_to_nobody():
    g = AlgoGame(2, seed=1, rules=AlgoRules(arrange_own_row=True, chips=True, rounds=2))
    for _ in range(2):
        g.arrange(right_order(g.dealt[g.current_player])[::-1])
    # both out before the first turn: no round win, the 2 x 50 wait in the pot
    assert (g.phase, g.round_winner, g.round_wins) == (ROUND_OVER, None, [0, 0])
    assert g.pot == 100 and g.chips == [350, 350]
    assert [e.kind for e in g.events][-1] == "round_void"
    g.next_round()
    assert g.phase == "arrange" and g.round == 2


def test_position_refused_outside_arrange_mode():
    g = rig(["B1 W3", "B0 W4"], pile="B5", current=0)
    g.attack(1, 0, 0)
    unchanged(g, lambda: g.stay(1), "position=1", "stay()")


# ---- legal actions, apply, errors -------------------------------------------------------------
def test_legal_actions_enumerate_every_face_down_card_and_number():
    g = rig(["B1 W3", "B0* W4 B6", "B2 W9"], pile="B5", current=0)
    acts = g.legal_actions()
    assert len(acts) == (2 + 2) * 12 and attack_action(0, 1, 1, 3) in acts   # silly guesses allowed
    assert attack_action(0, 1, 0, 0) not in acts and attack_action(0, 0, 0, 1) not in acts
    assert acts == g.legal_actions(0) and g.legal_actions(1) == g.legal_actions(2) == []
    g.attack(1, 1, 4)
    assert len(g.legal_actions()) == (1 + 2) * 12 + 1 and g.legal_actions()[-1] == stay_action(0)


def test_apply_accepts_actions_and_dicts():
    g = rig(["B1 W3", "B0 W4"], pile="B5 W2", current=0)
    hit = {"type": "attack", "player": 0, "target": 1, "index": 0, "number": 0}
    unchanged(g, lambda: g.apply({**hit, "player": 1}), "player=1", "Ann")
    unchanged(g, lambda: g.apply({**hit, "idx": 0}), "'type'")
    assert g.apply(hit)[1].kind == "hit"
    g.apply(stay_action(0))
    assert g.current_player == 1
    for a in (attack_action(0, 1, 2, 3, 0), stay_action(0, 2), place_action(0, 1),
              next_round_action()):
        assert action_from_dict(json.loads(json.dumps(a))) == a
    unchanged(g, lambda: g.apply({"type": "jump"}), "attack")
    unchanged(g, lambda: g.apply("attack"), "attack_action")
    with pytest.raises(ValueError):
        action_from_dict({"type": "attack", "target": 1})


@pytest.mark.parametrize("call,needles", [
    (lambda g: g.attack(5, 0, 0), ("target=5", "0 to 1")),
    (lambda g: g.attack("1", 0, 0), ("target='1'",)),
    (lambda g: g.attack(1, 4, 0), ("index=4", "0 to 1")),
    (lambda g: g.attack(1, -1, 0), ("index=-1",)),
    (lambda g: g.attack(1, 0, 12), ("number=12", "0 to 11")),
    (lambda g: g.attack(1, 0, True), ("number=True",)),
    (lambda g: g.stay(), ("stay()", "attack(target, index, number)")),
    (lambda g: g.place(0), ("place(position)",)),
    (lambda g: g.next_round(), ("next_round()",)),
])
def test_illegal_calls_leave_state_unchanged(call, needles):
    g = rig(["B1 W3", "B0 W4"], pile="B5", current=0)
    err = unchanged(g, lambda: call(g), *needles)
    assert "Ann" in str(err)          # what is allowed now: Ann's turn to attack
    assert "アタック" in err.text("ja")


def test_errors_in_japanese():
    g = rig(["B1 W3", "B0 W4"], pile="B5", current=0, rules=AlgoRules(), names=None)
    with pytest.raises(AlgoRuleError) as info:
        g.attack(1, 0, 13)
    assert info.value.text("ja").startswith("number=13はカードの数字ではありません。"
                                            "0から11の数字を宣言してください。")
    assert "アタック" in info.value.text("ja")
    g.attack(1, 0, 0)
    with pytest.raises(AlgoRuleError) as info:
        g.place(0)
    assert "ステイ" in info.value.text("ja") and "stay()" in str(info.value)


# ---- saving, cloning, what a player sees ---------------------------------------------------
def test_round_trip_and_clone_continue_identically():
    g = AlgoGame(3, seed=4, rules=AlgoRules(chips=True))
    g.attack(*next((q, i, 5) for q in range(3) if q != g.current_player
                   for i in g.face_down(q)))
    text = json.dumps(g.to_dict())
    h = AlgoGame.from_dict(json.loads(text))
    c = g.clone()
    assert h == g and c == g and h.to_dict() == g.to_dict()
    for game in (g, h, c):
        while not game.is_terminal:
            game.apply(game.legal_actions()[len(game.history) * 7 % len(game.legal_actions())])
    assert g == h == c
    c2 = g.clone()
    c2.rows[0][0].failed.add(11)
    assert c2 != g
    with pytest.raises(ValueError):
        AlgoGame.from_dict({"format": 1, "kind": "gramin.game", "state": {}})


def _set(field, value, part="state"):
    def tamper(save):
        save[part][field] = value(save[part]) if callable(value) else value
    return tamper


DIFFERS = "is not what its moves give"


@pytest.mark.parametrize("tamper, words", [
    (_set("phase", "dance"), f"'phase' {DIFFERS}"),
    (_set("phase", None), f"'phase' {DIFFERS}"),
    (_set("n_players", 5, "setup"), "'setup.n_players' is malformed"),
    (_set("n_players", "3", "setup"), "'setup.n_players' is malformed"),
    (_set("n_players", 2, "setup"), "'setup.names' is malformed"),
    (_set("names", ["Ann", "Ann", "Cy"], "setup"), "'setup.names' is malformed"),
    (_set("rows", lambda s: s["rows"][:2]), f"'rows' {DIFFERS}"),
    (_set("chips", [0, 0]), f"'chips' {DIFFERS}"),
    (_set("pile", lambda s: s["pile"][1:]), f"'pile' {DIFFERS}"),
    (_set("pile", lambda s: [s["pile"][1]] + s["pile"][1:]), f"'pile' {DIFFERS}"),
    (_set("current", 7), f"'current' {DIFFERS}"),
    (_set("current", -1), f"'current' {DIFFERS}"),
    (_set("lang", "ja", "view"), "unknown fields: lang"),  # a save names no language
    (_set("actions", [{"type": "stay", "player": 0}], "__root__"), "Move 1 of the save"),
])
def test_tampered_saves_are_refused(tamper, words):
    """A save that its actions do not reproduce is refused on loading, with a sentence
    naming what is wrong (docs/rules/algo.md 1, 3)."""
    g = AlgoGame(3, seed=2)
    saved = json.loads(json.dumps(g.to_dict()))
    tamper({**saved, "__root__": saved})
    with pytest.raises(SaveError) as info:
        AlgoGame.from_dict(saved)
    assert words in str(info.value), str(info.value)
    assert isinstance(info.value, ValueError) and info.value.text("ja") != str(info.value)
    assert AlgoGame.from_dict(json.loads(json.dumps(g.to_dict()))) == g


def test_round_over_and_game_over_saves_load():
    g = AlgoGame(2, seed=3)
    while g.phase != ROUND_OVER:
        g.apply(g.legal_actions()[0])
    assert AlgoGame.from_dict(g.to_dict()) == g
    while not g.is_terminal:
        g.apply(g.legal_actions()[0])
    assert AlgoGame.from_dict(g.to_dict()) == g


def test_a_seat_that_is_not_one_is_refused_in_every_language():
    g = AlgoGame(2, seed=0)
    for call in (lambda: g.legal_actions(2), lambda: g.observation(-1), lambda: g.view(True),
                 lambda: g.legal_parts("0")):
        with pytest.raises(AlgoRuleError) as refused:
            call()
        assert "というプレーヤーはいません" in refused.value.text("ja")


def test_observation_hides_numbers():
    g = rig(["B1 W3 B8", "B0* W4 B6", "B2 W9"], pile="W5 B11", current=0)
    g.attack(1, 2, 7)                       # miss: W5 goes face up into Ann's row
    # now Ben's turn: he holds B11
    for viewer in range(3):
        obs = g.observation(viewer, lang="en")
        text = json.dumps({k: v for k, v in obs.items() if k != "first_draw"})
        for q, row in enumerate(g.rows):
            for i, rc in enumerate(row):
                seen = obs["rows"][q][i]
                assert seen["color"] == rc.card.color
                if rc.face_up or q == viewer:
                    assert seen["number"] == rc.card.number
                else:
                    assert seen["number"] is None and not re.search(rf"\b{rc.card.token}\b", text)
        assert obs["drawn"]["color"] == "black"
        if viewer == 1:
            assert obs["drawn"]["number"] == 11 and "B11" in text and obs["legal"]
        else:
            assert obs["drawn"]["number"] is None and "B11" not in text and obs["legal"] == []
        assert obs["pile"] == 0 and obs["rows"][1][2]["failed"] == [7]
        assert obs["history"][0]["text"].startswith("No")
    assert json.dumps(g.observation(0, lang="ja"))


def test_view_for_deduction():
    g = rig(["B1 W3 B8", "B0* W4 B6", "B2 W9"], pile="W5 B11", current=0)
    g.attack(1, 2, 7)
    assert g.view(1).to_text() == "me: B0 W4 B6; Cy: b? w?; Ann: B1 W3 W5 B8; deck: 0; " \
        "drawn: B11".replace("Ann: B1 W3 W5 B8", "Ann: b? w? W5 b?")
    assert g.view(0).to_text() == "me: B1 W3 W5 B8; Ben: B0 w? b?-7; Cy: b? w?; deck: 0"
    unchanged(g, lambda: g.view(3), "player=3")


def test_messages_have_the_same_placeholders_in_both_languages():
    from string import Formatter

    from gamewidgets.core.i18n import catalogue

    prefixes = ("algo.game.", "algo.error.game.", "algo.event.")
    messages = {k: v for k, v in catalogue().items() if k.startswith(prefixes)}
    assert len(messages) > 40

    def fields(text):
        return {f for _, f, _, _ in Formatter().parse(text) if f}

    for msg_id, texts in messages.items():
        assert fields(texts["en"]) == fields(texts["ja"]), msg_id


def test_errors_say_which_numbers_are_api_indices():
    g = rig(["B1 W3", "B0 W4", "B2 W5"], pile="B5", current=0)
    err = unchanged(g, lambda: g.attack(1, 4, 0))
    text = str(err)
    assert "(player 0)" not in text and "Ann's turn" not in text
    assert "Turn: Ann (player index 0 in the API, which counts from 0)" in text, text
    assert "target=1 (Ben), target=2 (Cy)" in text and "index 0 is the leftmost card" in text
    assert "index=4 is not a card of Ben's row: its 2 cards have indices 0 to 1" in text
    ja = err.text("ja")
    assert "手番：Ann（API でのプレーヤー番号は0。0から数えます）" in ja, ja
    assert "target=1（Ben）とtarget=2（Cy）のどちらか" in ja, ja
    assert "player 0" not in ja and "(player" not in ja
    # a seat out of range is refused by core's check (core.error.rule.bad_player)
    err = unchanged(g, lambda: g.attack(3, 0, 0), "target=3", "players are 0 to 2",
                    "counts players from 0")
    g.attack(1, 0, 0)
    after = str(unchanged(g, lambda: g.place(0)))
    assert "The attack hit:" in after and "Ann's attack" not in after
