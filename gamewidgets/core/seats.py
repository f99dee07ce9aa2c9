"""Who sits at a game widget: one seat spec for every game.

A widget's ``players`` lists its seats in order; each entry is ``None`` (a person with
the game's default name), a person's name, ``"bot:<name>"`` (a bot of the game's
registry, e.g. ``"bot:planner"``) or a bot object (anything with ``act(state, player)``,
:mod:`gamewidgets.core.bots`). :func:`parse_players` reads it once into :class:`Seat`
objects; a seat holds data only, and the widget renders a default name in its language
("Player 1" / 「プレイヤー1」, "Bot 2", ...).
"""

from __future__ import annotations

import warnings
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from gamewidgets.core.text import shown, typed

BOT_PREFIX = "bot:"
"""Prefix of a bot entry in ``players``: ``"bot:planner"``."""


@dataclass(frozen=True)
class Seat:
    """One seat of a game: a person or a bot.

    Attributes
    ----------
    index : int
        0-based seat number.
    name : str or None
        A person's name as given (full-width letters made half-width); None for a
        default name, which the widget renders in its language.
    bot : str or Bot or None
        A bot name of the game's registry, or a bot object; None for a person.
    given : str or None
        The entry as given (full-width letters made half-width, spaces around cut off),
        e.g. an alias ``"bot"``; None if it was not text.
    """

    index: int
    name: str | None = None
    bot: Any = None
    given: str | None = field(default=None, compare=False, repr=False)

    @property
    def person(self) -> bool:
        """Whether a person (not a bot) sits here."""
        return self.bot is None


def parse_players(players, registry: Mapping[str, Any], *,
                  aliases: Mapping[str, str] | None = None,
                  noun: str = "bot") -> tuple[Seat, ...]:
    """The seats of ``players``, in order.

    Parameters
    ----------
    players : sequence of (str or None or Bot)
        Per seat: ``None`` (a person, default name), a name (a person), ``"bot:<name>"``
        with a name of ``registry``, or a bot object. Full-width letters are read as
        half-width (``"ｂｏｔ：ｐｌａｎｎｅｒ"`` is a bot).
    registry : mapping of str to bot class
        The game's ``BOTS``.
    aliases : mapping of str to str, optional
        Further whole entries that name a bot (Gramin's ``"bot"`` for ``"simple"``).
    noun : str
        What the game calls a bot's name in an error (Goblin: ``"bot policy"``).

    Returns
    -------
    tuple of Seat

    Raises
    ------
    ValueError
        If ``players`` is a string, an entry is an empty name, a ``"bot:"`` entry names
        no bot of ``registry`` (the message lists them), or an entry is neither a name,
        ``None`` nor a bot.
    """
    if isinstance(players, str):
        raise ValueError(f"players is a list of seats, got the string {shown(players)}")
    aliases = aliases or {}
    seats = []
    for index, entry in enumerate(players):
        if entry is None:
            seats.append(Seat(index))
        elif isinstance(entry, str):
            text = typed(entry).strip()
            if text in aliases:
                seats.append(Seat(index, bot=aliases[text], given=text))
            elif text.startswith(BOT_PREFIX):
                bot = text[len(BOT_PREFIX):]
                if bot not in registry:
                    raise ValueError(f"unknown {noun} {shown(bot)}; known: "
                                     + ", ".join(registry))
                seats.append(Seat(index, bot=bot, given=text))
            elif not text:
                raise ValueError(f"seat {index + 1}: a person's name is not empty "
                                 "(None gives the default name)")
            else:
                seats.append(Seat(index, name=text, given=text))
        elif callable(getattr(entry, "act", None)):
            seats.append(Seat(index, bot=entry))
        else:
            raise ValueError(f"seat {index + 1}: a name, None, 'bot:<name>' or a bot, "
                             f"got {entry!r}")
    return tuple(seats)


def seat_spec(seat: Seat) -> str | None:
    """``seat`` as a ``players`` entry: as given if it was text, else None for a person
    with the default name, or ``"bot:<name>"`` (a bot object by its ``name``)."""
    if seat.given is not None:
        return seat.given
    if seat.person:
        return seat.name
    return BOT_PREFIX + (seat.bot if isinstance(seat.bot, str)
                         else getattr(seat.bot, "name", type(seat.bot).__name__))


def deprecated(old: str, new: str) -> None:
    """Warn that keyword ``old`` is an alias kept for old code: ``new`` says the same.

    Called by a widget's seat parser, which its ``__init__`` calls: the warning points at
    the line that made the widget (so a notebook shows it under that cell)."""
    warnings.warn(f"{old} is deprecated: use {new}", DeprecationWarning, stacklevel=4)
