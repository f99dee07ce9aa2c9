"""AlgoWidget in JupyterLab in headless Chromium: one attack played by clicks.

The notebook is generated into the server's folder: a 2-player game (seed 0: the student
starts, having drawn W6; Bot 1 holds b? b? w? w?) and a recorder cell that writes what
the kernel receives. The test clicks Bot 1's 4th card, the number 9, then Attack (a miss:
the card is W8), and checks the history entry, the candidate grid (9 ruled out as a
failed attack), the step-through, a bot turn via Next, and what the kernel holds; then
it screenshots light, dark, Japanese and the probability heat map.
"""

from __future__ import annotations

import pathlib

import pytest
from helpers.browser import run_in_new_cell, shoot, switch_theme, wait_for
from helpers.lab_games import kernel_game, open_algo

pytestmark = pytest.mark.browser


def play_one_attack(page, widget, lab, name: str, shot: pathlib.Path | None = None):
    """Bot 1's 4th card, number 9, Attack: a miss (it is W8); wait for the kernel."""
    from playwright.sync_api import expect

    expect(widget.get_by_test_id("gw-status")).to_contain_text("Your turn")
    target = widget.get_by_test_id("gw-card-1-3")
    expect(target).to_have_attribute("aria-label",
                                     "Attack Bot 1, 4th card from the left: white, face down")
    expect(widget.get_by_test_id("gw-attack")).to_be_disabled()
    target.click()
    expect(target).to_have_attribute("aria-pressed", "true")
    expect(widget.get_by_test_id("gw-pick")).to_have_text(
        "Target: Bot 1, 4th card from the left. 2. Choose a number.")
    # with candidate hints, 10 (seen in the student's own row) is greyed with its reason
    ten = widget.locator(".gw-num[data-n='10']")
    expect(ten).to_have_attribute("data-impossible", "true")
    expect(ten).to_have_attribute("title", "Bot 1's 4th card is white too: the white cards "
                                  "listed for Bot 1's 3rd card can be seen, so it is not "
                                  "1, 6, 7, 10 or 11.")
    widget.locator(".gw-num[data-n='9']").click()
    expect(widget.get_by_test_id("gw-pick")).to_have_text(
        "Target: Bot 1, 4th card from the left, number 9. 3. Press Attack.")
    expect(widget.get_by_test_id("gw-attack")).to_be_enabled()
    if shot is not None:
        shoot(page, widget, shot)
    widget.get_by_test_id("gw-attack").click()
    wait_for(lambda: len((kernel_game(lab, name) or {}).get("history", [])) == 1, 10,
             "the kernel to apply the attack")
    rec = kernel_game(lab, name)["history"][0]
    assert (rec["attacker"], rec["target"], rec["index"], rec["number"], rec["hit"]) == (
        0, 1, 3, 9, False)


def test_one_attack_by_clicks_history_and_grid(page, lab, screenshots, notebook_name):
    from playwright.sync_api import expect

    name = notebook_name
    widget = open_algo(page, lab, name)
    expect(widget.locator(".gw-player-row")).to_have_count(2)
    expect(widget.locator(".gw-player-row[data-player='1'] .gw-acard-q")).to_have_count(4)
    expect(widget.get_by_test_id("gw-drawn")).to_contain_text("6")
    expect(widget.get_by_test_id("gw-grid").locator("tbody tr[data-slot]")).to_have_count(4)
    shoot(page, widget, screenshots / "algo_lab_start.png")

    play_one_attack(page, widget, lab, name, screenshots / "algo_lab_selected.png")
    widget.get_by_test_id("gw-tab-history").click()  # the history shares a column
    first = widget.get_by_test_id("gw-history").locator(".gw-history-item").first
    expect(first).to_be_visible()
    expect(first).to_have_text("✗You attacked Bot 1's 4th card from the left (white) with 9: miss. "
                               "You turned your white 6 face up.")
    expect(first).to_have_attribute("data-hit", "false")
    expect(widget.get_by_test_id("gw-card-1-3").locator("s.gw-acard-failed")).to_have_text("9")
    cell = widget.get_by_test_id("gw-cell-3-9")
    expect(cell).to_have_attribute("data-reason", "failed_guess")
    expect(cell.locator(".gw-rletter")).to_have_text("F")
    expect(cell).to_have_attribute(
        "title", "Bot 1's 4th card was attacked with 9 and the answer was no, so it is not 9.")
    # the drawn W6 is now face up in the student's row, and it is Bot 1's turn
    expect(widget.locator(".gw-me .gw-acard--up")).to_have_count(1)
    expect(widget.get_by_test_id("gw-advance")).to_be_visible()
    expect(widget.locator(".gw-numpad")).to_have_count(0)
    shoot(page, widget, screenshots / "algo_lab_after_attack.png")

    shoot(page, widget, screenshots / "algo_lab_history.png")
    widget.get_by_test_id("gw-tab-deduction").click()
    # step-through is local: First clears the grid, Step lights the first inference
    panel = widget.get_by_test_id("gw-panel")
    panel.locator("button[data-cmd='first']").click()
    expect(widget.locator(".gw-cell-out")).to_have_count(0)
    panel.locator("button[data-cmd='step']").click()
    expect(widget.locator("[data-lit='true']").first).to_be_visible()
    lit = widget.locator("[data-lit='true']").count()
    assert lit > 0
    panel.focus()
    page.keyboard.press("End")
    expect(widget.get_by_test_id("gw-cell-3-9")).to_have_attribute("data-reason", "failed_guess")
    page.keyboard.press("ArrowLeft")
    expect(widget.get_by_test_id("gw-step-no")).not_to_have_text("")

    widget.get_by_test_id("gw-advance").click()
    wait_for(lambda: len((kernel_game(lab, name) or {}).get("history", [])) == 2, 10,
             "one bot attack")
    expect(widget.get_by_test_id("gw-history").locator(".gw-history-item")).to_have_count(2)
    expect(widget.get_by_test_id("gw-status")).to_contain_text("Bot 1 attacked your ")
    shoot(page, widget, screenshots / "algo_lab_bot_turn.png")


