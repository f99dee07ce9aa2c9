"""Furigana (gamewidgets.core.furigana): every kanji above the class's grade carries its
reading, in the catalogue, in the lessons' markdown and in what the games render; the
level is a lesson's and a widget's option; the readings are those of the word in its
sentence."""

from __future__ import annotations

import json
import pathlib
import re

import pytest
from helpers.ja_outputs import bracketed_readings

from gamewidgets.core import furigana
from gamewidgets.core.furigana import END, START, bare, plain, unread
from gamewidgets.core.i18n import catalogue, t, texts
from gamewidgets.goblin import GoblinRules
from gamewidgets.goblin.widgets import GoblinWidget

ROOT = pathlib.Path(__file__).resolve().parents[1]
JA_NOTEBOOKS = sorted([*(ROOT / "notebooks" / "ja").glob("*.ipynb"),
                       *(ROOT / "classroom" / "source").glob("*_ja/*.ipynb")])


def shown(widget) -> str:
    """Every synced trait of ``widget`` but its front end's code, as JSON."""
    return json.dumps({k: v for k, v in widget.get_state().items() if not k.startswith("_")},
                      ensure_ascii=False)


@pytest.fixture
def level():
    """Render at a level of the test's choosing, then as the other tests do (off)."""
    def use(name: str) -> None:
        furigana.set_furigana(name)
    return use


def test_the_grades_are_the_2020_list():
    grades = furigana.grades()
    assert [sum(1 for g in grades.values() if g == n) for n in range(1, 7)] == \
        [80, 160, 200, 202, 193, 191]
    # 2020: the prefectures' kanji came to 小4, and 城 moved from 小6 to 小4
    assert furigana.grade("茨") == furigana.grade("城") == 4
    assert furigana.grade("個") == 5 and furigana.grade("枚") == 6
    assert furigana.grade("奪") == furigana.grade("伏") == furigana.JUNIOR_HIGH


@pytest.mark.parametrize(("name", "above"), [
    ("off", 7), ("all", 0), ("above_grade_4", 4), ("above_grade_0", 0), ("above_grade_6", 6)])
def test_levels(name, above):
    assert furigana.check_level(name) == above


@pytest.mark.parametrize("name", ["above_grade_7", "grade4", "on", "", None, 4])
def test_a_wrong_level_is_refused(name):
    with pytest.raises(ValueError, match="above_grade_N"):
        furigana.check_level(name)


def test_a_word_is_marked_once_and_the_longest_word_wins():
    # 山札 is one word (やまふだ, never やま + さつ); 確率 is not 確 + 確か's たし; 宝箱 is
    # read whole (たからばこ: its reading fits over its two kanji), 宝 alone is たから
    marked = furigana.annotate("{name}の確率。宝箱を{n}個。宝の山。{{x}}")
    assert marked == (f"{{name}}の{START}確率（かくりつ）{END}。"
                      f"{START}宝箱（たからばこ）{END}を{{n}}{START}個（こ）{END}。"
                      f"{START}宝（たから）{END}の山。{{{{x}}}}")
    assert bare(marked) == "{name}の確率。宝箱を{n}個。宝の山。{{x}}"


def test_the_catalogue_marks_a_reading_itself():
    assert furigana.annotate("{値|あたい}と{値|ね}だん") == \
        f"{START}値（あたい）{END}と{START}値（ね）{END}だん"
    with pytest.raises(ValueError, match="kanji|kana"):
        furigana.annotate("{ふせ|ふせ}た")


def test_a_level_keeps_the_readings_above_it(level):
    text = furigana.annotate("宝箱を{n}個、伏せたカードを推理します。").format(n=3)
    with furigana.using(None):  # a screen: the readings are marks the front end draws
        assert furigana.at_level(text, "above_grade_4") == (
            f"{START}宝箱（たからばこ）{END}を3{START}個（こ）{END}、{START}伏（ふ）{END}"
            f"せたカードを{START}推理（すいり）{END}します。")
        assert bare(furigana.at_level(text, "above_grade_5")) == \
            "宝箱を3個、伏せたカードを推理します。"
        assert START not in furigana.at_level(text, "off")
    # plain text writes the word in its reading, as the front end's kana() does
    assert furigana.at_level(text, "above_grade_4") == \
        "たからばこを3こ、ふせたカードをすいりします。"
    assert furigana.at_level(text, "above_grade_5") == \
        "たからばこを3個、ふせたカードをすいりします。"
    assert furigana.at_level(text, "off") == "宝箱を3個、伏せたカードを推理します。"
    level("above_grade_6")
    assert t("goblin.action.steal", "ja") == "うばう"
    with furigana.using(None):
        assert t("goblin.action.steal", "ja") == f"{START}奪（うば）{END}う"
    level("off")
    assert t("goblin.action.steal", "ja") == "奪う"


