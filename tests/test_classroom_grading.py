"""The work file and grading from it: a test cell checks the answers again and never trusts
what the file says about them; a bad file costs that task its points, with a sentence that
says why, and never raises."""

from __future__ import annotations

import json
import warnings

import pytest

from gamewidgets.algo.teaching.assignment import ALGO
from gamewidgets.classroom import grading
from gamewidgets.classroom.grading import Grade, grade
from gamewidgets.classroom.workfile import KIND, MAX_BYTES, Work, read_work, write_work
from gamewidgets.core.teaching import Feedback
from gamewidgets.goblin.teaching.assignment import GOBLIN
from gamewidgets.gramin.teaching.assignment import GRAMIN

SEQUENCE, LOOP, THREE_TIMES, SMALL_DIE = GRAMIN[0], GRAMIN[1], GRAMIN[3], GRAMIN[5]
CANDIDATES, BEST_ACTION = ALGO[0], GOBLIN[0]


def write(path, data) -> None:
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")


def test_write_then_read_gives_the_answers_back(tmp_path):
    path = tmp_path / "gramin_work.json"
    work = Work("gramin", {"sequence": {"cards": "U U R R", "typed": "2U 2R"},
                           "three-times": {"cards": "for3( 2R )"}})
    write_work(path, work)
    assert json.loads(path.read_text()) == {
        "kind": KIND, "version": 1, "assignment": "gramin",
        "tasks": {"sequence": {"cards": "U U R R", "typed": "2U 2R"},
                  "three-times": {"cards": "for3( 2R )"}}}
    assert read_work(path, "gramin") == work
    assert [p.name for p in tmp_path.iterdir()] == ["gramin_work.json"]  # no temporary left


def test_only_answers_are_kept(tmp_path):
    """Stars, verdicts or anything else in an entry are dropped when read, and never
    written."""
    path = tmp_path / "w.json"
    write(path, {"kind": KIND, "version": 1, "assignment": "gramin",
                 "tasks": {"small-die": {"cards": "R R R R R R", "stars": 3, "solved": True}}})
    work = read_work(path, "gramin")
    assert work.tasks == {"small-die": {"cards": "R R R R R R"}}
    assert work.to_json()["tasks"] == {"small-die": {"cards": "R R R R R R"}}


def test_a_solved_flag_earns_nothing(tmp_path):
    path = tmp_path / "w.json"
    write(path, {"kind": KIND, "version": 1, "assignment": "gramin",
                 "tasks": {"small-die": {"cards": "R R R R R R", "stars": 3, "solved": True}}})
    g = grade(SMALL_DIE, read_work(path, "gramin"))
    assert (g.points, g.solved) == (0, False)
    assert g.lines == ('Checked: the cards laid in the widget, "R R R R R R".',
                       "This uses 6 cards but the die allows 2: remove 4. Loop cards are free.",
                       "Points: 0 of 3.")


def test_missing_file_is_no_work(tmp_path):
    work = read_work(tmp_path / "nothing.json", "gramin")
    assert work == Work("gramin")
    g = grade(SEQUENCE, work)
    assert (g.points, g.max_points, g.lines) == (0, 2, ("No answer yet, so no points.",
                                                         "Points: 0 of 2."))


@pytest.mark.parametrize(("content", "reason"), [
    ("{not json", "it cannot be read as a work file"),
    (b"\xff\xfe", "it cannot be read as a work file"),
    ([1, 2], "it cannot be read as a work file"),
    ({"kind": "something else", "tasks": {}}, "it cannot be read as a work file"),
    ({"kind": KIND, "assignment": "gramin", "tasks": []}, "it cannot be read as a work file"),
    ({"kind": KIND, "assignment": "algo", "tasks": {}},
     "it holds the work of the assignment algo"),
    ("[" * 100_000 + "]" * 100_000, f"it is larger than {MAX_BYTES} bytes"),
    ("[" * 30_000 + "]" * 30_000, "it cannot be read as a work file"),
])
def test_unreadable_files_are_left_out_with_a_reason(tmp_path, content, reason):
    path = tmp_path / "gramin_work.json"
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        write(path, content)
    work = read_work(path, "gramin")
    assert work.tasks == {}
    g = grade(SEQUENCE, work)
    assert g.points == 0
    assert g.lines == (f"The saved work in gramin_work.json could not be used ({reason}).",
                       "No answer yet, so no points.", "Points: 0 of 2.")


def test_a_bad_entry_costs_only_its_task(tmp_path):
    path = tmp_path / "w.json"
    write(path, {"kind": KIND, "assignment": "gramin",
                 "tasks": {"sequence": "2U 2R", "loop": {"cards": 42},
                           "if-card": {"typed": "x" * 5000},
                           "three-times": {"cards": "for3( 2R )"}}})
    work = read_work(path, "gramin")
    assert grade(SEQUENCE, work).lines[0] == \
        "The saved answer of this task could not be used (it is not a table of answers)."
    assert grade(LOOP, work).lines[0] == \
        "The saved answer of this task could not be used (cards must be text)."
    assert grade(GRAMIN[2], work).lines[0] == \
        "The saved answer of this task could not be used (typed is longer than 2000 characters)."
    assert grade(THREE_TIMES, work).points == 3


