"""What a browser (or a cell) sends the three Gramin widgets: numbers in intents are ints
(``bool`` and ``float`` refused, by the one check of ``core.widget.Int``); a state update
from the browser may write only the step index ``frame`` (an int of the trace); a trait a
cell assigns is checked by the widget. Every refusal changes nothing, is shown in
``error`` in English and Japanese, and the widget goes on working.

The reproductions: ``add_card`` with ``"at": 0.0`` raised ``TypeError`` in the three
widgets; ``show_hand`` with player ``true`` / ``1.0`` / ``-0.0`` passed (``True == 1.0 ==
1``) and left the game widget stuck; through a browser state update ``die = None`` lifted
the die, ``palette = [{}]`` broke the next ``add_card``, ``progress`` took ``{id: "abc"}``
(every later run raised) and ``{id: 10**9}`` (10^9 stars of 78), ``program`` took 10^6
cards (10 s, 668 MB) or 1,500 nested loops (``RecursionError``), and ``lang`` a language
that does not exist.
"""

import json
import time

import pytest

from gamewidgets.core.widget import Int, Ints, TraitValueError
from gamewidgets.gramin import GraminGameWidget, GraminRules, GraminWidget, PuzzleWidget

NOT_INTS = [0.0, -0.0, 1.0, True, False, "0", None, [0], 1e300]
TEACHING = GraminRules.teaching()


def synced(w) -> str:
    """The synced state but ``error``, as the browser has it."""
    skip = ("layout", "_esm", "_css", "error")
    return json.dumps({k: v for k, v in w.get_state().items() if k not in skip},
                      sort_keys=True, default=str, ensure_ascii=False)


def sandbox():
    w = GraminWidget(board="@..3", program="R")
    return w, "R"


def puzzle():
    w = PuzzleWidget()
    return w, w.palette[0]["token"]


def game():
    """A game widget with one person among bots, building: the builder is open."""
    w = GraminGameWidget(["Ann", "bot"], seed=1)
    w.send_intent({"type": "roll", "player": -1})
    assert w.builder is not None
    return w, w.builder["hand"][0]["token"]


WIDGETS = {"sandbox": sandbox, "puzzle": puzzle, "game": game}


def cards(w) -> str:
    return w.program if hasattr(w, "program") else " ".join(c["token"] for c in w.builder["cards"])


def usable(w, token: str) -> None:
    """The widget still takes a good intent after a refusal, and clears the error."""
    before = cards(w)
    w.send_intent({"type": "add_card", "token": token, "at": 0})
    assert w.error is None and cards(w) == f"{token} {before}".strip()


# ---- 4. numbers in intents are ints -------------------------------------------------------
@pytest.mark.parametrize("make", WIDGETS)
@pytest.mark.parametrize("at", NOT_INTS)
def test_a_card_position_is_a_whole_number(make, at):
    w, token = WIDGETS[make]()
    before = synced(w)
    w.send_intent({"type": "add_card", "token": token, "at": at})  # TypeError before
    if at is None:  # "at" is optional: the end of the program
        assert w.error is None
        return
    assert "'at' must be a whole number" in w.error["message"]
    assert synced(w) == before
    w.lang = "ja"
    assert "「at」には、0、1、2…のような小数点のない数を入れます" in w.error["message"]
    w.lang = "en"
    usable(w, token)


@pytest.mark.parametrize("player", [True, 1.0, -0.0, 0.0, False, "0", None])
def test_show_hand_takes_a_seat_number_only(player):
    w = GraminGameWidget(["Ann", "Ben"], seed=1)
    w.send_intent({"type": "roll", "player": -1})
    before = synced(w)
    w.send_intent({"type": "show_hand", "player": player})  # accepted, then stuck, before
    assert "'player' must be a whole number" in w.error["message"]
    assert synced(w) == before and w.builder is None and w.cover["player"] == 0
    w.send_intent({"type": "show_hand", "player": 0})
    assert w.error is None and w.builder["player"] == 0
    w.send_intent({"type": "submit"})
    assert w.error is None and w.cover["player"] == 1


def int_fields(spec):
    """``(intent type, field)`` of every number in ``spec``."""
    return [(kind, key) for kind, fields in spec.items() for key, field in fields.items()
            if isinstance(field, Int | Ints)]


