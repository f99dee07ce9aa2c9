"""Actions of algo: what may be done now, and the refusal of what may not
(docs/rules/algo.md 4-6).

An action is a JSON-able dict, the same one a widget sends and a bot returns:

=================  ====================================================================
``attack``         ``{"type": "attack", "player": p, "target": q, "index": i, "number": n}``
                   plus ``"own_index": k`` when the pile is empty in the ``own_card`` mode
                   (4.5): attack ``q``'s face-down card ``i`` declaring ``n`` (0..11)
``stay``           ``{"type": "stay", "player": p}`` after a hit (4.4), plus
                   ``"position": k`` in the ``arrange_own_row`` mode with a drawn card
``place``          ``{"type": "place", "player": p, "position": k}``: the
                   ``arrange_own_row`` mode, after a miss (6)
``arrange``        ``{"type": "arrange", "player": p, "order": [i, ...]}``: the
                   ``arrange_own_row`` mode after the deal (6): ``p``'s row, left to
                   right, as indexes of the cards in the order dealt (``dealt[p]``)
``next_round``     ``{"type": "next_round", "player": CHANCE}``: the deal of the next
                   round, a chance action (5)
``toss``           ``{"type": "toss", "player": partner, "index": i}``: pair play (7),
                   the partner shows the attacker their own face-down card ``i``
``call_toss``      ``{"type": "call_toss", "player": p}``: pair play with
                   ``skip_toss``, the attacker asks the partner for the toss (7)
``skip_toss``      ``{"type": "skip_toss", "player": p}``: pair play with
                   ``skip_toss``, the attacker skips the toss and attacks at once (7)
=================  ====================================================================

Players, cards and positions are 0-based. The functions here read a game and never change
it: :func:`legal_actions` lists, :func:`check_action` refuses with an
:class:`~gamewidgets.algo.engine.errors.AlgoRuleError` (to which the game's ``apply``
adds what is allowed now, :func:`now_hint`).
"""

from __future__ import annotations

from functools import partial

from gamewidgets.algo.engine.cards import card_of
from gamewidgets.algo.engine.errors import AlgoRuleError
from gamewidgets.algo.engine.events import card_words
from gamewidgets.algo.engine.turn import (
    AFTER_HIT,
    ARRANGE,
    ATTACK,
    ATTACKING,
    PLACE,
    ROUND_OVER,
    TOSS,
    TOSS_CALL,
    face_down,
    is_out,
    partner,
)
from gamewidgets.core.engine import CHANCE, check_phase, check_seat
from gamewidgets.core.i18n import t
from gamewidgets.core.text import Msg, Phrase, Words, shown

NUMBERS = range(12)
"""The numbers an attack may declare (any of them, even a silly guess)."""
FIELDS = {
    "attack": ("type", "player", "target", "index", "number", "own_index"),
    "stay": ("type", "player", "position"),
    "place": ("type", "player", "position"),
    "next_round": ("type", "player"),
    "toss": ("type", "player", "index"),
    "arrange": ("type", "player", "order"),
    "call_toss": ("type", "player"),
    "skip_toss": ("type", "player"),
}
"""The keys each action type may have."""
OPTIONAL = ("own_index", "position")
"""Keys that may be left out (``position`` only of a stay)."""
ACTION_TYPES = tuple(FIELDS)
_WHEN = {"attack": ATTACKING, "stay": (AFTER_HIT,), "place": (PLACE,),
         "next_round": (ROUND_OVER,), "toss": (TOSS,), "call_toss": (TOSS_CALL,),
         "skip_toss": (TOSS_CALL,), "arrange": (ARRANGE,)}
_CALL = {"attack": "attack(target, index, number)", "stay": "stay()",
         "place": "place(position)", "next_round": "next_round()", "toss": "toss(index)",
         "call_toss": "call_toss()", "skip_toss": "skip_toss()",
         "arrange": "arrange(order)"}


# ---- building actions ---------------------------------------------------------------------
def attack_action(player: int, target: int, index: int, number: int,
                  own_index: int | None = None) -> dict:
    """The attack action dict (``own_index`` only when given)."""
    action = {"type": "attack", "player": player, "target": target, "index": index,
              "number": number}
    if own_index is not None:
        action["own_index"] = own_index
    return action


def stay_action(player: int, position: int | None = None) -> dict:
    """The stay action dict (``position`` only when given)."""
    action = {"type": "stay", "player": player}
    if position is not None:
        action["position"] = position
    return action


