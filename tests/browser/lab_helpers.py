"""Helpers shared by the browser tests: polling, screenshots, theme switch, new cells, axe,
colour contrast, and the check that nothing is hidden inside a widget's boxes."""

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
    """Wait until ``widget`` keeps its size for ``frames`` animation frames in a row (Lab
    lays its panels out again a frame or two after the window changes size)."""
    widget.evaluate(
        """(el, want) => new Promise((done) => {
            let last = '', same = 0;
            const tick = () => {
                const r = el.getBoundingClientRect();
                const now = `${r.width}x${r.height}@${window.innerWidth}`;
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
