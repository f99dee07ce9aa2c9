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
runs again in a new page (the second visit, the browser's cache warm); saved and opened
again, the notebook shows the widget as it was saved. Then one lesson per game runs to
its end with every widget drawn and no error. ``GW_LITE_ALL=1`` runs every lesson and
demo, English and Japanese, instead of one lesson per game.

Skipped, with the reason, when something the site needs is missing (Chromium, Node.js,
npm ``pyodide``, ``jupyterlite-core``); under ``CI=true`` that fails instead.
"""

from __future__ import annotations

import functools
import http.server
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
from lab_helpers import ACTIVE, run_in_new_cell, wait_for

pytestmark = [pytest.mark.lite, pytest.mark.browser]

REPO = pathlib.Path(__file__).resolve().parents[2]
NOTEBOOKS = REPO / "notebooks"
# one lesson per game; GW_LITE_ALL=1: every notebook, en + ja
LESSONS = (["01_gramin_loops.ipynb", "02_algo_deduction.ipynb", "03_goblin_escape.ipynb"]
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


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@pytest.fixture(scope="session")
def lite_url(browser_type_launch_args, tmp_path_factory):
    """Base URL of the site, served from a thread on 127.0.0.1.

    The site is built here, unless ``GW_LITE_SITE`` names one built from this tree
    (``.ci/run`` builds ``_output/`` in its own step just before).
    """
    prebuilt = os.environ.get("GW_LITE_SITE")
    if prebuilt:
        site = pathlib.Path(prebuilt)
        assert (site / "jupyter-lite.json").is_file(), f"GW_LITE_SITE={prebuilt}: no site there"
        print(f"\nlite: the site in {site}")
    else:
        site = build_site(tmp_path_factory.mktemp("lite") / "site")
    handler = functools.partial(_Quiet, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
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


class Site:
    """One Chromium that reaches only 127.0.0.1, its one context (one HTTP cache), the
    requests it made, and the page in front."""

    def __init__(self, context, base: str):
        self.context, self.base, self.requests = context, base, Requests()
        context.on("request", self.requests.request)
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
    page.locator(f"{ACTIVE} .jp-Cell").first.wait_for(timeout=60_000)
    return page, time.monotonic() - t0


def kernel_idle(page, screenshots, timeout: float = KERNEL_START_S) -> None:
    try:
        page.locator("#jp-main-statusbar").get_by_text("Idle").first.wait_for(
            timeout=timeout * 1000)
    except Exception:
        page.screenshot(path=screenshots / "lite_kernel_not_idle.png")
        status = page.locator("#jp-main-statusbar").inner_text()
        pytest.fail(f"kernel not idle after {timeout} s; status bar: {status!r}")


def menu(page, top: str, item: str) -> None:
    page.locator(".lm-MenuBar-item", has_text=top).first.click()
    page.locator(".lm-Menu-item:visible", has_text=item).first.click()


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
    run_all(page)
    page.locator(f"{ACTIVE} .jp-OutputArea").locator(GAME_ROOTS).first.wait_for(timeout=60_000)
    return page, (shown, idle, time.monotonic() - t0)


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
    run_in_new_cell(page, "print('PROGRAM=' + repr(gramin.program))")
    out = page.locator(f"{ACTIVE} .jp-OutputArea-output", has_text="PROGRAM=").first
    out.wait_for(timeout=30_000)
    program = re.search(r"PROGRAM='(.*)'", out.inner_text())[1]
    assert len(program.split()) == 2, f"the kernel's program after two clicks: {program!r}"
    if all(tokens):
        assert program.split() == tokens
    click_to_kernel = time.monotonic() - t_click

    # the second visit, with the browser's cache warm (the unsaved run is dropped)
    page, (_, idle_warm, warm) = first_widget(lite, screenshots, "demo_gramin.ipynb")

    # saved in the browser, the notebook reopens with the widget as it was
    widget = page.locator(f"{ACTIVE} .jp-OutputArea .gw-gramin").first
    slots = widget.locator(".gw-strip .gw-slot")
    widget.locator(".gw-hand button.gw-card:not([disabled])").first.click()
    wait_for(lambda: slots.count() == n0 + 1, 15, "the card in the program")
    menu(page, "File", "Save Notebook")
    wait_for(lambda: page.locator(".lm-TabBar-tab.jp-mod-dirty").count() == 0, 15,
             "the notebook to be saved")
    t_open = time.monotonic()
    page, _ = open_notebook(lite, "demo_gramin.ipynb")
    saved = page.locator(f"{ACTIVE} .jp-OutputArea .gw-gramin").first
    saved.wait_for(timeout=60_000)
    restored = time.monotonic() - t_open
    assert saved.locator(".gw-strip .gw-slot").count() == n0 + 1, "the saved program is lost"
    page.screenshot(path=screenshots / "lite_demo_gramin_saved.png")
    assert errors(page) == []
    assert lite.requests.blocked == []
    with capsys.disabled():
        print(f"\nlite: demo_gramin, seconds after page open, cold: notebook shown {shown:.1f}, "
              f"kernel idle {idle:.1f}, widget visible {cold:.1f}; second visit (cache warm): "
              f"kernel idle {idle_warm:.1f}, widget visible {warm:.1f}; two clicks to the "
              f"kernel's answer {click_to_kernel:.1f}; saved widget drawn {restored:.1f} after "
              "reopening")


@pytest.mark.parametrize("path", LESSONS)
def test_lesson_runs_to_the_end_with_every_widget_drawn(lite, screenshots, capsys, path):
    t0 = time.monotonic()
    page, _ = open_notebook(lite, path)
    kernel_idle(page, screenshots)
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
    page.screenshot(path=screenshots / f"lite_{path.replace('/', '_')[:-6]}.png", full_page=True)
    with capsys.disabled():
        print(f"\nlite: {path} ran to its end in {time.monotonic() - t0:.1f} s "
              f"({outputs.count()} widgets, {roots.count()} of them games)")


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


def test_python_widget_types_runs_and_steps_offline(lite, screenshots, capsys):
    """Lesson 05's Python track in the browser's own Python: a program typed in the editor
    runs on the three boards (sys.settrace works in Pyodide), stars only when all pass, and
    the stepper highlights the frame's line and counts the loop's repeats."""
    from playwright.sync_api import expect
    from test_gramin_python_lab import type_program

    t0 = time.monotonic()
    page, _ = open_notebook(lite, "05_gramin_python.ipynb")
    kernel_idle(page, screenshots)
    run_all(page)
    cell = page.locator(f"{ACTIVE} .jp-CodeCell",
                        has=page.locator(".jp-InputArea", has_text="course = PythonWidget"))
    widget = cell.locator(".jp-OutputArea .gw-python").first
    widget.wait_for(timeout=120_000)
    widget.scroll_into_view_if_needed()
    tabs = widget.get_by_test_id("gw-py-tab")
    expect(tabs).to_have_count(3)
    type_program(page, widget, ["step(RIGHT)", "step(RIGHT)"])
    widget.get_by_test_id("gw-run").click()
    expect(widget.get_by_test_id("gw-verdict")).to_contain_text("Solved on 1 of 3 boards",
                                                                timeout=60_000)
    expect(widget.get_by_test_id("gw-stars")).to_have_attribute("data-stars", "0")
    type_program(page, widget, ["while not at_flag():", "    step(RIGHT)"])
    widget.get_by_test_id("gw-run").click()
    expect(widget.get_by_test_id("gw-stars")).to_have_attribute("data-stars", "3",
                                                                timeout=60_000)
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
