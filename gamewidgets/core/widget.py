"""The base of every widget: bundled front end, language, labels, errors, and intents.

A widget is thin: synced traits carry what the browser shows; the browser sends
*intents* (``{"type": ..., fields}``) as custom messages. Every intent is checked here
against the widget's :attr:`GameWidget.INTENTS` before its handler runs, so a malformed
message changes nothing and is answered with a sentence in ``error``.

A move in the game is sent as the engine's own action dict, ``"player"`` included, exactly
as the game's ``legal_actions`` lists it (:func:`as_action` gives it back to the handler);
the other intents only change the view (a cover screen, the cards being laid, a hint).
"""

from __future__ import annotations

import functools
import inspect
import pathlib
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from typing import ClassVar

import anywidget
import traitlets

from gamewidgets.core import furigana as _furigana
from gamewidgets.core.errors import GameError, IntentError
from gamewidgets.core.i18n import LANGS, t, texts
from gamewidgets.core.text import Words, is_text, quoted, shown

STATIC = pathlib.Path(__file__).resolve().parent.parent / "static"
"""Folder of the bundled front ends: ``<bundle>.js`` and ``<bundle>.css`` per widget."""

SHARED_LABELS = "core.ui."
"""Catalogue prefix of the labels in every widget's ``labels`` (js/shared reads them)."""


class TraitValueError(traitlets.TraitError, ValueError):
    """A value a widget's trait refuses; also a ``ValueError``, so ``w.lang = "fr"``
    raises what the widget's constructor raises for the same value."""


@dataclass(frozen=True)
class Int:
    """An intent field that must be an int (``bool`` and ``float`` refused).

    Parameters
    ----------
    low, high : int or None
        Inclusive bounds, if any.
    optional : bool
        Whether the field may be missing or ``None`` (then it reads as ``None``).
    """

    low: int | None = None
    high: int | None = None
    optional: bool = False

    def check(self, key: str, value, lang: str):
        """Return ``value`` if allowed; raise :class:`IntentError` otherwise."""
        if value is None and self.optional:
            return None
        if type(value) is not int:
            raise IntentError("core.error.intent.int", lang, key=key, value=shown(value))
        if (self.low is not None and value < self.low) or \
                (self.high is not None and value > self.high):
            raise IntentError("core.error.intent.range", lang, key=key, value=value,
                              low="" if self.low is None else self.low,
                              high="" if self.high is None else self.high)
        return value


@dataclass(frozen=True)
class Str:
    """An intent field that must be text (no lone surrogate, :func:`is_text`).

    Parameters
    ----------
    max_len : int
        Most characters.
    choices : tuple of str or None
        The allowed values, if only some are.
    optional : bool
        Whether the field may be missing or ``None``.
    """

    max_len: int = 2000
    choices: tuple[str, ...] | None = None
    optional: bool = False

    def check(self, key: str, value, lang: str):
        """Return ``value`` if allowed; raise :class:`IntentError` otherwise."""
        if value is None and self.optional:
            return None
        if self.choices is not None:
            if not isinstance(value, str) or value not in self.choices:
                raise IntentError("core.error.intent.choice", lang, key=key,
                                  value=quoted(value),
                                  allowed=Words(self.choices, joint="one_of"))
            return value
        if not isinstance(value, str) or len(value) > self.max_len:
            raise IntentError("core.error.intent.text", lang, key=key, limit=self.max_len)
        if not is_text(value):
            raise IntentError("core.error.intent.unicode", lang, key=key)
        return value


@dataclass(frozen=True)
class Ints:
    """An intent field that must be a list of ``size`` ints (``bool`` and ``float``
    refused), such as a square ``[row, col]``.

    Parameters
    ----------
    size : int
        How many.
    low : int
        Smallest value of each (the largest is the game's to check).
    upto : bool
        Whether ``size`` is the most: a list of 1 to ``size`` ints (a row's order, whose
        length the game checks).
    """

    size: int = 2
    low: int = 0
    upto: bool = False

    def check(self, key: str, value, lang: str):
        """Return ``value`` (a new list) if allowed; raise :class:`IntentError` otherwise."""
        sized = isinstance(value, list) and (
            1 <= len(value) <= self.size if self.upto else len(value) == self.size)
        if not sized or any(type(x) is not int or x < self.low for x in value):
            key_id = "core.error.intent.ints_upto" if self.upto else "core.error.intent.ints"
            raise IntentError(key_id, lang, key=key, n=self.size, low=self.low,
                              value=shown(value))
        return list(value)


Field = Int | Str | Ints
"""The type of an intent field's check."""

