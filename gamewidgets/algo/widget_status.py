"""The status line of AlgoWidget: what the student or a bot does next (rules/algo.md 4).

It reads only what the student may see: the phase, whose turn it is, the colour of a
bot's drawn card, and the student's own drawn card.
"""

from __future__ import annotations

from collections.abc import Callable

from gamewidgets.algo.game import AFTER_HIT, PLACE, AlgoGame
from gamewidgets.algo.messages_ui import card_text
from gamewidgets.core.i18n import t


def next_move_text(g: AlgoGame, lang: str, name: Callable[[int], str]) -> str:
    """One sentence saying what happens next, for the student (player 0) or a bot.

    Parameters
    ----------
    g : AlgoGame
        A game in phase ATTACK, AFTER_HIT or PLACE.
    lang : {"en", "ja"}
    name : callable
        Player index (0-based) -> display name.

    Returns
    -------
    str
    """
    p = g.current_player
    if p != 0:
        if g.phase == AFTER_HIT:
            return t("algo.widget.status.bot_after_hit", lang, name=name(p))
        if g.phase == PLACE:
            return t("algo.widget.status.bot_place", lang, name=name(p))
        if g.drawn is None:
            return t("algo.widget.status.bot_empty", lang, name=name(p))
        return t("algo.widget.status.bot", lang, name=name(p),
                 color=t(f"algo.ui.color.{g.drawn.color}", lang))
    if g.phase == AFTER_HIT:
        return t("algo.widget.status.after_hit", lang)
    if g.phase == PLACE:
        return t("algo.widget.status.place", lang,
                 card=card_text(g.drawn.token, lang))
    if g.drawn is not None:
        return t("algo.widget.status.attack", lang,
                 card=card_text(g.drawn.token, lang))
    own = g.rules.empty_pile == "own_card"
    return t("algo.widget.status.attack_own" if own
             else "algo.widget.status.attack_empty", lang)
