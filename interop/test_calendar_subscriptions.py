"""Subscribing to an external calendar, against the running server and a real HTTP server on
loopback: the first fetch takes the whole file, the refresh sends its ETag back (If-None-Match)
and a 304 keeps the events; a 404 or a file that is not iCalendar shows on the subscription
with the last good refresh, the events stay, and nothing answers 500."""

import re
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from domovkit import Client, signup, submit_form, unique

FEED = """BEGIN:VCALENDAR\r
VERSION:2.0\r
PRODID:-//Test//subscriptions//EN\r
BEGIN:VEVENT\r
UID:swim@interop\r
DTSTART;TZID=Europe/Prague:20260309T180000\r
DTEND;TZID=Europe/Prague:20260309T190000\r
SUMMARY:Plavání\r
RRULE:FREQ=DAILY;COUNT=3\r
END:VEVENT\r
END:VCALENDAR\r
""".encode()


class Feed:
    """What the little calendar server answers next, and the headers it was sent."""

    def __init__(self):
        self.mode = "calendar"
        self.requests = []


@pytest.fixture
def feed():
    state = Feed()

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self):
            state.requests.append(dict(self.headers.items()))
            if state.mode == "missing":
                self.send_response(404)
                self.end_headers()
                return
            if state.mode == "html":
                body = b"<html><body>Sign in</body></html>"
                self.send_response(200)
                self.send_header("Content-Type", "text/html")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
                return
            if self.headers.get("If-None-Match") == '"v1"':
                self.send_response(304)
                self.send_header("ETag", '"v1"')
                self.end_headers()
                return
            self.send_response(200)
            self.send_header("Content-Type", "text/calendar; charset=utf-8")
            self.send_header("ETag", '"v1"')
            self.send_header("Last-Modified", "Mon, 02 Mar 2026 08:00:00 GMT")
            self.send_header("Content-Length", str(len(FEED)))
            self.end_headers()
            self.wfile.write(FEED)

        def log_message(self, *args):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    state.url = f"http://127.0.0.1:{server.server_address[1]}/bazen.ics"
    yield state
    server.shutdown()
    server.server_close()


def _member(domov):
    client = Client(domov.base_url)
    nickname = unique("sub")
    signup(client, f"{nickname}@example.com", nickname)
    created = submit_form(client, "/households", "household-create-form", name="Předplatné")
    household = created.headers["Location"].rstrip("/").split("/")[-1]
    return client, household


def test_a_subscription_is_fetched_conditionally_and_failures_show_without_losing_events(domov, feed):
    client, household = _member(domov)
    calendars = f"/planner/{household}/calendars"
    r = submit_form(client, calendars, "new-subscription-form", url=feed.url, name="Bazén", color="#0891b2")
    assert r.status_code == 303, r.text[:500]
    assert len(feed.requests) == 1 and "If-None-Match" not in feed.requests[0]

    page = client.get(calendars).text
    subscription = re.search(r'id="subscription-([0-9a-f-]+)"', page).group(1)
    assert "Last refreshed" in page and "last refresh failed" not in page
    week = client.get(f"/planner/{household}/week/2026-03-09").text
    assert week.count("Plavání") == 3 and "Bazén (subscribed, read-only)" in week

    # The refresh sends the ETag and Last-Modified back; the 304 keeps the events.
    r = submit_form(client, calendars, f"subscription-{subscription}-refresh")
    assert r.status_code == 303
    assert feed.requests[-1].get("If-None-Match") == '"v1"'
    assert feed.requests[-1].get("If-Modified-Since") == "Mon, 02 Mar 2026 08:00:00 GMT"
    assert client.get(f"/planner/{household}/week/2026-03-09").text.count("Plavání") == 3

    feed.mode = "missing"
    assert submit_form(client, calendars, f"subscription-{subscription}-refresh").status_code == 303
    page = client.get(calendars)
    assert page.status_code == 200 and "404" in page.text and "Last refreshed" in page.text
    assert client.get(f"/planner/{household}/week/2026-03-09").text.count("Plavání") == 3

    feed.mode = "html"
    assert submit_form(client, calendars, f"subscription-{subscription}-refresh").status_code == 303
    assert "does not serve an iCalendar" in client.get(calendars).text

    # An address nobody answers at: shown, not a 500.
    r = submit_form(client, calendars, "new-subscription-form", url="http://127.0.0.1:1/nic.ics", name="Nic", color="#dc2626")
    assert r.status_code == 303
    assert "could not be reached" in client.get(calendars).text

    assert submit_form(client, calendars, f"subscription-{subscription}-delete").status_code == 303
    assert "Plavání" not in client.get(f"/planner/{household}/week/2026-03-09").text
