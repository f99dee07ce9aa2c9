"""GoblinWidget: traits, the cover/choose/reveal flow through intents, no secrets synced."""

import json
import random
import re

import pytest
from helpers.goblin import random_game_by_intents, send

from gamewidgets.core.errors import IntentError
from gamewidgets.goblin.engine import GoblinRuleError, GoblinRules
from gamewidgets.goblin.teaching import policy_name
from gamewidgets.goblin.widgets import GoblinWidget

INTENTS = tuple(GoblinWidget.INTENTS)

DECK = ("meat", "empty", "mushroom", "exit")


def state(w, error=True):
    skip = ("layout", "_esm", "_css") + (() if error else ("error",))
    return json.dumps({k: v for k, v in w.get_state().items() if k not in skip},
                      sort_keys=True, default=str, ensure_ascii=False)


def choose_by_clicks(w, player, action):
    assert w.stage == "cover" and w.active == player
    send(w, {"type": "show", "player": player})
    assert w.stage == "choose" and w.error is None
    move = {"type": "choose", "player": player, "action": action}
    assert move in w.game.legal_actions(player)  # a move is the engine's own action
    send(w, move)
    assert w.error is None, w.error


def test_one_turn_by_clicks_two_people_and_a_bot():
    w = GoblinWidget(["Ann", "Ben", "bot:cooperator"], rules=GoblinRules(tunnel_deck=DECK))
    assert [p["name"] for p in w.players] == ["Ann", "Ben", "Cooperator 3"]
    assert [p["bot"] for p in w.players] == [None, None, "cooperator"]
    assert w.tunnel == {"turned": [], "remaining": 4}
    choose_by_clicks(w, 0, "dig")
    assert w.stage == "cover" and w.active == 1
    assert w.players[0]["chosen"] and w.players[0]["action"] is None
    choose_by_clicks(w, 1, "rest")
    assert w.stage == "ready"
    send(w, {"type": "reveal"})
    assert w.stage == "steps" and w.turn == 1  # the turn being shown
    assert [p["action"] for p in w.players] == ["dig", "rest", "dig"]
    frames = w.frames
    assert frames[0]["kind"] == "reveal" and frames[0]["meat"] == [3, 3, 3]
    assert "Ann: dig" in frames[0]["text"]
    assert [f["kind"] for f in frames[1:]] == [s.kind for s in w.steps]
    # meat card: both diggers +2, then dig cost -1; Ben rests +1
    assert frames[-1]["meat"] == [4, 4, 4] == w.game.meat
    tunnel = next(f for f in frames if f["kind"] == "tunnel")
    assert tunnel["card"] == "meat" and tunnel["turned"] == ["meat"] and tunnel["remaining"] == 3
    assert w.tunnel == {"turned": ["meat"], "remaining": 3}
    assert w.whatif[0]["chosen"] == "dig" and {r["action"] for r in w.whatif[0]["rows"]} == {
        "dig", "rest", "steal"}
    send(w, {"type": "next_turn"})
    assert w.stage == "cover" and w.turn == 2 and w.frames == []
    send(w, {"type": "show", "player": 0})
    dig = next(o for o in w.options if o["action"] == "dig")
    assert dig["allowed"] is False and "dig last turn" in dig["reason"]


def test_python_api_choose_play_turn_steps_and_game():
    w = GoblinWidget(["Ann", "Ben", "bot:cooperator"], rules=GoblinRules(tunnel_deck=DECK))
    assert w.steps == [] and w.game.turn == 1
    w.choose(0, "rest")
    w.choose(1, "steal")
    w.reveal()
    assert w.stage == "steps" and w.players[1]["target"] == 0
    steps = w.play_turn({0: "dig", 1: "rest"})  # starts turn 2 itself; the bot rests
    assert steps == w.steps and w.game.turn == 3
    with pytest.raises(GoblinRuleError):
        w.play_turn({0: "dig", 1: "dig"})  # Ann dug last turn
    assert w.game.turn == 3 and w.game.choices == [None, None, None]
    with pytest.raises(IntentError, match="bot"):
        w.choose(2, "dig")
    with pytest.raises(TypeError):
        w.play_turn("dig")


