"""A student's own Python, run on the board line by line (docs/rules/gramin.md 2, 4.5, 6).

:func:`run_python` runs ordinary Python in the notebook's kernel (it is the student's own
notebook: no sandbox is claimed) and records, with :func:`sys.settrace`, one
:class:`LineFrame` per executed line of the student's code into a :class:`PythonTrace`:
the same kind of frames a card program makes (the board, the path, the events), plus the
line, the loops running (``for`` with its iteration i of N, ``while`` with its count), the
call depth, the student's variables (a bounded view, like Python Tutor's) and what the
line printed. The explorer moves with the game's own movement
(:class:`~gamewidgets.gramin.engine.world.World`) on a copy of the board, through the
words of :mod:`gamewidgets.gramin.robot`.

How a run is kept bounded
-------------------------
The source is read as an AST and each loop's header is wrapped before it is compiled
(names ``__gw_*``, which a program may not use): ``for x in __gw_for__(line, items)``
counts the iterations and knows N when ``items`` has a length; ``while
__gw_while__(line, test)`` counts the repeats; a comprehension's iterable is wrapped too;
each function body, ``except`` handler and ``finally`` block starts with
``__gw_guard__()``. Those calls, not the trace function (CPython turns tracing off for
good once a trace function raises), stop the run: past :data:`MAX_LINES` executed lines,
:data:`MAX_MOVES` moves or :data:`MAX_DEPTH` nested calls of the student's functions,
each of them raises :class:`RunStopped` (a ``BaseException``, and re-raised by every
handler's guard), so ``while True: pass`` and a runaway recursion stop in well under two
seconds. A built-in call that never returns (``sum(range(10**15))``) is not interrupted:
the kernel's Interrupt stops it, as for any cell.

Frames
------
A frame stands for one executed line *after* it ran (a line that calls the student's own
function is recorded when the call starts; what happens on that line after the call
returns is a frame of its own, if anything happens). The first :data:`MAX_RECORDED`
lines are recorded one by one; the rest of a long run is one last frame that holds the
board at the end and every square and board event since. Frames are small and JSON-able
(:meth:`PythonTrace.to_json`); the browser steps through them with no kernel.
"""

from __future__ import annotations

import ast
import builtins
import contextlib
import inspect
import io
import linecache
import sys
import textwrap
import unicodedata
from dataclasses import dataclass, field

from gamewidgets.core.errors import GameError
from gamewidgets.core.events import Event
from gamewidgets.core.i18n import check_lang, join_sentences, t
from gamewidgets.core.rng import make_rng
from gamewidgets.core.text import number, quoted, square
from gamewidgets.gramin import robot
from gamewidgets.gramin.engine.board import Board, Pos
from gamewidgets.gramin.engine.cards import Direction, MoveCard
from gamewidgets.gramin.engine.options import GraminRules
from gamewidgets.gramin.engine.trace import Frame, Trace, run_start
from gamewidgets.gramin.engine.world import World

MAX_LINES = 100_000
"""Most executed lines of a run; past them it stops (``stop_reason == "line_limit"``)."""
MAX_MOVES = 1000
"""Most moves (step, dash, jump) of a run (the card programs' own bound,
:data:`~gamewidgets.gramin.engine.program.MAX_STEPS`); past them it stops."""
MAX_DEPTH = 200
"""Most nested calls of the student's own functions; deeper, the run stops with the
recursion sentence (a corridor walked by a function that calls itself once per square
needs 20)."""
MAX_RECORDED = 1000
"""Lines recorded one frame each; the rest of a run is one last frame."""
SHOWN_FRAMES = 400
"""Frames :meth:`PythonTrace.to_json` sends to the browser one by one (each 0.2-0.4 kB;
the rest is one last frame), so a run's data stays under some 150 kB."""
MAX_SOURCE = 10_000
"""Characters of program text read; a longer text is refused before it is parsed."""
MAX_OUTPUT = 4000
"""Characters of what a program prints that are kept; the rest is cut with a note."""
MAX_VARIABLES = 16
"""Variables shown per scope (the first ones defined)."""
MAX_VALUE = 40
"""Characters of a variable's shown value."""
FILENAME = "<your program>"
"""The file name the student's code is compiled under (how its frames are recognised)."""

STOPS = ("finished", "wall", "crocodile", "hole", "error", "line_limit", "move_limit",
         "recursion", "interrupted")
"""Every ``stop_reason`` of a :class:`PythonTrace`."""

_RESERVED = "__gw"
_HELPERS = ("__gw_for__", "__gw_iter__", "__gw_while__", "__gw_guard__")


# ---- the student's text ------------------------------------------------------------------
def program_text(text: str) -> str:
    """``text`` as a program: the blank lines before its first line dropped and the
    indentation all its lines share removed (:func:`textwrap.dedent`).

    A program written in a cell as ``'''`` text starts with a line break and is often
    indented with the cell: its first line is then line 1, as the child counts, not 2,
    and it is not refused for an indentation the child did not mean.
    """
    lines = text.split("\n")
    first = next((i for i, line in enumerate(lines) if line.strip()), len(lines))
    return textwrap.dedent("\n".join(lines[first:]))


def half_width(text: str) -> str:
    """``text`` with full-width letters, digits and signs made half-width (NFKC, as a
    Japanese keyboard types them: ``ｓｔｅｐ（ＲＩＧＨＴ）`` -> ``step(RIGHT)``), except inside
    string literals and comments, which keep what the child wrote.

    A quote or ``#`` typed full-width starts a string or a comment as the half-width one
    does. Linear in the length of ``text``.
    """
    out: list[str] = []
    i, n = 0, len(text)
    quote = ""  # the open string's quote ('', '"', "'''", '"""')
    while i < n:
        ch = text[i]
        if quote:
            if ch == "\\":
                out.append(text[i:i + 2])
                i += 2
                continue
            if len(quote) == 1 and ch == "\n":
                quote = ""  # an unterminated string ends at the line; Python says so
            elif text.startswith(quote, i) or (
                    len(quote) == 1 and unicodedata.normalize("NFKC", ch) == quote):
                out.append(quote if len(quote) == 1 else text[i:i + 3])
                i += len(quote)
                quote = ""
                continue
            out.append(ch)
            i += 1
            continue
        norm = unicodedata.normalize("NFKC", ch)
        if norm == "#":
            end = text.find("\n", i)
            end = n if end < 0 else end
            out.append("#" + text[i + 1:end])
            i = end
            continue
        if norm in ("'", '"'):
            triple = text[i:i + 3]
            if len(triple) == 3 and all(unicodedata.normalize("NFKC", c) == norm
                                        for c in triple):
                quote = norm * 3
                out.append(quote)
                i += 3
                continue
            quote = norm
            out.append(norm)
            i += 1
            continue
        out.append(norm)
        i += 1
    return "".join(out)


