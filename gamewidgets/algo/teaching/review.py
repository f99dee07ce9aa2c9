"""The review of a game of algo: every attack and every "go on or stay" rated by the
exact chance of a hit from the attacker's view at that moment (docs/rules/algo.md 4, 8).

What a player could know when they attacked is their view then
(:meth:`AlgoGame.view <gamewidgets.algo.engine.state.AlgoGame.view>`: their own row, the
others' face-up cards, colours and failed guesses, their drawn card, what a toss showed
them); the chance of a hit is the exact posterior of that view
(:func:`~gamewidgets.algo.engine.probability.posterior`: every deal of the unseen cards
that fits it equally likely). The deduction as it stood
(:func:`~gamewidgets.algo.engine.deduction.deduce`) is attached to each decision. Neither
reads another player's face-down number or the pile.

Values are chances (the unit ``"chance"``):

- an attack is worth its chance of a hit;
- after a hit the player may stay (4.4). A miss shows one of the attacker's own cards
  (the drawn card face up, or with an empty pile the own attack card, 4.3, 4.5), so going
  on pays when the chance of the next hit is more than 1 in 2: staying is worth 1/2.
  Where a miss shows nothing (an empty pile in the ``guess_only`` mode) staying is worth 0;
- in the ``arrange_own_row`` mode (6) putting the card where the order rule says is worth
  1, anywhere else (which disqualifies) 0; a stay at a wrong place is worth 0 too.

Verdicts (:data:`THRESHOLDS`): within 1 point (percentage point) of the best chance is best
(two chances said with the same whole percent, "about 54%", are tied), within 10 points
good, within 25 points "not quite", beyond that a mistake.
A partner's toss in pair play (7) is not rated.
"""

from __future__ import annotations

from fractions import Fraction

from gamewidgets.algo.engine.actions import attack_action, stay_action, targets
from gamewidgets.algo.engine.cards import card_key
from gamewidgets.algo.engine.deduction import deduce
from gamewidgets.algo.engine.events import card_words
from gamewidgets.algo.engine.inference import slot_name
from gamewidgets.algo.engine.observation import observe
from gamewidgets.algo.engine.order import insertion_index
from gamewidgets.algo.engine.probability import posterior
from gamewidgets.algo.engine.state import AlgoGame
from gamewidgets.algo.engine.turn import AFTER_HIT, ATTACK, PLACE
from gamewidgets.core.review import (
    Decision,
    Option,
    Review,
    Thresholds,
    chance,
    ranked,
    sentences,
    spoken_names,
)
from gamewidgets.core.text import Msg, Phrase

THRESHOLDS = Thresholds(best=0.01, good=0.10, inaccuracy=0.25, unit="chance")
"""Verdicts of algo, in chances: see the module docstring."""
SHOWN = 4
"""Attacks listed for a decision besides the one taken (the likeliest first)."""
STAY_WORTH = Fraction(1, 2)
"""What staying is worth when a miss shows one of the attacker's cards: going on pays
from a chance of 1 in 2."""


def review(game: AlgoGame, names=None) -> Review:
    """Rate every attack, stay and placing of ``game`` from its player's view then.

    Parameters
    ----------
    game : AlgoGame
        Finished, in progress, or loaded from a save (its log is replayed from its start:
        :meth:`~gamewidgets.core.engine.GameState.replay`).
    names : sequence, optional
        The names the sentences say, by seat (text, or phrases worded in each language);
        default the game's.

    Returns
    -------
    Review
        ``game="algo"``, one :class:`~gamewidgets.core.review.Decision` per attack (kind
        ``"attack"`` for a turn's first attack, ``"go_on"`` after a hit, where staying is
        an option) and per placing of a missed card (``"place"``, ``arrange_own_row``
        mode); each ``attached`` holds the :class:`~gamewidgets.algo.engine.deduction.Deduction`
        of the player's view then. A line in hindsight (the cards as they really were)
        only once the game is over.

    Raises
    ------
    SaveError
        If the game's log does not replay (a log changed by hand).
    """
    over = game.is_terminal
    said = spoken_names(game.names if names is None else names)
    decisions = []
    turn_no, round_no = 0, 0
    for state, action in game.replay():
        if state.round != round_no:
            turn_no, round_no = 0, state.round
        kind = action["type"]
        if state.phase == ATTACK and state.streak == 0 and kind == "attack":
            turn_no += 1
        when = Msg("algo.review.when", round=state.round, turn=max(turn_no, 1))
        if kind in ("attack", "stay") and state.phase in (ATTACK, AFTER_HIT):
            decisions.append(_attack(state, action, when, over, said))
        elif kind == "place" and state.phase == PLACE:
            decisions.append(_place(state, action, when, said))
    return Review("algo", said, decisions, over, THRESHOLDS,
                  method=Msg("algo.review.method"))


