"""Every lesson notebook in JupyterLab and Notebook 7: it runs, and each widget answers a click.

Issue 6, section 1. One server and one page per front-end for the module. Each lesson
``notebooks/0*.ipynb`` is copied into the server's folder between two cells of the test's
own: a probe first, which records every widget the notebook displays (class and model id)
and every message a displayed widget receives from the page, and a last cell that marks
the run as done. After Run All Cells the test checks that no cell failed or wrote to
stderr, that every widget output rendered (a game's root for each game widget, an
ipywidgets view for the others, such as tqdm's progress bar), and gives each game widget
one click on a control whose message the kernel must receive. The Japanese lessons
(``notebooks/ja/*.ipynb``, whenever there are some) run in JupyterLab only.
"""

from __future__ import annotations

import json
import pathlib
import re

import pytest
from helpers.browser import (
    ACTIVE,
    menu,
    open_notebook,
    run_all,
    settle,
    wait_for,
    wait_kernel_idle,
)

pytestmark = pytest.mark.browser

NOTEBOOKS = pathlib.Path(__file__).resolve().parents[2] / "notebooks"
LESSONS = sorted(NOTEBOOKS.glob("0*.ipynb"))
JA_LESSONS = sorted((NOTEBOOKS / "ja").glob("*.ipynb"))
CASES = ([("lab", p) for p in LESSONS] + [("notebook7", p) for p in LESSONS]
         + [("lab", p) for p in JA_LESSONS])

PROBE = """\
import json as _json, os as _os, pathlib as _pathlib
import anywidget as _anywidget, ipywidgets as _ipw
_rec = _pathlib.Path(_os.environ["GW_RECORD_DIR"]) / {name!r}
_rec.mkdir(parents=True, exist_ok=True)
_ = (_rec / "kernel.pid").write_text(str(_os.getpid()))
_shown, _received = [], {{}}
def _write_probe():
    (_rec / "probe.json").write_text(_json.dumps({{"shown": _shown, "received": _received}}))
def _on_msg(widget, content, buffers):
    _received[widget.model_id].append(content)
    _write_probe()
def _recording(plain_bundle):
    def bundle(self, **kwargs):
        out = plain_bundle(self, **kwargs)
        if out:
            _shown.append([type(self).__name__, self.model_id])
            if self.model_id not in _received:
                _received[self.model_id] = []
                self.on_msg(_on_msg)
            _write_probe()
        return out
    return bundle
# every widget is displayed through one of these two (AnyWidget has its own)
for _cls in (_ipw.Widget, _anywidget.AnyWidget):
    _cls._repr_mimebundle_ = _recording(_cls._repr_mimebundle_)
"""
DONE = '_ = (_rec / "done").write_text("done")'

# per game widget class: its root in the page, one control, the intent that control sends
# (its type, or the whole message for a move: the engine's own action; a tuple: the type
# of whichever of the controls the widget shows, e.g. algo's New game in a game, Apply in
# a typed view)
GAME_WIDGETS = {
    "GraminWidget": (".gw-gramin", ".gw-hand button.gw-card:not([disabled])", "add_card"),
    "PuzzleWidget": (".gw-gramin", ".gw-hand button.gw-card:not([disabled])", "add_card"),
    "PythonWidget": (".gw-python", "[data-testid='gw-run']", "run"),
    "GraminGameWidget": (".gw-gramin.gw-game", "[data-testid='gw-roll']",
                         {"type": "roll", "player": -1}),
    "AlgoWidget": (".gw-algo", "[data-testid='gw-new-game-top'], [data-testid='gw-apply-view']",
                   ("new_game", "set_view")),
    "AlgoSoloWidget": (".gw-algo-solo", "[data-testid='gw-solo-chances']", "show_chances"),
    "GoblinWidget": (".gw-goblin", "[data-testid='gw-show']", "show"),
}
# game views that send no intent on a click (a finished game's review steps and filters
# in the browser): their root in the page
GAME_VIEWS = {"GameReviewWidget": ".gw-review-root"}
# any other widget (tqdm's progress bar): an ipywidgets view
OTHER_VIEW = "[class*='widget-']"


def copy_name(lesson: pathlib.Path) -> str:
    """Name of the lesson's copy: its stem, ``ja_`` first for a Japanese lesson."""
    return f"ja_{lesson.stem}" if lesson in JA_LESSONS else lesson.stem


@pytest.fixture(scope="module")
def pages(browser, browser_context_args):
    """``pages(frontend)``: one page per front-end; requests leaving 127.0.0.1 are aborted."""
    contexts = {}

    def page_for(frontend: str):
        if frontend not in contexts:
            context = browser.new_context(**browser_context_args)
            page = context.new_page()
            page.route(re.compile(r"^https?://(?!127\.0\.0\.1[:/])"), lambda r: r.abort())
            contexts[frontend] = (context, page)
        return contexts[frontend][1]

    yield page_for
    for context, _ in contexts.values():
        context.close()


