"""Games set up and played in Voila by clicks alone (no Python typed): algo pair play (two
people and two bots), algo solo play on the algo demo and a Goblin Escape game with the
classroom tunnel, each chosen on the widget's setup screen; a tsume-algo puzzle solved by
clicks with the deduction hidden until asked.

The kernel records what it received (the rules and seats of the game started, the moves
applied), so each click is proven to reach Python. Every request of the page is recorded:
one to any host but 127.0.0.1 fails the test. Screenshots: artifacts/screenshots/setup_*.png.
"""

from __future__ import annotations

import json
import pathlib
import re
from fractions import Fraction

import pytest
from helpers.browser import (
    OffHost,
    code_cell,
    recorder_cell,
    to_last_frame,
    wait_for,
    write_notebook,
)
from helpers.ruby import crowded, touching_borders

pytestmark = pytest.mark.browser

# each cell writes into ``_rec``, the folder of the recorder cell run after it (before any
# click): see helpers.browser.recorder_cell
ALGO = """\
import json
from gamewidgets.algo import AlgoWidget
algo = AlgoWidget(seed=4, setup="open")
def _dump(_change=None):
    g = algo.game
    (_rec / "game.json").write_text(json.dumps({
        "mode": g.rules.mode, "chips": g.rules.chips, "n": g.n_players,
        "people": list(algo._people), "tosses": len(g.tosses), "history": len(algo.history),
        "open": algo.setup["open"]}))
algo.observe(_dump, names=["players", "cover", "me", "history", "setup"])
algo"""

DEMO_ALGO = pathlib.Path(__file__).resolve().parents[2] / "notebooks" / "demo_algo.ipynb"
# the algo demo's widget ``algo``, recorded
SOLO_DUMP = """\
import json
def _dump(_change=None):
    (_rec / "game.json").write_text(json.dumps({
        "mode": algo.mode, "open": algo.setup["open"], "seats": len(algo.setup["players"]),
        "score": (algo.solo or {}).get("score"), "over": (algo.solo or {}).get("over"),
        "actions": len(getattr(algo.game, "actions", []))}))
algo.observe(_dump, names=["mode", "solo", "setup"])
_dump()"""

GOBLIN = """\
import json
from gamewidgets.goblin import GoblinWidget
goblin = GoblinWidget(seed=1, setup="open")
def _dump(_change=None):
    g = goblin.game
    (_rec / "game.json").write_text(json.dumps({
        "tunnel_per_player": g.rules.tunnel_per_player, "n": len(goblin.players),
        "over": g.is_terminal, "turn": g.turn}))
goblin.observe(_dump, names=["stage", "turn", "setup"])
goblin"""

TSUME = """\
import json
from gamewidgets.algo import AlgoWidget
w = AlgoWidget(puzzle="squeeze")
def _dump(_change=None):
    (_rec / "game.json").write_text(json.dumps({"puzzle": w.puzzle,
                                                "slots": len(w.deduction_data["slots"])}))
w.observe(_dump, names=["puzzle", "deduction_data"])
w"""


@pytest.fixture(scope="module")
def app_page(browser, browser_context_args):
    """One page at 1024x768, and its requests to any host but 127.0.0.1 (aborted and
    recorded)."""
    context = browser.new_context(**browser_context_args)
    page = context.new_page()
    page.set_viewport_size({"width": 1024, "height": 768})
    yield page, OffHost(page)
    context.close()


def open_app(page, voila, name: str, source: str, dump: str = "_dump()"):
    """Voila's page of a notebook of ``source`` and a recorder cell that writes the first
    record."""
    # the package's Voila template leaves out Voila's links to a CDN (as the demos name it)
    write_notebook(voila, name, [source, recorder_cell(name, dump)],
                   voila={"template": "gamewidgets"})
    page.goto(voila.page_url(name))
    wait_for(lambda: (voila.record / name / "kernel.pid").exists(), 60, "the notebook to run")


def record(voila, name: str) -> dict:
    path = voila.record / name / "game.json"
    try:
        return json.loads(path.read_text()) if path.exists() else {}
    except json.JSONDecodeError:  # caught mid-write
        return {}


