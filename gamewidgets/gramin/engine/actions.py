"""The actions of the multiplayer game, as the JSON-able dicts of the engine contract
(docs/rules/gramin.md 4; :mod:`gamewidgets.core.engine`):

- ``{"type": "roll", "player": CHANCE}``: the dice, a chance action (4.1-4.2);
- ``{"type": "build", "player": p, "program": str, "traps": [kind, ...]}``, optionally
  with ``"if_marks": [mark, ...]``: seat ``p`` lays its program and declares trap cards
  (4.2; the seats build simultaneously);
- ``{"type": "place_trap", "player": p, "kind": kind, "pos": [row, col]}``: seat ``p``
  places one declared trap card (4.3);
- ``{"type": "act", "player": p}``: seat ``p`` runs its next action (4.4).

A program is too large a set to list, so the game lists a finite subset of the builds
(:func:`~gamewidgets.gramin.engine.build.build_programs`); it accepts every legal build
(:func:`check`).
"""

from __future__ import annotations

from gamewidgets.core.engine import CHANCE, Action, check_phase, check_seat
from gamewidgets.core.text import shown
from gamewidgets.gramin.engine.board import Pos
from gamewidgets.gramin.engine.build import build_programs, read_build
from gamewidgets.gramin.engine.errors import GraminRuleError, seat
from gamewidgets.gramin.engine.program import Program
from gamewidgets.gramin.engine.traps import check_placement

ACTION_TYPES = ("roll", "build", "place_trap", "act")
"""The ``"type"`` of every action of the game."""


def roll_action() -> Action:
    """``{"type": "roll", "player": CHANCE}``: the dice of a turn."""
    return {"type": "roll", "player": CHANCE}


def build_action(player: int, program: Program | str = "", traps=(),
                 if_marks=None) -> Action:
    """Seat ``player``'s build (docs/rules/gramin.md 4.2, 2.3, 2.4).

    Parameters
    ----------
    player : int
        A seat that has rolled this turn and not built yet.
    program : Program or str
        Program text (``"for3( 2R ) U"``) or a Program (written as its text), checked
        with the game's rules; each move card must be in the hand by kind, in any
        direction.
    traps : iterable of str
        Trap cards of the hand to place in the trap phase (4.3).
    if_marks : iterable of str, optional
        Trap marks the seat lets an if-card cancel this turn (default: every mark if
        ``rules.auto_if_cards``, else none).
    """
    text = program.to_text() if isinstance(program, Program) else program
    action = {"type": "build", "player": player, "program": text,
              "traps": list(traps) if isinstance(traps, (list, tuple)) else traps}
    if if_marks is not None:
        action["if_marks"] = list(if_marks) if isinstance(if_marks, (list, tuple, set)) \
            else if_marks
    return action


def place_trap_action(player: int, kind: str, pos) -> Action:
    """Seat ``player`` places a trap card it declared (docs/rules/gramin.md 4.3).

    Parameters
    ----------
    player : int
        The seat to place now: the first in action order with a declared card left.
    kind : {"crocodile", "hole", "wall"}
    pos : (int, int)
        ``(row, col)`` of a square with no chest, no piece and no other trap.
    """
    return {"type": "place_trap", "player": player, "kind": kind,
            "pos": list(pos) if isinstance(pos, tuple) else pos}


def act_action(player: int | None) -> Action:
    """Seat ``player`` runs its next action (one card or one whole loop)."""
    return {"type": "act", "player": player}


def place_trap_actions(player: int, kinds, squares: list[Pos]) -> list[Action]:
    """Every placement of one of ``kinds`` (each kind once) on one of ``squares``."""
    return [{"type": "place_trap", "player": player, "kind": k, "pos": [r, c]}
            for k in sorted(set(kinds)) for r, c in squares]


def legal(game, player: int | None) -> list[Action]:
    """The legal actions of seat ``player`` of ``game`` now, as
    :meth:`GraminGame.legal_actions` lists them (``player`` already checked; ``None``:
    whoever acts now). ``game`` is only read."""
    if player is None:
        if game.phase == "roll":
            return [roll_action()]
        return [a for p in game.acting_seats() for a in legal(game, p)]
    if game.phase == "build" and not (game.skipping[player] or game.built[player]):
        return [{"type": "build", "player": player, "program": text, "traps": []}
                for text in build_programs(game.hands[player], game.rolls[player], game.rules)]
    if game.phase == "traps" and player == game.current_player:
        return place_trap_actions(player, game.pending_traps[player], game.trap_squares())
    if game.phase == "action" and player == game.actor:
        return [act_action(player)]
    return []


def check(game, action) -> tuple:
    """Check ``action`` against ``game`` (only read) and return what applying it needs:
    ``("roll",)``, ``("build", player, Build)`` (:func:`~gamewidgets.gramin.engine.build.
    read_build`), ``("place_trap", player, kind, (row, col))`` or ``("act", player)``.

    Raises
    ------
    GraminRuleError
        An unknown action (``unknown_action``), the wrong phase
        (``core.error.rule.wrong_phase``), not a seat (``core.error.rule.bad_player``),
        a roll that is not chance's (``not_chance``), a seat that skips this turn or has
        built (``skipping``, ``already_built``), a build or a trap card the rules refuse
        (:func:`~gamewidgets.gramin.engine.build.read_build`,
        :func:`~gamewidgets.gramin.engine.traps.check_placement`), or an ``act`` out of
        turn (``not_your_action``).
    """
    kind = action.get("type") if isinstance(action, dict) else None
    if kind not in ACTION_TYPES:
        raise GraminRuleError("gramin.error.game.unknown_action", action=shown(action))
    player = action.get("player")
    if kind == "roll":
        check_phase(game.phase, ("roll",), "roll()", GraminRuleError)
        if player != CHANCE or isinstance(player, bool):
            raise GraminRuleError("gramin.error.game.not_chance", player=shown(player))
        return (kind,)
    if kind == "build":
        check_phase(game.phase, ("build",), "build(player, program)", GraminRuleError)
        check_seat(player, game.n_players, GraminRuleError)
        if game.skipping[player]:
            raise GraminRuleError("gramin.error.game.skipping", player=seat(player))
        if game.built[player]:
            raise GraminRuleError("gramin.error.game.already_built", player=seat(player))
        return kind, player, read_build(player, game.hands[player], game.rolls[player],
                                        action.get("program", ""), action.get("traps", ()),
                                        action.get("if_marks"), game.rules)
    if kind == "place_trap":
        check_phase(game.phase, ("traps",), "place_trap(player, kind, pos)", GraminRuleError)
        check_seat(player, game.n_players, GraminRuleError)
        pos = check_placement(game.board, game.positions, game.current_player,
                              game.pending_traps, player, action.get("kind"), action.get("pos"),
                              game.rules.trap_squares == "any")
        return kind, player, action["kind"], pos
    check_phase(game.phase, ("action",), "act()", GraminRuleError)
    if check_seat(player, game.n_players, GraminRuleError) != game.actor:
        raise GraminRuleError("gramin.error.game.not_your_action", player=seat(player),
                              current=game.actor, current_name=seat(game.actor))
    return kind, player
