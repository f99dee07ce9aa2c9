"""The Python widget in JupyterLab, in headless Chromium: a program typed in the editor
(its keys never reach the notebook), Run, the stepper with the highlighted line matching
the frame, the loop badge counting, and a puzzle of three boards that gives stars only
when every board is solved; and "Open as Python" in the card widget, which opens the
cards' Python under them, on their board."""

from __future__ import annotations

import json

import pytest
from helpers.browser import (
    ACTIVE,
    open_and_run,
    recorded,
    shoot,
    to_last_frame,
    wait_for,
    widget_in,
    write_notebook,
)
from helpers.lab_games import type_program

pytestmark = pytest.mark.browser

SETUP = """\
import os, pathlib
from gamewidgets.gramin import PythonWidget
py = PythonWidget(lang={lang!r})
_rec = pathlib.Path(os.environ["GW_RECORD_DIR"]) / {name!r}
_rec.mkdir(parents=True, exist_ok=True)
(_rec / "kernel.pid").write_text(str(os.getpid()))
py.observe(lambda c: (_rec / "verdict.txt").write_text(str((c["new"] or {{}}).get("stars"))),
           names="verdict")
py.observe(lambda c: (_rec / "frame.txt").write_text(str(c["new"])), names="frame")
py.observe(lambda c: (_rec / "source.txt").write_text(c["new"]), names="source")
py
"""


CARDS_SETUP = """\
import json, os, pathlib
from gamewidgets.gramin import GraminWidget
cards = GraminWidget(board="@..3..", program="2R", lang={lang!r})
_rec = pathlib.Path(os.environ["GW_RECORD_DIR"]) / {name!r}
_rec.mkdir(parents=True, exist_ok=True)
(_rec / "kernel.pid").write_text(str(os.getpid()))
def _opened(change):
    py = cards.python_widget
    (_rec / "opened.txt").write_text("" if py is None else py.source)
    if py is not None:
        py.observe(lambda c: (_rec / "ran.txt").write_text(json.dumps(
            [c["new"][0]["source"], c["new"][0]["frames"][-1]["pos"]] if c["new"] else None)),
            names="runs")
cards.observe(_opened, names="python_view")
cards
"""


def open_widget(page, lab, name: str, lang: str = "en", setup: str = SETUP,
                root: str = ".gw-python"):
    """A notebook of ``setup`` (which writes the kernel's PID) as ``name``, opened and run;
    the widget's locator."""
    write_notebook(lab, name, [setup.format(name=name, lang=lang)])
    open_and_run(page, lab, name)
    widget = widget_in(page, root)
    widget.wait_for()
    return widget


def current_line(widget) -> str:
    return widget.locator(".cm-line.gw-py-current").inner_text()


def test_type_run_step_and_stars_only_when_every_board_passes(page, lab, screenshots):
    from playwright.sync_api import expect

    name = "python_widget"
    widget = open_widget(page, lab, name)
    cells = page.locator(f"{ACTIVE} .jp-Notebook .jp-Cell").count()
    expect(widget.get_by_test_id("gw-py-tab")).to_have_count(3)

    # a fixed program: the first board's flag only, so no stars
    type_program(page, widget, ["step(RIGHT)", "step(RIGHT)"])
    widget.get_by_test_id("gw-run").click()
    wait_for(lambda: recorded(lab, name, "verdict.txt") == "0", 20, "the fixed program's verdict")
    expect(widget.get_by_test_id("gw-stars")).to_have_attribute("data-stars", "0")
    tabs = widget.get_by_test_id("gw-py-tab")
    expect(tabs.nth(0)).to_have_attribute("data-solved", "true")
    expect(tabs.nth(1)).to_have_attribute("data-solved", "false")
    expect(tabs.nth(1)).to_have_attribute("aria-selected", "true")  # the first board that failed
    expect(widget.get_by_test_id("gw-verdict")).to_contain_text("Solved on 1 of 3 boards")
    shoot(page, widget, screenshots / "python_lab_fixed.png")

    # keys typed in the editor stay there: "b" and "a" would add cells, "d d" delete one
    type_program(page, widget, ["while not at_flag():", "    step(RIGHT)"])
    assert page.locator(f"{ACTIVE} .jp-Notebook .jp-Cell").count() == cells
    expect(widget.locator(".cm-line").nth(1)).to_have_text("    step(RIGHT)")  # indented
    widget.get_by_test_id("gw-run").click()
    wait_for(lambda: recorded(lab, name, "verdict.txt") == "3", 20, "three stars")
    assert recorded(lab, name, "source.txt") == "while not at_flag():\n    step(RIGHT)"
    for i in range(3):
        expect(tabs.nth(i)).to_have_attribute("data-solved", "true")
    expect(widget.get_by_test_id("gw-stars-total")).to_contain_text("Stars: 3 of 30")

    # board 1 (flag 2 squares away): start, then (while, step) twice, then the last test
    tabs.nth(0).click()
    widget.locator("button[data-cmd='first']").click()
    expect(widget.get_by_test_id("gw-frame-no")).to_have_text("frame 1 / 6")
    expect(widget.locator(".cm-line.gw-py-current")).to_have_count(0)
    step = widget.locator("button[data-cmd='step']")
    expected = [("while not at_flag():", "×1", (0, 0)), ("    step(RIGHT)", "×1", (0, 1)),
                ("while not at_flag():", "×2", (0, 1)), ("    step(RIGHT)", "×2", (0, 2))]
    for i, (line, badge, (row, col)) in enumerate(expected, start=2):
        step.click()
        expect(widget.get_by_test_id("gw-frame-no")).to_have_text(f"frame {i} / 6")
        expect(widget.locator(".cm-line.gw-py-current")).to_have_text(line + badge
                                                                     if "while" in line else line)
        expect(widget.get_by_test_id("gw-py-badge")).to_have_text(badge)
        ex = widget.get_by_test_id("gw-explorer")
        expect(ex).to_have_attribute("data-row", str(row))
        expect(ex).to_have_attribute("data-col", str(col))
    wait_for(lambda: recorded(lab, name, "frame.txt") == "4", 10, "the frame to reach the kernel")
    shoot(page, widget, screenshots / "python_lab_step.png")
    to_last_frame(widget)
    expect(widget.get_by_test_id("gw-py-badge")).to_have_count(0)  # the loop has ended
    expect(widget.get_by_test_id("gw-events")).to_contain_text("at_flag() is True")


