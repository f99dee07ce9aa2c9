"""What a saved game must hold to be played on (docs/rules/gramin.md 1, 3-5): the checks
:meth:`GraminGame.from_dict <gamewidgets.gramin.engine.state.GraminGame.from_dict>` runs on
a save before it accepts it.

A save is JSON anybody can edit. Each field is decoded by its codec; here the decoded
game is checked as a whole: every value of the right type and range, one entry per seat
in every per-seat list, the cards and chests of the game all accounted for (none made or
lost), the turn's phase consistent with who has built, laid, placed and acted, and every
event one the game could have told. The first problem found raises :class:`SaveError`
naming it; a save that passes plays on like the game that was saved.
"""

from __future__ import annotations

from collections import Counter

from gamewidgets.core.codec import SaveError
from gamewidgets.core.i18n import ids
from gamewidgets.core.options import is_int
from gamewidgets.core.text import Msg, shown
from gamewidgets.gramin.engine.cards import IF_KINDS, MOVE_KINDS, TRAP_KINDS
from gamewidgets.gramin.engine.deck import CardList
from gamewidgets.gramin.engine.errors import ProgramSyntaxError
from gamewidgets.gramin.engine.events import GAME, GameEvent
from gamewidgets.gramin.engine.observation import SECRETS, seen
from gamewidgets.gramin.engine.program import Program, parse_program

PHASES = ("roll", "build", "traps", "action", "over")
"""The phases of a turn (docs/rules/gramin.md 4), and ``"over"``."""
STOPS = ("wall", "crocodile", "hole")
"""Why a seat's program stopped (docs/rules/gramin.md 2.2)."""
CARD_KINDS = MOVE_KINDS + TRAP_KINDS + IF_KINDS

_SEATS_ONE = ("player", "winner", "loser")
_SEATS_MANY = ("winners", "tied")


def event_kinds() -> frozenset[str]:
    """The kinds of event a game records: those of the catalogue namespace
    ``gramin.game.event``, without the forms others see of a secret one
    (:data:`~gamewidgets.gramin.engine.observation.SECRETS`) and the replay's own
    ``frames_rest``. A kind's own sentence for one value (``trap_card.wall``) is no kind."""
    prefix = f"{GAME}.event."
    told = {k[len(prefix):].split(".")[0] for k in ids(prefix)}
    hidden = {s.hidden_kind for s in SECRETS.values()}
    return frozenset(told - hidden - {"frames_rest"})


def _bad(field: str, value) -> SaveError:
    return SaveError("gramin.error.save.value", field=field, value=shown(value))


def _check(ok: bool, field: str, value) -> None:
    if not ok:
        raise _bad(field, value)


def _seat(value, n: int, none: bool = False) -> bool:
    return (none and value is None) or (is_int(value) and 0 <= value < n)


def _each(values, field: str, ok) -> None:
    for value in values:
        _check(ok(value), field, value)


def check_restored(game) -> list[Program | None]:
    """Check a game just decoded from a save (its fields set, nothing else done).

    Parameters
    ----------
    game : GraminGame
        Read, never changed; ``programs`` still hold the saved texts.

    Returns
    -------
    list of Program or None
        The seats' programs, parsed with the game's rules.

    Raises
    ------
    SaveError
        Naming the first problem: a value no game can have
        (``gramin.error.save.value``), a per-seat list of the wrong length
        (``seats``), a program the rules refuse (``program``), cards or chests made or
        lost (``cards``, ``card_kinds``, ``chests``), a phase that does not match the
        rest of the turn (``turn``), or an event the game cannot have told (``event``).
    """
    n = game.n_players
    _check(is_int(n) and 2 <= n <= 4, "n_players", n)
    _check(is_int(game.seed) and game.seed >= 0, "seed", game.seed)
    _check(game.phase in PHASES, "phase", game.phase)
    _check(is_int(game.turn) and game.turn >= 1, "turn", game.turn)
    _check(isinstance(game.revealed, bool), "revealed", game.revealed)
    _seat_lists(game, n)
    _check_board(game.world.board)
    _check_values(game, n)
    programs = _programs(game)
    _check_cards(game)
    _check_chests(game)
    _check_turn(game, n, programs)
    _check_events(game.events, n)
    return programs


def _seat_lists(game, n: int) -> None:
    w = game.world
    lists = {"skipping": game.skipping, "rolls": game.rolls, "programs": game.programs,
             "built": game.built, "laid": game.laid, "pending_traps": game.pending_traps,
             "next_action": game.next_action, "stopped": game.stopped,
             "positions": w.positions, "hands": w.hands, "piles": w.piles,
             "skip_next": w.skip_next, "if_allowed": w.if_allowed, "if_room": w.if_room}
    for field, value in lists.items():
        if not isinstance(value, list) or len(value) != n:
            got = len(value) if isinstance(value, list) else shown(value)
            raise SaveError("gramin.error.save.seats", field=field, n=n, got=got)
    if game.names is not None and len(game.names) != n:
        raise SaveError("gramin.error.save.seats", field="names", n=n, got=len(game.names))


def _check_board(board) -> None:
    _check(is_int(board.rows) and is_int(board.cols), "board", [board.rows, board.cols])
    for pos in [*board.chests, *board.traps] + ([board.start] if board.start else []):
        _check(len(pos) == 2 and all(is_int(x) for x in pos), "board", pos)
    _each(board.traps.values(), "board", lambda k: isinstance(k, str) and k in TRAP_KINDS)


