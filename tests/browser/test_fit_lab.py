"""The playing area fits a classroom projector: JupyterLab at 1024 x 768, side bar closed.

A projected notebook shows about 640 px of a widget below Lab's menus and toolbars. The
algo widget with two, three or four players (the opponents' rows, the student's row, the
attack controls and the deduction grid, with the probabilities too), pair play, solo
play and the lesson's deduction panel, the Goblin Escape widget with three to six goblins
(the choice buttons, a turn's resolution, its last step with the "what if" table and Next
turn) and the Gramin game must each fit in that height, in English and in Japanese, so
that nobody scrolls during a turn. And nothing is hidden inside a box, at 1024 x 768 and
at 1440 x 900 (helpers.browser.assert_nothing_hidden): no cell of the grid, no row, no line
of a sentence is cut off or scrolled away without a scroll bar.
Screenshots of the whole page go to artifacts/screenshots/fit_*.png.

The cases follow one another on one page, in one notebook on one kernel (open_widget):
each runs its widget's code in the notebook's cell in place of the last case's.
"""

from __future__ import annotations

import json
import re
import time

import pytest
from helpers.browser import (
    ACTIVE,
    PROJECTOR,
    assert_nothing_hidden,
    assert_phrases_whole,
    assert_readings_in_their_boxes,
    close_side_bar,
    open_and_run,
    patience,
    recorder_cell,
    run_all,
    settle,
    switch_theme,
    to_last_frame,
    wait_for,
    widget_in,
    words,
    write_notebook,
)
from helpers.ruby import crowded, cut_off
from helpers.ruby import measure as measure_ruby

pytestmark = pytest.mark.browser

PLAYING_AREA = 640
"""Most pixels (CSS) a widget's playing area may be tall at the projector size."""

ALGO = """\
from gamewidgets.algo import AlgoWidget
w = AlgoWidget([None] + ["bot:probabilistic"] * ({n} - 1), seed=0, lang={lang!r})
w"""

def assert_on_screen(what: str, area: dict, visible: float) -> None:
    """``area`` (``height``, ``bottom`` in px) is at most :data:`PLAYING_AREA` tall and ends
    above ``visible``, the bottom of the notebook's visible part."""
    assert area["height"] <= PLAYING_AREA, (
        f"{what}: the playing area is {area['height']:.0f} px tall at 1024x768 "
        f"(at most {PLAYING_AREA})")
    assert area["bottom"] <= visible + 1, (
        f"{what}: its bottom ({area['bottom']:.0f} px) is below the visible notebook "
        f"({visible:.0f} px)")


NOTEBOOK = "fit"
"""The module's one notebook: each case runs its widget's code in its cell, on one kernel."""

# the notebook's cells: the recorder, with the runner of a case (the code the test wrote
# into _rec/case.json, run as the cell's own: its last expression is the cell's result);
# the case's widget; the mark that the case has run
SHOW = """\
import ast as _ast, json as _json
import ipywidgets as _widgets
def _show():
    global _done
    case = _json.loads((_rec / "case.json").read_text())
    _done = case["done"]
    _widgets.Widget.close_all()  # the last case's widgets, their views already cleared
    tree = _ast.parse(case["code"])
    last = tree.body.pop() if tree.body and isinstance(tree.body[-1], _ast.Expr) else None
    exec(compile(tree, case["name"], "exec"), globals())
    if last is not None:
        return eval(compile(_ast.Expression(last.value), case["name"], "eval"), globals())"""
CELLS = [recorder_cell(NOTEBOOK, SHOW), "_show()", "_ = (_rec / _done).write_text('')"]


@pytest.fixture(scope="module")
def page(browser, browser_context_args):
    """The module's page (rather than one per test): the cases follow one another in the
    notebook :data:`NOTEBOOK` it keeps open (see :func:`open_widget`)."""
    context = browser.new_context(**{**browser_context_args, "viewport": PROJECTOR})
    page = context.new_page()
    page.on("dialog", lambda d: d.accept())  # leave a notebook opened again with its changes
    yield page
    context.close()


def _notebook_ready(page, lab) -> bool:
    """Whether the page shows :data:`NOTEBOOK` with its kernel idle, as a case run before
    this one left it (a kernel busy with that case's last message is given a few seconds);
    a kernel in any other state is shut down."""
    if f"/lab/tree/{NOTEBOOK}.ipynb" not in page.url:
        return False
    deadline = time.monotonic() + patience(5)
    while True:
        sessions = lab.sessions(NOTEBOOK)
        state = sessions[0]["kernel"]["execution_state"] if sessions else "none"
        if state == "idle":
            return True
        if state in ("none", "dead") or time.monotonic() > deadline:
            break
        time.sleep(0.05)
    lab.shut_down(NOTEBOOK)
    return False


def open_widget(page, lab, name: str, code: str, selector: str, side_bar: bool = False):
    """Run ``code`` (case ``name``) in the module's notebook at the projector size, with
    the side bar closed (``side_bar``: with Lab's default layout, the file browser open
    beside the notebook) and the light theme; return the widget's locator.

    The notebook is opened (a fresh workspace, a new kernel) by the module's first case,
    or when the last left the kernel busy or dead; a later case runs all its cells again,
    its code in the place of the last case's, the widgets of that one closed: a page load
    and a kernel's start (the most part of a case's time) are paid once a module.
    """
    record = lab.record / NOTEBOOK
    record.mkdir(parents=True, exist_ok=True)
    done = f"{name}.done"
    (record / done).unlink(missing_ok=True)
    (record / "case.json").write_text(json.dumps({"name": name, "code": code, "done": done}))
    page.set_viewport_size(PROJECTOR)
    if _notebook_ready(page, lab):
        if page.locator("body[data-jp-theme-light='false']").count():
            switch_theme(page, "JupyterLab Light")  # a case that failed in the dark
        # Lab's default layout, as a fresh workspace opens: the widget is drawn beside the
        # file browser first, as in a notebook just opened (a goblin setup screen drawn wide
        # kept its wide layout when the file browser opened beside it)
        open_file_browser(page)
        # the last case's outputs, marked: Run All clears them
        page.evaluate("() => document.querySelectorAll('.jp-OutputArea-output')"
                      ".forEach((e) => { e.dataset.gwLastCase = ''; })")
        run_all(page, lab, NOTEBOOK, done=done)
        wait_for(lambda: not page.locator("[data-gw-last-case]").count(), 15,
                 "the last case's outputs cleared")
    else:
        write_notebook(lab, NOTEBOOK, CELLS)
        # a fresh workspace: Lab would reopen the notebooks of another module with this one
        open_and_run(page, lab, NOTEBOOK, reset=True, done=done)
    widget = widget_in(page, selector)
    widget.wait_for()
    if not side_bar:
        close_side_bar(page)
    else:
        open_file_browser(page)
    return widget


def open_file_browser(page) -> None:
    """Open Lab's file browser in the left side bar (Lab's default layout), and wait until
    the notebook beside it has its width."""
    if not page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current").count():
        page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab[data-id='filebrowser']").click()
    page.locator("#filebrowser").wait_for(state="visible")
    settle(page.locator(ACTIVE).first)


def at_top(page, widget) -> dict:
    """Scroll the notebook so the widget's top is just under Lab's toolbar; return
    ``{"top", "bottom", "height"}`` of the widget and ``"visible"``: the bottom of the
    notebook's visible area (all in CSS pixels of the page)."""
    return page.evaluate(
        """(el) => {
            const scroller = el.closest('.jp-WindowedPanel-outer')
              ?? el.closest('.jp-Notebook');
            const box = scroller.getBoundingClientRect();
            scroller.scrollTop += el.getBoundingClientRect().top - box.top - 4;
            const r = el.getBoundingClientRect();
            return { top: r.top, bottom: r.bottom, height: r.height,
                     visible: Math.min(box.bottom, window.innerHeight) };
        }""",
        widget.element_handle(),
    )


