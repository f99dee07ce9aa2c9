"""Gramin in a classroom: JupyterLab at 1024 x 768 (a projector), the side bar closed.

Run plays the run; an invalid program disables Run and says why beside it; the hand
marks the card laid, not the first of its kind; the board is labelled in the numbering
the messages use; the sandbox after a run (all of it: the counters, the cards run and the
program in Python too) and a puzzle's playing area (board, hand, program, step controls,
event line) fit on the screen at once, in English and Japanese; and nothing is hidden
inside a box (helpers.browser.assert_nothing_hidden), each step's sentences included, at
1024 x 768 and 1440 x 900.
"""

from __future__ import annotations

import re
from contextlib import contextmanager

import pytest
from helpers.browser import (
    ACTIVE,
    BROKEN_PHRASES,
    assert_nothing_hidden,
    choose_puzzle,
    close_side_bar,
    hidden_content,
    open_notebook,
    recorder_cell,
    run_all,
    run_in_new_cell,
    scroll_to_top,
    switch_theme,
    to_last_frame,
    wait_for,
    write_notebook,
)

pytestmark = pytest.mark.browser

NAME = "gramin_classroom"
STAIRS = "'''\n.......\n.......\n.......\n...3...\n..2....\n.1.....\n@......\n'''"
CELLS = [
    "from gamewidgets.gramin import GraminWidget, PuzzleWidget\nLANG = 'en'",
    f"loops = GraminWidget(board={STAIRS}, hand='R U R U for3( )', die=2, lang=LANG)\nloops",
    "puzzles = PuzzleWidget(lang=LANG)\npuzzles",
    # lesson 1's sandbox with traps: every card, an if-card held
    "traps = GraminWidget(board='..c..\\n@.h.4\\n.....', if_cards=['if_hole'], lang=LANG)\ntraps",
    recorder_cell(NAME,
                  "loops.observe(lambda c: (_rec / 'program.txt').write_text(c['new']), "
                  "names='program')\n"
                  "puzzles.observe(lambda c: (_rec / 'puzzle.txt').write_text(c['new']), "
                  "names='program')"),
]
SANDBOX = f"{ACTIVE} .jp-OutputArea .gw-gramin:not(.gw-game):not(:has(.gw-puzzle))"
"""The sandboxes: the loops' (first) and the traps' (second)."""
PUZZLE = f"{ACTIVE} .jp-OutputArea .gw-gramin:has(.gw-puzzle)"
# what a student needs in sight while playing: the board, the hand, the program with Run,
# the step controls and the event line
PLAYING_AREA = [".gw-board", ".gw-hand-box", ".gw-program-box", ".gw-player .gw-buttons",
                ".gw-events"]
MAX_HEIGHT = 640


@pytest.fixture(scope="module")
def nb(browser, browser_context_args, lab):
    """The notebook at 1024 x 768 with the side bar closed, run once: ``(page, sandbox,
    puzzle)``."""
    write_notebook(lab, NAME, CELLS)
    context = browser.new_context(**{**browser_context_args,
                                     "viewport": {"width": 1024, "height": 768}})
    page = context.new_page()
    open_notebook(page, lab, NAME)
    close_side_bar(page)
    run_all(page, lab, NAME)
    sandbox, puzzle = page.locator(SANDBOX).first, page.locator(PUZZLE)
    sandbox.wait_for(timeout=60_000)
    puzzle.wait_for(timeout=60_000)
    page.locator(SANDBOX).nth(1).wait_for(timeout=60_000)
    yield page, sandbox, puzzle
    context.close()


def lay(widget, tokens, start: int = 0):
    """Click hand cards ``tokens`` (the first one not used of each); wait for each."""
    from playwright.sync_api import expect

    for i, token in enumerate(tokens, start=start + 1):
        card = f'.gw-hand button.gw-card[data-token="{token}"]:not([disabled])'
        widget.locator(card).first.click()
        expect(widget.locator(".gw-strip .gw-slot")).to_have_count(i)


