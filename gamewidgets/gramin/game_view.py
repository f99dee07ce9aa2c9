"""What the game widget may show: a game's public view, one player's private view, and the
frames of one action (rules/gramin.md 1, 4.2-4.6; DESIGN.md 2.5).

Everything here is built from :meth:`GraminGame.observation` and the public board, so the
synced state never carries another player's hand, the deck order or unopened chests.
"""

from __future__ import annotations

from gamewidgets.core.events import Event
from gamewidgets.gramin.deck import GAME
from gamewidgets.gramin.game import GraminGame

# Events whose chest points only some players saw (same list as the engine's observation).
_PRIVATE = ("chest_opened", "crocodile_pile_taken", "crocodile_ate", "robbery")
NOBODY = -1
"""Viewer id of the shared screen: nobody's private information is shown."""


def seen_event(e: Event, viewer: int, lang: str) -> dict:
    """``e`` as ``viewer`` saw it, ``{"kind", "text", "player"}``; chest points of private
    events are left out unless ``viewer`` took part (``NOBODY``: always left out)."""
    data = e.data
    if e.kind in _PRIVATE and e.game == "gramin":
        saw = (data.get("winner"), data.get("loser")) if e.kind == "robbery" \
            else (data.get("player"),)
        if viewer not in saw:
            data = {k: v for k, v in data.items() if k != "points"}
            e = Event(e.kind + "_hidden", data, GAME)
    return {"kind": e.kind, "text": e.text(lang), "player": data.get("player")}


def public_view(game: GraminGame, lang: str = "en", viewer: int = NOBODY) -> dict:
    """The game as everyone at the screen may see it (rules/gramin.md 1, 4.2-4.5).

    Parameters
    ----------
    game : GraminGame
    lang : {"en", "ja"}
        Language of the event sentences.
    viewer : int
        Player whose chest points the event sentences may show (``NOBODY``: none).

    Returns
    -------
    dict
        ``turn``, ``phase``, ``parent``, ``rolls``, ``skipping``, ``skip_next``, ``actor``
        (player to act or to place a trap, else None), ``board`` (rows, cols, chest squares
        without contents, trap cards), ``positions``, ``hand_sizes``, ``pile_sizes``,
        ``crocodile_pile`` and ``deck`` (counts), ``discard`` (face-up kinds), ``built``,
        ``programs`` (card views, only once revealed), ``next_action``, ``stopped``,
        ``pending_traps`` (only in the trap phase), ``events`` (this turn's sentences),
        ``scores``/``winners`` (only at the end). Never a hand, the deck order or a
        face-down chest's content.
    """
    from gamewidgets.gramin.widget import card_view

    obs = game.observation(0)
    revealed = game.revealed or game.phase in ("over",)
    traps_public = game.phase == "traps"
    actor = game.current_player if game.phase in ("traps", "action") else None
    return {
        "turn": obs["turn"], "phase": obs["phase"], "parent": obs["parent"],
        "rolls": obs["rolls"], "skipping": obs["skipping"], "skip_next": obs["skip_next"],
        "actor": actor, "board": obs["board"], "positions": obs["positions"],
        "hand_sizes": obs["hand_sizes"], "pile_sizes": obs["pile_sizes"],
        "crocodile_pile": obs["crocodile_pile"], "deck": obs["deck"],
        "discard": len(obs["discard"]), "built": obs["built"],
        "programs": [None if prog is None or not revealed else
                     [card_view(c.token) for c in prog.cards] for prog in game.programs],
        "next_action": obs["next_action"], "stopped": obs["stopped"],
        "pending_traps": [list(x) if traps_public else None for x in game.pending_traps],
        "events": [seen_event(e, viewer, lang) for e in game.events],
        "scores": obs["scores"], "winners": obs["winners"],
    }


def private_view(game: GraminGame, player: int) -> dict:
    """What only ``player`` may see: ``{"player", "hand" (card kinds), "pile" (own chest
    points, oldest first), "score"}`` (rules/gramin.md 4.2, 4.5)."""
    obs = game.observation(player)
    return {"player": player, "hand": obs["hand"], "pile": obs["pile"], "score": obs["score"]}


def _frame(g: GraminGame, card, loops, events, viewer: int, lang: str) -> dict:
    board = g.board.public_dict()
    return {"card": card, "loops": [list(x) for x in loops],
            "positions": [list(p) for p in g.positions],
            "chests": board["chests"], "traps": board["traps"],
            "events": [seen_event(e, viewer, lang) for e in events]}


def act_with_frames(game: GraminGame, viewer: int = NOBODY, lang: str = "en") -> dict:
    """Run the current player's next action and record one frame per card run
    (rules/gramin.md 4.4, 6: one card, and one loop iteration, at a time).

    The action is first replayed card by card on a clone (same random generator state,
    so robbery dice agree), then run on ``game`` itself with :meth:`GraminGame.act`.

    Returns
    -------
    dict
        ``{"player", "action" (0-based action number), "frames": [...], "events"}``:
        frame 0 is the position before the action, then per move card ``card`` (0-based
        index into the player's program), ``loops`` ([open index, iteration, N]),
        ``positions`` of every piece, ``chests`` (face-down squares), ``traps`` and
        ``events`` (sentences, chest points only for ``viewer``).

    Raises
    ------
    GraminRuleError
        If it is not the action phase.
    """
    g = game.clone()
    p = game.actor
    g._check_phase("action", "act()")
    n = g.next_action[p]
    steps = g._actions[p][n]
    prog = g.programs[p]
    frames = [_frame(g, None, (), [], viewer, lang)]
    for card_index, loops in steps:
        start = len(g.events)
        stop = g._move(p, prog.cards[card_index])
        frames.append(_frame(g, card_index, loops, g.events[start:], viewer, lang))
        if stop or not g.board.chests:
            break
    events = game.act()
    if [list(x) for x in game.positions] != frames[-1]["positions"]:
        # Never show a replay that differs from what happened: keep the outcome only.
        frames = [frames[0], _frame(game, None, (), events, viewer, lang)]
    return {"player": p, "action": n, "frames": frames,
            "events": [seen_event(e, viewer, lang) for e in events]}
