"""Build the wheel and sdist and check what a user would install.

The bundled JavaScript in ``gamewidgets/static/`` is gitignored, so hatchling only
ships it because ``pyproject.toml`` lists it as build artifacts; these tests catch a
wheel that would install a widget without its front end. Deselect with
``-m "not packaging"``.
"""

from __future__ import annotations

import re
import subprocess
import sys
import tarfile
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

pytestmark = pytest.mark.packaging

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("gramin", "algo", "goblin")

# `import x from "https://..."`, `import "//cdn..."`, `export * from "http://..."`,
# `import("https://...")`, also minified (`from"https:`).
CDN_IMPORT_JS = re.compile(r"""(?:\bfrom|\bimport)\s*\(?\s*["'`](?:https?:)?//""")
# `@import url("https://...")` / `@import "https://..."`.
CDN_IMPORT_CSS = re.compile(r"""@import\s+(?:url\(\s*)?["']?(?:https?:)?//""")


def _build(kind: str, outdir: Path) -> Path:
    """Build one distribution of the repository into `outdir` and return its path.

    Parameters
    ----------
    kind : {"wheel", "sdist"}
        Distribution to build.
    outdir : pathlib.Path
        Empty directory that receives the file.

    Returns
    -------
    pathlib.Path
        The built ``.whl`` or ``.tar.gz``.
    """
    cmd = [sys.executable, "-m", "build", f"--{kind}", "--no-isolation", "--outdir", str(outdir)]
    proc = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, f"{' '.join(cmd)} failed:\n{proc.stdout}\n{proc.stderr}"
    (dist,) = outdir.glob("*.whl" if kind == "wheel" else "*.tar.gz")
    return dist


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Iterator[zipfile.ZipFile]:
    """The built wheel, opened as a zip file."""
    with zipfile.ZipFile(_build("wheel", tmp_path_factory.mktemp("wheel"))) as zf:
        yield zf


@pytest.fixture(scope="module")
def sdist_names(tmp_path_factory: pytest.TempPathFactory) -> set[str]:
    """File names in the built sdist, without the leading ``gamewidgets-<version>/``."""
    with tarfile.open(_build("sdist", tmp_path_factory.mktemp("sdist"))) as tf:
        return {name.split("/", 1)[1] for name in tf.getnames() if "/" in name}


def test_wheel_contains_package_and_bundle(wheel: zipfile.ZipFile) -> None:
    names = set(wheel.namelist())
    assert "gamewidgets/__init__.py" in names
    for game in GAMES:
        assert f"gamewidgets/static/{game}.js" in names
        assert f"gamewidgets/static/{game}.css" in names


def test_wheel_has_no_sources_or_node_modules(wheel: zipfile.ZipFile) -> None:
    names = wheel.namelist()
    assert not [n for n in names if "node_modules" in n or n.startswith(("js/", "tests/"))]


def test_wheel_metadata(wheel: zipfile.ZipFile) -> None:
    (meta_name,) = [n for n in wheel.namelist() if n.endswith(".dist-info/METADATA")]
    meta = wheel.read(meta_name).decode()
    assert "Version: 0.1.0" in meta
    assert re.search(r"^Requires-Dist: anywidget>=0\.9\.10$", meta, re.M)
    assert re.search(r"^Requires-Python: >=3\.10$", meta, re.M)


@pytest.mark.parametrize("game", GAMES)
def test_bundle_is_self_contained(wheel: zipfile.ZipFile, game: str) -> None:
    js = wheel.read(f"gamewidgets/static/{game}.js").decode()
    css = wheel.read(f"gamewidgets/static/{game}.css").decode()
    assert js.strip(), "empty bundle"
    assert re.search(r"\bexport\s*\{[^}]*\bas default\b|\bexport default\b", js), (
        "bundle is not an ES module with a default export"
    )
    assert not CDN_IMPORT_JS.findall(js), "bundle imports from the network"
    assert not CDN_IMPORT_CSS.findall(css), "stylesheet imports from the network"


def test_sdist_ships_bundle_and_sources(sdist_names: set[str]) -> None:
    for game in GAMES:
        assert f"gamewidgets/static/{game}.js" in sdist_names
        assert f"gamewidgets/static/{game}.css" in sdist_names
        assert f"js/{game}/index.js" in sdist_names
    for name in ("pyproject.toml", "package.json", "package-lock.json", "build_js.py"):
        assert name in sdist_names
    assert not [n for n in sdist_names if "node_modules" in n or n.startswith(".venv/")]


def test_commonjs_files_of_a_venv_in_the_repository_run(tmp_path):
    """``.ci/setup`` puts ``.venv/`` inside the repository; JupyterLab runs CommonJS
    scripts from it with Node (its bundled ``yarn.js``). The repository's package.json
    must not make Node read those as ES modules (only ``js/`` holds ES modules)."""
    import shutil
    import tempfile

    node = shutil.which("node")
    if node is None:
        pytest.skip("no node")
    with tempfile.TemporaryDirectory(dir=ROOT, prefix=".cjs-check-") as d:
        script = Path(d) / "tool.js"
        script.write_text("module.exports = {}; console.log(typeof require);\n")
        out = subprocess.run([node, str(script)], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "function"
