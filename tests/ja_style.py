"""Checks of Japanese text written for a Japanese class, one function per rule.

Each check takes one string (a catalogue template with ``{placeholders}``, a sentence an
engine rendered, or a lesson's markdown) and returns the places that break its rule as
short excerpts, ``[]`` when there are none. The rules (docs/glossary-ja.toml states the
words they check):

- :func:`halfwidth_punctuation`: next to Japanese, ``! ? ( ) :`` are written full-width
  (``！ ？ （ ） ：``); code keeps its half-width signs (``attack(target, index)``,
  ``for _ in range(3):``, the card ``for3(``, a sign named in 「」 such as 「)」).
- :func:`spaces_in_japanese`: no space between Japanese and Japanese, a number or a
  placeholder (``残り{n}枚``, not ``残り {n} 枚``); a space beside an English word or code
  is allowed (``Python の``).
- :func:`zero_based`: a person is never counted from 0 (``ゴブリン0``, ``0行目``,
  ``プレーヤー0``, ``player 0``, a square written ``(0, 3)``).
- :func:`glossary_words`: one word per thing: none of the glossary's other words.
- :func:`counters`: each counted noun takes its own counter (肉 → 個, カード → 枚, ...).
- :func:`voice`: a game's log line is plain (no です・ます), and nothing asks a child in a
  casual voice (〜してね, 〜しよう).
- :func:`plain_aside`: a note in brackets beside polite sentences is polite too or ends in
  a noun (「（くりかえしカードは数えません）」, not 「（くりかえしカードは数えない）」).
- :func:`halfwidth_percent`: a percent is written ``％`` (full-width) in Japanese.

Markdown is checked as text: code spans, code blocks and link targets are set aside
first (:func:`prose`); :func:`italic_emphasis` finds italics used for emphasis.
"""

from __future__ import annotations

import pathlib
import re
import sys

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

GLOSSARY_FILE = pathlib.Path(__file__).resolve().parents[1] / "docs" / "glossary-ja.toml"

KANA_KANJI = "\u3040-\u309f\u30a0-\u30fa\u30fc-\u30ff\u3400-\u4dbf\u4e00-\u9fff\u3005\u3007"
"""Hiragana, katakana (ー included), kanji, 々 and 〇."""
JA_PUNCT = "\u2026\u3000-\u303f\u30fb\uff01-\uff60"
"""Japanese punctuation: 、。・…「」『』〜 and the full-width signs ！？（）：."""
SLOTS = "\ue000-\ue7ff"
"""Characters a template's ``{placeholders}`` stand as (:func:`template_view`): words."""
OPEN_BRACE, CLOSE_BRACE = "\ue800", "\ue801"
"""What ``{{`` and ``}}`` stand as in a template's view (code signs, not words)."""
_WORD = re.compile(f"[{KANA_KANJI}{SLOTS}]")
_JA = re.compile(f"[{KANA_KANJI}{SLOTS}{JA_PUNCT}]")
_SLOT = re.compile(f"[{SLOTS}]")
_FIELD = re.compile(r"\{\{|\}\}|\{[^{}]*\}")


def is_word(ch: str) -> bool:
    """Whether ``ch`` is kana, kanji or a placeholder of a template's view."""
    return bool(ch) and bool(_WORD.match(ch))


def is_japanese(ch: str) -> bool:
    """Whether ``ch`` is kana, kanji, a placeholder or Japanese punctuation."""
    return bool(ch) and bool(_JA.match(ch))


def template_view(template: str) -> tuple[str, list[str]]:
    """A catalogue template as one character per placeholder.

    Returns
    -------
    (str, list of str)
        The text with the k-th ``{field}`` replaced by the character U+E000 + k (a word
        of the sentence, as the value put there will be) and ``{{`` / ``}}`` by
        :data:`OPEN_BRACE` / :data:`CLOSE_BRACE`; and the placeholders, in order, for
        :func:`from_view`.
    """
    fields: list[str] = []

    def one(m: re.Match) -> str:
        if m.group() == "{{":
            return OPEN_BRACE
        if m.group() == "}}":
            return CLOSE_BRACE
        fields.append(m.group())
        return chr(0xE000 + len(fields) - 1)

    return _FIELD.sub(one, template), fields


def from_view(view: str, fields: list[str]) -> str:
    """The template a :func:`template_view` stands for (after edits of its other text)."""
    out = view.replace(OPEN_BRACE, "{{").replace(CLOSE_BRACE, "}}")
    return _SLOT.sub(lambda m: fields[ord(m.group()) - 0xE000], out)


