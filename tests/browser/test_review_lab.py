"""The review of a game in JupyterLab and Voila in headless Chromium, at a projector's
1024x768.

A Goblin Escape game of three people is played to its end in the kernel; on the
game-over screen "Review the game" opens the review over the table: the summary row per
player, the step buttons and the arrow keys (the kernel receives ``review_step``), "Next
mistake", the verdict and its sentence, the options with the one taken marked; a
summary row shows one player's decisions only; the language switch words it all in
Japanese; "Back to the game" returns to the game-over screen with the focus on "Review
the game". ``GameReviewWidget`` of algo and of Gramin show the rows and the board as the
player saw them (algo's in English and in Japanese). Screenshots (en, ja) are saved to
artifacts/screenshots/.
"""

from __future__ import annotations

import inspect
import json
from urllib.parse import urlsplit

import pytest
from helpers.browser import expect_words, open_and_run, recorded, shoot, wait_for
from helpers.browser import notebook as make_notebook
from helpers.gramin import widget_move
from helpers.ruby import crowded

pytestmark = pytest.mark.browser

NAME = "review"


def goblins_to_the_end():
    """Three people's Goblin Escape played to its end: the game reviewed, made by the same
    source in the kernel and in this process."""
    from gamewidgets.goblin import GoblinRules, GoblinWidget

    w = GoblinWidget(["Ann", "Ben", "Cid"],
                     rules=GoblinRules(tunnel_deck=("empty",) * 4 + ("exit",)))
    w.play_turn({0: "dig", 1: "rest", 2: "dig"})
    w.play_turn({0: "steal", 1: "dig", 2: "rest"})
    while w.stage != "over":
        last = w.game.last_action
        w.play_turn({p: "rest" if last[p] == "dig" else "dig" for p in range(3)
                     if w.game.alive[p]})
    return w


CELLS = [
    f"""\
import os, pathlib
{inspect.getsource(goblins_to_the_end)}
goblins = goblins_to_the_end()
_rec = pathlib.Path(os.environ["GW_RECORD_DIR"]) / "review"
_rec.mkdir(parents=True, exist_ok=True)
(_rec / "kernel.pid").write_text(str(os.getpid()))
goblins.observe(lambda c: (_rec / "step.txt").write_text(str(c["new"])), names="review_step")
goblins.observe(lambda c: (_rec / "open.txt").write_text(str(c["new"] is not None)), names="review")
goblins""",
    """\
from gamewidgets.algo import GameReviewWidget as AlgoReview
from gamewidgets.algo import bot_game as algo_game
AlgoReview(algo_game(["probabilistic", "logical"], seed=5))""",
    """\
from gamewidgets.gramin import GameReviewWidget as GraminReview
from gamewidgets.gramin import bot_game as gramin_game
GraminReview(gramin_game(["planner", "simple"], seed=2), lang="ja")""",
    """AlgoReview(algo_game(["probabilistic", "logical"], seed=5), lang="ja")""",
]


def expected():
    """The same game reviewed in this process."""
    w = goblins_to_the_end()
    w.open_review()
    return w


GAMES = [
    """\
import os, pathlib, random
from gamewidgets.algo import AlgoWidget, next_round_action
from gamewidgets.gramin import GraminGameWidget
_rec = pathlib.Path(os.environ["GW_RECORD_DIR"]) / "games"
_rec.mkdir(parents=True, exist_ok=True)
algo = AlgoWidget(["Ann", "bot:random"], seed=3, names=["Ann", "Rex"])
_rng = random.Random(0)
while algo.phase != "game_over":
    if algo.turn["advance"]:
        algo.send_intent({"type": "advance"})
    elif algo.turn["next_round"]:
        algo.send_intent(next_round_action())
    else:
        algo.send_intent(_rng.choice(algo.game.legal_actions(0)))
algo.observe(lambda c: (_rec / "algo.txt").write_text(str(c["new"] is not None)), names="review")
algo""",
    f"""\
{inspect.getsource(widget_move)}
gramin = GraminGameWidget(["Ann", "bot"], seed=1)
while not gramin.game.is_terminal:
    widget_move(gramin)
gramin.observe(lambda c: (_rec / "gramin.txt").write_text(str(c["new"] is not None)),
               names="review")
(_rec / "kernel.pid").write_text(str(os.getpid()))
gramin""",
]


