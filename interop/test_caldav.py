"""CalDAV as real clients speak it: the Python `caldav` library (what many sync tools are
built on) discovers the household calendars, writes events and to-dos with recurrence,
alarms and categories that then show in Domov, reads what was made in Domov, queries by
time range with recurring events expanded, follows sync tokens, and never overwrites a
newer version. Other people get 404 and bad data gets a 403 with a CalDAV precondition. The
read-only name-day and chores calendars are found, read and searched, and refuse writes."""

import re
import uuid
from datetime import datetime, timedelta, timezone

import caldav
import icalendar
import pytest
import requests

from domovkit import Client, signup, submit_form, unique


def _member(domov, household_name="Kalendář Nováků"):
    """A signed-up user with a household and an app password for calendar apps."""
    client = Client(domov.base_url)
    nickname = unique("dav")
    email = f"{nickname}@example.com"
    signup(client, email, nickname)
    created = submit_form(client, "/households", "household-create-form", name=household_name)
    household = created.headers["Location"].rstrip("/").split("/")[-1]
    page = submit_form(client, "/settings", "app-password-form", name="caldav library")
    token = re.search(r'id="new-app-password" type="text" readonly value="([^"]+)"', page.text).group(1)
    return client, household, email, token


def _generated(calendar):
    """Whether a calendar is one of the read-only ones Domov makes: name days, a household's chores."""
    segment = str(calendar.url).rstrip("/").split("/")[-1]
    return segment == "name-days" or segment.startswith("chores-")


def _calendar(domov, email, token):
    dav = caldav.DAVClient(url=f"{domov.base_url}/dav/", username=email, password=token)
    calendars = [c for c in dav.principal().calendars() if not _generated(c)]
    assert len(calendars) == 1
    return dav, calendars[0]


def _occurrences(domov, token, household, start, end):
    r = requests.get(f"{domov.base_url}/api/v1/households/{household}/planner/items",
                     params={"from": start, "to": end}, headers={"Authorization": f"Bearer {token}"}, timeout=30)
    assert r.status_code == 200, r.text
    body = r.json()
    return body["items"] if isinstance(body, dict) else body


WEEKLY = """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Test//caldav interop//EN
BEGIN:VTIMEZONE
TZID:Europe/Prague
BEGIN:STANDARD
DTSTART:19701025T030000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
TZOFFSETFROM:+0200
TZOFFSETTO:+0100
END:STANDARD
BEGIN:DAYLIGHT
DTSTART:19700329T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
TZOFFSETFROM:+0100
TZOFFSETTO:+0200
END:DAYLIGHT
END:VTIMEZONE
BEGIN:VEVENT
UID:{uid}
DTSTAMP:20260301T120000Z
DTSTART;TZID=Europe/Prague:20260323T180000
DTEND;TZID=Europe/Prague:20260323T193000
SUMMARY:Sbor – zkouška
DESCRIPTION:Noty s sebou\\nA ~ vodu
LOCATION:Sokolovna
CATEGORIES:Work
RRULE:FREQ=WEEKLY;COUNT=6
EXDATE;TZID=Europe/Prague:20260406T180000
X-APPLE-TRAVEL-ADVISORY-BEHAVIOR:AUTOMATIC
BEGIN:VALARM
ACTION:DISPLAY
DESCRIPTION:Reminder
TRIGGER:-PT30M
END:VALARM
END:VEVENT
END:VCALENDAR
"""


def test_discovery_finds_the_household_calendar(domov):
    _, household, email, token = _member(domov)
    well_known = requests.request("PROPFIND", f"{domov.base_url}/.well-known/caldav", allow_redirects=False, timeout=30)
    assert well_known.status_code == 301 and well_known.headers["Location"] == "/dav/"
    assert requests.options(f"{domov.base_url}/dav/", timeout=30).headers["DAV"].startswith("1, 3, calendar-access")
    assert requests.request("PROPFIND", f"{domov.base_url}/dav/", timeout=30).status_code == 401
    assert requests.request("PROPFIND", f"{domov.base_url}/dav/", auth=(email, "domov_wrong"), timeout=30).status_code == 401

    dav, calendar = _calendar(domov, email, token)
    assert calendar.name == "Kalendář Nováků"
    assert household in str(calendar.url)
    assert {"VEVENT", "VTODO"} <= set(calendar.get_supported_components())


