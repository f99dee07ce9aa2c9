"""Game reviews (gamewidgets/core/review.py and each game's teaching/review.py): the
verdicts, decisions worked out by hand for each game, reviews of games in progress and of
loaded saves, and the hidden-information test: what a player could not see may change
and that player's review may not.
"""

from __future__ import annotations

import copy
import json
import re
from fractions import Fraction

import pytest
from helpers.review import (
    algo_half_game,
    algo_start,
    algo_swaps,
    gramin_half_game,
    gramin_variants,
    indistinguishable,
    partial_game,
    row_tokens,
)

from gamewidgets.algo import AlgoGame
from gamewidgets.algo import bot_game as algo_bot_game
from gamewidgets.algo import review as algo_review
from gamewidgets.core.codec import SaveError
from gamewidgets.core.furigana import bare, plain
from gamewidgets.core.i18n import t
from gamewidgets.core.review import (
    VERDICTS,
    Decision,
    Option,
    Review,
    Thresholds,
    chance,
    ranked,
)
from gamewidgets.core.text import Msg, Phrase
from gamewidgets.goblin import GoblinGame, GoblinRules
from gamewidgets.goblin import bot_game as goblin_bot_game
from gamewidgets.goblin import review as goblin_review
from gamewidgets.goblin.teaching.review import likely_choices
from gamewidgets.gramin import Board, GraminGame, GraminRules
from gamewidgets.gramin import bot_game as gramin_bot_game
from gamewidgets.gramin import review as gramin_review


# ---- the shared mechanism -------------------------------------------------------------------
def test_a_verdict_follows_the_loss_below_the_best():
    limits = Thresholds(best=0.05, good=0.5, inaccuracy=1.0, unit="meat")
    assert [limits.verdict(x) for x in (0, 0.05, 0.06, 0.5, 0.51, 1.0, 1.01, 9)] == \
        ["best", "best", "good", "good", "inaccuracy", "inaccuracy", "mistake", "mistake"]
    with pytest.raises(ValueError):
        Thresholds(best=0.5, good=0.1, inaccuracy=1, unit="meat")


@pytest.mark.parametrize(("p", "en", "ja"), [
    (Fraction(1, 4), "1 in 4 (25%)", "4分の1（25％）"),
    (Fraction(37, 113), "about 33%", "およそ33％"),
    (1, "100% (sure)", "100％（かならず）"),
    (0, "0%", "0％"),
    (0.5, "1 in 2 (50%)", "2分の1（50％）"),
])
def test_a_chance_is_said_as_a_small_fraction_or_a_percent(p, en, ja):
    assert chance(p).text("en") == en and chance(p).text("ja") == ja


def _decision(player, values, chosen, hindsight=None):
    options = [Option({"type": "x", "v": v}, v, Phrase(lambda lang, v=v: f"option {v}"))
               for v in values]
    options, index = ranked(options, lambda o: o.action["v"] == chosen)
    return Decision(player=player, kind="x", when=Msg("goblin.review.when", turn=1),
                    action={"type": "x", "v": chosen}, options=options, chosen=index,
                    sentence=Phrase(lambda lang: "said"), hindsight=hindsight)


def test_a_review_rates_sums_up_and_keeps_hindsight_only_once_the_game_is_over():
    limits = Thresholds(best=0.05, good=0.5, inaccuracy=1.0, unit="meat")
    later = Phrase(lambda lang: "it was 3")
    decisions = [_decision(0, [3, 2, 1], 3, later), _decision(0, [3, 2.7], 2.7),
                 _decision(1, [4, 3.2], 3.2), _decision(1, [5, 2], 2, later)]
    going = Review("goblin", ["Ann", "Ben"], copy.deepcopy(decisions), False, limits)
    assert [d.verdict for d in going] == ["best", "good", "inaccuracy", "mistake"]
    assert all(d.hindsight_text("en") is None for d in going)
    over = Review("goblin", ["Ann", "Ben"], decisions, True, limits)
    assert over.decisions[0].hindsight_text("en") == "In hindsight: it was 3"
    assert over.decisions[0].hindsight_text("ja") == "あとでわかったこと：it was 3"
    assert over.summary() == [
        {"player": 0, "name": "Ann", "decisions": 2, "best": 1, "good": 1, "inaccuracy": 0,
         "mistake": 0, "accuracy": 100},
        {"player": 1, "name": "Ben", "decisions": 2, "best": 0, "good": 0, "inaccuracy": 1,
         "mistake": 1, "accuracy": 0}]
    assert over.mistakes() == [over.decisions[3]] and over.mistakes(0) == []
    assert len(over.only(1)) == 2 and over.only(1).decisions[0].player == 1
    assert over.decisions[3].text("en") == "Mistake: said"
    assert over.decisions[3].text("ja") == "ミス：said"
    frame = over.to_dict("en")["decisions"][3]
    assert frame["options"][0]["best"] and not frame["options"][0]["chosen"]
    assert frame["options"][1]["chosen"] and frame["loss"] == 3 and frame["name"] == "Ben"
    assert "Ben: 2 decisions (best 0, good 0, not quite 1, mistake 1)" in over.text("en")


