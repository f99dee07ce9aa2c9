"""A Gramin board as a static picture (SVG): what the widget's board shows at a frame of a
run, with no JavaScript, for graded feedback and anywhere a notebook's output is read
without a live kernel (nbgrader's feedback pages, exported HTML).

It is drawn from the data the widget sends its view (the ``board`` trait,
:meth:`Board.public_dict` with a puzzle's trap chips, and a trace's frames,
:meth:`Trace.to_json`), read as js/gramin/board.js reads them: the chests opened and the
trap cards gone at the frame, the trail walked so far, the goal's chests and square. The
pictures are the widget's own (``icons.json``, which js/gramin/icons.js draws too) in the
colours of its stylesheet's light scheme (``static/gramin.css``).
"""

from __future__ import annotations

import functools
import html
import json
import pathlib
import re

from gamewidgets.core.errors import GameError
from gamewidgets.core.furigana import bare, screen
from gamewidgets.core.i18n import t
from gamewidgets.gramin.engine.board import Board
from gamewidgets.gramin.engine.program import Program
from gamewidgets.gramin.engine.trace import Trace, run_program
from gamewidgets.gramin.teaching.code_view import from_python, looks_like_python
from gamewidgets.gramin.teaching.puzzle import Puzzle

SQUARE = 40
"""Side of a square, in the picture's units (the icons' grid)."""

PIECE = 32
"""Side of a piece (chest, trap, explorer) on its square."""

AXIS = 18
"""Room for the row and column numbers, left of and above the board."""

_HERE = pathlib.Path(__file__).resolve().parent
_ICONS = _HERE.parent / "widgets" / "icons.json"  # shared with js/gramin/icons.js
_STYLESHEET = _HERE.parent.parent / "static" / "gramin.css"


@functools.lru_cache(maxsize=1)
def icons() -> dict:
    """``{name: SVG elements}`` of the widget's pictures (chest, crocodile, hole, wall,
    explorer, flag, star) on a 40 x 40 grid."""
    data = json.loads(_ICONS.read_text(encoding="utf-8"))
    return {k: v for k, v in data.items() if not k.startswith("/")}


@functools.lru_cache(maxsize=1)
def palette() -> dict:
    """``{"--gw-name": colour}``: the light scheme of the widget's stylesheet, for the
    variables a picture uses (empty if the stylesheet is not built)."""
    try:
        css = _STYLESHEET.read_text(encoding="utf-8")
    except OSError:
        return {}
    out = {}
    for name, value in re.findall(r"(--gw-[a-z0-9-]+)\s*:\s*([^;}]+)", css):
        if name in out or name.startswith("--gw-if-"):
            continue
        colour = _light(value.strip())
        if colour:
            out[name] = colour
    return out


def _light(value: str) -> str | None:
    """The light scheme's colour of a palette entry (``var(--gw-if-light, X) var(--gw-if-dark,
    Y)`` -> X), the colour itself for one that has a single value, None for one that names
    another variable only."""
    mark = "var(--gw-if-light,"
    at = value.find(mark)
    if at >= 0:
        i, depth = at + len(mark), 1
        for j in range(i, len(value)):
            depth += {"(": 1, ")": -1}.get(value[j], 0)
            if depth == 0:
                return value[i:j].strip()
        return None
    return None if "var(" in value else value


