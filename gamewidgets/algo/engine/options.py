"""Rules options of algo: every [interp] default of docs/rules/algo.md is a named option here."""

from __future__ import annotations

from dataclasses import dataclass

from gamewidgets.core.i18n import t
from gamewidgets.core.options import RulesOptions, check_int, is_int
from gamewidgets.core.text import MAX_NAME, is_text, shown, typed

EMPTY_PILE_MODES = ("own_card", "guess_only")
MODES = ("standard", "pair")
"""Ways to play :class:`~gamewidgets.algo.engine.state.AlgoGame` (docs/rules/algo.md 4, 7);
solo play (7b) is :class:`~gamewidgets.algo.engine.solo.AlgoSolo`."""
DEALS = {"four": (4, 4, 4), "three": (4, 3, 3)}
"""Named deals for ``deal_sizes``: ``"four"`` (the seed's 4 each, the default) and
``"three"`` (3 each for 3 and 4 players) (docs/rules/algo.md 3.2)."""
PAIR_DEAL = 6
"""Cards per player in pair play: all 24 are dealt (docs/rules/algo.md 7)."""
PAIR_PLAYERS = 4
RESERVED_NAMES = ("me", "deck", "drawn")
"""Names a player may not take: they name rows of a view's text form."""


@dataclass(frozen=True)
class AlgoRules(RulesOptions):
    """Rules configuration (docs/rules/algo.md; each default is the spec's choice).

    Parameters
    ----------
    deal_sizes : tuple of (int, int, int) or str
        Cards dealt to each player with 2, 3 and 4 players (3.2). Default ``(4, 4, 4)``
        (the seed: 4 each whatever the number of players); a name of :data:`DEALS`
        (``"four"``, or ``"three"`` = ``(4, 3, 3)``) stands for its sizes. Each between 1
        and ``24 // n``. Pair play ignores it (6 each, 7).
    mode : {"standard", "pair"}
        ``"standard"``: every player for themselves (4). ``"pair"`` (7): 4 players, seats
        0+2 against 1+3, all 24 cards dealt (6 each, no pile), a toss before each turn and
        the attack card one of the attacker's own face-down cards.
    toss : bool
        Pair play only: before each turn the partner (if still in the round) shows the
        attacker one of the partner's face-down cards (7). Default True; False plays pair
        play without it (for comparison).
    skip_toss : bool
        Pair play with the toss: the attacker may skip the toss when it is no longer
        needed (7: 「トスの必用がなくなれば、省略してアタックをしてもかまいません」); each
        such turn begins with the attacker's ``call_toss`` or ``skip_toss``. Default True
        (the official rule); False: the partner always tosses.
    empty_pile : {"own_card", "guess_only"}
        With the pile empty (4.5 [interp]): ``"own_card"``: the attacker names one of their
        own face-down cards as the attack card (the attack's ``own_index``); a failed
        attack turns that card face up. ``"guess_only"``: a failed attack just passes the
        turn.
    chips : bool
        Play with point chips (6). Default False (most round wins wins).
    starting_chips : tuple of (int, int, int)
        Points each player starts with, for 2, 3 and 4 players (6). Default
        ``(400, 230, 200)``.
    rounds : int or None
        Rounds per game; ``None`` = the number of players (5 [interp]).
    arrange_own_row : bool
        Teaching mode (6): players place their own cards into their row (the ``position``
        of a stay or a place action); a misplaced card breaks the order rule, a
        disqualification (失格): all that player's cards are turned face up and they are
        out of the round.
    misplace_penalty : int
        Points a disqualified player puts on the table with chips (6; the seed's 50). They
        go to a pot that the round's winner takes.

    Raises
    ------
    ValueError
        On construction, if an option is out of range; the message names the option and
        the allowed values.
    """

    deal_sizes: tuple[int, int, int] = DEALS["four"]
    mode: str = "standard"
    toss: bool = True
    skip_toss: bool = True
    empty_pile: str = "own_card"
    chips: bool = False
    starting_chips: tuple[int, int, int] = (400, 230, 200)
    rounds: int | None = None
    arrange_own_row: bool = False
    misplace_penalty: int = 50

    def __post_init__(self):
        if isinstance(self.deal_sizes, str):
            if self.deal_sizes not in DEALS:
                raise ValueError(f"deal_sizes names one of {tuple(DEALS)} or gives three "
                                 f"sizes; got {self.deal_sizes!r}")
            object.__setattr__(self, "deal_sizes", DEALS[self.deal_sizes])
        object.__setattr__(self, "deal_sizes", tuple(self.deal_sizes))
        object.__setattr__(self, "starting_chips", tuple(self.starting_chips))
        if len(self.deal_sizes) != 3 or any(
                not is_int(d) or not 1 <= d <= 24 // n
                for n, d in zip((2, 3, 4), self.deal_sizes, strict=True)):
            raise ValueError("deal_sizes gives the cards per player for 2, 3, 4 players, "
                             f"each 1..12, 1..8, 1..6; got {self.deal_sizes!r}")
        self._check_choices({"empty_pile": EMPTY_PILE_MODES, "mode": MODES})
        if self.mode == "pair" and self.empty_pile != "own_card":
            raise ValueError("pair play attacks with the attacker's own card (7): "
                             f"empty_pile must be 'own_card', got {self.empty_pile!r}")
        if len(self.starting_chips) != 3 or not all(map(is_int, self.starting_chips)):
            raise ValueError("starting_chips gives the points for 2, 3, 4 players as three "
                             f"ints; got {self.starting_chips!r}")
        check_int("rounds", self.rounds, 1, or_none=True)
        for name in ("chips", "arrange_own_row", "toss", "skip_toss"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"{name} must be True or False, got {getattr(self, name)!r}")
        check_int("misplace_penalty", self.misplace_penalty, 0)

    @property
    def pair(self) -> bool:
        """Whether this is pair play (docs/rules/algo.md 7)."""
        return self.mode == "pair"

    def deal_size(self, n_players: int) -> int:
        """Cards dealt to each of ``n_players`` (2..4) players (docs/rules/algo.md 3.2; pair
        play: 6, 7)."""
        return PAIR_DEAL if self.pair else self.deal_sizes[n_players - 2]

    def starting_chips_for(self, n_players: int) -> int:
        """Points each of ``n_players`` (2..4) players starts with (docs/rules/algo.md 6)."""
        return self.starting_chips[n_players - 2]

    def rounds_for(self, n_players: int) -> int:
        """Rounds in a game of ``n_players`` players (docs/rules/algo.md 5)."""
        return n_players if self.rounds is None else self.rounds


