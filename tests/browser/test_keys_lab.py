"""Keys typed in a widget never reach the notebook around it: JupyterLab and Notebook 7.

A child clicks a card and types the letters of the lesson (R, U, D, L): in command mode
the notebook reads D D as "delete this cell", R as "make it a Raw cell", B as "insert a
cell below". Here every focusable control (``button, input, textarea, select,
[tabindex]``, an editable box, the widget's root first) of every widget, each game in
each mode, gets the focus in turn and is typed D D, every letter a-z and A-Z, every
digit, then Tab, Shift+Tab, Escape and Enter, each from the control; afterwards the
notebook's cells (count, types, sources) must be as they were, and what was typed into a
text box must be in that box. The letters and digits are typed in one round trip per
control, as key events dispatched in the page to the focused element (a task's pause
between two keys, as between typed ones); text boxes, and Tab, Shift+Tab, Escape and
Enter, get the real keyboard. Enter presses the control, so a walk goes on into what it
opens (the code box, another puzzle, a new game); the screens behind a cover (algo pair
play, Goblin's choices) are opened by a click and walked too.

Then the keys a widget keeps for itself must still work (the step keys, a grid's arrows,
Enter and Space on a card), the Python box is typed as a child would (Tab indents,
Escape then Tab goes on to "Make cards"), and Ctrl+S from a widget still saves.

One JupyterLab and one Notebook 7 server for the module, one notebook holding every
widget, one page per front end; requests to any host but 127.0.0.1 fail the test. Keys
that changed the notebook fail their test and leave the notebook to be opened again from
disk (autosave is off) and run, so the next test starts from the same notebook.
"""

from __future__ import annotations

import json
import re
import time
from urllib.parse import urlparse

import pytest
from helpers.browser import ACTIVE, open_notebook, run_all, wait_for

pytestmark = pytest.mark.browser

NAME = "keys"
LETTERS = "dd" + "abcdefghijklmnopqrstuvwxyz" + "ABCDEFGHIJKLMNOPQRSTUVWXYZ" + "0123456789"
"""Typed at every control: D D (delete the cell) first, then every letter and digit."""

SETUP = """\
import os, pathlib
from gamewidgets.algo import AlgoRules, AlgoSoloWidget, AlgoWidget
from gamewidgets.goblin import GameReviewWidget, GoblinWidget, bot_game
from gamewidgets.gramin import GraminGameWidget, GraminWidget, PuzzleWidget, PythonWidget
from gamewidgets.gramin.engine.board import Board
_rec = pathlib.Path(os.environ["GW_RECORD_DIR"]) / "keys"
_rec.mkdir(parents=True, exist_ok=True)
(_rec / "kernel.pid").write_text(str(os.getpid()))
# a small board: each square is a control, and each control costs the walk its keys
BOARD = '''
...3
.2..
@1.h
'''
GAME_BOARD = Board.from_ascii('''
.2..
..3.
.1w.
''')  # the pieces start on the corners"""

