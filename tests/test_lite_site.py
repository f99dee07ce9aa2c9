"""The JupyterLite site's build steps and server (``lite/``), without building a site.

The site itself, in Chromium, is tested by ``tests/browser/test_lite.py``.
"""

from __future__ import annotations

import ast
import hashlib
import http.client
import importlib
import importlib.util
import json
import os
import random
import shutil
import sys
import threading
import zipfile
from pathlib import Path

import pytest

LITE = Path(__file__).resolve().parent.parent / "lite"
sys.path.insert(0, str(LITE))

import serve  # noqa: E402
import wheels  # noqa: E402

# lite/build.py under another name: ``build`` is PyPA's build tool
_spec = importlib.util.spec_from_file_location("lite_build", LITE / "build.py")
build = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(build)


def make_wheel(path: Path, files: dict[str, str], name: str = "demo", version: str = "1.0"):
    """A wheel at ``path`` holding ``files`` and a minimal ``.dist-info``."""
    info = f"{name}-{version}.dist-info"
    files = {**files, f"{info}/METADATA": f"Metadata-Version: 2.1\nName: {name}\n"
                                          f"Version: {version}\n",
             f"{info}/WHEEL": "Wheel-Version: 1.0\n", f"{info}/RECORD": "stale\n"}
    with zipfile.ZipFile(path, "w") as z:
        for member, text in files.items():
            z.writestr(member, text)
    return path


# --- lite/serve.py -----------------------------------------------------------------------

@pytest.mark.parametrize("name, immutable", [
    ("1031.b91a70b.js", True),  # JupyterLab's chunks
    ("remoteEntry.c8c9eed2cdefdeac.js", True),  # front-end extensions
    ("ipython-9.12.0-08dea3f57d8f0-py3-none-any.whl", True),  # lite/wheels.py content_named
    ("ipython-9.12.0-py3-none-any.whl", False),  # a version is no content hash
    ("pyodide.asm.wasm", False),
    ("python_stdlib.zip", False),
    ("jupyter-lite.json", False),
    ("index.html", False),
    ("fa-solid-900.woff2", False),
])
def test_only_files_named_by_their_content_are_cached_for_good(name, immutable):
    expected = serve.IMMUTABLE if immutable else serve.REVALIDATE
    assert serve.cache_control(name) == expected


def test_accept_encoding_is_read_with_its_weights():
    assert serve.accepted("gzip, deflate, br, zstd") == {"gzip", "deflate", "br", "zstd"}
    assert serve.accepted("br;q=0, gzip;q=0.5") == {"gzip"}
    assert serve.accepted("BR; q=1.0 , gzip ;q=0.000") == {"br"}
    assert serve.accepted(None) == set()


@pytest.fixture
def served(tmp_path):
    """A tiny site with a compressed copy, served by lite/serve.py; yields
    ``get(path, **headers) -> (status, headers, body)`` and the list of bytes sent."""
    site = tmp_path / "site"
    (site / "lab").mkdir(parents=True)
    (site / "jupyter-lite.json").write_text("{}")
    (site / "lab" / "index.html").write_text("<html>lab</html>")
    (site / "app.0123abcd.js").write_text("let x = 1;" * 100)
    (site / "app.0123abcd.js.br").write_bytes(b"BROTLI")
    (site / "app.0123abcd.js.gz").write_bytes(b"GZIP")
    (site / "runtime.wasm").write_bytes(b"\0asm")
    sent: list[int] = []
    server = serve.make_server(site, sent=sent)
    threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True).start()

    def get(path, **headers):
        conn = http.client.HTTPConnection("127.0.0.1", server.server_address[1], timeout=10)
        conn.request("GET", path, headers={k.replace("_", "-"): v for k, v in headers.items()})
        response = conn.getresponse()
        body = response.read()
        conn.close()
        return response.status, dict(response.getheaders()), body

    yield get, sent, site
    server.shutdown()
    server.server_close()


