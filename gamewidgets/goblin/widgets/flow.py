"""The turn of a GoblinWidget at one shared screen: who acts next, the bots, the reveal.

:class:`TurnFlow` holds the widget's game, its bots and where the turn stands on the
screen: cover -> choose (each person, in secret) -> ready -> reveal -> target (a person
stealing among several resters) -> steps (the resolution shown) -> the next turn's cover,
or over. Who may see the screen is :class:`~gamewidgets.core.screen.Screen`'s rule: the
choice of a person is made behind a cover only that person lifts (a person alone among
bots has no cover). The rules are the engine's (:class:`~gamewidgets.goblin.GoblinGame`); bots act
through :func:`gamewidgets.core.bots.advance`. The widget makes each move all or
nothing with :meth:`TurnFlow.atomic`.
"""

from __future__ import annotations

import copy
from contextlib import contextmanager
from dataclasses import replace

from gamewidgets.core.bots import advance, make_bots
from gamewidgets.core.engine import check_phase
from gamewidgets.core.errors import IntentError
from gamewidgets.core.screen import Screen
from gamewidgets.core.text import Msg
from gamewidgets.goblin.bots import BOTS
from gamewidgets.goblin.engine.actions import choose_action, normalize_action, pick_target_action
from gamewidgets.goblin.engine.errors import GoblinRuleError, goblin, goblins
from gamewidgets.goblin.engine.options import GoblinRules
from gamewidgets.goblin.engine.state import GoblinGame
from gamewidgets.goblin.engine.turn import CHOOSE, TARGET, check_target, resters_of

FINISH_TURNS = 100
"""Most turns one "play to the end" plays: every game of the default rules ends within them
(``turn_limit=100``); a table of bots that never dig, with ``turn_limit=None``, may play
for ever, and then each call plays this many turns (well under a second) and shows the
last one."""


