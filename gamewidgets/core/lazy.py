"""Widget classes a game package names but imports only on first use.

A game's package (``gamewidgets.<game>``) lists its widget classes; importing them at once
would load anywidget into every process that imports the package, the grading process
included (it must import no widget code)."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import Any


def widget_getattr(
    package: str, widgets: Mapping[str, str], namespace: dict[str, Any]
) -> Callable[[str], Any]:
    """A module ``__getattr__`` (PEP 562) for ``package``.

    ``widgets`` maps a class name to its module under ``<package>.widgets``; the class is
    imported on first use and kept in ``namespace`` (the package's globals()).
    Raises AttributeError for any other name."""

    def __getattr__(name: str) -> Any:
        if name in widgets:
            value = getattr(importlib.import_module(f"{package}.widgets.{widgets[name]}"), name)
            namespace[name] = value
            return value
        raise AttributeError(f"module {package!r} has no attribute {name!r}")

    return __getattr__
