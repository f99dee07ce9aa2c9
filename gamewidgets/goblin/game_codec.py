"""Saving, copying and per-player views of a :class:`~gamewidgets.goblin.GoblinGame`.

``to_dict``/``from_dict`` (JSON, versioned by :mod:`gamewidgets.core.codec`), ``clone``
and ``observation(player)``: only what that goblin may see — others' choices only after
the reveal, the tunnel order never (rules/goblin.md 3).
"""

from __future__ import annotations

from gamewidgets.core.codec import unwrap, wrap
from gamewidgets.goblin.resolution import resolve_turn
from gamewidgets.goblin.rules import GoblinRules

KIND = "goblin.game"
"""Codec kind of a saved game."""

_LISTS = ("deck", "out_of_game", "tunnel_turned", "meat", "alive", "last_action", "choices",
          "targets", "last_out")
_SCALARS = ("n_players", "seed", "lang", "store", "turn", "phase", "end")
# Rules objects are immutable: cache their dict form and the objects made from dicts.
_RULES_D: dict[GoblinRules, dict] = {}
_RULES: list[tuple[dict, GoblinRules]] = []


def _rules_dict(rules: GoblinRules) -> dict:
    d = _RULES_D.get(rules)
    if d is None:
        if len(_RULES_D) > 64:
            _RULES_D.clear()
        d = _RULES_D[rules] = rules.to_dict()
    return {**d, "tunnel_effects": dict(d["tunnel_effects"]),
            "tunnel_counts": dict(d["tunnel_counts"]),
            "tunnel_deck": None if d["tunnel_deck"] is None else list(d["tunnel_deck"])}


def _rules_of(d: dict) -> GoblinRules:
    for known, rules in _RULES:
        if known == d:
            return rules
    rules = GoblinRules.from_dict(d)
    if len(_RULES) > 64:
        _RULES.clear()
    _RULES.append((_rules_dict(rules), rules))
    return rules


