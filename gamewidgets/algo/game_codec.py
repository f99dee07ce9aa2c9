"""Saving, copying and per-player views of an :class:`~gamewidgets.algo.AlgoGame`.

``to_dict``/``from_dict`` (JSON, versioned by :mod:`gamewidgets.core.codec`, the random
generator's state included so that a restored game continues identically), ``clone``,
``observation(player)`` (a JSON-able dict of only what that player may see) and
``view(player)`` (an :class:`~gamewidgets.algo.view.AlgoView` for deduction;
rules/algo.md sections 1, 4 and 8).
"""

from __future__ import annotations

import random

from gamewidgets.algo.cards import RowCard, card_of
from gamewidgets.algo.rules import AlgoRules
from gamewidgets.core.codec import unwrap, wrap
from gamewidgets.core.events import Event
from gamewidgets.core.rng import rng_state, set_rng_state

KIND = "algo.game"
"""Codec kind of a saved game."""

_RULES: dict = {}
_RULES_D: dict = {}
# Events whose data hold a card only one player may see, and the data keys to drop.
_PRIVATE = {"drew": ("card",)}
_SCALARS = ("n_players", "seed", "lang", "round", "start_player", "first_player",
            "current_player", "phase", "streak", "turn_own", "pot", "round_winner")


def _bare_rng() -> random.Random:
    """A generator not yet seeded (its state is set next), skipping the costly seeding."""
    return random.Random.__new__(random.Random)


def _rules_of(d: dict) -> AlgoRules:
    key = repr(sorted(d.items()))
    rules = _RULES.get(key)
    if rules is None:
        if len(_RULES) > 64:
            _RULES.clear()
        rules = _RULES[key] = AlgoRules.from_dict(d)
    return rules


def _rules_dict(rules: AlgoRules) -> dict:
    d = _RULES_D.get(rules)
    if d is None:
        if len(_RULES_D) > 64:
            _RULES_D.clear()
        d = _RULES_D[rules] = rules.to_dict()
    return {k: list(v) if isinstance(v, list) else v for k, v in d.items()}


