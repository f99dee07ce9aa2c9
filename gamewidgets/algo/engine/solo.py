"""Solo play of algo (1人プレー, docs/rules/algo.md 7b): :class:`AlgoSolo`.

Some cards lie face up in one row sorted by the order rule. The other cards are drawn one
at a time face down: the player sees only the colour, chooses where in the row the card
goes, and then it is turned up. If the row is still in order the player goes on; if not,
the game ends. The chance that the drawn card belongs in a gap is exact
(:func:`gap_chances`): the share of the unseen cards of its colour whose keys fall in that
gap.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import ClassVar

from gamewidgets.algo.engine import codec
from gamewidgets.algo.engine.cards import Card, all_cards
from gamewidgets.algo.engine.errors import AlgoRuleError
from gamewidgets.algo.engine.events import AlgoEvent
from gamewidgets.algo.engine.order import insertion_index
from gamewidgets.algo.engine.turn import GAME
from gamewidgets.core.codec import lazy_rng_field, not_saved, read_fields, ref, value_field
from gamewidgets.core.engine import TERMINAL, GameState, check_seat
from gamewidgets.core.events import Event
from gamewidgets.core.i18n import check_lang
from gamewidgets.core.options import RulesOptions, check_int, read_rules, rules_field
from gamewidgets.core.rng import LazyRng, check_seed
from gamewidgets.core.text import Msg, shown

CARDS = 24
"""Cards in the game (docs/rules/algo.md 1)."""
PLAY, OVER = "solo_place", "solo_over"
"""Phases of solo play: a card is drawn and waits for its place; the game is over."""
SECRETS: dict = {}
"""Solo play has one seat; the drawn card's number is hidden from it by
:meth:`AlgoSolo.observation` itself (the player sees only its colour)."""


@dataclass(frozen=True)
class SoloRules(RulesOptions):
    """Rules options of solo play (docs/rules/algo.md 7b).

    Parameters
    ----------
    start : int
        Cards laid face up in the sorted row before the first draw; default 4 (7b
        [interp]). 0 to 23.

    Raises
    ------
    ValueError
        If ``start`` is not an int from 0 to 23.
    """

    start: int = 4

    def __post_init__(self):
        check_int("start", self.start, 0)
        if self.start > CARDS - 1:
            raise ValueError(f"start must be an int from 0 to 23, got {self.start!r}")


def gap_chances(row: list[Card], color: str) -> list[Fraction]:
    """The chance that a drawn card of ``color`` belongs in each gap of ``row`` (7b).

    Parameters
    ----------
    row : list of Card
        The face-up row, sorted by key (docs/rules/algo.md 2).
    color : {"black", "white"}
        The drawn card's colour (seen on its back).

    Returns
    -------
    list of Fraction
        ``len(row) + 1`` exact chances, gap ``k`` being left of ``row[k]`` (``k ==
        len(row)``: the right end): the number of unseen cards of ``color`` (not in the
        row) whose keys fall between ``row[k-1]`` and ``row[k]``, over all unseen cards
        of ``color``. They sum to 1.
    """
    keys = [c.key for c in row]
    unseen = [c.key for c in all_cards() if c.color == color and c.key not in keys]
    counts = [0] * (len(row) + 1)
    for key in unseen:
        counts[insertion_index(keys, key)] += 1
    return [Fraction(n, len(unseen)) for n in counts]


@dataclass(eq=False, init=False, repr=False)
class AlgoSolo(GameState):
    """A game of algo solo play for one player (docs/rules/algo.md 7b).

    Each turn the top card of the pile is drawn face down (only its colour is shown); the
    player places it with ``{"type": "place", "player": 0, "position": k}`` (``k`` from 0,
    left of the first card, to ``len(row)``, the right end). It is turned up: in order,
    the next card is drawn; out of order, the game is over. Score: the cards in the sorted
    row (the start cards included); all 24 is a win.

    Parameters
    ----------
    seed : int
        Seed of the game's one random generator.
    rules : SoloRules, optional
        Default ``SoloRules()`` (4 start cards).
    lang : {"en", "ja"}
        Language of error messages.

    Raises
    ------
    ValueError
        If ``lang`` is unknown.
    TypeError
        If ``seed`` is not an int.

    Attributes
    ----------
    row : list of Card
        The face-up row, sorted by key.
    pile : list of Card
        Top card last (hidden).
    drawn : Card or None
        The card waiting for its place (its number hidden from the player), None at the end.
    wrong : dict or None
        At a lost end: ``{"card", "position", "correct"}`` of the card that broke the order.
    events : list of Event
        What happened since the last place (the first turn: since the start).
    """

    KIND: ClassVar[str] = "algo.solo"
    SETUP: ClassVar[tuple[str, ...]] = ("seed", "rules")

    n_players: int = value_field()
    seed: int = value_field()
    rules: SoloRules = rules_field()
    row: list = codec.cards_field()
    pile: list = codec.cards_field()
    drawn: Card | None = codec.card_field()
    wrong: dict | None = value_field()
    events: list = codec.records_field(codec.encode_events)
    rng: LazyRng = lazy_rng_field()
    _new: list = not_saved(default_factory=list, copy=lambda _: [])
    lang: str = not_saved(copy=ref, default="en")  # refusals' language; never saved

    def __init__(self, seed: int = 0, rules: SoloRules | None = None, lang: str = "en"):
        self.rng = LazyRng.seeded(seed)
        self.lang = check_lang(lang)
        self.rules = rules or SoloRules()
        self.n_players, self.seed, self.wrong = 1, seed, None
        self.events, self._new = [], []
        pile = all_cards()
        self.rng.live().shuffle(pile)
        start = self.rules.start
        self.row = sorted(pile[len(pile) - start:], key=lambda c: c.key)
        self.pile = pile[:len(pile) - start]
        self._event("solo_start", start=start, cards=" ".join(c.token for c in self.row))
        self._draw()

    def __repr__(self) -> str:
        return f"AlgoSolo(seed={self.seed}, score={self.score}, over={self.is_terminal})"

    # ---- the contract -------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        """0 while a card waits for its place, ``TERMINAL`` at the end."""
        return TERMINAL if self.is_terminal else 0

    @property
    def is_terminal(self) -> bool:
        """Whether the game is over (a card out of order, or all 24 placed)."""
        return self.drawn is None

    @property
    def phase(self) -> str:
        """:data:`PLAY` or :data:`OVER`."""
        return OVER if self.is_terminal else PLAY

    @property
    def score(self) -> int:
        """Cards in the sorted row (7b): the start cards and every card placed in order."""
        return len(self.row)

    @property
    def won(self) -> bool:
        """Whether all 24 cards are in the row."""
        return self.score == CARDS

    def legal_actions(self, player: int | None = None) -> list[dict]:
        """A place action for each gap ``0..len(row)`` while a card waits; ``[]`` at the
        end. AlgoRuleError if ``player`` is neither None nor 0."""
        if player is not None:
            check_seat(player, 1, AlgoRuleError)
        if self.is_terminal:
            return []
        return [place(k) for k in range(len(self.row) + 1)]

    def returns(self) -> list[float]:
        """``[1.0]`` if all 24 cards were placed, else ``[0.0]``."""
        return [1.0 if self.won else 0.0]

    def _apply(self, action: dict) -> list[Event]:
        if not isinstance(action, dict) or action.get("type") != "place" \
                or set(action) != {"type", "player", "position"}:
            raise AlgoRuleError("algo.error.solo.action", action=shown(action))
        if self.is_terminal:
            raise AlgoRuleError("algo.error.solo.over")
        if action["player"] != 0 or type(action["player"]) is not int:
            raise AlgoRuleError("algo.error.game.not_acting", player=shown(action["player"]),
                                call="place(position)")
        k, last = action["position"], len(self.row)
        if type(k) is not int or not 0 <= k <= last:
            raise AlgoRuleError("algo.error.game.bad_position", position=shown(k), last=last)
        self._new, self.events = [], []
        self._place(k)
        return self._new

    def _now_hint(self):
        if self.is_terminal:
            return Msg("algo.solo.now.over", score=self.score)
        return Msg("algo.solo.now.place", last=len(self.row))

    def _observe(self, player: int, lang: str | None) -> dict:
        check_seat(player, 1, AlgoRuleError)
        events = [e.to_dict() | ({"text": e.text(lang)} if lang else {}) for e in self.events]
        return {"player": 0, "n_players": 1, "phase": self.phase,
                "row": [c.token for c in self.row],
                "drawn_color": None if self.drawn is None else self.drawn.color,
                "pile": len(self.pile), "score": self.score, "won": self.won,
                "wrong": self.wrong, "events": events}

    @classmethod
    def _start(cls, setup: dict, view: dict) -> AlgoSolo:
        """A new game from a save's set-up (see :meth:`GameState.from_dict`)."""
        read_fields("view", view, {})
        got = read_fields("setup", setup, {"seed": check_seed,
                                           "rules": lambda d: read_rules(SoloRules, d)})
        return cls(got["seed"], got["rules"])

    # ---- chances --------------------------------------------------------------------------
    def chances(self) -> list[Fraction]:
        """The chance that the waiting card belongs in each gap (:func:`gap_chances`; only
        its colour is used). AlgoRuleError at the end."""
        if self.is_terminal:
            raise AlgoRuleError("algo.error.solo.over")
        return gap_chances(self.row, self.drawn.color)

    def place(self, position: int):
        """Place the waiting card at gap ``position`` (0..len(row)) and turn it up (7b).
        Returns the events; raises AlgoRuleError as :meth:`apply`."""
        return self.apply(place(position))

    # ---- the moves ------------------------------------------------------------------------
    def _event(self, kind: str, **data) -> None:
        event = AlgoEvent(kind, {"player": 0, **data}, GAME)
        self.events.append(event)
        self._new.append(event)

    def _draw(self) -> None:
        self.drawn = self.pile.pop()
        self._event("solo_drew", color=self.drawn.color, left=len(self.pile))

    def _place(self, k: int) -> None:
        card = self.drawn
        right = insertion_index([c.key for c in self.row], card.key)
        if right != k:
            self.drawn, self.wrong = None, {"card": card.token, "position": k,
                                            "correct": right}
            self._event("solo_wrong", card=card.token, given=k + 1, correct=right + 1,
                        score=self.score)
            return
        self.row.insert(k, card)
        self._event("solo_placed", card=card.token, position=k + 1, score=self.score)
        if self.pile:
            self._draw()
        else:
            self.drawn = None
            self._event("solo_won", score=self.score)


def place(position: int) -> dict:
    """The place action of solo play."""
    return {"type": "place", "player": 0, "position": position}
