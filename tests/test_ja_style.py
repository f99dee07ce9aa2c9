"""Japanese written for a Japanese class, checked mechanically (tests/ja_style.py) over the
catalogue, over real sentences the three engines render with ``lang="ja"``, and (once
they are rewritten) over the Japanese lessons; then the sentences that used to read as
code or as a translation, each against the sentence written by hand.

The words are those of docs/glossary-ja.toml; a person and a square are counted from 1
(the code's 0-based index is said only where code is shown).
"""

from __future__ import annotations

import json
import os
import pathlib
import re
from collections import Counter

import ja_style
import pytest
from helpers.gramin import board_rules
from ja_style import refusal

from gamewidgets.algo import AlgoGame, AlgoRules, deduce
from gamewidgets.algo.bots import make_bot as algo_bot
from gamewidgets.algo.engine.cards import Card, RowCard
from gamewidgets.algo.engine.events import draws_words
from gamewidgets.core import furigana
from gamewidgets.core.bots import advance
from gamewidgets.core.i18n import ids, t, texts
from gamewidgets.core.text import Words
from gamewidgets.goblin import GoblinGame, GoblinRules
from gamewidgets.goblin.bots import make_bot as goblin_bot
from gamewidgets.goblin.engine.steps import game_over_step
from gamewidgets.gramin import Board, GraminGame, Puzzle, run_program
from gamewidgets.gramin.bots import make_bot as gramin_bot

JA_LESSONS = sorted((pathlib.Path(__file__).resolve().parents[1] / "notebooks" / "ja")
                    .glob("[0-9][0-9]_*.ipynb"))
GLOSSARY = ja_style.load_glossary()
with furigana.using(None):  # as a widget shows them: each reading marked
    JA = texts("", "ja")


def findings(text: str, template: bool = False, msg_id: str = "") -> dict:
    """Every check's findings in ``text`` (only those with some); ``msg_id``: the
    catalogue id of ``text``, which tells a log line (:func:`ja_style.voice`)."""
    found = {
        "halfwidth_punctuation": ja_style.halfwidth_punctuation(text, template),
        "spaces_in_japanese": ja_style.spaces_in_japanese(text, template),
        "glossary_words": ja_style.glossary_words(text, GLOSSARY),
        "counters": ja_style.counters(text, GLOSSARY, template),
        "zero_based": ja_style.zero_based(ja_style.template_view(text)[0] if template
                                          else text),
        "voice": ja_style.voice(text, msg_id),
        "halfwidth_percent": ja_style.halfwidth_percent(text, template),
        "plain_aside": ja_style.plain_aside(text, msg_id),
    }
    return {k: v for k, v in found.items() if v}


# ---- the checks themselves -------------------------------------------------------------
@pytest.mark.parametrize(("text", "template", "found"), [
    ("カード3枚でクリア!", False, 1),
    ("「5?」", False, 1),
    ("同点で勝ち(それぞれ肉5個)", False, 1),
    ("ボット(気まぐれ)", False, 1),
    ("ヒント: 1マスカード", False, 1),
    ("{name}: 肉{meat}個", True, 1),
    ("「{number}?」", True, 1),
    ("カード3枚でクリア！", False, 0),
    ("attack(target, index, number) でアタック", False, 0),
    ("「for _ in range(3):」のように書きます。", False, 0),
    ("「)」の前に「for3(」を置きます。", False, 0),
    ("「3×(」「→ 1マス」「)」は「→ 1マス」と同じ", False, 0),
    ("(3×(くりかえし)", False, 1),
    ("伏せたカードは「b?」「w?」と書きます。", False, 0),
    ("{{'type': 'choose', 'player': p}}（'rest' も可）", True, 0),
    ("相手を ('奪う', {example}) のように書きます。", True, 0),
    ("各列は「あおい: B3 w?」のように書きます。", False, 0),
    ("'dig' と書いて(休む)", False, 1),
    ("「あおい」: 黒3", False, 1),
    ("「あおい 2 = 7; けんた 1 = 0」のように", False, 0),
    ("「?」の伏せたカードをクリックしてください。", False, 1),
    ("「！」のマーク", False, 0),
])
def test_halfwidth_punctuation_is_found_next_to_japanese_only(text, template, found):
    assert len(ja_style.halfwidth_punctuation(text, template)) == found


@pytest.mark.parametrize(("text", "template", "found"), [
    ("残り {n} 枚", True, 2),
    ("ターン 3", False, 1),
    ("掘る・休む・奪う のどれか", False, 1),
    ("今は {call} は", True, 2),
    ("残り{n}枚", True, 0),
    ("Python の API は0から数えます", False, 0),
    ("w.reveal() を呼んでください", False, 0),
    ("「あおい 2 = 7; けんた 1 = 0」のように書きます", False, 0),
    ("例：'あおい 2 = 7'", False, 0),
    ("「あおい 2 枚目」", False, 2),
])
def test_spaces_in_japanese_are_found(text, template, found):
    assert len(ja_style.spaces_in_japanese(text, template)) == found


@pytest.mark.parametrize(("text", "found"), [
    ("ゴブリン0がゴブリン2から奪う", 1),
    ("player 0 は奪いますが", 1),
    ("0行目 2列目", 1),
    ("(5, 1)の宝箱を開けた", 1),
    ("左から0枚目", 1),
    ("ゴブリン1がゴブリン10から奪う", 0),
    ("コードでは0から数えるので、player=0 がゴブリン1", 0),
    ("上から6行目・左から2列目の宝箱を開けた", 0),
])
def test_zero_based_counts_are_found(text, found):
    assert len(ja_style.zero_based(text)) == found


@pytest.mark.parametrize(("text", "found"), [
    ("誰も掘らなかった", ["誰 → だれ"]),
    ("勝者：ゴブリン1", ["勝者 → 勝ち"]),
    ("第2ラウンド終了", 2),  # 第…ラウンド and 終了 (おわり)
    ("ラウンド1/2", 1),
    ("ボット2さん、準備ができたらクリック", 2),  # …さん and 準備 (じゅんび)
    ("期待値", 1),
    ("2マスのカードは2マス進みます", 1),
    ("たくさんのカード", 0),
    ("ラウンド2（全3ラウンド）", 0),
    ("EnterかSpaceで、ボタンを押します。", 2),  # the keys' names: エンターキー, スペースキー
    ("スペースで、自動で進めます。", 1),
    ("エンターキーかスペースキーで押します。Ctrl+Enter で実行", 0),
    ("字下げ（スペース4つ）。カードの間にはスペースを入れます。", 0),
])
def test_glossary_words_are_found(text, found):
    got = ja_style.glossary_words(text, GLOSSARY)
    assert got == found if isinstance(found, list) else len(got) == found


