"""Saved and exported notebooks: the widgets and their step-through without a kernel.

Issue 6, section 5. One JupyterLab server and one page for the module. The three demos
(``notebooks/demo_<game>.ipynb``) are copied into one notebook, run, played a little,
saved, closed with their kernel shut down, and reopened without running a cell:

- with the ipywidgets setting ``saveState`` off (Lab's default) the file holds no widget
  state and each widget output reads "Error displaying widget: model not found";
- with it on (Settings -> Save Widget State Automatically) the widgets come back from the
  notebook's saved state at the frame they were left at, and Gramin's trace, Goblin
  Escape's resolution steps and algo's deduction steps still play once the kernel is shut
  down; a copy Lab does not trust (a file from someone else) shows each widget's text
  (its ``__repr__``) until it is trusted.

Export: ``ipywidgets.embed.embed_minimal_html`` of a Gramin run and of a game's review,
opened from a file:// URL with no server and no kernel. The page loads require.js,
@jupyter-widgets/html-manager and anywidget from CDNs; the test serves local copies instead
(npm devDependencies and the installed anywidget) and fails on any other request that
would leave the machine.
"""

from __future__ import annotations

import contextlib
import json
import mimetypes
import pathlib
import re
import warnings

import helpers.browser as lab_page_helpers
import pytest
from helpers.browser import ACTIVE, code_cell, menu, recorder_cell, shoot, through_setup, wait_for

pytestmark = pytest.mark.browser

REPO = pathlib.Path(__file__).resolve().parents[2]
NOTEBOOKS = REPO / "notebooks"
NODE_MODULES = REPO / "node_modules"
GAMES = ("gramin", "algo", "goblin")
SANDBOX = 'from gamewidgets.gramin import GraminWidget\n\nGraminWidget(lang="en")'
VIEW_MIME = "application/vnd.jupyter.widget-view+json"
STATE_MIME = "application/vnd.jupyter.widget-state+json"
WIDGETS_PLUGIN = "@jupyter-widgets/jupyterlab-manager:plugin"
MISSING = "Error displaying widget: model not found"


@pytest.fixture(scope="module")
def lab_page(browser, browser_context_args, lab):
    """One page for the module's notebooks; requests leaving 127.0.0.1 are aborted."""
    context = browser.new_context(**browser_context_args)
    page = context.new_page()
    page.route(re.compile(r"^https?://(?!127\.0\.0\.1[:/])"), lambda route: route.abort())
    yield page
    context.close()


def write_demos(lab, name: str) -> None:
    """The algo and Goblin demos and a Gramin sandbox in one notebook ``name``, plus a cell
    that records the kernel's PID."""
    cells = []
    for game in GAMES:
        # Gramin's demo is the puzzle course; the sandbox (its board and hand fixed) is
        # what these tests step through
        cells += ([{"cell_type": "code", "source": SANDBOX}] if game == "gramin" else
                  json.loads((NOTEBOOKS / f"demo_{game}.ipynb").read_text())["cells"])
    cells.append(code_cell(recorder_cell(name)))
    cells = [dict(c, id=f"c{i}", metadata={},
                  **({"outputs": [], "execution_count": None} if c["cell_type"] == "code" else {}))
             for i, c in enumerate(cells)]
    nb = {"nbformat": 4, "nbformat_minor": 5, "cells": cells,
          "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3",
                                      "language": "python"}}}
    (lab.root / f"{name}.ipynb").write_text(json.dumps(nb))


def widget_outputs(nb: dict) -> list[dict]:
    """The outputs of ``nb`` that display a widget."""
    return [o for c in nb["cells"] for o in c.get("outputs", []) if VIEW_MIME in o.get("data", {})]


def game(page, name: str):
    """The widget of game ``name`` in the notebook in front."""
    return page.locator(f"{ACTIVE} .jp-OutputArea .gw-{name}").first


def open_notebook(page, lab, name: str) -> None:
    """Open ``name`` and wait for its cells and an idle kernel (Lab starts one on opening).

    ``reset`` empties Lab's workspace, so that notebooks closed earlier do not come back
    in tabs (each with a kernel) when the page loads.
    """
    lab_page_helpers.open_notebook(page, lab, name, reset=True)


