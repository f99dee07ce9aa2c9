"""Rules options of Goblin Escape: every [interp] default of docs/rules/goblin.md is named here."""

from __future__ import annotations

from dataclasses import dataclass, field, fields

from gamewidgets.core.options import RulesOptions, check_int, is_int

EXIT = "exit"
"""The exit tunnel card: turning it up ends the game at once (docs/rules/goblin.md 3.2)."""
ACTIONS = ("dig", "rest", "steal")
"""The three action cards, 掘る / 休む / 奪う (docs/rules/goblin.md 1)."""

MAX_TUNNEL_CARDS = 1000
"""Most tunnel cards a box (``tunnel_counts``) or a fixed deck (``tunnel_deck``) may hold:
far more than any table needs (27 in the game), few enough that dealing stays instant."""

DEFAULT_EFFECTS = {"meat": 2, "mushroom": 1, "empty": 0}
DEFAULT_COUNTS = {"exit": 1, "mushroom": 6, "meat": 6, "empty": 14}

_CHOICES = {
    "tie": ("shared", "nobody"),
    "all_starved": ("nobody", "last_out"),
    "last_goblin": ("plays_on", "wins"),
    "target_order": ("seat", "any"),
    "turn_limit_outcome": ("nobody", "most_meat"),
}


@dataclass(frozen=True)
class GoblinRules(RulesOptions):
    """Rules configuration of Goblin Escape (docs/rules/goblin.md; defaults are the spec's).

    Parameters
    ----------
    tunnel_effects : dict of str to int
        Meat gained by *each* digger when a non-exit tunnel card is turned up
        (docs/rules/goblin.md 3.2, [interp]). Default ``{"meat": 2, "mushroom": 1, "empty": 0}``.
        Keys are the non-exit card kinds; values may be negative (a "cave-in" card).
    tunnel_counts : dict of str to int
        Tunnel cards in the box (section 1, [seed]): ``{"exit": 1, "mushroom": 6, "meat": 6,
        "empty": 14}``. Exactly one exit; the other keys must be those of ``tunnel_effects``;
        at most :data:`MAX_TUNNEL_CARDS` cards in all.
    starting_meat : int
        Meat counters each goblin starts with (section 2, [seed]). Default 3.
    drop_out_store : int
        Meat added to the common store (共通の食料置き場) for each goblin who drops out
        (section 4, [seed]). Default 3.
    steal_without_rester : int
        Meat each stealer loses when nobody rested this turn (3.1, [seed]). Default 2.
    tie : {"shared", "nobody"}
        Several goblins with the most meat at the end: they share the win, or nobody wins
        (section 5, [interp]). Default ``"shared"``.
    all_starved : {"nobody", "last_out"}
        Every goblin has dropped out: nobody wins, or the goblins who dropped out in the
        last food check share the win (section 5, [interp]). Default ``"nobody"``.
    last_goblin : {"plays_on", "wins"}
        A goblin who is the only one left keeps playing until the exit or starvation
        (``"plays_on"``, section 6, [interp]), or wins at once (``"wins"``: the game ends
        after the turn that left one goblin, reason ``"last_goblin"``). Default
        ``"plays_on"``.
    min_players, max_players : int
        Player-count range (section 1: 3 to 6). ``tunnel_per_player * max_players`` may
        not exceed the non-exit cards (26 by default) unless ``tunnel_deck`` is given.
    tunnel_per_player : int
        Non-exit tunnel cards dealt per player at set-up (section 2, [seed]: 4, so the
        tunnel holds ``4 x players + 1`` cards). The exit is always shuffled in among the
        last ``players + 1``, so this must be at least 1. The classroom variant
        (:meth:`classroom`, docs/rules/goblin.md "A classroom variant") uses 2: a tunnel
        of ``2 x players + 1`` cards, about half as many turns. Default 4.
    tunnel_deck : tuple of str or None
        An explicit tunnel deck, top card first, replacing the shuffled set-up of section 2
        (scenarios for teachers and tests). It must hold exactly one ``"exit"`` (anywhere:
        a teacher may put it early); the other cards must be kinds of ``tunnel_effects``.
        Cards below the exit are never reached; at most :data:`MAX_TUNNEL_CARDS` cards.
        ``None`` (default): the seed's set-up.
    target_order : {"seat", "any"}
        After the reveal, stealers pick their resters in seat order (``"seat"``, [interp],
        since picking needs the revealed choices) or in any order (``"any"``).
    turn_limit : int or None
        A software option, in neither the seed nor docs/rules/goblin.md: goblins who never dig
        could play forever (resting and stealing keep them fed), so after this many turns
        the game ends with the goblins still trapped, and by default nobody wins (see
        ``turn_limit_outcome``). It exists so that bot games and simulations always end.
        Default 100: real games end far sooner (the tunnel holds
        ``tunnel_per_player x players + 1`` cards and each turn with a digger turns one;
        about 1% of the mixed bot games of :func:`~gamewidgets.goblin.tournament` reach
        it). ``None``: no limit, as in the seed.
    turn_limit_outcome : {"nobody", "most_meat"}
        Who wins when ``turn_limit`` ends the game (software option): ``"nobody"``
        (default: the goblins never escaped, so no goblin becomes the boss), or
        ``"most_meat"``, the living goblins with the most meat, as if the exit had opened.

    Notes
    -----
    "Eliminated players cannot win" (section 5, [interp]) needs no option: a goblin still
    in the game always holds more meat (1 or more) than one who dropped out (0 or less),
    and the one case where only the eliminated are left is ``all_starved``. The other
    [interp] points fix what the seed leaves open (the deck cannot run out before the
    exit; the no-repeat rule is about each goblin's own last action) and have no sensible
    alternative.

    Raises
    ------
    ValueError
        On construction, if an option is out of range; the message names the option and
        the allowed values.
    """

    tunnel_effects: dict = field(default_factory=lambda: dict(DEFAULT_EFFECTS))
    tunnel_counts: dict = field(default_factory=lambda: dict(DEFAULT_COUNTS))
    starting_meat: int = 3
    drop_out_store: int = 3
    steal_without_rester: int = 2
    tie: str = "shared"
    all_starved: str = "nobody"
    last_goblin: str = "plays_on"
    min_players: int = 3
    max_players: int = 6
    tunnel_deck: tuple | None = None
    target_order: str = "seat"
    turn_limit: int | None = 100
    turn_limit_outcome: str = "nobody"
    tunnel_per_player: int = 4

    def __post_init__(self):
        self._check_choices(_CHOICES)
        effects = dict(self.tunnel_effects)
        counts = dict(self.tunnel_counts)
        if EXIT in effects or not effects:
            raise ValueError("tunnel_effects maps the non-exit card kinds to meat per digger, "
                             f"e.g. {DEFAULT_EFFECTS}; got {effects!r}")
        for kind, gain in effects.items():
            if not isinstance(kind, str):
                raise ValueError(f"tunnel card kinds are strings, got {kind!r}")
            check_int(f"tunnel_effects[{kind!r}]", gain, -99)
        if set(counts) != set(effects) | {EXIT} or counts.get(EXIT) != 1:
            raise ValueError("tunnel_counts needs exactly one 'exit' and a count for each kind "
                             f"of tunnel_effects {sorted(effects)}; got {counts!r}")
        for kind, n in counts.items():
            check_int(f"tunnel_counts[{kind!r}]", n, 0)
        if sum(counts.values()) > MAX_TUNNEL_CARDS:
            raise ValueError(f"tunnel_counts holds {sum(counts.values())} cards; at most "
                             f"{MAX_TUNNEL_CARDS}")
        check_int("starting_meat", self.starting_meat, 1)
        check_int("drop_out_store", self.drop_out_store, 0)
        check_int("steal_without_rester", self.steal_without_rester, 0)
        check_int("min_players", self.min_players, 1)
        check_int("max_players", self.max_players, self.min_players)
        object.__setattr__(self, "tunnel_effects", effects)
        object.__setattr__(self, "tunnel_counts", counts)
        if self.tunnel_deck is not None:
            deck = tuple(self.tunnel_deck)
            if len(deck) > MAX_TUNNEL_CARDS:
                raise ValueError(f"tunnel_deck holds {len(deck)} cards; at most "
                                 f"{MAX_TUNNEL_CARDS}")
            bad = [c for c in deck if c != EXIT and c not in effects]
            if bad or deck.count(EXIT) != 1:
                raise ValueError("tunnel_deck must hold exactly one 'exit' and otherwise cards "
                                 f"among {sorted(effects)}, top card first; got {list(deck)!r}")
            object.__setattr__(self, "tunnel_deck", deck)
        check_int("tunnel_per_player", self.tunnel_per_player, 1)
        if self.tunnel_deck is None and \
                self.tunnel_per_player * self.max_players > self.non_exit_cards:
            raise ValueError(f"max_players={self.max_players} needs {self.tunnel_per_player} x "
                             f"{self.max_players} non-exit tunnel cards, but tunnel_counts has "
                             f"{self.non_exit_cards}")
        check_int("turn_limit", self.turn_limit, 1, or_none=True)
        # Hash once: rules objects key caches on the hot path (saving, restoring).
        object.__setattr__(self, "_hash", hash(
            tuple(sorted(effects.items())) + tuple(sorted(counts.items()))
            + tuple(getattr(self, f.name) for f in fields(self)[2:])))

    def __hash__(self) -> int:
        return self._hash

    @classmethod
    def classroom(cls, **overrides) -> GoblinRules:
        """The classroom variant (docs/rules/goblin.md, "A classroom variant"): a tunnel of
        ``2 x players + 1`` cards with the exit among the last ``players + 1``, so a game
        fits a lesson (about half the turns of the original). Not the original's rule.

        Parameters
        ----------
        **overrides
            Other options, as for :class:`GoblinRules`.

        Raises
        ------
        ValueError
            As :class:`GoblinRules`.
        """
        return cls(**{"tunnel_per_player": 2, **overrides})

    def tunnel_length(self, n_players: int) -> int:
        """Cards in the tunnel deck of a game of ``n_players`` with the set-up of section 2:
        ``tunnel_per_player x n_players + 1`` (the length of ``tunnel_deck`` if one is
        given)."""
        if self.tunnel_deck is not None:
            return len(self.tunnel_deck)
        return self.tunnel_per_player * n_players + 1

    @property
    def non_exit_cards(self) -> int:
        """Number of non-exit tunnel cards in the box (26 by default)."""
        return sum(n for k, n in self.tunnel_counts.items() if k != EXIT)

    def box_cards(self) -> list[str]:
        """The tunnel cards of the box (section 1), unshuffled, exit last."""
        cards = [k for k, n in self.tunnel_counts.items() if k != EXIT for _ in range(n)]
        return cards + [EXIT]

    def deal_tunnel(self, n_players: int, rng) -> tuple[list[str], list[str]]:
        """The tunnel deck of a game's set-up (docs/rules/goblin.md 2): ``tunnel_per_player
        x n_players`` non-exit cards, the exit among the last ``n_players + 1``; or
        ``tunnel_deck``.

        Parameters
        ----------
        n_players : int
        rng : random.Random
            A generator made for this deal from the game's seed (shuffles twice; not used
            with ``tunnel_deck``). The game keeps the dealt deck, not the generator.

        Returns
        -------
        (list of str, list of str)
            The deck, TOP CARD LAST, and the cards left out of the game.
        """
        if self.tunnel_deck is not None:
            return list(self.tunnel_deck)[::-1], []
        cards = self.box_cards()[:-1]
        rng.shuffle(cards)
        size = self.tunnel_per_player * n_players
        pile, out = cards[:size], cards[size:]
        # The seed: take `players` cards from the pile, shuffle the exit in with them and
        # put them under the pile, so the exit is among the last players + 1.
        bottom = pile[:n_players] + [EXIT]
        rng.shuffle(bottom)
        return (pile[n_players:] + bottom)[::-1], out

    def check_players(self, n_players) -> int:
        """Return ``n_players`` if it is within ``min_players..max_players``.

        Raises
        ------
        ValueError
            Otherwise, naming the allowed range.
        """
        if not is_int(n_players) or not self.min_players <= n_players <= self.max_players:
            raise ValueError(f"n_players must be {self.min_players} to {self.max_players}, "
                             f"got {n_players!r}")
        return n_players


