"""The multiplayer game, rule by rule (docs/rules/gramin.md sections 3-5), with hand-computed
values.

Scenarios use small boards drawn with ``Board.from_ascii``, hands and decks set by hand, and
scripted dice (``world.roll`` replaced by a list of values, used in the order the game
rolls: every roller in seat order, then parent re-rolls, then robbery rolls).
"""

from __future__ import annotations

from contextlib import closing

import pytest
from helpers.gramin import dice, make, play_turn, unchanged

from gamewidgets.core.errors import GameError
from gamewidgets.gramin import (
    CHANCE,
    SIMULTANEOUS,
    TERMINAL,
    Board,
    Chest,
    GraminGame,
    GraminRuleError,
    GraminRules,
    SimpleBot,
    bot_game,
    play_bots,
    simple_program,
)
from gamewidgets.gramin.engine.actions import act_action

EMPTY5 = """
.....
.....
..9..
.....
.....
"""


def seats_of_actions(events):
    return [e.data["seat"] for e in events if e.kind == "action"]


# ---- 3. set-up --------------------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 3, 4])
def test_setup(n):
    g = GraminGame(n, seed=7)
    rules = g.rules
    assert len(g.board.chests) == 12
    assert sorted(c.points for c in g.board.chests.values() if not c.trap) == [
        1, 1, 1, 2, 2, 2, 3, 3, 4, 5]
    assert sorted(c.trap for c in g.board.chests.values() if c.trap) == ["crocodile", "hole"]
    corners = [(0, 0), (0, 6), (6, 6), (6, 0)]
    for (r, c) in g.board.chests:
        assert all(max(abs(r - cr), abs(c - cc)) >= rules.chest_corner_distance
                   for cr, cc in corners)
    assert g.positions == corners[:n]
    assert [len(h) for h in g.hands] == [2] * n
    assert len(g.deck) == 32 - 2 * n
    assert g.discard == [] and not g.board.traps
    assert (g.phase, g.turn, g.current_player, g.is_terminal) == ("roll", 1, CHANCE, False)
    assert g.legal_actions() == [{"type": "roll", "player": CHANCE}]
    assert g.cards_accounted() == 32 and g.chests_accounted() == 12


def test_bad_setup():
    with pytest.raises(ValueError):
        GraminGame(5)
    with pytest.raises(ValueError):
        GraminGame(2, board=Board.from_ascii("1..\n...\n..."))
    with pytest.raises(ValueError):
        GraminGame(2, board=Board.from_ascii("...\n...\n..."))
    # a hand-set board holds the rules' chests: each value at most as often as the rules
    for board in ("...\n.9.\n...", "...\n55.\n...", "...\nCC.\n..."):
        with pytest.raises(ValueError, match="chest_points and chest_traps"):
            GraminGame(2, board=Board.from_ascii(board))
    assert len(GraminGame(2, board=Board.from_ascii("...\n15C\n.H.")).board.chests) == 4
    with pytest.raises(TypeError):
        GraminGame(2, seed="x")


# ---- 4.1 dice, 4.2 draw ----------------------------------------------------------------
def test_lowest_roll_is_parent_and_draws_its_roll():
    g = make(EMPTY5, n=3, deck=["step", "dash", "jump", "wall"] * 5)
    top = list(reversed(g.deck))
    dice(g, 4, 2, 6)
    g.roll()
    assert g.rolls == [4, 2, 6] and g.parent == 1
    assert g.action_order() == [1, 2, 0]
    # draws in action order from the parent, from the top (end) of the deck
    assert g.hands[1] == top[0:2]
    assert g.hands[2] == top[2:8]
    assert g.hands[0] == top[8:12]
    assert g.phase == "build" and g.current_player == SIMULTANEOUS and g.acting_seats() == [0, 1, 2]


