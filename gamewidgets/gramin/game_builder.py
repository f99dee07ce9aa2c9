"""One player's program being built in the game widget, from their hand within their die
(rules/gramin.md 2.4, 4.2).

The same card intents as the sandbox (:mod:`gamewidgets.gramin.widget_intents`) edit the
program; trap cards are declared with ``toggle_trap``. The engine's
:meth:`GraminGame.build` has the last word when the player submits.
"""

from __future__ import annotations

from collections import Counter

from gamewidgets.core.i18n import t
from gamewidgets.gramin.cards import TRAP_KINDS, MoveCard
from gamewidgets.gramin.code_view import code_lines
from gamewidgets.gramin.program import Program, ProgramSyntaxError, card_of_token
from gamewidgets.gramin.widget_intents import IntentError, apply_intent

EDIT_INTENTS = ("add_card", "remove_card", "turn_card", "move_card", "clear", "set_program",
                "set_python")
# The token a hand card is first laid as; the player turns it to any direction.
FIRST_TOKEN = {"step": "R", "dash": "2R", "jump": "JR"}


def intent_error(message_id: str, lang: str, **fields) -> IntentError:
    """An :class:`IntentError` (a refused browser message; nothing was changed)."""
    return IntentError(message_id, lang, **fields)


class Builder:
    """The program ``player`` is laying this turn (private to that player).

    Parameters
    ----------
    game : GraminGame
        In the build phase; ``player`` has rolled and not built.
    player : int

    Attributes
    ----------
    tokens : list of str
        Cards laid so far (ASCII tokens).
    traps : list of str
        Trap cards declared for the trap phase.
    """

    def __init__(self, game, player: int):
        self.game, self.player = game, player
        self.tokens: list[str] = []
        self.traps: list[str] = []

    @property
    def hand_tokens(self) -> list[str]:
        """Hand move cards as tokens, then the player's own loop cards (never discarded)."""
        rules = self.game.rules
        moves = [FIRST_TOKEN[k] for k in self.game.hands[self.player] if k in FIRST_TOKEN]
        loops = [f"for{n}(" for n in rules.loop_counts]
        closes = len(loops) if rules.max_loops is None else min(rules.max_loops, len(loops))
        return sorted(moves, key=list(FIRST_TOKEN.values()).index) + loops + [")"] * closes

    def apply(self, content: dict, lang: str) -> None:
        """Apply an edit intent or ``toggle_trap`` {kind}.

        Raises
        ------
        IntentError, ProgramSyntaxError
            As :func:`apply_intent`; or a trap kind the player does not hold.
        """
        if content.get("type") == "toggle_trap":
            kind = content.get("kind")
            held = Counter(self.game.hands[self.player])
            if kind in self.traps:
                self.traps.remove(kind)
            elif kind in TRAP_KINDS and held[kind] > self.traps.count(kind):
                self.traps.append(kind)
            else:
                raise intent_error("gramin.game.ui.error.no_trap", lang, kind=str(kind))
            return
        hand = self.hand_tokens
        offered = sorted(set(hand), key=hand.index)
        if content.get("type") == "add_card" and content.get("token") not in offered:
            # A direction other than the first one laid: same card kind, so allowed.
            card = _move(content.get("token"))
            if card is not None and FIRST_TOKEN[card.kind] in offered:
                offered = offered + [content["token"]]
        self.tokens, _ = apply_intent(content, self.tokens, offered, hand, lang, self.game.rules)

    def cost(self) -> int:
        """Hand cards the program and declared traps use (rules/gramin.md 4.2)."""
        moves = sum(_move(x) is not None for x in self.tokens)
        loops = len(self.tokens) - moves if self.game.rules.loop_cards_count else 0
        return moves + loops + len(self.traps)

    def submission(self) -> tuple[str, list[str]]:
        """``(program text, declared traps)`` for :meth:`GraminGame.build`."""
        return " ".join(self.tokens), list(self.traps)

    def view(self, lang: str) -> dict:
        """What the builder's screen shows (only while this player builds).

        Returns
        -------
        dict
            ``player``, ``die``, ``cost``, ``hand`` (card views with ``used``), ``cards``
            (laid), ``code`` (Python lines, [] if invalid), ``traps`` (``{kind, held,
            declared}``), ``if_cards`` (kinds held), ``if_label`` (what using them costs,
            rules/gramin.md 2.3: ``rules.if_card_cost``), ``error`` (``{message, card_index}``
            or None: a problem to fix before submitting).
        """
        from gamewidgets.gramin.widget import card_view

        g, p = self.game, self.player
        left = list(self.tokens)
        hand = []
        for tok in self.hand_tokens:
            kind = _kind(tok)
            match = next((x for x in left if _kind(x) == kind), None)
            if match is not None:
                left.remove(match)
            hand.append({**card_view(tok), "used": match is not None})
        held = Counter(g.hands[p])
        error, code = None, []
        try:
            if self.tokens:
                code = code_lines(Program.parse(" ".join(self.tokens), g.rules, lang=lang))
        except ProgramSyntaxError as exc:
            error = {"message": exc.text(lang), "card_index": exc.card_index}
        die = g.rolls[p] or 0
        if error is None and self.cost() > die:
            error = {"message": _over_die(lang, self.cost(), die), "card_index": None}
        return {
            "player": p, "die": die, "cost": self.cost(), "hand": hand,
            "cards": [card_view(x) for x in self.tokens], "code": code,
            "traps": [{"kind": k, "held": held[k], "declared": self.traps.count(k)}
                      for k in TRAP_KINDS if held[k]],
            "if_cards": sorted(k for k in held if k.startswith("if_")),
            "if_label": (t("gramin.game.ui.if_cards_room", lang, room=max(die - self.cost(), 0))
                         if g.rules.if_card_cost == "when_used"
                         else t("gramin.game.ui.if_cards", lang)),
            "error": error,
        }


def _over_die(lang: str, cost: int, die: int) -> str:
    return t("gramin.game.ui.over_die", lang, cost=cost, die=die)


def _move(token) -> MoveCard | None:
    try:
        card = card_of_token(token) if isinstance(token, str) else None
    except ProgramSyntaxError:
        return None
    return card if isinstance(card, MoveCard) else None


def _kind(token: str) -> str:
    card = _move(token)
    return card.kind if card is not None else token
