"""GraminGameWidget: whole games driven through the intent handler, refused inputs at every
phase, and no hidden information in the synced state at any moment (issue 5 "Reliability")."""

import json
import re

import pytest
from helpers.gramin import ROLL, SECRET, act_move, dice, drive, make, synced, trap_move, widget_move

from gamewidgets.gramin import GraminGameWidget, GraminRules
from gamewidgets.gramin.bots.base import bot_action


@pytest.mark.parametrize("players, seed", [
    (["Ann", "bot"], 0), (["Ann", "Ben", "bot"], 1), (["Ann", "Ben", "Cy", "Di"], 2),
    (["bot", "Ann", "bot", "bot"], 3), (["Ann", "Ben"], 4),
])
def test_whole_games_through_intents_never_leak(players, seed):
    w = GraminGameWidget(players, seed=seed, rules=SECRET)
    drive(w)
    assert w.state["phase"] == "over" and w.state["winners"]
    assert "Game over" in w.status


@pytest.mark.parametrize("seed", range(5, 10))
def test_more_bot_games(seed):
    drive(GraminGameWidget(["Ann", "bot", "bot"], seed=seed, rules=SECRET))


def test_planner_bot_game():
    w = GraminGameWidget(["Ann", "bot:planner", "bot"], seed=2, rules=SECRET)
    assert w.players[1]["bot"] == "bot:planner"
    drive(w)


def test_action_frames_step_into_loop_iterations():
    w = GraminGameWidget(["Ann", "bot"], seed=0)
    w.send_intent(ROLL)
    die = w.builder["die"]
    w.send_intent({"type": "set_program", "text": "for3( " + "R " * 0 + ")"})
    assert w.builder["problem"]["pending"] is False  # empty loop: shown while building
    hand = w.game.hands[0]
    card = {"step": "D", "dash": "2D", "jump": "JD"}[next(k for k in hand if k in
                                                          ("step", "dash", "jump"))]
    w.send_intent({"type": "set_program", "text": f"for2( {card} )"})
    assert w.builder["problem"] is None and w.builder["cost"] == 1 <= die
    assert [x["text"] for x in w.builder["code"]][0] == "for _ in range(2):"
    w.send_intent({"type": "submit"})
    assert w.builder is None and w.error is None
    while w.game.phase == "traps":
        w.send_intent(trap_move(w.game))
    assert w.game.phase == "action"
    while w.game.phase == "action":
        actor = w.game.current_player
        w.send_intent(act_move(w.game))
        if actor == 0:
            frames = w.action["frames"]
            assert frames[0]["card"] is None
            assert [f["loops"][0][1] for f in frames[1:]] == list(range(1, len(frames)))
            code = w.action["code"]
            assert code[0] == {"text": "for _ in range(2):", "card": 0, "depth": 0}
            assert code[1]["card"] == frames[1]["card"] == 1  # the line the view highlights
            break


