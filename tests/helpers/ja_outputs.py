"""What a Japanese lesson may not show when it runs: English sentences of the message
catalogue, and Japanese printed spaced or punctuated as English.

A cell's outputs are read (streams and the ``text/*`` parts of results) for an English
sentence of the catalogue, such as a deduction step, an event, a checker's verdict or an
error made with ``lang="en"``; and each line it printed for the writing rules of
tests/ja_style.py: no space between Japanese and Japanese, a number or a counter
(``print("肉：", 3)`` prints 「肉： 3」; ``sep=""`` or an f-string does not), no half-width
``!?():`` or comma next to Japanese; no kanji above 小4 printed (plain text writes such a
word in kana), or shown in HTML (a table of results, a verdict) outside a ``<ruby>``; no
reading printed in brackets (漢字（かんじ）); no reading's invisible
marks shown as code (``\\u2062``: a list of catalogue texts printed as a list).
tests/test_install.py checks every cell of the Japanese lessons' one run with
:func:`cell_problems`; the checkout's conftest.py does the same while nbval runs them
(``pytest notebooks/ja``); tests/test_ja_lessons.py tests the detectors.
"""

from __future__ import annotations

import functools
import importlib
import importlib.util
import pathlib
import pkgutil
import re
import string

# A catalogue fragment counts as English prose when it has this many words: labels such
# as "dig" or "Run" are also code ids, which the Japanese lessons print too.
MIN_WORDS = 2
_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*[A-Za-z]")
_PUNCTUATION = ".,;:!?()\"'“”"


def _trim(parts: list[str]) -> list[str]:
    """``parts`` without empty parts at either end, and without spaces at either end."""
    while not parts[0].strip():
        parts = parts[1:]
    while not parts[-1].strip():
        parts = parts[:-1]
    parts = list(parts)
    parts[0], parts[-1] = parts[0].lstrip(), parts[-1].rstrip()
    return parts


def _words(piece: str) -> int:
    return sum(bool(_WORD.fullmatch(token.strip(_PUNCTUATION))) for token in piece.split())


@functools.cache
def english_patterns() -> tuple[re.Pattern, ...]:
    """One pattern per English catalogue message, its placeholders matching any text.

    Returns
    -------
    tuple of re.Pattern
        For every message whose English text has at least :data:`MIN_WORDS` words
        outside its placeholders (``"{slot} is not {number}."`` matches
        ``"ann's 2nd card is not 5."``), except texts that would also match a Japanese
        one (code shared by both, such as ``0: 'dig', 1: 'rest'``).
    """
    import gamewidgets
    from gamewidgets.core.i18n import texts

    # Each module registers its own part of the catalogue when imported.
    for module in pkgutil.walk_packages(gamewidgets.__path__, "gamewidgets."):
        importlib.import_module(module.name)
    japanese = "\n".join(texts("", "ja").values())
    patterns = set()
    for text in texts("", "en").values():
        literals = [literal for literal, *_ in string.Formatter().parse(text)]
        if _words(" ".join(literals)) < MIN_WORDS:
            continue
        # A placeholder at either end adds nothing to the match.
        literals = _trim(literals)
        pattern = re.compile(r"[^\n]*?".join(re.escape(part) for part in literals))
        if not pattern.search(japanese):
            patterns.add(pattern)
    return tuple(sorted(patterns, key=lambda p: p.pattern))


def english_in(text: str) -> list[str]:
    """The English catalogue sentences found in ``text`` (an empty list if none)."""
    return [m.group(0) for p in english_patterns() if (m := p.search(text))]


def _joined(text) -> str:
    """A text of a notebook's JSON: one string, or its lines in a list (as saved)."""
    return text if isinstance(text, str) else "".join(text)


def shown_text(outputs) -> str:
    """All text a cell showed: its streams and the ``text/*`` data of its results.

    Parameters
    ----------
    outputs : list of dict
        Jupyter output dicts (``output_type`` "stream", "display_data", "execute_result"
        or "error").
    """
    parts = []
    for out in outputs:
        if "text" in out:
            parts.append(_joined(out["text"]))
        for mime, data in out.get("data", {}).items():
            if mime.startswith("text/"):
                parts.append(data if isinstance(data, str) else "".join(data))
    return "\n".join(parts)


_PYTHON_STRING = re.compile(r"'[^'\n]*'")


