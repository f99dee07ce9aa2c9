"""Hidden information and safety audit (issue 6 section 6): whole bot games of the three games
driven through each widget's message handler; at every step neither the synced state
(``get_state()``) nor the notebook JSON a save would store holds anything the player at the
screen may not see, and player names travel as plain text.

Two kinds of check: the per-game field checkers of tests/test_*_widget.py (imported, not
copied), and "indistinguishability": change a secret in the engine (deck order, other
hands, secret choices), re-sync, and the synced state must not move.
"""

import json
import re
from dataclasses import replace

import pytest
from helpers.goblin import random_game_by_intents
from helpers.gramin import ROLL, SECRET, act_move, board_rules, trap_move
from helpers.hidden import (
    WIDGET_STATE,
    algo_play,
    assert_no_card_in,
    check_saved,
    goblin_check,
    gramin_play,
    send,
    synced_json,
)

from gamewidgets.algo import AlgoRules, Card, deduce, next_round_action
from gamewidgets.algo.widgets.widget import AlgoWidget
from gamewidgets.core.seats import seat_spec
from gamewidgets.goblin.widgets import GoblinWidget
from gamewidgets.gramin import Board, GraminGameWidget, GraminRules, simple_program
from gamewidgets.gramin.engine import IF_KINDS, TRAP_KINDS
from gamewidgets.gramin.engine.observation import event_kinds

# ---- Gramin ----------------------------------------------------------------------------------


@pytest.mark.parametrize("players, seed, lang", [
    (["Ann", "bot"], 21, "en"),
    (["Ann", "Ben", "bot:planner"], 22, "ja"),
    (["bot", "Ann", "bot", "Ben"], 23, "en"),
    (["Ann", "bot", "bot:planner"], 24, "en"),
    (["Ann", "Ben"], 25, "ja"),
])
def test_gramin_whole_games_hide_hands_deck_and_chests(players, seed, lang):
    w = GraminGameWidget(players, seed=seed, lang=lang, rules=SECRET)
    gramin_play(w)
    assert w.game.is_terminal and w.state["winners"]


# ---- Gramin: every event kind says the same whatever the hidden cards ------------------------

def gramin_variants(g, viewer: int) -> dict:
    """Copies of ``g`` that differ from it only where ``viewer`` (a seat, or ``NOBODY``) may
    not look, each kept to what a hand, the deck or a chest can really hold (cards and
    chests are only moved, so a save of each still loads):

    - ``"cards"``: the deck in reverse order, and each hidden hand's cards other than
      if-cards traded for other kinds from the deck;
    - ``"chests"``: the points moved round among the chests no one at the screen has seen
      (face down on the board, in hidden piles, in the crocodile pile);
    - ``"if_cards"``: each hidden hand holding an if-card for every trap mark if it held
      none and none if it held one, and letting if-cards cancel the other marks than
      it chose (docs/rules/gramin.md 2.3, 4.2).
    """
    hidden = [q for q in range(g.n_players) if q != viewer]
    cards = g.clone()
    cards.deck.reverse()
    for q in hidden:
        hand = cards.hands[q]
        for i, kind in enumerate(hand):
            j = next((j for j, other in enumerate(cards.deck) if other != kind
                      and other not in IF_KINDS), None)
            if kind not in IF_KINDS and j is not None:
                hand[i], cards.deck[j] = cards.deck[j], kind
    chests = g.clone()
    w = chests.world
    places = [(w.board.chests, pos) for pos, c in sorted(w.board.chests.items()) if not c.trap]
    places += [(pile, i) for q in hidden for pile in [w.piles[q]] for i in range(len(pile))]
    places += [(w.crocodile_pile, i) for i in range(len(w.crocodile_pile))]
    points = [where[at].points for where, at in places]
    for (where, at), moved in zip(places, points[1:] + points[:1], strict=True):
        where[at] = replace(where[at], points=moved)
    ifs = g.clone()
    for q in hidden:
        hand, deck = ifs.hands[q], ifs.deck
        held = any(k in IF_KINDS for k in hand)
        for i, kind in enumerate(hand):
            if (kind in IF_KINDS) == held:  # trade if-cards away, or take some
                j = next((j for j, x in enumerate(deck) if (x in IF_KINDS) != held
                          and x not in hand), None)
                if j is not None:
                    hand[i], deck[j] = deck[j], kind
        ifs.world.if_allowed[q] = set(TRAP_KINDS) - set(ifs.world.if_allowed[q])
    return {"cards": cards, "chests": chests, "if_cards": ifs}


