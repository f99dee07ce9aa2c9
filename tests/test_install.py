"""The installs without developer tools, tested in one fresh venv with no Node.js on PATH:
the teacher's (README "Install", the first path) and Binder's (``binder/``).

1. The project's wheel is built once per run (``project_wheel``, tests/conftest.py). pip
   installs only from it and from a cache of its dependencies' wheels
   (``.pytest_cache/d/install-wheels``, filled from PyPI once and again only when an
   install from it fails; ``--cache-clear`` tests against the newest releases), never from
   an index: ``pip install "jupyter-gamewidgets[lab]"`` finds the wheel built from this
   tree under the name PyPI serves it by.
2. A new venv of the machine's Python, with nothing of the developer's: no ``.venv``, no
   Jupyter folders, no ``node``/``npm`` on PATH. The README's teacher command runs in an
   empty folder as written: ``pip install ... && python -m gamewidgets.lessons lessons``,
   then its ``jupyter lab lessons`` is started and asked for the lessons.
3. Binder's environment is that install: ``environment.yml`` asks for Python and pip only,
   and ``binder/postBuild`` installs the same distribution, pinned to the version of
   pyproject.toml. postBuild runs in a copy of the working tree (the files git tracks or
   would track) in the same venv, so its pip line must be met by what the teacher's
   command installed (name, extra and version); then it copies the lessons and turns on
   JupyterLab's *Save widget state*.
4. Every lesson and demo runs with nbclient on the venv's kernel, in the folder the
   teacher's command made (every notebook: what Binder opens, and more than one lesson per
   game for the teacher). This is the test suite's one run of the notebooks: each must run
   every code cell without an error, and each cell of a Japanese lesson must show no
   English catalogue sentence and print no Japanese spaced or punctuated as English
   (tests/helpers/ja_outputs.py; ``pytest notebooks/`` runs the same checks with nbval in
   the developer's venv).

The two paths share one venv and one run of the notebooks because they install the same
thing; building a second venv would take another minute and the notebooks' runs several.
Deselect all of it with ``-m "not install"``; ``-m "not binder"`` leaves out the checks
that only concern Binder.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import time
import urllib.request
import uuid
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import pytest
import yaml
from helpers.ja_outputs import cell_problems

pytestmark = pytest.mark.install

ROOT = Path(__file__).resolve().parents[1]
DIST = "jupyter-gamewidgets"
GAMES = ("gramin", "algo", "goblin")
LESSONS = sorted(
    p.relative_to(ROOT / "notebooks").as_posix()
    for p in (ROOT / "notebooks").rglob("*.ipynb")
    if ".ipynb_checkpoints" not in p.parts
)
NODE = ("node", "nodejs", "npm", "npx", "corepack")
"""Programs of the JavaScript toolchain that must not be on the venv's PATH."""
DEV_ONLY = ("pytest", "playwright", "ruff", "build", "hatchling", "hatch-jupyter-builder",
            "jupyterlite-core", "nbgrader", "import-linter", "nbval")
"""Distributions of the ``dev`` extra that the lessons' install must not bring."""
WIDGET_SETTINGS = "@jupyter-widgets/jupyterlab-manager:plugin"