# each widget of each game and mode, by the name its cell binds it to
WIDGETS = {
    # the free palette (lesson 01's "dash ↑"), a run to step through, the Python box
    "gramin_sandbox": 'gramin_sandbox = GraminWidget(board=BOARD, program="R U for2( R )")\n'
                      "gramin_sandbox.run()\ngramin_sandbox",
    # a dealt hand, a die and an if-card
    "gramin_hand": 'gramin_hand = GraminWidget(board=BOARD, hand="R U R U for3( )", die=2,\n'
                   '                          if_cards=["if_hole"])\ngramin_hand',
    "gramin_puzzle": "gramin_puzzle = PuzzleWidget()\ngramin_puzzle",
    "gramin_game": 'gramin_game = GraminGameWidget(["Ann", "bot"], seed=3,\n'
                   "                              board=GAME_BOARD)\ngramin_game",
    # the student's own Python: its editor, tabs, Run and the stepper
    "gramin_python": "gramin_python = PythonWidget()\ngramin_python",
    "algo_game": 'algo_game = AlgoWidget([None, "bot:probabilistic"], seed=0)\nalgo_game',
    "algo_view": 'algo_view = AlgoWidget(view="me: B0 W4 B7; ann: b? W6 w?-9; deck: 8")\n'
                 "algo_view",
    "algo_solo": "algo_solo = AlgoSoloWidget(seed=7)\nalgo_solo",
    "algo_pair": 'algo_pair = AlgoWidget([None, "bot:probabilistic", None, '
                 '"bot:probabilistic"], seed=4,\n'
                 '                      rules=AlgoRules(mode="pair"))\nalgo_pair',
    # a turn played: the resolution's steps and the what-if table
    "goblin_steps": 'goblin_steps = GoblinWidget(["Ann", "Ben", "bot:cooperator"], seed=0)\n'
                    'goblin_steps.play_turn({0: "steal", 1: "rest"})\ngoblin_steps.step = 1\n'
                    "goblin_steps",
    # the cover screen, then each goblin's choices
    "goblin_play": 'goblin_play = GoblinWidget(["Ann", "Ben", "bot:cooperator"], seed=1)\n'
                   "goblin_play",
}
WIDGETS["goblin_review"] = (  # a finished game's review: its steps, players, Next mistake
    'goblin_review = GameReviewWidget(bot_game(["adaptive", "cooperator", "random"], seed=0))\n'
    "goblin_review")
# a screen behind a cover: the button that opens it, and what it shows
COVERS = {
    "algo_pair": ("[data-testid='gw-show-cards']", ".gw-player-row"),
    "goblin_play": ("[data-testid='gw-show']", "[data-testid='gw-choose']"),
}
ROOTS = ".gw-gramin, .gw-algo, .gw-goblin"
FOCUSABLE = "button, input, textarea, select, [tabindex], [contenteditable=true]"

# The notebook's cells as the front end shows them: [type, source] of each; null when
# the widget is no longer in a notebook (its cell was deleted).
CELLS = """(nb) => nb ? [...nb.querySelectorAll(":scope .jp-Cell")].map((cell) => {
    const type = ["jp-CodeCell", "jp-MarkdownCell", "jp-RawCell"]
        .find((c) => cell.classList.contains(c)) ?? cell.className;
    const lines = [...cell.querySelectorAll(".jp-InputArea-editor .cm-line")];
    const source = lines.length ? lines.map((l) => l.textContent).join("\\n")
        : (cell.querySelector(".jp-RenderedMarkdown")?.textContent ?? "");
    return [type, source];
}) : null"""

# Type ``keys`` as a keyboard does, in one round trip: each key's keydown, keypress and
# keyup go to the element that has the focus when it is typed (the page's body when none
# has), bubbling through the widget and the notebook's listeners (Lumino's key bindings
# read keyCode, and take untrusted events as they take typed ones); between two keys
# the page runs its tasks (the kernel's replies, redraws, the focus kept by a mutation
# observer), as it does between two typed keys. A synthetic key inserts no text: text
# boxes are typed with the real keyboard (``walk``).
TYPE = """async (keys) => {
    const pause = () => new Promise((done) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => done();
        channel.port2.postMessage(null);
    });
    for (const key of keys) {
        const upper = key >= "A" && key <= "Z";
        const digit = key >= "0" && key <= "9";
        const init = {key, code: digit ? `Digit${key}` : `Key${key.toUpperCase()}`,
                      shiftKey: upper, bubbles: true, cancelable: true, composed: true};
        const keyCode = key.toUpperCase().charCodeAt(0);
        for (const type of ["keydown", "keypress", "keyup"]) {
            const ev = new KeyboardEvent(type, init);
            const code = type === "keypress" ? key.charCodeAt(0) : keyCode;
            for (const name of ["keyCode", "which"]) {
                Object.defineProperty(ev, name, {get: () => code});
            }
            (document.activeElement ?? document.body).dispatchEvent(ev);
        }
        await pause();
    }
}"""

