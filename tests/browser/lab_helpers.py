"""Helpers shared by the browser tests: polling, screenshots, theme switch, new cells."""

from __future__ import annotations

import pathlib
import time

import pytest

ACTIVE = ".jp-NotebookPanel:not(.lm-mod-hidden)"
"""The notebook in front: Lab keeps earlier notebooks of the same server in hidden tabs."""


def wait_for(predicate, timeout: float = 15, what: str = "condition"):
    """Poll ``predicate`` until it returns a truthy value; fail after ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(0.05)
    pytest.fail(f"timed out after {timeout} s waiting for {what}")


def recorded(lab, name: str, file: str) -> str | None:
    """What the kernel of notebook ``name`` wrote into ``GW_RECORD_DIR/<name>/<file>``."""
    path = lab.record / name / file
    return path.read_text() if path.exists() else None


def shoot(page, widget, path: pathlib.Path, settle_ms: int = 150):
    """Screenshot the whole widget: grow the viewport so Lab's panel holds all of it.

    ``settle_ms`` waits for Lab's relayout (and the widget's animations) first.
    """
    size = page.viewport_size
    height = widget.bounding_box()["height"]
    page.set_viewport_size(
        {"width": size["width"], "height": max(size["height"], int(height) + 320)}
    )
    widget.scroll_into_view_if_needed()
    page.wait_for_timeout(settle_ms)
    widget.screenshot(path=path)
    page.set_viewport_size(size)
    widget.scroll_into_view_if_needed()


def switch_theme(page, theme: str):
    """Pick ``theme`` ("JupyterLab Dark", "JupyterLab Light") from Lab's Settings menu."""
    page.locator(".lm-MenuBar-item", has_text="Settings").first.click()
    page.locator(".lm-Menu-item:visible", has_text="Theme").first.hover()
    page.locator(".lm-Menu-item:visible", has_text=theme).first.click()
    light = "false" if "Dark" in theme else "true"
    page.locator(f"body[data-jp-theme-light='{light}']").wait_for(state="attached", timeout=15_000)
    page.wait_for_timeout(300)


def run_in_new_cell(page, code: str):
    """Append a cell after the last one of the notebook in front and run ``code`` there."""
    page.locator(f"{ACTIVE} .jp-Notebook .jp-Cell").last.locator(".jp-InputPrompt").click()
    page.keyboard.press("Escape")
    page.keyboard.press("b")
    page.keyboard.press("Enter")
    page.keyboard.type(code)
    page.keyboard.press("Shift+Enter")
