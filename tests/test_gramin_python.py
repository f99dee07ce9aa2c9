"""A student's own Python on the board (gamewidgets.gramin.robot, teaching/python_run.py):
held-out programs give the frames, lines and loop counters a hand trace gives; runaway
programs stop with a child's sentence naming the line; Python's errors are said at their
line with "did you mean"; the program runs on a copy of the board and cannot change the
run's record."""

from __future__ import annotations

import json

import pytest

from gamewidgets.core.furigana import bare
from gamewidgets.core.i18n import LANGS
from gamewidgets.core.text import number
from gamewidgets.gramin import Board, robot
from gamewidgets.gramin.robot import RIGHT, at_flag, blocked, step
from gamewidgets.gramin.teaching.python_run import (
    MAX_DEPTH,
    MAX_LINES,
    MAX_MOVES,
    MAX_RECORDED,
    PythonTrace,
    half_width,
    program_text,
    read_board,
    run_python,
    shown_value,
)


def lines(trace):
    return [f.line for f in trace.frames]


def loops(trace):
    return [f.loops for f in trace.frames]


# ---- hand traces ---------------------------------------------------------------------------
WALK = """\
count = 0
while not at_flag():
    step(RIGHT)
    count = count + 1
"""


def test_a_while_loop_traced_line_by_line():
    trace = run_python(WALK, "@..F")
    # by hand: line 1; then (2, 3, 4) three times; then the test that ends the loop
    assert lines(trace) == [None, 1, 2, 3, 4, 2, 3, 4, 2, 3, 4, 2]
    assert loops(trace) == [(), (), ((2, 1, None),), ((2, 1, None),), ((2, 1, None),),
                            ((2, 2, None),), ((2, 2, None),), ((2, 2, None),),
                            ((2, 3, None),), ((2, 3, None),), ((2, 3, None),), ()]
    assert [f.position for f in trace.frames] == [(0, 0)] * 3 + [(0, 1)] * 3 + [(0, 2)] * 3 \
        + [(0, 3)] * 3
    assert trace.frames[-1].variables == (("global", (("count", "3"),)),)
    assert trace.stop_reason == "finished" and trace.error is None and trace.reached_flag
    assert (trace.lines_run, trace.moves, trace.squares_moved) == (11, 3, 3)
    # the sensor's answer is the test's event; the move says where the explorer is
    assert [e.text("en") for e in trace.frames[2].events] == ["at_flag() is False."]
    assert [e.text("en") for e in trace.frames[-1].events] == ["at_flag() is True."]
    assert [e.text("en") for e in trace.frames[3].events] == [
        "step(RIGHT): the explorer is now at (0, 1)."]
    assert trace.frame_text(2, "en") == "Line 2: while not at_flag(): Repeat 1."
    assert trace.frame_text(8, "ja") == "2行目：while not at_flag():くりかえしの3回目。"


STAIRS = """\
def stair():
    step(RIGHT)
    step(UP)

for k in range(2):
    stair()
"""


def test_a_function_called_in_a_for_loop():
    trace = run_python(STAIRS, "...\n...\n@..")
    # by hand: def; for (1/2); the call; its two lines; for (2/2); the call; its two
    # lines; the for line that ends the loop. Nothing happens back on line 6 after a call.
    assert lines(trace) == [None, 1, 5, 6, 2, 3, 5, 6, 2, 3, 5]
    assert [f.depth for f in trace.frames] == [0, 0, 0, 0, 1, 1, 0, 0, 1, 1, 0]
    # the caller's loop stays on the badges while the function runs
    assert loops(trace)[4] == ((5, 1, 2),) and loops(trace)[9] == ((5, 2, 2),)
    assert loops(trace)[-1] == ()
    assert [f.position for f in trace.frames][3:] == [(2, 0), (2, 1), (1, 1), (1, 1), (1, 1),
                                                      (1, 2), (0, 2), (0, 2)]
    scopes = dict(trace.frames[4].variables)
    assert scopes["global"] == (("stair", "function stair"), ("k", "0"))
    assert scopes["stair()"] == ()
    assert trace.lines_run == 10


