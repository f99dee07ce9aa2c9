"""A student's gramin assignment in JupyterLab: cards clicked in the task's widget and a
puzzle run in the puzzle widget are saved, by the kernel, in the work file next to the
notebook, as nbgrader will collect it; a test cell grades it in a new process and shows
the board as the cards left it."""

from __future__ import annotations

import json

import pytest
from helpers.browser import menu, open_notebook, shoot, wait_for

from gamewidgets.classroom.course import assignment_notebook

pytestmark = pytest.mark.browser


def saved(folder) -> dict:
    path = folder / "gramin_work.json"
    return json.loads(path.read_text())["tasks"] if path.exists() else {}


def test_clicks_are_saved_in_the_work_file(page, lab, screenshots):
    from playwright.sync_api import expect

    folder = lab.root / "gramin"
    folder.mkdir()
    (folder / "gramin.ipynb").write_text(json.dumps(assignment_notebook("gramin", "en")))
    open_notebook(page, lab, "gramin/gramin")
    menu(page, "Run", "Run All Cells")

    task = page.locator(".jp-CodeCell", has=page.locator(".jp-InputArea",
                                                         has_text='work.task("sequence")'))
    board = task.locator(".jp-OutputArea .gw-gramin")
    board.wait_for(timeout=60_000)
    expect(task.locator(".gw-task h3")).to_have_text("Task 1")
    board.scroll_into_view_if_needed()
    for i, token in enumerate(["2U", "2R"]):
        board.locator(f'.gw-hand button.gw-card[data-token="{token}"]').first.click()
        expect(board.locator(".gw-strip .gw-slot")).to_have_count(i + 1)
    wait_for(lambda: saved(folder).get("sequence") == {"cards": "2U 2R"}, 15,
             "the kernel to save the laid cards")
    shoot(page, task, screenshots / "classroom_task.png")

    cell = page.locator(".jp-CodeCell", has=page.locator(".jp-InputArea",
                                                         has_text="work.puzzles()"))
    puzzles = cell.locator(".jp-OutputArea .gw-gramin")
    puzzles.scroll_into_view_if_needed()
    for token in ["for3(", "2R", ")"]:
        puzzles.locator(f'.gw-hand button.gw-card[data-token="{token}"]').first.click()
    puzzles.get_by_test_id("gw-run").click()
    wait_for(lambda: saved(folder).get("three-times") == {"cards": "for3( 2R )"}, 15,
             "the kernel to save the puzzle's run")
    shoot(page, cell, screenshots / "classroom_puzzles.png")

    # the test cell: a new Python process grades the file; the cell shows its verdict, the
    # board as the cards left it, and ends with the points
    grade = page.locator(".jp-CodeCell", has=page.locator(
        ".jp-InputArea", has_text='grade_file("gramin_work.json", "sequence"'))
    grade.locator(".jp-InputArea").click()
    page.keyboard.press("Shift+Enter")
    expect(grade.locator(".gw-grade")).to_contain_text("Points: 2 of 2.", timeout=30_000)
    expect(grade.locator("svg.gw-board-picture")).to_have_attribute(
        "aria-label", "Board. Explorer at row 3, column 3 (2, 2).")
    expect(grade.locator(".jp-OutputArea-output").last).to_have_text("2")
    shoot(page, grade, screenshots / "classroom_grade.png")
