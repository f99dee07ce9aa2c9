"""GraminGameWidget: whole games driven through the intent handler, refused inputs at every
phase, and no hidden information in the synced state at any moment (issue 5 "Reliability")."""

import json

import pytest

from gamewidgets.gramin import GraminRules
from gamewidgets.gramin.bot import simple_program, trap_square
from gamewidgets.gramin.game_widget import GraminGameWidget

# Distinctive chest points: any of them in the synced state is a leak unless that chest
# was opened by the player whose screen it is.
SECRET = GraminRules(chest_points=(70001, 70002, 70003, 70004, 70005, 70006, 70007, 70008))
SKIP = ("layout", "_esm", "_css", "_model_module", "_view_module", "tabbable", "tooltip")


def synced(w) -> dict:
    return {k: v for k, v in w.get_state().items() if k not in SKIP}


def check_private(w):
    """The synced state holds no hand but the viewer's, no deck order, no unseen chest."""
    g = w.game
    state = synced(w)
    text = json.dumps(state, default=str)
    viewer = (state["me"] or {}).get("player")
    if state["builder"] is not None:
        assert state["builder"]["player"] == viewer
    humans = [p for p, info in enumerate(state["players"]) if info["bot"] is None]
    if len(humans) > 1:
        assert viewer is None or g.phase == "build"
    # no hand anywhere else: walk the state for "hand" keys
    def walk(x, path=()):
        if isinstance(x, dict):
            for k, v in x.items():
                if k == "hand":
                    assert path[:1] in (("me",), ("builder",)), path
                walk(v, path + (k,))
        elif isinstance(x, list):
            for v in x:
                walk(v, path)
    walk(state)
    assert "deck_order" not in text and "rng" not in text
    assert isinstance(state["state"]["deck"], int)
    assert all(len(c) == 2 for c in state["state"]["board"]["chests"])
    # chests the viewer has ever held (robbed or eaten ones were seen before they left)
    seen = w.__dict__.setdefault("_test_seen", set())
    if viewer is not None:
        seen |= {c.points for c in g.piles[viewer]}
    for chest in g.board.chests.values():
        if chest.points:
            assert str(chest.points) not in text, "an unopened chest leaked"
    public = {k: v for k, v in state["state"].items() if k != "scores"}  # scores: at the end
    for q in range(g.n_players):
        for chest in g.piles[q]:
            if chest.points not in seen and q != viewer:
                # another player's pile: its points never reach this screen
                assert str(chest.points) not in json.dumps(public), (q, chest)
    if g.phase != "over" and not g.revealed:
        assert all(p is None for p in state["state"]["programs"])


def drive(w, max_steps=4000):
    """Play the game to its end through intents only, checking privacy after each."""
    g = w.game
    for _ in range(max_steps):
        check_private(w)
        if g.is_terminal:
            return
        if g.phase == "roll":
            w.send_intent({"type": "roll"})
        elif g.phase == "build":
            if w.cover is not None:
                w.send_intent({"type": "show_hand", "player": w.cover["player"]})
                check_private(w)
            p = w.builder["player"]
            program, traps = simple_program(g, p)
            w.send_intent({"type": "set_program", "text": program})
            for trap in traps:
                w.send_intent({"type": "toggle_trap", "kind": trap})
            check_private(w)
            w.send_intent({"type": "submit"})
        elif g.phase == "traps":
            p = g.current_player
            r, c = trap_square(g, p)
            w.send_intent({"type": "place_trap", "row": r, "col": c})
        else:
            w.send_intent({"type": "act"})
        assert w.error is None, w.error
        g = w.game
    pytest.fail("the game did not end")


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
    pytest.importorskip("gamewidgets.gramin.planner")
    w = GraminGameWidget(["Ann", "bot:planner", "bot"], seed=2, rules=SECRET)
    assert w.players[1]["bot"] == "bot:planner"
    drive(w)