def gramin_public(w) -> tuple[str, str]:
    """What the screen shows of ``w`` (its synced state) and what a saved notebook keeps
    of it (its state in ``embed_data``, the link to its layout model left out)."""
    nb = json.loads(check_saved(w))
    state = nb["metadata"]["widgets"][WIDGET_STATE]["state"][w.model_id]["state"]
    state.pop("layout", None)
    return synced_json(w), json.dumps(state, sort_keys=True, ensure_ascii=False)


def gramin_show(twin, w, game) -> None:
    """Show ``game`` on ``twin`` as ``w`` shows its own: same viewer, same last action."""
    twin.game, twin._builder = game, None
    twin._screen.viewer, twin._screen.cover = w._screen.viewer, w._screen.cover
    twin._turn_actions, twin.action = list(w._turn_actions), w.action
    twin._refresh()


def gramin_build(g, player: int) -> tuple[str, list[str]]:
    """What ``player`` builds: :func:`simple_program` on odd turns; on even turns no move
    card and one trap card of each kind held, as many as the die allows, so trap cards
    fill a small board and the pieces run into them."""
    if g.turn % 2:
        return simple_program(g, player)
    kinds = sorted({k for k in g.hands[player] if k in TRAP_KINDS})
    return "", kinds[:g.rolls[player]]


def gramin_varied_play(w, checked: set, max_steps=3000) -> None:
    """Play ``w`` (people only: no bot decides from a hand) to the end. Before each move
    that is not a player's build, every :func:`gramin_variants` copy of the game is shown
    on a second widget, then given the same move: both widgets must show and save the
    same, before and after. Two differences are allowed, as the rules make them public:
    an if-card used (it is played face up, docs/rules/gramin.md 2.3), and the scores at
    the end (section 5). ``checked`` gathers the event kinds seen where both agreed."""
    twins = {}
    for _ in range(max_steps):
        g = w.game
        if g.is_terminal:
            return
        if g.phase == "build":
            send(w, {"type": "show_hand", "player": w.cover["player"]})
            program, traps = gramin_build(g, w.builder["player"])
            send(w, {"type": "set_program", "text": program})
            for trap in traps:
                send(w, {"type": "toggle_trap", "kind": trap})
            send(w, {"type": "submit"})
            assert w.error is None, w.error
            continue
        move = ROLL if g.phase == "roll" else trap_move(g) if g.phase == "traps" \
            else act_move(g)
        before = gramin_public(w)
        variants = gramin_variants(g, w._screen.viewer)
        for name, game in variants.items():
            if name not in twins:
                twins[name] = GraminGameWidget([seat_spec(s) for s in w._seats], seed=w._seed,
                                               lang=w.lang, rules=w._rules, board=w._board)
            twin = twins[name]
            gramin_show(twin, w, game)
            assert gramin_public(twin) == before, (name, "before", move)
        send(w, move)
        assert w.error is None, w.error
        after = gramin_public(w)
        for name in variants:
            twin = twins[name]
            send(twin, move)
            assert twin.error is None, (name, twin.error)
            kinds = [[e.kind for e in x.game.events] for x in (w, twin)]
            if name == "chests" and g.is_terminal or \
                    name == "if_cards" and kinds[0].count("if_used") != kinds[1].count("if_used"):
                continue
            assert gramin_public(twin) == after, (name, move, *kinds)
            checked.update(*kinds)
    pytest.fail("the game did not end")


