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
``clone``, ``to_dict``,      copies, and saves checked by replay: the set-up, the actions
``from_dict``                applied, the view-only fields (:mod:`gamewidgets.core.codec`)
``actions``, ``replay``      the actions applied, and the game again from its start, action
                             by action (a game review reads it)
===========================  ===========================================================

A move a widget's browser view sends is one of these action dicts; bots return them from
``act``.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterator
from typing import Any, ClassVar

from gamewidgets.core.codec import (
    EMPTY_LOG,
    ActionLog,
    SaveError,
    clone_fields,
    compare,
    encode_fields,
    plain,
    replay,
    unwrap,
    upgraded,
    wrap,
)
from gamewidgets.core.errors import GameRuleError
from gamewidgets.core.events import Event
from gamewidgets.core.i18n import check_lang
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

    The fields of the dataclass are the state: :meth:`clone`, ``==`` and the snapshot of
    a save are derived from them (see :mod:`gamewidgets.core.codec`), so a field is
    written once. Every action :meth:`apply` accepts is logged (:attr:`actions`); a save
    (:meth:`to_dict`) is the game's set-up, those actions and its view-only fields, and
    :meth:`from_dict` replays them. A subclass sets :attr:`KIND`, :attr:`SETUP` and
    :attr:`VIEW`, implements the abstract members and :meth:`_start`; :meth:`observation`
    adds ``"legal"`` and ``"current_player"`` to what :meth:`_observe` returns, so every
    game's observation carries the legal actions.
    """

    KIND: ClassVar[str]
    """Codec kind of a saved state, e.g. ``"goblin.game"``."""
    SETUP: ClassVar[tuple[str, ...]]
    """The fields a game starts from (its constructor's arguments: ``n_players``,
    ``seed``, ``rules``, ``names``, a hand-set start position): a save's ``setup``."""
    VIEW: ClassVar[tuple[str, ...]] = ()
    """View-only fields (what a replay leaves out, never the play nor a language): a
    save's ``view``."""
    _log: ActionLog = EMPTY_LOG  # set by apply; a class default, so __init__ needs nothing
    _origin: GameState | None = None  # a start set up by hand (None: the set-up's)
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

    def apply(self, action: Action) -> list[Event]:
        """Validate and apply ``action``; return what happened.

        Parameters
        ----------
        action : dict
            One legal action (see :meth:`legal_actions`).

        Raises
        ------
        GameRuleError
            (the game's subclass) If the action is malformed, from the wrong seat or not
            allowed now; the message says what was wrong and what is allowed now (the
            state's :meth:`_now_hint`), and the state is unchanged.
        """
        events = self._refused(self._apply, action)
        self._logs(action)
        return events

    def _refused(self, call, *args):
        """``call(*args)``; a ``GameRuleError`` it raises says what is allowed now (the
        state's :meth:`_now_hint`) and names the players, as :meth:`apply` refuses."""
        try:
            return call(*args)
        except GameRuleError as exc:
            if exc.hint is None:
                exc.hint = self._now_hint()
            exc.named(getattr(self, "names", None))
            raise

    def _logs(self, action: Action) -> None:
        """Add ``action``, just applied, to the game's action log (what a save holds)."""
        self._log = self._log.add(self._logged(action))

    @abstractmethod
    def _apply(self, action: Action) -> list[Event]:
        """Check and apply ``action`` (see :meth:`apply`); raise the game's
        ``GameRuleError`` and change nothing if it is not allowed."""

    def _logged(self, action: Action) -> Action:
        """``action``, just applied, as the save holds it: JSON data a replay applies to the
        same effect (default a copy of it; a game whose actions may hold other objects
        writes them as data)."""
        return plain(action)

    @property
    def actions(self) -> list[Action]:
        """Every action applied so far, oldest first, as a save holds them (copies)."""
        return [plain(a) for a in self._log]

    def replay(self) -> Iterator[tuple[GameState, Action]]:
        """The game again from its start: each of its :attr:`actions` with the state just
        before it.

        The start is the game's set-up (what its save starts from), or the position a
        game's ``from_position`` set up by hand. Each state is a copy of its own (keep it,
        change it: the replay goes on from its own copy). The states hold everything,
        hidden information included: what a player could know is their ``observation``.

        Yields
        ------
        (GameState, dict)
            The state before the action, and the action (a copy).
        """
        state = self._first()
        for action in self.actions:
            before = state.clone()
            state.apply(action)
            yield before, plain(action)

    def _first(self) -> GameState:
        """A new game as this one started, before its first action."""
        if self._origin is not None:
            return self._origin.clone()
        fields = encode_fields(self)
        return type(self)._start({k: plain(fields[k]) for k in self.SETUP},
                                 {k: plain(fields[k]) for k in self.VIEW})

    def _set_up_by_hand(self) -> None:
        """Make the game as it stands its start: a position set up by hand (a game's
        ``from_position``, for a lesson, a puzzle or a test), which :meth:`replay` plays
        from. No save holds such a start (a save starts from its set-up), so
        :meth:`to_dict` refuses the game."""
        self._log = EMPTY_LOG
        self._origin = None
        self._origin = self.clone()

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
    def to_dict(self, snapshot: bool = True) -> dict:
        """The game as a save: how it started, what was played, how it is worded.

        Parameters
        ----------
        snapshot : bool
            Whether the save also holds the state those actions reach (``"state"``: every
            field but the set-up and view ones, hidden information included), compared
            with the replay when it is loaded.

        Returns
        -------
        dict
            JSON data ``{"format", "kind": KIND, "setup": {field: value} (:attr:`SETUP`),
            "actions": [action, ...], "view": {field: value} (:attr:`VIEW`), "state"}``.

        Raises
        ------
        SaveError
            If the game started from a position set up by hand (``from_position``): a
            save starts from its set-up only.
        """
        if self._origin is not None:
            raise SaveError("core.error.save.by_hand")
        fields = {k: plain(v) for k, v in encode_fields(self).items()}
        setup = {k: fields.pop(k) for k in self.SETUP}
        view = {k: fields.pop(k) for k in self.VIEW}
        return wrap(self.KIND, setup, self.actions, view, fields if snapshot else None)

    @classmethod
    def from_dict(cls, data: dict):
        """The game a save made by :meth:`to_dict` holds, rebuilt by replay: it starts from
        the save's set-up (:meth:`_start`, checked as a new game's arguments), applies
        the saved actions through :meth:`apply`, takes the view-only fields, and then
        every field of the snapshot, if any, must be the replayed game's. So the game
        plays on exactly as the one saved, and nothing of it is read from the save but
        its set-up and actions.

        Raises
        ------
        SaveError
            (a ValueError) If ``data`` is not a save of this kind in this format (an
            older one is named as such), or naming the first set-up or view field a new
            game refuses, the first action the game refuses at its point of the replay
            (and why), or the first snapshot field the replay does not give.
        """
        doc, lang = upgraded(unwrap(cls.KIND, data))
        state = cls._start(doc["setup"], doc["view"])
        if lang is not None:  # a format-2 save: its game keeps its refusals' language
            try:
                state.lang = check_lang(lang)
            except ValueError:
                raise SaveError("core.error.save.field", field="view.lang") from None
        replay(state, doc["actions"])
        state._replayed(doc["view"])
        compare(state, doc.get("state"), cls.SETUP + cls.VIEW)
        return state

    @classmethod
    @abstractmethod
    def _start(cls, setup: dict, view: dict):
        """A new game from a save's ``setup`` and ``view`` (JSON data), each field checked
        with :func:`~gamewidgets.core.codec.read_fields` (a ``SaveError`` names the first
        one a new game refuses)."""

    def _replayed(self, view: dict) -> None:  # noqa: B027  (a hook: most games need nothing)
        """Called once the actions of a save are replayed: rebuild what a lean replay left
        out (the save's ``view`` as :meth:`_start` read it)."""

    def clone(self):
        """An independent copy that plays on identically (and shares the action log, which
        never changes)."""
        new = clone_fields(self)
        new._log, new._origin = self._log, self._origin
        return new

    def __eq__(self, other) -> bool:
        return type(other) is type(self) and encode_fields(self) == encode_fields(other)

    __hash__ = None  # states are mutable
