"""The algo widget: :class:`~gamewidgets.algo.widgets.widget.AlgoWidget`, its deduction
panel, status sentences and intents."""
