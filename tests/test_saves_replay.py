"""Saves checked by replay, the same for the three games (gamewidgets.core.codec,
docs/rules/README.md "Saves").

A save is the game's set-up (rules, seed, names, a hand-set board), the actions applied
and the view-only fields; loading replays the actions through ``apply``. Its snapshot of
the state is only compared, field by field: nothing derived is read from a save.

- Seeded games of every mode (Gramin 2-4 players with the rules options and a hand-set
  board, algo standard, pair and solo, Goblin 3-6) save and load to equal states at every
  step, and a loaded game plays on as the original.
- The tamper suite: the 17 tampered saves that loaded before replay (Gramin and algo
  checked their fields one by one; each was played to the end with the forged values:
  a chest worth 99 gave final scores [12, 1, 108]) are refused, naming the field; a
  random fuzz of fields and of actions is refused with a ``SaveError`` (in English and
  Japanese) or loads to exactly the game its set-up and actions replay.
- The hidden-information audit (tests/test_audit_hidden.py) on games reloaded from their
  save at every step of a widget's game.

Sizes: ``GW_SAVE_GAMES`` seeded games per mode (default 1), ``GW_FUZZ_EXAMPLES`` (default
100) fuzzed saves per game and strategy; the default runs in well under a minute.
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import helpers.hidden
import pytest
from helpers.algo import check_no_hidden_numbers
from helpers.goblin import random_game_by_intents
from helpers.gramin import SECRET, board_rules
from helpers.hidden import algo_play, goblin_check, gramin_check, gramin_play
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from mutations import tampered

from gamewidgets.algo import AlgoGame, AlgoRules, AlgoSolo, SoloRules
from gamewidgets.algo.engine.cards import card_of
from gamewidgets.algo.engine.turn import ARRANGE
from gamewidgets.algo.widgets.widget import AlgoWidget
from gamewidgets.core.codec import FORMAT_VERSION, SaveError
from gamewidgets.core.engine import CHANCE
from gamewidgets.core.errors import GameError
from gamewidgets.goblin import GoblinGame, GoblinRules
from gamewidgets.gramin import Board, GraminGame, GraminGameWidget, GraminRules, simple_program

GAMES = int(os.environ.get("GW_SAVE_GAMES", "1"))
EXAMPLES = int(os.environ.get("GW_FUZZ_EXAMPLES", "100"))
FUZZ = settings(max_examples=EXAMPLES, deadline=None, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def saved(g) -> dict:
    """``g``'s save as it comes back from a file (JSON text)."""
    return json.loads(json.dumps(g.to_dict()))


def check_save(g) -> None:
    """``g`` saves and loads to an equal game with the same actions, whose own save is the
    same; without its snapshot too."""
    doc = saved(g)
    assert doc["format"] == FORMAT_VERSION and doc["actions"] == g.actions
    back = type(g).from_dict(doc)
    assert back == g and back.actions == g.actions and saved(back) == doc
    assert type(g).from_dict({k: v for k, v in doc.items() if k != "state"}) == g


# ---- the games of every mode -----------------------------------------------------------------

CROWDED = Board.from_ascii(".1.\n234\n.5.")
GRAMIN_MODES = {  # name: (players, rules, hand-set board)
    "basic-2": (2, None, None),
    "teaching-3": (3, GraminRules.teaching(), None),
    "cards-4": (4, GraminRules(if_card_cost="never", trap_persistence="stay", start_hand=4,
                               auto_if_cards=False), None),
    "seed-readings-3": (3, GraminRules(trap_squares="any", crocodile_tie="same_round",
                                       jump_into_wall="stay", parent_tie="first_seat",
                                       robbery_pick="latest"), None),
    "small-board-4": (4, GraminRules(board_size=5, chest_corner_distance=1, chests_apart=False,
                                     start_hand=5, parent_tie="reroll"), None),
    "hand-set-board-3": (3, board_rules(CROWDED, GraminRules(start_hand=5)), CROWDED),
}


def gramin_game(mode: str, seed: int) -> GraminGame:
    n, rules, board = GRAMIN_MODES[mode]
    names = ["Ann", "wall", "Cy", "Dee"][:n] if seed % 2 else None
    return GraminGame(n, seed=seed, rules=rules, board=board, names=names)


def gramin_move(g: GraminGame, rng: random.Random) -> None:
    """A seat's simple program (now and then with its trap cards, now and then a Program
    object), or any legal action."""
    if g.phase == "build":
        p = g.acting_seats()[0]
        program, traps = simple_program(g, p)
        g.build(p, program, traps if rng.random() < 0.7 else ())
    else:
        g.apply(rng.choice(g.legal_actions()))


