"""The readings of the Japanese lessons' Markdown, shown above their kanji in JupyterLab and
Notebook 7 (the JupyterLite site: tests/browser/test_lite.py).

The lessons write a reading as ``<ruby>呼<rp>（</rp><rt>よ</rt><rp>）</rp></ruby>``.
JupyterLab's sanitizer drops ruby, rt and rp unless the package's JupyterLab extension
(``labextension/index.js``) lets them through: then a child read 「呼（よ）び名」. One page per
front end opens lesson 01 in Japanese, its first cell a Markdown cell of hostile HTML: the
lesson's first Markdown cell must show each of its readings as ruby, the reading small and
above its word, no bracket shown (tests/helpers/ruby.py); the hostile cell must lose its
script, its event handler, its frame and style, and every attribute of its ruby, while a
span keeps its class (the rest is cleaned as JupyterLab's default does). The extension
also cuts the lessons' Japanese into phrases, as the widgets do: no line starts inside one.
One server per front end, as the other modules.
"""

from __future__ import annotations

import json
import pathlib

import pytest
from helpers.browser import (
    ACTIVE,
    BROKEN_PHRASES,
    open_notebook,
    split_words_at_widths,
    wait_for,
    write_notebook,
)
from helpers.ruby import EXTENSION, first_markdown_with_readings, measure, reading_problems

pytestmark = pytest.mark.browser

JA = pathlib.Path(__file__).resolve().parents[2] / "notebooks" / "ja"
LESSON = JA / "01_gramin_loops.ipynb"
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


def _markdown_with(lesson: str, text: str) -> dict:
    """The first Markdown cell of the Japanese ``lesson`` whose source holds ``text``."""
    cells = json.loads((JA / lesson).read_text(encoding="utf-8"))["cells"]
    return next(c for c in cells if c["cell_type"] == "markdown" and text in "".join(c["source"]))


def test_the_lessons_japanese_breaks_lines_between_phrases(lab, page, screenshots):
    """Lesson 01's title broke inside もしも and lesson 03's table heading read 「アクシ｜ョン」:
    JupyterLab broke Japanese between any two letters. The extension cuts it into BudouX's
    phrases (a <wbr> between two) and such a block is set keep-all: no line of the lessons'
    Markdown starts inside a phrase, with a closing letter, nor inside a unit. A word with
    its reading stays on one line with the letters of its phrase (lesson 03 read
    「肉は減｜りません」: a line broke after the ruby of 減), at any width."""
    page.set_viewport_size({"width": 1024, "height": 768})
    cells = [_markdown_with("01_gramin_loops.ipynb", "もしも\n"),
             _markdown_with("03_goblin_escape.ipynb", "| アクション |"),
             _markdown_with("03_goblin_escape.ipynb", "## 2. ")]
    name = "ruby_markdown_phrases"
    write_notebook(lab, name, [{**c, "id": f"md{i}"} for i, c in enumerate(cells)])
    open_notebook(page, lab, name)
    rendered = page.locator(f"{ACTIVE} .jp-MarkdownCell .jp-RenderedMarkdown")
    wait_for(lambda: rendered.count() == 3, 30, "the Markdown cells rendered")
    notebook = page.locator(f"{ACTIVE} .jp-Notebook")
    split = split_words_at_widths(notebook, rendered)
    assert split == [], "lines start inside a phrase:\n" + "\n".join(split)
    # as wide as the lesson's cells are beside Lab's file browser
    notebook.evaluate("(n) => { n.style.width = '640px'; }")
    page.screenshot(path=screenshots / "ruby_markdown_phrases.png")
    for i in range(3):
        cell = rendered.nth(i)
        assert cell.locator("wbr").count() > 0, f"cell {i}: no phrase breaks (<wbr>)"
        assert cell.evaluate(BROKEN_PHRASES) == [], f"cell {i}: lines start inside a phrase"
