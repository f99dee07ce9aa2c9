"""What the browser tests share: writing a notebook into a server's folder, opening it
and running it, the recorder cell, waits that poll state and give a loaded machine more
time, menus, screenshots, theme switch, new cells, axe, colour contrast, and the check
that nothing is hidden inside a widget's boxes.

Every wait here polls what it waits for (a file the kernel writes, the server's kernel
state, the page's DOM); none sleeps a fixed time. A wait's time limit is what it needs on
an idle machine, multiplied by :func:`load_factor` when other work shares the cores.
"""

from __future__ import annotations

import json
import os
import pathlib
import re
import time

import pytest

ACTIVE = ".jp-NotebookPanel:not(.lm-mod-hidden)"
"""The notebook in front: Lab keeps earlier notebooks of the same server in hidden tabs."""


OFF_HOST = re.compile(r"^(?:https?|wss?)://(?!127\.0\.0\.1[:/])")
"""A URL to any host but 127.0.0.1 (the servers of the tests listen there only)."""


class OffHost:
    """The requests of a page to any host but 127.0.0.1: each is aborted and recorded.

    A page of ours must load everything from its own server (a classroom may be offline,
    a school's firewall logs every request); :meth:`take` gives what was asked since the
    last call, so that each test fails on its own requests.
    """

    def __init__(self, page):
        self._urls: list[str] = []
        page.route(OFF_HOST, self._abort)
        page.on("websocket", lambda ws: OFF_HOST.match(ws.url) and self._urls.append(ws.url))

    def _abort(self, route) -> None:
        self._urls.append(route.request.url)
        route.abort()

    def take(self) -> list[str]:
        """The off-host URLs asked for since the last call (then forgotten)."""
        urls, self._urls = self._urls, []
        return urls


def load_factor() -> float:
    """How many times longer than on an idle machine a wait may take now: the 1-minute
    load average per core, at least 1 and at most 4."""
    try:
        load = os.getloadavg()[0] / (os.cpu_count() or 1)
    except OSError:  # no load average on this system
        return 1.0
    return min(4.0, max(1.0, load))


def patience(seconds: float) -> float:
    """``seconds`` (enough on an idle machine) scaled by :func:`load_factor`."""
    return seconds * load_factor()


def wait_for(predicate, timeout: float = 15, what: str = "condition"):
    """Poll ``predicate`` until it returns a truthy value, and return that value.

    Fails after ``timeout`` seconds on an idle machine, :func:`patience` of it under load.
    """
    limit = patience(timeout)
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(0.05)
    pytest.fail(f"timed out after {limit:.0f} s waiting for {what}")


def to_last_frame(scope, wait: float = 3.0, arrive: float = 60.0):
    """Press the Last button inside ``scope`` (a locator) and wait until it is off.

    A run or an action plays on its own from its first frame. Before its frames arrive
    the step controls are hidden (a program changed since the last run has none): wait
    for them, up to ``arrive`` seconds, however slow the kernel is. Shown but off, Last
    is at the end of a run: one that played to its end before a test's click landed, or
    the last run still shown while the same program runs again; so wait up to ``wait``
    seconds for it to turn on, press it (a press on an off button does nothing), and see
    it off.
    """
    from playwright.sync_api import expect

    last = scope.locator("button[data-cmd='last']")
    expect(last).to_be_visible(timeout=arrive * 1000)
    deadline = time.monotonic() + wait
    while last.is_disabled() and time.monotonic() < deadline:
        time.sleep(0.05)
    last.evaluate("b => b.click()")
    expect(last).to_be_disabled()


WORDS_JS = """(el) => {
    const copy = el.cloneNode(true);
    copy.querySelectorAll('rt, rp').forEach((n) => n.remove());
    return copy.textContent.replace(/\\s+/g, ' ').trim();
}"""
"""The text of an element as a person reads its words: a word shown with its reading
(``<ruby>漢字<rp>（</rp><rt>かんじ</rt><rp>）</rp></ruby>``) reads 漢字 (its textContent
would be 漢字（かんじ）); spaces collapsed, as Playwright's text assertions do."""


def words(locator) -> str:
    """The text of ``locator`` (one element) without its readings: see :data:`WORDS_JS`."""
    return locator.evaluate(WORDS_JS)


def expect_words(locator, text: str, *, contain: bool = False, timeout: float = 5) -> None:
    """Wait until ``locator`` reads ``text`` (or, with ``contain``, reads it somewhere),
    its words read without their readings (:func:`words`); fail after ``timeout`` seconds
    saying what it read instead."""
    deadline = time.monotonic() + timeout
    read = None
    while True:
        if locator.count():
            read = words(locator.first)
            if (text in read) if contain else (read == text):
                return
        if time.monotonic() >= deadline:
            break
        time.sleep(0.05)
    how = "to contain" if contain else "to read"
    pytest.fail(f"{locator} was expected {how} {text!r} within {timeout} s; it read {read!r}")


