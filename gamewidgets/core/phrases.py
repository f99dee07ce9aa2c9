"""Japanese HTML whose lines break only between phrases, for a page made in Python.

The widgets' front end cuts their Japanese into BudouX's phrases (js/shared/japanese.js);
HTML that Python writes around a widget (a demo's title and goal, core/intro.py) is not
typeset by it, so it is cut here the same way: BudouX's phrases with a ``<wbr>`` between
two, set ``word-break: keep-all`` by the caller, no break inside a word of
``whole-words-ja.json`` (kana words the model cuts: 山札にも|どりました) and none a line may
not start or end with (kinsoku: no line starts with ：、。）」). A phrase holding a word with
its reading (``<ruby>``) and more is one ``<span>`` that does not wrap, since a line may
break on either side of a ruby element; so is one holding a whole word a line may break in
after punctuation (「何もなし」カード).
"""

from __future__ import annotations

import json
import re
from functools import cache
from importlib import resources

from gamewidgets.core.furigana import ruby_html

_JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff々〆ー]")
_SHOWN = re.compile("\u2062([^\u2062\u2063（]+)（([^）\u2062\u2063]+)）\u2063")
NOWRAP = "white-space: nowrap"
# kinsoku: a line never starts with a closing bracket or punctuation (「けんた」 at a line's
# end, 「：3個→4個）」 on the next) nor ends with an opening bracket: no phrase does
_NO_START = re.compile(r"[、。，．・：；！？）」』】〕〉》ー…‥"
                       r"ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ々]")
_NO_END = re.compile(r"[（「『【〔〈《]")
# a whole word a browser breaks a line in by itself, after punctuation (「何もなし」|カード)
_BREAKS_INSIDE = re.compile(r"[、。，．・：；！？）」』].")


@cache
def whole_words() -> tuple[str, ...]:
    """The kana words no line break may cut (``whole-words-ja.json``); "#" in a word
    stands for a number (上から#行目)."""
    data = json.loads(resources.files("gamewidgets.core").joinpath("whole-words-ja.json")
                      .read_text(encoding="utf-8"))
    return tuple(data["words"])


@cache
def _whole_patterns() -> tuple[re.Pattern, ...]:
    """:func:`whole_words` as patterns: "#" matches a number (上から3行目, 上から12行目)."""
    return tuple(re.compile(re.escape(w).replace(r"\#", "[0-9０-９]+")) for w in whole_words())


@cache
def _parser():
    import budoux

    return budoux.load_default_japanese_parser()


def phrases(text: str) -> list[str]:
    """BudouX's phrases of plain ``text`` (one piece for a text with no Japanese), with no
    cut inside a word of :func:`whole_words` (the cut moves to the word's start unless that
    is inside a longer word), none before a letter that may not start a line (：、。）」)
    and none after an opening bracket; joined they are ``text``."""
    if not _JAPANESE.search(text):
        return [text]
    cuts, at = set(), 0
    for phrase in _parser().parse(text)[:-1]:
        at += len(phrase)
        cuts.add(at)
    inside, starts = set(), set()
    for pattern in _whole_patterns():
        for m in pattern.finditer(text):
            within = set(range(m.start() + 1, m.end()))
            if within & cuts and m.start() > 0:
                starts.add(m.start())
            inside |= within
    out, start = [], 0
    for cut in sorted((cuts | starts) - inside):
        if _NO_START.match(text[cut]) or _NO_END.match(text[cut - 1]):
            continue
        out.append(text[start:cut])
        start = cut
    out.append(text[start:])
    return out


def phrase_html(text: str) -> str:
    """A rendered text (readings marked ``\\u2062漢字（かんじ）\\u2063``) as HTML: escaped,
    each marked word a ``<ruby>``, a ``<wbr>`` between two phrases, and a phrase holding a
    ruby and more in a ``<span>`` that does not wrap.

    Parameters
    ----------
    text : str
        A text of the catalogue as :func:`gamewidgets.core.i18n.t` renders it.

    Returns
    -------
    str
    """
    words = _SHOWN.sub(r"\1", text)
    cuts, at = set(), 0
    for phrase in phrases(words):
        at += len(phrase)
        cuts.add(at)
    # the text's pieces (a marked word is one: it stays whole), grouped into phrases
    groups, at, i = [[]], 0, 0
    while i < len(text):
        m = _SHOWN.match(text, i)
        piece = m.group() if m else text[i]
        if at in cuts and groups[-1]:
            groups.append([])
        groups[-1].append(piece)
        at += len(m.group(1)) if m else 1
        i += len(piece)
    out = []
    for group in groups:
        shown = ruby_html("".join(group))
        words = _SHOWN.sub(r"\1", "".join(group))
        if (len(group) > 1 and any(_SHOWN.fullmatch(p) for p in group)) or any(
                _BREAKS_INSIDE.search(w) and w in words for w in whole_words()):
            shown = f'<span style="{NOWRAP}">{shown}</span>'
        out.append(shown)
    return "<wbr>".join(out)
