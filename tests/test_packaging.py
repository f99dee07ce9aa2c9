"""Build the wheel and sdist and check what a user would install.

The bundled JavaScript in ``gamewidgets/static/`` is gitignored, so hatchling only
ships it because ``pyproject.toml`` lists it as build artifacts; these tests catch a
wheel that would install a widget without its front end. Deselect with
``-m "not packaging"``.
"""

from __future__ import annotations

import json
import re
import subprocess
import tarfile
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from builds import build_distribution

from gamewidgets.games import GAMES, bundles

pytestmark = pytest.mark.packaging

ROOT = Path(__file__).resolve().parents[1]
# one front end per widget kind, found by its entry module js/<game>/index*.js
# (gamewidgets/games.py, js/build.mjs): bundle name -> entry
BUNDLE_ENTRIES = bundles(ROOT)
# bundle name -> the root class of its view: its game's (gramin's four bundles: "gw-gramin")
BUNDLES = {name: f"gw-{entry.split('/')[1]}" for name, entry in BUNDLE_ENTRIES.items()}
ENTRIES = tuple(BUNDLE_ENTRIES.values())

# `import x from "https://..."`, `import "//cdn..."`, `export * from "http://..."`,
# `import("https://...")`, also minified (`from"https:`).
CDN_IMPORT_JS = re.compile(r"""(?:\bfrom|\bimport)\s*\(?\s*["'`](?:https?:)?//""")
# `@import url("https://...")` / `@import "https://..."`.
CDN_IMPORT_CSS = re.compile(r"""@import\s+(?:url\(\s*)?["']?(?:https?:)?//""")


@pytest.fixture(scope="module")
def wheel(project_wheel: Path) -> Iterator[zipfile.ZipFile]:
    """The built wheel (tests/conftest.py), opened as a zip file."""
    with zipfile.ZipFile(project_wheel) as zf:
        yield zf


@pytest.fixture(scope="module")
def sdist_names(tmp_path_factory: pytest.TempPathFactory) -> set[str]:
    """File names in the built sdist, without the leading ``jupyter_gamewidgets-<version>/``."""
    with tarfile.open(build_distribution("sdist", tmp_path_factory.mktemp("sdist"))) as tf:
        return {name.split("/", 1)[1] for name in tf.getnames() if "/" in name}


def test_wheel_contains_package_and_bundle(wheel: zipfile.ZipFile) -> None:
    names = set(wheel.namelist())
    assert "gamewidgets/__init__.py" in names
    for bundle in BUNDLES:
        assert f"gamewidgets/static/{bundle}.js" in names
        assert f"gamewidgets/static/{bundle}.css" in names


def test_wheel_has_no_sources_or_node_modules(wheel: zipfile.ZipFile) -> None:
    names = wheel.namelist()
    assert not [n for n in names if "node_modules" in n or n.startswith(("js/", "tests/"))]


def test_wheel_metadata(wheel: zipfile.ZipFile) -> None:
    (meta_name,) = [n for n in wheel.namelist() if n.endswith(".dist-info/METADATA")]
    meta = wheel.read(meta_name).decode()
    assert re.search(r"^Name: jupyter-gamewidgets$", meta, re.M)
    assert "Version: 0.1.0" in meta
    assert re.search(r"^Requires-Dist: anywidget>=0\.9\.10$", meta, re.M)
    assert re.search(r"^Requires-Python: >=3\.10$", meta, re.M)
    # the lessons' extra shows the demos with Voila too
    lab = set(re.findall(r"^Requires-Dist: ([\w-]+).*; extra == 'lab'$", meta, re.M))
    assert {"jupyterlab", "ipykernel", "matplotlib", "tqdm", "voila"} <= lab