def assert_line_readable(page, line, widget) -> None:
    """The line of chosen options above a game is read from the back of a room: at least
    the widget's body size (it was 13 px of grey) and full-strength text (7:1 or more on
    the page behind it)."""
    from helpers.browser import contrast

    seen = page.evaluate("""([line, root]) => {
        const bg = (e) => {
            for (; e; e = e.parentElement) {
                const c = getComputedStyle(e).backgroundColor;
                if (c && c !== 'rgba(0, 0, 0, 0)' && c !== 'transparent') return c;
            }
            return 'rgb(255, 255, 255)';
        };
        const cs = getComputedStyle(line);
        return {size: parseFloat(cs.fontSize), body: parseFloat(getComputedStyle(root).fontSize),
                fg: cs.color, bg: bg(line)};
    }""", [line.element_handle(), widget.element_handle()])
    assert seen["size"] >= seen["body"], (
        f"the setup line is {seen['size']} px, the widget's body {seen['body']} px")
    ratio = contrast(seen["fg"], seen["bg"])
    assert ratio >= 7, f"the setup line's {seen['fg']} on {seen['bg']}: {ratio:.1f}:1"


def test_pair_game_set_up_and_played_by_clicks(app_page, voila, screenshots):
    from playwright.sync_api import expect

    (page, off_host), name = app_page, "setup_pair"
    open_app(page, voila, name, ALGO)
    screen = page.get_by_test_id("gw-setup")
    expect(screen).to_be_visible(timeout=60_000)
    # a refusal first: pair play with three seats; the draft stays, the game as it was
    screen.get_by_test_id("gw-setup-add").click()
    screen.get_by_test_id("gw-setup-opt-mode").select_option("pair")
    screen.get_by_test_id("gw-setup-start").click()
    expect(screen.get_by_test_id("gw-setup-error")).to_have_text(
        "Pair play needs exactly 4 players, got 3. Nothing was changed.")
    assert record(voila, name)["n"] == 2
    # four seats: Ann, a bot, Bo, a bot (the refusal of three goes with the draft changed)
    screen.get_by_test_id("gw-setup-add").click()
    expect(screen.get_by_test_id("gw-setup-error")).to_have_text("")
    expect(screen.get_by_test_id("gw-setup-add")).to_be_disabled()  # 4 at most
    screen.get_by_test_id("gw-setup-name-0").fill("Ann")
    screen.get_by_test_id("gw-setup-seat-1").select_option("bot:random")
    screen.get_by_test_id("gw-setup-name-2").fill("Bo")
    screen.get_by_test_id("gw-setup-seat-3").select_option("bot:logical")
    screen.get_by_test_id("gw-setup-opt-mode").select_option("pair")
    screen.get_by_test_id("gw-setup-opt-chips").select_option("on")
    page.screenshot(path=screenshots / "setup_pair_screen.png")
    screen.get_by_test_id("gw-setup-start").click()
    # the record is written at each trait the start changes: the screen's closing is the last
    wait_for(lambda: record(voila, name).get("mode") == "pair"
             and record(voila, name).get("open") is False, 20, "the kernel to start it")
    rec = record(voila, name)
    assert (rec["n"], rec["chips"], rec["people"]) == (4, True, [0, 2])
    expect(screen).to_be_hidden()
    line = page.get_by_test_id("gw-setup-line")
    expect(line).to_have_text("Rules: Pair play · Chips on · Row arranged for you")
    widget = page.locator(".gw-algo").first
    expect(widget).to_be_visible()
    assert_line_readable(page, line, widget)

    def answered(press):
        """Press a control that asks the kernel, and wait until the widget changed."""
        before = widget.inner_text()
        press.click()
        wait_for(lambda: widget.inner_text() != before, 15, "the widget to answer")

    # play by clicks until a person has tossed and two attacks are in the history
    for _ in range(60):
        rec = record(voila, name)
        if rec.get("tosses", 0) >= 1 and rec.get("history", 0) >= 2:
            break
        if widget.get_by_test_id("gw-show-cards").count():
            answered(widget.get_by_test_id("gw-show-cards"))
        elif widget.locator("button[aria-label^='Show to your partner']").count():
            answered(widget.locator("button[aria-label^='Show to your partner']").first)
        elif widget.get_by_test_id("gw-call-toss").count():
            answered(widget.get_by_test_id("gw-call-toss"))
        elif widget.get_by_test_id("gw-advance").count():
            answered(widget.get_by_test_id("gw-advance"))
        elif widget.get_by_test_id("gw-attack").count():
            widget.locator(".gw-me button.gw-acard").first.click()
            widget.locator(".gw-player-row:not(.gw-me) button.gw-acard").first.click()
            widget.locator(".gw-num[data-n='0']").click()
            answered(widget.get_by_test_id("gw-attack"))
        else:
            pytest.fail(f"nothing to press: {widget.inner_text()[:300]}")
    else:
        pytest.fail(f"no toss and two attacks after 60 clicks: {record(voila, name)}")
    expect(line).to_be_visible()
    page.screenshot(path=screenshots / "setup_pair_played.png")
    # New game opens the setup screen again, with the seats as they were
    widget.locator("[data-testid^='gw-new-game']").first.click()
    expect(screen).to_be_visible()
    expect(screen.get_by_test_id("gw-setup-name-2")).to_have_value("Bo")
    screen.get_by_test_id("gw-setup-back").click()
    expect(screen).to_be_hidden()
    assert off_host.take() == [], "requests that left 127.0.0.1"


