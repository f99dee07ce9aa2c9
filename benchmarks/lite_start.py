"""How soon a lesson's first widget appears in the JupyterLite site, on a first and a later visit.

Run: ``python benchmarks/lite_start.py`` (the site ``GW_LITE_SITE`` names, else ``_output/``:
``python lite/build.py``; about 15 minutes per site on an idle 2-core machine;
``GW_BENCH_SMOKE=1``: one first and one later visit of ``demo_gramin``, see
``benchmarks/smoke.py``). Options::

    --site DIR          the site to measure, served by lite/serve.py
    --before DIR        also measure another build (an older commit's), in the same run,
                        served by ``python -m http.server`` (--before-server lite: by serve.py);
                        then the table ends with the ratios after / before
    --runs N            visits of each kind per notebook and site (default 5)
    --notebook PATH     a notebook of the site (repeatable; default: the three demos and
                        lessons 01-03, one per game)
    --out FILE          write the table there too (Markdown)

A site to compare with, built from an older commit::

    git worktree add /tmp/before <commit> && cd /tmp/before && npm ci
    <this venv>/bin/python lite/build.py --output /tmp/before-site --cache /tmp/before-cache

Each visit is a new headless Chromium (the system one, as the browser tests use, that
reaches nothing but 127.0.0.1) opening ``lab/index.html?path=<notebook>``: a *first visit*
with a new profile (empty HTTP cache), then a *later visit* with the same profile started
again (the cache the first one left, as a student's browser the next lesson). Seconds from
opening the page to:

- **notebook shown**: the notebook's first cell drawn;
- **kernel idle**: the status bar says ``Idle`` (the in-browser Python has started);
- **first widget**: *Run All* (chosen as soon as the kernel is idle), then the notebook's
  first game widget drawn;

and **kernel started** (when the page created the kernel's worker), the **browser CPU**
seconds of every Chromium process of the visit (less sensitive to other work on the
machine than the times), and the bytes the server **sent**. The machine's load average is
printed for every visit: the times are only comparable between runs on a machine that is
equally busy, which is why ``--before`` measures both builds in the same run, visits
alternating. Requests to any other host than 127.0.0.1 fail and are counted (must be 0).
"""

from __future__ import annotations

import argparse
import functools
import http.server
import importlib.util
import math
import os
import shutil
import statistics
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlparse

from smoke import SMOKE, size

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "lite"))
from serve import make_server  # noqa: E402

# lite/build.py under another name (``build`` is PyPA's build tool)
_spec = importlib.util.spec_from_file_location("lite_build", ROOT / "lite" / "build.py")
lite_build = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(lite_build)

SITE = Path(os.environ.get("GW_LITE_SITE") or ROOT / "_output")

NOTEBOOKS = ("demo_gramin.ipynb", "demo_algo.ipynb", "demo_goblin.ipynb",
             "01_gramin_loops.ipynb", "02_algo_deduction.ipynb", "03_goblin_escape.ipynb")
CHROMIUM = ("/usr/lib/chromium/chromium", "/usr/bin/chromium")
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                 "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync",
                 # no host resolves but 127.0.0.1; other requests go to a closed port
                 "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
                 "--proxy-server=http://127.0.0.1:9"]
ACTIVE = ".jp-NotebookPanel:not(.lm-mod-hidden)"
GAME_ROOTS = ".gw-gramin, .gw-algo, .gw-goblin"
TIMEOUT_S = 300
# when the page creates the kernel's worker (ms after the page's start), and how many
WORKER_CLOCK = """(() => {
  const Native = window.Worker;
  window.__gwWorkers = 0;
  window.Worker = function (url, options) {
    if (window.__gwWorkerAt === undefined) window.__gwWorkerAt = performance.now();
    window.__gwWorkers += 1;
    return new Native(url, options);
  };
  window.Worker.prototype = Native.prototype;
})();"""
COLUMNS = ("shown", "kernel", "idle", "widget", "cpu")
HEADINGS = {"shown": "notebook shown", "kernel": "kernel started", "idle": "kernel idle",
            "widget": "first widget", "cpu": "browser CPU"}


@dataclass
class Visit:
    site: str
    notebook: str
    kind: str  # "first" or "later"
    shown: float
    kernel: float
    idle: float
    widget: float
    cpu: float
    sent: int
    load: float
    off_host: int
    workers: int
    early: bool  # the site's plugin started the kernel while JupyterLab started


@dataclass
class Site:
    label: str
    folder: Path
    server: str  # "lite" (lite/serve.py), "plain" (http.server), "external" (served already)
    sent: list[int] = field(default_factory=list)
    url: str = ""


class _Plain(http.server.SimpleHTTPRequestHandler):
    """``python -m http.server``, counting the bytes of each body it sends."""

    sent: list[int] | None = None

    def log_message(self, *args):
        pass

    def copyfile(self, source, outputfile):
        start = source.tell()
        super().copyfile(source, outputfile)
        if self.sent is not None:
            self.sent.append(source.tell() - start)