def test_a_save_with_a_changed_action_is_refused_and_a_position_by_hand_is_not_saved():
    game = algo_bot_game(["probabilistic", "probabilistic"], seed=3)
    data = game.to_dict()
    data["actions"][0]["number"] = (data["actions"][0]["number"] + 1) % 12
    data["actions"][0]["type"] = "stay"  # no stay before a hit
    with pytest.raises(SaveError) as err:
        AlgoGame.from_dict(data)
    assert "Move 1 " in err.value.text("en") and "1番目" in err.value.text("ja")
    by_hand = algo_position([["B0", "W3"], ["B2", "W4"]],
                            _rest_of(["B0", "W3", "B2", "W4", "W7"]), "W7")
    with pytest.raises(SaveError, match="set up by hand"):
        by_hand.to_dict()
    assert algo_review(by_hand).decisions == []


# ---- algo: an attack worked out by hand -------------------------------------------------------
def algo_position(rows, pile, drawn, current=0, n_players=2, seed=0) -> AlgoGame:
    """A game of ``n_players`` whose current round starts from the rows given (each card
    ``"B3"``, a face-up one ``"B3+"``), the pile (top card last) and ``current``'s drawn
    card: the game's start, so a review replays it."""
    assert len(rows) == n_players
    return AlgoGame.from_position(rows, pile, drawn, current, seed=seed)


def _rest_of(cards) -> list[str]:
    every = [f"{c}{n}" for n in range(12) for c in "BW"]
    used = {c.rstrip("+") for c in cards}
    return [c for c in every if c not in used]


def test_algo_an_attack_and_a_stay_worked_out_by_hand():
    """Seat 0 holds B0 W3 B5 W5 B10 and has drawn W7. Seat 1's row is B2 (face up), a
    hidden white card, B9 (face up), a hidden black card. The white card lies between B2
    and B9: W2..W8, of which seat 0 sees W3, W5 and W7, so it is 2, 4, 6 or 8, each 1 in 4.
    The black card is above B9: B10 or B11, and seat 0 holds B10: it is 11, for sure.
    Attacking the white card with 4 has a chance of 1/4 against the sure 11: a loss of
    3/4, a mistake. It hits (the card is W4); staying then (worth 1/2: a miss would show
    the drawn card) against the sure 11 loses 1/2: a mistake too."""
    mine, theirs = ["B0", "W3", "B5", "W5", "B10"], ["B2+", "W4", "B9+", "B11"]
    game = algo_position([mine, theirs], _rest_of(mine + theirs + ["W7"]), "W7")
    game.attack(1, 1, 4)
    game.stay()
    review = algo_review(game)
    first, second = review.decisions
    assert (first.kind, second.kind) == ("attack", "go_on")
    assert first.taken.facts["chance"] == "1/4" and first.best.facts["chance"] == "1"
    assert (first.best.action["index"], first.best.action["number"]) == (3, 11)
    # the sure 11 first, then the likeliest others (1/4 each: the first three in view
    # order, and the 4 taken)
    others = {o.facts["number"]: o.facts["chance"] for o in first.options[1:]}
    assert others == {2: "1/4", 4: "1/4", 6: "1/4"} and len(first.options) == 4
    assert first.loss == pytest.approx(0.75) and first.verdict == "mistake"
    assert second.taken.action["type"] == "stay" and second.value == 0.5
    assert second.best.facts["chance"] == "1" and second.verdict == "mistake"
    assert first.text("en") == (
        "Mistake: Player 1 attacked Player 2's 2nd card with 4 and hit; the chance of a hit "
        "was 1 in 4 (25%). Better: Player 2's 4th card with 11, a chance of 100% (sure).")
    # one bracket at a time: the chance was said inside the attack's own brackets
    assert bare(first.text("ja")).startswith(
        "ミス：プレーヤー1はプレーヤー2の左から2枚目に「4」でアタックし、当たりました。"
        "当たる確率は4分の1（25％）でした。")
    assert second.text("ja") == (
        "ミス：プレーヤー1は当たったあとステイしました。続けたほうがよかったです。"
        "プレーヤー2の左から4枚目を11とすれば、当たる確率は100％（かならず）でした。")
    candidates = first.position["candidates"]
    assert candidates == {"1,1": [2, 4, 6, 8], "1,3": [11]}
    assert first.attached.candidates["Player 2"][1] == {2, 4, 6, 8}
    assert first.position["rows"][1][1]["number"] is None  # hidden from seat 0 then
    assert first.position["rows"][0][1]["number"] == 3  # seat 0's own card
    assert review.over is False and first.hindsight is None


