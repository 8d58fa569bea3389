"""Name days as a person uses them in a real browser (Debian's Chromium, headless), at phone
and desktop size: a new user sees today's name day, searches a name without its accents (the
suggestions list fills as they type), adds a reminder for it from the results, is told plainly
when the same reminder exists already or a name has no day, edits the reminder's time, and
deletes it after confirming. Screenshots go to interop/artifacts/<size>-NN-namedays-<step>.png."""

from __future__ import annotations

import pytest
from selenium.webdriver.common.by import By

from domovkit import PASSWORD, WebDriverWait, unique
from test_browser_foundation import SIZES, WAIT, Person, browser  # noqa: F401 (the fixture)

pytestmark = pytest.mark.browser


class NameDays(Person):
    def __init__(self, person: Person):
        super().__init__(person.d, person.base_url, person.size, "namedays")
        self.n = 0

    def shot(self, name: str, status: int | None = None) -> None:
        """A numbered screenshot plus the checks of Person.step; `status`: the page came with
        this error status on purpose (Chromium logs it as a console error)."""
        self.n += 1
        before = len(self.problems)
        super().step(self.n, name)
        expected = f"the server responded with a status of {status} "
        self.problems[before:] = [p for p in self.problems[before:] if not (status and expected in p)]

    def text_of(self, css: str) -> str:
        return self.find(css).text


@pytest.mark.parametrize("size", list(SIZES))
def test_search_a_name_and_keep_a_yearly_reminder(browser, size):  # noqa: F811
    p = NameDays(browser(size, "namedays"))
    nick = unique("nd")
    p.open("/signup")
    p.submit("signup-form", email=f"{nick}@example.com", password=PASSWORD, display_name=f"Nela {nick}", nickname=nick)
    p.wait_for_path(lambda path: path == "/", "home after signup")

    # ---------- today, yesterday, tomorrow ----------
    p.open("/name-days")
    for card in ("yesterday", "today", "tomorrow"):
        assert p.find(f"#name-day-{card}").is_displayed()
    assert p.text_of("#today-date").startswith("Today is ")
    p.shot("home")

    # ---------- search without accents, with suggestions while typing ----------
    p.open("/name-days/search")
    field = p.find("#q")
    p.reveal(field)
    field.send_keys("sar")
    WebDriverWait(p.d, WAIT).until(
        lambda d: "Šárka" in [o.get_attribute("value") for o in d.find_elements(By.CSS_SELECTOR, "#name-suggestions option")])
    field.send_keys("ka")
    p.press(p.find("form#name-search"))
    results = p.text_of("#search-results")
    assert "Šárka" in results and "30 June" in results, results
    p.shot("search-sarka")

    p.open("/name-days/search?q=Honza")
    assert "24 June" in p.text_of("#search-results")
    p.shot("search-nickname")

    p.open("/name-days/search?q=")
    assert p.find("#q-error").is_displayed()
    p.shot("search-empty", status=422)

    # ---------- a reminder from the results ----------
    p.open("/name-days/search?q=sarka")
    remind = p.find("#search-results a.button")
    p.reveal(remind)
    remind.click()
    p.wait_for_path(lambda path: path == "/name-days/reminders", "the reminder form")
    assert p.find("#reminders-empty").is_displayed()
    form = p.find("form#reminder-form")
    assert form.find_element(By.NAME, "name").get_attribute("value") == "Šárka"
    assert form.find_element(By.NAME, "time").get_attribute("value") == "07:00"
    person = form.find_element(By.NAME, "person")
    p.reveal(person)
    person.send_keys("Babička Šárka")
    p.shot("reminder-form")
    p.press(form)
    p.wait_for_path(lambda path: path == "/name-days/reminders", "the list after saving")
    row = p.text_of("#reminders")
    assert "Babička Šárka (Šárka)" in row and "30 June" in row and "07:00" in row, row
    p.shot("reminder-saved")

    # ---------- the same reminder again, and a name without a day ----------
    p.submit("reminder-form", name="sarka", person="Babička Šárka")
    assert p.find("#name-error").is_displayed()
    p.shot("reminder-duplicate", status=409)
    p.submit("reminder-form", name="Xyzzy", person="")
    assert "no name day" in p.text_of("#name-error")
    p.shot("reminder-unknown-name", status=422)

    # ---------- change the time, then delete after confirming ----------
    p.open("/name-days/reminders")
    edit = p.find("#reminders a.button")
    p.reveal(edit)
    edit.click()
    p.wait_for_path(lambda path: path.startswith("/name-days/reminders/"), "the edit form")
    time_field = p.find("form#reminder-form [name='time']")
    p.reveal(time_field)
    time_field.send_keys("0830AM")
    assert time_field.get_attribute("value") == "08:30"
    p.press(p.find("form#reminder-form"))
    p.wait_for_path(lambda path: path == "/name-days/reminders", "the list after editing")
    assert "08:30" in p.text_of("#reminders")
    p.shot("reminder-edited")

    delete = p.find("#reminders form button[type=submit]")
    p.reveal(delete)
    delete.click()
    WebDriverWait(p.d, WAIT).until(lambda d: d.switch_to.alert).accept()
    p.find("#reminders-empty")
    p.shot("reminder-deleted")

    # ---------- home lists the coming name days; About ----------
    p.open("/name-days/about")
    assert p.find("#about").is_displayed()
    p.shot("about")

    assert not p.problems, "\n".join(p.problems)
