"""The explorer's words in Python: what a student's own program may say (docs/rules/gramin.md
2.1, 2.2).

The moves are exactly the move cards, :func:`step`, :func:`dash` and :func:`jump`, laid in
a direction :data:`UP`, :data:`DOWN`, :data:`LEFT` or :data:`RIGHT`; the sensors read the
board as it is at that moment of the run: :func:`at_chest`, :func:`at_flag`,
:func:`blocked`, :func:`hole` and :func:`chests_left`. A lesson imports them all with
``from gamewidgets.gramin import *``::

    def walk():
        while not at_flag():
            step(RIGHT)

    run_python(walk, "@...F")

The words act only inside a run (:func:`~gamewidgets.gramin.teaching.python_run.run_python`
or the Python widget): each call goes to the run going on (:func:`active`), which moves
the explorer with the game's own movement (:class:`~gamewidgets.gramin.engine.world.World`)
on a copy of the board and records it. Called outside a run, a word raises
:class:`RobotError` saying how to run a program. Every word's docstring is the child's
text of the catalogue (``gramin.python.doc.<name>``), in English and Japanese; a wrong
argument gets a sentence a child reads, with "did you mean" (:func:`suggest`).
"""

from __future__ import annotations

import difflib
from typing import Protocol

from gamewidgets.core.errors import GameError
from gamewidgets.core.i18n import check_lang, t
from gamewidgets.core.text import quoted
from gamewidgets.gramin.engine.cards import MOVE_KINDS, Direction

UP = Direction.UP
DOWN = Direction.DOWN
LEFT = Direction.LEFT
RIGHT = Direction.RIGHT

DIRECTIONS = ("UP", "DOWN", "LEFT", "RIGHT")
"""The names of the four directions, as a program writes them."""
MOVES = MOVE_KINDS
"""The moves, one per kind of move card: ``step``, ``dash``, ``jump``."""
SENSORS = ("at_chest", "at_flag", "blocked", "hole", "chests_left")
"""The sensors: questions about the board, answered as it is at that moment."""
NAMES = (*MOVES, *SENSORS, *DIRECTIONS)
"""Every name of the vocabulary (what ``from gamewidgets.gramin import *`` brings for it)."""

__all__ = list(NAMES)


class RobotError(GameError):
    """A word of the explorer used in a way it cannot be: no run going on, or an argument
    that is no direction. Its sentence is for a child (``gramin.python.error.*``).

    Attributes
    ----------
    message_id : str
    fields : dict
        With ``line``: the program's line running when it was raised (``"?"`` outside a
        run).
    """

    def __init__(self, message_id: str, lang: str = "en", **fields):
        run = active()
        line = run.line() if run is not None else None
        fields.setdefault("line", "?" if line is None else line)
        super().__init__(message_id, lang, **fields)


class Run(Protocol):
    """What a run going on does with the words (the runner of
    :mod:`gamewidgets.gramin.teaching.python_run`)."""

    def move(self, kind: str, direction: Direction) -> None:
        """Move the explorer by one move card of ``kind`` laid in ``direction``."""

    def sense(self, name: str, direction: Direction | None) -> bool | int:
        """Answer sensor ``name`` (of :data:`SENSORS`) on the board as it is now: a bool,
        or for ``chests_left`` an int."""

    def line(self) -> int | None:
        """The line of the program running now (1-based), if known."""


_RUNS: list[Run] = []
"""The runs going on, the innermost last (a run inside a run is refused by the runner)."""


def active() -> Run | None:
    """The run going on, or None."""
    return _RUNS[-1] if _RUNS else None


def push(run: Run) -> None:
    """Make ``run`` the run the words act on (the runner calls it, then :func:`pop`)."""
    _RUNS.append(run)


def pop(run: Run) -> None:
    """End ``run``: the words no longer act on it."""
    if run in _RUNS:
        _RUNS.remove(run)


def _run(word: str) -> Run:
    run = active()
    if run is None:
        raise RobotError("gramin.python.error.no_run", word=word)
    return run


def suggest(name: str, known) -> str | None:
    """The name of ``known`` a misspelt ``name`` most likely meant, or None: the same name
    in other capitals first (``right`` -> ``RIGHT``), then the closest spelling
    (``stpe`` -> ``step``, :func:`difflib.get_close_matches` with cutoff 0.6).

    Parameters
    ----------
    name : str
    known : iterable of str
        The names that exist (the vocabulary, the program's own names, Python's).
    """
    if not isinstance(name, str) or not name:
        return None
    known = [k for k in dict.fromkeys(known) if isinstance(k, str) and k != name]
    same = [k for k in known if k.lower() == name.lower()]
    if same:
        return same[0]
    close = difflib.get_close_matches(name, known, 1, 0.6)
    return close[0] if close else None


def _direction(word: str, value) -> Direction:
    """``value`` if it is a direction; else a :class:`RobotError` saying which four there
    are, and the one a text or a name meant (``"right"`` -> ``RIGHT``)."""
    if isinstance(value, Direction):
        return value
    if value is None:
        raise RobotError("gramin.python.error.no_direction", word=word)
    hint = suggest(value, DIRECTIONS) if isinstance(value, str) else None
    if hint:
        raise RobotError("gramin.python.error.direction_hint", word=word, got=quoted(value),
                         hint=hint)
    raise RobotError("gramin.python.error.direction", word=word, got=quoted(value))


# Each word finds the run itself (no helper call): a sensor in a `while` test runs once per
# repeat, and every Python call costs the trace function a look.
def step(direction=None) -> None:
    # the docstring is the catalogue's (gramin.python.doc.step), set below
    (_RUNS[-1] if _RUNS else _run("step")).move("step", _direction("step", direction))


def dash(direction=None) -> None:
    (_RUNS[-1] if _RUNS else _run("dash")).move("dash", _direction("dash", direction))


def jump(direction=None) -> None:
    (_RUNS[-1] if _RUNS else _run("jump")).move("jump", _direction("jump", direction))


def at_chest() -> bool:
    return (_RUNS[-1] if _RUNS else _run("at_chest")).sense("at_chest", None)


def at_flag() -> bool:
    return (_RUNS[-1] if _RUNS else _run("at_flag")).sense("at_flag", None)


def blocked(direction=None) -> bool:
    return (_RUNS[-1] if _RUNS else _run("blocked")).sense(
        "blocked", direction if isinstance(direction, Direction)
        else _direction("blocked", direction))


def hole(direction=None) -> bool:
    return (_RUNS[-1] if _RUNS else _run("hole")).sense(
        "hole", direction if isinstance(direction, Direction)
        else _direction("hole", direction))


def chests_left() -> int:
    return (_RUNS[-1] if _RUNS else _run("chests_left")).sense("chests_left", None)


def doc(name: str, lang: str = "en") -> str:
    """The child's text of word ``name`` (of :data:`NAMES`) in ``lang``: what it does, how
    it is written, an example.

    Raises
    ------
    KeyError
        If ``name`` is not a word of the vocabulary.
    ValueError
        If ``lang`` is not supported.
    """
    if name not in NAMES:
        raise KeyError(name)
    return t(f"gramin.python.doc.{name}", check_lang(lang))


def _set_docs() -> None:
    """Each word's ``__doc__``: its child's text in English, then in Japanese (``help(step)``
    in a notebook shows both)."""
    for name in (*MOVES, *SENSORS):
        globals()[name].__doc__ = f"{doc(name, 'en')}\n\n{doc(name, 'ja')}"


_set_docs()
