"""Fuzzing every widget's message handler and its state updates: random malformed messages
and well-formed but illegal intents, delivered as ipywidgets delivers them, and browser
updates (``set_state``) of every synced trait with random values. No exception may escape;
a refused message or update changes nothing but ``error``, which then says what was wrong.

Examples per widget and test: ``GW_FUZZ_EXAMPLES`` (default 100; the file runs in a few
seconds); the counts tried are printed (``pytest -s``) and recorded as test properties.
Each widget lives through all its examples, and before every other message the game
makes one legal move, so the messages meet every phase of the game.
"""

import json
import os

import pytest
from helpers.messages import WIDGETS
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gamewidgets.algo.widgets.solo import AlgoSoloWidget
from gamewidgets.algo.widgets.widget import AlgoWidget
from gamewidgets.core.errors import GameError, IntentError
from gamewidgets.goblin.widgets import GoblinWidget
from gamewidgets.gramin import (
    GraminGameWidget,
    GraminWidget,
    ProgramSyntaxError,
    PuzzleWidget,
)

EXAMPLES = int(os.environ.get("GW_FUZZ_EXAMPLES", "100"))
HTML = "<img src=x onerror=alert(1)>"
FIELDS = ("type", "player", "target", "index", "number", "own_index", "position", "seed",
          "level", "text", "action", "token", "at", "dir", "from", "to", "row", "col", "kind",
          "pos")
WORDS = (HTML, "dig", "rest", "steal", "R", "2U", "JL", "for2(", ")", "wall", "hole",
         "crocodile", "if_wall", "probabilities", "off", "me: B0; a: b?", "B3", "", "up", "left")

scalars = st.one_of(
    st.none(), st.booleans(), st.integers(-2, 12), st.integers(-2**70, 2**70),
    st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=12), st.sampled_from(WORDS))
values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=3)
                      | st.dictionaries(st.text(max_size=4), inner, max_size=3), max_leaves=6)


def messages(intents):
    """Anything at all, a dict of known field names, or an intent of a known (or unknown)
    type with random and plausible fields."""
    kinds = st.sampled_from([*intents, "boom", HTML, "__class__"])
    field_values = st.one_of(st.integers(-1, 6), st.sampled_from(WORDS), values,
                             st.lists(st.integers(-1, 8), min_size=2, max_size=2))
    intent = st.fixed_dictionaries({"type": kinds},
                                   optional={f: field_values for f in FIELDS if f != "type"})
    return st.one_of(values, st.dictionaries(st.sampled_from(FIELDS), values, max_size=4),
                     intent, intent, intent)


def snapshot(w) -> str:
    """Every synced trait but ``error`` (and the engine state, hidden part included)."""
    state = {k: v for k, v in w.get_state().items() if k not in ("error", "_esm", "_css")}
    game = getattr(w, "game", None)
    if hasattr(game, "to_dict"):
        state["__game__"] = game.to_dict()
    elif isinstance(game, dict) or game is None:
        state["__game__"] = game
    state["__tokens__"] = getattr(w, "tokens", None)
    return json.dumps(state, sort_keys=True, default=str)


# Intents that are never refused and leave an earlier error standing: a hint does not touch
# the program, so an error about the program stays true.
NEVER_REFUSED = ("hint",)


def is_draft(w) -> bool:
    """Gramin's editor keeps a program that does not parse, as laid, and marks the card
    that is wrong (tests/test_gramin_widget.py): the intent was taken, not refused."""
    exc = getattr(w, "_error_exc", None)
    if not isinstance(exc, ProgramSyntaxError) or isinstance(exc, IntentError):
        return False
    index = w.error.get("card_index")
    if index is None:
        return False
    assert 1 <= index <= len(w.cards) and w.program == " ".join(w.tokens), w.error
    return True


def deliver(w, msg, intents) -> None:
    before = snapshot(w)
    w.send_intent(msg)  # no exception may escape, whatever arrived
    kind = msg.get("type") if isinstance(msg, dict) else None
    if kind not in intents:
        assert w.error is not None, msg
    if is_draft(w):
        return
    if w.error is not None and kind not in NEVER_REFUSED:
        message = w.error.get("message")
        assert isinstance(message, str) and message.strip(), w.error
        assert snapshot(w) == before, msg


