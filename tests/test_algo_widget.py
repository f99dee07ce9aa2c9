"""AlgoWidget: traits, intents through the message handler, malformed and illegal messages,
bot turns one action at a time, live language, hint levels, view mode, and above all: no
hidden number of another player in the synced state at any point of whole games."""

import json
import re

import pytest
from helpers.algo import (
    NEXT_ROUND,
    check_no_hidden_numbers,
    play_through,
    send,
    state,
    student_move,
)

from gamewidgets.algo import AlgoRuleError, AlgoRules, deduce
from gamewidgets.algo.widgets.widget import AlgoWidget
from gamewidgets.core.errors import IntentError
from gamewidgets.core.i18n import t
from gamewidgets.core.widget import STATIC


@pytest.mark.parametrize("n, bots, hints, rules", [
    (2, "probabilistic", "candidates", None),
    (2, "random", "probabilities", AlgoRules(chips=True)),
    (3, ["logical", "random"], "candidates", AlgoRules(empty_pile="own_card")),
    (3, ["logical", "probabilistic"], "off", AlgoRules(empty_pile="guess_only")),
    (4, "random", "probabilities", AlgoRules(arrange_own_row=True)),
])
def test_whole_games_never_sync_a_hidden_number(n, bots, hints, rules):
    for seed in range(3):
        w = AlgoWidget(n_players=n, bots=bots, seed=seed, hints=hints, rules=rules)
        check_no_hidden_numbers(w)
        steps = play_through(w)
        assert steps > 0 and w.result["game_over"]
        assert w.turn["new_game"] and not w.turn["advance"]
        assert len(w.history) == len(w.game.history)


def test_advance_applies_exactly_one_bot_action():
    w = AlgoWidget(n_players=3, seed=1)  # Bot 2 starts
    assert w.current == 2 and w.turn["advance"] and not w.turn["attack"]
    assert w.drawn["number"] is None and "Press Next" in w.status
    before = len(w.game.history)
    w.advance()
    assert len(w.game.history) == before + 1
    rec = w.history[-1]
    assert rec["attacker"] == 2
    assert rec["text"].startswith("Bot 2 attacked")
    assert rec["text"] in w.status  # the status line says what the bot guessed and the answer
    with pytest.raises(IntentError):
        while True:
            w.advance()
    assert w.current == 0 and w.turn["attack"] and "Your turn" in w.status


def test_student_attack_by_intents_hit_then_stay():
    w = AlgoWidget(n_players=2, seed=0)  # student first; Bot 1 holds B1 B5 W5 W8
    assert w.turn["targets"] == [[1, 0], [1, 1], [1, 2], [1, 3]]
    assert w.drawn == {"color": "white", "number": 6}
    send(w, {"type": "attack", "player": 0, "target": 1, "index": 1, "number": 5})
    assert w.error is None and w.phase == "after_hit"
    assert w.players[1]["row"][1] == {"color": "black", "number": 5, "face_up": True, "failed": [],
                                     "place": "2nd"}
    assert w.turn["again"] and w.turn["stay"]
    assert w.history[-1]["text"] == ("You attacked Bot 1's 2nd card from the left (black) "
                                     "with 5: hit! It was black 5.")
    # "the same card" read as the card just hit: the sentence names the drawn card
    assert w.status.endswith("Attack again, with your drawn white 6 still at stake (a miss "
                             "puts it face up into your row), or Stay (it goes face down into "
                             "your row).")
    send(w, {"type": "stay", "player": 0})
    assert w.current == 1 and w.turn["advance"]
    assert [c["number"] for c in w.players[0]["row"]] == [1, 6, 7, 10, 11]
    assert [c["face_up"] for c in w.players[0]["row"]] == [False] * 5


def play_until_a_bot_stays(w: AlgoWidget) -> None:
    """Play ``w`` until a bot stays: the bots act, the student misses (a number of their
    own row)."""
    while not any(e.kind == "stay" for e in play_a_sure_miss(w)):
        pass