def test_the_server_sends_the_compressed_copy_the_browser_accepts(served):
    get, sent, _ = served
    status, headers, body = get("/app.0123abcd.js", Accept_Encoding="gzip, deflate, br")
    assert (status, body, headers["Content-Encoding"]) == (200, b"BROTLI", "br")
    assert headers["Content-Type"] == "text/javascript"
    assert headers["Cache-Control"] == serve.IMMUTABLE
    assert headers["Vary"] == "Accept-Encoding"
    assert headers["Content-Length"] == "6"
    status, headers, body = get("/app.0123abcd.js", Accept_Encoding="gzip")
    assert (body, headers["Content-Encoding"]) == (b"GZIP", "gzip")
    status, headers, body = get("/app.0123abcd.js")
    assert body == b"let x = 1;" * 100 and "Content-Encoding" not in headers
    assert sent == [6, 4, 1000]


def test_an_unchanged_file_is_not_sent_again_and_a_changed_one_is(served):
    get, sent, site = served
    status, headers, _ = get("/runtime.wasm")
    assert (status, headers["Content-Type"]) == (200, "application/wasm")
    assert headers["Cache-Control"] == "no-cache"
    status, _, body = get("/runtime.wasm", If_None_Match=headers["ETag"])
    assert (status, body) == (304, b"")
    # a new build: same date, other content (JupyterLite gives its files one fixed date)
    stat = (site / "runtime.wasm").stat()
    (site / "runtime.wasm").write_bytes(b"\0asm\1")
    os.utime(site / "runtime.wasm", ns=(stat.st_atime_ns, stat.st_mtime_ns))
    status, _, body = get("/runtime.wasm", If_None_Match=headers["ETag"])
    assert (status, body) == (200, b"\0asm\1")
    # the copy sent with an encoding has an ETag of its own
    _, plain, _ = get("/app.0123abcd.js")
    _, brotli, _ = get("/app.0123abcd.js", Accept_Encoding="br")
    assert plain["ETag"] != brotli["ETag"]


def test_folders_and_missing_files(served):
    get, _, _ = served
    status, headers, body = get("/lab/")
    assert (status, body) == (200, b"<html>lab</html>")
    assert headers["Cache-Control"] == "no-cache"
    assert get("/lab")[0] == 301
    assert get("/nothing.js")[0] == 404


def test_the_server_refuses_a_folder_that_is_no_site(tmp_path):
    with pytest.raises(FileNotFoundError, match="no JupyterLite site"):
        serve.make_server(tmp_path)
    assert serve.main([str(tmp_path), "--port", "0"]) == 1


# --- lite/wheels.py ----------------------------------------------------------------------

def test_a_served_wheel_is_named_by_its_content(tmp_path):
    whl = make_wheel(tmp_path / "demo-1.0-py3-none-any.whl", {"demo/__init__.py": "x = 1"})
    digest = hashlib.sha256(whl.read_bytes()).hexdigest()[:12]
    assert wheels.content_named(whl) == f"demo-1.0-0{digest}-py3-none-any.whl"
    tagged = whl.rename(tmp_path / "demo-1.0-0abc-py3-none-any.whl")  # a tag is replaced
    assert wheels.content_named(tagged) == f"demo-1.0-0{digest}-py3-none-any.whl"
    assert serve.cache_control(wheels.content_named(tagged)) == serve.IMMUTABLE


def test_jedi_keeps_only_the_stubs_the_site_can_use(tmp_path):
    typeshed = "jedi/third_party/typeshed"
    whl = make_wheel(tmp_path / "jedi-0.19.2-py2.py3-none-any.whl", {
        "jedi/__init__.py": "",
        f"{typeshed}/stdlib/3/os/__init__.pyi": "",
        f"{typeshed}/stdlib/2/os/__init__.pyi": "",  # Python 2
        f"{typeshed}/third_party/2and3/six/__init__.pyi": "",  # served
        f"{typeshed}/third_party/2and3/requests/__init__.pyi": "",  # not served
        f"{typeshed}/third_party/3/typing_extensions.pyi": "",  # served
        f"{typeshed}/third_party/2/six/__init__.pyi": "",  # Python 2
        "jedi/third_party/django-stubs/django-stubs/__init__.pyi": "",
        "jedi/api/tests/test_x.py": "",
    }, name="jedi", version="0.19.2")
    (tmp_path / "out").mkdir()
    out, dropped = wheels.trim_wheel(whl, tmp_path / "out", {"six", "typing_extensions"})
    kept = sorted(n for n in zipfile.ZipFile(out).namelist() if not n.startswith("jedi-"))
    assert kept == ["jedi/__init__.py", f"{typeshed}/stdlib/3/os/__init__.pyi",
                    f"{typeshed}/third_party/2and3/six/__init__.pyi",
                    f"{typeshed}/third_party/3/typing_extensions.pyi"]
    assert dropped == 5
    (tmp_path / "again").mkdir()
    again, _ = wheels.trim_wheel(whl, tmp_path / "again", {"six", "typing_extensions"})
    assert again.read_bytes() == out.read_bytes()  # the same bytes: the compiled copy is cached