def test_an_event_written_by_an_app_shows_in_domov_with_its_rule_alarm_and_category(domov):
    _, household, email, token = _member(domov)
    _, calendar = _calendar(domov, email, token)
    uid = f"{uuid.uuid4()}@interop"
    calendar.save_event(WEEKLY.format(uid=uid))

    occurrences = _occurrences(domov, token, household, "2026-03-01T00:00:00Z", "2026-06-01T00:00:00Z")
    mine = [o for o in occurrences if o["item"]["title"] == "Sbor – zkouška"]
    # Six weekly Mondays minus the excluded 6 April: five, at 18:00 Prague time across the DST change.
    assert len(mine) == 5, occurrences
    starts = sorted(o["startsAt"] for o in mine)
    assert starts[0] == "2026-03-23T17:00:00Z" and starts[1] == "2026-03-30T16:00:00Z"
    item = mine[0]["item"]
    assert item["category"] == "work"
    assert [r["minutesBefore"] for r in item["reminders"]] == [30]
    assert item["notes"] == "Noty s sebou\nA ~ vodu"
    assert item["location"] == "Sokolovna"

    # What Domov does not model comes back to the app unchanged.
    event = calendar.event_by_uid(uid)
    component = icalendar.Calendar.from_ical(event.data).walk("VEVENT")[0]
    assert str(component["X-APPLE-TRAVEL-ADVISORY-BEHAVIOR"]) == "AUTOMATIC"
    assert component["RRULE"].to_ical() == b"FREQ=WEEKLY;COUNT=6"
    assert str(component["CATEGORIES"].cats[0]) == "Work"


def test_items_made_in_domov_reach_the_app_and_time_range_queries_expand_series(domov):
    client, household, email, token = _member(domov)
    r = submit_form(client, f"/planner/{household}/items/new", "item-form", kind="event", title="Plavání",
                    start_date="2026-05-04", start_time="07:00", end_date="2026-05-04", end_time="08:00",
                    time_zone="Europe/Prague", repeat_frequency="daily", repeat_end="count", repeat_count="10")
    assert r.status_code == 303, r.text[:500]
    r = submit_form(client, f"/planner/{household}/items/new", "item-form", kind="todo", title="Zaplatit nájem",
                    start_date="2026-05-06", start_time="12:00", end_time="", end_date="", time_zone="Europe/Prague")
    assert r.status_code == 303, r.text[:500]

    _, calendar = _calendar(domov, email, token)
    summaries = sorted(str(icalendar.Calendar.from_ical(o.data).walk("VEVENT")[0]["SUMMARY"]) for o in calendar.events())
    assert summaries == ["Plavání"]
    todos = calendar.todos()
    assert [str(icalendar.Calendar.from_ical(t.data).walk("VTODO")[0]["SUMMARY"]) for t in todos] == ["Zaplatit nájem"]

    found = calendar.search(start=datetime(2026, 5, 7, tzinfo=timezone.utc), end=datetime(2026, 5, 9, tzinfo=timezone.utc),
                            event=True, expand=True)
    instances = [c for o in found for c in icalendar.Calendar.from_ical(o.data).walk("VEVENT")]
    assert sorted(c.decoded("DTSTART").astimezone(timezone.utc) for c in instances) == [
        datetime(2026, 5, 7, 5, 0, tzinfo=timezone.utc), datetime(2026, 5, 8, 5, 0, tzinfo=timezone.utc)]
    # A range after the series ends finds nothing.
    assert calendar.search(start=datetime(2026, 6, 1, tzinfo=timezone.utc), end=datetime(2026, 6, 2, tzinfo=timezone.utc),
                           event=True) == []


