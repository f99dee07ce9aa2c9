"""One inference of the deduction engine and the words it is told in (en/ja).

An :class:`Inference` names a hidden card, the numbers it rules out and the reason kind;
``text(lang)`` tells it as a sentence (docs/rules/algo.md 8-9).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from gamewidgets.algo.engine.cards import Card
from gamewidgets.algo.engine.events import card_words
from gamewidgets.core.i18n import check_lang, join_sentences, t
from gamewidgets.core.text import Words


def ordinal(n: int) -> str:
    """English ordinal of ``n`` >= 1: ``1st 2nd 3rd 4th ... 11th 12th 13th 21st``."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def slot_name(row: str, index: int, lang: str = "en") -> str:
    """``"ann's 2nd card"`` / ``"annの左から2枚目"``; the row ``me`` reads ``"your"``.

    Parameters
    ----------
    row : str
    index : int
        0-based position in the row.
    lang : {"en", "ja"}
    """
    msg = "algo.term.your_slot" if row == "me" else "algo.term.slot"
    return t(msg, lang, owner=row, ordinal=ordinal(index + 1), position=index + 1)


def join(items, lang: str = "en", word: str = "or") -> str:
    """``"0, 3 or 7"`` (``word="or"``) or ``"0, 3 and 7"`` (``word="and"``); 「0、3か7」 /
    「0、3と7」 in Japanese (:class:`~gamewidgets.core.text.Words` with ``joint=word``)."""
    items = [str(x) for x in items]
    return Words(items, joint=word).text(lang) if items else ""


def ruled_out(numbers, lang: str = "en") -> str:
    """What a step rules out: "not 6" / 「6ではない」 for one number, "not 2 or 3" /
    「2と3のどちらでもない」 for two, "not 0, 6 or 7" / 「0・6・7のどれでもない」 for more
    (catalogue ``algo.step.not_one`` / ``not_two`` / ``not_any``).

    Parameters
    ----------
    numbers : sequence of int
        At least one, in the order said.
    lang : {"en", "ja"}
    """
    items = [str(x) for x in numbers]
    if len(items) == 1:
        return t("algo.step.not_one", lang, number=items[0])
    if len(items) == 2:
        return t("algo.step.not_two", lang, head=items[0], last=items[1])
    head = t("algo.step.not_sep", lang).join(items[:-1])
    return t("algo.step.not_any", lang, head=head, last=items[-1])


@dataclass(frozen=True)
class Inference:
    """One step of a deduction: numbers ruled out for one hidden card, and why.

    Attributes
    ----------
    row : str
        The card's row.
    index : int
        0-based position in the row.
    eliminated : frozenset of int
        Numbers this step newly rules out (never empty).
    reason : str
        One of :data:`REASONS`.
    data : dict
        What the sentence needs (JSON-able): ``color``; for ``seen`` the ``cards``,
        ``where`` they are seen and ``first``, the ``[row, index]`` of the step that
        listed them (None in that step: the list is said once per colour); for
        ``order`` the ``left``/``right`` known tokens; for
        ``order`` and ``propagation`` the smallest and largest numbers of the card's colour
        the order alone allows, ``low``/``high`` (the numbers the sentence states); for
        ``propagation`` the ``other`` index, the ``side`` and the neighbour's ``bound``
        token; for ``counting`` the Hall set ``slots`` (list of [row, index]) and the
        ``numbers`` they use up; always ``left_over``, the
        candidates left after the step (sorted list).
    """

    row: str
    index: int
    eliminated: frozenset
    reason: str
    data: dict = field(default_factory=dict, compare=False)

    def text(self, lang: str = "en") -> str:
        """The step as a full sentence in ``lang`` ("en" or "ja")."""
        check_lang(lang)
        d = self.data
        fields = {"slot": slot_name(self.row, self.index, lang),
                  "color": t(f"algo.term.{d['color']}", lang),
                  "numbers": join(sorted(self.eliminated), lang),
                  "not_numbers": ruled_out(sorted(self.eliminated), lang)}
        if self.reason == "seen" and d.get("first"):
            return self._certain(t("algo.step.seen_again", lang,
                                   first=slot_name(*d["first"], lang), **fields), lang)
        if self.reason == "seen":
            where = [t(f"algo.term.seen.{w}", lang) for w in d["where"]]
            cards = join([card_words(c, lang) for c in d["cards"]], lang, "and")
            return self._certain(t("algo.step.seen", lang, cards=cards,
                                   where=join(where, lang, "and"), **fields), lang)
        if self.reason == "failed_guess":
            named = join(sorted(self.eliminated), lang, "and")
            return self._certain(t("algo.step.failed_guess", lang, named=named, **fields), lang)
        if self.reason in ("order", "propagation"):
            if self.reason == "order":
                side = ("between" if d["left"] and d["right"]
                        else "left" if d["left"] else "right")
            else:
                side = d["side"]
            kind = ("exact" if d["low"] == d["high"] else side) if side == "between" \
                else "low" if side == "left" else "high"
            fields["range"] = t(f"algo.range.{kind}", lang, low=d["low"], high=d["high"])
            if self.reason == "order":
                text = t(f"algo.step.order_{side}", lang, left=_said(d["left"], lang),
                         right=_said(d["right"], lang), **fields)
            else:
                text = t(f"algo.step.propagation_{side}", lang, bound=_said(d["bound"], lang),
                         other=slot_name(self.row, d["other"], lang), **fields)
            return self._certain(text, lang)
        slots = join([slot_name(r, i, lang) for r, i in d["slots"]], lang, "and")
        if len(d["slots"]) == 1:
            card = card_words(Card(d["numbers"][0], d["color"]).token, lang)
            return self._certain(t("algo.step.counting_one", lang, slots=slots, cards=card,
                                   **fields), lang)
        fields["not_eliminated"] = fields.pop("not_numbers")
        del fields["numbers"]
        return self._certain(t("algo.step.counting", lang, slots=slots, count=len(d["slots"]),
                               numbers=join(d["numbers"], lang, "and"), **fields), lang)

    def _certain(self, text: str, lang: str) -> str:
        left = self.data.get("left_over")
        if left is None or len(left) != 1:
            return text
        card = card_words(Card(left[0], self.data["color"]).token, lang)
        return join_sentences(lang, [text, t("algo.step.certain", lang, card=card)])

    def to_dict(self, lang: str = "en") -> dict:
        """JSON-able ``{"row", "index", "eliminated": [...], "reason", "text"}``."""
        return {"row": self.row, "index": self.index, "eliminated": sorted(self.eliminated),
                "reason": self.reason, "text": self.text(lang)}


def _said(token: str | None, lang: str) -> str | None:
    """A known neighbour's card token as a sentence says it (None stays None)."""
    return card_words(token, lang) if token else token