def test_illegal_inputs_at_every_phase_change_nothing():
    w = GraminGameWidget(["Ann", "Ben", "bot"], seed=3, lang="en")
    before = json.dumps(synced(w), default=str)
    bad = [
        ({"type": "act", "player": 0}, "not possible now"),
        ({"type": "place_trap", "player": 0, "kind": "wall", "pos": [0, 0]}, "not possible now"),
        # the browser's moves until now, without the engine's "player" and "pos"
        ({"type": "roll"}, "'player' must be a whole number"),
        ({"type": "act"}, "'player' must be a whole number"),
        ({"type": "place_trap", "row": 0, "col": 0}, "'player' must be a whole number"),
        ({"type": "roll", "player": 0}, "use -1 to -1"),
        ({"type": "place_trap", "player": 0, "kind": "wall", "pos": [0]},
         "a list of 2 whole numbers"),
        ({"type": "place_trap", "player": 0, "kind": "wall", "pos": [0, True]},
         "a list of 2 whole numbers"),
        ({"type": "place_trap", "player": 0, "pos": [0, 0]}, "'kind' must be text"),
        ({"type": "submit"}, "Nobody is building"),
        ({"type": "show_hand", "player": 0}, "nothing for ann to look at"),
        ({"type": "explode"}, "Unknown action"),
        ("junk", "malformed"),
    ]
    for msg, words in bad:
        w.send_intent(msg)
        assert words in w.error["message"].lower() or words in w.error["message"], msg
        after = synced(w)
        after["error"] = None
        assert json.dumps(after, default=str) == before
    w.send_intent(ROLL)
    assert w.cover["name"] == "Ann"
    w.send_intent({"type": "show_hand", "player": 2})
    assert "It is Ann's turn to look at the screen" in w.error["message"]
    w.send_intent({"type": "show_hand", "player": 0})
    assert w.builder["player"] == 0 and w.me["player"] == 0
    g = w.game
    die = g.rolls[0]
    w.send_intent({"type": "set_program", "text": " ".join(["R"] * (die + 1))})
    w.send_intent({"type": "submit"})
    assert w.builder is not None and not g.built[0]
    assert "die" in w.error["message"] or "hand" in w.error["message"]
    w.send_intent({"type": "clear"})
    jumps = g.hands[0].count("jump")
    w.send_intent({"type": "set_program", "text": " ".join(["JU"] * (jumps + 1))})
    w.send_intent({"type": "submit"})
    assert "not in" in w.error["message"] or "hand" in w.error["message"]
    assert not g.built[0]
    w.send_intent({"type": "clear"})
    for _ in range(jumps + 1):
        w.send_intent({"type": "add_card", "token": "JL"})
    assert w.error is not None and len(w.builder["cards"]) == jumps
    w.send_intent({"type": "toggle_trap", "kind": "dragon"})
    assert "trap card" in w.error["message"]
    w.send_intent({"type": "hide_hand"})
    assert w.builder is None and w.me is None and w.cover["name"] == "Ann"


def test_trap_on_an_occupied_square_and_out_of_turn():
    for seed in range(60):
        w = GraminGameWidget(["Ann", "bot"], seed=seed, rules=GraminRules(trap_squares="empty"))
        w.send_intent(ROLL)
        g = w.game
        if "wall" not in g.hands[0] or g.rolls[0] < 1:
            continue
        w.send_intent({"type": "toggle_trap", "kind": "wall"})
        w.send_intent({"type": "submit"})
        if g.phase != "traps" or g.current_player != 0:
            continue
        wall = {"type": "place_trap", "player": 0, "kind": "wall"}
        w.send_intent({**wall, "pos": list(g.positions[1])})
        assert "piece" in w.error["message"] and g.phase == "traps"
        w.send_intent({**wall, "pos": list(next(iter(g.board.chests)))})
        assert "chest" in w.error["message"]
        w.send_intent({**wall, "player": 1, "pos": [0, 0]})
        assert "the turn of Ann, not of Bot 2" in w.error["message"]
        w.send_intent({**wall, "kind": "hole", "pos": list(g.trap_squares()[0])})
        assert "hole" in w.error["message"] and g.phase == "traps"
        r, c = g.trap_squares()[0]
        assert {**wall, "pos": [r, c]} in g.legal_actions(0)
        w.send_intent({**wall, "pos": [r, c]})
        assert w.error is None and g.board.traps[(r, c)] == "wall"
        if g.phase == "action" and g.current_player == 1:
            w.send_intent({"type": "act", "player": 0})
            assert "the turn of Bot 2" in w.error["message"]
        return
    pytest.fail("no seed gave Ann a wall trap to place")


