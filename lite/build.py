"""Build the lessons' JupyterLite site: JupyterLab and Python in the browser, no server.

    python lite/build.py                  # the site in _output/
    python lite/build.py --output DIR     # somewhere else

Serve the folder with ``python lite/serve.py`` (or any static web server, see the README)
and open ``lab/index.html``. The site holds every lesson and demo of ``notebooks/``
(English) and ``notebooks/ja/`` (Japanese), and everything they need: it fetches nothing
from elsewhere. It is made only from pinned parts, each fetched once into a cache
(``.lite-cache/`` beside the output, gitignored) and reused by the next build:

- the wheels (``lite/wheels.py``): the project's own, built from this tree; the pure-Python
  wheels of ``lite/requirements-pyodide.txt`` (PyPI, exact versions and hashes); the
  kernel's own (``piplite``, ``pyodide-kernel``, the ``ipykernel`` and
  ``widgetsnbextension`` stand-ins), which ship inside ``jupyterlite-pyodide-kernel``;
- the Pyodide runtime from npm ``pyodide`` (``package.json`` pins the version the kernel
  expects; ``npm ci`` installs it);
- JupyterLab as a static app (``jupyterlite-core``, ``jupyterlite-pyodide-kernel``, pinned in
  pyproject's ``dev`` extra) with the front ends of anywidget and ipywidgets installed here,
  and the package's own (``labextension/``: the lessons' readings shown above their kanji).

What makes it start fast and run the lessons unchanged:

- a notebook named in the address (``lab/index.html?path=...``) gets its kernel while
  JupyterLab itself still starts, on the other core: the site's own small front-end
  extension (``lite/early_kernel.js``, :func:`early_kernel`) starts the session the
  notebook then joins;
- every wheel and the standard library are compiled to bytecode for the browser's Python
  (``lite/pycompile.py``, run by Pyodide in Node.js), which otherwise compiles every module
  it imports, on every page load;
- the pinned wheels leave out what the browser's Python never reads (``wheels.trim_wheel``:
  test suites, jedi's stubs of packages the site lacks, pygments' other lexers), and the
  code of all but three of them is imported straight from the standard library's zip
  instead of being unpacked file by file (``wheels.zip_into_stdlib``);
- ``static/pyodide/pyodide-lock.json`` lists exactly the wheels the site serves, so a cell
  that imports a package the site lacks (matplotlib) gets ``ImportError`` at once;
- ``jupyter-lite.json`` turns PyPI off (``disablePyPIFallback``) and has Pyodide load the
  kernel and the package (``jupyter-gamewidgets``, with its dependencies) in one batch while
  it starts; ``tqdm`` loads when a cell imports it;
- no service worker (see :func:`stage`), and widgets saved in a notebook are drawn again
  when it is reopened (see :func:`answer_comm_info`);
- files a server may send compressed have ``.br`` and ``.gz`` copies beside them
  (:func:`precompress`), and every wheel's name holds a hash of its content, so a server
  may let browsers keep them for good (``lite/serve.py``).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from wheels import (
    HERE,
    KERNEL_EXTENSION,
    ROOT,
    UNPACKED,
    check_front_ends,
    content_named,
    extension_dir,
    fetch_pinned,
    kernel_wheels,
    lock_entries,
    log,
    precompile,
    project_wheel,
    top_level_imports,
    trim_wheel,
    wheel_name_version,
    zip_into_stdlib,
)

NOTEBOOKS = ROOT / "notebooks"
PYODIDE_NPM = ROOT / "node_modules" / "pyodide"
# the runtime's files the kernel loads (the rest of the npm package is for Node.js)
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
# front-end extensions the site's JupyterLab gets from this environment; jupyter-gamewidgets
# (labextension/, installed by pip install -e .) shows the lessons' readings (<ruby>)
FRONT_ENDS = ("anywidget", "@jupyter-widgets/jupyterlab-manager", KERNEL_EXTENSION,
              "jupyter-gamewidgets")
# Loaded while Pyodide starts, in one batch with their dependencies: the kernel (the
# packages the kernel would otherwise install one after the other, once it has started)
# and the project (what every lesson imports; its name is the built wheel's). Other
# served wheels load when a cell imports them.
KERNEL_PRELOAD = ("micropip", "piplite", "ipykernel", "comm", "pyodide-kernel", "jedi",
                  "ipython")
KERNEL_NAME = "python"
"""The kernel jupyterlite-pyodide-kernel registers (``defaultKernelName`` of the site)."""
EARLY_KERNEL = "gamewidgets-lite-early-kernel"
"""The front-end extension made from ``lite/early_kernel.js`` (see :func:`early_kernel`)."""
# files worth a compressed copy (:func:`precompress`); archives and fonts are compressed
COMPRESSIBLE = (".js", ".mjs", ".css", ".json", ".html", ".svg", ".wasm", ".ipynb", ".ttf",
                ".eot", ".webmanifest", ".txt", ".md")
WIDGET_SETTINGS = "@jupyter-widgets/jupyterlab-manager:plugin"
SERVICE_WORKER = "@jupyterlite/application-extension:service-worker-manager"


def pyodide_runtime() -> Path:
    """npm ``pyodide`` at the version the installed kernel expects (``npm ci`` if needed).

    Raises
    ------
    RuntimeError
        If ``package.json`` pins another version than the kernel's, or npm cannot install it.
    """
    from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION

    def installed() -> str | None:
        pkg = PYODIDE_NPM / "package.json"
        return json.loads(pkg.read_text())["version"] if pkg.is_file() else None

    pinned = json.loads((ROOT / "package.json").read_text())["devDependencies"].get("pyodide")
    if pinned != PYODIDE_VERSION:
        raise RuntimeError(f"package.json pins pyodide {pinned!r}; jupyterlite-pyodide-kernel "
                           f"expects exactly {PYODIDE_VERSION!r}")
    if installed() != PYODIDE_VERSION:
        npm = shutil.which("npm")
        if npm is None:
            raise RuntimeError("npm not found: Node.js >= 20 with npm installs the Pyodide runtime")
        log("npm ci (node_modules/pyodide is missing or another version)")
        subprocess.run([npm, "ci", "--no-audit", "--no-fund"], cwd=ROOT, check=True)
    if installed() != PYODIDE_VERSION:
        raise RuntimeError(f"node_modules/pyodide is {installed()}, not {PYODIDE_VERSION}")
    return PYODIDE_NPM


# --- the site ----------------------------------------------------------------------------

def early_kernel(folder: Path) -> Path:
    """Write the front-end extension that starts the kernel early (``lite/early_kernel.js``).

    A prebuilt federated extension, as ``jupyter lite build`` takes them: ``package.json``
    naming its entry, ``static/remoteEntry.<hash>.js`` (hash of its content, so a server
    may let browsers keep it for good).

    Parameters
    ----------
    folder : pathlib.Path
        An existing folder (not the JupyterLite project's); the extension is made in
        ``folder/<EARLY_KERNEL>``.

    Returns
    -------
    pathlib.Path
        The extension's folder.
    """
    code = (HERE / "early_kernel.js").read_text()
    for key, value in {"__NAME__": EARLY_KERNEL, "__KERNEL__": KERNEL_NAME}.items():
        if code.count(key) != 1:
            raise RuntimeError(f"lite/early_kernel.js: expected {key} once")
        code = code.replace(key, value)
    entry = f"static/remoteEntry.{hashlib.sha256(code.encode()).hexdigest()[:16]}.js"
    ext = folder / EARLY_KERNEL
    (ext / "static").mkdir(parents=True)
    (ext / entry).write_text(code)
    (ext / "package.json").write_text(json.dumps({
        "name": EARLY_KERNEL, "version": "1.0.0", "private": True,
        "description": "Starts the kernel of the notebook named in the address while "
                       "JupyterLab starts",
        "jupyterlab": {"_build": {"load": entry, "extension": "./extension"}},
    }, indent=1))
    return ext


def stage(lite_dir: Path, runtime: list[Path], wheels: list[Path], base: dict,
          preload: list[str], imports: dict[str, list[str]]) -> None:
    """Lay out the JupyterLite project folder the app is built from.

    Parameters
    ----------
    lite_dir : pathlib.Path
        A new folder, in a folder of its own (the extension of :func:`early_kernel` is
        made beside it).
    runtime : list of pathlib.Path
        The files of :data:`PYODIDE_FILES`.
    wheels : list of pathlib.Path
        Every wheel the site serves; each is served under its :func:`content_named` name.
    base : dict
        The runtime's own ``pyodide-lock.json``.
    preload : list of str
        Distribution names Pyodide loads while it starts (with their dependencies).
    imports : dict of str to list of str
        Import names of the metadata wheels (see ``wheels.zip_into_stdlib``).

    Raises
    ------
    RuntimeError
        If a preloaded package is not served.
    """
    static = lite_dir / "static" / "pyodide"
    static.mkdir(parents=True)
    for path in runtime:
        shutil.copy2(path, static / path.name)
    served = []
    for path in wheels:
        served.append(static / content_named(path))
        shutil.copy2(path, served[-1])
    packages = lock_entries(served, base, imports)
    not_served = sorted(set(preload) - set(packages))
    if not_served:
        raise RuntimeError(f"preloaded but not served: {not_served}")
    (static / "pyodide-lock.json").write_text(
        json.dumps({"info": base["info"], "packages": packages}, indent=1))

    contents = lite_dir / "contents"
    for nb in [*NOTEBOOKS.glob("*.ipynb"), *NOTEBOOKS.glob("ja/*.ipynb")]:
        dest = contents / nb.relative_to(NOTEBOOKS)
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(nb, dest)

    kernel = {"disablePyPIFallback": True, "loadPyodideOptions": {"packages": preload}}
    (lite_dir / "jupyter-lite.json").write_text(json.dumps({
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "gamewidgets lessons",
            "defaultKernelName": KERNEL_NAME,
            "litePluginSettings": {f"{KERNEL_EXTENSION}:kernel": kernel},
            # Without the service worker the kernel does not mount the browser's files at
            # /drive: with it, every import asked the page for the folder, one request at a
            # time (11 s of the kernel's start). The lessons read no files.
            "disabledExtensions": [SERVICE_WORKER],
        },
    }, indent=1))
    # Save Jupyter widget state in notebooks: a saved lesson reopens with its widgets drawn
    (lite_dir / "overrides.json").write_text(
        json.dumps({WIDGET_SETTINGS: {"saveState": True}}, indent=1))
    front_ends = [str(extension_dir(n)) for n in FRONT_ENDS]
    (lite_dir / "jupyter_lite_config.json").write_text(json.dumps({
        "LiteBuildConfig": {
            "apps": ["lab"],
            "contents": ["contents"],
            "no_sourcemaps": True,
            "no_unused_shared_packages": True,
            # only the front ends the lessons need, not every extension installed here
            "ignore_sys_prefix": ["federated_extensions"],
            "federated_extensions": [*front_ends, str(early_kernel(lite_dir.parent))],
        },
    }, indent=1))


# JupyterLite's in-browser kernels answer no comm_info_request (jupyterlite/jupyterlite#155):
# the widget manager then waits forever when it reopens a notebook with saved widgets
# (its first try, a control comm, gives up after 4 s while the kernel still starts), and
# the saved widgets stay "Loading widget...". The site's kernel base class gets the reply,
# made like its complete_reply.
_COMPLETE = re.compile(
    r'async _complete\((\w)\)\{let (\w)=await this\.completeRequest\(\1\.content\),'
    r'(\w)=(\w+)\.KernelMessage\.createMessage\(\{msgType:"complete_reply",'
    r'parentHeader:\1\.header,channel:"shell",session:\1\.header\.session,content:\2\}\);'
    r'this\._sendMessage\(\3\)\}')
_COMM_OPEN_CASE = 'case"comm_open":await this.commOpen(e);break;'


def answer_comm_info(output: Path) -> Path | None:
    """Make the site's kernels answer ``comm_info_request`` (see the comment above).

    Returns
    -------
    pathlib.Path or None
        The patched file; None when the kernel base class answers it already.

    Raises
    ------
    RuntimeError
        If the kernel base class is not found exactly once as expected (another
        JupyterLite version than the one this was written for).
    """
    found = [f for f in (output / "build").glob("*.js") if _COMM_OPEN_CASE in f.read_text()]
    if len(found) != 1:
        raise RuntimeError(f"the kernel base class of jupyterlite-core: {len(found)} candidates")
    text = found[0].read_text()
    if "comm_info_request" in text:
        return None
    complete = _COMPLETE.findall(text)
    if len(complete) != 1 or text.count(_COMM_OPEN_CASE) != 1:
        raise RuntimeError(f"{found[0].name}: unexpected kernel base class, update lite/build.py")
    msg, content, reply, services = complete[0]
    method = (f"async _commInfo({msg}){{let {content}=await this.commInfoRequest({msg}.content),"
              f"{reply}={services}.KernelMessage.createMessage({{msgType:\"comm_info_reply\","
              f"parentHeader:{msg}.header,channel:\"shell\",session:{msg}.header.session,"
              f"content:{content}}});this._sendMessage({reply})}}")
    text = text.replace(_COMM_OPEN_CASE,
                        'case"comm_info_request":await this._commInfo(e);break;' + _COMM_OPEN_CASE)
    text = text.replace("async _complete(", method + "async _complete(", 1)
    found[0].write_text(text)
    return found[0]


def precompress(output: Path, cache: Path) -> dict[str, int]:
    """Write a brotli (``.br``) and a gzip (``.gz``) copy beside each file worth it.

    Servers send them to browsers that accept the encoding (``lite/serve.py``, nginx
    ``gzip_static``/``brotli_static``, see the README): a first visit moves half the bytes.
    Files of :data:`COMPRESSIBLE` from 1 kB up get copies, kept only where they are at
    least 10 % smaller; the copies are made by Node.js (``lite/compress.mjs``) and cached
    in ``cache`` by the file's hash, so a build compresses only what changed.

    Returns
    -------
    dict of str to int
        ``{"files": n, "bytes": original sizes, "br": sizes sent with brotli, "gzip": ...}``
        over every file of the site (a file without a copy counts its own size).
    """
    cache.mkdir(parents=True, exist_ok=True)
    files = [f for f in sorted(output.rglob("*")) if f.is_file()]
    todo, jobs = [], []
    for f in files:
        if f.suffix not in COMPRESSIBLE or f.stat().st_size < 1024:
            continue
        key = hashlib.sha256(f.read_bytes()).hexdigest()
        todo.append((f, cache / f"{key}.gz", cache / f"{key}.br"))
        if not (todo[-1][1].is_file() and todo[-1][2].is_file()):
            jobs.append({"src": str(f), "gz": str(todo[-1][1]), "br": str(todo[-1][2])})
    if jobs:
        log(f"compressing {len(jobs)} files (gzip, brotli)")
        with tempfile.NamedTemporaryFile("w", suffix=".json") as job_file:
            json.dump(jobs, job_file)
            job_file.flush()
            subprocess.run([shutil.which("node") or "node", str(HERE / "compress.mjs"),
                            job_file.name], check=True)
    sizes = {f: f.stat().st_size for f in files}
    sent = {"files": 0, "bytes": sum(sizes.values()), "br": 0, "gzip": 0}
    sent["br"] = sent["gzip"] = sent["bytes"]
    for f, gz, br in todo:
        for coding, copy, suffix in (("gzip", gz, ".gz"), ("br", br, ".br")):
            if copy.stat().st_size <= 0.9 * sizes[f]:
                shutil.copyfile(copy, f.with_name(f.name + suffix))
                sent[coding] -= sizes[f] - copy.stat().st_size
                sent["files"] += coding == "br"
    return sent


def site_size(output: Path) -> dict[str, int]:
    """Bytes of the site: in total, and per part (largest first); the compressed copies
    (:func:`precompress`) are a part of their own, not in the total."""
    parts: dict[str, int] = {}
    copies = 0
    for f in output.rglob("*"):
        if not f.is_file():
            continue
        if f.suffix in (".gz", ".br"):
            copies += f.stat().st_size
            continue
        rel = f.relative_to(output).as_posix()
        if rel.startswith("static/pyodide/"):
            part = "wheels" if rel.endswith(".whl") else "Pyodide runtime"
        elif rel.startswith("build/"):
            part = "JupyterLab"
        elif rel.startswith("extensions/"):
            part = "front-end extensions"
        elif rel.startswith(("files/", "api/contents/")):
            part = "notebooks"
        else:
            part = "other"
        parts[part] = parts.get(part, 0) + f.stat().st_size
    return dict(sorted(parts.items(), key=lambda kv: -kv[1]), total=sum(parts.values()),
                compressed_copies=copies)


def build(output: Path, cache: Path | None = None) -> dict:
    """Build the site into ``output`` (replaced), with downloads cached in ``cache``.

    Parameters
    ----------
    output : pathlib.Path
        The site's folder; deleted first if it exists.
    cache : pathlib.Path, optional
        Downloaded wheels, compiled and compressed copies; default ``.lite-cache/``
        beside ``output``.

    Returns
    -------
    dict
        ``{"seconds": {step: s}, "size": {part: bytes, "total": bytes, ...},
        "sent": see :func:`precompress`, "wheels": [names], "trimmed": {wheel: files}}``.

    Raises
    ------
    RuntimeError, subprocess.CalledProcessError
        If a part cannot be had or a build step fails.
    """
    output = output.resolve()
    cache = (cache or output.parent / ".lite-cache").resolve()
    seconds: dict[str, float] = {}

    def timed(step: str, t0: float) -> float:
        seconds[step] = round(time.monotonic() - t0, 1)
        return time.monotonic()

    t = time.monotonic()
    runtime = pyodide_runtime()
    t = timed("pyodide runtime", t)
    pinned = fetch_pinned(cache / "wheels")
    check_front_ends(pinned)
    t = timed("pinned wheels", t)
    with tempfile.TemporaryDirectory(prefix="gw-lite-") as tmp:
        tmp = Path(tmp)
        own = project_wheel(tmp)
        t = timed("project wheel", t)
        kernel = kernel_wheels()
        served = {name for w in [*pinned, *kernel, own] for name in top_level_imports(w)}
        (tmp / "trimmed").mkdir()
        trimmed, dropped = {}, {}
        for whl in pinned:
            trimmed[whl], n = trim_wheel(whl, tmp / "trimmed", served)
            if n:
                dropped[whl.name] = n
        # sources stay only in the project's own wheel (tracebacks into it show the lines)
        sources = {runtime / "python_stdlib.zip": False, own: True}
        sources.update({trimmed[whl]: False for whl in pinned})
        sources.update({whl: False for whl in kernel})
        compiled = precompile(sources, cache / "compiled")
        t = timed("bytecode", t)
        wheels = [compiled[src] for src in sources if src.suffix == ".whl"]
        zipped = [w for w in wheels if w != compiled[own]
                  and wheel_name_version(w)[0] not in UNPACKED]
        (tmp / "zipped").mkdir()
        stdlib, stubs = zip_into_stdlib(compiled[runtime / "python_stdlib.zip"], zipped,
                                        tmp / "zipped")
        files = [stdlib if name == stdlib.name else runtime / name for name in PYODIDE_FILES]
        imports = {wheel_name_version(w)[0]: top_level_imports(w) for w in zipped}
        lite_dir = tmp / "lite"
        preload = [*KERNEL_PRELOAD, wheel_name_version(own)[0]]
        stage(lite_dir, files, [stubs.get(w, w) for w in wheels],
              json.loads((runtime / "pyodide-lock.json").read_text()), preload, imports)
        t = timed("stage and lock", t)
        if output.exists():
            shutil.rmtree(output)
        proc = subprocess.run(
            [sys.executable, "-m", "jupyterlite_core", "build", "--lite-dir", str(lite_dir),
             "--output-dir", str(output)], cwd=lite_dir, capture_output=True, text=True)
        if proc.returncode:
            raise RuntimeError(f"jupyter lite build failed:\n{proc.stdout}\n{proc.stderr}")
        t = timed("jupyter lite build", t)
    for junk in output.glob(".jupyterlite.doit.db*"):
        junk.unlink()
    answer_comm_info(output)
    # browsers ask for /favicon.ico before JupyterLab sets its icon
    shutil.copy2(output / "lab" / "favicon.ico", output / "favicon.ico")
    sent = precompress(output, cache / "compressed")
    timed("compressed copies", t)
    return {"seconds": seconds, "size": site_size(output), "sent": sent,
            "wheels": sorted(f.name for f in (output / "static" / "pyodide").glob("*.whl")),
            "trimmed": dropped}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--output", type=Path, default=ROOT / "_output",
                        help="the site's folder (default: _output/ in the repository)")
    parser.add_argument("--cache", type=Path, default=None,
                        help="downloaded wheels (default: .lite-cache/ beside the output)")
    args = parser.parse_args(argv)
    report = build(args.output, args.cache)
    size, sent = report["size"], report["sent"]
    log(f"built {args.output} in {sum(report['seconds'].values()):.1f} s "
        f"({', '.join(f'{k} {v} s' for k, v in report['seconds'].items())})")
    log(f"{size['total'] / 1e6:.1f} MB: " + ", ".join(
        f"{k} {v / 1e6:.1f}" for k, v in size.items() if k not in ("total", "compressed_copies")))
    log(f"left out of the wheels: {report['trimmed']} files")
    log(f"compressed copies of {sent['files']} files ({size['compressed_copies'] / 1e6:.1f} MB): "
        f"every file of the site is {sent['bytes'] / 1e6:.1f} MB, "
        f"{sent['br'] / 1e6:.1f} MB with brotli, {sent['gzip'] / 1e6:.1f} MB with gzip")
    return 0


if __name__ == "__main__":
    sys.exit(main())
