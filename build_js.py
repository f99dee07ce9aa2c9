"""Build function for the ``hatch-jupyter-builder`` hook (see ``pyproject.toml``).

Installs the JavaScript build tools and bundles the views in ``js/`` into one front end
per widget kind, ``gamewidgets/static/<bundle>.js`` (+ ``.css``), with ``npm run build``.
The bundles are found by their entry modules, ``js/<game>/index*.js`` of each game of
``gamewidgets/games.py`` (:func:`gamewidgets.games.bundles`; ``js/build.mjs`` finds the same).

It also builds the JupyterLab extension of ``labextension/`` (readings of Markdown shown
above their kanji: ``labextension/index.js``) with ``jupyter-builder build`` (what
``jupyter labextension build`` runs) into
``gamewidgets/labextension/``, which the wheel installs as
``share/jupyter/labextensions/jupyter-gamewidgets/``.
"""

from __future__ import annotations

import logging
import os
import shutil
import subprocess
import sys
from pathlib import Path

from hatch_jupyter_builder.utils import is_stale

from gamewidgets.games import bundles

ROOT = Path(__file__).resolve().parent
BUNDLED_DATA = (ROOT / "gamewidgets" / "gramin" / "widgets" / "icons.json",)
"""Files outside ``js/`` that the views import."""
LABEXTENSION_SRC = ROOT / "labextension"
LABEXTENSION = ROOT / "gamewidgets" / "labextension"
"""The JupyterLab extension's sources and its build (``labextension/package.json``'s
``outputDir``)."""
log = logging.getLogger(__name__)


def npm_build(
    target_name: str,
    version: str,
    build_dir: str | None = None,
    source_dir: str | None = None,
    force: bool = False,
) -> None:
    """Install npm packages and run ``npm run build`` when the bundle is stale; build the
    JupyterLab extension when it is missing or stale (:func:`labextension_outdated`).

    Parameters
    ----------
    target_name : str
        Hatch build target, ``"wheel"`` or ``"sdist"``.
    version : str
        Hatch build version, ``"standard"`` or ``"editable"``.
    build_dir : str, optional
        Bundle output directory, relative to the repository root. With
        `source_dir`, the build is skipped when every output is newer than
        every source file.
    source_dir : str, optional
        JavaScript source directory, relative to the repository root.
    force : bool, default False
        Build even when the bundle looks up to date.

    Raises
    ------
    RuntimeError
        If ``npm`` is not on ``PATH``, or the build did not make every bundle.
    subprocess.CalledProcessError
        If ``npm ci``/``npm install`` or ``npm run build`` fails.

    Notes
    -----
    ``npm ci`` is used when ``package-lock.json`` exists (reproducible installs),
    ``npm install`` otherwise. Setting ``HATCH_JUPYTER_BUILDER_SKIP_NPM=1``
    skips this step entirely.
    """
    if os.environ.get("HATCH_JUPYTER_BUILDER_SKIP_NPM") == "1":
        log.info("HATCH_JUPYTER_BUILDER_SKIP_NPM=1: not building JavaScript")
        return
    if force or labextension_outdated():
        if force or not (ROOT / "node_modules" / "@jupyterlab" / "builder").is_dir():
            npm_install(target_name, version)
        build_labextension()
    targets = bundle_files()
    if all(path.is_file() for path in targets) and not force:
        # a wheel built from an sdist, which ships the bundles, needs no Node.js
        log.info("JavaScript bundles exist in gamewidgets/static/")
        return
    # the bundle also holds data files kept in the package (Gramin's pictures, which
    # Python draws too)
    up_to_date = build_dir and source_dir and all(path.is_file() for path in targets) and not any(
        is_stale(ROOT / build_dir, src) for src in (ROOT / source_dir, *BUNDLED_DATA))
    if up_to_date and not force:
        log.info("JavaScript bundle in %s is up to date", build_dir)
        return
    npm = npm_install(target_name, version)
    log.info("Running npm run build")
    subprocess.run([npm, "run", "build"], cwd=ROOT, check=True)
    missing = [str(path.relative_to(ROOT)) for path in targets if not path.is_file()]
    if missing:
        raise RuntimeError(f"npm run build did not make {', '.join(missing)}")


_installed = False


def npm_install(target_name: str, version: str) -> str:
    """Install the npm packages of ``package-lock.json`` (``npm ci``; ``npm install``
    without a lockfile), once per build; return the path of ``npm``.

    Raises
    ------
    RuntimeError
        If ``npm`` is not on ``PATH``.
    subprocess.CalledProcessError
        If npm fails.
    """
    global _installed
    npm = shutil.which("npm")
    if npm is None:
        raise RuntimeError(
            "npm not found: Node.js >= 20 with npm is needed to build gamewidgets/static/ "
            f"and gamewidgets/labextension/ (building {target_name}, {version})"
        )
    if not _installed:
        install = "ci" if (ROOT / "package-lock.json").exists() else "install"
        log.info("Running npm %s", install)
        subprocess.run([npm, install, "--no-audit", "--no-fund"], cwd=ROOT, check=True)
        _installed = True
    return npm


def labextension_outdated() -> bool:
    """Whether ``gamewidgets/labextension/`` must be built: it is missing, or older than
    ``labextension/`` and npm is here to build it again (an sdist ships it built)."""
    if not (LABEXTENSION / "package.json").is_file():
        return True
    return is_stale(LABEXTENSION, LABEXTENSION_SRC) and shutil.which("npm") is not None


def build_labextension() -> None:
    """Build ``labextension/`` into ``gamewidgets/labextension/`` with JupyterLab's
    extension builder (``jupyter-builder build``, what ``jupyter labextension build`` runs;
    ``@jupyterlab/builder``, installed by ``npm ci``).

    The versions of the packages JupyterLab shares with extensions come from npm
    ``@jupyterlab/core-meta`` (``labextension/package.json``), so nothing is fetched and
    JupyterLab itself is not needed to build.

    Raises
    ------
    RuntimeError
        If the build made no ``package.json``.
    subprocess.CalledProcessError
        If the build fails.
    """
    shutil.rmtree(LABEXTENSION, ignore_errors=True)
    cmd = [sys.executable, "-m", "jupyter_builder.main", "build", str(LABEXTENSION_SRC)]
    log.info("Running %s", " ".join(cmd[1:]))
    subprocess.run(cmd, cwd=ROOT, check=True)
    if not (LABEXTENSION / "package.json").is_file():
        raise RuntimeError("jupyter-builder build did not make gamewidgets/labextension/")


def bundle_files() -> list[Path]:
    """Every file the build makes: ``gamewidgets/static/<bundle>.js`` and ``.css`` of each
    bundle (:func:`gamewidgets.games.bundles`)."""
    return [ROOT / "gamewidgets" / "static" / f"{name}.{ext}"
            for name in bundles(ROOT) for ext in ("js", "css")]