class TurnFlow:
    """A widget's game, its bots, and the moment of the turn the screen shows.

    The game resolves a turn inside the apply of its last choice; the screen shows the
    "ready: reveal" moment before that. So when a person's choice would be the last of
    the turn (no bot left to choose), it is checked by the engine and kept here
    (:attr:`pending`) until the reveal applies it.

    Parameters
    ----------
    names : sequence of str
        Display names by seat.
    policies : list of (str or None)
        Bot policy by seat (a name of :data:`~gamewidgets.goblin.bots.BOTS`), None for a
        person.
    rules : GoblinRules
    seed : int
        The game's seed; the bots are seeded from it
        (:func:`gamewidgets.core.bots.bot_seed`).
    lang : {"en", "ja"}

    Attributes
    ----------
    game : GoblinGame
    bots : list of (bot or None)
    screen : Screen
        Who sits at the screen: the person choosing (the viewer), or whom the cover
        waits for.
    result_shown : bool
        Whether the screen shows the last resolved turn.
    pending : dict or None
        A person's choice kept until the reveal (see above).
    """

    def __init__(self, names, policies, rules: GoblinRules, seed: int, lang: str):
        self.names, self.policies = tuple(names), list(policies)
        self.lang = lang  # the widget's: its refusals' str() (the game holds no language)
        self.game = GoblinGame(len(self.names), seed=seed, rules=rules, names=self.names)
        self.bots = make_bots(BOTS, self.policies, seed)
        self.screen = Screen([p is None for p in self.policies])
        self.result_shown = False
        self.pending: dict | None = None
        self.follow()

    # ---- where the turn stands ----------------------------------------------------------
    def stage(self) -> tuple[str, int | None]:
        """``(stage, active seat)``: ``"cover"``/``"choose"`` (a person to choose),
        ``"ready"``, ``"target"`` (a person to pick), ``"steps"`` or ``"over"``."""
        game = self.game
        if game.is_terminal:
            return "over", None
        if self.result_shown:
            return "steps", None
        if game.phase == TARGET:
            return "target", game.to_pick[0]
        waiting = self.people_to_choose()
        if waiting:
            viewer = self.screen.viewer
            if viewer in waiting:
                return "choose", viewer
            return "cover", self.screen.cover
        return "ready", None

    def choosing(self) -> list[int]:
        """The people whose choice the screen waits for now (in secret, behind a cover):
        those still to choose, unless the screen shows a result or the game is over."""
        if self.game.is_terminal or self.result_shown or self.game.phase != CHOOSE:
            return []
        return self.people_to_choose()

    def follow(self) -> None:
        """Apply the rule of who may see the screen (:meth:`Screen.follow`); a goblin out
        of the game leaves it (:meth:`Screen.retire`)."""
        self.screen.retire(p for p in self.screen.people if not self.game.alive[p])
        self.screen.follow(self.choosing())

    def people_to_choose(self) -> list[int]:
        """People (not bots) still to choose this turn, in seat order."""
        kept = None if self.pending is None else self.pending["player"]
        return [p for p in self.game.to_choose if self.policies[p] is None and p != kept]

    def chosen(self) -> set[int]:
        """Seats whose choice the flow keeps (they count as having chosen)."""
        return set() if self.pending is None else {self.pending["player"]}

    # ---- moves --------------------------------------------------------------------------
    def choose(self, action: dict) -> None:
        """A person's choice ``{"type": "choose", "player", "action"}``, checked by the
        engine; the next turn begins first if the screen shows the last one's resolution.

        Raises
        ------
        IntentError
            If ``action["player"]`` is a bot.
        GoblinRuleError
            If the engine refuses the choice.
        """
        if self.result_shown and not self.game.is_terminal:
            self.next_turn()
        player = action["player"]
        self.check_person(player)
        self._not_kept(player)
        act = self.game.validate(action)
        if self.game.to_choose == [player]:
            self.pending = act  # the last choice: the engine would resolve the turn now
        else:
            self.game.apply(act)
        self.screen.leave(self.choosing())  # the chooser is done: the next one's cover

    def reveal(self) -> None:
        """All people have chosen: the bots choose, the cards are shown, the turn goes on.

        Raises
        ------
        GoblinRuleError
            If it is not the time to choose, or a person has not chosen yet.
        """
        game = self.game
        check_phase(game.phase, (CHOOSE,), "reveal()", GoblinRuleError)
        self._check_all_chosen()
        self._play_out(len(game.history))

    def pick_target(self, action: dict) -> None:
        """A person's steal target ``{"type": "pick_target", "player", "target"}``; then
        the bots go on.

        Raises
        ------
        GoblinRuleError
            If it is not that stealer's pick or the target did not rest.
        """
        start = len(self.game.history)
        self.game.apply(action)
        self._play_out(start)

    def play_turn(self, actions: dict) -> None:
        """A whole turn: ``{seat: card or ("steal", rester)}`` for people (and bots whose
        policy is overridden); the other bots act by their policy.

        Raises
        ------
        GoblinRuleError
            If a choice or target is refused, or a person still to choose is missing.
        TypeError
            If ``actions`` is not a dict.
        """
        if not isinstance(actions, dict):
            raise TypeError(f"actions must be a dict {{seat: action}}, got {actions!r}")
        game = self.game
        if self.result_shown and not game.is_terminal:
            self.next_turn()
        start, wanted, acts = len(game.history), {}, []
        for p, act in actions.items():
            if isinstance(act, (tuple, list)) and len(act) == 2 \
                    and normalize_action(act[0]) == "steal":
                act, wanted[p] = act
            self._not_kept(p)
            acts.append(game.validate(choose_action(p, act)))
        for act in acts:  # all checked first: the last one may reveal the turn
            game.apply(act)
        if game.phase == CHOOSE and len(game.history) == start:  # not revealed yet
            self._check_all_chosen()
        self._play_out(start, skip=wanted)
        while game.phase == TARGET:
            stealer = game.to_pick[0]  # a person, or a bot whose target is given
            if stealer not in wanted:
                # a person who steals without saying from whom, and several rested: the
                # widget asks them now, as after a click (w.pick_target or the buttons)
                break
            game.apply(pick_target_action(stealer, wanted.pop(stealer)))
            self._play_out(start, skip=wanted)
        turn = game.history[-1] if wanted else None
        for stealer, target in wanted.items():  # given where the reveal decided (<= 1 rester)
            if turn["targets"][stealer] != target:
                check_target(stealer, target, resters_of(turn["alive_before"], turn["choices"]),
                             len(turn["choices"]))

    def finish(self) -> None:
        """Once only bots are left in the game, play their turns until it ends, at most
        :data:`FINISH_TURNS` turns (the screen then shows the last one played).

        Raises
        ------
        IntentError
            If a person is still in the game or the game is over.
        """
        game = self.game
        if game.is_terminal or any(self.policies[p] is None for p in game.living):
            raise IntentError("goblin.error.intent.finish", self.lang)
        last = len(game.history) + FINISH_TURNS
        advance(game, self.bots, until=lambda state: len(state.history) >= last)
        self.result_shown = True

    def next_turn(self) -> None:
        """Leave the resolution shown for the next turn's first screen."""
        self.result_shown = False
        self.follow()

    def rename(self, names) -> None:
        """Give the players new display names (the game's step sentences follow)."""
        self.names = tuple(names)
        self.game.names = self.names
        self.game.last_steps = [replace(s, names=self.names) for s in self.game.last_steps]

    # ---- all or nothing -----------------------------------------------------------------
    @contextmanager
    def atomic(self):
        """Undo the game, the bots and the flow if the block raises.

        The game is restored in place (``widget.game`` stays the same object); the bots
        get back their state (a random bot's generator), so a refused call draws nothing
        and the game goes on as if it had never been made. A :class:`GoblinRuleError`
        then says, in the widget's language, what the widget's calls can do now
        (:meth:`api_hint`) instead of the engine's calls.
        """
        game = self.game
        backup, bots = game.clone(), copy.deepcopy(self.bots)
        flags = (self.result_shown, self.screen.viewer, self.screen.cover, self.pending)
        try:
            yield
        except BaseException as exc:
            vars(game).clear()
            vars(game).update(vars(backup))
            self.bots = bots
            self.result_shown, self.screen.viewer, self.screen.cover, self.pending = flags
            if isinstance(exc, GoblinRuleError):
                exc.hint = self.api_hint()
                exc.named(self.names).lang = self.lang
            raise

    def api_hint(self) -> Msg:
        """What the widget's Python calls can do now, naming the people still to act."""
        game = self.game
        if game.is_terminal:
            return Msg("goblin.ui.api.over")
        if game.phase == TARGET:
            stealer = game.to_pick[0]
            return Msg("goblin.ui.api.target", seat=stealer, name=self.names[stealer],
                       resters=goblins(game.resters, "or", numbered=True))
        people = self.people_to_choose()
        if people:
            return Msg("goblin.ui.api.choose", people=goblins(people, numbered=True))
        return Msg("goblin.ui.api.reveal")

    def check_person(self, player) -> None:
        """Raise :class:`IntentError` if seat ``player`` is a bot (bots choose on their own)."""
        if isinstance(player, int) and 0 <= player < len(self.names) \
                and self.policies[player] is not None:
            raise IntentError("goblin.error.intent.bot", self.lang, name=self.names[player])

    # ---- helpers ------------------------------------------------------------------------
    def _play_out(self, start: int, skip=()) -> None:
        """The kept choice, then the bots of this turn (not those in ``skip``); the screen
        shows the result once the turn begun before history entry ``start`` is resolved."""
        game = self.game
        if self.pending is not None:
            act, self.pending = self.pending, None
            game.apply(act)
        bots = [None if seat in skip else bot for seat, bot in enumerate(self.bots)]
        advance(game, bots, until=lambda state: len(state.history) > start)
        if len(game.history) > start:
            self.result_shown = True

    def _check_all_chosen(self) -> None:
        waiting = self.people_to_choose()
        if waiting:
            raise GoblinRuleError("goblin.error.not_all_chosen", allowed_values=waiting,
                                  players=goblins(waiting, "and"))

    def _not_kept(self, player) -> None:
        if self.pending is not None and player == self.pending["player"]:
            raise GoblinRuleError("goblin.error.chosen_twice", player=goblin(player))