def run_all(page, lab, name: str) -> None:
    """Run All, then start each game (the demos open on their setup screen)."""
    lab_page_helpers.run_all(page, lab, name)
    for g in GAMES:
        through_setup(page.locator(ACTIVE), g, timeout=30)


def save(page, lab, name: str) -> dict:
    """File -> Save Notebook; the notebook as this save wrote it, with its widget outputs."""
    path = lab.root / f"{name}.ipynb"
    before = path.stat().st_mtime_ns
    menu(page, "File", "Save Notebook")

    def written():
        if path.stat().st_mtime_ns == before:
            return None
        try:
            nb = json.loads(path.read_text())
        except json.JSONDecodeError:  # caught mid-write
            return None
        return nb if len(widget_outputs(nb)) == len(GAMES) else None

    return wait_for(written, 15, "the saved file with the widget outputs")


def close_and_shut_down(page, lab, name: str) -> None:
    menu(page, "File", "Close and Shut Down Notebook")
    page.locator(".jp-Dialog button.jp-mod-accept").click()
    wait_for(lambda: not lab.sessions(name), 15, "the kernel to shut down")


def reopen(page, lab, name: str) -> None:
    """Open ``name`` again in a freshly loaded Lab (a new widget manager) without running it."""
    (lab.record / name / "kernel.pid").unlink()
    open_notebook(page, lab, name)


def wait_restored(page, lab, name: str) -> None:
    """Wait for the three widgets drawn from the notebook's saved state.

    JupyterLab's widget manager (ipywidgets 8.1) marks its restore as done when the kernel
    connects, which can come before the saved state is loaded: outputs drawn in between
    read "model not found" although the state is in the file. Reloading the page, as the
    README says, draws them; the test does that once, with a warning.
    """
    # each game's root (a demo's setup screen carries the game's class too)
    roots = page.locator(", ".join(f"{ACTIVE} .jp-OutputArea .gw-{g}:not(.gw-setup)"
                                   for g in GAMES))
    missing = page.locator(f"{ACTIVE} .jp-OutputArea-output", has_text=MISSING)
    wait_for(lambda: roots.count() + missing.count() == len(GAMES), 30,
             "each widget output to show its widget or 'model not found'")
    if missing.count():
        warnings.warn(f"{name}: {missing.count()} saved widget(s) read '{MISSING}' on "
                      "opening; reloading the page", stacklevel=2)
        open_notebook(page, lab, name)
        wait_for(lambda: roots.count() == len(GAMES), 30, "the saved widgets after a reload")


def expect_gramin(widget, frame: int, pos: tuple[int, int], badge: str | None = None) -> None:
    """Gramin shows frame ``frame`` (1-based) of the 7 of ``for3( R U )``, explorer at ``pos``."""
    from playwright.sync_api import expect

    expect(widget.get_by_test_id("gw-frame-no")).to_have_text(f"frame {frame} / 7")
    explorer = widget.get_by_test_id("gw-explorer")
    expect(explorer).to_have_attribute("data-row", str(pos[0]))
    expect(explorer).to_have_attribute("data-col", str(pos[1]))
    if badge is not None:
        expect(widget.get_by_test_id("gw-iteration")).to_have_text(badge)


def test_without_saved_state_each_widget_reads_model_not_found(lab_page, lab, screenshots):
    from playwright.sync_api import expect

    page, name = lab_page, "saved_off"
    lab.write_settings(WIDGETS_PLUGIN, {"saveState": False})  # Lab's default, whatever ran before
    write_demos(lab, name)
    open_notebook(page, lab, name)
    run_all(page, lab, name)
    nb = save(page, lab, name)
    assert "widgets" not in nb["metadata"]  # saveState off
    close_and_shut_down(page, lab, name)

    reopen(page, lab, name)
    outputs = page.locator(f"{ACTIVE} .jp-OutputArea-output")
    expect(outputs.filter(has_text=MISSING)).to_have_count(len(GAMES), timeout=30_000)
    expect(page.locator(f"{ACTIVE} .gw-gramin, {ACTIVE} .gw-algo, {ACTIVE} .gw-goblin")
           ).to_have_count(0)
    assert not (lab.record / name / "kernel.pid").exists()  # nothing ran
    outputs.filter(has_text=MISSING).first.scroll_into_view_if_needed()
    page.screenshot(path=screenshots / "saved_off_reopened.png")
    close_and_shut_down(page, lab, name)


