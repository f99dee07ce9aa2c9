"""Resolution steps: one small JSON-able record per thing that happens (docs/rules/goblin.md
3-5).

Resolving a turn (the last choice or steal target of a turn, see
:meth:`GoblinGame.apply`) returns a list of :class:`Step`, the game's events; each holds
the players involved, the numbers before and after (meat of each affected goblin, the
common store) and a sentence in English or Japanese. Every change of meat or store in a
turn is the sum of its steps' changes (:meth:`Step.meat_delta`, :meth:`Step.store_delta`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from gamewidgets.core.events import Event
from gamewidgets.core.text import MAX_NAME, Msg, Seat, Term, Words, shown

STEP_KINDS = ("steal", "steal_no_rester", "food_check", "drop_out", "no_dig", "store_share",
              "tunnel", "exit", "dig_cost", "rest", "game_over")
"""Every step kind, in the order they can occur within a turn."""


def check_name(name) -> str:
    """``name`` as text (``str(name)``) if it is at most :data:`MAX_NAME` characters that
    can be sent and saved (no lone surrogate).

    Raises
    ------
    ValueError
        Otherwise, saying what a name may be.
    """
    text = str(name)
    if len(text) > MAX_NAME or text.encode("utf-8", "replace").decode("utf-8") != text:
        raise ValueError(f"a player's name is text of at most {MAX_NAME} characters (no "
                         f"lone surrogate), got {shown(name)}")
    return text


def player_name(p: int, names, lang: str) -> str:
    """``names[p]`` if names were given, else "Goblin 3" / "ゴブリン3" (1-based seat)."""
    return seat_said(p, names).text(lang)


def seat_said(p: int, names) -> Seat:
    """:func:`player_name`, worded in the language of the sentence that holds it."""
    return Seat(p, "goblin.term.goblin", names=names or None)


@dataclass(frozen=True, eq=True)
class Step(Event):
    """One step of a turn's resolution: an :class:`~gamewidgets.core.events.Event` of the
    game ``"goblin"`` with the numbers it changed.

    Parameters
    ----------
    kind : str
        One of :data:`STEP_KINDS`.
    data : dict
        Kind-specific JSON-able values: ``steal`` {stealer, rester}; ``steal_no_rester``
        {stealer, loss}; ``food_check`` {after: "steal"|"dig", out: [players]};
        ``drop_out`` {out, per, gain}; ``store_share`` {store, diggers, share, remainder};
        ``tunnel`` {card, gain}; ``exit`` {card}; ``dig_cost`` {cost}; ``rest`` {gain};
        ``game_over`` {reason: "exit"|"all_starved"|"last_goblin"|"turn_limit", winners,
        meat, turns}.
    game : str
        ``"goblin"``.
    players : list of int
        The 0-based players involved (e.g. ``[stealer, rester]``, the diggers, the
        goblins dropping out).
    before, after : dict
        ``{"meat": {player: int}, "store": int}``: meat counters of the affected players
        and the common store (共通の食料置き場) before and after this step.
    names : tuple of str or None
        Player names used in :meth:`text` (not compared, not saved); None: "Goblin 1"...
    """

    game: str = "goblin"
    players: list = field(default_factory=list)
    before: dict = field(default_factory=dict)
    after: dict = field(default_factory=dict)
    names: tuple | None = field(default=None, compare=False, repr=False)

    __hash__ = Event.__hash__

    def meat_delta(self) -> dict[int, int]:
        """Change of each affected player's meat in this step, ``{player: after - before}``."""
        b, a = self.before.get("meat", {}), self.after.get("meat", {})
        return {p: a[p] - b[p] for p in a}

    def store_delta(self) -> int:
        """Change of the common store in this step (after - before)."""
        return self.after.get("store", 0) - self.before.get("store", 0)

    def text(self, lang: str = "en") -> str:
        """The step as one sentence in ``lang`` ("en" or "ja")."""
        return self.said().text(lang)

    def said(self) -> Msg:
        """The step as one sentence: its catalogue message (``goblin.step.<kind>``, or a
        form of it) and fields, worded in the language it is read in."""
        msg_id, fields = _sentence(self)
        return Msg(msg_id, **fields)

    def to_dict(self, lang: str | None = "en") -> dict:
        """JSON-able ``{"kind", "players", "before", "after", "data", "text"}``.

        Player keys of ``before["meat"]``/``after["meat"]`` become strings (JSON object keys);
        ``text`` is the sentence in ``lang`` (omitted if ``lang`` is None).
        """
        d = {"kind": self.kind, "players": list(self.players),
             "before": _jsonable(self.before), "after": _jsonable(self.after),
             "data": {k: (list(v) if isinstance(v, (list, tuple)) else v)
                      for k, v in self.data.items()}}
        if lang is not None:
            d["text"] = self.text(lang)
        return d

    @classmethod
    def from_dict(cls, d: dict, names=None) -> Step:
        """Inverse of :meth:`to_dict` (``text`` is ignored; it is made again on demand)."""
        return cls(d["kind"], dict(d.get("data", {})), players=list(d["players"]),
                   before=_parsed(d["before"]), after=_parsed(d["after"]), names=names)


