"""The synced state AlgoWidget builds from a view: the deduction panel and view-mode rows.

Everything here starts from an :class:`~gamewidgets.algo.engine.view.AlgoView` (the
student's view), never from the game, so nothing in it can hold a number the student may
not see (docs/rules/algo.md 8).
"""

from __future__ import annotations

from fractions import Fraction

from gamewidgets.algo.engine.deduction import Deduction, deduce
from gamewidgets.algo.engine.errors import ViewError
from gamewidgets.algo.engine.inference import ordinal
from gamewidgets.algo.engine.probability import count_worlds, posterior
from gamewidgets.algo.engine.turn import partner
from gamewidgets.algo.engine.view import AlgoView
from gamewidgets.core.errors import IntentError
from gamewidgets.core.i18n import t
from gamewidgets.core.text import Phrase, fraction, shown


def checked_deduction(view: AlgoView) -> Deduction:
    """``deduce(view)``, after making sure some deal fits the view.

    Propagation alone can miss a contradiction between rows and colours, so the worlds
    are counted too: a view the widget accepts always has a posterior.

    Raises
    ------
    ValueError
        (a :class:`~gamewidgets.algo.engine.errors.ViewError`) if no deal fits.
    """
    d = deduce(view)
    if not count_worlds(view):
        raise ViewError("algo.view.error.no_world",
                        reason=Phrase(lambda lang: t("algo.view.error.no_world_joint", lang)))
    return d


def read_view(view, lang: str) -> AlgoView:
    """A view the widget can show: ``view`` (text or an :class:`AlgoView`), read and
    checked by :func:`checked_deduction`.

    Raises
    ------
    ValueError
        (a :class:`~gamewidgets.algo.engine.errors.ViewError` worded in ``lang``) if the
        view is malformed, no game can have it or no deal fits it; a plain ValueError if
        ``view`` is neither text nor an AlgoView.
    """
    if not isinstance(view, (str, AlgoView)):
        raise ValueError(f"view must be text or an AlgoView, got {shown(view)}")
    try:
        view = AlgoView.parse(view) if isinstance(view, str) else view
        checked_deduction(view)
    except ViewError as exc:
        raise exc.in_lang(lang) from None
    return view


def refused_view(exc: ViewError, lang: str) -> IntentError:
    """The refusal of a typed view, in ``lang``, saying why (``exc``'s sentence)."""
    return IntentError("algo.error.intent.bad_view", lang, reason=Phrase(exc.text))


def empty_panel() -> dict:
    """The ``deduction_data`` trait with nothing to show (hints off during a game)."""
    return {"slots": [], "steps": [], "posterior": None, "fractions": None, "worlds": None}


def deduction_panel(view: AlgoView, d: Deduction, probabilities: bool, lang: str) -> dict:
    """The ``deduction_data`` trait: candidate grid, steps and optional probabilities.

    Parameters
    ----------
    view : AlgoView
        The student's view (its ``me`` row is the student's).
    d : Deduction
        ``deduce(view)``.
    probabilities : bool
        Also compute the exact posterior (hint level ``"probabilities"``).
    lang : {"en", "ja"}
        Language of the step sentences.

    Returns
    -------
    dict
        ``slots``: one dict per hidden card in view order ``{"row", "player" (seat in
        the widget: the student 0, then the other rows in view order), "index" (0-based),
        "place" (its place from the left as the status line and the history say it:
        "2nd" in English, "2" in Japanese), "color", "candidates" (sorted list),
        "eliminated" ({str(number): reason}),
        "certain" (number or None), "failed" (sorted list), "why" ({str(number):
        sentence} for the numbers no deal uses)}``; with ``probabilities``, a number the
        deduction's rules leave but no deal that fits the view uses is moved from
        ``candidates`` to ``eliminated`` as ``"counting"`` (docs/rules/algo.md 8), with
        its sentence in ``why``; ``steps``:
        ``Inference.to_dict(lang)`` each; ``posterior``: None, or per slot a list of 12
        floats; ``fractions``: the same as exact fractions written for ``lang`` (``"1/3"``,
        「3分の1」: :func:`~gamewidgets.core.text.fraction`); ``worlds``: None, or the
        number of deals that fit the view (int).

    Raises
    ------
    ValueError
        If no deal fits the view (only with ``probabilities``).
    """
    seat = {r: k for k, r in enumerate([view.me] + [r for r in view.rows if r != view.me])}
    slots = []
    for row, index in view.hidden_slots():
        s = view.rows[row][index]
        cand = sorted(d.candidates[row][index])
        place = place_word(index, lang)
        slots.append({"row": row, "player": seat[row], "index": index, "place": place,
                      "color": s.color,
                      "candidates": cand,
                      "eliminated": {str(n): r for n, r in d.eliminated(row, index).items()},
                      "certain": cand[0] if len(cand) == 1 else None,
                      "failed": sorted(s.excluded), "why": {}})
    out = {**empty_panel(), "slots": slots, "steps": [st.to_dict(lang) for st in d.steps]}
    if probabilities and slots:
        post = posterior(view, exact=True)
        probs = [[post[s["row"]][s["index"]].get(n, Fraction(0)) for n in range(12)]
                 for s in slots]
        for s, ps in zip(slots, probs, strict=True):
            # the deduction's rules may leave a number no deal uses (deduce()'s docstring
            # says when): counting the deals rules it out, and the card may be certain
            gone = [n for n in s["candidates"] if not ps[n]]
            if gone:
                s["candidates"] = [n for n in s["candidates"] if ps[n]]
                s["eliminated"].update({str(n): "counting" for n in gone})
                s["why"] = {str(n): t("algo.ui.no_deal", lang, n=n) for n in gone}
                s["certain"] = s["candidates"][0] if len(s["candidates"]) == 1 else None
        out.update(posterior=[[float(p) for p in ps] for ps in probs],
                   fractions=[[fraction(p, lang) for p in ps] for ps in probs],
                   worlds=count_worlds(view))
    return out


