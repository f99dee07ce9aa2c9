"""A game's review in a widget: each game's ``GameReviewWidget(game)``, and the review
panel its game widget opens once a game is over (:class:`ReviewPanel`).

Both sync the review's frames (:meth:`~gamewidgets.core.review.Review.to_dict`) in the
trait ``review`` and step through them in the browser with the shared stepper (the
index is ``review_step``, which the browser writes), so a saved notebook and its exported
HTML play the review with no kernel. Who may see whose review follows the screen's rule:
once the game is over nothing is hidden any more and every player's review may be shown;
while it goes on only one person's own review, as that person would see it behind the
cover (their own cards as they were, never another's).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

import traitlets

from gamewidgets.core.errors import IntentError
from gamewidgets.core.i18n import check_lang
from gamewidgets.core.review import Review
from gamewidgets.core.widget import GameWidget, Int

REVIEW_INTENTS = {"open_review": {}, "close_review": {}}
"""The intents of a game widget's review panel: open it (once the game is over), close
it (back to the game's screen)."""


class ReviewPanel:
    """The review a game widget shows once its game is over ("Review the game").

    The widget declares the synced traits ``review`` (a dict or None: the frames shown)
    and ``review_step`` (an int the browser writes), takes :data:`REVIEW_INTENTS`, and
    calls :meth:`open`, :meth:`close` and :meth:`relabel` from its handlers. The review is
    computed once per game position (a game played on is reviewed again) and worded in
    the widget's language each time it is shown.

    Parameters
    ----------
    make : callable
        The game's ``review(game, names=None) -> Review``.
    """

    def __init__(self, make: Callable[..., Review]):
        self._make = make
        self._review: Review | None = None
        self._key = None

    def review(self, game, names=None) -> Review:
        """The review of ``game`` (a finished game).

        Raises
        ------
        IntentError
            ``core.error.intent.review_later`` if the game is not over (while it goes on,
            a review would show a player's hidden cards to the whole screen).
        """
        if not game.is_terminal:
            raise IntentError("core.error.intent.review_later", "en")
        key = (id(game), len(game.actions))
        if self._review is None or self._key != key:
            self._review, self._key = self._make(game, names=names), key
        return self._review

    def open(self, widget, game, names=None) -> None:
        """Show the review of ``game`` in ``widget`` (from its first decision), worded in
        the widget's language with ``names`` (by seat; phrases follow the language).

        Raises
        ------
        IntentError
            As :meth:`review`, in the widget's language.
        """
        try:
            review = self.review(game, names)
        except IntentError as exc:
            raise exc.in_lang(widget.lang) from None
        with widget.hold_sync():
            widget.review = review.to_dict(widget.lang)
            widget.review_step = 0

    def relabel(self, widget) -> None:
        """Word the review shown in ``widget`` in its new language (the step is kept)."""
        if widget.review is None or self._review is None:
            return
        step = widget.review_step
        widget.review = self._review.to_dict(widget.lang)
        widget.review_step = min(step, max(len(widget.review["decisions"]) - 1, 0))

    def close(self, widget, forget: bool = False) -> None:
        """Hide the review (``forget``: a new game, the review is dropped too)."""
        widget.review = None
        if forget:
            self._review = self._key = None


class ReviewWidget(GameWidget):
    """Base of each game's ``GameReviewWidget``: one game's review, stepped decision by
    decision with the board or rows as the player saw them, the options ranked with the
    one taken marked, the verdict and its sentence, and a summary row per player.

    A subclass sets ``_esm``/``_css`` (its game's bundle, which draws the review when
    ``mode`` is ``"review"``), :attr:`LABELS`, :attr:`GAME` (the game's state class) and
    :attr:`REVIEW` (the game's ``review``).

    Parameters
    ----------
    game : GameState
        A game of :attr:`GAME`: finished, in progress or loaded from a save.
    player : int, optional
        The seat whose decisions are shown (0-based). A game in progress needs one: only
        that person's own review may be shown while it goes on. ``None`` (a finished game
        only): every player's.
    lang : {"en", "ja"}
    names : sequence of str, optional
        The players' names to show, by seat (default the game's).

    Raises
    ------
    TypeError
        If ``game`` is not a game of :attr:`GAME`.
    ValueError
        If ``player`` is not a seat, or is missing for a game in progress; or ``lang``
        or ``names`` is not usable.
    SaveError
        If the game's log does not replay (a log changed by hand).

    Attributes
    ----------
    game_review : Review
        The review (Python object: every decision with its options and values).
    review : dict
        Synced: the frames the browser steps through
        (:meth:`~gamewidgets.core.review.Review.to_dict` of the decisions shown).
    review_step : int
        Synced, written by the browser: the decision shown (0-based).
    player : int or None
        Synced: whose decisions are shown (None: everybody's).
    """

    GAME: ClassVar[type]
    REVIEW: ClassVar[Callable[..., Review]]
    INTENTS: ClassVar[dict] = {"show_player": {"player": Int(0, optional=True)}}
    BROWSER_WRITES = GameWidget.BROWSER_WRITES | {"review_step"}

    mode = traitlets.Unicode("review").tag(sync=True)
    review = traitlets.Dict(allow_none=True, default_value=None).tag(sync=True)
    review_step = traitlets.Int(0).tag(sync=True)
    player = traitlets.Int(None, allow_none=True).tag(sync=True)

    def __init__(self, game, player: int | None = None, lang: str = "en", names=None):
        check_lang(lang)
        if not isinstance(game, self.GAME):
            raise TypeError(f"{type(self).__name__} reviews a {self.GAME.__name__}, got "
                            f"{type(game).__name__}")
        if player is not None and (type(player) is not int
                                   or not 0 <= player < game.n_players):
            raise ValueError(f"player must be a seat 0..{game.n_players - 1}, got {player!r}")
        if player is None and not game.is_terminal:
            raise ValueError("the game is not over: give player= (a game in progress shows "
                             "one person's own review, as they would see it behind the cover)")
        if names is not None:
            names = [str(n) for n in names]
            if len(names) != game.n_players:
                raise ValueError(f"names must hold {game.n_players} names, got {len(names)}")
        self._game, self._names, self._only = game, names, player
        self.game_review = self.REVIEW(game, names=names)
        super().__init__(lang=lang, player=player)
        self._sync()
        self.observe(self._on_step, names="review_step")

    @property
    def game(self):
        """The game reviewed (never synced: it holds every hidden card)."""
        return self._game

    def show_player(self, player: int | None) -> None:
        """Show only ``player``'s decisions (None: everybody's), as the summary's rows do.

        Raises
        ------
        IntentError
            If the game is not over and ``player`` is not the one person whose review
            this widget shows, or ``player`` is not a seat.
        """
        self._call({"type": "show_player", "player": player})

    def _intent_show_player(self, player: int | None) -> None:
        n = self._game.n_players
        if player is not None and player >= n:
            raise IntentError("core.error.intent.review_seat", self.lang, player=player,
                              last=n - 1)
        if self._only is not None and not self._game.is_terminal and player != self._only:
            raise IntentError("core.error.intent.review_later", self.lang)
        self.player = player
        self._sync()

    def _sync(self) -> None:
        shown = self.game_review if self.player is None else self.game_review.only(self.player)
        with self.hold_sync():
            self.review = shown.to_dict(self.lang, self._names)
            self.review_step = 0

    def _relabel(self) -> None:
        step = self.review_step
        self._sync()
        self.review_step = min(step, max(len(self.review["decisions"]) - 1, 0))

    def _on_step(self, change) -> None:
        self._keep_step(change, len(self.review["decisions"]) if self.review else 0)

    def __repr__(self) -> str:
        return (f"{type(self).__name__}(game={type(self._game).__name__}, "
                f"decisions={len(self.game_review)}, player={self.player})")
