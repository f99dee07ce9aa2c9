"""The lesson's exercise checker: best action given the others' choices (hand-computed)."""

from fractions import Fraction

import pytest

from gamewidgets.goblin.engine import GoblinRules
from gamewidgets.goblin.teaching import BestActionExercise


def test_store_split_makes_resting_best():
    # store 5, three diggers: floor(5/3) = 1 each; empty card; dig cost 1 -> 3; rest -> 4;
    # steal with nobody resting -> 3 - 2 = 1 (docs/rules/goblin.md 3.1-3.3)
    ex = BestActionExercise({1: "dig", 2: "dig"}, store=5, card="empty")
    assert ex.payoffs() == {"dig": 3, "rest": 4, "steal": 1}
    assert ex.best() == ("rest",)
    fb = ex.check("rest")
    assert fb.correct and str(fb).startswith("Correct! rest leaves you 4 meat")
    fb = ex.check("dig")
    assert not fb.correct
    assert "dig leaves you 3 meat, but rest leaves 4" in fb.text
    assert fb.text.endswith("(The other actions: steal → 1 meat.)")  # each value once


def test_ties_are_all_correct_and_a_steal_takes_the_rester():
    # Ben digs (meat card), Cy steals from Di: dig 3+2-1 = 4; rest 3+1 = 4 (Cy keeps its
    # target Di, so Ann is not robbed); steal from Di 3+1 = 4
    ex = BestActionExercise({1: "dig", 2: ("steal", 3), 3: "rest"}, card="meat")
    assert ex.payoffs() == {"dig": 4, "rest": 4, "steal": 4}
    assert set(ex.best()) == {"dig", "rest", "steal"}


def test_last_action_is_not_allowed_and_japanese_answers():
    ex = BestActionExercise({1: "dig", 2: "dig"}, store=5, card="empty", last_action="rest",
                            lang="ja")
    assert ex.best() == ("dig",)
    fb = ex.check("休む")
    assert not fb.correct and "前のターンに「休む」を選んだ" in fb.text
    assert ex.check("掘る").correct and "正解" in ex.check("dig").text
    assert ex.check("飛ぶ").text == (
        "「飛ぶ」はアクションではありません。掘る・休む・奪うのどれかで答えてください。")


def test_unknown_card_is_an_expectation():
    ex = BestActionExercise({1: "dig", 2: "dig", 3: "steal"})
    dig = ex.payoffs()["dig"]
    assert isinstance(dig, Fraction) and 2 < dig < 4
    assert ex.best() == ("rest",)
    assert "." in ex.check("dig").text.split("→")[1]  # an expected value shows decimals


def test_exit_card_ends_before_the_digging_cost():
    ex = BestActionExercise({1: "dig", 2: "rest"}, card="exit")
    assert ex.payoffs()["dig"] == 3  # the game ends at once: no cost, and no rest either
    assert ex.payoffs()["rest"] == 3


@pytest.mark.parametrize("kwargs", [
    {"others": {1: "fly", 2: "dig"}},
    {"others": {0: "dig", 2: "dig"}},
    {"others": {1: "dig", 2: "dig"}, "meat": [3, 3]},
    {"others": {1: "dig", 2: "dig"}, "last_action": "nap"},
    {"others": {1: "dig", 2: "dig"}, "lang": "fr"},
])
def test_bad_exercises_are_refused(kwargs):
    with pytest.raises(ValueError):
        BestActionExercise(**kwargs)


def test_rules_options_are_used():
    rules = GoblinRules(tunnel_effects={"meat": 5, "mushroom": 1, "empty": 0})
    ex = BestActionExercise({1: "dig", 2: "rest"}, card="meat", rules=rules)
    assert ex.payoffs()["dig"] == 3 + 5 - 1


def test_a_stealer_without_target_robs_the_richest_rester():
    """As documented (and as the bots and what_if do): not the first rester in seat order."""
    ex = BestActionExercise({1: "rest", 2: "steal"}, meat=[3, 5, 3], card="empty")
    assert ex.payoffs()["rest"] == 4  # Ben (5 meat) is robbed, Ann rests in peace
    ex = BestActionExercise({1: "rest", 2: "steal"}, meat=[3, 3, 3], card="empty")
    assert ex.payoffs()["rest"] == 3  # a tie goes to the lower seat: Ann


def test_others_and_last_action_may_be_typed_in_either_language():
    typed = BestActionExercise({1: "Dig", 2: ("奪う", 3), 3: "休む"}, store=7, card="empty",
                               last_action="掘る", lang="ja")
    ids = BestActionExercise({1: "dig", 2: ("steal", 3), 3: "rest"}, store=7, card="empty",
                             last_action="dig", lang="ja")
    assert typed.payoffs() == ids.payoffs() and typed.allowed() == ["rest", "steal"]
    assert typed.check("Rest").correct == ids.check("rest").correct
