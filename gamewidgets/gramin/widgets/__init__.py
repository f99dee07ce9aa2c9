"""The notebook widgets of Gramin Expedition: the sandbox (:class:`GraminWidget`), the
puzzle course (:class:`PuzzleWidget`) and the whole game (:class:`GraminGameWidget`), with
their payload builders and intent handlers."""
