"""What one seat may see of a :class:`~gamewidgets.gramin.GraminGame` (docs/rules/gramin.md
1, 4.2-4.5): its own hand and chests, everything public, and the events as that seat saw
them (chest points only to those who saw the chest)."""

from __future__ import annotations

from gamewidgets.core.events import Event, Secret, seen_by
from gamewidgets.core.i18n import ids
from gamewidgets.gramin.engine.events import GAME, GameEvent

SECRETS = {
    # chest points: only the seat that took (or lost) the chests sees them (1, 4.5)
    "chest_opened": Secret(("points",), hidden_kind="chest_opened_hidden"),
    "crocodile_pile_taken": Secret(("points",), hidden_kind="crocodile_pile_taken_hidden"),
    "crocodile_ate": Secret(("points",), hidden_kind="crocodile_ate_hidden"),
    "robbery": Secret(("points",), ("winner", "loser"), "robbery_hidden"),
    # whether a seat holds an if-card is its secret (4.2): whether it held none, held one
    # it did not let cancel this mark, or had no die left to use it, the others learn
    # only that no if-card cancelled the trap: the same sentence for all three
    "if_no_room": Secret((), hidden_kind="if_not_used"),
    "if_kept": Secret((), hidden_kind="if_not_used"),
    "if_check": Secret((), hidden_kind="if_not_used"),
}
"""The game's secret event kinds (see :func:`gamewidgets.core.events.seen_by`)."""


def event_kinds() -> frozenset[str]:
    """The kinds of event a game records: those of the catalogue namespace
    ``gramin.game.event``, without the forms others see of a secret one
    (:data:`SECRETS`) and the replay's own ``frames_rest``. A kind's own sentence for one
    value (``trap_card.wall``) is no kind."""
    prefix = f"{GAME}.event."
    told = {k[len(prefix):].split(".")[0] for k in ids(prefix)}
    hidden = {s.hidden_kind for s in SECRETS.values()}
    return frozenset(told - hidden - {"frames_rest"})


def seen(e: Event, viewer: int) -> Event:
    """``e`` as ``viewer`` may see it (:data:`SECRETS`), still naming the players as ``e``
    does.

    Parameters
    ----------
    e : Event
    viewer : int
        A seat, or a negative number for someone who sees nobody's secrets.
    """
    hidden = seen_by(e, viewer, SECRETS)
    if hidden is e:
        return e
    return GameEvent(hidden.kind, hidden.data, hidden.game, getattr(e, "names", None))


def seen_dict(e: Event, viewer: int, lang: str | None) -> dict:
    """``e`` as ``viewer`` saw it (see :func:`seen`) as ``{"kind", "game", "data"}``, plus
    its sentence ``"text"`` when ``lang`` is given."""
    e = seen(e, viewer)
    out = {"kind": e.kind, "game": e.game, "data": dict(e.data)}
    if lang is not None:
        out["text"] = e.text(lang)
    return out


def observe(game, player: int, lang: str | None = None) -> dict:
    """What seat ``player`` of ``game`` may see now, as a JSON-able dict.

    Parameters
    ----------
    game : GraminGame
        Read, never changed.
    player : int
        A seat (checked by the caller).
    lang : {"en", "ja"} or None
        If given, each event also carries its sentence ``"text"``.

    Returns
    -------
    dict
        ``names`` (the players' names, or None); own ``hand`` (card kinds), ``pile`` (own
        chest points, oldest first) and ``score``; everyone's ``hand_sizes``,
        ``pile_sizes``, ``positions``, ``rolls``, ``parent``, ``phase``, ``turn``,
        ``to_act``; ``board`` with chest squares but not
        their contents and with the trap cards on squares; ``crocodile_pile`` (a count),
        ``deck`` (a count), ``discard`` (face-up card kinds); ``programs`` (own always,
        others' only once revealed); ``pending_traps`` (own, and everyone's in the trap
        phase when they are declared); ``next_action``, ``stopped``, ``skipping``,
        ``skip_next``, ``built``; this turn's ``events`` with chest points shown only to
        those who saw them; ``scores`` and ``winners`` at the end.
    """
    w, over = game.world, game.is_terminal
    public_traps = game.phase == "traps"
    return {
        "player": player, "n_players": game.n_players,
        "names": None if game.names is None else list(game.names), "turn": game.turn,
        "phase": game.phase, "to_act": game.acting_seats(),
        "parent": game.parent, "rolls": list(game.rolls), "skipping": list(game.skipping),
        "board": w.board.public_dict(), "positions": [list(p) for p in w.positions],
        "hand": list(w.hands[player]), "hand_sizes": [len(h) for h in w.hands],
        "pile": [c.points for c in w.piles[player]], "score": w.score(player),
        "pile_sizes": [len(p) for p in w.piles],
        "crocodile_pile": len(w.crocodile_pile), "deck": len(game.deck),
        "discard": list(w.discard), "built": list(game.built),
        "programs": [None if prog is None or (q != player and not game.revealed)
                     else prog.to_text() for q, prog in enumerate(game.programs)],
        "pending_traps": [list(x) if q == player or public_traps else None
                          for q, x in enumerate(game.pending_traps)],
        "next_action": list(game.next_action), "stopped": list(game.stopped),
        "skip_next": list(w.skip_next),
        "events": [seen_dict(e, player, lang) for e in game.events],
        "scores": game.scores if over else None,
        "winners": game.winners if over else None,
    }