def test_a_stay_shows_in_the_history_list():
    # the History tab lists the synced ``history``: a stay ends the turn after a hit and
    # is told with that hit, for the student and for a bot, in both languages
    w = AlgoWidget(n_players=2, seed=0)
    w.attack(1, 1, 5)
    w.stay()
    hit = ("You attacked Bot 1's 2nd card from the left (black) with 5: hit! It was black 5.")
    assert w.history[-1]["stayed"] == "drawn"
    assert w.history[-1]["text"] == (f"{hit} You stayed: your drawn card went face down into "
                                     "your row, hidden from the others.")
    w.lang = "ja"
    assert w.history[-1]["text"].endswith(
        "あなたはステイした。引いたカードは伏せたまま自分の列に入った（相手には見えない）。")
    w = AlgoWidget(n_players=2, seed=0)
    play_until_a_bot_stays(w)
    bot = [h for h in w.history if h["attacker"] == 1 and h["stayed"]]
    assert len(bot) == 1 and bot[0]["hit"]
    assert bot[0]["text"].endswith("Bot 1 stayed: its drawn card went face down into its row.")
    # a hit the turn went on after, and a miss, say nothing of a stay
    assert all("stay" not in h["text"] for h in w.history if not h["stayed"])


def test_failed_attack_marks_the_grid_and_reveals_the_drawn_card():
    w = AlgoWidget(n_players=2, seed=0)
    w.attack(1, 3, 9)
    assert w.players[1]["row"][3]["failed"] == [9]
    slot = next(s for s in w.deduction_data["slots"] if s["index"] == 3)
    assert slot["eliminated"]["9"] == "failed_guess" and slot["failed"] == [9]
    assert w.history[-1]["text"] == ("You attacked Bot 1's 4th card from the left (white) "
                                     "with 9: miss. You turned your white 6 face up.")
    assert any(c["number"] == 6 and c["face_up"] for c in w.players[0]["row"])


def test_deduction_matches_deduce_of_the_student_view():
    w = AlgoWidget(n_players=3, seed=4)
    play_through_steps = 6
    for step in range(play_through_steps):
        send(w, {"type": "advance"} if w.turn["advance"] else student_move(w, step))
    d = deduce(w.student_view())
    assert w.deduction.candidates == d.candidates
    slots = w.deduction_data["slots"]
    assert [(s["row"], s["index"]) for s in slots] == d.view.hidden_slots()
    for s in slots:
        assert s["candidates"] == sorted(d.candidates[s["row"]][s["index"]])
    assert [st["text"] for st in w.deduction_data["steps"]] == [x.text("en") for x in d.steps]
    names = {p["name"] for p in w.players}
    assert {s["row"] for s in slots} <= names


def test_probabilities_on_demand():
    w = AlgoWidget(n_players=2, seed=0)
    assert w.deduction_data["posterior"] is None
    send(w, {"type": "set_hints", "level": "probabilities"})
    assert w.hints == "probabilities" and w.error is None
    d = w.deduction_data
    for slot, probs, fracs in zip(d["slots"], d["posterior"], d["fractions"], strict=True):
        assert sum(probs) == pytest.approx(1.0)
        assert all(p == 0 for n, p in enumerate(probs) if n not in slot["candidates"])
        assert fracs[slot["candidates"][0]] != "0" or probs[slot["candidates"][0]] == 0
    assert d["worlds"] > 0
    send(w, {"type": "set_hints", "level": "off"})
    assert w.deduction_data["slots"] == [] and w.deduction_data["steps"] == []


def test_lang_switches_live():
    w = AlgoWidget(n_players=2, seed=0)
    w.attack(1, 1, 5)
    w.lang = "ja"
    assert w.labels["algo.ui.attack"] == "アタック"
    assert w.labels["algo.ui.stay"] == "ステイ"
    assert w.labels["algo.ui.first_player"] == "親"
    assert "山札" in w.labels["algo.ui.pile"]
    assert w.players[0]["name"] == "あなた" and w.players[1]["name"] == "ボット1"
    assert w.history[-1]["text"].startswith("あなたがボット1の左から2枚目（黒）")
    assert "当たり" in w.status
    assert any("ボット1" in st["text"] for st in w.deduction_data["steps"])
    send(w, {"type": "explode"})
    assert "操作はありません" in w.error["message"]
    w.lang = "en"
    assert "Unknown action" in w.error["message"]
    with pytest.raises(ValueError):
        w.lang = "fr"
    assert w.lang == "en"


