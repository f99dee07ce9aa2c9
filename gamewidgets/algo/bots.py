"""Bots for algo: random, logical and probabilistic.

Each bot decides from what its player may know: ``game.view(player)`` (own row, the
others' face-up cards, colours and failed guesses, own drawn card, pile size) and the
public facts of the position (phase, whose turn, which own cards are face up). It never
reads the other rows' hidden numbers or the pile.

- :class:`RandomBot`: a uniformly random legal action.
- :class:`LogicalBot`: attacks a card that logic makes certain (``deduce(view).certain``)
  when there is one, else a random candidate number of a random hidden card; after a hit
  it stays when no certain card is left.
- :class:`ProbabilisticBot`: attacks the slot and number of highest exact probability
  (``posterior(view)``); after a hit it stays when that probability is below
  ``threshold``.
"""

from __future__ import annotations

from gamewidgets.algo.actions import Attack, NextRound, Place, Stay
from gamewidgets.algo.cards import insertion_index
from gamewidgets.algo.deduction import deduce
from gamewidgets.algo.game import AFTER_HIT, ATTACK, PLACE, ROUND_OVER, AlgoGame
from gamewidgets.algo.game_errors import AlgoRuleError
from gamewidgets.algo.probability import posterior
from gamewidgets.core.rng import make_rng


class _Bot:
    """Shared parts: the rng, the moves that need no judgement, target translation."""

    name = "bot"

    def __init__(self, seed: int = 0):
        self.seed = seed
        self.rng = make_rng(seed)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed})"

    def choose(self, game: AlgoGame):
        """The action this bot takes for ``game.current_player`` now.

        Parameters
        ----------
        game : AlgoGame
            A game that is not over.

        Returns
        -------
        Attack, Stay, Place or NextRound
            A legal action.

        Raises
        ------
        ValueError
            If the game is over.
        """
        if game.phase == ROUND_OVER:
            return NextRound()
        if game.phase == PLACE:
            return Place(self._right_place(game))
        if game.phase not in (ATTACK, AFTER_HIT):
            raise ValueError(f"no action to choose: the game is in phase {game.phase!r}")
        return self._attack_or_stay(game)

    def _attack_or_stay(self, game: AlgoGame):
        """The policy itself: an Attack or a Stay; each bot class defines it."""
        raise NotImplementedError(f"{type(self).__name__} defines no attack policy")

    # ---- helpers ----------------------------------------------------------------
    @staticmethod
    def _right_place(game: AlgoGame) -> int:
        """Where the drawn card goes by the order rule (a bot never misplaces)."""
        view = game.view(game.current_player)
        keys = [2 * s.number + (s.color == "white") for s in view.rows["me"]]
        return insertion_index(keys, view.drawn.key)

    def _stay(self, game: AlgoGame) -> Stay:
        if game.drawn is not None and game.rules.arrange_own_row:
            return Stay(self._right_place(game))
        return Stay()

    def _own_index(self, game: AlgoGame):
        """The own attack card when the pile is empty (rule 4.5 own-card mode)."""
        if not game._own_mode():
            return None
        if game.turn_own is not None:
            return game.turn_own
        return self.rng.choice(game.face_down(game.current_player))

    @staticmethod
    def _player_of(game: AlgoGame, row: str) -> int:
        return game.names.index(row)

    def _attack(self, game: AlgoGame, row: str, index: int, number: int) -> Attack:
        return Attack(self._player_of(game, row), index, number, self._own_index(game))