ALL_EVENTS = GraminRules(chest_points=SECRET.chest_points, start_hand=5, board_size=5,
                         chest_corner_distance=1, chests_apart=False)
"""Default rules on a small board with big hands: pieces meet (robbery), traps and
if-cards are often in play, the deck runs out (reshuffled)."""


CROWDED = ".1.\n234\n.5."
"""Three pieces on a 3 x 3 board of five chests: one free square (traps kept off chests
and pieces, ``trap_squares="empty"``), so trap cards go back to their hands
(docs/rules/gramin.md 4.3) and a wall stands in the way."""


SEED_READINGS = replace(ALL_EVENTS, crocodile_tie="same_round", jump_into_wall="stay",
                        trap_squares="any")


VARIED_GAMES = [
    (["Ann", "Ben"], 51, SECRET, None, "en"),
    (["Ann", "Ben", "Cy"], 52, ALL_EVENTS, None, "ja"),
    (["Ann", "Ben", "Cy", "Di"], 53, ALL_EVENTS, None, "en"),
    (["Ann", "Ben", "Cy"], 54, replace(ALL_EVENTS, if_card_cost="never",
                                       trap_persistence="stay", parent_tie="first_seat"),
     None, "en"),
    (["Ann", "Ben", "Cy"], 0, replace(ALL_EVENTS, trap_squares="empty"), CROWDED, "en"),
    (["Ann", "Ben", "Cy"], 2, replace(ALL_EVENTS, trap_squares="empty"), CROWDED, "ja"),
    # the other readings of the seed: roll-offs for the crocodile pile, a jump that stays
    # in front of a wall, traps on any square
    (["Ann", "Ben", "Cy"], 68, SEED_READINGS, None, "en"),
    (["Ann", "Ben", "Cy"], 68, SEED_READINGS, CROWDED, "ja"),
]
VARIED: dict[int, set] = {}
"""The event kinds each game of :data:`VARIED_GAMES` checked, by its index."""


def gramin_varied_game(case: int) -> set:
    if case not in VARIED:
        players, seed, rules, board, lang = VARIED_GAMES[case]
        board = None if board is None else Board.from_ascii(board)
        rules = rules if board is None else board_rules(board, rules)
        w = GraminGameWidget(players, seed=seed, lang=lang, rules=rules, board=board)
        checked = set()
        gramin_varied_play(w, checked)
        VARIED[case] = checked
    return VARIED[case]


@pytest.mark.parametrize("case", range(len(VARIED_GAMES)))
def test_gramin_shows_the_same_whatever_the_hidden_cards(case):
    """Finding: the shared screen said "if Ann holds an if-card for crocodile: false" when
    Ann held none, and "No if-card of Ann cancels the crocodile trap" when she held one
    with no room left on her die."""
    assert gramin_varied_game(case)


def test_the_hidden_variation_audit_reaches_every_event_kind():
    checked = set().union(*map(gramin_varied_game, range(len(VARIED_GAMES))))
    assert event_kinds() - checked == set()


# ---- algo ------------------------------------------------------------------------------------


@pytest.mark.parametrize("n, bots, seed, lang, hints, rules", [
    (2, "probabilistic", 31, "en", "candidates", None),
    (3, ["logical", "random"], 32, "ja", "probabilities", AlgoRules(chips=True)),
    (3, "logical", 33, "en", "off", AlgoRules(arrange_own_row=True, empty_pile="guess_only")),
    (4, ["logical", "probabilistic", "logical"], 34, "ja", "candidates", None),
])
def test_algo_whole_games_hide_opponents_numbers(n, bots, seed, lang, hints, rules):
    w = AlgoWidget(n_players=n, bots=bots, seed=seed, lang=lang, hints=hints, rules=rules)
    algo_play(w)
    assert w.result["game_over"]


