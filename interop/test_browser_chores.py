"""Chores as a person uses them in a real browser (Debian's Chromium, headless), at phone and
desktop size, on SQLite and PostgreSQL: a new user signs up, makes a household, adds a room,
creates a recurring chore that is already in its critical window (the server has no test clock,
so the chore starts 55 minutes ago with a one-hour interval: 80 % of the span is past), sees it
critical in the room's list, on its page and in the overview, renews it (OK again, one entry in
the history), undoes and renews again, and deletes it with confirmation.

Screenshots of every step go to interop/artifacts/<size>-NN-chores-<backend>-<step>.png."""

from __future__ import annotations

import datetime as dt
import re

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from domovkit import PASSWORD, SIZES, unique
from test_browser_foundation import Person

pytestmark = pytest.mark.browser


class Chores(Person):
    def __init__(self, driver, base_url, size, backend):
        super().__init__(driver, base_url, size, f"chores-{backend}")
        self.backend = backend
        self.n = 0
        self.household = ""

    def shot(self, name: str) -> None:
        self.n += 1
        before = len(self.problems)
        super().step(self.n, name)
        self.problems[before:] = [f"[{self.backend}/{self.size}] {p}" for p in self.problems[before:]]

    def set_value(self, form: str, name: str, value: str) -> None:
        """Set a date, time or number field as the browser stores it (ISO), whatever the locale."""
        field = self.find(f"form#{form} [name='{name}']")
        self.reveal(field)
        self.d.execute_script("arguments[0].value = arguments[1]", field, value)
        assert field.get_attribute("value") == value, f"{name} holds {field.get_attribute('value')!r}"

    def type_text(self, form: str, name: str, value: str) -> None:
        field = self.find(f"form#{form} [name='{name}']")
        self.reveal(field)
        field.clear()
        field.send_keys(value)

    def tick(self, form: str, name: str, value: str) -> None:
        box = self.find(f"form#{form} input[name='{name}'][value='{value}']")
        if not box.is_selected():
            label = self.find(f"label[for='{box.get_attribute('id')}']")
            self.reveal(label)
            label.click()
        assert box.is_selected(), f"{name}={value} should be chosen"

    def status_text(self, within: str) -> str:
        return self.find(f"{within} .chore-status").text.strip()

    def picture_is_drawn(self, css: str) -> None:
        size = self.d.execute_script(
            "const r = document.querySelector(arguments[0]).getBoundingClientRect(); return [r.width, r.height];", css)
        assert size[0] >= 16 and size[1] >= 16, f"{css} is {size}"


@pytest.fixture
def browser(domov, chromium):
    backend = "postgres" if domov.database_url else "sqlite"

    def new(size: str) -> Chores:
        return Chores(chromium(size, "--lang=en-US"), domov.base_url, size, backend)

    return new


