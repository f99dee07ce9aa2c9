"""Serve the JupyterLite site as a school's server should: compressed and well cached.

    python lite/serve.py                          # _output/ at http://<this-pc>:8000/
    python lite/serve.py DIR --port 8080 --bind 127.0.0.1

Standard library only: a teacher's laptop or a school server runs it without installing
anything. Compared with ``python -m http.server``, it

- sends the ``.br`` or ``.gz`` copy that ``lite/build.py`` wrote beside a file, when the
  browser accepts that encoding (a first visit moves about half the bytes);
- lets browsers keep files whose name holds a hash of their content for a year without
  asking again (``Cache-Control: public, max-age=31536000, immutable``): a new build gives
  a changed file a new name. Every other file (``index.html``, ``jupyter-lite.json``, the
  Pyodide runtime, the notebooks) is ``no-cache``: the browser asks each time and gets
  ``304 Not Modified`` while it has the current copy (an ``ETag`` made from the file's
  content: JupyterLite gives its files one fixed date, so dates cannot tell builds
  apart), so a student never runs an old build after the teacher put up a new one;
- keeps connections open (HTTP/1.1), which browsers also need to use an ``ETag``;
- sends WebAssembly as ``application/wasm``, which browsers need to compile it while it
  downloads.

Other servers can do the same from the same files (see the README's hosting section):
nginx ``gzip_static``/``brotli_static``, Apache ``mod_rewrite`` + ``mod_headers``.
"""

from __future__ import annotations

import argparse
import functools
import hashlib
import http.server
import os
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

ENCODINGS = (("br", ".br"), ("gzip", ".gz"))
"""Content codings the build writes copies for, preferred first, with their suffix."""

IMMUTABLE = "public, max-age=31536000, immutable"
REVALIDATE = "no-cache"

# A content hash in a file name: JupyterLab's chunks (``1031.b91a70b.js``), the front ends'
# (``remoteEntry.c8c9eed2cdefdeac.js``), the wheels' build tag (``name-1.0-0a1b2c3d4e5f-py3-
# none-any.whl``, see lite/wheels.py).
_HASHED = re.compile(r"[.-]0?[0-9a-f]{7,}[.-]")

TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".ipynb": "application/json",
    ".webmanifest": "application/manifest+json",
    ".whl": "application/zip",
    ".zip": "application/zip",
}


def cache_control(name: str) -> str:
    """The ``Cache-Control`` of a file named ``name`` (see the module docstring)."""
    return IMMUTABLE if _HASHED.search(name) else REVALIDATE


def accepted(header: str | None) -> set[str]:
    """Content codings an ``Accept-Encoding`` header allows (those with ``q=0`` left out)."""
    codings = set()
    for item in (header or "").split(","):
        coding, *params = [p.strip() for p in item.split(";")]
        refused = any(re.fullmatch(r"q\s*=\s*0(\.0*)?", p) for p in params)
        if coding and not refused:
            codings.add(coding.lower())
    return codings