def good_fields(fields: dict, token: str) -> dict:
    """A value each field takes, so the check reaches the field under test."""
    return {key: [0, 0] if isinstance(field, Ints) else 0 if isinstance(field, Int)
            else token for key, field in fields.items()}


@pytest.mark.parametrize("make", WIDGETS)
def test_every_number_of_every_intent_refuses_bool_and_float(make):
    w, token = WIDGETS[make]()
    fields = int_fields(type(w).INTENTS)
    assert len(fields) >= 5
    for kind, key in fields:
        for bad in (True, 1.0, [True, 0], [0.0, 1]):
            before = synced(w)
            w.send_intent({"type": kind, **good_fields(type(w).INTENTS[kind], token),
                           key: bad})
            assert f"'{key}' must be" in w.error["message"], (kind, key, bad)
            assert synced(w) == before, (kind, key, bad)
    usable(w, token)


@pytest.mark.parametrize("make", WIDGETS)
def test_text_with_a_lone_surrogate_is_refused(make):
    """A browser's string may hold a lone surrogate; echoed into the cards or the error
    it made the synced state impossible to send (UTF-8 has no surrogates)."""
    w, token = WIDGETS[make]()
    before = synced(w)
    for kind in ("set_program", "set_python", "add_card", "\ud800"):
        w.send_intent({"type": kind, "text": "R \ud800", "token": "\ud800"})
        assert synced(w) == before, kind
        json.dumps(w.get_state(), ensure_ascii=False, default=str).encode("utf-8")
    w.send_intent({"type": "set_program", "text": "\udc00"})
    assert "lone surrogate" in w.error["message"]
    w.lang = "ja"
    assert "サロゲート" in w.error["message"]
    w.lang = "en"
    usable(w, token)
    if make != "game":
        with pytest.raises(TraitValueError, match="lone surrogate"):
            w.program = "R \ud800"


# ---- 5. what the browser may write ----------------------------------------------------------
def browser_write(w, update: dict) -> list:
    """Deliver a state update from the browser as ipywidgets does; return the trait names
    the widget sent back to the browser."""
    sent = []
    w.send_state = lambda key=None: sent.append(key)
    w.set_state(update)
    del w.send_state
    return sent


JUNK = {"die": None, "palette": [{}], "progress": {"0": "abc"}, "program": "R " * 10**6,
        "lang": "fr", "hints": "max", "board": {}, "cards": [{}], "state": {},
        "builder": None, "action": {"frames": 5}, "me": {"hand": ["if_wall"]},
        "trace_data": {"frames": []}, "code": 5, "if_cards": ["if_wall"]}


@pytest.mark.parametrize("make", WIDGETS)
def test_the_browser_may_write_only_the_step_index(make):
    w, token = WIDGETS[make]()
    traits = sorted(k for k in w.keys if not k.startswith("_") and k not in ("layout",))
    assert ("frame" in traits) == (make != "game")
    for trait in traits:
        if trait == "frame":
            continue
        before = synced(w)
        t0 = time.process_time()
        sent = browser_write(w, {trait: JUNK.get(trait, "junk")})
        assert time.process_time() - t0 < 0.5, trait
        assert synced(w) == before, trait
        assert f"'{trait}'" in w.error["message"] and [trait] in sent, trait
        w.lang = "ja"
        assert "ブラウザーからの変更" in w.error["message"]
        w.lang = "en"
    usable(w, token)


@pytest.mark.parametrize("make", ["sandbox", "puzzle"])
def test_the_step_index_is_an_int_of_the_trace(make):
    w, token = WIDGETS[make]()
    if make == "puzzle":
        w.send_intent({"type": "add_card", "token": token})
    w.send_intent({"type": "run"})
    last = len(w.trace_data["frames"]) - 1
    assert last >= 1
    browser_write(w, {"frame": 1})
    assert w.frame == 1 and w.error is None
    for bad in [True, False, 1.0, 0.0, "1", None, -1, last + 1, 10**9, [1]]:
        browser_write(w, {"frame": bad})
        assert type(w.frame) is int and w.frame == 1, bad
        assert w.error is not None, bad
    with pytest.raises(TraitValueError, match="'frame' must be a whole number"):
        w.frame = True  # a cell: a bool is not a step either (True == 1 slipped through)
    assert type(w.frame) is int and w.frame == 1
    browser_write(w, {"frame": last})
    assert w.frame == last


