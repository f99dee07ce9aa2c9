"""Who may see a shared screen: one rule (gamewidgets.core.screen) in the three widgets.

The rule: after any intent, if the seat to act is a person other than the one whose
private view is shown, the screen is covered; only the seat the cover waits for lifts
it, and asking for anyone else's view is refused with nothing changed (a Gramin draft
kept). New game is taken from any screen and lands with nobody's view.

Browser-free: each game is played by intents with 2 to 4 people (and bots) at one
screen, pressing New game, a new round, the language switch and the replay while each
person is at the screen, and trying to look at another's cards. After every intent the
test checks, from what it sent itself (the seat that last lifted the cover, or nobody
once a cover shows), that no private view of any other seat is in a synced trait or in
the notebook's saved widget state: hands, piles and the deck changed in the engine move
nothing on the Gramin screen; no hidden algo card is written anywhere; no Goblin choice
shows before the reveal and only the person at the screen gets their choices.

Found before the rule was one: New game in AlgoWidget showed seat 0's new row and drawn
card to whoever pressed it (2 of 4 seeds with two people); in GraminGameWidget a
``show_hand`` of another builder swapped the screen to that hand without a cover and threw
the first builder's draft away.
"""

from __future__ import annotations

import json
import random

import pytest
from helpers.algo import student_move
from helpers.gramin import ROLL, SECRET, act_move, trap_move
from helpers.hidden import assert_no_card_in, check_saved, goblin_check, synced_json

from gamewidgets.algo import AlgoRules, next_round_action
from gamewidgets.algo.widgets.widget import AlgoWidget
from gamewidgets.core.errors import IntentError
from gamewidgets.core.screen import NOBODY, Screen
from gamewidgets.goblin.widgets import GoblinWidget
from gamewidgets.gramin import GraminGameWidget, simple_program
from gamewidgets.gramin.engine.board import Chest

# ---- the rule ---------------------------------------------------------------------------------


def test_one_person_among_bots_always_sees_their_own_view():
    s = Screen([False, True, False])
    assert s.viewer == 1 and s.cover is None and not s.shared
    for acting in ([0], [1], [], [2, 1]):
        s.follow(acting)
        assert s.viewer == 1 and s.cover is None
    s.restart([0])
    assert s.viewer == 1 and s.cover is None
    with pytest.raises(IntentError, match="nothing for P2 to look at"):
        s.lift(1, "en", lambda q: f"P{q + 1}")


def test_several_people_cover_the_screen_for_the_person_to_act_only():
    name = ["Ann", "Ben", "Bot", "Cy"].__getitem__
    s = Screen([True, True, False, True])
    s.restart([1, 3])  # a new game: nobody's view, covered for the first person to act
    assert (s.viewer, s.cover) == (NOBODY, 1)
    for wrong in (0, 2, 3):  # only the seat the cover waits for lifts it
        with pytest.raises(IntentError) as info:
            s.lift(wrong, "en", name)
        assert "It is Ben's turn to look at the screen" in str(info.value)
        assert "Ben" in info.value.text("ja") and (s.viewer, s.cover) == (NOBODY, 1)
    s.lift(1, "en", name)
    assert (s.viewer, s.cover) == (1, None) and s.sees(1) and not s.sees(3)
    s.follow([1, 3])  # Ben acts on (a simultaneous move: Cy waits)
    assert (s.viewer, s.cover) == (1, None)
    with pytest.raises(IntentError, match="It is Ben's turn to look"):
        s.lift(3, "en", name)
    s.follow([2])  # a bot: Ben's view stays, nothing to cover
    assert (s.viewer, s.cover) == (1, None)
    s.follow([3])  # Cy's turn: covered for Cy
    assert (s.viewer, s.cover) == (NOBODY, 3)
    s.follow([])  # Cy's move made elsewhere (a Python call): nothing waits any more
    assert (s.viewer, s.cover) == (NOBODY, None)
    with pytest.raises(IntentError, match="nobody is waiting"):
        s.lift(3, "en", name)
    s.follow([0, 3])
    s.lift(0, "en", name)
    s.leave([0, 3])  # Ann hid her cards: covered again, for the first still to act
    assert (s.viewer, s.cover) == (NOBODY, 0)


# ---- what a test may see ----------------------------------------------------------------------

