"""``python -m gamewidgets.lessons DIR``: copy the lessons and demos into ``DIR``."""

from __future__ import annotations

import argparse
import sys

from gamewidgets.core.i18n import LANGS, t
from gamewidgets.lessons import copy_lessons


def main(argv: list[str] | None = None) -> int:
    """Copy the lessons (see :func:`gamewidgets.lessons.copy_lessons`) and say what was done.

    Returns
    -------
    int
        0, or 1 when the folder cannot be written (the reason is printed).
    """
    parser = argparse.ArgumentParser(
        prog="python -m gamewidgets.lessons",
        description="Copy the gamewidgets lessons and demos (English, and Japanese in ja/) "
                    "into a folder; then open them with: jupyter lab FOLDER")
    parser.add_argument("folder", help="where the lessons go (created if missing)")
    parser.add_argument("--overwrite", action="store_true",
                        help="replace lessons already in the folder (default: keep them)")
    parser.add_argument("--lang", choices=LANGS, default="en",
                        help="language of the messages printed")
    args = parser.parse_args(argv)
    try:
        report = copy_lessons(args.folder, overwrite=args.overwrite)
    except OSError as err:
        print(t("lessons.cli.error", args.lang, folder=args.folder, reason=err), file=sys.stderr)
        return 1
    for path in report.kept:
        print(t("lessons.cli.kept", args.lang, path=path))
    print(t("lessons.cli.done", args.lang, n=len(report.written), folder=report.folder))
    return 0


if __name__ == "__main__":
    sys.exit(main())
