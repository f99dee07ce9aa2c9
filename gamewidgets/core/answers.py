"""A student's answer, bounded before any checker reads it.

Every checker of a lesson's exercise (Gramin's ``Exercise.check`` and ``Puzzle.check``,
algo's ``CandidatesExercise.check`` and ``CertainExercise.check``, Goblin's
``BestActionExercise.check``) and the classroom's grading take whatever a student typed:
text, a number, a list, a set, a generator, anything. One cap holds for all of them,
whatever the answer's type, so that no answer can make a check slow or make it raise:

- :func:`bounded` walks an answer once, at most :data:`MAX_ANSWER` characters' worth of
  it, and refuses one that is longer (a 1 MB text, ``9**9**5``, ``itertools.count()``) or
  that is not made of text, numbers and lists (an object whose ``__str__`` or ``__iter__``
  raises) with an :class:`AnswerError` that says so;
- :func:`echo` quotes an answer back in feedback, at most :data:`MAX_ECHO` characters of
  it, and never raises.
"""

from __future__ import annotations

import math

from gamewidgets.core.errors import GameError
from gamewidgets.core.text import Msg

MAX_ANSWER = 2000
"""Most characters an answer may take: a text's letters; a number's digits; a list's items
and the brackets and commas between them. Real answers are far shorter: the longest
program of a lesson is some 30 characters."""

MAX_ECHO = 80
"""Characters of an answer quoted back in feedback."""

MAX_DEPTH = 8
"""Most lists one inside another in an answer (a card answer is a list of tuples: 2)."""

_ATOMS = (str, int, float, bool, type(None))


class AnswerError(GameError):
    """An answer no checker reads: too long (``core.answer.too_long``) or not made of text,
    numbers and lists (``core.answer.kind``). ``text(lang)`` says which, in ``lang``."""


def bounded(answer, limit: int = MAX_ANSWER):
    """``answer`` as a checker may read it, walked once and at most ``limit`` characters'
    worth.

    Parameters
    ----------
    answer : object
        Text, a number, or a list, tuple, set or other iterable of such (nested up to
        :data:`MAX_DEPTH`).
    limit : int
        Most characters the answer may take (see :data:`MAX_ANSWER`).

    Returns
    -------
    object
        Text, numbers, ``None`` and lists and tuples as they are (a tuple stays a tuple);
        a set stays a set; any other iterable (a generator, a range) becomes a list, read
        once.

    Raises
    ------
    AnswerError
        ``core.answer.too_long`` if the answer takes more than ``limit`` characters;
        ``core.answer.kind`` if it holds something other than text, numbers and
        iterables of them, or an iterable that raises while it is read, or lists nested
        deeper than :data:`MAX_DEPTH`.
    """
    try:
        return _walk(answer, [limit], 0, limit)
    except AnswerError as exc:
        if exc.message_id == "core.answer.kind":  # said of the whole answer, not a part
            raise AnswerError("core.answer.kind", answer=echo(answer)) from None
        raise
    except Exception:  # a subclass of str, int or float whose own methods raise
        raise AnswerError("core.answer.kind", answer=echo(answer)) from None


def size(answer) -> int:
    """Characters ``answer`` takes (as :func:`bounded` counts them), or ``MAX_ANSWER + 1``
    for any answer longer than :data:`MAX_ANSWER` or that :func:`bounded` refuses for its
    kind. Never raises."""
    budget = [MAX_ANSWER]
    try:
        _walk(answer, budget, 0, MAX_ANSWER)
    except Exception:
        return MAX_ANSWER + 1
    return MAX_ANSWER - budget[0]


def _spend(budget: list, n: int, limit: int) -> None:
    budget[0] -= n
    if budget[0] < 0:
        raise AnswerError("core.answer.too_long", limit=limit)


def _walk(value, budget: list, depth: int, limit: int):
    if isinstance(value, str):
        _spend(budget, str.__len__(value), limit)
        return str.__str__(value)
    if isinstance(value, bool) or value is None:
        _spend(budget, 5, limit)
        return bool(value) if value is not None else None
    if isinstance(value, int):
        # digits from the bit length: str() of a huge int is itself slow, and refused
        # beyond 4300 digits
        _spend(budget, max(1, math.ceil(int.bit_length(value) * 0.30103)) + 1, limit)
        return int.__index__(value)
    if isinstance(value, float):
        _spend(budget, 24, limit)
        return float.__float__(value)
    if depth >= MAX_DEPTH or isinstance(value, (dict, bytes, bytearray)):
        raise AnswerError("core.answer.kind", answer=echo(value))
    _spend(budget, 2, limit)
    try:
        items = iter(value)
    except Exception:
        raise AnswerError("core.answer.kind", answer=echo(value)) from None
    out = []
    while True:
        try:
            item = next(items)
        except StopIteration:
            break
        except AnswerError:
            raise
        except Exception:
            raise AnswerError("core.answer.kind", answer=echo(value)) from None
        _spend(budget, 1, limit)  # the comma
        out.append(_walk(item, budget, depth + 1, limit))
    if isinstance(value, tuple):
        return tuple(out)
    if isinstance(value, (set, frozenset)):
        try:
            return set(out)
        except TypeError:  # a list inside a set's item: not an answer of any task
            raise AnswerError("core.answer.kind", answer=echo(value)) from None
    return out


def echo(value, limit: int = MAX_ECHO) -> str:
    """``value`` quoted back in feedback: text as it is, anything else as Python writes it,
    cut to ``limit`` characters (``…`` marks a cut), with any unencodable character
    escaped. Never raises: a value whose ``repr`` raises, or an int too long to write,
    is named by its type (``<Broken>``, ``<int of 56,000 digits>``)."""
    name = type(value).__name__
    try:
        if isinstance(value, str):
            text = str.__getitem__(value, slice(0, limit + 1))
        elif isinstance(value, int) and not isinstance(value, bool) \
                and int.bit_length(value) > 3.33 * (limit + 1):
            text = f"<int of {math.ceil(int.bit_length(value) * 0.30103):,} digits>"
        elif isinstance(value, (list, tuple, set, frozenset, dict)) and len(value) > limit:
            text = f"<{name} of {len(value):,} items>"
        else:
            text = repr(value)
            if not isinstance(text, str):
                text = f"<{name}>"
    except Exception:
        text = f"<{name}>"
    if len(text) > limit:
        text = text[:limit - 1] + "…"
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


def too_long(limit: int = MAX_ANSWER) -> Msg:
    """The sentence an answer over the cap gets (``core.answer.too_long``)."""
    return Msg("core.answer.too_long", limit=limit)
