"""The Python track of the Gramin course: ten puzzles of several boards, one program each
(docs/rules/gramin.md 2, 6).

From ``while`` with a sensor, to ``if``, a function of one's own and a variable that
counts. Each puzzle states N, the most cards no card program may use and still solve
every board (proved by :func:`~gamewidgets.gramin.teaching.python_puzzle.card_proof` in
the tests), and a reference Python solution that solves every board (its statements are
the par of 3 stars).
"""

from __future__ import annotations

from gamewidgets.gramin.teaching.python_puzzle import PythonPuzzle


def _h(en: str, ja: str) -> dict:
    return {"en": en, "ja": ja}


PYTHON_COURSE: list[dict] = [
    # ---- while and a sensor ----------------------------------------------------------------
    {"id": "py-walk", "title": _h("Walk to the flag, any corridor", "どのろうかでも旗まで"),
     "boards": ["@.F..", "@...F..", "@.....F."], "cards": 6,
     "goal": _h("End on the flag of every board with one program.",
                "1つのプログラムで、どのボードでも旗の上で止まるようにしましょう。"),
     "solution": "while not at_flag():\n    step(RIGHT)\n",
     "start": "step(RIGHT)\nstep(RIGHT)\n",
     "hints": [_h("Each corridor is a different length: count-free walking needs a loop that "
                  "asks a question each time.",
                  "ろうかの長さがボードごとにちがいます。毎回たずねるくりかえしが必要です。"),
               _h("while not at_flag(): repeats its lines as long as the explorer is not on "
                  "the flag.",
                  "while not at_flag(): は、探検隊が旗の上にいない間、中の行をくりかえします。")]},
    {"id": "py-well", "title": _h("Down the well", "井戸をおりよう"),
     "boards": ["@\n.\nF\n.", "@\n.\n.\n.\nF\n.", "@\nF\n.\n."], "cards": 6,
     "goal": _h("Go down to the flag on every board.",
                "どのボードでも、下へ進んで旗の上で止まりましょう。"),
     "solution": "while not at_flag():\n    step(DOWN)\n",
     "start": "while not at_flag():\n    step(RIGHT)\n",
     "hints": [_h("The same loop as before, in another direction.",
                  "前と同じくりかえしを、別の向きで使いましょう。")]},
    {"id": "py-find-chest", "title": _h("Stop at the chest", "宝箱で止まろう"),
     "boards": ["@..3hhh", "@3hhhhh", "@....3h"], "cards": 6,
     "goal": _h("Open the chest on every board. Holes lie past it: do not go on.",
                "どのボードでも宝箱を開けましょう。宝箱の先にはあながあるので、進みすぎないでください。"),
     "solution": "while not at_chest():\n    step(RIGHT)\n",
     "hints": [_h("at_chest() is True once the explorer stands on the chest's square.",
                  "at_chest() は、探検隊が宝箱のマスに入ると True になります。")]},
    {"id": "py-every-chest", "title": _h("Every chest, then stop", "全部の宝箱を取ったら止まる"),
     "boards": ["@.3.3h.", "@3.3.3h", "@..3h.."], "cards": 6,
     "goal": _h("Open every chest of every board; a hole follows the last one.",
                "どのボードでも全部の宝箱を開けましょう。最後の宝箱の先にはあながあります。"),
     "solution": "while chests_left() > 0:\n    step(RIGHT)\n",
     "hints": [_h("chests_left() tells how many chests are still closed.",
                  "chests_left() で、まだ開いていない宝箱の数がわかります。")]},
    # ---- if -------------------------------------------------------------------------------
    {"id": "py-hop-holes", "title": _h("Hop where there is a hole", "あながあればジャンプ"),
     "boards": ["@.h..F.", "@h.h.F.", "@..h.hF."], "cards": 6,
     "goal": _h("Reach the flag of every board without falling into a hole.",
                "どのボードでも、あなに落ちずに旗まで行きましょう。"),
     "solution": ("while not at_flag():\n    if hole(RIGHT):\n        jump(RIGHT)\n"
                  "    else:\n        step(RIGHT)\n"),
     "hints": [_h("Inside the loop, ask hole(RIGHT): jump if it is True, else step.",
                  "くりかえしの中で hole(RIGHT) をたずね、True ならジャンプ、"
                  "そうでなければ1マス進みましょう。"),
               _h("if hole(RIGHT): ... else: ... chooses one of two moves.",
                  "if hole(RIGHT): と else: で、2つの動きのどちらかを選べます。")]},
    {"id": "py-jump-walls", "title": _h("Over every wall", "かべを飛びこえて"),
     "boards": ["@.w.F.", "@w..w.F.", "@..w.F."], "cards": 6,
     "goal": _h("Reach the flag of every board: a wall stops the explorer, a jump goes over it.",
                "どのボードでも旗まで行きましょう。かべにぶつかると止まりますが、ジャンプなら飛びこえられます。"),
     "solution": ("while not at_flag():\n    if blocked(RIGHT):\n        jump(RIGHT)\n"
                  "    else:\n        step(RIGHT)\n"),
     "hints": [_h("blocked(RIGHT) is True when a wall is right next to the explorer.",
                  "blocked(RIGHT) は、探検隊のすぐ右がかべのとき True です。")]},
    {"id": "py-wall-then-down",
     "title": _h("Right to the wall, then down", "かべまで右、それから下"),
     "boards": ["@..w.\n.....\n..F..\n.....", "@.w..\n.....\n.....\n.F...\n.....",
                "@...w\n...F.\n....."], "cards": 4,
     "goal": _h("Go right until a wall is next, then down to the flag, on every board.",
                "どのボードでも、右のかべの手前まで進み、それから下の旗まで行きましょう。"),
     "solution": ("while not blocked(RIGHT):\n    step(RIGHT)\n"
                  "while not at_flag():\n    step(DOWN)\n"),
     "hints": [_h("Two loops, one after the other.", "くりかえしを2つ、順番に書きましょう。")]},
    {"id": "py-stairs", "title": _h("Stairs of any height", "どんな高さの階だんでも"),
     "boards": ["..F...\n......\n@.....", "...F...\n.......\n.......\n@......",
                ".F....\n@....."], "cards": 5,
     "goal": _h("Climb the stairs to the flag on every board: right, up, right, up...",
                "どのボードでも、右・上・右・上…と階だんをのぼって旗まで行きましょう。"),
     "solution": "while not at_flag():\n    step(RIGHT)\n    step(UP)\n",
     "hints": [_h("The loop's body can hold two moves.",
                  "くりかえしの中に、動きを2つ書けます。")]},
    # ---- a function of one's own, and a variable that counts -------------------------------
    {"id": "py-function", "title": _h("A function of your own", "自分の関数"),
     "boards": ["@..w.\n.....\n.wF..", "@.w..\n.....\n.....\nwF...", "@...w\n.....\n..wF."],
     "cards": 4,
     "goal": _h("Go right as far as you can, then down as far as you can, then left as far "
                "as you can: end on the flag of every board.",
                "行けるところまで右、次に行けるところまで下、最後に行けるところまで左へ進み、"
                "どのボードでも旗の上で止まるようにしましょう。"),
     "solution": ("def run(direction):\n    while not blocked(direction):\n"
                  "        step(direction)\n\nrun(RIGHT)\nrun(DOWN)\nrun(LEFT)\n"),
     "hints": [_h("The same loop three times, each in another direction: give it a name "
                  "with def run(direction):",
                  "向きだけがちがう同じくりかえしが3回あります。"
                  "def run(direction): で名前をつけましょう。"),
               _h("Inside the function, direction stands for the direction it was called "
                  "with: run(DOWN) walks down.",
                  "関数の中の direction は、呼んだときの向きです。run(DOWN) なら下へ進みます。")]},
    {"id": "py-count", "title": _h("Count your steps", "歩いた数を数えよう"),
     "boards": ["@..w\n....\nF...\n....", "@.w.\nF...\n....\n....",
                "@...w\n.....\n.....\nF....\n....."], "cards": 4,
     "unavailable": ["at_flag"],
     "goal": _h("The flag is as many squares below the start as the explorer can walk right. "
                "at_flag() does not work here: count the steps in a variable.",
                "旗は、スタートから右に歩ける数と同じだけ下にあります。"
                "ここでは at_flag() は使えないので、歩いた数を変数で数えましょう。"),
     "solution": ("n = 0\nwhile not blocked(RIGHT):\n    step(RIGHT)\n    n = n + 1\n"
                  "while not blocked(LEFT):\n    step(LEFT)\nfor _ in range(n):\n"
                  "    step(DOWN)\n"),
     "hints": [_h("n = 0 before the loop, n = n + 1 inside it: after the loop, n is the number "
                  "of steps.",
                  "くりかえしの前に n = 0、中に n = n + 1 と書くと、"
                  "くりかえしの後の n は歩いた数です。"),
               _h("for _ in range(n): repeats its lines n times.",
                  "for _ in range(n): は中の行を n 回くりかえします。")]},
]


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
