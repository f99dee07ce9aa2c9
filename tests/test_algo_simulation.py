"""Random simulation: seeded bot games of 2-4 players, checked at every state.

At every state: the 24 cards conserved (rows + pile + drawn card, each card once), rows
sorted by key, ``from_dict(to_dict(s)) == s``, ``clone() == s``, phase and current player
consistent, legal actions until the end. Every 40 states the round trip goes through JSON
text, every player's observation (texts in en or ja) is searched for numbers it must
hide, some legal actions are applied to clones and illegal ones must raise and leave the
state unchanged. Every 10 states ``deduce(game.view(p))`` keeps the true number of every
hidden card among its candidates, for every player (ground truth from the engine; >= 1,000
states in the default run: 1,488). Per game: the same seed plays the same game.
``GW_SIM_GAMES`` sets the number of games (default 300, about a minute on one core: the
save round trip at every state makes a game's checks grow with the square of its length;
1000 for the full run).
"""

from __future__ import annotations

import json
import os
import re

import pytest

from gamewidgets.algo import (
    AFTER_HIT,
    ATTACK,
    GAME_OVER,
    PLACE,
    ROUND_OVER,
    AlgoGame,
    AlgoRuleError,
    AlgoRules,
    LogicalBot,
    ProbabilisticBot,
    RandomBot,
    all_cards,
    deduce,
    step_bots,
)
from gamewidgets.algo.engine.turn import ARRANGE
from gamewidgets.core.engine import CHANCE, TERMINAL

DEFAULT_GAMES = 300
GAMES = int(os.environ.get("GW_SIM_GAMES", DEFAULT_GAMES))
CHUNKS = 10
DEDUCE_EVERY = 10
"""Check deduce on every player's view at one state in this many."""

VARIANTS = [
    AlgoRules(),
    AlgoRules(chips=True),
    AlgoRules(empty_pile="guess_only", rounds=1),
    AlgoRules(arrange_own_row=True, chips=True, rounds=1),
    AlgoRules(deal_sizes=(6, 5, 4), chips=True, rounds=1),
]
ALL = [c.key for c in all_cards()]
CHECKED = {"deduce_states": 0, "games": 0}


