"""The demo notebooks in Notebook 7 and Voila, and one widget shown twice in JupyterLab.

Issue 6, section 1. Each front-end gets one server and one page for the whole module.
The demos (``notebooks/demo_<game>.ipynb``) are copied into the server's folder with a
recorder cell appended, which writes the kernel's PID (so teardown can stop it) and what
the kernel received after a click (so a click is proven to reach Python, not just the
page); in both, the Gramin demo's laid card opens as Python under the cards, and that
Python's Run is answered. In JupyterLab: two views of one GraminWidget follow each other, a second
GraminWidget stays independent, and a widget changed many times in one cell shows its
final state.
"""

from __future__ import annotations

import json
import pathlib
import re

import pytest
from helpers.browser import (
    code_cell,
    notebook,
    open_and_run,
    recorder_cell,
    shoot,
    through_setup,
    wait_for,
)

pytestmark = pytest.mark.browser

NOTEBOOKS = pathlib.Path(__file__).resolve().parents[2] / "notebooks"
GAMES = ("gramin", "algo", "goblin")
# the variable each demo binds its widget to, and the trait a first click changes
WATCHED = {"gramin": "program", "algo": "history", "goblin": "stage"}

# the kernel writes the watched traits on each change
RECORDING = """\
import json as _json
def _dump(_change=None):
    (_rec / "state.json").write_text(_json.dumps({{
        k: getattr(w, t) for k, w, t in {watched}}}, default=str))
for _k, _w, _t in {watched}:
    _w.observe(_dump, names=_t)
"""


def recorded(server, name: str) -> dict:
    """What the kernel of ``name`` last wrote (empty before the first change)."""
    path = server.record / name / "state.json"
    try:
        return json.loads(path.read_text()) if path.exists() else {}
    except json.JSONDecodeError:  # caught mid-write
        return {}


def write_notebook(server, name: str, cells: list, watched: list[tuple]) -> None:
    """Write ``cells`` plus the recorder (watching ``(key, var, trait)``) as ``name``."""
    spec = "[" + ", ".join(f"({k!r}, {v}, {t!r})" for k, v, t in watched) + "]"
    recorder = code_cell(recorder_cell(name, RECORDING.format(watched=spec)), "recorder")
    (server.root / f"{name}.ipynb").write_text(json.dumps(notebook([*cells, recorder])))


def copy_demo(server, game: str) -> str:
    """Copy ``demo_<game>.ipynb`` with the recorder into the server's folder."""
    name = f"demo_{game}"
    cells = json.loads((NOTEBOOKS / f"{name}.ipynb").read_text())["cells"]
    write_notebook(server, name, cells, [(game, game, WATCHED[game])])
    return name


def click_once(widget, game: str) -> None:
    """One play by clicks; the page must show the kernel's answer."""
    from playwright.sync_api import expect

    if game == "gramin":
        widget.locator('.gw-hand button.gw-card[data-token="R"]:not([disabled])').first.click()
        expect(widget.locator(".gw-strip .gw-slot")).to_have_count(1)
    elif game == "algo":
        widget.get_by_test_id("gw-card-1-3").click()
        widget.locator(".gw-num[data-n='9']").click()
        widget.get_by_test_id("gw-attack").click()
        expect(widget.get_by_test_id("gw-history").locator(".gw-history-item")).to_have_count(1)
    else:
        # Ann alone among bots: her choice is on the screen, no cover to lift
        expect(widget.get_by_test_id("gw-cover")).to_have_count(0)
        widget.get_by_test_id("gw-choose-dig").click()
        expect(widget.get_by_test_id("gw-ready")).to_be_visible()


def open_python_once(widget) -> None:
    """Gramin: "Open as Python" opens the laid ``R`` as Python under the cards, and the
    opened widget's Run is answered by the kernel (its frames come back)."""
    from playwright.sync_api import expect

    widget.get_by_test_id("gw-py-open").click()
    opened = widget.locator(".gw-py-opened .gw-python")
    expect(opened).to_be_visible(timeout=30_000)
    expect(opened.locator(".cm-line").first).to_have_text("step(RIGHT)")
    opened.get_by_test_id("gw-run").click()
    expect(opened.get_by_test_id("gw-frame-no")).to_have_text(re.compile(r"/ 2$"),
                                                              timeout=30_000)
    widget.get_by_test_id("gw-py-close").click()
    expect(widget.get_by_test_id("gw-py-opened")).to_be_hidden()


def kernel_got_click(server, name: str, game: str) -> bool:
    value = recorded(server, name).get(game)
    return {"gramin": value == "R", "algo": isinstance(value, list) and len(value) == 1,
            "goblin": value == "ready"}[game]


@pytest.fixture(scope="module")
def shared_page(browser, browser_context_args):
    """One page for the module; requests leaving 127.0.0.1 (Voila's CDN font) are aborted."""
    context = browser.new_context(**browser_context_args)
    page = context.new_page()
    page.route(re.compile(r"^https?://(?!127\.0\.0\.1[:/])"), lambda route: route.abort())
    yield page
    context.close()


