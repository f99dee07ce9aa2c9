"""What every algo bot shares: its own generator, the moves that need no judgement, and
the translation from a row of its view to a seat.

A bot decides from what its seat may know: ``state.view(player)`` (own row, the others'
face-up cards, colours and failed guesses, own drawn card, pile size) and the public
facts of the position (phase, whose turn, which own cards are face up). It never reads
the other rows' hidden numbers or the pile.
"""

from __future__ import annotations

from gamewidgets.algo.bots.toss import good_tosses, toss_needed
from gamewidgets.algo.engine.actions import (
    arrange_action,
    attack_action,
    call_toss_action,
    place_action,
    right_order,
    skip_toss_action,
    stay_action,
    targets,
    toss_action,
)
from gamewidgets.algo.engine.cards import card_key
from gamewidgets.algo.engine.order import insertion_index
from gamewidgets.algo.engine.state import AlgoGame
from gamewidgets.algo.engine.turn import ACTING, ARRANGE, PLACE, TOSS, TOSS_CALL, face_down
from gamewidgets.core.rng import make_rng


class AlgoBot:
    """Base of the thinking bots: places a missed card right, tosses (pair play), and
    leaves the attack policy (attack or stay) to :meth:`attack_or_stay`.

    Parameters
    ----------
    seed : int
        Seed of the bot's own generator.
    use_toss : bool
        Pair play (docs/rules/algo.md 7): True (default): as the partner, show the card
        that most reduces the attacker's uncertainty
        (:func:`~gamewidgets.algo.bots.toss.good_tosses`), and as the attacker, deduce
        with what tosses showed. False: show a random card and deduce without it (a
        baseline to measure what the toss is worth).
    """

    name = "bot"

    def __init__(self, seed: int = 0, use_toss: bool = True):
        self.seed = seed
        self.rng = make_rng(seed)
        self.use_toss = bool(use_toss)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed})"

    def act(self, state: AlgoGame, player: int) -> dict:
        """The action this bot takes for ``player`` now.

        Parameters
        ----------
        state : AlgoGame
            Read, never changed.
        player : int
            The bot's seat; it must be the seat to act.

        Returns
        -------
        dict
            A legal action (:mod:`gamewidgets.algo.engine.actions`).

        Raises
        ------
        ValueError
            If ``player`` has nothing to do now (not their turn, round or game over).
        """
        check_turn(state, player)
        if state.phase == PLACE:
            return place_action(player, right_place(state, player))
        if state.phase == TOSS:
            choices = good_tosses(state, player) if self.use_toss \
                else face_down(state.rows[player])
            return toss_action(player, self.rng.choice(choices))
        if state.phase == ARRANGE:
            return arrange_action(player, right_order(state.dealt[player]))
        if state.phase == TOSS_CALL:
            # the toss is skipped once it can tell nothing more (7), or when the bot
            # ignores what tosses show
            if self.use_toss and toss_needed(state, player):
                return call_toss_action(player)
            return skip_toss_action(player)
        return self.attack_or_stay(state, player)

    def view(self, state: AlgoGame, player: int):
        """``player``'s view, with what tosses showed unless ``use_toss`` is False."""
        return state.view(player, tosses=self.use_toss)

    def target_rows(self, state: AlgoGame) -> set[str]:
        """The names of the rows the seat to act may attack (pair play: the opponents')."""
        return {state.names[q] for q in targets(state)}

    def attack_or_stay(self, state: AlgoGame, player: int) -> dict:
        """The policy itself: an attack or a stay; each bot class defines it."""
        raise NotImplementedError(f"{type(self).__name__} defines no attack policy")

    def own_index(self, state: AlgoGame, player: int) -> int | None:
        """The own attack card when the pile is empty (4.5 own-card mode): this turn's
        card once chosen, else a random own face-down card; None otherwise."""
        if not state.own_card_mode:
            return None
        if state.turn_own is not None:
            return state.turn_own
        return self.rng.choice(state.face_down(player))

    def attack(self, state: AlgoGame, player: int, row: str, index: int, number: int) -> dict:
        """The attack on card ``index`` of the view's row ``row`` declaring ``number``."""
        return attack_action(player, state.names.index(row), index, number,
                      self.own_index(state, player))


def check_turn(state: AlgoGame, player: int) -> None:
    """Refuse to act unless ``player`` is the seat to act.

    Raises
    ------
    ValueError
        Naming the phase and the seat to act.
    """
    if state.phase not in ACTING or state.current_player != player:
        raise ValueError(f"no action to choose for player {player}: the game is in phase "
                         f"{state.phase!r}, current player {state.current_player}")


def right_place(state: AlgoGame, player: int) -> int:
    """Where the drawn card goes by the order rule (a bot never misplaces), from the
    player's own view."""
    view = state.view(player)
    keys = [card_key(s.number, s.color) for s in view.rows["me"]]
    return insertion_index(keys, view.drawn.key)


def stay(state: AlgoGame, player: int) -> dict:
    """The stay action, placing the drawn card right in the ``arrange_own_row`` mode."""
    if state.drawn is not None and state.rules.arrange_own_row:
        return stay_action(player, right_place(state, player))
    return stay_action(player)