def assert_fits(page, widget, what: str, inner=None) -> None:
    """The widget is at most PLAYING_AREA px tall and, scrolled to its top, wholly in
    view (``inner``, a locator, too)."""
    settle(widget)
    box = at_top(page, widget)
    assert_on_screen(what, box, box["visible"])
    if inner is not None:
        r = inner.bounding_box()
        assert r is not None and r["y"] + r["height"] <= box["visible"] + 1, (
            f"{what}: {inner} ends at {r and r['y'] + r['height']:.0f} px, below the fold")


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("n", [2, 3, 4])  # the lessons' and the demo's game; three; four
def test_algo_fits_a_projector(page, lab, screenshots, lang, n):
    name = f"fit_algo_{n}_{lang}"
    widget = open_widget(page, lab, name, ALGO.format(n=n, lang=lang), ".gw-algo")
    # the bots that play before the student: Next until it is the student's turn
    for _ in range(n):
        if widget.get_by_test_id("gw-attack").count():
            break
        before = widget.inner_text()
        widget.get_by_test_id("gw-advance").click()
        wait_for(lambda before=before: widget.inner_text() != before, 10, "a bot's move")
    widget.get_by_test_id("gw-attack").wait_for(timeout=10_000)
    # rows, the attack controls and the deduction grid are all rendered at once
    for testid in ("gw-rows", "gw-controls", "gw-grid"):
        assert widget.get_by_test_id(testid).is_visible(), testid
    # every opponent's row is drawn (with several, the grid shows the one chosen)
    assert widget.locator(".gw-player-row").count() == n
    widget.locator("button.gw-acard.gw-pickable").first.click()
    at_top(page, widget)
    page.screenshot(path=screenshots / f"fit_algo_{n}_{lang}.png")
    print(f"algo {n} players {lang}: {widget.bounding_box()['height']:.0f} px")
    if lang == "ja":
        assert_phrases_whole(widget, f"algo, {n} players")
        assert_readings_in_their_boxes(widget, f"algo, {n} players")
    assert_fits(page, widget, f"algo, {n} players, {lang}",
                widget.get_by_test_id("gw-grid"))
    assert_fits(page, widget, f"algo, {n} players, {lang}",
                widget.get_by_test_id("gw-attack"))
    assert widget.evaluate(CARDS_CLIPPED) == []
    assert_nothing_hidden(page, widget, f"algo, {n} players, {lang}")
    # the probabilities in every cell: the grid widest (in a game at 1024 x 768 its
    # columns 10 and 11 and half its 5th row went out of sight)
    _probabilities_fit(page, widget, screenshots / f"fit_algo_{n}_{lang}_prob.png",
                       f"algo, {n} players, probabilities, {lang}")
    if n > 2 or lang == "en":
        switch_theme(page, "JupyterLab Dark")
        at_top(page, widget)
        page.screenshot(path=screenshots / f"fit_algo_{n}_{lang}_dark.png")
        switch_theme(page, "JupyterLab Light")


def _probabilities(widget) -> None:
    """Choose Probabilities in the hint select; wait for the cells' chances."""
    from playwright.sync_api import expect

    widget.get_by_test_id("gw-hints").select_option("probabilities")
    expect(widget.locator(".gw-cell-open[data-p]").first).to_be_visible(timeout=15_000)


def _probabilities_fit(page, widget, shot, what: str) -> None:
    """With the probabilities in every cell (the grid at its widest): the grid and Attack
    above the fold and nothing cut off; screenshots ``shot`` (and one per window size)."""
    _probabilities(widget)
    at_top(page, widget)
    page.screenshot(path=shot)
    print(f"{what}: {widget.bounding_box()['height']:.0f} px")
    assert_fits(page, widget, what, widget.get_by_test_id("gw-grid"))
    assert_fits(page, widget, what, widget.get_by_test_id("gw-attack"))
    assert_nothing_hidden(page, widget, what, shot)


def _to_the_students_turn(widget, page) -> None:
    """Press Next (a bot's move) until the student may attack; lift a cover screen."""
    from playwright.sync_api import expect

    for _ in range(12):
        if widget.get_by_test_id("gw-attack").count():
            return
        if widget.get_by_test_id("gw-show-cards").count():
            widget.get_by_test_id("gw-show-cards").click()
        elif widget.get_by_test_id("gw-skip-toss").count():
            widget.get_by_test_id("gw-skip-toss").click()  # pair play: the toss skipped
            expect(widget.get_by_test_id("gw-skip-toss")).to_have_count(0, timeout=10_000)
        else:
            # the status read the same way before and after (its innerText holds the
            # readings of its ruby, its textContent them in brackets: never equal in
            # Japanese, so Next was pressed again before the bot's move arrived)
            status = widget.get_by_test_id("gw-status")
            before = words(status)
            widget.get_by_test_id("gw-advance").click()
            wait_for(lambda s=status, b=before: words(s) != b, 10, "the status after Next")
    expect(widget.get_by_test_id("gw-attack")).to_be_visible(timeout=10_000)


# the lesson's deduction panel (02_algo_deduction): a typed view of three rows of six cards
ALGO_PANEL = """\
from gamewidgets.algo import AlgoWidget, TSUME_PUZZLES
from gamewidgets.algo.teaching import named
w = AlgoWidget(view=named(TSUME_PUZZLES[2], {lang!r})["view"], lang={lang!r})
w"""


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_algo_lesson_panel_fits_a_projector(page, lab, screenshots, lang):
    """The lesson's deduction panel, rows of six cards: its grid's column 11 was scrolled
    out of its box (no scroll bar) at 1024 and at 1440, the typed view's last line too."""
    name = f"fit_algo_panel_{lang}"
    widget = open_widget(page, lab, name, ALGO_PANEL.format(lang=lang), ".gw-algo")
    widget.get_by_test_id("gw-grid").wait_for(timeout=10_000)
    assert widget.locator(".gw-grid [role=gridcell]").count() == 5 * 12
    at_top(page, widget)
    page.screenshot(path=screenshots / f"fit_algo_panel_{lang}.png")
    print(f"algo panel {lang}: {widget.bounding_box()['height']:.0f} px")
    assert_fits(page, widget, f"algo panel, {lang}", widget.locator(".gw-player-row").last)
    assert_nothing_hidden(page, widget, f"algo panel, {lang}",
                          screenshots / f"fit_algo_panel_{lang}.png")
    _probabilities(widget)
    assert_fits(page, widget, f"algo panel, probabilities, {lang}",
                widget.get_by_test_id("gw-grid"))
    assert_nothing_hidden(page, widget, f"algo panel, probabilities, {lang}",
                          screenshots / f"fit_algo_panel_{lang}_prob.png")


ALGO_TSUME = """\
from gamewidgets.algo import AlgoWidget
w = AlgoWidget(puzzle="used_up", lang={lang!r})
w"""


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_algo_tsume_puzzle_fits_a_projector(page, lab, screenshots, lang):
    """A tsume-algo puzzle of three rows: the course bar, the rows and the answer pad with
    the deduction hidden, then opened by an answer (its grid and steps)."""
    name = f"fit_algo_tsume_{lang}"
    widget = open_widget(page, lab, name, ALGO_TSUME.format(lang=lang), ".gw-algo")
    widget.get_by_test_id("gw-panel-hidden").wait_for(timeout=10_000)
    widget.locator("button.gw-acard.gw-pickable").first.click()
    at_top(page, widget)
    page.screenshot(path=screenshots / f"fit_algo_tsume_{lang}.png")
    assert_fits(page, widget, f"tsume, {lang}", widget.get_by_test_id("gw-attack"))
    assert_nothing_hidden(page, widget, f"tsume, {lang}")
    widget.locator(".gw-num[data-n='11']").click()
    widget.get_by_test_id("gw-attack").click()
    widget.get_by_test_id("gw-grid").wait_for(timeout=15_000)
    at_top(page, widget)
    page.screenshot(path=screenshots / f"fit_algo_tsume_{lang}_open.png")
    print(f"algo tsume {lang}: {widget.bounding_box()['height']:.0f} px")
    assert_nothing_hidden(page, widget, f"tsume, deduction open, {lang}",
                          screenshots / f"fit_algo_tsume_{lang}_open.png")
    assert_fits(page, widget, f"tsume, deduction open, {lang}",
                widget.get_by_test_id("gw-grid"))
    assert_fits(page, widget, f"tsume, deduction open, {lang}",
                widget.get_by_test_id("gw-stepper"))