def test_japanese_names_as_text_and_repr():
    w = GraminGameWidget(["<b>アン</b>", "bot"], seed=0, lang="ja")
    assert w.players[0]["name"] == "<b>アン</b>" and w.players[1]["name"] == "ボット2"
    assert "サイコロ" in w.status and w.labels["gramin.game.ui.roll"] == "サイコロをふる"
    w.lang = "en"
    assert w.players[1]["name"] == "Bot 2" and "roll the dice" in w.status
    assert repr(w) == "GraminGameWidget(players=['<b>アン</b>', 'bot'], turn=1, phase='roll')"
    with pytest.raises(ValueError):
        GraminGameWidget(["Ann"])
    with pytest.raises(ValueError):
        GraminGameWidget(["Ann", "bot:genius"])
    w.send_intent({"type": "new_game", "seed": 5})
    assert w.game.seed == 5 and w.game.turn == 1


def test_all_bot_table_never_leaks():
    drive(GraminGameWidget(["bot", "bot:planner", "bot"], seed=11, rules=SECRET))


def play_to(w, phase):
    """Drive ``w`` with bot programs until the game reaches ``phase``."""
    for _ in range(500):
        if w.game.phase == phase:
            return w.game
        widget_move(w)
    pytest.fail(f"never reached {phase}")


def test_dice_phase_shows_no_dice_or_parent_of_the_last_turn():
    w = GraminGameWidget(["Ann", "bot"], seed=1)
    play_to(w, "action")
    assert w.state["parent"] is not None and any(w.state["rolls"])
    while w.game.phase == "action":
        w.send_intent(act_move(w.game))
    assert w.game.phase == "roll" and w.game.turn == 2
    s = w.state
    assert s["rolls"] == [None, None] and s["parent"] is None
    assert s["programs"] == [None, None] and s["built"] == [False, False]
    assert s["stopped"] == [None, None] and s["next_action"] == [0, 0]
    assert s["skipping"] == s["skip_next"] == list(w.game.world.skip_next)
    # the last action can still be replayed: its program travels with it
    assert w.action["program"] and w.action["program"][0]["token"]


def test_event_sentences_name_the_players():
    w = GraminGameWidget(["Ann", "bot"], seed=1)
    w.send_intent(ROLL)
    texts = [e["text"] for e in w.state["events"]]
    assert any(x.startswith("Ann rolls") for x in texts), texts
    assert any(x.startswith("Bot 2 rolls") for x in texts), texts
    assert not any("Player 1" in x or "Player 2" in x for x in texts), texts
    w.lang = "ja"
    texts = [e["text"] for e in w.state["events"]]
    assert any(x.startswith("Annはサイコロをふって") for x in texts), texts
    assert not any("プレーヤー1" in x for x in texts), texts
    play_to(w, "action")
    w.send_intent(act_move(w.game))
    said = [e["text"] for e in w.action["events"]]
    assert said and "プレーヤー" not in " ".join(said), said


def test_every_game_sentence_names_the_players_in_both_languages():
    """One sentence per event of the game, naming players by name (the game's names, or
    "Player 1"): never a seat number of its own."""
    from gamewidgets.core.i18n import texts

    en, ja = texts("gramin.game.event.", "en"), texts("gramin.game.event.", "ja")
    assert en.keys() == ja.keys() and len(en) >= 34
    for key in en:
        fields = set(re.findall(r"{(\w+)}", en[key]))
        assert fields == set(re.findall(r"{(\w+)}", ja[key])), key
        assert not fields & {"seat", "seats", "winner_seat", "loser_seat"}, key