def test_algo_two_attacks_tied_for_the_best_one_best_the_other_just_as_good():
    """Seat 0 holds B0 W3 W5 W6 W8 and has drawn W7. Seat 1's row is B2, B9, B11 (face up)
    and one hidden white card between B2 and B9: W2..W8, of which seat 0 sees W3, W5, W6,
    W7 and W8, so it is 2 or 4, each 1 in 2. Seat 0 attacks it with 4 (it hits): tied with
    2 for the best. The list starts with the attack taken, tagged best; 2 is "just as
    good", never a second "best"."""
    mine, theirs = ["B0", "W3", "W5", "W6", "W8"], ["B2+", "W4", "B9+", "B11+"]
    game = algo_position([mine, theirs], _rest_of(mine + theirs + ["W7"]), "W7")
    game.attack(1, 1, 4)
    review = algo_review(game)
    first = review.decisions[0]
    assert [(o.facts["number"], o.facts["chance"]) for o in first.options] == \
        [(4, "1/2"), (2, "1/2")]
    assert first.chosen == 0 and first.verdict == "best" and first.loss == 0
    frame = review.to_dict("en")["decisions"][0]
    assert [(o["best"], o["tied"], o["chosen"]) for o in frame["options"]] == \
        [(True, False, True), (False, True, False)]
    assert first.position["best"] == [1, 1, 4]  # the board's star on the card taken
    lines = review.text("en").splitlines()
    assert lines[0] == "Player 1: 1 decision (best 1, good 0, not quite 0, mistake 0)"
    assert "  1. Player 2's 2nd card is 4: chance of a hit: 1 in 2 (50%)  <- chosen" in lines
    assert "  2. Player 2's 2nd card is 2: chance of a hit: 1 in 2 (50%)  (just as good)" \
        in lines
    assert "  2. プレーヤー2の左から2枚目は2：当たる確率2分の1（50％）  （同じくらいよい）" in \
        plain(review.text("ja")).splitlines()


def test_a_tie_within_the_best_verdict_lists_the_choice_first_in_every_game():
    """The shared ranking: an option taken within the game's "best" limit of the best
    comes first (Goblin: 0.05 meat); one further below keeps its place."""
    options = [Option({"v": v}, v, Phrase(lambda lang, v=v: str(v))) for v in (3.0, 2.98, 1.0)]
    order, index = ranked(options, lambda o: o.action["v"] == 2.98, tie=0.05)
    assert index == 0 and [o.value for o in order] == [2.98, 3.0, 1.0]
    order, index = ranked(options, lambda o: o.action["v"] == 2.98)
    assert index == 1 and [o.value for o in order] == [3.0, 2.98, 1.0]
    order, index = ranked(options, lambda o: o.action["v"] == 1.0, tie=0.05)
    assert index == 2
    d = Decision(player=0, kind="x", when=Msg("goblin.review.when", turn=1), action={},
                 options=order, chosen=index, sentence=Phrase(lambda lang: "said"))
    assert d.tied(0.05) == [False, True, False] and d.tied() == [False, False, False]


def test_algo_two_chances_said_alike_are_tied():
    """Chances a review says with the same whole percent read as equal, so neither is
    tagged above the other: 0.5449 and 0.5351 both read "about 54%" (0.98 points apart,
    within algo's "best" limit of 1 point); 0.5449 and 0.5340 (53%) do not tie."""
    from gamewidgets.algo.teaching.review import THRESHOLDS
    from gamewidgets.core.review import chance

    def said(p):
        return Option({"p": p}, p, Phrase(lambda lang: "x"), chance(p))

    assert chance(0.5449).text("en") == chance(0.5351).text("en") == "about 54%"
    d = Decision(player=0, kind="attack", when=None, action={},
                 options=[said(0.5449), said(0.5351), said(0.5340)], chosen=0,
                 sentence=Phrase(lambda lang: "said"))
    assert d.tied(THRESHOLDS.best) == [False, True, False]
    assert THRESHOLDS.verdict(0.5449 - 0.5351) == "best"
    assert THRESHOLDS.verdict(0.5449 - 0.5340) == "good"