def test_parent_tie_reroll_among_tied():
    g = make(EMPTY5, n=3)
    dice(g, 2, 2, 5, 4, 4, 6, 3)  # tie 0/1; re-roll 4/4 tie again; re-roll 6/3
    events = g.roll()
    assert g.parent == 1 and g.rolls == [2, 2, 5]  # re-rolls only choose the parent
    assert [e.kind for e in events].count("parent_tie") == 2
    assert [len(h) for h in g.hands] == [2, 2, 5]


def test_parent_tie_first_seat():
    g = make(EMPTY5, n=3, rules=GraminRules(parent_tie="first_seat"))
    dice(g, 5, 3, 3)
    g.roll()
    assert g.parent == 1


def test_empty_deck_reshuffles_discard():
    g = make(EMPTY5, deck=["step"])
    g.discard[:] = ["dash", "jump", "wall"]
    dice(g, 3, 6)
    events = g.roll()
    assert g.hands[0][0] == "step" and sorted(g.hands[0][1:]) != []
    assert len(g.hands[0]) == 3 and len(g.hands[1]) == 1  # player 1 gets the last card
    assert [e.data for e in events if e.kind == "reshuffled"] == [{"count": 3}]
    assert g.deck == [] and g.discard == []
    assert sorted(g.hands[0] + g.hands[1]) == ["dash", "jump", "step", "wall"]
    assert [e.data["count"] for e in events if e.kind == "drew"] == [3, 1]
    drew = [e for e in events if e.kind == "drew"]
    assert [e.text("en") for e in drew] == ["Player 1 draws 3 cards from the deck.",
                                            "Player 2 draws 1 card from the deck."]
    assert drew[1].text("ja") == "プレーヤー2はカードを1枚引いた。"


# ---- 4.2 build -----------------------------------------------------------------------------
def build_phase(hands, rolls=(2, 5), rules=None, deck=None):
    g = make(EMPTY5, hands=hands, rules=rules, deck=deck if deck is not None else [])
    dice(g, *rolls)
    g.roll()
    return g


def test_build_over_die_and_missing_kind():
    g = build_phase([["step"] * 3, []])
    # one message for a build over the die, in the game and the editors
    unchanged(g, lambda: g.build(0, "R R R"), "uses 3 cards but the die allows 2",
              "Loop cards are free", "build(player")
    unchanged(g, lambda: g.build(0, "2R"), "1 × dash", "3 × step")
    g.build(0, "U L")  # directions are free: the cards run as laid
    assert g.hands[0] == ["step"] and g.laid[0] == ["step", "step"]


def test_trap_cards_count_against_die_and_if_cards_do_not():
    g = build_phase([["step", "wall", "if_wall"], ["step", "wall"]], rolls=(2, 1))
    g.build(0, "R", traps=["wall"])
    assert g.hands[0] == ["if_wall"]
    unchanged(g, lambda: g.build(1, "R", traps=["wall"]), "uses 2 cards")
    unchanged(g, lambda: g.build(1, "", traps=["hole"]), "1 × hole")


def test_loop_cards_are_free_unless_rules_count_them():
    g = build_phase([["step"], []], rolls=(1, 2))
    g.build(0, "for3( R )")
    assert g.programs[0].to_text() == "for3( R )"
    g2 = build_phase([["step"], []], rolls=(1, 2), rules=GraminRules(loop_cards_count=True))
    unchanged(g2, lambda: g2.build(0, "for3( R )"), "uses 3 cards", "Loop cards count too")


def test_build_errors_leave_state_unchanged():
    g = build_phase([["step"], []])
    err = unchanged(g, lambda: g.build(0, "R Q"), "program cannot be used", "Card 2")
    assert err.card_index == 2
    unchanged(g, lambda: g.build(0, "for2( R ) for2( R )"), "only 1")
    unchanged(g, lambda: g.build(2, ""), "players are 0 to 1")
    unchanged(g, lambda: g.build(0, 42), "A program is text")
    unchanged(g, lambda: g.build(0, "", traps=["lava"]), "not a trap card")
    unchanged(g, lambda: g.roll(), "roll() is not allowed", "player = 0, 1")
    unchanged(g, lambda: g.act(), "act() is not allowed")
    g.build(0, "")  # building nothing is allowed
    unchanged(g, lambda: g.build(0, ""), "already built", "player = 1")


