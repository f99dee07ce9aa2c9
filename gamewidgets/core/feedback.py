"""The box a notebook shows feedback in: one style for every game's exercise checks
(Gramin's programs, algo's deductions, Goblin's best action), the puzzles' verdicts and
the classroom's grades, so a student reads every answer the same way.

A coloured bar on the left says how the answer did (:data:`KINDS`), the text is in the
page's font and JupyterLab's colours (it reads in light and dark themes, and falls back
to fixed colours outside JupyterLab: Voila, an exported page).
"""

from __future__ import annotations

from collections.abc import Iterable

from gamewidgets.core.furigana import ruby_html

KINDS = {
    "correct": "var(--jp-success-color1, #2e7d32)",
    "more": "var(--jp-info-color1, #0b6fbd)",
    "not_yet": "var(--jp-warn-color1, #b35c00)",
    "error": "var(--jp-error-color1, #c62828)",
}
"""How an answer did -> the colour of its bar: right (with the fewest cards), right but
not the best yet, not right yet, not an answer (a typo, a program that does not run)."""


def feedback_html(text: str | Iterable[str], kind: str, cls: str = "gw-feedback") -> str:
    """The feedback box as HTML, for a ``_repr_html_``.

    Parameters
    ----------
    text : str or iterable of str
        The feedback; each item of an iterable is a line of its own (a ``<div>``).
        Escaped: what a student typed is quoted back as text, never as HTML; a word
        printed with its reading, 漢字（かんじ）, is shown as ``<ruby>``
        (:func:`~gamewidgets.core.furigana.ruby_html`).
    kind : {"correct", "more", "not_yet", "error"}
        How the answer did (:data:`KINDS`); the box's class is ``{cls} {cls}--{kind}``.
    cls : str
        The box's class (``"gw-feedback"``; ``"gw-grade"`` for a grade).

    Returns
    -------
    str

    Raises
    ------
    ValueError
        If ``kind`` is not one of :data:`KINDS`.
    """
    if kind not in KINDS:
        raise ValueError(f"kind must be one of {', '.join(KINDS)}, got {kind!r}")
    body = ruby_html(text) if isinstance(text, str) else "".join(
        f"<div>{ruby_html(line)}</div>" for line in text)
    return (f'<div class="{cls} {cls}--{kind}" role="status" '
            f'style="border-left: 6px solid {KINDS[kind]}; padding: 6px 12px; margin: 4px 0; '
            f'font-family: var(--jp-ui-font-family, sans-serif); font-size: 16px; '
            f'background: var(--jp-layout-color2, #f3f3f3); color: var(--jp-ui-font-color1, '
            f'#111); border-radius: 4px;">{body}</div>')