MAX_SEED = 2**53 - 1
"""The largest seed a widget takes from the browser: the largest whole number a browser's
number holds exactly (a larger one would not be the seed typed)."""
SEED = Int(0, MAX_SEED, optional=True)
"""The ``seed`` of a ``new_game`` intent: a whole number 0..:data:`MAX_SEED`, or missing
(the widget's next seed). A negative or larger seed is refused with a translated message,
as the game itself would refuse it."""


def js_null():
    """The value a message to the browser must carry for ``None``, or ``None`` where
    ``None`` itself arrives as null.

    In a JupyterLite site the kernel is Python in the browser (Pyodide, where
    ``sys.platform`` is ``"emscripten"``): its comm messages are converted to JavaScript
    objects, which turns ``None`` into ``undefined``, and then sent as JSON, which drops a
    key whose value is ``undefined``. A trait set back to ``None`` would then never reach
    the browser. Pyodide's ``jsnull`` converts to JavaScript's ``null`` instead.

    Returns
    -------
    object or None
        ``pyodide.ffi.jsnull`` under Pyodide, else ``None``.
    """
    if sys.platform != "emscripten":
        return None
    from pyodide.ffi import jsnull  # only in Pyodide

    return jsnull


def with_nulls(value, null):
    """``value`` with every ``None`` in it replaced by ``null``.

    Parameters
    ----------
    value : object
        A JSON-like value: dicts, lists and tuples are walked (a tuple becomes a list, as
        in JSON); other values are kept as they are.
    null : object
        What stands for ``None`` (see :func:`js_null`).

    Returns
    -------
    object
        A new value; ``value`` is not changed.
    """
    if value is None:
        return null
    if isinstance(value, dict):
        return {k: with_nulls(v, null) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [with_nulls(v, null) for v in value]
    return value


def holds_none(value) -> bool:
    """Whether ``value`` is ``None`` or holds one in a dict, list or tuple."""
    if value is None:
        return True
    if isinstance(value, dict):
        return any(holds_none(v) for v in value.values())
    if isinstance(value, (list, tuple)):
        return any(holds_none(v) for v in value)
    return False


def as_action(kind: str, fields: Mapping) -> dict:
    """The action dict of a move intent ``kind`` with its checked ``fields``: optional
    fields left out of the message (``None``) are left out, as in the game's
    ``legal_actions``."""
    return {"type": kind, **{k: v for k, v in fields.items() if v is not None}}


def check_intent(content, spec: Mapping[str, Mapping[str, Field]],
                 lang: str = "en") -> dict:
    """Check a message from the browser against an intent spec.

    Parameters
    ----------
    content : object
        The message: a dict ``{"type": str, ...fields}``.
    spec : mapping
        ``{type: {field: Int(...) | Str(...) | Ints(...)}}``: the intents a widget accepts.
    lang : {"en", "ja"}
        Language of the error.

    Returns
    -------
    dict
        ``{"type": type, field: value, ...}`` with exactly the spec's fields (unknown extra
        fields are dropped; missing optional ones are ``None``).

    Raises
    ------
    IntentError
        If ``content`` is not a dict with a known ``type``, or a field is missing, of the
        wrong type or out of range. The message says what is allowed.
    """
    allowed = ", ".join(spec)
    if not isinstance(content, dict) or not isinstance(content.get("type"), str):
        raise IntentError("core.error.intent.shape", lang, allowed=allowed)
    kind = content["type"]
    if kind not in spec:
        raise IntentError("core.error.intent.unknown", lang, type=shown(kind), allowed=allowed)
    intent = {"type": kind}
    for key, field in spec[kind].items():
        intent[key] = field.check(key, content.get(key), lang)
    return intent


def _at_own_furigana(method, init: bool = False):
    """``method`` run at its widget's furigana level; a constructor (``init``) first takes
    the keyword ``furigana`` (checked) as that level."""
    @functools.wraps(method)
    def at_level(self, *args, **kwargs):
        if init and "furigana" in kwargs:
            level = kwargs.pop("furigana")
            if level is not None:
                _furigana.check_level(level)
            self._furigana_level = level
        with _furigana.using(lambda: getattr(self, "_furigana_level", None)):
            return method(self, *args, **kwargs)

    return at_level


def _render_at_own_furigana(cls) -> None:
    """Make each method ``cls`` defines render its sentences at the widget's furigana
    level, whoever calls it (a cell, the browser's intent, an observer); the constructor
    takes the level as the keyword ``furigana``."""
    for name, value in list(vars(cls).items()):
        if inspect.isfunction(value) and (name == "__init__" or not name.startswith("__")) \
                and name != "furigana":
            setattr(cls, name, _at_own_furigana(value, init=name == "__init__"))


class GameWidget(anywidget.AnyWidget):
    """Base of the package's widgets: one place for language, labels, errors and intents.

    A subclass sets ``_esm = STATIC / "<bundle>.js"``, ``_css = STATIC / "<bundle>.css"``,
    :attr:`LABELS` (the catalogue prefix of its labels, e.g. ``"gramin.ui."``) and
    :attr:`INTENTS`, and handles each intent type in a method ``_intent_<type>(**fields)``.
    A handler raises a :class:`~gamewidgets.core.errors.GameError` to refuse; it must then
    have changed nothing. On success the previous error is cleared, unless the handler
    showed a new one.

    Every widget's constructor also takes ``furigana`` (keyword only): the readings its
    Japanese shows, ``"off"``, ``"all"`` or ``"above_grade_N"`` (N from 0 to 6); None (the
    default) keeps the lesson's (:func:`gamewidgets.core.furigana.set_furigana`, itself
    ``"above_grade_4"`` unless a lesson says otherwise). Every method of the widget renders
    its texts at that level; the :attr:`furigana` property changes it live.

    Parameters
    ----------
    lang : {"en", "ja"}
        Language of labels and messages (the ``lang`` trait; set it to switch live).
    **traits
        Initial values of the subclass's traits.

    Raises
    ------
    ValueError
        If ``lang`` is not ``"en"`` or ``"ja"``, or ``furigana`` is not a level.

    Attributes
    ----------
    lang : str
        Synced; validated (an unknown language is refused with a :class:`TraitValueError`).
        The browser writes it too: every widget's EN / 日本語 switch (js/shared/lang.js).
    labels : dict
        Synced: the catalogue texts under :attr:`LABELS` in ``lang``, and those under
        :data:`SHARED_LABELS` (the controls every game's view has, such as the step
        buttons), whatever a subclass assigns.
    error : dict or None
        Synced: ``{"message": str, ...}`` for the last refused intent or call, else None.
    """

    LABELS: ClassVar[str] = ""
    INTENTS: ClassVar[Mapping[str, Mapping[str, Field]]] = {}
    BROWSER_WRITES: ClassVar[frozenset[str]] = frozenset({"lang"})
    """The synced traits the browser may write: ``lang`` (text: the widget's language
    switch) and a subclass's step index (an int; add it to this set, do not replace the
    set). Each is checked by its trait; an update of any other trait, or with a value of
    another type or one the trait refuses, is refused whole and the browser is sent the
    kernel's values back."""

    lang = traitlets.Unicode("en").tag(sync=True)
    labels = traitlets.Dict().tag(sync=True)
    error = traitlets.Dict(allow_none=True, default_value=None).tag(sync=True)

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        _render_at_own_furigana(cls)

    @property
    def furigana(self) -> str | None:
        """The readings this widget's Japanese shows (None: the lesson's level); set it to
        change them live (the labels and sentences are worded again)."""
        return getattr(self, "_furigana_level", None)

    @furigana.setter
    def furigana(self, level: str | None) -> None:
        """Set the readings shown (``"off"``, ``"above_grade_N"``, ``"all"`` or None).

        Raises
        ------
        ValueError
            If ``level`` is not one of these.
        """
        if level is not None:
            _furigana.check_level(level)
        self._furigana_level = level
        with _furigana.using(level):
            self._on_lang(None)

    def __init__(self, lang: str = "en", **traits):
        if not isinstance(lang, str) or lang not in LANGS:
            raise ValueError(f"lang must be one of {LANGS}, got {lang!r}")
        self._error_exc: Exception | None = None
        self._errors_shown = 0
        super().__init__(lang=lang, labels=texts(self.LABELS, lang), **traits)
        self.on_msg(self._on_msg)
        self.observe(self._on_lang, names="lang")

    @traitlets.validate("labels")
    def _with_shared_labels(self, proposal):
        # a subclass may assign its own label set (several prefixes): the shared
        # controls' labels are added to whatever it assigns
        return {**texts(SHARED_LABELS, self.lang), **proposal["value"]}

    @traitlets.validate("lang")
    def _valid_lang(self, proposal):
        value = proposal["value"]
        if value not in LANGS:
            raise TraitValueError(t("core.error.lang", "en", value=shown(value),
                                    allowed=Words(LANGS, joint="one_of").text("en")))
        return value

    # ---- messages to the browser ----------------------------------------------------------
    def _send(self, msg, buffers=None):
        # every message to the browser (a state update, a custom message) passes here:
        # in a JupyterLite site its None values must travel as JavaScript's null
        null = js_null()
        super()._send(msg if null is None else with_nulls(msg, null), buffers)

    def open(self) -> None:
        """Open the widget's comm; in a JupyterLite site, then send again, as null, the
        traits whose initial value is or holds ``None`` (the kernel dropped them from the
        opening message, see :func:`js_null`)."""
        opening = self.comm is None
        super().open()
        if opening and js_null() is not None:
            self.send_state([k for k, v in self.get_state().items() if holds_none(v)])

    # ---- errors -------------------------------------------------------------------------
    def _show_error(self, exc: Exception | None) -> None:
        """Show ``exc`` in the widget (``None`` clears the error)."""
        self._error_exc = exc
        self._errors_shown += 1
        if exc is None:
            self.error = None
            return
        message = exc.text(self.lang) if hasattr(exc, "text") else str(exc)
        self.error = {"message": message, **self._error_details(exc)}

    def _error_details(self, exc: Exception) -> dict:
        """Extra fields of the ``error`` trait for ``exc`` (e.g. the card to mark)."""
        return {}

    # ---- language -----------------------------------------------------------------------
    def _on_lang(self, change) -> None:
        with self.hold_sync():
            self.labels = texts(self.LABELS, self.lang)
            if self._error_exc is not None:
                self._show_error(self._error_exc)
            self._relabel()

    def _relabel(self) -> None:
        """Re-word the subclass's sentences in the new ``lang`` (called inside hold_sync)."""

    # ---- state the browser writes ---------------------------------------------------------
    def set_state(self, sync_data) -> None:
        """Apply a state update from the browser: only :attr:`BROWSER_WRITES`, each checked
        by its trait; an update with anything else is refused whole (nothing of it is
        applied) with a message in ``error``, and the browser is sent the kernel's values
        back, so both sides agree again."""
        if not isinstance(sync_data, dict):
            return
        shown_before = self._error_exc  # a trait's observer may refuse the value itself
        # lang is text (its validator checks the value); the other traits a browser writes
        # are step indexes: an int, never a bool (False == 0 would not even reach the
        # trait's observer)
        wanted = {k: v for k, v in sync_data.items()
                  if k in self.BROWSER_WRITES and type(v) is (str if k == "lang" else int)}
        refused = sorted(str(k) for k in sync_data if k not in wanted)
        try:
            if wanted and not refused:
                super().set_state(wanted)
        except (traitlets.TraitError, TypeError, ValueError):
            refused += sorted(wanted)
        if refused:
            refused += sorted(k for k in wanted if k not in refused)
            self._show_error(IntentError("core.error.intent.read_only", self.lang,
                                         traits=", ".join(map(shown, refused[:5]))))
            self.send_state([k for k in refused if k in self.keys])
        elif wanted and self._error_exc is shown_before and self.error is not None:
            self._show_error(None)  # as after an intent: a change made clears a refusal

    # ---- intents ------------------------------------------------------------------------
    def send_intent(self, content: dict) -> None:
        """Handle ``content`` exactly as a message from the browser (for tests and
        notebooks): checked, applied, or refused with ``error`` set."""
        self._on_msg(self, content, [])

    def _call(self, content: dict):
        """Do a Python call as the intent ``content``, so a call and a click are checked and
        applied by the same code.

        Returns
        -------
        object
            What the intent's handler returns.

        Raises
        ------
        GameError
            The refusal, also shown in ``error``; nothing was changed.
        """
        try:
            return self._handle(content)
        except GameError as exc:
            self._show_error(exc)
            raise

    def _on_msg(self, _widget, content, _buffers) -> None:
        try:
            self._handle(content)
        except GameError as exc:
            self._show_error(exc)

    def _handle(self, content):
        shown_before = self._errors_shown
        intent = check_intent(content, self.INTENTS, self.lang)
        kind = intent.pop("type")
        result = getattr(self, f"_intent_{kind}")(**intent)
        if self._errors_shown == shown_before and self.error is not None:
            self._show_error(None)
        return result

    def _keep_step(self, change, count: int) -> None:
        """Observer of a step index the browser writes (``frame``, ``step``): a value
        outside ``0..count-1``, or not an int (``True`` passes the trait's own check), is
        put back and refused in ``error``."""
        def fits(index) -> bool:
            return type(index) is int and 0 <= index < max(count, 1)

        if not fits(change["new"]):
            old = change["old"]
            self.set_trait(change["name"], old if fits(old) else 0)
            self._show_error(IntentError("core.error.intent.step", self.lang,
                                         n=max(count, 1) - 1))


_render_at_own_furigana(GameWidget)
