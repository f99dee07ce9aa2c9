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
from helpers.browser import open_and_run, recorder_cell, shoot, wait_for, widget_in, write_notebook

pytestmark = pytest.mark.browser

# each writes into ``_rec``, the folder of the recorder cell that runs after it (before any
# click): see helpers.browser.recorder_cell
SOLO = """\
import json
from gamewidgets.algo import AlgoSoloWidget
w = AlgoSoloWidget(seed=7)
def _dump(_change=None):
    (_rec / "game.json").write_text(json.dumps({"score": w.game.score, "over": w.game.is_terminal}))
w.observe(_dump, names=["score", "over"])
w"""

PAIR = """\
import json
from gamewidgets.algo import AlgoRules, AlgoWidget
w = AlgoWidget(n_players=4, bots=["probabilistic", None, "probabilistic"], seed=4,
               rules=AlgoRules(mode="pair"))
def _dump(_change=None):
    (_rec / "game.json").write_text(json.dumps({"tosses": w.game.tosses, "me": w.me}))
w.observe(_dump, names=["players", "cover", "me"])
w"""


def open_cell(page, lab, name: str, source: str):
    """A notebook of ``source`` (and a recorder cell) as ``name``, opened and run; the
    algo widget's locator."""
    write_notebook(lab, name, [source, recorder_cell(name)])
    open_and_run(page, lab, name)
    widget = widget_in(page, ".gw-algo")
    widget.wait_for()
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
        wait_for(lambda: record(lab, "solo_modes") != {}, 10, "the kernel to place the card")
        rec = record(lab, "solo_modes")
        assert rec["over"] or rec["score"] == 5
    finally:
        lab.shut_down("solo_modes")


def test_pair_cover_screen_and_toss_by_clicks(page, lab, screenshots):
    from playwright.sync_api import expect

    try:
        widget = open_cell(page, lab, "pair_modes", PAIR)
        # play until a person must act behind the cover, or the person at the screen tosses

        def answered(press):
            """Press (a control that asks the kernel) and wait until the widget changed."""
            before = widget.inner_text()
            press.click()
            wait_for(lambda: widget.inner_text() != before, 10, "the widget to answer")

        for _ in range(40):
            if widget.get_by_test_id("gw-show-cards").count():
                expect(widget.locator(".gw-player-row")).to_have_count(0)
                shoot(page, widget, screenshots / "algo_pair_cover.png")
                answered(widget.get_by_test_id("gw-show-cards"))
            elif widget.locator("button[aria-label^='Show to your partner']").count():
                before = len(record(lab, "pair_modes").get("tosses", []))
                widget.locator("button[aria-label^='Show to your partner']").first.click()
                wait_for(lambda b=before: len(record(lab, "pair_modes").get("tosses", [])) > b, 10,
                         "the kernel to apply the toss")
                return
            elif widget.get_by_test_id("gw-advance").count():
                answered(widget.get_by_test_id("gw-advance"))
            else:
                # the attacker's turn: own card, a target, a number, Attack
                widget.locator(".gw-me button.gw-acard").first.click()
                widget.locator(".gw-player-row:not(.gw-me) button.gw-acard").first.click()
                widget.locator(".gw-num[data-n='0']").click()
                answered(widget.get_by_test_id("gw-attack"))
        pytest.fail("no toss by a person at the screen")
    finally:
        lab.shut_down("pair_modes")