def test_several_resters_ask_the_human_stealer_for_a_target():
    w = GoblinWidget(["Ann", "Ben", "Cy", "Di"], rules=GoblinRules(tunnel_deck=DECK))
    for p, a in enumerate(["steal", "rest", "rest", "dig"]):
        choose_by_clicks(w, p, a)
    send(w, {"type": "reveal"})
    assert w.stage == "target" and w.active == 0 and w.targets == [1, 2]
    assert [p["action"] for p in w.players] == ["steal", "rest", "rest", "dig"]
    before = state(w)
    send(w, {"type": "pick_target", "player": 0, "target": 3})
    assert "rest" in w.error["message"]
    after = json.loads(state(w))
    after["error"] = None
    assert json.dumps(after, sort_keys=True, ensure_ascii=False) == before
    send(w, {"type": "pick_target", "player": 0, "target": 2})
    assert w.stage == "steps" and w.error is None
    assert w.players[0]["target"] == 2 and w.game.meat[:3] == [4, 4, 3]


def test_a_move_of_another_seat_than_the_screens_is_refused():
    """A move is the engine's action of one seat: only the seat whose screen it is may send
    it, even when the engine would take it (Ben still has to choose too)."""
    w = GoblinWidget(["Ann", "Ben", "Cy", "Di"], rules=GoblinRules(tunnel_deck=DECK))
    send(w, {"type": "show", "player": 0})
    before, game_before = state(w, error=False), w.game.to_dict()
    ben = {"type": "choose", "player": 1, "action": "rest"}
    assert ben in w.game.legal_actions(1)
    send(w, ben)
    assert "It is Ann's screen now, not Ben's" in w.error["message"]
    assert state(w, error=False) == before and w.game.to_dict() == game_before
    for p, a in enumerate(["steal", "rest", "rest", "dig"]):
        if p:
            send(w, {"type": "show", "player": p})
        send(w, {"type": "choose", "player": p, "action": a})
    send(w, {"type": "reveal"})
    assert w.stage == "target" and w.active == 0
    send(w, {"type": "pick_target", "player": 1, "target": 2})
    assert "It is Ann's screen now, not Ben's" in w.error["message"]
    send(w, {"type": "pick_target", "player": 0, "target": 2})
    assert w.error is None and w.stage == "steps"


def test_bot_stealers_pick_by_policy_play_turn_takes_targets():
    w = GoblinWidget(["Ann", "Ben", "bot:free_rider"], rules=GoblinRules(tunnel_deck=DECK))
    w.play_turn({0: "rest", 1: "rest", 2: "steal"})
    assert w.players[2]["target"] in (0, 1)
    w2 = GoblinWidget(["Ann", "Ben", "Cy"], rules=GoblinRules(tunnel_deck=DECK))
    w2.play_turn({0: "rest", 1: "rest", 2: ("steal", 1)})
    assert w2.game.meat == [4, 3, 4]


def test_no_secret_choice_or_tunnel_order_in_synced_state_at_any_step():
    def check(w):
        text = state(w)
        if w.stage in ("cover", "choose", "ready"):
            assert all(p["action"] is None for p in w.players)
            assert w.frames == [] and w.whatif == []
            assert json.loads(text)["players"] == w.players
        deck = w.game.deck
        assert "deck" not in json.loads(text)
        assert json.loads(text)["tunnel"] == {"turned": w.game.tunnel_turned,
                                              "remaining": len(deck)}

    for seed in range(12):
        random_game_by_intents(seed, check)


@pytest.mark.parametrize("first", ["dig", "rest", "steal"])
def test_synced_state_is_the_same_whatever_was_chosen_in_secret(first):
    """A person's own choice is not synced either: only that they have chosen."""
    reference = GoblinWidget(seed=3)
    choose_by_clicks(reference, 0, "dig")
    w = GoblinWidget(seed=3)
    choose_by_clicks(w, 0, first)
    assert state(w) == state(reference)
    choose_by_clicks(reference, 1, "rest")
    choose_by_clicks(w, 1, "rest")
    assert w.stage == "ready" and state(w) == state(reference)