@pytest.mark.parametrize("game", GAMES)
def test_demo_in_notebook7(shared_page, notebook7, screenshots, game):
    page, name = shared_page, copy_demo(notebook7, game)
    try:
        open_and_run(page, notebook7, name)
        # the algo and Goblin demos open on their setup screen: started as they are
        widget = through_setup(page.locator(".jp-OutputArea"), game, 30)
        click_once(widget, game)
        wait_for(lambda: kernel_got_click(notebook7, name, game), 10, "the kernel to get it")
        if game == "gramin":
            page.screenshot(path=screenshots / "frontend_notebook7_gramin.png")
            open_python_once(widget)
    finally:
        notebook7.shut_down(name)


@pytest.mark.parametrize("game", GAMES)
def test_demo_in_voila(shared_page, voila, screenshots, game):
    page, name = shared_page, copy_demo(voila, game)
    page.goto(voila.page_url(name))  # Voila runs the notebook on this request
    widget = through_setup(page, game, 30)
    wait_for(lambda: (voila.record / name / "kernel.pid").exists(), 30, "the recorder cell")
    click_once(widget, game)
    wait_for(lambda: kernel_got_click(voila, name, game), 10, "the kernel to get it")
    if game in ("gramin", "goblin"):
        page.screenshot(path=screenshots / f"frontend_voila_{game}.png")
    if game == "gramin":
        open_python_once(widget)


VIEWS = "views"
VIEW_CELLS = [
    "from gamewidgets.gramin import GraminWidget\nw = GraminWidget()\ndisplay(w)\ndisplay(w)",
    "w2 = GraminWidget()\nw2",
    # many changes in one cell before the widget is displayed: only the last state shows
    "late = GraminWidget()\n"
    "for p in ['R', 'R U', 'for3( R U )', 'U', 'R R U']:\n"
    "    late.program = p\n"
    "late.run()\nlate.frame = 2\n"
    "for lang in ['ja', 'en', 'ja']:\n"
    "    late.lang = lang\n"
    "late",
]


@pytest.fixture(scope="module")
def views_page(shared_page, lab):
    """The views notebook opened in JupyterLab and run."""
    cells = [code_cell(src, f"c{i}") for i, src in enumerate(VIEW_CELLS)]
    write_notebook(lab, VIEWS, cells, [("w", "w", "program"), ("w2", "w2", "program")])
    open_and_run(shared_page, lab, VIEWS)
    yield shared_page
    lab.shut_down(VIEWS)


def cell_widgets(page, marker: str):
    cell = page.locator(".jp-CodeCell", has=page.locator(".jp-InputArea", has_text=marker))
    return cell.locator(".jp-OutputArea .gw-gramin")


def test_two_views_follow_and_two_widgets_stay_independent(views_page, lab, screenshots):
    from playwright.sync_api import expect

    page = views_page
    views, other = cell_widgets(page, "display(w)"), cell_widgets(page, "w2 = Gramin")
    expect(views).to_have_count(2, timeout=30_000)
    expect(other).to_have_count(1, timeout=30_000)
    slots = [v.locator(".gw-strip .gw-slot") for v in (views.nth(0), views.nth(1), other)]

    card = '.gw-hand button.gw-card[data-token="{}"]:not([disabled])'
    views.nth(0).locator(card.format("R")).first.click()
    for loc, n in zip(slots, (1, 1, 0), strict=True):
        expect(loc).to_have_count(n)
    views.nth(1).locator(card.format("U")).first.click()  # the second view edits as well
    for loc, n in zip(slots, (2, 2, 0), strict=True):
        expect(loc).to_have_count(n)
    other.locator(card.format("L")).first.click()
    for loc, n in zip(slots, (2, 2, 1), strict=True):
        expect(loc).to_have_count(n)
    wait_for(lambda: recorded(lab, VIEWS) == {"w": "R U", "w2": "L"}, 10,
             "the kernel to hold w = 'R U' and w2 = 'L'")
    expect(slots[1].nth(1).locator(".gw-card")).to_have_attribute(
        "aria-label", "Turn card 2: step up")
    page.screenshot(path=screenshots / "frontend_lab_two_views.png")


def test_many_changes_in_one_cell_show_the_final_state(views_page, screenshots):
    from playwright.sync_api import expect

    widget = cell_widgets(views_page, "late = Gramin").first
    widget.wait_for(timeout=30_000)
    widget.scroll_into_view_if_needed()
    expect(widget.locator(".gw-strip .gw-slot")).to_have_count(3)
    expect(widget.get_by_test_id("gw-frame-no")).to_have_text("3ステップ目（全4ステップ）")
    expect(widget.get_by_test_id("gw-run")).to_have_attribute("aria-label", "実行")
    shoot(views_page, widget, screenshots / "frontend_lab_final_state.png")
