"""The lessons and demos that ship with the package, and copying them out to a folder.

``python -m gamewidgets.lessons DIR`` writes every notebook of the repository's
``notebooks/`` into ``DIR`` (English at the top, Japanese in ``ja/``), so that a teacher
who installed only the wheel can open them: ``jupyter lab DIR``. A file already in
``DIR`` is kept (a student's work), unless ``overwrite=True`` (``--overwrite``).

The wheel carries the notebooks as package data (``gamewidgets/lessons/notebooks/``,
mapped from ``notebooks/`` by pyproject.toml); in a source checkout (an editable
install) they are read from ``notebooks/`` itself.
"""

from __future__ import annotations

import os
import shutil
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path

__all__ = ["CopyReport", "copy_lessons", "lesson_files"]


def _folder() -> Path:
    """The folder the lessons are read from (see the module's docstring)."""
    packaged = Path(str(resources.files(__name__))) / "notebooks"
    if packaged.is_dir():
        return packaged
    return Path(__file__).resolve().parents[2] / "notebooks"


def lesson_files() -> dict[str, Path]:
    """Every lesson and demo notebook.

    Returns
    -------
    dict of str to pathlib.Path
        ``"01_gramin_loops.ipynb"``, ``"ja/01_gramin_loops.ipynb"``, ... (POSIX paths
        relative to the lessons' folder, sorted) -> the file.

    Raises
    ------
    FileNotFoundError
        If the package holds no lessons (a wheel built without them).
    """
    root = _folder()
    found = {p.relative_to(root).as_posix(): p for p in root.rglob("*.ipynb")
             if ".ipynb_checkpoints" not in p.parts}
    if not found:
        raise FileNotFoundError(f"no lessons in {root}")
    return dict(sorted(found.items()))


@dataclass
class CopyReport:
    """What :func:`copy_lessons` did: files written and files kept, as paths in the folder."""

    folder: Path
    written: list[Path] = field(default_factory=list)
    kept: list[Path] = field(default_factory=list)


def copy_lessons(folder: str | os.PathLike, overwrite: bool = False) -> CopyReport:
    """Copy every lesson and demo (:func:`lesson_files`) into ``folder``.

    Parameters
    ----------
    folder : str or path-like
        Created if missing, with ``ja/`` inside for the Japanese lessons.
    overwrite : bool
        Replace a lesson already in ``folder``; by default it is kept as it is, so that
        running the command again never loses work saved in it.

    Returns
    -------
    CopyReport

    Raises
    ------
    FileNotFoundError
        If the package holds no lessons.
    OSError
        If ``folder`` cannot be written (or is a file).
    """
    root = Path(folder)
    report = CopyReport(root)
    for rel, src in lesson_files().items():
        dest = root / rel
        if dest.exists() and not overwrite:
            report.kept.append(dest)
            continue
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(src, dest)
        report.written.append(dest)
    return report
