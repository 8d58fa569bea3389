"""The foundation flow as two people do it in a real browser (Debian's Chromium,
headless), at phone and desktop size: A signs up, creates a household and an
invite; B follows the invite link, signs up, accepts, sees both members, logs out.
Screenshots of every step go to interop/artifacts/ (look at them when it fails)."""

from __future__ import annotations

from urllib.parse import urlsplit

import pytest
from selenium import webdriver
from selenium.common.exceptions import TimeoutException, WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webelement import WebElement
from selenium.webdriver.support import expected_conditions as EC

from domovkit import ARTIFACTS, PASSWORD, SIZES, WebDriverWait, unique

pytestmark = pytest.mark.browser

WAIT = 15  # seconds for any one page to arrive; generous for 2 busy cores


# Whether the page has a viewport meta, how wide it really is, and which elements stick
# out past the screen's right edge (to name the culprit when it scrolls sideways).
OVERFLOW_JS = """
const width = arguments[0], wide = [];
for (const el of document.body.querySelectorAll('*')) {
  const right = el.getBoundingClientRect().right;
  if (right > width + 1 && wide.length < 5) {
    const cls = typeof el.className === 'string' && el.className.trim() ? '.' + el.className.trim().split(/\\s+/).join('.') : '';
    wide.push(el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + cls + ' (right edge ' + Math.round(right) + 'px)');
  }
}
return [!!document.querySelector('meta[name=viewport][content*="width=device-width"]'),
        document.documentElement.scrollWidth, wide];
"""


class Person:
    """One browser with one person's cookies, and the checks we make on every page."""

    def __init__(self, driver: webdriver.Chrome, base_url: str, size: str, who: str):
        self.d, self.base_url, self.size, self.who = driver, base_url, size, who
        # Layout and console problems are collected, not raised, so one run shows them all
        # (and screenshots every step); the test fails on them at the end.
        self.problems: list[str] = []

    @property
    def path(self) -> str:
        return urlsplit(self.d.current_url).path

    def open(self, url_or_path: str) -> None:
        self.d.get(url_or_path if "://" in url_or_path else self.base_url + url_or_path)

    def find(self, css: str) -> WebElement:
        return WebDriverWait(self.d, WAIT).until(EC.presence_of_element_located((By.CSS_SELECTOR, css)))

    def wait_for_path(self, predicate, what: str) -> None:
        try:
            WebDriverWait(self.d, WAIT).until(lambda d: predicate(urlsplit(d.current_url).path))
        except TimeoutException:
            errors = [e.text for e in self.d.find_elements(By.CSS_SELECTOR, ".field-error")]
            pytest.fail(f"{self.who}@{self.size}: expected {what}, still at {self.d.current_url}; "
                        f"field errors: {errors}")

    def submit(self, form_id: str, **fields: str) -> None:
        """Type into the named fields and press the form's submit button, like a person."""
        form = self.find(f"form#{form_id}")
        for name, value in fields.items():
            field = form.find_element(By.NAME, name)
            field.clear()
            field.send_keys(value)
        self.press(form)

    def reveal(self, element: WebElement) -> None:
        """Scroll it to the middle at once: app.css scrolls smoothly, and a click during the
        glide lands on whatever passes under the pointer (the phone's tab bar)."""
        self.d.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", element)

    def press(self, form: WebElement) -> None:
        """Submits the form by its button (or presses the button given, which may belong to a
        form elsewhere by its `form` attribute) and waits for the next page."""
        button = form if form.tag_name == "button" else \
            form.find_element(By.CSS_SELECTOR, "button[type=submit], input[type=submit], button:not([type])")
        self.reveal(button)
        button.click()

        def left_the_page(_driver) -> bool:
            # Chromedriver may answer "node does not belong to the document" instead of
            # "stale" while the next page replaces this one: both mean the form is gone.
            try:
                form.is_enabled()
                return False
            except WebDriverException:
                return True

        WebDriverWait(self.d, WAIT).until(left_the_page)

    def step(self, n: int, name: str) -> None:
        """Screenshot, then the checks every page should pass at this size."""
        self.d.save_screenshot(str(ARTIFACTS / f"{self.size}-{n:02d}-{self.who}-{name}.png"))
        width = SIZES[self.size][0]
        has_viewport_meta, scroll, wide = self.d.execute_script(OVERFLOW_JS, width)
        # Without it a phone lays the page out 980px wide and shows it shrunken.
        if not has_viewport_meta:
            self.problems.append(f"{self.who}/{name}: no <meta name=viewport content=width=device-width>")
        if scroll > width:
            self.problems.append(f"{self.who}/{name}: page is {scroll}px wide at {self.size} ({width}px), "
                                 f"so it scrolls sideways; widest elements: {wide}")
        for entry in self.d.get_log("browser"):
            if entry["level"] == "SEVERE" and "favicon.ico" not in entry["message"]:
                self.problems.append(f"{self.who}/{name}: console: {entry['message']}")


