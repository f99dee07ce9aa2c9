"""Goblin Escape, rule by rule (docs/rules/goblin.md sections 3-6), with hand-computed values.

Scenarios fix the tunnel deck with ``GoblinRules(tunnel_deck=...)`` (top card first).
Every goblin starts with 3 meat unless ``starting_meat`` says otherwise.
"""

from __future__ import annotations

import json
from functools import partial

import pytest
from helpers.rules import refused_unchanged

from gamewidgets.core.engine import SIMULTANEOUS, TERMINAL
from gamewidgets.goblin import (
    CHOOSE,
    OVER,
    TARGET,
    GoblinGame,
    GoblinRuleError,
    GoblinRules,
    Step,
)


def scenario(n, deck, **options):
    return GoblinGame(n, rules=GoblinRules(tunnel_deck=tuple(deck), **options))


def kinds(steps):
    return [s.kind for s in steps]


unchanged = partial(refused_unchanged, GoblinRuleError)


# ---- 3.1 steal ------------------------------------------------------------------------
def test_several_stealers_on_one_rester():
    g = scenario(4, ["empty", "exit"])
    steps = g.play_turn({0: "rest", 1: ("steal", 0), 2: ("steal", 0), 3: "dig"})
    assert kinds(steps) == ["steal", "steal", "food_check", "tunnel", "dig_cost",
                            "food_check", "rest"]
    assert [s.meat_delta() for s in steps[:2]] == [{1: 1, 0: -1}, {2: 1, 0: -1}]
    assert g.meat == [2, 4, 4, 2]  # rester 3-1-1+1; stealers +1; digger -1
    assert "Goblin 2 steals 1 meat from Goblin 1" in steps[0].text("en")
    assert "奪った" in steps[0].text("ja")


def test_stolen_to_zero_drops_out_before_resting_and_feeds_the_store():
    """Three thieves take a 3-meat rester to 0: out at the end of stealing (+3 to the store),
    so it never rests; the lone digger then takes the whole store."""
    g = scenario(5, ["empty", "exit"])
    steps = g.play_turn({0: "rest", 1: "steal", 2: "steal", 3: "steal", 4: "dig"})
    assert kinds(steps) == ["steal"] * 3 + ["food_check", "drop_out", "store_share", "tunnel",
                                            "dig_cost", "food_check"]
    assert steps[3].data == {"after": "steal", "out": [0]}
    assert steps[4].before["store"] == 0 and steps[4].after["store"] == 3
    assert steps[5].data == {"store": 3, "diggers": [4], "share": 3, "remainder": 0}
    assert g.meat == [0, 4, 4, 4, 5] and g.store == 0
    assert g.alive == [False, True, True, True, True]
    assert g.legal_actions(0) == [] and g.allowed_actions(0) == []


def test_steal_with_no_rester_costs_two():
    g = scenario(3, ["empty", "exit"])
    steps = g.play_turn({0: "steal", 1: "dig", 2: "steal"})
    assert kinds(steps)[:3] == ["steal_no_rester", "steal_no_rester", "food_check"]
    assert steps[0].meat_delta() == {0: -2}
    assert g.meat == [1, 2, 1]
    assert "Nobody rested" in steps[0].text("en") and "2個減った" in steps[0].text("ja")


# ---- 4 drop-outs ------------------------------------------------------------------------
def test_drop_out_adds_three_per_goblin_at_the_end_of_stealing():
    g = scenario(3, ["empty", "exit"], starting_meat=2)
    steps = g.play_turn({0: "steal", 1: "steal", 2: "dig"})
    drop = steps[kinds(steps).index("drop_out")]
    assert drop.players == [0, 1] and drop.data == {"out": [0, 1], "per": 3, "gain": 6}
    assert (drop.before["store"], drop.after["store"]) == (0, 6)
    assert "3" in drop.text("en") and "脱落" in drop.text("ja")
    # the lone digger takes all 6, turns the empty card, pays 1
    assert g.meat == [0, 0, 7] and g.store == 0 and g.alive == [False, False, True]
    # the only goblin left keeps playing (section 6) until the exit
    with pytest.raises(GoblinRuleError, match="dropped out"):
        g.choose(0, "rest")
    g.play_turn({2: "rest"})
    steps = g.play_turn({2: "dig"})
    assert g.is_terminal and g.end == "exit" and g.winners == [2] and g.meat[2] == 8
    assert steps[-1].kind == "game_over" and "Winner: Goblin 3 with 8 meat" in steps[-1].text()