@pytest.mark.parametrize("size", list(SIZES))
def test_create_turn_critical_renew_and_delete(browser, size):
    p = browser(size)
    nick = unique("cho")
    p.open("/signup")
    p.submit("signup-form", email=f"{nick}@example.com", password=PASSWORD, display_name=f"Cho {nick}", nickname=nick)
    p.wait_for_path(lambda path: path == "/", "home after signup")
    p.open("/households")
    p.submit("household-create-form", name=f"Chores home {nick}")
    p.wait_for_path(lambda path: path.startswith("/households/"), "the new household's page")
    p.household = p.path.rsplit("/", 1)[1]
    base = f"/chores/{p.household}"

    # ---------- the module opens on the household's (empty) rooms ----------
    p.open("/chores")
    p.wait_for_path(lambda path: path == base, "/chores opening the household's rooms")
    p.find("#rooms-empty")
    p.shot("rooms-empty")

    # ---------- a room: the creator has it in My rooms ----------
    p.find("#new-room").click()
    p.wait_for_path(lambda path: path == f"{base}/rooms/new", "the new room form")
    p.type_text("room-form", "name", "Bathroom")
    p.tick("room-form", "type", "bathroom")
    p.shot("room-form")
    p.press(p.find("form#room-form"))
    p.wait_for_path(lambda path: re.fullmatch(rf"{base}/rooms/[^/]+", path) is not None, "the room's page")
    room_path = p.path
    p.find("#room-mine")
    p.picture_is_drawn("h1 .icon-room-bathroom")
    p.find("#room-empty")
    p.shot("room-empty")
    # My rooms filter: the room is there; after removing it, the filter is empty; then back.
    p.open(f"{base}?mine=1")
    assert "Bathroom" in p.find("#rooms").text
    p.open(room_path)
    p.press(p.find("form#my-room-form"))
    p.wait_for_path(lambda path: path == room_path, "the room after leaving My rooms")
    assert p.find("#my-room-toggle").get_attribute("aria-pressed") == "false"
    p.open(f"{base}?mine=1")
    p.find("#rooms-empty")
    p.open(room_path)
    p.press(p.find("form#my-room-form"))
    p.wait_for_path(lambda path: path == room_path, "the room after joining My rooms again")
    p.find("#room-mine")

    # ---------- a recurring chore, already 55 minutes into its one-hour interval ----------
    p.find(".room-actions a[href*='/chores/new']").click()
    p.wait_for_path(lambda path: path == f"{base}/chores/new", "the new chore form")
    prefilled = p.find("form#chore-form [name='start_date']").get_attribute("value") + "T" + \
        p.find("form#chore-form [name='start_time']").get_attribute("value")
    start = dt.datetime.fromisoformat(prefilled) - dt.timedelta(minutes=55)
    assert Select(p.find("form#chore-form [name='room']")).first_selected_option.text == "Bathroom"
    p.type_text("chore-form", "name", "Clean the tub")
    p.type_text("chore-form", "details", "Scrub <gently> & rinse")
    p.tick("chore-form", "kind", "recurring")
    p.set_value("chore-form", "start_date", start.date().isoformat())
    p.set_value("chore-form", "start_time", start.strftime("%H:%M"))
    p.set_value("chore-form", "interval_value", "1")
    Select(p.find("form#chore-form [name='interval_unit']")).select_by_value("hours")
    p.shot("chore-form")
    p.press(p.find("form#chore-form"))
    p.wait_for_path(lambda path: re.fullmatch(rf"{base}/chores/[^/]+", path) is not None, "the chore's page")
    chore_path = p.path
    p.find("#alerts-offer")  # the first chore offers notifications on this device
    assert p.find("#chore-title").text == "Clean the tub"
    assert p.find("#chore-details").text == "Scrub <gently> & rinse"
    assert p.status_text(".chore-detail") == "Critical"
    assert int(p.find("#chore-progress").get_attribute("value")) >= 900
    assert "left" in p.find("#chore-remaining").text
    p.shot("chore-critical")

    # ---------- critical in the room's list and in the overview ----------
    p.open(room_path)
    row = p.find("li.chore-row")
    assert "status-critical" in row.get_attribute("class")
    assert p.status_text("li.chore-row") == "Critical"
    # chores.js keeps the time remaining current (it rewrites the same words the server wrote).
    assert "left" in row.find_element(By.CSS_SELECTOR, ".chore-remaining").text
    p.shot("room-critical")
    p.open(f"{base}/overview")
    assert "Clean the tub" in p.find("#urgent").text
    p.shot("overview-critical")
    p.open(base)
    assert "1 critical" in p.find("#rooms").text
    p.picture_is_drawn("#rooms .icon-room-bathroom")
    p.shot("rooms")

    # ---------- renew: OK again, one completion in the history ----------
    p.open(chore_path)
    p.type_text("complete-form", "note", "Sparkling")
    p.press(p.find("form#complete-form"))
    p.wait_for_path(lambda path: path == chore_path, "the chore's page after renewing")
    p.find("#history-list")
    assert p.status_text(".chore-detail") == "OK"
    assert "Sparkling" in p.find("#history-list").text
    assert int(p.find("#chore-progress").get_attribute("value")) < 50
    p.shot("renewed")

    # ---------- undo brings back the critical state; renew again ----------
    p.press(p.find("form#undo-form"))
    p.wait_for_path(lambda path: path == chore_path, "the chore's page after undo")
    p.find("#history-empty")
    assert p.status_text(".chore-detail") == "Critical"
    p.press(p.find("form#complete-form"))
    p.wait_for_path(lambda path: path == chore_path, "the chore's page after renewing again")
    p.find("#history-list")
    p.shot("renewed-again")
    p.open(f"{base}/overview")
    p.find("#urgent-empty")
    assert "1 completion" in p.find("#stats").text
    p.shot("overview-calm")

    # ---------- edit: the form opens filled in; the new name and interval show ----------
    p.open(chore_path)
    edit = p.find("#edit-chore")
    p.reveal(edit)
    edit.click()
    p.wait_for_path(lambda path: path == f"{chore_path}/edit", "the edit form")
    assert p.find("form#chore-form [name='name']").get_attribute("value") == "Clean the tub"
    p.type_text("chore-form", "name", "Clean the tub and tiles")
    p.set_value("chore-form", "interval_value", "2")
    p.shot("chore-edit")
    p.press(p.find("form#chore-form"))
    p.wait_for_path(lambda path: path == chore_path, "the chore's page after editing")
    assert p.find("#chore-title").text == "Clean the tub and tiles"
    assert "2 hours" in p.find("#chore-interval").text
    p.find("#history-list")  # the completion stays

    # ---------- delete from the list, with confirmation ----------
    p.open(room_path)
    p.find("li.chore-row a.chore-delete").click()
    p.wait_for_path(lambda path: path == f"{chore_path}/delete", "the delete confirmation")
    p.shot("delete-confirm")
    p.press(p.find("form#delete-chore-form"))
    p.wait_for_path(lambda path: path == room_path, "the room after deleting")
    p.find("#room-empty")
    p.shot("deleted")

    assert not p.problems, "\n".join(p.problems)


