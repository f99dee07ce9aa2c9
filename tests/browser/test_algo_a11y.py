"""AlgoWidget accessibility in JupyterLab and on a plain page (Issue 6, section 4).

- axe-core finds no serious or critical violation inside the widget in JupyterLab Light,
  JupyterLab Dark and Japanese, in play mode (after an attack, while stepping, with
  probabilities) and in view mode; nor on a plain page, whatever its background, with
  the OS asking for dark or light.
- Keyboard only: the Tab order, one attack played with keys (the kernel receives it), the
  candidate grid's roving tabindex (arrows, Home/End, the cell's accessible name), the
  step buttons' keys, and a visible focus ring in both themes.
- The polite live region announces each deduction step and each attack result.
- ``prefers-reduced-motion: reduce`` stops the animation of the lit cells.

One notebook holds both widgets: ``w``, the game of test_algo_lab (seed 0: the student
attacks Bot 1's 4th card, W8), and ``v``, a view-only widget. One session runs through
keyboard play, the themes and Japanese: the module starts one notebook and kernel, and
each axe run covers both widgets.
"""

from __future__ import annotations

import functools
import json
import pathlib

import pytest
from helpers.browser import (
    ACTIVE,
    assert_accessible,
    expect_words,
    recorded,
    run_in_new_cell,
    shoot,
    switch_theme,
    wait_for,
)
from helpers.lab_games import kernel_game, open_algo

pytestmark = pytest.mark.browser

WIDGETS = f"{ACTIVE} .jp-OutputArea .gw-algo"
STATIC = pathlib.Path(__file__).resolve().parents[2] / "gamewidgets" / "static"

# both widgets in one output; the kernel writes the view it reads into view.txt
SETUP = """\
import os, pathlib
from gamewidgets.algo import AlgoWidget
w = AlgoWidget([None, "bot:probabilistic"], seed=0)
v = AlgoWidget(view="me: B0 W4 B7 W9; ann: b? w?-5 B6 w?; bob: w? b?-3 W10; deck: 8")
_vrec = pathlib.Path(os.environ["GW_RECORD_DIR"]) / {name!r}
_vrec.mkdir(parents=True, exist_ok=True)
v.observe(lambda c: (_vrec / "view.txt").write_text(c["new"]), names="view_text")
display(w, v)"""

# focus key (data-focus-key) of the focused element, its computed focus ring, and the
# contrast of the ring's colours against the background painted behind the element
FOCUS = """() => {
  const el = document.activeElement;
  const rgb = (c) => (c.match(/[\\d.]+/g) || []).map(Number);
  const lum = (c) => {
    const [r, g, b] = rgb(c).slice(0, 3).map((v) => v / 255)
      .map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const ratio = (a, b) => {
    const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
    return (x + 0.05) / (y + 0.05);
  };
  let bg = null;
  for (let p = el.parentElement; p && !bg; p = p.parentElement) {
    const c = getComputedStyle(p).backgroundColor;
    if ((rgb(c)[3] ?? 1) > 0) bg = c;
  }
  bg = bg || "rgb(255, 255, 255)";  // the canvas
  const s = getComputedStyle(el);
  const blue = (s.boxShadow.match(/rgba?\\([^)]*\\)/g) || []).pop() || null;
  return {
    key: el.getAttribute("data-focus-key") || el.getAttribute("data-testid") || el.tagName,
    visible: el.matches(":focus-visible"),
    outline: `${s.outlineStyle} ${s.outlineWidth}`, outlineContrast: ratio(s.outlineColor, bg),
    shadowContrast: blue ? ratio(blue, bg) : 0,
  };
}"""


def focus_info(page) -> dict:
    return page.evaluate(FOCUS)


def assert_ring(info: dict, theme: str):
    """A 3 px outline in a colour 3:1 against the background (WCAG 1.4.11), on :focus-visible."""
    where = f"{info['key']} ({theme})"
    assert info["visible"], f"{where}: not :focus-visible"
    assert info["outline"] == "solid 3px", f"{where}: outline {info['outline']}"
    assert info["outlineContrast"] >= 3, f"{where}: outline contrast {info['outlineContrast']:.2f}"
    assert info["shadowContrast"] >= 3, f"{where}: ring contrast {info['shadowContrast']:.2f}"


def tab_order(page, widget, limit: int = 60) -> list[dict]:
    """Focus the widget's first control (no click), press Tab until the focus leaves it."""
    widget.get_by_test_id("gw-hints").focus()
    seen = [focus_info(page)]
    for _ in range(limit):
        page.keyboard.press("Tab")
        if not widget.evaluate("(root) => root.contains(document.activeElement)"):
            return seen
        seen.append(focus_info(page))
    pytest.fail(f"Tab never left the widget after {limit} presses: {[i['key'] for i in seen]}")