@pytest.mark.parametrize(("text", "template", "found"), [
    ("肉は 5", False, 1),
    ("肉3つ", False, 1),
    ("星 3つ中 2つ", False, 1),
    ("3つの肉", False, 1),
    ("{name}：肉{before} → {after}", True, 1),
    ("肉3個→2個", False, 0),
    ("カード{cards}でクリア", True, 0),
    ("肉が0以下", False, 0),
])
def test_counters_are_checked_per_noun(text, template, found):
    assert len(ja_style.counters(text, GLOSSARY, template)) == found


@pytest.mark.parametrize(("text", "msg_id", "found"), [
    ("画面を{name}に渡してね。", "gramin.game.ui.status.pass", 1),
    ("宝箱を全部取ろう。", "gramin.puzzle.goal.all_chests", 1),
    ("わなにかからないようにしよう。", "", 1),
    ("{name}は山札から{card}を引きました。", "algo.event.drew", 1),
    ("{stealer}が{rester}から肉を1個奪った。", "goblin.step.steal", 0),
    ("宝箱を全部取りましょう。", "gramin.puzzle.goal.all_chests", 0),
    ("画面を{name}に渡してください。", "gramin.game.ui.status.pass", 0),
    ("アルゴ：かくれた数字を推理しよう", "algo.demo.title", 0),
    ("もっと少なくできるかな？", "gramin.puzzle.solved_more", 1),
    ("「次のアクション」をクリック。", "gramin.game.ui.status.action", 1),
    ("わなを置くマスをクリック。", "gramin.game.ui.status.traps", 1),
    ("もっと少なくできますか？", "gramin.puzzle.solved_more", 0),
    ("「次のアクション」をクリックしてください。", "gramin.game.ui.status.action", 0),
])
def test_voice_is_plain_in_a_log_and_polite_to_the_child(text, msg_id, found):
    assert len(ja_style.voice(text, msg_id)) == found


@pytest.mark.parametrize(("text", "found"), [
    ("休んだゴブリンは肉を1個得る", 1),
    ("カードの数ではありません", 1),
    ("サイコロの数をもう使い切って", 1),
    ("適応ボット", 1),
    ("休んだゴブリンは肉を1個もらった。得点は3点", 0),
    ("カードの数字ではありません。星の数", 0),
])
def test_one_word_for_receive_and_for_a_cards_number(text, found):
    assert len(ja_style.glossary_words(text, GLOSSARY)) == found


@pytest.mark.parametrize(("text", "template", "found"), [
    ("当たる確率はおよそ{percent}%でした。", True, 1),
    ("{d}分の{n}（{percent}％）", True, 0),
    ("勝率は{rate:.0%}です。", True, 0),  # inside the placeholder: code
    ("100%（かならず）と0%", False, 2),
])
def test_a_percent_is_written_full_width(text, template, found):
    assert len(ja_style.halfwidth_percent(text, template)) == found


@pytest.mark.parametrize(("text", "msg_id", "found"), [
    ("サイコロ：{n}枚まで（くりかえしカードは数えない）", "gramin.ui.die.loops_free", 1),
    ("持っているもしもカード（わなにかかったら自動で使う）", "gramin.ui.if_held", 1),
    ("サイコロ：{n}枚まで（くりかえしカードは数えません）", "gramin.ui.die.loops_free", 0),
    ("宝箱（伏せたまま）", "gramin.ui.chest", 0),
    ("ヒント{i}（全{n}つ）", "gramin.ui.puzzle.hint_n", 0),  # a count, not a verb
    ("あなたはステイした。カードは列に入った（相手には見えない）。", "algo.widget.stayed_you", 0),
    ("{name}は\u2062脱落（だつらく）\u2063しています。", "x.error", 0),  # a reading
    ("{n}はありうる（\u2062推理（すいり）\u2063では、わからない）", "algo.ui.cell_open", 0),
])
def test_a_note_in_brackets_speaks_as_the_text_around_it(text, msg_id, found):
    assert len(ja_style.plain_aside(text, msg_id)) == found


def test_a_spent_if_card_is_named_with_one_pair_of_brackets():
    """「もしもカード（あな）（使った）」 read as two notes in a row: the used card is
    「使ったもしもカード（あな）」."""
    from gamewidgets.core.i18n import t

    for kind in ("if_hole", "if_wall", "if_crocodile"):
        label = t("gramin.ui.if_card_used", "ja", card=t(f"gramin.ui.if_card.{kind}", "ja"))
        assert label.count("（") == 1 and "）（" not in label, label


def test_the_glossary_names_one_word_per_thing():
    assert {"who", "winner", "round", "honorific", "average", "move_card", "jump_arrow",
            "player", "trap", "loop"} <= GLOSSARY["term"].keys()
    for name, entry in GLOSSARY["term"].items():
        assert entry["ja"] and entry["en"], name
        for word in entry.get("not", ()):
            re.compile(word)
            assert not re.search(word, entry["ja"]), (name, word)
    assert GLOSSARY["counter"]["肉"]["counter"] == "個"
    assert GLOSSARY["counter"]["カード"]["counter"] == "枚"


def test_a_template_reads_back_as_written():
    template = "{{'type': x}}（{name}が{n}枚）"
    view, fields = ja_style.template_view(template)
    assert ja_style.from_view(view, fields) == template and fields == ["{name}", "{n}"]


# ---- the catalogue ---------------------------------------------------------------------
@pytest.mark.parametrize("check", sorted(ja_style.CHECKS))
def test_the_japanese_catalogue_follows_the_writing_rules(check):
    bad = {k: found[check] for k, v in JA.items()
           if check in (found := findings(v, template=True, msg_id=k))}
    assert not bad


NAME_FIELD = (r"\{(?:\w*name\w*|attacker|target|stealers?|rester|player|who|winners?|partner"
              r"|actor)\}")
NUMBER_AFTER = re.compile(NAME_FIELD + r"\s*(?:[+\-−]?\d|\{(?!card\}|place\})\w+\})")
"""A name's placeholder right before a number (a digit, a sign or a number's placeholder):
a seat's name ends in its number (協力ボット3, Goblin 2), so 「{name}{m}こ」 prints
「協力ボット33こ」 and "{name} {delta}" "Goblin 2 −2". ``{card}`` (B3, 黒3) and
``{place}`` (2nd, after a possessive) are not bare numbers."""


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_no_catalogue_text_glues_a_number_to_a_name(lang):
    assert NUMBER_AFTER.search("肉：{name}{m}こ") and NUMBER_AFTER.search("costs {name} {delta}")
    assert not NUMBER_AFTER.search("{name}は{m}こ") and not NUMBER_AFTER.search("{name} {card}")
    bad = {k: v for k, v in texts("", lang).items() if NUMBER_AFTER.search(v)}
    assert not bad