def place_word(index: int, lang: str) -> str:
    """A card's place from the left of its row (``index`` 0-based) as the status line
    says it: "2nd" in English, "2" in Japanese (the sentence adds 枚目)."""
    return ordinal(index + 1) if lang == "en" else str(index + 1)


def placed(row: list[dict], lang: str) -> list[dict]:
    """The cards of a row, each with its ``place`` (:func:`place_word`)."""
    return [{**card, "place": place_word(i, lang)} for i, card in enumerate(row)]


def view_players(view: AlgoView, lang: str) -> list:
    """The ``players`` trait in view mode: the viewer first ("You"), then the other rows.

    Returns
    -------
    list of dict
        ``{"name", "bot": None, "chips": None, "wins": None, "out": False,
        "current": False, "first": False, "team": None, "row": [{"color", "number" (None if hidden),
        "face_up", "failed", "place"}]}`` per row.
    """
    order = [view.me] + [r for r in view.rows if r != view.me]
    return [{
        "name": t("algo.widget.you", lang) if r == view.me else r, "bot": None,
        "chips": None, "wins": None, "out": False, "current": False, "first": False,
        "team": None, "row": placed([{"color": s.color, "number": s.number,
                         "face_up": r != view.me and not s.hidden,
                         "failed": sorted(s.excluded)} for s in view.rows[r]], lang)}
        for r in order]


def game_players(g, obs: dict, name, bots, lang: str, me: int = 0) -> list:
    """The ``players`` trait during a game, from the observation ``obs`` of seat ``me``
    (the person at the screen).

    Returns
    -------
    list of dict
        ``{"name", "bot" (its name, None for a person), "chips" (None without chips),
        "wins", "out", "current", "first", "team", "row" (as ``obs["rows"]``, each card
        with its ``place``, :func:`placed`)}`` per seat; ``team`` is ``"partner"`` or
        ``"opponent"`` as seat ``me`` plays with or against that seat in pair play
        (docs/rules/algo.md 7), else None.
    """
    def team(q: int) -> str | None:
        if not g.rules.pair or q == me:
            return None
        return "partner" if q == partner(me) else "opponent"

    return [{
        "name": name(q),
        "bot": None if bots[q] is None else str(getattr(bots[q], "name",
                                                          type(bots[q]).__name__)),
        "chips": g.chips[q] if g.rules.chips else None, "wins": g.round_wins[q],
        "out": obs["out"][q], "current": q == g.current_player,
        "first": q == g.first_player, "team": team(q), "row": placed(obs["rows"][q], lang)}
        for q in range(g.n_players)]


def slots_by_seat(data: dict, viewer: int, n_players: int) -> dict:
    """``data`` (of :func:`deduction_panel`) with its slots' ``player`` turned from view
    order (0 = ``viewer``) into seats, since the rows on the screen are by seat."""
    return {**data, "slots": [{**s, "player": (viewer + s["player"]) % n_players}
                              for s in data["slots"]]}


def drawn_state(card) -> dict | None:
    """The synced ``drawn`` of a typed view: ``{"color", "number"}`` of the drawn card
    (a :class:`~gamewidgets.algo.engine.cards.Card`), or None."""
    return None if card is None else {"color": card.color, "number": card.number}