BAD = [
    ("not a dict", "malformed message"),
    ({}, "malformed message"),
    ({"type": 3}, "malformed message"),
    ({"type": "explode"}, "Unknown action 'explode'"),
    ({"type": "show"}, "'player' must be a whole number, got None"),
    ({"type": "show", "player": True}, "'player' must be a whole number, got True"),
    ({"type": "show", "player": 9}, "'player' = 9 is out of range: use 0 to 2"),
    ({"type": "show", "player": "0"}, "'player' must be a whole number, got '0'"),
    ({"type": "show", "player": 1}, "It is Goblin 1's screen now"),
    ({"type": "choose", "player": 0, "action": "dig"}, "not possible now"),
    ({"type": "choose", "player": 0, "action": "fly"},
     "'action' must be one of dig, rest, steal, got 'fly'"),
    ({"type": "choose", "player": 0, "action": None}, "must be one of dig, rest, steal, got None"),
    ({"type": "reveal"}, "not possible now"),
    ({"type": "pick_target", "player": 0, "target": 1}, "not possible now"),
    # the browser's steal target until now: the engine's action is pick_target
    ({"type": "target", "player": 0, "target": 1}, "Unknown action 'target'"),
    ({"type": "pick_target", "player": 0}, "'target' must be a whole number, got None"),
    ({"type": "next_turn"}, "not possible now"),
    ({"type": "hide"}, "not possible now"),
]


@pytest.mark.parametrize("message, words", BAD)
def test_malformed_messages_show_an_error_and_change_nothing(message, words):
    w = GoblinWidget()
    before, game_before = state(w), w.game.to_dict()
    send(w, message)
    assert words in w.error["message"]
    after = json.loads(state(w))
    after["error"] = None
    assert json.dumps(after, sort_keys=True, ensure_ascii=False) == before
    assert w.game.to_dict() == game_before


def test_random_messages_never_raise_and_never_change_an_illegal_state():
    rng = random.Random(7)
    values = [None, True, -1, 0, 1, 2, 5, 1.5, "0", "dig", "rest", "steal", "x", [], {}]
    w = GoblinWidget(["Ann", "Ben", "bot:random"], seed=1)
    for _ in range(600):
        msg = {"type": rng.choice([*INTENTS, "boom", 7])}
        for key in rng.sample(["player", "action", "target", "extra"], rng.randint(0, 4)):
            msg[key] = rng.choice(values)
        before, game_before = state(w, error=False), w.game.to_dict()
        send(w, msg)
        if w.error is not None:
            assert state(w, error=False) == before, msg
            assert w.game.to_dict() == game_before
        if w.stage == "over":
            send(w, {"type": "new_game"})


def test_game_over_winners_and_new_game():
    w = GoblinWidget(["Ann", "Ben", "bot:cooperator"], rules=GoblinRules(tunnel_deck=("exit",)))
    w.play_turn({0: "dig", 1: "rest"})
    assert w.stage == "over" and w.winners == [0, 1, 2]  # the exit ends it before rest: a tie
    assert w.frames[-1]["kind"] == "game_over" and w.frames[-1]["turned"] == ["exit"]
    send(w, {"type": "next_turn"})
    assert "not possible now" in w.error["message"]
    send(w, {"type": "new_game"})
    assert w.stage == "cover" and w.turn == 1 and w.winners == [] and w.error is None


def test_step_trait_is_checked_and_lang_switches_live():
    w = GoblinWidget(["Ann", "Ben", "bot:cooperator"], rules=GoblinRules(tunnel_deck=DECK))
    w.play_turn({0: "dig", 1: "rest"})
    w.step = 2
    w.step = 99
    assert w.step == 2 and "no such step" in w.error["message"]
    w.lang = "ja"
    assert w.step == 2
    assert w.labels["goblin.ui.action.dig"] == "掘る"
    assert w.labels["goblin.ui.action.rest"] == "休む"
    assert w.labels["goblin.ui.action.steal"] == "奪う"
    assert "ステップ" in w.error["message"]
    assert "掘る" in w.frames[0]["text"]
    assert "肉" in w.whatif[0]["rows"][0]["note"]
    with pytest.raises(ValueError, match="lang"):
        w.lang = "fr"
    assert w.lang == "ja"


