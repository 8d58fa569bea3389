"""The planner as a person uses it in a real browser (Debian's Chromium, headless), at phone
and desktop size, on SQLite and PostgreSQL: a new user signs up, makes a household, and takes
a meeting, a weekly event and a to-do through their lives (create, see in the agenda and the
month, edit, done, history, undo, delete with confirmation). Also: a field error keeps the
form and saves nothing; Czech and the dark appearance render the planner.

Dates are typed into <input type=date> as a person types them: Chromium runs with --lang=en-US,
so a date is MM DD YYYY and a time hh mm AM/PM (each segment moves on by itself).
Screenshots of every step go to interop/artifacts/<size>-NN-planner-<backend>-<flow>-<step>.png."""

from __future__ import annotations

import datetime as dt
import re

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webelement import WebElement
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import Select

from domovkit import ARTIFACTS, PASSWORD, SIZES, WebDriverWait, unique
from test_browser_foundation import WAIT, Person

pytestmark = pytest.mark.browser

ICAL_WEEKDAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]


class Planner(Person):
    """A Person who also knows the planner: typing dates and times, reading lists by item."""

    def __init__(self, driver, base_url, size, backend, flow):
        # Screenshots are named <size>-NN-planner-<backend>-<flow>-<step>.png (Person.step).
        super().__init__(driver, base_url, size, f"planner-{backend}-{flow}")
        self.backend = backend
        self.n = 0
        self.household = ""

    def shot(self, name: str, status: int | None = None) -> None:
        """A numbered screenshot plus the layout and console checks of Person.step. `status`:
        the page came with this error status on purpose (Chromium logs it as a console error)."""
        self.n += 1
        before = len(self.problems)
        super().step(self.n, name)
        expected = f"the server responded with a status of {status} "
        self.problems[before:] = [f"[{self.backend}/{self.size}] {p}" for p in self.problems[before:]
                                  if not (status and expected in p)]

    # ---------- typing into the item form ----------

    def field(self, name: str) -> WebElement:
        return self.find(f"form#item-form [name='{name}']")

    def type_text(self, name: str, value: str) -> None:
        field = self.field(name)
        self.reveal(field)
        field.clear()
        field.send_keys(value)

    def type_date(self, name: str, day: dt.date) -> None:
        field = self.field(name)
        self.reveal(field)
        field.send_keys(day.strftime("%m%d%Y"))
        got = field.get_attribute("value")
        assert got == day.isoformat(), f"typed {day} into {name}, the field holds {got!r}"

    def type_time(self, name: str, hour: int, minute: int = 0) -> None:
        field = self.field(name)
        self.reveal(field)
        field.send_keys(f"{(hour - 1) % 12 + 1:02d}{minute:02d}{'AM' if hour < 12 else 'PM'}")
        got = field.get_attribute("value")
        assert got == f"{hour:02d}:{minute:02d}", f"typed {hour}:{minute:02d} into {name}, the field holds {got!r}"

    def tick(self, name: str, value: str, on: bool = True) -> None:
        """Click a checkbox or radio by its label, as a finger would."""
        box = self.find(f"form#item-form input[name='{name}'][value='{value}']")
        if box.is_selected() != on:
            label = self.find(f"label[for='{box.get_attribute('id')}']")
            self.reveal(label)
            label.click()
        assert box.is_selected() == on, f"{name}={value} should be {'on' if on else 'off'}"

    def choose(self, name: str, value: str) -> None:
        select = self.field(name)
        self.reveal(select)
        Select(select).select_by_value(value)

    def save_item(self) -> None:
        self.press(self.find("form#item-form"))

    # ---------- reading pages ----------

    def item_id(self) -> str:
        """The id of the item whose page is open."""
        match = re.fullmatch(rf"/planner/{self.household}/items/([^/]+)", self.path)
        assert match, f"expected an item's page, at {self.d.current_url}"
        return match.group(1)

    def links_to(self, item_id: str, within: str = "main") -> list[WebElement]:
        return self.d.find_elements(By.CSS_SELECTOR, f"{within} a[href*='/items/{item_id}']:not([href*='/edit']):not([href*='/delete'])")

    def titles(self, within: str) -> list[str]:
        return [a.get_attribute("textContent").strip() for a in self.d.find_elements(By.CSS_SELECTOR, f"{within} a.item-title")]

    def row_of(self, item_id: str) -> WebElement:
        link = self.find(f"li.item-row a.item-title[href*='/items/{item_id}']")
        return link.find_element(By.XPATH, "./ancestor::li[contains(@class, 'item-row')]")

    def press_in_row(self, item_id: str) -> None:
        """The row's Done or Undo button."""
        self.press(self.row_of(item_id).find_element(By.CSS_SELECTOR, "button[form='done-form']"))

    def open_planner(self, suffix: str = "") -> None:
        self.open(f"/planner/{self.household}{suffix}")

    def agenda(self) -> None:
        self.open_planner()
        self.find("#agenda")


