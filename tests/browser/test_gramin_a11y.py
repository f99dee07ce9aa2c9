"""The three Gramin widgets with keyboard only, a screen reader's view and in every theme.

Issue 6, section 4, in JupyterLab in headless Chromium. One notebook holds a
GraminWidget (the loop lesson's board, plus a crocodile and an if-card), a PuzzleWidget
and a GraminGameWidget (``["Ann", "bot"]``, seed 3: the bot is the parent and Ann holds a
wall trap card). Everything a person does here is done with the keyboard: the test puts
the focus on a widget's root (where a Tab into the output lands), then presses only Tab,
Shift+Tab, arrows, Enter and Space. axe-core checks every widget in JupyterLab Light,
JupyterLab Dark and Japanese, and its colours on a page without a JupyterLab theme with
the OS in dark mode; the OS dark mode under JupyterLab Light changes nothing.
"""

from __future__ import annotations

import contextlib
import json
import re

import pytest
from helpers.browser import (
    assert_accessible,
    axe_violations,
    contrast,
    luminance,
    open_and_run,
    recorded,
    recorder_cell,
    run_in_new_cell,
    shoot,
    switch_theme,
    wait_for,
    write_notebook,
)

pytestmark = pytest.mark.browser

NAME = "gramin_a11y"
CELLS = [
    "from gamewidgets.gramin import GraminGameWidget, GraminWidget, PuzzleWidget\n"
    "BOARD = '''\n.......\n.......\n.......\n...3...\n..2..c.\n.1.....\n@......\n'''",
    'loops = GraminWidget(board=BOARD, hand="R U R U for3( )", die=2, if_cards=["if_hole"])\nloops',
    "puzzles = PuzzleWidget()\npuzzles",
    'game = GraminGameWidget(["Ann", "bot"], seed=3)\ngame',
    # the kernel writes what it holds, so the test knows each key press reached Python
    recorder_cell(NAME,
                  "loops.observe(lambda c: (_rec / 'program.txt').write_text(c['new']), "
                  "names='program')\n"
                  "loops.observe(lambda c: (_rec / 'frames.txt').write_text("
                  "str(len((c['new'] or {}).get('frames', [])))), names='trace_data')\n"
                  "game.observe(lambda c: (_rec / 'phase.txt').write_text("
                  "f\"{c['new']['phase']} {c['new']['turn']}\"), names='state')"),
]
SANDBOX = ".jp-OutputArea .gw-gramin:not(.gw-game):not(:has(.gw-puzzle))"
PUZZLE = ".jp-OutputArea .gw-gramin:has(.gw-puzzle)"
GAME = ".jp-OutputArea .gw-game"
WIDGETS = {"GraminWidget": SANDBOX, "PuzzleWidget": PUZZLE, "GraminGameWidget": GAME}

# the part of a widget the focus is in, for the Tab order
REGION = """([root, parts]) => {
  const a = document.activeElement;
  if (!root.contains(a)) return null;
  if (a === root) return "widget";
  const hit = parts.find(([sel]) => a.closest(sel));
  return hit ? hit[1] : "other " + a.className;
}"""
SANDBOX_PARTS = [[".gw-puzzle", "puzzle"], [".gw-board", "board"], [".gw-player", "player"],
                 [".gw-lang", "lang"], [".gw-hand-box", "hand"], [".gw-program-box", "program"],
                 [".gw-code-box", "code"]]
GAME_PARTS = [[".gw-game-top", "top"], [".gw-board", "board"], [".gw-game-side", "side"],
              [".gw-game-bottom", "bottom"]]


def rec(lab, file: str) -> str | None:
    return recorded(lab, NAME, file)


@pytest.fixture(scope="module")
def nb(browser, browser_context_args, lab):
    """The notebook, run once: ``(page, {"GraminWidget": locator, ...})`` for the module."""
    write_notebook(lab, NAME, CELLS)
    # tall enough for the whole of each widget: no resizing before each axe run
    context = browser.new_context(**{**browser_context_args,
                                     "viewport": {"width": 1280, "height": 1500}})
    page = context.new_page()
    open_and_run(page, lab, NAME)
    widgets = {name: page.locator(sel) for name, sel in WIDGETS.items()}
    for w in widgets.values():
        w.wait_for(timeout=60_000)
    yield page, widgets
    context.close()


