"""GoblinWidget's data to and from the browser: intents in, resolution frames and tables out.

Every intent is validated in full (shape, types, seat range, action name) before the
widget touches the game, so a malformed message leaves everything exactly as it was.
Whether an intent fits the moment (the right person's screen, the right stage) is checked
by the widget, and the rules themselves by the engine.
"""

from __future__ import annotations

from gamewidgets.core.errors import GameError
from gamewidgets.core.i18n import t
from gamewidgets.goblin.bots import BOTS
from gamewidgets.goblin.rules import ACTIONS
from gamewidgets.goblin.turn import RESOLVE, TARGET

BOT_PREFIX = "bot:"
"""Prefix of a bot entry in ``players``: ``"bot:cooperator"``."""
INTENTS = ("show", "hide", "choose", "reveal", "target", "next_turn", "finish", "new_game")
"""Intent types: show {player} (uncover), hide, choose {player, action}, reveal,
target {player, target}, next_turn, finish (only bots are left: play to the end), new_game."""


class IntentError(GameError):
    """A message from the browser that cannot be applied; nothing was changed."""


def _seat(content: dict, key: str, n_players: int, lang: str) -> int:
    value = content.get(key)
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < n_players:
        raise IntentError("goblin.error.intent.player", lang, key=key, value=repr(value),
                          last=n_players - 1)
    return value


def parse_intent(content, n_players: int, lang: str = "en") -> dict:
    """Return the intent as ``{"type", ...}`` with checked fields only.

    Parameters
    ----------
    content : object
        The message from the browser: a dict ``{"type": ...}`` plus the intent's fields
        (``player``/``target`` 0-based seats, ``action`` one of dig/rest/steal).
    n_players : int
        Goblins in the game (seats are 0..n_players-1).
    lang : {"en", "ja"}
        Language of the error message.

    Returns
    -------
    dict
        ``{"type": str}`` plus ``player`` (int), ``action`` (str), ``target`` (int) as the
        type needs; unknown extra fields are dropped.

    Raises
    ------
    IntentError
        If the message is not a dict, has an unknown type, a seat that is not a whole
        number in range, or an action that is not dig/rest/steal.
    """
    if not isinstance(content, dict) or not isinstance(content.get("type"), str):
        raise IntentError("goblin.error.intent.shape", lang, allowed=", ".join(INTENTS))
    kind = content["type"]
    if kind not in INTENTS:
        raise IntentError("goblin.error.intent.unknown", lang, type=kind[:40],
                          allowed=", ".join(INTENTS))
    intent = {"type": kind}
    if kind in ("show", "choose", "target"):
        intent["player"] = _seat(content, "player", n_players, lang)
    if kind == "choose":
        action = content.get("action")
        if not isinstance(action, str) or action not in ACTIONS:
            raise IntentError("goblin.error.intent.action", lang, value=str(action)[:40],
                              allowed=", ".join(ACTIONS))
        intent["action"] = action
    if kind == "target":
        intent["target"] = _seat(content, "target", n_players, lang)
    return intent


def frames_of(game, lang: str) -> list[dict]:
    """The last resolved turn as frames the browser steps through without the kernel.

    Frame 0 is the reveal; frame k the state after step k (rules/goblin.md 3: steal, dig,
    rest, food checks). Counters come from each step's before/after numbers.

    Parameters
    ----------
    game : GoblinGame
        A game with at least one resolved turn (its ``history`` and ``last_steps``).
    lang : {"en", "ja"}
        Language of the sentences.

    Returns
    -------
    list of dict
        ``{"kind", "text", "players", "meat": [int per seat], "alive": [bool per seat],
        "store": int, "turned": [card kinds turned so far], "remaining": int (tunnel
        cards left), "card": str or None (turned by this step)}``.
    """
    h = game.history[-1]
    meat, alive, store = list(h["meat_before"]), list(h["alive_before"]), h["store_before"]
    turned = list(game.tunnel_turned[:h["turned_before"]])
    remaining = game.tunnel_remaining + (1 if h["card"] is not None else 0)
    sep = t("goblin.term.list_sep", lang)
    said = sep.join(t("goblin.ui.revealed_one", lang, name=game.name(p, lang),
                      action=t(f"goblin.action.{a}", lang))
                    for p, a in enumerate(h["choices"]) if a is not None)

    def frame(kind, text, players, card=None):
        return {"kind": kind, "text": text, "players": list(players), "meat": list(meat),
                "alive": list(alive), "store": store, "turned": list(turned),
                "remaining": remaining, "card": card}

    out = [frame("reveal", t("goblin.ui.revealed", lang, choices=said), [])]
    for step in game.last_steps:
        for p, m in step.after.get("meat", {}).items():
            meat[int(p)] = m
        store = step.after.get("store", store)
        if step.kind == "drop_out":
            for p in step.data["out"]:
                alive[p] = False
        card = step.data.get("card") if step.kind in ("tunnel", "exit") else None
        if card is not None:
            turned.append(card)
            remaining -= 1
        out.append(frame(step.kind, step.text(lang), step.players, card))
    return out