def check_names(names, n: int, lang: str) -> list[str]:
    """The player names of a game of ``n`` players (default "Player 1", ... in ``lang``).

    Raises
    ------
    ValueError
        If ``names`` does not give ``n`` distinct names, each non-empty text of at most
        :data:`MAX_NAME` characters without ``:`` or ``;`` (nor a lone surrogate) and not
        one of :data:`RESERVED_NAMES`.
    """
    if names is None:
        return [t("algo.game.default_name", lang, seat=p + 1) for p in range(n)]
    names = [typed(name) for name in names]  # as typed: "Ａｎｎ" is "Ann"
    if len(names) != n:
        raise ValueError(f"names must give one name per player ({n}), got {len(names)}")
    for name in names:
        if not isinstance(name, str) or not name.strip() or ":" in name or ";" in name \
                or name.strip().lower() in RESERVED_NAMES or len(name.strip()) > MAX_NAME \
                or not is_text(name):
            raise ValueError(f"player name {shown(name)} is not usable: a name is non-empty "
                             f"text of at most {MAX_NAME} characters without ':' or ';' and "
                             "not 'me', 'deck' or 'drawn'")
    names = [name.strip() for name in names]
    if len(set(names)) != n:
        raise ValueError(f"player names must be distinct, got {names!r}")
    return names
