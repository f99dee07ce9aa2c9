"""The hidden-information audit's checks and games (tests/test_audit_hidden.py), also run on
reloaded saves and on the shared screen: what each seat may see, and that nothing else
reaches synced state, saves or text."""

from __future__ import annotations

import json
import random
import re

import pytest
from ipywidgets.embed import dependency_state, embed_data

from gamewidgets.algo import deduce, next_round_action
from gamewidgets.gramin import simple_program
from helpers.algo import check_no_hidden_numbers, student_move
from helpers.gramin import ROLL, act_move, check_private, trap_move
from helpers.gramin import synced as gramin_synced

BULKY = ("_esm", "_css")  # the bundled JS/CSS: code, not state


WIDGET_STATE = "application/vnd.jupyter.widget-state+json"


WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def send(w, content):
    """Deliver a browser message as the widget's message handler receives it."""
    w.send_intent(content)


def synced_json(w) -> str:
    state = {k: v for k, v in w.get_state().items() if k not in BULKY + ("layout",)}
    return json.dumps(state, sort_keys=True, default=str, ensure_ascii=False)


def saved_notebook(w) -> dict:
    """The notebook JSON JupyterLab stores for a cell that displayed ``w``: the widget state
    in the notebook metadata and the view in the cell's output. (A real save stores every
    live widget; each is audited for its own game, so only ``w`` and its parts go in.)"""
    data = embed_data(views=[w], state=dependency_state([w]))
    output = {"output_type": "display_data", "metadata": {},
              "data": {WIDGET_VIEW: data["view_specs"][0], "text/plain": repr(w)}}
    return {"nbformat": 4, "nbformat_minor": 5,
            "metadata": {"widgets": {WIDGET_STATE: data["manager_state"]}},
            "cells": [{"cell_type": "code", "source": "w", "metadata": {}, "id": "c0",
                       "execution_count": 1, "outputs": [output]}]}


def check_saved(w) -> str:
    """The saved notebook holds exactly the synced state (so every check of the synced
    state holds for it too); returns its text without the bundled JS/CSS for scans."""
    nb = json.loads(json.dumps(saved_notebook(w), default=str, ensure_ascii=False))
    models = nb["metadata"]["widgets"][WIDGET_STATE]["state"]
    saved = models[w.model_id]["state"]
    live = json.loads(synced_json(w))
    for key, value in saved.items():
        if key not in BULKY + ("layout",):
            assert key in live and value == live[key], key
    for model in models.values():
        for key in BULKY:
            model["state"].pop(key, None)
    return json.dumps(nb, ensure_ascii=False)


def gramin_secrets_do_not_show(w):
    """Reverse the deck and replace every hand but the viewer's: nothing synced may move."""
    g = w.game
    before = json.dumps(gramin_synced(w), sort_keys=True, default=str)
    deck, hands = list(g.deck), [list(h) for h in g.hands]
    try:
        g.deck.reverse()
        for q, hand in enumerate(g.hands):
            if q != w._screen.viewer:
                hand[:] = ["step"] * len(hand)
        w._refresh()
        after = json.dumps(gramin_synced(w), sort_keys=True, default=str)
    finally:
        g.deck[:] = deck
        for hand, old in zip(g.hands, hands, strict=True):
            hand[:] = old
        w._refresh()
    assert after == before, "deck order or another player's hand reached the synced state"


def gramin_check(w):
    check_private(w)
    gramin_secrets_do_not_show(w)
    text = check_saved(w)
    for chest in w.game.board.chests.values():
        if chest.points:
            assert str(chest.points) not in text, "an unopened chest is in the saved notebook"


def gramin_play(w, max_steps=3000):
    for _ in range(max_steps):
        gramin_check(w)
        g = w.game
        if g.is_terminal:
            return
        if g.phase == "roll":
            send(w, ROLL)
        elif g.phase == "build":
            if w.cover is not None:
                send(w, {"type": "show_hand", "player": w.cover["player"]})
                gramin_check(w)
            program, traps = simple_program(g, w.builder["player"])
            send(w, {"type": "set_program", "text": program})
            for trap in traps:
                send(w, {"type": "toggle_trap", "kind": trap})
            send(w, {"type": "submit"})
        elif g.phase == "traps":
            send(w, trap_move(g))
        else:
            send(w, act_move(g))
        assert w.error is None, w.error
    pytest.fail("the game did not end")


CARD_WRITINGS = {"black": (r"\bB{n}", r"\bblack {n}", r"黒の?{n}"),
                 "white": (r"\bW{n}", r"\bwhite {n}", r"白の?{n}")}
