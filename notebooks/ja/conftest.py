"""While nbval runs the Japanese lessons, fail any cell that shows English catalogue text.

nbval (``--nbval-lax``) only checks that each cell runs. This hook also reads what the cell
printed or displayed (``NbCellItem.test_outputs``: streams and the ``text/*`` parts of
results) and fails the cell if it contains an English sentence of the message catalogue,
such as a deduction step, an event, a checker's verdict or an error made with
``lang="en"``. The lessons run once, for both checks. tests/test_ja_lessons.py tests the
detector.
"""

from __future__ import annotations

import functools
import importlib
import pkgutil
import re
import string

import pytest

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
            parts.append(out["text"])
        for mime, data in out.get("data", {}).items():
            if mime.startswith("text/"):
                parts.append(data if isinstance(data, str) else "".join(data))
    return "\n".join(parts)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item):
    """After an nbval cell has run, fail it if it showed English catalogue text."""
    result = yield
    found = english_in(shown_text(getattr(item, "test_outputs", None) or []))
    if found:
        pytest.fail(f"{item.nodeid} shows English text in a Japanese lesson: {found}",
                    pytrace=False)
    return result
