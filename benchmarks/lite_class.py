"""A class opening the JupyterLite site at once: what one server sends, and how soon.

Run: ``python benchmarks/lite_class.py`` (the site ``GW_LITE_SITE`` names, else ``_output/``;
a few minutes; ``GW_BENCH_SMOKE=1``: 3 students, see ``benchmarks/smoke.py``). Options::

    --site DIR        the site, served by lite/serve.py
    --before DIR      also a site served by ``python -m http.server`` (an older build, or
                      the same one: then the figures show what the server alone changes)
    --students N      simultaneous first visits (default 30)
    --notebook PATH   the notebook they open (default demo_gramin.ipynb)

A student's first visit is recorded once from Chromium (every file the page asked for,
and the encodings it accepts). Then N students ask for those files at the same moment,
each over 6 connections as a browser does, from one server running in its own process:
N - 1 of them replay the recording (an HTTP client is all that needs: the CPU work of
starting Python happens on each student's own computer), and the last one is a real
Chromium, whose first widget (*Run All* once the kernel is idle) is timed while the server
serves the others. Printed: the bytes the server sent, when the last replaying student had
every file (the wire here is this machine's loopback; on a school's network the bytes
divided by its speed are the floor, e.g. 100 Mbit/s moves 12.5 MB a second), and the real
student's seconds to notebook shown, kernel idle and first widget.
"""

from __future__ import annotations

import argparse
import http.client
import os
import queue
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from urllib.parse import urlparse

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
import lite_start  # noqa: E402
from smoke import SMOKE, size  # noqa: E402

CONNECTIONS = 6
"""Connections a browser opens to one host over HTTP/1.1."""


