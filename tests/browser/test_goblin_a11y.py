"""Accessibility of GoblinWidget in JupyterLab (headless Chromium): Issue 6, section 4.

One generated notebook holds a widget at every stage a class sees (the pass-to cover, the
secret choice with a repeat barred and its reason, everyone ready, the target pick, the
reveal, a resolution step, the "what if" table, game over), put there by the kernel, and
one fresh widget played by keyboard only. axe-core checks every stage in JupyterLab
Light, Dark, with the system's dark preference and in Japanese (its colour-contrast rule
measures text contrast >= 4.5:1). The focus ring, the live region, reduced motion and a
plain page outside Jupyter (dark or light background, either system preference) are
checked too. Screenshots go to artifacts/screenshots/goblin_a11y_*.png.
"""

from __future__ import annotations

import json
import pathlib

import pytest
from helpers.browser import (
    assert_accessible,
    contrast,
    open_and_run,
    recorder_cell,
    run_in_new_cell,
    shoot,
    switch_theme,
    wait_for,
    write_notebook,
)
from helpers.goblin import goblin_turn

pytestmark = pytest.mark.browser

NAME = "goblin_a11y"
STAGES = ("cover", "choose", "ready", "target", "reveal", "steps", "whatif", "over")
WIDGETS = ".jp-OutputArea .gw-goblin"
STATIC = pathlib.Path(__file__).resolve().parents[2] / "gamewidgets" / "static"
FAKE_MODEL = pathlib.Path(__file__).resolve().parents[2] / "js" / "test-support" / "fake-model.js"

SETUP = """\
import json, os, pathlib
from gamewidgets.goblin.engine import GoblinRules
from gamewidgets.goblin.widgets import GoblinWidget

PEOPLE = ["Ann", "Ben", "bot:cooperator"]
STAGED = {}

def staged(stage):
    # a widget shown at `stage`, played there by the kernel
    three = ["Ann", "Ben", "Cy"] if stage == "target" else PEOPLE  # two resters to pick from
    w = GoblinWidget(three, seed=0,
                     rules=GoblinRules(tunnel_deck=("exit",)) if stage == "over" else None)
    if stage == "choose":  # Ann dug last turn: dig is barred, with its reason
        w.play_turn({0: "dig", 1: "rest"})
        w.choose(1, "dig")
    elif stage == "ready":
        w.choose(0, "dig")
        w.choose(1, "rest")
    elif stage == "target":
        for seat, action in enumerate(["steal", "rest", "rest"]):
            w.choose(seat, action)
        w.reveal()
    elif stage != "cover":
        w.play_turn({0: "steal" if stage == "steps" else "dig", 1: "rest"})
        w.step = {"reveal": 0, "steps": 1}.get(stage, len(w.frames) - 1)
    STAGED[stage] = w
    return w"""

PLAY = """\
play = GoblinWidget(PEOPLE, seed=0)
play"""

RECORDING = """\
def _dump(_change=None):
    g = play.game
    (_rec / "play.json").write_text(json.dumps({
        "stage": play.stage, "turn": play.turn, "step": play.step, "meat": g.meat,
        "choices": g.history[-1]["choices"] if g.history else None}))
play.observe(_dump, names=["stage", "step", "frames"])"""

FOCUS_KEY = """(root) => {
    const a = document.activeElement;
    if (!root.contains(a)) return null;
    return a === root ? "widget" : a.getAttribute("data-focus-key");
}"""

RING = """(el) => {
    const cs = getComputedStyle(el);
    return { visible: el.matches(":focus-visible"), style: cs.outlineStyle,
             width: parseFloat(cs.outlineWidth), color: cs.outlineColor, shadow: cs.boxShadow,
             bg: getComputedStyle(el.closest(".gw-goblin")).backgroundColor };
}"""

# every animated or transitioning element of the widgets, with its durations in seconds
MOVING = """(roots) => roots.flatMap((root) => [root, ...root.querySelectorAll("*")])
    .map((el) => { const cs = getComputedStyle(el);
        const d = (v) => Math.max(...v.split(",").map((x) => parseFloat(x) || 0));
        return [el.className.baseVal ?? el.className, cs.animationName === "none" ? 0
                : d(cs.animationDuration), d(cs.transitionDuration)]; })
    .filter(([, a, t]) => a > 0 || t > 0)"""