def recorded(lab, name: str, file: str) -> str | None:
    """What the kernel of notebook ``name`` wrote into ``GW_RECORD_DIR/<name>/<file>``."""
    path = lab.record / name / file
    return path.read_text() if path.exists() else None


def ms(seconds: float) -> float:
    """A Playwright timeout (milliseconds) of ``seconds`` on an idle machine, scaled by
    :func:`load_factor`."""
    return patience(seconds) * 1000


# ---- notebooks in a server's folder ------------------------------------------------------

KERNELSPEC = {"name": "python3", "display_name": "Python 3", "language": "python"}

RECORDER = """\
import os as _os, pathlib as _pathlib
_rec = _pathlib.Path(_os.environ["GW_RECORD_DIR"]) / {name!r}
_rec.mkdir(parents=True, exist_ok=True)
_ = (_rec / "kernel.pid").write_text(str(_os.getpid()))
"""


def recorder_cell(name: str, body: str = "") -> str:
    """The source of a cell that records what the kernel of notebook ``name`` does.

    It writes the kernel's PID to ``GW_RECORD_DIR/<name>/kernel.pid`` (the server's
    ``stop`` kills what is left by it; :func:`open_and_run` waits for it) and then runs
    ``body``, which may write more files into ``_rec`` (a :class:`pathlib.Path`), such as a
    widget's trait on each change: ``w.observe(lambda c: (_rec / "x.txt").write_text(...))``.
    """
    return RECORDER.format(name=name) + body


def code_cell(source: str, cell_id: str | None = None) -> dict:
    """A code cell of ``source``, not run yet."""
    cell = {"cell_type": "code", "metadata": {}, "execution_count": None, "outputs": [],
            "source": source}
    if cell_id is not None:
        cell["id"] = cell_id
    return cell


def notebook(cells: list, **metadata) -> dict:
    """An nbformat 4 notebook on the ``python3`` kernel.

    ``cells`` are sources (each a code cell, ids ``c0``, ``c1``...) or cell dicts (taken as
    they are, a code cell's outputs cleared); ``metadata`` is added to the notebook's.
    """
    made = []
    for i, cell in enumerate(cells):
        if isinstance(cell, str):
            cell = code_cell(cell, f"c{i}")
        elif cell["cell_type"] == "code":
            cell = {"metadata": {}, **cell, "outputs": [], "execution_count": None}
        made.append(cell)
    return {"nbformat": 4, "nbformat_minor": 5, "cells": made,
            "metadata": {"kernelspec": KERNELSPEC, **metadata}}


def lesson_cells(path: pathlib.Path, ids: tuple[str, ...] | None = None) -> list[dict]:
    """The cells of the notebook at ``path``, their outputs cleared; only those whose id is
    in ``ids`` (in the notebook's order), when given.

    A test that plays a lesson's widget runs the cells that make it (``ids``: its imports
    and the widget's cell), not the whole lesson: every lesson runs whole in JupyterLab and
    Notebook 7 in tests/browser/test_lessons.py and on a kernel in tests/test_install.py.
    """
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    if ids is not None:
        missing = set(ids) - {c.get("id") for c in cells}
        assert not missing, f"{path.name} has no cell {sorted(missing)}"
        cells = [c for c in cells if c.get("id") in ids]
    return notebook(cells)["cells"]


def write_notebook(server, name: str, cells: list, **metadata) -> pathlib.Path:
    """Write :func:`notebook` of ``cells`` as ``<server.root>/<name>.ipynb``; its path."""
    path = server.root / f"{name}.ipynb"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(notebook(cells, **metadata)))
    return path


# ---- opening and running a notebook ------------------------------------------------------

def menu(page, *items: str) -> None:
    """Click through a menu: ``menu(page, "Run", "Run All Cells")`` (Lab and Notebook 7);
    the items between the first and the last open submenus (``"Settings", "Theme", ...``)."""
    page.locator(".lm-MenuBar-item", has_text=items[0]).first.click()
    for item in items[1:-1]:
        page.locator(".lm-Menu-item:visible", has_text=item).first.hover()
    page.locator(".lm-Menu-item:visible", has_text=items[-1]).first.click()


