"""Pieces of sentences worded in the language of the sentence that holds them.

A message is built from a catalogue template and fields. A field may itself need
wording (a list of names, a nested message): the classes here keep such a field
unworded until the message is rendered, so one error or event reads in one language
whatever language it was made in.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections.abc import Callable, Iterable
from fractions import Fraction

from gamewidgets.core.i18n import LANGS, has, join_sentences, t

MAX_SHOWN = 40
"""Characters of a received value quoted back in an error message."""
MAX_NAME = 40
"""Most characters of a player's name in every game: a name is in every sentence about
that player, so its length bounds what a turn sends to the screen and what a save holds."""


def shown(value) -> str:
    """``repr(value)`` cut to :data:`MAX_SHOWN` characters, safe to send to a browser or
    put in a message (a lone surrogate or other unencodable character is escaped)."""
    text = repr(value)
    if len(text) > MAX_SHOWN:
        text = text[:MAX_SHOWN - 1] + "…"
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


def quoted(value) -> Phrase:
    """A value a person typed, quoted back in a sentence: ``shown(value)`` in English
    ("'fly'"); in Japanese a text is put in 「」 (「fly」), as Japanese quotes a word, and
    anything else (a number, a list, a dict: code) is shown as Python writes it."""

    def said(lang: str) -> str:
        if lang != "ja" or not isinstance(value, str):
            return shown(value)
        text = value if len(value) <= MAX_SHOWN - 2 else value[:MAX_SHOWN - 3] + "…"
        return "「" + text.encode("utf-8", "backslashreplace").decode("utf-8") + "」"

    return Phrase(said)


def is_text(value: str) -> bool:
    """Whether ``value`` can be sent to a browser and saved: no lone surrogate (a
    browser's string may hold one; UTF-8, the widget messages' encoding, has none)."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def typed(text):
    """Text a person typed, read as the widgets read it: the full-width letters, digits,
    brackets, signs and spaces a Japanese input method types by default become their
    half-width forms (Unicode NFKC): ``"２Ｕ　２Ｒ"`` -> ``"2U 2R"``, ``"ｆｏｒ３（"`` ->
    ``"for3("``, ``"ａｎｎ　２＝７"`` -> ``"ann 2=7"``.

    Every place a student types (card text, the Python box, algo's typed view and
    answers, Goblin's answer, names) reads its text through this one function. Kana,
    kanji and the arrows of the Gramin cards are left as they are; so are the few
    full-width signs NFKC has no half-width form for (``、 。 ー ” ’``), which
    :func:`full_width` names in an error.

    Parameters
    ----------
    text : str or any
        Anything else is returned unchanged (the caller refuses it as it did before).

    Returns
    -------
    str or any
        At most 18 times as long as ``text`` (NFKC's longest expansion), so a length
        checked before stays bounded.
    """
    if not isinstance(text, str) or text.isascii():
        return text
    try:
        return unicodedata.normalize("NFKC", text)
    except UnicodeError:  # pragma: no cover - NFKC accepts every str, surrogates included
        return text


MAX_WIDE_SHOWN = 3
"""Full-width characters :func:`full_width` names at most."""


def wide_chars(text: str) -> list[str]:
    """The full-width characters of ``text`` (East Asian width F or W: kana, kanji,
    ``、 。 ー`` and the full-width forms :func:`typed` did not turn half-width), each
    once, in order."""
    if not isinstance(text, str) or text.isascii():
        return []
    return list(dict.fromkeys(c for c in text if unicodedata.east_asian_width(c) in "FW"))


def full_width(text) -> Msg | None:
    """The sentence telling a student to type ``text`` in half-width, when it still holds
    full-width characters after :func:`typed` (catalogue ``core.typed.full_width``: the
    characters quoted, and "半角" in Japanese); None when it holds none.

    A refusal of typed text adds it (a field ``{wide}`` of the game's message), so
    "「２、」 is not a card" also says why, and what to do.
    """
    chars = wide_chars(text)
    if not chars:
        return None
    shown_chars = [quoted(c) for c in chars[:MAX_WIDE_SHOWN]]
    return Msg("core.typed.full_width", chars=Words(shown_chars, joint="and"))