def test_sync_tokens_report_changes_and_deletions(domov):
    client, household, email, token = _member(domov)
    _, calendar = _calendar(domov, email, token)
    first = calendar.objects_by_sync_token(load_objects=False)
    assert list(first) == []

    r = submit_form(client, f"/planner/{household}/items/new", "item-form", kind="event", title="Oběd",
                    start_date="2026-05-04", start_time="12:00", end_date="2026-05-04", end_time="13:00", time_zone="Europe/Prague")
    assert r.status_code == 303
    item_path = r.headers["Location"]
    changed = calendar.objects_by_sync_token(sync_token=first.sync_token, load_objects=True)
    assert [str(icalendar.Calendar.from_ical(o.data).walk("VEVENT")[0]["SUMMARY"]) for o in changed] == ["Oběd"]

    deleted = submit_form(client, item_path + "/delete", "delete-item-form")
    assert deleted.status_code == 303, deleted.text[:300]
    gone = calendar.objects_by_sync_token(sync_token=changed.sync_token, load_objects=False)
    assert len(list(gone)) == 1
    assert calendar.objects_by_sync_token(sync_token=gone.sync_token, load_objects=False).objects == []


def test_stale_etags_never_overwrite_and_bad_data_is_refused(domov):
    _, household, email, token = _member(domov)
    dav, calendar = _calendar(domov, email, token)
    uid = f"{uuid.uuid4()}@interop"
    event = calendar.save_event(WEEKLY.format(uid=uid))
    url = str(event.url)
    auth = (email, token)
    current = requests.get(url, auth=auth, timeout=30)
    assert current.status_code == 200
    etag = current.headers["ETag"]

    changed = current.text.replace("SUMMARY:Sbor – zkouška", "SUMMARY:Sbor – generálka")
    assert requests.put(url, data=changed.encode(), auth=auth, headers={"If-Match": etag, "Content-Type": "text/calendar"},
                        timeout=30).status_code == 204
    # The second app still holds the old ETag: its write is refused, not merged over the first.
    stale = requests.put(url, data=current.text.encode(), auth=auth, headers={"If-Match": etag, "Content-Type": "text/calendar"}, timeout=30)
    assert stale.status_code == 412
    assert "generálka" in requests.get(url, auth=auth, timeout=30).text
    # If-None-Match: * only creates.
    assert requests.put(url, data=current.text.encode(), auth=auth, headers={"If-None-Match": "*"}, timeout=30).status_code == 412

    collection = str(calendar.url)
    broken = requests.put(collection + "broken.ics", data=b"BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:x\r\n", auth=auth, timeout=30)
    assert broken.status_code == 403 and "valid-calendar-data" in broken.text
    # A TZID that no zone and no VTIMEZONE of the object names is refused rather than guessed.
    nowhere = WEEKLY.format(uid="nowhere@interop").replace("TZID=Europe/Prague:", "TZID=Nowhere Standard Time:")
    refused = requests.put(collection + "nowhere.ics", data=nowhere.encode(), auth=auth, timeout=30)
    assert refused.status_code == 403 and "valid-calendar-data" in refused.text
    hourly = WEEKLY.format(uid="hourly@interop").replace("FREQ=WEEKLY;COUNT=6", "FREQ=HOURLY")
    # Valid, so kept: rules repeating more often than daily are stored and served (main 4400f33).
    kept = requests.put(collection + "hourly.ics", data=hourly.encode(), auth=auth, timeout=30)
    assert kept.status_code == 201, kept.text

    new_etag = requests.get(url, auth=auth, timeout=30).headers["ETag"]
    assert requests.delete(url, auth=auth, headers={"If-Match": etag}, timeout=30).status_code == 412
    assert requests.delete(url, auth=auth, headers={"If-Match": new_etag}, timeout=30).status_code == 204
    assert requests.get(url, auth=auth, timeout=30).status_code == 404


