"""Teaching material of algo: tsume-algo puzzles and the lesson's exercise checkers,
built on the deduction a player can make from their view (:mod:`gamewidgets.algo.engine`).
"""