def test_solo_game_set_up_and_played_by_clicks_on_the_algo_demo(app_page, voila, screenshots):
    from playwright.sync_api import expect

    (page, off_host), name = app_page, "setup_solo"
    nb = json.loads(DEMO_ALGO.read_text(encoding="utf-8"))
    nb["cells"].append(code_cell(recorder_cell(name, SOLO_DUMP), "recorder"))
    (voila.root / f"{name}.ipynb").write_text(json.dumps(nb))
    page.goto(voila.page_url(name))
    screen = page.get_by_test_id("gw-setup")
    expect(screen).to_be_visible(timeout=60_000)
    wait_for(lambda: record(voila, name).get("mode") == "game", 30, "the recorder cell")
    # under the demo's intro, the screen with its most seats fits a projector in both
    # languages (the intro names every way to play)
    add = screen.get_by_test_id("gw-setup-add")
    while add.is_enabled():
        add.click()
    for lang, title in (("ja", "ゲームのじゅんび"), ("en", "Set up the game")):
        screen.get_by_test_id(f"gw-lang-{lang}").click()
        expect(screen.locator("h3")).to_have_text(title)
        expect(page.locator(".gw-intro")).to_have_attribute("lang", lang)
        page.screenshot(path=screenshots / f"setup_algo_demo_{lang}.png")
        # no reading of the intro or the screen touches the line above it
        crowding = crowded(page.locator(".gw-intro")) + crowded(screen)
        assert crowding == [], (lang, crowding)
        box = screen.bounding_box()
        assert box is not None and box["y"] + box["height"] <= 768, (lang, box)
    # solo play is for seat 1 alone: choosing it leaves one seat, and none can be added
    screen.get_by_test_id("gw-setup-opt-mode").select_option("solo")
    expect(screen.get_by_test_id("gw-setup-seat-1")).to_have_count(0)
    expect(screen.get_by_test_id("gw-setup-add")).to_be_disabled()
    expect(screen.get_by_test_id("gw-setup-opt-mode")).to_be_focused()
    box = screen.bounding_box()
    assert box is not None and box["y"] + box["height"] <= 768, box  # fits a projector
    page.screenshot(path=screenshots / "setup_solo_screen.png")
    screen.get_by_test_id("gw-setup-start").click()
    wait_for(lambda: record(voila, name).get("mode") == "solo", 20, "the kernel to start it")
    expect(screen).to_be_hidden()
    expect(page.get_by_test_id("gw-setup-line")).to_have_text("Rules: Solo play")
    solo = page.locator(".gw-algo-solo")
    expect(solo).to_be_visible()
    expect(solo.get_by_test_id("gw-solo-score")).to_contain_text("4")
    # the chances of each gap, then cards placed by clicks until the game is over
    solo.get_by_test_id("gw-solo-chances").click()
    expect(solo.get_by_test_id("gw-gap-0")).to_have_attribute("aria-label", re.compile("chance"))
    for _ in range(30):
        # a record read while the kernel rewrites it is {}: wait for a whole one
        rec = wait_for(lambda: [r for r in [record(voila, name)] if "actions" in r], 15,
                       "a whole record")[0]
        if rec["over"]:
            break
        before = rec["actions"]
        gaps = solo.locator(".gw-solo-gap")
        # the likeliest gap, by the chances the widget shows (a fraction "a/b" or 0, 1)
        chances = [gaps.nth(i).inner_text() for i in range(gaps.count())]
        best = max(range(len(chances)), key=lambda i: Fraction(chances[i] or "0"))
        gaps.nth(best).click()
        wait_for(lambda b=before: record(voila, name).get("actions", b) > b, 15,
                 "the kernel to place it")
    else:
        pytest.fail(f"the solo game did not end: {record(voila, name)}")
    rec = record(voila, name)
    assert rec["over"] and rec["score"] >= 4 and rec["actions"] >= 1
    expect(solo.locator(".gw-solo-gap")).to_have_count(0)
    expect(solo.get_by_test_id("gw-status")).to_contain_text(re.compile("game is over|you win"))
    page.screenshot(path=screenshots / "setup_solo_over.png")
    # New game opens the setup screen again, solo play chosen and one seat
    solo.get_by_test_id("gw-new-game").click()
    expect(screen).to_be_visible()
    expect(screen.get_by_test_id("gw-setup-opt-mode")).to_have_value("solo")
    expect(screen.get_by_test_id("gw-setup-seat-1")).to_have_count(0)
    screen.get_by_test_id("gw-setup-back").click()
    expect(solo).to_be_visible()
    assert off_host.take() == [], "requests that left 127.0.0.1"