class RandomBot(_Bot):
    """A uniformly random legal action (``rng.choice(game.legal_actions())``).

    Parameters
    ----------
    seed : int
        Seed of the bot's own generator.
    """

    name = "random"

    def choose(self, game: AlgoGame):
        """A uniformly random legal action: ``game.legal_actions()[k]`` for a uniform
        ``k``, picked without building the whole list (see :meth:`AlgoGame.legal_parts`).

        Raises
        ------
        ValueError
            If the game is over.
        """
        slots, numbers, owns, others = game.legal_parts()
        per_slot = len(numbers) * len(owns)
        total = len(slots) * per_slot + len(others)
        if not total:
            raise ValueError(f"no action to choose: the game is in phase {game.phase!r}")
        k = self.rng.randrange(total)
        if k >= len(slots) * per_slot:
            return others[k - len(slots) * per_slot]
        (q, i), rest = slots[k // per_slot], k % per_slot
        return Attack(q, i, numbers[rest // len(owns)], owns[rest % len(owns)])


class LogicalBot(_Bot):
    """Attacks a card logic makes certain; else a random candidate.

    With a certain card (``deduce(view).certain``, picked at random if several) it attacks
    it; without one, in phase ATTACK it attacks a random hidden card with a random number
    still among its candidates; after a hit (phase AFTER_HIT) it stays.

    Parameters
    ----------
    seed : int
        Seed of the bot's own generator.
    """

    name = "logical"

    def _attack_or_stay(self, game: AlgoGame):
        d = deduce(game.view(game.current_player))
        if d.certain:
            row, index, number = self.rng.choice(d.certain)
            return self._attack(game, row, index, number)
        if game.phase == AFTER_HIT:
            return self._stay(game)
        slots = [(row, i) for row in d.candidates
                 for i, s in enumerate(d.view.rows[row]) if s.hidden]
        row, index = self.rng.choice(slots)
        number = self.rng.choice(sorted(d.candidates[row][index]))
        return self._attack(game, row, index, number)


class ProbabilisticBot(_Bot):
    """Attacks the most probable slot and number; stays below a threshold.

    It computes ``posterior(view)`` (exact, over all deals consistent with the view) and
    takes the (hidden slot, number) of highest probability, ties at random. In phase
    ATTACK it must attack and does; after a hit it attacks again only if that
    probability is at least ``threshold``, else it stays.

    Parameters
    ----------
    seed : int
        Seed of the bot's own generator.
    threshold : float
        Smallest chance of success (0..1) worth a further attack after a hit.

    Raises
    ------
    ValueError
        If ``threshold`` is not within 0..1.
    """

    name = "probabilistic"

    def __init__(self, seed: int = 0, threshold: float = 0.5):
        if not 0.0 <= threshold <= 1.0:
            raise ValueError(f"threshold is a probability 0..1, got {threshold!r}")
        super().__init__(seed)
        self.threshold = threshold

    def __repr__(self) -> str:
        return f"ProbabilisticBot(seed={self.seed}, threshold={self.threshold})"

    def best(self, game: AlgoGame) -> tuple[float, list[tuple[str, int, int]]]:
        """The best attack for ``game.current_player`` by exact probability.

        Returns
        -------
        chance : float
            The highest probability (0..1) of any number on any hidden card of the others.
        choices : list of (str, int, int)
            Every ``(row name, index, number)`` reaching ``chance``, in view order.
        """
        view = game.view(game.current_player)
        post = posterior(view)
        best, choices = -1.0, []
        for row, dists in post.items():
            slots = view.rows[row]
            for i, dist in enumerate(dists):
                if not slots[i].hidden:
                    continue
                for number, p in dist.items():
                    if p > best + 1e-12:
                        best, choices = p, [(row, i, number)]
                    elif p > best - 1e-12:
                        choices.append((row, i, number))
        return best, choices

    def _attack_or_stay(self, game: AlgoGame):
        chance, choices = self.best(game)
        if game.phase == AFTER_HIT and chance < self.threshold:
            return self._stay(game)
        row, index, number = self.rng.choice(choices)
        return self._attack(game, row, index, number)


BOTS = {"random": RandomBot, "logical": LogicalBot, "probabilistic": ProbabilisticBot}
"""Bot classes by name."""


def make_bots(bots, seed: int = 0) -> list:
    """Bot objects from names (keys of :data:`BOTS`) or bot objects; a name's bot gets
    the seed ``1000 * seed + seat``.

    Raises
    ------
    ValueError
        If a name is not in :data:`BOTS`.
    """
    out = []
    for seat, bot in enumerate(bots):
        if isinstance(bot, str):
            if bot not in BOTS:
                raise ValueError(f"unknown bot {bot!r}: choose one of {sorted(BOTS)}")
            bot = BOTS[bot](seed=1000 * seed + seat)
        out.append(bot)
    return out


def step_bots(game: AlgoGame, bots) -> list:
    """Let the bot of the player to act (the first bot between rounds) take one action.

    Parameters
    ----------
    game : AlgoGame
        A game that is not over.
    bots : sequence of bot
        One per player, each with ``choose(game)``.

    Returns
    -------
    list of Event
        The events of the action.
    """
    p = game.current_player
    bot = bots[0] if p is None else bots[p]
    return game.apply(bot.choose(game))


def play_bots(bots, seed: int = 0, rules=None, game: AlgoGame | None = None,
              max_steps: int = 100_000) -> AlgoGame:
    """Play a whole game with one bot per player.

    Parameters
    ----------
    bots : sequence of bot or str
        One per player (2..4); names are keys of :data:`BOTS` (see :func:`make_bots`).
    seed : int
        Seed of the game (and of bots given by name).
    rules : AlgoRules, optional
    game : AlgoGame, optional
        Play this game on instead of a new one (``seed``/``rules`` then only seed bots).
    max_steps : int
        Safety cap on actions.

    Returns
    -------
    AlgoGame
        The finished game.

    Raises
    ------
    AlgoRuleError
        If there is not one bot per player, or the game does not end in ``max_steps``.
    """
    bots = make_bots(bots, seed)
    if game is None:
        if not 2 <= len(bots) <= 4:
            raise AlgoRuleError("algo.error.game.bad_bot", n="2-4", got=len(bots))
        game = AlgoGame(len(bots), seed=seed, rules=rules)
    if len(bots) != game.n_players:
        raise AlgoRuleError("algo.error.game.bad_bot", n=game.n_players, got=len(bots))
    for _ in range(max_steps):
        if game.is_terminal:
            return game
        step_bots(game, bots)
    if game.is_terminal:
        return game
    raise AlgoRuleError("algo.error.game.too_long", steps=max_steps)
