"""Time and memory of one call, for the tests that no input may take more than 2 s or
500 MB (hostile views, programs, saves, browser updates).

Seconds are the CPU time of this process: the machine running the tests may be shared,
and a wall clock would time the neighbours too.
"""

import signal
import time
import tracemalloc
from contextlib import contextmanager

SECONDS, MEGABYTES = 2.0, 500
HARD_STOP = 20  # seconds: a call still running then is a hang, stopped so the test fails


class Hang(Exception):
    pass


@contextmanager
def hard_stop(seconds: float = HARD_STOP):
    """Raise :class:`Hang` in the body once ``seconds`` of wall time have passed."""

    def stop(*_):
        raise Hang(f"still running after {seconds} s")

    old = signal.signal(signal.SIGALRM, stop)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def cost(call) -> tuple[float, float]:
    """``(CPU seconds, peak MB)`` of ``call()``: timed as it is, then run again under
    tracemalloc (which slows it) for its peak."""
    with hard_stop():
        t0 = time.process_time()
        call()
        seconds = time.process_time() - t0
    tracemalloc.start()
    try:
        with hard_stop():
            call()
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    return seconds, peak / 2**20