def copy_lesson(server, lesson: pathlib.Path) -> str:
    """Write ``lesson`` between the probe and the done cell into the server's folder."""
    name = copy_name(lesson)
    nb = json.loads(lesson.read_text())
    nb["metadata"].pop("widgets", None)  # saved widget state: the run makes its own
    for cell in nb["cells"]:
        if cell["cell_type"] == "code":
            cell["outputs"], cell["execution_count"] = [], None
    mine = [{"cell_type": "code", "metadata": {}, "execution_count": None, "outputs": [],
             "source": source, "id": cid}
            for source, cid in ((PROBE.format(name=name), "probe"), (DONE, "done"))]
    nb["cells"] = [mine[0], *nb["cells"], mine[1]]
    (server.root / f"{name}.ipynb").write_text(json.dumps(nb))
    return name


def probe(server, name: str) -> dict:
    """What the probe recorded so far: ``{"shown": [[class, model_id]], "received": {...}}``."""
    try:
        return json.loads((server.record / name / "probe.json").read_text())
    except (FileNotFoundError, json.JSONDecodeError):  # not yet, or caught mid-write
        return {"shown": [], "received": {}}


def open_lesson(page, frontend: str, server, name: str) -> None:
    """Open ``name``: Notebook 7 loads a page per notebook; a loaded Lab opens it by path.

    Opening in the Lab already loaded saves reloading Lab for each lesson; ``reset`` on
    Lab's first load drops tabs that its workspace would restore.
    """
    if frontend == "lab" and page.url.startswith(server.url):
        menu(page, "File", "Open from Path")
        page.locator(".jp-Dialog input").fill(f"{name}.ipynb")
        page.keyboard.press("Enter")
        page.locator(f"{ACTIVE} .jp-Cell").first.wait_for(timeout=30_000)
        wait_kernel_idle(server, name)
    else:
        open_notebook(page, server, name, reset=frontend == "lab")


@pytest.mark.parametrize("case", CASES, ids=[f"{f}-{copy_name(p)}" for f, p in CASES])
def test_lesson_runs_and_each_widget_answers_a_click(request, pages, screenshots, case):
    frontend, lesson = case
    server, page = request.getfixturevalue(frontend), pages(frontend)
    name = copy_lesson(server, lesson)
    closed = False
    try:
        open_lesson(page, frontend, server, name)
        run_all(page, server, name, done="done", timeout=120)
        for kind in ("error", "stderr"):
            out = page.locator(f"{ACTIVE} .jp-OutputArea-output"
                               f"[data-mime-type='application/vnd.jupyter.{kind}']")
            assert out.count() == 0, f"{kind} output in {name}: {out.all_inner_texts()}"

        shown = probe(server, name)["shown"]
        assert any(cls in GAME_WIDGETS for cls, _ in shown), f"no game widget in {name}"
        # a widget output is the only output Lab and Notebook 7 give no MIME type attribute
        outputs = page.locator(f"{ACTIVE} .jp-OutputArea-output:not([data-mime-type])")
        wait_for(lambda: outputs.count() == len(shown), 30,
                 f"{len(shown)} widget outputs ({[cls for cls, _ in shown]})")
        for (cls, _), output in zip(shown, outputs.all(), strict=True):
            root = GAME_WIDGETS[cls][0] if cls in GAME_WIDGETS else GAME_VIEWS.get(cls, OTHER_VIEW)
            output.locator(root).first.wait_for(state="attached", timeout=30_000)
        assert outputs.filter(has_text="Error displaying widget").count() == 0

        for (cls, model_id), output in zip(shown, outputs.all(), strict=True):
            if cls not in GAME_WIDGETS:
                continue
            root, control, intent = GAME_WIDGETS[cls]
            target = output.locator(root).first.locator(control).first
            # focus first: the press that activates a cell whose top is off screen makes Lab
            # scroll to that top, and the release then lands beside the control (no click)
            target.focus()
            settle(output)
            target.click()

            def got_it(model_id=model_id):
                return probe(server, name)["received"].get(model_id, [])

            received = wait_for(got_it, 10, f"{cls} in {name} to send its intent to the kernel")
            if isinstance(intent, dict):
                assert received == [intent]
            elif isinstance(intent, tuple):
                assert len(received) == 1 and received[0].get("type") in intent, received
            else:
                assert [m.get("type") for m in received] == [intent]
        page.screenshot(path=screenshots / f"lesson_{frontend}_{name}.png")
        if frontend == "lab":  # one notebook and one kernel at a time in the loaded Lab
            menu(page, "File", "Close and Shut Down Notebook")
            page.locator(".jp-Dialog button.jp-mod-accept").click()
            wait_for(lambda: not server.sessions(name), 15, "the kernel to shut down")
            closed = True
    finally:
        server.shut_down(name)
        if not closed:  # the next lesson starts from a freshly loaded page
            page.goto("about:blank")