def test_an_error_is_shown_at_its_line_with_a_suggestion_in_japanese(page, lab, screenshots):
    from playwright.sync_api import expect

    name = "python_widget_ja"
    widget = open_widget(page, lab, name, lang="ja")
    type_program(page, widget, ["stpe(RIGHT)"])
    page.keyboard.press("Control+Enter")  # runs from the editor
    alert = widget.get_by_test_id("gw-py-error")
    expect(alert).to_contain_text(
        "1行目：Python は「stpe」という名前を知りません。「step」のことですか？", timeout=20_000)
    to_last_frame(widget)
    expect(widget.locator(".cm-line.gw-py-error-line")).to_have_text("stpe(RIGHT)")
    shoot(page, widget, screenshots / "python_lab_error_ja.png")


def test_the_widget_fits_a_projector(page, lab, screenshots):
    """At 1024 x 768 (the notebook shows about 640 px of it), after a run, the whole
    widget (course row, verdict, tabs, board, stepper, editor, variables) is in view."""
    from playwright.sync_api import expect

    name = "python_widget_fit"
    page.set_viewport_size({"width": 1024, "height": 768})
    widget = open_widget(page, lab, name)
    type_program(page, widget, ["n = 0", "while not at_flag():", "    step(RIGHT)",
                                "    n = n + 1"])
    widget.get_by_test_id("gw-run").click()
    expect(widget.get_by_test_id("gw-stars")).to_have_attribute("data-stars", "2",
                                                                timeout=20_000)
    to_last_frame(widget)
    widget.scroll_into_view_if_needed()
    box = widget.bounding_box()
    shoot(page, widget, screenshots / "python_lab_1024.png")
    assert box["height"] <= 640, f"the widget is {box['height']:.0f} px high"
    assert box["width"] <= 1024


def test_open_as_python_opens_the_cards_python_under_them_and_runs_it(page, lab, screenshots):
    """A click on "Open as Python" (by the keyboard) opens the printed program in the
    editor under the cards, the editor focused; keys typed there reach neither the cards'
    stepper nor the notebook; Run runs it in the kernel on the cards' board; "Close Python"
    hides it and gives the focus back to the button. Wide or at 1024 x 768, nothing sticks
    out."""
    from playwright.sync_api import expect

    name = "python_open"
    cards = open_widget(page, lab, name, setup=CARDS_SETUP, root=".gw-gramin")
    cells = page.locator(f"{ACTIVE} .jp-Notebook .jp-Cell").count()
    opener = cards.get_by_test_id("gw-py-open")
    expect(opener).to_have_text("Open as Python")
    expect(opener).to_have_attribute("aria-expanded", "false")
    expect(cards.get_by_test_id("gw-py-opened")).to_be_hidden()
    opener.focus()
    page.keyboard.press("Enter")
    wait_for(lambda: recorded(lab, name, "opened.txt") == "dash(RIGHT)\n", 20,
             "the Python widget made from the cards")
    python = cards.locator(".gw-py-opened .gw-python")
    expect(python).to_be_visible(timeout=20_000)
    expect(opener).to_have_attribute("aria-expanded", "true")
    expect(python.locator(".cm-line").first).to_have_text("dash(RIGHT)")
    expect(python.locator(".cm-content")).to_be_focused()
    # in a wide output area (1280 px) the board keeps to its column: no square cut off
    column, squares = python.locator(".gw-left").bounding_box(), python.locator(
        ".gw-board-wrap").bounding_box()
    assert squares["x"] + squares["width"] <= column["x"] + column["width"] + 1, (squares, column)
    page.set_viewport_size({"width": 1024, "height": 768})
    # the cards' run is not stepped by the keys typed in the editor, nor the notebook edited
    page.keyboard.press("Control+a")
    page.keyboard.press("Delete")
    page.keyboard.type("while not blocked(RIGHT):")
    page.keyboard.press("Enter")
    page.keyboard.type("step(RIGHT)")
    assert page.locator(f"{ACTIVE} .jp-Notebook .jp-Cell").count() == cells
    python.get_by_test_id("gw-run").click()
    wait_for(lambda: recorded(lab, name, "ran.txt")
             == json.dumps(["while not blocked(RIGHT):\n    step(RIGHT)", [0, 5]]), 20,
             "the typed program run on the cards' board")
    to_last_frame(python)
    ex = python.get_by_test_id("gw-explorer")
    expect(ex).to_have_attribute("data-col", "5")
    box = cards.bounding_box()
    assert box["width"] <= 1024, f"the card widget is {box['width']:.0f} px wide"
    pbox = python.bounding_box()
    assert pbox["x"] >= box["x"] - 1 and pbox["x"] + pbox["width"] <= box["x"] + box["width"] + 1
    shoot(page, cards, screenshots / "python_open_lab.png")
    cards.get_by_test_id("gw-py-close").click()
    expect(cards.get_by_test_id("gw-py-opened")).to_be_hidden()
    expect(opener).to_be_focused()
    wait_for(lambda: recorded(lab, name, "opened.txt") == "", 20, "the Python closed")
