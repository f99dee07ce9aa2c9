"""Core: seeded generators, errors, events, the message catalogue and the state codec."""

import json
import random

import pytest

from gamewidgets.algo import AlgoRules
from gamewidgets.core import Event, GameError, GameRuleError, make_rng
from gamewidgets.core.codec import FORMAT_VERSION, SaveError, dumps, loads, unwrap, wrap
from gamewidgets.core.i18n import LANGS, ids, register, t
from gamewidgets.core.rng import rng_state, set_rng_state
from gamewidgets.goblin import GoblinRules
from gamewidgets.gramin import GraminGame, GraminRules


def test_same_seed_same_numbers_and_global_generator_untouched():
    random.seed(123)
    before = random.getstate()
    a = [make_rng(7).random() for _ in range(3)]
    b = [make_rng(7).random() for _ in range(3)]
    assert a == b
    assert random.getstate() == before
    with pytest.raises(TypeError):
        make_rng(None)


def test_rng_state_round_trips_through_json():
    rng = make_rng(5)
    rng.random()
    state = json.loads(json.dumps(rng_state(rng)))
    expected = rng.random()
    other = make_rng(0)
    set_rng_state(other, state)
    assert other.random() == expected
    with pytest.raises(ValueError):
        set_rng_state(other, [1, 2])


def test_every_message_has_english_and_japanese():
    for msg_id in ids(""):
        for lang in LANGS:
            assert t(msg_id, lang, **_dummy_fields(msg_id)).strip()
    with pytest.raises(ValueError):
        register({"x.y": {"en": "only English"}})
    with pytest.raises(ValueError):
        t("gramin.card.step", "fr")


def _raw(msg_id, lang):
    from gamewidgets.core.i18n import _CATALOGUE
    return _CATALOGUE[msg_id][lang]


def _dummy_fields(msg_id):
    import string
    names = set()
    for lang in LANGS:
        names |= {f for _, f, _, _ in string.Formatter().parse(_raw(msg_id, lang)) if f}
    return {n: "x" for n in names}


def test_error_texts_in_both_languages():
    err = GameRuleError("gramin.error.max_frames", lang="ja", limit=5)
    assert isinstance(err, GameError)
    assert "5" in str(err) and "ステップ" in str(err)
    assert err.text("en") == "The program ran more than 5 steps and was stopped."


def test_event_text_translates_terms_and_positions():
    e = Event("trap_card", {"pos": [2, 3], "trap": "hole"}, "gramin")
    assert e.text("en") == "A hole trap at (2, 3)!"
    assert e.text("ja") == "上から3行目・左から4列目であなのわなを踏んだ！"
    assert Event.from_dict(json.loads(json.dumps(e.to_dict()))) == e


def test_codec_envelope():
    g = GraminGame(2, seed=3)
    g.roll()
    text = dumps(g)
    assert json.loads(text)["format"] == FORMAT_VERSION
    assert loads(GraminGame, text) == g
    with pytest.raises(ValueError, match="not 'algo.game'"):
        unwrap("algo.game", wrap("gramin.game", {}, [], {}))
    with pytest.raises(ValueError, match="Unsupported save format 99"):
        unwrap("gramin.game", {"format": 99, "kind": "gramin.game", "state": {}})
    with pytest.raises(ValueError, match="saved by an older version"):
        unwrap("gramin.game", {"format": 1, "kind": "gramin.game", "state": {}})
    for broken in ([1], "{", None):
        with pytest.raises(SaveError):
            loads(GraminGame, json.dumps(broken) if broken != "{" else broken)