def tab_to(page, key: str, limit: int = 40):
    """Press Tab until the element with focus key ``key`` has the focus."""
    for _ in range(limit):
        if focus_info(page)["key"] == key:
            return
        page.keyboard.press("Tab")
    pytest.fail(f"Tab never reached {key!r}")


def check(page, widgets, what: str):
    """``assert_accessible`` on both widgets: axe skips what Lab's panel scrolls out of
    view, so the viewport first grows to hold both (as ``shoot`` does for one)."""
    size = page.viewport_size
    boxes = [widgets.nth(i).bounding_box() for i in range(widgets.count())]
    height = max(b["y"] + b["height"] for b in boxes) - min(b["y"] for b in boxes)
    page.set_viewport_size(
        {"width": size["width"], "height": max(size["height"], int(height) + 320)})
    widgets.first.evaluate("(e) => e.scrollIntoView({ block: 'start' })")
    in_view = ("(all) => all.every((e) => { const r = e.getBoundingClientRect(); "
               "return r.top >= 0 && r.bottom <= innerHeight; })")
    wait_for(lambda: widgets.evaluate_all(in_view), 5, "both widgets in view")
    try:
        assert_accessible(page, WIDGETS, what)
    finally:
        page.set_viewport_size(size)


def attack_by_keyboard(page, widget, lab, name, screenshots):
    """Bot 1's 4th card (Enter), 9 (Space), Attack (Enter): the kernel gets the attack."""
    from playwright.sync_api import expect

    widget.get_by_test_id("gw-hints").focus()
    tab_to(page, "card-1-3")
    page.keyboard.press("Enter")
    expect(widget.get_by_test_id("gw-card-1-3")).to_have_attribute("aria-pressed", "true")
    tab_to(page, "num-9")
    page.keyboard.press("Space")
    expect(widget.locator(".gw-num[data-n='9']")).to_have_attribute("aria-pressed", "true")
    tab_to(page, "attack")
    assert_ring(focus_info(page), "light")
    shoot(page, widget, screenshots / "algo_a11y_focus_attack.png")
    page.keyboard.press("Enter")
    wait_for(lambda: len((kernel_game(lab, name) or {}).get("history", [])) == 1, 10,
             "the kernel to apply the attack")
    rec = kernel_game(lab, name)["history"][0]
    assert (rec["attacker"], rec["target"], rec["index"], rec["number"], rec["hit"]) == (
        0, 1, 3, 9, False)
    # the attack, said once, then what happens next (the new status)
    expect(widget.get_by_test_id("gw-live")).to_have_text(
        "You attacked Bot 1's 4th card from the left (white) with 9: miss. "
        "You turned your white 6 face up. "
        "Bot 1's turn (Bot 1 drew a white card). Press Next to see the attack.")


def grid_and_steps_by_keyboard(page, widget, screenshots):
    """Arrows move the grid's focused cell (not the step); the step buttons' keys step."""
    from playwright.sync_api import expect

    tab_to(page, "cell-0-0")
    step_no = widget.get_by_test_id("gw-step-no").text_content()
    for key in ["ArrowRight"] * 9 + ["ArrowDown"] * 3:
        page.keyboard.press(key)
    cell = widget.get_by_test_id("gw-cell-3-9")
    expect(cell).to_be_focused()
    expect(widget.locator("[role=gridcell][tabindex='0']")).to_have_count(1)
    expect(cell).to_have_attribute("tabindex", "0")
    said = ("Bot 1, 4th card from the left: 9 is ruled out (failed attack): Bot 1's 4th card "
            "was attacked with 9 and the answer was no, so it is not 9.")
    expect(cell).to_have_attribute("aria-label", said)
    expect(widget.get_by_test_id("gw-cell-info")).to_have_text(said)
    assert_ring(focus_info(page), "light")
    expect(widget.get_by_test_id("gw-step-no")).to_have_text(step_no)
    page.keyboard.press("Home")
    expect(widget.get_by_test_id("gw-cell-3-0")).to_be_focused()
    page.keyboard.press("Control+End")
    expect(widget.get_by_test_id("gw-cell-3-11")).to_be_focused()
    shoot(page, widget, screenshots / "algo_a11y_grid_focus.png")

    # step buttons: arrows and Home/End step, Enter and Space press; each step is announced
    page.keyboard.press("Tab")
    assert focus_info(page)["key"] == "step-first"
    page.keyboard.press("Home")
    expect(widget.get_by_test_id("gw-step-no")).to_have_text("Before the deduction (9 steps)")
    live = widget.get_by_test_id("gw-live")
    expect(live).to_have_text(
        "Before the deduction (9 steps): Every number is still open. Press Step.")
    assert focus_info(page)["key"] == "step-step", "focus moved off the disabled First"
    page.keyboard.press("ArrowRight")
    expect(widget.get_by_test_id("gw-step-no")).to_have_text("step 1 / 9")
    expect(live).to_have_text(
        f"step 1 / 9: {widget.get_by_test_id('gw-step-text').text_content()}")
    page.keyboard.press("Enter")
    expect(widget.get_by_test_id("gw-step-no")).to_have_text("step 2 / 9")
    page.keyboard.press("Space")
    expect(widget.get_by_test_id("gw-step-no")).to_have_text("step 3 / 9")
    expect(live).to_contain_text("step 3 / 9: ")
    expect(widget.locator("[data-lit='true']").first).to_be_visible()
    assert_ring(focus_info(page), "light")


