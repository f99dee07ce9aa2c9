"""What the browser receives from a kernel that runs in Pyodide (a JupyterLite site).

That kernel (jupyterlite-pyodide-kernel) converts each comm message to a JavaScript
object, where ``None`` becomes ``undefined``, and the message then travels as JSON, which
drops a key whose value is ``undefined`` (an ``undefined`` list item becomes ``null``).
Pyodide's ``jsnull`` becomes ``null``. :func:`through_site` does the same to a message, so
these tests see what the site's browser would see, without a browser: ``sys.platform`` is
``"emscripten"`` and ``pyodide.ffi.jsnull`` is a stand-in, as in Pyodide.

Every widget is played through its game (legal moves, as in tests/test_fuzz_messages.py)
while the messages are applied to a model of the browser's state: after each move, the
browser must hold exactly the kernel's state, every trait that went back to ``None``
included (before the fix, a Gramin program's "close the loop" note stayed for good).
"""

from __future__ import annotations

import json
import sys
import types

import comm
import pytest
from comm.base_comm import BaseComm
from helpers.messages import WIDGETS

from gamewidgets.algo import AlgoSoloWidget
from gamewidgets.core.widget import holds_none, js_null, with_nulls
from gamewidgets.gramin import GraminWidget, PuzzleWidget, solve
from gamewidgets.gramin.teaching.course import course

JSNULL = type("JsNull", (), {"__repr__": lambda self: "jsnull", "__bool__": lambda self: False})()
"""Stands for ``pyodide.ffi.jsnull`` (falsy, not ``None``, as the real one)."""

MOVES = 40
"""Legal moves per game widget (each followed by a check of the browser's state)."""

STAIRS = "\n".join([".......", ".......", ".......", "...3...", "..2....", ".1.....",
                    "@......"])


def through_site(value):
    """``value`` as the site's browser receives it (see the module's docstring)."""
    if value is JSNULL:
        return None
    if isinstance(value, dict):
        return {k: through_site(v) for k, v in value.items() if v is not None}
    if isinstance(value, (list, tuple)):
        return [through_site(v) for v in value]
    return value


class Browser:
    """The widget models of the site's browser, built from the messages the kernel sent:
    ``models[comm_id]`` is the state the browser holds."""

    def __init__(self):
        self.models: dict[str, dict] = {}
        self.messages = 0

    def receive(self, msg_type: str, comm_id: str, data: dict) -> None:
        self.messages += 1
        if msg_type == "comm_open":
            self.models[comm_id] = dict(data["state"])
        elif msg_type == "comm_msg" and data.get("method") == "update":
            self.models[comm_id].update(data["state"])

    def state_of(self, widget) -> dict:
        return self.models[widget.comm.comm_id]


@pytest.fixture
def site(monkeypatch):
    """A kernel as in the site: Pyodide's platform and ``jsnull``, and comms whose
    messages reach a :class:`Browser` as the site's kernel delivers them."""
    browser = Browser()

    class SiteComm(BaseComm):
        # as jupyterlite-pyodide-kernel's own Comm: every message goes out through here
        def publish_msg(self, msg_type, data=None, metadata=None, buffers=None, **keys):
            browser.receive(msg_type, self.comm_id, through_site({} if data is None else data))

    ffi = types.ModuleType("pyodide.ffi")
    ffi.jsnull = JSNULL
    pyodide = types.ModuleType("pyodide")
    pyodide.ffi = ffi
    monkeypatch.setitem(sys.modules, "pyodide", pyodide)
    monkeypatch.setitem(sys.modules, "pyodide.ffi", ffi)
    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.setattr(comm, "create_comm", lambda **kwargs: SiteComm(**kwargs))
    return browser


def kernel_state(widget) -> dict:
    """The widget's state as a browser in JupyterLab receives it (JSON, ``None`` as null)."""
    return json.loads(json.dumps(widget.get_state()))


def assert_same(browser: Browser, widget, after: str) -> None:
    held, want = browser.state_of(widget), kernel_state(widget)
    wrong = {k: (held.get(k, "<missing>"), v) for k, v in want.items() if held.get(k, ...) != v}
    assert not wrong, f"after {after}, the browser holds (browser, kernel): {wrong}"


def test_the_stand_in_kernel_loses_none_as_the_site_s_does():
    """The model of the site's kernel: a ``None`` dict value is lost, ``jsnull`` is null."""
    assert through_site({"a": None, "b": [None, JSNULL], "c": {"d": JSNULL, "e": 0}}) == \
        {"b": [None, None], "c": {"d": None, "e": 0}}


def test_nulls_replace_none_at_every_depth():
    msg = {"method": "update", "state": {"problem": None, "t": ({"x": None}, [1, None]),
                                          "s": "None", "n": 0, "f": False}}
    out = with_nulls(msg, JSNULL)
    assert out == {"method": "update", "state": {"problem": JSNULL,
                                                  "t": [{"x": JSNULL}, [1, JSNULL]],
                                                  "s": "None", "n": 0, "f": False}}
    assert msg["state"]["problem"] is None  # the message itself is not changed
    assert with_nulls(None, JSNULL) is JSNULL
    assert holds_none({"a": [1, {"b": None}]}) and holds_none(None)
    assert not holds_none({"a": [1, {"b": 0}], "c": ""})


