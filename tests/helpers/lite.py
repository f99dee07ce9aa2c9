"""The JupyterLite site that ``.ci/run`` builds while the tests run."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from helpers.browser import wait_for


def prebuilt_site(timeout: float = 900) -> Path | None:
    """The site ``GW_LITE_SITE`` names, once it is built; None when that is unset.

    ``.ci/run`` builds the site (``lite/build.py``, mostly waiting on downloads) while the
    tests start, and names in ``GW_LITE_STATUS`` the file its build writes its exit status
    to when it ends: a test that needs the site waits for that file
    (:func:`helpers.browser.wait_for`).

    Raises
    ------
    pytest.fail.Exception
        When the build failed (``.ci/run`` prints its output after the tests), or did not
        end within ``timeout`` seconds (more under load).
    """
    site = os.environ.get("GW_LITE_SITE")
    if not site:
        return None
    status = os.environ.get("GW_LITE_STATUS")
    if status:
        ended = Path(status)
        wait_for(ended.exists, timeout, f"the JupyterLite site in {site} to be built")
        code = ended.read_text().strip()
        if code != "0":
            pytest.fail(f"lite/build.py failed (exit {code}); .ci/run prints its output after "
                        "the tests", pytrace=False)
    return Path(site)
