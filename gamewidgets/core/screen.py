"""Who may see a shared screen: one rule for every game widget.

Several people may play at one screen, each with a private view (a Gramin hand, an algo
row, a Goblin choice) that the others must not see. The screen shows at most one of them,
the *viewer*'s, and is *covered* (nobody's private view, a "pass the screen to <name>"
panel) whenever the seat to act is another person: only that person lifts the cover.

The rule, applied after every intent that may change whose turn it is (a move, a new
game, a new round, a language switch, a replay; :meth:`Screen.follow`):

- one person among bots: that person is the viewer, always, and nothing is covered;
- several people: if a person is to act and the viewer is not one of the seats to act,
  the screen is covered for the first of them (in seat order); the viewer is then
  nobody;
- while a bot or chance acts, the viewer stays (a person watching the bots sees their
  own cards), and nothing is covered.

A new game or a new deal (:meth:`Screen.restart`) starts with nobody's view, covered for
the first person to act; :meth:`Screen.lift` refuses anyone but the seat the cover waits
for.
The widgets decide what a private view is and when a person leaves the screen
(:meth:`Screen.leave`); this class decides who sits at it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from gamewidgets.core.errors import IntentError

NOBODY = -1
"""The viewer of a screen that shows nobody's private view."""


class Screen:
    """Who sits at one shared screen: whose private view it shows and whom a cover waits
    for.

    Parameters
    ----------
    people : sequence of bool
        One entry per seat, in seat order: whether a person plays it (a bot does not).

    Attributes
    ----------
    people : tuple of int
        The seats played by people, in seat order.
    viewer : int
        The seat whose private view the screen shows, or :data:`NOBODY`.
    cover : int or None
        The seat the cover waits for (the screen is covered), or None.
    """

    def __init__(self, people: Sequence[bool]):
        self.people = tuple(p for p, person in enumerate(people) if person)
        self.viewer, self.cover = self._alone(), None

    @property
    def shared(self) -> bool:
        """Whether more than one person plays at this screen."""
        return len(self.people) > 1

    def _alone(self) -> int:
        return self.people[0] if len(self.people) == 1 else NOBODY

    def sees(self, seat: int) -> bool:
        """Whether the screen may show ``seat``'s private view now."""
        return seat == self.viewer and seat != NOBODY

    def follow(self, acting: Iterable[int]) -> None:
        """Apply the rule after an intent.

        Parameters
        ----------
        acting : iterable of int
            The seats whose next move needs their private view (all of them for a
            simultaneous move; none while a bot or chance acts, at the end, or when the
            move is made in public).
        """
        if not self.shared:
            self.viewer, self.cover = self._alone(), None
            return
        waiting = [p for p in acting if p in self.people]
        if self.viewer in waiting:
            self.cover = None
        elif waiting:
            self.viewer, self.cover = NOBODY, waiting[0]
        else:
            self.cover = None  # the bots' and chance's moves are public: nothing to wait for

    def retire(self, seats: Iterable[int]) -> None:
        """``seats`` are out of the game: they have no private view left to hide or to
        be hidden from, so they no longer count as people at the screen (the last person
        left plays as if alone). Call :meth:`follow` after it."""
        out = set(seats)
        self.people = tuple(p for p in self.people if p not in out)
        if self.viewer in out:
            self.viewer = NOBODY
        if self.cover in out:
            self.cover = None

    def restart(self, acting: Iterable[int]) -> None:
        """A new game or a new deal: nobody's view (with several people), covered for the
        first person to act if one is (:meth:`follow`)."""
        self.viewer, self.cover = self._alone(), None
        self.follow(acting)

    def leave(self, acting: Iterable[int]) -> None:
        """The viewer is done with their private view (submitted, or hid it): nobody's
        view, then :meth:`follow`."""
        if self.shared:
            self.viewer = NOBODY
        self.follow(acting)

    def lift(self, seat: int, lang: str, name) -> None:
        """``seat`` lifts the cover: the screen shows their private view.

        Parameters
        ----------
        seat : int
            Who asks.
        lang : {"en", "ja"}
        name : callable
            ``seat -> display name``, for the refusal.

        Raises
        ------
        IntentError
            If the screen is not covered (``core.error.screen.not_covered``), or shows or
            waits for another seat (``core.error.screen.not_yours``); nothing changes.
        """
        if self.cover is None or seat != self.cover:
            expected = self.viewer if self.cover is None else self.cover
            if expected in (NOBODY, seat):  # nobody waits; or it is theirs already
                raise IntentError("core.error.screen.not_covered", lang, name=name(seat))
            raise IntentError("core.error.screen.not_yours", lang, name=name(seat),
                              expected=name(expected))
        self.viewer, self.cover = seat, None

    def cover_state(self, name) -> dict | None:
        """The synced ``cover``: ``{"player", "name"}`` of the seat it waits for, or None."""
        return None if self.cover is None else {"player": self.cover, "name": name(self.cover)}
