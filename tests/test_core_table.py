"""gamewidgets.core.Table: a lesson's table of results, its columns lined up as text and as
HTML, Japanese with the readings of the level in force."""

from __future__ import annotations

import pytest

from gamewidgets.core import Table, furigana
from gamewidgets.core.table import aligned, width

ROWS = [["気まぐれ", "7% ± 3%", "62%"], ["協力", "32% ± 5%", "16%"]]


def test_width_counts_a_wide_letter_twice():
    assert width("abc") == 3
    assert width("勝率") == 4
    assert width("7% ± 3%") == 7
    assert width("（しょうりつ）") == 14
    assert width("\u2062勝率（しょうりつ）\u2063") == 18  # the invisible marks of a reading


def test_aligned_pads_by_width_and_right_aligns_numbers():
    assert aligned([["a", "bb"], ["勝ち", "1"]], right=[False, True]) == [
        "a     bb",
        "勝ち   1",
    ]
    assert aligned([["a", "bb"], ["勝ち", "1"]]) == ["a     bb", "勝ち  1"]


def test_text_prints_the_readings_and_lines_up_the_columns():
    table = Table(["作戦", "勝率", "脱落した割合"], ROWS)
    with furigana.using("above_grade_4"):
        lines = table.text().splitlines()
    # plain text writes a word above the grade in its reading, in kana: widths 気まぐれ 8;
    # しょうりつ 5 wide letters, 10; だつらくしたわりあい 10 wide letters, 20;
    # numbers right-aligned, two spaces between columns
    assert lines == [
        "作戦" + " " * 6 + "しょうりつ  だつらくしたわりあい",
        "気まぐれ" + " " * (2 + 3) + "7% ± 3%" + " " * (2 + 17) + "62%",
        "協力" + " " * (4 + 2 + 2) + "32% ± 5%" + " " * (2 + 17) + "16%",
    ]
    assert [width(line) for line in lines] == [8 + 2 + 10 + 2 + 20] * 3
    with furigana.using("off"):
        # 勝率 (4) right-aligned over 32% ± 5% (8)
        assert table.text().splitlines()[0] == "作戦" + " " * (4 + 2 + 4) + "勝率  脱落した割合"


def test_html_puts_the_readings_in_ruby_and_takes_none_into_a_cell():
    table = Table(["作戦", "勝率"], [["<b>協力</b>", "32%"]])
    with furigana.using("above_grade_4"):
        shown = table._repr_html_()
    pad = "padding: 2px 10px"
    assert f'<th style="text-align: right; {pad}"><ruby>勝率<rp>（</rp><rt>しょうりつ</rt>' in shown
    # 作 小2 and 戦 小4: no reading
    assert f'<th style="text-align: left; {pad}">作戦</th>' in shown
    assert "<td style=\"text-align: left; padding: 2px 10px\">&lt;b&gt;協力&lt;/b&gt;</td>" in shown
    assert '<td style="text-align: right; padding: 2px 10px">32%</td>' in shown
    with furigana.using("above_grade_5"):  # 率 is learnt in 小5
        assert "<ruby>" not in table._repr_html_()
    with furigana.using("off"):
        assert "<ruby>" not in table._repr_html_()


def test_a_catalogue_text_keeps_its_own_reading():
    from gamewidgets.core.furigana import shown

    cell = f"{shown('伏', 'ふ')}せた"
    with furigana.using("above_grade_4"):
        shown_html = Table(["x"], [[cell]])._repr_html_()
    assert "<ruby>伏<rp>（</rp><rt>ふ</rt><rp>）</rp></ruby>せた" in shown_html


def test_english_is_left_as_it_is():
    table = Table(["policy", "win rate"], [["random", "0.07 ± 0.03"], ["adaptive", "0.56 ± 0.06"]])
    assert str(table) == repr(table) == ("policy       win rate\n"
                                         "random    0.07 ± 0.03\n"
                                         "adaptive  0.56 ± 0.06")


def test_a_row_without_a_cell_per_column_is_refused():
    with pytest.raises(ValueError, match="a row has 1 cells for 2 columns"):
        Table(["a", "b"], [["1"]])