def test_saved_state_reopens_and_steps_without_kernel(lab_page, lab, screenshots):
    from playwright.sync_api import expect

    page, name = lab_page, "saved_on"
    lab.write_settings(WIDGETS_PLUGIN, {"saveState": True})
    write_demos(lab, name)
    open_notebook(page, lab, name)
    # the switch the README names is the same setting, now ticked
    page.locator(".lm-MenuBar-item", has_text="Settings").first.click()
    expect(page.locator(".lm-Menu-item:visible", has_text="Save Widget State Automatically")
           ).to_have_class(re.compile(r"\blm-mod-toggled\b"))
    page.keyboard.press("Escape")
    run_all(page, lab, name)

    gramin, goblin = game(page, "gramin"), game(page, "goblin")
    for i, token in enumerate(["for3(", "R", "U", ")"]):
        card = f'.gw-hand button.gw-card[data-token="{token}"]:not([disabled])'
        gramin.locator(card).first.click()
        expect(gramin.locator(".gw-strip .gw-slot")).to_have_count(i + 1)
    gramin.get_by_test_id("gw-run").click()
    # Run plays the run to its end; First goes back to the start
    expect(gramin.get_by_test_id("gw-frame-no")).to_have_text("frame 7 / 7", timeout=15_000)
    gramin.locator("button[data-cmd='first']").click()
    expect_gramin(gramin, 1, (6, 0))
    for _ in range(2):
        gramin.locator("button[data-cmd='step']").click()
    expect_gramin(gramin, 3, (5, 1), "1/3")
    goblin.get_by_test_id("gw-choose-dig").click()  # Ann alone among bots: no cover
    goblin.get_by_test_id("gw-reveal").click()  # the two bots have chosen
    n_steps = int(re.fullmatch(r"step 1 / (\d+)",
                               goblin.get_by_test_id("gw-step-no").inner_text())[1])
    assert n_steps >= 3
    goblin.locator("button[data-cmd='step']").click()
    expect(goblin.get_by_test_id("gw-step-no")).to_have_text(f"step 2 / {n_steps}")

    nb = save(page, lab, name)
    state = nb["metadata"]["widgets"][STATE_MIME]["state"]
    by_class = {s["state"].get("_anywidget_id", "").rsplit(".", 1)[-1]: s["state"]
                for s in state.values()}
    assert by_class["GraminWidget"]["program"] == "for3( R U )"
    assert by_class["GraminWidget"]["frame"] == 2
    assert len(by_class["GraminWidget"]["trace_data"]["frames"]) == 7
    assert by_class["GoblinWidget"]["step"] == 1
    assert by_class["AlgoWidget"]["deduction_data"]["steps"]
    close_and_shut_down(page, lab, name)

    reopen(page, lab, name)
    wait_restored(page, lab, name)
    gramin, algo, goblin = (game(page, g) for g in GAMES)
    expect_gramin(gramin, 3, (5, 1), "1/3")  # where it was saved
    expect(goblin.get_by_test_id("gw-step-no")).to_have_text(f"step 2 / {n_steps}")
    assert not (lab.record / name / "kernel.pid").exists()  # nothing ran
    menu(page, "Kernel", "Shut Down Kernel")
    wait_for(lambda: not lab.sessions(name), 15, "no kernel")

    gramin.locator("button[data-cmd='step']").click()
    expect_gramin(gramin, 4, (5, 2), "2/3")
    gramin.focus()
    page.keyboard.press("ArrowRight")
    expect_gramin(gramin, 5, (4, 2), "2/3")
    goblin.locator("button[data-cmd='step']").click()
    expect(goblin.get_by_test_id("gw-step-no")).to_have_text(f"step 3 / {n_steps}")
    n_deductions = len(by_class["AlgoWidget"]["deduction_data"]["steps"])
    algo.locator(".gw-stepper button[data-cmd='first']").click()
    expect(algo.get_by_test_id("gw-step-no")).to_have_text(
        f"Before the deduction ({n_deductions} steps)")
    algo.locator(".gw-stepper button[data-cmd='step']").click()
    expect(algo.get_by_test_id("gw-step-no")).to_have_text(f"step 1 / {n_deductions}")
    expect(algo.get_by_test_id("gw-step-text")).to_have_text(
        by_class["AlgoWidget"]["deduction_data"]["steps"][0]["text"])
    assert not lab.sessions(name)
    gramin.scroll_into_view_if_needed()
    page.screenshot(path=screenshots / "saved_on_reopened_no_kernel.png")
    shoot(page, gramin, screenshots / "saved_on_reopened_gramin.png")
    close_and_shut_down(page, lab, name)

    # the same file received from someone else: Lab does not trust it, so it shows text
    copy = "saved_on_copy"
    nb["cells"][0]["source"] = "".join(nb["cells"][0]["source"]) + "\n"  # a new signature
    (lab.root / f"{copy}.ipynb").write_text(json.dumps(nb))
    open_notebook(page, lab, copy)
    texts = ["".join(o["data"]["text/plain"]) for o in widget_outputs(nb)]
    assert texts[0] == "GraminWidget(program='', frame=0)"  # its repr when it was displayed
    plain = page.locator(f"{ACTIVE} .jp-OutputArea-output[data-mime-type='text/plain']")
    expect(plain).to_have_text(texts)
    page.screenshot(path=screenshots / "saved_on_untrusted_copy.png")
    # a cell's prompt selects it without editing it: the keys below go to the notebook
    page.locator(f"{ACTIVE} .jp-Cell .jp-InputPrompt").first.click()
    page.keyboard.press("Escape")
    page.keyboard.press("Control+Shift+c")  # the command palette
    page.keyboard.type("Trust Notebook")
    page.keyboard.press("Enter")
    page.locator(".jp-Dialog button.jp-mod-accept").click()
    wait_restored(page, lab, copy)
    expect_gramin(game(page, "gramin"), 3, (5, 1), "1/3")
    close_and_shut_down(page, lab, copy)


