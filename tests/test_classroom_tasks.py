"""The assignments' tasks are the lessons' exercises: the same boards, views and turns as
the lesson notebooks, checked by the same checkers, and worded from the catalogues."""

from __future__ import annotations

import ast
import json
import pathlib
import re

import pytest

from gamewidgets.algo.teaching import TSUME_PUZZLES, named
from gamewidgets.algo.teaching.assignment import ALGO
from gamewidgets.classroom.tasks import (
    ASSIGNMENTS,
    checker,
    folder_name,
    from_folder_name,
    heading,
    statement,
    tasks,
)
from gamewidgets.core.i18n import LANGS
from gamewidgets.goblin.teaching.assignment import GOBLIN
from gamewidgets.gramin.teaching import course, solve
from gamewidgets.gramin.teaching.assignment import GRAMIN

NOTEBOOKS = pathlib.Path(__file__).resolve().parents[1] / "notebooks"


def lesson_calls(lesson: str, name: str) -> list[dict]:
    """Every call ``name(...)`` in the code of an English lesson whose arguments are
    constants, evaluated with the lesson's own constants (positional ones as ``"0"``,
    ``"1"``, ...); calls made from the lesson's computed values are left out."""
    nb = json.loads((NOTEBOOKS / lesson).read_text(encoding="utf-8"))
    env, calls = {"LANG": "en"}, []
    for cell in nb["cells"]:
        if cell["cell_type"] != "code":
            continue
        tree = ast.parse("".join(cell["source"]))
        for node in ast.walk(tree):
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant) \
                    and isinstance(node.targets[0], ast.Name):
                env[node.targets[0].id] = node.value.value
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call) \
                    and getattr(node.value.func, "id", None) == "named":
                # a puzzle with its opponents named for the lesson's language
                env[node.targets[0].id] = eval(compile(ast.Expression(node.value), lesson,
                                                       "eval"),
                                               {"TSUME_PUZZLES": TSUME_PUZZLES, "named": named},
                                               dict(env))
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == name:
                def value(expr):
                    return eval(compile(ast.Expression(expr), lesson, "eval"),
                                {"TSUME_PUZZLES": TSUME_PUZZLES}, dict(env))
                try:
                    args = {str(i): value(a) for i, a in enumerate(node.args)}
                    args.update({k.arg: value(k.value) for k in node.keywords})
                except NameError:
                    continue
                calls.append(args)
    return calls


def test_gramin_exercises_are_lesson_01s():
    lesson = lesson_calls("01_gramin_loops.ipynb", "Exercise")
    ours = [t.data for t in GRAMIN if t.kind == "program"]
    assert [(c["0"].strip(), c["best"], c.get("die"), tuple(c.get("if_cards", ())))
            for c in lesson] == [(d["board"], d["best"], d.get("die"), d.get("if_cards", ()))
                                 for d in ours]


def test_gramin_widgets_offer_lesson_01s_hands():
    widgets = {c["board"].strip(): c.get("hand") for c in
               lesson_calls("01_gramin_loops.ipynb", "GraminWidget") if "board" in c}
    for t in GRAMIN:
        if t.kind == "program":
            assert widgets[t.data["board"]] == t.data.get("hand")


def test_algo_exercises_are_lesson_02s():
    lesson = lesson_calls("02_algo_deduction.ipynb", "CandidatesExercise")
    assert [(c["0"], c["1"], c["2"]) for c in lesson] == [
        (ALGO[0].data["view"], ALGO[0].data["row"], ALGO[0].data["position"])]
    certain = [c["0"] for c in lesson_calls("02_algo_deduction.ipynb", "CertainExercise")]
    assert certain == [ALGO[1].data["view"], TSUME_PUZZLES[1]["view"]]
    assert ALGO[2].data == {"tsume": TSUME_PUZZLES[1]["id"]}


def test_goblin_exercise_is_lesson_03s():
    (lesson,) = lesson_calls("03_goblin_escape.ipynb", "BestActionExercise")
    assert {"others": lesson["0"], **{k: v for k, v in lesson.items() if k not in ("0", "lang")}} \
        == GOBLIN[0].data


def test_puzzles_are_the_courses_with_its_par():
    ids = {p.id: p for p in course()}
    for t in GRAMIN:
        if t.kind == "puzzle":
            assert t.points == 3 and t.solved_at == 2
            assert solve(ids[t.data["puzzle"]]).par == ids[t.data["puzzle"]].par