# ---- real sentences of the engines -----------------------------------------------------
def gramin_sentences() -> list[str]:
    out = []
    for seed in range(2):
        g = GraminGame(3, seed=seed)
        events = advance(g, [gramin_bot("planner", seed=seed), gramin_bot("simple", seed=1),
                             gramin_bot("simple", seed=2)])
        out += [e.text("ja") for e in events]
        out += [e["text"] for e in g.observation(1, "ja")["events"]]
    trace = run_program("R 2D for2( JR ) U", Board.from_ascii("@.3..\n.....\n.w.h.\n..C.9"))
    out += [trace.frame_text(i, "ja") for i in range(len(trace))]
    out.append(trace.to_json("ja")["summary"])
    puzzle = Puzzle("@.h.3\n.....", "2R 2R R if_hole for2( )", {"collect": "all", "end": [1, 4]},
                    die=3)
    out += [puzzle.describe("ja")] + [puzzle.hint(i, "ja") for i in range(1, 5)]
    out += [str(puzzle.check(p).message["ja"]) for p in ("2R 2R", "R", "2R 2R D", "R R")]
    for board in ("", "@.\n...", "@x", "@@"):
        out.append(refusal(lambda b=board: Board.from_ascii(b)).text("ja"))
    g = GraminGame(2, seed=3)
    out.append(refusal(lambda: g.build(0, "R")).text("ja"))
    g.roll()
    out.append(refusal(lambda: g.build(5, "R")).text("ja"))
    out.append(refusal(lambda: g.build(0, "R R R R R R R R")).text("ja"))
    return out


def goblin_sentences() -> list[str]:
    out = []
    for seed in range(3):
        g = GoblinGame(4, seed=seed, rules=GoblinRules.classroom())
        bots = [goblin_bot(n, seed=seed) for n in ("random", "cooperator", "free_rider",
                                                  "adaptive")]
        out += [s.text("ja") for s in advance(g, bots)]
        out += [row["note"] for row in g.what_if(0, "ja").values()]
    g = GoblinGame(4)
    for call in (lambda: g.play_turn({0: "steal", 1: "dig", 2: "rest", 3: "rest"}),
                 lambda: g.play_turn({0: "dig"}), lambda: g.choose(9, "dig"),
                 lambda: g.pick_target(0, 1)):
        out.append(refusal(call).text("ja"))
    g.play_turn({0: "rest", 1: "dig", 2: "steal", 3: "steal"})
    out.append(refusal(lambda: g.choose(0, "rest")).text("ja"))
    return out


def algo_sentences() -> list[str]:
    out = []
    for seed in range(2):
        g = AlgoGame(3, seed=seed, rules=AlgoRules(chips=True))
        events = advance(g, [algo_bot("logical", seed=seed), algo_bot("random", seed=seed),
                             algo_bot("probabilistic", seed=seed)])
        out += [e.text("ja") for e in events]
        out += [e["text"] for e in g.observation(0, "ja")["events"]]
    view = "me: B1 W4 W9; ann: b? w? B6 w?; bob: B0 w? b?-7-9 W11"
    out += [step.text("ja") for step in deduce(view).steps]
    return out


SENTENCES = {"gramin": gramin_sentences, "goblin": goblin_sentences, "algo": algo_sentences}


@pytest.mark.parametrize("game", sorted(SENTENCES))
def test_real_sentences_follow_the_writing_rules_and_count_from_1(game):
    sentences = SENTENCES[game]()
    assert len(sentences) > 20
    bad = {s: found for s in sentences if (found := findings(s))}
    assert not bad


# ---- the lessons -------------------------------------------------------------------------
@pytest.mark.parametrize("lesson", [p.name for p in JA_LESSONS])
def test_japanese_lessons_follow_the_writing_rules(lesson):
    path = next(p for p in JA_LESSONS if p.name == lesson)
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    bad = {}
    for i, cell in enumerate(cells):
        if cell["cell_type"] == "markdown":
            source = "".join(cell["source"])
            found = findings(ja_style.prose(source))
            if italics := ja_style.italic_emphasis(source):
                found["italic_emphasis"] = italics
            if found:
                bad[i] = found
    assert not bad


def test_markdown_is_checked_as_prose():
    cell = "**大事** なのは `for3( R )` と *ここ* です。[リンク](a_b.md)"
    assert ja_style.spaces_in_japanese(ja_style.prose(cell)) == ["大事 なのは co"]
    assert ja_style.italic_emphasis(cell) == ["ode と *ここ* です。[リ"]
    assert ja_style.italic_emphasis("free_rider と _ともだち_") and \
        ja_style.italic_emphasis("これは*大事*です") and \
        not ja_style.italic_emphasis("`free_rider_bot` と free_rider")


# ---- sentences that read as code or translation before, written by hand ----------------
def test_goblins_are_named_from_1_and_the_code_index_said_where_code_is_shown():
    g = GoblinGame(4)
    error = refusal(lambda: g.play_turn({0: "steal", 1: "dig", 2: "rest", 3: "rest"}))
    assert error.text("ja").startswith(
        "ゴブリン1は奪いますが、休んだゴブリンが2人以上います。奪う相手を ('奪う', 2) の"
        "ように番号で書いてください（コードの番号は0から数えるので、ゴブリン3は2）。"
        "選べる相手：ゴブリン3、ゴブリン4。")
    assert error.text("en").startswith(
        "Goblin 1 steals and several goblins rested: give whom to steal from by seat "
        "number, which code counts from 0, e.g. ('steal', 2) for Goblin 3; allowed "
        "targets: Goblin 3, Goblin 4.")
    # the message says whom to pick: no hint about choose() follows it
    assert error.text("ja").endswith("選べる相手：ゴブリン3、ゴブリン4。")
    named = GoblinGame(3, names=["あおい", "ひなた", "そら"])
    named.play_turn({0: "rest", 1: "dig", 2: "dig"})
    assert refusal(lambda: named.choose(0, "休む")).text("ja").startswith(
        "あおいは前のターンに「休む」を選んだので、このターンは選べません。「掘る」と"
        "「奪う」のどちらかを選んでください。")
    assert refusal(lambda: g.choose(9, "dig")).text("ja").startswith(
        "player=9というプレーヤーはいません。コードではプレーヤーを0から数えるので、"
        "playerは0から3までです（1人目がplayer=0）。")


def test_board_errors_name_squares_from_the_top_left_counted_from_1():
    assert refusal(lambda: Board.from_ascii("..@\n@..")).text("ja") == (
        "上から2行目・左から1列目に2つ目の「@」があります。スタートは1つだけです。")
    assert refusal(lambda: Board.from_ascii("@.\n.x")).text("ja") == (
        "上から2行目・左から2列目の「x」は、マスの記号ではありません。"
        ". 1-9 C H c h w @ を使いましょう。")
    assert refusal(lambda: Board.from_ascii("@.\n...")).text("ja") == (
        "上から2行目は3マスですが、いちばん上の行は2マスです。どの行も同じ長さにしましょう。")
    # English keeps the code's (row, col), as Python writes it
    assert refusal(lambda: Board.from_ascii("..@\n@..")).text("en") == (
        "A second '@' at row 1, col 0: a board has one explorer start only.")