def test_algo_a_certain_attack_is_best_and_hindsight_tells_the_real_cards():
    game = algo_bot_game(["probabilistic", "logical"], seed=11)
    review = algo_review(game)
    assert review.over and len(review) > 4
    for d in review:
        assert d.verdict in VERDICTS and d.options[0].value >= d.value
        if d.kind == "attack" and d.taken.action["type"] == "attack":
            assert d.taken.facts["chance"] == str(Fraction(d.taken.facts["chance"]))
    missed = [d for d in review if d.position.get("hit") is False]
    assert missed and all(d.hindsight_text("en").startswith("In hindsight:") for d in missed)


def test_algo_hindsight_says_a_card_once_when_the_best_attack_was_on_the_same_card():
    """Seed 1: Player 3 attacks Player 1's 1st card with 9, ruled out already; the sure
    attack was the same card with 0. The line in hindsight said "Player 1's 1st card was
    B0 (a miss). Player 1's 1st card was B0 (a hit)."; it says the card once."""
    review = algo_review(algo_bot_game(["probabilistic", "logical", "random"], seed=1))
    d = review.decisions[18]
    assert (d.taken.facts["target"], d.taken.facts["index"], d.taken.facts["number"]) == \
        (0, 0, 9)
    assert (d.best.facts["target"], d.best.facts["index"], d.best.facts["number"]) == \
        (0, 0, 0)
    assert d.hindsight_text("en") == \
        "In hindsight: Player 1's 1st card was B0 (a miss; 0 would have been a hit)."
    assert plain(d.hindsight_text("ja")).endswith("は黒0でした（はずれ。0なら当たりでした）。")
    for seed in range(3):
        for d in algo_review(algo_bot_game(["probabilistic", "logical", "random"], seed=seed)):
            said = d.hindsight_text("en") or ""
            slots = re.findall(r"(Player \d's \w+ card) was", said)
            assert len(slots) == len(set(slots)), said


def test_algo_hindsight_says_the_best_attack_was_not_made():
    """Seed 0, decision 3: Player 2 attacks Player 3's 3rd card and misses; the best attack
    was Player 3's 1st card, W1. 「白1でした（当たり）」 read as if that attack had been
    made; the line says it was the best attack's."""
    d = algo_review(algo_bot_game(["probabilistic", "logical", "random"], seed=0)).decisions[2]
    assert d.hindsight_text("en") == (
        "In hindsight: Player 3's 3rd card was B5 (a miss). "
        "Player 3's 1st card was W1 (the best attack would have hit).")
    assert plain(d.hindsight_text("ja")).endswith(
        "プレーヤー3の左から1枚目は白1でした（いちばんよいアタックなら当たり）。")


# ---- Goblin Escape: a turn worked out by hand --------------------------------------------------
def test_goblin_a_turn_worked_out_by_hand():
    """Tunnel: four empty cards, then the exit (a fixed deck: each unseen card equally
    likely next). Turn 1: Goblin 1 digs, Goblin 2 rests, Goblin 3 digs; an empty card:
    meat 2, 4, 2. Turn 2, Goblin 1 (may not dig again) rests or steals. Goblin 2 (rested)
    digs or steals, 1 in 2 each (each chosen 0 times before: weight 1 + 0); Goblin 3
    (dug) rests or steals, 1 in 2 each. The next card is the exit with a chance of 1 in 4.

    Rest: (dig, rest) 3/4 x 3 + 1/4 x 2 = 2.75; (dig, steal) Goblin 3 robs it:
    3/4 x 2 + 1/4 x 1 = 1.75; (steal, rest) Goblin 2 robs the first of the two resters on
    2: 2; (steal, steal) both rob it: out, 0. Mean 6.5 / 4 = 1.625, out 1/4.
    Steal: (dig, rest) 3; (dig, steal) no rester: -2, out; (steal, rest) 3; (steal,
    steal) out. Mean 6 / 4 = 1.5, out 1/2. So stealing (as Goblin 1 does) is 0.125 below
    resting: "good"."""
    rules = GoblinRules(tunnel_deck=("empty", "empty", "empty", "empty", "exit"))
    game = GoblinGame(3, seed=0, rules=rules)
    game.play_turn({0: "dig", 1: "rest", 2: "dig"})
    assert game.meat == [2, 4, 2]
    game.play_turn({0: "steal", 1: "dig", 2: "rest"})
    review = goblin_review(game)
    assert len(review) == 6 and not review.over
    d = review.of(0)[1]
    values = {o.facts["action"]: o.facts for o in d.options}
    assert set(values) == {"rest", "steal"}
    assert values["rest"]["meat"] == pytest.approx(1.625)
    assert values["rest"]["out"] == pytest.approx(0.25)
    assert values["steal"]["meat"] == pytest.approx(1.5)
    assert values["steal"]["out"] == pytest.approx(0.5)
    # ahead: rest only with (dig, rest) and an empty card, a three-way tie: 1/4 x 3/4 x 1/3;
    # steal with (dig, rest) and an empty card, tied with Goblin 2: 1/4 x 3/4 x 1/2
    assert values["rest"]["ahead"] == pytest.approx(1 / 16)
    assert values["steal"]["ahead"] == pytest.approx(3 / 32)
    assert d.best.facts["action"] == "rest" and d.taken.facts["action"] == "steal"
    assert d.loss == pytest.approx(0.125) and d.verdict == "good"
    assert d.text("en") == (
        "Good: Goblin 1 chose to steal: about 1.5 meat on average after the turn, and the "
        "most meat with a chance of about 9%. Better was to rest: about 1.6 meat on "
        "average, the most meat with a chance of 1 in 16 (6%).")
    assert d.position["meat"] == [2, 4, 2] and d.position["choices"] == ["steal", "dig", "rest"]


