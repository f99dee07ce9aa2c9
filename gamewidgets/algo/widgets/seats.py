"""Who sits where in an AlgoWidget game: which seats are bots, which are people at the
screen (whom the cover screen waits for: :mod:`gamewidgets.core.screen`), their default
names, and the student's view with display names.
"""

from __future__ import annotations

from gamewidgets.algo.bots import BOTS
from gamewidgets.algo.engine.view import AlgoView
from gamewidgets.algo.widgets.intents import STUDENT
from gamewidgets.core.i18n import t
from gamewidgets.core.seats import BOT_PREFIX, Seat, deprecated, parse_players

DEFAULT_BOT = "probabilistic"
"""The bot of every other seat when an AlgoWidget is given no ``players``."""


def algo_seats(players=None, n_players=None, bots=None) -> tuple[Seat, ...]:
    """AlgoWidget's seats from its constructor's arguments, parsed once
    (:func:`~gamewidgets.core.seats.parse_players`).

    Parameters
    ----------
    players : list, optional
        One entry per seat (2 to 4), the student's (a person: a name or ``None``) first;
        default ``[None, "bot:probabilistic"]``.
    n_players, bots
        The old spelling of ``players`` (a :class:`DeprecationWarning`): ``n_players``
        seats (default 2), ``bots`` one bot name for every other seat, or one name / bot
        object / ``None`` (a person at the same screen) per seat 1..n-1 (default
        ``"probabilistic"``).

    Returns
    -------
    tuple of Seat

    Raises
    ------
    ValueError
        If there are not 2 to 4 seats, seat 0 is a bot, ``bots`` does not give one spec
        per other seat, or a spec names no bot (the message lists the names).
    """
    if players is None:
        if n_players is not None or bots is not None:
            deprecated("AlgoWidget(n_players=..., bots=...)",
                       "players=[None, 'bot:probabilistic', ...]")
        n_players = 2 if n_players is None else n_players
        if type(n_players) is not int or not 2 <= n_players <= 4:
            raise ValueError(f"n_players must be 2, 3 or 4, got {n_players!r}")
        bots = DEFAULT_BOT if bots is None else bots
        specs = [bots] * (n_players - 1) if isinstance(bots, str) else list(bots)
        if len(specs) != n_players - 1:
            raise ValueError(f"bots must name one bot per opponent ({n_players - 1}), "
                             f"got {len(specs)}")
        players = [None] + [BOT_PREFIX + b if isinstance(b, str) else b for b in specs]
    seats = parse_players(players, BOTS)
    if not 2 <= len(seats) <= 4:
        raise ValueError(f"players must list 2, 3 or 4 seats (n_players), got {len(seats)}")
    if not seats[STUDENT].person:
        raise ValueError("seat 1 of an AlgoWidget is the student's: a name or None, not a bot")
    return seats


def default_name(q: int, people: tuple[int, ...], lang: str) -> str:
    """The name of seat ``q`` (0-based) in ``lang``: "You" and "Bot 1", ...; with several
    ``people`` at the screen, "Player 1", ... for the people."""
    if len(people) > 1 and q in people:
        return t("algo.game.default_name", lang, seat=q + 1)
    return t("algo.widget.you", lang) if q == STUDENT else t("algo.widget.bot", lang, n=q)


def renamed_view(base: AlgoView, rename: dict[str, str]) -> AlgoView:
    """``base`` with its rows renamed by ``rename`` (game name -> display name; the row
    ``"me"`` keeps its name)."""
    rows = {("me" if k == "me" else rename[k]): v for k, v in base.rows.items()}
    return AlgoView(rows, deck=base.deck, drawn=base.drawn)
