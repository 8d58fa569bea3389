"""Today, the signed-in home, in a real browser (Debian's Chromium, headless) at 390 and 1440 px:
a new member makes a household, plans an event for now, adds a critical chore (a one-hour chore
that started 55 minutes ago: the server has no test clock) and plans a recipe for today; Today
shows all three in their cards, the page never scrolls sideways, and Done on the event comes
back to Today without it. Screenshots go to interop/artifacts/today-<width>-NN-<step>.png."""

from __future__ import annotations

import datetime as dt
from zoneinfo import ZoneInfo

import pytest

from domovkit import ARTIFACTS, Client, WebDriverWait, signup, submit_form, unique

pytestmark = pytest.mark.browser

WIDTHS = [390, 1440]


def seed(base_url: str):
    """A member with an event now, a critical chore and a meal today: (session, csrf, household)."""
    client = Client(base_url)
    nick = unique("tod")
    signup(client, f"{nick}@example.com", nick)
    created = submit_form(client, "/households", "household-create-form", name=f"Today home {nick}")
    household = created.headers["Location"].rstrip("/").split("/")[-1]
    csrf = client.cookies.get("domov_csrf")

    def post(path, fields):
        r = client.post(path, data=[("_csrf", csrf)] + fields)
        assert r.status_code == 303, f"{path} -> {r.status_code}: {r.text[:500]}"
        return r

    post("/settings/preferences", [("language", "en"), ("appearance", "light"), ("time_zone", "Europe/Prague")])
    now = dt.datetime.now(ZoneInfo("Europe/Prague"))
    hm = lambda t: t.strftime("%H:%M")
    start, end = now - dt.timedelta(minutes=5), now + dt.timedelta(minutes=25)
    # Kept inside today, so it is today's whatever the hour the test runs.
    if start.date() != now.date():
        start = now.replace(hour=0, minute=0)
    if end.date() != now.date():
        end = now.replace(hour=23, minute=59)
    post(f"/planner/{household}/items", [
        ("kind", "event"), ("title", "Team call in progress"), ("category", "work"), ("start_date", now.date().isoformat()),
        ("start_time", hm(start)), ("end_date", now.date().isoformat()), ("end_time", hm(end)), ("time_zone", "Europe/Prague"),
        ("notes", ""), ("repeat_frequency", "none")])
    room = post(f"/chores/{household}/rooms", [("name", "Bathroom"), ("type", "bathroom")]).headers["Location"].rstrip("/").split("/")[-1]
    began = now - dt.timedelta(minutes=55)
    post(f"/chores/{household}/chores", [
        ("room", room), ("name", "Scrub the bathtub"), ("details", ""), ("kind", "recurring"), ("start_date", began.date().isoformat()),
        ("start_time", hm(began)), ("end_date", ""), ("end_time", ""), ("interval_value", "1"), ("interval_unit", "hours"),
        ("time_zone", "Europe/Prague"), ("assignee", ""), ("rotation", "none")])
    fields = {"_csrf": csrf, "name": "Lentil soup", "summary": "", "ingredients": "200 g lentils", "method": "Cook.",
              "preparationMinutes": "30", "servings": "2", "kcal": "", "protein": "", "carbohydrate": "", "fat": ""}
    recipe = client.post(f"/meals/{household}/recipes", files={k: (None, v) for k, v in fields.items()})
    assert recipe.status_code == 303, recipe.text[:500]
    post(recipe.headers["Location"] + "/plan", [("plan_date", now.date().isoformat()), ("plan_time", "23:30"), ("plan_servings", "2")])
    return client.cookies.get("domov_session"), csrf, household


@pytest.mark.parametrize("width", WIDTHS)
def test_today_shows_every_module_without_sideways_scroll(domov, chromium, width):
    session, csrf, household = seed(domov.base_url)
    d = chromium("phone" if width < 500 else "desktop", width=width, height=900)
    d.get(domov.base_url + "/healthz")
    d.add_cookie({"name": "domov_session", "value": session, "path": "/"})
    d.add_cookie({"name": "domov_csrf", "value": csrf, "path": "/"})
    d.get(domov.base_url + "/")
    d.save_screenshot(str(ARTIFACTS / f"today-{width}-01-day.png"))

    assert "Team call in progress" in d.find_element("css selector", "#today-planner").text
    assert "In progress" in d.find_element("css selector", "#today-planner").text
    assert "Scrub the bathtub" in d.find_element("css selector", "#today-chores").text
    assert "Lentil soup" in d.find_element("css selector", "#today-meals").text
    scroll = d.execute_script("return document.documentElement.scrollWidth")
    assert scroll <= width, f"Today is {scroll}px wide at {width}px"
    columns = d.execute_script("return getComputedStyle(document.getElementById('today')).gridTemplateColumns.split(' ').length")
    assert columns == (1 if width < 1024 else 2)
    severe = [e["message"] for e in d.get_log("browser") if e["level"] == "SEVERE" and "favicon.ico" not in e["message"]]
    assert not severe, severe

    # Done on the event: Today again (swapped in place by app.js), where it is no longer
    # listed, and a notice says so with Undo.
    button = d.find_element("css selector", "#today-planner button.done")
    d.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
    button.click()
    WebDriverWait(d, 10).until(lambda drv: "Team call in progress" not in drv.find_element("css selector", "#today-planner").text)
    assert d.current_url.rstrip("/") == domov.base_url.rstrip("/")
    assert d.find_element("id", "action-undo").is_displayed()
    d.save_screenshot(str(ARTIFACTS / f"today-{width}-02-after-done.png"))
