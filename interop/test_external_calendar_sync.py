"""Two-way sync with an external CalDAV account, against a real Radicale on loopback (with
htpasswd authentication) as the external server: a wrong password is refused on its field,
each Radicale calendar gets a personal Domov calendar, creations, edits and deletions travel
both ways, a change made on both sides keeps the server's version and saves Domov's as a copy
on both sides, and recurrence with alarms survives the trip. Domov's side is read and written
through Domov's own CalDAV server with the `caldav` library, as a phone would."""

import re
import subprocess
import sys
import time
import uuid

import caldav
import pytest
import requests

from conftest import _free_port
from domovkit import ARTIFACTS, Client, signup, submit_form, unique
from test_caldav import _member

USER = "jana"
PASSWORD = "app-heslo-1"


@pytest.fixture(scope="module")
def radicale(tmp_path_factory):
    """Radicale with one user, started on loopback for this module."""
    folder = tmp_path_factory.mktemp("radicale")
    (folder / "users").write_text(f"{USER}:{PASSWORD}\n")
    port = _free_port()
    (ARTIFACTS / "logs").mkdir(parents=True, exist_ok=True)
    log = (ARTIFACTS / "logs" / "radicale-external-sync.log").open("w")
    proc = subprocess.Popen(
        [sys.executable, "-m", "radicale", "--server-hosts", f"127.0.0.1:{port}",
         "--auth-type", "htpasswd", "--auth-htpasswd-filename", str(folder / "users"),
         "--auth-htpasswd-encryption", "plain", "--storage-filesystem-folder", str(folder / "collections"),
         "--logging-level", "warning"],
        stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}/"
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            requests.get(url, timeout=1)
            break
        except requests.ConnectionError:
            time.sleep(0.1)
    else:
        proc.kill()
        pytest.fail("Radicale did not start")
    yield url
    proc.terminate()
    proc.wait(timeout=10)
    log.close()


def _event(uid, summary, start="20260310T090000", extra=""):
    end = f"{start[:9]}{int(start[9:11]) + 1:02d}{start[11:]}"
    return (
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//external sync//EN\r\n"
        f"BEGIN:VEVENT\r\nUID:{uid}\r\nDTSTAMP:20260301T120000Z\r\n"
        f"DTSTART;TZID=Europe/Prague:{start}\r\nDTEND;TZID=Europe/Prague:{end}\r\n"
        f"SUMMARY:{summary}\r\n{extra}END:VEVENT\r\nEND:VCALENDAR\r\n"
    )


def _summaries(calendar) -> list[str]:
    found = []
    for obj in _objects(calendar):
        found += re.findall(r"^SUMMARY:(.*?)\r?$", obj.data, flags=re.M)
    return sorted(found)


def _objects(calendar):
    """Every event and to-do, by calendar-query (a sync-collection listing also names deleted ones)."""
    return calendar.events() + calendar.todos(include_completed=True)


def _by_uid(calendar, uid):
    for obj in _objects(calendar):
        if f"UID:{uid}" in obj.data:
            return obj
    return None


@pytest.fixture
def setup(domov, radicale):
    """A Domov member with a household and an app password; a Radicale calendar of theirs."""
    client, household, email, token = _member(domov, "Synchronizace")

    remote_dav = caldav.DAVClient(url=radicale, username=USER, password=PASSWORD)
    name = unique("Rodina")
    remote = remote_dav.principal().make_calendar(name=name, cal_id=uuid.uuid4().hex)
    domov_dav = caldav.DAVClient(url=f"{domov.base_url}/dav/", username=email, password=token)
    return client, household, remote, domov_dav, name


def _domov_calendar(domov_dav, name):
    matches = [c for c in domov_dav.principal().calendars() if c.name == name]
    assert len(matches) == 1, [c.name for c in domov_dav.principal().calendars()]
    return matches[0]


def _sync(client, household):
    calendars = f"/planner/{household}/calendars"
    account = re.search(r'id="external-account-([0-9a-f-]+)"', client.get(calendars).text).group(1)
    r = submit_form(client, calendars, f"external-account-{account}-sync")
    assert r.status_code == 303, r.text[:500]
    page = client.get(calendars).text
    assert "The last sync failed" not in page, page


def test_a_wrong_password_or_address_is_refused_on_its_field(domov, radicale, setup):
    client, household, _, _, _ = setup
    calendars = f"/planner/{household}/calendars"
    r = submit_form(client, calendars, "new-external-account-form", url=radicale, username=USER, password="wrong")
    assert r.status_code == 422
    assert "refused the user name or password" in r.text
    assert f'value="{USER}"' in r.text and "wrong" not in r.text  # the password is never sent back
    r = submit_form(client, calendars, "new-external-account-form", url="http://127.0.0.1:1/", username=USER, password=PASSWORD)
    assert r.status_code == 422 and "The server did not answer" in r.text
    assert 'id="external-accounts"' not in client.get(calendars).text