def test_constructor_shorthand_errors_and_repr():
    w = GoblinWidget(n_players=4, bots="adaptive")
    assert [p["bot"] for p in w.players] == [None, "adaptive", "adaptive", "adaptive"]
    w = GoblinWidget(n_players=5, bots=["random", "cooperator"])
    assert [p["name"] for p in w.players][:3] == ["Goblin 1", "Goblin 2", "Goblin 3"]
    with pytest.raises(ValueError):
        GoblinWidget(["Ann", "Ben"])
    with pytest.raises(ValueError, match="unknown bot policy"):
        GoblinWidget(["Ann", "Ben", "bot:genius"])
    with pytest.raises(ValueError, match="lang"):
        GoblinWidget(lang="fr")
    assert repr(GoblinWidget()) == (
        "GoblinWidget(players=['Goblin 1', 'Goblin 2', 'Cooperator 3'], turn=1, stage='cover')")
    # the default people are named in the widget's language, not in English
    assert repr(GoblinWidget(lang="ja")) == (
        "GoblinWidget(players=['ゴブリン1', 'ゴブリン2', '協力ボット3'], turn=1, stage='cover')")


def test_all_bots_play_by_the_reveal_button_and_bundle_paths():
    w = GoblinWidget(["bot:random", "bot:cooperator", "bot:free_rider"], seed=2)
    assert w.stage == "ready"
    shown = []
    while w.stage != "over":
        send(w, {"type": "reveal" if w.stage == "ready" else "next_turn"})
        assert w.error is None
        if w.stage in ("steps", "over"):  # one turn per click of the reveal button
            shown.append(w.turn)
    assert shown == list(range(1, len(shown) + 1)) == list(range(1, w.game.turn + 1))
    from gamewidgets.core.widget import STATIC

    assert (STATIC / "goblin.js").is_file() and (STATIC / "goblin.css").is_file()


def test_an_error_clears_after_a_successful_python_call():
    w = GoblinWidget(["Ann", "Ben", "bot:cooperator"], rules=GoblinRules(tunnel_deck=DECK))
    send(w, {"type": "reveal"})
    assert "not possible now" in w.error["message"]
    w.choose(0, "dig")
    assert w.error is None


def test_a_failed_play_turn_keeps_the_resolution_on_screen():
    w = GoblinWidget(["Ann", "Ben", "bot:cooperator"], rules=GoblinRules(tunnel_deck=DECK))
    w.play_turn({0: "dig", 1: "rest"})
    before = state(w, error=False)
    with pytest.raises(GoblinRuleError) as info:
        w.play_turn({0: "dig", 1: "dig"})  # Ann dug last turn
    assert w.stage == "steps" and state(w, error=False) == before
    assert w.error == {"message": info.value.text("en")}


def test_one_person_with_bots_sees_no_cover_screen():
    """A cover hides a person's choice from the other people at the screen: with one
    person (the demo: Ann and two bots) there is nobody to hide it from, so the widget
    never says "Pass the screen to Ann"; nor once the only other person is out."""
    w = GoblinWidget(["Ann", "bot:cooperator", "bot:free_rider"], seed=0)
    assert w.stage == "choose" and w.active == 0
    send(w, {"type": "show", "player": 0})
    assert w.error is not None and w.stage == "choose"  # no cover to lift
    send(w, {"type": "choose", "player": 0, "action": "dig"})
    send(w, {"type": "reveal"})
    send(w, {"type": "next_turn"})
    assert w.error is None and w.stage == "choose" and w.turn == 2
    two = GoblinWidget(["Ann", "Ben", "bot:cooperator"], seed=0)
    assert two.stage == "cover" and two.active == 0
    rules = GoblinRules(starting_meat=1)
    out = GoblinWidget(["Ann", "Ben", "bot:cooperator"], seed=0, rules=rules)
    out.play_turn({0: "steal", 1: "dig"})  # Ann steals with nobody resting: out
    assert out.game.alive[0] is False
    send(out, {"type": "next_turn"})
    assert out.stage == "choose" and out.active == 1  # Ben alone now