def test_outside_pyodide_none_is_sent_as_it_is():
    assert js_null() is None  # this kernel: messages go out unchanged


def test_a_loop_closed_takes_its_note_away_in_the_site(site):
    """Lesson 01's loop widget: ``for3(`` alone is a pending note and Run is off; once the
    loop is closed, ``problem`` is None, and the browser must get that None."""
    w = GraminWidget(board=STAIRS, hand="R U R U for3( )", die=2)
    assert "problem" in site.state_of(w) and site.state_of(w)["problem"] is None
    w.send_intent({"type": "add_card", "token": "for3("})
    assert site.state_of(w)["problem"]["pending"] is True
    for token in ("R", "U", ")"):
        w.send_intent({"type": "add_card", "token": token})
    assert w.program == "for3( R U )" and w.problem is None
    assert site.state_of(w)["problem"] is None
    w.send_intent({"type": "run"})
    assert len(site.state_of(w)["trace_data"]["frames"]) == 7
    w.send_intent({"type": "clear"})  # the run goes with its program
    assert site.state_of(w)["trace_data"] is None
    assert_same(site, w, "clear")


def test_a_new_puzzle_takes_the_last_verdict_and_hint_away_in_the_site(site):
    w = PuzzleWidget()
    solution = solve(course()[0]).program
    w.send_intent({"type": "set_program", "text": " ".join(solution.tokens())})
    w.send_intent({"type": "hint"})
    w.send_intent({"type": "run"})
    assert site.state_of(w)["verdict"] is not None and site.state_of(w)["hint_text"]
    w.send_intent({"type": "select_puzzle", "index": 16})
    assert site.state_of(w)["verdict"] is None and site.state_of(w)["hint_text"] is None
    assert_same(site, w, "select_puzzle")


def test_an_error_cleared_is_cleared_in_the_site(site):
    w = GraminWidget()
    w.send_intent({"type": "boom"})
    assert site.state_of(w)["error"]["message"]
    w.send_intent({"type": "add_card", "token": "R"})
    assert site.state_of(w)["error"] is None


def test_a_trait_that_may_be_none_starts_as_none():
    """The state a widget opens its comm with holds each trait's declared default, before
    the widget's constructor sets it: ``traitlets.Dict(None, allow_none=True)`` (a value
    trait, not a default) starts as ``{}``, which the algo view drew as a round's result
    in the site (the ``None`` that followed was lost)."""
    from gamewidgets.algo import AlgoWidget
    from gamewidgets.goblin.widgets import GoblinWidget
    from gamewidgets.gramin import GraminGameWidget

    wrong = [f"{cls.__name__}.{name}: {trait.default()!r}"
             for cls in (GraminWidget, PuzzleWidget, GraminGameWidget, AlgoWidget,
                         AlgoSoloWidget, GoblinWidget)
             for name, trait in cls.class_traits(sync=True).items()
             if trait.allow_none and trait.default() is not None]
    assert wrong == []


def solo_move(w) -> None:
    """A card placed in the first gap (often wrong: a game ends soon and starts again),
    with the chances shown, then hidden, in turn."""
    if w.over:
        w.send_intent({"type": "new_game"})
        w.send_intent({"type": "show_chances", "show": "off" if w.show_chances else "on"})
    else:
        w.send_intent({"type": "place", "player": 0, "position": 0})


PLAYED = {**WIDGETS, "algo_solo": (lambda: AlgoSoloWidget(seed=3), None, solo_move)}


def gramin_edits(w, i: int) -> None:
    """A sandbox or puzzle edit in turn: lay a loop, close it, run, clear, next puzzle..."""
    script = [{"type": "add_card", "token": "for2("}, {"type": "add_card", "token": "R"},
              {"type": "add_card", "token": ")"}, {"type": "run"}, {"type": "hint"},
              {"type": "remove_card", "index": 0}, {"type": "set_python", "text": "x"},
              {"type": "clear"}]
    msg = script[i % len(script)]
    if isinstance(w, PuzzleWidget) and i % len(script) == len(script) - 1:
        msg = {"type": "select_puzzle", "index": (i // len(script)) % len(w.course_list)}
    w.send_intent(msg)


@pytest.mark.parametrize("name", PLAYED)
def test_the_site_s_browser_holds_the_kernel_s_state_at_every_move(site, name):
    make, _, move = PLAYED[name]
    w = make()
    assert_same(site, w, "the widget was made")
    went_none = set()
    for i in range(MOVES):
        before = {k for k, v in w.get_state().items() if v is not None}
        if move is None:
            gramin_edits(w, i)
        else:
            move(w)
        went_none |= {k for k in before if getattr(w, k) is None}
        assert_same(site, w, f"move {i + 1}")
    print(f"\n{name}: {site.messages} messages; traits that went back to None: "
          f"{sorted(went_none) or 'none'}")
    # the moves took the widget through what the test is about (a view only has none)
    assert went_none or name == "algo_view"