def test_the_die_the_browser_sends_does_not_lift_the_limit():
    w = GraminWidget(board="@..3", die=1)
    browser_write(w, {"die": None})  # lifted the die before
    browser_write(w, {"die": -7})
    assert w.die == 1
    w.send_intent({"type": "set_program", "text": "R R"})
    w.send_intent({"type": "run"})
    assert "the die allows 1" in w.error["message"] and w.trace is None


def test_a_palette_the_browser_sends_is_not_taken():
    w, token = sandbox()
    browser_write(w, {"palette": [{}]})
    usable(w, token)  # KeyError before


def test_progress_the_browser_sends_is_not_taken():
    w = PuzzleWidget()
    stars = w.puzzle_info["stars_total"]
    browser_write(w, {"progress": {w.puzzle.id: 10**9}})
    browser_write(w, {"progress": {w.puzzle.id: "abc"}})
    assert w.puzzle_info["stars_total"] == stars and w.progress == {}
    w.send_intent({"type": "add_card", "token": w.palette[0]["token"]})
    w.send_intent({"type": "run"})  # raised before
    assert w.verdict is not None


@pytest.mark.parametrize("text", ["R " * 10**6, "for2( " * 1500 + "R" + " )" * 1500])
def test_a_program_the_browser_sends_is_not_read(text):
    w, token = sandbox()
    t0 = time.process_time()
    browser_write(w, {"program": text})
    assert time.process_time() - t0 < 0.5 and w.program == "R"


# ---- a cell may assign a trait: checked, in the widget's language --------------------------
@pytest.mark.parametrize("trait, value, words", [
    ("die", -7, "The die must be a whole number from 1 to 6"),
    ("die", True, "The die must be a whole number from 1 to 6"),
    ("palette", [{}], "The palette lists cards"),
    ("palette", [{"token": "fly"}], "The palette lists cards"),
    ("program", "R " * 1001, "'program' must be text of at most 2000 characters"),
    ("lang", "fr", "'fr'"),
])
def test_a_cell_assigning_a_trait_is_checked(trait, value, words):
    w, token = sandbox()
    before = synced(w)
    with pytest.raises(TraitValueError, match=words):
        setattr(w, trait, value)
    assert synced(w) == before
    if trait != "lang":
        w.lang = "ja"
        with pytest.raises(TraitValueError) as info:
            setattr(w, trait, value)
        assert any("\u3040" <= ch <= "\u30ff" for ch in str(info.value)), str(info.value)
        w.lang = "en"
    usable(w, token)


@pytest.mark.parametrize("progress", [{"nope": 1}, {"0": 10**9}, {"0": True}, {"0": -1}])
def test_a_cell_assigning_progress_is_checked(progress):
    w = PuzzleWidget()
    key = w.puzzle.id or "0"
    progress = {key if k == "0" else k: v for k, v in progress.items()}
    with pytest.raises(TraitValueError, match="Progress maps the id"):
        w.progress = progress
    assert w.progress == {}
    w.lang = "ja"
    with pytest.raises(TraitValueError, match="進み具合"):
        w.progress = progress


@pytest.mark.parametrize("make", WIDGETS)
@pytest.mark.parametrize("intent", [{"type": "remove_card", "index": 0},
                                    {"type": "turn_card", "index": 0},
                                    {"type": "move_card", "from": 0, "to": 0}])
def test_an_edit_of_a_card_of_an_empty_program_says_there_is_no_card_yet(make, intent):
    """Found: with no card laid, the refusal said "use 0 to -1"."""
    w, token = WIDGETS[make]()
    w.send_intent({"type": "clear"})
    assert w.error is None and cards(w) == ""
    before = synced(w)
    w.send_intent(intent)
    assert w.error["message"] == ("There is no card in the program yet: lay a card first. "
                                  "Nothing was changed.")
    assert "-1" not in w.error["message"] and synced(w) == before
    w.lang = "ja"
    w.send_intent(intent)
    assert "まだカードがありません" in w.error["message"]
    usable(w, token)
