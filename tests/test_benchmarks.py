"""Every benchmark in benchmarks/ runs to its end at its smoke size (``GW_BENCH_SMOKE=1``).

The benchmarks measure (their figures are not pass/fail, see the README); this only keeps
them working as the code under them changes. Each runs as a person runs it, ``python
benchmarks/<name>.py``, in an empty folder (the Goblin chart is written there). Those of
the JupyterLite site (:data:`NEED_SITE`) measure the site ``GW_LITE_SITE`` names (``.ci/run``
builds it as the tests start: they wait for it) in Chromium; without it they are skipped.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from helpers.lite import prebuilt_site

BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"
SCRIPTS = sorted(p.name for p in BENCHMARKS.glob("*.py") if p.name != "smoke.py")
NEED_SITE = {"lite_start.py", "lite_class.py"}
"""Benchmarks of the built JupyterLite site."""


def test_every_benchmark_is_found():
    assert {"gramin_bench.py", "algo_bench.py", "algo_modes_bench.py", "goblin_bench.py",
            "goblin_length.py", "review_bench.py", *NEED_SITE} <= set(SCRIPTS)


def expected_lines() -> dict[str, str]:
    """A line each benchmark must print: the Gramin trace is as long as a run may be."""
    from gamewidgets.gramin.engine.program import MAX_STEPS

    return {"gramin_bench.py": f"(a) trace of a {MAX_STEPS:,}-frame program",
            # every visit drawn a widget, and asked nothing of another host
            "lite_start.py": "Requests to other hosts: 0.",
            "lite_class.py": "Requests to other hosts: 0."}


@pytest.mark.parametrize("script", SCRIPTS)
def test_benchmark_runs_at_its_smoke_size(script: str, tmp_path: Path) -> None:
    if script in NEED_SITE and prebuilt_site() is None:
        pytest.skip("GW_LITE_SITE names no built site (.ci/run builds one)")
    env = {k: v for k, v in os.environ.items() if not k.startswith("GW_BENCH_")}
    proc = subprocess.run([sys.executable, str(BENCHMARKS / script)], cwd=tmp_path,
                          env={**env, "GW_BENCH_SMOKE": "1", "MPLBACKEND": "Agg"},
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, f"{script} failed:\n{proc.stdout[-2000:]}\n{proc.stderr[-3000:]}"
    lines = proc.stdout.splitlines()
    assert lines and lines[0].startswith("GW_BENCH_SMOKE:"), "not run at its smoke size"
    assert len(lines) >= 3, proc.stdout
    assert expected_lines().get(script, "") in proc.stdout
