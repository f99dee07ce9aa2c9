"""What the README and the other files tell people stays true.

- No file tells anyone to ``pip install gamewidgets``: on PyPI that name is an unrelated
  pygame project; this package installs as ``jupyter-gamewidgets``.
- The JupyterLite site's sizes that the README states are within 10% of what
  ``lite/build.py`` measures (:func:`site_size`) on the site ``GW_LITE_SITE`` names
  (``.ci/run`` builds it as the tests start, and the check waits for it; without it the
  check is skipped). A package's
  size is that of its wheel and of its files in the standard library's zip (where the
  build puts the code of most wheels); ``_output/`` counts the compressed copies too.
"""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from helpers.lite import prebuilt_site

ROOT = Path(__file__).resolve().parents[1]

# `pip install gamewidgets`, `%pip install -U "gamewidgets[lab]"`, `python -m pip3 install
# gamewidgets`; not `jupyter-gamewidgets`, `gamewidgets-x` or a path ending in the name
OLD_NAME_INSTALL = re.compile(
    r"""\bpip3?\s+install\s+(?:-{1,2}[\w-]+(?:=\S+)?\s+)*["']?gamewidgets(?![\w.-])""",
    re.IGNORECASE)


def test_the_old_name_pattern_finds_what_it_should():
    found = ["pip install gamewidgets", "!pip install gamewidgets", "%pip install -U gamewidgets",
             'pip install "gamewidgets[lab]" nbgrader', "python -m pip3 install  gamewidgets\n",
             "pip install --upgrade GameWidgets"]
    not_found = ['pip install "jupyter-gamewidgets[lab]"', "pip install jupyter-gamewidgets",
                 "pip install gamewidgets-teacher", "pip install ./gamewidgets.whl",
                 "`gamewidgets` on PyPI is another project", "import gamewidgets"]
    assert [s for s in found if not OLD_NAME_INSTALL.search(s)] == []
    assert [s for s in not_found if OLD_NAME_INSTALL.search(s)] == []


def repository_texts() -> dict[str, str]:
    """Every text file git tracks or would track (not ignored), by path; this file left out."""
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                            cwd=ROOT, capture_output=True, text=True, check=True).stdout
    texts = {}
    for rel in filter(None, listed.split("\0")):
        path = ROOT / rel
        if rel == "tests/test_readme.py" or not path.is_file():
            continue
        try:
            texts[rel] = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue  # binary
    return texts


def test_no_file_tells_anyone_to_install_the_old_name():
    texts = repository_texts()
    assert {"README.md", "docs/teaching.md", "binder/postBuild", "lite/build.py",
            "notebooks/01_gramin_loops.ipynb"} <= texts.keys()
    found = {rel: OLD_NAME_INSTALL.findall(text) for rel, text in texts.items()}
    assert {rel: hits for rel, hits in found.items() if hits} == {}


# ---- the JupyterLite site's figures --------------------------------------------------------

def _lite_build():
    """lite/build.py as a module (its name would shadow PyPA's ``build``)."""
    sys.path.insert(0, str(ROOT / "lite"))
    try:
        spec = importlib.util.spec_from_file_location("lite_build", ROOT / "lite" / "build.py")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(str(ROOT / "lite"))
    return module


def measured(site: Path) -> dict[str, float]:
    """The site's sizes in MB (and its number of files), as the README names them."""
    size = _lite_build().site_size(site)
    pyodide = site / "static" / "pyodide"
    wheels = {w.name.split("-")[0].lower(): w.stat().st_size for w in pyodide.glob("*.whl")}
    zipped: dict[str, int] = {}
    with zipfile.ZipFile(pyodide / "python_stdlib.zip") as z:
        for info in z.infolist():
            top = info.filename.split("/", 1)[0]
            zipped[top] = zipped.get(top, 0) + info.compress_size

    def package(wheel: str, top: str) -> float:
        return (wheels[wheel] + zipped.get(top, 0)) / 1e6

    return {"site": size["total"] / 1e6,
            "_output/": (size["total"] + size["compressed_copies"]) / 1e6,
            "files": sum(1 for f in site.rglob("*") if f.is_file()),
            "JupyterLab": size["JupyterLab"] / 1e6,
            "the Pyodide runtime": size["Pyodide runtime"] / 1e6,
            "WebAssembly": (pyodide / "pyodide.asm.wasm").stat().st_size / 1e6,
            "the compiled standard library": (pyodide / "python_stdlib.zip").stat().st_size / 1e6,
            "the wheels": size["wheels"] / 1e6,
            "pygments": package("pygments", "pygments"),
            "jedi for completion": package("jedi", "jedi"),
            "IPython": package("ipython", "IPython"),
            "the package": package("jupyter_gamewidgets", "gamewidgets"),
            "the front ends of the widgets": size["front-end extensions"] / 1e6}


def stated() -> dict[str, float]:
    """The same figures as the README's section on JupyterLite states them."""
    readme = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    section = readme[readme.index("## Lessons in the browser (JupyterLite)") + 3:]
    end = re.search(r" ## [A-Z]", section)
    section = section[:end.start() if end else len(section)]
    host = re.search(r"copy `_output/` \((?:about )?([\d.]+) MB, (?:about )?(\d+) files\)",
                     section)
    assert host, "the README's size of _output/"
    size = section[section.index("Its size:"):]
    figures = {"_output/": float(host[1]), "files": float(host[2])}
    for name in ("Its size:", "JupyterLab", "the Pyodide runtime", "WebAssembly",
                 "the compiled standard library", "the wheels", "pygments",
                 "jedi for completion", "IPython", "the package",
                 "the front ends of the widgets"):
        m = re.search(rf"{re.escape(name)},? (?:of which )?(?:about )?([\d.]+) MB", size)
        assert m, f"the README's size of {name}"
        figures["site" if name == "Its size:" else name] = float(m[1])
    return figures


def test_the_readme_states_every_figure_it_is_checked_on():
    assert set(stated()) == {"site", "_output/", "files", "JupyterLab", "the Pyodide runtime",
                             "WebAssembly", "the compiled standard library", "the wheels",
                             "pygments", "jedi for completion", "IPython", "the package",
                             "the front ends of the widgets"}


def test_the_readme_states_the_sites_sizes_within_10_percent():
    site = prebuilt_site()
    if site is None:
        pytest.skip("GW_LITE_SITE names no built site (.ci/run builds one)")
    real, told = measured(site), stated()
    off = {k: (told[k], round(real[k], 2)) for k in told if abs(told[k] - real[k]) > 0.1 * real[k]}
    assert off == {}, "README figure -> measured (MB, or files)"