# the lesson's pair play (02_algo_deduction): the student, a bot partner, two bot opponents
ALGO_PAIR = """\
from gamewidgets.algo import AlgoRules, AlgoWidget
w = AlgoWidget([None] + ["bot:probabilistic"] * 3, rules=AlgoRules(mode="pair"), seed=2,
               lang={lang!r})
w"""


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_algo_pair_play_fits_a_projector(page, lab, screenshots, lang):
    """Pair play at the student's turn: each opponent's six cards in the grid (the 6th row
    was scrolled out of the grid's box), with and without the probabilities."""
    name = f"fit_algo_pair_{lang}"
    widget = open_widget(page, lab, name, ALGO_PAIR.format(lang=lang), ".gw-algo")
    _to_the_students_turn(widget, page)
    assert widget.locator(".gw-grid tbody tr[data-slot]").count() == 6
    widget.locator(".gw-player-row:not(.gw-me) button.gw-acard.gw-pickable").first.click()
    at_top(page, widget)
    page.screenshot(path=screenshots / f"fit_algo_pair_{lang}.png")
    print(f"algo pair {lang}: {widget.bounding_box()['height']:.0f} px")
    assert_fits(page, widget, f"algo pair, {lang}", widget.get_by_test_id("gw-grid"))
    assert_fits(page, widget, f"algo pair, {lang}", widget.get_by_test_id("gw-attack"))
    assert_nothing_hidden(page, widget, f"algo pair, {lang}")
    for owner in widget.get_by_test_id("gw-owner-pick").locator("button").all():
        owner.click()
        assert_nothing_hidden(page, widget, f"algo pair, {owner.inner_text()}'s cards, {lang}")
    _probabilities_fit(page, widget, screenshots / f"fit_algo_pair_{lang}_prob.png",
                       f"algo pair, probabilities, {lang}")
    from playwright.sync_api import expect

    # a click in the panel brings up no key help over the number buttons; the keyboard's
    # focus in the grid brings it up, in sight to its last line, the panel's top too
    keys = widget.get_by_test_id("gw-keys")
    widget.get_by_test_id("gw-owner-pick").locator("button").first.click()
    assert not keys.is_visible(), "the key help shows after a click"
    widget.locator(".gw-grid [role=gridcell][tabindex='0']").first.focus()
    page.keyboard.press("ArrowRight")
    expect(keys).to_be_visible()
    page.screenshot(path=screenshots / f"fit_algo_pair_{lang}_keys.png")
    viewport = page.viewport_size["height"]
    help_box = keys.bounding_box()
    panel_box = widget.locator(".gw-panel").first.bounding_box()
    assert help_box["y"] + help_box["height"] <= viewport, (
        f"algo pair, {lang}: the key help ends at {help_box['y'] + help_box['height']:.0f} px "
        f"of {viewport}")
    assert panel_box["y"] >= 0, f"algo pair, {lang}: the panel's top left the screen"


ALGO_SOLO = """\
from gamewidgets.algo import AlgoSoloWidget
w = AlgoSoloWidget(seed=3, lang={lang!r})
w"""


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_algo_solo_fits_a_projector(page, lab, screenshots, lang):
    """Solo play (the lesson's), its chances shown in the gaps, then a card placed."""
    from playwright.sync_api import expect

    name = f"fit_algo_solo_{lang}"
    widget = open_widget(page, lab, name, ALGO_SOLO.format(lang=lang), ".gw-algo")
    widget.get_by_test_id("gw-solo-chances").click()
    gaps = widget.locator("button.gw-solo-gap")
    expect(gaps.first).to_have_attribute("aria-label", re.compile(r"\d"))
    at_top(page, widget)
    page.screenshot(path=screenshots / f"fit_algo_solo_{lang}.png")
    assert_fits(page, widget, f"algo solo, {lang}", gaps.last)
    assert_nothing_hidden(page, widget, f"algo solo, {lang}",
                          screenshots / f"fit_algo_solo_{lang}.png")
    status = widget.get_by_test_id("gw-status")
    before = words(status)
    gaps.first.click()
    wait_for(lambda: words(status) != before, 10, "the status after a card is placed")
    assert_fits(page, widget, f"algo solo, a card placed, {lang}")
    assert_nothing_hidden(page, widget, f"algo solo, a card placed, {lang}")


ALGO_CERTAIN_TEN = """\
from gamewidgets.algo import AlgoWidget
w = AlgoWidget([None] + ["bot:probabilistic"] * 2, seed=15, lang={lang!r})
while w.turn["advance"]:
    w.advance()
w  # the student's turn: Bot 1's 4th card is certainly 10, the grid's widest cell"""


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_deduction_grid_keeps_its_twelve_columns_without_a_scroll_bar(page, lab, screenshots,
                                                                          lang):
    """A certain two-digit number ("★10") widened its column: in Japanese (longer row
    heads) the grid's column 11 went under a horizontal scroll bar."""
    name = f"fit_algo_certain_{lang}"
    widget = open_widget(page, lab, name, ALGO_CERTAIN_TEN.format(lang=lang), ".gw-algo")
    widget.locator(".gw-cell-certain[data-n='10']").wait_for(timeout=10_000)
    at_top(page, widget)
    page.screenshot(path=screenshots / f"fit_algo_certain_{lang}.png")
    wrap = widget.locator(".gw-grid-wrap")
    over = wrap.evaluate("(e) => [e.scrollWidth, e.clientWidth]")
    assert over[0] <= over[1] + 1, f"the grid is {over[0]} px wide in a {over[1]} px box"
    assert_nothing_hidden(page, widget, f"algo, a certain 10, {lang}")


ALGO_ROUND_TWO = """\
from gamewidgets.algo import AlgoWidget
w = AlgoWidget([None] + ["bot:probabilistic"] * 2, seed=0, lang={lang!r})
def sure_miss():  # a bot's move, or the student declares a number of their own row
    if w.turn["advance"]:
        return w.advance()
    p, i = w.turn["targets"][0]
    w.attack(p, i, w.players[0]["row"][0]["number"], w.turn["own"][0] if w.turn["own"] else None)
while w.phase != "round_over":
    sure_miss()
w.next_round()
while w.turn["advance"]:
    w.advance()
w  # the student's turn in round 2: black 11 hidden in the row, white 1 drawn"""

# every card's number and tag inside the card's border (a hidden card of one's own shows
# its number: "11" ran over the dashes, the drawn card's tag read "drawr")
CARDS_CLIPPED = """(root) => [...root.querySelectorAll('.gw-acard')].flatMap((card) => {
    const c = card.getBoundingClientRect(), b = parseFloat(getComputedStyle(card).borderLeftWidth);
    return [...card.querySelectorAll('.gw-acard-num, .gw-acard-tag')].map((part) => {
        const r = document.createRange();
        r.selectNodeContents(part);
        const t = r.getBoundingClientRect();
        return t.width && (t.left < c.left + b - 0.5 || t.right > c.right - b + 0.5)
            ? [part.textContent, Math.round(t.width), Math.round(c.width - 2 * b)] : null;
    }).filter((x) => x);
})"""


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_two_digit_numbers_and_tags_stay_inside_their_cards(page, lab, screenshots, lang):
    """Three players, round 2: the student's hidden black 11 and the drawn white 1, whose
    tag ("drawn", 「引いた」) the row squeezed."""
    name = f"fit_algo_round2_{lang}"
    widget = open_widget(page, lab, name, ALGO_ROUND_TWO.format(lang=lang), ".gw-algo")
    widget.get_by_test_id("gw-drawn").wait_for(timeout=15_000)
    at_top(page, widget)
    page.screenshot(path=screenshots / f"fit_algo_round2_{lang}.png")
    assert widget.evaluate(CARDS_CLIPPED) == []
    assert_nothing_hidden(page, widget, f"algo, round 2, {lang}")


ALGO_OWN_MARK = """\
from gamewidgets.algo import AlgoWidget
w = AlgoWidget([None] + ["bot:probabilistic"] * 3, seed=0, lang={lang!r})
w.advance()  # a bot attacks the student's first card (and misses)
w"""


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_an_attack_mark_on_ones_own_card_leaves_the_note_readable(page, lab, screenshots, lang):
    """Four players: the mark of a bot's attack under one's own card ("0? ✗") covered
    "the others" in "dashed = hidden from the others", the note under the row."""
    name = f"fit_algo_own_mark_{lang}"
    widget = open_widget(page, lab, name, ALGO_OWN_MARK.format(lang=lang), ".gw-algo")
    mark = widget.locator(".gw-me .gw-guess")
    mark.wait_for(timeout=10_000)
    at_top(page, widget)
    page.screenshot(path=screenshots / f"fit_algo_own_mark_{lang}.png")
    a, b = mark.bounding_box(), widget.get_by_test_id("gw-own-note").bounding_box()
    apart = (a["y"] + a["height"] <= b["y"] or b["y"] + b["height"] <= a["y"]
             or a["x"] + a["width"] <= b["x"] or b["x"] + b["width"] <= a["x"])
    assert apart, f"the mark {a} covers the note {b}"
    assert_fits(page, widget, f"algo, 4 players, a mark on one's own card, {lang}")
    assert_nothing_hidden(page, widget, f"algo, 4 players, a mark on one's own card, {lang}")


GRAMIN_GAME = """\
from gamewidgets.gramin import GraminGameWidget
w = GraminGameWidget(["Ann", "bot"], seed=3, lang={lang!r})
w"""

# what a person needs in sight while building: the board, the hand, the program with its
# submit button, and the status line that says what to do
GAME_BUILD = [".gw-board", ".gw-builder .gw-hand-box", ".gw-builder .gw-program-box",
              "[data-testid='gw-submit']", "[data-testid='gw-status']"]
