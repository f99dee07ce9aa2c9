"""The review in the widgets: "Review the game" in each game widget once its game is over,
and each game's ``GameReviewWidget(game, player=...)`` (gamewidgets/core/review_widget.py).

What is synced is the frames of the game's review; a review shown while a game goes on is
one person's own, and nothing that person could not see may move it (the variants of
tests/test_review.py, applied to the synced state).
"""

from __future__ import annotations

import json

import pytest
from helpers.algo import play_through
from helpers.gramin import SECRET, drive
from helpers.review import (
    algo_half_game,
    algo_swaps,
    gramin_half_game,
    gramin_variants,
    indistinguishable,
    partial_game,
    row_tokens,
)

from gamewidgets.algo import AlgoWidget
from gamewidgets.algo import GameReviewWidget as AlgoReview
from gamewidgets.algo import bot_game as algo_bot_game
from gamewidgets.algo import review as algo_review
from gamewidgets.core.errors import IntentError
from gamewidgets.goblin import GameReviewWidget as GoblinReview
from gamewidgets.goblin import GoblinGame, GoblinRules, GoblinWidget
from gamewidgets.goblin import review as goblin_review
from gamewidgets.gramin import GameReviewWidget as GraminReview
from gamewidgets.gramin import GraminGame, GraminGameWidget
from gamewidgets.gramin import bot_game as gramin_bot_game

BULKY = ("_esm", "_css", "layout")


def synced(w) -> str:
    return json.dumps({k: v for k, v in w.get_state().items() if k not in BULKY},
                      sort_keys=True, default=str, ensure_ascii=False)


# ---- Goblin: a turn worked out by hand, reviewed in the widget ------------------------------
HAND_DECK = ("empty", "empty", "empty", "empty", "exit")


def goblin_over() -> GoblinWidget:
    """The turn of tests/test_review.py test_goblin_a_turn_worked_out_by_hand, played by
    three people at one screen, then dug to the exit."""
    w = GoblinWidget(["Ann", "Ben", "Cid"], rules=GoblinRules(tunnel_deck=HAND_DECK))
    w.play_turn({0: "dig", 1: "rest", 2: "dig"})
    w.play_turn({0: "steal", 1: "dig", 2: "rest"})
    while w.stage != "over":
        last = w.game.last_action
        w.play_turn({p: ("rest" if last[p] == "dig" else "dig") for p in range(3)
                     if w.game.alive[p]})
    return w


def test_goblin_review_opens_only_once_over_and_shows_the_hand_worked_turn():
    w = GoblinWidget(["Ann", "Ben", "Cid"], rules=GoblinRules(tunnel_deck=HAND_DECK))
    with pytest.raises(IntentError):
        w.open_review()
    assert w.review is None
    w = goblin_over()
    before_turn = w.turn
    w.open_review()
    assert w.error is None and w.review_step == 0 and w.turn == before_turn
    r = w.review
    assert r["game"] == "goblin" and r["over"] and r["names"] == ["Ann", "Ben", "Cid"]
    assert len(r["decisions"]) == len(goblin_review(w.game))
    # Ann's choice of turn 2: steal (1.5 meat) where resting promised 1.625: "good"
    ann = [d for d in r["decisions"] if d["player"] == 0][1]
    assert ann["verdict"] == "good" and ann["name"] == "Ann"
    assert ann["verdict_text"] == "Good"
    assert ann["sentence"].startswith("Ann chose to steal: about 1.5 meat on average")
    by_action = {o["label"]: o for o in ann["options"]}
    assert [o["chosen"] for o in ann["options"]] == [False, True]  # rest best, steal taken
    assert ann["options"][0]["best"] and ann["options"][0]["value"] == pytest.approx(1.625)
    assert ann["options"][1]["value"] == pytest.approx(1.5)
    assert len(by_action) == 2
    assert ann["hindsight"].startswith("In hindsight: with what the others really chose, ")
    assert ann["position"]["meat"] == [2, 4, 2]
    rows = {row["name"]: row for row in r["summary"]}
    assert set(rows) == {"Ann", "Ben", "Cid"} and rows["Ann"]["good"] >= 1


def test_goblin_review_steps_in_the_browser_follows_the_language_and_closes():
    w = goblin_over()
    w.open_review()
    n = len(w.review["decisions"])
    w.set_state({"review_step": 4})
    assert w.review_step == 4 and w.error is None
    w.set_state({"review_step": n})  # past the last decision: put back, refused
    assert w.review_step == 4 and w.error is not None
    w.lang = "ja"
    assert w.review_step == 4 and w.review["decisions"][0]["sentence"].endswith("。")
    assert "ゴブリン" not in w.review["names"][0]  # people's names stay theirs
    w.close_review()
    assert w.review is None and w.stage == "over"
    w.open_review()
    w.new_game()
    assert w.review is None and w.stage == "cover"
    with pytest.raises(IntentError):
        w.open_review()


