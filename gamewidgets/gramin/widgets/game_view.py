"""What the game widget may show: a game's public view, one player's private view, and the
frames of one action (docs/rules/gramin.md 1, 4.1-4.6).

Everything here is built from :meth:`GraminGame.observation`, the public board and the
public counts of the game, so the synced state never carries another player's hand, the
deck order or unopened chests. Event sentences name the players by the game's names
(``GraminGame(names=...)``: "Ann rolls 3").
"""

from __future__ import annotations

from contextlib import closing

from gamewidgets.core.events import Event
from gamewidgets.core.i18n import t
from gamewidgets.core.screen import NOBODY
from gamewidgets.core.text import square
from gamewidgets.gramin.engine.cards import MOVE_TOKENS, card_name
from gamewidgets.gramin.engine.events import player_name, renamed, seat_event
from gamewidgets.gramin.engine.observation import seen
from gamewidgets.gramin.engine.state import GraminGame
from gamewidgets.gramin.engine.trace import SHOWN_FRAMES
from gamewidgets.gramin.teaching.code_view import code_lines
from gamewidgets.gramin.widgets.editor import card_view


def seen_event(e: Event, viewer: int, lang: str) -> dict:
    """``e`` as ``viewer`` saw it, ``{"kind", "text", "player"}``: chest points of private
    events are left out unless ``viewer`` took part (``NOBODY``: always left out), and
    the sentence names the players as ``e`` does."""
    e = seen(e, viewer)
    return {"kind": e.kind, "text": e.text(lang), "player": e.data.get("player")}


def public_view(game: GraminGame, lang: str = "en", viewer: int = NOBODY) -> dict:
    """The game as everyone at the screen may see it (docs/rules/gramin.md 1, 4.1-4.5).

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
        ``turn``, ``phase``, ``parent``, ``rolls``, ``rerolls`` (the re-rolls of a tie
        for parent, section 4.1: one list per round, a roll or None per player),
        ``skipping``, ``skip_next``, ``actor``
        (player to act or to place a trap, else None), ``board`` (rows, cols, chest squares
        without contents, trap cards), ``positions``, ``hand_sizes``, ``pile_sizes``,
        ``crocodile_pile`` and ``deck`` (counts), ``discard`` (a count), ``built``,
        ``programs`` (card views, only once revealed), ``next_action``, ``stopped``,
        ``pending_traps`` (only in the trap phase), ``events`` (this turn's sentences, or
        the last turn's while the dice wait), ``scores``/``winners`` (only at the end).
        Never a hand, the deck order or a face-down chest's content. In the dice phase
        (4.1) the last turn's dice, parent, programs and progress are cleared, and
        ``skipping`` already shows who will skip the coming turn.
    """
    obs = game.observation(0)
    n = game.n_players
    rolling = game.phase == "roll"
    revealed = (game.revealed and not rolling) or game.phase == "over"
    traps_public = game.phase == "traps"
    actor = game.current_player if game.phase in ("traps", "action") else None
    return {
        "turn": obs["turn"], "phase": obs["phase"],
        "parent": None if rolling else obs["parent"],
        "rolls": [None] * n if rolling else obs["rolls"],
        "rerolls": [] if rolling else rerolls(game),
        "skipping": obs["skip_next"] if rolling else obs["skipping"],
        "skip_next": obs["skip_next"],
        "actor": actor, "board": obs["board"], "positions": obs["positions"],
        "hand_sizes": obs["hand_sizes"], "pile_sizes": obs["pile_sizes"],
        "crocodile_pile": obs["crocodile_pile"], "deck": obs["deck"],
        "discard": len(obs["discard"]),
        "built": [False] * n if rolling else obs["built"],
        "programs": [None if prog is None or not revealed else
                     [card_view(c.token) for c in prog.cards] for prog in game.programs],
        "next_action": [0] * n if rolling else obs["next_action"],
        "stopped": [None] * n if rolling else obs["stopped"],
        "pending_traps": [list(x) if traps_public else None for x in game.pending_traps],
        "events": [seen_event(e, viewer, lang) for e in game.events],
        "scores": obs["scores"], "winners": obs["winners"],
    }