def read_board(board, flag: Pos | None = None) -> tuple[Board, Pos | None]:
    """A board and its flag from what :func:`run_python` takes.

    Parameters
    ----------
    board : Board or str
        A :class:`Board`, or ASCII as :meth:`Board.from_ascii` reads it where ``F`` also
        marks the flag (the square a program reaches; the square itself is empty).
    flag : (int, int), optional
        The flag's square; given with an ASCII ``F`` too, the two must agree.

    Returns
    -------
    (Board, (int, int) or None)

    Raises
    ------
    ValueError
        A board that does not read (:class:`~gamewidgets.gramin.engine.errors.BoardError`),
        two flags, or a flag off the board or on a wall.
    """
    if isinstance(board, str):
        rows = [ln.strip().replace(" ", "") for ln in board.strip().splitlines()]
        rows = [ln for ln in rows if ln]
        found = [(r, c) for r, ln in enumerate(rows) for c, ch in enumerate(ln) if ch == "F"]
        if len(found) > 1 or (found and flag is not None and tuple(flag) != found[0]):
            raise ValueError(f"one flag per board, found at {found} and flag={flag}")
        if found:
            flag = found[0]
        board = Board.from_ascii("\n".join(ln.replace("F", ".") for ln in rows))
    elif not isinstance(board, Board):
        raise TypeError(f"board must be a Board or its ASCII text, got {type(board).__name__}")
    if flag is not None:
        flag = (int(flag[0]), int(flag[1]))
        if not board.inside(flag) or board.traps.get(flag) == "wall":
            raise ValueError(f"flag square {flag} must be on the board and not on a wall")
    return board, flag


# ---- what a run gives back ----------------------------------------------------------------
class PythonError(GameError):
    """Why a student's program stopped before its end, in a child's words (en + ja):
    a Python error at its line, or a limit of the run.

    Attributes
    ----------
    message_id : str
        ``gramin.python.error.*`` or ``gramin.python.stop.*``.
    line : int or None
        1-based line of the student's source (None: the whole program).
    kind : str
        The Python exception's name (``"NameError"``), or the stop reason.
    suggestion : str or None
        What the child most likely meant (``"step"`` for ``stpe``), if any.
    """

    def __init__(self, message_id: str, line: int | None, kind: str,
                 suggestion: str | None = None, lang: str = "en", **fields):
        self.line = line
        self.kind = kind
        self.suggestion = suggestion
        super().__init__(message_id, lang, line=line if line is not None else "?", **fields)

    def text(self, lang: str) -> str:
        """The sentence in ``lang``, then the suggestion ("Did you mean …?")."""
        out = super().text(lang)
        if self.suggestion:
            out = join_sentences(lang, [out, t("gramin.python.did_you_mean", lang,
                                                 hint=self.suggestion)])
        return out

    def to_dict(self, lang: str = "en") -> dict:
        """``{"line", "kind", "suggestion", "message"}`` (JSON-able)."""
        return {"line": self.line, "kind": self.kind, "suggestion": self.suggestion,
                "message": self.text(lang)}


@dataclass(frozen=True)
class LineFrame(Frame):
    """One executed line of the student's program (or the start, ``line`` None), after it
    ran; the fields of :class:`~gamewidgets.gramin.engine.trace.Frame` hold the board
    (``card`` is None; ``loops`` are ``(header line, iteration, N or None)``, outermost
    first, those of the calling functions included).

    Attributes
    ----------
    line : int or None
        1-based line of the student's source.
    depth : int
        The student's functions running (0 at the top level of the program).
    variables : tuple of (str, tuple of (str, str))
        ``(scope, ((name, shown value), ...))`` per scope: ``"global"``, then the function
        running (``"walk()"``), at most :data:`MAX_VARIABLES` each.
    output : str
        What this line printed.
    kind : str
        ``"start"``, ``"line"``, ``"return"`` (back on a line after a call), ``"rest"``
        (the rest of a long run), or ``"stop"`` (where the run stopped).
    lines : int
        Lines executed up to and including this one.
    """

    line: int | None = None
    depth: int = 0
    variables: tuple = ()
    output: str = ""
    kind: str = "line"
    lines: int = 0


