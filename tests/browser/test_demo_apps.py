"""The demos as standalone Voila apps, and the language switch in each widget.

Voila shows a demo without its code: the page must carry a title, the goal, a control
that starts again (a new game, the next puzzle) and no sentence asking the reader to edit
code; the widget's own EN / 日本語 switch must change the language in the page (the widget,
and the title and goal above it) and in the kernel (``lang``), with no code cell.
Every request of the page is recorded: one to any host but 127.0.0.1 fails the test (the
notebooks name the package's Voila template, which leaves out Voila's links to a CDN).
Screenshots: artifacts/screenshots/voila_*.png.
"""

from __future__ import annotations

import json
import pathlib
import re

import pytest
from helpers.browser import OffHost, code_cell, expect_words, recorder_cell, through_setup, wait_for
from helpers.ruby import cut_off, measure, overhang_problems

pytestmark = pytest.mark.browser

NOTEBOOKS = pathlib.Path(__file__).resolve().parents[2] / "notebooks"

# the control that starts again, and a label of the widget in each language
APPS = {
    "algo": ("[data-testid='gw-new-game-top']", "Attack", "アタック"),
    "goblin": ("[data-testid='gw-new-game-head']", "Goblin Escape", "脱出ゴブリン"),
    "gramin": ("button.gw-next", "Run", "実行"),
}
# what the setup screen of a demo offers (the others open on the game)
SETUP = {"algo": "Pair play", "goblin": "Classroom tunnel"}
# the page's title and the start of its goal, in each language (the catalogue's
# <game>.demo texts, written out here so that a change to them is seen)
INTROS = {
    "algo": (("algo: deduce the hidden numbers", "Goal: Be the last player with face-down"),
             ("アルゴ：かくれた数字を推理しよう", "ゴール：最後まで伏せたカードを残した人の勝ち")),
    "goblin": (("Goblin Escape: dig together or let the others dig?",
                "Goal: Have the most meat when the exit is found."),
               ("脱出ゴブリン：みんなで掘る？それとも、ほかのゴブリンに掘らせる？",
                "ゴール：出口が見つかったときに、肉をいちばん多く持っているゴブリンの勝ち")),
    "gramin": (("Gramin Expedition: program the explorer",
                "Goal: Lay a program of move cards that meets each puzzle's goal"),
               ("グラミン探検隊：探検隊をプログラムで動かそう",
                "ゴール：移動カードでプログラムを作り、パズルのゴール")),
}

# the kernel writes each language its widget is switched to
RECORDING = """\
{var}.observe(lambda c: (_rec / "lang.txt").write_text(c["new"]), names="lang")
"""


@pytest.fixture(scope="module")
def app_page(browser, browser_context_args):
    """One page, and its requests to any host but 127.0.0.1 (aborted and recorded)."""
    context = browser.new_context(**browser_context_args)
    page = context.new_page()
    yield page, OffHost(page)
    context.close()


@pytest.mark.parametrize("game", list(APPS))
def test_demo_is_a_standalone_app_with_a_language_switch(app_page, voila, screenshots, game):
    from playwright.sync_api import expect

    (page, off_host), name = app_page, f"demo_{game}"
    nb = json.loads((NOTEBOOKS / f"{name}.ipynb").read_text(encoding="utf-8"))
    nb["cells"].append(code_cell(recorder_cell(name, RECORDING.format(var=game)), "recorder"))
    (voila.root / f"{name}.ipynb").write_text(json.dumps(nb))
    page.set_viewport_size({"width": 1024, "height": 768})
    page.goto(voila.page_url(name))
    page.locator(f".gw-{game}:visible").first.wait_for(timeout=60_000)
    wait_for(lambda: (voila.record / name / "kernel.pid").exists(), 30, "the recorder cell")
    if game in SETUP:
        # the demo opens on its setup screen: who plays and the rules, by clicks
        screen = page.get_by_test_id("gw-setup")
        expect(screen).to_be_visible()
        expect(screen).to_contain_text(SETUP[game])
        page.screenshot(path=screenshots / f"voila_{game}_setup.png")
    widget = through_setup(page, game)
    if game == "algo":  # the mode chosen is said above the game (Goblin's original
        # tunnel is the game itself: no line)
        expect(page.get_by_test_id("gw-setup-line")).to_be_visible()

    restart, en, ja = APPS[game]
    (title_en, goal_en), (title_ja, goal_ja) = INTROS[game]
    title = page.locator("h1").first
    expect(title).to_be_visible()
    expect(title).to_have_text(title_en)
    expect(page.get_by_text("Goal:").first).to_be_visible()
    expect(page.locator(".gw-intro")).to_contain_text(goal_en)
    text = page.locator("body").inner_text()
    assert not re.search(r"lang\s*=|\bSet `|edit the code|change the code", text), text[:400]
    expect(widget.locator(restart).first).to_be_visible()
    expect(widget).to_contain_text(en)

    widget.get_by_test_id("gw-lang-ja").click()
    wait_for(lambda: (voila.record / name / "lang.txt").exists()
             and (voila.record / name / "lang.txt").read_text() == "ja", 15,
             "the kernel to switch to Japanese")
    # (read as words: a word above the class's grade carries its reading as ruby)
    expect_words(widget, ja, contain=True, timeout=15)
    expect(widget.get_by_test_id("gw-lang-ja")).to_have_attribute("aria-pressed", "true")
    # the page's title and goal follow the widget's switch: nothing on the page is English
    expect_words(title, title_ja, timeout=15)
    expect_words(page.locator(".gw-intro"), goal_ja, contain=True)
    expect(page.locator(".gw-intro")).to_have_attribute("lang", "ja")
    assert "Goal" not in page.locator(".gw-intro").inner_text()
    # a reading wider than its word (脱出, 宝箱) keeps the word's kanji together, in the
    # title and goal (their readings at least 9 px) and in the widget
    intro, shown = measure(page.locator(".gw-intro")), measure(widget)
    assert intro and shown
    assert overhang_problems(intro) + overhang_problems(shown, smallest=0) == []
    assert cut_off(intro) == []  # the title's readings, above its first line
    page.screenshot(path=screenshots / f"voila_{game}_ja.png")
    widget.get_by_test_id("gw-lang-en").click()
    expect(widget).to_contain_text(en, timeout=15_000)
    expect(title).to_have_text(title_en, timeout=15_000)
    wait_for(lambda: (voila.record / name / "lang.txt").read_text() == "en", 15,
             "the kernel back in English")
    page.screenshot(path=screenshots / f"voila_{game}_en.png")
    # the demo's page (its template, notebook metadata "voila") asks nothing of the internet
    assert off_host.take() == [], "requests that left 127.0.0.1"
