"""The engine contract: one state API for every game (OpenSpiel-like).

A game's state object (``GraminGame``, ``AlgoGame``, ``GoblinGame``) derives from
:class:`GameState` and answers the same questions the same way:

===========================  ===========================================================
``current_player``           a seat ``>= 0``, or :data:`CHANCE`, :data:`SIMULTANEOUS`,
                             :data:`TERMINAL`
``legal_actions(player)``    the legal actions, each a JSON-able dict with ``"type"`` and
                             ``"player"`` (the acting seat, or :data:`CHANCE`)
``apply(action)``            validate and apply one action, return its :class:`Event` list;
                             an illegal action raises the game's ``GameRuleError`` and the
                             state is unchanged
``is_terminal``, ``returns``  the end and each seat's share of the win
``observation(player)``      what that seat may see, always with ``"legal"``
``clone``, ``to_dict``,      copies and saves, derived from the state's dataclass fields
``from_dict``                (:mod:`gamewidgets.core.codec`)
``replay``                   the game again from its start, action by action (a game that
                             keeps its log: ``played`` and ``start``)
===========================  ===========================================================

A move a widget's browser view sends is one of these action dicts; bots return them from
``act``.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterator
from typing import Any, ClassVar

from gamewidgets.core.codec import (
    SaveError,
    as_json,
    clone_fields,
    decode_fields,
    encode_fields,
    unwrap,
    wrap,
)
from gamewidgets.core.errors import GameRuleError
from gamewidgets.core.events import Event
from gamewidgets.core.text import shown

CHANCE = -1
"""``current_player`` of a chance node: the next action is chance's (a roll, a deal)."""
SIMULTANEOUS = -2
"""``current_player`` while several seats act at once; ``legal_actions(p)`` is non-empty
exactly for the seats that still have to act."""
TERMINAL = -4
"""``current_player`` once the game is over."""

Action = dict[str, Any]
"""An action: ``{"type": str, "player": int, ...}``, JSON-able."""


def check_seat(player, n_players: int, error: type[GameRuleError],
               field: str = "player") -> int:
    """Return ``player`` if it is a seat ``0..n_players-1`` (an int; ``bool`` refused).

    Raises
    ------
    GameRuleError
        (of class ``error``) Otherwise, naming ``field`` and the seats there are.
    """
    if type(player) is not int or not 0 <= player < n_players:
        raise error("core.error.rule.bad_player", field=field, value=shown(player),
                    last=n_players - 1)
    return player


def check_phase(phase: str, allowed, call: str, error: type[GameRuleError]) -> None:
    """Refuse ``call`` unless ``phase`` is one of ``allowed``.

    Raises
    ------
    GameRuleError
        (of class ``error``) "``call`` is not allowed now"; the state's hint then says
        what is.
    """
    if phase not in allowed:
        raise error("core.error.rule.wrong_phase", call=call)