def test_action_frames_step_into_loop_iterations():
    w = GraminGameWidget(["Ann", "bot"], seed=0)
    w.send_intent({"type": "roll"})
    die = w.builder["die"]
    w.send_intent({"type": "set_program", "text": "for3( " + "R " * 0 + ")"})
    assert w.builder["error"] is not None  # empty loop: shown while building
    hand = w.game.hands[0]
    card = {"step": "D", "dash": "2D", "jump": "JD"}[next(k for k in hand if k in
                                                          ("step", "dash", "jump"))]
    w.send_intent({"type": "set_program", "text": f"for2( {card} )"})
    assert w.builder["error"] is None and w.builder["cost"] == 1 <= die
    assert [x["text"] for x in w.builder["code"]][0] == "for _ in range(2):"
    w.send_intent({"type": "submit"})
    assert w.builder is None and w.error is None
    while w.game.phase == "traps":
        p = w.game.current_player
        r, c = trap_square(w.game, p)
        w.send_intent({"type": "place_trap", "row": r, "col": c})
    assert w.game.phase == "action"
    while w.game.phase == "action":
        actor = w.game.current_player
        w.send_intent({"type": "act"})
        if actor == 0:
            frames = w.action["frames"]
            assert frames[0]["card"] is None
            assert [f["loops"][0][1] for f in frames[1:]] == list(range(1, len(frames)))
            break


def test_illegal_inputs_at_every_phase_change_nothing():
    w = GraminGameWidget(["Ann", "Ben", "bot"], seed=3, lang="en")
    before = json.dumps(synced(w), default=str)
    bad = [
        ({"type": "act"}, "not possible now"),
        ({"type": "place_trap", "row": 0, "col": 0}, "not possible now"),
        ({"type": "submit"}, "Nobody is building"),
        ({"type": "show_hand", "player": 0}, "cannot build"),
        ({"type": "explode"}, "Unknown action"),
        ("junk", "malformed"),
    ]
    for msg, words in bad:
        w.send_intent(msg)
        assert words in w.error["message"].lower() or words in w.error["message"], msg
        after = synced(w)
        after["error"] = None
        assert json.dumps(after, default=str) == before
    w.send_intent({"type": "roll"})
    assert w.cover["name"] == "Ann"
    w.send_intent({"type": "show_hand", "player": 2})
    assert "cannot build" in w.error["message"]
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
        w = GraminGameWidget(["Ann", "bot"], seed=seed)
        w.send_intent({"type": "roll"})
        g = w.game
        if "wall" not in g.hands[0] or g.rolls[0] < 1:
            continue
        w.send_intent({"type": "toggle_trap", "kind": "wall"})
        w.send_intent({"type": "submit"})
        if g.phase != "traps" or g.current_player != 0:
            continue
        r, c = g.positions[1]
        w.send_intent({"type": "place_trap", "row": r, "col": c})
        assert "piece" in w.error["message"] and g.phase == "traps"
        r, c = next(iter(g.board.chests))
        w.send_intent({"type": "place_trap", "row": r, "col": c})
        assert "chest" in w.error["message"]
        w.send_intent({"type": "place_trap", "row": 0, "col": 9, "player": 1})
        assert "turn" in w.error["message"]
        r, c = g.trap_squares()[0]
        w.send_intent({"type": "place_trap", "row": r, "col": c})
        assert w.error is None and g.board.traps[(r, c)] == "wall"
        if g.phase == "action" and g.current_player == 1:
            w.send_intent({"type": "act", "player": 0})
            assert "the turn of Bot 2" in w.error["message"]
        return
    pytest.fail("no seed gave Ann a wall trap to place")


def test_japanese_names_as_text_and_repr():
    w = GraminGameWidget(["<b>アン</b>", "bot"], seed=0, lang="ja")
    assert w.players[0]["name"] == "<b>アン</b>" and w.players[1]["name"] == "ボット2"
    assert "サイコロ" in w.status and w.labels["gramin.game.ui.roll"] == "サイコロを振る"
    w.lang = "en"
    assert w.players[1]["name"] == "Bot 2" and "roll the dice" in w.status
    assert repr(w) == "GraminGameWidget(players=['<b>アン</b>', 'bot'], turn=1, phase='roll')"
    with pytest.raises(ValueError):
        GraminGameWidget(["Ann"])
    with pytest.raises(ValueError):
        GraminGameWidget(["Ann", "bot:genius"])
    w.send_intent({"type": "new_game", "seed": 5})
    assert w.game.seed == 5 and w.game.turn == 1