def test_gramin_says_which_count_each_sentence_means():
    loop = Puzzle("@.3.3.3", "2R for3( )", die=2)
    assert loop.hint(2, "ja") == ("サイコロで数えるカードは2枚まで。"
                                  "くりかえしカードはサイコロでは数えません。")
    # one line above a projector's puzzle (two lines made the solved puzzle 650 px tall)
    assert loop.describe("ja") == ("宝箱を3個全部取りましょう。"
                                   "サイコロで数えるカードは2枚まで。")
    assert Puzzle("@.3.3.3", "2R for3( )").hint(2, "ja") == (
        "パー（いちばん少ない枚数）は3枚です。パーでは置いたカードを全部数えるので、"
        "くりかえしカードも数えます（サイコロで数えるカードとはちがいます）。")


def test_squares_are_said_as_a_child_counts_them():
    trace = run_program("2R 2R", Board.from_ascii("@...4"))
    assert [e.text("ja") for e in trace.events] == ["上から1行目・左から5列目の宝箱を開けた：4点！"]
    assert trace.frame_text(1, "ja") == (
        "1枚目：2マスカードで右へ進み、上から1行目・左から3列目に着いた。")
    assert Puzzle("@...", "R R R", goal=(0, 3)).describe("ja") == (
        "プログラムが終わったとき、旗のマス（上から1行目・左から4列目）にいるようにしましょう。")
    assert trace.frame_text(1, "en") == "Card 1 ⇒ (dash): (0, 0) → (0, 2)."
    # a card that cannot move at all says so, not "from a square to the same square"
    blocked = run_program("R R", Board.from_ascii("@w.."))
    assert blocked.frame_text(1, "ja") == (
        "1枚目：1マスカードで右へ進めず、上から1行目・左から1列目のまま。")
    assert blocked.frame_text(1, "en") == "Card 1 → (step): could not move, still at (0, 0)."


def test_a_shared_win_names_only_those_who_tie():
    step = game_over_step([0, 2], [5, 1, 5, 0], 0, "exit", 7)
    assert step.text("ja") == ("ゲームおわり（出口を見つけた）。"
                               "ゴブリン1とゴブリン3が同点で勝ち（それぞれ肉5個）。")
    assert step.text("en") == ("Game over (exit found). "
                               "Shared win: Goblin 1 and Goblin 3, each with 5 meat.")


def test_a_used_if_card_is_said_in_the_count():
    result = Puzzle("@.h.3", "2R 2R if_hole").check("2R 2R")
    assert result.message["ja"] == ("使ったカード3枚（置いたカード2枚と、使ったもしもカード1枚）"
                                    "でクリア！これがパー（いちばん少ない枚数）です！★★★")


def make_gramin(board: str, hands, n: int = 2) -> GraminGame:
    """A game on ``board`` whose hands and deck are the scenario's cards (the rules' deck
    set to them, so the game's checks of its cards hold)."""
    b = Board.from_ascii(board)
    g = GraminGame(n, seed=0, board=b, rules=board_rules(b))
    for p, hand in enumerate(hands):
        g.hands[p][:] = hand
    g.deck[:] = []
    cards = Counter(c for hand in g.hands for c in hand)
    g.rules = g.world.rules = g.rules.with_options(deck=tuple(sorted(cards.items())))
    g.total_cards = g.cards_accounted()
    return g


def play(g: GraminGame, rolls, programs) -> list:
    values = iter(rolls)
    g.world.roll = lambda: next(values)
    events = g.roll()
    for p, program in enumerate(programs):
        if program is not None:
            events += g.build(p, program)
    while g.phase == "action":
        events += g.act()
    return events


def test_if_card_checks_read_as_a_question_and_its_answer():
    board = "..w..\n.....\n..9..\n.....\n....."
    g = make_gramin(board, [["step", "step", "step"], []])
    events = play(g, (3, 5), ["R R R", ""])
    said = [e.text("ja") for e in events if e.kind in ("trap_card", "if_check")]
    assert said == ["プレーヤー1が上から1行目・左から3列目でかべのわなにぶつかった！",
                    "プレーヤー1はかべのもしもカードを持っている？ → 持っていなかったので、"
                    "わなにかかった。"]
    g = make_gramin(board, [["step", "step", "if_wall"], []])
    g.rename(["あおい", "ひなた"])
    events = play(g, (3, 5), ["R R", ""])
    used = [e.text("ja") for e in events if e.kind == "if_used"]
    assert used == ["あおいはかべのもしもカードを持っている？ → 持っていた！わなを取り消した"
                    "（わなともしもカードは取りのぞいた）。プログラムはそのまま続いた。"]


def test_the_crocodile_eats_the_chest_its_taker_took_last():
    g = make_gramin(".3c1.\n.....\n..9..\n.....\n.....", [["dash"], ["step"]])
    g.rename(["あおい", "ボット2"])
    events = play(g, (3, 4), ["2R", "L"])
    ate = [e.text("ja") for e in events if e.kind == "crocodile_ate"]
    assert ate == ["あおいが最後に取った宝箱（3点）を、わにが食べてしまった。"
                   "あおいのターンはおしまい。"]
    assert [e.text("ja") for e in events if e.kind == "trap_card"] == [
        "あおいが上から1行目・左から3列目でわにのわなを踏んだ！"]


def test_missing_cards_are_counted_not_multiplied():
    empty = ".....\n.....\n..9..\n.....\n....."
    g = make_gramin(empty, [["dash", "dash", "if_wall", "step", "step", "step"], []])
    values = iter((6, 5))
    g.world.roll = lambda: next(values)
    g.roll()
    error = refusal(lambda: g.build(0, "R R R R R R R"))
    assert error.text("ja").startswith(
        "プレーヤー1（player=0）は、置いたカードを持っていません。必要なのは1マスカード7枚ですが、"
        "手札は2マスカード2枚・もしもカード（かべ）1枚・1マスカード3枚です。")
    assert error.text("en").startswith(
        "player=0 does not hold the cards laid: needs 7 × step, but the hand holds "
        "2 × dash, 1 × if-wall, 3 × step.")


def test_lists_are_joined_as_japanese_joins_them():
    g = make_gramin(".....\n.....\n..9..\n.....\n.....", [[], [], []], n=3)
    values = iter((2, 5, 2, 6, 3))
    g.world.roll = lambda: next(values)
    tie = [e.text("ja") for e in g.roll() if e.kind == "parent_tie"]
    assert tie == ["いちばん小さい目（2）が同じなので、プレーヤー1とプレーヤー3が親を決めるために"
                   "ふり直す。"]
    assert draws_words(["プレーヤー1", "プレーヤー2"], ["B6", "W6"]).text("ja") == (
        "プレーヤー1は黒6、プレーヤー2は白6")
    assert draws_words(["Player 1", "Player 2"], ["B6", "W6"]).text("en") == (
        "Player 1 B6, Player 2 W6")
    assert Words(["ゴブリン1", "ゴブリン2", "ゴブリン4"], joint="and").text("ja") == (
        "ゴブリン1、ゴブリン2とゴブリン4")
    assert Words(["2", "3"], joint="or").text("ja") == "2か3"
    assert Words(["2", "3"], joint="or").text("en") == "2 or 3"


