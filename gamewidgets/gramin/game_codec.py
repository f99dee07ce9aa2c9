"""Saving, copying and per-player views of a :class:`~gamewidgets.gramin.GraminGame`.

``to_dict``/``from_dict`` (JSON, versioned by :mod:`gamewidgets.core.codec`, the random
generator's state included so a restored game continues identically), ``clone`` and
``observation(player)``: only what that player may see (rules/gramin.md 1, 4.2, 4.4, 4.5).
"""

from __future__ import annotations

import copy
import random

from gamewidgets.core.codec import unwrap, wrap
from gamewidgets.core.events import Event
from gamewidgets.core.rng import rng_state, set_rng_state
from gamewidgets.gramin.board import Board, Chest
from gamewidgets.gramin.deck import GAME
from gamewidgets.gramin.program import Program
from gamewidgets.gramin.rules import GraminRules
from gamewidgets.gramin.world import World

KIND = "gramin.game"
"""Codec kind of a saved game."""

_CHESTS: dict[str, Chest] = {}
_ACTIONS: dict[Program, list] = {}
_RULES_D: dict[GraminRules, dict] = {}
_RULES: list[tuple[dict, GraminRules]] = []
# Events whose points only the acting player sees (robbery: the two players involved).
_PRIVATE = ("chest_opened", "crocodile_pile_taken", "crocodile_ate", "robbery")


def _bare_rng() -> random.Random:
    """A generator not yet seeded (its state is set next), skipping the costly seeding."""
    return random.Random.__new__(random.Random)


def _chest(label: str) -> Chest:
    chest = _CHESTS.get(label)
    if chest is None:
        chest = _CHESTS[label] = Chest.from_label(label)
    return chest


def _rules_of(d: dict) -> GraminRules:
    for known, rules in _RULES:
        if known == d:
            return rules
    rules = GraminRules.from_dict(d)
    if len(_RULES) > 64:
        _RULES.clear()
    _RULES.append((copy.deepcopy(d), rules))
    return rules


def actions_of(program: Program) -> list:
    """:meth:`Program.actions`, cached per program (programs are immutable)."""
    acts = _ACTIONS.get(program)
    if acts is None:
        if len(_ACTIONS) > 4096:
            _ACTIONS.clear()
        acts = _ACTIONS[program] = program.actions()
    return acts


