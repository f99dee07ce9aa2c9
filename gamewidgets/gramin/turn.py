"""Trap setting, actions and the end of a turn of the multiplayer game (rules/gramin.md 4.3-4.7, 5).

:class:`TurnMixin` holds the turn's later phases of :class:`~gamewidgets.gramin.GraminGame`;
the game class itself holds set-up, dice and build.
"""

from __future__ import annotations

from collections import Counter

from gamewidgets.core.events import Event
from gamewidgets.gramin.board import Pos
from gamewidgets.gramin.cards import MoveCard
from gamewidgets.gramin.deck import GAME, CardList
from gamewidgets.gramin.game_errors import Msg
from gamewidgets.gramin.program import Loop, Program
from gamewidgets.gramin.rules import GraminRules

_PARSED: dict[tuple[str, GraminRules], Program] = {}


def parse_program(text: str, rules: GraminRules) -> Program:
    """:meth:`Program.parse` with a cache (a Program is never modified once made).

    Raises
    ------
    ProgramSyntaxError
        As :meth:`Program.parse`.
    """
    key = (text, rules)
    prog = _PARSED.get(key)
    if prog is None:
        prog = Program.parse(text, rules)
        if len(_PARSED) > 4096:
            _PARSED.clear()
        _PARSED[key] = prog
    return prog


def _show(pos) -> str:
    try:
        r, c = pos
        return f"({r}, {c})"
    except (TypeError, ValueError):
        return repr(pos)