@dataclass
class PythonTrace(Trace):
    """Every frame of a student's Python run on one board, and how it ended.

    Attributes
    ----------
    source : str
        The program as run (full-width signs made half-width, :func:`half_width`); a
        function's source as written in its cell.
    first_line : int
        The line number of the source's first line (1, or a function's line in its cell).
    flag : (int, int) or None
        The flag's square (:func:`~gamewidgets.gramin.robot.at_flag`).
    stop_reason : str
        One of :data:`STOPS`: ``"finished"`` (ran to its end), a trap's mark, ``"error"``
        (a Python error), or a limit.
    error : PythonError or None
        Why it stopped early, in a child's words (None: finished, or a trap).
    lines_run : int
        Lines executed.
    moves : int
        Moves made (step, dash and jump calls that ran).
    move_calls : list of (str, str)
        Each move made, in order: ``(kind, direction name)``, e.g. ``("step", "RIGHT")``;
        replaying them with the game's movement gives the run's board.
    """

    source: str = ""
    first_line: int = 1
    flag: Pos | None = None
    error: PythonError | None = None
    lines_run: int = 0
    moves: int = 0
    move_calls: list = field(default_factory=list)
    lang: str = "en"

    @property
    def reached_flag(self) -> bool:
        """Whether the explorer ends on the flag."""
        return self.flag is not None and tuple(self.final_position) == tuple(self.flag)

    def source_line(self, line: int | None) -> str:
        """The text of ``line`` (1-based as the frames count), stripped; ``""`` if none."""
        lines = self.source.splitlines()
        i = (line or 0) - self.first_line
        return lines[i].strip() if 0 <= i < len(lines) else ""

    def frame_text(self, i: int, lang: str = "en") -> str:
        """One sentence explaining frame ``i`` in ``lang``: the line and its code, and the
        loop it repeats (the calls' moves and answers are its events)."""
        f = self.frames[i]
        if f.line is None:
            return t("gramin.frame.start", lang, pos=square(f.position).text(lang))
        if f.kind == "rest":
            return t("gramin.python.frame.rest", lang, first=f.index, last=f.lines,
                     pos=square(f.position).text(lang))
        code = self.source_line(f.line)
        if len(code) > 48:
            code = code[:47] + "…"
        key = "gramin.python.frame.back" if f.kind == "return" else "gramin.python.frame.line"
        parts = [t(key, lang, line=f.line, code=code)]
        header = [x for x in f.loops if x[0] == f.line]
        if header and f.kind == "line":
            _, it, n = header[-1]
            parts.append(t("gramin.python.frame.repeat" if n is not None
                           else "gramin.python.frame.repeat_while", lang, i=it, n=n))
        return join_sentences(lang, parts)

    def summary(self, lang: str = "en") -> str:
        """The run in one or two sentences: lines run, moves, squares, points, and why it
        stopped early."""
        head = t("gramin.python.summary", lang, lines=self.lines_run, moves=self.moves,
                 squares=self.squares_moved, score=self.score)
        return join_sentences(lang, [head, self.stopped(lang) or ""])

    def stopped(self, lang: str = "en") -> str | None:
        """Why the run stopped before the program's end, or None."""
        if self.error is not None:
            return self.error.text(lang)
        if self.stop_reason in ("wall", "crocodile", "hole"):
            return t(f"gramin.trace.stopped.{self.stop_reason}", lang)
        return None

    def _summary(self, lang: str) -> tuple[str, str | None]:
        return self.summary(lang), self.stopped(lang)

    def _frame_extra(self, i: int, lang: str) -> dict:
        f = self.frames[i]
        return {"line": f.line, "depth": f.depth, "kind": f.kind, "lines": f.lines,
                "out": f.output,
                "vars": [[scope, [list(v) for v in names]] for scope, names in f.variables]}

    def _rest(self, first: int, lang: str) -> dict:
        rest = self.frames[first:]
        path = list(dict.fromkeys(p for f in rest for p in f.path))
        events = [{"kind": e.kind, "text": e.text(lang)} for f in rest for e in f.events
                  if e.kind not in ("edge_stop", "python_sense", "python_move")]
        last = self.frames[-1]
        text = t("gramin.python.frame.rest", lang, first=first, last=last.lines,
                 pos=square(self.final_position).text(lang))
        if last.kind == "stop":
            text = join_sentences(lang, [text, self.frame_text(len(self.frames) - 1, lang)])
        return {"path": [list(p) for p in path], "events": events, "text": text,
                "out": "".join(f.output for f in rest)[-MAX_OUTPUT:]}

    def to_json(self, lang: str = "en", shown: int = SHOWN_FRAMES) -> dict:
        """The trace as the Python widget shows it: :meth:`Trace.to_json`'s frames, each
        also with ``line``, ``depth``, ``kind``, ``lines``, ``out`` (printed by it) and
        ``vars`` (``[[scope, [[name, value], ...]], ...]``); and ``error`` (``{"line",
        "kind", "suggestion", "message"}`` or None), ``flag`` and ``source``."""
        out = super().to_json(lang, shown)
        out["error"] = None if self.error is None else self.error.to_dict(lang)
        out["flag"] = list(self.flag) if self.flag else None
        out["lines_run"] = self.lines_run
        return out

    def __repr__(self) -> str:
        return (f"PythonTrace(frames={len(self.frames)}, lines_run={self.lines_run}, "
                f"moves={self.moves}, stop_reason={self.stop_reason!r}, "
                f"final_position={self.final_position})")


class RunStopped(BaseException):  # noqa: N818 - it is how the run ends, not an error
    """Raised into the student's code to end a run (a limit, a trap, a refusal of a word);
    a ``BaseException``, so ``except Exception`` does not catch it, and re-raised at the
    start of every ``except`` and ``finally`` block of the program.

    Attributes
    ----------
    reason : str
        A ``stop_reason`` of :data:`STOPS`.
    line : int or None
        The line the sentence names.
    error : GameError or None
        A word's refusal (:class:`~gamewidgets.gramin.robot.RobotError`).
    """

    def __init__(self, reason: str, line: int | None, error: GameError | None = None):
        super().__init__(reason)
        self.reason, self.line, self.error = reason, line, error


# ---- reading the program ----------------------------------------------------------------
@dataclass
class _Code:
    """A program made ready to run: the instrumented code and what the frames need."""

    code: object
    source: str
    first_line: int
    loops: dict  # header line -> (first line, last line)
    call: str | None = None  # the function to call after the code ran, if a function
    names: frozenset | None = None  # a function's: the global names its code uses
    assigned: frozenset = frozenset()  # the names the program gives a value to (=, for)


class _Instrument(ast.NodeTransformer):
    """Wraps loop headers and starts blocks with the guard (see the module docstring), and
    notes each loop's lines."""

    def __init__(self):
        self.loops: dict[int, tuple[int, int]] = {}

    @staticmethod
    def _call(name: str, node: ast.AST, *args: ast.expr) -> ast.Call:
        call = ast.Call(ast.Name(name, ast.Load()), list(args), [])
        return ast.copy_location(call, node)

    def _guard(self, body: list, at: ast.AST) -> list:
        first = body[0] if body else at
        return [ast.copy_location(ast.Expr(self._call("__gw_guard__", first)), first), *body]

    def _note(self, node) -> None:
        end = getattr(node, "end_lineno", node.lineno) or node.lineno
        self.loops[node.lineno] = (node.lineno, end)

    def visit_For(self, node):
        """A ``for`` loop: its iterable goes through ``__gw_for__`` (iteration i/N)."""
        self._note(node)
        self.generic_visit(node)
        node.iter = self._call("__gw_for__", node.iter, ast.Constant(node.lineno), node.iter)
        return node

    visit_AsyncFor = visit_For

    def visit_While(self, node):
        """A ``while`` loop: its test goes through ``__gw_while__`` (the count so far)."""
        self._note(node)
        self.generic_visit(node)
        node.test = self._call("__gw_while__", node.test, ast.Constant(node.lineno), node.test)
        return node

    def visit_comprehension(self, node):
        """A comprehension's iterable goes through ``__gw_iter__`` (the run's limits)."""
        self.generic_visit(node)
        node.iter = self._call("__gw_iter__", node.iter, node.iter)
        return node

    def visit_FunctionDef(self, node):
        """A function's body (after its docstring) is guarded, so a stop is not caught."""
        self.generic_visit(node)
        doc = 1 if (node.body and isinstance(node.body[0], ast.Expr)
                    and isinstance(node.body[0].value, ast.Constant)
                    and isinstance(node.body[0].value.value, str)) else 0
        node.body = node.body[:doc] + self._guard(node.body[doc:], node)
        return node

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_ExceptHandler(self, node):
        """An ``except`` body is guarded: a run's stop passes through it."""
        self.generic_visit(node)
        node.body = self._guard(node.body, node)
        return node

    def visit_Try(self, node):
        """A ``finally`` body is guarded: a run's stop passes through it."""
        self.generic_visit(node)
        if node.finalbody:
            node.finalbody = self._guard(node.finalbody, node)
        return node

    visit_TryStar = visit_Try