NESTED = """\
for a in range(2):
    n = 0
    while True:
        n = n + 1
        if n == 2:
            break
"""


def test_nested_loops_count_each_repeat_and_start_afresh_after_a_break():
    trace = run_python(NESTED, "@.")
    assert lines(trace) == [None, 1, 2, 3, 4, 5, 3, 4, 5, 6, 1, 2, 3, 4, 5, 3, 4, 5, 6, 1]
    got = loops(trace)
    assert got[3] == ((1, 1, 2), (3, 1, None))
    assert got[9] == ((1, 1, 2), (3, 2, None))  # the break still runs in the 2nd repeat
    assert got[12] == ((1, 2, 2), (3, 1, None))  # the while starts again from 1
    assert got[-1] == ()


SEEN: list = []
LIMIT = 5


def walk_to_flag():
    steps = 0
    while not at_flag() and steps < LIMIT:
        step(RIGHT)
        steps += 1
    SEEN.append(steps)


def test_a_function_of_a_cell_keeps_its_lines_and_reads_its_names():
    first = walk_to_flag.__code__.co_firstlineno
    trace = run_python(walk_to_flag, "@.F")
    assert trace.first_line == first and trace.stop_reason == "finished"
    assert lines(trace)[1:3] == [first, first + 1]  # "def", then "steps = 0"
    assert trace.source_line(first + 2) == "while not at_flag() and steps < LIMIT:"
    assert loops(trace)[4] == ((first + 2, 1, None),)
    assert SEEN[-1] == 2 and trace.final_position == (0, 2)
    # the global scope shows the names the function uses, not the whole notebook
    assert dict(trace.frames[-1].variables)["global"] == (("SEEN", "[2]"), ("LIMIT", "5"))


def go(direction):
    while not blocked(direction):
        step(direction)


def go_right():
    go(RIGHT)


def test_the_functions_a_function_calls_in_its_file_are_traced_too():
    trace = run_python(go_right, "@..w")
    first = go.__code__.co_firstlineno
    inside = [f for f in trace.frames if f.depth == 1]
    assert [f.line for f in inside] == [first + 1, first + 2] * 2 + [first + 1]
    assert inside[2].loops == ((first + 1, 2, None),)
    assert trace.final_position == (0, 2) and trace.source_line(first) == "def go(direction):"


def test_a_function_inside_a_function_reads_the_outer_names():
    got = []

    def walk():
        got.append(blocked(RIGHT))
        step(RIGHT)

    trace = run_python(walk, "@.")
    assert trace.stop_reason == "finished" and got == [False]


# ---- the sensors --------------------------------------------------------------------------
def test_sensors_read_the_board_as_it_is_then():
    program = """\
before = [chests_left(), blocked(LEFT), blocked(RIGHT), hole(DOWN), at_chest()]
step(RIGHT)
after = [at_chest(), chests_left(), blocked(RIGHT)]
"""
    trace = run_python(program, "@2w\nh..")
    assert trace.frames[-1].variables[0][1] == (
        ("before", "[1, True, False, True, False]"), ("after", "[True, 0, True]"))
    # a chest is opened as soon as the explorer enters its square (docs/rules/gramin.md 4.5)
    assert "chest_opened" in [e.kind for e in trace.frames[2].events]
    assert trace.score == 2


def test_at_flag_needs_the_flag_and_read_board_takes_F():
    board, flag = read_board(".F\n@.")
    assert flag == (0, 1) and board.start == (1, 0) and board.to_ascii() == "..\n@."
    assert read_board(board, (0, 0))[1] == (0, 0)
    with pytest.raises(ValueError):
        read_board("F.F\n@..")
    with pytest.raises(ValueError):
        read_board("@w", (0, 1))
    # no flag: at_flag() is never true
    trace = run_python("x = at_flag()", "@.")
    assert trace.frames[-1].variables[0][1] == (("x", "False"),)