def _jsonable(nums: dict) -> dict:
    out = dict(nums)
    if "meat" in out:
        out["meat"] = {str(p): m for p, m in out["meat"].items()}
    return out


def _parsed(nums: dict) -> dict:
    out = dict(nums)
    if "meat" in out:
        out["meat"] = {int(p): m for p, m in out["meat"].items()}
    return out


def _changes(step: Step) -> Words:
    b, a = step.before["meat"], step.after["meat"]
    return Words(Msg("goblin.step.change", name=seat_said(p, step.names), before=b[p],
                     after=a[p]) for p in step.players)


def _who(players, names) -> Words:
    return Words((seat_said(p, names) for p in players), joint="and")


def _sentence(step: Step) -> tuple[str, dict]:
    k, d, names = step.kind, step.data, step.names

    def name(p):
        return seat_said(p, names)

    if k == "steal":
        s, r = d["stealer"], d["rester"]
        b, a = step.before["meat"], step.after["meat"]
        return "goblin.step.steal", {"stealer": name(s), "rester": name(r),
                                     "stealer_before": b[s], "stealer_after": a[s],
                                     "rester_before": b[r], "rester_after": a[r]}
    if k == "steal_no_rester":
        s = d["stealer"]
        return "goblin.step.steal_no_rester", {"stealer": name(s), "loss": d["loss"],
                                               "before": step.before["meat"][s],
                                               "after": step.after["meat"][s]}
    if k == "food_check":
        kind = Msg(f"goblin.kind.{d['after']}")
        if d["out"]:
            return "goblin.step.food_check_out", {"kind": kind,
                                                  "players": _who(d["out"], names)}
        return "goblin.step.food_check", {"kind": kind}
    if k == "drop_out":
        msg_id = "goblin.step.drop_out" if len(d["out"]) == 1 else "goblin.step.drop_out_many"
        return msg_id, {"players": _who(d["out"], names), "gain": d["gain"],
                        "count": len(d["out"]), "per": d["per"],
                        "before": step.before["store"], "after": step.after["store"]}
    if k == "store_share":
        return _share_id(d), {"store": d["store"], "diggers": len(d["diggers"]),
                              "share": d["share"], "remainder": d["remainder"],
                              "name": name(d["diggers"][0])}
    if k == "tunnel":
        card = Term(f"goblin.card.{d['card']}", d["card"])  # an unknown card as it is
        if d["gain"] == 0:
            return "goblin.step.tunnel_nothing", {"card": card}
        if d["gain"] < 0:
            return "goblin.step.tunnel_loss", {"card": card, "loss": -d["gain"],
                                               "changes": _changes(step)}
        return "goblin.step.tunnel", {"card": card, "gain": d["gain"],
                                      "changes": _changes(step)}
    if k in ("dig_cost", "rest"):
        return f"goblin.step.{k}", {"changes": _changes(step)}
    if k == "game_over":
        won = d["winners"]
        if not won:
            result = Msg("goblin.result.nobody")
        else:
            kind = "winner" if len(won) == 1 else "shared"
            result = Msg(f"goblin.result.{kind}", players=_who(won, names), meat=d["meat"])
        return f"goblin.step.game_over.{d['reason']}", {"result": result,
                                                        "turns": d.get("turns", "")}
    return f"goblin.step.{k}", {}


def _share_id(d: dict) -> str:
    """The sentence for a share of the store that says no "0 left" and no "÷ 1": one
    digger takes it all; a share of 0 leaves it all; else with or without a remainder."""
    if len(d["diggers"]) == 1:
        return "goblin.step.store_share_one"
    if d["share"] == 0:
        return "goblin.step.store_share_none"
    return "goblin.step.store_share" if d["remainder"] else "goblin.step.store_share_even"


def make_step(kind: str, players: list, before: dict, after: dict, data: dict | None = None,
              names=None) -> Step:
    """A :class:`Step` from its parts in reading order (who, before, after, what)."""
    return Step(kind, data if data is not None else {}, players=players, before=before,
                after=after, names=names)


def game_over_step(winners: list[int], meat: list[int], store: int, reason: str, turns: int,
                   names=None) -> Step:
    """The last step of a game: why it ended, who won with how much meat, after how many
    turns (docs/rules/goblin.md 5)."""
    best = max((meat[p] for p in winners), default=None)
    return make_step("game_over", list(winners), {"store": store}, {"store": store},
                     {"reason": reason, "winners": list(winners), "meat": best, "turns": turns},
                     names)