@pytest.fixture
def browser(domov, chromium):
    """Factory for Chromium sessions on this module's server (one per backend)."""
    backend = "postgres" if domov.database_url else "sqlite"

    def new(size: str, flow: str) -> Planner:
        return Planner(chromium(size, "--lang=en-US"), domov.base_url, size, backend, flow)

    return new


def sign_up_with_household(p: Planner) -> None:
    nick = unique("pla")
    p.open("/signup")
    p.submit("signup-form", email=f"{nick}@example.com", password=PASSWORD, display_name=f"Pat {nick}", nickname=nick)
    p.wait_for_path(lambda path: path == "/", "home after signup")
    p.open("/households")
    p.submit("household-create-form", name=f"Planner home {nick}")
    p.wait_for_path(lambda path: path.startswith("/households/"), "the new household's page")
    p.household = p.path.rsplit("/", 1)[1]


def new_item_form(p: Planner, kind: str) -> None:
    """Open the agenda and follow its "New …" button for this kind."""
    p.agenda()
    # On a phone the kinds are in the header's "+" menu; wider, they are buttons in a row.
    summary = p.find(".planner-new-menu > summary")
    if summary.is_displayed():
        summary.click()
    link = p.find(f".planner-new a[href$='/items/new?kind={kind}']")
    link.click()
    p.wait_for_path(lambda path: path.endswith("/items/new"), f"the new {kind} form")
    assert p.find(f"form#item-form input[name=kind][value={kind}]").is_selected()


def first_day_ahead(weekday_offset: int = 0) -> dt.date:
    """Far enough ahead that nothing is overdue or running while the test runs."""
    return dt.date.today() + dt.timedelta(days=8 + weekday_offset)


def month_path(day: dt.date) -> str:
    return f"/month/{day:%Y-%m}"


