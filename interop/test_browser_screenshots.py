"""Screenshots of every main page at 390, 1024 and 1440 px, light and dark, kept as CI
artifacts for people to look at (issue 24): a member with an event, a chore and a meal today
(test_browser_today's seed), then each page in headless Chromium with prefers-color-scheme
emulated. The folder is $DOMOV_SCREENSHOTS (.ci/run sets ci-artifacts/screenshots/ in the
clone and prints it), else interop/artifacts/screenshots/. Files: <page>-<width>-<scheme>.png."""

from __future__ import annotations

import datetime as dt
import os
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from domovkit import ARTIFACTS, Client
from test_browser_today import seed

pytestmark = pytest.mark.browser

SCREENSHOTS = Path(os.environ.get("DOMOV_SCREENSHOTS") or ARTIFACTS / "screenshots")
WIDTHS = [390, 1024, 1440]
SCHEMES = ["light", "dark"]


def main_pages(household: str) -> dict[str, str]:
    today = dt.datetime.now(ZoneInfo("Europe/Prague")).date()
    return {
        "today": "/",
        "planner-agenda": f"/planner/{household}",
        "planner-week": f"/planner/{household}/week/{today.isoformat()}",
        "planner-month": f"/planner/{household}/month/{today.isoformat()[:7]}",
        "chores": f"/chores/{household}",
        "meals": f"/meals/{household}",
        "name-days": "/name-days",
        "phrasebook": "/phrasebook",
        "household": f"/households/{household}",
        "settings": "/settings",
    }


@pytest.mark.parametrize("width", WIDTHS)
def test_every_main_page_is_photographed_light_and_dark(domov_sqlite, chromium, width):
    base = domov_sqlite.base_url
    session, csrf, household = seed(base)
    # The seed picks the light appearance; the device's scheme decides from here on.
    client = Client(base)
    client.cookies.set("domov_session", session)
    client.cookies.set("domov_csrf", csrf)
    saved = client.post("/settings/preferences", data=[
        ("_csrf", csrf), ("language", "en"), ("appearance", "system"), ("time_zone", "Europe/Prague")])
    assert saved.status_code == 303, saved.text[:500]

    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    d = chromium("phone" if width < 500 else "desktop", width=width, height=900)
    written = []
    for scheme in SCHEMES:
        d.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
        d.delete_all_cookies()
        d.get(base + "/login")
        shot = SCREENSHOTS / f"login-{width}-{scheme}.png"
        d.save_screenshot(str(shot))
        written.append(shot)
        d.add_cookie({"name": "domov_session", "value": session, "path": "/"})
        d.add_cookie({"name": "domov_csrf", "value": csrf, "path": "/"})
        for name, path in main_pages(household).items():
            d.get(base + path)
            assert "/login" not in d.current_url, f"{path} sent the member to log in"
            assert d.find_elements("css selector", "h1"), f"{path} has no heading at {width}px"
            dark = d.execute_script("return matchMedia('(prefers-color-scheme: dark)').matches")
            assert dark == (scheme == "dark")
            shot = SCREENSHOTS / f"{name}-{width}-{scheme}.png"
            d.save_screenshot(str(shot))
            written.append(shot)
    assert all(shot.stat().st_size > 1000 for shot in written), [str(s) for s in written if s.stat().st_size <= 1000]