def _shown(view: str, i: int, j: int) -> str:
    """An excerpt around ``view[i:j]``, placeholders shown as ``{…}``."""
    part = view[max(0, i - 6):j + 6].replace("\n", " ")
    part = part.replace(OPEN_BRACE, "{").replace(CLOSE_BRACE, "}")
    return _SLOT.sub("{…}", part)


def _no_code(markdown: str) -> str:
    """``markdown`` with each code block a blank line and each code span the word
    ``code`` (so the spaces around a span read as spaces beside an English word)."""
    text = re.sub(r"```.*?```", "\n", markdown, flags=re.S)
    return re.sub(r"`[^`\n]*`", "code", text)


def prose(markdown: str) -> str:
    """The prose of a markdown cell: code blocks, code spans (:func:`_no_code`), HTML tags
    and link targets set aside (they are code, not sentences), and the marks of bold text
    taken away (``**`` or ``<strong>``; 「**大事** です」 has a space inside Japanese);
    a word's ``<ruby>`` reads as the word."""
    text = re.sub(r"\]\([^)\s]*\)", "]", _no_code(markdown))
    # a word's furigana is not prose: 「<ruby>伏<rt>ふ</rt></ruby>せた」 reads 「伏せた」
    text = re.sub(r"<(rt|rp)>[^<]*</\1>|</?(ruby|strong|em)>", "", text)
    text = re.sub(r"<[^>\n]+>", " ", text)
    return re.sub(r"\*\*|__", "", text)


def italic_emphasis(markdown: str) -> list[str]:
    """Italics for emphasis around Japanese in markdown (``*大事*``, ``_大事_``): Japanese
    has no italics, so emphasis is bold or 「」. Code is set aside first."""
    text = re.sub(r"\*\*|__", "", _no_code(markdown))
    return [_shown(text, m.start(), m.end())
            for m in re.finditer(r"(?<![A-Za-z0-9_*])([*_])([^*_\n]+)\1(?![A-Za-z0-9_*])", text)
            if any(is_word(c) for c in m.group(2))]


def _quoted_sign(text: str, i: int) -> bool:
    """A sign named in Japanese quotes, or code quoted there: 「)」, 「:」, 「for3(」,
    「for _ in range(3):」, a loop card's face 「3×(」 (no Japanese word inside, and an
    English letter, a ×, or no letter or number at all; 「5?」 and 「{number}?」 are
    speech, and so is a lone 「?」 or 「!」: no code is written with it alone, so it
    names the mark a child sees, 「？」)."""
    left = text.rfind("「", 0, i + 1)
    right = text.find("」", i)
    if left < 0 or right < 0 or text.find("」", left, i) >= 0:
        return False
    inner = text[left + 1:right]
    if inner.strip() in ("?", "!"):
        return False
    if any(is_word(c) and not _SLOT.match(c) for c in inner):
        return False
    return any(c.isascii() and c.isalpha() or c == "×" for c in inner) \
        or not any(c.isalnum() or _SLOT.match(c) for c in inner)


def _pairs(text: str) -> tuple[list[tuple[int, int]], list[int]]:
    """Matched half-width parentheses ``(i, j)`` and the positions of unmatched ones."""
    stack, pairs, lone = [], [], []
    for i, ch in enumerate(text):
        if ch == "(":
            stack.append(i)
        elif ch == ")":
            if stack:
                pairs.append((stack.pop(), i))
            else:
                lone.append(i)
    return pairs, lone + stack


_CODE_STRING = re.compile(r"'[^'\n。、「」]*'|\"[^\"\n。、「」]*\"")
"""A string literal of code (``'掘る'``, ``"あおい 2 = 7"``): its text is code's, not
the sentence's, so its Japanese makes no sign around it Japanese punctuation."""
_ITEM = r"[^\s「」。、:;=]+(?: \d+ = [BWbw]?\d+|: [\x21-\x3a\x3c-\x7e ]+)"
_VIEW_ROW = re.compile(rf"「{_ITEM}(?:; {_ITEM})*」")
"""What a child types for algo, quoted as code: a view's row 「あおい: B3 w?」 (a name,
``:``, cards) or an answer 「あおい 2 = 7; けんた 1 = 0」 (a name, a position, ``=``, a
number)."""


def _code_masked(view: str) -> str:
    """``view`` with the text of code string literals and quoted view rows replaced by
    ``x`` (same length, so positions still point into ``view``)."""
    def mask(m):
        return m.group(0)[0] + re.sub(r"[^:]", "x", m.group(0)[1:-1]) + m.group(0)[-1]
    return _VIEW_ROW.sub(mask, _CODE_STRING.sub(mask, view))