def serve(site: Site):
    """Start serving ``site`` from a thread; returns the server (``shutdown`` stops it)."""
    if site.server == "lite":
        server = make_server(site.folder, sent=site.sent)
    else:
        handler = type("Handler", (_Plain,), {"sent": site.sent})
        server = http.server.ThreadingHTTPServer(
            ("127.0.0.1", 0), functools.partial(handler, directory=str(site.folder)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    site.url = f"http://127.0.0.1:{server.server_address[1]}"
    return server


def chromium() -> str:
    path = os.environ.get("GW_CHROMIUM") or next(
        (p for p in CHROMIUM if os.access(p, os.X_OK)), None) or shutil.which("chromium")
    if not path:
        raise SystemExit("no Chromium (apt-get install -y chromium, or set GW_CHROMIUM)")
    return path


def browser_cpu() -> float:
    """CPU seconds of the Chromium processes below this one (the visit's browser)."""
    import psutil

    total = 0.0
    for proc in psutil.Process().children(recursive=True):
        try:
            if "chrom" in proc.name():
                cpu = proc.cpu_times()
                total += cpu.user + cpu.system
        except psutil.Error:
            pass
    return total


def visit(playwright, site: Site, notebook: str, profile: Path, kind: str,
          on_request=None) -> Visit:
    """One visit of ``notebook`` with the browser profile folder ``profile``
    (``on_request``: also called with every request of the visit)."""
    off_host = []

    def request(r):
        if urlparse(r.url).hostname not in ("127.0.0.1", None) \
                and not r.url.startswith(("data:", "blob:")):
            off_host.append(r.url)
        if on_request is not None:
            on_request(r)

    context = playwright.chromium.launch_persistent_context(
        profile, executable_path=chromium(), args=CHROMIUM_ARGS,
        viewport={"width": 1280, "height": 900})
    try:
        context.on("request", request)
        context.add_init_script(WORKER_CLOCK)
        page = context.pages[0] if context.pages else context.new_page()
        before, load = len(site.sent), os.getloadavg()[0]
        ms = TIMEOUT_S * 1000
        t0 = time.monotonic()
        page.goto(f"{site.url}/lab/index.html?path={notebook}")
        page.locator(f"{ACTIVE} .jp-Cell").first.wait_for(timeout=ms)
        shown = time.monotonic() - t0
        page.locator("#jp-main-statusbar").get_by_text("Idle").first.wait_for(timeout=ms)
        idle = time.monotonic() - t0
        page.locator(".lm-MenuBar-item", has_text="Run").first.click()
        page.locator(".lm-Menu-item:visible", has_text="Run All Cells").first.click()
        page.locator(f"{ACTIVE} .jp-OutputArea").locator(GAME_ROOTS).first.wait_for(timeout=ms)
        widget = time.monotonic() - t0
        kernel = (page.evaluate("window.__gwWorkerAt") or float("nan")) / 1000
        workers = page.evaluate("window.__gwWorkers")
        early = page.evaluate("performance.getEntriesByName('gw-early-kernel').length") > 0
        cpu = browser_cpu()
    finally:
        context.close()
    return Visit(site.label, notebook, kind, shown, kernel, idle, widget, cpu,
                 sum(site.sent[before:]), load, len(off_host), workers, early)


def spread(values: list[float]) -> str:
    """``median (min-max)``, or the one value."""
    if len(values) == 1:
        return f"{values[0]:.1f}"
    return f"{statistics.median(values):.1f} ({min(values):.1f}-{max(values):.1f})"


def table(visits: list[Visit]) -> str:
    """A Markdown table: one row per site, notebook and kind of visit, then per site and
    kind over every notebook (seconds: median (min-max); bytes sent: median)."""
    head = ["site", "notebook", "visit", *(HEADINGS[c] for c in COLUMNS), "sent", "runs"]
    rows = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    groups: dict[tuple[str, str, str], list[Visit]] = {}
    for v in visits:
        groups.setdefault((v.site, v.notebook, v.kind), []).append(v)
        groups.setdefault((v.site, "**all**", v.kind), []).append(v)
    for (site, notebook, kind), vs in sorted(groups.items(), key=lambda kv: (
            kv[0][1] == "**all**", kv[0][1], kv[0][0] != "before", kv[0][2] != "first")):
        cells = [spread([getattr(v, c) for v in vs]) for c in COLUMNS]
        if notebook == "**all**":
            cells = [f"**{c}**" for c in cells]
        sent = statistics.median(v.sent for v in vs) / 1e6
        rows.append("| " + " | ".join([site, notebook.removesuffix(".ipynb"), kind, *cells,
                                       f"{sent:.1f} MB", str(len(vs))]) + " |")
    return "\n".join(rows)


def run(sites: list[Site], notebooks: list[str], runs: int) -> list[Visit]:
    """Every visit, printed as it is made: for each run, notebook and site (the sites'
    order reversed every other run), a first visit and a later one."""
    from playwright.sync_api import sync_playwright

    visits = []
    servers = [serve(s) for s in sites if s.server != "external"]
    try:
        with sync_playwright() as playwright, tempfile.TemporaryDirectory() as tmp:
            for i in range(runs):
                for notebook in notebooks:
                    for site in sites if i % 2 == 0 else sites[::-1]:
                        profile = Path(tmp) / f"{site.label}-{i}-{notebook}"
                        for kind in ("first", "later"):
                            v = visit(playwright, site, notebook, profile, kind)
                            visits.append(v)
                            print(f"run {i + 1}/{runs} {site.label:6} {notebook:26} {kind:5}  "
                                  + "  ".join(f"{c} {getattr(v, c):5.1f}" for c in COLUMNS)
                                  + f"  sent {v.sent / 1e6:5.1f} MB  load {v.load:4.1f}"
                                  + ("  early kernel" if v.early else "")
                                  + (f"  OFF-HOST {v.off_host}" if v.off_host else "")
                                  + (f"  {v.workers} KERNEL WORKERS" if v.workers != 1 else ""),
                                  flush=True)
                        shutil.rmtree(profile, ignore_errors=True)
    finally:
        for server in servers:
            server.shutdown()
            server.server_close()
    return visits


def ratios(visits: list[Visit]) -> str:
    """Markdown lines: for each kind of visit, the median of each figure over every notebook
    and run, before -> after, and after / before (empty without a ``before`` site)."""
    lines = []
    for kind in ("first", "later"):
        of = {label: [v for v in visits if v.site == label and v.kind == kind]
              for label in ("before", "after")}
        if not (of["before"] and of["after"]):
            continue
        cells = []
        for c in ("shown", "idle", "widget", "cpu"):
            b, a = (statistics.median(getattr(v, c) for v in of[s]) for s in ("before", "after"))
            cells.append(f"{HEADINGS[c]} {b:.1f} -> {a:.1f} s ({a / b:.2f}x)")
        b, a = (statistics.median(v.sent for v in of[s]) / 1e6 for s in ("before", "after"))
        cells.append(f"sent {b:.1f} -> {a:.1f} MB" + (f" ({a / b:.2f}x)" if b else ""))
        lines.append(f"- {kind} visit, median of {len(of['after'])}: " + "; ".join(cells))
    return "\n".join(lines)


def problems(visits: list[Visit], early_expected: set[str]) -> list[str]:
    """What went wrong in the visits: requests to another host, a page that made more than
    one kernel (the notebook did not join the session started early), a site of
    ``early_expected`` whose plugin did not start the kernel."""
    found = []
    for v in visits:
        what = f"{v.site} {v.notebook} {v.kind} visit"
        if v.off_host:
            found.append(f"{what}: {v.off_host} requests to other hosts")
        if v.workers != 1:
            found.append(f"{what}: {v.workers} kernel workers")
        if v.site in early_expected and not v.early:
            found.append(f"{what}: the kernel did not start early")
        if math.isnan(v.kernel):
            found.append(f"{what}: no kernel started")
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--site", type=Path, default=SITE)
    parser.add_argument("--before", type=Path, default=None)
    parser.add_argument("--before-server", choices=("plain", "lite"), default="plain")
    parser.add_argument("--runs", type=int, default=None)
    parser.add_argument("--notebook", action="append", dest="notebooks")
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args(argv)
    notebooks = args.notebooks or (["demo_gramin.ipynb"] if SMOKE else list(NOTEBOOKS))
    runs = args.runs or size(5, 1)
    sites = [Site("after" if args.before else "site", args.site.resolve(), "lite")]
    if args.before:
        sites.insert(0, Site("before", args.before.resolve(), args.before_server))
    for site in sites:
        if not (site.folder / "jupyter-lite.json").is_file():
            parser.error(f"{site.folder}: no site there (python lite/build.py)")
    loads = [os.getloadavg()[0]]
    if SMOKE:
        print("GW_BENCH_SMOKE: one visit of each kind to demo_gramin, the figures mean nothing")
    print(f"lite_start: {runs} runs of {len(notebooks)} notebooks, sites "
          + ", ".join(f"{s.label} = {s.folder} ({s.server} server)" for s in sites)
          + f"; {os.cpu_count()} CPUs, load {loads[0]:.1f}", flush=True)
    visits = run(sites, notebooks, runs)
    loads += [v.load for v in visits] + [os.getloadavg()[0]]
    off_host = sum(v.off_host for v in visits)
    text = (table(visits) + f"\n\nSeconds after opening the page, median (min-max) of "
            f"{runs} runs; browser CPU in CPU seconds. Machine: {os.cpu_count()} CPUs, load "
            f"average {min(loads):.1f}-{max(loads):.1f} (median {statistics.median(loads):.1f})"
            f" during the run. Requests to other hosts: {off_host}.\n")
    if args.before:
        text += "\nAfter / before:\n" + ratios(visits) + "\n"
    print("\n" + text)
    if args.out:
        args.out.write_text(text)
    found = problems(visits, {s.label for s in sites
                              if (s.folder / "extensions" / lite_build.EARLY_KERNEL).is_dir()})
    for problem in found:
        print(f"PROBLEM: {problem}")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
