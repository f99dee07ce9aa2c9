"""Helpers shared by the browser tests: polling, screenshots, theme switch, new cells."""

from __future__ import annotations

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


def wait_for(predicate, timeout: float = 15, what: str = "condition"):
    """Poll ``predicate`` until it returns a truthy value; fail after ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(0.05)
    pytest.fail(f"timed out after {timeout} s waiting for {what}")


def to_last_frame(scope, wait: float = 3.0):
    """Press the Last button inside ``scope`` (a locator) and wait until it is off.

    A run or an action plays on its own from its first frame. Last is off until its
    frames arrive (the last run still shown at its end) and again once a short one has
    played to its end before a test's click lands: so wait up to ``wait`` seconds for it
    to turn on, press it (a press on an off button does nothing), and see it off.
    """
    from playwright.sync_api import expect

    last = scope.locator("button[data-cmd='last']")
    deadline = time.monotonic() + wait
    while last.is_disabled() and time.monotonic() < deadline:
        time.sleep(0.05)
    last.evaluate("b => b.click()")
    expect(last).to_be_disabled()


def recorded(lab, name: str, file: str) -> str | None:
    """What the kernel of notebook ``name`` wrote into ``GW_RECORD_DIR/<name>/<file>``."""
    path = lab.record / name / file
    return path.read_text() if path.exists() else None


def shoot(page, widget, path: pathlib.Path, settle_ms: int = 150):
    """Screenshot the whole widget: grow the viewport so Lab's panel holds all of it.

    ``settle_ms`` waits for Lab's relayout (and the widget's animations) first.
    """
    size = page.viewport_size
    height = widget.bounding_box()["height"]
    page.set_viewport_size(
        {"width": size["width"], "height": max(size["height"], int(height) + 320)}
    )
    widget.scroll_into_view_if_needed()
    page.wait_for_timeout(settle_ms)
    widget.screenshot(path=path)
    page.set_viewport_size(size)
    widget.scroll_into_view_if_needed()


def switch_theme(page, theme: str):
    """Pick ``theme`` ("JupyterLab Dark", "JupyterLab Light") from Lab's Settings menu."""
    page.locator(".lm-MenuBar-item", has_text="Settings").first.click()
    page.locator(".lm-Menu-item:visible", has_text="Theme").first.hover()
    page.locator(".lm-Menu-item:visible", has_text=theme).first.click()
    light = "false" if "Dark" in theme else "true"
    page.locator(f"body[data-jp-theme-light='{light}']").wait_for(state="attached", timeout=15_000)
    page.wait_for_timeout(300)


def run_in_new_cell(page, code: str):
    """Append a cell after the last one of the notebook in front and run ``code`` there."""
    page.locator(f"{ACTIVE} .jp-Notebook .jp-Cell").last.locator(".jp-InputPrompt").click()
    page.keyboard.press("Escape")
    page.keyboard.press("b")
    page.keyboard.press("Enter")
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


# Where a line of a widget's Japanese starts inside a phrase. The widget cuts each text
# into BudouX's phrases (js/shared/japanese.js: one text node per phrase, a <wbr> between
# two), so a line that starts inside a text node, after anything but a space or
# punctuation, starts in the middle of a phrase. Each character's box is measured: a new
# line is a box below the one before it.
BROKEN_PHRASES = r"""(root) => {
    const JA = /[\u3040-\u30ff\u3400-\u9fff]/;
    const AFTER_OK = /[\s、。，．！？）」』…・：／]/;
    const found = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const text = n.data, p = n.parentElement;
        if (!JA.test(text) || !p || !p.getClientRects().length) continue;
        if (p.closest('ruby, .cm-editor, svg, pre, code, option, textarea, .gw-sr-only')) continue;
        let prev = null;
        for (let i = 0; i < text.length; i++) {
            range.setStart(n, i);
            range.setEnd(n, i + 1);
            const r = range.getClientRects()[0];
            if (!r || (!r.width && !r.height)) continue;
            if (prev && r.top > prev.top + prev.height / 2 && !AFTER_OK.test(text[i - 1])) {
                found.push(text.slice(Math.max(0, i - 8), i) + '|' + text.slice(i, i + 8));
            }
            prev = r;
        }
    }
    return found;
}"""


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