def notebook(cells) -> dict:
    """A notebook of ``cells`` (Voila renders it with the package's offline template)."""
    return make_notebook(cells, voila={"template": "gamewidgets"})


def open_notebook(page, lab, name=NAME, cells=CELLS):
    (lab.root / f"{name}.ipynb").write_text(json.dumps(notebook(cells)))
    open_and_run(page, lab, name, timeout=120)


def test_review_a_finished_game_by_keyboard_and_mouse_in_english_and_japanese(
        page, lab, screenshots):
    from playwright.sync_api import expect

    page.set_viewport_size({"width": 1024, "height": 768})
    hosts = []
    page.on("request", lambda r: hosts.append(urlsplit(r.url).hostname))
    open_notebook(page, lab)
    want = expected().review
    widget = page.locator(".jp-OutputArea .gw-goblin").first
    widget.wait_for(timeout=60_000)
    widget.scroll_into_view_if_needed()
    review = widget.get_by_test_id("gw-review")
    expect(review).to_be_hidden()
    opener = widget.get_by_test_id("gw-review-open")
    expect(opener).to_have_text("Review the game")
    opener.click()
    wait_for(lambda: recorded(lab, NAME, "open.txt") == "True", 20, "the kernel to open it")
    expect(review).to_be_visible()
    expect(review).to_be_focused()
    n = len(want["decisions"])
    expect(review.locator(".gw-step-no")).to_have_text(f"step 1 / {n}")
    summary = review.get_by_test_id("gw-review-summary")
    expect(summary.locator("tbody tr")).to_have_count(3)
    first = want["decisions"][0]
    expect(review.get_by_test_id("gw-review-sentence")).to_have_text(first["sentence"])
    expect(review.get_by_test_id("gw-verdict")).to_have_text(first["verdict_text"])

    # the arrow keys step; the kernel hears each step
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    expect(review.locator(".gw-step-no")).to_have_text(f"step 3 / {n}")
    wait_for(lambda: recorded(lab, NAME, "step.txt") == "2", 20, "review_step to sync")
    # Ann's turn 2: steal, where resting was best (decision 4: turn 2, seat 0)
    page.keyboard.press("ArrowRight")
    ann = want["decisions"][3]
    assert ann["name"] == "Ann" and ann["verdict"] == "good"
    expect(review.get_by_test_id("gw-review-when")).to_contain_text("Ann")
    expect(review.get_by_test_id("gw-verdict")).to_have_attribute("data-verdict", "good")
    options = review.get_by_test_id("gw-review-options").locator("li")
    expect(options).to_have_count(len(ann["options"]))
    expect(options.nth(1)).to_have_attribute("data-chosen", "true")
    expect(options.nth(0).locator(".gw-tag-best")).to_be_visible()
    expect(review.get_by_test_id("gw-review-hindsight")).to_have_text(ann["hindsight"])
    box = widget.bounding_box()
    assert box["width"] <= 1024, box
    shoot(page, widget, screenshots / "review_goblin_lab_en.png")

    # Ann's row: her decisions only
    review.get_by_test_id("gw-review-who-0").click()
    mine = [d for d in want["decisions"] if d["player"] == 0]
    # the game's own step number first (the one "find the mistake" asks for), then which
    # of Ann's decisions it is
    expect(review.locator(".gw-step-no")).to_have_text(f"step 4 · 2 of {len(mine)} for Ann")
    review.get_by_test_id("gw-review-all").click()
    expect(review.locator(".gw-step-no")).to_have_text(f"step 4 / {n}")
    review.get_by_test_id("gw-review-mistake").click()
    mistakes = [i for i, d in enumerate(want["decisions"]) if d["verdict"] == "mistake"]
    if mistakes:
        expect(review.get_by_test_id("gw-verdict")).to_have_attribute("data-verdict", "mistake")
    else:
        expect(review.get_by_test_id("gw-review-note")).to_be_visible()
    # "How is it rated?" opens into view, even at the bottom of a projector's screen
    how = review.get_by_test_id("gw-review-how")
    how.locator("summary").click()
    expect(how.locator("p").last).to_be_in_viewport()

    # Japanese: the whole review follows the switch
    review.get_by_test_id("gw-lang-ja").click()
    expect(review.get_by_test_id("gw-review-close")).to_have_text("ゲームにもどる")
    expect(review.get_by_test_id("gw-review-sentence")).to_contain_text("。")
    shoot(page, widget, screenshots / "review_goblin_lab_ja.png")
    crowding = crowded(review)
    assert crowding == [], crowding
    review.get_by_test_id("gw-review-close").click()
    wait_for(lambda: recorded(lab, NAME, "open.txt") == "False", 20, "the kernel to close it")
    expect(review).to_be_hidden()
    expect(widget.get_by_test_id("gw-review-open")).to_be_focused()

    # GameReviewWidget: algo's rows and Gramin's board as the player saw them
    algo = page.locator(".jp-OutputArea .gw-algo.gw-review-root").first
    algo.scroll_into_view_if_needed()
    expect(algo.get_by_test_id("gw-review-close")).to_have_count(0)
    expect(algo.get_by_test_id("gw-rows")).to_be_visible()
    algo.get_by_test_id("gw-review-mistake").click()
    expect(algo.get_by_test_id("gw-review-options").locator("li.gw-chosen")).to_have_count(1)
    shoot(page, algo, screenshots / "review_algo_lab_en.png")
    # the same review in Japanese
    algo_ja = page.locator(".jp-OutputArea .gw-algo.gw-review-root").nth(1)
    algo_ja.scroll_into_view_if_needed()
    expect(algo_ja.get_by_test_id("gw-rows")).to_be_visible()
    algo_ja.get_by_test_id("gw-review-mistake").click()
    expect(algo_ja.get_by_test_id("gw-review-options").locator("li.gw-chosen")).to_have_count(1)
    expect(algo_ja.get_by_test_id("gw-review-options")).to_contain_text("プレーヤー1の左から")
    shoot(page, algo_ja, screenshots / "review_algo_lab_ja.png")
    gramin = page.locator(".jp-OutputArea .gw-gramin.gw-review-root").first
    gramin.scroll_into_view_if_needed()
    expect(gramin.get_by_test_id("gw-review-hand")).to_contain_text("サイコロ")
    expect(gramin.locator(".gw-square").first).to_be_visible()
    shoot(page, gramin, screenshots / "review_gramin_lab_ja.png")
    assert set(hosts) - {None} <= {"127.0.0.1"}, set(hosts)