def _out_and_bots(lang="en"):
    """Ann starves on turn 1 (steals with nobody resting); two cooperators remain."""
    rules = GoblinRules(tunnel_deck=("meat",) + ("empty",) * 3 + ("exit",), starting_meat=1)
    w = GoblinWidget(["Ann", "bot:cooperator", "bot:cooperator"], rules=rules, lang=lang)
    w.play_turn({0: "steal"})
    assert w.game.alive == [False, True, True] and w.stage == "steps"
    return w


def test_when_only_bots_are_left_the_game_goes_on_and_can_be_played_to_the_end():
    w = _out_and_bots()
    send(w, {"type": "next_turn"})
    assert w.stage == "ready" and w.error is None  # no cover for a goblin who is out
    send(w, {"type": "reveal"})
    assert w.stage == "steps" and w.players[0]["action"] is None
    send(w, {"type": "finish"})
    assert w.error is None and w.stage == "over" and w.game.end == "exit"
    assert w.winners == [1, 2] and w.frames[-1]["kind"] == "game_over"
    send(w, {"type": "finish"})
    assert "not possible now" in w.error["message"]
    send(w, {"type": "new_game"})  # Ann alone among bots: her choice needs no cover
    assert w.stage == "choose" and w.active == 0 and w.error is None
    w = _out_and_bots()
    assert w.finish()[-1].kind == "game_over" and w.stage == "over"


def test_finish_is_refused_while_a_person_is_in_the_game():
    w = GoblinWidget(["Ann", "Ben", "bot:cooperator"], rules=GoblinRules(tunnel_deck=DECK))
    w.play_turn({0: "dig", 1: "rest"})
    before = state(w)
    send(w, {"type": "finish"})
    assert "only bots are left" in w.error["message"]
    after = json.loads(state(w))
    after["error"] = None
    assert json.dumps(after, sort_keys=True, ensure_ascii=False) == before
    with pytest.raises(IntentError, match="only bots"):
        w.finish()


def test_made_up_names_follow_the_language():
    w = GoblinWidget(n_players=3, bots=["free_rider"], rules=GoblinRules(tunnel_deck=DECK),
                     lang="ja")
    assert [p["name"] for p in w.players] == ["ゴブリン1", "ゴブリン2", "ただ乗りボット3"]
    w.play_turn({0: "rest", 1: "rest"})
    assert "ただ乗りボット3" in w.frames[0]["text"] and "ただ乗りボット3" in w.frames[-1]["text"]
    w.lang = "en"
    assert [p["name"] for p in w.players] == ["Goblin 1", "Goblin 2", "Free-rider 3"]
    assert "Free-rider 3" in w.frames[-1]["text"] and "ただ乗り" not in state(w)
    assert w.labels["goblin.ui.policy.free_rider"] == "free-rider"
    w = GoblinWidget(["Ann", "<b>Ben</b>", "bot:adaptive"], lang="ja")
    assert [p["name"] for p in w.players] == ["Ann", "<b>Ben</b>", "予想ボット3"]
    with pytest.raises(ValueError, match="bots has 4 policies for 3 goblins"):
        GoblinWidget(n_players=3, bots=["random"] * 4)


def test_a_bot_has_one_word_in_the_badge_its_name_and_a_lesson_table():
    """policy_name gives the word the widget shows, so a tournament table printed by a
    lesson names the bots as the children saw them (「ただ乗り」, not ``free_rider``)."""
    assert [policy_name(p, "ja") for p in ("random", "cooperator", "free_rider", "adaptive")] \
        == ["気まぐれ", "協力", "ただ乗り", "予想"]
    assert policy_name("free_rider") == "free-rider"
    assert policy_name("free_rider", "en", capital=True) == "Free-rider"
    assert policy_name("free_rider", "ja", capital=True) == "ただ乗り"
    for lang in ("en", "ja"):
        w = GoblinWidget(["Ann", "bot:free_rider", "bot:random"], lang=lang)
        assert w.labels["goblin.ui.policy.free_rider"] == policy_name("free_rider", lang)
        assert w.players[2]["name"].startswith(policy_name("random", lang, capital=True))
    with pytest.raises(ValueError, match="unknown bot policy 'greedy'; known: random, cooperator"):
        policy_name("greedy", "ja")
    with pytest.raises(ValueError):
        policy_name("random", "fr")