def test_the_first_player_draw_says_black_and_white():
    game = AlgoGame(2, seed=0, names=["あおい", "ひなた"])
    draw = next(e for e in game.events if e.kind == "first_player_draw")
    cards = draw.data["cards"]
    color = {"B": "黒", "W": "白"}
    said = "、".join(f"{n}は{color[c[0]]}{c[1:]}"
                    for n, c in zip(["あおい", "ひなた"], cards, strict=True))
    parent = ["あおい", "ひなた"][game.start_player]
    assert draw.text("ja") == (f"全員が1枚ずつ引いた：{said}。いちばん小さいカードを引いた"
                               f"{parent}が親。カードをもどして、もう一度よく混ぜた。")


def rig(rows, pile="", rules=None):
    g = AlgoGame(len(rows), seed=0, rules=rules, names=["あおい", "ひなた", "そら"][
        :len(rows)])
    g.rows = [[RowCard(Card.parse(tok.rstrip("*")), tok.endswith("*")) for tok in r.split()]
              for r in rows]
    g.pile = [Card.parse(tok) for tok in reversed(pile.split())]
    g.events, g.history = [], []
    g._start_turn(0)
    return g


def test_goblin_and_algo_sentences_with_0_or_1_say_it_in_words():
    share = GoblinGame(3, rules=GoblinRules(tunnel_deck=("empty", "empty", "exit")))
    share.store = 4
    steps = share.play_turn({0: "dig", 1: "rest", 2: "rest"})
    said = {s.kind: s.text("ja") for s in steps}
    assert said["store_share"] == ("掘ったのはゴブリン1だけなので、"
                                   "共通の食料置き場の肉4個を全部もらった。")
    assert said["dig_cost"] == "掘ったゴブリンは肉が1個減った（ゴブリン1：7個→6個）。"
    even = GoblinGame(3, rules=GoblinRules(tunnel_deck=("empty", "empty", "exit")))
    even.store = 4
    said = {s.kind: s.text("ja") for s in even.play_turn({0: "dig", 1: "dig", 2: "rest"})}
    assert said["store_share"] == ("共通の食料置き場の肉4個を、掘った2人で分けた："
                                   "1人2個で、あまりはなかった。")
    g = rig(["B1 W3 B8 W10", "B0 W4 B6 W9"], pile="B3 W11", rules=AlgoRules(chips=True))
    g.chips = [400, 400]
    g.attack(1, 0, 0)
    said = {e.kind: e.text("ja") for e in g.attack(1, 2, 6)}
    assert said["six_bonus"] == ("当てたカードが6なので、あおいはひなたから"
                                 "ボーナスとしてさらに10点もらった。")
    assert said["chips_taken"] == ("あおいはひなたから20点もらった"
                                   "（続けて2回目の当たりなので、10点×2）。")
    g = rig(["B1 W3 B8 W10", "B0* W4* W9"], pile="B3", rules=AlgoRules(chips=True))
    transfer = [e.text("ja") for e in g.attack(1, 2, 9) if e.kind == "round_transfer"]
    assert transfer == ["あおいはひなたから40点もらった（伏せたまま残ったカード4枚×10点）。"]


def test_a_count_that_may_be_0_is_said_without_tsu():
    """「3つ中0つ」 is not Japanese: the boards a Python puzzle solved may be none."""
    said = t("gramin.python.puzzle.not_all", "ja", good=0, total=3)
    assert "0つ" not in said
    assert said.startswith("クリアしたボード：0（全3つ）。")


def test_a_suggestion_and_a_counted_card_read_as_sentences():
    """The name Python suggests is quoted like the name it did not know; a card the hand
    lacks says which card of the program it is, then how many the hand has."""
    assert t("gramin.python.did_you_mean", "ja", hint="step") == "「step」のことですか？"
    said = Puzzle("@.3", "R 2R", id="p").check("2R 2R").text("ja")
    assert said.startswith("2枚目の「⇒ 2マス」は、プログラムで2枚目の2マスカードです。"
                           "でも、手札の2マスカードは1枚だけです"), said


def test_a_python_puzzles_goal_says_where_the_explorer_stops():
    """「旗の上で終わりましょう」 asks the child to end; the program is to stop on the flag."""
    from gamewidgets.gramin.teaching.python_course import python_course

    goals = [p.describe("ja") for p in python_course("ja")]
    assert goals[0].startswith("1つのプログラムで、どのボードでも旗の上で止まるようにしましょう。")
    assert not [g for g in goals if "で終わりましょう" in g]


def test_the_count_of_deals_speaks_as_the_panel_does():
    said = t("algo.ui.worlds", "ja", n=30)
    assert said == "見えている情報に合う配り方は30通り（どれも同じ確率）。"
    assert not ja_style.mixed_voice(said + "「1つ進む」を押してください。")


def test_the_jump_card_is_written_as_it_is_drawn():
    assert "↷" in JA["gramin.error.unknown_card"]
    assert not ja_style.glossary_words(JA["gramin.error.unknown_card"], GLOSSARY)
    trace = run_program("JR", Board.from_ascii("@..."))
    assert trace.frame_text(1, "ja") == (
        "1枚目：ジャンプカードで右へ進み、上から1行目・左から3列目に着いた。")


def test_every_message_of_a_count_in_one_language_only_is_listed():
    """The ids whose Japanese counts from 1 with fields of its own (``{r}``, ``{c}``,
    ``{dir}``) are few, and each gets those fields from its caller."""
    one_sided = [k for k in ids("") if re.search(r"\{(r|c|square|dir)\}", t_raw(k, "ja"))
                 and not re.search(r"\{(r|c|square|dir)\}", t_raw(k, "en"))]
    assert set(one_sided) == {
        "core.term.square", "gramin.error.board.row_length", "gramin.error.board.second_start",
        "gramin.error.board.unknown_square", "gramin.frame.blocked", "gramin.frame.move",
        "gramin.game.frame.blocked", "gramin.game.frame.move", "gramin.term.card_words"}


def t_raw(msg_id: str, lang: str) -> str:
    return texts(msg_id, lang)[msg_id]


def test_t_renders_the_square_in_each_language():
    assert t("core.term.square", "ja", row=0, col=3, r=1, c=4) == "上から1行目・左から4列目"
    assert t("core.term.square", "en", row=0, col=3, r=1, c=4) == "(0, 3)"


# ---- Japanese kept beside the data in Python: the puzzle course and the tsume-algo ---------
def _python_texts() -> dict:
    from gamewidgets.algo.teaching.puzzles import TSUME_PUZZLES
    from gamewidgets.gramin.teaching.course import COURSE_DATA
    texts = {}
    for p in COURSE_DATA:
        texts[f"gramin {p['id']} title"] = p["title"]["ja"]
        for i, hint in enumerate(p.get("hints", ())):
            texts[f"gramin {p['id']} hint {i + 1}"] = hint["ja"]
    for p in TSUME_PUZZLES:
        texts[f"algo {p['id']} title"] = p["title"]["ja"]
    return texts


