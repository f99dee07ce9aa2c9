"""While nbval runs the Japanese lessons (``pytest notebooks/ja``), fail any cell that
shows English catalogue text or prints Japanese spaced or punctuated as English.

nbval (``--nbval-lax``) only checks that each cell runs; this hook also applies
``cell_problems`` of tests/helpers/ja_outputs.py to what the cell showed
(``NbCellItem.test_outputs``), as tests/test_install.py does to every cell of the lessons'
one run in the test suite.
"""

from __future__ import annotations

import pathlib
import sys

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "tests"))
from helpers.ja_outputs import cell_problems  # noqa: E402


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item):
    """After an nbval cell has run, fail it if it showed English catalogue text or printed
    Japanese that breaks the writing rules."""
    result = yield
    cell = {**(getattr(item, "cell", None) or {}),
            "outputs": getattr(item, "test_outputs", None) or []}
    found = cell_problems(cell)
    if found:
        pytest.fail(f"{item.nodeid} " + "; ".join(found), pytrace=False)
    return result
