"""The JupyterLite site (``python lite/build.py``): the lessons run in the browser, offline.

The site is built once per session into a temporary folder (downloads cached in
``.lite-cache/``), or taken from ``GW_LITE_SITE`` (a site built from this tree, as
``.ci/run`` does), and served by a static file server on 127.0.0.1. Chromium resolves no
other host and sends every request that is not to 127.0.0.1 to a proxy that is not there,
so each such request fails; the browser context records every request, and the record of
those that left 127.0.0.1 must stay empty. (The context routes nothing itself: Playwright
turns the HTTP cache off in a context that routes, and the second visit must find the
site in the cache, as a student's browser does.)

``demo_gramin`` runs with Run All; two card clicks must reach the in-browser kernel; it
runs again in a new page (the second visit, the browser's cache warm), where a puzzle
with a loop in a loop and one solved with an if-card are played by clicks, and a turn of
lesson 04's Gramin game in a new cell; saved and opened again, the notebook shows the
widget as it was saved. Then one lesson per game runs to its end with every widget drawn
and no error, and its game is played by clicks (:data:`PLAYS`): lesson 01's loop
program, laid, run and stepped through; attacks in lesson 02's algo game to the end of a
round and the next; a Goblin turn chosen, revealed and stepped through in lesson 03, in
Japanese: its readings show as ruby, above their kanji (tests/helpers/ruby.py), and its
Markdown's lines break between phrases only, as in JupyterLab (:func:`phrases_whole`). Each
checks what the page shows against what the in-browser kernel holds (a cell run after
it). ``GW_LITE_ALL=1`` runs every lesson and demo, English and Japanese (the plays
too: they read no text that a language changes).

Skipped, with the reason, when something the site needs is missing (Chromium, Node.js,
npm ``pyodide``, ``jupyterlite-core``); under ``CI=true`` that fails instead.
"""

from __future__ import annotations

import importlib.util
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import threading
import time
from urllib.parse import urlparse

import pytest
from helpers.browser import (
    ACTIVE,
    BROKEN_PHRASES,
    choose_puzzle,
    expect_words,
    menu,
    ms,
    run_in_new_cell,
    split_words_at_widths,
    to_last_frame,
    wait_for,
)
from helpers.lab_games import type_program
from helpers.lite import prebuilt_site
from helpers.ruby import first_markdown_with_readings, reading_problems

from gamewidgets.core.furigana import bare

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "lite"))
from serve import make_server  # noqa: E402

pytestmark = [pytest.mark.lite, pytest.mark.browser]

REPO = pathlib.Path(__file__).resolve().parents[2]
NOTEBOOKS = REPO / "notebooks"
# one lesson per game, the Goblin one in Japanese (its readings, <ruby>, are checked);
# GW_LITE_ALL=1: every notebook, en + ja
LESSONS = (["01_gramin_loops.ipynb", "02_algo_deduction.ipynb", "ja/03_goblin_escape.ipynb"]
           if os.environ.get("GW_LITE_ALL") != "1" else
           sorted(str(p.relative_to(NOTEBOOKS)) for p in [*NOTEBOOKS.glob("*.ipynb"),
                                                         *NOTEBOOKS.glob("ja/*.ipynb")]))
GAME_ROOTS = ".gw-gramin, .gw-algo, .gw-goblin"
# Nothing reaches another host: no name resolves but 127.0.0.1, and every request not to
# 127.0.0.1 (Chromium sends loopback requests past a proxy) goes to a proxy on a port
# where nothing listens (discard, 9), which fails it; IP addresses included.
OFFLINE_ARGS = ["--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
                "--proxy-server=http://127.0.0.1:9"]
# a kernel starts in 10-40 s; on a machine busy with other work it has taken over 2 minutes
KERNEL_START_S = 300


def missing_parts() -> list[str]:
    """What the build needs and this machine lacks (Chromium is checked by its fixture)."""
    missing = [f"Python package {m} (pip install -e .[dev])"
               for m in ("jupyterlite_core", "jupyterlite_pyodide_kernel", "build")
               if importlib.util.find_spec(m) is None]
    if shutil.which("node") is None:
        missing.append("Node.js (node)")
    pinned = json.loads((REPO / "package.json").read_text())["devDependencies"].get("pyodide")
    installed = REPO / "node_modules" / "pyodide" / "package.json"
    if not installed.is_file() or json.loads(installed.read_text())["version"] != pinned:
        missing.append(f"npm pyodide {pinned} in node_modules (npm ci)")
    return missing


