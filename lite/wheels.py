"""The wheels of the JupyterLite site: pinned, downloaded, trimmed, compiled, zipped, locked.

Used by ``lite/build.py``: the project's wheel built from this tree, the pinned pure-Python
wheels of ``lite/requirements-pyodide.txt`` (downloaded once into a cache) without the
files the browser's Python never reads (:func:`trim_wheel`), the kernel's own wheels, each
compiled to bytecode for the browser's Python (``lite/pycompile.py``); the code of all but
:data:`UNPACKED` and the project's moved into the standard library's zip
(:func:`zip_into_stdlib`); each served under a name holding its hash (:func:`content_named`),
and the ``pyodide-lock.json`` entries that let Pyodide load exactly these.
"""

from __future__ import annotations

import base64
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

    Its distribution name is whatever ``pyproject.toml`` says (the file tells it, see
    :func:`wheel_name_version`).

    Raises
    ------
    subprocess.CalledProcessError
        If the build fails.
    RuntimeError
        If the build does not make exactly one wheel.
    """
    sys.path.insert(0, str(ROOT))
    from build_js import npm_build  # the wheel's build hook skips a bundle that exists

    npm_build("wheel", "standard", build_dir="gamewidgets/static", source_dir="js")
    out = workdir / "dist"
    subprocess.run([sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir",
                    str(out)], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    wheels = list(out.glob("*.whl"))
    if len(wheels) != 1:
        raise RuntimeError(f"python -m build made {[w.name for w in wheels]}, not one wheel")
    return wheels[0]


def content_named(whl: Path) -> str:
    """The file name the site serves ``whl`` under: a build tag made from its content.

    ``name-1.0-0<12 hex digits>-py3-none-any.whl``: a wheel changes while its version does
    not (the project's own between builds, any wheel when the bytecode compiler changes),
    and a browser that kept an earlier file under the same name would fail the lock's hash
    check. With the hash in the name, a server may let browsers keep every wheel for good
    (``lite/serve.py``). A build tag already there is replaced.
    """
    parts = whl.name[:-len(".whl")].split("-")
    name, version, tags = parts[0], parts[1], parts[-3:]
    return "-".join([name, version, f"0{sha256(whl)[:12]}", *tags]) + ".whl"


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


# --- trimmed wheels ----------------------------------------------------------------------

# Files of the pinned wheels that the browser's Python never reads, left out of the site:
# the fewer files a wheel has, the sooner Pyodide has unpacked it while the kernel starts
# (jedi's 1,880 files took 0.8 s of CPU, more than all other wheels together).
TESTS = re.compile(r"^[^/]+/(.+/)?tests/")
"""Test suites (ipywidgets, traitlets)."""
ANYWIDGET_FRONT_END = re.compile(r"^anywidget/(labextension|nbextension)/")
"""anywidget's front end for JupyterLab and Notebook 6: the site's JupyterLab has it."""
JEDI_STUBS = re.compile(
    r"^jedi/third_party/(django-stubs/"  # Django is not served
    r"|typeshed/(stdlib|third_party)/2/"  # stubs for Python 2
    r"|typeshed/third_party/[^/]+/(?P<package>[^/.]+))")  # kept if the site serves it
PYGMENTS_LEXERS = ("__init__", "_mapping", "python", "special")
"""Pygments' lexer modules the site keeps: the kernel colours Python (tracebacks, ``?``
help); the rest (300 languages) are dropped with their entries in the lexers' map, so
``get_lexer_by_name("c")`` raises pygments' own ``ClassNotFound``."""


