"""algo solo play (AlgoSoloWidget) and pair play at one screen (AlgoWidget) in JupyterLab
in headless Chromium, played by clicks and keys (docs/rules/algo.md 7, 7b).

Solo: the chances appear on demand in the gap buttons; a gap chosen with the arrow keys and
Enter places the card in the kernel. Pair: people at seats 0 and 2 against two bots; the
cover screen is lifted by its button, the partner tosses by clicking a card, and the
kernel records the toss. Tsume-algo (7c): a puzzle solved by clicks, the deduction hidden
until the first answer opens it at its first step.
"""

from __future__ import annotations

import json
import re

import pytest
from helpers.browser import (
    expect_words,
    open_and_run,
    recorder_cell,
    shoot,
    wait_for,
    widget_in,
    write_notebook,
)

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
w = AlgoWidget([None, "bot:probabilistic", None, "bot:probabilistic"], seed=4,
               rules=AlgoRules(mode="pair"))
def _dump(_change=None):
    (_rec / "game.json").write_text(json.dumps({"tosses": w.game.tosses, "me": w.me}))
w.observe(_dump, names=["players", "cover", "me"])
w"""


TSUME = """\
import json, os, pathlib
from gamewidgets.algo import AlgoWidget
w = AlgoWidget(puzzle="squeeze", lang={lang!r})
_rec = pathlib.Path(os.environ["GW_RECORD_DIR"]) / "tsume_{lang}"
_rec.mkdir(parents=True, exist_ok=True)
def _dump(_change=None):
    (_rec / "game.json").write_text(json.dumps({{"puzzle": w.puzzle,
                                                "slots": len(w.deduction_data["slots"])}}))
w.observe(_dump, names=["puzzle", "deduction_data"])
_dump()
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
            elif widget.get_by_test_id("gw-call-toss").count():
                # the person attacks: ask the bot partner for the toss (rules 7)
                answered(widget.get_by_test_id("gw-call-toss"))
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


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_tsume_puzzle_solved_by_clicks_with_the_deduction_hidden_until_asked(
        page, lab, screenshots, lang):
    from playwright.sync_api import expect

    name = f"tsume_{lang}"
    try:
        widget = open_cell(page, lab, name, TSUME.format(lang=lang))
        expect(widget.get_by_test_id("gw-panel-hidden")).to_be_visible()
        expect(widget.get_by_test_id("gw-grid")).to_have_count(0)
        assert record(lab, name)["slots"] == 0  # not even in the kernel's synced state
        shoot(page, widget, screenshots / f"algo_tsume_hidden_{lang}.png")
        # Ann's hidden 1st, 3rd and 5th cards are 0, 2 and 4: a wrong answer first
        attack = widget.get_by_test_id("gw-attack")
        for i, (index, number) in enumerate([(2, 3), (0, 0), (2, 2), (4, 4)]):
            # the picks are the page's own until the answer is sent; the previous answer's
            # reply, drawn after them under load, may clear them: pick again then
            for _ in range(3):
                widget.get_by_test_id(f"gw-card-1-{index}").click()
                widget.locator(f".gw-num[data-n='{number}']").click()
                try:
                    expect(attack).to_be_enabled(timeout=5_000)
                    break
                except AssertionError:
                    continue
            attack.click()
            wait_for(lambda i=i: record(lab, name).get("puzzle", {}).get("opened") == i + 1,
                     15, "the kernel to check the answer")
            if i == 0:
                # explained: the deduction open at its first step
                expect(widget.get_by_test_id("gw-grid")).to_be_visible()
                start = "Every number is still open" if lang == "en" else "まだどの数字もありえます"
                expect_words(widget.get_by_test_id("gw-step-text"), start, contain=True)
                shoot(page, widget, screenshots / f"algo_tsume_wrong_{lang}.png")
        rec = record(lab, name)["puzzle"]
        assert rec["solved"] and rec["stars"] == 2 and rec["mistakes"] == 1
        expect_words(widget.get_by_test_id("gw-puzzle-stars"),
                     "2 of 12 stars" if lang == "en" else "星：2個（全12個）", contain=True)
        expect(widget.get_by_test_id("gw-puzzle-next")).to_be_visible()
        shoot(page, widget, screenshots / f"algo_tsume_solved_{lang}.png")
    finally:
        lab.shut_down(name)
