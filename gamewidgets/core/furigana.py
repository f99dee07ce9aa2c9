"""Furigana: readings above the kanji a class has not learnt yet.

A Japanese text of the catalogue is read by a child alone, so every kanji above the
class's grade carries its reading. The grades are the Ministry of Education's 2020 list
of the kanji each primary-school year learns (学年別漢字配当表, the 教育漢字, taken from
the ``kanji-lists`` package, ``KYOIKU.REIWA2``); a kanji outside it is a junior-high one
(grade 7 here). The readings come from two places, both data:

- the catalogue itself, where a word needs its reading in context: ``{漢字|かんじ}`` in a
  ``ja`` text (``{伏|ふ}せた``; a word may have one mark for the whole word or one per
  kanji);
- the reading list ``readings-ja.txt`` beside this module, one word a line written the
  same way, which marks the word wherever the catalogue has it unmarked (the longest
  word that matches wins, so ``{山札|やまふだ}`` is read whole and never as 山 + 札).

Where the text goes decides how a reading is shown:

- on a screen that draws ruby (a widget's methods, a notebook's HTML output, inside
  :func:`using`), a rendered text carries each reading as ``\\u2062漢字（かんじ）\\u2063``
  and the widgets' front end (js/shared/japanese.js) turns each marked word into
  ``<ruby>``;
- as plain text (what a lesson prints, an exception, ``text("ja")`` called in a cell, a
  ``repr``), which cannot draw ruby, the word is written in its reading, in kana, as a
  primary-school textbook writes a kanji not learnt yet: 奪えず -> うばえず, 2個 -> 2こ
  (:func:`plain`, the same rule as the front end's ``kana()`` for an ``<option>``).

Which readings are shown is the *level*:

- ``"off"``: none;
- ``"above_grade_N"`` (N from 0 to 6): those of words with a kanji above grade N;
- ``"all"``: every reading (the same as ``"above_grade_0"``).

The default is ``"above_grade_4"`` (a 小5 class reads alone); :func:`set_furigana`
changes it for a whole lesson, and a widget's ``furigana`` option for that widget.
"""

from __future__ import annotations

import contextlib
import functools
import html
import re
from collections.abc import Callable, Iterator
from contextvars import ContextVar
from functools import cache
from importlib import resources

START, END = "\u2062", "\u2063"
"""The invisible marks around a word shown with its reading: START 漢字（かんじ）END."""
OPEN, CLOSE = "（", "）"
"""The brackets around a reading in a rendered text."""
DEFAULT = "above_grade_4"
"""The level of a lesson that says none (a 小5 class reads the widgets alone)."""
JUNIOR_HIGH = 7
"""The grade given to a kanji outside the primary-school list."""

_KANJI = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff々〆]")
_SHOWN = re.compile(f"{START}([^{START}{END}{OPEN}]+){OPEN}([^{CLOSE}{START}{END}]+){CLOSE}{END}")
_MARK = re.compile(r"\{([^{}|]+)\|([^{}|]+)\}")
_PIECE = re.compile(r"\{([^{}|]+)\|([^{}|]+)\}|\{\{|\}\}|\{[^{}]*\}")
_KANA = re.compile(r"^[\u3041-\u309f\u30a0-\u30ffー]+$")

_lesson_level = DEFAULT
_level: ContextVar = ContextVar("gamewidgets_furigana", default=None)
_on_screen: ContextVar = ContextVar("gamewidgets_furigana_on_screen", default=False)


def is_kanji(ch: str) -> bool:
    """Whether ``ch`` is a kanji (々 and 〆 included)."""
    return bool(_KANJI.match(ch))


@cache
def grades() -> dict[str, int]:
    """``{kanji: grade}`` of the 2020 list of the primary-school kanji (1 to 6)."""
    from kanji_lists import KYOIKU

    table = KYOIKU.REIWA2
    return {k: g for g in range(1, 7) for k in getattr(table, f"GRADE{g}")}


def grade(ch: str) -> int:
    """The school year that learns kanji ``ch``: 1-6, or :data:`JUNIOR_HIGH` if it is not in
    the primary-school list; 0 for 々 (it repeats the kanji before it)."""
    if ch in "々〆":
        return 0
    return grades().get(ch, JUNIOR_HIGH)