def test_goblin_the_others_are_modelled_as_the_adaptive_bot_reads_their_habits():
    record = {"alive_before": (True, True, False), "last_before": ("dig", "rest", "dig")}
    habits = [{"dig": 3, "rest": 1}, {"rest": 2, "steal": 4}, {}]
    likely = likely_choices(record, habits)
    # Goblin 1 dug last turn: rest (chosen once: weight 2) or steal (never: weight 1)
    assert likely[0] == pytest.approx({"rest": 2 / 3, "steal": 1 / 3})
    assert likely[1] == pytest.approx({"dig": 1 / 6, "steal": 5 / 6}) and likely[2] == {}


def test_goblin_hindsight_is_the_what_if_table_of_the_turn_once_over():
    game = goblin_bot_game(["adaptive", "cooperator", "free_rider"], seed=2)
    review = goblin_review(game)
    assert review.over
    table = game.what_if(0, "en") if len(game.history) == 1 else None
    last = review.of(0)[-1]
    said = last.hindsight_text("en")
    assert said.startswith("In hindsight: with what the others really chose, ")
    if table is not None:
        for action, row in table.items():
            if row["allowed"]:
                assert f"{action}: {row['shown']}" in said


def test_goblin_an_average_is_said_as_one_even_when_it_is_a_whole_number():
    """Seed 8 (classroom rules), turn 3, Goblin 2 steals: its expected meat is
    2.9999999999999996, an average over the others' choices and the card. It was said
    "3 meat after the turn", as if certain."""
    from gamewidgets.goblin.engine import GoblinRules as Rules
    game = goblin_bot_game(["random", "adaptive", "cooperator"], seed=8,
                           rules=Rules.classroom())
    d = goblin_review(game).decisions[7]
    assert d.taken.facts["action"] == "steal" and d.taken.value == pytest.approx(3)
    assert not d.taken.facts["certain"]
    assert "Goblin 2 chose to steal: about 3 meat on average after the turn" in d.text("en")
    assert "平均" in plain(d.text("ja")) and "約3" in plain(d.text("ja"))


def test_goblin_hindsight_says_why_a_steal_lost_meat_when_nobody_rested():
    """Seed 8 (classroom rules), turn 3: Goblins 1 and 2 steal, Goblin 3 digs, nobody
    rests: each stealer loses 2 meat (rule 3.1), Goblin 1 from 4 to 2."""
    from gamewidgets.goblin.engine import GoblinRules as Rules
    game = goblin_bot_game(["random", "adaptive", "cooperator"], seed=8,
                           rules=Rules.classroom())
    review = goblin_review(game)
    d = review.decisions[6]
    assert d.position["choices"] == ["steal", "steal", "dig"] and d.position["meat"][0] == 4
    assert d.hindsight_text("en") == (
        "In hindsight: with what the others really chose, rest: 4 meat, steal: 2 meat. "
        "Nobody rested, so stealing cost 2 meat.")
    assert plain(d.hindsight_text("ja")).endswith(
        "だれも休まなかったので、奪うと肉が2個減りました。")
    # the one that dug hears no such reason
    assert "Nobody rested" not in review.decisions[8].hindsight_text("en")