class CodecMixin:
    """``to_dict``, ``from_dict``, ``clone``, ``__eq__`` and ``observation``."""

    def to_dict(self) -> dict:
        """The whole state as a JSON-able dict, hidden information included (for saving).

        Returns
        -------
        dict
            ``{"format", "kind": "goblin.game", "state": {...}}``; the state holds the
            tunnel deck order, this turn's secret choices, the history (records shared,
            read-only, per-player values as tuples: JSON arrays) and whether the last
            turn's steps were recorded (:meth:`from_dict` replays them from the last
            record). The random generator is not saved: it only shuffles the tunnel deck
            at set-up, and the deck itself is saved.
        """
        s = {k: getattr(self, k) for k in _SCALARS}
        for k in _LISTS:
            s[k] = list(getattr(self, k))
        s["rules"] = _rules_dict(self.rules)
        s["names"] = None if self.names is None else list(self.names)
        s["winners"] = list(self._winners)
        s["history"] = list(self.history)  # records are read-only (tuples inside)
        # The last turn's steps are not stored but replayed from its record (same code).
        s["last_steps_recorded"] = bool(self.last_steps)
        return wrap(KIND, s)

    @classmethod
    def from_dict(cls, data: dict):
        """Rebuild a game saved by :meth:`to_dict`; it continues exactly as the original.

        Raises
        ------
        ValueError
            If ``data`` is not a saved ``goblin.game`` state of a supported format.
        """
        s = unwrap(KIND, data)
        g = cls.__new__(cls)
        g.rules = _rules_of(s["rules"])
        for k in _SCALARS:
            setattr(g, k, s[k])
        for k in _LISTS:
            setattr(g, k, list(s[k]))
        g.names = None if s["names"] is None else tuple(s["names"])
        g._winners = list(s["winners"])
        g.history = [_record(r) for r in s["history"]]
        g.last_steps = g._replay_last_steps() if s["last_steps_recorded"] else []
        g._rng = None  # only the set-up shuffles; see GoblinGame.rng
        return g

    def _replay_last_steps(self) -> list:
        """The steps of the last resolved turn, resolved again from its public record."""
        if not self.history:
            return []
        h = self.history[-1]
        steps: list = []
        resolve_turn(list(h["meat_before"]), list(h["alive_before"]), h["store_before"],
                     list(h["choices"]), list(h["targets"]),
                     [] if h["card"] is None else [h["card"]], self.rules, steps, self.names)
        if self.phase == "over":
            steps.append(self._game_over_step())
        return steps

    def clone(self):
        """An independent copy that plays on identically."""
        g = self.__class__.__new__(self.__class__)
        g.rules, g.names = self.rules, self.names
        for k in _SCALARS:
            setattr(g, k, getattr(self, k))
        for k in _LISTS:
            setattr(g, k, list(getattr(self, k)))
        g._winners = list(self._winners)
        g.history = list(self.history)
        g.last_steps = list(self.last_steps)
        g._rng = self._rng  # used only at set-up (see GoblinGame.rng)
        return g

    def __eq__(self, other) -> bool:
        return type(other) is type(self) and self.to_dict() == other.to_dict()

    __hash__ = None

    def __repr__(self) -> str:
        return (f"GoblinGame(n_players={self.n_players}, turn={self.turn}, "
                f"phase={self.phase!r}, meat={self.meat}, store={self.store})")

    # ---- what one goblin may see ------------------------------------------------------
    def observation(self, player: int, lang: str | None = None) -> dict:
        """What ``player`` may see now, as a JSON-able dict (rules/goblin.md 3).

        Parameters
        ----------
        player : int
            0-based player.
        lang : {"en", "ja"}, optional
            If given, the last turn's steps carry their sentence ``"text"``.

        Returns
        -------
        dict
            Public: ``n_players``, ``names``, ``turn``, ``phase``, ``meat``, ``store``,
            ``alive``, ``last_action``, ``chosen`` (whether each goblin has chosen — not
            what), ``tunnel_turned``, ``tunnel_remaining`` (a count: the order is never
            shown), ``to_pick``, ``resters``, ``is_over``, ``end``, ``winners``, ``history``
            (resolved turns), ``last_steps``. Private: ``choice`` (own), ``legal_actions``
            (own). ``choices``/``targets`` are every goblin's only after the reveal, else
            only the player's own (others None).

        Raises
        ------
        GoblinRuleError
            If ``player`` is not a player.
        """
        self._check_player(player)
        n = self.n_players
        revealed = self.phase in ("target", "resolve")
        choices = list(self.choices) if revealed else [
            self.choices[p] if p == player else None for p in range(n)]
        targets = list(self.targets) if revealed else [None] * n
        return {
            "player": player, "n_players": n,
            "names": [self.name(p, lang) for p in range(n)],
            "turn": self.turn, "phase": self.phase, "meat": list(self.meat),
            "store": self.store, "alive": list(self.alive),
            "last_action": list(self.last_action),
            "chosen": [self.choices[p] is not None for p in range(n)],
            "choice": self.choices[player], "choices": choices, "targets": targets,
            "revealed": revealed, "legal_actions": self.legal_actions(player),
            "to_pick": self.to_pick, "resters": self.resters,
            "tunnel_turned": list(self.tunnel_turned),
            "tunnel_remaining": self.tunnel_remaining,
            "is_over": self.is_over, "end": self.end, "winners": self.winners,
            "history": [_plain(r) for r in self.history],
            "last_steps": [st.to_dict(lang) for st in self.last_steps],
        }


_RECORD_LISTS = ("choices", "targets", "meat_before", "alive_before", "last_before")


def _record(r: dict) -> dict:
    """A history record as the game keeps it: per-player values as tuples (read-only)."""
    c = dict(r)
    for k in _RECORD_LISTS:
        if type(c[k]) is not tuple:
            c[k] = tuple(c[k])
    return c


def _plain(r: dict) -> dict:
    """A history record with lists, for observations (JSON-like)."""
    c = dict(r)
    for k in _RECORD_LISTS:
        c[k] = list(c[k])
    return c