MALFORMED = [
    ("not a dict", "malformed message"),
    (None, "malformed message"),
    ({"type": 3}, "malformed message"),
    ({}, "malformed message"),
    ({"type": "explode"}, "Unknown action 'explode'"),
    ({"type": "attack"}, "'player' must be a whole number"),
    ({"type": "attack", "player": 0}, "'target' must be a whole number"),
    # the browser's own intents until now: a move without its "player" is refused
    ({"type": "attack", "target": 1, "index": 0, "number": 3}, "'player' must be a whole"),
    ({"type": "stay"}, "'player' must be a whole"),
    ({"type": "attack", "player": "0", "target": 1, "index": 0, "number": 3},
     "'player' must be a whole"),
    ({"type": "attack", "player": 0, "target": "1", "index": 0, "number": 3},
     "'target' must be a whole"),
    ({"type": "attack", "player": 0, "target": True, "index": 0, "number": 3},
     "'target' must be a whole"),
    ({"type": "attack", "player": 0, "target": 1, "index": 0.5, "number": 3},
     "'index' must be a whole"),
    ({"type": "attack", "player": 0, "target": 1, "index": 0, "number": 12}, "use 0 to 11"),
    ({"type": "attack", "player": 0, "target": 1, "index": 0, "number": -1}, "use 0 to 11"),
    ({"type": "attack", "player": 0, "target": 1, "index": 0, "number": None},
     "'number' must be a whole"),
    ({"type": "attack", "player": 0, "target": 1, "index": 0, "number": 3, "own_index": "x"},
     "'own_index'"),
    ({"type": "attack", "player": 0, "target": 0, "index": 0, "number": 3}, "is the attacker"),
    ({"type": "attack", "player": 0, "target": 5, "index": 0, "number": 3}, "target"),
    ({"type": "attack", "player": 0, "target": 1, "index": 9, "number": 3}, "index"),
    ({"type": "attack", "player": 0, "target": 1, "index": 0, "number": 3, "own_index": 0},
     "own_index"),
    # another seat's move: the student plays seat 0 only
    ({"type": "attack", "player": 1, "target": 0, "index": 0, "number": 3},
     "player=1 may not attack"),
    ({"type": "stay", "player": 0}, "stay"),
    ({"type": "stay", "player": 0, "position": "end"}, "'position' must be a whole"),
    ({"type": "place", "player": 0, "position": 0}, "place"),
    ({"type": "place", "player": 0}, "'position' must be a whole"),
    ({"type": "next_round", "player": -1}, "round is not over"),
    ({"type": "next_round"}, "'player' must be a whole"),
    ({"type": "next_round", "player": 0}, "use -1 to -1"),
    ({"type": "advance"}, "no bot move"),
    ({"type": "new_game", "seed": "x"}, "'seed' must be a whole"),
    ({"type": "set_hints", "level": "all"}, "'level' must be one of off, candidates"),
    ({"type": "set_hints"}, "'level' must be one of off, candidates"),
    ({"type": "set_view", "text": "me: B0"}, "only in a view-only widget"),
]


@pytest.mark.parametrize("message, words", MALFORMED)
def test_malformed_or_illegal_messages_show_an_error_and_change_nothing(message, words):
    w = AlgoWidget(n_players=2, seed=0)
    before, game_before = state(w), w.game.to_dict()
    send(w, message)
    assert w.error is not None and words.lower() in w.error["message"].lower(), w.error
    after = state(w)
    after["error"] = None
    assert after == before
    assert w.game.to_dict() == game_before


def test_student_intents_refused_on_a_bot_turn_state_unchanged():
    w = AlgoWidget(n_players=3, seed=1)
    before, game_before = state(w), w.game.to_dict()
    # the student's moves, and the move of the bot to act (Bot 2's seat): only Next moves it
    for msg in ({"type": "attack", "player": 0, "target": 1, "index": 0, "number": 3},
                {"type": "stay", "player": 0}, {"type": "place", "player": 0, "position": 0},
                {"type": "attack", "player": 2, "target": 1, "index": 0, "number": 3},
                w.game.legal_actions(2)[0]):
        send(w, msg)
        assert "Bot 2's turn, not yours" in w.error["message"]
        assert w.game.to_dict() == game_before
    after = state(w)
    after["error"] = None
    assert after == before
    send(w, {"type": "advance"})
    assert w.error is None  # a good intent clears the error


