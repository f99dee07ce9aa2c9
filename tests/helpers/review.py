"""Half-played games and their variants that the reviews' tests judge."""

from __future__ import annotations

import copy
import itertools
import json
import random

from gamewidgets.algo import bot_game as algo_bot_game
from gamewidgets.gramin import Board
from gamewidgets.gramin import bot_game as gramin_bot_game


def partial_game(game, count: int):
    """``game`` again from its start, with the first ``count`` actions of its log (its save
    with the rest of the actions left out)."""
    data = game.to_dict(snapshot=False)
    data["actions"] = data["actions"][:count]
    return type(game).from_dict(data)


# ---- hidden information: what a player could not see does not change their review -------------
def _observations(game, player) -> list[str]:
    """``player``'s observation before each action of ``game``'s log, and at the end."""
    seen = []
    for state, _ in game.replay():
        seen.append(json.dumps(state.observation(player), sort_keys=True, default=str))
    seen.append(json.dumps(game.observation(player), sort_keys=True, default=str))
    return seen


def _replayed(game, start: dict):
    """``game``'s log applied again to another start: ``start`` the arguments of the
    game's ``from_position`` (None if an action is refused)."""
    again = type(game).from_position(**copy.deepcopy(start))
    try:
        for action in game.actions:
            again.apply(action)
    except Exception:  # noqa: BLE001 - a variant that does not replay is not one
        return None
    return again


def indistinguishable(game, player, variants) -> list:
    """The variants (other starts) whose replay ``player`` cannot tell from ``game``."""
    seen = _observations(game, player)
    kept = []
    for start in variants:
        again = _replayed(game, start)
        if again is not None and _observations(again, player) == seen:
            kept.append(again)
    return kept


def row_tokens(game) -> list:
    """The rows of an algo game as tokens (``"B3"``, a face-up card ``"B3+"``)."""
    return [[c.card.token + "+" * c.face_up for c in row] for row in game.rows]


def algo_start(game) -> dict:
    """The start of ``game`` (a round just dealt) as the arguments of
    ``AlgoGame.from_position``."""
    first, _ = next(game.replay())
    return {"rows": row_tokens(first), "pile": [c.token for c in first.pile],
            "drawn": first.drawn.token, "current": first.current, "seed": first.seed,
            "rules": first.rules, "names": list(first.names)}


def algo_swaps(game) -> list:
    """Starts of ``game`` with two cards of one colour swapped that seat 0 cannot see (in
    another row or the pile), rows still sorted: ``(where, where, start)`` each."""
    data = algo_start(game)
    places = [("pile", i) for i in range(len(data["pile"]))]
    places += [("rows", q, i) for q in range(1, len(data["rows"]))
               for i in range(len(data["rows"][q]))]

    def card(where, state):
        return state["pile"][where[1]] if where[0] == "pile" else \
            state["rows"][where[1]][where[2]]

    def put(where, state, tok):
        if where[0] == "pile":
            state["pile"][where[1]] = tok
        else:
            state["rows"][where[1]][where[2]] = tok

    variants = []
    rng = random.Random(0)
    pairs = [(a, b) for a, b in itertools.combinations(places, 2)
             if card(a, data)[0] == card(b, data)[0]]
    for a, b in rng.sample(pairs, min(len(pairs), 160)):
        state = copy.deepcopy(data)
        ta, tb = card(a, state), card(b, state)
        put(a, state, tb)
        put(b, state, ta)
        rows_sorted = all(
            [int(tok[1:]) * 2 + (tok[0] == "W") for tok in row]
            == sorted(int(tok[1:]) * 2 + (tok[0] == "W") for tok in row)
            for row in state["rows"])
        if rows_sorted:
            variants.append((a, b, state))
    return variants


def algo_half_game():
    """A 3-player algo game stopped after 18 actions."""
    return partial_game(algo_bot_game(["probabilistic", "logical", "probabilistic"], seed=21), 18)


def gramin_half_game():
    """A 3-player Gramin game stopped half way."""
    full = gramin_bot_game(["planner", "simple", "planner"], seed=31)
    return partial_game(full, max(4, len(full.actions) // 2))


def gramin_variants(game) -> dict:
    """Starts of ``game`` by kind: the order of the cards nobody has drawn yet
    (``deck``), the points of the chests nobody has opened moved round (``chests``), the
    other seats' cards they never laid traded for such cards (``hands``)."""
    first, _ = next(game.replay())
    data = {"hands": [list(h) for h in first.hands], "deck": list(first.deck),
            "chests": dict(first.board.chests), "seed": first.seed, "rules": first.rules,
            "board": None if first.start is None else Board.from_dict(first.start),
            "names": first.names}
    unseen = len(game.deck)  # the bottom of the deck nobody drew (the top is last)
    closed = set(game.board.chests)
    rng = random.Random(1)
    kinds = {}
    for _ in range(10):
        state = copy.deepcopy(data)
        bottom = state["deck"][:unseen]
        rng.shuffle(bottom)
        state["deck"][:unseen] = bottom
        kinds.setdefault("deck", []).append(state)
        state = copy.deepcopy(data)
        squares = [pos for pos, chest in state["chests"].items()
                   if pos in closed and chest.trap is None]
        points = [state["chests"][pos] for pos in squares]
        rng.shuffle(points)
        state["chests"].update(zip(squares, points, strict=True))
        kinds.setdefault("chests", []).append(state)
        state = copy.deepcopy(data)
        for q in range(1, game.n_players):
            hand, deck = state["hands"][q], state["deck"]
            kept = [i for i, kind in enumerate(hand) if kind in game.hands[q]]
            if kept and unseen:
                i, j = rng.choice(kept), rng.randrange(unseen)
                hand[i], deck[j] = deck[j], hand[i]
        kinds.setdefault("hands", []).append(state)
    return {kind: [v for v in variants if v != data] for kind, variants in kinds.items()}
