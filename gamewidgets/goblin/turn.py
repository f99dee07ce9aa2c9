"""The turn of Goblin Escape: secret choices, reveal, steal targets, resolution (rules/goblin.md 3).

:class:`TurnMixin` holds the calls that move a :class:`~gamewidgets.goblin.GoblinGame`
through a turn; the game class holds set-up, state access and error helpers. The
resolution itself is :func:`~gamewidgets.goblin.resolution.resolve_turn`.
"""

from __future__ import annotations

from gamewidgets.goblin.actions import normalize_action
from gamewidgets.goblin.game_errors import Words
from gamewidgets.goblin.resolution import resolve_turn, winners_of
from gamewidgets.goblin.rules import ACTIONS
from gamewidgets.goblin.steps import Step

CHOOSE = "choose"
"""Phase: living goblins choose their actions in secret."""
TARGET = "target"
"""Phase: after the reveal, stealers pick whom to steal from (seat order)."""
RESOLVE = "resolve"
"""Phase: choices revealed and targets known; call :meth:`GoblinGame.resolve`."""
OVER = "over"
"""Phase: the game has ended (exit, everybody starved, the last goblin with
``last_goblin="wins"``, or the turn limit)."""
PHASES = (CHOOSE, TARGET, RESOLVE, OVER)