# ---- traps end the run, as they end a card program -------------------------------------------
def test_a_wall_stops_the_program_and_the_frames_up_to_it_stay():
    trace = run_python("step(RIGHT)\nstep(RIGHT)\nstep(DOWN)", "@.w.")
    assert trace.stop_reason == "wall" and trace.error is None
    assert lines(trace) == [None, 1, 2] and trace.final_position == (0, 1)
    assert trace.stopped("en") == "Stopped by a wall."


def test_the_board_given_is_never_changed():
    board = Board.from_ascii("@3.\n...")
    before = board.to_dict()
    run_python("step(RIGHT)\nstep(RIGHT)", board)
    assert board.to_dict() == before


# ---- runaway programs stop, with a child's sentence that names the line ------------------------
@pytest.mark.parametrize(("program", "reason", "line", "words"), [
    ("x = 0\nwhile True:\n    pass\n", "line_limit", 2, "100,000 lines without reaching the flag"),
    ("while not at_flag():\n    pass\n", "line_limit", 1, "Is there a while loop"),
    ("def down(n):\n    return down(n + 1)\ndown(0)\n", "recursion", 2,
     f"called itself {MAX_DEPTH} times"),
    ("while True:\n    try:\n        step(RIGHT)\n    except BaseException:\n        pass\n",
     "move_limit", 3, "moved 1,000 times"),
    ("while True:\n    try:\n        while True:\n            pass\n"
     "    finally:\n        continue\n", "line_limit", None, "100,000 lines"),
    ("x = [0 for _ in iter(int, 1)]\n", "line_limit", 1, "100,000 lines"),
])
def test_runaway_programs_stop_with_the_childs_sentence(program, reason, line, words):
    trace = run_python(program, "@..F")
    assert trace.stop_reason == reason
    assert words in trace.error.text("en")
    if line is not None:
        assert trace.error.line == line
        assert trace.error.text("en").endswith(f"Line {line}.")
        assert trace.error.text("ja").startswith(f"{line}行目：")
    # the record stays small: the first lines one by one, then one frame for the rest
    assert len(trace.frames) <= MAX_RECORDED + 3
    assert len(json.dumps(trace.to_json("ja"))) < 250_000
    assert trace.lines_run <= MAX_LINES + 50 and trace.moves <= MAX_MOVES


def test_a_limit_is_written_as_each_language_counts():
    trace = run_python("x = 0\nwhile True:\n    pass\n", "@..F")
    assert "ran 100,000 lines" in trace.error.text("en")
    assert bare(trace.error.text("ja")).startswith("2行目：プログラムが10万行を実行しても")
    assert [number(n).text("ja") for n in (0, 1000, 12000, 100_000, 123_456_789)] == \
        ["0", "1000", "1万2000", "10万", "1億2345万6789"]


def test_a_long_run_keeps_its_first_lines_and_its_end():
    trace = run_python("while not at_flag():\n    pass\n", "@..F")
    data = trace.to_json("en")
    assert data["frames"][1]["line"] == 1 and data["frames"][2]["line"] == 2
    last = data["frames"][-1]
    assert "not shown one by one" in last["text"] and data["error"]["line"] == 1
    assert data["stop_reason"] == "line_limit"


