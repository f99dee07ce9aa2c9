"""No emoji that needs an emoji font in the algo and Goblin Escape widgets, their
lessons and demos, or any lesson heading.

A classroom PC without a colour-emoji font shows a box for one. The widgets draw their
pictures as inline SVG (js/shared/icons.js and each game's icons.js); plain symbols of the
text fonts (arrows, ✓ ✗ ★) are fine.
"""

from __future__ import annotations

import json
import pathlib
import re

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]

EMOJI = re.compile(
    "[\U00010000-\U0010FFFF\uFE0F"
    # symbols of the Basic Multilingual Plane shown as emoji by default
    # (Unicode Emoji_Presentation=Yes), plus the pick, which fonts only draw as emoji
    "\u231A\u231B\u23E9-\u23EC\u23F0\u23F3\u25FD\u25FE\u2614\u2615\u2648-\u2653\u267F"
    "\u2693\u26A1\u26AA\u26AB\u26BD\u26BE\u26C4\u26C5\u26CE\u26CF\u26D4\u26EA\u26F2\u26F3"
    "\u26F5\u26FA\u26FD\u2705\u270A\u270B\u2728\u274C\u274E\u2753-\u2755\u2757"
    "\u2795-\u2797\u27B0\u27BF\u2B1B\u2B1C\u2B50\u2B55]")

SOURCES = sorted(
    [*ROOT.glob("js/algo/*.js"), *ROOT.glob("js/goblin/*.js"), *ROOT.glob("js/shared/*.js"),
     *ROOT.glob("js/algo/*.css"), *ROOT.glob("js/goblin/*.css"), *ROOT.glob("js/shared/*.css"),
     *ROOT.glob("gamewidgets/algo/messages/*.toml"),
     *ROOT.glob("gamewidgets/goblin/messages/*.toml"),
     *ROOT.glob("gamewidgets/core/messages/*.toml")])
LESSONS = sorted(p for pat in ("02_*.ipynb", "03_*.ipynb", "demo_algo.ipynb", "demo_goblin.ipynb")
                 for p in [*ROOT.glob(f"notebooks/{pat}"), *ROOT.glob(f"notebooks/ja/{pat}")])
ALL_LESSONS = sorted(ROOT.glob("notebooks/**/*.ipynb"))


def found(text: str) -> list[str]:
    return [f"line {i}: {m.group()!r} in {line.strip()[:60]!r}"
            for i, line in enumerate(text.splitlines(), 1) for m in EMOJI.finditer(line)]


def test_the_check_can_fail():
    assert found("| 💤 rest |") and found("✋ steal") and found("⛏ dig")
    assert not found("✓ hit ✗ miss ★ ← → ▶ 親")


@pytest.mark.parametrize("path", SOURCES + LESSONS, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_emoji_in_algo_and_goblin(path):
    assert found(path.read_text(encoding="utf-8")) == []


@pytest.mark.parametrize("path", ALL_LESSONS, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_emoji_in_lesson_headings(path):
    nb = json.loads(path.read_text(encoding="utf-8"))
    headings = "\n".join(line for c in nb["cells"] if c["cell_type"] == "markdown"
                         for line in "".join(c["source"]).splitlines() if line.startswith("#"))
    assert found(headings) == []
