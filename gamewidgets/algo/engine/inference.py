"""One inference of the deduction engine and the words it is told in (en/ja).

An :class:`Inference` names a hidden card, the numbers it rules out and the reason kind
with its data; :meth:`Inference.said` is its sentence as catalogue messages and their
fields, worded by core in the reader's language (``text(lang)``; docs/rules/algo.md 8-9).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from gamewidgets.algo.engine.cards import Card
from gamewidgets.algo.engine.events import card_said
from gamewidgets.core.text import Msg, Phrase, Sentences, Words


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
    return slot_said(row, index).text(lang)


def slot_said(row: str, index: int) -> Msg:
    """:func:`slot_name`, worded in the language of the sentence that holds it."""
    msg = "algo.term.your_slot" if row == "me" else "algo.term.slot"
    return Msg(msg, owner=row, ordinal=ordinal(index + 1), position=index + 1)


def join(items, lang: str = "en", word: str = "or") -> str:
    """``"0, 3 or 7"`` (``word="or"``) or ``"0, 3 and 7"`` (``word="and"``); 「0、3か7」 /
    「0、3と7」 in Japanese (:class:`~gamewidgets.core.text.Words` with ``joint=word``)."""
    return joined(items, word).text(lang)


def joined(items, word: str = "or") -> Words | Phrase:
    """:func:`join`, worded in the language of the sentence that holds it (items with a
    ``text(lang)`` method are worded too)."""
    items = [x if hasattr(x, "text") else str(x) for x in items]
    return Words(items, joint=word) if items else Phrase(lambda lang: "")


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
    return ruled_out_said(numbers).text(lang)


def ruled_out_said(numbers) -> Msg:
    """:func:`ruled_out`, worded in the language of the sentence that holds it."""
    items = [str(x) for x in numbers]
    if len(items) == 1:
        return Msg("algo.step.not_one", number=items[0])
    if len(items) == 2:
        return Msg("algo.step.not_two", head=items[0], last=items[1])
    sep = Msg("algo.step.not_sep")
    head = Phrase(lambda lang: sep.text(lang).join(items[:-1]))
    return Msg("algo.step.not_any", head=head, last=items[-1])


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
        return self.said().text(lang)

    def said(self) -> Msg | Sentences:
        """The step as a full sentence: catalogue messages with their fields (the reason
        code ``algo.step.<reason>`` and its data), worded in the language it is read in."""
        d = self.data
        fields = {"slot": slot_said(self.row, self.index),
                  "color": Msg(f"algo.term.{d['color']}"),
                  "numbers": joined(sorted(self.eliminated)),
                  "not_numbers": ruled_out_said(sorted(self.eliminated))}
        if self.reason == "seen" and d.get("first"):
            return self._certain(Msg("algo.step.seen_again", first=slot_said(*d["first"]),
                                     **fields))
        if self.reason == "seen":
            where = [Msg(f"algo.term.seen.{w}") for w in d["where"]]
            cards = joined([card_said(c) for c in d["cards"]], "and")
            return self._certain(Msg("algo.step.seen", cards=cards,
                                     where=joined(where, "and"), **fields))
        if self.reason == "failed_guess":
            named = joined(sorted(self.eliminated), "and")
            return self._certain(Msg("algo.step.failed_guess", named=named, **fields))
        if self.reason in ("order", "propagation"):
            if self.reason == "order":
                side = ("between" if d["left"] and d["right"]
                        else "left" if d["left"] else "right")
            else:
                side = d["side"]
            kind = ("exact" if d["low"] == d["high"] else side) if side == "between" \
                else "low" if side == "left" else "high"
            fields["range"] = Msg(f"algo.range.{kind}", low=d["low"], high=d["high"])
            if self.reason == "order":
                said = Msg(f"algo.step.order_{side}", left=_said(d["left"]),
                           right=_said(d["right"]), **fields)
            else:
                said = Msg(f"algo.step.propagation_{side}", bound=_said(d["bound"]),
                           other=slot_said(self.row, d["other"]), **fields)
            return self._certain(said)
        slots = joined([slot_said(r, i) for r, i in d["slots"]], "and")
        if len(d["slots"]) == 1:
            card = card_said(Card(d["numbers"][0], d["color"]).token)
            return self._certain(Msg("algo.step.counting_one", slots=slots, cards=card,
                                     **fields))
        fields["not_eliminated"] = fields.pop("not_numbers")
        del fields["numbers"]
        return self._certain(Msg("algo.step.counting", slots=slots, count=len(d["slots"]),
                                 numbers=joined(d["numbers"], "and"), **fields))

    def _certain(self, said: Msg) -> Msg | Sentences:
        left = self.data.get("left_over")
        if left is None or len(left) != 1:
            return said
        card = card_said(Card(left[0], self.data["color"]).token)
        return Sentences([said, Msg("algo.step.certain", card=card)])

    def to_dict(self, lang: str = "en") -> dict:
        """JSON-able ``{"row", "index", "eliminated": [...], "reason", "text"}``."""
        return {"row": self.row, "index": self.index, "eliminated": sorted(self.eliminated),
                "reason": self.reason, "text": self.text(lang)}


def _said(token: str | None) -> Msg | None:
    """A known neighbour's card token as a sentence says it (None stays None)."""
    return card_said(token) if token else token
