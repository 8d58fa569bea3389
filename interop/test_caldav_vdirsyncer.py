"""vdirsyncer, the command-line sync tool many terminal calendar users run, keeps a local
folder of .ics files and a household's Domov calendar in step both ways: what is made in
Domov lands as a file, a file added or edited in the folder shows in the Domov planner,
deletions travel in both directions, and a sync with nothing new changes nothing on
either side. The tool runs as a user would run it, from a config file, without a terminal."""

import re
import subprocess
import uuid
from pathlib import Path
from types import SimpleNamespace

import pytest
import requests

from domovkit import member_with_app_password, submit_form

VDIRSYNCER = Path(__file__).resolve().parent / ".venv" / "bin" / "vdirsyncer"
# What vdirsyncer logs for each change it makes ("Copying (uploading) item X to local/...",
# "Copying (updating) item X to remote/...", "Deleting item X from local/...").
CHANGE = re.compile(r"^(?:Copying \((?:uploading|updating)\) item \S+ to|Deleting item \S+ from) (local|remote)/",
                    re.MULTILINE)

EVENT = """BEGIN:VCALENDAR\r
VERSION:2.0\r
PRODID:-//Test//vdirsyncer interop//EN\r
BEGIN:VEVENT\r
UID:{uid}\r
DTSTAMP:20260301T120000Z\r
DTSTART:20260512T160000Z\r
DTEND:20260512T170000Z\r
SUMMARY:{summary}\r
END:VEVENT\r
END:VCALENDAR\r
"""


def _write_config(config: Path, home: Path, base_url: str, email: str, token: str, collections: str) -> None:
    """vdirsyncer's config: a folder per calendar paired with Domov, folders made without asking."""
    config.write_text(f"""[general]
status_path = "{home}/status/"

[pair household]
a = "local"
b = "remote"
collections = {collections}
# Create the local folder for each Domov calendar without asking.
implicit = "create"

[storage local]
type = "filesystem"
path = "{home}/calendars/"
fileext = ".ics"

[storage remote]
type = "caldav"
url = "{base_url}/"
username = "{email}"
password = "{token}"
""")


@pytest.fixture(scope="module")
def synced(domov, tmp_path_factory):
    """A member with a household, and a vdirsyncer config pairing its calendar with a folder."""
    client, household, email, token = member_with_app_password(domov.base_url, "vds", "Domácnost", "vdirsyncer")
    # vdirsyncer refuses to sync a side that was emptied completely (a safety check), so one
    # item stays in the calendar throughout.
    _make_event(client, household, "Svoz odpadu")

    home = tmp_path_factory.mktemp("vdirsyncer")
    config = home / "config"
    _write_config(config, home, domov.base_url, email, token, '["from b"]')
    _vdirsyncer(config, "discover")
    return SimpleNamespace(client=client, household=household, token=token, config=config,
                           folder=home / "calendars" / household)


def _make_event(client, household, title):
    r = submit_form(client, f"/planner/{household}/items/new", "item-form", kind="event", title=title,
                    start_date="2026-05-09", start_time="10:00", end_date="2026-05-09", end_time="12:00",
                    time_zone="Europe/Prague")
    assert r.status_code == 303, r.text[:500]
    return r.headers["Location"]


def _vdirsyncer(config: Path, *args: str) -> str:
    done = subprocess.run([str(VDIRSYNCER), "-c", str(config), *args], capture_output=True, text=True,
                          timeout=120, stdin=subprocess.DEVNULL)
    assert done.returncode == 0, f"vdirsyncer {' '.join(args)} -> {done.returncode}\n{done.stdout}\n{done.stderr}"
    return done.stdout + done.stderr


def _sync(s) -> list[str]:
    """One `vdirsyncer sync`; returns the side each change went to ("local" or "remote").

    Domov stores what a client PUTs in its own form (its PRODID, DTSTAMP, VTIMEZONE), so it
    answers that PUT without a strong ETag (RFC 4791 section 5.3.4) and vdirsyncer fetches
    Domov's copy on its next run: after uploads, one more sync brings only those copies home."""
    out = _vdirsyncer(s.config, "sync")
    sides = CHANGE.findall(out)
    if "remote" in sides:
        follow_up = _vdirsyncer(s.config, "sync")
        assert set(CHANGE.findall(follow_up)) <= {"local"}, follow_up
    return sides


def _titles(domov, s):
    r = requests.get(f"{domov.base_url}/api/v1/households/{s.household}/planner/items",
                     params={"from": "2026-05-01T00:00:00Z", "to": "2026-06-01T00:00:00Z"},
                     headers={"Authorization": f"Bearer {s.token}"}, timeout=30)
    assert r.status_code == 200, r.text
    body = r.json()
    return sorted(o["item"]["title"] for o in (body["items"] if isinstance(body, dict) else body))


def _files(s) -> dict[str, str]:
    return {f.name: f.read_text() for f in sorted(s.folder.glob("*.ics"))}


def test_discover_makes_one_local_folder_for_the_household(synced):
    assert synced.folder.is_dir()
    assert _sync(synced) == ["local"]
    assert ["SUMMARY:Svoz odpadu" in text for text in _files(synced).values()] == [True]