def test_drop_out_at_the_end_of_digging():
    g = scenario(3, ["empty", "exit"], starting_meat=1)
    steps = g.play_turn({0: "dig", 1: "rest", 2: "rest"})
    check = steps[kinds(steps).index("food_check")]
    assert check.data == {"after": "dig", "out": [0]}
    assert kinds(steps) == ["tunnel", "dig_cost", "food_check", "drop_out", "rest"]
    assert g.store == 3 and g.meat == [0, 2, 2] and g.alive == [False, True, True]


def test_all_starved_nobody_wins():
    g = scenario(3, ["empty", "exit"], starting_meat=1)
    steps = g.play_turn({0: "dig", 1: "dig", 2: "dig"})
    assert g.is_terminal and g.end == "all_starved" and g.winners == [] and g.returns() == [0] * 3
    assert steps[-2].kind == "drop_out" and steps[-2].data["gain"] == 9
    assert steps[-1].data["reason"] == "all_starved" and "Nobody wins" in steps[-1].text()
    g = scenario(3, ["empty", "exit"], starting_meat=1, all_starved="last_out")
    g.play_turn({0: "dig", 1: "dig", 2: "rest"})
    assert not g.is_terminal  # the rester survives with 2
    g.play_turn({2: "steal"})  # nobody rested: 2 - 2 = 0, the last goblin starves
    assert g.end == "all_starved" and g.winners == [2]


# ---- 3.2 dig -------------------------------------------------------------------------------
def test_store_split_rounds_down_and_the_remainder_stays():
    g = scenario(3, ["meat", "empty", "empty", "exit"], starting_meat=2)
    steps = g.play_turn({0: "steal", 1: "dig", 2: "dig"})
    share = steps[kinds(steps).index("store_share")]
    assert share.data == {"store": 3, "diggers": [1, 2], "share": 1, "remainder": 1}
    assert share.meat_delta() == {1: 1, 2: 1} and share.store_delta() == -2
    assert "3 meat ÷ 2 = 1 each (rounded down); the remainder, 1, stays" in share.text("en")
    assert share.text("ja") == ("共通の食料置き場の肉3個を、掘った2人で分けた：1人1個で、"
                                "あまりの1個は食料置き場に残った。")
    assert g.meat == [0, 4, 4] and g.store == 1  # 2 + 1 share + 2 meat card - 1
    g.play_turn({1: "rest", 2: "rest"})
    steps = g.play_turn({1: "dig", 2: "dig"})  # 1 meat for 2 diggers: 0 each, 1 stays
    share = steps[kinds(steps).index("store_share")]
    assert share.data["share"] == 0 and share.data["remainder"] == 1 and g.store == 1
    assert g.meat == [0, 4, 4]


def test_only_one_tunnel_card_however_many_dig():
    g = scenario(5, ["meat", "mushroom", "exit"])
    steps = g.play_turn(dict.fromkeys(range(5), "dig"))
    assert kinds(steps).count("tunnel") == 1 and g.tunnel_turned == ["meat"]
    assert g.tunnel_remaining == 2 and g.meat == [4] * 5
    assert "only one" in steps[0].text("en")


def test_nobody_digs_no_card():
    g = scenario(3, ["meat", "exit"])
    steps = g.play_turn({0: "rest", 1: "rest", 2: "rest"})
    assert kinds(steps) == ["no_dig", "rest"] and g.tunnel_remaining == 2
    assert g.meat == [4, 4, 4]


