""""Sign in with …" in a real browser (Debian's Chromium, headless), at phone and desktop size:
on Domov's log-in page the person presses "Sign in with Mock ID", signs in at the local
OpenID Connect provider (oidc-provider-mock, started as in test_oidc.py) and lands back in
Domov signed in, with a new account named from the provider's claims, in the browser's time
zone (the button's link carries it, as the sign-up form does), and the identity linked in the
settings. A second round signs the same person out and in again with the button.
Screenshots of every step go to interop/artifacts/<size>-NN-oidc-<step>.png."""

from __future__ import annotations

import pytest
from selenium.webdriver.common.by import By

from domovkit import ARTIFACTS, SIZES, unique
from test_browser_foundation import Person, _reveal
from test_oidc import domov_oidc, provider, register  # noqa: F401 (fixtures used by name)

pytestmark = pytest.mark.browser


@pytest.fixture
def person(domov_oidc, chromium):  # noqa: F811 (the fixture imported above)
    def new(size: str) -> Person:
        driver = chromium(size)
        # A zone the machine itself is unlikely to be in, so the account's can only come from the browser.
        driver.execute_cdp_cmd("Emulation.setTimezoneOverride", {"timezoneId": "America/Sao_Paulo"})
        return Person(driver, domov_oidc.base_url, size, "oidc")

    return new


def sign_in_at_provider(p: Person, sub: str, n: int) -> None:
    """The log-in page's button, the provider's form, and the way back."""
    p.open("/login")
    button = p.find("a#sign-in-mock")
    assert button.text.strip() == "Sign in with Mock ID"
    p.step(n, "login")
    p.reveal(button)
    button.click()
    # The provider's own page (not Domov's: its look and console are not ours to check).
    p.wait_for_path(lambda path: path == "/oauth2/authorize", "the provider's consent page")
    p.d.save_screenshot(str(ARTIFACTS / f"{p.size}-{n + 1:02d}-oidc-provider.png"))
    form = p.find("input[name=sub]").find_element(By.XPATH, "ancestor::form")
    field = form.find_element(By.NAME, "sub")
    field.clear()
    field.send_keys(sub)
    p.press(form)
    p.wait_for_path(lambda path: path == "/", "Domov's home page, signed in")
    p.d.get_log("browser")  # the provider page's messages (its stylesheet is on a CDN)


@pytest.mark.parametrize("size", list(SIZES))
def test_sign_in_with_the_provider_in_a_browser(person, provider, size):  # noqa: F811
    sub = unique(f"web-{size}")
    register(provider, sub, email=f"{sub}@example.org", email_verified=True, name=f"Web {size.title()}")
    p = person(size)
    sign_in_at_provider(p, sub, 1)
    assert p.d.get_cookie("domov_session") is not None, "signed in"
    p.step(3, "home")
    p.open("/settings")
    linked = p.find("#sign-in-providers")
    assert f"linked as {sub}@example.org" in linked.text
    assert p.find("input[name=display_name]").get_attribute("value") == f"Web {size.title()}"
    assert p.find("select#time_zone option[selected]").get_attribute("value") == "America/Sao_Paulo"
    p.step(4, "settings")

    # Out, and in again with the button: the same account.
    logout = p.find("form#logout-form")
    _reveal(p, logout)
    p.press(logout)
    p.wait_for_path(lambda path: path == "/login", "the log-in page after logging out")
    assert p.d.get_cookie("domov_session") is None
    sign_in_at_provider(p, sub, 5)
    p.open("/settings")
    assert f"linked as {sub}@example.org" in p.find("#sign-in-providers").text
    p.step(7, "settings-again")
    assert not p.problems, "\n".join(p.problems)
