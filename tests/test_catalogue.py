"""The whole i18n catalogue of the three games (issue 6 section 3 "Japanese"): every message
has English and Japanese text with the same placeholders, no English prose is left in the
Japanese texts, and the Japanese uses the game terms of the seed documents."""

import pathlib
import re
import string

import pytest

from gamewidgets.core.i18n import LANGS, ids, t, texts

ALL = ids("")

# Messages whose two languages take different fields from their callers, who pass both:
# English has ordinal words ("2nd"), Japanese counts "左から2枚目"; English names a square
# as Python's (row, col) from 0, Japanese counts from 1 at the top left (「上から1行目」);
# English writes a card's token ("B6") and a move card's arrow, Japanese says 「黒6」 and
# the direction in words; Japanese says a step's place in words (まず、次に) where English
# numbers it; a what-if row's Japanese leaves out the digger (the table's heading names
# it); Japanese names a seat where English gives its number. A move's
# Japanese names only the square it ends on (the one before is the last frame's): two
# squares in words would take a projected step box four lines.
FIELDS_OF_ONE_LANGUAGE = {
    "algo.ui.slot": ({"place"}, {"n"}),
    "algo.ui.target": ({"place"}, {"n"}),
    "algo.ui.own_chosen": ({"place"}, {"n"}),
    "algo.ui.card_label": ({"place"}, {"n"}),
    "algo.ui.target_number": ({"place"}, {"n"}),
    "algo.ui.target_ruled_out": ({"place"}, {"n"}),
    "algo.ui.slot_short": ({"place"}, {"n"}),
    "algo.ui.step_first": ({"i"}, set()),
    # the loop card shows its count itself: the Japanese badge says the repeat alone
    "gramin.ui.card_badge": ({"n"}, set()),
    "gramin.ui.code_loop": ({"n"}, set()),
    "goblin.why.digs": ({"name"}, set()),
    "algo.ui.step_then": ({"i"}, set()),
    "algo.ui.step_last": ({"i"}, set()),
    "algo.deduce.error.index": ({"ordinal"}, set()),
    "algo.term.slot": ({"ordinal"}, {"position"}),
    "algo.term.your_slot": ({"ordinal"}, {"position"}),
    "algo.term.card": ({"token"}, {"color", "number"}),
    "algo.check.candidates_ok": ({"numbers"}, {"choices"}),
    "gramin.term.card_words": ({"symbol"}, {"dir"}),
    "gramin.term.loop_words": ({"token"}, {"n"}),
    "core.term.square": ({"row", "col"}, {"r", "c"}),
    "gramin.error.board.row_length": ({"row"}, {"r"}),
    "gramin.error.board.second_start": ({"row", "col"}, {"square"}),
    "gramin.error.board.unknown_square": ({"row", "col"}, {"square"}),
    "gramin.error.game.not_your_action": ({"current"}, {"current_name"}),
    "gramin.error.game.not_your_trap": ({"current"}, {"current_name"}),
    "gramin.frame.move": ({"symbol", "frm"}, {"dir"}),
    "gramin.frame.blocked": ({"symbol"}, {"dir"}),
    "gramin.game.frame.move": ({"symbol", "frm"}, {"dir"}),
    "gramin.game.frame.blocked": ({"symbol"}, {"dir"}),
    "gramin.game.now.action": ({"player"}, {"name"}),
    "gramin.game.now.traps": (set(), {"name"}),
    "gramin.game.term.seat": (set(), {"name"}),
    "gramin.game.ui.piece_of": ({"row", "col"}, set()),
    "gramin.ui.axis": ({"i"}, {"n"}),
    "gramin.ui.explorer_at": ({"row", "col"}, set()),
    "gramin.ui.square": ({"row", "col"}, set()),
}

# Term of the seed documents (/work/shared/seeds) -> what it names.
SEED_TERMS = {
    "親": "the parent / first player (gramin, algo)",
    "宝箱": "treasure chest (gramin)",
    "わに": "crocodile trap (gramin)",
    "あな": "hole trap (gramin)",
    "かべ": "wall trap (gramin)",
    "もしもカード": "if card (gramin)",
    "くりかえしカード": "loop card (gramin)",
    "掘る": "dig (goblin)",
    "休む": "rest (goblin)",
    "奪う": "steal (goblin)",
    "アタック": "attack (algo)",
    "ステイ": "stay (algo)",
}
# Other words for the same things; none may appear in a Japanese text (reported, not
# rewritten, when one does: see the xfail marks).
OTHER_WORDS = {
    "わに": ("ワニ",),
    "宝箱": ("チェスト",), "あな": ("ホール", "落とし穴"), "かべ": ("壁", "ウォール"),
    "もしもカード": ("ifカード", "イフカード"), "くりかえしカード": ("ループ", "繰り返し", "繰返"),
    "奪う": ("盗む",), "アタック": ("攻撃",), "ステイ": ("とどまる",),
}
KNOWN_OTHER_WORD: dict[str, str] = {}


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def without_fields(text: str) -> str:
    return re.sub(r"{[^{}]*}", "", text)


def test_the_catalogue_is_large_and_complete():
    assert len(ALL) > 500
    prefixes = {k.split(".")[0] for k in ALL}
    assert {"gramin", "algo", "goblin"} <= prefixes


@pytest.mark.parametrize("lang", LANGS)
def test_every_id_has_non_empty_text(lang):
    empty = [k for k, v in texts("", lang).items() if not v.strip()]
    assert not empty