def test_an_item_made_in_domov_lands_as_a_file_and_its_deletion_follows(synced):
    item = _make_event(synced.client, synced.household, "Úklid sklepa")
    assert _sync(synced) == ["local"]
    assert len([text for text in _files(synced).values() if "SUMMARY:Úklid sklepa" in text]) == 1, _files(synced)

    assert submit_form(synced.client, item + "/delete", "delete-item-form").status_code == 303
    assert _sync(synced) == ["local"]
    assert not any("Úklid sklepa" in text for text in _files(synced).values())


def test_a_file_added_edited_and_removed_in_the_folder_follows_in_domov(domov, synced):
    uid = f"{uuid.uuid4()}@vdirsyncer"
    path = synced.folder / f"{uid}.ics"
    path.write_text(EVENT.format(uid=uid, summary="Kroužek keramiky"), newline="")
    assert _sync(synced) == ["remote"]
    assert "Kroužek keramiky" in _titles(domov, synced)

    # An editor writes the file aside and renames it in.
    edited = synced.folder / "edit.tmp"
    edited.write_text(path.read_text().replace("SUMMARY:Kroužek keramiky", "SUMMARY:Kroužek keramiky – přesunuto"))
    edited.replace(path)
    assert _sync(synced) == ["remote"]
    titles = _titles(domov, synced)
    assert "Kroužek keramiky – přesunuto" in titles and "Kroužek keramiky" not in titles

    path.unlink()
    assert _sync(synced) == ["remote"]
    assert not any(t.startswith("Kroužek keramiky") for t in _titles(domov, synced))


def test_a_sync_with_nothing_new_changes_nothing(domov, synced):
    uid = f"{uuid.uuid4()}@vdirsyncer"
    (synced.folder / f"{uid}.ics").write_text(EVENT.format(uid=uid, summary="Schůze SVJ"), newline="")
    r = submit_form(synced.client, f"/planner/{synced.household}/items/new", "item-form", kind="todo",
                    title="Odečíst vodoměr", start_date="2026-05-15", start_time="09:00", end_time="", end_date="",
                    time_zone="Europe/Prague")
    assert r.status_code == 303, r.text[:500]
    assert sorted(_sync(synced)) == ["local", "remote"]

    before = (_files(synced), _titles(domov, synced))
    assert _sync(synced) == []
    assert (_files(synced), _titles(domov, synced)) == before


def test_the_read_only_name_days_calendar_arrives_as_files(domov, synced):
    # "from b" pairs every collection of the account, so the read-only ones come home too.
    r = requests.post(f"{domov.base_url}/api/v1/name-days/reminders", json={"name": "Jana"},
                      headers={"Authorization": f"Bearer {synced.token}"}, timeout=30)
    assert r.status_code == 201, r.text
    assert _sync(synced) == ["local"]
    files = list((synced.folder.parent / "name-days").glob("*.ics"))
    assert len(files) == 1 and "RRULE:FREQ=YEARLY" in files[0].read_text()
    assert _sync(synced) == []


def test_a_file_made_in_the_folder_and_deleted_there_stays_deleted(domov, synced):
    # One plain `vdirsyncer sync` each time, as a user runs it: the upload's ETag is the stored
    # text's, so the next sync neither fetches Domov's copy again nor brings a deleted one back.
    uid = f"{uuid.uuid4()}@vdirsyncer"
    path = synced.folder / f"{uid}.ics"
    path.write_text(EVENT.format(uid=uid, summary="Jednorázová schůzka"), newline="")
    assert CHANGE.findall(_vdirsyncer(synced.config, "sync")) == ["remote"]
    assert "Jednorázová schůzka" in _titles(domov, synced)

    path.unlink()
    assert CHANGE.findall(_vdirsyncer(synced.config, "sync")) == ["remote"]
    assert "Jednorázová schůzka" not in _titles(domov, synced)
    assert CHANGE.findall(_vdirsyncer(synced.config, "sync")) == []
    assert not path.exists() and "Jednorázová schůzka" not in _titles(domov, synced)


def test_a_file_made_in_the_folder_and_edited_there_syncs_without_a_conflict(domov, synced):
    uid = f"{uuid.uuid4()}@vdirsyncer"
    path = synced.folder / f"{uid}.ics"
    path.write_text(EVENT.format(uid=uid, summary="Lekce plavání"), newline="")
    assert CHANGE.findall(_vdirsyncer(synced.config, "sync")) == ["remote"]

    path.write_text(EVENT.format(uid=uid, summary="Lekce plavání – bazén Podolí"), newline="")
    out = _vdirsyncer(synced.config, "sync")
    assert "conflict" not in out.lower(), out
    assert CHANGE.findall(out) == ["remote"], out
    titles = _titles(domov, synced)
    assert "Lekce plavání – bazén Podolí" in titles and "Lekce plavání" not in titles
    assert CHANGE.findall(_vdirsyncer(synced.config, "sync")) == []
    assert "SUMMARY:Lekce plavání – bazén Podolí" in path.read_text()