def place_action(player: int, position: int) -> dict:
    """The place action dict."""
    return {"type": "place", "player": player, "position": position}


def toss_action(player: int, index: int) -> dict:
    """The toss action dict: ``player`` (the partner) shows their card ``index`` (7)."""
    return {"type": "toss", "player": player, "index": index}


def arrange_action(player: int, order) -> dict:
    """The arrange action dict: ``player``'s row as indexes into the cards dealt (6)."""
    return {"type": "arrange", "player": player,
            "order": list(order) if isinstance(order, (list, tuple)) else order}


def right_order(dealt: list[str]) -> list[int]:
    """The indexes of the ``dealt`` card tokens in the order rule's order (2)."""
    return sorted(range(len(dealt)), key=lambda i: card_of(dealt[i]).key)


def call_toss_action(player: int) -> dict:
    """The attacker ``player`` asks the partner for the toss (7, ``skip_toss`` rules)."""
    return {"type": "call_toss", "player": player}


def skip_toss_action(player: int) -> dict:
    """The attacker ``player`` skips the toss and attacks at once (7, ``skip_toss``)."""
    return {"type": "skip_toss", "player": player}


def next_round_action() -> dict:
    """The chance action that deals the next round."""
    return {"type": "next_round", "player": CHANCE}


def action_from_dict(d) -> dict:
    """A copy of the action ``d``, checked in shape only (not whether it is legal now:
    see :func:`check_action`).

    Raises
    ------
    ValueError
        If ``d`` is not a dict whose ``"type"`` is one of :data:`ACTION_TYPES` with every
        key of that type (but the :data:`OPTIONAL` ones) and no other.
    """
    kind = d.get("type") if isinstance(d, dict) else None
    if kind not in FIELDS:
        raise ValueError(f"{shown(d)} is not an action: 'type' is one of {ACTION_TYPES}")
    keys = FIELDS[kind]
    missing = [k for k in keys if k not in d and k not in OPTIONAL]
    unknown = sorted(map(str, set(d) - set(keys)))
    if missing or unknown:
        raise ValueError(f"{shown(d)}: an action of type {kind!r} has the keys "
                         f"{', '.join(keys)} ({', '.join(OPTIONAL)} may be left out)")
    return dict(d)


# ---- what is legal ------------------------------------------------------------------------
def targets(game) -> list[int]:
    """The players the current player may attack: the others still in the round (in pair
    play the opponents only, 7)."""
    me = game.current_player
    mates = (me, partner(me)) if game.rules.pair else (me,)
    return [q for q in range(game.n_players) if q not in mates and not is_out(game.rows[q])]


def legal_parts(game, player: int | None = None) -> tuple[list, range, list, list]:
    """The parts :func:`legal_actions` is built from, without building every action.

    Returns
    -------
    slots : list of (int, int)
        ``(target, index)`` of every face-down card ``player`` may attack (empty outside
        the attack phases or when ``player`` is not to act).
    numbers : range
        :data:`NUMBERS`.
    owns : list of int or None
        The ``own_index`` values (``[None]`` unless the pile is empty in own-card mode).
    others : list of dict
        The other legal actions (stay, place, next_round). The legal actions are the
        attacks on ``(q, i)`` in ``slots`` declaring ``n`` in ``numbers`` with ``o`` in
        ``owns`` (in that nesting order), then ``others``.

    Raises
    ------
    AlgoRuleError
        If ``player`` is neither None nor a seat (:func:`seat`).
    """
    if player is not None:
        seat(game, player)
    me = game.current_player
    if player is not None and player != me:
        return [], NUMBERS, [None], []
    phase = game.phase
    if phase in ATTACKING:
        if not game.own_card_mode:
            owns = [None]
        elif game.turn_own is not None:
            owns = [game.turn_own]
        else:
            owns = face_down(game.rows[me])
        slots = [(q, i) for q in targets(game) for i in face_down(game.rows[q])]
        others = []
        if phase == AFTER_HIT:
            if game.drawn is not None and game.rules.arrange_own_row:
                others = [stay_action(me, k) for k in range(len(game.rows[me]) + 1)]
            else:
                others = [stay_action(me)]
        return slots, NUMBERS, owns, others
    if phase == PLACE:
        return [], NUMBERS, [None], [place_action(me, k) for k in range(len(game.rows[me]) + 1)]
    if phase == TOSS:
        return [], NUMBERS, [None], [toss_action(me, i) for i in face_down(game.rows[me])]
    if phase == TOSS_CALL:
        return [], NUMBERS, [None], [call_toss_action(me), skip_toss_action(me)]
    if phase == ARRANGE:
        right = right_order(game.dealt[me])
        swapped = [right[:k] + [right[k + 1], right[k]] + right[k + 2:]
                   for k in range(len(right) - 1)]
        return [], NUMBERS, [None], [arrange_action(me, o) for o in [right, *swapped]]
    if phase == ROUND_OVER:
        return [], NUMBERS, [None], [next_round_action()]
    return [], NUMBERS, [None], []