def render_fields(fields: dict, lang: str) -> dict:
    """Render every field that has a ``text(lang)`` method in ``lang``.

    Parameters
    ----------
    fields : dict
        Template values; :class:`Msg`, :class:`Phrase`, :class:`Words` and errors are
        worded, other values are returned as they are.
    lang : {"en", "ja"}

    Returns
    -------
    dict
    """
    return {k: (v.text(lang) if hasattr(v, "text") else v) for k, v in fields.items()}


class Msg:
    """A catalogue message rendered lazily, so it can sit inside another message's fields.

    Parameters
    ----------
    msg_id : str
        Catalogue id.
    **fields
        Values for the template; a value with a ``text(lang)`` method is rendered in the
        same language.
    """

    def __init__(self, msg_id: str, **fields):
        self.msg_id = msg_id
        self.fields = fields

    def text(self, lang: str = "en") -> str:
        """The message in ``lang``."""
        return t(self.msg_id, lang, **render_fields(self.fields, lang))

    def __repr__(self) -> str:
        return f"Msg({self.msg_id!r}, {self.fields!r})"


class Phrase:
    """A field worded by a function of the language: ``Phrase(lambda lang: ...)``.

    Parameters
    ----------
    make : callable
        ``make(lang) -> str``.
    """

    def __init__(self, make: Callable[[str], str]):
        self.make = make

    def text(self, lang: str = "en") -> str:
        """The phrase in ``lang``."""
        return self.make(lang)

    def __str__(self) -> str:
        return self.make("en")


JOINTS = (None, "and", "or", "one_of")
"""How :class:`Words` joins its last item."""


class Sentences:
    """Sentences joined as a language writes them (:func:`~gamewidgets.core.i18n.join_sentences`:
    a space in English, nothing in Japanese), each worded in the same language.

    Parameters
    ----------
    parts : iterable
        Values with a ``text(lang)`` method, str, or None; empty ones are skipped.
    """

    def __init__(self, parts: Iterable):
        self.parts = list(parts)

    def text(self, lang: str = "en") -> str:
        """The sentences in ``lang``."""
        return join_sentences(lang, [p.text(lang) if hasattr(p, "text") else (p or "")
                                     for p in self.parts])

    def __repr__(self) -> str:
        return f"Sentences({self.parts!r})"


class Term:
    """A catalogue entry worded if the catalogue has it, else ``fallback``.

    Parameters
    ----------
    msg_id : str
    fallback : str or object with ``text(lang)``
    **fields
        The entry's fields (worded in the language, as :class:`Msg`'s).
    """

    def __init__(self, msg_id: str, fallback, **fields):
        self.msg_id, self.fallback, self.fields = msg_id, fallback, fields

    def text(self, lang: str = "en") -> str:
        """The entry (with ``fields``), or the fallback, in ``lang``."""
        if has(self.msg_id):
            return t(self.msg_id, lang, **render_fields(self.fields, lang))
        return self.fallback.text(lang) if hasattr(self.fallback, "text") else str(self.fallback)

    def __repr__(self) -> str:
        return f"Term({self.msg_id!r}, {self.fallback!r})"