def build_site(site: pathlib.Path) -> pathlib.Path:
    """``lite/build.py --output site``, downloads cached in the repository's ``.lite-cache/``."""
    missing = missing_parts()
    if missing:
        reason = "the JupyterLite site needs " + ", ".join(missing)
        if os.environ.get("CI") == "true":
            pytest.fail(f"CI=true but {reason}", pytrace=False)
        pytest.skip(reason)
    t0 = time.monotonic()
    proc = subprocess.run([sys.executable, str(REPO / "lite" / "build.py"), "--output", str(site),
                           "--cache", str(REPO / ".lite-cache")],
                          capture_output=True, text=True, timeout=900)
    assert proc.returncode == 0, f"lite/build.py failed:\n{proc.stdout}\n{proc.stderr}"
    print(f"\nlite: site built in {time.monotonic() - t0:.1f} s")
    return site


@pytest.fixture(scope="session")
def lite_site(browser_type_launch_args, tmp_path_factory) -> pathlib.Path:
    """The site's folder: built here, unless ``GW_LITE_SITE`` names one built from this
    tree (``.ci/run`` builds ``_output/`` while the tests start: waited for, see
    :func:`helpers.lite.prebuilt_site`)."""
    site = prebuilt_site()
    if site is not None:
        assert (site / "jupyter-lite.json").is_file(), f"GW_LITE_SITE={site}: no site there"
        print(f"\nlite: the site in {site}")
        return site
    return build_site(tmp_path_factory.mktemp("lite") / "site")


@pytest.fixture(scope="session")
def lite_url(lite_site):
    """Base URL of the site, served as a school would (``lite/serve.py``: compressed
    copies, cache headers) from a thread on 127.0.0.1."""
    server = make_server(lite_site)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def local(url: str) -> bool:
    return urlparse(url).hostname == "127.0.0.1" or url.startswith(("data:", "blob:"))


class Requests:
    """Every request of a browser context, and the ones that were not to 127.0.0.1."""

    def __init__(self):
        self.seen: list[tuple[str, str]] = []  # (resource type, URL)
        self.blocked: list[str] = []

    def request(self, request):
        self.seen.append((request.resource_type, request.url))
        if not local(request.url):
            self.blocked.append(request.url)

    def websocket(self, ws):
        if not local(ws.url):
            self.blocked.append(ws.url)

    def kinds(self) -> dict[str, int]:
        """Counts by kind: resource type, and for local files the part of the site."""
        counts: dict[str, int] = {}
        for kind, url in self.seen:
            path = urlparse(url).path
            part = next((p for p in ("/static/pyodide/", "/extensions/", "/build/", "/api/",
                                     "/files/") if p in path), "other")
            key = f"{kind} {part.strip('/')}"
            counts[key] = counts.get(key, 0) + 1
        return dict(sorted(counts.items(), key=lambda kv: -kv[1]))


# counts the workers a page creates: the kernel's is the only one
COUNT_WORKERS = """(() => {
  const Native = window.Worker;
  window.__gwWorkers = 0;
  window.Worker = function (url, options) {
    window.__gwWorkers += 1;
    return new Native(url, options);
  };
  window.Worker.prototype = Native.prototype;
})();"""


class Site:
    """One Chromium that reaches only 127.0.0.1, its one context (one HTTP cache), the
    requests it made, and the page in front."""

    def __init__(self, context, base: str):
        self.context, self.base, self.requests = context, base, Requests()
        context.on("request", self.requests.request)
        context.add_init_script(COUNT_WORKERS)
        self.page = None
        self.visits = 0

    def new_page(self):
        """A new page (the one before is closed, and its kernel with it)."""
        if self.page is not None:
            self.page.close(run_before_unload=False)
        self.page = self.context.new_page()
        self.page.on("websocket", self.requests.websocket)
        return self.page


@pytest.fixture(scope="module")
def lite(browser_type, browser_type_launch_args, lite_url, tmp_path_factory):
    """The :class:`Site` of a new Chromium on the site at ``lite_url``.

    The browser has a profile folder, as a student's does: its HTTP cache is on disk and
    keeps the 9.6 MB WebAssembly runtime (a context without one keeps its cache in
    memory, where files that large are not kept).
    """
    args = {**browser_type_launch_args,
            "args": [*browser_type_launch_args.get("args", []), *OFFLINE_ARGS]}
    context = browser_type.launch_persistent_context(
        tmp_path_factory.mktemp("lite-profile"), **args, viewport={"width": 1280, "height": 900})
    try:
        yield Site(context, lite_url)
    finally:
        context.close()


def open_notebook(site: Site, path: str):
    """A new page with the site and notebook ``path`` open.

    Returns the page and the seconds it took to show the notebook's first cell.
    """
    page = site.new_page()
    site.visits += 1
    t0 = time.monotonic()
    # A workspace of its own: the default one would reopen every notebook of the visits
    # before, each with a kernel, and put any of them in front.
    page.goto(f"{site.base}/lab/index.html?workspace=visit{site.visits}&path={path}")
    page.locator(f"{ACTIVE} .jp-Cell").first.wait_for(timeout=ms(60))
    return page, time.monotonic() - t0