def test_python_api_raises_and_shows_the_error():
    w = AlgoWidget(n_players=2, seed=0)
    with pytest.raises(AlgoRuleError, match="face down|face-down|own"):
        w.attack(0, 0, 1)
    assert w.error is not None
    with pytest.raises(IntentError):
        w.advance()
    w.attack(1, 1, 5)
    assert w.error is None
    w.stay()
    w.advance()
    assert w.game.history[-1]["attacker"] == 1


@pytest.mark.parametrize("seed, rules", [
    (5, None), (6, AlgoRules(arrange_own_row=True, chips=True, empty_pile="guess_only",
                            deal_sizes="three"))])
def test_python_calls_return_only_what_the_student_may_see(seed, rules):
    """A seeded game played with the widget's Python calls: no event a call returns shows a
    card another seat drew (only its colour: ``drew_hidden``), and no synced trait holds
    the card a bot is holding."""
    w = AlgoWidget(n_players=3, bots="random", seed=seed, rules=rules)
    g, hidden_draws = w.game, 0
    for step in range(4000):
        if w.phase == "game_over":
            break
        turn = w.turn
        if turn["advance"]:
            events = w.advance()
        elif turn["next_round"]:
            events = w.next_round()
        else:
            msg = student_move(w, step)
            assert msg.pop("player") == 0
            events = getattr(w, msg.pop("type"))(**msg)
        assert events and w.error is None
        for e in events:
            assert e.kind != "drew" or e.data["player"] == 0, e
            if e.kind == "drew_hidden":
                hidden_draws += 1
                assert e.data["player"] != 0 and "card" not in e.data, e
                assert g.drawn is None or e.data["player"] != g.current_player \
                    or g.drawn.token not in e.text("en")
        check_no_hidden_numbers(w)
        if g.drawn is not None and g.current_player != 0:
            # the history may name a card dealt again since, the deduction's bounds name
            # tokens ("at most B11"): each is checked by the audit of the synced state
            synced = {k: v for k, v in state(w).items()
                      if k not in ("labels", "history", "deduction_data")}
            assert not re.search(rf"\b{g.drawn.token}(?!\d)", json.dumps(synced)), step
    else:
        pytest.fail("game did not end")
    # the bots drew, and the student was told only the colours (a random bot misplaces its
    # card in the arrange mode and is disqualified, so such rounds are short)
    assert hidden_draws > 3


def test_round_over_next_round_and_new_game():
    w = AlgoWidget(n_players=2, seed=2, bots="logical")
    while w.phase != "round_over":
        turn = w.turn
        send(w, {"type": "advance"} if turn["advance"] else student_move(w, 1))
    assert w.result == {**w.result, "round": 1, "rounds": 2, "game_over": False}
    assert w.turn["next_round"] and not w.turn["attack"]
    assert sum(p["wins"] for p in w.players) == 1
    send(w, NEXT_ROUND)
    assert w.result is None and w.phase in ("attack", "after_hit")
    assert [h["round"] for h in w.history][-1] == 1  # new round: old records kept
    send(w, {"type": "new_game"})
    assert w.game.seed == 3 and w.history == [] and all(p["wins"] == 0 for p in w.players)
    send(w, {"type": "new_game", "seed": 0})
    assert w.game.seed == 0


def test_chips_and_names_and_arranged_rows():
    w = AlgoWidget(n_players=2, seed=0, names=["Ann", "Robo"], rules=AlgoRules(chips=True))
    assert [p["name"] for p in w.players] == ["Ann", "Robo"]
    assert [p["chips"] for p in w.players] == [400, 400]
    w.attack(1, 1, 5)
    assert [p["chips"] for p in w.players] == [410, 390]
    assert w.history[-1]["text"].startswith("Ann attacked Robo's 2nd card from the left (black)")
    w2 = AlgoWidget(n_players=2, seed=0, rules=AlgoRules(arrange_own_row=True))
    while w2.phase == "arrange":  # each dealt row laid first (docs/rules/algo.md 6)
        send(w2, {"type": "advance"} if w2.turn["advance"] else student_move(w2, 0))
    assert w2.error is None and w2.game.penalties == [0, 0]
    if w2.turn["advance"]:
        w2.advance()
    w2.attack(1, 1, 5)
    assert w2.turn["position_for"] == "stay" and w2.turn["positions"] == [0, 1, 2, 3, 4]
    send(w2, {"type": "stay", "player": 0, "position": 1})
    assert w2.error is None and w2.current == 1