def test_the_japanese_kept_in_python_follows_the_writing_rules():
    texts = _python_texts()
    assert len(texts) > 50
    bad = {k: found for k, s in texts.items() if (found := findings(s))}
    assert not bad


# ---- the remaining sentences of the review, written by hand -----------------------------
def test_a_deduction_says_what_it_rules_out_as_japanese_does():
    from gamewidgets.algo.engine.inference import ruled_out
    assert ruled_out([0, 6, 7], "ja") == "0・6・7のどれでもない"
    assert ruled_out([6], "ja") == "6ではない"
    assert ruled_out([0, 6, 7], "en") == "not 0, 6 or 7"
    steps = deduce("me: B0 W4 B7 W9; ann: b? w?-5 B6 w?").steps
    assert steps[0].text("ja").endswith(
        "見えている（自分の列と表向き）ので、0・6・7のどれでもない。")
    chain = next(s for s in deduce(TSUME_NEIGHBOURS).steps if s.reason == "propagation")
    assert chain.text("ja") == ("annの左から2枚目は少なくとも白1なので、"
                                "annの左から3枚目（そのすぐ右の黒のカード）は2以上。"
                                "残るのは黒3だけなので、確定。")


TSUME_NEIGHBOURS = "me: W0 B2 W2 W5 B6 B11; ann: B0 w?-0 b?-4 b?-7 B5 W11"


def test_a_first_hit_says_nothing_of_a_streak():
    g = rig(["B1 W3 B8 W10", "B0 W4 B6 W9"], pile="B3 W11", rules=AlgoRules(chips=True))
    g.chips = [400, 400]
    said = {e.kind: e for e in g.attack(1, 0, 0)}
    assert said["hit"].text("ja") == ("当たり！ひなたの左から1枚目は黒0だった。"
                                      "カードを表向きにした。")
    assert said["chips_taken"].text("ja") == "あおいはひなたから10点もらった。"
    assert said["hit"].text("en") == "Yes! ひなた's card 1 is B0 and is turned face up."
    assert said["chips_taken"].text("en") == "あおい takes 10 points from ひなた."
    said = {e.kind: e for e in g.attack(1, 2, 6)}
    assert said["hit"].text("ja").endswith("カードを表向きにした（続けて2回目の当たり）。")
    assert said["hit"].text("en").endswith("(success 2 in a row).")


def test_a_level_pair_game_is_a_draw():
    from gamewidgets.algo.engine.events import AlgoEvent
    from gamewidgets.algo.engine.scoring import is_draw
    assert is_draw([0, 1, 2, 3], 4) and not is_draw([0, 2], 4) and not is_draw([0], 1)
    names = ["あおい", "ひなた", "そら", "けんた"]
    level = AlgoEvent("game_over", {"rounds": 4, "winners": [0, 1, 2, 3],
                                    "winner_names": names, "draw": True}, "algo")
    assert level.text("ja") == "4ラウンドでゲームが終わった。引き分けだった。"
    assert level.text("en") == "The game is over (rounds played: 4): it is a draw."
    won = AlgoEvent("game_over", {"rounds": 4, "winners": [0, 2], "winner_names":
                                  ["あおい", "そら"], "draw": False}, "algo")
    assert won.text("ja") == "4ラウンドでゲームが終わった。勝ち：あおいとそら。"


def test_a_pair_game_that_ends_level_says_so():
    g = AlgoGame(4, seed=0, rules=AlgoRules(mode="pair"))
    g.round_wins = [2, 3, 2, 3]
    g.round = g.rounds
    g._end_round(0)
    over = [e for e in g.events if e.kind == "game_over"]
    assert g.winners == [0, 1, 2, 3] and over[-1].text("ja").endswith("引き分けだった。")


def test_two_choices_say_dochiraka_and_typed_text_is_quoted_in_brackets():
    assert Words(["dig", "steal"], joint="one_of").text("ja") == "digとstealのどちらか"
    assert Words(["0", "2", "4"], joint="one_of").text("ja") == "0、2、4のどれか"
    assert Words(["0"], joint="one_of").text("ja") == "0"
    assert Words(["dig", "steal"], joint="one_of").text("en") == "dig, steal"
    g = GoblinGame(3)
    g.play_turn({0: "rest", 1: "dig", 2: "dig"})
    assert refusal(lambda: g.choose(0, "rest")).text("ja").startswith(
        "ゴブリン1は前のターンに「休む」を選んだので、このターンは選べません。"
        "「掘る」と「奪う」のどちらかを選んでください。")
    assert refusal(lambda: g.choose(1, "fly")).text("ja").startswith(
        "「fly」はアクションではありません。")
    assert refusal(lambda: g.choose(1, "fly")).text("en").startswith("'fly' is not an action")
    from gamewidgets.gramin import Program
    assert refusal(lambda: Program.parse("X R")).text("ja").startswith(
        "1枚目の「X」はカードではありません。")


def test_the_gramin_log_names_cards_in_words():
    from gamewidgets.gramin.engine.cards import cards_words
    assert cards_words("2L", "ja") == "2マスカード（左）"
    # the loop's body in brackets, as English writes "for2( ... )": in a program's words
    # 「…、「…」の2回くりかえし、…」 the cards before and after do not seem repeated
    assert cards_words("for2( 2L U )", "ja") == (
        "「2マスカード（左）・1マスカード（上）」の2回くりかえし")
    assert cards_words("for2( 2L U )", "en") == "for2( ⇐ (dash) ↑ (step) )"
    g = make_gramin(".....\n.....\n..9..\n.....\n.....", [["dash"], []])
    g.rename(["けんた", "ひなた"])
    events = play(g, (3, 5), ["2L", ""])
    assert [e.text("ja") for e in events if e.kind == "action"][0] == \
        "けんたが2マスカード（左）を実行した。"


def test_a_mixed_voice_is_found():
    # the status the algo widget showed after a bot's move (the log's plain past and the
    # requests' です・ます in one box)
    status = ("ボット1がボット2の左から3枚目（黒）に「9」でアタック：当たり！白9だった。"
              "ボット1が引いたカードは、伏せたまま山札にもどった。このラウンドは負けです。"
              "ボット2も脱落しました。ラウンド1はボット1の勝ち。「次のラウンド」で配り直します。")
    assert ja_style.mixed_voice(status) == ["白9だった。",
                                            "ボット1が引いたカードは、伏せたまま山札にもどった。"]
    assert [v for _, v in ja_style.sentence_voices(status)] == \
        ["none", "plain", "plain", "polite", "polite", "none", "polite"]
    # an aside at the end does not decide; a box all plain (a log) or all polite passes
    assert ja_style.sentence_voices("入りました（相手には見えない）。") == \
        [("入りました（相手には見えない）。", "polite")]
    assert ja_style.mixed_voice("山札にもどった。ボット1の勝ち。") == []
    assert ja_style.mixed_voice("得点：0点です。あなで止まりました。") == []