def test_replay_frames_agree_with_the_engine_and_carry_counts():
    """Every action of many bot games replays card by card (the replay never had to fall
    back), and the counts in each frame move with the board, not ahead of it."""
    actions = chests_opened = 0
    for seed in range(12):
        w = GraminGameWidget(["Ann", "bot", "bot"], seed=seed)
        while not w.game.is_terminal:
            g = play_to(w, "action") if w.game.phase != "action" else w.game
            if g.is_terminal:
                break
            before = [len(x) for x in g.piles]
            w.send_intent(act_move(w.game))
            frames = w.action["frames"]
            actions += 1
            assert frames[0]["card"] is None and frames[0]["pile_sizes"] == before
            assert all(f["card"] is not None for f in frames[1:]) and len(frames) >= 2
            assert frames[-1]["pile_sizes"] == [len(x) for x in w.game.piles]
            assert frames[-1]["positions"] == [list(p) for p in w.game.positions]
            for f, nxt in zip(frames[:-1], frames[1:], strict=True):
                opened = [e for e in nxt["events"] if e["kind"].startswith("chest_opened")]
                if opened:
                    chests_opened += 1
                    assert sum(nxt["pile_sizes"]) >= sum(f["pile_sizes"]) + 1
                    assert f["me_pile"] is not None  # one person: Ann's screen
    assert actions > 100 and chests_opened > 20