def wait_kernel_idle(server, name: str, timeout: float = 60) -> None:
    """Wait until the server's kernel of notebook ``name`` is idle.

    The server's state is polled: a kernel still starting or busy is waited for (up to
    :func:`patience` of ``timeout``), a dead one fails at once.
    """
    seen = []

    def idle():
        sessions = server.sessions(name)
        state = sessions[0]["kernel"]["execution_state"] if sessions else "no session"
        if not seen or seen[-1] != state:
            seen.append(state)
        if state == "dead":
            pytest.fail(f"the kernel of {name} died\n{server.log.read_text()[-3000:]}")
        return state == "idle"

    try:
        wait_for(idle, timeout, f"an idle kernel for {name}")
    except pytest.fail.Exception as e:
        raise AssertionError(f"{e}; its states: {' -> '.join(seen)}") from None


def open_notebook(page, server, name: str, reset: bool = False) -> None:
    """Open ``<server.root>/<name>.ipynb`` in the page and wait until it can be run: its
    cells drawn, the server's kernel idle and (in JupyterLab) the page connected to it.

    ``reset`` (JupyterLab) empties Lab's workspace, so that notebooks opened by earlier
    tests of the same server do not come back in hidden tabs, each with a kernel.
    """
    page.goto(server.page_url(name) + ("&reset" if reset else ""))
    page.locator(f"{ACTIVE} .jp-Cell").first.wait_for(timeout=ms(30))
    wait_kernel_idle(server, name)
    if getattr(server, "app", "lab") == "lab":
        page.locator("#jp-main-statusbar").get_by_text("Idle").first.wait_for(
            timeout=ms(15))


def run_all(page, server, name: str, done: str = "kernel.pid", timeout: float = 60) -> None:
    """Run -> Run All Cells, then wait until the kernel wrote ``done`` into its record
    folder (the recorder cell's ``kernel.pid`` by default) or a cell failed (which fails
    the test with the error shown)."""
    menu(page, "Run", "Run All Cells")
    failed = page.locator(f"{ACTIVE} .jp-OutputArea-output"
                          "[data-mime-type='application/vnd.jupyter.error']")
    wait_for(lambda: (server.record / name / done).exists() or failed.count(), timeout,
             f"{name} to run to its {done}")
    if failed.count() and not (server.record / name / done).exists():
        pytest.fail(f"a cell of {name} failed: {failed.first.inner_text()}", pytrace=False)


def open_and_run(page, server, name: str, reset: bool = False, done: str = "kernel.pid",
                 timeout: float = 60) -> None:
    """:func:`open_notebook`, then :func:`run_all`."""
    open_notebook(page, server, name, reset=reset)
    run_all(page, server, name, done=done, timeout=timeout)


def widget_in(page, selector: str, cell_text: str | None = None):
    """The first ``selector`` (a widget's root, such as ``.gw-algo``) in the outputs of the
    notebook in front, or of its code cell whose input holds ``cell_text``."""
    scope = page.locator(ACTIVE)
    if cell_text is not None:
        scope = scope.locator(".jp-CodeCell",
                              has=page.locator(".jp-InputArea", has_text=cell_text))
    return scope.locator(f".jp-OutputArea {selector}").first


def close_side_bar(page) -> None:
    """Collapse Lab's left side bar (the file browser), so the notebook gets the width of a
    projected one, and wait until the notebook has taken the room."""
    tab = page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current")
    if tab.count():  # the workspace remembers a collapsed side bar between tests
        tab.click()
        page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current").wait_for(
            state="detached", timeout=ms(10))
    settle(page.locator(f"{ACTIVE}").first)


def shoot(page, widget, path: pathlib.Path):
    """Screenshot the whole widget: grow the viewport so Lab's panel holds all of it.

    The shot is taken once the widget is shown and keeps its size (Lab's relayout, the
    widget's animations done): see :func:`settle`.
    """
    size = page.viewport_size
    # a theme switch lays Lab's panels out again once its style sheet is in: the widget
    # can have no box for a moment
    widget.wait_for(state="visible", timeout=ms(15))
    settle(widget)
    height = widget.bounding_box()["height"]
    page.set_viewport_size(
        {"width": size["width"], "height": max(size["height"], int(height) + 320)}
    )
    widget.scroll_into_view_if_needed()
    settle(widget)
    widget.screenshot(path=path, animations="disabled")
    page.set_viewport_size(size)
    widget.scroll_into_view_if_needed()