def test_rules_options_validate_and_round_trip():
    rules = GraminRules.teaching(board_size=9)
    assert GraminRules.from_dict(json.loads(json.dumps(rules.to_dict()))) == rules
    assert len(GraminRules().deck_cards()) == 32
    assert len(GraminRules(move_kinds=("step",)).deck_cards()) == 22
    with pytest.raises(ValueError, match="board_size"):
        GraminRules(board_size=4)
    with pytest.raises(ValueError, match="trap_persistence"):
        GraminRules(trap_persistence="forever")
    with pytest.raises(ValueError, match="loop_counts"):
        GraminRules(loop_counts=(1,))
    with pytest.raises(TypeError, match="unknown rules options"):
        GraminRules.from_dict({"bord_size": 7})


@pytest.mark.parametrize("make, words", [
    (lambda: GraminRules(winner_tie="coin"),
     "winner_tie must be one of ('share', 'most_chests'), got 'coin'"),
    (lambda: GraminRules(max_loops=-1), "max_loops must be an int >= 0 or None, got -1"),
    (lambda: GraminRules(max_loops=1.5), "max_loops must be an int >= 0 or None, got 1.5"),
    (lambda: AlgoRules(empty_pile="pass"),
     "empty_pile must be one of ('own_card', 'guess_only'), got 'pass'"),
    (lambda: AlgoRules(rounds=0), "rounds must be an int >= 1 or None, got 0"),
    (lambda: AlgoRules(misplace_penalty=True), "misplace_penalty must be an int >= 0, got True"),
    (lambda: GoblinRules(tie="coin"), "tie must be one of ('shared', 'nobody'), got 'coin'"),
    (lambda: GoblinRules(starting_meat=True), "starting_meat must be an int >= 1, got True"),
    (lambda: GoblinRules(turn_limit=0), "turn_limit must be an int >= 1 or None, got 0"),
])
def test_the_three_rules_check_choices_and_whole_numbers_alike(make, words):
    """One mechanism (``RulesOptions._check_choices``, ``check_int``) in every game's
    rules: the message names the option, what it takes and the value given."""
    with pytest.raises(ValueError) as err:
        make()
    assert str(err.value) == words


def test_a_demo_intro_follows_its_widget_language(monkeypatch):
    """The title and goal above a demo (core/intro.py) are rewritten when the widget's
    language changes, escaped, and refused for a prefix with no texts."""
    from gamewidgets.algo import AlgoWidget
    from gamewidgets.core.intro import intro_html, with_intro

    w = AlgoWidget(n_players=2, seed=0, lang="en")
    box = with_intro(w, "algo.demo")
    intro, shown = box.children
    assert shown is w
    assert 'lang="en"' in intro.value
    assert ">algo: deduce the hidden numbers</h1>" in intro.value
    assert "<strong>Goal:</strong> Be the last player with face-down cards (in pair" in intro.value
    w.lang = "ja"  # what the widget's 日本語 button writes
    ja = intro.value.replace("<wbr>", "")
    assert 'lang="ja"' in ja and ">アルゴ：かくれた数字を推理しよう</h1>" in ja
    assert "<strong>ゴール：</strong>最後まで伏せたカードを残した人の勝ちです（" in ja
    # the page around the widget is not typeset by its front end: with the readings of a
    # lesson, they are ruby already (the title read 推理（すいり） between invisible marks)
    from gamewidgets.core.furigana import using
    with using("above_grade_4"):
        ja = intro_html("algo.demo", "ja")
    reading = "<ruby>推理<rp>（</rp><rt>すいり</rt><rp>）</rp></ruby>"
    nowrap = '<span style="white-space: nowrap">'
    assert f">アルゴ：かくれた<wbr>数字を<wbr>{nowrap}{reading}しよう</span></h1>" in ja
    assert "\u2062" not in ja and "\u2063" not in ja
    w.lang = "en"
    assert ">algo: deduce the hidden numbers</h1>" in intro.value
    import gamewidgets.core.intro as intro_module

    monkeypatch.setattr(intro_module, "t", lambda msg_id, lang: "<b>&")
    assert ">&lt;b&gt;&amp;</h1>" in intro_html("algo.demo", "en")
    monkeypatch.undo()
    with pytest.raises(KeyError, match="no intro text in the catalogue: test.none.title"):
        with_intro(w, "test.none")