def test_failed_python_calls_raise_show_the_refusal_and_change_nothing_else():
    """A refused call is the refused click: raised, shown in ``error``, nothing else moves."""
    w = GoblinWidget(["Ann", "Ben", "bot:cooperator"], rules=GoblinRules(tunnel_deck=DECK))
    game = w.game
    w.play_turn({0: "dig", 1: "rest"})
    w.step = 2  # the browser has stepped into the resolution
    send(w, {"type": "reveal"})  # an error on screen from an earlier click
    before, game_before = state(w, error=False), game.to_dict()
    assert w.stage == "steps" and w.error is not None
    calls = [lambda: w.play_turn({0: "dig", 1: "rest"}),  # Ann dug last turn
             lambda: w.play_turn({0: "rest", 1: "dig", 2: "fly"}),
             lambda: w.choose(0, "dig"),
             lambda: w.choose(2, "rest"),  # a bot
             lambda: w.reveal(),
             lambda: w.pick_target(0, 1),
             lambda: w.finish()]
    for call in calls:
        with pytest.raises((GoblinRuleError, IntentError)) as info:
            call()
        assert w.error == {"message": info.value.text("en")}
        assert state(w, error=False) == before and w.game is game
        assert game.to_dict() == game_before
        assert w._flow.stage() == ("steps", None)  # the flow did not move on behind the traits
    w.choose(0, "Rest")  # a good call then goes on and clears the error
    assert w.stage == "cover" and w.active == 1 and w.error is None and w.step == 0


def test_widget_accepts_translated_actions_and_names_bots_readably():
    w = GoblinWidget(["Ann", "Ben", "bot:cooperator"], rules=GoblinRules(tunnel_deck=DECK),
                     lang="ja")
    before = state(w, error=False)
    with pytest.raises(GoblinRuleError, match="休んでいません"):
        w.play_turn({0: "掘る", 1: ("奪う", 2)})  # the bot digs: not a target
    assert state(w, error=False) == before and "休んでいません" in w.error["message"]
    w.play_turn({0: "休む", 1: ("奪う", 0)})
    assert [p["action"] for p in w.players] == ["rest", "steal", "dig"]
    assert "協力ボット3：5個→4個" in " ".join(f["text"] for f in w.frames)
    w.lang = "en"
    texts = " ".join(f["text"] for f in w.frames)
    assert "Cooperator 3: 5 → 4 meat" in texts and "Ann: 3 → 2 meat" in texts


def test_empty_tunnel_card_words():
    from gamewidgets.core.i18n import t

    w = GoblinWidget(["Ann", "Ben", "Cy"], rules=GoblinRules(tunnel_deck=("empty", "exit")),
                     lang="ja")
    w.play_turn({0: "dig", 1: "rest", 2: "rest"})
    assert "「何もなし」カード" in w.frames[1]["text"]
    assert t("goblin.ui.card.empty", "en") == "empty"
    w.lang = "en"
    assert "an empty card" in w.frames[1]["text"]
    assert w.whatif[0]["rows"][0]["note"] == "Ann digs: empty card +0, cost −1."


def test_too_few_players_names_the_argument_given():
    with pytest.raises(ValueError, match="players must hold 3 to 6 goblins .*got 2"):
        GoblinWidget(players=["Ann", "Ben"])


def test_refused_python_call_says_what_the_widget_takes_now():
    w = GoblinWidget(players=["Ann", "Ben", "bot:cooperator"], seed=0)
    w.play_turn({0: "dig", 1: "rest"})
    before = (w.game.to_dict(), w.stage, w.step)
    with pytest.raises(GoblinRuleError) as info:
        w.choose(0, "dig")  # dug last turn: no repeat
    # the refusal says what Ann may choose; a hint would only repeat it
    assert str(info.value) == ("Ann chose dig last turn and may not choose it again this turn: "
                               "choose rest or steal.")
    assert (w.game.to_dict(), w.stage, w.step) == before
    with pytest.raises(GoblinRuleError) as info:
        w.pick_target(0, 1)  # nobody steals yet: the widget says who may choose now
    message = str(info.value)
    assert "resolve()" not in message and "Still to choose: Ann (0), Ben (1)" in message
    assert (w.game.to_dict(), w.stage, w.step) == before
    w.lang = "ja"
    with pytest.raises(GoblinRuleError,
                       match="まだ選んでいないのはAnn（コードでは0）、Ben（コードでは1）です"):
        w.pick_target(0, 1)


