"""Compile the Python files of wheels and of Pyodide's standard library zip to bytecode.

Runs inside Pyodide (``lite/pycompile.mjs`` starts it in Node.js), so the bytecode is that
of the very interpreter the site runs. Pyodide's runtime and the wheels from PyPI hold
only sources, and Pyodide does not write bytecode caches: without this, every import in
the browser compiles its module again, every time the page loads (importing IPython took
about 5 s of the kernel's start).

``compile_archive(src, dst, keep_sources)`` writes a copy of the zip ``src`` to ``dst``:

- ``keep_sources=False``: each ``name.py`` is replaced by ``name.pyc`` at the same place
  (a sourceless module, as imports and ``zipimport`` find it); files that do not compile
  stay sources;
- ``keep_sources=True``: the sources stay, and each gets
  ``__pycache__/name.<cache tag>.pyc``, a pyc that Python uses without checking it
  against the source (``UNCHECKED_HASH``: an unpacked wheel's files do not keep their
  times), so tracebacks still show the lines of code.

A wheel's ``RECORD`` lists the files it then holds.
"""

from __future__ import annotations

import base64
import csv
import hashlib
import importlib.util
import io
import os
import sys
import warnings
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

TAG = sys.implementation.cache_tag


def pyc_bytes(source: bytes, filename: str) -> bytes:
    """An unchecked hash-based pyc of ``source``, as Python reads it from ``__pycache__``.

    Raises
    ------
    SyntaxError, ValueError
        If ``source`` does not compile.
    """
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # e.g. invalid escapes in libraries' old strings
        code = compile(source, filename, "exec", dont_inherit=True)
    return bytes(_code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False))


def _record_line(name: str, data: bytes) -> list[str]:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return [name, f"sha256={digest}", str(len(data))]


def compile_archive(src: str, dst: str, keep_sources: bool) -> int:
    """Write ``dst``: the zip ``src`` with its ``.py`` files compiled (see the module).

    Returns
    -------
    int
        How many modules were compiled.
    """
    written: dict[str, tuple[zipfile.ZipInfo, bytes]] = {}

    def put(name: str, like: zipfile.ZipInfo, data: bytes) -> None:
        info = zipfile.ZipInfo(name, like.date_time)
        info.external_attr = like.external_attr or (0o644 << 16)
        info.compress_type = zipfile.ZIP_DEFLATED
        written[name] = (info, data)

    record = None
    compiled = 0
    with zipfile.ZipFile(src) as zin:
        for info in zin.infolist():
            name, data = info.filename, zin.read(info)
            if name.endswith(".dist-info/RECORD") and name.count("/") == 1:
                record = info
                continue
            try:
                pyc = pyc_bytes(data, name) if name.endswith(".py") else None
            except (SyntaxError, ValueError):
                pyc = None
            if pyc is None or keep_sources:
                put(name, info, data)
            if pyc is None:
                continue
            compiled += 1
            if keep_sources:
                folder, file = os.path.split(name)
                put(f"{folder}/__pycache__/{file[:-3]}.{TAG}.pyc".lstrip("/"), info, pyc)
            else:
                put(name + "c", info, pyc)
    if record is not None:
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        for name, (_, data) in written.items():
            writer.writerow(_record_line(name, data))
        writer.writerow([record.filename, "", ""])
        put(record.filename, record, out.getvalue().encode())
    with zipfile.ZipFile(dst, "w") as zout:
        for info, data in written.values():
            zout.writestr(info, data)
    return compiled