@pytest.mark.parametrize("size", list(SIZES))
def test_each_kind_from_creation_to_deletion(browser, size):
    p = browser(size, "kinds")
    sign_up_with_household(p)
    p.open("/planner")
    p.wait_for_path(lambda path: path == f"/planner/{p.household}", "/planner opening the household's agenda")
    p.find("#agenda-empty")
    p.shot("agenda-empty")

    day = first_day_ahead()
    tag = unique("")

    # ---------- create: a meeting with a location and an email attendee ----------
    meeting_title = f"Board meeting {tag}"
    guest = f"guest-{tag}@example.org"
    new_item_form(p, "meeting")
    p.shot("meeting-form")
    p.type_text("title", meeting_title)
    p.type_date("start_date", day)
    p.type_time("start_time", 10)
    p.type_date("end_date", day)
    p.type_time("end_time", 11, 30)
    p.type_text("location", "Town hall, room 4")
    p.type_text("attendee_emails", guest)
    p.tick("reminders", "15")
    p.shot("meeting-filled")
    p.save_item()
    meeting = p.item_id()
    assert p.find("#item-title").text == meeting_title
    assert p.find("#item-location").text == "Town hall, room 4"
    assert guest in p.find("ul.attendees").text
    assert "15 minutes before" in p.find("#item-reminders").text
    p.shot("meeting-page")

    # ---------- create: an event that repeats weekly on two weekdays, six times ----------
    event_title = f"Choir practice {tag}"
    other_day = day + dt.timedelta(days=2)
    new_item_form(p, "event")
    p.type_text("title", event_title)
    p.type_date("start_date", day)
    p.type_time("start_time", 18)
    p.type_date("end_date", day)
    p.type_time("end_time", 19, 30)
    p.choose("repeat_frequency", "weekly")
    weekdays = p.find("fieldset[data-repeat-only=weekly]")
    assert weekdays.is_displayed(), "choosing Weekly should show the weekdays"
    p.tick("repeat_weekdays", ICAL_WEEKDAYS[day.weekday()])
    p.tick("repeat_weekdays", ICAL_WEEKDAYS[other_day.weekday()])
    p.tick("repeat_end", "count")
    p.type_text("repeat_count", "6")
    p.shot("event-filled")
    p.save_item()
    event = p.item_id()
    assert p.find("#item-title").text == event_title
    assert p.find("#item-repeat").text.strip(), "a series says how it repeats"
    p.shot("event-page")

    # ---------- create: a to-do with a due date ----------
    todo_title = f"Pay the water bill {tag}"
    due = day + dt.timedelta(days=1)
    new_item_form(p, "todo")
    # A to-do has no end: the form hides those fields for it.
    assert not p.find("form#item-form [data-kind-only='event meeting']").is_displayed()
    p.type_text("title", todo_title)
    p.type_date("start_date", due)
    p.save_item()
    todo = p.item_id()
    assert p.find("#item-title").text == todo_title
    p.shot("todo-page")

    # ---------- the agenda and the month show all three ----------
    p.agenda()
    titles = p.titles("#agenda")
    assert titles.count(meeting_title) == 1 and titles.count(todo_title) == 1, titles
    assert titles.count(event_title) == 6, f"six occurrences of the weekly event, got {titles}"
    assert titles.index(meeting_title) < titles.index(todo_title), "sorted by start"
    # Category colours arrive despite the CSP's ban on style attributes (planner.js sets them).
    colors = p.d.execute_script("""return [...document.querySelectorAll('#agenda .category-chip')]
        .map((chip) => getComputedStyle(chip).getPropertyValue('--category-color').trim());""")
    assert colors and all(colors), f"category chips without a colour: {colors}"
    p.shot("agenda-three-kinds")

    for item_id, when in ((meeting, day), (event, day), (event, other_day), (todo, due)):
        p.open_planner(month_path(when))
        p.find("#calendar table.month-grid")
        cell = p.find(f"td.day a.day-number[href$='/day/{when.isoformat()}']").find_element(By.XPATH, "./ancestor::td")
        assert cell.find_elements(By.CSS_SELECTOR, f"a[href*='/items/{item_id}']"), \
            f"item {item_id} not in the month cell of {when}"
    p.open_planner(month_path(day))
    p.find("#calendar")
    p.shot("month")

    # ---------- edit the meeting and the to-do ----------
    p.open(f"/planner/{p.household}/items/{meeting}")
    p.find("a#edit-item").click()
    p.find("form#item-form")
    assert p.field("location").get_attribute("value") == "Town hall, room 4"
    meeting_title += " (moved)"
    p.type_text("title", meeting_title)
    p.type_text("location", "Library")
    p.type_time("start_time", 14)
    p.type_time("end_time", 15)
    p.save_item()
    assert p.item_id() == meeting
    assert p.find("#item-title").text == meeting_title
    assert p.find("#item-location").text == "Library"
    assert "14:00" in p.find("#item-when").text
    p.shot("meeting-edited")

    p.open(f"/planner/{p.household}/items/{todo}/edit")
    todo_title += " online"
    p.type_text("title", todo_title)
    p.save_item()
    assert p.find("#item-title").text == todo_title

    # ---------- edit one occurrence of the weekly event; the others stay ----------
    p.agenda()
    before = occurrence_times(p, event)
    assert len(before) == 6, before
    second = p.links_to(event, "#agenda")[1].get_attribute("href")
    assert "occurrence=" in second, second
    p.open(second)
    p.find("a#edit-item").click()
    p.find("form#item-form")
    assert p.find("form#item-form input[name=scope][value=occurrence]").is_selected(), \
        "editing one occurrence of a series starts with 'This occurrence'"
    p.shot("occurrence-form")
    moved_title = f"Choir concert {tag}"
    p.type_text("title", moved_title)
    p.type_time("start_time", 20)
    p.type_time("end_time", 22)
    p.save_item()
    moved = p.item_id()
    assert moved != event, "an occurrence edited on its own becomes an item of its own"
    assert p.find("#item-title").text == moved_title
    assert "20:00" in p.find("#item-when").text
    p.shot("occurrence-edited")

    p.agenda()
    titles = p.titles("#agenda")
    assert titles.count(event_title) == 5 and titles.count(moved_title) == 1, titles
    after = occurrence_times(p, event)
    assert after == before[:1] + before[2:], f"the other occurrences changed: {before} -> {after}"
    p.shot("agenda-occurrence-edited")

    # ---------- done, history, undo: the to-do and the (one-time) meeting ----------
    for item_id, title in ((todo, todo_title), (meeting, meeting_title)):
        p.agenda()
        p.press_in_row(item_id)
        p.wait_for_path(lambda path: path == f"/planner/{p.household}", "back at the agenda after Done")
        assert title not in p.titles("#agenda"), f"{title} is done, yet still in the agenda"
        p.shot(f"done-{'todo' if item_id == todo else 'meeting'}")
        p.open_planner("/done")
        assert title in p.titles("#history"), f"{title} not in the Done history"
    p.shot("history")

    p.press_in_row(todo)
    p.wait_for_path(lambda path: path == f"/planner/{p.household}/done", "back at the history after Undo")
    assert todo_title not in p.titles("main"), "the undone to-do is still in the history"
    assert meeting_title in p.titles("#history")
    p.press_in_row(meeting)
    p.find("#history-empty")
    p.shot("history-undone")
    p.agenda()
    titles = p.titles("#agenda")
    assert todo_title in titles and meeting_title in titles, titles

    # ---------- delete each, through the confirmation page ----------
    for item_id, label, scope in ((meeting, "meeting", None), (todo, "todo", None), (event, "event", "all")):
        links = p.links_to(item_id, "#agenda")
        assert links, f"{label} not in the agenda before deleting"
        p.open(links[0].get_attribute("href"))
        p.find("a#delete-item").click()
        form = p.find("form#delete-item-form")
        if scope:
            assert p.find("form#delete-item-form input[name=scope][value=occurrence]").is_selected(), \
                "deleting an occurrence offers 'This occurrence' first"
            radio = p.find(f"form#delete-item-form input[name=scope][value={scope}]")
            p.find(f"label[for='{radio.get_attribute('id')}']").click()
            assert radio.is_selected()
        p.shot(f"delete-{label}")
        p.press(form)
        p.wait_for_path(lambda path: path == f"/planner/{p.household}", f"the agenda after deleting the {label}")
        p.find("#agenda")
        assert not p.links_to(item_id, "#agenda"), f"the {label} is still in the agenda"
    # Deleting the whole series took its edited occurrence with it.
    p.find("#agenda-empty")
    p.shot("agenda-empty-again")
    p.open(f"/planner/{p.household}/items/{moved}")
    assert p.find("main h1").text, "a page for the deleted item"
    assert not p.d.find_elements(By.CSS_SELECTOR, "#item-title"), "the edited occurrence outlived its series"

    assert not p.problems, f"{len(p.problems)} layout/console problems:\n" + "\n".join(p.problems)