def local_copy(url: str) -> tuple[str, pathlib.Path] | None:
    """``(what, local file)`` for a script the exported page loads from a CDN, else None."""
    import anywidget

    if re.fullmatch(r"https://cdnjs\.cloudflare\.com/ajax/libs/require\.js/[\d.]+/require\.min\.js",
                    url):
        return "require.js", NODE_MODULES / "requirejs" / "require.js"
    found = re.fullmatch(r"https://cdn\.jsdelivr\.net/npm/@jupyter-widgets/html-manager@[^/]+"
                         r"/dist/([\w.-]+)", url)
    if found:
        return "html-manager", NODE_MODULES / "@jupyter-widgets/html-manager/dist" / found[1]
    # html-manager asks the CDN for anywidget@<_model_module_version>/dist/index.js: the
    # AMD module that anywidget's Python package also ships (for the classic notebook)
    if re.fullmatch(r"https://cdn\.jsdelivr\.net/npm/anywidget@[^/]+/dist/index\.js", url):
        return "anywidget", pathlib.Path(anywidget.__file__).parent / "nbextension" / "index.js"
    return None


@contextlib.contextmanager
def offline_page(browser, browser_context_args, html: pathlib.Path):
    """A page open on the exported ``html``, every request outside ``file://`` answered
    from the local copies (:func:`local_copy`) and none let through to the network.

    Yields the page and the names of the copies served; once the page is closed, fails on
    a request it could not answer or an error in the page.
    """
    served, unrouted, errors = [], [], []

    def route(r):
        url = r.request.url
        if url.startswith("file://"):
            return r.continue_()
        copy = local_copy(url)
        if copy is None or not copy[1].is_file():
            unrouted.append(url)
            return r.abort()
        served.append(copy[0])
        local = copy[1]
        kind = mimetypes.guess_type(local.name)[0] or "application/octet-stream"
        return r.fulfill(path=local, content_type=kind,
                         headers={"Access-Control-Allow-Origin": "*"})  # crossorigin scripts

    context = browser.new_context(**browser_context_args)
    try:
        page = context.new_page()
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.route("**/*", route)
        page.goto(html.as_uri())
        yield page, served
    finally:
        context.close()
    assert unrouted == [], f"requests to the network: {unrouted}"
    assert errors == []