def test_cards_only_for_tasks_a_widget_answers():
    work = Work("algo", {"candidates": {"cards": "5 7", "typed": [5, 7]}})
    g = grade(CANDIDATES, work)
    assert g.points == 2 and g.source == "typed"
    assert g.lines[0] == "The saved answer of this task could not be used (cards must be text)."


def test_the_better_answer_counts_and_the_widgets_on_a_tie():
    both = Work("gramin", {"sequence": {"cards": "U U R R", "typed": "2U 2R"}})
    assert (grade(SEQUENCE, both).points, grade(SEQUENCE, both).source) == (2, "typed")
    tie = Work("gramin", {"sequence": {"cards": "2U 2R", "typed": "2R 2U"}})
    assert grade(SEQUENCE, tie).source == "cards"


def test_python_typed_for_a_puzzle():
    work = Work("gramin", {"three-times": {"typed": "for _ in range(3):\n    dash(RIGHT)"}})
    assert grade(THREE_TIMES, work).points == 3
    bad = Work("gramin", {"three-times": {"typed": "for _ in range(3):\ndash(RIGHT)"}})
    g = grade(THREE_TIMES, bad)
    assert g.points == 0 and g.lines[1].startswith("Not a program yet: ")


def test_points_by_kind():
    """Hand-computed: a Gramin exercise solved with more cards than the fewest is solved and
    gets 1 of 2; a puzzle's stars are its points; the others are all or nothing."""
    gramin = Work("gramin", {"sequence": {"cards": "U U R R"},
                             "three-times": {"cards": "2R"}})
    assert (grade(SEQUENCE, gramin).points, grade(SEQUENCE, gramin).solved) == (1, True)
    assert (grade(THREE_TIMES, gramin).points, grade(THREE_TIMES, gramin).solved) == (1, False)
    algo = Work("algo", {"candidates": {"typed": "5 7 8"}})
    assert grade(CANDIDATES, algo).points == 0
    goblin = Work("goblin", {"best-action": {"typed": "掘る"}})
    assert grade(BEST_ACTION, goblin).points == 2


def test_in_japanese():
    g = grade(SEQUENCE, Work("gramin", {"sequence": {"cards": "U U R R"}}), "ja")
    assert g.lines[0] == "確かめた答え：ウィジェットに置いたカードのプログラム\"U U R R\"。"
    assert g.lines[-1] == "点数：2点中1点。"


def test_a_checker_error_gives_no_points_and_no_exception(monkeypatch):
    def broken(task, lang):
        raise RuntimeError("bug")

    monkeypatch.setattr(grading, "checker", broken)
    g = grade(SEQUENCE, Work("gramin", {"sequence": {"cards": "U"}}))
    assert g.points == 0
    assert g.lines[1] == "This answer could not be checked (RuntimeError), so it gets no points."


def test_warnings_stay_out_of_stderr(monkeypatch, capsys):
    """nbgrader gives a test cell that writes to stderr no points at all."""
    class Loud:
        def check(self, answer):
            warnings.warn("something", UserWarning, stacklevel=1)
            return Feedback.said("ok", "en", "correct")

    monkeypatch.setattr(grading, "checker", lambda task, lang: Loud())
    with warnings.catch_warnings():
        warnings.simplefilter("always")
        g = grade(BEST_ACTION, Work("goblin", {"best-action": {"typed": "dig"}}))
    assert g.points == 2
    assert capsys.readouterr().err == ""


def test_a_grade_shows_as_its_feedback():
    g = grade(SEQUENCE, Work("gramin", {"sequence": {"cards": "U U R R"}}))
    assert isinstance(g, Grade)
    assert repr(g) == str(g) == ('Checked: the cards laid in the widget, "U U R R".\n'
                                 "The moves are right: you used 4 cards. It can be done with "
                                 "only 2 cards: try to use fewer cards.\nPoints: 1 of 2.")
    assert "<div>Checked: the cards laid in the widget, &quot;U U R R&quot;.</div>" \
        in g._repr_html_()


def test_a_japanese_grade_draws_ruby_in_its_box_and_writes_kana_as_text():
    """The grade's box draws a word above the grade as ruby; its text writes it in kana."""
    from helpers.ja_outputs import bracketed_readings

    from gamewidgets.core import furigana

    furigana.set_furigana("above_grade_4")
    try:
        g = grade(BEST_ACTION, Work("goblin", {"best-action": {"typed": "dig"}}), "ja")
    finally:
        furigana.set_furigana("off")
    assert "<ruby>" in g._repr_html_()
    for text in (g.text, repr(g)):
        assert furigana.START not in text and not bracketed_readings(text), text
