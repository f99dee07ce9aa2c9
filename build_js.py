"""Build function for the ``hatch-jupyter-builder`` hook (see ``pyproject.toml``).

Installs the JavaScript build tools and bundles the views in ``js/`` into one front end
per widget kind, ``gamewidgets/static/<bundle>.js`` (+ ``.css``), with ``npm run build``.
The bundles are found by their entry modules, ``js/<game>/index*.js`` of each game of
``gamewidgets/games.py`` (:func:`gamewidgets.games.bundles`; ``js/build.mjs`` finds the same).
"""

from __future__ import annotations

import logging
import os
import shutil
import subprocess
from pathlib import Path

from hatch_jupyter_builder.utils import is_stale

from gamewidgets.games import bundles

ROOT = Path(__file__).resolve().parent
BUNDLED_DATA = (ROOT / "gamewidgets" / "gramin" / "widgets" / "icons.json",)
"""Files outside ``js/`` that the views import."""
log = logging.getLogger(__name__)


def npm_build(
    target_name: str,
    version: str,
    build_dir: str | None = None,
    source_dir: str | None = None,
    force: bool = False,
) -> None:
    """Install npm packages and run ``npm run build`` when the bundle is stale.

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
    targets = bundle_files()
    if all(path.is_file() for path in targets) and not force:
        # a wheel built from an sdist, which ships the bundles, needs no Node.js
        log.info("JavaScript bundles exist in gamewidgets/static/")
        return
    # the bundle also holds data files kept in the package (Gramin's pictures, which
    # Python draws too)
    up_to_date = build_dir and source_dir and not any(
        is_stale(ROOT / build_dir, src) for src in (ROOT / source_dir, *BUNDLED_DATA))
    if up_to_date and not force:
        log.info("JavaScript bundle in %s is up to date", build_dir)
        return
    npm = shutil.which("npm")
    if npm is None:
        raise RuntimeError(
            "npm not found: Node.js >= 20 with npm is needed to build gamewidgets/static/ "
            f"(building {target_name}, {version})"
        )
    install = "ci" if (ROOT / "package-lock.json").exists() else "install"
    for args in ([install, "--no-audit", "--no-fund"], ["run", "build"]):
        log.info("Running npm %s", " ".join(args))
        subprocess.run([npm, *args], cwd=ROOT, check=True)
    missing = [str(path.relative_to(ROOT)) for path in targets if not path.is_file()]
    if missing:
        raise RuntimeError(f"npm run build did not make {', '.join(missing)}")


def bundle_files() -> list[Path]:
    """Every file the build makes: ``gamewidgets/static/<bundle>.js`` and ``.css`` of each
    bundle (:func:`gamewidgets.games.bundles`)."""
    return [ROOT / "gamewidgets" / "static" / f"{name}.{ext}"
            for name in bundles(ROOT) for ext in ("js", "css")]
