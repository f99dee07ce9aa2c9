"""A table of results a lesson shows: its columns line up in a notebook and as plain text.

Columns padded with spaces in printed text line up only in a fixed-width font and only
when every letter's width is known; a Japanese heading that carries its readings
(脱落（だつらく）した割合（わりあい）) is much wider than the word a child reads. A
:class:`Table` is shown by the notebook as HTML, each heading and cell with the readings
of the level in force as ``<ruby>`` above its kanji, so the readings take no column
width; as text (``print``, a saved notebook read without HTML) its columns are padded by
letter width, two columns for a wide (CJK) letter.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence

from gamewidgets.core.furigana import plain, read, ruby_html, screen

_NUMBER = re.compile(r"[-+−]?[\d.,]+%?(?:\s*±\s*[\d.,]+%?)?")
"""A cell that is a number in text form (``7%``, ``2.19``, ``7% ± 3%``): right-aligned."""


def width(text: str) -> int:
    """Columns ``text`` takes in a fixed-width font: two for a wide (CJK) letter, none for
    an invisible one (the marks around a word shown with its reading)."""
    return sum(0 if unicodedata.category(c) == "Cf"
               else 2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def aligned(rows: Sequence[Sequence[str]], right: Sequence[bool] = ()) -> list[str]:
    """``rows`` of texts as lines, each column padded to its widest text (:func:`width`) and
    two spaces between columns.

    Parameters
    ----------
    rows : sequence of sequences of str
        The rows, all of the same length.
    right : sequence of bool
        Which columns are right-aligned (none if empty).

    Returns
    -------
    list of str
        One line per row, without trailing spaces.
    """
    widths = [max(width(r[i]) for r in rows) for i in range(len(rows[0]))]
    right = list(right) or [False] * len(widths)
    return ["  ".join(" " * (w - width(c)) + c if r else c + " " * (w - width(c))
                      for c, w, r in zip(row, widths, right, strict=True)).rstrip()
            for row in rows]


class Table:
    """A heading and rows of cells, shown as an HTML table in a notebook and as aligned
    text otherwise (``str``, ``repr``).

    Parameters
    ----------
    columns : sequence of str
        The heading of each column.
    rows : iterable of sequences
        One sequence per row, a cell per column; a cell is shown as ``str(cell)`` (format
        a number as the lesson wants it read: ``f"{rate:.0%}"``). A column whose cells are
        all numbers in text form is right-aligned.

    Raises
    ------
    ValueError
        If a row does not have one cell per column.

    Notes
    -----
    Japanese words carry the readings of the reading list at the level in force
    (:func:`gamewidgets.core.set_furigana`) when the table is shown, as ``<ruby>`` in HTML
    and as 漢字（かんじ） in text.
    """

    def __init__(self, columns: Sequence[str], rows: Iterable[Sequence]):
        self.columns = [str(c) for c in columns]
        self.rows = [[str(c) for c in row] for row in rows]
        for row in self.rows:
            if len(row) != len(self.columns):
                raise ValueError(f"a row has {len(row)} cells for {len(self.columns)} "
                                 f"columns: {row!r}")

    def right(self) -> list[bool]:
        """Whether each column is right-aligned: all its cells are numbers."""
        return [bool(self.rows) and all(_NUMBER.fullmatch(row[i].strip()) for row in self.rows)
                for i in range(len(self.columns))]

    def text(self) -> str:
        """The table as lines of text, a word above the grade written in its reading."""
        rows = [[plain(read(c)) for c in row] for row in [self.columns, *self.rows]]
        return "\n".join(aligned(rows, self.right()))

    __str__ = __repr__ = text

    def _repr_html_(self) -> str:
        with screen():  # HTML draws the readings as ruby
            return self._html()

    def _html(self) -> str:
        align = ["right" if r else "left" for r in self.right()]

        def cells(tag: str, row: list[str]) -> str:
            return "".join(f'<{tag} style="text-align: {a}; padding: 2px 10px">'
                           f"{ruby_html(read(c))}</{tag}>"
                           for c, a in zip(row, align, strict=True))

        body = "".join(f"<tr>{cells('td', row)}</tr>" for row in self.rows)
        # a word's kanji stay together under a longer reading (as in the widgets)
        return (f'<table class="gw-table" style="ruby-align: center">'
                f'<thead><tr>{cells("th", self.columns)}</tr></thead>'
                f"<tbody>{body}</tbody></table>")
