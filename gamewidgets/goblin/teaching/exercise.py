"""Lesson exercise: "which action maximises your meat this turn if the others do X?".

The checker resolves the turn once per action of the student's goblin with the game's own
rules code (:func:`gamewidgets.goblin.engine.payoffs.payoffs`), so the answer is what the engine
would do (docs/rules/goblin.md 3.1-3.3, 4), and explains the numbers in English or Japanese.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from gamewidgets.core.answers import AnswerError, bounded, echo
from gamewidgets.core.furigana import for_screen
from gamewidgets.core.i18n import check_lang, join_sentences, t
from gamewidgets.core.teaching import Feedback
from gamewidgets.core.text import Words
from gamewidgets.goblin.engine.actions import normalize_action
from gamewidgets.goblin.engine.options import ACTIONS, GoblinRules
from gamewidgets.goblin.engine.payoffs import payoffs
from gamewidgets.goblin.engine.whatif import meat_text, on_average_hint


@dataclass
class BestActionExercise:
    """One turn seen by one goblin: the others' choices are known, which action is best?

    Parameters
    ----------
    others : dict
        ``{seat: "dig" | "rest" | "steal" | ("steal", rester)}`` for every other goblin
        in the game (any case, or 掘る/休む/奪う). A stealer with no target given (or a
        target who does not rest) robs the rester with the most meat, lowest seat on
        ties, as the bots and :func:`~gamewidgets.goblin.engine.payoffs.payoffs` do.
    me : int
        The student's seat (0-based); it must not be a key of ``others``.
    meat : list of int, optional
        Meat of every seat before the turn; default ``rules.starting_meat`` each.
    store : int
        Meat in the common store (共通の食料置き場) before the turn.
    card : str, optional
        The tunnel card a dig turns up (``"meat"``, ``"mushroom"``, ``"empty"``, ``"exit"``),
        if known. None: the expectation over the cards of a fresh tunnel.
    last_action : str, optional
        The student's action of the previous turn: not allowed again (docs/rules/goblin.md 3).
    target : int, optional
        Whom the student would steal from (a rester); default as for ``others``. The
        student's own meat does not depend on it.
    rules : GoblinRules, optional
    lang : {"en", "ja"}

    Raises
    ------
    ValueError
        On an unknown action, a seat out of range, ``me`` among ``others``, or
        ``meat`` of the wrong length.
    """

    others: dict
    me: int = 0
    meat: list | None = None
    store: int = 0
    card: str | None = None
    last_action: str | None = None
    target: int | None = None
    rules: GoblinRules | None = None
    lang: str = "en"
    _choices: list = field(init=False, repr=False)
    _targets: list = field(init=False, repr=False)

    def __post_init__(self):
        check_lang(self.lang)
        self.rules = self.rules or GoblinRules()
        n = len(self.others) + 1
        seats = set(self.others) | {self.me}
        if seats != set(range(n)):
            raise ValueError(f"others and me must cover seats 0..{n - 1} once each, "
                             f"got me={self.me} and others {sorted(self.others)}")
        self.meat = list(self.meat) if self.meat is not None else [self.rules.starting_meat] * n
        if len(self.meat) != n:
            raise ValueError(f"meat must hold {n} numbers, got {len(self.meat)}")
        self._choices, self._targets = [None] * n, [None] * n
        for seat, act in self.others.items():
            if isinstance(act, (tuple, list)):
                act, self._targets[seat] = act
            act = normalize_action(act)
            if act not in ACTIONS:
                raise ValueError(f"seat {seat}: {act!r} is not one of {ACTIONS}")
            self._choices[seat] = act
        self._targets[self.me] = self.target
        self.last_action = normalize_action(self.last_action)
        if self.last_action is not None and self.last_action not in ACTIONS:
            raise ValueError(f"last_action must be one of {ACTIONS} or None")

    def payoffs(self) -> dict[str, Fraction]:
        """Meat of the student's goblin after the turn for each action, ``{action: meat}``.

        A value is exact (a Fraction); it is an expectation when ``card`` is None and
        somebody digs.
        """
        return {a: v["meat"] for a, v in self._raw().items()}

    def _raw(self) -> dict:
        return payoffs(self.rules, len(self.meat), self.meat, [True] * len(self.meat),
                       self.store, self._choices, self._targets, [], self.me, self.card)

    def shown(self, lang: str | None = None) -> dict[str, str]:
        """Each action's meat after the turn as a person reads it,
        ``{action: text}`` (:func:`~gamewidgets.goblin.engine.whatif.meat_text`): ``"4
        meat"``, ``"about 3.7 meat (on average)"`` when the tunnel card is unseen, ``"not
        allowed this turn"`` for ``last_action``. ``lang`` defaults to the exercise's."""
        lang = lang or self.lang
        return {a: meat_text(v["meat"], lang, expected=v["expected"], allowed=a in self.allowed())
                for a, v in self._raw().items()}

    def on_average(self, lang: str | None = None) -> str:
        """The one line saying what "on average" means, if a value of :meth:`shown` is an
        average; else ``""``."""
        averaged = any(v["expected"] for a, v in self._raw().items() if a in self.allowed())
        return on_average_hint(lang or self.lang) if averaged else ""

    def allowed(self) -> list[str]:
        """The actions the student may choose (all but ``last_action``)."""
        return [a for a in ACTIONS if a != self.last_action]

    def best(self) -> tuple[str, ...]:
        """The allowed actions with the most meat after the turn."""
        pay = self.payoffs()
        top = max(pay[a] for a in self.allowed())
        return tuple(a for a in self.allowed() if pay[a] == top)

    @for_screen
    def check(self, answer: str) -> Feedback:
        """Say whether ``answer`` (``"dig"``/``"rest"``/``"steal"`` or 掘る/休む/奪う) is best.

        Returns
        -------
        Feedback
            Never raises for a bad answer: it becomes the feedback text, which quotes at
            most :data:`~gamewidgets.core.answers.MAX_ECHO` characters of it; an answer
            longer than :data:`~gamewidgets.core.answers.MAX_ANSWER` characters is not
            read (:func:`~gamewidgets.core.answers.bounded`).
        """
        lang, best = self.lang, self.best()
        try:
            answer = bounded(answer)
        except AnswerError as exc:
            return Feedback.said(exc.text(lang), lang, "error", best=best)
        action = normalize_action(answer if isinstance(answer, str) else echo(answer))
        if action not in ACTIONS:
            return Feedback.said(t("goblin.check.unknown", lang, answer=echo(answer)), lang,
                                 "error", best=best)
        shown = self.shown(lang)
        if action not in self.allowed():
            text, said = t("goblin.check.repeat", lang, action=_word(action, lang)), {action}
        elif action in best:
            text = t("goblin.check.correct", lang, action=_word(action, lang),
                     meat=shown[action])
            said = {action}
        else:
            text = t("goblin.check.wrong", lang, action=_word(action, lang),
                     meat=shown[action], best=_word(best[0], lang), best_meat=shown[best[0]])
            said = {action, best[0]}
        # the actions the sentence did not name yet, so that no value is said twice
        rest = [t("goblin.check.row", lang, action=_word(a, lang), meat=shown[a])
                for a in ACTIONS if a not in said]
        parts = [text, t("goblin.check.table", lang, table=Words(rest).text(lang)),
                 self.on_average(lang)]
        return Feedback.said(join_sentences(lang, parts), lang,
                             "correct" if action in best else "not_yet", best=best)


def _word(action: str, lang: str) -> str:
    return t(f"goblin.action.{action}", lang)