def test_programs_secret_until_all_built():
    g = build_phase([["step"], ["step"]])
    g.build(0, "R")
    assert g.observation(1)["programs"] == [None, None]
    assert g.observation(0)["programs"] == ["R", None]
    g.build(1, "D")
    assert g.phase == "action" and g.revealed
    assert g.observation(1)["programs"] == ["R", "D"]


# ---- 4.3 trap setting ------------------------------------------------------------------------
def test_trap_setting_order_and_legal_squares():
    board = """
    .......
    .......
    ...1...
    .......
    .......
    .......
    .......
    """
    # a trap card off chests and pieces (the original's 好きなマス is the default "any":
    # test_gramin_seed_rules.py)
    g = make(board, n=3, hands=[["wall"], [], ["hole", "step"]], deck=[],
             rules=GraminRules(trap_squares="empty"))
    dice(g, 5, 1, 3)
    g.roll()
    assert g.action_order() == [1, 2, 0]
    g.build(0, "", traps=["wall"])
    g.build(1, "")
    g.build(2, "U", traps=["hole"])
    assert g.phase == "traps" and g.current_player == 2
    obs = g.observation(1)
    assert obs["pending_traps"] == [["wall"], [], ["hole"]]
    assert obs["programs"] == [None, "", None]  # own (empty) program only
    error = unchanged(g, lambda: g.place_trap(0, "wall", (3, 3)), "player 2's turn")
    assert error.text("ja").startswith("プレーヤー1（player=0）はいまわなを置けません。"
                                       "いま置くのはプレーヤー3（player=2）です。")
    unchanged(g, lambda: g.place_trap(2, "wall", (3, 3)), "no wall trap card")
    unchanged(g, lambda: g.place_trap(2, "hole", (2, 3)), "a chest is there")
    unchanged(g, lambda: g.place_trap(2, "hole", (6, 6)), "a piece is there")
    unchanged(g, lambda: g.place_trap(2, "hole", (7, 0)), "off the 7x7 board")
    unchanged(g, lambda: g.place_trap(2, "hole", "b2"), "(row, col)")
    legal = g.legal_actions()
    assert len(legal) == 49 - 1 - 3
    g.place_trap(2, "hole", (1, 1))
    assert g.current_player == 0
    unchanged(g, lambda: g.place_trap(0, "wall", (1, 1)), "already there")
    g.place_trap(0, "wall", [3, 3])
    assert g.board.traps == {(1, 1): "hole", (3, 3): "wall"}
    assert g.phase == "action" and g.revealed and g.laid == [[], [], ["step"]]
    assert g.cards_accounted() == 3


# ---- 4.4 action ----------------------------------------------------------------------------
def test_round_robin_from_parent_and_loop_is_one_action():
    board = """
    .......
    .......
    .......
    .......
    .......
    .......
    .....9.
    """
    g = make(board, n=3, hands=[["step"] * 3, ["step"], ["step", "step"]], deck=[])
    play_turn(g, (5, 1, 3), ["D D D", "D", "for2( U ) L"])
    events = []
    while g.phase == "action":
        events += g.act()
    assert seats_of_actions(events) == [2, 3, 1, 3, 1, 1]
    assert g.positions == [(3, 0), (1, 6), (4, 5)]
    assert g.phase == "roll" and g.turn == 2
    assert sorted(g.discard) == ["step"] * 6  # laid move cards; loop cards are no cards


def test_wall_stops_and_turn_ends():
    board = "..w..\n.....\n..9..\n.....\n....."
    g = make(board, hands=[["step"] * 3, []])
    play_turn(g, (3, 5), ["R R R", ""])
    g.act()
    assert g.positions[0] == (0, 1)
    ev = g.act()
    assert [e.kind for e in ev] == ["action", "trap_card", "if_check", "wall_stop", "turn_end"]
    assert g.positions[0] == (0, 1) and g.stopped[0] == "wall"
    assert not g.board.traps and sorted(g.discard) == ["step", "step", "step", "wall"]