def test_exit_ends_the_game_before_the_digging_cost():
    g = scenario(3, ["exit", "meat"])
    steps = g.play_turn({0: "dig", 1: "rest", 2: "steal"})
    assert kinds(steps) == ["steal", "food_check", "exit", "game_over"]
    # no digging cost for the digger, no rest gain for the rester
    assert g.meat == [3, 2, 4] and g.winners == [2] and g.end == "exit"
    assert g.phase == OVER and g.is_terminal and g.turn == 1
    assert g.current_player == TERMINAL and g.legal_actions() == [] and g.returns() == [0, 0, 1]
    assert "出口カード" in steps[2].text("ja")
    unchanged(g, lambda: g.choose(0, "rest"), "not allowed now", "over")


def test_store_is_shared_before_the_exit():
    g = scenario(4, ["exit"], starting_meat=2)
    g.play_turn({0: "steal", 1: "dig", 2: "dig", 3: "dig"})
    assert g.meat == [0, 3, 3, 3] and g.winners == [1, 2, 3]  # 2 + 3 // 3, no cost


# ---- 5 end and winners -------------------------------------------------------------------
def test_tie_shares_the_win_or_nobody():
    g = scenario(3, ["exit"])
    g.play_turn({0: "dig", 1: "dig", 2: "steal"})
    assert g.meat == [3, 3, 1] and g.winners == [0, 1] and g.returns() == [0.5, 0.5, 0.0]
    g = scenario(3, ["exit"], tie="nobody")
    g.play_turn({0: "dig", 1: "dig", 2: "steal"})
    assert g.winners == []


def test_eliminated_goblins_cannot_win():
    g = scenario(3, ["empty", "exit"], starting_meat=2)
    g.play_turn({0: "steal", 1: "dig", 2: "steal"})  # 0 and 2 starve; 1 takes 6
    g.play_turn({1: "rest"})
    g.play_turn({1: "dig"})
    assert g.winners == [1]


def test_turn_limit():
    g = scenario(3, ["exit"], turn_limit=2)
    g.play_turn({0: "rest", 1: "rest", 2: "rest"})
    steps = g.play_turn({0: "steal", 1: "steal", 2: "steal"})
    assert g.end == "turn_limit" and g.winners == [] and steps[-1].data["turns"] == 2
    g = scenario(3, ["exit"], turn_limit=1, turn_limit_outcome="most_meat")
    g.play_turn({0: "rest", 1: ("steal", 0), 2: "rest"})
    assert g.end == "turn_limit" and g.meat == [3, 4, 4] and g.winners == [1, 2]


# ---- 3 no-repeat ------------------------------------------------------------------------
def test_no_repeat_rule():
    g = scenario(3, ["empty"] * 5 + ["exit"])
    assert g.allowed_actions(0) == ["dig", "rest", "steal"]  # first turn: any
    assert g.legal_actions(0) == [{"type": "choose", "player": 0, "action": a}
                                  for a in ("dig", "rest", "steal")]
    g.play_turn({0: "dig", 1: "rest", 2: "steal"})
    assert g.last_action == ["dig", "rest", "steal"]
    assert g.allowed_actions(0) == ["rest", "steal"] and g.allowed_actions(2) == ["dig", "rest"]
    assert [a["action"] for a in g.legal_actions(0)] == ["rest", "steal"]
    err = unchanged(g, lambda: g.choose(0, "dig"), "dig last turn", "rest or steal")
    assert err.allowed == ["rest", "steal"] and "掘る" in err.text("ja")
    unchanged(g, lambda: g.play_turn({0: "rest", 1: "rest", 2: "dig"}), "Goblin 2 chose rest")
    g.play_turn({0: "rest", 1: "dig", 2: "dig"})
    assert g.allowed_actions(0) == ["dig", "steal"]  # only the previous turn counts