def played(lab) -> dict:
    """What the kernel last wrote about the keyboard-played widget ({} before a change)."""
    path = lab.record / NAME / "play.json"
    try:
        return json.loads(path.read_text()) if path.exists() else {}
    except json.JSONDecodeError:  # caught mid-write
        return {}


def test_contrast_helper_matches_hand_computed_ratios():
    assert contrast("rgb(0, 0, 0)", "rgb(255, 255, 255)") == pytest.approx(21.0)
    assert contrast("rgb(255, 255, 255)", "rgb(255, 255, 255)") == pytest.approx(1.0)
    # #767676 on white is the classic 4.54:1
    assert contrast("rgb(118, 118, 118)", "rgb(255, 255, 255)") == pytest.approx(4.54, abs=0.01)
    # half-transparent black on white is grey 127.5: luminance 0.2140, (1.05) / (0.2640)
    assert contrast("rgba(0, 0, 0, 0.5)", "rgb(255, 255, 255)") == pytest.approx(3.977, abs=0.001)


def focus_key(widget) -> str | None:
    """``data-focus-key`` of the focused control in ``widget`` ("widget": the widget itself)."""
    return widget.evaluate(FOCUS_KEY)


def tab_order(page, widget) -> list[str]:
    """Focus keys met pressing Tab from the widget itself until focus leaves it.

    Focus is put back on the widget afterwards (as a person tabbing back in).
    """
    widget.focus()
    keys = []
    for _ in range(30):
        page.keyboard.press("Tab")
        key = focus_key(widget)
        if key is None:
            widget.focus()
            return keys
        keys.append(key)
    pytest.fail(f"Tab never leaves the widget: {keys}")


def assert_focus_ring(page, widget, what: str):
    """The focused control shows :focus-visible as a solid outline >= 3:1 on the widget."""
    ring = page.evaluate(f"() => ({RING})(document.activeElement)")
    assert ring["visible"], f"{what}: no :focus-visible after a key press"
    assert ring["style"] == "solid" and ring["width"] >= 3, f"{what}: {ring}"
    assert contrast(ring["color"], ring["bg"]) >= 3, f"{what}: faint ring {ring}"
    assert ring["shadow"] != "none", f"{what}: {ring}"


@pytest.fixture(scope="module")
def nb_page(browser, browser_context_args, lab):
    """One page with the notebook open and run: ``(page, {stage or "play": widget})``."""
    cells = [SETUP, *(f'staged("{s}")' for s in STAGES), PLAY, recorder_cell(NAME, RECORDING)]
    write_notebook(lab, NAME, cells)
    context = browser.new_context(**browser_context_args)
    page = context.new_page()
    open_and_run(page, lab, NAME)

    def widget(marker: str):
        cell = page.locator(".jp-CodeCell", has=page.locator(".jp-InputArea", has_text=marker))
        return cell.locator(".jp-OutputArea .gw-goblin")

    widgets = {s: widget(f'staged("{s}")') for s in STAGES}
    widgets["play"] = widget("play = GoblinWidget")
    for w in widgets.values():
        w.wait_for(timeout=30_000)
    # the secret choice needs the person's own press on the cover
    widgets["choose"].get_by_test_id("gw-show").press("Enter")
    widgets["choose"].get_by_test_id("gw-choose").wait_for()
    yield page, widgets
    context.close()


# marks that carry meaning must not rely on colour: each needs an icon and words, or a sign
UNSIGNALLED = r"""(roots) => roots.flatMap((root) => {
    const all = (sel, bad) => [...root.querySelectorAll(sel)].filter(bad);
    return [
        ...all(".gw-act, .gw-choice.gw-face-up, .gw-action-btn, .gw-tcard",
               (el) => !el.querySelector("svg") || !el.textContent.trim()),
        ...all(".gw-delta", (el) => !/^[+\u2212]\d/.test(el.textContent)),
        ...all(".gw-gob", (el) => !el.querySelector(".gw-state")?.textContent),
        ...all("tr.gw-best", (el) => !el.querySelector(".gw-tag-best")),
        ...all(".gw-s-current button", (el) => el.getAttribute("aria-current") !== "step"),
    ];
}).map((el) => el.outerHTML.slice(0, 120))"""


