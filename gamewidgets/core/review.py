"""Game reviews: every decision of a game rated from what its player could know then.

Each game has its own ``review(game) -> Review`` (``gamewidgets.algo.review``,
``gamewidgets.goblin.review``, ``gamewidgets.gramin.review``): it replays the game from its
start (:meth:`~gamewidgets.core.engine.GameState.replay`, or Goblin's public turn records),
and at each decision values every option worth showing *from that player's knowledge at
that moment* (the posterior of algo, the what-if payoffs of Goblin, the planner's search
of Gramin), never from hidden information. What this module holds is what the three
share: the decision, its options, the verdict, the summary per player, and the frames a
widget steps through.

The verdict compares the chosen option's value with the best option's, in the game's own
unit (:class:`Thresholds`): within ``best`` of the best is ``"best"``, within ``good`` is
``"good"``, within ``inaccuracy`` is ``"inaccuracy"`` (said "not quite"), beyond that
``"mistake"``. A line "in hindsight" may use what became public later; a review keeps it
only once the game is over.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from gamewidgets.core.i18n import check_lang, join_sentences, t
from gamewidgets.core.text import Phrase

VERDICTS = ("best", "good", "inaccuracy", "mistake")
"""The verdicts, from the best to the worst."""

_EPSILON = 1e-9
"""Values closer than this are equal (sums of float chances)."""


@dataclass(frozen=True)
class Thresholds:
    """How far below the best option a choice may be for each verdict.

    Parameters
    ----------
    best, good, inaccuracy : float
        Largest loss (best value - chosen value, in ``unit``) of a ``"best"``, ``"good"``
        and ``"inaccuracy"`` verdict; a larger loss is a ``"mistake"``.
    unit : str
        What the values count (``"cards"``, ``"meat"``, ``"points"``): the catalogue's
        ``core.review.unit.<unit>`` names it.

    Raises
    ------
    ValueError
        If the limits are negative or not in increasing order.
    """

    best: float
    good: float
    inaccuracy: float
    unit: str

    def __post_init__(self):
        if not 0 <= self.best <= self.good <= self.inaccuracy:
            raise ValueError("thresholds must satisfy 0 <= best <= good <= inaccuracy, got "
                             f"{self.best}, {self.good}, {self.inaccuracy}")

    def verdict(self, loss: float) -> str:
        """The verdict of a choice ``loss`` below the best (:data:`VERDICTS`)."""
        if loss <= self.best:
            return "best"
        if loss <= self.good:
            return "good"
        if loss <= self.inaccuracy:
            return "inaccuracy"
        return "mistake"

    def to_dict(self) -> dict:
        """``{"best", "good", "inaccuracy", "unit"}`` (JSON-able)."""
        return {"best": self.best, "good": self.good, "inaccuracy": self.inaccuracy,
                "unit": self.unit}


Wording = Any
"""A sentence or phrase made when read: an object with ``text(lang)`` (a
:class:`~gamewidgets.core.text.Msg`, :class:`~gamewidgets.core.text.Phrase`), or None."""


def _said(wording: Wording, lang: str) -> str | None:
    return None if wording is None else wording.text(lang)


@dataclass(frozen=True)
class Option:
    """One thing a player could have done, valued for that player.

    Parameters
    ----------
    action : dict
        The engine's action dict (JSON-able), or a game's own description of the option
        where one option stands for several actions (a Gramin program).
    value : float
        What it was worth to the player then, in the review's unit (higher is better).
    label : Msg or Phrase
        What the option is, in words ("Ben's 2nd card is 7", "rest").
    detail : Msg or Phrase or None
        Its value in words ("a 3 in 5 chance (60%)", "about 3.4 meat").
    facts : dict
        The numbers behind ``value``, JSON-able (``{"chance": "3/5"}``).
    """

    action: dict
    value: float
    label: Wording
    detail: Wording = None
    facts: dict = field(default_factory=dict)

    def text(self, lang: str = "en") -> str:
        """``label: detail`` in ``lang`` (the label alone without a detail)."""
        label, detail = self.label.text(lang), _said(self.detail, lang)
        return label if not detail else t("core.review.option", lang, label=label,
                                          detail=detail)

    def to_dict(self, lang: str = "en") -> dict:
        """``{"label", "detail", "value", "facts"}`` in ``lang`` (JSON-able)."""
        return {"label": self.label.text(lang), "detail": _said(self.detail, lang),
                "value": round(float(self.value), 4), "facts": dict(self.facts)}


@dataclass
class Decision:
    """One decision of one player, rated.

    Attributes
    ----------
    player : int
        The seat that decided (0-based).
    kind : str
        What was decided, a game's own word (``"attack"``, ``"go_on"``, ``"choose"``,
        ``"build"``, ...).
    when : Msg
        Where in the game ("Round 1, turn 3").
    action : dict
        The action taken.
    options : list of Option
        The options worth showing, best first; the one taken among them at
        :attr:`chosen`.
    chosen : int
        Index in ``options`` of the option taken.
    verdict : str
        One of :data:`VERDICTS` (set by :meth:`Review.rate`).
    sentence : Msg or Phrase
        One or two sentences a 12-year-old reads: what was done, what it was worth, and
        what was best.
    hindsight : Msg or Phrase or None
        What became public later says about it; kept by a review only once the game is
        over.
    position : dict
        The table as the player saw it then (JSON-able; each game's widget draws it).
    attached : object
        What the values were computed from, for a closer look in Python (algo: the
        :class:`~gamewidgets.algo.engine.deduction.Deduction` as it stood).
    """

    player: int
    kind: str
    when: Wording
    action: dict
    options: list
    chosen: int
    sentence: Wording
    hindsight: Wording = None
    position: dict = field(default_factory=dict)
    attached: Any = None
    verdict: str = ""

    @property
    def best(self) -> Option:
        """The best option (the first)."""
        return self.options[0]

    @property
    def taken(self) -> Option:
        """The option taken."""
        return self.options[self.chosen]

    @property
    def value(self) -> float:
        """The value of the option taken."""
        return self.taken.value

    @property
    def loss(self) -> float:
        """How much less than the best option the option taken was worth (>= 0)."""
        return max(0.0, self.best.value - self.taken.value)

    def text(self, lang: str = "en") -> str:
        """The decision's sentence in ``lang``, after its verdict: "Mistake: ..."."""
        check_lang(lang)
        return t("core.review.said", lang, verdict=t(f"core.review.verdict.{self.verdict}", lang),
                 sentence=self.sentence.text(lang))

    def hindsight_text(self, lang: str = "en") -> str | None:
        """The line "in hindsight" in ``lang``, or None."""
        check_lang(lang)
        said = _said(self.hindsight, lang)
        return None if not said else t("core.review.hindsight", lang, text=said)

    def tied(self, tie: float = 0.0) -> list[bool]:
        """For each option, whether it is tied with the best one without being it: worth
        within ``tie`` of the best value (a review passes its :attr:`Thresholds.best`)."""
        top = max(o.value for o in self.options)
        return [i > 0 and o.value >= top - tie - _EPSILON for i, o in enumerate(self.options)]

    def to_dict(self, lang: str = "en", names: Sequence[str] | None = None,
                tie: float = 0.0) -> dict:
        """One frame of the review's stepper (JSON-able): ``player``, ``name``, ``kind``,
        ``when``, ``verdict``, ``verdict_text``, ``sentence``, ``hindsight`` (or None),
        ``options`` (best first, each :meth:`Option.to_dict` with ``chosen``, ``best``
        (the first alone) and ``tied`` (:meth:`tied` with ``tie``: "just as good")),
        ``value``, ``loss`` and ``position``."""
        options = []
        for i, (o, tied) in enumerate(zip(self.options, self.tied(tie), strict=True)):
            options.append({**o.to_dict(lang), "chosen": i == self.chosen,
                            "best": i == 0, "tied": tied})
        return {"player": self.player,
                "name": names[self.player] if names else str(self.player + 1),
                "kind": self.kind, "when": _said(self.when, lang),
                "verdict": self.verdict,
                "verdict_text": t(f"core.review.verdict.{self.verdict}", lang),
                "sentence": self.sentence.text(lang),
                "hindsight": self.hindsight_text(lang), "options": options,
                "value": round(float(self.value), 4), "loss": round(float(self.loss), 4),
                "position": self.position}


@dataclass
class Review:
    """Every rated decision of a game, in the order they were made.

    Attributes
    ----------
    game : str
        ``"algo"``, ``"goblin"`` or ``"gramin"``.
    names : list
        The players' names, by seat: text, or a phrase worded in the language asked
        (a game's default names, "Goblin 1" / 「ゴブリン1」).
    decisions : list of Decision
    over : bool
        Whether the game was over: only then do decisions keep a line in hindsight.
    thresholds : Thresholds
        The limits of the verdicts, in the game's unit.
    method : Msg or Phrase
        One sentence on how the values were found (and within which budget).
    """

    game: str
    names: list
    decisions: list
    over: bool
    thresholds: Thresholds
    method: Wording = None

    def __post_init__(self):
        for d in self.decisions:
            d.verdict = self.thresholds.verdict(d.loss)
            if not self.over:
                d.hindsight = None

    def of(self, player: int) -> list[Decision]:
        """The decisions of ``player`` (0-based seat), in order."""
        return [d for d in self.decisions if d.player == player]

    def only(self, player: int) -> Review:
        """This review with ``player``'s decisions alone (what that person may see of it
        while the game goes on)."""
        return Review(self.game, list(self.names), self.of(player), self.over,
                      self.thresholds, self.method)

    def mistakes(self, player: int | None = None) -> list[Decision]:
        """The decisions rated ``"mistake"`` (of ``player`` only, if given)."""
        return [d for d in self.decisions if d.verdict == "mistake"
                and (player is None or d.player == player)]

    def name(self, player: int, lang: str = "en") -> str:
        """The name of seat ``player`` in ``lang``."""
        name = self.names[player]
        return name.text(lang) if hasattr(name, "text") else str(name)

    def summary(self, lang: str = "en") -> list[dict]:
        """One row per player who decided: ``{"player", "name", "decisions", "best",
        "good", "inaccuracy", "mistake", "accuracy"}`` (``name`` in ``lang``);
        ``accuracy`` is the share of decisions rated best or good, in percent (rounded)."""
        rows = []
        for p in range(len(self.names)):
            mine = self.of(p)
            if not mine:
                continue
            counts = {v: sum(d.verdict == v for d in mine) for v in VERDICTS}
            accuracy = round(100 * (counts["best"] + counts["good"]) / len(mine))
            rows.append({"player": p, "name": self.name(p, lang), "decisions": len(mine),
                         **counts, "accuracy": accuracy})
        return rows

    def summary_text(self, lang: str = "en") -> list[str]:
        """One line per row of :meth:`summary` in ``lang``: "Ann: 6 decisions: 3 best, 1
        good, 1 not quite, 1 mistake"."""
        check_lang(lang)
        return [t("core.review.summary" + (".one" if r["decisions"] == 1 else ""), lang,
                  name=r["name"], n=r["decisions"],
                  **{v: r[v] for v in VERDICTS}) for r in self.summary(lang)]

    def text(self, lang: str = "en") -> str:
        """The whole review as text: the summary, then each decision with its options."""
        lines = self.summary_text(lang)
        for d in self.decisions:
            lines.append("")
            lines.append(t("core.review.heading", lang, when=_said(d.when, lang),
                           name=self.name(d.player, lang)))
            lines.append(d.text(lang))
            tied = d.tied(self.thresholds.best)
            for i, o in enumerate(d.options):
                mark = "".join(t(f"core.review.mark.{m}", lang) for m, on in
                               (("tied", tied[i]), ("chosen", i == d.chosen)) if on)
                lines.append(t("core.review.option_line", lang, n=i + 1, option=o.text(lang),
                               mark=mark))
            hindsight = d.hindsight_text(lang)
            if hindsight:
                lines.append(hindsight)
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.text("en")

    def __repr__(self) -> str:
        counts = {v: sum(d.verdict == v for d in self.decisions) for v in VERDICTS}
        return (f"Review(game={self.game!r}, decisions={len(self.decisions)}, over={self.over}, "
                + ", ".join(f"{k}={v}" for k, v in counts.items()) + ")")

    def __len__(self) -> int:
        return len(self.decisions)

    def __iter__(self):
        return iter(self.decisions)

    def to_dict(self, lang: str = "en", names: Sequence[str] | None = None) -> dict:
        """The review as a widget steps through it (JSON-able): ``game``, ``over``,
        ``thresholds``, ``method`` (a sentence), ``names`` (by seat), ``summary``
        (:meth:`summary`), ``decisions`` (:meth:`Decision.to_dict`, one frame each).

        Parameters
        ----------
        lang : {"en", "ja"}
        names : sequence of str, optional
            Names to show instead of the review's own (a widget's display names).
        """
        check_lang(lang)
        names = [str(n) for n in names] if names is not None \
            else [self.name(p, lang) for p in range(len(self.names))]
        summary = [{**r, "name": names[r["player"]]} for r in self.summary(lang)]
        return {"game": self.game, "over": self.over, "thresholds": self.thresholds.to_dict(),
                "method": _said(self.method, lang), "names": names, "summary": summary,
                "decisions": [d.to_dict(lang, names, self.thresholds.best)
                              for d in self.decisions]}


def percent(p) -> int:
    """A probability 0..1 as a whole percent, rounded (a chance shown beside a fraction)."""
    return int(round(float(p) * 100))


MAX_DENOMINATOR = 20
"""Largest denominator a chance is said with as a fraction ("3 in 5"); a chance of
"37 in 113" is said as a percent alone ("about 33%")."""


def chance(p) -> Phrase:
    """A probability as a 12-year-old reads it: "3 in 5 (60%)" / 「5分の3（60％）」, "about
    33%" / 「およそ33％」 when the fraction is not a small one, "sure (100%)" and "none
    (0%)" at the ends.

    Parameters
    ----------
    p : Fraction, int or float
        Between 0 and 1 (a float is said as a percent, or as a fraction when it is one
        with a small denominator).
    """
    exact = Fraction(p)
    if isinstance(p, float):  # a sum of float chances: the small fraction it stands for
        near = exact.limit_denominator(MAX_DENOMINATOR)
        exact = near if abs(near - exact) < 1e-9 else exact.limit_denominator(10_000)

    def said(lang: str) -> str:
        if exact >= 1:
            return t("core.review.chance.sure", lang)
        if exact <= 0:
            return t("core.review.chance.none", lang)
        if exact.denominator <= MAX_DENOMINATOR:
            return t("core.review.chance.fraction", lang, n=exact.numerator,
                     d=exact.denominator, percent=percent(exact))
        return t("core.review.chance.about", lang, percent=percent(exact))

    return Phrase(said)


def ranked(options: list[Option], chosen: Callable[[Option], bool],
           tie: float = 0.0) -> tuple[list, int]:
    """``options`` best first (a stable sort: equal values keep their order) and the index
    of the first one ``chosen`` says was taken.

    When the option taken is tied for the best (within ``tie`` of the best value: a game
    passes its :attr:`Thresholds.best`), it comes first: the list a person reads then
    starts with their own choice marked best, and the others tied with it are "just as
    good" (:meth:`Decision.to_dict`), never a second "best" above the one they chose.

    Raises
    ------
    ValueError
        If no option was taken (the game's review must list the action taken).
    """
    order = sorted(options, key=lambda o: -o.value)
    for i, o in enumerate(order):
        if chosen(o):
            if i and o.value >= order[0].value - tie - _EPSILON:
                order.insert(0, order.pop(i))
                return order, 0
            return order, i
    raise ValueError("the option taken is not among the options")



def spoken_names(names: Sequence) -> list[Phrase]:
    """Players' names as phrases a sentence holds: a text as it is, a phrase (a default
    name worded in each language, "Goblin 1" / 「ゴブリン1」) as it is worded."""
    return [n if hasattr(n, "text") else Phrase(lambda lang, n=str(n): n) for n in names]


def sentences(*parts: Wording) -> Wording:
    """Several sentences said as one (joined as the language joins sentences)."""
    return _Joined(tuple(p for p in parts if p is not None))


@dataclass(frozen=True)
class _Joined:
    parts: tuple

    def text(self, lang: str = "en") -> str:
        """The parts' sentences, joined as ``lang`` joins sentences."""
        return join_sentences(lang, [p.text(lang) for p in self.parts])


__all__ = ["VERDICTS", "Decision", "Option", "Review", "Thresholds", "chance", "percent",
           "ranked", "sentences", "spoken_names"]