def clear(widget):
    from playwright.sync_api import expect

    button = widget.locator(".gw-clear")
    if button.is_enabled():
        button.click()
    expect(widget.locator(".gw-strip .gw-slot")).to_have_count(0)


@contextmanager
def puzzle_in(page, puzzle, lang: str):
    """The puzzle widget in ``lang`` for the block, back in English after it."""
    from playwright.sync_api import expect

    run = puzzle.get_by_test_id("gw-run")
    if lang == "ja":
        run_in_new_cell(page, "puzzles.lang = 'ja'")
        expect(run).to_have_attribute("aria-label", "実行", timeout=15_000)
    try:
        yield
    finally:
        if lang == "ja":
            run_in_new_cell(page, "puzzles.lang = 'en'")
            expect(run).to_have_attribute("aria-label", "Run", timeout=15_000)


def notebook_view(page) -> list:
    """Top and bottom (CSS px) of the notebook's visible area."""
    return page.locator(f"{ACTIVE} .jp-WindowedPanel-outer, {ACTIVE} .jp-Notebook").first \
        .evaluate("(e) => { const r = e.getBoundingClientRect(); return [r.top, r.bottom]; }")


def playing_area(widget) -> dict:
    """Top, bottom and height (CSS px) of the union of the playing area's parts."""
    return widget.evaluate("""(root, sels) => {
        const boxes = sels.map((s) => root.querySelector(s)).filter(Boolean)
            .map((e) => e.getBoundingClientRect()).filter((r) => r.height > 0);
        const top = Math.min(...boxes.map((r) => r.top));
        const bottom = Math.max(...boxes.map((r) => r.bottom));
        return {top, bottom, height: bottom - top, parts: boxes.length};
    }""", PLAYING_AREA)


def assert_in_sight(page, area: dict, parts: int, what: str) -> None:
    """``area`` (its ``parts`` all found) is at most :data:`MAX_HEIGHT` tall and ends
    above the notebook's fold."""
    print(f"{what}: {area['height']:.0f} px")
    assert area["parts"] == parts, area
    assert area["height"] <= MAX_HEIGHT, f"{what}: {area}"
    view = notebook_view(page)
    assert area["bottom"] <= view[1] + 1, f"{what}: {area} below {view}"


def test_run_plays_the_run(nb):
    """Run starts playback: the explorer moves to the last frame with no other click."""
    from playwright.sync_api import expect

    page, sandbox, _ = nb
    sandbox.scroll_into_view_if_needed()
    clear(sandbox)
    lay(sandbox, ["for3(", "R", "U", ")"])
    sandbox.get_by_test_id("gw-run").click()
    # frame 1 at once, then it plays on by itself (normal speed: 0.7 s a frame)
    expect(sandbox.get_by_test_id("gw-frame-no")).to_have_text("frame 7 / 7", timeout=10_000)
    ex = sandbox.get_by_test_id("gw-explorer")
    expect(ex).to_have_attribute("data-row", "3")
    expect(ex).to_have_attribute("data-col", "3")
    expect(sandbox.locator("button[data-cmd='play']")).to_have_attribute("aria-pressed", "false")
    # the last square holds the opened chest: the explorer stands in a corner, clear of
    # the chest's value (boxes compared once the moves have settled)
    wait_for(lambda: apart(sandbox, "[data-row='3'][data-col='3'] .gw-chip"), 5,
             "the explorer clear of the opened chest's value")


def apart(widget, piece: str) -> bool:
    """Whether the explorer's drawing and ``piece`` (a selector) do not overlap, once
    nothing on the board moves (halfway through a move they are apart anyway)."""
    return widget.evaluate("""(root, sel) => {
        const ex = root.querySelector('[data-testid="gw-explorer"]');
        const board = root.querySelector(".gw-board");
        if (board.getAnimations({ subtree: true }).length) return false;
        const a = ex.querySelector(".gw-icon").getBoundingClientRect();
        const b = root.querySelector(sel).getBoundingClientRect();
        return b.width > 0 && (a.right <= b.left || b.right <= a.left || a.bottom <= b.top
                               || b.bottom <= a.top);
    }""", piece)


