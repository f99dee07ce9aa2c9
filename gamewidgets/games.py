"""The games of the package, in one place: the classroom finds each game's assignments
through it, and the build and the tests find each game's front ends (this file imports
nothing of the package, so that the build can read it before the package is installed).

Each game is a package ``gamewidgets/<game>/`` (``engine``, ``bots``, ``teaching``,
``widgets``, ``messages``) with its views in ``js/<game>/`` and its rules in
``docs/rules/<game>.md``; README.md, "Adding a game", lists what else a new game touches.
"""

from __future__ import annotations

import importlib
import importlib.util
import pathlib
import re

GAMES = ("gramin", "algo", "goblin")
"""The games' package names, in the order the documentation presents them."""

ENTRY = re.compile(r"index(?:-([a-z]+))?\.js")
"""The name of a front end's entry module in ``js/<game>/``: ``index.js`` is the bundle
``<game>``, ``index-puzzle.js`` the bundle ``<game>_puzzle``."""


def bundles(root: str | pathlib.Path) -> dict[str, str]:
    """The front ends to bundle, found by their entry modules' names (:data:`ENTRY`) in each
    game's ``js/<game>/`` under the repository ``root``: ``{bundle name: entry path}``, the
    path relative to ``root`` with ``/``, sorted by bundle name. Each bundle is built to
    ``gamewidgets/static/<bundle>.js`` and ``.css`` (js/build.mjs finds the same ones).
    """
    found = {}
    for game in GAMES:
        folder = pathlib.Path(root) / "js" / game
        for entry in sorted(folder.glob("index*.js")):
            match = ENTRY.fullmatch(entry.name)
            if match:
                name = game + (f"_{match.group(1)}" if match.group(1) else "")
                found[name] = f"js/{game}/{entry.name}"
    return dict(sorted(found.items()))


def import_each(part: str) -> list:
    """Import ``gamewidgets.<game>.<part>`` of every game that has that module, in
    :data:`GAMES` order: how the classroom loads the games' assignments
    (``"teaching.assignment"``) and the widgets they are answered in
    (``"widgets.assignment"``) without naming a game.

    Returns
    -------
    list of module

    Raises
    ------
    ImportError
        If a game's module exists but cannot be imported.
    """
    found = []
    for game in GAMES:
        name = f"gamewidgets.{game}.{part}"
        if importlib.util.find_spec(name) is not None:
            found.append(importlib.import_module(name))
    return found