ANIMATION = """(root) => [...root.querySelectorAll('*')].map((e) => getComputedStyle(e))
  .filter((s) => s.animationName !== 'none' || parseFloat(s.transitionDuration) > 0)
  .map((s) => `${s.animationName} ${s.animationDuration} / ${s.transitionDuration}`)"""


def view_by_keyboard_and_reduced_motion(page, view, lab, name):
    """The view widget's Tab order, Enter applies the edited view; reduced motion stops
    the lit cells' animation (which plays without it)."""
    from playwright.sync_api import expect

    keys = [i["key"] for i in tab_order(page, view)]
    assert keys == ["hints", "lang-en", "lang-ja", "gw-view-text", "apply", "cell-0-0",
                    "step-first", "step-back"], keys
    view.get_by_test_id("gw-view-text").focus()
    page.keyboard.press("End")
    page.keyboard.type("; drawn: B5")
    page.keyboard.press("Enter")
    wait_for(lambda: "drawn: B5" in (recorded(lab, name, "view.txt") or ""), 10,
             "the kernel to read the view")
    expect(view.get_by_test_id("gw-step-no")).to_have_text("step 14 / 14")

    page.emulate_media(reduced_motion="reduce")
    view.get_by_test_id("gw-panel").locator("button[data-cmd='first']").focus()
    page.keyboard.press("Home")
    page.keyboard.press("ArrowRight")
    expect(view.get_by_test_id("gw-step-no")).to_have_text("step 1 / 14")
    expect(view.locator("[data-lit='true']").first).to_be_visible()
    assert view.evaluate(ANIMATION) == []
    page.emulate_media(reduced_motion="no-preference")
    page.keyboard.press("ArrowRight")
    expect(view.get_by_test_id("gw-step-no")).to_have_text("step 2 / 14")
    expect(view.locator("[data-lit='true']").first).to_be_visible()
    assert "gw-pop 0.35s / 0s" in view.evaluate(ANIMATION)


def test_keyboard_themes_and_japanese_in_lab(page, lab, screenshots, notebook_name):
    from playwright.sync_api import expect

    name = notebook_name
    widget = open_algo(page, lab, name, SETUP.format(name=name))
    widgets = page.locator(WIDGETS)
    expect(widgets).to_have_count(2)
    view = widgets.nth(1)
    order = tab_order(page, widget)
    keys = [i["key"] for i in order]
    # hint select, New game, the language switch, Bot 1's four target cards, the 12
    # numbers (Attack waits for a choice), the Deduction tab (one stop for the two tabs),
    # the grid's one stop, the enabled step buttons (at the end)
    assert keys == ["hints", "new-game-top", "lang-en", "lang-ja",
                    "card-1-0", "card-1-1", "card-1-2", "card-1-3",
                    *[f"num-{n}" for n in range(12)], "tab-deduction", "cell-0-0",
                    "step-first", "step-back"], keys
    for info in order[1:]:  # the select's ring is the browser's, the rest the widget's
        assert_ring(info, "light")

    attack_by_keyboard(page, widget, lab, name, screenshots)
    grid_and_steps_by_keyboard(page, widget, screenshots)
    view_by_keyboard_and_reduced_motion(page, view, lab, name)
    check(page, widgets, "play mode while stepping, view mode (Lab Light)")

    # probabilities by keyboard: the hint select, its last choice
    widget.get_by_test_id("gw-hints").focus()
    page.keyboard.press("End")
    wait_for(lambda: (kernel_game(lab, name) or {}).get("hints") == "probabilities", 10,
             "the kernel to switch to probabilities")
    expect(widget.get_by_test_id("gw-worlds")).to_be_visible()
    assert widget.locator(".gw-cell-open[data-p]").count() > 0
    check(page, widgets, "probabilities (Lab Light)")
    shoot(page, widget, screenshots / "algo_a11y_light.png")
    # the OS asks for dark: JupyterLab's Light theme still decides
    page.emulate_media(color_scheme="dark")
    check(page, widgets, "probabilities (Lab Light, OS dark)")
    page.emulate_media(color_scheme="light")

    switch_theme(page, "JupyterLab Dark")
    check(page, widgets, "Lab Dark")
    order = tab_order(page, widget)
    assert [i["key"] for i in order] == ["hints", "new-game-top", "lang-en", "lang-ja",
                                         "advance", "auto", "tab-deduction",
                                         "cell-3-11", "step-first", "step-back"]
    for info in order[1:]:
        assert_ring(info, "dark")
    widget.get_by_test_id("gw-cell-3-11").focus()
    page.keyboard.press("ArrowLeft")
    assert_ring(focus_info(page), "dark")
    shoot(page, widget, screenshots / "algo_a11y_dark_focus.png")
    shoot(page, view, screenshots / "algo_a11y_view_dark.png")

    run_in_new_cell(page, 'w.lang = v.lang = "ja"')
    expect(widget.get_by_test_id("gw-advance")).to_have_text("次へ", timeout=15_000)
    expect_words(view.get_by_test_id("gw-apply-view"), "推理する")
    expect(widget.get_by_test_id("gw-keys")).to_contain_text("Tabで、次のボタンに進みます。")
    expect(widget.get_by_test_id("gw-cell-3-9")).to_have_attribute(
        "aria-label", "ボット1の左から4枚目：9はありえない（はずれたアタック）。"
        "ボット1の左から4枚目は9でアタックされてはずれたので、9ではない。")
    check(page, widgets, "Japanese (Lab Dark)")
    switch_theme(page, "JupyterLab Light")
    shoot(page, widget, screenshots / "algo_a11y_ja.png")

    # Next (Enter) shows Bot 1's attack: announced too
    widget.get_by_test_id("gw-advance").focus()
    page.keyboard.press("Enter")
    wait_for(lambda: len((kernel_game(lab, name) or {}).get("history", [])) == 2, 10,
             "one bot attack")
    bot = kernel_game(lab, name)["history"][1]
    expect_words(widget.get_by_test_id("gw-live"), f"ボット1があなたの左から{bot['index'] + 1}枚目",
                 contain=True)