# ---- Python's own errors, in a child's words ---------------------------------------------
@pytest.mark.parametrize(("program", "line", "en", "ja", "suggestion"), [
    ("step(RIGHT)\nstpe(RIGHT)\n", 2, "Line 2: Python does not know the name 'stpe'. "
     "Did you mean step?", "2行目：Python は「stpe」という名前を知りません。「step」のことですか？",
     "step"),
    ("step(right)\n", 1, "Line 1: Python does not know the name 'right'. Did you mean RIGHT?",
     None, "RIGHT"),
    ("while not at_flag()\n    step(RIGHT)\n", 1, "Line 1: a colon : is missing at the end "
     "of the line.", "1行目：行の終わりに「:」がありません。", None),
    ("whlie not at_flag():\n    step(RIGHT)\n", 1, "Did you mean while?", None, "while"),
    ("step(RIGHT\n", 1, "Line 1: a bracket ( is opened and never closed", None, None),
    ("if at_flag():\nstep(RIGHT)\n", 2, "must start 4 spaces further right", None, None),
    ('step("right")\n', 1, "not 'right'. Did you mean RIGHT?", None, None),
    ("step()\n", 1, "step() needs a direction in its brackets", None, None),
    # a counter used before it is given its first value: its value is missing, not its name
    ("while not blocked(RIGHT):\n    step(RIGHT)\n    n = n + 1\n", 3,
     "Line 3: 'n' has no value yet. Give it one with = on a line that runs before this one, "
     "such as n = 0.", "3行目：「n」にはまだ値が入っていません。この行より前に動く行で、"
     "= を使って値を入れましょう（たとえば、n = 0）。", None),
    ("step(RIGHT)\nx = 3 / 0\n", 2, "Line 2: a number was divided by 0", None, None),
    ("def f():\n    n = n + 1\nf()\n", 2, "'n' is changed inside this function", None, None),
    ("x = input()\n", 1, "input() waits for someone to type", None, None),
    ("__gw_guard__ = 1\n", 1, "names that start with __gw", None, None),
])
def test_errors_are_said_at_their_line(program, line, en, ja, suggestion):
    trace = run_python(program, "@..F")
    assert trace.stop_reason == "error"
    assert trace.error.line == line
    assert en in trace.error.text("en")
    if ja:
        assert ja in trace.error.text("ja")
    assert trace.error.suggestion == suggestion
    assert trace.error.to_dict("en")["line"] == line


def test_a_program_written_as_cell_text_counts_its_lines_from_its_first():
    # a \'\'\' string in a cell starts with a line break, and is often indented with the cell
    written = "\n    while not at_flag()\n        step(RIGHT)\n    "
    trace = run_python(written, "@..F")
    assert trace.error.line == 1 and trace.error.text("en").startswith("Line 1:")
    trace = run_python(written.replace("()\n", "():\n"), "@..F")
    assert trace.error is None and trace.reached_flag
    assert [f.line for f in trace.frames[1:3]] == [1, 2]
    assert trace.source == "while not at_flag():\n    step(RIGHT)\n"
    assert program_text("\n\n  a\n\n    b\n") == "a\n\n  b\n"
    assert program_text("step(RIGHT)\n") == "step(RIGHT)\n" and program_text("\n \n") == ""


def test_frames_up_to_an_error_are_kept_and_the_last_names_the_line():
    trace = run_python("step(RIGHT)\nstep(RIGHT)\nx = nope\n", "@...")
    assert lines(trace) == [None, 1, 2, 3] and trace.final_position == (0, 2)
    assert trace.frames[-1].line == 3


def test_full_width_code_is_read_but_strings_and_comments_are_kept():
    assert half_width("ｓｔｅｐ（ＲＩＧＨＴ）　# ４マス") == "step(RIGHT) # ４マス"
    assert half_width('print("やった！")') == 'print("やった！")'
    assert half_width("print(＂ａ！＂)") == 'print("ａ！")'
    program = "ｆｏｒ　＿　ｉｎ　ｒａｎｇｅ（２）：\n    ｓｔｅｐ（ＲＩＧＨＴ）\nprint('２！')"
    trace = run_python(program, "@..")
    assert trace.stop_reason == "finished" and trace.final_position == (0, 2)
    assert trace.frames[-1].output == "２！\n"


# ---- what the program cannot do to the run ---------------------------------------------------
def test_catching_the_stop_does_not_keep_a_program_running():
    program = """\
while True:
    try:
        while True:
            pass
    except BaseException:
        pass
"""
    trace = run_python(program, "@.")
    assert trace.stop_reason == "line_limit"


