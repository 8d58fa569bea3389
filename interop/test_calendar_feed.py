"""ICS feeds as calendar apps read them: a planner with a weekly meeting, an all-day event
and a to-do is served at a secret address, and the Python `icalendar` library (what many
tools use) parses it, finds the zone, the rule and the alarm, and expands the series with
`recurring_ical_events`-free arithmetic: dateutil's rrule over the served RRULE."""

import re
from datetime import datetime, date

import icalendar
from dateutil.rrule import rrulestr

from domovkit import Client, signup, submit_form, unique


def _planner(domov):
    client = Client(domov.base_url)
    nickname = unique("f")
    signup(client, f"{nickname}@example.com", nickname)
    created = submit_form(client, "/households", "household-create-form", name="Feed home")
    household = created.headers["Location"].rstrip("/").split("/")[-1]
    return client, household


def test_icalendar_parses_the_feed_and_its_series(domov):
    client, household = _planner(domov)
    base = f"/planner/{household}/items/new"
    r = submit_form(client, base, "item-form", kind="meeting", title="Standup, daily; really", start_date="2026-03-23",
                    start_time="09:00", end_date="2026-03-23", end_time="09:15", time_zone="Europe/Prague",
                    repeat_frequency="weekly", repeat_end="count", repeat_count="4", reminders="15",
                    notes="Line one\nline ~ two", location="Kitchen")
    assert r.status_code == 303, r.text[:500]
    r = submit_form(client, base, "item-form", kind="event", title="Holiday", start_date="2026-07-01",
                    end_date="2026-07-03", all_day="on", time_zone="Europe/Prague", start_time="", end_time="")
    assert r.status_code == 303, r.text[:500]
    r = submit_form(client, base, "item-form", kind="todo", title="Pay rent", start_date="2026-04-01",
                    start_time="", end_time="", end_date="")
    assert r.status_code == 303, r.text[:500]

    page = submit_form(client, f"/planner/{household}/feeds", "feed-form", name="Google")
    assert page.status_code == 201
    url = re.search(r'id="feed-url" type="text" readonly value="([^"]+)"', page.text).group(1)
    feed = Client(domov.base_url).get(url)
    assert feed.status_code == 200
    assert feed.headers["Content-Type"].startswith("text/calendar")
    assert feed.headers.get("ETag") and feed.headers.get("Last-Modified")
    assert Client(domov.base_url).get(url, headers={"If-None-Match": feed.headers["ETag"]}).status_code == 304

    calendar = icalendar.Calendar.from_ical(feed.content)
    assert [tz["TZID"] for tz in calendar.walk("VTIMEZONE")] == ["Europe/Prague"]
    events = {str(e["SUMMARY"]): e for e in calendar.walk("VEVENT")}
    standup = events["Standup, daily; really"]
    assert str(standup["DESCRIPTION"]) == "Line one\nline ~ two"
    start = standup.decoded("DTSTART")
    assert (start.hour, start.minute, str(start.tzinfo)) == (9, 0, "Europe/Prague")
    rule = standup["RRULE"].to_ical().decode()
    naive = start.replace(tzinfo=None)
    dates = list(rrulestr(rule, dtstart=naive))
    # Four Mondays at 09:00 local, across the change to summer time on 29 March.
    assert dates == [datetime(2026, 3, d, 9, 0) for d in (23, 30)] + [datetime(2026, 4, d, 9, 0) for d in (6, 13)]
    assert [str(a["TRIGGER"].to_ical().decode()) for a in standup.walk("VALARM")] == ["-PT15M"]
    holiday = events["Holiday"]
    assert holiday.decoded("DTSTART") == date(2026, 7, 1) and holiday.decoded("DTEND") == date(2026, 7, 4)
    todo = calendar.walk("VTODO")[0]
    assert str(todo["SUMMARY"]) == "Pay rent" and todo.decoded("DUE") == date(2026, 4, 1)
    assert str(todo["STATUS"]) == "NEEDS-ACTION"


def test_an_unknown_feed_is_404(domov):
    assert Client(domov.base_url).get("/feeds/domovfeed_nothing.ics").status_code == 404


def test_head_and_if_modified_since_over_the_wire_and_zone_names(domov):
    # What feed readers and caches send, through the real HTTP server: HEAD has the GET's
    # headers and no body; If-Modified-Since gets a 304 until something changes.
    client, household = _planner(domov)
    r = submit_form(client, f"/planner/{household}/items/new", "item-form", kind="event", title="Koncert",
                    start_date="2026-03-20", start_time="19:00", end_date="2026-03-20", end_time="21:00",
                    time_zone="Europe/Prague")
    assert r.status_code == 303, r.text[:500]
    page = submit_form(client, f"/planner/{household}/feeds", "feed-form", name="Reader")
    url = re.search(r'id="feed-url" type="text" readonly value="([^"]+)"', page.text).group(1)
    reader = Client(domov.base_url)
    feed = reader.get(url)
    head = reader.head(url)
    assert head.status_code == 200 and head.content == b""
    assert head.headers["ETag"] == feed.headers["ETag"] and head.headers["Last-Modified"] == feed.headers["Last-Modified"]
    assert head.headers["Content-Length"] == str(len(feed.content))
    again = reader.get(url, headers={"If-Modified-Since": feed.headers["Last-Modified"]})
    assert again.status_code == 304 and again.content == b""

    # Zones are named as people know them, not "GMT+1".
    zone = icalendar.Calendar.from_ical(feed.content).walk("VTIMEZONE")[0]
    assert sorted(str(o["TZNAME"]) for o in zone.walk() if o.name in ("STANDARD", "DAYLIGHT")) == ["CEST", "CET"]