# ---- phased API, targets, observation ---------------------------------------------------------
def test_phases_and_secret_choices():
    """Choices are simultaneous; the last one reveals them all; with several resters the
    stealers then pick in seat order, and the last pick resolves the turn."""
    g = scenario(4, ["meat", "exit"])
    assert g.current_player == SIMULTANEOUS
    assert g.choose(0, "rest") == [] and g.choose(2, "steal") == []
    obs = g.observation(1)
    assert obs["choices"] == [None] * 4 and obs["chosen"] == [True, False, True, False]
    assert g.observation(2)["choices"] == [None, None, "steal", None]
    assert g.observation(2)["choice"] == "steal"
    assert "deck" not in obs and "out_of_game" not in obs and obs["tunnel_remaining"] == 2
    # nothing is revealed before everyone has chosen; the others still choose
    assert g.to_choose == [1, 3] and [p for p in range(4) if g.legal_actions(p)] == [1, 3]
    unchanged(g, lambda: g.pick_target(2, 0), "pick_target(stealer, rester) is not allowed",
              "still to choose: Goblin 2 and Goblin 4")
    g.choose(1, "rest")
    assert g.choose(3, "steal") == []  # the last choice reveals: two resters, targets to pick
    assert g.to_choose == [] and g.history == []
    assert g.phase == TARGET and g.to_pick == [2, 3] and g.target_choices(2) == [0, 1]
    assert g.current_player == 2 and g.legal_actions(3) == [] and g.target_choices(3) == []
    assert g.observation(1)["choices"] == ["rest", "rest", "steal", "steal"]
    unchanged(g, lambda: g.pick_target(3, 0), "seat order", "Goblin 3's turn to pick",
              "pick_target(2, rester) with rester Goblin 1 (0) or Goblin 2 (1)")
    unchanged(g, lambda: g.pick_target(2, 3), "did not rest", "Goblin 1 (0), Goblin 2 (1)")
    unchanged(g, lambda: g.pick_target(0, 1), "did not choose steal")
    unchanged(g, lambda: g.choose(0, "dig"), "choose(player, action) is not allowed now",
              "pick_target(2, rester)")
    assert g.pick_target(2, 1) == []
    unchanged(g, lambda: g.pick_target(2, 0), "already picked")
    steps = g.pick_target(3, 1)  # the last pick resolves the turn
    assert g.meat == [4, 2, 4, 4] and g.phase == CHOOSE and g.turn == 2
    assert g.last_steps == steps and steps[0].kind == "steal"
    assert g.history[-1]["targets"] == (None, None, 1, 1)
    obs = g.observation(0, "ja")
    assert obs["last_steps"][0]["text"].startswith("ゴブリン3がゴブリン2から")
    assert obs["history"][0]["choices"] == ["rest", "rest", "steal", "steal"]
    json.dumps(obs)


def test_single_rester_is_picked_automatically():
    g = scenario(3, ["meat", "exit"])
    steps = [g.choose(p, a) for p, a in enumerate(["rest", "steal", "steal"])]
    # the last choice reveals one rester: both stealers take it, the turn resolves at once
    assert steps[:2] == [[], []] and [s.kind for s in steps[2][:2]] == ["steal", "steal"]
    assert g.history[-1]["targets"] == (None, 0, 0) and g.phase == CHOOSE
    assert g.meat == [2, 4, 4]


def test_any_target_order_option():
    g = scenario(4, ["meat", "exit"], target_order="any")
    for p, a in enumerate(["rest", "rest", "steal", "steal"]):
        g.choose(p, a)
    assert g.phase == TARGET and g.current_player == SIMULTANEOUS
    assert [p for p in range(4) if g.legal_actions(p)] == [2, 3]
    g.pick_target(3, 0)
    assert g.to_pick == [2]
    g.pick_target(2, 0)
    assert g.meat == [2, 4, 4, 4]


