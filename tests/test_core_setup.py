"""The setup screen's intent (gamewidgets.core.setup) in each game widget: a valid choice
starts the game it names, an invalid one is refused with a translated sentence and
changes nothing, a locked widget refuses it; the chosen options show in one line."""

from __future__ import annotations

import json

import pytest

from gamewidgets.algo import AlgoRules, AlgoSolo, AlgoSoloWidget, AlgoWidget
from gamewidgets.algo.engine.order import insertion_index
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
    (["", "bot:genius"], {}, "Seat 2: there is no bot 'genius'; choose Random, Sure cards first",
     "2番目の席：'genius'というボットはいません。気まぐれとたしかなカードからのどちらか"),
    (["bot:random", ""], {}, "Seat 1 is the student's", "1番目の席は、自分の席です"),
    (["", ""], {"speed": "fast"}, "There is no option 'speed'; the options are Way to play, Chips",
     "'speed'というルールはありません。選べるのは遊び方とチップのどちらか"),
    # an option and its choices named by the words the screen shows, not their code names
    (["", ""], {"mode": "solo"},
     "Way to play: choose one of Standard game, Pair play ('solo' is not one of them).",
     "遊び方はふつうのゲームとペアプレーのどちらかから選びます（'solo'は選べません）。"),
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
    assert w.setup["line"] == "Rules: Standard game · Chips off · Row arranged for you"
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
    assert w.setup["line"] == "Rules: Pair play · Chips on · Row arranged for you"
    w.lang = "ja"
    assert w.setup["line"] == "ルール：ペアプレー・チップあり・自動で順に置く"
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
    assert w.setup["line"] == "Rules: Standard game · Chips off · Own row arranged"


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
    assert w.setup["line"] == "Rules: Classroom tunnel (shorter)"
    # the intents now number four seats
    w.send_intent({"type": "show", "player": 3})
    assert "'player'" not in (w.error or {}).get("message", "")
    w.lang = "ja"
    assert w.setup["line"] == "ルール：短いトンネル"


def test_goblin_setup_refused_and_locked():
    w = GoblinWidget(seed=2, setup="open")
    game = w.game
    w.send_intent({"type": "setup", "players": ["", ""], "options": {}})
    assert w.error["message"] == "This game needs 3 to 6 players, got 2. Nothing was changed."
    w.send_intent({"type": "setup", "players": ["", "", ""], "options": {"tunnel": "short"}})
    assert w.error["message"] == ("Tunnel: choose one of Original tunnel, Classroom tunnel "
                                  "(shorter) ('short' is not one of them). Nothing was changed.")
    assert w.game is game
    locked = GoblinWidget(rules=GoblinRules.classroom())
    assert locked.setup["line"] == "Rules: Classroom tunnel (shorter)"
    locked.send_intent({"type": "setup", "players": ["", "", ""], "options": {}})
    assert locked.error["message"].startswith("The teacher has fixed")


# ---- Gramin ---------------------------------------------------------------------------------
def test_gramin_setup_sets_the_rules_options_it_offers():
    w = GraminGameWidget(setup="open", rules=GraminRules(start_hand=3))
    assert w.setup["line"] == ("Rules: 7×7 board · Traps anywhere · If-cards automatic · "
                               "Crocodile: next taker · Jump stops before a wall")
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
    assert w.setup["line"] == ("ルール：5×5マスのボード・わなは空いたマスだけ・もしもカードは選ぶ・"
                               "わにの分は1周で取った人がサイコロで・かべへはジャンプせず、その場に残る")


def test_gramin_setup_refused_and_locked():
    w = GraminGameWidget(setup="open")
    game = w.game
    w.send_intent({"type": "setup", "players": ["", ""], "options": {"board_size": "13"}})
    assert w.error["message"].startswith(
        "Board size: choose one of 5×5 board, 6×6 board, 7×7 board, 8×8 board, 9×9 board, "
        "10×10 board, 11×11 board, 12×12 board ('13' is not one of them).")
    w.lang = "ja"  # the refusal said again in the language switched to
    assert w.error["message"].startswith("ボードの大きさは5×5マスのボード、")
    w.lang = "en"
    w.send_intent({"type": "setup", "players": ["", "", "", "", ""], "options": {}})
    assert w.error["message"].startswith("This game needs 2 to 4 players, got 5.")
    assert w.game is game
    locked = GraminGameWidget()
    assert locked.setup["policy"] == "locked"
    locked.send_intent({"type": "setup", "players": ["", ""], "options": {}})
    assert locked.error["message"].startswith("The teacher has fixed")


