"""Goblin Escape in a lesson: the classroom variant (a shorter tunnel) and the what-if
table as a student reads it (docs/rules/goblin.md "A classroom variant", section 7).
Hand-computed values."""

from __future__ import annotations

from fractions import Fraction

import pytest

from gamewidgets.goblin import GoblinGame, GoblinRules, next_card_odds
from gamewidgets.goblin.engine.whatif import meat_text
from gamewidgets.goblin.teaching import BestActionExercise
from gamewidgets.goblin.widgets.payloads import what_if_rows


# ---- the classroom variant -------------------------------------------------------------------
@pytest.mark.parametrize("n, cards", [(3, 7), (5, 11), (6, 13)])
def test_classroom_tunnel_holds_two_cards_a_player_and_the_exit_among_the_last(n, cards):
    rules = GoblinRules.classroom()
    assert rules.tunnel_per_player == 2 and GoblinRules().tunnel_per_player == 4
    places = set()
    for seed in range(60):
        g = GoblinGame(n, seed=seed, rules=rules)
        top_first = g.deck[::-1]
        assert len(top_first) == cards == rules.tunnel_length(n)
        assert top_first.count("exit") == 1
        assert len(g.out_of_game) == 26 - 2 * n
        places.add(top_first.index("exit"))
    # the exit is among the last n + 1 cards, and every one of those places occurs
    assert places == set(range(cards - n - 1, cards))
    assert GoblinGame(n, seed=0).tunnel_remaining == 4 * n + 1  # the original's tunnel


def test_classroom_odds_of_the_exit():
    rules = GoblinRules.classroom()
    # 5 goblins: 11 cards, the exit in one of the last 6 places (turned 5..10)
    assert dict(next_card_odds(rules, 5, ["empty"] * 4)).get("exit", 0) == 0
    assert dict(next_card_odds(rules, 5, ["empty"] * 5))["exit"] == Fraction(1, 6)
    assert dict(next_card_odds(rules, 5, ["empty"] * 9))["exit"] == Fraction(1, 2)
    assert dict(next_card_odds(rules, 5, ["empty"] * 10)) == {"exit": 1}


def test_classroom_options_are_checked_and_saved():
    with pytest.raises(ValueError, match="tunnel_per_player"):
        GoblinRules(tunnel_per_player=0)
    with pytest.raises(ValueError, match="max_players"):
        GoblinRules(tunnel_per_player=5)  # 5 x 6 goblins > 26 non-exit cards
    rules = GoblinRules.classroom(starting_meat=4)
    assert GoblinRules.from_dict(rules.to_dict()) == rules and rules.starting_meat == 4
    g = GoblinGame(4, seed=3, rules=rules)
    assert GoblinGame.from_dict(g.to_dict()).tunnel_remaining == 9


# ---- the what-if table as a student reads it ---------------------------------------------------
def repeat_and_average():
    # turn 1 everybody rests (3 -> 4); turn 2 everybody steals from nobody (4 -> 2).
    # Goblin 1 may not rest again. Had it dug alone, it would have turned an unseen card:
    # 4 + (6 x 2 + 6 x 1 + 14 x 0) / 26 - 1 = 48/13 = 3.69 meat on average.
    g = GoblinGame(3, seed=1)
    g.play_turn({0: "rest", 1: "rest", 2: "rest"})
    g.play_turn({0: "steal", 1: "steal", 2: "steal"})
    return g


def test_meat_text_rounds_an_average_to_one_decimal():
    assert meat_text(4) == "4 meat"
    assert meat_text(Fraction(48, 13), expected=True) == "about 3.7 meat (on average)"
    assert meat_text(Fraction(4), expected=True) == "about 4 meat (on average)"
    assert meat_text(5, allowed=False) == "not allowed this turn"
    assert meat_text(Fraction(48, 13), "ja", expected=True) == "平均で約3.7個"


def test_the_repeat_has_no_value_and_is_never_best():
    g = repeat_and_average()
    w = g.what_if(0)
    assert w["dig"]["fraction"] == "48/13"
    assert w["dig"]["shown"] == "about 3.7 meat (on average)"
    assert w["rest"]["shown"] == "not allowed this turn" and w["steal"]["shown"] == "2 meat"
    table = what_if_rows(g, "en")[0]
    rows = {r["action"]: r for r in table["rows"]}
    assert rows["rest"]["meat"] is None and not rows["rest"]["allowed"]
    assert rows["rest"]["shown"] == "not allowed this turn" and rows["rest"]["detail"] == ""
    assert "may not choose the same action" in rows["rest"]["note"]
    assert table["best"] == ["dig"]
    assert table["on_average"].startswith("“On average”: nobody has seen the next tunnel card")
    ja = what_if_rows(g, "ja")[0]
    assert {r["action"]: r["shown"] for r in ja["rows"]} == {
        "dig": "平均で約3.7個", "rest": "このターンは選べません", "steal": "2個"}
    assert ja["on_average"].startswith("「平均で」")


def test_a_repeat_worth_the_most_is_still_not_best():
    # Goblin 1 rested, then stole from goblin 2, who rested: resting again would have
    # been worth more, but it is not allowed, so the best is among dig and steal only
    g = GoblinGame(3, rules=GoblinRules(tunnel_deck=("empty",) * 5 + ("exit",)))
    g.play_turn({0: "rest", 1: "dig", 2: "dig"})
    g.play_turn({0: ("steal", 2), 1: "rest", 2: "rest"})
    table = what_if_rows(g, "en")[0]
    assert "rest" not in table["best"]
    assert all(r["meat"] is None for r in table["rows"] if not r["allowed"])


def test_the_exercise_reads_averages_and_the_repeat_the_same_way():
    ex = BestActionExercise({1: "dig", 2: "dig", 3: "steal"}, last_action="steal")
    shown = ex.shown()
    assert shown["steal"] == "not allowed this turn"
    assert shown["dig"].startswith("about ") and shown["dig"].endswith(" meat (on average)")
    text = ex.check("dig").text
    assert "steal → not allowed this turn" in text and "(on average)" in text
    # each value is said once: the table lists what the sentence did not name
    assert text.count("rest →") == 0 and "(The other actions: steal →" in text
    assert text.endswith(ex.on_average()) and ex.on_average().startswith("“On average”")
    ja = BestActionExercise({1: "dig", 2: "dig", 3: "steal"}, last_action="steal", lang="ja")
    said = ja.check("掘る").text
    assert "このターンは選べません" in said and "「平均で」" in said
    # the others dig: the unseen card changes a dig's meat only; rest is 3 + 1 = 4 and a
    # steal with nobody resting 3 - 2 = 1 whatever the card (the exit cannot come first)
    assert BestActionExercise({1: "dig", 2: "dig", 3: "dig"}).shown() == {
        "dig": "about 2.7 meat (on average)", "rest": "4 meat", "steal": "1 meat"}
    # the card is known: rest 3 - 1 (goblin 3 steals) + 1 = 3, dig 3 + 0 - 1 = 2
    exact = BestActionExercise({1: "dig", 2: "steal"}, card="empty")
    assert exact.on_average() == "" and exact.check("dig").text.startswith(
        "Not the best: dig leaves you 2 meat, but rest leaves 3 meat.")