def test_algo_and_gramin_games_finished_open_their_review(page, lab, screenshots):
    from playwright.sync_api import expect

    page.set_viewport_size({"width": 1024, "height": 768})
    hosts = []
    page.on("request", lambda r: hosts.append(urlsplit(r.url).hostname))
    open_notebook(page, lab, "games", GAMES)
    for game, root in (("algo", ".gw-algo"), ("gramin", ".gw-gramin.gw-game")):
        widget = page.locator(f".jp-OutputArea {root}").first
        widget.wait_for(timeout=60_000)
        widget.scroll_into_view_if_needed()
        review = widget.get_by_test_id("gw-review")
        expect(review).to_be_hidden()
        widget.get_by_test_id("gw-review-open").click()
        wait_for(lambda g=game: recorded(lab, "games", f"{g}.txt") == "True", 20,
                 f"the {game} kernel to open the review")
        expect(review).to_be_visible()
        expect(review).to_be_focused()
        n = int(review.locator(".gw-step-no").inner_text().split("/")[-1])
        assert n > 1
        page.keyboard.press("ArrowRight")
        expect(review.locator(".gw-step-no")).to_have_text(f"step 2 / {n}")
        expect(review.get_by_test_id("gw-review-options").locator("li.gw-chosen")).to_have_count(1)
        expect(review.get_by_test_id("gw-verdict")).to_be_visible()
        expect(review.get_by_test_id("gw-review-hindsight")).to_be_visible()
        assert widget.bounding_box()["width"] <= 1024
        shoot(page, widget, screenshots / f"review_{game}_game_lab_en.png")
        review.get_by_test_id("gw-review-close").click()
        wait_for(lambda g=game: recorded(lab, "games", f"{g}.txt") == "False", 20,
                 f"the {game} kernel to close the review")
        expect(review).to_be_hidden()
        expect(widget.get_by_test_id("gw-review-open")).to_be_focused()
    assert set(hosts) - {None} <= {"127.0.0.1"}, set(hosts)