# Run in the venv: where gamewidgets was installed, its bundle, the kernel the notebooks
# will get, the front-end extensions JupyterLab loads, and the widget manager's user
# settings as JupyterLab's settings API reads them (validated against the installed schema).
PROBE = """
import json, pathlib, sys
from importlib.metadata import distributions
import gamewidgets
from jupyter_client.kernelspec import KernelSpecManager
from jupyter_core.paths import jupyter_path
from jupyterlab.commands import get_app_dir, get_user_settings_dir
from jupyterlab_server.settings_utils import get_settings

app_dir = pathlib.Path(get_app_dir())
found, warnings = get_settings(
    str(app_dir / "settings"), str(app_dir / "schemas"), get_user_settings_dir(),
    schema_name=sys.argv[1], labextensions_path=jupyter_path("labextensions"))
static = pathlib.Path(gamewidgets.__file__).parent / "static"
kernel = KernelSpecManager().get_kernel_spec("python3")
print(json.dumps({
    "prefix": sys.prefix,
    "package": gamewidgets.__file__,
    "static": {p.name: p.stat().st_size for p in static.iterdir()} if static.is_dir() else {},
    "kernel": [kernel.resource_dir, kernel.argv[0]],
    "labextensions": sorted(p.parent.name if p.parent.name != "labextensions" else p.name
                            for d in jupyter_path("labextensions")
                            for p in pathlib.Path(d).glob("*/package.json")),
    "distributions": sorted(d.metadata["Name"].lower() for d in distributions()),
    "settings_dir": get_user_settings_dir(),
    "settings": found["settings"],
    "warnings": [w for w in warnings if w],
}))
"""

# Run a notebook with nbclient in the venv; the executed notebook is written even when a
# cell fails (nbclient raises CellExecutionError, with the cell's traceback).
RUN_NOTEBOOK = """
import pathlib, sys
import nbformat
from nbclient import NotebookClient

src, out = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
nb = nbformat.read(src, as_version=4)
try:
    NotebookClient(nb, timeout=600, kernel_name="python3",
                   resources={"metadata": {"path": str(src.parent)}}).execute()
finally:
    out.parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(nb, out)
"""


@dataclass(frozen=True)
class FreshVenv:
    """The venv of the teacher's command, the folder it ran in, and what was found in it."""

    python: Path  # the venv's interpreter
    env: dict[str, str]  # environment of every command in the venv
    home: Path  # the folder the teacher's command ran in: lessons/ is there
    config_dir: Path  # JUPYTER_CONFIG_DIR (``~/.jupyter`` for a teacher)
    install_output: str  # what the teacher's command printed


def _run(cmd: list[str | Path], what: str, **kwargs) -> subprocess.CompletedProcess:
    """Run `cmd`; on a non-zero exit, fail the test with the tail of its output.

    Parameters
    ----------
    cmd : list of str or pathlib.Path
        Command and arguments.
    what : str
        What the command does, for the failure message.
    **kwargs
        Passed to :func:`subprocess.run` (``cwd``, ``env``, ``timeout``; default
        timeout 600 s).

    Returns
    -------
    subprocess.CompletedProcess
        With ``stdout`` holding stdout and stderr interleaved, as text.
    """
    kwargs.setdefault("timeout", 600)
    proc = subprocess.run(
        [str(c) for c in cmd], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        **kwargs,
    )
    if proc.returncode != 0:
        pytest.fail(f"{what} failed (exit {proc.returncode}): {' '.join(map(str, cmd))}\n"
                    f"{_tail(proc.stdout)}", pytrace=False)
    return proc


def _tail(output: str, lines: int = 60) -> str:
    """The last `lines` lines of `output` without terminal colours, marked as such."""
    plain = re.sub(r"\x1b\[[0-9;]*m", "", output)
    return f"--- last {lines} lines of output ---\n" + "\n".join(plain.splitlines()[-lines:])


def teacher_command() -> list[str]:
    """The README's command for a teacher's own computer, split at its ``&&``.

    Returns
    -------
    list of str
        ``["pip install ...", "python -m gamewidgets.lessons lessons", "jupyter lab lessons"]``.
    """
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    lines = [line.strip() for line in readme.splitlines()
             if line.strip().startswith(f'pip install "{DIST}[lab]"')]
    assert len(lines) == 1, f"the README's teacher command: {lines}"
    return [part.strip() for part in lines[0].split("&&")]


