"""The rules of Gramin Expedition in pure Python (docs/rules/gramin.md), below every bot,
lesson and widget: options, cards, board, programs, movement, the world that resolves each
square, traces of one explorer, and the multiplayer game state (:class:`GraminGame`)."""