def _reserved_name(tree: ast.AST) -> tuple[str, int] | None:
    """The first name of the program that starts with ``__gw`` (the run's own), if any."""
    for node in ast.walk(tree):
        for name in (getattr(node, "id", None), getattr(node, "arg", None),
                     getattr(node, "attr", None),
                     getattr(node, "name", None) if not isinstance(node, ast.alias)
                     else node.asname or node.name):
            if isinstance(name, str) and name.startswith(_RESERVED):
                return name, getattr(node, "lineno", 1)
    return None


def _prepare(source: str, first_line: int = 1, call: str | None = None) -> _Code:
    """Parse and instrument ``source``; raises :class:`SyntaxError` as Python does, or
    :class:`PythonError` for a reserved name."""
    tree = ast.parse(source, FILENAME)
    if first_line != 1:
        ast.increment_lineno(tree, first_line - 1)
    bad = _reserved_name(tree)
    if bad:
        raise PythonError("gramin.python.error.reserved", bad[1], "NameError",
                          name=quoted(bad[0]))
    names = frozenset(n.id for n in ast.walk(tree) if isinstance(n, ast.Name))
    assigned = frozenset(n.id for n in ast.walk(tree)
                         if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store))
    inst = _Instrument()
    tree = ast.fix_missing_locations(inst.visit(tree))
    return _Code(compile(tree, FILENAME, "exec"), source, first_line, inst.loops, call, names,
                 assigned)


def _function_source(fn) -> tuple[str, int, str, str | None]:
    """``(source, first line, name, helpers)`` of a function written in a cell or a file.

    ``helpers`` is the text of the function and of the other functions of the same cell
    (or file) that it calls, by name, directly or through each other (None if there are
    none, or if the function is not written at the top of its cell): they run
    instrumented too, so their lines are traced and their loops bounded, numbered as in
    the cell.

    Raises
    ------
    PythonError
        The function needs values (parameters without defaults), or its text cannot be
        found (a ``lambda``, a built-in).
    """
    name = getattr(fn, "__name__", "")
    try:
        lines, start = inspect.getsourcelines(fn)
    except (OSError, TypeError):
        raise PythonError("gramin.python.error.no_source", None, "TypeError",
                          name=name or type(fn).__name__) from None
    if name == "<lambda>" or not name.isidentifier():
        raise PythonError("gramin.python.error.no_source", None, "TypeError", name=name)
    params = inspect.signature(fn).parameters.values()
    if any(p.default is p.empty and p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)
           for p in params):
        raise PythonError("gramin.python.error.parameters", start, "TypeError", name=name)
    return textwrap.dedent("".join(lines)), max(start, 1), name, _helpers(fn, name)


def _helpers(fn, name: str) -> str | None:
    """``fn`` and the top-level functions of its cell that it calls, transitively, as the
    cell writes them (blank lines elsewhere, so that every line keeps its number)."""
    whole = "".join(linecache.getlines(fn.__code__.co_filename))
    try:
        tree = ast.parse(whole)
    except (SyntaxError, ValueError):
        return None
    defs = {node.name: node for node in tree.body if isinstance(node, ast.FunctionDef)}
    target = defs.get(name)
    if target is None or target.lineno > fn.__code__.co_firstlineno + len(
            target.decorator_list):
        return None
    wanted, todo = set(), [name]
    while todo:
        node = defs[todo.pop()]
        for used in ast.walk(node):
            if isinstance(used, ast.Name) and used.id in defs and used.id not in wanted \
                    and used.id != name:
                wanted.add(used.id)
                todo.append(used.id)
    if not wanted:
        return None
    lines = whole.splitlines()
    keep = set(range(target.lineno, target.end_lineno + 1))
    for helper in wanted:
        node = defs[helper]
        if node.decorator_list:
            return None  # a decorated helper is not rebuilt: it runs as it is
        keep.update(range(node.lineno, node.end_lineno + 1))
    return "\n".join(line if i in keep else "" for i, line in enumerate(lines, start=1))


# ---- showing values ---------------------------------------------------------------------
def shown_value(value, room: int = MAX_VALUE) -> str:
    """A value as the variables panel shows it, never longer than ``room`` characters and
    never made by the program's own code (no ``__repr__`` of a class it defined is
    called): numbers, text, True/False/None, directions by name (``RIGHT``), ranges, and
    lists, tuples, sets and dicts of those (the first items); anything else by its kind
    (``function walk``, ``<Board>``)."""
    def cut(text: str) -> str:
        return text if len(text) <= room else text[:room - 1] + "…"

    if value is None or isinstance(value, bool):
        return str(value)
    if isinstance(value, Direction):
        return value.name
    if type(value) is int:
        return cut(str(value)) if value.bit_length() <= 128 else "…"
    if type(value) is float:
        return cut(repr(value))
    if type(value) is str:
        return cut(repr(value[:room]))
    if type(value) is range:
        return cut(repr(value))
    if type(value) in (list, tuple, set, frozenset, dict):
        return cut(_shown_items(value, room))
    if inspect.isfunction(value):
        return f"function {value.__name__}"
    return f"<{type(value).__name__}>"


def _shown_items(value, room: int) -> str:
    kind = type(value)
    opening, closing = {list: "[]", tuple: "()", dict: "{}"}.get(kind, "{}")
    if not value:
        return {list: "[]", tuple: "()", dict: "{}"}.get(kind, f"{kind.__name__}()")
    parts, size = [], 2
    items = value.items() if kind is dict else value
    for k, item in enumerate(items):
        if size > room or k >= 12:
            parts.append("…")
            break
        text = (f"{shown_value(item[0], 12)}: {shown_value(item[1], 12)}" if kind is dict
                else shown_value(item, 12))
        parts.append(text)
        size += len(text) + 2
    if kind is tuple and len(value) == 1:
        parts[0] += ","
    return opening + ", ".join(parts) + closing