def path_without(programs: tuple[str, ...], shims: Path, drop: set[str]) -> list[str]:
    """This process's PATH with `programs` hidden and the folders of `drop` left out.

    A folder holding one of `programs` (``/usr/bin`` holds ``node``) is replaced by a new
    folder in `shims` with a link to each of its other entries.
    """
    path: list[str] = []
    for entry in os.environ.get("PATH", "").split(os.pathsep):
        folder = Path(entry)
        if not entry or entry in drop or not folder.is_dir():
            continue
        if not any((folder / p).exists() for p in programs):
            path.append(entry)
            continue
        farm = shims / str(len(path))
        farm.mkdir(parents=True)
        for f in folder.iterdir():
            if f.name not in programs:
                (farm / f.name).symlink_to(f)
        path.append(str(farm))
    return path


def venv_environment(venv: Path, work: Path, wheels: list[Path]) -> dict[str, str]:
    """Environment for commands in `venv`, with nothing of the developer's or of Node.js.

    The developer's venv, PYTHONPATH and Jupyter folders are left out, so that nothing
    outside `venv` can be imported or configure JupyterLab; ``node`` and ``npm`` are not
    on PATH. pip installs from the folders `wheels` only. Bytecode may be written: the
    venv is installed without it, and every kernel would otherwise compile JupyterLab's
    and matplotlib's modules again.
    """
    dropped = {"PYTHONPATH", "PYTHONHOME", "PYTHONUSERBASE", "PYTHONDONTWRITEBYTECODE",
               "VIRTUAL_ENV", "CONDA_PREFIX"}
    env = {k: v for k, v in os.environ.items()
           if k not in dropped and not k.startswith(("JUPYTER", "IPYTHON", "PIP_", "GW_"))}
    own_bin = {str(Path(sys.prefix) / "bin")} if sys.prefix != sys.base_prefix else set()
    path = path_without(NODE, work / "path", own_bin)
    env["PATH"] = os.pathsep.join([str(venv / "bin"), *path])
    for var, sub in (("JUPYTER_CONFIG_DIR", "jupyter-config"), ("JUPYTER_DATA_DIR", "jupyter-data"),
                     ("JUPYTER_RUNTIME_DIR", "jupyter-runtime"), ("IPYTHONDIR", "ipython")):
        env[var] = str(work / sub)
    env.update(PIP_NO_INDEX="1", PIP_FIND_LINKS=" ".join(map(str, wheels)), PIP_NO_COMPILE="1",
               PIP_DISABLE_PIP_VERSION_CHECK="1", PIP_PROGRESS_BAR="off")
    return env


def fill_wheel_cache(cache: Path, project_wheel: Path) -> None:
    """Download the wheels the lessons' install needs (not the project's own) into `cache`."""
    _run([sys.executable, "-m", "pip", "download", "--dest", cache, f"{project_wheel}[lab]"],
         "downloading the wheels of jupyter-gamewidgets[lab]")
    forget_project_wheels(cache)


def forget_project_wheels(cache: Path) -> None:
    """Delete copies of the project's wheel from `cache`: pip must take the one just built."""
    for whl in cache.glob("jupyter_gamewidgets-*.whl"):
        whl.unlink()


@pytest.fixture(scope="module")
def fresh(tmp_path_factory: pytest.TempPathFactory, pytestconfig: pytest.Config,
          project_wheel: Path) -> FreshVenv:
    """A new venv in which the README's teacher command installed the lessons."""
    work = tmp_path_factory.mktemp("install")
    venv, home = work / "venv", work / "home"
    home.mkdir()
    cache = getattr(pytestconfig, "cache", None)
    wheels = cache.mkdir("install-wheels") if cache else work / "wheels"
    wheels.mkdir(exist_ok=True)
    forget_project_wheels(wheels)
    env = venv_environment(venv, work, [project_wheel.parent, wheels])
    assert shutil.which("node", path=env["PATH"]) is None, "node is still on PATH"
    assert shutil.which("npm", path=env["PATH"]) is None, "npm is still on PATH"

    _run([sys.executable, "-m", "venv", venv], "creating the venv")
    install = " && ".join(teacher_command()[:-1])  # all but `jupyter lab`: started by a test

    def teacher() -> subprocess.CompletedProcess:
        return subprocess.run(["bash", "-c", install], cwd=home, env=env, text=True,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=900)

    proc = teacher()
    if proc.returncode:  # the cache lacks a wheel (first run, or a new dependency)
        fill_wheel_cache(wheels, project_wheel)
        proc = teacher()
    if proc.returncode:
        pytest.fail(f"the README's teacher command failed: {install}\n{_tail(proc.stdout)}",
                    pytrace=False)
    return FreshVenv(venv / "bin" / "python", env, home, Path(env["JUPYTER_CONFIG_DIR"]),
                     proc.stdout)