class CodecMixin:
    """``to_dict``, ``from_dict``, ``clone``, ``__eq__`` and ``observation``."""

    def to_dict(self) -> dict:
        """The whole state as a JSON-able dict, hidden information included (for saving).

        Returns
        -------
        dict
            ``{"format", "kind": "gramin.game", "state": {...}}``; the state holds the
            board with chest contents, deck order, hands, piles, the turn's programs and
            progress, this turn's events and the random generator's state.
        """
        w = self.world
        state = {
            "n_players": self.n_players, "seed": self.seed, "rules": self._rules_dict(),
            "board": w.board.to_dict(), "positions": [list(p) for p in w.positions],
            "deck": list(self.deck), "hands": [list(h) for h in self.hands],
            "discard": list(self.discard),
            "piles": [[c.label for c in pile] for pile in w.piles],
            "crocodile_pile": [c.label for c in w.crocodile_pile],
            "removed_chips": [c.label for c in w.removed_chips],
            "skip_next": list(w.skip_next), "if_allowed": [sorted(s) for s in w.if_allowed],
            "if_room": list(w.if_room),
            "turn": self.turn, "phase": self.phase, "skipping": list(self.skipping),
            "rolls": list(self.rolls), "parent": self.parent,
            "programs": [None if p is None else p.to_text() for p in self.programs],
            "built": list(self.built), "laid": [list(x) for x in self.laid],
            "pending_traps": [list(x) for x in self.pending_traps],
            "next_action": list(self.next_action), "stopped": list(self.stopped),
            "actor": self.actor, "revealed": self.revealed,
            "total_chests": self.total_chests, "total_cards": self.total_cards,
            "events": [e.to_dict() for e in self.events],
            "rng": rng_state(self.rng),
        }
        return wrap(KIND, state)

    def _rules_dict(self) -> dict:
        d = _RULES_D.get(self.rules)
        if d is None:
            d = _RULES_D[self.rules] = self.rules.to_dict()
        return {k: ([list(x) for x in v] if k == "deck" else list(v) if isinstance(v, list)
                    else v) for k, v in d.items()}

    @classmethod
    def from_dict(cls, data: dict):
        """Rebuild a game saved by :meth:`to_dict`; it continues exactly as the original.

        Raises
        ------
        ValueError
            If ``data`` is not a saved ``gramin.game`` state of a supported format.
        """
        s = unwrap(KIND, data)
        g = cls.__new__(cls)
        g.rules = _rules_of(s["rules"])
        g.n_players, g.seed = s["n_players"], s["seed"]
        g.rng = _bare_rng()
        set_rng_state(g.rng, s["rng"])
        g.deck, g.discard = list(s["deck"]), list(s["discard"])
        g.hands = [list(h) for h in s["hands"]]
        w = g.world = World(Board.from_dict(s["board"]), [tuple(p) for p in s["positions"]],
                            g.rules, g.rng, g.hands)
        w.discard = g.discard
        w.piles = [[_chest(x) for x in pile] for pile in s["piles"]]
        w.crocodile_pile = [_chest(x) for x in s["crocodile_pile"]]
        w.removed_chips = [_chest(x) for x in s["removed_chips"]]
        w.skip_next = list(s["skip_next"])
        w.if_allowed = [set(x) for x in s["if_allowed"]]
        w.if_room = list(s.get("if_room", [None] * len(w.if_allowed)))
        for name in ("turn", "phase", "parent", "actor", "revealed", "total_chests",
                     "total_cards"):
            setattr(g, name, s[name])
        for name in ("skipping", "rolls", "built", "next_action", "stopped"):
            setattr(g, name, list(s[name]))
        g.laid = [list(x) for x in s["laid"]]
        g.pending_traps = [list(x) for x in s["pending_traps"]]
        from gamewidgets.gramin.turn import parse_program

        g.programs = [None if t is None else parse_program(t, g.rules) for t in s["programs"]]
        g._actions = [None if p is None else actions_of(p) for p in g.programs]
        g.events = [Event.from_dict(e) for e in s["events"]]
        return g

    def clone(self):
        """An independent copy that plays on identically (same generator state)."""
        g = self.__class__.__new__(self.__class__)
        g.rules, g.n_players, g.seed = self.rules, self.n_players, self.seed
        g.rng = _bare_rng()
        g.rng.setstate(self.rng.getstate())
        g.deck, g.discard = list(self.deck), list(self.discard)
        g.hands = [list(h) for h in self.hands]
        old = self.world
        w = g.world = World(old.board.copy(), list(old.positions), g.rules, g.rng, g.hands)
        w.discard = g.discard
        w.piles = [list(p) for p in old.piles]
        w.crocodile_pile = list(old.crocodile_pile)
        w.removed_chips = list(old.removed_chips)
        w.skip_next = list(old.skip_next)
        w.if_allowed = [set(x) for x in old.if_allowed]
        w.if_room = list(old.if_room)
        for name in ("turn", "phase", "parent", "actor", "revealed", "total_chests",
                     "total_cards"):
            setattr(g, name, getattr(self, name))
        g.programs, g._actions = list(self.programs), list(self._actions)
        for name in ("skipping", "rolls", "built", "next_action", "stopped"):
            setattr(g, name, list(getattr(self, name)))
        g.laid = [list(x) for x in self.laid]
        g.pending_traps = [list(x) for x in self.pending_traps]
        g.events = list(self.events)
        return g

    def __eq__(self, other) -> bool:
        return type(other) is type(self) and self.to_dict() == other.to_dict()

    __hash__ = None

    def __repr__(self) -> str:
        return (f"GraminGame(n_players={self.n_players}, turn={self.turn}, "
                f"phase={self.phase!r}, scores={self.scores})")

    # ---- what one player may see ---------------------------------------------------------
    def observation(self, player: int, lang: str | None = None) -> dict:
        """What ``player`` may see now, as a JSON-able dict (rules/gramin.md 1, 4.2-4.5).

        Parameters
        ----------
        player : int
            0-based player.
        lang : {"en", "ja"}, optional
            If given, each event also carries its sentence ``"text"``.

        Returns
        -------
        dict
            Own ``hand`` (card kinds), ``pile`` (own chest points, oldest first) and
            ``score``; everyone's ``hand_sizes``, ``pile_sizes``, ``positions``, ``rolls``,
            ``parent``, ``phase``, ``turn``; ``board`` with chest squares but not their
            contents and with the trap cards on squares; ``crocodile_pile`` (a count),
            ``deck`` (a count), ``discard`` (face-up card kinds); ``programs`` (own
            always, others' only once revealed); ``pending_traps`` (own, and everyone's in
            the trap phase when they are declared); this turn's ``events`` with chest
            points shown only to those who saw them; ``scores`` and ``winners`` at the end.

        Raises
        ------
        GraminRuleError
            If ``player`` is not a player.
        """
        self._check_player(player)
        w, n, over = self.world, self.n_players, self.is_terminal
        public_traps = self.phase == "traps"
        return {
            "player": player, "n_players": n, "turn": self.turn, "phase": self.phase,
            "current_player": self.current_player, "to_act": self.to_act,
            "parent": self.parent, "rolls": list(self.rolls), "skipping": list(self.skipping),
            "board": w.board.public_dict(), "positions": [list(p) for p in w.positions],
            "hand": list(self.hands[player]), "hand_sizes": [len(h) for h in self.hands],
            "pile": [c.points for c in w.piles[player]], "score": w.score(player),
            "pile_sizes": [len(p) for p in w.piles],
            "crocodile_pile": len(w.crocodile_pile), "deck": len(self.deck),
            "discard": list(self.discard), "built": list(self.built),
            "programs": [None if prog is None or (q != player and not self.revealed)
                         else prog.to_text() for q, prog in enumerate(self.programs)],
            "pending_traps": [list(x) if q == player or public_traps else None
                              for q, x in enumerate(self.pending_traps)],
            "next_action": list(self.next_action), "stopped": list(self.stopped),
            "skip_next": list(w.skip_next),
            "events": [_seen(e, player, lang) for e in self.events],
            "scores": self.scores if over else None,
            "winners": self.winners if over else None,
        }


