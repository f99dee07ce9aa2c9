"""Goblin widgets played the same way by several test modules."""

from __future__ import annotations

import random

from gamewidgets.goblin.widgets import GoblinWidget


def send(w, content):
    """Deliver a browser message as the widget's message handler receives it."""
    w.send_intent(content)


def random_game_by_intents(seed, check):
    rng = random.Random(seed)
    players = ["Ann", "<b>x</b>", "bot:random", "bot:adaptive", "Eve"][: rng.randint(3, 5)]
    w = GoblinWidget(players, seed=seed)
    for _ in range(300):
        check(w)
        if w.stage == "over":
            break
        if w.stage == "cover":
            send(w, {"type": "show", "player": w.active})
        elif w.stage == "choose":
            send(w, {"type": "choose", "player": w.active,
                     "action": rng.choice([o["action"] for o in w.options if o["allowed"]])})
        elif w.stage == "ready":
            send(w, {"type": "reveal"})
        elif w.stage == "target":
            move = {"type": "pick_target", "player": w.active, "target": rng.choice(w.targets)}
            assert move in w.game.legal_actions(w.active)
            send(w, move)
        elif w.stage == "steps":
            send(w, {"type": "next_turn"})
        assert w.error is None, w.error
    assert w.stage == "over" and w.game.is_terminal
    return w


def goblin_turn():
    """The lesson's widget after one turn, played in this process (the browser tests play
    the same turn by clicks): Ann, Ben and a cooperating bot, seed 0, the classroom rules;
    Ann digs, Ben rests, the bot chooses."""
    from gamewidgets.goblin import GoblinRules
    from gamewidgets.goblin.widgets import GoblinWidget

    w = GoblinWidget(["Ann", "Ben", "bot:cooperator"], seed=0, rules=GoblinRules.classroom())
    w.play_turn({0: "dig", 1: "rest"})
    return w