BOARD_TOP = ("(root) => root.querySelector('{sel}').getBoundingClientRect().top"
             " - root.getBoundingClientRect().top")
"""Where ``sel`` starts, measured from the top of the widget (in CSS px)."""


def test_puzzle_verdict_waits_for_the_end(nb):
    from playwright.sync_api import expect

    page, _, puzzle = nb
    puzzle.scroll_into_view_if_needed()
    choose_puzzle(puzzle, "0")
    lay(puzzle, ["R", "R", "R", "R"])
    puzzle.get_by_test_id("gw-run").click()
    expect(puzzle.get_by_test_id("gw-frame-no")).to_have_text("frame 2 / 5", timeout=5_000)
    expect(puzzle.get_by_test_id("gw-verdict")).to_have_count(0)
    board_at = BOARD_TOP.format(sel=".gw-board")
    waiting = puzzle.evaluate(board_at)
    expect(puzzle.get_by_test_id("gw-verdict")).to_contain_text("Solved", timeout=10_000)
    expect(puzzle.get_by_test_id("gw-frame-no")).to_have_text("frame 5 / 5")
    # the verdict takes the row kept for it: the board (and all under it) stays put
    assert puzzle.evaluate(board_at) == waiting
    # Last shows it at once
    clear(puzzle)
    lay(puzzle, ["R", "R", "R", "R"])
    puzzle.get_by_test_id("gw-run").click()
    to_last_frame(puzzle)
    expect(puzzle.get_by_test_id("gw-verdict")).to_contain_text("Solved")


def test_invalid_program_is_said_beside_run(nb):
    from playwright.sync_api import expect

    page, sandbox, _ = nb
    sandbox.scroll_into_view_if_needed()
    clear(sandbox)
    lay(sandbox, ["R", "U", "R"])  # 3 cards, the die allows 2
    run = sandbox.get_by_test_id("gw-run")
    expect(run).to_be_disabled()
    problem = sandbox.get_by_test_id("gw-problem")
    expect(problem).to_contain_text("die allows 2")
    expect(problem).to_have_class("gw-problem gw-problem--error")
    # beside Run: in the program's head row, within the same lines of the screen
    head = sandbox.locator(".gw-program-box .gw-section-head")
    expect(head.get_by_test_id("gw-problem")).to_have_count(1)
    expect(sandbox.locator(".gw-slot[aria-invalid='true']")).to_have_count(1)
    expect(run).to_have_attribute("aria-describedby", problem.get_attribute("id"))
    expect(sandbox.get_by_test_id("gw-live")).to_contain_text("die allows 2")
    # Run and Clear stay on one line under the problem's note
    run_box, clear_box = run.bounding_box(), sandbox.locator(".gw-clear").bounding_box()
    assert abs(run_box["y"] - clear_box["y"]) < 2, (run_box, clear_box)
    # a loop still open while building: a neutral note, Run off, no alert
    clear(sandbox)
    lay(sandbox, ["for3("])
    expect(run).to_be_disabled()
    expect(problem).to_have_class("gw-problem gw-problem--pending")
    expect(problem).to_contain_text(")")
    expect(sandbox.get_by_test_id("gw-error")).to_have_count(0)
    lay(sandbox, ["R", ")"], start=1)
    expect(run).to_be_enabled()
    expect(sandbox.get_by_test_id("gw-problem")).to_have_count(0)


def test_hand_marks_the_card_laid(nb):
    """Puzzle 17: for2(, then down, then for3( leaves the right-arrow card free."""
    from playwright.sync_api import expect

    page, _, puzzle = nb
    puzzle.scroll_into_view_if_needed()
    choose_puzzle(puzzle, "16")
    expect(puzzle.locator(".gw-puzzle-title")).to_have_text("A loop in a loop")
    lay(puzzle, ["for2(", "D", "for3("])
    hand = puzzle.locator(".gw-hand")
    expect(hand.locator('button[data-token="R"]')).to_be_enabled()
    expect(hand.locator('button[data-token="D"]')).to_be_disabled()
    lay(puzzle, ["R"], start=3)
    expect(hand.locator('button[data-token="R"]')).to_be_disabled()


