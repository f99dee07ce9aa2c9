"""algo widgets played the same way by several test modules, and the check that no hidden
number reaches synced state."""

from __future__ import annotations

import json

import pytest

from gamewidgets.algo import AlgoGame, Card, RowCard, next_round_action

SKIP = ("layout", "_esm", "_css")


def send(w, content):
    """Deliver a browser message exactly as ipywidgets does (widget, content, buffers)."""
    w.send_intent(content)


def state(w) -> dict:
    return json.loads(json.dumps({k: v for k, v in w.get_state().items() if k not in SKIP},
                                 default=str, ensure_ascii=False))


def rig(rows, pile="", current=0, rules=None, names=None):
    """A game whose rows are ``rows`` (tokens, ``*`` = face up) and whose pile lists the
    top card first; ``current``'s turn begins (drawing the top card)."""
    g = AlgoGame(len(rows), seed=0, rules=rules, names=names or ["Ann", "Ben", "Cy", "Dee"][
        :len(rows)])
    g.rows = [[RowCard(Card.parse(tok.rstrip("*")), tok.endswith("*")) for tok in r.split()]
              for r in rows]
    g.pile = [Card.parse(tok) for tok in reversed(pile.split())]
    g.events, g.history = [], []
    g._start_turn(current)
    return g


NEXT_ROUND = next_round_action()  # {"type": "next_round", "player": CHANCE}


def student_move(w, rng_pick: int = 0):
    """One student intent chosen from the synced state only (what the browser can do):
    an engine action of the student's seat ``w.me``."""
    turn, slots, me = w.turn, w.deduction_data["slots"], w.me
    if turn["arrange"]:  # the dealt cards in order, by key (every 5th row two swapped)
        cards = turn["arrange"]
        order = sorted(range(len(cards)), key=lambda i: 2 * cards[i]["number"]
                       + (cards[i]["color"] == "white"))
        if rng_pick % 5 == 4 and len(order) > 1:
            order[0], order[1] = order[1], order[0]
        return {"type": "arrange", "player": me, "order": order}
    if turn["position_for"]:
        return {"type": turn["position_for"], "player": me, "position": turn["positions"][0]}
    if turn["stay"] and rng_pick % 3 == 0:
        return {"type": "stay", "player": me}
    p, i = turn["targets"][rng_pick % len(turn["targets"])]
    slot = next((s for s in slots if s["player"] == p and s["index"] == i), None)
    cands = slot["candidates"] if slot else list(range(12))
    msg = {"type": "attack", "player": me, "target": p, "index": i,
           "number": cands[rng_pick % len(cands)]}
    if turn["own"] or turn["own_index"] is not None:
        msg["own_index"] = turn["own"][0] if turn["own"] else turn["own_index"]
    return msg


def check_no_hidden_numbers(w):
    """Every per-card field of the synced state against the true game: a card the student
    may not see has no number anywhere (rows, drawn card, deduction slots, history)."""
    g, s = w.game, state(w)
    assert s["me"] == 0
    for q, player in enumerate(s["players"]):
        truth = g.rows[q]
        if q == 0 and s["turn"]["arrange"]:
            # laying the dealt cards: the row in order would be the answer (6)
            assert player["row"] == [] and s["deduction_data"]["slots"] == []
            assert sorted(json.dumps(c) for c in s["turn"]["arrange"]) == sorted(
                json.dumps({"color": rc.card.color, "number": rc.card.number}) for rc in truth)
            continue
        assert [c["color"] for c in player["row"]] == [rc.card.color for rc in truth]
        for c, rc in zip(player["row"], truth, strict=True):
            assert set(c) == {"color", "number", "face_up", "failed", "place"}
            assert c["face_up"] == rc.face_up
            if q == 0 or rc.face_up:
                assert c["number"] == rc.card.number
            else:
                assert c["number"] is None, (q, c)
            assert c["failed"] == sorted(rc.failed)
    drawn = s["drawn"]
    if g.drawn is None:
        assert drawn is None
    else:
        assert drawn["color"] == g.drawn.color
        assert drawn["number"] == (g.drawn.number if g.current_player == 0 else None)
    for slot in s["deduction_data"]["slots"]:
        assert "number" not in slot
        assert slot["player"] != 0 and not g.rows[slot["player"]][slot["index"]].face_up
    for rec, truth in zip(s["history"], g.history, strict=True):
        assert rec["card"] == (truth["card"] if truth["hit"] else None)
        if rec["revealed"]:  # the attacker's own card, turned face up by a miss
            row = g.rows[rec["attacker"]] if rec["round"] == g.round else None
            assert row is None or any(rc.face_up and rc.card.token == rec["revealed"]
                                      for rc in row)
    assert isinstance(s["pile"], int) and "pile_order" not in s


def play_through(w, max_steps=4000, check=True):
    for step in range(max_steps):
        if w.phase == "game_over":
            return step
        turn = w.turn
        if turn["advance"]:
            msg = {"type": "advance"}
        elif turn["next_round"]:
            msg = NEXT_ROUND
        else:
            msg = student_move(w, step)
            assert msg in w.game.legal_actions(0)  # a move is an action legal_actions lists
        send(w, msg)
        assert w.error is None, (msg, w.error)
        if check:
            check_no_hidden_numbers(w)
    pytest.fail("game did not end")
