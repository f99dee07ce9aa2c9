"""The review of a game of Gramin Expedition: every program laid, against the best
program the hand and the die allowed from that square (docs/rules/gramin.md 2, 4.2-4.6).

A player building could know their own hand, die and pile, where every piece stands,
which squares hold chests (never what is in them), the trap cards on the board and the
trap chips already turned up. Everything here is computed from that, by the planner
bot's model (:class:`~gamewidgets.gramin.bots.planner.PlannerBot`, which reads nothing
else):

- a face-down chest is worth the average of the chips the player has not seen
  (:func:`~gamewidgets.gramin.bots.planner.chest_odds`: all chips but their own pile's and
  the trap chips turned up), and may hold a crocodile or a hole chip with the chance
  the unseen chips give;
- a program is run card by card as the game runs it (walls, the edge, trap cards, the
  if-cards in hand, a robbery's odds where another piece stands); the other pieces stand
  where they stood (their programs were secret);
- an option's value (the unit ``"points"``) is the chest points it brings on average,
  minus what the traps it risks cost (a crocodile eats a chest, a turn sat out in a hole
  counts :data:`HOLE_COST` points, a spent if-card 0.4), minus :data:`PULL` points for
  each square between the end of the program and the nearest chest left.

The best program is searched by the planner with its search widened to :data:`WIDTH`
positions kept per die card used (a stated budget: a program outside it is not found,
and the program laid is then rated against the best found). Verdicts
(:data:`THRESHOLDS`): within 0.05 points of the best is best, within 0.3 good, within 1
"not quite", more a mistake. Once the game is over, a line in hindsight tells the points
the chests on each program's way really held. Trap cards and where they were placed are
not rated.
"""

from __future__ import annotations

from collections import Counter

from gamewidgets.core.review import (
    Decision,
    Option,
    Review,
    Thresholds,
    ranked,
    sentences,
    spoken_names,
)
from gamewidgets.core.text import Msg, Phrase, Words
from gamewidgets.gramin.bots.planner import PlannerBot
from gamewidgets.gramin.engine.board import Board, Chest
from gamewidgets.gramin.engine.cards import IF_KINDS, cards_words
from gamewidgets.gramin.engine.events import player_name
from gamewidgets.gramin.engine.program import Loop, Program
from gamewidgets.gramin.engine.state import GraminGame
from gamewidgets.gramin.engine.trace import run_program

THRESHOLDS = Thresholds(best=0.05, good=0.3, inaccuracy=1.0, unit="points")
"""Verdicts of Gramin Expedition, in points: see the module docstring."""
WIDTH = 100
"""Positions the search keeps per die card used (the planner bot keeps 40)."""
PULL = 0.15
"""Points a square between the end of a program and the nearest chest left costs (the
planner bot's own pull toward a chest)."""
HOLE_COST = 2.0
"""Points a turn sat out in a hole counts (about one chest)."""


class _Search(PlannerBot):
    """The planner's search and model, with the review's measure: no discount for later
    actions, no bonus for die left, and the pull of :data:`PULL` per square."""

    def __init__(self):
        super().__init__(discount=1.0, hole_cost=HOLE_COST, width=WIDTH)

    def _end_value(self, pos, mask, die_left) -> float:
        return -PULL * self.distance(pos, mask)

    def distance(self, pos, mask) -> int:
        """Squares (up, down, left, right) from ``pos`` to the nearest chest not in
        ``mask`` (0 when none is left)."""
        known = self.pulls.get((pos, mask))  # the planner's cache, emptied per search
        if known is None:
            left = [p for p, i in self.chests.items() if not mask >> i & 1]
            known = self.pulls[(pos, mask)] = min(
                (abs(p[0] - pos[0]) + abs(p[1] - pos[1]) for p in left), default=0)
        return known


def review(game: GraminGame, names=None) -> Review:
    """Rate every program laid in ``game`` against the best one its player could lay.

    Parameters
    ----------
    game : GraminGame
        Finished, in progress or loaded from a save (its log is replayed from its start:
        :meth:`~gamewidgets.core.engine.GameState.replay`).
    names : sequence, optional
        The names the sentences say, by seat (text, or phrases worded in each language);
        default the game's ("Player 1" / 「プレーヤー1」 when it has none).

    Returns
    -------
    Review
        ``game="gramin"``, one :class:`~gamewidgets.core.review.Decision` (kind
        ``"build"``) per program laid by a player who had a choice (a hand with a move
        card and a die of 1 or more); its options are the best program found, the one
        laid and laying nothing, each with ``facts`` ``points`` (expected, before the
        pull), ``distance`` (squares to the nearest chest left at the end) and
        ``chests`` (chests on its way).

    Raises
    ------
    SaveError
        If the game's log does not replay (a log changed by hand).
    """
    over = game.is_terminal
    if names is None:
        names = [Phrase(lambda lang, p=p: player_name(p, game.names, lang))
                 for p in range(game.n_players)]
    said = spoken_names(names)
    search = _Search()
    decisions = []
    for state, action in game.replay():
        if action["type"] != "build":
            continue
        p = action["player"]
        if not state.rolls[p] or not any(k in ("step", "dash", "jump")
                                         for k in state.hands[p]):
            continue  # nothing to choose: no move card, or no die
        decisions.append(_build(state, action, search, over, said[p]))
    return Review("gramin", said, decisions, over, THRESHOLDS,
                  method=Msg("gramin.review.method", width=WIDTH, pull=PULL,
                             hole=int(HOLE_COST)))


