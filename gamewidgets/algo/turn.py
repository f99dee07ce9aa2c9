"""The turn of an algo game: attack, stay, place, outs, round end and chips (rules/algo.md 4-6).

:class:`TurnMixin` holds the moves of :class:`~gamewidgets.algo.AlgoGame`; the game class
itself holds set-up, state access and legal actions.

Point chips (section 6), as read here:

- the n-th consecutive successful attack in one turn takes ``10 * n`` from the defender at
  once (``streak`` counts hits since the turn began; a turn ends at a miss or a stay);
- opening a 6 (either colour) takes a further 10 from the same defender;
- the round winner takes from every other player ``10 * k + 10 * s`` where ``k`` is the
  number of the *winner's own* cards still face down and ``s`` the number of 6s among those
  ``k`` cards (the seed: "裏向きのまま残ったカード×10点 ... 残ったカードの中に6がある場合
  ... 1枚につきさらに10点"; the others have no face-down card left by then);
- balances may go negative (the seed's borrowing, settled at the end).

A round that ends in the middle of a turn (a hit opening the last face-down card of the
last opponent, or the attacker's own card opened on an empty pile) ends at once: a drawn
card not yet placed goes back to the pile and does not count as face down.
"""

from __future__ import annotations

from gamewidgets.algo.cards import RowCard, all_cards, insertion_index
from gamewidgets.core.events import Event

GAME = "algo"
_ATTACKING = ("attack", "after_hit")


