"""The one Feedback of every game's checks, a task's points from it, and the registry the
games fill and the classroom walks (gamewidgets.core.teaching, gamewidgets.games)."""

from __future__ import annotations

import pathlib
import re

import pytest

from gamewidgets.algo.teaching import CandidatesExercise
from gamewidgets.classroom.tasks import ASSIGNMENTS, checker
from gamewidgets.core.teaching import KINDS, Checker, Feedback, Task, register_kind
from gamewidgets.games import GAMES
from gamewidgets.goblin.teaching import BestActionExercise
from gamewidgets.gramin.teaching import Exercise, Puzzle

CLASSROOM = pathlib.Path(__file__).resolve().parents[1] / "gamewidgets" / "classroom"


def test_every_check_gives_the_one_feedback():
    said = [Exercise("@.2", best=1).check("R"),
            Puzzle("@.2", "R 2R").check("2R"),
            CandidatesExercise("me: B0; ann: b? W5", "ann", 1).check("1 2"),
            BestActionExercise({1: "dig"}, store=4, card="empty").check("dig")]
    assert all(type(fb) is Feedback for fb in said)
    # the puzzle's one 2R reaches the chest: par 1, so 3 stars; the exercise's R stops short
    assert [fb.kind for fb in said[:2]] == ["not_yet", "correct"]
    assert said[1].stars == 3 and said[1].cards == 1 and said[1].solved


def test_the_text_is_a_string_that_gives_the_other_language():
    fb = Feedback("more", {"en": "Right, 4 cards.", "ja": "正解、4枚。"}, "en", True, 2,
                  {"cards": 4})
    assert fb.text == str(fb) == repr(fb) == "Right, 4 cards."
    assert fb.text("ja") == "正解、4枚。" and fb.cards == 4 and not fb.correct
    one = Feedback.said("Right.", "en", "correct")
    assert one.solved and one.correct
    with pytest.raises(ValueError, match="made in en only"):
        one.text("ja")
    with pytest.raises(AttributeError):
        _ = one.cards
    with pytest.raises(ValueError, match="kind must be one of"):
        Feedback("great", {"en": "x"})


@pytest.mark.parametrize(("feedback", "points"), [
    (Feedback.said("best", "en", "correct"), 2),
    (Feedback.said("more cards", "en", "more", solved=True), 1),
    (Feedback.said("not yet", "en"), 0),
    (Feedback.said("2 stars", "en", "more", solved=True, stars=2), 2),
    (Feedback.said("3 stars", "en", "correct", stars=3), 2),  # at most the task's points
])
def test_a_tasks_points_from_a_feedback(feedback, points):
    assert Task("t", "program", 2, solved_at=1).points_for(feedback) == points


def test_a_kind_is_registered_once_and_an_answer_is_text_or_a_list():
    with pytest.raises(ValueError, match="registered twice"):
        register_kind("program", lambda task, lang: None)
    with pytest.raises(ValueError, match="answer must be one of"):
        register_kind("drawing", lambda task, lang: None, answer="picture")
    assert "drawing" not in KINDS


def test_every_task_has_a_checker_of_the_protocol():
    for tasks in ASSIGNMENTS.values():
        for task in tasks:
            assert isinstance(checker(task, "en"), Checker), task.id


def test_every_game_registers_its_assignment_and_the_classroom_names_none():
    assert set(GAMES) <= set(ASSIGNMENTS)
    for path in CLASSROOM.glob("*.py"):
        code = path.read_text(encoding="utf-8")
        assert "kind ==" not in code, path.name
        assert not re.search(r"gamewidgets\.\w+\.engine", code), path.name
