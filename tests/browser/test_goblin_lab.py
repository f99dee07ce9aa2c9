"""The lesson's Goblin Escape widget, played by clicks in JupyterLab in headless Chromium.

Two people (Ann, Ben) and one bot play one turn at one screen: pass-to cover, choose,
cover, choose, reveal; then the resolution is stepped to the end. The page must show the
revealed choices and the same counters as the kernel's game. The lesson plays the
classroom variant (a tunnel of 2 x players + 1 cards). A second turn shows the what-if
table as a student reads it: the repeat "not allowed this turn" with no value and never
best, an average as "about ... meat (on average)" with its one-line explanation.
Screenshots in light, dark and Japanese are saved to artifacts/screenshots/.
"""

from __future__ import annotations

import json
import pathlib

import pytest
from helpers.browser import (
    expect_words,
    lesson_cells,
    open_and_run,
    recorded,
    recorder_cell,
    run_in_new_cell,
    settle,
    shoot,
    switch_theme,
    wait_for,
    widget_in,
    write_notebook,
)
from helpers.goblin import goblin_turn
from helpers.ruby import crowded

pytestmark = pytest.mark.browser

NOTEBOOK = pathlib.Path(__file__).resolve().parents[2] / "notebooks" / "03_goblin_escape.ipynb"
WIDGET_CELLS = ("goblin-01", "goblin-21")
"""The lesson's cells that make its widgets (imports, goblins; see
helpers.browser.lesson_cells)."""

# appended to the copy only: the kernel writes what it receives into GW_RECORD_DIR/<name>/
RECORDING = """\
import json as _json
goblins.observe(lambda c: (_rec / "stage.txt").write_text(c["new"]), names="stage")
goblins.observe(lambda c: (_rec / "step.txt").write_text(str(c["new"])), names="step")
goblins.observe(lambda c: (_rec / "meat.txt").write_text(_json.dumps(goblins.game.meat)),
                names="frames")
"""


def open_lesson(page, lab, name: str):
    """Copy the lesson's widget cells plus the recorder cell as ``name``, open it, Run
    All; return the widget."""
    cells = lesson_cells(NOTEBOOK, WIDGET_CELLS)
    write_notebook(lab, name, [*cells, recorder_cell(name, RECORDING)])
    open_and_run(page, lab, name, timeout=120)
    widget = widget_in(page, ".gw-goblin", "goblins = GoblinWidget")
    widget.wait_for()
    widget.scroll_into_view_if_needed()
    return widget


def choose(widget, lab, name: str, person: str, action: str):
    """Pass-to cover for ``person``, uncover, click ``action``."""
    from playwright.sync_api import expect

    expect(widget.get_by_test_id("gw-cover-name")).to_have_text(person)
    expect(widget.locator(".gw-action-btn")).to_have_count(0)  # nothing secret behind it
    widget.get_by_test_id("gw-show").click()
    expect(widget.get_by_test_id("gw-choose")).to_be_visible()
    widget.get_by_test_id(f"gw-choose-{action}").click()
    expect(widget.get_by_test_id("gw-choose")).to_have_count(0)


