"""Fixtures for the real-browser tests: headless Chromium and a private JupyterLab server.

Chromium is the system one (``/usr/lib/chromium/chromium`` or ``/usr/bin/chromium``, or
the path in ``GW_CHROMIUM``); Playwright never downloads a browser here. Without it the
browser tests are skipped, except under ``CI=true`` where they fail.
"""

from __future__ import annotations

import os
import pathlib
import shutil

import pytest
from helpers.browser import ms
from helpers.servers import FrontendServer, LabServer

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


@pytest.fixture(autouse=True)
def _patient_expect():
    """``expect`` waits 5 s on an idle machine, longer under load (helpers.browser.ms),
    measured as each test starts."""
    from playwright.sync_api import expect

    expect.set_options(timeout=ms(5))


def running(server):
    """Start ``server`` and yield it; stop it afterwards, whatever happened."""
    try:
        server.start()
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="session")
def _servers(browser_type_launch_args):
    """The Jupyter servers of this test process, by front end (``lab``, ``notebook7``),
    each started when a module first asks for it; all stopped when the run ends."""
    servers: dict[str, LabServer] = {}
    try:
        yield servers
    finally:
        for server in servers.values():
            server.stop()


def reused(servers: dict, kind: str, make) -> LabServer:
    """The server ``servers[kind]`` made as new for a module (:meth:`LabServer.reset`: no
    kernel, an empty notebook folder, no recordings, the default settings), or a new one
    from ``make()`` started when there is none or it has exited. One server process
    serves the modules of a test process in turn, since a start costs seconds."""
    server = servers.get(kind)
    if server is not None and server.running():
        try:
            server.reset()
            return server
        except OSError as exc:  # it no longer answers: a new one below
            print(f"\n{server.app} could not be reset ({exc}): starting a new one")
    if server is not None:
        server.stop()
    servers[kind] = server = make()
    server.start()
    return server


@pytest.fixture(scope="module")
def lab(_servers, tmp_path_factory):
    """A JupyterLab server for this module, as new (see :func:`reused`; skipped with the
    browser when Chromium is missing)."""
    yield reused(_servers, "lab", lambda: LabServer(tmp_path_factory.mktemp("lab")))


@pytest.fixture
def notebook_name(lab, request):
    """A notebook name for this test (its function's name); the kernel of that notebook
    is shut down when the test ends, so that one kernel runs at a time."""
    name = request.node.originalname
    yield name
    lab.shut_down(name)


@pytest.fixture(scope="session")
def screenshots() -> pathlib.Path:
    """Folder for screenshots (``artifacts/screenshots`` in the repository, gitignored)."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    return SCREENSHOTS


@pytest.fixture(scope="module")
def notebook7(_servers, tmp_path_factory):
    """A Jupyter Notebook 7 server for this module (``/notebooks/NAME.ipynb``), as new
    (see :func:`reused`)."""
    yield reused(_servers, "notebook7",
                 lambda: FrontendServer(tmp_path_factory.mktemp("notebook7"), "notebook"))


@pytest.fixture(scope="module")
def voila(browser_type_launch_args, tmp_path_factory):
    """A Voila server over a folder for this module (``/voila/render/NAME.ipynb``)."""
    yield from running(FrontendServer(tmp_path_factory.mktemp("voila"), "voila"))