# ---- attacks, go on or stay ---------------------------------------------------------------
def _attack(state: AlgoGame, action: dict, when, over: bool, said: list) -> Decision:
    p = action["player"]
    view = state.view(p)
    post = posterior(view, exact=True)
    deduction = deduce(view)
    names = state.names
    attacks = []
    for q in targets(state):
        row = names[q]
        for i, dist in enumerate(post[row]):
            if view.rows[row][i].hidden:
                attacks.extend((prob, q, i, n) for n, prob in dist.items())
    attacks.sort(key=lambda a: -a[0])  # stable: ties keep the view's order
    taken = (action.get("target"), action.get("index"), action.get("number")) \
        if action["type"] == "attack" else None
    shown = attacks[:SHOWN]
    if taken is not None and all((q, i, n) != taken for _, q, i, n in shown):
        q, i, n = taken
        prob = post[names[q]][i].get(n, Fraction(0))
        shown.append((prob, q, i, n))
    options = [_attack_option(said, p, prob, q, i, n, action) for prob, q, i, n in shown]
    going_on = state.phase == AFTER_HIT
    shows_card = state.drawn is not None or state.rules.empty_pile == "own_card"
    if going_on:
        options.append(_stay_option(state, p, shows_card, action))
    if taken is None:
        chosen = lambda o: o.action["type"] == "stay"  # noqa: E731
    else:
        chosen = lambda o: o.action["type"] == "attack" and (  # noqa: E731
            o.action["target"], o.action["index"], o.action["number"]) == taken
    options, index = ranked(options, chosen, THRESHOLDS.best)
    last = state.history[-1] if going_on else None
    result = None
    if taken is not None:
        q, i, n = taken
        result = state.rows[q][i].card.number == n  # told to everyone at once (4.2)
    decision = Decision(
        player=p, kind="go_on" if going_on else "attack", when=when, action=dict(action),
        options=options, chosen=index,
        sentence=_attack_sentence(said, p, options, index, going_on, shows_card, result),
        hindsight=_hindsight(state, said, options, index) if over else None,
        position=_position(state, p, deduction, taken, result, options[0], last),
        attached=deduction)
    return decision


def _attack_option(said, p, prob, q, i, n, action) -> Option:
    own = action.get("own_index") if action["type"] == "attack" else None
    slot = _slot(said, q, i)
    return Option(action=attack_action(p, q, i, n, own), value=float(prob),
                  label=Msg("algo.review.option.attack", slot=slot, number=n),
                  detail=Msg("algo.review.option.chance", chance=chance(prob)),
                  facts={"chance": str(prob), "target": q, "index": i, "number": n})


def _stay_option(state, p, shows_card: bool, action) -> Option:
    worth = STAY_WORTH if shows_card else Fraction(0)
    position = action.get("position") if action["type"] == "stay" else None
    placed_wrong = position is not None and position != _right_place(state, p)
    if placed_wrong:
        worth = Fraction(0)
    return Option(action=stay_action(p, position), value=float(worth),
                  label=Msg("algo.review.option.stay"),
                  detail=Msg("algo.review.option.stay_worth.wrong" if placed_wrong else
                             "algo.review.option.stay_worth.card" if shows_card else
                             "algo.review.option.stay_worth.nothing"),
                  facts={"worth": str(worth)})


def _slot(said: list, q: int, i: int) -> Phrase:
    return Phrase(lambda lang: slot_name(said[q].text(lang), i, lang))


def _attack_sentence(said, p, options, index, going_on, shows_card, result):
    name = said[p]
    taken, best = options[index], options[0]
    fine = best.value - taken.value <= THRESHOLDS.best
    if taken.action["type"] == "stay":
        first = Msg("algo.review.stayed", name=name)
    else:
        facts = taken.facts
        outcome = "hit" if result else "missed"
        first = Msg(f"algo.review.attacked.{'again.' if going_on else ''}{outcome}", name=name,
                    slot=_slot(said, facts["target"], facts["index"]),
                    number=facts["number"], chance=chance(Fraction(facts["chance"])))
    if best.action["type"] == "stay":
        second = Msg("algo.review.best.stay" if shows_card else "algo.review.best.stay_free",
                     name=name, chance=_best_attack_chance(options))
        if fine:
            second = Msg("algo.review.right.stay" if shows_card else
                         "algo.review.right.stay_free", name=name,
                         chance=_best_attack_chance(options))
    elif fine:
        second = Msg("algo.review.right.attack")
    else:
        facts = best.facts
        key = "algo.review.best.go_on" if taken.action["type"] == "stay" else \
            "algo.review.best.attack"
        second = Msg(key, slot=_slot(said, facts["target"], facts["index"]),
                     number=facts["number"], chance=chance(Fraction(facts["chance"])))
    if taken.action["type"] == "attack" and Fraction(taken.facts["chance"]) == 0:
        second = sentences(Msg("algo.review.impossible", number=taken.facts["number"]),
                           None if fine else second)
    return sentences(first, second)


