"""algo's catalogue entries for views, deductions and exercises (English and Japanese).

Japanese uses the game's own terms (アルゴ, 白, 黒, 山札, アタック, 表向き).
"""

from __future__ import annotations

from gamewidgets.core.errors import GameError
from gamewidgets.core.i18n import register, t


class ViewError(GameError, ValueError):
    """A malformed or inconsistent :class:`~gamewidgets.algo.view.AlgoView`.

    Also a ``ValueError``; the message names the token and the reason
    (``.fields["token"]``).
    """

    def __init__(self, message_id: str, lang: str = "en", **fields):
        super().__init__(message_id, lang, **fields)

    @property
    def message(self) -> str:
        """The message in ``self.lang``."""
        return self.text(self.lang)

    def text(self, lang: str) -> str:
        """The message in ``lang``; a :class:`Phrase` field is worded in ``lang`` too."""
        fields = {k: v.text(lang) if isinstance(v, Phrase) else v
                  for k, v in self.fields.items()}
        return t(self.message_id, lang, **fields)


class Phrase:
    """A message field worded when the message is: ``Phrase(lambda lang: ...)``, so that
    a sentence built from parts (a slot's name, a reason) reads in one language."""

    def __init__(self, make):
        self.make = make

    def text(self, lang: str) -> str:
        """The phrase in ``lang``."""
        return self.make(lang)

    def __str__(self) -> str:
        return self.make("en")


class SlotLookupError(GameError, LookupError):
    """A row or card position that a :class:`~gamewidgets.algo.deduction.Deduction` does
    not have; ``str()`` is the sentence itself (KeyError would quote it)."""

    def __str__(self) -> str:
        return self.message


class RowNotFoundError(SlotLookupError, KeyError):
    """The row is the viewer's own or not in the view (also a ``KeyError``)."""


class IndexOutOfRowError(SlotLookupError, IndexError):
    """The 0-based index is not a position of the row (also an ``IndexError``)."""