def halfwidth_spans(view: str) -> list[tuple[int, int]]:
    """Where :func:`halfwidth_punctuation` finds a sign: ``(i, j)``, a lone sign
    ``(i, i)`` or a pair of parentheses ``view[i]`` ... ``view[j]``. Japanese inside a
    code string (``('奪う', 1)``) or a quoted view row (「あおい: B3 w?」) is code."""
    view = _code_masked(view)
    found = []
    for i, ch in enumerate(view):
        if ch not in "!?:" or _quoted_sign(view, i):
            continue
        before = view[i - 1] if i else ""
        after = view[i + 1] if i + 1 < len(view) else ""
        nxt = view[i + 1:].lstrip(" ")[:1]
        if ch in "!?":
            if before == "!" or after == "=":
                continue
            code = before.isascii() and (before.isalpha() or before in "_'\")]")
            if (is_japanese(before) or is_japanese(after)) and not (code and not is_word(nxt)):
                found.append((i, i))
        elif (is_word(before) and not (_SLOT.match(before) and not is_word(nxt))) \
                or before in "」）" or (is_word(nxt) and before not in "'\""):
            found.append((i, i))
    pairs, lone = _pairs(view)
    for i, j in pairs:
        if _quoted_sign(view, i) and _quoted_sign(view, j):
            continue
        inner = view[i + 1:j]
        if any(is_word(c) and not _SLOT.match(c) for c in inner) \
                or (i and is_word(view[i - 1]) and not _SLOT.match(view[i - 1])):
            found.append((i, j))
    for i in lone:
        if not _quoted_sign(view, i) and i and is_word(view[i - 1]) \
                and not _SLOT.match(view[i - 1]):
            found.append((i, i))
    return sorted(found)


def halfwidth_punctuation(text: str, template: bool = False) -> list[str]:
    """Half-width ``! ? ( ) :`` written as Japanese punctuation.

    - ``!`` / ``?`` next to Japanese (``クリア!``, 「{number}?」); after an English
      letter it is code (``b?``, ``w?``) unless a Japanese word follows.
    - ``( ... )`` holding Japanese words, or opened right after one (``ボット(``).
    - ``:`` after a Japanese word or closing bracket (``ヒント:``), or followed by a
      Japanese word (``{name}: 肉``); ``'type': 'x'`` and 「for _ in range(3):」 are code.

    Parameters
    ----------
    text : str
    template : bool
        ``text`` is a catalogue template: a placeholder reads as a word when Japanese
        stands beside it (:func:`template_view`).

    Returns
    -------
    list of str
        One excerpt per sign (or pair) that should be full-width.
    """
    view = template_view(text)[0] if template else text
    return [_shown(view, i, j + 1) for i, j in halfwidth_spans(view)]


def space_spans(view: str) -> list[tuple[int, int]]:
    """Where :func:`spaces_in_japanese` finds a space: ``view[i:j]``; code's strings and
    quoted algo input (「あおい 2 = 7」) keep theirs."""
    view = _code_masked(view)
    found = []
    for m in re.finditer(r"[ \u3000]+", view):
        i, j = m.start(), m.end()
        left = view[i - 1] if i else ""
        right = view[j] if j < len(view) else ""
        if not left or not right or "\n" in (left, right):
            continue
        left_ja, right_ja = is_japanese(left), is_japanese(right)
        left_num = left.isdigit() or bool(_SLOT.match(left))
        right_num = right.isdigit() or bool(_SLOT.match(right))
        if (view[i] == "\u3000" and (left_ja or right_ja)) \
                or (left_ja and not _SLOT.match(left) and (right_ja or right_num)) \
                or (right_ja and not _SLOT.match(right) and left_num):
            found.append((i, j))
    return found


def spaces_in_japanese(text: str, template: bool = False) -> list[str]:
    """Spaces between Japanese and Japanese, a number or a placeholder.

    A space is wrong when Japanese (a word or punctuation) stands on one side and
    Japanese, a digit or a placeholder on the other: ``ターン {n}``, ``{n} 枚``,
    ``掘る・休む・奪う のどれか``. A space next to an English word or code is allowed
    (``Python の``, ``w.reveal() を``), and so is one between two placeholders.
    """
    view = template_view(text)[0] if template else text
    return [_shown(view, i, j) for i, j in space_spans(view)]


ZERO_BASED = [
    re.compile(r"(?:ゴブリン|プレーヤー|ボット|探検隊)\s*0(?![\d.])"),
    re.compile(r"(?<![\d.])0\s*(?:行目|列目|枚目|番目|回目|人目|ステップ目|ターン目)"),
    re.compile(r"(?<![\w=])player\s+\d"),
    re.compile(r"\(\s*\d+\s*,\s*\d+\s*\)"),
]
"""A person counted from 0, or a square written as the code's ``(row, col)``."""


