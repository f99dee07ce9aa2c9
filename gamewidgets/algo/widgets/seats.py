"""Who sits where in an AlgoWidget game: which seats are bots, which are people at the
screen (whom the cover screen waits for: :mod:`gamewidgets.core.screen`), their default
names, and the student's view with display names.
"""

from __future__ import annotations

from gamewidgets.algo.bots import BOTS
from gamewidgets.algo.engine.options import AlgoRules
from gamewidgets.algo.engine.view import AlgoView
from gamewidgets.algo.widgets.intents import STUDENT
from gamewidgets.core.i18n import t
from gamewidgets.core.seats import BOT_PREFIX, Seat, deprecated, parse_players
from gamewidgets.core.setup import SetupOption, SetupSpec

DEFAULT_BOT = "probabilistic"
"""The bot of every other seat when an AlgoWidget is given no ``players``."""


ON_OFF = ("off", "on")
SOLO = "solo"
"""The setup screen's ``mode`` of solo play (docs/rules/algo.md 7b): not a mode of
:class:`AlgoRules`, a game of its own (:class:`~gamewidgets.algo.engine.solo.AlgoSolo`)."""
ALGO_SETUP = SetupSpec(
    "algo.setup.",
    (SetupOption("mode", ("standard", "pair", SOLO),
                 seats=(("standard", 2, 4), ("pair", 4, 4), (SOLO, 1, 1))),
     SetupOption("chips", ON_OFF), SetupOption("arrange", ON_OFF)),
    bots=tuple(BOTS), min_players=1, max_players=4, first_person=True)
"""AlgoWidget's setup screen (:mod:`gamewidgets.core.setup`): the seats, ``mode``
(standard play with 2 to 4 seats, pair play with 4, docs/rules/algo.md 4, 7, or solo
play, 7b, seat 1 alone), ``chips`` (6) and ``arrange`` (the players lay their own rows,
6: ``arrange_own_row``); chips and arrange are not used by solo play."""


def setup_choices(rules: AlgoRules | None, solo: bool = False) -> dict[str, str]:
    """The setup screen's choices that ``rules`` (None: the basic game) makes, with
    ``mode`` solo play if ``solo``."""
    rules = rules or AlgoRules()
    return {"mode": SOLO if solo else rules.mode, "chips": ON_OFF[rules.chips],
            "arrange": ON_OFF[rules.arrange_own_row]}


def setup_rules(rules: AlgoRules | None, choices: dict[str, str]) -> AlgoRules:
    """``rules`` (None: the basic game) with the setup screen's ``choices``; its other
    options kept (and its mode, for solo play)."""
    rules = rules or AlgoRules()
    return rules.with_options(
        mode=rules.mode if choices["mode"] == SOLO else choices["mode"],
        chips=choices["chips"] == "on", arrange_own_row=choices["arrange"] == "on")


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
