"""The setup screen's intent (gamewidgets.core.setup) in each game widget: a valid choice
starts the game it names, an invalid one is refused with a translated sentence and
changes nothing, a locked widget refuses it; the chosen options show in one line."""

from __future__ import annotations

import pytest

from gamewidgets.algo import AlgoRules, AlgoWidget
from gamewidgets.core.errors import IntentError
from gamewidgets.core.setup import SetupOption, SetupSpec, check_setup
from gamewidgets.goblin import GoblinRules, GoblinWidget
from gamewidgets.gramin import GraminGameWidget, GraminRules

SPEC = SetupSpec("algo.setup.", (SetupOption("mode", ("standard", "pair")),
                                 SetupOption("chips", ("off", "on"))),
                 bots=("random", "logical"), min_players=2, max_players=4, first_person=True)
NOW = {"mode": "standard", "chips": "off"}


def refusal(exc_info, lang="en") -> str:
    return exc_info.value.text(lang)


# ---- core: check_setup ---------------------------------------------------------------------
def test_check_setup_reads_seats_as_the_seat_spec_and_keeps_options_left_out():
    entries, choices = check_setup(SPEC, ["", " Ann ", "ｂｏｔ：ｒａｎｄｏｍ"], {"chips": "on"},
                                   NOW, "en")
    assert entries == [None, "Ann", "bot:random"]
    assert choices == {"mode": "standard", "chips": "on"}


@pytest.mark.parametrize(("players", "options", "en", "ja"), [
    ([""], {}, "This game needs 2 to 4 players, got 1.", "2人から4人で遊びます（1人"),
    (["", "bot:genius"], {}, "Seat 2: there is no bot 'genius'; choose random, logical",
     "2番目の席：'genius'というボットはいません"),
    (["bot:random", ""], {}, "Seat 1 is the student's", "1番目の席は、自分の席です"),
    (["", ""], {"speed": "fast"}, "There is no option 'speed'", "'speed'というルールはありません"),
    (["", ""], {"mode": "solo"}, "'mode' must be one of standard, pair, got 'solo'",
     "「mode」は"),
    (["A" * 41, ""], {}, "at most 40 characters", "40文字までの名前"),
])
def test_check_setup_refuses_with_a_translated_sentence(players, options, en, ja):
    with pytest.raises(IntentError) as exc_info:
        check_setup(SPEC, players, options, NOW, "en")
    assert en in refusal(exc_info)
    assert ja in refusal(exc_info, "ja")
    assert refusal(exc_info).endswith("Nothing was changed.")


# ---- algo -----------------------------------------------------------------------------------
def test_algo_setup_starts_a_pair_game_with_chips_and_shows_it_in_a_line():
    w = AlgoWidget(seed=3, setup="open")
    assert w.setup["open"] is True
    assert w.setup["players"] == ["", "bot:probabilistic"]
    assert w.setup["line"] == "Standard game · Chips off · Row arranged for you"
    w.send_intent({"type": "setup", "players": ["Ann", "bot:random", "Bo", "bot:logical"],
                   "options": {"mode": "pair", "chips": "on"}})
    assert w.error is None
    g = w.game
    assert (g.n_players, g.rules.mode, g.rules.chips, g.rules.arrange_own_row) == \
        (4, "pair", True, False)
    assert w._people == (0, 2)  # the two people; the others are bots
    assert [p["name"] for p in w.players] == ["Ann", "Bot 1", "Bo", "Bot 3"]
    assert w.setup["open"] is False
    assert w.setup["players"] == ["Ann", "bot:random", "Bo", "bot:logical"]
    assert w.setup["line"] == "Pair play · Chips on · Row arranged for you"
    w.lang = "ja"
    assert w.setup["line"] == "ペアプレー・チップあり・列は自動でならぶ"
    # the first setup plays the widget's own seed: the deal of the same game made in Python
    same = AlgoWidget(["Ann", "bot:random", "Bo", "bot:logical"], seed=3,
                      rules=AlgoRules(mode="pair", chips=True))
    assert g.to_dict() == same.game.to_dict()


def test_algo_setup_refused_leaves_everything_as_before():
    w = AlgoWidget(seed=1, setup="open")
    game, setup = w.game, dict(w.setup)
    w.send_intent({"type": "setup", "players": ["Ann", "bot:random"],
                   "options": {"mode": "pair"}})
    assert w.error["message"] == "Pair play needs exactly 4 players, got 2. Nothing was changed."
    assert w.game is game and w.setup == setup
    w.send_intent({"type": "setup", "players": ["Ann", "Ann"], "options": {}})
    assert "Each player needs a different name" in w.error["message"]
    w.send_intent({"type": "setup", "players": "Ann", "options": {}})
    assert "'players' must be a list of at most 8 seats" in w.error["message"]
    w.send_intent({"type": "setup", "players": ["me", ""], "options": {}})
    assert "not 'me', 'deck' or 'drawn'" in w.error["message"]
    assert w.game is game and w.setup == setup