def test_view_mode_panel_only_with_editable_view():
    text = "me: B0 W4 B7 W9; ann: b? w?-5 B6 w?; deck: 12"
    w = AlgoWidget(view=text)
    assert w.mode == "view" and w.game is None and w.view_text == text
    assert [p["name"] for p in w.players] == ["You", "ann"]
    assert w.players[1]["row"][2] == {"color": "black", "number": 6, "face_up": True,
                                      "failed": [], "place": "3rd"}
    assert w.pile == 12 and w.turn["attack"] is False and w.history == []
    slots = w.deduction_data["slots"]
    assert [(s["row"], s["index"]) for s in slots] == [("ann", 0), ("ann", 1), ("ann", 3)]
    assert slots[1]["eliminated"]["5"] == "failed_guess"
    assert w.deduction.candidates == deduce(text).candidates
    w.hints = "off"  # the panel stays: view mode is the deduction
    assert w.deduction_data["slots"]
    before = state(w)
    send(w, {"type": "set_view", "text": "me: B0; ann: B0"})
    assert "could not be read" in w.error["message"] and "B0" in w.error["message"]
    after = state(w)
    after["error"] = None
    assert after == before
    send(w, {"type": "attack", "player": 0, "target": 1, "index": 0, "number": 1})
    assert "view only" in w.error["message"]
    send(w, {"type": "set_view", "text": "me: B1; bob: b? W0"})
    assert w.error is None and w.deduction_data["slots"][0]["certain"] == 0
    assert w.view_text == "me: B1; bob: b? W0"
    assert "1 certain" in w.status


def test_constructor_errors_repr_and_bundle():
    with pytest.raises(ValueError, match="lang"):
        AlgoWidget(lang="fr")
    with pytest.raises(ValueError, match="Hint level"):
        AlgoWidget(hints="all")
    with pytest.raises(ValueError, match="one bot per opponent"):
        AlgoWidget(n_players=3, bots=["random"])
    with pytest.raises(ValueError, match="unknown bot"):
        AlgoWidget(bots="genius")
    with pytest.raises(ValueError, match="n_players"):
        AlgoWidget(n_players=5)
    with pytest.raises(ValueError):
        AlgoWidget(view="me: B0; ann: b?-x")
    with pytest.raises(ValueError):
        AlgoWidget(names=["me", "Bot"])
    with pytest.raises(TypeError):
        AlgoWidget(seed="1")
    assert repr(AlgoWidget(seed=0)) == ("AlgoWidget(n_players=2, round=1, phase='attack', "
                                        "current=0)")
    assert repr(AlgoWidget(view="me: B0; a: b?")) == "AlgoWidget(view='me: B0; a: b?')"
    assert (STATIC / "algo.js").is_file() and (STATIC / "algo.css").is_file()


def test_next_round_during_a_bot_placing_its_card_does_not_name_that_card():
    """arrange_own_row mode: a bot missed and is about to place its drawn card. A
    next_round intent then is refused by the widget itself; the engine's own message
    (meant for the bot) would name the bot's secret drawn card in the synced error."""
    w = AlgoWidget(n_players=3, bots="random", seed=3, rules=AlgoRules(arrange_own_row=True))
    for step in range(400):
        if w.phase == "place" and w.current != 0:
            break
        turn = w.turn
        send(w, {"type": "advance"} if turn["advance"]
             else NEXT_ROUND if turn["next_round"] else student_move(w, step))
    else:
        pytest.fail("no bot placed a card")
    secret = w.game.drawn
    before = w.game.to_dict()
    assert "missed and now puts the drawn card face up" in w.status  # not "see the attack"
    for lang in ("en", "ja"):
        w.lang = lang
        send(w, NEXT_ROUND)
        text = json.dumps(state(w), ensure_ascii=False)
        assert w.error is not None
        for word in (secret.token, f"{secret.color} {secret.number}",
                     f"{'黒' if secret.color == 'black' else '白'}の{secret.number}"):
            assert word not in w.error["message"] and word not in text, word
        with pytest.raises(IntentError):
            w.next_round()
    assert w.game.to_dict() == before


# Every hidden card keeps candidates after propagation, yet no deal fits (found by search).
NO_WORLD = ("me: B0 B1 B3 W4 B5 B6 W6 B7 W7 W9 B10 B11; ann: w?-5-11 b? w?-0-5 w?-1; "
            "bob: b? b? w? w?-11; cy: w? b?-10 w?-0 w?-1-10")