def test_pygments_keeps_the_python_lexer_and_a_map_of_what_it_keeps(tmp_path):
    mapping = ("# generated\n\nLEXERS = {\n"
               "    'CLexer': ('pygments.lexers.c_cpp', 'C', ('c',), ('*.c',), ()),\n"
               "    'PythonLexer': ('pygments.lexers.python', 'Python', ('python', 'py'), "
               "('*.py',), ()),\n"
               "    'TextLexer': ('pygments.lexers.special', 'Text only', ('text',), "
               "('*.txt',), ()),\n}\n")
    whl = make_wheel(tmp_path / "pygments-2.20.0-py3-none-any.whl", {
        "pygments/__init__.py": "", "pygments/lexers/__init__.py": "",
        "pygments/lexers/_mapping.py": mapping, "pygments/lexers/python.py": "",
        "pygments/lexers/special.py": "", "pygments/lexers/c_cpp.py": "",
        "pygments/lexers/_lua_builtins.py": "",
    }, name="pygments", version="2.20.0")
    (tmp_path / "out").mkdir()
    out, dropped = wheels.trim_wheel(whl, tmp_path / "out", set())
    with zipfile.ZipFile(out) as z:
        names = sorted(n for n in z.namelist() if n.startswith("pygments/lexers/"))
        kept = ast.literal_eval(z.read("pygments/lexers/_mapping.py").decode().split("= ", 1)[1])
    assert names == ["pygments/lexers/__init__.py", "pygments/lexers/_mapping.py",
                     "pygments/lexers/python.py", "pygments/lexers/special.py"]
    assert sorted(kept) == ["PythonLexer", "TextLexer"] and dropped == 2
    with pytest.raises(RuntimeError, match="LEXERS"):
        wheels._kept_lexers_map("LEXERS = {}\nOTHER = 1\n")


def test_packages_are_imported_from_the_standard_librarys_zip(tmp_path):
    stdlib = tmp_path / "python_stdlib.zip"
    with zipfile.ZipFile(stdlib, "w") as z:
        z.writestr("json_like.py", "STDLIB = True\n")
    pkg = make_wheel(tmp_path / "zipdemo-2.0-py3-none-any.whl", {
        "zipdemo/__init__.py": "from zipdemo.inner import VALUE\n",
        "zipdemo/inner.py": "VALUE = 42\n",
        "zipdemo-2.0.data/data/share/man/man1/zipdemo.1": "man page",
    }, name="zipdemo", version="2.0")
    (tmp_path / "out").mkdir()
    merged, stubs = wheels.zip_into_stdlib(stdlib, [pkg], tmp_path / "out")
    assert merged.name == "python_stdlib.zip"
    with zipfile.ZipFile(merged) as z:
        assert sorted(z.namelist()) == ["json_like.py", "zipdemo/__init__.py", "zipdemo/inner.py"]
    with zipfile.ZipFile(stubs[pkg]) as z:
        names = sorted(z.namelist())
        record = z.read("zipdemo-2.0.dist-info/RECORD").decode()
    assert names == ["zipdemo-2.0.dist-info/METADATA", "zipdemo-2.0.dist-info/RECORD",
                     "zipdemo-2.0.dist-info/WHEEL"]
    assert "zipdemo-2.0.dist-info/METADATA,sha256=" in record and "stale" not in record
    sys.path.insert(0, str(merged))
    try:
        assert importlib.import_module("zipdemo").VALUE == 42
    finally:
        sys.path.remove(str(merged))
        sys.modules.pop("zipdemo", None)
        sys.modules.pop("zipdemo.inner", None)
    other = make_wheel(tmp_path / "other-1.0-py3-none-any.whl", {"zipdemo/inner.py": ""},
                       name="other")
    (tmp_path / "out2").mkdir()
    with pytest.raises(RuntimeError, match="zipdemo/inner.py is in"):
        wheels.zip_into_stdlib(stdlib, [pkg, other], tmp_path / "out2")


