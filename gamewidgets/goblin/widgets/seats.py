"""Who sits at a GoblinWidget: people's names and bot policies from its arguments."""

from __future__ import annotations

from gamewidgets.core.i18n import t
from gamewidgets.core.seats import BOT_PREFIX, Seat, deprecated, parse_players
from gamewidgets.core.setup import SetupOption, SetupSpec
from gamewidgets.goblin.bots import BOTS
from gamewidgets.goblin.engine.options import GoblinRules
from gamewidgets.goblin.engine.steps import check_name
from gamewidgets.goblin.teaching import policy_name

DEFAULT_PLAYERS = (None, None, "bot:cooperator")
"""GoblinWidget's ``players`` when none are given: two people, named in the widget's language
(「ゴブリン1」, "Goblin 1"), and a cooperator bot."""


CLASSROOM_TUNNEL = 2
"""Tunnel cards per player of the classroom variant (:meth:`GoblinRules.classroom`)."""


def goblin_setup(rules: GoblinRules) -> SetupSpec:
    """GoblinWidget's setup screen (:mod:`gamewidgets.core.setup`) for ``rules``: the
    seats (``min_players``..``max_players``) and ``tunnel``, the original tunnel
    (``tunnel_per_player`` 4, docs/rules/goblin.md 2) or the classroom variant's (2)."""
    return SetupSpec("goblin.setup.", (SetupOption("tunnel", ("original", "classroom")),),
                     bots=tuple(BOTS), min_players=rules.min_players,
                     max_players=rules.max_players)


def setup_choices(rules: GoblinRules) -> dict[str, str]:
    """The setup screen's choices that ``rules`` makes."""
    classroom = rules.tunnel_per_player == CLASSROOM_TUNNEL
    return {"tunnel": "classroom" if classroom else "original"}


def setup_rules(rules: GoblinRules, choices: dict[str, str]) -> GoblinRules:
    """``rules`` with the setup screen's ``choices`` (a choice left as it was keeps the
    rules' own tunnel size)."""
    if choices == setup_choices(rules):
        return rules
    classroom = choices["tunnel"] == "classroom"
    return rules.with_options(tunnel_per_player=CLASSROOM_TUNNEL if classroom
                              else GoblinRules().tunnel_per_player)


def goblin_seats(players=None, n_players=None, bots=None) -> tuple[Seat, ...]:
    """GoblinWidget's seats from its constructor's arguments, parsed once
    (:func:`~gamewidgets.core.seats.parse_players`).

    Parameters
    ----------
    players, n_players, bots
        As :class:`~gamewidgets.goblin.GoblinWidget`; ``n_players`` and ``bots`` are the
        old spelling of ``players`` (a :class:`DeprecationWarning`): ``n_players=4,
        bots="random"`` is ``players=[None, "bot:random", "bot:random", "bot:random"]``.

    Raises
    ------
    ValueError
        If a ``"bot:<policy>"`` entry names no policy of :data:`BOTS`, a name is longer
        than :data:`~gamewidgets.goblin.engine.steps.MAX_NAME` characters, or ``bots`` has
        more entries than ``n_players``.
    """
    if players is None and (n_players is not None or bots is not None):
        deprecated("GoblinWidget(n_players=..., bots=...)", "players=[None, 'bot:random', ...]")
        if n_players is None:
            raise ValueError("bots is given with n_players (or give players=[...])")
        if isinstance(bots, str):
            bots = [bots] * (n_players - 1)
        bots = list(bots or [])
        if len(bots) > n_players:
            raise ValueError(f"bots has {len(bots)} policies for {n_players} goblins")
        players = [None] * (n_players - len(bots)) + [BOT_PREFIX + b for b in bots]
    seats = parse_players(DEFAULT_PLAYERS if players is None else players, BOTS,
                          noun="bot policy")
    for seat in seats:
        if seat.person and seat.name is not None:
            check_name(seat.name)
        if not (seat.person or isinstance(seat.bot, str)):
            raise ValueError(f"seat {seat.index + 1}: a bot is 'bot:<policy>', one of "
                             + ", ".join(BOTS))
    return seats


def seat_name(seat: Seat, lang: str = "en") -> str:
    """A seat's display name in ``lang``: a person's name as given (full-width letters
    made half-width), an unnamed person "Goblin 1" / "ゴブリン1", a bot "<Policy> <seat
    1-based>" ("Cooperator 3" / "協力ボット3"; the view draws a robot beside it)."""
    if not seat.person:
        return t("goblin.ui.bot_name", lang, seat=seat.index + 1,
                 policy=policy_name(seat.bot, lang, capital=True))
    return seat.name if seat.name is not None else t("goblin.term.goblin", lang,
                                                     seat=seat.index + 1)