def rerolls(game: GraminGame) -> list[list[int | None]]:
    """This turn's re-rolls for parent (docs/rules/gramin.md 4.1, ``parent_tie="reroll"``):
    one list per round, each player's roll or None if they did not re-roll."""
    rounds: list[list[int | None]] = []
    for e in game.events:
        if e.kind == "parent_reroll":
            k = e.data["round"]
            while len(rounds) < k:
                rounds.append([None] * game.n_players)
            rounds[k - 1][e.data["player"]] = e.data["roll"]
    return rounds


def private_view(game: GraminGame, player: int) -> dict:
    """What only ``player`` may see: ``{"player", "hand" (card kinds), "pile" (own chest
    points, oldest first), "score"}`` (docs/rules/gramin.md 4.2, 4.5)."""
    obs = game.observation(player)
    return {"player": player, "hand": obs["hand"], "pile": obs["pile"], "score": obs["score"]}


def _frame(g: GraminGame, card, loops, events, viewer: int, path=()) -> dict:
    """The table after a card, as data only (no sentence: the game may be half-way
    through an action while this runs); ``path``: the squares the actor entered."""
    board = g.board.public_dict()
    w = g.world
    return {"card": card, "loops": [list(x) for x in loops],
            "positions": [list(p) for p in g.positions], "path": [list(p) for p in path],
            "chests": board["chests"], "traps": board["traps"],
            "pile_sizes": [len(x) for x in w.piles], "hand_sizes": [len(h) for h in g.hands],
            "crocodile_pile": len(w.crocodile_pile), "stopped": list(g.stopped),
            "me_pile": [c.points for c in w.piles[viewer]] if viewer != NOBODY else None,
            "events": list(events)}


def _told(frames: list[dict], events: list[Event], viewer: int, lang: str,
          player: int, tokens: list[str], names) -> tuple:
    """``frames`` and ``events`` with their events as sentences in ``lang``, and each
    frame's ``text``: what ``player``'s card did (:func:`frame_text`)."""
    told = [{**f, "events": [seen_event(e, viewer, lang) for e in f["events"]],
             "text": frame_text(frames, i, player, tokens, names, lang)}
            for i, f in enumerate(frames)]
    return told, [seen_event(e, viewer, lang) for e in events]


def frame_text(frames: list[dict], i: int, player: int, tokens: list[str], names,
               lang: str) -> str:
    """One sentence for frame ``i`` of an action of ``player`` (``tokens``: the cards of
    its program): where the piece starts, or which card ran and where it took the piece.
    A card the edge or a wall kept from moving says so once; a step with no event (an
    empty square) is never silent."""
    name = player_name(player, names, lang)
    at = square(frames[i]["positions"][player]).text(lang)
    if any(e.kind == "frames_rest" for e in frames[i]["events"]):
        # the frame standing for all the rest (:func:`summarised`): its event says which
        # cards; no single card took the piece there
        return t("gramin.game.frame.end", lang, name=name, pos=at)
    card = MOVE_TOKENS.get(tokens[frames[i]["card"]]) if i else None
    if card is None:
        return t("gramin.game.frame.start", lang, name=name, pos=at)
    return t("gramin.game.frame.move" if frames[i]["path"] else "gramin.game.frame.blocked",
             lang, name=name, card=frames[i]["card"] + 1, symbol=card.symbol,
             kind=card_name(card.kind, lang),
             dir=t(f"gramin.ui.dir.{card.direction.name.lower()}", lang),
             frm=square(frames[i - 1]["positions"][player]).text(lang), to=at)