@pytest.fixture
def browser(domov_sqlite, chromium):
    """Factory for people, each in a Chromium session with its own cookie jar."""

    def new(size: str, who: str) -> Person:
        return Person(chromium(size), domov_sqlite.base_url, size, who)

    return new


@pytest.mark.parametrize("size", list(SIZES))
def test_invite_a_second_person_into_a_household(browser, size):
    a_nick, b_nick = unique("ana"), unique("ben")
    house = f"Home of {a_nick}"

    a = browser(size, "a")
    a.open("/signup")
    a.find("form#signup-form")
    a.step(1, "signup-form")
    a.submit("signup-form", email=f"{a_nick}@example.com", password=PASSWORD,
             display_name=f"Ana {a_nick}", nickname=a_nick)
    a.wait_for_path(lambda p: p == "/", "home after signup")
    a.find("nav#module-nav")
    a.step(2, "home")

    a.open("/households")
    a.submit("household-create-form", name=house)
    a.wait_for_path(lambda p: p.startswith("/households/"), "the new household's page")
    household_path = a.path
    assert a.find("span#current-household").text.strip() == house
    assert a_nick in a.find("ul#member-list").text
    a.step(3, "household")

    a.press(a.find("form#invite-form"))
    link = a.find("input#invite-link").get_attribute("value")
    assert link.startswith(f"{a.base_url}/invite/"), link
    a.step(4, "invite-link")

    b = browser(size, "b")
    b.open(link)
    invite_path = b.path
    signup_link = b.find('a[href*="/signup?next="]')
    b.step(5, "invite-signed-out")
    signup_link.click()
    b.wait_for_path(lambda p: p == "/signup", "signup page from the invite")
    b.submit("signup-form", email=f"{b_nick}@example.com", password=PASSWORD,
             display_name=f"Ben {b_nick}", nickname=b_nick)
    # ?next= must survive signup, or the invitee is lost at the home page.
    b.wait_for_path(lambda p: p == invite_path, "back at the invite after signup")
    b.find("form#invite-accept-form")
    b.step(6, "invite-accept")

    b.press(b.find("form#invite-accept-form"))
    b.wait_for_path(lambda p: p == household_path, "the household's page after accepting")
    members = b.find("ul#member-list")
    items = [li.text for li in members.find_elements(By.TAG_NAME, "li")]
    assert any(a_nick in t for t in items) and any(b_nick in t for t in items), items
    b.step(7, "household-both-members")

    logout = b.find("form#logout-form")
    _reveal(b, logout)
    b.press(logout)
    b.wait_for_path(lambda p: p == "/login", "the login page after logging out")
    b.find("form#login-form")
    b.step(8, "logged-out")

    problems = a.problems + b.problems
    assert not problems, f"{len(problems)} layout/console problems:\n" + "\n".join(problems)


def _reveal(person: Person, form: WebElement) -> None:
    """On a phone the logout button may sit in a collapsed menu: open it as a person would."""
    button = form.find_element(By.CSS_SELECTOR, "button[type=submit], input[type=submit], button:not([type])")
    if button.is_displayed():
        return
    summary = person.d.execute_script(
        "const d = arguments[0].closest('details'); return d && !d.open ? d.querySelector('summary') : null;", form)
    if summary is not None:
        summary.click()
    if not button.is_displayed():
        for toggle in person.d.find_elements(By.CSS_SELECTOR, "header [aria-expanded='false']"):
            if toggle.is_displayed():
                toggle.click()
                break
    assert button.is_displayed(), f"logout button not reachable at {person.size} size"


def test_signing_up_from_a_czech_browser_makes_a_czech_account(domov_sqlite, chromium):
    """Chromium whose language is Czech signs up through the form: the pages are Czech, and so
    is the account, as its settings show. (Headless Chromium sends its Accept-Language from
    --accept-lang; --lang alone leaves it English.)"""
    p = Person(chromium("phone", "--lang=cs", "--accept-lang=cs"), domov_sqlite.base_url, "phone", "czech-signup")
    nick = unique("cs")
    p.open("/signup")
    assert p.find("html").get_attribute("lang") == "cs"
    p.submit("signup-form", email=f"{nick}@example.com", password=PASSWORD, display_name=f"Jana {nick}", nickname=nick)
    p.wait_for_path(lambda path: path == "/", "home after signup")
    p.open("/settings")
    chosen = p.find("form#preferences-form select[name='language']").get_attribute("value")
    assert chosen == "cs", f"the account's language is {chosen!r}, not Czech"
    p.step(1, "settings")
    assert not p.problems, "\n".join(p.problems)