def test_goblin_a_certain_outcome_is_said_without_about():
    """Goblins 2 and 3 surely rest (nobody digs: no card). Goblin 1, on 2 meat, rests:
    +1, 3 meat whatever happens; steals: takes 1 from the richest rester, 3 meat too.
    Both certain. Modelled as digging too (chance 1 in 2), a rest is no longer certain."""
    from gamewidgets.goblin.teaching.review import _meat, turn_values
    rules = GoblinRules(tunnel_deck=("empty", "empty", "empty", "empty", "exit"))
    record = {"meat_before": (2, 4, 2), "alive_before": (True, True, True),
              "store_before": 0}
    sure = turn_values(rules, 3, record, [], [{"rest": 0.5, "steal": 0.5}, {"rest": 1.0},
                                             {"rest": 1.0}])
    assert sure[0]["rest"]["meat"] == 3 and sure[0]["rest"]["certain"]
    assert sure[0]["steal"]["meat"] == 3 and sure[0]["steal"]["certain"]
    assert _meat(3, True).text("en") == "3 meat"
    assert _meat(3, False).text("en") == "about 3 meat on average"
    unsure = turn_values(rules, 3, record, [], [{"rest": 1.0}, {"rest": 0.5, "dig": 0.5},
                                               {"rest": 1.0}])
    assert not unsure[0]["rest"]["certain"]


def test_goblin_a_six_goblin_game_values_sum_to_a_chance():
    game = goblin_bot_game(["adaptive", "random", "cooperator", "free_rider", "random",
                            "adaptive"], seed=4)
    for d in goblin_review(game):
        for o in d.options:
            assert 0 <= o.facts["ahead"] <= 1 and 0 <= o.facts["out"] <= 1
            assert o.facts["ahead"] + o.facts["out"] <= 1 + 1e-9


# ---- Gramin Expedition: a hand worked out by hand -----------------------------------------------
BOARD = """\
..2.2..
.......
.......
.......
2......
.......
......."""
TWO = GraminRules(chest_points=(2, 2, 2), chest_traps=())


def gramin_position(hand, die, board=BOARD, rules=TWO, seed=0) -> GraminGame:
    """A 2-seat game on ``board`` in the build phase of turn 1, seat 0 holding ``hand``
    with die ``die`` (the game's start, so a review replays it)."""
    game = GraminGame(2, seed=seed, rules=rules, board=Board.from_ascii(board))
    game.roll()
    hands, deck = [list(h) for h in game.hands], list(game.deck)
    deck.extend(hands[0])
    hands[0].clear()
    for kind in hand:
        deck.remove(kind)
        hands[0].append(kind)
    rolls = [die, game.rolls[1]]
    return GraminGame.from_position(hands, deck, rolls=rolls, seed=seed, rules=rules,
                                    board=Board.from_ascii(board))


def test_gramin_a_hand_worked_out_by_hand():
    """Chests worth 2 each on (0, 2), (0, 4) and (4, 0) (no trap chips: a chest is worth 2
    on average); seat 0 on (0, 0) holds a step and a dash with a die of 1. ``for2( 2R )``
    opens (0, 2) and (0, 4): 4 points, ending 8 squares from (4, 0): 4 - 8 x 0.15 = 2.8.
    ``for3( 2R )`` goes on to (0, 6): 4 - 10 x 0.15 = 2.5. ``2R`` alone: 2 points, 2
    squares from (0, 4): 1.7, a loss of 1.1: a mistake. Laying nothing: 0 - 2 x 0.15."""
    game = gramin_position(["step", "dash"], 1)
    game.build(0, "2R")
    review = gramin_review(game)
    (d,) = review.decisions
    by_program = {o.facts["program"]: o for o in d.options}
    assert set(by_program) == {"for2( 2R )", "2R", ""}
    assert d.best.facts["program"] == "for2( 2R )"
    assert by_program["for2( 2R )"].value == pytest.approx(2.8)
    assert by_program["for2( 2R )"].facts["points"] == pytest.approx(4)
    assert by_program["for2( 2R )"].facts["distance"] == 8
    assert by_program["2R"].value == pytest.approx(1.7)
    assert by_program[""].value == pytest.approx(-0.3)
    # nothing laid brings 0 points, not "about 0 points"
    assert by_program[""].text("en") == "no cards: 0 points, ends 2 squares from a chest"
    assert plain(by_program[""].text("ja")).startswith("カードなし：0点、")
    assert d.loss == pytest.approx(1.1) and d.verdict == "mistake"
    assert d.text("en") == (
        "Mistake: Player 1 laid ⇒ (dash): about 2 points, ends 2 squares from a chest. "
        "Better: for2( ⇒ (dash) ): about 4 points, ends 8 squares from a chest. "
        "Loop cards do not count against the die, so a loop goes further with the same die.")
    # why, only when the one laid had no loop
    game = gramin_position(["step", "dash"], 1)
    game.build(0, "for3( 2R )")
    assert "Loop cards" not in gramin_review(game).decisions[0].text("en")
    assert d.position["paths"][0] == [[0, 0], [0, 1], [0, 2], [0, 3], [0, 4]]
    assert d.position["hand"] == {"dash": 1, "step": 1} and d.position["die"] == 1
    assert d.position["board"]["chests"] == [[0, 2], [0, 4], [4, 0]]  # squares, no contents


