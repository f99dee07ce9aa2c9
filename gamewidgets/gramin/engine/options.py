"""Rules options of Gramin Expedition: every [interp] default of docs/rules/gramin.md is named
here."""

from __future__ import annotations

from dataclasses import dataclass

from gamewidgets.core.options import RulesOptions, check_int, is_int
from gamewidgets.gramin.engine.cards import CHIP_KINDS, IF_KINDS, MOVE_KINDS, TRAP_KINDS

DEFAULT_DECK = (
    ("step", 10),
    ("dash", 6),
    ("jump", 4),
    ("crocodile", 2),
    ("hole", 2),
    ("wall", 2),
    ("if_crocodile", 2),
    ("if_hole", 2),
    ("if_wall", 2),
)

_CHOICES = {
    "off_board": ("stop",),
    "trap_persistence": ("discard", "stay"),
    "parent_tie": ("reroll", "first_seat"),
    "robbery_tie": ("reroll",),
    "winner_tie": ("share", "most_chests"),
    "robbery_pick": ("random", "latest"),
    "if_card_cost": ("when_used", "never"),
    "trap_squares": ("any", "empty"),
    "jump_into_wall": ("before", "stay"),
    "crocodile_tie": ("first_taker", "same_round"),
}


@dataclass(frozen=True)
class GraminRules(RulesOptions):
    """Rules configuration (docs/rules/gramin.md; each default is the spec's [interp] choice).

    Parameters
    ----------
    board_size : int
        Squares per side of the square board, 5..12 (section 1). Default 7.
    chest_points : tuple of int
        Points of the point chips (section 1). Default ``(1, 1, 1, 2, 2, 2, 3, 3, 4, 5)``.
    chest_traps : tuple of str
        Trap chips among the chests, each ``"crocodile"`` or ``"hole"`` (section 1).
    deck : tuple of (str, int)
        Program-deck counts by card kind (section 1): move ``step``/``dash``/``jump``,
        traps ``crocodile``/``hole``/``wall``, if-cards ``if_crocodile``/``if_hole``/``if_wall``.
    move_kinds : tuple of str
        The move-card kinds in play (section 2.1).
    start_hand : int
        Cards dealt to each player at set-up (section 3). Default 2.
    off_board : {"stop"}
        Moving off the board: the piece stops at the edge, the card's remaining motion is
        lost and the program continues (section 2.1).
    trap_persistence : {"discard", "stay"}
        ``"discard"``: a trap card leaves the board when it takes effect or is cancelled;
        ``"stay"``: it stays (section 2.2).
    trap_squares : {"any", "empty"}
        Where a trap card may be placed (sections 2.2, 4.3): ``"any"`` (default, the
        original's わなを好きなマスに設置します) any square without a trap card (a chest
        or a piece may share it; the square then resolves trap, chest, robbery in that
        order, section 4.5); ``"empty"`` a square with no chest, no piece and no other
        trap card.
    jump_into_wall : {"before", "stay"}
        A jump whose landing square holds a wall (section 2.2): ``"before"`` (default) the
        piece comes down on the square in between, the square before the wall
        (手前で停まり), which is entered like a step; ``"stay"`` it stays where it was.
    crocodile_tie : {"first_taker", "same_round"}
        Who gets the crocodile pile (section 2.2): ``"first_taker"`` (default) the first
        player to take a point chest from the board after the crocodile ate;
        ``"same_round"`` every player who takes one within the same round of actions
        (one action each, from the parent) rolls at the end of that round, the highest
        roll takes the pile, ties roll again.
    auto_if_cards : bool
        Use a matching if-card automatically when a trap is triggered (section 2.3).
    if_card_cost : {"when_used", "never"}
        If-cards stay in hand and cost nothing to hold (section 2.3). ``"when_used"``
        (default): an if-card used to cancel a trap counts against the die, so it can be
        used only while the cards laid plus the if-cards already used this turn are
        fewer than the die. ``"never"``: a held if-card is always usable. This is the
        multiplayer game's rule (:class:`GraminGame`); :func:`run_program` and the
        sandbox widget never limit if-cards, and a :class:`Puzzle` counts spent
        if-cards as cards used by its own ``if_cards_count``.
    max_loops : int or None
        Loops per program; 1 in the basic game, ``None`` for no limit (section 2.4).
    allow_nesting : bool
        Whether loops may nest (section 2.4; teaching option).
    loop_counts : tuple of int
        The allowed N of ``forN(`` (section 2.4): ``(2, 3)``, or 2..9 in teaching mode.
    loop_cards_count : bool
        Whether loop cards count against the die (section 2.4). Default False.
    chest_corner_distance : int
        Chests are placed at Chebyshev distance at least this from every corner
        (section 3). Default 2.
    chests_apart : bool
        No two chests on 8-neighbouring squares when the board allows (section 3).
    parent_tie : {"reroll", "first_seat"}
        Tie for the lowest roll: re-roll among the tied, or the earliest seat (section 4.1).
    robbery_tie : {"reroll"}
        Ties for highest/lowest robbery roll re-roll among the tied (section 4.6).
    robbery_pick : {"random", "latest"}
        Which chest a robber takes: a random one or the victim's latest (section 4.6).
    winner_tie : {"share", "most_chests"}
        Equal totals share the win, or the one with more chests wins (section 5).

    Raises
    ------
    ValueError
        On construction, if an option is out of range or of another type (a flag that
        is not ``True``/``False``, a count that is not an int); the message names the
        option and the allowed values. A list given for a tuple option is taken as
        that tuple.
    """

    board_size: int = 7
    chest_points: tuple[int, ...] = (1, 1, 1, 2, 2, 2, 3, 3, 4, 5)
    chest_traps: tuple[str, ...] = ("crocodile", "hole")
    deck: tuple[tuple[str, int], ...] = DEFAULT_DECK
    move_kinds: tuple[str, ...] = ("step", "dash", "jump")
    start_hand: int = 2
    off_board: str = "stop"
    trap_persistence: str = "discard"
    trap_squares: str = "any"
    jump_into_wall: str = "before"
    crocodile_tie: str = "first_taker"
    auto_if_cards: bool = True
    if_card_cost: str = "when_used"
    max_loops: int | None = 1
    allow_nesting: bool = False
    loop_counts: tuple[int, ...] = (2, 3)
    loop_cards_count: bool = False
    chest_corner_distance: int = 2
    chests_apart: bool = True
    parent_tie: str = "reroll"
    robbery_tie: str = "reroll"
    robbery_pick: str = "random"
    winner_tie: str = "share"

    def __post_init__(self):
        for name in ("chest_points", "chest_traps", "deck", "move_kinds", "loop_counts"):
            value = getattr(self, name)
            if isinstance(value, list):  # the tuple it stands for: rules objects are hashed
                value = tuple(tuple(x) if isinstance(x, list) else x for x in value)
                object.__setattr__(self, name, value)
            if not isinstance(value, tuple):
                raise ValueError(f"{name} must be a tuple, got {value!r}"[:200])
        self._check_choices(_CHOICES)
        for name in ("auto_if_cards", "allow_nesting", "loop_cards_count", "chests_apart"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"{name} must be True or False, got {getattr(self, name)!r}")
        if not is_int(self.board_size) or not 5 <= self.board_size <= 12:
            raise ValueError(f"board_size must be 5..12 squares, got {self.board_size!r}")
        if not self.move_kinds or not _among(self.move_kinds, MOVE_KINDS):
            raise ValueError("move_kinds must be a non-empty subset of step/dash/jump, "
                             f"got {self.move_kinds!r}")
        if not _among(self.chest_traps, CHIP_KINDS):
            raise ValueError("chest_traps may hold only 'crocodile' and 'hole', "
                             f"got {self.chest_traps!r}")
        if any(not is_int(p) or p < 1 for p in self.chest_points):
            raise ValueError(f"chest_points must be positive ints, got {self.chest_points!r}")
        if not self.chest_points and not self.chest_traps:
            raise ValueError("chest_points and chest_traps hold no chest: a game needs one")
        known = (*MOVE_KINDS, *TRAP_KINDS, *IF_KINDS)
        if not isinstance(self.deck, tuple) or not all(
                isinstance(x, tuple) and len(x) == 2 and _among(x[:1], known)
                and is_int(x[1]) and x[1] >= 0 for x in self.deck):
            raise ValueError(f"deck kinds must be among {sorted(known)} with counts >= 0")
        check_int("start_hand", self.start_hand, 0)
        check_int("chest_corner_distance", self.chest_corner_distance, 0)
        check_int("max_loops", self.max_loops, 0, or_none=True)
        if not self.loop_counts or any(not is_int(n) or not 2 <= n <= 9
                                       for n in self.loop_counts):
            raise ValueError(f"loop_counts must be within 2..9, got {self.loop_counts!r}")

    @classmethod
    def teaching(cls, **overrides) -> GraminRules:
        """Return the teaching option of section 2.4: any number of loops, nesting, N in 2..9."""
        base = {"max_loops": None, "allow_nesting": True, "loop_counts": tuple(range(2, 10))}
        base.update(overrides)
        return cls(**base)

    def deck_cards(self) -> list[str]:
        """Return the unshuffled program deck as a list of card-kind strings."""
        return [kind for kind, n in self.deck for _ in range(n)
                if kind not in MOVE_KINDS or kind in self.move_kinds]


def _among(values, allowed) -> bool:
    """Whether ``values`` is a tuple of strings, each one of ``allowed``."""
    return isinstance(values, tuple) and all(isinstance(v, str) and v in allowed
                                             for v in values)