def start_server(site: Path, kind: str) -> tuple[subprocess.Popen, str]:
    """The server of ``site`` in its own process: ``lite`` (lite/serve.py) or ``plain``
    (``python -m http.server``); returns it and its base URL once it answers."""
    with __import__("socket").socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    cmd = ([sys.executable, str(ROOT / "lite" / "serve.py"), str(site), "--quiet"]
           if kind == "lite" else [sys.executable, "-m", "http.server", "-d", str(site)])
    proc = subprocess.Popen([*cmd, "--bind", "127.0.0.1", "--port", str(port)]
                            if kind == "lite" else [*cmd, "--bind", "127.0.0.1", str(port)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
            conn.request("HEAD", "/jupyter-lite.json")
            conn.getresponse().read()
            conn.close()
            return proc, f"http://127.0.0.1:{port}"
        except OSError:
            time.sleep(0.1)
    proc.kill()
    raise RuntimeError(f"the {kind} server did not answer")


def record_visit(playwright, base: str, notebook: str, profile: Path) -> list[tuple[str, str]]:
    """Every request of a first visit to ``notebook``: (path and query, Accept-Encoding)."""
    seen: list[tuple[str, str]] = []

    def on_request(request):
        url = urlparse(request.url)
        if url.hostname == "127.0.0.1":
            target = url.path + (f"?{url.query}" if url.query else "")
            # headers Chromium adds itself (Accept-Encoding) are only in all_headers()
            seen.append((target, request.all_headers().get("accept-encoding", "")))

    site = lite_start.Site("record", Path(), "external", url=base)
    lite_start.visit(playwright, site, notebook, profile, "first", on_request=on_request)
    return seen


RETRIES = 3
"""Times a request refused or cut off by the server is sent again (a browser retries too)."""


def student(base: str, requests: list[tuple[str, str]], got: list[int],
            failed: list[str]) -> None:
    """Fetch every file of ``requests`` over :data:`CONNECTIONS` connections, adding the
    bytes of each response (headers and body, as they came) to ``got``; each attempt the
    server refused or cut off is added to ``failed`` (a file that failed :data:`RETRIES`
    times more is given up)."""
    todo: queue.Queue = queue.Queue()
    for item in requests:
        todo.put(item)
    host = urlparse(base)

    def connection():
        conn = None
        while True:
            try:
                target, encoding = todo.get_nowait()
            except queue.Empty:
                break
            for _attempt in range(1 + RETRIES):
                if conn is None:
                    conn = http.client.HTTPConnection(host.hostname, host.port, timeout=120)
                try:
                    conn.request("GET", target, headers={"Accept-Encoding": encoding})
                    response = conn.getresponse()
                    body = response.read()
                except (OSError, http.client.HTTPException) as exc:
                    failed.append(f"{target}: {exc!r}")
                    conn.close()
                    conn = None
                    continue
                got.append(len(body) + sum(len(k) + len(v) + 4
                                           for k, v in response.getheaders()))
                if response.will_close:
                    conn.close()
                    conn = None
                break
        if conn is not None:
            conn.close()

    threads = [threading.Thread(target=connection) for _ in range(CONNECTIONS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()


def class_visit(playwright, label: str, site: Path, kind: str, notebook: str, students: int,
                tmp: Path) -> dict:
    """``students`` simultaneous first visits of ``site`` served by a ``kind`` server."""
    proc, base = start_server(site, kind)
    try:
        requests = record_visit(playwright, base, notebook, tmp / f"{label}-record")
        got: list[int] = []
        failed: list[str] = []
        done: list[float] = []
        real: dict = {}
        t0 = time.monotonic()

        def replay():
            student(base, requests, got, failed)
            done.append(time.monotonic() - t0)

        threads = [threading.Thread(target=replay) for _ in range(students - 1)]
        load = os.getloadavg()[0]
        for t in threads:
            t.start()
        browser = lite_start.Site(label, site, "external", url=base)
        v = lite_start.visit(playwright, browser, notebook, tmp / f"{label}-student", "first")
        real.update(shown=v.shown, idle=v.idle, widget=v.widget, off_host=v.off_host)
        for t in threads:
            t.join()
    finally:
        proc.terminate()
        proc.wait()
    per_student = sum(got) / max(1, students - 1)
    return {"label": label, "server": kind, "students": students, "load": load,
            "requests": len(requests), "per_student": per_student, "failed": len(failed),
            "total": per_student * students, "files_median": statistics.median(done),
            "files_last": max(done), **real}


def summary(row: dict) -> str:
    """One line of a class's figures, printed as soon as it is measured."""
    return (f"{row['label']}: {row['students']} students, {row['total'] / 1e6:.0f} MB sent, "
            f"{row['failed']} attempts refused or cut off, last replay done "
            f"{row['files_last']:.1f} s, real student's first widget "
            f"{row['widget']:.1f} s, load {row['load']:.1f}")


def report(rows: list[dict]) -> str:
    head = ["site", "server", "students", "requests per visit", "sent per student",
            "sent in all", "attempts refused or cut off", "replays done: median / last",
            "real student: notebook shown", "kernel idle", "first widget", "at 100 Mbit/s"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for r in rows:
        lines.append("| " + " | ".join([
            r["label"], "lite/serve.py" if r["server"] == "lite" else "http.server",
            str(r["students"]), str(r["requests"]), f"{r['per_student'] / 1e6:.1f} MB",
            f"{r['total'] / 1e6:.0f} MB", str(r["failed"]),
            f"{r['files_median']:.1f} / {r['files_last']:.1f} s",
            f"{r['shown']:.1f} s", f"{r['idle']:.1f} s", f"{r['widget']:.1f} s",
            f"{r['total'] * 8 / 100e6:.0f} s"]) + " |")
    loads = [r["load"] for r in rows]
    return ("\n".join(lines) + f"\n\nMachine: {os.cpu_count()} CPUs, load average "
            f"{min(loads):.1f}-{max(loads):.1f} at the start of each class; the server, the "
            "replaying students and the real student's Chromium share it. Requests to other "
            f"hosts: {sum(r['off_host'] for r in rows)}.\n")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--site", type=Path, default=lite_start.SITE)
    parser.add_argument("--before", type=Path, default=None)
    parser.add_argument("--students", type=int, default=size(30, 3))
    parser.add_argument("--notebook", default="demo_gramin.ipynb")
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args(argv)
    students = args.students
    if students < 2:
        parser.error("--students: at least 2 (one of them a real browser)")
    for site in [args.site, args.before]:
        if site is not None and not (site / "jupyter-lite.json").is_file():
            parser.error(f"{site}: no site there (python lite/build.py)")
    if SMOKE:
        print(f"GW_BENCH_SMOKE: a class of {students}, the figures mean nothing")
    print(f"lite_class: {students} students; {os.cpu_count()} CPUs, load "
          f"{os.getloadavg()[0]:.1f}", flush=True)
    from playwright.sync_api import sync_playwright

    rows = []
    with sync_playwright() as playwright, tempfile.TemporaryDirectory() as tmp:
        if args.before:
            rows.append(class_visit(playwright, "before", args.before.resolve(), "plain",
                                    args.notebook, students, Path(tmp)))
            print(summary(rows[-1]), flush=True)
        rows.append(class_visit(playwright, "after" if args.before else "site",
                                args.site.resolve(), "lite", args.notebook, students, Path(tmp)))
        print(summary(rows[-1]), flush=True)
    text = report(rows)
    print("\n" + text)
    if args.out:
        args.out.write_text(text)
    return 1 if any(r["off_host"] for r in rows) else 0


if __name__ == "__main__":
    sys.exit(main())