class Words:
    """Items joined as a list is written in each language.

    A list after a label ("Allowed: 2, 3" / 「選べる数：2、3」) separates every item
    with ``core.list.sep``; a list inside a sentence joins its last item with "and" / "or"
    (``joint``): "Goblin 1, Goblin 2 and Goblin 4" / 「ゴブリン1、ゴブリン2とゴブリン4」,
    "2 or 3" / 「2か3」. A list of what may be chosen (``joint="one_of"``) is written after
    "one of" in English ("choose one of 0, 2, 4"); Japanese says it with the list,
    「0、2、4のどれか」, 「0と2のどちらか」 for two, the item alone for one.

    Parameters
    ----------
    items : iterable
        Strings with a catalogue entry ``prefix + item`` are translated; values with a
        ``text(lang)`` method are worded; anything else is shown with ``str``.
    prefix : str
        Catalogue prefix, e.g. ``"goblin.action."``; ``""`` (default) for plain values.
    empty : str
        Catalogue id of what an empty list reads as (default ``"core.list.nobody"``).
    joint : {None, "and", "or", "one_of"}
        How the last item is joined: with the separator (None, default), or with the
        catalogue's ``core.list.and`` / ``core.list.or``; ``"one_of"``: separated, then
        ``core.list.one_of`` (``core.list.one_of_two`` for two items) around the list.

    Raises
    ------
    ValueError
        If ``joint`` is not one of these.
    """

    def __init__(self, items: Iterable, prefix: str = "", empty: str = "core.list.nobody",
                 joint: str | None = None):
        if joint not in JOINTS:
            raise ValueError(f"joint must be one of {JOINTS}, got {joint!r}")
        self.items = list(items)
        self.prefix = prefix
        self.empty = empty
        self.joint = joint

    def words(self, lang: str) -> list[str]:
        """Each item worded in ``lang``."""
        out = []
        for x in self.items:
            key = f"{self.prefix}{x}"
            if hasattr(x, "text"):
                out.append(x.text(lang))
            elif self.prefix and has(key):
                out.append(t(key, lang))
            else:
                out.append(str(x))
        return out

    def text(self, lang: str = "en") -> str:
        """The items joined as ``lang`` writes the list."""
        if not self.items:
            return t(self.empty, lang)
        words = self.words(lang)
        sep = t("core.list.sep", lang)
        if self.joint is None or len(words) == 1:
            return sep.join(words)
        if self.joint == "one_of":
            if len(words) == 2:
                return t("core.list.one_of_two", lang, head=words[0], last=words[1])
            return t("core.list.one_of", lang, items=sep.join(words))
        return t(f"core.list.{self.joint}", lang, head=sep.join(words[:-1]), last=words[-1])

    def __repr__(self) -> str:
        return f"Words({self.items!r}, prefix={self.prefix!r}, joint={self.joint!r})"


class Seat:
    """A player named in a message: the game's name for ``seat``, else the game's default
    name, 1-based ("Player 3", 「ゴブリン3」).

    Parameters
    ----------
    seat : int
        0-based.
    default : str
        Catalogue id of the default name, with the field ``{seat}`` (1-based).
    code : str or None
        Catalogue id of the name where code needs the seat number, with the fields
        ``{name}`` and ``{player}`` (0-based): 「ゴブリン3（番号2）」; None: the name alone.
    names : sequence of str or None
        The players' names; set by :meth:`GameError.named
        <gamewidgets.core.errors.GameError.named>` when the game refuses a call.
    """

    def __init__(self, seat: int, default: str, code: str | None = None, names=None):
        self.seat, self.default, self.code, self.names = seat, default, code, names

    def text(self, lang: str = "en") -> str:
        """The player's name in ``lang`` (with the seat number if ``code``)."""
        name = str(self.names[self.seat]) if self.names else t(self.default, lang,
                                                                seat=self.seat + 1)
        return t(self.code, lang, name=name, player=self.seat) if self.code else name

    def __repr__(self) -> str:
        return f"Seat({self.seat})"


