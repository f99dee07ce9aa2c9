"""The setup screen of a game widget: who plays and the rules options, chosen by clicks.

A widget made with ``setup="open"`` shows a setup screen before the first move and
again from "New game": its seats (people by name, bots by their registry name: the seat
spec of :mod:`gamewidgets.core.seats`) and a few rules options, each a choice of words
with an explanation (every choice's) that the screen opens on demand ("Explain" /
「せつめい」). The browser sends one intent,
``{"type": "setup", "players": [...], "options": {...}}``; it is checked here against
the game's :class:`SetupSpec` (:func:`check_setup`) before the widget starts the new
game, so a forged message is refused with a translated sentence and nothing changes.
``setup="locked"`` (the default: a lesson's widget, made with its players and rules in
Python) never shows the screen and refuses the intent.

Every widget shows the chosen options in a short line on the playing screen
(:func:`setup_line`: "Pair play · Chips on").

Catalogue keys, under the spec's ``prefix`` (``"algo.setup."``): ``<key>`` (the option's
name), ``<key>.help`` (its explanation), ``<key>.<value>`` (each choice), or
``<key>.value`` with a ``{value}`` placeholder for every choice (a number, such as a
board's size); ``bot.<name>`` (a bot's words, "Probability" / 「確率」: the seat spec
stays ``"bot:<name>"``). A refusal names options, choices and bots by these words.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from gamewidgets.core.errors import IntentError
from gamewidgets.core.i18n import has, t
from gamewidgets.core.seats import BOT_PREFIX, Seat, seat_spec
from gamewidgets.core.text import MAX_NAME, Msg, Phrase, Term, Words, is_text, shown, typed
from gamewidgets.core.widget import Str

SETUP_POLICIES = ("locked", "open")
"""A widget's ``setup``: ``"locked"`` (no setup screen: the players and rules given in
Python, as a lesson wants them) or ``"open"`` (the screen before the first move and from
"New game")."""
MAX_OPTIONS = 16
"""Most options a ``setup`` intent may name (every game has fewer)."""


@dataclass(frozen=True)
class SetupOption:
    """One option of the setup screen: a choice among a few words.

    Attributes
    ----------
    key : str
        The option's name in the ``setup`` intent (often the rules field it sets).
    values : tuple of str
        The allowed choices, in the order shown.
    seats : tuple of (str, int, int)
        ``(choice, fewest, most)``: a choice that plays with its own number of seats
        (algo's pair play with 4, solo play with 1) instead of the spec's range. A
        refusal of another number says ``<prefix>error.<choice>`` if the catalogue has
        it (fields ``n``, ``low``, ``high``), else ``core.error.setup.count_for``.
    """

    key: str
    values: tuple[str, ...]
    seats: tuple[tuple[str, int, int], ...] = ()

    def seat_range(self, value: str) -> tuple[int, int] | None:
        """``(fewest, most)`` seats of choice ``value``, or None (the spec's range)."""
        return next(((low, high) for v, low, high in self.seats if v == value), None)


@dataclass(frozen=True)
class SetupSpec:
    """What a game's setup screen offers.

    Attributes
    ----------
    prefix : str
        Catalogue prefix of the options' texts (``"algo.setup."``).
    options : tuple of SetupOption
        The options, in the order shown.
    bots : tuple of str
        The bots a seat may be (names of the game's registry).
    min_players, max_players : int
        How many seats, inclusive.
    first_person : bool
        Whether seat 1 must be a person (algo: the student's seat).
    """

    prefix: str
    options: tuple[SetupOption, ...]
    bots: tuple[str, ...]
    min_players: int
    max_players: int
    first_person: bool = False

    def option(self, key: str) -> SetupOption | None:
        """The option named ``key``, or None."""
        return next((o for o in self.options if o.key == key), None)


def check_policy(setup) -> str:
    """Return ``setup`` if it is one of :data:`SETUP_POLICIES`.

    Raises
    ------
    ValueError
        Naming the allowed values.
    """
    if setup not in SETUP_POLICIES:
        raise ValueError(f"setup must be one of {SETUP_POLICIES}, got {setup!r}")
    return setup


class Seats:
    """The ``players`` field of a ``setup`` intent: a list of at most ``most`` texts, each
    ``""`` (a person with the default name), a person's name or ``"bot:<name>"``."""

    def __init__(self, most: int = 8):
        self.most = most

    def check(self, key: str, value, lang: str) -> list[str]:
        """Return ``value`` (a new list) if it has that shape; raise :class:`IntentError`."""
        if not isinstance(value, list) or len(value) > self.most or not all(
                isinstance(x, str) and len(x) <= MAX_NAME + len(BOT_PREFIX) and is_text(x)
                for x in value):
            raise IntentError("core.error.setup.players_shape", lang, key=key,
                              most=self.most, limit=MAX_NAME)
        return list(value)


class Choices:
    """The ``options`` field of a ``setup`` intent: a dict of option name to a word."""

    def check(self, key: str, value, lang: str) -> dict[str, str]:
        """Return ``value`` (a new dict) if it has that shape; raise :class:`IntentError`."""
        if not isinstance(value, dict) or len(value) > MAX_OPTIONS or not all(
                isinstance(k, str) and isinstance(v, str) and len(k) <= 40 and len(v) <= 40
                for k, v in value.items()):
            raise IntentError("core.error.setup.options_shape", lang, key=key,
                              most=MAX_OPTIONS)
        return dict(value)


def setup_intents() -> dict:
    """The intents of the setup screen, to merge into a widget's ``INTENTS``: ``setup``
    (start a game with these seats and options) and ``setup_screen`` (``"show"``: ``"on"``
    opens the screen, ``"off"`` goes back to the game)."""
    return {"setup": {"players": Seats(), "options": Choices()},
            "setup_screen": {"show": Str(choices=("on", "off"))}}


def screen_seats(seats: Sequence[Seat]) -> list[str]:
    """``seats`` as the setup screen shows them: ``""`` for a person with the default
    name, a person's name, ``"bot:<name>"`` for a bot (also one given by an alias, such
    as Gramin's ``"bot"``, which the screen would take for a person's name)."""
    return ["" if seat.person and seat.name is None else
            seat.name if seat.person else
            BOT_PREFIX + seat.bot if isinstance(seat.bot, str) else seat_spec(seat)
            for seat in seats]


def check_setup(spec: SetupSpec, players: Sequence[str], options: Mapping[str, str],
                current: Mapping[str, str], lang: str) -> tuple[list, dict[str, str]]:
    """Read a ``setup`` intent's ``players`` and ``options`` against ``spec``.

    Parameters
    ----------
    spec : SetupSpec
    players : list of str
        Per seat: ``""`` (a person, default name), a name, or ``"bot:<name>"``.
    options : dict of str to str
        Option name to choice; an option left out keeps its ``current`` choice.
    current : dict of str to str
        Every option's choice now.
    lang : {"en", "ja"}
        Language of the refusal.

    Returns
    -------
    (list, dict)
        The ``players`` entries for the widget (``None`` for a person with the default
        name, a name with full-width letters made half-width, or ``"bot:<name>"``), and
        every option's choice.

    Raises
    ------
    IntentError
        If the number of seats is out of range (the spec's, or the chosen choice's own:
        :attr:`SetupOption.seats`), a seat names an unknown bot, seat 1 is a bot where it
        must be a person, an option is unknown, or a choice is not allowed.
    """
    if not spec.min_players <= len(players) <= spec.max_players:
        raise IntentError("core.error.setup.count", lang, low=spec.min_players,
                          high=spec.max_players, n=len(players))
    entries: list = []
    for i, raw in enumerate(players):
        text = typed(raw).strip()
        if text.startswith(BOT_PREFIX):
            bot = text[len(BOT_PREFIX):]
            if bot not in spec.bots:
                raise IntentError("core.error.setup.bot", lang, seat=i + 1, value=shown(bot),
                                  allowed=Words([_bot_words(spec, b) for b in spec.bots],
                                                joint="one_of"))
            if i == 0 and spec.first_person:
                raise IntentError("core.error.setup.first_person", lang)
            entries.append(BOT_PREFIX + bot)
        elif len(text) > MAX_NAME:
            raise IntentError("core.error.setup.players_shape", lang, key="players",
                              most=spec.max_players, limit=MAX_NAME)
        else:
            entries.append(text or None)
    chosen = dict(current)
    for key, value in options.items():
        option = spec.option(key)
        if option is None:
            raise IntentError("core.error.setup.option", lang, value=shown(key),
                              allowed=Words([Msg(spec.prefix + o.key) for o in spec.options],
                                            joint="one_of"))
        if value not in option.values:
            raise IntentError("core.error.setup.choice", lang, option=Msg(spec.prefix + key),
                              value=shown(value),
                              allowed=Words([_choice_words(spec, key, v) for v in option.values],
                                            joint="one_of"))
        chosen[key] = value
    for option in spec.options:
        seats = option.seat_range(chosen[option.key])
        if seats is not None and not seats[0] <= len(entries) <= seats[1]:
            own = f"{spec.prefix}error.{chosen[option.key]}"
            raise IntentError(own if has(own) else "core.error.setup.count_for", lang,
                              choice=_choice_words(spec, option.key, chosen[option.key]),
                              low=seats[0], high=seats[1], n=len(entries))
    return entries, chosen


def _choice_words(spec: SetupSpec, key: str, value: str) -> Phrase:
    return Phrase(lambda lang: choice_label(spec, key, value, lang))


def _bot_words(spec: SetupSpec, bot: str) -> Term:
    return Term(f"{spec.prefix}bot.{bot}", bot)


def choice_label(spec: SetupSpec, key: str, value: str, lang: str) -> str:
    """The words of choice ``value`` of option ``key`` in ``lang``."""
    own = f"{spec.prefix}{key}.{value}"
    return t(own, lang) if has(own) else t(f"{spec.prefix}{key}.value", lang, value=value)


def setup_line(spec: SetupSpec, choices: Mapping[str, str], lang: str,
               keys: Sequence[str] | None = None) -> str:
    """The short line of the chosen options shown while playing: "Rules: " and each
    option's choice (``keys``, default every option) joined by " · " (en) or "・" (ja);
    ``""`` when ``keys`` is empty (the screen shows no line)."""
    keys = [o.key for o in spec.options] if keys is None else keys
    if not keys:
        return ""
    return t("core.ui.setup.line", lang, choices=("・" if lang == "ja" else " · ").join(
        choice_label(spec, k, choices[k], lang) for k in keys))


def setup_state(spec: SetupSpec, policy: str, showing: bool, players: Sequence,
                choices: Mapping[str, str], lang: str, line_keys=None,
                bot_label: Callable[[str, str], str] | None = None) -> dict:
    """The synced ``setup`` trait: what the browser's setup screen shows.

    Returns
    -------
    dict
        ``{"policy", "open" (the screen is shown), "players" (the seats now, as the
        intent takes them: ``""`` for a default name), "min", "max", "first_person",
        "bots" (each ``{"value", "label"}``: ``bot_label(name, lang)``, default the
        catalogue's ``<prefix>bot.<name>`` if it has it, else the name),
        "options" (each ``{"key", "label", "help", "value", "choices": [{"value",
        "label"}]``, "seats": ``{choice: [fewest, most]}`` of the choices with their own
        number of seats}``), "line" (:func:`setup_line`)}``.
    """
    return {
        "policy": policy,
        "open": policy == "open" and showing,
        "players": ["" if p is None else p for p in players],
        "min": spec.min_players, "max": spec.max_players,
        "first_person": spec.first_person,
        "bots": [{"value": b,
                  "label": bot_label(b, lang) if bot_label else _bot_words(spec, b).text(lang)}
                 for b in spec.bots],
        "options": [{"key": o.key, "label": t(f"{spec.prefix}{o.key}", lang),
                     "help": t(f"{spec.prefix}{o.key}.help", lang), "value": choices[o.key],
                     "choices": [{"value": v, "label": choice_label(spec, o.key, v, lang)}
                                 for v in o.values],
                     "seats": {v: [low, high] for v, low, high in o.seats}}
                    for o in spec.options],
        "line": setup_line(spec, choices, lang, line_keys),
    }


def refuse_locked(policy: str, lang: str) -> None:
    """Refuse a setup intent unless the widget's setup is ``"open"``.

    Raises
    ------
    IntentError
        If ``policy`` is ``"locked"``.
    """
    if policy != "open":
        raise IntentError("core.error.setup.locked", lang)