def check_roles_and_names(page, w):
    """Controls and panels are found by role and English name; colour is never alone."""
    from playwright.sync_api import expect

    expect(w["cover"]).to_have_role("group")
    expect(w["cover"]).to_have_accessible_name("Goblin Escape")
    expect(w["cover"].get_by_role("group", name="Pass the screen to Ann")
           .get_by_role("button")).to_have_accessible_name("I am Ann: show my choices")
    actions = w["choose"].get_by_role("group", name="Ann, choose in secret:")
    expect(actions.get_by_role("button")).to_have_count(3)
    dig = actions.get_by_role("button", name="dig", exact=True)
    expect(dig).to_be_disabled()
    expect(dig).to_have_accessible_description("You chose dig last turn: not twice in a row.")
    expect(actions.get_by_role("button", name="steal", exact=True)).to_be_enabled()
    expect(w["ready"].get_by_role("button", name="Reveal all cards")).to_be_enabled()
    expect(w["target"].get_by_role("group", name="Ann steals: from whom?").get_by_role("button")
           ).to_have_text(["steal from Ben", "steal from Cy"])
    goblins = w["reveal"].get_by_role("list", name="Goblins").get_by_role("listitem")
    expect(goblins).to_have_count(3)
    expect(goblins.first).to_have_accessible_name("Ann: 3 meat, in the cave")
    expect(w["reveal"].get_by_role("group", name="Common store")).to_contain_text("0")
    expect(w["reveal"].get_by_role("group", name="Tunnel")).to_contain_text("13 cards left")
    player = w["steps"].get_by_role("group", name="Resolution", exact=True)
    expect(player).to_have_accessible_description(
        "Keys: ← and → go one step back or forward. Home goes to the first step, End to the"
        " last. Space plays or pauses.")
    for name in ("First", "Back", "Play", "Step", "Last"):
        expect(player.get_by_role("button", name=name, exact=True)).to_be_visible()
    expect(player.get_by_role("button", name="Go to step 2")).to_have_attribute("tabindex", "0")
    expect(w["whatif"].get_by_role("combobox", name="Goblin")).to_have_value("0")
    expect(w["over"].get_by_test_id("gw-new-game")).to_be_visible()
    assert page.evaluate(f"() => ({UNSIGNALLED})(Array.from("
                         f"document.querySelectorAll('{WIDGETS}')))") == []


def test_every_stage_passes_axe_light_dark_and_japanese(nb_page, screenshots):
    from playwright.sync_api import expect

    page, w = nb_page
    expect(w["reveal"].locator(".gw-face-up")).to_have_count(3)
    assert_accessible(page, WIDGETS, "JupyterLab Light")
    check_roles_and_names(page, w)
    for s in ("choose", "steps", "over"):
        shoot(page, w[s], screenshots / f"goblin_a11y_light_{s}.png")
    page.emulate_media(color_scheme="dark")
    assert_accessible(page, WIDGETS, "JupyterLab Light, system in dark mode",
                      rules=["color-contrast"])
    page.emulate_media(color_scheme="light")

    # colours change with the theme, names and roles do not: contrast only from here
    switch_theme(page, "JupyterLab Dark")
    assert_accessible(page, WIDGETS, "JupyterLab Dark", rules=["color-contrast"])
    for s in ("choose", "over"):
        shoot(page, w[s], screenshots / f"goblin_a11y_dark_{s}.png")
    w["ready"].focus()
    page.keyboard.press("Tab")
    assert focus_key(w["ready"]) == "reveal"
    assert_focus_ring(page, w["ready"], "JupyterLab Dark")
    shoot(page, w["ready"], screenshots / "goblin_a11y_dark_focus.png")

    run_in_new_cell(page, 'for _w in STAGED.values(): _w.lang = "ja"')
    expect(w["over"].get_by_test_id("gw-new-game")).to_have_text("新しいゲーム", timeout=15_000)
    expect(w["choose"]).to_have_attribute("lang", "ja")
    assert_accessible(page, WIDGETS, "JupyterLab Dark, Japanese", rules=["color-contrast"])
    shoot(page, w["steps"], screenshots / "goblin_a11y_dark_ja_steps.png")
    switch_theme(page, "JupyterLab Light")
    assert_accessible(page, WIDGETS, "JupyterLab Light, Japanese")  # every label in Japanese
    for s in ("choose", "target", "whatif"):
        shoot(page, w[s], screenshots / f"goblin_a11y_ja_{s}.png")