def focused(page, what: str = "{testid: a.getAttribute('data-testid'), "
            "key: a.getAttribute('data-focus-key'), label: a.getAttribute('aria-label')}"):
    return page.evaluate(f"() => {{ const a = document.activeElement; return {what}; }}")


WHERE = """(root, s) => !root.contains(document.activeElement) ? "out"
    : document.activeElement.matches(s) ? "found" : "in" """


def tab_to(page, widget, selector: str, back: bool = False, limit: int = 80) -> None:
    """Move the focus to ``selector`` with Tab (``back``: Shift+Tab) only; if the focus
    leaves the widget, come back into it the other way round and go on."""
    if widget.evaluate(WHERE, selector) == "found":
        return
    keys = ("Shift+Tab", "Tab") if back else ("Tab", "Shift+Tab")
    for n, key in enumerate(keys):
        inside = n == 0
        for _ in range(limit):
            page.keyboard.press(key)
            state = widget.evaluate(WHERE, selector)
            if state == "found":
                return
            if state == "in":
                inside = True
            elif inside:
                break
    target = widget.evaluate("(root, s) => { const e = root.querySelector(s); "
                             "return e && {disabled: e.disabled, hidden: e.hidden}; }", selector)
    pytest.fail(f"Tab never reached {selector!r} ({target}); the focus is on {focused(page)}")


def tab_regions(page, widget, parts=SANDBOX_PARTS, limit: int = 150) -> list[str]:
    """Tab from the widget's root until the focus leaves it; the part of every stop."""
    widget.focus()
    where = f"(root) => ({REGION})([root, {json.dumps(parts)}])"
    stops = [widget.evaluate(where)]
    for _ in range(limit):
        page.keyboard.press("Tab")
        region = widget.evaluate(where)
        if region is None:
            return stops
        stops.append(region)
    pytest.fail(f"still in the widget after {limit} Tabs: {stops[-10:]}")


def collapse(stops: list[str]) -> list[str]:
    return [s for i, s in enumerate(stops) if i == 0 or stops[i - 1] != s]


def live(widget) -> str:
    return widget.get_by_test_id("gw-live").text_content()


def assert_focus_ring(page, widget, what: str) -> None:
    """The focused element shows a ring (outline >= 3 px, not the background's colour)."""
    ring = page.evaluate("""() => {
        const a = document.activeElement, cs = getComputedStyle(a);
        return {visible: a.matches(':focus-visible'), style: cs.outlineStyle,
                width: parseFloat(cs.outlineWidth), color: cs.outlineColor, shadow: cs.boxShadow};
    }""")
    background = widget.evaluate("(root) => getComputedStyle(root).backgroundColor")
    assert ring["visible"], f"{what}: focus is not :focus-visible ({ring})"
    assert ring["style"] != "none" and ring["width"] >= 3, f"{what}: no outline ({ring})"
    assert contrast(ring["color"], background) >= 3, f"{what}: ring {ring} on {background}"
    assert ring["shadow"] != "none", f"{what}: no halo ({ring})"