def etag(path: Path, coding: str | None, _known: dict = {}) -> str:  # noqa: B006 - a cache
    """A strong ``ETag`` of ``path`` sent with ``coding``: a hash of the file's content
    (computed once per file, size and modification time)."""
    stat = path.stat()
    key = (path, stat.st_mtime_ns, stat.st_size)
    if key not in _known:
        digest = hashlib.sha256()
        with open(path, "rb") as f:
            for block in iter(lambda: f.read(1 << 20), b""):
                digest.update(block)
        _known[key] = digest.hexdigest()[:20]
    return f'"{_known[key]}{"-" + coding if coding else ""}"'


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files of the site, with precompressed copies and cache headers.

    ``sent`` (a list, shared by every request of a server, or None) gets the number of
    bytes each response's body had on the wire.
    """

    protocol_version = "HTTP/1.1"
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}
    sent: list[int] | None = None
    quiet = False

    def log_message(self, format, *args):  # noqa: A002 - the base class's name
        if not self.quiet:
            super().log_message(format, *args)

    def end_headers(self):
        # the base class's own responses (folders, errors): not cached
        if not getattr(self, "_cache_sent", False):
            self.send_header("Cache-Control", REVALIDATE)
        self._cache_sent = False
        super().end_headers()

    def send_head(self):
        path = Path(self.translate_path(self.path))
        if not path.is_file() or self.path.split("?")[0].endswith("/"):
            return super().send_head()  # folders (index.html, listings) and 404
        codings = accepted(self.headers.get("Accept-Encoding"))
        body, coding = path, None
        for name, suffix in ENCODINGS:
            copy = path.with_name(path.name + suffix)
            if name in codings and copy.is_file():
                body, coding = copy, name
                break
        tag = etag(path, coding)
        if tag in [t.strip() for t in self.headers.get("If-None-Match", "").split(",")]:
            self.send_response(http.HTTPStatus.NOT_MODIFIED)
            self._headers(path, tag, coding)
            self.end_headers()
            return None
        try:
            f = open(body, "rb")  # noqa: SIM115 - the base class closes it after copyfile
        except OSError:
            self.send_error(http.HTTPStatus.NOT_FOUND, "File not found")
            return None
        size = os.fstat(f.fileno()).st_size
        self.send_response(http.HTTPStatus.OK)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Length", str(size))
        self._headers(path, tag, coding)
        self.end_headers()
        if self.sent is not None and self.command != "HEAD":
            self.sent.append(size)
        return f

    def _headers(self, path: Path, tag: str, coding: str | None) -> None:
        self.send_header("ETag", tag)
        self.send_header("Cache-Control", cache_control(path.name))
        self._cache_sent = True
        if coding:
            self.send_header("Content-Encoding", coding)
        if any(path.with_name(path.name + s).is_file() for _, s in ENCODINGS):
            self.send_header("Vary", "Accept-Encoding")


def make_server(site: Path, host: str = "127.0.0.1", port: int = 0, quiet: bool = True,
                sent: list[int] | None = None) -> http.server.ThreadingHTTPServer:
    """A threaded server of ``site`` (not started: call ``serve_forever``).

    Parameters
    ----------
    site : pathlib.Path
        The built site (``lite/build.py --output``).
    host, port : str, int
        Where to listen; port 0 picks a free one (``server.server_address[1]``).
    quiet : bool
        No line per request on stderr.
    sent : list of int, optional
        Gets the body size on the wire of every response (to measure a visit).

    Raises
    ------
    FileNotFoundError
        If ``site`` holds no ``jupyter-lite.json``.
    OSError
        If the address cannot be bound.
    """
    if not (site / "jupyter-lite.json").is_file():
        raise FileNotFoundError(f"{site}: no JupyterLite site here (python lite/build.py)")
    handler = type("Handler", (SiteHandler,), {"quiet": quiet, "sent": sent})
    server = http.server.ThreadingHTTPServer(
        (host, port), functools.partial(handler, directory=str(site)))
    server.daemon_threads = True
    return server


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("site", nargs="?", type=Path, default=ROOT / "_output",
                        help="the built site (default: _output/ in the repository)")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--bind", default="0.0.0.0",
                        help="address to listen on (default: every address of this computer)")
    parser.add_argument("--quiet", action="store_true", help="no line per request")
    args = parser.parse_args(argv)
    try:
        server = make_server(args.site, args.bind, args.port, quiet=args.quiet)
    except (FileNotFoundError, OSError) as exc:
        print(f"lite/serve.py: {exc}", file=sys.stderr)
        return 1
    host, port = server.server_address[:2]
    shown = "<this-pc>" if host == "0.0.0.0" else host
    print(f"serving {args.site} at http://{shown}:{port}/lab/index.html "
          "(Ctrl+C stops)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