def switch_theme(page, theme: str):
    """Pick ``theme`` ("JupyterLab Dark", "JupyterLab Light") from Lab's Settings menu and
    wait until the page is painted in it (the theme's style sheet applied to the body)."""
    light = "false" if "Dark" in theme else "true"
    menu(page, "Settings", "Theme", theme)
    page.locator(f"body[data-jp-theme-light='{light}']").wait_for(state="attached",
                                                                   timeout=ms(15))
    # the theme's style sheet arrives after the attribute: wait until its colours apply
    page.wait_for_function(
        """(light) => {
            const probe = document.createElement('div');
            probe.style.background = 'var(--jp-layout-color0)';
            document.body.appendChild(probe);
            const rgb = getComputedStyle(probe).backgroundColor.match(/[\\d.]+/g);
            probe.remove();
            return rgb && ((+rgb[0] + +rgb[1] + +rgb[2]) / 3 >= 128) === light;
        }""", arg=light == "true", timeout=ms(15))
    # Lab covers the page with its splash screen while a theme loads: a picture taken
    # before the splash has gone shows only the splash
    page.locator("#jupyterlab-splash").wait_for(state="detached", timeout=ms(15))


def run_in_new_cell(page, code: str):
    """Append a cell after the last one of the notebook in front and run ``code`` there.

    The focus is taken from where it was first: a widget keeps the keys typed at its
    controls (B would not insert a cell), and a click on the prompt of the cell that holds
    the focused widget leaves the focus in the widget. The code is typed once the new,
    empty cell is being edited.
    """
    from playwright.sync_api import expect

    page.evaluate("() => document.activeElement?.blur()")
    page.locator(f"{ACTIVE} .jp-Notebook .jp-Cell").last.locator(".jp-InputPrompt").click()
    page.keyboard.press("Escape")
    page.keyboard.press("b")
    page.keyboard.press("Enter")
    editor = page.locator(f"{ACTIVE} .jp-Notebook.jp-mod-editMode .jp-Cell.jp-mod-active "
                          ".cm-content")
    expect(editor).to_be_focused(timeout=30_000)
    expect(editor).to_have_text("")
    page.keyboard.type(code)
    page.keyboard.press("Shift+Enter")


AXE = pathlib.Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"
"""axe-core from npm (a devDependency; ``npm ci`` puts it here)."""

SERIOUS = ("serious", "critical")


def axe_violations(page, selector: str, impacts=SERIOUS, rules: list[str] | None = None):
    """Run axe-core on every element matching ``selector``; the violations of ``impacts``.

    Returns a list of ``{"id", "impact", "help", "nodes": [{"target", "summary"}]}``.
    ``rules``, when given, runs only those axe rule ids (e.g. ``["color-contrast"]``).
    axe is injected into the page once; its colour-contrast rule measures the text
    against the background actually painted (theme included).
    """
    if not AXE.exists():
        pytest.fail(f"{AXE} is missing: run `npm ci` (axe-core is a devDependency)")
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.add_script_tag(path=str(AXE))
    options = {"resultTypes": ["violations"]}
    if rules:
        options["runOnly"] = {"type": "rule", "values": list(rules)}
    result = page.evaluate(
        """async ([selector, options]) => {
            const found = Array.from(document.querySelectorAll(selector));
            if (!found.length) return null;
            // JupyterLab's <body> is 0 px high with overflow hidden: axe would count all
            // of Lab as clipped, off screen, and skip it (colour contrast included)
            const height = document.body.style.minHeight;
            document.body.style.minHeight = "100vh";
            // colours are measured at rest: a counter still fading in would read as a
            // blend of its colour and the background
            for (const a of document.getAnimations()) {
              try { a.finish(); } catch { /* an infinite animation cannot finish */ }
            }
            let r;
            try {
              r = await window.axe.run({ include: found }, options);
            } finally {
              document.body.style.minHeight = height;
            }
            return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help,
              nodes: v.nodes.map((n) => ({ target: n.target.join(" "),
                                           summary: n.failureSummary })) }));
        }""",
        [selector, options],
    )
    if result is None:
        pytest.fail(f"axe: nothing matches {selector!r}")
    return [v for v in result if v["impact"] in impacts]


def assert_accessible(page, selector: str, what: str, rules: list[str] | None = None):
    """Fail with a readable list when axe finds a serious or critical violation in ``selector``."""
    found = axe_violations(page, selector, rules=rules)
    if found:
        lines = [f"axe: {len(found)} serious/critical violation(s) in {what}:"]
        for v in found:
            lines.append(f"- {v['id']} ({v['impact']}): {v['help']}")
            lines += [f"    {n['target']}: {n['summary']}" for n in v["nodes"][:6]]
        pytest.fail("\n".join(lines), pytrace=False)


def rgb(css: str) -> tuple[float, float, float, float]:
    """``"rgb(1, 2, 3)"`` or ``"rgba(1, 2, 3, 0.5)"`` as (r, g, b in 0..255, alpha)."""
    parts = [float(x) for x in re.findall(r"[\d.]+", css)]
    return (*parts[:3], parts[3] if len(parts) > 3 else 1.0)


