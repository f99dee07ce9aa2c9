"""The wheels of the JupyterLite site: pinned, downloaded, compiled, and their lock entries.

Used by ``lite/build.py``: the project's wheel built from this tree, the pinned pure-Python
wheels of ``lite/requirements-pyodide.txt`` (downloaded once into a cache), the kernel's
own wheels, each compiled to bytecode for the browser's Python (``lite/pycompile.py``),
and the ``pyodide-lock.json`` entries that let Pyodide load exactly these.
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile
from email.parser import Parser
from pathlib import Path

from packaging.markers import default_environment
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from packaging.version import Version

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
PINS = HERE / "requirements-pyodide.txt"
KERNEL_EXTENSION = "@jupyterlite/pyodide-kernel-extension"
# wheels in the kernel extension the site serves (the newest of each: widgetsnbextension 4)
KERNEL_WHEELS = ("ipykernel", "piplite", "pyodide-kernel", "widgetsnbextension")
# dependencies that wheels declare and the site leaves out on purpose, and why
NOT_SERVED = {
    "jupyterlab-widgets": "ipywidgets' front end: the site's JupyterLab has it already",
}
# Python packages whose front end the site's JupyterLab takes from this environment: the
# versions installed here must fit the wheels the site serves
FRONT_END_DISTS = ("anywidget", "jupyterlab-widgets")


def log(message: str) -> None:
    print(f"lite: {message}", flush=True)


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


# --- the parts ---------------------------------------------------------------------------

def read_pins(path: Path = PINS) -> dict[str, tuple[str, str]]:
    """The pinned wheels of a requirements file with hashes.

    Parameters
    ----------
    path : pathlib.Path
        Lines ``name==version --hash=sha256:HEX``; ``#`` starts a comment.

    Returns
    -------
    dict of str to (str, str)
        Canonical name -> (version, sha256 hex digest).

    Raises
    ------
    ValueError
        If a line is not an exact pin with one sha256 hash.
    """
    pins = {}
    for n, raw in enumerate(path.read_text().splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        m = re.fullmatch(r"([A-Za-z0-9_.-]+)==(\S+)\s+--hash=sha256:([0-9a-f]{64})", line)
        if not m:
            raise ValueError(f"{path.name}:{n}: expected 'name==version --hash=sha256:HEX'")
        pins[canonicalize_name(m[1])] = (m[2], m[3])
    return pins


def wheel_name_version(path: Path) -> tuple[str, str]:
    """Canonical project name and version of a wheel, from its file name."""
    name, version = path.name.split("-")[:2]
    return canonicalize_name(name), version


def fetch_pinned(cache: Path, pins_file: Path = PINS) -> list[Path]:
    """The pinned wheels, downloaded from PyPI into ``cache`` the first time.

    Parameters
    ----------
    cache : pathlib.Path
        Folder of downloaded wheels; a wheel whose hash matches its pin is not fetched again.
    pins_file : pathlib.Path
        See :func:`read_pins`.

    Returns
    -------
    list of pathlib.Path
        One wheel per pin.

    Raises
    ------
    subprocess.CalledProcessError
        If ``pip download`` fails (no network, or a hash that does not match).
    RuntimeError
        If a pinned wheel is still missing afterwards.
    """
    pins = read_pins(pins_file)
    cache.mkdir(parents=True, exist_ok=True)

    def cached() -> dict[str, Path]:
        found = {}
        for whl in cache.glob("*.whl"):
            name, version = wheel_name_version(whl)
            if name in pins and pins[name] == (version, sha256(whl)):
                found[name] = whl
        return found

    have = cached()
    if len(have) < len(pins):
        missing = sorted(set(pins) - set(have))
        log(f"pip download {len(missing)} pinned wheels: {' '.join(missing)}")
        # Pyodide runs CPython 3.14 on wasm: only pure-Python wheels fit
        subprocess.run(
            [sys.executable, "-m", "pip", "download", "--no-deps", "--require-hashes",
             "--only-binary=:all:", "--python-version", "3.14", "--implementation", "py",
             "--abi", "none", "--platform", "any", "--disable-pip-version-check",
             "--progress-bar", "off", "--dest", str(cache), "-r", str(pins_file)],
            check=True)
        have = cached()
    if len(have) < len(pins):
        raise RuntimeError(f"pinned wheels missing after download: {sorted(set(pins) - set(have))}")
    return [have[name] for name in sorted(pins)]


def project_wheel(workdir: Path) -> Path:
    """Build the project's wheel from this tree, with ``js/`` bundled again if it is stale.

    The file is renamed with a build tag made from its hash: the version stays 0.1.0 while
    the code changes, and a browser that cached an earlier build's wheel under the same
    name would fail the lock's hash check.

    Raises
    ------
    subprocess.CalledProcessError
        If the build fails.
    """
    sys.path.insert(0, str(ROOT))
    from build_js import npm_build  # the wheel's build hook skips a bundle that exists

    npm_build("wheel", "standard", build_dir="gamewidgets/static", source_dir="js")
    out = workdir / "dist"
    subprocess.run([sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir",
                    str(out)], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    (whl,) = out.glob("jupyter_gamewidgets-*.whl")
    name, version, rest = whl.name.split("-", 2)
    tagged = whl.with_name(f"{name}-{version}-0{sha256(whl)[:12]}-{rest}")
    return whl.rename(tagged)


def extension_dir(name: str) -> Path:
    """The installed front-end extension ``name`` (``sys.prefix/share/jupyter/labextensions``).

    Raises
    ------
    FileNotFoundError
        If it is not installed in this environment.
    """
    from jupyter_core.paths import jupyter_path

    for base in jupyter_path("labextensions"):
        if (Path(base) / name / "package.json").is_file():
            return Path(base) / name
    raise FileNotFoundError(f"front-end extension {name} is not installed (pip install -e .[dev])")


def kernel_wheels() -> list[Path]:
    """The wheels that ship inside the Pyodide kernel's extension (``static/pypi/``)."""
    pypi = extension_dir(KERNEL_EXTENSION) / "static" / "pypi"
    newest: dict[str, Path] = {}
    for whl in sorted(pypi.glob("*.whl"), key=lambda w: Version(wheel_name_version(w)[1])):
        name = wheel_name_version(whl)[0]
        if name in KERNEL_WHEELS:
            newest[name] = whl
    if sorted(newest) != sorted(KERNEL_WHEELS):
        raise RuntimeError(f"expected wheels of {KERNEL_WHEELS} in {pypi}")
    return [newest[name] for name in KERNEL_WHEELS]