def test_metadata_wheels_keep_the_import_names_of_their_packages(tmp_path):
    stub = make_wheel(tmp_path / "zipdemo-2.0-py3-none-any.whl", {}, name="zipdemo",
                      version="2.0")
    base = {"info": {"python": "3.14.0"}, "packages": {}}
    entry = wheels.lock_entries([stub], base, {"zipdemo": ["zipdemo"]})["zipdemo"]
    assert entry["imports"] == ["zipdemo"] and entry["file_name"] == stub.name


# --- lite/build.py -----------------------------------------------------------------------

def test_the_early_kernel_extension_is_written_as_jupyterlite_takes_it(tmp_path):
    ext = build.early_kernel(tmp_path)
    package = json.loads((ext / "package.json").read_text())
    assert package["name"] == build.EARLY_KERNEL
    entry = ext / package["jupyterlab"]["_build"]["load"]
    code = entry.read_text()
    assert "__NAME__" not in code and "__KERNEL__" not in code
    assert f'const NAME = "{build.EARLY_KERNEL}"' in code
    assert f'const KERNEL = "{build.KERNEL_NAME}"' in code
    digest = hashlib.sha256(code.encode()).hexdigest()[:16]
    assert entry.name == f"remoteEntry.{digest}.js"
    assert serve.cache_control(entry.name) == serve.IMMUTABLE


@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node.js")
def test_compressed_copies_only_where_they_are_smaller(tmp_path):
    import gzip

    site, cache = tmp_path / "site", tmp_path / "cache"
    site.mkdir()
    (site / "big.js").write_text("const x = 1;\n" * 1000)
    (site / "tiny.js").write_text("x")  # under 1 kB: no copy
    (site / "random.json").write_bytes(random.Random(1).randbytes(1280))  # incompressible
    (site / "lib.whl").write_bytes(b"zip" * 1000)  # archives are compressed already
    sent = build.precompress(site, cache)
    assert sorted(p.name for p in site.iterdir()) == [
        "big.js", "big.js.br", "big.js.gz", "lib.whl", "random.json", "tiny.js"]
    assert gzip.decompress((site / "big.js.gz").read_bytes()) == (site / "big.js").read_bytes()
    assert sent["files"] == 1 and sent["br"] < sent["gzip"] < sent["bytes"]
    before = sorted(cache.iterdir())
    build.precompress(site, cache)  # nothing compressed again
    assert sorted(cache.iterdir()) == before


def test_the_tests_wait_for_the_site_built_beside_them_and_fail_when_its_build_failed(
        tmp_path, monkeypatch):
    """``.ci/run`` builds the site while the tests start (tests/helpers/lite.py): a test
    that needs it waits for the build's exit status, and a failed build fails the test."""
    from helpers.lite import prebuilt_site

    monkeypatch.delenv("GW_LITE_SITE", raising=False)
    assert prebuilt_site() is None
    site, status = tmp_path / "_output", tmp_path / "_output.status"
    monkeypatch.setenv("GW_LITE_SITE", str(site))
    monkeypatch.setenv("GW_LITE_STATUS", str(status))
    with pytest.raises(pytest.fail.Exception, match="waiting for the JupyterLite site"):
        prebuilt_site(timeout=1)
    threading.Timer(0.3, status.write_text, ["0\n"]).start()
    assert prebuilt_site(timeout=30) == site  # written while it waited
    status.write_text("2\n")
    with pytest.raises(pytest.fail.Exception, match=r"lite/build.py failed \(exit 2\)"):
        prebuilt_site()
    monkeypatch.delenv("GW_LITE_STATUS")
    assert prebuilt_site() == site  # a site built before the tests: no status to wait for