def test_loops_widget_by_keyboard_only(nb, lab, screenshots):
    """Build for3( R U ) from the hand (add, remove, move), run it, step it; every stop."""
    from playwright.sync_api import expect

    page, widgets = nb
    w = widgets["GraminWidget"]
    w.scroll_into_view_if_needed()
    # the board is one Tab stop: one square holds tabindex 0, the rest -1
    grid = w.get_by_role("grid", name="Board")
    expect(grid.get_by_role("row")).to_have_count(7)
    expect(grid.get_by_role("gridcell")).to_have_count(49)
    expect(grid.locator('[role="gridcell"][tabindex="0"]')).to_have_count(1)
    expect(w.locator('.gw-square[data-row="5"][data-col="1"]')).to_have_attribute(
        "aria-label", "row 6, column 2 (5, 1): treasure chest (face down)")
    expect(w.locator('.gw-square[data-row="4"][data-col="5"]')).to_have_attribute(
        "aria-label", "row 5, column 6 (4, 5): crocodile trap card")
    expect(w.locator('.gw-square[data-row="6"][data-col="0"]')).to_have_attribute(
        "aria-label", "row 7, column 1 (6, 0): start, explorer")

    w.focus()
    # the hand is R U R U for3( ): a used card is disabled and the focus moves on to the
    # next card, so most cards are one Shift+Tab (or no key) away
    for token in ["for3(", "U", "R", ")", "U"]:
        tab_to(page, w, f'.gw-hand button.gw-card[data-token="{token}"]:not([disabled])',
               back=token != "for3(")
        page.keyboard.press("Enter")
    wait_for(lambda: rec(lab, "program.txt") == "for3( U R ) U", 10, "five cards laid")
    # a used hand card is disabled: the focus moved on to another card, still in the widget
    key, disabled = focused(page, "[a.getAttribute('data-focus-key'), a.disabled]")
    assert key.startswith("hand-") and not disabled, key
    expect(w.get_by_test_id("gw-problem")).to_contain_text("the die allows 2")
    check(page, w, "GraminWidget (an error shown)")
    tab_to(page, w, 'button[aria-label="Remove card 5 (step up)"]')
    page.keyboard.press("Space")
    wait_for(lambda: rec(lab, "program.txt") == "for3( U R )", 10, "card 5 removed")
    tab_to(page, w, 'button[aria-label="Move card 2 right"]')
    assert_focus_ring(page, w, "a move button")
    page.keyboard.press("Enter")
    wait_for(lambda: rec(lab, "program.txt") == "for3( R U )", 10, "card 2 moved right")
    # the focus follows the card it moved
    expect(w.locator(".gw-slot[data-index='2'] .gw-move-right")).to_be_focused()
    # the loop is an item of the program list, and a list of its own cards
    loop = w.get_by_role("list", name="Program").get_by_role("list", name="repeat 3 times")
    expect(loop.get_by_role("listitem")).to_have_count(4)

    tab_to(page, w, '[data-testid="gw-run"]', back=True)
    page.keyboard.press("Enter")
    wait_for(lambda: rec(lab, "frames.txt") == "7", 10, "the kernel to run the program")
    # Run plays the run; the frame it ends on is said, then Home goes back to the start
    expect(w.get_by_test_id("gw-live")).to_have_text(re.compile(r"^Frame 7 of 7: "), timeout=15_000)
    page.keyboard.press("Home")
    expect(w.get_by_test_id("gw-live")).to_have_text(re.compile(r"^Frame 1 of 7\."))
    page.keyboard.press("ArrowRight")
    expect(w.get_by_test_id("gw-live")).to_have_text(
        re.compile(r"^Frame 2 of 7: card 2 \(step right\), repeat 1 of 3\. "))
    page.keyboard.press("ArrowRight")
    expect(w.get_by_test_id("gw-live")).to_have_text(
        re.compile(r"^Frame 3 of 7: card 3 \(step up\), repeat 1 of 3\. "))
    said = live(w)
    tab_to(page, w, '.gw-player button[data-cmd="over"]', back=True)
    page.keyboard.press("Enter")  # finishes the loop: the last frame
    expect(w.get_by_test_id("gw-live")).to_have_text(
        re.compile(r"^Frame 7 of 7: card 3 \(step up\), repeat 3 of 3\. "))
    assert live(w) != said
    expect(w.locator('.gw-square[data-row="5"][data-col="1"]')).to_have_attribute(
        "aria-label", "row 6, column 2 (5, 1): open chest worth 1")

    # Tab order: widget, board (one stop), step-through, hand, program, code
    stops = tab_regions(page, w)
    assert collapse(stops) == ["widget", "board", "player", "lang", "hand", "program",
                               "code"], stops
    assert stops.count("board") == 1
    # arrows walk the board; Home / End go to the row's ends
    w.focus()
    tab_to(page, w, ".gw-square")
    assert_focus_ring(page, w, "a board square")
    assert focused(page)["key"] == "sq-0,0"
    for key in ["ArrowUp", *["ArrowDown"] * 4, "ArrowRight", "ArrowRight", "End", "ArrowRight"]:
        page.keyboard.press(key)
    assert focused(page)["key"] == "sq-4,6"
    shoot(page, w, screenshots / "gramin_a11y_focus_square.png")
    page.keyboard.press("Home")
    assert focused(page)["key"] == "sq-4,0"
    expect(w.locator('.gw-square[tabindex="0"]')).to_have_count(1)


