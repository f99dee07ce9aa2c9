"""Program text: the tokens it is split into and the card each names (docs/rules/gramin.md
2.1, 2.4)."""

from __future__ import annotations

import difflib
import re
from itertools import islice

from gamewidgets.core.text import MAX_SHOWN, full_width, quoted, typed
from gamewidgets.gramin.engine.cards import MOVE_TOKENS, Card, LoopClose, LoopOpen
from gamewidgets.gramin.engine.errors import ProgramSyntaxError

# forN(, the seed's other spelling for(N){ and the loop card's face N×( (what a child
# copies from the card; also Nx( and N*( as typed on a keyboard); brackets may touch
# their neighbours.
_TOKEN = re.compile(r"for\s*\(\s*(\d+)\s*\)\s*\{|for(\d+)\(|\d+\s*[×xX*]\s*\(|[)}]|[^\s(){}]+|[({]")


def tokenize(text: str, limit: int | None = None, lang: str = "en") -> list[str]:
    """Split program text into card tokens (whitespace-separated; brackets may touch).

    Parameters
    ----------
    text : str
        e.g. ``"for3(R) U"`` -> ``["for3(", "R", ")", "U"]``. ``for(3){`` is kept as one token;
        the loop card's face ``3×(`` (or ``3x(``, ``3*(``) is read as ``for3(``.
        Read through :func:`~gamewidgets.core.text.typed`: full-width letters, digits,
        brackets and spaces are their half-width forms (``"２Ｕ　２Ｒ"`` -> ``["2U", "2R"]``).
    limit : int, optional
        Most tokens to read (e.g.
        :data:`~gamewidgets.gramin.engine.program.MAX_CARDS`); the text is read no further.
    lang : {"en", "ja"}
        Language of the error.

    Returns
    -------
    list of str

    Raises
    ------
    TypeError
        If ``text`` is not a str.
    ProgramSyntaxError
        ``gramin.error.too_many_cards`` if the text holds more than ``limit`` tokens.
    """
    if not isinstance(text, str):
        raise TypeError(f"a program is text, got {type(text).__name__}")
    found = (_canonical(m.group(0)) for m in _TOKEN.finditer(typed(text)))
    if limit is None:
        return list(found)
    tokens = list(islice(found, limit + 1))
    if len(tokens) > limit:
        raise ProgramSyntaxError("gramin.error.too_many_cards", limit + 1, lang, limit=limit)
    return tokens


_FACE = re.compile(r"(\d+)\s*[×xX*]\s*\(")


def _canonical(token: str) -> str:
    """A loop card written as its face (``3×(``) is the token ``for3(``; any other token is
    kept as typed (an error quotes it so)."""
    m = _FACE.fullmatch(token)
    return f"for{m.group(1)}(" if m else token


def glued_cards(token: str) -> list[str] | None:
    """The cards a token is made of when they were written with no space between them
    (``"RU"`` -> ``["R", "U"]``, ``"2RJU"`` -> ``["2R", "JU"]``), or None."""
    if len(token) > MAX_SHOWN:
        return None
    known = sorted(MOVE_TOKENS, key=len, reverse=True)

    def split(rest: str) -> list[str] | None:
        if not rest:
            return []
        for tok in known:
            if rest.startswith(tok):
                tail = split(rest[len(tok):])
                if tail is not None:
                    return [tok, *tail]
        return None

    parts = split(token)
    return parts if parts and len(parts) > 1 else None


def card_of_token(token: str, index: int = 1, after: tuple[str, ...] = ()) -> Card:
    """Return the card a token names.

    Parameters
    ----------
    token : str
        ``U R D L`` / ``↑ → ↓ ←`` (step), ``2U ..`` / ``⇑ ..`` (dash), ``JU ..`` / ``↟ ..``
        (jump), ``forN(`` or ``for(N){`` (loop), ``)`` or ``}`` (end of loop);
        :func:`tokenize` reads the loop card's face ``N×(`` as ``forN(``.
    index : int
        1-based position, used in the error.
    after : tuple of str
        The tokens that follow it, for a better suggestion (``for 3(`` -> ``for3(``).

    Raises
    ------
    ProgramSyntaxError
        ``gramin.error.no_space`` if the token is several cards written together
        (``RU``); ``gramin.error.full_width`` if it holds full-width characters that have
        no half-width form (``、``, kana: the keyboard was in Japanese input);
        ``gramin.error.unknown_card_hint`` / ``gramin.error.unknown_card`` if it is no
        card, suggesting the closest card.
    """
    if token in MOVE_TOKENS:
        return MOVE_TOKENS[token]
    if token in (")", "}"):
        return LoopClose()
    # a count of more than two digits is no loop card (and would be slow to read)
    m = re.fullmatch(r"for\s*\(\s*(\d{1,2})\s*\)\s*\{|for(\d{1,2})\(", token)
    if m:
        return LoopOpen(int(m.group(1) or m.group(2)))
    if token.lower() == "for" and after and after[0].isdigit():
        # "for 3(": a loop card written with a space in it
        raise ProgramSyntaxError("gramin.error.unknown_card_hint", index, token=quoted(token),
                                 hint=f"for{after[0]}(")
    wide = full_width(token)
    if wide is not None:
        raise ProgramSyntaxError("gramin.error.full_width", index, token=quoted(token),
                                 wide=wide)
    glued = glued_cards(token)
    if glued:
        raise ProgramSyntaxError("gramin.error.no_space", index, token=quoted(token),
                                 spaced=" ".join(glued))
    known = list(MOVE_TOKENS) + ["for2(", "for3(", ")"]
    close = difflib.get_close_matches(token.upper(), known, n=1, cutoff=0.5) \
        if len(token) <= MAX_SHOWN else []
    if token.upper() in MOVE_TOKENS:
        close = [token.upper()]
    hint = close[0] if close else ""
    raise ProgramSyntaxError(
        "gramin.error.unknown_card_hint" if hint else "gramin.error.unknown_card",
        index, token=quoted(token), hint=hint,
    )