def forget_saved_notebooks(site: Site) -> None:
    """Drop the notebooks this browser saved in the site (JupyterLite keeps them in the
    browser's IndexedDB, where they hide the site's own copy), keeping the HTTP cache: a
    later test opens the lesson as the site serves it, not with the cells a test added."""
    page = site.new_page()
    page.goto(f"{site.base}/jupyter-lite.json")
    dropped = page.evaluate("""async () => {
      const names = (await indexedDB.databases()).map((db) => db.name)
        .filter((name) => name.startsWith('JupyterLite Storage'));
      for (const name of names) {
        await new Promise((resolve, reject) => {
          const request = indexedDB.deleteDatabase(name);
          request.onsuccess = resolve;
          request.onerror = () => reject(request.error);
          request.onblocked = () => reject(new Error(`${name} is still open`));
        });
      }
      return names;
    }""")
    assert dropped, "no saved notebooks to drop: the site keeps them elsewhere now"


def kernel_idle(page, screenshots, timeout: float = KERNEL_START_S) -> None:
    try:
        page.locator("#jp-main-statusbar").get_by_text("Idle").first.wait_for(
            timeout=timeout * 1000)
    except Exception:
        page.screenshot(path=screenshots / "lite_kernel_not_idle.png")
        status = page.locator("#jp-main-statusbar").inner_text()
        pytest.fail(f"kernel not idle after {timeout} s; status bar: {status!r}")


def started_early(page) -> None:
    """The site's plugin started the notebook's kernel while JupyterLab started, and the
    notebook uses that kernel: it marked its start, and the page made one kernel."""
    marks, workers = page.evaluate(
        "[performance.getEntriesByName('gw-early-kernel').length, window.__gwWorkers]")
    assert (marks, workers) == (1, 1), f"early kernel marks {marks}, kernel workers {workers}"


def run_all(page) -> None:
    menu(page, "Run", "Run All Cells")


def errors(page) -> list[str]:
    """Error and stderr outputs (Lab draws a traceback as stderr) of the notebook in front."""
    # text content: a cell out of view (content-visibility) has no inner text
    return page.locator(f"{ACTIVE} .jp-OutputArea-output:is("
                        "[data-mime-type='application/vnd.jupyter.error'],"
                        "[data-mime-type='application/vnd.jupyter.stderr'])").all_text_contents()


def first_widget(site: Site, screenshots, path: str):
    """Open ``path`` in a new page, Run All, wait for its first game widget.

    Returns the page and the seconds from page open to: the notebook shown, the kernel
    idle, the widget visible.
    """
    t0 = time.monotonic()
    page, shown = open_notebook(site, path)
    kernel_idle(page, screenshots)
    idle = time.monotonic() - t0
    started_early(page)
    run_all(page)
    page.locator(f"{ACTIVE} .jp-OutputArea").locator(GAME_ROOTS).first.wait_for(timeout=ms(60))
    return page, (shown, idle, time.monotonic() - t0)


_asked = iter(range(1, 10**6))


def kernel(page, expr: str):
    """The value of Python expression ``expr`` (JSON-able) in the in-browser kernel: run in
    a new cell of the notebook in front, after everything the page sent before."""
    key = f"KERNEL{next(_asked)}="
    run_in_new_cell(page, f"import json; print({key!r} + json.dumps({expr}))")
    out = page.locator(f"{ACTIVE} .jp-OutputArea-output", has_text=key).last
    out.wait_for(timeout=ms(60))
    return json.loads(out.inner_text().split(key, 1)[1])


def widget_of(page, code: str, root: str):
    """The game widget (``root``: its CSS class) drawn by the cell whose code holds ``code``."""
    cell = page.locator(f"{ACTIVE} .jp-CodeCell",
                        has=page.locator(".jp-InputArea", has_text=code))
    widget = cell.locator(f".jp-OutputArea {root}").first
    widget.wait_for(timeout=ms(60))
    widget.scroll_into_view_if_needed()
    return widget


def lay(widget, tokens, start: int = 0) -> None:
    """Click hand cards ``tokens`` (the first one not used of each); see each laid."""
    from playwright.sync_api import expect

    for i, token in enumerate(tokens, start=start + 1):
        widget.locator(f'.gw-hand button.gw-card[data-token="{token}"]:not([disabled])'
                       ).first.click()
        expect(widget.locator(".gw-strip .gw-slot")).to_have_count(i)


def explorer_at(widget, pos: tuple[int, int]) -> None:
    """The explorer is drawn on square ``pos`` (row, column)."""
    from playwright.sync_api import expect

    explorer = widget.get_by_test_id("gw-explorer")
    expect(explorer).to_have_attribute("data-row", str(pos[0]))
    expect(explorer).to_have_attribute("data-col", str(pos[1]))


def run_to_end(widget, frames: int) -> None:
    """Press Run (it must be on) and show the run's last frame of ``frames``."""
    from playwright.sync_api import expect

    run = widget.get_by_test_id("gw-run")
    expect(run).to_be_enabled()
    run.click()
    expect(widget.get_by_test_id("gw-slider")).to_have_attribute("max", str(frames),
                                                                 timeout=ms(30))
    to_last_frame(widget, wait=15)


