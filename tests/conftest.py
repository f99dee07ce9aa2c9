"""Fixtures shared by the test modules of tests/ (the browser tests add theirs in
tests/browser/conftest.py), and the order in which the modules run."""

from __future__ import annotations

import json
import os
import time
from collections import defaultdict
from pathlib import Path

import pytest
from builds import build_distribution


@pytest.fixture(scope="session")
def project_wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The project's wheel, built once per test run from the working tree.

    Under pytest-xdist the processes of one run share it: the first to ask builds it into
    the run's common temporary folder, under a file lock, and the others wait and reuse it.
    The wheel is the only ``.whl`` in its folder (a ``--find-links`` of its own).
    """
    worker = os.environ.get("PYTEST_XDIST_WORKER")
    if worker is None:
        return build_distribution("wheel", tmp_path_factory.mktemp("wheel"))
    import fcntl

    shared = tmp_path_factory.getbasetemp().parent / "project-wheel"
    shared.mkdir(exist_ok=True)
    with open(shared.parent / "project-wheel.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            built = list(shared.glob("*.whl"))
            return built[0] if built else build_distribution("wheel", shared)
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


@pytest.fixture(autouse=True)
def _words_without_readings():
    """The tests compare Japanese sentences word for word: they render without furigana
    (a test of the readings, tests/test_ja_furigana.py, asks for its level itself)."""
    from gamewidgets.core import furigana

    before = furigana._lesson_level
    furigana.set_furigana("off")
    yield
    furigana.set_furigana(before)


LONGEST_FIRST = ("install", "nbgrader", "lite", "browser", "slow")
"""Marks of the modules that take longest, longest first."""


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Run the modules that take longest first, each module's tests in their own order.

    A module's rank is that of its first mark in :data:`LONGEST_FIRST` (unmarked modules
    last). pytest-xdist with ``--dist loadfile --no-loadscope-reorder`` (``.ci/run``) hands
    whole modules to its processes in this order: the long ones start at once, side by
    side, and the many short ones fill in around them, instead of one long module running
    alone at the end.
    """
    rank: dict[str, int] = {}
    for item in items:
        marks = {m.name for m in item.iter_markers()}
        here = min((i for i, m in enumerate(LONGEST_FIRST) if m in marks),
                   default=len(LONGEST_FIRST))
        module = item.nodeid.split("::")[0]
        rank[module] = min(rank.get(module, here), here)
    items.sort(key=lambda item: rank[item.nodeid.split("::")[0]])


_MODULE_SECONDS: dict[str, float] = defaultdict(float)
_TEST_SECONDS: dict[str, float] = defaultdict(float)
_STARTED = time.monotonic()


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    """Add up each module's and each test's seconds (set-up, call and tear-down) in this
    process."""
    _MODULE_SECONDS[report.nodeid.split("::")[0]] += report.duration
    _TEST_SECONDS[report.nodeid] += report.duration


def pytest_sessionfinish(session: pytest.Session) -> None:
    """Write how long each module and the 40 longest tests took in this process, and when
    the process finished, to ``artifacts/timings/<process>.json``: where the minutes of a
    run go, and whether the processes of ``-n 3`` end together."""
    if not _MODULE_SECONDS:
        return
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    out = Path(__file__).resolve().parents[1] / "artifacts" / "timings"
    out.mkdir(parents=True, exist_ok=True)
    (out / f"{worker}.json").write_text(json.dumps({
        "wall_seconds": round(time.monotonic() - _STARTED, 1),
        "modules": {m: round(t, 1) for m, t in
                    sorted(_MODULE_SECONDS.items(), key=lambda kv: -kv[1])},
        "longest_tests": {t: round(s, 1) for t, s in
                          sorted(_TEST_SECONDS.items(), key=lambda kv: -kv[1])[:40]}},
        indent=1))