def test_plain_text_is_the_same_rule_as_the_front_ends_kana():
    js = (ROOT / "js" / "shared" / "japanese.js").read_text(encoding="utf-8")
    assert 'return text.replace(SHOWN, "$2");' in js  # kana(): each marked word as its reading
    assert plain(f"{START}奪（うば）{END}えず、肉が2{START}個（こ）{END}") == "うばえず、肉が2こ"
    assert plain("奪う") == "奪う"


def test_every_kanji_above_grade_4_in_the_catalogue_has_its_reading():
    """Done when: 0 kanji above the chosen grade without a reading in what a widget shows
    (every catalogue text may be shown: labels, statuses, errors)."""
    missing = {k: unread(v["ja"]) for k, v in catalogue().items() if unread(v["ja"])}
    assert missing == {}


def test_the_labels_a_widget_gets_carry_the_readings_of_its_level(level):
    level("above_grade_4")
    with furigana.using(None):
        ja = texts("goblin.", "ja")
    assert START in ja["goblin.ui.action.steal"] and not unread("".join(ja.values()))
    widget = GoblinWidget(["Ann", "bot", "bot"], lang="ja")
    assert widget.labels["goblin.ui.action.steal"] == f"{START}奪（うば）{END}う"
    assert START in shown(widget)
    quiet = GoblinWidget(["Ann", "bot", "bot"], lang="ja", furigana="off")
    assert START not in shown(quiet)
    # the widget's own level holds for what it renders later too (an intent, a switch)
    quiet.lang = "en"
    quiet.lang = "ja"
    assert START not in shown(quiet) and quiet.labels["goblin.ui.action.steal"] == "奪う"
    quiet.furigana = "all"
    assert quiet.labels["goblin.ui.action.steal"] == f"{START}奪（うば）{END}う"
    with pytest.raises(ValueError, match="above_grade_N"):
        GoblinWidget(["Ann", "bot", "bot"], lang="ja", furigana="grade5")


def test_an_exception_reads_its_readings_in_kana(level):
    level("above_grade_4")
    with pytest.raises(ValueError) as info:
        GoblinWidget(rules=GoblinRules(), n_players=9, lang="ja")
    text = str(info.value)
    assert START not in text and END not in text
    assert not bracketed_readings(text)


def test_plain_text_from_real_games_shows_no_reading_in_brackets(level):
    """What a lesson prints (events, steps, a game's text, a verdict, a table, an error)
    writes a word above the grade in kana; a widget showing the same game still gets the
    marks its front end draws as ruby."""
    from gamewidgets.algo import AlgoGame
    from gamewidgets.core import Table
    from gamewidgets.core.errors import GameError
    from gamewidgets.goblin import GoblinGame
    from gamewidgets.gramin.engine import GraminGame

    level("above_grade_4")
    goblin = GoblinGame(4, rules=GoblinRules(tunnel_deck=("mushroom", "meat", "empty", "exit")))
    steps = goblin.play_turn({0: "steal", 1: "steal", 2: "dig", 3: "dig"})
    said = [s.text("ja") for s in steps]
    assert any("うばえず" in s for s in said) and any("2こ" in s for s in said)
    for game in (AlgoGame(2, seed=3), GraminGame(2, seed=1)):
        for _ in range(8):
            if game.is_terminal:
                break
            said += [e.text("ja") for e in game.apply(game.legal_actions()[0])]
    said += [Table(["勝率", "宝箱"], [["1", "2"]]).text(), repr(Table(["勝率"], [["1"]]))]
    with pytest.raises(GameError) as info:
        goblin.play_turn({0: "dig"})
    said.append(str(info.value.in_lang("ja")))
    for text in said:
        assert START not in text and not bracketed_readings(text), text
    widget = GoblinWidget(["Ann", "bot", "bot"], lang="ja")
    assert START in shown(widget)  # drawn as ruby


@pytest.mark.parametrize("path", JA_NOTEBOOKS, ids=lambda p: p.name)
def test_the_japanese_lessons_markdown_has_ruby_above_grade_4(path):
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    missing = [u for c in cells if c["cell_type"] == "markdown"
               for u in furigana.markdown_unread("".join(c["source"]))]
    assert missing == []


def test_ruby_in_markdown_is_added_once_and_code_is_left_alone():
    md = "伏せたカード `伏せ` [推理](推理.md)\n```\n# 推理\n```"
    once = furigana.ruby_markdown(md)
    assert once == ("<ruby>伏<rp>（</rp><rt>ふ</rt><rp>）</rp></ruby>せたカード `伏せ` "
                    "[<ruby>推理<rp>（</rp><rt>すいり</rt><rp>）</rp></ruby>](推理.md)"
                    "\n```\n# 推理\n```")
    assert furigana.ruby_markdown(once) == once
    assert furigana.markdown_unread(once) == [] and furigana.markdown_unread(md)