MESSAGES = {
    # lookups in a Deduction (0-based API indices, worded with 1-based positions too)
    "algo.deduce.error.row": {
        "en": "There is no deduction for the row '{row}': ask about {rows} (your own row "
              "'me' has nothing hidden from you).",
        "ja": "列「{row}」の推理はありません。調べられる列は {rows} です(自分の列 'me' には"
              "隠れたカードはありません)。",
    },
    "algo.deduce.error.index": {
        "en": "index={index} is not a card of {row}'s row: {row} has {count} cards, and "
              "Python indices count from 0, so use index 0 (the 1st card, leftmost) to "
              "{last} (the {ordinal} card).",
        "ja": "index={index} は{row}の列のカードではありません。{row}のカードは{count}枚で、"
              "Python の index は0から数えるので、0(左から1枚目)から {last}(左から{count}枚目)"
              "を使います。",
    },
    # view errors (rules/algo.md sections 2, 8)
    "algo.view.error.token": {
        "en": "'{token}' is not a card: write B3 or W11 for a known card, b? or w? for a "
              "hidden one, b?-7-9 for a hidden one failed attacks showed is not 7 or 9.",
        "ja": "「{token}」はカードではありません。見えているカードは B3・W11、伏せたカードは "
              "b?・w?、アタックが外れた数があれば b?-7-9 のように書きます。",
    },
    "algo.view.error.number": {
        "en": "'{token}': {number} is not a card number; numbers are 0 to 11.",
        "ja": "「{token}」: {number} はカードの数ではありません。数は0から11です。",
    },
    "algo.view.error.part": {
        "en": "'{token}' has no 'name:': write each row as 'name: tokens', rows separated by ';'.",
        "ja": "「{token}」に「名前:」がありません。各列は「名前: カード…」と書き、「;」で区切ります。",
    },
    "algo.view.error.name": {
        "en": "{token} is not a row name: use text without ':' or ';' (not 'deck' or 'drawn').",
        "ja": "{token} は列の名前にできません。「:」「;」を含まない名前にしましょう"
              "(deck と drawn は使えません)。",
    },
    "algo.view.error.repeated": {
        "en": "'{token}' appears twice: each row, 'deck' and 'drawn' may be given once.",
        "ja": "「{token}」が2回あります。各列と deck・drawn は1回ずつです。",
    },
    "algo.view.error.no_me": {
        "en": "There is no row '{token}': the view needs the viewer's own row.",
        "ja": "「{token}」の列がありません。自分の列が必要です。",
    },
    "algo.view.error.me_hidden": {
        "en": "'{token}' is hidden, but the row '{me}' is your own: you know all its numbers.",
        "ja": "「{token}」は伏せたカードですが、「{me}」は自分の列なので数はすべて分かっています。",
    },
    "algo.view.error.duplicate": {
        "en": "'{token}' in row '{row}' is already in '{other}': each card exists once.",
        "ja": "「{row}」の「{token}」はすでに「{other}」にあります。同じカードは1枚だけです。",
    },
    "algo.view.error.unsorted": {
        "en": "'{token}' in row '{row}' comes after '{before}' but is smaller: rows are "
              "sorted, smaller on the left, black before white on equal numbers.",
        "ja": "「{row}」の「{token}」は「{before}」より右にあるのに小さいです。列は小さい順に左から、"
              "同じ数なら黒が先です。",
    },
    "algo.view.error.empty_slot": {
        "en": "'{token}' ({row}'s card {position}) cannot be any card: every number is seen, "
              "ruled out by a failed attack, or out of order with its neighbours.",
        "ja": "「{token}」({row}の左から{position}枚目)に入るカードがありません。どの数も、見えている・"
              "アタックで外れた・となりとの順番に合わない、のどれかです。",
    },
    "algo.view.error.deck_value": {
        "en": "'deck: {token}': the pile size is a whole number 0 or more.",
        "ja": "「deck: {token}」: 山札の枚数は0以上の整数です。",
    },
    "algo.view.error.deck": {
        "en": "'deck: {token}' is too large: only {rest} unseen cards are not in a row.",
        "ja": "「deck: {token}」は多すぎます。列にない見えないカードは{rest}枚だけです。",
    },
    "algo.view.error.drawn": {
        "en": "'drawn: {token}': the drawn card is one known card such as W5.",
        "ja": "「drawn: {token}」: 引いたカードは W5 のように1枚の見えているカードで書きます。",
    },
    "algo.view.error.no_world": {
        "en": "No deal of the unseen cards fits this view: {reason}",
        "ja": "このビューに合うカードの配り方はありません: {reason}",
    },
    "algo.view.error.no_world_slot": {
        "en": "{slot} has no number left.",
        "ja": "{slot}に入る数が残っていません。",
    },
    "algo.view.error.no_world_joint": {
        "en": "each hidden card alone still has candidates, but no choice of numbers "
              "satisfies the colours, the order of every row and the failed attacks at once.",
        "ja": "伏せたカード1枚ずつなら候補は残っていますが、色・各列の並び順・はずれたアタックを"
              "全部同時に満たす数の組み合わせはありません。",
    },
    "algo.view.error.no_world_count": {
        "en": "{slots} need more {color} cards than fit.",
        "ja": "{slots}に必要な{color}のカードが足りません。",
    },
    # words used in sentences
    "algo.term.black": {"en": "black", "ja": "黒"},
    "algo.term.white": {"en": "white", "ja": "白"},
    "algo.term.or": {"en": " or ", "ja": "・"},
    "algo.term.and": {"en": " and ", "ja": "と"},
    "algo.term.your": {"en": "your", "ja": "あなた"},
    "algo.term.slot": {"en": "{owner}'s {ordinal} card", "ja": "{owner}の左から{position}枚目"},
    "algo.term.your_slot": {"en": "your {ordinal} card", "ja": "あなたの左から{position}枚目"},
    "algo.term.seen.me": {"en": "in your row", "ja": "自分の列"},
    "algo.term.seen.drawn": {"en": "your drawn card", "ja": "自分が引いたカード"},
    "algo.term.seen.face_up": {"en": "face up", "ja": "表向き"},
    # inferences (rules/algo.md section 8)
    "algo.step.seen": {
        "en": "{slot} is {color}; {cards} can be seen ({where}), so it is not {numbers}.",
        "ja": "{slot}は{color}のカード。{cards}は見えている({where})ので、{numbers}ではない。",
    },
    "algo.step.failed_guess": {
        "en": "{slot} was attacked with {named} and the answer was no, so it is not {numbers}.",
        "ja": "{slot}は{named}でアタックされて外れたので、{numbers}ではない。",
    },
    "algo.step.order_between": {
        "en": "{slot} is {color} and lies between {left} and {right}, so it is {range}.",
        "ja": "{slot}は{color}で、{left}と{right}の間にあるので、{range}。",
    },
    "algo.step.order_left": {
        "en": "{slot} is {color} and lies right of {left}, so it is {range}.",
        "ja": "{slot}は{color}で、{left}より右にあるので、{range}。",
    },
    "algo.step.order_right": {
        "en": "{slot} is {color} and lies left of {right}, so it is {range}.",
        "ja": "{slot}は{color}で、{right}より左にあるので、{range}。",
    },
    "algo.step.propagation_left": {
        "en": "{slot} is {color} and lies right of {other}, which is at least {bound}, so it "
              "is {range}.",
        "ja": "{slot}は{color}で、{other}(少なくとも{bound})より右にあるので、{range}。",
    },
    "algo.step.propagation_right": {
        "en": "{slot} is {color} and lies left of {other}, which is at most {bound}, so it "
              "is {range}.",
        "ja": "{slot}は{color}で、{other}(大きくても{bound})より左にあるので、{range}。",
    },
    "algo.range.low": {"en": "at least {low}", "ja": "{low}以上"},
    "algo.range.high": {"en": "at most {high}", "ja": "{high}以下"},
    "algo.range.between": {"en": "at least {low} and at most {high}", "ja": "{low}以上{high}以下"},
    "algo.range.exact": {"en": "exactly {low}", "ja": "ちょうど{low}"},
    "algo.step.certain": {
        "en": "Only {card} is left: it is certain.",
        "ja": "残るのは{card}だけなので、確定。",
    },
    "algo.step.counting_one": {
        "en": "{slots} can only be {cards}, so no other {color} card is {numbers}: {slot} "
              "is not {numbers}.",
        "ja": "{slots}は{cards}しかありえないので、ほかの{color}のカードは{numbers}ではない。"
              "だから{slot}は{numbers}ではない。",
    },
    "algo.step.counting": {
        "en": "{slots} are {count} {color} cards with only {count} numbers left between them "
              "({numbers}), so they use up those numbers: {slot} is not {eliminated}.",
        "ja": "{slots}の{count}枚の{color}のカードには{numbers}の{count}個の数しか残っていないので、"
              "その数は全部そこで使われる。だから{slot}は{eliminated}ではない。",
    },
    # exercises
    "algo.check.candidates_ok": {
        "en": "Correct! {slot} can be {numbers}.",
        "ja": "正解!{slot}は{numbers}のどれかです。",
    },
    "algo.check.missing": {
        "en": "Still possible: {numbers}.",
        "ja": "まだありうる数: {numbers}。",
    },
    "algo.check.extra": {
        "en": "{number} is impossible ({reason}).",
        "ja": "{number}はありえません({reason})。",
    },
    "algo.check.certain_ok": {
        "en": "Correct! The certain cards: {cards}.",
        "ja": "正解!確定しているカード: {cards}。",
    },
    "algo.check.certain_none_ok": {
        "en": "Correct! No hidden card is certain yet.",
        "ja": "正解!確定している伏せたカードはまだありません。",
    },
    "algo.check.certain_no": {
        "en": "Not yet.",
        "ja": "もう少し。",
    },
    "algo.check.certain_missing": {
        "en": "{count} certain card(s) not named yet.",
        "ja": "まだ挙げていない確定カードが{count}枚あります。",
    },
    "algo.check.certain_right": {
        "en": "Right so far: {cards}.",
        "ja": "ここまでは正しい: {cards}。",
    },
    "algo.check.certain_impossible": {
        "en": "{slot} cannot be {number}.",
        "ja": "{slot}は{number}ではありえません。",
    },
    "algo.check.certain_not_yet": {
        "en": "{slot} could be {number}, but it is not certain yet.",
        "ja": "{slot}は{number}かもしれませんが、まだ確定していません。",
    },
    "algo.check.certain_face_up": {
        "en": "{slot} is face up ({card}): name only face-down cards.",
        "ja": "{slot}は表向き({card})です。伏せたカードだけを挙げてください。",
    },
    "algo.check.hint": {"en": "Hint: {hint}", "ja": "ヒント: {hint}"},
    "algo.check.bad_answer": {
        "en": "Not an answer yet: {error}",
        "ja": "まだ答えになっていません: {error}",
    },
    "algo.check.bad_number": {
        "en": "'{token}' is not a number 0..11: give whole numbers, e.g. [1, 2, 3], 5 or "
              "'1 2 3'.",
        "ja": "「{token}」は0から11の数ではありません。整数で答えます(例: [1, 2, 3]、5、'1 2 3')。",
    },
    "algo.check.bad_card_number": {
        "en": "'{token}' is not a number 0..11: write e.g. ('ann', 2, 7) or 'ann 2 = 7'.",
        "ja": "「{token}」は0から11の数ではありません(例: ('ann', 2, 7) または 'ann 2 = 7')。",
    },
    "algo.check.bad_card": {
        "en": "'{token}': write 'row position = number' for each card, e.g. "
              "'ann 2 = 7; bob 1 = 0' (positions count from 1 on the left).",
        "ja": "「{token}」: カードごとに「列 位置 = 数」と書きます(例: 'ann 2 = 7; bob 1 = 0'。"
              "位置は左から1, 2, …と数えます)。",
    },
    "algo.check.bad_color": {
        "en": "{slot} is {color}, so it cannot be {token}: write the number alone "
              "('{row} {position} = {number}') or with its colour.",
        "ja": "{slot}は{color}なので{token}ではありません。数だけ('{row} {position} = {number}')"
              "か、正しい色をつけて書きます。",
    },
    "algo.check.bad_slot": {
        "en": "'{row}' position {position} is not a card of another player "
              "(rows: {rows}; positions count from 1 on the left).",
        "ja": "「{row}」の{position}枚目はほかのプレーヤーのカードではありません"
              "(列: {rows}。位置は左から1, 2, …と数えます)。",
    },
    "algo.reason.seen": {"en": "that card can be seen", "ja": "そのカードは見えている"},
    "algo.reason.failed_guess": {"en": "a failed attack", "ja": "アタックが外れた"},
    "algo.reason.order": {"en": "the order rule", "ja": "並びの順番"},
    "algo.reason.propagation": {"en": "the order of its hidden neighbours",
                                "ja": "となりの伏せたカードとの順番"},
    "algo.reason.counting": {"en": "counting: those numbers are used up by other cards",
                             "ja": "数え上げ: その数はほかのカードで使われる"},
    "algo.reason.no_world": {"en": "no deal of the unseen cards gives it",
                             "ja": "どの配り方でもそうならない"},
}

register(MESSAGES)
