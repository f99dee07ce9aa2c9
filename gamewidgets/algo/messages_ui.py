"""Catalogue entries of AlgoWidget: labels (``algo.ui.*``, sent to the browser), the
widget's sentences (``algo.widget.*``) and messages about the browser's intents
(``algo.error.intent.*``). Japanese game terms follow the seed (アタック, ステイ, 親, 山札).
"""

from gamewidgets.core.i18n import t


def card_text(token: str | None, lang: str) -> str:
    """A card token as words: ``"W5"`` -> ``"white 5"`` / ``"白の5"``; None -> ``""``."""
    if not token:
        return ""
    color = "white" if token[0] in "Ww" else "black"
    return t("algo.widget.card", lang, color=t(f"algo.ui.color.{color}", lang),
             number=token[1:])


def record_text(name_of, lang: str, h: dict) -> str:
    """One public attack record as a sentence for the history list.

    Parameters
    ----------
    name_of : callable
        Seat -> display name; seat 0 is the student ("You", "your card").
    lang : {"en", "ja"}
    h : dict
        A record of ``AlgoGame.history``: ``attacker``, ``target``, ``index`` (0-based),
        ``number``, ``hit``, ``card`` (token, on a hit), ``revealed`` (token of the
        attacker's card turned face up by a miss, or None).

    Returns
    -------
    str
        E.g. "Bot 1 attacked your card 3 with 7: hit! It is white 7."
    """
    target = (t("algo.widget.whose_you", lang) if h["target"] == 0
              else t("algo.widget.whose", lang, name=name_of(h["target"])))
    text = t("algo.widget.hit" if h["hit"] else "algo.widget.miss", lang,
             attacker=name_of(h["attacker"]), target=target, n=h["index"] + 1,
             number=h["number"], card=card_text(h.get("card"), lang))
    if not h["hit"] and h.get("revealed"):
        text += t("algo.widget.revealed_you" if h["attacker"] == 0 else "algo.widget.revealed",
                  lang, card=card_text(h["revealed"], lang), name=name_of(h["attacker"]))
    return text