def test_if_card_cancels_wall_and_is_spent():
    board = "..w..\n.....\n..9..\n.....\n....."
    g = make(board, hands=[["step", "step", "if_wall"], []], deck=[])
    play_turn(g, (3, 5), ["R R", ""])
    g.act()
    g.act()
    assert g.positions[0] == (0, 2) and g.hands[0] == []
    assert "if_wall" in g.discard and "wall" in g.discard and not g.board.traps


def test_an_if_card_kept_for_other_traps_is_said_so_to_its_owner_only():
    # player 1 holds an if-card for walls but lets it cancel crocodiles only (4.2)
    board = "..w..\n.....\n..9..\n.....\n....."
    g = make(board, hands=[["step", "step", "if_wall"], []], deck=[])
    dice(g, 3, 5)
    g.roll()
    g.build(0, "R R", (), ("crocodile",))
    g.build(1, "", ())
    g.act()
    ev = g.act()
    assert [e.kind for e in ev][1:] == ["trap_card", "if_kept", "wall_stop", "turn_end"]
    assert g.positions[0] == (0, 1) and g.hands[0] == ["if_wall"]
    own = [e for e in g.observation(0, "en")["events"] if e["kind"].startswith("if_")]
    other = [e for e in g.observation(1, "en")["events"] if e["kind"].startswith("if_")]
    assert own[0]["text"] == ("Check: does Player 1 hold an if-card for the wall? Yes (true), but "
                              "Player 1 kept it for other traps, so the trap works.")
    assert [e["kind"] for e in other] == ["if_not_used"]
    assert g.observation(0, "ja")["events"][-3]["text"] == (
        "プレーヤー1はかべのもしもカードを持っている？ → 持っていたけれど、このわなには使わないと"
        "決めたので、わなにかかった。")


def test_if_card_counts_against_the_die_when_used():
    # die 2, two step cards laid: no room is left, so the held if-card cannot be used
    board = "..w..\n.....\n..9..\n.....\n....."
    g = make(board, hands=[["step", "step", "if_wall"], []], deck=[])
    play_turn(g, (2, 5), ["R R", ""])
    assert g.world.if_room == [0, 5]  # player 2 laid nothing: all 5 free
    g.act()
    ev = g.act()
    assert [e.kind for e in ev][1:] == ["trap_card", "if_no_room", "wall_stop", "turn_end"]
    assert g.positions[0] == (0, 1) and g.hands[0] == ["if_wall"]
    assert "no card left" in ev[2].text("en") and "もう使っていた" in ev[2].text("ja")
    # only the player learns they held the if-card; others see that none was used
    own = [e for e in g.observation(0, "en")["events"] if e["kind"].startswith("if_")]
    other = [e for e in g.observation(1, "en")["events"] if e["kind"].startswith("if_")]
    assert [e["kind"] for e in own] == ["if_no_room"]
    assert [e["kind"] for e in other] == ["if_not_used"]
    # without names the sentences say "Player 1"; with names, they name the players
    assert other[0]["text"] == "No if-card of Player 1 cancels the wall trap, so it works."
    g.rename(["Ann", "Ben"])
    other = [e for e in g.observation(1, "en")["events"] if e["kind"].startswith("if_")]
    assert other[0]["text"] == "No if-card of Ann cancels the wall trap, so it works."
    own = [e for e in g.observation(0, "ja")["events"] if e["kind"].startswith("if_")]
    assert own[0]["text"] == ("Annはかべのもしもカードを持っている？ → 持っていた！でもサイコロの"
                              "目の数までカードをもう使っていたので使えず、わなにかかった。")
    assert g.observation(0, "en")["events"][-3]["text"].startswith(
        "Check: does Ann hold an if-card for the wall? Yes (true), but Ann's die has no card left")