def test_wheel_ships_the_lessons_and_the_voila_template(wheel: zipfile.ZipFile) -> None:
    names = set(wheel.namelist())
    notebooks = ROOT / "notebooks"
    lessons = {p.relative_to(notebooks).as_posix() for p in notebooks.rglob("*.ipynb")
               if ".ipynb_checkpoints" not in p.parts}
    assert {n.removeprefix("gamewidgets/lessons/notebooks/") for n in names
            if n.startswith("gamewidgets/lessons/notebooks/")} == lessons
    (data,) = {n.split("/")[0] for n in names if n.split("/")[0].endswith(".data")}
    template = f"{data}/data/share/jupyter/voila/templates/gamewidgets"
    assert {f"{template}/conf.json", f"{template}/index.html.j2"} <= names


def test_wheel_installs_the_jupyterlab_extension(wheel: zipfile.ZipFile) -> None:
    """labextension/ built (build_js.py) into share/jupyter/labextensions/, where
    JupyterLab, Notebook 7 and lite/build.py find it; not also inside the package."""
    names = set(wheel.namelist())
    (data,) = {n.split("/")[0] for n in names if n.split("/")[0].endswith(".data")}
    ext = f"{data}/data/share/jupyter/labextensions/jupyter-gamewidgets"
    meta = json.loads(wheel.read(f"{ext}/package.json"))
    build = meta["jupyterlab"]["_build"]
    assert f"{ext}/{build['load']}" in names
    assert f"{ext}/install.json" in names
    assert meta["name"] == "jupyter-gamewidgets"
    assert not [n for n in names if n.startswith("gamewidgets/labextension")]
    code = "".join(wheel.read(n).decode() for n in names
                   if n.startswith(f"{ext}/static/") and n.endswith(".js"))
    assert '"rt"' in code and "@jupyterlab/apputils" in code
    assert not CDN_IMPORT_JS.findall(code), "the extension imports from the network"


@pytest.mark.parametrize("bundle", BUNDLES)
def test_bundle_is_self_contained(wheel: zipfile.ZipFile, bundle: str) -> None:
    js = wheel.read(f"gamewidgets/static/{bundle}.js").decode()
    css = wheel.read(f"gamewidgets/static/{bundle}.css").decode()
    assert js.strip(), "empty bundle"
    assert re.search(r"\bexport\s*\{[^}]*\bas default\b|\bexport default\b", js), (
        "bundle is not an ES module with a default export"
    )
    assert not CDN_IMPORT_JS.findall(js), "bundle imports from the network"
    assert not CDN_IMPORT_CSS.findall(css), "stylesheet imports from the network"
    # its stylesheet: the shared palette (js/shared/theme.css), then its game's layout
    assert css.index("--gw-bg:") < css.index(f".{BUNDLES[bundle]}{{"), "palette or layout missing"


def test_sdist_ships_bundle_and_sources(sdist_names: set[str]) -> None:
    for bundle in BUNDLES:
        assert f"gamewidgets/static/{bundle}.js" in sdist_names
        assert f"gamewidgets/static/{bundle}.css" in sdist_names
    for entry in ENTRIES:
        assert entry in sdist_names
    for name in (
        "pyproject.toml",
        "package.json",
        "package-lock.json",
        "build_js.py",
        "js/build.mjs",
        "js/jsconfig.json",
        "js/shared/theme.css",
        "labextension/package.json",
        "labextension/index.js",
        "gamewidgets/labextension/package.json",
    ):
        assert name in sdist_names
    assert not [n for n in sdist_names if "node_modules" in n or n.startswith(".venv/")]


def test_every_game_has_its_bundle_and_the_two_builds_find_the_same() -> None:
    """js/build.mjs bundles exactly the entries the Python build (build_js.py, through
    gamewidgets.games.bundles) checks for: every game's js/<game>/index.js and nothing
    outside the games' folders."""
    import json
    import shutil

    assert {"gramin", "gramin_puzzle", "gramin_game", "gramin_python", "algo", "goblin"} \
        <= set(BUNDLES)
    assert set(GAMES) <= set(BUNDLES)
    node = shutil.which("node")
    if node is None:
        pytest.skip("no node")
    listed = subprocess.run([node, "js/build.mjs", "--list"], cwd=ROOT, capture_output=True,
                            text=True, check=True).stdout
    assert json.loads(listed) == BUNDLE_ENTRIES


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
