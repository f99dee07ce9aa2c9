"""The lesson notebook's loop widget, driven by clicks in JupyterLab in headless Chromium.

Builds ``for3( R U )`` from the hand of ``loops`` in ``notebooks/01_gramin_loops.ipynb``,
runs it, steps through it, and checks both the page and what the kernel received.
"""

from __future__ import annotations

import pathlib
import re

import pytest
from helpers.browser import (
    close_side_bar,
    lesson_cells,
    open_and_run,
    recorded,
    recorder_cell,
    run_in_new_cell,
    shoot,
    switch_theme,
    to_last_frame,
    wait_for,
    widget_in,
    write_notebook,
)

pytestmark = pytest.mark.browser

NOTEBOOK = pathlib.Path(__file__).resolve().parents[2] / "notebooks" / "01_gramin_loops.ipynb"
WIDGET_CELLS = ("3bf8800d", "763859a2")
"""The lesson's cells that make its widgets (imports, loops; see
helpers.browser.lesson_cells)."""

# appended to the copy only: the kernel writes what it receives into GW_RECORD_DIR/<name>/
RECORDING = """\
loops.observe(lambda c: (_rec / "program.txt").write_text(c["new"]), names="program")
_n_frames = lambda trace: str(len((trace or {}).get("frames", [])))
loops.observe(lambda c: (_rec / "frames.txt").write_text(_n_frames(c["new"])), names="trace_data")
loops.observe(lambda c: (_rec / "frame.txt").write_text(str(c["new"])), names="frame")
"""


def open_lesson(page, lab, name: str):
    """Copy the lesson's widget cells plus the recorder cell as ``name``, open it, Run
    All; return ``loops``."""
    cells = lesson_cells(NOTEBOOK, WIDGET_CELLS)
    write_notebook(lab, name, [*cells, recorder_cell(name, RECORDING)])
    # ``reset`` empties Lab's workspace: the lessons opened before do not come back in
    # hidden tabs (each one reconnecting its kernel)
    open_and_run(page, lab, name, reset=True)
    widget = widget_in(page, ".gw-gramin", "loops = GraminWidget")
    widget.wait_for()
    widget.scroll_into_view_if_needed()
    return widget


def explorer_at(widget) -> tuple[int, int]:
    ex = widget.get_by_test_id("gw-explorer")
    return int(ex.get_attribute("data-row")), int(ex.get_attribute("data-col"))


def expect_frame(widget, index: int, card: int | None, badge: str | None, pos: tuple[int, int]):
    """Check the DOM shows frame ``index`` (0-based) of the 7-frame trace of ``for3( R U )``."""
    from playwright.sync_api import expect

    expect(widget.get_by_test_id("gw-frame-no")).to_have_text(f"frame {index + 1} / 7")
    current = widget.locator(".gw-slot.gw-current")
    if card is None:
        expect(current).to_have_count(0)
    else:
        expect(current).to_have_count(1)
        expect(current).to_have_attribute("data-index", str(card))
        expect(current).to_have_attribute("aria-current", "step")
    if badge is not None:
        expect(widget.get_by_test_id("gw-iteration")).to_have_text(badge)
    ex = widget.get_by_test_id("gw-explorer")
    expect(ex).to_have_attribute("data-row", str(pos[0]))
    expect(ex).to_have_attribute("data-col", str(pos[1]))
    square = widget.locator(".gw-square.gw-square--explorer")
    expect(square).to_have_count(1)
    expect(square).to_have_attribute("data-row", str(pos[0]))
    expect(square).to_have_attribute("data-col", str(pos[1]))


def build_program(widget, lab, name: str):
    """Lay ``for3( R U )`` by clicking hand cards; wait until the kernel holds it."""
    from playwright.sync_api import expect

    for i, token in enumerate(["for3(", "R", "U", ")"]):
        hand_card = f'.gw-hand button.gw-card[data-token="{token}"]:not([disabled])'
        widget.locator(hand_card).first.click()
        expect(widget.locator(".gw-strip .gw-slot")).to_have_count(i + 1)
    wait_for(
        lambda: recorded(lab, name, "program.txt") == "for3( R U )",
        10,
        "the kernel to get the program",
    )