def algo_move(g, rng: random.Random) -> None:
    """A legal action, a hit more often than not (games end sooner); a dealt row is laid in
    order (a wrong order is 失格, and a round where every row is wrong has no winner)."""
    if g.phase == ARRANGE:
        p = g.current_player
        keys = [card_of(card).key for card in g.dealt[p]]
        g.apply({"type": "arrange", "player": p,
                 "order": sorted(range(len(keys)), key=keys.__getitem__)})
        return
    legal = g.legal_actions()
    hits = [a for a in legal if a["type"] == "attack"
            and g.rows[a["target"]][a["index"]].card.number == a["number"]]
    g.apply(rng.choice(hits if hits and rng.random() < 0.6 else legal))


ALGO_MODES = {
    "standard-2": lambda seed: AlgoGame(2, seed=seed),
    "chips-3": lambda seed: AlgoGame(3, seed=seed, rules=AlgoRules(chips=True)),
    "arrange-4": lambda seed: AlgoGame(4, seed=seed, rules=AlgoRules(
        arrange_own_row=True, chips=True, empty_pile="guess_only")),
    "deal-sizes-3": lambda seed: AlgoGame(3, seed=seed, names=["Ann", "white", "Cy"],
                                          rules=AlgoRules(deal_sizes=(11, 7, 5), rounds=1)),
    "pair": lambda seed: AlgoGame(4, seed=seed, rules=AlgoRules(mode="pair", chips=True)),
    "pair-no-toss": lambda seed: AlgoGame(4, seed=seed,
                                          rules=AlgoRules(mode="pair", toss=False)),
    "solo": lambda seed: AlgoSolo(seed=seed),
    "solo-12": lambda seed: AlgoSolo(seed=seed, rules=SoloRules(start=12)),
}

GOBLIN_MODES = {
    "3": lambda seed: GoblinGame(3, seed=seed, names=["Ann", "Ben", "Cy"]),
    "4-any-order": lambda seed: GoblinGame(4, seed=seed, rules=GoblinRules(target_order="any")),
    "5-turn-limit": lambda seed: GoblinGame(5, seed=seed,
                                            rules=GoblinRules(turn_limit=6)),
    "6-scripted": lambda seed: GoblinGame(6, seed=seed, rules=GoblinRules(
        tunnel_deck=("meat", "empty", "mushroom", "meat", "exit"), all_starved="last_out",
        starting_meat=2)),
}

MODES = ([("gramin", m) for m in GRAMIN_MODES] + [("algo", m) for m in ALGO_MODES]
         + [("goblin", m) for m in GOBLIN_MODES])


def new_game(game: str, mode: str, seed: int):
    if game == "gramin":
        return gramin_game(mode, seed)
    return (ALGO_MODES if game == "algo" else GOBLIN_MODES)[mode](seed)


def move(game: str, g, rng: random.Random) -> None:
    if game == "gramin":
        gramin_move(g, rng)
    elif game == "algo":
        algo_move(g, rng)
    else:
        g.apply(rng.choice(g.legal_actions()))


def played(game: str, mode: str, seed: int, steps: int = 2000, every=None):
    """A seeded game of ``mode`` played until over (or ``steps`` actions), ``every(g)``
    called at each state."""
    g, rng = new_game(game, mode, seed), random.Random(seed)
    for _ in range(steps):
        if every is not None:
            every(g)
        if g.is_terminal:
            break
        move(game, g, rng)
    return g


@pytest.mark.parametrize("game, mode", MODES)
def test_every_state_saves_and_loads_to_the_same_game(game, mode):
    for seed in range(GAMES):
        g = played(game, mode, seed, every=check_save)
        assert g.is_terminal or game == "goblin"


@pytest.mark.parametrize("game, mode", [("gramin", "hand-set-board-3"), ("algo", "pair"),
                                        ("algo", "solo"), ("goblin", "4-any-order")])
def test_a_loaded_game_plays_on_as_the_original(game, mode):
    g = played(game, mode, 3, steps=25)
    copy = type(g).from_dict(saved(g))
    rng_a, rng_b = random.Random(9), random.Random(9)
    while not g.is_terminal:
        move(game, g, rng_a)
        move(game, copy, rng_b)
        assert copy == g
    assert saved(copy) == saved(g)