@pytest.fixture(scope="module")
def two_calendars(domov, tmp_path_factory):
    """A member whose local folder "sport" has no calendar in Domov yet: `vdirsyncer discover`
    with collections from both sides makes it there (extended MKCOL, RFC 5689)."""
    client, household, email, token = member_with_app_password(domov.base_url, "vdm", "Domácnost", "vdirsyncer")
    _make_event(client, household, "Svoz odpadu")
    user_id = requests.get(f"{domov.base_url}/api/v1/me", headers={"Authorization": f"Bearer {token}"},
                           timeout=30).json()["id"]

    home = tmp_path_factory.mktemp("vdirsyncer-two")
    (home / "calendars" / "sport").mkdir(parents=True)
    config = home / "config"
    _write_config(config, home, domov.base_url, email, token, '["from a", "from b"]')
    out = _vdirsyncer(config, "discover")
    return SimpleNamespace(client=client, household=household, token=token, config=config, email=email, user_id=user_id,
                           home=home, discover=out, base=f"{domov.base_url}/dav/calendars/{user_id}")


def test_discover_makes_the_calendar_a_local_folder_has(two_calendars):
    s = two_calendars
    r = requests.request("PROPFIND", f"{s.base}/sport/", auth=(s.email, s.token), headers={"Depth": "0"}, timeout=30)
    assert r.status_code == 207, f"{r.status_code} {r.text[:300]}\n{s.discover}"
    assert "<c:calendar/>" in r.text and "<d:displayname>sport</d:displayname>" in r.text
    assert (s.home / "calendars" / s.household).is_dir()
    _vdirsyncer(s.config, "sync")
    assert CHANGE.findall(_vdirsyncer(s.config, "sync")) == []


def _object(s, calendar, name):
    return requests.get(f"{s.base}/{calendar}/{name}", auth=(s.email, s.token), timeout=30)


def _summaries(s, calendar) -> list[str]:
    """The SUMMARY of every object in one of the member's calendars, read over CalDAV."""
    r = requests.request("PROPFIND", f"{s.base}/{calendar}/", auth=(s.email, s.token), headers={"Depth": "1"}, timeout=30)
    assert r.status_code == 207, r.text[:300]
    hrefs = [h for h in re.findall(r"<d:href>([^<]+)</d:href>", r.text) if h.endswith(".ics")]
    base = s.base.split("/dav/")[0]
    texts = [requests.get(base + h, auth=(s.email, s.token), timeout=30).text for h in hrefs]
    return sorted(m for t in texts for m in re.findall(r"^SUMMARY:(.*?)\r?$", t, re.MULTILINE))


def test_moving_a_file_to_another_calendar_folder_moves_the_event_on_the_first_sync(domov, two_calendars):
    # vdirsyncer syncs each calendar on its own: the new one's upload (PUT, If-None-Match: *)
    # may come before the old one's DELETE, as Thunderbird and DAVx5 move events too.
    s = two_calendars
    _make_event(s.client, s.household, "Turnaj ve stolním tenise")
    _vdirsyncer(s.config, "sync")
    old = next(f for f in (s.home / "calendars" / s.household).glob("*.ics") if "Turnaj ve stolním tenise" in f.read_text())
    moved = s.home / "calendars" / "sport" / old.name
    old.replace(moved)

    done = subprocess.run([str(VDIRSYNCER), "-c", str(s.config), "-vdebug", "sync"], capture_output=True, text=True,
                          timeout=120, stdin=subprocess.DEVNULL)
    out = done.stdout + done.stderr
    assert done.returncode == 0, f"the first sync after the move failed:\n{out}"
    assert "Turnaj ve stolním tenise" in _summaries(s, "sport"), out
    assert "Turnaj ve stolním tenise" not in _summaries(s, s.household), out
    assert CHANGE.findall(_vdirsyncer(s.config, "sync")) == []
    assert moved.exists() and not old.exists()


def test_an_app_moves_an_event_by_put_into_the_new_calendar_then_delete_from_the_old(two_calendars):
    s = two_calendars
    auth = (s.email, s.token)
    uid = f"{uuid.uuid4()}@thunderbird"
    name = f"{uid}.ics"
    body = EVENT.format(uid=uid, summary="Výlet na Sněžku").encode()
    made = requests.put(f"{s.base}/{s.household}/{name}", data=body, auth=auth, headers={"If-None-Match": "*"}, timeout=30)
    assert made.status_code == 201, made.text
    etag = _object(s, s.household, name).headers["ETag"]

    put = requests.put(f"{s.base}/sport/{name}", data=body, auth=auth, headers={"If-None-Match": "*"}, timeout=30)
    assert put.status_code == 201, f"PUT into the new calendar: {put.status_code} {put.text[:300]}"
    deleted = requests.delete(f"{s.base}/{s.household}/{name}", auth=auth, headers={"If-Match": etag}, timeout=30)
    # The PUT moved it, so the old copy is gone: 404, which apps take as done.
    assert deleted.status_code in (200, 204, 404), f"DELETE from the old calendar: {deleted.status_code} {deleted.text[:300]}"
    assert _object(s, "sport", name).status_code == 200
    assert _object(s, s.household, name).status_code == 404
