"""Engines hold no language: no engine module imports the message catalogue (the
import-linter contract lists no exception), and a game holds no language."""

import ast
import json
import sys
import warnings
from pathlib import Path

import pytest

from gamewidgets.algo import AlgoGame, AlgoSolo
from gamewidgets.goblin.engine import GoblinGame
from gamewidgets.gramin import GraminGame

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

ROOT = Path(__file__).resolve().parents[1]
CONTRACT = "Engines hold no language: no engine imports the message catalogues"


def _imports_i18n(path: Path) -> bool:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module == "gamewidgets.core.i18n":
            return True
        if isinstance(node, ast.ImportFrom) and node.module == "gamewidgets.core" \
                and any(a.name == "i18n" for a in node.names):
            return True
        if isinstance(node, ast.Import) and any(a.name == "gamewidgets.core.i18n"
                                                for a in node.names):
            return True
    return False


def _exceptions() -> set[str]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    contract = next(c for c in config["tool"]["importlinter"]["contracts"]
                    if c["name"] == CONTRACT)
    return {rule.split(" -> ")[0] for rule in contract.get("ignore_imports", [])}


def test_no_engine_module_imports_the_catalogue():
    engines = sorted((ROOT / "gamewidgets").glob("*/engine/*.py"))
    assert len(engines) > 40
    importing = {".".join(p.relative_to(ROOT).with_suffix("").parts)
                 for p in engines if _imports_i18n(p)}
    assert importing == set()
    assert _exceptions() == set()  # the contract lists no exception: lint-imports enforces it


@pytest.mark.parametrize("make", [lambda: AlgoGame(2), lambda: AlgoSolo(), lambda: GoblinGame(3),
                                  lambda: GraminGame(2)])
def test_a_game_holds_no_language(make):
    game = make()
    assert not hasattr(game, "lang")
    assert "lang" not in json.dumps(game.to_dict())


def test_algo_game_2_in_japanese_shows_no_player():
    """``AlgoGame(2)`` without names, worded in Japanese: its default names are the
    language's (プレーヤー1), in every sentence and in the observation's names."""
    game = AlgoGame(2)
    obs = game.observation(game.current_player, "ja")
    said = [e.text("ja") for e in game.events] + obs["names"] + [e["text"] for e in obs["events"]]
    assert "プレーヤー1" in "".join(said)
    assert not any("Player" in s for s in said)
    assert [n.text("ja") for n in game.names] == ["プレーヤー1", "プレーヤー2"]


@pytest.mark.parametrize("make", [AlgoGame, AlgoSolo, GoblinGame])
def test_a_language_given_to_a_game_is_deprecated(make):
    args = () if make is AlgoSolo else (3,)
    with pytest.warns(DeprecationWarning, match="lang"):
        make(*args, lang="ja")
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        make(*args)