class Seen:
    """What the test itself knows of the screen from the intents it sent: the seat that
    last lifted the cover (``allowed``), forgotten once a cover shows or a new game
    starts; with one person, that person always."""

    def __init__(self, people: list[int]):
        self.people = people
        self.allowed = people[0] if len(people) == 1 else None
        self.done: set = set()  # (what, seat at the screen) pressed so far

    def after(self, msg: dict, accepted: bool, covered: bool, alive=None) -> None:
        """After ``msg``; ``alive``: whether each seat is still in the game (a person out
        of it leaves the screen, and the last person left plays as if alone)."""
        if alive is not None:
            self.people = [p for p in self.people if alive[p]]
        if len(self.people) == 1:
            self.allowed = self.people[0]
            return
        if msg.get("type") in ("new_game",) or covered:
            self.allowed = None
        elif accepted and msg.get("type") in ("show_hand", "show_cards", "show"):
            self.allowed = msg["player"]


def state_text(w) -> str:
    """The synced state and the notebook's saved state of ``w`` (which must agree)."""
    return synced_json(w) + check_saved(w)


NOT_YOURS = {"en": "turn to look at the screen", "ja": "いま画面を見る番は"}
"""The refusal of a look at another's view, in each language (the test switches it)."""


def refused_unchanged(w, msg: dict, words: dict | None) -> None:
    before = synced_json(w)
    w.send_intent(msg)
    assert w.error is not None, msg
    assert words is None or words[w.lang] in w.error["message"], (msg, w.error)
    after = json.loads(synced_json(w))
    after["error"] = json.loads(before)["error"]
    assert json.dumps(after, sort_keys=True, ensure_ascii=False) == before, msg


# ---- Gramin ---------------------------------------------------------------------------------

def gramin_private_unseen(w, allowed) -> None:
    """Change every other seat's hand and pile, and the deck order, in the engine: the
    screen and the saved state must not move; the one private view shown is ``allowed``'s."""
    g = w.game
    me, builder = w.me, w.builder
    assert me is None or me["player"] == allowed, (me, allowed)
    assert builder is None or builder["player"] == allowed, (builder["player"], allowed)
    if allowed is None and w.action is not None:
        assert all(f["me_pile"] is None for f in w.action["frames"])
    before = state_text(w)
    others = [q for q in range(g.n_players) if q != allowed]
    hands, piles, deck = [list(h) for h in g.hands], [list(p) for p in g.piles], list(g.deck)
    try:
        g.deck.reverse()
        for q in others:
            g.hands[q][:] = ["step" if k != "step" else "dash" for k in g.hands[q]]
            if not g.is_terminal:  # the final scores are everyone's (docs/rules/gramin.md 5)
                g.piles[q][:] = [Chest(c.points + 1000) if not c.trap else c
                                 for c in g.piles[q]]
        w._refresh()
        after = state_text(w)
    finally:
        g.deck[:] = deck
        for q in range(g.n_players):
            g.hands[q][:], g.piles[q][:] = hands[q], piles[q]
        w._refresh()
    assert after == before, f"a private view of a seat other than {allowed} is on the screen"


def gramin_step(w, seen: Seen, rng: random.Random, msg: dict) -> None:
    w.send_intent(msg)
    seen.after(msg, w.error is None, w.cover is not None)
    gramin_private_unseen(w, seen.allowed)