def test_one_turn_by_keyboard_only_two_people_and_a_bot(nb_page, lab, screenshots):
    """Tab, Enter, Space and arrow keys only: the only other call puts focus on the widget,
    as a person tabbing into it from the page would."""
    from playwright.sync_api import expect

    page, w = nb_page
    play = w["play"]
    want = goblin_turn()  # Ann digs, Ben rests, the bot chooses: seed 0
    n = len(want.frames)
    status = play.locator("[role='status'][aria-live='polite']")
    # the stage's controls, then New game and the language switch (last in the order)
    assert tab_order(page, play) == ["show", "new-game-head", "lang-en", "lang-ja"]

    page.keyboard.press("Tab")
    page.keyboard.press("Enter")  # Ann: show my choices
    expect(play.get_by_test_id("gw-choose")).to_be_visible()
    wait_for(lambda: focus_key(play) == "choose-dig", 10, "focus on Ann's first action")
    assert_focus_ring(page, play, "JupyterLab Light")
    assert tab_order(page, play) == ["choose-dig", "choose-rest", "choose-steal", "hide",
                                     "new-game-head", "lang-en", "lang-ja"]
    page.keyboard.press("Tab")
    page.keyboard.press("Tab")
    shoot(page, play, screenshots / "goblin_a11y_light_focus.png")
    page.keyboard.press("Shift+Tab")
    assert focus_key(play) == "choose-dig"
    page.keyboard.press("Space")

    expect(play.get_by_test_id("gw-cover-name")).to_have_text("Ben")
    wait_for(lambda: focus_key(play) == "show", 10, "focus on Ben's cover button")
    page.keyboard.press("Enter")
    wait_for(lambda: focus_key(play) == "choose-dig", 10, "focus on Ben's first action")
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")  # Ben rests

    expect(play.get_by_test_id("gw-ready")).to_be_visible()
    wait_for(lambda: focus_key(play) == "reveal", 10, "focus on the reveal button")
    page.keyboard.press("Space")
    expect(play.get_by_test_id("gw-player")).to_be_visible()
    wait_for(lambda: played(lab).get("stage") == "steps", 10, "the kernel to resolve")
    assert played(lab)["choices"] == list(want.game.history[-1]["choices"])
    assert played(lab)["meat"] == want.game.meat

    # the live region says each step's sentence as the Step button is pressed
    wait_for(lambda: focus_key(play) == "cmd-step", 10, "focus on Step after the reveal")
    expect(status).to_have_text(want.frames[0]["text"])
    for i in range(1, n):
        page.keyboard.press("Enter")
        expect(play.get_by_test_id("gw-step-no")).to_have_text(f"step {i + 1} / {n}")
        expect(status).to_have_text(want.frames[i]["text"])
    assert focus_key(play) == "s-current"  # Step is disabled at the end: focus stays near
    page.keyboard.press("ArrowLeft")
    expect(status).to_have_text(want.frames[n - 2]["text"])
    page.keyboard.press("Home")
    expect(status).to_have_text(want.frames[0]["text"])
    page.keyboard.press("End")
    expect(status).to_have_text(want.frames[n - 1]["text"])
    assert focus_key(play) == "s-current"
    wait_for(lambda: played(lab).get("step") == n - 1, 10, "the step to reach the kernel")

    order = tab_order(page, play)
    assert order == ["cmd-first", "cmd-back", "cmd-play", "s-current", "whatif-select",
                     "next-turn", "new-game-head", "lang-en", "lang-ja"]
    for _ in range(order.index("whatif-select") + 1):
        page.keyboard.press("Tab")
    page.keyboard.press("ArrowDown")  # the next goblin's "what if" table
    expect(play.get_by_test_id("gw-whatif").locator(".gw-hint").first).to_contain_text("Ben")
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")  # next turn
    wait_for(lambda: played(lab).get("stage") == "cover" and played(lab).get("turn") == 2,
             10, "the kernel at the next turn's cover")
    wait_for(lambda: focus_key(play) == "show", 10, "focus on the next cover's button")