# A page with no JupyterLab (as in VS Code or an exported page): the bundle, its CSS and a
# stand-in for the anywidget model holding the state a kernel would sync.
PLAIN = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>algo</title>
<link rel="stylesheet" href="/algo.css"></head>
<body style="margin: 20px; background: {page_bg}"><main id="out"></main>
<script type="module">
import widget from "/algo.js";
const state = await (await fetch("/state.json")).json();
const model = {{ get: (k) => state[k], set() {{}}, save_changes() {{}},
                on() {{}}, off() {{}}, send() {{}} }};
widget.render({{ model, el: document.getElementById("out") }});
</script></body></html>"""


@functools.cache
def plain_state() -> str:
    """Synced traits of a widget after one attack, with probabilities (as a kernel sends them)."""
    from gamewidgets.algo import AlgoWidget

    w = AlgoWidget([None, "bot:probabilistic"], seed=0, hints="probabilities")
    w.attack(1, 3, 9)
    names = [n for n in w.trait_names(sync=True) if not n.startswith("_")]
    return json.dumps({n: getattr(w, n) for n in names if n not in ("layout", "tooltip")})


# the widget paints its own background: a dark widget on a white page, a light one on black
@pytest.mark.parametrize(("scheme", "page_bg", "widget_dark"), [
    ("dark", "#ffffff", True), ("light", "#000000", False)])
def test_plain_page_follows_the_os_preference(page, screenshots, scheme, page_bg, widget_dark):
    state = plain_state()
    files = {"/algo.js": (STATIC / "algo.js").read_text(),
             "/algo.css": (STATIC / "algo.css").read_text(),
             "/state.json": state, "/": PLAIN.format(page_bg=page_bg)}
    types = {"js": "text/javascript", "css": "text/css", "json": "application/json"}

    def serve(route):
        path = "/" + route.request.url.split("/", 3)[3]
        body = files.get(path)
        kind = types.get(path.rsplit(".", 1)[-1], "text/html")
        route.fulfill(status=200 if body else 404, content_type=kind, body=body or "")

    page.route("http://plain.test/**", serve)
    page.emulate_media(color_scheme=scheme)
    page.goto("http://plain.test/")
    widget = page.locator(".gw-algo")
    widget.get_by_test_id("gw-worlds").wait_for(timeout=10_000)
    bg = widget.evaluate("(e) => getComputedStyle(e).backgroundColor")
    assert (bg == "rgb(21, 24, 29)") == widget_dark, bg  # #15181d: the dark palette
    assert_accessible(page, ".gw-algo", f"a plain {page_bg} page, OS {scheme}")
    if scheme == "dark" and page_bg == "#ffffff":
        shoot(page, widget, screenshots / "algo_a11y_plain_os_dark.png")