def what_if_rows(game, lang: str) -> list[dict | None]:
    """The "what if" table of every goblin for the last resolved turn (public information).

    Parameters
    ----------
    game : GoblinGame
        A game with at least one resolved turn (see :meth:`GoblinGame.what_if`).
    lang : {"en", "ja"}
        Language of the notes.

    Returns
    -------
    list of (dict or None)
        Per seat, None if the goblin was out of the game that turn, else ``{"chosen":
        action, "best": [allowed actions with the most expected meat], "rows": [{"action",
        "meat" (float), "shown" (str: whole number or 2 decimals), "allowed", "note" (the
        cause in one sentence), "detail" (how an expected value was averaged, or "")}]}``.
    """
    out = []
    for p in range(game.n_players):
        table = game.what_if(p, lang)
        if not table:
            out.append(None)
            continue
        rows = [{"action": a, "meat": float(v["meat"]), "allowed": bool(v["allowed"]),
                 "shown": _shown(v["meat"]), "note": v["note"], "detail": v["detail"]}
                for a, v in table.items()]
        top = max(r["meat"] for r in rows if r["allowed"])
        out.append({"chosen": game.history[-1]["choices"][p], "rows": rows,
                    "best": [r["action"] for r in rows if r["allowed"] and r["meat"] == top]})
    return out


def _shown(x) -> str:
    x = float(x)
    return str(int(x)) if x == int(x) else f"{x:.2f}"


def player_seats(players, n_players=None, bots=None,
                 lang: str = "en") -> tuple[tuple[str, ...], list[str | None]]:
    """Names and bot policies of GoblinWidget's goblins from its constructor's arguments.

    Parameters
    ----------
    players, n_players, bots
        As :class:`~gamewidgets.goblin.GoblinWidget`.
    lang : {"en", "ja"}
        Language of the names the widget makes up: a bot is "<Policy> bot <seat 1-based>"
        ("Cooperator bot 3" / "協力ボット3"), an unnamed person (``n_players`` shorthand)
        "Goblin 1" / "ゴブリン1". Names given in ``players`` are kept as they are.

    Returns
    -------
    (tuple of str, list of (str or None))
        Display names in seat order and each seat's bot policy, None for a person.

    Raises
    ------
    ValueError
        If a ``"bot:<policy>"`` entry names no policy of :data:`BOTS`, or ``bots`` has
        more entries than ``n_players``.
    """
    if players is None:
        if n_players is None:
            players = ["Ann", "Ben", "bot:cooperator"]
        else:
            if isinstance(bots, str):
                bots = [bots] * (n_players - 1)
            bots = list(bots or [])
            if len(bots) > n_players:
                raise ValueError(f"bots has {len(bots)} policies for {n_players} goblins")
            players = [None] * (n_players - len(bots)) + [BOT_PREFIX + b for b in bots]
    names, policies = [], []
    for seat, entry in enumerate(players):
        if entry is None:  # an unnamed person of the n_players shorthand
            names.append(t("goblin.term.goblin", lang, seat=seat + 1))
            policies.append(None)
            continue
        entry = str(entry)
        if entry.startswith(BOT_PREFIX):
            policy = entry[len(BOT_PREFIX):]
            if policy not in BOTS:
                raise ValueError(f"unknown bot policy {policy!r}; known: {', '.join(BOTS)}")
            names.append(t("goblin.ui.bot_name", lang, seat=seat + 1,
                           policy=t(f"goblin.ui.policy_cap.{policy}", lang)))
            policies.append(policy)
        else:
            names.append(entry)
            policies.append(None)
    return tuple(names), policies


def player_rows(game, names, policies, record: dict | None) -> list[dict]:
    """The ``players`` trait: what everyone at the screen may see of each goblin.

    Parameters
    ----------
    game : GoblinGame
    names : sequence of str
        Display names by seat.
    policies : list of (str or None)
        Bot policy by seat, None for a person.
    record : dict or None
        The history record of the turn being shown (resolution steps, game over): its
        revealed choices, targets and previous actions are shown. None while choosing.

    Returns
    -------
    list of dict
        ``{seat, name, bot, meat, alive, last_action, action, target, chosen}`` per seat.
        ``action``/``target`` only once revealed (None before); ``chosen`` says only
        WHETHER a goblin has chosen. Bots choose at the reveal, from public information,
        so they count as ready.
    """
    revealed = game.phase in (TARGET, RESOLVE)
    rows = []
    for p, name in enumerate(names):
        if record is not None:
            action, target, last = record["choices"][p], record["targets"][p], \
                record["last_before"][p]
        else:
            action = game.choices[p] if revealed else None
            target = game.targets[p] if revealed else None
            last = game.last_action[p]
        chosen = revealed or record is not None or game.choices[p] is not None \
            or policies[p] is not None
        rows.append({"seat": p, "name": name, "bot": policies[p], "meat": game.meat[p],
                     "alive": game.alive[p], "last_action": last, "action": action,
                     "target": target if action == "steal" else None,
                     "chosen": bool(game.alive[p] and chosen)})
    return rows