def luminance(css: str) -> float:
    """WCAG relative luminance of an opaque CSS colour ``"rgb(...)"`` (0 black .. 1 white)."""
    c = [x / 255 for x in rgb(css)[:3]]
    c = [x / 12.92 if x <= 0.03928 else ((x + 0.055) / 1.055) ** 2.4 for x in c]
    return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]


def contrast(fg: str, bg: str) -> float:
    """WCAG contrast ratio of CSS colour ``fg`` (alpha blended over ``bg``) on opaque ``bg``."""
    *b, _ = rgb(bg)
    *f, alpha = rgb(fg)
    f = [alpha * x + (1 - alpha) * y for x, y in zip(f, b, strict=True)]
    hi, lo = sorted([luminance("rgb({}, {}, {})".format(*f)), luminance(bg)], reverse=True)
    return (hi + 0.05) / (lo + 0.05)


# Every box inside a widget whose content is wider or taller than the box, and is not
# drawn (it overflows a box that clips it: overflow hidden, clip, auto or scroll; or the
# widget's own box, sideways) -- unless the box shows a scroll bar that takes room on the
# screen and the keyboard reaches it (a tab stop of its own). Text cut with an ellipsis
# by design counts only when its full text is nowhere else (its title or aria-label).
# Screen-reader text (a 1 px box clipped on purpose) and form fields are left out; so is
# what is not drawn (display none, visibility hidden, no box). Last, the widget must not
# stick out at the right of its output area.
HIDDEN_JS = """([root, tol]) => {
    const found = [];
    const name = (el) => {
        const cls = [...el.classList].filter((c) => c.startsWith('gw-')).slice(0, 3);
        const id = el.getAttribute('data-testid');
        return el.tagName.toLowerCase() + (cls.length ? '.' + cls.join('.') : '')
            + (id ? `[${id}]` : '');
    };
    const px = (v) => parseFloat(v) || 0;
    const keyboard = (el) => el.matches('textarea, select')
        || (el.hasAttribute('tabindex') && el.tabIndex >= 0);
    const scrolls = (el, cs, axis) => {
        const o = axis === 'x' ? cs.overflowX : cs.overflowY;
        if (o !== 'auto' && o !== 'scroll') return false;
        // the scroll bar's room: a bar that is not drawn, or drawn only while scrolling
        // (overlay scroll bars), takes none
        const bar = axis === 'x'
            ? el.offsetHeight - el.clientHeight - px(cs.borderTopWidth) - px(cs.borderBottomWidth)
            : el.offsetWidth - el.clientWidth - px(cs.borderLeftWidth) - px(cs.borderRightWidth);
        return bar >= 4 && keyboard(el);
    };
    const told = (el) => {
        const text = el.textContent.replace(/\\s+/g, ' ').trim();
        const where = [el.closest('[title]')?.getAttribute('title'),
                       el.closest('[aria-label]')?.getAttribute('aria-label')];
        return text && where.some((s) => s && s.replace(/\\s+/g, ' ').includes(text));
    };
    const unseen = [];  // screen-reader text: clipped to nothing on purpose
    for (const el of [root, ...root.querySelectorAll('*')]) {
        if (!(el instanceof HTMLElement) || el.matches('input, select, option')) continue;
        if (unseen.some((u) => u.contains(el))) continue;
        const cs = getComputedStyle(el);
        if (cs.display === 'none' || cs.display === 'contents' || cs.visibility !== 'visible'
            || !el.getClientRects().length) continue;
        if (/^rect\\(0(px)?,? 0(px)?,? 0(px)?,? 0(px)?\\)$/.test(cs.clip)
            || cs.clipPath === 'inset(50%)' || el.offsetWidth <= 1 || el.offsetHeight <= 1) {
            unseen.push(el);
            continue;
        }
        const wide = el.scrollWidth > el.clientWidth + tol;
        const tall = el.scrollHeight > el.clientHeight + tol;
        // the widget's own box too, sideways: what runs out of it runs out of the cell
        // (below it, a help drawn over the page on purpose -- the keys -- is not cut)
        const cutX = wide && (el === root || cs.overflowX !== 'visible');
        const cutY = tall && cs.overflowY !== 'visible';
        if (!cutX && !cutY) continue;
        if (cutX && !cutY && cs.textOverflow === 'ellipsis' && told(el)) continue;
        if ((!cutX || scrolls(el, cs, 'x')) && (!cutY || scrolls(el, cs, 'y'))) continue;
        found.push(`${name(el)}: content ${el.scrollWidth}x${el.scrollHeight} px in a `
            + `${el.clientWidth}x${el.clientHeight} px box (overflow ${cs.overflowX}/`
            + `${cs.overflowY}${el.hasAttribute('tabindex') ? ', tabindex ' + el.tabIndex : ''}`
            + `): "${el.innerText.replace(/\\s+/g, ' ').trim().slice(0, 60)}"`);
    }
    // the widget itself inside the notebook's output (or the page): nothing cut at its right
    const out = root.closest('.jp-OutputArea-output') ?? root.parentElement;
    const r = root.getBoundingClientRect(), o = out.getBoundingClientRect();
    if (r.right > o.right + tol) {
        found.push(`${name(root)}: ${Math.round(r.width)} px wide, ${Math.round(r.right - o.right)}`
            + ` px past the right of its output area`);
    }
    return found;
}"""