def legal_actions(game, player: int | None = None) -> list[dict]:
    """Every action ``player`` may take now (``None``: whoever acts, chance included).

    At :data:`ATTACK`/:data:`AFTER_HIT` an attack on every face-down card of every other
    player still in the round with every number 0..11 (silly guesses are allowed), times
    every own face-down card as ``own_index`` when the pile is empty in ``own_card`` mode
    (the turn's card once chosen); :data:`AFTER_HIT` adds a stay (one per position
    ``0..len(row)`` in ``arrange_own_row`` mode with a drawn card); :data:`PLACE` a place
    per position; :data:`TOSS` a toss of each face-down card of the partner (the seat
    to act); :data:`TOSS_CALL` the attacker's ``call_toss`` and ``skip_toss``;
    :data:`ARRANGE` the right order of the cards dealt and each order one swap of two
    neighbours away (every other order of them is legal too, and disqualifies as those
    do: too many to list);
    :data:`ROUND_OVER` the chance action ``next_round``; the end ``[]``.
    A seat that is not to act gets ``[]``; AlgoRuleError if ``player`` is not a seat.
    """
    slots, numbers, owns, others = legal_parts(game, player)
    me = game.current_player
    return [attack_action(me, q, i, n, o) for q, i in slots for n in numbers for o in owns] + others


# ---- refusing -----------------------------------------------------------------------------
def now_hint(game) -> Msg:
    """What is allowed now, as a sentence (the game's ``_now_hint``: :meth:`apply
    <gamewidgets.core.engine.GameState.apply>` adds it to every refusal)."""
    p, phase = game.current_player, game.phase
    if phase == ATTACK:
        listed = _target_list(game)
        if game.own_card_mode and game.turn_own is None:
            return Msg("algo.game.now.attack_own", name=game.names[p], player=p,
                       targets=listed, own=_listing(face_down(game.rows[p])))
        return Msg("algo.game.now.attack", name=game.names[p], player=p, targets=listed)
    if phase == AFTER_HIT:
        stay = "stay()"
        if game.drawn is not None and game.rules.arrange_own_row:
            stay = f"stay(position), position 0..{len(game.rows[p])}"
        return Msg("algo.game.now.after_hit", name=game.names[p], stay=stay)
    if phase == TOSS:
        return Msg("algo.game.now.toss", name=game.names[p],
                   attacker=game.names[partner(p)], choices=_listing(face_down(game.rows[p])))
    if phase == ARRANGE:
        return Msg("algo.game.now.arrange", name=game.names[p],
                   last=len(game.dealt[p]) - 1)
    if phase == TOSS_CALL:
        return Msg("algo.game.now.toss_call", name=game.names[p],
                   partner=game.names[partner(p)])
    if phase == PLACE:
        return Msg("algo.game.now.place", name=game.names[p], last=len(game.rows[p]),
                   card=game.drawn.token)
    return Msg(f"algo.game.now.{phase}", round=game.round)


def seat(game, player) -> int:
    """``player`` if it is a seat of ``game``.

    Raises
    ------
    AlgoRuleError
        Otherwise (:func:`~gamewidgets.core.engine.check_seat`), in the game's ``lang``.
    """
    try:
        return check_seat(player, game.n_players, AlgoRuleError)
    except AlgoRuleError as exc:
        raise exc.in_lang(game.lang) from None


def check_action(game, action) -> dict:
    """Check ``action`` against the rules now; return it with every key of its type
    (``own_index``/``position`` ``None`` when left out).

    Checked in this order: the shape (a dict of a known type with only its keys), the
    phase, the acting seat (``"player"``), then each field.

    Raises
    ------
    AlgoRuleError
        If the action is malformed, of the wrong phase or seat, or illegal; the message,
        in the game's ``lang``, says what is wrong (the game's ``apply`` adds what is
        allowed now).
    """
    try:
        return _checked(game, action)
    except AlgoRuleError as exc:
        raise exc.in_lang(game.lang) from None