# and while the actions play: the board, the program acting, its step controls, its events
GAME_ACTION = [".gw-board", ".gw-action .gw-program-body", ".gw-action .gw-buttons",
               ".gw-action .gw-events", "[data-testid='gw-status']", "[data-testid='gw-act']"]


def area_of(widget, sels: list[str]) -> dict:
    """Top, bottom and height (CSS px) of the union of the parts ``sels`` of ``widget``;
    ``missing``: the selectors with nothing drawn."""
    return widget.evaluate("""(root, sels) => {
        const found = sels.map((s) => [s, root.querySelector(s)]);
        const missing = found.filter(([, e]) => !e || !e.getBoundingClientRect().height)
            .map(([s]) => s);
        const boxes = found.filter(([, e]) => e).map(([, e]) => e.getBoundingClientRect())
            .filter((r) => r.height > 0);
        const top = Math.min(...boxes.map((r) => r.top));
        const bottom = Math.max(...boxes.map((r) => r.bottom));
        return {top, bottom, height: bottom - top, missing};
    }""", sels)


def assert_area_fits(page, widget, sels: list[str], what: str) -> dict:
    """Scroll the widget's top under Lab's toolbar; the parts ``sels`` together are at
    most PLAYING_AREA px tall and all in the visible notebook."""
    settle(widget)
    box = at_top(page, widget)
    area = area_of(widget, sels)
    assert not area["missing"], f"{what}: not drawn: {area['missing']}"
    assert_on_screen(what, area, box["visible"])
    return area

def roll_and_build(widget) -> None:
    """Roll the die of the Gramin game and lay for3( R ) 2R from the hand, waiting for each
    card to show in the program."""
    from playwright.sync_api import expect

    widget.get_by_test_id("gw-roll").click()
    expect(widget.get_by_test_id("gw-builder")).to_be_visible(timeout=10_000)
    hand = widget.locator(".gw-builder .gw-hand")
    for i, token in enumerate(["for3(", "R", ")", "2R"]):
        hand.locator(f'button.gw-card[data-token="{token}"]:not([disabled])').first.click()
        expect(widget.locator(".gw-builder .gw-strip .gw-slot")).to_have_count(i + 1)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_gramin_game_fits_a_projector(page, lab, screenshots, lang):
    """The game widget while Ann builds (hand, program, submit) and while the actions
    play (program, step controls, events): the board and all of it at once."""
    from playwright.sync_api import expect

    name = f"fit_gramin_game_{lang}"
    widget = open_widget(page, lab, name, GRAMIN_GAME.format(lang=lang), ".gw-gramin.gw-game")

    def check(moment: str, sels: list[str], shot: str) -> None:
        at_top(page, widget)
        page.screenshot(path=screenshots / shot)
        if lang == "ja":
            assert_phrases_whole(widget, f"Gramin game, {moment}")
            # the pills' readings (山札：3枚) stand inside their border; the もしも card
            # note's second line keeps its readings clear of the first
            assert_readings_in_their_boxes(widget, f"Gramin game, {moment}")
            crowding = crowded(widget.locator(".gw-builder")) if moment == "building" else []
            assert crowding == [], (moment, crowding)
        area = assert_area_fits(page, widget, sels, f"Gramin game, {moment}, {lang}")
        print(f"gramin game {moment} {lang}: {area['height']:.0f} px")
        assert_nothing_hidden(page, widget, f"Gramin game, {moment}, {lang}", screenshots / shot)

    roll_and_build(widget)
    check("building", GAME_BUILD, f"fit_gramin_game_build_{lang}.png")
    if lang == "en":
        switch_theme(page, "JupyterLab Dark")
        at_top(page, widget)
        page.screenshot(path=screenshots / "fit_gramin_game_build_dark.png")
        switch_theme(page, "JupyterLab Light")
    widget.get_by_test_id("gw-submit").click()
    # the bot is the parent (seed 3): it may place a trap; then the actions
    widget.get_by_test_id("gw-act").wait_for(timeout=15_000)
    widget.get_by_test_id("gw-act").click()
    expect(widget.get_by_test_id("gw-action")).to_be_visible()
    to_last_frame(widget.locator(".gw-action"))
    check("an action", GAME_ACTION, f"fit_gramin_game_action_{lang}.png")


def test_invalid_game_program_is_said_beside_submit(page, lab):
    """The game's builder says what stops its program beside the submit button, as the
    sandbox does beside Run: off, the reason (and the card) marked, read aloud; a loop
    still open is a neutral note."""
    name = "gramin_game_problem"
    # seed 1: Ann builds first, the die shows 4, the hand holds five move cards
    game = open_widget(page, lab, name, GRAMIN_GAME.replace("seed=3", "seed=1").format(lang="en"),
                       ".gw-gramin.gw-game")
    _invalid_program(game)


def _invalid_program(game):
    from playwright.sync_api import expect

    game.get_by_test_id("gw-roll").click()
    builder = game.get_by_test_id("gw-builder")
    expect(builder).to_be_visible(timeout=10_000)
    _lay(builder, ["for3("])
    submit = game.get_by_test_id("gw-submit")
    expect(submit).to_be_disabled()
    problem = builder.get_by_test_id("gw-problem")
    expect(problem).to_have_class("gw-problem gw-problem--pending")
    expect(problem).to_contain_text("close the loop 'for3('")
    # beside submit: in the program's head row
    expect(builder.locator(".gw-program-box .gw-section-head [data-testid='gw-problem']"))\
        .to_have_count(1)
    expect(submit).to_have_attribute("aria-describedby", problem.get_attribute("id"))
    expect(builder.locator(".gw-slot[aria-invalid='true']")).to_have_count(0)
    # closed at once: an empty loop is an error, its card marked
    _lay(builder, [")"], start=1)
    expect(problem).to_have_class("gw-problem gw-problem--error")
    expect(builder.locator(".gw-slot[aria-invalid='true']")).to_have_count(1)
    expect(game.get_by_test_id("gw-live")).to_contain_text(problem.inner_text())
    for n in (1, 0):  # the builder has no Clear: remove the cards one by one
        builder.locator(".gw-slot[data-index='0'] .gw-remove").click()
        expect(builder.locator(".gw-strip .gw-slot")).to_have_count(n)
    # five move cards under a die of 4
    _lay(builder, ["R", "R", "R", "2R", "2R"])
    expect(submit).to_be_disabled()
    expect(problem).to_contain_text("the die allows 4")
    expect(game.get_by_test_id("gw-live")).to_contain_text("the die allows 4")
    builder.locator(".gw-slot[data-index='4'] .gw-remove").click()
    expect(builder.locator(".gw-strip .gw-slot")).to_have_count(4)
    expect(submit).to_be_enabled()
    expect(builder.get_by_test_id("gw-problem")).to_have_count(0)


def _lay(widget, tokens, start: int = 0):
    from playwright.sync_api import expect

    for i, token in enumerate(tokens, start=start + 1):
        card = f'.gw-hand button.gw-card[data-token="{token}"]:not([disabled])'
        widget.locator(card).first.click()
        expect(widget.locator(".gw-strip .gw-slot")).to_have_count(i)


SEQUENCE = """\
from gamewidgets.gramin import GraminWidget
w = GraminWidget(board='''
.....
.....
..2..
.....
@....
''', lang={lang!r})
w"""


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_gramin_speed_menu_stays_in_its_column(page, lab, screenshots, lang):
    """Lesson 1's first board (5 x 5, every card offered) after a run at 1024 x 768: the
    step controls' speed menu is drawn whole inside the column under the board, with its
    name (「速さ」, "Speed") written beside it: a menu of 「ふつう」 alone did not say what it
    changes."""
    from playwright.sync_api import expect

    name = f"fit_gramin_speed_{lang}"
    widget = open_widget(page, lab, name, SEQUENCE.format(lang=lang), ".gw-gramin")
    _lay(widget, ["R", "R", "U"])
    widget.get_by_test_id("gw-run").click()
    to_last_frame(widget)
    expect(widget.get_by_test_id("gw-frame-no")).to_contain_text("4")
    at_top(page, widget)
    page.screenshot(path=screenshots / f"fit_gramin_speed_{lang}.png")
    boxes = widget.evaluate("""(root) => {
        const r = (s) => root.querySelector(s).getBoundingClientRect();
        return {speed: r('.gw-player .gw-speed').right, player: r('.gw-player').right,
                slider: r('.gw-player .gw-slider').right};
    }""")
    assert boxes["speed"] <= boxes["player"] + 0.5, boxes
    assert boxes["slider"] <= boxes["player"] + 0.5, boxes
    label = widget.locator(".gw-player .gw-speed-text")
    expect(label).to_have_text({"en": "Speed", "ja": "速さ"}[lang])
    shown = label.evaluate("(e) => { const r = e.getBoundingClientRect(); "
                           "return r.width > 10 && getComputedStyle(e).clip === 'auto'; }")
    assert shown, "the speed menu's name is not shown"
    assert_nothing_hidden(page, widget, f"Gramin, lesson 1's first board, {lang}")