@pytest.mark.parametrize(("task", "answer"), [
    (GRAMIN[0], "2U 2R"), (GRAMIN[1], "for3( R U )"), (GRAMIN[2], "2R 2R"),
    (ALGO[0], [5, 7]), (ALGO[1], "ann 1 = 1; bob 2 = 4"),
    (ALGO[2], "ann 2 = 1; ann 3 = 3; ann 4 = 4"),
    (ALGO[3], "ann 2 = 5; ann 3 = 7; bob 1 = 0; bob 5 = 11; bob 6 = 11"),
    (GOBLIN[0], "dig"), (GOBLIN[1], "steal"), (GOBLIN[2], "rest"),
])
def test_hand_solved_answers_are_right(task, answer):
    """Each worked out by hand: e.g. GOBLIN[1]: resting again is not allowed, digging brings
    about 2.7 meat on average, stealing from Goblin 2 (5 meat, the richer rester) brings 4."""
    fb = checker(task, "en").check(answer)
    assert getattr(fb, "correct", None) or getattr(fb, "kind", None) == "correct", fb


@pytest.mark.parametrize(("task", "answer"), [
    (ALGO[1], "あおい 1 = 1; けんた 2 = 4"),
    (ALGO[2], "あおい 2 = 1; あおい 3 = 3; あおい 4 = 4"),
    (ALGO[3], "あおい 2 = 5; あおい 3 = 7; けんた 1 = 0; けんた 5 = 11; けんた 6 = 11"),
])
def test_a_japanese_answer_names_the_rows_as_the_japanese_lesson_does(task, answer):
    """The Japanese assignment shows あおい and けんた, as lesson 02 and its own example
    (「あおい 2 = 7; けんた 1 = 0」) do: an answer in those names is right, and the English
    names are not rows of its view."""
    assert "ann" not in statement(task, "ja")[0] and "あおい: " in statement(task, "ja")[0]
    assert checker(task, "ja").check(answer).correct
    english = answer.replace("あおい", "ann").replace("けんた", "bob")
    assert not checker(task, "ja").check(english).correct


def test_the_japanese_candidates_task_asks_about_aoi():
    assert statement(ALGO[0], "ja") == [
        "見えているカード：me: B2 W3 B5 W8; あおい: b? W4 w?-6 B9; deck: 14",
        "あおいの左から3枚目になりうる数字はどれでしょう？次のセルの None のかわりに、リストで"
        "答えます（例：[1, 2, 3]）。"]
    # w? between W4 and B9: 5 to 8, not 6 (a failed guess) nor 8 (W8 is mine)
    assert checker(ALGO[0], "ja").check([5, 7]).correct


def test_each_goblin_task_has_one_best_action():
    assert [checker(t, "en").best() for t in GOBLIN] == [("dig",), ("steal",), ("rest",)]


@pytest.mark.parametrize("lang", LANGS)
def test_every_task_is_worded_from_the_catalogue(lang):
    for name in ASSIGNMENTS:
        for n, task in enumerate(tasks(name), 1):
            text = " ".join([heading(task, n, lang), *statement(task, lang)])
            assert str(n) in heading(task, n, lang)
            assert not re.search(r"{\w*}", text), text
            if lang == "ja":
                assert re.search(r"[\u3040-\u30ff]", text)


def test_statements_say_what_the_lesson_asks():
    assert statement(GRAMIN[1], "en") == [
        "Collect every chest (3). At most 2 cards count against the die (loop cards are free). "
        "Use as few cards as you can. Lay the cards in the widget and press Run, or type the "
        "program in the next cell instead of None."]
    assert statement(ALGO[0], "en")[1].startswith("Which numbers can ann's 3rd card be?")
    assert statement(GOBLIN[0], "en") == [
        "You are Goblin 1, with 3 meat. The common store holds 7 meat. The others' meat: "
        "Goblin 2 has 3, Goblin 3 has 3, Goblin 4 has 3. This turn the others choose: Goblin 2 "
        "digs, Goblin 3 steals from Goblin 4, Goblin 4 rests. A dig would turn up an empty "
        "card. Which action leaves you the most meat after this turn? Answer \"dig\", \"rest\" "
        "or \"steal\" in the next cell instead of None."]
    assert heading(GRAMIN[3], 4, "ja") == "問題4：3回くりかえそう"


def test_ids_are_unique_grade_ids():
    for name in ASSIGNMENTS:
        ids = [t.id for t in tasks(name)]
        assert len(set(ids)) == len(ids)
        assert all(re.fullmatch(r"[a-z0-9-]+", i) for i in ids)


def test_folder_names_both_ways():
    assert folder_name("gramin", "en") == "gramin" and folder_name("algo", "ja") == "algo_ja"
    assert from_folder_name("goblin_ja") == ("goblin", "ja")
    assert from_folder_name("ps1") is None
    with pytest.raises(ValueError, match="assignments: "):
        tasks("chess")