def _build(state: GraminGame, action: dict, search: _Search, over: bool, name) -> Decision:
    p = action["player"]
    rules = state.rules
    laid = Program.parse(action.get("program", ""), rules)
    tokens, _ = search.plan(state, p)
    found = Program.parse(" ".join(tokens), rules)
    programs = {laid.to_text(): laid}
    programs.setdefault(found.to_text(), found)
    programs.setdefault("", Program.parse("", rules))
    options = [_option(state, p, prog, search) for prog in programs.values()]
    options, index = ranked(options, lambda o: o.action["program"] == laid.to_text(),
                            THRESHOLDS.best)
    return Decision(
        player=p, kind="build", when=Msg("gramin.review.when", turn=state.turn),
        action=dict(action), options=options, chosen=index,
        sentence=_sentence(name, options, index),
        hindsight=_hindsight(state, p, options, index) if over else None,
        position=_position(state, p, options))


def _option(state: GraminGame, p: int, program: Program, search: _Search) -> Option:
    value, end, mask = search.evaluate(state, p, program)
    distance = search.distance(end, mask)
    text = program.to_text()
    return Option(
        action={"type": "build", "player": p, "program": text, "traps": []},
        value=value - PULL * distance,
        label=Phrase(lambda lang: program_words(program, lang)),
        detail=Msg("gramin.review.option", points=_points(value),
                   distance=_distance(distance) if search.chests
                   else Msg("gramin.review.no_chest")),
        facts={"points": round(value, 4), "distance": distance,
               "chests": bin(mask).count("1"), "end": list(end), "program": text})


def program_words(program: Program, lang: str = "en") -> str:
    """A program as a sentence says it: each action's cards
    (:func:`~gamewidgets.gramin.engine.cards.cards_words`), in order; "no cards" for
    an empty one."""
    if not program.cards:
        return Msg("gramin.review.nothing").text(lang)
    tokens = program.tokens()
    parts = []
    for node in program.body:
        if isinstance(node, Loop):
            parts.append(" ".join(tokens[node.open_index:node.close_index + 1]))
        else:
            parts.append(tokens[node])
    return Words([cards_words(part, lang) for part in parts]).text(lang)


def _distance(n: int) -> Msg:
    if n <= 1:
        return Msg("gramin.review.distance." + ("zero" if n == 0 else "one"))
    return Msg("gramin.review.distance", n=n)


def _points(x: float) -> Phrase:
    one = f"{x:.1f}"
    one = "0" if one in ("0.0", "-0.0") else one[:-2] if one.endswith(".0") else one
    msg = "gramin.review.points.one" if one == "1" else \
        "gramin.review.points.zero" if x == 0 else "gramin.review.points"
    return Phrase(lambda lang: Msg(msg, n=one).text(lang))


def _held(n: int) -> Msg:
    """``n`` points as the hindsight line says them ("1 point", "3 points")."""
    return Msg("gramin.review.held.one" if n == 1 else "gramin.review.held", n=n)


def _sentence(name, options: list[Option], index: int):
    taken, best = options[index], options[0]
    first = Msg("gramin.review.laid", name=name, program=taken.label,
                detail=taken.detail)
    if best.value - taken.value <= THRESHOLDS.best:
        second = Msg("gramin.review.right")
    elif _points(best.facts["points"]).text("en") == _points(taken.facts["points"]).text("en"):
        # the same points as said: what makes it better is the square it ends on
        second = Msg("gramin.review.better.nearer", program=best.label, detail=best.detail)
    else:
        second = Msg("gramin.review.better", program=best.label, detail=best.detail)
    return sentences(first, second)


def _hindsight(state: GraminGame, p: int, options: list[Option], index: int):
    """The points the chests on the way of the program laid (and of the best one) really
    held, each run alone on the board as it was (the chests' contents are known to
    everybody once the game is over)."""
    held = {}
    for k in dict.fromkeys([index, 0]):
        program = options[k].facts["program"]
        trace = run_program(program, state.board, state.positions[p],
                            if_cards=_if_cards(state, p), rules=state.rules)
        held[k] = sum(trace.collected)
    if index == 0 or held[0] == held[index]:
        return Msg("gramin.review.hindsight.one", points=_held(held[index]))
    return Msg("gramin.review.hindsight.two", points=_held(held[index]), best=_held(held[0]))


def _if_cards(state: GraminGame, p: int) -> list[str]:
    return [k for k in state.hands[p] if k in IF_KINDS]


def _position(state: GraminGame, p: int, options: list[Option]) -> dict:
    """The board as ``p`` saw it while building (chest squares, never their contents),
    the pieces, ``p``'s die and hand, and the squares each option's program goes
    through (run alone on the board with every chest taken as a point chip, so a path
    never tells what a chest holds)."""
    board = state.board
    blind = Board(board.rows, board.cols, {pos: Chest(1) for pos in board.chests},
                  dict(board.traps))
    paths = []
    for o in options:
        squares = [list(state.positions[p])]
        try:
            trace = run_program(o.facts["program"], blind, state.positions[p],
                                if_cards=_if_cards(state, p), rules=state.rules)
        except ValueError:  # a piece on a wall card (trap_squares="any"): it stays
            trace = None
        for frame in trace.frames[1:] if trace else ():
            squares.extend(list(sq) for sq in frame.path)
        paths.append(squares)
    hand = Counter(state.hands[p])
    return {"me": p, "turn": state.turn, "board": board.public_dict(),
            "positions": [list(x) for x in state.positions], "die": state.rolls[p],
            "hand": dict(sorted(hand.items())), "paths": paths,
            "piles": [len(x) for x in state.piles]}