def test_gramin_the_best_program_laid_is_best():
    game = gramin_position(["step", "dash"], 1)
    game.build(0, "for2( 2R )")
    (d,) = gramin_review(game).decisions
    assert d.verdict == "best" and d.chosen == 0
    assert d.text("ja").startswith("いちばんよい：プレーヤー1が置いたプログラムは")


def test_gramin_one_point_is_said_in_the_singular():
    """The hindsight line said "held 1 points" (seed 1: a program got one point)."""
    game = gramin_bot_game(["simple", "simple"], seed=1)
    said = [d.hindsight_text("en") for d in gramin_review(game).decisions if d.hindsight]
    assert any(line.endswith(" got 1 point.") or " got 1 point;" in line for line in said)
    assert not any("1 points" in line for line in said)


def _kid_game():
    """Ann (the simple program and trap square, as a lesson plays it) against the
    widget's bot, seed 11."""
    from helpers.gramin import play_as_a_lesson

    from gamewidgets.gramin import GraminGameWidget
    demo = GraminGameWidget(["Ann", "bot"], seed=11)
    play_as_a_lesson(demo)
    return demo.game


def test_gramin_hindsight_tells_what_the_program_really_got_in_the_game():
    """Seed 11, turn 1: Bot 2 on (0, 6) lays ``2L 2L for2( D ) L``. Bot 2 acts first: 2L
    opens (0, 4), worth 3; Ann's 2R then opens the crocodile chip on (0, 2); Bot 2's next
    2L passes (0, 2), empty now, and for2( D ) opens (2, 2), worth 2: 5 points. The line
    said 0 (the program run alone met the crocodile chip Ann had taken). The best program
    found, ``for3( 2D 2L ) U U``, in that turn: (2, 6) 2, (2, 4) 1, (4, 4) 2, (4, 2) 4,
    (6, 2) 3 = 12 points (Ann's 2R crosses none of them)."""
    d = gramin_review(_kid_game()).decisions[0]
    assert (d.player, d.action["program"]) == (1, "2L 2L for2( D ) L")
    assert d.best.facts["program"] == "for3( 2D 2L ) U U"
    assert d.hindsight_text("en") == (
        "In hindsight: that program really got 5 points; in that same turn, the best "
        "program would have got 12 points.")
    assert "5点" in plain(d.hindsight_text("ja")) and "12点" in plain(d.hindsight_text("ja"))


def test_gramin_a_better_program_with_the_same_points_is_said_to_end_nearer_a_chest():
    """Seed 6, decision 3: both programs bring about 8.8 points; the best ends 1 square
    from a chest, the one laid 4 (3 x 0.15 = 0.45 below: "not quite"). "Better: ... about
    8.8 points" beside "about 8.8 points" said nothing of why; it says the end square."""
    d = gramin_review(gramin_bot_game(["planner", "simple"], seed=6)).decisions[2]
    assert d.verdict == "inaccuracy"
    assert (d.taken.facts["distance"], d.best.facts["distance"]) == (4, 1)
    assert d.text("en").endswith(
        "about 8.8 points, ends 1 square from a chest: as many points, and it ends nearer a "
        "chest for the next turn.")
    assert bare(d.text("ja")).endswith(
        "得点は同じくらいで、次のターンのために宝箱の近くで終わります。")


# ---- every game: in progress, saved and loaded, both languages --------------------------------
def _whole(review, lang):
    return json.dumps(review.to_dict(lang), sort_keys=True, ensure_ascii=False)


@pytest.mark.parametrize(("make", "review"), [
    (lambda: algo_bot_game(["probabilistic", "logical", "random"], seed=5), algo_review),
    (lambda: gramin_bot_game(["planner", "simple", "planner"], seed=6), gramin_review),
    (lambda: goblin_bot_game(["adaptive", "random", "cooperator", "free_rider"], seed=7),
     goblin_review),
])
def test_a_loaded_save_reviews_as_the_game_itself(make, review):
    game = make()
    again = type(game).from_dict(json.loads(json.dumps(game.to_dict())))
    for lang in ("en", "ja"):
        assert _whole(review(again), lang) == _whole(review(game), lang)


