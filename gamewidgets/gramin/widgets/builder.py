"""One seat's program being built in the game widget, from its hand within its die
(docs/rules/gramin.md 2.4, 4.2).

The same edit intents as the sandbox (:func:`~gamewidgets.gramin.widgets.editor.edit`)
lay the cards; trap cards are declared with ``toggle_trap``, and (when the rules do not
use if-cards automatically) the trap marks the held if-cards may cancel are named with
``toggle_if_mark`` (docs/rules/gramin.md 2.3). The engine's
:meth:`GraminGame.build` has the last word when the player submits.
"""

from __future__ import annotations

from collections import Counter

from gamewidgets.core.errors import IntentError
from gamewidgets.core.i18n import t
from gamewidgets.gramin.engine.cards import IF_KINDS, TRAP_KINDS, MoveCard, if_card
from gamewidgets.gramin.engine.errors import ProgramSyntaxError
from gamewidgets.gramin.engine.program import Program, die_cost, if_use_cost, over_die
from gamewidgets.gramin.engine.state import GraminGame
from gamewidgets.gramin.engine.tokens import card_of_token
from gamewidgets.gramin.teaching.code_view import code_lines
from gamewidgets.gramin.widgets.editor import card_view, die_text, edit, hand_view, problem_view

# The token a hand card is first laid as; the player turns it to any direction.
FIRST_TOKEN = {"step": "R", "dash": "2R", "jump": "JR"}