def test_a_table_of_people_waits_for_the_reveal():
    """The engine resolves a turn at its last choice; the widget keeps the last person's
    choice until the reveal, so the "ready" screen shows nothing of the turn yet."""
    def table(last):
        w = GoblinWidget(["Ann", "Ben", "Cy"], rules=GoblinRules(tunnel_deck=DECK))
        for seat, action in enumerate(["dig", "rest", last]):
            choose_by_clicks(w, seat, action)
        return w

    w = table("steal")
    assert w.stage == "ready" and w.game.history == [] and w.game.to_choose == [2]
    assert all(p["chosen"] and p["action"] is None for p in w.players)
    assert state(w) == state(table("dig"))  # whatever the last person chose
    before = state(w, error=False)
    with pytest.raises(GoblinRuleError, match="already chosen"):
        w.choose(2, "dig")
    with pytest.raises(GoblinRuleError, match="already chosen"):
        w.play_turn({2: "rest"})
    assert state(w, error=False) == before and w.game.to_choose == [2]
    send(w, {"type": "reveal"})
    assert w.stage == "steps" and [p["action"] for p in w.players] == ["dig", "rest", "steal"]
    assert w.game.meat == [4, 3, 4] and w.players[2]["target"] == 1
    w = table("steal")
    assert w.play_turn({})[-1].kind == "rest" and w.game.meat == [4, 3, 4]  # as the button
    w = GoblinWidget(["Ann", "Ben", "Cy"], rules=GoblinRules(tunnel_deck=DECK))
    for seat, action in enumerate(["steal", "rest", "rest"]):
        choose_by_clicks(w, seat, action)
    send(w, {"type": "reveal"})
    assert w.stage == "target" and w.active == 0 and w.targets == [1, 2]


def test_a_refused_python_call_sets_error_and_changes_nothing():
    w = GoblinWidget(["Ann", "Ben", "bot:cooperator"], rules=GoblinRules(tunnel_deck=DECK))
    assert w.error is None
    before, game_before = state(w, error=False), w.game.to_dict()
    with pytest.raises(GoblinRuleError) as info:
        w.reveal()  # Ann and Ben have not chosen
    assert w.error == {"message": info.value.text("en")}
    assert "waiting for Ann and Ben" in w.error["message"]
    assert "w.choose(seat, action)" in str(info.value)
    assert state(w, error=False) == before and w.game.to_dict() == game_before
    w.lang = "ja"  # the refusal shown follows the language, as a click's does
    assert w.error == {"message": info.value.text("ja")}
    w.lang = "en"
    with pytest.raises(IntentError, match="'player' = 7 is out of range"):
        w.choose(7, "dig")  # the intent's own check, as for a click
    assert "'player' = 7" in w.error["message"] and state(w, error=False) == before
    w.new_game(seed=5)
    assert w.error is None and w.game.seed == 5
    with pytest.raises(IntentError, match="whole number"):
        w.new_game(seed="5")
    assert w.game.seed == 5


def test_python_calls_and_clicks_are_one_operation():
    """The same moves by calls and by clicks give the same widget, a refusal included."""
    players = ["Ann", "Ben", "Cy", "bot:cooperator"]

    def clicked():
        w = GoblinWidget(players, seed=4)
        for seat, action in enumerate(["steal", "rest", "rest"]):
            choose_by_clicks(w, seat, action)
        send(w, {"type": "reveal"})
        send(w, {"type": "pick_target", "player": 0, "target": 3})  # the bot dug
        return w

    def called():
        w = GoblinWidget(players, seed=4)
        for seat, action in enumerate(["Steal", "休む", "rest"]):
            w.choose(seat, action)
        w.reveal()
        with pytest.raises(GoblinRuleError, match="did not rest"):
            w.pick_target(0, 3)
        return w

    a, b = clicked(), called()
    assert a.stage == "target" and "did not rest" in a.error["message"]
    assert state(a) == state(b)


