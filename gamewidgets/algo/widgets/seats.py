"""Who sits where in an AlgoWidget game: which seats are bots, which are people at the
screen (whom the cover screen waits for: :mod:`gamewidgets.core.screen`), their default
names, and the student's view with display names.
"""

from __future__ import annotations

from gamewidgets.algo.bots import make_bots
from gamewidgets.algo.engine.view import AlgoView
from gamewidgets.algo.widgets.intents import STUDENT
from gamewidgets.core.i18n import t


def seat_specs(bots, n_players: int) -> tuple[list, tuple[int, ...]]:
    """The bot of every seat but the student's, and the seats of the people.

    Parameters
    ----------
    bots : str or list
        One bot name for every other seat, or one name / bot object / ``None`` (a person
        at the same screen) per seat 1..n-1.
    n_players : int
        2 to 4.

    Returns
    -------
    (list, tuple of int)
        One spec per seat 1..n-1; the people's seats (the student's, seat 0, first).

    Raises
    ------
    ValueError
        If ``n_players`` is not 2..4, ``bots`` does not give one spec per other seat, or a
        spec names no bot (:func:`~gamewidgets.algo.bots.make_bots`).
    """
    if type(n_players) is not int or not 2 <= n_players <= 4:
        raise ValueError(f"n_players must be 2, 3 or 4, got {n_players!r}")
    specs = [bots] * (n_players - 1) if isinstance(bots, str) else list(bots)
    if len(specs) != n_players - 1:
        raise ValueError(f"bots must name one bot per opponent ({n_players - 1}), "
                         f"got {len(specs)}")
    make_bots(specs)  # refuses an unknown name or an object that cannot act
    return specs, (STUDENT, *(q for q, b in enumerate(specs, 1) if b is None))


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