def _best_attack_chance(options):
    best = max((Fraction(o.facts["chance"]) for o in options if o.action["type"] == "attack"),
               default=Fraction(0))
    return chance(best)


def _hindsight(state, said, options, index):
    """The real cards behind the attacked card (when it was missed) and the best attack
    (when it was another one): known to everybody once the game is over. A card is said
    once: when the best attack was on the card attacked, with another number, one
    sentence tells the card and what the best number would have done."""
    seen = {}
    for k in dict.fromkeys([index, 0]):
        o = options[k]
        if o.action["type"] != "attack":
            continue
        q, i, n = o.facts["target"], o.facts["index"], o.facts["number"]
        card = state.rows[q][i].card
        if k == index and card.number == n:
            continue  # a hit: everybody saw that card at once
        words = Phrase(lambda lang, tok=card.token: card_words(tok, lang))
        outcome = "hit" if card.number == n else "miss"
        if (q, i) in seen:  # the best attack on the card missed: one sentence for both
            seen[q, i] = Msg(f"algo.review.hindsight.same.{outcome}", slot=_slot(said, q, i),
                             card=words, number=n)
            continue
        # the best attack, not made, says so: 「黒0でした（当たり）」 read as if it had been made
        result = outcome if k == index else f"best.{outcome}"
        seen[q, i] = Msg("algo.review.hindsight.card", slot=_slot(said, q, i), card=words,
                         result=Msg(f"algo.review.hindsight.{result}"))
    return sentences(*seen.values()) if seen else None


# ---- placing a missed card (arrange_own_row) ------------------------------------------------
def _right_place(state, p: int) -> int:
    view = state.view(p)
    keys = [card_key(s.number, s.color) for s in view.rows["me"]]
    return insertion_index(keys, view.drawn.key)


def _place(state: AlgoGame, action: dict, when, said: list) -> Decision:
    p = action["player"]
    right = _right_place(state, p)
    chosen_at = action["position"]
    options = []
    for position in sorted({right, chosen_at}):
        ok = position == right
        options.append(Option(action={"type": "place", "player": p, "position": position},
                              value=1.0 if ok else 0.0,
                              label=Msg("algo.review.option.place", position=position + 1),
                              detail=Msg("algo.review.option.place_right" if ok
                                         else "algo.review.option.place_wrong")))
    options, index = ranked(options, lambda o: o.action["position"] == chosen_at, THRESHOLDS.best)
    name = said[p]
    sentence = Msg("algo.review.placed.right" if chosen_at == right else
                   "algo.review.placed.wrong", name=name, position=chosen_at + 1,
                   right=right + 1)
    deduction = deduce(state.view(p))
    return Decision(player=p, kind="place", when=when, action=dict(action), options=options,
                    chosen=index, sentence=sentence,
                    position=_position(state, p, deduction, None, None, options[0], None),
                    attached=deduction)


# ---- the table as the player saw it -------------------------------------------------------
def _position(state, p: int, deduction, taken, result, best: Option, last) -> dict:
    """The rows as ``p`` saw them before the decision, for a widget: every card as the
    observation gives it to ``p`` (own numbers, face-up cards, failed guesses, what a toss
    showed), the drawn card if ``p`` held it, the candidates the deduction left for each
    hidden card (``"seat,index"``), the card attacked and the best attack."""
    obs = observe(state, p)
    seat_of = {state.names[q]: q for q in range(state.n_players)}
    candidates = {}
    for row, cards in deduction.candidates.items():
        q = seat_of.get(row)
        if q is None:
            continue
        for i, numbers in enumerate(cards):
            if deduction.view.rows[row][i].hidden:
                candidates[f"{q},{i}"] = sorted(numbers)
    best_attack = None
    if best.action["type"] == "attack":
        best_attack = [best.action["target"], best.action["index"], best.action["number"]]
    return {"me": p, "round": state.round, "rows": obs["rows"], "drawn": obs["drawn"],
            "pile": obs["pile"], "streak": state.streak,
            "target": None if taken is None else [taken[0], taken[1]],
            "number": None if taken is None else taken[2], "hit": result,
            "best": best_attack, "candidates": candidates,
            "after": None if last is None else {"target": last["target"],
                                                "index": last["index"],
                                                "card": last.get("card")}}
