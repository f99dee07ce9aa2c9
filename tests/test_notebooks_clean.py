"""The lessons are stored clean: no outputs, no execution counts, no saved widget state.

A lesson that ships with outputs opens showing a run the student did not make (and a
saved widget state holds a whole JavaScript bundle per widget).
"""

from __future__ import annotations

import json
import pathlib

import pytest

NOTEBOOKS = sorted((pathlib.Path(__file__).resolve().parents[1] / "notebooks").rglob("*.ipynb"))


def test_lessons_found():
    assert len([p for p in NOTEBOOKS if ".ipynb_checkpoints" not in p.parts]) >= 7


@pytest.mark.parametrize("path", [p for p in NOTEBOOKS if ".ipynb_checkpoints" not in p.parts],
                         ids=lambda p: str(p.relative_to(p.parents[1])))
def test_notebook_is_stored_clean(path: pathlib.Path):
    nb = json.loads(path.read_text(encoding="utf-8"))
    assert "widgets" not in nb.get("metadata", {}), "saved widget state in the metadata"
    for i, cell in enumerate(nb["cells"]):
        if cell["cell_type"] == "code":
            assert cell.get("outputs") == [], f"cell {i} has outputs"
            assert cell.get("execution_count") is None, f"cell {i} has an execution count"


@pytest.mark.parametrize("path", [p for p in NOTEBOOKS if ".ipynb_checkpoints" not in p.parts],
                         ids=lambda p: str(p.relative_to(p.parents[1])))
def test_notebook_renders_in_voila_with_the_offline_template(path: pathlib.Path):
    # Voila's default template loads Font Awesome from a CDN; the package's own template
    # (share/jupyter/voila/templates/gamewidgets) loads nothing from another host
    nb = json.loads(path.read_text(encoding="utf-8"))
    assert nb["metadata"].get("voila") == {"template": "gamewidgets"}