def board_svg(board: dict, frames: list | None = None, frame: int | None = None,
              goal: dict | None = None, lang: str = "en") -> str:
    """The board at one frame of a run, as SVG markup.

    Parameters
    ----------
    board : dict
        As the widget's ``board`` trait: ``rows``, ``cols``, ``chests`` (``[[r, c]]``),
        ``traps`` (``[[r, c, kind]]``), ``start`` (``[r, c]`` or None) and, for a puzzle,
        ``chips`` (``[[r, c, trap]]``: trap chips shown on their chests).
    frames : list of dict, optional
        A run's frames as :meth:`~gamewidgets.gramin.engine.trace.Trace.to_json` gives
        them (``pos``, ``path``, ``opened``, ``removed``); None: the board before a run.
    frame : int, optional
        The frame drawn; default the last.
    goal : dict, optional
        A puzzle's goal: ``end`` (``[r, c]`` or None) and ``collect`` (``[[r, c]]``).
    lang : {"en", "ja"}
        Language of the picture's name (read by a screen reader) and of its axes.

    Returns
    -------
    str
        ``<svg ...>...</svg>``: squares (with their row and column numbers), trap cards,
        chests (closed, or opened with their points or trap), the goal, the trail walked
        and its line, and the explorer where it is at that frame.
    """
    rows, cols = int(board["rows"]), int(board["cols"])
    frames = list(frames or [])
    at = frames[-1 if frame is None else frame] if frames else None
    start = tuple(board["start"]) if board.get("start") else None
    opened = {(r, c): str(label) for r, c, label in (at or {}).get("opened", [])}
    removed = {(r, c) for r, c in (at or {}).get("removed", [])}
    traps = {(r, c): k for r, c, k in board.get("traps", []) if (r, c) not in removed}
    chips = {(r, c): k for r, c, k in board.get("chips", [])}
    chests = {(r, c) for r, c, *_ in board.get("chests", [])}
    goal = goal or {}
    goal_end = tuple(goal["end"]) if goal.get("end") else None
    goal_chests = {tuple(x) for x in goal.get("collect", [])}
    walked = []
    if at is not None:
        current = frames.index(at)
        walked = [tuple(frames[0]["pos"])] + [tuple(p) for f in frames[1:current + 1]
                                              for p in f.get("path", [])]
    pos = tuple(at["pos"]) if at is not None else start
    pictures = icons()

    def icon(name: str, r: int, c: int, side: int = PIECE, dx: float = 0, dy: float = 0) -> str:
        x = AXIS + c * SQUARE + (SQUARE - side) / 2 + dx
        y = AXIS + r * SQUARE + (SQUARE - side) / 2 + dy
        return (f'<svg x="{x:g}" y="{y:g}" width="{side}" height="{side}" '
                f'viewBox="0 0 40 40">{pictures[name]}</svg>')

    parts = []
    for i in range(cols):
        parts.append(f'<text x="{AXIS + i * SQUARE + SQUARE / 2:g}" y="{AXIS - 5}" '
                     f'class="gw-axis">{html.escape(t("gramin.ui.axis", lang, i=i, n=i + 1))}'
                     f"</text>")
    for i in range(rows):
        parts.append(f'<text x="{AXIS / 2:g}" y="{AXIS + i * SQUARE + SQUARE / 2 + 5:g}" '
                     f'class="gw-axis">{html.escape(t("gramin.ui.axis", lang, i=i, n=i + 1))}'
                     f"</text>")
    walked_set = set(walked)
    for r in range(rows):
        for c in range(cols):
            fill = "var(--gw-square-alt)" if (r + c) % 2 else "var(--gw-square)"
            x, y = AXIS + c * SQUARE, AXIS + r * SQUARE
            parts.append(f'<rect x="{x}" y="{y}" width="{SQUARE}" height="{SQUARE}" '
                         f'fill="{fill}" stroke="var(--gw-square-edge)"/>')
            if (r, c) in walked_set:
                parts.append(f'<rect x="{x}" y="{y}" width="{SQUARE}" height="{SQUARE}" '
                             f'fill="var(--gw-trail)"/>')
            if (r, c) == start:
                parts.append(f'<rect x="{x + 3}" y="{y + 3}" width="{SQUARE - 6}" '
                             f'height="{SQUARE - 6}" rx="4" fill="none" '
                             f'stroke="var(--gw-explorer)" stroke-width="2.5" '
                             f'stroke-dasharray="5 4"/>')
            if (r, c) in goal_chests:
                parts.append(f'<rect x="{x + 1.5}" y="{y + 1.5}" width="{SQUARE - 3}" '
                             f'height="{SQUARE - 3}" fill="none" stroke="var(--gw-gold)" '
                             f'stroke-width="3"/>')
    if len(walked) >= 2:
        parts.append(f'<path d="{_path_data(walked)}" fill="none" '
                     f'stroke="var(--gw-trail-line)" stroke-width="5" stroke-dasharray="2 9" '
                     f'stroke-linecap="round"/>')
    for r in range(rows):
        for c in range(cols):
            sq = (r, c)
            if sq in goal_chests:
                parts.append(icon("star", r, c, 14, dx=-13, dy=-13))
            if sq == goal_end:
                parts.append(icon("flag", r, c, 20, dx=-10, dy=-10))
            # on the explorer's square a piece shrinks to the lower right corner and the
            # explorer to the upper left, so that both stay readable (as the widget draws it)
            side, shift = (20, 7) if sq == pos else (PIECE, 0)
            piece = None
            if sq in traps and traps[sq] in pictures:
                piece = icon(traps[sq], r, c, side, shift, shift)
            if sq in opened:
                piece = (icon(opened[sq], r, c, side, shift, shift) if opened[sq] in pictures
                         else _chip(opened[sq], r, c, sq == pos))
            elif sq in chests:
                piece = icon("chest", r, c, side, shift, shift)
                if sq in chips and chips[sq] in pictures:
                    piece += icon(chips[sq], r, c, side // 2, shift + 10, shift + 10)
            if piece:
                parts.append(piece)
    if pos is not None:
        shared = pos in opened or pos in traps or pos in chests
        parts.append(icon("explorer", *pos, 22 if shared else PIECE,
                          *((-7, -7) if shared else (0, 0))))
    width, height = AXIS + cols * SQUARE + 2, AXIS + rows * SQUARE + 2
    # a picture's name is read aloud or shown as a tooltip: the words without their readings
    with screen():
        name = bare(t("gramin.ui.board", lang) if pos is None else t(
            "gramin.picture.board", lang, explorer=t("gramin.ui.explorer_at", lang, r=pos[0] + 1,
                                                     c=pos[1] + 1, row=pos[0], col=pos[1])))
    style = ";".join(f"{k}:{v}" for k, v in sorted(palette().items()))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="gw-board-picture" role="img" '
            f'aria-label="{html.escape(name)}" viewBox="0 0 {width} {height}" '
            f'width="{width}" height="{height}" style="{html.escape(style)};'
            f'max-width:100%;height:auto;font-family:sans-serif">'
            f"<title>{html.escape(name)}</title>"
            f'<style>.gw-axis{{font-size:11px;fill:#3d434b;text-anchor:middle}}</style>'
            f'{"".join(parts)}</svg>')