@pytest.fixture(scope="module")
def probe(fresh: FreshVenv) -> dict:
    """PROBE's findings in the venv, after the teacher's command (before postBuild)."""
    out = _run([fresh.python, "-c", PROBE, WIDGET_SETTINGS], "inspecting the venv",
               cwd=fresh.home, env=fresh.env).stdout
    return json.loads(out.splitlines()[-1])


# ---- the teacher's path ------------------------------------------------------------------

def test_the_readme_gives_the_teacher_one_command() -> None:
    pip, lessons, lab = teacher_command()
    assert shlex.split(pip) == ["pip", "install", f"{DIST}[lab]"]
    assert shlex.split(lessons) == ["python", "-m", "gamewidgets.lessons", "lessons"]
    assert shlex.split(lab) == ["jupyter", "lab", "lessons"]


def test_the_wheel_installs_without_node_or_the_dev_extra(fresh: FreshVenv, probe: dict) -> None:
    installed = Path(probe["package"])
    assert installed.is_relative_to(probe["prefix"]), f"imported from {installed}"
    assert "site-packages" in installed.parts
    for game in GAMES:
        for ext in ("js", "css"):
            assert probe["static"].get(f"{game}.{ext}", 0) > 0, (
                f"static/{game}.{ext} missing or empty next to {installed}")
    assert DIST in probe["distributions"]
    assert {"jupyterlab", "voila", "matplotlib", "tqdm", "anywidget"} <= set(probe["distributions"])
    assert not set(DEV_ONLY) & set(probe["distributions"])
    # anywidget's front end comes with pip: JupyterLab draws the widgets with no build step
    assert "anywidget" in probe["labextensions"]
    # and so does the package's own (the readings of the lessons' Markdown, labextension/)
    assert DIST in probe["labextensions"]


def test_the_lessons_are_copied_out(fresh: FreshVenv) -> None:
    copied = sorted(p.relative_to(fresh.home / "lessons").as_posix()
                    for p in (fresh.home / "lessons").rglob("*.ipynb"))
    assert copied == LESSONS
    for rel in LESSONS:
        assert (fresh.home / "lessons" / rel).read_bytes() == \
            (ROOT / "notebooks" / rel).read_bytes()
    assert "jupyter lab lessons" in fresh.install_output


def test_jupyter_lab_opens_on_the_lessons(fresh: FreshVenv, tmp_path: Path) -> None:
    """The README's last command, ``jupyter lab lessons``, serves the lessons folder."""
    port, token = _free_port(), uuid.uuid4().hex
    cmd = [*shlex.split(teacher_command()[-1]), "--no-browser", "--ServerApp.ip=127.0.0.1",
           f"--ServerApp.port={port}", "--ServerApp.port_retries=0",
           f"--IdentityProvider.token={token}"]
    if os.geteuid() == 0:
        cmd.append("--allow-root")  # as the README says for a container
    log = tmp_path / "lab.log"
    with open(log, "wb") as out:
        proc = subprocess.Popen(cmd, cwd=fresh.home, env=fresh.env, stdout=out,
                                stderr=subprocess.STDOUT, start_new_session=True)
    try:
        listing = _wait_for_json(f"http://127.0.0.1:{port}/api/contents", token, proc, log)
        names = {item["name"] for item in listing["content"]}
        assert {"01_gramin_loops.ipynb", "demo_gramin.ipynb", "ja"} <= names
        with urllib.request.urlopen(urllib.request.Request(
                f"http://127.0.0.1:{port}/lab", headers={"Authorization": f"token {token}"}),
                timeout=30) as resp:
            page = resp.read().decode()
        assert '"anywidget"' in page, "JupyterLab's page does not load anywidget's front end"
        # and the package's own: the page's config lists it among the extensions to load
        config = json.loads(re.search(
            r'<script id="jupyter-config-data" type="application/json">(.*?)</script>', page,
            re.S).group(1))
        assert DIST in {e["name"] for e in config["federated_extensions"]}, (
            "JupyterLab's page does not load the package's extension")
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=10)