def _kept_lexers_map(source: str) -> str:
    """``pygments/lexers/_mapping.py`` with only the lexers of :data:`PYGMENTS_LEXERS`.

    Raises
    ------
    RuntimeError
        If the file is not one ``LEXERS = {...}`` literal (another pygments layout).
    """
    import ast

    tree = ast.parse(source)
    if len(tree.body) != 1 or not isinstance(tree.body[0], ast.Assign) or \
            [getattr(t, "id", None) for t in tree.body[0].targets] != ["LEXERS"]:
        raise RuntimeError("pygments/lexers/_mapping.py: not a LEXERS literal, update "
                           "lite/wheels.py")
    lexers = ast.literal_eval(tree.body[0].value)
    kept = {k: v for k, v in lexers.items() if v[0].rsplit(".", 1)[1] in PYGMENTS_LEXERS}
    lines = [f"    {k!r}: {v!r}," for k, v in sorted(kept.items())]
    return ("# pygments' map of lexers, with only the lexers this site serves "
            "(lite/wheels.py)\n\nLEXERS = {\n" + "\n".join(lines) + "\n}\n")


def trim_wheel(whl: Path, dest: Path, served: set[str]) -> tuple[Path, int]:
    """A copy of ``whl`` in folder ``dest`` without the files the site never reads.

    Left out: test suites (:data:`TESTS`) of every wheel; anywidget's front ends
    (:data:`ANYWIDGET_FRONT_END`); jedi's stubs of Django, of
    Python 2 and of third-party packages the site does not serve (:data:`JEDI_STUBS`);
    pygments' lexers but :data:`PYGMENTS_LEXERS`. The copy's ``RECORD`` still lists the
    files left out: :func:`precompile` writes it again.

    Parameters
    ----------
    whl : pathlib.Path
        A pure-Python wheel.
    dest : pathlib.Path
        An existing folder (not ``whl``'s).
    served : set of str
        Top-level import names of every wheel the site serves.

    Returns
    -------
    (pathlib.Path, int)
        The copy (same file name) and how many files were left out. The copy's bytes
        depend only on ``whl``'s and ``served`` (the compiled copy is cached by them).
    """
    name = wheel_name_version(whl)[0]
    out = dest / whl.name
    dropped = 0
    with zipfile.ZipFile(whl) as zin, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zout:
        for info in zin.infolist():
            path = info.filename
            data = zin.read(info)
            if TESTS.match(path) or ANYWIDGET_FRONT_END.match(path):
                dropped += 1
                continue
            if name == "jedi":
                m = JEDI_STUBS.match(path)
                if m and not (m["package"] and m["package"] in served):
                    dropped += 1
                    continue
            if name == "pygments" and path.startswith("pygments/lexers/"):
                module = path[len("pygments/lexers/"):].removesuffix(".py")
                if module not in PYGMENTS_LEXERS:
                    dropped += 1
                    continue
                if module == "_mapping":
                    data = _kept_lexers_map(data.decode()).encode()
            copy = zipfile.ZipInfo(path, info.date_time)
            copy.external_attr = info.external_attr
            copy.compress_type = zipfile.ZIP_DEFLATED
            zout.writestr(copy, data)
    return out, dropped


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


# --- imported from the archive -----------------------------------------------------------

UNPACKED = {
    "jedi": "reads its stubs (typeshed) by path",
    "parso": "reads its grammar files by path",
}
"""Wheels that stay wheels Pyodide unpacks, and why (the project's own stays one too: its
front ends are files anywidget reads by path)."""