def test_illegal_calls_leave_the_game_unchanged():
    g = scenario(4, ["meat", "exit"])
    unchanged(g, lambda: g.choose(0, "sleep"), "'sleep' is not an action", "dig, rest or steal")
    unchanged(g, lambda: g.choose(0, None), "None is not an action")
    unchanged(g, lambda: g.choose(4, "dig"), "players are 0 to 3")
    unchanged(g, lambda: g.choose(True, "dig"), "player=True")
    unchanged(g, lambda: g.pick_target(0, 1), "pick_target(stealer, rester) is not allowed")
    unchanged(g, lambda: g.apply({"type": "resolve", "player": 0}),
              "not an action of Goblin Escape", "choose(player, action)")
    unchanged(g, lambda: g.apply("dig"), "not an action of Goblin Escape")
    g.choose(0, "dig")
    unchanged(g, lambda: g.choose(0, "rest"), "already chosen")
    unchanged(g, lambda: g.play_turn({0: "rest"}), "already chosen")
    unchanged(g, lambda: g.play_turn({1: "rest", 2: "rest"}), "missing: Goblin 4")
    unchanged(g, lambda: g.play_turn({1: "rest", 2: "rest", 3: "steal"}),
              "several goblins rested", "('steal', 1)")
    unchanged(g, lambda: g.play_turn({1: "rest", 2: "dig", 3: ("steal", 2)}),
              "Goblin 3 did not rest", "only from a goblin who rested: Goblin 2 (1)")
    unchanged(g, lambda: g.play_turn({1: ("rest", 2), 2: "dig", 3: "dig"}),
              "Only steal takes a target")
    unchanged(g, lambda: g.play_turn([1, 2]), "takes a dict")
    unchanged(g, lambda: g.play_turn({1: "dig", 2: "dig", 3: ("steal", 0)}),
              "did not rest", "nobody")
    unchanged(g, lambda: g.what_if(0), "No turn")
    g.play_turn({1: "rest", 2: "dig", 3: "steal"})  # single rester: bare steal is fine
    assert g.meat == [4, 3, 4, 4]


def test_step_round_trip_and_deltas():
    g = scenario(4, ["meat", "exit"], starting_meat=2)
    steps = g.play_turn({0: "rest", 1: "steal", 2: "steal", 3: "dig"}, record=True)
    for s in steps:
        d = json.loads(json.dumps(s.to_dict("ja")))
        assert d["text"] == s.text("ja")
        assert Step.from_dict(d) == s
    assert sum(s.store_delta() for s in steps) == g.store
    total = {}
    for s in steps:
        for p, v in s.meat_delta().items():
            total[p] = total.get(p, 0) + v
    assert {p: 2 + v for p, v in total.items()} == {p: g.meat[p] for p in total}


def test_lean_path_is_the_same_game():
    a, b = scenario(4, ["meat", "empty", "exit"]), scenario(4, ["meat", "empty", "exit"])
    turn = {0: "rest", 1: ("steal", 0), 2: "dig", 3: "dig"}
    assert a.play_turn(turn, record=False) == []
    b.play_turn(turn)
    b.last_steps = []
    assert a.to_dict() == b.to_dict()


def test_names_in_sentences():
    g = GoblinGame(3, rules=GoblinRules(tunnel_deck=("exit",)), names=["Ann", "<b>Ben</b>", "Cy"])
    steps = g.play_turn({0: "rest", 1: "steal", 2: "dig"})
    assert steps[0].text("en").startswith("<b>Ben</b> steals 1 meat from Ann")
    assert g.name(1) == "<b>Ben</b>" and GoblinGame(3).name(0, "ja") == "ゴブリン1"
    # a restored game tells its last turn with the same names (the steps are replayed)
    h = GoblinGame.from_dict(json.loads(json.dumps(g.to_dict())))
    assert [s.text("ja") for s in h.last_steps] == [s.text("ja") for s in steps]
    assert h.last_steps == steps and steps[-1].kind == "game_over"


def test_save_restore_clone():
    g = GoblinGame(4, seed=5)
    g.play_turn({0: "dig", 1: "rest", 2: "steal", 3: "rest"} | {2: ("steal", 1)})
    g.choose(0, "rest")
    d = json.loads(json.dumps(g.to_dict()))
    h = GoblinGame.from_dict(d)
    assert h == g and h.clone() == g and h.choices[0] == "rest"
    assert "lang" not in d["view"] and not hasattr(h, "lang")  # a game holds no language
    c = g.clone()
    c.choose(1, "dig")
    assert c != g and g.choices[1] is None
    with pytest.raises(ValueError):
        GoblinGame.from_dict({"format": 1, "kind": "gramin.game", "state": {}})