def test_one_turn_by_clicks_two_people_and_a_bot(page, lab, screenshots):
    from playwright.sync_api import expect

    dialogs = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    name = "lesson_goblin"
    widget = open_lesson(page, lab, name)
    expect(widget.get_by_test_id("gw-goblins").locator(".gw-gob")).to_have_count(3)
    expect(widget.get_by_test_id("gw-remaining")).to_have_text("7 cards left")  # 2 x 3 + 1
    shoot(page, widget, screenshots / "goblin_lab_cover.png")

    widget.get_by_test_id("gw-show").click()
    expect(widget.locator(".gw-action-btn:not([disabled])")).to_have_count(3)
    shoot(page, widget, screenshots / "goblin_lab_choose.png")
    widget.get_by_test_id("gw-choose-dig").click()
    choose(widget, lab, name, "Ben", "rest")
    expect(widget.get_by_test_id("gw-ready")).to_be_visible()
    expect(widget.locator(".gw-face-down")).to_have_count(3)
    expect(widget.locator(".gw-face-up")).to_have_count(0)
    wait_for(lambda: recorded(lab, name, "stage.txt") == "ready", 10, "the kernel at 'ready'")

    want = goblin_turn()
    widget.get_by_test_id("gw-reveal").click()
    expect(widget.get_by_test_id("gw-player")).to_be_visible()
    wait_for(lambda: recorded(lab, name, "meat.txt"), 10, "the kernel to resolve the turn")
    assert json.loads(recorded(lab, name, "meat.txt")) == want.game.meat
    choices = widget.locator("[data-testid='gw-choice']")
    for seat, player in enumerate(want.players):
        expect(choices.nth(seat)).to_have_attribute("data-action", player["action"])
    assert [p["action"] for p in want.players][:2] == ["dig", "rest"]
    n = len(want.frames)
    expect(widget.get_by_test_id("gw-step-no")).to_have_text(f"step 1 / {n}")
    meat = widget.locator("[data-testid='gw-meat-value']")
    for seat in range(3):
        expect(meat.nth(seat)).to_have_text(str(want.frames[0]["meat"][seat]))

    step = widget.locator("button[data-cmd='step']")
    step.click()
    expect(widget.get_by_test_id("gw-sentence")).to_have_text(want.frames[1]["text"])
    shoot(page, widget, screenshots / "goblin_lab_step1.png")
    for _ in range(n - 2):
        step.click()
    expect(widget.get_by_test_id("gw-step-no")).to_have_text(f"step {n} / {n}")
    expect(step).to_be_disabled()
    for seat in range(3):
        expect(meat.nth(seat)).to_have_text(str(want.game.meat[seat]))
    expect(widget.get_by_test_id("gw-store-value")).to_have_text(str(want.game.store))
    expect(widget.get_by_test_id("gw-remaining")).to_have_text(
        f"{want.game.tunnel_remaining} cards left")
    wait_for(lambda: recorded(lab, name, "step.txt") == str(n - 1), 10, "the step to sync")
    widget.focus()
    page.keyboard.press("Home")
    expect(widget.get_by_test_id("gw-step-no")).to_have_text(f"step 1 / {n}")
    page.keyboard.press("End")
    expect(widget.get_by_test_id("gw-step-no")).to_have_text(f"step {n} / {n}")
    expect(widget.get_by_test_id("gw-whatif").locator("tbody tr")).to_have_count(3)
    shoot(page, widget, screenshots / "goblin_lab_resolved.png")

    widget.get_by_test_id("gw-next-turn").click()
    widget.get_by_test_id("gw-show").click()
    expect(widget.get_by_test_id("gw-choose-dig")).to_be_disabled()  # Ann dug last turn
    expect(widget.get_by_test_id("gw-reason-dig")).to_contain_text("dig last turn")
    shoot(page, widget, screenshots / "goblin_lab_repeat.png")

    # turn 2: Ann and Ben steal from the bot (it may not dig twice, so it rests): nobody
    # digs, so a dig's value is an average over the unseen cards
    widget.get_by_test_id("gw-choose-steal").click()
    choose(widget, lab, name, "Ben", "steal")
    widget.get_by_test_id("gw-reveal").click()
    expect(widget.get_by_test_id("gw-player")).to_be_visible()
    # each revealed choice, "steal from Cooperator 3" too, inside its goblin's card
    # on a projector's screen (1024 x 768, the side bar closed)
    size, side = page.viewport_size, page.locator(
        ".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current")
    closed = side.count() > 0
    if closed:
        side.first.click()
    page.set_viewport_size({"width": 1024, "height": 768})
    settle(widget)
    spill = widget.evaluate("""(root) => [...root.querySelectorAll('.gw-choice.gw-face-up')]
        .map((c) => [c.textContent, c.getBoundingClientRect().right
                     - c.closest('.gw-gob').getBoundingClientRect().right])
        .filter(([, over]) => over > 0.5)""")
    page.set_viewport_size(size)
    if closed:
        page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab").first.click()
    assert spill == []
    widget.focus()
    page.keyboard.press("End")
    table = widget.get_by_test_id("gw-whatif")
    dig = table.locator("tbody tr[data-action='dig']")
    expect(dig).to_have_class("gw-barred")  # Ann dug on turn 1
    expect(dig.get_by_test_id("gw-whatif-value")).to_have_text("not allowed this turn")
    expect(dig.locator("strong, .gw-tag-best")).to_have_count(0)
    expect(table.locator("tr.gw-best")).not_to_have_count(0)
    table.get_by_test_id("gw-whatif-select").select_option("1")  # Ben
    dig = table.locator("tbody tr[data-action='dig']")
    expect(dig.locator("strong")).to_have_text("about 3.7 meat (on average)")
    expect(table.locator("tbody tr[data-action='rest']").get_by_test_id("gw-whatif-value")
           ).to_have_text("not allowed this turn")
    expect(widget.get_by_test_id("gw-whatif-average")).to_contain_text("“On average”")
    shoot(page, widget, screenshots / "goblin_lab_whatif_average.png")
    # in Japanese, no reading of the table or its notes touches the line above it, nor a
    # row's border (へいきん stood on 「まだ」 in the notes' dense lines)
    widget.get_by_test_id("gw-lang-ja").click()
    expect(widget.get_by_test_id("gw-whatif-average")).to_contain_text("へいきん")
    crowding = crowded(widget.get_by_test_id("gw-whatif"))
    shoot(page, widget, screenshots / "goblin_lab_whatif_average_ja.png")
    assert crowding == [], crowding
    assert dialogs == []