def in_view_together(page, widget, top: str, sels: list[str]) -> dict:
    """Scroll the notebook so the part ``top`` of ``widget`` is just under Lab's toolbar;
    return the visible notebook's ``top`` and ``bottom`` and, for each of ``sels``, its
    ``[top, bottom]`` (CSS px of the page; null when it is not drawn)."""
    settle(widget)
    at_top(page, widget.locator(top).first)
    settle(widget)
    return page.evaluate("""([el, sels]) => {
        const scroller = el.closest('.jp-WindowedPanel-outer') ?? el.closest('.jp-Notebook');
        const box = scroller.getBoundingClientRect();
        const parts = {};
        for (const s of sels) {
            const r = el.querySelector(s)?.getBoundingClientRect();
            parts[s] = r && r.height ? [r.top, r.bottom] : null;
        }
        return {top: Math.max(box.top, 0), bottom: Math.min(box.bottom, window.innerHeight),
                width: el.getBoundingClientRect().width,
                height: el.getBoundingClientRect().height, parts};
    }""", [widget.element_handle(), sels])


def assert_in_view_together(seen: dict, what: str) -> None:
    """Every part of ``seen`` (:func:`in_view_together`) is drawn and wholly in the view,
    all of them within :data:`PLAYING_AREA` px from the top of the first."""
    for sel, part in seen["parts"].items():
        assert part is not None, f"{what}: {sel} is not drawn"
        assert part[0] >= seen["top"] - 1 and part[1] <= seen["bottom"] + 1, (
            f"{what}: {sel} spans {part[0]:.0f}-{part[1]:.0f} px, the view "
            f"{seen['top']:.0f}-{seen['bottom']:.0f} px (the widget {seen['width']:.0f} px "
            f"wide, {seen['height']:.0f} px tall)")
    parts = [p for p in seen["parts"].values() if p is not None]
    span = max(p[1] for p in parts) - min(p[0] for p in parts)
    assert span <= PLAYING_AREA, f"{what}: the parts span {span:.0f} px (at most {PLAYING_AREA})"


# lesson 4's first widget at the course's tallest board: "well", 5 x 7
PUZZLE = """\
from gamewidgets.gramin import PuzzleWidget
w = PuzzleWidget(start="well", lang={lang!r})
w"""

# lesson 1's third widget: three rows, a hole and a crocodile, an if-card held
TRAPS = """\
from gamewidgets.gramin import GraminWidget
w = GraminWidget(board='''
..c..
@.h.4
.....
''', if_cards=["if_hole"], lang={lang!r})
w"""


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("what", ["sandbox", "puzzle", "traps"])
def test_gramin_sandbox_fits_beside_the_file_browser(page, lab, screenshots, what, lang):
    """Lesson 1's first board, its trap board (an if-card held, the trap's sentences)
    and lesson 4's puzzles with Lab's default layout, the file browser open (the widget
    about 600 px wide): the board stacked over the cards made the sandbox 810 px tall;
    the step controls pushed Run 500 px under the board after a run: a student scrolled
    down to run again and back up to watch. With the board's top at the top of the
    notebook, the board and Run are in sight together, the program empty and with cards
    laid; after the run, the board, the step buttons and Run."""
    from playwright.sync_api import expect

    name = f"fit_gramin_files_{what}_{lang}"
    code, cards = {"sandbox": (SEQUENCE, ["R", "R", "U", "for2(", "R", ")"]),
                   "puzzle": (PUZZLE, ["for3(", "R", ")"]),
                   "traps": (TRAPS, ["2R", "2R"])}[what]
    widget = open_widget(page, lab, name, code.format(lang=lang), ".gw-gramin", side_bar=True)
    width = page.evaluate("() => document.querySelector('#filebrowser')"
                          ".getBoundingClientRect().width")
    assert width > 150, f"the file browser is {width} px wide"
    board, run = ".gw-board-wrap", "[data-testid='gw-run']"
    seen = in_view_together(page, widget, board, [board, run])
    page.screenshot(path=screenshots / f"{name}_empty.png")
    print(f"gramin {what} {lang} beside the file browser: {seen['width']:.0f} px wide, "
          f"{seen['height']:.0f} px tall, empty")
    assert_in_view_together(seen, f"the {what} beside the file browser, empty, {lang}")
    _lay(widget, cards)
    seen = in_view_together(page, widget, board, [board, run])
    page.screenshot(path=screenshots / f"{name}_cards.png")
    print(f"gramin {what} {lang} beside the file browser: {seen['height']:.0f} px tall, "
          f"{len(cards)} cards laid")
    assert_in_view_together(seen, f"the {what} beside the file browser, cards laid, {lang}")
    assert_nothing_hidden(page, widget, f"Gramin {what} beside the file browser, {lang}")
    _assert_program_head(widget, f"the {what} beside the file browser, {lang}")
    widget.get_by_test_id("gw-run").click()
    to_last_frame(widget)
    expect(widget.get_by_test_id("gw-player")).to_be_visible()
    seen = in_view_together(page, widget, board, [board, ".gw-player .gw-buttons", run])
    page.screenshot(path=screenshots / f"{name}_run.png")
    print(f"gramin {what} {lang} beside the file browser: {seen['height']:.0f} px tall, "
          f"after the run")
    assert_in_view_together(seen, f"the {what} beside the file browser, after Run, {lang}")
    assert_nothing_hidden(page, widget, f"Gramin {what} beside the file browser, run, {lang}",
                          screenshots / f"{name}_run.png")
    if lang == "ja":  # the puzzle's goal and verdict: とど of 届 clear of the line above,
        # たからばこ of 宝箱 clear of the EN/日本語 toggle
        crowding = crowded(widget.locator(".gw-puzzle-slot"))
        assert crowding == [], f"the {what} beside the file browser, run: {crowding}"


def _assert_program_head(widget, what):
    """The program's head: Run on the heading's line, and the count of cards one unit on
    one line, beside the heading or whole under it (「プログラム」 / 「置いたカード2枚」),
    never cut (「置いた｜カード2枚」) nor pushed under Run (one line of 15 px text is
    27 px tall with the readings above 枚)."""
    head = widget.locator(".gw-program-box .gw-section-head")
    heading, count, run = (head.locator(sel).first.bounding_box()
                           for sel in (".gw-heading", ".gw-count", "[data-testid='gw-run']"))
    bottom = heading["y"] + heading["height"]
    same_line = heading["y"] < run["y"] + run["height"] and run["y"] < bottom
    assert same_line, f"{what}: Run is not on the heading's line: {heading}, {run}"
    assert count["height"] < 2.5 * 15, f"{what}: the count of cards wraps: {count}"
    beside = count["y"] < heading["y"] + heading["height"]
    assert beside or abs(count["x"] - heading["x"]) < 2, \
        f"{what}: the count is neither beside the heading nor under it: {heading}, {count}"
    assert count["x"] + count["width"] <= run["x"] or count["y"] >= run["y"] + run["height"] - 1, \
        f"{what}: the count runs into Run: {count}, {run}"


# the parts of the sandbox a keyboard user goes through, each found by the closest of
# these around a focused element (first match wins: Run is in the program's box)
TAB_PARTS = {"run": "[data-testid='gw-run']", "steps": ".gw-player",
             "board": ".gw-board-wrap", "cards": ".gw-hand-box", "program": ".gw-program-box"}

TAB_WALK = """([root, parts]) => {
    const el = document.activeElement;
    if (!root.contains(el)) return null;
    for (const [part, sel] of Object.entries(parts)) {
        if (el.closest(sel)) return part;
    }
    return "";
}"""

# where each part is drawn: Run, the step buttons, the board, the cards and the program
# laid (the program's own cards, under its head where Run is), and the column it is
# drawn in (null where the layout draws no column: the narrow one lays the parts out
# themselves)
DRAWN = """([root, sels]) => Object.fromEntries(Object.entries(sels).map(([part, sel]) => {
    const box = (e) => {
        const r = e.getBoundingClientRect();
        return [r.left, r.top, r.right, r.bottom];
    };
    const el = root.querySelector(sel);
    const column = el.closest('.gw-left, .gw-right');
    const drawn = column && getComputedStyle(column).display !== 'contents';
    return [part, {box: box(el), column: drawn ? box(column) : null}];
}))"""
DRAWN_PARTS = {"run": "[data-testid='gw-run']", "steps": ".gw-player .gw-buttons",
               "board": ".gw-board-wrap", "cards": ".gw-hand-box .gw-hand",
               "program": ".gw-program-box .gw-program-body"}