def test_goblin_play_turn_is_saved_as_its_actions():
    g = GoblinGame(3, seed=1, names=["Ann", "Ben", "Cy"])
    g.play_turn({0: "Dig", 1: "休む", 2: "rest"})
    g.play_turn({0: "rest", 1: "dig", 2: ("steal", 0)})
    assert [(a["player"], a["action"]) for a in g.actions] == [
        (0, "dig"), (1, "rest"), (2, "rest"), (0, "rest"), (1, "dig"), (2, "steal")]
    check_save(g)


def test_a_lean_goblin_game_saves_that_it_kept_no_steps():
    g = GoblinGame(4, seed=2, record=False)
    g.play_turn({0: "dig", 1: "rest", 2: "dig", 3: "rest"})
    assert g.last_steps == [] and saved(g)["view"] == {"last_steps": False}
    check_save(g)


def test_a_hand_set_board_is_saved_as_given_and_checked_against_the_rules():
    g = GraminGame(3, seed=4, rules=board_rules(CROWDED), board=CROWDED)
    doc = saved(g)
    assert doc["setup"]["start"] == CROWDED.to_dict()
    for chests, words in ([[1, 1, "9"]], "setup.start"), ([[0, 0, "1"]], "setup.start"):
        bad = json.loads(json.dumps(doc))
        bad["setup"]["start"]["chests"] = chests
        with pytest.raises(SaveError, match=words):
            GraminGame.from_dict(bad)


@pytest.mark.parametrize("game, mode", [("gramin", "teaching-3"), ("algo", "pair"),
                                        ("goblin", "4-any-order")])