# Focus control ``i`` of a widget (0: the root), opening a closed <details> it sits in.
# Returns null when the widget has no control ``i`` now, else whether it took the focus,
# what it is, its value when it is a text box, and (``cells``) the notebook's cells, read
# before ``keys`` (when given) are typed at a control that took the focus and is not a
# text box (TYPE).
FOCUS = """async (root, [i, cells, keys]) => {
    const el = [root, ...root.querySelectorAll(__FOCUSABLE__)][i];
    if (!el) return null;
    for (let d = el.parentElement?.closest("details:not([open])"); d;
         d = d.parentElement?.closest("details:not([open])")) d.open = true;
    el.focus();
    const text = el.matches("textarea, input:not([type]), input[type=text], input[type=search]")
        || el.isContentEditable;
    const name = el.getAttribute("data-testid") ?? el.getAttribute("data-focus-key")
        ?? el.getAttribute("aria-label") ?? el.textContent.trim().slice(0, 40);
    const got = {focused: document.activeElement === el,
                 what: `<${el.tagName.toLowerCase()}> ${name}`,
                 value: text ? (el.value ?? el.textContent) : null,
                 cells: cells ? (__CELLS__)(root.closest(".jp-Notebook")) : null};
    if (keys && got.focused && !text) await (__TYPE__)(keys);
    return got;
}""".replace("__FOCUSABLE__", json.dumps(FOCUSABLE)).replace("__CELLS__", CELLS).replace(
    "__TYPE__", TYPE)


def local(url: str) -> bool:
    return urlparse(url).hostname == "127.0.0.1" or url.startswith(("data:", "blob:"))


def write_notebook(server) -> None:
    """The notebook: a title, the imports, one cell per widget, a raw cell at the end."""
    code = {"cell_type": "code", "metadata": {}, "execution_count": None, "outputs": []}
    cells = [{"cell_type": "markdown", "metadata": {}, "source": "# Keys stay in the widgets",
              "id": "title"},
             {**code, "source": SETUP, "id": "setup"}]
    cells += [{**code, "source": src, "id": name.replace("_", "-")}
              for name, src in WIDGETS.items()]
    cells.append({"cell_type": "raw", "metadata": {}, "source": "the end", "id": "end"})
    nb = {"nbformat": 4, "nbformat_minor": 5, "cells": cells,
          "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3",
                                      "language": "python"}}}
    (server.root / f"{NAME}.ipynb").write_text(json.dumps(nb))


def changes(before: list, after: list | None) -> str:
    """What differs between two readings of the cells, in words."""
    if after is None:
        return "the widget's cell is gone"
    if len(before) != len(after):
        return f"{len(before)} cells became {len(after)}"
    return "; ".join(f"cell {i + 1} {b} became {a}"
                     for i, (b, a) in enumerate(zip(before, after, strict=True)) if a != b)


class Front:
    """One front end's page on the keys notebook."""

    def __init__(self, server, page, app: str):
        self.server, self.page, self.app = server, page, app
        self.blocked: list[str] = []  # requests that left 127.0.0.1
        self.cells = None  # the cells as first run: [[type, source], ...]
        self.changed = False  # keys changed the notebook: open it again before a test
        self.typed = 0  # controls typed at
        self.seconds = 0.0  # spent typing at them

    def read_cells(self):
        return self.page.locator(f"{ACTIVE} .jp-Notebook").first.evaluate(CELLS)

    def open(self) -> None:
        """Open the notebook from disk and Run All; wait for every widget."""
        page = self.page
        open_notebook(page, self.server, NAME)
        run_all(page, self.server, NAME, timeout=180)
        roots = page.locator(f"{ACTIVE} .jp-OutputArea").locator(ROOTS)
        errors = page.locator(f"{ACTIVE} [data-mime-type='application/vnd.jupyter.error']")
        wait_for(lambda: roots.count() == len(WIDGETS) or errors.count(), 180,
                 "every widget drawn")
        assert not errors.count(), f"a cell failed: {errors.first.text_content()}"
        cells = self.read_cells()
        assert len(cells) == len(WIDGETS) + 3, f"the notebook shows {len(cells)} cells"
        if self.cells is None:
            self.cells = cells
        assert cells == self.cells, "the notebook opened again is not the one first run"
        self.changed = False

    def widget(self, name: str):
        """The root of widget ``name`` (in the output of the cell that binds that name)."""
        cell = self.page.locator(f"{ACTIVE} .jp-CodeCell").filter(
            has=self.page.locator(".jp-InputArea", has_text=f"{name} = "))
        return cell.locator(".jp-OutputArea").locator(ROOTS).first

    def unchanged(self, cells, what: str) -> None:
        """Fail (the notebook to be opened again) when ``cells`` are not the first ones."""
        if cells != self.cells:
            self.changed = True
            pytest.fail(f"{self.app}: {what} changed the notebook: "
                        f"{changes(self.cells, cells)}", pytrace=False)


