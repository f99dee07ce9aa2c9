"""The Python track of the Gramin course: ten puzzles of several boards, one program each
(docs/rules/gramin.md 2, 6).

From ``while`` with a sensor, to ``if``, a function of one's own and a variable that
counts. Each puzzle states N, the most cards no card program may use and still solve
every board (proved by :func:`~gamewidgets.gramin.teaching.python_puzzle.card_proof` in
the tests), and a reference Python solution that solves every board (its statements are
the par of 3 stars).
"""

from __future__ import annotations

from gamewidgets.core.i18n import authored_texts, has
from gamewidgets.gramin.teaching.python_puzzle import PythonPuzzle

PYTHON_COURSE: list[dict] = [
    # ---- while and a sensor ----------------------------------------------------------------
    {"id": "py-walk", "boards": ["@.F..", "@...F..", "@.....F."], "cards": 6,
     "solution": "while not at_flag():\n    step(RIGHT)\n",
     "start": "step(RIGHT)\nstep(RIGHT)\n"},
    {"id": "py-well", "boards": ["@\n.\nF\n.", "@\n.\n.\n.\nF\n.", "@\nF\n.\n."], "cards": 6,
     "solution": "while not at_flag():\n    step(DOWN)\n",
     "start": "while not at_flag():\n    step(RIGHT)\n"},
    {"id": "py-find-chest", "boards": ["@..3hhh", "@3hhhhh", "@....3h"], "cards": 6,
     "solution": "while not at_chest():\n    step(RIGHT)\n"},
    {"id": "py-every-chest", "boards": ["@.3.3h.", "@3.3.3h", "@..3h.."], "cards": 6,
     "solution": "while chests_left() > 0:\n    step(RIGHT)\n"},
    # ---- if -------------------------------------------------------------------------------
    {"id": "py-hop-holes", "boards": ["@.h..F.", "@h.h.F.", "@..h.hF."], "cards": 6,
     "solution": ("while not at_flag():\n    if hole(RIGHT):\n        jump(RIGHT)\n"
                  "    else:\n        step(RIGHT)\n")},
    {"id": "py-jump-walls", "boards": ["@.w.F.", "@w..w.F.", "@..w.F."], "cards": 6,
     "solution": ("while not at_flag():\n    if blocked(RIGHT):\n        jump(RIGHT)\n"
                  "    else:\n        step(RIGHT)\n")},
    {"id": "py-wall-then-down",
     "boards": ["@..w.\n.....\n..F..\n.....", "@.w..\n.....\n.....\n.F...\n.....",
                "@...w\n...F.\n....."], "cards": 4,
     "solution": ("while not blocked(RIGHT):\n    step(RIGHT)\n"
                  "while not at_flag():\n    step(DOWN)\n")},
    {"id": "py-stairs",
     "boards": ["..F...\n......\n@.....", "...F...\n.......\n.......\n@......",
                ".F....\n@....."], "cards": 5,
     "solution": "while not at_flag():\n    step(RIGHT)\n    step(UP)\n"},
    # ---- a function of one's own, and a variable that counts -------------------------------
    {"id": "py-function",
     "boards": ["@..w.\n.....\n.wF..", "@.w..\n.....\n.....\nwF...", "@...w\n.....\n..wF."],
     "cards": 4,
     "solution": ("def run(direction):\n    while not blocked(direction):\n"
                  "        step(direction)\n\nrun(RIGHT)\nrun(DOWN)\nrun(LEFT)\n")},
    {"id": "py-count",
     "boards": ["@..w\n....\nF...\n....", "@.w.\nF...\n....\n....",
                "@...w\n.....\n.....\nF....\n....."], "cards": 4,
     "unavailable": ["at_flag"],
     "solution": ("n = 0\nwhile not blocked(RIGHT):\n    step(RIGHT)\n    n = n + 1\n"
                  "while not blocked(LEFT):\n    step(LEFT)\nfor _ in range(n):\n"
                  "    step(DOWN)\n")},
]
"""The puzzles as :class:`PythonPuzzle` takes them; each one's title, goal and hints are the
catalogue's ``gramin.course.<id>.title``, ``.goal``, ``.hint``, ``.hint2``
(gramin/messages/course.toml), added below."""

for _p in PYTHON_COURSE:
    _p["title"] = authored_texts(f"gramin.course.{_p['id']}.title")
    _p["goal"] = authored_texts(f"gramin.course.{_p['id']}.goal")
    _p["hints"] = [authored_texts(k) for k in (f"gramin.course.{_p['id']}.hint",
                                               f"gramin.course.{_p['id']}.hint2") if has(k)]
del _p


def python_course(lang: str = "en") -> list[PythonPuzzle]:
    """The Python track as :class:`PythonPuzzle` objects (a new list each call), in order.

    Parameters
    ----------
    lang : {"en", "ja"}
    """
    return [PythonPuzzle(d["boards"], d["solution"], d["cards"], id=d["id"], title=d["title"],
                         goal=d["goal"], hints=d.get("hints", ()),
                         unavailable=d.get("unavailable", ()), start_code=d.get("start", ""),
                         lang=lang) for d in PYTHON_COURSE]