def hidden_content(widget, tolerance: float = 1) -> list[str]:
    """The boxes inside ``widget`` (a locator) that hide part of their content: see
    :data:`HIDDEN_JS`. Each entry names the box, its content and box sizes (px), its
    overflow and the start of its text."""
    return widget.evaluate(f"(root) => ({HIDDEN_JS})([root, {tolerance}])")


PROJECTOR = {"width": 1024, "height": 768}
WIDE = {"width": 1440, "height": 900}
SIZES = (PROJECTOR, WIDE)
"""The window sizes a lesson is projected at: a classroom projector and a wide screen."""


def settle(widget, frames: int = 3) -> None:
    """Wait until ``widget`` keeps its place and size for ``frames`` animation frames in a
    row (Lab lays its panels out again a frame or two after the window changes size, and
    scrolls to a cell that takes the focus)."""
    widget.evaluate(
        """(el, want) => new Promise((done) => {
            let last = '', same = 0;
            const tick = () => {
                const r = el.getBoundingClientRect();
                const now = `${r.left},${r.top} ${r.width}x${r.height}@${window.innerWidth}`;
                same = now === last ? same + 1 : 0;
                last = now;
                if (same >= want) done(true); else requestAnimationFrame(tick);
            };
            requestAnimationFrame(tick);
        })""", frames)


def scroll_to_top(widget, frames: int = 3) -> None:
    """Scroll ``widget`` (a locator) to the top of its scrolling box and wait until it
    stays where it is, and of the same size, for ``frames`` animation frames in a row."""
    widget.evaluate(
        """(el, want) => new Promise((done) => {
            el.scrollIntoView({block: 'start'});
            let last = '', same = 0;
            const tick = () => {
                const r = el.getBoundingClientRect();
                const now = `${r.top}/${r.width}x${r.height}`;
                same = now === last ? same + 1 : 0;
                last = now;
                if (same >= want) done(true); else requestAnimationFrame(tick);
            };
            requestAnimationFrame(tick);
        })""", frames)


def assert_nothing_hidden(page, widget, what: str, shots=None) -> None:
    """Fail, naming each box, when a box inside ``widget`` hides part of its content
    without a scroll bar on the screen and a tab stop (see :data:`HIDDEN_JS`), at each of
    :data:`SIZES`; the page is back at its first size afterwards.

    ``shots``, when given, is a path whose name gets the window's width added
    (``fit_x.png`` -> ``fit_x_1440.png``): a screenshot of the page at each size, the
    widget's top under Lab's toolbar.
    """
    size = page.viewport_size
    found = []
    try:
        for window in SIZES:
            if page.viewport_size != window:
                page.set_viewport_size(window)
            settle(widget)
            if shots is not None:
                widget.evaluate("(el) => el.scrollIntoView({block: 'start'})")
                page.screenshot(path=shots.with_name(f"{shots.stem}_{window['width']}{shots.suffix}"))
            found += [f"at {window['width']}x{window['height']}: {box}"
                      for box in hidden_content(widget)]
    finally:
        if page.viewport_size != size:
            page.set_viewport_size(size)
            settle(widget)
    assert not found, f"{what}: content hidden inside a box:\n" + "\n".join(found)


def choose_puzzle(widget, index: str) -> None:
    """Choose puzzle ``index`` in a Gramin widget's menu (``gw-course``) and wait until the
    widget has drawn it: a card clicked before that, under load, lands where the last
    puzzle's hand was (the new board can move the hand down) and lays nothing."""
    course = widget.get_by_test_id("gw-course")
    if course.input_value() == index:
        return
    course.evaluate("(el) => { el.dataset.gwChosen = ''; }")  # the menu drawn before
    course.select_option(index)
    wait_for(lambda: widget.evaluate(
        """(root, i) => {
            const menu = root.querySelector("[data-testid='gw-course']");
            return menu !== null && !("gwChosen" in menu.dataset) && menu.value === i;
        }""", index), 15, f"puzzle {index} drawn")