@pytest.fixture(scope="module", params=["lab", "notebook7"])
def front(request, browser, browser_context_args):
    """A front end's server and one page on the keys notebook, run; requests recorded."""
    server = request.getfixturevalue(request.param)
    # autosave off: keys that changed the notebook never reach the file
    server.write_settings("@jupyterlab/docmanager-extension:plugin", {"autosave": False})
    # every cell stays in the DOM (Notebook 7 would detach the cells far from view)
    server.write_settings("@jupyterlab/notebook-extension:tracker", {"windowingMode": "none"})
    write_notebook(server)
    context = browser.new_context(**{**browser_context_args,
                                     "viewport": {"width": 1024, "height": 768}})
    page = context.new_page()
    fe = Front(server, page, request.param)
    context.on("request", lambda r: None if local(r.url) else fe.blocked.append(r.url))
    page.on("websocket", lambda ws: None if local(ws.url) else fe.blocked.append(ws.url))
    # leaving a changed notebook: the browser asks; the answer is to leave
    page.on("dialog", lambda d: d.accept())
    t0 = time.monotonic()
    fe.open()
    print(f"\n{request.param}: the notebook opened and ran in {time.monotonic() - t0:.1f} s")
    try:
        yield fe
    finally:
        print(f"\n{request.param}: {fe.typed} controls typed at in {fe.seconds:.1f} s")
        context.close()
        server.shut_down(NAME)
    assert not fe.blocked, f"requests left 127.0.0.1: {fe.blocked}"


@pytest.fixture
def nb(front):
    """The front end with the notebook as first run (opened again if keys changed it)."""
    if front.changed:
        front.open()
    yield front
    assert not front.blocked, f"requests left 127.0.0.1: {front.blocked}"


def test_the_widgets_own_keys_still_work(nb):
    """The step keys step, a grid's arrows move, Enter and Space press; focus stays."""
    from playwright.sync_api import expect

    page = nb.page
    sandbox = nb.widget("gramin_sandbox")
    frame_no = sandbox.get_by_test_id("gw-frame-no")
    sandbox.evaluate("(root) => root.focus()")
    page.keyboard.press("End")
    expect(frame_no).to_have_text("frame 5 / 5")  # the start, R, U, then R twice in the loop
    page.keyboard.press("Home")
    page.keyboard.press("ArrowRight")
    expect(frame_no).to_have_text("frame 2 / 5")
    strip = sandbox.locator(".gw-strip .gw-slot")
    expect(strip).to_have_count(5)
    sandbox.locator(".gw-hand button.gw-card[data-token='2U']").focus()
    page.keyboard.press("Enter")
    expect(strip).to_have_count(6)
    sandbox.locator(".gw-hand button.gw-card[data-token='L']").focus()
    page.keyboard.press(" ")
    expect(strip).to_have_count(7)

    grid = nb.widget("algo_game").locator("[role=grid]").first
    grid.locator("[role=gridcell][tabindex='0']").first.focus()
    start = page.evaluate("() => document.activeElement.dataset.focusKey")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowDown")
    moved = page.evaluate("() => [document.activeElement.getAttribute('role'),"
                          " document.activeElement.dataset.focusKey]")
    assert moved[0] == "gridcell" and moved[1] != start, f"the grid's arrows moved to {moved}"

    goblin = nb.widget("goblin_steps")
    step_no = goblin.get_by_test_id("gw-step-no")
    goblin.evaluate("(root) => root.focus()")
    page.keyboard.press("Home")
    expect(step_no).to_contain_text("step 1 /")
    page.keyboard.press("ArrowRight")
    expect(step_no).to_contain_text("step 2 /")
    assert goblin.evaluate("(root) => root.contains(document.activeElement)")
    nb.unchanged(nb.read_cells(), "the widgets' own keys")


