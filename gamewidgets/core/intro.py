"""A title and the goal above a game widget, in the widget's language.

A demo run as an app (Voila, Binder, JupyterLite) has no cell a reader would edit: its
words must follow the widget's own EN / 日本語 switch. :func:`with_intro` puts an
``ipywidgets.HTML`` above the widget and rewrites it whenever the widget's ``lang``
changes; the texts come from the catalogue like every other sentence.
"""

from __future__ import annotations

import ipywidgets

from gamewidgets.core.furigana import ruby_html, screen
from gamewidgets.core.i18n import has, join_sentences, t
from gamewidgets.core.phrases import phrase_html

PARTS = ("title", "goal", "how")
"""The catalogue entries of an intro, under its prefix: a title, the goal, how to play."""

# sizes a projected page reads from the back of a room, kept short above the game
_STYLE = "font-size: 17px; line-height: 1.45; padding-top: 8px"
# Japanese breaks only at the phrase breaks (<wbr>) put in by core/phrases.py
_JA = "; word-break: keep-all; overflow-wrap: break-word; line-break: strict"
# the title's readings may reach a little above its line (into the blank below a line
# above: js/shared/ruby.css): the room above the title holds them, since the output around
# the intro clips what goes past its top
_H1 = "margin: 0 0 4px; font-size: 28px; line-height: 1.2"
_P = "margin: 0 0 3px"


def intro_html(prefix: str, lang: str) -> str:
    """The intro of ``prefix`` in ``lang`` as HTML: a heading, the goal, how to play.

    Parameters
    ----------
    prefix : str
        Catalogue prefix of the texts ``<prefix>.title``, ``<prefix>.goal`` and
        ``<prefix>.how``, e.g. ``"algo.demo"``.
    lang : {"en", "ja"}

    Returns
    -------
    str
        ``<div class="gw-intro" lang=...>`` holding an ``<h1>`` and two paragraphs; every
        text is escaped, and each word shown with its reading is a ``<ruby>`` (the page
        around the widget is not typeset by the widget's front end); Japanese is set
        ``word-break: keep-all`` with a ``<wbr>`` between two phrases
        (:func:`gamewidgets.core.phrases.phrase_html`), so a line never breaks in a word.

    Raises
    ------
    KeyError
        If one of the three texts is not in the catalogue.
    ValueError
        If ``lang`` is not supported.
    """
    shown = phrase_html if lang == "ja" else ruby_html
    with screen():  # HTML draws the readings as ruby
        title, goal, how = (shown(t(f"{prefix}.{part}", lang)) for part in PARTS)
        label = f"<strong>{shown(t('core.intro.goal', lang))}</strong>"
    style = _STYLE + (_JA if lang == "ja" else "")
    return (f'<div class="gw-intro" lang="{lang}" style="{style}">'
            f'<h1 style="{_H1}">{title}</h1>'
            f'<p style="{_P}">{join_sentences(lang, [label, goal])}</p>'
            f'<p style="{_P}">{how}</p></div>')


def with_intro(widget, prefix: str) -> ipywidgets.VBox:
    """``widget`` under its title and goal, both in the widget's language.

    Parameters
    ----------
    widget : GameWidget
        Any widget with a ``lang`` trait ("en" or "ja"), e.g. an ``AlgoWidget``.
    prefix : str
        Catalogue prefix of the intro's texts (see :func:`intro_html`).

    Returns
    -------
    ipywidgets.VBox
        The intro (an ``ipywidgets.HTML``) above ``widget``. The intro is rewritten each
        time ``widget.lang`` changes (the widget's EN / 日本語 switch, or ``w.lang = ...``).

    Raises
    ------
    KeyError
        If ``prefix`` has no title, goal or how-to-play text in the catalogue.
    """
    missing = [f"{prefix}.{part}" for part in PARTS if not has(f"{prefix}.{part}")]
    if missing:
        raise KeyError(f"no intro text in the catalogue: {', '.join(missing)}")
    intro = ipywidgets.HTML(intro_html(prefix, widget.lang))

    def follow(change) -> None:
        intro.value = intro_html(prefix, change["new"])

    widget.observe(follow, names="lang")
    return ipywidgets.VBox([intro, widget])