def _move(token) -> MoveCard | None:
    try:
        card = card_of_token(token) if isinstance(token, str) else None
    except ProgramSyntaxError:
        return None
    return card if isinstance(card, MoveCard) else None


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
    marks : list of str
        Trap marks the player lets their if-cards cancel this turn (docs/rules/gramin.md
        2.3); used only when ``rules.auto_if_cards`` is False.
    """

    def __init__(self, game: GraminGame, player: int):
        self.game, self.player = game, player
        self.tokens: list[str] = []
        self.traps: list[str] = []
        self.marks: list[str] = []

    @property
    def hand_tokens(self) -> list[str]:
        """Hand move cards as tokens, then the player's own loop cards (never discarded)."""
        rules = self.game.rules
        moves = [FIRST_TOKEN[k] for k in self.game.hands[self.player] if k in FIRST_TOKEN]
        loops = [f"for{n}(" for n in rules.loop_counts]
        closes = len(loops) if rules.max_loops is None else min(rules.max_loops, len(loops))
        return sorted(moves, key=list(FIRST_TOKEN.values()).index) + loops + [")"] * closes

    def edited(self, kind: str, fields: dict, lang: str) -> list[str]:
        """The cards after one edit intent (:data:`~gamewidgets.gramin.widgets.editor.
        EDIT_INTENTS`), without laying them; a move card of the hand may be added in any
        direction.

        Raises
        ------
        IntentError, PythonCodeError
            As :func:`~gamewidgets.gramin.widgets.editor.edit`.
        """
        hand = self.hand_tokens
        offered = sorted(set(hand), key=hand.index)
        card = _move(fields.get("token")) if kind == "add_card" else None
        if card is not None and FIRST_TOKEN[card.kind] in offered:
            offered = offered + [fields["token"]]
        return edit(self.tokens, kind, fields, offered, hand, lang, self.game.rules)

    def toggle_trap(self, kind: str, lang: str) -> None:
        """Declare trap card ``kind`` of the hand, or take it back if declared.

        Raises
        ------
        IntentError
            If the player holds no such trap card left to declare.
        """
        held = Counter(self.game.hands[self.player])
        if kind in self.traps:
            self.traps.remove(kind)
        elif kind in TRAP_KINDS and held[kind] > self.traps.count(kind):
            self.traps.append(kind)
        else:
            raise IntentError("gramin.game.ui.error.no_trap", lang, kind=str(kind))

    def toggle_if_mark(self, mark: str, lang: str) -> None:
        """Name trap mark ``mark`` as one a held if-card may cancel this turn, or take the
        name back (docs/rules/gramin.md 2.3: ``rules.auto_if_cards`` False).

        Raises
        ------
        IntentError
            If the rules use if-cards automatically (nothing to name), or the player
            holds no if-card of that mark.
        """
        if self.game.rules.auto_if_cards:
            raise IntentError("gramin.game.ui.error.if_auto", lang)
        if mark in self.marks:
            self.marks.remove(mark)
        elif mark in TRAP_KINDS and if_card(mark) in self.game.hands[self.player]:
            self.marks.append(mark)
        else:
            raise IntentError("gramin.game.ui.error.no_if_card", lang, mark=str(mark))

    def cost(self) -> int:
        """Hand cards the program and declared traps use (:func:`die_cost`)."""
        moves = sum(_move(x) is not None for x in self.tokens)
        return die_cost(moves, len(self.tokens) - moves, len(self.traps), self.game.rules)

    def submission(self) -> tuple[str, list[str], list[str] | None]:
        """``(program text, declared traps, if_marks)`` for :meth:`GraminGame.build`:
        ``if_marks`` the marks named, in trap order, or None when the rules use if-cards
        automatically."""
        marks = None if self.game.rules.auto_if_cards else \
            [m for m in TRAP_KINDS if m in self.marks]
        return " ".join(self.tokens), list(self.traps), marks

    def view(self, lang: str) -> dict:
        """What the builder's screen shows (only while this player builds).

        Returns
        -------
        dict
            ``player``, ``die``, ``die_text`` (its label: whether loop cards count),
            ``cost``, ``hand`` (card views with ``used``), ``cards``
            (laid), ``code`` (Python lines, [] if invalid), ``traps`` (``{kind, held,
            declared}``), ``if_cards`` (kinds held), ``if_note`` (when they are used and what
            using one costs, docs/rules/gramin.md 2.3: ``rules.if_card_cost``), ``if_marks`` (when
            ``rules.auto_if_cards`` is False: ``{mark, card, named}`` per if-card kind
            held, the control to name the traps it may cancel; else []), ``problem``
            (:func:`~gamewidgets.gramin.widgets.editor.problem_view`: what stops the
            program being submitted, or None).
        """
        g, p = self.game, self.player
        held = Counter(g.hands[p])
        problem, code = None, []
        try:
            if self.tokens:
                code = code_lines(Program.parse(" ".join(self.tokens), g.rules, lang=lang))
        except ProgramSyntaxError as exc:
            problem = exc
        die, cost = g.rolls[p] or 0, self.cost()
        if problem is None and cost > die:
            # declared traps count too, so no one card is the one over the die
            msg = over_die(cost, die, g.rules)
            problem = ProgramSyntaxError(msg.msg_id, None, lang, **msg.fields)
        return {
            "player": p, "die": die, "die_text": die_text(die, g.rules, lang), "cost": cost,
            "hand": hand_view(self.hand_tokens, self.tokens),
            "cards": [card_view(x) for x in self.tokens], "code": code,
            "traps": [{"kind": k, "held": held[k], "declared": self.traps.count(k)}
                      for k in TRAP_KINDS if held[k]],
            "if_cards": sorted(k for k in held if k in IF_KINDS),
            "if_note": _if_note(g.rules.auto_if_cards, if_use_cost(g.rules),
                                  max(die - cost, 0), lang),
            "if_marks": [] if g.rules.auto_if_cards else [
                {"mark": m, "card": if_card(m), "named": m in self.marks}
                for m in TRAP_KINDS if held[if_card(m)]],
            "problem": problem_view(problem, lang),
        }


def _if_note(auto: bool, costs: int, room: int, lang: str) -> str:
    """The line under the held if-cards: used automatically or only on the traps named
    (``rules.auto_if_cards``), and the die's room left when using one costs a card
    (``rules.if_card_cost``; docs/rules/gramin.md 2.3)."""
    if costs:
        return t("gramin.game.ui.if_cards_room" if auto else "gramin.game.ui.if_cards_named_room",
                 lang, room=room)
    return t("gramin.game.ui.if_cards_auto" if auto else "gramin.game.ui.if_cards_named", lang)