def test_exported_gramin_run_plays_without_kernel(browser, browser_context_args, tmp_path,
                                                  screenshots):
    from ipywidgets.embed import dependency_state, embed_minimal_html
    from playwright.sync_api import expect

    from gamewidgets.gramin import GraminWidget

    w = GraminWidget(program="for3( R U )", lang="en")
    w.run()
    html = tmp_path / "gramin_run.html"
    # drop_defaults=False: anywidget's view name and the bundled _esm/_css are trait
    # defaults, and a page without them has nothing to render
    embed_minimal_html(html, views=[w], title="Gramin run", drop_defaults=False,
                       state=dependency_state(w, drop_defaults=False))
    text = html.read_text()
    # The page pins cdnjs's own minified require.js 2.3.4 by its hash; no registry
    # reachable here ships that file, so the local copy (npm's requirejs) goes without it.
    assert len(re.findall(r' integrity="sha256-[^"]+"', text)) == 1
    html.write_text(re.sub(r' integrity="sha256-[^"]+"', "", text))

    with offline_page(browser, browser_context_args, html) as (page, served):
        widget = page.locator(".gw-gramin")
        widget.wait_for(timeout=30_000)
        expect_gramin(widget, 1, (6, 0))
        widget.locator("button[data-cmd='step']").click()
        expect_gramin(widget, 2, (6, 1), "1/3")
        widget.focus()
        page.keyboard.press("ArrowRight")
        expect_gramin(widget, 3, (5, 1), "1/3")
        expect(widget.locator(".gw-slot.gw-current")).to_have_attribute("data-index", "2")
        page.screenshot(path=screenshots / "exported_gramin_run.png", full_page=True)
    assert sorted(served) == ["anywidget", "html-manager", "require.js"]


def test_exported_review_plays_without_kernel(browser, browser_context_args, tmp_path,
                                              screenshots):
    """A game's review exported as HTML steps by its buttons, keys and summary rows in the
    page alone (the frames are in the widget's state; the step is the view's own)."""
    from ipywidgets.embed import dependency_state, embed_minimal_html
    from playwright.sync_api import expect

    from gamewidgets.goblin import GameReviewWidget, GoblinGame, GoblinRules

    game = GoblinGame(3, seed=0, rules=GoblinRules(tunnel_deck=("empty",) * 4 + ("exit",)))
    game.play_turn({0: "dig", 1: "rest", 2: "dig"})
    game.play_turn({0: "steal", 1: "dig", 2: "rest"})
    while not game.is_terminal:
        game.play_turn({p: "rest" if game.last_action[p] == "dig" else "dig"
                        for p in range(3) if game.alive[p]})
    w = GameReviewWidget(game, names=["Ann", "Ben", "Cid"])
    decisions = w.review["decisions"]
    html = tmp_path / "review.html"
    embed_minimal_html(html, views=[w], title="Review", drop_defaults=False,
                       state=dependency_state(w, drop_defaults=False))
    html.write_text(re.sub(r' integrity="sha256-[^"]+"', "", html.read_text()))
    with offline_page(browser, browser_context_args, html) as (page, _served):
        review = page.get_by_test_id("gw-review")
        review.wait_for(timeout=30_000)
        n = len(decisions)
        expect(review.locator(".gw-step-no")).to_have_text(f"step 1 / {n}")
        review.locator("button[data-cmd='step']").click()
        expect(review.get_by_test_id("gw-review-sentence")).to_have_text(
            decisions[1]["sentence"])
        review.focus()
        page.keyboard.press("ArrowRight")
        expect(review.locator(".gw-step-no")).to_have_text(f"step 3 / {n}")
        review.get_by_test_id("gw-review-who-0").click()
        mine = [d for d in decisions if d["player"] == 0]
        # the filtered counter keeps the game's own step number
        at = next(i for i, d in enumerate(decisions) if d is mine[1]) + 1
        expect(review.locator(".gw-step-no")).to_have_text(
            re.compile(rf"^step {at} · 2 of {len(mine)} for \S"))
        page.get_by_test_id("gw-lang-ja").click()  # no kernel to word it again: nothing breaks
        page.screenshot(path=screenshots / "exported_review.png", full_page=True)