def test_review_in_voila(page, voila, screenshots):
    """The finished Goblin game of the first test in Voila: open, step by a key, close."""
    from playwright.sync_api import expect

    page.set_viewport_size({"width": 1024, "height": 768})
    hosts = []
    page.on("request", lambda r: hosts.append(urlsplit(r.url).hostname))
    (voila.root / f"{NAME}.ipynb").write_text(json.dumps(notebook(CELLS[:1])))
    page.goto(voila.page_url(NAME))  # Voila runs the notebook on this request
    widget = page.locator(".gw-goblin").first
    widget.wait_for(timeout=90_000)
    wait_for(lambda: recorded(voila, NAME, "kernel.pid"), 30, "the cell to run")
    widget.get_by_test_id("gw-review-open").click()
    wait_for(lambda: recorded(voila, NAME, "open.txt") == "True", 20, "the kernel to open it")
    review = widget.get_by_test_id("gw-review")
    expect(review).to_be_focused()
    n = len(expected().review["decisions"])
    page.keyboard.press("ArrowRight")
    expect(review.locator(".gw-step-no")).to_have_text(f"step 2 / {n}")
    wait_for(lambda: recorded(voila, NAME, "step.txt") == "1", 20, "review_step to sync")
    expect(review.get_by_test_id("gw-review-options").locator("li.gw-chosen")).to_have_count(1)
    page.screenshot(path=screenshots / "review_goblin_voila_en.png", full_page=True)
    review.get_by_test_id("gw-review-close").click()
    expect(review).to_be_hidden()
    assert set(hosts) - {None} <= {"127.0.0.1"}, set(hosts)


# the kernel writes the review's frames as it sends them, for the page to be checked against
FRAMES = """\
import json
def _save(change, name):
    # written whole, then renamed: the test reads the file as soon as it exists
    part = _rec / f"{name}.json.part"
    part.write_text(json.dumps(change["new"]))
    part.replace(_rec / f"{name}.json")
for _name, _w in (("algo", algo), ("gramin", gramin)):
    _w.observe(lambda c, n=_name: _save(c, n), names="review")"""


