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
"""The one default cap on the actions :func:`play_bots` applies in every game: far above
any real game (a Goblin Escape table of 100 turns takes at most 1,100 actions), so only a
game that cannot end (Goblin's ``turn_limit=None`` with nobody digging) reaches it, and it
stops within seconds instead of playing on for ever."""


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


def bot_game(new_game: Callable[..., GameState], registry: Mapping[str, Callable[..., Bot]],
             bots, *, seed: int = 0, max_steps: int = MAX_STEPS, **options) -> GameState:
    """A new game with one seat per bot, played to the end.

    Parameters
    ----------
    new_game : callable
        ``new_game(n_players, seed=seed, **options)``: the game's class.
    registry : mapping of str to bot class
        The game's ``BOTS``.
    bots : iterable of (str or Bot)
        One per seat, in seat order: names of ``registry`` (the bot at seat ``p`` seeded
        ``bot_seed(seed, p)``) or bot objects.
    seed : int
        Seed of the game and of the bots made from names.
    max_steps : int
        Most actions to apply.
    **options
        Passed to ``new_game`` (``rules=...``).

    Returns
    -------
    GameState
        The finished game.

    Raises
    ------
    ValueError
        An unknown bot name, or a number of seats the game does not allow.
    StepLimitError
        If the game has not ended after ``max_steps`` actions.
    """
    bots = list(bots)
    game = new_game(len(bots), seed=seed, **options)
    return play_bots(game, make_bots(registry, bots, seed), max_steps=max_steps)


class BotRegistry(dict):
    """A game's bots by name (``{"simple": SimpleBot, ...}``), with the game's bot loops.

    Each game holds one, ``BOTS``, and its ``make_bot``, ``play_bots`` and ``bot_game`` are
    this registry's methods: the same rules in every game (seeds by :func:`bot_seed`, one
    :data:`MAX_STEPS`).

    Parameters
    ----------
    game : type
        The game's state class, called ``game(n_players, seed=..., **options)``.
    bots : mapping of str to bot class
        Each class takes ``seed=``.
    options : mapping, optional
        Default options of a game :meth:`bot_game` makes (Goblin's ``record=False``).
    """

    def __init__(self, game: Callable[..., GameState], bots: Mapping[str, Callable[..., Bot]],
                 options: Mapping | None = None):
        super().__init__(bots)
        self.game, self.options = game, dict(options or {})

    def make_bot(self, bot, seed: int = 0) -> Bot:
        """A bot from a name of this registry (seeded ``seed``), or ``bot`` itself if it is
        an object with ``act(state, player)``.

        Raises
        ------
        ValueError
            If ``bot`` is neither (the message lists the names).
        """
        return make_bot(self, bot, seed)

    def make_bots(self, specs, seed: int = 0) -> list:
        """One bot per seat from names or bot objects (``None`` stays ``None``: a person);
        a name's bot at seat ``p`` gets the seed ``bot_seed(seed, p)``.

        Raises
        ------
        ValueError
            As :meth:`make_bot`.
        """
        return make_bots(self, specs, seed)

    def play_bots(self, game: GameState, bots, *, max_steps: int = MAX_STEPS) -> GameState:
        """Play ``game`` to the end with one bot per seat, chance included.

        Parameters
        ----------
        game : GameState
            Changed in place.
        bots : sequence of (str or Bot)
            One per seat, in seat order: names of this registry (the bot at seat ``p``
            seeded ``bot_seed(game.seed, p)``) or bot objects.
        max_steps : int
            Most actions to apply.

        Returns
        -------
        GameState
            ``game``, now over.

        Raises
        ------
        ValueError
            An unknown bot name, or not one bot per seat.
        StepLimitError
            If the game has not ended after ``max_steps`` actions.
        """
        return play_bots(game, make_bots(self, bots, game.seed), max_steps=max_steps)

    def bot_game(self, bots, *, seed: int = 0, max_steps: int = MAX_STEPS, **options) -> GameState:
        """A new game of ``len(bots)`` seats played to the end by ``bots``
        (:func:`bot_game` with this registry's game; ``options`` such as ``rules=`` go to
        the game).

        Raises
        ------
        ValueError
            An unknown bot name, or a number of seats the game does not allow.
        StepLimitError
            If the game has not ended after ``max_steps`` actions.
        """
        return bot_game(self.game, self, bots, seed=seed, max_steps=max_steps,
                        **{**self.options, **options})