def _student_move(w, rng) -> None:
    """One random legal move of the student (seat 0) through the widget's own methods."""
    action = rng.choice(w.game.legal_actions())
    kind = action["type"]
    if kind == "attack":
        w.attack(action["target"], action["index"], action["number"], action.get("own_index"))
    elif kind == "stay":
        w.stay(action.get("position"))
    elif kind == "place":
        w.place(action["position"])
    elif kind in ("call_toss", "skip_toss"):  # pair play: the attacker asks for a toss or not
        getattr(w, kind)()
    else:
        w.toss(action["index"])


@pytest.mark.parametrize(("n", "mode"), [(2, None), (3, None), (4, None), (4, "pair")])
def test_algo_statuses_of_real_games_speak_in_one_voice(n, mode):
    """Every status line and result box of seeded Japanese games (bots and a student who
    plays at random), composed as the widget composes them, and what a screen reader
    hears with them (the attacks of a bot's turn before the status): です・ます throughout;
    the history list keeps the log's plain past."""
    import random

    from gamewidgets.algo import AlgoWidget

    seen = 0
    for seed in range(int(os.environ.get("GW_JA_VOICE_GAMES", "2"))):
        rules = AlgoRules(mode=mode) if mode else None
        w = AlgoWidget(n_players=n, seed=seed, lang="ja",
                       **({"rules": rules} if rules else {}))
        rng = random.Random(seed)
        heard = 0
        for _ in range(400):
            # what a screen reader hears after a move (js/algo/view.js): the records the
            # status does not tell, then the status
            fresh = [h["said"] for h in w.history[heard:] if h["said"] not in w.status]
            heard = len(w.history)
            said = "".join([*fresh, w.status])
            texts = [w.status, (w.result or {}).get("text", ""), said]
            for text in texts:
                assert ja_style.mixed_voice(text) == [], text
            seen += 1
            if w.phase == "game_over":
                break
            if w.phase == "round_over":
                w.next_round()
            elif w.turn["advance"]:
                w.advance()
            else:
                _student_move(w, rng)
        assert any(h["text"].endswith("た。") for h in w.history)  # the log stays plain
    assert seen > 20


def _whatif_screens(w) -> list[str]:
    """Each goblin's "What if…?" box as the widget composes it (js/goblin/panels.js): the
    hint, the rows' notes, the tunnel line and what "on average" means; and each note's
    tooltip (how an expected value was averaged)."""
    screens = []
    for seat, data in enumerate(w.whatif):
        if not data:
            continue
        hint = t("goblin.ui.whatif_hint", "ja", name=w.game.name(seat))
        notes = [row["note"] for row in data["rows"]]
        screens.append("".join([hint, *notes, data.get("tunnel") or "", data["on_average"]]))
        screens += [row["detail"] for row in data["rows"] if row["detail"]]
    return screens


def test_goblin_what_if_boxes_of_real_games_speak_in_one_voice():
    """The what-if table of seeded Japanese games (a student who plays at random among
    bots): one voice in each box (です・ます); the steps of a turn keep the log's plain past."""
    import random

    from gamewidgets.goblin.widgets import GoblinWidget

    seen = 0
    for seed in range(int(os.environ.get("GW_JA_VOICE_GAMES", "2"))):
        w = GoblinWidget(["あおい", "bot:cooperator", "bot:free_rider", "bot:adaptive"],
                         seed=seed, lang="ja")
        rng = random.Random(seed)
        for _ in range(60):
            if w.game.is_terminal or not w.game.alive[0]:
                break
            action = rng.choice(w.game.legal_actions(0))["action"]
            w.play_turn({0: action})
            if w.stage == "target":  # a steal while several rested: whom to rob
                w.pick_target(0, rng.choice(w.targets))
            for text in _whatif_screens(w):
                assert ja_style.mixed_voice(text) == [], text
                # a change of meat in words (「1個へる」), no negative number or "+1"
                assert not re.search(r"[+−]\d", text), text
                seen += 1
            # the steps of the turn are the log: plain past
            assert any(v == "plain" for f in w.frames
                       for _, v in ja_style.sentence_voices(f["text"]))
    assert seen > 10


def test_gramin_run_summaries_speak_in_one_voice():
    """A run's summary and why it stopped early, shown together under the board: seeded
    random programs on a board with every trap."""
    import random

    board = Board.from_ascii("@.h..\n.w.3.\n..c..\n.5...\n.....")
    for seed in range(int(os.environ.get("GW_JA_VOICE_GAMES", "2")) * 10):
        rng = random.Random(seed)
        program = " ".join(rng.choice(["U", "D", "L", "R", "2R", "2D"]) for _ in range(5))
        summary = run_program(program, board).to_json("ja")["summary"]
        assert ja_style.mixed_voice(summary) == [], summary
        assert "点です。" in summary, summary
    trace = run_program("R R", board).to_json("ja")
    assert trace["summary"] == ("置いたカードは2枚、実行したカードは2枚、進んだマスは2マス、"
                                "得点は0点です。あなで止まりました。")


def test_algo_solo_status_speaks_in_one_voice_and_the_log_stays_plain():
    import random

    from gamewidgets.algo.widgets.solo import AlgoSoloWidget

    seen = 0
    for seed in range(int(os.environ.get("GW_JA_VOICE_GAMES", "2")) * 3):
        w = AlgoSoloWidget(seed=seed, lang="ja")
        rng = random.Random(seed)
        while True:
            assert ja_style.mixed_voice(w.status) == [], w.status
            assert "です" in w.status or "ます" in w.status or "でした" in w.status
            seen += 1
            if w.over:
                break
            w.place(rng.randrange(len(w.row) + 1))
    assert seen > 6
    w = AlgoSoloWidget(seed=3, lang="ja")
    assert w.status.startswith("1人プレーです。4枚を表向きに順番に並べました（")
    # the log keeps the plain past
    assert w.game.events[0].text("ja").startswith("1人プレー：4枚を表向きに順番に並べた：")


def test_a_seat_number_beside_a_name_says_it_is_the_codes_and_modes_are_rules():
    assert ja_style.glossary_words("ゴブリン3（番号2）")
    assert ja_style.glossary_words("{name}（番号{player}）")
    assert ja_style.glossary_words("ゴブリン3（コードでは2）") == []
    assert ja_style.glossary_words("自分で並べるモードでは") == ["モード → ルール"]
    from gamewidgets.goblin.engine.errors import goblins

    assert goblins([0, 1], numbered=True).text("ja") == \
        "ゴブリン1（コードでは0）、ゴブリン2（コードでは1）"


