"""The events of the multiplayer game (docs/rules/gramin.md 4, 5): what happened, as data,
with a sentence that names the players.

An event of the game is a :class:`GameEvent` of the catalogue namespace :data:`GAME`
(``gramin.game.event.<kind>``). Its data name seats by number (``player``, ``winner``,
``loser``, ``winners``, ``tied``); its sentence names them by the game's player names
(``GraminGame(names=...)``), or "Player 1", ... in the sentence's language. The explorer
of a program run on its own (:func:`~gamewidgets.gramin.engine.trace.run_program`) has
no name: its square events are plain :class:`~gamewidgets.core.events.Event` of the
namespace ``"gramin"``.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from gamewidgets.core.codec import ref, saved
from gamewidgets.core.events import Event
from gamewidgets.core.text import MAX_NAME, Seat, Words, is_text, shown
from gamewidgets.gramin.engine.cards import cards_said

GAME = "gramin.game"
"""Catalogue namespace of the game's events (``gramin.game.event.<kind>``)."""

# data key naming one seat -> the sentence's field for that seat's name
_ONE = (("player", "name"), ("winner", "winner"), ("loser", "loser"))
# data key naming several seats -> the sentence's field for their names
_SEVERAL = ("winners", "tied")


class _Said:
    """A name put into a sentence as it is: never read as a catalogue term (a player
    called "wall" stays "wall" in Japanese)."""

    __slots__ = ("name",)

    def __init__(self, name: str):
        self.name = name

    def __format__(self, spec: str) -> str:
        return format(self.name, spec)


def player_name(player: int, names, lang: str = "en") -> str:
    """``names[player]``, or "Player 3" / "プレーヤー3" (1-based) without names.

    Parameters
    ----------
    player : int
        A seat, 0-based.
    names : sequence of str or None
    lang : {"en", "ja"}
    """
    return seat_name(player, names).text(lang)


def seat_name(player: int, names) -> Seat:
    """The name of seat ``player`` (0-based) as a :class:`~gamewidgets.core.text.Seat`:
    ``names[player]``, or "Player 3" / "プレーヤー3" in the language it is worded in."""
    return Seat(player, "gramin.game.default_name", names=names)


@dataclass(frozen=True)
class GameEvent(Event):
    """One thing that happened in the game, worded with the players' names.

    Parameters
    ----------
    kind, data, game
        As :class:`~gamewidgets.core.events.Event` (``game`` is :data:`GAME`).
    names : tuple of str or None
        The players' names in seat order (not saved, not compared: the game that holds
        the event gives them again); None: "Player 1", ...
    """

    names: tuple[str, ...] | None = field(default=None, compare=False, repr=False)

    __hash__ = Event.__hash__

    def text(self, lang: str = "en") -> str:
        """The sentence in ``lang``, naming the seats of its data."""
        data = self.data
        said = {name: _Said(player_name(data[key], self.names, lang))
                for key, name in _ONE if key in data}
        for key in _SEVERAL:
            if key in data:
                said["names"] = _Said(Words((player_name(p, self.names, lang)
                                             for p in data[key]), joint="and").text(lang))
        if self.kind == "action":  # the cards run, in words (「2マスカード（左）」)
            said["cards"] = _Said(cards_said(data["cards"]).text(lang))
        return Event(self.kind, {**data, **said}, self.game).text(lang)


def game_event(kind: str, names=None, **data) -> GameEvent:
    """An event of the game (see :class:`GameEvent`)."""
    return GameEvent(kind, data, GAME, names)


def seat_event(kind: str, player: int, names=None, **data) -> GameEvent:
    """An event of the game done by seat ``player`` (its data name ``player`` and the
    1-based ``seat``)."""
    return GameEvent(kind, {"player": player, "seat": player + 1, **data}, GAME, names)


def renamed(events: list[Event], names) -> list[Event]:
    """``events`` with the game's events worded with ``names`` (the others as they are)."""
    return [replace(e, names=names) if isinstance(e, GameEvent) else e for e in events]


def check_names(names, n_players: int | None = None) -> tuple[str, ...]:
    """``names`` as a tuple of non-empty strings (stripped) of at most
    :data:`~gamewidgets.core.text.MAX_NAME` characters, one per seat when ``n_players`` is
    given.

    Raises
    ------
    ValueError
        Otherwise.
    """
    if isinstance(names, str) or not all(isinstance(x, str) and x.strip()
                                         and len(x.strip()) <= MAX_NAME and is_text(x)
                                         for x in names):
        raise ValueError(f"names must be non-empty text of at most {MAX_NAME} characters, "
                         f"got {shown(names)}")
    names = tuple(x.strip() for x in names)
    if n_players is not None and len(names) != n_players:
        raise ValueError(f"names must give one name per player ({n_players}), got {len(names)}")
    return names


def names_field():
    """The game's field of player names: a tuple of str or None, saved as a list."""
    return saved(encode=lambda v: None if v is None else list(v), copy=ref)


def events_field():
    """The game's field of events (this turn's): saved as dicts."""
    return saved(encode=lambda v: [e.to_dict() for e in v], copy=list)