def through_setup(scope, game: str, timeout: float = 60):
    """The root of the ``game`` widget in ``scope`` (a page or a locator), once shown; a
    widget that opens on its setup screen (``setup="open"``, the demos) is started first
    with the screen's choices as they are ("Start the game").

    Returns
    -------
    Locator
        The game's root (the first ``.gw-<game>``: the setup screen comes after it).
    """
    from playwright.sync_api import expect

    scope.locator(f".gw-{game}:visible").first.wait_for(timeout=ms(timeout))
    # this game's screen (a page may hold several games, each with its own)
    screen = scope.locator(f".gw-{game}.gw-setup")
    if screen.count() and screen.first.is_visible():
        screen.first.get_by_test_id("gw-setup-start").click()
        expect(screen.first).to_be_hidden(timeout=ms(timeout))
    widget = scope.locator(f".gw-{game}").first
    widget.wait_for(timeout=ms(timeout))
    return widget


# Where a line of a widget's Japanese starts inside a phrase. The widget cuts each text
# into BudouX's phrases (js/shared/japanese.js: one text node per phrase, a <wbr> between
# two), so a line that starts inside a text node, after anything but a space or
# punctuation, starts in the middle of a phrase. A line that starts with a text node
# (at a <wbr>) is wrong too if it starts with a letter no line may start with (kinsoku:
# 「けんた｜：3個」) or inside a unit set not to wrap (「ボット1｜（0勝）」: Chromium breaks at a
# <wbr> even there). Each character's box is measured: a new line is a box below the one
# before it.
BROKEN_PHRASES = r"""(root) => {
    const JA = /[\u3040-\u30ff\u3400-\u9fff]/;
    const AFTER_OK = /[\s、。，．！？）」』…・：／]/;
    // kinsoku: what no line may start with
    const NO_START = /[、。，．・：；！？）」』]/;
    const found = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    const inline = (e) => getComputedStyle(e).display.startsWith('inline');
    const blockOf = (e) => {
        while (e && e !== root && inline(e)) e = e.parentElement;
        return e;
    };
    // whether the nearest element around both `a` and `b` is set not to wrap (a unit)
    const unitAround = (a, b) => {
        let e = a.parentElement;
        while (e && !e.contains(b)) e = e.parentElement;
        return Boolean(e) && /^(nowrap|pre)$/.test(getComputedStyle(e).whiteSpace);
    };
    // read aloud only (a label kept for the screen reader, clipped to nothing)
    const clipped = (e) => {
        for (; e && e !== root; e = e.parentElement) {
            const style = getComputedStyle(e), box = e.getBoundingClientRect();
            if (style.clipPath !== 'none' || !/^(auto)?$/.test(style.clip)) return true;
            if (style.overflow !== 'visible' && (box.width <= 1 || box.height <= 1)) return true;
        }
        return false;
    };
    // the last letter drawn before the text node being read, in the same block
    let last = null;
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const text = n.data, p = n.parentElement;
        if (!p || !p.getClientRects().length) continue;
        // inline code is not read, but it is drawn: a line that starts with it starts
        // there (「`"dig"`・`"rest"`」), not at the letter after it
        if (p.closest('code') && !p.closest('pre, .cm-editor') && n.data.length) {
            range.setStart(n, n.data.length - 1);
            range.setEnd(n, n.data.length);
            const r = range.getClientRects()[0];
            if (r) last = {node: n, text: n.data, rect: r, block: blockOf(p)};
            continue;
        }
        if (p.closest('ruby, .cm-editor, svg, pre, code, option, textarea, .gw-sr-only')) continue;
        if (clipped(p)) continue;
        const block = blockOf(p);
        if (!last || last.block !== block) last = null;
        const ja = JA.test(text);
        let prev = null;
        for (let i = 0; i < text.length; i++) {
            range.setStart(n, i);
            range.setEnd(n, i + 1);
            const r = range.getClientRects()[0];
            if (!r || (!r.width && !r.height)) continue;
            if (prev && ja && r.top > prev.top + prev.height / 2
                    && (!AFTER_OK.test(text[i - 1]) || NO_START.test(text[i]))) {
                found.push(text.slice(Math.max(0, i - 8), i) + '|' + text.slice(i, i + 8));
            }
            // a line that starts with this text node: with a closing letter, or inside a
            // unit that must not wrap (「ボット1｜（0勝）」, 「けんた｜：3個」)
            if (!prev && last && r.top > last.rect.top + last.rect.height / 2
                    && (JA.test(text) || JA.test(last.text))
                    && (NO_START.test(text[i]) || unitAround(n, last.node))) {
                found.push(last.text.slice(-8) + '|' + text.slice(i, i + 8));
            }
            prev = r;
        }
        if (prev) last = {node: n, text, rect: prev, block};
    }
    return found;
}"""