def play_loop_program(page, screenshots, stem: str) -> None:
    """Lesson 01's loop widget: ``3×(`` alone leaves a note and Run off; ``→ ↑ )`` close the
    loop, the note goes and Run comes on; the run of ``for3( R U )`` climbs the stairs from
    (6, 0) to (3, 3) in 7 frames, and steps into the loop; Clear takes program and run."""
    from playwright.sync_api import expect

    widget = widget_of(page, "loops = GraminWidget", ".gw-gramin")
    run, problem = widget.get_by_test_id("gw-run"), widget.get_by_test_id("gw-problem")
    lay(widget, ["for3("])
    expect(problem).to_have_class(re.compile(r"\bgw-problem--pending\b"))
    expect(run).to_be_disabled()
    lay(widget, ["R", "U", ")"], start=1)
    expect(problem).to_have_count(0)
    expect(run).to_be_enabled()
    run_to_end(widget, 7)
    explorer_at(widget, (3, 3))
    widget.locator("button[data-cmd='first']").click()
    explorer_at(widget, (6, 0))
    step = widget.locator("button[data-cmd='step']")
    step.click()
    explorer_at(widget, (6, 1))
    step.click()
    explorer_at(widget, (5, 1))  # the U card of the first time round
    expect(widget.locator(".gw-slot.gw-current")).to_have_attribute("data-index", "2")
    widget.locator("button[data-cmd='over']").click()  # the rest of the loop: the end
    explorer_at(widget, (3, 3))
    page.screenshot(path=screenshots / f"lite_{stem}_loop.png")
    held = kernel(page, "{'program': loops.program, 'problem': loops.problem, "
                        "'frames': len(loops.trace_data['frames']), "
                        "'end': loops.trace_data['frames'][-1]['pos'], 'frame': loops.frame}")
    assert held == {"program": "for3( R U )", "problem": None, "frames": 7, "end": [3, 3],
                    "frame": 6}
    widget.locator(".gw-clear").click()
    expect(widget.locator(".gw-strip .gw-slot")).to_have_count(0)
    expect(widget.get_by_test_id("gw-player")).to_be_hidden()
    explorer_at(widget, (6, 0))


BOT_ROW = (0, 3, 6, 11, 11)
"""Bot 1's row in lesson 02's game (seed 7) once its first turn is over: W0 W3 B6 B11 W11."""


def play_algo_attack(page, screenshots, stem: str) -> None:
    """Lesson 02's game (seed 7): Next twice shows Bot 1's turn (an attack, then a stay);
    the student attacks Bot 1's 1st card with 0, a hit: the card is drawn face up as 0;
    four more hits (the numbers of :data:`BOT_ROW`) turn Bot 1's row face up and end the
    round: the drawn card is no longer held, the round's result is shown; Next round takes
    the result away and deals a new round."""
    from playwright.sync_api import expect

    widget = widget_of(page, "game = AlgoWidget([None, ", ".gw-algo")
    status, advance = widget.get_by_test_id("gw-status"), widget.get_by_test_id("gw-advance")
    for _ in range(2):  # Bot 1 attacks, then stays
        before = status.text_content()
        advance.click()
        wait_for(lambda before=before: status.text_content() != before, 30, "Bot 1's move")
    result = widget.get_by_test_id("gw-result")
    expect(result).to_be_hidden()
    for index, number in enumerate(BOT_ROW):
        target = widget.get_by_test_id(f"gw-card-1-{index}")
        expect(target).not_to_have_class(re.compile(r"\bgw-acard--up\b"))
        target.click()
        expect(target).to_have_attribute("aria-pressed", "true")
        widget.locator(f".gw-num[data-n='{number}']").click()
        widget.get_by_test_id("gw-attack").click()
        expect(target).to_have_class(re.compile(r"\bgw-acard--up\b"), timeout=ms(30))
        expect(target.locator(".gw-acard-num")).to_have_text(str(number))
        if index == 0:
            expect(widget.get_by_test_id("gw-stay")).to_be_enabled()
            page.screenshot(path=screenshots / f"lite_{stem}_attack.png")
    expect(result).to_be_visible(timeout=ms(30))
    expect(widget.get_by_test_id("gw-drawn")).to_have_count(0)  # back into the pile
    page.screenshot(path=screenshots / f"lite_{stem}_round_over.png")
    held = kernel(page, "{'hits': [(r['index'], r['number'], r['hit']) for r in "
                        "game.game.history if r['attacker'] == 0], 'phase': game.phase, "
                        "'drawn': game.drawn, 'result': game.result['winners']}")
    assert held == {"hits": [[i, n, True] for i, n in enumerate(BOT_ROW)],
                    "phase": "round_over", "drawn": None, "result": [0]}
    widget.get_by_test_id("gw-next-round").click()
    expect(result).to_be_hidden(timeout=ms(30))
    expect(widget.get_by_test_id("gw-card-1-0")).not_to_have_class(
        re.compile(r"\bgw-acard--up\b"))
    expect(widget.get_by_test_id("gw-drawn")).to_have_count(1)  # the new round's draw