def occurrence_times(p: Planner, item_id: str) -> list[str]:
    """The machine-readable starts of a series' occurrences in the agenda, in order."""
    return [row.find_element(By.CSS_SELECTOR, "time").get_attribute("datetime")
            for row in p.d.find_elements(By.CSS_SELECTOR, "#agenda li.item-row")
            if row.find_elements(By.CSS_SELECTOR, f"a.item-title[href*='/items/{item_id}']")]


@pytest.mark.parametrize("size", list(SIZES))
def test_end_before_start_is_shown_at_its_field_and_nothing_is_saved(browser, size):
    p = browser(size, "error")
    sign_up_with_household(p)
    day = first_day_ahead()
    title = f"Backwards {unique('')}"
    new_item_form(p, "event")
    p.type_text("title", title)
    p.type_date("start_date", day)
    p.type_time("start_time", 15)
    p.type_date("end_date", day)
    p.type_time("end_time", 14)
    p.save_item()
    p.wait_for_path(lambda path: path == f"/planner/{p.household}/items", "the form again, with the error")
    error = p.find("#end_time-error")
    assert error.is_displayed() and error.text.strip()
    field = p.field("end_time")
    assert field.get_attribute("aria-invalid") == "true"
    assert "end_time-error" in (field.get_attribute("aria-describedby") or "")
    # Next to its field: in the same .field box, not only in the summary at the top.
    box = field.find_element(By.XPATH, "./ancestor::div[contains(@class, 'field')][1]")
    assert box.find_elements(By.CSS_SELECTOR, "#end_time-error")
    p.find("form#item-form .notice.error")
    # What was typed is kept.
    assert p.field("title").get_attribute("value") == title
    assert p.field("start_date").get_attribute("value") == day.isoformat()
    p.reveal(error)
    p.shot("field-error", status=422)
    p.agenda()
    p.find("#agenda-empty")
    assert title not in p.find("main").text
    assert not p.problems, f"{len(p.problems)} layout/console problems:\n" + "\n".join(p.problems)