TAMPERED = [  # (part of the save, field, saved value, the field the refusal names)
    ("state", "phase", "resolve", "phase"), ("state", "phase", "nap", "phase"),
    ("state", "phase", None, "phase"),
    ("state", "phase", "target", "phase"),  # nobody stole: no stealer to pick
    ("setup", "n_players", 2, "setup.n_players"), ("setup", "n_players", 7, "setup.n_players"),
    ("setup", "n_players", "3", "setup.n_players"),
    ("setup", "n_players", True, "setup.n_players"),
    ("setup", "n_players", 4, "setup.names"),  # a count in range that the names do not fit
    ("state", "meat", [3, 3], "meat"), ("state", "alive", [True] * 4, "alive"),
    ("state", "last_action", [], "last_action"), ("state", "choices", [None, None], "choices"),
    ("state", "targets", [None] * 5, "targets"), ("setup", "names", ["a", "b"], "setup.names"),
    ("setup", "names", ["a" * 41, "b", "c"], "setup.names"),
    ("view", "last_steps", "yes", "view.last_steps"),
]


@pytest.mark.parametrize("part, field, value, named", TAMPERED)
def test_tampered_saves_are_refused(part, field, value, named):
    from gamewidgets.core.codec import SaveError

    g = GoblinGame(3, seed=1, names=["a", "b", "c"])
    g.play_turn({0: "dig", 1: "rest", 2: "rest"})
    g.choose(0, "rest")
    saved = json.loads(json.dumps(g.to_dict()))
    assert GoblinGame.from_dict(saved) == g
    saved[part][field] = value
    with pytest.raises(SaveError) as info:
        GoblinGame.from_dict(saved)
    assert f"'{named}'" in str(info.value), str(info.value)


def test_resolve_is_never_a_phase():
    """``RESOLVE`` is importable (programs name it) but no game is ever in it: the turn
    resolves inside the apply that completes it."""
    from gamewidgets.goblin import PHASES, RESOLVE

    assert RESOLVE == "resolve" and RESOLVE not in PHASES == (CHOOSE, TARGET, OVER)
    g = scenario(4, ["meat", "exit"])
    seen = set()
    for p, a in enumerate(["rest", "rest", "steal", "steal"]):
        g.choose(p, a)
        seen.add(g.phase)
    g.pick_target(2, 0)
    g.pick_target(3, 1)
    seen.add(g.phase)
    assert seen == {CHOOSE, TARGET}


def test_errors_in_each_language():
    g = GoblinGame(3)
    g.play_turn({0: "dig", 1: "rest", 2: "steal"})
    with pytest.raises(GoblinRuleError) as info:
        g.choose(0, "dig")
    # what can be typed: the ids and, in Japanese, the card names
    assert str(info.value) == info.value.text("en")
    assert info.value.text("ja") == ("ゴブリン1は前のターンに「掘る」を選んだので、このターンは"
                               "選べません。「休む」と「奪う」のどちらかを選んでください。")
    assert "last turn" in info.value.text("en")


def test_play_turn_completes_a_turn_begun_with_choose():
    g = scenario(3, ["meat", "exit"])
    g.choose(1, "rest")
    g.play_turn({0: "dig", 2: "steal"})
    assert g.meat == [4, 3, 4] and g.history[-1]["choices"] == ("dig", "rest", "steal")


def test_observation_never_shows_the_tunnel_order():
    g = GoblinGame(4, seed=9)
    for p, a in enumerate(["dig", "rest", "rest", "steal"]):
        g.choose(p, a)
    g.pick_target(3, 2)
    obs = g.observation(0)
    assert set(obs) >= {"meat", "store", "alive", "tunnel_turned", "tunnel_remaining"}
    assert not {"deck", "out_of_game", "rng"} & set(obs)
    assert obs["tunnel_turned"] == g.tunnel_turned and obs["tunnel_remaining"] == 16
    unchanged(g, lambda: g.observation(9), "players are 0 to 3")


def test_public_names_are_exported():
    import gamewidgets.goblin as goblin

    assert all(hasattr(goblin, name) for name in goblin.__all__)
    assert {"GoblinGame", "GoblinRules", "Step", "GoblinWidget", "play_bots", "bot_game"} <= set(
        goblin.__all__)