def test_goblin_classroom_game_set_up_and_played_to_the_end(app_page, voila, screenshots):
    from playwright.sync_api import TimeoutError as PlaywrightTimeout
    from playwright.sync_api import expect

    (page, off_host), name = app_page, "setup_goblin"
    open_app(page, voila, name, GOBLIN)
    screen = page.get_by_test_id("gw-setup")
    expect(screen).to_be_visible(timeout=60_000)
    # one person alone among two bots (no cover screen to pass), the classroom tunnel
    screen.get_by_test_id("gw-setup-seat-1").select_option("bot:free_rider")
    screen.get_by_test_id("gw-setup-opt-tunnel").select_option("classroom")
    expect(screen.get_by_test_id("gw-setup-remove")).to_be_disabled()  # 3 at least
    # in Japanese, the draft kept
    screen.get_by_test_id("gw-lang-ja").click()
    expect(screen.locator("h3")).to_have_text("ゲームのじゅんび")
    expect(screen.get_by_test_id("gw-setup-opt-tunnel")).to_have_value("classroom")
    expect(screen.get_by_test_id("gw-setup-seat-1")).to_contain_text("ボット：ただ乗り")
    page.screenshot(path=screenshots / "setup_goblin_screen_ja.png")
    screen.get_by_test_id("gw-lang-en").click()
    expect(screen.locator("h3")).to_have_text("Set up the game")
    # started by the keyboard
    screen.get_by_test_id("gw-setup-start").focus()
    page.keyboard.press("Enter")
    wait_for(lambda: record(voila, name).get("tunnel_per_player") == 2, 20,
             "the kernel to start it")
    expect(screen).to_be_hidden()
    expect(page.get_by_test_id("gw-setup-line")).to_have_text("Rules: Classroom tunnel (shorter)")
    assert record(voila, name)["n"] == 3
    widget = page.locator(".gw-goblin").first
    controls = ["[data-testid='gw-next-turn']", "[data-testid='gw-reveal']",
                "[data-testid^='gw-target-']", "[data-testid^='gw-choose-']:not([disabled])"]
    for _ in range(200):
        if record(voila, name).get("over") or widget.get_by_test_id("gw-over").count():
            break
        if widget.locator("button[data-cmd='last']:not([disabled])").count():
            # the resolution plays step by step: to its end, then Next turn is offered
            to_last_frame(widget)
            continue
        shown = [c for c in controls if widget.locator(c).count()]
        if not shown:
            # the kernel's answer to the last press is on its way
            wait_for(lambda: any(widget.locator(c).count() for c in controls)
                     or widget.get_by_test_id("gw-over").count()
                     or widget.locator("button[data-cmd='last']:not([disabled])").count(),
                     15, f"a control to press: {widget.inner_text()[:200]}")
            continue
        before = widget.inner_text()
        try:
            widget.locator(shown[0]).first.click(timeout=5_000)
        except PlaywrightTimeout:  # redrawn by the kernel's answer meanwhile: look again
            continue
        wait_for(lambda b=before: widget.inner_text() != b, 15, "the widget to answer")
    else:
        pytest.fail(f"the game did not end: {record(voila, name)}")
    wait_for(lambda: record(voila, name).get("over"), 15, "the kernel to end the game")
    expect(widget.get_by_test_id("gw-over")).to_be_visible()
    page.screenshot(path=screenshots / "setup_goblin_over.png")
    assert off_host.take() == [], "requests that left 127.0.0.1"