def play_goblin_turn(page, screenshots, stem: str) -> None:
    """Lesson 03's goblins (two people and a bot): the first person digs, the second
    rests, reveal; the resolution is stepped to its end, each step's sentence and the
    final meat and store as the kernel has them."""
    from playwright.sync_api import expect

    widget = widget_of(page, "goblins = GoblinWidget", ".gw-goblin")
    for action in ("dig", "rest"):
        widget.get_by_test_id("gw-show").click()
        widget.get_by_test_id(f"gw-choose-{action}").click()
        expect(widget.get_by_test_id("gw-choose")).to_have_count(0, timeout=ms(30))
    widget.get_by_test_id("gw-reveal").click()
    expect(widget.get_by_test_id("gw-player")).to_be_visible(timeout=ms(30))
    choices = widget.get_by_test_id("gw-choice")
    expect(choices.nth(0)).to_have_attribute("data-action", "dig")
    expect(choices.nth(1)).to_have_attribute("data-action", "rest")
    held = kernel(page, "{'texts': [f['text'] for f in goblins.frames], "
                        "'meat': goblins.game.meat, 'store': goblins.game.store, "
                        "'stage': goblins.stage, 'active': goblins.active}")
    assert held["stage"] == "steps" and held["active"] is None and len(held["texts"]) > 2
    sentence = widget.get_by_test_id("gw-sentence")
    step = widget.locator("button[data-cmd='step']")
    # the Japanese lesson's texts carry readings (marks the widget shows as ruby): a
    # sentence is compared by its words
    expect_words(sentence, bare(held["texts"][0]), timeout=20)  # the resolution's first step
    for text in held["texts"][1:]:
        step.click()
        expect_words(sentence, bare(text), timeout=20)
    expect(step).to_be_disabled()
    meat = widget.get_by_test_id("gw-meat-value")
    for seat, n in enumerate(held["meat"]):
        expect(meat.nth(seat)).to_have_text(str(n))
    expect(widget.get_by_test_id("gw-store-value")).to_have_text(str(held["store"]))
    expect(widget.get_by_test_id("gw-next-turn")).to_be_visible()
    page.screenshot(path=screenshots / f"lite_{stem}_turn.png")
    assert kernel(page, "goblins.step") == len(held["texts"]) - 1


GAME = 'game = GraminGameWidget(["Ann", "bot"], seed=3)'
"""Lesson 04's Gramin game."""


def play_gramin_game(page, screenshots) -> None:
    """Lesson 04's Gramin game (:data:`GAME`), made in a new cell: roll; Ann lays
    ``for3( D ) 2R`` (the step card turned from right to down) with her wall trap, and
    lays her program face down: the builder goes; the trap is placed on a free square;
    every action of the turn is run with Next action until the dice come back (turn 2)."""
    from playwright.sync_api import expect

    run_in_new_cell(page, f"from gamewidgets.gramin import GraminGameWidget; {GAME}; game")
    game = widget_of(page, GAME, ".gw-gramin")
    game.get_by_test_id("gw-roll").click()
    builder = game.get_by_test_id("gw-builder")
    expect(builder).to_be_visible(timeout=ms(30))
    lay(builder, ["for3(", "R", ")", "2R"])
    builder.locator(".gw-slot[data-index='1'] button.gw-card").click()  # R -> D
    expect(builder.locator(".gw-code-line").nth(1)).to_have_text("    step(DOWN)")
    game.locator(".gw-trap-toggle").first.click()
    expect(game.locator(".gw-trap-toggle").first).to_have_attribute("aria-pressed", "true")
    game.get_by_test_id("gw-submit").click()
    expect(builder).to_have_count(0, timeout=ms(30))
    square = game.locator(".gw-square.gw-target:not(.gw-has-chest):not(.gw-has-trap)").nth(20)
    row, col = square.get_attribute("data-row"), square.get_attribute("data-col")
    square.click()
    expect(game.locator(f".gw-square[data-row='{row}'][data-col='{col}'].gw-trap-wall")
           ).to_have_count(1, timeout=ms(30))
    panel, act = game.get_by_test_id("gw-action"), game.get_by_test_id("gw-act")
    for _ in range(12):
        if not act.count():
            break
        before = (panel.get_attribute("data-player"), panel.get_attribute("data-action")) \
            if panel.count() else None
        act.click()
        wait_for(lambda b=before: panel.count() and b != (panel.get_attribute("data-player"),
                                                         panel.get_attribute("data-action"))
                 or game.get_by_test_id("gw-roll").count(), 30, "the next action")
    expect(game.get_by_test_id("gw-roll")).to_be_visible(timeout=ms(30))
    page.screenshot(path=screenshots / "lite_gramin_game_turn.png")
    held = kernel(page, "[game.state['phase'], game.state['turn'], game.builder, game.cover]")
    assert held == ["roll", 2, None, None]


