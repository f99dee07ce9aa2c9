"""What more than one browser module does with a game's widget: open algo's two-player
game against a bot (seed 0: the student starts, having drawn W6; Bot 1 holds b? b? w? w?)
with a cell that records what the kernel's game holds; type a program into the Python
widget's editor."""

from __future__ import annotations

import json

from helpers.browser import close_side_bar, open_and_run, recorder_cell, widget_in, write_notebook

ALGO_GAME = """\
from gamewidgets.algo import AlgoWidget
w = AlgoWidget([None, "bot:probabilistic"], seed=0)
w"""

# the kernel writes what it receives into GW_RECORD_DIR/<name>/
ALGO_RECORDING = """\
import json
def _dump(_change=None):
    g = w.game
    (_rec / "game.json").write_text(json.dumps({
        "history": g.history if g else [], "phase": g.phase if g else None,
        "current": g.current_player if g else None, "view": w.view_text,
        "hints": w.hints, "lang": w.lang}))
w.observe(_dump, names=["history", "hints", "lang", "view_text"])

def _play_round():
    # both sides to the end of the round (the student: first candidate of a target)
    while w.phase not in ("round_over", "game_over"):
        if w.turn["advance"]:
            w.advance()
        elif w.turn["stay"]:
            w.stay()
        else:
            p, i = w.turn["targets"][0]
            s = [s for s in w.deduction_data["slots"] if (s["player"], s["index"]) == (p, i)]
            w.attack(p, i, s[0]["candidates"][0], w.turn["own"][0] if w.turn["own"] else None)
"""


def kernel_game(lab, name: str) -> dict | None:
    """What :data:`ALGO_RECORDING` last wrote of ``w``'s game (None before its first change)."""
    path = lab.record / name / "game.json"
    try:
        return json.loads(path.read_text()) if path.exists() else None
    except json.JSONDecodeError:  # caught mid-write
        return None


def open_algo(page, lab, name: str, setup: str = ALGO_GAME):
    """Write a notebook of ``setup`` and :data:`ALGO_ALGO_RECORDING` as ``name``, open it in
    Lab with the side bar closed, Run All; return the first algo widget's locator.

    ``setup`` binds the widget the recording watches to ``w``.
    """
    write_notebook(lab, name, [setup, recorder_cell(name, ALGO_RECORDING)])
    open_and_run(page, lab, name)
    widget = widget_in(page, ".gw-algo")
    widget.wait_for()
    close_side_bar(page)
    widget.scroll_into_view_if_needed()
    return widget


def type_program(page, widget, lines: list[str]):
    """Select the editor's text and type ``lines``, Enter between them (the editor indents
    after a colon itself, so each line is typed without its indentation)."""
    content = widget.locator(".cm-content")
    content.click()
    page.keyboard.press("Control+a")
    page.keyboard.press("Delete")
    for i, line in enumerate(lines):
        if i:
            page.keyboard.press("Enter")
            if not line.startswith(" "):
                # back to the left edge: the editor kept the block's indentation
                page.keyboard.press("Shift+Tab")
        page.keyboard.type(line.strip())