def test_review_of_finished_algo_and_gramin_games_in_voila(page, voila, screenshots):
    """Voila, no code shown: a finished algo game and a finished Gramin game; "Review the
    game" opens each review, a key steps to the second decision and the page shows that
    decision's verdict, sentence and options as the kernel rated them: the one taken
    marked, one option tagged best, those tied with it "just as good"; Gramin's board
    counts its edges from 1. Every request goes to 127.0.0.1."""
    from playwright.sync_api import expect

    from gamewidgets.core.furigana import bare

    page.set_viewport_size({"width": 1024, "height": 768})
    hosts = []
    page.on("request", lambda r: hosts.append(urlsplit(r.url).hostname))
    (voila.root / "games.ipynb").write_text(json.dumps(notebook(GAMES + [FRAMES])))
    page.goto(voila.page_url("games"))  # Voila runs the notebook on this request
    wait_for(lambda: recorded(voila, "games", "kernel.pid"), 90, "the cells to run")
    for game, root in (("algo", ".gw-algo"), ("gramin", ".gw-gramin.gw-game")):
        widget = page.locator(root).first
        widget.wait_for(timeout=90_000)
        widget.scroll_into_view_if_needed()
        review = widget.get_by_test_id("gw-review")
        expect(review).to_be_hidden()
        widget.get_by_test_id("gw-review-open").click()
        wait_for(lambda g=game: recorded(voila, "games", f"{g}.json"), 30,
                 f"the {game} kernel to send its review")
        frames = json.loads(recorded(voila, "games", f"{game}.json"))
        n = len(frames["decisions"])
        assert n > 1
        expect(review).to_be_focused()
        page.keyboard.press("ArrowRight")
        expect(review.locator(".gw-step-no")).to_have_text(f"step 2 / {n}")
        want = frames["decisions"][1]
        expect(review.get_by_test_id("gw-verdict")).to_have_text(want["verdict_text"])
        expect(review.get_by_test_id("gw-verdict")).to_have_attribute("data-verdict",
                                                                      want["verdict"])
        expect(review.get_by_test_id("gw-review-sentence")).to_have_text(want["sentence"])
        options = review.get_by_test_id("gw-review-options").locator("li")
        expect(options).to_have_count(len(want["options"]))
        for i, option in enumerate(want["options"]):
            expect(options.nth(i).locator(".gw-review-label")).to_have_text(option["label"])
            expect(options.nth(i)).to_have_attribute(
                "data-chosen", "true" if option["chosen"] else "false")
            expect(options.nth(i).locator(".gw-tag-tied")).to_have_count(int(option["tied"]))
        expect(options.locator(".gw-tag-best")).to_have_count(1)
        expect(options.first.locator(".gw-tag-best")).to_have_text("best")
        if game == "gramin":
            board = review.get_by_test_id("gw-review-position")
            expect(board.locator(".gw-axis-col")).to_have_text(
                [str(c + 1) for c in range(want["position"]["board"]["cols"])])
        assert widget.bounding_box()["width"] <= 1024
        page.screenshot(path=screenshots / f"review_{game}_voila_en.png", full_page=True)
        # Japanese: the kernel words the review again, the page shows it at the same step
        review.get_by_test_id("gw-lang-ja").click()
        wait_for(lambda g=game: "。" in json.loads(recorded(voila, "games", f"{g}.json"))[
            "decisions"][1]["sentence"], 30, f"the {game} kernel to word it in Japanese")
        ja = json.loads(recorded(voila, "games", f"{game}.json"))["decisions"][1]
        expect(review.locator(".gw-step-no")).to_have_text(f"2ステップ目（全{n}ステップ）")
        expect(review.get_by_test_id("gw-verdict")).to_have_text(ja["verdict_text"])
        expect_words(review.get_by_test_id("gw-review-sentence"), bare(ja["sentence"]),
                     timeout=20)
        expect(options.first.locator(".gw-tag-best")).to_have_text("いちばんよい")
        page.screenshot(path=screenshots / f"review_{game}_voila_ja.png", full_page=True)
        # no reading touches the line above it, nor crosses the chosen option's outline
        crowding = crowded(review)
        assert crowding == [], (game, crowding)
        review.get_by_test_id("gw-lang-en").click()
        expect(review.get_by_test_id("gw-verdict")).to_have_text(want["verdict_text"])
        review.get_by_test_id("gw-review-close").click()
        expect(review).to_be_hidden()
        expect(widget.get_by_test_id("gw-review-open")).to_be_focused()
    assert set(hosts) - {None} <= {"127.0.0.1"}, set(hosts)