def reading_order(boxes: dict[str, list[float]]) -> list[str]:
    """The parts ``boxes`` (``[left, top, right, bottom]``) in the order a reader takes
    them (a recursive X-Y cut): rows split by a horizontal line that crosses no part, top
    to bottom; a row that no such line splits, into columns by a vertical line that
    crosses no part, left to right; inside each, again."""
    if len(boxes) <= 1:
        return list(boxes)
    for lo, hi in ((1, 3), (0, 2)):  # rows first (top, bottom), then columns
        edges = sorted({b[hi] for b in boxes.values()})
        for cut in edges:
            first = {k: b for k, b in boxes.items() if b[hi] <= cut + 1}
            rest = {k: b for k, b in boxes.items() if b[lo] >= cut - 1 and k not in first}
            if first and rest and len(first) + len(rest) == len(boxes):
                return reading_order(first) + reading_order(rest)
    return sorted(boxes, key=lambda k: (boxes[k][1], boxes[k][0]))


def test_reading_order_takes_rows_then_columns():
    """Board and cards side by side over the program, the steps under it: a row, then
    rows; two columns side by side with no line across both: the left, then the right;
    parts drawn in columns: each column whole, even where a line crosses no part."""
    rows = {"steps": [0, 500, 500, 540], "cards": [310, 0, 560, 290],
            "board": [0, 0, 300, 300], "program": [0, 320, 560, 480]}
    assert reading_order(rows) == ["board", "cards", "program", "steps"]
    columns = {"cards": [420, 0, 900, 170], "steps": [0, 320, 400, 364],
               "board": [0, 0, 400, 310], "program": [420, 180, 900, 370]}
    assert reading_order(columns) == ["board", "steps", "cards", "program"]
    # the same columns drawn as columns: their parts' ends have no say
    left, right = [0, 0, 400, 364], [420, 0, 900, 600]
    level = {"board": [0, 0, 400, 310], "steps": [0, 320, 400, 364],
             "cards": [420, 0, 900, 170], "program": [420, 180, 900, 300]}
    parts = {k: {"box": b, "column": left if b[0] < 410 else right} for k, b in level.items()}
    assert reading_order(level) == ["board", "cards", "program", "steps"]
    assert drawing_order(parts) == ["board", "steps", "cards", "program"]


def drawing_order(parts: dict[str, dict]) -> list[str]:
    """The parts (:data:`DRAWN`) in the order a reader takes them: the columns they are
    drawn in (a part in none is a block of its own) in :func:`reading_order`, then the
    parts of each column in theirs."""
    blocks: dict[tuple, dict[str, list[float]]] = {}
    for name, part in parts.items():
        blocks.setdefault(tuple(part["column"] or part["box"]), {})[name] = part["box"]
    keys = list(blocks)
    order = reading_order({str(i): list(key) for i, key in enumerate(keys)})
    return [name for i in order for name in reading_order(blocks[keys[int(i)]])]


@pytest.mark.parametrize("layout", ["narrow", "wide"])
def test_gramin_tab_order_follows_the_drawing(page, lab, screenshots, layout):
    """Lesson 1's first board after a run, beside the file browser (the narrow layout:
    the cards beside the board, the program under both, the step controls under the
    program) and with the side bar closed (two columns: the board and the step controls
    under it; the cards and the program): Tab from the widget meets the board, the cards,
    Run, the program and the step buttons in the order they are drawn, rows top to bottom
    and the parts of a row (or the columns) left to right (the narrow layout drew the step
    controls last, and Tab met them right after the board)."""
    from playwright.sync_api import expect

    name = f"fit_gramin_tab_{layout}"
    widget = open_widget(page, lab, name, SEQUENCE.format(lang="en"), ".gw-gramin",
                         side_bar=layout == "narrow")
    _lay(widget, ["R", "R", "U"])
    widget.get_by_test_id("gw-run").click()
    to_last_frame(widget)
    expect(widget.get_by_test_id("gw-player")).to_be_visible()
    settle(widget)
    width = widget.locator(".gw-layout").evaluate("(e) => e.getBoundingClientRect().width")
    assert (480 <= width < 732) == (layout == "narrow"), f"the layout is {width} px wide"
    parts = page.evaluate(DRAWN, [widget.element_handle(), DRAWN_PARTS])
    drawn = drawing_order(parts)
    widget.focus()
    met: list[str] = []
    for _ in range(120):
        page.keyboard.press("Tab")
        part = page.evaluate(TAB_WALK, [widget.element_handle(), TAB_PARTS])
        if part is None:
            break
        if part and (not met or met[-1] != part):
            met.append(part)
    at_top(page, widget)
    page.screenshot(path=screenshots / f"{name}.png")
    print(f"gramin tab order, {layout} ({width:.0f} px): met {met}, drawn {drawn}, "
          f"boxes {({k: [round(x) for x in v['box']] for k, v in parts.items()})}")
    assert met == drawn, f"the {layout} layout: Tab meets {met}, drawn {drawn}"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_gramin_game_fits_beside_the_file_browser(page, lab, screenshots, lang):
    """Lesson 4's game with Lab's default layout, the file browser open (the widget about
    590 px wide, the action's panel under the board): after an action, the board, the
    action's step buttons and Next action; at the end of the turn, the board, the last
    action's step buttons and Roll, each in sight together with the status line that says
    what to do (the step buttons were under the action's program, 70-100 px below the
    fold)."""
    from playwright.sync_api import expect

    name = f"fit_gramin_game_files_{lang}"
    widget = open_widget(page, lab, name, GRAMIN_GAME.format(lang=lang), ".gw-gramin.gw-game",
                         side_bar=True)
    misfits = []

    def measure(moment: str, sels: list[str]) -> None:
        seen = in_view_together(page, widget, ".gw-game-row", sels)
        shot = screenshots / f"{name}_{moment}.png"
        page.screenshot(path=shot)
        parts = [p for p in seen["parts"].values() if p]
        span = max(p[1] for p in parts) - min(p[0] for p in parts) if parts else 0
        print(f"gramin game {lang} beside the file browser, {moment}: {seen['width']:.0f} px "
              f"wide, {seen['height']:.0f} px tall, the parts span {span:.0f} px")
        for check in (lambda what: assert_in_view_together(seen, what),
                      lambda what: assert_nothing_hidden(page, widget, what, shot)):
            try:
                check(f"the game beside the file browser, {moment}, {lang}")
            except AssertionError as e:
                misfits.append(str(e))

    width = page.evaluate("() => document.querySelector('#filebrowser')"
                          ".getBoundingClientRect().width")
    assert width > 150, f"the file browser is {width} px wide"
    roll_and_build(widget)
    widget.get_by_test_id("gw-submit").click()
    act = widget.get_by_test_id("gw-act")
    act.wait_for(timeout=15_000)
    act.click()
    panel = widget.get_by_test_id("gw-action")
    expect(panel).to_be_visible()
    to_last_frame(panel)
    steps = ".gw-action .gw-buttons"
    measure("action", [".gw-board-wrap", "[data-testid='gw-status']",
                       "[data-testid='gw-act']", steps])
    roll = widget.get_by_test_id("gw-roll")
    for _ in range(12):
        if roll.count():
            break
        before = panel.get_attribute("data-action"), panel.get_attribute("data-player")
        # the last action still plays, and each of its frames draws the bar with Next action
        # again: under load a mouse click waits for a button that keeps being replaced
        act.evaluate("(b) => b.click()")
        wait_for(lambda b=before: roll.count() or (
            panel.get_attribute("data-action"), panel.get_attribute("data-player")) != b,
            10, "the next action")
    expect(roll).to_be_visible()
    to_last_frame(panel)
    measure("turn_end", [".gw-board-wrap", "[data-testid='gw-status']",
                         "[data-testid='gw-roll']", steps])
    assert not misfits, "\n".join(misfits)


GOBLIN_CROWD = """\
from gamewidgets.goblin import GoblinWidget
w = GoblinWidget({players!r}, seed=0, lang={lang!r})
w"""

CROWDS = {
    3: ["Ann", "Ben", "Cat"],
    4: ["Ann", "Ben", "Cat", "bot:cooperator"],
    5: ["Ann", "Ben", "Cat", "bot:cooperator", "bot:free_rider"],
    6: ["Ann", "Ben", "Cat", "bot:cooperator", "bot:free_rider", "bot:adaptive"],
}


