"""The rules of algo in pure Python: cards and the order rule, the deal, a turn, chips,
the game state (:class:`~gamewidgets.algo.engine.state.AlgoGame`) and what a player can
see and know from their seat (:class:`~gamewidgets.algo.engine.view.AlgoView`,
:func:`~gamewidgets.algo.engine.deduction.deduce`,
:func:`~gamewidgets.algo.engine.probability.posterior`). docs/rules/algo.md.
"""