def _chip(label: str, r: int, c: int, shared: bool) -> str:
    """An opened chest's points: a gold disc with the number, as the widget's chip."""
    cx = AXIS + c * SQUARE + SQUARE / 2 + (7 if shared else 0)
    cy = AXIS + r * SQUARE + SQUARE / 2 + (7 if shared else 0)
    radius = 9 if shared else 14
    return (f'<circle cx="{cx:g}" cy="{cy:g}" r="{radius}" fill="var(--gw-gold)" '
            f'stroke="var(--gw-chest-edge)" stroke-width="2.5"/>'
            f'<text x="{cx:g}" y="{cy + radius * 0.4:g}" text-anchor="middle" '
            f'font-size="{radius * 1.2:g}" font-weight="700" fill="var(--gw-gold-fg)">'
            f"{html.escape(label)}</text>")


def _path_data(points: list) -> str:
    """SVG path data through the squares' centres, a move of more than one square (a
    jump) drawn as an arc, as js/gramin/player.js ``pathData`` draws it."""
    def xy(p):
        return AXIS + (p[1] + 0.5) * SQUARE, AXIS + (p[0] + 0.5) * SQUARE

    x0, y0 = xy(points[0])
    d = [f"M{x0:g} {y0:g}"]
    for p in points[1:]:
        x1, y1 = xy(p)
        dist = (abs(x1 - x0) + abs(y1 - y0)) / SQUARE
        if dist > 1:
            # bulge to the left of the motion, 0.45 square per square travelled
            mx = (x0 + x1) / 2 + (y1 - y0) * 0.45
            my = (y0 + y1) / 2 - (x1 - x0) * 0.45
            d.append(f"Q{mx:.3f} {my:.3f} {x1:g} {y1:g}")
        else:
            d.append(f"L{x1:g} {y1:g}")
        x0, y0 = x1, y1
    return " ".join(d)


def run_picture(board: Board, program, view: dict | None = None, goal: dict | None = None,
                rules=None, if_cards=(), die: int | None = None, lang: str = "en") -> str:
    """The board after ``program`` ran on it, as :func:`board_svg` draws it.

    Parameters
    ----------
    board : Board
    program : str, Program or Trace
        Card tokens, or the Python the lessons print, run here; or the trace of a run
        already made. A program that does not parse, is not text, or uses more cards than
        ``die`` allows leaves the board as it was before a run (the widget would not run
        it).
    view : dict, optional
        The widget's ``board`` trait (default ``board.public_dict()``).
    goal, lang
        As :func:`board_svg`.
    rules : GraminRules, optional
    if_cards : tuple of str
        The if-cards held.
    die : int, optional
        The die's roll (:meth:`Program.check_die`).

    Returns
    -------
    str
        SVG markup; never raises for a bad program.
    """
    frames = None
    try:
        trace = program
        if not isinstance(trace, Trace):
            if not isinstance(program, Program):
                program = (from_python(program, rules, lang) if looks_like_python(program)
                           else Program.parse(program, rules, lang=lang))
            if die is not None:
                program.check_die(die, lang)
            trace = run_program(program, board, if_cards=if_cards, rules=rules)
        frames = trace.to_json(lang)["frames"]
    except (GameError, TypeError, ValueError):
        frames = None
    return board_svg(view if view is not None else board.public_dict(), frames, goal=goal,
                     lang=lang)


def board_view(p: Puzzle) -> dict:
    """The widget's ``board`` for puzzle ``p``: :meth:`Board.public_dict` and the trap chips.
    A puzzle hides nothing (its par is computed from the whole board): trap chips are shown
    on their chests, as the hints ("the H chests hold holes") assume."""
    return {**p.board.public_dict(), "chips": [
        [r, c, ch.trap] for (r, c), ch in sorted(p.board.chests.items()) if ch.trap]}


def goal_view(p: Puzzle) -> dict:
    """The goal the board outlines: ``{"end": [r, c] or None, "collect": [[r, c], ...]}``."""
    goal = p.goal
    return {"end": list(goal.end) if goal.end else None,
            "collect": [list(x) for x in sorted(goal.collect)]}
