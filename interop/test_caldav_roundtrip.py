"""A calendar server keeps what clients send. Real-shaped objects from Apple Calendar and
Reminders, Google Calendar, Outlook and Exchange (a Windows TZID and a custom one), Thunderbird,
DAVx5 with tasks.org and jtx Board (subtasks with RELATED-TO) and Evolution are PUT, read back
by GET, calendar-multiget and sync-collection, and compared property by property and
parameter by parameter with what was sent. Then each is renamed in the web planner, as a
person would, and compared again: nothing but the title, SEQUENCE, DTSTAMP and LAST-MODIFIED
may differ. A journal entry (jtx Board's VJOURNAL) is no planner item: it is not in the
planner's list, and the rename is left out."""

import re
import uuid
from html.parser import HTMLParser
from pathlib import Path
from xml.etree import ElementTree

import pytest
import requests

from domovkit import member_with_app_password

CORPUS = Path(__file__).resolve().parent / "corpus"
PAYLOADS = sorted(CORPUS.glob("*.ics"))
DAV = "{DAV:}"
CALDAV = "{urn:ietf:params:xml:ns:caldav}"
# What a rename in Domov may change, and only in the renamed component.
CHANGE_MARKS = {"SUMMARY", "SEQUENCE", "DTSTAMP", "LAST-MODIFIED"}


def _crlf(path: Path) -> str:
    return path.read_text(encoding="utf-8").replace("\r\n", "\n").replace("\n", "\r\n")


def _unfold(text: str) -> list[str]:
    return re.sub(r"\r\n[ \t]", "", text).split("\r\n")


def _split(line: str) -> tuple[str, tuple[str, ...], str]:
    """NAME, (PARAM=value, ...) in order, value: a content line taken apart (quotes respected)."""
    head, value, quoted = [], None, False
    for i, ch in enumerate(line):
        if ch == '"':
            quoted = not quoted
        elif ch == ":" and not quoted:
            head, value = line[:i], line[i + 1:]
            break
    parts, current, quoted = [], "", False
    for ch in head:
        if ch == '"':
            quoted = not quoted
        if ch == ";" and not quoted:
            parts.append(current)
            current = ""
        else:
            current += ch
    parts.append(current)
    name = parts[0].upper()
    params = tuple(p.split("=", 1)[0].upper() + "=" + p.split("=", 1)[1] if "=" in p else p for p in parts[1:])
    return name, params, value


def _tree(text: str) -> list:
    """The component tree: [(name, [properties], [children])] with properties as (NAME, params, value)."""
    stack = [("ROOT", [], [])]
    for line in _unfold(text):
        if not line:
            continue
        name, params, value = _split(line)
        if name == "BEGIN":
            stack.append((value.upper(), [], []))
        elif name == "END":
            done = stack.pop()
            stack[-1][2].append(done)
        else:
            stack[-1][1].append((name, params, value))
    return stack[0][2]


def _differences(sent: list, got: list, path: str = "", ignore=frozenset()) -> list[str]:
    """Every property or parameter that differs, component by component, in order."""
    problems = []
    if len(sent) != len(got):
        return [f"{path}: {len(sent)} components sent, {len(got)} came back"]
    for index, (a, b) in enumerate(zip(sent, got)):
        where = f"{path}/{a[0]}[{index}]"
        if a[0] != b[0]:
            problems.append(f"{where}: came back as {b[0]}")
            continue
        kept_a = sorted(p for p in a[1] if p[0] not in ignore)
        kept_b = sorted(p for p in b[1] if p[0] not in ignore)
        for prop in kept_a:
            if prop not in kept_b:
                problems.append(f"{where}: sent {prop}, came back {[p for p in b[1] if p[0] == prop[0]]}")
        for prop in kept_b:
            if prop not in kept_a:
                problems.append(f"{where}: not sent but came back {prop}")
        problems += _differences(a[2], b[2], where, ignore)
    return problems