def test_if_card_used_when_the_die_has_room_and_room_is_spent():
    # die 3, two cards laid: room for exactly one if-card; the second wall stops the piece
    board = ".w.w.\n.....\n..9..\n.....\n....."
    g = make(board, hands=[["dash", "dash", "if_wall", "if_wall"], []], deck=[])
    play_turn(g, (3, 5), ["2R 2R", ""])
    assert g.world.if_room == [1, 5]
    first, second = g.act(), g.act()
    assert [e.kind for e in first][1:3] == ["trap_card", "if_used"]
    assert [e.kind for e in second][1:] == ["trap_card", "if_no_room", "wall_stop", "turn_end"]
    assert g.positions[0] == (0, 2) and g.hands[0] == ["if_wall"] and g.world.if_room[0] == 0


def test_if_card_cost_never_uses_it_whatever_the_die():
    board = "..w..\n.....\n..9..\n.....\n....."
    rules = GraminRules(if_card_cost="never")
    g = make(board, hands=[["step", "step", "if_wall"], []], deck=[], rules=rules)
    play_turn(g, (2, 5), ["R R", ""])
    assert g.world.if_room == [None, None]
    g.act()
    g.act()
    assert g.positions[0] == (0, 2) and g.hands[0] == []
    with pytest.raises(ValueError, match="if_card_cost"):
        GraminRules(if_card_cost="always")


def test_crocodile_pile_goes_to_next_chest_taker():
    board = ".3c1.\n.....\n..9..\n.....\n....."
    g = make(board, hands=[["dash"], ["step"]])
    play_turn(g, (3, 4), ["2R", "L"])
    ev = g.act()  # the dash enters (0,1): takes 3; then (0,2): the crocodile eats it
    assert [e.kind for e in ev][1:] == ["chest_opened", "trap_card", "if_check",
                                     "crocodile_ate"]
    assert g.world.crocodile_pile == [Chest(3)] and g.scores == [0, 0]
    g.act()
    assert g.scores == [0, 4] and g.world.crocodile_pile == []
    assert g.observation(0)["pile"] == [] and g.observation(1)["pile"] == [1, 3]


def test_hole_chip_skips_whole_next_turn():
    board = ".H...\n.....\n..9..\n.....\n....."
    g = make(board, hands=[["step"], []], deck=["step"] * 20)
    play_turn(g, (1, 2), ["R", ""])
    g.act()
    assert g.world.skip_next == [True, False] and g.world.removed_chips == [Chest(trap="hole")]
    assert g.turn == 2
    hand0 = list(g.hands[0])
    dice(g, 4)  # only player 1 rolls
    g.roll()
    assert g.skipping == [True, False] and g.rolls == [None, 4] and g.parent == 1
    assert g.hands[0] == hand0 and g.acting_seats() == [1]
    unchanged(g, lambda: g.build(0, ""), "skips this whole turn")
    g.build(1, "")
    assert g.turn == 3
    dice(g, 3, 2)
    g.roll()
    assert g.skipping == [False, False] and g.rolls == [3, 2]


def test_robbery_when_pieces_meet():
    g = make(EMPTY5, hands=[["dash"], []])
    g.world.piles[1].append(Chest(4))
    play_turn(g, (2, 5, 6, 2), ["for2( 2R )", ""])  # last two values: the robbery dice
    ev = g.act()
    assert g.positions[0] == (0, 4)
    assert [e.kind for e in ev] == ["action", "robbery", "turn_end"]
    assert g.scores == [4, 0]


# ---- 5. end ----------------------------------------------------------------------------------
def test_game_ends_the_moment_the_last_chest_is_taken():
    board = "..5..\n.....\n.....\n.....\n....."
    g = make(board, hands=[["step"], ["step"]])
    play_turn(g, (1, 3), ["for3( R )", "D"])
    ev = g.act()
    assert g.positions[0] == (0, 2) and g.is_terminal and g.current_player == TERMINAL
    assert ev[-1].kind == "game_over" and g.positions[1] == (0, 4)
    assert ev[-1].data["winners"] == [0]
    assert g.winners == [0] and g.returns() == [1.0, 0.0]
    assert g.legal_actions() == []
    unchanged(g, lambda: g.roll(), "game is over")
    assert g.observation(1)["scores"] == [5, 0]