@pytest.mark.parametrize("text, found", [
    ('{"status": "ann has B3"}', "B3"), ('"black 3 is left"', "B3"),
    ('"黒の3"', "B3"), ('"白11"', "W11"), ('"W1 W10 black 11 白 1"', None),
    ('"B30 black 31 黒の33"', None)])
def test_the_card_scan_finds_every_way_a_hidden_card_is_written(text, found):
    cards = [Card(3, "black"), Card(11, "white")]
    if found is None:
        assert_no_card_in(text, cards)
    else:
        with pytest.raises(AssertionError) as failed:
            assert_no_card_in(text, cards, "seat 1")
        card, _, where = failed.value.args[0]
        assert (card.token, where) == (found, "seat 1")


# ---- Goblin Escape ---------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [41, 42, 43, 44])
def test_goblin_whole_games_hide_choices_and_the_tunnel(seed):
    w = random_game_by_intents(seed, goblin_check)
    assert w.winners == list(w.game.winners)


def test_goblin_all_bot_table_hides_the_tunnel():
    w = GoblinWidget(["bot:random", "bot:adaptive", "bot:free_rider", "bot:cooperator"], seed=45)
    for _ in range(200):
        goblin_check(w)
        if w.stage == "over":
            return
        send(w, {"type": "reveal"} if w.stage == "ready" else {"type": "next_turn"})
        assert w.error is None, w.error
    pytest.fail("the game did not end")


# ---- names are text --------------------------------------------------------------------------

NAME = "<img src=x onerror=alert(1)>"
TAG = re.compile(r"<\s*/?\s*[a-zA-Z][^>]*>")


def strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from strings(k)
            yield from strings(v)
    elif isinstance(value, list | tuple):
        for v in value:
            yield from strings(v)


def check_plain_text(w, min_uses=1):
    """The name arrives exactly as typed (never escaped: the browser sets textContent), and
    no synced string carries HTML of the widget's own making."""
    state = json.loads(synced_json(w))
    uses = 0
    for s in strings(state):
        uses += s.count(NAME)
        bare = s.replace(NAME, "")
        assert not TAG.search(bare), s
        assert "&lt;" not in bare and "&gt;" not in bare and "&amp;" not in bare, s
        assert "onerror" not in bare, s
    assert uses >= min_uses
    return uses


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_names_are_sent_as_plain_text(lang):
    gw = GraminGameWidget([NAME, "bot"], seed=1, lang=lang)
    assert gw.players[0]["name"] == NAME
    send(gw, ROLL)  # event sentences now name the player
    assert check_plain_text(gw) >= 2
    aw = AlgoWidget(n_players=2, seed=0, lang=lang, names=[NAME, "Robo"])
    assert aw.players[0]["name"] == NAME
    send(aw, {"type": "attack", "player": 0, "target": 1, "index": 1, "number": 5})
    assert check_plain_text(aw) >= 2
    bw = GoblinWidget([NAME, "Ben", "bot:cooperator"], seed=0, lang=lang)
    assert bw.players[0]["name"] == NAME and NAME in repr(bw)
    check_plain_text(bw)
    send(bw, {"type": "show", "player": 1})  # not NAME's screen: the error names NAME
    assert NAME in bw.error["message"]
    check_plain_text(bw)
    send(bw, {"type": "show", "player": 0})
    send(bw, {"type": "choose", "player": 0, "action": "dig"})
    send(bw, {"type": "show", "player": 1})
    send(bw, {"type": "choose", "player": 1, "action": "rest"})
    send(bw, {"type": "reveal"})
    assert bw.stage == "steps" and check_plain_text(bw) >= 3
    for w in (gw, aw, bw):
        assert NAME in check_saved(w)