@pytest.mark.parametrize("prefix", ["algo.demo", "goblin.demo", "gramin.demo"])
def test_a_demo_intro_in_japanese_breaks_lines_only_between_phrases(prefix):
    """The intro is page HTML the widgets' front end does not typeset: it is set keep-all
    with BudouX's phrase breaks (<wbr>) of its own, so 「クリア」 and 「毎ターン」 stay whole."""
    import re

    from gamewidgets.core.intro import intro_html
    from gamewidgets.core.phrases import phrases

    ja = intro_html(prefix, "ja")
    assert "word-break: keep-all" in ja.split(">", 1)[0]
    assert ja.count("<wbr>") > 10
    words = re.sub(r"<rp>.*?</rp>|<rt>.*?</rt>", "", ja)
    for paragraph in re.findall(r"<(?:h1|p)[^>]*>(.*?)</(?:h1|p)>", words):
        # the breaks are BudouX's phrases of the paragraph (after the label ゴール：)
        pieces = re.sub(r"<strong>.*?</strong>|<(?!wbr>)[^>]+>", "", paragraph).split("<wbr>")
        assert pieces == phrases("".join(pieces)), pieces
    ends = re.sub("</(?:h1|p|strong)>", "<wbr>", words)
    shown = re.sub(r"<(?!wbr>)[^>]+>", "", ends).split("<wbr>")
    whole = {"gramin.demo": "クリアしましょう。", "goblin.demo": "毎ターン、",
             "algo.demo": "数字を"}
    assert whole[prefix] in shown
    assert "<wbr>" not in intro_html(prefix, "en")


def test_phrases_keep_a_kana_word_the_model_cuts_whole():
    """BudouX's model reads 「山札にもどりました」 as 山札にも|どりました: a word of
    whole-words-ja.json is never cut (the same list the widgets' front end reads)."""
    from gamewidgets.core.phrases import phrase_html, phrases

    assert phrases("伏せたまま山札にもどりました。") == ["伏せたまま", "山札に", "もどりました。"]
    assert phrases("左はしのマス") == ["左はしの", "マス"]
    assert "取りのぞく）、" in phrases("（わなともしもカードは取りのぞく）、プログラムは")
    assert "取りのぞきます。" in phrases("わなともしもカードを取りのぞきます。")
    # a square's place is one phrase whatever its number ("#" in the list)
    assert phrases("上から3行目・左から12列目のまま。") == ["上から3行目・", "左から12列目のまま。"]
    assert phrase_html("a < b") == "a &lt; b"


