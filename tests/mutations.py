"""Hypothesis strategies that tamper with JSON data (saved games): delete, replace, retype,
duplicate or nudge values at random places, as someone editing a save by hand might.

A place is found by a random walk from the root that stops at each level with some
chance, so every field of a save is hit about as often, however long its lists (a
generator's 625 numbers do not drown the rest).
"""

import copy

from hypothesis import strategies as st

from gamewidgets.core.codec import SaveError

SURROGATE = "\ud800"

scalars = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 30), st.integers(-2**70, 2**70),
    st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=8),
    st.sampled_from(["", SURROGATE, "x" * 5000, "B3", "W11", "dig", "rest", "steal", "exit",
                     "meat", "attack", "choose", "target", "over", "en", "ja", "algo",
                     "goblin", "black", "white"]))
values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=3)
                      | st.dictionaries(st.text(max_size=6), inner, max_size=3), max_leaves=5)
OPS = ("delete", "replace", "retype", "duplicate", "nudge", "swap")


def _retypes(old) -> list:
    out = [str(old), [old], {"value": old}, None, old is None]
    if isinstance(old, bool):
        out += [int(old), float(old)]
    elif isinstance(old, int):
        out += [float(old), bool(old), -old, old + 10**6]
    elif isinstance(old, float):
        out += [int(old) if old == old and abs(old) != float("inf") else 0]
    elif isinstance(old, list):
        out += [dict(enumerate(old)), old[:1], old * 2, []]
    elif isinstance(old, dict):
        out += [list(old.values()), list(old), {}]
    return out


@st.composite
def tampered(draw, doc: dict, root: str = "state"):
    """``(copy, changes)``: a copy of ``doc`` with 1 to 3 random changes under
    ``doc[root]``, and ``(operation, key)`` of each change (for the failure message)."""
    doc = copy.deepcopy(doc)
    changes = []
    for _ in range(draw(st.integers(1, 3))):
        parent, key = doc, root
        while isinstance(parent[key], (dict, list)) and parent[key] \
                and (key == root or draw(st.integers(0, 2))):
            node = parent[key]
            keys = list(node) if isinstance(node, dict) else list(range(len(node)))
            parent, key = node, draw(st.sampled_from(keys))
        if parent is doc:
            break
        old = parent[key]
        op = draw(st.sampled_from(OPS))
        if op == "delete":
            del parent[key]
        elif op == "replace":
            parent[key] = draw(values)
        elif op == "retype":
            parent[key] = draw(st.sampled_from(_retypes(old)))
        elif op == "duplicate" and isinstance(parent, list):
            parent.insert(key, copy.deepcopy(old))
        elif op == "swap" and len(parent) > 1:
            keys = list(parent) if isinstance(parent, dict) else list(range(len(parent)))
            other = draw(st.sampled_from([k for k in keys if k != key]))
            parent[key], parent[other] = parent[other], old
        elif op == "nudge" and type(old) is int:
            parent[key] = old + draw(st.sampled_from([-2, -1, 1, 2, 25]))
        else:
            parent[key] = draw(values)
        changes.append((op, key))
    return doc, changes


def refused_or_plays_on(cls, original: dict, doc: dict, changes: list, plays_on) -> None:
    """A tampered save ``doc`` of ``original`` is refused with a message in English and
    Japanese, or it restores to a game that ``plays_on(game, len(changes))`` can play:
    an untouched save restores to the game it was made from."""
    try:
        game = cls.from_dict(doc)
    except SaveError as exc:
        assert exc.text("en") and exc.text("ja"), changes
        return
    if doc == original:
        assert game == cls.from_dict(original)
    plays_on(game, len(changes))