class GameState(ABC):
    """Base of every game state; subclasses are dataclasses (``@dataclass(eq=False)``).

    The fields of the dataclass are the state: :meth:`to_dict`, :meth:`from_dict`,
    :meth:`clone` and ``==`` are derived from them (see :mod:`gamewidgets.core.codec`),
    so a field is written once. A subclass sets :attr:`KIND` and implements the abstract
    members; :meth:`observation` adds ``"legal"`` and ``"current_player"`` to what
    :meth:`_observe` returns, so every game's observation carries the legal actions.
    """

    KIND: ClassVar[str]
    """Codec kind of a saved state, e.g. ``"goblin.game"``."""
    n_players: int
    """Number of seats, numbered ``0..n_players-1`` (a dataclass field of every game)."""

    # ---- who acts, what is legal --------------------------------------------------------
    @property
    @abstractmethod
    def current_player(self) -> int:
        """The seat to act (``>= 0``), or :data:`CHANCE`, :data:`SIMULTANEOUS`,
        :data:`TERMINAL`."""

    @abstractmethod
    def legal_actions(self, player: int | None = None) -> list[Action]:
        """Every legal action of ``player`` now.

        Parameters
        ----------
        player : int or None
            A seat. ``None``: the actions of whoever acts now (the chance node's at
            :data:`CHANCE`, every acting seat's at :data:`SIMULTANEOUS`, ``[]`` at
            :data:`TERMINAL`).

        Returns
        -------
        list of dict
            JSON-able actions with ``"type"`` and ``"player"``; ``[]`` for a seat that
            has nothing to do now. A game whose full set is too large to list documents
            the finite subset it lists; :meth:`apply` accepts every legal action.
        """

    def acting_seats(self) -> list[int]:
        """The seats that act now: ``[current_player]`` for a seat, every seat with a
        legal action at :data:`SIMULTANEOUS`, ``[]`` at a chance node or the end.

        Games override it with a cheaper equivalent (listing actions can be costly).
        """
        p = self.current_player
        if p >= 0:
            return [p]
        if p == SIMULTANEOUS:
            return [q for q in range(self.n_players) if self.legal_actions(q)]
        return []

    def apply(self, action: Action, **options) -> list[Event]:
        """Validate and apply ``action``; return what happened.

        Parameters
        ----------
        action : dict
            One legal action (see :meth:`legal_actions`).
        **options
            Passed to the game's ``_apply`` (e.g. Gramin's ``on_card`` callback).

        Raises
        ------
        GameRuleError
            (the game's subclass) If the action is malformed, from the wrong seat or not
            allowed now; the message says what was wrong and what is allowed now (the
            state's :meth:`_now_hint`), and the state is unchanged.
        """
        try:
            events = self._apply(action, **options)
        except GameRuleError as exc:
            if exc.hint is None:
                exc.hint = self._now_hint()
            exc.named(getattr(self, "names", None))
            raise
        if getattr(self, "played", None) is not None:
            self.played = (*self.played, as_json(action))
        return events

    # ---- the log: a game that keeps one (``played`` and ``start`` fields) -----------------
    def _mark_start(self) -> None:
        """Begin the log: no action applied yet, and the start kept (the last line of a
        logging game's ``__init__``; its dataclass declares ``played``
        (:func:`~gamewidgets.core.codec.log_field`) and ``start``
        (:func:`~gamewidgets.core.codec.start_field`))."""
        self.played, self.start = (), None
        self.start = encode_fields(self)

    def replay(self) -> Iterator[tuple[GameState, Action]]:
        """The game again from its start: each action of its log with the state just
        before it.

        Each state is a copy of its own (keep it, change it: the replay goes on from its
        own copy). The states hold everything, hidden information included: what a
        player could know is their ``observation`` or ``view``.

        Yields
        ------
        (GameState, dict)
            The state before the action, and the action (a copy).

        Raises
        ------
        SaveError
            If the game keeps no log (no ``start``), or an action of the log is refused
            when applied again (a log that was changed by hand); raised before that
            action is yielded.
        """
        start = getattr(self, "start", None)
        if start is None:
            raise SaveError("core.error.save.no_log", kind=self.KIND)
        state = type(self).from_dict(wrap(self.KIND, {**start, "start": start}))
        for i, action in enumerate(self.played):
            before = state.clone()
            try:
                state.apply(dict(action))
            except GameRuleError:
                raise SaveError("core.error.save.log_action", index=i + 1) from None
            yield before, dict(action)

    @abstractmethod
    def _apply(self, action: Action) -> list[Event]:
        """Check and apply ``action`` (see :meth:`apply`); raise the game's
        ``GameRuleError`` and change nothing if it is not allowed."""

    def _now_hint(self):
        """What is allowed now, as a :class:`~gamewidgets.core.text.Msg` (or None), added to
        a refused action's error."""
        return None

    # ---- the end ------------------------------------------------------------------------
    @property
    @abstractmethod
    def is_terminal(self) -> bool:
        """Whether the game is over."""

    @abstractmethod
    def returns(self) -> list[float]:
        """Each seat's share of the win: ``1/k`` for each of ``k`` winners, else 0
        (all zeros before the end and when nobody wins)."""

    # ---- what a seat may see ------------------------------------------------------------
    def observation(self, player: int, lang: str | None = None) -> dict:
        """What ``player`` may see now, as a JSON-able dict.

        Parameters
        ----------
        player : int
            A seat.
        lang : {"en", "ja"} or None
            If given, sentences (events, steps) carry their text in that language.

        Returns
        -------
        dict
            The game's own fields (see its ``_observe``) plus ``"legal"``
            (``legal_actions(player)``) and ``"current_player"``.

        Raises
        ------
        GameRuleError
            If ``player`` is not a seat of the game.
        """
        obs = self._observe(player, lang)
        obs["legal"] = self.legal_actions(player)
        obs["current_player"] = self.current_player
        return obs

    @abstractmethod
    def _observe(self, player: int, lang: str | None) -> dict:
        """The game-specific part of :meth:`observation` (checks ``player``)."""

    # ---- copies and saves ---------------------------------------------------------------
    def to_dict(self) -> dict:
        """The whole state as JSON-able data, hidden information included (for saving).

        Returns
        -------
        dict
            ``{"format", "kind": KIND, "state": {field: value}}``.
        """
        return wrap(self.KIND, encode_fields(self))

    @classmethod
    def from_dict(cls, data: dict):
        """Rebuild a state saved by :meth:`to_dict`; it plays on exactly as the original.

        Raises
        ------
        GameError
            If ``data`` is not a saved state of this kind and format, or a field is
            missing or malformed.
        """
        state = decode_fields(cls, unwrap(cls.KIND, data))
        state._restored()
        return state

    def _restored(self) -> None:  # noqa: B027  (a hook: most states need nothing)
        """Called on a state made by :meth:`from_dict`: rebuild caches, check invariants."""

    def clone(self):
        """An independent copy that plays on identically."""
        return clone_fields(self)

    def __eq__(self, other) -> bool:
        return type(other) is type(self) and encode_fields(self) == encode_fields(other)

    __hash__ = None  # states are mutable