def word_grade(word: str) -> int:
    """The highest grade of the kanji of ``word`` (0 when it has none)."""
    return max((grade(c) for c in word if is_kanji(c)), default=0)


def check_level(level: str) -> int:
    """The grade above which readings are shown at ``level``.

    Parameters
    ----------
    level : str
        ``"off"``, ``"all"`` or ``"above_grade_N"`` with N from 0 to 6.

    Returns
    -------
    int
        N; :data:`JUNIOR_HIGH` for ``"off"`` (no kanji is above it).

    Raises
    ------
    ValueError
        If ``level`` is none of these.
    """
    if level == "off":
        return JUNIOR_HIGH
    if level == "all":
        return 0
    m = re.fullmatch(r"above_grade_([0-6])", level) if isinstance(level, str) else None
    if not m:
        raise ValueError("furigana must be 'off', 'all' or 'above_grade_N' with N from 0 "
                         f"to 6, got {level!r}")
    return int(m.group(1))


def set_furigana(level: str) -> None:
    """Set the furigana of a whole lesson: every Japanese text rendered from now on, in the
    widgets and in what Python prints, shows the readings of ``level``.

    Parameters
    ----------
    level : str
        ``"off"``, ``"all"`` or ``"above_grade_N"`` (N from 0 to 6; the default is
        ``"above_grade_4"``).

    Raises
    ------
    ValueError
        If ``level`` is not one of these.
    """
    global _lesson_level
    check_level(level)
    _lesson_level = level


def level() -> str:
    """The level in force: a widget's own while it renders, else the lesson's."""
    own = _level.get()
    if callable(own):
        own = own()
    return own or _lesson_level


@contextlib.contextmanager
def using(level_) -> Iterator[None]:
    """Render for a screen that draws ruby, with ``level_``, inside the ``with`` block: the
    texts rendered there carry their readings as marks (outside, as plain text, in kana).

    Parameters
    ----------
    level_ : str, None or callable
        A level; None: the lesson's; a callable returning one of these: asked at each
        rendering (a widget's own level, which its constructor sets).

    Raises
    ------
    ValueError
        If ``level_`` is a text that is not a level (:func:`check_level`).
    """
    if isinstance(level_, str):
        check_level(level_)
    token, screen = _level.set(level_), _on_screen.set(True)
    try:
        yield
    finally:
        _on_screen.reset(screen)
        _level.reset(token)


def screen() -> contextlib.AbstractContextManager:
    """Render for a screen that draws ruby (a notebook's HTML output) at the level in force:
    :func:`using` that level."""
    return using(_level.get())


def for_screen(make: Callable) -> Callable:
    """Decorate a function whose texts a screen that draws ruby shows: it runs inside
    :func:`screen`, so the texts it makes keep their readings as marks, wherever it is
    called. An exercise's check is one: its verdict is shown in a notebook's HTML box,
    which draws them as ``<ruby>`` (:func:`ruby_html`), while the verdict's ``str``,
    ``repr`` and ``text`` write them in kana (:func:`plain`)."""
    @functools.wraps(make)
    def on_screen(*args, **kwargs):
        with screen():
            return make(*args, **kwargs)
    return on_screen


def shown(base: str, reading: str) -> str:
    """A word with its reading as rendered text carries it: START base（reading）END."""
    return f"{START}{base}{OPEN}{reading}{CLOSE}{END}"


def _check_reading(base: str, reading: str, where: str) -> None:
    if not any(is_kanji(c) for c in base) or not _KANA.match(reading):
        raise ValueError(f"{where}: a reading mark is {{kanji|kana}}, got {{{base}|{reading}}}")