@pytest.mark.parametrize("size", list(SIZES))
def test_czech_and_dark_appearance(browser, size):
    p = browser(size, "czech-dark")
    sign_up_with_household(p)
    p.open("/settings")
    form = p.find("form#preferences-form")
    Select(form.find_element(By.NAME, "language")).select_by_value("cs")
    Select(form.find_element(By.NAME, "appearance")).select_by_value("dark")
    p.press(form)
    WebDriverWait(p.d, WAIT).until(EC.presence_of_element_located((By.CSS_SELECTOR, "html[lang=cs]")))

    p.agenda()
    html = p.find("html")
    assert html.get_attribute("lang") == "cs" and html.get_attribute("data-theme") == "dark"
    tabs = p.find("nav.planner-tabs").text
    for word in ("Přehled", "Den", "Týden", "Měsíc", "Hotovo", "Kategorie"):
        assert word in tabs, f"{word!r} not in the Czech tabs: {tabs!r}"
    assert "Nová činnost" in p.find(".planner-new").get_attribute("textContent")
    assert "Zatím nic naplánováno" in p.find("#agenda-empty").text
    assert_dark(p)
    p.shot("cs-dark-agenda")

    day = first_day_ahead()
    title = f"Vynést koš {unique('')}"
    new_item_form(p, "todo")
    assert "Uložit" in p.find("form#item-form button[type=submit]").text
    p.type_text("title", title)
    p.type_date("start_date", day)
    p.shot("cs-dark-form")
    p.save_item()
    todo = p.item_id()
    assert p.find("#item-title").text == title
    assert "Termín" in p.find("dl.facts").text
    p.shot("cs-dark-item")

    p.open_planner(month_path(day))
    caption = p.find("table.month-grid caption").get_attribute("textContent")
    czech_months = ["leden", "únor", "březen", "duben", "květen", "červen",
                    "červenec", "srpen", "září", "říjen", "listopad", "prosinec"]
    assert czech_months[day.month - 1] in caption.lower(), caption
    assert p.links_to(todo, "#calendar"), "the to-do is not in its month"
    assert_dark(p)
    p.shot("cs-dark-month")

    # A field error in Czech.
    new_item_form(p, "event")
    p.type_text("title", "")
    p.save_item()
    error = p.find("#title-error").text
    assert error and not re.search(r"\b(required|must|field)\b", error, re.I), f"not Czech: {error!r}"
    p.shot("cs-dark-error", status=422)
    assert not p.problems, f"{len(p.problems)} layout/console problems:\n" + "\n".join(p.problems)