def test_algo_setup_locked_by_default_and_new_game_opens_the_screen_only_when_open():
    w = AlgoWidget(seed=1)
    game = w.game
    assert w.setup["policy"] == "locked" and w.setup["open"] is False
    w.send_intent({"type": "setup", "players": ["", "bot:random"], "options": {}})
    assert w.error["message"].startswith("The teacher has fixed the players and rules")
    w.send_intent({"type": "setup_screen", "show": "on"})
    assert w.error is not None and w.setup["open"] is False and w.game is game
    w.lang = "ja"
    assert w.error["message"].startswith("このゲームのプレーヤーとルールは先生が決めています")
    o = AlgoWidget(seed=1, setup="open")
    o.send_intent({"type": "setup_screen", "show": "off"})
    assert o.setup["open"] is False
    o.send_intent({"type": "setup_screen", "show": "on"})
    assert o.setup["open"] is True
    with pytest.raises(ValueError, match="setup must be one of"):
        AlgoWidget(setup="yes")
    with pytest.raises(ValueError, match="not a view or a puzzle"):
        AlgoWidget(puzzle=True, setup="open")


def test_algo_setup_second_time_deals_the_next_seed_and_arranges_own_row():
    w = AlgoWidget(seed=5, setup="open")
    w.send_intent({"type": "setup", "players": ["", "bot:random"], "options": {}})
    w.send_intent({"type": "setup", "players": ["", "bot:random", "bot:logical"],
                   "options": {"arrange": "on"}})
    assert w.error is None
    assert w.game.seed == 6
    assert w.game.rules.arrange_own_row is True and w.game.n_players == 3
    assert w.phase == "arrange"
    assert w.setup["line"] == "Standard game · Chips off · Own row arranged"


# ---- Goblin ---------------------------------------------------------------------------------
def test_goblin_setup_plays_the_classroom_tunnel_and_says_so():
    w = GoblinWidget(seed=2, setup="open")
    assert w.setup["line"] == ""  # the original rule is the game's: no line
    w.send_intent({"type": "setup", "players": ["", "bot:random", "bot:adaptive", "Dan"],
                   "options": {"tunnel": "classroom"}})
    assert w.error is None
    assert w.game.rules.tunnel_per_player == 2
    # a tunnel of 2 x 4 + 1 cards (docs/rules/goblin.md, the classroom variant)
    assert w.tunnel["remaining"] == 9
    assert [p["name"] for p in w.players] == ["Goblin 1", "Random 2", "Adaptive 3", "Dan"]
    assert w.setup["line"] == "Classroom tunnel (shorter)"
    # the intents now number four seats
    w.send_intent({"type": "show", "player": 3})
    assert "'player'" not in (w.error or {}).get("message", "")
    w.lang = "ja"
    assert w.setup["line"] == "授業用のトンネル（短い）"


def test_goblin_setup_refused_and_locked():
    w = GoblinWidget(seed=2, setup="open")
    game = w.game
    w.send_intent({"type": "setup", "players": ["", ""], "options": {}})
    assert w.error["message"] == "This game needs 3 to 6 players, got 2. Nothing was changed."
    w.send_intent({"type": "setup", "players": ["", "", ""], "options": {"tunnel": "short"}})
    assert "'tunnel' must be one of original, classroom" in w.error["message"]
    assert w.game is game
    locked = GoblinWidget(rules=GoblinRules.classroom())
    assert locked.setup["line"] == "Classroom tunnel (shorter)"
    locked.send_intent({"type": "setup", "players": ["", "", ""], "options": {}})
    assert locked.error["message"].startswith("The teacher has fixed")


# ---- Gramin ---------------------------------------------------------------------------------
def test_gramin_setup_sets_the_rules_options_it_offers():
    w = GraminGameWidget(setup="open", rules=GraminRules(start_hand=3))
    assert w.setup["line"] == ("7×7 board · Traps anywhere · If-cards automatic · "
                               "Crocodile: first taker · Jump stops before a wall")
    w.send_intent({"type": "setup", "players": ["", "bot:planner", "Cy"],
                   "options": {"board_size": "5", "trap_squares": "empty", "if_cards": "named",
                               "crocodile_tie": "same_round", "jump_into_wall": "stay"}})
    assert w.error is None
    r = w.game.rules
    assert (r.board_size, r.trap_squares, r.auto_if_cards, r.crocodile_tie,
            r.jump_into_wall) == (5, "empty", False, "same_round", "stay")
    assert r.start_hand == 3  # an option the screen does not offer is kept
    assert w.names == ["Player 1", "Bot 2", "Cy"]
    assert w.game.board.cols == 5
    w.lang = "ja"
    assert w.setup["line"] == ("5×5マスのボード・わなは空いたマスだけ・もしもカードはえらぶ・"
                               "わに：同じターンの人みんな・かべへのジャンプは動かない")


def test_gramin_setup_refused_and_locked():
    w = GraminGameWidget(setup="open")
    game = w.game
    w.send_intent({"type": "setup", "players": ["", ""], "options": {"board_size": "13"}})
    assert "'board_size' must be one of 5, 6, 7, 8, 9, 10, 11, 12, got '13'" \
        in w.error["message"]
    w.send_intent({"type": "setup", "players": ["", "", "", "", ""], "options": {}})
    assert w.error["message"].startswith("This game needs 2 to 4 players, got 5.")
    assert w.game is game
    locked = GraminGameWidget()
    assert locked.setup["policy"] == "locked"
    locked.send_intent({"type": "setup", "players": ["", ""], "options": {}})
    assert locked.error["message"].startswith("The teacher has fixed")