def test_sentences_agree_in_number_and_name_the_card():
    """No "drop(s)" in a lesson: one goblin drops out, two goblins drop out."""
    g = scenario(3, ["mushroom", "exit"], starting_meat=2)
    steps = g.play_turn({0: "steal", 1: "steal", 2: "dig"})
    drop = steps[kinds(steps).index("drop_out")]
    assert drop.text("en").startswith("Goblin 1 and Goblin 2 drop out of the game;")
    assert drop.text("ja") == ("ゴブリン1とゴブリン2がゲームから脱落した。共通の食料置き場の肉が"
                               "6個増えた（2人×3個で、0個→6個）。")
    tunnel = steps[kinds(steps).index("tunnel")]
    assert "(only one, however many dig): a mushroom card." in tunnel.text("en")
    assert "キノコカード" in tunnel.text("ja")
    g = scenario(3, ["empty", "exit"], starting_meat=1)
    steps = g.play_turn({0: "dig", 1: "rest", 2: "rest"})
    assert steps[kinds(steps).index("drop_out")].text("en").startswith(
        "Goblin 1 drops out of the game;")
    assert "an empty card. Nothing happens." in steps[0].text("en")
    assert "(s)" not in " ".join(s.text("en") for s in steps)


def test_the_last_goblin_plays_on_or_wins_by_option():
    """Section 6 [interp]: the only goblin left keeps playing; ``last_goblin="wins"`` ends it."""
    g = scenario(3, ["empty", "exit"], starting_meat=2)
    g.play_turn({0: "steal", 1: "dig", 2: "steal"})  # both stealers starve
    assert g.living == [1] and not g.is_terminal and g.phase == CHOOSE
    assert GoblinRules().last_goblin == "plays_on"
    g = scenario(3, ["empty", "exit"], starting_meat=2, last_goblin="wins")
    steps = g.play_turn({0: "steal", 1: "dig", 2: "steal"})
    assert g.is_terminal and g.end == "last_goblin" and g.winners == [1] and g.meat[1] == 7
    assert steps[-1].text("en").startswith("Game over: only one goblin is left")
    assert "1人だけ" in steps[-1].text("ja")
    assert GoblinGame.from_dict(json.loads(json.dumps(g.to_dict()))) == g


def test_actions_may_be_typed_as_translated_names_or_in_any_case():
    g = GoblinGame(3)
    g.play_turn({0: "掘る", 1: "休む", 2: ("奪う", 1)})
    assert g.last_action == ["dig", "rest", "steal"] and g.meat == [2, 3, 4]
    assert g.history[-1]["choices"] == ("dig", "rest", "steal")
    g.choose(0, " Rest ")
    g.choose(1, "DIG")
    assert g.choices == ["rest", "dig", None]
    g.choose(2, "休む")  # the last choice resolves the turn
    assert g.history[-1]["choices"] == ("rest", "dig", "rest")
    with pytest.raises(GoblinRuleError) as info:
        GoblinGame(3).choose(0, "fly")
    assert "いま選べるのは「掘る」、「休む」と「奪う」です。" in info.value.text("ja")
    g = GoblinGame(3)
    g.play_turn({0: "Dig", 1: "Rest", 2: "Steal"})
    unchanged(g, lambda: g.choose(0, "掘る"), "chose dig last turn", "choose rest or steal")
    unchanged(g, lambda: g.play_turn({0: ("dig", 1), 1: "dig", 2: "dig"}),
              "Only steal takes a target")


def test_goblin_messages_have_the_same_placeholders_in_both_languages():
    from string import Formatter

    from gamewidgets.core.i18n import catalogue

    _CATALOGUE = catalogue()

    def fields(text):
        return {f for _, f, _, _ in Formatter().parse(text) if f}

    # Japanese leaves the digger's name to the what-if table's heading (the rows of 5 and
    # 6 goblins fit 1024x768 that way)
    left_out_in_ja = {"goblin.why.digs": {"name"}}
    bad = [k for k, v in _CATALOGUE.items()
           if k.startswith("goblin.")
           and fields(v["en"]) - left_out_in_ja.get(k, set()) != fields(v["ja"])]
    assert bad == []
    for k, v in _CATALOGUE.items():  # no "(s)" plural hacks, no "nothing" for a card
        if k.startswith("goblin."):
            assert "(s)" not in v["en"], k
    assert _CATALOGUE["goblin.ui.card.empty"]["en"] == "empty"
