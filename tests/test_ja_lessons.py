"""Issue 6, section 3: notebooks/ja/ holds a Japanese version of every lesson.

A Japanese lesson is its English lesson in Japanese: the same cells in the same order, the
same code once comments and the text of string literals are set aside and "ja" stands where
the English code says "en", markdown mostly in Japanese, saved without outputs, and links
both ways. What the lessons show when run is checked on their one run in
tests/test_install.py, and while nbval runs them (the checkout's conftest.py); the detectors
(tests/helpers/ja_outputs.py) of English catalogue text and of Japanese printed with spaces
or half-width signs are tested here.
"""

from __future__ import annotations

import ast
import importlib.util
import json
import pathlib
import re

import pytest
from helpers import ja_outputs

from gamewidgets.algo import AlgoView, deduce
from gamewidgets.core.i18n import LANGS, texts
from gamewidgets.goblin import GoblinGame

NOTEBOOKS = pathlib.Path(__file__).resolve().parents[1] / "notebooks"
JA = NOTEBOOKS / "ja"
LESSONS = sorted(p.name for p in NOTEBOOKS.glob("[0-9][0-9]_*.ipynb"))


def load(path: pathlib.Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def source(cell: dict) -> str:
    return "".join(cell["source"])


def pairs(lesson: str):
    """(English cell, Japanese cell) for every cell of ``lesson``."""
    en, ja = load(NOTEBOOKS / lesson)["cells"], load(JA / lesson)["cells"]
    assert len(en) == len(ja), f"{lesson}: {len(en)} English cells, {len(ja)} Japanese"
    return list(zip(en, ja, strict=True))


# --- code: the same program, in the other language --------------------------------------

def _is_font_setup(stmt: ast.stmt) -> bool:
    """The only code the Japanese lessons add: matplotlib's default font has no Japanese
    letters, so a plot with Japanese labels first picks an installed Japanese font
    (``from matplotlib import font_manager``; ``plt.rcParams["font.family"] = ...``)."""
    if isinstance(stmt, ast.ImportFrom):
        return stmt.module == "matplotlib" and [a.name for a in stmt.names] == ["font_manager"]
    if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1:
        target = stmt.targets[0]
        return (isinstance(target, ast.Subscript)
                and ast.unparse(target.value) == "plt.rcParams"
                and isinstance(target.slice, ast.Constant)
                and target.slice.value == "font.family")
    return False


class _Normalise(ast.NodeTransformer):
    """Code of a lesson in ``lang`` made comparable with the other language's.

    Comments are gone once parsed. A string literal becomes ``"<text>"``, except the
    language codes: ``lang`` itself becomes the name ``THIS_LANG`` and the other code
    ``OTHER_LANG``, so ``lang="en"`` in English matches ``lang="ja"`` in Japanese but not
    ``lang="en"``. Language codes as dict keys (``hint={"en": ..., "ja": ...}``) stay as
    they are. An f-string keeps only its expressions, in sorted order and without format
    specs (Japanese puts words in another order, and CJK letters need other widths).
    """

    def __init__(self, lang: str):
        self.lang = lang
        self.keys: set[int] = set()

    def visit_Dict(self, node: ast.Dict) -> ast.AST:
        self.keys |= {id(k) for k in node.keys if isinstance(k, ast.Constant)}
        return self.generic_visit(node)

    def visit_Constant(self, node: ast.Constant) -> ast.AST:
        if not isinstance(node.value, str) or (node.value in LANGS and id(node) in self.keys):
            return node
        if node.value in LANGS:
            return ast.Name("THIS_LANG" if node.value == self.lang else "OTHER_LANG", ast.Load())
        return ast.Constant("<text>")

    def visit_JoinedStr(self, node: ast.JoinedStr) -> ast.AST:
        values = [ast.FormattedValue(self.visit(v.value), v.conversion, None)
                  for v in node.values if isinstance(v, ast.FormattedValue)]
        return ast.JoinedStr(sorted(values, key=ast.dump))

    def visit_Call(self, node: ast.Call) -> ast.AST:
        # Japanese puts no space between words: a Japanese lesson's print may say sep=""
        if self.lang == "ja" and isinstance(node.func, ast.Name) and node.func.id == "print":
            node.keywords = [k for k in node.keywords if k.arg != "sep"]
        return self.generic_visit(node)

    def generic_visit(self, node: ast.AST) -> ast.AST:
        if self.lang == "ja":
            for name in ("body", "orelse", "finalbody"):
                stmts = getattr(node, name, None)
                if isinstance(stmts, list):
                    setattr(node, name, [s for s in stmts if not _is_font_setup(s)])
        return super().generic_visit(node)


def normalised(code: str, lang: str) -> str:
    """``code`` (one cell, in lesson language ``lang``) as comparable Python source."""
    return ast.unparse(_Normalise(lang).visit(ast.parse(code)))


@pytest.mark.parametrize("lesson", LESSONS)
def test_same_cells_in_the_same_order(lesson):
    assert (JA / lesson).is_file(), f"no Japanese version of {lesson} in notebooks/ja/"
    kinds = [(en["cell_type"], ja["cell_type"]) for en, ja in pairs(lesson)]
    assert [k[0] for k in kinds] == [k[1] for k in kinds]


@pytest.mark.parametrize("lesson", LESSONS)
def test_same_code_with_japanese_for_english(lesson):
    for i, (en, ja) in enumerate(pairs(lesson)):
        if en["cell_type"] == "code":
            assert normalised(source(ja), "ja") == normalised(source(en), "en"), (
                f"{lesson} cell {i}: the Japanese code differs from the English code "
                "beyond text and language")


@pytest.mark.parametrize("lesson", LESSONS)
def test_code_sets_japanese(lesson):
    """The language switch itself: ``LANG = "ja"`` where the English lesson sets "en"."""
    code = "\n".join(source(c) for c in load(JA / lesson)["cells"] if c["cell_type"] == "code")
    assert re.search(r'^LANG = "ja"', code, re.M)
    assert not re.search(r'lang\s*=\s*"en"', code)


def japanese_share(markdown: str) -> float:
    """The share of kana and kanji among the letters of ``markdown``, not counting code
    spans, code blocks, link targets and the tags of furigana (``<ruby>``)."""
    prose = re.sub(r"```.*?```|`[^`]*`|\]\([^)]*\)|</?(?:ruby|rt|rp)>", " ", markdown, flags=re.S)
    japanese = len(re.findall(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]", prose))
    latin = len(re.findall(r"[A-Za-z]", prose))
    return japanese / max(1, japanese + latin)


@pytest.mark.parametrize("lesson", LESSONS)
def test_markdown_is_japanese(lesson):
    for i, cell in enumerate(load(JA / lesson)["cells"]):
        if cell["cell_type"] == "markdown":
            share = japanese_share(source(cell))
            assert share >= 0.5, f"{lesson} cell {i}: only {share:.0%} of its letters are Japanese"


def shown_quotes(markdown: str) -> list[str]:
    """What a lesson says a widget shows: 「…」 before と表示 / と出る / が表示 / が出る, with
    the readings (``<ruby>``) set aside."""
    text = re.sub(r"<ruby>(.*?)<rp>（</rp><rt>.*?</rt><rp>）</rp></ruby>", r"\1", markdown)
    return re.findall(r"「([^「」]*)」(?:と|が)(?:表示|出)", text)


def _slots(text: str, slot: str) -> str:
    """``text`` with each stand-in (``slot``, a regular expression) as one mark: a
    catalogue's ``{name}`` and a lesson's 「（名前）」 both stand for a name."""
    return re.sub(slot, "\0", text)


def test_shown_quotes_are_found_with_their_stand_ins():
    md = ("「<ruby>選<rp>（</rp><rt>えら</rt><rp>）</rp></ruby>べません」と表示します。"
          "「（名前）に渡す」と出たら")
    assert shown_quotes(md) == ["選べません", "（名前）に渡す"]
    assert _slots("（名前）に渡す", r"（[^（）]*）") == _slots("{name}に渡す", r"\{\w*\}")


@pytest.mark.parametrize("lesson", LESSONS)
def test_what_a_lesson_says_a_widget_shows_is_the_widgets_text(lesson):
    """A lesson that quotes a widget (「このターンは選べません」と表示します) quotes the
    catalogue's Japanese as it is, so the child finds the same words on the screen."""
    shown = [_slots(re.sub("\u2062([^\u2062\u2063（]+)（[^）]*）\u2063", r"\1", v), r"\{\w*\}")
             for v in texts("", "ja").values()]
    for i, cell in enumerate(load(JA / lesson)["cells"]):
        if cell["cell_type"] != "markdown":
            continue
        for quote in shown_quotes(source(cell)):
            wanted = _slots(quote, r"（[^（）]*）")
            assert any(wanted in text for text in shown), f"{lesson} cell {i}: 「{quote}」"


@pytest.mark.parametrize("lesson", LESSONS)
def test_saved_clean_with_links_both_ways(lesson):
    en, ja = load(NOTEBOOKS / lesson), load(JA / lesson)
    assert ja["metadata"]["kernelspec"] == en["metadata"]["kernelspec"]
    for cell in ja["cells"]:
        if cell["cell_type"] == "code":
            assert cell["outputs"] == [] and cell["execution_count"] is None
    ids = [c["id"] for c in ja["cells"]]
    assert len(set(ids)) == len(ids) and not set(ids) & {c["id"] for c in en["cells"]}
    assert f"](../{lesson})" in source(ja["cells"][0])
    assert f"](ja/{lesson})" in source(en["cells"][0])


# --- the detectors run on every cell's outputs of the Japanese lessons -------------------

@pytest.fixture(scope="module")
def detector():
    return ja_outputs


@pytest.fixture(scope="module")
def nbval_hook():
    """The checkout's conftest.py, the hook that applies the detectors while nbval runs."""
    spec = importlib.util.spec_from_file_location("ja_lessons_conftest",
                                                  JA.parents[1] / "conftest.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.pytest_runtest_call


def test_detector_finds_english_game_text(detector):
    view = AlgoView.parse("me: B0 W4 B7 W9; ann: b? w?-5 B6 w?; deck: 12")
    step = deduce(view).steps[0]
    game = GoblinGame(3, seed=0)
    steps = game.play_turn({0: "dig", 1: "rest", 2: "steal"})
    assert ("is black; B0, B6 and B7 can be seen (in your row and face up), so it is not "
            "0, 6 or 7.") in detector.english_in(step.text("en"))
    assert detector.english_in(step.text("ja")) == []
    assert all(detector.english_in(s.text("en")) for s in steps)
    assert not any(detector.english_in(s.text("ja")) for s in steps)


def test_detector_finds_no_english_in_the_japanese_catalogue(detector):
    assert {k: detector.english_in(v) for k, v in texts("", "ja").items()
            if detector.english_in(v)} == {}


def test_hook_fails_a_cell_that_shows_english(nbval_hook):
    class Cell:
        nodeid = "notebooks/ja/lesson.ipynb::Cell 3"
        test_outputs = [{"output_type": "stream", "name": "stdout", "text": "ok\n"},
                         {"output_type": "execute_result",
                          "data": {"text/plain": "Not yet: the explorer ends on (0, 2) and "
                                                 "the goal is not met."}}]

    hook = nbval_hook(Cell())
    next(hook)
    with pytest.raises(pytest.fail.Exception, match="the goal is not met"):
        hook.send(None)
    Cell.test_outputs = Cell.test_outputs[:1]
    hook = nbval_hook(Cell())
    next(hook)
    with pytest.raises(StopIteration):
        hook.send(None)


def test_printed_japanese_is_checked_for_spaces_and_half_width_signs(detector):
    check = detector.printed_style
    # print("a", "b") puts a space between its arguments; Japanese wants none
    assert check("肉： [1, 1, 3, 3]  食料置き場： 0")
    assert check("30 通りの配り方") and check("あおい の列で")
    assert check("確定したカード（列の名前, 左から何枚目, 数字）：")
    assert check("あおいの左から1枚目が8ではない理由:order")
    assert check("盤面に合う配り方は1通りだけ?True")
    assert check("作戦  勝率")
    # the same lines as the lessons print them now
    assert check("肉：[1, 1, 3, 3]、食料置き場：0、残っている：[True, True, True, True]") == []
    assert check("確定したカード（列の名前、左から何枚目、数字）："
                 "[('あおい', 2, 5), ('けんた', 1, 0)]") == []
    assert check("あおいの左から1枚目が8ではない理由：並び順") == []
    # code: an algo view as the lessons print it, a Python repr, a space beside code
    assert check("me: B0 W4 B7 W9; あおい: b? w?-5 B6 w?; deck: 12") == []
    assert check("勝ったゴブリン：['さくら', 'だいち']") == []
    assert check("30通りの配り方。count_worlds で数えると30") == []


def test_hook_fails_a_cell_that_prints_spaced_japanese(detector, nbval_hook):
    class Cell:
        nodeid = "notebooks/ja/lesson.ipynb::Cell 4"
        test_outputs = [{"output_type": "stream", "name": "stdout", "text": "肉： 3\n"}]

    hook = nbval_hook(Cell())
    next(hook)
    with pytest.raises(pytest.fail.Exception, match="肉： 3"):
        hook.send(None)


def test_hook_fails_a_cell_that_shows_kanji_above_grade_4_in_html_outside_ruby(detector,
                                                                              nbval_hook):
    """A table of results (gamewidgets.core.Table) is HTML: its headings carry <ruby>."""
    from gamewidgets.core import Table, furigana

    table = Table(["作戦", "勝率", "脱落した割合"], [["協力", "32%", "16%"]])
    with furigana.using(furigana.DEFAULT):  # as the lessons run
        shown = table._repr_html_()
    assert detector.unread_html([{"data": {"text/html": shown}}]) == []
    bare = "<table><tr><th>作戦</th><th>勝率</th><th>脱落した割合</th></tr></table>"
    assert detector.unread_html([{"data": {"text/html": bare}}]) == [
        "勝率", "脱落した割", "脱落した割合"]

    class Cell:
        nodeid = "notebooks/ja/lesson.ipynb::Cell 5"
        test_outputs = [{"output_type": "execute_result", "data": {"text/html": bare}}]

    hook = nbval_hook(Cell())
    next(hook)
    with pytest.raises(pytest.fail.Exception, match="without their reading"):
        hook.send(None)


def test_hook_fails_a_cell_that_prints_a_list_of_texts_with_readings(detector, nbval_hook):
    """print(["…宝箱（たからばこ）…"]) prints the list's repr: the reading's invisible marks
    come out as \\u2062 and \\u2063, which a child reads as code."""
    from gamewidgets.core import furigana
    from gamewidgets.gramin import run_program

    with furigana.using(furigana.DEFAULT):  # as the lessons run
        texts_ = [e.text("ja") for f in run_program("R", "@2").frames for e in f.events]
    assert texts_ and detector.escaped_readings("、".join(texts_)) == []
    assert detector.escaped_readings(str(texts_)) != []

    class Cell:
        nodeid = "notebooks/ja/lesson.ipynb::Cell 12"
        test_outputs = [{"output_type": "stream", "name": "stdout", "text": f"2 {texts_}\n"}]

    hook = nbval_hook(Cell())
    next(hook)
    with pytest.raises(pytest.fail.Exception, match="readings as code"):
        hook.send(None)



def assert_hook_fails(nbval_hook, printed: str, match: str) -> None:
    """The lessons' nbval hook fails a Japanese lesson's cell that printed ``printed``,
    saying ``match``."""

    class Cell:
        nodeid = "notebooks/ja/lesson.ipynb::Cell 3"
        test_outputs = [{"output_type": "stream", "name": "stdout", "text": printed}]

    hook = nbval_hook(Cell())
    next(hook)
    with pytest.raises(pytest.fail.Exception, match=match):
        hook.send(None)

def test_hook_fails_a_cell_that_prints_readings_in_brackets(detector, nbval_hook):
    """Plain text cannot draw ruby: a lesson prints a word above the grade in its reading
    (うばえず, 2こ), never 奪（うば）えず or 2個（こ）, which a child reads as two words; a
    remark in brackets is not a reading."""
    from gamewidgets.core import furigana
    from gamewidgets.goblin import GoblinGame, GoblinRules

    furigana.set_furigana(furigana.DEFAULT)  # as the lessons run (the fixture sets it back)
    game = GoblinGame(4, rules=GoblinRules(tunnel_deck=("mushroom", "meat", "empty", "exit")))
    said = "\n".join(s.text("ja") for s in game.play_turn({0: "steal", 1: "steal", 2: "dig",
                                                           3: "dig"}))
    assert "うばえず、肉が2こへった" in said and detector.bracketed_readings(said) == []
    assert detector.bracketed_readings("だいちは奪（うば）えず、肉が2個（こ）減（へ）った") == [
        "奪（うば）", "個（こ）", "減（へ）"]
    assert detector.bracketed_readings("名前（なくてもよい）") == []

    assert_hook_fails(nbval_hook, "肉が2個（こ）減（へ）った\n", "readings in brackets")


def test_hook_fails_a_cell_that_prints_a_numbered_name_before_a_number(detector, nbval_hook):
    """「協力ボット33こ」 reads as 33: a name ending in its number is followed by は or ：
    before the next number."""
    assert detector.glued_numbers("肉：あおい3こ、けんた3こ、協力ボット33こ") == ["ボット33"]
    assert detector.glued_numbers("ゴブリン2 −2") == ["ゴブリン2 −2"]
    assert detector.glued_numbers("肉：あおいは3こ、協力ボット3は3こ") == []
    assert detector.glued_numbers("ボット1の左から4まい目") == []

    assert_hook_fails(nbval_hook, "肉：あおい3こ、協力ボット33こ\n", "name ending in a number")


def test_cell_problems_names_each_kind_once():
    """The check tests/test_install.py runs on each cell of a Japanese lesson's run."""
    english = {"output_type": "execute_result",
               "data": {"text/plain": "Not yet: the explorer ends on (0, 2) and the goal is "
                                      "not met."}}
    spaced = {"output_type": "stream", "name": "stdout", "text": "肉： 3\n"}
    problems = ja_outputs.cell_problems({"outputs": [spaced, english], "id": "x"})
    assert [p.split(":")[0] for p in problems] == [
        "shows English text in a Japanese lesson",
        "prints Japanese spaced or punctuated as English"]
    assert "the goal is not met" in problems[0] and "肉： 3" in problems[1]
    # as a saved notebook holds it: the text's lines in a list
    saved = {"outputs": [dict(spaced, text=["肉： 3\n"])], "id": "x"}
    assert ja_outputs.cell_problems(saved) == problems[1:]
    assert ja_outputs.cell_problems({"outputs": []}) == []


def test_the_lessons_folder_shows_students_only_lessons():
    """notebooks/ is the folder students open: no test hook or other file beside the
    lessons (nbval's hook for the Japanese lessons is the checkout's conftest.py)."""
    files = [p.relative_to(NOTEBOOKS).as_posix() for p in NOTEBOOKS.rglob("*") if p.is_file()
             and not {".ipynb_checkpoints", "__pycache__"} & set(p.parts)]
    assert files and [p for p in files if not p.endswith(".ipynb")] == []


def test_the_hook_checks_the_japanese_lessons_only(nbval_hook):
    japanese_lesson = nbval_hook.__globals__["japanese_lesson"]
    assert japanese_lesson("notebooks/ja/01_gramin_loops.ipynb::Cell 3")
    assert not japanese_lesson("notebooks/01_gramin_loops.ipynb::Cell 3")
    assert not japanese_lesson("tests/test_ja_lessons.py::test_x")
