"""AlgoSoloWidget: algo solo play (docs/rules/algo.md 7b) with the chance of each gap on
demand."""

from __future__ import annotations

import traitlets

from gamewidgets.algo.engine.events import event_text
from gamewidgets.algo.engine.solo import AlgoSolo, SoloRules, place
from gamewidgets.core.events import Event
from gamewidgets.core.i18n import join_sentences, t
from gamewidgets.core.text import fractions_over_one_whole
from gamewidgets.core.widget import SEED, STATIC, GameWidget, Int, Str, as_action

CHANCE_SWITCH = ("on", "off")
INTENTS = {
    "place": {"player": Int(0, 0), "position": Int()},
    "new_game": {"seed": SEED},
    "show_chances": {"show": Str(choices=CHANCE_SWITCH)},
}
"""The intents: ``place`` (the engine's own action dict), ``new_game`` and
``show_chances`` (the gap chances shown or hidden)."""


def solo_said(events, lang: str) -> list[str]:
    """``events`` of a solo game as the status line says them, in the one voice the
    widgets speak to the child (です・ます)."""
    return [event_text(e, lang, polite=True) for e in events]


def solo_state(game: AlgoSolo, said: list[str], show_chances: bool, lang: str) -> dict:
    """What the solo view (js/algo/solo.js) shows of ``game``: the traits of
    :class:`AlgoSoloWidget`, or AlgoWidget's ``solo`` trait.

    Returns
    -------
    dict
        ``{"row" (the face-up cards, tokens "W5"), "drawn_color" (None once over),
        "pile", "score", "over", "won", "wrong" (the card put in a wrong gap, or None),
        "chances" (each gap's chance as a fraction in words, None unless
        ``show_chances`` and the game goes on), "show_chances", "status" (``said``
        joined, or the title)}``. The drawn card's number is never in it (7b).
    """
    obs = game.observation(0)
    return {
        "row": obs["row"], "drawn_color": obs["drawn_color"], "pile": obs["pile"],
        "score": obs["score"], "over": game.is_terminal, "won": obs["won"],
        "wrong": obs["wrong"],
        # over one denominator, as lesson 02 compares them: 10分の2, 10分の1, 10分の4
        "chances": fractions_over_one_whole(game.chances(), lang)
        if show_chances and not game.is_terminal else None,
        "show_chances": show_chances,
        "status": join_sentences(lang, said) or t("algo.ui.solo_title", lang),
    }


class AlgoSoloWidget(GameWidget):
    """algo solo play in a notebook (docs/rules/algo.md 7b).

    Shows the face-up row, the back of the drawn card (its colour only: its number is not
    in the synced state until the card is placed), a button in every gap to put it there,
    and on demand the exact chance that the card belongs in each gap
    (:func:`~gamewidgets.algo.engine.solo.gap_chances`). Keyboard: Tab to a gap button,
    Enter to place; the left and right arrow keys move between gaps.

    Parameters
    ----------
    seed : int
        Seed of the game.
    start : int
        Cards face up at the start (0..23; default 4).
    lang : {"en", "ja"}
    chances : bool
        Show the gap chances from the start (default False: the student asks for them).

    Attributes
    ----------
    game : AlgoSolo
        Never synced (it holds the pile and the drawn card).
    show_chances : bool
        Synced; may be set from Python (``w.show_chances = True``).

    Raises
    ------
    ValueError
        On an unknown ``lang`` or a ``start`` out of range.
    TypeError
        If ``seed`` is not an int.
    """

    _esm = STATIC / "algo.js"
    _css = STATIC / "algo.css"
    LABELS = "algo.ui."
    INTENTS = INTENTS

    mode = traitlets.Unicode("solo", read_only=True).tag(sync=True)
    row = traitlets.List().tag(sync=True)
    drawn_color = traitlets.Unicode(None, allow_none=True).tag(sync=True)
    pile = traitlets.Int(0).tag(sync=True)
    score = traitlets.Int(0).tag(sync=True)
    over = traitlets.Bool(False).tag(sync=True)
    won = traitlets.Bool(False).tag(sync=True)
    wrong = traitlets.Dict(default_value=None, allow_none=True).tag(sync=True)
    chances = traitlets.List(default_value=None, allow_none=True).tag(sync=True)
    show_chances = traitlets.Bool(False).tag(sync=True)
    status = traitlets.Unicode("").tag(sync=True)

    def __init__(self, seed: int = 0, start: int = 4, lang: str = "en", chances: bool = False):
        self._rules = SoloRules(start=start)
        self._game = AlgoSolo(seed, self._rules)
        self._seed, self._said = seed, []
        super().__init__(lang=lang, show_chances=bool(chances))
        self.observe(lambda _c: self._sync(), names="show_chances")
        self._said = [self._status_text(e) for e in self._game.events]
        self._sync()

    @property
    def game(self) -> AlgoSolo:
        """The :class:`AlgoSolo` being played; never synced."""
        return self._game

    def place(self, position: int):
        """Put the drawn card in gap ``position`` (0 = left end .. len(row) = right end)
        and turn it up (7b). Returns the events; raises AlgoRuleError if the position
        is not a gap or the game is over (the state is then unchanged)."""
        return self._call(place(position))

    def new_game(self, seed: int | None = None) -> None:
        """A new solo game (seed default: the last one + 1), with the same start count."""
        self._call({"type": "new_game", "seed": seed})

    def _intent_place(self, **fields):
        events = self._game.apply(as_action("place", fields))
        self._said = [self._status_text(e) for e in events]
        self._sync()
        return events

    def _intent_new_game(self, seed=None):
        seed = self._seed + 1 if seed is None else seed
        self._game = AlgoSolo(seed, self._rules)
        self._seed = seed
        self._said = [self._status_text(e) for e in self._game.events]
        self._sync()

    def _intent_show_chances(self, show):
        self.show_chances = show == "on"

    def _relabel(self) -> None:
        self._said = [self._status_text(e) for e in self._game.events]
        self._sync()

    def _status_text(self, event: Event) -> str:
        return solo_said([event], self.lang)[0]

    def _sync(self) -> None:
        state = solo_state(self._game, self._said, self.show_chances, self.lang)
        del state["show_chances"]  # the widget's own trait, which Python may set
        with self.hold_sync():
            for name, value in state.items():
                setattr(self, name, value)

    def __repr__(self) -> str:
        return f"AlgoSoloWidget(score={self._game.score}, over={self._game.is_terminal})"
