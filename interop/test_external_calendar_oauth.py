"""An external calendar account connected through OAuth 2.0, as Google Calendar is, end to end
with real servers on loopback: oidc-provider-mock (PyPI) as Google's authorization server
(authorization code with PKCE, refresh tokens, userinfo), and in front of a real Radicale a
small reverse proxy playing Google's CalDAV endpoint: it takes only `Authorization: Bearer`,
checks the token at the mock's userinfo endpoint, and forwards to Radicale with Basic auth.

Covers: the connect button and the flow's parameters, the account made through the real
consent page, events travelling both ways, an access token the server stops taking being
renewed with the refresh token, and a revoked grant shown as "Reconnect" and mended by
connecting again. The `domov` binary is configured as an admin would, with the `google`
provider's issuer and the CalDAV address overridden to point at these servers.
"""

from __future__ import annotations

import os
import re
import subprocess
import threading
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

import caldav
import pytest
import requests

from conftest import DOMOV_BIN, DomovServer, _free_port, _stop, _wait_healthy
from domovkit import ARTIFACTS, Client, submit_form, unique
from test_caldav import _member
from test_external_calendar_sync import PASSWORD, USER, _by_uid, _domov_calendar, _event, _summaries, radicale  # noqa: F401 (fixture)
# oidc-provider-mock on 127.0.0.1 (refresh tokens are its default); importing it also lets the mock serve plain HTTP.
from test_oidc import provider  # noqa: F401 (fixture)

CLIENT_ID = "domov-calendar-interop"
CLIENT_SECRET = "interop-secret"
CALENDAR_SCOPE = "https://www.googleapis.com/auth/calendar"


class _BearerProxy(ThreadingHTTPServer):
    """State shared by the proxy's handlers: where to check and forward, what it saw and refuses."""
    daemon_threads = True

    def __init__(self, address, provider: str, upstream: str):
        super().__init__(address, _BearerHandler)
        self.provider = provider
        self.upstream = upstream.rstrip("/")
        self.lock = threading.Lock()
        self.seen: list[str] = []       # every bearer token, in order
        self.refused: set[str] = set()  # tokens this "Google" no longer takes
        self.non_bearer = 0             # requests that came with anything else


class _BearerHandler(BaseHTTPRequestHandler):
    FORWARDED = ("Depth", "Content-Type", "If-Match", "If-None-Match", "Accept")
    RETURNED = ("Content-Type", "ETag", "Location", "DAV")

    def log_message(self, *args):  # keep pytest's output clean
        pass

    def _handle(self):
        server: _BearerProxy = self.server
        body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        authorization = self.headers.get("Authorization", "")
        if not authorization.startswith("Bearer "):
            with server.lock:
                server.non_bearer += 1
            return self._answer(401, {"WWW-Authenticate": 'Bearer realm="caldav"'}, b"")
        token = authorization[len("Bearer "):]
        with server.lock:
            server.seen.append(token)
            refused = token in server.refused
        if refused or requests.get(f"{server.provider}/userinfo", headers={"Authorization": authorization}, timeout=10).status_code != 200:
            return self._answer(401, {"WWW-Authenticate": 'Bearer error="invalid_token"'}, b"")
        upstream = requests.request(
            self.command, server.upstream + self.path, data=body, auth=(USER, PASSWORD), allow_redirects=False, timeout=30,
            headers={name: self.headers[name] for name in self.FORWARDED if self.headers.get(name) is not None})
        self._answer(upstream.status_code, {n: upstream.headers[n] for n in self.RETURNED if n in upstream.headers}, upstream.content)

    def _answer(self, status: int, headers: dict, body: bytes):
        self.send_response(status)
        for name, value in headers.items():
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    do_GET = do_PUT = do_DELETE = do_PROPFIND = do_REPORT = do_OPTIONS = do_HEAD = do_POST = _handle


@pytest.fixture(scope="module")
def google_caldav(provider, radicale):
    """The bearer-checking proxy in front of Radicale, as Google's CalDAV endpoint."""
    server = _BearerProxy(("127.0.0.1", 0), provider, radicale)
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.1}, daemon=True)
    thread.start()
    server.url = f"http://127.0.0.1:{server.server_port}/"
    yield server
    server.shutdown()
    thread.join(5)


@pytest.fixture(scope="module")
def domov_google(provider, google_caldav, tmp_path_factory):
    """domov with the `google` provider pointed at the mock and Google's CalDAV at the proxy."""
    if not DOMOV_BIN.exists():
        pytest.fail(f"server binary not found at {DOMOV_BIN}")
    port = _free_port()
    base_url = f"http://127.0.0.1:{port}"
    data_dir = tmp_path_factory.mktemp("data-calendar-oauth")
    (ARTIFACTS / "logs").mkdir(parents=True, exist_ok=True)
    server = DomovServer(base_url, data_dir, None, ARTIFACTS / "logs" / "test_external_calendar_oauth-sqlite.log")
    env = dict(
        os.environ, DOMOV_OIDC_GOOGLE_ISSUER=provider, DOMOV_OIDC_GOOGLE_CLIENT_ID=CLIENT_ID,
        DOMOV_OIDC_GOOGLE_CLIENT_SECRET=CLIENT_SECRET, DOMOV_GOOGLE_CALDAV_URL=google_caldav.url,
    )
    cmd = [str(DOMOV_BIN), "serve", "--host", "127.0.0.1", "--port", str(port), "--public-url", base_url,
           "--subscriptions-from-private-networks", "true", *server.storage_args()]
    log = server.log_path.open("w")
    proc = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, env=env)
    try:
        _wait_healthy(proc, server)
        yield server
    finally:
        exit_code = _stop(proc)
        log.close()
    assert exit_code == 0, f"domov did not stop cleanly\n{server.log_tail()}"