PLAYS = {"01_gramin_loops": play_loop_program, "02_algo_deduction": play_algo_attack,
         "03_goblin_escape": play_goblin_turn}
"""The game each lesson's run is followed by, played by clicks (by the lesson's name, the
Japanese lessons' included)."""


def play_puzzles(page, widget, screenshots) -> None:
    """The demo's puzzle course: "A loop in a loop" (17) laid as ``for2( D for3( R ) )``,
    and "Straight through" (24) as ``2R 2R`` with the if-card held cancelling the hole;
    each run to its end earns its three stars; a new puzzle shows no verdict."""
    from playwright.sync_api import expect

    verdict = widget.get_by_test_id("gw-stars")
    choose_puzzle(widget, "16")
    lay(widget, ["for2(", "D", "for3(", "R", ")", ")"])
    run_to_end(widget, 9)  # the start, then D R R R twice
    explorer_at(widget, (2, 6))
    expect(verdict).to_have_attribute("data-stars", "3")
    held = kernel(page, "[gramin.program, gramin.verdict['stars']]")
    assert held == ["for2( D for3( R ) )", 3]
    page.screenshot(path=screenshots / "lite_demo_gramin_nested_loop.png")

    choose_puzzle(widget, "23")
    expect(verdict).to_have_count(0)
    expect(widget.get_by_test_id("gw-verdict")).to_have_count(0)
    if_card = widget.locator("[data-testid='gw-if-cards'] .gw-card--if").first
    expect(if_card).not_to_have_attribute("data-used", "true")
    lay(widget, ["2R", "2R"])
    run_to_end(widget, 3)
    explorer_at(widget, (0, 4))  # over the hole at (0, 2)
    expect(if_card).to_have_attribute("data-used", "true")
    expect(verdict).to_have_attribute("data-stars", "3")
    held = kernel(page, "[gramin.program, gramin.verdict, gramin.trace_data['frames'][-1]['pos']]")
    assert held[0] == "2R 2R" and held[1]["stars"] == 3 and held[2] == [0, 4]
    page.screenshot(path=screenshots / "lite_demo_gramin_if_card.png")


def test_demo_gramin_runs_offline_answers_clicks_and_saves_its_widget(lite, screenshots,
                                                                       capsys):
    page, (shown, idle, cold) = first_widget(lite, screenshots, "demo_gramin.ipynb")
    page.screenshot(path=screenshots / "lite_demo_gramin.png")
    widget = page.locator(f"{ACTIVE} .jp-OutputArea .gw-gramin").first
    slots = widget.locator(".gw-strip .gw-slot")
    n0 = slots.count()
    tokens = []
    t_click = time.monotonic()
    for i in range(2):
        card = widget.locator(".gw-hand button.gw-card:not([disabled])").first
        tokens.append(card.get_attribute("data-token"))
        card.click()
        wait_for(lambda i=i: slots.count() == n0 + i + 1, 15, f"card {i + 1} in the program")
    # asked as every other value of the kernel: the answer is waited for, however slow
    # the in-browser Python is while the notebook's cells still run
    program = kernel(page, "gramin.program")
    assert len(program.split()) == 2, f"the kernel's program after two clicks: {program!r}"
    if all(tokens):
        assert program.split() == tokens
    click_to_kernel = time.monotonic() - t_click

    # the second visit, with the browser's cache warm (the unsaved run is dropped)
    page, (_, idle_warm, warm) = first_widget(lite, screenshots, "demo_gramin.ipynb")
    widget = page.locator(f"{ACTIVE} .jp-OutputArea .gw-gramin").first
    t_play = time.monotonic()
    play_puzzles(page, widget, screenshots)
    played = time.monotonic() - t_play
    t_play = time.monotonic()
    play_gramin_game(page, screenshots)
    game_played = time.monotonic() - t_play

    # saved in the browser, the notebook reopens with the widget as it was
    slots = widget.locator(".gw-strip .gw-slot")
    n1 = slots.count()
    widget.locator(".gw-hand button.gw-card:not([disabled])").first.click()
    wait_for(lambda: slots.count() == n1 + 1, 15, "the card in the program")
    menu(page, "File", "Save Notebook")
    wait_for(lambda: page.locator(".lm-TabBar-tab.jp-mod-dirty").count() == 0, 15,
             "the notebook to be saved")
    t_open = time.monotonic()
    page, _ = open_notebook(lite, "demo_gramin.ipynb")
    saved = page.locator(f"{ACTIVE} .jp-OutputArea .gw-gramin").first
    saved.wait_for(timeout=ms(60))
    restored = time.monotonic() - t_open
    assert saved.locator(".gw-strip .gw-slot").count() == n1 + 1, "the saved program is lost"
    page.screenshot(path=screenshots / "lite_demo_gramin_saved.png")
    assert errors(page) == []
    assert lite.requests.blocked == []
    forget_saved_notebooks(lite)
    with capsys.disabled():
        print(f"\nlite: demo_gramin, seconds after page open, cold: notebook shown {shown:.1f}, "
              f"kernel idle {idle:.1f}, widget visible {cold:.1f}; second visit (cache warm): "
              f"kernel idle {idle_warm:.1f}, widget visible {warm:.1f}; two clicks to the "
              f"kernel's answer {click_to_kernel:.1f}; two puzzles played {played:.1f}, a Gramin "
              f"game's turn {game_played:.1f}; saved widget drawn {restored:.1f} after "
              "reopening")


