"""The servers the browser tests drive: a private JupyterLab (:class:`LabServer`), and a
Notebook 7 or Voila (:class:`FrontendServer`), each with its own settings, runtime folders
and ``GW_RECORD_DIR``, stopped by PID with every kernel it started."""

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
import urllib.error
import urllib.request
import uuid


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _write_json(path: pathlib.Path, data: dict) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data))


NO_NEWS = {
    "@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": False},
}
"""The Lab setting of every front end here: no news pop-up."""


class LabServer:
    """A running JupyterLab: its URL, token, notebook folder and recording folder."""

    app = "lab"

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

    def page_url(self, name: str) -> str:
        """URL that opens ``root/<name>.ipynb`` in JupyterLab."""
        return f"{self.url}/lab/tree/{name}.ipynb?token={self.token}"

    def write_settings(self, plugin: str, values: dict) -> None:
        """Write the user settings of a Lab plugin (an id like ``"@scope/package:plugin"``).

        Lab reads them when a page loads, so a running server takes them on the next ``goto``.
        """
        _write_json(self.settings / f"{plugin.replace(':', '/')}.jupyterlab-settings", values)

    def sessions(self, name: str) -> list[dict]:
        """The server's sessions (kernels) of ``root/<name>.ipynb``."""
        return [s for s in self.api("/api/sessions") if s["path"].endswith(f"{name}.ipynb")]

    def shut_down(self, name: str) -> None:
        """Shut down the kernel of ``root/<name>.ipynb`` (delete its sessions), if any."""
        for session in self.sessions(name):
            req = urllib.request.Request(
                f"{self.url}/api/sessions/{session['id']}", method="DELETE",
                headers={"Authorization": f"token {self.token}"})
            urllib.request.urlopen(req, timeout=10).close()

    def reset(self, timeout: float = 60) -> None:
        """Make a running server as a new one, for the next test module: every kernel
        shut down, and the notebook folder, the recordings, the user settings (written
        again from :attr:`SETTINGS`) and the workspaces emptied. A page opened afterwards
        reads them anew; the server process, the slow part of a start, stays.
        """
        headers = {"Authorization": f"token {self.token}"}
        for kind in ("sessions", "kernels"):
            for item in self.api(f"/api/{kind}"):
                req = urllib.request.Request(f"{self.url}/api/{kind}/{item['id']}",
                                             method="DELETE", headers=headers)
                with contextlib.suppress(urllib.error.HTTPError):  # gone with its session
                    urllib.request.urlopen(req, timeout=timeout).close()
        for d in (self.root, self.record, self.settings, self.tmp / "workspaces"):
            for path in list(d.iterdir()) if d.is_dir() else []:
                if path.is_dir() and not path.is_symlink():
                    shutil.rmtree(path)
                else:
                    path.unlink()
        for plugin, values in self.SETTINGS.items():
            self.write_settings(plugin, values)

    def running(self) -> bool:
        """Whether the server started and has not exited."""
        return self.proc is not None and self.proc.poll() is None

    app = "JupyterLab"
    SETTINGS = {
        **NO_NEWS,
        # every cell stays in the DOM, so cells far down the notebook can be located
        "@jupyterlab/notebook-extension:tracker": {"windowingMode": "none"},
    }
    """User settings written before the start (plugin id: values)."""

    def _command(self) -> list[str]:
        return [
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

    def _ready(self) -> bool:
        try:
            self.api("/api/status")
            return True
        except OSError:
            return False

    def start(self, timeout: float = 60) -> None:
        """Start the server with private settings/workspaces/runtime dirs and wait for it."""
        for d in (self.root, self.record):
            d.mkdir(parents=True, exist_ok=True)
        for plugin, values in self.SETTINGS.items():
            self.write_settings(plugin, values)
        env = {
            **os.environ,
            "JUPYTERLAB_SETTINGS_DIR": str(self.settings),
            "JUPYTERLAB_WORKSPACES_DIR": str(self.tmp / "workspaces"),
            "JUPYTER_RUNTIME_DIR": str(self.tmp / "runtime"),
            "JUPYTER_CONFIG_DIR": str(self.tmp / "config"),
            "GW_RECORD_DIR": str(self.record),  # the kernels inherit it
        }
        with open(self.log, "wb") as log:
            # own session: the kernels it starts share its process group
            self.proc = subprocess.Popen(self._command(), env=env, stdout=log,
                                         stderr=subprocess.STDOUT, cwd=self.tmp,
                                         start_new_session=True)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(
                    f"{self.app} exited with {self.proc.returncode}:\n{self.log.read_text()}")
            if self._ready():
                return
            time.sleep(0.2)
        raise RuntimeError(f"{self.app} did not answer in {timeout} s:\n{self.log.read_text()}")

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


class FrontendServer(LabServer):
    """A Notebook 7 (``app="notebook"``) or Voila (``app="voila"``) server over ``root``.

    Same private settings, runtime dirs, ``GW_RECORD_DIR`` and PID-based stop as
    :class:`LabServer`. Voila serves the folder (``/voila/render/NAME.ipynb``) so that one
    server runs every demo of a module; it has no token.
    """

    SETTINGS = NO_NEWS

    def __init__(self, tmp: pathlib.Path, app: str):
        super().__init__(tmp)
        if app not in ("notebook", "voila"):
            raise ValueError(f"app must be 'notebook' or 'voila', got {app!r}")
        self.app = app
        if app == "voila":
            self.token = ""

    def page_url(self, name: str) -> str:
        """URL that opens (Notebook 7) or renders (Voila) ``root/<name>.ipynb``."""
        if self.app == "voila":
            return f"{self.url}/voila/render/{name}.ipynb"
        return f"{self.url}/notebooks/{name}.ipynb?token={self.token}"

    def _command(self) -> list[str]:
        if self.app == "voila":
            return [sys.executable, "-m", "voila", str(self.root), "--no-browser",
                    f"--port={self.port}", "--Voila.ip=127.0.0.1",
                    "--Voila.port_retries=0"]
        return [sys.executable, "-m", "notebook", "--no-browser", "--allow-root",
                "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={self.port}",
                "--ServerApp.port_retries=0", f"--IdentityProvider.token={self.token}",
                f"--ServerApp.root_dir={self.root}"]

    def _ready(self) -> bool:
        try:
            if self.app == "voila":
                with urllib.request.urlopen(self.url + "/", timeout=5) as resp:
                    return resp.status == 200
            self.api("/api/status")
            return True
        except OSError:
            return False