def test_same_placeholders_in_both_languages():
    en, ja = texts("", "en"), texts("", "ja")
    assert en.keys() == ja.keys()
    wrong = {}
    for k in ALL:
        only_en, only_ja = fields(en[k]) - fields(ja[k]), fields(ja[k]) - fields(en[k])
        if (only_en, only_ja) != FIELDS_OF_ONE_LANGUAGE.get(k, (set(), set())):
            wrong[k] = (sorted(only_en), sorted(only_ja))
    assert not wrong


def test_every_text_formats_with_its_placeholders():
    """No stray brace: each text formats with the fields its callers pass."""
    for k in ALL:
        en_only, ja_only = FIELDS_OF_ONE_LANGUAGE.get(k, (set(), set()))
        for lang in LANGS:
            names = fields(texts(k, lang)[k]) | en_only | ja_only
            t(k, lang, **{n: "x" for n in names})


def test_no_english_left_in_japanese():
    """A Japanese text equal to the English one may hold only placeholders and symbols; any
    other text has Japanese in it and no run of three English words (API names such as
    ``own_index=`` or ``attack(target, index, number)`` are fine, prose is not)."""
    en, ja = texts("", "en"), texts("", "ja")
    same, no_japanese, prose = [], [], []
    for k in ALL:
        bare = without_fields(ja[k])
        if ja[k] == en[k] and re.search(r"[A-Za-z]", bare):
            same.append(k)
        if re.search(r"[A-Za-z]", bare) \
                and not re.search(r"[\u3040-\u30ff\u4e00-\u9fff\uff01-\uff60]", bare):
            no_japanese.append(k)
        # card tokens listed with spaces ("U R D L", "R R R") are symbols, not prose; code
        # quoted in 「」 (「while not at_flag():」) is code
        words = re.findall(r"[A-Za-z]+(?: [A-Za-z]+){2,}", re.sub(r"「[^」]*」", "", bare))
        if any(max(map(len, w.split())) > 2 for w in words):
            prose.append((k, words))
    assert not same and not no_japanese and not prose, (same, no_japanese, prose)


@pytest.mark.parametrize("term", [
    pytest.param(term, marks=pytest.mark.xfail(strict=True, reason=KNOWN_OTHER_WORD[term]))
    if term in KNOWN_OTHER_WORD else term for term in SEED_TERMS])
def test_seed_terms_are_used(term):
    ja = texts("", "ja")
    assert any(term in v for v in ja.values()), f"{term} ({SEED_TERMS[term]}) never used"
    others = {k: w for k, v in ja.items() for w in OTHER_WORDS.get(term, ()) if w in v}
    assert not others, f"{term} written differently: {others}"


def test_ui_terms_of_each_game():
    """The buttons and names a student reads first carry the seed's words."""
    ja = texts("", "ja")
    assert ja["algo.ui.attack"] == "アタック" and ja["algo.ui.stay"] == "ステイ"
    assert ja["algo.ui.first_player"] == "親"
    assert [ja[f"goblin.action.{a}"] for a in ("dig", "rest", "steal")] == ["掘る", "休む", "奪う"]
    assert ja["gramin.game.term.hole"] == "あな" and ja["gramin.game.term.wall"] == "かべ"


def test_one_spelling_for_player():
    """"Player" is spelled プレーヤー in every game, never プレイヤー."""
    ja = texts("", "ja")
    assert any("プレーヤー" in v for v in ja.values())
    assert not [k for k, v in ja.items() if "プレイヤー" in v]


# ---- what the views write themselves ------------------------------------------------------
JS = pathlib.Path(__file__).resolve().parents[1] / "js"
_JS_COMMENT = re.compile(r"/\*.*?\*/|(?<![:\"'`\\])//[^\n]*", re.S)
_JS_STRING = re.compile(r"\"(?:[^\"\\\n]|\\.)*\"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`", re.S)
_JA = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
_GLUED = re.compile(r"\$\{[^{}]*\}: |: \$\{|\(\$\{[^{}]*\}\)")
_JOINED = re.compile(r"\.join\(\s*\", \"\s*\)")
LANGUAGE_NAMES = {"日本語"}
"""The one Japanese word a view writes itself: the language's own name on its switch."""


def hard_coded_words(source: str) -> list[str]:
    """The string literals of a view's ``source`` (comments set aside) that hold Japanese,
    or that glue a sentence with English punctuation around a placeholder (``${a}: ${b}``,
    ``(${n})``, ``.join(", ")``): a person's text comes from the catalogue, worded the way
    each language writes it."""
    code = _JS_COMMENT.sub("", source)
    found = [s for s in _JS_STRING.findall(code)
             if _JA.search(s) and s.strip("\"'`") not in LANGUAGE_NAMES]
    found += [m.group() for lit in _JS_STRING.findall(code) if lit.startswith("`")
              for m in _GLUED.finditer(lit)]
    return found + [m.group() for m in _JOINED.finditer(code)]


def test_the_detector_of_hard_coded_words():
    assert hard_coded_words('const a = "ゴール: "; // 「ここ」 is a comment') == ['"ゴール: "']
    assert hard_coded_words("el.textContent = `${label}: ${n}`;") == ["${label}: "]
    assert hard_coded_words("h(`Goal (${n})`)") == ["(${n})"]
    assert hard_coded_words("names.join(\", \")") == ['.join(", ")']
    assert hard_coded_words('[["ja", "日本語"]]; t("algo.ui.go", { n })') == []


def test_no_view_writes_words_of_its_own():
    """Done when: 0 Japanese literals in the views and no English punctuation glued to a
    placeholder (the bundles are built from these files and BudouX's data)."""
    found = {str(p.relative_to(JS)): hard_coded_words(p.read_text(encoding="utf-8"))
             for p in sorted(JS.rglob("*.js")) if not p.name.endswith(".test.js")}
    assert {k: v for k, v in found.items() if v} == {}
