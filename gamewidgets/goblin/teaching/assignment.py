"""Goblin Escape's assignment (``goblin``): its tasks and the checker that grades them
(:mod:`gamewidgets.core.teaching`).

A ``"best_action"`` task asks which action leaves the student's goblin the most meat after one
turn whose other choices are known; its ``data`` are the keyword arguments of
:class:`~gamewidgets.goblin.teaching.exercise.BestActionExercise`, its answer an action
(``"dig"``, 掘る, ...). The first is the exercise of notebooks/03_goblin_escape.ipynb, section
4 (tests/test_classroom_tasks.py checks that it stays the same).
"""

from __future__ import annotations

from gamewidgets.core.i18n import join_sentences, t
from gamewidgets.core.teaching import Task, register_assignment, register_kind
from gamewidgets.core.text import Words
from gamewidgets.goblin.engine.actions import normalize_action
from gamewidgets.goblin.engine.steps import player_name
from gamewidgets.goblin.teaching.exercise import BestActionExercise

GOBLIN = (
    # notebooks/03_goblin_escape.ipynb, section 4: the exercise
    Task("best-action", "best_action", 2,
         {"others": {1: "dig", 2: ("steal", 3), 3: "rest"}, "store": 7, "card": "empty"}),
    # the same question where the rule "not the same action twice in a row" decides
    # (docs/rules/goblin.md 3), and where only the average over the tunnel is known
    Task("not-again", "best_action", 2,
         {"others": {1: "rest", 2: "rest"}, "meat": [3, 5, 2], "store": 0,
          "last_action": "rest"}),
    Task("unseen-card", "best_action", 2,
         {"others": {1: "dig", 2: "dig"}, "meat": [4, 4, 4], "store": 2}),
)
"""The ``goblin`` assignment: 2 points a task, for a best action."""


class BestActionTask(BestActionExercise):
    """The best action of one turn as a task:
    :class:`~gamewidgets.goblin.teaching.exercise.BestActionExercise` with the task's
    statement.

    Parameters
    ----------
    task : Task
        A ``"best_action"`` task.
    lang : {"en", "ja"}
    """

    def __init__(self, task: Task, lang: str = "en"):
        super().__init__(**task.data, lang=lang)

    def statement(self, lang: str) -> list[str]:
        """The student's goblin, the others' meat and choices, the last action and the
        card, and the question, as one paragraph."""
        def who(seat):
            return player_name(seat, None, lang)

        choices = []
        for seat in sorted(self.others):
            act = self.others[seat]
            if isinstance(act, (tuple, list)):
                choices.append(t("classroom.goblin.chose.steal_from", lang, who=who(seat),
                                 target=who(act[1])))
            else:
                choices.append(t(f"classroom.goblin.chose.{normalize_action(act)}", lang,
                                 who=who(seat)))
        meat = [t("classroom.goblin.meat_of", lang, who=who(seat), meat=self.meat[seat])
                for seat in sorted(self.others)]
        parts = [t("classroom.goblin.you", lang, me=who(self.me), meat=self.meat[self.me],
                   store=self.store),
                 t("classroom.goblin.others_meat", lang, meat=Words(meat).text(lang)),
                 t("classroom.goblin.others", lang, choices=Words(choices).text(lang))]
        if self.last_action:
            parts.append(t("classroom.goblin.last", lang,
                           action=t(f"goblin.action.{self.last_action}", lang)))
        parts.append(t("classroom.goblin.card", lang, card=t(f"goblin.card.{self.card}", lang))
                     if self.card else t("classroom.goblin.card_unknown", lang))
        parts.append(t("classroom.goblin.question", lang))
        return [join_sentences(lang, parts)]

    def title(self, lang: str) -> str:
        """``""``: the tasks have no names."""
        return ""


register_kind("best_action", BestActionTask)
register_assignment("goblin", GOBLIN)