def test_puzzle_by_keyboard_only(nb):
    """Lay R R, run, see three stars and hear them; ask for a hint."""
    from playwright.sync_api import expect

    page, widgets = nb
    w = widgets["PuzzleWidget"]
    w.scroll_into_view_if_needed()
    w.focus()
    for n in (1, 2):
        tab_to(page, w, '.gw-hand button.gw-card[data-token="R"]')
        page.keyboard.press("Enter")
        expect(w.locator(".gw-strip .gw-slot")).to_have_count(n)
    tab_to(page, w, '[data-testid="gw-run"]')
    page.keyboard.press("Enter")
    stars = w.get_by_role("img", name="3 of 3 stars")
    expect(stars).to_have_text("★★★")
    expect(w.get_by_test_id("gw-live")).to_contain_text("3 of 3 stars: ")
    tab_to(page, w, '[data-testid="gw-hint"]')
    page.keyboard.press("Enter")
    expect(w.get_by_test_id("gw-live")).to_contain_text("Hint 1 of")
    assert collapse(tab_regions(page, w))[:3] == ["widget", "puzzle", "board"]


def test_game_turn_by_keyboard_only(nb, lab, screenshots):
    """Roll, build for3( D ) 2R with a wall trap, place the trap with the arrows, replay."""
    from playwright.sync_api import expect

    page, widgets = nb
    g = widgets["GraminGameWidget"]
    g.scroll_into_view_if_needed()
    # seats are numbered, not told apart by colour alone
    expect(g.get_by_test_id("gw-piece-1")).to_have_text("1")
    g.focus()
    tab_to(page, g, '[data-testid="gw-roll"]')
    page.keyboard.press("Enter")
    wait_for(lambda: rec(lab, "phase.txt") == "build 1", 10, "the roll")
    # the roll button is gone: the focus went on to the first card of the hand
    expect(g.locator(".gw-builder .gw-hand button:not([disabled])").first).to_be_focused()
    expect(g.get_by_role("img", name="die 5").first).to_have_attribute("data-testid", "gw-die-1")
    hand = ".gw-builder .gw-hand button.gw-card"
    for i, token in enumerate(["for3(", "R", ")", "2R"]):
        tab_to(page, g, f'{hand}[data-token="{token}"]:not([disabled])')
        page.keyboard.press("Enter")
        expect(g.locator(".gw-builder .gw-strip .gw-slot")).to_have_count(i + 1)
    tab_to(page, g, '.gw-builder .gw-slot[data-index="1"] button.gw-card')
    page.keyboard.press("Enter")  # R -> D
    expect(g.locator(".gw-builder .gw-code-line").nth(1)).to_have_text("    step(DOWN)")
    tab_to(page, g, ".gw-trap-toggle")
    page.keyboard.press("Space")
    expect(g.locator(".gw-trap-toggle")).to_have_attribute("aria-pressed", "true")
    check(page, g, "GraminGameWidget (building)")
    tab_to(page, g, '[data-testid="gw-submit"]')
    page.keyboard.press("Enter")
    wait_for(lambda: rec(lab, "phase.txt") == "traps 1", 10, "the trap phase")
    expect(g.get_by_test_id("gw-live")).to_contain_text("click a free square for the wall trap")

    # the board took the focus: one square in the Tab order, its name says what Enter does
    grid = g.get_by_role("grid")
    expect(grid).to_have_attribute("aria-readonly", "false")
    assert focused(page)["key"] == "sq-0,0"
    assert_focus_ring(page, g, "a target square")
    expect(g.locator(".gw-square:focus")).to_have_attribute("aria-label", re.compile(
        r"^row 1, column 1 \(0, 0\): explorer \d of \w+.*\. Place the trap here$"))
    row, col = g.evaluate("""(root) => {
        const taken = new Set([...root.querySelectorAll('.gw-player-piece')]
          .map((p) => `${p.dataset.row},${p.dataset.col}`));
        const sq = [...root.querySelectorAll('.gw-square:not(.gw-has-chest):not(.gw-has-trap)')]
          .find((s) => s.dataset.row >= 2 && s.dataset.col >= 2
                       && !taken.has(`${s.dataset.row},${s.dataset.col}`));
        return [Number(sq.dataset.row), Number(sq.dataset.col)];
    }""")
    for _ in range(row):
        page.keyboard.press("ArrowDown")
    for _ in range(col):
        page.keyboard.press("ArrowRight")
    assert focused(page)["key"] == f"sq-{row},{col}"
    shoot(page, g, screenshots / "gramin_a11y_game_trap_focus.png")
    page.keyboard.press("Space")
    wait_for(lambda: rec(lab, "phase.txt") == "action 1", 10, "the action phase")
    expect(g.locator(f'.gw-square[data-row="{row}"][data-col="{col}"]')).to_have_attribute(
        "aria-label", f"row {row + 1}, column {col + 1} ({row}, {col}): wall trap card")
    expect(g.get_by_test_id("gw-act")).to_be_focused()

    page.keyboard.press("Enter")  # the first action: its replay plays to the end
    expect(g.get_by_test_id("gw-action")).to_be_visible()
    expect(g.get_by_test_id("gw-live")).to_contain_text(re.compile(r"'s action: Frame \d+ of \d+"))
    expect(g.locator(".gw-action .gw-btn-step")).to_be_disabled()
    tab_to(page, g, ".gw-action button.gw-btn-first")
    page.keyboard.press("Enter")
    expect(g.get_by_test_id("gw-live")).to_have_text(
        re.compile(r"^Bot 2's action: Frame 1 of 2\."))
    # "First" is disabled at frame 1: the focus went on to "Step"
    expect(g.locator(".gw-action .gw-btn-step")).to_be_focused()
    page.keyboard.press("Enter")
    expect(g.get_by_test_id("gw-live")).to_have_text(
        re.compile(r"^Bot 2's action: Frame 2 of 2: card 1 \(\w+ \w+\)\. "))
    expect(g.get_by_role("img", name=re.compile(r"^Program of (Ann|Bot 2): "))).to_have_count(2)
    # Tab order: the next thing to do, the board (one stop), the turn's log, the replay
    stops = tab_regions(page, g, GAME_PARTS)
    assert collapse(stops) == ["widget", "top", "board", "side", "bottom"], stops
    assert stops.count("board") == 1
    shoot(page, g, screenshots / "gramin_a11y_game_action.png")