def test_game_ends_between_the_two_squares_of_a_dash():
    board = ".2c..\n.....\n.....\n.....\n....."
    g = make(board, hands=[["dash"], []])
    play_turn(g, (1, 3), ["2R", ""])
    g.act()
    assert g.is_terminal and g.positions[0] == (0, 1) and g.scores == [2, 0]
    assert g.board.traps == {(0, 2): "crocodile"}


def test_equal_totals_share_the_win():
    board = ".3.3.\n.....\n.....\n.....\n....."
    g = make(board, hands=[["step"], ["step"]])
    play_turn(g, (1, 2), ["R", "L"])
    g.act()
    g.act()
    assert g.scores == [3, 3] and g.winners == [0, 1] and g.returns() == [0.5, 0.5]


def test_most_chests_breaks_a_tie():
    board = ".12..\n....3\n.....\n.....\n....."
    rules = GraminRules(winner_tie="most_chests")
    g = make(board, hands=[["dash"], ["step"]], rules=rules)
    play_turn(g, (1, 2), ["2R", "D"])
    g.act()
    g.act()
    assert g.scores == [3, 3] and g.winners == [0]


def test_crocodile_pile_scores_for_nobody():
    board = ".5C..\n.....\n.....\n.....\n....."
    g = make(board, hands=[["dash"], []])
    play_turn(g, (1, 3), ["2R", ""])
    g.act()
    assert g.is_terminal and g.world.crocodile_pile == [Chest(5)]
    assert g.scores == [0, 0] and g.winners == [0, 1]
    assert g.chests_accounted() == g.total_chests == 2


# ---- API: observation, serialisation, actions --------------------------------------------------
def test_observation_hides_what_the_player_may_not_see():
    g = GraminGame(3, seed=3)
    g.roll()
    obs = g.observation(0, lang="ja")
    assert obs["hand"] == g.hands[0] and obs["hand_sizes"] == [len(h) for h in g.hands]
    assert "deck" in obs and obs["deck"] == len(g.deck)
    assert all(len(c) == 2 for c in obs["board"]["chests"])
    assert obs["scores"] is None and all("text" in e for e in obs["events"])
    import json
    json.dumps(obs)


def test_others_do_not_see_chest_points():
    board = ".3...\n.....\n.....\n.....\n....1"
    g = make(board, hands=[["step"], []])
    play_turn(g, (1, 2), ["R", ""])
    g.act()
    mine = [e for e in g.observation(0)["events"] if e["kind"] == "chest_opened"]
    theirs = [e for e in g.observation(1, "en")["events"] if e["kind"].startswith("chest")]
    assert mine[0]["data"]["points"] == 3
    assert theirs[0]["kind"] == "chest_opened_hidden" and "points" not in theirs[0]["data"]
    assert "3" not in theirs[0]["text"].replace("(0, 1)", "")


def step_bots(g, bots):
    """One step of the game: the roll, every build, one trap card or one action."""
    if g.current_player == CHANCE:
        return g.apply(g.legal_actions()[0])
    return [e for p in g.acting_seats() for e in g.apply(bots[p].act(g, p))]


def test_round_trip_continues_identically():
    g = GraminGame(4, seed=11)
    for _ in range(15):
        step_bots(g, [SimpleBot()] * 4)
    saved = g.to_dict()
    copy = GraminGame.from_dict(saved)
    assert copy == g and g.clone() == g
    play_bots(g, ["simple"] * 4)
    play_bots(copy, ["simple"] * 4)
    assert copy.to_dict() == g.to_dict()


def test_from_dict_refuses_other_kinds():
    with pytest.raises(ValueError):
        GraminGame.from_dict({"format": 1, "kind": "goblin", "state": {}})