def _connect(client: Client, household: str, sub: str) -> requests.Response:
    """The Calendars tab's button, the mock's consent page, and back into Domov."""
    calendars = f"/planner/{household}/calendars"
    assert "Connect Google Calendar" in client.get(calendars).text
    start = submit_form(client, calendars, "connect-google-calendar")
    assert start.status_code == 303, start.text[:500]
    query = parse_qs(urlsplit(start.headers["Location"]).query)
    assert query["code_challenge_method"] == ["S256"] and len(query["code_challenge"][0]) == 43
    assert query["access_type"] == ["offline"] and query["prompt"] == ["consent"]
    assert set(query["scope"][0].split()) == {"openid", "email", CALENDAR_SCOPE}
    assert query["redirect_uri"] == [f"{client.base_url}/auth/google/calendar"]
    consent_page = client.get(start.headers["Location"], follow=True)
    assert consent_page.status_code == 200, consent_page.text[:300]
    return client.post(consent_page.url, data={"sub": sub}, follow=True)


def _account_id(page: str) -> str:
    return re.search(r'id="external-account-([0-9a-f-]+)"', page).group(1)


def _sync(client: Client, household: str) -> str:
    calendars = f"/planner/{household}/calendars"
    r = submit_form(client, calendars, f"external-account-{_account_id(client.get(calendars).text)}-sync")
    assert r.status_code == 303, r.text[:500]
    return client.get(calendars).text


def test_a_google_style_account_syncs_both_ways_and_renews_its_token(domov_google, provider, google_caldav, radicale):
    client, household, email, token = _member(domov_google, "Google domácnost")
    calendars = f"/planner/{household}/calendars"
    sub = unique("jana")
    r = requests.put(f"{provider}/users/{sub}", json={"email": f"{sub}@gmail.example", "email_verified": True}, timeout=10)
    assert r.status_code == 204, r.text

    # What is already on "Google": a calendar with an event.
    run = uuid.uuid4().hex[:8]
    name = unique("Rodina")
    remote = caldav.DAVClient(url=radicale, username=USER, password=PASSWORD).principal().make_calendar(name=name, cal_id=uuid.uuid4().hex)
    remote.save_event(_event(f"{run}-dentist", "Zubař"))

    back = _connect(client, household, sub)
    assert back.status_code == 200 and back.url.endswith(calendars), (back.status_code, back.url, back.text[:500])
    assert f"{sub}@gmail.example (Google)" in back.text and "Last synced" in back.text, back.text
    assert "The last sync failed" not in back.text
    assert f"synced with your calendar “{name}”" in back.text
    # Nothing but bearer tokens reached "Google", and the access token came from the code exchange.
    assert google_caldav.non_bearer == 0 and len(set(google_caldav.seen)) == 1

    # "Google" -> Domov.
    domov_dav = caldav.DAVClient(url=f"{domov_google.base_url}/dav/", username=email, password=token)
    mine = _domov_calendar(domov_dav, name)
    assert _summaries(mine) == ["Zubař"]

    # Domov -> "Google".
    mine.save_event(_event(f"{run}-swim", "Plavání", start="20260312T170000"))
    page = _sync(client, household)
    assert "The last sync failed" not in page, page
    assert _summaries(remote) == ["Plavání", "Zubař"]

    # "Google" stops taking the access token (revoked or expired early): Domov gets a new one
    # with the refresh token and the sync goes through.
    with google_caldav.lock:
        used = set(google_caldav.seen)
        google_caldav.refused |= used
    remote.save_event(_event(f"{run}-meeting", "Porada", start="20260311T090000"))
    page = _sync(client, household)
    assert "The last sync failed" not in page, page
    assert _summaries(mine) == ["Plavání", "Porada", "Zubař"]
    renewed = set(google_caldav.seen) - used
    assert len(renewed) == 1, google_caldav.seen

    # The user takes Domov's access away at the provider: the refresh token is refused, and
    # the account asks to be connected again.
    r = requests.post(f"{provider}/users/{sub}/revoke-tokens", timeout=10)
    assert r.status_code == 204, r.text
    page = _sync(client, household)
    assert "The last sync failed" in page and "Reconnect" in page, page
    account = _account_id(page)

    # Connecting again mends the same account, and the sync works again.
    back = _connect(client, household, sub)
    assert back.status_code == 200, back.text[:500]
    assert "The last sync failed" not in back.text, back.text
    assert re.findall(r'id="external-account-([0-9a-f-]+)"', back.text) == [account]
    _by_uid(remote, f"{run}-dentist").delete()
    page = _sync(client, household)
    assert "The last sync failed" not in page, page
    assert _summaries(mine) == ["Plavání", "Porada"]


def test_refusals_save_nothing(domov_google, provider):
    client, household, _, _ = _member(domov_google, "Odmítnutí")
    calendars = f"/planner/{household}/calendars"

    # Consent denied on the provider's page.
    start = submit_form(client, calendars, "connect-google-calendar")
    consent_page = client.get(start.headers["Location"], follow=True)
    denied = client.post(consent_page.url, data={"action": "deny"}, follow=True)
    assert denied.status_code == 403, denied.text[:500]
    assert "consent was denied" in denied.text

    # A callback whose state is not this session's flow.
    submit_form(client, calendars, "connect-google-calendar")
    forged = client.get("/auth/google/calendar?code=whatever&state=forged")
    assert forged.status_code == 400 and "does not belong to your session" in forged.text

    assert 'id="external-accounts"' not in client.get(calendars).text
