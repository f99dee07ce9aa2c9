"""Building the project's distributions from the working tree, for the tests that install
or inspect them (the wheel is built once per run: ``project_wheel`` in tests/conftest.py)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def build_distribution(kind: str, outdir: Path) -> Path:
    """Build one distribution of the working tree into ``outdir`` and return its path.

    Parameters
    ----------
    kind : {"wheel", "sdist"}
        Distribution to build (``python -m build --no-isolation``: with this environment's
        hatchling, and the bundle of ``gamewidgets/static/`` if it is up to date).
    outdir : pathlib.Path
        Directory that receives the file; it holds no other distribution of that kind.

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