def _free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait_for_json(url: str, token: str, proc: subprocess.Popen, log: Path,
                   timeout: float = 120) -> dict:
    """GET `url` from the server `proc` once it answers; fail with its log if it never does."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            pytest.fail(f"jupyter lab exited with {proc.returncode}\n{_tail(log.read_text())}")
        try:
            req = urllib.request.Request(url, headers={"Authorization": f"token {token}"})
            with urllib.request.urlopen(req, timeout=10) as resp:
                return json.loads(resp.read())
        except OSError:
            time.sleep(0.5)
    pytest.fail(f"jupyter lab did not answer in {timeout} s\n{_tail(log.read_text())}")


@pytest.fixture(scope="module")
def notebook_runs(fresh: FreshVenv) -> dict[str, tuple[int, str, Path]]:
    """Execute every copied lesson and demo on the venv's kernel, one per core (at most 4).

    Returns
    -------
    dict
        ``"01_gramin_loops.ipynb"``, ... -> (the runner's exit code, its output, the
        executed notebook's path).
    """
    lessons, out = fresh.home / "lessons", fresh.home.parent / "executed"

    def execute(rel: str) -> tuple[int, str, Path]:
        target = out / rel
        proc = subprocess.run(
            [str(fresh.python), "-c", RUN_NOTEBOOK, str(lessons / rel), str(target)],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
            cwd=(lessons / rel).parent, env=fresh.env, timeout=1200,
        )
        return proc.returncode, proc.stdout, target

    with ThreadPoolExecutor(max_workers=min(4, os.cpu_count() or 2)) as pool:
        return dict(zip(LESSONS, pool.map(execute, LESSONS), strict=True))


@pytest.mark.parametrize("notebook", LESSONS)
def test_lesson_runs(notebook: str, notebook_runs: dict[str, tuple[int, str, Path]]) -> None:
    code, output, executed = notebook_runs[notebook]
    assert code == 0, f"{notebook} failed on the venv's kernel (exit {code})\n{_tail(output)}"
    cells = json.loads(executed.read_text(encoding="utf-8"))["cells"]
    errors = [o for c in cells for o in c.get("outputs", []) if o["output_type"] == "error"]
    assert not errors, f"{notebook}: {errors[0]['ename']}: {errors[0]['evalue']}"
    ran = [c for c in cells if c["cell_type"] == "code"]
    assert ran and all(c.get("execution_count") for c in ran), "a code cell did not run"
    if notebook.startswith("ja/"):
        found = [f"cell {c.get('id')} {problem}" for c in ran for problem in cell_problems(c)]
        assert not found, f"{notebook}:\n" + "\n".join(found)


def test_one_lesson_per_game_runs() -> None:
    for game in GAMES:
        assert any(re.fullmatch(rf"\d\d_{game}_\w+\.ipynb", rel) for rel in LESSONS), game


# ---- Binder ------------------------------------------------------------------------------

def _copy_worktree(dest: Path) -> None:
    """Copy the files git tracks or would track (not ignored) from ROOT to `dest`."""
    listed = _run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                  "listing the repository's files", cwd=ROOT).stdout
    for rel in filter(None, listed.split("\0")):
        src = ROOT / rel
        if src.is_file():  # a tracked file deleted in the working tree is left out
            (dest / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dest / rel)


@dataclass(frozen=True)
class Binder:
    """The repository copy binder/postBuild ran in, its output and the probe after it."""

    repo: Path
    output: str
    probe: dict


@pytest.fixture(scope="module")
def binder(fresh: FreshVenv, probe: dict, tmp_path_factory: pytest.TempPathFactory) -> Binder:
    """binder/postBuild run from the root of a copy of the repository, in the venv.

    The copy's notebooks are changed first: Binder must open the lessons of the installed
    release, which a lesson copied from the checkout would not be.
    """
    work = tmp_path_factory.mktemp("binder")
    repo = work / "repo"
    _copy_worktree(repo)
    for nb in (repo / "notebooks").rglob("*.ipynb"):
        nb.write_text('{"cells": [], "metadata": {"from": "the checkout"}}')
    post_build = repo / "binder" / "postBuild"
    assert post_build.is_file(), "binder/postBuild is missing"
    post_build.chmod(0o755)  # as repo2docker does before running it from the root
    out = _run(["./binder/postBuild"], "binder/postBuild", cwd=repo, env=fresh.env).stdout
    # from another folder: the checkout's gamewidgets/ would be imported from its root
    after = _run([fresh.python, "-c", PROBE, WIDGET_SETTINGS], "inspecting the venv",
                 cwd=work, env=fresh.env).stdout
    return Binder(repo, out, json.loads(after.splitlines()[-1]))


@pytest.mark.binder
def test_binder_environment_is_python_and_pip_only() -> None:
    """No Node.js and nothing else: postBuild installs what the teacher installs."""
    spec = yaml.safe_load((ROOT / "binder" / "environment.yml").read_text(encoding="utf-8"))
    deps = spec["dependencies"]
    assert all(isinstance(d, str) for d in deps), f"pip packages in environment.yml: {deps}"
    assert sorted(re.split(r"[=<>!~ ]", d, maxsplit=1)[0] for d in deps) == ["pip", "python"]


@pytest.mark.binder
def test_binder_installs_the_release_of_this_version(binder: Binder) -> None:
    try:
        import tomllib
    except ModuleNotFoundError:  # Python 3.10
        import tomli as tomllib

    version = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    # met by the wheel the teacher's command installed: same name, extra and version
    assert re.search(rf"Requirement already satisfied: {DIST}\[lab\]=={re.escape(version)}\b",
                     binder.output), _tail(binder.output)
    assert Path(binder.probe["package"]).is_relative_to(binder.probe["prefix"])


@pytest.mark.binder
def test_binder_opens_the_lessons_of_the_installed_package(binder: Binder,
                                                           fresh: FreshVenv) -> None:
    copied = sorted(p.relative_to(binder.repo / "lessons").as_posix()
                    for p in (binder.repo / "lessons").rglob("*.ipynb"))
    assert copied == LESSONS
    for rel in LESSONS:  # the wheel's, which the lesson runs above executed
        assert (binder.repo / "lessons" / rel).read_bytes() == \
            (fresh.home / "lessons" / rel).read_bytes(), f"lessons/{rel} is not the release's"
    assert "lab/tree/lessons" in (ROOT / "README.md").read_text(encoding="utf-8")


@pytest.mark.binder
def test_notebooks_get_the_venvs_kernel(binder: Binder) -> None:
    # jupyter_client starts a kernelspec's "python" with the interpreter launching it
    resource_dir, executable = binder.probe["kernel"]
    assert Path(resource_dir).is_relative_to(binder.probe["prefix"]), resource_dir
    assert executable == "python", executable


@pytest.mark.binder
def test_lab_saves_widget_state(binder: Binder, fresh: FreshVenv, probe: dict) -> None:
    assert probe["settings"] == {}, "saveState was on before postBuild"
    settings = (fresh.config_dir / "lab" / "user-settings" / "@jupyter-widgets"
                / "jupyterlab-manager" / "plugin.jupyterlab-settings")
    assert Path(binder.probe["settings_dir"]) == fresh.config_dir / "lab" / "user-settings"
    assert settings.is_file(), f"postBuild did not write {settings}"
    assert binder.probe["settings"] == {"saveState": True}
    assert binder.probe["warnings"] == []
