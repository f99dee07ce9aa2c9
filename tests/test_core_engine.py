"""The shared foundation on a toy game: the field-derived codec, the bot loops and the
intent checker (gamewidgets.core.engine, codec, bots, widget)."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass

import pytest

from gamewidgets.core import bots as core_bots
from gamewidgets.core.codec import SaveError, not_saved, read_fields, ref, rng_field, saved
from gamewidgets.core.engine import CHANCE, SIMULTANEOUS, TERMINAL, GameState
from gamewidgets.core.errors import GameRuleError, IntentError, StepLimitError
from gamewidgets.core.events import Event
from gamewidgets.core.i18n import texts
from gamewidgets.core.text import shown
from gamewidgets.core.widget import GameWidget, Int, Ints, Str, as_action, check_intent


@dataclass(eq=False, init=False)
class Race(GameState):
    """A toy game: a chance roll, then every seat at once adds 1 or 2; first to 5 wins."""

    KIND = "test.race"
    SETUP = ("n_players", "seed")
    n_players: int = saved(copy=ref)
    seed: int = saved(copy=ref)
    rng: random.Random = rng_field()
    totals: list = saved()
    bonus: int = saved()
    waiting: list = saved()
    cache: dict = not_saved(default_factory=dict)

    def __init__(self, n_players: int = 2, seed: int = 0):
        self.n_players, self.seed = n_players, seed
        self.rng = random.Random(seed)
        self.totals = [0] * n_players
        self.bonus = -1
        self.waiting = []
        self.cache = {}

    @property
    def current_player(self) -> int:
        if self.is_terminal:
            return TERMINAL
        return CHANCE if self.bonus < 0 else SIMULTANEOUS

    def legal_actions(self, player=None):
        if self.is_terminal:
            return []
        if self.bonus < 0:
            return [{"type": "roll", "player": CHANCE}] if player in (None, CHANCE) else []
        seats = self.waiting if player is None else [player] if player in self.waiting else []
        return [{"type": "add", "player": p, "n": n} for p in seats for n in (1, 2)]

    def _apply(self, action):
        legal = self.legal_actions(action.get("player") if isinstance(action, dict) else None)
        if action not in legal:
            raise GameRuleError("core.error.intent.shape", allowed="roll, add")
        if action["type"] == "roll":
            self.bonus = self.rng.randint(0, 1)
            self.waiting = list(range(self.n_players))
            return [Event("roll", {"bonus": self.bonus}, "test")]
        p = action["player"]
        self.totals[p] += action["n"] + self.bonus
        self.waiting.remove(p)
        if not self.waiting:
            self.bonus = -1
        return []

    @property
    def is_terminal(self) -> bool:
        return max(self.totals) >= 5 and not self.waiting

    def returns(self):
        if not self.is_terminal:
            return [0.0] * self.n_players
        won = [p for p, x in enumerate(self.totals) if x == max(self.totals)]
        return [1 / len(won) if p in won else 0.0 for p in range(self.n_players)]

    def _observe(self, player, lang):
        return {"totals": list(self.totals)}

    @classmethod
    def _start(cls, setup, view):
        read_fields("view", view, {})
        got = read_fields("setup", setup, {"n_players": int, "seed": int})
        return cls(got["n_players"], got["seed"])


class Greedy:
    name = "greedy"

    def __init__(self, seed: int = 0):
        self.seed = seed

    def act(self, state, player):
        return state.legal_actions(player)[-1]


def test_a_save_is_the_setup_and_the_actions_and_copies_follow_the_fields():
    g = Race(3, seed=4)
    g.apply(g.legal_actions()[0])
    g.apply({"type": "add", "player": 1, "n": 2})
    g.cache["x"] = 1
    data = json.loads(json.dumps(g.to_dict()))
    assert data["format"] == 3 and data["setup"] == {"n_players": 3, "seed": 4}
    assert data["actions"] == [{"type": "roll", "player": CHANCE},
                               {"type": "add", "player": 1, "n": 2}]
    assert set(data["state"]) == {"rng", "totals", "bonus", "waiting"}
    back = Race.from_dict(data)
    assert back == g and back.cache == {} and back.actions == g.actions
    del data["state"]  # a save without its snapshot replays to the same game
    assert Race.from_dict(data) == g
    copy = g.clone()
    assert copy == g and copy.totals is not g.totals and copy.rng is not g.rng
    copy.apply({"type": "add", "player": 0, "n": 2})
    assert copy != g and g.totals == [0, 2 + g.bonus, 0] and len(g.actions) == 2
    # the generators were copied apart: both roll the same next number
    assert copy.rng.random() == g.rng.random()


def test_a_save_that_does_not_replay_is_refused_naming_the_cause():
    def save(**change):
        g = Race(2, seed=1)
        g.apply(g.legal_actions()[0])
        data = json.loads(json.dumps(g.to_dict()))
        data.update(change)
        return data

    cases = [
        (save(setup={"n_players": 2}), "missing fields: seed"),
        (save(setup={"n_players": "two", "seed": 1}), "field 'setup.n_players'"),
        (save(actions=[{"type": "add", "player": 0, "n": 1}]), "Move 1 of the save"),
        (save(actions=[{"type": "roll", "player": CHANCE}] * 2), "Move 2 of the save"),
        (save(state={"totals": [9, 0]}), "field 'totals' is not what its moves give"),
        (save(state={"extra": 1}), "unknown fields: extra"),
        (save(view={"lang": "en"}), "unknown fields: lang"),
        ({"format": 1, "kind": "test.race", "state": {}}, "older version of gamewidgets"),
        ({**save(), "kind": "other"}, "not 'test.race'"),
    ]
    for data, words in cases:
        with pytest.raises(SaveError) as info:
            Race.from_dict(data)
        assert words in info.value.text("en"), info.value.text("en")
        assert "保存" in info.value.text("ja")


def test_observation_always_carries_the_legal_actions():
    g = Race(2)
    g.apply(g.legal_actions()[0])
    obs = g.observation(1)
    assert obs["legal"] == [{"type": "add", "player": 1, "n": n} for n in (1, 2)]
    assert obs["current_player"] == SIMULTANEOUS


def test_play_bots_plays_chance_and_simultaneous_nodes_to_the_end():
    g = core_bots.play_bots(Race(2, seed=1), [Greedy(), Greedy()])
    assert g.is_terminal and g.returns() == [0.5, 0.5]
    with pytest.raises(ValueError, match="one bot per seat"):
        core_bots.play_bots(Race(2), [Greedy()])


def test_advance_stops_for_people_and_for_chance_when_asked():
    g = Race(2)
    assert core_bots.advance(g, [Greedy(), None], chance=False) == []
    assert g.current_player == CHANCE
    events = core_bots.advance(g, [Greedy(), None])
    assert [e.kind for e in events] == ["roll"]
    assert g.waiting == [1] and g.totals[0] == 2 + g.bonus  # the bot moved, the person waits


def test_the_step_limit_is_one_error():
    with pytest.raises(StepLimitError, match="3 moves") as err:
        core_bots.play_bots(Race(2), [Greedy(), Greedy()], max_steps=3)
    assert "3" in err.value.text("ja")


def test_bot_seed_and_make_bots():
    assert core_bots.bot_seed(2, 3) == 2003
    made = core_bots.make_bots({"greedy": Greedy}, ["greedy", None, Greedy(9)], seed=2)
    assert made[0].seed == 2000 and made[1] is None and made[2].seed == 9
    with pytest.raises(ValueError, match="unknown bot 'smart'; choose one of greedy"):
        core_bots.make_bot({"greedy": Greedy}, "smart")


SPEC = {"add_card": {"token": Str(max_len=8), "at": Int(0, 9, optional=True)},
        "set_hints": {"level": Str(choices=("off", "on"))}}


@pytest.mark.parametrize("content, words", [
    (None, "malformed message. Allowed types: add_card, set_hints"),
    ({"type": "fly"}, "Unknown action 'fly'"),
    ({"type": "add_card", "token": "R", "at": True}, "'at' must be a whole number, got True"),
    ({"type": "add_card", "token": "R", "at": 0.0}, "got 0.0"),
    ({"type": "add_card", "token": "R", "at": 10}, "'at' = 10 is out of range: use 0 to 9"),
    ({"type": "add_card", "token": "R" * 9}, "at most 8 characters"),
    ({"type": "add_card", "token": "R\ud800"}, "'token' holds a character that is not text"),
    ({"type": "set_hints", "level": "max"}, "'level' must be one of off, on, got 'max'"),
])
def test_intents_are_checked_in_one_place(content, words):
    with pytest.raises(IntentError) as err:
        check_intent(content, SPEC)
    assert words in str(err.value)
    assert err.value.text("ja")


def test_checked_intents_keep_only_known_fields():
    got = check_intent({"type": "add_card", "token": "R", "junk": 1}, SPEC)
    assert got == {"type": "add_card", "token": "R", "at": None}


MOVES = {"place_trap": {"player": Int(), "kind": Str(max_len=8), "pos": Ints(2)},
         "stay": {"player": Int(), "position": Int(optional=True)}}


@pytest.mark.parametrize("pos", [None, [1], [1, 2, 3], [1, True], [1, 2.0], [-1, 0], (1, 2),
                                 "1,2"])
def test_a_square_is_a_list_of_two_whole_numbers(pos):
    with pytest.raises(IntentError) as err:
        check_intent({"type": "place_trap", "player": 0, "kind": "wall", "pos": pos}, MOVES)
    assert "'pos' must be a list of 2 whole numbers, each 0 or more" in str(err.value)
    assert "2" in err.value.text("ja")


def test_a_move_intent_is_the_engine_action_it_names():
    """``as_action`` gives a handler back the action the browser sent: the checked fields,
    the optional ones it left out left out again."""
    sent = {"type": "place_trap", "player": 0, "kind": "wall", "pos": [1, 2]}
    checked = check_intent(sent, MOVES)
    assert as_action(checked.pop("type"), checked) == sent
    checked = check_intent({"type": "stay", "player": 1}, MOVES)
    assert checked == {"type": "stay", "player": 1, "position": None}
    assert as_action(checked.pop("type"), checked) == {"type": "stay", "player": 1}


def test_values_quoted_back_are_short_and_encodable():
    text = shown("\ud800" * 100)
    assert len(text) <= 40
    text.encode("utf-8")


def test_every_widget_has_the_shared_labels():
    """The step buttons of every game's view read ``core.ui.`` labels: GameWidget adds
    them, in the widget's language, to the labels of its prefix and to any a subclass
    assigns itself."""
    class Plain(GameWidget):
        _esm = "export default {}"
        LABELS = "algo.ui."

    class Own(GameWidget):
        _esm = "export default {}"

        def _relabel(self):
            self.labels = {"own.id": "own text"}

    w = Plain(lang="ja")
    assert w.labels["core.ui.step.step"] == "1つ進む" and "algo.ui.attack" in w.labels
    w.lang = "en"
    assert w.labels["core.ui.step.step"] == "Step"
    assert w.labels["core.ui.step.step_no"] == "step {i} / {n}"
    own = Own()
    own.lang = "ja"
    assert own.labels == {**texts("core.ui.", "ja"), "own.id": "own text"}


def test_negative_seeds_are_refused_because_they_would_replay_the_positive_one():
    import random as stdlib_random

    from gamewidgets.core.rng import make_rng

    assert stdlib_random.Random(-3).random() == stdlib_random.Random(3).random()
    assert make_rng(3).random() == stdlib_random.Random(3).random()
    with pytest.raises(ValueError, match=">= 0, got -3"):
        make_rng(-3)
    with pytest.raises(TypeError):
        make_rng(True)


def test_the_browser_may_write_only_the_traits_a_widget_names():
    import traitlets

    from gamewidgets.core.widget import GameWidget

    class Stepper(GameWidget):
        BROWSER_WRITES = frozenset({"step"})
        step = traitlets.Int(0).tag(sync=True)
        secret = traitlets.Unicode("kept").tag(sync=True)

    w = Stepper()
    sent = []
    w.send_state = lambda key=None: sent.append(key)
    w.set_state({"step": 2})
    assert w.step == 2 and w.error is None
    w.set_state({"secret": "changed", "lang": "ja", "step": 3})  # refused whole
    assert w.secret == "kept" and w.lang == "en" and w.step == 2
    assert "'lang', 'secret', 'step'" in w.error["message"]
    assert sent[-1] == ["lang", "secret", "step"]
    w.set_state({"step": 3})
    assert w.step == 3
    for bad in ("x", True, False, 3.0, None):  # a step is an int (False == 0, True == 1)
        w.set_state({"step": bad})
        assert w.step == 3 and type(w.step) is int and "'step'" in w.error["message"]
        assert sent[-1] == ["step"]


@pytest.mark.parametrize("make", ["algo", "goblin", "gramin", "puzzle", "gramin_game"])
def test_the_browser_may_switch_the_language_and_nothing_else_comes_with_it(make):
    from gamewidgets.algo import AlgoWidget
    from gamewidgets.goblin import GoblinWidget
    from gamewidgets.gramin import GraminGameWidget, GraminWidget, PuzzleWidget

    w = {"algo": lambda: AlgoWidget(seed=0),
         "goblin": lambda: GoblinWidget(["Ann", "Ben", "bot:cooperator"], seed=0),
         "gramin": GraminWidget, "puzzle": PuzzleWidget,
         "gramin_game": lambda: GraminGameWidget(["Ann", "bot"], seed=3)}[make]()
    sent = []
    w.send_state = lambda key=None: sent.append(key)
    before = dict(w.labels)
    w.set_state({"lang": "ja"})  # the widget's EN / 日本語 switch
    assert w.lang == "ja" and w.error is None and not any(sent)
    assert w.labels != before and w.labels["core.ui.language"] == "言語"
    w.set_state({"lang": "fr"})  # refused by the trait's check: put back, said why
    assert w.lang == "ja" and "'lang'" in w.error["message"] and sent[-1] == ["lang"]
    w.set_state({"lang": 1})  # text only
    assert w.lang == "ja" and "'lang'" in w.error["message"] and sent[-1] == ["lang"]
    w.set_state({"lang": "en"})
    assert w.lang == "en" and w.labels["core.ui.language"] == "Language" and w.error is None