def seen_by(e: Event, viewer: int) -> Event:
    """``e`` as ``viewer`` may see it (rules/gramin.md 1: chest points and hands are
    secret): others' chest points become a ``<kind>_hidden`` event without ``points``;
    another player's ``if_no_room`` (which would tell that they hold an if-card) becomes
    ``if_no_room_hidden``, and ``if_check`` loses ``held``."""
    data = e.data
    if e.game != "gramin":
        return e
    if e.kind in _PRIVATE:
        saw = (data.get("winner"), data.get("loser")) if e.kind == "robbery" \
            else (data.get("player"),)
        if viewer not in saw:
            return Event(e.kind + "_hidden", {k: v for k, v in data.items() if k != "points"},
                         GAME)
    elif e.kind in ("if_no_room", "if_check") and viewer != data.get("player"):
        kind = "if_no_room_hidden" if e.kind == "if_no_room" else e.kind
        return Event(kind, {k: v for k, v in data.items() if k != "held"}, e.game)
    return e


def _seen(e: Event, viewer: int, lang: str | None) -> dict:
    """``e`` as ``viewer`` saw it (see :func:`seen_by`), as a dict."""
    e = seen_by(e, viewer)
    out = {"kind": e.kind, "game": e.game, "data": dict(e.data)}
    if lang is not None:
        out["text"] = e.text(lang)
    return out