def phrases_whole(page, path: str) -> None:
    """The site's JupyterLab cuts the Japanese lesson's Markdown into phrases, as Lab does
    (tests/browser/test_markdown_ruby.py): each cell whose Markdown holds a reading is cut
    (<wbr>) and no line of it starts inside a phrase, beside a ruby neither (lesson 03 read
    「肉は減｜りません」), at any width of the notebook."""
    cells = json.loads((NOTEBOOKS / path).read_text(encoding="utf-8"))["cells"]
    markdown = [c for c in cells if c["cell_type"] == "markdown"]
    rendered = page.locator(f"{ACTIVE} .jp-MarkdownCell .jp-RenderedMarkdown")
    notebook = page.locator(f"{ACTIVE} .jp-Notebook")
    with_readings = [i for i, cell in enumerate(markdown) if "<ruby>" in "".join(cell["source"])]
    for i in with_readings:
        shown = rendered.nth(i)
        shown.scroll_into_view_if_needed()
        assert shown.locator("wbr").count() > 0, f"{path}, Markdown cell {i}: no phrase breaks"
        assert shown.evaluate(BROKEN_PHRASES) == [], f"{path}, Markdown cell {i}"
    # every such cell at once, at each width (the cell numbers count those cells only)
    shown = rendered.filter(has=page.locator("ruby"))
    assert shown.count() == len(with_readings), "a Markdown cell with readings shows none"
    split = split_words_at_widths(notebook, shown, range(400, 801, 12))
    assert split == [], f"{path}: lines start inside a phrase: {split}"


@pytest.mark.parametrize("path", LESSONS)
def test_lesson_runs_to_the_end_and_its_game_plays(lite, screenshots, capsys, path):
    t0 = time.monotonic()
    page, _ = open_notebook(lite, path)
    kernel_idle(page, screenshots)
    started_early(page)
    run_all(page)
    prompts = page.locator(f"{ACTIVE} .jp-CodeCell .jp-InputPrompt")

    def finished():
        texts = prompts.all_text_contents()
        return errors(page) or all(re.fullmatch(r"\[\d+\]:", t.strip()) for t in texts)

    wait_for(finished, 300, f"{path} to run to its end")
    assert errors(page) == [], f"{path}: {errors(page)}"
    # a widget output is the only output Lab gives no MIME type attribute; each is drawn as
    # a game (or, for tqdm's progress bar, an ipywidgets view)
    outputs = page.locator(f"{ACTIVE} .jp-OutputArea-output:not([data-mime-type])")
    drawn = outputs.filter(has=page.locator(f"{GAME_ROOTS}, [class*='widget-']"))
    wait_for(lambda: outputs.count() and drawn.count() == outputs.count(), 30,
             f"every widget of {path} drawn")
    roots = page.locator(f"{ACTIVE} .jp-OutputArea").locator(GAME_ROOTS)
    assert roots.count() > 0, f"no game widget drawn in {path}"
    assert outputs.filter(has_text="Error displaying widget").count() == 0
    assert lite.requests.blocked == []
    if path.startswith("ja/"):  # the site's JupyterLab shows the readings as ruby too
        index, source = first_markdown_with_readings(NOTEBOOKS / path)
        cell = page.locator(f"{ACTIVE} .jp-MarkdownCell .jp-RenderedMarkdown").nth(index)
        cell.scroll_into_view_if_needed()
        # the site's JupyterLab may draw the Markdown once before the package's extension
        # (which lets <ruby> through) has loaded, then again with it: wait for the readings
        try:
            wait_for(lambda: reading_problems(cell, source) == [], 20,
                     f"the readings of {path} drawn as ruby")
        except pytest.fail.Exception:
            assert reading_problems(cell, source) == []
        phrases_whole(page, path)
    stem = path.replace('/', '_')[:-6]
    page.screenshot(path=screenshots / f"lite_{stem}.png", full_page=True)
    ran = time.monotonic() - t0
    play = PLAYS.get(pathlib.Path(path).stem)
    if play is not None:
        play(page, screenshots, stem)
        assert errors(page) == [], f"{path}: {errors(page)}"
        assert lite.requests.blocked == []
    with capsys.disabled():
        print(f"\nlite: {path} ran to its end in {ran:.1f} s ({outputs.count()} widgets, "
              f"{roots.count()} of them games)"
              + (f"; its game played in {time.monotonic() - t0 - ran:.1f} s" if play else ""))