class _EditForm(HTMLParser):
    """The fields a browser would send for form#item-form: checked boxes and radios only, the
    selected options, textareas' text, and every value of a repeated name."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.action = None
        self.fields: list[tuple[str, str]] = []
        self._inside = False
        self._select = None
        self._select_default = None
        self._textarea = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "form" and a.get("id") == "item-form":
            self._inside, self.action = True, a.get("action")
        if not self._inside:
            return
        name = a.get("name")
        if tag == "input" and name and not ("disabled" in a):
            kind = (a.get("type") or "text").lower()
            if kind in ("checkbox", "radio") and "checked" not in a:
                return
            if kind in ("submit", "button"):
                return
            self.fields.append((name, a.get("value") or ("on" if kind in ("checkbox", "radio") else "")))
        elif tag == "select" and name:
            self._select, self._select_default = name, None
        elif tag == "option" and self._select:
            if self._select_default is None:
                self._select_default = a.get("value", "")
            if "selected" in a:
                self.fields.append((self._select, a.get("value", "")))
                self._select_default = False
        elif tag == "textarea" and name:
            self._textarea = [name, ""]

    def handle_data(self, data):
        if self._textarea is not None:
            self._textarea[1] += data

    def handle_endtag(self, tag):
        if tag == "select" and self._select:
            if self._select_default:
                self.fields.append((self._select, self._select_default))
            self._select = None
        elif tag == "textarea" and self._textarea is not None:
            self.fields.append((self._textarea[0], self._textarea[1].removeprefix("\n")))
            self._textarea = None
        elif tag == "form" and self._inside:
            self._inside = False


@pytest.fixture(scope="module")
def member(domov):
    client, household, email, token = member_with_app_password(domov.base_url, "roundtrip", "Round trip", "round trip")
    dav = requests.Session()
    dav.auth = (email, token)
    me = client.get("/api/v1/me").json()
    collection = f"{domov.base_url}/dav/calendars/{me['id']}/{household}/"
    return client, dav, household, collection


def _report(dav, url, body):
    r = dav.request("REPORT", url, data=body.encode(), headers={"Content-Type": "application/xml", "Depth": "1"}, timeout=30)
    assert r.status_code == 207, r.text
    return ElementTree.fromstring(r.content)


def _calendar_data(multistatus) -> dict[str, tuple[str, str]]:
    found = {}
    for response in multistatus.iter(f"{DAV}response"):
        href = response.findtext(f"{DAV}href")
        data = response.find(f".//{CALDAV}calendar-data")
        etag = response.findtext(f".//{DAV}getetag")
        if data is not None:
            found[href] = (data.text.replace("\n", "\r\n") if "\r\n" not in (data.text or "") else data.text, etag)
    return found


@pytest.mark.parametrize("payload", PAYLOADS, ids=[p.stem for p in PAYLOADS])
def test_objects_come_back_as_sent_and_a_rename_changes_only_the_title(domov, member, payload):
    client, dav, household, collection = member
    text = _crlf(payload)
    name = f"{uuid.uuid4()}.ics"
    url = collection + name
    put = dav.put(url, data=text.encode(), headers={"Content-Type": "text/calendar; charset=utf-8", "If-None-Match": "*"}, timeout=30)
    assert put.status_code == 201, put.text
    etag = put.headers.get("ETag")
    assert etag, "the object is stored as sent, so the PUT answers with its ETag"

    got = dav.get(url, timeout=30)
    assert got.status_code == 200 and got.headers["ETag"] == etag
    assert got.content == text.encode(), "GET gives back the bytes that were PUT"

    href = url.removeprefix(domov.base_url)
    multiget = _report(dav, collection, f"""<C:calendar-multiget xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
        <D:prop><D:getetag/><C:calendar-data/></D:prop><D:href>{href}</D:href></C:calendar-multiget>""")
    data, multiget_etag = _calendar_data(multiget)[href]
    assert multiget_etag == etag
    problems = _differences(_tree(text), _tree(data))
    assert problems == [], "\n".join(problems)

    sync = _report(dav, collection, """<D:sync-collection xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
        <D:sync-token/><D:sync-level>1</D:sync-level><D:prop><D:getetag/><C:calendar-data/></D:prop></D:sync-collection>""")
    data, sync_etag = _calendar_data(sync)[href]
    assert sync_etag == etag
    problems = _differences(_tree(text), _tree(data))
    assert problems == [], "\n".join(problems)

    # Renamed in the web planner, with the edit form as a browser sends it.
    uid = next(v for component in _tree(text)[0][2] for n, _, v in component[1] if n == "UID")
    listed = client.get(f"/api/v1/households/{household}/planner/items", params={"from": "2026-11-01T00:00:00Z", "to": "2027-04-01T00:00:00Z"})
    assert listed.status_code == 200, listed.text
    ids = {o["item"]["calendarUid"]: o["item"].get("seriesId") or o["item"]["id"] for o in listed.json()}
    if any(component[0] == "VJOURNAL" for component in _tree(text)[0][2]):
        assert uid not in ids, "a journal entry is never shown in the planner"
        return
    item_id = ids[uid]
    edit_path = f"/planner/{household}/items/{item_id}/edit"
    page = client.get(edit_path)
    assert page.status_code == 200, page.text
    form = _EditForm()
    form.feed(page.text)
    fields = [(k, "Přejmenováno" if k == "title" else v) for k, v in form.fields]
    saved = client.post(form.action or edit_path, data=fields, allow_redirects=False)
    assert saved.status_code in (302, 303), saved.text[:2000]

    renamed = dav.get(url, timeout=30)
    assert renamed.headers["ETag"] != etag
    sent_tree, renamed_tree = _tree(text), _tree(renamed.text)
    problems = _differences(sent_tree, renamed_tree, ignore=CHANGE_MARKS)
    assert problems == [], "\n".join(problems)
    summaries = [v for comp in renamed_tree[0][2] for n, _, v in comp[1] if n == "SUMMARY"]
    assert "Přejmenováno" in summaries