@pytest.mark.parametrize("name", WIDGETS)
def test_random_messages_never_escape_and_refusals_change_nothing(name, record_property):
    make, intents, move = WIDGETS[name]
    w = make()
    moves = iter(range(10**9))
    tried = {"messages": 0, "refused": 0}

    @settings(max_examples=EXAMPLES, deadline=None, database=None,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                     HealthCheck.filter_too_much])
    @given(msg=messages(intents))
    def run(msg):
        if move is not None and next(moves) % 2:
            move(w)
            assert w.error is None, w.error
        deliver(w, msg, intents)
        tried["messages"] += 1
        tried["refused"] += w.error is not None

    run()
    report(record_property, name, "intents", tried)


def report(record_property, name: str, what: str, counts: dict) -> None:
    """Print and record how many examples a fuzz test tried (the issue's figures)."""
    print(f"\nfuzz {what} {name}: " + ", ".join(f"{k} {v}" for k, v in counts.items()))
    for key, value in counts.items():
        record_property(f"{what}_{key}", value)


# ---- browser state updates ---------------------------------------------------------------
STEP_VALUES = st.one_of(
    st.integers(-3, 60), st.integers(-2**70, 2**70),
    st.sampled_from([None, True, False, 1.0, -0.0, 2.5, float("nan"), "1", "", [], {}, [1],
                     {"value": 1}, HTML, "\ud800"]))


def updates(w, trait: str):
    """A state update the browser might send: ``trait`` (every synced trait is given in
    turn) with a random value, perhaps with other synced traits or unknown names."""
    traits = sorted(w.keys)
    value = st.one_of(STEP_VALUES, values)  # the same for every trait: hypothesis replays
    others = st.dictionaries(st.one_of(st.sampled_from(traits), st.text(max_size=5)),
                             st.one_of(values, STEP_VALUES), max_size=2)
    writes = st.dictionaries(st.sampled_from(sorted(browser_writes(w)) or traits),
                             st.one_of(st.integers(0, 4), st.booleans()),
                             min_size=1)  # a step index in range, perhaps
    return st.one_of(st.tuples(value, others).map(lambda vo: {**vo[1], trait: vo[0]}),
                     st.tuples(value, others).map(lambda vo: {**vo[1], trait: vo[0]}), writes)


def browser_writes(w) -> frozenset:
    """The traits ``w`` lets the browser write (none, for a widget that names none)."""
    return getattr(w, "BROWSER_WRITES", frozenset())


def shown_state(w) -> str:
    """What the browser shows, every synced trait but ``error``: as it is sent."""
    state = {k: v for k, v in w.get_state().items() if k not in ("error", "_esm", "_css")}
    return json.dumps(state, sort_keys=True, default=str, ensure_ascii=False)


def deliver_update(w, update: dict) -> bool:
    """Apply ``update`` as ipywidgets does (``set_state``); check that nothing escaped, that
    a refusal changed nothing but ``error`` and an accepted update only the step index the
    browser may write; return whether it was refused."""
    before, game, shown_before = shown_state(w), snapshot(w), w._errors_shown
    w.set_state(update)  # no exception may escape, whatever arrived
    json.dumps(w.get_state(), ensure_ascii=False).encode("utf-8")  # can still be sent
    refused = w._errors_shown != shown_before and w.error is not None
    if refused:
        message = w.error.get("message")
        assert isinstance(message, str) and message.strip(), w.error
        assert shown_state(w) == before and snapshot(w) == game, update
        return True
    assert set(update) <= browser_writes(w), update
    if "lang" in update:  # the language switch: every sentence is re-worded, the game kept
        assert w.lang in ("en", "ja") and snapshot(w) == game, update
        return False
    for trait in update:
        assert type(getattr(w, trait)) is int and getattr(w, trait) >= 0, update
    after = {k: v for k, v in json.loads(shown_state(w)).items() if k not in update}
    assert after == {k: v for k, v in json.loads(before).items() if k not in update}, update
    return False