def test_python_widget_types_runs_and_steps_offline(lite, screenshots, capsys):
    """Lesson 05's Python track in the browser's own Python: a program typed in the editor
    runs on the three boards (sys.settrace works in Pyodide), stars only when all pass, and
    the stepper highlights the frame's line and counts the loop's repeats. Before that,
    "Open as Python" on the lesson's cards opens their Python under them, and its Run
    runs in the browser's Python on the cards' board."""
    from playwright.sync_api import expect

    t0 = time.monotonic()
    page, _ = open_notebook(lite, "05_gramin_python.ipynb")
    kernel_idle(page, screenshots)
    run_all(page)
    cards = widget_of(page, "cards = GraminWidget(board=CORRIDOR, program=cards.program",
                      ".gw-gramin")
    cards.get_by_test_id("gw-py-open").click()
    opened = cards.locator(".gw-py-opened .gw-python")
    expect(opened).to_be_visible(timeout=ms(60))
    expect(opened.locator(".cm-line").first).to_have_text("for _ in range(3):")
    opened.get_by_test_id("gw-run").click()
    expect(opened.get_by_test_id("gw-frame-no")).to_have_text(re.compile(r"/ 8$"), timeout=ms(60))
    to_last_frame(opened)
    expect(opened.get_by_test_id("gw-explorer")).to_have_attribute("data-col", "6")
    page.screenshot(path=screenshots / "lite_python_open.png")
    held = kernel(page, "[cards.python_view == cards.python_widget.model_id, "
                        "cards.python_widget.runs[0]['frames'][-1]['pos']]")
    assert held == [True, [0, 6]]
    cards.get_by_test_id("gw-py-close").click()
    expect(cards.get_by_test_id("gw-py-opened")).to_be_hidden()
    cell = page.locator(f"{ACTIVE} .jp-CodeCell",
                        has=page.locator(".jp-InputArea", has_text="course = PythonWidget"))
    widget = cell.locator(".jp-OutputArea .gw-python").first
    widget.wait_for(timeout=ms(120))
    widget.scroll_into_view_if_needed()
    tabs = widget.get_by_test_id("gw-py-tab")
    expect(tabs).to_have_count(3)
    type_program(page, widget, ["step(RIGHT)", "step(RIGHT)"])
    widget.get_by_test_id("gw-run").click()
    expect(widget.get_by_test_id("gw-verdict")).to_contain_text("Solved on 1 of 3 boards",
                                                                timeout=ms(60))
    expect(widget.get_by_test_id("gw-stars")).to_have_attribute("data-stars", "0")
    type_program(page, widget, ["while not at_flag():", "    step(RIGHT)"])
    widget.get_by_test_id("gw-run").click()
    expect(widget.get_by_test_id("gw-stars")).to_have_attribute("data-stars", "3",
                                                                timeout=ms(60))
    for i in range(3):
        expect(tabs.nth(i)).to_have_attribute("data-solved", "true")
    tabs.nth(1).click()  # the corridor of 4 squares to the flag
    widget.locator("button[data-cmd='first']").click()
    step = widget.locator("button[data-cmd='step']")
    for i, (line, badge) in enumerate([("while not at_flag():", "×1"), ("    step(RIGHT)", "×1"),
                                       ("while not at_flag():", "×2")], start=2):
        step.click()
        expect(widget.get_by_test_id("gw-frame-no")).to_have_text(f"frame {i} / 10")
        expect(widget.locator(".cm-line.gw-py-current")).to_contain_text(line.strip())
        expect(widget.get_by_test_id("gw-py-badge")).to_have_text(badge)
    page.screenshot(path=screenshots / "lite_python_widget.png")
    assert errors(page) == []
    assert lite.requests.blocked == []
    with capsys.disabled():
        print(f"\nlite: lesson 05's Python widget typed, run on 3 boards and stepped in "
              f"{time.monotonic() - t0:.1f} s")


def test_every_request_stayed_on_127_0_0_1(lite, capsys):
    """Runs last: the pages above asked for nothing but the site's own files."""
    requests = lite.requests
    hosts = sorted({urlparse(url).hostname for _, url in requests.seen
                    if not url.startswith(("data:", "blob:"))})
    with capsys.disabled():
        print(f"\nlite: {len(requests.seen)} requests, to {hosts}; by kind: {requests.kinds()}")
    assert requests.seen, "no request recorded"
    assert requests.blocked == [], f"requests that left 127.0.0.1: {requests.blocked}"
    assert hosts == ["127.0.0.1"]