def _choose(widget, action: str) -> None:
    """The person whose cover is shown uncovers their screen and chooses ``action``."""
    from playwright.sync_api import expect

    widget.get_by_test_id("gw-show").click()
    button = widget.get_by_test_id(f"gw-choose-{action}")
    expect(button).to_be_enabled()
    button.click()


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_goblin_crowd_fits_a_projector(page, lab, screenshots, n, lang):
    """Three to six goblins, three of them people sharing the screen: the choice buttons
    on turns 1 and 2, the steal-target prompt, the turn's resolution (its step controls)
    and its last step with the "what if" table and Next turn (they were about 900 px
    down) each fit the projector, nothing hidden in a box. Every moment is measured
    and shot before the test says which did not fit."""
    from playwright.sync_api import expect

    name = f"fit_goblin_{n}_{lang}"
    widget = open_widget(page, lab, name, GOBLIN_CROWD.format(players=CROWDS[n], lang=lang),
                         ".gw-goblin")
    misfits = []

    def measure(moment: str, check) -> None:
        at_top(page, widget)
        page.screenshot(path=screenshots / f"fit_goblin_{n}_{lang}_{moment}.png")
        print(f"goblin {n} {lang} {moment}: {widget.bounding_box()['height']:.0f} px")
        whole = (lambda what: assert_phrases_whole(widget, what)) if lang == "ja" else None
        ruby = (lambda what: assert_readings_in_their_boxes(widget, what)) if lang == "ja" \
            else None
        # the turn-by-turn sentence's readings stand clear of its line above (こ of
        # 「1個」 on 「肉を」)
        step = (lambda what: _uncrowded(widget.get_by_test_id("gw-sentence"), what)) \
            if lang == "ja" and moment in ("steps", "end") else None
        for each in filter(None, (check, lambda what: assert_nothing_hidden(page, widget, what),
                                  whole, ruby, step)):
            try:
                each(f"Goblin {n}, {moment}, {lang}")
            except AssertionError as e:
                misfits.append(str(e))

    widget.get_by_test_id("gw-show").click()
    buttons = widget.locator(".gw-action-btn")
    buttons.first.wait_for()
    measure("turn1", lambda what: assert_fits(page, widget, what, buttons.last))
    # Ann steals from one of two resters: she is asked whom after the reveal
    widget.get_by_test_id("gw-choose-steal").click()
    _choose(widget, "rest")
    _choose(widget, "rest")
    widget.get_by_test_id("gw-reveal").click()
    targets = widget.locator(".gw-target-btn")
    targets.first.wait_for()
    measure("target", lambda what: assert_fits(page, widget, what, targets.last))
    targets.first.click()
    expect(widget.get_by_test_id("gw-player")).to_be_visible()
    measure("steps", lambda what: assert_area_fits(page, widget, [
        "[data-testid='gw-goblins']", "[data-testid='gw-tunnel']",
        "[data-testid='gw-player']"], what))
    expect(widget.get_by_test_id("gw-next-turn")).to_have_count(0)  # not halfway
    to_last_frame(widget)
    # the turn's end: the last step, the "what if" table and Next turn under the goblins
    expect(widget.get_by_test_id("gw-whatif")).to_be_visible()
    measure("end", lambda what: assert_area_fits(page, widget, [
        "[data-testid='gw-goblins']", "[data-testid='gw-tunnel']",
        "[data-testid='gw-player']", "[data-testid='gw-whatif']",
        "[data-testid='gw-next-turn']"], what))
    if n == 4 and lang == "en":
        switch_theme(page, "JupyterLab Dark")
        at_top(page, widget)
        page.screenshot(path=screenshots / "fit_goblin_end_dark.png")
        switch_theme(page, "JupyterLab Light")
    widget.get_by_test_id("gw-next-turn").click()
    widget.get_by_test_id("gw-show").click()
    buttons.first.wait_for()
    expect(widget.get_by_test_id("gw-reason-steal")).to_be_visible()  # no repeat
    measure("turn2", lambda what: assert_fits(page, widget, what, buttons.last))
    if n == 4 and lang == "en":
        switch_theme(page, "JupyterLab Dark")
        at_top(page, widget)
        page.screenshot(path=screenshots / "fit_goblin_dark.png")
        switch_theme(page, "JupyterLab Light")
    assert not misfits, "\n".join(misfits)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("n", [3, 6])
def test_goblin_turn_end_fits_beside_the_file_browser(page, lab, screenshots, n, lang):
    """Lab's default layout, the file browser open: the notebook is narrower, and the
    turn's last step with the "what if" table was 735-772 px tall in a 645 px view; going
    to the last step scrolled Next turn into sight and the step's top out of it. Now the
    table's sentences fold under it, the last step, the table and Next turn fit the
    projector together, and from the steps at the top of the screen the last step brings
    Next turn into sight with the step's top still on the screen; the best value's tag
    keeps clear of the reason column."""
    from playwright.sync_api import expect

    name = f"fit_goblin_files_{n}_{lang}"
    widget = open_widget(page, lab, name, GOBLIN_CROWD.format(players=CROWDS[n], lang=lang),
                         ".gw-goblin", side_bar=True)
    width = page.evaluate("() => document.querySelector('#filebrowser')"
                          ".getBoundingClientRect().width")
    assert width > 150, f"the file browser is {width} px wide"
    widget.get_by_test_id("gw-show").click()
    widget.get_by_test_id("gw-choose-steal").click()
    _choose(widget, "rest")
    _choose(widget, "rest")
    widget.get_by_test_id("gw-reveal").click()
    widget.locator(".gw-target-btn").first.click()
    player = widget.get_by_test_id("gw-player")
    expect(player).to_be_visible()
    widget.locator("button[data-cmd='play']").evaluate(
        "b => b.getAttribute('aria-pressed') === 'true' && b.click()")
    at_top(page, widget)
    widget.locator("button[data-cmd='last']").click()
    expect(widget.get_by_test_id("gw-next-turn")).to_be_visible()
    settle(widget)
    seen = page.evaluate("""(el) => {
        const scroller = el.closest('.jp-WindowedPanel-outer') ?? el.closest('.jp-Notebook');
        const box = scroller.getBoundingClientRect();
        const r = (s) => el.querySelector(s).getBoundingClientRect();
        return {top: Math.max(box.top, 0), bottom: Math.min(box.bottom, window.innerHeight),
                step: r("[data-testid='gw-player']").top,
                next: r("[data-testid='gw-next-turn']").bottom,
                width: el.getBoundingClientRect().width};
    }""", widget.element_handle())
    page.screenshot(path=screenshots / f"fit_goblin_files_{n}_{lang}_last.png")
    print(f"goblin {n} {lang} beside the file browser ({seen['width']:.0f} px wide): "
          f"last step to Next turn {seen['next'] - seen['step']:.0f} px, "
          f"view {seen['bottom'] - seen['top']:.0f} px")
    assert seen["step"] >= seen["top"] - 1, (
        f"the last step's top ({seen['step']:.0f} px) is above the view ({seen['top']:.0f})")
    assert seen["next"] <= seen["bottom"] + 1, (
        f"Next turn ends at {seen['next']:.0f} px, below the view ({seen['bottom']:.0f})")
    # the best value's tag keeps clear of the reason column (it touched it in Japanese)
    gaps = widget.evaluate("""(root) => [...root.querySelectorAll(
            '.gw-whatif-table tr:has(.gw-tag-best)')].map((tr) => {
        const note = tr.querySelector('td.gw-note');
        const start = note.getBoundingClientRect().left
            + parseFloat(getComputedStyle(note).paddingLeft);
        return start - tr.querySelector('.gw-tag-best').getBoundingClientRect().right;
    })""")
    assert gaps and min(gaps) >= 8, f"the best tag is {gaps} px from the reason"
    at_top(page, widget)
    page.screenshot(path=screenshots / f"fit_goblin_files_{n}_{lang}_end.png")
    # the last step, the table and Next turn fit the projector together (the goblins
    # above them are scrolled past: beside the file browser all of it is 690-790 px)
    end = area_of(widget, ["[data-testid='gw-player']", "[data-testid='gw-whatif']",
                           "[data-testid='gw-next-turn']"])
    whole = area_of(widget, ["[data-testid='gw-goblins']", "[data-testid='gw-next-turn']"])
    print(f"goblin {n} {lang} beside the file browser: the last step to Next turn "
          f"{end['height']:.0f} px, from the goblins {whole['height']:.0f} px")
    assert end["height"] <= PLAYING_AREA, (
        f"the last step, the table and Next turn are {end['height']:.0f} px tall")
    assert_nothing_hidden(page, widget, f"Goblin {n} beside the file browser, {lang}")
    if lang == "ja":
        _uncrowded(widget.get_by_test_id("gw-sentence"), f"Goblin {n} beside the file browser")


def _uncrowded(root, what: str) -> None:
    """Each reading of ``root`` stands 2.5 px below the ink of the line above it and the top
    of its filled box (:func:`helpers.ruby.crowded`: こ of 「1個」 stood 2 px under 「ん」
    and read as part of that line, and on the sentence box's top edge beside the file
    browser), nor is it cut off by a box that clips."""
    crowding = crowded(root, room=2.5, fills=True) + cut_off(measure_ruby(root))
    assert crowding == [], f"{what}: " + "; ".join(crowding)