class SeatName(str):
    """A player's default name, worded in the language of the sentence that holds it:
    "Player 2" / 「プレーヤー2」 (catalogue ``default``, field ``{seat}``, 1-based).

    As a string (a row of a view, a key, a save) it is the English name, the same in
    every language, so a view or a save made in one language reads the same in another;
    a sentence words it with :meth:`text`, as it does a :class:`Seat`.

    Parameters
    ----------
    seat : int
        0-based.
    default : str
        Catalogue id of the default name.
    """

    def __new__(cls, seat: int, default: str):
        self = super().__new__(cls, t(default, "en", seat=seat + 1))
        self.seat, self.default = seat, default
        return self

    def __getnewargs__(self) -> tuple[int, str]:
        return self.seat, self.default

    def text(self, lang: str = "en") -> str:
        """The name in ``lang``."""
        return t(self.default, lang, seat=self.seat + 1)

    @classmethod
    def of(cls, name, default: str):
        """``name`` as a :class:`SeatName` when it is a default name of ``default`` written
        in any language ("Player 2", 「プレーヤー2」: a name kept as plain text, in a save
        or an old event), so that a sentence words it in its own language; any other
        name (or a SeatName) as it is."""
        if not isinstance(name, str) or isinstance(name, SeatName):
            return name
        for lang in LANGS:
            before, _, after = t(default, lang, seat=0).partition("0")
            m = re.fullmatch(re.escape(before) + r"([1-9][0-9]?)" + re.escape(after), name)
            if m:
                return cls(int(m.group(1)) - 1, default)
        return name


def number(value: int) -> Phrase:
    """A whole number as a class in each language writes it: ``"100,000"`` in English, with
    thousands separated; 「10万」 in Japanese, counted in 万 and 億 (「1万2000」), the digits
    under 万 as they are (「1000」).

    Parameters
    ----------
    value : int
        Zero or more.

    Returns
    -------
    Phrase
        Worded when the sentence around it is.
    """
    def make(lang: str) -> str:
        if lang != "ja":
            return f"{value:,}"
        parts, rest = [], int(value)
        for unit, size in (("億", 10 ** 8), ("万", 10 ** 4)):
            big, rest = divmod(rest, size)
            if big:
                parts.append(f"{big}{unit}")
        if rest or not parts:
            parts.append(str(rest))
        return "".join(parts)
    return Phrase(make)


def fraction(value, lang: str = "en") -> str:
    """An exact chance as a class in ``lang`` writes it: ``"1/5"`` in English, 「5分の1」
    in Japanese (catalogue ``core.term.fraction``); a whole number alone (``"0"``, ``"1"``).

    Parameters
    ----------
    value : fractions.Fraction or int
    lang : {"en", "ja"}

    Raises
    ------
    ValueError
        If ``lang`` is not supported.
    """
    value = Fraction(value)
    if value.denominator == 1:
        return str(value.numerator)
    return t("core.term.fraction", lang, num=value.numerator, den=value.denominator)


def fractions_over_one_whole(values, lang: str = "en") -> list[str]:
    """Chances read side by side (the gaps of one row), each written over their common
    denominator so that a class compares them at a glance: ``[1/5, 1/10, 2/5, 0, 3/10]``
    is ``["2/10", "1/10", "4/10", "0", "3/10"]``, 「10分の2」「10分の1」… in Japanese; 0 and
    1 stand alone as :func:`fraction` writes them.

    Parameters
    ----------
    values : iterable of fractions.Fraction or int
    lang : {"en", "ja"}

    Returns
    -------
    list of str

    Raises
    ------
    ValueError
        If ``lang`` is not supported.
    """
    values = [Fraction(v) for v in values]
    den = math.lcm(*(v.denominator for v in values)) if values else 1
    return [str(v.numerator) if v.denominator == 1 else
            t("core.term.fraction", lang, num=v.numerator * (den // v.denominator), den=den)
            for v in values]


def square(pos) -> Phrase:
    """A board square as sentences name it: "(2, 3)" in English, as Python writes the
    ``(row, col)`` it stands for (0-based); 「上から3行目・左から4列目」 in Japanese, counted
    from 1 at the top left as the board's edge labels are (catalogue ``core.term.square``).

    Parameters
    ----------
    pos : sequence of two int
        ``(row, col)``, 0-based.

    Returns
    -------
    Phrase
    """
    row, col = int(pos[0]), int(pos[1])
    return Phrase(lambda lang: t("core.term.square", lang, row=row, col=col, r=row + 1,
                                 c=col + 1))
