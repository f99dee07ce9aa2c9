"""Gramin games and widgets set up and played the same way by several test modules."""

from __future__ import annotations

import json
from collections import Counter
from functools import partial

import pytest

from gamewidgets.gramin import (
    Board,
    GraminGame,
    GraminRuleError,
    GraminRules,
    simple_program,
    trap_square,
)
from gamewidgets.gramin.engine.actions import act_action, place_trap_action, roll_action
from helpers.rules import refused_unchanged


def board_rules(board: Board, rules: GraminRules | None = None) -> GraminRules:
    """``rules`` (default the basic game's) whose chest chips are those of the hand-set
    ``board``: a game's board holds the rules' chests (docs/rules/gramin.md 1)."""
    chests = board.chests.values()
    return (rules or GraminRules()).with_options(
        chest_points=tuple(sorted(c.points for c in chests if not c.trap)),
        chest_traps=tuple(sorted(c.trap for c in chests if c.trap)))


def make(ascii_board, n=2, hands=None, deck=None, rules=None, seed=0):
    board = Board.from_ascii(ascii_board)
    g = GraminGame(n, seed=seed, rules=board_rules(board, rules), board=board)
    for p in range(n):
        g.hands[p][:] = [] if hands is None else hands[p]
    g.deck[:] = ["jump"] * 20 if deck is None else deck
    # the scenario's cards are the whole deck, so its saves pass the checks of a real game
    cards = Counter(g.deck + g.discard + [c for hand in g.hands for c in hand])
    g.rules = g.world.rules = g.rules.with_options(deck=tuple(sorted(cards.items())))
    g.total_cards = g.cards_accounted()
    return g


def dice(g, *values):
    it = iter(values)
    g.world.roll = lambda: next(it)


def play_turn(g, rolls, programs, traps=None):
    dice(g, *rolls)
    g.roll()
    for p, prog in enumerate(programs):
        if prog is not None:
            g.build(p, prog, (traps or {}).get(p, ()))


unchanged = partial(refused_unchanged, GraminRuleError)


# Distinctive chest points: any of them in the synced state is a leak unless that chest
# was opened by the player whose screen it is.
SECRET = GraminRules(chest_points=(70001, 70002, 70003, 70004, 70005, 70006, 70007, 70008))


SKIP = ("layout", "_esm", "_css", "_model_module", "_view_module", "tabbable", "tooltip")


def synced(w) -> dict:
    return {k: v for k, v in w.get_state().items() if k not in SKIP}


# The moves the browser sends: the engine's own actions, as legal_actions lists them.
ROLL = roll_action()  # {"type": "roll", "player": CHANCE}


def trap_move(g) -> dict:
    """The placer's next declared trap card on :func:`trap_square`, as the view sends it."""
    p = g.current_player
    return place_trap_action(p, g.pending_traps[p][0], trap_square(g, p))


def widget_move(w) -> None:
    """One step of a :class:`~gamewidgets.gramin.GraminGameWidget`'s game by the intents
    its view sends: the dice, a program from the bot's recipe (after the cover), the next
    trap card placed, the next action.

    Self-contained (its imports inside), so that a browser test's kernel runs this same
    source (``inspect.getsource``).
    """
    from gamewidgets.gramin import simple_program, trap_square
    from gamewidgets.gramin.engine.actions import act_action, place_trap_action, roll_action

    g = w.game
    if g.phase == "roll":
        w.send_intent(roll_action())
    elif g.phase == "build":
        if w.cover is not None:
            w.send_intent({"type": "show_hand", "player": w.cover["player"]})
        if w.builder is not None:
            program, traps = simple_program(g, w.builder["player"])
            w.send_intent({"type": "set_program", "text": program})
            for trap in traps:
                w.send_intent({"type": "toggle_trap", "kind": trap})
            w.send_intent({"type": "submit"})
    elif g.phase == "traps":
        p = g.current_player
        w.send_intent(place_trap_action(p, g.pending_traps[p][0], trap_square(g, p)))
    else:
        w.send_intent(act_action(g.current_player))


def act_move(g) -> dict:
    """"Next action": the actor's ``act``."""
    return act_action(g.current_player)


STATE_KEYS = {"turn", "phase", "parent", "rolls", "rerolls", "skipping", "skip_next", "actor",
              "board",
              "positions", "hand_sizes", "pile_sizes", "crocodile_pile", "deck", "discard",
              "built", "programs", "next_action", "stopped", "pending_traps", "events",
              "scores", "winners"}


FRAME_KEYS = {"card", "loops", "positions", "path", "chests", "traps", "pile_sizes",
              "hand_sizes", "crocodile_pile", "stopped", "me_pile", "events", "text"}


EVENT_KEYS = {"kind", "text", "player"}


def check_events(events, allowed_points):
    for e in events:
        assert set(e) == EVENT_KEYS, e
        for number in map(int, __import__("re").findall(r"7000\d", e["text"])):
            assert number in allowed_points, e


