"""The readings of the Japanese lessons' Markdown, shown above their kanji in JupyterLab and
Notebook 7 (the JupyterLite site: tests/browser/test_lite.py).

The lessons write a reading as ``<ruby>呼<rp>（</rp><rt>よ</rt><rp>）</rp></ruby>``.
JupyterLab's sanitizer drops ruby, rt and rp unless the package's JupyterLab extension
(``labextension/index.js``) lets them through: then a child read 「呼（よ）び名」. One page per
front end opens lesson 01 in Japanese, its first cell a Markdown cell of hostile HTML: the
lesson's first Markdown cell must show each of its readings as ruby, the reading small and
above its word, no bracket shown (tests/helpers/ruby.py); the hostile cell must lose its
script, its event handler, its frame and style, and every attribute of its ruby, while a
span keeps its class (the rest is cleaned as JupyterLab's default does). One server per
front end, as the other modules.
"""

from __future__ import annotations

import json
import pathlib

import pytest
from helpers.browser import ACTIVE, open_notebook, wait_for, write_notebook
from helpers.ruby import EXTENSION, first_markdown_with_readings, measure, reading_problems

pytestmark = pytest.mark.browser

LESSON = pathlib.Path(__file__).resolve().parents[2] / "notebooks" / "ja" / "01_gramin_loops.ipynb"
NAME = "ruby_markdown"
HOSTILE = """\
<script>window.gwInjected = "script";</script>
<img src="no-such-image.png" onerror="window.gwInjected = 'onerror'">
<iframe src="about:blank"></iframe>
<style>.jp-Notebook { display: none; }</style>

<ruby class="gw-attr" style="color: red" title="t" id="r1" lang="en"
onclick="window.gwInjected = 'click'">漢<rp>(</rp><rt class="gw-attr" style="font-size: 40px"
data-x="1">かん</rt><rp>)</rp></ruby>字 and <span class="gw-kept">a span</span>
"""


@pytest.fixture(params=["lab", "notebook7"])
def front_end(request):
    """The server of each front end (one per module)."""
    return request.getfixturevalue(request.param)


def test_readings_show_above_their_words_and_nothing_else_gets_through(front_end, page,
                                                                         screenshots):
    server = front_end
    page.set_viewport_size({"width": 1024, "height": 768})
    index, source = first_markdown_with_readings(LESSON)
    cells = json.loads(LESSON.read_text(encoding="utf-8"))["cells"]
    lesson = [c for c in cells if c["cell_type"] == "markdown"][index]
    hostile = {"cell_type": "markdown", "id": "hostile", "metadata": {}, "source": HOSTILE}
    write_notebook(server, NAME, [hostile, {**lesson, "id": "lesson"}])
    # the extension's errors and warnings (Notebook 7 itself raises one as it starts)
    ours = []
    page.on("pageerror", lambda e: ours.append(str(e)) if EXTENSION in (e.stack or "") else 0)
    page.on("console", lambda m: ours.append(m.text) if m.text.startswith(EXTENSION) else 0)
    open_notebook(page, server, NAME)
    rendered = page.locator(f"{ACTIVE} .jp-MarkdownCell .jp-RenderedMarkdown")
    wait_for(lambda: rendered.count() == 2, 30, "both Markdown cells rendered")
    lesson_cell, hostile_cell = rendered.nth(1), rendered.nth(0)
    lesson_cell.scroll_into_view_if_needed()
    page.screenshot(path=screenshots / f"ruby_markdown_{server.app.lower()}.png")
    assert reading_problems(lesson_cell, source) == []

    (ruby,) = measure(hostile_cell)
    assert ruby["reading"] == "かん" and ruby["bracketsShown"] == 0
    assert ruby["attributes"] == [], f"attributes kept on ruby/rt/rp: {ruby['attributes']}"
    assert hostile_cell.locator("script, iframe, style").count() == 0
    assert hostile_cell.locator("img").get_attribute("onerror") is None
    assert hostile_cell.locator("span.gw-kept").count() == 1, "a span lost its class"
    # once the image has failed to load, its handler would have run
    image = hostile_cell.locator("img")
    wait_for(lambda: image.evaluate("(img) => img.complete"), 15, "the image's load to fail")
    assert page.evaluate("window.gwInjected") is None
    assert ours == []