def test_tsume_puzzle_solved_by_clicks_in_voila(app_page, voila, screenshots):
    from playwright.sync_api import expect

    (page, off_host), name = app_page, "setup_tsume"
    open_app(page, voila, name, TSUME)
    widget = page.locator(".gw-algo").first
    widget.wait_for(timeout=60_000)
    expect(widget.get_by_test_id("gw-panel-hidden")).to_be_visible()
    expect(widget.get_by_test_id("gw-grid")).to_have_count(0)
    assert record(voila, name)["slots"] == 0  # not even in the synced state
    # Ann's hidden 1st, 3rd and 5th cards are 0, 2 and 4
    for i, (index, number) in enumerate([(0, 0), (2, 2), (4, 4)]):
        widget.get_by_test_id(f"gw-card-1-{index}").click()
        widget.locator(f".gw-num[data-n='{number}']").click()
        widget.get_by_test_id("gw-attack").click()
        wait_for(lambda i=i: record(voila, name).get("puzzle", {}).get("opened") == i + 1,
                 15, "the kernel to check the answer")
    rec = record(voila, name)["puzzle"]
    assert rec["solved"] and rec["stars"] == 3 and rec["mistakes"] == 0
    expect(widget.get_by_test_id("gw-puzzle-stars")).to_have_text(re.compile("3 of 12 stars"))
    page.screenshot(path=screenshots / "setup_tsume_solved.png")
    assert off_host.take() == [], "requests that left 127.0.0.1"


GRAMIN = """\
import json
from gamewidgets.gramin import GraminGameWidget
gramin = GraminGameWidget(setup="open", lang="ja")
def _dump(_change=None):
    r = gramin.game.rules
    (_rec / "game.json").write_text(json.dumps({
        "board_size": r.board_size, "auto_if_cards": r.auto_if_cards,
        "names": gramin.names}))
gramin.observe(_dump, names=["setup", "state"])
gramin"""


def test_gramin_game_set_up_in_japanese(app_page, voila, screenshots):
    from playwright.sync_api import expect

    (page, off_host), name = app_page, "setup_gramin"
    open_app(page, voila, name, GRAMIN)
    screen = page.get_by_test_id("gw-setup")
    expect(screen).to_be_visible(timeout=60_000)
    expect(screen).to_contain_text("わなを置けるマス")
    screen.get_by_test_id("gw-setup-opt-board_size").select_option("5")
    screen.get_by_test_id("gw-setup-opt-if_cards").select_option("named")
    screen.get_by_test_id("gw-setup-seat-1").select_option("bot:planner")
    page.screenshot(path=screenshots / "setup_gramin_screen_ja.png")
    # the seat buttons' readings stand above their kanji inside the button (ふ, へ)
    crowding = touching_borders(screen) + crowded(screen)
    assert crowding == [], crowding
    box = screen.bounding_box()
    assert box is not None and box["y"] + box["height"] <= 768, box  # fits a projector
    screen.get_by_test_id("gw-setup-start").click()
    wait_for(lambda: record(voila, name).get("board_size") == 5, 20, "the kernel to start it")
    assert record(voila, name)["auto_if_cards"] is False
    expect(page.get_by_test_id("gw-setup-line")).to_have_text(
        "ルール：5×5マスのボード・わなはどこでも・もしもカードは選ぶ・わにの分は次に取った人に・"
        "ジャンプはかべの手前で止まる")
    page.screenshot(path=screenshots / "setup_gramin_game_ja.png")
    # the readings of the game's pills (山札：3枚) stand inside their border
    pills = touching_borders(page.locator(".gw-root.gw-game:not(.gw-setup)"))
    assert pills == [], pills
    assert off_host.take() == [], "requests that left 127.0.0.1"