def test_loops_widget_builds_runs_and_steps(page, lab, screenshots):
    from playwright.sync_api import expect

    name = "lesson_loops"
    widget = open_lesson(page, lab, name)
    expect(widget.get_by_test_id("gw-board").locator(".gw-square")).to_have_count(7 * 7)
    expect(widget.locator(".gw-hand button.gw-card")).to_have_count(6)
    assert explorer_at(widget) == (6, 0)  # the start, before any run
    shoot(page, widget, screenshots / "gramin_lab_start.png")

    build_program(widget, lab, name)
    expect(widget.locator(".gw-slot[data-index='2'] .gw-card")).to_have_attribute(
        "aria-label", "Turn card 3: step up"
    )
    expect(widget.get_by_test_id("gw-error")).to_have_count(0)

    widget.get_by_test_id("gw-run").click()
    wait_for(
        lambda: recorded(lab, name, "frames.txt") == "7",
        10,
        "the kernel to run the program (7 frames)",
    )
    expect(widget.get_by_test_id("gw-player")).to_be_visible()
    # Run plays the run to its end at the chosen speed; First goes back to the start
    expect(widget.get_by_test_id("gw-frame-no")).to_have_text("frame 7 / 7", timeout=15_000)
    expect_frame(widget, 6, 2, "3/3", (3, 3))
    widget.locator("button[data-cmd='first']").click()
    expect_frame(widget, 0, None, None, (6, 0))

    step = widget.locator("button[data-cmd='step']")
    step.click()
    expect_frame(widget, 1, 1, "1/3", (6, 1))
    shoot(page, widget, screenshots / "gramin_lab_step1.png")
    step.click()
    expect_frame(widget, 2, 2, "1/3", (5, 1))  # the U card, first iteration
    expect(widget.get_by_test_id("gw-iteration")).to_have_attribute("aria-label", "repeat 1 of 3")
    expect(widget.locator(".gw-square[data-row='5'][data-col='1'] .gw-chip-points")).to_have_text(
        "1"
    )
    wait_for(lambda: recorded(lab, name, "frame.txt") == "2", 10, "the frame to sync to the kernel")
    shoot(page, widget, screenshots / "gramin_lab_step2.png")

    widget.locator("button[data-cmd='over']").click()  # finishes the loop: the last frame
    expect_frame(widget, 6, 2, "3/3", (3, 3))
    expect(
        widget.get_by_test_id("gw-counters").locator(".gw-c-score .gw-counter-value")
    ).to_have_text("6")

    widget.focus()
    page.keyboard.press("ArrowLeft")
    expect_frame(widget, 5, 1, "3/3", (4, 3))
    wait_for(
        lambda: recorded(lab, name, "frame.txt") == "5",
        10,
        "ArrowLeft's frame to sync to the kernel",
    )

    to_last_frame(widget)
    expect_frame(widget, 6, 2, "3/3", (3, 3))
    shoot(page, widget, screenshots / "gramin_lab_last.png")
    page.screenshot(path=screenshots / "gramin_lab_page.png")
    # the same page with the file browser collapsed (click the open side-bar tab)
    close_side_bar(page)
    widget.scroll_into_view_if_needed()
    page.screenshot(path=screenshots / "gramin_lab_page_wide.png")


def test_loops_widget_dark_theme_and_japanese(page, lab, screenshots):
    from playwright.sync_api import expect

    name = "lesson_loops_themes"
    widget = open_lesson(page, lab, name)
    build_program(widget, lab, name)
    widget.get_by_test_id("gw-run").click()
    wait_for(lambda: recorded(lab, name, "frames.txt") == "7", 10, "the kernel to run the program")
    expect(widget.get_by_test_id("gw-frame-no")).to_have_text("frame 7 / 7", timeout=15_000)
    widget.locator("button[data-cmd='first']").click()
    for _ in range(2):
        widget.locator("button[data-cmd='step']").click()
    expect_frame(widget, 2, 2, "1/3", (5, 1))

    switch_theme(page, "JupyterLab Dark")
    shoot(page, widget, screenshots / "gramin_lab_dark_step2.png")

    run_in_new_cell(page, 'loops.lang = "ja"')
    expect(widget.get_by_test_id("gw-run")).to_have_attribute("aria-label", "実行", timeout=15_000)
    expect(widget.get_by_test_id("gw-frame-no")).to_have_text("3ステップ目（全7ステップ）")
    expect(widget.get_by_test_id("gw-iteration")).to_have_text("1回目")
    shoot(page, widget, screenshots / "gramin_lab_dark_ja_step2.png")

    switch_theme(page, "JupyterLab Light")
    shoot(page, widget, screenshots / "gramin_lab_ja_step2.png")


def test_full_width_python_typed_in_the_box_makes_cards(page, lab, screenshots):
    """What a Japanese input method types by default (full-width letters, brackets and
    spaces, committed as one text) makes cards: the kernel reads it as half-width
    (gamewidgets.core.text.typed)."""
    from playwright.sync_api import expect

    name = "lesson_loops_full_width"
    try:
        widget = open_lesson(page, lab, name)
        widget.locator(".gw-code-editor summary").click()
        box = widget.get_by_test_id("gw-code-input")
        box.click()
        # one commit of the input method, as it sends it: no key events, the text at once
        page.keyboard.insert_text("ｆｏｒ　＿　ｉｎ　ｒａｎｇｅ（３）：\n"
                                  "　　　　ｓｔｅｐ（ＲＩＧＨＴ）\n　　　　ｓｔｅｐ（ＵＰ）")
        expect(box).to_have_value(re.compile("^ｆｏｒ"))
        widget.get_by_test_id("gw-code-apply").click()
        wait_for(lambda: recorded(lab, name, "program.txt") == "for3( R U )", 10,
                 "the kernel to read the full-width Python as cards")
        expect(widget.locator(".gw-strip .gw-slot")).to_have_count(4)
        expect(widget.get_by_test_id("gw-code-error")).to_be_hidden()
        shoot(page, widget, screenshots / "gramin_lab_full_width_python.png")
    finally:
        lab.shut_down(name)