def test_language_switch_keeps_the_replay_and_retells_it():
    w = GraminGameWidget(["Ann", "bot"], seed=1)
    play_to(w, "action")
    w.send_intent(act_move(w.game))
    before = w.action
    assert before and len(before["frames"]) >= 2
    w.lang = "ja"
    after = w.action
    assert after is not None and len(after["frames"]) == len(before["frames"])
    assert [f["positions"] for f in after["frames"]] == [f["positions"] for f in before["frames"]]
    said_en = [e["text"] for f in before["frames"] for e in f["events"]] + [
        e["text"] for e in before["events"]]
    said_ja = [e["text"] for f in after["frames"] for e in f["events"]] + [
        e["text"] for e in after["events"]]
    assert len(said_ja) == len(said_en) and said_ja != said_en
    assert all(re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", x) for x in said_ja), said_ja
    w.lang = "en"
    assert w.action == before


def test_every_action_of_the_turn_can_be_replayed_until_the_next_roll():
    """After a turn, First/Back replayed only the last action: each action of the turn
    stays replayable (``replay``), in the language of the moment, until the dice roll."""
    w = GraminGameWidget(["Ann", "bot"], seed=1)
    g = play_to(w, "action")
    turn, runs = g.turn, []
    while w.game.phase == "action" and w.game.turn == turn:
        w.send_intent(act_move(w.game))
        runs.append(w.action)
        assert (w.action["index"], w.action["count"]) == (len(runs) - 1, len(runs))
    assert len(runs) >= 2
    w.send_intent({"type": "replay", "index": 0})
    assert w.error is None
    assert {**w.action, "count": len(runs)} == {**runs[0], "count": len(runs)}
    assert w.action["count"] == len(runs)
    # a number out of range is refused, saying which there are; nothing changes
    shown = w.action
    w.send_intent({"type": "replay", "index": len(runs)})
    assert f"numbered 0 to {len(runs) - 1}" in w.error["message"] and w.action == shown
    # the language switch retells the action on screen, not the last one
    w.lang = "ja"
    assert (w.action["player"], w.action["action"], w.action["index"]) == \
        (runs[0]["player"], runs[0]["action"], 0)
    w.lang = "en"
    assert w.game.phase == "roll"  # the next turn starts with nothing to replay
    w.send_intent({"type": "roll", "player": -1})
    assert w.action is None
    w.send_intent({"type": "replay", "index": 0})
    assert w.error["message"].startswith("No action has run this turn yet")


def test_every_frame_of_an_action_says_what_its_card_did():
    """A card onto an empty square had no sentence at all: every frame now says which
    card ran and where it took the piece (or that it could not move), in the language
    of the moment."""
    w = GraminGameWidget(["Ann", "bot"], seed=1)
    g = play_to(w, "action")
    turn = g.turn
    texts = []
    while w.game.phase == "action" and w.game.turn == turn:
        w.send_intent(act_move(w.game))
        a = w.action
        name = w.names[a["player"]]
        start = a["frames"][0]["positions"][a["player"]]
        assert a["frames"][0]["text"] == f"{name} starts this action at ({start[0]}, {start[1]})."
        for f in a["frames"][1:]:
            at = f["positions"][a["player"]]
            assert re.fullmatch(rf"{name}: card {f['card'] + 1} \S+ \((step|dash|jump)\)"
                                rf"(, \(\d, \d\) → \({at[0]}, {at[1]}\)| could not move, "
                                rf"still at \({at[0]}, {at[1]}\))\.", f["text"]), f["text"]
            texts.append(f["text"])
    assert texts
    w.lang = "ja"
    assert all(re.search(r"枚目の.+カードで", f["text"]) for f in w.action["frames"][1:])


def test_builder_says_what_an_if_card_costs():
    w = GraminGameWidget(["Ann", "bot"], seed=1)
    play_to(w, "build")
    b = w.builder
    assert b is not None
    room = b["die"] - b["cost"]
    assert b["if_note"].endswith(f"({room} left).")
    w.lang = "ja"
    assert w.builder["if_note"] == ("わなにかかると自動で使います。1枚使うと、"
                                    f"置けるカードが1枚減ります（あと{room}枚）。")
    free = GraminGameWidget(["Ann", "bot"], seed=1, rules=GraminRules(if_card_cost="never"))
    play_to(free, "build")
    assert free.builder["if_note"] == "They are used automatically when you fall into a trap."


def test_builder_problem_is_said_as_in_the_sandbox():
    """The builder's ``problem`` is the sandbox's (one mechanism): a loop still open is a
    neutral pending note, an empty loop and a build over the die are errors."""
    from gamewidgets.gramin import GraminWidget

    w = GraminGameWidget(["Ann", "bot"], seed=1)  # die 4, five move cards
    w.send_intent(ROLL)
    assert w.builder["problem"] is None  # nothing laid: nothing to say yet
    w.send_intent({"type": "set_program", "text": "for3("})
    pending = w.builder["problem"]
    assert pending == {"message": "Lay the cards to repeat, then close the loop 'for3(' "
                                  "with ')'.", "card_index": 1, "pending": True}
    sandbox = GraminWidget(program="for3(")
    assert sandbox.problem == pending
    w.send_intent({"type": "set_program", "text": "for3( )"})
    empty = w.builder["problem"]
    assert empty["pending"] is False and empty["card_index"] is not None
    # over the die: hand move cards beyond the roll (loop cards are free by default)
    die, hand = w.builder["die"], w.game.hands[0]
    moves = [{"step": "R", "dash": "2R", "jump": "JR"}[k] for k in hand
             if k in ("step", "dash", "jump")]
    assert (die, len(moves)) == (4, 5)
    w.send_intent({"type": "set_program", "text": " ".join(moves)})
    over = w.builder["problem"]
    assert over["pending"] is False and over["card_index"] is None
    assert "This uses 5 cards but the die allows 4: remove 1." in over["message"]
    w.lang = "ja"
    w.send_intent({"type": "set_program", "text": "for3("})
    assert w.builder["problem"]["message"].startswith("くりかえすカードを置いたら")


def test_a_replayed_action_is_headed_by_whose_it_is_and_counted_once():
    """The panel's heading said "Bot 2: action 5" (that player's own count) beside "Action 7
    of 7 this turn": now it says whose action it is, and the turn's count is the only one."""
    for lang, head in (("en", "{name}'s action"), ("ja", "{name}のアクション")):
        w = GraminGameWidget(["Ann", "bot"], seed=0, lang=lang)
        assert w.labels["gramin.game.ui.action_of"] == head
        assert "{i}" in w.labels["gramin.game.ui.turn_action"]


# ---- 2.3 if-cards named when laying the program (auto_if_cards=False) -----------------------
NAMED = GraminRules(auto_if_cards=False)


def walled_widget(hand):
    """Ann (seat 1, the parent: dice 3 and 5) holds ``hand`` on a board with a wall two
    squares to her right; the bot holds nothing."""
    w = GraminGameWidget(["Ann", "bot"], seed=0, rules=NAMED)
    w.game = make("..w..\n.....\n..9..\n.....\n.....", hands=[hand, []], deck=[],
                  rules=NAMED)
    w._refresh()
    dice(w.game, 3, 5)
    w.send_intent(ROLL)
    return w


def run_actions(w):
    while w.game.phase == "action":
        w.send_intent(act_move(w.game))
        assert w.error is None, w.error


def test_a_person_names_the_wall_and_their_if_wall_cancels_it():
    # docs/rules/gramin.md 2.3: "the player says which trap marks their if-cards may cancel
    # this turn": Ann holds if-wall, names the wall, walks into it and uses the card
    w = walled_widget(["step", "step", "if_wall"])
    assert w.builder["if_marks"] == [{"mark": "wall", "card": "if_wall", "named": False}]
    assert w.builder["if_note"].startswith("They are used only on the traps you choose below.")
    before = synced(w)
    w.send_intent({"type": "toggle_if_mark", "mark": "hole"})  # no if-hole held
    assert w.error["message"] == "You hold no if-card for a 'hole' trap."
    w.send_intent({"type": "toggle_if_mark", "mark": "magic"})
    assert "'magic'" in w.error["message"]
    assert {k: v for k, v in synced(w).items() if k != "error"} == \
        {k: v for k, v in before.items() if k != "error"}
    w.send_intent({"type": "set_program", "text": "R R"})
    w.send_intent({"type": "toggle_if_mark", "mark": "wall"})
    assert w.builder["if_marks"][0]["named"] is True
    w.lang = "ja"
    assert w.builder["if_note"].startswith("下で選んだわなにだけ使います。")
    w.send_intent({"type": "submit"})
    assert w.error is None and w.game.world.if_allowed[0] == {"wall"}
    run_actions(w)
    assert w.game.positions[0] == (0, 2) and "if_wall" not in w.game.hands[0]
    assert any(e.kind == "if_used" for e in w.game.events), w.game.events


def test_an_if_wall_not_named_is_kept_and_the_wall_stops_the_piece():
    w = walled_widget(["step", "step", "if_wall"])
    w.build("R R")  # the Python call, naming nothing
    run_actions(w)
    assert w.game.positions[0] == (0, 1) and w.game.hands[0] == ["if_wall"]
    w = walled_widget(["step", "step", "if_wall"])
    w.build("R R", if_marks=["wall"])  # the Python call names it as the buttons do
    run_actions(w)
    assert w.game.positions[0] == (0, 2) and w.game.hands[0] == []


def test_if_marks_are_not_offered_when_if_cards_work_by_themselves():
    w = GraminGameWidget(["Ann", "bot"], seed=1)
    play_to(w, "build")
    assert w.builder["if_marks"] == []
    w.send_intent({"type": "toggle_if_mark", "mark": "wall"})
    assert w.error["message"].startswith("If-cards are used by themselves in this game")


def test_bots_name_the_marks_of_the_if_cards_they_hold():
    g = make("..w..\n.....\n..9..\n.....\n.....", hands=[[], ["step", "if_hole", "if_wall"]],
             deck=[], rules=NAMED)
    dice(g, 3, 5)
    g.roll()
    action = bot_action(g, 1, lambda game, p: ("R", []))
    assert action["if_marks"] == ["hole", "wall"]
    g.apply(action)
    assert g.world.if_allowed[1] == {"hole", "wall"}
    auto = make("..w..\n.....\n..9..\n.....\n.....", hands=[[], ["step", "if_hole"]], deck=[])
    dice(auto, 3, 5)
    auto.roll()
    assert "if_marks" not in bot_action(auto, 1, lambda game, p: ("R", []))