def check_private(w):
    """Field by field: the synced state holds no hand but the viewer's, no deck order, no
    unseen chest, no unrevealed program (issue 5 "Reliability")."""
    g = w.game
    state = synced(w)
    ours = {k for k in state if not k.startswith("_")}
    assert ours == {"lang", "labels", "players", "state", "me", "cover",
                    "builder", "action", "status", "error", "review", "review_step",
                    "setup"}, ours
    # the setup screen: the seats and rules options, all public
    assert set(state["setup"]) == {"policy", "open", "players", "min", "max", "first_person",
                                   "bots", "options", "line"}
    assert state["review"] is None or g.is_terminal, "a review only once nothing is hidden"
    me, builder, pub = state["me"], state["builder"], state["state"]
    assert all(set(x) == {"name", "bot", "seat"} for x in state["players"])
    assert state["cover"] is None or set(state["cover"]) == {"player", "name"}
    viewer = (me or {}).get("player")
    humans = [p for p, info in enumerate(state["players"]) if info["bot"] is None]
    # chests the viewer has ever held (robbed or eaten ones were seen before they left)
    seen = w.__dict__.setdefault("_test_seen", set())
    if viewer is not None:
        seen |= {c.points for c in g.piles[viewer]}
        # a chest held only for a moment inside one action (robbed, then robbed back)
        for e in g.events:
            takers = ((e.data.get("winner"), e.data.get("loser")) if e.kind == "robbery"
                      else (e.data.get("player"),))
            if e.kind in ("robbery", "chest_opened", "crocodile_ate") and viewer in takers:
                seen.add(e.data["points"])
    # me: exactly the viewer's own hand and pile
    if me is not None:
        assert set(me) == {"player", "hand", "pile", "score"}
        assert me["hand"] == g.hands[viewer] and me["pile"] == [c.points for c in g.piles[viewer]]
        assert len(humans) == 1 or (g.phase == "build" and builder is not None)
    # builder: only the viewer's, and its hand is the viewer's
    if builder is not None:
        assert builder["player"] == viewer
        kinds = sorted(c["kind"] for c in builder["hand"] if c["kind"] in ("step", "dash", "jump"))
        assert kinds == sorted(k for k in g.hands[viewer] if k in ("step", "dash", "jump"))
        assert set(builder["if_cards"]) <= set(g.hands[viewer])
    # the public state: documented keys only, counts instead of hands, deck and discard
    assert set(pub) == STATE_KEYS, set(pub) ^ STATE_KEYS
    assert pub["deck"] == len(g.deck) and pub["discard"] == len(g.discard)
    assert pub["hand_sizes"] == [len(h) for h in g.hands]
    assert all(isinstance(x, int) for x in pub["pile_sizes"] + [pub["crocodile_pile"]])
    assert set(pub["board"]) <= {"rows", "cols", "chests", "traps", "start"}
    assert sorted(map(tuple, pub["board"]["chests"])) == sorted(g.board.chests)
    for q, prog in enumerate(pub["programs"]):
        assert prog is None or g.revealed or g.phase == "over", (q, g.phase)
    assert all(x is None for x in pub["pending_traps"]) or g.phase == "traps"
    if g.phase != "over":
        assert pub["scores"] is None and pub["winners"] is None
    check_events(pub["events"], seen)
    if state["action"] is not None:
        assert set(state["action"]) == {"player", "action", "program", "code", "frames",
                                        "events", "index", "count"}
        check_events(state["action"]["events"], seen)
        for f in state["action"]["frames"]:
            assert set(f) == FRAME_KEYS
            assert all(len(c) == 2 for c in f["chests"])
            assert f["me_pile"] is None or viewer is not None
            check_events(f["events"], seen)
    # and, whatever the key: no unopened chest's points, no other pile's points
    text = json.dumps({k: v for k, v in state.items() if k != "me"}, default=str)
    public = json.dumps({k: v for k, v in pub.items() if k != "scores"})
    for chest in g.board.chests.values():
        if chest.points:
            assert str(chest.points) not in text, "an unopened chest leaked"
    for q in range(g.n_players):
        for chest in g.piles[q]:
            if chest.points not in seen and q != viewer:
                assert str(chest.points) not in public, (q, chest)


def drive(w, max_steps=4000):
    """Play the game to its end through intents only, checking privacy after each."""
    g = w.game
    for _ in range(max_steps):
        check_private(w)
        if g.is_terminal:
            return
        if g.phase == "build":
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
        else:
            move = ROLL if g.phase == "roll" else trap_move(g) if g.phase == "traps" \
                else act_move(g)
            assert move in g.legal_actions()
            w.send_intent(move)
        assert w.error is None, w.error
        g = w.game
    pytest.fail("the game did not end")


def play_as_a_lesson(demo) -> set[str]:
    """Play the game widget ``demo`` (a person at seat 0, bots elsewhere) to its end as a
    lesson's cell does: roll, the simple program, the trap square, act. Returns the phases
    it went through."""
    seen = set()
    while not demo.over:
        seen.add(demo.phase)
        if demo.phase == "roll":
            demo.roll()
        elif demo.phase == "build":
            demo.build(*simple_program(demo.game, 0))
        elif demo.phase == "traps":
            demo.place_trap(*trap_square(demo.game, 0))
        else:
            demo.act()
    return seen