def test_probabilities_dark_theme_and_japanese(page, lab, screenshots, notebook_name):
    from playwright.sync_api import expect

    name = notebook_name
    widget = open_algo(page, lab, name)
    play_one_attack(page, widget, lab, name)
    widget.get_by_test_id("gw-hints").select_option("probabilities")
    wait_for(lambda: (kernel_game(lab, name) or {}).get("hints") == "probabilities", 10,
             "the kernel to switch to probabilities")
    expect(widget.get_by_test_id("gw-worlds")).to_be_visible()
    expect(widget.get_by_test_id("gw-cell-3-9")).to_have_attribute("data-reason",
                                                                    "failed_guess")
    expect(widget.locator(".gw-cell-open[data-p]").first).to_contain_text("%")
    shoot(page, widget, screenshots / "algo_lab_probabilities.png")

    switch_theme(page, "JupyterLab Dark")
    shoot(page, widget, screenshots / "algo_lab_dark.png")

    run_in_new_cell(page, 'w.lang = "ja"')
    expect(widget.get_by_test_id("gw-advance")).to_have_text("次へ", timeout=15_000)
    expect(widget.get_by_test_id("gw-history").locator(".gw-history-item").first).to_contain_text(
        # 枚 is 小6's: its reading is ruby, whose text reads （まい） between its brackets
        "あなたがボット1の左から4枚（まい）目（白）に「9」でアタックしたが、はずれだった。"
        "あなたは白6を表向きにした。")
    first_ruby = widget.get_by_test_id("gw-history").locator(".gw-history-item ruby").first
    expect(first_ruby).to_have_js_property("innerHTML", "枚<rp>（</rp><rt>まい</rt><rp>）</rp>")
    shoot(page, widget, screenshots / "algo_lab_dark_ja.png")

    switch_theme(page, "JupyterLab Light")
    shoot(page, widget, screenshots / "algo_lab_ja.png")

    run_in_new_cell(page, "_play_round()")
    result = widget.get_by_test_id("gw-result")
    expect(result).to_be_visible(timeout=30_000)
    expect(result).to_contain_text("ラウンド1おわり")
    expect(widget.get_by_test_id("gw-next-round")).to_have_text("次のラウンド")
    shoot(page, widget, screenshots / "algo_lab_round_over_ja.png")


VIEW_SETUP = """\
from gamewidgets.algo import AlgoWidget
w = AlgoWidget(view="me: B0 W4 B7 W9; ann: b? w?-5 B6 w?; bob: w? b?-3 W10; deck: 8")
w"""


def test_view_mode_edit_the_view(page, lab, screenshots, notebook_name):
    from playwright.sync_api import expect

    name = notebook_name
    widget = open_algo(page, lab, name, VIEW_SETUP)
    expect(widget.get_by_test_id("gw-pile")).to_have_text("Pile: 8")
    expect(widget.get_by_test_id("gw-grid").locator("tbody tr[data-slot]")).to_have_count(5)
    expect(widget.get_by_test_id("gw-cell-1-5")).to_have_attribute("data-reason", "failed_guess")
    expect(widget.get_by_test_id("gw-advance")).to_have_count(0)
    shoot(page, widget, screenshots / "algo_lab_view.png")

    box = widget.get_by_test_id("gw-view-text")
    box.fill("me: B0 W4 B7 W9; ann: b? w?-5 B6 w?; bob: w? b?-3 W10; deck: 8; drawn: W5 B5")
    box.press("Enter")
    expect(widget.get_by_test_id("gw-error")).to_contain_text("could not be read")
    box.fill("me: B0 W4 B7 W9; ann: b? w?-5 B6 w?-7-8; bob: w? b?-3 W10")
    box.press("Enter")
    wait_for(lambda: "w?-7-8" in (kernel_game(lab, name) or {}).get("view", ""), 10,
             "the kernel to read the new view")
    expect(widget.get_by_test_id("gw-error")).to_have_count(0)
    expect(widget.get_by_test_id("gw-cell-2-8")).to_have_attribute("data-reason", "failed_guess")
    shoot(page, widget, screenshots / "algo_lab_view_edited.png")