def test_reduced_motion_stops_every_animation(nb_page):
    page, w = nb_page
    steps = w["steps"]
    steps.focus()
    page.keyboard.press("Home")
    page.keyboard.press("ArrowRight")  # Ann steals from Ben: both counters bump
    bump = steps.locator(".gw-bump .gw-meat-value").first
    bump.wait_for()
    moving = steps.evaluate(f"(root) => ({MOVING})([root])")
    assert ["gw-meat-value", 0.6, 0] in moving  # the check sees motion when there is some

    page.emulate_media(reduced_motion="reduce")
    try:
        assert bump.evaluate("(el) => getComputedStyle(el).animationDuration") == "0s"
        assert page.evaluate(f"""() => ({MOVING})(
            Array.from(document.querySelectorAll("{WIDGETS}")))""") == []
    finally:
        page.emulate_media(reduced_motion="no-preference")


def plain_state(stage: str) -> dict:
    """Synced traits of the notebook's ``staged(stage)`` widget, made here, for a fake model."""
    ns: dict = {}
    exec(SETUP, ns)  # the same widgets as in the notebook
    return {k: v for k, v in ns["staged"](stage).get_state().items() if not k.startswith("_")}


PLAIN = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="stylesheet" href="/goblin.css"></head>
<body style="margin: 0; padding: 16px">
<script type="module">
import view from "/goblin.js";
import { fakeModel } from "/fake-model.js";
for (const state of STATES) {
  const el = document.createElement("div");
  document.body.append(el);
  view.render({ model: fakeModel(state), el });
}
document.body.dataset.ready = "1";
</script></body></html>"""


def test_plain_page_any_background_any_system_preference(page, screenshots):
    """Outside Jupyter (no theme variables) the widget paints its own palette: the light
    one, or the dark one when the system prefers dark; readable on any page background."""
    states = json.dumps([plain_state(s) for s in ("cover", "whatif", "over")])
    files = {"/goblin.js": STATIC / "goblin.js", "/goblin.css": STATIC / "goblin.css",
             "/fake-model.js": FAKE_MODEL}
    types = {".js": "text/javascript", ".css": "text/css"}

    def serve(route):
        path = route.request.url.removeprefix("http://gw.test")
        if path in files:
            route.fulfill(path=files[path], content_type=types[files[path].suffix])
        else:
            route.fulfill(body=PLAIN.replace("STATES", states), content_type="text/html")

    page.route("http://gw.test/**", serve)
    page.goto("http://gw.test/")
    page.locator("body[data-ready='1']").wait_for()
    widgets = page.locator(".gw-goblin")
    assert widgets.count() == 3
    backgrounds = set()
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        for bg, fg in (("#ffffff", "#000000"), ("#000000", "#ffffff")):
            page.evaluate("([bg, fg]) => Object.assign(document.body.style, "
                          "{ background: bg, color: fg })", [bg, fg])
            assert_accessible(page, ".gw-goblin", f"a plain {bg} page, system {scheme}",
                              rules=["color-contrast"])
        backgrounds.add(widgets.first.evaluate("(el) => getComputedStyle(el).backgroundColor"))
        shoot(page, widgets.nth(1), screenshots / f"goblin_a11y_plain_{scheme}.png")
    assert backgrounds == {"rgb(255, 255, 255)", "rgb(21, 24, 29)"}  # #15181d when dark