# ---- algo solo play, chosen on the setup screen (docs/rules/algo.md 7b) -------------------------
def right_gap(game) -> int:
    """The gap the drawn card belongs in (what the test may know, the widget never says)."""
    return insertion_index([c.key for c in game.row], game.drawn.key)


def test_algo_setup_offers_solo_play_with_seat_1_alone_and_hosts_it():
    w = AlgoWidget(seed=4, setup="open")
    mode = next(o for o in w.setup["options"] if o["key"] == "mode")
    assert [c["value"] for c in mode["choices"]] == ["standard", "pair", "solo"]
    assert mode["seats"] == {"standard": [2, 4], "pair": [4, 4], "solo": [1, 1]}
    w.send_intent({"type": "setup", "players": ["Ann"], "options": {"mode": "solo"}})
    assert w.error is None
    assert w.mode == "solo" and isinstance(w.game, AlgoSolo)
    # the widget's own seed: the solo game AlgoSoloWidget deals with it
    twin = AlgoSoloWidget(seed=4)
    assert w.game == twin.game
    assert {k: w.solo[k] for k in ("row", "drawn_color", "pile", "score", "status")} == \
        {k: getattr(twin, k) for k in ("row", "drawn_color", "pile", "score", "status")}
    assert w.setup["line"] == "Rules: Solo play"  # chips and arranging are not used by solo play
    assert w.setup["players"] == ["Ann"] and w.setup["open"] is False
    # placed by the same intent as the solo view sends; the chances on demand
    w.send_intent({"type": "place", "player": 0, "position": right_gap(w.game)})
    assert w.error is None and w.solo["score"] == 5 and len(w.solo["row"]) == 5
    w.send_intent({"type": "show_chances", "show": "on"})
    assert len(w.solo["chances"]) == 6 and w.solo["show_chances"] is True
    # a move of a game with other players is refused, nothing changed
    before = (w.game.to_dict(), dict(w.solo))
    for intent in ({"type": "attack", "player": 0, "target": 1, "index": 0, "number": 3},
                   {"type": "advance"}, {"type": "open_review"}):
        w.send_intent(intent)
        assert w.error["message"].startswith("Solo play is on:")
    assert (w.game.to_dict(), w.solo) == before
    w.lang = "ja"
    assert w.setup["line"] == "ルール：1人プレー"
    assert w.error["message"].startswith("いまは1人プレーです。")
    # a wrong gap ends the game, as in AlgoSoloWidget
    wrong = (right_gap(w.game) + 1) % (len(w.game.row) + 1)
    w.send_intent({"type": "place", "player": 0, "position": wrong})
    assert w.solo["over"] is True and w.solo["wrong"]["position"] == wrong
    assert w.solo["chances"] is None
    # New game (from Python) deals the next seed; the setup screen goes back to two players
    w.new_game()
    assert w.game == AlgoSoloWidget(seed=5).game
    w.send_intent({"type": "setup", "players": ["", "bot:logical"],
                   "options": {"mode": "standard"}})
    assert w.error is None and w.mode == "game" and w.solo is None
    assert w.game.n_players == 2 and w.game.seed == 6
    assert w.setup["line"] == "ルール：ふつうのゲーム・チップなし・自動で順に置く"
    w.send_intent({"type": "show_chances", "show": "on"})
    assert w.error["message"] == "「show_chances」は1人プレーのときだけ使えます。"


def test_algo_solo_setup_refused_leaves_everything_as_before():
    w = AlgoWidget(seed=1, setup="open")
    game, setup = w.game.to_dict(), dict(w.setup)
    w.send_intent({"type": "setup", "players": ["", "bot:random"], "options": {"mode": "solo"}})
    assert w.error["message"] == ("Solo play is for one player: remove the other seats "
                                  "(got 2 seats). Nothing was changed.")
    assert (w.mode, w.solo, w.game.to_dict(), w.setup) == ("game", None, game, setup)
    w.send_intent({"type": "setup", "players": [""], "options": {}})
    assert w.error["message"] == \
        "A standard game needs 2 to 4 players, got 1. Nothing was changed."
    w.send_intent({"type": "setup", "players": ["bot:random"], "options": {"mode": "solo"}})
    assert w.error["message"].startswith("Seat 1 is the student's")
    assert (w.mode, w.solo, w.game.to_dict(), w.setup) == ("game", None, game, setup)
    # and from solo play: a refused setup keeps the solo game as it was
    w.send_intent({"type": "setup", "players": [""], "options": {"mode": "solo"}})
    solo, setup = w.game.to_dict(), dict(w.setup)
    w.send_intent({"type": "setup", "players": ["", ""], "options": {"mode": "pair"}})
    assert w.error["message"].startswith("Pair play needs exactly 4 players, got 2.")
    assert (w.mode, w.game.to_dict(), w.setup) == ("solo", solo, setup)
    locked = AlgoWidget(seed=1)
    locked.send_intent({"type": "setup", "players": [""], "options": {"mode": "solo"}})
    assert locked.error["message"].startswith("The teacher has fixed")
    assert locked.mode == "game"