@pytest.mark.parametrize("hints", ["candidates", "probabilities"])
def test_a_view_no_deal_fits_is_refused_whole(hints):
    from gamewidgets.algo import count_worlds

    deduce(NO_WORLD)  # propagation alone does not see the contradiction
    assert count_worlds(NO_WORLD) == 0
    with pytest.raises(ValueError, match="No deal"):
        AlgoWidget(view=NO_WORLD, hints=hints)
    w = AlgoWidget(view="me: B0 W4 B7 W9; ann: b? w?-5 B6 w?", hints=hints)
    before = state(w)
    send(w, {"type": "set_view", "text": NO_WORLD})
    assert "no choice of numbers" in w.error["message"]
    after = state(w)
    after["error"] = None
    assert after == before
    w.lang = "ja"  # the whole error, reason included, follows the language
    assert "組み合わせはありません" in w.error["message"] and "no choice" not in w.error["message"]
    w.hints = "probabilities"  # the kept view still has its posterior
    assert w.deduction_data["worlds"] > 0


def test_engine_errors_read_well_with_the_student_named_you():
    w = AlgoWidget(n_players=2, seed=0)
    with pytest.raises(AlgoRuleError):
        w.attack(1, 9, 5)
    text = w.error["message"]
    assert "You's" not in text and "(player 0)" not in text, text
    assert "Turn: You (player index 0 in the API" in text


def test_japanese_writes_face_down_as_in_the_engine():
    from gamewidgets.core.i18n import texts

    ja = texts("algo.", "ja")
    assert not [k for k, v in ja.items() if "ふせ" in v]
    assert "伏せた" in ja["algo.ui.step.target"] and "伏せた" in ja["algo.event.out"]


def test_every_move_is_narrated_a_stay_a_round_end_and_why_the_student_lost():
    # the student always declares a number seen in their own row (a sure miss), so the
    # bot wins the round; every bot stay and the round's end are said in the status line
    w = AlgoWidget(n_players=2, seed=0)
    stays = 0
    while w.phase != "round_over":
        if any(e.kind == "stay" for e in play_a_sure_miss(w)):
            stays += 1
            assert "Bot 1 stayed: its drawn card went face down into its row." in w.status
            w.lang = "ja"
            # the status speaks to the student in one voice: です・ます
            assert "ボット1はステイしました。引いたカードは伏せたまま自分の列に入りました。" \
                in w.status
            w.lang = "en"
    assert stays >= 1
    last = w.history[-1]
    assert (last["attacker"], last["hit"]) == (1, True)
    # the attack that ended the round, the bot's drawn card back into the pile (the pile
    # grows by one: it said nothing before), why the student lost, then the result
    assert w.status == (f"{last['text']} Bot 1's drawn card went back into the pile, face "
                        "down. All your cards are face up, so you are out of the round. "
                        "Bot 1 won round 1 of 2. Press Next round to deal again.")
    assert w.pile == 24 - sum(len(p["row"]) for p in w.players)
    assert w.result["text"].startswith("Bot 1's drawn card went back")
    w.lang = "ja"
    assert w.result["text"].startswith("ボット1が引いたカードは、伏せたまま山札にもどりました。")


def test_the_student_staying_is_said_with_whom_the_card_is_hidden_from():
    w = AlgoWidget(n_players=2, seed=0)
    w.attack(1, 1, 5)  # a hit: black 5
    w.stay()
    assert w.status.startswith(
        "You attacked Bot 1's 2nd card from the left (black) with 5: hit! It was black 5. "
        "You stayed: your drawn card went face down into your row, hidden from the others. ")


def test_history_names_a_card_by_its_place_then_and_its_colour_so_it_stays_true():
    # "card 2" would name another card once the row grows; the record keeps the colour
    w = AlgoWidget(n_players=2, seed=0)
    w.attack(1, 1, 5)
    w.stay()
    text = w.history[0]["text"]
    while len(w.players[1]["row"]) == 4 and w.turn["advance"]:
        w.advance()
    assert len(w.players[1]["row"]) > 4  # Bot 1's row grew
    assert w.history[0]["text"] == text and w.history[0]["color"] == "black"
    w.lang = "ja"
    assert w.history[0]["text"] == ("あなたがボット1の左から2枚目（黒）に「5」でアタックして、"
                                    "当たった！黒5だった。あなたはステイした。引いたカードは伏せたまま"
                                    "自分の列に入った（相手には見えない）。")


