"""The course of a turn (docs/rules/gramin.md 4.1, 4.4, 4.7, 5): the dice and the parent,
who acts next, running one action, the winners, and who may do what now.

The functions take plain data (the World, lists, a program, the players' names for the
events) and change only what they are given; :class:`~gamewidgets.gramin.GraminGame`
calls them with its own state.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from gamewidgets.core.errors import Msg
from gamewidgets.core.events import Event
from gamewidgets.core.text import Words
from gamewidgets.gramin.engine.deck import CardList, draw
from gamewidgets.gramin.engine.errors import person
from gamewidgets.gramin.engine.events import GAME, GameEvent, game_event, seat_event
from gamewidgets.gramin.engine.program import Loop, Program, actions_of
from gamewidgets.gramin.engine.world import World


def seat_order(first: int, n_players: int) -> list[int]:
    """Seats in order starting with ``first`` and going round (section 4.3, 4.4)."""
    return [(first + i) % n_players for i in range(n_players)]


def roll_dice(rollers: list[int], parent_tie: str, roll: Callable[[], int],
              events: list[Event], names=None) -> tuple[dict[int, int], int]:
    """Every roller's die, and the parent (親): the lowest roll (docs/rules/gramin.md 4.1).

    Parameters
    ----------
    rollers : list of int
        The seats that roll this turn, in seat order (at least one).
    parent_tie : {"reroll", "first_seat"}
        ``rules.parent_tie``: the tied re-roll among themselves until one is lowest (the
        re-rolls only choose the parent), or the earliest seat among them is the parent.
    roll : callable
        One die roll, 1..6 (the game's generator).
    events : list of Event
        Receives ``rolled``, then per tie ``parent_tie`` (the ``tied`` seats) and each
        tied seat's ``parent_reroll`` (``round`` from 1), then ``parent``.
    names : tuple of str, optional
        The players' names, for the events' sentences.

    Returns
    -------
    (dict of int to int, int)
        Each roller's die by seat, and the parent.
    """
    rolls = {p: roll() for p in rollers}
    events += [seat_event("rolled", p, names, roll=v) for p, v in rolls.items()]
    low = min(rolls.values())
    tied = [p for p, v in rolls.items() if v == low]
    if parent_tie == "first_seat":
        tied = tied[:1]
    rounds = 0
    while len(tied) > 1:
        rounds += 1
        events.append(game_event("parent_tie", names, roll=low, tied=list(tied)))
        again = {p: roll() for p in tied}
        events += [seat_event("parent_reroll", p, names, roll=v, round=rounds)
                   for p, v in again.items()]
        low = min(again.values())
        tied = [p for p in tied if again[p] == low]
    events.append(seat_event("parent", tied[0], names))
    return rolls, tied[0]


def start_turn(world: World, deck: list[str], parent_tie: str, events: list[Event],
               names=None) -> tuple[list[bool], list[int | None], int | None]:
    """The dice phase of a turn (docs/rules/gramin.md 4.1, 4.2): who skips, the dice, the
    parent, and each roller's draw.

    A seat that fell into a hole last turn skips this one (its flag in
    ``world.skip_next`` is used up); every other seat rolls (:func:`roll_dice`) and then
    draws as many cards as its roll, in action order from the parent.

    Parameters
    ----------
    world : World
        Its hands, discard, hole flags and generator are used and changed.
    deck : list of str
        The program deck, changed in place.
    parent_tie : {"reroll", "first_seat"}
    events : list of Event
        Receives ``skip_turn``, the events of :func:`roll_dice`, ``reshuffled`` and
        ``drew``.
    names : tuple of str, optional
        The players' names, for the events' sentences.

    Returns
    -------
    (list of bool, list of (int or None), int or None)
        Who skips, each seat's die (None when skipping), and the parent (None if
        everybody skips).
    """
    n = len(world.positions)
    skipping = list(world.skip_next)
    world.skip_next[:] = [False] * n
    events += [seat_event("skip_turn", p, names) for p in range(n) if skipping[p]]
    rollers = [p for p in range(n) if not skipping[p]]
    if not rollers:
        return skipping, [None] * n, None
    rolls, parent = roll_dice(rollers, parent_tie, world.roll, events, names)
    for p in seat_order(parent, n):
        if not skipping[p]:
            got = draw(deck, world.discard, world.hands[p], rolls[p], world.rng, events)
            events.append(seat_event("drew", p, names, count=got))
    return skipping, [rolls.get(p) for p in range(n)], parent


def phase_hint(phase: str, turn: int, to_act: list[int], pending: list[str] | None,
               actor: int | None) -> Msg:
    """What is allowed in ``phase`` (``gramin.game.now.*``), said after a refusal.

    Parameters
    ----------
    phase : {"roll", "build", "traps", "action", "over"}
    turn : int
    to_act : list of int
        The seats that act now.
    pending : list of str or None
        The trap cards the placer still places (the trap phase).
    actor : int or None
        The seat whose action runs next (the action phase).
    """
    if phase == "build":
        return Msg("gramin.game.now.build", turn=turn, players=Words(to_act, joint="one_of"))
    if phase == "traps":
        return Msg("gramin.game.now.traps", player=to_act[0], name=person(to_act[0]),
                   pending=CardList(Counter(pending)))
    if phase == "action":
        return Msg("gramin.game.now.action", player=actor, name=person(actor))
    return Msg(f"gramin.game.now.{phase}", turn=turn)


def next_actor(first: int, programs: list[Program | None], stopped: list[str | None],
               next_action: list[int]) -> int | None:
    """The next seat from ``first`` on (going round) with an action left: it has a
    program, was not stopped by a trap and has not run all its actions (section 4.4)."""
    for p in seat_order(first, len(programs)):
        prog = programs[p]
        if prog is not None and stopped[p] is None and next_action[p] < len(prog.body):
            return p
    return None


@dataclass(frozen=True)
class CardRun:
    """A frame event: one card of an action has run (docs/rules/gramin.md 4.4, 6), the game
    as that card left it.

    Attributes
    ----------
    card : int
        0-based index of the card in the program.
    loops : tuple of (int, int, int)
        ``(open index, iteration, N)`` per enclosing loop, outermost first.
    events : list of Event
        The game's events of that card, in order.
    path : list of (int, int)
        The squares the piece entered, in order.
    """

    card: int
    loops: tuple
    events: list
    path: list


def run_action(world: World, player: int, program: Program, index: int,
               stopped: list[str | None], events: list[Event],
               names=None) -> Iterator[CardRun]:
    """Run top-level action ``index`` of ``player``'s ``program``: one move card or one
    whole loop (docs/rules/gramin.md 4.4, 4.5, 2.2, 5), one card per step of the iteration.

    Each card moves the piece through ``world`` (:meth:`World.move`); a trap that takes
    effect ends the action, and so does the last chest leaving the board, even between
    the two squares of a dash.

    Parameters
    ----------
    world : World
        Changed in place.
    player : int
    program : Program
    index : int
        0-based index into ``program.body``.
    stopped : list of str or None
        Each seat's stop reason; set for ``player`` (``"wall"``, ``"crocodile"`` or
        ``"hole"``) when a trap stops it, before that card's frame event.
    events : list of Event
        Receives ``action``, then every square event as an event of the game (naming
        ``player`` and ``seat``).
    names : tuple of str, optional
        The players' names, for the events' sentences.

    Yields
    ------
    CardRun
        After each card, the game as that card left it.
    """
    node = program.body[index]
    shown = program.cards[node.open_index:node.close_index + 1] if isinstance(node, Loop) \
        else [program.cards[node]]
    events.append(seat_event("action", player, names, cards=" ".join(c.token for c in shown),
                             action=index))
    seat = {"player": player, "seat": player + 1}
    for card_index, loops in actions_of(program)[index]:
        first = len(events)
        result = world.move(player, program.cards[card_index], end_when_empty=True)
        events.extend(GameEvent(e.kind, {**e.data, **seat}, GAME, names) for e in result.events)
        if result.stop:
            stopped[player] = result.stop
        yield CardRun(card_index, tuple(loops), events[first:], list(result.path))
        if result.stop or not world.board.chests:
            return


def round_over(index: int, nxt: int | None, next_action: list[int]) -> bool:
    """Whether the round of actions (4.4) that ran action ``index`` of its seat is over
    once the next actor is ``nxt``: nobody acts next, or the next actor has already run
    its action ``index`` (every seat runs its action ``index`` in round ``index``, in
    order from the parent)."""
    return nxt is None or next_action[nxt] > index


def settle_crocodile(world: World, events: list[Event], names=None) -> None:
    """The end of a round of actions under ``rules.crocodile_tie == "same_round"``
    (docs/rules/gramin.md 2.2): the players who took a point chest this round while the
    crocodile pile held chests (``world.crocodile_claims``) share it out.

    One claimant takes the whole pile. Several roll (each seat's die from the game's
    generator, in the order they took their chest); the highest takes it, and players
    tied for highest roll again among themselves until one is highest. The claims are
    then cleared.

    Parameters
    ----------
    world : World
        Its claims, piles, crocodile pile and generator are used and changed.
    events : list of Event
        Receives ``crocodile_tie`` (the ``tied`` seats, ``round`` from 1) and each of their
        ``crocodile_roll``, then ``crocodile_pile_taken`` (secret points).
    names : tuple of str, optional
        The players' names, for the events' sentences.
    """
    claims, world.crocodile_claims = list(world.crocodile_claims), []
    if not claims or not world.crocodile_pile:
        return
    tied, rounds = claims, 0
    while len(tied) > 1:
        rounds += 1
        events.append(game_event("crocodile_tie", names, tied=list(tied), round=rounds))
        rolls = {p: world.roll() for p in tied}
        events += [seat_event("crocodile_roll", p, names, roll=v, round=rounds)
                   for p, v in rolls.items()]
        top = max(rolls.values())
        tied = [p for p in tied if rolls[p] == top]
    winner, pile = tied[0], world.crocodile_pile
    events.append(seat_event("crocodile_pile_taken", winner, names, count=len(pile),
                             points=sum(ch.points for ch in pile)))
    world.piles[winner].extend(pile)
    pile.clear()


def discard_laid(laid: list[list[str]], pending: list[list[str]], discard: list[str]) -> None:
    """The end of a turn (4.7): every seat's laid cards go to the discard pile, and no trap
    card is left to place."""
    for p in range(len(laid)):
        discard.extend(laid[p])
        laid[p], pending[p] = [], []


def winners(scores: list[int], chests_held: list[int], winner_tie: str) -> list[int]:
    """The winners at the end (docs/rules/gramin.md 5).

    Parameters
    ----------
    scores : list of int
        Points each seat holds.
    chests_held : list of int
        Chests each seat holds.
    winner_tie : {"share", "most_chests"}
        Equal totals share the win, or the one holding more chests wins (still-equal ones
        share).

    Returns
    -------
    list of int
        The winning seats, in seat order.
    """
    best = [p for p, s in enumerate(scores) if s == max(scores)]
    if winner_tie == "most_chests":
        most = max(chests_held[p] for p in best)
        best = [p for p in best if chests_held[p] == most]
    return best