def test_other_people_get_404(domov):
    _, household, email, token = _member(domov)
    _, calendar = _calendar(domov, email, token)
    event = calendar.save_event(WEEKLY.format(uid=f"{uuid.uuid4()}@interop"))
    _, _, stranger_email, stranger_token = _member(domov, household_name="Jinde")
    stranger = (stranger_email, stranger_token)
    for url in (str(event.url), str(calendar.url)):
        assert requests.get(url, auth=stranger, timeout=30).status_code == 404
        assert requests.request("PROPFIND", url, auth=stranger, headers={"Depth": "0"}, timeout=30).status_code == 404
    # Even under the stranger's own home, someone else's household is not there.
    _, stranger_calendar = _calendar(domov, stranger_email, stranger_token)
    foreign = str(stranger_calendar.url).rsplit("/", 2)[0] + f"/{household}/"
    assert requests.request("PROPFIND", foreign, auth=stranger, headers={"Depth": "1"}, timeout=30).status_code == 404


def test_make_calendar_creates_a_personal_calendar_beside_the_household(domov):
    client, household, email, token = _member(domov)
    dav = caldav.DAVClient(url=f"{domov.base_url}/dav/", username=email, password=token)
    principal = dav.principal()
    sport = principal.make_calendar(name="Sport ⚽")
    tasks = principal.make_calendar(name="Úkoly", cal_id="ukoly", supported_calendar_component_set=["VTODO"])

    calendars = {c.get_display_name(): c for c in principal.calendars() if not _generated(c)}
    assert set(calendars) == {"Kalendář Nováků", "Sport ⚽", "Úkoly"}
    assert household in str(calendars["Kalendář Nováků"].url), "the household's calendar keeps its URL"
    assert str(tasks.url).endswith("/ukoly/")
    assert tasks.get_supported_components() == ["VTODO"]
    # It exists now: a second MKCALENDAR at the same URL is refused (RFC 4791 §5.3.1).
    again = requests.request("MKCALENDAR", str(tasks.url), auth=(email, token), timeout=30)
    assert again.status_code == 405

    uid = f"{uuid.uuid4()}@interop"
    sport.save_event(WEEKLY.format(uid=uid))
    assert [str(icalendar.Calendar.from_ical(e.data).walk("VEVENT")[0]["SUMMARY"]) for e in sport.events()] == ["Sbor – zkouška"]
    assert calendars["Kalendář Nováků"].events() == []
    found = sport.search(start=datetime(2026, 3, 30, tzinfo=timezone.utc), end=datetime(2026, 3, 31, tzinfo=timezone.utc),
                         event=True, expand=True)
    assert len(found) == 1
    first = sport.objects_by_sync_token(load_objects=False)
    assert len(list(first)) == 1
    sport.save_event(WEEKLY.format(uid=f"{uuid.uuid4()}@interop"))
    assert len(list(sport.objects_by_sync_token(sync_token=first.sync_token, load_objects=False))) == 1

    # Domov's planner shows it; the API lists the calendar and files the items under it.
    r = requests.get(f"{domov.base_url}/api/v1/households/{household}/planner/calendars",
                     headers={"Authorization": f"Bearer {token}"}, timeout=30)
    assert r.status_code == 200 and sorted(c["name"] for c in r.json()) == ["Sport ⚽", "Úkoly"]
    assert "Sbor – zkouška" in client.get(f"/planner/{household}/month/2026-03").text

    # Renamed and recoloured from the app, then deleted with what is in it.
    sport.set_properties([caldav.elements.dav.DisplayName("Sport a hry")])
    assert sport.get_display_name() == "Sport a hry"
    sport.delete()
    assert {c.get_display_name() for c in principal.calendars() if not _generated(c)} == {"Kalendář Nováků", "Úkoly"}
    assert "Sbor – zkouška" not in client.get(f"/planner/{household}/month/2026-03").text


