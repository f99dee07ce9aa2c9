"""Notebook 04 in JupyterLab in headless Chromium: one full game turn (a person and a bot)
and one puzzle solved by clicks, with screenshots in light, dark and Japanese.

The game widget is ``game = GraminGameWidget(["Ann", "bot"], seed=3)``; with that seed the
bot is the parent and Ann holds a wall trap card, so the turn has every phase: dice, build
(by clicks), trap setting (a click on a square), and the actions step by step.
"""

from __future__ import annotations

import json
import pathlib

import pytest
from helpers.browser import (
    lesson_cells,
    open_and_run,
    recorded,
    recorder_cell,
    run_in_new_cell,
    shoot,
    switch_theme,
    to_last_frame,
    wait_for,
    write_notebook,
)

pytestmark = pytest.mark.browser

NOTEBOOK = pathlib.Path(__file__).resolve().parents[2] / "notebooks" / "04_gramin_puzzles.ipynb"

WIDGET_CELLS = ("2b439f03", "88934b9f", "448169a1")
"""The lesson's cells that make its widgets (imports, puzzles, game; see
helpers.browser.lesson_cells)."""

RECORDING = """\
import json
game.observe(lambda c: (_rec / "phase.txt").write_text(
    f"{c['new']['phase']} {c['new']['turn']}"), names="state")
puzzles.observe(lambda c: (_rec / "progress.txt").write_text(json.dumps(c["new"])),
                names="progress")
"""


def open_notebook(page, lab, name: str):
    """Copy notebook 04's widget cells plus the recorder cell as ``name``, open it and Run All."""
    cells = lesson_cells(NOTEBOOK, WIDGET_CELLS)
    write_notebook(lab, name, [*cells, recorder_cell(name, RECORDING)])
    open_and_run(page, lab, name)


def widget_of(page, code: str, selector: str):
    cell = page.locator(".jp-CodeCell", has=page.locator(".jp-InputArea", has_text=code))
    widget = cell.locator(f".jp-OutputArea {selector}")
    widget.wait_for(timeout=30_000)
    widget.scroll_into_view_if_needed()
    return widget


def shown_action(panel) -> tuple | None:
    """(player, action) of the action panel, or None while there is none."""
    if not panel.count():
        return None
    return panel.get_attribute("data-player"), panel.get_attribute("data-action")


def play_one_turn(page, lab, name, game, screenshots, prefix="gramin_game", replay=False):
    """Roll, build ``for3( D ) 2R`` + a wall trap by clicks, place it, run every action;
    with ``replay``, then replay the turn's first action."""
    from playwright.sync_api import expect

    expect(game.get_by_test_id("gw-board").locator(".gw-square")).to_have_count(49)
    expect(game.locator(".gw-player-piece")).to_have_count(2)
    game.get_by_test_id("gw-roll").click()
    wait_for(lambda: recorded(lab, name, "phase.txt") == "build 1", 10, "the roll")
    expect(game.get_by_test_id("gw-builder")).to_be_visible()
    expect(game.get_by_test_id("gw-die-1")).to_have_text("5")
    expect(game.get_by_test_id("gw-parent")).to_have_count(1)
    expect(game.get_by_test_id("gw-player-2").get_by_test_id("gw-parent")).to_have_count(1)
    hand = game.locator(".gw-builder .gw-hand")
    for i, token in enumerate(["for3(", "R", ")", "2R"]):
        hand.locator(f'button.gw-card[data-token="{token}"]:not([disabled])').first.click()
        expect(game.locator(".gw-builder .gw-strip .gw-slot")).to_have_count(i + 1)
    game.locator(".gw-builder .gw-slot[data-index='1'] button.gw-card").click()  # R -> D
    expect(game.locator(".gw-builder .gw-code-line").nth(1)).to_have_text("    step(DOWN)")
    game.locator(".gw-trap-toggle").first.click()
    expect(game.locator(".gw-trap-toggle").first).to_have_attribute("aria-pressed", "true")
    expect(game.get_by_test_id("gw-cost")).to_have_text("cards against the die: 3 of 5")
    shoot(page, game, screenshots / f"{prefix}_build.png")
    game.get_by_test_id("gw-submit").click()
    wait_for(lambda: recorded(lab, name, "phase.txt") == "traps 1", 10, "the trap phase")
    expect(game.get_by_test_id("gw-status")).to_contain_text("click a free square")
    # a trap may go on any square (the seed's rule): the test takes one with no chest, trap
    # or piece, the square it took when only those were offered
    free = game.locator(".gw-square.gw-target:not(.gw-has-chest):not(.gw-has-trap)"
                        ":not(:has(.gw-player-piece))")
    target = free.nth(20)
    row, col = target.get_attribute("data-row"), target.get_attribute("data-col")
    target.click()
    wait_for(lambda: recorded(lab, name, "phase.txt") == "action 1", 10, "the action phase")
    expect(game.locator(f".gw-square[data-row='{row}'][data-col='{col}'].gw-trap-wall"))\
        .to_have_count(1)
    expect(game.locator(".gw-mini")).to_have_count(2)  # both programs revealed
    shoot(page, game, screenshots / f"{prefix}_revealed.png")
    looped = False
    panel = game.get_by_test_id("gw-action")
    for _ in range(12):
        if recorded(lab, name, "phase.txt") == "roll 2":
            break
        before = shown_action(panel)
        game.get_by_test_id("gw-act").click()
        expect(panel).to_be_visible()
        # the panel shows the action just taken, not the one before it
        wait_for(lambda b=before: shown_action(panel) != b, 10, "the next action's panel")
        # Ann's own program (the bot's may hold a loop too)
        if (not looped and panel.get_attribute("data-player") == "0"
                and panel.get_attribute("data-has-loop") == "true"):
            # the loop is one action; step into its iterations one card at a time
            looped = True
            panel.locator(".gw-btn-first").click()
            expect(panel.get_by_test_id("gw-action-frame")).to_have_text("frame 1 / 4")
            panel.locator(".gw-btn-step").click()
            expect(panel.get_by_test_id("gw-iteration")).to_have_text("1/3")
            expect(game.get_by_test_id("gw-piece-1")).to_have_attribute("data-row", "1")
            panel.locator(".gw-btn-step").click()
            expect(panel.get_by_test_id("gw-iteration")).to_have_text("2/3")
            expect(game.get_by_test_id("gw-piece-1")).to_have_attribute("data-row", "2")
            shoot(page, game, screenshots / f"{prefix}_loop_step.png")
    assert looped
    wait_for(lambda: recorded(lab, name, "phase.txt") == "roll 2", 10, "the end of turn 1")
    expect(game.get_by_test_id("gw-roll")).to_be_visible()
    # the last action's replay plays by itself to its end (Last is off once it is there)
    expect(game.get_by_test_id("gw-piece-1")).to_have_attribute("data-row", "3", timeout=15_000)
    shoot(page, game, screenshots / f"{prefix}_turn_end.png")
    if not replay:
        return
    # the turn's first action replays again (◀ to the start): the kernel sends it back,
    # its trail is drawn, and at its end the pieces stand where it left them
    count = int(panel.get_by_test_id("gw-turn-action").inner_text().split()[-3])
    for i in range(count - 1, 0, -1):
        panel.locator(".gw-replay-prev").click()
        expect(panel.get_by_test_id("gw-turn-action")).to_contain_text(f"Action {i} of {count}")
    expect(panel.locator(".gw-replay-prev")).to_be_disabled()
    expect(panel).to_have_attribute("data-action", "0")
    to_last_frame(panel)
    expect(game.locator(".gw-board .gw-path-line")).not_to_have_attribute("d", "")
    shoot(page, game, screenshots / f"{prefix}_turn_replay.png")