@cache
def reading_list() -> dict[str, list[tuple[str, str | None]]]:
    """The reading list: ``{word: [(text, reading or None), ...]}``, the word's pieces
    (a kanji piece with its reading, a kana piece with None).

    Raises
    ------
    ValueError
        If a line is not a word of marked kanji and kana.
    """
    path = resources.files("gamewidgets.core") / "readings-ja.txt"
    words: dict[str, list[tuple[str, str | None]]] = {}
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        pieces: list[tuple[str, str | None]] = []
        at = 0
        for m in _MARK.finditer(line):
            if m.start() > at:
                pieces.append((line[at:m.start()], None))
            _check_reading(m.group(1), m.group(2), f"readings-ja.txt line {n}")
            pieces.append((m.group(1), m.group(2)))
            at = m.end()
        if at < len(line):
            pieces.append((line[at:], None))
        word = "".join(p for p, _ in pieces)
        if not pieces or not is_kanji(word[0]) or any(
                r is None and any(is_kanji(c) for c in p) for p, r in pieces):
            raise ValueError(f"readings-ja.txt line {n}: {line!r} is not a word whose "
                             "kanji are all marked and which starts with one")
        words[word] = pieces
    return words


def _from_list(text: str) -> str:
    """``text`` (no placeholder in it) with each word of the reading list marked."""
    words = reading_list()
    longest = max(map(len, words), default=0)
    out, i = [], 0
    while i < len(text):
        if is_kanji(text[i]):
            for size in range(min(longest, len(text) - i), 0, -1):
                pieces = words.get(text[i:i + size])
                if pieces:
                    out.extend(shown(p, r) if r else p for p, r in pieces)
                    i += size
                    break
            else:
                out.append(text[i])
                i += 1
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def annotate(template: str, where: str = "") -> str:
    """A ``ja`` catalogue template with every reading it has, as rendered text carries
    them: the catalogue's own ``{漢字|かんじ}`` marks first, then the words of the reading
    list in the rest; placeholders (``{name}``) and ``{{ }}`` are left as they are.

    Raises
    ------
    ValueError
        If a mark is not ``{kanji|kana}`` (``where`` names the message).
    """
    out, at = [], 0
    for m in _PIECE.finditer(template):
        out.append(_from_list(template[at:m.start()]))
        if m.group(1) is not None:
            _check_reading(m.group(1), m.group(2), where or "catalogue")
            out.append(shown(m.group(1), m.group(2)))
        else:
            out.append(m.group())
        at = m.end()
    out.append(_from_list(template[at:]))
    return "".join(out)


def at_level(text: str, level_: str | None = None) -> str:
    """``text`` with only the readings of ``level_`` (None: :func:`level`): a word none
    of whose kanji is above the level loses its reading; on a screen (:func:`using`) a
    word keeps its reading as marks, elsewhere it is written in its reading
    (:func:`plain`)."""
    above = check_level(level_ or level())

    def keep(m: re.Match) -> str:
        return m.group() if word_grade(m.group(1)) > above else m.group(1)

    if START not in text:
        return text
    kept = _SHOWN.sub(keep, text)
    return kept if _on_screen.get() else plain(kept)


def plain(text: str) -> str:
    """``text`` as plain text, which cannot draw ruby: each word shown with its reading is
    written in that reading, in kana (奪（うば）えず -> うばえず, 2個（こ） -> 2こ), as the
    widgets write a choice in a list (js/shared/japanese.js ``kana()``)."""
    return _SHOWN.sub(r"\2", text) if START in text else text


def bare(text: str) -> str:
    """``text`` with no reading at all (a label read aloud, a text compared in a test)."""
    return _SHOWN.sub(lambda m: m.group(1), text) if START in text else text


def unread(text: str, above: int = 4) -> list[str]:
    """The kanji above grade ``above`` in ``text`` that carry no reading (a text with its
    readings shown, as :func:`annotate` and :func:`at_level` leave it).

    Returns
    -------
    list of str
        Each such kanji with a few characters around it.
    """
    covered = _SHOWN.sub(lambda m: "\0" * len(m.group()), text)
    return [text[max(0, i - 4):i + 5] for i, c in enumerate(covered)
            if is_kanji(c) and grade(c) > above]


def read(text: str, level_: str | None = None) -> str:
    """``text`` that is not a catalogue text (a lesson's own words, a table's heading) with
    the readings of the reading list, as a rendered text carries them, at ``level_`` (None:
    :func:`level`); words it already shows with a reading keep theirs.

    Raises
    ------
    ValueError
        If ``level_`` is a text that is not a level (:func:`check_level`).
    """
    out, at = [], 0
    for m in _SHOWN.finditer(text):
        out += [_from_list(text[at:m.start()]), m.group()]
        at = m.end()
    out.append(_from_list(text[at:]))
    return at_level("".join(out), level_)


