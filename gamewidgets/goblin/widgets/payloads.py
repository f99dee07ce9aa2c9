"""GoblinWidget's synced data: the players' rows, the active person's options, the
resolution as frames the browser steps through, and the what-if tables.

Everything here is public information (docs/rules/goblin.md 3; DESIGN.md 2.5): the others'
choices only once revealed, a person's own choice not even to that person, the tunnel's
order never.
"""

from __future__ import annotations

from gamewidgets.core.i18n import t
from gamewidgets.core.text import Words
from gamewidgets.goblin.engine.options import ACTIONS
from gamewidgets.goblin.engine.turn import TARGET
from gamewidgets.goblin.engine.whatif import on_average_hint, tunnel_text


def option_rows(game, player: int, lang: str) -> list[dict]:
    """The ``options`` trait: the three action cards of ``player`` with whether each is
    allowed and, if not, why (the no-repeat rule, docs/rules/goblin.md 3).

    Returns
    -------
    list of dict
        ``{"action", "allowed": bool, "reason": str or None}`` in the order dig, rest, steal.
    """
    legal = game.allowed_actions(player)
    last = game.last_action[player]
    return [{"action": a, "allowed": a in legal,
             "reason": None if a in legal else t(
                 "goblin.ui.repeat", lang, action=t(f"goblin.action.{last}", lang))}
            for a in ACTIONS]


def frames_of(game, lang: str) -> list[dict]:
    """The last resolved turn as frames the browser steps through without the kernel.

    Frame 0 is the reveal; frame k the state after step k (docs/rules/goblin.md 3: steal, dig,
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
    said = Words(t("goblin.ui.revealed_one", lang, name=game.name(p, lang),
                   action=t(f"goblin.action.{a}", lang))
                 for p, a in enumerate(h["choices"]) if a is not None).text(lang)

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
        action, "best": [allowed actions with the most expected meat], "tunnel": who dug
        and what that goblin's choice changed about the tunnel
        (:func:`~gamewidgets.goblin.engine.whatif.tunnel_text`), "on_average": the
        one line that explains "on average" when a value is an expectation, else "",
        "rows": [{"action", "meat" (float; None for the action the goblin may not repeat),
        "shown" (str, :func:`~gamewidgets.goblin.engine.whatif.meat_text`: "4 meat",
        "about 3.7 meat (on average)", "not allowed this turn"), "allowed", "note" (the
        cause in one sentence; for the repeat, why it is not allowed), "detail" (how an
        expected value was averaged, or "")}]}``. The repeat has no value and is never
        among the best (docs/rules/goblin.md 3, 7).
    """
    out = []
    for p in range(game.n_players):
        table = game.what_if(p, lang)
        if not table:
            out.append(None)
            continue
        rows = [{"action": a, "meat": float(v["meat"]) if v["allowed"] else None,
                 "allowed": bool(v["allowed"]), "shown": v["shown"],
                 "note": v["note"] if v["allowed"] else t("goblin.ui.whatif_repeat", lang),
                 "detail": v["detail"] if v["allowed"] else ""}
                for a, v in table.items()]
        allowed = [r for r in rows if r["allowed"]]
        top = max(r["meat"] for r in allowed)
        average = any(v["expected"] and v["allowed"] for v in table.values())
        out.append({"chosen": game.history[-1]["choices"][p], "rows": rows,
                    "best": [r["action"] for r in allowed if r["meat"] == top],
                    "tunnel": tunnel_text(game.history[-1], p, game.names, lang),
                    "on_average": on_average_hint(lang) if average else ""})
    return out


def player_rows(game, names, policies, record: dict | None, chosen=()) -> list[dict]:
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
    chosen : container of int
        Seats that count as having chosen although the game has not their choice yet
        (a person's choice the widget keeps until the reveal).

    Returns
    -------
    list of dict
        ``{seat, name, bot, meat, alive, last_action, action, target, chosen}`` per seat.
        ``action``/``target`` only once revealed (None before); ``chosen`` says only
        WHETHER a goblin has chosen. Bots choose at the reveal, from public information,
        so they count as ready.
    """
    revealed = game.phase == TARGET
    rows = []
    for p, name in enumerate(names):
        if record is not None:
            action, target, last = record["choices"][p], record["targets"][p], \
                record["last_before"][p]
        else:
            action = game.choices[p] if revealed else None
            target = game.targets[p] if revealed else None
            last = game.last_action[p]
        has_chosen = revealed or record is not None or game.choices[p] is not None \
            or policies[p] is not None or p in chosen
        rows.append({"seat": p, "name": name, "bot": policies[p], "meat": game.meat[p],
                     "alive": game.alive[p], "last_action": last, "action": action,
                     "target": target if action == "steal" else None,
                     "chosen": bool(game.alive[p] and has_chosen)})
    return rows