def solve_first_puzzle(page, lab, name, puzzles, screenshots, prefix="gramin_puzzle"):
    """``first-steps``: lay R R (par 2), Run, and see three stars."""
    from playwright.sync_api import expect

    expect(puzzles.get_by_test_id("gw-puzzle")).to_be_visible()
    for i in range(2):
        puzzles.locator('.gw-hand button.gw-card[data-token="R"]:not([disabled])').first.click()
        expect(puzzles.locator(".gw-strip .gw-slot")).to_have_count(i + 1)
    puzzles.get_by_test_id("gw-hint").click()
    expect(puzzles.get_by_test_id("gw-hint-text")).to_be_visible()
    puzzles.get_by_test_id("gw-run").click()
    expect(puzzles.get_by_test_id("gw-stars")).to_have_text("★★★")
    expect(puzzles.get_by_test_id("gw-stars")).to_have_attribute("aria-label", "3 of 3 stars")
    wait_for(lambda: json.loads(recorded(lab, name, "progress.txt") or "{}")
             .get("first-steps") == 3, 10, "the kernel to keep the stars")
    expect(puzzles.get_by_test_id("gw-stars-total")).to_contain_text("3")
    # the run has played to its last frame (the stars wait for it)
    expect(puzzles.get_by_test_id("gw-frame-no")).to_have_text("frame 3 / 3")
    expect(puzzles.locator(".gw-code-current")).to_have_text("step(RIGHT)")
    shoot(page, puzzles, screenshots / f"{prefix}_solved.png")


def test_game_turn_and_puzzle_by_clicks(page, lab, screenshots):
    name = "nb04_clicks"
    open_notebook(page, lab, name)
    game = widget_of(page, "game = GraminGameWidget", ".gw-game")
    play_one_turn(page, lab, name, game, screenshots, replay=True)
    puzzles = widget_of(page, "puzzles = PuzzleWidget", ".gw-gramin")
    solve_first_puzzle(page, lab, name, puzzles, screenshots)


def test_dark_theme_and_japanese(page, lab, screenshots):
    from playwright.sync_api import expect

    name = "nb04_themes"
    open_notebook(page, lab, name)
    switch_theme(page, "JupyterLab Dark")
    puzzles = widget_of(page, "puzzles = PuzzleWidget", ".gw-gramin")
    solve_first_puzzle(page, lab, name, puzzles, screenshots, "gramin_puzzle_dark")
    game = widget_of(page, "game = GraminGameWidget", ".gw-game")
    play_one_turn(page, lab, name, game, screenshots, "gramin_game_dark")
    run_in_new_cell(page, 'game.lang = "ja"; puzzles.lang = "ja"')
    expect(game.get_by_test_id("gw-roll")).to_have_text("サイコロをふる", timeout=15_000)
    shoot(page, game, screenshots / "gramin_game_dark_ja.png")
    switch_theme(page, "JupyterLab Light")
    game.get_by_test_id("gw-roll").click()
    expect(game.get_by_test_id("gw-builder")).to_be_visible()
    shoot(page, game, screenshots / "gramin_game_ja_build.png")
    puzzles.scroll_into_view_if_needed()
    expect(puzzles.get_by_test_id("gw-stars")).to_have_attribute("aria-label", "星：3個（全3個）")
    shoot(page, puzzles, screenshots / "gramin_puzzle_ja.png")
