"""algo solo play (AlgoSoloWidget) and pair play at one screen (AlgoWidget) in JupyterLab
in headless Chromium, played by clicks and keys (docs/rules/algo.md 7, 7b).

Solo: the chances appear on demand in the gap buttons; a gap chosen with the arrow keys and
Enter places the card in the kernel. Pair: people at seats 0 and 2 against two bots; the
cover screen is lifted by its button, the partner tosses by clicking a card, and the
kernel records the toss.
"""

from __future__ import annotations

import json
import re

import pytest
from lab_helpers import ACTIVE, shoot, wait_for
from test_algo_lab import shut_down

pytestmark = pytest.mark.browser

SOLO = """\
import json, os, pathlib
from gamewidgets.algo import AlgoSoloWidget
w = AlgoSoloWidget(seed=7)
_rec = pathlib.Path(os.environ["GW_RECORD_DIR"]) / "solo"
_rec.mkdir(parents=True, exist_ok=True)
def _dump(_change=None):
    (_rec / "game.json").write_text(json.dumps({"score": w.game.score, "over": w.game.is_terminal}))
w.observe(_dump, names=["score", "over"])
w"""

PAIR = """\
import json, os, pathlib
from gamewidgets.algo import AlgoRules, AlgoWidget
w = AlgoWidget([None, "bot:probabilistic", None, "bot:probabilistic"], seed=4,
               rules=AlgoRules(mode="pair"))
_rec = pathlib.Path(os.environ["GW_RECORD_DIR"]) / "pair"
_rec.mkdir(parents=True, exist_ok=True)
def _dump(_change=None):
    (_rec / "game.json").write_text(json.dumps({"tosses": w.game.tosses, "me": w.me}))
w.observe(_dump, names=["players", "cover", "me"])
w"""


def open_cell(page, lab, name: str, source: str):
    nb = {"nbformat": 4, "nbformat_minor": 5,
          "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3",
                                      "language": "python"}},
          "cells": [{"cell_type": "code", "metadata": {}, "execution_count": None,
                     "outputs": [], "source": source, "id": "c0"}]}
    (lab.root / f"{name}.ipynb").write_text(json.dumps(nb))
    page.goto(f"{lab.url}/lab/tree/{name}.ipynb?token={lab.token}")
    page.locator(f"{ACTIVE} .jp-Notebook .jp-Cell").first.wait_for(timeout=30_000)

    def idle():
        sessions = [s for s in lab.api("/api/sessions") if s["path"].endswith(f"{name}.ipynb")]
        return sessions and sessions[0]["kernel"]["execution_state"] == "idle"

    wait_for(idle, 30, "an idle kernel")
    page.locator("#jp-main-statusbar").get_by_text("Idle").first.wait_for(timeout=15_000)
    page.locator(".lm-MenuBar-item", has_text="Run").first.click()
    page.locator(".lm-Menu-item:visible", has_text="Run All Cells").first.click()
    widget = page.locator(f"{ACTIVE} .jp-OutputArea .gw-algo").first
    widget.wait_for(timeout=30_000)
    return widget


def record(lab, name: str) -> dict:
    path = lab.record / name / "game.json"
    try:
        return json.loads(path.read_text()) if path.exists() else {}
    except json.JSONDecodeError:
        return {}


def test_solo_chances_on_demand_and_a_gap_by_keys(page, lab, screenshots):
    from playwright.sync_api import expect

    try:
        widget = open_cell(page, lab, "solo_modes", SOLO)
        gaps = widget.locator("button.gw-solo-gap")
        expect(gaps).to_have_count(5)
        expect(widget.get_by_test_id("gw-solo-drawn")).to_have_text("?")
        widget.get_by_test_id("gw-solo-chances").click()
        expect(gaps.first).to_have_attribute("aria-label", re.compile(
            r"^Put it here \(gap 1, chance \d+(/\d+)?\)$"))
        expect(widget.get_by_test_id("gw-solo-chances")).to_have_attribute("aria-pressed", "true")
        shoot(page, widget, screenshots / "algo_solo_chances.png")
        gaps.first.focus()
        page.keyboard.press("ArrowRight")
        expect(gaps.nth(1)).to_be_focused()
        page.keyboard.press("Enter")
        wait_for(lambda: record(lab, "solo") != {}, 10, "the kernel to place the card")
        rec = record(lab, "solo")
        assert rec["over"] or rec["score"] == 5
    finally:
        shut_down(lab, "solo_modes")


def test_pair_cover_screen_and_toss_by_clicks(page, lab, screenshots):
    from playwright.sync_api import expect

    try:
        widget = open_cell(page, lab, "pair_modes", PAIR)
        # play until a person must act behind the cover, or the person at the screen tosses
        for _ in range(40):
            if widget.get_by_test_id("gw-show-cards").count():
                expect(widget.locator(".gw-player-row")).to_have_count(0)
                shoot(page, widget, screenshots / "algo_pair_cover.png")
                widget.get_by_test_id("gw-show-cards").click()
            elif widget.locator("button[aria-label^='Show to your partner']").count():
                before = len(record(lab, "pair").get("tosses", []))
                widget.locator("button[aria-label^='Show to your partner']").first.click()
                wait_for(lambda b=before: len(record(lab, "pair").get("tosses", [])) > b, 10,
                         "the kernel to apply the toss")
                return
            elif widget.get_by_test_id("gw-advance").count():
                widget.get_by_test_id("gw-advance").click()
            else:
                # the attacker's turn: own card, a target, a number, Attack
                widget.locator(".gw-me button.gw-acard").first.click()
                widget.locator(".gw-player-row:not(.gw-me) button.gw-acard").first.click()
                widget.locator(".gw-num[data-n='0']").click()
                widget.get_by_test_id("gw-attack").click()
            page.wait_for_timeout(300)
        pytest.fail("no toss by a person at the screen")
    finally:
        shut_down(lab, "pair_modes")