def test_board_has_row_and_column_labels(nb):
    from playwright.sync_api import expect

    page, sandbox, _ = nb
    board = sandbox.locator(".gw-board-wrap")
    expect(board.locator(".gw-axis-col")).to_have_text([str(i) for i in range(7)])
    expect(board.locator(".gw-axis-row")).to_have_text([str(i) for i in range(7)])


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_playing_area_fits_a_projector(nb, lab, screenshots, lang):
    """At 1024 x 768 the playing area of the sandbox and the puzzle is at most 640 px tall
    and all on the screen at once, after a run."""
    from playwright.sync_api import expect

    page, sandbox, puzzle = nb
    if lang == "ja":
        run_in_new_cell(page, "loops.lang = puzzles.lang = 'ja'")
        expect(sandbox.get_by_test_id("gw-run")).to_have_attribute("aria-label", "実行",
                                                                    timeout=15_000)
    for name, widget in (("sandbox", sandbox), ("puzzle", puzzle)):
        widget.scroll_into_view_if_needed()
        clear(widget)
        if name == "sandbox":
            lay(widget, ["for3(", "R", "U", ")"])
        else:
            choose_puzzle(widget, "16")
            lay(widget, ["for2(", "R", "for3(", "D", ")", ")"])
        widget.get_by_test_id("gw-run").click()
        to_last_frame(widget)
        # scrolled so the playing area starts at the top of the notebook: all of it is on
        # the screen at once
        scroll_to_top(widget.locator(".gw-layout"))
        page.screenshot(path=screenshots / f"gramin_projector_{name}_{lang}.png")
        area = playing_area(widget)
        assert area["parts"] == len(PLAYING_AREA), area
        assert area["height"] <= MAX_HEIGHT, f"{name} {lang}: {area}"
        view = notebook_view(page)
        assert view[0] - 1 <= area["top"] and area["bottom"] <= view[1] + 1, \
            f"{name} {lang}: {area} outside {view}"
        if name == "sandbox":
            # all of the sandbox after Run (it was 744 px: the counters, the cards run and
            # the end of the program in Python went below the fold), its top at the top
            widget.evaluate("(e) => e.scrollIntoView({block: 'start'})")
            whole = widget.evaluate("(e) => { const r = e.getBoundingClientRect();"
                                    " return {top: r.top, bottom: r.bottom, height: r.height}; }")
            print(f"sandbox after Run {lang}: {whole['height']:.0f} px")
            widget.screenshot(path=screenshots / f"gramin_sandbox_after_run_{lang}.png")
            assert whole["height"] <= MAX_HEIGHT, f"sandbox after Run, {lang}: {whole}"
            assert whole["bottom"] <= notebook_view(page)[1] + 1, \
                f"sandbox after Run, {lang}: {whole} below {notebook_view(page)}"
        assert_nothing_hidden(page, widget, f"{name} after Run, {lang}",
                              screenshots / f"gramin_hidden_{name}_{lang}.png")
        if name == "puzzle":
            scroll_to_top(widget.locator(".gw-puzzle"))
            page.screenshot(path=screenshots / f"gramin_projector_puzzle_top_{lang}.png")
    switch_theme(page, "JupyterLab Dark")
    for name, widget in (("sandbox", sandbox), ("puzzle", puzzle)):
        scroll_to_top(widget.locator(".gw-layout"))
        page.screenshot(path=screenshots / f"gramin_projector_{name}_{lang}_dark.png")
    switch_theme(page, "JupyterLab Light")
    if lang == "ja":
        run_in_new_cell(page, "loops.lang = puzzles.lang = 'en'")
        expect(sandbox.get_by_test_id("gw-run")).to_have_attribute("aria-label", "Run",
                                                                    timeout=15_000)