def _hidden(name: str, value) -> bool:
    """Names the variables panel leaves out: Python's and the run's own, the words of the
    explorer, modules and classes."""
    if name.startswith("__") or name in ("In", "Out", "exit", "quit", "get_ipython"):
        return True
    if name in robot.NAMES and value is getattr(robot, name, None):
        return True
    return inspect.ismodule(value) or inspect.isclass(value) or inspect.isbuiltin(value)


def _scope_vars(names: dict, keep=None) -> tuple:
    out = []
    for name, value in list(names.items()):
        if _hidden(name, value) or (keep is not None and name not in keep):
            continue
        out.append((name, shown_value(value)))
        if len(out) >= MAX_VARIABLES:
            break
    return tuple(out)


# ---- the run ---------------------------------------------------------------------------
class _Output(io.TextIOBase):
    """Where ``print`` writes during a run: kept for the frame being recorded."""

    def __init__(self, rec: _Runner):
        self.rec = rec

    def writable(self) -> bool:
        return True

    def write(self, text) -> int:
        text = str(text)
        rec = self.rec
        room = MAX_OUTPUT - rec.printed
        if room > 0:
            kept = text[:room]
            rec.pending_out.append(kept)
            rec.printed += len(kept)
            if len(text) > room:
                rec.pending_out.append("\n…")
        return len(text)


@dataclass
class _Pending:
    """The line being run: what it did so far, before its frame is recorded."""

    frame: object
    line: int
    kind: str = "line"
    path: list = field(default_factory=list)
    events: list = field(default_factory=list)


_DELTAS = {d: d.value for d in Direction}
"""One square in each direction, looked up once (a sensor may run 50,000 times a run)."""

_SMALL_EVENTS = frozenset({"python_sense", "python_move", "python_stay", "edge_stop"})
"""Events the rest of a long run leaves out (it keeps the board's: chests, traps)."""