def test_apply_and_unknown_action():
    g = GraminGame(2, seed=0)
    unchanged(g, lambda: g.apply({"type": "roll", "player": 0}), "CHANCE (-1)")
    g.apply({"type": "roll", "player": CHANCE})
    legal = g.legal_actions()
    assert {a["type"] for a in legal} == {"build"} and {a["player"] for a in legal} == {0, 1}
    assert {"type": "build", "player": 0, "program": "", "traps": []} in legal
    unchanged(g, lambda: g.apply({"type": "fly"}), "Unknown action")
    unchanged(g, lambda: g.apply("roll"), "Unknown action")
    g.apply({"type": "build", "player": 0})
    g.apply({"type": "build", "player": 1, "program": ""})
    assert g.phase == "roll" and g.turn == 2


def test_listed_builds_are_the_empty_and_every_one_and_two_card_program():
    g = build_phase([["step", "dash", "wall"], ["jump"]], rolls=(2, 1))
    mine = [a["program"] for a in g.legal_actions(0)]
    assert mine[:9] == ["", "U", "R", "D", "L", "2U", "2R", "2D", "2L"]
    assert len(mine) == 1 + 8 + 2 * 4 * 4 and len(set(mine)) == len(mine)
    assert "R 2L" in mine and "R D" not in mine  # one step card: never two steps
    assert [a["program"] for a in g.legal_actions(1)] == ["", "JU", "JR", "JD", "JL"]
    for action in g.legal_actions(0)[::7]:
        copy = g.clone()
        copy.apply(action)
        assert copy.built[0]


def test_error_message_in_japanese():
    g = GraminGame(2, seed=0)
    with pytest.raises(GraminRuleError) as info:
        g.act()
    assert "roll()" in info.value.text("ja") and "サイコロ" in info.value.text("ja")


def test_bots_finish_games():
    for seed in range(20):
        g = GraminGame(2 + seed % 3, seed=seed)
        winners = play_bots(g, ["simple"] * g.n_players).winners
        assert g.is_terminal and winners and not g.board.chests
        assert sum(g.returns()) == pytest.approx(1.0)


def test_act_frames_gives_a_frame_event_per_card_and_loop_iteration():
    board = ".......\n.......\n.......\n.......\n.......\n.......\n.....9."
    g = make(board, n=2, hands=[["step", "step"], []], deck=[])
    play_turn(g, (3, 5), ["for2( R D )", ""])
    seen = [(run.card, [tuple(x) for x in run.loops], g.positions[0], len(run.events), run.path)
            for run in g.act_frames(act_action(0))]
    assert g.next_action[0] == 1 and g.actions[-1] == act_action(0)  # applied and logged
    # cards 1 (R) and 2 (D) of the loop opened at card 0, twice: one frame per card run
    assert [(i, loops) for i, loops, *_ in seen] == [
        (1, [(0, 1, 2)]), (2, [(0, 1, 2)]), (1, [(0, 2, 2)]), (2, [(0, 2, 2)])]
    assert [pos for _, _, pos, *_ in seen] == [(0, 1), (1, 1), (1, 2), (2, 2)]
    assert [path for *_, path in seen] == [[(0, 1)], [(1, 1)], [(1, 2)], [(2, 2)]]


def test_a_frame_event_gives_the_squares_entered_a_dash_two_a_jump_its_landing():
    board = ".......\n.......\n.......\n.......\n.......\n.......\n.....9."
    g = make(board, n=2, hands=[["dash", "jump"], []], deck=[])
    play_turn(g, (3, 5), ["2R JD", ""])
    paths = []
    while g.phase == "action" and g.next_action[0] < 2:
        paths += [run.path for run in g.act_frames(act_action(g.actor))]
    # the dash enters both squares, the jump only its landing square (2.1, 4.5)
    assert paths == [[(0, 1), (0, 2)], [(2, 2)]]