# a solved puzzle: the goal, the verdict and the Hint button with the playing area and the
# counters under the step controls (the points the run scored)
SOLVED_AREA = [".gw-goal", "[data-testid='gw-verdict']", "[data-testid='gw-hint']", *PLAYING_AREA,
               ".gw-counters"]


# puzzle 17 (3 rows, loops in loops) solved; the tallest board (puzzle 15, 7 rows) is
# measured by its playing area below
SOLVED = {"loop-in-loop": ("16", ["for2(", "D", "for3(", "R", ")", ")"])}


@pytest.mark.parametrize("which", list(SOLVED))
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_solved_puzzle_fits_a_projector(nb, lab, screenshots, lang, which):
    """A puzzle solved and played to its end: the goal, the verdict, the Hint button, the
    board, the hand, the program, the step controls, the event line and the counters are
    at most 640 px tall together and all on the screen with the widget's top at the top of
    the notebook."""
    from playwright.sync_api import expect

    page, _, puzzle = nb
    with puzzle_in(page, puzzle, lang):
        puzzle.scroll_into_view_if_needed()
        clear(puzzle)
        index, program = SOLVED[which]
        choose_puzzle(puzzle, index)
        lay(puzzle, program)
        puzzle.get_by_test_id("gw-run").click()
        to_last_frame(puzzle)
        expect(puzzle.get_by_test_id("gw-stars")).to_have_attribute("data-stars", "3")
        scroll_to_top(puzzle)
        page.screenshot(path=screenshots / f"gramin_projector_solved_{which}_{lang}.png")
        area = puzzle.evaluate("""(root, sels) => {
            const found = sels.map((s) => [s, root.querySelector(s)]).filter(([, e]) => e)
                .map(([s, e]) => [s, e.getBoundingClientRect()]).filter(([, r]) => r.height > 0);
            const top = root.getBoundingClientRect().top;
            const bottom = Math.max(...found.map(([, r]) => r.bottom));
            const ends = Object.fromEntries(found.map(([s, r]) => [s, Math.round(r.bottom - top)]));
            return {top, bottom, height: bottom - top, parts: found.length, ends};
        }""", SOLVED_AREA)
        assert_in_sight(page, area, len(SOLVED_AREA), f"solved puzzle {which} {lang}")
        assert_nothing_hidden(page, puzzle, f"solved puzzle {which}, {lang}")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_tallest_puzzle_playing_area_fits_a_projector(nb, lab, screenshots, lang):
    """Puzzle 15 "Down the well", the course's tallest board (7 rows), solved and played
    to its end: its playing area (board, hand, program, step controls, event line) is at
    most 640 px tall and all on the screen with the board at the top of the notebook."""
    from playwright.sync_api import expect

    page, _, puzzle = nb
    with puzzle_in(page, puzzle, lang):
        puzzle.scroll_into_view_if_needed()
        clear(puzzle)
        choose_puzzle(puzzle, "14")
        expect(puzzle.locator(".gw-board .gw-square")).to_have_count(35)  # 7 rows x 5
        lay(puzzle, ["R", "for3(", "2D", ")"])
        puzzle.get_by_test_id("gw-run").click()
        to_last_frame(puzzle)
        expect(puzzle.get_by_test_id("gw-stars")).to_have_attribute("data-stars", "3")
        scroll_to_top(puzzle.locator(".gw-layout"))
        page.screenshot(path=screenshots / f"gramin_projector_tallest_{lang}.png")
        assert_in_sight(page, playing_area(puzzle), len(PLAYING_AREA), f"tallest puzzle {lang}")
        assert_nothing_hidden(page, puzzle, f"tallest puzzle, {lang}")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_wall_that_stops_the_run_is_in_sight_and_said_in_full(nb, lang):
    """Puzzle 19 "A wall ahead", `→ ⇒`: the run stops before the wall. At the last frame
    the wall is still drawn (it stopped the explorer there), and the step's sentences (the
    trap, the if-card check, why the program stopped) are read without scrolling."""
    from playwright.sync_api import expect

    page, _, puzzle = nb
    with puzzle_in(page, puzzle, lang):
        puzzle.scroll_into_view_if_needed()
        clear(puzzle)
        choose_puzzle(puzzle, "18")
        lay(puzzle, ["R", "2R"])
        puzzle.get_by_test_id("gw-run").click()
        top = BOARD_TOP.format(sel=".gw-board")
        waiting = puzzle.evaluate(top)
        to_last_frame(puzzle)
        # the verdict ("a wall stopped the program…", one line: it was two, and pushed
        # the board and its counters down) takes the row kept for it: the board stays put
        verdict = puzzle.get_by_test_id("gw-verdict")
        expect(verdict).to_contain_text("まだ" if lang == "ja" else "wall")
        assert puzzle.evaluate(top) == waiting
        wall = puzzle.locator(".gw-board .gw-square[data-row='0'][data-col='2']")
        expect(wall).to_have_class(re.compile(r"\bgw-trap-wall\b"))
        events = puzzle.locator(".gw-events")
        expect(events).to_contain_text("かべ" if lang == "ja" else "A wall trap at (0, 2)")
        fits = events.evaluate("(e) => e.scrollHeight <= e.clientHeight + 1")
        assert fits, events.evaluate("(e) => [e.scrollHeight, e.clientHeight, e.innerText]")