def precompile(archives: dict[Path, bool], cache: Path) -> dict[Path, Path]:
    """Bytecode-compiled copies of wheels and zips (``lite/pycompile.py``), cached.

    Parameters
    ----------
    archives : dict of pathlib.Path to bool
        Each wheel or zip -> whether its sources stay beside the bytecode.
    cache : pathlib.Path
        Folder of compiled copies, one subfolder per input, compiler and mode: an input
        compiled before is not compiled again; copies this build does not use are deleted.

    Returns
    -------
    dict of pathlib.Path to pathlib.Path
        Each input -> its compiled copy (same file name).

    Raises
    ------
    subprocess.CalledProcessError
        If Node.js fails to run Pyodide.
    """
    compiler = sha256(HERE / "pycompile.py") + sha256(HERE / "pycompile.mjs")
    out, jobs = {}, []
    for src, keep in archives.items():
        key = hashlib.sha256(f"{sha256(src)} {keep} {compiler}".encode()).hexdigest()[:16]
        dst = cache / key / src.name
        out[src] = dst
        if not dst.is_file():
            dst.parent.mkdir(parents=True, exist_ok=True)
            jobs.append({"src": str(src.resolve()), "dst": str(dst.resolve()),
                         "keep_sources": keep})
    if jobs:
        log(f"compiling {len(jobs)} archives to bytecode in Pyodide (Node.js)")
        with tempfile.NamedTemporaryFile("w", suffix=".json") as f:
            json.dump(jobs, f)
            f.flush()
            subprocess.run([shutil.which("node") or "node", str(HERE / "pycompile.mjs"), f.name],
                           check=True, stdout=subprocess.DEVNULL)
    for stale in {d for d in cache.iterdir() if d.is_dir()} - {dst.parent for dst in out.values()}:
        shutil.rmtree(stale)  # earlier builds of the project's wheel
    return out


# --- the lock ----------------------------------------------------------------------------