class TurnMixin:
    """choose (phase 1), reveal (phase 2), pick_target, resolve (phase 3), play_turn."""

    # ---- phase 1: secret choices ------------------------------------------------------
    def choose(self, player: int, action: str) -> None:
        """Choose ``player``'s action for this turn, in secret (rules/goblin.md 3, phase 1).

        Parameters
        ----------
        player : int
            A living goblin who has not chosen yet this turn.
        action : {"dig", "rest", "steal"}
            Not the action this player chose last turn (any on the first turn). "Dig" in
            any case and the card names 掘る/休む/奪う are accepted and stored as the id.

        Raises
        ------
        GoblinRuleError
            Not the choose phase; not a player; the goblin is out of the game; it has
            chosen already; unknown action; last turn's action (the message lists the
            allowed ones; ``error.allowed`` holds them).
        """
        self._check_phase(CHOOSE, "choose(player, action)")
        action = normalize_action(action)
        self._check_choice(player, action)
        self.choices[player] = action

    # ---- phase 2: reveal --------------------------------------------------------------
    def reveal(self) -> dict[int, str]:
        """Show every choice at once (phase 2), then set up the steal targets (3.1).

        With no rester, stealers need no target; with exactly one rester, every stealer
        takes that one (there is no choice to make); with several resters the phase becomes
        :data:`TARGET` and each stealer calls :meth:`pick_target`. Otherwise :data:`RESOLVE`.

        Returns
        -------
        dict of int to str
            ``{player: action}`` for every living goblin.

        Raises
        ------
        GoblinRuleError
            Not the choose phase, or a living goblin has not chosen yet.
        """
        self._check_phase(CHOOSE, "reveal()")
        waiting = self.to_choose
        if waiting:
            raise self._error("goblin.error.not_all_chosen", waiting, players=Words(waiting))
        ch = self.choices
        resters = [p for p in range(self.n_players) if ch[p] == "rest"]
        stealers = [p for p in range(self.n_players) if ch[p] == "steal"]
        self.phase = RESOLVE
        if stealers and len(resters) == 1:
            for s in stealers:
                self.targets[s] = resters[0]
        elif stealers and resters:
            self.phase = TARGET
        return {p: a for p, a in enumerate(self.choices) if a is not None}

    def target_choices(self, stealer: int) -> list[int]:
        """The resters ``stealer`` may pick (this turn's resters; ``[]`` if not a stealer
        still to pick)."""
        if self.phase != TARGET or stealer not in self.to_pick:
            return []
        return self.resters

    def pick_target(self, stealer: int, rester: int) -> None:
        """``stealer`` picks whom to steal 1 meat from (rules/goblin.md 3.1, after the reveal).

        Parameters
        ----------
        stealer : int
            A goblin who chose steal and has not picked yet; with ``rules.target_order ==
            "seat"`` the first such goblin in seat order (:attr:`to_pick`).
        rester : int
            A goblin who chose rest this turn. Several stealers may pick the same rester.

        Raises
        ------
        GoblinRuleError
            Not the target phase; not a player; not a stealer; picked already; out of seat
            order; ``rester`` did not rest (the message lists the resters).
        """
        self._check_phase(TARGET, "pick_target(stealer, rester)")
        self._check_player(stealer)
        stealers = [p for p in range(self.n_players) if self.choices[p] == "steal"]
        if stealer not in stealers:
            raise self._error("goblin.error.not_stealer", stealers, player=stealer,
                              stealers=Words(stealers))
        if self.targets[stealer] is not None:
            raise self._error("goblin.error.target_twice", player=stealer)
        first = self.to_pick[0]
        if self.rules.target_order == "seat" and stealer != first:
            raise self._error("goblin.error.not_your_pick", [first], player=stealer,
                              current=first)
        self._check_target(stealer, rester, self.resters)
        self.targets[stealer] = rester
        if not self.to_pick:
            self.phase = RESOLVE

    def _check_target(self, stealer: int, rester, resters: list[int]) -> None:
        if rester not in resters or isinstance(rester, bool):
            raise self._error("goblin.error.not_rester", resters, player=stealer,
                              target=repr(rester), allowed=Words(resters))

    # ---- phase 3: resolution ----------------------------------------------------------
    def resolve(self, record: bool = True) -> list[Step]:
        """Resolve the turn: steal -> dig -> rest, food checks, drop-outs, end (3.1-5).

        Parameters
        ----------
        record : bool
            Record the steps (default). ``False`` is the lean path for simulations: same
            rules, same state afterwards, no step objects (returns ``[]``).

        Returns
        -------
        list of Step
            Everything that happened, in order; the last is ``game_over`` if the game ended.

        Raises
        ------
        GoblinRuleError
            Not the resolve phase (choose, reveal and pick the targets first).
        """
        self._check_phase(RESOLVE, "resolve()")
        n = self.n_players
        record_ = {
            "turn": self.turn, "choices": tuple(self.choices), "targets": tuple(self.targets),
            "meat_before": tuple(self.meat), "store_before": self.store,
            "alive_before": tuple(self.alive), "last_before": tuple(self.last_action),
            "turned_before": len(self.tunnel_turned), "card": None}
        steps = [] if record else None
        self.store, end, card, out = resolve_turn(self.meat, self.alive, self.store,
                                                   self.choices, self.targets, self.deck,
                                                   self.rules, steps, self.names)
        record_["card"] = card
        self.history.append(record_)
        if card is not None:
            self.tunnel_turned.append(card)
        if out:
            self.last_out = out
        self.last_action = [last if c is None else c
                            for c, last in zip(self.choices, self.last_action, strict=True)]
        if end is None and self.rules.last_goblin == "wins" and sum(self.alive) == 1:
            end = "last_goblin"
        limit = self.rules.turn_limit
        if end is None and limit is not None and self.turn >= limit:
            end = "turn_limit"
        if end is None:
            self.turn += 1
            self.phase = CHOOSE
            self.choices = [None] * n
            self.targets = [None] * n
        else:
            self.end = end
            self.phase = OVER
            self._winners = winners_of(self.meat, self.alive, end, self.last_out, self.rules)
            if record:
                steps.append(self._game_over_step())
        self.last_steps = steps if record else []
        return steps if record else []

    def _game_over_step(self) -> Step:
        best = max((self.meat[p] for p in self._winners), default=None)
        return Step("game_over", list(self._winners), {"store": self.store},
                    {"store": self.store}, {"reason": self.end, "winners": list(self._winners),
                                            "meat": best, "turns": self.turn}, self.names)

    # ---- a whole turn -----------------------------------------------------------------
    def play_turn(self, actions: dict, record: bool = True) -> list[Step]:
        """Choose, reveal, pick targets and resolve in one call (scripted scenarios, bots).

        Parameters
        ----------
        actions : dict
            ``{player: action}`` for every living goblin that has not chosen yet this turn;
            an action is ``"dig"``, ``"rest"``, ``"steal"`` or ``("steal", rester)`` (any
            case, or 掘る/休む/奪う, as :meth:`choose`). A bare
            ``"steal"`` is fine when at most one goblin rests; with several resters the
            target must be given. Choices made before with :meth:`choose` count too; an
            error about a steal target can then tell the caller whom those goblins chose
            before the reveal, so finish such a turn as a referee, or with
            :meth:`reveal` and :meth:`pick_target` (what the widget does).
        record : bool
            Record the steps (see :meth:`resolve`).

        Returns
        -------
        list of Step
            As :meth:`resolve`.

        Raises
        ------
        GoblinRuleError
            Everything :meth:`choose` and :meth:`pick_target` raise, a goblin missing, a
            target on dig/rest, or a stealer without target when several goblins rest. The
            whole call is checked before anything changes: on error the game is unchanged.
        """
        self._check_phase(CHOOSE, "play_turn(actions)")
        if not isinstance(actions, dict):
            raise self._error("goblin.error.not_a_mapping", got=repr(actions))
        n = self.n_players
        choices = list(self.choices)
        wanted = {}
        for p, act in actions.items():
            if type(act) is not str and isinstance(act, (tuple, list)) and len(act) == 2:
                act, target = act
                act = normalize_action(act)
                if act != "steal" and act in ACTIONS:
                    raise self._error("goblin.error.target_not_steal", ["steal"],
                                      action=act, target=repr(target))
                wanted[p] = target
            else:
                act = normalize_action(act)
            if type(p) is not int or not 0 <= p < n or choices[p] is not None \
                    or not self.alive[p] or act == self.last_action[p] or act not in ACTIONS:
                self._check_choice(p, act)  # raises, saying what is allowed
            choices[p] = act
        alive = self.alive
        missing = [p for p in range(n) if alive[p] and choices[p] is None]
        if missing:
            raise self._error("goblin.error.missing_choices", missing, players=Words(missing))
        resters = [p for p in range(n) if choices[p] == "rest"]
        targets = [None] * n
        if resters:
            for p in range(n):
                if choices[p] != "steal":
                    continue
                if p in wanted:
                    self._check_target(p, wanted[p], resters)
                    targets[p] = wanted[p]
                elif len(resters) == 1:
                    targets[p] = resters[0]
                else:
                    raise self._error("goblin.error.need_target", resters, player=p,
                                      example=resters[0], allowed=Words(resters))
        else:
            for p in wanted:
                self._check_target(p, wanted[p], resters)
        self.choices = choices
        self.targets = targets
        self.phase = RESOLVE
        return self.resolve(record)
