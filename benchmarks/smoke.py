"""The size of a benchmark's run: full by default, a few seconds with ``GW_BENCH_SMOKE=1``.

``tests/test_benchmarks.py`` runs every benchmark at its smoke size, so that none stops
working unnoticed; the figures of a smoke run mean nothing.
"""

from __future__ import annotations

import os

SMOKE = os.environ.get("GW_BENCH_SMOKE", "0") not in ("", "0")
"""Whether this is a smoke run (``GW_BENCH_SMOKE`` set to anything but 0)."""


def size(full: int, smoke: int, env: str | None = None) -> int:
    """How many games, views, ... a benchmark runs.

    Parameters
    ----------
    full : int
        The size of a real run.
    smoke : int
        The size of a smoke run (:data:`SMOKE`).
    env : str, optional
        An environment variable that, when set, gives the size (an integer) in either run.

    Returns
    -------
    int

    Raises
    ------
    ValueError
        If ``env`` is set to something that is not an integer.
    """
    if env and os.environ.get(env):
        return int(os.environ[env])
    return smoke if SMOKE else full