def test_changes_travel_both_ways_and_a_conflict_keeps_both_versions(domov, radicale, setup):
    client, household, remote, domov_dav, name = setup
    # The account sees every calendar of the Radicale user, earlier tests' too, and UIDs are
    # unique in a Domov household: this test's own UIDs keep it apart from theirs.
    run = uuid.uuid4().hex[:8]
    from_radicale, conflict, todo, from_domov = (f"{run}-{what}" for what in ("from-radicale", "conflict", "todo-weekly", "from-domov"))
    remote.save_event(_event(from_radicale, "Zubař"))
    remote.save_event(_event(conflict, "Porada", start="20260311T090000"))
    remote.save_todo(
        f"BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//external sync//EN\r\nBEGIN:VTODO\r\nUID:{todo}\r\n"
        "DTSTAMP:20260301T120000Z\r\nDTSTART;TZID=Europe/Prague:20260309T080000\r\nDUE;TZID=Europe/Prague:20260309T200000\r\n"
        "SUMMARY:Vynést koš\r\nRRULE:FREQ=WEEKLY;BYDAY=MO\r\nBEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:Koš\r\n"
        "TRIGGER:-PT1H\r\nEND:VALARM\r\nEND:VTODO\r\nEND:VCALENDAR\r\n")

    calendars = f"/planner/{household}/calendars"
    r = submit_form(client, calendars, "new-external-account-form", url=radicale, username=USER, password=PASSWORD)
    assert r.status_code == 303, r.text[:1000]
    page = client.get(calendars).text
    assert "Last synced" in page and f"synced with your calendar “{name}”" in page

    # Radicale -> Domov, recurrence and alarm included.
    mine = _domov_calendar(domov_dav, name)
    assert _summaries(mine) == ["Porada", "Vynést koš", "Zubař"]
    todo_text = _by_uid(mine, todo).data
    assert "RRULE:FREQ=WEEKLY;BYDAY=MO" in todo_text and re.search(r"TRIGGER:-PT(1H|60M)", todo_text), todo_text

    # Domov -> Radicale: a new event, an edit and a deletion.
    mine.save_event(_event(from_domov, "Plavání", start="20260312T170000"))
    _sync(client, household)
    assert "Plavání" in _summaries(remote)

    made_in_domov = _by_uid(mine, from_domov)
    made_in_domov.data = made_in_domov.data.replace("SUMMARY:Plavání", "SUMMARY:Plavání s dětmi")
    made_in_domov.save()
    remote_zubar = _by_uid(remote, from_radicale)
    remote_zubar.data = remote_zubar.data.replace("SUMMARY:Zubař", "SUMMARY:Zubař – kontrola")
    remote_zubar.save()
    _sync(client, household)
    assert _summaries(remote) == ["Plavání s dětmi", "Porada", "Vynést koš", "Zubař – kontrola"]
    assert _summaries(mine) == ["Plavání s dětmi", "Porada", "Vynést koš", "Zubař – kontrola"]

    # Deleted on one side, deleted on the other.
    _by_uid(mine, from_domov).delete()
    _by_uid(remote, from_radicale).delete()
    _sync(client, household)
    assert _summaries(remote) == ["Porada", "Vynést koš"]
    assert _summaries(mine) == ["Porada", "Vynést koš"]

    # Changed on both sides: the server's version stays, Domov's is kept as a copy on both.
    theirs = _by_uid(remote, conflict)
    theirs.data = theirs.data.replace("SUMMARY:Porada", "SUMMARY:Porada v 10")
    theirs.save()
    ours = _by_uid(mine, conflict)
    ours.data = ours.data.replace("SUMMARY:Porada", "SUMMARY:Porada online")
    ours.save()
    _sync(client, household)
    expected = ["Porada online (Domov copy)", "Porada v 10", "Vynést koš"]
    assert _summaries(mine) == expected
    assert _summaries(remote) == expected

    # A sync with nothing new changes nothing.
    _sync(client, household)
    assert _summaries(mine) == expected and _summaries(remote) == expected

    # Removing the account keeps what was synced in Domov.
    account = re.search(r'id="external-account-([0-9a-f-]+)"', client.get(calendars).text).group(1)
    assert submit_form(client, calendars, f"external-account-{account}-delete").status_code == 303
    assert 'id="external-accounts"' not in client.get(calendars).text
    assert _summaries(_domov_calendar(domov_dav, name)) == expected


def test_another_member_cannot_see_or_sync_the_account(domov, radicale, setup):
    client, household, _, _, _ = setup
    calendars = f"/planner/{household}/calendars"
    assert submit_form(client, calendars, "new-external-account-form", url=radicale, username=USER, password=PASSWORD).status_code == 303
    account = re.search(r'id="external-account-([0-9a-f-]+)"', client.get(calendars).text).group(1)

    stranger = Client(domov.base_url)
    nickname = unique("cizi")
    signup(stranger, f"{nickname}@example.com", nickname)
    created = submit_form(stranger, "/households", "household-create-form", name="Cizí")
    own_household = created.headers["Location"].rstrip("/").split("/")[-1]
    # The stranger's own planner page gives a CSRF token; the account is not theirs.
    page = stranger.get(f"/planner/{own_household}/calendars").text
    csrf = re.search(r'name="_csrf" value="([^"]+)"', page).group(1)
    for household_id in (household, own_household):
        r = stranger.post(f"/planner/{household_id}/accounts/{account}/sync", data={"_csrf": csrf}, allow_redirects=False)
        assert r.status_code == 404
        r = stranger.post(f"/planner/{household_id}/accounts/{account}/delete", data={"_csrf": csrf}, allow_redirects=False)
        assert r.status_code == 404
    assert f'id="external-account-{account}"' in client.get(calendars).text