@pytest.mark.parametrize("size", list(SIZES))
def test_chore_form_shows_only_the_fields_of_the_kind_and_rotation_chosen(browser, size):
    """chores.js shows and hides the chore form's groups as the kind and the rotation change,
    with no round trip: its "Show the fields" button (for pages without JavaScript) is gone."""
    p = browser(size)
    nick = unique("kind")
    p.open("/signup")
    p.submit("signup-form", email=f"{nick}@example.com", password=PASSWORD, display_name=f"Kind {nick}", nickname=nick)
    p.wait_for_path(lambda path: path == "/", "home after signup")
    p.open("/households")
    p.submit("household-create-form", name=f"Kinds {nick}")
    p.wait_for_path(lambda path: path.startswith("/households/"), "the new household's page")
    base = f"/chores/{p.path.rsplit('/', 1)[1]}"
    p.open(f"{base}/rooms/new")
    p.type_text("room-form", "name", "Hall")
    p.tick("room-form", "type", "hallway")
    p.press(p.find("form#room-form"))
    p.wait_for_path(lambda path: re.fullmatch(rf"{base}/rooms/[^/]+", path) is not None, "the room's page")

    p.open(f"{base}/chores/new")
    form = p.find("form#chore-form")

    def shown(name: str) -> bool:
        return form.find_element(By.NAME, name).is_displayed()

    assert not form.find_elements(By.CSS_SELECTOR, "[data-refresh-fields]"), "chores.js removes the no-JS button"
    # One-time, as a new chore starts: an end, no interval, no turns.
    assert shown("end_date") and shown("end_time")
    assert not shown("interval_value") and not shown("interval_unit")
    assert not p.find("#chore-rotation-fields").is_displayed()
    p.shot("form-once")

    p.tick("chore-form", "kind", "recurring")
    assert shown("interval_value") and shown("interval_unit")
    assert not shown("end_date") and not shown("end_time")
    assert p.find("#chore-rotation-fields").is_displayed()
    assert not p.find("#chore-rotation-members").is_displayed(), "no members to pick without a rotation"
    p.tick("chore-form", "rotation", "round-robin")
    assert p.find("#chore-rotation-members").is_displayed()
    p.shot("form-recurring-turns")
    p.tick("chore-form", "rotation", "none")
    assert not p.find("#chore-rotation-members").is_displayed()

    # Back to one-time: the interval and the rotation go again; saving makes a one-time chore.
    p.tick("chore-form", "kind", "once")
    assert shown("end_date") and not shown("interval_value")
    assert not p.find("#chore-rotation-fields").is_displayed()
    p.type_text("chore-form", "name", "Sweep")
    p.press(p.find("form#chore-form"))
    p.wait_for_path(lambda path: re.fullmatch(rf"{base}/chores/[^/]+", path) is not None, "the chore's page")
    assert p.find("#chore-interval").text == "once"

    # Its edit page opens with the one-time fields only.
    p.open(f"{p.path}/edit")
    form = p.find("form#chore-form")
    assert shown("end_date") and not shown("interval_value")
    assert not p.problems, "\n".join(p.problems)