def zero_based(text: str) -> list[str]:
    """Numbers a person reads that count from 0: ``ゴブリン0``, ``0行目``, ``0枚目``,
    ``player 0`` (the code's index said as a name), a square ``(0, 3)``.

    Meant for sentences a person reads (a rendered message, a lesson's prose). The code's
    own index written as code, ``player=0`` or ``index 0``, is not a count and passes:
    where it is said, it is explained (「コードでは0から数えるので、ゴブリン1は0」).
    """
    return [_shown(text, m.start(), m.end()) for rx in ZERO_BASED for m in rx.finditer(text)]


def load_glossary(path: pathlib.Path = GLOSSARY_FILE) -> dict:
    """The glossary: ``{"term": {concept: {"ja", "en", "not", "why"}},
    "counter": {noun: {"counter", "not"}}}``."""
    return tomllib.loads(path.read_text(encoding="utf-8"))


def glossary_words(text: str, glossary: dict | None = None) -> list[str]:
    """Other words for a glossary concept: each ``not`` word of a ``[term.*]`` table that
    occurs in ``text`` (as ``"<word> → <the one term>"``)."""
    glossary = glossary or load_glossary()
    found = []
    for entry in glossary["term"].values():
        for word in entry.get("not", ()):
            if re.search(word, text):
                found.append(f"{word} → {entry['ja']}")
    return found


_NUMBER = r"(?:\d+|\{\w*\}|〇)"


def counters(text: str, glossary: dict | None = None, template: bool = False) -> list[str]:
    """A counted noun with another counter, or with none: ``肉3つ`` (肉 takes 個),
    ``肉は 5`` (no counter), ``3つの星``.

    A noun is checked where a number follows it (``肉3個``, ``肉は5個``) or comes before
    it with の (``3個の肉``). In a template a placeholder counts as a number, except the
    fields the glossary says carry their own counter (``spoken_fields``).
    """
    glossary = glossary or load_glossary()
    spoken = set(glossary.get("spoken_fields", ()))
    if template:
        text = re.sub(r"\{(\w*)\}", lambda m: "〇" if m.group(1) in spoken else m.group(), text)
    found = []
    for noun, rule in glossary["counter"].items():
        after = re.compile(rf"{noun}(?:は|が|も)?\s*({_NUMBER})\s*")
        for m in after.finditer(text):
            if m.group(1) == "〇":
                continue
            tail = text[m.end():]
            bare = not tail or tail[0] in "→、。）)・/" or tail[0].isspace()
            if bare or any(tail.startswith(c) for c in rule.get("not", [])):
                found.append(_shown(text, m.start(), m.end()))
        before = re.compile(rf"({_NUMBER})\s*(\w)の{noun}")
        for m in before.finditer(text):
            if m.group(1) != "〇" and m.group(2) in rule.get("not", []):
                found.append(_shown(text, m.start(), m.end()))
    return found


LOG_IDS = re.compile(r"\.event\.(?!.*_polite$)|^goblin\.step\.|^goblin\.result\."
                     r"|^gramin\.(?:python\.|game\.)?frame\.")
"""Catalogue ids of a game's log lines: an event, a step of a turn, a result, a step of a
program's run (an event's ``_polite`` form is the same event as a status line says it)."""
POLITE = re.compile(r"(?:ます|ました|です|でした|ません|ましょう)[。！？）]?$"
                    r"|(?:ます|ました|です|でした|ません)[。！？]")
"""A polite sentence ending."""
CASUAL = re.compile(r"てね[。！、]|ないでね|(?<!ま)(?:[こごそとのぼもろよ]う|おう)[。！]"
                    r"|かな[？?]|を(?:クリック|タップ|押す|おす)[。！]")
"""What a lesson or a game asks of a child in the plain or the chummy voice:
「渡してね」, 「取ろう。」, 「ようにしよう。」, 「できるかな？」, a bare 「…をクリック。」
(「取りましょう」「できますか？」「クリックしてください。」 are polite)."""


def voice(text: str, msg_id: str = "") -> list[str]:
    """Sentences in the wrong voice (docs/glossary-ja.toml, Writing): a log line
    (:data:`LOG_IDS`) that is polite, or anything that asks the child in a casual voice
    (:data:`CASUAL`). ``msg_id`` is the catalogue id (``""`` for a lesson's prose, which
    only the casual check concerns); a title (``*.title``) may be a plain call to play."""
    if msg_id.endswith(".title"):
        return []
    found = [_shown(text, m.start(), m.end()) for m in CASUAL.finditer(text)]
    if LOG_IDS.search(msg_id):
        found += [_shown(text, m.start(), m.end()) for m in POLITE.finditer(text)]
    return found