def test_other_user_text_is_plain_too():
    """Text the student types (a program, an algo view) comes back as text."""
    from gamewidgets.gramin import GraminWidget

    w = GraminWidget()
    send(w, {"type": "set_program", "text": "R " + NAME})
    assert w.error is not None and not TAG.search(w.error["message"].replace(NAME, ""))
    aw = AlgoWidget(view="me: B0; ann: b?")
    send(aw, {"type": "set_view", "text": f"me: B0; {NAME}: b?"})
    check_plain_text(aw, min_uses=0)


# ---- algo pair play: people at one screen, cover screens, the toss ----------------------------

def pair_hidden_cards(w) -> list:
    """What the screen may not show now: under the cover every face-down card (the next
    person's too); else the face-down cards of the others but the ones a toss of this
    round showed the person at the screen."""
    g = w.game
    if w.cover is not None:
        return [rc.card for row in g.rows for rc in row if not rc.face_up]
    me = w.me
    shown = {(mate, i) for att, mate, i in g.tosses if att == me}
    return [rc.card for q, row in enumerate(g.rows) if q != me
            for i, rc in enumerate(row) if not rc.face_up and (q, i) not in shown]


def pair_scan(w) -> None:
    g = w.game
    for state in (json.loads(synced_json(w)),
                  json.loads(check_saved(w))["metadata"]["widgets"][WIDGET_STATE]["state"][
                      w.model_id]["state"]):
        state["history"] = [h for h in state.get("history", []) if h["round"] == g.round]
        deduction = state.pop("deduction_data", None)
        if w.cover is not None or w.me < 0:  # nobody's cards on the screen
            assert deduction["slots"] == [] and deduction["steps"] == []
            assert all(c["number"] is None for p in state["players"] for c in p["row"]
                       if not c["face_up"])
        elif w.hints != "off":
            steps = deduce(g.view(w.me)).steps
            assert [s["text"] for s in deduction["steps"]] == [x.text(w.lang) for x in steps]
        text = json.dumps(state, ensure_ascii=False)
        assert_no_card_in(text, pair_hidden_cards(w), w.cover, w.me)


def pair_move(w, step: int) -> dict:
    tu = w.turn
    if tu["toss"]:
        return {"type": "toss", "player": w.me, "index": tu["toss"][step % len(tu["toss"])]}
    if tu["toss_call"]:  # mostly asked for: the test counts the tosses
        return {"type": "skip_toss" if step % 7 == 0 else "call_toss", "player": w.me}
    if tu["attack"] and (not tu["again"] or step % 3):
        q, i = tu["targets"][step % len(tu["targets"])]
        own = tu["own_index"] if tu["own_index"] is not None else tu["own"][0]
        return {"type": "attack", "player": w.me, "target": q, "index": i,
                "number": step % 12, "own_index": own}
    return {"type": "stay", "player": w.me}


@pytest.mark.parametrize("bots, seed, lang", [
    ([None, None, None], 51, "en"),              # four people at one screen
    (["probabilistic", None, "logical"], 52, "ja"),  # partner a person, opponents bots
    ([None, "probabilistic", None], 53, "en"),  # the opponent at seat 1 a person
])
def test_algo_pair_play_hides_the_toss_and_covers_the_screen(bots, seed, lang):
    w = AlgoWidget(n_players=4, bots=bots, seed=seed, lang=lang, hints="probabilities",
                   rules=AlgoRules(mode="pair", chips=True))
    covers = tosses = 0
    for step in range(3000):
        pair_scan(w)
        if w.phase == "game_over":
            break
        if w.cover is not None:
            covers += 1
            msg = {"type": "show_cards", "player": w.cover["player"]}
        elif w.turn["advance"]:
            msg = {"type": "advance"}
        elif w.turn["next_round"]:
            msg = next_round_action()
        else:
            msg = pair_move(w, step)
            tosses += msg["type"] == "toss"
        send(w, msg)
        assert w.error is None, (msg, w.error)
    else:
        pytest.fail("the game did not end")
    assert covers > 3 and tosses > 3 and w.result["game_over"]
