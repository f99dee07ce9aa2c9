"""What one goblin may see of a game of Goblin Escape (docs/rules/goblin.md 3).

The others' choices only after the reveal, the tunnel's order never.
"""

from __future__ import annotations

from gamewidgets.goblin.engine.codec import plain_record


def observe(game, player: int, lang: str | None) -> dict:
    """The game-specific part of ``game.observation(player, lang)``.

    Parameters
    ----------
    game : GoblinGame
    player : int
        A seat (checked by the caller).
    lang : {"en", "ja"} or None
        If given, the last turn's steps carry their sentence ``"text"``.

    Returns
    -------
    dict
        Public: ``n_players``, ``names``, ``turn``, ``phase``, ``meat``, ``store``,
        ``alive``, ``last_action``, ``chosen`` (whether each goblin has chosen — not
        what), ``tunnel_turned``, ``tunnel_remaining`` (a count: the order is never
        shown), ``to_pick``, ``resters``, ``is_over``, ``end``, ``winners``, ``history``
        (resolved turns), ``last_steps``. Private: ``choice`` (own) and
        ``allowed_actions`` (own: the action cards the no-repeat rule leaves).
        ``choices``/``targets`` are every goblin's only after the reveal (phase
        ``"target"``), else only the player's own (others None).
    """
    n = game.n_players
    revealed = game.phase == "target"
    choices = list(game.choices) if revealed else [
        game.choices[p] if p == player else None for p in range(n)]
    targets = list(game.targets) if revealed else [None] * n
    return {
        "player": player, "n_players": n,
        "names": [game.name(p, lang) for p in range(n)],
        "turn": game.turn, "phase": game.phase, "meat": list(game.meat),
        "store": game.store, "alive": list(game.alive),
        "last_action": list(game.last_action),
        "chosen": [game.choices[p] is not None for p in range(n)],
        "choice": game.choices[player], "choices": choices, "targets": targets,
        "revealed": revealed, "allowed_actions": game.allowed_actions(player),
        "to_pick": game.to_pick, "resters": game.resters,
        "tunnel_turned": list(game.tunnel_turned),
        "tunnel_remaining": game.tunnel_remaining,
        "is_over": game.is_terminal, "end": game.end, "winners": game.winners,
        "history": [plain_record(r) for r in game.history],
        "last_steps": [st.to_dict(lang) for st in game.last_steps],
    }