def test_replay_gives_the_states_the_saved_actions_reach(game, mode):
    """replay() reads the log a save holds: the state before action i is the game its
    save with the first i actions loads to, for a game and for its loaded copy."""
    g = played(game, mode, 5, steps=40)
    for whole in (g, type(g).from_dict(saved(g))):
        steps = list(whole.replay())
        n = len(g.actions)
        assert [a for _, a in steps] == g.actions and n > 4
        for i in (0, 1, n // 2, n - 1):
            doc = g.to_dict(snapshot=False)
            doc["actions"] = doc["actions"][:i]
            assert steps[i][0] == type(g).from_dict(doc), i


ALGO_ROWS = [["B0", "W3", "B5+"], ["B2", "W4", "B9"]]


def _algo_pile(*leave):
    used = {t.rstrip("+") for row in ALGO_ROWS for t in row} | set(leave)
    return [f"{c}{n}" for n in range(12) for c in "BW" if f"{c}{n}" not in used]


def test_an_algo_position_by_hand_is_checked_replayed_and_never_saved():
    g = AlgoGame.from_position(ALGO_ROWS, _algo_pile("W7"), "W7", current=1, seed=3)
    assert (g.current, g.phase, g.drawn.token, len(g.pile)) == (1, "attack", "W7", 17)
    assert [c.face_up for c in g.rows[0]] == [False, False, True]
    g.attack(0, 0, 0)  # B0: a hit
    first, action = next(g.replay())
    assert action == {"type": "attack", "player": 1, "target": 0, "index": 0, "number": 0}
    assert [c.card.token for c in first.rows[0]] == ["B0", "W3", "B5"]
    assert not first.rows[0][0].face_up and g.rows[0][0].face_up
    with pytest.raises(SaveError) as info:
        g.to_dict()
    assert "set up by hand" in info.value.text("en") and "保存できません" in info.value.text("ja")
    for rows, pile, drawn, current in (
            (ALGO_ROWS, _algo_pile("W7") + ["B0"], "W7", 0),      # B0 twice
            (ALGO_ROWS, _algo_pile("W7", "W8"), "W7", 0),         # W8 nowhere
            ([["W3", "B0"], ALGO_ROWS[1]], _algo_pile("W7"), "W7", 0),  # out of order
            (ALGO_ROWS, _algo_pile("W7"), "W7", 2)):              # no seat 2
        with pytest.raises(ValueError):
            AlgoGame.from_position(rows, pile, drawn, current)


def test_a_gramin_position_by_hand_is_checked_replayed_and_never_saved():
    base = GraminGame(2, seed=4)
    hands = [["step", "dash"], list(base.hands[1])]
    deck = list(base.deck) + list(base.hands[0])
    for kind in hands[0]:
        deck.remove(kind)
    chests = dict(base.board.chests)
    (a, b), (pa, pb) = list(chests)[:2], list(chests.values())[:2]
    chests[a], chests[b] = pb, pa
    g = GraminGame.from_position(hands, deck, rolls=[4, 2], chests=chests, seed=4)
    # the lowest die is the parent (docs/rules/gramin.md 4.1): seat 1 rolled 2
    assert (g.phase, g.parent, g.rolls, g.hands[0]) == ("build", 1, [4, 2], ["step", "dash"])
    assert g.board.chests[a] == pb and g.total_cards == base.total_cards
    g.build(1, "")
    assert [a for _, a in g.replay()] == g.actions and len(g.actions) == 1
    with pytest.raises(SaveError, match="set up by hand"):
        g.to_dict()
    worth_nine = {**chests, a: type(pa)(9)}
    for bad in ({"deck": deck[1:]}, {"rolls": [7, 2]}, {"rolls": [1]},
                {"chests": worth_nine}, {"chests": dict(list(chests.items())[1:])}):
        args = {"hands": hands, "deck": deck, "rolls": [4, 2], "chests": chests, "seed": 4,
                **bad}
        with pytest.raises(ValueError):
            GraminGame.from_position(**args)


SAVES_FORMAT_2 = Path(__file__).parent / "data" / "saves_format_2.json"
"""Saves made by gamewidgets before format 3, whose ``view`` held the game's language:
an algo game, a solo game and a Goblin game played in Japanese, a Gramin game."""
KINDS = {"algo.game": AlgoGame, "algo.solo": AlgoSolo, "goblin.game": GoblinGame,
         "gramin.game": GraminGame}


def test_no_save_holds_a_language():
    """A game's sentences are worded where they are shown: its save (set-up, view and
    snapshot) names no language, whatever language its refusals are in."""
    games = [AlgoGame(3, seed=1), AlgoSolo(seed=1),
             GoblinGame(3, seed=1), GraminGame(2, seed=1)]
    games[0].apply(games[0].legal_actions()[0])
    games[2].play_turn({0: "dig", 1: "rest", 2: "dig"})
    games[3].roll()
    for g in games:
        doc = saved(g)
        assert doc["format"] == FORMAT_VERSION == 3
        assert all("lang" not in doc[part] for part in ("setup", "view", "state"))
        check_save(g)
        assert type(g).from_dict(doc).lang == "en" if hasattr(g, "lang") else True


# what a format-2 save lacks and loads with: algo's pair-play toss that may be skipped
# (docs/rules/algo.md 7) and the dealt rows of the arrange mode (empty outside it)
ADDED_SINCE_FORMAT_2 = {"skip_toss": lambda v: v is True,
                        "dealt": lambda v: all(row == [] for row in v)}


def without_added(saved_now: dict, old: dict) -> dict:
    """``saved_now`` without the keys added since ``old`` was saved, each checked to hold
    what an old game means by it (:data:`ADDED_SINCE_FORMAT_2`)."""
    added = {k: v for k, v in saved_now.items() if k not in old}
    assert all(k in ADDED_SINCE_FORMAT_2 and ADDED_SINCE_FORMAT_2[k](v)
               for k, v in added.items()), added
    return {k: v for k, v in saved_now.items() if k in old}


def test_a_save_of_format_2_loads_and_its_language_is_checked_then_dropped():
    """The saves of the previous format (its ``view`` held ``"lang"``) load to the game
    they hold; the language is checked and kept nowhere (a game holds no language: its
    refusals are worded where they are shown); saved again, they are format 3 with the
    same set-up, actions and snapshot."""
    old = json.loads(SAVES_FORMAT_2.read_text(encoding="utf-8"))
    assert sorted(old) == sorted(KINDS)
    for kind, doc in old.items():
        assert doc["format"] == 2 and doc["actions"]
        g = KINDS[kind].from_dict(doc)
        assert g.actions == doc["actions"]
        assert not hasattr(g, "lang")
        again = saved(g)
        assert again["format"] == 3 and again["view"] == {
            k: v for k, v in doc["view"].items() if k != "lang"}
        setup = again["setup"]
        if isinstance(setup.get("rules"), dict):
            setup = {**setup, "rules": without_added(setup["rules"], doc["setup"]["rules"])}
        assert (setup, again["actions"], without_added(again["state"], doc["state"])) == (
            doc["setup"], doc["actions"], doc["state"])
    goblin = GoblinGame.from_dict(old["goblin.game"])
    with pytest.raises(GameError) as info:
        goblin.choose(0, "fly")
    assert "fly" in info.value.text("ja") and str(info.value) == info.value.text("en")
    bad = {**old["algo.game"], "view": {"lang": "fr"}}
    with pytest.raises(SaveError, match="view.lang"):
        AlgoGame.from_dict(bad)
    with pytest.raises(SaveError, match="format"):
        AlgoGame.from_dict({**old["algo.game"], "format": 4})


def test_an_older_save_says_it_is_from_an_older_version():
    old = {"format": 1, "kind": "gramin.game", "state": {"n_players": 2, "seed": 0}}
    with pytest.raises(SaveError) as info:
        GraminGame.from_dict(old)
    assert "saved by an older version of gamewidgets" in info.value.text("en")
    assert "古いバージョン" in info.value.text("ja")


def test_bots_and_views_draw_nothing_from_a_game_so_any_state_reloads():
    """A game's generator is drawn from by its actions only: a bot's choice, an
    observation or a widget's view of it never moves it (or the replay of its save would
    give another game)."""
    from gamewidgets.algo import ProbabilisticBot
    from gamewidgets.gramin.bots import PlannerBot

    g = GraminGame(3, seed=6)
    planner = PlannerBot(seed=1)
    for _ in range(40):
        if g.is_terminal:
            break
        for p in range(3):
            g.observation(p, lang="ja")
        if g.current_player == CHANCE:
            g.roll()
        else:
            p = g.acting_seats()[0]
            g.apply(planner.act(g, p))
        check_save(g)
    a = AlgoGame(3, seed=6, rules=AlgoRules(chips=True))
    bot = ProbabilisticBot(seed=2)
    for _ in range(30):
        if a.is_terminal:
            break
        p = a.current_player
        a.apply(bot.act(a, p) if p >= 0 else a.legal_actions()[0])
        check_save(a)


# ---- the tamper suite ------------------------------------------------------------------------

def _world(doc: dict) -> dict:
    return doc["state"]["world"]


def _chest_added(doc):
    board = _world(doc)["board"]
    taken = {(r, c) for r, c, _ in board["chests"]}
    free = next((r, c) for r in range(1, 6) for c in range(1, 6) if (r, c) not in taken)
    board["chests"] = sorted([*board["chests"], [*free, "5"]])
    doc["state"]["total_chests"] += 1


def _chest_in_pile(doc):
    _world(doc)["piles"][0].append("5")
    doc["state"]["total_chests"] += 1


def _holes(doc):
    _world(doc)["hands"][0] += ["hole"] * 3
    doc["state"]["total_cards"] += 3


def _deck_to_hand(doc):
    deck = doc["state"]["deck"]
    _world(doc)["hands"][0] += deck[:8]
    del deck[:8]


def _game_over(doc):
    doc["state"]["events"].append({"kind": "game_over", "data": {"winners": [0]},
                                   "game": "gramin.game"})


GRAMIN_TAMPERS = {  # name: (tamper, the field the refusal names)
    "a chest worth 99": (lambda d: _world(d)["board"]["chests"][0].__setitem__(2, "99"),
                         "'world'"),
    "a chest added to the board, total_chests + 1": (_chest_added, "'world'"),
    "a chest duplicated in a pile, total_chests + 1": (_chest_in_pile, "'world'"),
    "three extra hole cards, total_cards + 3": (_holes, "'world'"),
    "8 deck cards moved into one hand": (_deck_to_hand, "'world'"),
    "a forged game_over event": (_game_over, "'events'"),
    "board_size 12 on a 7 x 7 board": (
        lambda d: d["setup"]["rules"].__setitem__("board_size", 12), "'world'"),
    "chest_points all 9": (
        lambda d: d["setup"]["rules"].__setitem__("chest_points", [9] * 10), "'world'"),
    "1 MB names": (lambda d: d["setup"].__setitem__("names", ["A" * 10**6, "Ben", "Cy"]),
                   "'setup.names'"),
}


def gramin_base() -> dict:
    g = GraminGame(3, seed=5, names=["Ann", "Ben", "Cy"])
    g.roll()
    return saved(g)


def algo_base(pair: bool) -> dict:
    """A game in a turn's attack phase with a hit of this round behind it."""
    rules = AlgoRules(mode="pair", chips=True) if pair else \
        AlgoRules(chips=True, arrange_own_row=True)
    g, rng = AlgoGame(4 if pair else 3, seed=3, rules=rules), random.Random(1)
    while not (g.phase == "attack" and any(h["hit"] and h["round"] == g.round
                                           for h in g.history)):
        algo_move(g, rng)
    return saved(g)


def _hit_face_down(doc):
    st_ = doc["state"]
    h = next(h for h in st_["history"] if h["hit"] and h["round"] == st_["round"])
    st_["rows"][h["target"]][h["index"]][1] = False


def _record_of_a_face_down_card(doc):
    st_ = doc["state"]
    p, row = next((p, r) for p, r in enumerate(st_["rows"])
                  if p != st_["current"] and any(not c[1] for c in r))
    i = next(i for i, c in enumerate(row) if not c[1])
    card = card_of(row[i][0])
    st_["history"].append({"round": st_["round"], "attacker": st_["current"], "target": p,
                           "index": i, "color": card.color, "number": card.number,
                           "hit": True, "card": row[i][0], "streak": 1, "revealed": None})


def _tosses(doc):
    st_ = doc["state"]
    me = st_["current"]
    mate = (me + 2) % 4
    st_["tosses"] = [[me, mate, i] for i in range(len(st_["rows"][mate]))]


ALGO_TAMPERS = {  # name: (pair play?, tamper, the field the refusal names)
    "1,000 chips created": (False, lambda d: d["state"]["chips"].__setitem__(0, 1540),
                            "'chips'"),
    "negative chips": (False, lambda d: d["state"]["chips"].__setitem__(1, -500), "'chips'"),
    "a pot of 10**6": (False, lambda d: d["state"].__setitem__("pot", 10**6), "'pot'"),
    "a card hit earlier turned face down again": (False, _hit_face_down, "'rows'"),
    "a hit record whose card is not face up": (False, _record_of_a_face_down_card,
                                               "'history'"),
    "tosses showing the attacker all 6 partner cards": (True, _tosses, "'tosses'"),
    "streak 10**6": (False, lambda d: d["state"].__setitem__("streak", 10**6), "'streak'"),
    "penalties 10**9": (False, lambda d: d["state"]["penalties"].__setitem__(0, 10**9),
                        "'penalties'"),
}


def refused(cls, doc: dict, words: str, ja: str | None = None) -> None:
    """Loading ``doc`` raises a SaveError whose English says ``words`` and whose Japanese
    says ``ja`` (default the field's name in ``words``)."""
    with pytest.raises(SaveError) as info:
        cls.from_dict(doc)
    assert words in info.value.text("en"), info.value.text("en")
    assert (ja or words.strip("'").split(".")[-1]) in info.value.text("ja")


@pytest.mark.parametrize("name", GRAMIN_TAMPERS)
def test_a_tampered_gramin_save_is_refused_naming_the_field(name):
    tamper, words = GRAMIN_TAMPERS[name]
    doc = gramin_base()
    GraminGame.from_dict(doc)  # the save itself loads
    tamper(doc)
    refused(GraminGame, doc, words)


@pytest.mark.parametrize("name", ALGO_TAMPERS)
def test_a_tampered_algo_save_is_refused_naming_the_field(name):
    pair, tamper, words = ALGO_TAMPERS[name]
    doc = algo_base(pair)
    AlgoGame.from_dict(doc)
    tamper(doc)
    refused(AlgoGame, doc, words)


def test_a_forged_action_is_refused_naming_the_move():
    g = GoblinGame(3, seed=1)
    g.play_turn({0: "dig", 1: "dig", 2: "rest"})
    g.play_turn({0: "rest", 1: "rest", 2: "dig"})
    doc = saved(g)
    doc["actions"][3]["action"] = "dig"  # Ann digs twice in a row: the no-repeat rule
    del doc["state"]
    refused(GoblinGame, doc, "Move 4 of the save", "4番目の手")
    doc = saved(AlgoGame(2, seed=1))
    doc["actions"] = [{"type": "next_round", "player": CHANCE}]  # the round is not over
    refused(AlgoGame, doc, "Move 1 of the save", "1番目の手")


# ---- the fuzz: anything changed is refused, or loads to exactly the replayed game -----------

def real_saves(game: str) -> list[dict]:
    """Saves of each mode of ``game`` at a few points of a seeded game and at its end."""
    out = []
    for mode in [m for g_, m in MODES if g_ == game]:
        rng = random.Random(len(out))
        stops = set(rng.sample(range(1, 60), 2))

        def keep(g, stops=stops):
            if len(g.actions) in stops or g.is_terminal:
                out.append(saved(g))

        played(game, mode, len(out), steps=60, every=keep)
    return out


SAVES = {game: real_saves(game) for game in ("gramin", "algo", "goblin")}
def cls_of(doc: dict):
    return {"gramin.game": GraminGame, "algo.game": AlgoGame, "algo.solo": AlgoSolo,
            "goblin.game": GoblinGame}[doc["kind"]]


def refused_or_replayed(cls, doc: dict, changes) -> str:
    """A tampered save ``doc`` is refused with a message in English and Japanese, or
    loads to exactly the game its set-up and actions replay (its snapshot, if any, said
    nothing else), which saves and loads again."""
    try:
        game = cls.from_dict(doc)
    except SaveError as exc:
        assert exc.text("en") and exc.text("ja"), changes
        return "refused"
    bare = {k: v for k, v in doc.items() if k != "state"}
    assert game == cls.from_dict(bare), changes
    again = saved(game)
    assert cls.from_dict(again) == game and again["actions"] == game.actions
    return "loaded"


@st.composite
def action_changes(draw, doc: dict):
    """A save with its actions changed as a forger would: one replaced by an action of
    another point of the game, two swapped, one dropped or repeated, the tail cut."""
    doc = json.loads(json.dumps(doc))
    actions = doc["actions"]
    if not actions:
        return doc, ["none"]
    i = draw(st.integers(0, len(actions) - 1))
    j = draw(st.integers(0, len(actions) - 1))
    op = draw(st.sampled_from(["replace", "swap", "drop", "repeat", "cut"]))
    if op == "replace":
        actions[i] = dict(actions[j])
    elif op == "swap":
        actions[i], actions[j] = actions[j], actions[i]
    elif op == "drop":
        del actions[i]
    elif op == "repeat":
        actions.insert(i, dict(actions[i]))
    else:
        del actions[i:]
    if draw(st.booleans()):
        doc.pop("state", None)
    return doc, [(op, i, j)]


@pytest.mark.parametrize("game", ["gramin", "algo", "goblin"])
def test_a_tampered_save_is_refused_or_loads_to_its_replay(game):
    outcomes = {"refused": 0, "loaded": 0}

    @FUZZ
    @given(data=st.data())
    def run(data):
        original = data.draw(st.sampled_from(SAVES[game]))
        doc, changes = data.draw(tampered({"save": original}, root="save"))
        outcomes[refused_or_replayed(cls_of(original), doc["save"], changes)] += 1

    run()
    assert outcomes["refused"] > 0


@pytest.mark.parametrize("game", ["gramin", "algo", "goblin"])
def test_forged_actions_are_refused_or_load_to_their_replay(game):
    outcomes = {"refused": 0, "loaded": 0}

    @FUZZ
    @given(data=st.data())
    def run(data):
        original = data.draw(st.sampled_from(SAVES[game]))
        doc, changes = data.draw(action_changes(original))
        outcomes[refused_or_replayed(cls_of(original), doc, changes)] += 1

    run()
    assert outcomes["refused"] > 0 and outcomes["loaded"] > 0


# ---- the hidden-information audit on loaded games ----------------------------------------------

def test_the_gramin_audit_holds_on_games_reloaded_at_every_step(monkeypatch):
    w = GraminGameWidget(["Ann", "Ben", "bot:planner"], seed=22, lang="ja", rules=SECRET)

    def reloaded(w):
        if w._builder is None:  # a builder holds the game it builds in
            g = w.game
            w.game = GraminGame.from_dict(saved(g))
            assert w.game == g
            w._refresh()
        gramin_check(w)

    monkeypatch.setattr(helpers.hidden, "gramin_check", reloaded)
    gramin_play(w)
    assert w.game.is_terminal


def test_the_algo_audit_holds_on_games_reloaded_at_every_step(monkeypatch):
    w = AlgoWidget(n_players=3, bots=["logical", "random"], seed=32, lang="ja",
                   hints="probabilities", rules=AlgoRules(chips=True))

    def reloaded(w):
        g = w.game
        w._game = AlgoGame.from_dict(saved(g))
        assert w.game == g
        w._sync()
        check_no_hidden_numbers(w)

    monkeypatch.setattr(helpers.hidden, "check_no_hidden_numbers", reloaded)
    algo_play(w)
    assert w.result["game_over"]


def test_a_solo_game_set_up_in_algo_widget_saves_and_replays_at_every_step():
    """Solo play chosen on AlgoWidget's setup screen: ``w.game`` is the AlgoSolo, whose save
    loads by replay to an equal game at every step, and the widget plays on with the
    loaded game as with the original (the same synced ``solo``)."""
    from gamewidgets.algo.engine.order import insertion_index

    def setup():
        w = AlgoWidget(seed=12, setup="open", lang="ja")
        w.send_intent({"type": "setup", "players": [""], "options": {"mode": "solo"}})
        assert w.error is None and w.mode == "solo"
        return w

    w, twin = setup(), setup()
    while not w.game.is_terminal:
        g = w.game
        doc = saved(g)
        back = AlgoSolo.from_dict(doc)
        assert back == g and back.actions == g.actions and saved(back) == doc
        w._solo = back  # the widget plays on with the loaded game
        gap = insertion_index([c.key for c in g.row], g.drawn.key)
        for x in (w, twin):
            x.send_intent({"type": "place", "player": 0, "position": gap})
        assert w.solo == twin.solo and w.game == twin.game
    assert w.solo["won"] and saved(w.game) == saved(twin.game)
    # a forged save is refused by replay, naming what is wrong
    doc = saved(w.game)
    doc["actions"][0]["position"] = 99
    with pytest.raises(SaveError):
        AlgoSolo.from_dict(doc)


def test_the_goblin_audit_holds_on_games_reloaded_at_every_step():
    def reloaded(w):
        g = w.game
        w._flow.game = GoblinGame.from_dict(saved(g))
        assert w.game == g
        w._sync()
        goblin_check(w)

    w = random_game_by_intents(43, reloaded)
    assert w.winners == list(w.game.winners)


# ---- names: at most 40 characters everywhere ----------------------------------------------------

def test_a_name_longer_than_40_characters_is_refused_everywhere_and_never_echoed_whole():
    """A name is in every sentence about its player and in every save: 40 characters in
    the three games and their widgets (Gramin took 1 MB names before), and an error
    quoting a refused name or bot spec quotes its first characters only."""
    from gamewidgets.goblin.widgets import GoblinWidget

    ok, long_ = "A" * 40, "A" * 41
    makers = [lambda n: GraminGame(2, names=[n, "Ben"]),
              lambda n: GraminGame(2).rename([n, "Ben"]),
              lambda n: GraminGameWidget([n, "Ben"]),
              lambda n: AlgoGame(2, names=[n, "Ben"]),
              lambda n: AlgoWidget(2, bots=[None], names=[n, "Ben"]),
              lambda n: GoblinGame(3, names=[n, "Ben", "Cy"]),
              lambda n: GoblinWidget([n, "Ben", "bot:random"])]
    for make in makers:
        make(ok)
        for bad in (long_, "A" * 10**6):
            with pytest.raises(ValueError) as info:
                make(bad)
            assert len(str(info.value)) < 400
    for make in (lambda: GraminGameWidget(["Ann", "bot:" + "x" * 10**6]),
                 lambda: GoblinWidget(["Ann", "Ben", "bot:" + "x" * 10**6]),
                 lambda: AlgoWidget(2, bots=["x" * 10**6])):
        with pytest.raises(ValueError, match="unknown bot") as info:
            make()
        assert len(str(info.value)) < 400


def _before_skip_toss(doc: dict) -> dict:
    """``doc`` as a save made before pair play's ``skip_toss`` and the arrange phase: its
    rules without ``skip_toss``, its snapshot without the dealt rows."""
    rules = {k: v for k, v in doc["setup"]["rules"].items() if k != "skip_toss"}
    state = {k: v for k, v in doc["state"].items() if k != "dealt"}
    return {**doc, "setup": {**doc["setup"], "rules": rules}, "state": state}


def test_an_old_pair_play_save_replays_with_the_toss_it_was_played_with():
    """A pair game saved before the toss could be skipped (docs/rules/algo.md 7): every
    turn began with the partner's toss. It loads to that game, which plays on by that
    rule (saved again, ``skip_toss`` is False)."""
    g = AlgoGame(4, seed=5, rules=AlgoRules(mode="pair", skip_toss=False))
    rng = random.Random(5)
    while len(g.actions) < 12 and not g.is_terminal:
        algo_move(g, rng)
    tosses = [a for a in g.actions if a["type"] == "toss"]
    assert tosses and not any(a["type"] in ("call_toss", "skip_toss") for a in g.actions)
    old = _before_skip_toss(saved(g))
    loaded = AlgoGame.from_dict(old)
    assert loaded.actions == g.actions and loaded.rules.skip_toss is False
    assert saved(loaded) == saved(g)
    # read by today's default rule (the toss may be skipped), the old save does not replay
    with pytest.raises(SaveError):
        super(AlgoGame, AlgoGame).from_dict(old)


def test_an_old_arrange_save_is_refused_with_a_sentence_that_says_why():
    g = AlgoGame(2, seed=3, rules=AlgoRules(arrange_own_row=True))
    old = _before_skip_toss(saved(g))
    with pytest.raises(SaveError) as info:
        AlgoGame.from_dict(old)
    assert info.value.text("en").startswith(
        "This game of the arrange-your-own-row mode was saved by an older version")
    assert info.value.text("ja").startswith("この「自分で列を並べる」ゲームは")
    # a standard game of that time loads as it is (skip_toss means nothing there)
    standard = AlgoGame(2, seed=3)
    assert AlgoGame.from_dict(_before_skip_toss(saved(standard))).actions == standard.actions
