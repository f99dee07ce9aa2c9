"""Fixtures for the real-browser tests: headless Chromium and a private JupyterLab server.

Chromium is the system one (``/usr/lib/chromium/chromium`` or ``/usr/bin/chromium``, or
the path in ``GW_CHROMIUM``); Playwright never downloads a browser here. Without it the
browser tests are skipped, except under ``CI=true`` where they fail.
"""

from __future__ import annotations

import contextlib
import json
import os
import pathlib
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
import uuid

import pytest

CHROMIUM_CANDIDATES = ("/usr/lib/chromium/chromium", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
REPO = pathlib.Path(__file__).resolve().parents[2]
SCREENSHOTS = REPO / "artifacts" / "screenshots"


def find_chromium() -> str | None:
    """Path of a system Chromium executable, or None when there is none.

    ``GW_CHROMIUM``, when set, is the only path tried.
    """
    env = os.environ.get("GW_CHROMIUM")
    for path in [env] if env else CHROMIUM_CANDIDATES:
        if os.path.isfile(path) and os.access(path, os.X_OK):
            return path
    return None if env else shutil.which("chromium")


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    """pytest-playwright launch arguments pointed at the system Chromium."""
    exe = find_chromium()
    if exe is None:
        tried = os.environ.get("GW_CHROMIUM") or ", ".join(CHROMIUM_CANDIDATES) + ", PATH"
        reason = (
            f"no system Chromium (tried {tried}); install it with `apt-get install -y chromium`"
        )
        if os.environ.get("CI") == "true":
            pytest.fail(f"CI=true but {reason}", pytrace=False)
        pytest.skip(reason)
    return {**browser_type_launch_args, "executable_path": exe, "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    """A projector-sized viewport."""
    return {**browser_context_args, "viewport": {"width": 1280, "height": 800}}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _write_json(path: pathlib.Path, data: dict) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data))


class LabServer:
    """A running JupyterLab: its URL, token, notebook folder and recording folder."""

    def __init__(self, tmp: pathlib.Path):
        self.tmp = tmp
        self.root = tmp / "root"
        self.record = tmp / "record"
        self.settings = tmp / "settings"
        self.log = tmp / "lab.log"
        self.port = _free_port()
        self.token = uuid.uuid4().hex
        self.url = f"http://127.0.0.1:{self.port}"
        self.proc: subprocess.Popen | None = None

    def api(self, path: str):
        """GET a JSON endpoint of the server (``path`` like ``/api/status``)."""
        req = urllib.request.Request(
            self.url + path, headers={"Authorization": f"token {self.token}"}
        )
        with urllib.request.urlopen(req, timeout=5) as resp:
            return json.loads(resp.read())

    def start(self, timeout: float = 60) -> None:
        """Start the server with private settings/workspaces/runtime dirs and wait for it."""
        for d in (self.root, self.record):
            d.mkdir(parents=True, exist_ok=True)
        _write_json(
            self.settings / "@jupyterlab/apputils-extension/notification.jupyterlab-settings",
            {"fetchNews": "false", "checkForUpdates": False},
        )
        # every cell stays in the DOM, so cells far down the notebook can be located
        _write_json(
            self.settings / "@jupyterlab/notebook-extension/tracker.jupyterlab-settings",
            {"windowingMode": "none"},
        )
        env = {
            **os.environ,
            "JUPYTERLAB_SETTINGS_DIR": str(self.settings),
            "JUPYTERLAB_WORKSPACES_DIR": str(self.tmp / "workspaces"),
            "JUPYTER_RUNTIME_DIR": str(self.tmp / "runtime"),
            "JUPYTER_CONFIG_DIR": str(self.tmp / "config"),
            "GW_RECORD_DIR": str(self.record),  # the kernels inherit it
        }
        cmd = [
            sys.executable,
            "-m",
            "jupyterlab",
            "--no-browser",
            "--allow-root",
            "--ServerApp.ip=127.0.0.1",
            f"--ServerApp.port={self.port}",
            "--ServerApp.port_retries=0",
            f"--IdentityProvider.token={self.token}",
            f"--ServerApp.root_dir={self.root}",
            "--LabApp.news_url=None",
            "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
        ]
        with open(self.log, "wb") as log:
            # own session: the kernels it starts share its process group
            self.proc = subprocess.Popen(
                cmd,
                env=env,
                stdout=log,
                stderr=subprocess.STDOUT,
                cwd=self.tmp,
                start_new_session=True,
            )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(
                    f"JupyterLab exited with {self.proc.returncode}:\n{self.log.read_text()}"
                )
            try:
                self.api("/api/status")
                return
            except OSError:
                time.sleep(0.2)
        raise RuntimeError(f"JupyterLab did not answer in {timeout} s:\n{self.log.read_text()}")

    def stop(self) -> None:
        """Stop the server, then anything left in its process group (kernels), by PID."""
        if self.proc is None:
            return
        pid = self.proc.pid
        kernel_pids = []
        for f in self.record.glob("*/kernel.pid"):
            with contextlib.suppress(ValueError):
                kernel_pids.append(int(f.read_text()))
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(timeout=10)
        for kpid in kernel_pids:
            with contextlib.suppress(ProcessLookupError):
                os.kill(kpid, signal.SIGKILL)
        with contextlib.suppress(ProcessLookupError):
            os.killpg(pid, signal.SIGKILL)  # process group led by the server we started
        self.proc = None


@pytest.fixture(scope="module")
def lab(browser_type_launch_args, tmp_path_factory):
    """A JupyterLab server for this module (skipped with the browser when Chromium is missing)."""
    server = LabServer(tmp_path_factory.mktemp("lab"))
    try:
        server.start()
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="session")
def screenshots() -> pathlib.Path:
    """Folder for screenshots (``artifacts/screenshots`` in the repository, gitignored)."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    return SCREENSHOTS
