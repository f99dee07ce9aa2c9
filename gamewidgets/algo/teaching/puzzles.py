"""Tsume-algo (詰めアルゴ) puzzles: positions where logic alone fixes every hidden card
(docs/rules/algo.md 7c), easiest first.

Each puzzle is checked two ways in tests/test_algo_exercise.py:
:func:`~gamewidgets.algo.engine.deduction.deduce` makes every hidden card certain, and
:func:`~gamewidgets.algo.engine.probability.count_worlds` is 1, so the solution is unique.
"""

from __future__ import annotations

import re

from gamewidgets.algo.engine.view import AlgoView
from gamewidgets.core.furigana import annotate
from gamewidgets.core.i18n import t

TSUME_PUZZLES = [
    {
        "id": "squeeze",
        "title": {"en": "Squeezed between known cards", "ja": "見えているカードにはさまれて"},
        "view": "me: B3 W3 W4 W8 W9 B10 W10; ann: w? B1 b? W2 b? B5",
        "solution": {"ann": [0, 1, 2, 2, 4, 5]},
        "uses": ["seen", "order"],
    },
    {
        "id": "neighbours",
        "title": {"en": "Hidden neighbours push each other",
                  "ja": "となりの伏せたカードが押し合う"},
        "view": "me: W0 B2 W2 W5 B6 B11; ann: B0 w?-0 b?-4 b?-7 B5 W11",
        "solution": {"ann": [0, 1, 3, 4, 5, 11]},
        "uses": ["seen", "failed_guess", "order", "propagation"],
    },
    {
        "id": "used_up",
        "title": {"en": "A certain card cannot be anywhere else",
                  "ja": "数字が決まったカードはほかにない"},
        "view": "me: B1 B2 B4 W7 B9 W10; ann: W4 b? b? B8 W8 B10; bob: b? W2 W5 B6 b? w?",
        "solution": {"ann": [4, 5, 7, 8, 8, 10], "bob": [0, 2, 5, 6, 11, 11]},
        "uses": ["seen", "order", "propagation", "counting"],
    },
    {
        "id": "pigeonhole",
        "title": {"en": "Two cards, two numbers (pigeonhole)",
                  "ja": "2枚に2つの数（入るのはその2つだけ）"},
        "view": "me: B1 W1 B3 W3 B7 W8 W11; ann: w?-5 b? b?-0-1 B8 w?-0 w?-3-7; "
                "bob: w? w?-11 b?-8 B6 W6 W7",
        "solution": {"ann": [0, 2, 4, 8, 9, 10], "bob": [2, 4, 5, 6, 6, 7]},
        "uses": ["seen", "failed_guess", "order", "propagation", "counting"],
    },
]
"""list of dict: ``{"id", "title": {"en", "ja"}, "view": text, "solution": {row:
[numbers of the whole row]}, "uses": [reason kinds the solution needs]}``, easy to hard."""


# a Japanese title carries the readings of its words, as a catalogue text does: shown at
# the level in force wherever a sentence holds it, printed as 伏（ふ）せた in a lesson
for _p in TSUME_PUZZLES:
    _p["title"]["ja"] = annotate(_p["title"]["ja"], f"tsume-algo {_p['id']!r}")
del _p

ROW_NAMES = {"en": {}, "ja": {"ann": "あおい", "bob": "けんた"}}
"""The opponents' names in a lesson in each language: the puzzles are written with the
English lesson's ``ann`` and ``bob``; a Japanese lesson names them as its other
exercises do."""


def puzzle_title(n: int, lang: str = "en") -> str:
    """The ``n``-th puzzle of :data:`TSUME_PUZZLES` (counted from 1) as the widget's list
    says it: its number and title, "3. ..." / 「第3問：…」.

    Raises
    ------
    IndexError
        If there is no ``n``-th puzzle.
    ValueError
        If ``lang`` is not a language of the package.
    """
    if not 1 <= n <= len(TSUME_PUZZLES):
        raise IndexError(f"there is no tsume-algo puzzle {n} (1 to {len(TSUME_PUZZLES)})")
    return t("algo.ui.puzzle_title", lang, n=n, title=TSUME_PUZZLES[n - 1]["title"][lang])


def named(p: dict, lang: str = "en") -> dict:
    """Puzzle ``p`` of :data:`TSUME_PUZZLES` with its opponents named for a lesson in
    ``lang`` (:data:`ROW_NAMES`): a new dict whose ``view`` and ``solution`` use those
    names; ``p`` itself is unchanged. ``lang="en"`` gives the puzzle as written.

    Raises
    ------
    ValueError
        If ``lang`` is not a language of the package.
    """
    names = row_names(lang)
    return {**p, "view": named_view(p["view"], lang),
            "solution": {names.get(row, row): nums for row, nums in p["solution"].items()}}


def row_names(lang: str) -> dict[str, str]:
    """``{row as written: row in a lesson in lang}`` (:data:`ROW_NAMES`).

    Raises
    ------
    ValueError
        If ``lang`` is not a language of the package.
    """
    if lang not in ROW_NAMES:
        raise ValueError(f"lang must be one of {sorted(ROW_NAMES)}, got {lang!r}")
    return ROW_NAMES[lang]


def named_view(view: str, lang: str = "en") -> str:
    """The view text ``view`` (``"me: B2; ann: b? W4"``) with its opponents named for a
    lesson in ``lang`` (:data:`ROW_NAMES`): ``"me: B2; あおい: b? W4"`` in Japanese.

    Raises
    ------
    ValueError
        If ``lang`` is not a language of the package.
    """
    names = row_names(lang)
    return re.sub(r"(^|;\s*)(\w+):", lambda m: m.group(1) + names.get(m.group(2), m.group(2))
                  + ":", view)


def puzzle(puzzle_id: str) -> dict:
    """The puzzle of :data:`TSUME_PUZZLES` with id ``puzzle_id``.

    Raises
    ------
    KeyError
        If no puzzle has that id (the message lists the ids).
    """
    for p in TSUME_PUZZLES:
        if p["id"] == puzzle_id:
            return p
    raise KeyError(f"no puzzle {puzzle_id!r}; ids: {[p['id'] for p in TSUME_PUZZLES]}")


def puzzle_view(puzzle_id: str) -> AlgoView:
    """The :class:`AlgoView` of puzzle ``puzzle_id`` (see :func:`puzzle`)."""
    return AlgoView.parse(puzzle(puzzle_id)["view"])