def test_grid_names_a_card_as_the_status_line_does():
    # the deduction grid heads a row with the card's place from the left, worded as the
    # status line and the history word it ("Bot 1's 2nd card from the left"), not "#2"
    w = AlgoWidget(n_players=2, seed=0)
    w.attack(1, 1, 5)
    assert "Bot 1's 2nd card from the left" in w.history[-1]["text"]
    places = {(s["player"], s["index"]): s["place"] for s in w.deduction_data["slots"]}
    assert places[(1, 0)] == "1st" and places[(1, 2)] == "3rd" and places[(1, 3)] == "4th"
    w.lang = "ja"
    assert {s["place"] for s in w.deduction_data["slots"] if s["player"] == 1} == {"1", "3", "4"}
    from gamewidgets.core.i18n import t
    assert t("algo.ui.slot_short", "en", place="3rd", n=3) == "3rd"
    assert t("algo.ui.slot_short", "ja", place="3", n=3) == "3枚目"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_stay_is_told_once_in_the_status_line(lang):
    w = AlgoWidget(n_players=2, seed=0, lang=lang)
    w.attack(1, 1, 5)  # a hit (black 5), then the student stays
    w.stay()
    assert w.status.count(t("algo.widget.stayed_you_polite", lang)) == 1, w.status
    w = AlgoWidget(n_players=2, seed=0, lang=lang)
    play_until_a_bot_stays(w)
    said = t("algo.widget.stayed_polite", lang, name=t("algo.widget.bot", lang, n=1))
    assert w.status.count(said) == 1, w.status


def test_a_round_end_says_who_else_went_out():
    # three players: the student always misses (declaring a number of their own row), so
    # when a bot wins the round, the student and the other bot are both out
    w = AlgoWidget(n_players=3, seed=0)
    while w.phase != "round_over":
        play_a_sure_miss(w)
    winner = w._game.round_winner
    other = ({1, 2} - {winner}).pop()
    assert w.result["text"] == (
        f"Bot {winner}'s drawn card went back into the pile, face down. "
        f"All your cards are face up, so you are out of the round. Bot {other} also went "
        f"out: every card face up. Bot {winner} won round 1 of 3. Press Next round to deal again.")
    w.lang = "ja"
    assert w.result["text"] == (
        f"ボット{winner}が引いたカードは、伏せたまま山札にもどりました。あなたのカードはすべて"
        f"表向きになったので、このラウンドは負けです。ボット{other}も、カードがすべて表向きに"
        f"なって脱落しました。ラウンド1（全3ラウンド）はボット{winner}の勝ちです。"
        "「次のラウンド」で配り直します。")


def test_a_round_the_student_wins_names_both_bots_out():
    # the student knows every card (read from the engine here) and opens both rows
    w = AlgoWidget(n_players=3, seed=0)
    rows = w._game.rows
    while w.phase != "round_over":
        if w.turn["advance"]:
            w.advance()
            continue
        p, i = w.turn["targets"][0]
        w.attack(p, i, rows[p][i].card.number, w.turn["own"][0] if w.turn["own"] else None)
    assert w._game.round_winner == 0
    assert w.result["text"] == ("Your drawn card went back into the pile, face down. "
                                "Bot 1 and Bot 2 went out: every card face up. "
                                "You won round 1 of 3. Press Next round to deal again.")


def test_going_out_is_said_when_it_happens_not_only_at_the_round_end():
    # three players, the student always misses: once a bot opens the student's last card,
    # every status line until the round ends says the student is out and watches
    w = AlgoWidget(n_players=3, seed=0)
    watched = 0
    while w.phase != "round_over":
        out = all(c["face_up"] for c in w.players[0]["row"])
        assert ("you are out of this round: watch the others play on" in w.status) == out
        watched += out
        play_a_sure_miss(w)
    assert watched >= 1
    assert "watch the others" not in w.status  # the round's end says it its own way


