"""Small helpers shared by the interop suites: an HTTP session bound to the
server's base URL, an HTML form reader (the web UI works without JS, so plain
HTTP clients can drive it), unique names so tests never collide, and the one
way the browser suites open Chromium (conftest's `chromium` fixture uses it)."""

from __future__ import annotations

import re
import uuid
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urljoin

import requests
from selenium import webdriver
from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.support.ui import WebDriverWait as SeleniumWait

PASSWORD = "correct-horse-battery-staple-42"
# Screenshots, server logs and schemathesis reports (gitignored), kept for CI's log readers.
ARTIFACTS = Path(__file__).resolve().parent / "artifacts"


CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
SIZES = {"phone": (390, 844), "desktop": (1366, 900)}


def open_chromium(size: str, *extra_args: str, width: int | None = None, height: int | None = None) -> webdriver.Chrome:
    """Headless Chromium at the size's viewport (or the width and height given), with the
    console log kept for `Person.step`. Tests get it through conftest's `chromium` fixture,
    which quits it at the end."""
    width, height = width or SIZES[size][0], height or SIZES[size][1]
    opts = webdriver.ChromeOptions()
    opts.binary_location = CHROMIUM
    for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", f"--window-size={width},{height}", *extra_args):
        opts.add_argument(arg)
    opts.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(options=opts, service=Service(CHROMEDRIVER))
    # Headless windows have a minimum width of 500px; the emulated viewport has none,
    # and mobile=True makes Chromium honour <meta name=viewport> as a phone does.
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": height, "deviceScaleFactor": 1, "mobile": size == "phone"})
    return driver


class WebDriverWait(SeleniumWait):
    """Selenium's wait that also retries when the element it read was redrawn meanwhile: pages
    here replace fragments live (agenda, favourites, the household menu), so an element found in
    one poll can be stale when its text is read, and that is a reason to look again, not a failure."""

    def __init__(self, driver, timeout: float, poll_frequency: float = 0.5):
        super().__init__(driver, timeout, poll_frequency,
                         ignored_exceptions=(NoSuchElementException, StaleElementReferenceException))


def unique(prefix: str) -> str:
    """A short unique, lowercase, ASCII token: nicknames may be length-limited."""
    return f"{prefix}{uuid.uuid4().hex[:8]}"


class Client(requests.Session):
    """requests.Session whose paths are relative to the server's base URL."""

    def __init__(self, base_url: str, token: str | None = None):
        super().__init__()
        self.base_url = base_url
        if token:
            self.headers["Authorization"] = f"Bearer {token}"

    def request(self, method, url, *args, **kwargs):
        kwargs.setdefault("timeout", 15)
        # Redirects are part of the contract (303 after a POST): check them, don't follow,
        # unless asked with follow=True. (Session.get always passes allow_redirects=True.)
        kwargs["allow_redirects"] = kwargs.pop("follow", False)
        return super().request(method, urljoin(self.base_url, url), *args, **kwargs)


class _FormReader(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.forms: dict[str, dict] = {}
        self._current: dict | None = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "form":
            self._current = {"action": a.get("action"), "method": (a.get("method") or "get").lower(), "fields": {}}
            if a.get("id"):
                self.forms[a["id"]] = self._current
        elif self._current is not None and tag in ("input", "textarea", "select") and a.get("name"):
            self._current["fields"].setdefault(a["name"], a.get("value") or "")

    def handle_endtag(self, tag):
        if tag == "form":
            self._current = None


def read_form(html: str, form_id: str) -> dict:
    """{'action', 'method', 'fields'} of form#form_id; fails loudly when missing."""
    reader = _FormReader()
    reader.feed(html)
    assert form_id in reader.forms, f"form#{form_id} not found; forms on page: {sorted(reader.forms)}"
    return reader.forms[form_id]


def submit_form(client: Client, page_path: str, form_id: str, **values) -> requests.Response:
    """GET page_path, fill form#form_id (keeping its hidden fields such as _csrf), POST it."""
    page = client.get(page_path)
    assert page.status_code == 200, f"GET {page_path} -> {page.status_code}"
    form = read_form(page.text, form_id)
    fields = {**form["fields"], **values}
    action = form["action"] or page_path
    return client.post(action, data=fields)


def signup(client: Client, email: str, nickname: str, display_name: str | None = None) -> requests.Response:
    """Sign up through the HTML form, as a browser without JS would."""
    r = submit_form(
        client, "/signup", "signup-form",
        email=email, password=PASSWORD, display_name=display_name or nickname.title(), nickname=nickname,
    )
    assert r.status_code == 303, f"signup -> {r.status_code}: {r.text[:500]}"
    return r


def items(payload, key: str):
    """A JSON list, whether returned bare or wrapped as {key: [...]}."""
    if isinstance(payload, dict):
        assert key in payload, f"expected a list or {{'{key}': [...]}}, got keys {sorted(payload)}"
        payload = payload[key]
    assert isinstance(payload, list), f"expected a list, got {type(payload).__name__}"
    return payload


def set_cookie_headers(response: requests.Response) -> list[str]:
    """Each Set-Cookie header separately (requests joins them with commas)."""
    return response.raw.headers.getlist("Set-Cookie")


def member_with_app_password(base_url: str, prefix: str, household_name: str, app_name: str):
    """A new member, signed up in the browser way, with a household and an app password for
    calendar apps: (client, household id, email, app password)."""
    client = Client(base_url)
    nickname = unique(prefix)
    email = f"{nickname}@example.com"
    signup(client, email, nickname)
    created = submit_form(client, "/households", "household-create-form", name=household_name)
    household = created.headers["Location"].rstrip("/").split("/")[-1]
    page = submit_form(client, "/settings", "app-password-form", name=app_name)
    token = re.search(r'id="new-app-password" type="text" readonly value="([^"]+)"', page.text).group(1)
    return client, household, email, token