def test_the_python_box_indents_with_tab_and_is_left_by_escape_then_tab(nb):
    """A child types a loop in the box: Enter after the loop's colon indents its body,
    Enter keeps the indent, Shift+Tab takes it back; Escape, Tab goes on to Make cards."""
    from playwright.sync_api import expect

    page = nb.page
    sandbox = nb.widget("gramin_sandbox")
    sandbox.locator(".gw-code-editor summary").click()
    box = sandbox.get_by_test_id("gw-code-input")
    expect(sandbox.get_by_test_id("gw-code-keys")).to_contain_text("Esc, then Tab")
    box.click()
    page.keyboard.type("for _ in range(2):")
    page.keyboard.press("Enter")
    expect(box).to_have_value("for _ in range(2):\n    ")
    page.keyboard.type("step(RIGHT)")
    page.keyboard.press("Enter")
    page.keyboard.press("Shift+Tab")  # the line after the loop's body: back to the left
    page.keyboard.type("step(UP)")
    typed = "for _ in range(2):\n    step(RIGHT)\nstep(UP)"
    expect(box).to_have_value(typed)
    # Ctrl+Z undoes the typing in the box, not a cell action of the notebook
    page.keyboard.press("Control+z")
    expect(box).not_to_have_value(typed)
    assert typed.startswith(box.input_value())
    page.keyboard.press("Control+Shift+z")
    expect(box).to_have_value(typed)
    expect(box).to_be_focused()
    page.keyboard.press("Escape")
    page.keyboard.press("Tab")
    expect(sandbox.get_by_test_id("gw-code-apply")).to_be_focused()
    page.keyboard.press("Enter")
    expect(sandbox.locator(".gw-strip .gw-slot")).to_have_count(4)  # for2( R ) U
    nb.unchanged(nb.read_cells(), "typing in the Python box")


def test_letters_typed_at_a_card_lay_it_or_say_how(nb):
    """A child clicks a card and types the lesson's letters: R U D L at a card of the hand
    lay it facing right, up, down, left; at a laid card turn it that way; any other
    letter shows once how cards are laid (en, then ja), and nothing reaches the
    notebook. "Open as Python" is off, saying why, until a card is laid."""
    from playwright.sync_api import expect

    page = nb.page
    hand = nb.widget("gramin_hand")  # R U R U for3( ), die 2
    strip = hand.locator(".gw-strip .gw-slot")
    opener = hand.get_by_test_id("gw-py-open")
    expect(strip).to_have_count(0)
    expect(opener).to_be_disabled()
    expect(opener).to_have_attribute("title", "Lay cards first: their Python opens here")
    hand.locator(".gw-hand button.gw-card[data-token='R']").first.click()
    expect(strip).to_have_count(1)
    expect(opener).to_be_enabled()
    page.keyboard.press("u")  # the focus is still on the card clicked
    expect(strip).to_have_count(2)
    expect(strip.nth(1).locator("button.gw-card")).to_have_attribute(
        "aria-label", "Turn card 2: step up")
    hint = hand.get_by_test_id("gw-letters-hint")
    expect(hint).to_have_count(0)
    strip.nth(0).locator("button.gw-card").focus()
    page.keyboard.press("D")  # a laid card turned to face down
    expect(strip.nth(0).locator("button.gw-card")).to_have_attribute(
        "aria-label", "Turn card 1: step down")
    expect(strip).to_have_count(2)
    page.keyboard.type("xq")
    expect(hint).to_have_text(re.compile(r"^Click a card to lay it\. .*R, U, D, L"))
    expect(hint).to_have_count(1)
    expect(hand.get_by_test_id("gw-live")).to_contain_text("Click a card to lay it.")
    expect(strip).to_have_count(2)
    hand.get_by_test_id("gw-lang-ja").click()
    expect(hint).to_contain_text("カードはクリックして置きます。")
    hand.get_by_test_id("gw-lang-en").click()
    expect(hint).to_contain_text("Click a card to lay it.")
    hand.locator(".gw-clear").click()  # the cards changed: the sentence goes
    expect(strip).to_have_count(0)
    expect(hint).to_have_count(0)
    expect(opener).to_be_disabled()
    nb.unchanged(nb.read_cells(), "letters typed at Gramin's cards")