def test_a_four_row_board_says_each_japanese_step_without_scrolling(nb):
    """Puzzle 12 "Staircase" (4 rows), `for3( → ↓ )`, in Japanese: every step's sentences
    (the square in words, the loop's iteration, a chest) are read without scrolling the
    step box (a step with a chest needed 123 px in a 122 px box)."""
    from playwright.sync_api import expect

    page, _, puzzle = nb
    with puzzle_in(page, puzzle, "ja"):
        puzzle.scroll_into_view_if_needed()
        clear(puzzle)
        choose_puzzle(puzzle, "11")
        expect(puzzle.locator(".gw-board-wrap")).to_have_attribute("data-rows", "4")
        lay(puzzle, ["for3(", "R", "D", ")"])
        puzzle.get_by_test_id("gw-run").click()
        to_last_frame(puzzle)
        puzzle.locator("button[data-cmd='first']").click()
        events = puzzle.locator(".gw-events")
        for i in range(7):  # the start, then six cards run
            scrolls = events.evaluate("(e) => e.scrollHeight > e.clientHeight ? "
                                      "[e.scrollHeight, e.clientHeight, e.innerText] : null")
            assert scrolls is None, f"frame {i + 1}: {scrolls}"
            if i < 6:
                puzzle.locator("button[data-cmd='step']").click()


def test_a_spent_if_card_is_marked_used_from_its_frame_on(nb):
    """Puzzle 25 "Only one if-card", `⇒ ⇒ ⇒`: the if-card cancels the hole at (0, 2) in
    frame 2; before, the row still showed it held while frame 3 said "No (false)". Its
    name stays readable (not struck through) once it is marked used."""
    from playwright.sync_api import expect

    page, _, puzzle = nb
    puzzle.scroll_into_view_if_needed()
    clear(puzzle)
    choose_puzzle(puzzle, "24")
    lay(puzzle, ["2R", "2R", "2R"])
    puzzle.get_by_test_id("gw-run").click()
    to_last_frame(puzzle)
    card = puzzle.locator("[data-testid='gw-if-cards'] .gw-card--if").first
    expect(card).to_have_attribute("data-used", "true")
    expect(card).to_have_attribute("aria-label", "if-card: hole (used)")
    caption = card.locator(".gw-card-caption")
    assert caption.evaluate("(e) => getComputedStyle(e).textDecorationLine") == "none"
    puzzle.locator("button[data-cmd='first']").click()
    expect(card).not_to_have_attribute("data-used", "true")
    puzzle.locator("button[data-cmd='step']").click()  # frame 2: the hole cancelled
    expect(card).to_have_attribute("data-used", "true")