class TurnMixin:
    """Trap setting (4.3), actions (4.4), end of turn (4.7) and end of game (5)."""

    def _new_turn_state(self) -> None:
        n = self.n_players
        self.rolls: list[int | None] = [None] * n
        self.parent: int | None = None
        self.programs: list[Program | None] = [None] * n
        self._actions: list[list | None] = [None] * n
        self.built = [False] * n
        self.laid: list[list[str]] = [[] for _ in range(n)]
        self.pending_traps: list[list[str]] = [[] for _ in range(n)]
        self.next_action = [0] * n
        self.stopped: list[str | None] = [None] * n
        self.actor: int | None = None
        self.revealed = False
        self.world.if_allowed = [self.world.default_if_marks() for _ in range(n)]
        self.world.if_room = [None] * n

    # ---- 4.3 trap setting ---------------------------------------------------------
    def trap_squares(self) -> list[Pos]:
        """Squares a trap card may go on now: on the board, with no chest, no piece and no
        other trap (rules/gramin.md 2.2, 4.3)."""
        b, busy = self.board, set(self.positions)
        return [(r, c) for r in range(b.rows) for c in range(b.cols)
                if (r, c) not in b.chests and (r, c) not in b.traps and (r, c) not in busy]

    def place_trap(self, player: int, kind: str, pos) -> list[Event]:
        """Place one declared trap card of ``player`` on square ``pos`` (rules/gramin.md 4.3).

        Players place in action order from the parent, each all of their declared trap
        cards. When the last is placed the programs are revealed (4.4).

        Parameters
        ----------
        player : int
            The player whose turn it is to place (:attr:`current_player`).
        kind : {"crocodile", "hole", "wall"}
            One of the trap cards the player declared in :meth:`build`.
        pos : (int, int)
            ``(row, col)``; see :meth:`trap_squares`.

        Returns
        -------
        list of Event

        Raises
        ------
        GraminRuleError
            Not the trap phase; not this player's turn to place; no such declared trap
            card; an illegal square (the message lists legal examples).
        """
        self._check_phase("traps", "place_trap(player, kind, pos)")
        self._check_player(player)
        placer = self._placer()
        if player != placer:
            raise self._error("gramin.error.game.not_your_trap", player=player, current=placer)
        if kind not in self.pending_traps[player]:
            raise self._error("gramin.error.game.trap_not_declared", player=player, kind=kind,
                              pending=CardList(Counter(self.pending_traps[player])))
        why, pos = self._square_problem(pos)
        if why is not None:
            examples = ", ".join(f"({r}, {c})" for r, c in self.trap_squares()[:3])
            raise self._error("gramin.error.game.bad_square", pos=_show(pos), why=why,
                              examples=examples)
        self.pending_traps[player].remove(kind)
        self.laid[player].remove(kind)
        self.board.traps[pos] = kind
        start = len(self.events)
        self.events.append(self._event("trap_placed", player, trap=kind, pos=list(pos)))
        self._advance_traps()
        return self.events[start:]

    def _square_problem(self, pos):
        try:
            r, c = pos
            if isinstance(r, bool) or isinstance(c, bool) or not isinstance(r, int) \
                    or not isinstance(c, int):
                raise TypeError
        except (TypeError, ValueError):
            return Msg("gramin.game.why.not_square"), pos
        pos = (r, c)
        if not self.board.inside(pos):
            return Msg("gramin.game.why.off_board", rows=self.board.rows,
                       cols=self.board.cols), pos
        for what, where in (("chest", self.board.chests), ("trap", self.board.traps),
                            ("piece", self.positions)):
            if pos in where:
                return Msg(f"gramin.game.why.{what}"), pos
        return None, pos


    def _placer(self) -> int | None:
        for p in self.action_order():
            if self.pending_traps[p]:
                return p
        return None

    def _after_build(self) -> None:
        if any(self.pending_traps):
            self.phase = "traps"
            self._advance_traps()
        else:
            self._reveal()

    def _advance_traps(self) -> None:
        """Return trap cards that have no free square to the hand; reveal when all are set."""
        while True:
            p = self._placer()
            if p is None:
                self._reveal()
                return
            if self.trap_squares():
                return
            for kind in self.pending_traps[p]:
                self.laid[p].remove(kind)
                self.hands[p].append(kind)
                if self.world.if_room[p] is not None:  # the card no longer counts (2.3)
                    self.world.if_room[p] += 1
                self.events.append(self._event("trap_returned", p, trap=kind))
            self.pending_traps[p] = []

    def _reveal(self) -> None:
        self.revealed = True
        self.events.append(Event("revealed", {}, GAME))
        self.phase = "action"
        self.actor = self._next_actor(self.parent)
        if self.actor is None:
            self._end_turn()

    def _has_actions(self, p: int) -> bool:
        acts = self._actions[p]
        return acts is not None and self.stopped[p] is None and self.next_action[p] < len(acts)

    def _next_actor(self, first: int) -> int | None:
        for i in range(self.n_players):
            p = (first + i) % self.n_players
            if self._has_actions(p):
                return p
        return None

    # ---- 4.4 action ---------------------------------------------------------------
    def act(self, on_card=None) -> list[Event]:
        """Run the current player's next action (rules/gramin.md 4.4, 4.5, 2.2, 5).

        An action is one move card or one whole top-level loop. Each square entered is
        resolved by :meth:`World.enter` (walls, trap cards, chests, robbery). A trap that
        stops the player ends their program. Players act round and round in seat order from
        the parent, skipping finished and stopped ones; when none is left the turn ends
        (4.7: laid cards to the discard, next turn's dice phase). The game ends the moment
        the last chest leaves the board, even in the middle of a loop or a dash.

        Parameters
        ----------
        on_card : callable, optional
            Called after each move card is run, as ``on_card(card_index, loops, events)``:
            the card's 0-based index in the program, ``[(open index, iteration, N), ...]``
            of its enclosing loops, and the square events of that card. The game is in
            the state that card left (the turn's end has not been applied yet), so a
            step-through can record one frame per card and loop iteration (section 6).
            It must only read the game: if it raises, the exception propagates with the
            action half run.

        Returns
        -------
        list of Event
            ``action``, then the square events (``chest_opened``, ``trap_card``,
            ``robbery``, ...; each with ``player`` and ``seat``), then ``turn_end`` or
            ``game_over`` if that happened.

        Raises
        ------
        GraminRuleError
            If it is not the action phase.
        """
        self._check_phase("action", "act()")
        p = self.actor
        prog = self.programs[p]
        steps = self._actions[p][self.next_action[p]]
        start = len(self.events)
        node = prog.body[self.next_action[p]]
        if isinstance(node, Loop):
            shown = " ".join(c.token for c in prog.cards[node.open_index:node.close_index + 1])
        else:
            shown = prog.cards[node].token
        self.events.append(self._event("action", p, cards=shown, action=self.next_action[p]))
        board = self.board
        for card_index, loops in steps:
            first = len(self.events)
            stop = self._move(p, prog.cards[card_index])
            if stop:
                self.stopped[p] = stop
            if on_card is not None:
                on_card(card_index, loops, self.events[first:])
            if stop:
                break
            if not board.chests:
                break
        self.next_action[p] += 1
        if not board.chests:
            self._game_over()
        else:
            self.actor = self._next_actor(p + 1)
            if self.actor is None:
                self._end_turn()
        return self.events[start:]

    def _move(self, p: int, card: MoveCard) -> str | None:
        """One move card through the World; a dash is entered square by square so that the
        game can end between its two squares."""
        parts = [MoveCard("step", card.direction)] * 2 if card.kind == "dash" else [card]
        for part in parts:
            result = self.world.move(p, part)
            self.events.extend(Event(e.kind, {**e.data, "player": p, "seat": p + 1}, e.game)
                               for e in result.events)
            if result.stop:
                return result.stop
            if not self.board.chests or not result.path:
                return None
        return None

    # ---- 4.7 end of turn, 5 end of game ----------------------------------------------
    def _discard_laid(self) -> None:
        for p in range(self.n_players):
            self.discard.extend(self.laid[p])
            self.laid[p] = []
            self.pending_traps[p] = []

    def _end_turn(self) -> None:
        self._discard_laid()
        self.events.append(Event("turn_end", {"turn": self.turn}, GAME))
        self.turn += 1
        self.phase = "roll"
        self.actor = None

    def _game_over(self) -> None:
        self._discard_laid()
        self.phase = "over"
        self.actor = None
        won = self.winners
        self.events.append(Event("game_over", {"winners": won, "seats": ", ".join(
            str(p + 1) for p in won)}, GAME))

    # ---- OpenSpiel-like interface -------------------------------------------------------
    def legal_actions(self) -> list[dict]:
        """Legal actions now, as dicts for :meth:`apply_action`.

        ``[{"type": "roll"}]`` in the dice phase; in the build phase one template
        ``{"type": "build", "player": p}`` per player still to build (add ``"program"``
        and ``"traps"``: programs are not enumerated); in the trap phase every
        ``{"type": "place_trap", "player", "kind", "pos"}``; ``[{"type": "act"}]`` in the
        action phase; ``[]`` when the game is over.
        """
        if self.phase == "roll":
            return [{"type": "roll"}]
        if self.phase == "build":
            return [{"type": "build", "player": p} for p in self.to_act]
        if self.phase == "traps":
            p = self._placer()
            return [{"type": "place_trap", "player": p, "kind": k, "pos": [r, c]}
                    for k in sorted(set(self.pending_traps[p])) for r, c in self.trap_squares()]
        if self.phase == "action":
            return [{"type": "act"}]
        return []

    def apply_action(self, action: dict) -> list[Event]:
        """Apply an action dict (see :meth:`legal_actions`) and return its events.

        Raises
        ------
        GraminRuleError
            An unknown action, or whatever the called method raises.
        """
        kind = action.get("type") if isinstance(action, dict) else None
        if kind == "roll":
            return self.roll()
        if kind == "build":
            return self.build(action.get("player"), action.get("program", ""),
                              action.get("traps", ()), action.get("if_marks"))
        if kind == "place_trap":
            return self.place_trap(action.get("player"), action.get("kind"), action.get("pos"))
        if kind == "act":
            return self.act()
        raise self._error("gramin.error.game.unknown_action", action=repr(action))

    def play_out(self, bots=None, max_turns: int = 1000) -> list[int]:
        """Play to the end with bots (see :func:`gamewidgets.gramin.bot.play_bots`).

        Returns
        -------
        list of int
            The winners.
        """
        from gamewidgets.gramin.bot import play_bots

        play_bots(bots, game=self, max_turns=max_turns)
        return self.winners
