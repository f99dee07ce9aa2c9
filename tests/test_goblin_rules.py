"""Goblin Escape rules options (docs/rules/goblin.md: every [interp] default is a named option)."""

from __future__ import annotations

import json

import pytest

from gamewidgets.goblin import EXIT, GoblinGame, GoblinRules


def test_defaults_are_the_spec():
    r = GoblinRules()
    assert r.tunnel_effects == {"meat": 2, "mushroom": 1, "empty": 0}
    assert r.tunnel_counts == {"exit": 1, "mushroom": 6, "meat": 6, "empty": 14}
    assert sum(r.tunnel_counts.values()) == 27 and r.non_exit_cards == 26
    assert (r.starting_meat, r.drop_out_store, r.steal_without_rester) == (3, 3, 2)
    assert (r.tie, r.all_starved, r.target_order) == ("shared", "nobody", "seat")
    assert (r.min_players, r.max_players, r.tunnel_deck) == (3, 6, None)
    assert r.box_cards()[-1] == EXIT and len(r.box_cards()) == 27


def test_round_trip_and_hash():
    r = GoblinRules(tie="nobody", tunnel_deck=("meat", "exit"), turn_limit=None,
                    tunnel_effects={"meat": 3, "mushroom": 1, "empty": 0})
    d = json.loads(json.dumps(r.to_dict()))
    assert GoblinRules.from_dict(d) == r
    assert hash(GoblinRules.from_dict(d)) == hash(r)
    assert r.with_options(tie="shared").tie == "shared"
    with pytest.raises(TypeError, match="unknown rules options"):
        GoblinRules.from_dict({"colour": 1})


@pytest.mark.parametrize("bad, needle", [
    ({"tie": "coin"}, "tie must be one of"),
    ({"all_starved": "all"}, "all_starved"),
    ({"target_order": "random"}, "target_order"),
    ({"starting_meat": 0}, "starting_meat"),
    ({"drop_out_store": -1}, "drop_out_store"),
    ({"steal_without_rester": True}, "steal_without_rester"),
    ({"min_players": 4, "max_players": 3}, "max_players"),
    ({"max_players": 7}, "non-exit tunnel cards"),
    ({"tunnel_counts": {"exit": 2, "mushroom": 6, "meat": 6, "empty": 14}}, "exactly one 'exit'"),
    ({"tunnel_counts": {"exit": 1, "meat": 30}}, "tunnel_counts"),
    ({"tunnel_effects": {"exit": 1, "meat": 2}}, "tunnel_effects"),
    ({"tunnel_deck": ("meat", "empty")}, "exactly one 'exit'"),
    ({"tunnel_deck": ("exit", "exit")}, "exactly one 'exit'"),
    ({"tunnel_deck": ("gold", "exit")}, "tunnel_deck"),
    ({"turn_limit": 0}, "turn_limit"),
])
def test_bad_options_name_the_option(bad, needle):
    with pytest.raises(ValueError, match=needle):
        GoblinRules(**bad)


def test_player_count_range():
    with pytest.raises(ValueError, match="3 to 6"):
        GoblinGame(2)
    with pytest.raises(ValueError, match="3 to 6"):
        GoblinGame(7)
    with pytest.raises(ValueError):
        GoblinGame(True)
    GoblinGame(2, rules=GoblinRules(min_players=2))
    with pytest.raises(TypeError):
        GoblinGame(3, seed="x")
    with pytest.raises(ValueError, match="names"):
        GoblinGame(3, names=["a"])


def test_custom_cards_and_effects():
    rules = GoblinRules(tunnel_effects={"gold": 3, "cave_in": -1},
                        tunnel_counts={"exit": 1, "gold": 10, "cave_in": 10},
                        tunnel_deck=("cave_in", "gold", "exit"))
    g = GoblinGame(3, rules=rules)
    steps = g.play_turn({0: "dig", 1: "dig", 2: "rest"})
    assert [s.kind for s in steps if s.kind == "tunnel"] == ["tunnel"]
    assert g.meat == [1, 1, 4]  # 3 - 1 (cave-in) - 1 (digging cost); the rester +1
    assert "loses 1 meat" in [s for s in steps if s.kind == "tunnel"][0].text("en")


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_setup_deck(n):
    """Set-up of section 2: 4n + 1 cards, the exit among the last n + 1, 26 - 4n left out."""
    for seed in range(30):
        g = GoblinGame(n, seed=seed)
        top_first = g.deck[::-1]
        assert len(top_first) == 4 * n + 1 == g.tunnel_remaining
        assert top_first.count(EXIT) == 1 and top_first.index(EXIT) >= 3 * n
        assert len(g.out_of_game) == 26 - 4 * n and EXIT not in g.out_of_game
        counts = {}
        for c in top_first + g.out_of_game:
            counts[c] = counts.get(c, 0) + 1
        assert counts == g.rules.tunnel_counts
        assert g.meat == [3] * n and g.store == 0 and g.alive == [True] * n
        assert g.turn == 1 and g.last_action == [None] * n


def test_exit_position_is_spread_over_the_last_places():
    seen = {GoblinGame(3, seed=s).deck[::-1].index(EXIT) for s in range(200)}
    assert seen == {9, 10, 11, 12}


def test_explicit_deck_is_used_top_first():
    g = GoblinGame(3, rules=GoblinRules(tunnel_deck=("mushroom", "meat", "exit", "empty")))
    assert g.deck[::-1] == ["mushroom", "meat", "exit", "empty"] and g.out_of_game == []
    g.play_turn({0: "dig", 1: "rest", 2: "rest"})
    assert g.tunnel_turned == ["mushroom"] and g.tunnel_remaining == 3
