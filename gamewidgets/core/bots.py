"""One bot protocol for every game, and the loops that let bots play.

A bot is any object with ``act(state, player) -> action``: given a game state (see
:mod:`gamewidgets.core.engine`) and its own seat, it returns one legal action dict.
Bots read only what their seat may know; each owns a ``random.Random`` seeded by
:func:`bot_seed`, never the global generator.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Protocol, runtime_checkable

from gamewidgets.core.engine import CHANCE, Action, GameState
from gamewidgets.core.errors import StepLimitError
from gamewidgets.core.events import Event
from gamewidgets.core.text import shown

MAX_STEPS = 100_000
"""Default cap on the actions :func:`play_bots` applies (far above any real game)."""


@runtime_checkable
class Bot(Protocol):
    """A player program: ``act(state, player)`` returns the action of seat ``player``."""

    name: str

    def act(self, state: GameState, player: int) -> Action:
        """One legal action of ``player`` in ``state`` (read, never changed)."""
        ...


def bot_seed(seed: int, seat: int) -> int:
    """The seed of the bot at ``seat`` in a game seeded ``seed``: ``1000 * seed + seat``.

    The one rule every game and widget uses, so a game with bots replays exactly from its
    seed, and two bots of one game never share a sequence.
    """
    return 1000 * seed + seat


def make_bot(registry: Mapping[str, Callable[..., Bot]], spec, seed: int = 0) -> Bot:
    """A bot from a name of ``registry`` or a bot object.

    Parameters
    ----------
    registry : mapping of str to bot class
        The game's ``BOTS``.
    spec : str or Bot
        A name of ``registry``, or any object with ``act(state, player)`` (returned as is).
    seed : int
        Seed of a bot made from a name.

    Raises
    ------
    ValueError
        If ``spec`` is neither a known name nor a bot (the message lists the names).
    """
    if isinstance(spec, str):
        if spec not in registry:
            raise ValueError(f"unknown bot {shown(spec)}; choose one of {', '.join(registry)}")
        return registry[spec](seed=seed)
    if callable(getattr(spec, "act", None)):
        return spec
    raise ValueError(f"a bot is a name of {', '.join(registry)} or an object with "
                     f"act(state, player), got {spec!r}")


def make_bots(registry: Mapping[str, Callable[..., Bot]], specs, seed: int = 0) -> list:
    """One bot per seat from names or bot objects (``None`` stays ``None``: a person).

    Parameters
    ----------
    registry : mapping of str to bot class
        The game's ``BOTS``.
    specs : sequence of (str or Bot or None)
        Per seat, in seat order.
    seed : int
        The game's seed; the bot at ``seat`` gets ``bot_seed(seed, seat)``.

    Raises
    ------
    ValueError
        As :func:`make_bot`.
    """
    return [None if spec is None else make_bot(registry, spec, bot_seed(seed, seat))
            for seat, spec in enumerate(specs)]


def _bot_turn(state: GameState, bots: Sequence[Bot | None], chance: bool,
              until) -> list[int] | None:
    """The seats whose bots act now, ``[CHANCE]`` for a chance action, None if nothing
    is for the bots to do."""
    if state.is_terminal or (until is not None and until(state)):
        return None
    if state.current_player == CHANCE:
        return [CHANCE] if chance else None
    return [p for p in state.acting_seats() if bots[p] is not None] or None


def advance(state: GameState, bots: Sequence[Bot | None], *, chance: bool = True,
            until: Callable[[GameState], bool] | None = None,
            max_steps: int = MAX_STEPS) -> list[Event]:
    """Let the bots act until a person must (or the game ends).

    Parameters
    ----------
    state : GameState
        Changed in place.
    bots : sequence of (Bot or None)
        One entry per seat; ``None`` for a person.
    chance : bool
        Whether chance nodes are applied too (a deal); ``False`` stops there (a widget
        where a person rolls the dice).
    until : callable, optional
        ``until(state) -> bool``: stop as soon as it is true (a widget that plays one
        turn, or only the build phase, per click).
    max_steps : int
        Most actions to apply.

    Returns
    -------
    list of Event
        Everything that happened, in order.

    Raises
    ------
    StepLimitError
        If ``max_steps`` actions did not reach a person's move or the end.
    GameRuleError
        If a bot returns an illegal action (the state is as before that action).
    """
    events: list[Event] = []
    steps = 0
    while (seats := _bot_turn(state, bots, chance, until)) is not None:
        for p in seats:
            if steps >= max_steps:
                raise StepLimitError(max_steps)
            steps += 1
            if p == CHANCE:
                events += state.apply(state.legal_actions()[0])
            # with several seats, an earlier seat's action may have moved the game on
            elif len(seats) == 1 or p in state.acting_seats():
                events += state.apply(bots[p].act(state, p))
    return events


def step(state: GameState, bots: Sequence[Bot | None]) -> list[Event]:
    """One action of whoever acts now: the chance action, or the acting seat's bot (the
    first acting seat at ``SIMULTANEOUS``).

    Parameters
    ----------
    state : GameState
        Not over; changed in place.
    bots : sequence of (Bot or None)
        One entry per seat.

    Returns
    -------
    list of Event
        The events of that action.

    Raises
    ------
    ValueError
        If the game is over, or the seat to act has no bot (a person).
    """
    if state.current_player == CHANCE:
        return state.apply(state.legal_actions()[0])
    seats = [p for p in state.acting_seats() if bots[p] is not None]
    if state.is_terminal or not seats:
        raise ValueError("no bot acts now: the game is over or a person is to act")
    return state.apply(bots[seats[0]].act(state, seats[0]))


def play_bots(state: GameState, bots: Sequence[Bot], *, max_steps: int = MAX_STEPS) -> GameState:
    """Play ``state`` to the end with one bot per seat (chance nodes included).

    Parameters
    ----------
    state : GameState
        Changed in place.
    bots : sequence of Bot
        One per seat, in seat order.
    max_steps : int
        Most actions to apply.

    Returns
    -------
    GameState
        ``state``, now terminal (for chaining: ``play_bots(game, bots).returns()``).

    Raises
    ------
    StepLimitError
        If the game has not ended after ``max_steps`` actions.
    ValueError
        If ``bots`` does not hold one bot per seat.
    """
    seats = state.n_players
    if len(bots) != seats or any(b is None for b in bots):
        raise ValueError(f"play_bots needs one bot per seat ({seats}), got {list(bots)!r}")
    advance(state, bots, max_steps=max_steps)
    return state