class _Runner:
    """One run: the table (a :class:`World` on a copy of the board), the trace function,
    the loop counters and the words' answers (a :class:`~gamewidgets.gramin.robot.Run`)."""

    def __init__(self, code: _Code, board: Board, flag: Pos | None, start: Pos,
                 rules: GraminRules, if_cards, seed: int, max_lines: int, max_moves: int):
        self.code = code
        self.flag = flag
        self.world = World(board.copy(), [start], rules, make_rng(seed), hands=[list(if_cards)])
        self.max_lines, self.max_moves = max_lines, max_moves
        self.trace = PythonTrace(None, board, rules, [LineFrame(0, None, (), (), start,
                                                                kind="start")])
        self.trace.source, self.trace.first_line, self.trace.flag = (
            code.source, code.first_line, flag)
        self.lines = self.moves = self.printed = 0
        self.depth = 0
        self.stack: list = []  # the student's frames running, outermost first
        self.loop_state: dict[int, dict[int, list]] = {}  # id(frame) -> line -> [i, N, done]
        self.pending: _Pending | None = None
        self.pending_out: list[str] = []
        self.rest: _Pending | None = None  # the rest of a long run, once recording stops
        self.rest_out: list[str] = []
        self.stopped: RunStopped | None = None
        self.score = 0
        self.opened: set[Pos] = set()  # squares of the chests this run opened
        self.unavailable: frozenset = frozenset()  # sensors a puzzle takes away

    # -- the words (robot.Run) ------------------------------------------------------------
    def move(self, kind: str, direction: Direction) -> None:
        self._check()
        line = self._caller_line()
        if self.moves >= self.max_moves:
            self._stop("move_limit", line)
        self.moves += 1
        self.trace.move_calls.append((kind, direction.name))
        before = self.world.positions[0]
        result = self.world.move(0, MoveCard(kind, direction))
        after = self.world.positions[0]
        call = f"{kind}({direction.name})"
        data = {"call": call, "to": [after[0], after[1]]}
        events = [Event("python_move" if result.path or after != before else "python_stay",
                        data, "gramin"), *result.events]
        if result.events:
            self.score = self.world.score(0)
            self.opened.update(tuple(e.data["pos"]) for e in result.events
                               if e.kind == "chest_opened")
        self._record(result.path, events)
        if result.stop:
            self._stop(result.stop, line)

    def sense(self, name: str, direction: Direction | None):
        if self.stopped is not None:
            raise self.stopped
        if name in self.unavailable:
            raise robot.RobotError("gramin.python.error.unavailable", word=name)
        r, c = pos = self.world.positions[0]
        if name == "at_flag" and self.rest is not None:
            return pos == self.flag  # the hot path of `while not at_flag():`
        board = self.world.board
        if name == "at_flag":
            value = (r, c) == self.flag
        elif name == "at_chest":
            # an opened chest lies face up on its square (docs/rules/gramin.md 4.5): the
            # explorer is at a chest when it stands where one lay
            value = (r, c) in self.opened
        elif name == "chests_left":
            value = sum(1 for ch in board.chests.values() if not ch.trap)
        else:
            dr, dc = _DELTAS[direction]
            nxt = (r + dr, c + dc)
            inside = 0 <= nxt[0] < board.rows and 0 <= nxt[1] < board.cols
            if name == "blocked":
                value = not inside or board.traps.get(nxt) == "wall"
            else:  # hole: a hole trap card, or a chest showing a hole chip (puzzles)
                chip = board.chests.get(nxt)
                value = board.traps.get(nxt) == "hole" or bool(chip and chip.trap == "hole")
        if self.rest is None:
            call = f"{name}({direction.name if direction else ''})"
            self._record((), [Event("python_sense", {"call": call, "value": str(value)},
                                    "gramin")])
        return value

    def line(self) -> int | None:
        return self._caller_line() or self.last_line()

    # -- limits ---------------------------------------------------------------------------
    def _check(self) -> None:
        if self.stopped is not None:
            raise self.stopped

    def _stop(self, reason: str, line: int | None, error: GameError | None = None):
        self.stopped = RunStopped(reason, line, error)
        raise self.stopped

    def _caller_line(self) -> int | None:
        f = sys._getframe(1)
        while f is not None and f.f_code.co_filename != FILENAME:
            f = f.f_back
        return f.f_lineno if f is not None else None

    def tick(self, line: int | None) -> None:
        """A loop goes round (or a comprehension takes an item): stop past the line
        budget, naming the loop's line."""
        if self.stopped is not None:
            raise self.stopped
        if self.lines > self.max_lines:
            self._stop("line_limit", line or self._caller_line())

    def guard(self) -> None:
        """A function body, an ``except`` or a ``finally`` block starts."""
        if self.stopped is not None:
            raise self.stopped
        if self.depth > MAX_DEPTH:
            self._stop("recursion", self._caller_line())
        if self.lines > self.max_lines:
            self._stop("line_limit", self._caller_line())

    def helpers(self) -> dict:
        rec = self

        class _Loop:
            __slots__ = ("it", "state", "line")

            def __init__(self, line, items, state):
                self.line, self.it, self.state = line, iter(items), state

            def __iter__(self):
                return self

            def __next__(self):
                rec.tick(self.line)
                try:
                    item = next(self.it)
                except StopIteration:
                    self.state[2] = True
                    raise
                self.state[0] += 1
                return item

        def loop_for(line, items):
            try:
                n = len(items)
            except Exception:
                n = None
            state = [0, n, False]
            rec.loop_state.setdefault(id(rec.stack[-1]), {})[line] = state
            return _Loop(line, items, state)

        def loop_while(line, value):
            if rec.rest is not None:  # no longer recorded: only the budget matters
                if rec.stopped is not None or rec.lines > rec.max_lines:
                    rec.tick(line)
                return bool(value)
            states = rec.loop_state.setdefault(id(rec.stack[-1]), {})
            state = states.get(line)
            if state is None or state[2]:
                state = states[line] = [0, None, False]
            rec.tick(line)
            if value:
                state[0] += 1
                return True
            state[2] = True
            return False

        def loop_items(items):
            for item in items:
                rec.tick(None)
                yield item

        return {"__gw_for__": loop_for, "__gw_while__": loop_while,
                "__gw_iter__": loop_items, "__gw_guard__": self.guard}

    # -- the trace function ---------------------------------------------------------------
    def global_trace(self, frame, event, arg):
        if frame.f_code.co_filename != FILENAME:
            return None
        if self.pending is not None:
            self._finish()  # the calling line, recorded as the call starts
        self.depth += 1
        self.stack.append(frame)
        return self.local_trace

    def local_trace(self, frame, event, arg):
        if event == "line":
            self.lines += 1
            rest = self.rest
            if rest is not None:  # no longer recorded one by one: the hot path
                rest.line, rest.frame = frame.f_lineno, frame
                if self.lines > self.max_lines + 5000 and self.stopped is None:
                    # the guards did not stop it (the program rebound their names): stop
                    # from here, which also ends tracing
                    self.stopped = RunStopped("line_limit", frame.f_lineno)
                    raise self.stopped
                return self.local_trace
            self._finish()  # the line before, with the loops it ran in
            states = self.loop_state.get(id(frame))
            if states:  # a loop left (by its end, a break or a return) starts afresh
                line = frame.f_lineno
                for head in [h for h in states if not self._inside(h, line)]:
                    del states[head]
            if self.rest is None:
                self.pending = _Pending(frame, frame.f_lineno)
            else:
                self.rest.line, self.rest.frame = frame.f_lineno, frame
        elif event == "return":
            self._finish()
            self.depth -= 1
            if self.stack and self.stack[-1] is frame:
                self.stack.pop()
            self.loop_state.pop(id(frame), None)
            if self.stack and self.rest is None:
                # back on the caller's line: a frame only if it does something
                caller = self.stack[-1]
                self.pending = _Pending(caller, caller.f_lineno, "return")
        return self.local_trace

    def _inside(self, head: int, line: int) -> bool:
        first, last = self.code.loops.get(head, (head, head))
        return first <= line <= last

    # -- recording --------------------------------------------------------------------------
    def _record(self, path, events) -> None:
        target = self.rest
        if target is not None:
            events = [e for e in events if e.kind not in _SMALL_EVENTS]
        else:
            target = self.pending
            if target is None:  # the words called between two lines (a function's call
                target = self.pending = _Pending(None, self.last_line() or 0)  # line)
        target.path.extend(path)
        target.events.extend(events)

    def _loops(self, pending: _Pending) -> tuple:
        out = []
        for f in self.stack:
            line = pending.line if f is pending.frame else f.f_lineno
            states = self.loop_state.get(id(f), {})
            for head in sorted(states):
                i, n, done = states[head]
                if not done and i and self._inside(head, line):
                    out.append((head, i, n))
            if f is pending.frame:
                break
        return tuple(out)

    def _variables(self, frame) -> tuple:
        scopes = []
        if frame is None:
            return ()
        keep = self.code.names if self.code.call is not None else None
        scopes.append(("global", _scope_vars(frame.f_globals, keep)))
        if frame.f_code.co_name != "<module>":
            name = f"{frame.f_code.co_name}()"
            scopes.append((name, _scope_vars(frame.f_locals)))
        return tuple(scopes)

    def _finish(self) -> None:
        """Record the pending line as a frame; past :data:`MAX_RECORDED` frames, start the
        rest of the run (one frame at the end)."""
        p, self.pending = self.pending, None
        if p is None:
            return
        out = "".join(self.pending_out)
        self.pending_out.clear()
        if p.kind == "return" and not (p.path or p.events or out):
            return
        frames = self.trace.frames
        if len(frames) > MAX_RECORDED:
            p.kind = "rest"
            p.events = [e for e in p.events if e.kind not in _SMALL_EVENTS]
            self.rest = p
            self.rest_out.append(out)
            return
        frames.append(LineFrame(
            len(frames), None, self._loops(p), tuple(p.path), self.world.positions[0],
            tuple(p.events), self.score, line=p.line, depth=max(0, len(self.stack) - 1),
            variables=self._variables(p.frame), output=out, kind=p.kind, lines=self.lines))

    def close(self) -> None:
        """Record what is pending, and the rest of a long run as one frame."""
        self._finish()
        r = self.rest
        if r is not None:
            frames = self.trace.frames
            out = "".join(self.rest_out + self.pending_out)
            frames.append(LineFrame(
                len(frames), None, (), tuple(dict.fromkeys(r.path)), self.world.positions[0],
                tuple(r.events), self.score, line=r.line, depth=0,
                variables=self._variables(r.frame), output=out, kind="rest",
                lines=self.lines))
            self.rest = None

    def last_line(self) -> int | None:
        """The line running now, or the last one recorded."""
        if self.pending is not None:
            return self.pending.line
        return self.trace.frames[-1].line