@pytest.mark.parametrize("players, seed", [
    (["Ann", "Ben"], 1),
    (["Ann", "bot", "Ben"], 6),  # a seed whose games give Ben cards to lay before a new game
    (["Ann", "Ben", "Cy", "bot:planner"], 3),
    (["Ann", "Ben", "Cy", "Di"], 4),
    (["bot", "Ann"], 5),
])
def test_gramin_shows_no_hand_but_the_one_of_who_lifted_the_cover(players, seed):
    w = GraminGameWidget(players, seed=seed, rules=SECRET)
    people = [p for p, name in enumerate(players) if not name.startswith("bot")]
    seen, rng = Seen(people), random.Random(seed)
    gramin_private_unseen(w, seen.allowed)
    for _ in range(400):
        g = w.game
        at = seen.allowed
        if at is not None and ("lang", at) not in seen.done:
            seen.done.add(("lang", at))
            w.set_state({"lang": "ja" if w.lang == "en" else "en"})  # the browser's switch
            seen.after({}, True, w.cover is not None)
            gramin_private_unseen(w, seen.allowed)
            continue
        if at is not None and ("new_game", at) not in seen.done and g.phase == "build" \
                and w.builder is not None and w.builder["cards"]:
            seen.done.add(("new_game", at))
            gramin_step(w, seen, rng, {"type": "new_game", "seed": seed + len(seen.done)})
            assert w.builder is None and (w.me is None or len(people) == 1)
            continue
        if g.is_terminal:
            if ("new_game", None) in seen.done:
                break
            seen.done.add(("new_game", None))
            gramin_step(w, seen, rng, {"type": "new_game"})
            continue
        if g.phase == "roll":
            gramin_step(w, seen, rng, ROLL)  # a new round: the next turn's dice
        elif g.phase == "build":
            if w.cover is not None:
                cover = w.cover["player"]
                for other in people:
                    if other != cover:
                        refused_unchanged(w, {"type": "show_hand", "player": other},
                                          NOT_YOURS)
                gramin_step(w, seen, rng, {"type": "show_hand", "player": cover})
                continue
            p = w.builder["player"]
            program, traps = simple_program(g, p)
            if not w.builder["cards"] and len(people) > 1 and rng.random() < 0.5:
                # a card laid, then someone else asks to look, then the hand is hidden:
                # the draft is still there when its builder looks again
                gramin_step(w, seen, rng, {"type": "set_program", "text": program})
                draft = w.builder["cards"]
                for other in people:
                    if other != p:
                        refused_unchanged(w, {"type": "show_hand", "player": other},
                                          NOT_YOURS)
                        assert w.builder["cards"] == draft
                gramin_step(w, seen, rng, {"type": "hide_hand"})
                gramin_step(w, seen, rng, {"type": "show_hand", "player": p})
                assert w.builder["cards"] == draft
                continue
            gramin_step(w, seen, rng, {"type": "set_program", "text": program})
            for trap in traps:
                gramin_step(w, seen, rng, {"type": "toggle_trap", "kind": trap})
            gramin_step(w, seen, rng, {"type": "submit"})
        elif g.phase == "traps":
            gramin_step(w, seen, rng, trap_move(g))
        else:
            gramin_step(w, seen, rng, act_move(g))
            if w.action is not None and rng.random() < 0.5:
                seen.done.add(("replay", seen.allowed))
                gramin_step(w, seen, rng, {"type": "replay",
                                           "index": rng.randrange(w.action["count"])})
        assert w.error is None, w.error
    for p in people if len(people) > 1 else ():
        assert {("lang", p), ("new_game", p)} <= seen.done, seen.done
    assert any(what == "replay" for what, _ in seen.done)


# ---- algo -----------------------------------------------------------------------------------

def algo_private_unseen(w, allowed) -> None:
    """No hidden card of anyone but ``allowed`` (the pile, the others' face-down cards but
    what a toss of this round showed ``allowed``, another's drawn card) is written in the
    synced or saved state; the deduction is empty with nobody at the screen."""
    g = w.game
    assert w.me in (allowed, NOBODY) if allowed is not None else w.me == NOBODY, \
        (w.me, allowed)
    shown = {(mate, i) for att, mate, i in g.tosses if att == allowed}
    hidden = [rc.card for q, row in enumerate(g.rows) if q != allowed
              for i, rc in enumerate(row) if not rc.face_up and (q, i) not in shown]
    hidden += list(g.pile)
    if g.drawn is not None and g.current_player != allowed:
        hidden.append(g.drawn)
    saved = json.loads(check_saved(w))["metadata"]["widgets"]
    model = next(iter(saved.values()))["state"][w.model_id]["state"]
    for state in (json.loads(synced_json(w)), model):
        state["history"] = [h for h in state.get("history", []) if h["round"] == g.round]
        deduction = state.pop("deduction_data", None)
        if w.me == NOBODY:
            assert deduction["slots"] == [] and deduction["steps"] == []
        text = json.dumps(state, ensure_ascii=False)
        assert_no_card_in(text, hidden, allowed)


@pytest.mark.parametrize("n, bots, rules, seed", [
    (2, [None], None, 1),
    (3, [None, "random"], AlgoRules(chips=True), 2),
    (3, ["random", None], None, 3),
    (4, [None, None, None], AlgoRules(mode="pair"), 4),  # four people, pair play
    (4, ["probabilistic", None, "logical"], AlgoRules(mode="pair", chips=True), 5),
    (4, [None, "random", None], None, 6),
])
def test_algo_shows_no_card_but_those_of_who_lifted_the_cover(n, bots, rules, seed):
    w = AlgoWidget(n_players=n, bots=bots, seed=seed, rules=rules, hints="probabilities")
    people = [0] + [q for q, b in enumerate(bots, 1) if b is None]
    seen = Seen(people)
    rng = random.Random(seed)

    def step(msg):
        w.send_intent(msg)
        seen.after(msg, w.error is None, w.cover is not None)
        algo_private_unseen(w, seen.allowed)

    algo_private_unseen(w, seen.allowed)
    games = 0
    for k in range(3000):
        at = seen.allowed
        if at is not None and ("lang", at) not in seen.done:
            seen.done.add(("lang", at))
            w.set_state({"lang": "ja" if w.lang == "en" else "en"})
            algo_private_unseen(w, seen.allowed)
            continue
        if at is not None and ("new_game", at) not in seen.done and w.turn["attack"] \
                and len(w.game.history) > 3:
            seen.done.add(("new_game", at))
            step({"type": "new_game"})
            assert w.me == NOBODY or len(people) == 1  # whoever pressed it sees no row
            continue
        if w.phase == "game_over":
            games += 1
            if games == 2:
                break
            step({"type": "new_game"})
            continue
        if w.cover is not None:
            cover = w.cover["player"]
            for other in people:
                if other != cover:
                    refused_unchanged(w, {"type": "show_cards", "player": other},
                                      NOT_YOURS)
            step({"type": "show_cards", "player": cover})
        elif w.turn["advance"]:
            step({"type": "advance"})
        elif w.turn["next_round"]:
            seen.done.add(("next_round", at))
            step(next_round_action())
        elif w.turn["toss"]:
            step({"type": "toss", "player": w.me, "index": rng.choice(w.turn["toss"])})
        elif w.turn["toss_call"]:
            step({"type": rng.choice(["call_toss", "skip_toss"]), "player": w.me})
        else:
            step(student_move(w, k))
        assert w.error is None, w.error
    for p in people if len(people) > 1 else ():
        assert {("lang", p), ("new_game", p)} <= seen.done, (p, seen.done)
    assert any(what == "next_round" for what, _ in seen.done)