# every select of the shown setup screens narrower than its longest choice: the select's
# width against a copy's own (width auto: as wide as its longest choice, in the same font)
CUT_SELECTS = """() => [...document.querySelectorAll(
    '[data-testid="gw-setup"]:not([hidden]) select')].flatMap((select) => {
    const copy = select.cloneNode(true);
    copy.removeAttribute("id");
    copy.removeAttribute("data-testid");
    Object.assign(copy.style, { position: "absolute", left: "0", top: "0", visibility: "hidden",
                                width: "auto", minWidth: "0", maxWidth: "none" });
    select.closest(".gw-setup").append(copy);
    const need = copy.getBoundingClientRect().width;
    copy.remove();
    const has = select.getBoundingClientRect().width;
    return has + 0.5 < need
      ? [`${select.dataset.testid}: ${Math.round(has)} px < ${Math.round(need)} px: `
         + [...select.options].map((o) => o.text).join(" / ")]
      : [];
  })"""


# a reading (<rt>) smaller than 9 px anywhere on the shown setup screens (the help is
# 13 px: half of it would be 6.5 px)
SMALL_PRINT = """() => [...document.querySelectorAll(
    '[data-testid="gw-setup"]:not([hidden]) rt')].flatMap((rt) => {
    const size = parseFloat(getComputedStyle(rt).fontSize);
    return rt.getClientRects().length && size < 9 ? [`${size} px: ${rt.textContent}`] : [];
  })"""


def cut_selects(page) -> list[str]:
    """The selects of the shown setup screens that cut one of their choices (none: [])."""
    return page.evaluate(CUT_SELECTS)


THREE = """\
from gamewidgets.algo import AlgoWidget
from gamewidgets.goblin import GoblinWidget
from gamewidgets.gramin import GraminGameWidget
display(AlgoWidget(setup="open"), GraminGameWidget(setup="open"), GoblinWidget(setup="open"))"""


def test_setup_screens_of_the_three_games_pass_axe_in_english_and_japanese(app_page, voila,
                                                                            screenshots):
    """axe-core finds no serious or critical violation on the setup screen of algo, Gramin
    and Goblin, in English and in Japanese (each switched by its own EN / 日本語), with
    their most seats too; each fits a projector's 1024x768 under a demo's intro, and no
    select cuts one of its choices."""
    from helpers.browser import assert_accessible
    from playwright.sync_api import expect

    (page, off_host), name = app_page, "setup_axe"
    open_app(page, voila, name, THREE, dump="")
    screens = page.get_by_test_id("gw-setup")
    expect(screens).to_have_count(3, timeout=60_000)
    for i in range(3):
        expect(screens.nth(i)).to_be_visible()
    assert_accessible(page, "[data-testid='gw-setup']", "the setup screens (en)")
    # a child reads every choice whole, in both languages
    assert cut_selects(page) == []
    for i in range(3):
        screens.nth(i).get_by_test_id("gw-lang-ja").click()
        expect(screens.nth(i).locator("h3")).to_have_text("ゲームのじゅんび")
    # the most seats (algo 4, Gramin 4, Goblin 6): each screen still fits a projector
    # under a demo's title and goal (about 190 px of the 768 at 1024 px wide)
    for i, most in enumerate((4, 4, 6)):
        add = screens.nth(i).get_by_test_id("gw-setup-add")
        while add.is_enabled():
            add.click()
        expect(screens.nth(i).locator(".gw-setup-seat")).to_have_count(most)
    assert cut_selects(page) == []
    heights = [screens.nth(i).bounding_box()["height"] for i in range(3)]
    assert max(heights) <= 768 - 190, heights
    # each option's explanation opens on demand (its select is described by it all along);
    # open, every reading is at least 9 px, and none touches the line or the control
    # above it (the help's small print: たからばこ on 「食べた」, まい on a select)
    for i in range(3):
        helps = screens.nth(i).locator(".gw-setup-help")
        for j in range(helps.count()):
            expect(helps.nth(j).locator("p")).to_be_hidden()
            helps.nth(j).locator("summary").click()
            expect(helps.nth(j).locator("p")).to_be_visible()
    assert page.evaluate(SMALL_PRINT) == []
    crowding = [p for i in range(3) for p in crowded(screens.nth(i))]
    assert crowding == [], crowding
    page.screenshot(path=screenshots / "setup_axe_ja.png", full_page=True)
    assert_accessible(page, "[data-testid='gw-setup']", "the setup screens (ja)")
    assert off_host.take() == [], "requests that left 127.0.0.1"