class CodecMixin:
    """``to_dict``, ``from_dict``, ``clone``, ``__eq__``, ``observation`` and ``view``."""

    # The generator is used only when a round is dealt, so its state (625 ints) is saved
    # once after each deal and a copied or restored game rebuilds it only when needed.
    @property
    def rng(self) -> random.Random:
        """The game's one random generator (rebuilt from the saved state on first use)."""
        if self._rng is None:
            self._rng = _bare_rng()
            set_rng_state(self._rng, self._rng_state)
        return self._rng

    @rng.setter
    def rng(self, value: random.Random) -> None:
        """Use ``value`` as the game's generator from now on."""
        self._rng, self._rng_state = value, None

    def _rng_saved(self) -> list:
        """The generator's state as a list, never changed in place (shared by clones)."""
        if self._rng_state is None:
            self._rng_state = rng_state(self._rng)
        return self._rng_state

    def to_dict(self) -> dict:
        """The whole state as a JSON-able dict, hidden information included (for saving).

        Returns
        -------
        dict
            ``{"format", "kind": "algo.game", "state": {...}}``; the state holds every
            row (tokens, face up, failed guesses), the pile order, the drawn card, chips,
            history, this turn's events and the random generator's state.
        """
        state = {name: getattr(self, name) for name in _SCALARS}
        state.update({
            "rules": _rules_dict(self.rules), "names": list(self.names),
            "first_draw": list(self.first_draw),
            "rows": [[[rc.card.token, rc.face_up, sorted(rc.failed)] for rc in row]
                     for row in self.rows],
            "pile": [c.token for c in self.pile],
            "drawn": None if self.drawn is None else self.drawn.token,
            "chips": list(self.chips), "round_wins": list(self.round_wins),
            "penalties": list(self.penalties),
            # records are never changed once made (a change replaces the dict): shared
            "history": list(self.history),
            "events": [e.to_dict() for e in self.events],
            "rng": list(self._rng_saved()),
        })
        return wrap(KIND, state)

    @classmethod
    def from_dict(cls, data: dict):
        """Rebuild a game saved by :meth:`to_dict`; it continues exactly as the original.

        Raises
        ------
        ValueError
            If ``data`` is not a saved ``algo.game`` state of a supported format.
        """
        s = unwrap(KIND, data)
        g = cls.__new__(cls)
        for name in _SCALARS:
            setattr(g, name, s[name])
        g.rules = _rules_of(s["rules"])
        g.names = list(s["names"])
        g.first_draw = list(s["first_draw"])
        g.rows = [[RowCard(card_of(tok), up, set(failed)) for tok, up, failed in row]
                  for row in s["rows"]]
        g.pile = [card_of(tok) for tok in s["pile"]]
        g.drawn = None if s["drawn"] is None else card_of(s["drawn"])
        g.chips, g.round_wins = list(s["chips"]), list(s["round_wins"])
        g.penalties = list(s["penalties"])
        g.history = [dict(h) for h in s["history"]]
        g.events = [Event.from_dict(e) for e in s["events"]]
        g._new = []
        g._rng, g._rng_state = None, list(s["rng"])
        return g

    def clone(self):
        """An independent copy that plays on identically (same generator state)."""
        g = self.__class__.__new__(self.__class__)
        for name in _SCALARS:
            setattr(g, name, getattr(self, name))
        g.rules, g.names, g.first_draw = self.rules, list(self.names), list(self.first_draw)
        g.rows = [[rc.copy() for rc in row] for row in self.rows]
        g.pile, g.drawn = list(self.pile), self.drawn
        g.chips, g.round_wins = list(self.chips), list(self.round_wins)
        g.penalties = list(self.penalties)
        g.history = list(self.history)
        g.events, g._new = list(self.events), []
        g._rng, g._rng_state = None, self._rng_saved()
        return g

    def __eq__(self, other) -> bool:
        return type(other) is type(self) and self.to_dict() == other.to_dict()

    __hash__ = None

    def __repr__(self) -> str:
        return (f"AlgoGame(n_players={self.n_players}, round={self.round}, "
                f"phase={self.phase!r}, current_player={self.current_player})")

    # ---- what one player may see ---------------------------------------------------------
    def observation(self, player: int, lang: str | None = None) -> dict:
        """What ``player`` may see now, as a JSON-able dict (rules/algo.md sections 1, 4).

        Parameters
        ----------
        player : int
            0-based player.
        lang : {"en", "ja"}, optional
            If given, each event and history record also carries its sentence ``"text"``.

        Returns
        -------
        dict
            ``rows``: per player a list of ``{"color", "number", "face_up", "failed"}``
            where ``number`` is None for another player's face-down card (its colour is
            shown) and ``failed`` the numbers failed attacks declared on it; ``drawn``:
            None or ``{"color", "number"}`` with ``number`` only for the drawer; ``pile``
            (a count), ``out``, ``chips``, ``round_wins``, ``pot``, ``penalties``,
            ``history`` (public records), ``events`` (others' drawn cards reduced to their
            colour), ``phase``, ``current_player``, ``round``, ``rounds``,
            ``first_player``, ``start_player``, ``first_draw`` (public), ``names``,
            ``streak``, ``turn_own``, ``round_winner``, ``legal`` (the legal actions as
            dicts if ``player`` is to act, else ``[]``), ``winners`` at the end.

        Raises
        ------
        AlgoRuleError
            If ``player`` is not a player.
        """
        self._check_player(player)
        rows = [[{"color": rc.card.color,
                  "number": rc.card.number if rc.face_up or q == player else None,
                  "face_up": rc.face_up, "failed": sorted(rc.failed)} for rc in row]
                for q, row in enumerate(self.rows)]
        drawn = None
        if self.drawn is not None:
            drawn = {"color": self.drawn.color,
                     "number": self.drawn.number if player == self.current_player else None}
        mine = player == self.current_player or self.phase == "round_over"
        return {
            "player": player, "n_players": self.n_players, "names": list(self.names),
            "round": self.round, "rounds": self.rounds, "phase": self.phase,
            "current_player": self.current_player, "first_player": self.first_player,
            "start_player": self.start_player, "first_draw": list(self.first_draw),
            "rows": rows, "drawn": drawn, "pile": len(self.pile), "out": self.out,
            "chips": list(self.chips) if self.rules.chips else None,
            "round_wins": list(self.round_wins), "pot": self.pot,
            "penalties": list(self.penalties), "streak": self.streak,
            "turn_own": self.turn_own, "round_winner": self.round_winner,
            "history": [_record(h, self, lang) for h in self.history],
            "events": [_seen(e, player, lang) for e in self.events],
            "legal": [a.to_dict() for a in self.legal_actions()] if mine else [],
            "winners": self.winners if self.is_terminal else None,
        }

    def view(self, player: int):
        """``player``'s view for deduction (rules/algo.md section 8).

        Parameters
        ----------
        player : int
            0-based player index (``names[player]``).

        Returns
        -------
        AlgoView
            Row ``"me"`` = ``player``'s own row (all numbers), then the other players'
            rows under their names in seat order after ``player``: face-up cards known,
            face-down cards by colour with the numbers failed attacks ruled out;
            ``deck`` = pile size; ``drawn`` = the drawn card if ``player`` holds it.

        Raises
        ------
        AlgoRuleError
            If ``player`` is not a player.
        """
        from gamewidgets.algo.view import AlgoView, Slot

        self._check_player(player)
        rows = {}
        for i in range(self.n_players):
            q = (player + i) % self.n_players
            rows["me" if q == player else self.names[q]] = tuple(
                Slot(rc.card.color, rc.card.number) if rc.face_up or q == player
                else Slot(rc.card.color, None, frozenset(rc.failed)) for rc in self.rows[q])
        drawn = self.drawn if player == self.current_player else None
        return AlgoView(rows, deck=len(self.pile), drawn=drawn)


def _seen(e: Event, viewer: int, lang: str | None) -> dict:
    """``e`` as ``viewer`` saw it: another player's drawn card shows only its colour."""
    data, kind = e.data, e.kind
    hide = _PRIVATE.get(kind)
    if hide and e.game == "algo" and data.get("player") != viewer:
        data = {k: v for k, v in data.items() if k not in hide}
        e = Event(kind + "_hidden", data, e.game)
        kind = e.kind
    out = {"kind": kind, "game": e.game, "data": dict(data)}
    if lang is not None:
        out["text"] = e.text(lang)
    return out


def _record(h: dict, game, lang: str | None) -> dict:
    out = dict(h)
    if lang is not None:
        data = {"player": h["attacker"], "name": game.names[h["attacker"]],
                "target_name": game.names[h["target"]], "position": h["index"] + 1,
                "number": h["number"], "card": h.get("card"), "streak": h["streak"]}
        out["text"] = Event("hit" if h["hit"] else "miss", data, "algo").text(lang)
    return out