def test_after_a_hit_with_an_empty_pile_a_stay_only_ends_the_turn():
    from gamewidgets.algo.engine.options import AlgoRules
    from gamewidgets.algo.widgets.status import status_text

    g = rigged(["You", "Bot 1"], ["B1 W3", "B2 W5 B9"], [],
               rules=AlgoRules(empty_pile="guess_only"))
    g.attack(1, 0, 2)  # a hit, with no drawn card at stake
    assert g.phase == "after_hit" and g.drawn is None
    assert status_text(g, "en", lambda q: g.names[q]).endswith(
        "Attack again, or Stay: with no drawn card, a stay only ends your turn.")
    assert status_text(g, "ja", lambda q: g.names[q]).endswith(
        "引いたカードがないので、ステイすると番が終わるだけです。")


def test_a_miss_says_later_where_its_card_went_and_what_it_was():
    # "Ben's 2nd card" of Ann's miss is W5; Ben's B0 then goes in to its left, so a later
    # "3rd card" is the same card: the miss says so, then what the card turned out to be
    from gamewidgets.algo.widgets.status import history_state

    g = rigged(["Ann", "Ben"], ["B1 W3", "B2 W5 B9"], ["W7", "B0", "B4"])

    def texts():
        return [h["text"] for h in history_state(g.history, "en", lambda q: g.names[q], 0, g)]

    g.attack(1, 1, 4)  # Ann: a miss on W5
    assert texts() == ["Ann attacked Ben's 2nd card from the left (white) with 4: miss. "
                       "You turned your white 7 face up."]
    g.attack(0, 0, 1)  # Ben: a hit on Ann's B1, then he stays: B0 goes in at his left end
    g.stay()
    assert texts()[0].endswith("The attacked card is now the 3rd from the left.")
    g.attack(1, 2, 5)  # Ann: a hit on W5
    assert texts()[0].endswith("miss. You turned your white 7 face up. "
                               "The attacked card later turned out to be white 5.")
    ja = history_state(g.history, "ja", lambda q: g.names[q], 0, g)[0]["text"]
    assert ja.endswith("あなたは白7を表向きにした。アタックされたカードは、あとで白5とわかった。")


def rigged(names, rows, pile, rules=None):
    """A two-player game whose rows are ``rows`` (tokens, all face down) and whose pile
    lists the top card first; seat 0's turn begins (drawing the top card)."""
    from gamewidgets.algo.engine.cards import Card, RowCard
    from gamewidgets.algo.engine.state import AlgoGame

    g = AlgoGame(len(rows), seed=0, rules=rules, names=names)
    g.rows = [[RowCard(Card.parse(tok)) for tok in r.split()] for r in rows]
    g.pile = [Card.parse(tok) for tok in reversed(pile)]
    g.events, g.history = [], []
    g._start_turn(0)
    return g


def play_a_sure_miss(w):
    """One move: a bot's, or the student's sure miss (a number of the student's own row,
    so the bots win the round). Returns the move's events."""
    if w.turn["advance"]:
        return w.advance()
    own = [c["number"] for c in w.players[0]["row"]]
    p, i = w.turn["targets"][0]
    return w.attack(p, i, own[0], w.turn["own"][0] if w.turn["own"] else None)


def test_a_number_no_deal_uses_is_ruled_out_by_counting_with_probabilities():
    """ann's second card, white above W3, may be 6, 8 or 9 by the deduction's rules; but
    W9 there leaves W10, B11 and W11 as ann's last three cards, and then ben's last card
    (white, above B9) has no number left: no deal uses 9. With probabilities the panel
    moves 9 out as counting rules it out, with its sentence (docs/rules/algo.md 8)."""
    w = AlgoWidget(view="me: B1 B4 W4 W5 W7; ann: W3 w?-1 w? b? w?; ben: w?-5 w? b? B9 w?; "
                        "deck: 8", hints="candidates")

    def second():
        return next((k, s) for k, s in enumerate(w.deduction_data["slots"])
                    if s["row"] == "ann" and s["index"] == 1)

    k, slot = second()
    assert slot["candidates"] == [6, 8, 9] and "9" not in slot["eliminated"]
    assert slot["why"] == {} and slot["certain"] is None
    w.hints = "probabilities"
    k, slot = second()
    assert w.deduction_data["posterior"][k][9] == 0
    assert slot["candidates"] == [6, 8]
    assert slot["eliminated"]["9"] == "counting"
    assert slot["why"] == {"9": t("algo.ui.no_deal", "en", n=9)}
    assert slot["certain"] is None