@functools.cache
def _style():
    """tests/ja_style.py (the rules the catalogue and the lessons' prose are checked by)."""
    path = pathlib.Path(__file__).resolve().parents[1] / "ja_style.py"
    spec = importlib.util.spec_from_file_location("ja_style_rules", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _is_view(line: str) -> bool:
    """Whether ``line`` is an algo view in its text form (``me: B0 W4; あおい: b? W3``):
    the code's notation, which a lesson prints to be read back by ``AlgoView.parse``."""
    from gamewidgets.algo import AlgoView

    if not line.startswith("me: "):
        return False
    try:
        return str(AlgoView.parse(line)) == line
    except ValueError:
        return False


def _halfwidth_commas(line: str) -> list[str]:
    """A half-width comma next to Japanese (「列の名前, 左から」): Japanese lists take 「、」."""
    is_japanese = _style().is_japanese
    return [line[max(0, m.start() - 6):m.end() + 6] for m in re.finditer(",", line)
            if is_japanese(line[m.start() - 1:m.start()])
            or is_japanese(line[m.end():].lstrip(" ")[:1])]


def printed_style(text: str) -> list[str]:
    """The places in printed ``text`` that break the writing of Japanese.

    Each line is checked by ``halfwidth_punctuation`` and ``spaces_in_japanese`` of
    tests/ja_style.py, and for half-width commas next to Japanese. (A table of results is
    shown as a ``gamewidgets.core.Table``, not padded with spaces in print.) Code in the
    output is set aside first: a
    Python string's repr (``('あおい', 2, 5)`` is a tuple, not a parenthesis) and a line
    that is an algo view.

    Returns
    -------
    list of str
        ``"<line>: <excerpt>"`` for each place found.
    """
    style = _style()
    found = []
    for line in text.splitlines():
        if _is_view(line):
            continue
        plain = _PYTHON_STRING.sub("'x'", line)
        bad = (style.halfwidth_punctuation(plain) + _halfwidth_commas(plain)
               + style.spaces_in_japanese(plain))
        found += [f"{line!r}: {b!r}" for b in bad]
    return found


def unread_kanji(text: str) -> list[str]:
    """The kanji above 小4 that ``text`` prints (the lessons run at the default furigana
    level: plain text writes such a word in its reading, in kana, as a lesson's own words
    do: ``print("ならべた列：")``); a Python string's repr (code: ``'奪う'``) is set
    aside."""
    from gamewidgets.core.furigana import unread

    return unread(_PYTHON_STRING.sub("'x'", text))


BRACKETED_READING = re.compile(r"([\u3400-\u9fff々]+)（([\u3041-\u309fー]+)）")
"""A word with its reading in brackets, 漢字（かんじ）: plain text cannot draw ruby, and
writes the reading alone (うばえず, 2こ) as a primary-school textbook does."""


def bracketed_readings(text: str) -> list[str]:
    """The words ``text`` shows with their reading in brackets (:data:`BRACKETED_READING`):
    a bracket of kana no longer than a reading of the kanji before it may be (two kana a
    kanji, and one more), so that a remark in brackets, 名前（なくてもよい）, is not one."""
    return [m.group() for m in BRACKETED_READING.finditer(text)
            if len(m.group(2)) <= 2 * len(m.group(1)) + 1]


def unread_html(outputs) -> list[str]:
    """The kanji above 小4 that the ``text/html`` outputs show outside a ``<ruby>`` (tags,
    code and what is already in ``<ruby>`` set aside, as in the lessons' markdown)."""
    from gamewidgets.core.furigana import markdown_unread

    found = []
    for out in outputs:
        data = out.get("data", {}).get("text/html")
        if data:
            found += markdown_unread(_joined(data))
    return found


GLUED_NUMBER = re.compile(r"(?:ボット|ゴブリン|プレーヤー)\s?\d+\s?[+\-−]?\d")
"""A seat's name that ends in its number, printed right before another number:
「協力ボット33こ」 reads as 33 (write 「協力ボット3は3こ」 or 「協力ボット3：3こ」)."""


def glued_numbers(text: str) -> list[str]:
    """The places where ``text`` prints a name ending in a number right before another
    number (:data:`GLUED_NUMBER`)."""
    return [m.group() for m in GLUED_NUMBER.finditer(text)]


_ESCAPED_MARK = re.compile(r"\\u206[23]")


def escaped_readings(text: str) -> list[str]:
    """The readings that ``text`` shows as code: a catalogue text inside a printed list or
    tuple is its repr, where the invisible marks around a reading read
    ``\\u2062宝箱（たからばこ）\\u2063`` (print the texts themselves, joined with 「、」)."""
    return [text[max(0, m.start() - 8):m.end() + 8] for m in _ESCAPED_MARK.finditer(text)]


def printed(outputs) -> str:
    """What a cell printed: its stream outputs (not the reprs of results, which are code)."""
    return "\n".join(_joined(out.get("text", "")) for out in outputs
                     if out.get("output_type") == "stream")


def cell_problems(cell: dict) -> list[str]:
    """What the run cell ``cell`` (a notebook cell with its ``outputs``) of a Japanese
    lesson shows that it may not: one sentence per kind of problem, with what was found;
    an empty list if nothing."""
    outputs = cell.get("outputs") or []
    shown, said = shown_text(outputs), printed(outputs)
    checks = [
        (english_in(shown), "shows English text in a Japanese lesson"),
        (printed_style(said), "prints Japanese spaced or punctuated as English"),
        (escaped_readings(shown), "shows readings as code (a printed list of texts)"),
        (unread_kanji(said) + unread_html(outputs), "prints kanji above 小4 without their reading"),
        (bracketed_readings(shown), "prints readings in brackets, not in kana"),
        (glued_numbers(shown), "prints a name ending in a number right before a number"),
    ]
    return [f"{what}: {found}" for found, what in checks if found]