def act_with_frames(game: GraminGame, action: dict, viewer: int = NOBODY,
                    lang: str = "en", raw: list | None = None) -> dict:
    """Apply ``action``, the actor's next action, and record one frame per card run
    (docs/rules/gramin.md 4.4, 6: one card, and one loop iteration, at a time).

    An ``act`` action runs a whole action (one card or one whole loop);
    :meth:`GraminGame.act_frames` gives a frame event after every card, at which the table
    is copied from the game itself, so a frame shows exactly what happened; the sentences
    are made once the action is over.

    Parameters
    ----------
    game : GraminGame
        In the action phase; modified (one action is run).
    action : dict
        ``{"type": "act", "player": actor}`` (:func:`~gamewidgets.gramin.engine.actions.
        act_action`), applied unchanged.
    viewer : int
        Player whose chest points the sentences may show (``NOBODY``: none).
    lang : {"en", "ja"}
    raw : list, optional
        When given, filled with what the sentences are made from: the frames with their
        events, then the action's events (for :func:`retell_action`).

    Returns
    -------
    dict
        ``{"player", "action" (0-based action number), "program" (card views of the
        player's whole program), "code" (its Python lines, see :func:`code_lines`),
        "frames": [...], "events"}``: frame 0 is the position
        before the action, then per move card ``card`` (0-based index into the program),
        ``loops`` ([open index, iteration, N] per enclosing loop), ``positions`` of every
        piece, ``path`` (``[[row, col]]``, the squares the actor entered, in order),
        ``text`` (what its card did, :func:`frame_text`),
        ``chests`` (face-down squares), ``traps``, ``pile_sizes``, ``hand_sizes``,
        ``crocodile_pile`` (counts after that card), ``stopped``, ``me_pile`` (the
        viewer's chest points, None for ``NOBODY``) and ``events`` (sentences, chest
        points only for ``viewer``). An action of more than
        :data:`~gamewidgets.gramin.engine.trace.SHOWN_FRAMES` frames sends the first
        ones and then one frame for all the rest (:func:`summarised`), so its size is
        bounded whatever the program.

    Raises
    ------
    GraminRuleError
        If it is not the action phase or ``action["player"]`` is not the actor (from
        :meth:`GraminGame.apply`; nothing changes).
    ValueError
        If ``action`` is not an ``act`` action.
    """
    if action.get("type") != "act":
        raise ValueError(f"act_with_frames runs an 'act' action, got {action!r}")
    if game.phase != "action":
        game.apply(action)  # raises the engine's own "wrong phase" error; nothing changes
    p = game.actor
    n = game.next_action[p]
    prog = game.programs[p]
    frames = [_frame(game, None, (), [], viewer)]
    with closing(game.act_frames(action)) as cards:  # a failure here puts the game back
        while True:
            try:
                run = next(cards)
            except StopIteration as end:
                events = end.value
                break
            frames.append(_frame(game, run.card, run.loops, run.events, viewer, run.path))
    frames = summarised(frames, p, game.names)
    if raw is not None:
        raw[:] = [frames, events]
    frames_told, told = _told(frames, events, viewer, lang, p,
                              [c.token for c in prog.cards], game.names)
    return {"player": p, "action": n, "program": [card_view(c.token) for c in prog.cards],
            "code": code_lines(prog), "frames": frames_told, "events": told}


def summarised(frames: list[dict], player: int, names, shown: int = SHOWN_FRAMES) -> list[dict]:
    """``frames`` (of :func:`act_with_frames`, events not yet worded) cut to ``shown``: the
    first ``shown - 1``, then the last with the events of every frame after them (edge
    stops left out: a long run along the edge would repeat one), led by a ``frames_rest``
    event that says which cards it stands for, and the squares entered in all of them
    (each once)."""
    if len(frames) <= shown:
        return frames
    rest = frames[shown - 1:]
    note = seat_event("frames_rest", player, names, first=shown - 1, last=len(frames) - 1)
    events = [note] + [e for f in rest for e in f["events"] if e.kind != "edge_stop"]
    # each square once, as a run's summary frame has them: bounded by the board
    path = [list(sq) for sq in dict.fromkeys(tuple(sq) for f in rest for sq in f["path"])]
    return frames[:shown - 1] + [{**frames[-1], "events": events, "path": path}]


def retell_action(action: dict, raw: list, viewer: int, lang: str, names) -> dict:
    """``action`` (from :func:`act_with_frames`) with its sentences in ``lang``.

    Parameters
    ----------
    action : dict
        The recorded action; not modified.
    raw : list
        What :func:`act_with_frames` filled its ``raw`` argument with.
    viewer, lang
        As for :func:`act_with_frames`.
    names : tuple of str or None
        The players' names now (the game's ``names``; None: "Player 1", ...).

    Returns
    -------
    dict
        A copy of ``action`` whose frame and action sentences are in ``lang``.
    """
    frames, events = raw
    frames = [{**f, "events": renamed(f["events"], names)} for f in frames]
    frames_told, told = _told(frames, renamed(events, names), viewer, lang, action["player"],
                              [c["token"] for c in action["program"]], names)
    return {**action, "frames": frames_told, "events": told}