@pytest.mark.parametrize("name", WIDGETS)
def test_random_browser_updates_of_every_synced_trait_are_refused_or_checked(
        name, record_property):
    """The browser may write only the step index a view moves through (``frame``, ``step``:
    :attr:`~gamewidgets.core.widget.GameWidget.BROWSER_WRITES`), and only an index that
    exists; any other update, of any synced trait, is refused and put back. Before, ``die``
    set to None lifted the die limit, ``palette`` ``[{}]`` broke the next card, ``progress``
    ``{id: "abc"}`` every later run, and ``mode="view"`` replaced a running algo game."""
    make, intents, move = WIDGETS[name]
    w = make()
    traits = sorted(w.keys)
    turn = iter(range(10**9))
    tried = {"updates": 0, "traits": len(traits), "refused": 0, "accepted": 0}
    seen = set()

    @settings(max_examples=max(EXAMPLES, 2 * len(traits)), deadline=None, database=None,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                     HealthCheck.filter_too_much])
    @given(data=st.data())
    def run(data):
        n = next(turn)
        if move is not None and n % 3 == 2:
            move(w)
            assert w.error is None, w.error
        trait = traits[n % len(traits)]
        update = data.draw(updates(w, trait))
        seen.update(update)
        refused = deliver_update(w, update)
        tried["updates"] += 1
        tried["refused" if refused else "accepted"] += 1
        # the widget still takes a well-formed intent afterwards
        if move is None:
            w.send_intent({"type": next(iter(intents)), "__probe__": True})
            assert w.error is None or w.error["message"].strip()

    run()
    for trait in sorted(set(traits) - seen):  # the few the draws left out, for certain
        for value in (None, getattr(w, trait)):
            refused = deliver_update(w, {trait: value})
            tried["updates"] += 1
            tried["refused" if refused else "accepted"] += 1
    report(record_property, name, "set_state", tried)


@pytest.mark.parametrize("token", [[], {}, ["R"], {"R": 1}])
def test_unhashable_card_on_a_cards_as_dealt_puzzle_is_refused(token):
    """Found by the fuzz: ``add_card`` with a list as token raised TypeError out of the
    handler on a puzzle whose cards may not be turned."""
    w = PuzzleWidget()
    w.send_intent({"type": "select_puzzle", "index": 1})
    assert not w.puzzle.turnable and w.error is None
    before = snapshot(w)
    w.send_intent({"type": "add_card", "token": token})
    assert "'token' must be text" in w.error["message"] and snapshot(w) == before


def test_a_run_after_a_refused_intent_clears_the_old_error():
    """Found by the fuzz: a successful run left the previous refusal on screen."""
    w = GraminWidget(hand="R R 2U")
    w.send_intent({"type": "add_card", "token": "R"})
    w.send_intent({"type": "add_card", "token": "JL"})
    assert "not a card you can add" in w.error["message"]
    w.send_intent({"type": "run"})
    assert w.error is None and w.trace is not None


def seat_at_the_screen(name, w):
    """The seat whose moves the widget takes now (None: no seat's)."""
    if name == "algo":
        return None if w.turn["advance"] else 0
    if name == "goblin":
        return w.active if w.stage in ("choose", "target") else None
    g = w.game  # Gramin: "Next action" runs any actor's action, a bot's too
    return g.current_player if g.phase in ("traps", "action") else None


@pytest.mark.parametrize("name", ["algo", "goblin", "gramin_game"])
def test_a_move_of_another_seat_is_refused_even_when_the_engine_would_take_it(name):
    """Every move is the engine's own action of one seat: the actions the engine lists for
    the other seats are refused by the widget, and change nothing."""
    make, intents, move = WIDGETS[name]
    w, refused = make(), 0
    for _ in range(150):
        mine = seat_at_the_screen(name, w)
        for p in range(w.game.n_players):
            if p != mine:
                for action in w.game.legal_actions(p)[:2]:
                    deliver(w, action, intents)
                    assert w.error is not None, action
                    refused += 1
        move(w)
        assert w.error is None, w.error
    assert refused > 20


@pytest.mark.parametrize("make", [lambda: AlgoWidget(2, bots=[None], seed=1),
                                  lambda: AlgoSoloWidget(seed=1),
                                  lambda: GoblinWidget(["Ann", "Ben", "bot:random"], seed=1),
                                  lambda: GraminGameWidget(["Ann", "Ben", "bot"], seed=1)])
@pytest.mark.parametrize("seed", [-1, -(2**63), 2**53, 10**30])
def test_a_new_game_with_a_seed_no_game_takes_is_refused_with_a_translated_message(make, seed):
    """Found: ``{"type": "new_game", "seed": -1}`` raised ``ValueError`` out of the handler
    of AlgoWidget, AlgoSoloWidget and GoblinWidget (the click did nothing, ``error``
    stayed empty). A seed is a whole number 0..2**53-1, the numbers a browser holds
    exactly; the refusal changes nothing, and the Python call raises it as a GameError."""
    w = make()
    before = snapshot(w)
    w.send_intent({"type": "new_game", "seed": seed})
    assert "'seed'" in w.error["message"] and "0 to 9007199254740991" in w.error["message"]
    assert snapshot(w) == before
    w.lang = "ja"
    with pytest.raises(GameError, match="「seed」"):
        w.new_game(seed=seed)
    assert "「seed」" in w.error["message"]
    w.send_intent({"type": "new_game", "seed": 2**53 - 1})
    assert w.error is None