def _checked(game, action) -> dict:
    try:
        action = action_from_dict(action)
    except ValueError:
        raise AlgoRuleError("algo.error.game.unknown_action", action=shown(action)) from None
    kind = action["type"]
    full = {key: action.get(key) for key in FIELDS[kind]}
    check_phase(game.phase, _WHEN[kind], _CALL[kind], AlgoRuleError)
    player = full["player"]
    if type(player) is not int or player != game.current_player:
        raise AlgoRuleError("algo.error.game.not_acting", player=shown(player),
                            call=_CALL[kind])
    if kind == "attack":
        full["own_index"] = _check_attack(game, full)
    elif kind == "stay":
        if game.drawn is not None and game.rules.arrange_own_row:
            _check_position(game, full["position"])
        elif full["position"] is not None:
            raise AlgoRuleError("algo.error.game.position_not_allowed",
                                position=shown(full["position"]))
    elif kind == "place":
        _check_position(game, full["position"])
    elif kind == "arrange":
        order, n = full["order"], len(game.dealt[player])
        if not isinstance(order, list) or sorted(
                i if type(i) is int else -1 for i in order) != list(range(n)):
            raise AlgoRuleError("algo.error.game.bad_order", order=shown(order), last=n - 1)
    elif kind == "toss":
        choices = face_down(game.rows[player])
        if type(full["index"]) is not int or full["index"] not in choices:
            raise AlgoRuleError("algo.error.game.toss_bad", index=shown(full["index"]),
                                choices=_listing(choices))
    return full


def _check_attack(game, a: dict):
    """Check an attack's target, index, number and own card; return the own card used."""
    target, index, number = a["target"], a["index"], a["number"]
    check_seat(target, game.n_players, AlgoRuleError, "target")
    listed = _target_list(game)
    if target == game.current_player:
        raise AlgoRuleError("algo.error.game.self_target", target=target, targets=listed)
    if game.rules.pair and target == partner(game.current_player):
        raise AlgoRuleError("algo.error.game.partner_target", target=target,
                            name=game.names[target], targets=listed)
    row = game.rows[target]
    if is_out(row):
        raise AlgoRuleError("algo.error.game.target_out", target=target,
                            name=game.names[target], targets=listed)
    if type(index) is not int or not 0 <= index < len(row):
        raise AlgoRuleError("algo.error.game.bad_index", index=shown(index),
                            name=game.names[target], count=len(row), last=len(row) - 1)
    if row[index].face_up:
        raise AlgoRuleError("algo.error.game.face_up", index=index, name=game.names[target],
                            card=Phrase(partial(card_words, row[index].card.token)),
                            choices=_listing(face_down(row)))
    if type(number) is not int or number not in NUMBERS:
        raise AlgoRuleError("algo.error.game.bad_number", number=shown(number))
    return _check_own(game, a["own_index"])


def _check_own(game, own):
    if not game.own_card_mode:
        if own is not None:
            raise AlgoRuleError("algo.error.game.own_not_allowed", own=shown(own))
        return None
    if game.turn_own is not None:
        if own is not None and own != game.turn_own:
            raise AlgoRuleError("algo.error.game.own_changed", fixed=game.turn_own)
        return game.turn_own
    choices = face_down(game.rows[game.current_player])
    if own is None:
        raise AlgoRuleError("algo.error.game.own_needed", choices=_listing(choices))
    if type(own) is not int or own not in choices:
        raise AlgoRuleError("algo.error.game.own_bad", own=shown(own),
                            choices=_listing(choices))
    return own


def _check_position(game, position) -> None:
    last = len(game.rows[game.current_player])
    if position is None:
        raise AlgoRuleError("algo.error.game.position_needed", last=last)
    if type(position) is not int or not 0 <= position <= last:
        raise AlgoRuleError("algo.error.game.bad_position", position=shown(position),
                            last=last)


def _target_list(game) -> Words:
    # "target=1 (Ben)": the API index beside the name, so it is not read as a seat number
    return Words([Phrase(lambda lang, q=q: t("algo.term.target", lang, index=q,
                                            name=game.names[q])) for q in targets(game)],
                 joint="one_of")


def _listing(indexes) -> Words:
    # the card indices one may give: 「0、2、4のどれか」, 「0と2のどちらか」
    return Words(indexes, joint="one_of")
