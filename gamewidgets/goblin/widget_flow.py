"""GoblinWidget's Python API and turn flow: who acts next, bots, the reveal, resolving.

:class:`TurnFlow` is mixed into :class:`~gamewidgets.goblin.GoblinWidget`; it works on
the widget's game and calls the widget's ``_sync`` after every successful change. The
rules themselves are the engine's (:class:`~gamewidgets.goblin.GoblinGame`).
"""

from __future__ import annotations

from contextlib import contextmanager

from gamewidgets.core.errors import Msg
from gamewidgets.goblin.actions import normalize_action
from gamewidgets.goblin.bots import BOTS
from gamewidgets.goblin.game import CHOOSE, OVER, RESOLVE, TARGET, GoblinGame
from gamewidgets.goblin.game_errors import GoblinRuleError, Words
from gamewidgets.goblin.steps import Step
from gamewidgets.goblin.widget_intents import IntentError


class TurnFlow:
    """The widget's game and its flow: cover -> choose (each person) -> ready -> reveal ->
    target (a person stealing) -> steps -> the next turn's cover, or over.

    Every Python call either succeeds (the traits follow, ``error`` is cleared) or raises
    and leaves the game, the flow and every synced trait (``step`` and ``error`` included)
    exactly as they were: see :meth:`_atomic`.
    """

    # ---- Python API -------------------------------------------------------------------
    @property
    def game(self) -> GoblinGame:
        """The :class:`GoblinGame` being played."""
        return self._game

    @property
    def steps(self) -> list[Step]:
        """The steps of the last resolved turn (a list of :class:`Step`)."""
        return list(self._game.last_steps)

    def choose(self, player: int, action: str) -> None:
        """Choose ``action`` for the person at seat ``player`` (no cover screen needed).

        Starts the next turn first if the last turn's resolution is being shown.

        Raises
        ------
        GoblinRuleError
            If the engine refuses the choice (repeat, out of the game, chosen already...).
        IntentError
            If ``player`` is a bot (bots choose on their own).
        """
        with self._atomic():
            if self._result_shown and not self._game.is_over:
                self._next_turn()
            self._check_person(player)
            self._game.choose(player, action)
            self._uncovered = False
        self._advance()

    def reveal(self) -> None:
        """Reveal every card once all people have chosen (bots choose now), as the button.

        Raises
        ------
        GoblinRuleError
            If a person has not chosen yet.
        """
        with self._atomic():
            self._reveal()
        self._advance()

    def pick_target(self, player: int, target: int) -> None:
        """The person stealing at seat ``player`` takes 1 meat from ``target`` (a rester).

        Raises
        ------
        GoblinRuleError
            If it is not that stealer's pick or ``target`` did not rest.
        """
        with self._atomic():
            self._game.pick_target(player, target)
        self._advance()

    def play_turn(self, actions: dict) -> list[Step]:
        """Play a whole turn at once: ``{seat: "dig" | "rest" | "steal" | ("steal", rester)}``.

        Bots missing from ``actions`` choose (and pick targets) by their policy (an entry
        for a bot overrides its policy, for scripted scenarios); every person still to
        choose must be in ``actions``. The resolution is then shown.

        Returns
        -------
        list of Step
            The turn's resolution steps.

        Raises
        ------
        GoblinRuleError
            If any choice or target is refused, e.g. a target who did not rest (the game,
            the flow and every synced trait are then exactly as before).
        TypeError
            If ``actions`` is not a dict.
        """
        if not isinstance(actions, dict):
            raise TypeError(f"actions must be a dict {{seat: action}}, got {actions!r}")
        with self._atomic():
            if self._result_shown and not self._game.is_over:
                self._next_turn()
            wanted = {}
            for p, act in actions.items():
                if isinstance(act, (tuple, list)) and len(act) == 2 \
                        and normalize_action(act[0]) == "steal":
                    act, wanted[p] = act
                self._game.choose(p, act)
            self._reveal()
            while self._game.phase == TARGET:
                stealer = self._game.to_pick[0]
                if stealer in wanted:
                    self._game.pick_target(stealer, wanted.pop(stealer))
                elif self._policies[stealer] is not None:
                    self._bot_target(stealer)
                else:
                    self._game.pick_target(stealer, None)  # raises: says whom to pick
            for stealer, target in wanted.items():  # set by the reveal (one rester or none)
                if self._game.targets[stealer] != target:
                    self._game._check_target(stealer, target, self._game.resters)
            self._advance_bots()
        self._advance()
        return self.steps

    def finish(self) -> list[Step]:
        """Once only bots are left in the game, play their turns until it ends.

        Returns
        -------
        list of Step
            The last turn's steps (shown step by step, then the game-over screen).

        Raises
        ------
        IntentError
            If a person is still in the game (people choose for themselves) or the game
            is over.
        """
        with self._atomic():
            self._finish()
        self._advance()
        return self.steps

    def new_game(self, seed: int | None = None) -> None:
        """Start again with the same goblins (seed: the next one, or ``seed``)."""
        self._seed = self._seed + 1 if seed is None else seed
        self._start(self._seed)

    # ---- the flow ---------------------------------------------------------------------
    @contextmanager
    def _atomic(self):
        """Undo the game and the flow if the block raises; the traits are not touched.

        The traits were made from the state before the call, so restoring that state
        without a sync leaves every synced trait (``step`` and ``error`` too) as it was.
        The game is restored in place: ``w.game`` stays the same object.
        """
        game = self._game
        backup = game.clone()
        flags = (self._result_shown, self._uncovered)
        try:
            yield
        except GoblinRuleError as exc:
            vars(game).clear()
            vars(game).update(vars(backup))
            self._result_shown, self._uncovered = flags
            # the engine's hint names engine calls (resolve()); say what the widget takes
            raise GoblinRuleError(exc.message_id, self._api_hint(), exc.lang, exc.allowed,
                                  **exc.fields) from None
        except BaseException:
            vars(game).clear()
            vars(game).update(vars(backup))
            self._result_shown, self._uncovered = flags
            raise

    def _api_hint(self) -> Msg:
        """What the widget's Python calls can do now, naming the people still to act."""
        game = self._game
        if game.is_over:
            return Msg("goblin.ui.api.over")
        if game.phase == TARGET:
            stealer = game.to_pick[0]
            return Msg("goblin.ui.api.target", seat=stealer, name=self._names[stealer],
                       resters=Words(game.resters))
        people = [p for p in game.to_choose if self._policies[p] is None]
        if game.phase == CHOOSE and people:
            return Msg("goblin.ui.api.choose",
                       people=Words(f"{self._names[p]} ({p})" for p in people))
        return Msg("goblin.ui.api.reveal")

    def _start(self, seed: int) -> None:
        self._game = GoblinGame(len(self._names), seed=seed, rules=self._rules,
                                lang=self.lang, names=self._names)
        self._bots = {p: BOTS[pol](seed=seed * 100 + p) for p, pol in enumerate(self._policies)
                      if pol is not None}
        self._uncovered = False
        self._result_shown = False
        self._error_exc = None
        self._sync()

    def _people_to_choose(self) -> list[int]:
        return [p for p in self._game.to_choose if self._policies[p] is None]

    def _check_person(self, player) -> None:
        if isinstance(player, int) and 0 <= player < len(self._names) \
                and self._policies[player] is not None:
            raise IntentError("goblin.error.intent.bot", self.lang, name=self._names[player])

    def _reveal(self) -> None:
        game = self._game
        if game.phase == CHOOSE:
            waiting = self._people_to_choose()
            if not waiting:  # bots choose last, from public information only
                for p in game.to_choose:
                    game.choose(p, self._bots[p].choose(game, p))
        game.reveal()

    def _finish(self) -> None:
        game = self._game
        if game.is_over or any(self._policies[p] is None for p in game.living):
            raise IntentError("goblin.error.intent.finish", self.lang)
        for _ in range(10_000):  # ends by itself unless rules.turn_limit is None
            if game.phase == CHOOSE:
                self._reveal()
            self._advance_bots()
            if game.is_over:
                return

    def _advance_bots(self) -> None:
        """Let bots pick their targets and resolve when nobody is left to act."""
        game = self._game
        while game.phase == TARGET and self._policies[game.to_pick[0]] is not None:
            self._bot_target(game.to_pick[0])
        if game.phase == RESOLVE:
            game.resolve()
            self._result_shown = True
            self._uncovered = False

    def _bot_target(self, stealer: int) -> None:
        game = self._game
        game.pick_target(stealer, self._bots[stealer].pick_target(
            game, stealer, game.target_choices(stealer)))

    def _advance(self) -> None:
        """After a successful action: bots act, the old error goes, the traits follow."""
        self._advance_bots()
        self._error_exc = None
        self._sync()

    def _next_turn(self) -> None:
        self._result_shown = False
        self._uncovered = False

    def _stage(self) -> tuple[str, int | None]:
        game = self._game
        if game.phase == OVER:
            return "over", None
        if self._result_shown:
            return "steps", None
        if game.phase == TARGET:
            return "target", game.to_pick[0]
        waiting = self._people_to_choose()
        if waiting:
            return ("choose" if self._uncovered else "cover"), waiting[0]
        return "ready", None