ALGO_ROUND_OVER = """\
from gamewidgets.algo import AlgoWidget
w = AlgoWidget([None] + ["bot:probabilistic"] * ({n} - 1), seed=0, lang={lang!r})
# the student declares a number of their own row (a sure miss) until a bot wins the round
while w.phase != "round_over":
    if w.turn["advance"]:
        w.advance()
    else:
        own = [c["number"] for c in w.players[0]["row"]]
        p, i = w.turn["targets"][0]
        w.attack(p, i, own[0], w.turn["own"][0] if w.turn["own"] else None)
w"""


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("n", [3, 4])
def test_algo_round_over_fits_a_projector(page, lab, screenshots, n, lang):
    """The end of a round: the result box (who won, why, the next-round button, the
    standings behind a toggle) and every row under it, at once."""
    name = f"fit_algo_over_{n}_{lang}"
    widget = open_widget(page, lab, name, ALGO_ROUND_OVER.format(n=n, lang=lang), ".gw-algo")
    result = widget.get_by_test_id("gw-result")
    result.wait_for(timeout=30_000)
    at_top(page, widget)
    page.screenshot(path=screenshots / f"fit_algo_over_{n}_{lang}.png")
    print(f"algo round over {n} {lang}: result {result.bounding_box()['height']:.0f} px, "
          f"widget {widget.bounding_box()['height']:.0f} px")
    assert_fits(page, widget, f"algo round over, {n} players, {lang}",
                widget.locator(".gw-player-row").last)
    assert widget.get_by_test_id("gw-next-round").is_visible()
    assert_nothing_hidden(page, widget, f"algo round over, {n} players, {lang}")
    if lang == "ja":
        assert_phrases_whole(widget, f"algo round over, {n} players")
        assert_readings_in_their_boxes(widget, f"algo round over, {n} players")


JA_OTHERS = """\
from IPython.display import display
from gamewidgets.algo import AlgoSoloWidget
from gamewidgets.gramin import GraminWidget, PuzzleWidget, PythonWidget
sandbox = GraminWidget(board="....\\n..3.\\n.2..\\n@...", hand="R U R U for3( )", die=2, lang="ja")
puzzle = PuzzleWidget(lang="ja")
python = PythonWidget(lang="ja")
solo = AlgoSoloWidget(seed=0, lang="ja")
for w in (sandbox, puzzle, python, solo):
    display(w)"""
OTHERS = {"sandbox": ".gw-gramin:not(.gw-puzzle-view):not(.gw-python):not(.gw-game)",
          "puzzle": ".gw-puzzle-view", "python": ".gw-python", "solo": ".gw-algo-solo"}


def test_the_other_widgets_in_japanese_break_lines_between_phrases(page, lab, screenshots):
    """The Gramin sandbox, a puzzle, the Python widget and algo solo, in Japanese at the
    projector size: each shows its readings as ruby, breaks its lines only between
    BudouX's phrases, and fits."""
    name = "fit_ja_others"
    first = open_widget(page, lab, name, JA_OTHERS, OTHERS["sandbox"])
    for what, sel in OTHERS.items():
        widget = first if what == "sandbox" else \
            page.locator(f"{ACTIVE} .jp-OutputArea {sel}").first
        widget.wait_for(timeout=30_000)
        at_top(page, widget)
        page.screenshot(path=screenshots / f"fit_ja_{what}.png")
        assert_phrases_whole(widget, what)
        assert_fits(page, widget, f"{what}, ja")
    # the Python course's list shows the chosen puzzle's whole title (a title in
    # Japanese is cut at the width an English one fits in)
    course = page.locator(f"{ACTIVE} .jp-OutputArea {OTHERS['python']}").first \
        .get_by_test_id("gw-course")
    text_width, box = course.evaluate("""(s) => {
        const span = document.createElement("span");
        span.style.font = getComputedStyle(s).font;
        span.style.whiteSpace = "pre";
        span.textContent = s.options[s.selectedIndex].text;
        document.body.append(span);
        const w = span.getBoundingClientRect().width;
        span.remove();
        const cs = getComputedStyle(s);
        return [w, s.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight)];
    }""")
    assert text_width <= box, (text_width, box)
    # the puzzle's goal and the sandbox's hand say 宝箱 and 枚: their readings are ruby
    assert page.locator(f"{ACTIVE} .jp-OutputArea ruby rt").count() > 0


SETUP_SCREENS = """\
from IPython.display import display
from gamewidgets.algo import AlgoWidget
from gamewidgets.goblin import GoblinWidget
from gamewidgets.gramin import GraminGameWidget
display(AlgoWidget(seed=4, setup="open", lang={lang!r}),
        GoblinWidget(seed=1, setup="open", lang={lang!r}),
        GraminGameWidget(setup="open", lang={lang!r}))"""


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_setup_screens_fit_beside_the_file_browser(page, lab, screenshots, lang):
    """Lab's default layout, the file browser open (a cell about 590 px wide): algo's setup
    screen had 641 px of content in its 590 px box, the options' explanations cut
    mid-word, the name box cut in Japanese, and Tab into a select scrolled the form
    sideways. Now, in a narrow cell, each explanation goes under its select and the seats
    wrap: no setup screen (algo, Goblin, Gramin) is wider than its cell or hides anything."""
    name = f"fit_setup_files_{lang}"
    first = open_widget(page, lab, name, SETUP_SCREENS.format(lang=lang), ".gw-setup",
                        side_bar=True)
    screens = page.locator(ACTIVE).locator(".jp-OutputArea .gw-setup")
    wait_for(lambda: screens.count() == 3, what="the three setup screens")
    width = page.evaluate("() => document.querySelector('#filebrowser')"
                          ".getBoundingClientRect().width")
    assert width > 150, f"the file browser is {width} px wide"
    wrong = []
    for i, game in enumerate(["algo", "goblin", "gramin"]):
        screen = screens.nth(i)
        screen.wait_for()
        settle(screen)
        # the box's content, and every box in it, inside its border (a fieldset 1 px
        # past it was the sign of a grid wider than the cell: 641 px in 590 on a
        # classroom's fonts)
        seen = screen.evaluate("""(el) => {
            const cell = el.closest('.jp-OutputArea-output') ?? el.parentElement;
            const box = el.getBoundingClientRect();
            const inner = box.right - parseFloat(getComputedStyle(el).borderRightWidth);
            const out = [...el.querySelectorAll('*')].filter((e) => e.getClientRects().length
                && e.getBoundingClientRect().right > inner + 0.5).map((e) =>
                `${e.tagName.toLowerCase()}.${e.className} ends at `
                + `${Math.round(e.getBoundingClientRect().right - inner)} px past the border`);
            return {width: box.width, scroll: el.scrollWidth, client: el.clientWidth,
                    cell: cell.getBoundingClientRect().width, out};
        }""")
        print(f"{game} setup {lang} beside the file browser: {seen}")
        if seen["width"] > seen["cell"] + 1:
            wrong.append(f"{game}'s setup screen is {seen['width']:.0f} px wide in a "
                         f"{seen['cell']:.0f} px cell")
        wrong += [f"{game}: {o}" for o in seen["out"]]
        if seen["scroll"] > seen["client"] + 1:
            wrong.append(f"{game}'s setup screen has {seen['scroll']} px of content in "
                         f"{seen['client']} px")
        # Tab into each select leaves the form where it was (it scrolled sideways)
        for select in screen.locator("select").all():
            select.focus()
            sideways = screen.evaluate("""(el) => {
                let sideways = 0;
                for (let e = el; e && !e.classList.contains('jp-Cell'); e = e.parentElement)
                    sideways += e.scrollLeft;
                return sideways;
            }""")
            if sideways:
                wrong.append(f"{game}: focusing a select scrolled the form {sideways} px "
                             "sideways")
        # each option's explanation open, under its select
        for summary in screen.locator(".gw-setup-help > summary").all():
            summary.click()
        settle(screen)
        try:
            assert_nothing_hidden(page, screen, f"{game} setup {lang} beside the file browser",
                                  shots=screenshots / f"fit_setup_files_{game}_{lang}.png")
            if lang == "ja":
                # 「席を増やす」's reading touched the button's top border
                assert_readings_in_their_boxes(screen, f"{game} setup")
                # nor touches the line above it, or a select's focus ring (まい under
                # 「4枚」's select)
                wrong += [f"{game}: {c}" for c in crowded(screen)]
        except AssertionError as e:
            wrong.append(str(e))
    assert first.is_visible()
    assert not wrong, "\n".join(wrong)