def setup_of(seed: int):
    n = 2 + seed % 3
    rules = VARIANTS[seed % len(VARIANTS)]
    # mostly random bots (fast); every eighth game a table with the smarter bots, whose
    # hits reach the states random guesses rarely do (long streaks, chips, stays)
    kinds = [RandomBot] * 4 if seed % 8 else [LogicalBot, ProbabilisticBot, RandomBot,
                                              LogicalBot]
    bots = [kinds[(seed // 8 + p) % 4](seed=seed * 10 + p) for p in range(n)]
    return AlgoGame(n, seed=seed, rules=rules), bots


def check_state(g: AlgoGame, deep_json: bool) -> None:
    keys = [rc.card.key for row in g.rows for rc in row] + [c.key for c in g.pile]
    if g.drawn is not None:
        keys.append(g.drawn.key)
    assert sorted(keys) == ALL
    for row in g.rows:
        keys = [rc.card.key for rc in row]
        assert keys == sorted(keys)
    d = g.to_dict()
    if deep_json:
        d2 = json.loads(json.dumps(d))
        assert AlgoGame.from_dict(d2).to_dict() == d
        check_observations(g)
        check_actions(g, d)
    else:
        assert AlgoGame.from_dict(d).to_dict() == d
    assert g.clone().to_dict() == d
    if g.phase in (ATTACK, AFTER_HIT, PLACE):
        p = g.current_player
        assert 0 <= p < g.n_players and not g.is_out(p)
        slots, _, _, others = g.legal_parts(p)
        assert sum(not o for o in g.out) >= 2 and (slots or others)
        assert (g.drawn is not None) or g.phase != PLACE
    elif g.phase == ARRANGE:  # the dealt rows laid in seat order (docs/rules/algo.md 6)
        p = g.current_player
        assert 0 <= p < g.n_players and g.legal_actions(p)
    elif g.phase == ROUND_OVER:
        assert g.current_player == CHANCE and sum(not o for o in g.out) == 1
    else:
        assert g.phase == GAME_OVER and g.winners and g.round == g.rounds
        assert g.current_player == TERMINAL


def check_actions(g: AlgoGame, d: dict) -> None:
    """A few legal actions apply (on clones); illegal ones raise and change nothing."""
    legal = g.legal_actions()
    for k in range(0, len(legal), max(1, len(legal) // 4)):
        g.clone().apply(legal[k])
    me = max(g.current_player, 0)  # CHANCE and TERMINAL are negative
    for call in (lambda: g.attack(me, 0, 0), lambda: g.attack((me + 1) % g.n_players, 99, 0),
                 lambda: g.place(99), lambda: g.stay(-1), lambda: g.apply({"type": "x"})):
        with pytest.raises(AlgoRuleError):
            call()
        assert g.to_dict() == d
    if g.phase != ROUND_OVER:
        with pytest.raises(AlgoRuleError):
            g.next_round()
        assert g.to_dict() == d


def check_observations(g: AlgoGame) -> None:
    """Every player's observation (texts in en and ja) shows no number it should hide."""
    for p in range(g.n_players):
        obs = g.observation(p, lang="en" if p % 2 else "ja")
        # tokens of earlier rounds and of the public first-player draw are not secrets now
        obs["history"] = [h for h in obs["history"] if h["round"] == g.round]
        obs["events"] = [e for e in obs["events"] if e["kind"] != "first_player_draw"]
        del obs["first_draw"]
        text = json.dumps(obs, ensure_ascii=False)
        # the pile is secret, except a card this player drew that went back at round end
        drew = {e.data["card"] for e in g.events if e.kind == "drew" and e.data["player"] == p}
        secret = [rc.card for q, row in enumerate(g.rows) if q != p for rc in row
                  if not rc.face_up] + [c for c in g.pile if c.token not in drew]
        if g.drawn is not None and g.current_player != p:
            secret.append(g.drawn)
        if secret:
            found = re.search(r"\b(?:" + "|".join(c.token for c in secret) + r")\b", text)
            assert found is None, (p, found, text)
        for q, row in enumerate(obs["rows"]):
            for seen, rc in zip(row, g.rows[q], strict=True):
                assert seen["number"] == (rc.card.number if rc.face_up or q == p else None)


def check_deduction(g: AlgoGame) -> None:
    for p in range(g.n_players):
        d = deduce(g.view(p))
        for q in range(g.n_players):
            if q == p:
                continue
            cands = d.candidates[g.names[q]]
            assert len(cands) == len(g.rows[q])
            for i, rc in enumerate(g.rows[q]):
                assert rc.card.number in cands[i], (g.view(p).to_text(), q, i)
        for row, index, number in d.certain:
            assert g.rows[g.names.index(row)][index].card.number == number
    CHECKED["deduce_states"] += 1


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_bot_games(chunk):
    for seed in range(chunk, GAMES, CHUNKS):
        g, bots = setup_of(seed)
        check_state(g, True)
        steps = 0
        while not g.is_terminal:
            step_bots(g, bots)
            steps += 1
            check_state(g, steps % 40 == 0)
            if steps % DEDUCE_EVERY == 0 and g.phase != GAME_OVER:
                check_deduction(g)
            assert steps < 3000, f"seed {seed} does not end"
        assert sum(g.returns()) == pytest.approx(1.0)
        assert sum(g.round_wins) == g.rounds
        if g.rules.chips:
            total = g.rules.starting_chips_for(g.n_players) * g.n_players
            assert sum(g.chips) + g.pot == total
        again, bots = setup_of(seed)
        while not again.is_terminal:
            step_bots(again, bots)
        assert again.to_dict() == g.to_dict(), f"seed {seed} is not reproducible"
        CHECKED["games"] += 1


def test_enough_deduction_states_checked():
    """Runs after the chunks (file order): deduce was checked on >= 1,000 real states."""
    if CHECKED["games"] < DEFAULT_GAMES:
        pytest.skip(f"only {CHECKED['games']} games ran in this session (GW_SIM_GAMES)")
    assert CHECKED["deduce_states"] >= 1000, CHECKED