def test_counts_of_cards_are_said_as_a_child_says_them():
    """「1枚中0枚」 read as a test paper's score: the trap toggle says how many are used and
    how many are held, the cost how many count against the die and up to how many."""
    label = t("gramin.game.ui.trap_toggle", "ja", trap=t("gramin.game.term.hole", "ja"))
    assert t("gramin.game.ui.trap_count", "ja", label=label, declared=0, held=1) == (
        "あなのわなカードを使う：0枚（持っているのは1枚）")
    assert t("gramin.game.ui.cost", "ja", cost=2, die=3) == "サイコロで数えるカード：2枚（3枚まで）"
    assert not [k for k, v in texts("gramin.game.", "ja").items() if "枚中" in v]


def test_goblin_says_what_happens_in_a_turn_in_a_childs_words():
    """「処理」 is an adult's word: the resolution is 「ターンのできごと」, the food check
    comes 「掘ったあと」."""
    assert [k for k, v in texts("goblin.", "ja").items() if "処理" in v] == []
    assert t("goblin.ui.resolution", "ja") == "ターンのできごと"
    assert t("goblin.step.food_check", "ja", kind=t("goblin.kind.dig", "ja")) == (
        "掘ったあとの食料チェック：全員まだ肉がある。")


def test_the_course_names_cards_as_they_are_drawn_and_reads_its_kanji():
    """A puzzle's hint names cards as the widget draws them (「→ 1マス」, never the code
    letter R) and chests by what they hold (「あなの入った宝箱」, not 「H の宝箱」); its
    title and hint come from the catalogue and carry the readings of their kanji (段,
    限らない)."""
    from gamewidgets.core import furigana
    from gamewidgets.gramin import course

    code_letter = re.compile(r"(?<![A-Za-z])[RLUDHCJ](?![A-Za-z])")
    with furigana.using("above_grade_4"):
        for lang in ("en", "ja"):
            for p in course(lang):
                hints = [p.hint(k) for k in range(1, len(p.hints) + 1)]
                for text in (p.title_text(), *hints):
                    assert not code_letter.search(text), (p.id, text)
                    assert furigana.unread(text) == [], (p.id, text)
        puzzles = {p.id: p for p in course("ja")}
        assert furigana.plain(puzzles["stairs-of-stairs"].hint(1)) == (
            "1だんは「→ 1マス」2まいと「↓ 1マス」1まい。それが3だんあります。")
        assert "かぎらない" in furigana.plain(puzzles["not-always"].title_text())
        assert furigana.plain(puzzles["hole-chips"].hint(1)).startswith("あなの入ったたからばこ")


def test_no_japanese_sentence_numbers_a_step_inline():
    """A step is not numbered "1." inside Japanese prose (algo's line under the rows says
    まず、次に、最後に)."""
    from gamewidgets.core.i18n import catalogue

    inline = re.compile(r"(?:^|[。、\s])(?:\{i\}|\d+)\. ")
    assert {k: v["ja"] for k, v in catalogue().items() if inline.search(v["ja"])} == {}
    assert t("algo.ui.step_first", "ja", i=1, text="数字を選びます。") == "まず、数字を選びます。"


def test_the_reviews_unclear_words_are_said_as_a_child_reads_them():
    """A column head, a legend, a stepper, a player's state and a goal say what they mean
    in words (not 「よい以上」「点線 = …」「ステップ2/8」「準備OK」「全部（1個）」), and the
    crocodile's chests say they are the ones it ate."""
    from gamewidgets.core.furigana import bare
    from gamewidgets.gramin.teaching.puzzle import Puzzle

    def ja(msg_id, **fields):
        return bare(t(msg_id, "ja", **fields))

    assert ja("core.ui.review.col.accuracy") == "よかった割合"
    assert ja("algo.ui.own_note") == "点線のカードは相手には見えません"
    assert ja("core.ui.step.step_no", i=2, n=8) == ja("gramin.ui.frame", i=2, n=8) \
        == "2ステップ目（全8ステップ）"
    assert ja("gramin.game.ui.built") == "できました"
    assert ja("gramin.game.ui.croc_pile", n=2) == "わにが食べた宝箱：2個"
    assert ja("gramin.game.ui.if_cards", cards="もしもあな") == "もしもカード：もしもあな"
    assert ja("gramin.game.ui.if_cards_room", room=2) == \
        "わなにかかると自動で使います。1枚使うと、置けるカードが1枚減ります（あと2枚）。"
    assert [ja(f"gramin.ui.count.{k}", n=3) for k in ("cards", "squares", "points")] == \
        ["3枚", "3マス", "3点"]
    one = Puzzle("@.3", "R R")
    assert bare(one.describe("ja")) == "宝箱を1個取りましょう。"
    assert bare(Puzzle("@.3.3", "R R R").describe("ja")) == "宝箱を2個全部取りましょう。"


def test_a_goblins_meat_change_is_one_phrase_with_its_name():
    """The turn log says each goblin's meat as 「ゴブリン1：7個→6個」: a line break may come
    between two goblins, never between a name and its numbers (「Benは｜1個→2個」 left the
    name at a line's end in the narrow log)."""
    from gamewidgets.core.phrases import phrases

    game = GoblinGame(3, rules=GoblinRules(tunnel_deck=("meat", "empty", "exit")))
    game.meat = [7, 1, 3]
    said = {s.kind: s.text("ja") for s in game.play_turn({0: "dig", 1: "rest", 2: "rest"})}
    cut = phrases(said["rest"])
    for change in ("ゴブリン2：1個→2個", "ゴブリン3：3個→4個"):
        assert any(change in phrase for phrase in cut), cut
    # a steal says the two changes the same way (「Benは肉3個→2個」 was the only step
    # that wrote 「は肉」)
    game = GoblinGame(3, rules=GoblinRules(tunnel_deck=("meat", "empty", "exit")))
    game.meat = [7, 3, 3]
    steal = next(s.text("ja") for s in game.play_turn({0: "dig", 1: "rest", 2: "steal"})
                 if "奪" in s.text("ja"))
    assert steal.endswith("（ゴブリン2：3個→2個、ゴブリン3：3個→4個）。"), steal
    for change in ("ゴブリン2：3個→2個", "ゴブリン3：3個→4個"):
        assert any(change in phrase for phrase in phrases(steal)), phrases(steal)


def test_the_empty_card_is_one_phrase_in_the_tunnel_step():
    """「めくったのは「何もなし」カード。」 breaks before the card's name, never inside it
    (「「何もなし」｜カード」 left 「カード。」 alone on a line)."""
    from gamewidgets.core.phrases import phrases

    game = GoblinGame(3, rules=GoblinRules(tunnel_deck=("empty", "meat", "exit")))
    said = {s.kind: s.text("ja") for s in game.play_turn({0: "dig", 1: "rest", 2: "rest"})}
    tunnel = next(text for text in said.values() if "何もなし" in text)
    assert any(p.startswith("「何もなし」カード") for p in phrases(tunnel)), phrases(tunnel)