def _check_values(game, n: int) -> None:
    w = game.world
    flags = game.skipping + game.built + w.skip_next
    _each(flags, "skipping, built, skip_next", lambda x: isinstance(x, bool))
    _each(game.rolls, "rolls", lambda x: x is None or (is_int(x) and 1 <= x <= 6))
    _each(game.next_action, "next_action", lambda x: is_int(x) and x >= 0)
    _each(game.stopped, "stopped", lambda x: x is None or x in STOPS)
    _each(w.if_room, "if_room", lambda x: x is None or (is_int(x) and 0 <= x <= 6))
    _each(w.if_allowed, "if_allowed", lambda marks: all(m in TRAP_KINDS for m in marks))
    _each(w.positions, "positions", lambda p: len(p) == 2 and all(is_int(x) for x in p)
          and w.board.inside(p))
    _check(_seat(game.parent, n, none=True), "parent", game.parent)
    _check(_seat(game.actor, n, none=True), "actor", game.actor)
    cards = [c for pile in (game.deck, w.discard, *w.hands, *game.laid) for c in pile]
    _each(cards, "cards", lambda c: isinstance(c, str) and c in CARD_KINDS)
    traps = [c for pile in game.pending_traps for c in pile]
    _each(traps, "pending_traps", lambda c: isinstance(c, str) and c in TRAP_KINDS)
    _each([c for pile in w.piles for c in pile] + w.crocodile_pile, "piles",
          lambda c: c.trap is None)
    _each(w.removed_chips, "removed_chips", lambda c: c.trap is not None)
    _each(w.crocodile_claims, "crocodile_claims", lambda p: _seat(p, n))
    _check(is_int(game.total_cards), "total_cards", game.total_cards)
    _check(is_int(game.total_chests), "total_chests", game.total_chests)


def _programs(game) -> list[Program | None]:
    out = []
    for p, text in enumerate(game.programs):
        if text is None:
            out.append(None)
            continue
        if not isinstance(text, str):
            raise _bad("programs", text)
        try:
            out.append(parse_program(text, game.rules))
        except ProgramSyntaxError as exc:
            raise SaveError("gramin.error.save.program", player=p, detail=exc) from None
    return out


def _check_cards(game) -> None:
    """Every card of the game is in one place: the deck of the rules (its move kinds in
    play), plus the trap cards a fixed board started with (docs/rules/gramin.md 1, 3)."""
    w, rules = game.world, game.rules
    held = Counter(game.deck) + Counter(w.discard) + Counter(w.board.traps.values())
    for pile in (*w.hands, *game.laid):
        held += Counter(pile)
    found = sum(held.values())
    if found != game.total_cards:
        raise SaveError("gramin.error.save.cards", found=found, expected=game.total_cards)
    dealt = Counter()
    for kind, count in rules.deck:
        if kind not in MOVE_KINDS or kind in rules.move_kinds:
            dealt[kind] += count
    extra, missing = held - dealt, dealt - held
    if missing or any(k not in TRAP_KINDS for k in extra):
        raise SaveError("gramin.error.save.card_kinds", found=CardList(held),
                        expected=CardList(dealt))


def _check_chests(game) -> None:
    found, expected = game.chests_accounted(), game.total_chests
    if found != expected:
        raise SaveError("gramin.error.save.chests", found=found, expected=expected)


def _turn(ok: bool, phase: str, field: str) -> None:
    if not ok:
        raise SaveError("gramin.error.save.turn", phase=Msg(f"gramin.game.phase.{phase}"),
                        field=field)


def _check_turn(game, n: int, programs: list) -> None:
    """The phase matches the rest of the turn (docs/rules/gramin.md 4, 5)."""
    phase, w = game.phase, game.world
    seats = range(n)
    _turn((phase == "over") == (not w.board.chests), phase, "board")
    if phase in ("roll", "over"):
        _turn(game.actor is None, phase, "actor")
        _turn(not any(game.laid) and not any(game.pending_traps), phase, "laid")
        return
    _turn(game.parent is not None, phase, "parent")
    for p in seats:
        _turn(game.skipping[p] == (game.rolls[p] is None), phase, "rolls")
        _turn(game.built[p] == (programs[p] is not None) and not (
            game.built[p] and game.skipping[p]), phase, "built")
        laid = Counter(c.kind for c in programs[p].move_cards) if programs[p] else Counter()
        _turn(Counter(game.laid[p]) == laid + Counter(game.pending_traps[p]), phase, "laid")
        body = len(programs[p].body) if programs[p] else 0
        _turn(game.next_action[p] <= body, phase, "next_action")
    done = all(game.built[p] or game.skipping[p] for p in seats)
    pending = any(game.pending_traps)
    if phase == "build":
        _turn(not done and not pending and game.actor is None, phase, "built")
    elif phase == "traps":
        _turn(done and pending and game.actor is None, phase, "pending_traps")
    else:
        a = game.actor
        _turn(done and not pending and game.revealed and a is not None, phase, "actor")
        _turn(programs[a] is not None and game.stopped[a] is None
              and game.next_action[a] < len(programs[a].body), phase, "actor")


def _check_events(events, n: int) -> None:
    kinds = event_kinds()
    for i, e in enumerate(events):
        ok = isinstance(e, GameEvent) and e.game == GAME and isinstance(e.kind, str) \
            and e.kind in kinds
        data = e.data if ok else {}
        ok = ok and all(_seat(data[k], n) for k in _SEATS_ONE if k in data)
        ok = ok and all(isinstance(data[k], list) and all(_seat(p, n) for p in data[k])
                        for k in _SEATS_MANY if k in data)
        if ok:
            try:
                e.text("en")
                seen(e, -1).text("en")
            except (KeyError, IndexError, TypeError, ValueError, AttributeError):
                ok = False
        if not ok:
            raise SaveError("gramin.error.save.event", index=i + 1,
                            kind=shown(getattr(e, "kind", e)))