def walk(nb, name: str, root) -> int:
    """Type every key at every control of ``root``; fail at one that changed the notebook.

    Returns how many controls took the focus.
    """
    page = nb.page
    i = typed = 0
    before = None  # what the previous control's keys were
    while (got := root.evaluate(FOCUS, [i, True, LETTERS])) is not None:
        if before:
            nb.unchanged(got["cells"], f"keys at {name}'s {before}")
        i += 1
        if not got["focused"]:
            continue  # disabled or hidden now
        typed += 1
        before = got["what"]
        if got["value"] is not None:  # a text box: the letters typed must be in it
            page.keyboard.type(LETTERS)
            value = page.evaluate("() => { const el = document.activeElement;"
                                  " return el ? (el.value ?? el.textContent) : null; }")
            assert LETTERS in (value or ""), (
                f"{nb.app}: typed {LETTERS!r} into {name}'s {before}, the focused box holds "
                f"{value!r}")
        # Tab and Shift+Tab move the focus: Shift+Tab, Escape and Enter start from the
        # control. A control a reply has taken away meanwhile (a placed card's gap, a
        # laid card) is not pressed: Shift+Tab from where the focus went may rightly
        # leave the widget, and Escape and Enter there would be the notebook's keys.
        for key in ("Tab", "Shift+Tab", "Escape", "Enter"):
            if key != "Tab" and not (root.evaluate(FOCUS, [i - 1, False, None]) or {}).get(
                    "focused"):
                break
            page.keyboard.press(key)
    if before:
        nb.unchanged(nb.read_cells(), f"keys at {name}'s {before}")
    return typed


@pytest.mark.parametrize("name", list(WIDGETS))
def test_keys_typed_in_a_widget_stay_there(nb, name):
    t0 = time.monotonic()
    widget = nb.widget(name)
    typed = walk(nb, name, widget.element_handle())
    if name in COVERS:
        opener, screen = COVERS[name]
        if widget.locator(opener).count():
            widget.locator(opener).first.click()
        widget.locator(screen).first.wait_for(timeout=15_000)
        typed += walk(nb, name, widget.element_handle())
    nb.typed += typed
    nb.seconds += time.monotonic() - t0
    print(f"\n{nb.app} {name}: {typed} controls typed at in {time.monotonic() - t0:.1f} s")
    assert typed >= 5, f"{name}: only {typed} controls took the focus"


def test_ctrl_s_from_a_widget_still_saves_the_notebook(nb):
    """Ctrl and Cmd keys are the notebook's and the browser's: Ctrl+S saves."""
    path = nb.server.root / f"{NAME}.ipynb"
    before = path.stat().st_mtime_ns
    nb.widget("algo_solo").locator("button").first.focus()
    nb.page.keyboard.press("Control+s")

    def saved():
        if path.stat().st_mtime_ns == before:
            return None
        try:
            return json.loads(path.read_text())["cells"]
        except json.JSONDecodeError:  # caught mid-write
            return None

    cells = wait_for(saved, 15, "Ctrl+S to save the notebook")
    assert [c["cell_type"] for c in cells] == ["markdown", "code", *["code"] * len(WIDGETS), "raw"]