def test_algo_solo_in_the_widget_never_syncs_the_drawn_card():
    w = AlgoWidget(seed=7, setup="open")
    w.send_intent({"type": "setup", "players": [""], "options": {"mode": "solo"}})
    while not w.game.is_terminal:
        drawn = w.game.drawn.token
        synced = json.dumps(w.get_state(), default=str)
        assert f'"{drawn}"' not in synced
        w.place(right_gap(w.game))
    assert w.solo["won"] is True and w.solo["score"] == 24


# ---- the words of the setup screen -------------------------------------------------------------
def test_bots_are_offered_by_their_words_and_chosen_by_their_seat_spec():
    algo = AlgoWidget(setup="open", lang="ja")
    assert algo.setup["bots"] == [{"value": "random", "label": "気まぐれ"},
                                  {"value": "logical", "label": "たしかなカードから"},
                                  {"value": "probabilistic", "label": "当たりやすさで考える"}]
    algo.lang = "en"
    assert [b["label"] for b in algo.setup["bots"]] == ["Random", "Sure cards first",
                                                        "Best chance"]
    gramin = GraminGameWidget(setup="open")
    assert gramin.setup["bots"] == [{"value": "simple", "label": "Simple"},
                                    {"value": "planner", "label": "Planner"}]
    gramin.lang = "ja"
    assert [b["label"] for b in gramin.setup["bots"]] == ["かんたん", "先読み"]
    # the default seat 2, given as "bot", is shown as the bot it is (not a person "bot")
    assert gramin.setup["players"] == ["", "bot:simple"]
    gramin.send_intent({"type": "setup", "players": gramin.setup["players"], "options": {}})
    assert gramin.error is None and gramin._bot_names == [None, "simple"]


def test_gramin_default_names_are_worded_in_the_widgets_language():
    w = GraminGameWidget(lang="ja")
    assert w.names == ["プレーヤー1", "ボット2"]
    assert list(w.game.names) == ["プレーヤー1", "ボット2"]
    assert w.players[0]["name"] == "プレーヤー1"
    w.lang = "en"
    assert w.names == ["Player 1", "Bot 2"]
    # a name given as a default name, in either language, is worded as one
    assert GraminGameWidget(["Player 1", "プレーヤー2"], lang="ja").names == \
        ["プレーヤー1", "プレーヤー2"]
    assert GraminGameWidget(["Ann", "bot"], lang="ja").names == ["Ann", "ボット2"]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_algo_demo_intro_fits_every_way_to_play_its_setup_screen_offers(lang):
    """The goal and how-to above the algo demo name each way to play of its setup screen
    (a class that picks pair or solo play reads what to do), and the Goblin demo's the
    classroom tunnel beside the original."""
    import re

    from gamewidgets.algo.widgets.seats import ALGO_SETUP
    from gamewidgets.core.i18n import t
    from gamewidgets.core.intro import intro_html

    words = re.sub(r"<rp>.*?</rp>|<rt>.*?</rt>|<[^>]+>", "", intro_html("algo.demo", lang))
    modes = ALGO_SETUP.option("mode").values
    assert modes == ("standard", "pair", "solo")
    for mode in modes:
        assert t(f"algo.setup.mode.{mode}", lang) in words, mode
    assert "bot's" not in words and "ボットの伏せた" not in words  # not only a bot's cards
    goblin = re.sub(r"<rp>.*?</rp>|<rt>.*?</rt>|<[^>]+>", "", intro_html("goblin.demo", lang))
    said = {"en": "classroom tunnel", "ja": "もとのルールのトンネルか、短いトンネル"}[lang]
    assert said in goblin