# ---- algo and Gramin: a whole game in the widget, then its review ---------------------------
def test_algo_review_in_the_widget_is_the_games_review_with_its_names():
    w = AlgoWidget(n_players=2, bots="random", seed=3, names=["Ann", "Rex"])
    with pytest.raises(IntentError):
        w.open_review()
    assert w.review is None
    play_through(w, check=False)
    w.send_intent({"type": "open_review"})
    assert w.error is None
    mine = algo_review(w.game, names=["Ann", "Rex"]).to_dict("en")
    assert w.review == mine
    assert w.review["names"] == ["Ann", "Rex"]
    kinds = {d["kind"] for d in w.review["decisions"]}
    assert "attack" in kinds
    for d in w.review["decisions"]:
        assert sum(o["chosen"] for o in d["options"]) == 1 and d["options"][0]["best"]
    w.lang = "ja"
    assert w.review == algo_review(w.game, names=["Ann", "Rex"]).to_dict("ja")
    w.send_intent({"type": "close_review"})
    assert w.review is None


def test_gramin_review_in_the_widget_says_the_bots_names_in_each_language():
    w = GraminGameWidget(["Ann", "bot"], seed=1, rules=SECRET)
    with pytest.raises(IntentError):
        w.open_review()
    drive(w)
    w.open_review()
    r = w.review
    assert r["game"] == "gramin" and r["names"][0] == "Ann" and r["decisions"]
    bot_en = r["names"][1]
    w.lang = "ja"
    assert w.review["names"][1] != bot_en and w.review["names"][0] == "Ann"
    for d in w.review["decisions"]:
        assert d["name"] == w.review["names"][d["player"]]
    w.new_game()
    assert w.review is None


# ---- GameReviewWidget ---------------------------------------------------------------------
def test_game_review_widget_of_a_finished_game_shows_everyone_or_one_player():
    game = algo_bot_game(["probabilistic", "logical", "random"], seed=5)
    full = algo_review(game)
    w = AlgoReview(game, lang="ja")
    assert w.mode == "review" and w.player is None
    assert w.review == full.to_dict("ja")
    assert len(w.review["decisions"]) == len(full)
    w.show_player(1)
    assert w.player == 1 and w.review_step == 0
    assert {d["player"] for d in w.review["decisions"]} == {1}
    assert len(w.review["decisions"]) == len(full.of(1))
    w.show_player(None)
    assert len(w.review["decisions"]) == len(full)
    with pytest.raises(IntentError):
        w.show_player(3)
    assert "GameReviewWidget" in repr(w)


def test_game_review_widget_refuses_what_it_cannot_show():
    game = algo_bot_game(["probabilistic", "logical"], seed=5)
    half = partial_game(game, 10)
    with pytest.raises(ValueError, match="player="):
        AlgoReview(half)  # a game in progress: only one person's own review
    with pytest.raises(ValueError):
        AlgoReview(half, player=2)
    with pytest.raises(TypeError):
        GoblinReview(game)
    with pytest.raises(ValueError):
        AlgoReview(game, names=["only one"])
    w = AlgoReview(half, player=0)
    assert {d["player"] for d in w.review["decisions"]} <= {0}
    assert all(d["hindsight"] is None for d in w.review["decisions"])
    for other in (1, None):
        with pytest.raises(IntentError):
            w.show_player(other)
    assert w.player == 0


# ---- hidden information: one seat's review in progress ------------------------------------
def test_algo_one_seats_review_in_progress_syncs_nothing_it_could_not_see():
    game = algo_half_game()
    seen = synced(AlgoReview(game, player=0))
    assert json.loads(seen)["review"]["decisions"], "seat 0 decided something"
    kept = indistinguishable(game, 0, [s for _, _, s in algo_swaps(game)])
    assert any(row_tokens(again) != row_tokens(game) for again in kept)
    for again in kept:
        assert synced(AlgoReview(again, player=0)) == seen


def test_gramin_one_seats_review_in_progress_syncs_nothing_it_could_not_see():
    game = gramin_half_game()
    assert isinstance(game, GraminGame)
    seen = synced(GraminReview(game, player=0))
    assert json.loads(seen)["review"]["decisions"]
    for kind, variants in gramin_variants(game).items():
        kept = indistinguishable(game, 0, variants)
        assert kept, kind
        for again in kept:
            assert synced(GraminReview(again, player=0)) == seen, kind


def test_goblin_a_secret_choice_and_the_tunnel_do_not_reach_a_review_in_progress():
    game = GoblinGame(4, seed=3)
    game.play_turn({0: "dig", 1: "rest", 2: "steal", 3: "dig"})
    game.play_turn({0: "rest", 1: "dig", 2: "dig", 3: "rest"})
    game.choose(1, "steal")  # a secret choice of the turn being chosen
    seen = synced(GoblinReview(game, player=0))
    other = game.clone()
    other.deck = list(reversed(other.deck))
    other.choices = [None, "dig", None, None]
    assert synced(GoblinReview(other, player=0)) == seen


def test_gramin_review_widget_of_a_whole_game():
    game = gramin_bot_game(["planner", "simple"], seed=2)
    w = GraminReview(game)
    assert w.review["over"] and w.labels["core.ui.review.open"] == "Review the game"
    w.lang = "ja"
    assert w.labels["core.ui.review.open"] == "ゲームをふり返る"
    assert w.review["method"] and w.review["method"] != GraminReview(game).review["method"]