def test_a_personal_calendar_is_nobody_elses(domov):
    _, household, email, token = _member(domov)
    dav = caldav.DAVClient(url=f"{domov.base_url}/dav/", username=email, password=token)
    mine = dav.principal().make_calendar(name="Soukromé", cal_id="soukrome")
    event = mine.save_event(WEEKLY.format(uid=f"{uuid.uuid4()}@interop"))
    _, _, stranger_email, stranger_token = _member(domov, household_name="Jinde")
    stranger = (stranger_email, stranger_token)
    for url in (str(event.url), str(mine.url)):
        assert requests.get(url, auth=stranger, timeout=30).status_code == 404
        assert requests.request("PROPFIND", url, auth=stranger, headers={"Depth": "0"}, timeout=30).status_code == 404
    # Making a calendar in someone else's home is forbidden.
    assert requests.request("MKCALENDAR", str(mine.url).replace("soukrome", "vetrelec"), auth=stranger, timeout=30).status_code == 403
    _, stranger_calendar = _calendar(domov, stranger_email, stranger_token)
    assert "soukrome" not in str(stranger_calendar.url)


def test_name_days_and_chores_are_read_only_calendars(domov):
    _, household, email, token = _member(domov)
    api = {"Authorization": f"Bearer {token}"}
    r = requests.post(f"{domov.base_url}/api/v1/name-days/reminders", json={"name": "Honza", "person": "Děda"}, headers=api, timeout=30)
    assert r.status_code == 201, r.text
    chores = f"{domov.base_url}/api/v1/households/{household}/chores"
    room = requests.post(f"{chores}/rooms", json={"name": "Kuchyň", "type": "kitchen"}, headers=api, timeout=30).json()["id"]
    start = datetime.now(timezone.utc).replace(microsecond=0)
    r = requests.post(f"{chores}/items", headers=api, timeout=30, json={
        "roomId": room, "name": "Nádobí", "kind": "recurring", "start": start.isoformat().replace("+00:00", "Z"),
        "interval": {"value": 2, "unit": "days"}})
    assert r.status_code == 201, r.text

    dav = caldav.DAVClient(url=f"{domov.base_url}/dav/", username=email, password=token)
    generated = {str(c.url).rstrip("/").split("/")[-1]: c for c in dav.principal().calendars() if _generated(c)}
    assert set(generated) == {"name-days", f"chores-{household}"}
    name_days, todo_list = generated["name-days"], generated[f"chores-{household}"]
    assert name_days.get_supported_components() == ["VEVENT"]
    assert todo_list.get_supported_components() == ["VTODO"]

    events = name_days.events()
    assert len(events) == 1
    event = icalendar.Calendar.from_ical(events[0].data).walk("VEVENT")[0]
    assert str(event["RRULE"].to_ical(), "ascii") == "FREQ=YEARLY" and event["DTSTART"].dt.month == 6 and event["DTSTART"].dt.day == 24
    # A yearly event: found in next year's June by its expanded occurrence, not in March.
    year = start.year + 1
    assert len(name_days.search(start=datetime(year, 6, 20, tzinfo=timezone.utc), end=datetime(year, 6, 30, tzinfo=timezone.utc), event=True, expand=True)) == 1
    assert name_days.search(start=datetime(year, 3, 1, tzinfo=timezone.utc), end=datetime(year, 3, 30, tzinfo=timezone.utc), event=True) == []

    todos = todo_list.todos()
    assert len(todos) == 1
    todo = icalendar.Calendar.from_ical(todos[0].data).walk("VTODO")[0]
    assert str(todo["SUMMARY"]) == "Nádobí" and todo["DUE"].dt == start + timedelta(days=2)
    assert len(list(todo_list.objects_by_sync_token(load_objects=False))) == 1

    # Nothing can be written: the library's save fails, and the server says why.
    with pytest.raises(caldav.lib.error.DAVError):
        name_days.save_event(WEEKLY.format(uid=f"{uuid.uuid4()}@interop"))
    with pytest.raises(caldav.lib.error.DAVError):
        todos[0].delete()
    refused = requests.delete(str(todo_list.url), auth=(email, token), timeout=30)
    assert refused.status_code == 403 and "need-privileges" in refused.text
    assert len(todo_list.todos()) == 1 and len(name_days.events()) == 1