def test_reduced_motion_stops_every_animation(nb):
    page, widgets = nb
    w = widgets["GraminWidget"]
    probe = """(root) => {
        root.querySelector('.gw-explorer').classList.add('gw-explorer--hit');
        const parts = '.gw-explorer, .gw-explorer .gw-icon, .gw-card-face--arrow';
        const out = [...root.querySelectorAll(parts)]
          .map((e) => { const cs = getComputedStyle(e);
                        return [cs.transitionDuration, cs.animationName]; });
        root.querySelector('.gw-explorer').classList.remove('gw-explorer--hit');
        return out;
    }"""
    try:
        page.emulate_media(reduced_motion="no-preference")
        moving = w.evaluate(probe)
        assert ["0.35s", "none"] in moving and ["0.25s", "gw-gramin-shake"] in moving, moving
        page.emulate_media(reduced_motion="reduce")
        still = w.evaluate(probe)
        assert len(still) == len(moving) > 3
        assert all(d == "0s" and a == "none" for d, a in still), still
    finally:
        page.emulate_media(reduced_motion="no-preference")


@contextlib.contextmanager
def on_screen(page, *widgets):
    """A viewport tall enough for the tallest of ``widgets`` while in the block (axe's
    colour check skips text that is off screen)."""
    size = page.viewport_size
    tallest = max(int(w.bounding_box()["height"]) for w in widgets)
    grow = tallest + 200 > size["height"]
    if grow:
        page.set_viewport_size({"width": size["width"], "height": tallest + 200})
    try:
        yield
    finally:
        if grow:
            page.set_viewport_size(size)