def test_variables_are_shown_bounded_and_never_by_the_programs_own_code():
    program = """\
class Sneaky:
    def __repr__(self):
        raise SystemExit("repr ran")

s = Sneaky()
big = 10 ** 500
text = "a" * 1000
items = list(range(100))
where = RIGHT
ok = True
"""
    trace = run_python(program, "@.")
    assert trace.stop_reason == "finished"
    shown = dict(trace.frames[-1].variables[0][1])
    assert shown["s"] == "<Sneaky>" and shown["big"] == "…" and shown["where"] == "RIGHT"
    assert shown["ok"] == "True" and "Sneaky" not in shown
    assert len(shown["text"]) <= 40 and shown["items"].startswith("[0, 1, 2")
    assert shown_value((1,)) == "(1,)" and shown_value({"a": 1}) == "{'a': 1}"


def test_what_a_line_prints_is_kept_with_its_frame():
    trace = run_python("for i in range(2):\n    print('i =', i)\n", "@.")
    assert [f.output for f in trace.frames if f.output] == ["i = 0\n", "i = 1\n"]
    assert trace.to_json("en")["frames"][2]["out"] == "i = 0\n"


def test_the_words_refuse_outside_a_run_and_a_run_cannot_start_another():
    with pytest.raises(robot.RobotError, match="only while a program runs"):
        robot.step(robot.RIGHT)
    trace = run_python("run_python('step(RIGHT)', '@.')", "@.",)
    assert trace.stop_reason == "error" and trace.error.kind == "NameError"
    trace = run_python(
        "from gamewidgets.gramin import run_python as r\nr('step(RIGHT)', '@.')", "@.")
    assert trace.stop_reason == "error" and trace.error.kind == "RuntimeError"
    assert robot.active() is None


def test_bad_calls_are_refused_plainly():
    with pytest.raises(TypeError):
        run_python(42, "@.")
    with pytest.raises(ValueError):
        run_python("step(RIGHT)", "..")
    trace = run_python(lambda: None, "@.")
    assert trace.stop_reason == "error" and "def" in trace.error.text("en")

    def needs(n):
        return n

    trace = run_python(needs, "@.")
    assert "def needs():" in trace.error.text("en")


def test_every_word_has_a_childs_help_in_both_languages():
    for name in robot.NAMES:
        for lang in LANGS:
            assert robot.doc(name, lang)
        if name in robot.MOVES + robot.SENSORS:
            doc = getattr(robot, name).__doc__
            assert doc.startswith(f"{name}(") and "例" in doc
    assert robot.suggest("stpe", robot.NAMES) == "step"
    assert robot.suggest("right", robot.NAMES) == "RIGHT"
    assert robot.suggest("xyzzy", robot.NAMES) is None


def test_the_trace_is_a_trace_and_its_json_is_small_and_plain():
    trace = run_python(WALK, "@..F")
    assert isinstance(trace, PythonTrace)
    data = trace.to_json("ja")
    json.dumps(data)
    frame = data["frames"][3]
    assert frame["line"] == 3 and frame["loops"] == [[2, 1, None]] and frame["pos"] == [0, 1]
    assert frame["vars"] == [["global", [["count", "0"]]]]
    assert data["flag"] == [0, 3] and data["error"] is None
    assert "実行した行は11行" in data["summary"]


def test_benchmark_smoke(monkeypatch):
    """benchmarks/python_run_bench.py at its smallest: every runaway program stops, each
    for its own reason, and the corridor runs to the flag."""
    import importlib.util
    import pathlib

    benchmarks = pathlib.Path(__file__).resolve().parent.parent / "benchmarks"
    monkeypatch.syspath_prepend(str(benchmarks))  # the benchmarks import their smoke.py
    path = benchmarks / "python_run_bench.py"
    spec = importlib.util.spec_from_file_location("python_run_bench", path)
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    stops = {name: r["stop"] for name, r in bench.bench_runaway(1).items()}
    assert stops == {"while True: pass": "line_limit", "while not at_flag(): pass": "line_limit",
                     "while not blocked(RIGHT): pass": "line_limit",
                     "deep recursion": "recursion", "a loop that catches every stop": "move_limit"}
    line = bench.bench_line(1)
    assert line["stop"] == "finished" and line["lines"] == 58 and line["us_per_line"] > 0