SPLIT_WORDS = r"""(root) => {
    // Lines of root that start between two Japanese letters with neither a <wbr> nor a
    // space or punctuation between them: inside a phrase, as beside a word's reading
    // (「肉は減｜りません」, the ruby of 減 at a line's end). The readings (rt, rp) and code
    // are not read; a new block starts afresh.
    const JA = /[\u3040-\u30ff\u3400-\u9fff]/;
    const AFTER_OK = /[\s、。，．！？）」』…・：／]/;
    const SKIP = /^(RT|RP|SCRIPT|STYLE)$/;
    // a line may break on either side of code, where this does not read
    const CODE = 'code, pre, kbd, samp, svg';
    const inline = (e) => /^(inline|ruby)/.test(getComputedStyle(e).display);
    const blockOf = (e) => {
        while (e && e !== root && inline(e)) e = e.parentElement;
        return e;
    };
    const found = [];
    const range = document.createRange();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
        acceptNode: (n) => ((n.nodeType === 1 && SKIP.test(n.nodeName.toUpperCase()))
                            || (n.nodeType === 3 && n.parentElement.closest(CODE))
                            ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT)});
    let last = null, open = false;  // the last letter drawn; whether a line may break since
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        if (n.nodeType === 1) {
            if (n.nodeName === 'WBR' || n.nodeName === 'BR' || n.matches(CODE)) open = true;
            continue;
        }
        const block = blockOf(n.parentElement);
        if (last && last.block !== block) last = null;
        for (let i = 0; i < n.data.length; i++) {
            const c = n.data[i];
            if (/\s/.test(c)) { open = true; continue; }
            range.setStart(n, i);
            range.setEnd(n, i + 1);
            const r = range.getClientRects()[0];
            if (!r || (!r.width && !r.height)) continue;
            if (last && !open && JA.test(last.c) && JA.test(c) && !AFTER_OK.test(last.c)
                    && r.top > last.r.top + last.r.height / 2) {
                found.push(`${last.text.slice(-6)}|${n.data.slice(i, i + 6)}`);
            }
            last = {c, r, block, text: n.data.slice(0, i + 1)};
            open = false;
        }
    }
    return found;
}"""
"""JavaScript: the lines of an element that start inside a phrase, beside a ``<ruby>`` as
well (where :data:`BROKEN_PHRASES` does not look): a list of ``before|after`` texts."""


def split_words_at_widths(notebook, cells, widths=range(400, 801, 6)) -> list[str]:
    """What :data:`SPLIT_WORDS` finds in each of ``cells`` (rendered Markdown) while the
    ``notebook`` element is set to each of ``widths`` (px): ``"<width>px: before|after"``.
    A line breaks in a given place at some width only: the widths sweep the lines' ends
    across the text. The sweep runs in the page, in one round trip."""
    sweep = """(notebook, [cells, widths]) => {
        const split = (__SPLIT__);
        const before = notebook.style.width;
        const found = [];
        for (const width of widths) {
            notebook.style.width = `${width}px`;
            cells.forEach((cell, i) => {
                for (const s of split(cell)) found.push(`${width}px, cell ${i}: ${s}`);
            });
        }
        notebook.style.width = before;
        return found;
    }""".replace("__SPLIT__", SPLIT_WORDS)
    return notebook.evaluate(sweep, [cells.element_handles(), list(widths)])


def assert_phrases_whole(widget, what: str) -> int:
    """``widget`` shows Japanese, typeset (``lang="ja"``, phrases cut by BudouX), and no
    line of it starts inside a phrase. Returns how many phrase breaks it holds."""
    assert widget.evaluate("(root) => root.closest('[lang]')?.getAttribute('lang')") == "ja", \
        f"{what}: the widget's element is not lang=ja"
    breaks = widget.locator("wbr").count()
    assert breaks > 0, f"{what}: no phrase breaks (<wbr>) in the widget's Japanese"
    broken = widget.evaluate(BROKEN_PHRASES)
    assert broken == [], f"{what}: lines start inside a phrase: {broken}"
    return breaks


def assert_readings_in_their_boxes(widget, what: str) -> None:
    """No reading (``<rt>``) of a button or a heading of ``widget`` reaches its box's top
    border: it stands 1 px below it at least (:func:`helpers.ruby.touching_borders`)."""
    from helpers.ruby import touching_borders

    touching = touching_borders(widget)
    assert touching == [], f"{what}: " + "; ".join(touching)