def _error_line(exc: BaseException) -> int | None:
    """The line of the student's code where ``exc`` happened (the innermost of its
    traceback in the program), or None."""
    line = None
    tb = exc.__traceback__
    while tb is not None:
        if tb.tb_frame.f_code.co_filename == FILENAME:
            line = tb.tb_lineno
        tb = tb.tb_next
    return line


_SYNTAX = (
    ("expected ':'", "colon"),
    ("never closed", "bracket_open"),
    ("unmatched", "bracket_close"),
    ("does not match opening", "bracket_close"),
    ("unexpected indent", "unexpected_indent"),
    ("expected an indented block", "indent_expected"),
    ("unindent does not match", "dedent"),
    ("unterminated string", "string"),
    ("EOL while scanning", "string"),
    ("unterminated triple-quoted", "string"),
    ("Perhaps you forgot a comma", "comma"),
    ("Maybe you meant '==' ", "equals"),
    ("invalid character", "character"),
    ("invalid non-printable", "character"),
)
"""Python's own words for a syntax error -> the child's sentence (``gramin.python.syntax.*``)."""

_KEYWORDS = ("for", "while", "if", "elif", "else", "def", "return", "in", "not", "and",
             "or", "True", "False", "None", "break", "continue", "pass", "range", "print")


def _syntax_error(exc: SyntaxError, code_first: int) -> PythonError:
    """A :class:`SyntaxError` in the child's words, at its line, with a suggestion: a
    misspelt keyword at the start of the line (``whlie`` -> ``while``)."""
    line = exc.lineno
    msg = str(exc.msg or "")
    kind = next((k for pattern, k in _SYNTAX if pattern in msg), None)
    suggestion = None
    text = (exc.text or "").strip()
    first = text.split("(")[0].split(" ")[0].rstrip(":") if text else ""
    if first and first.isidentifier() and first not in _KEYWORDS:
        close = robot.suggest(first, _KEYWORDS)
        if close and close not in ("range", "print"):
            suggestion = close
    name = type(exc).__name__
    if kind is None:
        return PythonError("gramin.python.syntax.other", line, name, suggestion,
                           detail=quoted(msg))
    return PythonError(f"gramin.python.syntax.{kind}", line, name, suggestion)


_ERRORS = ("ZeroDivisionError", "IndexError", "KeyError", "TypeError", "ValueError",
           "AttributeError", "UnboundLocalError", "RecursionError")
"""Python errors with a sentence of their own; the others get the general one."""


def _runtime_error(exc: BaseException, names: list,
                   assigned: frozenset = frozenset()) -> PythonError:
    """A Python error raised by the program, in the child's words, with "did you mean"
    for a name (the words, the program's names and Python's) or an attribute. A name
    the program gives a value to (``assigned``) but not before it is used is said so:
    its value is missing, not its spelling."""
    line = _error_line(exc)
    name = type(exc).__name__
    if isinstance(exc, robot.RobotError):
        fields = {k: v for k, v in exc.fields.items() if k != "line"}
        return PythonError(exc.message_id, line, name, None, **fields)
    if isinstance(exc, NameError) and not isinstance(exc, UnboundLocalError):
        missing = getattr(exc, "name", None) or str(exc).split("'")[1:2][0:1]
        missing = missing if isinstance(missing, str) else (missing[0] if missing else "?")
        if missing in assigned:
            return PythonError("gramin.python.error.name_later", line, name, None,
                               name=quoted(missing), plain=missing)
        # the words and the program's own names first: "stpe" is "step", not "type"
        hint = (robot.suggest(missing, [*robot.NAMES, *names, *_local_names(exc)])
                or robot.suggest(missing, dir(builtins)))
        return PythonError("gramin.python.error.name", line, name, hint,
                           name=quoted(missing))
    if isinstance(exc, UnboundLocalError):
        missing = getattr(exc, "name", None) or str(exc).split("'")[1]
        return PythonError("gramin.python.error.unbound", line, name, None,
                           name=quoted(missing))
    if isinstance(exc, AttributeError):
        attr = getattr(exc, "name", None)
        obj = getattr(exc, "obj", None)
        hint = robot.suggest(attr, dir(obj)) if attr and obj is not None else None
        return PythonError("gramin.python.error.attribute", line, name, hint,
                           detail=quoted(str(exc)[:120]))
    key = name if name in _ERRORS else "other"
    return PythonError(f"gramin.python.error.{key}", line, name, None,
                       kind_name=name, detail=quoted(str(exc)[:120]))


def _local_names(exc: BaseException) -> list[str]:
    """The names of the student's function where ``exc`` happened (for "did you mean")."""
    tb, names = exc.__traceback__, []
    while tb is not None:
        if tb.tb_frame.f_code.co_filename == FILENAME:
            names = list(tb.tb_frame.f_code.co_varnames)
        tb = tb.tb_next
    return names


_NO_INPUT = "gramin.python.error.input"


def _builtins() -> dict:
    """Python's built-ins for the program, with ``input`` refused (it would wait for typing
    that the widget cannot give)."""
    names = dict(vars(builtins))

    def no_input(*_args, **_kwargs):
        raise robot.RobotError(_NO_INPUT)

    names["input"] = no_input
    return names