# The issue asks for the week at a wide desktop and at a phone.
GRID_WIDTHS = {"desktop": 1440, "phone": 390}


@pytest.mark.parametrize("size", list(SIZES))
def test_week_grid_shows_overlapping_items_side_by_side(browser, size):
    p = browser(size, "week-grid")
    width = GRID_WIDTHS[size]
    p.d.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": SIZES[size][1], "deviceScaleFactor": 1, "mobile": size == "phone"})
    sign_up_with_household(p)
    day = first_day_ahead(3)
    ids = []
    for title, (start, end) in ((f"Dentist {unique('')}", ((10, 0), (11, 30))), (f"School call {unique('')}", ((11, 0), (12, 0)))):
        new_item_form(p, "event")
        p.type_text("title", title)
        p.type_date("start_date", day)
        p.type_time("start_time", *start)
        p.type_date("end_date", day)
        p.type_time("end_time", *end)
        p.save_item()
        ids.append(p.item_id())

    p.open_planner(f"/week/{day.isoformat()}")
    grid = p.find(".time-grid")
    first, second = (p.find(f".time-grid .grid-items a[href*='/items/{item_id}']") for item_id in ids)
    # On a phone three days fill the width: the grid scrolls (inside itself) to the day.
    p.reveal(first)
    p.d.save_screenshot(str(ARTIFACTS / f"{size}-planner-week-grid.png"))
    view = grid.rect
    boxes = [link.find_element(By.XPATH, "./ancestor::li[1]").rect for link in (first, second)]
    for link, box in zip((first, second), boxes):
        assert link.is_displayed() and box["width"] > 20 and box["height"] > 20, f"{link.text!r} is not visible: {box}"
        assert view["x"] <= box["x"] and box["x"] + box["width"] <= view["x"] + view["width"] + 1, \
            f"{link.text!r} at {box} is outside the grid's view {view}"
    left, right = sorted(boxes, key=lambda box: box["x"])
    assert left["x"] + left["width"] <= right["x"], f"overlapping items should sit side by side: {boxes}"
    assert abs(left["y"] - right["y"]) > 20, "the second starts an hour later, lower down"
    page_width = p.d.execute_script("return document.documentElement.scrollWidth")
    assert page_width <= width, f"the page scrolls sideways: {page_width}px at {width}px"
    severe = [e["message"] for e in p.d.get_log("browser") if e["level"] == "SEVERE" and "favicon.ico" not in e["message"]]
    assert not severe, severe


def assert_dark(p: Planner) -> None:
    """The dark theme took: a dark page background under light text (not a contrast audit)."""
    bg, fg = p.d.execute_script("""
        const lum = (c) => { const [r, g, b] = c.match(/\\d+(\\.\\d+)?/g).slice(0, 3).map(Number);
                             return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255; };
        const body = getComputedStyle(document.body), root = getComputedStyle(document.documentElement);
        const bg = body.backgroundColor.startsWith('rgba(0, 0, 0, 0)') ? root.backgroundColor : body.backgroundColor;
        return [lum(bg), lum(body.color)];""")
    assert bg < 0.3 and fg > 0.6, f"not dark: background luminance {bg:.2f}, text {fg:.2f}"