class TurnMixin:
    """Turn start, attack (4.2-4.5), stay, place, outs and round end (5), chips (6)."""

    # ---- rounds and turns -----------------------------------------------------------
    def _start_round(self) -> None:
        self.round += 1
        n = self.n_players
        self.first_player = (self.start_player + self.round - 1) % n
        self.pile = all_cards()
        self.rng.shuffle(self.pile)
        self._rng_state = None
        self.rows = [[] for _ in range(n)]
        deal = self.rules.deal_size(n)
        for _ in range(deal):
            for i in range(n):
                self.rows[(self.first_player + i) % n].append(RowCard(self.pile.pop()))
        for row in self.rows:
            row.sort(key=lambda rc: rc.card.key)
        self.drawn = None
        self.round_winner = None
        self._emit(Event("round_start", {
            "round": self.round, "rounds": self.rounds, "deal": deal,
            "player": self.first_player, "name": self.names[self.first_player]}, GAME))
        self._start_turn(self.first_player, new_round=True)

    def _start_turn(self, player: int, new_round: bool = False) -> None:
        if not new_round:
            self.events = []
        self.current_player = player
        self.phase = "attack"
        self.streak = 0
        self.turn_own = None
        self._event("turn", player)
        if self.pile:
            self.drawn = self.pile.pop()
            self._event("drew", player, card=self.drawn.token, color=self.drawn.color)
        else:
            self.drawn = None
            self._event("pile_empty" if self._own_mode() else "pile_empty_guess", player)

    def _own_mode(self) -> bool:
        """Pile empty and rule 4.5 own-card attacks (the attack card is an own card)."""
        return self.drawn is None and self.rules.empty_pile == "own_card" \
            and self.phase in _ATTACKING

    def _event(self, kind: str, player: int, **data) -> Event:
        event = Event(kind, {"player": player, "name": self.names[player], **data}, GAME)
        self._emit(event)
        return event

    def _emit(self, event: Event) -> None:
        """Record ``event`` in the turn's ``events`` and in the current call's result."""
        self.events.append(event)
        self._new.append(event)

    def _end_turn(self) -> None:
        alive = [p for p in range(self.n_players) if not self.is_out(p)]
        if len(alive) == 1:
            self._end_round(alive[0])
            return
        p = self.current_player
        for i in range(1, self.n_players + 1):
            q = (p + i) % self.n_players
            if not self.is_out(q):
                self._start_turn(q)
                return

    # ---- 4.2-4.5 attack ---------------------------------------------------------------
    def attack(self, target: int, index: int, number: int, own_index: int | None = None):
        """Attack ``target``'s face-down card at ``index`` declaring ``number`` (section 4).

        Parameters
        ----------
        target : int
            0-based player, not the attacker, still holding a face-down card.
        index : int
            0-based position of a face-down card in ``target``'s row.
        number : int
            0..11. Any number is allowed, even a silly guess.
        own_index : int, optional
            Only with the pile empty in ``own_card`` mode (section 4.5): the attacker's own
            face-down card used as the attack card (a miss turns it face up). Later attacks
            of the same turn use the same card (omit it or repeat it).

        Returns
        -------
        list of Event
            ``attack``, then ``hit`` (+ ``chips_taken``, ``six_bonus``, ``out``,
            ``round_won``...) or ``miss`` (+ ``revealed`` / ``own_revealed`` /
            ``no_reveal``, then the next ``turn``).

        Raises
        ------
        AlgoRuleError
            Not an attack phase; ``target`` not a player, the attacker or out; ``index``
            not a face-down card of the target; ``number`` not 0..11; ``own_index``
            missing, not allowed, not an own face-down card or not this turn's card.
            The state is unchanged.
        """
        self._check_phase(_ATTACKING, "attack(target, index, number)")
        me = self.current_player
        self._check_player(target, "target")
        targets = self._target_list()
        if target == me:
            raise self._error("algo.error.game.self_target", target=target, targets=targets)
        if self.is_out(target):
            raise self._error("algo.error.game.target_out", target=target,
                              name=self.names[target], targets=targets)
        row = self.rows[target]
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(row):
            raise self._error("algo.error.game.bad_index", index=repr(index),
                              name=self.names[target], count=len(row), last=len(row) - 1)
        if row[index].face_up:
            raise self._error("algo.error.game.face_up", index=index, name=self.names[target],
                              card=row[index].card.token,
                              choices=", ".join(map(str, self.face_down(target))))
        if isinstance(number, bool) or not isinstance(number, int) or not 0 <= number <= 11:
            raise self._error("algo.error.game.bad_number", number=repr(number))
        own = self._check_own(own_index)
        self._new = []
        self._do_attack(target, index, number, own)
        return self._new

    def _check_own(self, own_index):
        if not self._own_mode():
            if own_index is not None:
                raise self._error("algo.error.game.own_not_allowed", own=repr(own_index))
            return None
        if self.turn_own is not None:
            if own_index is not None and own_index != self.turn_own:
                raise self._error("algo.error.game.own_changed", fixed=self.turn_own)
            return self.turn_own
        choices = self.face_down(self.current_player)
        if own_index is None:
            raise self._error("algo.error.game.own_needed", choices=", ".join(map(str, choices)))
        if isinstance(own_index, bool) or own_index not in choices:
            raise self._error("algo.error.game.own_bad", own=repr(own_index),
                              choices=", ".join(map(str, choices)))
        return own_index

    def _do_attack(self, target: int, index: int, number: int, own) -> None:
        me = self.current_player
        rc = self.rows[target][index]
        hit = rc.card.number == number
        common = {"target": target, "target_name": self.names[target], "index": index,
                  "position": index + 1, "number": number}
        self._event("attack", me, color=rc.card.color, own_index=own, **common)
        record = {"round": self.round, "attacker": me, "target": target, "index": index,
                  "number": number, "hit": hit, "streak": 0, "revealed": None}
        self.history.append(record)
        if hit:
            rc.face_up = True
            self.streak += 1
            self.turn_own = own
            record.update(card=rc.card.token, streak=self.streak)
            self._event("hit", me, card=rc.card.token, streak=self.streak, **common)
            if self.rules.chips:
                self._transfer("chips_taken", me, target, 10 * self.streak, streak=self.streak)
                if rc.card.number == 6:
                    self._transfer("six_bonus", me, target, 10)
            if self.is_out(target):
                self._event("out", target)
            if sum(not self.is_out(p) for p in range(self.n_players)) == 1:
                self._end_round(me)
            else:
                self.phase = "after_hit"
            return
        rc.failed.add(number)
        self._event("miss", me, **common)
        if self.drawn is not None:
            if self.rules.arrange_own_row:
                self.phase = "place"
                return
            self._put_drawn(face_up=True, position=None)
        elif own is not None:
            mine = self.rows[me][own]
            mine.face_up = True
            self.history[-1] = {**record, "revealed": mine.card.token}
            self._event("own_revealed", me, card=mine.card.token, index=own, position=own + 1)
            if self.is_out(me):
                self._event("out", me)
        else:
            self._event("no_reveal", me)
        self._end_turn()

    def _put_drawn(self, face_up: bool, position) -> None:
        """Insert the drawn card into the current player's row by the order rule; in
        ``arrange_own_row`` mode a wrong ``position`` costs the penalty first (section 6)."""
        me, card = self.current_player, self.drawn
        row = self.rows[me]
        right = insertion_index([rc.card.key for rc in row], card.key)
        if position is not None and position != right:
            pen = self.rules.misplace_penalty
            self._event("misplaced", me, given=position + 1, correct=right + 1, penalty=pen)
            self.penalties[me] += pen
            if self.rules.chips:
                self.chips[me] -= pen
                self.pot += pen
        row.insert(right, RowCard(card, face_up))
        self.drawn = None
        if face_up:
            self.history[-1] = {**self.history[-1], "revealed": card.token}
            self._event("revealed", me, card=card.token, index=right, position=right + 1)
        else:
            self._event("stay", me, index=right, position=right + 1)

    def _transfer(self, kind: str, to: int, frm: int, points: int, **data) -> None:
        self.chips[frm] -= points
        self.chips[to] += points
        self._event(kind, to, target=frm, target_name=self.names[frm], points=points, **data)

    # ---- 4.4 stay, place --------------------------------------------------------------
    def stay(self, position: int | None = None):
        """After a hit, stop attacking (section 4.4).

        The drawn card goes face down into the own row at the order rule's place; with the
        pile empty nothing moves (section 4.5). The turn passes.

        Parameters
        ----------
        position : int, optional
            Only in ``arrange_own_row`` mode with a drawn card, and then required: where
            the player puts the card, 0..len(row). A wrong place costs
            ``rules.misplace_penalty`` and the card is put right (section 6).

        Returns
        -------
        list of Event

        Raises
        ------
        AlgoRuleError
            Not after a hit; ``position`` missing, not allowed or out of range.
        """
        self._check_phase(("after_hit",), "stay()")
        if self.drawn is not None and self.rules.arrange_own_row:
            self._check_position(position, required=True)
        elif position is not None:
            raise self._error("algo.error.game.position_not_allowed", position=repr(position))
        self._new = []
        if self.drawn is None:
            self._event("stay_own", self.current_player)
        else:
            self._put_drawn(face_up=False, position=position)
        self._end_turn()
        return self._new

    def place(self, position: int):
        """``arrange_own_row`` mode, after a failed attack: put the drawn card face up at
        ``position`` of the own row (sections 4.5 and 6). A wrong place costs the penalty
        and the card is put right. The turn passes.

        Returns
        -------
        list of Event

        Raises
        ------
        AlgoRuleError
            Not the place phase, or ``position`` not 0..len(row).
        """
        self._check_phase(("place",), "place(position)")
        self._check_position(position, required=True)
        self._new = []
        self._put_drawn(face_up=True, position=position)
        self._end_turn()
        return self._new

    def _check_position(self, position, required: bool) -> None:
        last = len(self.rows[self.current_player])
        if position is None and required:
            raise self._error("algo.error.game.position_needed", last=last)
        if isinstance(position, bool) or not isinstance(position, int) \
                or not 0 <= position <= last:
            raise self._error("algo.error.game.bad_position", position=repr(position), last=last)

    # ---- 5 round end, 6 chips -----------------------------------------------------------
    def _end_round(self, winner: int) -> None:
        if self.drawn is not None:
            self.pile.append(self.drawn)
            self.drawn = None
        self.round_winner = winner
        self.round_wins[winner] += 1
        self._event("round_won", winner, round=self.round, wins=self.round_wins[winner])
        if self.rules.chips:
            down = [rc.card for rc in self.rows[winner] if not rc.face_up]
            sixes = sum(c.number == 6 for c in down)
            for q in range(self.n_players):
                if q != winner:
                    self._transfer("round_transfer", winner, q, 10 * (len(down) + sixes),
                                   cards=len(down), sixes=sixes)
            if self.pot:
                self.chips[winner] += self.pot
                self._event("pot_taken", winner, points=self.pot)
                self.pot = 0
        self.current_player = None
        self.streak = 0
        self.turn_own = None
        if self.round >= self.rounds:
            self.phase = "game_over"
            won = self.winners
            self._emit(Event("game_over", {
                "rounds": self.round, "winners": won,
                "names": ", ".join(self.names[p] for p in won)}, GAME))
        else:
            self.phase = "round_over"

    def next_round(self):
        """Deal the next round (section 5): shuffle the 24 cards, deal, the first player
        is the next seat after this round's first player.

        Returns
        -------
        list of Event
            ``round_start``, ``turn``, ``drew`` (also the new ``events``).

        Raises
        ------
        AlgoRuleError
            If the round is not over (or the game is).
        """
        self._check_phase(("round_over",), "next_round()")
        self.events, self._new = [], []
        self._start_round()
        return self._new