def check(page, widget, what: str, rules: list[str] | None = None) -> None:
    """No serious or critical axe finding in ``widget`` (``what``: "<Class> (<when>)")."""
    with on_screen(page, widget):
        widget.scroll_into_view_if_needed()
        assert_accessible(page, WIDGETS[what.split(" ")[0]], what, rules)


def check_all(page, widgets, when: str, rules: list[str] | None = None) -> None:
    for name, w in widgets.items():
        check(page, w, f"{name} ({when})", rules)


def test_axe_sees_colours_in_lab(nb):
    """The colour check is not blind in Lab (nor to a widget taller than the window):
    grey text on white is found, then removed."""
    page, widgets = nb
    w = widgets["GraminWidget"]
    w.evaluate("(root) => root.querySelector('.gw-heading').style.setProperty('color', '#bbbbbb')")
    try:
        with on_screen(page, w):
            w.scroll_into_view_if_needed()
            found = axe_violations(page, SANDBOX, rules=["color-contrast"])
    finally:
        w.evaluate("(root) => root.querySelector('.gw-heading').style.removeProperty('color')")
    assert [v["id"] for v in found] == ["color-contrast"], found
    assert any(".gw-heading" in n["target"] for n in found[0]["nodes"]), found


def test_axe_light_dark_japanese_and_os_dark(nb, screenshots):
    from playwright.sync_api import expect

    page, widgets = nb
    w, g = widgets["GraminWidget"], widgets["GraminGameWidget"]
    colours = "(root) => [getComputedStyle(root).backgroundColor, getComputedStyle(root).color]"
    with on_screen(page, *widgets.values()):
        check_all(page, widgets, "JupyterLab Light")
        light = w.evaluate(colours)
        assert light == ["rgb(255, 255, 255)", "rgb(0, 0, 0)"]
        w.scroll_into_view_if_needed()
        w.screenshot(path=screenshots / "gramin_a11y_light.png")
        try:
            # the OS dark under JupyterLab Light: the widget follows the page, not the OS
            page.emulate_media(color_scheme="dark")
            assert w.evaluate(colours) == light
            # a page without a JupyterLab theme, OS dark: the widget paints its own palette
            page.evaluate("() => document.body.removeAttribute('data-jp-theme-light')")
            assert w.evaluate(colours) == ["rgb(21, 24, 29)", "rgb(243, 245, 248)"]
            check_all(page, widgets, "a plain page, OS dark", ["color-contrast"])
            w.screenshot(path=screenshots / "gramin_a11y_plain_os_dark.png")
        finally:
            page.evaluate("() => document.body.setAttribute('data-jp-theme-light', 'true')")
            page.emulate_media(color_scheme="light")

        switch_theme(page, "JupyterLab Dark")
        check_all(page, widgets, "JupyterLab Dark")
        assert luminance(w.evaluate(colours)[0]) < 0.02
        if w.get_by_test_id("gw-run").is_disabled():  # run on its own: no card laid yet
            w.locator(".gw-hand .gw-card:not([disabled])").first.click()
            expect(w.get_by_test_id("gw-run")).to_be_enabled()
        w.focus()
        tab_to(page, w, '[data-testid="gw-run"]')
        assert_focus_ring(page, w, "Run in the dark theme")
        w.screenshot(path=screenshots / "gramin_a11y_dark_focus.png")
        g.scroll_into_view_if_needed()
        g.screenshot(path=screenshots / "gramin_a11y_game_dark.png")
        switch_theme(page, "JupyterLab Light")

        run_in_new_cell(page, 'loops.lang = puzzles.lang = game.lang = "ja"')
        expect(w.get_by_test_id("gw-run")).to_have_attribute("aria-label", "実行", timeout=15_000)
        expect(g.get_by_test_id("gw-live")).to_contain_text("ステップ", timeout=15_000)
        for name in WIDGETS:
            expect(widgets[name]).to_have_attribute("lang", "ja")
        expect(w.locator('.gw-square[data-row="5"][data-col="1"]')).to_have_attribute(
            "aria-label", "上から6行目・左から2列目：開けた宝箱・1点")
        check_all(page, widgets, "Japanese")
        for name, x in widgets.items():
            x.scroll_into_view_if_needed()
            x.screenshot(path=screenshots / f"gramin_a11y_ja_{name}.png")
