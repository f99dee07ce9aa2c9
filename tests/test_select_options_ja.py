"""Every text shown as a choice of a <select> reads, in Japanese, without brackets.

An <option> cannot show ruby: a word with its reading was printed as 並（なら）ぶ in the
list. The view lists such a word as its reading, in kana (js/shared/japanese.js ``kana``:
列は自動でならぶ), and the text beside the list keeps its ruby. So each option a widget
shows (the setup screen's seats, bots and rules choices, algo's hint levels and puzzle
list, Gramin's speeds and puzzle lists, the Python course), as listed, holds no kanji
above 小4 (every such kanji carries its reading, which the list shows instead) and no
reading in brackets.
"""

from __future__ import annotations

import re

import pytest

from gamewidgets.algo import AlgoSoloWidget, AlgoWidget
from gamewidgets.core import furigana
from gamewidgets.goblin import GoblinWidget
from gamewidgets.gramin import GraminGameWidget, PuzzleWidget, PythonWidget

ABOVE = 4
"""Readings are shown above this grade (furigana.DEFAULT)."""


_SHOWN = re.compile(f"{furigana.START}([^{furigana.START}{furigana.END}{furigana.OPEN}]+)"
                    f"{furigana.OPEN}([^{furigana.CLOSE}]+){furigana.CLOSE}{furigana.END}")


def listed(text: str) -> str:
    """``text`` as an <option> lists it: each word with a reading as that reading (the
    same as js/shared/japanese.js ``kana``), no marks."""
    return furigana.plain(_SHOWN.sub(r"\2", text))


def _hard(text: str) -> list[str]:
    """The kanji of ``text``, as listed, above :data:`ABOVE` (a word without its
    reading)."""
    return [c for c in listed(text) if furigana.is_kanji(c) and furigana.grade(c) > ABOVE]


def _setup_options(w) -> dict[str, str]:
    s = w.setup
    out = {f"bot {b['value']}": w.labels["core.ui.setup.bot"].format(name=b["label"])
           for b in s["bots"]}
    out["person"] = w.labels["core.ui.setup.person"]
    for o in s["options"]:
        out.update({f"{o['key']}.{c['value']}": c["label"] for c in o["choices"]})
    return out


def _js_keys(path: str, pattern: str) -> list[str]:
    import pathlib

    text = (pathlib.Path(__file__).parent.parent / path).read_text(encoding="utf-8")
    return re.findall(pattern, text)


def option_texts() -> dict[str, str]:
    """``{where: text}`` of every select option the widgets show in Japanese, with the
    readings of the widgets' default level (a 小5 class)."""
    before = furigana._lesson_level
    furigana.set_furigana(furigana.DEFAULT)
    try:
        return _option_texts()
    finally:
        furigana.set_furigana(before)


def _option_texts() -> dict[str, str]:
    found: dict[str, str] = {}
    for name, w in (("algo", AlgoWidget(setup="open", lang="ja")),
                    ("goblin", GoblinWidget(setup="open", lang="ja")),
                    ("gramin", GraminGameWidget(setup="open", lang="ja"))):
        found.update({f"{name} setup {k}": v for k, v in _setup_options(w).items()})
    algo = AlgoWidget(lang="ja")
    hints = _js_keys("js/algo/topbar.js", r'HINTS = Object\.freeze\(\[([^\]]*)\]')[0]
    for lvl in re.findall(r'"(\w+)"', hints):
        found[f"algo hints {lvl}"] = algo.labels[f"algo.ui.hints.{lvl}"]
    from gamewidgets.algo import TSUME_PUZZLES
    for i, p in enumerate(TSUME_PUZZLES):
        found[f"algo puzzle {i + 1}"] = algo.labels["algo.ui.puzzle_option"].format(
            n=i + 1, title=p["title"]["ja"], stars="★☆☆")
    for name, w in (("gramin puzzle", PuzzleWidget(lang="ja")),
                    ("python course", PythonWidget(lang="ja"))):
        for i, p in enumerate(w.course_list):
            found[f"{name} {i + 1}"] = w.labels["gramin.ui.puzzle.option"].format(
                n=i + 1, title=p["title"], stars="★☆☆")
    sandbox = GraminGameWidget(lang="ja")
    speeds = _js_keys("js/gramin/player.js", r"SPEEDS = Object\.freeze\(\{([^}]*)\}")[0]
    for sid in re.findall(r'(\w+)\s*:', speeds):
        found[f"gramin speed {sid}"] = sandbox.labels[f"gramin.ui.{sid}"]
    solo = AlgoSoloWidget(lang="ja")
    assert solo.labels  # solo play has no select of its own beyond the hints
    return found


def test_the_options_are_found():
    found = option_texts()
    assert {"algo setup arrange.off", "algo hints candidates"} <= set(found), sorted(found)
    assert any(k.startswith("gramin puzzle") for k in found)
    assert any(k.startswith("algo puzzle") for k in found)
    assert listed(found["algo setup arrange.off"]) == "自動で順に置く"
    assert listed(found["algo setup arrange.on"]) == "自分で順に置く"


def test_a_setup_choice_reads_in_its_help_and_label_as_in_its_list():
    """A choice is listed in kana where it has a reading (ならぶ), while the help and the
    label beside the list show ruby (並ぶ): a child must see the same word in both, so a
    setup choice that the help or the label names needs no reading."""
    before = furigana._lesson_level
    furigana.set_furigana(furigana.DEFAULT)
    try:
        bad = []
        for w in (AlgoWidget(setup="open", lang="ja"), GoblinWidget(setup="open", lang="ja"),
                  GraminGameWidget(setup="open", lang="ja")):
            for o in w.setup["options"]:
                near = furigana.bare(o.get("help") or "") + furigana.bare(o["label"])
                for c in o["choices"]:
                    word = furigana.bare(c["label"])
                    if listed(c["label"]) != word and word in near:
                        bad.append(f"{o['key']}: the list says {listed(c['label'])!r}, "
                                   f"the help or label {word!r}")
                    # the words a choice lists that carry a reading, written in kanji nearby
                    for base, _ in _SHOWN.findall(c["label"]):
                        if base in near:
                            bad.append(f"{o['key']}: {base} is kana in the list, kanji nearby")
        assert bad == []
    finally:
        furigana.set_furigana(before)


@pytest.mark.parametrize("where", sorted(option_texts()))
def test_a_select_option_needs_no_reading(where):
    text = option_texts()[where]
    assert not _hard(text), f"{where}: {listed(text)!r} is not read by a 小5 child: {_hard(text)}"


def test_algo_hint_levels_read_in_the_list_as_beside_it():
    """The hint select of algo listed 「こうほ」「かくりつ」 in kana while the deduction
    panel and lesson 02 wrote 候補 and 確率: its levels are words with no reading, listed
    as written, and the panel's note names them as the list shows them."""
    found = option_texts()
    levels = {k: v for k, v in found.items() if k.startswith("algo hints ")}
    assert set(levels) == {"algo hints off", "algo hints candidates", "algo hints probabilities"}
    for text in levels.values():
        assert listed(text) == furigana.bare(text), text
    off = furigana.bare(AlgoWidget(lang="ja").labels["algo.ui.hints_off"])
    for text in levels.values():
        assert f"「{listed(text)}」" in off, (text, off)