def zip_into_stdlib(stdlib: Path, wheels: list[Path], dest: Path) -> tuple[Path, dict[Path, Path]]:
    """Put the code of ``wheels`` into the standard library's zip; a metadata wheel each.

    Pyodide imports the standard library straight from its zip (``/lib/python314.zip``, on
    ``sys.path``), but unpacks every wheel it loads, file by file, which took a third of
    the kernel's start. So the packages' files go into that zip, where ``zipimport`` finds
    them (first on ``sys.path``, before ``site-packages``), and each wheel is replaced by
    one holding only its ``.dist-info``: Pyodide still loads it by name (the kernel and
    ``jupyter-lite.json`` preload them by name), and ``importlib.metadata``, micropip and
    ``%pip list`` see the package installed at its version.

    Parameters
    ----------
    stdlib : pathlib.Path
        The (compiled) ``python_stdlib.zip``.
    wheels : list of pathlib.Path
        Pure-Python wheels whose code works from a zip (not :data:`UNPACKED`); their
        ``.data`` folders (man pages) are left out.
    dest : pathlib.Path
        An existing folder for the results.

    Returns
    -------
    (pathlib.Path, dict of pathlib.Path to pathlib.Path)
        ``dest/python_stdlib.zip``, and each wheel -> its metadata wheel in ``dest``
        (same file name).

    Raises
    ------
    RuntimeError
        If two archives hold the same file (a package shadowing another).
    """
    out = dest / stdlib.name
    owner: dict[str, str] = {}
    stubs = {}
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zout:
        for archive in [stdlib, *wheels]:
            stub_files = []
            with zipfile.ZipFile(archive) as zin:
                for info in zin.infolist():
                    top = info.filename.split("/", 1)[0]
                    if top.endswith(".dist-info"):
                        stub_files.append((info, zin.read(info)))
                        continue
                    if top.endswith(".data") or (info.is_dir() and info.filename in owner):
                        continue
                    if info.filename in owner:
                        raise RuntimeError(f"{info.filename} is in {owner[info.filename]} and "
                                           f"{archive.name}")
                    owner[info.filename] = archive.name
                    copy = zipfile.ZipInfo(info.filename, info.date_time)
                    copy.external_attr = info.external_attr
                    copy.compress_type = zipfile.ZIP_DEFLATED
                    zout.writestr(copy, zin.read(info))
            if archive is not stdlib:
                stubs[archive] = _metadata_wheel(archive, stub_files, dest)
    return out, stubs


def _metadata_wheel(whl: Path, files: list, dest: Path) -> Path:
    """``dest/<whl's name>``: the ``.dist-info`` ``files`` of ``whl`` with a true RECORD."""
    out = dest / whl.name
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        record_name = None
        lines = []
        for info, data in files:
            if info.filename.endswith("/RECORD"):
                record_name = info.filename
                continue
            copy = zipfile.ZipInfo(info.filename, info.date_time)
            copy.external_attr = info.external_attr
            copy.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(copy, data)
            digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
            lines.append(f"{info.filename},sha256={digest.decode()},{len(data)}")
        if record_name is None:
            raise RuntimeError(f"{whl.name}: no .dist-info/RECORD")
        z.writestr(zipfile.ZipInfo(record_name, files[0][0].date_time),
                   "\n".join([*lines, f"{record_name},,"]) + "\n")
    return out


# --- the lock ----------------------------------------------------------------------------

def _metadata(whl: Path):
    with zipfile.ZipFile(whl) as z:
        (meta,) = [n for n in z.namelist() if n.count("/") == 1
                   and n.endswith(".dist-info/METADATA")]
        tops = {n.split("/")[0] for n in z.namelist()}
        return Parser().parsestr(z.read(meta).decode()), tops


def _imports(tops: set[str]) -> list[str]:
    """Top-level import names of a wheel's entries (``pkg/``, ``module.py``, ``module.pyc``)."""
    names = set()
    for top in tops:
        if top.endswith((".dist-info", ".data")):
            continue
        if top.endswith((".py", ".pyc")):
            names.add(top.rsplit(".", 1)[0])
        elif "." not in top:
            names.add(top)
    return sorted(names)


def top_level_imports(whl: Path) -> list[str]:
    """The top-level import names a wheel provides (``IPython``, ``six``), sorted."""
    return _imports(_metadata(whl)[1])


def lock_entries(wheels: list[Path], base: dict,
                 imports: dict[str, list[str]] | None = None) -> dict[str, dict]:
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
    imports : dict of str to list of str, optional
        Import names by canonical name, for wheels whose files do not tell them (the
        metadata wheels of :func:`zip_into_stdlib`).

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
            entry = {"name": name, "version": version,
                     "imports": (imports or {}).get(name) or _imports(tops),
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