def ruby_html(text: str) -> str:
    """A rendered text as HTML: escaped, each word shown with its reading as ``<ruby>``
    (``<rp>`` keeps the brackets where ruby is not supported); words with readings side by
    side are one ``<ruby>`` (:func:`_joined`)."""
    return _joined(_SHOWN.sub(_ruby, html.escape(text)))


def _ruby(m: re.Match) -> str:
    return _ruby_of(m.group(1), m.group(2))


_RUBY_PAIR = re.compile(r"<ruby>([^<]+)<rp>（</rp><rt>([^<]+)</rt><rp>）</rp></ruby>"
                        r"<ruby>([^<]+)<rp>（</rp><rt>([^<]+)</rt><rp>）</rp></ruby>")


def _joined(html_: str) -> str:
    # A reading wider than its word overhangs the letters beside it (the themes' CSS): two
    # rubies side by side whose readings both overhang (探検隊, たんけん・たい) would draw
    # them over each other, so one ruby centres the joined reading over the joined word, as
    # printed books do. A reading of one kana a kanji (2個, こ) leaves room beside it for its
    # neighbour's: those stay apart, so a reading never runs across two words (個奪, こうば).
    def join(m: re.Match) -> str:
        if len(m.group(2)) > len(m.group(1)) and len(m.group(4)) > len(m.group(3)):
            return _ruby_of(m.group(1) + m.group(3), m.group(2) + m.group(4))
        return m.group()

    while True:
        joined = _RUBY_PAIR.sub(join, html_)
        if joined == html_:
            return joined
        html_ = joined


def _ruby_of(word: str, reading: str) -> str:
    return f"<ruby>{word}<rp>（</rp><rt>{reading}</rt><rp>）</rp></ruby>"


_MD_SKIP = re.compile(r"```.*?```|`[^`\n]*`|<ruby>.*?</ruby>|<[^>\n]+>|\]\([^)\s]*\)", re.S)


def ruby_markdown(markdown: str, level_: str = DEFAULT) -> str:
    """A lesson's markdown with ``<ruby>`` on each word of the reading list that has a
    kanji above ``level_``: code (blocks and spans), HTML tags, link targets and words
    already in ``<ruby>`` are left as they are, so running it again changes nothing.

    Parameters
    ----------
    markdown : str
        A markdown cell's source.
    level_ : str
        A level (:func:`check_level`).

    Returns
    -------
    str
    """
    above = check_level(level_)

    def ruby(m: re.Match) -> str:
        return _ruby(m) if word_grade(m.group(1)) > above else m.group(1)

    out, at = [], 0
    for m in _MD_SKIP.finditer(markdown):
        out.append(_SHOWN.sub(ruby, _from_list(markdown[at:m.start()])))
        out.append(m.group())
        at = m.end()
    out.append(_SHOWN.sub(ruby, _from_list(markdown[at:])))
    return _BOLD.sub(_strong_by_ruby, _joined("".join(out)))


_BOLD = re.compile(r"\*\*([^*\n]+?)\*\*")


def _strong_by_ruby(m: re.Match) -> str:
    # Markdown opens or closes ``**`` only where its flanking rules allow: a ``**`` with a
    # tag's ``<``/``>`` inside and a Japanese letter outside does neither, and shows as typed.
    inner = m.group(1)
    if inner.startswith("<ruby>") or inner.endswith("</ruby>"):
        return f"<strong>{inner}</strong>"
    return m.group()


def markdown_unread(markdown: str, above: int = 4) -> list[str]:
    """The kanji above grade ``above`` in a markdown cell's prose that are not in a
    ``<ruby>`` (code, HTML tags and link targets are not prose)."""
    prose = _MD_SKIP.sub(lambda m: " " * len(m.group()), markdown)
    return [prose[max(0, i - 4):i + 5].strip() for i, c in enumerate(prose)
            if is_kanji(c) and grade(c) > above]