@pytest.mark.parametrize("fails_at", [1, 3])
@pytest.mark.parametrize("error", [RuntimeError, KeyboardInterrupt, GraminRuleError])
def test_an_action_stopped_between_its_frame_events_leaves_the_game_as_it_was(fails_at, error):
    """A caller of act_frames that fails half-way through an action (after the piece
    moved and events were written) and closes it leaves the game exactly as before the
    action; the frame events come one per card, the game as that card left it."""
    board = ".......\n.3.....\n.......\n.......\n.......\n.......\n.....9."
    g = make(board, n=2, hands=[["step", "step"], []], deck=[])
    play_turn(g, (3, 5), ["for2( R D )", ""])
    before, calls = g.to_dict(), []

    with pytest.raises(error), closing(g.act_frames(act_action(0))) as cards:
        for run in cards:
            calls.append((run.card, run.loops, run.path, g.positions[0]))
            if len(calls) == fails_at:
                raise error("gramin.error.max_frames") if error is GraminRuleError else error()
    assert calls[0] == (1, ((0, 1, 2),), [(0, 1)], (0, 1))
    assert len(calls) == fails_at and g.to_dict() == before
    events = g.act()  # the action runs again, whole
    assert g.next_action[0] == 1 and g.positions[0] == (2, 2) and events[0].kind == "action"


def test_players_names_in_the_sentences_and_the_save():
    g = GraminGame(2, seed=3, names=["wall", "Ben"])
    g.roll()
    ja = [e.text("ja") for e in g.events if e.kind == "rolled"]
    assert ja[0].startswith("wallはサイコロをふって")  # a name is never read as a term
    again = GraminGame.from_dict(g.to_dict())
    assert again == g and again.names == ("wall", "Ben")
    assert [e.text("en") for e in again.events] == [e.text("en") for e in g.events]
    g.rename(None)
    assert any(e.text("en").startswith("Player 2 rolls") for e in g.events)
    assert g.observation(0)["names"] is None
    for bad in (["Ann"], ["Ann", ""], "AB", ["Ann", 7]):
        with pytest.raises(ValueError, match="names"):
            GraminGame(2, names=bad)
    with pytest.raises(GameError, match="'setup.names'"):
        data = g.to_dict()
        data["setup"]["names"] = ["Ann"]
        GraminGame.from_dict(data)


def test_long_user_values_are_quoted_short():
    """What a refusal quotes back of a received value is cut short (core.text.shown)."""
    g = build_phase([["step"], []])
    for call in (lambda: g.build(0, "R " + "x" * 5000), lambda: g.build(0, "", ["y" * 5000]),
                 lambda: g.apply({"type": "roll", "player": "z" * 5000}),
                 lambda: g.build(0, "for" + "9" * 5000 + "(")):
        err = unchanged(g, call)
        assert len(str(err)) < 600, str(err)


def test_play_bots_by_name_like_the_other_games():
    from gamewidgets.gramin import PlannerBot, SimpleBot, make_bot

    assert isinstance(make_bot("planner"), PlannerBot)
    assert isinstance(make_bot("simple"), SimpleBot)
    game = bot_game(iter(["planner", "simple", "simple"]), seed=3)
    assert game.is_terminal and game.n_players == 3
    again = bot_game(["planner", "simple", "simple"], seed=3)
    assert again.scores == game.scores and again.events == game.events
    with pytest.raises(ValueError, match="unknown bot 'genius'"):
        bot_game(["simple", "genius"])
    with pytest.raises(ValueError, match="n_players"):
        bot_game(["simple"])
    with pytest.raises(ValueError, match="one bot per seat"):
        play_bots(GraminGame(3), ["simple"] * 2)


def test_simple_bot_keeps_a_die_card_for_the_if_card_it_counts_on():
    # goal: the chest at (1, 2). The dash right gains 2 but crosses the wall at (0, 1);
    # the step down gains 1 safely. With die 1 the if-card has no room under "when_used".
    board = ".w...\n..9..\n.....\n.....\n....."
    for cost, expected in (("when_used", "D"), ("never", "2R")):
        g = make(board, hands=[["dash", "step", "if_wall"], []], deck=[],
                 rules=GraminRules(if_card_cost=cost))
        dice(g, 1, 6)
        g.roll()
        program, _ = simple_program(g, 0)
        assert program.split()[0] == expected, (cost, program)