def test_a_refused_play_turn_leaves_the_bots_as_they_were():
    """A ``play_turn`` refused after the bots had chosen (here: Ann's target did not rest)
    leaves their generators as they were: the game goes on exactly as the same run
    without the refused call."""
    players = ["Ann", "bot:random", "bot:random", "bot:random"]
    refused = 0
    for seed in range(12):
        tried, clean = GoblinWidget(players, seed=seed), GoblinWidget(players, seed=seed)
        try:
            tried.play_turn({0: ("steal", 1)})
        except GoblinRuleError:
            refused += 1
        else:
            continue
        for w in (tried, clean):
            for turn in range(6):
                if w.game.is_terminal:
                    break
                action = "rest" if turn % 2 else "dig"
                w.play_turn({0: action} if w.game.alive[0] else {})
        assert tried.game.to_dict() == clean.game.to_dict(), seed
        assert state(tried, error=False) == state(clean, error=False)
    assert refused >= 3


@pytest.mark.parametrize("update", [
    {"step": True}, {"step": False}, {"step": None}, {"step": 1.0}, {"step": -7},
    {"step": 10**9}, {"step": "1"}, {"stage": "steps"}, {"lang": "fr"}, {"frames": [{}]},
    {"players": []}, {"step": 1, "store": 99},
])
def test_a_browser_may_write_only_a_step_that_exists(update):
    """The view moves through the resolution by writing ``step``; anything else from the
    browser (another trait, a step that is not an int or not a step of the turn: ``True``
    passed as 1, ``False`` as 0 without even reaching the check) is refused and put back."""
    w = GoblinWidget(["Ann", "bot:random", "bot:random"], seed=1)
    w.play_turn({0: "dig"})
    assert w.stage == "steps" and len(w.frames) > 2 and w.step == 0
    w.set_state({"step": 2})
    assert w.step == 2 and w.error is None
    before, saved = state(w, error=False), w.game.to_dict()
    w.set_state(update)
    assert w.error is not None and w.error["message"].strip()
    assert state(w, error=False) == before and w.game.to_dict() == saved
    assert type(w.step) is int and w.step == 2


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_what_if_notes_name_the_goblin_chosen_never_you(lang):
    # any goblin can be picked in the table on the shared screen: its notes say whose meat
    w = GoblinWidget(["Ann", "Ben", "Cy"], rules=GoblinRules(tunnel_deck=("meat", "exit")),
                     lang=lang)
    w.play_turn({0: "dig", 1: "rest", 2: ("steal", 1)})
    notes = {seat: [r["note"] for r in w.whatif[seat]["rows"]] for seat in range(3)}
    you = re.compile(r"\byou\b|\byour\b|あなた", re.IGNORECASE)
    assert not [n for ns in notes.values() for n in ns if you.search(n)]
    rest = {"en": "Cy steals 1 from Ben (−1), then Ben rests +1.",
            "ja": "BenはCyに肉を1個奪われて1個減ります。"
                  "そのあとBenは休んで1個増えます。"}
    assert notes[1][1] == rest[lang]
    # Japanese leaves the digger's name to the table's heading (a projected row has room
    # for two lines)
    digs = {"en": "Cy digs: ", "ja": "肉カードで"}
    assert notes[2][0].startswith(digs[lang])


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_classroom_steal_without_a_target_asks_whom(lang):
    """Classroom rules: thieves pick after the reveal. play_turn with a bare "steal" while
    Ben and Cat both rested leaves the turn at the pick, as a click on 奪う does; it never
    says that "None" did not rest."""
    w = GoblinWidget(["Ann", "Ben", "Cat"], rules=GoblinRules.classroom(), lang=lang)
    w.play_turn({0: "steal", 1: "rest", 2: "rest"})
    assert (w.stage, w.error, w.targets) == ("target", None, [1, 2])
    assert "None" not in json.dumps(w.get_state(), ensure_ascii=False, default=str)
    w.pick_target(0, 2)
    assert w.error is None and tuple(w.game.history[-1]["targets"]) == (2, None, None)
