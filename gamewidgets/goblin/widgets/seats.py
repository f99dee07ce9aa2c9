"""Who sits at a GoblinWidget: people's names and bot policies from its arguments."""

from __future__ import annotations

from gamewidgets.core.i18n import t
from gamewidgets.core.text import shown, typed
from gamewidgets.goblin.bots import BOTS
from gamewidgets.goblin.engine.steps import check_name
from gamewidgets.goblin.teaching import policy_name

BOT_PREFIX = "bot:"
"""Prefix of a bot entry in ``players``: ``"bot:cooperator"``."""


def player_seats(players, n_players=None, bots=None,
                 lang: str = "en") -> tuple[tuple[str, ...], list[str | None]]:
    """Names and bot policies of GoblinWidget's goblins from its constructor's arguments.

    Parameters
    ----------
    players, n_players, bots
        As :class:`~gamewidgets.goblin.GoblinWidget`.
    lang : {"en", "ja"}
        Language of the names the widget makes up: a bot is "<Policy> <seat 1-based>"
        ("Cooperator 3" / "協力ボット3"; the view draws a robot beside it), an unnamed
        person (``n_players`` shorthand) "Goblin 1" / "ゴブリン1". Names given in
        ``players`` are kept as typed (:func:`~gamewidgets.core.text.typed`: full-width
        letters are half-width).

    Returns
    -------
    (tuple of str, list of (str or None))
        Display names in seat order and each seat's bot policy, None for a person.

    Raises
    ------
    ValueError
        If a ``"bot:<policy>"`` entry names no policy of :data:`BOTS`, a name is longer
        than :data:`~gamewidgets.goblin.engine.steps.MAX_NAME` characters, or ``bots`` has
        more entries than ``n_players``.
    """
    if players is None:
        if n_players is None:
            players = ["Ann", "Ben", "bot:cooperator"]
        else:
            if isinstance(bots, str):
                bots = [bots] * (n_players - 1)
            bots = list(bots or [])
            if len(bots) > n_players:
                raise ValueError(f"bots has {len(bots)} policies for {n_players} goblins")
            players = [None] * (n_players - len(bots)) + [BOT_PREFIX + b for b in bots]
    names, policies = [], []
    for seat, entry in enumerate(players):
        if entry is None:  # an unnamed person of the n_players shorthand
            names.append(t("goblin.term.goblin", lang, seat=seat + 1))
            policies.append(None)
            continue
        entry = typed(str(entry))  # "ｂｏｔ：ｃｏｏｐｅｒａｔｏｒ" is a bot, "Ａｎｎ" is "Ann"
        if entry.startswith(BOT_PREFIX):
            policy = entry[len(BOT_PREFIX):]
            if policy not in BOTS:
                raise ValueError(f"unknown bot policy {shown(policy)}; known: {', '.join(BOTS)}")
            names.append(t("goblin.ui.bot_name", lang, seat=seat + 1,
                           policy=policy_name(policy, lang, capital=True)))
            policies.append(policy)
        else:
            names.append(check_name(entry))
            policies.append(None)
    return tuple(names), policies