# ---- Goblin ---------------------------------------------------------------------------------

def goblin_private_unseen(w, allowed) -> None:
    """The three action cards are offered to the person at the screen only, and no choice
    shows before the reveal (tests/test_audit_hidden.py's check, the tunnel deck too)."""
    if w.stage == "choose":
        assert w.active == allowed and w.options, (w.active, allowed)
    else:
        assert w.options == []
    goblin_check(w)


@pytest.mark.parametrize("players, seed", [
    (["Ann", "Ben", "bot:cooperator"], 1),
    (["Ann", "bot:random", "Ben", "Cy"], 2),
    (["bot:adaptive", "Ann", "Ben", "Cy", "Di", "bot:free_rider"], 3),
    (["Ann", "bot:random", "bot:adaptive"], 4),
])
def test_goblin_offers_the_choice_to_who_lifted_the_cover_only(players, seed):
    w = GoblinWidget(players, seed=seed)
    people = [p for p, name in enumerate(players) if not name.startswith("bot:")]
    seen, rng = Seen(people), random.Random(seed)

    def step(msg):
        w.send_intent(msg)
        if msg["type"] == "new_game":
            seen.people = list(people)
        seen.after(msg, w.error is None, w.stage == "cover", w.game.alive)
        goblin_private_unseen(w, seen.allowed)

    goblin_private_unseen(w, seen.allowed)
    games = 0
    for _ in range(600):
        at = seen.allowed
        if at is not None and ("lang", at) not in seen.done:
            seen.done.add(("lang", at))
            w.set_state({"lang": "ja" if w.lang == "en" else "en"})
            goblin_private_unseen(w, seen.allowed)
            continue
        if at is not None and ("new_game", at) not in seen.done and w.stage == "choose" \
                and w.turn > 1:
            seen.done.add(("new_game", at))
            step({"type": "new_game"})
            continue
        stage = w.stage
        if stage == "over":
            games += 1
            if games == 2:
                break
            step({"type": "new_game"})
        elif stage == "cover":
            for other in people:
                if other != w.active:
                    refused_unchanged(w, {"type": "show", "player": other}, None)
            step({"type": "show", "player": w.active})
        elif stage == "choose":
            step({"type": "choose", "player": w.active,
                  "action": rng.choice([o["action"] for o in w.options if o["allowed"]])})
        elif stage == "ready":
            step({"type": "reveal"})
        elif stage == "target":
            step({"type": "pick_target", "player": w.active, "target": rng.choice(w.targets)})
        else:  # the resolution: stepped through (the browser writes ``step``), then on
            seen.done.add(("replay", at))
            k = rng.randrange(len(w.frames))
            w.set_state({"step": k})
            assert w.step == k and w.error is None
            # the frames are all synced already (checked at this stage): the step only
            # picks one; back to the first, as the check's own re-sync sets it
            w.step = 0
            goblin_private_unseen(w, seen.allowed)
            step({"type": "next_turn"})
        assert w.error is None, w.error
    for p in people if len(people) > 1 else ():
        assert {("lang", p), ("new_game", p)} <= seen.done, (p, seen.done)


def test_a_person_out_of_the_game_leaves_the_screen():
    """Ann (seat 0) is out: Ben (seat 2) is the last person, so his view is shown with no
    cover, as if he played alone among bots."""
    s = Screen([True, False, True])
    s.follow([0, 2])
    assert (s.viewer, s.cover) == (NOBODY, 0)
    s.retire([0])
    s.follow([2])
    assert (s.people, s.viewer, s.cover, s.shared) == ((2,), 2, None, False)