def test_words_with_readings_side_by_side_are_one_ruby():
    # each reading overhangs the letters beside its word: two rubies side by side would
    # draw たんけん and たい over each other
    S, E = furigana.START, furigana.END
    marked = f"{S}探検（たんけん）{E}{S}隊（たい）{E}の{S}宝箱（たからばこ）{E}"
    assert furigana.ruby_html(marked) == (
        "<ruby>探検隊<rp>（</rp><rt>たんけんたい</rt><rp>）</rp></ruby>の"
        "<ruby>宝箱<rp>（</rp><rt>たからばこ</rt><rp>）</rp></ruby>")
    md = ("<ruby>探検<rp>（</rp><rt>たんけん</rt><rp>）</rp></ruby>"
          "<ruby>隊<rp>（</rp><rt>たい</rt><rp>）</rp></ruby>のコマ")
    once = furigana.ruby_markdown(md)
    assert once == "<ruby>探検隊<rp>（</rp><rt>たんけんたい</rt><rp>）</rp></ruby>のコマ"
    assert furigana.ruby_markdown(once) == once


def test_a_reading_never_runs_across_two_words():
    # a reading of one kana a kanji (個, こ) leaves room for its neighbour's (奪, うば): they
    # stay two rubies, or 「1個奪います」 would read こうば over 個奪
    S, E = furigana.START, furigana.END
    ruby = "<ruby>{}<rp>（</rp><rt>{}</rt><rp>）</rp></ruby>"
    marked = f"1{S}個（こ）{E}{S}奪（うば）{E}います"
    assert furigana.ruby_html(marked) == \
        "1" + ruby.format("個", "こ") + ruby.format("奪", "うば") + "います"
    md = "1" + ruby.format("個", "こ") + ruby.format("減", "へ") + "ります"
    assert furigana.ruby_markdown(md) == md


def test_the_reading_list_is_well_formed_and_each_word_is_used():
    words = furigana.reading_list()
    used = "".join(bare(v["ja"]) for v in catalogue().values())
    lessons = re.sub(r"<(rt|rp)>[^<]*</\1>|</?ruby>", "",
                     "".join(p.read_text(encoding="utf-8") for p in JA_NOTEBOOKS))
    assert [w for w in words if w not in used and w not in lessons] == []


LESSONS = sorted(pathlib.Path(__file__).parent.parent.glob("notebooks/**/0*.ipynb"))


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_bold_and_italic_mark_in_the_lessons_renders(path):
    markdown_it = pytest.importorskip("markdown_it")
    md = markdown_it.MarkdownIt("commonmark")
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    shown = []
    for cell in cells:
        if cell["cell_type"] == "markdown":
            html_ = md.render("".join(cell["source"]))
            html_ = re.sub(r"<code>.*?</code>|<pre>.*?</pre>", "", html_, flags=re.S)
            shown += [html_[max(0, m.start() - 20):m.end() + 20]
                      for m in re.finditer(r"\*\*|__", html_)]
    assert shown == []


def test_bold_next_to_ruby_becomes_a_strong_tag():
    md = "これを**サイコロの制限**と言います。**くりかえし**と**推理**"
    assert furigana.ruby_markdown(md) == (
        "これを<strong>サイコロの<ruby>制限<rp>（</rp><rt>せいげん</rt><rp>）</rp></ruby>"
        "</strong>と言います。**くりかえし**と<strong><ruby>推理<rp>（</rp><rt>すいり</rt>"
        "<rp>）</rp></ruby></strong>")


def test_a_lessons_check_draws_ruby_in_its_box_and_writes_kana_as_text(level):
    """A check's verdict is made when the check runs, outside any widget, yet a notebook
    shows it in an HTML box, which draws ruby: the box has ``<ruby>``, while ``str``,
    ``repr`` and ``text`` (and ``text("ja")``) write the word in kana."""
    from gamewidgets.algo.teaching import CertainExercise
    from gamewidgets.goblin import GameReviewWidget, MistakeExercise, bot_game
    from gamewidgets.goblin.teaching import BestActionExercise

    level("above_grade_4")
    best = BestActionExercise({1: "掘る", 2: ("奪う", 3), 3: "休む"}, store=7, card="empty",
                              lang="ja")
    certain = CertainExercise("me: B0 W1 B3 W6; あおい: b? B2 w?-7 B8; けんた: w? b?-5 W5; "
                              "deck: 10", lang="ja")
    played = bot_game(["random", "adaptive", "cooperator"], seed=8,
                      rules=GoblinRules.classroom())
    mistake = MistakeExercise(GameReviewWidget(played, lang="ja").game_review, lang="ja")
    verdicts = [best.check("休む"), certain.check("あおい 1 = 1"),
                mistake.check(mistake.solution()[0])]
    assert "うばう" in str(verdicts[0]) and "かくてい" in str(verdicts[1])
    for verdict in verdicts:
        assert "<ruby>" in verdict._repr_html_(), verdict
        texts = [str(verdict), repr(verdict), verdict.text]
        if callable(verdict.text):
            texts.append(verdict.text("ja"))
        for text in texts:
            assert START not in text and END not in text and not bracketed_readings(text), text
    assert "<ruby>奪<rp>" in verdicts[0]._repr_html_()
