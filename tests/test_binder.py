"""Binder: an environment built only from ``binder/`` installs the package and runs
every lesson (Issue 6, section 2).

repo2docker installs ``binder/apt.txt`` and ``binder/environment.yml``, copies the
repository and runs ``binder/postBuild`` in its root. This module does the same with
pip where it can:

1. a new venv gets the PyPI equivalents of ``environment.yml``'s conda packages
   (Python and Node.js are the machine's own; ``apt.txt`` is not installed);
2. ``binder/postBuild`` runs in a copy of the working tree: the files git tracks or
   would track, so that uncommitted work is tested and build output is not copied;
3. every notebook under ``notebooks/`` runs on that venv's kernel (nbconvert), and
   the venv's package and JupyterLab settings are checked.

The wheels for step 1 are kept in pytest's cache (``.pytest_cache/d/binder-wheels``)
and installed offline; they are downloaded again only when that install fails, so
``--cache-clear`` tests against the newest releases. Deselect the build and its checks
with ``-m "not binder"``.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("gramin", "algo", "goblin")
NOTEBOOKS = sorted(
    p.relative_to(ROOT).as_posix()
    for p in (ROOT / "notebooks").rglob("*.ipynb")
    if ".ipynb_checkpoints" not in p.parts
)
# conda-forge packages whose PyPI distribution has another name.
CONDA_TO_PYPI = {"matplotlib-base": "matplotlib"}
# Provided by the machine: the venv's own Python, and Node.js/npm on PATH.
FROM_MACHINE = {"python", "nodejs"}
WIDGET_SETTINGS = "@jupyter-widgets/jupyterlab-manager:plugin"

# Run in the venv after postBuild: where gamewidgets was installed, its bundle, the
# kernel the notebooks will get, and the widget manager's user settings as
# JupyterLab's settings API reads them (validated against the installed schema).
PROBE = """
import json, pathlib, sys
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
    "settings_dir": get_user_settings_dir(),
    "settings": found["settings"],
    "warnings": [w for w in warnings if w],
}))
"""


@dataclass(frozen=True)
class BinderEnv:
    """A venv built from ``binder/`` and the repository copy postBuild ran in."""

    repo: Path  # copy of the working tree
    python: Path  # the venv's interpreter
    env: dict[str, str]  # environment for commands in the venv
    config_dir: Path  # JUPYTER_CONFIG_DIR (``~/.jupyter`` on Binder)
    probe: dict  # PROBE's output


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


def pip_requirements(environment_yml: Path) -> list[str]:
    """PyPI requirements equivalent to a conda ``environment.yml``'s dependencies.

    Parameters
    ----------
    environment_yml : pathlib.Path
        A conda environment file. Its ``dependencies`` are conda match specs
        (``name``, ``name>=4``, ``name=3.11``) and optionally ``{"pip": [...]}``.

    Returns
    -------
    list of str
        pip requirement strings: conda names mapped by ``CONDA_TO_PYPI``, the
        conda ``=X.Y`` (prefix match) written ``==X.Y.*``, ``pip:`` entries as they
        are, and the packages in ``FROM_MACHINE`` left out.

    Raises
    ------
    ValueError
        For a match spec with a build string or a channel (``name=1.0=py_0``,
        ``conda-forge::name``), which pip cannot express.
    """
    deps = yaml.safe_load(environment_yml.read_text(encoding="utf-8"))["dependencies"]
    requirements = []
    for dep in deps:
        if isinstance(dep, dict):
            requirements += dep.get("pip", [])
            continue
        match = re.fullmatch(r"([A-Za-z0-9_.-]+)\s*((?:[<>!=]=?|~=)[^=\s]+(?:,\S+)?)?", dep)
        if match is None:
            raise ValueError(f"{environment_yml}: cannot translate {dep!r} for pip")
        name, spec = match.group(1).lower(), match.group(2) or ""
        if name in FROM_MACHINE:
            continue
        if re.fullmatch(r"=[^=].*", spec):
            spec = "=" + spec + ("" if spec.endswith("*") else ".*")
        requirements.append(CONDA_TO_PYPI.get(name, name) + spec)
    return requirements


def test_pip_requirements_translate_conda_specs(tmp_path: Path) -> None:
    yml = tmp_path / "environment.yml"
    yml.write_text(
        "dependencies:\n  - python=3.11\n  - nodejs=20\n  - pip\n  - jupyterlab>=4\n"
        "  - matplotlib-base=3.9\n  - tqdm=4.*\n  - Pillow\n  - pip:\n    - anywidget>=0.9\n"
    )
    assert pip_requirements(yml) == [
        "pip", "jupyterlab>=4", "matplotlib==3.9.*", "tqdm==4.*", "pillow", "anywidget>=0.9",
    ]
    yml.write_text("dependencies:\n  - numpy=1.26=py311_0\n")
    with pytest.raises(ValueError, match="numpy=1.26=py311_0"):
        pip_requirements(yml)


def _copy_worktree(dest: Path) -> None:
    """Copy the files git tracks or would track (not ignored) from ROOT to `dest`."""
    listed = _run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                  "listing the repository's files", cwd=ROOT).stdout
    for rel in filter(None, listed.split("\0")):
        src = ROOT / rel
        if src.is_file():  # a tracked file deleted in the working tree is left out
            (dest / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dest / rel)


def _venv_environment(venv: Path, home: Path) -> dict[str, str]:
    """Environment for commands in `venv`: its bin first, Jupyter's folders in `home`.

    The developer's own venv, PYTHONPATH and Jupyter folders are left out, so that
    nothing outside `venv` can be imported or configure JupyterLab. Bytecode may be
    written: the venv is installed without it, and every kernel would otherwise
    compile JupyterLab's and matplotlib's modules again.
    """
    dropped = {"PYTHONPATH", "PYTHONHOME", "PYTHONUSERBASE", "PYTHONDONTWRITEBYTECODE",
               "VIRTUAL_ENV", "CONDA_PREFIX"}
    env = {k: v for k, v in os.environ.items()
           if k not in dropped and not k.startswith(("JUPYTER", "IPYTHON"))}
    own_bin = str(Path(sys.prefix) / "bin") if sys.prefix != sys.base_prefix else None
    path = [p for p in env.get("PATH", "").split(os.pathsep) if p and p != own_bin]
    env["PATH"] = os.pathsep.join([str(venv / "bin"), *path])
    for var, sub in (("JUPYTER_CONFIG_DIR", "jupyter-config"), ("JUPYTER_DATA_DIR", "jupyter-data"),
                     ("JUPYTER_RUNTIME_DIR", "jupyter-runtime"), ("IPYTHONDIR", "ipython")):
        env[var] = str(home / sub)
    return env


def _install_environment(python: Path, requirements: list[str], wheels: Path) -> None:
    """Install `requirements` (and pip, which postBuild uses) into `python`'s venv.

    Offline from the wheels in `wheels` when they suffice, otherwise after
    downloading the missing ones there.
    """
    pip = [sys.executable, "-m", "pip", "--python", python]
    wanted = ["pip", *[r for r in requirements if r != "pip"]]
    install = [*pip, "install", "--no-compile", "--no-index", "--find-links", wheels, *wanted]
    if subprocess.run([str(c) for c in install], capture_output=True, timeout=600).returncode:
        _run([*pip, "download", "--dest", wheels, *wanted],
             "downloading binder/environment.yml's packages")
        _run(install, "installing binder/environment.yml's packages")


@pytest.fixture(scope="module")
def binder(tmp_path_factory: pytest.TempPathFactory, pytestconfig: pytest.Config) -> BinderEnv:
    """Build a venv as Binder would from ``binder/`` and a copy of the repository."""
    work = tmp_path_factory.mktemp("binder")
    repo, venv, home = work / "repo", work / "venv", work / "home"
    _copy_worktree(repo)
    for name in ("environment.yml", "postBuild"):
        assert (repo / "binder" / name).is_file(), f"binder/{name} is missing"

    cache = getattr(pytestconfig, "cache", None)
    wheels = cache.mkdir("binder-wheels") if cache else work / "wheels"
    _run([sys.executable, "-m", "venv", "--without-pip", venv], "creating the venv")
    python = venv / "bin" / "python"
    _install_environment(python, pip_requirements(repo / "binder" / "environment.yml"), wheels)

    env = _venv_environment(venv, home)
    post_build = repo / "binder" / "postBuild"
    post_build.chmod(0o755)  # as repo2docker does before running it from the root
    _run(["./binder/postBuild"], "binder/postBuild", cwd=repo, env=env)
    probe = _run([python, "-c", PROBE, WIDGET_SETTINGS], "inspecting the venv",
                 cwd=work, env=env).stdout
    return BinderEnv(repo, python, env, Path(env["JUPYTER_CONFIG_DIR"]),
                     json.loads(probe.splitlines()[-1]))


@pytest.mark.binder
def test_package_is_installed_with_its_bundle(binder: BinderEnv) -> None:
    installed = Path(binder.probe["package"])
    assert installed.is_relative_to(binder.probe["prefix"]), f"imported from {installed}"
    for game in GAMES:
        for ext in ("js", "css"):
            assert binder.probe["static"].get(f"{game}.{ext}", 0) > 0, (
                f"static/{game}.{ext} missing or empty next to {installed}"
            )
    assert not (binder.repo / "node_modules").exists(), "postBuild left node_modules"


@pytest.mark.binder
def test_notebooks_get_the_venvs_kernel(binder: BinderEnv) -> None:
    # jupyter_client starts a kernelspec's "python" with the interpreter launching it
    resource_dir, executable = binder.probe["kernel"]
    assert Path(resource_dir).is_relative_to(binder.probe["prefix"]), resource_dir
    assert executable == "python", executable


@pytest.mark.binder
def test_lab_saves_widget_state(binder: BinderEnv) -> None:
    settings = (binder.config_dir / "lab" / "user-settings" / "@jupyter-widgets"
                / "jupyterlab-manager" / "plugin.jupyterlab-settings")
    assert Path(binder.probe["settings_dir"]) == binder.config_dir / "lab" / "user-settings"
    assert settings.is_file(), f"postBuild did not write {settings}"
    assert binder.probe["settings"] == {"saveState": True}
    assert binder.probe["warnings"] == []


@pytest.fixture(scope="module")
def notebook_runs(binder: BinderEnv) -> dict[str, tuple[int, str, Path]]:
    """Execute every notebook of the copy in the venv, one per core (at most 4).

    Returns
    -------
    dict
        ``notebooks/...ipynb`` -> (nbconvert's exit code, its output, the executed
        notebook's path).
    """
    out = binder.repo.parent / "executed"
    found = sorted(p.relative_to(binder.repo).as_posix()
                   for p in (binder.repo / "notebooks").rglob("*.ipynb"))

    def execute(rel: str) -> tuple[int, str, Path]:
        target = out / rel
        proc = subprocess.run(
            [str(binder.python), "-m", "nbconvert", "--to", "notebook", "--execute",
             "--ExecutePreprocessor.timeout=600", "--output-dir", str(target.parent),
             str(binder.repo / rel)],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
            cwd=binder.repo / Path(rel).parent, env=binder.env, timeout=1200,
        )
        return proc.returncode, proc.stdout, target

    with ThreadPoolExecutor(max_workers=min(4, os.cpu_count() or 2)) as pool:
        return dict(zip(found, pool.map(execute, found), strict=True))


@pytest.mark.binder
@pytest.mark.parametrize("notebook", NOTEBOOKS)
def test_notebook_runs(notebook: str, notebook_runs: dict[str, tuple[int, str, Path]]) -> None:
    assert notebook in notebook_runs, f"{notebook} was not copied: is it gitignored?"
    code, output, executed = notebook_runs[notebook]
    assert code == 0, f"nbconvert --execute {notebook} failed (exit {code})\n{_tail(output)}"
    cells = json.loads(executed.read_text(encoding="utf-8"))["cells"]
    errors = [o for c in cells for o in c.get("outputs", []) if o["output_type"] == "error"]
    assert not errors, f"{notebook}: {errors[0]['ename']}: {errors[0]['evalue']}"
