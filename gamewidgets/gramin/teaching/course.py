"""The bundled Gramin puzzle course, easy to hard (docs/rules/gramin.md 2, 4.2, 6).

Stages: sequences -> dash and jump -> loops -> nested loops (teaching rules) -> traps and
walls -> if-cards. Every stored ``par`` is proven by
:func:`gamewidgets.gramin.teaching.solver.solve` in the tests, and the course is ordered
by :func:`difficulty`.
"""

from __future__ import annotations

from gamewidgets.gramin.engine.options import GraminRules
from gamewidgets.gramin.teaching.puzzle import Puzzle

STAGES = ("sequence", "dash_jump", "loop", "nested_loop", "traps", "if_cards")
"""Stage names, in course order (index = stage number of :func:`difficulty`)."""

TEACHING = GraminRules.teaching().to_dict()


def _h(en: str, ja: str) -> dict:
    return {"en": en, "ja": ja}


COURSE_DATA: list[dict] = [
    # ---- stage 0: sequences of step cards ---------------------------------------------
    {"id": "first-steps", "title": _h("First steps", "はじめの一歩"),
     "board": ".....\n.@.3.\n.....", "hand": "R R R R", "goal": "all_chests", "par": 2,
     "hints": [_h("Each R card moves the explorer one square right.",
                  "R のカード1枚で右へ1マス進みます。")]},
    {"id": "as-dealt", "title": _h("Cards as dealt", "配られたとおりに"),
     "board": "@..\n...\n..3", "hand": "R D R D", "goal": "all_chests", "par": 4,
     "turnable": False,
     "hints": [_h("Here the cards cannot be turned: each moves the way it is written.",
                  "ここではカードの向きを変えられません。書かれた向きに動きます。")]},
    {"id": "flag", "title": _h("Walk to the flag", "旗まで歩こう"),
     "board": ".....\n.....\n@....", "hand": "U U R R R L D", "goal": [0, 3], "par": 5,
     "hints": [_h("Count the squares up and the squares right.",
                  "上に何マス、右に何マスか数えましょう。")]},
    {"id": "corner", "title": _h("Around the corner", "かどを曲がろう"),
     "board": "@....\n.....\n...3.\n.....", "hand": "R R R D D D", "goal": "all_chests",
     "par": 5, "hints": [_h("Go right, then down: the order of the cards matters.",
                            "右へ行ってから下へ。カードの順番が大事です。")]},
    # ---- stage 1: dash and jump -------------------------------------------------------
    {"id": "dash", "title": _h("Dash!", "2マスで進もう"),
     "board": "@...3", "hand": "2R 2R R R R R", "goal": "all_chests", "par": 2,
     "hints": [_h("A dash card moves two squares.", "2マスカードは2マス進みます。")]},
    {"id": "edge", "title": _h("The edge stops you", "ボードの端で止まる"),
     "board": ".@..3", "hand": "2R 2R", "goal": "all_chests", "par": 2,
     "hints": [_h("At the edge of the board the rest of a move is lost, and the program goes on.",
                  "ボードの端に着くと残りの動きはなくなり、プログラムは続きます。")]},
    {"id": "hop-hop", "title": _h("Hop, hop", "ぴょんぴょん"),
     "board": "@.3.3", "hand": "JR JR R R R", "goal": "all_chests", "par": 2,
     "hints": [_h("A jump lands two squares away.", "ジャンプは2マス先に着地します。")]},
    {"id": "far-corner", "title": _h("The far corner", "遠いかど"),
     "board": "@.....\n......\n......\n......\n.....3", "hand": "2D 2D 2R 2R JR R D",
     "goal": "all_chests", "par": 5,
     "hints": [_h("Big moves first: dashes and jumps cover two squares each.",
                  "まず大きく動きましょう。2マスとジャンプは1枚で2マスです。")]},
    # ---- stage 2: loops (basic rules: one loop) ------------------------------------------
    {"id": "three-times", "title": _h("Three times", "3回くりかえそう"),
     "board": "@.3.3.3", "hand": "2R for3( )", "goal": "all_chests", "par": 3,
     "hints": [_h("There is only one dash card: repeat it.",
                  "2マスカードは1枚だけ。くりかえしましょう。")]},
    {"id": "exact-stop", "title": _h("Stop on the flag", "旗でぴったり止まろう"),
     "board": ".......\n@......", "hand": "2R R R R R for2( for3( )", "goal": [1, 4],
     "die": 1, "par": 3,
     "hints": [_h("Only 1 card counts against the die. Which loop, 2 or 3 times, stops "
                  "right on the flag?",
                  "サイコロで使えるのは1枚。2回と3回、どちらのくりかえしなら旗でぴったり止まる？")]},
    {"id": "not-always",
     "title": _h("A loop is not always best", "いつもくりかえしが得とは限らない"),
     "board": "@.3\n..3", "hand": "R R D for2( )", "goal": "all_chests", "par": 3,
     "hints": [_h("A loop costs two cards of its own.",
                  "くりかえしカードも2枚と数えます。")]},
    {"id": "staircase", "title": _h("Staircase", "かいだん"),
     "board": "@......\n.3.....\n..3....\n...3...", "hand": "R D for2( for3( )",
     "goal": "all_chests", "par": 4,
     "hints": [_h("Right, down, right, down...: what repeats?",
                  "右、下、右、下…。くりかえしているのはどこ？")]},
    {"id": "small-die", "title": _h("A small die", "サイコロの目が小さい"),
     "board": "@.....3", "hand": "R R R R R R for2( for3( )", "goal": "all_chests", "die": 2,
     "par": 4, "hints": [_h("Only 2 cards count against the die; loop cards are free.",
                            "サイコロで使えるのは2枚。くりかえしカードは数えません。")]},
    {"id": "zigzag", "title": _h("Zigzag", "ジグザグ"),
     "board": "@......\n..3....\n....3..\n......3", "hand": "2R 2R D D for3( )",
     "goal": "all_chests", "die": 2, "par": 4,
     "hints": [_h("Find the part of the path that repeats three times.",
                  "3回くりかえしている道のりを見つけましょう。")]},
    {"id": "well", "title": _h("Down the well", "井戸の底へ"),
     "board": "@....\n.....\n.....\n.....\n.....\n.....\n.3...", "hand": "2D 2D R for3( )",
     "goal": "all_chests", "die": 2, "par": 4,
     "hints": [_h("A loop can be followed by more cards.",
                  "くりかえしの後ろにもカードを置けます。")]},
    {"id": "two-by-two", "title": _h("Two steps and a stair", "2歩と1段"),
     "board": "@.....\n..3...\n....3.", "hand": "R R R D D for2( )", "goal": "all_chests",
     "die": 3, "par": 5,
     "hints": [_h("The loop body can hold several cards.",
                  "くりかえしの中には何枚もカードを入れられます。")]},
    # ---- stage 3: nested loops (teaching rules) ------------------------------------------
    {"id": "loop-in-loop", "title": _h("A loop in a loop", "くりかえしの中のくりかえし"),
     "board": "@......\n...3...\n......3", "hand": "R D for2( for3( ) )",
     "goal": "all_chests", "die": 2, "rules": TEACHING, "par": 6,
     "hints": [_h("R R R D happens twice. And R R R is itself a loop.",
                  "R R R D が2回。しかも R R R もくりかえしです。")]},
    {"id": "stairs-of-stairs", "title": _h("Stairs of stairs", "かいだんのかいだん"),
     "board": "@......\n..3....\n....3..\n......3", "hand": "R D for2( for3( ) )",
     "goal": "all_chests", "die": 2, "rules": TEACHING, "par": 6,
     "hints": [_h("Each stair is R R D, and there are three stairs.",
                  "1段は R R D、それが3段あります。")]},
    # ---- stage 4: traps and walls -------------------------------------------------------
    {"id": "wall-ahead", "title": _h("A wall ahead", "前にかべ"),
     "board": "@.w.3\n.....", "hand": "2R R R D U JR", "goal": "all_chests", "par": 3,
     "hints": [_h("A wall stops the explorer, but a jump goes over it.",
                  "かべにぶつかると止まりますが、ジャンプなら飛びこえられます。")]},
    {"id": "hop-holes", "title": _h("Hop over the holes", "あなを飛びこえて"),
     "board": "@h.h.h3", "hand": "JR R for3( )", "goal": "all_chests", "par": 3,
     "hints": [_h("Land only on the squares between the holes.",
                  "あなとあなの間にだけ着地しましょう。")]},
    {"id": "hole-chips", "title": _h("Holes on the diagonal", "ななめのあな"),
     "board": "@......\n.H.....\n..3....\n...H...\n....3..", "hand": "2R 2D for2( ) R D",
     "goal": "all_chests", "die": 2, "par": 4,
     "hints": [_h("The H chests hold holes. Go around them the same way twice.",
                  "H の宝箱はあな。同じよけ方を2回しましょう。")]},
    {"id": "wall-fence", "title": _h("The fence", "かべのさく"),
     "board": "@.w..w..w3", "hand": "R JR for3( )", "goal": "all_chests", "par": 4,
     "hints": [_h("Step, then jump over the wall: again and again.",
                  "1歩進んでかべを飛びこえる。それを何回も。")]},
    {"id": "crocodile-chest", "title": _h("A crocodile in a chest", "宝箱の中のわに"),
     "board": "@.C.3\n.....\n..3..", "hand": "2R 2R 2D D R R U U", "goal": "all_chests",
     "par": 5, "hints": [_h("The chest marked C holds a crocodile: keep away from it.",
                            "C の宝箱の中身はわに。近づかないようにしましょう。")]},
    # ---- stage 5: if-cards -------------------------------------------------------------
    {"id": "through-the-hole", "title": _h("Straight through", "まっすぐ通ろう"),
     "board": "@.h.3\n.....\n.....", "hand": "2R 2R D U R R if_hole", "goal": "all_chests",
     "par": 3, "hints": [_h("An if-card you hold cancels a hole. Is it cheaper than going round?",
                            "もしもカードがあればあなを取り消せます。よけて通るより少なくできる？")]},
    {"id": "one-if-card", "title": _h("Only one if-card", "もしもカードは1枚"),
     "board": "@.h.h.3\n.......", "hand": "2R 2R 2R JR D U R if_hole", "goal": "all_chests",
     "par": 5, "hints": [_h("One hole can be cancelled; the other must be avoided.",
                            "取り消せるあなは1つ。もう1つはよけましょう。")]},
    {"id": "if-in-a-loop", "title": _h("An if-card in a loop", "くりかえしともしも"),
     "board": "@..h..3", "hand": "2R R for2( ) if_hole", "goal": "all_chests", "par": 5,
     "hints": [_h("The loop runs into the hole once; the if-card is used only then.",
                  "くりかえしの途中で1回だけあなに入ります。もしもカードはその時だけ使われます。")]},
]


