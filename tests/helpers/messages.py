"""The widgets every intent fuzzer sends messages to."""

from __future__ import annotations

from gamewidgets.algo import next_round_action
from gamewidgets.algo.widgets.intents import INTENTS as ALGO_INTENTS
from gamewidgets.algo.widgets.widget import AlgoWidget
from gamewidgets.goblin.widgets import GoblinWidget
from gamewidgets.gramin import (
    GraminGameWidget,
    GraminWidget,
    PuzzleWidget,
)
from helpers.algo import student_move
from helpers.gramin import widget_move


def gramin_move(w):
    """One legal step of the game (a program from the bot's recipe), so that the fuzzed
    messages meet every phase; a finished game starts again."""
    if w.game.is_terminal:
        w.send_intent({"type": "new_game"})
    else:
        widget_move(w)


def algo_move(w):
    turn = w.turn
    msg = ({"type": "new_game"} if w.phase == "game_over" else {"type": "advance"}
           if turn["advance"] else next_round_action() if turn["next_round"]
           else student_move(w, len(w.history)))
    w.send_intent(msg)


def goblin_move(w):
    stage, active = w.stage, w.active
    if stage == "cover":
        msg = {"type": "show", "player": active}
    elif stage == "choose":
        msg = {"type": "choose", "player": active,
               "action": next(o["action"] for o in w.options if o["allowed"])}
    elif stage == "target":
        msg = {"type": "pick_target", "player": active, "target": w.targets[0]}
    else:
        msg = {"type": {"ready": "reveal", "steps": "next_turn"}.get(stage, "new_game")}
    w.send_intent(msg)


def puzzle():
    return PuzzleWidget()


def gramin_game():
    return GraminGameWidget(["Ann", "Ben", "bot"], seed=5)


def gramin_single():
    return GraminGameWidget(["Ann", "bot:planner"], seed=6, lang="ja")


WIDGETS = {  # name: (make, intents, one legal move or None)
    "gramin": (lambda: GraminWidget(hand="R R 2U JL for2( )"), tuple(GraminWidget.INTENTS),
               None),
    "puzzle": (puzzle, tuple(PuzzleWidget.INTENTS), None),
    "gramin_game": (gramin_game, tuple(GraminGameWidget.INTENTS), gramin_move),
    "gramin_game_ja": (gramin_single, tuple(GraminGameWidget.INTENTS), gramin_move),
    "algo": (lambda: AlgoWidget(n_players=3, seed=2), tuple(ALGO_INTENTS), algo_move),
    "algo_view": (lambda: AlgoWidget(view="me: B0 W4; ann: b? w?-5"), tuple(ALGO_INTENTS),
                  None),
    "goblin": (lambda: GoblinWidget(["Ann", "Ben", "bot:adaptive"], seed=3),
               tuple(GoblinWidget.INTENTS), goblin_move),
}