def run_python(source_or_function, board, *, rules: GraminRules | None = None,
               lang: str = "en", start: Pos | None = None, flag: Pos | None = None,
               if_cards=(), seed: int = 0, max_lines: int = MAX_LINES,
               max_moves: int = MAX_MOVES, unavailable=()) -> PythonTrace:
    """Run a student's Python on ``board`` and record every executed line.

    Parameters
    ----------
    source_or_function : str or function
        The program's text (``"while not at_flag():\\n    step(RIGHT)"``), or a function
        that needs no values (``def walk(): ...``), run from the text of its cell; its
        lines are numbered as in the cell. Full-width signs typed on a Japanese keyboard
        are read half-width (:func:`half_width`).
    board : Board or str
        The board, or its ASCII (:meth:`Board.from_ascii`, plus ``F`` for the flag). It is
        not modified: the run moves on a copy.
    rules : GraminRules, optional
        Trap rules (default the basic game); loop limits do not apply to Python.
    lang : {"en", "ja"}
        Language of ``str(trace.error)`` (:meth:`PythonTrace.to_json` takes its own).
    start : (int, int), optional
        Start square; default the board's ``@``.
    flag : (int, int), optional
        The flag's square (:func:`~gamewidgets.gramin.robot.at_flag`), if the ASCII has no
        ``F``.
    if_cards : iterable of str
        If-cards held (docs/rules/gramin.md 2.3), as :func:`run_program` takes them.
    seed : int
        Seed of the run's random generator (unused with one explorer).
    max_lines, max_moves : int
        The run's limits (default :data:`MAX_LINES` and :data:`MAX_MOVES`, never more).
    unavailable : iterable of str
        Sensors this run does not answer (a puzzle that asks for counting takes
        ``at_flag`` away): calling one ends the run with a sentence saying so.

    Returns
    -------
    PythonTrace
        Never raises for anything the program does: a syntax error, a Python error, a
        word used wrongly, a trap, or a limit ends the run and is said, at its line, in
        :attr:`PythonTrace.error`; the frames up to it are kept.

    Raises
    ------
    TypeError
        ``source_or_function`` is neither text nor a function; ``board`` is no board.
    ValueError
        A board or flag that does not read, no start square, or a start on a wall.
    RuntimeError
        Called from inside a run (a program may not start another run).
    """
    check_lang(lang)
    if robot.active() is not None:
        raise RuntimeError("run_python cannot be called by a program that is running")
    board, flag = read_board(board, flag)
    start, hand = run_start(board, start, if_cards)
    rules = rules or GraminRules()
    max_lines, max_moves = min(max_lines, MAX_LINES), min(max_moves, MAX_MOVES)

    fn_globals: dict | None = None
    try:
        if isinstance(source_or_function, str):
            if len(source_or_function) > MAX_SOURCE:
                raise PythonError("gramin.python.error.too_long", None, "ValueError",
                                  limit=MAX_SOURCE)
            source_or_function = program_text(source_or_function)
            code = _prepare(half_width(source_or_function))
        elif inspect.isfunction(source_or_function):
            text, first, name, helpers = _function_source(source_or_function)
            code = _prepare(helpers, 1, name) if helpers else _prepare(text, first, name)
            fn_globals = dict(source_or_function.__globals__)
            # a function written inside another reads the outer one's names: the same
            # values, by name (assigning them changes only the run's copy)
            cells = source_or_function.__closure__ or ()
            for var, cell in zip(source_or_function.__code__.co_freevars, cells, strict=True):
                with contextlib.suppress(ValueError):
                    fn_globals[var] = cell.cell_contents
        else:
            raise TypeError("run_python runs program text or a function, got "
                            f"{type(source_or_function).__name__}")
    except SyntaxError as exc:
        return _failed(board, flag, start, rules, source_or_function, _syntax_error(exc, 1),
                       lang)
    except PythonError as exc:
        return _failed(board, flag, start, rules, source_or_function, exc, lang)

    rec = _Runner(code, board, flag, start, rules, hand, seed, max_lines, max_moves)
    rec.unavailable = frozenset(unavailable)
    trace = rec.trace
    trace.lang = lang
    # the program's names: the words, Python's built-ins (input refused), the run's own;
    # a function runs with a copy of its notebook's names, so it cannot change them
    g = dict(fn_globals) if fn_globals is not None else {"__name__": "__main__"}
    g["__builtins__"] = _builtins()
    if fn_globals is None:
        g.update({name: getattr(robot, name) for name in robot.NAMES})
    g.update(rec.helpers())
    before = set(g)

    error: PythonError | None = None
    reason = "finished"
    old_trace = sys.gettrace()
    robot.push(rec)
    try:
        with contextlib.redirect_stdout(_Output(rec)):
            sys.settrace(rec.global_trace)
            try:
                exec(code.code, g)  # noqa: S102 - the student's own program, by design
                if code.call is not None:
                    g[code.call]()
            finally:
                sys.settrace(old_trace)
    except RunStopped as stop:
        reason = stop.reason
        error = _stop_error(stop, trace)
    except KeyboardInterrupt:
        reason = "interrupted"
        error = PythonError("gramin.python.stop.interrupted", rec.last_line(), "interrupted")
    except SystemExit:
        reason = "finished"
    except RecursionError as exc:
        reason = "recursion"
        error = PythonError("gramin.python.stop.recursion", _error_line(exc), "recursion",
                            depth=MAX_DEPTH)
    except Exception as exc:  # the student's error, in their words
        reason = "error"
        error = _runtime_error(exc, [k for k in g if k not in before or k in robot.NAMES],
                               code.assigned)
    finally:
        robot.pop(rec)
    rec.close()
    trace.stop_reason = reason
    trace.error = error
    trace.lines_run, trace.moves = rec.lines, rec.moves
    if error is not None and trace.frames[-1].kind != "start":
        last = trace.frames[-1]
        if last.line != error.line and error.line is not None and last.kind != "rest":
            trace.frames.append(LineFrame(
                len(trace.frames), None, last.loops, (), last.position, (), last.score,
                line=error.line, depth=last.depth, variables=last.variables, kind="stop",
                lines=rec.lines))
    trace.collected = [ch.points for ch in rec.world.piles[0]]
    return trace


def _stop_error(stop: RunStopped, trace: PythonTrace) -> PythonError | None:
    """The sentence of a run that was stopped (a trap ends it with no error: its event
    and the trace's ``stopped`` say it)."""
    if stop.reason in ("wall", "crocodile", "hole"):
        return None
    if stop.error is not None:
        fields = {k: v for k, v in stop.error.fields.items() if k != "line"}
        return PythonError(stop.error.message_id, stop.line, "RobotError", None, **fields)
    goal = "flag" if trace.flag is not None else "end"
    if stop.reason == "line_limit":
        return PythonError(f"gramin.python.stop.line_limit_{goal}", stop.line, stop.reason,
                           limit=number(MAX_LINES))
    if stop.reason == "move_limit":
        return PythonError(f"gramin.python.stop.move_limit_{goal}", stop.line, stop.reason,
                           limit=number(MAX_MOVES))
    return PythonError("gramin.python.stop.recursion", stop.line, stop.reason,
                       depth=MAX_DEPTH)


def _failed(board, flag, start, rules, source, error: PythonError, lang: str) -> PythonTrace:
    """The trace of a program that could not start: the start frame and the error."""
    trace = PythonTrace(None, board, rules, [LineFrame(0, None, (), (), start, kind="start")])
    trace.source = source if isinstance(source, str) else ""
    trace.flag, trace.stop_reason, trace.error, trace.lang = flag, "error", error, lang
    return trace