def difficulty(puzzle: Puzzle) -> tuple[int, int]:
    """The course's difficulty of ``puzzle``: ``(stage, par)``, compared as a tuple.

    Stage (index into :data:`STAGES`) is the highest of: 5 if the hand holds an if-card;
    4 if the board has a trap card, a wall or a trap chip; 3 if the rules allow nesting
    and the hand holds two or more ``forN(`` cards; 2 if the hand holds a loop card; 1
    if it holds a dash or jump card; else 0. Par is the puzzle's par (a larger number
    if unsolvable).
    """
    hand, board = puzzle.hand, puzzle.board
    kinds = set(hand.moves) if hand.turnable else {
        "step" if len(k) == 1 else "dash" if k[0] == "2" else "jump" for k in hand.moves}
    stage = 0
    if kinds - {"step"}:
        stage = 1
    if hand.opens or hand.closes:
        stage = 2
    if puzzle.rules.allow_nesting and sum(hand.opens.values()) >= 2:
        stage = 3
    if board.traps or any(ch.trap for ch in board.chests.values()):
        stage = 4
    if hand.if_cards:
        stage = 5
    par = puzzle.par
    return stage, 10 ** 6 if par is None else par


def course(lang: str = "en") -> list[Puzzle]:
    """The bundled course as :class:`Puzzle` objects (a new list each call), easy to hard.

    Parameters
    ----------
    lang : {"en", "ja"}
        Language of the puzzles' messages.
    """
    return [Puzzle.from_dict(d, lang) for d in COURSE_DATA]