def _metadata(whl: Path):
    with zipfile.ZipFile(whl) as z:
        (meta,) = [n for n in z.namelist() if n.count("/") == 1
                   and n.endswith(".dist-info/METADATA")]
        tops = {n.split("/")[0] for n in z.namelist()}
        return Parser().parsestr(z.read(meta).decode()), tops


def _imports(tops: set[str]) -> list[str]:
    """Top-level import names of a wheel's entries (``pkg/``, ``module.py``)."""
    names = set()
    for top in tops:
        if top.endswith((".dist-info", ".data")):
            continue
        if top.endswith(".py"):
            names.add(top[:-3])
        elif "." not in top:
            names.add(top)
    return sorted(names)


def lock_entries(wheels: list[Path], base: dict) -> dict[str, dict]:
    """``pyodide-lock.json`` entries for exactly the wheels the site serves.

    A wheel at the version Pyodide's own lock lists keeps that entry (Pyodide's dependency
    list), with the hash of the file served; any other wheel gets an entry made from its
    metadata: its ``Requires-Dist`` as they apply in Pyodide (Python 3.14 on emscripten).

    Parameters
    ----------
    wheels : list of pathlib.Path
        Every wheel the site serves.
    base : dict
        The runtime's ``pyodide-lock.json``.

    Returns
    -------
    dict of str to dict
        Canonical name -> lock entry, sorted by name.

    Raises
    ------
    RuntimeError
        If a served wheel needs a package the site does not serve (and that
        :data:`NOT_SERVED` does not explain).
    """
    python = base["info"]["python"]
    env = {**default_environment(), "python_version": python.rsplit(".", 1)[0],
           "python_full_version": python, "implementation_version": python,
           "sys_platform": "emscripten", "platform_system": "Emscripten", "os_name": "posix",
           "platform_machine": "wasm32", "implementation_name": "cpython",
           "platform_python_implementation": "CPython", "extra": ""}
    served = {wheel_name_version(w)[0]: w for w in wheels}
    entries = {}
    for name, whl in sorted(served.items()):
        meta, tops = _metadata(whl)
        version = meta["Version"]
        known = base["packages"].get(name)
        if known and known["version"] == version:
            entry = dict(known)
        else:
            depends = []
            for spec in meta.get_all("Requires-Dist") or []:
                req = Requirement(spec)
                dep = canonicalize_name(req.name)
                if (req.marker is None or req.marker.evaluate(env)) and dep not in NOT_SERVED:
                    depends.append(dep)
            entry = {"name": name, "version": version, "imports": _imports(tops),
                     "depends": sorted(set(depends)), "install_dir": "site",
                     "package_type": "package", "unvendored_tests": False}
        entry.update(file_name=whl.name, sha256=sha256(whl))
        missing = [d for d in entry["depends"] if canonicalize_name(d) not in served]
        if missing:
            raise RuntimeError(f"{whl.name} needs {missing}: pin them in {PINS.name}")
        entries[name] = entry
    return entries


def check_front_ends(wheels: list[Path]) -> None:
    """Check that the front ends installed here fit the served wheels.

    The site's JupyterLab gets anywidget's and ipywidgets' front ends from this
    environment (:data:`FRONT_END_DISTS`), the browser's Python gets the pinned wheels: a
    served anywidget must be the installed version, and every requirement of a served
    wheel on one of these must hold for the installed version.

    Raises
    ------
    RuntimeError
        Naming each mismatch (then pin the installed version, or install the pinned one).
    """
    from importlib.metadata import PackageNotFoundError, version

    served = {wheel_name_version(w)[0]: w for w in wheels}
    problems = []
    for name in FRONT_END_DISTS:
        try:
            here = version(name)
        except PackageNotFoundError:
            problems.append(f"{name} is not installed here")
            continue
        if name in served and wheel_name_version(served[name])[1] != here:
            problems.append(f"{name} {here} installed, {served[name].name} served")
        for whl in served.values():
            for spec in _metadata(whl)[0].get_all("Requires-Dist") or []:
                req = Requirement(spec)
                if (canonicalize_name(req.name) == name and "extra" not in str(req.marker)
                        and not req.specifier.contains(here, prereleases=True)):
                    problems.append(f"{whl.name} needs {spec}, {name} {here} is installed")
    if problems:
        raise RuntimeError("front ends and served wheels differ: " + "; ".join(problems))