# the if-card puzzles and the wall, each played as solved: their steps say the most (a
# trap, the if-card's check, what the program does next)
NARRATED = [("23", ["2R", "2R"]), ("25", ["for2(", "2R", "R", ")"]), ("18", ["R", "JR", "2R"])]


def frame_count(widget) -> int:
    """The number of frames of the run shown ("frame 3 / 7", 「3ステップ目（全7ステップ）」: 7)."""
    text = widget.get_by_test_id("gw-frame-no").inner_text()
    return int(re.findall(r"\d+", text)[-1])


def go_to_frame(widget, i: int) -> None:
    """Show frame ``i`` (1-based) of the run: First, then Step until it is shown."""
    from playwright.sync_api import expect

    first = widget.locator("button[data-cmd='first']")
    if first.is_enabled():  # off at the first frame
        first.click()
    for k in range(1, i + 1):
        if k > 1:
            widget.locator("button[data-cmd='step']").click()
        expect(widget.get_by_test_id("gw-frame-no")).to_contain_text(
            re.compile(rf"\b{k}\s*/|^{k}ステップ目"))  # "frame 3 / 7", 「3ステップ目（全7…」


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_step_of_a_puzzle_is_said_in_full(nb, screenshots, lang):
    """Each frame's sentences are all in sight, at 1024 x 768 and at 1440 x 900: the step
    box of "Through the hole" cut its last line ("...the program goes on") with no sign
    that more was there. The sandbox with traps, after its run, too."""
    from playwright.sync_api import expect

    page, _, puzzle = nb
    hidden = []
    with puzzle_in(page, puzzle, lang):
        puzzle.scroll_into_view_if_needed()
        for index, program in NARRATED:
            clear(puzzle)
            choose_puzzle(puzzle, index)
            lay(puzzle, program)
            puzzle.get_by_test_id("gw-run").click()
            to_last_frame(puzzle)
            tallest = (0, 1)
            for i in range(1, frame_count(puzzle) + 1):
                go_to_frame(puzzle, i)
                hidden += [f"puzzle {index}, frame {i}: {box}" for box in hidden_content(puzzle)]
                said = puzzle.get_by_test_id("gw-events").evaluate("(e) => e.scrollHeight")
                tallest = max(tallest, (said, i))
            # the frame that says the most, at both window sizes
            go_to_frame(puzzle, tallest[1])
            try:
                assert_nothing_hidden(page, puzzle, f"puzzle {index}, frame {tallest[1]}, {lang}",
                                      screenshots / f"gramin_narration_{index}_{lang}.png")
            except AssertionError as e:
                hidden.append(str(e))
            if lang == "ja":  # a spent if-card's name on its narrow card: 「使った／もしもカード
                # ／（あな）」, not 「使ったも／しも／カード」
                go_to_frame(puzzle, frame_count(puzzle))
                held = puzzle.get_by_test_id("gw-if-cards")
                if held.count():
                    hidden += [f"puzzle {index}, if-cards: a line starts inside {s}"
                               for s in held.evaluate(BROKEN_PHRASES)]
    traps = page.locator(SANDBOX).nth(1)
    traps.scroll_into_view_if_needed()
    if lang == "ja":
        run_in_new_cell(page, "traps.lang = 'ja'")
        expect(traps.get_by_test_id("gw-run")).to_have_attribute("aria-label", "実行",
                                                                 timeout=15_000)
    try:
        clear(traps)
        lay(traps, ["D", "2R", "2R", "U"])
        traps.get_by_test_id("gw-run").click()
        to_last_frame(traps)
        assert_nothing_hidden(page, traps, f"sandbox with traps after Run, {lang}",
                              screenshots / f"gramin_hidden_traps_{lang}.png")
    except AssertionError as e:
        hidden.append(str(e))
    finally:
        if lang == "ja":
            run_in_new_cell(page, "traps.lang = 'en'")
            expect(traps.get_by_test_id("gw-run")).to_have_attribute("aria-label", "Run",
                                                                     timeout=15_000)
    assert not hidden, "\n".join(hidden)
