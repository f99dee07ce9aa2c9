"""Cards as Python and Python as cards: the code view of a program (docs/rules/gramin.md 2.1,
2.4, 6).

:meth:`Program.to_python` writes a program as Python (``for _ in range(3):`` /
``    step(RIGHT)``); :func:`from_python` reads that text back into a :class:`Program`,
so a student can type a program in a notebook cell and see it as cards.
:func:`code_lines` is what the widget's code view shows: each line with the card it
comes from, so the browser can highlight the line of the card being run.
"""

from __future__ import annotations

import difflib
import re
import textwrap

from gamewidgets.core.i18n import t
from gamewidgets.core.text import Words, full_width, quoted, typed
from gamewidgets.gramin.engine.cards import Direction, LoopClose, LoopOpen, MoveCard
from gamewidgets.gramin.engine.errors import ProgramSyntaxError
from gamewidgets.gramin.engine.options import GraminRules
from gamewidgets.gramin.engine.program import Program

MAX_CODE_TEXT = 4000
"""Characters of Python :func:`from_python` reads; far beyond any real program."""

_FOR = re.compile(r"for\s+[A-Za-z_]\w*\s+in\s+range\s*\(\s*(\d+)\s*\)\s*:")
_CALL = re.compile(r"(step|dash|jump)\s*\(\s*(?:Direction\s*\.\s*)?([A-Za-z_]\w*)\s*\)")
_CALLS = re.compile(rf"(?:{_CALL.pattern}[\s;,]*)+")
_LOOKS_LIKE_PYTHON = re.compile(r"\b(step|dash|jump)\s*\(|\brange\s*\(")
_DIRS = {d.name: d for d in Direction}


class PythonCodeError(ProgramSyntaxError):
    """Python-like program text that does not read as cards.

    Attributes
    ----------
    line : int or None
        1-based line of the text at fault, or None when the whole text is.
    card_index : int or None
        1-based card the error is about when the card program itself is at fault
        (a loop count the rules do not allow, a nested loop), else None.
    """

    def __init__(self, message_id: str, line: int | None, lang: str = "en",
                 card_index: int | None = None, **fields):
        self.line = line
        super().__init__(message_id, card_index, lang, line=line, **fields)

    def text(self, lang: str) -> str:
        """The message in ``lang``; a wrapped card-program error is rendered in it too."""
        fields = {k: (v.text(lang) if hasattr(v, "text") else v) for k, v in self.fields.items()}
        return t(self.message_id, lang, **fields)


def looks_like_python(text: str) -> bool:
    """Whether ``text`` is Python-like (``step(RIGHT)``, ``range(3)``, also typed full-width:
    ``ｓｔｅｐ（ＲＩＧＨＴ）``) rather than card tokens."""
    return isinstance(text, str) and bool(_LOOKS_LIKE_PYTHON.search(typed(text)))