_ASIDE = re.compile(r"（[^（）]*）$")
_POLITE_END = re.compile(r"(?:ます|ました|です|でした|ません|ましょう|ください|でしょう)$")
_PLAIN_END = re.compile(r"(?:た|だ|ない|[うくすつぬむるぐぶ])$")


def sentence_voices(text: str) -> list[tuple[str, str]]:
    """Each sentence of ``text`` with its voice: ``"polite"`` (です・ます, a request),
    ``"plain"`` (a plain verb or adjective: 〜た, 〜だ, 〜ない, 〜る) or ``"none"`` (a
    sentence ending in a noun: 「はずれ。」, 「勝ち：ボット1。」). A bracketed aside at a
    sentence's end (「…入りました（相手には見えません）。」) does not decide it."""
    out = []
    for sentence in re.split(r"(?<=[。！？])", text):
        end = sentence.strip().rstrip("。！？")
        while _ASIDE.search(end):
            end = _ASIDE.sub("", end)
        end = end.rstrip("」』")
        if not end:
            continue
        voice_ = "polite" if _POLITE_END.search(end) else \
            "plain" if _PLAIN_END.search(end) else "none"
        out.append((sentence.strip(), voice_))
    return out


def mixed_voice(text: str) -> list[str]:
    """The plain sentences of a text composed for one screen (a status box) that also
    has polite ones: a box the child reads speaks in one voice (です・ます), the plain past
    being the log's (docs/glossary-ja.toml, Writing)."""
    voices = sentence_voices(text)
    if not any(v == "polite" for _, v in voices):
        return []
    return [s for s, v in voices if v == "plain"]


def halfwidth_percent(text: str, template: bool = False) -> list[str]:
    """A half-width ``%`` in Japanese: one sign for a percent, the full-width ``％``
    (「60％」, 「ありうる数字と％」), as the lessons and every message write it. Code keeps its
    ``%`` (a lesson's code spans, a template's ``{p:.0%}`` inside its placeholder).

    Returns
    -------
    list of str
        One excerpt per ``%``.
    """
    view = template_view(text)[0] if template else text
    return [_shown(view, m.start(), m.end()) for m in re.finditer("%", view)]


def plain_aside(text: str, msg_id: str = "") -> list[str]:
    """A note in brackets that ends in the plain voice (「（くりかえしカードは数えない）」,
    「（わなにかかったら自動で使う）」) beside the polite sentences a child reads: such a
    note is polite too (「（くりかえしカードは数えません）」) or ends in a noun
    (「（伏せたまま）」). Checked in the catalogue (``msg_id``): in a message that is polite
    or a label (its words end in a noun: 「サイコロ：{n}枚まで」), not in one that speaks
    plainly (a log line, 「{n}はありうる」), whose notes are plain too. A lesson's notes
    inside a sentence gloss a word (「確定している（数字が1つに決まった）カード」).

    Returns
    -------
    list of str
        One excerpt per such note.
    """
    if not msg_id or LOG_IDS.search(msg_id):
        return []
    # a word's reading (\u2062掘（ほ）\u2063, shown as ruby) is no note
    text = re.sub("\u2062([^\u2062\u2063（]+)（[^）\u2062\u2063]+）\u2063", r"\1", text)
    if any(v == "plain" for _, v in sentence_voices(text)):
        return []
    found = []
    for m in re.finditer(r"（([^（）]*)）", text):
        note = m.group(1).rstrip("。！？")
        # a count ends in a counter, not a verb (「（全{n}つ）」)
        if (_PLAIN_END.search(note) and not _POLITE_END.search(note)
                and not re.search(rf"(?:\d|[{SLOTS}]|\{{\w*\}})つ$", note)):
            found.append(_shown(text, m.start(), m.end()))
    return found


CHECKS = {
    "halfwidth_percent": halfwidth_percent,
    "plain_aside": plain_aside,
    "halfwidth_punctuation": halfwidth_punctuation,
    "spaces_in_japanese": spaces_in_japanese,
    "zero_based": zero_based,
    "glossary_words": glossary_words,
    "counters": counters,
    "voice": voice,
}
"""Every check by name, for reports that run them all."""


def refusal(call) -> Exception:
    """The exception ``call()`` raises (the refusal whose message a test reads)."""
    try:
        call()
    except Exception as exc:  # noqa: BLE001 - the refusal is what is checked
        return exc
    raise AssertionError("the call was not refused")