"""Every way the widget writes a card of each colour (``{n}``: its number): token, English
and Japanese; no other digit follows."""


def card_words(card) -> list[str]:
    """Every way the widget writes a card: token, English and Japanese (regexes)."""
    return [rf"{w.format(n=card.number)}(?!\d)" for w in CARD_WRITINGS[card.color]]


def assert_no_card_in(text: str, cards, *context) -> None:
    """Fail when ``text`` writes any of ``cards`` in any of its :func:`card_words`; the
    failure names the card, the pattern that found it and ``context``.

    The text is scanned once, with one pattern per way of writing that takes every
    number of the colour (a scan per card and writing took half the time of the games
    that check every state), then, only on a failure, writing by writing to name the card.
    """
    cards = list(cards)
    words = [(card, pattern) for card in cards for pattern in card_words(card)]
    numbers = {color: "|".join(sorted({str(c.number) for c in cards if c.color == color},
                                      key=lambda n: -int(n)))
               for color in CARD_WRITINGS}
    scan = "|".join(rf"{w.format(n=f'(?:{numbers[color]})')}(?!\d)"
                    for color, writings in CARD_WRITINGS.items() if numbers[color]
                    for w in writings)
    if not scan or not re.search(scan, text):
        return
    card, pattern = next((c, p) for c, p in words if re.search(p, text))
    raise AssertionError((card, pattern, *context))


def algo_hidden_cards(g) -> list:
    """What the student (seat 0) may not see: others' face-down cards, the pile, a bot's
    drawn card."""
    hidden = [rc.card for q, row in enumerate(g.rows) if q != 0 for rc in row if not rc.face_up]
    hidden += list(g.pile)
    if g.drawn is not None and g.current_player != 0:
        hidden.append(g.drawn)
    return hidden


def algo_scan(w, state: dict) -> None:
    """No hidden card is written anywhere in ``state`` (this round's part)."""
    g = w.game
    state = dict(state)
    # records of earlier rounds name cards that were dealt again since: they are history
    state["history"] = [h for h in state.get("history", []) if h["round"] == g.round]
    # the deduction names cards that logic fixes ("Only W9 is left"): it must be the
    # deduction of the student's own view, nothing more
    deduction = state.pop("deduction_data", None)
    if w.hints != "off" and deduction is not None:
        steps = deduce(g.view(0)).steps
        assert [s["text"] for s in deduction["steps"]] == [x.text(w.lang) for x in steps]
    text = json.dumps(state, ensure_ascii=False)
    assert_no_card_in(text, algo_hidden_cards(g))


def algo_secrets_do_not_show(w):
    """Scan the synced and the saved state, and the pile order must not matter."""
    algo_scan(w, json.loads(synced_json(w)))
    nb = json.loads(check_saved(w))
    algo_scan(w, nb["metadata"]["widgets"][WIDGET_STATE]["state"][w.model_id]["state"])
    g = w.game
    before = synced_json(w)
    pile = list(g.pile)
    try:
        g.pile.reverse()
        w._sync()
        after = synced_json(w)
    finally:
        g.pile[:] = pile
        w._sync()
    assert after == before, "the pile order reached the synced state"


def algo_play(w, max_steps=3000):
    for step in range(max_steps):
        check_no_hidden_numbers(w)
        algo_secrets_do_not_show(w)
        if w.phase == "game_over":
            return
        turn = w.turn
        msg = ({"type": "advance"} if turn["advance"] else next_round_action()
               if turn["next_round"] else student_move(w, step))
        send(w, msg)
        assert w.error is None, (msg, w.error)
    pytest.fail("the game did not end")


def goblin_check(w):
    """Before the reveal no choice shows (not even the chooser's own); the tunnel deck's
    order never shows. Checked by changing both in the engine: the synced state stays."""
    g = w.game
    state = json.loads(synced_json(w))
    secret = w.stage in ("cover", "choose", "ready")
    if secret:
        assert all(p["action"] is None and p["target"] is None for p in state["players"])
    assert state["tunnel"] == {"turned": list(g.tunnel_turned), "remaining": len(g.deck)}
    before = synced_json(w)
    choices, deck = list(g.choices), list(g.deck)
    try:
        if secret:
            for p, action in enumerate(g.choices):
                others = [a for a in g.allowed_actions(p) if a != action]
                if action is not None and others:
                    g.choices[p] = others[0]
        random.Random(len(deck)).shuffle(g.deck)
        g.deck.reverse()
        w._sync()
        after = synced_json(w)
    finally:
        g.choices[:], g.deck[:] = choices, deck
        w._sync()
    assert after == before, "a secret choice or the tunnel order reached the synced state"
    check_saved(w)