def test_html_names_dark_theme_and_japanese(page, lab, screenshots):
    from playwright.sync_api import expect

    dialogs = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    name = "lesson_goblin_themes"
    widget = open_lesson(page, lab, name)
    widget.get_by_test_id("gw-show").click()
    widget.get_by_test_id("gw-choose-dig").click()
    choose(widget, lab, name, "Ben", "rest")
    widget.get_by_test_id("gw-reveal").click()
    widget.locator("button[data-cmd='step']").click()

    switch_theme(page, "JupyterLab Dark")
    shoot(page, widget, screenshots / "goblin_lab_dark_step1.png")
    run_in_new_cell(page, 'goblins.lang = "ja"')
    expect(widget.get_by_test_id("gw-whatif-wait")).to_contain_text("「次のターン」ボタン",
                                                                    timeout=15_000)
    # 掘る with its reading above 掘 (a junior-high kanji) reads 掘る
    dig = widget.locator(".gw-choice[data-action='dig'] .gw-act-word").first
    expect_words(dig, "掘る")
    expect(dig.locator("ruby rt")).to_have_text("ほ")
    shoot(page, widget, screenshots / "goblin_lab_dark_ja_step1.png")
    switch_theme(page, "JupyterLab Light")
    shoot(page, widget, screenshots / "goblin_lab_ja_step1.png")

    evil = "<img src=x onerror=alert(1)>"
    run_in_new_cell(page, f'from gamewidgets.goblin.widgets import GoblinWidget as _G\n'
                          f'_G(["<b>x</b>", "{evil}", "bot:random"])')
    other = page.locator(".jp-CodeCell", has=page.locator(".jp-InputArea", has_text="_G([")
                         ).locator(".jp-OutputArea .gw-goblin")
    other.wait_for(timeout=15_000)
    names = other.get_by_test_id("gw-name")
    expect(names.nth(0)).to_have_text("<b>x</b>")
    expect(names.nth(1)).to_have_text(evil)
    expect(other.get_by_test_id("gw-cover-name")).to_have_text("<b>x</b>")
    assert other.locator("img").count() == 0 and other.locator(".gw-goblins b").count() == 0
    shoot(page, other, screenshots / "goblin_lab_html_names.png")
    assert dialogs == []