def test_a_game_in_progress_is_reviewed_up_to_now_without_hindsight():
    game = algo_bot_game(["probabilistic", "probabilistic", "probabilistic"], seed=8)
    partial = partial_game(game, len(game.actions) // 2)
    review = algo_review(partial)
    assert not review.over and 0 < len(review) < len(algo_review(game))
    assert all(d.hindsight is None for d in review)
    whole = algo_review(game)
    assert [d.text("en") for d in review] == [d.text("en") for d in whole][:len(review)]


def _mine(review, player) -> str:
    """``player``'s part of a review (frames without hindsight), in both languages."""
    out = []
    for lang in ("en", "ja"):
        for frame in review.only(player).to_dict(lang)["decisions"]:
            out.append(json.dumps({**frame, "hindsight": None}, sort_keys=True,
                                  ensure_ascii=False))
    return "\n".join(out)


def test_algo_hidden_cards_and_pile_order_do_not_change_a_players_review():
    """Swap two cards of one colour that seat 0 cannot see (in another row or the pile) at
    the start of a game half played, keep each variant whose replay shows seat 0 exactly
    what it saw, and compare seat 0's reviews."""
    game = algo_half_game()
    data = algo_start(game)
    variants = algo_swaps(game)
    kept = indistinguishable(game, 0, [s for _, _, s in variants])
    moved_rows = [v for v in variants if v[0][0] == "rows" or v[1][0] == "rows"]
    assert any(v[2]["rows"] != data["rows"] for v in moved_rows)
    assert kept, "no variant hides the change from seat 0"
    assert any(row_tokens(again) != row_tokens(game)
               for again in kept), "no kept variant changed a hidden card in a row"
    mine = _mine(algo_review(game), 0)
    for again in kept:
        assert _mine(algo_review(again), 0) == mine


def test_goblin_the_unturned_tunnel_and_secret_choices_do_not_change_the_review():
    game = GoblinGame(4, seed=3)
    game.play_turn({0: "dig", 1: "rest", 2: "steal", 3: "dig"})
    game.play_turn({0: "rest", 1: "dig", 2: "dig", 3: "rest"})
    game.choose(1, "steal")  # a secret choice of the turn being chosen
    reviewed = json.dumps(goblin_review(game).to_dict("en"), sort_keys=True)
    other = game.clone()
    other.deck = list(reversed(other.deck))
    other.out_of_game = list(reversed(other.out_of_game))
    other.choices = [None, "rest", None, None]
    assert json.dumps(goblin_review(other).to_dict("en"), sort_keys=True) == reviewed


def test_gramin_deck_order_hidden_hands_and_unseen_chests_do_not_change_the_review():
    """Variants of a game half played (:func:`gramin_variants`). Each variant whose replay
    shows seat 0 exactly what it saw must give seat 0 the same review."""
    game = gramin_half_game()
    mine = _mine(gramin_review(game), 0)
    for kind, variants in gramin_variants(game).items():
        kept = indistinguishable(game, 0, variants)
        assert kept, f"no variant of the {kind} hides the change from seat 0"
        for again in kept:
            assert _mine(gramin_review(again), 0) == mine, kind


# ---- the catalogue --------------------------------------------------------------------------
def test_how_it_is_rated_speaks_to_a_child_first_and_keeps_the_numbers_for_the_teacher():
    """"How is it rated?" opened on "keeping the best 100 at each card used ... costs 0.15
    points": the child's words now come first, the numbers after a line break (shown
    smaller) under "For the teacher"."""
    games = [algo_bot_game(["random", "random"], seed=1),
             goblin_bot_game(["random", "random", "random"], seed=1),
             gramin_bot_game(["simple", "simple"], seed=1)]
    for game, review in zip(games, [algo_review, goblin_review, gramin_review], strict=True):
        en = review(game).method.text("en")
        ja = plain(review(game).method.text("ja"))
        child, teacher = en.split("\n")
        assert child.startswith("The review asks: ") and teacher.startswith("For the teacher: ")
        assert not re.search(r"\d\.\d|keeping", child)
        assert ja.startswith("ふり返りは、「") and "\n先生向け：" in ja
    gramin = gramin_review(games[2]).method.text("en").split("\n")[1]
    assert "best 100 programs" in gramin and "0.15 points" in gramin


def test_every_review_message_has_both_languages():
    from gamewidgets.core.i18n import ids
    for msg_id in ids("algo.review.") + ids("goblin.review.") + ids("gramin.review.") \
            + ids("core.review."):
        assert t(msg_id, "en", **_blank(msg_id)) and t(msg_id, "ja", **_blank(msg_id))


def _blank(msg_id):
    import string

    from gamewidgets.core.i18n import catalogue
    fields = set()
    for text in catalogue()[msg_id].values():
        fields |= {f for _, f, _, _ in string.Formatter().parse(text) if f}
    return dict.fromkeys(fields, "x")