def from_python(text: str, rules: GraminRules | None = None, lang: str = "en") -> Program:
    """Read Python-like text as a card program (the reverse of :meth:`Program.to_python`).

    Parameters
    ----------
    text : str
        One statement per line: ``step(RIGHT)``, ``dash(UP)``, ``jump(LEFT)`` (a move card
        laid in that direction; ``Direction.UP`` also works) or ``for _ in range(N):``
        followed by its indented body (a ``forN(`` ... ``)`` loop). Blank lines and
        ``#`` comments are ignored; a common indentation of the whole text is removed.
        Read through :func:`~gamewidgets.core.text.typed`: full-width letters, brackets,
        signs and spaces (a Japanese input method's) are their half-width forms.
    rules : GraminRules, optional
        Loop limits (default the basic game: one loop, N in 2..3, no nesting).
    lang : {"en", "ja"}
        Language of the error message.

    Returns
    -------
    Program
        ``from_python(p.to_python()) == p`` for every program ``p``.

    Raises
    ------
    PythonCodeError
        With ``line`` (1-based): a line that is neither a card nor a loop header (several
        cards on one line, full-width characters with no half-width form), an unknown
        direction, a missing or unexpected indent, an empty loop, or a card
        program the rules forbid (e.g. ``range(5)``, a nested loop in the basic game).
    TypeError
        If ``text`` is not a str.
    """
    if not isinstance(text, str):
        raise TypeError(f"Python code is text, got {type(text).__name__}")
    if len(text) > MAX_CODE_TEXT:
        raise PythonCodeError("gramin.error.code.too_long", None, lang, limit=MAX_CODE_TEXT)
    text = typed(text)
    rules = rules or GraminRules()
    cards: list = []
    card_lines: list[int] = []  # line of each card, for errors found on the cards
    stack: list[tuple[int, int]] = []  # (indent of the for line, its line number)
    indents = [0]
    expect_indent = False
    for number, raw in enumerate(textwrap.dedent(text.expandtabs(4)).splitlines(), start=1):
        code = raw.split("#", 1)[0].rstrip()
        if not code.strip():
            continue
        indent = len(code) - len(code.lstrip())
        if expect_indent:
            if indent <= indents[-1]:
                raise PythonCodeError("gramin.error.code.indent_expected", number, lang)
            indents.append(indent)
            expect_indent = False
        elif indent > indents[-1]:
            raise PythonCodeError("gramin.error.code.unexpected_indent", number, lang)
        while indent < indents[-1]:
            indents.pop()
            if indent > indents[-1]:
                raise PythonCodeError("gramin.error.code.dedent", number, lang)
            cards.append(LoopClose())
            card_lines.append(stack.pop()[1])
        stmt = code.strip()
        m = _FOR.fullmatch(stmt)
        if m:
            cards.append(LoopOpen(int(m.group(1))))
            card_lines.append(number)
            stack.append((indent, number))
            expect_indent = True
            continue
        m = _CALL.fullmatch(stmt)
        if not m:
            raise _line_error(stmt, number, lang)
        direction = _DIRS.get(m.group(2))
        if direction is None:
            # Python tells UP from up: say which name was meant
            close = m.group(2).upper() if m.group(2).upper() in _DIRS else \
                next(iter(difflib.get_close_matches(m.group(2).upper(), _DIRS, 1, 0.6)), "")
            raise PythonCodeError("gramin.error.code.direction_hint" if close
                                  else "gramin.error.code.unknown_direction", number, lang,
                                  value=quoted(m.group(2)), hint=close)
        cards.append(MoveCard(m.group(1), direction))
        card_lines.append(number)
    if expect_indent:
        raise PythonCodeError("gramin.error.code.empty_loop", stack[-1][1], lang)
    while stack:
        cards.append(LoopClose())
        card_lines.append(stack.pop()[1])
    try:
        return Program.from_cards(cards, rules, lang=lang)
    except ProgramSyntaxError as exc:
        index = exc.card_index
        line = card_lines[index - 1] if index and index <= len(card_lines) else None
        raise PythonCodeError("gramin.error.code.card_error", line, lang, card_index=index,
                              detail=exc) from None


def _line_error(stmt: str, number: int, lang: str) -> PythonCodeError:
    """Why line ``number`` (``stmt``) is no card: several cards on one line, full-width
    characters, a bracket missing, a ``for`` line without its colon, or not a card at
    all."""
    calls = [m.group(0) for m in _CALL.finditer(stmt)]
    if len(calls) > 1 and _CALLS.fullmatch(stmt):
        return PythonCodeError("gramin.error.code.one_per_line", number, lang,
                               text=quoted(stmt), n=len(calls),
                               cards=Words(calls, joint="and"))
    wide = full_width(stmt)
    if wide is not None:
        return PythonCodeError("gramin.error.code.full_width", number, lang,
                               text=quoted(stmt), wide=wide)
    if stmt.count("(") != stmt.count(")"):
        return PythonCodeError("gramin.error.code.bracket", number, lang, text=quoted(stmt))
    if _FOR.fullmatch(stmt + ":"):
        return PythonCodeError("gramin.error.code.colon", number, lang, text=quoted(stmt))
    return PythonCodeError("gramin.error.code.unknown_line", number, lang, text=quoted(stmt))


def code_lines(program: Program) -> list[dict]:
    """The program as Python lines for the code view, each with the card it comes from.

    Returns
    -------
    list of dict
        ``{"text": str, "card": int, "depth": int}`` per line: ``card`` is the 0-based
        index into ``program.cards`` (the ``forN(`` card for a ``for`` line), ``depth`` the
        indentation level. The browser highlights the line whose ``card`` is being run.
    """
    out = []
    for text, card in program.python_lines():
        depth = (len(text) - len(text.lstrip(" "))) // 4
        out.append({"text": text, "card": card, "depth": depth})
    return out