def test_every_game_shows_feedback_in_one_box():
    """An exercise's feedback, a puzzle's verdict and a grade are one box in a notebook
    (core.feedback): the same style, a bar coloured by how the answer did, the text
    escaped; algo's and Goblin's were plain text, Gramin's alone a box."""
    import re

    from gamewidgets.algo.teaching.exercise import CandidatesExercise
    from gamewidgets.classroom.grading import grade
    from gamewidgets.classroom.workfile import Work
    from gamewidgets.core.feedback import KINDS, feedback_html
    from gamewidgets.goblin.teaching.exercise import BestActionExercise
    from gamewidgets.gramin.teaching.assignment import GRAMIN
    from gamewidgets.gramin.teaching.exercise import Exercise
    from gamewidgets.gramin.teaching.puzzle import Puzzle

    algo = CandidatesExercise("me: B2 W3 B5 W8; ann: b? W4 w?-6 B9; deck: 14", "ann", 3)
    goblin = BestActionExercise({1: "dig", 2: ("steal", 3), 3: "rest"}, store=7, card="empty")
    puzzle = Puzzle("@.3.3.3", "R R R R R R 2R for3( )", goal="all_chests")
    task = next(t for t in GRAMIN if t.id == "sequence")
    shown = {
        "gramin": (Exercise("@.2", best=1).check("2R"), "correct"),
        "gramin_not_yet": (Exercise("@.2").check("L"), "not_yet"),
        "algo": (algo.check("5 7"), "correct"),
        "algo_not_yet": (algo.check("5"), "not_yet"),
        "algo_error": (algo.check("<b>x</b>"), "error"),
        "goblin": (goblin.check("dig"), "correct"),
        "goblin_not_yet": (goblin.check("rest"), "not_yet"),
        "goblin_error": (goblin.check("fly"), "error"),
        "puzzle": (puzzle.check("for3( 2R )"), "correct"),
        "puzzle_more": (puzzle.check("R R R R R R"), "more"),
        "puzzle_error": (puzzle.check("Q"), "error"),
    }
    style = re.search(r'style="[^"]*"', feedback_html("x", "correct")).group(0)
    for what, (fb, kind) in shown.items():
        box = fb._repr_html_()
        assert f'class="gw-feedback gw-feedback--{kind}"' in box, what
        assert style.replace(KINDS["correct"], KINDS[kind]) in box, what
        assert "<b>" not in box, what
    g = grade(task, Work("gramin", {"sequence": {"typed": "2U 2R"}}))
    assert g._repr_html_() == feedback_html(g.lines, "correct", "gw-grade")
    with pytest.raises(ValueError, match="kind"):
        feedback_html("x", "great")


def test_a_chance_is_written_as_the_class_writes_it():
    from fractions import Fraction

    from gamewidgets.core.text import fraction

    assert fraction(Fraction(1, 5), "ja") == "5分の1"
    assert fraction(Fraction(2, 6), "ja") == "3分の1"  # reduced, as Fraction keeps it
    assert fraction(Fraction(3, 7), "en") == "3/7"
    assert [fraction(Fraction(n), lang) for n in (0, 1) for lang in LANGS] == ["0", "0", "1", "1"]


def test_phrases_keep_terms_and_names_whole():
    """The same list and mark as the widgets' front end (js/shared/japanese.js)."""
    from gamewidgets.core.phrases import phrases

    assert phrases("空いたマスだけ：何もないマスにだけ置けます。")[-1].startswith("何もないマス")
    assert phrases("あおいは3個→4個") == ["あおいは", "3個→4個"]


def test_no_phrase_starts_with_a_letter_no_line_may_start_with():
    """Kinsoku, as in js/shared/japanese.js: BudouX cuts 「（けんた｜：3個→4個）」 and a line
    started with the colon; no phrase starts with ：、。）」 nor ends with （「."""
    from gamewidgets.core.phrases import phrase_html, phrases

    assert phrases("（けんた：3個→4個）") == ["（けんた：3個→4個）"]
    cut = phrases("けんたが肉を1個奪った（さくら：3個→2個、けんた：3個→4個）。")
    assert cut[-1] == "けんた：3個→4個）。", cut
    assert not any(p[0] in "：、。）」" or p[-1] in "（「" for p in cut[1:]), cut
    # a whole word a browser breaks in after its bracket is a phrase that does not wrap
    assert phrase_html("めくったのは「何もなし」カード。") == (
        'めくったのは<wbr><span style="white-space: nowrap">「何もなし」カード。</span>')


def test_a_game_package_imports_its_widget_classes_on_first_use():
    import subprocess
    import sys

    code = (
        "import sys, gamewidgets.goblin as g\n"
        "assert 'anywidget' not in sys.modules\n"
        "assert g.GoblinWidget.__module__ == 'gamewidgets.goblin.widgets.widget'\n"
        "assert 'anywidget' in sys.modules\n"
        "try:\n    g.NoSuchWidget\nexcept AttributeError as e:\n    print(e)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "module 'gamewidgets.goblin' has no attribute 'NoSuchWidget'"
